// --svg DIR pictures (docs/memory-trace.md "Pictures") of mem-patterns.s's wave64 on gfx900
// (32-byte sectors, 64-byte lines, LDS 32 banks x 4 bytes per 32-lane half) and of the `swap`
// launch of trace-memory-launch.s (2 workgroups x 2 waves). By hand, per picture:
//   pc 7 unit: 256 bytes from 0x10000 = 4 lines, 8 sectors; 64 lanes, one sector each: 64 access.
//   pc 8 stride 8: 8 lines, 16 sectors. pc 9 broadcast: 1 line, 1 sector, 64 access.
//   pc 10 gather (37 l mod 64) * 128: 64 lines, one sector each (64 lines: no cap note).
//   pc 11 ds_write at 128 l: per 32-lane half all 32 words in bank 0: two bank rects (group 0 and
//     1, bank 0) of 32 ways; 64 conflict cells + 2 conflicting banks = 66 conflict rects.
//   pc 12 ds_write at 132 l: word 33 l in bank l mod 32: per half 32 banks of 1 way = 64 bank rects.
//   pc 13 ds_read broadcast of word 0: one bank rect of 1 way per half.
// The heat map: global rows start 64 bytes wide at 0x10000; the gather reaches 0x10000 + 8064,
// past 64 rows, so rows double to 128 bytes: pc 7 2 cells, pc 8 4, pc 9 1, pc 10 64 = 71 loads.
// Shared rows start 128 bytes (32 banks x 4) wide at 0: pc 11 reaches 8064 (64 rows), pc 12
// 8316, so they double to 256: pc 11 32 cells, pc 12 floor(132 l / 256) = 0..32, 33 cells (65
// stores); pc 13 1 load. 137 cells: 72 load, 65 store.
// The launch: s_load_dwordx2 (pc 0) is wave-wide, drawn in the "w" column: 1 access, 1 sector,
// 1 line; the first of its 4 executions is drawn (all touch 1 line). ds_write (pc 4) and ds_read
// (pc 10): 64 consecutive words per wave, 2 halves x 32 banks of 1 way. global_store (pc 15):
// 256 aligned bytes per wave = 4 lines, 8 sectors, 64 store cells. Its heat map (16 wave accesses,
// one per column): the kernel arguments (0x20002000) and `out` (0x100000000) lie far apart, so
// global has two bands: 1 row (4 s_load cells) and 16 rows of 64 bytes (each wave's 256 bytes in
// 4 rows: 16 store cells); shared 128-byte rows: each wave writes and reads 2 rows (8 + 8 cells).
// 36 cells: 12 load, 24 store.
// RUN: rm -rf %t.svg %t.l.svg %t.l3.svg
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/mem-patterns.json --trace-memory %t.csv.gz --svg %t.svg %S/mem-patterns.s > /dev/null
// RUN: python3 %S/../tools/svgcheck.py %t.svg | FileCheck %s
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/swap.json --threads 1 --report --svg %t.l.svg %S/launch-barrier.s | FileCheck --check-prefix=REPORT %s
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/swap.json --threads 3 --trace-memory %t.l3.csv --svg %t.l3.svg %S/launch-barrier.s > /dev/null
// RUN: diff -r %t.l.svg %t.l3.svg
// RUN: python3 %S/../tools/svgcheck.py %t.l.svg | FileCheck --check-prefix=LAUNCH %s
// RUN: FileCheck --check-prefix=PC0 %s < %t.l.svg/pc0-global.svg
// CHECK: heatmap.svg rects: access=0 load=72 store=65 atomic=0 ok=0 conflict=0 sector=0 line=0 bank=0 heat=137 mixed=0
// CHECK-NEXT: pc10-global.svg id=pc10-global title=pc 10 global load: global_load_dword v13, v6, s[0:1]
// CHECK-NEXT: pc10-global.svg rects: access=64 load=64 store=0 atomic=0 ok=0 conflict=0 sector=64 line=64 bank=0
// CHECK-NEXT: pc11-shared.svg id=pc11-shared title=pc 11 shared store: ds_write_b32 v5, v0
// CHECK-NEXT: pc11-shared.svg rects: access=64 load=0 store=0 atomic=0 ok=0 conflict=66 sector=0 line=0 bank=2
// CHECK-NEXT: pc11-shared.svg bank-ways: 32:2 conflict-banks: 0.0 1.0
// CHECK-NEXT: pc12-shared.svg id=pc12-shared
// CHECK-NEXT: pc12-shared.svg rects: access=64 load=0 store=0 atomic=0 ok=64 conflict=0 sector=0 line=0 bank=64
// CHECK-NEXT: pc12-shared.svg bank-ways: 1:64 conflict-banks: -
// CHECK-NEXT: pc13-shared.svg id=pc13-shared
// CHECK-NEXT: pc13-shared.svg rects: access=64 load=0 store=0 atomic=0 ok=64 conflict=0 sector=0 line=0 bank=2
// CHECK-NEXT: pc13-shared.svg bank-ways: 1:2 conflict-banks: -
// CHECK-NEXT: pc7-global.svg id=pc7-global
// CHECK-NEXT: pc7-global.svg rects: access=64 load=64 store=0 atomic=0 ok=0 conflict=0 sector=8 line=4 bank=0
// CHECK-NEXT: pc8-global.svg id=pc8-global
// CHECK-NEXT: pc8-global.svg rects: access=64 load=64 store=0 atomic=0 ok=0 conflict=0 sector=16 line=8 bank=0
// CHECK-NEXT: pc9-global.svg id=pc9-global
// CHECK-NEXT: pc9-global.svg rects: access=64 load=64 store=0 atomic=0 ok=0 conflict=0 sector=1 line=1 bank=0
// CHECK-NEXT: svgcheck: 8 pictures well-formed
// REPORT: total: 4 instructions, 16 executions
// LAUNCH: heatmap.svg rects: access=0 load=12 store=24 atomic=0 ok=0 conflict=0 sector=0 line=0 bank=0 heat=36 mixed=0
// LAUNCH: pc0-global.svg rects: access=1 load=1 store=0 atomic=0 ok=0 conflict=0 sector=1 line=1 bank=0
// LAUNCH: pc10-shared.svg rects: access=64 load=0 store=0 atomic=0 ok=64 conflict=0 sector=0 line=0 bank=64
// LAUNCH-NEXT: pc10-shared.svg bank-ways: 1:64 conflict-banks: -
// LAUNCH: pc15-global.svg rects: access=64 load=0 store=64 atomic=0 ok=0 conflict=0 sector=8 line=4 bank=0
// LAUNCH: pc4-shared.svg rects: access=64 load=0 store=0 atomic=0 ok=64 conflict=0 sector=0 line=0 bank=64
// LAUNCH: svgcheck: 5 pictures well-formed
// RUN: FileCheck --check-prefix=HEAT %s < %t.l.svg/heatmap.svg
// HEAT: 1 per column, 16 in all
// HEAT: global (2 address bands)
// HEAT-NEXT: global: 1 rows of 64 bytes from 0x20002000<
// HEAT: global: 16 rows of 64 bytes from 0x100000000<
// HEAT: shared (1 address band)
// HEAT-NEXT: shared: 4 rows of 128 bytes from 0x0<
// PC0: report: 4 executions, sectors 4 (1.00 per execution), lines 4 (1.00 per execution), moved 128 bytes
// PC0: drawn: execution 1 of 4 (workgroup 0,0,0 wave 0), the most lines: 1 lines, 1 sectors, 1 lanes
// PC0: >w</text>
// PC0: <title>wave-wide, sector 0x
