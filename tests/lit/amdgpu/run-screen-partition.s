// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-legacy-exp-log.json --json %s > %t9.json
// RUN: %jsonq < %t9.json | FileCheck %s
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx90a --state %S/Inputs/run-legacy-exp-log.json --json %s > %ta.json
// RUN: %jsonq < %ta.json | FileCheck %s
// v_screen_partition_4se_b32 (D-T21): D = TABLE[S0[7:0]], the Vega manual's 256-entry table of
// 4-bit shader-engine masks, row r = entries 16r..16r+15. Expected values read off that table by hand:
v_screen_partition_4se_b32 v1, 0       // entry 0 (row 0, column 0) = 0x1
v_screen_partition_4se_b32 v2, 0x11    // entry 17 (row 1, column 1) = 0x2
v_screen_partition_4se_b32 v3, 0x123   // bits 31:8 ignored: entry 0x23 = 35 (row 2, column 3) = 0xc
v_screen_partition_4se_b32 v4, 0x37    // entry 55 (row 3, column 7) = 0xa
v_screen_partition_4se_b32 v5, 0x80    // entry 128 (row 8, column 0) = 0xb
v_screen_partition_4se_b32 v6, -1      // entry 255 (the last one) = 0x1
v_mov_b32 v0, 0xfffffffe               // entry 254 (row 15, column 14) = 0xf
v_screen_partition_4se_b32_e64 v7, v0  // VOP3 form
s_endpgm

// CHECK: regs.v1: 0x1{{( 0x0){63}$}}
// CHECK: regs.v2: 0x2{{( 0x0){63}$}}
// CHECK: regs.v3: 0xc{{( 0x0){63}$}}
// CHECK: regs.v4: 0xa{{( 0x0){63}$}}
// CHECK: regs.v5: 0xb{{( 0x0){63}$}}
// CHECK: regs.v6: 0x1{{( 0x0){63}$}}
// CHECK: regs.v7: 0xf{{( 0x0){63}$}}
