// A negated bracketed register is a source modifier on a register, never a
// symbol; an operand's leading '[' opens a register list. GFX10 MIMG NSA
// lists longer than 8 addresses keep all their address bytes. Expected bytes
// and errors: llvm-mc 14 (-arch=amdgcn -mcpu=gfx1010 -show-encoding).
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx1010 --llvm-compat --show-encoding %s 2>/dev/null | FileCheck %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx1010 --llvm-compat --show-encoding %s 2>&1 >/dev/null | FileCheck --check-prefix=ERR %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx1010 --show-encoding %s 2>/dev/null | FileCheck %s

v_add_f32 v0, -[v1], v2
// CHECK: encoding: {{\[}}0x00,0x00,0x03,0xd5,0x01,0x05,0x02,0x20]
v_add_f32 v0, -[s0], v2
// CHECK: encoding: {{\[}}0x00,0x00,0x03,0xd5,0x00,0x04,0x02,0x20]
v_add_f32 v0, -[ttmp0], v2
// CHECK: encoding: {{\[}}0x00,0x00,0x03,0xd5,0x6c,0x04,0x02,0x20]
v_add_f32_e64 v0, -[v1], -[s1]
// CHECK: encoding: {{\[}}0x00,0x00,0x03,0xd5,0x01,0x03,0x00,0x60]
v_add_f64 v[0:1], -[v2,v3], v[4:5]
// CHECK: encoding: {{\[}}0x00,0x00,0x64,0xd5,0x02,0x09,0x02,0x20]
v_add_f32 v0, -|[v1]|, v2
// CHECK: encoding: {{\[}}0x00,0x01,0x03,0xd5,0x01,0x05,0x02,0x20]
image_sample_c_d_cl_o v[0:3], [v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15], s[0:7], s[8:11] dmask:0xf dim:SQ_RSRC_IMG_3D
// CHECK: encoding: {{\[}}0x16,0x0f,0xec,0xf0,0x04,0x00,0x40,0x00,0x05,0x06,0x07,0x08,0x09,0x0a,0x0b,0x0c,0x0d,0x0e,0x0f,0x00]
image_sample_c_d_cl_o v[0:3], [v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16], s[0:7], s[8:11] dmask:0xf dim:SQ_RSRC_IMG_3D
// ERR: neg-bracket-nsa.s:[[@LINE-1]]:{{[0-9]+}}: error: {{.*}}
// (13 addresses: over the gfx1010 NSA limit; llvm-mc 14 says "invalid operand for instruction")
image_sample_c_d_o v[0:3], [v4, v5, v6, v7, v8, v9, v10, v11, v12], s[0:7], s[8:11] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY
// CHECK: encoding: {{\[}}0x2c,0x0f,0xe8,0xf0,0x04,0x00,0x40,0x00,0x05,0x06,0x07,0x08,0x09,0x0a,0x0b,0x0c]
v_add_f32 v0, -[1], v2
// ERR: neg-bracket-nsa.s:[[@LINE-1]]:17: error: expected a register or a list of registers
s_mov_b32 s0, -[s1]
// ERR: neg-bracket-nsa.s:[[@LINE-1]]:15: error: not a valid operand.
s_mov_b32 s0, [1]
// ERR: neg-bracket-nsa.s:[[@LINE-1]]:16: error: expected a register or a list of registers
