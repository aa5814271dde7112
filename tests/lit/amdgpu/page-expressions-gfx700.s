// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx700 --llvm-compat --show-encoding %s 2>/dev/null | FileCheck --check-prefix=CHECK %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx700 --llvm-compat --show-encoding %s 2>&1 >/dev/null | FileCheck --check-prefix=CHECK-ERR %s
// Expressions, symbols and relocatable values of the seed page.
x = -1
y = x + 10
v_mov_b32 v0, y
// CHECK: encoding: {{\[}}0x89,0x02,0x00,0x7e{{\]}}
v_mov_b32 v0, 2*3+1
// CHECK: encoding: {{\[}}0x87,0x02,0x00,0x7e{{\]}}
v_mov_b32 v0, (1+2)<<3
// CHECK: encoding: {{\[}}0x98,0x02,0x00,0x7e{{\]}}
v_mov_b32 v0, 17/4
// CHECK: encoding: {{\[}}0x84,0x02,0x00,0x7e{{\]}}
v_mov_b32 v0, -17%4
// CHECK: encoding: {{\[}}0xc1,0x02,0x00,0x7e{{\]}}
v_mov_b32 v0, -16>>60
// CHECK: encoding: {{\[}}0x8f,0x02,0x00,0x7e{{\]}}
v_mov_b32 v0, 5>3
// CHECK: encoding: {{\[}}0xc1,0x02,0x00,0x7e{{\]}}
v_mov_b32 v0, 5>=6
// CHECK: encoding: {{\[}}0x80,0x02,0x00,0x7e{{\]}}
v_mov_b32 v0, 3<>4
// CHECK: encoding: {{\[}}0xc1,0x02,0x00,0x7e{{\]}}
v_mov_b32 v0, 3==3
// CHECK: encoding: {{\[}}0xc1,0x02,0x00,0x7e{{\]}}
v_mov_b32 v0, 3!=3
// CHECK: encoding: {{\[}}0x80,0x02,0x00,0x7e{{\]}}
v_mov_b32 v0, 1&&0
// CHECK: encoding: {{\[}}0x80,0x02,0x00,0x7e{{\]}}
v_mov_b32 v0, 1||0
// CHECK: encoding: {{\[}}0x81,0x02,0x00,0x7e{{\]}}
v_mov_b32 v0, !5
// CHECK: encoding: {{\[}}0x80,0x02,0x00,0x7e{{\]}}
v_mov_b32 v0, ~0
// CHECK: encoding: {{\[}}0xc1,0x02,0x00,0x7e{{\]}}
v_mov_b32 v0, +7
// CHECK: encoding: {{\[}}0x87,0x02,0x00,0x7e{{\]}}
v_mov_b32 v0, 6&3
// CHECK: encoding: {{\[}}0x82,0x02,0x00,0x7e{{\]}}
v_mov_b32 v0, 6|3
// CHECK: encoding: {{\[}}0x87,0x02,0x00,0x7e{{\]}}
v_mov_b32 v0, 6^3
// CHECK: encoding: {{\[}}0x85,0x02,0x00,0x7e{{\]}}
.set z, 0x20
v_mov_b32 v0, z
// CHECK: encoding: {{\[}}0xa0,0x02,0x00,0x7e{{\]}}
.globl g
label:
v_add_co_u32_e32 v0, vcc, label, v1
// CHECK-ERR: :[[@LINE-1]]:{{[0-9]+}}: error:
expr = .
v_add_co_u32_e32 v0, vcc, expr, v1
// CHECK-ERR: :[[@LINE-1]]:{{[0-9]+}}: error:
s_branch label
// CHECK: encoding: {{\[}}0xff,0xff,0x82,0xbf{{\]}}
s_branch fwd
// CHECK: encoding: {{\[}}0x02,0x00,0x82,0xbf{{\]}}
v_mov_b32 v0, fwd-label
// CHECK: encoding: {{\[}}0xff,0x02,0x00,0x7e,0x10,0x00,0x00,0x00{{\]}}
fwd:
s_nop 0
// CHECK: encoding: {{\[}}0x00,0x00,0x80,0xbf{{\]}}
