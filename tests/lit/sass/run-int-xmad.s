// XMAD execution (docs/sass.md "Execution semantics of the ALU rows", D-I1): 16x16 product of
// the selected halves (.H1 = bits 31..16, else 15..0; .S16 sign-extends), .PSL shifts it left 16,
// .CLO/.CHI take Rc's low/high half, .CBCC adds Sb << 16, .MRG puts Sb's low half in the
// result's high half, .X adds CF, .CC writes the carry out of the 32-bit sum.
// Expected values derived by hand (schoolbook 16-bit products), not from gpuisa.
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/int.json --json %s | %jsonq | FileCheck %s
//
// State: R1 = 0x12345678, 0xfffffffd; R2 = 0x9abcdef0, 0x7fff0003; R3 = 0x0001ffff, 0x8000fffe;
// R4 = 0xffffffff, 1; c[0][0] = 0x00050003.
//
// nvcc's 32-bit multiply a*b mod 2^32 = a.lo*b.lo + ((a.hi*b.lo + a.lo*b.hi) << 16):
XMAD R10, R1, R2, RZ ;                   // a.lo*b.lo: 0x5678*0xdef0 = 0x4b4d2080; 0xfffd*0x0003 = 0x2fff7
XMAD.MRG R11, R1, R2.H1, RZ ;            // low16(a.lo*b.hi) | b.lo << 16:
                                         //   0x5678*0x9abc = 0x3443b020 -> 0xdef0b020;
                                         //   0xfffd*0x7fff = 0x7ffe8003 -> 0x00038003
XMAD.PSL.CBCC R12, R1.H1, R11.H1, R10 ;  // (a.hi*b.lo << 16) + R10 + (R11 << 16):
                                         //   lane 0: 0x1234*0xdef0 = 0x0fda28c0 -> 0x28c00000;
                                         //     0x28c00000 + 0x4b4d2080 + 0xb0200000 = 0x242d2080 (mod 2^32)
                                         //     = 0x12345678 * 0x9abcdef0 mod 2^32 (0x0b00ea4e_242d2080)
                                         //   lane 1: 0xffff*0x0003 = 0x2fffd -> 0xfffd0000;
                                         //     0xfffd0000 + 0x2fff7 + 0x80030000 = 0x8002fff7
                                         //     = 0xfffffffd * 0x7fff0003 mod 2^32 (-3 * 0x7fff0003 = -0x17ffd0009)
XMAD.S16.S16 R13, R3, R3.H1, RZ ;        // (-1)*(1) = 0xffffffff; (-2)*(-32768) = 0x10000
XMAD.CLO R14, R4, 0x2, R3 ;              // 0xffff*2 + 0xffff = 0x2fffd; 1*2 + 0xfffe = 0x10000
XMAD.CHI R15, R4.H1, 0x3, R3 ;           // 0xffff*3 + 0x0001 = 0x2fffe; 0*3 + 0x8000 = 0x8000
XMAD R16.CC, R4, R4, R4 ;                // 0xfffe0001 + 0xffffffff = 0x1_fffe0000: 0xfffe0000, CF 1, SF 1;
                                         //   1*1 + 1 = 2, CF 0
XMAD.X R17, RZ, RZ, RZ ;                 // 0 + CF: 1, 0
XMAD.MRG R18, R1, 0x10, RZ ;             // 0x5678*0x10 = 0x56780 -> 0x6780 | 0x10 << 16 = 0x106780;
                                         //   0xfffd*0x10 = 0xfffd0 -> 0xffd0 | 0x100000 = 0x10ffd0
XMAD R19, R1.H1, c[0x0] [0x0], RZ ;      // a.hi * c.lo: 0x1234*3 = 0x369c; 0xffff*3 = 0x2fffd
XMAD R20, R2, R4, c[0x0] [0x0] ;         // RC form, c[] added: 0xdef0*0xffff + 0x50003 = 0xdeef2110 + 0x50003
                                         //   = 0xdef42113; 3*1 + 0x50003 = 0x50006
EXIT ;

// CHECK: regs.R10: 0x4b4d2080 0x2fff7
// CHECK-NEXT: regs.R11: 0xdef0b020 0x38003
// CHECK-NEXT: regs.R12: 0x242d2080 0x8002fff7
// CHECK-NEXT: regs.R13: 0xffffffff 0x10000
// CHECK-NEXT: regs.R14: 0x2fffd 0x10000
// CHECK-NEXT: regs.R15: 0x2fffe 0x8000
// CHECK-NEXT: regs.R16: 0xfffe0000 0x2
// CHECK-NEXT: regs.R17: 0x1 0x0
// CHECK-NEXT: regs.R18: 0x106780 0x10ffd0
// CHECK-NEXT: regs.R19: 0x369c 0x2fffd
// CHECK: regs.R20: 0xdef42113 0x50006
// CHECK: cc.CF: 1 0
// CHECK-NEXT: cc.OF: 0 0
// CHECK-NEXT: cc.SF: 1 0
// CHECK-NEXT: cc.ZF: 0 0
