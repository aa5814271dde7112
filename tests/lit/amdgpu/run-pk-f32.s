// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx90a --state %S/Inputs/run-pk-f32.json --json %s > %t.json
// RUN: %jsonq < %t.json | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx90a --show-encoding %s | grep -o 'encoding: .*' > %t.gi
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx90a -show-encoding %s | grep -o 'encoding: .*' > %t.mc
// RUN: diff %t.gi %t.mc
// Packed f32 on gfx90a, lanes 0 and 1. Each source is a VGPR pair {lo, hi}: v[2:3] = {1.5, -2.0},
// v[4:5] = {0.25, 3.0}, v[6:7] = {-0.125, 1.0}. The low result takes source dwords by op_sel and
// negates by neg_lo, the high result by op_sel_hi (default all ones: the high dwords) and neg_hi.
v_pk_add_f32 v[0:1], v[2:3], v[4:5]          // {1.5 + 0.25, -2 + 3} = {1.75, 1.0}
v_pk_add_f32 v[14:15], v[2:3], v[4:5] op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[1,0]
                                             // lo: -(-2.0) + 0.25 = 2.25; hi: 1.5 + 3.0 = 4.5
v_pk_mov_b32 v[8:9], v[2:3], v[4:5] op_sel:[1,0] // lo = src0's high dword (-2.0), hi = src1's low (0.25)
v_pk_fma_f32 v[10:11], v[2:3], v[4:5], v[6:7] clamp // lo: 1.5 * 0.25 - 0.125 = 0.25;
                                             // hi: -2 * 3 + 1 = -5, clamped to 0
v_pk_mul_f32 v[12:13], v[2:3], v[4:5] neg_hi:[0,1] // lo: 0.375; hi: -2 * -(3) = 6.0
s_endpgm

// CHECK: regs.v0: 0x3fe00000 0x3fe00000{{( 0x0){62}$}}
// CHECK-NEXT: regs.v1: 0x3f800000 0x3f800000{{( 0x0){62}$}}
// CHECK: regs.v10: 0x3e800000 0x3e800000{{( 0x0){62}$}}
// CHECK-NEXT: regs.v11: 0x0 0x0{{( 0x0){62}$}}
// CHECK-NEXT: regs.v12: 0x3ec00000 0x3ec00000{{( 0x0){62}$}}
// CHECK-NEXT: regs.v13: 0x40c00000 0x40c00000{{( 0x0){62}$}}
// CHECK-NEXT: regs.v14: 0x40100000 0x40100000{{( 0x0){62}$}}
// CHECK-NEXT: regs.v15: 0x40900000 0x40900000{{( 0x0){62}$}}
// CHECK: regs.v8: 0xc0000000 0xc0000000{{( 0x0){62}$}}
// CHECK-NEXT: regs.v9: 0x3e800000 0x3e800000{{( 0x0){62}$}}
// CHECK-NOT: fault
// CHECK: instructions: 6
