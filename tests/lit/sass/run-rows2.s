// FFMA32I, R2P of a byte, CS2R, VABSDIFF4 and the no-op rows DEPBAR, CCTL, CCTLL (docs/sass.md
// D-F2, D-M6, D-C4, D-C5, D-V1). Values by hand: R2 = 3.0, R3 = +INF, R4 the smallest f32 denormal,
// R5 = 1 + 2^-12; FFMA32I's addend is Rd itself.
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/rows2-misc.json --json %s | %jsonq | FileCheck %s
// 3 * 2 + 1 = 7 (0x40e00000); -3 * 0.5 + 2 = 0.5 (0x3f000000); 3 * 1 - 4 = -1 (0xbf800000)
FFMA32I R30, R2, 2, R30 ;
FFMA32I R31, -R2, 0.5, R31 ;
FFMA32I R32, R2, 1, -R32 ;
// .FMZ: INF * 0 = 0, + 1 = 1.0; without it INF * 0 is NaN (0x7fffffff); .SAT: 3 + 0 -> 1.0
FFMA32I.FMZ R33, R3, 0, R33 ;
FFMA32I R34, R3, 0, R34 ;
FFMA32I.SAT R35, R2, 1, R35 ;
// the denormal flushed by .FTZ (0), kept without (0x1)
FFMA32I.FTZ R36, R4, 1, R36 ;
FFMA32I R37, R4, 1, R37 ;
// fused: (1 + 2^-12)^2 - (1 + 2^-11) = 2^-24 exactly (0x33800000)
FFMA32I R38, R5, 1.000244140625, R38 ;
// R2P of byte 1 of R6 (0x55) under 0x7f: P0..P6 = 1 0 1 0 1 0 1; then byte 3 (0xff) under 0x0c:
// P2, P3 = 1: P0..P6 = 1 0 1 1 1 0 1
R2P PR, R6.B1, 0x7f ;
R2P PR, R6.B3, 0xc ;
// no-ops
DEPBAR.LE SB0, 0x0 ;
CCTL.E.IV [R2+0x4] ;
CCTLL.IV [R2] ;
// CS2R at instruction 14: 14 warp instructions ran before it (0xe); the high word 0
CS2R R39, SR_CLOCKLO ;
CS2R R40, SR_CLOCKHI ;
// VABSDIFF4 (vabsdiff4.u32.u32.u32.add): bytes of R7 10 00 ff 01, of R8 20 00 01 ff (low first):
// 0x10 + 0 + 0xfe + 0xfe = 0x20c; + 100 = 0x270; + 0xfffffff0 wraps to 0x1fc, with .SAT 0xffffffff
VABSDIFF4 R41, R7, R8, R9 ;
VABSDIFF4 R42, R7, R8, R10 ;
VABSDIFF4.SAT R43, R7, R8, R10 ;
EXIT ;
// CHECK: regs.R30: 0x40e00000
// CHECK-NEXT: regs.R31: 0x3f000000
// CHECK-NEXT: regs.R32: 0xbf800000
// CHECK-NEXT: regs.R33: 0x3f800000
// CHECK-NEXT: regs.R34: 0x7fffffff
// CHECK-NEXT: regs.R35: 0x3f800000
// CHECK-NEXT: regs.R36: 0x0
// CHECK-NEXT: regs.R37: 0x1
// CHECK-NEXT: regs.R38: 0x33800000
// CHECK-NEXT: regs.R39: 0xe
// CHECK-NEXT: regs.R4:
// CHECK-NEXT: regs.R40: 0x0
// CHECK-NEXT: regs.R41: 0x270
// CHECK-NEXT: regs.R42: 0x1fc
// CHECK-NEXT: regs.R43: 0xffffffff
// CHECK: preds.P0: 1
// CHECK-NEXT: preds.P1: 0
// CHECK-NEXT: preds.P2: 1
// CHECK-NEXT: preds.P3: 1
// CHECK-NEXT: preds.P4: 1
// CHECK-NEXT: preds.P5: 0
// CHECK-NEXT: preds.P6: 1
