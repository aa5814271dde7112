// The float, double and conversion rows (docs/sass.md "Execution semantics of the float rows").
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/float.json --json %s | %jsonq | FileCheck %s
// Inputs (bit patterns): R2 1.0, R3 2^-24, R4 the smallest denormal, R5 3.0, R6 5.0, R7 1+2^-12,
// R8 -(1+2^-11), R9 NaN, R10 2.0, R11 -0, R12 +0, R13 4.0, R14 8.0, R15 -3 (s32), R16 0xffffffff,
// R17 -2.5, R18 2.5, R19 3e9 (0x4f32d05e), R20 -1.0, R21 1.5; {R23,R22} 1.0, {R25,R24} 2.0, {R27,R26} 3.0.
// Expected, by hand (IEEE 754 binary32/64):
//   1 + 2^-24 is half way between 1 and 1 + 2^-23: RN (ties to even) and RZ/RM give 1.0 (0x3f800000),
//   RP gives 1 + 2^-23 (0x3f800001).
FADD R30, R2, R3 ;
FADD.RP R31, R2, R3 ;
FADD.RZ R32, R2, R3 ;
// the denormal kept (0x1), flushed by .FTZ (0 + 0 = 0)
FADD R33, R4, RZ ;
FADD.FTZ R34, R4, RZ ;
// 3 * 5 / 2 = 7.5 (0x40f00000); 3 * 5 * 8 = 120 (0x42f00000)
FMUL.D2 R35, R5, R6 ;
FMUL.M8 R36, R5, R6 ;
// fused: (1+2^-12)^2 - (1+2^-11) = 2^-24 exactly (0x33800000); a rounded product would give 0
FFMA R37, R7, R7, R8 ;
// min(NaN, 2) = 2; min(-0, +0) = -0; max(-0, +0) = +0
FMNMX R38, R9, R10, PT ;
FMNMX R39, R11, R12, PT ;
FMNMX R40, R11, R12, !PT ;
// 3 > 2: .BF gives 1.0, otherwise all ones; 1 < 2 true; NaN: .NAN true, .NE false, .NEU true
FSET.BF.GT.AND R41, R5, R10, PT ;
FSET.GT.AND R42, R5, R10, PT ;
FSETP.LT.AND P0, PT, R2, R10, PT ;
FSETP.NAN.AND P1, PT, R9, R2, PT ;
FSETP.NE.AND P2, PT, R9, R2, PT ;
FSETP.NEU.AND P3, PT, R9, R2, PT ;
// 1/4 = 0.25 (0x3e800000), 1/sqrt(4) = 0.5 (0x3f000000), 2^3 = 8 (0x41000000), log2(8) = 3 (0x40400000)
MUFU.RCP R43, R13 ;
MUFU.RSQ R44, R13 ;
MUFU.EX2 R45, R5 ;
MUFU.LG2 R46, R14 ;
// -3 -> -3.0 (0xc0400000); 4294967295 -> 2^32 (RN, 0x4f800000), 4294967040 (RZ, 0x4f7fffff)
I2F.F32.S32 R47, R15 ;
I2F.F32.U32 R48, R16 ;
I2F.F32.U32.RZ R49, R16 ;
// -2.5: TRUNC -2, FLOOR -3; 2.5: ROUND 2 (ties to even); NaN 0; 3e9 saturates to 0x7fffffff; -1 -> U32 0
F2I.S32.F32.TRUNC R50, R17 ;
F2I.S32.F32.FLOOR R51, R17 ;
F2I.S32.F32.ROUND R52, R18 ;
F2I.S32.F32.TRUNC R53, R9 ;
F2I.S32.F32.TRUNC R54, R19 ;
F2I.U32.F32.TRUNC R55, R20 ;
// 1.5 -> f64 0x3ff8000000000000 in {R57,R56}
F2F.F64.F32 R56, R21 ;
// 1 + 2 = 3 (0x40080000_00000000); 2 * 3 = 6 (0x40180000_...); 2 * 3 + 1 = 7 (0x401c0000_...); 3 > 1
DADD R58, R22, R24 ;
DMUL R60, R24, R26 ;
DFMA R62, R24, R26, R22 ;
DSETP.GT.AND P4, PT, R26, R22, PT ;
EXIT ;
// CHECK: regs.R30: 0x3f800000
// CHECK: regs.R31: 0x3f800001
// CHECK: regs.R32: 0x3f800000
// CHECK: regs.R33: 0x1
// CHECK: regs.R34: 0x0
// CHECK: regs.R35: 0x40f00000
// CHECK: regs.R36: 0x42f00000
// CHECK: regs.R37: 0x33800000
// CHECK: regs.R38: 0x40000000
// CHECK: regs.R39: 0x80000000
// CHECK: regs.R40: 0x0
// CHECK: regs.R41: 0x3f800000
// CHECK: regs.R42: 0xffffffff
// CHECK: regs.R43: 0x3e800000
// CHECK: regs.R44: 0x3f000000
// CHECK: regs.R45: 0x41000000
// CHECK: regs.R46: 0x40400000
// CHECK: regs.R47: 0xc0400000
// CHECK: regs.R48: 0x4f800000
// CHECK: regs.R49: 0x4f7fffff
// CHECK: regs.R5: 0x40400000
// CHECK: regs.R50: 0xfffffffe
// CHECK: regs.R51: 0xfffffffd
// CHECK: regs.R52: 0x2
// CHECK: regs.R53: 0x0
// CHECK: regs.R54: 0x7fffffff
// CHECK: regs.R55: 0x0
// CHECK: regs.R56: 0x0
// CHECK: regs.R57: 0x3ff80000
// CHECK: regs.R58: 0x0
// CHECK: regs.R59: 0x40080000
// CHECK: regs.R6: 0x40a00000
// CHECK: regs.R60: 0x0
// CHECK: regs.R61: 0x40180000
// CHECK: regs.R62: 0x0
// CHECK: regs.R63: 0x401c0000
// CHECK: preds.P0: 1
// CHECK-NEXT: preds.P1: 1
// CHECK-NEXT: preds.P2: 0
// CHECK-NEXT: preds.P3: 1
// CHECK-NEXT: preds.P4: 1
