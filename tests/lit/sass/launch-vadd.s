// A CUDA launch of an integer vector add, c[i] = a[i] + b[i], over 4 CTAs of 32 threads:
// i = ctaid.x * 32 + tid.x from S2R, the buffer pointers from the parameters at c[0x0][0x140],
// 0x148 and 0x150 (CUDA ABI: 8-byte pointers in order), 64-bit addresses built with LEA/LEA.HI.X.
// Expected (by hand): a[i] = i, b[i] = 1000, so c[i] = 1000 + i = 0x3e8 + i; 15 instructions per
// warp, 4 warps of 32 lanes.
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --launch %S/Inputs/launch/vadd.json --json %s > %t.json
// RUN: %jsonq < %t.json | FileCheck %s
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --launch %S/Inputs/launch/vadd.json --json --threads 2 %s | cmp - %t.json
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --launch %S/Inputs/launch/vadd.json --json --threads 1 %s | cmp - %t.json
// CHECK: buffer c[0]: 0x3e8 0x3e9 0x3ea 0x3eb 0x3ec 0x3ed 0x3ee 0x3ef
// CHECK: buffer c[32]: 0x408 0x409 0x40a 0x40b 0x40c 0x40d 0x40e 0x40f
// CHECK: buffer c[120]: 0x460 0x461 0x462 0x463 0x464 0x465 0x466 0x467
// CHECK-NOT: fault
// CHECK: instructions: 60
// CHECK-NEXT: lane_instructions: 1920
// CHECK-NEXT: waves: 4
MOV R1, c[0x0][0x20] ;
S2R R0, SR_CTAID.X ;
S2R R2, SR_TID.X ;
ISCADD R0, R0, R2, 0x5 ;
LEA R4.CC, R0, c[0x0][0x140], 0x2 ;
LEA.HI.X R5, R0, c[0x0][0x144], RZ, 0x2 ;
LEA R6.CC, R0, c[0x0][0x148], 0x2 ;
LEA.HI.X R7, R0, c[0x0][0x14c], RZ, 0x2 ;
LDG.E R8, [R4] ;
LDG.E R9, [R6] ;
IADD R8, R8, R9 ;
LEA R4.CC, R0, c[0x0][0x150], 0x2 ;
LEA.HI.X R5, R0, c[0x0][0x154], RZ, 0x2 ;
STG.E [R4], R8 ;
EXIT ;
