// PSETP, PSET, P2R and R2P (docs/sass.md "Execution of the memory, control and predicate rows",
// D-M5, D-M6).
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/pred.json --json %s | %jsonq | FileCheck %s
// By hand, 4 lanes, P0 = 1 1 0 0, P1 = 1 0 1 0, P2 = 0 0 0 1:
//   PSETP.AND.AND P3, P4, P0, P1, PT: t = P0 & P1 = 1 0 0 0; P3 = t = 1 0 0 0, P4 = !t = 0 1 1 1.
//   PSETP.OR.XOR P5, PT, !P0, P1, P2: t = !P0 | P1 = 1 0 1 1; P5 = t ^ P2 = 1 0 1 0.
//   PSET.BF.AND.AND R1, P0, P1, PT: 1.0 where P0 & P1: 0x3f800000 0 0 0.
//   PSET.OR.AND R2, P0, P2, PT: all ones where P0 | P2 = 1 1 0 1.
//   @P0 PSET.XOR.AND R3, P0, P1, PT: lanes 0, 1 only, P0 ^ P1 = 0 1: R3 = 0 0xffffffff 0 0.
//   P2R R4, PR, RZ, 0x7f: P0..P6 as bits: lane 0 P0 P1 P3 P5 = 0x2b, lane 1 P0 P4 = 0x11,
//     lane 2 P1 P4 P5 = 0x32, lane 3 P2 P4 = 0x14.
//   P2R.B1 R5, PR, R6, 0x3 with R6 = 0xffffffff: bits 8, 9 = P0, P1; the rest of R6 kept:
//     0xffffffff 0xfffffdff 0xfffffeff 0xfffffcff.
//   R2P PR, R7, 0x5 with R7 = lane: P0 = bit 0 = 0 1 0 1, P2 = bit 2 = 0 0 0 0, P1 kept.
//   R2P PR, R8, R9 with R8 = 0xffffffff, R9 = 0x40: P6 = 1.
// CHECK: regs.R1: 0x3f800000 0x0 0x0 0x0
// CHECK-NEXT: regs.R2: 0xffffffff 0xffffffff 0x0 0xffffffff
// CHECK-NEXT: regs.R3: 0x0 0xffffffff 0x0 0x0
// CHECK-NEXT: regs.R4: 0x2b 0x11 0x32 0x14
// CHECK-NEXT: regs.R5: 0xffffffff 0xfffffdff 0xfffffeff 0xfffffcff
// CHECK: preds.P0: 0 1 0 1
// CHECK-NEXT: preds.P1: 1 0 1 0
// CHECK-NEXT: preds.P2: 0 0 0 0
// CHECK-NEXT: preds.P3: 1 0 0 0
// CHECK-NEXT: preds.P4: 0 1 1 1
// CHECK-NEXT: preds.P5: 1 0 1 0
// CHECK-NEXT: preds.P6: 1 1 1 1
PSETP.AND.AND P3, P4, P0, P1, PT ;
PSETP.OR.XOR P5, PT, !P0, P1, P2 ;
PSET.BF.AND.AND R1, P0, P1, PT ;
PSET.OR.AND R2, P0, P2, PT ;
MOV R3, RZ ;
@P0 PSET.XOR.AND R3, P0, P1, PT ;
P2R R4, PR, RZ, 0x7f ;
MOV32I R6, 0xffffffff ;
P2R.B1 R5, PR, R6, 0x3 ;
S2R R7, SR_LANEID ;
R2P PR, R7, 0x5 ;
MOV32I R8, 0xffffffff ;
MOV32I R9, 0x40 ;
R2P PR, R8, R9 ;
EXIT ;
