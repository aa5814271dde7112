	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.hidden	d_randu                         ; -- Begin function d_randu
	.globl	d_randu
	.p2align	2
	.type	d_randu,@function
d_randu:                                ; @d_randu
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_ashrrev_i32_e32 v3, 31, v2
	s_brev_b32 s6, -2
	s_mov_b32 s4, 0xffc00000
	s_mov_b32 s5, 0x41dfffff
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32 v2, vcc_lo, v0, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, v1, v3, vcc_lo
	global_load_dword v0, v[2:3], off
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, 0x41c64e6d, v0
	v_add_nc_u32_e32 v0, 0x3039, v0
	v_mul_hi_i32 v1, 0x40000001, v0
	v_lshrrev_b32_e32 v4, 31, v1
	v_ashrrev_i32_e32 v1, 29, v1
	v_add_nc_u32_e32 v1, v1, v4
	v_mul_lo_u32 v1, v1, s6
	v_sub_nc_u32_e32 v12, v0, v1
	v_cvt_f64_i32_e32 v[0:1], v12
	global_store_dword v[2:3], v12, off
	v_div_scale_f64 v[4:5], s7, s[4:5], s[4:5], v[0:1]
	v_rcp_f64_e32 v[6:7], v[4:5]
	v_fma_f64 v[8:9], -v[4:5], v[6:7], 1.0
	v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]
	v_fma_f64 v[8:9], -v[4:5], v[6:7], 1.0
	v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]
	v_div_scale_f64 v[8:9], vcc_lo, v[0:1], s[4:5], v[0:1]
	v_mul_f64 v[10:11], v[8:9], v[6:7]
	v_fma_f64 v[4:5], -v[4:5], v[10:11], v[8:9]
	v_div_fmas_f64 v[4:5], v[4:5], v[6:7], v[10:11]
	v_div_fixup_f64 v[0:1], v[4:5], s[4:5], v[0:1]
	v_and_b32_e32 v1, s6, v1
	s_waitcnt_vscnt null, 0x0
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	d_randu, .Lfunc_end0-d_randu
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 280
; NumSgprs: 34
; NumVgprs: 13
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
	s_waitcnt_vscnt null, 0x0
	s_or_saveexec_b32 s15, -1
	buffer_store_dword v40, off, s[0:3], s32 offset:20 ; 4-byte Folded Spill
	s_waitcnt_depctr 0xffe3
	s_mov_b32 exec_lo, s15
	v_ashrrev_i32_e32 v3, 31, v2
	v_writelane_b32 v40, s33, 13
	s_mov_b32 s33, s32
	buffer_store_dword v41, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 ; 4-byte Folded Spill
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_writelane_b32 v40, s34, 0
	s_addk_i32 s32, 0x400
	v_mov_b32_e32 v44, v31
	v_writelane_b32 v40, s35, 1
	v_add_co_u32 v2, vcc_lo, v0, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, v1, v3, vcc_lo
	v_writelane_b32 v40, s36, 2
	s_mov_b64 s[34:35], s[10:11]
	global_load_dword v0, v[2:3], off
	v_writelane_b32 v40, s37, 3
	s_mov_b64 s[36:37], s[8:9]
	s_brev_b32 s8, -2
	v_writelane_b32 v40, s38, 4
	v_writelane_b32 v40, s39, 5
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b32 s6, 0x40000001
	v_writelane_b32 v40, s40, 6
	v_writelane_b32 v40, s41, 7
	s_mov_b64 s[40:41], s[4:5]
	s_mov_b32 s4, 0x41c64e6d
	s_movk_i32 s5, 0x3039
	v_writelane_b32 v40, s42, 8
	s_mov_b32 s42, s14
	v_writelane_b32 v40, s43, 9
	s_mov_b32 s43, s13
	v_writelane_b32 v40, s44, 10
	s_mov_b32 s44, s12
	v_writelane_b32 v40, s30, 11
	v_writelane_b32 v40, s31, 12
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, s4
	v_add_nc_u32_e32 v0, s5, v0
	v_mul_hi_i32 v1, v0, s6
	v_lshrrev_b32_e32 v4, 31, v1
	v_ashrrev_i32_e32 v1, 29, v1
	v_add_nc_u32_e32 v1, v1, v4
	v_mul_lo_u32 v1, v1, s8
	v_sub_nc_u32_e32 v0, v0, v1
	v_mul_lo_u32 v1, v0, s4
	v_add_nc_u32_e32 v1, s5, v1
	v_mul_hi_i32 v4, v1, s6
	s_mov_b32 s6, 0xffc00000
	s_mov_b32 s7, 0x41dfffff
	v_lshrrev_b32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v4, 29, v4
	v_add_nc_u32_e32 v4, v4, v5
	v_mul_lo_u32 v4, v4, s8
	v_sub_nc_u32_e32 v22, v1, v4
	v_cvt_f64_i32_e32 v[0:1], v0
	v_cvt_f64_i32_e32 v[4:5], v22
	global_store_dword v[2:3], v22, off
	v_div_scale_f64 v[6:7], s4, s[6:7], s[6:7], v[0:1]
	v_div_scale_f64 v[18:19], vcc_lo, v[0:1], s[6:7], v[0:1]
	v_div_scale_f64 v[8:9], s4, s[6:7], s[6:7], v[4:5]
	v_rcp_f64_e32 v[10:11], v[6:7]
	v_rcp_f64_e32 v[12:13], v[8:9]
	v_fma_f64 v[14:15], -v[6:7], v[10:11], 1.0
	v_fma_f64 v[16:17], -v[8:9], v[12:13], 1.0
	v_fma_f64 v[10:11], v[10:11], v[14:15], v[10:11]
	v_fma_f64 v[12:13], v[12:13], v[16:17], v[12:13]
	v_fma_f64 v[14:15], -v[6:7], v[10:11], 1.0
	v_fma_f64 v[16:17], -v[8:9], v[12:13], 1.0
	v_fma_f64 v[10:11], v[10:11], v[14:15], v[10:11]
	v_div_scale_f64 v[14:15], s4, v[4:5], s[6:7], v[4:5]
	v_fma_f64 v[12:13], v[12:13], v[16:17], v[12:13]
	v_mul_f64 v[16:17], v[18:19], v[10:11]
	v_mul_f64 v[20:21], v[14:15], v[12:13]
	v_fma_f64 v[6:7], -v[6:7], v[16:17], v[18:19]
	v_fma_f64 v[8:9], -v[8:9], v[20:21], v[14:15]
	v_div_fmas_f64 v[6:7], v[6:7], v[10:11], v[16:17]
	s_mov_b32 vcc_lo, s4
	s_mov_b32 s4, 0x54442d18
	s_mov_b32 s5, 0x401921fb
	v_div_fmas_f64 v[8:9], v[8:9], v[12:13], v[20:21]
	v_div_fixup_f64 v[41:42], v[6:7], s[6:7], v[0:1]
	v_div_fixup_f64 v[4:5], v[8:9], s[6:7], v[4:5]
	s_mov_b64 s[6:7], s[38:39]
	v_and_b32_e32 v45, s8, v42
	s_mov_b64 s[8:9], s[36:37]
	v_mul_f64 v[0:1], |v[4:5]|, s[4:5]
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, __ocml_cos_f64@gotpcrel32@lo+4
	s_addc_u32 s5, s5, __ocml_cos_f64@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[4:5], 0x0
	s_mov_b64 s[4:5], s[40:41]
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, __ocml_log_f64@gotpcrel32@lo+4
	s_addc_u32 s5, s5, __ocml_log_f64@gotpcrel32@hi+12
	v_mov_b32_e32 v42, v0
	s_load_dwordx2 s[16:17], s[4:5], 0x0
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, v45
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	v_mul_f64 v[0:1], v[0:1], -2.0
	v_readlane_b32 s4, v40, 11
	v_readlane_b32 s5, v40, 12
	v_readlane_b32 s44, v40, 10
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
	s_addk_i32 s32, 0xfc00
	v_sqrt_f64_e32 v[0:1], v[0:1]
	v_mul_f64 v[0:1], v[42:43], v[0:1]
	s_clause 0x4
	buffer_load_dword v45, off, s[0:3], s33
	buffer_load_dword v44, off, s[0:3], s33 offset:4
	buffer_load_dword v43, off, s[0:3], s33 offset:8
	buffer_load_dword v42, off, s[0:3], s33 offset:12
	buffer_load_dword v41, off, s[0:3], s33 offset:16
	v_readlane_b32 s33, v40, 13
	s_or_saveexec_b32 s6, -1
	buffer_load_dword v40, off, s[0:3], s32 offset:20 ; 4-byte Folded Reload
	s_waitcnt_depctr 0xffe3
	s_mov_b32 exec_lo, s6
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end1:
	.size	d_randn, .Lfunc_end1-d_randn
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 1036
; NumSgprs: 47
; NumVgprs: 46
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
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], s0, s0, s8, v[0:1]
	v_cmp_gt_i32_e32 vcc_lo, s16, v0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB2_9
; %bb.1:
	s_clause 0x1
	s_load_dwordx8 s[8:15], s[6:7], 0x0
	s_load_dwordx4 s[0:3], s[6:7], 0x20
	v_ashrrev_i32_e32 v1, 31, v0
	s_cmp_lt_i32 s16, 1
	s_cbranch_scc1 .LBB2_7
; %bb.2:
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	s_mov_b32 s4, 0
	s_mov_b32 s5, 0
                                        ; implicit-def: $sgpr6
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s14, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s15, v3, vcc_lo
	global_load_dwordx2 v[2:3], v[2:3], off
	s_branch .LBB2_4
.LBB2_3:                                ;   in Loop: Header=BB2_4 Depth=1
	s_or_b32 exec_lo, exec_lo, s7
	s_and_b32 s7, exec_lo, s6
	s_or_b32 s4, s7, s4
	s_andn2_b32 exec_lo, exec_lo, s4
	s_cbranch_execz .LBB2_6
.LBB2_4:                                ; =>This Inner Loop Header: Depth=1
	s_load_dwordx2 s[14:15], s[12:13], 0x0
	v_mov_b32_e32 v4, s5
	s_or_b32 s6, s6, exec_lo
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_nge_f64_e32 vcc_lo, s[14:15], v[2:3]
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execz .LBB2_3
; %bb.5:                                ;   in Loop: Header=BB2_4 Depth=1
	s_add_i32 s5, s5, 1
	s_add_u32 s12, s12, 8
	s_addc_u32 s13, s13, 0
	s_cmp_eq_u32 s16, s5
	v_mov_b32_e32 v4, -1
	s_cselect_b32 s14, -1, 0
	s_andn2_b32 s6, s6, exec_lo
	s_and_b32 s14, s14, exec_lo
	s_or_b32 s6, s6, s14
	s_branch .LBB2_3
.LBB2_6:
	s_or_b32 exec_lo, exec_lo, s4
	s_branch .LBB2_8
.LBB2_7:
	v_mov_b32_e32 v4, -1
.LBB2_8:
	v_cmp_eq_u32_e32 vcc_lo, -1, v4
	s_add_i32 s16, s16, -1
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_cndmask_b32_e64 v2, v4, s16, vcc_lo
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc_lo, s8, v2
	v_add_co_ci_u32_e32 v5, vcc_lo, s9, v3, vcc_lo
	v_add_co_u32 v6, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v7, vcc_lo, s1, v1, vcc_lo
	global_load_dwordx2 v[4:5], v[4:5], off
	v_add_co_u32 v2, vcc_lo, s10, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s11, v3, vcc_lo
	v_add_co_u32 v0, vcc_lo, s2, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s3, v1, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v[6:7], v[4:5], off
	global_load_dwordx2 v[2:3], v[2:3], off
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
		.amdhsa_wavefront_size32 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 17
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
.Lfunc_end2:
	.size	find_index_kernel, .Lfunc_end2-find_index_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 420
; NumSgprs: 19
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 8
; Occupancy: 20
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	normalize_weights_kernel ; -- Begin function normalize_weights_kernel
	.globl	normalize_weights_kernel
	.p2align	8
	.type	normalize_weights_kernel,@function
normalize_weights_kernel:               ; @normalize_weights_kernel
; %bb.0:
	s_clause 0x2
	s_load_dwordx2 s[2:3], s[6:7], 0x0
	s_load_dword s9, s[6:7], 0x8
	s_load_dwordx8 s[12:19], s[6:7], 0x10
	s_load_dword s1, s[4:5], 0x4
	v_cmp_eq_u32_e64 s0, 0, v0
	s_and_saveexec_b32 s4, s0
	s_cbranch_execz .LBB3_2
; %bb.1:
	s_waitcnt lgkmcnt(0)
	s_load_dwordx2 s[6:7], s[12:13], 0x0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s6
	v_mov_b32_e32 v2, s7
	ds_write_b64 v3, v[1:2] offset:8
.LBB3_2:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s4
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s1, 0xffff, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	v_mad_u64_u32 v[0:1], s1, s1, s8, v[0:1]
	v_cmp_gt_i32_e64 s1, s9, v0
	s_and_saveexec_b32 s4, s1
	s_cbranch_execz .LBB3_4
; %bb.3:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, v0
	s_waitcnt_vscnt null, 0x0
	ds_read_b64 v[6:7], v1 offset:8
	v_ashrrev_i64 v[2:3], 29, v[1:2]
	v_add_co_u32 v2, vcc_lo, s2, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s3, v3, vcc_lo
	global_load_dwordx2 v[4:5], v[2:3], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_div_scale_f64 v[8:9], s5, v[6:7], v[6:7], v[4:5]
	v_rcp_f64_e32 v[10:11], v[8:9]
	v_fma_f64 v[12:13], -v[8:9], v[10:11], 1.0
	v_fma_f64 v[10:11], v[10:11], v[12:13], v[10:11]
	v_fma_f64 v[12:13], -v[8:9], v[10:11], 1.0
	v_fma_f64 v[10:11], v[10:11], v[12:13], v[10:11]
	v_div_scale_f64 v[12:13], vcc_lo, v[4:5], v[6:7], v[4:5]
	v_mul_f64 v[14:15], v[12:13], v[10:11]
	v_fma_f64 v[8:9], -v[8:9], v[14:15], v[12:13]
	v_div_fmas_f64 v[8:9], v[8:9], v[10:11], v[14:15]
	v_div_fixup_f64 v[4:5], v[8:9], v[6:7], v[4:5]
	global_store_dwordx2 v[2:3], v[4:5], off
.LBB3_4:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s4
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s6, vcc_lo
	s_cbranch_execz .LBB3_10
; %bb.5:
	v_mov_b32_e32 v3, 0
	s_cmp_lt_i32 s9, 2
	global_load_dwordx2 v[1:2], v3, s[2:3]
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v3, v[1:2], s[14:15]
	s_cbranch_scc1 .LBB3_9
; %bb.6:
	global_load_dwordx2 v[4:5], v3, s[2:3] offset:8
	s_cmp_eq_u32 s9, 2
	s_waitcnt vmcnt(0)
	v_add_f64 v[1:2], v[4:5], v[1:2]
	global_store_dwordx2 v3, v[1:2], s[14:15] offset:8
	s_cbranch_scc1 .LBB3_9
; %bb.7:
	s_add_u32 s2, s2, 16
	v_mov_b32_e32 v3, 0
	s_addc_u32 s3, s3, 0
	s_add_u32 s4, s14, 16
	s_addc_u32 s5, s15, 0
	s_add_i32 s7, s9, -2
.LBB3_8:                                ; =>This Inner Loop Header: Depth=1
	global_load_dwordx2 v[4:5], v3, s[2:3]
	s_waitcnt_depctr 0xffe3
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_waitcnt vmcnt(0)
	v_add_f64 v[1:2], v[4:5], v[1:2]
	global_store_dwordx2 v3, v[1:2], s[4:5]
	s_waitcnt_depctr 0xffe3
	s_add_u32 s4, s4, 8
	s_addc_u32 s5, s5, 0
	s_add_i32 s7, s7, -1
	s_cmp_eq_u32 s7, 0
	s_cbranch_scc0 .LBB3_8
.LBB3_9:
	s_waitcnt_depctr 0xffe3
	s_load_dword s2, s[18:19], 0x0
	v_cvt_f64_i32_e32 v[1:2], s9
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s2, s2, 0x41c64e6d
	s_addk_i32 s2, 0x3039
	v_div_scale_f64 v[17:18], vcc_lo, 1.0, v[1:2], 1.0
	s_mul_hi_i32 s3, s2, 0x40000001
	s_lshr_b32 s4, s3, 31
	s_ashr_i32 s3, s3, 29
	s_add_i32 s3, s3, s4
	s_mov_b32 s4, 0xffc00000
	s_mul_i32 s3, s3, 0x7fffffff
	s_mov_b32 s5, 0x41dfffff
	s_sub_i32 s3, s2, s3
	v_div_scale_f64 v[5:6], s2, v[1:2], v[1:2], 1.0
	v_cvt_f64_i32_e32 v[3:4], s3
	v_rcp_f64_e32 v[9:10], v[5:6]
	v_div_scale_f64 v[7:8], s2, s[4:5], s[4:5], v[3:4]
	v_rcp_f64_e32 v[11:12], v[7:8]
	v_fma_f64 v[13:14], -v[5:6], v[9:10], 1.0
	v_fma_f64 v[9:10], v[9:10], v[13:14], v[9:10]
	v_fma_f64 v[15:16], -v[7:8], v[11:12], 1.0
	v_fma_f64 v[13:14], -v[5:6], v[9:10], 1.0
	v_fma_f64 v[11:12], v[11:12], v[15:16], v[11:12]
	v_fma_f64 v[9:10], v[9:10], v[13:14], v[9:10]
	v_fma_f64 v[15:16], -v[7:8], v[11:12], 1.0
	v_div_scale_f64 v[13:14], s2, v[3:4], s[4:5], v[3:4]
	v_fma_f64 v[11:12], v[11:12], v[15:16], v[11:12]
	v_mul_f64 v[15:16], v[17:18], v[9:10]
	v_mul_f64 v[19:20], v[13:14], v[11:12]
	v_fma_f64 v[5:6], -v[5:6], v[15:16], v[17:18]
	v_fma_f64 v[7:8], -v[7:8], v[19:20], v[13:14]
	v_div_fmas_f64 v[5:6], v[5:6], v[9:10], v[15:16]
	s_mov_b32 vcc_lo, s2
	v_div_fmas_f64 v[7:8], v[7:8], v[11:12], v[19:20]
	v_div_fixup_f64 v[1:2], v[5:6], v[1:2], 1.0
	v_div_fixup_f64 v[3:4], v[7:8], s[4:5], v[3:4]
	v_mul_f64 v[1:2], v[1:2], |v[3:4]|
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, s3
	global_store_dword v3, v4, s[18:19]
	global_store_dwordx2 v3, v[1:2], s[16:17]
.LBB3_10:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s2, s0
	s_cbranch_execz .LBB3_12
; %bb.11:
	v_mov_b32_e32 v3, 0
	global_load_dwordx2 v[1:2], v3, s[16:17]
	s_waitcnt vmcnt(0)
	ds_write_b64 v3, v[1:2]
.LBB3_12:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s0, s1
	s_cbranch_execz .LBB3_14
; %bb.13:
	v_cvt_f64_i32_e32 v[1:2], v0
	v_cvt_f64_i32_e32 v[3:4], s9
	v_div_scale_f64 v[5:6], s0, v[3:4], v[3:4], v[1:2]
	v_rcp_f64_e32 v[7:8], v[5:6]
	v_fma_f64 v[9:10], -v[5:6], v[7:8], 1.0
	v_fma_f64 v[7:8], v[7:8], v[9:10], v[7:8]
	v_fma_f64 v[9:10], -v[5:6], v[7:8], 1.0
	v_fma_f64 v[7:8], v[7:8], v[9:10], v[7:8]
	v_div_scale_f64 v[9:10], vcc_lo, v[1:2], v[3:4], v[1:2]
	v_mul_f64 v[11:12], v[9:10], v[7:8]
	v_fma_f64 v[5:6], -v[5:6], v[11:12], v[9:10]
	v_div_fmas_f64 v[5:6], v[5:6], v[7:8], v[11:12]
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, v0
	v_div_fixup_f64 v[1:2], v[5:6], v[3:4], v[1:2]
	s_waitcnt_vscnt null, 0x0
	ds_read_b64 v[3:4], v7
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[1:2], v[1:2], v[3:4]
	v_ashrrev_i64 v[3:4], 29, v[7:8]
	v_add_co_u32 v3, vcc_lo, s16, v3
	v_add_co_ci_u32_e32 v4, vcc_lo, s17, v4, vcc_lo
	global_store_dwordx2 v[3:4], v[1:2], off
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
		.amdhsa_wavefront_size32 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 21
		.amdhsa_next_free_sgpr 20
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
.Lfunc_end3:
	.size	normalize_weights_kernel, .Lfunc_end3-normalize_weights_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1332
; NumSgprs: 22
; NumVgprs: 21
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 16 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 21
; Occupancy: 20
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	likelihood_kernel       ; -- Begin function likelihood_kernel
	.globl	likelihood_kernel
	.p2align	8
	.type	likelihood_kernel,@function
likelihood_kernel:                      ; @likelihood_kernel
; %bb.0:
	s_add_u32 s12, s12, s17
	s_mov_b32 s32, 0
	s_addc_u32 s13, s13, 0
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s12
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI), s13
	s_mov_b64 s[38:39], s[4:5]
	s_load_dword s4, s[4:5], 0x4
	s_clause 0x3
	s_load_dwordx4 s[60:63], s[8:9], 0x58
	s_load_dwordx2 s[64:65], s[8:9], 0x50
	s_load_dwordx8 s[48:55], s[8:9], 0x0
	s_load_dwordx4 s[56:59], s[8:9], 0x70
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v41, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b32 s36, s14
	v_mov_b32_e32 v43, v2
	v_mov_b32_e32 v42, v1
	s_mov_b32 s37, s16
	s_mov_b64 s[44:45], s[8:9]
	s_mov_b32 s46, s15
	s_mov_b64 s[40:41], s[10:11]
	s_mov_b64 s[42:43], s[6:7]
	s_mov_b32 s66, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s47, s4, 0xffff
	v_mad_u64_u32 v[56:57], s4, s47, s36, v[40:41]
	v_cmp_gt_i32_e64 s33, s60, v56
	s_and_saveexec_b32 s60, s33
	s_cbranch_execz .LBB4_2
; %bb.1:
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, v56
	s_mov_b32 s72, 0x41c64e6d
	s_movk_i32 s73, 0x3039
	s_mov_b32 s74, 0x40000001
	s_brev_b32 s75, -2
	v_ashrrev_i64 v[2:3], 30, v[0:1]
	v_ashrrev_i64 v[59:60], 29, v[0:1]
	s_mov_b32 s68, 0x54442d18
	s_mov_b32 s69, 0x401921fb
	s_add_u32 s34, s44, 0x88
	s_addc_u32 s35, s45, 0
	v_add_co_u32 v57, vcc_lo, s56, v2
	v_add_co_ci_u32_e32 v58, vcc_lo, s57, v3, vcc_lo
	v_add_co_u32 v0, vcc_lo, s52, v59
	v_add_co_ci_u32_e32 v1, vcc_lo, s53, v60, vcc_lo
	global_load_dword v2, v[57:58], off
	s_mov_b32 s52, 0xffc00000
	s_mov_b32 s53, 0x41dfffff
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[10:11], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s36
	s_mov_b32 s13, s46
	s_mov_b32 s14, s37
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v2, s72
	v_add_nc_u32_e32 v4, s73, v2
	global_load_dwordx2 v[2:3], v[0:1], off
	v_mul_hi_i32 v5, v4, s74
	v_lshrrev_b32_e32 v0, 31, v5
	v_ashrrev_i32_e32 v1, 29, v5
	v_add_nc_u32_e32 v0, v1, v0
	v_mul_lo_u32 v0, v0, s75
	v_sub_nc_u32_e32 v0, v4, v0
	v_mul_lo_u32 v1, v0, s72
	v_add_nc_u32_e32 v1, s73, v1
	v_mul_hi_i32 v4, v1, s74
	v_lshrrev_b32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v4, 29, v4
	v_add_nc_u32_e32 v4, v4, v5
	v_mul_lo_u32 v4, v4, s75
	v_sub_nc_u32_e32 v22, v1, v4
	v_cvt_f64_i32_e32 v[0:1], v0
	v_cvt_f64_i32_e32 v[4:5], v22
	global_store_dword v[57:58], v22, off
	v_div_scale_f64 v[6:7], s4, s[52:53], s[52:53], v[0:1]
	v_div_scale_f64 v[18:19], vcc_lo, v[0:1], s[52:53], v[0:1]
	v_div_scale_f64 v[8:9], s4, s[52:53], s[52:53], v[4:5]
	v_rcp_f64_e32 v[10:11], v[6:7]
	v_rcp_f64_e32 v[12:13], v[8:9]
	v_fma_f64 v[14:15], -v[6:7], v[10:11], 1.0
	v_fma_f64 v[16:17], -v[8:9], v[12:13], 1.0
	v_fma_f64 v[10:11], v[10:11], v[14:15], v[10:11]
	v_fma_f64 v[12:13], v[12:13], v[16:17], v[12:13]
	v_fma_f64 v[14:15], -v[6:7], v[10:11], 1.0
	v_fma_f64 v[16:17], -v[8:9], v[12:13], 1.0
	v_fma_f64 v[10:11], v[10:11], v[14:15], v[10:11]
	v_div_scale_f64 v[14:15], s4, v[4:5], s[52:53], v[4:5]
	v_fma_f64 v[12:13], v[12:13], v[16:17], v[12:13]
	v_mul_f64 v[16:17], v[18:19], v[10:11]
	v_mul_f64 v[20:21], v[14:15], v[12:13]
	v_fma_f64 v[6:7], -v[6:7], v[16:17], v[18:19]
	v_fma_f64 v[8:9], -v[8:9], v[20:21], v[14:15]
	v_div_fmas_f64 v[6:7], v[6:7], v[10:11], v[16:17]
	s_mov_b32 vcc_lo, s4
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, __ocml_cos_f64@gotpcrel32@lo+4
	s_addc_u32 s5, s5, __ocml_cos_f64@gotpcrel32@hi+12
	v_div_fmas_f64 v[8:9], v[8:9], v[12:13], v[20:21]
	s_load_dwordx2 s[56:57], s[4:5], 0x0
	s_mov_b64 s[4:5], s[38:39]
	v_div_fixup_f64 v[44:45], v[6:7], s[52:53], v[0:1]
	v_div_fixup_f64 v[4:5], v[8:9], s[52:53], v[4:5]
	s_waitcnt vmcnt(0)
	v_add_f64 v[61:62], v[2:3], 1.0
	v_lshlrev_b32_e32 v2, 10, v42
	v_and_b32_e32 v47, s75, v45
	v_mul_f64 v[0:1], |v[4:5]|, s[68:69]
	v_lshlrev_b32_e32 v4, 20, v43
	v_or3_b32 v41, v40, v2, v4
	v_mov_b32_e32 v31, v41
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[56:57]
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, __ocml_log_f64@gotpcrel32@lo+4
	s_addc_u32 s5, s5, __ocml_log_f64@gotpcrel32@hi+12
	v_mov_b32_e32 v45, v0
	s_load_dwordx2 s[70:71], s[4:5], 0x0
	v_mov_b32_e32 v46, v1
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v47
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[40:41]
	s_mov_b32 s12, s36
	s_mov_b32 s13, s46
	s_mov_b32 s14, s37
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[70:71]
	global_load_dword v2, v[57:58], off
	v_mul_f64 v[0:1], v[0:1], -2.0
	s_mov_b32 s67, 0x40140000
	v_mov_b32_e32 v31, v41
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[40:41]
	s_mov_b32 s12, s36
	s_mov_b32 s13, s46
	s_mov_b32 s14, s37
	v_sqrt_f64_e32 v[0:1], v[0:1]
	v_mul_f64 v[0:1], v[45:46], v[0:1]
	v_fma_f64 v[0:1], v[0:1], s[66:67], v[61:62]
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v2, s72
	v_add_nc_u32_e32 v6, s73, v2
	v_add_co_u32 v2, vcc_lo, s48, v59
	v_add_co_ci_u32_e32 v3, vcc_lo, s49, v60, vcc_lo
	v_mul_hi_i32 v7, v6, s74
	v_add_co_u32 v4, vcc_lo, s54, v59
	global_store_dwordx2 v[2:3], v[0:1], off
	v_add_co_ci_u32_e32 v5, vcc_lo, s55, v60, vcc_lo
	v_lshrrev_b32_e32 v0, 31, v7
	v_ashrrev_i32_e32 v1, 29, v7
	global_load_dwordx2 v[2:3], v[4:5], off
	v_add_nc_u32_e32 v0, v1, v0
	v_mul_lo_u32 v0, v0, s75
	v_sub_nc_u32_e32 v0, v6, v0
	v_mul_lo_u32 v1, v0, s72
	v_add_nc_u32_e32 v1, s73, v1
	v_mul_hi_i32 v4, v1, s74
	v_lshrrev_b32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v4, 29, v4
	v_add_nc_u32_e32 v4, v4, v5
	v_mul_lo_u32 v4, v4, s75
	v_sub_nc_u32_e32 v22, v1, v4
	v_cvt_f64_i32_e32 v[0:1], v0
	v_cvt_f64_i32_e32 v[4:5], v22
	global_store_dword v[57:58], v22, off
	v_div_scale_f64 v[6:7], s4, s[52:53], s[52:53], v[0:1]
	v_div_scale_f64 v[18:19], vcc_lo, v[0:1], s[52:53], v[0:1]
	v_div_scale_f64 v[8:9], s4, s[52:53], s[52:53], v[4:5]
	v_rcp_f64_e32 v[10:11], v[6:7]
	v_rcp_f64_e32 v[12:13], v[8:9]
	v_fma_f64 v[14:15], -v[6:7], v[10:11], 1.0
	v_fma_f64 v[16:17], -v[8:9], v[12:13], 1.0
	v_fma_f64 v[10:11], v[10:11], v[14:15], v[10:11]
	v_fma_f64 v[12:13], v[12:13], v[16:17], v[12:13]
	v_fma_f64 v[14:15], -v[6:7], v[10:11], 1.0
	v_fma_f64 v[16:17], -v[8:9], v[12:13], 1.0
	v_fma_f64 v[10:11], v[10:11], v[14:15], v[10:11]
	v_div_scale_f64 v[14:15], s4, v[4:5], s[52:53], v[4:5]
	v_fma_f64 v[12:13], v[12:13], v[16:17], v[12:13]
	v_mul_f64 v[16:17], v[18:19], v[10:11]
	v_mul_f64 v[20:21], v[14:15], v[12:13]
	v_fma_f64 v[6:7], -v[6:7], v[16:17], v[18:19]
	v_fma_f64 v[8:9], -v[8:9], v[20:21], v[14:15]
	v_div_fmas_f64 v[6:7], v[6:7], v[10:11], v[16:17]
	s_mov_b32 vcc_lo, s4
	s_mov_b64 s[4:5], s[38:39]
	v_div_fmas_f64 v[8:9], v[8:9], v[12:13], v[20:21]
	v_div_fixup_f64 v[44:45], v[6:7], s[52:53], v[0:1]
	v_div_fixup_f64 v[4:5], v[8:9], s[52:53], v[4:5]
	v_and_b32_e32 v47, s75, v45
	v_mul_f64 v[0:1], |v[4:5]|, s[68:69]
	s_waitcnt vmcnt(0)
	v_add_f64 v[61:62], v[2:3], -2.0
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v45, v0
	v_mov_b32_e32 v46, v1
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v47
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[40:41]
	s_mov_b32 s12, s36
	s_mov_b32 s13, s46
	s_mov_b32 s14, s37
	s_swappc_b64 s[30:31], s[70:71]
	v_mul_f64 v[0:1], v[0:1], -2.0
	v_add_co_u32 v2, vcc_lo, s50, v59
	v_add_co_ci_u32_e32 v3, vcc_lo, s51, v60, vcc_lo
	v_sqrt_f64_e32 v[0:1], v[0:1]
	v_mul_f64 v[0:1], v[45:46], v[0:1]
	v_fma_f64 v[0:1], v[0:1], 2.0, v[61:62]
	global_store_dwordx2 v[2:3], v[0:1], off
.LBB4_2:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s60
	s_load_dword s34, s[44:45], 0x80
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s35, s33
	s_cbranch_execz .LBB4_9
; %bb.3:
	s_clause 0x1
	s_load_dwordx2 s[12:13], s[44:45], 0x68
	s_load_dwordx8 s[4:11], s[44:45], 0x28
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_cmp_lt_i32 s61, 1
	s_cbranch_scc1 .LBB4_8
; %bb.4:
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, v56
	v_ashrrev_i64 v[0:1], 29, v[2:3]
	v_add_co_u32 v3, vcc_lo, s48, v0
	v_add_co_ci_u32_e32 v4, vcc_lo, s49, v1, vcc_lo
	v_add_co_u32 v0, vcc_lo, s50, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s51, v1, vcc_lo
	global_load_dwordx2 v[5:6], v[3:4], off
	global_load_dwordx2 v[7:8], v[0:1], off
	s_waitcnt vmcnt(1)
	v_rndne_f64_e32 v[0:1], v[5:6]
	s_waitcnt vmcnt(0)
	v_rndne_f64_e32 v[3:4], v[7:8]
	v_mul_lo_u32 v7, v56, s61
	v_ashrrev_i32_e32 v8, 31, v7
	v_cvt_i32_f64_e32 v5, v[0:1]
	v_cvt_i32_f64_e32 v6, v[3:4]
	v_lshlrev_b64 v[0:1], 2, v[7:8]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc_lo, s4, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s5, v1, vcc_lo
	s_add_u32 s4, s6, 4
	s_addc_u32 s5, s7, 0
	s_mov_b32 s6, s61
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v3, v0
.LBB4_5:                                ; =>This Inner Loop Header: Depth=1
	global_load_dwordx2 v[7:8], v2, s[4:5] offset:-4
	s_add_i32 s6, s6, -1
	s_waitcnt_depctr 0xffe3
	s_add_u32 s4, s4, 8
	s_addc_u32 s5, s5, 0
	s_cmp_eq_u32 s6, 0
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v8, v8, v5
	v_mul_lo_u32 v8, v8, s12
	v_add3_u32 v7, v7, v6, v8
	v_mul_lo_u32 v7, v7, s13
	v_add_nc_u32_e32 v7, s63, v7
	v_sub_nc_u32_e32 v8, 0, v7
	v_max_i32_e32 v7, v7, v8
	v_cmp_gt_i32_e32 vcc_lo, s62, v7
	v_cndmask_b32_e32 v7, 0, v7, vcc_lo
	global_store_dword v[3:4], v7, off
	v_add_co_u32 v3, vcc_lo, v3, 4
	v_add_co_ci_u32_e32 v4, vcc_lo, 0, v4, vcc_lo
	s_cbranch_scc0 .LBB4_5
; %bb.6:
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_mov_b32 s4, 0
	s_mov_b32 s5, 0xc0590000
	s_mov_b32 s7, 0xc06c8000
	s_mov_b32 s13, 0x40490000
	s_mov_b32 s14, s61
.LBB4_7:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v4, v[0:1], off
	s_mov_b32 s6, s4
	s_mov_b32 s12, s4
	s_add_i32 s14, s14, -1
	s_cmp_eq_u32 s14, 0
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v5, 31, v4
	v_add_co_u32 v4, vcc_lo, s10, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, s11, v5, vcc_lo
	global_load_ubyte v4, v[4:5], off
	s_waitcnt vmcnt(0)
	v_cvt_f64_u32_e32 v[4:5], v4
	v_add_f64 v[6:7], v[4:5], s[6:7]
	v_add_f64 v[4:5], v[4:5], s[4:5]
	v_mul_f64 v[6:7], v[6:7], -v[6:7]
	v_fma_f64 v[4:5], v[4:5], v[4:5], v[6:7]
	v_div_scale_f64 v[6:7], s6, s[12:13], s[12:13], v[4:5]
	v_div_scale_f64 v[12:13], vcc_lo, v[4:5], s[12:13], v[4:5]
	v_rcp_f64_e32 v[8:9], v[6:7]
	v_fma_f64 v[10:11], -v[6:7], v[8:9], 1.0
	v_fma_f64 v[8:9], v[8:9], v[10:11], v[8:9]
	v_fma_f64 v[10:11], -v[6:7], v[8:9], 1.0
	v_fma_f64 v[8:9], v[8:9], v[10:11], v[8:9]
	v_mul_f64 v[10:11], v[12:13], v[8:9]
	v_fma_f64 v[6:7], -v[6:7], v[10:11], v[12:13]
	v_div_fmas_f64 v[6:7], v[6:7], v[8:9], v[10:11]
	v_add_co_u32 v0, vcc_lo, v0, 4
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v1, vcc_lo
	v_div_fixup_f64 v[4:5], v[6:7], s[12:13], v[4:5]
	v_add_f64 v[2:3], v[2:3], v[4:5]
	s_cbranch_scc0 .LBB4_7
.LBB4_8:
	v_cvt_f64_i32_e32 v[0:1], s61
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[10:11], s[40:41]
	s_mov_b32 s12, s36
	s_mov_b32 s13, s46
	s_mov_b32 s14, s37
	v_div_scale_f64 v[4:5], s4, v[0:1], v[0:1], v[2:3]
	v_div_scale_f64 v[10:11], vcc_lo, v[2:3], v[0:1], v[2:3]
	v_rcp_f64_e32 v[6:7], v[4:5]
	v_fma_f64 v[8:9], -v[4:5], v[6:7], 1.0
	v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]
	v_fma_f64 v[8:9], -v[4:5], v[6:7], 1.0
	v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]
	v_mul_f64 v[8:9], v[10:11], v[6:7]
	v_fma_f64 v[4:5], -v[4:5], v[8:9], v[10:11]
	v_div_fmas_f64 v[4:5], v[4:5], v[6:7], v[8:9]
	v_div_fixup_f64 v[0:1], v[4:5], v[0:1], v[2:3]
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, v56
	v_ashrrev_i64 v[2:3], 29, v[2:3]
	v_add_co_u32 v4, vcc_lo, s8, v2
	v_add_co_ci_u32_e32 v5, vcc_lo, s9, v3, vcc_lo
	v_add_co_u32 v44, vcc_lo, s64, v2
	v_add_co_ci_u32_e32 v45, vcc_lo, s65, v3, vcc_lo
	s_add_u32 s8, s44, 0x88
	global_store_dwordx2 v[4:5], v[0:1], off
	s_addc_u32 s9, s45, 0
	global_load_dwordx2 v[46:47], v[44:45], off
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, __ocml_exp_f64@gotpcrel32@lo+4
	s_addc_u32 s5, s5, __ocml_exp_f64@gotpcrel32@hi+12
	v_lshlrev_b32_e32 v2, 20, v43
	s_load_dwordx2 s[16:17], s[4:5], 0x0
	v_lshlrev_b32_e32 v3, 10, v42
	s_mov_b64 s[4:5], s[38:39]
	v_or3_b32 v31, v40, v3, v2
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	v_mul_f64 v[0:1], v[46:47], v[0:1]
	global_store_dwordx2 v[44:45], v[0:1], off
.LBB4_9:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s35
	v_mov_b32_e32 v1, 0
	v_lshl_add_u32 v0, v40, 3, s34
	v_mov_b32_e32 v2, v1
	s_waitcnt_vscnt null, 0x0
	ds_write_b64 v0, v[1:2]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s4, s33
	s_cbranch_execz .LBB4_11
; %bb.10:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, v56
	v_ashrrev_i64 v[1:2], 29, v[1:2]
	v_add_co_u32 v1, vcc_lo, s64, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s65, v2, vcc_lo
	global_load_dwordx2 v[1:2], v[1:2], off
	s_waitcnt vmcnt(0)
	ds_write_b64 v0, v[1:2]
.LBB4_11:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s4
	v_alignbit_b32 v1, 0, s47, 1
	v_cmp_eq_u32_e32 vcc_lo, 0, v1
	s_branch .LBB4_13
.LBB4_12:                               ;   in Loop: Header=BB4_13 Depth=1
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s4
	v_lshrrev_b32_e32 v2, 1, v1
	v_cmp_gt_u32_e32 vcc_lo, 2, v1
	v_mov_b32_e32 v1, v2
.LBB4_13:                               ; =>This Inner Loop Header: Depth=1
	s_and_b32 vcc_lo, exec_lo, vcc_lo
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_cbranch_vccnz .LBB4_16
; %bb.14:                               ;   in Loop: Header=BB4_13 Depth=1
	v_cmp_gt_u32_e32 vcc_lo, v1, v40
	s_and_saveexec_b32 s4, vcc_lo
	s_cbranch_execz .LBB4_12
; %bb.15:                               ;   in Loop: Header=BB4_13 Depth=1
	v_lshl_add_u32 v2, v1, 3, v0
	s_waitcnt_vscnt null, 0x0
	ds_read_b64 v[2:3], v2
	ds_read_b64 v[4:5], v0
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[2:3], v[2:3], v[4:5]
	ds_write_b64 v0, v[2:3]
	s_branch .LBB4_12
.LBB4_16:
	v_cmp_eq_u32_e32 vcc_lo, 0, v40
	s_and_saveexec_b32 s4, vcc_lo
	s_cbranch_execz .LBB4_18
; %bb.17:
	v_mov_b32_e32 v0, s34
	s_ashr_i32 s37, s36, 31
	v_mov_b32_e32 v2, 0
	s_lshl_b64 s[4:5], s[36:37], 3
	s_add_u32 s4, s58, s4
	s_waitcnt_vscnt null, 0x0
	ds_read_b64 v[0:1], v0
	s_addc_u32 s5, s59, s5
	s_waitcnt lgkmcnt(0)
	global_store_dwordx2 v2, v[0:1], s[4:5]
.LBB4_18:
	s_endpgm
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
		.amdhsa_wavefront_size32 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 63
		.amdhsa_next_free_sgpr 76
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
.Lfunc_end4:
	.size	likelihood_kernel, .Lfunc_end4-likelihood_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2868
; NumSgprs: 78
; NumVgprs: 63
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 9
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 78
; NumVGPRsForWavesPerEU: 63
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
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
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         find_index_kernel.kd
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         normalize_weights_kernel.kd
    .vgpr_count:     21
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .sgpr_count:     78
    .sgpr_spill_count: 0
    .symbol:         likelihood_kernel.kd
    .vgpr_count:     63
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
