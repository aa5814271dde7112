// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx803 --state %S/Inputs/run-mimg-gfx8.json --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx803 --show-encoding %s | grep -o 'encoding: .*' > %t.gi
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx803 -show-encoding %s | grep -o 'encoding: .*' > %t.mc
// RUN: diff %t.gi %t.mc
// MIMG on GFX8 (docs/amdgpu-exec.md "Typed buffers and images"), lane 0 only (other lanes hold 0):
// the GFX7/8 T# has LAST_ARRAY (dword5 25:13), and d16 is unpacked. T# A s[8:15] as in run-mimg.s
// (base 0x2000, 32 UINT, width 3, height 2, 2D array, PITCH-1 3) but dword4 DEPTH = 2 (3 slices - 1)
// and dword5 = BASE_ARRAY 1 | LAST_ARRAY 2 << 13. Element (layer L, y, x) = 0x100 L + 0x10 y + x.
// T# B s[16:23]: base 0x3000, 8_8_8_8 UNORM, width 2, height 1, DST_SEL w z y x, 2D, PITCH 2;
// 0x3000: 0x018000ff (bytes ff 00 80 01). v1 = 0xffffffff.
v_mov_b32 v2, 1
v_mov_b32 v3, 1
v_mov_b32 v4, 1
image_load v5, v[2:4], s[8:15] dmask:0x1 unorm da      // slice 1 = layer 2 (<= LAST_ARRAY 2), (1, 1): 0x211
v_mov_b32 v4, 2
image_load v6, v[2:4], s[8:15] dmask:0x1 unorm da      // layer 3 > LAST_ARRAY: 0
v_mov_b32 v4, 0
v_mov_b32 v7, 0x42
image_atomic_swap v7, v[2:4], s[8:15] dmask:0x1 unorm glc da // layer 1 (1, 1) element 13: 0x111 -> 0x42; v7 = 0x111
v_mov_b32 v44, 0
v_mov_b32 v45, 0
image_load v[0:1], v[44:45], s[16:23] dmask:0x3 unorm d16
// DST_SEL w z y x of (1.0, 0, 128/255, 1/255): w 1/255 -> f16 0x1c04, z 128/255 -> f16 0x3804,
// unpacked: one per register, bits 31:16 zero (v1 was 0xffffffff)
s_endpgm
// CHECK: regs.v0: 0x1c04 0x0
// CHECK: regs.v1: 0x3804 0x0
// CHECK: regs.v5: 0x211 0x0
// CHECK: regs.v6: 0x0 0x0
// CHECK: regs.v7: 0x111 0x0
// CHECK: memory global 0x2000 u32: 0x0 0x1 0x2 0x3 0x10 0x11 0x12 0x13 0x100 0x101 0x102 0x103 0x110 0x42 0x112 0x113 0x200 0x201 0x202 0x203 0x210 0x211 0x212 0x213
// CHECK-NOT: fault
