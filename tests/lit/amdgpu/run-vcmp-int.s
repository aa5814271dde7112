// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-vcmp-int.json --json %s | %jsonq | FileCheck %s
// 32-bit integer compares (the executor's whole-wave compare kernel), every condition, signed and
// unsigned at the sign boundary, a constant source; EXEC = lanes 0..3 (the other lanes' bits 0, D-W3).
// v1 = -1 1 -2^31 5; v2 = 1 1 2^31-1 6. Results: bit l = lane l.
v_cmp_lt_i32 s[2:3], v1, v2      // -1<1, 1<1 no, -2^31<2^31-1, 5<6: 0xd
v_cmp_lt_u32 s[4:5], v1, v2      // 0xffffffff<1 no, no, 0x80000000<0x7fffffff no, yes: 0x8
v_cmp_le_i32 s[6:7], v1, v2      // all four: 0xf
v_cmp_ge_u32 s[8:9], v1, v2      // yes, yes, yes, 5>=6 no: 0x7
v_cmp_ne_u32 s[10:11], v1, v2    // yes, no, yes, yes: 0xd
v_cmp_eq_i32 s[12:13], v1, v2    // lane 1: 0x2
v_cmp_t_i32 s[14:15], v1, v2     // 0xf
v_cmp_f_u32 s[16:17], v1, v2     // 0
v_cmp_gt_i32 s[18:19], v1, 5     // -1, 1, -2^31, 5 > 5: none: 0
v_cmp_lt_u32 s[20:21], 4, v1     // 4 < 0xffffffff, 4 < 1 no, 4 < 0x80000000, 4 < 5: 0xd
v_cmp_ge_i32 vcc, v2, v1         // 1>=-1, 1>=1, 2^31-1>=-2^31, 6>=5: 0xf
s_endpgm

// CHECK: regs.s10: 0xd
// CHECK-NEXT: regs.s11: 0x0
// CHECK-NEXT: regs.s12: 0x2
// CHECK-NEXT: regs.s13: 0x0
// CHECK-NEXT: regs.s14: 0xf
// CHECK-NEXT: regs.s15: 0x0
// CHECK-NEXT: regs.s16: 0x0
// CHECK-NEXT: regs.s17: 0x0
// CHECK-NEXT: regs.s18: 0x0
// CHECK-NEXT: regs.s19: 0x0
// CHECK-NEXT: regs.s2: 0xd
// CHECK-NEXT: regs.s20: 0xd
// CHECK-NEXT: regs.s21: 0x0
// CHECK-NEXT: regs.s3: 0x0
// CHECK-NEXT: regs.s4: 0x8
// CHECK-NEXT: regs.s5: 0x0
// CHECK-NEXT: regs.s6: 0xf
// CHECK-NEXT: regs.s7: 0x0
// CHECK-NEXT: regs.s8: 0x7
// CHECK-NEXT: regs.s9: 0x0
// CHECK: regs.vcc: 0x000000000000000f
