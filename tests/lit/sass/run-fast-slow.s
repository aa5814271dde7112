// The full-mask paths of the executor (every lane active: LEA, LD, LDC, IADD, ISETP take a
// whole-warp loop) against the per-lane path: the same program on 32 lanes runs
//   (a) with every lane active (full-mask paths wherever no fault is possible),
//   (b) with lane 31 inactive (exec 0x7fffffff: every instruction takes the per-lane path),
//   (c) with every lane active and --trace (a memory hook: LD and LDC take the per-lane path),
// and lanes 0..30 of regs, preds, cc, memory and faults must be identical in all three.
// The values come from the per-lane path, which the other tests check by hand.
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/fast-slow.json --json %s > %t.a
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/fast-slow-divergent.json --json %s > %t.b
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/fast-slow.json --json --trace %s > %t.c 2> %t.trace
// RUN: python3 %S/../tools/samelanes.py 31 %t.a %t.b | FileCheck %s --check-prefix=SAME
// RUN: python3 %S/../tools/samelanes.py 32 %t.a %t.c | FileCheck %s --check-prefix=SAME
// RUN: %jsonq < %t.a | FileCheck %s
//
// State: R0 = lane; R1 = 0xfdfffff0 + 0x100000 * lane (crosses the shared window
// [0xfe000000, 0xff000000) at lanes 1 and 17); R4 = lane & 1; R5 = 0x7ffffff0 + lane;
// R7 = 0xfffffff8 + lane (wraps at lane 8); R20:R21 = 0x1_0000_0000 + 32 * lane (global: 2 KiB
// of words i * 0x01010101 + 0x100 at 0x1_0000_0000); R22 = 0x3000 + 8 * lane (global words
// 0x3000.. = 0xa5000000 + i); R23 = R22 except lane 5 (+2: misaligned); R40 = 8 * lane;
// R41 = 0x10000 * (lane & 3) + 4 * lane; c[0][0] = 0xfe000000, c[0][4] = 3, c[0][8] = 0x100;
// banks 1..3: words (bank << 24) + i; P0 = lane < 16.
        LEA.LO R2.CC, R0, R1, 0x3 ;
        LEA.HI.X R3, R0, R5, R4, 0x3 ;
        LEA.LO P1, R6, R7, c[0x0][0x0] ;
        LEA.LO R8, -R7, RZ, 0x2 ;
        LEA.HI R9, -R7, c[0x0][0x4], R4, 0x5 ;
        LEA.LO.X R10.CC, R7, R1, 0x1 ;
        LEA.HI.X P2, R11, R7, R5, R4, 0x1f ;
        LEA.HI.X R12.CC, R1, RZ, R7 ;
        LEA.LO R13, R0, 0x7fff0, 0x1f ;
        LEA.LO.X R14, R5, -0x10 ;
        IADD R15.CC, R7, -R1 ;
        IADD.X R16, R7, R1 ;
        ISCADD R17, R0, c[0x0][0x8], 0x4 ;
        IADD R18, -R0, 0x10 ;
        ISETP.GT.S32.OR P3, P4, R7, R1, !P0 ;
        ISETP.NE.U32.XOR P5, PT, R0, 0x3, P1 ;
        ISETP.LE.U32.AND P6, PT, R1, c[0x0][0x0], PT ;
        LD.E R24, [R20] ;
        LD.E.64 R26, [R20+0x8] ;
        LD.E.128 R28, [R20+0x10] ;
        LD.U8 R32, [R22+0x1] ;
        LD.S8 R33, [R22+0x3] ;
        LD.U16 R34, [R22+0x2] ;
        LD.S16 R35, [R22+0x6] ;
        LD R36, [0x3010] ;
        LD R37, [R23] ;
        LD.E.64 R38, [R20+0x7f8] ;
        LDC R42, c[0x1][0x10] ;
        LDC.64 R44, c[0x1][R40] ;
        LDC.IL R46, c[0x1][R41+0x8] ;
        LDC.IS R47, c[0x1][R41+0x4] ;
        LDC.ISL R48, c[0x1][R41] ;
        LDC.U8 R49, c[0x2][R40+0x3] ;
        LDC.S16 R50, c[0x3][R40+0x2] ;
        LDC R51, c[0x10][R41] ;
        LDC.64 R52, c[0x2][0x18] ;
  @P0   LEA.LO R54, R0, R1, 0x2 ;
        IADD R55, RZ, RZ ;
        EXIT ;

// SAME: same: {{[1-9][0-9]*}} values
// Spot checks of (a), by hand: R13 = (lane << 31) + 0x7fff0 (sign-extended Imm20);
// R24 = word 8 * lane of 0x1_0000_0000; lane 5's LD of R23 is misaligned (read at 0x3028);
// LD.E.64 at 0x1_0000_07f8 + 32 * lane is inside the 2 KiB only for lane 0.
// CHECK: regs.R13: 0x7fff0 0x8007fff0 0x7fff0 0x8007fff0
// CHECK: regs.R24: 0x100 0x8080908 0x10101110 0x18181918
// CHECK: regs.R37: 0xa5000000 0xa5000002 0xa5000004 0xa5000006 0xa5000008 0xa500000a 0xa500000c
// CHECK: regs.R38: 0xfe 0x0 0x0
// CHECK: fault pc=25 lane=5 kind=misaligned address=0x302a
// CHECK-NEXT: fault pc=26 lane=1 kind=out_of_bounds address=0x100000818
// CHECK: fault pc=26 lane=31 kind=out_of_bounds address=0x100000bd8
// CHECK-NEXT: instructions: 39
