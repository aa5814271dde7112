// llvm-mc 14 needs no comma between operands (its parser skips one if present): the
// next token starts the next operand. --llvm-compat accepts the same lines with the same
// bytes (llvm-mc 14 -mcpu=gfx900); default mode follows the syntax page and rejects them.
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx900 --llvm-compat --show-encoding %s | FileCheck %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx900 %s 2>&1 | FileCheck --check-prefix=DEFAULT %s

v_add_f32 v0 v1 v2
// CHECK: encoding: {{\[}}0x01,0x05,0x00,0x02]
// DEFAULT: operand-commas.s:[[@LINE-2]]:14: error: invalid operand for instruction
s_add_u32 s0 s1 s2
// CHECK: encoding: {{\[}}0x01,0x02,0x00,0x80]
buffer_load_dword v1 off s[4:7] s1 glc
// CHECK: encoding: {{\[}}0x00,0x40,0x50,0xe0,0x00,0x01,0x01,0x01]
ds_write_b32 v1 v2 offset:4
// CHECK: encoding: {{\[}}0x04,0x00,0x1a,0xd8,0x01,0x02,0x00,0x00]
v_add_f32_e64 v0, v1 -v2
// CHECK: encoding: {{\[}}0x00,0x00,0x01,0xd1,0x01,0x05,0x02,0x40]
v_add_f32_e64 v0 |v1| |v2|
// CHECK: encoding: {{\[}}0x00,0x03,0x01,0xd1,0x01,0x05,0x02,0x00]
global_load_dword v1 v[2:3] off offset:4
// CHECK: encoding: {{\[}}0x04,0x80,0x50,0xdc,0x02,0x00,0x7f,0x01]
exp mrt0 v0 v1 v2 v3 done vm
// CHECK: encoding: {{\[}}0x0f,0x18,0x00,0xc4,0x00,0x01,0x02,0x03]
exp mrt0 off v1 v2 v3
// CHECK: encoding: {{\[}}0x0e,0x00,0x00,0xc4,0x00,0x01,0x02,0x03]
