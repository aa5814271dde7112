// The half-precision rows (docs/sass.md "Half-precision rows", D-H1 .. D-H4): both halves of a half2
// register independently, IEEE binary16 with round to nearest even.
// RUN: %gpuisa run --isa=sass --mcpu=sm_53 --state %S/Inputs/half.json --json %s | %jsonq | FileCheck %s
// Inputs (high half, low half): R2 (2, 1) 0x40003c00, R3 (0.5, 3) 0x38004200, R4 (2050, 2048) 0x68016800,
// R5 (1, 1), R6 (-4, -0.25) 0xc400b400, R7 (1+2^-10, 1+2^-10) 0x3c013c01, R8 (-(1+2^-9), same) 0xbc02bc02,
// R9 the f32 1.5, R40 (+inf, -inf) 0x7c00fc00, R41 (2^-24, 2^-14) 0x00010400; c[0x0][0x0] the f32 0.25.
// Expected values derived by hand and with Python's struct 'e' format (never gpuisa's output):
// (1+3, 2+0.5) = (4, 2.5): 0x41004400
HADD2 R10, R2, R3 ;
// 2048+1 = 2049 is half way between 2048 and 2050: even 2048 (0x6800); 2050+1 between 2050 and 2052: 2052 (0x6802)
HADD2 R11, R4, R5 ;
// swizzles: both lanes 2 + 3 = 5 (0x4500)
HADD2 R12, R2.H1_H1, R3.H0_H0 ;
// -1 + |-0.25| = -0.75 (0xba00), -2 + |-4| = 2 (0x4000)
HADD2 R13, -R2, |R6| ;
// (1*3, 2*0.5) = (3, 1)
HMUL2 R14, R2, R3 ;
// (1*3+1, 2*0.5+1) = (4, 2)
HFMA2 R15, R2, R3, R5 ;
// fused: (1+2^-10)^2 - (1+2^-9) = 2^-20 exactly, a denormal (0x0010); .FTZ flushes it to 0
HFMA2 R16, R7, R7, R8 ;
HFMA2.FTZ R17, R7, R7, R8 ;
// .SAT: (4, 2.5) clamps to (1, 1); (-3+1, -0.5+1) = (-2, 0.5) clamps to (0, 0.5) 0x38000000
HADD2.SAT R18, R2, R3 ;
HADD2.SAT R19, -R3, R5 ;
// .F32 result: the low lane 1 + -0 = 1 as an f32 (0x3f800000)
HADD2.F32 R20, R2.H0_H0, -RZ.H0_H0 ;
// .F32 source: the f32 1.5 in both lanes, + 1 = 2.5 (0x4100)
HADD2 R21, R9.F32, R5 ;
// half2 immediate, high half first: (1 + -1, 2 + 0.5) = (0, 2.5)
HADD2 R22, R2, 0.5, -1 ;
// (1*0.5+1, 2*2+1) = (1.5, 5) 0x45003e00
HFMA2 R23, R2, 2, 0.5, R5 ;
// a constant is one f32 for both lanes (D-H2): (1.25, 2.25) 0x40803d00
HADD2 R24, R2, c[0x0][0x0] ;
// per lane: 1 > 3 false, 2 > 0.5 true: .BF 1.0 (0x3c00) in the high half; .LT all ones in the low half
HSET2.BF.GT.AND R25, R2, R3, PT ;
HSET2.LT.AND R26, R2, R3, PT ;
// 2048^2 and 2050^2 overflow to +inf (0x7c00)
HMUL2 R27, R4, R4 ;
// -inf + inf = NaN (0x7fff, D-H1), inf + inf = inf
HADD2 R28, R40, R40.H1_H1 ;
// denormal inputs kept; .FTZ flushes 2^-24 (the normal 2^-14 stays)
HADD2 R31, R41, RZ ;
HADD2.FTZ R32, R41, RZ ;
// HSETP2: Pd the low lane (1 > 3 false), Pd2 the high lane (2 > 0.5 true); .H_AND: Pd both, Pd2 not both
HSETP2.GT.AND P0, P1, R2, R3, PT ;
HSETP2.GT.AND.H_AND P2, P3, R2, R3, PT ;
HSETP2.LT.AND.H_AND P4, P5, R2, R4, PT ;
EXIT ;
// CHECK-DAG: preds.P0: 0{{$}}
// CHECK-DAG: preds.P1: 1{{$}}
// CHECK-DAG: preds.P2: 0{{$}}
// CHECK-DAG: preds.P3: 1{{$}}
// CHECK-DAG: preds.P4: 1{{$}}
// CHECK-DAG: preds.P5: 0{{$}}
// CHECK-DAG: regs.R10: 0x41004400{{$}}
// CHECK-DAG: regs.R11: 0x68026800{{$}}
// CHECK-DAG: regs.R12: 0x45004500{{$}}
// CHECK-DAG: regs.R13: 0x4000ba00{{$}}
// CHECK-DAG: regs.R14: 0x3c004200{{$}}
// CHECK-DAG: regs.R15: 0x40004400{{$}}
// CHECK-DAG: regs.R16: 0x100010{{$}}
// CHECK-DAG: regs.R17: 0x0{{$}}
// CHECK-DAG: regs.R18: 0x3c003c00{{$}}
// CHECK-DAG: regs.R19: 0x38000000{{$}}
// CHECK-DAG: regs.R20: 0x3f800000{{$}}
// CHECK-DAG: regs.R21: 0x41004100{{$}}
// CHECK-DAG: regs.R22: 0x41000000{{$}}
// CHECK-DAG: regs.R23: 0x45003e00{{$}}
// CHECK-DAG: regs.R24: 0x40803d00{{$}}
// CHECK-DAG: regs.R25: 0x3c000000{{$}}
// CHECK-DAG: regs.R26: 0xffff{{$}}
// CHECK-DAG: regs.R27: 0x7c007c00{{$}}
// CHECK-DAG: regs.R28: 0x7c007fff{{$}}
// CHECK-DAG: regs.R31: 0x10400{{$}}
// CHECK-DAG: regs.R32: 0x400{{$}}
