// `gpuisa report` over --trace-memory of vISA (docs/memory-trace.md): one SIMD16 thread on dg2
// (64-byte lines; SLM assumed 16 banks x 4 bytes served 16 lanes at a time). State: A1 = 0x10000
// + 4l, A2 = 0x10000 + 8l, A3 = 0x10000, A4 = 0x10000 + (37 l mod 16) * 128, S1 = 64 l, S2 = 68 l,
// S3 = 0; global words at 0x10000 hold their index. By hand:
//   pc 0 unit: 64 bytes at 0x10000 = 2 sectors, 1 line.
//   pc 1 stride 8: a 124-byte span, 4 lanes per sector = 4 sectors, 2 lines.
//   pc 2 broadcast: 1 sector, 1 line.   pc 3 gather: 37 mod 16 = 5 is odd, a permutation: 16, 16.
//   pc 4 SLM 16-word stride: word 16 l is in bank 0 for all 16 lanes: 16-way, 15 extra.
//   pc 5 SLM 17-word stride: word 17 l is in bank l mod 16: 1-way.   pc 6 SLM broadcast: 1-way.
//   totals: 23 sectors, 20 lines, 15 extra, 7 x 64 = 448 bytes.
// The launch (launch-triad.s: 2 work-groups, each one SIMD32 thread with 20 channels on): the
// loads of A (pc 7) and B (pc 9) and the store of C (pc 12), 256-byte aligned buffers: work-group
// 0 touches bytes 0..79 (sectors 0-2, lines 0-1), work-group 1 bytes 80..159 (sectors 2-4, lines
// 1-2): per instruction 2 executions, 6 sectors, 4 lines, unit stride; the file is the same on 1
// and 2 host threads.
// RUN: %gpuisa run --isa=visa --mcpu=dg2 --state %S/Inputs/mem-patterns.json --trace-memory %t.csv %s > /dev/null
// RUN: %gpuisa report %t.csv | FileCheck %s
// RUN: %gpuisa run --isa=visa --mcpu=pvc --launch %S/Inputs/triad-launch.json --zebin %S/../../corpus/visa/pvc/shoc_triad.zebin --threads 1 --trace-memory %t.l1.csv %S/../../corpus/visa/pvc/shoc_triad/Triad.simd32.visaasm > /dev/null
// RUN: %gpuisa run --isa=visa --mcpu=pvc --launch %S/Inputs/triad-launch.json --zebin %S/../../corpus/visa/pvc/shoc_triad.zebin --threads 2 --trace-memory %t.l2.csv.gz %S/../../corpus/visa/pvc/shoc_triad/Triad.simd32.visaasm > /dev/null
// RUN: zcat %t.l2.csv.gz | cmp - %t.l1.csv
// RUN: %gpuisa report %t.l1.csv | FileCheck --check-prefix=LAUNCH %s
// CHECK: visa dg2: 32-byte sectors, 64-byte lines, shared memory 16 banks x 4 bytes per 16 lanes
// CHECK-NEXT: pc 0 global load: lsc_load.ugm (M1, 16)  D:d32  flat[A1]:a32
// CHECK-NEXT: executions 1, lane accesses 16, lanes 16.00 per execution, bytes 64
// CHECK-NEXT: sectors 2 (2.00 per execution), lines 1 (1.00 per execution), moved 64 bytes
// CHECK-NEXT: pattern: unit 1
// CHECK-NEXT: pc 1 global load
// CHECK-NEXT: executions 1
// CHECK-NEXT: sectors 4 (4.00 per execution), lines 2 (2.00 per execution), moved 128 bytes
// CHECK-NEXT: pattern: strided 1 (stride 8)
// CHECK-NEXT: pc 2 global load
// CHECK-NEXT: executions 1
// CHECK-NEXT: sectors 1 (1.00 per execution), lines 1 (1.00 per execution)
// CHECK-NEXT: pattern: uniform 1
// CHECK-NEXT: pc 3 global load
// CHECK-NEXT: executions 1
// CHECK-NEXT: sectors 16 (16.00 per execution), lines 16 (16.00 per execution)
// CHECK-NEXT: pattern: gather 1
// CHECK-NEXT: pc 4 shared store: lsc_store.slm (M1, 16)  flat[S1]:a32  D:d32
// CHECK-NEXT: executions 1
// CHECK-NEXT: bank conflicts: 16-way at most, 15 extra wavefronts
// CHECK-NEXT: pattern: strided 1 (stride 64)
// CHECK-NEXT: pc 5 shared store
// CHECK-NEXT: executions 1
// CHECK-NEXT: bank conflicts: 1-way at most, 0 extra wavefronts
// CHECK-NEXT: pattern: strided 1 (stride 68)
// CHECK-NEXT: pc 6 shared load
// CHECK-NEXT: executions 1
// CHECK-NEXT: bank conflicts: 1-way at most, 0 extra wavefronts
// CHECK-NEXT: pattern: uniform 1
// CHECK-NEXT: total: 7 instructions, 7 executions, 112 lane accesses, 448 bytes, 23 sectors, 20 lines, 15 extra bank wavefronts
// LAUNCH: visa pvc: 32-byte sectors, 64-byte lines
// LAUNCH-NEXT: pc 7 global load: lsc_load.ugm
// LAUNCH-NEXT: executions 2, lane accesses 40, lanes 20.00 per execution, bytes 160
// LAUNCH-NEXT: sectors 6 (3.00 per execution), lines 4 (2.00 per execution)
// LAUNCH-NEXT: pattern: unit 2
// LAUNCH-NEXT: pc 9 global load: lsc_load.ugm
// LAUNCH-NEXT: executions 2
// LAUNCH-NEXT: sectors 6 (3.00 per execution), lines 4 (2.00 per execution)
// LAUNCH-NEXT: pattern: unit 2
// LAUNCH-NEXT: pc 12 global store: lsc_store.ugm
// LAUNCH-NEXT: executions 2
// LAUNCH-NEXT: sectors 6 (3.00 per execution), lines 4 (2.00 per execution)
// LAUNCH-NEXT: pattern: unit 2
// LAUNCH-NEXT: total: 3 instructions, 6 executions, 120 lane accesses, 480 bytes, 18 sectors, 12 lines, 0 extra bank wavefronts
.version 4.1
.kernel "pat"
.decl A1 v_type=G type=ud num_elts=16
.decl A2 v_type=G type=ud num_elts=16
.decl A3 v_type=G type=ud num_elts=16
.decl A4 v_type=G type=ud num_elts=16
.decl S1 v_type=G type=ud num_elts=16
.decl S2 v_type=G type=ud num_elts=16
.decl S3 v_type=G type=ud num_elts=16
.decl D v_type=G type=ud num_elts=16
lsc_load.ugm (M1, 16) D:d32 flat[A1]:a32
lsc_load.ugm (M1, 16) D:d32 flat[A2]:a32
lsc_load.ugm (M1, 16) D:d32 flat[A3]:a32
lsc_load.ugm (M1, 16) D:d32 flat[A4]:a32
lsc_store.slm (M1, 16) flat[S1]:a32 D:d32
lsc_store.slm (M1, 16) flat[S2]:a32 D:d32
lsc_load.slm (M1, 16) D:d32 flat[S3]:a32
ret (M1, 1)
