// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-vop3p.json --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx900 --llvm-compat --show-encoding %s | grep -o 'encoding: .*' > %t.gi
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx900 -show-encoding %s | grep -o 'encoding: .*' > %t.mc
// RUN: diff %t.gi %t.mc
// VOP3P packed 16-bit math on gfx900 (docs/amdgpu-exec.md "VOP3P"), EXEC = 0b11 (lanes 2..63 keep
// 0). Expected values by hand: the low half takes source halves by op_sel and neg_lo, the high
// half by op_sel_hi (default [1,1,1]) and neg_hi; f16 rules D-FP3..D-FP5 (RNE, denormals kept,
// NaN quieting, IEEE min/max); clamp to [+0, 1.0], NaN -> +0. Halves written hi:lo.
// v20 = 1.0:2.0, v21 = -1.0:0.5, v22 = qNaN 0x7e01 : 2^-24, v23 = sNaN 0x7c01 : 1+2^-10,
// v24 = 2^-11 : 2^-14; v30 = 0xffff:0x0001, v31 = 0x0001:0xffff, v32 = 0x8000:0x7fff,
// v33 = 4:0x11; s0 = 0x0002:0x0003.
v_pk_add_f16 v1, v20, v21                               // 2+0.5 = 2.5 (0x4100); 1 + -1 = +0
v_pk_mul_f16 v2, v20, v21 op_sel:[1,0] op_sel_hi:[0,1]  // lo 1.0*0.5 = 0x3800; hi 2.0*-1.0 = 0xc000
v_pk_add_f16 v3, v20, v21 neg_lo:[0,1] neg_hi:[1,0]     // lo 2 - 0.5 = 1.5 (0x3e00); hi -1 + -1 = 0xc000
v_pk_max_f16 v4, v22, v23         // lo 0x3c01; hi two NaNs: src0 (quiet already) 0x7e01
v_pk_min_f16 v5, v22, v20         // lo 2^-24 = 0x0001; hi one qNaN is ignored: 1.0 = 0x3c00
v_pk_add_f16 v6, v23, v24 op_sel:[0,1] op_sel_hi:[0,0]  // lo 1+2^-10 + 2^-11 = 1 + 1.5 ulp: tie -> even
                                                        // 0x3c02; hi 1+2^-10 + 2^-14 -> 0x3c01
v_pk_mul_f16 v7, v24, v21         // lo 2^-14 * 0.5 = 2^-15, a kept denormal 0x0200; hi -2^-11 = 0x9000
v_pk_add_f16 v8, v20, v20 clamp   // 4.0 and 2.0 -> 1.0 both: 0x3c003c00
v_pk_mul_f16 v9, v21, v20 clamp   // lo 0.5*2 = 1.0 = 0x3c00; hi -1*1 = -1 -> +0
v_pk_max_f16 v10, v22, v22 clamp  // lo 0x0001 stays; hi NaN -> +0
v_pk_fma_f16 v11, v20, v21, v24   // lo 2*0.5 + 2^-14 = 1 + ulp/16 -> 1.0 (0x3c00);
                                  // hi 1*-1 + 2^-11 = -(1 - 2^-11), exact: 0xbbff
v_pk_add_u16 v12, v30, v30        // lo 1+1 = 2; hi 0xffff+0xffff wraps to 0xfffe
v_pk_sub_i16 v13, v32, v31        // lo 0x7fff - (-1) wraps to 0x8000; hi -32768 - 1 wraps to 0x7fff
v_pk_max_i16 v14, v32, v31        // lo max(32767, -1) = 0x7fff; hi max(-32768, 1) = 1
v_pk_max_u16 v15, v32, v31        // lo max(0x7fff, 0xffff) = 0xffff; hi max(0x8000, 1) = 0x8000
v_pk_lshlrev_b16 v16, v33, v32    // lo 0x7fff << (0x11 & 15 = 1) = 0xfffe; hi 0x8000 << 4 = 0
v_pk_ashrrev_i16 v17, v33, v32    // lo 0x7fff >> 1 = 0x3fff; hi -32768 >> 4 = 0xf800
v_pk_mul_lo_u16 v18, v30, v32     // lo 1*0x7fff = 0x7fff; hi 0xffff*0x8000 = 0x7fff8000 -> 0x8000
v_pk_add_u16 v19, s0, v30         // SGPR source: lo 3+1 = 4; hi 2+0xffff wraps to 1
s_endpgm

// CHECK: regs.exec: 0x0000000000000003
// CHECK: regs.v1: 0x4100 0x4100{{( 0x0){62}$}}
// CHECK: regs.v10: 0x1 0x1{{( 0x0){62}$}}
// CHECK: regs.v11: 0xbbff3c00 0xbbff3c00{{( 0x0){62}$}}
// CHECK: regs.v12: 0xfffe0002 0xfffe0002{{( 0x0){62}$}}
// CHECK: regs.v13: 0x7fff8000 0x7fff8000{{( 0x0){62}$}}
// CHECK: regs.v14: 0x17fff 0x17fff{{( 0x0){62}$}}
// CHECK: regs.v15: 0x8000ffff 0x8000ffff{{( 0x0){62}$}}
// CHECK: regs.v16: 0xfffe 0xfffe{{( 0x0){62}$}}
// CHECK: regs.v17: 0xf8003fff 0xf8003fff{{( 0x0){62}$}}
// CHECK: regs.v18: 0x80007fff 0x80007fff{{( 0x0){62}$}}
// CHECK: regs.v19: 0x10004 0x10004{{( 0x0){62}$}}
// CHECK: regs.v2: 0xc0003800 0xc0003800{{( 0x0){62}$}}
// CHECK: regs.v3: 0xc0003e00 0xc0003e00{{( 0x0){62}$}}
// CHECK: regs.v4: 0x7e013c01 0x7e013c01{{( 0x0){62}$}}
// CHECK: regs.v5: 0x3c000001 0x3c000001{{( 0x0){62}$}}
// CHECK: regs.v6: 0x3c013c02 0x3c013c02{{( 0x0){62}$}}
// CHECK: regs.v7: 0x90000200 0x90000200{{( 0x0){62}$}}
// CHECK: regs.v8: 0x3c003c00 0x3c003c00{{( 0x0){62}$}}
// CHECK: regs.v9: 0x3c00 0x3c00{{( 0x0){62}$}}
