// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-vop3-mods.json --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx900 --llvm-compat --show-encoding %s | grep -o 'encoding: .*' > %t.gi
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx900 -show-encoding %s | grep -o 'encoding: .*' > %t.mc
// RUN: diff %t.gi %t.mc
// VOP3 output modifiers on float results (docs/amdgpu-exec.md "clamp and omod"), gfx900,
// EXEC = 0b101: lanes 0 and 2 run, lane 1 (and 3..63) keep their zero. Expected values by hand:
// omod (mul:2, mul:4, div:2) first, rounded in the result format (f32 flushed, f16/f64 denormals
// kept, D-FP1/D-FP2), NaN untouched; then clamp to [+0, 1.0] with DX10_CLAMP: NaN -> +0, -0 and
// negatives -> +0. Inputs: v20 = 0.5, v21 = -1.0, v22 = qNaN 0x7fc00005, v23 = 1.0, v24 = 2^-126,
// v25 = 2^127; f16: v26 = 0xabcd3c00 (1.0, junk above), v27 = 0x0001 (2^-24), v30 = 0x0002;
// f64: v[40:41] = 1.0, v[42:43] = 3 * 2^-1074.
v_add_f32_e64 v1, v23, v20 clamp   // 1.5 -> 1.0 = 0x3f800000
v_add_f32_e64 v2, v21, v20 clamp   // -0.5 -> +0
v_mul_f32_e64 v3, v22, v23 clamp   // NaN -> +0 (DX10_CLAMP)
v_mul_f32_e64 v4, v21, 0 clamp     // -1 * +0 = -0 -> +0 (without clamp 0x80000000, see v31)
v_mul_f32_e64 v31, v21, 0          // -0 = 0x80000000
v_add_f32_e64 v5, v23, v20 mul:2   // 1.5 * 2 = 3.0 = 0x40400000
v_add_f32_e64 v6, v23, v20 mul:4   // 1.5 * 4 = 6.0 = 0x40c00000
v_mul_f32_e64 v7, v24, v23 div:2   // 2^-126 / 2 = 2^-127, an f32 denormal: flushed to +0
v_mul_f32_e64 v8, v25, v23 mul:2   // 2^127 * 2 overflows: +inf = 0x7f800000
v_add_f32_e64 v9, v20, v20 clamp mul:2 // omod before clamp: 1.0 * 2 = 2.0 -> 1.0 (the other order: 2.0)
v_add_f32_e64 v10, -v21, |v21|     // 1 + 1 = 2.0 = 0x40000000
v_mul_f32_e64 v11, -|v21|, v20     // -1 * 0.5 = -0.5 = 0xbf000000
v_add_f32_e64 v12, v22, v23 mul:2  // the NaN source (quiet already) passes omod: 0x7fc00005
v_add_f16_e64 v13, v27, v27 div:2  // 2^-23 / 2 = 2^-24 = 0x0001 (f16 denormal kept); GFX9 zeroes 31:16
v_add_f16_e64 v14, v27, v30 div:2  // 3*2^-24 / 2 = 1.5*2^-24: a tie, to even 2*2^-24 = 0x0002
v_add_f16_e64 v15, v26, v26 clamp  // 2.0 -> 1.0 = 0x3c00
v_add_f64 v[16:17], v[40:41], v[40:41] clamp // 2.0 -> 1.0 = 0x3ff00000_00000000
v_mul_f64 v[18:19], v[42:43], v[40:41] div:2 // 3*2^-1074 / 2 = 1.5 ulp: tie to even 2*2^-1074 = 0x2
v_cvt_f32_i32_e64 v32, 3 div:2     // int -> float 3.0, then / 2 = 1.5 = 0x3fc00000
s_endpgm

// CHECK: regs.exec: 0x0000000000000005
// CHECK: regs.v1: 0x3f800000 0x0 0x3f800000{{( 0x0){61}$}}
// CHECK: regs.v10: 0x40000000 0x0 0x40000000{{( 0x0){61}$}}
// CHECK: regs.v11: 0xbf000000 0x0 0xbf000000{{( 0x0){61}$}}
// CHECK: regs.v12: 0x7fc00005 0x0 0x7fc00005{{( 0x0){61}$}}
// CHECK: regs.v13: 0x1 0x0 0x1{{( 0x0){61}$}}
// CHECK: regs.v14: 0x2 0x0 0x2{{( 0x0){61}$}}
// CHECK: regs.v15: 0x3c00 0x0 0x3c00{{( 0x0){61}$}}
// CHECK: regs.v16: 0x0 0x0 0x0{{( 0x0){61}$}}
// CHECK: regs.v17: 0x3ff00000 0x0 0x3ff00000{{( 0x0){61}$}}
// CHECK: regs.v18: 0x2 0x0 0x2{{( 0x0){61}$}}
// CHECK: regs.v19: 0x0 0x0 0x0{{( 0x0){61}$}}
// CHECK: regs.v2: 0x0 0x0 0x0{{( 0x0){61}$}}
// CHECK: regs.v3: 0x0 0x0 0x0{{( 0x0){61}$}}
// CHECK: regs.v31: 0x80000000 0x0 0x80000000{{( 0x0){61}$}}
// CHECK: regs.v32: 0x3fc00000 0x0 0x3fc00000{{( 0x0){61}$}}
// CHECK: regs.v4: 0x0 0x0 0x0{{( 0x0){61}$}}
// CHECK: regs.v5: 0x40400000 0x0 0x40400000{{( 0x0){61}$}}
// CHECK: regs.v6: 0x40c00000 0x0 0x40c00000{{( 0x0){61}$}}
// CHECK: regs.v7: 0x0 0x0 0x0{{( 0x0){61}$}}
// CHECK: regs.v8: 0x7f800000 0x0 0x7f800000{{( 0x0){61}$}}
// CHECK: regs.v9: 0x3f800000 0x0 0x3f800000{{( 0x0){61}$}}
