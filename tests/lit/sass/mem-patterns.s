// Memory access patterns of one warp for --trace-memory and `gpuisa report` (docs/memory-trace.md).
// State: 32 lanes, R0 = lane l, R5 = (37 l mod 32) * 128, global words at 0x10000 hold their
// index (word i = i, 4 KiB), shared window alloc 8192 bytes. By hand, per instruction:
//   pc 2 LDG [R2+0x10000], R2 = 4l: unit stride; lane l reads 0x10000 + 4l = 65536 + 4l, value l.
//   pc 3 LDG [R3+0x10000], R3 = 8l: stride 8 bytes; lane 31 reads 65536 + 248 = 65784, value 62.
//   pc 4 LDG [RZ+0x10000]: every lane reads 65536 (broadcast), value 0.
//   pc 5 LDG [R5+0x10000]: a gather: lane 1 reads 65536 + 5 * 128 = 66176 (word 160),
//     lane 7 reads 65536 + (259 mod 32 = 3) * 128 = 65920 (word 96).
//   pc 7 STS [R6], R6 = 128 l (a 32-word stride): lane 1 writes offset 128.
//   pc 9 STS [R7], R7 = 132 l (a 33-word stride): lane 31 writes offset 4092, value 31.
//   pc 10 LDS [RZ]: every lane reads shared offset 0, which pc 7/9 lane 0 set to 0.
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/mem-patterns.json --trace-memory %t.csv %s > /dev/null
// RUN: FileCheck --check-prefix=TRACE %s < %t.csv
// RUN: grep -c ',global,' %t.csv | FileCheck --check-prefix=NGLOBAL %s
// RUN: grep -c ',shared,' %t.csv | FileCheck --check-prefix=NSHARED %s
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/mem-patterns.json --trace-memory %t.csv.gz %s > /dev/null
// RUN: zcat %t.csv.gz | cmp - %t.csv
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/mem-patterns.json --trace-memory %t.nv.csv --no-trace-values %s > /dev/null
// RUN: FileCheck --check-prefix=NOVAL %s < %t.nv.csv
// RUN: %gpuisa report %t.csv.gz | FileCheck --check-prefix=REPORT %s
// RUN: %gpuisa report --json %t.csv | FileCheck --check-prefix=JSON %s
// run --report: the same report after the run's summary (the trace in a temporary file)
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/mem-patterns.json --report %s | FileCheck --check-prefix=REPORT %s
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/mem-patterns.json --report --trace %s 2>&1 | FileCheck --check-prefix=EXCL %s
// EXCL: gpuisa: --trace excludes --trace-memory and --report
// The report, by hand (Maxwell: 32-byte sectors, 128-byte lines, 32 banks x 4 bytes):
//   pc 2 unit stride: 32 x 4 = 128 bytes at 0x10000 = 4 sectors, 1 line.
//   pc 3 stride 8: bytes 0..251 past 0x10000, 4 lanes per sector = 8 sectors, 2 lines, 256 bytes moved.
//   pc 4 broadcast: 1 sector, 1 line, 32 bytes moved for 128 requested.
//   pc 5 gather: (37 l mod 32) is a permutation of 0..31, so 32 different 128-byte lines: 32 sectors, 32 lines.
//   pc 7 32-word stride: word 32 l is in bank 0 for every lane, 32 different words: 32-way, 31 extra wavefronts.
//   pc 9 33-word stride: word 33 l is in bank l mod 32: every lane its own bank, 1-way, none extra.
//   pc 10 broadcast of one word: 1-way.
//   totals: 7 instructions, 7 executions, 224 lane accesses, 896 bytes, 4+8+1+32 = 45 sectors,
//   1+2+1+32 = 36 lines, 31 extra wavefronts.
// REPORT: sass sm_50: 32-byte sectors, 128-byte lines, shared memory 32 banks x 4 bytes per 32 lanes
// REPORT-NEXT: pc 2 global load: LDG R8, [R2+0x10000]
// REPORT-NEXT: executions 1, lane accesses 32, lanes 32.00 per execution, bytes 128 (128.00 per execution)
// REPORT-NEXT: sectors 4 (4.00 per execution), lines 1 (1.00 per execution), moved 128 bytes
// REPORT-NEXT: pattern: unit 1
// REPORT-NEXT: pc 3 global load: LDG R9, [R3+0x10000]
// REPORT-NEXT: executions 1, lane accesses 32, lanes 32.00 per execution, bytes 128
// REPORT-NEXT: sectors 8 (8.00 per execution), lines 2 (2.00 per execution), moved 256 bytes
// REPORT-NEXT: pattern: strided 1 (stride 8)
// REPORT-NEXT: pc 4 global load: LDG R10, [RZ+0x10000]
// REPORT-NEXT: executions 1
// REPORT-NEXT: sectors 1 (1.00 per execution), lines 1 (1.00 per execution), moved 32 bytes
// REPORT-NEXT: pattern: uniform 1
// REPORT-NEXT: pc 5 global load: LDG R11, [R5+0x10000]
// REPORT-NEXT: executions 1
// REPORT-NEXT: sectors 32 (32.00 per execution), lines 32 (32.00 per execution), moved 1024 bytes
// REPORT-NEXT: pattern: gather 1
// REPORT-NEXT: pc 7 shared store: STS [R6], R0
// REPORT-NEXT: executions 1
// REPORT-NEXT: bank conflicts: 32-way at most, 31 extra wavefronts (31.00 per execution)
// REPORT-NEXT: pattern: strided 1 (stride 128)
// REPORT-NEXT: pc 9 shared store: STS [R7], R0
// REPORT-NEXT: executions 1
// REPORT-NEXT: bank conflicts: 1-way at most, 0 extra wavefronts
// REPORT-NEXT: pattern: strided 1 (stride 132)
// REPORT-NEXT: pc 10 shared load: LDS R12, [RZ]
// REPORT-NEXT: executions 1
// REPORT-NEXT: bank conflicts: 1-way at most, 0 extra wavefronts
// REPORT-NEXT: pattern: uniform 1
// REPORT-NEXT: total: 7 instructions, 7 executions, 224 lane accesses, 896 bytes, 45 sectors, 36 lines, 31 extra bank wavefronts
// JSON: {"isa": "sass", "target": "sm_50", "sector_bytes": 32, "line_bytes": 128, "banks": 32, "bank_bytes": 4, "bank_lanes": 32, "instructions": [
// JSON-SAME: {"pc": 3, "inst": "LDG R9, [R3+0x10000]", "space": "global", "kind": "load", "executions": 1, "lane_accesses": 32, "lanes": 32, "bytes": 128, "failed": 0, "sectors": 8, "lines": 2, "bytes_moved": 256, "patterns": {"uniform": 0, "unit": 0, "strided": 1, "gather": 0, "scalar": 0, "tile": 0}, "stride": 8}
// JSON-SAME: {"pc": 7, "inst": "STS [R6], R0", "space": "shared", "kind": "store", "executions": 1, "lane_accesses": 32, "lanes": 32, "bytes": 128, "failed": 0, "bank_conflict_max_ways": 32, "bank_extra_wavefronts": 31,
// JSON-SAME: "totals": {"instructions": 7, "executions": 7, "lane_accesses": 224, "bytes": 896, "sectors": 45, "lines": 36, "bank_extra_wavefronts": 31, "failed": 0}}
// TRACE: isa,target,group_x,group_y,group_z,wave,pc,inst,lane,space,address,size,kind,value,status
// TRACE: sass,sm_50,0,0,0,0,2,"LDG R8, [R2+0x10000]",0,global,65536,4,load,0x00000000,ok
// TRACE-NEXT: sass,sm_50,0,0,0,0,2,"LDG R8, [R2+0x10000]",1,global,65540,4,load,0x00000001,ok
// TRACE: sass,sm_50,0,0,0,0,3,"LDG R9, [R3+0x10000]",31,global,65784,4,load,0x0000003e,ok
// TRACE: sass,sm_50,0,0,0,0,4,"LDG R10, [RZ+0x10000]",31,global,65536,4,load,0x00000000,ok
// TRACE: sass,sm_50,0,0,0,0,5,"LDG R11, [R5+0x10000]",1,global,66176,4,load,0x000000a0,ok
// TRACE: sass,sm_50,0,0,0,0,5,"LDG R11, [R5+0x10000]",7,global,65920,4,load,0x00000060,ok
// TRACE: sass,sm_50,0,0,0,0,7,"STS [R6], R0",1,shared,128,4,store,0x00000001,ok
// TRACE: sass,sm_50,0,0,0,0,9,"STS [R7], R0",31,shared,4092,4,store,0x0000001f,ok
// TRACE: sass,sm_50,0,0,0,0,10,"LDS R12, [RZ]",31,shared,0,4,load,0x00000000,ok
// NGLOBAL: 128
// NSHARED: 96
// NOVAL: sass,sm_50,0,0,0,0,9,"STS [R7], R0",31,shared,4092,4,store,,ok
SHL R2, R0, 0x2 ;
SHL R3, R0, 0x3 ;
LDG R8, [R2+0x10000] ;
LDG R9, [R3+0x10000] ;
LDG R10, [RZ+0x10000] ;
LDG R11, [R5+0x10000] ;
SHL R6, R0, 0x7 ;
STS [R6], R0 ;
XMAD R7, R0, 0x84, RZ ;
STS [R7], R0 ;
LDS R12, [RZ] ;
EXIT ;
