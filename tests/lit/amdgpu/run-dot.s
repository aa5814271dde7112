// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx908 --state %S/Inputs/run-dot.json --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx908 --llvm-compat --show-encoding %s | grep -o 'encoding: .*' > %t.gi
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx908 -show-encoding %s | grep -o 'encoding: .*' > %t.mc
// RUN: diff %t.gi %t.mc
// Integer dot products on gfx908, lane 0: the sum of the element products (16-, 8- or 4-bit,
// signed or unsigned) plus src2, modulo 2^32, or saturated with clamp; the VOP2 v_dot*c forms
// accumulate into their destination. Expected values by hand:
// v1 = {hi 0x7fff, lo 0x8000}, v2 = {2, 3}, v3 = 10; v4 bytes (low first) 0x01 0x7f 0xff 0x80,
// v5 bytes 5 4 3 2; v6 nibbles (low first) f e d c b a 9 8, v7 nibbles all 1.
v_dot2_i32_i16 v10, v1, v2, v3       // -32768*3 + 32767*2 + 10 = -32760 = 0xffff8008
v_dot2_u32_u16 v11, v1, v2, v3       // 32768*3 + 32767*2 + 10 = 163848 = 0x28008
v_dot4_i32_i8 v12, v4, v5, v3        // 1*5 + 127*4 - 1*3 - 128*2 + 10 = 264 = 0x108
v_dot4_u32_u8 v13, v4, v5, v3        // 5 + 508 + 765 + 256 + 10 = 1544 = 0x608
v_dot8_i32_i4 v14, v6, v7, v3        // -(1+2+...+8) + 10 = -26 = 0xffffffe6
v_dot8_u32_u4 v15, v6, v7, v3        // (15+14+...+8) + 10 = 102 = 0x66
v_dot2_i32_i16 v16, v8, v8, v9 clamp // 2^30 + 2^30 + INT32_MAX saturates: 0x7fffffff
v_dot2_i32_i16 v17, v8, v8, v9       // wraps: 2^31 + 2^31 - 1 = 0xffffffff
v_dot4_u32_u8 v18, v20, v20, v20 clamp // 4*255*255 + 0xffffffff saturates: 0xffffffff
v_dot4_u32_u8 v21, v20, v20, v20     // wraps: 260100 - 1 = 0x3f803
v_dot4_i32_i8 v25, v26, v27, v28 clamp // 4*(-128*127) + INT32_MIN saturates: 0x80000000
v_dot2c_i32_i16 v22, v1, v2          // 10 + the v10 products: 0xffff8008
v_dot4c_i32_i8 v23, v4, v5           // 10 + the v12 products: 0x108
v_dot8c_i32_i4 v24, v6, v7           // 10 + the v14 products: 0xffffffe6
s_endpgm

// CHECK: regs.v10: 0xffff8008{{ }}
// CHECK: regs.v11: 0x28008{{ }}
// CHECK: regs.v12: 0x108{{ }}
// CHECK: regs.v13: 0x608{{ }}
// CHECK: regs.v14: 0xffffffe6{{ }}
// CHECK: regs.v15: 0x66{{ }}
// CHECK: regs.v16: 0x7fffffff{{ }}
// CHECK: regs.v17: 0xffffffff{{ }}
// CHECK: regs.v18: 0xffffffff{{ }}
// CHECK: regs.v21: 0x3f803{{ }}
// CHECK: regs.v22: 0xffff8008{{ }}
// CHECK: regs.v23: 0x108{{ }}
// CHECK: regs.v24: 0xffffffe6{{ }}
// CHECK: regs.v25: 0x80000000{{ }}
// CHECK: instructions: 15
