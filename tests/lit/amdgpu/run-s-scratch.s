// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-s-scratch.json --json %s > %t9.json
// RUN: %jsonq < %t9.json | FileCheck %s
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx90a --state %S/Inputs/run-s-scratch.json --json %s > %ta.json
// RUN: %jsonq < %ta.json | FileCheck %s
// s_scratch_load/store_dword* (D-SS1): wave address W = (SBASE + OFFSET + SOFFSET * 64) & ~3 in
// the wave's scratch segment, swizzled with element size 4 and index stride 64: dword W/4 is lane
// (W/4) % 64's private dword (W/4) / 64; dword k of an x2/x4 access is dword W/4 + k. Each lane has
// scratch_size = 8 bytes (2 dwords). The vector stores give lane l: dword 0 = 0x100 + l,
// dword 1 = 0x200 + l.
v_mbcnt_lo_u32_b32 v0, -1, 0
v_mbcnt_hi_u32_b32 v0, -1, v0          // v0 = l
v_mov_b32 v2, 0
v_add_u32 v1, 0x100, v0
v_add_u32 v3, 0x200, v0
scratch_store_dword v2, v1, off
scratch_store_dword v2, v3, off offset:4
s_mov_b64 s[0:1], 0
s_scratch_load_dword s10, s[0:1], 0x0      // W 0: lane 0 dword 0 = 0x100
s_scratch_load_dword s11, s[0:1], 0x14     // W 0x14: dword 5: lane 5 dword 0 = 0x105
s_mov_b32 s4, 4
s_scratch_load_dword s12, s[0:1], s4       // W 4 * 64 = 256: dword 64: lane 0 dword 1 = 0x200
s_scratch_load_dwordx4 s[16:19], s[0:1], 0xfc // dwords 63..66: lane 63 dword 0, lanes 0-2 dword 1
s_mov_b32 s20, 0xdead
s_scratch_store_dword s20, s[0:1], 0x108   // W 264: dword 66: lane 2 dword 1 = 0xdead
s_mov_b32 s22, 0x11
s_mov_b32 s23, 0x22
s_scratch_store_dwordx2 s[22:23], s[0:1], 0x3 // W 3 & ~3 = 0: lanes 0, 1 dword 0 = 0x11, 0x22
s_mov_b32 s0, 0x100
s_scratch_load_dword s13, s[0:1], 0x4      // SBASE 0x100 + 4 = 260: dword 65: lane 1 dword 1 = 0x201
scratch_load_dword v5, v2, off offset:4    // 0x200 + l, lane 2: 0xdead
scratch_load_dword v6, v2, off             // 0x100 + l, lanes 0, 1: 0x11, 0x22
s_mov_b64 s[0:1], 0
s_mov_b32 s4, 8
s_scratch_load_dword s14, s[0:1], s4       // W 512: dword 128: lane 0 dword 2 at 8: past 8 bytes: fault
s_endpgm

// CHECK: regs.s10: 0x100
// CHECK: regs.s11: 0x105
// CHECK: regs.s12: 0x200
// CHECK: regs.s13: 0x201
// CHECK: regs.s14: 0x0
// CHECK: regs.s16: 0x13f
// CHECK: regs.s17: 0x200
// CHECK: regs.s18: 0x201
// CHECK: regs.s19: 0x202
// CHECK: regs.v5: 0x200 0x201 0xdead 0x203 0x204
// CHECK: regs.v6: 0x11 0x22 0x102 0x103 0x104
// CHECK: fault pc={{[0-9]+}} lane=0 kind=out_of_bounds address=0x200
