// A launch's initial wave state on gfx900 (AMDGPUUsage "Initial Kernel Execution State"): every
// user and system SGPR the descriptor enables, the work-item ids, the dispatch packet, the
// queue's aperture field and the kernarg segment, for every work-item of a 2x2x2 grid of
// 16x2x3 workgroups (96 work-items: a partial last wave). Inputs/launch/abi_check.py derives
// each expected value from the ABI; the counts: 16 waves, each running the kernel's
// 37 instructions; lane instructions = 8 groups x 96 work-items x 37.
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/abi.json --json %s > %t.json
// RUN: python3 %S/Inputs/launch/abi_check.py gfx900 < %t.json | FileCheck --check-prefix=ABI %s
// RUN: %jsonq < %t.json | FileCheck --check-prefix=COUNT %s
// The same launch on two host threads gives the same result.
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/abi.json --json --threads 2 %s | cmp - %t.json
// --time: the same result on stdout, the phases' wall seconds on stderr; only with --launch
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/abi.json --json --time %s 2> %t.time | cmp - %t.json
// RUN: FileCheck --check-prefix=TIME %s < %t.time
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --time %s 2>&1 | FileCheck --check-prefix=NOTIME %s
// TIME: gpuisa: time: parse {{[0-9]+\.[0-9]+}} setup {{[0-9]+\.[0-9]+}} run {{[0-9]+\.[0-9]+}} result {{[0-9]+\.[0-9]+$}}
// NOTIME: gpuisa: --time goes with --launch
// ABI: abi ok: 768 work-items
// COUNT: instructions: 592
// COUNT-NEXT: lane_instructions: 28416
// COUNT-NEXT: waves: 16
  .text
  .globl abi
  .p2align 8
  .type abi,@function
abi:
  s_load_dwordx2 s[20:21], s[8:9], 0x0   // out
  s_load_dword s22, s[8:9], 0x8             // the i32 argument
  s_load_dword s23, s[4:5], 0x4             // packet: workgroup_size_x | workgroup_size_y << 16
  s_load_dword s24, s[6:7], 0x40            // queue: group_segment_aperture_base_hi
  s_waitcnt lgkmcnt(0)
  s_lshl_b32 s25, s17, 2                    // group = x + 2*y + 4*z (grid 2x2x2)
  s_lshl_b32 s26, s16, 1
  s_add_u32 s25, s25, s26
  s_add_u32 s25, s25, s15
  s_mul_i32 s25, s25, 96                    // 96 work-items a group
  v_lshlrev_b32 v3, 5, v2                   // item = z*32 + y*16 + x (block 16x2x3)
  v_lshlrev_b32 v4, 4, v1
  v_add_u32 v3, v3, v4
  v_add_u32 v3, v3, v0
  v_add_u32 v3, s25, v3
  v_lshlrev_b32 v3, 6, v3                   // 64 bytes a work-item
  v_mov_b32 v10, v0
  v_mov_b32 v11, v1
  v_mov_b32 v12, v2
  v_mov_b32 v13, s15
  v_mov_b32 v14, s16
  v_mov_b32 v15, s17
  v_mov_b32 v16, s18
  v_mov_b32 v17, s19
  v_mov_b32 v18, s14
  v_mov_b32 v19, s3
  v_mov_b32 v20, s23
  v_mov_b32 v21, s24
  v_mov_b32 v22, s22
  v_mov_b32 v23, s4
  v_mov_b32 v24, s6
  v_mov_b32 v25, s8
  global_store_dwordx4 v3, v[10:13], s[20:21]
  global_store_dwordx4 v3, v[14:17], s[20:21] offset:16
  global_store_dwordx4 v3, v[18:21], s[20:21] offset:32
  global_store_dwordx4 v3, v[22:25], s[20:21] offset:48
  s_endpgm

  .rodata
  .p2align 6
  .amdhsa_kernel abi
    .amdhsa_next_free_vgpr 28
    .amdhsa_next_free_sgpr 27
    .amdhsa_user_sgpr_private_segment_buffer 1
    .amdhsa_user_sgpr_dispatch_ptr 1
    .amdhsa_user_sgpr_queue_ptr 1
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_user_sgpr_dispatch_id 1
    .amdhsa_user_sgpr_flat_scratch_init 1
    .amdhsa_user_sgpr_private_segment_size 1
    .amdhsa_system_sgpr_private_segment_wavefront_offset 1
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_system_sgpr_workgroup_id_y 1
    .amdhsa_system_sgpr_workgroup_id_z 1
    .amdhsa_system_sgpr_workgroup_info 1
    .amdhsa_system_vgpr_workitem_id 2
    .amdhsa_private_segment_fixed_size 48
    .amdhsa_kernarg_size 16
  .end_amdhsa_kernel

