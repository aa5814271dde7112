// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx90a %s 2>&1 | FileCheck %s
// image_atomic_cmpswap's data is {src, cmp}: half the dwords DMASK enables (0x3: 32-bit, 0xf:
// 64-bit). dmask:0x1 (which the gfx90a inventory lists first) enables no compare dword: a run
// error naming the form, not a crash and not "not modelled". (Only gfx90a assembles it: llvm-mc 14
// does not check MIMG data sizes there; gfx900's assembler rejects the form.)
image_atomic_cmpswap v[0:1], v0, s[0:7] dmask:0x1
s_endpgm
// CHECK: image_atomic_cmpswap with dmask:0x1 is no valid form (a compare-swap takes dmask 0x3 (32-bit) or 0xf (64-bit))
