// IADD3, IADD32I, ISCADD32I execution (docs/sass.md "Execution semantics of the ALU rows", D-I3):
// halves (.H0 = bits 15..0, .H1 = bits 31..16, zero-extended) are taken first, '-' negates mod
// 2^32, .RS/.LS shift (A + B) right/left by 16 before C is added, .X adds CF; CF = the exact
// unsigned sum of the 32-bit operands is >= 2^32, OF = the exact signed sum does not fit 32 bits;
// IADD3's 20-bit immediate is the unsigned field (as nvdisasm prints it); .SAT clamps on OF.
// Expected values derived by hand.
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/int.json --json %s | %jsonq | FileCheck %s
//
// State: R1 = 0x12345678, 0xfffffffd; R2 = 0x9abcdef0, 0x7fff0003; R3 = 0x0001ffff, 0x8000fffe;
// R4 = 0xffffffff, 1; R5 = 0x80000000, 0x7fffffff; R6 = 4, 0xffffffff; R7 = 0xf0f0f0f0, 0xffff.
IADD3 R10.CC, R4, R4, R4 ;           // 3 * 0xffffffff = 0x2_fffffffd: 0xfffffffd, CF 1; 3, CF 0
IADD3.X R11, RZ, RZ, RZ ;            // CF: 1, 0
IADD3 R13, -R1, R2, -R6 ;            // 0x9abcdef0 - 0x12345678 - 4 = 0x88888874;
                                     //   3 + 0x7fff0003 + 1 = 0x7fff0007
IADD3 R14, R3.H1, R3.H0, -R7.H1 ;    // 1 + 0xffff - 0xf0f0 = 0xf10; 0x8000 + 0xfffe - 0 = 0x17ffe
IADD3.RS R15, R4, R4, RZ ;           // 0x1_fffffffe >> 16 = 0x1ffff; 2 >> 16 = 0
IADD3.LS R16, R1, RZ, R6 ;           // 0x56780000 + 4 = 0x56780004; 0xfffd0000 + 0xffffffff = 0xfffcffff
IADD3 R17, R1, 0xfffff, RZ ;         // + 0x000fffff: 0x12445677; 0x1_000ffffc -> 0xffffc
IADD32I R18, -R1, 0x10 ;             // 0x10 - 0x12345678 = 0xedcba998; 0x10 + 3 = 0x13
IADD32I.SAT R19, R5, 0x7fffffff ;    // -2^31 + (2^31 - 1) = -1: 0xffffffff; overflow: 0x7fffffff
IADD32I.SAT R20, R5, -0x1 ;          // -2^31 - 1 overflows: 0x80000000; 0x7ffffffe
ISCADD32I R21, R6, 0x100, 0x4 ;      // (4 << 4) + 0x100 = 0x140; 0xfffffff0 + 0x100 = 0xf0
IADD3 R12.CC, R5, R5, RZ ;           // 2 * 0x80000000 = 0x1_00000000: 0, CF 1, ZF 1, OF 1 (-2^32);
                                     //   2 * 0x7fffffff = 0xfffffffe: CF 0, SF 1, OF 1 (2^32 - 2)
EXIT ;

// CHECK: regs.R10: 0xfffffffd 0x3
// CHECK-NEXT: regs.R11: 0x1 0x0
// CHECK-NEXT: regs.R12: 0x0 0xfffffffe
// CHECK-NEXT: regs.R13: 0x88888874 0x7fff0007
// CHECK-NEXT: regs.R14: 0xf10 0x17ffe
// CHECK-NEXT: regs.R15: 0x1ffff 0x0
// CHECK-NEXT: regs.R16: 0x56780004 0xfffcffff
// CHECK-NEXT: regs.R17: 0x12445677 0xffffc
// CHECK-NEXT: regs.R18: 0xedcba998 0x13
// CHECK-NEXT: regs.R19: 0xffffffff 0x7fffffff
// CHECK: regs.R20: 0x80000000 0x7ffffffe
// CHECK-NEXT: regs.R21: 0x140 0xf0
// CHECK: cc.CF: 1 0
// CHECK-NEXT: cc.OF: 1 1
// CHECK-NEXT: cc.SF: 0 1
// CHECK-NEXT: cc.ZF: 1 0
