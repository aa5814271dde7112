// __global__ void transpose_shared(const float *in, float *out, int w, int h)
// { __shared__ float tile[16][17];                           // 16x16 blocks; w, h multiples of 16
//   int x = blockIdx.x * 16 + threadIdx.x, y = blockIdx.y * 16 + threadIdx.y;
//   tile[threadIdx.y][threadIdx.x] = in[y * w + x]; __syncthreads();
//   x = blockIdx.y * 16 + threadIdx.x; y = blockIdx.x * 16 + threadIdx.y;
//   out[y * h + x] = tile[threadIdx.x][threadIdx.y]; }        // the padding column avoids bank conflicts
MOV R1, c[0x0][0x20] ;
S2R R0, SR_CTAID.X ;
S2R R2, SR_TID.X ;
S2R R3, SR_CTAID.Y ;
S2R R4, SR_TID.Y ;
ISCADD R5, R0, R2, 0x4 ;
ISCADD R6, R3, R4, 0x4 ;
XMAD R7, R6.reuse, c[0x0] [0x150], R5 ;
XMAD.MRG R8, R6.reuse, c[0x0] [0x150].H1, RZ ;
XMAD.PSL.CBCC R7, R6.H1, R8.H1, R7 ;
LEA R8.CC, R7, c[0x0][0x140], 0x2 ;
LEA.HI.X R9, R7, c[0x0][0x144], RZ, 0x2 ;
LDG.E R9, [R8] ;
XMAD R10, R4, 0x11, R2 ;
SHL R10, R10, 0x2 ;
STS [R10], R9 ;
BAR.SYNC 0x0 ;
XMAD R11, R2, 0x11, R4 ;
SHL R11, R11, 0x2 ;
LDS.U.32 R12, [R11] ;
ISCADD R5, R3, R2, 0x4 ;
ISCADD R6, R0, R4, 0x4 ;
XMAD R7, R6.reuse, c[0x0] [0x154], R5 ;
XMAD.MRG R8, R6.reuse, c[0x0] [0x154].H1, RZ ;
XMAD.PSL.CBCC R7, R6.H1, R8.H1, R7 ;
LEA R8.CC, R7, c[0x0][0x148], 0x2 ;
LEA.HI.X R9, R7, c[0x0][0x14c], RZ, 0x2 ;
STG.E [R8], R12 ;
EXIT ;
