// --trace-memory on a launch (docs/memory-trace.md "Order and memory"): the `swap` kernel of
// launch-barrier.s, 2 workgroups of 128 work-items = 2 waves of 64 each. By hand: work-item i
// of group g writes LDS dword i = i + 1000 g (ds_write_b32, pc 4), reads dword (i + 64) mod 128
// (ds_read_b32, pc 10) and stores it to out[128 g + i] (global_store_dword, pc 15; out at
// 0x100000000 = 4294967296). Records: per wave 1 s_load (lane -1) + 3 x 64 lane accesses = 193,
// 4 waves: 772 records. The file is the same for --threads 1, 2 and 3 and holds the workgroups
// in order, each wave 0 then wave 1.
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/swap.json --threads 1 --trace-memory %t.1.csv %S/launch-barrier.s > /dev/null
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/swap.json --threads 3 --trace-memory %t.3.csv.gz %S/launch-barrier.s > /dev/null
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/swap.json --threads 2 --trace-memory %t.2.csv %S/launch-barrier.s > /dev/null
// RUN: zcat %t.3.csv.gz | cmp - %t.1.csv
// RUN: cmp %t.2.csv %t.1.csv
// RUN: FileCheck %s < %t.1.csv
// RUN: sed 1d %t.1.csv | wc -l | FileCheck --check-prefix=COUNT %s
// RUN: cut -d, -f1-6 %t.1.csv | uniq -c | FileCheck --check-prefix=ORDER %s
// RUN: %gpuisa report %t.3.csv.gz | FileCheck --check-prefix=REPORT %s
// The Parquet form (docs/memory-trace.md "Parquet"): the same bytes for --threads 1 and 3, the
// magic at both ends, and the same report.
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/swap.json --threads 1 --trace-memory %t.1.parquet %S/launch-barrier.s > /dev/null
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/swap.json --threads 3 --trace-memory %t.3.parquet %S/launch-barrier.s > /dev/null
// RUN: cmp %t.1.parquet %t.3.parquet
// RUN: head -c 4 %t.1.parquet | FileCheck --check-prefix=MAGIC %s
// RUN: tail -c 4 %t.1.parquet | FileCheck --check-prefix=MAGIC %s
// MAGIC: PAR1
// RUN: %gpuisa report %t.3.parquet | FileCheck --check-prefix=REPORT %s
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/swap.json --threads 2 --report %S/launch-barrier.s | FileCheck --check-prefix=REPORT %s
// The report by hand (gfx900: 64-byte lines): s_load_dwordx2 (pc 0) once per wave, 8 bytes of the
// kernarg segment, wave-wide: 4 executions, 4 sectors, 4 lines, pattern scalar. ds_write (pc 4)
// and ds_read (pc 10): every wave's 64 lanes touch 64 consecutive words (the read: words 64..127
// for wave 0, 0..63 for wave 1), so no bank conflict, unit stride. global_store (pc 15): each
// wave 256 aligned bytes = 8 sectors, 4 lines; 4 waves: 32 sectors, 16 lines. Totals: 4
// instructions, 16 executions, 772 lane accesses, 4 x 8 + 12 x 256 = 3104 bytes, 36 sectors, 20 lines.
// REPORT: pc 0 global load: s_load_dwordx2 s[4:5], s[0:1], 0x0
// REPORT-NEXT: executions 4, lane accesses 4, lanes 1.00 per execution, bytes 32
// REPORT-NEXT: sectors 4 (1.00 per execution), lines 4 (1.00 per execution), moved 128 bytes
// REPORT-NEXT: pattern: scalar 4
// REPORT-NEXT: pc 4 shared store: ds_write_b32 v1, v2
// REPORT-NEXT: executions 4, lane accesses 256, lanes 64.00 per execution, bytes 1024
// REPORT-NEXT: bank conflicts: 1-way at most, 0 extra wavefronts
// REPORT-NEXT: pattern: unit 4
// REPORT-NEXT: pc 10 shared load: ds_read_b32 v4, v3
// REPORT-NEXT: executions 4
// REPORT-NEXT: bank conflicts: 1-way at most, 0 extra wavefronts
// REPORT-NEXT: pattern: unit 4
// REPORT-NEXT: pc 15 global store: global_store_dword v5, v4, s[4:5]
// REPORT-NEXT: executions 4, lane accesses 256, lanes 64.00 per execution, bytes 1024
// REPORT-NEXT: sectors 32 (8.00 per execution), lines 16 (4.00 per execution), moved 1024 bytes
// REPORT-NEXT: pattern: unit 4
// REPORT-NEXT: total: 4 instructions, 16 executions, 772 lane accesses, 3104 bytes, 36 sectors, 20 lines, 0 extra bank wavefronts
// CHECK: amdgpu,gfx900,0,0,0,0,0,"s_load_dwordx2 s[4:5], s[0:1], 0x0",-1,global,
// CHECK: amdgpu,gfx900,1,0,0,0,10,"ds_read_b32 v4, v3",0,shared,256,4,load,0x00000428,ok
// CHECK: amdgpu,gfx900,1,0,0,1,4,"ds_write_b32 v1, v2",0,shared,256,4,store,0x00000428,ok
// CHECK: amdgpu,gfx900,1,0,0,1,15,"global_store_dword v5, v4, s[4:5]",0,global,4294968064,4,store,0x000003e8,ok
// COUNT: 772
// ORDER: 1 isa,target,group_x,group_y,group_z,wave
// ORDER-NEXT: 193 amdgpu,gfx900,0,0,0,0
// ORDER-NEXT: 193 amdgpu,gfx900,0,0,0,1
// ORDER-NEXT: 193 amdgpu,gfx900,1,0,0,0
// ORDER-NEXT: 193 amdgpu,gfx900,1,0,0,1
