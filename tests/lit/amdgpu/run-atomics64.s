// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-atomics64.json --json %s > %t.json
// RUN: %jsonq < %t.json | FileCheck %s
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-atomics64.json --json %s > /dev/null; test $? -eq 2
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx900 --llvm-compat --show-encoding %s | grep -o 'encoding: .*' > %t.gi
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx900 -show-encoding %s | grep -o 'encoding: .*' > %t.mc
// RUN: diff %t.gi %t.mc
// 64-bit GLOBAL and DS atomics on gfx900, lanes 0..3 active, every lane on the same address, so
// the lanes apply in ascending order and each returning lane sees the value the lanes below it
// left (D-M4). Expected values by hand. Global 0x1000 = 0x00000000_ffffffff, 0x1008 = 2^63,
// 0x1010 = 5; LDS 0x20 = all ones, 0x28 = 7, 0x30 = 0x00000000_80000000. Data v[4:5] = 1.
global_atomic_add_x2 v[6:7], v[2:3], v[4:5], off glc  // 0xffffffff + 1 carries into the high dword:
                                                      // lanes see 0xffffffff, 2^32, 2^32+1, 2^32+2;
                                                      // memory ends 2^32 + 3
global_atomic_smax_x2 v[2:3], v[8:9], off offset:8    // smax(-2^63, -1) = -1 (a 32-bit compare of
                                                      // the high dwords would agree, the low ones not)
global_atomic_cmpswap_x2 v[10:11], v[12:13], v[14:17], off glc // {src = 0xaaaaaaaa_bbbbbbbb, cmp = 5}:
                                                      // lane 0 swaps and sees 5; lanes 1..3 see src
ds_add_rtn_u64 v[18:19], v20, v[4:5] offset:0x20      // all ones + 1 wraps to 0, then 1, 2, 3
ds_cmpst_rtn_b64 v[22:23], v20, v[24:25], v[26:27] offset:0x28 // cmp 7, new 2^32: lane 0 stores and
                                                      // sees 7; lanes 1..3 see 2^32
ds_max_i64 v20, v[28:29] offset:0x30                  // max(2^31, -1) signed 64-bit: 2^31 stays
ds_add_u64 v30, v[4:5]                                // offset 4: not 8-aligned -> misaligned, per lane
s_endpgm

// CHECK: regs.v10: 0x5 0xbbbbbbbb 0xbbbbbbbb 0xbbbbbbbb{{( 0x0){60}$}}
// CHECK-NEXT: regs.v11: 0x0 0xaaaaaaaa 0xaaaaaaaa 0xaaaaaaaa{{( 0x0){60}$}}
// CHECK: regs.v18: 0xffffffff 0x0 0x1 0x2{{( 0x0){60}$}}
// CHECK-NEXT: regs.v19: 0xffffffff 0x0 0x0 0x0{{( 0x0){60}$}}
// CHECK: regs.v22: 0x7 0x0 0x0 0x0{{( 0x0){60}$}}
// CHECK-NEXT: regs.v23: 0x0 0x1 0x1 0x1{{( 0x0){60}$}}
// CHECK: regs.v6: 0xffffffff 0x0 0x1 0x2{{( 0x0){60}$}}
// CHECK-NEXT: regs.v7: 0x0 0x1 0x1 0x1{{( 0x0){60}$}}
// CHECK: memory global 0x1000 u64: 0x100000003 0xffffffffffffffff 0xaaaaaaaabbbbbbbb
// CHECK-NEXT: memory lds 0x20 u64: 0x3 0x100000000 0x80000000
// CHECK-NEXT: fault pc=6 lane=0 kind=misaligned address=0x4
// CHECK-NEXT: fault pc=6 lane=1 kind=misaligned address=0x4
// CHECK-NEXT: fault pc=6 lane=2 kind=misaligned address=0x4
// CHECK-NEXT: fault pc=6 lane=3 kind=misaligned address=0x4
// CHECK-NEXT: instructions: 8
