// Seed LEA page, first example: the address of double A[i+10], i and &A[0] 64-bit.
// "Rd" of the seed's LD is R6 here (LD.64 needs an even register).
// The program is examples/sass/lea-a64.s; the state beside it.
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/../../../examples/sass/lea-a64.json --json %S/../../../examples/sass/lea-a64.s | %jsonq | FileCheck %s
//
// State: 4 lanes, {R5,R4} = &A[0] = 0x1000, {R3,R2} = i = lane (0..3); global memory at
// 0x1050 holds the u32 words 1..8 (A[10..13] as pairs of words).
// By hand (spec/sass-sm50.md, "LEA"):
//   LEA.LO: R0 = (R2 << 3) + R4 = 0x1000 + 8*i; no carry, so CC.CF = 0. CC.ZF = 0,
//           CC.SF = 0, CC.OF = !(0xFE000000 <= R0 < 0xFF000000) = 1.
//   LEA.HI.X: R1 = ({R3,R2} << 3) >> 32 + R5 + CF = 0; the CC.OF it reads is 1, so the
//           address is not in the shared window: P0 = true (global/local); CC unchanged.
//   LD.64 R6, [R0 + 80], P0: 32-bit address 0x1050 + 8*i, global; R6/R7 = words 2i+1, 2i+2.

// CHECK: regs.R0: 0x1000 0x1008 0x1010 0x1018
// CHECK-NEXT: regs.R1: 0x0 0x0 0x0 0x0
// CHECK-NEXT: regs.R2: 0x0 0x1 0x2 0x3
// CHECK-NEXT: regs.R3: 0x0 0x0 0x0 0x0
// CHECK-NEXT: regs.R4: 0x1000 0x1000 0x1000 0x1000
// CHECK-NEXT: regs.R5: 0x0 0x0 0x0 0x0
// CHECK-NEXT: regs.R6: 0x1 0x3 0x5 0x7
// CHECK-NEXT: regs.R7: 0x2 0x4 0x6 0x8
// CHECK-NEXT: preds.P0: 1 1 1 1
// CHECK-NEXT: cc.CF: 0 0 0 0
// CHECK-NEXT: cc.OF: 1 1 1 1
// CHECK-NEXT: cc.SF: 0 0 0 0
// CHECK-NEXT: cc.ZF: 0 0 0 0
// CHECK-NOT: fault
// CHECK: instructions: 3
