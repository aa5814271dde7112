// MIMG assembler rules llvm-mc 14 applies (expected bytes and errors from llvm-mc-14):
// a resource or sampler may be a ttmp tuple, and an atomic takes dmask 0x1, 0x3 or 0xf
// ("invalid atomic image dmask" at the dmask, or at the mnemonic without one; the data
// size is checked first).
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx900 --llvm-compat --show-encoding %s 2>/dev/null | FileCheck --check-prefix=ENC %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx900 --llvm-compat --show-encoding %s 2>&1 >/dev/null | FileCheck --check-prefix=ERR %s
image_sample v1, v2, ttmp[4:11], ttmp[0:3] dmask:0x1
// ENC: encoding: [0x00,0x01,0x80,0xf0,0x02,0x01,0x7c,0x03]
image_atomic_add v1, v2, ttmp[8:15] dmask:0x1 glc
// ENC: encoding: [0x00,0x21,0x48,0xf0,0x02,0x01,0x1d,0x00]
image_atomic_add v1, v2, s[8:15]
// ERR: mimg-atomic-dmask-ttmp.s:[[@LINE-1]]:1: error: invalid atomic image dmask
image_atomic_add v1, v2, s[8:15] dmask:0x4 glc
// ERR: mimg-atomic-dmask-ttmp.s:[[@LINE-1]]:34: error: invalid atomic image dmask
image_atomic_cmpswap v[0:1], v2, s[8:15] dmask:0x5
// ERR: mimg-atomic-dmask-ttmp.s:[[@LINE-1]]:42: error: invalid atomic image dmask
image_atomic_add v1, v2, s[8:15] dmask:0x7
// ERR: mimg-atomic-dmask-ttmp.s:[[@LINE-1]]:1: error: image data size does not match dmask and tfe
image_atomic_cmpswap v[0:3], v2, s[8:15] dmask:0xf
// ENC: encoding: [0x00,0x0f,0x44,0xf0,0x02,0x00,0x02,0x00]
// a data tuple no variant has (data 1-5, gather4 2/4/5, atomics 1/2, cmpswap 2/4)
// is an operand mismatch at the data, before the size checks (gfx90a too)
image_atomic_cmpswap v0, v2, s[8:15] dmask:0x1
// ERR: mimg-atomic-dmask-ttmp.s:[[@LINE-1]]:22: error: invalid operand for instruction
image_load v[0:5], v2, s[8:15] dmask:0xf
// ERR: mimg-atomic-dmask-ttmp.s:[[@LINE-1]]:12: error: invalid operand for instruction
image_gather4 v[0:2], v2, s[8:15], s[0:3] dmask:0x1
// ERR: mimg-atomic-dmask-ttmp.s:[[@LINE-1]]:15: error: invalid operand for instruction
// On GFX10 an address of a size no variant has is an operand mismatch too: at a tuple,
// at the first NSA element past the longest list, at the bracket of a shorter one
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx1010 --llvm-compat %S/Inputs/mimg-addr-variant-gfx10.s 2>&1 | FileCheck --check-prefix=GFX10 %s
// GFX10: mimg-addr-variant-gfx10.s:1:21: error: invalid operand for instruction
// GFX10: mimg-addr-variant-gfx10.s:2:34: error: invalid operand for instruction
// GFX10: mimg-addr-variant-gfx10.s:3:36: error: invalid operand for instruction
// GFX10: mimg-addr-variant-gfx10.s:4:38: error: invalid operand for instruction
