// Shared memory and BAR.SYNC across the warps of a CTA: each CTA of 64 threads (two warps)
// reverses its 64 elements through shared memory -- s[t] = a[i]; __syncthreads();
// out[i] = s[63 - t] -- so warp 0's reads need warp 1's stores: the barrier holds warp 0 until
// warp 1 arrives. Expected (by hand, a[i] = i): out[64c + t] = 64c + 63 - t.
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --launch %S/Inputs/launch/reverse.json --json %s > %t.json
// RUN: %jsonq < %t.json | FileCheck %s
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --launch %S/Inputs/launch/reverse.json --json --threads 2 %s | cmp - %t.json
// CHECK: buffer out[0]: 0x3f 0x3e 0x3d 0x3c 0x3b 0x3a 0x39 0x38
// CHECK: buffer out[24]: 0x27 0x26 0x25 0x24 0x23 0x22 0x21 0x20
// CHECK: buffer out[32]: 0x1f 0x1e 0x1d 0x1c 0x1b 0x1a 0x19 0x18
// CHECK: buffer out[56]: 0x7 0x6 0x5 0x4 0x3 0x2 0x1 0x0
// CHECK: buffer out[64]: 0x7f 0x7e 0x7d 0x7c 0x7b 0x7a 0x79 0x78
// CHECK: buffer out[120]: 0x47 0x46 0x45 0x44 0x43 0x42 0x41 0x40
// CHECK-NOT: fault
// CHECK: waves: 4
MOV R1, c[0x0][0x20] ;
S2R R0, SR_CTAID.X ;
S2R R2, SR_TID.X ;
ISCADD R0, R0, R2, 0x6 ;                     // i = ctaid * 64 + t
LEA R4.CC, R0, c[0x0][0x140], 0x2 ;
LEA.HI.X R5, R0, c[0x0][0x144], RZ, 0x2 ;
LDG.E R6, [R4] ;
SHL R3, R2, 0x2 ;
STS [R3], R6 ;                               // s[t] = a[i]
BAR.SYNC 0x0 ;
IADD R7, -R2, c[0x0][0x8] ;                  // ntid.x - t
SHL R7, R7, 0x2 ;
LDS.U.32 R8, [R7+-0x4] ;                     // s[ntid.x - 1 - t]
LEA R4.CC, R0, c[0x0][0x148], 0x2 ;
LEA.HI.X R5, R0, c[0x0][0x14c], RZ, 0x2 ;
STG.E [R4], R8 ;
EXIT ;
