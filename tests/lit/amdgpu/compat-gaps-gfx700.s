// llvm-mc 14 forms gpuisa --llvm-compat once rejected or accepted wrongly:
// noX flag spellings checked by presence before GFX9 (noa16, nodlc, noscc).
// Expected bytes and accept/reject: llvm-mc-14 -arch=amdgcn -mcpu=gfx700 -show-encoding.
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx700 --llvm-compat --show-encoding %s 2>/dev/null | FileCheck %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx700 --llvm-compat --show-encoding %s 2>&1 >/dev/null | FileCheck --check-prefix=ERR %s

buffer_load_dword v0, off, s[0:3], 0 noglc noslc
// CHECK: encoding: [0x00,0x00,0x30,0xe0,0x00,0x00,0x00,0x80]
buffer_load_dword v0, off, s[0:3], 0 nodlc
// ERR: :[[@LINE-1]]:38: error: dlc modifier is not supported on this GPU
buffer_load_dword v0, off, s[0:3], 0 noscc
// ERR: :[[@LINE-1]]:38: error: scc modifier is not supported on this GPU
buffer_load_dword v0, v[1:2], s[0:3], 0 noaddr64
// CHECK: encoding: [0x00,0x80,0x30,0xe0,0x01,0x00,0x00,0x80]
image_load v[0:3], v0, s[0:7] dmask:0xf nor128 nod16
// CHECK: encoding: [0x00,0x0f,0x00,0xf0,0x00,0x00,0x00,0x00]
image_load v[0:3], v0, s[0:7] dmask:0xf noa16
// ERR: :[[@LINE-1]]:41: error: a16 modifier is not supported on this GPU
s_load_dword s0, s[0:1], 0x0 nodlc
// ERR: :[[@LINE-1]]:30: error: dlc modifier is not supported on this GPU
image_load v[0:3], v0, ttmp[8:11] dmask:0xf
// ERR: :[[@LINE-1]]:24: error: invalid operand for instruction
