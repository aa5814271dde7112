// __global__ void branchy(const int *a, const int *b, int *out)
// { int i = blockIdx.x * blockDim.x + threadIdx.x, x = a[i], y = b[i], r;
//   if (x > y) { r = x - y; r = r * 2; } else { r = y - x; r = r + 100; }
//   out[i] = r; }
// An if/else as nvcc writes it when both sides are long enough to branch: SSY to the join,
// the else side branched to, each side ending in SYNC.
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
ISETP.GT.AND P0, PT, R2, R4, PT ;
SSY join ;
@!P0 BRA else ;
IADD R6, R2, -R4 ;
SHL R6, R6, 0x1 ;
SYNC ;
else:
IADD R6, R4, -R2 ;
IADD R6, R6, 0x64 ;
SYNC ;
join:
LEA R2.CC, R0, c[0x0][0x150], 0x2 ;
LEA.HI.X R3, R0, c[0x0][0x154], RZ, 0x2 ;
STG.E [R2], R6 ;
EXIT ;
