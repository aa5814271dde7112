// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx700 --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx700 --llvm-compat --show-encoding %s | grep -o 'encoding: .*' > %t.gi
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx700 -show-encoding %s | grep -o 'encoding: .*' > %t.mc
// RUN: diff %t.gi %t.mc
// gfx700 forms of exec_iops.c: the VOP2 encodings of v_mbcnt/v_bcnt/v_bfm/v_cvt_pk_u16_u32, GFX7's
// v_lshl/lshr/ashr_b64 (shifted operand first), v_qsad_pk_u16_u8 and v_mqsad_pk_u16_u8, s_memtime
// (SMRD). EXEC = lanes 0 and 1; values derived by hand.
s_mov_b64 exec, 3
v_mov_b32 v9, 0
v_mbcnt_lo_u32_b32 v0, -1, v9      // lanes below: 0, 1
v_bcnt_u32_b32 v1, v0, v0          // ones(v0) + v0: 0, 2
v_mov_b32 v2, 0x80000000
v_mov_b32 v3, 1
v_lshl_b64 v[4:5], v[2:3], 1       // 0x1_80000000 << 1 = 0x3_00000000
v_lshr_b64 v[6:7], v[2:3], 32      // >> 32: 1
v_mov_b32 v12, 0
v_mov_b32 v13, 0x80000000
v_ashr_i64 v[10:11], v[12:13], 4   // 0x80000000_00000000 >> 4 signed: 0xf8000000_00000000
v_cvt_pk_u16_u32 v14, 0x12345, v0  // min(0x12345, 0xffff) | min(v0, 0xffff) << 16: 0xffff, 0x1ffff
v_bfm_b32 v15, 4, v0               // 0xf << lane: 0xf, 0x1e
v_mov_b32 v18, 0x4030201
v_mov_b32 v19, 0x8070605
v_mov_b32 v20, 0x4030201
v_mov_b32 v22, 0x20001
v_mov_b32 v23, 0xfffe0003
v_qsad_pk_u16_u8 v[16:17], v[18:19], v20, v[22:23] // SAD of bytes n..n+3 of v[18:19] with v20, + halves of v[22:23]:
                                   // 0+1, 4+2, 8+3, 12+0xfffe = 0x1000a kept to 16 bits: 0x000a_000b_0006_0001
v_mov_b32 v26, 0x4000201
v_mqsad_pk_u16_u8 v[24:25], v[18:19], v26, v[22:23] // byte 2 of v26 is 0 and skipped: 0+1, 3+2, 6+3, 9+0xfffe:
                                   // 0x0007_0009_0005_0001
s_memtime s[0:1]                   // 21 instructions before it
s_endpgm
// CHECK: regs.exec: 0x0000000000000003
// CHECK-NEXT: regs.s0: 0x15
// CHECK-NEXT: regs.s1: 0x0
// CHECK-NEXT: regs.v0: 0x0 0x1{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v1: 0x0 0x2{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v10: 0x0 0x0{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v11: 0xf8000000 0xf8000000{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v12: 0x0 0x0{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v13: 0x80000000 0x80000000{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v14: 0xffff 0x1ffff{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v15: 0xf 0x1e{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v16: 0x60001 0x60001{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v17: 0xa000b 0xa000b{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v18: 0x4030201 0x4030201{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v19: 0x8070605 0x8070605{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v2: 0x80000000 0x80000000{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v20: 0x4030201 0x4030201{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v22: 0x20001 0x20001{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v23: 0xfffe0003 0xfffe0003{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v24: 0x50001 0x50001{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v25: 0x70009 0x70009{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v26: 0x4000201 0x4000201{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v3: 0x1 0x1{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v4: 0x0 0x0{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v5: 0x3 0x3{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v6: 0x1 0x1{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v7: 0x0 0x0{{(( 0x0){62})$}}
// CHECK-NEXT: regs.v9: 0x0 0x0{{(( 0x0){62})$}}
// CHECK-NEXT: instructions: 23
