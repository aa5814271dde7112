// LD semantics at the boundaries of spec/sass-sm50.md: the shared window and allocation
// edges, misaligned 64/128-bit loads, unallocated global bytes, sign extension, guards.
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/ld-rules.json --json %s > %t.json
// RUN: %jsonq < %t.json | FileCheck %s
// The exit status is 2 when faults were recorded:
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/ld-rules.json --json %s > /dev/null; test $? -eq 2
//
// State: 4 lanes; shared window base 0xfe000000, size 16 MiB, alloc 0x100; shared bytes
// 0xf8..0xff = 11 22 33 44 55 66 77 88; global u32 words at 0x4000: 0x10..0x17, and the
// byte 0x80 at 0x5000. R2 = 0xfe0000f8, 0xfe0000fc, 0xfe0000fe, 0xfe000100.
//
// pc 0: LD.32 R0, [R2], PF (PF = P6, false: shared): lane 0 0x44332211, lane 1 0x88776655;
//   lane 2 misaligned -> fault misaligned at 0xfe0000fe, reads 0xfc: 0x88776655;
//   lane 3 at offset 0x100 = alloc: outside the allocation -> fault out_of_window, R0 = 0.
LD.32 R0, [R2], P6 ;
// pc 1: LD.64 R4, [R2], P6: lane 0 (0xf8) R4:R5 = 0x44332211, 0x88776655; lane 1 (0xfc)
//   misaligned -> aligned to 0xf8, same values, fault misaligned; lane 2 (0xfe) likewise;
//   lane 3 (0x100..0x107) out_of_window: R4 = R5 = 0.
LD.64 R4, [R2], P6 ;
// pc 2: LD.128 R8, [R3] (global): R3 = 0x4000, 0x4008, 0x4010, 0x4020; lane 1 misaligned ->
//   0x4000; lane 3 0x4020 is not allocated -> out_of_bounds, zeros.
LD.128 R8, [R3] ;
// pc 3: LD.S8 R12, [0x5000]: sign-extends 0x80 -> 0xffffff80 in every lane.
LD.S8 R12, [0x5000] ;
// pc 4: @P0 LD.32 R13, [0x9000]: P0 is true on lanes 1 and 3 only; those fault (unallocated),
//   lanes 0 and 2 do nothing: R13 stays 7.
@P0 LD.32 R13, [0x9000] ;

// CHECK: regs.R0: 0x44332211 0x88776655 0x88776655 0x0
// CHECK-NEXT: regs.R10: 0x12 0x12 0x16 0x0
// CHECK-NEXT: regs.R11: 0x13 0x13 0x17 0x0
// CHECK-NEXT: regs.R12: 0xffffff80 0xffffff80 0xffffff80 0xffffff80
// CHECK-NEXT: regs.R13: 0x7 0x0 0x7 0x0
// CHECK-NEXT: regs.R2: 0xfe0000f8 0xfe0000fc 0xfe0000fe 0xfe000100
// CHECK-NEXT: regs.R3: 0x4000 0x4008 0x4010 0x4020
// CHECK-NEXT: regs.R4: 0x44332211 0x44332211 0x44332211 0x0
// CHECK-NEXT: regs.R5: 0x88776655 0x88776655 0x88776655 0x0
// CHECK-NEXT: regs.R8: 0x10 0x10 0x14 0x0
// CHECK-NEXT: regs.R9: 0x11 0x11 0x15 0x0
// CHECK-DAG: fault pc=0 lane=2 kind=misaligned address=0xfe0000fe
// CHECK-DAG: fault pc=0 lane=3 kind=out_of_window address=0xfe000100
// CHECK-DAG: fault pc=1 lane=1 kind=misaligned address=0xfe0000fc
// CHECK-DAG: fault pc=1 lane=2 kind=misaligned address=0xfe0000fe
// CHECK-DAG: fault pc=1 lane=3 kind=out_of_window address=0xfe000100
// CHECK-DAG: fault pc=2 lane=1 kind=misaligned address=0x4008
// CHECK-DAG: fault pc=2 lane=3 kind=out_of_bounds address=0x4020
// CHECK-DAG: fault pc=4 lane=1 kind=out_of_bounds address=0x9000
// CHECK-DAG: fault pc=4 lane=3 kind=out_of_bounds address=0x9000
// CHECK: instructions: 5
