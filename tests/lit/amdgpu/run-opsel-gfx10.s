// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx1010 --state %S/Inputs/run-opsel-gfx10.json --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx1010 --llvm-compat --show-encoding %s | grep -o 'encoding: .*' > %t.gi
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1010 -show-encoding %s | grep -o 'encoding: .*' > %t.mc
// RUN: diff %t.gi %t.mc
// op_sel and 16-bit results on gfx1010 (wave32), lane 1 only (EXEC = 0b10): GFX10 keeps bits 31:16
// of every 16-bit result (D-FP8); op_sel[3] writes 31:16 and keeps 15:0. Expected values by hand.
// v20 = 2.0:1.0 (f16 hi:lo), v21 = 0.5:-2.0, v23 = 0xfffe:0x0003, v24 = 0x0005:0x8001.
v_add_nc_i16 v1, v23, v24 op_sel:[1,0,0] // 0xfffe + 0x8001 = 0x17fff -> 0x7fff, 0xdead kept: 0xdead7fff
v_fma_f16 v5, v20, v21, v20 op_sel:[1,0,1,1] // 2.0 * -2.0 + 2.0 = -2.0 = 0xc000 into 31:16: 0xc000beef
v_add_nc_u16 v2, v23, v24                // 3 + 0x8001 = 0x8004, 0xdead kept: 0xdead8004
v_add_f16 v3, v20, v21                   // 1.0 + -2.0 = -1.0 = 0xbc00, 0xdead kept
v_sub_nc_i16 v4, v24, v23                // 0x8001 - 3 = 0x7ffe (wraps), 0xdead kept
s_endpgm

// CHECK: regs.exec: 0x0000000000000002
// CHECK: regs.v1: 0xdeadbeef 0xdead7fff{{( 0xdeadbeef){30}$}}
// CHECK: regs.v2: 0xdeadbeef 0xdead8004{{( 0xdeadbeef){30}$}}
// CHECK: regs.v3: 0xdeadbeef 0xdeadbc00{{( 0xdeadbeef){30}$}}
// CHECK: regs.v4: 0xdeadbeef 0xdead7ffe{{( 0xdeadbeef){30}$}}
// CHECK: regs.v5: 0xdeadbeef 0xc000beef{{( 0xdeadbeef){30}$}}
