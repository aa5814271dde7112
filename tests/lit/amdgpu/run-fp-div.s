// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-fp-div.json --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx90a --state %S/Inputs/run-fp-div.json --json %S/Inputs/run-fp-div-gfx90a.s | %jsonq | FileCheck %s
// clang-14's own f32 division: `kernel void f(global float *o, global float *a, global float *b)
// { int i = get_global_id(0); o[i] = a[i] / b[i]; }` compiled with
// `clang-14 -x cl -target amdgcn-amd-amdhsa -nogpulib -mcpu=gfx900 -O2 -S`; the VALU sequence
// below is clang's, verbatim, with the loads replaced by the state file (v4 = a, the numerator;
// v2 = b, the denominator; the quotient lands in v2). All 64 lanes run.
// The expected quotients were computed independently by Inputs/run-fp-div-gen.py (Python
// fractions: the exact quotient of the flushed inputs, rounded to nearest even into f32,
// a denormal result flushed -- D-FP1/D-FP2; `run-fp-div-gen.py f32 1 Inputs/run-fp-div.json`).
// Lanes 0-27 are the hard cases named below, the rest random bit patterns (every other one
// near 1.0). clang compiled this for the f32 denormal mode its kernel descriptor sets; the
// random numerators in [2^-103, 2^-78), whose Newton residual is a denormal that the D-FP1
// flush mode drops, are left out (docs/amdgpu-exec.md D-T7).
v_div_scale_f32 v3, s[4:5], v2, v2, v4
v_div_scale_f32 v5, vcc, v4, v2, v4
v_rcp_f32_e32 v6, v3
v_fma_f32 v7, -v3, v6, 1.0
v_fma_f32 v6, v7, v6, v6
v_mul_f32_e32 v7, v5, v6
v_fma_f32 v8, -v3, v7, v5
v_fma_f32 v7, v8, v6, v7
v_fma_f32 v3, -v3, v7, v5
v_div_fmas_f32 v3, v3, v6, v7
v_div_fixup_f32 v2, v3, v2, v4
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
// lane 32: 0xa6cecc1b / 0x612e7696 = 0x8517b90b  (random)
// lane 33: 0xb3e9c616 / 0x403f992d = 0xb31c2d08  (random)
// lane 34: 0x741c7a8 / 0xe4b06ce6 = 0x80000000  (random)
// lane 35: 0xbe74b3b2 / 0x43ca828d = 0xba1aab0e  (random)
// lane 36: 0xc324c985 / 0xc4647159 = 0x3e38aa65  (random)
// lane 37: 0x3e8a05a6 / 0xb9221a58 = 0xc4d9f872  (random)
// lane 38: 0xb8b6d8fe / 0xcd447e35 = 0x2aee38e2  (random)
// lane 39: 0x4e902931 / 0xb3d5d4c1 = 0xda2c9725  (random)
// lane 40: 0xe6c3f339 / 0x51431193 = 0xd5009411  (random)
// lane 41: 0x3154bedc / 0x4536e6e3 = 0x2b94e2ac  (random)
// lane 42: 0x8a9a021e / 0x25b413f = 0xc7b3d194  (random)
// lane 43: 0xbcec144a / 0xc6188ad9 = 0x364618c3  (random)
// lane 44: 0x37730edf / 0xf8130c42 = 0x80000000  (random)
// lane 45: 0x310fd4f5 / 0xc15179e0 = 0xaf2fc6c4  (random)
// lane 46: 0x38c0c8fd / 0xc381e88f = 0xb4bdf3f7  (random)
// lane 47: 0x401966a0 / 0xc26d3fef = 0xbd258640  (random)
// lane 48: 0x3bab6c39 / 0x587fd280 = 0x22ab8ab6  (random)
// lane 49: 0x379a11df / 0xc8c5f23d = 0xae474166  (random)
// lane 50: 0x75a89294 / 0xf3c64af7 = 0xc159a16c  (random)
// lane 51: 0x312f20aa / 0xbdaf89d9 = 0xb2ff669a  (random)
// lane 52: 0xd66b829e / 0xea90a8f0 = 0x2b50632f  (random)
// lane 53: 0xc573ca47 / 0xb3948cb4 = 0x515210bf  (random)
// lane 54: 0x2f978d87 / 0xa11d459a = 0xcdf6b0d9  (random)
// lane 55: 0xcc175330 / 0xb9c067ed = 0x51c95745  (random)
// lane 56: 0x1ef2a4f0 / 0xbe3edc0a = 0xa022babe  (random)
// lane 57: 0x47ab82f6 / 0xc7446dd4 = 0xbfdf869d  (random)
// lane 58: 0x803468b6 / 0xefba91fc = 0x0  (random)
// lane 59: 0xc09b17ae / 0x4b0f3459 = 0xb50aa036  (random)
// lane 60: 0xe901e35c / 0xab99254a = 0x7cd91f58  (random)
// lane 61: 0x3999fdf5 / 0x43298f1d = 0x35e87f37  (random)
// lane 62: 0xf9341c68 / 0xe1ea24c4 = 0x56c4ec72  (random)
// lane 63: 0x4ed63116 / 0xc0a064df = 0xcdaaeeb5  (random)
// CHECK: regs.v2: 0x40000000 0x3eaaaaab 0x3e924925 0x7f800000 0x7f800000 0x7efffffe 0x0 0x0 0x20000000 0x1000001 0x2000000 0x0 0x7f800000 0x80000000 0x7fc00000 0x7fc00000 0xff800000 0x0 0x7f800000 0x7fc00001 0x7fc00001 0x3f800001 0x3ffffffd 0x800000 0x0 0xc479ff98 0x7f800000 0x0 0xd0205bdf 0x5589310c 0x6294945b 0xbe83f7c7 0x8517b90b 0xb31c2d08 0x80000000 0xba1aab0e 0x3e38aa65 0xc4d9f872 0x2aee38e2 0xda2c9725 0xd5009411 0x2b94e2ac 0xc7b3d194 0x364618c3 0x80000000 0xaf2fc6c4 0xb4bdf3f7 0xbd258640 0x22ab8ab6 0xae474166 0xc159a16c 0xb2ff669a 0x2b50632f 0x515210bf 0xcdf6b0d9 0x51c95745 0xa022babe 0xbfdf869d 0x0 0xb50aa036 0x7cd91f58 0x35e87f37 0x56c4ec72 0xcdaaeeb5{{$}}
// CHECK: instructions: 12
