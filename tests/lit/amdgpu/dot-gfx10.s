// The GFX10 dot instructions exist on gfx1011 and gfx1012 only (the rows gfx1011's
// inventory has beyond gfx1010's; operands as gfx908's): llvm-mc 14 encodes them there and
// rejects them on gfx1010 and gfx1013. Bytes from llvm-mc 14 -mcpu=gfx1011 (gfx1012 the same).
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx1011 --llvm-compat --show-encoding %s | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx1012 --show-encoding %s | FileCheck %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx1010 --llvm-compat %s 2>&1 | FileCheck --check-prefix=ERR %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx1013 %s 2>&1 | FileCheck --check-prefix=ERR %s
// RUN: echo '0x00,0x40,0x13,0xcc,0x01,0x05,0x0e,0x1c 0x01,0x05,0x00,0x1a' | %gpuisa dis --isa=amdgpu --mcpu=gfx1011 --hex - | FileCheck --check-prefix=DIS %s

v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[1,0,0] clamp
// CHECK: encoding: {{\[}}0x00,0xc8,0x13,0xcc,0x01,0x05,0x0e,0x1c]
// ERR: dot-gfx10.s:[[@LINE-2]]:1: error: instruction not supported on this GPU
v_dot2_i32_i16 v0, v1, v2, v3
// CHECK: encoding: {{\[}}0x00,0x40,0x14,0xcc,0x01,0x05,0x0e,0x1c]
// ERR: dot-gfx10.s:[[@LINE-2]]:1: error: instruction not supported on this GPU
v_dot2_u32_u16 v0, v1, v2, v3
// CHECK: encoding: {{\[}}0x00,0x40,0x15,0xcc,0x01,0x05,0x0e,0x1c]
// ERR: dot-gfx10.s:[[@LINE-2]]:1: error: instruction not supported on this GPU
v_dot4_i32_i8 v0, v1, v2, v3
// CHECK: encoding: {{\[}}0x00,0x40,0x16,0xcc,0x01,0x05,0x0e,0x1c]
// ERR: dot-gfx10.s:[[@LINE-2]]:1: error: instruction not supported on this GPU
v_dot4_u32_u8 v0, v1, v2, v3
// CHECK: encoding: {{\[}}0x00,0x40,0x17,0xcc,0x01,0x05,0x0e,0x1c]
// ERR: dot-gfx10.s:[[@LINE-2]]:1: error: instruction not supported on this GPU
v_dot8_i32_i4 v0, v1, v2, v3
// CHECK: encoding: {{\[}}0x00,0x40,0x18,0xcc,0x01,0x05,0x0e,0x1c]
// ERR: dot-gfx10.s:[[@LINE-2]]:1: error: instruction not supported on this GPU
v_dot8_u32_u4 v0, v1, v2, v3
// CHECK: encoding: {{\[}}0x00,0x40,0x19,0xcc,0x01,0x05,0x0e,0x1c]
// ERR: dot-gfx10.s:[[@LINE-2]]:1: error: instruction not supported on this GPU
v_dot2c_f32_f16 v0, 1.0, v2
// CHECK: encoding: {{\[}}0xf2,0x04,0x00,0x04]
// ERR: dot-gfx10.s:[[@LINE-2]]:1: error: instruction not supported on this GPU
v_dot4c_i32_i8_e32 v0, v1, v2
// CHECK: encoding: {{\[}}0x01,0x05,0x00,0x1a]
// ERR: dot-gfx10.s:[[@LINE-2]]:1: error: instruction not supported on this GPU
v_dot2c_f32_f16_dpp v0, v1, v2 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
// CHECK: encoding: {{\[}}0xfa,0x04,0x00,0x04,0x01,0xe4,0x00,0xff]
// ERR: dot-gfx10.s:[[@LINE-2]]:1: error: instruction not supported on this GPU
v_dot4c_i32_i8_dpp v0, v1, v2 dpp8:[0,1,2,3,4,5,6,7]
// CHECK: encoding: {{\[}}0xe9,0x04,0x00,0x1a,0x01,0x88,0xc6,0xfa]
// ERR: dot-gfx10.s:[[@LINE-2]]:1: error: instruction not supported on this GPU

// DIS: v_dot2_f32_f16 v0, v1, v2, v3{{$}}
// DIS-NEXT: v_dot4c_i32_i8_e32 v0, v1, v2{{$}}
