// LDL/STL and MEMBAR (docs/sass.md "Execution of the memory, control and predicate rows", D-M8,
// D-M9): per-lane local memory at the offset Ra + ImmS24 ([ImmU24] with RZ), of local_window.size
// bytes under run --state (32 here); past it a fault out_of_window (a load gives 0, a store
// writes nothing); misaligned as LD (the access is made at the aligned-down offset).
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/local.json --json %s > %t.json; test $? = 2
// RUN: %jsonq < %t.json | FileCheck %s
// By hand, 4 lanes, R0 = lane, R1 = 0x20 - 0x10 = 0x10 (a 16-byte frame under the top):
//   STL [R1] lane; STL.64 [R1+0x8] {lane + 0x100, lane + 0x200}; LDL R4 = lane;
//   LDL.64 R6 = lane + 0x100, R7 = lane + 0x200. STL.U8 [0x4] the low byte of R3 (= lane);
//   byte 5 = 0x80: LDL.S8 [0x4] = lane, LDL.S8 [0x5] = 0xffffff80, LDL.U16 [0x4] = 0x8000 + lane.
//   Lane 3 only (P0): LDL [R1+0x10] = offset 0x20: out_of_window, R5 = 0; STL [R1+0x7f0]:
//   out_of_window at 0x800; LDL [R1+0x2]: misaligned at 0x12, reads 0x10: 3.
// CHECK: regs.R10: 0xffffff80 0xffffff80 0xffffff80 0xffffff80
// CHECK-NEXT: regs.R11: 0x8000 0x8001 0x8002 0x8003
// CHECK-NEXT: regs.R12: 0x0 0x0 0x0 0x3
// CHECK: regs.R4: 0x0 0x1 0x2 0x3
// CHECK-NEXT: regs.R5: 0x0 0x0 0x0 0x0
// CHECK-NEXT: regs.R6: 0x100 0x101 0x102 0x103
// CHECK-NEXT: regs.R7: 0x200 0x201 0x202 0x203
// CHECK-NEXT: regs.R8: 0x0 0x1 0x2 0x3
// CHECK: fault pc=19 lane=3 kind=out_of_window address=0x20
// CHECK-NEXT: fault pc=20 lane=3 kind=out_of_window address=0x800
// CHECK-NEXT: fault pc=21 lane=3 kind=misaligned address=0x12
// CHECK-NOT: fault
S2R R0, SR_LANEID ;
MOV32I R1, 0x20 ;
IADD R1, R1, -0x10 ;
STL [R1], R0 ;
IADD R2, R0, 0x100 ;
IADD R3, R0, 0x200 ;
STL.64 [R1+0x8], R2 ;
MEMBAR.CTA ;
LDL R4, [R1] ;
LDL.64 R6, [R1+0x8] ;
STL.U8 [0x4], R3 ;
LDL.S8 R8, [0x4] ;
MOV32I R9, 0x80 ;
STL.U8 [0x5], R9 ;
LDL.S8 R10, [0x5] ;
LDL.U16 R11, [0x4] ;
ISETP.EQ.AND P0, PT, R0, 0x3, PT ;
MOV R5, RZ ;
MOV R12, RZ ;
@P0 LDL R5, [R1+0x10] ;
@P0 STL [R1+0x7f0], R0 ;
@P0 LDL R12, [R1+0x2] ;
MEMBAR.GL.IVALLD ;
EXIT ;
