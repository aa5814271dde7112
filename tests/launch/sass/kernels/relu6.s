// __global__ void relu6(const float *x, float *y, int n)
// { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) y[i] = fminf(fmaxf(x[i], 0.0f), 6.0f); }
MOV R1, c[0x0][0x20] ;
S2R R0, SR_CTAID.X ;
S2R R2, SR_TID.X ;
XMAD.MRG R3, R0.reuse, c[0x0] [0x8].H1, RZ ;
XMAD R2, R0.reuse, c[0x0] [0x8], R2 ;
XMAD.PSL.CBCC R0, R0.H1, R3.H1, R2 ;
ISETP.GE.AND P0, PT, R0, c[0x0][0x150], PT ;
@P0 EXIT ;
LEA R2.CC, R0.reuse, c[0x0][0x140], 0x2 ;
LEA.HI.X R3, R0.reuse, c[0x0][0x144], RZ, 0x2 ;
LDG.E R2, [R2] ;
LEA R4.CC, R0.reuse, c[0x0][0x148], 0x2 ;
LEA.HI.X R5, R0, c[0x0][0x14c], RZ, 0x2 ;
FMNMX R2, RZ, R2, !PT ;
FMNMX R2, R2, 6, PT ;
STG.E [R4], R2 ;
EXIT ;
