// gfx904 has the fma-mix feature: llvm-mc 14 takes v_fma_mix* there (the opcodes of
// gfx900's v_mad_mix*) and rejects v_mad_mix*; gfx900, gfx902, gfx909 and gfx90c the other
// way round. Bytes and messages from llvm-mc 14; the decoder follows (dis on gfx904).
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx904 --llvm-compat --show-encoding %s 2>%t904.err | FileCheck --check-prefix=G904 %s
// RUN: FileCheck --check-prefix=E904 %s < %t904.err
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx900 --llvm-compat --show-encoding %s 2>%t900.err | FileCheck --check-prefix=G900 %s
// RUN: FileCheck --check-prefix=E900 %s < %t900.err
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx90c --show-encoding %s 2>/dev/null | FileCheck --check-prefix=G900 %s
// RUN: echo "0x00,0x88,0xa1,0xd3,0x01,0x05,0x0e,0x04" | %gpuisa dis --isa=amdgpu --mcpu=gfx904 --hex - | FileCheck --check-prefix=D904 %s
// RUN: echo "0x00,0x88,0xa1,0xd3,0x01,0x05,0x0e,0x04" | %gpuisa dis --isa=amdgpu --mcpu=gfx900 --hex - | FileCheck --check-prefix=D900 %s

v_mad_mix_f32 v0, v1, v2, v3
// G900: encoding: {{\[}}0x00,0x00,0xa0,0xd3,0x01,0x05,0x0e,0x04]
// E904: mix-gfx904.s:[[@LINE-2]]:1: error: instruction not supported on this GPU
v_mad_mixlo_f16 v0, v1, v2, v3
// G900: encoding: {{\[}}0x00,0x00,0xa1,0xd3,0x01,0x05,0x0e,0x04]
// E904: mix-gfx904.s:[[@LINE-2]]:1: error: instruction not supported on this GPU
v_mad_mixhi_f16 v0, v1, v2, v3
// G900: encoding: {{\[}}0x00,0x00,0xa2,0xd3,0x01,0x05,0x0e,0x04]
// E904: mix-gfx904.s:[[@LINE-2]]:1: error: instruction not supported on this GPU
v_fma_mix_f32 v0, v1, v2, v3
// G904: encoding: {{\[}}0x00,0x00,0xa0,0xd3,0x01,0x05,0x0e,0x04]
// E900: mix-gfx904.s:[[@LINE-2]]:1: error: instruction not supported on this GPU
v_fma_mixlo_f16 v0, v1, v2, v3 op_sel:[1,0,0] clamp
// G904: encoding: {{\[}}0x00,0x88,0xa1,0xd3,0x01,0x05,0x0e,0x04]
// E900: mix-gfx904.s:[[@LINE-2]]:1: error: instruction not supported on this GPU
v_fma_mixhi_f16 v0, -v1, |v2|, v3
// G904: encoding: {{\[}}0x00,0x02,0xa2,0xd3,0x01,0x05,0x0e,0x24]
// E900: mix-gfx904.s:[[@LINE-2]]:1: error: instruction not supported on this GPU

// D904: v_fma_mixlo_f16 v0, v1, v2, v3 op_sel:[1,0,0] clamp
// D900: v_mad_mixlo_f16 v0, v1, v2, v3 op_sel:[1,0,0] clamp
