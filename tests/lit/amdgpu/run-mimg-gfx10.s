// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx1010 --mattr=+wavefrontsize64 --state %S/Inputs/run-mimg-gfx10.json --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx1010 --show-encoding %s | grep -o 'encoding: .*' > %t.gi
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1010 -show-encoding %s | grep -o 'encoding: .*' > %t.mc
// RUN: diff %t.gi %t.mc
// MIMG on GFX10 (docs/amdgpu-exec.md "Typed buffers and images"), lane 0 only (other lanes hold 0):
// the coordinates follow the dim: field, NSA address lists, a16. T# s[8:15]: base 0x2000, unified
// FORMAT 20 = 32_UINT and WIDTH-1 low bits 2 in dword1 31:30 (0x81400000), dword2 WIDTH-1 >> 2 = 0,
// HEIGHT-1 1, RESOURCE_LEVEL (0x80004000), DST_SEL x y z w, TYPE 13 = 2D array (0xd0000fac),
// dword4 DEPTH (the last slice) 2 | BASE_ARRAY 1 << 16: slices 1..2. No pitch field: pitch = width 3.
// Memory: element (layer L, y, x) at 0x2000 + 4 * ((L * 2 + y) * 3 + x) = 0x100 L + 0x10 y + x.
v_mov_b32 v2, 2
v_mov_b32 v3, 1
v_mov_b32 v4, 0
image_load v1, [v2, v3, v4], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_ARRAY unorm  // layer 1 (2, 1): 0x112
v_mov_b32 v6, 0x10001
v_mov_b32 v7, 1
image_load v5, v[6:7], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_ARRAY unorm a16    // x 1, y 1 | slice 1: 0x211
v_mov_b32 v4, 1
image_load v9, v[2:4], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_ARRAY unorm        // layer 2 (2, 1): 0x212
v_mov_b32 v10, 3
image_load v11, [v10, v3, v4], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_ARRAY unorm // x 3 >= width: 0
v_mov_b32 v21, 0x300
image_atomic_umax v21, v[2:4], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_ARRAY unorm glc
// element 17 (0x212): max(0x212, 0x300) = 0x300; glc: v21 = 0x212
v_mov_b32 v20, 0xbeef
v_mov_b32 v2, 0
v_mov_b32 v3, 0
image_store v20, [v2, v3, v4], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_ARRAY unorm // element 12 (0x200) = 0xbeef
image_get_resinfo v[24:27], v30, s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY unorm // 3, 2, 2 slices, 1 level
s_endpgm
// CHECK: regs.v1: 0x112 0x0
// CHECK: regs.v11: 0x0 0x0
// CHECK: regs.v21: 0x212 0x0
// CHECK: regs.v24: 0x3 0x0
// CHECK: regs.v25: 0x2 0x0
// CHECK: regs.v26: 0x2 0x0
// CHECK: regs.v27: 0x1 0x0
// CHECK: regs.v5: 0x211 0x0
// CHECK: regs.v9: 0x212 0x0
// CHECK: memory global 0x2000 u32: 0x0 0x1 0x2 0x10 0x11 0x12 0x100 0x101 0x102 0x110 0x111 0x112 0xbeef 0x201 0x202 0x210 0x211 0x300
// CHECK-NOT: fault
