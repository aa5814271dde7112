// Seed LEA page, last example: U128 = U128 + U128 << 17 with a chain of LEA.HI.X.
// Run: build/gpuisa run --isa=sass --mcpu=sm_50 --state examples/sass/lea-u128.json examples/sass/lea-u128.s
// Expected results and their derivation: tests/lit/sass/run-seed-lea-u128.s

LEA.LO    R12.CC, R8, R0,      17 ?WAIT6 ;
LEA.HI.X  R13.CC, R8, R1, R9,  17 ?WAIT6 ;
LEA.HI.X  R14.CC, R9, R2, R10, 17 ?WAIT6 ;
LEA.HI.X  R15,   R10, R3, R11, 17        ;
