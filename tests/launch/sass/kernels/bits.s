// __global__ void bits(const unsigned *x, unsigned *out)
// { unsigned i = blockIdx.x * blockDim.x + threadIdx.x, v = x[i];
//   out[4 * i] = __popc(v);
//   out[4 * i + 1] = (v & 0xff00ff00u) ^ ((v >> 7) | (v << 25));       // LOP.XOR of a rotate (SHF.R.W)
//   out[4 * i + 2] = __byte_perm(v, 0, 0x0123);                         // byte reverse (PRMT)
//   out[4 * i + 3] = max(v, 1000u); }                                   // IMNMX.U32
MOV R1, c[0x0][0x20] ;
S2R R0, SR_CTAID.X ;
S2R R2, SR_TID.X ;
XMAD.MRG R3, R0.reuse, c[0x0] [0x8].H1, RZ ;
XMAD R2, R0.reuse, c[0x0] [0x8], R2 ;
XMAD.PSL.CBCC R0, R0.H1, R3.H1, R2 ;
LEA R2.CC, R0.reuse, c[0x0][0x140], 0x2 ;
LEA.HI.X R3, R0, c[0x0][0x144], RZ, 0x2 ;
LDG.E R2, [R2] ;
POPC R4, R2 ;
SHF.R.W R5, R2, 0x7, R2 ;
LOP32I.AND R6, R2, 0xff00ff00 ;
LOP.XOR R5, R6, R5 ;
PRMT R6, R2, 0x123, RZ ;
IMNMX.U32 R7, R2, 0x3e8, !PT ;
LEA R8.CC, R0.reuse, c[0x0][0x148], 0x4 ;
LEA.HI.X R9, R0, c[0x0][0x14c], RZ, 0x4 ;
STG.E.128 [R8], R4 ;
EXIT ;
