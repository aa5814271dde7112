// __global__ void cas_sum(const unsigned *in, unsigned *total, unsigned *total2, unsigned *cnt)
// { unsigned i = blockIdx.x * 64 + threadIdx.x, v = in[i];             // blockDim.x == 64
//   unsigned old = *total, assumed;
//   do { assumed = old; old = atomicCAS(total, assumed, assumed + v); } while (old != assumed);
//   atomicAdd(total2, v); atomicInc(cnt, 0xffffffff); }
// Every thread of 48 CTAs updates the same words: a CAS retry loop (the lanes of a warp fail in
// turn and loop divergently: SSY / divergent back branch / SYNC), RED.E.ADD and RED.E.INC. On two
// host threads the CTAs contend for the words.
MOV R1, c[0x0][0x20] ;
S2R R0, SR_TID.X ;
S2R R2, SR_CTAID.X ;
ISCADD R3, R2, R0, 0x6 ;
SHL R4, R3, 0x2 ;
SHR.U32 R5, R3, 0x1e ;
IADD R6.CC, R4, c[0x0][0x140] ;
IADD.X R7, R5, c[0x0][0x144] ;
LDG.E R8, [R6] ;
MOV R10, c[0x0][0x148] ;
MOV R11, c[0x0][0x14c] ;
LDG.E R12, [R10] ;
SSY added ;
retry:
MOV R14, R12 ;
IADD R15, R14, R8 ;
ATOM.E.CAS R12, [R10], R14, R15 ;
ISETP.NE.U32.AND P0, PT, R12, R14, PT ;
@P0 BRA retry ;
SYNC ;
added:
MOV R16, c[0x0][0x150] ;
MOV R17, c[0x0][0x154] ;
RED.E.ADD [R16], R8 ;
MOV R18, c[0x0][0x158] ;
MOV R19, c[0x0][0x15c] ;
MOV32I R20, 0xffffffff ;
RED.E.INC [R18], R20 ;
EXIT ;
