// Seed LEA page, second example: the address of double A[100 - i], i a signed 32-bit
// number (sign-extended by BFE, negated by LEA). "Rd" of the seed's LD is R6 here.
// The program is examples/sass/lea-neg.s; the state beside it.
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/../../../examples/sass/lea-neg.json --json %S/../../../examples/sass/lea-neg.s | %jsonq | FileCheck %s
//
// State: 4 lanes, i = R2 = 2, -1, 0, 5; {R5,R4} = &A[0] = 0x1000; global memory at 0x12f8
// holds the u32 words 0x100 + k, k = 0..13.
// By hand (spec/sass-sm50.md, "BFE" and "LEA"):
//   BFE.S32 R3, R2, 0x011f: position 31, length 1, sign-extended: R3 = 0, 0xffffffff, 0, 0.
//   LEA.LO R0.CC, -R2, R4, 3: R0 = ((-R2) << 3) + 0x1000 (32-bit), CF = carry out:
//     i=2: 0xfffffff0 + 0x1000 = 0x1_00000ff0 -> R0 = 0xff0, CF 1
//     i=-1: 8 + 0x1000 = 0x1008, CF 0;  i=0: 0x1000, CF 0
//     i=5: 0xffffffd8 + 0x1000 = 0x1_00000fd8 -> R0 = 0xfd8, CF 1
//   LEA.HI.X P0, R1, -R2, R5, R3, 3: R1 = ((-{R3,R2}) << 3) >> 32 + R5 + CF:
//     i=2: 0xffffffff + 0 + 1 = 0 (mod 2^32); i=-1: 0; i=0: 0; i=5: 0xffffffff + 1 = 0.
//     The CC.OF it reads is 1 (no R0 lies in the shared window): P0 = true.
//   LD.64 R6, [R0 + 800], P0: 0xff0+800 = 0x1310 (k 6), 0x1328 (k 12), 0x1320 (k 10),
//     0x12f8 (k 0): R6 = 0x100+k, R7 = 0x101+k.

// CHECK: regs.R0: 0xff0 0x1008 0x1000 0xfd8
// CHECK-NEXT: regs.R1: 0x0 0x0 0x0 0x0
// CHECK-NEXT: regs.R2: 0x2 0xffffffff 0x0 0x5
// CHECK-NEXT: regs.R3: 0x0 0xffffffff 0x0 0x0
// CHECK-NEXT: regs.R4: 0x1000 0x1000 0x1000 0x1000
// CHECK-NEXT: regs.R5: 0x0 0x0 0x0 0x0
// CHECK-NEXT: regs.R6: 0x106 0x10c 0x10a 0x100
// CHECK-NEXT: regs.R7: 0x107 0x10d 0x10b 0x101
// CHECK-NEXT: preds.P0: 1 1 1 1
// CHECK-NEXT: cc.CF: 1 0 0 1
// CHECK-NEXT: cc.OF: 1 1 1 1
// CHECK-NEXT: cc.SF: 0 0 0 0
// CHECK-NEXT: cc.ZF: 0 0 0 0
// CHECK-NOT: fault
// CHECK: instructions: 4
