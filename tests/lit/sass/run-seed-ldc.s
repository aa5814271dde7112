// Seed LDC page examples.
// The program is examples/sass/ldc.s; the state beside it.
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/../../../examples/sass/ldc.json --json %S/../../../examples/sass/ldc.s | %jsonq | FileCheck %s
//
// State: 2 lanes, R1 = 0, 4; c[0][0x404] = 0xc0, c[0][0x408] = 0xc1; c[7][0x400..0x40f] =
// 0x70 0x71 0x72 0x73 (u32 words).
// By hand (seed LDC page; spec/sass-sm50.md "Constant banks"):
//   LDC.32.IA R2, c[0][R1 + 0x404]: IA: bank 0, address R1 + 0x404 = 0x404, 0x408:
//     R2 = 0xc0, 0xc1.
//   LDC.64 R4, c[7][0x400]: R4 = 0x70, R5 = 0x71;  LDC.64 R6, c[7][0x408]: R6 = 0x72, R7 = 0x73.

// CHECK: regs.R1: 0x0 0x4
// CHECK-NEXT: regs.R2: 0xc0 0xc1
// CHECK-NEXT: regs.R4: 0x70 0x70
// CHECK-NEXT: regs.R5: 0x71 0x71
// CHECK-NEXT: regs.R6: 0x72 0x72
// CHECK-NEXT: regs.R7: 0x73 0x73
// CHECK-NOT: fault
// CHECK: instructions: 3
