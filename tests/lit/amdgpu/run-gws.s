// Global wave sync instructions in a single wave (`gpuisa run`, docs/amdgpu-exec.md "Global
// wave sync") on gfx7, gfx9 and gfx10: the resource is (offset + M0[21:16]) mod 64; data0 is
// the first active lane's. By hand: EXEC = lane 2 only, v3 = 2 * lane, so data0 of v3 is 4.
//   m0 = 0x30000 (M0[21:16] = 3): ds_gws_init v1(=2) offset:2 -> resource 5, count 2;
//   ds_gws_sema_v offset:2 -> count 3; ds_gws_sema_br v3(=4) offset:2 -> count 7.
//   m0 = 0x3f0000 (M0[21:16] = 63): offset:6 -> (6 + 63) mod 64 = resource 5 again.
//   s10 times ds_gws_sema_p: 7 take the count to 0 and go on (s11 = 1 at the end); an 8th
//   would wait forever (no other wave can count up): a run error naming resource 5.
//   ds_gws_sema_release_all with nobody waiting changes nothing.
//   resource 6 (offset:7): ds_gws_init 0 -> a barrier of 0 + 1 = 1 wave, which this wave passes;
//   with s12 = 1 the init value is 1 (2 waves): the single wave would wait forever.
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx700 --state %S/Inputs/run-gws-7.json --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-gws-7.json --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx1010 --state %S/Inputs/run-gws-7.json --json %s | %jsonq | FileCheck %s
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-gws-8.json %s 2>&1 | FileCheck --check-prefix=P %s
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx1010 --state %S/Inputs/run-gws-8.json %s 2>&1 | FileCheck --check-prefix=P %s
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx700 --state %S/Inputs/run-gws-bar.json %s 2>&1 | FileCheck --check-prefix=BAR %s
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-gws-bar.json %s 2>&1 | FileCheck --check-prefix=BAR %s
// CHECK: regs.s10: 0x0{{$}}
// CHECK: regs.s11: 0x1{{$}}
// P: ds_gws_sema_p on GWS resource 5 would wait forever: its semaphore count is 0, and a single wave has no other wave to release it
// BAR: ds_gws_barrier on GWS resource 6 would wait forever: the barrier waits for 2 waves, and a single wave has no other wave to release it
v_mbcnt_lo_u32_b32 v0, -1, 0
v_lshlrev_b32 v3, 1, v0          // v3 = 2 * lane
s_mov_b64 exec, 4                // lane 2 only: data0 = 4
s_mov_b32 m0, 0x30000
v_mov_b32 v1, 2
ds_gws_init v1 offset:2 gds      // resource 5: 2
ds_gws_sema_v offset:2 gds       // 3
ds_gws_sema_br v3 offset:2 gds   // 7
s_mov_b32 m0, 0x3f0000
.Lloop:
ds_gws_sema_p offset:6 gds       // resource 5: -1
s_sub_u32 s10, s10, 1
s_cmp_lg_u32 s10, 0
s_cbranch_scc1 .Lloop
ds_gws_sema_release_all offset:6 gds
v_mov_b32 v2, s12
ds_gws_init v2 offset:7 gds      // resource 6: s12
ds_gws_barrier v2 offset:7 gds
s_mov_b32 s11, 1
s_endpgm
