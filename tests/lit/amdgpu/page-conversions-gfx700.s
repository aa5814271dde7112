// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx700 --llvm-compat --show-encoding %s 2>/dev/null | FileCheck --check-prefix=CHECK %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx700 --llvm-compat --show-encoding %s 2>&1 >/dev/null | FileCheck --check-prefix=CHECK-ERR %s
// "Type and Size Conversion" examples of the seed page (GFX9).
v_add_u16 v0, -1, 0
// CHECK-ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
v_add_f16 v0, -1, 0
// CHECK-ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
v_add_u32 v0, -1, 0
// CHECK-ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
v_add_f32 v0, -1, 0
// CHECK: encoding: {{\[}}0x00,0x00,0x06,0xd2,0xc1,0x00,0x01,0x00{{\]}}
v_add_u16 v0, 0xff00, v0
// CHECK-ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
v_add_u16 v0, 0xffffffffffffff00, v0
// CHECK-ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
v_add_u16 v0, -256, v0
// CHECK-ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
s_bfe_i64 s[0:1], 0xffefffff, s3
// CHECK: encoding: {{\[}}0xff,0x03,0x00,0x95,0xff,0xff,0xef,0xff{{\]}}
s_bfe_u64 s[0:1], 0xffefffff, s3
// CHECK: encoding: {{\[}}0xff,0x03,0x80,0x94,0xff,0xff,0xef,0xff{{\]}}
v_ceil_f64_e32 v[0:1], 0xffefffff
// CHECK: encoding: {{\[}}0xff,0x30,0x00,0x7e,0xff,0xff,0xef,0xff{{\]}}
x = 0xffefffff
s_bfe_i64 s[0:1], x, s3
// CHECK: encoding: {{\[}}0xff,0x03,0x00,0x95,0xff,0xff,0xef,0xff{{\]}}
s_bfe_u64 s[0:1], x, s3
// CHECK: encoding: {{\[}}0xff,0x03,0x80,0x94,0xff,0xff,0xef,0xff{{\]}}
v_ceil_f64_e32 v[0:1], x
// CHECK: encoding: {{\[}}0xff,0x30,0x00,0x7e,0xff,0xff,0xef,0xff{{\]}}
v_add_u16 v0, 0x1ff00, v0
// CHECK-ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
v_add_u16 v0, 0xffffffffffff00ff, v0
// CHECK-ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
v_add_f16 v0, 1.0, 0
// CHECK-ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
v_add_u16 v0, 1.0, 0
// CHECK-ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
v_add_f32 v0, 1.0, 0
// CHECK: encoding: {{\[}}0x00,0x00,0x06,0xd2,0xf2,0x00,0x01,0x00{{\]}}
v_add_u32 v0, 1.0, 0
// CHECK-ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
v_ceil_f64 v[0:1], 1.7976931348623157e308
// CHECK: encoding: {{\[}}0xff,0x30,0x00,0x7e,0xff,0xff,0xef,0x7f{{\]}}
v_add_f16 v1, 65500.0, v2
// CHECK-ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
v_add_f32 v1, 65600.0, v2
// CHECK: encoding: {{\[}}0xff,0x04,0x02,0x06,0x00,0x20,0x80,0x47{{\]}}
v_add_f16 v1, 65600.0, v2
// CHECK-ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
