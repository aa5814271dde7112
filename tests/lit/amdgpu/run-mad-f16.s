// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-mad-f16.json --json %s > %t.json
// RUN: %jsonq < %t.json | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx900 --show-encoding %s | grep -o 'encoding: .*' > %t.gi
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx900 -show-encoding %s | grep -o 'encoding: .*' > %t.mc
// RUN: diff %t.gi %t.mc
// v_mad_f16 and v_mac_f16 (D = S0 * S1 + D) round twice, as v_mad_f32: the product to f16, then
// the sum; f16 denormals are kept (D-FP1). On GFX9 they keep bits 31:16 of the destination, as
// v_fma_f16 does ([HI16]); run-mad-f16-gfx8.s has GFX8, which zeroes them. Lane 0 only (exec 1):
// v1 = 2.0 (0x4000), v2 = 3.0 (0x4200), v3 = 1.0 (0x3c00), v6 = +inf (0x7c00), v8 = 2^-8 (0x1c00),
// v11 = {lo 1.0, hi 2.0}, v12 = 1 + 2^-10 (0x3c01), v13 = 1 - 2^-11 (0x3bff), v14 = -1.0 (0xbc00).
v_mad_f16 v0, v1, v2, v3       // 2 * 3 + 1 = 7.0 (0x4700), bits 31:16 (0xabcd) kept
v_mac_f16 v4, v1, v2           // 2 * 3 + 1.0 (v4's low half) = 7.0, 0x1234 kept
// (1 + 2^-10)(1 - 2^-11) = 1 + 2^-11 - 2^-21, just below the midpoint of 1.0 and 1 + 2^-10:
// the f16 product is 1.0, and 1.0 - 1.0 = +0. The fused v_fma_f16 keeps the exact product:
// 2^-11 - 2^-21 = 1.998046875 * 2^-12, f16 exponent field 3, mantissa 0x3fe: 0x0ffe.
v_mad_f16 v15, v12, v13, v14
v_fma_f16 v16, v12, v13, v14
v_mad_f16 v5, 0, v6, v3        // 0 * inf = NaN: the default NaN 0x7e00
v_mad_f16 v7, v8, v8, 0        // 2^-16, an f16 denormal (0x0100), not flushed
v_mad_f16 v10, v11, v2, v3 op_sel:[1,0,0,1]   // hi 2.0 * 3 + 1 = 7.0 to bits 31:16; 0x5555 kept
s_endpgm

// CHECK: regs.v0: 0xabcd4700{{( 0xabcd0000){63}$}}
// CHECK: regs.v10: 0x47005555{{( 0x5555){63}$}}
// CHECK: regs.v15: 0x56780000{{( 0x5678ffff){63}$}}
// CHECK: regs.v16: 0x56780ffe{{( 0x5678ffff){63}$}}
// CHECK: regs.v4: 0x12344700{{( 0x12343c00){63}$}}
// CHECK: regs.v5: 0x11117e00{{( 0x11110000){63}$}}
// CHECK: regs.v7: 0x22220100{{( 0x22220000){63}$}}
// CHECK-NOT: fault
