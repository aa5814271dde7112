// Seed LEA page, fourth example (32-bit, no .E): unsigned byte B[i-2] with i in R12 and
// Run: build/gpuisa run --isa=sass --mcpu=sm_50 --state examples/sass/lea-ld-u8.json examples/sass/lea-ld-u8.s
// Expected results and their derivation: tests/lit/sass/run-seed-lea-ld-u8.s

LEA.LO  P1, R10, R12, R2             ?WAIT13 ;  // R10 = ( R12 << 0 ) + R2 - 2
LD.U8       R6, [R10 - 2], P1  &wr0  ?WAIT1  ;
