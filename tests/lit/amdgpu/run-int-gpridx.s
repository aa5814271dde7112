// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx900 --llvm-compat --show-encoding %s | grep -o 'encoding: .*' > %t.gi
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx900 -show-encoding %s | grep -o 'encoding: .*' > %t.mc
// RUN: diff %t.gi %t.mc
// GFX9 VGPR index mode (docs/amdgpu-exec.md): between s_set_gpr_idx_on and s_set_gpr_idx_off the
// VALU operands named by the mode address VGPR n + M0[7:0]; s_set_gpr_idx_idx/mode change M0[7:0]
// and M0[15:12]. EXEC = lanes 0 and 1; values derived by hand.
s_mov_b64 exec, 3
v_mov_b32 v10, 10
v_mov_b32 v11, 11
v_mov_b32 v12, 12
v_mov_b32 v13, 13
s_mov_b32 s2, 0x102                // only bits 7:0 are the index: 2
s_set_gpr_idx_on s2, gpr_idx(SRC0) // M0 = 2 | 1 << 12 = 0x1002
v_mov_b32 v1, v10                  // src0 v10 + 2: v1 = v12 = 12
s_set_gpr_idx_off
s_set_gpr_idx_on 1, gpr_idx(DST)   // M0 = 1 | 8 << 12 = 0x8001
v_mov_b32 v20, 7                   // v21 = 7
v_add_u32 v22, v10, v11            // sources as written: 10 + 11 = 21 into v23
s_set_gpr_idx_idx 3                // M0[7:0] = 3: 0x8003
v_mov_b32 v20, 9                   // v23 = 9 (over the 21)
s_set_gpr_idx_mode gpr_idx(SRC0,SRC1,DST) // M0[15:12] = 0xb: 0xb003
v_add_u32 v30, v10, v10            // v13 + v13 = 26 into v33
s_getreg_b32 s4, hwreg(HW_REG_MODE) // MODE.gpr_idx_en (bit 27) is set here: 0x080003c0
s_set_gpr_idx_off
s_getreg_b32 s5, hwreg(HW_REG_MODE) // and clear again: 0x3c0
v_mov_b32 v2, v10                  // no indexing: 10
s_endpgm
// CHECK: regs.exec: 0x0000000000000003
// CHECK-NEXT: regs.m0: 0xb003
// CHECK-NEXT: regs.s2: 0x102
// CHECK-NEXT: regs.s4: 0x80003c0
// CHECK-NEXT: regs.s5: 0x3c0
// CHECK-NEXT: regs.v1: 0xc 0xc{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v10: 0xa 0xa{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v11: 0xb 0xb{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v12: 0xc 0xc{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v13: 0xd 0xd{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v2: 0xa 0xa{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v21: 0x7 0x7{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v23: 0x9 0x9{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v33: 0x1a 0x1a{{(( 0x0){62})$}}
// CHECK-NEXT: instructions: 21
