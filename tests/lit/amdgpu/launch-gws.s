// Global wave sync across workgroups (docs/amdgpu-launch.md "Co-resident launch"): gfx900,
// wave64, 4 workgroups of one wave each. The kernel holds GWS instructions, so the launch runs
// co-resident: every workgroup resident, waves stepped round-robin in dispatch order on one host
// thread, a wave waiting at a GWS instruction yields. Values derived by hand from the semantics in
// docs/amdgpu-exec.md "Global wave sync" (resource = (offset + M0[21:16]) mod 64, M0 = 0 here).
//
// gbar: workgroup 0 sets resource 0 to 3 (ds_gws_init: the barrier waits for 3 + 1 = 4 waves).
// Each workgroup g stores g + 10 to out[g] (lane 0), passes ds_gws_barrier, then lanes 0..3 load
// out[0..3] and store them to out[4 + 4g .. 7 + 4g]. Round-robin order: workgroup 0 runs first and
// would read zeros from out[1..3] without the barrier; with it every group reads 10 11 12 13.
//
// sema: resource 1 is a semaphore (count 0 at the start). Workgroups 1 and 2 store 100 + g to
// out[g] and ds_gws_sema_v (+1 each); workgroup 3 stores 103 and ds_gws_sema_br with data0 = 2
// (+2). Workgroup 0 takes four ds_gws_sema_p (it runs first, so it waits at the first until the
// others have counted up 1 + 1 + 2 = 4), then stores out[1] + out[2] + out[3] = 101 + 102 + 103 =
// 306 to out[0].
//
// relall: workgroups 0..2 wait at ds_gws_sema_p on resource 2 (count 0); workgroup 3 (run last in
// the round) does ds_gws_sema_release_all, which lets the waiting waves go on without taking a
// count; every group then stores 1 to out[g].
//
// dead: every workgroup waits at ds_gws_sema_p on resource 3 (count 0) and nothing counts up: a
// deadlock error naming the waves and the resource, not a hang.
//
// mixed (gws2.json: 2 workgroups of 128 work-items, 2 waves each): workgroup 0 sets resource 0 to
// 3 (4 waves), each work-item stores its global id i to out[i], then all 4 waves pass
// ds_gws_barrier and work-item i stores out[255 - i] to out[256 + i]: out[256..511] = 255..0.
// Workgroup 0 runs before workgroup 1 has stored anything, so only the barrier makes its reads
// see 255..128. The s_barrier inside each workgroup works as in a normal launch.
//
// spin: workgroup 0 loops forever while the others wait at ds_gws_sema_p: no deadlock (a wave
// runs), so --max-instructions ends it: 1000 instructions, the error names workgroup 0 wave 0.
//
// Runs with --threads 1 and 2 give the same output (the co-resident mode is single-threaded).
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/gws.json --json %s | %jsonq > %t.1
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/gws.json --threads 2 --json %s | %jsonq > %t.2
// RUN: diff %t.1 %t.2
// RUN: FileCheck --check-prefix=BAR %s < %t.1
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/gws.json --kernel sema --json %s | %jsonq > %t.3
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/gws.json --kernel sema --threads 2 --json %s | %jsonq > %t.4
// RUN: diff %t.3 %t.4
// RUN: FileCheck --check-prefix=SEMA %s < %t.3
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/gws.json --kernel relall --threads 2 --json %s | %jsonq | FileCheck --check-prefix=REL %s
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/gws.json --kernel dead --threads 2 %s 2>&1 | FileCheck --check-prefix=DEAD %s
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/gws.json --kernel dead --max-instructions 100000 %s 2>&1 | FileCheck --check-prefix=DEAD %s
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/gws2.json --json %s | %jsonq > %t.5
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/gws2.json --threads 2 --json %s | %jsonq > %t.6
// RUN: diff %t.5 %t.6
// RUN: FileCheck --check-prefix=MIX %s < %t.5
// MIX: buffer out[0]: 0x0 0x1 0x2 0x3 0x4 0x5 0x6 0x7
// MIX: buffer out[248]: 0xf8 0xf9 0xfa 0xfb 0xfc 0xfd 0xfe 0xff
// MIX: buffer out[256]: 0xff 0xfe 0xfd 0xfc 0xfb 0xfa 0xf9 0xf8
// MIX: buffer out[376]: 0x87 0x86 0x85 0x84 0x83 0x82 0x81 0x80
// MIX: buffer out[384]: 0x7f 0x7e 0x7d 0x7c 0x7b 0x7a 0x79 0x78
// MIX: buffer out[504]: 0x7 0x6 0x5 0x4 0x3 0x2 0x1 0x0
// MIX: waves: 4
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/gws.json --kernel spin --max-instructions 1000 %s 2>&1 | FileCheck --check-prefix=SPIN %s
// SPIN: gpuisa: instruction limit (1000) reached in workgroup (0,0,0) wave 0
// BAR: buffer out[0]: 0xa 0xb 0xc 0xd 0xa 0xb 0xc 0xd
// BAR: buffer out[8]: 0xa 0xb 0xc 0xd 0xa 0xb 0xc 0xd
// BAR: buffer out[16]: 0xa 0xb 0xc 0xd{{$}}
// BAR: waves: 4
// SEMA: buffer out[0]: 0x132 0x65 0x66 0x67 0x0
// SEMA: waves: 4
// REL: buffer out[0]: 0x1 0x1 0x1 0x1 0x0
// DEAD: gpuisa: deadlock: every unfinished wave waits and none can release another: workgroup (0,0,0) wave 0 at ds_gws_sema_p (GWS resource 3), workgroup (1,0,0) wave 0 at ds_gws_sema_p (GWS resource 3), workgroup (2,0,0) wave 0 at ds_gws_sema_p (GWS resource 3), workgroup (3,0,0) wave 0 at ds_gws_sema_p (GWS resource 3)
  .text
  .globl gbar
  .p2align 8
gbar:
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_mov_b32 m0, 0
  v_mov_b32 v1, 3
  s_cmp_eq_u32 s2, 0
  s_cbranch_scc0 .Lb1
  ds_gws_init v1 gds                 // group 0: resource 0 = 3 (4 waves)
.Lb1:
  v_mov_b32 v2, s2
  v_add_u32 v2, 10, v2               // g + 10
  s_lshl_b32 s6, s2, 2
  v_mov_b32 v3, s6                   // 4g
  s_mov_b64 exec, 1
  s_waitcnt lgkmcnt(0)
  global_store_dword v3, v2, s[4:5]  // out[g] = g + 10
  s_waitcnt vmcnt(0)
  s_mov_b64 exec, -1
  ds_gws_barrier v1 gds
  s_mov_b64 exec, 15
  v_lshlrev_b32 v4, 2, v0            // 4l
  global_load_dword v5, v4, s[4:5]   // out[l]
  s_waitcnt vmcnt(0)
  s_lshl_b32 s7, s2, 4
  s_add_u32 s7, s7, 16
  v_add_u32 v6, s7, v4
  global_store_dword v6, v5, s[4:5]  // out[4 + 4g + l]
  s_endpgm

  .globl sema
  .p2align 8
sema:
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_mov_b32 m0, 0
  s_mov_b64 exec, 1
  s_waitcnt lgkmcnt(0)
  s_cmp_eq_u32 s2, 0
  s_cbranch_scc1 .Lcons
  v_mov_b32 v2, s2
  v_add_u32 v2, 100, v2              // 100 + g
  s_lshl_b32 s6, s2, 2
  v_mov_b32 v3, s6
  global_store_dword v3, v2, s[4:5]  // out[g] = 100 + g
  s_waitcnt vmcnt(0)
  s_cmp_eq_u32 s2, 3
  s_cbranch_scc1 .Lbr
  ds_gws_sema_v offset:1 gds         // +1
  s_endpgm
.Lbr:
  v_mov_b32 v1, 2
  ds_gws_sema_br v1 offset:1 gds     // +2
  s_endpgm
.Lcons:
  ds_gws_sema_p offset:1 gds
  ds_gws_sema_p offset:1 gds
  ds_gws_sema_p offset:1 gds
  ds_gws_sema_p offset:1 gds
  v_mov_b32 v3, 0
  global_load_dword v4, v3, s[4:5] offset:4
  global_load_dword v5, v3, s[4:5] offset:8
  global_load_dword v6, v3, s[4:5] offset:12
  s_waitcnt vmcnt(0)
  v_add_u32 v4, v4, v5
  v_add_u32 v4, v4, v6
  global_store_dword v3, v4, s[4:5]  // out[0] = 306
  s_endpgm

  .globl relall
  .p2align 8
relall:
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_mov_b32 m0, 0
  s_mov_b64 exec, 1
  s_cmp_eq_u32 s2, 3
  s_cbranch_scc1 .Lrel
  ds_gws_sema_p offset:2 gds
  s_branch .Lstore
.Lrel:
  ds_gws_sema_release_all offset:2 gds
.Lstore:
  s_lshl_b32 s6, s2, 2
  v_mov_b32 v3, s6
  v_mov_b32 v2, 1
  s_waitcnt lgkmcnt(0)
  global_store_dword v3, v2, s[4:5]  // out[g] = 1
  s_endpgm

  .globl dead
  .p2align 8
dead:
  s_mov_b32 m0, 0
  ds_gws_sema_p offset:3 gds
  s_endpgm

  .globl mixed
  .p2align 8
mixed:
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_mov_b32 m0, 0
  v_mov_b32 v1, 3
  s_cmp_eq_u32 s2, 0
  s_cbranch_scc0 .Lm1
  ds_gws_init v1 gds                 // group 0: resource 0 = 3 (4 waves)
.Lm1:
  s_barrier
  s_lshl_b32 s6, s2, 7
  v_add_u32 v2, s6, v0               // i = 128g + id
  v_lshlrev_b32 v3, 2, v2
  s_waitcnt lgkmcnt(0)
  global_store_dword v3, v2, s[4:5]  // out[i] = i
  s_waitcnt vmcnt(0)
  ds_gws_barrier v1 gds
  v_sub_u32 v4, 255, v2
  v_lshlrev_b32 v4, 2, v4
  global_load_dword v5, v4, s[4:5]   // out[255 - i]
  s_waitcnt vmcnt(0)
  global_store_dword v3, v5, s[4:5] offset:1024   // out[256 + i]
  s_endpgm

  .globl spin
  .p2align 8
spin:
  s_mov_b32 m0, 0
  s_cmp_eq_u32 s2, 0
  s_cbranch_scc0 .Lwait
.Lloop:
  s_branch .Lloop
.Lwait:
  ds_gws_sema_p offset:4 gds
  s_endpgm

  .rodata
  .p2align 6
  .amdhsa_kernel spin
    .amdhsa_next_free_vgpr 1
    .amdhsa_next_free_sgpr 4
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_kernarg_size 8
  .end_amdhsa_kernel
  .amdhsa_kernel mixed
    .amdhsa_next_free_vgpr 6
    .amdhsa_next_free_sgpr 8
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_kernarg_size 8
  .end_amdhsa_kernel
  .amdhsa_kernel gbar
    .amdhsa_next_free_vgpr 7
    .amdhsa_next_free_sgpr 8
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_kernarg_size 8
  .end_amdhsa_kernel
  .amdhsa_kernel sema
    .amdhsa_next_free_vgpr 7
    .amdhsa_next_free_sgpr 8
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_kernarg_size 8
  .end_amdhsa_kernel
  .amdhsa_kernel relall
    .amdhsa_next_free_vgpr 4
    .amdhsa_next_free_sgpr 8
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_kernarg_size 8
  .end_amdhsa_kernel
  .amdhsa_kernel dead
    .amdhsa_next_free_vgpr 1
    .amdhsa_next_free_sgpr 4
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_kernarg_size 8
  .end_amdhsa_kernel
