// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx1010 --state %S/Inputs/run-tied.json --json %s > %t.json
// RUN: %jsonq < %t.json | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx1010 --show-encoding %s | grep -o 'encoding: .*' > %t.gi
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1010 -show-encoding %s | grep -o 'encoding: .*' > %t.mc
// RUN: diff %t.gi %t.mc
// Tied rows accumulate into their destination: D = S0 * S1 + D. v_mac_f32 is the unfused
// v_mad_f32 (product rounded to f32, then the sum), v_fmac_* the fused FMA; v_pk_fmac_f16 does
// each half with the same halves of its sources (VOP2: no op_sel), and its inline constant is
// f16 bits in the low half and 0 in the high half. Lane 0 of a wave32: v1 = 2.0, v2 = 3.0,
// v3 = 1.0, v4 = {lo 2.0, hi 1.0}, v5 = {3.0, 3.0}, v6 = {1.0, 1.0}, v7 = {lo 1.0, hi 0x1234},
// v8 = 0.5, v9 = -10.0, v10 = {1.0, 1.0}, v11 = 1 + 2^-23, v12 = 1 - 2^-23, v13 = v14 = -1.0.
v_mac_f32 v3, v1, v2                 // 2 * 3 + 1 = 7.0 (0x40e00000)
v_fmac_f32 v8, v1, v2                // 2 * 3 + 0.5 = 6.5 (0x40d00000)
v_fmac_f32_e64 v9, v1, v2 clamp      // 6 - 10 = -4, clamped to +0
v_fmac_f16 v7, v4, v5                // lo 2 * 3 + 1 = 7.0 (0x4700), bits 31:16 kept on GFX10
v_pk_fmac_f16 v6, v4, v5             // lo 2 * 3 + 1 = 7.0 (0x4700); hi 1 * 3 + 1 = 4.0 (0x4400)
v_pk_fmac_f16 v10, 1.0, v5           // lo 1 * 3 + 1 = 4.0 (0x4400); hi 0 * 3 + 1 = 1.0 (0x3c00)
v_fmac_f32 v13, v11, v12             // exact (1 - 2^-46) - 1 = -2^-46 (0xa8800000)
v_mac_f32 v14, v11, v12              // 1 - 2^-46 rounds to 1.0 first: 1 - 1 = +0
s_endpgm

// CHECK: regs.v10: 0x3c004400{{( 0x3c003c00){31}$}}
// CHECK: regs.v13: 0xa8800000{{( 0xbf800000){31}$}}
// CHECK: regs.v14: 0x0{{( 0xbf800000){31}$}}
// CHECK: regs.v3: 0x40e00000{{( 0x3f800000){31}$}}
// CHECK: regs.v6: 0x44004700{{( 0x3c003c00){31}$}}
// CHECK: regs.v7: 0x12344700{{( 0x12343c00){31}$}}
// CHECK: regs.v8: 0x40d00000{{( 0x3f000000){31}$}}
// CHECK: regs.v9: 0x0{{( 0xc1200000){31}$}}
// CHECK-NOT: fault
// CHECK: instructions: 9
