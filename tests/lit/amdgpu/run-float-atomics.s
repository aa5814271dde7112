// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx90a --state %S/Inputs/run-float-atomics.json --json %s > %t.json
// RUN: %jsonq < %t.json | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx90a --show-encoding %s | grep -o 'encoding: .*' > %t.gi
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx90a -show-encoding %s | grep -o 'encoding: .*' > %t.mc
// RUN: diff %t.gi %t.mc
// Float atomics (DS and GLOBAL) with the VALU's f32/f64/f16 operations, lanes 0 and 1 on one
// address, so lane 1 sees what lane 0 left (D-M4). Values by hand. LDS: 0x0 = 1.0f,
// 0x4 = 2.0f, 0x8 = -1.0f, 0x10 = 1.5 (f64); global: 0x1000 = 1.0f, 0x1004 = {lo 1.0, hi 2.0}
// (f16), 0x1008 = 1.0 (f64). Data: v2 = 0.5f, v5 = 3.0f, v[6:7] = 0.25, v9 = {lo 0.5, hi 1.0}.
ds_add_rtn_f32 v10, v1, v2                 // lanes see 1.0, 1.5; LDS 0x0 ends 2.0
ds_min_rtn_f32 v11, v1, v2 offset:4        // lanes see 2.0, 0.5; 0x4 ends 0.5
ds_max_f32 v1, v5 offset:8                 // max(-1.0, 3.0) = 3.0
ds_min_rtn_f64 v[12:13], v1, v[6:7] offset:16   // lanes see 1.5, 0.25; 0x10 ends 0.25
global_atomic_add_f32 v20, v[22:23], v2, off glc            // lanes see 1.0, 1.5; ends 2.0
global_atomic_pk_add_f16 v24, v[22:23], v9, off offset:4 glc // lanes see {1,2}, {1.5,3}; ends {2,4}
global_atomic_add_f64 v[26:27], v[22:23], v[6:7], off offset:8 glc // lanes see 1.0, 1.25; ends 1.5
s_endpgm

// CHECK: regs.v10: 0x3f800000 0x3fc00000{{( 0x0){62}$}}
// CHECK: regs.v11: 0x40000000 0x3f000000{{( 0x0){62}$}}
// CHECK: regs.v12: 0x0 0x0{{( 0x0){62}$}}
// CHECK: regs.v13: 0x3ff80000 0x3fd00000{{( 0x0){62}$}}
// CHECK: regs.v20: 0x3f800000 0x3fc00000{{( 0x0){62}$}}
// CHECK: regs.v24: 0x40003c00 0x42003e00{{( 0x0){62}$}}
// CHECK: regs.v26: 0x0 0x0{{( 0x0){62}$}}
// CHECK: regs.v27: 0x3ff00000 0x3ff40000{{( 0x0){62}$}}
// CHECK: memory lds 0x0 u32: 0x40000000 0x3f000000 0x40400000 0x0 0x0 0x3fd00000
// CHECK: memory global 0x1000 u32: 0x40000000 0x44004000 0x0 0x3ff80000
// CHECK-NOT: fault
// CHECK: instructions: 8
