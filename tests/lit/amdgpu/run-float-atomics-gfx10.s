// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx1010 --state %S/Inputs/run-float-atomics-gfx10.json --json %s > %t.json
// RUN: %jsonq < %t.json | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx1010 --show-encoding %s | grep -o 'encoding: .*' > %t.gi
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1010 -show-encoding %s | grep -o 'encoding: .*' > %t.mc
// RUN: diff %t.gi %t.mc
// GFX10 float min/max atomics (IEEE minNum/maxNum: a quiet NaN operand loses), lanes 0 and 1
// of a wave32 on one address. Global 0x1000 = 2.0f, 0x1004 = 2.0f, 0x1008 = 1.0 (f64).
// v1 = quiet NaN, v2 = -1.0f, v[4:5] = 2.5.
global_atomic_fmin v10, v[22:23], v1, off glc            // min(2.0, NaN) = 2.0: lanes see 2.0, 2.0
global_atomic_fmin v11, v[22:23], v2, off offset:4 glc   // lanes see 2.0, -1.0; ends -1.0
global_atomic_fmax_x2 v[12:13], v[22:23], v[4:5], off offset:8 glc // lanes see 1.0, 2.5; ends 2.5
s_endpgm

// CHECK: regs.v10: 0x40000000 0x40000000{{( 0x0){30}$}}
// CHECK: regs.v11: 0x40000000 0xbf800000{{( 0x0){30}$}}
// CHECK: regs.v12: 0x0 0x0{{( 0x0){30}$}}
// CHECK: regs.v13: 0x3ff00000 0x40040000{{( 0x0){30}$}}
// CHECK: memory global 0x1000 u32: 0x40000000 0xbf800000 0x0 0x40040000
// CHECK-NOT: fault
// CHECK: instructions: 4
