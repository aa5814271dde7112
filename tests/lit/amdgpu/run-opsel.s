// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-opsel.json --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx900 --llvm-compat --show-encoding %s | grep -o 'encoding: .*' > %t.gi
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx900 -show-encoding %s | grep -o 'encoding: .*' > %t.mc
// RUN: diff %t.gi %t.mc
// VOP3 op_sel on 16-bit operands and the 16-bit integer VALU on gfx900, lane 0 only (the other
// lanes keep 0xdeadbeef). Expected values by hand: op_sel[k] reads bits 31:16 of source k,
// op_sel[3] writes the result to bits 31:16 and keeps 15:0; v_fma_f16/v_mad_f16/v_mad_u16 keep bits 31:16
// on GFX9 ([HI16]), the other 16-bit ops zero them (D-FP8); u16/i16 arithmetic wraps mod 2^16,
// shifts use count & 15. v20 = 2.0:1.0 (f16 hi:lo), v21 = 0.5:-2.0, v23 = 0xfffe:0x0003,
// v24 = 0x0005:0x8001, v25 = 0x1111:0x2222; v1..v11 start as 0xdeadbeef.
v_fma_f16 v1, v20, v21, v20 op_sel:[1,0,1,0] // 2.0 * -2.0 + 2.0 = -2.0 = 0xc000 in 15:0, 0xdead kept
v_fma_f16 v2, v20, v21, v21 op_sel:[0,1,0,1] // 1.0 * 0.5 + -2.0 = -1.5 = 0xbe00 in 31:16, 0xbeef kept
v_mad_u16 v3, v23, v24, v25 op_sel:[1,1,0,0] // 0xfffe * 5 + 0x2222 = 0x52218 -> 0x2218, 0xdead kept
v_pack_b32_f16 v4, v20, v21 op_sel:[1,1]     // {v21.hi, v20.hi} = 0x38004000
v_mad_f16 v12, v20, v21, v21 op_sel:[1,1,0,1] // 2.0 * 0.5 + -2.0 = -1.0 = 0xbc00 in 31:16, 0xbeef kept
v_add_u16 v5, v23, v24        // 3 + 0x8001 = 0x8004, bits 31:16 zeroed
v_sub_u16 v6, v24, v23        // 0x8001 - 3 = 0x7ffe
v_mul_lo_u16 v7, v23, v24     // 3 * 0x8001 = 0x18003 -> 0x8003
v_ashrrev_i16 v8, v23, v24    // -32767 >> 3 (arithmetic) = -4096 = 0xf000
v_max_i16 v9, v23, v24        // max(3, -32767) = 3
v_min_i16 v10, v23, v24       // -32767 = 0x8001
v_lshlrev_b16 v11, 17, v24    // count 17 & 15 = 1: 0x8001 << 1 = 0x10002 -> 0x0002
s_endpgm

// CHECK: regs.v1: 0xdeadc000{{( 0xdeadbeef){63}$}}
// CHECK: regs.v10: 0x8001{{( 0xdeadbeef){63}$}}
// CHECK: regs.v11: 0x2{{( 0xdeadbeef){63}$}}
// CHECK: regs.v12: 0xbc00beef{{( 0xdeadbeef){63}$}}
// CHECK: regs.v2: 0xbe00beef{{( 0xdeadbeef){63}$}}
// CHECK: regs.v3: 0xdead2218{{( 0xdeadbeef){63}$}}
// CHECK: regs.v4: 0x38004000{{( 0xdeadbeef){63}$}}
// CHECK: regs.v5: 0x8004{{( 0xdeadbeef){63}$}}
// CHECK: regs.v6: 0x7ffe{{( 0xdeadbeef){63}$}}
// CHECK: regs.v7: 0x8003{{( 0xdeadbeef){63}$}}
// CHECK: regs.v8: 0xf000{{( 0xdeadbeef){63}$}}
// CHECK: regs.v9: 0x3{{( 0xdeadbeef){63}$}}
