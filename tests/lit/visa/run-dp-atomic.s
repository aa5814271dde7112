// The pre-LSC atomics (DWORD_ATOMIC.md, SVM_ATOMIC.md) on dg2: operations with their operand order
// (cmpxchg: old == src1 ? src0; fcmpwr: src0 == old ? src1), predec returning the new value, .16 and .64,
// lanes on one address, a predicate, faults; docs/visa-exec.md DP8.
// RUN: %not %gpuisa run --isa=visa --mcpu=dg2 --state %S/Inputs/run-dp-atomic.json --json %s | %jsonq | FileCheck %s
//
// State: exec 0xfffffffb (channel 2 off). bti 1 at 0x1000, size 32: words G = 0xffffffff 7 5 6 3
// 0xfffffff0 0xaaaafffe 1. SLM words L = 10 20. At 0x2000 words S = 100 200 250 300 0x3f800000 (1.0)
// 0x40000000 (2.0) 0x40200000 (2.5) 9; at 0x2040 the u64 0x1122334455667788. P1 = 1 0 1 1. Results 0x77.
.version 4.1
.kernel "dpatomic"
.decl OA v_type=G type=ud num_elts=4
.decl VA v_type=G type=ud num_elts=4
.decl OB v_type=G type=ud num_elts=2
.decl OC v_type=G type=ud num_elts=2
.decl CS0 v_type=G type=ud num_elts=2
.decl CS1 v_type=G type=ud num_elts=2
.decl OD v_type=G type=ud num_elts=1
.decl OE v_type=G type=ud num_elts=2
.decl IV v_type=G type=d num_elts=2
.decl OF v_type=G type=ud num_elts=1
.decl HV v_type=G type=ud num_elts=1
.decl OG v_type=G type=ud num_elts=4
.decl SA v_type=G type=uq num_elts=4
.decl SV v_type=G type=ud num_elts=4
.decl SQ v_type=G type=uq num_elts=1
.decl QV v_type=G type=uq num_elts=1
.decl SF v_type=G type=uq num_elts=2
.decl FV v_type=G type=f num_elts=2
.decl SG v_type=G type=uq num_elts=1
.decl FC0 v_type=G type=f num_elts=1
.decl FC1 v_type=G type=f num_elts=1
.decl SH v_type=G type=uq num_elts=2
.decl RA v_type=G type=ud num_elts=4
.decl RB v_type=G type=ud num_elts=2
.decl RC v_type=G type=ud num_elts=2
.decl RD v_type=G type=ud num_elts=1
.decl RE v_type=G type=d num_elts=2
.decl RF v_type=G type=ud num_elts=1
.decl RG v_type=G type=ud num_elts=4
.decl RS v_type=G type=ud num_elts=4
.decl RQ v_type=G type=uq num_elts=1
.decl RM v_type=G type=f num_elts=2
.decl RW v_type=G type=f num_elts=1
.decl P1 v_type=P num_elts=4
.decl T6 v_type=T num_elts=1
movs (M1_NM, 1) T6(0) 0x1:ud
// pc 1: SLM add at 0, 0, (off), 4: lane 0 gets 10 (L0 -> 15), lane 1 gets 15 (-> 22), lane 3 gets 20
//   (L1 -> 29).
dword_atomic.add (M1, 4) %slm OA.0 VA.0 %null.0 RA.0
// pc 2: inc: G0 0xffffffff -> 0 (returns 0xffffffff), G1 7 -> 8.
dword_atomic.inc (M1, 2) T6 OB.0 %null.0 %null.0 RB.0
// pc 3: cmpxchg: G2 = 5 == src1 5 -> src0 0xaa; G3 = 6 != 99 stays. Returns 5 6.
dword_atomic.cmpxchg (M1, 2) T6 OC.0 CS0.0 CS1.0 RC.0
// pc 4: predec: G4 3 -> 2, returns the new value 2.
dword_atomic.predec (M1, 1) T6 OD.0 %null.0 %null.0 RD.0
// pc 5: maxsint (signed max) on one word: G5 = -16; lane 0 with -20 keeps -16, returns -16; lane 1 with 3 -> 3, returns -16.
dword_atomic.maxsint (M1, 2) T6 OE.0 IV.0 %null.0 RE.0
// pc 6: 16-bit add: the low word of G6 0xfffe + 0x0003 (HV's low 16 bits) = 0x0001 (16-bit wrap); the high
//   word 0xaaaa stays; returns 0xfffe zero-extended.
dword_atomic.add.16 (M1, 1) T6 OF.0 HV.0 %null.0 RF.0
// pc 7: lane 0 at 2 misaligned, lane 1 at 32 past the 32-byte surface: both fault and return 0; lane 3:
//   G7 1 + 9 -> 10, returns 1.
dword_atomic.add (M1, 4) T6 OG.0 VA.0 %null.0 RG.0
// pc 8: (P1) with channel 2 off: lanes 0 and 3: S0 100 -> 101, S3 300 -> 304.
(P1) svm_atomic.add (M1, 4) SA.0 RS.0 SV.0 %null.0
// pc 9: 64-bit exchange at 0x2040.
svm_atomic.xchg.64 (M1, 1) SQ.0 RQ.0 QV.0 %null.0
// pc 10: fmax: S4 1.0 vs 1.5 -> 1.5 (0x3fc00000); S5 2.0 vs 0.5 stays. Returns 1.0 2.0.
svm_atomic.fmax (M1, 2) SF.0 RM.0 FV.0 %null.0
// pc 11: fcmpwr: S6 2.5 == src0 2.5 -> src1 7.0 (0x40e00000); returns 2.5.
svm_atomic.fcmpwr (M1, 1) SG.0 RW.0 FC0.0 FC1.0
// pc 12: inc with no destination: S7 9 -> 10; 0x3000 is not mapped: out_of_bounds.
svm_atomic.inc (M1, 2) SH.0 %null.0 %null.0 %null.0
ret (M1, 1)
// CHECK: regs.RA: 0xa 0xf 0x77 0x14
// CHECK-NEXT: regs.RB: 0xffffffff 0x7
// CHECK-NEXT: regs.RC: 0x5 0x6
// CHECK-NEXT: regs.RD: 0x2
// CHECK-NEXT: regs.RE: 0xfffffff0 0xfffffff0
// CHECK-NEXT: regs.RF: 0xfffe
// CHECK-NEXT: regs.RG: 0x0 0x0 0x77 0x1
// CHECK-NEXT: regs.RM: 0x3f800000 0x40000000
// CHECK-NEXT: regs.RQ: 0x1122334455667788
// CHECK-NEXT: regs.RS: 0x64 0x77 0x77 0x12c
// CHECK-NEXT: regs.RW: 0x40200000
// CHECK: memory global 0x1000 u32: 0x0 0x8 0xaa 0x6 0x2 0x3 0xaaaa0001 0xa{{$}}
// CHECK-NEXT: memory global 0x2000 u32: 0x65 0xc8 0xfa 0x130 0x3fc00000 0x40000000 0x40e00000 0xa{{$}}
// CHECK-NEXT: memory global 0x2040 u64: 0xcafef00d00000001{{$}}
// CHECK-NEXT: memory slm 0x0 u32: 0x16 0x1d{{$}}
// CHECK-NEXT: fault pc=7 lane=0 kind=misaligned address=0x1002
// CHECK-NEXT: fault pc=7 lane=1 kind=out_of_bounds address=0x1020
// CHECK-NEXT: fault pc=12 lane=1 kind=out_of_bounds address=0x3000
// CHECK-NEXT: instructions: 14
