// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx1010 --state %S/Inputs/run-float-atomics-gfx10.json --json %s > %t.json
// RUN: %jsonq < %t.json | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx1010 --show-encoding %s | grep -o 'encoding: .*' > %t.gi
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1010 -show-encoding %s | grep -o 'encoding: .*' > %t.mc
// RUN: diff %t.gi %t.mc
// GFX10 float min/max atomics (IEEE minNum/maxNum: a quiet NaN operand loses) and float
// compare-and-swap (data {src, cmp}; equal as floats: +0 == -0, an f32 denormal is flushed to 0
// first (D-FP2), a NaN equals nothing), lanes 0 and 1 of a wave32 on one address, lane 0 first.
// Global 0x1000 = 2.0f, 0x1004 = 2.0f, 0x1008 = 1.0 (f64), 0x1010 = -0.0f, 0x1014 = 0x00000001
// (an f32 denormal), 0x1018 = quiet NaN, 0x1020 = +0.0 (f64).
// v1 = quiet NaN, v2 = -1.0f, v[4:5] = 2.5; v[30:31] = {3.0f, +0.0f}, v[32:33] = {5.0f, NaN},
// v[34:37] = {1.5, -0.0} (f64), v[38:39] = {7.0f, +0.0f}.
global_atomic_fmin v10, v[22:23], v1, off glc            // min(2.0, NaN) = 2.0: lanes see 2.0, 2.0
global_atomic_fmin v11, v[22:23], v2, off offset:4 glc   // lanes see 2.0, -1.0; ends -1.0
global_atomic_fmax_x2 v[12:13], v[22:23], v[4:5], off offset:8 glc // lanes see 1.0, 2.5; ends 2.5
global_atomic_fcmpswap v14, v[22:23], v[30:31], off offset:16 glc  // -0 == +0: 3.0 stored; lane 1 sees 3.0, keeps it
global_atomic_fcmpswap v18, v[22:23], v[38:39], off offset:20 glc  // denormal flushed == +0: 7.0 stored
global_atomic_fcmpswap v15, v[22:23], v[32:33], off offset:24 glc  // NaN != NaN: unchanged (cmpswap would swap)
global_atomic_fcmpswap_x2 v[16:17], v[22:23], v[34:37], off offset:32 glc // +0 == -0: 1.5 stored
s_endpgm

// CHECK: regs.v10: 0x40000000 0x40000000{{( 0x0){30}$}}
// CHECK: regs.v11: 0x40000000 0xbf800000{{( 0x0){30}$}}
// CHECK: regs.v12: 0x0 0x0{{( 0x0){30}$}}
// CHECK: regs.v13: 0x3ff00000 0x40040000{{( 0x0){30}$}}
// CHECK: regs.v14: 0x80000000 0x40400000{{( 0x0){30}$}}
// CHECK: regs.v15: 0x7fc00000 0x7fc00000{{( 0x0){30}$}}
// CHECK: regs.v16: 0x0 0x0{{( 0x0){30}$}}
// CHECK: regs.v17: 0x0 0x3ff80000{{( 0x0){30}$}}
// CHECK: regs.v18: 0x1 0x40e00000{{( 0x0){30}$}}
// CHECK: memory global 0x1000 u32: 0x40000000 0xbf800000 0x0 0x40040000 0x40400000 0x40e00000 0x7fc00000 0x0 0x0 0x3ff80000
// CHECK-NOT: fault
// CHECK: instructions: 8
