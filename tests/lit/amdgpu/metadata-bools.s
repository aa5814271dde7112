// YAML booleans as LLVM's reader takes them (y/yes/on/true in three cases, and the
// false spellings) become msgpack booleans in the note; other spellings stay strings.
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx900 -filetype=obj %s -o %t.o
// RUN: llvm-readelf --notes %t.o | FileCheck %s
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdgpu_metadata
---
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .kernarg_segment_size: 16
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 64
    .sgpr_count: 8
    .vgpr_count: 1
    .max_flat_workgroup_size: 256
    .vendor_a: tRue
    .args:
      - .offset: 0
        .size: 8
        .value_kind: global_buffer
        .is_const: Y
        .is_restrict: On
        .is_volatile: NO
        .is_pipe: Off
      - .offset: 8
        .size: 8
        .value_kind: global_buffer
        .is_const: TRUE
        .is_restrict: yes
        .is_volatile: n
        .is_pipe: False
amdhsa.version: [1, 1]
...
	.end_amdgpu_metadata
// CHECK:      - .is_const:       true
// CHECK-NEXT:   .is_pipe:        false
// CHECK-NEXT:   .is_restrict:    true
// CHECK-NEXT:   .is_volatile:    false
// CHECK:      - .is_const:       true
// CHECK-NEXT:   .is_pipe:        false
// CHECK-NEXT:   .is_restrict:    true
// CHECK-NEXT:   .is_volatile:    false
// CHECK:      .vendor_a:       tRue
