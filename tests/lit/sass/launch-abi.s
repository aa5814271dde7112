// The CUDA sm_5x launch ABI (CONTRACT.md): S2R's SR_TID.X/Y/Z, SR_CTAID.X/Y/Z and SR_LANEID
// for every thread of a 2x3 grid of 8x2x3 CTAs (48 threads: two warps, the second with 16
// lanes), c[0x0][0x8..0x1c] (block and grid sizes), c[0x0][0x20] (local stack top) and the
// parameters from 0x140 each aligned to its size (pointer 0x140, i32 0x148, u64 0x150).
// Inputs/launch/abi_check.py derives every expected word from the ABI.
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --launch %S/Inputs/launch/abi.json --json %s > %t.json
// RUN: python3 %S/Inputs/launch/abi_check.py < %t.json | FileCheck --check-prefix=ABI %s
// RUN: %jsonq < %t.json | FileCheck --check-prefix=COUNT %s
// ABI: abi ok: 288 threads
// 6 CTAs x 2 warps x 28 instructions; 6 x 48 threads x 28 lane instructions
// COUNT: instructions: 336
// COUNT-NEXT: lane_instructions: 8064
// COUNT-NEXT: waves: 12
S2R R0, SR_TID.X ;
S2R R1, SR_TID.Y ;
S2R R2, SR_TID.Z ;
S2R R3, SR_CTAID.X ;
S2R R4, SR_CTAID.Y ;
S2R R5, SR_CTAID.Z ;
S2R R6, SR_LANEID ;
MOV R7, c[0x0][0x8] ;
ISCADD R8, R1, R0, 0x3 ;                     // t.x + 8 t.y
ISCADD R8, R2, R8, 0x4 ;                     // + 16 t.z
ISCADD R9, R4, R3, 0x1 ;                     // c.x + 2 c.y
ISCADD R8, R9, R8, 0x6 ;                     // (c.x + 2 c.y) * 64 + slot
SHL R8, R8, 0x6 ;                            // * 16 words * 4 bytes
IADD R10.CC, R8, c[0x0][0x140] ;
IADD.X R11, RZ, c[0x0][0x144] ;
STG.E.128 [R10], R0 ;
STG.E.128 [R10+0x10], R4 ;
MOV R12, c[0x0][0xc] ;
MOV R13, c[0x0][0x10] ;
MOV R14, c[0x0][0x14] ;
MOV R15, c[0x0][0x18] ;
STG.E.128 [R10+0x20], R12 ;
MOV R16, c[0x0][0x1c] ;
MOV R17, c[0x0][0x20] ;
MOV R18, c[0x0][0x148] ;
MOV R19, c[0x0][0x150] ;
STG.E.128 [R10+0x30], R16 ;
EXIT ;
