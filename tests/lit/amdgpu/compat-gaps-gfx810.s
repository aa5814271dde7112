// llvm-mc 14 forms gpuisa --llvm-compat once rejected or accepted wrongly:
// gfx810 packs d16 buffer and image data (two halves a VGPR) in the GFX8 encoding.
// Expected bytes and accept/reject: llvm-mc-14 -arch=amdgcn -mcpu=gfx810 -show-encoding.
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx810 --llvm-compat --show-encoding %s 2>/dev/null | FileCheck %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx810 --llvm-compat --show-encoding %s 2>&1 >/dev/null | FileCheck --check-prefix=ERR %s

buffer_load_format_d16_xy v0, off, s[0:3], 0
// CHECK: encoding: [0x00,0x00,0x24,0xe0,0x00,0x00,0x00,0x80]
buffer_load_format_d16_xy v[0:1], off, s[0:3], 0
// ERR: :[[@LINE-1]]:{{[0-9]+}}: error:
buffer_load_format_d16_xyz v[0:1], off, s[0:3], 0
// CHECK: encoding: [0x00,0x00,0x28,0xe0,0x00,0x00,0x00,0x80]
buffer_load_format_d16_xyzw v[0:1], off, s[0:3], 0
// CHECK: encoding: [0x00,0x00,0x2c,0xe0,0x00,0x00,0x00,0x80]
buffer_load_format_d16_xyzw v[0:3], off, s[0:3], 0
// ERR: :[[@LINE-1]]:{{[0-9]+}}: error:
buffer_store_format_d16_xyz v[0:1], off, s[0:3], 0
// CHECK: encoding: [0x00,0x00,0x38,0xe0,0x00,0x00,0x00,0x80]
buffer_store_format_d16_xyzw v[2:3], off, s[0:3], 0
// CHECK: encoding: [0x00,0x00,0x3c,0xe0,0x00,0x02,0x00,0x80]
tbuffer_load_format_d16_xyzw v[0:1], off, s[0:3], format:[BUF_DATA_FORMAT_32], 0
// ERR: :[[@LINE-1]]:51: error: not a valid operand.
tbuffer_store_format_d16_xy v0, off, s[0:3], format:[BUF_DATA_FORMAT_32], 0
// ERR: :[[@LINE-1]]:46: error: not a valid operand.
image_load v[0:1], v0, s[0:7] dmask:0xf d16
// CHECK: encoding: [0x00,0x0f,0x00,0xf0,0x00,0x00,0x00,0x80]
image_load v[0:3], v0, s[0:7] dmask:0xf d16
// ERR: :[[@LINE-1]]:1: error: image data size does not match dmask and tfe
