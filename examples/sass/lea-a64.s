// Seed LEA page, first example: the address of double A[i+10], i and &A[0] 64-bit.
// Run: build/gpuisa run --isa=sass --mcpu=sm_50 --state examples/sass/lea-a64.json examples/sass/lea-a64.s
// Expected results and their derivation: tests/lit/sass/run-seed-lea-a64.s

LEA.LO        R0.CC, R2, R4, 3            ?WAIT6  ; // R0 = ( R2 << 3 )     + R4
LEA.HI.X  P0, R1,    R2, R5, R3, 3        ?WAIT13 ; // R1 = ({R3,R2} >> 29) + R5 + CC.CF
LD.64         R6, [R0 + 80], P0     &wr0  ?WAIT1  ;
