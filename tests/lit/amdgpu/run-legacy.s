// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx1010 --state %S/Inputs/run-legacy.json --json %s > %t.json
// RUN: %jsonq < %t.json | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx1010 --show-encoding %s | grep -o 'encoding: .*' > %t.gi
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1010 -show-encoding %s | grep -o 'encoding: .*' > %t.mc
// RUN: diff %t.gi %t.mc
// DX9 legacy multiply: +/-0 times anything, infinity and NaN included, is +0 (LLVM's
// fmul_legacy); the legacy mad adds the addend to that product. Lane 0 of a wave32: v1 = +0,
// v2 = +inf, v3 = quiet NaN, v4 = -0, v5 = 2.0, v6 = -3.0, v7 = 1.0, v8 = the smallest f32
// denormal (flushed to +0 on input: f32 denormals are flushed, D-FP2), v17 = 1.0.
v_mul_legacy_f32 v10, v1, v2           // +0 * inf = +0 (an IEEE multiply gives NaN)
v_mul_legacy_f32 v11, v4, v3           // -0 * NaN = +0
v_mul_legacy_f32 v12, v5, v6           // 2 * -3 = -6.0 (0xc0c00000)
v_mul_legacy_f32 v13, v4, v5           // -0 * 2 = +0 (an IEEE multiply gives -0)
v_mul_legacy_f32 v16, v5, v3           // 2 * NaN = NaN
v_mul_legacy_f32_e64 v18, v8, -v2      // denormal flushed to +0, times -inf: +0
v_mad_legacy_f32 v14, v1, v3, v7       // +0 * NaN + 1.0 = 1.0
v_mad_legacy_f32 v15, v4, v5, v4       // (+0) + (-0) = +0 (v_mad_f32 gives -0)
v_mac_legacy_f32 v17, v5, v6           // 2 * -3 + 1.0 = -5.0 (0xc0a00000)
s_endpgm

// CHECK: regs.v10: 0x0{{( 0x0){31}$}}
// CHECK: regs.v11: 0x0{{( 0x0){31}$}}
// CHECK: regs.v12: 0xc0c00000{{( 0x0){31}$}}
// CHECK: regs.v13: 0x0{{( 0x0){31}$}}
// CHECK: regs.v14: 0x3f800000{{( 0x0){31}$}}
// CHECK: regs.v15: 0x0{{( 0x0){31}$}}
// CHECK: regs.v16: 0x7fc00000{{( 0x0){31}$}}
// CHECK: regs.v17: 0xc0a00000{{( 0x3f800000){31}$}}
// CHECK: regs.v18: 0x0{{( 0x0){31}$}}
// CHECK-NOT: fault
// CHECK: instructions: 10
