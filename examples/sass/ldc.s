// Seed LDC page examples.
// Run: build/gpuisa run --isa=sass --mcpu=sm_50 --state examples/sass/ldc.json examples/sass/ldc.s
// Expected results and their derivation: tests/lit/sass/run-seed-ldc.s

LDC.32.IA  R2,c[0][R1 + 0x404];
LDC.64     R4,c[7][0x400];
LDC.64     R6,c[7][0x408];
