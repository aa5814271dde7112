// LEA semantics at the boundaries of spec/sass-sm50.md: scale 0 and 31, carries across
// 32 bits, bits shifted out by the scale, the shared-window edges, the 64-bit window detect.
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/lea-rules.json --json %s | %jsonq | FileCheck %s
//
// State: 4 lanes; R2 = 0xfdffffff, 0xfe000000, 0xfeffffff, 0xff000000 (around the default
// window [0xfe000000, 0xff000000)); R3 = 1; R6 = 0xffffffff, 0x80000000, 1, 0; R7 = 1.
//
// (1) LEA.LO P0, R0, R2, RZ: R0 = R2; P0 = !(in window) = 1, 0, 0, 1 (both edges).
LEA.LO P0, R0, R2, RZ ;
// (2) LEA.LO R1.CC, R6, R7: R6 + 1 = 0x1_00000000, 0x80000001, 2, 1:
//     R1 = 0, 0x80000001, 2, 1; CF = 1, 0, 0, 0; ZF = 1, 0, 0, 0; SF = 0, 1, 0, 0; OF = 1.
LEA.LO R1.CC, R6, R7 ;
// (3) LEA.LO R4.CC, R6, RZ, 1: (R6 << 1) mod 2^32 = 0xfffffffe, 0, 2, 0; the bit shifted
//     out is not a carry: CF = 0 everywhere; ZF = 0, 1, 0, 1; SF = 1, 0, 0, 0.
LEA.LO R4.CC, R6, RZ, 1 ;
// (4) scale 31 and 0: R5 = (R3 << 31) + RZ = 0x80000000; R8 = R3 << 0 = 1.
LEA.LO R5, R3, RZ, 31 ;
LEA.LO R8, R3, RZ, 0 ;
// (5) LEA.HI R9, R6, RZ, R3, 31: ({R3,R6} << 31) >> 32 = (R3 << 31 | R6 >> 1) mod 2^32
//     = 0xffffffff, 0xc0000000, 0x80000000, 0x80000000.
LEA.HI R9, R6, RZ, R3, 31 ;
// (6) 64-bit window detect: LEA.LO R10.CC, R2, RZ (OF = !(in window) = 1, 0, 0, 1), then
//     LEA.HI.X P1, R11, RZ, RZ, RZ: R11 = 0 + CF(0) = 0; shared only if OF(in) is 0 and R11 is
//     0: P1 = 1, 0, 0, 1. With Sb = R3 (R12 = 1): never shared, P2 = 1, 1, 1, 1.
LEA.LO R10.CC, R2, RZ ;
LEA.HI.X P1, R11, RZ, RZ, RZ ;
LEA.HI.X P2, R12, RZ, R3, RZ ;

// CHECK: regs.R0: 0xfdffffff 0xfe000000 0xfeffffff 0xff000000
// CHECK-NEXT: regs.R1: 0x0 0x80000001 0x2 0x1
// CHECK-NEXT: regs.R10: 0xfdffffff 0xfe000000 0xfeffffff 0xff000000
// CHECK-NEXT: regs.R11: 0x0 0x0 0x0 0x0
// CHECK-NEXT: regs.R12: 0x1 0x1 0x1 0x1
// CHECK-NEXT: regs.R2:
// CHECK-NEXT: regs.R3:
// CHECK-NEXT: regs.R4: 0xfffffffe 0x0 0x2 0x0
// CHECK-NEXT: regs.R5: 0x80000000 0x80000000 0x80000000 0x80000000
// CHECK-NEXT: regs.R6:
// CHECK-NEXT: regs.R7:
// CHECK-NEXT: regs.R8: 0x1 0x1 0x1 0x1
// CHECK-NEXT: regs.R9: 0xffffffff 0xc0000000 0x80000000 0x80000000
// CHECK-NEXT: preds.P0: 1 0 0 1
// CHECK-NEXT: preds.P1: 1 0 0 1
// CHECK-NEXT: preds.P2: 1 1 1 1
// The last CC writer is (6)'s LEA.LO: R10 = R2 + 0, no carry, not zero, SF = bit 31 = 1.
// CHECK-NEXT: cc.CF: 0 0 0 0
// CHECK-NEXT: cc.OF: 1 0 0 1
// CHECK-NEXT: cc.SF: 1 1 1 1
// CHECK-NEXT: cc.ZF: 0 0 0 0
// CHECK: instructions: 9
