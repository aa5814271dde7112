// __global__ void find_local(const int *in, int *out, int *pos)          // blockDim.x == 64
// { int a[8]; unsigned i = blockIdx.x * 64 + threadIdx.x;
//   for (int k = 0; k < 8; k++) a[k] = in[i * 8 + k];
//   int found = -1;
//   for (int k = 0; k < 8; k++) if (a[k] == 0) { found = k; break; }
//   int s = 0;
//   for (int k = found < 0 ? 7 : found - 1; k >= 0; k--) s += a[k] * (k + 1);
//   out[i] = s; pos[i] = found; }
// a[] is indexed at run time, so nvcc keeps it in local memory: a 32-byte frame under the stack
// top c[0x0][0x20] (STL.128 of two LDG.E.128, LDL at [R1 + 4k]); the search loop is PBK/BRK
// (@P0 BRK for the threads that find a 0, BRK after the loop for the others); the sum loop is the
// SSY / @P SYNC / divergent back branch / SYNC shape, its multiply nvcc's XMAD triple.
MOV R1, c[0x0][0x20] ;
IADD32I R1, R1, -0x20 ;
S2R R0, SR_TID.X ;
S2R R2, SR_CTAID.X ;
ISCADD R3, R2, R0, 0x6 ;
SHL R4, R3, 0x5 ;
SHR.U32 R5, R3, 0x1b ;
IADD R6.CC, R4, c[0x0][0x140] ;
IADD.X R7, R5, c[0x0][0x144] ;
LDG.E.128 R8, [R6] ;
LDG.E.128 R12, [R6+0x10] ;
STL.128 [R1], R8 ;
STL.128 [R1+0x10], R12 ;
MOV32I R16, 0xffffffff ;
MOV R17, RZ ;
PBK searched ;
search:
ISCADD R18, R17, R1, 0x2 ;
LDL R19, [R18] ;
ISETP.EQ.AND P0, PT, R19, RZ, PT ;
@P0 MOV R16, R17 ;
@P0 BRK ;
IADD R17, R17, 0x1 ;
ISETP.LT.AND P1, PT, R17, 0x8, PT ;
@P1 BRA search ;
BRK ;
searched:
ISETP.LT.AND P2, PT, R16, RZ, PT ;
IADD R20, R16, -0x1 ;
SEL R20, R20, 0x7, !P2 ;
MOV R21, RZ ;
ISETP.LT.AND P3, PT, R20, RZ, PT ;
SSY summed ;
@P3 SYNC ;
sum:
ISCADD R22, R20, R1, 0x2 ;
LDL R23, [R22] ;
IADD R24, R20, 0x1 ;
XMAD R25, R23.reuse, R24.reuse, RZ ;
XMAD.MRG R26, R23.reuse, R24.H1, RZ ;
XMAD.PSL.CBCC R25, R23.H1, R26.H1, R25 ;
IADD R21, R21, R25 ;
IADD R20, R20, -0x1 ;
ISETP.GE.AND P3, PT, R20, RZ, PT ;
@P3 BRA sum ;
SYNC ;
summed:
SHL R27, R3, 0x2 ;
SHR.U32 R28, R3, 0x1e ;
IADD R30.CC, R27, c[0x0][0x148] ;
IADD.X R31, R28, c[0x0][0x14c] ;
STG.E [R30], R21 ;
IADD R32.CC, R27, c[0x0][0x150] ;
IADD.X R33, R28, c[0x0][0x154] ;
STG.E [R32], R16 ;
EXIT ;
