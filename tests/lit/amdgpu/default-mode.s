// Default mode follows the seed page where llvm-mc 14 differs (spec/amdgpu.md) and
// warns about the difference. Expected encodings are worked out from the page:
// 0ffh = 255 (a literal), 10h = 16 (inline 128+16 = 0x90), page priorities put
// << below + so 1+2<<3 = 24 (inline 0x98), && and || are equal and left-associative
// so 1 || 0 && 0 = (1 || 0) && 0 = 0 (inline 0x80), 0x3f800000 is not a page
// iconst so it is a literal, 1.0 is an fconst (0xf2).
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx900 --show-encoding %s 2>%t.err | FileCheck %s
// RUN: FileCheck --check-prefix=WARN %s < %t.err

v_mov_b32 v0, 0ffh
// CHECK: encoding: {{\[}}0xff,0x02,0x00,0x7e,0xff,0x00,0x00,0x00{{\]}}
// WARN: default-mode.s:[[@LINE-2]]:15: warning: llvm-mc 14 reads the number '0ffh' differently; the seed page's reading is used
v_mov_b32 v0, 10h
// CHECK: encoding: {{\[}}0x90,0x02,0x00,0x7e{{\]}}
// WARN: default-mode.s:[[@LINE-2]]:15: warning: llvm-mc 14 reads the number '10h' differently
v_mov_b32 v0, 1+2<<3
// CHECK: encoding: {{\[}}0x98,0x02,0x00,0x7e{{\]}}
// WARN: default-mode.s:[[@LINE-2]]:15: warning: operator precedence differs from llvm-mc (17 there, 24 here)
v_mov_b32 v0, 1 || 0 && 0
// CHECK: encoding: {{\[}}0x80,0x02,0x00,0x7e{{\]}}
// WARN: default-mode.s:[[@LINE-2]]:15: warning: operator precedence differs from llvm-mc (1 there, 0 here)
s_mov_b32 s0, 0x3f800000
// CHECK: encoding: {{\[}}0xff,0x00,0x80,0xbe,0x00,0x00,0x80,0x3f{{\]}}
// WARN: default-mode.s:[[@LINE-2]]:15: warning: the seed page encodes this value as a literal; llvm-mc 14 uses an inline constant
v_add_f32 v0, 1.0, v1
// CHECK: encoding: {{\[}}0xf2,0x02,0x00,0x02{{\]}}
v_add_f32 v0, (1+2)<<3, v1
// CHECK: encoding: {{\[}}0x98,0x02,0x00,0x02{{\]}}
// WARN-NOT: :[[@LINE-2]]:{{[0-9]+}}: warning

// A float inline constant in a 64-bit integer operand (clang -O0 writes `s_mov_b64 s[4:5], 1.0`):
// the page disables float conversion there but lists 1.0 as an inline constant of every
// operand but 16-bit integers; encoded as llvm-mc 14 does, with a warning.
s_mov_b64 s[0:1], 1.0
// CHECK: encoding: {{\[}}0xf2,0x01,0x80,0xbe{{\]}}
// WARN: default-mode.s:[[@LINE-2]]:19: warning: the seed page disables floating-point conversion for 64-bit integer operands; encoded as the inline constant llvm-mc 14 uses
