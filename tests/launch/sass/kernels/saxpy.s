// __global__ void saxpy(int n, float a, const float *x, float *y)
// { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) y[i] = a * x[i] + y[i]; }
MOV R1, c[0x0][0x20] ;
S2R R0, SR_CTAID.X ;
S2R R2, SR_TID.X ;
XMAD.MRG R3, R0.reuse, c[0x0] [0x8].H1, RZ ;
XMAD R2, R0.reuse, c[0x0] [0x8], R2 ;
XMAD.PSL.CBCC R0, R0.H1, R3.H1, R2 ;
ISETP.GE.AND P0, PT, R0, c[0x0][0x140], PT ;
NOP ;
@P0 EXIT ;
SHL R2, R0.reuse, 0x2 ;
SHR R0, R0, 0x1e ;
IADD R4.CC, R2.reuse, c[0x0][0x148] ;
IADD.X R5, R0.reuse, c[0x0][0x14c] ;
IADD R2.CC, R2, c[0x0][0x150] ;
LDG.E R4, [R4] ;
IADD.X R3, R0, c[0x0][0x154] ;
LDG.E R6, [R2] ;
FFMA R0, R4, c[0x0][0x144], R6 ;
STG.E [R2], R0 ;
NOP ;
NOP ;
EXIT ;
