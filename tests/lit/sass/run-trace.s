// --trace: one line per memory access on stderr (docs/execution.md): pc, lane, r|w, space,
// address, size and the value as a little-endian number (or `unmapped`).
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/trace.json --trace %s 2>&1 >/dev/null | FileCheck %s
//
// State: 2 lanes, R2 = 0x1000, 0x1008; global u32 words 1..8 at 0x1000; c[1][8] = 0xabc.
LD.64 R4, [R2] ;          // lane 0: words 1, 2; lane 1: words 3, 4
ST.32 [R2+0x10], R4 ;     // lane 0 writes 1 at 0x1010, lane 1 writes 3 at 0x1018
LDC R6, c[0x1][0x8] ;     // constant space address = bank * 0x10000 + offset
LD.32 R7, [0x9000] ;      // not allocated: the access fails (and faults)

// CHECK:      mem 0 0 r global 0x0000000000001000 8 0x0000000200000001
// CHECK-NEXT: mem 0 1 r global 0x0000000000001008 8 0x0000000400000003
// CHECK-NEXT: mem 1 0 w global 0x0000000000001010 4 0x00000001
// CHECK-NEXT: mem 1 1 w global 0x0000000000001018 4 0x00000003
// CHECK-NEXT: mem 2 0 r const 0x0000000000010008 4 0x00000abc
// CHECK-NEXT: mem 2 1 r const 0x0000000000010008 4 0x00000abc
// CHECK-NEXT: mem 3 0 r global 0x0000000000009000 4 unmapped
// CHECK-NEXT: mem 3 1 r global 0x0000000000009000 4 unmapped
