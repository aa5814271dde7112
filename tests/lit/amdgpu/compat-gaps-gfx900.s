// llvm-mc 14 forms gpuisa --llvm-compat once rejected or accepted wrongly:
// ttmp tuples as MIMG resource and sampler; noX flag spellings (llvm-mc reads noidxen, nooffen, noaddr64, nolds as the flag itself and checks noa16, nor128, nodlc, noscc by presence); exec_hi as scratch saddr.
// Expected bytes and accept/reject: llvm-mc-14 -arch=amdgcn -mcpu=gfx900 -show-encoding.
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx900 --llvm-compat --show-encoding %s 2>/dev/null | FileCheck %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx900 --llvm-compat --show-encoding %s 2>&1 >/dev/null | FileCheck --check-prefix=ERR %s

image_load v[0:3], v0, ttmp[8:15] dmask:0xf
// CHECK: encoding: [0x00,0x0f,0x00,0xf0,0x00,0x00,0x1d,0x00]
image_sample v[0:3], v0, ttmp[8:15], ttmp[4:7] dmask:0xf
// CHECK: encoding: [0x00,0x0f,0x80,0xf0,0x00,0x00,0x9d,0x03]
buffer_load_dword v0, off, s[0:3], 0 noglc
// CHECK: encoding: [0x00,0x00,0x50,0xe0,0x00,0x00,0x00,0x80]
buffer_load_dword v0, off, s[0:3], 0 glc noslc
// CHECK: encoding: [0x00,0x40,0x50,0xe0,0x00,0x00,0x00,0x80]
buffer_load_dword v0, off, s[0:3], 0 noglc slc
// CHECK: encoding: [0x00,0x00,0x52,0xe0,0x00,0x00,0x00,0x80]
buffer_load_dword v0, off, s[0:3], 0 glc noglc
// ERR: :[[@LINE-1]]:42: error: duplicate cache policy modifier
buffer_load_dword v0, off, s[0:3], 0 nodlc
// ERR: :[[@LINE-1]]:38: error: dlc modifier is not supported on this GPU
buffer_load_dword v0, off, s[0:3], 0 noscc
// ERR: :[[@LINE-1]]:38: error: scc modifier is not supported on this GPU
buffer_load_dword v0, off, s[0:3], 0 notfe
// CHECK: encoding: [0x00,0x00,0x50,0xe0,0x00,0x00,0x00,0x80]
buffer_load_dword v0, off, s[0:3], 0 noswz
// CHECK: encoding: [0x00,0x00,0x50,0xe0,0x00,0x00,0x00,0x80]
buffer_load_dword v0, off, s[0:3], 0 nolds
// CHECK: encoding: [0x00,0x00,0x51,0xe0,0x00,0x00,0x00,0x80]
buffer_load_dword v0, v1, s[0:3], 0 noidxen
// CHECK: encoding: [0x00,0x20,0x50,0xe0,0x01,0x00,0x00,0x80]
buffer_load_dword v0, v1, s[0:3], 0 nooffen offset:4
// CHECK: encoding: [0x04,0x10,0x50,0xe0,0x01,0x00,0x00,0x80]
buffer_atomic_add v0, off, s[0:3], 0 noglc
// CHECK: encoding: [0x00,0x00,0x08,0xe1,0x00,0x00,0x00,0x80]
ds_write_b32 v0, v1 nogds
// CHECK: encoding: [0x00,0x00,0x1a,0xd8,0x00,0x01,0x00,0x00]
ds_write_b32 v0, v1 offset:4 nogds
// CHECK: encoding: [0x04,0x00,0x1a,0xd8,0x00,0x01,0x00,0x00]
ds_write_b32 v0, v1 nogds offset:4
// ERR: :[[@LINE-1]]:27: error: invalid operand for instruction
ds_gws_init v0 offset:0 nogds
// CHECK: encoding: [0x00,0x00,0x33,0xd9,0x00,0x00,0x00,0x00]
image_load v[0:3], v0, s[0:7] dmask:0xf nounorm noglc noslc notfe nolwe noda nod16
// CHECK: encoding: [0x00,0x0f,0x00,0xf0,0x00,0x00,0x00,0x00]
image_load v[0:3], v0, s[0:7] dmask:0xf noa16
// CHECK: encoding: [0x00,0x0f,0x00,0xf0,0x00,0x00,0x00,0x00]
image_load v[0:3], v0, s[0:7] dmask:0xf nor128
// ERR: :[[@LINE-1]]:41: error: r128 modifier is not supported on this GPU
image_load v[0:3], v0, s[0:7] dmask:0xf notfe nounorm
// ERR: :[[@LINE-1]]:47: error: invalid operand for instruction
global_load_dword v0, v[0:1], off noglc noslc
// CHECK: encoding: [0x00,0x80,0x50,0xdc,0x00,0x00,0x7f,0x00]
global_load_dword v0, v[0:1], off nodlc
// ERR: :[[@LINE-1]]:35: error: dlc modifier is not supported on this GPU
flat_load_dword v0, v[0:1] noglc
// CHECK: encoding: [0x00,0x00,0x50,0xdc,0x00,0x00,0x00,0x00]
s_load_dword s0, s[0:1], 0x0 noglc
// CHECK: encoding: [0x00,0x00,0x02,0xc0,0x00,0x00,0x00,0x00]
s_load_dword s0, s[0:1] noslc
// CHECK: encoding: [0x00,0x00,0x02,0xc0,0x00,0x00,0x00,0x00]
s_load_dword s0, s[0:1] slc
// CHECK: encoding: [0x00,0x00,0x02,0xc0,0x02,0x00,0x00,0x00]
v_add_f32_e64 v0, v1, v2 noclamp mul:2
// CHECK: encoding: [0x00,0x00,0x01,0xd1,0x01,0x05,0x02,0x08]
v_pk_add_f16 v0, v1, v2 noclamp
// CHECK: encoding: [0x00,0x40,0x8f,0xd3,0x01,0x05,0x02,0x18]
v_interp_p1ll_f16 v0, v1, attr0.x nohigh
// CHECK: encoding: [0x00,0x00,0x74,0xd2,0x00,0x02,0x02,0x00]
exp mrt0 v0, v0, v0, v0 novm
// CHECK: encoding: [0x0f,0x00,0x00,0xc4,0x00,0x00,0x00,0x00]
exp mrt0 v0, v0, v0, v0 done novm
// CHECK: encoding: [0x0f,0x08,0x00,0xc4,0x00,0x00,0x00,0x00]
exp mrt0 v0, v0, v0, v0 nodone
// ERR: :[[@LINE-1]]:25: error: invalid operand for instruction
global_load_dword v0, v[0:1], off nonv
// ERR: :[[@LINE-1]]:35: error: invalid operand for instruction
v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3] nobound_ctrl
// ERR: :[[@LINE-1]]:42: error: invalid operand for instruction
scratch_load_dword v0, off, exec_hi
// ERR: :[[@LINE-1]]:29: error: invalid operand for instruction
scratch_store_dword off, v0, exec_hi
// ERR: :[[@LINE-1]]:30: error: invalid operand for instruction
scratch_load_dword v0, off, exec_lo
// CHECK: encoding: [0x00,0x40,0x50,0xdc,0x00,0x00,0x7e,0x00]
s_dcache_discard s[2:3], 0x0 noglc
// ERR: :[[@LINE-1]]:30: error: invalid operand for instruction
s_atc_probe 7, s[4:5], 0x64 noslc
// ERR: :[[@LINE-1]]:29: error: invalid operand for instruction
scratch_load_ubyte v1, v2, off glc slc dlc
// ERR: :[[@LINE-1]]:40: error: dlc modifier is not supported on this GPU
global_load_dword v3, v[0:1], off slc noglc noglc
// ERR: :[[@LINE-1]]:45: error: duplicate cache policy modifier
