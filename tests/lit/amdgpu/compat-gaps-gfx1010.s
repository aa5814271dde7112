// llvm-mc 14 forms gpuisa --llvm-compat once rejected or accepted wrongly:
// noX flag spellings; the SMEM probes and discards take no cache policy (dlc, nodlc); exec_hi as scratch saddr; ttmp MIMG tuples.
// Expected bytes and accept/reject: llvm-mc-14 -arch=amdgcn -mcpu=gfx1010 -show-encoding.
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx1010 --llvm-compat --show-encoding %s 2>/dev/null | FileCheck %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx1010 --llvm-compat --show-encoding %s 2>&1 >/dev/null | FileCheck --check-prefix=ERR %s

buffer_load_dword v0, off, s[0:3], 0 nodlc
// CHECK: encoding: [0x00,0x00,0x30,0xe0,0x00,0x00,0x00,0x80]
buffer_load_dword v0, off, s[0:3], 0 noglc noslc nodlc
// CHECK: encoding: [0x00,0x00,0x30,0xe0,0x00,0x00,0x00,0x80]
buffer_load_dword v0, off, s[0:3], 0 noscc
// ERR: :[[@LINE-1]]:38: error: scc modifier is not supported on this GPU
buffer_load_dword v0, v[1:2], s[0:3], 0 noidxen nooffen
// CHECK: encoding: [0x00,0x30,0x30,0xe0,0x01,0x00,0x00,0x80]
global_load_dword v0, v[0:1], off nodlc
// CHECK: encoding: [0x00,0x80,0x30,0xdc,0x00,0x00,0x7d,0x00]
s_load_dword s0, s[0:1], 0x0 nodlc
// CHECK: encoding: [0x00,0x00,0x00,0xf4,0x00,0x00,0x00,0xfa]
s_load_dword s0, s[0:1], 0x0 dlc noglc
// CHECK: encoding: [0x00,0x40,0x00,0xf4,0x00,0x00,0x00,0xfa]
image_load v[0:3], v0, s[0:7] dmask:0xf dim:SQ_RSRC_IMG_1D nodlc nor128 noa16
// CHECK: encoding: [0x00,0x0f,0x00,0xf0,0x00,0x00,0x00,0x00]
image_load v[0:3], v0, s[0:7] dmask:0xf dim:SQ_RSRC_IMG_1D noda
// ERR: :[[@LINE-1]]:60: error: invalid operand for instruction
s_atc_probe 7, s[4:5], 0x64 dlc
// ERR: :[[@LINE-1]]:29: error: invalid operand for instruction
s_atc_probe_buffer 7, s[4:7], 0x64 dlc
// ERR: :[[@LINE-1]]:36: error: invalid operand for instruction
s_dcache_discard s[2:3], 0x0 dlc
// ERR: :[[@LINE-1]]:30: error: invalid operand for instruction
s_dcache_discard_x2 s[2:3], 0x0 nodlc
// ERR: :[[@LINE-1]]:33: error: invalid operand for instruction
s_atc_probe 7, s[4:5], 0x64 glc
// ERR: :[[@LINE-1]]:29: error: invalid operand for instruction
s_load_dword s0, s[0:1], 0x0 dlc
// CHECK: encoding: [0x00,0x40,0x00,0xf4,0x00,0x00,0x00,0xfa]
scratch_load_dword v0, off, exec_hi
// ERR: :[[@LINE-1]]:29: error: invalid operand for instruction
scratch_load_dword v0, off, exec_lo
// CHECK: encoding: [0x00,0x40,0x30,0xdc,0x00,0x00,0x7e,0x00]
image_load v[0:3], v0, ttmp[8:15] dmask:0xf dim:SQ_RSRC_IMG_1D
// CHECK: encoding: [0x00,0x0f,0x00,0xf0,0x00,0x00,0x1d,0x00]
image_sample v[0:3], v0, ttmp[8:15], ttmp[4:7] dmask:0xf dim:SQ_RSRC_IMG_1D
// CHECK: encoding: [0x00,0x0f,0x80,0xf0,0x00,0x00,0x9d,0x03]
