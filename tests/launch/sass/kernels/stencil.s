// __global__ void stencil(const int *in, int *out)           // blockDim.x == 64; in has n + 2 elements
// { __shared__ int s[66]; int t = threadIdx.x, g = blockIdx.x * 64 + t;
//   s[t + 1] = in[g + 1];
//   if (t == 0) { s[0] = in[g]; s[65] = in[g + 65]; }
//   __syncthreads();
//   out[g] = s[t] + 2 * s[t + 1] + s[t + 2]; }
MOV R1, c[0x0][0x20] ;
S2R R0, SR_TID.X ;
S2R R2, SR_CTAID.X ;
ISCADD R2, R2, R0, 0x6 ;
LEA R4.CC, R2.reuse, c[0x0][0x140], 0x2 ;
LEA.HI.X R5, R2, c[0x0][0x144], RZ, 0x2 ;
ISETP.NE.AND P0, PT, R0, RZ, PT ;
LDG.E R6, [R4+0x4] ;
@!P0 LDG.E R7, [R4] ;
@!P0 LDG.E R8, [R4+0x104] ;
SHL R3, R0, 0x2 ;
STS [R3+0x4], R6 ;
@!P0 STS [RZ], R7 ;
@!P0 STS [0x104], R8 ;
BAR.SYNC 0x0 ;
LDS.U.32 R9, [R3] ;
LDS.U.32 R10, [R3+0x4] ;
LDS.U.32 R11, [R3+0x8] ;
ISCADD R9, R10, R9, 0x1 ;
IADD R9, R9, R11 ;
LEA R4.CC, R2, c[0x0][0x148], 0x2 ;
LEA.HI.X R5, R2, c[0x0][0x14c], RZ, 0x2 ;
STG.E [R4], R9 ;
EXIT ;
