// Conversions with F16 sides, byte and half selectors, directed rounding and integer rounding
// (docs/sass.md D-F5, D-F6, D-F8). Every value by hand (IEEE 754 binary16/32/64):
// R2 = 0x80ff7f01 (bytes B0 0x01, B1 0x7f, B2 0xff, B3 0x80); R5 = 0x3c00bc00 (halves: low -1.0,
// high 1.0); R6 = 1 + 2^-11, R7 = -(1 + 2^-11) (f32: half way between two binary16 values);
// R8 = 65520 (f32: half way between 65504 and 2^16); R9 = 2^-24 (the smallest binary16 denormal),
// R10 = 2^-25; R11 NaN; R12 -42.0; R13 1.5; R14 = binary16 2^-24 in the low half; R15 2.5,
// R16 -2.5; {R19,R18} = f64 1 + 2^-11; R20 0xffffffff; R21 binary16 1.25, R22 binary16 2.5;
// R23 the smallest f32 denormal; {R25,R24} = f64 1 + 2^-24; R26 binary16 NaN (0x7e00); R27 binary16
// +INF low, -INF high; R28 -65520.0; R29 f32 +INF.
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/convert.json --json %s | %jsonq | FileCheck %s
// I2F of a byte: Rb >> 8 * byte, then the type: 0x7f -> 127.0 (0x42fe0000), 0xff as S8 -> -1.0,
// 0x80 as U8 -> 128.0 (0x43000000), as S8 -> -128.0 (0xc3000000); U16 of R2.B1 = 0xff7f = 65407.0
// (0x477f7f00)
I2F.F32.S8 R30, R2.B1 ;
I2F.F32.S8 R31, R2.B2 ;
I2F.F32.U8 R32, R2.B3 ;
I2F.F32.S8 R33, R2.B3 ;
I2F.F32.U16 R34, R2.B1 ;
// I2F to F16 (the low half, zeros above): 2049 is half way between 2048 (0x6800) and 2050
// (0x6801): RN (even) 0x6800, RP 0x6801; -2049: RM -2050 (0xe801), RZ -2048 (0xe800);
// 0xffffffff (U32): RN overflows to +INF (0x7c00), RZ gives 65504 (0x7bff); -R3 = -2049, RN 0xe800
I2F.F16.S32 R35, R3 ;
I2F.F16.S32.RP R36, R3 ;
I2F.F16.S32.RM R37, R4 ;
I2F.F16.S32.RZ R38, R4 ;
I2F.F16.U32 R39, R20 ;
I2F.F16.U32.RZ R40, R20 ;
I2F.F16.S32 R41, -R3 ;
// F2F to F16: 1 + 2^-11: RN 0x3c00 (even), RP 0x3c01, RZ 0x3c00; -(1 + 2^-11): RM 0xbc01, RP 0xbc00;
// 65520: RN +INF 0x7c00, RZ 65504 0x7bff; 2^-24: 0x0001, .FTZ 0; 2^-25: RN 0 (even), RP 0x0001;
// NaN 0x7fff; .SAT: -42 -> 0, 1.5 -> 1.0 (0x3c00)
F2F.F16.F32 R42, R6 ;
F2F.F16.F32.RP R43, R6 ;
F2F.F16.F32.RZ R44, R6 ;
F2F.F16.F32.RM R45, R7 ;
F2F.F16.F32.RP R46, R7 ;
F2F.F16.F32 R47, R8 ;
F2F.F16.F32.RZ R48, R8 ;
F2F.F16.F32 R49, R9 ;
F2F.FTZ.F16.F32 R50, R9 ;
F2F.F16.F32 R51, R10 ;
F2F.F16.F32.RP R52, R10 ;
F2F.F16.F32 R53, R11 ;
F2F.F16.F32.SAT R54, R12 ;
F2F.F16.F32.SAT R55, R13 ;
// F2F from F16: low half -1.0 (0xbf800000), .H1 1.0 (0x3f800000), -R5 +1.0, |R5| 1.0;
// the denormal 2^-24 kept (0x33800000), flushed by .FTZ; F16 -> F16 .SAT: -1.0 -> 0
F2F.F32.F16 R56, R5 ;
F2F.F32.F16 R57, R5.H1 ;
F2F.F32.F16 R58, -R5 ;
F2F.F32.F16 R59, |R5| ;
F2F.F32.F16 R60, R14 ;
F2F.FTZ.F32.F16 R61, R14 ;
F2F.F16.F16.SAT R62, R5 ;
// F16 -> F64: 1.0 = {0x3ff00000, 0}; F64 -> F16: 1 + 2^-11: RN 0x3c00, RP 0x3c01
F2F.F64.F16 R64, R5.H1 ;
F2F.F16.F64 R66, R18 ;
F2F.F16.F64.RP R67, R18 ;
// F64 -> F32: 1 + 2^-24 is half way between 1.0 and 1 + 2^-23: RN 0x3f800000, RP 0x3f800001
F2F.F32.F64 R68, R24 ;
F2F.F32.F64.RP R69, R24 ;
// integer rounding in the type: 2.5 ROUND 2.0 (0x40000000), TRUNC 2.0; -2.5 FLOOR -3.0
// (0xc0400000), CEIL -2.0 (0xc0000000); the f32 denormal kept (0x1) and flushed by .FTZ
F2F.F32.F32.ROUND R70, R15 ;
F2F.F32.F32.TRUNC R71, R15 ;
F2F.F32.F32.FLOOR R72, R16 ;
F2F.F32.F32.CEIL R73, R16 ;
F2F.F32.F32 R74, R23 ;
F2F.FTZ.F32.F32 R75, R23 ;
// F2I from F16: -1.0 -> 0xffffffff (S32); 1.25 ROUND 1; 2.5 ROUND 2 (even), CEIL 3; -1.0 -> U32 0
F2I.S32.F16.TRUNC R76, R5 ;
F2I.S32.F16.ROUND R77, R21 ;
F2I.S32.F16.ROUND R78, R22 ;
F2I.S32.F16.CEIL R79, R22 ;
F2I.U32.F16.TRUNC R80, R5 ;
// boundaries: F16 NaN -> the canonical f32 NaN; F16 +-INF -> f32 +-INF; 65520: RM 65504 (0x7bff);
// -65520: RP -65504 (0xfbff), RM -INF (0xfc00); +INF stays +INF under RZ; U32 0xffffffff to F16:
// RM 65504, RP +INF
F2F.F32.F16 R81, R26 ;
F2F.F32.F16 R82, R27 ;
F2F.F32.F16 R83, R27.H1 ;
F2F.F16.F32.RM R84, R8 ;
F2F.F16.F32.RP R85, R28 ;
F2F.F16.F32.RM R86, R28 ;
F2F.F16.F32.RZ R87, R29 ;
I2F.F16.U32.RM R88, R20 ;
I2F.F16.U32.RP R89, R20 ;
// F2I from F16: +INF saturates (0x7fffffff), NaN gives 0; the F16 denormal 2^-24: CEIL 1, with .FTZ 0
F2I.S32.F16.TRUNC R90, R27 ;
F2I.S32.F16.TRUNC R91, R26 ;
F2I.S32.F16.CEIL R92, R14 ;
F2I.FTZ.S32.F16.CEIL R93, R14 ;
// I2F of |-2049| = 2049.0 (0x45001000); I2F.F64 of the S8 byte 0xff: -1.0 = {0, 0xbff00000}
I2F.F32.S32 R94, |R4| ;
I2F.F64.S8 R96, R2.B2 ;
EXIT ;
// CHECK: regs.R30: 0x42fe0000
// CHECK-NEXT: regs.R31: 0xbf800000
// CHECK-NEXT: regs.R32: 0x43000000
// CHECK-NEXT: regs.R33: 0xc3000000
// CHECK-NEXT: regs.R34: 0x477f7f00
// CHECK-NEXT: regs.R35: 0x6800
// CHECK-NEXT: regs.R36: 0x6801
// CHECK-NEXT: regs.R37: 0xe801
// CHECK-NEXT: regs.R38: 0xe800
// CHECK-NEXT: regs.R39: 0x7c00
// CHECK-NEXT: regs.R4:
// CHECK-NEXT: regs.R40: 0x7bff
// CHECK-NEXT: regs.R41: 0xe800
// CHECK-NEXT: regs.R42: 0x3c00
// CHECK-NEXT: regs.R43: 0x3c01
// CHECK-NEXT: regs.R44: 0x3c00
// CHECK-NEXT: regs.R45: 0xbc01
// CHECK-NEXT: regs.R46: 0xbc00
// CHECK-NEXT: regs.R47: 0x7c00
// CHECK-NEXT: regs.R48: 0x7bff
// CHECK-NEXT: regs.R49: 0x1
// CHECK-NEXT: regs.R5:
// CHECK-NEXT: regs.R50: 0x0
// CHECK-NEXT: regs.R51: 0x0
// CHECK-NEXT: regs.R52: 0x1
// CHECK-NEXT: regs.R53: 0x7fff
// CHECK-NEXT: regs.R54: 0x0
// CHECK-NEXT: regs.R55: 0x3c00
// CHECK-NEXT: regs.R56: 0xbf800000
// CHECK-NEXT: regs.R57: 0x3f800000
// CHECK-NEXT: regs.R58: 0x3f800000
// CHECK-NEXT: regs.R59: 0x3f800000
// CHECK-NEXT: regs.R6:
// CHECK-NEXT: regs.R60: 0x33800000
// CHECK-NEXT: regs.R61: 0x0
// CHECK-NEXT: regs.R62: 0x0
// CHECK-NEXT: regs.R64: 0x0
// CHECK-NEXT: regs.R65: 0x3ff00000
// CHECK-NEXT: regs.R66: 0x3c00
// CHECK-NEXT: regs.R67: 0x3c01
// CHECK-NEXT: regs.R68: 0x3f800000
// CHECK-NEXT: regs.R69: 0x3f800001
// CHECK-NEXT: regs.R7:
// CHECK-NEXT: regs.R70: 0x40000000
// CHECK-NEXT: regs.R71: 0x40000000
// CHECK-NEXT: regs.R72: 0xc0400000
// CHECK-NEXT: regs.R73: 0xc0000000
// CHECK-NEXT: regs.R74: 0x1
// CHECK-NEXT: regs.R75: 0x0
// CHECK-NEXT: regs.R76: 0xffffffff
// CHECK-NEXT: regs.R77: 0x1
// CHECK-NEXT: regs.R78: 0x2
// CHECK-NEXT: regs.R79: 0x3
// CHECK-NEXT: regs.R8:
// CHECK-NEXT: regs.R80: 0x0
// CHECK-NEXT: regs.R81: 0x7fffffff
// CHECK-NEXT: regs.R82: 0x7f800000
// CHECK-NEXT: regs.R83: 0xff800000
// CHECK-NEXT: regs.R84: 0x7bff
// CHECK-NEXT: regs.R85: 0xfbff
// CHECK-NEXT: regs.R86: 0xfc00
// CHECK-NEXT: regs.R87: 0x7c00
// CHECK-NEXT: regs.R88: 0x7bff
// CHECK-NEXT: regs.R89: 0x7c00
// CHECK-NEXT: regs.R9:
// CHECK-NEXT: regs.R90: 0x7fffffff
// CHECK-NEXT: regs.R91: 0x0
// CHECK-NEXT: regs.R92: 0x1
// CHECK-NEXT: regs.R93: 0x0
// CHECK-NEXT: regs.R94: 0x45001000
// CHECK-NEXT: regs.R96: 0x0
// CHECK-NEXT: regs.R97: 0xbff00000
