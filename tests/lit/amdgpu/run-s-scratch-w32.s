// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx1010 --state %S/Inputs/run-s-scratch-w32.json %s 2>&1 | FileCheck %s
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx1010 -mattr=+wavefrontsize64 --state %S/Inputs/run-s-scratch-w64.json --json %s > %t.json
// RUN: %jsonq < %t.json | FileCheck --check-prefix=W64 %s
// D-SS1 on gfx1010: wave64 as on GFX9; wave32 is a run error naming the form (the manuals'
// SOFFSET * 64 addresses a 64-lane swizzle). Lane l's private dword 0 = 0x100 + l.
v_mbcnt_lo_u32_b32 v0, -1, 0
v_mbcnt_hi_u32_b32 v0, -1, v0
v_mov_b32 v2, 0
v_add_nc_u32 v1, 0x100, v0
scratch_store_dword v2, v1, off
s_mov_b64 s[0:1], 0
s_scratch_load_dword s10, s[0:1], 0x8C     // W 0x8c = 140: dword 35: lane 35 dword 0 = 0x123
s_mov_b32 s4, 2
s_scratch_load_dword s11, s[0:1], s4       // W 128: dword 32: lane 32 dword 0 = 0x120
s_mov_b32 s4, 0x7fff
s_scratch_load_dword s12, s[0:1], s4       // W 0x7fff * 64 = 0x1fffc0: dword 0x7fff0: lane 0x30 = 48, dword 8191: a fault
s_endpgm
// CHECK: s_scratch_load_dword in wave32 is not modelled
// W64: regs.s10: 0x123
// W64: regs.s11: 0x120
// W64: regs.s12: 0x0
// W64: fault pc={{[0-9]+}} lane=48 kind=out_of_bounds address=0x1fffc0
