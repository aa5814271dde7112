// llvm-mc 14 forms gpuisa --llvm-compat once rejected or accepted wrongly:
// v_accvgpr_read/write without _b32, MFMA src2 partly overlapping a vdst wider than 128 bits, ttmp tuples as a MIMG resource.
// Expected bytes and accept/reject: llvm-mc-14 -arch=amdgcn -mcpu=gfx908 -show-encoding.
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx908 --llvm-compat --show-encoding %s 2>/dev/null | FileCheck %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx908 --llvm-compat --show-encoding %s 2>&1 >/dev/null | FileCheck --check-prefix=ERR %s

v_accvgpr_read v0, a0
// CHECK: encoding: [0x00,0x40,0xd8,0xd3,0x00,0x01,0x00,0x18]
v_accvgpr_write a0, v0
// CHECK: encoding: [0x00,0x40,0xd9,0xd3,0x00,0x01,0x00,0x18]
v_accvgpr_write a0, 1
// CHECK: encoding: [0x00,0x40,0xd9,0xd3,0x81,0x00,0x00,0x18]
v_mfma_f32_32x32x1f32 a[0:31], v0, v1, a[0:31]
// CHECK: encoding: [0x00,0x00,0xc0,0xd3,0x00,0x03,0x02,0x04]
v_mfma_f32_32x32x1f32 a[0:31], v0, v1, a[1:32]
// ERR: :[[@LINE-1]]:40: error: source 2 operand must not partially overlap with dst
v_mfma_f32_32x32x1f32 a[0:31], v0, v1, a[31:62]
// ERR: :[[@LINE-1]]:40: error: source 2 operand must not partially overlap with dst
v_mfma_f32_16x16x1f32 a[0:15], v0, v1, a[8:23]
// ERR: :[[@LINE-1]]:40: error: source 2 operand must not partially overlap with dst
v_mfma_f32_16x16x1f32 a[0:15], v0, v1, a[16:31]
// CHECK: encoding: [0x00,0x00,0xc1,0xd3,0x00,0x03,0x42,0x04]
v_mfma_f32_4x4x1f32 a[0:3], v0, v1, a[2:5]
// CHECK: encoding: [0x00,0x00,0xc2,0xd3,0x00,0x03,0x0a,0x04]
image_load v[0:3], v0, ttmp[8:15] dmask:0xf
// CHECK: encoding: [0x00,0x0f,0x00,0xf0,0x00,0x00,0x1d,0x00]
