// Seed LEA page, second example: the address of double A[100 - i], i a signed 32-bit
// Run: build/gpuisa run --isa=sass --mcpu=sm_50 --state examples/sass/lea-neg.json examples/sass/lea-neg.s
// Expected results and their derivation: tests/lit/sass/run-seed-lea-neg.s

BFE.S32       R3,     R2, 0x011f           ?WAIT1  ; // sign extend R2 into R3
LEA.LO        R0.CC, -R2, R4, 3            ?WAIT6  ; // R0 = ( -R2 << 3 )     + R4
LEA.HI.X  P0, R1,    -R2, R5, R3, 3        ?WAIT13 ; // R1 = (-{R3,R2} >> 29) + R5 + CC.CF
LD.64         R6, [R0 + 800], P0     &wr0  ?WAIT1  ;
