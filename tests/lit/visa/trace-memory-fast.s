// --trace-memory of the vISA fast loads (exec_lsc.c load_contiguous, exec_b2d.c load_nn_fast),
// which run under the hook since they record what the per-element path records. State (dg2):
// A = 0x10000; global word i at 0x10000 + 4i holds 0x100 + i (64 words, to 0x10100); the 2D
// surface SB = 0x10000, width 64 bytes (SW = 63), 4 rows (SH = 3), pitch 64, block at X = 4, Y = 1.
// By hand:
//   pc 0 transposed d32x8t at 0x10020 = 65568: lane 0's 8 elements in order, words 8..15:
//        65568 + 4k, 0x108 + k.
//   pc 1 strided d32, default pitch 4, at 0x10040: lane n (0..15) at 65600 + 4n, 0x110 + n.
//   pc 2 block2d d32 4x2 nn: row y = 1, 2 at 0x10000 + 64 (1 + y') + 4 * 4: 65616.., words
//        20..23 (0x114..), then 65680.., words 36..39 (0x124..), element by element (lane 0).
//   pc 3 strided at 0x100f0: lanes 0..3 read words 60..63; lane 4's 0x10100 is past the memory:
//        a fault mid-instruction, so the per-element path runs: lanes 4..15 fault and are not
//        accessed (no record), lanes 0..3 are recorded.
// The run exits 2 (the faults). The same trace (byte for byte) comes from the per-element paths:
// scripts/trace_identity.sh.
// RUN: %not %gpuisa run --isa=visa --mcpu=dg2 --state %S/Inputs/trace-memory-fast.json --trace-memory %t.csv %s > /dev/null
// RUN: FileCheck %s < %t.csv
// RUN: cut -d, -f7 %t.csv | uniq -c | FileCheck --check-prefix=COUNT %s
// COUNT: 1 pc
// COUNT-NEXT: 8 0
// COUNT-NEXT: 16 1
// COUNT-NEXT: 8 2
// COUNT-NEXT: 4 3
// CHECK: isa,target,group_x,group_y,group_z,wave,pc,inst,lane,space,address,size,kind,value,status
// CHECK-NEXT: visa,dg2,0,0,0,0,0,"lsc_load.ugm (M1_NM, 1)  T:d32x8t  flat[A+0x20]:a32",0,global,65568,4,load,0x00000108,ok
// CHECK-NEXT: visa,dg2,0,0,0,0,0,"lsc_load.ugm (M1_NM, 1)  T:d32x8t  flat[A+0x20]:a32",0,global,65572,4,load,0x00000109,ok
// CHECK-NEXT: visa,dg2,0,0,0,0,0,"lsc_load.ugm (M1_NM, 1)  T:d32x8t  flat[A+0x20]:a32",0,global,65576,4,load,0x0000010a,ok
// CHECK-NEXT: visa,dg2,0,0,0,0,0,"lsc_load.ugm (M1_NM, 1)  T:d32x8t  flat[A+0x20]:a32",0,global,65580,4,load,0x0000010b,ok
// CHECK-NEXT: visa,dg2,0,0,0,0,0,"lsc_load.ugm (M1_NM, 1)  T:d32x8t  flat[A+0x20]:a32",0,global,65584,4,load,0x0000010c,ok
// CHECK-NEXT: visa,dg2,0,0,0,0,0,"lsc_load.ugm (M1_NM, 1)  T:d32x8t  flat[A+0x20]:a32",0,global,65588,4,load,0x0000010d,ok
// CHECK-NEXT: visa,dg2,0,0,0,0,0,"lsc_load.ugm (M1_NM, 1)  T:d32x8t  flat[A+0x20]:a32",0,global,65592,4,load,0x0000010e,ok
// CHECK-NEXT: visa,dg2,0,0,0,0,0,"lsc_load.ugm (M1_NM, 1)  T:d32x8t  flat[A+0x20]:a32",0,global,65596,4,load,0x0000010f,ok
// CHECK-NEXT: visa,dg2,0,0,0,0,1,"lsc_load_strided.ugm (M1, 16)  S:d32  flat[A+0x40, 0x4]:a32",0,global,65600,4,load,0x00000110,ok
// CHECK-NEXT: visa,dg2,0,0,0,0,1,"lsc_load_strided.ugm (M1, 16)  S:d32  flat[A+0x40, 0x4]:a32",1,global,65604,4,load,0x00000111,ok
// CHECK-NEXT: visa,dg2,0,0,0,0,1,"lsc_load_strided.ugm (M1, 16)  S:d32  flat[A+0x40, 0x4]:a32",2,global,65608,4,load,0x00000112,ok
// CHECK-NEXT: visa,dg2,0,0,0,0,1,"lsc_load_strided.ugm (M1, 16)  S:d32  flat[A+0x40, 0x4]:a32",3,global,65612,4,load,0x00000113,ok
// CHECK-NEXT: visa,dg2,0,0,0,0,1,"lsc_load_strided.ugm (M1, 16)  S:d32  flat[A+0x40, 0x4]:a32",4,global,65616,4,load,0x00000114,ok
// CHECK-NEXT: visa,dg2,0,0,0,0,1,"lsc_load_strided.ugm (M1, 16)  S:d32  flat[A+0x40, 0x4]:a32",5,global,65620,4,load,0x00000115,ok
// CHECK-NEXT: visa,dg2,0,0,0,0,1,"lsc_load_strided.ugm (M1, 16)  S:d32  flat[A+0x40, 0x4]:a32",6,global,65624,4,load,0x00000116,ok
// CHECK-NEXT: visa,dg2,0,0,0,0,1,"lsc_load_strided.ugm (M1, 16)  S:d32  flat[A+0x40, 0x4]:a32",7,global,65628,4,load,0x00000117,ok
// CHECK-NEXT: visa,dg2,0,0,0,0,1,"lsc_load_strided.ugm (M1, 16)  S:d32  flat[A+0x40, 0x4]:a32",8,global,65632,4,load,0x00000118,ok
// CHECK-NEXT: visa,dg2,0,0,0,0,1,"lsc_load_strided.ugm (M1, 16)  S:d32  flat[A+0x40, 0x4]:a32",9,global,65636,4,load,0x00000119,ok
// CHECK-NEXT: visa,dg2,0,0,0,0,1,"lsc_load_strided.ugm (M1, 16)  S:d32  flat[A+0x40, 0x4]:a32",10,global,65640,4,load,0x0000011a,ok
// CHECK-NEXT: visa,dg2,0,0,0,0,1,"lsc_load_strided.ugm (M1, 16)  S:d32  flat[A+0x40, 0x4]:a32",11,global,65644,4,load,0x0000011b,ok
// CHECK-NEXT: visa,dg2,0,0,0,0,1,"lsc_load_strided.ugm (M1, 16)  S:d32  flat[A+0x40, 0x4]:a32",12,global,65648,4,load,0x0000011c,ok
// CHECK-NEXT: visa,dg2,0,0,0,0,1,"lsc_load_strided.ugm (M1, 16)  S:d32  flat[A+0x40, 0x4]:a32",13,global,65652,4,load,0x0000011d,ok
// CHECK-NEXT: visa,dg2,0,0,0,0,1,"lsc_load_strided.ugm (M1, 16)  S:d32  flat[A+0x40, 0x4]:a32",14,global,65656,4,load,0x0000011e,ok
// CHECK-NEXT: visa,dg2,0,0,0,0,1,"lsc_load_strided.ugm (M1, 16)  S:d32  flat[A+0x40, 0x4]:a32",15,global,65660,4,load,0x0000011f,ok
// CHECK-NEXT: visa,dg2,0,0,0,0,2,"lsc_load_block2d.ugm (M1_NM, 1)  DB:d32.4x2nn  flat[SB, SW, SH, SP, SX, SY]",0,global,65616,4,load,0x00000114,ok
// CHECK-NEXT: visa,dg2,0,0,0,0,2,"lsc_load_block2d.ugm (M1_NM, 1)  DB:d32.4x2nn  flat[SB, SW, SH, SP, SX, SY]",0,global,65620,4,load,0x00000115,ok
// CHECK-NEXT: visa,dg2,0,0,0,0,2,"lsc_load_block2d.ugm (M1_NM, 1)  DB:d32.4x2nn  flat[SB, SW, SH, SP, SX, SY]",0,global,65624,4,load,0x00000116,ok
// CHECK-NEXT: visa,dg2,0,0,0,0,2,"lsc_load_block2d.ugm (M1_NM, 1)  DB:d32.4x2nn  flat[SB, SW, SH, SP, SX, SY]",0,global,65628,4,load,0x00000117,ok
// CHECK-NEXT: visa,dg2,0,0,0,0,2,"lsc_load_block2d.ugm (M1_NM, 1)  DB:d32.4x2nn  flat[SB, SW, SH, SP, SX, SY]",0,global,65680,4,load,0x00000124,ok
// CHECK-NEXT: visa,dg2,0,0,0,0,2,"lsc_load_block2d.ugm (M1_NM, 1)  DB:d32.4x2nn  flat[SB, SW, SH, SP, SX, SY]",0,global,65684,4,load,0x00000125,ok
// CHECK-NEXT: visa,dg2,0,0,0,0,2,"lsc_load_block2d.ugm (M1_NM, 1)  DB:d32.4x2nn  flat[SB, SW, SH, SP, SX, SY]",0,global,65688,4,load,0x00000126,ok
// CHECK-NEXT: visa,dg2,0,0,0,0,2,"lsc_load_block2d.ugm (M1_NM, 1)  DB:d32.4x2nn  flat[SB, SW, SH, SP, SX, SY]",0,global,65692,4,load,0x00000127,ok
// CHECK-NEXT: visa,dg2,0,0,0,0,3,"lsc_load_strided.ugm (M1, 16)  S:d32  flat[A+0xf0, 0x4]:a32",0,global,65776,4,load,0x0000013c,ok
// CHECK-NEXT: visa,dg2,0,0,0,0,3,"lsc_load_strided.ugm (M1, 16)  S:d32  flat[A+0xf0, 0x4]:a32",1,global,65780,4,load,0x0000013d,ok
// CHECK-NEXT: visa,dg2,0,0,0,0,3,"lsc_load_strided.ugm (M1, 16)  S:d32  flat[A+0xf0, 0x4]:a32",2,global,65784,4,load,0x0000013e,ok
// CHECK-NEXT: visa,dg2,0,0,0,0,3,"lsc_load_strided.ugm (M1, 16)  S:d32  flat[A+0xf0, 0x4]:a32",3,global,65788,4,load,0x0000013f,ok
.version 4.1
.kernel "fast"
.decl A v_type=G type=ud num_elts=1
.decl T v_type=G type=ud num_elts=8
.decl S v_type=G type=ud num_elts=16
.decl SB v_type=G type=uq num_elts=1
.decl SW v_type=G type=ud num_elts=1
.decl SH v_type=G type=ud num_elts=1
.decl SP v_type=G type=ud num_elts=1
.decl SX v_type=G type=d num_elts=1
.decl SY v_type=G type=d num_elts=1
.decl DB v_type=G type=ud num_elts=8
lsc_load.ugm (M1_NM, 1) T:d32x8t flat[A+0x20]:a32
lsc_load_strided.ugm (M1, 16) S:d32 flat[A+0x40]:a32
lsc_load_block2d.ugm (M1_NM, 1) DB:d32.1x4x2nn flat[SB, SW, SH, SP, SX, SY]
lsc_load_strided.ugm (M1, 16) S:d32 flat[A+0xf0]:a32
ret (M1, 1)
