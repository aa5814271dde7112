// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-fp.json --json %s | %jsonq | FileCheck %s
// f32/f16/f64 VALU on gfx900, lane 0 only (EXEC = 1), expected values derived by hand from
// ../shared/spec/amdgpu-run.md D-FP1..D-FP8. Inputs (every lane): v20 = 0x00000001 (f32
// denormal), v21 = 0x7f800001 (sNaN), v22 = 0x7fc00005 (qNaN), v23 = 1.0, v24 = +inf, v25 = -0,
// v26 = 2^23, v27 = +0, v28 = 0x3f800003 = 1 + 3*2^-23; f16: v30 = 0xabcd3c00 (1.0, junk above),
// v31 = 0x1000 (2^-11), v32 = 0x1600 (1.5*2^-10), v33 = 0x0001 (2^-24), v34 = 0x4000 (2.0);
// v35 = 0x7f800001, v37 = f16 0x7e01; f64: v[40:41] = 1.0, v[42:43] = 2^-53, v[46:47] = 2*2^-1074.
v_mul_f32 v1, v20, v26          // input denormal flushed: +0 * 2^23 = 0 (unflushed: 0x00800000)
v_add_f32 v2, v22, v21          // first NaN source is the qNaN src0: 0x7fc00005
v_add_f32 v3, v21, v22          // first NaN is the sNaN src0, quieted (bit 22): 0x7fc00001
v_sub_f32 v4, v24, v24          // inf - inf: default NaN 0x7fc00000
v_max_f32 v5, v22, v23          // IEEE max: a single qNaN is ignored: 1.0
v_min_f32 v6, v23, v21          // an sNaN source gives it quieted: 0x7fc00001
v_max_f32 v7, v25, v27          // -0 < +0: max = +0
v_min_f32 v8, v27, v25          // min = -0 = 0x80000000
v_fma_f32 v9, v28, v28, -1.0    // one rounding: 6*2^-23 + 9*2^-46 = 2^-21 * (1.5 + 2.25*2^-23)
                                // -> 2.25 ulp rounds to 2: 0x35000000 | 0x400002 = 0x35400002
v_mad_f32 v10, v28, v28, -1.0   // product rounded first to 1 + 6*2^-23, minus 1 = 1.5*2^-21 = 0x35400000
v_cvt_i32_f32 v11, v21          // NaN -> 0
v_cvt_u32_f32 v12, -1.0         // negative -> 0 for unsigned
v_cvt_i32_f32 v13, 0x4f000000   // 2^31 saturates to 0x7fffffff
v_cvt_f32_u32 v14, -1           // 4294967295 rounds (RNE) to 2^32 = 0x4f800000
v_cvt_f32_i32 v15, 0x1000001    // 2^24 + 1 is a tie between 2^24 and 2^24 + 2: even -> 0x4b800000
v_add_f16 v16, v30, v31         // 1 + 2^-11 = 1 + half an ulp: tie to even 1.0 = 0x3c00; GFX9 zeroes 31:16
v_add_f16 v17, v30, v32         // 1 + 1.5 ulp rounds to 1 + 2 ulp = 0x3c02
v_mul_f16 v18, v33, v34         // f16 denormals kept: 2^-24 * 2 = 2^-23 = 0x0002
v_cvt_f16_f32 v19, v35          // f32 sNaN 0x7f800001 -> f16 0x7e00 (D-FP7)
v_cvt_f32_f16 v36, v37          // f16 0x7e01 -> f32 0x7fc02000 (D-FP7)
v_add_f64 v[38:39], v[40:41], v[42:43] // 1 + 2^-53 is a tie: even 1.0 = 0x3ff00000_00000000
v_mul_f64 v[44:45], v[46:47], 0.5      // f64 denormals kept: 2^-1074 = 0x1
v_cmp_neq_f32 vcc, v22, v22     // NaN: neq is true (unordered): vcc lane 0
v_cmp_eq_f32_e64 s[0:1], v25, v27 // -0 == +0: true
v_cmp_lt_f32_e64 s[2:3], v22, v23 // NaN: lt is false
s_endpgm

// CHECK: regs.exec: 0x0000000000000001
// CHECK-NEXT: regs.s0: 0x1
// CHECK-NEXT: regs.s1: 0x0
// CHECK-NEXT: regs.s2: 0x0
// CHECK-NEXT: regs.s3: 0x0
// CHECK: regs.v1: 0x0{{( 0x0){63}$}}
// CHECK: regs.v10: 0x35400000{{( 0x0){63}$}}
// CHECK: regs.v11: 0x0{{( 0x0){63}$}}
// CHECK: regs.v12: 0x0{{( 0x0){63}$}}
// CHECK: regs.v13: 0x7fffffff{{( 0x0){63}$}}
// CHECK: regs.v14: 0x4f800000{{( 0x0){63}$}}
// CHECK: regs.v15: 0x4b800000{{( 0x0){63}$}}
// CHECK: regs.v16: 0x3c00{{( 0x0){63}$}}
// CHECK: regs.v17: 0x3c02{{( 0x0){63}$}}
// CHECK: regs.v18: 0x2{{( 0x0){63}$}}
// CHECK: regs.v19: 0x7e00{{( 0x0){63}$}}
// CHECK: regs.v2: 0x7fc00005{{( 0x0){63}$}}
// CHECK: regs.v3: 0x7fc00001{{( 0x0){63}$}}
// CHECK: regs.v36: 0x7fc02000{{( 0x0){63}$}}
// CHECK: regs.v38: 0x0{{( 0x0){63}$}}
// CHECK: regs.v39: 0x3ff00000{{( 0x0){63}$}}
// CHECK: regs.v4: 0x7fc00000{{( 0x0){63}$}}
// CHECK: regs.v44: 0x1{{( 0x0){63}$}}
// CHECK: regs.v45: 0x0{{( 0x0){63}$}}
// CHECK: regs.v5: 0x3f800000{{( 0x0){63}$}}
// CHECK: regs.v6: 0x7fc00001{{( 0x0){63}$}}
// CHECK: regs.v7: 0x0{{( 0x0){63}$}}
// CHECK: regs.v8: 0x80000000{{( 0x0){63}$}}
// CHECK: regs.v9: 0x35400002{{( 0x0){63}$}}
// CHECK: regs.vcc: 0x0000000000000001
// CHECK-NEXT: instructions: 26
