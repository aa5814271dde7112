// Input of run-fp-div-gfx1010.s, whose second RUN line runs it (Inputs/ holds no tests of its own).
// clang-14's f64 division for
// gfx1010, its VALU sequence verbatim (v[6:7] = a, the numerator; v[8:9] = b, the
// denominator; the quotient in v[2:3]), 32 lanes: the 23 hard cases of run-fp-div64.s and 9
// random ones; expected values by `run-fp-div-gen.py f64 1 run-fp-div64-gfx1010.json 32 6 8`.
v_div_scale_f64 v[2:3], s4, v[8:9], v[8:9], v[6:7]
v_rcp_f64_e32 v[4:5], v[2:3]
v_fma_f64 v[10:11], -v[2:3], v[4:5], 1.0
v_fma_f64 v[4:5], v[4:5], v[10:11], v[4:5]
v_fma_f64 v[10:11], -v[2:3], v[4:5], 1.0
v_fma_f64 v[4:5], v[4:5], v[10:11], v[4:5]
v_div_scale_f64 v[10:11], vcc_lo, v[6:7], v[8:9], v[6:7]
v_mul_f64 v[12:13], v[10:11], v[4:5]
v_fma_f64 v[2:3], -v[2:3], v[12:13], v[10:11]
v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[12:13]
v_div_fixup_f64 v[2:3], v[2:3], v[8:9], v[6:7]
s_endpgm

// lane  0: 0x4018000000000000 / 0x4008000000000000 = 0x4000000000000000  (6/3 = 2 exact)
// lane  1: 0x3ff0000000000000 / 0x4008000000000000 = 0x3fd5555555555555  (1/3)
// lane  2: 0x7fefffffffffffff / 0x3fe0000000000000 = 0x7ff0000000000000  (max/0.5 = inf)
// lane  3: 0x7fefffffffffffff / 0x10000000000000 = 0x7ff0000000000000  (max/min-normal: inf)
// lane  4: 0x10000000000000 / 0x4000000000000000 = 0x8000000000000  (min normal / 2 = denormal kept: 2^-1023)
// lane  5: 0x1 / 0x4000000000000000 = 0x0  (min denormal / 2: tie rounds to even +0)
// lane  6: 0x3 / 0x4000000000000000 = 0x2  (3*2^-1074 / 2: tie rounds to even 2*2^-1074)
// lane  7: 0x1 / 0x3fe0000000000000 = 0x2  (min denormal / 0.5 = 2^-1073)
// lane  8: 0x3ff0000000000000 / 0x1 = 0x7ff0000000000000  (1 / min denormal = inf (2^1074))
// lane  9: 0x3ff0000000000000 / 0xfffffffffffff = 0x7fd0000000000001  (1 / max denormal: 2^1022 * (1 + 2^-52 + ...))
// lane 10: 0x3ff0000000000000 / 0x7fefffffffffffff = 0x4000000000000  (1/max: denormal result)
// lane 11: 0x4330000000000000 / 0x7fe0000000000000 = 0x340000000000000  (2^52 / 2^1023 = 2^-971: 1/S1 denormal path)
// lane 12: 0x0 / 0x0 = 0x7ff8000000000000  (0/0: default NaN)
// lane 13: 0x7ff0000000000000 / 0xfff0000000000000 = 0x7ff8000000000000  (inf/-inf: default NaN)
// lane 14: 0x8000000000000000 / 0x4000000000000000 = 0x8000000000000000  (-0/2 = -0)
// lane 15: 0x4000000000000000 / 0x8000000000000000 = 0xfff0000000000000  (2/-0 = -inf)
// lane 16: 0x7ff8000000000001 / 0x3ff0000000000000 = 0x7ff8000000000001  (qNaN numerator kept)
// lane 17: 0x3ff0000000000000 / 0x7ff0000000000001 = 0x7ff8000000000001  (sNaN denominator quieted)
// lane 18: 0x5 / 0x3 = 0x3ffaaaaaaaaaaaab  (denormal/denormal = 5/3)
// lane 19: 0x3fffffffffffffff / 0x3ff0000000000001 = 0x3ffffffffffffffd  (rounding case near 2)
// lane 20: 0xc05edd2f1a9fbe77 / 0x3fbf9a6b50b0f27c = 0xc08f406389cc5d51  (-123.456 / 0.12345)
// lane 21: 0x350000000000000 / 0x4340000000000000 = 0x8000000000000  (tiny numerator 2^-970 / 2^53)
// lane 22: 0x1fffffffffffff / 0x4000000000000000 = 0x10000000000000  ((2^-1021 - ulp)/2: exact just below... 2^-1022 range)
// lane 23: 0xc117584a2265b1f5 / 0xbe513e30d8f16adf = 0x42b5a97f3f298b37  (random)
// lane 24: 0x1e2feb89414c343c / 0xc2ce6f447ed4d57b = 0x9b50c7e9e0123d44  (random)
// lane 25: 0x413510617311d8a3 / 0x3eee7696a6cecc1b = 0x423620684bf946f1  (random)
// lane 26: 0x7ce42c8218072e8c / 0xe4b06ce60741c7a8 = 0xd823a6c1f4c51de9  (random)
// lane 27: 0x411a828dd5f4b3b2 / 0xc1210e766ec9d286 = 0xbfe8de30539c2569  (random)
// lane 28: 0xb2221a58008a05a6 / 0x442e3d437204e52d = 0xade3282de718de8b  (random)
// lane 29: 0xc1d47e35b8b6d8fe / 0xbe75d4c13a902931 = 0x434e09e5bcffc78a  (random)
// lane 30: 0x51431193e6c3f339 / 0x5b6e6e307d4bedc = 0x7ff0000000000000  (random)
// lane 31: 0xc1d8a7dd06839eb9 / 0x419b413f8a9a021e = 0xc02cf2c53be78b6d  (random)
// CHECK: regs.v2: 0x0 0x55555555 0x0 0x0 0x0 0x0 0x2 0x2 0x0 0x1 0x0 0x0 0x0 0x0 0x0 0x0 0x1 0x1 0xaaaaaaab 0xfffffffd 0x89cc5d51 0x0 0x0 0x3f298b37 0xe0123d44 0x4bf946f1 0xf4c51de9 0x539c2569 0xe718de8b 0xbcffc78a 0x0 0x3be78b6d{{$}}
// CHECK: regs.v3: 0x40000000 0x3fd55555 0x7ff00000 0x7ff00000 0x80000 0x0 0x0 0x0 0x7ff00000 0x7fd00000 0x40000 0x3400000 0x7ff80000 0x7ff80000 0x80000000 0xfff00000 0x7ff80000 0x7ff80000 0x3ffaaaaa 0x3fffffff 0xc08f4063 0x80000 0x100000 0x42b5a97f 0x9b50c7e9 0x42362068 0xd823a6c1 0xbfe8de30 0xade3282d 0x434e09e5 0x7ff00000 0xc02cf2c5{{$}}
// CHECK: instructions: 12
