// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/../../../examples/amdgpu/run-vadd.json --json %S/../../../examples/amdgpu/run-vadd.s | %jsonq | FileCheck %s
// The example examples/amdgpu/run-vadd.s: c[i] = a[i] + b[i] for the lanes i < n = 40 (a[i] = i,
// b[i] = 0.5, c zero). Derived by hand: c[i] = i + 0.5 for i < 40, lanes 40..63 masked off by
// v_cmpx (EXEC = 2^40 - 1 = 0x000000ffffffffff, also written to VCC on GFX9) keep c[i] = 0;
// 13 instructions (the branch is not taken).
// CHECK: regs.exec: 0x000000ffffffffff
// CHECK: regs.vcc: 0x000000ffffffffff
// CHECK-NEXT: memory global 0x3000 f32: 0.5 1.5 2.5 3.5 4.5 5.5 6.5 7.5 8.5 9.5 10.5 11.5 12.5 13.5 14.5 15.5 16.5 17.5 18.5 19.5 20.5 21.5 22.5 23.5 24.5 25.5 26.5 27.5 28.5 29.5 30.5 31.5 32.5 33.5 34.5 35.5 36.5 37.5 38.5 39.5 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0
// CHECK-NEXT: instructions: 13
