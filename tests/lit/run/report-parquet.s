// `gpuisa report` on Parquet traces (docs/memory-trace.md "gpuisa report"): small files DuckDB
// wrote from `run --trace-memory` CSV traces (Inputs/parquet/README.md has the commands).
//   sass-mem-patterns.*: the trace of tests/lit/sass/mem-patterns.s, whose figures that test
//     derives by hand (pc 2 unit stride: 4 sectors, 1 line; pc 3 stride 8: 8 sectors, 2 lines;
//     pc 4 broadcast: 1 sector; pc 5 a gather over 32 lines; pc 7 a 32-word shared stride:
//     32-way, 31 extra wavefronts; pc 9 33 words: no conflict; pc 10 broadcast).
//     zstd: PLAIN_DICTIONARY pages; v2-delta.snappy: DELTA_BINARY_PACKED integers,
//     DELTA_LENGTH_BYTE_ARRAY strings, RLE_DICTIONARY.
//   amdgpu-triad.plain.gzip: the SHOC Triad launch on gfx1010 (4 x 256 work-items in wave32:
//     32 waves), PLAIN pages, two row groups (2048 + 1152 rows). By hand: 3 vector accesses a
//     wave (A, B loads, C store) of 32 lanes x 4 contiguous bytes at 128-byte aligned addresses
//     = 4 sectors and 1 line each: 3 x 32 x 32 = 3072 lane accesses, 12288 bytes; 4 scalar
//     kernel-argument loads a wave (4 + 16 + 8 + 4 bytes) = 128 records, 1024 bytes;
//     3200 lane accesses, 13312 bytes, 7 x 32 = 224 executions.
// RUN: %gpuisa report %S/Inputs/parquet/sass-mem-patterns.zstd.parquet | FileCheck --check-prefix=SASS %s
// RUN: %gpuisa report %S/Inputs/parquet/sass-mem-patterns.v2-delta.snappy.parquet | FileCheck --check-prefix=SASS %s
// RUN: %gpuisa report --json %S/Inputs/parquet/sass-mem-patterns.v2-delta.snappy.parquet | FileCheck --check-prefix=JSON %s
// RUN: %gpuisa report %S/Inputs/parquet/amdgpu-triad.plain.gzip.parquet | FileCheck --check-prefix=TRIAD %s
// SASS: sass sm_50: 32-byte sectors, 128-byte lines, shared memory 32 banks x 4 bytes per 32 lanes
// SASS-NEXT: pc 2 global load: LDG R8, [R2+0x10000]
// SASS-NEXT: executions 1, lane accesses 32, lanes 32.00 per execution, bytes 128 (128.00 per execution)
// SASS-NEXT: sectors 4 (4.00 per execution), lines 1 (1.00 per execution), moved 128 bytes
// SASS-NEXT: pattern: unit 1
// SASS-NEXT: pc 3 global load: LDG R9, [R3+0x10000]
// SASS-NEXT: executions 1, lane accesses 32, lanes 32.00 per execution, bytes 128
// SASS-NEXT: sectors 8 (8.00 per execution), lines 2 (2.00 per execution), moved 256 bytes
// SASS-NEXT: pattern: strided 1 (stride 8)
// SASS-NEXT: pc 4 global load: LDG R10, [RZ+0x10000]
// SASS-NEXT: executions 1
// SASS-NEXT: sectors 1 (1.00 per execution), lines 1 (1.00 per execution), moved 32 bytes
// SASS-NEXT: pattern: uniform 1
// SASS-NEXT: pc 5 global load: LDG R11, [R5+0x10000]
// SASS-NEXT: executions 1
// SASS-NEXT: sectors 32 (32.00 per execution), lines 32 (32.00 per execution), moved 1024 bytes
// SASS-NEXT: pattern: gather 1
// SASS-NEXT: pc 7 shared store: STS [R6], R0
// SASS-NEXT: executions 1
// SASS-NEXT: bank conflicts: 32-way at most, 31 extra wavefronts (31.00 per execution)
// SASS-NEXT: pattern: strided 1 (stride 128)
// SASS-NEXT: pc 9 shared store: STS [R7], R0
// SASS-NEXT: executions 1
// SASS-NEXT: bank conflicts: 1-way at most, 0 extra wavefronts
// SASS-NEXT: pattern: strided 1 (stride 132)
// SASS-NEXT: pc 10 shared load: LDS R12, [RZ]
// SASS-NEXT: executions 1
// SASS-NEXT: bank conflicts: 1-way at most, 0 extra wavefronts
// SASS-NEXT: pattern: uniform 1
// SASS-NEXT: total: 7 instructions, 7 executions, 224 lane accesses, 896 bytes, 45 sectors, 36 lines, 31 extra bank wavefronts
// JSON: {"isa": "sass", "target": "sm_50",
// JSON-SAME: {"pc": 3, "inst": "LDG R9, [R3+0x10000]", "space": "global", "kind": "load", "executions": 1, "lane_accesses": 32, "lanes": 32, "bytes": 128, "failed": 0, "sectors": 8, "lines": 2, "bytes_moved": 256, "patterns": {"uniform": 0, "unit": 0, "strided": 1, "gather": 0, "scalar": 0, "tile": 0}, "stride": 8}
// JSON-SAME: "totals": {"instructions": 7, "executions": 7, "lane_accesses": 224, "bytes": 896, "sectors": 45, "lines": 36, "bank_extra_wavefronts": 31, "failed": 0}}
// TRIAD: amdgpu gfx1010: 32-byte sectors, 128-byte lines
// TRIAD: pc 14 global load: global_load_dword v6, v[2:3], off
// TRIAD-NEXT: executions 32, lane accesses 1024, lanes 32.00 per execution, bytes 4096 (128.00 per execution)
// TRIAD-NEXT: sectors 128 (4.00 per execution), lines 32 (1.00 per execution), moved 4096 bytes
// TRIAD-NEXT: pattern: unit 32
// TRIAD: pc 21 global store: global_store_dword v[0:1], v6, off
// TRIAD-NEXT: executions 32, lane accesses 1024, lanes 32.00 per execution, bytes 4096
// TRIAD: total: 7 instructions, 224 executions, 3200 lane accesses, 13312 bytes, 512 sectors, 224 lines, 0 extra bank wavefronts
//
// Errors: a cut file (no closing magic), a footer length past the start, a column chunk cut
// short; each a message naming the file, exit status 1, no report.
// RUN: head -c 3000 %S/Inputs/parquet/sass-mem-patterns.zstd.parquet > %t.cut.parquet
// RUN: %not %gpuisa report %t.cut.parquet 2>&1 | FileCheck --check-prefix=CUT %s
// CUT: gpuisa: {{.*}}.cut.parquet: not a Parquet file: no closing PAR1 (truncated?)
// RUN: printf 'PAR1\377\377\377\177PAR1' > %t.len.parquet
// RUN: %not %gpuisa report %t.len.parquet 2>&1 | FileCheck --check-prefix=LEN %s
// LEN: gpuisa: {{.*}}.len.parquet: corrupt Parquet file: a footer of 2147483647 bytes in a file of 12
// RUN: python3 -c "import sys; d = open(sys.argv[1], 'rb').read(); open(sys.argv[2], 'wb').write(d[:4] + bytes(200) + d[204:])" %S/Inputs/parquet/sass-mem-patterns.zstd.parquet %t.zero.parquet
// RUN: %not %gpuisa report %t.zero.parquet 2>&1 | FileCheck --check-prefix=ZERO %s
// ZERO: gpuisa: {{.*}}.zero.parquet: column '{{[a-z_]+}}' (row group 0): corrupt
