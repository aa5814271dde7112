// A whole kernel: address -> load -> store with a loop whose trip count differs per lane
// (divergence under SSY/SYNC), as Maxwell reconverges it.
// The program is examples/sass/kernel-loop.s; the state beside it.
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/../../../examples/sass/kernel-loop.json --json %S/../../../examples/sass/kernel-loop.s | %jsonq | FileCheck %s
//
// State: 4 lanes, R0 = lane id, R1 = words to copy = 1, 3, 2, 4; c[0][0] = 0x1000 (source),
// c[0][4] = 0x8000 (destination); lane L's source words (at 0x1000 + 64 L) are 0x100 L + 0x10 + k.
// By hand: each lane stores source word + 1 for k < R1:
//   lane 0: 0x11; lane 1: 0x111 0x112 0x113; lane 2: 0x211 0x212; lane 3: 0x311 .. 0x314.
// R2 = R1 at the end, R7 = 4 * R1, R4 / R5 advance by 4 * R1 bytes; P0 ends false everywhere.
// Instructions executed (per warp): 4 before the loop; the 8-instruction body runs 4 times
// (lanes {0,1,2,3}, {1,2,3}, {1,3}, {3}: each divergent BRA parks the finished lanes at SYNC);
// SYNC runs 4 times (lanes 3, 1, 2, 0, the last pop reconverges at DONE); SHL and EXIT: 42.

// CHECK: regs.R0: 0x0 0x1 0x2 0x3
// CHECK-NEXT: regs.R1: 0x1 0x3 0x2 0x4
// CHECK-NEXT: regs.R2: 0x1 0x3 0x2 0x4
// CHECK-NEXT: regs.R4: 0x1004 0x104c 0x1088 0x10d0
// CHECK-NEXT: regs.R5: 0x8004 0x804c 0x8088 0x80d0
// CHECK-NEXT: regs.R6: 0x11 0x113 0x212 0x314
// CHECK-NEXT: regs.R7: 0x4 0xc 0x8 0x10
// CHECK-NEXT: preds.P0: 0 0 0 0
// CHECK-NEXT: memory global 0x8000 u32: 0x11 0x0 0x0 0x0
// CHECK-NEXT: memory global 0x8040 u32: 0x111 0x112 0x113 0x0
// CHECK-NEXT: memory global 0x8080 u32: 0x211 0x212 0x0 0x0
// CHECK-NEXT: memory global 0x80c0 u32: 0x311 0x312 0x313 0x314
// CHECK-NEXT: instructions: 42
