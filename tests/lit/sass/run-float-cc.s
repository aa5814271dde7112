// The .CC result of the float and conversion rows (docs/sass.md D-F9), 4 lanes
// (Inputs/fcc4.json): R2 = 1.5, -2.0, +0, NaN; R3 = -1.5, 1.0, -0, 1.0; R4 = 0, -7, 5, 0x80000000;
// {R7,R6} = 1.0, -1.0, 0, NaN; {R9,R8} = -1.0. A float result sets ZF when it is zero (either
// sign) or NaN and SF when it is below zero or NaN; an integer result (F2I, I2I, FSET) ZF and SF
// of the register value; CF = OF = 0. After each, CSET.EQU (code 10: Z) and CSET.SFT (21: S) read
// the flags back per lane (Z and S below, lanes 0..3, by hand).
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/fcc4.json --json %s | %jsonq | FileCheck %s
// 1.5+(-1.5) = +0, -2+1 = -1, +0+(-0) = +0, NaN+1 = NaN: Z 1 0 1 1, S 0 1 0 1
FADD.CC R10, R2, R3 ;
CSET.EQU.AND R30, CC, PT ;
CSET.SFT.AND R50, CC, PT ;
// CHECK-DAG: regs.R30: 0xffffffff 0x0 0xffffffff 0xffffffff
// CHECK-DAG: regs.R50: 0x0 0xffffffff 0x0 0xffffffff
// -2.25, -2, +0*(-0) = -0 (zero, not negative), NaN: Z 0 0 1 1, S 1 1 0 1
FMUL.CC R11, R2, R3 ;
CSET.EQU.AND R31, CC, PT ;
CSET.SFT.AND R51, CC, PT ;
// CHECK-DAG: regs.R31: 0x0 0x0 0xffffffff 0xffffffff
// CHECK-DAG: regs.R51: 0xffffffff 0xffffffff 0x0 0xffffffff
// 1.5*1.5-1.5 = 0.75, (-2)(-2)+1 = 5, 0*0+(-0) = +0, NaN: Z 0 0 1 1, S 0 0 0 1
FFMA.CC R12, R2, R2, R3 ;
CSET.EQU.AND R32, CC, PT ;
CSET.SFT.AND R52, CC, PT ;
// CHECK-DAG: regs.R32: 0x0 0x0 0xffffffff 0xffffffff
// CHECK-DAG: regs.R52: 0x0 0x0 0x0 0xffffffff
// x*(-4): -6, 8, -0, NaN (CC at bit 52): Z 0 0 1 1, S 1 0 0 1
FMUL32I.CC R13, R2, -4 ;
CSET.EQU.AND R33, CC, PT ;
CSET.SFT.AND R53, CC, PT ;
// CHECK-DAG: regs.R33: 0x0 0x0 0xffffffff 0xffffffff
// CHECK-DAG: regs.R53: 0xffffffff 0x0 0x0 0xffffffff
// the flags of the value written: -1 and NaN saturate to +0: Z 1 1 1 1, S 0 0 0 0
FADD.SAT.CC R14, R2, R3 ;
CSET.EQU.AND R34, CC, PT ;
CSET.SFT.AND R54, CC, PT ;
// CHECK-DAG: regs.R34: 0xffffffff 0xffffffff 0xffffffff 0xffffffff
// CHECK-DAG: regs.R54: 0x0 0x0 0x0 0x0
// min: -1.5, -2, -0 (below +0), 1 (a NaN operand gives the other): Z 0 0 1 0, S 1 1 0 0
FMNMX.CC R15, R2, R3, PT ;
CSET.EQU.AND R35, CC, PT ;
CSET.SFT.AND R55, CC, PT ;
// CHECK-DAG: regs.R35: 0x0 0x0 0xffffffff 0x0
// CHECK-DAG: regs.R55: 0xffffffff 0xffffffff 0x0 0x0
// 0, -7.0, 5.0, -2^31: Z 1 0 0 0, S 0 1 0 1
I2F.F32.S32.CC R16, R4 ;
CSET.EQU.AND R36, CC, PT ;
CSET.SFT.AND R56, CC, PT ;
// CHECK-DAG: regs.R36: 0xffffffff 0x0 0x0 0x0
// CHECK-DAG: regs.R56: 0x0 0xffffffff 0x0 0xffffffff
// an integer result: 1, -2, 0, NaN -> 0: Z 0 0 1 1, S 0 1 0 0
F2I.S32.F32.TRUNC.CC R17, R2 ;
CSET.EQU.AND R37, CC, PT ;
CSET.SFT.AND R57, CC, PT ;
// CHECK-DAG: regs.R37: 0x0 0x0 0xffffffff 0xffffffff
// CHECK-DAG: regs.R57: 0x0 0xffffffff 0x0 0x0
// a half result: 0xbe00 (-1.5), 0x3c00, 0x8000 (-0), 0x3c00: Z 0 0 1 0, S 1 0 0 0
F2F.F16.F32.CC R18, R3 ;
CSET.EQU.AND R38, CC, PT ;
CSET.SFT.AND R58, CC, PT ;
// CHECK-DAG: regs.R38: 0x0 0x0 0xffffffff 0x0
// CHECK-DAG: regs.R58: 0xffffffff 0x0 0x0 0x0
// doubles: 1+(-1) = 0, -1+(-1) = -2, 0+(-1) = -1, NaN+(-1) = NaN: Z 1 0 0 1, S 0 1 1 1
DADD.CC R20, R6, R8 ;
CSET.EQU.AND R39, CC, PT ;
CSET.SFT.AND R59, CC, PT ;
// CHECK-DAG: regs.R39: 0xffffffff 0x0 0x0 0xffffffff
// CHECK-DAG: regs.R59: 0x0 0xffffffff 0xffffffff 0xffffffff
// an integer result: 1.0 (0x3f800000) where 1.5 > -1.5, else 0: Z 0 1 1 1, S 0 0 0 0
FSET.BF.GT.AND.CC R22, R2, R3, PT ;
CSET.EQU.AND R40, CC, PT ;
CSET.SFT.AND R60, CC, PT ;
// CHECK-DAG: regs.R40: 0x0 0xffffffff 0xffffffff 0xffffffff
// CHECK-DAG: regs.R60: 0x0 0x0 0x0 0x0
// 0xffffffff has bit 31 set: Z 0 1 1 1, S 1 0 0 0
FSET.GT.AND.CC R23, R2, R3, PT ;
CSET.EQU.AND R41, CC, PT ;
CSET.SFT.AND R61, CC, PT ;
// CHECK-DAG: regs.R41: 0x0 0xffffffff 0xffffffff 0xffffffff
// CHECK-DAG: regs.R61: 0xffffffff 0x0 0x0 0x0
// the sign-extended low byte: 0, -7, 5, 0: Z 1 0 0 1, S 0 1 0 0
I2I.S32.S8.CC R24, R4 ;
CSET.EQU.AND R42, CC, PT ;
CSET.SFT.AND R62, CC, PT ;
// CHECK-DAG: regs.R42: 0xffffffff 0x0 0x0 0xffffffff
// CHECK-DAG: regs.R62: 0x0 0xffffffff 0x0 0x0
// the values written (D-F1 .. D-F8)
// CHECK-DAG: regs.R10: 0x0 0xbf800000 0x0 0x7fffffff
// CHECK-DAG: regs.R11: 0xc0100000 0xc0000000 0x80000000 0x7fffffff
// CHECK-DAG: regs.R15: 0xbfc00000 0xc0000000 0x80000000 0x3f800000
// CHECK-DAG: regs.R16: 0x0 0xc0e00000 0x40a00000 0xcf000000
// CHECK-DAG: regs.R17: 0x1 0xfffffffe 0x0 0x0
// CHECK-DAG: regs.R18: 0xbe00 0x3c00 0x8000 0x3c00
// CHECK-DAG: regs.R21: 0x0 0xc0000000 0xbff00000 0x7fffffff
// the last CC (I2I): no carry or overflow from any of these rows
// CHECK: cc.CF: 0 0 0 0
// CHECK-NEXT: cc.OF: 0 0 0 0
// CHECK-NEXT: cc.SF: 0 1 0 0
// CHECK-NEXT: cc.ZF: 1 0 0 1
