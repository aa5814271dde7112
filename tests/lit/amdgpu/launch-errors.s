// Invalid launches are errors that say what is wrong (exit status 1, nothing on stdout).
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/args2.json %s 2>&1 | FileCheck --check-prefix=TWO %s
// TWO: gpuisa: the file holds 3 kernels; name one with --kernel or "kernel": k1 k2 loop
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/args2.json --kernel nope %s 2>&1 | FileCheck --check-prefix=NOPE %s
// NOPE: gpuisa: no kernel named 'nope' in the file
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/args2.json --kernel k1 %s 2>&1 | FileCheck --check-prefix=COUNT %s
// COUNT: gpuisa: kernel 'k1' takes 1 arguments, the launch gives 2
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/args2.json --kernel k2 %s 2>&1 | FileCheck --check-prefix=KIND %s
// KIND: gpuisa: args[1]: kernel 'k2' argument 1 ('count') is a value ({TYPE: VALUE} or {"struct": [...]}), not what the launch gives
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/badkey.json %s 2>&1 | FileCheck --check-prefix=KEY %s
// KEY: gpuisa: launch: top level: unknown key 'grdi'
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/args2.json --state %S/Inputs/launch/args2.json %s 2>&1 | FileCheck --check-prefix=STATE %s
// STATE: gpuisa: --launch excludes --state, --trace and --stop-on-fault
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/loop.json --max-instructions 5000 %s 2>&1 | FileCheck --check-prefix=LIMIT %s
// LIMIT: gpuisa: instruction limit (5000) reached in workgroup (0,0,0) wave 0
// An object for another processor is refused (e_flags EF_AMDGPU_MACH: gfx900 0x2c, gfx906 0x2f).
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx900 -filetype=obj -o %t.o %s
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx906 --launch %S/Inputs/launch/loop.json %t.o 2>&1 | FileCheck --check-prefix=MACH %s
// MACH: gpuisa: the file is for another processor (EF_AMDGPU_MACH 0x2c, the target's is 0x2f)
  .text
  .globl k1
  .p2align 8
k1:
  s_endpgm
  .globl k2
  .p2align 8
k2:
  s_endpgm
  .globl loop
  .p2align 8
loop:
  s_branch loop

  .rodata
  .p2align 6
  .amdhsa_kernel k1
    .amdhsa_next_free_vgpr 1
    .amdhsa_next_free_sgpr 1
    .amdhsa_kernarg_size 8
  .end_amdhsa_kernel
  .amdhsa_kernel k2
    .amdhsa_next_free_vgpr 1
    .amdhsa_next_free_sgpr 1
    .amdhsa_kernarg_size 12
  .end_amdhsa_kernel
  .amdhsa_kernel loop
    .amdhsa_next_free_vgpr 1
    .amdhsa_next_free_sgpr 1
  .end_amdhsa_kernel

  .amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space: global
        .name: out
        .offset: 0
        .size: 8
        .value_kind: global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .max_flat_workgroup_size: 256
    .name: k1
    .private_segment_fixed_size: 0
    .sgpr_count: 1
    .symbol: k1.kd
    .vgpr_count: 1
    .wavefront_size: 64
  - .args:
      - .address_space: global
        .name: out
        .offset: 0
        .size: 8
        .value_kind: global_buffer
      - .name: count
        .offset: 8
        .size: 4
        .value_kind: by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 12
    .max_flat_workgroup_size: 256
    .name: k2
    .private_segment_fixed_size: 0
    .sgpr_count: 1
    .symbol: k2.kd
    .vgpr_count: 1
    .wavefront_size: 64
amdhsa.version:
  - 1
  - 1
...
  .end_amdgpu_metadata
