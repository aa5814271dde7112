// SHFL and VOTE (docs/sass.md "Execution of the memory, control and predicate rows", D-M3, D-M4):
// SHFL is PTX shfl with c = clamp | segmask << 8; the predicate destination says whether the
// source lane was in range (else the lane reads its own Ra). VOTE's Rd is the ballot of the
// executing lanes.
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/lanes4.json --json %s | %jsonq | FileCheck %s
// By hand, 4 lanes, R0 = lane (PTX: maxLane = (lane & seg) | (clamp & ~seg), minLane = lane & seg):
//   BFLY 1, c 0x1f: j = lane ^ 1: R1 = 1 0 3 2.
//   DOWN 2, c 0x3 (clamp 3): j = lane + 2 <= 3 for lanes 0, 1 only: R2 = 2 3 2 3, P0 = 1 1 0 0.
//   UP 1, c RZ (clamp 0): j = lane - 1 >= 0 for lanes 1..3: R3 = 0 0 1 2, P1 = 0 1 1 1.
//   IDX by the register R5 = 3 - lane, c 0x1f: R4 = 3 2 1 0.
//   IDX 1 with segments of two lanes (c 0x1e1f: seg 0x1e): j = (lane & 0x1e) | 1: R12 = 1 1 3 3;
//   the same with c in R14 = 0x1e1f: R13 = 1 1 3 3.
//   IDX 3, c 0x1 (clamp 1): j = 3 > 1, out of range: R15 = own = 0 1 2 3, P4 = 0 0 0 0.
//   P2 = lane < 3 = 1 1 1 0: VOTE.ALL R6, P3, P2: ballot 0x7, P3 = 0; VOTE.ANY R7, P5, P2: 0x7,
//   P5 = 1; @P2 VOTE.ALL R8, P6, P2 (lanes 0..2 vote, all true): R8 = 7 7 7 0, P6 = 1 1 1 0;
//   @P2 VOTE.EQ R9, P2, !P2 (all false among the voters: equal): R9 = 0 0 0 0 (the ballot of !P2
//   among lanes 0..2), P2 = 1 1 1 0.
// CHECK: regs.R1: 0x1 0x0 0x3 0x2
// CHECK-NEXT: regs.R12: 0x1 0x1 0x3 0x3
// CHECK-NEXT: regs.R13: 0x1 0x1 0x3 0x3
// CHECK-NEXT: regs.R14: 0x1e1f 0x1e1f 0x1e1f 0x1e1f
// CHECK-NEXT: regs.R15: 0x0 0x1 0x2 0x3
// CHECK-NEXT: regs.R2: 0x2 0x3 0x2 0x3
// CHECK-NEXT: regs.R3: 0x0 0x0 0x1 0x2
// CHECK-NEXT: regs.R4: 0x3 0x2 0x1 0x0
// CHECK-NEXT: regs.R5: 0x3 0x2 0x1 0x0
// CHECK-NEXT: regs.R6: 0x7 0x7 0x7 0x7
// CHECK-NEXT: regs.R7: 0x7 0x7 0x7 0x7
// CHECK-NEXT: regs.R8: 0x7 0x7 0x7 0x0
// CHECK-NEXT: regs.R9: 0x0 0x0 0x0 0x0
// CHECK-NEXT: preds.P0: 1 1 0 0
// CHECK-NEXT: preds.P1: 0 1 1 1
// CHECK-NEXT: preds.P2: 1 1 1 0
// CHECK-NEXT: preds.P3: 0 0 0 0
// CHECK-NEXT: preds.P4: 0 0 0 0
// CHECK-NEXT: preds.P5: 1 1 1 1
// CHECK-NEXT: preds.P6: 1 1 1 0
S2R R0, SR_LANEID ;
SHFL.BFLY PT, R1, R0, 0x1, 0x1f ;
SHFL.DOWN P0, R2, R0, 0x2, 0x3 ;
SHFL.UP P1, R3, R0, 0x1, RZ ;
IADD R5, -R0, 0x3 ;
SHFL.IDX PT, R4, R0, R5, 0x1f ;
SHFL.IDX PT, R12, R0, 0x1, 0x1e1f ;
MOV32I R14, 0x1e1f ;
SHFL.IDX PT, R13, R0, 0x1, R14 ;
SHFL.IDX P4, R15, R0, 0x3, 0x1 ;
ISETP.LT.U32.AND P2, PT, R0, 0x3, PT ;
VOTE.ALL R6, P3, P2 ;
VOTE.ANY R7, P5, P2 ;
@P2 VOTE.ALL R8, P6, P2 ;
@P2 VOTE.EQ R9, P2, !P2 ;
EXIT ;
