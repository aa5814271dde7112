// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/struct.json --json %s | %jsonq | FileCheck %s
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/struct-small.json %s 2>&1 | FileCheck --check-prefix=SIZE %s
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/struct-bad.json %s 2>&1 | FileCheck --check-prefix=MEMBER %s
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/unaligned.json --json %s | %jsonq | FileCheck --check-prefix=UNAL %s
// A by-value struct argument ({"struct": [...]}, docs/amdgpu-launch.md) in C's layout: u8 at 0,
// u32 at 4, u16 at 8, then a nested struct {u8; u64} (alignment 8, size 16) at 16: 32 bytes,
// alignment 8, so at kernarg offset 8. The kernel copies the 32 bytes to `out`. Expected dwords:
// 0x11 (3 padding bytes 0), 0x22334455, 0x6677 (2 padding bytes 0), 0 (padding to 16), 0x88
// (7 padding bytes), 0, then the u64 0x99aabbccddeeff00 as 0xddeeff00, 0x99aabbcc.
// A launch runs in the ROCm driver's unaligned mode (docs/amdgpu-launch.md): kernel `unal`
// loads the dword at byte 2 of out = {0x11223344, 0x55667788}: bytes 22 11 88 77 = 0x77881122,
// no misaligned fault, and stores it to out[2].
  .text
  .globl copy
  .p2align 8
copy:
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_load_dwordx8 s[4:11], s[0:1], 0x8
  s_waitcnt lgkmcnt(0)
  s_store_dwordx4 s[4:7], s[2:3], 0x0
  s_store_dwordx4 s[8:11], s[2:3], 0x10
  s_waitcnt lgkmcnt(0)
  s_endpgm
  .globl unal
  .p2align 8
unal:
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v0, s2
  v_mov_b32 v1, s3
  global_load_dword v2, v[0:1], off offset:2
  s_waitcnt vmcnt(0)
  global_store_dword v[0:1], v2, off offset:8
  s_endpgm

  .rodata
  .p2align 6
  .amdhsa_kernel copy
    .amdhsa_next_free_vgpr 1
    .amdhsa_next_free_sgpr 12
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_kernarg_size 40
  .end_amdhsa_kernel
  .amdhsa_kernel unal
    .amdhsa_next_free_vgpr 3
    .amdhsa_next_free_sgpr 4
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_kernarg_size 8
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
      - .name: s
        .offset: 8
        .size: 32
        .value_kind: by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 256
    .name: copy
    .private_segment_fixed_size: 0
    .sgpr_count: 12
    .symbol: copy.kd
    .vgpr_count: 1
    .wavefront_size: 64
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
    .name: unal
    .private_segment_fixed_size: 0
    .sgpr_count: 4
    .symbol: unal.kd
    .vgpr_count: 3
    .wavefront_size: 64
amdhsa.version:
  - 1
  - 1
...
  .end_amdgpu_metadata

// CHECK: buffer out[0]: 0x11 0x22334455 0x6677 0x0 0x88 0x0 0xddeeff00 0x99aabbcc
// SIZE: gpuisa: args[1]: the kernel's argument 1 takes 32 bytes, the struct has 16
// MEMBER: gpuisa: launch: args[1]: unknown kind 'buffer'
// UNAL: buffer out[0]: 0x11223344 0x55667788 0x77881122 0x0{{$}}
// UNAL-NEXT: instructions: 8
