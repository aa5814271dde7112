// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-valu-int.json --json %s | %jsonq | FileCheck %s
// VALU integer operations in wave64 with EXEC = 0b1011 (lane 2 and lanes 4..63 inactive).
// Expected values derived by hand from ../shared/spec/amdgpu-run.md (D-W2..D-W5, D-I1, D-I2,
// D-O3); lanes written below as "lane0 lane1 lane2 lane3", every other lane stays 0.
// State: v1 = 0xffffffff 1 7 0x80000000; v2 = 1 2 3 0x80000000; s12 = 0x55.
v_add_co_u32 v3, vcc, v1, v2    // 0 (carry) 3 - 0 (carry): v3 = 0 3 0 0, vcc = lanes 0,3 = 0x9
v_addc_co_u32 v4, vcc, 0, v0, vcc // 0+0+carry: 1 0 - 1; no carry-out: vcc = 0
v_sub_co_u32 v5, s[0:1], v2, v1 // 1-0xffffffff = 2 (borrow), 2-1 = 1, 0: borrow mask 0x1
v_subrev_co_u32 v6, vcc, v2, v1 // v1-v2: 0xfffffffe, 0xffffffff (borrow), 0: vcc = 0x2
v_cndmask_b32 v7, v1, v2, vcc   // vcc lane 1 -> v2: 0xffffffff 2 - 0x80000000
v_cmp_gt_i32 vcc, 0, v1         // 0 > v1 signed: -1 yes, 1 no, -2^31 yes: vcc = 0x9 (lane 2 off: 0)
v_cmp_gt_u32_e64 s[2:3], v1, v2 // 0xffffffff > 1 yes, 1 > 2 no, equal no: 0x1
v_mul_hi_u32 v8, v1, v1         // (2^32-1)^2 = 0xfffffffe_00000001 -> 0xfffffffe; 0; 2^62 -> 0x40000000
v_mul_lo_u32 v9, v1, v2         // 0xffffffff, 2, 2^62 low = 0
v_mad_u32_u24 v10, v1, v2, 5    // 0xffffff*1+5 = 0x1000004; 1*2+5 = 7; (0x80000000 & 0xffffff = 0)+5 = 5
v_lshlrev_b32 v11, 33, v2       // shift 33 & 31 = 1: 2 4 - 0 (bit 31 shifted out)
v_ashrrev_i32 v12, 4, v1        // 0xffffffff 0 - 0xf8000000
v_lshlrev_b64 v[13:14], 4, v[1:2] // 0x1_ffffffff<<4 = 0x1f_fffffff0; 0x2_00000001<<4 = 0x20_00000010;
                                  // 0x80000000_80000000<<4 = 0x8_00000000
v_readfirstlane_b32 s4, v1      // lowest active lane 0: 0xffffffff
v_readlane_b32 s5, v1, 2        // lane 2 regardless of EXEC: 7
v_writelane_b32 v15, s12, 2     // lane 2 regardless of EXEC: 0x55
v_add_u32 v16, 1.0, v2          // GFX9 v_add_u32 (no carry, vcc kept): 0x3f800000 + v2
v_cmpx_gt_u32 vcc, 3, v2        // 3 > v2: lanes 0, 1 (lane 3: 3 > 0x80000000 no): vcc = exec = 0x3 (GFX9)
v_mov_b32 v17, 9                // lanes 0, 1 only now
s_endpgm

// CHECK: regs.exec: 0x0000000000000003
// CHECK-NEXT: regs.s0: 0x1
// CHECK-NEXT: regs.s1: 0x0
// CHECK-NEXT: regs.s12: 0x55
// CHECK-NEXT: regs.s2: 0x1
// CHECK-NEXT: regs.s3: 0x0
// CHECK-NEXT: regs.s4: 0xffffffff
// CHECK-NEXT: regs.s5: 0x7
// CHECK-NEXT: regs.v1: 0xffffffff 0x1 0x7 0x80000000{{( 0x0){60}$}}
// CHECK-NEXT: regs.v10: 0x1000004 0x7 0x0 0x5{{( 0x0){60}$}}
// CHECK-NEXT: regs.v11: 0x2 0x4 0x0 0x0{{( 0x0){60}$}}
// CHECK-NEXT: regs.v12: 0xffffffff 0x0 0x0 0xf8000000{{( 0x0){60}$}}
// CHECK-NEXT: regs.v13: 0xfffffff0 0x10 0x0 0x0{{( 0x0){60}$}}
// CHECK-NEXT: regs.v14: 0x1f 0x20 0x0 0x8{{( 0x0){60}$}}
// CHECK-NEXT: regs.v15: 0x0 0x0 0x55 0x0{{( 0x0){60}$}}
// CHECK-NEXT: regs.v16: 0x3f800001 0x3f800002 0x0 0xbf800000{{( 0x0){60}$}}
// CHECK-NEXT: regs.v17: 0x9 0x9 0x0 0x0{{( 0x0){60}$}}
// CHECK-NEXT: regs.v2: 0x1 0x2 0x3 0x80000000{{( 0x0){60}$}}
// CHECK-NEXT: regs.v3: 0x0 0x3 0x0 0x0{{( 0x0){60}$}}
// CHECK-NEXT: regs.v4: 0x1 0x0 0x0 0x1{{( 0x0){60}$}}
// CHECK-NEXT: regs.v5: 0x2 0x1 0x0 0x0{{( 0x0){60}$}}
// CHECK-NEXT: regs.v6: 0xfffffffe 0xffffffff 0x0 0x0{{( 0x0){60}$}}
// CHECK-NEXT: regs.v7: 0xffffffff 0x2 0x0 0x80000000{{( 0x0){60}$}}
// CHECK-NEXT: regs.v8: 0xfffffffe 0x0 0x0 0x40000000{{( 0x0){60}$}}
// CHECK-NEXT: regs.v9: 0xffffffff 0x2 0x0 0x0{{( 0x0){60}$}}
// CHECK-NEXT: regs.vcc: 0x0000000000000003
// CHECK-NEXT: instructions: 20
