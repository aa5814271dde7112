// __global__ void collatz(const unsigned *in, unsigned *steps)
// { unsigned i = blockIdx.x * blockDim.x + threadIdx.x, x = in[i], s = 0;
//   while (x != 1) { if (x & 1) x = 3 * x + 1; else x >>= 1; s++; }
//   steps[i] = s; }
// A divergent loop as nvcc writes it: SSY before it, @P0 SYNC for the threads that do not enter,
// the back branch taken by some threads only, SYNC after it.
MOV R1, c[0x0][0x20] ;
S2R R0, SR_CTAID.X ;
S2R R2, SR_TID.X ;
XMAD.MRG R3, R0.reuse, c[0x0] [0x8].H1, RZ ;
XMAD R2, R0.reuse, c[0x0] [0x8], R2 ;
XMAD.PSL.CBCC R0, R0.H1, R3.H1, R2 ;
LEA R2.CC, R0.reuse, c[0x0][0x140], 0x2 ;
LEA.HI.X R3, R0, c[0x0][0x144], RZ, 0x2 ;
LDG.E R4, [R2] ;
MOV R5, RZ ;
ISETP.EQ.U32.AND P0, PT, R4, 0x1, PT ;
SSY done ;
@P0 SYNC ;
loop:
LOP32I.AND R6, R4, 0x1 ;
ISETP.NE.U32.AND P1, PT, R6, RZ, PT ;
@P1 ISCADD R7, R4, R4, 0x1 ;
@P1 IADD R4, R7, 0x1 ;
@!P1 SHR.U32 R4, R4, 0x1 ;
IADD R5, R5, 0x1 ;
ISETP.NE.U32.AND P0, PT, R4, 0x1, PT ;
@P0 BRA loop ;
SYNC ;
done:
LEA R2.CC, R0, c[0x0][0x148], 0x2 ;
LEA.HI.X R3, R0, c[0x0][0x14c], RZ, 0x2 ;
STG.E [R2], R5 ;
EXIT ;
