// __global__ void convert(const int *a, const float *b, float *fa, int *ib)
// { int i = blockIdx.x * blockDim.x + threadIdx.x;
//   fa[i] = (float)a[i] * 0.5f;                  // I2F.F32.S32 (round to nearest), FMUL
//   ib[i] = (int)b[i]; }                         // F2I.S32.F32.TRUNC (C truncation)
MOV R1, c[0x0][0x20] ;
S2R R0, SR_CTAID.X ;
S2R R2, SR_TID.X ;
XMAD.MRG R3, R0.reuse, c[0x0] [0x8].H1, RZ ;
XMAD R2, R0.reuse, c[0x0] [0x8], R2 ;
XMAD.PSL.CBCC R0, R0.H1, R3.H1, R2 ;
LEA R2.CC, R0.reuse, c[0x0][0x140], 0x2 ;
LEA.HI.X R3, R0.reuse, c[0x0][0x144], RZ, 0x2 ;
LEA R4.CC, R0.reuse, c[0x0][0x148], 0x2 ;
LEA.HI.X R5, R0, c[0x0][0x14c], RZ, 0x2 ;
LDG.E R2, [R2] ;
LDG.E R4, [R4] ;
I2F.F32.S32 R2, R2 ;
F2I.S32.F32.TRUNC R4, R4 ;
FMUL R2, R2, 0.5 ;
LEA R6.CC, R0.reuse, c[0x0][0x150], 0x2 ;
LEA.HI.X R7, R0, c[0x0][0x154], RZ, 0x2 ;
STG.E [R6], R2 ;
LEA R6.CC, R0.reuse, c[0x0][0x158], 0x2 ;
LEA.HI.X R7, R0, c[0x0][0x15c], RZ, 0x2 ;
STG.E [R6], R4 ;
EXIT ;
