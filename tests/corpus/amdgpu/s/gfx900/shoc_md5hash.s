	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.hidden	md5_block                       ; -- Begin function md5_block
	.globl	md5_block
	.p2align	2
	.type	md5_block,@function
md5_block:                              ; @md5_block
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s10, 7
	s_mov_b32 s11, 8
	s_mov_b32 s12, 6
	s_mov_b32 s13, 1
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, md5_k@rel32@lo+4
	s_addc_u32 s5, s5, md5_k@rel32@hi+12
	v_mov_b32_e32 v5, 0x67452301
	v_mov_b32_e32 v4, 0x10325476
	v_mov_b32_e32 v3, 0x98badcfe
	v_mov_b32_e32 v2, 0xefcdab89
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, md5_r@rel32@lo+4
	s_addc_u32 s7, s7, md5_r@rel32@hi+12
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	s_add_i32 s14, s13, -1
	s_cmp_gt_u32 s14, 15
	s_cbranch_scc0 .LBB0_5
; %bb.2:                                ;   in Loop: Header=BB0_1 Depth=1
	s_cmp_gt_u32 s14, 31
	s_cbranch_scc0 .LBB0_6
; %bb.3:                                ;   in Loop: Header=BB0_1 Depth=1
	s_cmp_gt_u32 s14, 47
	s_cbranch_scc0 .LBB0_7
; %bb.4:                                ;   in Loop: Header=BB0_1 Depth=1
	v_not_b32_e32 v6, v4
	v_or_b32_e32 v6, v2, v6
	s_add_i32 s8, s10, -7
	v_xor_b32_e32 v6, v6, v3
	s_and_b32 s15, s8, 14
	s_cbranch_execz .LBB0_8
	s_branch .LBB0_9
.LBB0_5:                                ;   in Loop: Header=BB0_1 Depth=1
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $vgpr6
	s_branch .LBB0_12
.LBB0_6:                                ;   in Loop: Header=BB0_1 Depth=1
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $vgpr6
	s_branch .LBB0_10
.LBB0_7:                                ;   in Loop: Header=BB0_1 Depth=1
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $vgpr6
.LBB0_8:                                ;   in Loop: Header=BB0_1 Depth=1
	v_xor_b32_e32 v6, v3, v2
	s_add_i32 s8, s11, -3
	v_xor_b32_e32 v6, v6, v4
	s_and_b32 s15, s8, 15
.LBB0_9:                                ;   in Loop: Header=BB0_1 Depth=1
	s_cbranch_execnz .LBB0_11
.LBB0_10:                               ;   in Loop: Header=BB0_1 Depth=1
	s_add_i32 s8, s12, -6
	s_and_b32 s8, s8, 14
	v_bfi_b32 v6, v4, v2, v3
	s_or_b32 s15, s8, 1
.LBB0_11:                               ;   in Loop: Header=BB0_1 Depth=1
	s_cbranch_execnz .LBB0_13
.LBB0_12:                               ;   in Loop: Header=BB0_1 Depth=1
	v_bfi_b32 v6, v2, v3, v4
	s_mov_b32 s15, s14
.LBB0_13:                               ;   in Loop: Header=BB0_1 Depth=1
	v_lshl_add_u32 v7, s15, 2, v0
	buffer_load_dword v7, v7, s[0:3], 0 offen
	s_lshr_b32 s8, s14, 2
	s_and_b32 s9, s14, 2
	s_and_b32 s15, s8, 0x1ffffffc
	s_or_b32 s8, s15, s9
	s_lshl_b32 s8, s8, 2
	s_add_u32 s8, s8, s6
	s_addc_u32 s9, 0, s7
	s_load_dword s16, s[8:9], 0x0
	s_load_dword s17, s[4:5], 0x0
	v_add_u32_e32 v5, v6, v5
	s_waitcnt lgkmcnt(0)
	s_sub_i32 s8, 0, s16
	s_cmp_lt_u32 s14, 15
	s_waitcnt vmcnt(0)
	v_add3_u32 v5, v5, s17, v7
	v_alignbit_b32 v5, v5, v5, s8
	v_add_u32_e32 v6, v5, v2
	s_cbranch_scc1 .LBB0_17
; %bb.14:                               ;   in Loop: Header=BB0_1 Depth=1
	s_cmp_lt_u32 s14, 31
	s_cbranch_scc1 .LBB0_18
; %bb.15:                               ;   in Loop: Header=BB0_1 Depth=1
	s_cmp_lt_u32 s14, 47
	s_cbranch_scc1 .LBB0_19
; %bb.16:                               ;   in Loop: Header=BB0_1 Depth=1
	v_not_b32_e32 v5, v3
	v_or_b32_e32 v5, v6, v5
	v_xor_b32_e32 v5, v5, v2
	s_and_b32 s14, s10, 15
	s_cbranch_execz .LBB0_20
	s_branch .LBB0_21
.LBB0_17:                               ;   in Loop: Header=BB0_1 Depth=1
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $vgpr5
	s_branch .LBB0_24
.LBB0_18:                               ;   in Loop: Header=BB0_1 Depth=1
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $vgpr5
	s_branch .LBB0_22
.LBB0_19:                               ;   in Loop: Header=BB0_1 Depth=1
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $vgpr5
.LBB0_20:                               ;   in Loop: Header=BB0_1 Depth=1
	v_xor_b32_e32 v5, v2, v6
	v_xor_b32_e32 v5, v5, v3
	s_and_b32 s14, s11, 14
.LBB0_21:                               ;   in Loop: Header=BB0_1 Depth=1
	s_cbranch_execnz .LBB0_23
.LBB0_22:                               ;   in Loop: Header=BB0_1 Depth=1
	v_bfi_b32 v5, v3, v6, v2
	s_and_b32 s14, s12, 14
.LBB0_23:                               ;   in Loop: Header=BB0_1 Depth=1
	s_cbranch_execnz .LBB0_25
.LBB0_24:                               ;   in Loop: Header=BB0_1 Depth=1
	v_bfi_b32 v5, v6, v2, v3
	s_mov_b32 s14, s13
.LBB0_25:                               ;   in Loop: Header=BB0_1 Depth=1
	v_lshl_add_u32 v7, s14, 2, v0
	buffer_load_dword v7, v7, s[0:3], 0 offen
	s_and_b32 s8, s13, 3
	s_or_b32 s8, s15, s8
	s_lshl_b32 s8, s8, 2
	s_add_u32 s8, s8, s6
	s_addc_u32 s9, 0, s7
	s_load_dword s8, s[8:9], 0x0
	v_add_u32_e32 v4, v5, v4
	s_load_dword s14, s[4:5], 0x4
	s_add_i32 s10, s10, 14
	s_add_i32 s11, s11, 6
	s_add_i32 s12, s12, 10
	s_add_i32 s13, s13, 2
	s_waitcnt lgkmcnt(0)
	s_sub_i32 s8, 0, s8
	s_add_u32 s4, s4, 8
	s_addc_u32 s5, s5, 0
	s_cmpk_eq_i32 s10, 0x1c7
	s_waitcnt vmcnt(0)
	v_add3_u32 v4, v4, s14, v7
	v_alignbit_b32 v4, v4, v4, s8
	v_add_u32_e32 v7, v4, v6
	s_cbranch_scc1 .LBB0_27
; %bb.26:                               ;   in Loop: Header=BB0_1 Depth=1
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v3, v6
	v_mov_b32_e32 v2, v7
	s_branch .LBB0_1
.LBB0_27:
	v_add_u32_e32 v0, 0x67452301, v3
	buffer_store_dword v0, v1, s[0:3], 0 offen
	v_add_u32_e32 v0, 0xefcdab89, v7
	buffer_store_dword v0, v1, s[0:3], 0 offen offset:4
	v_add_u32_e32 v0, 0x98badcfe, v6
	buffer_store_dword v0, v1, s[0:3], 0 offen offset:8
	v_add_u32_e32 v0, 0x10325476, v2
	buffer_store_dword v0, v1, s[0:3], 0 offen offset:12
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	md5_block, .Lfunc_end0-md5_block
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 612
; NumSgprs: 36
; NumVgprs: 8
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
	s_load_dwordx4 s[12:15], s[6:7], 0x10
	s_add_u32 s0, s0, s11
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s8, 0xffff
	s_mul_i32 s10, s10, s4
	v_add_lshl_u32 v16, s10, v0, 6
	v_cmp_gt_i32_e32 vcc, s12, v16
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_37
; %bb.1:
	s_load_dwordx4 s[8:11], s[6:7], 0x0
	s_load_dwordx4 s[16:19], s[6:7], 0x20
	s_load_dwordx2 s[20:21], s[6:7], 0x30
	s_cmp_gt_i32 s13, 0
	s_cselect_b64 s[6:7], -1, 0
	s_ashr_i32 s35, s14, 31
	s_add_i32 s4, s14, s35
	s_lshl_b32 s30, s13, 3
	s_xor_b32 s36, s4, s35
	s_mov_b32 s15, 0
	s_lshl_b32 s31, 0x80, s30
	s_ashr_i32 s33, s13, 2
	v_or_b32_e32 v17, 63, v16
	s_add_i32 s34, s13, 1
	s_mov_b64 s[22:23], 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 4
	s_sub_i32 s37, 0, s36
	s_getpc_b64 s[24:25]
	s_add_u32 s24, s24, md5_k@rel32@lo+4
	s_addc_u32 s25, s25, md5_k@rel32@hi+12
	s_branch .LBB1_3
.LBB1_2:                                ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v0, 1, v16
	v_cmp_ge_i32_e32 vcc, v16, v17
	v_cmp_le_i32_e64 s[4:5], s12, v0
	s_or_b64 s[4:5], vcc, s[4:5]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[22:23], s[4:5], s[22:23]
	v_mov_b32_e32 v16, v0
	s_andn2_b64 exec, exec, s[22:23]
	s_cbranch_execz .LBB1_37
.LBB1_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_4 Depth 2
                                        ;     Child Loop BB1_7 Depth 2
                                        ;     Child Loop BB1_9 Depth 2
	s_andn2_b64 vcc, exec, s[6:7]
	s_mov_b32 s4, s34
	v_mov_b32_e32 v0, v16
	buffer_store_dword v18, off, s[0:3], 0 offset:4
	buffer_store_dword v18, off, s[0:3], 0 offset:8
	s_cbranch_vccnz .LBB1_5
.LBB1_4:                                ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_cvt_f32_u32_e32 v2, s36
	v_ashrrev_i32_e32 v1, 31, v0
	v_add_u32_e32 v5, v0, v1
	v_xor_b32_e32 v4, s35, v1
	v_rcp_iflag_f32_e32 v2, v2
	v_xor_b32_e32 v1, v5, v1
	v_add_u32_e32 v3, s4, v19
	s_add_i32 s4, s4, -1
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_add_u32_e32 v3, -2, v3
	s_cmp_lt_u32 s4, 2
	v_mul_lo_u32 v5, s37, v2
	v_mul_hi_u32 v5, v2, v5
	v_add_u32_e32 v2, v2, v5
	v_mul_hi_u32 v2, v1, v2
	v_mul_lo_u32 v5, v2, s36
	v_add_u32_e32 v6, 1, v2
	v_sub_u32_e32 v1, v1, v5
	v_cmp_le_u32_e32 vcc, s36, v1
	v_subrev_u32_e32 v5, s36, v1
	v_cndmask_b32_e32 v2, v2, v6, vcc
	v_cndmask_b32_e32 v1, v1, v5, vcc
	v_add_u32_e32 v5, 1, v2
	v_cmp_le_u32_e32 vcc, s36, v1
	v_cndmask_b32_e32 v1, v2, v5, vcc
	v_xor_b32_e32 v1, v1, v4
	v_sub_u32_e32 v1, v1, v4
	v_mul_lo_u32 v2, v1, s14
	v_sub_u32_e32 v2, v0, v2
	v_mov_b32_e32 v0, v1
	v_add_u16_e32 v1, 0x61, v2
	buffer_store_byte v1, v3, s[0:3], 0 offen
	s_cbranch_scc0 .LBB1_4
.LBB1_5:                                ;   in Loop: Header=BB1_3 Depth=1
	v_mov_b32_e32 v0, s15
	v_mov_b32_e32 v1, s15
	v_mov_b32_e32 v2, s15
	v_mov_b32_e32 v3, s15
	v_mov_b32_e32 v4, s15
	v_mov_b32_e32 v5, s15
	v_mov_b32_e32 v6, s15
	v_mov_b32_e32 v7, s15
	v_mov_b32_e32 v8, s15
	v_mov_b32_e32 v9, s15
	v_mov_b32_e32 v10, s15
	v_mov_b32_e32 v11, s15
	v_mov_b32_e32 v12, s15
	v_mov_b32_e32 v13, s15
	v_mov_b32_e32 v14, s15
	s_andn2_b64 vcc, exec, s[6:7]
	v_mov_b32_e32 v15, s15
	s_cbranch_vccnz .LBB1_8
; %bb.6:                                ;   in Loop: Header=BB1_3 Depth=1
	s_mov_b32 s4, 0
	s_mov_b32 s5, 0
.LBB1_7:                                ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_add_u32_e32 v20, s5, v19
	buffer_load_ubyte v20, v20, s[0:3], 0 offen
	s_and_b32 s26, s4, 24
	s_lshr_b32 s27, s5, 2
	s_add_i32 s5, s5, 1
	s_add_i32 s4, s4, 8
	s_set_gpr_idx_on s27, gpr_idx(SRC0)
	v_mov_b32_e32 v21, v0
	s_set_gpr_idx_off 
	s_cmp_eq_u32 s13, s5
	s_waitcnt vmcnt(0)
	v_lshl_or_b32 v20, v20, s26, v21
	s_set_gpr_idx_on s27, gpr_idx(DST)
	v_mov_b32_e32 v0, v20
	s_set_gpr_idx_off 
	s_cbranch_scc0 .LBB1_7
.LBB1_8:                                ;   in Loop: Header=BB1_3 Depth=1
	s_set_gpr_idx_on s33, gpr_idx(SRC0)
	v_mov_b32_e32 v20, v0
	s_set_gpr_idx_off 
	v_or_b32_e32 v20, s31, v20
	s_set_gpr_idx_on s33, gpr_idx(DST)
	v_mov_b32_e32 v0, v20
	s_set_gpr_idx_off 
	v_mov_b32_e32 v14, s30
	s_mov_b32 s38, 7
	s_mov_b32 s39, 8
	s_mov_b32 s40, 6
	s_mov_b32 s41, 1
	v_mov_b32_e32 v23, 0x67452301
	v_mov_b32_e32 v22, 0x10325476
	v_mov_b32_e32 v21, 0x98badcfe
	v_mov_b32_e32 v20, 0xefcdab89
	s_mov_b64 s[4:5], s[24:25]
.LBB1_9:                                ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_add_i32 s28, s41, -1
	s_cmp_gt_u32 s28, 15
	s_cbranch_scc0 .LBB1_13
; %bb.10:                               ;   in Loop: Header=BB1_9 Depth=2
	s_cmp_gt_u32 s28, 31
	s_cbranch_scc0 .LBB1_14
; %bb.11:                               ;   in Loop: Header=BB1_9 Depth=2
	s_cmp_gt_u32 s28, 47
	s_cbranch_scc0 .LBB1_15
; %bb.12:                               ;   in Loop: Header=BB1_9 Depth=2
	v_not_b32_e32 v24, v22
	v_or_b32_e32 v24, v20, v24
	s_add_i32 s26, s38, -7
	v_xor_b32_e32 v24, v24, v21
	s_and_b32 s29, s26, 14
	s_cbranch_execz .LBB1_16
	s_branch .LBB1_17
.LBB1_13:                               ;   in Loop: Header=BB1_9 Depth=2
                                        ; kill: def $vgpr24 killed $sgpr4 killed $exec
                                        ; implicit-def: $sgpr29
                                        ; implicit-def: $vgpr24
	s_branch .LBB1_20
.LBB1_14:                               ;   in Loop: Header=BB1_9 Depth=2
                                        ; kill: def $vgpr24 killed $sgpr4 killed $exec
                                        ; implicit-def: $sgpr29
                                        ; implicit-def: $vgpr24
	s_branch .LBB1_18
.LBB1_15:                               ;   in Loop: Header=BB1_9 Depth=2
                                        ; kill: def $vgpr24 killed $sgpr4 killed $exec
                                        ; implicit-def: $sgpr29
                                        ; implicit-def: $vgpr24
.LBB1_16:                               ;   in Loop: Header=BB1_9 Depth=2
	v_xor_b32_e32 v24, v21, v22
	s_add_i32 s26, s39, -3
	v_xor_b32_e32 v24, v24, v20
	s_and_b32 s29, s26, 15
.LBB1_17:                               ;   in Loop: Header=BB1_9 Depth=2
	s_cbranch_execnz .LBB1_19
.LBB1_18:                               ;   in Loop: Header=BB1_9 Depth=2
	s_add_i32 s26, s40, -6
	s_and_b32 s26, s26, 14
	v_bfi_b32 v24, v22, v20, v21
	s_or_b32 s29, s26, 1
.LBB1_19:                               ;   in Loop: Header=BB1_9 Depth=2
	s_cbranch_execnz .LBB1_21
.LBB1_20:                               ;   in Loop: Header=BB1_9 Depth=2
	v_bfi_b32 v24, v20, v21, v22
	s_mov_b32 s29, s28
.LBB1_21:                               ;   in Loop: Header=BB1_9 Depth=2
	s_lshr_b32 s26, s28, 2
	s_and_b32 s42, s26, 0x1ffffffc
	s_and_b32 s26, s28, 2
	s_or_b32 s26, s42, s26
	s_lshl_b32 s44, s26, 2
	s_getpc_b64 s[26:27]
	s_add_u32 s26, s26, md5_r@rel32@lo+4
	s_addc_u32 s27, s27, md5_r@rel32@hi+12
	s_add_u32 s44, s44, s26
	s_addc_u32 s45, 0, s27
	s_load_dword s43, s[4:5], 0x0
	v_add_u32_e32 v23, v24, v23
	s_load_dword s44, s[44:45], 0x0
	s_set_gpr_idx_on s29, gpr_idx(SRC0)
	v_mov_b32_e32 v24, v0
	s_set_gpr_idx_off 
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v23, v23, s43, v24
	s_sub_i32 s29, 0, s44
	v_alignbit_b32 v23, v23, v23, s29
	s_cmp_lt_u32 s28, 15
	v_add_u32_e32 v24, v23, v20
	s_cbranch_scc1 .LBB1_25
; %bb.22:                               ;   in Loop: Header=BB1_9 Depth=2
	s_cmp_lt_u32 s28, 31
	s_cbranch_scc1 .LBB1_26
; %bb.23:                               ;   in Loop: Header=BB1_9 Depth=2
	s_cmp_lt_u32 s28, 47
	s_cbranch_scc1 .LBB1_27
; %bb.24:                               ;   in Loop: Header=BB1_9 Depth=2
	v_not_b32_e32 v23, v21
	v_or_b32_e32 v23, v24, v23
	v_xor_b32_e32 v23, v23, v20
	s_and_b32 s43, s38, 15
	s_cbranch_execz .LBB1_28
	s_branch .LBB1_29
.LBB1_25:                               ;   in Loop: Header=BB1_9 Depth=2
                                        ; kill: def $vgpr23 killed $sgpr4 killed $exec
                                        ; implicit-def: $sgpr43
                                        ; implicit-def: $vgpr23
	s_branch .LBB1_32
.LBB1_26:                               ;   in Loop: Header=BB1_9 Depth=2
                                        ; kill: def $vgpr23 killed $sgpr4 killed $exec
                                        ; implicit-def: $sgpr43
                                        ; implicit-def: $vgpr23
	s_branch .LBB1_30
.LBB1_27:                               ;   in Loop: Header=BB1_9 Depth=2
                                        ; kill: def $vgpr23 killed $sgpr4 killed $exec
                                        ; implicit-def: $sgpr43
                                        ; implicit-def: $vgpr23
.LBB1_28:                               ;   in Loop: Header=BB1_9 Depth=2
	v_xor_b32_e32 v23, v20, v21
	v_xor_b32_e32 v23, v23, v24
	s_and_b32 s43, s39, 14
.LBB1_29:                               ;   in Loop: Header=BB1_9 Depth=2
	s_cbranch_execnz .LBB1_31
.LBB1_30:                               ;   in Loop: Header=BB1_9 Depth=2
	v_bfi_b32 v23, v21, v24, v20
	s_and_b32 s43, s40, 14
.LBB1_31:                               ;   in Loop: Header=BB1_9 Depth=2
	s_cbranch_execnz .LBB1_33
.LBB1_32:                               ;   in Loop: Header=BB1_9 Depth=2
	v_bfi_b32 v23, v24, v20, v21
	s_mov_b32 s43, s41
.LBB1_33:                               ;   in Loop: Header=BB1_9 Depth=2
	s_and_b32 s29, s41, 3
	s_or_b32 s29, s42, s29
	s_lshl_b32 s29, s29, 2
	s_add_u32 s26, s29, s26
	s_addc_u32 s27, 0, s27
	s_load_dword s26, s[26:27], 0x0
	v_add_u32_e32 v22, v23, v22
	s_load_dword s28, s[4:5], 0x4
	s_add_i32 s38, s38, 14
	s_add_i32 s39, s39, 6
	s_waitcnt lgkmcnt(0)
	s_sub_i32 s26, 0, s26
	s_add_i32 s40, s40, 10
	s_add_i32 s41, s41, 2
	s_set_gpr_idx_on s43, gpr_idx(SRC0)
	v_mov_b32_e32 v23, v0
	s_set_gpr_idx_off 
	v_add3_u32 v22, v22, s28, v23
	s_add_u32 s4, s4, 8
	v_alignbit_b32 v22, v22, v22, s26
	s_addc_u32 s5, s5, 0
	s_cmpk_lg_i32 s38, 0x1c7
	v_add_u32_e32 v25, v22, v24
	s_cbranch_scc0 .LBB1_35
; %bb.34:                               ;   in Loop: Header=BB1_9 Depth=2
	v_mov_b32_e32 v23, v21
	v_mov_b32_e32 v22, v20
	v_mov_b32_e32 v21, v24
	v_mov_b32_e32 v20, v25
	s_branch .LBB1_9
.LBB1_35:                               ;   in Loop: Header=BB1_3 Depth=1
	v_add_u32_e32 v0, 0x67452301, v21
	v_add_u32_e32 v1, 0xefcdab89, v25
	v_add_u32_e32 v2, 0x98badcfe, v24
	v_cmp_eq_u32_e32 vcc, s8, v0
	v_cmp_eq_u32_e64 s[4:5], s9, v1
	v_add_u32_e32 v3, 0x10325476, v20
	s_and_b64 s[4:5], vcc, s[4:5]
	v_cmp_eq_u32_e32 vcc, s10, v2
	s_and_b64 s[4:5], s[4:5], vcc
	v_cmp_eq_u32_e32 vcc, s11, v3
	s_and_b64 s[26:27], s[4:5], vcc
	s_and_saveexec_b64 s[4:5], s[26:27]
	s_cbranch_execz .LBB1_2
; %bb.36:                               ;   in Loop: Header=BB1_3 Depth=1
	buffer_load_dword v4, off, s[0:3], 0 offset:4
	buffer_load_dword v5, off, s[0:3], 0 offset:8
	v_mov_b32_e32 v0, s8
	global_store_dword v18, v16, s[16:17]
	v_mov_b32_e32 v1, s9
	v_mov_b32_e32 v2, s10
	v_mov_b32_e32 v3, s11
	s_waitcnt vmcnt(1)
	global_store_dwordx2 v18, v[4:5], s[18:19]
	global_store_dwordx4 v18, v[0:3], s[20:21]
	s_branch .LBB1_2
.LBB1_37:
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
		.amdhsa_next_free_vgpr 26
		.amdhsa_next_free_sgpr 46
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
; codeLenInByte = 1220
; NumSgprs: 48
; NumVgprs: 26
; ScratchSize: 12
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 48
; NumVGPRsForWavesPerEU: 26
; Occupancy: 9
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
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
    .sgpr_count:     48
    .sgpr_spill_count: 0
    .symbol:         FindKeyWithDigest_Kernel.kd
    .vgpr_count:     26
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
