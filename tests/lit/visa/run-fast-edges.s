// The contiguous loads that the executor copies in one piece (docs/visa-exec.md "Speed") at the
// edges of that case: every variant of the copy, a region cache miss, a run crossing the end of a
// region, a channel off, predicates, SLM, a16 wraparound, misalignment, arg and scaled addresses.
// Where the copy does not apply the instruction takes the general path; the results are the
// pseudocode's either way, and the same with --trace (every instruction on the general path).
// RUN: %not %gpuisa run --isa=visa --mcpu=pvc --state %S/Inputs/run-fast-edges.json --json %s | %jsonq | FileCheck %s
// RUN: %not %gpuisa run --isa=visa --mcpu=pvc --state %S/Inputs/run-fast-edges.json --json --trace %s 2>/dev/null | %jsonq | FileCheck %s
// The instruction limit and --stop-on-fault end a run of fast instructions at the same place as
// the general path: the sixth instruction (pc 5) is not run; the first fault (pc 2) stops the kernel.
// RUN: %not %gpuisa run --isa=visa --mcpu=pvc --state %S/Inputs/run-fast-edges.json --max-instructions 5 %s 2>&1 | FileCheck --check-prefix=LIMIT %s
// LIMIT: gpuisa: instruction limit (5) reached at pc 5
// RUN: %not %gpuisa run --isa=visa --mcpu=pvc --state %S/Inputs/run-fast-edges.json --stop-on-fault --json %s | %jsonq | FileCheck --check-prefix=STOP %s
// STOP: regs.T0: 0x100 0x101 0x102 0x103
// STOP-NEXT: regs.T1: 0x200 0x201 0x202 0x203 0x204 0x205 0x206 0x207
// STOP-NEXT: regs.T2: 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0
// STOP-NEXT: regs.T3: 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0
// STOP: fault pc=2 lane=0 kind=out_of_bounds address=0x1040
// STOP-NEXT: instructions: 3
//
// State: exec 0xfffffeff (channel 8 off); slm_size 64; arg_base 0x1000. Global u32 at 0x1000:
// 0x100 + k (k = 0..15, the region ends at 0x1040); at 0x2000: 0x200 + k (k = 0..7). SLM u32 at 0:
// 0x50 + k (k = 0..7). A = 0x1000, A2 = 0x2000, AW = 0x1020, AO = 0x10, AH = 0x800, AS = 0,
// A16 = 0xfff8; S1 = S2 = S3 = 0xdead. P1 = 1 1 0 1 1 1 1 1, P2 all true.
.version 4.1
.kernel "fast"
.decl A v_type=G type=uq num_elts=1
.decl A2 v_type=G type=uq num_elts=1
.decl AW v_type=G type=ud num_elts=1
.decl AO v_type=G type=ud num_elts=1
.decl AH v_type=G type=ud num_elts=1
.decl AS v_type=G type=ud num_elts=1
.decl A16 v_type=G type=uw num_elts=1
.decl T0 v_type=G type=ud num_elts=4
.decl T1 v_type=G type=ud num_elts=8
.decl T2 v_type=G type=ud num_elts=8
.decl T3 v_type=G type=ud num_elts=8
.decl T4 v_type=G type=ud num_elts=4
.decl T5 v_type=G type=ud num_elts=8
.decl T6 v_type=G type=ud num_elts=4
.decl T7 v_type=G type=ud num_elts=4
.decl S0 v_type=G type=ud num_elts=8
.decl S1 v_type=G type=ud num_elts=8
.decl S2 v_type=G type=ud num_elts=8
.decl S3 v_type=G type=ud num_elts=8
.decl P1 v_type=P num_elts=8
.decl P2 v_type=P num_elts=8
// pc 0: a64 flat, 16 bytes (not a multiple of 32): 0x1000.. -> 0x100 0x101 0x102 0x103.
lsc_load.ugm (M1_NM, 1) T0:d32x4t flat[A]:a64
// pc 1: 32 bytes in the second region (the region cache holds the first): 0x200 .. 0x207.
lsc_load.ugm (M1_NM, 1) T1:d32x8t flat[A2]:a64
// pc 2: 0x1030 .. 0x104f crosses the end of the first region: element 4 (0x1040) is not allocated,
//   lane 0 faults out_of_bounds there and is suppressed whole (D12): T2 all 0.
lsc_load.ugm (M1_NM, 1) T2:d32x8t flat[A+0x30]:a64
// pc 3: strided x1, channels 0..7 on (M1): lane n reads 0x1020 + 4n -> 0x108 .. 0x10f.
lsc_load_strided.ugm (M1, 8) S0:d32 flat[AW]:a32
// pc 4: M3 takes exec bits 8..15: channel 0 off keeps 0xdead; lanes 1..7 -> 0x109 .. 0x10f.
lsc_load_strided.ugm (M3, 8) S1:d32 flat[AW]:a32
// pc 5: predicate P1 turns lane 2 off: 0x108 0x109 0xdead 0x10b .. 0x10f.
(P1) lsc_load_strided.ugm (M1, 8) S2:d32 flat[AW]:a32
// pc 6: predicate P2 all true: 0x108 .. 0x10f.
(P2) lsc_load_strided.ugm (M1, 8) S3:d32 flat[AW]:a32
// pc 7: SLM a32 at 0: 0x50 .. 0x57.
lsc_load.slm (M1_NM, 1) T3:d32x8t flat[AS]:a32
// pc 8: SLM a16 from 0xfff8 wraps (0xfff8, 0xfffc, 0x0, 0x4): 0xfff8 is outside [0, 64):
//   out_of_bounds at 0xfff8, T4 all 0.
lsc_load.slm (M1_NM, 1) T4:d32x4t flat[A16]:a16
// pc 9: 0x1002 is not a multiple of 4: misaligned, T5 all 0.
lsc_load.ugm (M1_NM, 1) T5:d32x8t flat[A+0x2]:a64
// pc 10: arg: 0x1000 + 0x10 -> 0x104 .. 0x107.
lsc_load.ugm (M1_NM, 1) T6:d32x4t arg[AO]:a32
// pc 11: scale 2: 2 * 0x800 + 0x20 = 0x1020 -> 0x108 .. 0x10b.
lsc_load.ugm (M1_NM, 1) T7:d32x4t flat[2*AH+0x20]:a32
ret (M1, 1)
// CHECK: regs.S0: 0x108 0x109 0x10a 0x10b 0x10c 0x10d 0x10e 0x10f
// CHECK-NEXT: regs.S1: 0xdead 0x109 0x10a 0x10b 0x10c 0x10d 0x10e 0x10f
// CHECK-NEXT: regs.S2: 0x108 0x109 0xdead 0x10b 0x10c 0x10d 0x10e 0x10f
// CHECK-NEXT: regs.S3: 0x108 0x109 0x10a 0x10b 0x10c 0x10d 0x10e 0x10f
// CHECK-NEXT: regs.T0: 0x100 0x101 0x102 0x103
// CHECK-NEXT: regs.T1: 0x200 0x201 0x202 0x203 0x204 0x205 0x206 0x207
// CHECK-NEXT: regs.T2: 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0
// CHECK-NEXT: regs.T3: 0x50 0x51 0x52 0x53 0x54 0x55 0x56 0x57
// CHECK-NEXT: regs.T4: 0x0 0x0 0x0 0x0
// CHECK-NEXT: regs.T5: 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0
// CHECK-NEXT: regs.T6: 0x104 0x105 0x106 0x107
// CHECK-NEXT: regs.T7: 0x108 0x109 0x10a 0x10b
// CHECK-NEXT: preds.P1: 1 1 0 1 1 1 1 1
// CHECK-NEXT: preds.P2: 1 1 1 1 1 1 1 1
// CHECK-NEXT: fault pc=2 lane=0 kind=out_of_bounds address=0x1040
// CHECK-NEXT: fault pc=8 lane=0 kind=out_of_bounds address=0xfff8
// CHECK-NEXT: fault pc=9 lane=0 kind=misaligned address=0x1002
// CHECK-NEXT: instructions: 13
