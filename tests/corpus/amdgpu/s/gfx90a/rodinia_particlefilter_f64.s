	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.hidden	d_randu                         ; -- Begin function d_randu
	.globl	d_randu
	.p2align	2
	.type	d_randu,@function
d_randu:                                ; @d_randu
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v0, vcc, v0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v2, v[0:1], off
	s_mov_b32 s6, 0x41c64e6d
	s_mov_b32 s7, 0x40000001
	s_brev_b32 s8, -2
	s_mov_b32 s4, 0xffc00000
	s_mov_b32 s5, 0x41dfffff
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v2, s6
	v_add_u32_e32 v2, 0x3039, v2
	v_mul_hi_i32 v3, v2, s7
	v_lshrrev_b32_e32 v4, 31, v3
	v_ashrrev_i32_e32 v3, 29, v3
	v_add_u32_e32 v3, v3, v4
	v_mul_lo_u32 v3, v3, s8
	v_sub_u32_e32 v8, v2, v3
	v_cvt_f64_i32_e32 v[2:3], v8
	v_div_scale_f64 v[4:5], s[6:7], s[4:5], s[4:5], v[2:3]
	v_rcp_f64_e32 v[6:7], v[4:5]
	global_store_dword v[0:1], v8, off
	v_div_scale_f64 v[0:1], vcc, v[2:3], s[4:5], v[2:3]
	v_fma_f64 v[8:9], -v[4:5], v[6:7], 1.0
	v_fmac_f64_e32 v[6:7], v[6:7], v[8:9]
	v_fma_f64 v[8:9], -v[4:5], v[6:7], 1.0
	v_fmac_f64_e32 v[6:7], v[6:7], v[8:9]
	v_mul_f64 v[8:9], v[0:1], v[6:7]
	v_fma_f64 v[0:1], -v[4:5], v[8:9], v[0:1]
	v_div_fmas_f64 v[0:1], v[0:1], v[6:7], v[8:9]
	v_div_fixup_f64 v[0:1], v[0:1], s[4:5], v[2:3]
	v_and_b32_e32 v1, s8, v1
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	d_randu, .Lfunc_end0-d_randu
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 252
; NumSgprs: 36
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	d_randn                         ; -- Begin function d_randn
	.globl	d_randn
	.p2align	2
	.type	d_randn,@function
d_randn:                                ; @d_randn
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:20 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_writelane_b32 v40, s33, 13
	s_mov_b32 s33, s32
	v_add_co_u32_e32 v0, vcc, v0, v2
	buffer_store_dword v41, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v2, v[0:1], off
	v_writelane_b32 v40, s34, 0
	v_writelane_b32 v40, s35, 1
	v_writelane_b32 v40, s36, 2
	v_writelane_b32 v40, s37, 3
	v_writelane_b32 v40, s38, 4
	v_writelane_b32 v40, s39, 5
	v_writelane_b32 v40, s40, 6
	v_writelane_b32 v40, s41, 7
	v_writelane_b32 v40, s42, 8
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b32 s10, 0x41c64e6d
	v_writelane_b32 v40, s43, 9
	s_movk_i32 s11, 0x3039
	v_writelane_b32 v40, s44, 10
	s_mov_b32 s44, s12
	s_mov_b32 s12, 0x40000001
	s_mov_b32 s43, s13
	s_brev_b32 s13, -2
	s_addk_i32 s32, 0x800
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b32 s6, 0xffc00000
	s_mov_b64 s[40:41], s[4:5]
	s_mov_b32 s7, 0x41dfffff
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, __ocml_cos_f64@gotpcrel32@lo+4
	s_addc_u32 s5, s5, __ocml_cos_f64@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[4:5], 0x0
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b32 s8, 0x54442d18
	s_mov_b32 s9, 0x401921fb
	v_writelane_b32 v40, s30, 11
	v_writelane_b32 v40, s31, 12
	v_mov_b32_e32 v41, v31
	s_mov_b32 s42, s14
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v2, s10
	v_add_u32_e32 v2, s11, v2
	v_mul_hi_i32 v3, v2, s12
	v_lshrrev_b32_e32 v4, 31, v3
	v_ashrrev_i32_e32 v3, 29, v3
	v_add_u32_e32 v3, v3, v4
	v_mul_lo_u32 v3, v3, s13
	v_sub_u32_e32 v4, v2, v3
	v_cvt_f64_i32_e32 v[2:3], v4
	v_mul_lo_u32 v8, v4, s10
	v_div_scale_f64 v[4:5], s[4:5], s[6:7], s[6:7], v[2:3]
	v_add_u32_e32 v12, s11, v8
	v_rcp_f64_e32 v[8:9], v[4:5]
	v_mul_hi_i32 v10, v12, s12
	v_lshrrev_b32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v10, 29, v10
	v_add_u32_e32 v10, v10, v11
	v_mul_lo_u32 v13, v10, s13
	v_fma_f64 v[10:11], -v[4:5], v[8:9], 1.0
	v_sub_u32_e32 v12, v12, v13
	v_fmac_f64_e32 v[8:9], v[8:9], v[10:11]
	global_store_dword v[0:1], v12, off
	v_cvt_f64_i32_e32 v[0:1], v12
	v_fma_f64 v[10:11], -v[4:5], v[8:9], 1.0
	v_div_scale_f64 v[12:13], s[4:5], s[6:7], s[6:7], v[0:1]
	v_div_scale_f64 v[6:7], vcc, v[2:3], s[6:7], v[2:3]
	v_fmac_f64_e32 v[8:9], v[8:9], v[10:11]
	v_rcp_f64_e32 v[10:11], v[12:13]
	v_mul_f64 v[16:17], v[6:7], v[8:9]
	v_fma_f64 v[4:5], -v[4:5], v[16:17], v[6:7]
	v_div_fmas_f64 v[4:5], v[4:5], v[8:9], v[16:17]
	v_div_fixup_f64 v[42:43], v[4:5], s[6:7], v[2:3]
	v_fma_f64 v[2:3], -v[12:13], v[10:11], 1.0
	v_fmac_f64_e32 v[10:11], v[10:11], v[2:3]
	v_fma_f64 v[2:3], -v[12:13], v[10:11], 1.0
	v_div_scale_f64 v[14:15], s[4:5], v[0:1], s[6:7], v[0:1]
	v_fmac_f64_e32 v[10:11], v[10:11], v[2:3]
	v_mul_f64 v[2:3], v[14:15], v[10:11]
	v_fma_f64 v[4:5], -v[12:13], v[2:3], v[14:15]
	s_mov_b64 vcc, s[4:5]
	v_div_fmas_f64 v[2:3], v[4:5], v[10:11], v[2:3]
	v_div_fixup_f64 v[0:1], v[2:3], s[6:7], v[0:1]
	v_and_b32_e32 v43, s13, v43
	v_mul_f64 v[0:1], |v[0:1]|, s[8:9]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, __ocml_log_f64@gotpcrel32@lo+4
	s_addc_u32 s5, s5, __ocml_log_f64@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[4:5], 0x0
	v_mov_b32_e32 v44, v0
	v_mov_b32_e32 v45, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	v_mul_f64 v[0:1], v[0:1], -2.0
	v_sqrt_f64_e32 v[0:1], v[0:1]
	v_readlane_b32 s4, v40, 11
	v_readlane_b32 s5, v40, 12
	v_readlane_b32 s44, v40, 10
	v_mul_f64 v[0:1], v[44:45], v[0:1]
	buffer_load_dword v45, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	v_readlane_b32 s43, v40, 9
	v_readlane_b32 s42, v40, 8
	v_readlane_b32 s41, v40, 7
	v_readlane_b32 s40, v40, 6
	v_readlane_b32 s39, v40, 5
	v_readlane_b32 s38, v40, 4
	v_readlane_b32 s37, v40, 3
	v_readlane_b32 s36, v40, 2
	v_readlane_b32 s35, v40, 1
	v_readlane_b32 s34, v40, 0
	s_addk_i32 s32, 0xf800
	v_readlane_b32 s33, v40, 13
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:20 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end1:
	.size	d_randn, .Lfunc_end1-d_randn
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 988
; NumSgprs: 51
; NumVgprs: 46
; NumAgprs: 0
; TotalNumVgprs: 46
; ScratchSize: 16416
; MemoryBound: 0
	.text
	.protected	find_index_kernel       ; -- Begin function find_index_kernel
	.globl	find_index_kernel
	.p2align	8
	.type	find_index_kernel,@function
find_index_kernel:                      ; @find_index_kernel
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dword s16, s[6:7], 0x38
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], s[0:1], s0, v2, v[0:1]
	v_cmp_gt_i32_e32 vcc, s16, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_9
; %bb.1:
	s_load_dwordx8 s[8:15], s[6:7], 0x0
	s_load_dwordx4 s[0:3], s[6:7], 0x20
	s_cmp_lt_i32 s16, 1
	v_ashrrev_i32_e32 v1, 31, v0
	s_cbranch_scc1 .LBB2_7
; %bb.2:
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s15
	v_add_co_u32_e32 v2, vcc, s14, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dwordx2 v[2:3], v[2:3], off
	s_mov_b32 s17, 0
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	s_branch .LBB2_4
.LBB2_3:                                ;   in Loop: Header=BB2_4 Depth=1
	s_or_b64 exec, exec, s[14:15]
	s_and_b64 s[14:15], exec, s[6:7]
	s_or_b64 s[4:5], s[14:15], s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB2_6
.LBB2_4:                                ; =>This Inner Loop Header: Depth=1
	s_load_dwordx2 s[14:15], s[12:13], 0x0
	v_mov_b32_e32 v4, s17
	s_or_b64 s[6:7], s[6:7], exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_nge_f64_e32 vcc, s[14:15], v[2:3]
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB2_3
; %bb.5:                                ;   in Loop: Header=BB2_4 Depth=1
	s_add_i32 s17, s17, 1
	s_add_u32 s12, s12, 8
	s_addc_u32 s13, s13, 0
	s_cmp_eq_u32 s16, s17
	s_cselect_b64 s[18:19], -1, 0
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[18:19], s[18:19], exec
	v_mov_b32_e32 v4, -1
	s_or_b64 s[6:7], s[6:7], s[18:19]
	s_branch .LBB2_3
.LBB2_6:
	s_or_b64 exec, exec, s[4:5]
	s_branch .LBB2_8
.LBB2_7:
	v_mov_b32_e32 v4, -1
.LBB2_8:
	s_add_i32 s4, s16, -1
	v_mov_b32_e32 v2, s4
	v_cmp_eq_u32_e32 vcc, -1, v4
	v_cndmask_b32_e32 v2, v4, v2, vcc
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s9
	v_add_co_u32_e32 v4, vcc, s8, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	global_load_dwordx2 v[4:5], v[4:5], off
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_mov_b32_e32 v7, s1
	v_add_co_u32_e32 v6, vcc, s0, v0
	v_addc_co_u32_e32 v7, vcc, v7, v1, vcc
	v_mov_b32_e32 v8, s11
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v8, v3, vcc
	v_add_co_u32_e32 v0, vcc, s2, v0
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v[6:7], v[4:5], off
	global_load_dwordx2 v[2:3], v[2:3], off
	v_mov_b32_e32 v4, s3
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v[0:1], v[2:3], off
.LBB2_9:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel find_index_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 60
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 20
		.amdhsa_accum_offset 12
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
.Lfunc_end2:
	.size	find_index_kernel, .Lfunc_end2-find_index_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 368
; NumSgprs: 22
; NumVgprs: 9
; NumAgprs: 0
; TotalNumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 9
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	normalize_weights_kernel ; -- Begin function normalize_weights_kernel
	.globl	normalize_weights_kernel
	.p2align	8
	.type	normalize_weights_kernel,@function
normalize_weights_kernel:               ; @normalize_weights_kernel
; %bb.0:
	s_load_dwordx2 s[10:11], s[6:7], 0x0
	s_load_dword s20, s[6:7], 0x8
	s_load_dwordx8 s[12:19], s[6:7], 0x10
	s_load_dword s9, s[4:5], 0x4
	v_cmp_eq_u32_e64 s[0:1], 0, v0
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB3_2
; %bb.1:
	s_waitcnt lgkmcnt(0)
	s_load_dwordx2 s[4:5], s[12:13], 0x0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	v_pk_mov_b32 v[2:3], s[4:5], s[4:5] op_sel:[0,1]
	ds_write_b64 v1, v[2:3] offset:8
.LBB3_2:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, 0xffff, s9
	v_mov_b32_e32 v2, s8
	v_mad_u64_u32 v[0:1], s[2:3], s2, v2, v[0:1]
	v_cmp_gt_i32_e64 s[2:3], s20, v0
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB3_4
; %bb.3:
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_mov_b32_e32 v4, s11
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dwordx2 v[4:5], v[2:3], off
	v_mov_b32_e32 v6, 0
	ds_read_b64 v[6:7], v6 offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_div_scale_f64 v[8:9], s[6:7], v[6:7], v[6:7], v[4:5]
	v_rcp_f64_e32 v[10:11], v[8:9]
	v_div_scale_f64 v[12:13], vcc, v[4:5], v[6:7], v[4:5]
	v_fma_f64 v[14:15], -v[8:9], v[10:11], 1.0
	v_fmac_f64_e32 v[10:11], v[10:11], v[14:15]
	v_fma_f64 v[14:15], -v[8:9], v[10:11], 1.0
	v_fmac_f64_e32 v[10:11], v[10:11], v[14:15]
	v_mul_f64 v[14:15], v[12:13], v[10:11]
	v_fma_f64 v[8:9], -v[8:9], v[14:15], v[12:13]
	v_div_fmas_f64 v[8:9], v[8:9], v[10:11], v[14:15]
	v_div_fixup_f64 v[4:5], v[8:9], v[6:7], v[4:5]
	global_store_dwordx2 v[2:3], v[4:5], off
.LBB3_4:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_10
; %bb.5:
	v_mov_b32_e32 v4, 0
	global_load_dwordx2 v[2:3], v4, s[10:11]
	s_cmp_lt_i32 s20, 2
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v4, v[2:3], s[14:15]
	s_cbranch_scc1 .LBB3_9
; %bb.6:
	global_load_dwordx2 v[6:7], v4, s[10:11] offset:8
	s_cmp_eq_u32 s20, 2
	s_waitcnt vmcnt(0)
	v_add_f64 v[2:3], v[6:7], v[2:3]
	global_store_dwordx2 v4, v[2:3], s[14:15] offset:8
	s_cbranch_scc1 .LBB3_9
; %bb.7:
	s_add_u32 s6, s10, 16
	s_addc_u32 s7, s11, 0
	s_add_u32 s8, s14, 16
	s_addc_u32 s9, s15, 0
	s_add_i32 s10, s20, -2
	v_mov_b32_e32 v4, 0
.LBB3_8:                                ; =>This Inner Loop Header: Depth=1
	global_load_dwordx2 v[6:7], v4, s[6:7]
	s_add_u32 s6, s6, 8
	s_addc_u32 s7, s7, 0
	s_waitcnt vmcnt(0)
	v_add_f64 v[2:3], v[6:7], v[2:3]
	global_store_dwordx2 v4, v[2:3], s[8:9]
	s_add_u32 s8, s8, 8
	s_addc_u32 s9, s9, 0
	s_add_i32 s10, s10, -1
	s_cmp_eq_u32 s10, 0
	s_cbranch_scc0 .LBB3_8
.LBB3_9:
	s_load_dword s6, s[18:19], 0x0
	v_cvt_f64_i32_e32 v[2:3], s20
	v_mov_b32_e32 v16, 0
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s6, s6, 0x41c64e6d
	s_add_i32 s8, s6, 0x3039
	s_mul_hi_i32 s6, s8, 0x40000001
	s_lshr_b32 s7, s6, 31
	s_ashr_i32 s6, s6, 29
	s_add_i32 s6, s6, s7
	s_mul_i32 s9, s6, 0x7fffffff
	v_div_scale_f64 v[4:5], s[6:7], v[2:3], v[2:3], 1.0
	v_rcp_f64_e32 v[6:7], v[4:5]
	s_sub_i32 s6, s8, s9
	v_mov_b32_e32 v8, s6
	global_store_dword v16, v8, s[18:19]
	v_fma_f64 v[8:9], -v[4:5], v[6:7], 1.0
	v_fmac_f64_e32 v[6:7], v[6:7], v[8:9]
	v_fma_f64 v[8:9], -v[4:5], v[6:7], 1.0
	v_fmac_f64_e32 v[6:7], v[6:7], v[8:9]
	v_div_scale_f64 v[8:9], vcc, 1.0, v[2:3], 1.0
	v_mul_f64 v[10:11], v[8:9], v[6:7]
	v_fma_f64 v[4:5], -v[4:5], v[10:11], v[8:9]
	v_cvt_f64_i32_e32 v[8:9], s6
	s_mov_b32 s6, 0xffc00000
	s_mov_b32 s7, 0x41dfffff
	v_div_scale_f64 v[12:13], s[8:9], s[6:7], s[6:7], v[8:9]
	v_rcp_f64_e32 v[14:15], v[12:13]
	v_div_fmas_f64 v[4:5], v[4:5], v[6:7], v[10:11]
	v_div_fixup_f64 v[2:3], v[4:5], v[2:3], 1.0
	v_fma_f64 v[4:5], -v[12:13], v[14:15], 1.0
	v_fmac_f64_e32 v[14:15], v[14:15], v[4:5]
	v_fma_f64 v[4:5], -v[12:13], v[14:15], 1.0
	v_fmac_f64_e32 v[14:15], v[14:15], v[4:5]
	v_div_scale_f64 v[4:5], vcc, v[8:9], s[6:7], v[8:9]
	v_mul_f64 v[6:7], v[4:5], v[14:15]
	v_fma_f64 v[4:5], -v[12:13], v[6:7], v[4:5]
	s_nop 1
	v_div_fmas_f64 v[4:5], v[4:5], v[14:15], v[6:7]
	v_div_fixup_f64 v[4:5], v[4:5], s[6:7], v[8:9]
	v_mul_f64 v[2:3], v[2:3], |v[4:5]|
	global_store_dwordx2 v16, v[2:3], s[16:17]
.LBB3_10:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB3_12
; %bb.11:
	v_mov_b32_e32 v4, 0
	global_load_dwordx2 v[2:3], v4, s[16:17]
	s_waitcnt vmcnt(0)
	ds_write_b64 v4, v[2:3]
.LBB3_12:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB3_14
; %bb.13:
	v_cvt_f64_i32_e32 v[2:3], v0
	v_cvt_f64_i32_e32 v[4:5], s20
	v_div_scale_f64 v[6:7], s[0:1], v[4:5], v[4:5], v[2:3]
	v_rcp_f64_e32 v[8:9], v[6:7]
	v_mov_b32_e32 v10, 0
	ds_read_b64 v[10:11], v10
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_fma_f64 v[12:13], -v[6:7], v[8:9], 1.0
	v_fmac_f64_e32 v[8:9], v[8:9], v[12:13]
	v_fma_f64 v[12:13], -v[6:7], v[8:9], 1.0
	v_fmac_f64_e32 v[8:9], v[8:9], v[12:13]
	v_div_scale_f64 v[12:13], vcc, v[2:3], v[4:5], v[2:3]
	v_mul_f64 v[14:15], v[12:13], v[8:9]
	v_fma_f64 v[6:7], -v[6:7], v[14:15], v[12:13]
	s_nop 1
	v_div_fmas_f64 v[6:7], v[6:7], v[8:9], v[14:15]
	v_div_fixup_f64 v[2:3], v[6:7], v[4:5], v[2:3]
	v_mov_b32_e32 v4, s17
	v_add_co_u32_e32 v0, vcc, s16, v0
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[2:3], v[2:3], v[10:11]
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	global_store_dwordx2 v[0:1], v[2:3], off
.LBB3_14:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel normalize_weights_kernel
		.amdhsa_group_segment_fixed_size 16
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 17
		.amdhsa_next_free_sgpr 21
		.amdhsa_accum_offset 20
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
.Lfunc_end3:
	.size	normalize_weights_kernel, .Lfunc_end3-normalize_weights_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1092
; NumSgprs: 23
; NumVgprs: 17
; NumAgprs: 0
; TotalNumVgprs: 17
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 16 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 23
; NumVGPRsForWavesPerEU: 17
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	likelihood_kernel       ; -- Begin function likelihood_kernel
	.globl	likelihood_kernel
	.p2align	8
	.type	likelihood_kernel,@function
likelihood_kernel:                      ; @likelihood_kernel
; %bb.0:
	s_mov_b64 s[44:45], s[4:5]
	s_load_dwordx8 s[48:55], s[8:9], 0x0
	s_load_dwordx2 s[64:65], s[8:9], 0x50
	s_load_dwordx4 s[60:63], s[8:9], 0x58
	s_nop 0
	s_load_dword s4, s[4:5], 0x4
	s_nop 0
	s_load_dwordx4 s[56:59], s[8:9], 0x70
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v40, v0
	s_addc_u32 s1, s1, 0
	v_and_b32_e32 v46, 0x3ff, v40
	v_mov_b32_e32 v47, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s74, s4, 0xffff
	v_mov_b32_e32 v0, s14
	v_mad_u64_u32 v[56:57], s[4:5], s74, v0, v[46:47]
	s_mov_b32 s33, s16
	s_mov_b32 s39, s15
	s_mov_b32 s38, s14
	s_mov_b64 s[40:41], s[10:11]
	s_mov_b64 s[46:47], s[8:9]
	s_mov_b64 s[42:43], s[6:7]
	s_mov_b32 s68, 0
	v_cmp_gt_i32_e64 s[34:35], s60, v56
	s_mov_b32 s32, 0
	s_and_saveexec_b64 s[66:67], s[34:35]
	s_cbranch_execz .LBB4_2
; %bb.1:
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, v56
	v_ashrrev_i64 v[58:59], 29, v[0:1]
	v_mov_b32_e32 v3, s53
	v_add_co_u32_e32 v2, vcc, s52, v58
	v_addc_co_u32_e32 v3, vcc, v3, v59, vcc
	v_ashrrev_i64 v[0:1], 30, v[0:1]
	v_mov_b32_e32 v4, s57
	v_add_co_u32_e32 v60, vcc, s56, v0
	v_addc_co_u32_e32 v61, vcc, v4, v1, vcc
	global_load_dword v0, v[60:61], off
	s_mov_b32 s60, 0x41c64e6d
	global_load_dwordx2 v[2:3], v[2:3], off
	s_movk_i32 s75, 0x3039
	s_mov_b32 s76, 0x40000001
	s_brev_b32 s77, -2
	s_add_u32 s36, s46, 0x88
	s_mov_b32 s52, 0xffc00000
	s_addc_u32 s37, s47, 0
	s_mov_b32 s53, 0x41dfffff
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, __ocml_cos_f64@gotpcrel32@lo+4
	s_addc_u32 s5, s5, __ocml_cos_f64@gotpcrel32@hi+12
	s_load_dwordx2 s[70:71], s[4:5], 0x0
	s_mov_b32 s56, 0x54442d18
	s_mov_b32 s57, 0x401921fb
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[10:11], s[40:41]
	s_mov_b32 s12, s38
	s_mov_b32 s13, s39
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_mov_b64 s[8:9], s[36:37]
	s_waitcnt vmcnt(1)
	v_mul_lo_u32 v0, v0, s60
	v_add_u32_e32 v0, s75, v0
	v_mul_hi_i32 v1, v0, s76
	s_waitcnt vmcnt(0)
	v_add_f64 v[62:63], v[2:3], 1.0
	v_lshrrev_b32_e32 v2, 31, v1
	v_ashrrev_i32_e32 v1, 29, v1
	v_add_u32_e32 v1, v1, v2
	v_mul_lo_u32 v1, v1, s77
	v_sub_u32_e32 v2, v0, v1
	v_cvt_f64_i32_e32 v[0:1], v2
	v_mul_lo_u32 v6, v2, s60
	v_div_scale_f64 v[2:3], s[4:5], s[52:53], s[52:53], v[0:1]
	v_add_u32_e32 v10, s75, v6
	v_rcp_f64_e32 v[6:7], v[2:3]
	v_mul_hi_i32 v8, v10, s76
	v_lshrrev_b32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v8, 29, v8
	v_add_u32_e32 v8, v8, v9
	v_mul_lo_u32 v11, v8, s77
	v_fma_f64 v[8:9], -v[2:3], v[6:7], 1.0
	v_sub_u32_e32 v10, v10, v11
	v_fmac_f64_e32 v[6:7], v[6:7], v[8:9]
	v_cvt_f64_i32_e32 v[8:9], v10
	global_store_dword v[60:61], v10, off
	v_fma_f64 v[10:11], -v[2:3], v[6:7], 1.0
	v_div_scale_f64 v[12:13], s[4:5], s[52:53], s[52:53], v[8:9]
	v_div_scale_f64 v[4:5], vcc, v[0:1], s[52:53], v[0:1]
	v_fmac_f64_e32 v[6:7], v[6:7], v[10:11]
	v_rcp_f64_e32 v[10:11], v[12:13]
	v_mul_f64 v[16:17], v[4:5], v[6:7]
	v_fma_f64 v[2:3], -v[2:3], v[16:17], v[4:5]
	v_div_fmas_f64 v[2:3], v[2:3], v[6:7], v[16:17]
	v_div_fixup_f64 v[42:43], v[2:3], s[52:53], v[0:1]
	v_fma_f64 v[0:1], -v[12:13], v[10:11], 1.0
	v_fmac_f64_e32 v[10:11], v[10:11], v[0:1]
	v_fma_f64 v[0:1], -v[12:13], v[10:11], 1.0
	v_div_scale_f64 v[14:15], s[4:5], v[8:9], s[52:53], v[8:9]
	v_fmac_f64_e32 v[10:11], v[10:11], v[0:1]
	v_mul_f64 v[0:1], v[14:15], v[10:11]
	v_fma_f64 v[2:3], -v[12:13], v[0:1], v[14:15]
	s_mov_b64 vcc, s[4:5]
	v_div_fmas_f64 v[0:1], v[2:3], v[10:11], v[0:1]
	v_div_fixup_f64 v[0:1], v[0:1], s[52:53], v[8:9]
	v_mul_f64 v[0:1], |v[0:1]|, s[56:57]
	s_mov_b64 s[4:5], s[44:45]
	v_and_b32_e32 v41, s77, v43
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[70:71]
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, __ocml_log_f64@gotpcrel32@lo+4
	s_addc_u32 s5, s5, __ocml_log_f64@gotpcrel32@hi+12
	s_load_dwordx2 s[72:73], s[4:5], 0x0
	v_mov_b32_e32 v44, v0
	v_mov_b32_e32 v45, v1
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[40:41]
	s_mov_b32 s12, s38
	s_mov_b32 s13, s39
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v41
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[72:73]
	v_mul_f64 v[0:1], v[0:1], -2.0
	v_sqrt_f64_e32 v[0:1], v[0:1]
	global_load_dword v2, v[60:61], off
	s_mov_b32 s69, 0x40140000
	s_mov_b64 s[6:7], s[42:43]
	v_mul_f64 v[0:1], v[44:45], v[0:1]
	v_fmac_f64_e32 v[62:63], s[68:69], v[0:1]
	v_mov_b32_e32 v1, s49
	v_add_co_u32_e32 v0, vcc, s48, v58
	v_addc_co_u32_e32 v1, vcc, v1, v59, vcc
	global_store_dwordx2 v[0:1], v[62:63], off
	v_mov_b32_e32 v1, s55
	v_add_co_u32_e32 v0, vcc, s54, v58
	v_addc_co_u32_e32 v1, vcc, v1, v59, vcc
	global_load_dwordx2 v[0:1], v[0:1], off
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[40:41]
	s_mov_b32 s12, s38
	s_mov_b32 s13, s39
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_waitcnt vmcnt(2)
	v_mul_lo_u32 v2, v2, s60
	v_add_u32_e32 v2, s75, v2
	v_mul_hi_i32 v3, v2, s76
	v_lshrrev_b32_e32 v4, 31, v3
	v_ashrrev_i32_e32 v3, 29, v3
	v_add_u32_e32 v3, v3, v4
	v_mul_lo_u32 v3, v3, s77
	v_sub_u32_e32 v4, v2, v3
	v_cvt_f64_i32_e32 v[2:3], v4
	v_mul_lo_u32 v8, v4, s60
	v_div_scale_f64 v[4:5], s[4:5], s[52:53], s[52:53], v[2:3]
	v_add_u32_e32 v10, s75, v8
	v_mul_hi_i32 v8, v10, s76
	v_lshrrev_b32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v8, 29, v8
	s_waitcnt vmcnt(0)
	v_add_f64 v[62:63], v[0:1], -2.0
	v_rcp_f64_e32 v[0:1], v[4:5]
	v_add_u32_e32 v8, v8, v9
	v_mul_lo_u32 v11, v8, s77
	v_sub_u32_e32 v10, v10, v11
	v_fma_f64 v[8:9], -v[4:5], v[0:1], 1.0
	v_fmac_f64_e32 v[0:1], v[0:1], v[8:9]
	v_cvt_f64_i32_e32 v[8:9], v10
	global_store_dword v[60:61], v10, off
	v_fma_f64 v[10:11], -v[4:5], v[0:1], 1.0
	v_div_scale_f64 v[12:13], s[4:5], s[52:53], s[52:53], v[8:9]
	v_div_scale_f64 v[6:7], vcc, v[2:3], s[52:53], v[2:3]
	v_fmac_f64_e32 v[0:1], v[0:1], v[10:11]
	v_rcp_f64_e32 v[10:11], v[12:13]
	v_mul_f64 v[16:17], v[6:7], v[0:1]
	v_fma_f64 v[4:5], -v[4:5], v[16:17], v[6:7]
	v_div_fmas_f64 v[0:1], v[4:5], v[0:1], v[16:17]
	v_div_fixup_f64 v[42:43], v[0:1], s[52:53], v[2:3]
	v_fma_f64 v[0:1], -v[12:13], v[10:11], 1.0
	v_fmac_f64_e32 v[10:11], v[10:11], v[0:1]
	v_fma_f64 v[0:1], -v[12:13], v[10:11], 1.0
	v_div_scale_f64 v[14:15], s[4:5], v[8:9], s[52:53], v[8:9]
	v_fmac_f64_e32 v[10:11], v[10:11], v[0:1]
	v_mul_f64 v[0:1], v[14:15], v[10:11]
	v_fma_f64 v[2:3], -v[12:13], v[0:1], v[14:15]
	s_mov_b64 vcc, s[4:5]
	v_div_fmas_f64 v[0:1], v[2:3], v[10:11], v[0:1]
	v_div_fixup_f64 v[0:1], v[0:1], s[52:53], v[8:9]
	v_mul_f64 v[0:1], |v[0:1]|, s[56:57]
	s_mov_b64 s[4:5], s[44:45]
	v_and_b32_e32 v41, s77, v43
	s_swappc_b64 s[30:31], s[70:71]
	v_mov_b32_e32 v44, v0
	v_mov_b32_e32 v45, v1
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[40:41]
	s_mov_b32 s12, s38
	s_mov_b32 s13, s39
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v41
	s_swappc_b64 s[30:31], s[72:73]
	v_mul_f64 v[0:1], v[0:1], -2.0
	v_sqrt_f64_e32 v[0:1], v[0:1]
	v_mov_b32_e32 v2, s51
	v_mul_f64 v[0:1], v[44:45], v[0:1]
	v_fmac_f64_e32 v[62:63], 2.0, v[0:1]
	v_add_co_u32_e32 v0, vcc, s50, v58
	v_addc_co_u32_e32 v1, vcc, v2, v59, vcc
	global_store_dwordx2 v[0:1], v[62:63], off
.LBB4_2:
	s_or_b64 exec, exec, s[66:67]
	s_load_dword s52, s[46:47], 0x80
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[36:37], s[34:35]
	s_cbranch_execz .LBB4_9
; %bb.3:
	s_load_dwordx2 s[12:13], s[46:47], 0x68
	s_load_dwordx8 s[4:11], s[46:47], 0x28
	s_cmp_lt_i32 s61, 1
	v_pk_mov_b32 v[2:3], 0, 0
	s_cbranch_scc1 .LBB4_8
; %bb.4:
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, v56
	v_ashrrev_i64 v[0:1], 29, v[2:3]
	v_mov_b32_e32 v3, s49
	v_add_co_u32_e32 v4, vcc, s48, v0
	v_addc_co_u32_e32 v5, vcc, v3, v1, vcc
	v_mov_b32_e32 v3, s51
	v_add_co_u32_e32 v0, vcc, s50, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_load_dwordx2 v[6:7], v[0:1], off
	global_load_dwordx2 v[8:9], v[4:5], off
	v_mul_lo_u32 v0, v56, s61
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s5
	v_add_co_u32_e32 v0, vcc, s4, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	v_pk_mov_b32 v[4:5], v[0:1], v[0:1] op_sel:[0,1]
	s_mov_b32 s4, s61
	s_waitcnt vmcnt(1)
	v_rndne_f64_e32 v[6:7], v[6:7]
	s_waitcnt vmcnt(0)
	v_rndne_f64_e32 v[8:9], v[8:9]
	v_cvt_i32_f64_e32 v3, v[8:9]
	v_cvt_i32_f64_e32 v6, v[6:7]
.LBB4_5:                                ; =>This Inner Loop Header: Depth=1
	global_load_dwordx2 v[8:9], v2, s[6:7]
	s_add_i32 s4, s4, -1
	s_add_u32 s6, s6, 8
	s_addc_u32 s7, s7, 0
	s_cmp_eq_u32 s4, 0
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v7, v9, v3
	v_mul_lo_u32 v7, v7, s12
	v_add3_u32 v7, v8, v6, v7
	v_mul_lo_u32 v7, v7, s13
	v_add_u32_e32 v7, s63, v7
	v_sub_u32_e32 v8, 0, v7
	v_max_i32_e32 v7, v7, v8
	v_cmp_gt_i32_e32 vcc, s62, v7
	v_cndmask_b32_e32 v7, 0, v7, vcc
	global_store_dword v[4:5], v7, off
	v_add_co_u32_e32 v4, vcc, 4, v4
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	s_cbranch_scc0 .LBB4_5
; %bb.6:
	s_mov_b32 s4, 0
	v_pk_mov_b32 v[2:3], 0, 0
	s_mov_b32 s5, 0xc0590000
	s_mov_b32 s7, 0xc06c8000
	s_mov_b32 s13, 0x40490000
	s_mov_b32 s14, s61
.LBB4_7:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v4, v[0:1], off
	v_mov_b32_e32 v5, s11
	s_mov_b32 s6, s4
	s_mov_b32 s12, s4
	s_add_i32 s14, s14, -1
	s_cmp_eq_u32 s14, 0
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v6, 31, v4
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v5, v6, vcc
	global_load_ubyte v4, v[4:5], off
	v_add_co_u32_e32 v0, vcc, 4, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	s_waitcnt vmcnt(0)
	v_cvt_f64_u32_e32 v[4:5], v4
	v_add_f64 v[6:7], v[4:5], s[4:5]
	v_add_f64 v[4:5], v[4:5], s[6:7]
	v_mul_f64 v[4:5], v[4:5], -v[4:5]
	v_fmac_f64_e32 v[4:5], v[6:7], v[6:7]
	v_div_scale_f64 v[6:7], s[16:17], s[12:13], s[12:13], v[4:5]
	v_rcp_f64_e32 v[8:9], v[6:7]
	v_div_scale_f64 v[10:11], vcc, v[4:5], s[12:13], v[4:5]
	v_fma_f64 v[12:13], -v[6:7], v[8:9], 1.0
	v_fmac_f64_e32 v[8:9], v[8:9], v[12:13]
	v_fma_f64 v[12:13], -v[6:7], v[8:9], 1.0
	v_fmac_f64_e32 v[8:9], v[8:9], v[12:13]
	v_mul_f64 v[12:13], v[10:11], v[8:9]
	v_fma_f64 v[6:7], -v[6:7], v[12:13], v[10:11]
	v_div_fmas_f64 v[6:7], v[6:7], v[8:9], v[12:13]
	v_div_fixup_f64 v[4:5], v[6:7], s[12:13], v[4:5]
	v_add_f64 v[2:3], v[2:3], v[4:5]
	s_cbranch_scc0 .LBB4_7
.LBB4_8:
	v_cvt_f64_i32_e32 v[0:1], s61
	s_waitcnt lgkmcnt(0)
	v_div_scale_f64 v[4:5], s[4:5], v[0:1], v[0:1], v[2:3]
	v_rcp_f64_e32 v[6:7], v[4:5]
	v_div_scale_f64 v[8:9], vcc, v[2:3], v[0:1], v[2:3]
	s_mov_b64 s[6:7], s[42:43]
	v_fma_f64 v[10:11], -v[4:5], v[6:7], 1.0
	v_fmac_f64_e32 v[6:7], v[6:7], v[10:11]
	v_fma_f64 v[10:11], -v[4:5], v[6:7], 1.0
	v_fmac_f64_e32 v[6:7], v[6:7], v[10:11]
	v_mul_f64 v[10:11], v[8:9], v[6:7]
	v_fma_f64 v[4:5], -v[4:5], v[10:11], v[8:9]
	v_div_fmas_f64 v[4:5], v[4:5], v[6:7], v[10:11]
	v_div_fixup_f64 v[0:1], v[4:5], v[0:1], v[2:3]
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, v56
	v_ashrrev_i64 v[2:3], 29, v[2:3]
	v_mov_b32_e32 v5, s9
	v_add_co_u32_e32 v4, vcc, s8, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	global_store_dwordx2 v[4:5], v[0:1], off
	v_mov_b32_e32 v4, s65
	v_add_co_u32_e32 v42, vcc, s64, v2
	v_addc_co_u32_e32 v43, vcc, v4, v3, vcc
	global_load_dwordx2 v[44:45], v[42:43], off
	s_add_u32 s8, s46, 0x88
	s_addc_u32 s9, s47, 0
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, __ocml_exp_f64@gotpcrel32@lo+4
	s_addc_u32 s5, s5, __ocml_exp_f64@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[4:5], 0x0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[10:11], s[40:41]
	s_mov_b32 s12, s38
	s_mov_b32 s13, s39
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	v_mul_f64 v[0:1], v[44:45], v[0:1]
	global_store_dwordx2 v[42:43], v[0:1], off
.LBB4_9:
	s_or_b64 exec, exec, s[36:37]
	v_mov_b32_e32 v2, 0
	v_lshl_add_u32 v0, v46, 3, s52
	v_mov_b32_e32 v3, v2
	ds_write_b64 v0, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB4_11
; %bb.10:
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, v56
	v_ashrrev_i64 v[2:3], 29, v[2:3]
	v_mov_b32_e32 v1, s65
	v_add_co_u32_e32 v2, vcc, s64, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dwordx2 v[2:3], v[2:3], off
	s_waitcnt vmcnt(0)
	ds_write_b64 v0, v[2:3]
.LBB4_11:
	s_or_b64 exec, exec, s[4:5]
	v_alignbit_b32 v1, 0, s74, 1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_b64 vcc, exec, vcc
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_vccz .LBB4_16
.LBB4_12:
	v_cmp_eq_u32_e32 vcc, 0, v46
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB4_14
; %bb.13:
	v_mov_b32_e32 v0, s52
	ds_read_b64 v[0:1], v0
	s_ashr_i32 s39, s38, 31
	s_lshl_b64 s[4:5], s[38:39], 3
	s_add_u32 s4, s58, s4
	s_addc_u32 s5, s59, s5
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	global_store_dwordx2 v2, v[0:1], s[4:5]
.LBB4_14:
	s_endpgm
.LBB4_15:                               ;   in Loop: Header=BB4_16 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b32_e32 v2, 1, v1
	v_cmp_gt_u32_e32 vcc, 2, v1
	s_and_b64 vcc, exec, vcc
	v_mov_b32_e32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_vccnz .LBB4_12
.LBB4_16:                               ; =>This Inner Loop Header: Depth=1
	v_cmp_gt_u32_e32 vcc, v1, v46
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB4_15
; %bb.17:                               ;   in Loop: Header=BB4_16 Depth=1
	v_lshl_add_u32 v2, v1, 3, v0
	ds_read_b64 v[2:3], v2
	ds_read_b64 v[4:5], v0
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[2:3], v[2:3], v[4:5]
	ds_write_b64 v0, v[2:3]
	s_branch .LBB4_15
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel likelihood_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 192
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 78
		.amdhsa_accum_offset 64
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
.Lfunc_end4:
	.size	likelihood_kernel, .Lfunc_end4-likelihood_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2504
; NumSgprs: 84
; NumVgprs: 64
; NumAgprs: 0
; TotalNumVgprs: 64
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 10
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 84
; NumVGPRsForWavesPerEU: 64
; AccumOffset: 64
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 15
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
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         48
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .offset:         56
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 60
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           find_index_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         find_index_kernel.kd
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 16
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           normalize_weights_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     23
    .sgpr_spill_count: 0
    .symbol:         normalize_weights_kernel.kd
    .vgpr_count:     17
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         48
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         64
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         72
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         80
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .offset:         88
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         92
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         96
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         100
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         104
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         108
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         112
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         120
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         128
        .pointee_align:  1
        .size:           4
        .type_name:      'double*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         136
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         144
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         152
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         160
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         168
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         176
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         184
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 192
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           likelihood_kernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     84
    .sgpr_spill_count: 0
    .symbol:         likelihood_kernel.kd
    .vgpr_count:     64
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
