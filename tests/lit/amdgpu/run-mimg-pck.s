// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-mimg-pck.json --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx803 --state %S/Inputs/run-mimg-pck.json --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx700 --state %S/Inputs/run-mimg-pck.json --json %s | %jsonq | FileCheck %s
// The _pck image forms (D-IM1): the T#'s components without format conversion, as raw integers,
// zero-extended (pck) or sign-extended (pck_sgn) to 32 bits; stores keep each register's low
// component bits. Lane 0. T# s[8:15]: base 0x3000, 8_8_8_8 UNORM (DATA_FORMAT 10, NUM_FORMAT 0:
// dword1 0xa00000), width 2, height 1, DST_SEL x y z w, TYPE 9 = 2D, PITCH 2 (dword4 0x2000).
// Memory 0x3000: element 0 = 0x018000ff (x 0xff, y 0, z 0x80, w 1), element 1 = 0xaaaaaaaa.
// (A plain image_load would return unorm floats: 0xff -> 1.0.)
v_mov_b32 v20, 0                                       // x
v_mov_b32 v21, 0                                       // y
v_mov_b32 v22, 0                                       // lod
image_load_pck v[4:7], v[20:21], s[8:15] dmask:0xf unorm      // 0xff, 0, 0x80, 1
image_load_pck_sgn v[8:11], v[20:21], s[8:15] dmask:0xf unorm // 0xffffffff, 0, 0xffffff80, 1
image_load_pck v12, v[20:21], s[8:15] dmask:0x4 unorm         // z: 0x80
image_load_mip_pck v15, v[20:22], s[8:15] dmask:0x8 unorm     // w at lod 0: 1
v_mov_b32 v20, 1
image_load_pck_sgn v13, v[20:21], s[8:15] dmask:0x1 unorm     // element 1 x 0xaa: 0xffffffaa
v_mov_b32 v30, 0x1234
image_store_pck v30, v[20:21], s[8:15] dmask:0x2 unorm        // element 1 y = 0x34: 0xaaaa34aa
v_mov_b32 v20, 2
image_load_pck v14, v[20:21], s[8:15] dmask:0x1 unorm         // x 2 >= width 2: 0
v_mov_b32 v20, 0
v_mov_b32 v31, 0x7f
v_mov_b32 v32, 0x1ff
image_store_mip_pck v[31:32], v[20:22], s[8:15] dmask:0x9 unorm // element 0 x = 0x7f, w = 0xff: 0xff80007f
image_load_mip_pck_sgn v16, v[20:22], s[8:15] dmask:0x8 unorm // w 0xff: 0xffffffff
s_endpgm

// CHECK: regs.v10: 0xffffff80 0x0
// CHECK: regs.v11: 0x1 0x0
// CHECK: regs.v12: 0x80 0x0
// CHECK: regs.v13: 0xffffffaa 0x0
// CHECK: regs.v14: 0x0 0x0
// CHECK: regs.v15: 0x1 0x0
// CHECK: regs.v16: 0xffffffff 0x0
// CHECK: regs.v4: 0xff 0x0
// CHECK: regs.v5: 0x0 0x0
// CHECK: regs.v6: 0x80 0x0
// CHECK: regs.v7: 0x1 0x0
// CHECK: regs.v8: 0xffffffff 0x0
// CHECK: regs.v9: 0x0 0x0
// CHECK: memory global 0x3000 u32: 0xff80007f 0xaaaa34aa
