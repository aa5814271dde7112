	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.protected	mb_sad_calc             ; -- Begin function mb_sad_calc
	.globl	mb_sad_calc
	.p2align	8
	.type	mb_sad_calc,@function
mb_sad_calc:                            ; @mb_sad_calc
; %bb.0:
	s_load_dwordx2 s[12:13], s[6:7], 0x10
	s_load_dwordx2 s[10:11], s[6:7], 0x18
	s_load_dword s14, s[6:7], 0x20
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s15, s12, 31
	s_add_i32 s0, s12, s15
	s_xor_b32 s16, s0, s15
	v_cvt_f32_u32_e32 v1, s16
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_ashr_i32 s6, s8, 31
	s_add_i32 s7, s8, s6
	v_rcp_iflag_f32_e32 v1, v1
	s_xor_b32 s7, s7, s6
	s_xor_b32 s6, s6, s15
	s_sub_i32 s15, 0, s16
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v2, s15, v1
	v_mul_hi_u32 v2, v1, v2
	v_add_u32_e32 v1, v1, v2
	v_mul_hi_u32 v1, s7, v1
	v_mul_lo_u32 v2, v1, s16
	v_sub_u32_e32 v2, s7, v2
	v_add_u32_e32 v3, 1, v1
	v_cmp_le_u32_e32 vcc, s16, v2
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_subrev_u32_e32 v3, s16, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_add_u32_e32 v3, 1, v1
	v_cmp_le_u32_e32 vcc, s16, v2
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_xor_b32_e32 v1, s6, v1
	v_subrev_u32_e32 v2, s6, v1
	v_mul_lo_u32 v1, v2, s12
	v_sub_u32_e32 v1, s8, v1
	s_lshl_b32 s6, s9, 2
	v_lshlrev_b32_e32 v1, 4, v1
	s_and_b32 s6, s6, 12
	v_or_b32_e32 v1, s6, v1
	v_lshlrev_b32_e32 v2, 4, v2
	s_and_b32 s6, s9, -4
	v_add_u32_e32 v2, s6, v2
	v_cmp_gt_u32_e32 vcc, 16, v0
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_lshrrev_b32_e32 v3, 2, v0
	v_add_u32_e32 v3, v2, v3
	v_mul_lo_u32 v3, s12, v3
	v_lshl_add_u32 v3, v3, 4, v1
	v_and_or_b32 v4, v0, 3, v3
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 1, v[4:5]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v4, vcc, s2, v4
	v_addc_co_u32_e32 v5, vcc, v3, v5, vcc
	global_load_ushort v3, v[4:5], off
	v_lshlrev_b32_e32 v4, 1, v0
	s_waitcnt vmcnt(0)
	ds_write_b16 v4, v3
.LBB0_2:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt lgkmcnt(0)
	s_load_dword s2, s[4:5], 0x4
	v_mov_b32_e32 v6, 0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v10, -16, v2
	ds_read_b128 v[2:5], v6
	ds_read_b128 v[6:9], v6 offset:16
	s_lshl_b32 s3, s8, 4
	s_lshl_b32 s7, s13, 4
	s_add_i32 s4, s3, s9
	s_mov_b32 s3, 0xffff
	s_add_i32 s6, s14, -1
	s_add_i32 s7, s7, -1
	s_mulk_i32 s4, 0x441
	s_and_b32 s5, s2, s3
	s_mov_b64 s[2:3], 0
	s_mov_b32 s8, 0x3e0f83e1
	s_movk_i32 s9, 0xffdf
	s_movk_i32 s12, 0x440
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	v_mul_hi_i32 v11, v0, s8
	v_lshrrev_b32_e32 v12, 31, v11
	v_ashrrev_i32_e32 v11, 3, v11
	v_add_u32_e32 v11, v11, v12
	v_mul_lo_u32 v12, v11, s9
	v_add_u32_e32 v11, v10, v11
	v_add3_u32 v12, v1, v0, v12
	v_max_i32_e32 v13, 0, v11
	v_add_u32_e32 v16, -16, v12
	v_add_u32_e32 v14, 1, v11
	v_min_i32_e32 v13, s7, v13
	v_add_u32_e32 v17, -15, v12
	v_add_u32_e32 v18, -14, v12
	v_add_u32_e32 v12, -13, v12
	v_max_i32_e32 v16, 0, v16
	v_add_u32_e32 v15, 2, v11
	v_max_i32_e32 v14, 0, v14
	v_mul_lo_u32 v13, v13, s14
	v_max_i32_e32 v17, 0, v17
	v_max_i32_e32 v18, 0, v18
	v_max_i32_e32 v12, 0, v12
	v_min_i32_e32 v19, s6, v16
	v_max_i32_e32 v15, 0, v15
	v_min_i32_e32 v14, s7, v14
	v_min_i32_e32 v17, s6, v17
	v_min_i32_e32 v21, s6, v18
	v_min_i32_e32 v23, s6, v12
	v_add_u32_e32 v12, v19, v13
	v_add_u32_e32 v11, 3, v11
	v_min_i32_e32 v15, s7, v15
	v_mul_lo_u32 v25, v14, s14
	v_add_u32_e32 v14, v17, v13
	v_add_u32_e32 v16, v21, v13
	v_add_u32_e32 v18, v23, v13
	v_ashrrev_i32_e32 v13, 31, v12
	v_max_i32_e32 v11, 0, v11
	v_mul_lo_u32 v15, v15, s14
	v_lshlrev_b64 v[12:13], 1, v[12:13]
	v_mov_b32_e32 v44, s11
	v_min_i32_e32 v11, s7, v11
	v_add_u32_e32 v28, v19, v15
	v_add_u32_e32 v30, v17, v15
	v_add_u32_e32 v32, v21, v15
	v_add_u32_e32 v34, v23, v15
	v_ashrrev_i32_e32 v15, 31, v14
	v_add_co_u32_e32 v12, vcc, s10, v12
	v_mul_lo_u32 v11, v11, s14
	v_lshlrev_b64 v[14:15], 1, v[14:15]
	v_addc_co_u32_e32 v13, vcc, v44, v13, vcc
	v_add_u32_e32 v22, v17, v25
	v_add_u32_e32 v38, v17, v11
	v_ashrrev_i32_e32 v17, 31, v16
	v_add_co_u32_e32 v14, vcc, s10, v14
	v_lshlrev_b64 v[16:17], 1, v[16:17]
	v_addc_co_u32_e32 v15, vcc, v44, v15, vcc
	v_add_u32_e32 v20, v19, v25
	v_add_u32_e32 v36, v19, v11
	v_ashrrev_i32_e32 v19, 31, v18
	v_add_co_u32_e32 v16, vcc, s10, v16
	v_lshlrev_b64 v[18:19], 1, v[18:19]
	v_addc_co_u32_e32 v17, vcc, v44, v17, vcc
	v_add_u32_e32 v24, v21, v25
	v_add_u32_e32 v40, v21, v11
	v_ashrrev_i32_e32 v21, 31, v20
	v_add_co_u32_e32 v18, vcc, s10, v18
	v_lshlrev_b64 v[20:21], 1, v[20:21]
	v_addc_co_u32_e32 v19, vcc, v44, v19, vcc
	v_add_u32_e32 v26, v23, v25
	v_add_u32_e32 v42, v23, v11
	v_ashrrev_i32_e32 v23, 31, v22
	v_add_co_u32_e32 v20, vcc, s10, v20
	v_lshlrev_b64 v[22:23], 1, v[22:23]
	v_addc_co_u32_e32 v21, vcc, v44, v21, vcc
	v_ashrrev_i32_e32 v25, 31, v24
	v_add_co_u32_e32 v22, vcc, s10, v22
	v_lshlrev_b64 v[24:25], 1, v[24:25]
	v_addc_co_u32_e32 v23, vcc, v44, v23, vcc
	v_ashrrev_i32_e32 v27, 31, v26
	v_add_co_u32_e32 v24, vcc, s10, v24
	v_lshlrev_b64 v[26:27], 1, v[26:27]
	v_addc_co_u32_e32 v25, vcc, v44, v25, vcc
	v_ashrrev_i32_e32 v29, 31, v28
	v_add_co_u32_e32 v26, vcc, s10, v26
	v_lshlrev_b64 v[28:29], 1, v[28:29]
	v_addc_co_u32_e32 v27, vcc, v44, v27, vcc
	v_ashrrev_i32_e32 v31, 31, v30
	v_add_co_u32_e32 v28, vcc, s10, v28
	v_lshlrev_b64 v[30:31], 1, v[30:31]
	v_addc_co_u32_e32 v29, vcc, v44, v29, vcc
	v_ashrrev_i32_e32 v33, 31, v32
	v_add_co_u32_e32 v30, vcc, s10, v30
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_addc_co_u32_e32 v31, vcc, v44, v31, vcc
	v_ashrrev_i32_e32 v35, 31, v34
	v_add_co_u32_e32 v32, vcc, s10, v32
	v_lshlrev_b64 v[34:35], 1, v[34:35]
	v_addc_co_u32_e32 v33, vcc, v44, v33, vcc
	v_ashrrev_i32_e32 v37, 31, v36
	v_add_co_u32_e32 v34, vcc, s10, v34
	v_lshlrev_b64 v[36:37], 1, v[36:37]
	v_addc_co_u32_e32 v35, vcc, v44, v35, vcc
	v_ashrrev_i32_e32 v39, 31, v38
	v_add_co_u32_e32 v36, vcc, s10, v36
	v_lshlrev_b64 v[38:39], 1, v[38:39]
	v_addc_co_u32_e32 v37, vcc, v44, v37, vcc
	v_ashrrev_i32_e32 v41, 31, v40
	v_add_co_u32_e32 v38, vcc, s10, v38
	v_lshlrev_b64 v[40:41], 1, v[40:41]
	v_addc_co_u32_e32 v39, vcc, v44, v39, vcc
	v_ashrrev_i32_e32 v43, 31, v42
	v_add_co_u32_e32 v40, vcc, s10, v40
	v_lshlrev_b64 v[42:43], 1, v[42:43]
	v_addc_co_u32_e32 v41, vcc, v44, v41, vcc
	v_add_co_u32_e32 v42, vcc, s10, v42
	v_addc_co_u32_e32 v43, vcc, v44, v43, vcc
	global_load_ushort v11, v[12:13], off
	global_load_ushort v44, v[14:15], off
	global_load_ushort v45, v[16:17], off
	global_load_ushort v46, v[18:19], off
	global_load_ushort v47, v[20:21], off
	global_load_ushort v48, v[22:23], off
	global_load_ushort v49, v[24:25], off
	global_load_ushort v50, v[26:27], off
	global_load_ushort v51, v[28:29], off
	global_load_ushort v52, v[30:31], off
	global_load_ushort v53, v[32:33], off
	global_load_ushort v54, v[34:35], off
	global_load_ushort v55, v[36:37], off
	global_load_ushort v56, v[38:39], off
	global_load_ushort v57, v[40:41], off
                                        ; kill: killed $vgpr18 killed $vgpr19
                                        ; kill: killed $vgpr40 killed $vgpr41
                                        ; kill: killed $vgpr16 killed $vgpr17
                                        ; kill: killed $vgpr36 killed $vgpr37
                                        ; kill: killed $vgpr38 killed $vgpr39
                                        ; kill: killed $vgpr28 killed $vgpr29
                                        ; kill: killed $vgpr24 killed $vgpr25
                                        ; kill: killed $vgpr20 killed $vgpr21
                                        ; kill: killed $vgpr32 killed $vgpr33
                                        ; kill: killed $vgpr26 killed $vgpr27
                                        ; kill: killed $vgpr22 killed $vgpr23
                                        ; kill: killed $vgpr14 killed $vgpr15
                                        ; kill: killed $vgpr34 killed $vgpr35
                                        ; kill: killed $vgpr30 killed $vgpr31
                                        ; kill: killed $vgpr12 killed $vgpr13
	global_load_ushort v14, v[42:43], off
	v_add_u32_e32 v12, s4, v0
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[12:13], 1, v[12:13]
	v_mov_b32_e32 v15, s1
	v_add_co_u32_e32 v12, vcc, s0, v12
	v_addc_co_u32_e32 v13, vcc, v15, v13, vcc
	v_add_u32_e32 v0, s5, v0
	v_cmp_lt_i32_e32 vcc, s12, v0
	s_or_b64 s[2:3], vcc, s[2:3]
	s_waitcnt vmcnt(15) lgkmcnt(1)
	v_sub_u32_sdwa v11, v2, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	s_waitcnt vmcnt(14)
	v_sub_u32_sdwa v15, v2, v44 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	s_waitcnt vmcnt(13)
	v_sub_u32_sdwa v16, v3, v45 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	s_waitcnt vmcnt(12)
	v_sub_u32_sdwa v17, v3, v46 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u32_e32 v29, 0, v11
	v_sub_u32_e32 v30, 0, v15
	s_waitcnt vmcnt(11)
	v_sub_u32_sdwa v18, v4, v47 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	s_waitcnt vmcnt(10)
	v_sub_u32_sdwa v19, v4, v48 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u32_e32 v31, 0, v16
	v_sub_u32_e32 v32, 0, v17
	v_max_i32_e32 v11, v11, v29
	v_max_i32_e32 v15, v15, v30
	s_waitcnt vmcnt(9)
	v_sub_u32_sdwa v20, v5, v49 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	s_waitcnt vmcnt(8)
	v_sub_u32_sdwa v21, v5, v50 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u32_e32 v33, 0, v18
	v_sub_u32_e32 v34, 0, v19
	v_max_i32_e32 v16, v16, v31
	v_max_i32_e32 v17, v17, v32
	v_add_u32_e32 v11, v15, v11
	s_waitcnt vmcnt(7) lgkmcnt(0)
	v_sub_u32_sdwa v22, v6, v51 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	s_waitcnt vmcnt(6)
	v_sub_u32_sdwa v23, v6, v52 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u32_e32 v35, 0, v20
	v_sub_u32_e32 v36, 0, v21
	v_max_i32_e32 v18, v18, v33
	v_max_i32_e32 v19, v19, v34
	v_add3_u32 v11, v16, v11, v17
	s_waitcnt vmcnt(5)
	v_sub_u32_sdwa v24, v7, v53 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	s_waitcnt vmcnt(4)
	v_sub_u32_sdwa v25, v7, v54 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u32_e32 v37, 0, v22
	v_sub_u32_e32 v38, 0, v23
	v_max_i32_e32 v20, v20, v35
	v_max_i32_e32 v21, v21, v36
	v_add3_u32 v11, v18, v11, v19
	s_waitcnt vmcnt(3)
	v_sub_u32_sdwa v26, v8, v55 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	s_waitcnt vmcnt(2)
	v_sub_u32_sdwa v27, v8, v56 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u32_e32 v39, 0, v24
	v_sub_u32_e32 v40, 0, v25
	v_max_i32_e32 v22, v22, v37
	v_max_i32_e32 v23, v23, v38
	v_add3_u32 v11, v20, v11, v21
	s_waitcnt vmcnt(1)
	v_sub_u32_sdwa v28, v9, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	s_waitcnt vmcnt(0)
	v_sub_u32_sdwa v14, v9, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u32_e32 v41, 0, v26
	v_sub_u32_e32 v42, 0, v27
	v_max_i32_e32 v24, v24, v39
	v_max_i32_e32 v25, v25, v40
	v_add3_u32 v11, v22, v11, v23
	v_sub_u32_e32 v43, 0, v28
	v_sub_u32_e32 v44, 0, v14
	v_max_i32_e32 v26, v26, v41
	v_max_i32_e32 v27, v27, v42
	v_add3_u32 v11, v24, v11, v25
	v_max_i32_e32 v28, v28, v43
	v_max_i32_e32 v14, v14, v44
	v_add3_u32 v11, v26, v11, v27
	v_add3_u32 v11, v28, v11, v14
	global_store_short v[12:13], v11, off
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_3
; %bb.4:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel mb_sad_calc
		.amdhsa_group_segment_fixed_size 32
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 58
		.amdhsa_next_free_sgpr 17
		.amdhsa_accum_offset 60
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
.Lfunc_end0:
	.size	mb_sad_calc, .Lfunc_end0-mb_sad_calc
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1608
; NumSgprs: 19
; NumVgprs: 58
; NumAgprs: 0
; TotalNumVgprs: 58
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 32 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 58
; AccumOffset: 60
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 14
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 32
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           mb_sad_calc
    .private_segment_fixed_size: 0
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         mb_sad_calc.kd
    .vgpr_count:     58
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
