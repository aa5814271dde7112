// --svg DIR pictures (docs/memory-trace.md "Pictures") of mem-patterns.s's SIMD16 thread on dg2
// (32-byte sectors, 64-byte lines, SLM assumed 16 banks x 4 bytes per 16 lanes) and of the Triad
// launch on pvc. By hand, per picture:
//   pc 0 unit: 64 bytes at 0x10000 = 1 line, 2 sectors, 16 access. pc 1 stride 8: 2 lines, 4
//   sectors. pc 2 broadcast: 1 line, 1 sector. pc 3 gather (37 l mod 16) * 128: 16 lines, 16 sectors.
//   pc 4 SLM 16-word stride: word 16 l in bank 0 for all 16 lanes: one bank rect of 16 ways,
//     16 conflict cells (+ the bank = 17 conflict rects).
//   pc 5 SLM 17-word stride: word 17 l in bank l: 16 banks of 1 way. pc 6 broadcast: 1 bank, 1 way.
// Heat map: global 64-byte rows from 0x10000: pc 0 1 cell, pc 1 2, pc 2 1, pc 3 16 (rows up to
// 1920 / 64 = 30) = 20 loads; SLM 64-byte rows (16 banks x 4) from 0: pc 4 16 cells, pc 5
// floor(68 l / 64) = l: 16 cells (32 stores), pc 6 1 load. 53 cells.
// The launch (2 work-groups of 20 channels; A, B, C 256-byte aligned): work-group 0 touches bytes
// 0..79 of each buffer (lines 0-1, sectors 0-2), work-group 1 bytes 80..159 (lines 1-2, sectors
// 2-4): both 2 lines, so the first execution is drawn: 20 access, 3 sectors, 2 lines per picture.
// RUN: rm -rf %t.svg %t.l.svg
// RUN: %gpuisa run --isa=visa --mcpu=dg2 --state %S/Inputs/mem-patterns.json --trace-memory %t.csv --svg %t.svg %S/mem-patterns.s > /dev/null
// RUN: python3 %S/../tools/svgcheck.py %t.svg | FileCheck %s
// RUN: %gpuisa run --isa=visa --mcpu=pvc --launch %S/Inputs/triad-launch.json --zebin %S/../../corpus/visa/pvc/shoc_triad.zebin --threads 2 --report --svg %t.l.svg %S/../../corpus/visa/pvc/shoc_triad/Triad.simd32.visaasm > /dev/null
// RUN: python3 %S/../tools/svgcheck.py %t.l.svg | FileCheck --check-prefix=LAUNCH %s
// RUN: FileCheck --check-prefix=PC7 %s < %t.l.svg/pc7-global.svg
// CHECK: heatmap.svg rects: access=0 load=21 store=32 atomic=0 ok=0 conflict=0 sector=0 line=0 bank=0 heat=53 mixed=0
// CHECK-NEXT: pc0-global.svg id=pc0-global title=pc 0 global load: lsc_load.ugm (M1, 16)  D:d32  flat[A1]:a32
// CHECK-NEXT: pc0-global.svg rects: access=16 load=16 store=0 atomic=0 ok=0 conflict=0 sector=2 line=1 bank=0
// CHECK-NEXT: pc1-global.svg id=pc1-global
// CHECK-NEXT: pc1-global.svg rects: access=16 load=16 store=0 atomic=0 ok=0 conflict=0 sector=4 line=2 bank=0
// CHECK-NEXT: pc2-global.svg id=pc2-global
// CHECK-NEXT: pc2-global.svg rects: access=16 load=16 store=0 atomic=0 ok=0 conflict=0 sector=1 line=1 bank=0
// CHECK-NEXT: pc3-global.svg id=pc3-global
// CHECK-NEXT: pc3-global.svg rects: access=16 load=16 store=0 atomic=0 ok=0 conflict=0 sector=16 line=16 bank=0
// CHECK-NEXT: pc4-shared.svg id=pc4-shared title=pc 4 shared store: lsc_store.slm (M1, 16)  flat[S1]:a32  D:d32
// CHECK-NEXT: pc4-shared.svg rects: access=16 load=0 store=0 atomic=0 ok=0 conflict=17 sector=0 line=0 bank=1
// CHECK-NEXT: pc4-shared.svg bank-ways: 16:1 conflict-banks: 0.0
// CHECK-NEXT: pc5-shared.svg id=pc5-shared
// CHECK-NEXT: pc5-shared.svg rects: access=16 load=0 store=0 atomic=0 ok=16 conflict=0 sector=0 line=0 bank=16
// CHECK-NEXT: pc5-shared.svg bank-ways: 1:16 conflict-banks: -
// CHECK-NEXT: pc6-shared.svg id=pc6-shared
// CHECK-NEXT: pc6-shared.svg rects: access=16 load=0 store=0 atomic=0 ok=16 conflict=0 sector=0 line=0 bank=1
// CHECK-NEXT: pc6-shared.svg bank-ways: 1:1 conflict-banks: -
// CHECK-NEXT: svgcheck: 8 pictures well-formed
// LAUNCH: pc12-global.svg rects: access=20 load=0 store=20 atomic=0 ok=0 conflict=0 sector=3 line=2 bank=0
// LAUNCH: pc7-global.svg rects: access=20 load=20 store=0 atomic=0 ok=0 conflict=0 sector=3 line=2 bank=0
// LAUNCH: pc9-global.svg rects: access=20 load=20 store=0 atomic=0 ok=0 conflict=0 sector=3 line=2 bank=0
// LAUNCH: svgcheck: 4 pictures well-formed
// PC7: report: 2 executions, sectors 6 (3.00 per execution), lines 4 (2.00 per execution), moved 192 bytes
// PC7: drawn: execution 1 of 2 (workgroup 0,0,0 wave 0), the most lines: 2 lines, 3 sectors, 20 lanes
