// Seed LD page examples, in an order where they do not disturb each other's inputs.
// The program is examples/sass/ld.s; the state beside it.
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/../../../examples/sass/ld.json --json %S/../../../examples/sass/ld.s | %jsonq | FileCheck %s
//
// State: 2 lanes; R1 = 0x4000, 0x4010; {R3,R2} = 0x1_00000000, 0x1_00000008; P0 = P1 = true.
// Global u32 words at 0x4000: 1..10; at 0x1_00001234: 0x11 0x22 0x33.
// By hand (spec/sass-sm50.md, "LD address", "LD steering", sizes):
//   LD.E R0, [R2 + 0x1234]: 64-bit address {R3,R2} + 0x1234 = 0x1_00001234, 0x1_0000123c:
//     R0 = 0x11, 0x33 (Plg omitted = PT: global).
//   LD.32 R3, [R1 + 20], P0: 0x4014, 0x4024: R3 = word 5 (6), word 9 (10).
//   LD.U.128 R4, [R1], P1: 16 bytes at 0x4000 / 0x4010 into R4..R7 (behaves as .128).

// CHECK: regs.R0: 0x11 0x33
// CHECK-NEXT: regs.R1: 0x4000 0x4010
// CHECK-NEXT: regs.R2: 0x0 0x8
// CHECK-NEXT: regs.R3: 0x6 0xa
// CHECK-NEXT: regs.R4: 0x1 0x5
// CHECK-NEXT: regs.R5: 0x2 0x6
// CHECK-NEXT: regs.R6: 0x3 0x7
// CHECK-NEXT: regs.R7: 0x4 0x8
// CHECK-NEXT: preds.P0: 1 1
// CHECK-NEXT: preds.P1: 1 1
// CHECK-NOT: fault
// CHECK: instructions: 3
