// The full-mask ALU paths (LOP, LOP32I, SHL, SHR, MOV, MOV32I take a whole-warp loop when every
// lane is active and no .CC/.X/.BREV/predicate result is asked for) against the per-lane path: the
// same program with every lane active and with lane 31 inactive (Inputs/fast-slow*.json, the
// state described in run-fast-slow.s) must give identical lanes 0..30. The CHECK values are
// derived by hand: R0 = lane, R1 = 0xfdfffff0 + 0x100000 lane, R4 = lane & 1,
// R5 = 0x7ffffff0 + lane, R7 = 0xfffffff8 + lane (shift counts >= 32 for lanes 0..7), c[0][4] = 3,
// c[0][8] = 0x100.
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/fast-slow.json --json %s > %t.a
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/fast-slow-divergent.json --json %s > %t.b
// RUN: python3 %S/../tools/samelanes.py 31 %t.a %t.b | FileCheck %s --check-prefix=SAME
// RUN: %jsonq < %t.a | FileCheck %s
// SAME: same:
// CHECK: regs.R47: 0x12345 0x12345
// CHECK: regs.R48: 0xfffffff8 0xfffffff9 0xfffffffa
// CHECK: regs.R49: 0xdeadbeef 0xdeadbeef
// CHECK: regs.R50: 0x0 0x1 0x0 0x1 0x4 0x5 0x4 0x5 0x0
// CHECK: regs.R51: 0xffffffff 0xffffffff 0xfffffffd 0xfffffffd 0xfffffffb
// CHECK: regs.R52: 0x8000000f 0x8000000f 0x8000000f 0x8000000f
// CHECK: regs.R53: 0x3 0x3 0x3
// CHECK: regs.R54: 0xfdf00000 0xfe000000 0xfe100000 0xfe200000
// CHECK: regs.R55: 0x0 0x10000000 0x20000000 0x30000000
// CHECK: regs.R56: 0x0 0x2 0x0 0x8 0x0 0x20
// CHECK: regs.R57: 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x8 0x12 0x28
// CHECK: regs.R58: 0x0 0x2000000 0x8000000 0x18000000
// CHECK: regs.R59: 0xf 0xf 0xf
// CHECK: regs.R60: 0xffdfffff 0xffe0ffff 0xffe1ffff
// CHECK: regs.R61: 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0xfe7ffff0
// CHECK: regs.R62: 0xfd 0x7f 0x3f 0x1f
// CHECK: regs.R63: 0x100 0x100
        LOP.AND R50, R0, 0x5 ;
        LOP.OR R51, ~R0, R4 ;
        LOP.XOR R52, R0, ~R5 ;
        LOP.PASS_B R53, R0, c[0x0][0x4] ;
        LOP32I.AND R54, R1, 0xfff00000 ;
        SHL R55, R0, 0x1c ;
        SHL R56, R4, R0 ;
        SHL R57, R0, R7 ;
        SHL.W R58, R0, R7 ;
        SHR.U32 R59, R1, 0x1c ;
        SHR R60, R1, 0x4 ;
        SHR R61, R1, R7 ;
        SHR.U32.W R62, R1, R7 ;
        MOV R63, c[0x0][0x8] ;
        MOV32I R49, 0xdeadbeef ;
        MOV R48, R7 ;
        MOV R47, 0x12345 ;
        EXIT ;
