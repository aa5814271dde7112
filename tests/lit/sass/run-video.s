// VADD and VMNMX (docs/sass.md D-V2, D-V3): PTX's scalar video instructions (vadd, vmin, vmax with
// .asel/.bsel, per-source signedness, .sat, the secondary operation .add/.min/.max and the merges
// d.b0/.b2/.h0/.h1). 4 lanes (Inputs/video4.json), every value by hand:
//   R2 = 0x80ff017f  0x00000005  0x7fffffff  0xfffe8000     (a)
//   R3 = 0x01020304  0xfffffffb  0x00010001  0x00018000     (b)
//   R4 = 0x11223344  0x00000010  0xffffffff  0x00000000     (c)
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/video4.json --json %s | %jsonq | FileCheck %s
//
// bytes, no secondary op: a.B0 + b.B1 unsigned = 127+3, 5+255, 255+0, 0+128
VADD.U8.U8 R10, R2.B0, R3.B1, RZ ;
// CHECK: regs.R10: 0x82 0x104 0xff 0x80
// signed bytes a.B3 + b.B0 = -128+4, 0+(-5), 127+1, -1+0 (33-bit value, low 32 bits written)
VADD.S8.S8 R11, R2.B3, R3, RZ ;
// CHECK-NEXT: regs.R11: 0xffffff84 0xfffffffb 0x80 0xffffffff
// .SAT with a byte merge clamps to the S8 range (signed destination: bit 54 set, no .UD):
// -124, -5, 128 -> 127, -1 as byte 2 of c: 0x11[84]3344, 0x00[fb]0010, 0xff[7f]ffff, 0x00[ff]0000
VADD.S8.S8.SAT.MRG_8B2 R12, R2.B3, R3, R4 ;
// CHECK-NEXT: regs.R12: 0x11843344 0xfb0010 0xff7fffff 0xff0000
// .UD: the U8 range: -124 -> 0, -5 -> 0, 128, -1 -> 0 as byte 0 of c
VADD.UD.S8.S8.SAT.MRG_8B0 R13, R2.B3, R3, R4 ;
// CHECK-NEXT: regs.R13: 0x11223300 0x0 0xffffff80 0x0
// halves: a.H1 unsigned + b.H0 signed = 0x80ff+0x0304 = 0x8403, 0+(-5), 0x7fff+1 = 0x8000,
// 0xfffe+(-32768) = 0x7ffe; low 16 bits merged into the low half of c
VADD.U16.S16.MRG_16L R14, R2.H1, R3, R4 ;
// CHECK-NEXT: regs.R14: 0x11228403 0xfffb 0xffff8000 0x7ffe
// signed halves a.H1 + b.H1 = -32513+258 = -32255 (0x8201), 0+(-1), 32767+1 -> 32767 (S16
// saturation), -2+1 = -1; merged into the high half of c
VADD.S16.S16.SAT.MRG_16H R15, R2.H1, R3.H1, R4 ;
// CHECK-NEXT: regs.R15: 0x82013344 0xffff0010 0x7fffffff 0xffff0000
// words (S32.S32, the default, not printed): the wrapped sums
VADD R16, R2, R3, RZ ;
// CHECK-NEXT: regs.R16: 0x82010483 0x0 0x80010000 0x0
// .SAT, signed destination: 0x7fffffff + 0x10001 -> 0x7fffffff
VADD.SAT R17, R2, R3, RZ ;
// CHECK-NEXT: regs.R17: 0x82010483 0x0 0x7fffffff 0x0
// .SAT, unsigned: 5 + 0xfffffffb and 0xfffe8000 + 0x18000 reach 2^32 -> 0xffffffff
VADD.UD.U32.U32.SAT R18, R2, R3, RZ ;
// CHECK-NEXT: regs.R18: 0x82010483 0xffffffff 0x80010000 0xffffffff
// .ACC: a.B2 + b.B2 + c (c signed: the destination is) = 255+2+0x11223344, 0+255+16,
// 255+1-1, 254+1+0
VADD.U8.U8.ACC R19, R2.B2, R3.B2, R4 ;
// CHECK-NEXT: regs.R19: 0x11223445 0x10f 0xff 0xff
// VMNMX without .MX is the minimum, then .MIN with c, all signed: min3
VMNMX.MIN R20, R2, R3, R4 ;
// CHECK: regs.R20: 0x80ff017f 0xfffffffb 0xffffffff 0xfffe8000
// .MX is the maximum, then .MAX with c, unsigned: max3
VMNMX.UD.U32.U32.MX.MAX R21, R2, R3, R4 ;
// CHECK-NEXT: regs.R21: 0x80ff017f 0xfffffffb 0xffffffff 0xfffe8000
// mixed signedness compares the exact (33-bit) values: a unsigned, b signed:
// max(2164195711, 16909060), max(5, -5), max(0x7fffffff, 0x10001), max(4294868992, 98304)
VMNMX.UD.U32.S32.MX R22, R2, R3, RZ ;
// CHECK-NEXT: regs.R22: 0x80ff017f 0x5 0x7fffffff 0xfffe8000
// a signed, b unsigned, minimum, saturated to the unsigned destination: negative -> 0
// min(-2130771585, ..) -> 0, min(5, 4294967291) = 5, 0x10001, min(-98304, 98304) -> 0
VMNMX.UD.S32.U32.SAT R23, R2, R3, RZ ;
// CHECK-NEXT: regs.R23: 0x0 0x5 0x10001 0x0
// bytes: max(a.B1 signed, b.B3 unsigned) = max(1,1), max(0,255), max(-1,0), max(-128,0) into byte 0 of c
VMNMX.S8.U8.MX.MRG_8B0 R24, R2.B1, R3.B3, R4 ;
// CHECK-NEXT: regs.R24: 0x11223301 0xff 0xffffff00 0x0
// .CC: ZF and SF of the result, CF = OF = 0 (lane 3's sum carried out of 32 bits: HS is still false)
VADD.CC R25, R2, R3, RZ ;
CSET.EQ.AND R26, CC, PT ;
CSET.LT.AND R27, CC, PT ;
CSET.HS.AND R28, CC, PT ;
// CHECK: regs.R25: 0x82010483 0x0 0x80010000 0x0
// CHECK-NEXT: regs.R26: 0x0 0xffffffff 0x0 0xffffffff
// CHECK-NEXT: regs.R27: 0xffffffff 0x0 0xffffffff 0x0
// CHECK-NEXT: regs.R28: 0x0 0x0 0x0 0x0
// CHECK: cc.CF: 0 0 0 0
// CHECK-NEXT: cc.OF: 0 0 0 0
// CHECK-NEXT: cc.SF: 1 0 1 0
// CHECK-NEXT: cc.ZF: 0 1 0 1
