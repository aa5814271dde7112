// movs (MOVS.md) on surface and sampler variables, and the run errors of the data-port messages' operands
// (docs/visa-exec.md DP1, DP9, DP10).
// RUN: %gpuisa run --isa=visa --mcpu=dg2 --state %S/Inputs/run-dp-movs.json --json %s | %jsonq | FileCheck %s
//
// State: exec 0xfffffffe (channel 0 off); IX = 1 5 9 0xffff0000; bti 5 at 0x1000 holding 0x600dcafe;
// OUT, OUT2, G start 0x77.
.version 4.1
.kernel "dpmovs"
.decl IX v_type=G type=ud num_elts=4
.decl OUT v_type=G type=ud num_elts=4
.decl OUT2 v_type=G type=ud num_elts=2
.decl G v_type=G type=ud num_elts=1
.decl Z v_type=G type=ud num_elts=1
.decl T6 v_type=T num_elts=1
.decl T7 v_type=T num_elts=4
.decl SM v_type=S num_elts=2
.decl SN v_type=S num_elts=2
// pc 0: an immediate index: T6(0) = 2.
movs (M1_NM, 1) T6(0) 0x2:ud
// pc 1: from a general source: T7(0..3) = IX = 1 5 9 0xffff0000.
movs (M1_NM, 4) T7(0) IX(0,0)<1;1,0>
// pc 2: surface to surface: T7(0) = T6(0) = 2.
movs (M1_NM, 1) T7(0) T6(0)
// pc 3: surface to a general destination (the text writes it with a source region), channel 0 off:
//   OUT[1..3] = T7(1..3) = 5 9 0xffff0000; OUT[0] stays 0x77.
movs (M1, 4) OUT(0,0)<1;1,0> T7(0)
// pc 4: samplers: SM(0..1) = IX[2..3] = 9 0xffff0000.
movs (M1_NM, 2) SM(0) IX(0,2)<1;1,0>
// pc 5: channel 0 is off: only SN(1) = SM(1) = 0xffff0000 moves (SN(0) stays unset).
movs (M1, 2) SN(0) SM(0)
// pc 6: OUT2[1] = SN(1); OUT2[0] stays 0x77.
movs (M1_NM, 1) OUT2(0,1)<0;1,0> SN(1)
// pc 7, 8: T6 = T7(1) = 5; the gather reads bti 5: G = 0x600dcafe.
movs (M1_NM, 1) T6(0) T7(1)
gather_scaled.4 (M1_NM, 1) T6 0x0:ud Z.0 G.0
ret (M1, 1)
// CHECK: regs.G: 0x600dcafe
// CHECK: regs.OUT: 0x77 0x5 0x9 0xffff0000
// CHECK-NEXT: regs.OUT2: 0x77 0xffff0000
// CHECK: instructions: 10
//
// Run errors (exit 1), each a kernel of its own (T5 is the predefined %scratch):
// RUN: printf '.version 4.1\n.kernel "e"\n.decl A v_type=G type=ud num_elts=8\n.decl D v_type=G type=ud num_elts=8\n.decl T6 v_type=T num_elts=1\ngather4_scaled.R (M1, 8) T6 0x0:ud A.0 D.0\n' > %t.unset.s
// RUN: %not %gpuisa run --isa=visa --mcpu=dg2 %t.unset.s 2>&1 | FileCheck --check-prefix=UNSET %s
// UNSET: gpuisa: pc 0: gather4_scaled T6: element 0 has no index: no movs wrote it
// RUN: printf '.version 4.1\n.kernel "e"\n.decl A v_type=G type=ud num_elts=1\n.decl D v_type=G type=ud num_elts=1\ngather_scaled.4 (M1_NM, 1) T5 0x0:ud A.0 D.0\n' > %t.scratch.s
// RUN: %not %gpuisa run --isa=visa --mcpu=dg2 %t.scratch.s 2>&1 | FileCheck --check-prefix=SCRATCH %s
// SCRATCH: gpuisa: pc 0: gather_scaled %scratch: the predefined surface is not modelled (only %slm and declared surfaces are)
// RUN: printf '.version 4.1\n.kernel "e"\n.decl T6 v_type=T num_elts=1\nmovs (M1_NM, 2) T6(0) 0x1:ud\n' > %t.elem.s
// RUN: %not %gpuisa run --isa=visa --mcpu=dg2 %t.elem.s 2>&1 | FileCheck --check-prefix=ELEM %s
// ELEM: gpuisa: pc 0: movs T6: element 1 does not exist (1 elements)
// .RG with 8 lanes on dg2 needs (8 + 8) dwords = 64 bytes; D has 32:
// RUN: printf '.version 4.1\n.kernel "e"\n.decl A v_type=G type=ud num_elts=8\n.decl D v_type=G type=ud num_elts=8\n.decl T6 v_type=T num_elts=1\nmovs (M1_NM, 1) T6(0) 0x1:ud\ngather4_scaled.RG (M1, 8) T6 0x0:ud A.0 D.0\n' > %t.payload.s
// RUN: %not %gpuisa run --isa=visa --mcpu=dg2 %t.payload.s 2>&1 | FileCheck --check-prefix=PAYLOAD %s
// PAYLOAD: gpuisa: pc 1: gather4_scaled D.0: the payload (64 bytes at byte 0) passes the end of D (32 bytes)
