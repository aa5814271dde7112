// Seed LD page examples, in an order where they do not disturb each other's inputs.
// Run: build/gpuisa run --isa=sass --mcpu=sm_50 --state examples/sass/ld.json examples/sass/ld.s
// Expected results and their derivation: tests/lit/sass/run-seed-ld.s

LD.E R0, [R2 + 0x1234];
LD.32 R3, [R1 + 20], P0;
LD.U.128 R4, [R1], P1;
