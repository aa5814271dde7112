// A guarded SYNC (docs/sass.md "Execution"): `@P0 SYNC` takes only the lanes where P0 holds to
// the reconvergence point of the enclosing SSY; the others go on and reach it with their own SYNC;
// a SYNC whose guard leaves no lane does nothing.
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/sync-guard.json --json %s | %jsonq | FileCheck %s
// By hand, 4 lanes, P0 = 1 1 0 0, P1 = 0:
//   lanes 0, 1 wait at `join`; lanes 2, 3 set R0 = 5, skip @P1 SYNC (no lane), set R2 = 7 and SYNC;
//   at join all four lanes add: R1 = R0 + 1 = 1 1 6 6; R2 = 0 0 7 7.
// CHECK: regs.R0: 0x0 0x0 0x5 0x5
// CHECK-NEXT: regs.R1: 0x1 0x1 0x6 0x6
// CHECK-NEXT: regs.R2: 0x0 0x0 0x7 0x7
// CHECK: instructions: 8
SSY join ;
@P0 SYNC ;
MOV32I R0, 0x5 ;
@P1 SYNC ;
MOV32I R2, 0x7 ;
SYNC ;
join:
IADD R1, R0, 0x1 ;
EXIT ;
