	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.hidden	md5_block                       ; -- Begin function md5_block
	.globl	md5_block
	.p2align	2
	.type	md5_block,@function
md5_block:                              ; @md5_block
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s6, 0xefcdab89
	s_mov_b32 s7, 0x98badcfe
	s_mov_b32 s10, 7
	s_mov_b32 s11, 8
	s_mov_b32 s12, 6
	s_mov_b32 s13, 1
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, md5_k@rel32@lo+4
	s_addc_u32 s5, s5, md5_k@rel32@hi+12
	v_mov_b32_e32 v7, 0x67452301
	v_mov_b32_e32 v6, 0x10325476
	v_pk_mov_b32 v[4:5], s[6:7], s[6:7] op_sel:[0,1]
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, md5_r@rel32@lo+4
	s_addc_u32 s7, s7, md5_r@rel32@hi+12
	s_branch .LBB0_2
.LBB0_1:                                ;   in Loop: Header=BB0_2 Depth=1
	v_lshl_add_u32 v7, s15, 2, v0
	buffer_load_dword v8, v7, s[0:3], 0 offen
	s_and_b32 s8, s13, 3
	s_or_b32 s8, s14, s8
	s_lshl_b32 s8, s8, 2
	s_add_u32 s8, s8, s6
	s_addc_u32 s9, 0, s7
	s_load_dword s8, s[8:9], 0x0
	v_add_u32_e32 v4, v4, v6
	s_load_dword s15, s[4:5], 0x4
	s_add_i32 s10, s10, 14
	s_add_i32 s11, s11, 6
	s_add_i32 s12, s12, 10
	s_add_i32 s13, s13, 2
	s_waitcnt lgkmcnt(0)
	s_sub_i32 s8, 0, s8
	s_add_u32 s4, s4, 8
	s_addc_u32 s5, s5, 0
	v_mov_b32_e32 v7, v3
	s_cmpk_eq_i32 s10, 0x1c7
	v_mov_b32_e32 v6, v2
	s_waitcnt vmcnt(0)
	v_add3_u32 v4, v4, s15, v8
	v_alignbit_b32 v4, v4, v4, s8
	v_add_u32_e32 v4, v4, v5
	s_cbranch_scc1 .LBB0_26
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	s_add_i32 s15, s13, -1
	s_cmp_gt_u32 s15, 15
	v_pk_mov_b32 v[2:3], v[4:5], v[4:5] op_sel:[0,1]
	s_cbranch_scc0 .LBB0_6
; %bb.3:                                ;   in Loop: Header=BB0_2 Depth=1
	s_cmp_gt_u32 s15, 31
	s_cbranch_scc0 .LBB0_7
; %bb.4:                                ;   in Loop: Header=BB0_2 Depth=1
	s_cmp_gt_u32 s15, 47
	s_cbranch_scc0 .LBB0_8
; %bb.5:                                ;   in Loop: Header=BB0_2 Depth=1
	v_not_b32_e32 v4, v6
	v_or_b32_e32 v4, v2, v4
	s_add_i32 s8, s10, -7
	v_xor_b32_e32 v4, v4, v3
	s_and_b32 s14, s8, 14
	s_cbranch_execz .LBB0_9
	s_branch .LBB0_10
.LBB0_6:                                ;   in Loop: Header=BB0_2 Depth=1
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $vgpr4
	s_branch .LBB0_13
.LBB0_7:                                ;   in Loop: Header=BB0_2 Depth=1
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $vgpr4
	s_branch .LBB0_11
.LBB0_8:                                ;   in Loop: Header=BB0_2 Depth=1
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $vgpr4
.LBB0_9:                                ;   in Loop: Header=BB0_2 Depth=1
	v_xor_b32_e32 v4, v3, v2
	s_add_i32 s8, s11, -3
	v_xor_b32_e32 v4, v4, v6
	s_and_b32 s14, s8, 15
.LBB0_10:                               ;   in Loop: Header=BB0_2 Depth=1
	s_cbranch_execnz .LBB0_12
.LBB0_11:                               ;   in Loop: Header=BB0_2 Depth=1
	s_add_i32 s8, s12, -6
	s_and_b32 s8, s8, 14
	v_bfi_b32 v4, v6, v2, v3
	s_or_b32 s14, s8, 1
.LBB0_12:                               ;   in Loop: Header=BB0_2 Depth=1
	s_cbranch_execnz .LBB0_14
.LBB0_13:                               ;   in Loop: Header=BB0_2 Depth=1
	v_bfi_b32 v4, v2, v3, v6
	s_mov_b32 s14, s15
.LBB0_14:                               ;   in Loop: Header=BB0_2 Depth=1
	v_lshl_add_u32 v5, s14, 2, v0
	buffer_load_dword v5, v5, s[0:3], 0 offen
	s_lshr_b32 s8, s15, 2
	s_and_b32 s9, s15, 2
	s_and_b32 s14, s8, 0x1ffffffc
	s_or_b32 s8, s14, s9
	s_lshl_b32 s8, s8, 2
	s_add_u32 s8, s8, s6
	s_addc_u32 s9, 0, s7
	s_load_dword s16, s[8:9], 0x0
	s_load_dword s17, s[4:5], 0x0
	v_add_u32_e32 v4, v4, v7
	s_waitcnt lgkmcnt(0)
	s_sub_i32 s8, 0, s16
	s_cmp_lt_u32 s15, 15
	s_waitcnt vmcnt(0)
	v_add3_u32 v4, v4, s17, v5
	v_alignbit_b32 v4, v4, v4, s8
	v_add_u32_e32 v5, v4, v2
	s_cbranch_scc1 .LBB0_18
; %bb.15:                               ;   in Loop: Header=BB0_2 Depth=1
	s_cmp_lt_u32 s15, 31
	s_cbranch_scc1 .LBB0_19
; %bb.16:                               ;   in Loop: Header=BB0_2 Depth=1
	s_cmp_lt_u32 s15, 47
	s_cbranch_scc1 .LBB0_20
; %bb.17:                               ;   in Loop: Header=BB0_2 Depth=1
	v_not_b32_e32 v4, v3
	v_or_b32_e32 v4, v5, v4
	v_xor_b32_e32 v4, v4, v2
	s_and_b32 s15, s10, 15
	s_cbranch_execz .LBB0_21
	s_branch .LBB0_22
.LBB0_18:                               ;   in Loop: Header=BB0_2 Depth=1
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $vgpr4
	s_branch .LBB0_25
.LBB0_19:                               ;   in Loop: Header=BB0_2 Depth=1
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $vgpr4
	s_branch .LBB0_23
.LBB0_20:                               ;   in Loop: Header=BB0_2 Depth=1
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $vgpr4
.LBB0_21:                               ;   in Loop: Header=BB0_2 Depth=1
	v_xor_b32_e32 v4, v2, v5
	v_xor_b32_e32 v4, v4, v3
	s_and_b32 s15, s11, 14
.LBB0_22:                               ;   in Loop: Header=BB0_2 Depth=1
	s_cbranch_execnz .LBB0_24
.LBB0_23:                               ;   in Loop: Header=BB0_2 Depth=1
	v_bfi_b32 v4, v3, v5, v2
	s_and_b32 s15, s12, 14
.LBB0_24:                               ;   in Loop: Header=BB0_2 Depth=1
	s_cbranch_execnz .LBB0_1
.LBB0_25:                               ;   in Loop: Header=BB0_2 Depth=1
	v_bfi_b32 v4, v5, v2, v3
	s_mov_b32 s15, s13
	s_branch .LBB0_1
.LBB0_26:
	v_mov_b32_e32 v7, v2
	v_add_u32_e32 v2, 0xefcdab89, v4
	v_add_u32_e32 v0, 0x67452301, v3
	buffer_store_dword v2, v1, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v1, s[0:3], 0 offen
	v_add_u32_e32 v2, 0x10325476, v7
	v_add_u32_e32 v0, 0x98badcfe, v5
	buffer_store_dword v2, v1, s[0:3], 0 offen offset:12
	buffer_store_dword v0, v1, s[0:3], 0 offen offset:8
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	md5_block, .Lfunc_end0-md5_block
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 636
; NumSgprs: 36
; NumVgprs: 9
; NumAgprs: 0
; TotalNumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	FindKeyWithDigest_Kernel ; -- Begin function FindKeyWithDigest_Kernel
	.globl	FindKeyWithDigest_Kernel
	.p2align	8
	.type	FindKeyWithDigest_Kernel,@function
FindKeyWithDigest_Kernel:               ; @FindKeyWithDigest_Kernel
; %bb.0:
	s_load_dword s8, s[4:5], 0x4
	s_load_dwordx4 s[24:27], s[6:7], 0x10
	s_add_u32 s0, s0, s11
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s8, 0xffff
	s_mul_i32 s10, s10, s4
	v_add_lshl_u32 v18, s10, v0, 6
	v_cmp_gt_i32_e32 vcc, s24, v18
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_38
; %bb.1:
	s_cmp_lt_i32 s25, 1
	s_load_dwordx4 s[28:31], s[6:7], 0x0
	s_load_dwordx4 s[36:39], s[6:7], 0x20
	s_load_dwordx2 s[34:35], s[6:7], 0x30
	s_cselect_b64 s[6:7], -1, 0
	s_ashr_i32 s44, s26, 31
	s_add_i32 s4, s26, s44
	s_xor_b32 s45, s4, s44
	v_cvt_f32_u32_e32 v0, s45
	s_sub_i32 s4, 0, s45
	s_lshl_b32 s27, s25, 3
	s_lshl_b32 s33, 0x80, s27
	v_rcp_iflag_f32_e32 v0, v0
	s_ashr_i32 s46, s25, 2
	v_or_b32_e32 v19, 63, v18
	s_add_i32 s47, s25, 1
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v1, v0
	s_mov_b64 s[40:41], 0
	s_mov_b32 s8, 0
	v_mov_b32_e32 v20, 4
	v_mul_lo_u32 v2, s4, v1
	v_mul_hi_u32 v2, v1, v2
	v_mov_b32_e32 v0, 0
	v_add_u32_e32 v21, v1, v2
	s_getpc_b64 s[42:43]
	s_add_u32 s42, s42, md5_k@rel32@lo+4
	s_addc_u32 s43, s43, md5_k@rel32@hi+12
	s_branch .LBB1_3
.LBB1_2:                                ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v1, 1, v18
	v_cmp_ge_i32_e32 vcc, v18, v19
	v_cmp_le_i32_e64 s[4:5], s24, v1
	s_or_b64 s[4:5], vcc, s[4:5]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[40:41], s[4:5], s[40:41]
	v_mov_b32_e32 v18, v1
	s_andn2_b64 exec, exec, s[40:41]
	s_cbranch_execz .LBB1_38
.LBB1_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_6 Depth 2
                                        ;     Child Loop BB1_8 Depth 2
                                        ;     Child Loop BB1_10 Depth 2
	s_mov_b32 s9, s8
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	s_mov_b32 s12, s8
	s_mov_b32 s13, s8
	s_mov_b32 s14, s8
	s_mov_b32 s15, s8
	s_mov_b32 s16, s8
	s_mov_b32 s17, s8
	s_mov_b32 s18, s8
	s_mov_b32 s19, s8
	s_mov_b32 s20, s8
	s_mov_b32 s21, s8
	s_mov_b32 s22, s8
	s_mov_b32 s23, s8
	v_pk_mov_b32 v[2:3], s[8:9], s[8:9] op_sel:[0,1]
	s_mov_b64 s[4:5], -1
	s_and_b64 vcc, exec, s[6:7]
	v_pk_mov_b32 v[4:5], s[10:11], s[10:11] op_sel:[0,1]
	v_pk_mov_b32 v[6:7], s[12:13], s[12:13] op_sel:[0,1]
	v_pk_mov_b32 v[8:9], s[14:15], s[14:15] op_sel:[0,1]
	v_pk_mov_b32 v[10:11], s[16:17], s[16:17] op_sel:[0,1]
	v_pk_mov_b32 v[12:13], s[18:19], s[18:19] op_sel:[0,1]
	v_pk_mov_b32 v[14:15], s[20:21], s[20:21] op_sel:[0,1]
	v_pk_mov_b32 v[16:17], s[22:23], s[22:23] op_sel:[0,1]
	buffer_store_dword v0, off, s[0:3], 0 offset:4
	buffer_store_dword v0, off, s[0:3], 0 offset:8
	s_cbranch_vccz .LBB1_5
; %bb.4:                                ;   in Loop: Header=BB1_3 Depth=1
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v7, v0
	v_mov_b32_e32 v8, v0
	v_mov_b32_e32 v9, v0
	v_mov_b32_e32 v10, v0
	v_mov_b32_e32 v11, v0
	v_mov_b32_e32 v12, v0
	v_mov_b32_e32 v13, v0
	v_mov_b32_e32 v14, v0
	v_mov_b32_e32 v15, v0
	v_mov_b32_e32 v1, v0
	v_pk_mov_b32 v[16:17], v[14:15], v[14:15] op_sel:[0,1]
	s_mov_b64 s[4:5], 0
	v_pk_mov_b32 v[14:15], v[12:13], v[12:13] op_sel:[0,1]
	v_pk_mov_b32 v[12:13], v[10:11], v[10:11] op_sel:[0,1]
	v_pk_mov_b32 v[10:11], v[8:9], v[8:9] op_sel:[0,1]
	v_pk_mov_b32 v[8:9], v[6:7], v[6:7] op_sel:[0,1]
	v_pk_mov_b32 v[6:7], v[4:5], v[4:5] op_sel:[0,1]
	v_pk_mov_b32 v[4:5], v[2:3], v[2:3] op_sel:[0,1]
	v_pk_mov_b32 v[2:3], v[0:1], v[0:1] op_sel:[0,1]
.LBB1_5:                                ;   in Loop: Header=BB1_3 Depth=1
	s_andn2_b64 vcc, exec, s[4:5]
	s_mov_b32 s4, s47
	v_mov_b32_e32 v1, v18
	s_cbranch_vccnz .LBB1_9
.LBB1_6:                                ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_ashrrev_i32_e32 v2, 31, v1
	v_add_u32_e32 v5, v1, v2
	v_xor_b32_e32 v4, s44, v2
	v_xor_b32_e32 v2, v5, v2
	v_mul_hi_u32 v5, v2, v21
	v_mul_lo_u32 v6, v5, s45
	v_sub_u32_e32 v2, v2, v6
	v_add_u32_e32 v7, 1, v5
	v_cmp_le_u32_e32 vcc, s45, v2
	v_subrev_u32_e32 v6, s45, v2
	v_cndmask_b32_e32 v5, v5, v7, vcc
	v_cndmask_b32_e32 v2, v2, v6, vcc
	v_add_u32_e32 v6, 1, v5
	v_cmp_le_u32_e32 vcc, s45, v2
	v_cndmask_b32_e32 v2, v5, v6, vcc
	v_xor_b32_e32 v2, v2, v4
	v_sub_u32_e32 v2, v2, v4
	v_mul_lo_u32 v4, v2, s26
	v_add_u32_e32 v3, s4, v20
	s_add_i32 s4, s4, -1
	v_sub_u32_e32 v4, v1, v4
	v_add_u32_e32 v3, -2, v3
	s_cmp_lt_u32 s4, 2
	v_mov_b32_e32 v1, v2
	v_add_u16_e32 v2, 0x61, v4
	buffer_store_byte v2, v3, s[0:3], 0 offen
	s_cbranch_scc0 .LBB1_6
; %bb.7:                                ;   in Loop: Header=BB1_3 Depth=1
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v7, v0
	v_mov_b32_e32 v8, v0
	v_mov_b32_e32 v9, v0
	v_mov_b32_e32 v10, v0
	v_mov_b32_e32 v11, v0
	v_mov_b32_e32 v12, v0
	v_mov_b32_e32 v13, v0
	v_mov_b32_e32 v14, v0
	v_mov_b32_e32 v15, v0
	v_mov_b32_e32 v1, v0
	v_pk_mov_b32 v[16:17], v[14:15], v[14:15] op_sel:[0,1]
	s_mov_b32 s4, 0
	v_pk_mov_b32 v[14:15], v[12:13], v[12:13] op_sel:[0,1]
	v_pk_mov_b32 v[12:13], v[10:11], v[10:11] op_sel:[0,1]
	v_pk_mov_b32 v[10:11], v[8:9], v[8:9] op_sel:[0,1]
	v_pk_mov_b32 v[8:9], v[6:7], v[6:7] op_sel:[0,1]
	v_pk_mov_b32 v[6:7], v[4:5], v[4:5] op_sel:[0,1]
	v_pk_mov_b32 v[4:5], v[2:3], v[2:3] op_sel:[0,1]
	v_pk_mov_b32 v[2:3], v[0:1], v[0:1] op_sel:[0,1]
	s_mov_b32 s5, 0
.LBB1_8:                                ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_add_u32_e32 v1, s5, v20
	buffer_load_ubyte v1, v1, s[0:3], 0 offen
	s_and_b32 s9, s4, 24
	s_lshr_b32 s10, s5, 2
	s_add_i32 s5, s5, 1
	s_add_i32 s4, s4, 8
	s_set_gpr_idx_on s10, gpr_idx(SRC0)
	v_mov_b32_e32 v22, v2
	s_set_gpr_idx_off 
	s_cmp_eq_u32 s25, s5
	s_waitcnt vmcnt(0)
	v_lshl_or_b32 v1, v1, s9, v22
	s_set_gpr_idx_on s10, gpr_idx(DST)
	v_mov_b32_e32 v2, v1
	s_set_gpr_idx_off 
	s_cbranch_scc0 .LBB1_8
.LBB1_9:                                ;   in Loop: Header=BB1_3 Depth=1
	s_set_gpr_idx_on s46, gpr_idx(SRC0)
	v_mov_b32_e32 v1, v2
	s_set_gpr_idx_off 
	v_or_b32_e32 v1, s33, v1
	s_set_gpr_idx_on s46, gpr_idx(DST)
	v_mov_b32_e32 v2, v1
	s_set_gpr_idx_off 
	v_mov_b32_e32 v16, s27
	s_mov_b32 s9, 7
	s_mov_b32 s14, 8
	s_mov_b32 s15, 6
	s_mov_b32 s16, 1
	v_mov_b32_e32 v24, 0x67452301
	v_mov_b32_e32 v23, 0x10325476
	v_mov_b32_e32 v22, 0x98badcfe
	v_mov_b32_e32 v1, 0xefcdab89
	s_mov_b64 s[4:5], s[42:43]
.LBB1_10:                               ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_add_i32 s12, s16, -1
	s_cmp_gt_u32 s12, 15
	s_cbranch_scc0 .LBB1_14
; %bb.11:                               ;   in Loop: Header=BB1_10 Depth=2
	s_cmp_gt_u32 s12, 31
	s_cbranch_scc0 .LBB1_15
; %bb.12:                               ;   in Loop: Header=BB1_10 Depth=2
	s_cmp_gt_u32 s12, 47
	s_cbranch_scc0 .LBB1_16
; %bb.13:                               ;   in Loop: Header=BB1_10 Depth=2
	v_not_b32_e32 v25, v23
	v_or_b32_e32 v25, v1, v25
	s_add_i32 s10, s9, -7
	v_xor_b32_e32 v25, v25, v22
	s_and_b32 s13, s10, 14
	s_mov_b64 s[10:11], 0
	s_cbranch_execz .LBB1_17
	s_branch .LBB1_18
.LBB1_14:                               ;   in Loop: Header=BB1_10 Depth=2
	s_mov_b64 s[10:11], -1
                                        ; implicit-def: $sgpr13
                                        ; implicit-def: $vgpr25
	s_branch .LBB1_21
.LBB1_15:                               ;   in Loop: Header=BB1_10 Depth=2
	s_mov_b64 s[10:11], -1
                                        ; implicit-def: $sgpr13
                                        ; implicit-def: $vgpr25
	s_branch .LBB1_19
.LBB1_16:                               ;   in Loop: Header=BB1_10 Depth=2
	s_mov_b64 s[10:11], -1
                                        ; implicit-def: $sgpr13
                                        ; implicit-def: $vgpr25
.LBB1_17:                               ;   in Loop: Header=BB1_10 Depth=2
	v_xor_b32_e32 v25, v22, v23
	s_add_i32 s10, s14, -3
	v_xor_b32_e32 v25, v25, v1
	s_and_b32 s13, s10, 15
.LBB1_18:                               ;   in Loop: Header=BB1_10 Depth=2
	s_mov_b64 s[10:11], 0
	s_cbranch_execnz .LBB1_20
.LBB1_19:                               ;   in Loop: Header=BB1_10 Depth=2
	s_add_i32 s10, s15, -6
	s_and_b32 s10, s10, 14
	v_bfi_b32 v25, v23, v1, v22
	s_or_b32 s13, s10, 1
.LBB1_20:                               ;   in Loop: Header=BB1_10 Depth=2
	s_mov_b64 s[10:11], 0
	s_cbranch_execnz .LBB1_22
.LBB1_21:                               ;   in Loop: Header=BB1_10 Depth=2
	v_bfi_b32 v25, v1, v22, v23
	s_mov_b32 s13, s12
.LBB1_22:                               ;   in Loop: Header=BB1_10 Depth=2
	s_lshr_b32 s10, s12, 2
	s_and_b32 s17, s10, 0x1ffffffc
	s_and_b32 s10, s12, 2
	s_or_b32 s10, s17, s10
	s_lshl_b32 s18, s10, 2
	s_getpc_b64 s[10:11]
	s_add_u32 s10, s10, md5_r@rel32@lo+4
	s_addc_u32 s11, s11, md5_r@rel32@hi+12
	s_add_u32 s18, s18, s10
	s_addc_u32 s19, 0, s11
	s_load_dword s20, s[4:5], 0x0
	v_add_u32_e32 v24, v25, v24
	s_load_dword s18, s[18:19], 0x0
	s_set_gpr_idx_on s13, gpr_idx(SRC0)
	v_mov_b32_e32 v25, v2
	s_set_gpr_idx_off 
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v24, v24, s20, v25
	s_sub_i32 s13, 0, s18
	v_alignbit_b32 v24, v24, v24, s13
	s_cmp_lt_u32 s12, 15
	v_add_u32_e32 v25, v24, v1
	s_cbranch_scc1 .LBB1_26
; %bb.23:                               ;   in Loop: Header=BB1_10 Depth=2
	s_cmp_lt_u32 s12, 31
	s_cbranch_scc1 .LBB1_27
; %bb.24:                               ;   in Loop: Header=BB1_10 Depth=2
	s_cmp_lt_u32 s12, 47
	s_cbranch_scc1 .LBB1_28
; %bb.25:                               ;   in Loop: Header=BB1_10 Depth=2
	v_not_b32_e32 v24, v22
	v_or_b32_e32 v24, v25, v24
	v_xor_b32_e32 v24, v24, v1
	s_and_b32 s18, s9, 15
	s_mov_b64 s[12:13], 0
	s_cbranch_execz .LBB1_29
	s_branch .LBB1_30
.LBB1_26:                               ;   in Loop: Header=BB1_10 Depth=2
	s_mov_b64 s[12:13], -1
                                        ; implicit-def: $sgpr18
                                        ; implicit-def: $vgpr24
	s_branch .LBB1_33
.LBB1_27:                               ;   in Loop: Header=BB1_10 Depth=2
	s_mov_b64 s[12:13], -1
                                        ; implicit-def: $sgpr18
                                        ; implicit-def: $vgpr24
	s_branch .LBB1_31
.LBB1_28:                               ;   in Loop: Header=BB1_10 Depth=2
	s_mov_b64 s[12:13], -1
                                        ; implicit-def: $sgpr18
                                        ; implicit-def: $vgpr24
.LBB1_29:                               ;   in Loop: Header=BB1_10 Depth=2
	v_xor_b32_e32 v24, v1, v22
	v_xor_b32_e32 v24, v24, v25
	s_and_b32 s18, s14, 14
.LBB1_30:                               ;   in Loop: Header=BB1_10 Depth=2
	s_mov_b64 s[12:13], 0
	s_cbranch_execnz .LBB1_32
.LBB1_31:                               ;   in Loop: Header=BB1_10 Depth=2
	v_bfi_b32 v24, v22, v25, v1
	s_and_b32 s18, s15, 14
.LBB1_32:                               ;   in Loop: Header=BB1_10 Depth=2
	s_mov_b64 s[12:13], 0
	s_cbranch_execnz .LBB1_34
.LBB1_33:                               ;   in Loop: Header=BB1_10 Depth=2
	v_bfi_b32 v24, v25, v1, v22
	s_mov_b32 s18, s16
.LBB1_34:                               ;   in Loop: Header=BB1_10 Depth=2
	s_and_b32 s13, s16, 3
	s_or_b32 s13, s17, s13
	s_lshl_b32 s13, s13, 2
	s_add_u32 s10, s13, s10
	s_addc_u32 s11, 0, s11
	s_load_dword s10, s[10:11], 0x0
	v_add_u32_e32 v23, v24, v23
	s_load_dword s12, s[4:5], 0x4
	s_add_i32 s9, s9, 14
	s_add_i32 s14, s14, 6
	s_waitcnt lgkmcnt(0)
	s_sub_i32 s10, 0, s10
	s_add_i32 s15, s15, 10
	s_add_i32 s16, s16, 2
	s_set_gpr_idx_on s18, gpr_idx(SRC0)
	v_mov_b32_e32 v24, v2
	s_set_gpr_idx_off 
	v_add3_u32 v23, v23, s12, v24
	s_add_u32 s4, s4, 8
	v_alignbit_b32 v23, v23, v23, s10
	s_addc_u32 s5, s5, 0
	s_cmpk_lg_i32 s9, 0x1c7
	v_add_u32_e32 v26, v23, v25
	s_cbranch_scc0 .LBB1_36
; %bb.35:                               ;   in Loop: Header=BB1_10 Depth=2
	v_mov_b32_e32 v24, v22
	v_mov_b32_e32 v23, v1
	v_mov_b32_e32 v22, v25
	v_mov_b32_e32 v1, v26
	s_branch .LBB1_10
.LBB1_36:                               ;   in Loop: Header=BB1_3 Depth=1
	v_add_u32_e32 v2, 0x67452301, v22
	v_add_u32_e32 v3, 0xefcdab89, v26
	v_add_u32_e32 v4, 0x98badcfe, v25
	v_cmp_eq_u32_e32 vcc, s28, v2
	v_cmp_eq_u32_e64 s[4:5], s29, v3
	v_add_u32_e32 v1, 0x10325476, v1
	s_and_b64 s[4:5], vcc, s[4:5]
	v_cmp_eq_u32_e32 vcc, s30, v4
	s_and_b64 s[4:5], s[4:5], vcc
	v_cmp_eq_u32_e32 vcc, s31, v1
	s_and_b64 s[10:11], s[4:5], vcc
	s_and_saveexec_b64 s[4:5], s[10:11]
	s_cbranch_execz .LBB1_2
; %bb.37:                               ;   in Loop: Header=BB1_3 Depth=1
	buffer_load_dword v6, off, s[0:3], 0 offset:4
	buffer_load_dword v7, off, s[0:3], 0 offset:8
	v_mov_b32_e32 v2, s28
	v_mov_b32_e32 v3, s29
	v_mov_b32_e32 v4, s30
	v_mov_b32_e32 v5, s31
	global_store_dword v0, v18, s[36:37]
	s_waitcnt vmcnt(1)
	global_store_dwordx2 v0, v[6:7], s[38:39]
	global_store_dwordx4 v0, v[2:5], s[34:35]
	s_branch .LBB1_2
.LBB1_38:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel FindKeyWithDigest_Kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 12
		.amdhsa_kernarg_size 56
		.amdhsa_user_sgpr_count 10
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 27
		.amdhsa_next_free_sgpr 48
		.amdhsa_accum_offset 28
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end1:
	.size	FindKeyWithDigest_Kernel, .Lfunc_end1-FindKeyWithDigest_Kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1680
; NumSgprs: 50
; NumVgprs: 27
; NumAgprs: 0
; TotalNumVgprs: 27
; ScratchSize: 12
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 50
; NumVGPRsForWavesPerEU: 27
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 6
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.hidden	md5_k                           ; @md5_k
	.type	md5_k,@object
	.section	.rodata,#alloc
	.globl	md5_k
	.p2align	2
md5_k:
	.long	3614090360                      ; 0xd76aa478
	.long	3905402710                      ; 0xe8c7b756
	.long	606105819                       ; 0x242070db
	.long	3250441966                      ; 0xc1bdceee
	.long	4118548399                      ; 0xf57c0faf
	.long	1200080426                      ; 0x4787c62a
	.long	2821735955                      ; 0xa8304613
	.long	4249261313                      ; 0xfd469501
	.long	1770035416                      ; 0x698098d8
	.long	2336552879                      ; 0x8b44f7af
	.long	4294925233                      ; 0xffff5bb1
	.long	2304563134                      ; 0x895cd7be
	.long	1804603682                      ; 0x6b901122
	.long	4254626195                      ; 0xfd987193
	.long	2792965006                      ; 0xa679438e
	.long	1236535329                      ; 0x49b40821
	.long	4129170786                      ; 0xf61e2562
	.long	3225465664                      ; 0xc040b340
	.long	643717713                       ; 0x265e5a51
	.long	3921069994                      ; 0xe9b6c7aa
	.long	3593408605                      ; 0xd62f105d
	.long	38016083                        ; 0x2441453
	.long	3634488961                      ; 0xd8a1e681
	.long	3889429448                      ; 0xe7d3fbc8
	.long	568446438                       ; 0x21e1cde6
	.long	3275163606                      ; 0xc33707d6
	.long	4107603335                      ; 0xf4d50d87
	.long	1163531501                      ; 0x455a14ed
	.long	2850285829                      ; 0xa9e3e905
	.long	4243563512                      ; 0xfcefa3f8
	.long	1735328473                      ; 0x676f02d9
	.long	2368359562                      ; 0x8d2a4c8a
	.long	4294588738                      ; 0xfffa3942
	.long	2272392833                      ; 0x8771f681
	.long	1839030562                      ; 0x6d9d6122
	.long	4259657740                      ; 0xfde5380c
	.long	2763975236                      ; 0xa4beea44
	.long	1272893353                      ; 0x4bdecfa9
	.long	4139469664                      ; 0xf6bb4b60
	.long	3200236656                      ; 0xbebfbc70
	.long	681279174                       ; 0x289b7ec6
	.long	3936430074                      ; 0xeaa127fa
	.long	3572445317                      ; 0xd4ef3085
	.long	76029189                        ; 0x4881d05
	.long	3654602809                      ; 0xd9d4d039
	.long	3873151461                      ; 0xe6db99e5
	.long	530742520                       ; 0x1fa27cf8
	.long	3299628645                      ; 0xc4ac5665
	.long	4096336452                      ; 0xf4292244
	.long	1126891415                      ; 0x432aff97
	.long	2878612391                      ; 0xab9423a7
	.long	4237533241                      ; 0xfc93a039
	.long	1700485571                      ; 0x655b59c3
	.long	2399980690                      ; 0x8f0ccc92
	.long	4293915773                      ; 0xffeff47d
	.long	2240044497                      ; 0x85845dd1
	.long	1873313359                      ; 0x6fa87e4f
	.long	4264355552                      ; 0xfe2ce6e0
	.long	2734768916                      ; 0xa3014314
	.long	1309151649                      ; 0x4e0811a1
	.long	4149444226                      ; 0xf7537e82
	.long	3174756917                      ; 0xbd3af235
	.long	718787259                       ; 0x2ad7d2bb
	.long	3951481745                      ; 0xeb86d391
	.size	md5_k, 256

	.hidden	md5_r                           ; @md5_r
	.type	md5_r,@object
	.globl	md5_r
	.p2align	2
md5_r:
	.long	7                               ; 0x7
	.long	12                              ; 0xc
	.long	17                              ; 0x11
	.long	22                              ; 0x16
	.long	5                               ; 0x5
	.long	9                               ; 0x9
	.long	14                              ; 0xe
	.long	20                              ; 0x14
	.long	4                               ; 0x4
	.long	11                              ; 0xb
	.long	16                              ; 0x10
	.long	23                              ; 0x17
	.long	6                               ; 0x6
	.long	10                              ; 0xa
	.long	15                              ; 0xf
	.long	21                              ; 0x15
	.size	md5_r, 64

	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .offset:         0
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         4
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         8
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 56
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           FindKeyWithDigest_Kernel
    .private_segment_fixed_size: 12
    .sgpr_count:     50
    .sgpr_spill_count: 0
    .symbol:         FindKeyWithDigest_Kernel.kd
    .vgpr_count:     27
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
