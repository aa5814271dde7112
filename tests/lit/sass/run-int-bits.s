// SHF, BFI, FLO, POPC, PRMT execution (docs/sass.md "Execution semantics of the ALU rows", D-I5):
// SHF funnels {Rc:Ra}: .L gives the high word of it shifted left, .R the low word (.HI the high
// word) shifted right, arithmetically for .S32/.S64; the amount wraps with .W (mod 32, mod 64 for
// .U64/.S64) and is clamped otherwise (to 32, 64); BFI, FLO, POPC, PRMT as PTX bfi, bfind, popc,
// prmt (default mode). Expected values derived by hand.
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/int.json --json %s | %jsonq | FileCheck %s
//
// State: R1 = 0x12345678, 0xfffffffd; R2 = 0x9abcdef0, 0x7fff0003; R4 = 0xffffffff, 1;
// R5 = 0x80000000, 0x7fffffff; R6 = 4, 0xffffffff; R7 = 0xf0f0f0f0, 0xffff.
SHF.L.W R10, R1, R6, R2 ;        // n = 4: R2 << 4 | R1 >> 28 = 0xabcdef01;
                                 //   n = 31: R2 << 31 | R1 >> 1 = 0x80000000 | 0x7ffffffe = 0xfffffffe
SHF.L R11, R1, R6, R2 ;          // clamped: n = 4: 0xabcdef01; n = 32: R1 = 0xfffffffd
SHF.R.U64 R12, R1, 0x8, R2 ;     // R1 >> 8 | R2 << 24: 0xf0123456; 0x03ffffff
SHF.R.S64 R13, R1, 0x24, R2 ;    // n = 36: low word = R2 >> 4 arithmetic: 0xf9abcdef; 0x07fff000
SHF.R.S32.HI R14, RZ, R6, R5 ;   // 0x80000000 >> 4 = 0xf8000000; n = 0xffffffff clamped to 32: sign 0
SHF.R.HI R15, RZ, 0x1, R5 ;      // logical: 0x40000000; 0x3fffffff
SHF.L.U64 R16, R1, 0x28, R2 ;    // n = 40: high word = R1 << 8: 0x34567800; 0xfffffd00
BFI R17, R6, 0x0804, R7 ;        // 8 bits at 4: 0xf0f0f000 | 0x040 = 0xf0f0f040; 0xf00f | 0xff0 = 0xffff
BFI R18, R4, 0x101c, RZ ;        // 16 bits at 28 keep 4: 0xf0000000; 0x10000000
BFI R19, R4, 0x0020, R7 ;        // position 32: Rc unchanged
FLO.U32 R20, R1 ;                // most significant 1: bit 28 = 0x1c; 0x1f
FLO R21, R1 ;                    // .S32: 0x1c; -3: most significant 0 = bit 1
FLO.U32 R22, RZ ;                // none: 0xffffffff
POPC R23, R1 ;                   // 1+1+2+1+2+2+3+1 = 13; 31
PRMT R24, R1, 0x3210, R2 ;       // identity: R1
PRMT R25, R1, 0x4567, R2 ;       // R2's bytes reversed: 0xf0debc9a; 0x0300ff7f
PRMT R26, R1, 0x8880, R2 ;       // byte 0, then its sign: 0x00000078; 0xfffffffd
EXIT ;

// CHECK: regs.R10: 0xabcdef01 0xfffffffe
// CHECK-NEXT: regs.R11: 0xabcdef01 0xfffffffd
// CHECK-NEXT: regs.R12: 0xf0123456 0x3ffffff
// CHECK-NEXT: regs.R13: 0xf9abcdef 0x7fff000
// CHECK-NEXT: regs.R14: 0xf8000000 0x0
// CHECK-NEXT: regs.R15: 0x40000000 0x3fffffff
// CHECK-NEXT: regs.R16: 0x34567800 0xfffffd00
// CHECK-NEXT: regs.R17: 0xf0f0f040 0xffff
// CHECK-NEXT: regs.R18: 0xf0000000 0x10000000
// CHECK-NEXT: regs.R19: 0xf0f0f0f0 0xffff
// CHECK: regs.R20: 0x1c 0x1f
// CHECK-NEXT: regs.R21: 0x1c 0x1
// CHECK-NEXT: regs.R22: 0xffffffff 0xffffffff
// CHECK-NEXT: regs.R23: 0xd 0x1f
// CHECK-NEXT: regs.R24: 0x12345678 0xfffffffd
// CHECK-NEXT: regs.R25: 0xf0debc9a 0x300ff7f
// CHECK-NEXT: regs.R26: 0x78 0xfffffffd
