// --trace-memory of the AMDGPU fast memory paths (flat_fast, ds_fast), which run under the hook
// since they record what the per-lane path records: every lane of a full wave64, one record per
// lane (FLAT/GLOBAL) or per lane and element (DS), in lane order. State: s[0:1] = 0x10000, global
// word i at 0x10000 + 4i holds 0x100 + i (128 words); v20 = 8l and v21 = 4l except lane 2
// (0x200000, 0x100000: outside memory / past the LDS). By hand (l = lane):
//   pc 3 global_load_dwordx2 at 0x10000 + 8l = 65536 + 8l: words 2l, 2l+1 -> value
//        (0x101 + 2l) << 32 | (0x100 + 2l); lane 63: 66040, 0x0000017f0000017e.
//   pc 5 ds_write_b64 at LDS 8l: the same 8 bytes (lane 63: offset 504).
//   pc 6 ds_write_b32 v4 = 4l, offset:64: l at 64 + 4l (lane 63: 316).
//   pc 7 ds_read_b64 at 8l + 8: what lane l+1 wrote at pc 5; lane 63 reads 512, never written: 0.
//   pc 8 ds_read_b32 at 64 + 4l: l (written at pc 6).
//   pc 9 global_store_dword of v8 = l at 0x10040 + 4l = 65600 + 4l.
//   pc 10 global_load_dwordx2 at 0x10000 + v20: lane 2 at 0x210000 = 2162688 is unmapped: the
//        per-lane path runs (a fault mid-instruction) and records that lane's load as unmapped.
//   pc 11 ds_read_b32 at v21: lane 2 past the LDS faults before the access (no record); lane 1
//        reads 4 (word 0x101 of pc 5's lane 0 write), lane 63 reads 252 = 64 + 4 * 47: 47.
// The run exits 2 (the fault). The same trace (byte for byte) comes from the per-lane paths: scripts/trace_identity.sh.
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/trace-memory-fast.json --trace-memory %t.csv %s > /dev/null
// RUN: FileCheck %s < %t.csv
// RUN: cut -d, -f7 %t.csv | uniq -c | FileCheck --check-prefix=COUNT %s
// COUNT: 1 pc
// COUNT-NEXT: 64 3
// COUNT-NEXT: 64 5
// COUNT-NEXT: 64 6
// COUNT-NEXT: 64 7
// COUNT-NEXT: 64 8
// COUNT-NEXT: 64 9
// COUNT-NEXT: 64 10
// COUNT-NEXT: 63 11
// CHECK: amdgpu,gfx900,0,0,0,0,3,"global_load_dwordx2 v[2:3], v1, s[0:1]",0,global,65536,8,load,0x0000010100000100,ok
// CHECK-NEXT: amdgpu,gfx900,0,0,0,0,3,"global_load_dwordx2 v[2:3], v1, s[0:1]",1,global,65544,8,load,0x0000010300000102,ok
// CHECK-NEXT: amdgpu,gfx900,0,0,0,0,3,"global_load_dwordx2 v[2:3], v1, s[0:1]",2,global,65552,8,load,0x0000010500000104,ok
// CHECK-NEXT: amdgpu,gfx900,0,0,0,0,3,"global_load_dwordx2 v[2:3], v1, s[0:1]",3,global,65560,8,load,0x0000010700000106,ok
// CHECK: amdgpu,gfx900,0,0,0,0,3,"global_load_dwordx2 v[2:3], v1, s[0:1]",63,global,66040,8,load,0x0000017f0000017e,ok
// CHECK: amdgpu,gfx900,0,0,0,0,5,"ds_write_b64 v1, v[2:3]",0,shared,0,8,store,0x0000010100000100,ok
// CHECK-NEXT: amdgpu,gfx900,0,0,0,0,5,"ds_write_b64 v1, v[2:3]",1,shared,8,8,store,0x0000010300000102,ok
// CHECK-NEXT: amdgpu,gfx900,0,0,0,0,5,"ds_write_b64 v1, v[2:3]",2,shared,16,8,store,0x0000010500000104,ok
// CHECK-NEXT: amdgpu,gfx900,0,0,0,0,5,"ds_write_b64 v1, v[2:3]",3,shared,24,8,store,0x0000010700000106,ok
// CHECK: amdgpu,gfx900,0,0,0,0,5,"ds_write_b64 v1, v[2:3]",63,shared,504,8,store,0x0000017f0000017e,ok
// CHECK: amdgpu,gfx900,0,0,0,0,6,"ds_write_b32 v4, v0 offset:64",0,shared,64,4,store,0x00000000,ok
// CHECK-NEXT: amdgpu,gfx900,0,0,0,0,6,"ds_write_b32 v4, v0 offset:64",1,shared,68,4,store,0x00000001,ok
// CHECK-NEXT: amdgpu,gfx900,0,0,0,0,6,"ds_write_b32 v4, v0 offset:64",2,shared,72,4,store,0x00000002,ok
// CHECK-NEXT: amdgpu,gfx900,0,0,0,0,6,"ds_write_b32 v4, v0 offset:64",3,shared,76,4,store,0x00000003,ok
// CHECK: amdgpu,gfx900,0,0,0,0,6,"ds_write_b32 v4, v0 offset:64",63,shared,316,4,store,0x0000003f,ok
// CHECK: amdgpu,gfx900,0,0,0,0,7,"ds_read_b64 v[6:7], v1 offset:8",0,shared,8,8,load,0x0000010300000102,ok
// CHECK-NEXT: amdgpu,gfx900,0,0,0,0,7,"ds_read_b64 v[6:7], v1 offset:8",1,shared,16,8,load,0x0000010500000104,ok
// CHECK-NEXT: amdgpu,gfx900,0,0,0,0,7,"ds_read_b64 v[6:7], v1 offset:8",2,shared,24,8,load,0x0000010700000106,ok
// CHECK-NEXT: amdgpu,gfx900,0,0,0,0,7,"ds_read_b64 v[6:7], v1 offset:8",3,shared,32,8,load,0x0000010900000108,ok
// CHECK: amdgpu,gfx900,0,0,0,0,7,"ds_read_b64 v[6:7], v1 offset:8",63,shared,512,8,load,0x0000000000000000,ok
// CHECK: amdgpu,gfx900,0,0,0,0,8,"ds_read_b32 v8, v4 offset:64",0,shared,64,4,load,0x00000000,ok
// CHECK-NEXT: amdgpu,gfx900,0,0,0,0,8,"ds_read_b32 v8, v4 offset:64",1,shared,68,4,load,0x00000001,ok
// CHECK-NEXT: amdgpu,gfx900,0,0,0,0,8,"ds_read_b32 v8, v4 offset:64",2,shared,72,4,load,0x00000002,ok
// CHECK-NEXT: amdgpu,gfx900,0,0,0,0,8,"ds_read_b32 v8, v4 offset:64",3,shared,76,4,load,0x00000003,ok
// CHECK: amdgpu,gfx900,0,0,0,0,8,"ds_read_b32 v8, v4 offset:64",63,shared,316,4,load,0x0000003f,ok
// CHECK: amdgpu,gfx900,0,0,0,0,9,"global_store_dword v4, v8, s[0:1] offset:0x40",0,global,65600,4,store,0x00000000,ok
// CHECK-NEXT: amdgpu,gfx900,0,0,0,0,9,"global_store_dword v4, v8, s[0:1] offset:0x40",1,global,65604,4,store,0x00000001,ok
// CHECK-NEXT: amdgpu,gfx900,0,0,0,0,9,"global_store_dword v4, v8, s[0:1] offset:0x40",2,global,65608,4,store,0x00000002,ok
// CHECK-NEXT: amdgpu,gfx900,0,0,0,0,9,"global_store_dword v4, v8, s[0:1] offset:0x40",3,global,65612,4,store,0x00000003,ok
// CHECK: amdgpu,gfx900,0,0,0,0,9,"global_store_dword v4, v8, s[0:1] offset:0x40",63,global,65852,4,store,0x0000003f,ok
// CHECK: amdgpu,gfx900,0,0,0,0,10,"global_load_dwordx2 v[10:11], v20, s[0:1]",0,global,65536,8,load,0x0000010100000100,ok
// CHECK-NEXT: amdgpu,gfx900,0,0,0,0,10,"global_load_dwordx2 v[10:11], v20, s[0:1]",1,global,65544,8,load,0x0000010300000102,ok
// CHECK-NEXT: amdgpu,gfx900,0,0,0,0,10,"global_load_dwordx2 v[10:11], v20, s[0:1]",2,global,2162688,8,load,,unmapped
// CHECK-NEXT: amdgpu,gfx900,0,0,0,0,10,"global_load_dwordx2 v[10:11], v20, s[0:1]",3,global,65560,8,load,0x0000010700000106,ok
// CHECK: amdgpu,gfx900,0,0,0,0,10,"global_load_dwordx2 v[10:11], v20, s[0:1]",63,global,66040,8,load,0x0000017f0000017e,ok
// CHECK: amdgpu,gfx900,0,0,0,0,11,"ds_read_b32 v12, v21",0,shared,0,4,load,0x00000100,ok
// CHECK-NEXT: amdgpu,gfx900,0,0,0,0,11,"ds_read_b32 v12, v21",1,shared,4,4,load,0x00000101,ok
// CHECK-NEXT: amdgpu,gfx900,0,0,0,0,11,"ds_read_b32 v12, v21",3,shared,12,4,load,0x00000103,ok
// CHECK: amdgpu,gfx900,0,0,0,0,11,"ds_read_b32 v12, v21",63,shared,252,4,load,0x0000002f,ok
v_mbcnt_lo_u32_b32 v0, -1, 0
v_mbcnt_hi_u32_b32 v0, -1, v0
v_lshlrev_b32 v1, 3, v0
global_load_dwordx2 v[2:3], v1, s[0:1]
v_lshlrev_b32 v4, 2, v0
ds_write_b64 v1, v[2:3]
ds_write_b32 v4, v0 offset:64
ds_read_b64 v[6:7], v1 offset:8
ds_read_b32 v8, v4 offset:64
global_store_dword v4, v8, s[0:1] offset:0x40
global_load_dwordx2 v[10:11], v20, s[0:1]
ds_read_b32 v12, v21
s_endpgm
