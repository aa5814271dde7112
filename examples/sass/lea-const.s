// Seed LEA page, third example: &B[i].field for 128-byte structures, the 64-bit base in
// Run: build/gpuisa run --isa=sass --mcpu=sm_50 --state examples/sass/lea-const.json examples/sass/lea-const.s
// Expected results and their derivation: tests/lit/sass/run-seed-lea-const.s

LEA.LO        R0.CC, R2, c[0][0], 7            ?WAIT6  ; // R0 = ( R2 << 7 )     + c[0][0]
LEA.HI.X  P0, R1,    R2, c[0][4], 7            ?WAIT13 ; // R1 = ({RZ,R2} >> 25) + c[0][4] + CC.CF
LD.32         R6, [R0 + 20], P0          &wr0  ?WAIT1  ;
