// Hostile input gives diagnostics, never a crash or a hang (run under ASan+UBSan
// in the sanitizer build of the suite).
// RUN: python3 %S/Inputs/nasty.py > %t.s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx1010 %t.s 2>&1 | FileCheck %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx900 --llvm-compat %t.s 2>&1 | FileCheck %s
// CHECK: :1:{{[0-9]+}}: error: expression is nested too deeply
// CHECK: :3:15: error: {{.*}}out of range
// CHECK: :4:16: error: invalid character in input
// CHECK: :6:1: error: invalid instruction
// CHECK: :7:11: error: register index is out of range
// CHECK: :9:5: error: Recursive use of 'b'
// CHECK: :11:1: error: unexpected token at start of statement
// CHECK: :12:{{[0-9]+}}: error:
// CHECK-NOT: Sanitizer
