// Export targets of GFX10 only (pos4, prim): llvm-mc 14 accepts them on gfx1010 and
// rejects them elsewhere ("exp target is not supported on this GPU").
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx1010 --llvm-compat --show-encoding %s | FileCheck --check-prefix=GFX10 %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx900 --llvm-compat %s 2>&1 | FileCheck --check-prefix=ERR %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx700 %s 2>&1 | FileCheck --check-prefix=ERR %s

exp pos4 v0, v1, v2, v3
// GFX10: encoding: {{\[}}0x0f,0x01,0x00,0xf8,0x00,0x01,0x02,0x03]
// ERR: exp-targets.s:[[@LINE-2]]:5: error: exp target is not supported on this GPU
exp prim v0, v1, v2, v3 done
// GFX10: encoding: {{\[}}0x4f,0x09,0x00,0xf8,0x00,0x01,0x02,0x03]
// ERR: exp-targets.s:[[@LINE-2]]:5: error: exp target is not supported on this GPU
