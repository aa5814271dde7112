// The HSA metadata schema check llvm-mc 14 makes in both output modes: required keys,
// key types, enumerations, array lengths; the error is at the end of the block.
// Cases probed against llvm-mc 14 (same acceptance, same message and place).
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx900 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx900 %s 2>&1 | FileCheck %s
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"

// A kernel without .sgpr_count (required).
	.amdgpu_metadata
---
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .kernarg_segment_size: 0
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 4
    .wavefront_size: 64
    .vgpr_count: 1
    .max_flat_workgroup_size: 256
amdhsa.version: [1, 1]
...
	.end_amdgpu_metadata
// CHECK: metadata-schema.s:[[@LINE-1]]:22: error: invalid HSA metadata
// CHECK-NEXT: {{^}}        .end_amdgpu_metadata{{$}}
// CHECK-NEXT: {{^}}                            ^{{$}}

// A value kind LLVM 14 does not know (added later), an integer where a string is due.
	.amdgpu_metadata
---
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .kernarg_segment_size: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 64
    .sgpr_count: 8
    .vgpr_count: 1
    .max_flat_workgroup_size: 256
    .args:
      - .offset: 0
        .size: 4
        .value_kind: hidden_dynamic_lds_size
amdhsa.version: [1, 1]
...
	.end_amdgpu_metadata
// CHECK: metadata-schema.s:[[@LINE-1]]:22: error: invalid HSA metadata

// .name is a string: 7 (quoted or not) is an integer.
	.amdgpu_metadata
---
amdhsa.kernels:
  - .name: "7"
    .symbol: k.kd
    .kernarg_segment_size: 0
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 4
    .wavefront_size: 64
    .sgpr_count: 8
    .vgpr_count: 1
    .max_flat_workgroup_size: 256
amdhsa.version: [1, 1]
...
	.end_amdgpu_metadata
// CHECK: metadata-schema.s:[[@LINE-1]]:22: error: invalid HSA metadata

// Array lengths: .reqd_workgroup_size has three elements, amdhsa.version two.
	.amdgpu_metadata
---
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .kernarg_segment_size: 0
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 4
    .wavefront_size: 64
    .sgpr_count: 8
    .vgpr_count: 1
    .max_flat_workgroup_size: 256
    .reqd_workgroup_size: [1, 1]
amdhsa.version: [1, 1]
...
	.end_amdgpu_metadata
// CHECK: metadata-schema.s:[[@LINE-1]]:22: error: invalid HSA metadata
	.amdgpu_metadata
---
amdhsa.kernels: []
amdhsa.version: [1, 1, 0]
...
	.end_amdgpu_metadata
// CHECK: metadata-schema.s:[[@LINE-1]]:22: error: invalid HSA metadata

// Enumerations are case-sensitive; booleans are not integers; sizes are integers.
	.amdgpu_metadata
---
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .language: opencl c
    .kernarg_segment_size: 0
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 4
    .wavefront_size: 64
    .sgpr_count: 8
    .vgpr_count: 1
    .max_flat_workgroup_size: 256
amdhsa.version: [1, 1]
...
	.end_amdgpu_metadata
// CHECK: metadata-schema.s:[[@LINE-1]]:22: error: invalid HSA metadata
	.amdgpu_metadata
---
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .kernarg_segment_size: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 64
    .sgpr_count: 8
    .vgpr_count: 1
    .max_flat_workgroup_size: 256
    .args:
      - .offset: 0
        .size: 8
        .value_kind: global_buffer
        .is_const: 1
amdhsa.version: [1, 1]
...
	.end_amdgpu_metadata
// CHECK: metadata-schema.s:[[@LINE-1]]:22: error: invalid HSA metadata
	.amdgpu_metadata
---
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .kernarg_segment_size: 1.5
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 4
    .wavefront_size: 64
    .sgpr_count: 8
    .vgpr_count: 1
    .max_flat_workgroup_size: 256
amdhsa.version: [1, 1]
...
	.end_amdgpu_metadata
// CHECK: metadata-schema.s:[[@LINE-1]]:22: error: invalid HSA metadata

// Accepted: unknown keys, amdhsa.globals (not checked by LLVM 14), an empty kernel list.
	.amdgpu_metadata
---
amdhsa.kernels: []
amdhsa.globals:
  - .name: g
amdhsa.vendor_key: 3
amdhsa.version: [1, 1]
...
	.end_amdgpu_metadata
// CHECK-NOT: error
