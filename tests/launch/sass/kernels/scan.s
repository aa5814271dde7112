// __global__ void scan(const int *in, int *out)              // blockDim.x == 64
// { __shared__ int s[64]; int t = threadIdx.x, i = blockIdx.x * 64 + t;
//   s[t] = in[i]; __syncthreads();
//   for (int d = 1; d < 64; d <<= 1) {
//     int v = t >= d ? s[t - d] : 0; __syncthreads(); s[t] += v; __syncthreads(); }
//   out[i] = s[t]; }                                         // inclusive Hillis-Steele scan
MOV R1, c[0x0][0x20] ;
S2R R0, SR_TID.X ;
S2R R2, SR_CTAID.X ;
ISCADD R2, R2, R0, 0x6 ;
SHL R3, R2.reuse, 0x2 ;
SHR R2, R2, 0x1e ;
IADD R4.CC, R3.reuse, c[0x0][0x140] ;
IADD.X R5, R2.reuse, c[0x0][0x144] ;
LDG.E R4, [R4] ;
IADD R8.CC, R3, c[0x0][0x148] ;
IADD.X R9, R2, c[0x0][0x14c] ;
SHL R3, R0, 0x2 ;
STS [R3], R4 ;
BAR.SYNC 0x0 ;
MOV32I R5, 0x1 ;
loop:
ISETP.GE.AND P0, PT, R0, R5, PT ;
MOV R6, RZ ;
@P0 IADD R7, R0, -R5 ;
@P0 SHL R7, R7, 0x2 ;
@P0 LDS.U.32 R6, [R7] ;
BAR.SYNC 0x0 ;
LDS.U.32 R7, [R3] ;
IADD R7, R7, R6 ;
STS [R3], R7 ;
BAR.SYNC 0x0 ;
SHL R5, R5, 0x1 ;
ISETP.LT.AND P0, PT, R5, 0x40, PT ;
@P0 BRA loop ;
LDS.U.32 R6, [R3] ;
STG.E [R8], R6 ;
EXIT ;
