// lsc_load_strided / lsc_store_strided (D17: default pitch, pitch 0 broadcast, register pitch,
// transposed) and lsc_load_quad / lsc_store_quad (D16: channel masks, compacted components) on dg2.
// RUN: %gpuisa run --isa=visa --mcpu=dg2 --state %S/Inputs/run-strided-quad.json --json %s | %jsonq | FileCheck %s
// With --trace (a memory hook) the contiguous copy of pc 6 goes lane by lane: the same result.
// RUN: %gpuisa run --isa=visa --mcpu=dg2 --state %S/Inputs/run-strided-quad.json --json --trace %s 2>/dev/null | %jsonq | FileCheck %s
//
// State: exec 0xfffffffd (channel 1 off); global u32 at 0x1000 + 4k = 0x100 + k (k = 0..31);
// global 0x2000: eight u32 zeros. A = 0x1000, P = 12, B = 0x2018, QA = 0x1000 0x1010 0x1020 0x1030,
// QB = 0x2000 0x2010; S = S2 = 0xdead everywhere.
.version 4.1
.kernel "sq"
.decl A v_type=G type=ud num_elts=1
.decl P v_type=G type=ud num_elts=1
.decl B v_type=G type=ud num_elts=1
.decl QA v_type=G type=ud num_elts=4
.decl QB v_type=G type=ud num_elts=2
.decl S v_type=G type=ud num_elts=4
.decl S2 v_type=G type=ud num_elts=4
.decl S3 v_type=G type=ud num_elts=20
.decl Q v_type=G type=ud num_elts=20
.decl TS v_type=G type=ud num_elts=4
// pc 0: default pitch = 4 bytes x 1: lane n reads 0x1000 + 4n: 0x100, (off) 0xdead, 0x102, 0x103.
lsc_load_strided.ugm (M1, 4) S:d32 flat[A]:a32
// pc 1: pitch 0 broadcasts 0x1008 (k = 2) to every enabled lane.
lsc_load_strided.ugm (M1, 4) S2:d32 flat[A+0x8, 0]:a32
// pc 2: d32x2, pitch P = 12: lane n at 0x1000 + 12n, components at +0, +4; component stride 64 bytes
//   (16 elements): lane 0 k=0,1 -> S3[0]=0x100, S3[16]=0x101; lane 2 (0x1018) k=6,7 -> S3[2]=0x106,
//   S3[18]=0x107; lane 3 (0x1024) k=9,10 -> S3[3]=0x109, S3[19]=0x10a; the rest stays 0.
lsc_load_strided.ugm (M1, 4) S3:d32x2 flat[A, P]:a32
// pc 3: channels y (+4) and w (+12), compacted into components 0 and 1:
//   lane 0 k=1,3 -> Q[0]=0x101, Q[16]=0x103; lane 2 (0x1020) k=9,11 -> Q[2]=0x109, Q[18]=0x10b;
//   lane 3 (0x1030) k=13,15 -> Q[3]=0x10d, Q[19]=0x10f.
lsc_load_quad.ugm (M1, 4) Q:d32.yw flat[QA]:a32
// pc 4: .xy store of components 0, 1 of lane 0 to 0x2000 (x), 0x2004 (y): 0x101, 0x103; lane 1 off.
lsc_store_quad.ugm (M1, 2) flat[QB]:a32 Q:d32.xy
// pc 5: pitch 0 store: lanes 0, 2, 3 all write 0x2018; the highest enabled lane wins (D14): S[3] = 0x103.
lsc_store_strided.ugm (M1, 4) flat[B, 0]:a32 S:d32
// pc 6: transposed strided (SIMD1): four elements from 0x1040 (k = 16..19).
lsc_load_strided.ugm (M1_NM, 1) TS:d32x4t flat[A+0x40]:a32
ret (M1, 1)
// CHECK: regs.Q: 0x101 0x0 0x109 0x10d 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x103 0x0 0x10b 0x10f
// CHECK-NEXT: regs.QA:
// CHECK-NEXT: regs.QB:
// CHECK-NEXT: regs.S: 0x100 0xdead 0x102 0x103
// CHECK-NEXT: regs.S2: 0x102 0xdead 0x102 0x102
// CHECK-NEXT: regs.S3: 0x100 0x0 0x106 0x109 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x101 0x0 0x107 0x10a
// CHECK-NEXT: regs.TS: 0x110 0x111 0x112 0x113
// CHECK-NEXT: memory global 0x2000 u32: 0x101 0x103 0x0 0x0 0x0 0x0 0x103 0x0
// CHECK-NEXT: instructions: 8
