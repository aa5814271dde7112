// __global__ void vadd(const int *a, const int *b, int *c, int n)
// { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) c[i] = a[i] + b[i]; }
// nvcc's sm_50 shape: the index as the XMAD / XMAD.MRG / XMAD.PSL.CBCC 32-bit multiply,
// the bounds test as an early EXIT, 64-bit addresses as SHL/SHR + IADD.CC/IADD.X.
MOV R1, c[0x0][0x20] ;
S2R R0, SR_CTAID.X ;
S2R R2, SR_TID.X ;
XMAD.MRG R3, R0.reuse, c[0x0] [0x8].H1, RZ ;
XMAD R2, R0.reuse, c[0x0] [0x8], R2 ;
XMAD.PSL.CBCC R0, R0.H1, R3.H1, R2 ;
ISETP.GE.AND P0, PT, R0, c[0x0][0x158], PT ;
@P0 EXIT ;
SHL R6, R0.reuse, 0x2 ;
SHR R0, R0, 0x1e ;
IADD R2.CC, R6.reuse, c[0x0][0x140] ;
IADD.X R3, R0.reuse, c[0x0][0x144] ;
IADD R4.CC, R6.reuse, c[0x0][0x148] ;
IADD.X R5, R0.reuse, c[0x0][0x14c] ;
LDG.E R2, [R2] ;
LDG.E R4, [R4] ;
IADD R6.CC, R6, c[0x0][0x150] ;
IADD.X R7, R0, c[0x0][0x154] ;
IADD R0, R2, R4 ;
STG.E [R6], R0 ;
EXIT ;
