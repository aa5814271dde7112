// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-mimg.json --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx900 --show-encoding %s | grep -o 'encoding: .*' > %t.gi
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx900 -show-encoding %s | grep -o 'encoding: .*' > %t.mc
// RUN: diff %t.gi %t.mc
// MIMG on GFX9 (docs/amdgpu-exec.md "Typed buffers and images"), lane 0 only (other lanes hold 0).
// T# A s[8:15]: base 0x2000 (dword0 0x20), 32 UINT (DATA_FORMAT 4, NUM_FORMAT 4: dword1 0x10400000),
// width 3, height 2 (dword2 0x4002), DST_SEL x y z w, TYPE 13 = 2D array (dword3 0xd0000fac),
// dword4: DEPTH (GFX9: the last slice) 2, PITCH-1 3 (0x6002), dword5 BASE_ARRAY 1: slices 1..2.
// Memory: element (layer L, y, x) at 0x2000 + 4 * ((L * 2 + y) * 4 + x) = 0x100 L + 0x10 y + x.
// T# B s[16:23]: base 0x3000, 8_8_8_8 UNORM (dword1 0xa00000), width 2, height 1, DST_SEL w z y x
// (0x977), TYPE 9 = 2D, PITCH 2 (dword4 0x2000); 0x3000: 0x018000ff (bytes ff 00 80 01), 0xaaaaaaaa.
// v50 = 1.0, v51 = 0.5.
v_mov_b32 v2, 2
v_mov_b32 v3, 1
v_mov_b32 v4, 0
image_load v1, v[2:4], s[8:15] dmask:0x1 unorm da      // (2, 1), slice 0 = layer 1: 0x112
v_mov_b32 v2, 3
v_mov_b32 v3, 0
image_load v5, v[2:4], s[8:15] dmask:0x1 unorm da      // x 3 >= width 3: 0 (memory holds 0x103)
v_mov_b32 v2, 0
v_mov_b32 v4, 1
image_load v[6:7], v[2:4], s[8:15] dmask:0x9 unorm da  // slice 1 = layer 2: x 0x200, w (absent) 1
v_mov_b32 v4, 2
image_load v8, v[2:4], s[8:15] dmask:0x1 unorm da      // layer 3 > last 2: 0
v_mov_b32 v2, 1
v_mov_b32 v3, 1
v_mov_b32 v4, 1
v_mov_b32 v20, 0xdead
image_store v20, v[2:4], s[8:15] dmask:0x1 unorm da    // layer 2, (1, 1): element 21 (was 0x211) = 0xdead
v_mov_b32 v2, 3
image_store v20, v[2:4], s[8:15] dmask:0x1 unorm da    // x 3 out of range: dropped (element 23 keeps 0x213)
v_mov_b32 v2, 0
v_mov_b32 v3, 0
v_mov_b32 v4, 0
v_mov_b32 v21, 5
image_atomic_add v21, v[2:4], s[8:15] dmask:0x1 unorm glc da  // element 8: 0x100 + 5; glc: v21 = 0x100
v_mov_b32 v2, 1
v_mov_b32 v22, 0x77
v_mov_b32 v23, 0x101
image_atomic_cmpswap v[22:23], v[2:4], s[8:15] dmask:0x3 unorm glc da // element 9 = 0x101 = cmp: 0x77; v22 = 0x101
v_mov_b32 v2, 2
v_mov_b32 v4, 5
v_mov_b32 v28, 9
image_atomic_add v28, v[2:4], s[8:15] dmask:0x1 unorm glc da  // layer 6 out of range: nothing, returns 0
image_get_resinfo v[24:27], v30, s[8:15] dmask:0xf unorm da   // lod 0: width 3, height 2, 2 slices, 1 level
v_mov_b32 v44, 0
v_mov_b32 v45, 0
image_load v[40:43], v[44:45], s[16:23] dmask:0xf unorm
// (1.0, 0, 128/255 = 0x3f008081, 1/255 = 0x3b808081) through DST_SEL w z y x
image_load v[46:47], v[44:45], s[16:23] dmask:0x5 unorm       // components 0 and 2 of the selected: w, y
image_load v48, v[44:45], s[16:23] dmask:0x3 unorm d16
// d16 packed: f16(1/255) = 1.0039 * 2^-8 -> 0x1c04 in 15:0, f16(128/255) -> 0x3804 in 31:16
v_mov_b32 v52, 1
image_store v[50:51], v[52:53], s[16:23] dmask:0x5 unorm
// memory components x and z of (1, 0): 1.0 -> 0xff, 0.5 * 255 = 127.5 -> 128 (ties to even); y, w kept
s_endpgm
// CHECK: regs.v1: 0x112 0x0
// CHECK: regs.v21: 0x100 0x0
// CHECK: regs.v22: 0x101 0x0
// CHECK: regs.v24: 0x3 0x0
// CHECK: regs.v25: 0x2 0x0
// CHECK: regs.v26: 0x2 0x0
// CHECK: regs.v27: 0x1 0x0
// CHECK: regs.v28: 0x0 0x0
// CHECK: regs.v40: 0x3b808081 0x0
// CHECK: regs.v41: 0x3f008081 0x0
// CHECK: regs.v42: 0x0 0x0
// CHECK: regs.v43: 0x3f800000 0x0
// CHECK: regs.v46: 0x3b808081 0x0
// CHECK: regs.v47: 0x0 0x0
// CHECK: regs.v48: 0x38041c04 0x0
// CHECK: regs.v5: 0x0 0x0
// CHECK: regs.v6: 0x200 0x0
// CHECK: regs.v7: 0x1 0x0
// CHECK: regs.v8: 0x0 0x0
// CHECK: memory global 0x2000 u32: 0x0 0x1 0x2 0x3 0x10 0x11 0x12 0x13 0x105 0x77 0x102 0x103 0x110 0x111 0x112 0x113 0x200 0x201 0x202 0x203 0x210 0xdead 0x212 0x213
// CHECK-NEXT: memory global 0x3000 u32: 0x18000ff 0xaa80aaff
// CHECK-NOT: fault
