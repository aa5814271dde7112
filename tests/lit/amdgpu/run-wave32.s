// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx1010 --state %S/Inputs/run-wave32.json --json %s | %jsonq | FileCheck %s
// gfx1010 runs wave32 (D-W1): lane masks go to vcc_lo/exec_lo and the high halves keep their
// value; v_cmpx writes EXEC only (D-W4); 16-bit results keep bits 31:16 on GFX10 (D-FP8);
// SOPP branches (D-W8). Expected values derived by hand.
// State: 32 lanes, v1 = lane number, v5 = 0xabcd3c00 (f16 1.0 with junk above), exec_hi = 5, vcc_hi = 7.
v_cmp_gt_u32 vcc_lo, 4, v1      // lanes 0..3: vcc_lo = 0xf, vcc_hi stays 7
v_add_co_u32 v2, s0, v1, -1     // v1 + 0xffffffff: carry in every lane but 0: s0 = 0xfffffffe
v_cmpx_gt_u32 2, v1             // lanes 0, 1: exec_lo = 3, exec_hi stays 5; vcc not written
v_mov_b32 v3, 1                 // lanes 0, 1
v_add_f16 v5, v5, v5            // 1.0 + 1.0 = 0x4000; v5's bits 31:16 kept: 0xabcd4000 (lanes 0, 1)
s_mov_b32 s1, 0
loop:
s_add_u32 s1, s1, 1
s_cmp_lt_u32 s1, 3
s_cbranch_scc1 loop             // three times round: s1 = 3, SCC = (3 < 3) = 0
s_mov_b32 exec_lo, 0            // EXECZ looks at exec_lo only (exec_hi = 5 is not a lane)
s_cbranch_execz skip            // taken
v_mov_b32 v6, 7                 // skipped
skip:
s_endpgm
// 5 + 1 + 3*3 + 2 + s_endpgm = 18 instructions

// CHECK: regs.exec: 0x0000000500000000
// CHECK-NEXT: regs.s0: 0xfffffffe
// CHECK-NEXT: regs.s1: 0x3
// CHECK-NEXT: regs.scc: 0x0
// CHECK-NEXT: regs.v1:
// CHECK-NEXT: regs.v2: 0xffffffff 0x0 0x1 0x2 0x3 0x4 0x5 0x6 0x7 0x8 0x9 0xa 0xb 0xc 0xd 0xe 0xf 0x10 0x11 0x12 0x13 0x14 0x15 0x16 0x17 0x18 0x19 0x1a 0x1b 0x1c 0x1d 0x1e{{$}}
// CHECK-NEXT: regs.v3: 0x1 0x1{{( 0x0){30}$}}
// CHECK-NEXT: regs.v5: 0xabcd4000 0xabcd4000{{( 0xabcd3c00){30}$}}
// CHECK-NEXT: regs.vcc: 0x000000070000000f
// CHECK-NEXT: instructions: 18
