// __global__ void warp_reduce(const int *in, int *sums, int *maxes, unsigned *neg, int *allpos)
// { unsigned i = blockIdx.x * 64 + threadIdx.x; int v = in[i], s = v, m = v;  // blockDim.x == 64
//   for (int o = 16; o > 0; o >>= 1) s += __shfl_down(s, o);       // lane 0: the warp's sum
//   for (int o = 16; o > 0; o >>= 1) m = max(m, __shfl_xor(m, o));  // every lane: the warp's max
//   unsigned b = __ballot(v < 0); int a = __all(v >= 0);
//   maxes[i] = m;
//   if ((threadIdx.x & 31) == 0) { sums[i >> 5] = s; neg[i >> 5] = b; allpos[i >> 5] = a; } }
// The loops unrolled as nvcc does: SHFL.DOWN / SHFL.BFLY with c = 0x1f, VOTE.ANY for the ballot
// (its register), VOTE.ALL for __all (its predicate, then SEL).
MOV R1, c[0x0][0x20] ;
S2R R0, SR_TID.X ;
S2R R2, SR_CTAID.X ;
ISCADD R3, R2, R0, 0x6 ;
SHL R4, R3, 0x2 ;
SHR.U32 R5, R3, 0x1e ;
IADD R6.CC, R4, c[0x0][0x140] ;
IADD.X R7, R5, c[0x0][0x144] ;
LDG.E R8, [R6] ;
SHFL.DOWN PT, R9, R8, 0x10, 0x1f ;
IADD R9, R8, R9 ;
SHFL.DOWN PT, R10, R9, 0x8, 0x1f ;
IADD R9, R9, R10 ;
SHFL.DOWN PT, R10, R9, 0x4, 0x1f ;
IADD R9, R9, R10 ;
SHFL.DOWN PT, R10, R9, 0x2, 0x1f ;
IADD R9, R9, R10 ;
SHFL.DOWN PT, R10, R9, 0x1, 0x1f ;
IADD R9, R9, R10 ;
SHFL.BFLY PT, R11, R8, 0x10, 0x1f ;
IMNMX R11, R8, R11, !PT ;
SHFL.BFLY PT, R12, R11, 0x8, 0x1f ;
IMNMX R11, R11, R12, !PT ;
SHFL.BFLY PT, R12, R11, 0x4, 0x1f ;
IMNMX R11, R11, R12, !PT ;
SHFL.BFLY PT, R12, R11, 0x2, 0x1f ;
IMNMX R11, R11, R12, !PT ;
SHFL.BFLY PT, R12, R11, 0x1, 0x1f ;
IMNMX R11, R11, R12, !PT ;
ISETP.LT.AND P0, PT, R8, RZ, PT ;
VOTE.ANY R13, PT, P0 ;
VOTE.ALL R14, P1, !P0 ;
MOV32I R15, 0x1 ;
SEL R15, R15, RZ, P1 ;
IADD R16.CC, R4, c[0x0][0x150] ;
IADD.X R17, R5, c[0x0][0x154] ;
STG.E [R16], R11 ;
LOP32I.AND R18, R0, 0x1f ;
ISETP.NE.U32.AND P2, PT, R18, RZ, PT ;
@P2 EXIT ;
SHR.U32 R19, R3, 0x5 ;
SHL R20, R19, 0x2 ;
IADD R22.CC, R20, c[0x0][0x148] ;
IADD.X R23, RZ, c[0x0][0x14c] ;
STG.E [R22], R9 ;
IADD R24.CC, R20, c[0x0][0x158] ;
IADD.X R25, RZ, c[0x0][0x15c] ;
STG.E [R24], R13 ;
IADD R26.CC, R20, c[0x0][0x160] ;
IADD.X R27, RZ, c[0x0][0x164] ;
STG.E [R26], R15 ;
EXIT ;
