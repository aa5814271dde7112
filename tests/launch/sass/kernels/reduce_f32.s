// __global__ void reduce_f32(const float *in, float *out)    // blockDim.x == 128
// { __shared__ float s[128]; unsigned t = threadIdx.x;
//   s[t] = in[blockIdx.x * 128 + t]; __syncthreads();
//   for (unsigned st = 64; st > 0; st >>= 1) { if (t < st) s[t] = s[t] + s[t + st]; __syncthreads(); }
//   if (t == 0) out[blockIdx.x] = s[0]; }
MOV R1, c[0x0][0x20] ;
S2R R0, SR_TID.X ;
S2R R2, SR_CTAID.X ;
ISCADD R2, R2, R0, 0x7 ;
SHL R3, R2.reuse, 0x2 ;
SHR.U32 R2, R2, 0x1e ;
IADD R4.CC, R3, c[0x0][0x140] ;
IADD.X R5, R2, c[0x0][0x144] ;
LDG.E R4, [R4] ;
SHL R3, R0, 0x2 ;
STS [R3], R4 ;
BAR.SYNC 0x0 ;
MOV32I R5, 0x40 ;
loop:
ISETP.GE.U32.AND P0, PT, R0, R5, PT ;
@!P0 ISCADD R6, R5, R3, 0x2 ;
@!P0 LDS.U.32 R6, [R6] ;
@!P0 LDS.U.32 R7, [R3] ;
@!P0 FADD R7, R7, R6 ;
@!P0 STS [R3], R7 ;
BAR.SYNC 0x0 ;
SHR.U32 R5, R5, 0x1 ;
ISETP.NE.AND P0, PT, R5, RZ, PT ;
@P0 BRA loop ;
ISETP.NE.AND P0, PT, R0, RZ, PT ;
@P0 EXIT ;
S2R R2, SR_CTAID.X ;
LDS.U.32 R0, [RZ] ;
SHL R3, R2, 0x2 ;
IADD R4.CC, R3, c[0x0][0x148] ;
IADD.X R5, RZ, c[0x0][0x14c] ;
STG.E [R4], R0 ;
EXIT ;
