// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-ds-cmpst.json --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx900 --show-encoding %s | grep -o 'encoding: .*' > %t.gi
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx900 -show-encoding %s | grep -o 'encoding: .*' > %t.mc
// RUN: diff %t.gi %t.mc
// DS compare-and-swap: data0 is the compare value, data1 the value stored when the old one equals
// it -- as integers (_b32/_b64) or as floats (_f32/_f64: +0 == -0, an f32 denormal flushed to 0
// first, f64 unflushed, a NaN equal to nothing); _rtn returns the old value. Lanes 0 and 1 on one
// address, lane 0 first. LDS: 0x0 = -0.0f, 0x8 = quiet NaN, 0x10 = the f64 denormal 0x1, 0x18 = 5.
// v0 = 0 (address), v1 = +0.0f, v2 = 3.0f, v3 = NaN, v4 = 9.0f, v5 = 5, v[6:7] = +0.0, v[8:9] = 2.0.
ds_cmpst_rtn_f32 v10, v0, v1, v2             // -0 == +0: 3.0 stored; lane 1 sees 3.0 != 0, keeps it
ds_cmpst_f32 v0, v3, v4 offset:8             // NaN == NaN is false: 0x7fc00000 stays
ds_cmpst_rtn_f64 v[12:13], v0, v[6:7], v[8:9] offset:16 // 0x1 (denormal, not flushed) != +0: stays
ds_cmpst_b32 v0, v5, v2 offset:24            // 5 == 5: 0x40400000 stored; lane 1 then keeps it
s_endpgm

// CHECK: regs.v10: 0x80000000 0x40400000{{( 0x0){62}$}}
// CHECK: regs.v12: 0x1 0x1{{( 0x0){62}$}}
// CHECK: regs.v13: 0x0 0x0{{( 0x0){62}$}}
// CHECK: memory lds 0x0 u32: 0x40400000 0x0 0x7fc00000 0x0 0x1 0x0 0x40400000 0x0
// CHECK-NOT: fault
