	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.protected	mb_sad_calc             ; -- Begin function mb_sad_calc
	.globl	mb_sad_calc
	.p2align	8
	.type	mb_sad_calc,@function
mb_sad_calc:                            ; @mb_sad_calc
; %bb.0:
	s_load_dwordx2 s[0:1], s[6:7], 0x10
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s2, s0, 31
	s_add_i32 s3, s0, s2
	s_xor_b32 s3, s3, s2
	v_cvt_f32_u32_e32 v1, s3
	s_sub_i32 s10, 0, s3
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v2, s10, v1
	s_ashr_i32 s10, s8, 31
	s_add_i32 s11, s8, s10
	s_xor_b32 s2, s10, s2
	s_xor_b32 s11, s11, s10
	v_mul_hi_u32 v2, v1, v2
	v_add_nc_u32_e32 v1, v1, v2
	v_mul_hi_u32 v1, s11, v1
	v_mul_lo_u32 v2, v1, s3
	v_add_nc_u32_e32 v3, 1, v1
	v_sub_nc_u32_e32 v2, s11, v2
	v_subrev_nc_u32_e32 v4, s3, v2
	v_cmp_le_u32_e32 vcc_lo, s3, v2
	v_cndmask_b32_e32 v1, v1, v3, vcc_lo
	v_cndmask_b32_e32 v2, v2, v4, vcc_lo
	v_add_nc_u32_e32 v3, 1, v1
	v_cmp_le_u32_e32 vcc_lo, s3, v2
	v_cndmask_b32_e32 v1, v1, v3, vcc_lo
	v_cmp_gt_u32_e32 vcc_lo, 16, v0
	v_xor_b32_e32 v1, s2, v1
	v_subrev_nc_u32_e32 v1, s2, v1
	s_clause 0x2
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dwordx2 s[2:3], s[6:7], 0x18
	s_load_dword s10, s[6:7], 0x20
	s_lshl_b32 s6, s9, 2
	s_and_b32 s7, s9, -4
	s_and_b32 s6, s6, 12
	v_mul_lo_u32 v2, v1, s0
	v_lshlrev_b32_e32 v1, 4, v1
	v_add_nc_u32_e32 v10, s7, v1
	v_sub_nc_u32_e32 v2, s8, v2
	v_lshlrev_b32_e32 v2, 4, v2
	v_or_b32_e32 v9, s6, v2
	s_mov_b32 s6, 0
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_lshrrev_b32_e32 v1, 2, v0
	v_add_nc_u32_e32 v1, v10, v1
	v_mul_lo_u32 v1, s0, v1
	v_lshl_add_u32 v1, v1, 4, v9
	v_and_or_b32 v1, v0, 3, v1
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 1, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s14, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s15, v2, vcc_lo
	global_load_ushort v1, v[1:2], off
	v_lshlrev_b32_e32 v2, 1, v0
	s_waitcnt vmcnt(0)
	ds_write_b16 v2, v1
.LBB0_2:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s7
	v_mov_b32_e32 v5, 0
	s_load_dword s0, s[4:5], 0x4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	ds_read_b128 v[1:4], v5
	ds_read_b128 v[5:8], v5 offset:16
	s_lshl_b32 s5, s8, 4
	v_add_nc_u32_e32 v10, -16, v10
	s_lshl_b32 s1, s1, 4
	s_add_i32 s5, s5, s9
	s_mov_b32 s7, 0xffff
	s_add_i32 s4, s10, -1
	s_add_i32 s1, s1, -1
	s_mulk_i32 s5, 0x441
	s_and_b32 s7, s0, s7
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	v_mul_hi_i32 v11, 0x3e0f83e1, v0
	v_lshrrev_b32_e32 v12, 31, v11
	v_ashrrev_i32_e32 v11, 3, v11
	v_add_nc_u32_e32 v11, v11, v12
	v_add_nc_u32_e32 v12, v10, v11
	v_mul_lo_u32 v11, 0xffffffdf, v11
	v_max_i32_e32 v13, 0, v12
	v_add_nc_u32_e32 v14, 1, v12
	v_add_nc_u32_e32 v15, 2, v12
	v_add_nc_u32_e32 v12, 3, v12
	v_add3_u32 v11, v9, v0, v11
	v_min_i32_e32 v13, s1, v13
	v_max_i32_e32 v14, 0, v14
	v_max_i32_e32 v15, 0, v15
	v_max_i32_e32 v12, 0, v12
	v_add_nc_u32_e32 v16, -16, v11
	v_add_nc_u32_e32 v17, -15, v11
	v_add_nc_u32_e32 v18, -14, v11
	v_add_nc_u32_e32 v11, -13, v11
	v_mul_lo_u32 v19, v13, s10
	v_min_i32_e32 v13, s1, v14
	v_min_i32_e32 v14, s1, v15
	v_min_i32_e32 v12, s1, v12
	v_max_i32_e32 v15, 0, v16
	v_max_i32_e32 v16, 0, v17
	v_max_i32_e32 v17, 0, v18
	v_max_i32_e32 v11, 0, v11
	v_mul_lo_u32 v41, v12, s10
	v_min_i32_e32 v12, s4, v15
	v_mul_lo_u32 v18, v13, s10
	v_mul_lo_u32 v14, v14, s10
	v_min_i32_e32 v16, s4, v16
	v_min_i32_e32 v39, s4, v17
	v_min_i32_e32 v42, s4, v11
	v_add_nc_u32_e32 v11, v12, v19
	v_add_nc_u32_e32 v35, v12, v41
	v_add_nc_u32_e32 v13, v16, v19
	v_add_nc_u32_e32 v15, v39, v19
	v_add_nc_u32_e32 v17, v42, v19
	v_add_nc_u32_e32 v19, v12, v18
	v_add_nc_u32_e32 v27, v12, v14
	v_ashrrev_i32_e32 v12, 31, v11
	v_add_nc_u32_e32 v29, v16, v14
	v_add_nc_u32_e32 v31, v39, v14
	v_add_nc_u32_e32 v33, v42, v14
	v_ashrrev_i32_e32 v14, 31, v13
	v_lshlrev_b64 v[11:12], 1, v[11:12]
	v_add_nc_u32_e32 v21, v16, v18
	v_add_nc_u32_e32 v37, v16, v41
	v_ashrrev_i32_e32 v16, 31, v15
	v_lshlrev_b64 v[13:14], 1, v[13:14]
	v_add_nc_u32_e32 v23, v39, v18
	v_add_nc_u32_e32 v25, v42, v18
	v_ashrrev_i32_e32 v18, 31, v17
	v_lshlrev_b64 v[15:16], 1, v[15:16]
	v_add_co_u32 v11, vcc_lo, s2, v11
	v_ashrrev_i32_e32 v20, 31, v19
	v_add_co_ci_u32_e32 v12, vcc_lo, s3, v12, vcc_lo
	v_lshlrev_b64 v[17:18], 1, v[17:18]
	v_add_co_u32 v13, vcc_lo, s2, v13
	v_ashrrev_i32_e32 v22, 31, v21
	v_add_co_ci_u32_e32 v14, vcc_lo, s3, v14, vcc_lo
	v_lshlrev_b64 v[19:20], 1, v[19:20]
	v_add_co_u32 v15, vcc_lo, s2, v15
	v_ashrrev_i32_e32 v24, 31, v23
	v_add_co_ci_u32_e32 v16, vcc_lo, s3, v16, vcc_lo
	v_lshlrev_b64 v[21:22], 1, v[21:22]
	v_add_co_u32 v17, vcc_lo, s2, v17
	v_ashrrev_i32_e32 v26, 31, v25
	v_add_co_ci_u32_e32 v18, vcc_lo, s3, v18, vcc_lo
	v_lshlrev_b64 v[23:24], 1, v[23:24]
	v_add_co_u32 v19, vcc_lo, s2, v19
	v_ashrrev_i32_e32 v28, 31, v27
	v_add_co_ci_u32_e32 v20, vcc_lo, s3, v20, vcc_lo
	v_lshlrev_b64 v[25:26], 1, v[25:26]
	v_add_co_u32 v21, vcc_lo, s2, v21
	v_ashrrev_i32_e32 v30, 31, v29
	v_add_co_ci_u32_e32 v22, vcc_lo, s3, v22, vcc_lo
	v_lshlrev_b64 v[27:28], 1, v[27:28]
	v_add_co_u32 v23, vcc_lo, s2, v23
	v_ashrrev_i32_e32 v32, 31, v31
	v_add_co_ci_u32_e32 v24, vcc_lo, s3, v24, vcc_lo
	v_lshlrev_b64 v[29:30], 1, v[29:30]
	v_add_co_u32 v25, vcc_lo, s2, v25
	v_ashrrev_i32_e32 v34, 31, v33
	v_add_co_ci_u32_e32 v26, vcc_lo, s3, v26, vcc_lo
	v_lshlrev_b64 v[31:32], 1, v[31:32]
	v_add_co_u32 v27, vcc_lo, s2, v27
	v_ashrrev_i32_e32 v36, 31, v35
	v_add_co_ci_u32_e32 v28, vcc_lo, s3, v28, vcc_lo
	v_add_nc_u32_e32 v39, v39, v41
	v_lshlrev_b64 v[33:34], 1, v[33:34]
	v_add_co_u32 v29, vcc_lo, s2, v29
	v_ashrrev_i32_e32 v38, 31, v37
	v_add_co_ci_u32_e32 v30, vcc_lo, s3, v30, vcc_lo
	v_add_nc_u32_e32 v41, v42, v41
	v_lshlrev_b64 v[35:36], 1, v[35:36]
	v_add_co_u32 v31, vcc_lo, s2, v31
	v_ashrrev_i32_e32 v40, 31, v39
	v_add_co_ci_u32_e32 v32, vcc_lo, s3, v32, vcc_lo
	v_lshlrev_b64 v[37:38], 1, v[37:38]
	v_add_co_u32 v33, vcc_lo, s2, v33
	v_ashrrev_i32_e32 v42, 31, v41
	v_add_co_ci_u32_e32 v34, vcc_lo, s3, v34, vcc_lo
	v_add_co_u32 v35, vcc_lo, s2, v35
	v_lshlrev_b64 v[39:40], 1, v[39:40]
	v_add_co_ci_u32_e32 v36, vcc_lo, s3, v36, vcc_lo
	v_add_co_u32 v37, vcc_lo, s2, v37
	v_lshlrev_b64 v[41:42], 1, v[41:42]
	v_add_co_ci_u32_e32 v38, vcc_lo, s3, v38, vcc_lo
	v_add_co_u32 v39, vcc_lo, s2, v39
	v_add_co_ci_u32_e32 v40, vcc_lo, s3, v40, vcc_lo
	v_add_co_u32 v41, vcc_lo, s2, v41
	v_add_co_ci_u32_e32 v42, vcc_lo, s3, v42, vcc_lo
	s_clause 0xf
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
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	global_load_ushort v13, v[41:42], off
	v_add_nc_u32_e32 v11, s5, v0
	v_add_nc_u32_e32 v0, s7, v0
	v_ashrrev_i32_e32 v12, 31, v11
	v_cmp_lt_i32_e64 s0, 0x440, v0
	v_lshlrev_b64 v[11:12], 1, v[11:12]
	s_or_b32 s6, s0, s6
	v_add_co_u32 v11, vcc_lo, s12, v11
	v_add_co_ci_u32_e32 v12, vcc_lo, s13, v12, vcc_lo
	s_waitcnt vmcnt(15) lgkmcnt(1)
	v_sub_nc_u32_sdwa v14, v1, v43 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	s_waitcnt vmcnt(14)
	v_sub_nc_u32_sdwa v15, v1, v44 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	s_waitcnt vmcnt(13)
	v_sub_nc_u32_sdwa v16, v2, v45 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	s_waitcnt vmcnt(12)
	v_sub_nc_u32_sdwa v17, v2, v46 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	s_waitcnt vmcnt(11)
	v_sub_nc_u32_sdwa v18, v3, v47 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_sub_nc_u32_e32 v29, 0, v14
	v_sub_nc_u32_e32 v30, 0, v15
	s_waitcnt vmcnt(10)
	v_sub_nc_u32_sdwa v19, v3, v48 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_nc_u32_e32 v31, 0, v16
	v_sub_nc_u32_e32 v32, 0, v17
	v_max_i32_e32 v14, v14, v29
	v_max_i32_e32 v15, v15, v30
	s_waitcnt vmcnt(9)
	v_sub_nc_u32_sdwa v20, v4, v49 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	s_waitcnt vmcnt(8)
	v_sub_nc_u32_sdwa v21, v4, v50 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_nc_u32_e32 v33, 0, v18
	v_sub_nc_u32_e32 v34, 0, v19
	v_max_i32_e32 v16, v16, v31
	v_max_i32_e32 v17, v17, v32
	v_add_nc_u32_e32 v14, v15, v14
	s_waitcnt vmcnt(7) lgkmcnt(0)
	v_sub_nc_u32_sdwa v22, v5, v51 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	s_waitcnt vmcnt(6)
	v_sub_nc_u32_sdwa v23, v5, v52 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_nc_u32_e32 v35, 0, v20
	v_sub_nc_u32_e32 v36, 0, v21
	v_max_i32_e32 v18, v18, v33
	v_max_i32_e32 v19, v19, v34
	v_add3_u32 v14, v16, v14, v17
	s_waitcnt vmcnt(5)
	v_sub_nc_u32_sdwa v24, v6, v53 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	s_waitcnt vmcnt(4)
	v_sub_nc_u32_sdwa v25, v6, v54 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_nc_u32_e32 v37, 0, v22
	v_sub_nc_u32_e32 v38, 0, v23
	v_max_i32_e32 v17, v20, v35
	v_max_i32_e32 v20, v21, v36
	v_add3_u32 v14, v18, v14, v19
	s_waitcnt vmcnt(3)
	v_sub_nc_u32_sdwa v26, v7, v55 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	s_waitcnt vmcnt(2)
	v_sub_nc_u32_sdwa v27, v7, v56 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_nc_u32_e32 v29, 0, v24
	v_sub_nc_u32_e32 v15, 0, v25
	v_max_i32_e32 v19, v22, v37
	v_max_i32_e32 v21, v23, v38
	v_add3_u32 v14, v17, v14, v20
	s_waitcnt vmcnt(1)
	v_sub_nc_u32_sdwa v28, v8, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	s_waitcnt vmcnt(0)
	v_sub_nc_u32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_sub_nc_u32_e32 v16, 0, v26
	v_sub_nc_u32_e32 v18, 0, v27
	v_max_i32_e32 v20, v24, v29
	v_max_i32_e32 v15, v25, v15
	v_add3_u32 v14, v19, v14, v21
	v_sub_nc_u32_e32 v17, 0, v28
	v_sub_nc_u32_e32 v19, 0, v13
	v_max_i32_e32 v16, v26, v16
	v_max_i32_e32 v18, v27, v18
	v_add3_u32 v14, v20, v14, v15
	v_max_i32_e32 v15, v28, v17
	v_max_i32_e32 v13, v13, v19
	v_add3_u32 v14, v16, v14, v18
	v_add3_u32 v13, v15, v14, v13
	global_store_short v[11:12], v13, off
	s_waitcnt_depctr 0xffe3
	s_andn2_b32 exec_lo, exec_lo, s6
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
		.amdhsa_wavefront_size32 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 58
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
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
; codeLenInByte = 1776
; NumSgprs: 18
; NumVgprs: 58
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 32 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 58
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
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
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mb_sad_calc.kd
    .vgpr_count:     58
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
