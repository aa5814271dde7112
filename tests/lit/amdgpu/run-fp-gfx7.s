// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx700 --state %S/Inputs/run-fp-gfx7.json --json %s | %jsonq | FileCheck %s
// GFX7-only float VALU (docs/amdgpu-exec.md D-T6, D-T16, D-T17), lane 0, values by hand.
// Inputs: v20 = -0, v21 = max f32, v22 = qNaN, v23 = 1.0, v24 = -1.0, v25 = +0, v26 = 2.0,
// v[30:31] = f64 +0, v32 = -126, v40 = 0x11223344, v41 = 2.5, v42 = 3, v33 = 0x12345, v34 = 7, v[36:37] = f64 -2.5, v[38:39] = f64 2^-1074.
v_rcp_clamp_f32 v1, v20             // 1/-0 = -inf, clamped to -max: 0xff7fffff
v_rsq_clamp_f32 v2, v25             // 1/sqrt(+0) = +inf, clamped: 0x7f7fffff
v_log_clamp_f32 v3, v25             // log2(+0) = -inf, clamped: 0xff7fffff
v_rcp_clamp_f64 v[4:5], v[30:31]    // 1/+0 = +inf, clamped: 0x7fefffff_ffffffff
v_min_legacy_f32 v6, v22, v23       // NaN < 1.0 is false: S1 = 1.0
v_max_legacy_f32 v7, v23, v22       // 1.0 >= NaN is false: S1, the NaN as it is
v_max_legacy_f32 v8, v20, v25       // -0 >= +0 is true: S0 = -0
v_min_legacy_f32 v9, v24, v23       // -1 < 1: -1.0
v_cmps_lt_f32 vcc, v24, v23         // signalling compare, the same result: -1 < 1, vcc lane 0
v_cmpsx_nge_f32_e64 s[10:11], v22, v23 // NaN: nge is true: s10 = 1 and EXEC keeps lane 0
v_ldexp_f32 v12, v23, v32           // VOP2 on GFX7: 2^-126, the smallest normal (not flushed): 0x00800000
v_cvt_pknorm_u16_f32 v13, v23, v24  // 1.0 -> 0xffff low; -1.0 clamps to 0 high: 0x0000ffff
v_cvt_pk_u16_u32 v14, v33, v34      // 0x12345 saturates to 0xffff low, 7 high: 0x0007ffff
v_trunc_f64 v[16:17], v[36:37]      // trunc(-2.5) = -2.0 = 0xc0000000_00000000
v_frexp_exp_i32_f64 v18, v[38:39]   // 2^-1074 = 0.5 * 2^-1073 (f64 denormals kept): -1073 = 0xfffffbcf
v_exp_f32 v19, v26                  // 2^2 = 4.0
v_cvt_pkaccum_u8_f32 v40, v41, v42  // u8(2.5) = 2 (even) into byte v42 = 3 of v40 itself: 0x02223344
s_endpgm

// CHECK: regs.exec: 0x0000000000000001
// CHECK: regs.s10: 0x1
// CHECK-NEXT: regs.s11: 0x0
// CHECK: regs.v1: 0xff7fffff{{( 0x0){63}$}}
// CHECK: regs.v12: 0x800000{{( 0x0){63}$}}
// CHECK-NEXT: regs.v13: 0xffff{{( 0x0){63}$}}
// CHECK-NEXT: regs.v14: 0x7ffff{{( 0x0){63}$}}
// CHECK-NEXT: regs.v16: 0x0{{( 0x0){63}$}}
// CHECK-NEXT: regs.v17: 0xc0000000{{( 0x0){63}$}}
// CHECK-NEXT: regs.v18: 0xfffffbcf{{( 0x0){63}$}}
// CHECK-NEXT: regs.v19: 0x40800000{{( 0x0){63}$}}
// CHECK-NEXT: regs.v2: 0x7f7fffff{{( 0x0){63}$}}
// CHECK: regs.v3: 0xff7fffff{{( 0x0){63}$}}
// CHECK: regs.v4: 0xffffffff{{( 0x0){63}$}}
// CHECK-NEXT: regs.v40: 0x2223344{{( 0x11223344){63}$}}
// CHECK: regs.v5: 0x7fefffff{{( 0x0){63}$}}
// CHECK-NEXT: regs.v6: 0x3f800000{{( 0x0){63}$}}
// CHECK-NEXT: regs.v7: 0x7fc00000{{( 0x0){63}$}}
// CHECK-NEXT: regs.v8: 0x80000000{{( 0x0){63}$}}
// CHECK-NEXT: regs.v9: 0xbf800000{{( 0x0){63}$}}
// CHECK-NEXT: regs.vcc: 0x0000000000000001
// CHECK-NEXT: instructions: 18
