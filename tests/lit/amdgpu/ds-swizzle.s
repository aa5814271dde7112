// ds_swizzle_b32 offset:swizzle(MODE, ...) macros and their errors.
// Expected bytes and errors (line:column, message): llvm-mc 14
// (-arch=amdgcn -mcpu=gfx900 -show-encoding).
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx900 --llvm-compat --show-encoding %s 2>/dev/null | FileCheck %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx900 --show-encoding %s 2>/dev/null | FileCheck %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx900 --llvm-compat %s 2>&1 >/dev/null | FileCheck --check-prefix=ERR %s

ds_swizzle_b32 v8, v2 offset:swizzle(QUAD_PERM, 0, 1, 2, 3)
// CHECK: encoding: {{\[}}0xe4,0x80,0x7a,0xd8,0x02,0x00,0x00,0x08]
ds_swizzle_b32 v8, v2 offset:swizzle(QUAD_PERM, 3, 2, 1, 0)
// CHECK: encoding: {{\[}}0x1b,0x80,0x7a,0xd8,0x02,0x00,0x00,0x08]
ds_swizzle_b32 v8, v2 offset:swizzle(BITMASK_PERM, "01pip")
// CHECK: encoding: {{\[}}0x07,0x09,0x7a,0xd8,0x02,0x00,0x00,0x08]
ds_swizzle_b32 v8, v2 offset:swizzle(BITMASK_PERM, "00000")
// CHECK: encoding: {{\[}}0x00,0x00,0x7a,0xd8,0x02,0x00,0x00,0x08]
ds_swizzle_b32 v8, v2 offset:swizzle(BITMASK_PERM, "iiiii")
// CHECK: encoding: {{\[}}0x1f,0x7c,0x7a,0xd8,0x02,0x00,0x00,0x08]
ds_swizzle_b32 v8, v2 offset:swizzle(BROADCAST, 2, 0)
// CHECK: encoding: {{\[}}0x1e,0x00,0x7a,0xd8,0x02,0x00,0x00,0x08]
ds_swizzle_b32 v8, v2 offset:swizzle(BROADCAST, 32, 31)
// CHECK: encoding: {{\[}}0xe0,0x03,0x7a,0xd8,0x02,0x00,0x00,0x08]
ds_swizzle_b32 v8, v2 offset:swizzle(BROADCAST, 4, 3)
// CHECK: encoding: {{\[}}0x7c,0x00,0x7a,0xd8,0x02,0x00,0x00,0x08]
ds_swizzle_b32 v8, v2 offset:swizzle(SWAP, 16)
// CHECK: encoding: {{\[}}0x1f,0x40,0x7a,0xd8,0x02,0x00,0x00,0x08]
ds_swizzle_b32 v8, v2 offset:swizzle(SWAP, 1)
// CHECK: encoding: {{\[}}0x1f,0x04,0x7a,0xd8,0x02,0x00,0x00,0x08]
ds_swizzle_b32 v8, v2 offset:swizzle(REVERSE, 8)
// CHECK: encoding: {{\[}}0x1f,0x1c,0x7a,0xd8,0x02,0x00,0x00,0x08]
ds_swizzle_b32 v8, v2 offset:swizzle(REVERSE, 32)
// CHECK: encoding: {{\[}}0x1f,0x7c,0x7a,0xd8,0x02,0x00,0x00,0x08]
ds_swizzle_b32 v8, v2 offset:swizzle(BROADCAST, 3, 1)
// ERR: ds-swizzle.s:[[@LINE-1]]:49: error: group size must be a power of two
ds_swizzle_b32 v8, v2 offset:swizzle(QUAD_PERM, 0, 1, 2)
// ERR: ds-swizzle.s:[[@LINE-1]]:56: error: expected a comma
ds_swizzle_b32 v8, v2 offset:swizzle(QUAD_PERM, 0, 1, 2, 4)
// ERR: ds-swizzle.s:[[@LINE-1]]:58: error: expected a 2-bit lane id
ds_swizzle_b32 v8, v2 offset:swizzle(SWAP, 3)
// ERR: ds-swizzle.s:[[@LINE-1]]:44: error: group size must be a power of two
ds_swizzle_b32 v8, v2 offset:swizzle(BITMASK_PERM, "0123")
// ERR: ds-swizzle.s:[[@LINE-1]]:52: error: expected a 5-character mask
ds_swizzle_b32 v8, v2 offset:swizzle(FOO, 1)
// ERR: ds-swizzle.s:[[@LINE-1]]:38: error: expected a swizzle mode
ds_swizzle_b32 v8, v2 offset:swizzle(BROADCAST, 1+1, 1)
// CHECK: encoding: {{\[}}0x3e,0x00,0x7a,0xd8,0x02,0x00,0x00,0x08]
ds_swizzle_b32 v8, v2 offset:swizzle(BROADCAST, 2, 2)
// ERR: ds-swizzle.s:[[@LINE-1]]:52: error: lane id must be in the interval [0,group size - 1]
ds_swizzle_b32 v8, v2 offset:0xffff
// CHECK: encoding: {{\[}}0xff,0xff,0x7a,0xd8,0x02,0x00,0x00,0x08]
ds_swizzle_b32 v8, v2 offset:swizzle(REVERSE, 1)
// ERR: ds-swizzle.s:[[@LINE-1]]:47: error: group size must be in the interval [2,32]
ds_swizzle_b32 v8, v2 offset:swizzle(quad_perm, 0, 1, 2, 3)
// ERR: ds-swizzle.s:[[@LINE-1]]:38: error: expected a swizzle mode
ds_swizzle_b32 v8, v2 offset:swizzle(BITMASK_PERM, "01PIP")
// ERR: ds-swizzle.s:[[@LINE-1]]:52: error: invalid mask
