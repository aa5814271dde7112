// ATOM, ATOM.CAS, RED and ATOMS (docs/sass.md "Execution of the memory, control and predicate
// rows", D-M1, D-M2): lanes do their read-modify-write in lane order; Rd gets the old value.
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/atom.json --json %s > %t.json; test $? = 2
// RUN: %jsonq < %t.json | FileCheck %s
// By hand, 4 lanes, {R11,R10} = 0x1000, R0 = lane; global words w0.. at 0x1000:
//   ADD of the lane to w0 = 100: old 100 100 101 103, w0 = 106.
//   MIN.S32 of R12 = -1 7 3 2 into w1 = 5: old 5 then -1 thrice, w1 = -1.
//   MAX (U32) of R12 into w2 = 5: old 5 then 0xffffffff thrice, w2 = 0xffffffff.
//   INC with R13 = 2 on w3 = 0 (old >= 2 ? 0 : old + 1): old 0 1 2 0, w3 = 1.
//   DEC with 2 on w4 = 0 (old == 0 || old > 2 ? 2 : old - 1): old 0 2 1 0, w4 = 2.
//   OR of 1 << lane into w5 = 0x100: old 0x100 0x101 0x103 0x107, w5 = 0x10f.
//   EXCH of the lane into w6 = 9: old 9 0 1 2, w6 = 3.
//   CAS compare R16 = 0x50 0x60 0x60 0x70, store R17 = 0x60 0x61 0x62 0x63 on w7 = 0x50:
//     lane 0 matches (w7 = 0x60), lane 1 matches (0x61), lanes 2, 3 fail: old 0x50 0x60 0x61 0x61.
//   ADD.U64 of {R21,R20} = 0xffffffff to {w9,w8} = 1: old 1, 0x1_00000000, 0x1_ffffffff,
//     0x2_fffffffe; {w9,w8} = 0x3_fffffffd.
//   RED ADD of the lane to w12: 6. RED ADD.F32.FTZ.RN of 1.5 to w13 = 1.0: 7.0 = 0x40e00000.
//   @P1 RED (lanes 0, 1) ADD of the lane to w14: 1.
//   @P2 ATOM (lane 3) at 0x1040, not mapped: out_of_bounds, R9 = 0.
//   shared: ATOMS.ADD of the lane to s0 = 0: old 0 0 1 3, s0 = 6; ATOMS.CAS as the global CAS on
//     s1 = 0x50; @P2 ATOMS at offset 0x10, past the 16-byte allocation: out_of_window.
//   CAS.64 compare {R27,R26} = 0x3_fffffffd, store {R29,R28} = 0x22_00000011 on {w9,w8}: lane 0
//     matches, lanes 1..3 see 0x22_00000011 and fail: R32 = 0xfffffffd 0x11 0x11 0x11, R33 = 3 0x22..
//   ATOMS.ADD.U64 of 0xffffffff to {s3,s2} = 0: old 0, 0xffffffff, 0x1_fffffffe, 0x2_fffffffd;
//     {s3,s2} = 0x3_fffffffc.
// CHECK: regs.R1: 0x64 0x64 0x65 0x67
// CHECK: regs.R15: 0x0 0x0 0x1 0x3
// CHECK: regs.R18: 0x1 0x0 0xffffffff 0xfffffffe
// CHECK-NEXT: regs.R19: 0x0 0x1 0x1 0x2
// CHECK-NEXT: regs.R2: 0x5 0xffffffff 0xffffffff 0xffffffff
// CHECK: regs.R22: 0x50 0x60 0x61 0x61
// CHECK-NEXT: regs.R23: 0x0 0x0 0x0 0x0
// CHECK: regs.R3: 0x5 0xffffffff 0xffffffff 0xffffffff
// CHECK-NEXT: regs.R32: 0xfffffffd 0x11 0x11 0x11
// CHECK-NEXT: regs.R33: 0x3 0x22 0x22 0x22
// CHECK-NEXT: regs.R34: 0x0 0xffffffff 0xfffffffe 0xfffffffd
// CHECK-NEXT: regs.R35: 0x0 0x0 0x1 0x2
// CHECK-NEXT: regs.R4: 0x0 0x1 0x2 0x0
// CHECK-NEXT: regs.R5: 0x0 0x2 0x1 0x0
// CHECK-NEXT: regs.R6: 0x100 0x101 0x103 0x107
// CHECK-NEXT: regs.R7: 0x9 0x0 0x1 0x2
// CHECK-NEXT: regs.R8: 0x50 0x60 0x61 0x61
// CHECK-NEXT: regs.R9: 0x0 0x0 0x0 0x0
// CHECK: memory global 0x1000 u32: 0x6a 0xffffffff 0xffffffff 0x1 0x2 0x10f 0x3 0x61 0x11 0x22 0x0 0x0 0x6 0x40e00000 0x1 0x0
// CHECK-NEXT: memory shared 0x0 u32: 0x6 0x61 0xfffffffc 0x3
// CHECK-NEXT: fault pc=14 lane=3 kind=out_of_bounds address=0x1040
// CHECK-NEXT: fault pc=17 lane=3 kind=out_of_window address=0x10
// CHECK-NOT: fault
S2R R0, SR_LANEID ;
ATOM.E.ADD R1, [R10], R0 ;
ATOM.E.MIN.S32 R2, [R10+0x4], R12 ;
ATOM.E.MAX R3, [R10+0x8], R12 ;
ATOM.E.INC R4, [R10+0xc], R13 ;
ATOM.E.DEC R5, [R10+0x10], R13 ;
ATOM.E.OR R6, [R10+0x14], R14 ;
ATOM.E.EXCH R7, [R10+0x18], R0 ;
ATOM.E.CAS R8, [R10+0x1c], R16, R17 ;
ATOM.E.ADD.U64 R18, [R10+0x20], R20 ;
RED.E.ADD [R10+0x30], R0 ;
RED.E.ADD.F32.FTZ.RN [R10+0x34], R28 ;
@P1 RED.E.ADD [R10+0x38], R0 ;
MOV R9, RZ ;
@P2 ATOM.E.ADD R9, [R10+0x40], R0 ;
ATOMS.ADD R15, [RZ], R0 ;
ATOMS.CAS R22, [0x4], R16, R17 ;
@P2 ATOMS.ADD R23, [0x10], R0 ;
MOV32I R26, 0xfffffffd ;
MOV32I R27, 0x3 ;
MOV32I R28, 0x11 ;
MOV32I R29, 0x22 ;
ATOM.E.CAS.64 R32, [R10+0x20], R26, R28 ;
ATOMS.ADD.U64 R34, [0x8], R20 ;
EXIT ;
