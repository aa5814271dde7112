// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-fp-div64.json --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx700 --state %S/Inputs/run-fp-div64.json --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx90a --state %S/Inputs/run-fp-div64.json --json %S/Inputs/run-fp-div64-gfx90a.s | %jsonq | FileCheck %s
// clang-14's own f64 division: `kernel void f(global double *o, global double *a, global double *b)
// { int i = get_global_id(0); o[i] = a[i] / b[i]; }` compiled with
// `clang-14 -x cl -target amdgcn-amd-amdhsa -nogpulib -mcpu=gfx900 -O2 -S` (gfx700: the same sequence); the VALU sequence
// below is clang's, verbatim, with the loads replaced by the state file (v[2:3] = a, the
// numerator; v[4:5] = b, the denominator; the quotient lands in v[2:3]). All 64 lanes run.
// f64 keeps denormals (D-FP1), as the kernel descriptor asks, so every input is fair game.
// The expected quotients were computed independently by Inputs/run-fp-div-gen.py (Python
// fractions: the exact quotient rounded to nearest even into f64, denormals kept;
// `run-fp-div-gen.py f64 1 Inputs/run-fp-div64.json`). Lanes 0-22 are the hard cases named
// below, the rest random bit patterns (every other one near 1.0).
v_div_scale_f64 v[6:7], s[4:5], v[4:5], v[4:5], v[2:3]
v_div_scale_f64 v[12:13], vcc, v[2:3], v[4:5], v[2:3]
v_rcp_f64_e32 v[8:9], v[6:7]
v_fma_f64 v[10:11], -v[6:7], v[8:9], 1.0
v_fma_f64 v[8:9], v[8:9], v[10:11], v[8:9]
v_fma_f64 v[10:11], -v[6:7], v[8:9], 1.0
v_fma_f64 v[8:9], v[8:9], v[10:11], v[8:9]
v_mul_f64 v[10:11], v[12:13], v[8:9]
v_fma_f64 v[6:7], -v[6:7], v[10:11], v[12:13]
v_div_fmas_f64 v[6:7], v[6:7], v[8:9], v[10:11]
v_div_fixup_f64 v[2:3], v[6:7], v[4:5], v[2:3]
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
// lane 32: 0xafbd67f9619699cf / 0xf8130c4237730edf = 0x0  (random)
// lane 33: 0xbef179e06c0fd4f5 / 0xc112b8bc076f3787 = 0x3dcddefdb24d62e6  (random)
// lane 34: 0xf06d3fef701966a0 / 0x8d88348a7eed8d14 = 0x7ff0000000000000  (random)
// lane 35: 0x3effd2803bab6c39 / 0xc115f23d3b1a11df = 0xbdd7333d4bd26baf  (random)
// lane 36: 0xf3c64af775a89294 / 0xed2f89d94a2f20aa = 0x46869e7b38c037bd  (random)
// lane 37: 0x404ac4ba05805975 / 0xc1c0a8f0d66b829e = 0xbe79b5479dcfb925  (random)
// lane 38: 0x19999e3fa46d6753 / 0xa11d459a2f978d87 = 0xb86c0178dbafc0e1  (random)
// lane 39: 0xbe8067edfe175330 / 0x41003db0dc2574bd = 0xbd70299cb09876bb  (random)
// lane 40: 0xe5446dd4552b82f6 / 0xf9270f4eb8b333a8 = 0x2c0c596aaeb89523  (random)
// lane 41: 0xbfc468b6b610a9f7 / 0xc01b17aeefba91fc = 0x3f981b1bc999aaf3  (random)
// lane 42: 0xe901e35cd47d380d / 0x3099fdf5ab99254a = 0xf85605ddea307b18  (random)
// lane 43: 0x419eab134da98f1d / 0xc0041c68966baea1 = 0xc1886633f73708c1  (random)
// lane 44: 0xf0dfb4a5d8a064df / 0x64b2d2bc815a47c5 = 0xcc1af34685e7ca15  (random)
// lane 45: 0xbf01144896c8da19 / 0x410027bc08d6af57 = 0xbdf0ea46c03cd8cd  (random)
// lane 46: 0x677f6cbdcc22af58 / 0xaa2ca1af6a107b75 = 0xfd418f97151baecd  (random)
// lane 47: 0x40dbd3d12c4a3698 / 0xc12ab9d78c7e134f = 0xbfa0a8cf4f258acc  (random)
// lane 48: 0xbcfbb050acab1a6b / 0x1622bd795fec898f = 0xe6c7a3e156e8bdc3  (random)
// lane 49: 0xc12c0806705fca16 / 0x3eb1621582283d15 = 0xc269cd0b2a559e62  (random)
// lane 50: 0xd707107e855c3844 / 0x5eda92d864ac5db9 = 0xb81bc6342ecbadf6  (random)
// lane 51: 0xbe368a437d5c8dfc / 0x3f455d6807923986 = 0xbee0e14f55227191  (random)
// lane 52: 0xd92a4aa2b410d93c / 0x9d643c25fbb230bb = 0x7bb4c9fcb831363a  (random)
// lane 53: 0xbeb3560d97dae38d / 0xbebc06d864c2f2e3 = 0x3fe613ce623a45b5  (random)
// lane 54: 0x3a1890c78092b4d4 / 0x326324dfb695ffb = 0x76e1b52af1a48513  (random)
// lane 55: 0x41838131c541013d / 0xc04ac8ce8a245e6b = 0xc1274d7ecb76afe2  (random)
// lane 56: 0x678a5aa33b6fe507 / 0x5804f92283868a29 = 0x4f741ade2f736851  (random)
// lane 57: 0xbfe33418f3d4e711 / 0x41b02cfa93ea5c4e = 0xbe22feb30c2b899f  (random)
// lane 58: 0xa8c24d4244ef7feb / 0x9be3cecb8c497c68 = 0x4ccd912801952954  (random)
// lane 59: 0xc139f87ff5059285 / 0x41797bc701762741 = 0xbfb04e4ed1b32091  (random)
// lane 60: 0xf463b337d20b5d59 / 0xf03edca7e2dcaa37 = 0x44146d3106c11eba  (random)
// lane 61: 0xc0233218bd91a1b7 / 0x41267d8fcf23cae8 = 0xbeeb4fe5ac778e23  (random)
// lane 62: 0x349aae908fb5262c / 0xf320cd576d14475b = 0x8169687b118f03fe  (random)
// lane 63: 0x40597d0b0e5e18ba / 0x404f576cdeb8fc4c = 0x3ffa0622ecfac27c  (random)
// CHECK: regs.v2: 0x0 0x55555555 0x0 0x0 0x0 0x0 0x2 0x2 0x0 0x1 0x0 0x0 0x0 0x0 0x0 0x0 0x1 0x1 0xaaaaaaab 0xfffffffd 0x89cc5d51 0x0 0x0 0x3f298b37 0xe0123d44 0x4bf946f1 0xf4c51de9 0x539c2569 0xe718de8b 0xbcffc78a 0x0 0x3be78b6d 0x0 0xb24d62e6 0x0 0x4bd26baf 0x38c037bd 0x9dcfb925 0xdbafc0e1 0xb09876bb 0xaeb89523 0xc999aaf3 0xea307b18 0xf73708c1 0x85e7ca15 0xc03cd8cd 0x151baecd 0x4f258acc 0x56e8bdc3 0x2a559e62 0x2ecbadf6 0x55227191 0xb831363a 0x623a45b5 0xf1a48513 0xcb76afe2 0x2f736851 0xc2b899f 0x1952954 0xd1b32091 0x6c11eba 0xac778e23 0x118f03fe 0xecfac27c{{$}}
// CHECK: regs.v3: 0x40000000 0x3fd55555 0x7ff00000 0x7ff00000 0x80000 0x0 0x0 0x0 0x7ff00000 0x7fd00000 0x40000 0x3400000 0x7ff80000 0x7ff80000 0x80000000 0xfff00000 0x7ff80000 0x7ff80000 0x3ffaaaaa 0x3fffffff 0xc08f4063 0x80000 0x100000 0x42b5a97f 0x9b50c7e9 0x42362068 0xd823a6c1 0xbfe8de30 0xade3282d 0x434e09e5 0x7ff00000 0xc02cf2c5 0x0 0x3dcddefd 0x7ff00000 0xbdd7333d 0x46869e7b 0xbe79b547 0xb86c0178 0xbd70299c 0x2c0c596a 0x3f981b1b 0xf85605dd 0xc1886633 0xcc1af346 0xbdf0ea46 0xfd418f97 0xbfa0a8cf 0xe6c7a3e1 0xc269cd0b 0xb81bc634 0xbee0e14f 0x7bb4c9fc 0x3fe613ce 0x76e1b52a 0xc1274d7e 0x4f741ade 0xbe22feb3 0x4ccd9128 0xbfb04e4e 0x44146d31 0xbeeb4fe5 0x8169687b 0x3ffa0622{{$}}
// CHECK: instructions: 12
