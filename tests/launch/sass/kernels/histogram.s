// __global__ void histogram(const unsigned *in, unsigned *hist, unsigned *hmax, unsigned *flags,
//                           unsigned *seen, unsigned n)                  // blockDim.x == 64
// { __shared__ unsigned s[16]; unsigned t = threadIdx.x, i = blockIdx.x * 64 + t;
//   if (t < 16) s[t] = 0;
//   __syncthreads();
//   if (i < n) { unsigned v = in[i]; atomicAdd(&s[v & 15], 1); atomicMax(hmax, v); }
//   __syncthreads();
//   if (t >= 16) return;
//   unsigned c = s[t]; if (c) atomicAdd(&hist[t], c);
//   if (t == 0) seen[blockIdx.x] = atomicExch(&flags[blockIdx.x], blockIdx.x + 1); }
// ATOMS.ADD into shared memory, RED.E.MAX and RED.E.ADD (results unused) and ATOM.E.EXCH (result
// used) into global memory; the CTAs of several host threads add into the same hist words.
MOV R1, c[0x0][0x20] ;
S2R R0, SR_TID.X ;
S2R R2, SR_CTAID.X ;
ISETP.GE.U32.AND P0, PT, R0, 0x10, PT ;
SHL R3, R0, 0x2 ;
@!P0 STS [R3], RZ ;
BAR.SYNC 0x0 ;
ISCADD R4, R2, R0, 0x6 ;
ISETP.GE.U32.AND P1, PT, R4, c[0x0][0x168], PT ;
SSY counted ;
@P1 SYNC ;
SHL R5, R4, 0x2 ;
SHR.U32 R6, R4, 0x1e ;
IADD R8.CC, R5, c[0x0][0x140] ;
IADD.X R9, R6, c[0x0][0x144] ;
LDG.E R7, [R8] ;
LOP32I.AND R10, R7, 0xf ;
SHL R10, R10, 0x2 ;
MOV32I R11, 0x1 ;
ATOMS.ADD RZ, [R10], R11 ;
MOV R12, c[0x0][0x150] ;
MOV R13, c[0x0][0x154] ;
RED.E.MAX [R12], R7 ;
SYNC ;
counted:
BAR.SYNC 0x0 ;
@P0 EXIT ;
LDS.U.32 R14, [R3] ;
ISETP.EQ.U32.AND P2, PT, R14, RZ, PT ;
IADD R16.CC, R3, c[0x0][0x148] ;
IADD.X R17, RZ, c[0x0][0x14c] ;
@!P2 RED.E.ADD [R16], R14 ;
ISETP.NE.U32.AND P3, PT, R0, RZ, PT ;
@P3 EXIT ;
SHL R18, R2, 0x2 ;
IADD R20.CC, R18, c[0x0][0x158] ;
IADD.X R21, RZ, c[0x0][0x15c] ;
IADD R19, R2, 0x1 ;
ATOM.E.EXCH R22, [R20], R19 ;
IADD R24.CC, R18, c[0x0][0x160] ;
IADD.X R25, RZ, c[0x0][0x164] ;
STG.E [R24], R22 ;
EXIT ;
