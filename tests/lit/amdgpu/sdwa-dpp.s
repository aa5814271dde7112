// SDWA and DPP forms of VOP1/VOP2/VOPC. Expected words derived by hand from
// the GCN3/Vega/RDNA1 layouts: SDWA word 1 = src0[7:0] dst_sel[10:8]
// dst_unused[12:11] clamp[13] omod[15:14] src0_sel[18:16] src0_sext[19]
// src0_neg[20] src0_abs[21] s0[23] src1_sel[26:24] src1_sext[27] src1_neg[28]
// src1_abs[29] s1[31] (GFX9+ VOPC: sdst[14:8] sd[15]); DPP word 1 = src0[7:0]
// dpp_ctrl[16:8] fi[18] bound_ctrl[19] neg/abs[23:20] bank_mask[27:24]
// row_mask[31:28]; DPP8 word 1 = src0[7:0] then eight 3-bit lane selects.
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx900 --show-encoding %s 2>%t.err | FileCheck %s
// RUN: FileCheck --check-prefix=ERR %s < %t.err
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx1010 --show-encoding %S/Inputs/sdwa-dpp-gfx10.s | FileCheck --check-prefix=GFX10 %S/Inputs/sdwa-dpp-gfx10.s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx803 --show-encoding %S/Inputs/sdwa-dpp-gfx8.s | FileCheck --check-prefix=GFX8 %S/Inputs/sdwa-dpp-gfx8.s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx900 --show-encoding %S/Inputs/sdwa-dpp-compat.s 2>%t.err2
// RUN: FileCheck --check-prefix=DEFAULT %S/Inputs/sdwa-dpp-compat.s < %t.err2
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx900 --llvm-compat --show-encoding %S/Inputs/sdwa-dpp-compat.s | FileCheck --check-prefix=COMPAT %S/Inputs/sdwa-dpp-compat.s

// v_add_f32 is VOP2 opcode 0x01: word 0 = 0x01<<25 | vdst<<17 | vsrc1<<9 | 0xf9
v_add_f32_sdwa v1, v2, v3 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:WORD_0
// CHECK: encoding: [0xf9,0x06,0x02,0x02,0x02,0x05,0x02,0x04]
// v_cmp_lt_f32 (VOPC 0x41) into s[4:5]: sdst 4 with sd; s1 is a scalar src0 (s0 bit)
v_cmp_lt_f32_sdwa s[4:5], s1, v2 src0_sel:WORD_1
// CHECK: encoding: [0xf9,0x04,0x82,0x7c,0x01,0x84,0x85,0x06]
// vcc is the default destination: no sdst
v_cmp_lt_f32_sdwa vcc, v1, v2
// CHECK: encoding: [0xf9,0x04,0x82,0x7c,0x01,0x00,0x06,0x06]
// an inline constant keeps its sext bit (v_add_u16 = VOP2 0x26)
v_add_u16_sdwa v1, sext(-1), v3
// CHECK: encoding: [0xf9,0x06,0x02,0x4c,0xc1,0x16,0x8e,0x06]
// -x and |x| of float sources, clamp and omod (mul:4 = 2)
v_add_f32 v1, -v2, |v3| clamp mul:4 dst_sel:BYTE_0
// CHECK: encoding: [0xf9,0x06,0x02,0x02,0x02,0xb0,0x16,0x26]
// quad_perm [1,0,3,2] = 0b10110001
v_mov_b32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xa bank_mask:0x5 bound_ctrl:0
// CHECK: encoding: [0xfa,0x02,0x02,0x7e,0x02,0xb1,0x08,0xa5]
// row_ror:7 = 0x127; masks default to 0xf; neg of src1 is bit 22
v_sub_f32 v1, v2, -v3 row_ror:7
// CHECK: encoding: [0xfa,0x06,0x02,0x04,0x02,0x27,0x41,0xff]
// wave_shr:1 = 0x138, row_bcast:31 = 0x143, row_half_mirror = 0x141
v_mov_b32_dpp v1, v2 wave_shr:1
// CHECK: encoding: [0xfa,0x02,0x02,0x7e,0x02,0x38,0x01,0xff]
v_mov_b32_dpp v1, v2 row_bcast:31
// CHECK: encoding: [0xfa,0x02,0x02,0x7e,0x02,0x43,0x01,0xff]
v_mov_b32_dpp v1, v2 row_half_mirror
// CHECK: encoding: [0xfa,0x02,0x02,0x7e,0x02,0x41,0x01,0xff]

v_add_f32_dpp v1, s2, v3 row_shl:1
// ERR: sdwa-dpp.s:[[@LINE-1]]:19: error: invalid operand for instruction
v_mov_b32_dpp v1, v2 row_share:1
// ERR: sdwa-dpp.s:[[@LINE-1]]:22: error: this DPP control is not supported on this GPU
v_add_f32_e32 v1, v2, v3 dst_sel:WORD_1
// ERR: sdwa-dpp.s:[[@LINE-1]]:26: error: invalid operand for instruction
v_add_f32_sdwa v1, v2, v3 src0_sel:WORD_2
// ERR: sdwa-dpp.s:[[@LINE-1]]:36: error: invalid src0_sel value
v_add_f32_dpp v1, v2, v3 quad_perm:[0,1,4,3]
// ERR: sdwa-dpp.s:[[@LINE-1]]:41: error: expected a 2-bit value
v_add_f32_dpp v1, v2, v3 row_shl:1 dst_sel:WORD_1
// ERR: sdwa-dpp.s:[[@LINE-1]]:36: error: invalid operand for instruction
v_add_f32_dpp v1, v2, v3 row_mask:1
// ERR: sdwa-dpp.s:[[@LINE-1]]:1: error: DPP form without a lane control
v_mov_b32_dpp v1, v2 dpp8:[0,1,2,3,4,5,6,7]
// ERR: sdwa-dpp.s:[[@LINE-1]]:22: error: dpp8 is not supported on this GPU
v_readfirstlane_b32_sdwa s1, v2
// ERR: sdwa-dpp.s:[[@LINE-1]]:1: error: sdwa variant of this instruction is not supported
v_add_f32_sdwa v1, 0x1234, v3
// ERR: sdwa-dpp.s:[[@LINE-1]]:20: error: literal operands are not supported
v_cmp_lt_f32_sdwa vcc, v1, v2 clamp
// ERR: sdwa-dpp.s:[[@LINE-1]]:31: error: invalid operand for instruction
v_cvt_i32_f32_sdwa v1, v2 mul:2
// ERR: sdwa-dpp.s:[[@LINE-1]]:27: error: invalid operand for instruction
v_add_f32_sdwa v1, v2, v3 src1_sel:WORD_1 src0_sel:WORD_1
// ERR: sdwa-dpp.s:[[@LINE-1]]:43: error: invalid operand for instruction
