// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx90a --state %S/Inputs/run-mfma-wrap.json --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx90a --llvm-compat --show-encoding %s | grep -o 'encoding: .*' > %t.gi
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx90a -show-encoding %s | grep -o 'encoding: .*' > %t.mc
// RUN: diff %t.gi %t.mc
// Hand-derived: the i32 sum of i8 products wraps (D-MF4), and f32 denormals are flushed as MODE
// says at wave start (D-FP1/D-FP2: inputs and each rounded step).
// State: v0 = v1 = 0x80808080 (every i8 is -128), a0..a3 = 0x7fff0000 in all lanes;
// v2 = 2^-100 (0x0d800000), v3 = 2^-30 (0x30800000); v4 = 0x00000001 (the least denormal),
// v5 = 2^127 (0x7f000000); a16..a19 = 1.0.
v_mfma_i32_16x16x16i8 a[4:7], v0, v1, a[0:3]   // 0x7fff0000 + 16 * (-128 * -128) = 0x7fff0000 + 0x40000 = 0x80030000
v_mfma_f32_4x4x1f32 a[8:11], v2, v3, 0          // 2^-100 * 2^-30 = 2^-130 (denormal) + 0 -> flushed: 0
v_mfma_f32_4x4x1f32 a[12:15], v4, v5, a[16:19]  // the denormal input is flushed: 0 * 2^127 + 1.0 = 1.0
                                                // (kept it would give 1 + 2^-22 = 0x3f800002)
s_endpgm

// CHECK-DAG: regs.a4: 0x80030000{{( 0x80030000){63}$}}
// CHECK-DAG: regs.a5: 0x80030000{{( 0x80030000){63}$}}
// CHECK-DAG: regs.a6: 0x80030000{{( 0x80030000){63}$}}
// CHECK-DAG: regs.a7: 0x80030000{{( 0x80030000){63}$}}
// CHECK-DAG: regs.a8: 0x0{{( 0x0){63}$}}
// CHECK-DAG: regs.a9: 0x0{{( 0x0){63}$}}
// CHECK-DAG: regs.a10: 0x0{{( 0x0){63}$}}
// CHECK-DAG: regs.a11: 0x0{{( 0x0){63}$}}
// CHECK-DAG: regs.a12: 0x3f800000{{( 0x3f800000){63}$}}
// CHECK-DAG: regs.a13: 0x3f800000{{( 0x3f800000){63}$}}
// CHECK-DAG: regs.a14: 0x3f800000{{( 0x3f800000){63}$}}
// CHECK-DAG: regs.a15: 0x3f800000{{( 0x3f800000){63}$}}
// CHECK: instructions: 4
