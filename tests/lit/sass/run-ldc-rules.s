// LDC semantics at the boundaries of spec/sass-sm50.md: banks 17/18, ISL banks 13/14,
// address + size = 0x10000, IL/IS bank arithmetic, misalignment, RZ addressing.
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/ldc-rules.json --json %s > %t.json
// RUN: %jsonq < %t.json | FileCheck %s
//
// State: 2 lanes. Constant words (u32): c[17][0] = 0x170, c[18][0] = 0x180,
// c[13][0] = 0x130, c[14][0] = 0x140, c[1][0xfff8] = 0xa, c[1][0xfffc] = 0xb, c[1][4] = 0x14,
// c[2][4] = 0x24, c[0][0] = 0x1, c[3][0] = 0xdead.
// R2 = 0xd0000, 0xe0000 (bank offsets 13 and 14 in bits 31:16); R3 = 0xfffc, 0x10000;
// R4 = 0x10004, 4; R5 = 0xfffc, 2.
//
// pc 0: LDC R0, c[17][0x0] = 0x170 (bank 17 exists);  pc 1: LDC R1, c[18][0x0] = 0 (bank 18:
//   the hardware has 18 banks, reads 0 silently, no fault).
LDC R0, c[17][0x0] ;
LDC R1, c[18][0x0] ;
// pc 2: LDC.ISL R6, c[0][R2]: bank = 0 + (R2 >> 16) = 13, 14; address 0; ISL reads 0 above
//   bank 13: R6 = 0x130, 0.
LDC.ISL R6, c[0][R2] ;
// pc 3: LDC.64 R8, c[1][0xfff8]: address + size = 0x10000 is inside: R8 = 0xa, R9 = 0xb.
LDC.64 R8, c[1][0xfff8] ;
// pc 4: LDC R10, c[1][R3]: IA, address = R3: 0xfffc -> 0xb; 0x10000 + 4 > 0x10000 -> 0.
LDC R10, c[1][R3] ;
// pc 5: LDC.IL R11, c[1][R4]: bank = 1 + (R4 >> 16), address = R4 & 0xffff:
//   0x10004 -> c[2][4] = 0x24; 4 -> c[1][4] = 0x14.
LDC.IL R11, c[1][R4] ;
// pc 6: LDC.IS R12, c[1][R5 + 0x8]: bank = 1 + (R5 >> 16) = 1; address = 8 + (R5 & 0xffff) =
//   0x10004 (no carry into the bank) -> 0 for lane 0; lane 1: 8 + 2 = 10, misaligned ->
//   fault misaligned, reads the aligned-down address 8 (c[1][8] = 0).
LDC.IS R12, c[1][R5 + 0x8] ;
// pc 7: LDC R13, c[3][RZ + 0x0]: RZ: the 16-bit immediate address: 0xdead.
LDC R13, c[3][RZ] ;

// CHECK: regs.R0: 0x170 0x170
// CHECK-NEXT: regs.R1: 0x0 0x0
// CHECK-NEXT: regs.R10: 0xb 0x0
// CHECK-NEXT: regs.R11: 0x24 0x14
// CHECK-NEXT: regs.R12: 0x0 0x0
// CHECK-NEXT: regs.R13: 0xdead 0xdead
// CHECK-NEXT: regs.R2:
// CHECK-NEXT: regs.R3:
// CHECK-NEXT: regs.R4:
// CHECK-NEXT: regs.R5:
// CHECK-NEXT: regs.R6: 0x130 0x0
// CHECK-NEXT: regs.R8: 0xa 0xa
// CHECK-NEXT: regs.R9: 0xb 0xb
// CHECK-NEXT: fault pc=6 lane=1 kind=misaligned address=0xa
// CHECK-NEXT: instructions: 8
