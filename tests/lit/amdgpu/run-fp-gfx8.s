// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx803 --state %S/Inputs/run-fp-gfx8.json --json %s | %jsonq | FileCheck %s
// f16 special VALU on gfx803, lane 0, values by hand: GFX8 zeroes bits 31:16 of every 16-bit
// result (D-FP8), the f16 kimm forms and v_div_fixup_f16 included. Inputs: v20 = 0xabcd4200
// (f16 3.0, junk above), v21 = f16 1.0, v23 = f32 0x3eaaaaab (1/3), v24 = f32 -65520.0,
// v25 = 0xffff000f, v26 = f16 -0.25, v27 = f16 0x0001 (2^-24); v1..v4 have junk in 31:16.
v_rcp_f16 v1, v20                   // 1/3 = 0x3555, bits 31:16 zeroed
v_madak_f16 v2, v20, v21, 0x4000    // 3 * 1 + 2 = 5.0 = 0x4500
v_madmk_f16 v3, v20, 0x4000, v21    // 3 * 2 + 1 = 7.0 = 0x4700
v_div_fixup_f16 v4, v21, v20, v20   // 3/3, ordinary: |S0| = 1.0 = 0x3c00 (zeroed above on GFX8)
v_cvt_pkrtz_f16_f32 v5, v23, v24    // toward zero: 1/3 = 1.0101010101|0101.. * 2^-2 -> 0x3555;
                                    // -65520 -> -65504 = 0xfbff (not -inf): 0xfbff3555
v_ldexp_f16 v6, v21, v25            // the exponent is S1 bits 15:0 as i16 = 15: 2^15 = 0x7800
v_sin_f16 v7, v26                   // sin(2pi * -0.25) = -1.0 = 0xbc00
v_frexp_mant_f16 v8, v27            // f16 denormal kept: 2^-24 = 0.5 * 2^-23: 0.5 = 0x3800
s_endpgm

// CHECK: regs.v1: 0x3555{{( 0x12340000){63}$}}
// CHECK-NEXT: regs.v2: 0x4500{{( 0xffff0000){63}$}}
// CHECK: regs.v3: 0x4700{{( 0xffff0000){63}$}}
// CHECK-NEXT: regs.v4: 0x3c00{{( 0xffff0000){63}$}}
// CHECK-NEXT: regs.v5: 0xfbff3555{{( 0x0){63}$}}
// CHECK-NEXT: regs.v6: 0x7800{{( 0x0){63}$}}
// CHECK-NEXT: regs.v7: 0xbc00{{( 0x0){63}$}}
// CHECK-NEXT: regs.v8: 0x3800{{( 0x0){63}$}}
// CHECK-NEXT: instructions: 9
