// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-mad-f16.json --json %s | %jsonq | FileCheck --check-prefix=GFX9 %s
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx803 --state %S/Inputs/run-mad-f16.json --json %s | %jsonq | FileCheck --check-prefix=GFX8 %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx900 --show-encoding %s | grep -o 'encoding: .*' > %t.gi
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx900 -show-encoding %s | grep -o 'encoding: .*' > %t.mc
// RUN: diff %t.gi %t.mc
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx803 --show-encoding %s | grep -o 'encoding: .*' > %t.gi8
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx803 -show-encoding %s | grep -o 'encoding: .*' > %t.mc8
// RUN: diff %t.gi8 %t.mc8
// v_mad_f16 and v_mac_f16 (D = S0 * S1 + D) round twice, as v_mad_f32: the product to f16, then
// the sum; f16 denormals are kept (D-FP1). Bits 31:16 of the destination are kept on GFX9, as
// v_fma_f16 keeps them, and zeroed on GFX8 ([HI16]); op_sel: run-opsel.s. Lane 0 only (exec 1):
// v1 = 2.0 (0x4000), v2 = 3.0 (0x4200), v3 = 1.0 (0x3c00), v6 = +inf (0x7c00), v8 = 2^-8 (0x1c00),
// v12 = 1 + 2^-10 (0x3c01), v13 = 1 - 2^-11 (0x3bff), v14 = -1.0 (0xbc00).
v_mad_f16 v0, v1, v2, v3       // 2 * 3 + 1 = 7.0 (0x4700); bits 31:16 0xabcd
v_mac_f16 v4, v1, v2           // 2 * 3 + 1.0 (v4's low half) = 7.0; bits 31:16 0x1234
// (1 + 2^-10)(1 - 2^-11) = 1 + 2^-11 - 2^-21, just below the midpoint of 1.0 and 1 + 2^-10:
// the f16 product is 1.0, and 1.0 - 1.0 = +0. The fused v_fma_f16 keeps the exact product:
// 2^-11 - 2^-21 = 1.998046875 * 2^-12, f16 exponent field 3, mantissa 0x3fe: 0x0ffe.
v_mad_f16 v15, v12, v13, v14
v_fma_f16 v16, v12, v13, v14
v_mad_f16 v5, 0, v6, v3        // 0 * inf = NaN: the default NaN 0x7e00
v_mad_f16 v7, v8, v8, 0        // 2^-16, an f16 denormal (0x0100), not flushed
s_endpgm

// GFX9: regs.v0: 0xabcd4700{{( 0xabcd0000){63}$}}
// GFX9: regs.v15: 0x56780000{{( 0x5678ffff){63}$}}
// GFX9: regs.v16: 0x56780ffe{{( 0x5678ffff){63}$}}
// GFX9: regs.v4: 0x12344700{{( 0x12343c00){63}$}}
// GFX9: regs.v5: 0x11117e00{{( 0x11110000){63}$}}
// GFX9: regs.v7: 0x22220100{{( 0x22220000){63}$}}
// GFX9-NOT: fault
// GFX8: regs.v0: 0x4700{{( 0xabcd0000){63}$}}
// GFX8: regs.v15: 0x0{{( 0x5678ffff){63}$}}
// GFX8: regs.v16: 0xffe{{( 0x5678ffff){63}$}}
// GFX8: regs.v4: 0x4700{{( 0x12343c00){63}$}}
// GFX8: regs.v5: 0x7e00{{( 0x11110000){63}$}}
// GFX8: regs.v7: 0x100{{( 0x22220000){63}$}}
// GFX8-NOT: fault
