// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-ds-misc.json --json %s > %t.json
// RUN: %jsonq < %t.json | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx900 --show-encoding %s | grep -o 'encoding: .*' > %t.gi
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx900 -show-encoding %s | grep -o 'encoding: .*' > %t.mc
// RUN: diff %t.gi %t.mc
// The src2 reductions, the two-address and conditional exchanges and the lane-addressed load/store
// (docs/amdgpu-exec.md "DS: src2, exchanges, addtid"); values derived by hand from the GCN3/Vega
// manuals' definitions. EXEC = lanes 0, 1 ("a b" = lane 0, lane 1), lanes in order.
// LDS word i (byte 4i) = i + 1 for i < 20; 0x20010: 5, 9. v0 = 0 4, v4 = 7 8, v20 = 0x20010 0,
// v8 = 0x80000005 3, v9 = 0x80000009 0x80000000; others 0.
ds_add_src2_u32 v0 offset:16         // B = A + 4*16: w0 = 1 + w16 (17) = 18; w1 = 2 + w17 (18) = 20
ds_add_src2_u32 v1 offset:0x8000     // offset1[7]: B = A + 4*{A[31],A[31:17]} = A: w0 = 36, then 72
ds_add_src2_u32 v20 offset:0x8000    // A = 0x20010: A[31:17] = 1, B = A + 4: 5 + 9 = 14; lane 1 w0 = 144
ds_max_src2_u64 v2 offset:0x7fff     // {0,0x7f,0xff} = -1: B = 0 - 8 = 0xfffffff8: out_of_bounds, both lanes
ds_rsub_src2_u32 v0 offset:1         // w0 = w1 - w0 = 20 - 144 = 0xffffff84; w1 = w2 - w1 = 3 - 20 = 0xffffffef
ds_wrxchg2_rtn_b32 v[10:11], v3, v4, v5 offset0:2 offset1:3 // lane 0: old 3, 4, then w2 = 7, w3 = 0;
                                     // lane 1: old 7, 0, then w2 = 8
ds_wrxchg2st64_rtn_b64 v[12:15], v3, v[4:5], v[6:7] offset1:1 // bytes 0 and 512: lane 0 old
                                     // {0xffffff84, 0xffffffef}, {0, 0}; lane 1 old {7, 0}; w0 = 8, w1 = 0
ds_condxchg32_rtn_b64 v[16:17], v3, v[8:9] offset:20 // (0 + 20) & ~7 = 16: lane 0 returns {5, 6},
                                     // stores 5 and 9 (both bit 31 set); lane 1 returns {5, 9}, stores
                                     // only the high dword: w5 = 0
s_mov_b32 m0, 0x1001c                // M0[15:0] = 0x1c
ds_write_addtid_b32 v4 offset:4      // 4 + 0x1c + 4 * lane: w8 = 7, w9 = 8
ds_read_addtid_b32 v18               // 0x1c + 4 * lane: w7 = 8, w8 = 7
s_endpgm

// CHECK: regs.v10: 0x3 0x7{{( 0x0){62}$}}
// CHECK-NEXT: regs.v11: 0x4 0x0{{( 0x0){62}$}}
// CHECK-NEXT: regs.v12: 0xffffff84 0x7{{( 0x0){62}$}}
// CHECK-NEXT: regs.v13: 0xffffffef 0x0{{( 0x0){62}$}}
// CHECK-NEXT: regs.v14: 0x0 0x0{{( 0x0){62}$}}
// CHECK-NEXT: regs.v15: 0x0 0x0{{( 0x0){62}$}}
// CHECK-NEXT: regs.v16: 0x5 0x5{{( 0x0){62}$}}
// CHECK-NEXT: regs.v17: 0x6 0x9{{( 0x0){62}$}}
// CHECK-NEXT: regs.v18: 0x8 0x7{{( 0x0){62}$}}
// CHECK: memory lds 0x0 u32: 0x8 0x0 0x8 0x0 0x5 0x0 0x7 0x8 0x7 0x8 0xb 0xc 0xd 0xe 0xf 0x10 0x11 0x12 0x13 0x14 0x0 0x0 0x0 0x0
// CHECK-NEXT: memory lds 0x20010 u32: 0xe 0x9
// CHECK-NEXT: fault pc=3 lane=0 kind=out_of_bounds address=0xfffffff8
// CHECK-NEXT: fault pc=3 lane=1 kind=out_of_bounds address=0xfffffff8
// CHECK-NOT: fault
