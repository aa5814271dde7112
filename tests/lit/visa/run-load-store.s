// lsc_load / lsc_store: payload layout per platform (D4: component stride 64 bytes on dg2 and 128
// on pvc at SIMD4 d32), transposed (D6), packed d8/d16 (D3), conversions d8u32/d16u32h (D5),
// scale and offset (D10), masked and predicated lanes, prefetch (D13), faults (D12).
// RUN: %not %gpuisa run --isa=visa --mcpu=dg2 --state %S/Inputs/run-load-store.json --json %s > %t.dg2
// RUN: %jsonq < %t.dg2 | FileCheck --check-prefixes=CHECK,DG2 %s
// With --trace (a memory hook) the contiguous copy of pc 1 goes element by element: the same result.
// RUN: %not %gpuisa run --isa=visa --mcpu=dg2 --state %S/Inputs/run-load-store.json --json --trace %s 2>/dev/null | %jsonq | FileCheck --check-prefixes=CHECK,DG2 %s
// RUN: %not %gpuisa run --isa=visa --mcpu=pvc --state %S/Inputs/run-load-store.json --json %s > %t.pvc
// RUN: %jsonq < %t.pvc | FileCheck --check-prefixes=CHECK,PVC %s
// RUN: %gpuisa run --isa=visa --mcpu=dg2 --state %S/Inputs/run-load-store.json --json %s > /dev/null; test $? -eq 2
//
// State: exec 0xfffffffb (channel 2 off); global 0x1000..0x103f hold the bytes 0x00..0x3f, so the u32
// at 0x1000 + 4k is (4k) | (4k+1) << 8 | (4k+2) << 16 | (4k+3) << 24; global 0x2000: u32 9, 9, 9, 9.
// ADDR = 0x1000 0x1008 0x1010 0x1003; ADDR2 = 0x400; ADDR3 (uq) = 0x1001 0x1002 0x1003 0x103f;
// ADDR4 = 0x2000 0x2004 0x2008 0x200c; D = 0xaaaaaaaa everywhere; B8 = 0xee; C = C2 = 0x55;
// P1 = true false true true.
.version 4.1
.kernel "ls"
.decl ADDR v_type=G type=ud num_elts=4
.decl ADDR2 v_type=G type=ud num_elts=1
.decl ADDR3 v_type=G type=uq num_elts=4
.decl ADDR4 v_type=G type=ud num_elts=4
.decl D v_type=G type=ud num_elts=36
.decl T v_type=G type=ud num_elts=4
.decl B8 v_type=G type=ub num_elts=4
.decl C v_type=G type=ud num_elts=4
.decl C2 v_type=G type=ud num_elts=4
.decl W16 v_type=G type=uw num_elts=4
.decl P1 v_type=P num_elts=4
// pc 0: d32x2 SIMD4. Lane n component v at byte v*CS + 4n: CS = max(GRF, max(4, N)*4) = 64 on dg2
//   (D[16+n]) and 128 on pvc (D[32+n]). lane 0 @0x1000: 0x03020100, 0x07060504; lane 1 @0x1008:
//   0x0b0a0908, 0x0f0e0d0c; lane 2 off (stays 0xaaaaaaaa); lane 3 @0x1003 misaligned: fault, both 0.
lsc_load.ugm (M1, 4) D:d32x2 flat[ADDR]:a32
// pc 1: transposed x4 (_NM, SIMD1): address 4*0x400 + 0x10 = 0x1010: T = u32 at 0x1010..0x101c.
lsc_load.ugm (M1_NM, 1) T:d32x4t flat[0x4*ADDR2+0x10]:a32
// pc 2: d8, packed one byte per lane: 0x01, 0x02, (off) 0xee, 0x3f.
lsc_load.ugm (M1, 4) B8:d8 flat[ADDR3]:a64
// pc 3: d16u32h (2 memory bytes into bits 31:16): lane 0 @0x1001 misaligned -> 0, fault; lane 1 @0x1002:
//   0x0302 << 16 = 0x03020000; lane 2 off: 0x55; lane 3 @0x103f misaligned -> 0, fault.
lsc_load.ugm (M1, 4) C:d16u32h flat[ADDR3]:a64
// pc 4: d8u32 zero-extends: 0x01, 0x02, (off) 0x55, 0x3f.
lsc_load.ugm (M1, 4) C2:d8u32 flat[ADDR3]:a64
// pc 5: d16 packed two bytes per lane: 0x0100, 0x0908, (off) 0, lane 3 @0x1003 misaligned -> 0, fault.
lsc_load.ugm (M1, 4) W16:d16 flat[ADDR]:a32
// pc 6: (P1): lane 0 writes D[0] = 0x03020100 to 0x2000; lane 1 predicated off; lane 2 exec off;
//   lane 3 writes D[3] = 0 to 0x200c. Memory 0x2000: 0x03020100 9 9 0.
(P1) lsc_store.ugm (M1, 4) flat[ADDR4]:a32 D:d32
// pc 7: 0x2010, 0x2014 are not mapped: out_of_bounds on lanes 0 and 1, nothing written.
lsc_store.ugm (M1, 2) flat[ADDR4+0x10]:a32 D:d32
// pc 8: prefetch (%null destination) of unmapped bytes: no effect, no fault.
lsc_load.ugm (M1, 4) %null:d32 flat[ADDR4+0x100]:a32
ret (M1, 1)
// CHECK: regs.ADDR: 0x1000 0x1008 0x1010 0x1003
// CHECK: regs.B8: 0x1 0x2 0xee 0x3f
// CHECK-NEXT: regs.C: 0x0 0x3020000 0x55 0x0
// CHECK-NEXT: regs.C2: 0x1 0x2 0x55 0x3f
// DG2-NEXT: regs.D: 0x3020100 0xb0a0908 0xaaaaaaaa 0x0 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0x7060504 0xf0e0d0c 0xaaaaaaaa 0x0 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa{{$}}
// PVC-NEXT: regs.D: 0x3020100 0xb0a0908 0xaaaaaaaa 0x0 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa 0x7060504 0xf0e0d0c 0xaaaaaaaa 0x0{{$}}
// CHECK-NEXT: regs.T: 0x13121110 0x17161514 0x1b1a1918 0x1f1e1d1c
// CHECK-NEXT: regs.W16: 0x100 0x908 0x0 0x0
// CHECK-NEXT: preds.P1: 1 0 1 1
// CHECK-NEXT: memory global 0x2000 u32: 0x3020100 0x9 0x9 0x0
// CHECK-NEXT: fault pc=0 lane=3 kind=misaligned address=0x1003
// CHECK-NEXT: fault pc=3 lane=0 kind=misaligned address=0x1001
// CHECK-NEXT: fault pc=3 lane=3 kind=misaligned address=0x103f
// CHECK-NEXT: fault pc=5 lane=3 kind=misaligned address=0x1003
// CHECK-NEXT: fault pc=7 lane=0 kind=out_of_bounds address=0x2010
// CHECK-NEXT: fault pc=7 lane=1 kind=out_of_bounds address=0x2014
// CHECK-NEXT: instructions: 10
