// llvm-mc 14 forms gpuisa --llvm-compat once rejected or accepted wrongly:
// ttmp tuples as MIMG resource and sampler, v_accvgpr_read/write without _b32, AGPR data of ds_gws_*, MFMA src2 partly overlapping a wide vdst, no-flags, exec_hi as scratch saddr.
// Expected bytes and accept/reject: llvm-mc-14 -arch=amdgcn -mcpu=gfx90a -show-encoding.
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx90a --llvm-compat --show-encoding %s 2>/dev/null | FileCheck %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx90a --llvm-compat --show-encoding %s 2>&1 >/dev/null | FileCheck --check-prefix=ERR %s

image_load v[0:3], v0, ttmp[8:15] dmask:0xf
// CHECK: encoding: [0x00,0x0f,0x00,0xf0,0x00,0x00,0x1d,0x00]
image_sample v[0:3], v0, ttmp[8:15], ttmp[4:7] dmask:0xf
// CHECK: encoding: [0x00,0x0f,0x80,0xf0,0x00,0x00,0x9d,0x03]
image_gather4 v[0:3], v0, ttmp[0:7], ttmp[12:15] dmask:0x1
// ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
v_accvgpr_read v0, a0
// CHECK: encoding: [0x00,0x40,0xd8,0xd3,0x00,0x01,0x00,0x18]
v_accvgpr_write a0, v0
// CHECK: encoding: [0x00,0x40,0xd9,0xd3,0x00,0x01,0x00,0x18]
v_accvgpr_write a1, 1
// CHECK: encoding: [0x01,0x40,0xd9,0xd3,0x81,0x00,0x00,0x18]
ds_gws_init a0 gds
// CHECK: encoding: [0x00,0x00,0x33,0xdb,0x00,0x00,0x00,0x00]
ds_gws_sema_br a2 gds
// CHECK: encoding: [0x00,0x00,0x37,0xdb,0x02,0x00,0x00,0x00]
ds_gws_barrier a0 offset:4 gds
// CHECK: encoding: [0x04,0x00,0x3b,0xdb,0x00,0x00,0x00,0x00]
ds_gws_init a1 gds
// ERR: :[[@LINE-1]]:13: error: vgpr must be even aligned
v_mfma_f32_32x32x1f32 a[0:31], v0, v1, a[0:31]
// CHECK: encoding: [0x00,0x80,0xc0,0xd3,0x00,0x03,0x02,0x04]
v_mfma_f32_32x32x1f32 a[0:31], v0, v1, a[16:47]
// ERR: :[[@LINE-1]]:40: error: source 2 operand must not partially overlap with dst
v_mfma_f32_32x32x1f32 v[0:31], v0, v1, v[16:47]
// ERR: :[[@LINE-1]]:40: error: source 2 operand must not partially overlap with dst
v_mfma_f32_32x32x1f32 a[0:31], v0, v1, v[16:47]
// ERR: :[[@LINE-1]]:40: error: invalid operand for instruction
v_mfma_f32_16x16x1f32 a[0:15], v0, v1, a[8:23]
// ERR: :[[@LINE-1]]:40: error: source 2 operand must not partially overlap with dst
v_mfma_f32_4x4x1f32 a[0:3], v0, v1, a[2:5]
// CHECK: encoding: [0x00,0x80,0xc2,0xd3,0x00,0x03,0x0a,0x04]
v_mfma_f64_16x16x4f64 a[0:7], v[0:1], v[2:3], a[2:9]
// ERR: :[[@LINE-1]]:47: error: source 2 operand must not partially overlap with dst
v_mfma_f64_4x4x4f64 a[0:1], v[0:1], v[2:3], a[2:3]
// CHECK: encoding: [0x00,0x80,0xef,0xd3,0x00,0x05,0x0a,0x04]
buffer_load_dword v0, off, s[0:3], 0 noscc
// CHECK: encoding: [0x00,0x00,0x50,0xe0,0x00,0x00,0x00,0x80]
buffer_load_dword v0, off, s[0:3], 0 scc
// ERR: :[[@LINE-1]]:38: error: scc is not supported on this GPU
buffer_load_dword v0, off, s[0:3], 0 notfe
// ERR: :[[@LINE-1]]:{{[0-9]+}}: error:
image_load v[0:3], v0, s[0:7] dmask:0xf notfe
// ERR: :[[@LINE-1]]:{{[0-9]+}}: error:
image_load v[0:3], v0, s[0:7] dmask:0xf nor128
// ERR: :[[@LINE-1]]:41: error: r128 modifier is not supported on this GPU
scratch_load_dword v0, off, exec_hi
// ERR: :[[@LINE-1]]:29: error: invalid operand for instruction
scratch_load_dword v0, off, exec_lo
// CHECK: encoding: [0x00,0x40,0x50,0xdc,0x00,0x00,0x7e,0x00]
