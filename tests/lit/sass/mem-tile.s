// The `tile` pattern of `gpuisa report` (docs/memory-trace.md): lanes in rows of unit stride,
// the rows a constant pitch apart, as a 2-D block of threads reads a 2-D array. One warp,
// R0 = lane l; column c = l & 7, row r = l >> 3 (4 rows of 8 lanes); global words at 0x10000
// hold their index (word i = i, 1 KiB). By hand, per instruction:
//   pc 4 LDG [R5+0x10000], R5 = 256 r + 4 c: rows of 8 unit-stride words 256 bytes apart:
//     tile, 8 lanes a row, pitch 256. Four 32-byte rows, each 256-aligned: 4 sectors, 4 lines
//     (128-byte lines), 128 bytes moved. Lane 9 (r 1, c 1) reads 65536 + 260 = 65796 (word 65).
//   pc 5 LDG [R4+0x10000], R4 = 4 c: every row reads the same 8 words: tile, pitch 0; 1 sector, 1 line.
//   pc 7 LDG [R6+0x10000], R6 = 256 r: each row one address (a broadcast per row): not unit
//     stride within a row, so gather; 4 sectors, 4 lines.
//   pc 8 STS [R5]: shared words 64 r + c, bank (64 r + c) mod 32 = c: the 4 rows' words of
//     column c share bank c: 4-way, 3 extra wavefronts; tile, pitch 256.
//   pc 10 STS [R7], R7 = 288 r + 4 c (a row padded to 72 words): bank (72 r + c) mod 32 =
//     8 r + c: 32 different banks, 1-way; tile, pitch 288.
//   pc 13 LDG [R14+0x10000], R14 = 256 (3 - r) + 4 c (r ^ 3 = 3 - r): the rows in reverse:
//     tile, 8 lanes a row, pitch -256; 4 sectors, 4 lines. Lane 9 reads 65536 + 516 = 66052 (word 129).
//   totals: 6 instructions, 6 executions, 192 lane accesses, 768 bytes, 4+1+4+4 = 13 sectors,
//   13 lines, 3 extra wavefronts.
// With lanes 0-3 and 13 inactive (mem-tile-partial.json, exec 0xffffdff0), the lowest lane 4 (row 0,
// column 4) anchors the tile: pc 4 reads words 4-7, 64+(0..7 but 5), 128+(0..7), 192+(0..7): still
// 4 sectors and 4 lines, tile, 8 lanes a row, pitch 256; pc 5 reads words 0-7 (1 sector), pitch 0.
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/mem-tile.json --trace-memory %t.csv %s > /dev/null
// RUN: FileCheck --check-prefix=TRACE %s < %t.csv
// RUN: %gpuisa report %t.csv | FileCheck --check-prefix=REPORT %s
// RUN: %gpuisa report --json %t.csv | FileCheck --check-prefix=JSON %s
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/mem-tile-partial.json --report %s | FileCheck --check-prefix=PARTIAL %s
// TRACE: sass,sm_50,0,0,0,0,4,"LDG R8, [R5+0x10000]",9,global,65796,4,load,0x00000041,ok
// TRACE: sass,sm_50,0,0,0,0,13,"LDG R11, [R14+0x10000]",9,global,66052,4,load,0x00000081,ok
// REPORT: sass sm_50: 32-byte sectors, 128-byte lines, shared memory 32 banks x 4 bytes per 32 lanes
// REPORT-NEXT: pc 4 global load: LDG R8, [R5+0x10000]
// REPORT-NEXT: executions 1, lane accesses 32, lanes 32.00 per execution, bytes 128 (128.00 per execution)
// REPORT-NEXT: sectors 4 (4.00 per execution), lines 4 (4.00 per execution), moved 128 bytes
// REPORT-NEXT: pattern: tile 1 (8 lanes a row, pitch 256)
// REPORT-NEXT: pc 5 global load: LDG R9, [R4+0x10000]
// REPORT-NEXT: executions 1
// REPORT-NEXT: sectors 1 (1.00 per execution), lines 1 (1.00 per execution), moved 32 bytes
// REPORT-NEXT: pattern: tile 1 (8 lanes a row, pitch 0)
// REPORT-NEXT: pc 7 global load: LDG R10, [R6+0x10000]
// REPORT-NEXT: executions 1
// REPORT-NEXT: sectors 4 (4.00 per execution), lines 4 (4.00 per execution), moved 128 bytes
// REPORT-NEXT: pattern: gather 1
// REPORT-NEXT: pc 8 shared store: STS [R5], R0
// REPORT-NEXT: executions 1
// REPORT-NEXT: bank conflicts: 4-way at most, 3 extra wavefronts (3.00 per execution)
// REPORT-NEXT: pattern: tile 1 (8 lanes a row, pitch 256)
// REPORT-NEXT: pc 10 shared store: STS [R7], R0
// REPORT-NEXT: executions 1
// REPORT-NEXT: bank conflicts: 1-way at most, 0 extra wavefronts (0.00 per execution)
// REPORT-NEXT: pattern: tile 1 (8 lanes a row, pitch 288)
// REPORT-NEXT: pc 13 global load: LDG R11, [R14+0x10000]
// REPORT-NEXT: executions 1
// REPORT-NEXT: sectors 4 (4.00 per execution), lines 4 (4.00 per execution), moved 128 bytes
// REPORT-NEXT: pattern: tile 1 (8 lanes a row, pitch -256)
// REPORT-NEXT: total: 6 instructions, 6 executions, 192 lane accesses, 768 bytes, 13 sectors, 13 lines, 3 extra bank wavefronts
// PARTIAL: pc 4 global load: LDG R8, [R5+0x10000]
// PARTIAL-NEXT: executions 1, lane accesses 27, lanes 27.00 per execution, bytes 108 (108.00 per execution)
// PARTIAL-NEXT: sectors 4 (4.00 per execution), lines 4 (4.00 per execution), moved 128 bytes
// PARTIAL-NEXT: pattern: tile 1 (8 lanes a row, pitch 256)
// PARTIAL-NEXT: pc 5 global load: LDG R9, [R4+0x10000]
// PARTIAL-NEXT: executions 1, lane accesses 27
// PARTIAL-NEXT: sectors 1 (1.00 per execution), lines 1 (1.00 per execution), moved 32 bytes
// PARTIAL-NEXT: pattern: tile 1 (8 lanes a row, pitch 0)
// JSON: {"pc": 4, {{.*}} "sectors": 4, "lines": 4, "bytes_moved": 128, "patterns": {"uniform": 0, "unit": 0, "strided": 0, "gather": 0, "scalar": 0, "tile": 1}, "tile_width": 8, "tile_pitch": 256}
// JSON-SAME: {"pc": 7, {{.*}} "patterns": {"uniform": 0, "unit": 0, "strided": 0, "gather": 1, "scalar": 0, "tile": 0}}
// JSON-SAME: {"pc": 10, {{.*}} "bank_conflict_max_ways": 1, "bank_extra_wavefronts": 0, "patterns": {"uniform": 0, "unit": 0, "strided": 0, "gather": 0, "scalar": 0, "tile": 1}, "tile_width": 8, "tile_pitch": 288}
LOP32I.AND R2, R0, 0x7 ;
SHR.U32 R3, R0, 0x3 ;
SHL R4, R2, 0x2 ;
ISCADD R5, R3, R4, 0x8 ;
LDG R8, [R5+0x10000] ;
LDG R9, [R4+0x10000] ;
SHL R6, R3, 0x8 ;
LDG R10, [R6+0x10000] ;
STS [R5], R0 ;
XMAD R7, R3, 0x120, R4 ;
STS [R7], R0 ;
LOP32I.XOR R13, R3, 0x3 ;
ISCADD R14, R13, R4, 0x8 ;
LDG R11, [R14+0x10000] ;
EXIT ;
