// A whole kernel: address -> load -> store with a loop whose trip count differs per lane
// Run: build/gpuisa run --isa=sass --mcpu=sm_50 --state examples/sass/kernel-loop.json examples/sass/kernel-loop.s
// Expected results and their derivation: tests/lit/sass/run-kernel-loop.s

        MOV32I R2, 0x0 ;
        ISCADD R4, R0, c[0x0][0x0], 0x6 ;
        ISCADD R5, R0, c[0x0][0x4], 0x6 ;
        SSY DONE ;
LOOP:
        LD.32 R6, [R4] ;
        IADD R6, R6, 0x1 ;
        ST.32 [R5], R6 ;
        IADD R4, R4, 0x4 ;
        IADD R5, R5, 0x4 ;
        IADD R2, R2, 0x1 ;
        ISETP.LT.U32.AND P0, PT, R2, R1, PT ;
   @P0  BRA LOOP ;
        SYNC ;
DONE:
        SHL R7, R2, 0x2 ;
        EXIT ;
