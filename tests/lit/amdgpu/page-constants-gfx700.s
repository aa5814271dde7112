// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx700 --llvm-compat --show-encoding %s 2>/dev/null | FileCheck --check-prefix=CHECK %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx700 --llvm-compat --show-encoding %s 2>&1 >/dev/null | FileCheck --check-prefix=CHECK-ERR %s
// Inline constants (iconst, fconst, ival) and literals of the seed page.
v_mov_b32 v0, 0
// CHECK: encoding: {{\[}}0x80,0x02,0x00,0x7e{{\]}}
v_mov_b32 v0, 64
// CHECK: encoding: {{\[}}0xc0,0x02,0x00,0x7e{{\]}}
v_mov_b32 v0, 65
// CHECK: encoding: {{\[}}0xff,0x02,0x00,0x7e,0x41,0x00,0x00,0x00{{\]}}
v_mov_b32 v0, -16
// CHECK: encoding: {{\[}}0xd0,0x02,0x00,0x7e{{\]}}
v_mov_b32 v0, -17
// CHECK: encoding: {{\[}}0xff,0x02,0x00,0x7e,0xef,0xff,0xff,0xff{{\]}}
v_add_f32 v0, 0.0, v1
// CHECK: encoding: {{\[}}0x80,0x02,0x00,0x06{{\]}}
v_add_f32 v0, 0.5, v1
// CHECK: encoding: {{\[}}0xf0,0x02,0x00,0x06{{\]}}
v_add_f32 v0, 1.0, v1
// CHECK: encoding: {{\[}}0xf2,0x02,0x00,0x06{{\]}}
v_add_f32 v0, 2.0, v1
// CHECK: encoding: {{\[}}0xf4,0x02,0x00,0x06{{\]}}
v_add_f32 v0, 4.0, v1
// CHECK: encoding: {{\[}}0xf6,0x02,0x00,0x06{{\]}}
v_add_f32 v0, -0.5, v1
// CHECK: encoding: {{\[}}0xf1,0x02,0x00,0x06{{\]}}
v_add_f32 v0, -1.0, v1
// CHECK: encoding: {{\[}}0xf3,0x02,0x00,0x06{{\]}}
v_add_f32 v0, -2.0, v1
// CHECK: encoding: {{\[}}0xf5,0x02,0x00,0x06{{\]}}
v_add_f32 v0, -4.0, v1
// CHECK: encoding: {{\[}}0xf7,0x02,0x00,0x06{{\]}}
v_add_f32 v0, -0.0, v1
// CHECK: encoding: {{\[}}0xff,0x02,0x00,0x06,0x00,0x00,0x00,0x80{{\]}}
v_add_f16 v0, 0.1592, v1
// CHECK-ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
v_add_f32 v0, 0.1592, v1
// CHECK: encoding: {{\[}}0xff,0x02,0x00,0x06,0x53,0x05,0x23,0x3e{{\]}}
v_add_f16 v0, 0.15915494, v1
// CHECK-ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
v_add_f32 v0, 0.15915494, v1
// CHECK: encoding: {{\[}}0xff,0x02,0x00,0x06,0x83,0xf9,0x22,0x3e{{\]}}
v_add_f64 v[0:1], 0.15915494, v[2:3]
// CHECK-ERR: :[[@LINE-1]]:19: error: literal operands are not supported
v_add_f64 v[0:1], 0.15915494309189532, v[2:3]
// CHECK-ERR: :[[@LINE-1]]:19: error: literal operands are not supported
v_add_u16 v0, 1.0, v1
// CHECK-ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
v_add_u16 v0, 0.5, v1
// CHECK-ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
v_add_f16 v0, 0x3c00, v1
// CHECK-ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
v_add_f32 v0, 0x3f800000, v1
// CHECK: encoding: {{\[}}0xf2,0x02,0x00,0x06{{\]}}
v_ceil_f64 v[0:1], 0x3ff00000
// CHECK: encoding: {{\[}}0xff,0x30,0x00,0x7e,0x00,0x00,0xf0,0x3f{{\]}}
s_mov_b64 s[0:1], 1.0
// CHECK: encoding: {{\[}}0xf2,0x04,0x80,0xbe{{\]}}
s_mov_b64 s[0:1], 1.5
// CHECK-ERR: :[[@LINE-1]]:19: error: invalid operand for instruction
s_add_u32 s0, 0x12345, 0x12345
// CHECK: encoding: {{\[}}0xff,0xff,0x00,0x80,0x45,0x23,0x01,0x00{{\]}}
s_add_u32 s0, 0x12345, 74565
// CHECK: encoding: {{\[}}0xff,0xff,0x00,0x80,0x45,0x23,0x01,0x00{{\]}}
s_add_u32 s0, 0x12345, 0x12346
// CHECK-ERR: :[[@LINE-1]]:24: error: only one literal operand is allowed
s_add_u32 s0, 1.0, 0x3f800000
// CHECK: encoding: {{\[}}0xf2,0xf2,0x00,0x80{{\]}}
v_add_f32_e64 v0, 0x12345, v1
// CHECK-ERR: :[[@LINE-1]]:19: error: literal operands are not supported
v_fma_f32 v0, v1, v2, 0x12345
// CHECK-ERR: :[[@LINE-1]]:23: error: literal operands are not supported
s_setreg_imm32_b32 hwreg(HW_REG_MODE), 0xffffffff
// CHECK: encoding: {{\[}}0x01,0xf8,0x80,0xba,0xff,0xff,0xff,0xff{{\]}}
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 0x1
// CHECK: encoding: {{\[}}0x01,0x18,0x80,0xba,0x01,0x00,0x00,0x00{{\]}}
s_load_dword s0, s[2:3], 0xfffff
// CHECK: encoding: {{\[}}0xff,0x02,0x00,0xc0,0xff,0xff,0x0f,0x00{{\]}}
s_load_dword s0, s[2:3], -0x100000
// CHECK-ERR: :[[@LINE-1]]:{{[0-9]+}}: error:
s_load_dword s0, s[2:3], 0x100000
// CHECK: encoding: {{\[}}0xff,0x02,0x00,0xc0,0x00,0x00,0x10,0x00{{\]}}
s_waitcnt 0
// CHECK: encoding: {{\[}}0x00,0x00,0x8c,0xbf{{\]}}
s_waitcnt vmcnt(0) lgkmcnt(0)
// CHECK: encoding: {{\[}}0x70,0x00,0x8c,0xbf{{\]}}
s_waitcnt vmcnt(1) & expcnt(2) & lgkmcnt(3)
// CHECK: encoding: {{\[}}0x21,0x03,0x8c,0xbf{{\]}}
buffer_load_dword v1, v2, s[4:7], s1 offen offset:4095
// CHECK: encoding: {{\[}}0xff,0x1f,0x30,0xe0,0x02,0x01,0x01,0x01{{\]}}
global_load_dword v1, v[2:3], off
// CHECK-ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
global_load_dword v1, v2, s[4:5]
// CHECK-ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
scratch_load_dword v1, off, s1
// CHECK-ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
