// The integer instructions of the kernel subset (BFE, SHL, SHR, IADD, ISCADD, ISETP, MOV,
// MOV32I) on two lanes, with expected values derived by hand from spec/sass-sm50.md (BFE)
// and the usual Maxwell semantics (shifts of 32 or more give 0 or the sign unless .W wraps the
// amount; ISETP writes Pd = cmp BOP Pp and the second destination = !cmp BOP Pp).
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/alu.json --json %s | %jsonq | FileCheck %s
//
// State: R2 = 0x80000001, 0x0000f0f0; R3 = 4, 0x1f; R4 = 0xffffffff, 1; c[0][0] = 0x12345678.
BFE.U32 R10, R2, 0x0804 ;        // pos 4, len 8: 0x00, 0x0f
BFE.S32 R11, R2, 0x041c ;        // pos 28, len 4: 0x8 -> sign-extended 0xfffffff8; 0
BFE.U32 R12, R2, 0x2010 ;        // pos 16, len 32, bits above 31 read 0: 0x8000, 0
BFE.U32.BREV R13, R2, 0x0800 ;   // reversed first: 0x80000001, 0x0f0f0000 -> low byte 0x01, 0x00
BFE.S32 R14, R2, 0x0 ;           // length 0: 0
SHR.S32 R15, R2, R3 ;            // 0x80000001 >> 4 arithmetic = 0xf8000000; 0xf0f0 >> 31 = 0
SHR.U32 R16, R2, 0x20 ;          // 32 without .W: 0
SHL.W R17, R4, 0x21 ;            // .W: 33 & 31 = 1: 0xfffffffe, 2
IADD R20.CC, R4, 0x1 ;           // 0x1_00000000 -> 0, CF 1, ZF 1;  2, CF 0
IADD.X R21, RZ, RZ ;             // 0 + 0 + CF: 1, 0
ISETP.LT.U32.AND P0, P1, R2, R3, PT ;  // unsigned: false, false -> P0 0 0, P1 1 1
ISETP.LT.S32.AND P2, PT, R2, R3, PT ;  // signed: -2147483647 < 4 true; false -> P2 1 0
ISETP.NE.U32.XOR P3, PT, R3, 0x4, P2 ; // (4 != 4) ^ 1 = 1; (0x1f != 4) ^ 0 = 1
ISETP.GE.S32.OR P4, PT, R4, RZ, !P2 ;  // (-1 >= 0) | !1 = 0; (1 >= 0) | !0 = 1
MOV R22, c[0x0][0x0] ;           // 0x12345678
MOV32I R23, 0xdeadbeef ;
ISCADD R28, R3, 0x10, 0x2 ;      // (R3 << 2) + 0x10: 0x20, 0x8c
IADD R29, -R3, R4 ;              // -4 + 0xffffffff = 0xfffffffb; -0x1f + 1 = 0xffffffe2
@!P2 MOV32I R30, 0x5 ;           // lane 0 has P2 set: R30 stays 0; lane 1: 5

// CHECK: regs.R10: 0x0 0xf
// CHECK-NEXT: regs.R11: 0xfffffff8 0x0
// CHECK-NEXT: regs.R12: 0x8000 0x0
// CHECK-NEXT: regs.R13: 0x1 0x0
// CHECK-NEXT: regs.R14: 0x0 0x0
// CHECK-NEXT: regs.R15: 0xf8000000 0x0
// CHECK-NEXT: regs.R16: 0x0 0x0
// CHECK-NEXT: regs.R17: 0xfffffffe 0x2
// CHECK-NEXT: regs.R2: 0x80000001 0xf0f0
// CHECK-NEXT: regs.R20: 0x0 0x2
// CHECK-NEXT: regs.R21: 0x1 0x0
// CHECK-NEXT: regs.R22: 0x12345678 0x12345678
// CHECK-NEXT: regs.R23: 0xdeadbeef 0xdeadbeef
// CHECK-NEXT: regs.R28: 0x20 0x8c
// CHECK-NEXT: regs.R29: 0xfffffffb 0xffffffe2
// CHECK-NEXT: regs.R3: 0x4 0x1f
// CHECK-NEXT: regs.R30: 0x0 0x5
// CHECK-NEXT: regs.R4: 0xffffffff 0x1
// CHECK-NEXT: preds.P0: 0 0
// CHECK-NEXT: preds.P1: 1 1
// CHECK-NEXT: preds.P2: 1 0
// CHECK-NEXT: preds.P3: 1 1
// CHECK-NEXT: preds.P4: 0 1
// CHECK-NEXT: cc.CF: 1 0
// CHECK-NEXT: cc.OF: 0 0
// CHECK-NEXT: cc.SF: 0 0
// CHECK-NEXT: cc.ZF: 1 0
// CHECK-NEXT: instructions: 19
