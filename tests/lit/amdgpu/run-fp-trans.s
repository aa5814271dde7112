// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-fp-trans.json --json %s | %jsonq | FileCheck %s
// Transcendental VALU on gfx900 (docs/amdgpu-exec.md D-T1..D-T5), lane 0 only. Inputs: v20 = 3.0,
// v21 = 0x00000001 (f32 denormal), v22 = -0, v23 = +inf, v24 = -1.0, v25 = 0x7f800001 (sNaN),
// v26 = 4.0, v27 = 2^127, v28 = 0.5, v29 = 0.25, v30 = 1.0, v31 = -128.0, v32 = 127.0,
// v33 = 128.0, v34 = 0.125; f64 v[60:61] = 3.0, v[62:63] = 4.0, v[68:69] = 2^-1074; f16
// v73 = 0x4200 (3.0, junk above), v75 = v79 = 0x0001 (2^-24), v77 = 0x4c00 (16.0), v81 = 0x3400 (0.25).
// Values not exact by hand were rounded from 80-digit Python decimals (1/sqrt(3), log2(3)).
v_rcp_f32 v1, v20          // 1/3 = 1.0101..(01)*2^-2: the 24th bit onwards 1010.. rounds up: 0x3eaaaaab
v_rcp_f32 v2, v21          // the denormal is flushed to +0 (D-FP2): 1/+0 = +inf
v_rcp_f32 v3, v22          // 1/-0 = -inf
v_rcp_f32 v4, v23          // 1/inf = +0
v_rcp_f32 v5, v27          // 1/2^127 = 2^-127 is denormal: flushed to +0
v_rsq_f32 v6, v26          // 1/sqrt(4) = 0.5 exactly
v_rsq_f32 v7, v24          // negative: the default NaN
v_rsq_f32 v8, v22          // 1/sqrt(-0) = -inf (IEEE rSqrt)
v_rsq_f32 v9, v20          // 1/sqrt(3) = 0.5773502691896257.. correctly rounded: 0x3f13cd3a
v_rsq_f32 v10, v23         // 1/sqrt(inf) = +0
v_sqrt_f32 v11, v20        // sqrt(3) = 1.7320508075688772..: 0x3fddb3d7
v_sqrt_f32 v12, v22        // sqrt(-0) = -0
v_sqrt_f32 v13, v24        // sqrt(-1): the default NaN
v_sqrt_f32 v14, v25        // sNaN quieted: 0x7fc00001
v_exp_f32 v15, v31         // 2^-128 is denormal: flushed to +0
v_exp_f32 v16, v32         // 2^127 = 0x7f000000 exactly
v_exp_f32 v17, v33         // 2^128 overflows: +inf
v_exp_f32 v18, v28         // 2^0.5 = sqrt(2) = 1.41421356..: 0x3fb504f3
v_exp_f32 v19, v21         // the denormal input is +0: 2^0 = 1.0
v_log_f32 v40, v22         // log2(-0) = -inf
v_log_f32 v41, v24         // log2(-1): the default NaN
v_log_f32 v42, v30         // log2(1) = +0
v_log_f32 v43, v29         // log2(0.25) = -2.0 = 0xc0000000
v_log_f32 v44, v23         // log2(inf) = +inf
v_log_f32 v45, v20         // log2(3) = 1.5849625007211561..: 0x3fcae00d
v_log_f32 v46, v21         // the denormal input is +0: -inf
v_sin_f32 v47, v29         // sin(2pi * 0.25) = 1.0 exactly
v_sin_f32 v48, v28         // sin(2pi * 0.5) = 0 with the sign of x: +0
v_sin_f32 v49, v24         // sin(2pi * -1) = -0
v_cos_f32 v50, v28         // cos(pi) = -1.0
v_cos_f32 v51, v29         // cos(pi/2) = +0
v_sin_f32 v52, v23         // sin(inf): the default NaN
v_sin_f32 v53, v34         // sin(pi/4) = sqrt(2)/2: 0x3f3504f3 (sqrt(2)'s bits, exponent -1)
v_cos_f32 v54, v34         // cos(pi/4): the same 0x3f3504f3
v_sin_f32 v55, v31         // -128 whole turns: -0
v_rcp_f64 v[56:57], v[60:61]   // 1/3 = 0x3fd5555555555555 (the 54th bit on is 0101..: down)
v_rsq_f64 v[58:59], v[62:63]   // 1/sqrt(4) = 0.5
v_sqrt_f64 v[64:65], v[60:61]  // sqrt(3) = 0x3ffbb67ae8584caa (80-digit decimal, rounded)
v_rcp_f64 v[66:67], v[68:69]   // 1/2^-1074 = 2^1074 overflows: +inf (the f64 denormal is kept)
v_sqrt_f64 v[70:71], v[68:69]  // sqrt(2^-1074) = 2^-537: exponent 1023 - 537 = 0x1e6
v_rcp_f16 v72, v73         // 1/3 in f16: 1.0101010101|0101.. * 2^-2 rounds down: 0x3555 (GFX9 zeroes 31:16)
v_sqrt_f16 v74, v75        // f16 denormal kept: sqrt(2^-24) = 2^-12 = 0x0c00
v_exp_f16 v76, v77         // 2^16 = 65536 > 65504: +inf 0x7c00
v_log_f16 v78, v79         // log2(2^-24) = -24 = -1.5 * 2^4: 0xce00
v_sin_f16 v80, v81         // sin(2pi * 0.25) = 1.0 = 0x3c00
s_endpgm

// CHECK: regs.v1: 0x3eaaaaab{{( 0x0){63}$}}
// CHECK: regs.v10: 0x0{{( 0x0){63}$}}
// CHECK: regs.v11: 0x3fddb3d7{{( 0x0){63}$}}
// CHECK: regs.v12: 0x80000000{{( 0x0){63}$}}
// CHECK: regs.v13: 0x7fc00000{{( 0x0){63}$}}
// CHECK: regs.v14: 0x7fc00001{{( 0x0){63}$}}
// CHECK: regs.v15: 0x0{{( 0x0){63}$}}
// CHECK: regs.v16: 0x7f000000{{( 0x0){63}$}}
// CHECK: regs.v17: 0x7f800000{{( 0x0){63}$}}
// CHECK: regs.v18: 0x3fb504f3{{( 0x0){63}$}}
// CHECK: regs.v19: 0x3f800000{{( 0x0){63}$}}
// CHECK: regs.v2: 0x7f800000{{( 0x0){63}$}}
// CHECK: regs.v3: 0xff800000{{( 0x0){63}$}}
// CHECK: regs.v4: 0x0{{( 0x0){63}$}}
// CHECK: regs.v40: 0xff800000{{( 0x0){63}$}}
// CHECK: regs.v41: 0x7fc00000{{( 0x0){63}$}}
// CHECK: regs.v42: 0x0{{( 0x0){63}$}}
// CHECK: regs.v43: 0xc0000000{{( 0x0){63}$}}
// CHECK: regs.v44: 0x7f800000{{( 0x0){63}$}}
// CHECK: regs.v45: 0x3fcae00d{{( 0x0){63}$}}
// CHECK: regs.v46: 0xff800000{{( 0x0){63}$}}
// CHECK: regs.v47: 0x3f800000{{( 0x0){63}$}}
// CHECK: regs.v48: 0x0{{( 0x0){63}$}}
// CHECK: regs.v49: 0x80000000{{( 0x0){63}$}}
// CHECK: regs.v5: 0x0{{( 0x0){63}$}}
// CHECK: regs.v50: 0xbf800000{{( 0x0){63}$}}
// CHECK: regs.v51: 0x0{{( 0x0){63}$}}
// CHECK: regs.v52: 0x7fc00000{{( 0x0){63}$}}
// CHECK: regs.v53: 0x3f3504f3{{( 0x0){63}$}}
// CHECK: regs.v54: 0x3f3504f3{{( 0x0){63}$}}
// CHECK: regs.v55: 0x80000000{{( 0x0){63}$}}
// CHECK: regs.v56: 0x55555555{{( 0x0){63}$}}
// CHECK: regs.v57: 0x3fd55555{{( 0x0){63}$}}
// CHECK: regs.v58: 0x0{{( 0x0){63}$}}
// CHECK: regs.v59: 0x3fe00000{{( 0x0){63}$}}
// CHECK: regs.v6: 0x3f000000{{( 0x0){63}$}}
// CHECK: regs.v64: 0xe8584caa{{( 0x0){63}$}}
// CHECK: regs.v65: 0x3ffbb67a{{( 0x0){63}$}}
// CHECK: regs.v66: 0x0{{( 0x0){63}$}}
// CHECK: regs.v67: 0x7ff00000{{( 0x0){63}$}}
// CHECK: regs.v7: 0x7fc00000{{( 0x0){63}$}}
// CHECK: regs.v70: 0x0{{( 0x0){63}$}}
// CHECK: regs.v71: 0x1e600000{{( 0x0){63}$}}
// CHECK: regs.v72: 0x3555{{( 0x0){63}$}}
// CHECK: regs.v74: 0xc00{{( 0x0){63}$}}
// CHECK: regs.v76: 0x7c00{{( 0x0){63}$}}
// CHECK: regs.v78: 0xce00{{( 0x0){63}$}}
// CHECK: regs.v8: 0xff800000{{( 0x0){63}$}}
// CHECK: regs.v80: 0x3c00{{( 0x0){63}$}}
// CHECK: regs.v9: 0x3f13cd3a{{( 0x0){63}$}}
// CHECK: instructions: 46
