// Memory access patterns of one warp for --trace-memory and `gpuisa report` (docs/memory-trace.md).
// State: 32 lanes, R0 = lane l, R5 = (37 l mod 32) * 128, global words at 0x10000 hold their
// index (word i = i, 4 KiB), shared window alloc 8192 bytes. By hand, per instruction:
//   pc 2 LDG [R2+0x10000], R2 = 4l: unit stride; lane l reads 0x10000 + 4l = 65536 + 4l, value l.
//   pc 3 LDG [R3+0x10000], R3 = 8l: stride 8 bytes; lane 31 reads 65536 + 248 = 65784, value 62.
//   pc 4 LDG [RZ+0x10000]: every lane reads 65536 (broadcast), value 0.
//   pc 5 LDG [R5+0x10000]: a gather: lane 1 reads 65536 + 5 * 128 = 66176 (word 160),
//     lane 7 reads 65536 + (259 mod 32 = 3) * 128 = 65920 (word 96).
//   pc 7 STS [R6], R6 = 128 l (a 32-word stride): lane 1 writes offset 128.
//   pc 9 STS [R7], R7 = 132 l (a 33-word stride): lane 31 writes offset 4092, value 31.
//   pc 10 LDS [RZ]: every lane reads shared offset 0, which pc 7/9 lane 0 set to 0.
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/mem-patterns.json --trace-memory %t.csv %s > /dev/null
// RUN: FileCheck --check-prefix=TRACE %s < %t.csv
// RUN: grep -c ',global,' %t.csv | FileCheck --check-prefix=NGLOBAL %s
// RUN: grep -c ',shared,' %t.csv | FileCheck --check-prefix=NSHARED %s
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/mem-patterns.json --trace-memory %t.csv.gz %s > /dev/null
// RUN: zcat %t.csv.gz | cmp - %t.csv
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/mem-patterns.json --trace-memory %t.nv.csv --no-trace-values %s > /dev/null
// RUN: FileCheck --check-prefix=NOVAL %s < %t.nv.csv
// TRACE: isa,target,group_x,group_y,group_z,wave,pc,inst,lane,space,address,size,kind,value,status
// TRACE: sass,sm_50,0,0,0,0,2,"LDG R8, [R2+0x10000]",0,global,65536,4,load,0x00000000,ok
// TRACE-NEXT: sass,sm_50,0,0,0,0,2,"LDG R8, [R2+0x10000]",1,global,65540,4,load,0x00000001,ok
// TRACE: sass,sm_50,0,0,0,0,3,"LDG R9, [R3+0x10000]",31,global,65784,4,load,0x0000003e,ok
// TRACE: sass,sm_50,0,0,0,0,4,"LDG R10, [RZ+0x10000]",31,global,65536,4,load,0x00000000,ok
// TRACE: sass,sm_50,0,0,0,0,5,"LDG R11, [R5+0x10000]",1,global,66176,4,load,0x000000a0,ok
// TRACE: sass,sm_50,0,0,0,0,5,"LDG R11, [R5+0x10000]",7,global,65920,4,load,0x00000060,ok
// TRACE: sass,sm_50,0,0,0,0,7,"STS [R6], R0",1,shared,128,4,store,0x00000001,ok
// TRACE: sass,sm_50,0,0,0,0,9,"STS [R7], R0",31,shared,4092,4,store,0x0000001f,ok
// TRACE: sass,sm_50,0,0,0,0,10,"LDS R12, [RZ]",31,shared,0,4,load,0x00000000,ok
// NGLOBAL: 128
// NSHARED: 96
// NOVAL: sass,sm_50,0,0,0,0,9,"STS [R7], R0",31,shared,4092,4,store,,ok
SHL R2, R0, 0x2 ;
SHL R3, R0, 0x3 ;
LDG R8, [R2+0x10000] ;
LDG R9, [R3+0x10000] ;
LDG R10, [RZ+0x10000] ;
LDG R11, [R5+0x10000] ;
SHL R6, R0, 0x7 ;
STS [R6], R0 ;
XMAD R7, R0, 0x84, RZ ;
STS [R7], R0 ;
LDS R12, [RZ] ;
EXIT ;
