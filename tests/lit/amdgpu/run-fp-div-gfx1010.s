// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx1010 --state %S/Inputs/run-fp-div-gfx1010.json --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx1010 --state %S/Inputs/run-fp-div64-gfx1010.json --json %S/Inputs/run-fp-div64-gfx1010.s | %jsonq | FileCheck %S/Inputs/run-fp-div64-gfx1010.s
// clang-14's f32 division for gfx1010 (wave32: the VOP3B carry is s4, VCC is vcc_lo, and
// clang uses v_fmac_f32): the kernel of run-fp-div.s compiled with `-mcpu=gfx1010`, its VALU
// sequence verbatim (v6 = a, the numerator; v7 = b, the denominator; the quotient in v2), on
// 32 lanes: the 28 hard cases of run-fp-div.s and 4 random ones. Expected values computed
// independently by `Inputs/run-fp-div-gen.py f32 1 Inputs/run-fp-div-gfx1010.json 32 6 7`
// (Python fractions, see run-fp-div.s). The second RUN line does the same for f64
// (Inputs/run-fp-div64-gfx1010.s).
v_div_scale_f32 v2, s4, v7, v7, v6
v_div_scale_f32 v5, vcc_lo, v6, v7, v6
v_rcp_f32_e32 v3, v2
v_fma_f32 v4, -v2, v3, 1.0
v_fmac_f32_e32 v3, v4, v3
v_mul_f32_e32 v4, v5, v3
v_fma_f32 v8, -v2, v4, v5
v_fmac_f32_e32 v4, v8, v3
v_fma_f32 v2, -v2, v4, v5
v_div_fmas_f32 v2, v2, v3, v4
v_div_fixup_f32 v2, v2, v7, v6
s_endpgm

// lane  0: 0x40c00000 / 0x40400000 = 0x40000000  (6/3 = 2 exact)
// lane  1: 0x3f800000 / 0x40400000 = 0x3eaaaaab  (1/3 inexact)
// lane  2: 0x40000000 / 0x40e00000 = 0x3e924925  (2/7)
// lane  3: 0x7f7fffff / 0x3f000000 = 0x7f800000  (max/0.5 overflows to inf)
// lane  4: 0x7f7fffff / 0x800000 = 0x7f800000  (max/min-normal: exponent difference >= 96 -> inf)
// lane  5: 0x7f000000 / 0x3f800001 = 0x7efffffe  (2^127 / (1+ulp): huge quotient below max)
// lane  6: 0x800000 / 0x7f000000 = 0x0  (min-normal / 2^127: tiny quotient flushed to +0)
// lane  7: 0x3f800000 / 0x7f7fffff = 0x0  (1/max: 1/S1 denormal, result flushed)
// lane  8: 0x5f800000 / 0x7f000000 = 0x20000000  (2^64 / 2^127 = 2^-63: 1/S1 denormal path, normal result)
// lane  9: 0x1000000 / 0x3f7fffff = 0x1000001  (tiny numerator (exponent <= 23): 2^-125/(1-2^-24))
// lane 10: 0xd800000 / 0x4b000000 = 0x2000000  (2^-100 / 2^23 = 2^-123: tiny numerator, exact)
// lane 11: 0x1 / 0x3f800000 = 0x0  (denormal numerator flushed: +0)
// lane 12: 0x3f800000 / 0x1 = 0x7f800000  (denormal denominator flushed: 1/+0 = +inf)
// lane 13: 0x80000001 / 0x3f800000 = 0x80000000  (negative denormal numerator: -0)
// lane 14: 0x0 / 0x0 = 0x7fc00000  (0/0: default NaN)
// lane 15: 0x7f800000 / 0x7f800000 = 0x7fc00000  (inf/inf: default NaN)
// lane 16: 0x7f800000 / 0xc0000000 = 0xff800000  (inf/-2 = -inf)
// lane 17: 0x40000000 / 0x7f800000 = 0x0  (2/inf = +0)
// lane 18: 0xc0000000 / 0x80000000 = 0x7f800000  (-2/-0 = +inf)
// lane 19: 0x7fc00001 / 0x3f800000 = 0x7fc00001  (qNaN numerator kept)
// lane 20: 0x3f800000 / 0x7f800001 = 0x7fc00001  (sNaN denominator quieted)
// lane 21: 0x4b7fffff / 0x4b7ffffe = 0x3f800001  ((2^24-1)/(2^24-2): near 1)
// lane 22: 0x3fffffff / 0x3f800001 = 0x3ffffffd  (rounding case near 2)
// lane 23: 0xffffff / 0x40000000 = 0x800000  ((2^-126 * (2-2^-23)) / 2: result just above min normal)
// lane 24: 0x800001 / 0x40000000 = 0x0  ((min normal + ulp)/2: denormal result flushed)
// lane 25: 0xc2f6e979 / 0x3dfcd6e9 = 0xc479ff98  (-123.456 / 0.12345)
// lane 26: 0x7e800000 / 0xc00000 = 0x7f800000  (2^126 / (1.5 * 2^-125): overflow via exponent difference)
// lane 27: 0x1e3ce508 / 0x5f5e1000 = 0x0  (1e-20 / 1.6e19: tiny quotient, 2^-66/2^64 region)
// lane 28: 0x2265b1f5 / 0x91b7584a = 0xd0205bdf  (random)
// lane 29: 0xc8f16adf / 0xb2e13e30 = 0x5589310c  (random)
// lane 30: 0x414c343c / 0x1e2feb89 = 0x6294945b  (random)
// lane 31: 0x3ed4d57b / 0xbfce6f44 = 0xbe83f7c7  (random)
// CHECK: regs.v2: 0x40000000 0x3eaaaaab 0x3e924925 0x7f800000 0x7f800000 0x7efffffe 0x0 0x0 0x20000000 0x1000001 0x2000000 0x0 0x7f800000 0x80000000 0x7fc00000 0x7fc00000 0xff800000 0x0 0x7f800000 0x7fc00001 0x7fc00001 0x3f800001 0x3ffffffd 0x800000 0x0 0xc479ff98 0x7f800000 0x0 0xd0205bdf 0x5589310c 0x6294945b 0xbe83f7c7{{$}}
// CHECK: instructions: 12
