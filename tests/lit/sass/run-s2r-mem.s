// S2R, LDG/STG and LDS/STS under run --state (docs/sass.md "Kernel essentials"): a lone warp is
// thread (lane, 0, 0) of CTA (0, 0, 0); shared offsets are checked against the state's
// shared_window.alloc (16 bytes here), global addresses against the mapped memory.
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/s2r-mem.json --json %s > %t.json; test $? = 2
// RUN: %jsonq < %t.json | FileCheck %s
// By hand, 4 lanes:
//   S2R R0, SR_TID.X = lane; SR_LANEID = lane; SR_CTAID.X = 0; SR_LTMASK = (1 << lane) - 1.
//   LDG.E R4, [R10] with {R11,R10} = 0x1000, 0x1004, 0x1008, 0x1001: words 17, 18, 19 and lane 3
//     misaligned (fault at 0x1001; the access is made at 0x1000: 17).
//   STS [R12], R0: shared words 0..3 = 0, 1, 2, 3. LDS.U.32 R5, [R12+0x4]: lanes 0..2 read words
//     1..3 = 1, 2, 3; lane 3 reads offset 16..19, past the 16-byte allocation: out_of_window, 0.
//   @!PT STG.E does nothing; @P0 STG.E [R10], R1 stores the lane id in lanes 0..2 (P0 = lane < 3):
//   global words 0x1000.. = 0, 1, 2 and the given 20.
// CHECK: regs.R0: 0x0 0x1 0x2 0x3
// CHECK-NEXT: regs.R1: 0x0 0x1 0x2 0x3
// CHECK: regs.R2: 0x0 0x0 0x0 0x0
// CHECK-NEXT: regs.R3: 0x0 0x1 0x3 0x7
// CHECK-NEXT: regs.R4: 0x11 0x12 0x13 0x11
// CHECK-NEXT: regs.R5: 0x1 0x2 0x3 0x0
// CHECK: preds.P0: 1 1 1 0
// CHECK: memory shared 0x0 u32: 0x0 0x1 0x2 0x3
// CHECK-NEXT: memory global 0x1000 u32: 0x0 0x1 0x2 0x14
// CHECK-NEXT: fault pc=5 lane=3 kind=misaligned address=0x1001
// CHECK-NEXT: fault pc=7 lane=3 kind=out_of_window address=0x10
// CHECK-NOT: fault
S2R R0, SR_TID.X ;
S2R R1, SR_LANEID ;
S2R R2, SR_CTAID.X ;
S2R R3, SR_LTMASK ;
ISETP.LT.AND P0, PT, R1, 0x3, PT ;
LDG.E R4, [R10] ;
STS [R12], R0 ;
LDS.U.32 R5, [R12+0x4] ;
@!PT STG.E [R10+0x4], R0 ;
@P0 STG.E [R10], R1 ;
EXIT ;
