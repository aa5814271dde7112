// Seed LEA page, last example: U128 = U128 + U128 << 17 with a chain of LEA.HI.X.
// The program is examples/sass/lea-u128.s; the state beside it.
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/../../../examples/sass/lea-u128.json --json %S/../../../examples/sass/lea-u128.s | %jsonq | FileCheck %s
//
// State (1 lane): BASE = {R3,R2,R1,R0} = {0, 0, 0xffffffff, 0x00028000},
// SCALED_OFFSET = {R11,R10,R9,R8} = {0, 0x80000000, 1, 0xffffffff}.
// By hand (spec/sass-sm50.md, "LEA"; checked against 128-bit integer arithmetic):
//   R12 = (R8 << 17) mod 2^32 + R0 = 0xfffe0000 + 0x28000 = 0x1_00008000 -> 0x8000, CF 1
//   R13 = ({R9,R8} << 17) >> 32 + R1 + CF = 0x3ffff + 0xffffffff + 1 -> 0x3ffff, CF 1
//   R14 = ({R10,R9} << 17) >> 32 + R2 + CF = 0 + 0 + 1 = 1, CF 0, ZF 0, SF 0
//   R15 = ({R11,R10} << 17) >> 32 + R3 + CF = 0x10000
//   (BASE + (OFFSET << 17)) mod 2^128 = 0x00010000_00000001_0003ffff_00008000.
//   CC.OF: 0x8000 is outside the shared window, so every later OF is 1 as well.

// CHECK: regs.R0: 0x28000
// CHECK-NEXT: regs.R1: 0xffffffff
// CHECK-NEXT: regs.R10: 0x80000000
// CHECK-NEXT: regs.R11: 0x0
// CHECK-NEXT: regs.R12: 0x8000
// CHECK-NEXT: regs.R13: 0x3ffff
// CHECK-NEXT: regs.R14: 0x1
// CHECK-NEXT: regs.R15: 0x10000
// CHECK-NEXT: regs.R2: 0x0
// CHECK-NEXT: regs.R3: 0x0
// CHECK-NEXT: regs.R8: 0xffffffff
// CHECK-NEXT: regs.R9: 0x1
// CHECK-NEXT: cc.CF: 0
// CHECK-NEXT: cc.OF: 1
// CHECK-NEXT: cc.SF: 0
// CHECK-NEXT: cc.ZF: 0
// CHECK: instructions: 4
