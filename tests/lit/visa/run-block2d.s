// lsc_load_block2d in the four modes nn, nt (VNNI), tn (transpose), tt, with the seed's GRF padding,
// elements outside the surface (0, no fault) and inside-but-unallocated (0, one out_of_bounds fault),
// and lsc_store_block2d dropping outside elements (D18, D19), on dg2 (GRF 32 bytes).
// RUN: %not %gpuisa run --isa=visa --mcpu=dg2 --state %S/Inputs/run-block2d.json --json %s | %jsonq | FileCheck %s
// With --trace (a memory hook) every access goes through the per-element path: the same result.
// RUN: %not %gpuisa run --isa=visa --mcpu=dg2 --state %S/Inputs/run-block2d.json --json --trace %s 2>/dev/null | %jsonq | FileCheck %s
//
// Surface: base 0x10000, SurfaceWidth 7 (8 bytes per row), SurfaceHeight 2 (rows 0..2), pitch 16.
// Global 0x10000..0x1002f holds the bytes 0x00..0x2f: byte i of row r is 16r + i, so the u16 of
// row r column c is (16r+2c) | (16r+2c+1) << 8 and the u32 of column c is bytes 16r+4c..16r+4c+3.
// SB (uq) = 0x10000, SB2 (uq) = 0x20000, SW = 7, SH = 2, SP = 16, SX = 2, SY = 1. Destinations start all ones.
// The surface base is a register (GenX_IR's grammar; an immediate base is rejected); the other five
// operands are immediates or registers.
.version 4.1
.kernel "b2d"
.decl SB v_type=G type=uq num_elts=1
.decl SB2 v_type=G type=uq num_elts=1
.decl SW v_type=G type=ud num_elts=1
.decl SH v_type=G type=ud num_elts=1
.decl SP v_type=G type=ud num_elts=1
.decl SX v_type=G type=d num_elts=1
.decl SY v_type=G type=d num_elts=1
.decl DA v_type=G type=ub num_elts=64
.decl DB v_type=G type=uw num_elts=16
.decl DC v_type=G type=ud num_elts=8
.decl DD v_type=G type=ub num_elts=32
.decl DE v_type=G type=ud num_elts=8
.decl SRC v_type=G type=uw num_elts=4
.decl DF v_type=G type=ub num_elts=32
// pc 0: nn, d8, 2 blocks of W=4 x H=2 at X=2, Y=1 (register operands). Row pitch in GRF
//   pow2(4) = 4, block 8 elements, block pitch rounded up to one GRF = 32.
//   block 0: row 1 cols 2..5 = 0x12..0x15 (idx 0..3), row 2 cols 2..5 = 0x22..0x25 (idx 4..7), 8..31 = 0;
//   block 1: cols 6..9: 6, 7 inside, 8, 9 past the 8-byte width -> 0: row 1 0x16 0x17 0 0 (idx 32..35),
//   row 2 0x26 0x27 0 0 (idx 36..39); 40..63 = 0.
lsc_load_block2d.ugm (M1_NM, 1) DA:d8.2x4x2nn flat[SB, SW, SH, SP, SX, SY]
// pc 1: nt (VNNI), d16, W=2 x H=3 at (0,0): 2 elements per dword, row pitch pow2(2) = 2, block 6,
//   block pitch 16. y=0: idx 0,1 = (r0,c0) 0x0100, (r1,c0) 0x1110; idx 2,3 = (r0,c1) 0x0302,
//   (r1,c1) 0x1312. y=2 (offset y*2 = 4): idx 4,5 = (r2,c0) 0x2120, (r3,c0) row 3 outside -> 0;
//   idx 6,7 = (r2,c1), (r3,c1) -- then the block padding fills idx 6..15 with 0 (fill from 6).
lsc_load_block2d.ugm (M1_NM, 1) DB:d16.1x2x3nt flat[SB, 7, 2, 16, 0, 0]
// pc 2: tn (transpose), d32, W=2 x H=3 at X=1, Y=0: row pitch pow2(3) = 4, block 8 = pitch.
//   x=0: idx 0..2 = column 1 of rows 0..2: 0x07060504, 0x17161514, 0x27262524; idx 3 = 0;
//   x=1: column 2 needs bytes 8..11, past the 8-byte width: idx 4..6 = 0; idx 7 = 0.
lsc_load_block2d.ugm (M1_NM, 1) DC:d32.1x2x3tn flat[SB, 7, 2, 16, 1, 0]
// pc 3: tt, d8, W=4 x H=2 at X=4, Y=-1: 4 elements per dword, row pitch pow2(2) = 2, block 8,
//   block pitch 32. x=0: y=0 is row -1 (outside): idx 0..3 = 0; y=1 is row 0 cols 4..7: idx 4..7 =
//   4 5 6 7; 8..31 = 0.
lsc_load_block2d.ugm (M1_NM, 1) DD:d8.1x4x2tt flat[SB, 7, 2, 16, 4, -1]
// pc 4: the surface at 0x20000 is not allocated: both elements read 0 and one out_of_bounds fault
//   (lane 0, the first element's address); padding to the 8-element block pitch is 0 too.
lsc_load_block2d.ugm (M1_NM, 1) DE:d32.1x2x1nn flat[SB2, 7, 2, 16, 0, 0]
// pc 5: store W=2 x H=2 at X=3, Y=2: element (y,x) is SRC[y*2 + x]; row 3 is outside, column 4 is past
//   the width: only (0,0) = 0xabcd goes to row 2 column 3 (0x10026).
lsc_store_block2d.ugm (M1_NM, 1) flat[SB, 7, 2, 16, 3, 2] SRC:d16.2x2nn
// pc 6: nn, d8, W=4 x H=2 at X=1, Y=0, wholly inside the surface (the row-copy path without a hook):
//   row 0 cols 1..4 = 1 2 3 4, row 1 = 0x11..0x14 (the store above changed only row 2), then 24 zeros.
lsc_load_block2d.ugm (M1_NM, 1) DF:d8.1x4x2nn flat[SB, 7, 2, 16, 1, 0]
ret (M1, 1)
// CHECK: regs.DA: 0x12 0x13 0x14 0x15 0x22 0x23 0x24 0x25 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x16 0x17 0x0 0x0 0x26 0x27 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0{{$}}
// CHECK-NEXT: regs.DB: 0x100 0x1110 0x302 0x1312 0x2120 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0{{$}}
// CHECK-NEXT: regs.DC: 0x7060504 0x17161514 0x27262524 0x0 0x0 0x0 0x0 0x0{{$}}
// CHECK-NEXT: regs.DD: 0x0 0x0 0x0 0x0 0x4 0x5 0x6 0x7 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0{{$}}
// CHECK-NEXT: regs.DE: 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0{{$}}
// CHECK-NEXT: regs.DF: 0x1 0x2 0x3 0x4 0x11 0x12 0x13 0x14 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0{{$}}
// CHECK: memory global 0x10020 u16: 0x2120 0x2322 0x2524 0xabcd 0x2928 0x2b2a 0x2d2c 0x2f2e
// CHECK-NEXT: fault pc=4 lane=0 kind=out_of_bounds address=0x20000
// CHECK-NEXT: instructions: 8
