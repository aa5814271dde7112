// The condition-code tests CC.xx (docs/sass.md D-C1, D-C2): CSET, CSETP, and CC-conditional
// BRA and EXIT. 8 lanes; IADD.CC R9, R2, R3 gives each lane one CC state (Z S C O), by hand:
//   lane 0: 1 + 1 = 2                        Z0 S0 C0 O0
//   lane 1: 0 + 0 = 0                        Z1 S0 C0 O0
//   lane 2: 0xffffffff + 0 = 0xffffffff      Z0 S1 C0 O0
//   lane 3: 0x7fffffff + 1 = 0x80000000      Z0 S1 C0 O1
//   lane 4: 0xffffffff + 1 = 0 (carry)       Z1 S0 C1 O0
//   lane 5: 0x80000000 + 0x80000000 = 0      Z1 S0 C1 O1
//   lane 6: 0xffffffff + 0xffffffff          Z0 S1 C1 O0
//   lane 7: 0x80000000 + 0xffffffff          Z0 S0 C1 O1
// Each test's formula (envytools' condition table) evaluated per lane (1 = all ones from CSET):
//   F 0; LT (S&!Z)^O; EQ Z&!S; LE S^(Z|O); GT !Z&!(S^O); NE !Z; GE !(S^O); NUM !Z|!S; NAN Z&S;
//   LTU S^O; EQU Z; LEU Z|(S^O); GTU !S^(Z|O); NEU !Z|S; GEU (!S|Z)^O; T 1;
//   OFF !O; LO !C; SFF !S; LS Z|!C; HI !Z&C; SFT S; HS C; OFT O;
//   RLE S|Z and RGT !S&!Z (codes 30, 31: the result as a signed value <= 0 / > 0, overflow ignored,
//   D-C7): RLE in lanes 1..6, RGT in lanes 0 and 7 (lane 3: 0x80000000 is RLE although the exact
//   sum 2^31 is positive).
// (An integer result never has Z and S together: NAN is 0 and NUM 1 in every lane here.)
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/cc8.json --json %s | %jsonq | FileCheck %s
// Codes 24..29 (CSM_TA .. FCSM_MX) are refused when the program is loaded (D-C7).
// RUN: printf 'CSET.CSM_TA.AND R0, CC, PT ;\nEXIT ;\n' > %t.csm.s
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 %t.csm.s 2>&1 | FileCheck --check-prefix=CSM %s
// CSM: instruction 0: the CC test CC.CSM_TA of CSET is not modelled
// RUN: printf 'EXIT CC.FCSM_MX ;\n' > %t.fcsm.s
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 %t.fcsm.s 2>&1 | FileCheck --check-prefix=FCSM %s
// FCSM: instruction 0: the CC test CC.FCSM_MX of EXIT is not modelled
// A CC-conditional BRA with the test RGT takes lanes 0 and 7 (R1 = 7), the others fall through (R1 = 9).
// RUN: printf 'IADD.CC R9, R2, R3 ;\nSSY j ;\nBRA CC.RGT, t ;\nMOV32I R1, 0x9 ;\nSYNC ;\nt:\nMOV32I R1, 0x7 ;\nSYNC ;\nj:\nEXIT ;\n' > %t.rgt.s
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/cc8.json --json %t.rgt.s | %jsonq | FileCheck --check-prefix=RGT %s
// RGT: regs.R1: 0x7 0x9 0x9 0x9 0x9 0x9 0x9 0x7
// KIL CC.NE retires the lanes whose result is not zero (0 2 3 6 7): R1 = 5 in lanes 1 4 5.
// RUN: printf 'IADD.CC R9, R2, R3 ;\nKIL CC.NE ;\nMOV32I R1, 0x5 ;\n' > %t.kil.s
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/cc8.json --json %t.kil.s | %jsonq | FileCheck --check-prefix=KIL %s
// KIL: regs.R1: 0x0 0x5 0x0 0x0 0x5 0x5 0x0 0x0
IADD.CC R9, R2, R3 ;
CSET.F.AND R10, CC, PT ;
CSET.LT.AND R11, CC, PT ;
CSET.EQ.AND R12, CC, PT ;
CSET.LE.AND R13, CC, PT ;
CSET.GT.AND R14, CC, PT ;
CSET.NE.AND R15, CC, PT ;
CSET.GE.AND R16, CC, PT ;
CSET.NUM.AND R17, CC, PT ;
CSET.NAN.AND R18, CC, PT ;
CSET.LTU.AND R19, CC, PT ;
CSET.EQU.AND R20, CC, PT ;
CSET.LEU.AND R21, CC, PT ;
CSET.GTU.AND R22, CC, PT ;
CSET.NEU.AND R23, CC, PT ;
CSET.GEU.AND R24, CC, PT ;
CSET.T.AND R25, CC, PT ;
CSET.OFF.AND R26, CC, PT ;
CSET.LO.AND R27, CC, PT ;
CSET.SFF.AND R28, CC, PT ;
CSET.LS.AND R29, CC, PT ;
CSET.HI.AND R30, CC, PT ;
CSET.SFT.AND R31, CC, PT ;
CSET.HS.AND R32, CC, PT ;
CSET.OFT.AND R33, CC, PT ;
// .BF: 1.0 where EQ holds; .OR with PT: every lane; .XOR with PT: the negation (NE -> EQ)
CSET.BF.EQ.AND R34, CC, PT ;
CSET.LT.OR R35, CC, PT ;
CSET.NE.XOR R36, CC, PT ;
CSET.RLE.AND R37, CC, PT ;
CSET.RGT.AND R38, CC, PT ;
// CSETP: P0 = NE, P1 = !NE; P2 = LT ^ !PT = LT; P3 = HS & P2 (lanes 5 6 7)
CSETP.NE.AND P0, P1, CC, PT ;
CSETP.LT.XOR P2, PT, CC, !PT ;
CSETP.HS.AND P3, PT, CC, P2 ;
// CC-conditional branch: the EQ lanes (1 4 5) take it (R50 = 2), the others fall through
// (R50 = 1); then EXIT CC.HS retires lanes 4..7, R51 = 3 in lanes 0..3 only.
SSY join ;
BRA CC.EQ, taken ;
MOV32I R50, 0x1 ;
SYNC ;
taken:
MOV32I R50, 0x2 ;
SYNC ;
join:
EXIT CC.HS ;
MOV32I R51, 0x3 ;
EXIT ;
// CHECK: regs.R10: 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0
// CHECK-NEXT: regs.R11: 0x0 0x0 0xffffffff 0x0 0x0 0xffffffff 0xffffffff 0xffffffff
// CHECK-NEXT: regs.R12: 0x0 0xffffffff 0x0 0x0 0xffffffff 0xffffffff 0x0 0x0
// CHECK-NEXT: regs.R13: 0x0 0xffffffff 0xffffffff 0x0 0xffffffff 0xffffffff 0xffffffff 0xffffffff
// CHECK-NEXT: regs.R14: 0xffffffff 0x0 0x0 0xffffffff 0x0 0x0 0x0 0x0
// CHECK-NEXT: regs.R15: 0xffffffff 0x0 0xffffffff 0xffffffff 0x0 0x0 0xffffffff 0xffffffff
// CHECK-NEXT: regs.R16: 0xffffffff 0xffffffff 0x0 0xffffffff 0xffffffff 0x0 0x0 0x0
// CHECK-NEXT: regs.R17: 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0xffffffff
// CHECK-NEXT: regs.R18: 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0
// CHECK-NEXT: regs.R19: 0x0 0x0 0xffffffff 0x0 0x0 0xffffffff 0xffffffff 0xffffffff
// CHECK-NEXT: regs.R2:
// CHECK-NEXT: regs.R20: 0x0 0xffffffff 0x0 0x0 0xffffffff 0xffffffff 0x0 0x0
// CHECK-NEXT: regs.R21: 0x0 0xffffffff 0xffffffff 0x0 0xffffffff 0xffffffff 0xffffffff 0xffffffff
// CHECK-NEXT: regs.R22: 0xffffffff 0x0 0x0 0xffffffff 0x0 0x0 0x0 0x0
// CHECK-NEXT: regs.R23: 0xffffffff 0x0 0xffffffff 0xffffffff 0x0 0x0 0xffffffff 0xffffffff
// CHECK-NEXT: regs.R24: 0xffffffff 0xffffffff 0x0 0xffffffff 0xffffffff 0x0 0x0 0x0
// CHECK-NEXT: regs.R25: 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0xffffffff
// CHECK-NEXT: regs.R26: 0xffffffff 0xffffffff 0xffffffff 0x0 0xffffffff 0x0 0xffffffff 0x0
// CHECK-NEXT: regs.R27: 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0x0 0x0 0x0 0x0
// CHECK-NEXT: regs.R28: 0xffffffff 0xffffffff 0x0 0x0 0xffffffff 0xffffffff 0x0 0xffffffff
// CHECK-NEXT: regs.R29: 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0x0 0x0
// CHECK-NEXT: regs.R3:
// CHECK-NEXT: regs.R30: 0x0 0x0 0x0 0x0 0x0 0x0 0xffffffff 0xffffffff
// CHECK-NEXT: regs.R31: 0x0 0x0 0xffffffff 0xffffffff 0x0 0x0 0xffffffff 0x0
// CHECK-NEXT: regs.R32: 0x0 0x0 0x0 0x0 0xffffffff 0xffffffff 0xffffffff 0xffffffff
// CHECK-NEXT: regs.R33: 0x0 0x0 0x0 0xffffffff 0x0 0xffffffff 0x0 0xffffffff
// CHECK-NEXT: regs.R34: 0x0 0x3f800000 0x0 0x0 0x3f800000 0x3f800000 0x0 0x0
// CHECK-NEXT: regs.R35: 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0xffffffff
// CHECK-NEXT: regs.R36: 0x0 0xffffffff 0x0 0x0 0xffffffff 0xffffffff 0x0 0x0
// CHECK-NEXT: regs.R37: 0x0 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0x0
// CHECK-NEXT: regs.R38: 0xffffffff 0x0 0x0 0x0 0x0 0x0 0x0 0xffffffff
// CHECK-NEXT: regs.R50: 0x1 0x2 0x1 0x1 0x2 0x2 0x1 0x1
// CHECK-NEXT: regs.R51: 0x3 0x3 0x3 0x3 0x0 0x0 0x0 0x0
// CHECK-NEXT: regs.R9: 0x2 0x0 0xffffffff 0x80000000 0x0 0x0 0xfffffffe 0x7fffffff
// CHECK-NEXT: preds.P0: 1 0 1 1 0 0 1 1
// CHECK-NEXT: preds.P1: 0 1 0 0 1 1 0 0
// CHECK-NEXT: preds.P2: 0 0 1 0 0 1 1 1
// CHECK-NEXT: preds.P3: 0 0 0 0 0 1 1 1
