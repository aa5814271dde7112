// s_barrier across the waves of a workgroup and their shared LDS (gfx900, wave64): in `swap`
// each of the 128 work-items writes id + 1000 * group to LDS, waits at the barrier and reads
// the word of work-item (id + 64) mod 128, which the other wave wrote; so
// out[g*128 + i] = (i + 64) mod 128 + 1000 g. Without the barrier wave 0 would read zeros.
// In `early` wave 1 ends without reaching the barrier wave 0 waits at: an error, not a hang.
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/swap.json --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/swap.json --threads 2 --json %s | %jsonq | FileCheck %s
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/swap.json --kernel early %s 2>&1 | FileCheck --check-prefix=EARLY %s
// CHECK: buffer out[0]: 0x40 0x41 0x42 0x43 0x44 0x45 0x46 0x47
// CHECK: buffer out[56]: 0x78 0x79 0x7a 0x7b 0x7c 0x7d 0x7e 0x7f
// CHECK: buffer out[64]: 0x0 0x1 0x2 0x3 0x4 0x5 0x6 0x7
// CHECK: buffer out[120]: 0x38 0x39 0x3a 0x3b 0x3c 0x3d 0x3e 0x3f
// CHECK: buffer out[128]: 0x428 0x429 0x42a 0x42b 0x42c 0x42d 0x42e 0x42f
// CHECK: buffer out[192]: 0x3e8 0x3e9 0x3ea 0x3eb 0x3ec 0x3ed 0x3ee 0x3ef
// CHECK: buffer out[248]: 0x420 0x421 0x422 0x423 0x424 0x425 0x426 0x427
// CHECK: waves: 4
// EARLY: gpuisa: workgroup (0,0,0): 1 waves wait at s_barrier, but wave(s) 1 ended without reaching it
  .text
  .globl swap
  .p2align 8
swap:
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_mul_i32 s3, s2, 1000
  v_lshlrev_b32 v1, 2, v0
  v_add_u32 v2, s3, v0
  ds_write_b32 v1, v2
  s_waitcnt lgkmcnt(0)
  s_barrier
  v_add_u32 v3, 64, v0
  v_and_b32 v3, 0x7f, v3
  v_lshlrev_b32 v3, 2, v3
  ds_read_b32 v4, v3
  s_lshl_b32 s6, s2, 7
  v_add_u32 v5, s6, v0
  v_lshlrev_b32 v5, 2, v5
  s_waitcnt vmcnt(0) lgkmcnt(0)
  global_store_dword v5, v4, s[4:5]
  s_endpgm

  .globl early
  .p2align 8
early:
  v_readfirstlane_b32 s3, v0
  s_cmp_eq_u32 s3, 0
  s_cbranch_scc0 .Lend
  s_barrier
.Lend:
  s_endpgm

  .rodata
  .p2align 6
  .amdhsa_kernel swap
    .amdhsa_next_free_vgpr 6
    .amdhsa_next_free_sgpr 8
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_group_segment_fixed_size 512
    .amdhsa_kernarg_size 8
  .end_amdhsa_kernel
  .amdhsa_kernel early
    .amdhsa_next_free_vgpr 1
    .amdhsa_next_free_sgpr 4
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_kernarg_size 8
  .end_amdhsa_kernel
