// `gpuisa report` over --trace-memory of one wave (docs/memory-trace.md): unit stride, stride 2
// words, broadcast, a gather, LDS writes with a 32-word and a 33-word stride, an LDS broadcast.
// gfx900 runs wave64 with 64-byte lines; gfx1010 wave32 with 128-byte lines. State: s[0:1] =
// 0x10000 (global words there hold their index), v6 = (37 l mod N) * 128 for the N lanes.
// By hand, gfx900 (64 lanes, 32-byte sectors, 64-byte lines, LDS 32 banks x 4 bytes per 32 lanes):
//   pc 7 unit: 256 bytes from 0x10000 = 8 sectors, 4 lines.
//   pc 8 stride 8 bytes: 512-byte span, 4 lanes per sector = 16 sectors, 8 lines.
//   pc 9 broadcast: 1 sector, 1 line.
//   pc 10 gather: 37 is odd, so (37 l mod 64) is a permutation: 64 addresses 128 bytes apart =
//     64 sectors, 64 lines.
//   pc 11 ds_write at 128 l: every lane's word (32 l) is in bank 0; per 32-lane half 32 words in
//     one bank: 32-way, 2 x 31 = 62 extra wavefronts.
//   pc 12 ds_write at 132 l: word 33 l is in bank l mod 32: no conflict.
//   pc 13 ds_read of word 0 by every lane: a broadcast, no conflict.
//   totals: 8+16+1+64 = 89 sectors, 4+8+1+64 = 77 lines, 62 extra wavefronts, 7 x 256 = 1792 bytes.
// gfx1010 (32 lanes, 128-byte lines): pc 7 = 4 sectors, 1 line; pc 8 = 8 sectors, 2 lines;
//   pc 10 = 32 sectors, 32 lines; pc 11 = 32-way, 31 extra.
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/mem-patterns.json --trace-memory %t.csv.gz %s > /dev/null
// RUN: %gpuisa report %t.csv.gz | FileCheck %s
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx1010 --state %S/Inputs/mem-patterns-w32.json --trace-memory %t.10.csv %s > /dev/null
// RUN: %gpuisa report %t.10.csv | FileCheck --check-prefix=GFX10 %s
// CHECK: amdgpu gfx900: 32-byte sectors, 64-byte lines, shared memory 32 banks x 4 bytes per 32 lanes
// CHECK-NEXT: pc 7 global load: global_load_dword v10, v1, s[0:1]
// CHECK-NEXT: executions 1, lane accesses 64, lanes 64.00 per execution, bytes 256
// CHECK-NEXT: sectors 8 (8.00 per execution), lines 4 (4.00 per execution), moved 256 bytes
// CHECK-NEXT: pattern: unit 1
// CHECK-NEXT: pc 8 global load: global_load_dword v11, v2, s[0:1]
// CHECK-NEXT: executions 1
// CHECK-NEXT: sectors 16 (16.00 per execution), lines 8 (8.00 per execution), moved 512 bytes
// CHECK-NEXT: pattern: strided 1 (stride 8)
// CHECK-NEXT: pc 9 global load: global_load_dword v12, v3, s[0:1]
// CHECK-NEXT: executions 1
// CHECK-NEXT: sectors 1 (1.00 per execution), lines 1 (1.00 per execution), moved 32 bytes
// CHECK-NEXT: pattern: uniform 1
// CHECK-NEXT: pc 10 global load: global_load_dword v13, v6, s[0:1]
// CHECK-NEXT: executions 1
// CHECK-NEXT: sectors 64 (64.00 per execution), lines 64 (64.00 per execution), moved 2048 bytes
// CHECK-NEXT: pattern: gather 1
// CHECK-NEXT: pc 11 shared store: ds_write_b32 v5, v0
// CHECK-NEXT: executions 1
// CHECK-NEXT: bank conflicts: 32-way at most, 62 extra wavefronts (62.00 per execution)
// CHECK-NEXT: pattern: strided 1 (stride 128)
// CHECK-NEXT: pc 12 shared store: ds_write_b32 v4, v0
// CHECK-NEXT: executions 1
// CHECK-NEXT: bank conflicts: 1-way at most, 0 extra wavefronts
// CHECK-NEXT: pattern: strided 1 (stride 132)
// CHECK-NEXT: pc 13 shared load: ds_read_b32 v14, v3
// CHECK-NEXT: executions 1
// CHECK-NEXT: bank conflicts: 1-way at most, 0 extra wavefronts
// CHECK-NEXT: pattern: uniform 1
// CHECK-NEXT: total: 7 instructions, 7 executions, 448 lane accesses, 1792 bytes, 89 sectors, 77 lines, 62 extra bank wavefronts
// GFX10: amdgpu gfx1010: 32-byte sectors, 128-byte lines
// GFX10: pc 7 global load
// GFX10: sectors 4 (4.00 per execution), lines 1 (1.00 per execution), moved 128 bytes
// GFX10: pc 8 global load
// GFX10: sectors 8 (8.00 per execution), lines 2 (2.00 per execution), moved 256 bytes
// GFX10: pc 10 global load
// GFX10: sectors 32 (32.00 per execution), lines 32 (32.00 per execution)
// GFX10: pc 11 shared store
// GFX10: bank conflicts: 32-way at most, 31 extra wavefronts
v_mbcnt_lo_u32_b32 v0, -1, 0
v_mbcnt_hi_u32_b32 v0, -1, v0          // v0 = l
v_lshlrev_b32 v1, 2, v0                // 4 l
v_lshlrev_b32 v2, 3, v0                // 8 l
v_mov_b32 v3, 0
v_mul_u32_u24 v4, 0x84, v0             // 132 l
v_lshlrev_b32 v5, 7, v0                // 128 l
global_load_dword v10, v1, s[0:1]
global_load_dword v11, v2, s[0:1]
global_load_dword v12, v3, s[0:1]
global_load_dword v13, v6, s[0:1]
ds_write_b32 v5, v0
ds_write_b32 v4, v0
ds_read_b32 v14, v3
s_endpgm
