// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx803 --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx803 --llvm-compat --show-encoding %s | grep -o 'encoding: .*' > %t.gi
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx803 -show-encoding %s | grep -o 'encoding: .*' > %t.mc
// RUN: diff %t.gi %t.mc
// gfx803 forms of exec_iops.c: the VOP1 M0-relative moves (not on GFX9 in llvm-mc 14), v_mad_i16
// zeroing bits 31:16 on GFX8 ([HI16]), an SDWA source select on v_ffbl, v_perm's constant
// selectors, v_alignbyte, s_memtime. EXEC = lanes 0 and 1; values derived by hand.
s_mov_b64 exec, 3
v_mbcnt_lo_u32_b32 v0, -1, 0
v_mbcnt_hi_u32_b32 v0, -1, v0      // the lane number: 0, 1
v_add_u32 v1, vcc, 0x7ffffffe, v0  // 0x7ffffffe, 0x7fffffff (no carry: vcc = 0)
v_mov_b32 v2, 0xff00
v_mov_b32 v10, 100
v_mov_b32 v11, 101
v_mov_b32 v12, 102
s_mov_b32 m0, 2
v_movrels_b32 v13, v10             // v13 = v[10+2] = 102
v_movreld_b32 v10, v0              // v[10+2] = v12 = the lane number
v_movrelsd_b32 v12, v9             // v[12+2] = v14 = v[9+2] = v11 = 101
v_mov_b32 v3, 0xabcd0000
v_mad_i16 v3, v1, v1, v2           // 16 bits: (-2)(-2)+0xff00 = 0xff04, (-1)(-1)+0xff00 = 0xff01; GFX8 zeroes 31:16
v_ffbl_b32_sdwa v4, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 // 0xfe: 1, 0xff: 0
s_mov_b32 s2, 0x10c0d
v_perm_b32 v5, v1, v2, s2          // selectors 0d 0c 01 00: 0xff, 0x00, v2 byte 1 = 0xff, v2 byte 0 = 0x00: 0x00ff00ff
v_alignbyte_b32 v8, v1, v2, 3      // {v1, v2} >> 24: (v1 << 8) | 0: 0xfffffe00, 0xffffff00
s_memtime s[4:5]                   // 18 instructions before it
s_endpgm
// CHECK: regs.exec: 0x0000000000000003
// CHECK-NEXT: regs.m0: 0x2
// CHECK-NEXT: regs.s2: 0x10c0d
// CHECK-NEXT: regs.s4: 0x12
// CHECK-NEXT: regs.s5: 0x0
// CHECK-NEXT: regs.v0: 0x0 0x1{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v1: 0x7ffffffe 0x7fffffff{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v10: 0x64 0x64{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v11: 0x65 0x65{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v12: 0x0 0x1{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v13: 0x66 0x66{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v14: 0x65 0x65{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v2: 0xff00 0xff00{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v3: 0xff04 0xff01{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v4: 0x1 0x0{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v5: 0xff00ff 0xff00ff{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v8: 0xfffffe00 0xffffff00{{(( 0x0){62})$}}
// CHECK-NEXT: regs.vcc: 0x0000000000000000
// CHECK-NEXT: instructions: 20
