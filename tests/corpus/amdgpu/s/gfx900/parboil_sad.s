	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	mb_sad_calc             ; -- Begin function mb_sad_calc
	.globl	mb_sad_calc
	.p2align	8
	.type	mb_sad_calc,@function
mb_sad_calc:                            ; @mb_sad_calc
; %bb.0:
	s_load_dwordx2 s[12:13], s[6:7], 0x10
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_ashr_i32 s17, s8, 31
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s15, s12, 31
	s_add_i32 s10, s12, s15
	s_xor_b32 s16, s10, s15
	v_cvt_f32_u32_e32 v1, s16
	s_sub_i32 s10, 0, s16
	s_xor_b32 s15, s17, s15
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v2, s10, v1
	s_add_i32 s10, s8, s17
	s_xor_b32 s18, s10, s17
	s_load_dwordx2 s[10:11], s[6:7], 0x18
	s_load_dword s14, s[6:7], 0x20
	v_mul_hi_u32 v2, v1, v2
	s_lshl_b32 s6, s9, 2
	s_and_b32 s7, s9, -4
	s_and_b32 s6, s6, 12
	v_add_u32_e32 v1, v1, v2
	v_mul_hi_u32 v1, s18, v1
	v_mul_lo_u32 v2, v1, s16
	v_add_u32_e32 v3, 1, v1
	v_sub_u32_e32 v2, s18, v2
	v_cmp_le_u32_e32 vcc, s16, v2
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_subrev_u32_e32 v3, s16, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_add_u32_e32 v3, 1, v1
	v_cmp_le_u32_e32 vcc, s16, v2
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_xor_b32_e32 v1, s15, v1
	v_subrev_u32_e32 v1, s15, v1
	v_mul_lo_u32 v2, v1, s12
	v_lshlrev_b32_e32 v1, 4, v1
	v_add_u32_e32 v1, s7, v1
	v_cmp_gt_u32_e32 vcc, 16, v0
	v_sub_u32_e32 v2, s8, v2
	v_lshlrev_b32_e32 v2, 4, v2
	v_or_b32_e32 v9, s6, v2
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_lshrrev_b32_e32 v2, 2, v0
	v_add_u32_e32 v2, v1, v2
	v_mul_lo_u32 v2, s12, v2
	v_mov_b32_e32 v4, s3
	v_lshl_add_u32 v2, v2, 4, v9
	v_and_or_b32 v2, v0, 3, v2
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_ushort v2, v[2:3], off
	v_lshlrev_b32_e32 v3, 1, v0
	s_waitcnt vmcnt(0)
	ds_write_b16 v3, v2
.LBB0_2:
	s_or_b64 exec, exec, s[6:7]
	s_load_dword s2, s[4:5], 0x4
	v_mov_b32_e32 v5, 0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v10, -16, v1
	ds_read_b128 v[1:4], v5
	ds_read_b128 v[5:8], v5 offset:16
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
	v_mov_b32_e32 v43, s11
	v_lshrrev_b32_e32 v12, 31, v11
	v_ashrrev_i32_e32 v11, 3, v11
	v_add_u32_e32 v11, v11, v12
	v_mul_lo_u32 v12, v11, s9
	v_add_u32_e32 v11, v10, v11
	v_max_i32_e32 v13, 0, v11
	v_add_u32_e32 v14, 1, v11
	v_add_u32_e32 v15, 2, v11
	v_add_u32_e32 v11, 3, v11
	v_min_i32_e32 v13, s7, v13
	v_max_i32_e32 v11, 0, v11
	v_mul_lo_u32 v16, v13, s14
	v_min_i32_e32 v11, s7, v11
	v_add3_u32 v12, v9, v0, v12
	v_max_i32_e32 v14, 0, v14
	v_max_i32_e32 v15, 0, v15
	v_mul_lo_u32 v41, v11, s14
	v_add_u32_e32 v11, -16, v12
	v_min_i32_e32 v13, s7, v14
	v_min_i32_e32 v14, s7, v15
	v_max_i32_e32 v11, 0, v11
	v_mul_lo_u32 v18, v13, s14
	v_mul_lo_u32 v14, v14, s14
	v_add_u32_e32 v13, -15, v12
	v_add_u32_e32 v15, -14, v12
	v_add_u32_e32 v12, -13, v12
	v_min_i32_e32 v20, s6, v11
	v_max_i32_e32 v13, 0, v13
	v_max_i32_e32 v12, 0, v12
	v_add_u32_e32 v11, v20, v16
	v_max_i32_e32 v15, 0, v15
	v_min_i32_e32 v37, s6, v13
	v_min_i32_e32 v42, s6, v12
	v_ashrrev_i32_e32 v12, 31, v11
	v_min_i32_e32 v39, s6, v15
	v_add_u32_e32 v13, v37, v16
	v_lshlrev_b64 v[11:12], 1, v[11:12]
	v_add_u32_e32 v27, v20, v14
	v_add_u32_e32 v29, v37, v14
	v_add_u32_e32 v31, v39, v14
	v_add_u32_e32 v33, v42, v14
	v_ashrrev_i32_e32 v14, 31, v13
	v_add_u32_e32 v15, v39, v16
	v_lshlrev_b64 v[13:14], 1, v[13:14]
	v_add_co_u32_e32 v11, vcc, s10, v11
	v_add_u32_e32 v17, v42, v16
	v_ashrrev_i32_e32 v16, 31, v15
	v_addc_co_u32_e32 v12, vcc, v43, v12, vcc
	v_lshlrev_b64 v[15:16], 1, v[15:16]
	v_add_co_u32_e32 v13, vcc, s10, v13
	v_add_u32_e32 v19, v20, v18
	v_add_u32_e32 v21, v37, v18
	v_add_u32_e32 v23, v39, v18
	v_add_u32_e32 v25, v42, v18
	v_ashrrev_i32_e32 v18, 31, v17
	v_addc_co_u32_e32 v14, vcc, v43, v14, vcc
	v_lshlrev_b64 v[17:18], 1, v[17:18]
	v_add_co_u32_e32 v15, vcc, s10, v15
	v_add_u32_e32 v35, v20, v41
	v_ashrrev_i32_e32 v20, 31, v19
	v_addc_co_u32_e32 v16, vcc, v43, v16, vcc
	v_lshlrev_b64 v[19:20], 1, v[19:20]
	v_add_co_u32_e32 v17, vcc, s10, v17
	v_ashrrev_i32_e32 v22, 31, v21
	v_addc_co_u32_e32 v18, vcc, v43, v18, vcc
	v_lshlrev_b64 v[21:22], 1, v[21:22]
	v_add_co_u32_e32 v19, vcc, s10, v19
	v_ashrrev_i32_e32 v24, 31, v23
	v_addc_co_u32_e32 v20, vcc, v43, v20, vcc
	v_lshlrev_b64 v[23:24], 1, v[23:24]
	v_add_co_u32_e32 v21, vcc, s10, v21
	v_ashrrev_i32_e32 v26, 31, v25
	v_addc_co_u32_e32 v22, vcc, v43, v22, vcc
	v_lshlrev_b64 v[25:26], 1, v[25:26]
	v_add_co_u32_e32 v23, vcc, s10, v23
	v_ashrrev_i32_e32 v28, 31, v27
	v_addc_co_u32_e32 v24, vcc, v43, v24, vcc
	v_lshlrev_b64 v[27:28], 1, v[27:28]
	v_add_co_u32_e32 v25, vcc, s10, v25
	v_ashrrev_i32_e32 v30, 31, v29
	v_addc_co_u32_e32 v26, vcc, v43, v26, vcc
	v_lshlrev_b64 v[29:30], 1, v[29:30]
	v_add_co_u32_e32 v27, vcc, s10, v27
	v_ashrrev_i32_e32 v32, 31, v31
	v_addc_co_u32_e32 v28, vcc, v43, v28, vcc
	v_lshlrev_b64 v[31:32], 1, v[31:32]
	v_add_co_u32_e32 v29, vcc, s10, v29
	v_ashrrev_i32_e32 v34, 31, v33
	v_addc_co_u32_e32 v30, vcc, v43, v30, vcc
	v_lshlrev_b64 v[33:34], 1, v[33:34]
	v_add_co_u32_e32 v31, vcc, s10, v31
	v_ashrrev_i32_e32 v36, 31, v35
	v_addc_co_u32_e32 v32, vcc, v43, v32, vcc
	v_lshlrev_b64 v[35:36], 1, v[35:36]
	v_add_co_u32_e32 v33, vcc, s10, v33
	v_add_u32_e32 v37, v37, v41
	v_addc_co_u32_e32 v34, vcc, v43, v34, vcc
	v_ashrrev_i32_e32 v38, 31, v37
	v_add_co_u32_e32 v35, vcc, s10, v35
	v_lshlrev_b64 v[37:38], 1, v[37:38]
	v_add_u32_e32 v39, v39, v41
	v_addc_co_u32_e32 v36, vcc, v43, v36, vcc
	v_ashrrev_i32_e32 v40, 31, v39
	v_add_co_u32_e32 v37, vcc, s10, v37
	v_lshlrev_b64 v[39:40], 1, v[39:40]
	v_add_u32_e32 v41, v42, v41
	v_addc_co_u32_e32 v38, vcc, v43, v38, vcc
	v_ashrrev_i32_e32 v42, 31, v41
	v_add_co_u32_e32 v39, vcc, s10, v39
	v_lshlrev_b64 v[41:42], 1, v[41:42]
	v_addc_co_u32_e32 v40, vcc, v43, v40, vcc
	v_add_co_u32_e32 v41, vcc, s10, v41
	v_addc_co_u32_e32 v42, vcc, v43, v42, vcc
	global_load_ushort v43, v[11:12], off
	global_load_ushort v44, v[13:14], off
	global_load_ushort v45, v[15:16], off
	global_load_ushort v46, v[17:18], off
	global_load_ushort v47, v[19:20], off
	global_load_ushort v48, v[21:22], off
	global_load_ushort v49, v[23:24], off
	global_load_ushort v50, v[25:26], off
	global_load_ushort v51, v[27:28], off
	global_load_ushort v52, v[29:30], off
	global_load_ushort v53, v[31:32], off
	global_load_ushort v54, v[33:34], off
	global_load_ushort v55, v[35:36], off
	global_load_ushort v56, v[37:38], off
	global_load_ushort v57, v[39:40], off
                                        ; kill: killed $vgpr17 killed $vgpr18
                                        ; kill: killed $vgpr39 killed $vgpr40
                                        ; kill: killed $vgpr15 killed $vgpr16
                                        ; kill: killed $vgpr35 killed $vgpr36
                                        ; kill: killed $vgpr37 killed $vgpr38
                                        ; kill: killed $vgpr27 killed $vgpr28
                                        ; kill: killed $vgpr23 killed $vgpr24
                                        ; kill: killed $vgpr19 killed $vgpr20
                                        ; kill: killed $vgpr31 killed $vgpr32
                                        ; kill: killed $vgpr25 killed $vgpr26
                                        ; kill: killed $vgpr21 killed $vgpr22
                                        ; kill: killed $vgpr13 killed $vgpr14
                                        ; kill: killed $vgpr33 killed $vgpr34
                                        ; kill: killed $vgpr29 killed $vgpr30
                                        ; kill: killed $vgpr11 killed $vgpr12
	global_load_ushort v13, v[41:42], off
	v_add_u32_e32 v11, s4, v0
	v_ashrrev_i32_e32 v12, 31, v11
	v_lshlrev_b64 v[11:12], 1, v[11:12]
	v_mov_b32_e32 v14, s1
	v_add_co_u32_e32 v11, vcc, s0, v11
	v_addc_co_u32_e32 v12, vcc, v14, v12, vcc
	v_add_u32_e32 v0, s5, v0
	v_cmp_lt_i32_e32 vcc, s12, v0
	s_or_b64 s[2:3], vcc, s[2:3]
	s_waitcnt vmcnt(15) lgkmcnt(1)
	v_sub_u32_sdwa v14, v1, v43 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	s_waitcnt vmcnt(14)
	v_sub_u32_sdwa v15, v1, v44 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	s_waitcnt vmcnt(13)
	v_sub_u32_sdwa v16, v2, v45 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	s_waitcnt vmcnt(12)
	v_sub_u32_sdwa v17, v2, v46 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u32_e32 v29, 0, v14
	v_sub_u32_e32 v30, 0, v15
	s_waitcnt vmcnt(11)
	v_sub_u32_sdwa v18, v3, v47 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	s_waitcnt vmcnt(10)
	v_sub_u32_sdwa v19, v3, v48 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u32_e32 v31, 0, v16
	v_sub_u32_e32 v32, 0, v17
	v_max_i32_e32 v14, v14, v29
	v_max_i32_e32 v15, v15, v30
	s_waitcnt vmcnt(9)
	v_sub_u32_sdwa v20, v4, v49 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	s_waitcnt vmcnt(8)
	v_sub_u32_sdwa v21, v4, v50 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u32_e32 v33, 0, v18
	v_sub_u32_e32 v34, 0, v19
	v_max_i32_e32 v16, v16, v31
	v_max_i32_e32 v17, v17, v32
	v_add_u32_e32 v14, v15, v14
	s_waitcnt vmcnt(7) lgkmcnt(0)
	v_sub_u32_sdwa v22, v5, v51 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	s_waitcnt vmcnt(6)
	v_sub_u32_sdwa v23, v5, v52 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u32_e32 v35, 0, v20
	v_sub_u32_e32 v36, 0, v21
	v_max_i32_e32 v18, v18, v33
	v_max_i32_e32 v19, v19, v34
	v_add3_u32 v14, v16, v14, v17
	s_waitcnt vmcnt(5)
	v_sub_u32_sdwa v24, v6, v53 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	s_waitcnt vmcnt(4)
	v_sub_u32_sdwa v25, v6, v54 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u32_e32 v37, 0, v22
	v_sub_u32_e32 v38, 0, v23
	v_max_i32_e32 v20, v20, v35
	v_max_i32_e32 v21, v21, v36
	v_add3_u32 v14, v18, v14, v19
	s_waitcnt vmcnt(3)
	v_sub_u32_sdwa v26, v7, v55 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	s_waitcnt vmcnt(2)
	v_sub_u32_sdwa v27, v7, v56 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u32_e32 v39, 0, v24
	v_sub_u32_e32 v40, 0, v25
	v_max_i32_e32 v22, v22, v37
	v_max_i32_e32 v23, v23, v38
	v_add3_u32 v14, v20, v14, v21
	s_waitcnt vmcnt(1)
	v_sub_u32_sdwa v28, v8, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	s_waitcnt vmcnt(0)
	v_sub_u32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u32_e32 v41, 0, v26
	v_sub_u32_e32 v42, 0, v27
	v_max_i32_e32 v24, v24, v39
	v_max_i32_e32 v25, v25, v40
	v_add3_u32 v14, v22, v14, v23
	v_sub_u32_e32 v43, 0, v28
	v_sub_u32_e32 v29, 0, v13
	v_max_i32_e32 v26, v26, v41
	v_max_i32_e32 v27, v27, v42
	v_add3_u32 v14, v24, v14, v25
	v_max_i32_e32 v28, v28, v43
	v_max_i32_e32 v13, v13, v29
	v_add3_u32 v14, v26, v14, v27
	v_add3_u32 v13, v28, v14, v13
	global_store_short v[11:12], v13, off
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
		.amdhsa_next_free_sgpr 19
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
.Lfunc_end0:
	.size	mb_sad_calc, .Lfunc_end0-mb_sad_calc
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1600
; NumSgprs: 21
; NumVgprs: 58
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 32 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 21
; NumVGPRsForWavesPerEU: 58
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
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
    .sgpr_count:     21
    .sgpr_spill_count: 0
    .symbol:         mb_sad_calc.kd
    .vgpr_count:     58
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
