// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-fp-div16.json --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx1010 --state %S/Inputs/run-fp-div16-gfx1010.json --json %S/Inputs/run-fp-div16-gfx1010.s | %jsonq | FileCheck %S/Inputs/run-fp-div16-gfx1010.s
// clang-14's f16 division: `#pragma OPENCL EXTENSION cl_khr_fp16 : enable` and `kernel void
// f(global half *o, global half *a, global half *b) { int i = get_global_id(0); o[i] = a[i] /
// b[i]; }` compiled with `clang-14 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib
// -mcpu=gfx900 -O2 -S`: the quotient through an f32 reciprocal and product, then
// v_div_fixup_f16. The VALU sequence is clang's, verbatim (v2 = a, the numerator; v5 = b,
// the denominator; the quotient in v2 bits 15:0; v_div_fixup_f16 keeps bits 31:16 on GFX9,
// here 0). 64 lanes: the hard cases named below and random f16 pairs; the expected values are
// the IEEE f16 quotients (denormals kept) computed independently with Python fractions by
// `Inputs/run-fp-div-gen.py f16 1 Inputs/run-fp-div16.json 64 2 5`. The f32 steps never see an
// f32 denormal (the smallest quotient is 2^-24 / 65504), so the D-FP1 flush does not matter.
// The second RUN line runs the gfx1010 sequence (Inputs/run-fp-div16-gfx1010.s).
v_cvt_f32_f16_e32 v3, v5
v_rcp_f32_e32 v3, v3
v_cvt_f32_f16_e32 v4, v2
v_mul_f32_e32 v3, v4, v3
v_cvt_f16_f32_e32 v3, v3
v_div_fixup_f16 v2, v3, v5, v2
s_endpgm

// lane  0: 0x4600 / 0x4200 = 0x4000  (6/3 = 2 exact)
// lane  1: 0x3c00 / 0x4200 = 0x3555  (1/3)
// lane  2: 0x4000 / 0x4700 = 0x3492  (2/7)
// lane  3: 0x7bff / 0x3800 = 0x7c00  (65504/0.5 overflows to inf)
// lane  4: 0x7bff / 0x1 = 0x7c00  (65504/2^-24 = inf)
// lane  5: 0x1 / 0x7bff = 0x0  (2^-24/65504: far below half the smallest denormal: +0)
// lane  6: 0x1 / 0x4000 = 0x0  (2^-24/2: tie between 0 and 2^-24: even +0)
// lane  7: 0x3 / 0x4000 = 0x2  (3*2^-24/2: tie: even 2*2^-24)
// lane  8: 0x1 / 0x3800 = 0x2  (2^-24/0.5 = 2^-23 (denormal))
// lane  9: 0x3c00 / 0x1 = 0x7c00  (1/2^-24 = 2^24: inf)
// lane 10: 0x3c00 / 0x3ff = 0x7401  (1/(largest denormal))
// lane 11: 0x0 / 0x0 = 0x7e00  (0/0: default NaN)
// lane 12: 0x7c00 / 0x7c00 = 0x7e00  (inf/inf: default NaN)
// lane 13: 0x7c00 / 0xc000 = 0xfc00  (inf/-2 = -inf)
// lane 14: 0x4000 / 0x7c00 = 0x0  (2/inf = +0)
// lane 15: 0xc000 / 0x8000 = 0x7c00  (-2/-0 = +inf)
// lane 16: 0x8000 / 0x4000 = 0x8000  (-0/2 = -0)
// lane 17: 0x7e01 / 0x3c00 = 0x7e01  (qNaN numerator kept)
// lane 18: 0x3c00 / 0x7c01 = 0x7e01  (sNaN denominator quieted)
// lane 19: 0x7bff / 0x7bfe = 0x3c01  (65504/65472: near 1)
// lane 20: 0x3bff / 0x3c01 = 0x3bfd  (rounding case near 1)
// lane 21: 0xd7b7 / 0x2fe7 = 0xe3cf  (-123.44 / 0.1234)
// lane 22: 0x2265 / 0x91b7 = 0xcc7a  (random)
// lane 23: 0xd4f1 / 0xa961 = 0x6759  (random)
// lane 24: 0x414c / 0x1e2f = 0x5eda  (random)
// lane 25: 0x42d4 / 0xc2ce = 0xbc04  (random)
// lane 26: 0xa6ce / 0x612e = 0x82a1  (random)
// lane 27: 0xa9e9 / 0x41bf = 0xa41d  (random)
// lane 28: 0x741 / 0xe4b0 = 0x8002  (random)
// lane 29: 0xbdf4 / 0x4bca = 0xae1d  (random)
// lane 30: 0xc324 / 0xc464 = 0x3a81  (random)
// lane 31: 0x408a / 0xb622 = 0xc5ec  (random)
// lane 32: 0xb8b6 / 0xcd44 = 0x2728  (random)
// lane 33: 0x2a90 / 0xbb55 = 0xab29  (random)
// lane 34: 0x7d4 / 0x5b6 = 0x3d7c  (random)
// lane 35: 0x4683 / 0xa648 = 0xdc26  (random)
// lane 36: 0xf06c / 0xe198 = 0x4a53  (random)
// lane 37: 0x3196 / 0xbfbd = 0xadc6  (random)
// lane 38: 0xb9d1 / 0x76f = 0xee42  (random)
// lane 39: 0xd712 / 0x40c0 = 0xd1f4  (random)
// lane 40: 0xf06d / 0x7eed = 0x7eed  (random)
// lane 41: 0xb988 / 0x33ab = 0xc1c5  (random)
// lane 42: 0xad45 / 0x3802 = 0xb142  (random)
// lane 43: 0xb6cd / 0x25a8 = 0xcccf  (random)
// lane 44: 0x6a8a / 0xd66b = 0xd013  (random)
// lane 45: 0xce90 / 0xaa73 = 0x6012  (random)
// lane 46: 0x2f97 / 0xa11d = 0xc9f0  (random)
// lane 47: 0xb617 / 0xa940 = 0x48a4  (random)
// lane 48: 0xbe3e / 0x552b = 0xa4d5  (random)
// lane 49: 0xd144 / 0xc4b3 = 0x487b  (random)
// lane 50: 0xefba / 0xf79b = 0x3410  (random)
// lane 51: 0x4c0f / 0xb1f9 = 0xd570  (random)
// lane 52: 0x4da9 / 0x48be = 0x40c6  (random)
// lane 53: 0xc26b / 0xc534 = 0x38ef  (random)
// lane 54: 0x64b2 / 0x96c8 = 0xfc00  (random)
// lane 55: 0xc271 / 0x30d6 = 0xcd54  (random)
// lane 56: 0xbe65 / 0xcc22 = 0x2e30  (random)
// lane 57: 0x4f7f / 0x2e10 = 0x5cf2  (random)
// lane 58: 0x5dfb / 0x8c7e = 0xfc00  (random)
// lane 59: 0xd5fa / 0xcffa = 0x41fe  (random)
// lane 60: 0xbcfb / 0x5fec = 0x9908  (random)
// lane 61: 0x4e22 / 0x445f = 0x459d  (random)
// lane 62: 0x1ba1 / 0xc748 = 0x9031  (random)
// lane 63: 0x3de8 / 0xb95c = 0xc068  (random)
// CHECK: regs.v2: 0x4000 0x3555 0x3492 0x7c00 0x7c00 0x0 0x0 0x2 0x2 0x7c00 0x7401 0x7e00 0x7e00 0xfc00 0x0 0x7c00 0x8000 0x7e01 0x7e01 0x3c01 0x3bfd 0xe3cf 0xcc7a 0x6759 0x5eda 0xbc04 0x82a1 0xa41d 0x8002 0xae1d 0x3a81 0xc5ec 0x2728 0xab29 0x3d7c 0xdc26 0x4a53 0xadc6 0xee42 0xd1f4 0x7eed 0xc1c5 0xb142 0xcccf 0xd013 0x6012 0xc9f0 0x48a4 0xa4d5 0x487b 0x3410 0xd570 0x40c6 0x38ef 0xfc00 0xcd54 0x2e30 0x5cf2 0xfc00 0x41fe 0x9908 0x459d 0x9031 0xc068{{$}}
// CHECK: instructions: 7
