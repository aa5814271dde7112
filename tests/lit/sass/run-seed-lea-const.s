// Seed LEA page, third example: &B[i].field for 128-byte structures, the 64-bit base in
// the constant bank {c[0][4], c[0][0]}; "Rd" of the seed's LD is R6 here.
// The program is examples/sass/lea-const.s; the state beside it.
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/../../../examples/sass/lea-const.json --json %S/../../../examples/sass/lea-const.s | %jsonq | FileCheck %s
//
// State: 4 lanes, i = R2 = 0, 1, 2, 0x2000000; c[0][0] = 0x2000, c[0][4] = 0; global words
// at 0x2014 + 128*i for i = 0, 1, 2 hold 0xa0, 0xa1, 0xa2.
// By hand (spec/sass-sm50.md, "LEA"; Rc omitted on LEA.HI is RZ):
//   LEA.LO R0.CC, R2, c[0][0], 7: R0 = (R2 << 7) + 0x2000: 0x2000, 0x2080, 0x2100, and
//     for i = 0x2000000: (0x2000000 << 7) mod 2^32 = 0, so R0 = 0x2000, CF 0 everywhere.
//   LEA.HI.X P0, R1, R2, c[0][4], 7: R1 = ({RZ,R2} << 7) >> 32 + 0 + CF = 0, 0, 0, and
//     0x2000000 >> 25 = 1 for the last lane. CC.OF read = 1: P0 = true.
//   LD.32 R6, [R0 + 20], P0 (no .E: the 32-bit address): 0x2014, 0x2094, 0x2114, 0x2014.

// CHECK: regs.R0: 0x2000 0x2080 0x2100 0x2000
// CHECK-NEXT: regs.R1: 0x0 0x0 0x0 0x1
// CHECK-NEXT: regs.R2: 0x0 0x1 0x2 0x2000000
// CHECK-NEXT: regs.R6: 0xa0 0xa1 0xa2 0xa0
// CHECK-NEXT: preds.P0: 1 1 1 1
// CHECK-NEXT: cc.CF: 0 0 0 0
// CHECK-NEXT: cc.OF: 1 1 1 1
// CHECK-NEXT: cc.SF: 0 0 0 0
// CHECK-NEXT: cc.ZF: 0 0 0 0
// CHECK-NOT: fault
// CHECK: instructions: 3
