// --trace-memory of the SASS full-mask LDG/STG paths, which run under the hook since they record
// what the per-lane path records: every lane of a full warp, one record per lane, in lane order.
// (LDS/STS have no full-mask path: their per-lane records are checked too.) State: 32 lanes,
// R2:R3 = 0x10000 + 8l, R4 = 4l, R10:R11 as R2:R3 except lane 2 (0x200000: outside memory);
// global word i at 0x10000 + 4i holds 0x100 + i (128 words). By hand (l = lane):
//   pc 0 LDG.E.64 at 65536 + 8l: R6 = 0x100 + 2l, R7 = 0x101 + 2l; value 0x(101+2l)(100+2l);
//        lane 31: 65784, 0x0000013f0000013e.
//   pc 1 STG.E of R7 at 0x10100 + 8l = 65792 + 8l (lane 31: 66040, 0x13f).
//   pc 2 STS of R6 at shared 4l (lane 31: 124, 0x13e).
//   pc 3 LDS at 4l + 4: lane l+1's pc 2 word, 0x102 + 2l; lane 31 reads 128, never written: 0.
//   pc 4 LDG.E.64 at R10: lane 2 reads 0x200000 = 2097152, unmapped: the per-lane path runs (a
//        fault mid-instruction) and records that lane's load as unmapped; the others as pc 0.
// The run exits 2 (the fault). The same trace (byte for byte) comes from the per-lane paths: scripts/trace_identity.sh.
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/trace-memory-fast.json --trace-memory %t.csv %s > /dev/null
// RUN: FileCheck %s < %t.csv
// RUN: cut -d, -f7 %t.csv | uniq -c | FileCheck --check-prefix=COUNT %s
// COUNT: 1 pc
// COUNT-NEXT: 32 0
// COUNT-NEXT: 32 1
// COUNT-NEXT: 32 2
// COUNT-NEXT: 32 3
// COUNT-NEXT: 32 4
// CHECK: sass,sm_50,0,0,0,0,0,"LDG.E.64 R6, [R2]",0,global,65536,8,load,0x0000010100000100,ok
// CHECK-NEXT: sass,sm_50,0,0,0,0,0,"LDG.E.64 R6, [R2]",1,global,65544,8,load,0x0000010300000102,ok
// CHECK-NEXT: sass,sm_50,0,0,0,0,0,"LDG.E.64 R6, [R2]",2,global,65552,8,load,0x0000010500000104,ok
// CHECK-NEXT: sass,sm_50,0,0,0,0,0,"LDG.E.64 R6, [R2]",3,global,65560,8,load,0x0000010700000106,ok
// CHECK: sass,sm_50,0,0,0,0,0,"LDG.E.64 R6, [R2]",31,global,65784,8,load,0x0000013f0000013e,ok
// CHECK: sass,sm_50,0,0,0,0,1,"STG.E [R2+0x100], R7",0,global,65792,4,store,0x00000101,ok
// CHECK-NEXT: sass,sm_50,0,0,0,0,1,"STG.E [R2+0x100], R7",1,global,65800,4,store,0x00000103,ok
// CHECK-NEXT: sass,sm_50,0,0,0,0,1,"STG.E [R2+0x100], R7",2,global,65808,4,store,0x00000105,ok
// CHECK-NEXT: sass,sm_50,0,0,0,0,1,"STG.E [R2+0x100], R7",3,global,65816,4,store,0x00000107,ok
// CHECK: sass,sm_50,0,0,0,0,1,"STG.E [R2+0x100], R7",31,global,66040,4,store,0x0000013f,ok
// CHECK: sass,sm_50,0,0,0,0,2,"STS [R4], R6",0,shared,0,4,store,0x00000100,ok
// CHECK-NEXT: sass,sm_50,0,0,0,0,2,"STS [R4], R6",1,shared,4,4,store,0x00000102,ok
// CHECK-NEXT: sass,sm_50,0,0,0,0,2,"STS [R4], R6",2,shared,8,4,store,0x00000104,ok
// CHECK-NEXT: sass,sm_50,0,0,0,0,2,"STS [R4], R6",3,shared,12,4,store,0x00000106,ok
// CHECK: sass,sm_50,0,0,0,0,2,"STS [R4], R6",31,shared,124,4,store,0x0000013e,ok
// CHECK: sass,sm_50,0,0,0,0,3,"LDS R8, [R4+0x4]",0,shared,4,4,load,0x00000102,ok
// CHECK-NEXT: sass,sm_50,0,0,0,0,3,"LDS R8, [R4+0x4]",1,shared,8,4,load,0x00000104,ok
// CHECK-NEXT: sass,sm_50,0,0,0,0,3,"LDS R8, [R4+0x4]",2,shared,12,4,load,0x00000106,ok
// CHECK-NEXT: sass,sm_50,0,0,0,0,3,"LDS R8, [R4+0x4]",3,shared,16,4,load,0x00000108,ok
// CHECK: sass,sm_50,0,0,0,0,3,"LDS R8, [R4+0x4]",31,shared,128,4,load,0x00000000,ok
// CHECK: sass,sm_50,0,0,0,0,4,"LDG.E.64 R12, [R10]",0,global,65536,8,load,0x0000010100000100,ok
// CHECK-NEXT: sass,sm_50,0,0,0,0,4,"LDG.E.64 R12, [R10]",1,global,65544,8,load,0x0000010300000102,ok
// CHECK-NEXT: sass,sm_50,0,0,0,0,4,"LDG.E.64 R12, [R10]",2,global,2097152,8,load,,unmapped
// CHECK-NEXT: sass,sm_50,0,0,0,0,4,"LDG.E.64 R12, [R10]",3,global,65560,8,load,0x0000010700000106,ok
// CHECK: sass,sm_50,0,0,0,0,4,"LDG.E.64 R12, [R10]",31,global,65784,8,load,0x0000013f0000013e,ok
LDG.E.64 R6, [R2] ;
STG.E [R2+0x100], R7 ;
STS [R4], R6 ;
LDS R8, [R4+0x4] ;
LDG.E.64 R12, [R10] ;
EXIT ;
