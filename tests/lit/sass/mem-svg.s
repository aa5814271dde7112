// --svg DIR pictures (docs/memory-trace.md "Pictures") of the warp of mem-patterns.s (its state
// and hand-derived report; Maxwell: 32-byte sectors, 128-byte lines, 32 banks x 4 bytes per warp).
// By hand, per picture (rect.access = one per lane and sector or bank touched; rect.sector = a
// touched sector's row; rect.line = a drawn line; rect.bank = one per bank with words, data-ways):
//   pc 2 unit stride, 128 bytes at 0x10000: 1 line, its 4 sectors, every lane 1 sector: 32 access.
//   pc 3 stride 8: 256-byte span, 2 lines, 8 sectors, 32 access.
//   pc 4 broadcast: 1 line, 1 sector, still 32 access (every lane touches it).
//   pc 5 gather over 32 different lines: 32 lines, 32 sectors (one per line), 32 access.
//   pc 7 STS with a 32-word stride: word 32 l is in bank 0 for every lane: one bank rect, data-ways
//     32 (group 0, bank 0, class conflict), and 32 access cells, all "conflict": 33 conflict rects.
//   pc 9 STS with a 33-word stride: word 33 l in bank l: 32 bank rects of 1 way, 32 "ok" cells.
//   pc 10 LDS broadcast of word 0: 1 bank rect of 1 way, 32 "ok" cells (a broadcast).
// The heat map (one wave access per column, 128-byte rows from 0x10000 (global) and 0 (shared)):
//   global: pc 2 1 cell, pc 3 2 cells (bytes 0..251), pc 4 1 cell, pc 5 32 cells (32 lines 128
//   bytes apart, one per row) = 36 load cells; shared: pc 7 32 cells (offset 128 l, row l), pc 9 32
//   cells (offset 132 l: row floor(l + l/32) = l), both stores; pc 10 1 load cell. 101 cells,
//   37 load, 64 store.
// The launch of launch-reverse.s (2 CTAs x 2 warps; each warp: 6 constant-bank operand reads
// (pc 0, 4, 5, 10, 13, 14), LDG of a[i], STS s[t], LDS s[63 - t], STG out[i]: 10 wave accesses,
// 40 in all), on 1 and 2 host threads, gives the same pictures. Every wave access fits in one
// 128-byte heat row and has its own column: 40 cells, 32 load (4 LDG + 24 const + 4 LDS), 8 store.
// pc 6 (warp 0 of CTA 0 reads a[0..31]): 1 line, 4 sectors, 32 access. pc 12 (warp 0 reads words
// 63 - t): banks 31..0, 32 banks of 1 way. pc 0: a wave-wide read, 1 access in the "w" column.
// RUN: rm -rf %t.svg %t.svg2 %t.svg3 %t.l1 %t.l2
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --launch %S/Inputs/launch/reverse.json --threads 1 --report --svg %t.l1 %S/launch-reverse.s > /dev/null
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --launch %S/Inputs/launch/reverse.json --threads 2 --trace-memory %t.l2.csv --svg %t.l2 %S/launch-reverse.s > /dev/null
// RUN: diff -r %t.l1 %t.l2
// RUN: python3 %S/../tools/svgcheck.py %t.l1 | FileCheck --check-prefix=LAUNCH %s
// LAUNCH: heatmap.svg rects: access=0 load=32 store=8 atomic=0 ok=0 conflict=0 sector=0 line=0 bank=0 heat=40 mixed=0
// LAUNCH: pc0-const.svg rects: access=1 load=1 store=0 atomic=0 ok=0 conflict=0 sector=1 line=1 bank=0
// LAUNCH: pc12-shared.svg rects: access=32 load=0 store=0 atomic=0 ok=32 conflict=0 sector=0 line=0 bank=32
// LAUNCH-NEXT: pc12-shared.svg bank-ways: 1:32 conflict-banks: -
// LAUNCH: pc6-global.svg rects: access=32 load=32 store=0 atomic=0 ok=0 conflict=0 sector=4 line=1 bank=0
// LAUNCH: svgcheck: 11 pictures well-formed
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/mem-patterns.json --trace-memory %t.csv --svg %t.svg %S/mem-patterns.s > /dev/null
// RUN: python3 %S/../tools/svgcheck.py %t.svg | FileCheck %s
// the same trace gives the same bytes: through `report --svg`, and through run --report --svg (values off)
// RUN: %gpuisa report %t.csv --svg %t.svg2 > /dev/null
// RUN: diff -r %t.svg %t.svg2
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/mem-patterns.json --report --svg %t.svg3 %S/mem-patterns.s | FileCheck --check-prefix=REPORT %s
// RUN: diff -r %t.svg %t.svg3
// RUN: FileCheck --check-prefix=INDEX %s < %t.svg/index.html
// RUN: FileCheck --check-prefix=PC7 %s < %t.svg/pc7-shared.svg
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/mem-patterns.json --svg %t.svg %S/mem-patterns.s 2>&1 | FileCheck --check-prefix=ALONE %s
// RUN: %not %gpuisa report %t.csv --svg %t.csv/x 2>&1 | FileCheck --check-prefix=BADDIR %s
// ALONE: gpuisa: --svg goes with --trace-memory or --report
// BADDIR: gpuisa: --svg: cannot create '{{.*}}.csv/x'
// REPORT: total: 7 instructions
// CHECK: heatmap.svg id=heatmap title=sass sm_50: memory touched over time (heat map)
// CHECK-NEXT: heatmap.svg rects: access=0 load=37 store=64 atomic=0 ok=0 conflict=0 sector=0 line=0 bank=0 heat=101 mixed=0
// CHECK-NEXT: pc10-shared.svg id=pc10-shared title=pc 10 shared load: LDS R12, [RZ]
// CHECK-NEXT: pc10-shared.svg rects: access=32 load=0 store=0 atomic=0 ok=32 conflict=0 sector=0 line=0 bank=1 heat=0
// CHECK-NEXT: pc10-shared.svg bank-ways: 1:1 conflict-banks: -
// CHECK-NEXT: pc2-global.svg id=pc2-global title=pc 2 global load: LDG R8, [R2+0x10000]
// CHECK-NEXT: pc2-global.svg rects: access=32 load=32 store=0 atomic=0 ok=0 conflict=0 sector=4 line=1 bank=0
// CHECK-NEXT: pc3-global.svg id=pc3-global title=pc 3 global load: LDG R9, [R3+0x10000]
// CHECK-NEXT: pc3-global.svg rects: access=32 load=32 store=0 atomic=0 ok=0 conflict=0 sector=8 line=2 bank=0
// CHECK-NEXT: pc4-global.svg id=pc4-global
// CHECK-NEXT: pc4-global.svg rects: access=32 load=32 store=0 atomic=0 ok=0 conflict=0 sector=1 line=1 bank=0
// CHECK-NEXT: pc5-global.svg id=pc5-global
// CHECK-NEXT: pc5-global.svg rects: access=32 load=32 store=0 atomic=0 ok=0 conflict=0 sector=32 line=32 bank=0
// CHECK-NEXT: pc7-shared.svg id=pc7-shared title=pc 7 shared store: STS [R6], R0
// CHECK-NEXT: pc7-shared.svg rects: access=32 load=0 store=0 atomic=0 ok=0 conflict=33 sector=0 line=0 bank=1
// CHECK-NEXT: pc7-shared.svg bank-ways: 32:1 conflict-banks: 0.0
// CHECK-NEXT: pc9-shared.svg id=pc9-shared title=pc 9 shared store: STS [R7], R0
// CHECK-NEXT: pc9-shared.svg rects: access=32 load=0 store=0 atomic=0 ok=32 conflict=0 sector=0 line=0 bank=32
// CHECK-NEXT: pc9-shared.svg bank-ways: 1:32 conflict-banks: -
// CHECK-NEXT: svgcheck: 8 pictures well-formed
// the title's figures are the report's; the bank's degree is printed next to it
// PC7: report: 1 executions, bank conflicts 32-way at most, 31 extra wavefronts (31.00 per execution)
// PC7: drawn: execution 1 of 1 (workgroup 0,0,0 wave 0), the worst conflict: 32-way, 31 extra wavefronts, 32 lanes; 32 banks x 4 bytes per 32 lanes
// PC7: <rect class="bank conflict" id="bank-0-0" data-group="0" data-bank="0" data-ways="32"
// PC7-SAME: >32-way</text>
// INDEX: <h1>Memory pictures: sass sm_50</h1>
// INDEX: <img src="heatmap.svg"
// INDEX: pc 2 global: <code>LDG R8, [R2+0x10000]</code>
// INDEX: <img src="pc2-global.svg"
// INDEX: pc 10 shared: <code>LDS R12, [RZ]</code>
