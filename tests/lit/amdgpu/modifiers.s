// Named modifiers: each family takes its own, in llvm-mc 14's order, each once
// (expected bytes and acceptance recorded from llvm-mc 14 -mcpu=gfx900).
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx900 --show-encoding %s 2>%t.err | FileCheck %s
// RUN: FileCheck --check-prefix=ERR %s < %t.err
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx900 --llvm-compat --show-encoding %S/Inputs/smem-offset-quirk.s | FileCheck --check-prefix=COMPAT %s

global_load_dword v1, v[2:3], off offset:4 glc
// CHECK: global_load_dword v1, v[2:3], off offset:4 glc ; encoding: [0x04,0x80,0x51,0xdc,0x02,0x00,0x7f,0x01]
global_load_dword v1, v[2:3], off glc offset:4
// ERR: modifiers.s:[[@LINE-1]]:39: error: invalid operand for instruction
buffer_load_dword v1, off, s[4:7], 0 slc glc
// CHECK: buffer_load_dword v1, off, s[4:7], 0 slc glc ; encoding: [0x00,0x40,0x52,0xe0,0x00,0x01,0x01,0x80]
buffer_load_dword v1, off, s[4:7], 0 glc glc
// ERR: modifiers.s:[[@LINE-1]]:42: error: duplicate cache policy modifier
ds_read_b32 v1, v2 offset:4 offset:8
// ERR: modifiers.s:[[@LINE-1]]:29: error: invalid operand for instruction
ds_read_b32 v1, v2 offset0:1
// ERR: modifiers.s:[[@LINE-1]]:20: error: invalid operand for instruction
v_add_f32 v0, v1, v2 glc
// ERR: modifiers.s:[[@LINE-1]]:22: error: invalid operand for instruction
v_add_f32_e64 v0, v1, v2 mul:2 clamp
// ERR: modifiers.s:[[@LINE-1]]:32: error: invalid operand for instruction
v_add_f32 v0, v1, v2 mul:1
// CHECK: v_add_f32 v0, v1, v2 mul:1 ; encoding: [0x00,0x00,0x01,0xd1,0x01,0x05,0x02,0x00]
v_fma_f16 v0, v1, v2, v3 op_sel:[1,0,0,1]
// CHECK: v_fma_f16 v0, v1, v2, v3 op_sel:[1,0,0,1] ; encoding: [0x00,0x48,0x06,0xd2,0x01,0x05,0x0e,0x04]
v_fma_f16 v0, v1, v2, v3 mul:2
// ERR: modifiers.s:[[@LINE-1]]:1: error: invalid operand for instruction
s_load_dword s0, s[0:1], 0x10 scc
// ERR: modifiers.s:[[@LINE-1]]:31: error: scc modifier is not supported on this GPU
s_load_dword s0, s[0:1] glc
// ERR: modifiers.s:[[@LINE-1]]:25: error: expected an offset (llvm-mc would take this modifier's value as the offset)
s_load_dword s0, s[0:1] offset:8
// CHECK: s_load_dword s0, s[0:1] offset:8 ; encoding: [0x00,0x00,0x02,0xc0,0x08,0x00,0x00,0x00]
s_mov_b32 s0, s1 clamp
// ERR: modifiers.s:[[@LINE-1]]:18: error: invalid operand for instruction

// COMPAT: s_load_dword s0, s[0:1] glc ; encoding: [0x00,0x00,0x02,0xc0,0x01,0x00,0x00,0x00]
// COMPAT: s_load_dword s0, s[0:1] lds glc ; encoding: [0x00,0x00,0x03,0xc0,0x01,0x00,0x00,0x00]
// COMPAT: s_atomic_add s0, s[0:1] glc ; encoding: [0x00,0x00,0x0b,0xc2,0x00,0x00,0x00,0x00]
