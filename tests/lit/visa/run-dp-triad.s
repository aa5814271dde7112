// IGC's own dg2 vISA for SHOC Triad (C[i] = A[i] + s * B[i]) launched with its zebin: on dg2 IGC
// reads A and B with `movs T6(0) <bti>` + gather4_scaled.R and writes C with scatter4_scaled.R, each
// SIMD32 access as two SIMD16 halves (M1, M5) -- exec_dp.c end to end (docs/visa-exec.md "Data-port
// messages and movs"). The launch of tests/lit/visa/launch-triad.s: two work-groups of 20 work-items,
// one SIMD32 thread each with channels 0-19 on; A[i] = i, B[i] = 100 + i, s = 2: C[i] = 200 + 3i for
// i < 40, C[40..47] keep their fill -1 (channels 20-31 are off: the M5 halves move channels 16-19 only).
// Per thread 29 instructions (28 statements + ret), 58 in all. Lane instructions per thread: the two
// (M1_NM, 1) ones 2, six movs (M1_NM, 1) 6, ten M1/M5 pairs of 16 + 4 lanes 200, ret 1: 209, 418 in all.
// RUN: %gpuisa run --isa=visa --mcpu=dg2 --launch %S/Inputs/triad-launch.json --zebin %S/../../corpus/visa/dg2/shoc_triad.zebin %S/../../corpus/visa/dg2/shoc_triad/Triad.simd32.visaasm | %jsonq | FileCheck %s
// RUN: %gpuisa run --isa=visa --mcpu=dg2 --launch %S/Inputs/triad-launch.json --threads 2 --zebin %S/../../corpus/visa/dg2/shoc_triad.zebin %S/../../corpus/visa/dg2/shoc_triad/Triad.simd32.visaasm | %jsonq | FileCheck %s
// CHECK:      buffer C[0]: 200.0 203.0 206.0 209.0 212.0 215.0 218.0 221.0
// CHECK-NEXT: buffer C[8]: 224.0 227.0 230.0 233.0 236.0 239.0 242.0 245.0
// CHECK-NEXT: buffer C[16]: 248.0 251.0 254.0 257.0 260.0 263.0 266.0 269.0
// CHECK-NEXT: buffer C[24]: 272.0 275.0 278.0 281.0 284.0 287.0 290.0 293.0
// CHECK-NEXT: buffer C[32]: 296.0 299.0 302.0 305.0 308.0 311.0 314.0 317.0
// CHECK-NEXT: buffer C[40]: -1.0 -1.0 -1.0 -1.0 -1.0 -1.0 -1.0 -1.0
// CHECK-NEXT: instructions: 58
// CHECK-NEXT: lane_instructions: 418
// CHECK-NEXT: waves: 2
