// RUN: not %gpuisa run --isa=amdgpu --mcpu=gfx900 %s 2>&1 | FileCheck %s
// A ds_swizzle_b32 offset outside QUAD_PERM (offset[15:8] = 0x80) and BITMASK_PERM (offset[15] = 0)
// stays "not modelled" (the FFT and rotate modes of later manuals).
ds_swizzle_b32 v1, v0 offset:0xe000
// CHECK: ds_swizzle_b32 offset:0xe000 is not modelled
