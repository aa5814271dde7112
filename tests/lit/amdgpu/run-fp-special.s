// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-fp-special.json --json %s | %jsonq | FileCheck %s
// Special float VALU on gfx900 (docs/amdgpu-exec.md D-T7..D-T19), lane 0 only, values by hand.
// Inputs: v20 = 3.0, v21 = 0x00000001 (f32 denormal), v22 = -0, v23 = +inf, v24 = -1.5,
// v25 = sNaN 0x7f800001, v26 = 1.5, v27 = 2.5, v28 = -2^-24, v29 = 3.5, v30 = qNaN, v31 = 1.0,
// v33 = -2^-30, v34 = 2^127, v[50:51] = f64 -inf, v[56:57] = f64 1.0; s8 = -127, s9 = 128,
// class masks s16 = 0x80 (+denormal), s17 = 0x20 (-0), s22 = 4 (-inf), s26 = 0x100 (+normal);
// VCC = 1 (lane 0) for v_div_fmas.
v_frexp_mant_f32 v1, v20            // 3 = 0.75 * 2^2: 0.75 = 0x3f400000
v_frexp_exp_i32_f32 v2, v20         // ... and 2
v_frexp_mant_f32 v3, v23            // inf stays inf
v_frexp_exp_i32_f32 v4, v23         // inf: 0
v_frexp_exp_i32_f32 v5, v24         // -1.5 = -0.75 * 2^1: 1
v_frexp_mant_f32 v6, v21            // the denormal is flushed (D-FP2): +0
v_ldexp_f32 v7, v20, 2              // 3 * 4 = 12.0 = 0x41400000
v_ldexp_f32 v8, v31, s8             // 2^-127 is denormal: flushed to +0
v_ldexp_f32 v9, v31, s9             // 2^128 overflows: +inf
v_fract_f32 v10, v24                // -1.5 - floor(-1.5) = 0.5
v_fract_f32 v11, v28                // -2^-24 + 1 = 1 - 2^-24 = 0x3f7fffff exactly
v_fract_f32 v12, v33                // -2^-30 + 1 rounds to 1.0: held below 1: 0x3f7fffff
v_fract_f32 v13, v23                // inf: the default NaN
v_trunc_f32 v14, v24                // -1.0
v_ceil_f32 v15, v24                 // -1.0
v_floor_f32 v16, v24                // -2.0
v_rndne_f32 v17, v27                // 2.5: tie to even 2.0
v_rndne_f32 v18, v29                // 3.5: tie to even 4.0
v_ceil_f32 v19, v28                 // ceil(-2^-24) = -0
v_cmp_class_f32_e64 s[10:11], v25, 1    // sNaN, mask bit 0: true
v_cmp_class_f32_e64 s[12:13], v30, 1    // qNaN is not a signalling NaN: false
v_cmp_class_f32_e64 s[14:15], v21, s16  // the f32 denormal is classified unflushed: +denormal, true
v_cmp_class_f32_e64 s[18:19], v22, s17  // -0: bit 5, true
v_cmp_class_f64_e64 s[20:21], v[50:51], s22 // f64 -inf: bit 2, true
v_min3_f32 v41, v20, v24, v26       // min(3, -1.5, 1.5) = -1.5
v_max3_f32 v42, v30, v20, v26       // the quiet NaN is ignored (D-FP5): 3.0
v_med3_f32 v43, v20, v24, v26       // median 1.5
v_med3_f32 v44, v30, v20, v26       // a NaN source: min3 = min(min(qNaN, 3), 1.5) = 1.5
v_div_scale_f32 v45, s[28:29], v31, v31, v34 // den 1, num 2^127: exponents 254 - 127 >= 96: VCC = 1,
                                    // S0 == S1 so the denominator is scaled: 2^64 = 0x5f800000
v_div_scale_f32 v46, s[30:31], v34, v31, v34 // the numerator call: VCC = 1, S0 != S1: unchanged 2^127
v_div_fmas_f32 v47, v31, v31, v31   // VCC: fma = 2, S2 = 1.0 has exponent 127 (not > 127): 2 * 2^-64 = 2^-63
v_div_fmas_f32 v48, v20, v31, v20   // VCC: fma = 6, S2 = 3.0 has exponent 128: 6 * 2^64 = 1.5 * 2^66 = 0x60c00000
v_div_fixup_f32 v49, v20, v31, v22  // numerator -0, denominator 1: 0/y = -0 (sign -0 xor +1)
v_div_fixup_f32 v52, v20, v24, v31  // ordinary: |S0| = 3 with the sign of 1 / -1.5: -3.0
v_div_fixup_f32 v53, v20, v22, v22  // 0/0: the default NaN
v_trig_preop_f64 v[54:55], v[56:57], 1 // bits 53..105 of 2/pi (Machin's formula in Python
                                    // integers: 0x14a7f09d5f47d4) * 2^-106 = 0x3c94a7f09d5f47d4
v_trig_preop_f64 v[58:59], v[56:57], 0 // the first 53 bits of 2/pi = 0.a2f9836e4e441529.. (hex)
                                    // truncated, * 2^-53: 0x3fe45f306dc9c882
v_cvt_f32_ubyte2 v60, v61           // byte 2 of 0x11ff2233 = 255 = 0x437f0000
v_cvt_rpi_i32_f32 v62, v24          // floor(-1.5 + 0.5) = -1
v_cvt_flr_i32_f32 v63, v24          // floor(-1.5) = -2
v_cvt_rpi_i32_f32 v64, v27          // floor(2.5 + 0.5) = 3
v_cvt_off_f32_i4 v65, v66           // 0xf = -1 as a signed nibble: -1/16 = -0.0625 = 0xbd800000
v_cvt_pkrtz_f16_f32 v67, v20, v68   // 3.0 -> 0x4200 low; 65535.996 toward zero: the largest f16 0x7bff high
v_cvt_pknorm_i16_f32 v69, v24, v70  // -1.5 clamps to -1: -32767 = 0x8001; 0.5 * 32767 = 16383.5 -> even 0x4000
v_cvt_pknorm_u16_f32 v71, v26, v70  // 1.5 clamps to 1: 0xffff; 0.5 * 65535 = 32767.5 -> even 0x8000
v_cvt_pk_u8_f32 v72, v27, 2, v73    // u8(2.5) = 2 (even) into byte 2 of 0x11223344: 0x11023344
v_cvt_f16_u16 v74, v75              // 65535 is past 65520 (halfway to 2^16): +inf 0x7c00
v_cvt_i16_f16 v76, v77              // -65504 saturates: -32768 = 0x8000 (bits 31:16 zeroed, D-FP8)
v_cvt_u16_f16 v78, v79              // 20.0 -> 20
v_cvt_norm_i16_f16 v80, v81         // 0.5 * 32767 = 16383.5 -> even 16384 = 0x4000
v_madak_f32 v82, v20, v26, 0x3f800000   // 3 * 1.5 + 1 = 5.5 = 0x40b00000
v_madmk_f32 v83, v20, 0x40000000, v26   // 3 * 2 + 1.5 = 7.5 = 0x40f00000
v_mad_mix_f32 v84, v85, v85, v20 op_sel_hi:[1,1,0]          // f16 lows 2 * 2 + f32 3 = 7.0 = 0x40e00000
v_mad_mixlo_f16 v86, v85, v85, v85 op_sel:[1,1,0] op_sel_hi:[1,1,1] // highs 1 * 1 + low 2 = 3.0 = f16 0x4200
                                    // into bits 15:0, 0xabcd kept above: 0xabcd4200
v_mad_mixhi_f16 v87, v85, v85, v85 op_sel_hi:[1,1,1]        // 2 * 2 + 2 = 6.0 = 0x4600 into 31:16: 0x46001234
s_mov_b64 vcc, 0
v_div_fmas_f64 v[88:89], v[90:91], v[92:93], 0 // VCC = 0: no scale; 3*2^-1074 * 0.5 = 1.5*2^-1074, a tie
                                    // rounded once (f64 denormals kept): even 2*2^-1074 = 0x2
v_cmpx_class_f32_e64 s[24:25], v20, s26 // 3.0 is +normal: true into s[24:25] and EXEC (GFX9)
s_endpgm

// CHECK: regs.exec: 0x0000000000000001
// CHECK: regs.s10: 0x1
// CHECK-NEXT: regs.s11: 0x0
// CHECK-NEXT: regs.s12: 0x0
// CHECK-NEXT: regs.s13: 0x0
// CHECK-NEXT: regs.s14: 0x1
// CHECK-NEXT: regs.s15: 0x0
// CHECK: regs.s18: 0x1
// CHECK-NEXT: regs.s19: 0x0
// CHECK-NEXT: regs.s20: 0x1
// CHECK: regs.s24: 0x1
// CHECK: regs.s28: 0x1
// CHECK: regs.s30: 0x1
// CHECK: regs.v1: 0x3f400000{{( 0x0){63}$}}
// CHECK: regs.v10: 0x3f000000{{( 0x0){63}$}}
// CHECK: regs.v11: 0x3f7fffff{{( 0x0){63}$}}
// CHECK: regs.v12: 0x3f7fffff{{( 0x0){63}$}}
// CHECK: regs.v13: 0x7fc00000{{( 0x0){63}$}}
// CHECK: regs.v14: 0xbf800000{{( 0x0){63}$}}
// CHECK: regs.v15: 0xbf800000{{( 0x0){63}$}}
// CHECK: regs.v16: 0xc0000000{{( 0x0){63}$}}
// CHECK: regs.v17: 0x40000000{{( 0x0){63}$}}
// CHECK: regs.v18: 0x40800000{{( 0x0){63}$}}
// CHECK: regs.v19: 0x80000000{{( 0x0){63}$}}
// CHECK: regs.v2: 0x2{{( 0x0){63}$}}
// CHECK: regs.v3: 0x7f800000{{( 0x0){63}$}}
// CHECK: regs.v4: 0x0{{( 0x0){63}$}}
// CHECK: regs.v41: 0xbfc00000{{( 0x0){63}$}}
// CHECK: regs.v42: 0x40400000{{( 0x0){63}$}}
// CHECK: regs.v43: 0x3fc00000{{( 0x0){63}$}}
// CHECK: regs.v44: 0x3fc00000{{( 0x0){63}$}}
// CHECK: regs.v45: 0x5f800000{{( 0x0){63}$}}
// CHECK: regs.v46: 0x7f000000{{( 0x0){63}$}}
// CHECK: regs.v47: 0x20000000{{( 0x0){63}$}}
// CHECK: regs.v48: 0x60c00000{{( 0x0){63}$}}
// CHECK: regs.v49: 0x80000000{{( 0x0){63}$}}
// CHECK: regs.v5: 0x1{{( 0x0){63}$}}
// CHECK: regs.v52: 0xc0400000{{( 0x0){63}$}}
// CHECK: regs.v53: 0x7fc00000{{( 0x0){63}$}}
// CHECK: regs.v54: 0x9d5f47d4{{( 0x0){63}$}}
// CHECK: regs.v55: 0x3c94a7f0{{( 0x0){63}$}}
// CHECK: regs.v58: 0x6dc9c882{{( 0x0){63}$}}
// CHECK: regs.v59: 0x3fe45f30{{( 0x0){63}$}}
// CHECK: regs.v6: 0x0{{( 0x0){63}$}}
// CHECK: regs.v60: 0x437f0000{{( 0x0){63}$}}
// CHECK: regs.v62: 0xffffffff{{( 0x0){63}$}}
// CHECK: regs.v63: 0xfffffffe{{( 0x0){63}$}}
// CHECK: regs.v64: 0x3{{( 0x0){63}$}}
// CHECK: regs.v65: 0xbd800000{{( 0x0){63}$}}
// CHECK: regs.v67: 0x7bff4200{{( 0x0){63}$}}
// CHECK: regs.v69: 0x40008001{{( 0x0){63}$}}
// CHECK: regs.v7: 0x41400000{{( 0x0){63}$}}
// CHECK: regs.v71: 0x8000ffff{{( 0x0){63}$}}
// CHECK: regs.v72: 0x11023344{{( 0x0){63}$}}
// CHECK: regs.v74: 0x7c00{{( 0x0){63}$}}
// CHECK: regs.v76: 0x8000{{( 0x0){63}$}}
// CHECK: regs.v78: 0x14{{( 0x0){63}$}}
// CHECK: regs.v8: 0x0{{( 0x0){63}$}}
// CHECK: regs.v80: 0x4000{{( 0x0){63}$}}
// CHECK: regs.v82: 0x40b00000{{( 0x0){63}$}}
// CHECK: regs.v83: 0x40f00000{{( 0x0){63}$}}
// CHECK: regs.v84: 0x40e00000{{( 0x0){63}$}}
// CHECK: regs.v86: 0xabcd4200{{( 0xabcd0000){63}$}}
// CHECK: regs.v87: 0x46001234{{( 0x1234){63}$}}
// CHECK: regs.v88: 0x2{{( 0x0){63}$}}
// CHECK-NEXT: regs.v89: 0x0{{( 0x0){63}$}}
// CHECK: regs.v9: 0x7f800000{{( 0x0){63}$}}
// CHECK: instructions: 59
