// Diagnostics: FILE:LINE:COL, the source line and a caret, every error of the
// file, exit status 1; standard input is named <stdin>.
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx900 %s 2>&1 | FileCheck --strict-whitespace %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx900 - < %s 2>&1 | FileCheck --check-prefix=STDIN %s
// RUN: %gpuisa as -arch=amdgcn -mcpu=gfx900 -show-encoding %S/Inputs/ok.s | FileCheck --check-prefix=ALIAS %s

s_mov_b32 s0, s[1:2]
// CHECK: diagnostics.s:[[@LINE-1]]:15: error: invalid register alignment
// CHECK-NEXT: {{^}}s_mov_b32 s0, s[1:2]{{$}}
// CHECK-NEXT: {{^}}              ^{{$}}
// STDIN: <stdin>:[[@LINE-4]]:15: error: invalid register alignment
v_add_f32 v0, v1
// CHECK: diagnostics.s:[[@LINE-1]]:1: error: too few operands for instruction
frobnicate v0
// CHECK: diagnostics.s:[[@LINE-1]]:1: error: invalid instruction
v_mov_b32 v0, 1 +
// CHECK: diagnostics.s:[[@LINE-1]]:18: error: expected an expression
	v_mov_b32	v0, v[256]
// CHECK: diagnostics.s:[[@LINE-1]]:16: error: register index is out of range
// Tabs are expanded to 8-column stops in the echoed line and the caret line, as llvm-mc prints them.
// CHECK-NEXT: {{^}}        v_mov_b32       v0, v[256]{{$}}
// CHECK-NEXT: {{^}}                            ^{{$}}
s_branch undefined_far_label+4
// CHECK: diagnostics.s:[[@LINE-1]]:10: error: expected an absolute expression or a label
// ALIAS: encoding: {{\[}}0x00,0x00,0x80,0xbf{{\]}}
