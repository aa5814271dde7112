// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx1010 --state %S/Inputs/run-fp-special-gfx10.json --json %s | %jsonq | FileCheck %s
// Float special VALU on gfx1010 (wave32), lane 0 only, values by hand (docs/amdgpu-exec.md
// D-T*): 16-bit results keep bits 31:16 on GFX10 (D-FP8), the GFX10 kimm forms, v_cmpx
// writing EXEC only (D-W4). Inputs: v20 = 0xabcd4200 (f16 3.0, junk above), v21 = 1.5,
// v22 = 3.0, v23 = 0x00000001, v24 = f16 +inf, v25 = f16 1.0, v26 = f16 -(1 + 2^-10);
// v1 = 0x12340000, v5 = 0xffff0000, v11 = 0x55550000 (high halves to keep); VCC_LO = 5.
v_rcp_f16 v1, v20                   // 1/3: 0x3555 into bits 15:0, 0x1234 kept: 0x12343555
v_sqrt_f16 v2, v23                  // f16 denormal 2^-24 kept: 2^-12 = 0x0c00
v_fmaak_f32 v3, v21, v22, 0x3f800000 // 1.5 * 3 + 1 = 5.5 = 0x40b00000 (one rounding, exact here)
v_fmamk_f32 v4, v21, 0x40000000, v22 // 1.5 * 2 + 3 = 6.0 = 0x40c00000
v_fmaak_f16 v5, v20, v25, 0x3c00    // 3 * 1 + 1 = 4.0 = 0x4400, 0xffff kept: 0xffff4400
v_cvt_pkrtz_f16_f32 v6, v21, v22    // VOP2 on GFX10: 1.5 = 0x3e00 low, 3.0 = 0x4200 high
v_fract_f16 v7, v26                 // -(1 + 2^-10) + 2 = 1 - 2^-10 = 1.111111111b * 2^-1 = 0x3bfe
v_ldexp_f16 v8, v20, -1             // 3 * 2^-1 = 1.5 = 0x3e00
v_frexp_exp_i16_f16 v9, v20         // 3 = 0.75 * 2^2: 2
v_fma_mix_f32 v10, v20, v21, v22 op_sel_hi:[1,0,0] // f16 3.0 * f32 1.5 + f32 3.0 = 7.5 = 0x40f00000
v_med3_f16 v11, v20, v25, v24       // median(3, 1, inf) = 3.0 = 0x4200, 0x5555 kept
v_div_fixup_f16 v12, v25, v20, v24  // numerator inf, denominator 3: +inf 0x7c00
v_cmp_class_f32_e64 s10, v22, s8    // 3.0 is +normal (bit 8): s10 = 1
v_cmpx_class_f32_e64 v22, s9        // not +inf (bit 9): EXEC_LO = 0; GFX10 leaves VCC (5) alone
v_rcp_f32 v13, v22                  // EXEC = 0: nothing written (v13 absent from the result)
s_endpgm

// CHECK: regs.exec: 0x0000000000000000
// CHECK-NEXT: regs.s10: 0x1
// CHECK: regs.v1: 0x12343555{{( 0x12340000){31}$}}
// CHECK-NEXT: regs.v10: 0x40f00000{{( 0x0){31}$}}
// CHECK-NEXT: regs.v11: 0x55554200{{( 0x55550000){31}$}}
// CHECK-NEXT: regs.v12: 0x7c00{{( 0x0){31}$}}
// CHECK-NOT: regs.v13
// CHECK: regs.v2: 0xc00{{( 0x0){31}$}}
// CHECK: regs.v3: 0x40b00000{{( 0x0){31}$}}
// CHECK-NEXT: regs.v4: 0x40c00000{{( 0x0){31}$}}
// CHECK-NEXT: regs.v5: 0xffff4400{{( 0xffff0000){31}$}}
// CHECK-NEXT: regs.v6: 0x42003e00{{( 0x0){31}$}}
// CHECK-NEXT: regs.v7: 0x3bfe{{( 0x0){31}$}}
// CHECK-NEXT: regs.v8: 0x3e00{{( 0x0){31}$}}
// CHECK-NEXT: regs.v9: 0x2{{( 0x0){31}$}}
// CHECK-NEXT: regs.vcc: 0x0000000000000005
// CHECK-NEXT: instructions: 16
