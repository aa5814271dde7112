// Seed LEA page, fourth example (32-bit, no .E): unsigned byte B[i-2] with i in R12 and
// &B[0] in R2; P1 steers LD.U8 to shared memory or to global/local. "Rd" is R6 here.
// The program is examples/sass/lea-ld-u8.s; the state beside it.
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/../../../examples/sass/lea-ld-u8.json --json %S/../../../examples/sass/lea-ld-u8.s | %jsonq | FileCheck %s
//
// State: 4 lanes; &B[0] = R2 = 0xfe000100 (inside the default shared window
// [0xfe000000, 0xff000000)) on lanes 0-1 and 0x3000 (global) on lanes 2-3; i = R12 = 2, 5,
// 2, 3. Shared bytes at window offset 0x100: 81 82 83 84; global bytes at 0x3000: f0 7f.
// By hand (spec/sass-sm50.md, "LEA", "LD steering", "LD address"):
//   LEA.LO P1, R10, R12, R2: R10 = R12 + R2 = 0xfe000102, 0xfe000105, 0x3002, 0x3003;
//     P1 = !(window detect) = false, false, true, true; CC is not written.
//   LD.U8 R6, [R10 - 2], P1: addresses 0xfe000100, 0xfe000103 (shared offsets 0x100, 0x103),
//     0x3000, 0x3001 (global); zero-extended: R6 = 0x81, 0x84, 0xf0, 0x7f.

// CHECK: regs.R10: 0xfe000102 0xfe000105 0x3002 0x3003
// CHECK-NEXT: regs.R12: 0x2 0x5 0x2 0x3
// CHECK-NEXT: regs.R2: 0xfe000100 0xfe000100 0x3000 0x3000
// CHECK-NEXT: regs.R6: 0x81 0x84 0xf0 0x7f
// CHECK-NEXT: preds.P1: 0 0 1 1
// CHECK-NOT: cc.
// CHECK-NOT: fault
// CHECK: instructions: 2
