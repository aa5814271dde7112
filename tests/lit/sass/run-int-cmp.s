// ISET, ICMP, SEL, IMNMX execution (docs/sass.md "Execution semantics of the ALU rows", D-I4):
// ISET writes all ones or 0 for (Ra cmp Sb) BOP Pp; ICMP.cmp Rd, Ra, Sb, Rc = (Rc cmp 0) ? Ra : Sb
// (PTX slct); SEL = Pp ? Ra : Sb (PTX selp); IMNMX gives the minimum when Pp is true (PT) and the
// maximum when false (!PT). .S32 is the default of ISET/ICMP/IMNMX as of ISETP.
// Expected values derived by hand.
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/int.json --json %s | %jsonq | FileCheck %s
//
// State: R1 = 0x12345678, 0xfffffffd; R2 = 0x9abcdef0, 0x7fff0003; R3 = 0x0001ffff, 0x8000fffe;
// R4 = 0xffffffff, 1; R5 = 0x80000000, 0x7fffffff; R6 = 4, 0xffffffff.
ISET.LT.U32.AND R10, R1, R2, PT ;    // unsigned: true, false
ISET.LT.AND R11, R1, R2, PT ;        // signed: 0x12345678 < -0x65432110 false; -3 < 0x7fff0003 true
ISET.EQ.OR R12, R6, 0x4, P0 ;        // P0 = 0: (4 == 4) | 0 = 1; 0
ICMP.GE R13, R1, R2, R3 ;            // R3 >= 0 (signed): R1 = 0x12345678; R3 < 0: R2 = 0x7fff0003
ICMP.LT.U32 R14, R1, R2, RZ ;        // 0 < 0 false: R2
ISETP.LT.AND P1, PT, R1, R2, PT ;    // P1 = 0, 1
SEL R15, R1, R2, P1 ;                // 0x9abcdef0; 0xfffffffd
SEL R16, R1, R2, !P1 ;               // 0x12345678; 0x7fff0003
IMNMX R17, R1, R2, PT ;              // signed min: 0x9abcdef0 (negative); 0xfffffffd (-3)
IMNMX.U32 R18, R1, R2, !PT ;         // unsigned max: 0x9abcdef0; 0xfffffffd
IMNMX R19, R5, R4, !PT ;             // signed max: max(-2^31, -1) = 0xffffffff; max(2^31 - 1, 1)
IMNMX.U32 R20, R5, 0x3, PT ;         // unsigned min: 3, 3
EXIT ;

// CHECK: regs.R10: 0xffffffff 0x0
// CHECK-NEXT: regs.R11: 0x0 0xffffffff
// CHECK-NEXT: regs.R12: 0xffffffff 0x0
// CHECK-NEXT: regs.R13: 0x12345678 0x7fff0003
// CHECK-NEXT: regs.R14: 0x9abcdef0 0x7fff0003
// CHECK-NEXT: regs.R15: 0x9abcdef0 0xfffffffd
// CHECK-NEXT: regs.R16: 0x12345678 0x7fff0003
// CHECK-NEXT: regs.R17: 0x9abcdef0 0xfffffffd
// CHECK-NEXT: regs.R18: 0x9abcdef0 0xfffffffd
// CHECK-NEXT: regs.R19: 0xffffffff 0x7fffffff
// CHECK: regs.R20: 0x3 0x3
// CHECK: preds.P1: 0 1
