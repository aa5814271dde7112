// The heat map's bands planned from every address (docs/memory-trace.md "Pictures"): one warp
// loads 32 consecutive words (128 bytes, one 128-byte row) from each of six global buffers
// (Inputs/heat-bands.json: R10..R15 = base + 4 l), in this order:
//   A 0x10000, B 0x18000, C 0x100000, D 0x140000, E 0x4000000, F 0x80000000.
// Six runs of occupied 4 KiB pages; the gaps (next base - previous base - 0x7c):
//   A-B 0x7f84, B-C 0xe7f84, C-D 0x3ff84, D-E 0x3ebff84, E-F 0x7bffff84.
// The 3 largest are E-F, D-E and B-C, so the bands are A..B, C..D, E and F:
//   [0x10000, 0x1807c]: 0x807c bytes; 512-byte rows end at 0x10000 + 0x8000 (one short), so
//     1 KiB rows; A in row 0, B in row 0x8000 / 1024 = 32: 33 rows drawn.
//   [0x100000, 0x14007c]: 0x4007c bytes; 4 KiB rows fall short the same way, so 8 KiB rows;
//     C row 0, D row 0x40000 / 8192 = 32: 33 rows.
//   E and F: one 128-byte row each (a cache line, the narrowest row).
// The online rule (no first pass) would have seen them in order: B widens A's band to 1 KiB
// rows, C, D and E open bands, and F, finding none free, widens E's band to 32 MiB rows (rows 0
// and 62): "63 rows of 33554432 bytes from 0x4000000".
// Each load its own column, its 128 bytes in one row: 6 heat cells, all loads.
// RUN: rm -rf %t.svg %t.run.svg
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/heat-bands.json --trace-memory %t.csv --svg %t.run.svg %s > /dev/null
// RUN: %gpuisa report %t.csv --svg %t.svg > /dev/null
// RUN: diff -r %t.svg %t.run.svg
// RUN: FileCheck %s < %t.svg/heatmap.svg
// RUN: python3 %S/../tools/svgcheck.py %t.svg | FileCheck --check-prefix=SVG %s
// CHECK: global (4 address bands)
// CHECK-NEXT: global: 33 rows of 1024 bytes from 0x10000<
// CHECK: global: 33 rows of 8192 bytes from 0x100000<
// CHECK: global: 1 rows of 128 bytes from 0x4000000<
// CHECK: global: 1 rows of 128 bytes from 0x80000000<
// CHECK-NOT: rows of
// SVG: heatmap.svg rects: access=0 load=6 store=0 atomic=0 ok=0 conflict=0 sector=0 line=0 bank=0 heat=6 mixed=0
LDG R20, [R10] ;
LDG R21, [R11] ;
LDG R22, [R12] ;
LDG R23, [R13] ;
LDG R24, [R14] ;
LDG R25, [R15] ;
EXIT ;
