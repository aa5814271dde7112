	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.protected	memset_kernel           ; -- Begin function memset_kernel
	.globl	memset_kernel
	.p2align	8
	.type	memset_kernel,@function
memset_kernel:                          ; @memset_kernel
; %bb.0:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x8
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], s2, s2, s8, v[0:1]
	v_cmp_gt_i32_e32 vcc_lo, s1, v0
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_dwordx2 s[2:3], s[6:7], 0x0
	v_ashrrev_i32_e32 v1, 31, v0
	v_mov_b32_e32 v2, s0
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc_lo, s2, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s3, v1, vcc_lo
	global_store_byte v[0:1], v2, off
.LBB0_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel memset_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
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
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 9
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
	.size	memset_kernel, .Lfunc_end0-memset_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 108
; NumSgprs: 11
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 3
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
	.protected	initialize_variables    ; -- Begin function initialize_variables
	.globl	initialize_variables
	.p2align	8
	.type	initialize_variables,@function
initialize_variables:                   ; @initialize_variables
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dword s10, s[6:7], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s8, s8, s0
	v_add_nc_u32_e32 v0, s8, v0
	v_cmp_gt_i32_e32 vcc_lo, s10, v0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB1_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	v_add3_u32 v2, s10, s10, v0
	v_ashrrev_i32_e32 v1, 31, v0
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[8:9], s[10:11], 2
	v_add_nc_u32_e32 v4, s10, v2
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_nc_u32_e32 v6, s10, v4
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	s_clause 0x1
	s_load_dwordx4 s[4:7], s[2:3], 0x0
	s_load_dword s10, s[2:3], 0x10
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_ashrrev_i32_e32 v7, 31, v6
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	v_add_co_u32 v2, vcc_lo, s0, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v3, vcc_lo
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32 v4, vcc_lo, s0, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, s1, v5, vcc_lo
	v_add_co_u32 v8, vcc_lo, v0, s8
	v_add_co_ci_u32_e32 v9, vcc_lo, s9, v1, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v10, s4
	v_mov_b32_e32 v11, s5
	v_add_co_u32 v6, vcc_lo, s0, v6
	v_mov_b32_e32 v12, s6
	v_mov_b32_e32 v13, s7
	v_add_co_ci_u32_e32 v7, vcc_lo, s1, v7, vcc_lo
	v_mov_b32_e32 v14, s10
	global_store_dword v[0:1], v10, off
	global_store_dword v[8:9], v11, off
	global_store_dword v[2:3], v12, off
	global_store_dword v[4:5], v13, off
	global_store_dword v[6:7], v14, off
.LBB1_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel initialize_variables
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
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
		.amdhsa_next_free_vgpr 15
		.amdhsa_next_free_sgpr 12
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
.Lfunc_end1:
	.size	initialize_variables, .Lfunc_end1-initialize_variables
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 304
; NumSgprs: 14
; NumVgprs: 15
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 15
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
	.protected	compute_step_factor     ; -- Begin function compute_step_factor
	.globl	compute_step_factor
	.p2align	8
	.type	compute_step_factor,@function
compute_step_factor:                    ; @compute_step_factor
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dword s10, s[6:7], 0x18
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], s0, s0, s8, v[0:1]
	v_cmp_gt_i32_e32 vcc_lo, s10, v0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB2_2
; %bb.1:
	s_clause 0x1
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, v0
	v_add3_u32 v1, s10, s10, v0
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[6:7], s[10:11], 2
	v_ashrrev_i64 v[3:4], 30, v[3:4]
	v_ashrrev_i32_e32 v2, 31, v1
	v_add_nc_u32_e32 v0, s10, v1
	v_lshlrev_b64 v[5:6], 2, v[1:2]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v7, vcc_lo, s0, v3
	v_add_co_ci_u32_e32 v8, vcc_lo, s1, v4, vcc_lo
	v_add_nc_u32_e32 v0, s10, v0
	v_add_co_u32 v9, vcc_lo, v7, s6
	v_add_co_ci_u32_e32 v10, vcc_lo, s7, v8, vcc_lo
	v_add_co_u32 v5, vcc_lo, s0, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, s1, v6, vcc_lo
	v_add_co_u32 v1, vcc_lo, s0, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s1, v2, vcc_lo
	s_clause 0x3
	global_load_dword v11, v[7:8], off
	global_load_dword v12, v[9:10], off
	global_load_dword v7, v[5:6], off
	global_load_dword v8, v[1:2], off
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	global_load_dword v2, v[0:1], off
	v_add_co_u32 v0, vcc_lo, s2, v3
	v_add_co_ci_u32_e32 v1, vcc_lo, s3, v4, vcc_lo
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(4)
	v_div_scale_f32 v1, s0, v11, v11, v12
	s_waitcnt vmcnt(3)
	v_div_scale_f32 v5, s0, v11, v11, v7
	s_waitcnt vmcnt(2)
	v_div_scale_f32 v9, s0, v11, v11, v8
	v_rcp_f32_e32 v6, v1
	v_rcp_f32_e32 v10, v5
	v_div_scale_f32 v15, vcc_lo, v12, v11, v12
	v_rcp_f32_e32 v13, v9
	v_div_scale_f32 v17, s0, v7, v11, v7
	v_fma_f32 v14, -v1, v6, 1.0
	v_fma_f32 v16, -v5, v10, 1.0
	v_fmac_f32_e32 v6, v14, v6
	v_fma_f32 v14, -v9, v13, 1.0
	v_fmac_f32_e32 v10, v16, v10
	v_div_scale_f32 v16, s1, v8, v11, v8
	v_mul_f32_e32 v18, v15, v6
	v_fmac_f32_e32 v13, v14, v13
	v_mul_f32_e32 v14, v17, v10
	s_waitcnt vmcnt(0)
	v_sqrt_f32_e32 v0, v0
	v_fma_f32 v19, -v1, v18, v15
	v_mul_f32_e32 v20, v16, v13
	v_fma_f32 v21, -v5, v14, v17
	v_fmac_f32_e32 v18, v19, v6
	v_fma_f32 v19, -v9, v20, v16
	v_fmac_f32_e32 v14, v21, v10
	v_fma_f32 v1, -v1, v18, v15
	v_fmac_f32_e32 v20, v19, v13
	v_fma_f32 v5, -v5, v14, v17
	v_div_fmas_f32 v1, v1, v6, v18
	s_mov_b32 vcc_lo, s0
	v_fma_f32 v6, -v9, v20, v16
	v_div_fmas_f32 v5, v5, v10, v14
	s_mov_b32 vcc_lo, s1
	v_div_fixup_f32 v1, v1, v11, v12
	v_div_fmas_f32 v6, v6, v13, v20
	v_div_fixup_f32 v5, v5, v11, v7
	v_div_fixup_f32 v6, v6, v11, v8
	v_mul_f32_e32 v5, v5, v5
	v_fmac_f32_e32 v5, v1, v1
	v_mul_f32_e32 v1, -0.5, v11
	v_fmac_f32_e32 v5, v6, v6
	v_fmac_f32_e32 v2, v1, v5
	v_mul_f32_e32 v1, 0x3ecccccc, v2
	v_mul_f32_e32 v1, 0x3fb33333, v1
	v_div_scale_f32 v2, s0, v11, v11, v1
	v_div_scale_f32 v8, vcc_lo, v1, v11, v1
	v_rcp_f32_e32 v6, v2
	v_fma_f32 v7, -v2, v6, 1.0
	v_fmac_f32_e32 v6, v7, v6
	v_mul_f32_e32 v7, v8, v6
	v_fma_f32 v9, -v2, v7, v8
	v_fmac_f32_e32 v7, v9, v6
	v_fma_f32 v2, -v2, v7, v8
	v_div_fmas_f32 v2, v2, v6, v7
	v_div_fixup_f32 v1, v2, v11, v1
	v_sqrt_f32_e32 v2, v5
	v_sqrt_f32_e32 v1, v1
	v_add_f32_e32 v1, v2, v1
	v_mul_f32_e32 v0, v0, v1
	v_div_scale_f32 v1, s0, v0, v0, 0.5
	v_div_scale_f32 v6, vcc_lo, 0.5, v0, 0.5
	v_rcp_f32_e32 v2, v1
	v_fma_f32 v5, -v1, v2, 1.0
	v_fmac_f32_e32 v2, v5, v2
	v_mul_f32_e32 v5, v6, v2
	v_fma_f32 v7, -v1, v5, v6
	v_fmac_f32_e32 v5, v7, v2
	v_fma_f32 v1, -v1, v5, v6
	v_div_fmas_f32 v1, v1, v2, v5
	v_div_fixup_f32 v2, v1, v0, 0.5
	v_add_co_u32 v0, vcc_lo, s4, v3
	v_add_co_ci_u32_e32 v1, vcc_lo, s5, v4, vcc_lo
	global_store_dword v[0:1], v2, off
.LBB2_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel compute_step_factor
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 12
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
	.size	compute_step_factor, .Lfunc_end2-compute_step_factor
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 916
; NumSgprs: 14
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 22
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
	.protected	compute_flux            ; -- Begin function compute_flux
	.globl	compute_flux
	.p2align	8
	.type	compute_flux,@function
compute_flux:                           ; @compute_flux
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dword s24, s[6:7], 0x48
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], s0, s0, s8, v[0:1]
	v_cmp_gt_i32_e32 vcc_lo, s24, v0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB3_50
; %bb.1:
	s_load_dwordx16 s[8:23], s[6:7], 0x0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, v0
	v_add3_u32 v2, s24, s24, v0
	s_ashr_i32 s25, s24, 31
	s_load_dwordx2 s[4:5], s[6:7], 0x40
	s_lshl_b64 s[2:3], s[24:25], 2
	v_ashrrev_i64 v[10:11], 30, v[5:6]
	v_add_nc_u32_e32 v4, s24, v2
	v_ashrrev_i32_e32 v3, 31, v2
	s_lshl_b32 s25, s24, 2
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[6:7], 2, v[2:3]
	v_lshlrev_b64 v[12:13], 2, v[4:5]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v8, vcc_lo, s12, v10
	v_add_co_ci_u32_e32 v9, vcc_lo, s13, v11, vcc_lo
	v_add_co_u32 v14, vcc_lo, v8, s2
	v_add_co_ci_u32_e32 v15, vcc_lo, s3, v9, vcc_lo
	v_add_co_u32 v6, vcc_lo, s12, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s13, v7, vcc_lo
	s_clause 0x1
	global_load_dword v19, v[8:9], off
	global_load_dword v16, v[14:15], off
	v_add_co_u32 v8, vcc_lo, s12, v12
	v_add_co_ci_u32_e32 v9, vcc_lo, s13, v13, vcc_lo
	s_clause 0x1
	global_load_dword v17, v[6:7], off
	global_load_dword v18, v[8:9], off
	v_add_nc_u32_e32 v6, s24, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[22:23], 2, v[6:7]
	v_add_co_u32 v8, vcc_lo, s12, v22
	v_add_co_ci_u32_e32 v9, vcc_lo, s13, v23, vcc_lo
	v_add_co_u32 v12, vcc_lo, s8, v10
	v_add_co_ci_u32_e32 v13, vcc_lo, s9, v11, vcc_lo
	global_load_dword v21, v[8:9], off
	v_add_nc_u32_e32 v8, s25, v6
	v_add_co_u32 v10, vcc_lo, s10, v10
	v_add_co_ci_u32_e32 v11, vcc_lo, s11, v11, vcc_lo
	v_ashrrev_i32_e32 v9, 31, v8
	v_add_co_u32 v22, vcc_lo, s10, v22
	v_add_co_ci_u32_e32 v23, vcc_lo, s11, v23, vcc_lo
	v_lshlrev_b64 v[24:25], 2, v[8:9]
	global_load_dword v14, v[12:13], off
	v_add_co_u32 v24, vcc_lo, s10, v24
	v_add_co_ci_u32_e32 v25, vcc_lo, s11, v25, vcc_lo
	s_clause 0x2
	global_load_dword v1, v[10:11], off
	global_load_dword v9, v[22:23], off
	global_load_dword v31, v[24:25], off
	s_waitcnt vmcnt(7)
	v_div_scale_f32 v15, s0, v19, v19, v16
	v_div_scale_f32 v27, vcc_lo, v16, v19, v16
	v_rcp_f32_e32 v22, v15
	s_waitcnt vmcnt(6)
	v_div_scale_f32 v20, s0, v19, v19, v17
	s_waitcnt vmcnt(5)
	v_div_scale_f32 v23, s0, v19, v19, v18
	v_div_scale_f32 v29, s0, v17, v19, v17
	v_rcp_f32_e32 v24, v20
	v_rcp_f32_e32 v25, v23
	v_fma_f32 v26, -v15, v22, 1.0
	v_fmac_f32_e32 v22, v26, v22
	v_fma_f32 v28, -v20, v24, 1.0
	v_fma_f32 v26, -v23, v25, 1.0
	v_mul_f32_e32 v30, v27, v22
	v_fmac_f32_e32 v24, v28, v24
	v_fmac_f32_e32 v25, v26, v25
	v_div_scale_f32 v28, s1, v18, v19, v18
	v_fma_f32 v32, -v15, v30, v27
	v_mul_f32_e32 v26, v29, v24
	v_mul_f32_e32 v33, v28, v25
	v_fmac_f32_e32 v30, v32, v22
	v_fma_f32 v34, -v20, v26, v29
	v_fma_f32 v32, -v23, v33, v28
	v_fma_f32 v15, -v15, v30, v27
	v_fmac_f32_e32 v26, v34, v24
	v_fmac_f32_e32 v33, v32, v25
	v_div_fmas_f32 v15, v15, v22, v30
	v_fma_f32 v20, -v20, v26, v29
	s_mov_b32 vcc_lo, s0
	v_fma_f32 v22, -v23, v33, v28
	v_div_fmas_f32 v20, v20, v24, v26
	s_mov_b32 vcc_lo, s1
	v_div_fixup_f32 v26, v15, v19, v16
	v_div_fmas_f32 v22, v22, v25, v33
	v_div_fixup_f32 v20, v20, v19, v17
	v_div_fixup_f32 v15, v22, v19, v18
	v_mul_f32_e32 v28, v20, v20
	v_mul_f32_e32 v20, -0.5, v19
	v_fmac_f32_e32 v28, v26, v26
	v_fmac_f32_e32 v28, v15, v15
	s_waitcnt vmcnt(4)
	v_fma_f32 v15, v20, v28, v21
	v_mul_f32_e32 v20, 0x3ecccccc, v15
	v_mul_f32_e32 v15, 0x3fb33333, v20
	v_div_scale_f32 v22, s0, v19, v19, v15
	v_div_scale_f32 v25, vcc_lo, v15, v19, v15
	v_rcp_f32_e32 v23, v22
	v_fma_f32 v24, -v22, v23, 1.0
	v_fmac_f32_e32 v23, v24, v23
	v_mul_f32_e32 v24, v25, v23
	v_fma_f32 v27, -v22, v24, v25
	v_fmac_f32_e32 v24, v27, v23
	v_add_f32_e32 v27, v21, v20
	v_fma_f32 v22, -v22, v24, v25
                                        ; implicit-def: $vgpr25
	v_div_fmas_f32 v22, v22, v23, v24
	s_waitcnt vmcnt(3)
	v_cmp_gt_i32_e32 vcc_lo, 0, v14
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr23
	v_div_fixup_f32 v30, v22, v19, v15
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr22
	s_and_saveexec_b32 s0, vcc_lo
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB3_11
; %bb.2:
	v_cmp_lt_i32_e32 vcc_lo, -2, v14
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr23
	s_and_saveexec_b32 s1, vcc_lo
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB3_4
; %bb.3:
	s_waitcnt vmcnt(2)
	v_fma_f32 v15, v1, v20, 0
	s_waitcnt vmcnt(1)
	v_fma_f32 v22, v9, v20, 0
	s_waitcnt vmcnt(0)
	v_fma_f32 v23, v31, v20, 0
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr14
.LBB3_4:
	s_or_saveexec_b32 s1, s1
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	s_xor_b32 exec_lo, exec_lo, s1
	s_cbranch_execz .LBB3_10
; %bb.5:
	v_cmp_ne_u32_e32 vcc_lo, -2, v14
	s_and_saveexec_b32 s6, vcc_lo
	s_xor_b32 s6, exec_lo, s6
; %bb.6:
                                        ; implicit-def: $vgpr1
; %bb.7:
	s_or_saveexec_b32 s6, s6
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	s_xor_b32 exec_lo, exec_lo, s6
	s_cbranch_execz .LBB3_9
; %bb.8:
	s_load_dword s7, s[20:21], 0x0
	s_load_dword s26, s[14:15], 0x4
	s_load_dword s27, s[18:19], 0x0
	s_load_dword s28, s[22:23], 0x0
	s_load_dword s29, s[4:5], 0x0
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v1, 0.5, v1
	s_waitcnt vmcnt(1) lgkmcnt(0)
	v_fma_f32 v9, v16, v26, s7
	v_add_f32_e32 v14, s26, v16
	v_fma_f32 v15, v26, v27, s27
	v_fma_f32 v22, v17, v26, s28
	v_fma_f32 v23, v18, v26, s29
	v_add_f32_e32 v9, v20, v9
	v_fma_f32 v24, v1, v14, 0
	v_fma_f32 v25, v1, v15, 0
	v_fma_f32 v22, v1, v22, 0
	v_fma_f32 v23, v1, v23, 0
	v_fma_f32 v15, v1, v9, 0
.LBB3_9:
	s_or_b32 exec_lo, exec_lo, s6
.LBB3_10:
	s_or_b32 exec_lo, exec_lo, s1
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr31
                                        ; implicit-def: $vgpr14
.LBB3_11:
	s_or_saveexec_b32 s6, s0
	v_sqrt_f32_e32 v29, v28
	v_sqrt_f32_e32 v30, v30
	v_mul_f32_e32 v28, v26, v27
	s_xor_b32 exec_lo, exec_lo, s6
	s_cbranch_execz .LBB3_13
; %bb.12:
	v_add_nc_u32_e32 v22, s24, v14
	v_mov_b32_e32 v15, 0
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v9, v9, v9
	v_add_nc_u32_e32 v24, s24, v22
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_fmac_f32_e32 v9, v1, v1
	v_mul_f32_e32 v1, 0.5, v1
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_add_nc_u32_e32 v32, s24, v24
	v_add_co_u32 v14, vcc_lo, s12, v14
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_add_co_ci_u32_e32 v15, vcc_lo, s13, v15, vcc_lo
	v_add_co_u32 v22, vcc_lo, s12, v22
	v_ashrrev_i32_e32 v33, 31, v32
	v_add_co_ci_u32_e32 v23, vcc_lo, s13, v23, vcc_lo
	v_add_co_u32 v24, vcc_lo, s12, v24
	v_add_co_ci_u32_e32 v25, vcc_lo, s13, v25, vcc_lo
	v_lshlrev_b64 v[33:34], 2, v[32:33]
	s_clause 0x2
	global_load_dword v35, v[14:15], off
	global_load_dword v36, v[22:23], off
	global_load_dword v37, v[24:25], off
	s_waitcnt vmcnt(3)
	v_fmac_f32_e32 v9, v31, v31
	v_add_co_u32 v14, vcc_lo, s12, v33
	v_add_co_ci_u32_e32 v15, vcc_lo, s13, v34, vcc_lo
	v_sqrt_f32_e32 v9, v9
	global_load_dword v22, v[14:15], off
	v_add_nc_u32_e32 v14, s24, v32
	v_ashrrev_i32_e32 v15, 31, v14
	v_mul_f32_e32 v9, 0xbe4ccccd, v9
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_mul_f32_e32 v9, 0.5, v9
	v_add_co_u32 v14, vcc_lo, s12, v14
	v_add_co_ci_u32_e32 v15, vcc_lo, s13, v15, vcc_lo
	global_load_dword v14, v[14:15], off
	s_waitcnt vmcnt(3)
	v_div_scale_f32 v15, s0, v35, v35, v36
	s_waitcnt vmcnt(2)
	v_div_scale_f32 v23, s0, v35, v35, v37
	v_div_scale_f32 v39, vcc_lo, v36, v35, v36
	v_rcp_f32_e32 v24, v15
	v_rcp_f32_e32 v25, v23
	s_waitcnt vmcnt(1)
	v_div_scale_f32 v32, s0, v35, v35, v22
	v_div_scale_f32 v42, s1, v22, v35, v22
	v_fma_f32 v33, -v15, v24, 1.0
	v_rcp_f32_e32 v34, v32
	v_fma_f32 v38, -v23, v25, 1.0
	v_fmac_f32_e32 v24, v33, v24
	v_div_scale_f32 v33, s0, v37, v35, v37
	v_fmac_f32_e32 v25, v38, v25
	v_mul_f32_e32 v38, v39, v24
	v_fma_f32 v40, -v32, v34, 1.0
	v_mul_f32_e32 v41, v33, v25
	v_fma_f32 v43, -v15, v38, v39
	v_fmac_f32_e32 v34, v40, v34
	v_fma_f32 v40, -v23, v41, v33
	v_fmac_f32_e32 v38, v43, v24
	v_mul_f32_e32 v43, v42, v34
	v_fmac_f32_e32 v41, v40, v25
	v_fma_f32 v15, -v15, v38, v39
	v_fma_f32 v39, -v32, v43, v42
	v_fma_f32 v23, -v23, v41, v33
	v_div_fmas_f32 v15, v15, v24, v38
	s_mov_b32 vcc_lo, s0
	v_fmac_f32_e32 v43, v39, v34
	v_div_fmas_f32 v23, v23, v25, v41
	s_mov_b32 vcc_lo, s1
	v_div_fixup_f32 v15, v15, v35, v36
	v_mul_f32_e32 v25, -0.5, v35
	v_fma_f32 v24, -v32, v43, v42
	v_div_fixup_f32 v23, v23, v35, v37
	v_div_fmas_f32 v24, v24, v34, v43
	v_mul_f32_e32 v23, v23, v23
	v_div_fixup_f32 v24, v24, v35, v22
	v_fmac_f32_e32 v23, v15, v15
	v_fmac_f32_e32 v23, v24, v24
	s_waitcnt vmcnt(0)
	v_fma_f32 v24, v25, v23, v14
	v_sqrt_f32_e32 v23, v23
	v_mul_f32_e32 v24, 0x3ecccccc, v24
	v_mul_f32_e32 v25, 0x3fb33333, v24
	v_add_f32_e32 v23, v29, v23
	v_div_scale_f32 v32, s0, v35, v35, v25
	v_div_scale_f32 v38, vcc_lo, v25, v35, v25
	v_add_f32_e32 v23, v30, v23
	v_rcp_f32_e32 v33, v32
	v_fma_f32 v34, -v32, v33, 1.0
	v_fmac_f32_e32 v33, v34, v33
	v_mul_f32_e32 v34, v38, v33
	v_fma_f32 v39, -v32, v34, v38
	v_fmac_f32_e32 v34, v39, v33
	v_fma_f32 v32, -v32, v34, v38
	v_div_fmas_f32 v31, v32, v33, v34
	v_sub_f32_e32 v32, v16, v36
	v_add_f32_e32 v33, v16, v36
	v_sub_f32_e32 v34, v17, v37
	v_div_fixup_f32 v25, v31, v35, v25
	v_sub_f32_e32 v31, v19, v35
	v_add_f32_e32 v35, v20, v24
	v_sqrt_f32_e32 v25, v25
	v_add_f32_e32 v23, v23, v25
	v_add_f32_e32 v25, v14, v24
	v_sub_f32_e32 v14, v21, v14
	v_mul_f32_e32 v9, v9, v23
	v_sub_f32_e32 v23, v18, v22
	v_fma_f32 v36, v15, v25, v28
	v_fma_f32 v24, v9, v31, 0
	v_fma_f32 v25, v9, v14, 0
	v_fma_f32 v15, v9, v32, 0
	v_fma_f32 v22, v9, v34, 0
	v_fma_f32 v23, v9, v23, 0
	v_fmac_f32_e32 v24, v1, v33
	v_fmac_f32_e32 v25, v1, v36
	v_fmac_f32_e32 v15, v1, v35
.LBB3_13:
	s_or_b32 exec_lo, exec_lo, s6
	s_mul_i32 s6, s24, -3
	v_add_co_u32 v12, vcc_lo, v12, s2
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v31, s6, v8
	v_add_co_ci_u32_e32 v13, vcc_lo, s3, v13, vcc_lo
	v_add_co_u32 v33, vcc_lo, v10, s2
	v_add_nc_u32_e32 v8, s25, v31
	v_ashrrev_i32_e32 v32, 31, v31
	v_add_co_ci_u32_e32 v34, vcc_lo, s3, v11, vcc_lo
	global_load_dword v10, v[12:13], off
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[31:32], 2, v[31:32]
	v_lshlrev_b64 v[11:12], 2, v[8:9]
	v_add_co_u32 v13, vcc_lo, s10, v31
	v_add_co_ci_u32_e32 v14, vcc_lo, s11, v32, vcc_lo
	v_add_co_u32 v31, vcc_lo, s10, v11
	v_add_co_ci_u32_e32 v32, vcc_lo, s11, v12, vcc_lo
	s_clause 0x2
	global_load_dword v1, v[33:34], off
	global_load_dword v12, v[13:14], off
	global_load_dword v9, v[31:32], off
	s_waitcnt vmcnt(3)
	v_cmp_gt_i32_e32 vcc_lo, 0, v10
	s_and_saveexec_b32 s0, vcc_lo
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB3_23
; %bb.14:
	v_cmp_lt_i32_e32 vcc_lo, -2, v10
	s_and_saveexec_b32 s1, vcc_lo
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB3_16
; %bb.15:
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v15, v1, v20
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v22, v12, v20
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v23, v9, v20
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr10
.LBB3_16:
	s_or_saveexec_b32 s1, s1
	s_xor_b32 exec_lo, exec_lo, s1
	s_cbranch_execz .LBB3_22
; %bb.17:
	v_cmp_ne_u32_e32 vcc_lo, -2, v10
	s_and_saveexec_b32 s7, vcc_lo
	s_xor_b32 s7, exec_lo, s7
; %bb.18:
                                        ; implicit-def: $vgpr1
; %bb.19:
	s_or_saveexec_b32 s7, s7
	s_xor_b32 exec_lo, exec_lo, s7
	s_cbranch_execz .LBB3_21
; %bb.20:
	s_load_dword s26, s[20:21], 0x0
	s_load_dword s27, s[14:15], 0x4
	s_load_dword s28, s[18:19], 0x0
	s_load_dword s29, s[22:23], 0x0
	s_load_dword s30, s[4:5], 0x0
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v1, 0.5, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fma_f32 v9, v16, v26, s26
	v_add_f32_e32 v10, s27, v16
	v_fma_f32 v11, v26, v27, s28
	v_fma_f32 v12, v17, v26, s29
	v_fma_f32 v13, v18, v26, s30
	v_add_f32_e32 v9, v20, v9
	v_fmac_f32_e32 v24, v1, v10
	v_fmac_f32_e32 v25, v1, v11
	v_fmac_f32_e32 v22, v1, v12
	v_fmac_f32_e32 v23, v1, v13
	v_fmac_f32_e32 v15, v1, v9
.LBB3_21:
	s_or_b32 exec_lo, exec_lo, s7
.LBB3_22:
	s_or_b32 exec_lo, exec_lo, s1
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr9
.LBB3_23:
	s_or_saveexec_b32 s7, s0
	s_xor_b32 exec_lo, exec_lo, s7
	s_cbranch_execz .LBB3_25
; %bb.24:
	v_add_nc_u32_e32 v13, s24, v10
	v_mov_b32_e32 v11, 0
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v12, v12, v12
	v_add_nc_u32_e32 v31, s24, v13
	v_ashrrev_i32_e32 v14, 31, v13
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_fmac_f32_e32 v12, v1, v1
	v_mul_f32_e32 v1, 0.5, v1
	v_ashrrev_i32_e32 v32, 31, v31
	v_lshlrev_b64 v[13:14], 2, v[13:14]
	v_add_nc_u32_e32 v33, s24, v31
	v_add_co_u32 v10, vcc_lo, s12, v10
	v_lshlrev_b64 v[31:32], 2, v[31:32]
	v_add_co_ci_u32_e32 v11, vcc_lo, s13, v11, vcc_lo
	v_add_co_u32 v13, vcc_lo, s12, v13
	v_ashrrev_i32_e32 v34, 31, v33
	v_add_co_ci_u32_e32 v14, vcc_lo, s13, v14, vcc_lo
	v_add_co_u32 v31, vcc_lo, s12, v31
	v_add_co_ci_u32_e32 v32, vcc_lo, s13, v32, vcc_lo
	v_lshlrev_b64 v[34:35], 2, v[33:34]
	s_clause 0x2
	global_load_dword v36, v[10:11], off
	global_load_dword v37, v[13:14], off
	global_load_dword v38, v[31:32], off
	s_waitcnt vmcnt(3)
	v_fmac_f32_e32 v12, v9, v9
	v_add_co_u32 v10, vcc_lo, s12, v34
	v_add_co_ci_u32_e32 v11, vcc_lo, s13, v35, vcc_lo
	v_sqrt_f32_e32 v12, v12
	global_load_dword v13, v[10:11], off
	v_add_nc_u32_e32 v10, s24, v33
	v_ashrrev_i32_e32 v11, 31, v10
	v_mul_f32_e32 v12, 0xbe4ccccd, v12
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_mul_f32_e32 v12, 0.5, v12
	v_add_co_u32 v10, vcc_lo, s12, v10
	v_add_co_ci_u32_e32 v11, vcc_lo, s13, v11, vcc_lo
	global_load_dword v10, v[10:11], off
	s_waitcnt vmcnt(3)
	v_div_scale_f32 v11, s0, v36, v36, v37
	s_waitcnt vmcnt(2)
	v_div_scale_f32 v14, s0, v36, v36, v38
	v_div_scale_f32 v40, vcc_lo, v37, v36, v37
	v_rcp_f32_e32 v31, v11
	v_rcp_f32_e32 v32, v14
	s_waitcnt vmcnt(1)
	v_div_scale_f32 v33, s0, v36, v36, v13
	v_div_scale_f32 v43, s1, v13, v36, v13
	v_fma_f32 v34, -v11, v31, 1.0
	v_rcp_f32_e32 v35, v33
	v_fma_f32 v39, -v14, v32, 1.0
	v_fmac_f32_e32 v31, v34, v31
	v_div_scale_f32 v34, s0, v38, v36, v38
	v_fmac_f32_e32 v32, v39, v32
	v_mul_f32_e32 v39, v40, v31
	v_fma_f32 v41, -v33, v35, 1.0
	v_mul_f32_e32 v42, v34, v32
	v_fma_f32 v44, -v11, v39, v40
	v_fmac_f32_e32 v35, v41, v35
	v_fma_f32 v41, -v14, v42, v34
	v_fmac_f32_e32 v39, v44, v31
	v_mul_f32_e32 v44, v43, v35
	v_fmac_f32_e32 v42, v41, v32
	v_fma_f32 v11, -v11, v39, v40
	v_fma_f32 v40, -v33, v44, v43
	v_fma_f32 v14, -v14, v42, v34
	v_div_fmas_f32 v11, v11, v31, v39
	s_mov_b32 vcc_lo, s0
	v_fmac_f32_e32 v44, v40, v35
	v_div_fmas_f32 v14, v14, v32, v42
	s_mov_b32 vcc_lo, s1
	v_div_fixup_f32 v11, v11, v36, v37
	v_mul_f32_e32 v32, -0.5, v36
	v_fma_f32 v31, -v33, v44, v43
	v_div_fixup_f32 v14, v14, v36, v38
	v_div_fmas_f32 v31, v31, v35, v44
	v_mul_f32_e32 v14, v14, v14
	v_div_fixup_f32 v31, v31, v36, v13
	v_fmac_f32_e32 v14, v11, v11
	v_fmac_f32_e32 v14, v31, v31
	s_waitcnt vmcnt(0)
	v_fma_f32 v31, v32, v14, v10
	v_sqrt_f32_e32 v9, v14
	v_mul_f32_e32 v31, 0x3ecccccc, v31
	v_mul_f32_e32 v32, 0x3fb33333, v31
	v_add_f32_e32 v9, v29, v9
	v_div_scale_f32 v33, s0, v36, v36, v32
	v_div_scale_f32 v39, vcc_lo, v32, v36, v32
	v_add_f32_e32 v9, v30, v9
	v_rcp_f32_e32 v34, v33
	v_fma_f32 v35, -v33, v34, 1.0
	v_fmac_f32_e32 v34, v35, v34
	v_mul_f32_e32 v35, v39, v34
	v_fma_f32 v40, -v33, v35, v39
	v_fmac_f32_e32 v35, v40, v34
	v_fma_f32 v33, -v33, v35, v39
	v_div_fmas_f32 v14, v33, v34, v35
	v_add_f32_e32 v35, v10, v31
	v_sub_f32_e32 v10, v21, v10
	v_add_f32_e32 v33, v16, v37
	v_sub_f32_e32 v34, v17, v38
	v_div_fixup_f32 v14, v14, v36, v32
	v_sub_f32_e32 v32, v19, v36
	v_fma_f32 v11, v11, v35, v28
	v_sqrt_f32_e32 v14, v14
	v_add_f32_e32 v9, v9, v14
	v_sub_f32_e32 v14, v16, v37
	v_mul_f32_e32 v9, v12, v9
	v_sub_f32_e32 v12, v18, v13
	v_add_f32_e32 v13, v20, v31
	v_fmac_f32_e32 v24, v9, v32
	v_fmac_f32_e32 v25, v9, v10
	v_fmac_f32_e32 v15, v9, v14
	v_fmac_f32_e32 v22, v9, v34
	v_fmac_f32_e32 v23, v9, v12
	v_fmac_f32_e32 v24, v1, v33
	v_fmac_f32_e32 v25, v1, v11
	v_fmac_f32_e32 v15, v1, v13
.LBB3_25:
	s_or_b32 exec_lo, exec_lo, s7
	s_mul_i32 s0, s24, -7
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v9, s0, v8
	v_add_nc_u32_e32 v11, s25, v9
	v_ashrrev_i32_e32 v10, 31, v9
	v_add_nc_u32_e32 v8, s25, v11
	v_lshlrev_b64 v[13:14], 2, v[9:10]
	v_ashrrev_i32_e32 v12, 31, v11
	v_ashrrev_i32_e32 v9, 31, v8
	v_add_co_u32 v31, vcc_lo, s8, v13
	v_lshlrev_b64 v[10:11], 2, v[11:12]
	v_add_co_ci_u32_e32 v32, vcc_lo, s9, v14, vcc_lo
	v_add_co_u32 v13, vcc_lo, s10, v13
	v_lshlrev_b64 v[33:34], 2, v[8:9]
	v_add_co_ci_u32_e32 v14, vcc_lo, s11, v14, vcc_lo
	global_load_dword v9, v[31:32], off
	v_add_co_u32 v31, vcc_lo, s10, v10
	v_add_co_ci_u32_e32 v32, vcc_lo, s11, v11, vcc_lo
	v_add_co_u32 v33, vcc_lo, s10, v33
	v_add_co_ci_u32_e32 v34, vcc_lo, s11, v34, vcc_lo
	s_clause 0x2
	global_load_dword v1, v[13:14], off
	global_load_dword v12, v[31:32], off
	global_load_dword v11, v[33:34], off
	s_waitcnt vmcnt(3)
	v_cmp_gt_i32_e32 vcc_lo, 0, v9
	s_and_saveexec_b32 s0, vcc_lo
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB3_35
; %bb.26:
	v_cmp_lt_i32_e32 vcc_lo, -2, v9
	s_and_saveexec_b32 s1, vcc_lo
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB3_28
; %bb.27:
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v15, v1, v20
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v22, v12, v20
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v23, v11, v20
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr9
.LBB3_28:
	s_or_saveexec_b32 s1, s1
	s_xor_b32 exec_lo, exec_lo, s1
	s_cbranch_execz .LBB3_34
; %bb.29:
	v_cmp_ne_u32_e32 vcc_lo, -2, v9
	s_and_saveexec_b32 s7, vcc_lo
	s_xor_b32 s7, exec_lo, s7
; %bb.30:
                                        ; implicit-def: $vgpr1
; %bb.31:
	s_or_saveexec_b32 s7, s7
	s_xor_b32 exec_lo, exec_lo, s7
	s_cbranch_execz .LBB3_33
; %bb.32:
	s_load_dword s26, s[20:21], 0x0
	s_load_dword s27, s[14:15], 0x4
	s_load_dword s28, s[18:19], 0x0
	s_load_dword s29, s[22:23], 0x0
	s_load_dword s30, s[4:5], 0x0
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v1, 0.5, v1
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v9, v16, v26, s26
	v_add_f32_e32 v10, s27, v16
	s_waitcnt vmcnt(0)
	v_fma_f32 v11, v26, v27, s28
	v_fma_f32 v12, v17, v26, s29
	v_fma_f32 v13, v18, v26, s30
	v_add_f32_e32 v9, v20, v9
	v_fmac_f32_e32 v24, v1, v10
	v_fmac_f32_e32 v25, v1, v11
	v_fmac_f32_e32 v22, v1, v12
	v_fmac_f32_e32 v23, v1, v13
	v_fmac_f32_e32 v15, v1, v9
.LBB3_33:
	s_or_b32 exec_lo, exec_lo, s7
.LBB3_34:
	s_or_b32 exec_lo, exec_lo, s1
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr11
.LBB3_35:
	s_or_saveexec_b32 s7, s0
	s_xor_b32 exec_lo, exec_lo, s7
	s_cbranch_execz .LBB3_37
; %bb.36:
	v_add_nc_u32_e32 v13, s24, v9
	v_mov_b32_e32 v10, 0
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v12, v12, v12
	v_add_nc_u32_e32 v31, s24, v13
	v_ashrrev_i32_e32 v14, 31, v13
	v_lshlrev_b64 v[9:10], 2, v[9:10]
	v_fmac_f32_e32 v12, v1, v1
	v_mul_f32_e32 v1, 0.5, v1
	v_ashrrev_i32_e32 v32, 31, v31
	v_lshlrev_b64 v[13:14], 2, v[13:14]
	v_add_nc_u32_e32 v33, s24, v31
	v_add_co_u32 v9, vcc_lo, s12, v9
	v_lshlrev_b64 v[31:32], 2, v[31:32]
	v_add_co_ci_u32_e32 v10, vcc_lo, s13, v10, vcc_lo
	v_add_co_u32 v13, vcc_lo, s12, v13
	v_ashrrev_i32_e32 v34, 31, v33
	v_add_co_ci_u32_e32 v14, vcc_lo, s13, v14, vcc_lo
	v_add_co_u32 v31, vcc_lo, s12, v31
	v_add_co_ci_u32_e32 v32, vcc_lo, s13, v32, vcc_lo
	v_lshlrev_b64 v[34:35], 2, v[33:34]
	s_clause 0x2
	global_load_dword v36, v[9:10], off
	global_load_dword v37, v[13:14], off
	global_load_dword v38, v[31:32], off
	s_waitcnt vmcnt(3)
	v_fmac_f32_e32 v12, v11, v11
	v_add_co_u32 v9, vcc_lo, s12, v34
	v_add_co_ci_u32_e32 v10, vcc_lo, s13, v35, vcc_lo
	v_sqrt_f32_e32 v12, v12
	global_load_dword v13, v[9:10], off
	v_add_nc_u32_e32 v9, s24, v33
	v_ashrrev_i32_e32 v10, 31, v9
	v_mul_f32_e32 v12, 0xbe4ccccd, v12
	v_lshlrev_b64 v[9:10], 2, v[9:10]
	v_mul_f32_e32 v12, 0.5, v12
	v_add_co_u32 v9, vcc_lo, s12, v9
	v_add_co_ci_u32_e32 v10, vcc_lo, s13, v10, vcc_lo
	global_load_dword v9, v[9:10], off
	s_waitcnt vmcnt(3)
	v_div_scale_f32 v10, s0, v36, v36, v37
	s_waitcnt vmcnt(2)
	v_div_scale_f32 v14, s0, v36, v36, v38
	v_div_scale_f32 v40, vcc_lo, v37, v36, v37
	v_rcp_f32_e32 v31, v10
	v_rcp_f32_e32 v32, v14
	s_waitcnt vmcnt(1)
	v_div_scale_f32 v33, s0, v36, v36, v13
	v_div_scale_f32 v43, s1, v13, v36, v13
	v_fma_f32 v34, -v10, v31, 1.0
	v_rcp_f32_e32 v35, v33
	v_fma_f32 v39, -v14, v32, 1.0
	v_fmac_f32_e32 v31, v34, v31
	v_div_scale_f32 v34, s0, v38, v36, v38
	v_fmac_f32_e32 v32, v39, v32
	v_mul_f32_e32 v39, v40, v31
	v_fma_f32 v41, -v33, v35, 1.0
	v_mul_f32_e32 v42, v34, v32
	v_fma_f32 v44, -v10, v39, v40
	v_fmac_f32_e32 v35, v41, v35
	v_fma_f32 v41, -v14, v42, v34
	v_fmac_f32_e32 v39, v44, v31
	v_mul_f32_e32 v44, v43, v35
	v_fmac_f32_e32 v42, v41, v32
	v_fma_f32 v10, -v10, v39, v40
	v_fma_f32 v40, -v33, v44, v43
	v_fma_f32 v14, -v14, v42, v34
	v_div_fmas_f32 v10, v10, v31, v39
	s_mov_b32 vcc_lo, s0
	v_fmac_f32_e32 v44, v40, v35
	v_div_fmas_f32 v14, v14, v32, v42
	s_mov_b32 vcc_lo, s1
	v_div_fixup_f32 v10, v10, v36, v37
	v_mul_f32_e32 v32, -0.5, v36
	v_fma_f32 v31, -v33, v44, v43
	v_div_fixup_f32 v14, v14, v36, v38
	v_div_fmas_f32 v31, v31, v35, v44
	v_mul_f32_e32 v14, v14, v14
	v_div_fixup_f32 v31, v31, v36, v13
	v_fmac_f32_e32 v14, v10, v10
	v_fmac_f32_e32 v14, v31, v31
	s_waitcnt vmcnt(0)
	v_fma_f32 v31, v32, v14, v9
	v_sqrt_f32_e32 v11, v14
	v_mul_f32_e32 v31, 0x3ecccccc, v31
	v_mul_f32_e32 v32, 0x3fb33333, v31
	v_add_f32_e32 v11, v29, v11
	v_div_scale_f32 v33, s0, v36, v36, v32
	v_div_scale_f32 v39, vcc_lo, v32, v36, v32
	v_add_f32_e32 v11, v30, v11
	v_rcp_f32_e32 v34, v33
	v_fma_f32 v35, -v33, v34, 1.0
	v_fmac_f32_e32 v34, v35, v34
	v_mul_f32_e32 v35, v39, v34
	v_fma_f32 v40, -v33, v35, v39
	v_fmac_f32_e32 v35, v40, v34
	v_fma_f32 v33, -v33, v35, v39
	v_div_fmas_f32 v14, v33, v34, v35
	v_add_f32_e32 v35, v9, v31
	v_sub_f32_e32 v9, v21, v9
	v_add_f32_e32 v33, v16, v37
	v_sub_f32_e32 v34, v17, v38
	v_div_fixup_f32 v14, v14, v36, v32
	v_sub_f32_e32 v32, v19, v36
	v_fma_f32 v10, v10, v35, v28
	v_sqrt_f32_e32 v14, v14
	v_add_f32_e32 v11, v11, v14
	v_sub_f32_e32 v14, v16, v37
	v_mul_f32_e32 v11, v12, v11
	v_sub_f32_e32 v12, v18, v13
	v_add_f32_e32 v13, v20, v31
	v_fmac_f32_e32 v24, v11, v32
	v_fmac_f32_e32 v25, v11, v9
	v_fmac_f32_e32 v15, v11, v14
	v_fmac_f32_e32 v22, v11, v34
	v_fmac_f32_e32 v23, v11, v12
	v_fmac_f32_e32 v24, v1, v33
	v_fmac_f32_e32 v25, v1, v10
	v_fmac_f32_e32 v15, v1, v13
.LBB3_37:
	s_or_b32 exec_lo, exec_lo, s7
	v_add_nc_u32_e32 v8, s6, v8
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[10:11], 2, v[4:5]
	v_ashrrev_i32_e32 v1, 31, v0
	v_add_nc_u32_e32 v12, s25, v8
	v_ashrrev_i32_e32 v9, 31, v8
	v_add_co_u32 v31, vcc_lo, s8, v10
	v_add_co_ci_u32_e32 v32, vcc_lo, s9, v11, vcc_lo
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[33:34], 2, v[8:9]
	v_add_co_u32 v35, vcc_lo, s10, v10
	v_add_co_ci_u32_e32 v36, vcc_lo, s11, v11, vcc_lo
	v_lshlrev_b64 v[9:10], 2, v[12:13]
	v_add_co_u32 v13, vcc_lo, s10, v33
	v_add_co_ci_u32_e32 v14, vcc_lo, s11, v34, vcc_lo
	global_load_dword v8, v[31:32], off
	v_add_co_u32 v31, vcc_lo, s10, v9
	v_add_co_ci_u32_e32 v32, vcc_lo, s11, v10, vcc_lo
	s_clause 0x2
	global_load_dword v10, v[35:36], off
	global_load_dword v12, v[13:14], off
	global_load_dword v11, v[31:32], off
	s_waitcnt vmcnt(3)
	v_cmp_gt_i32_e32 vcc_lo, 0, v8
	s_and_saveexec_b32 s0, vcc_lo
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB3_47
; %bb.38:
	v_cmp_lt_i32_e32 vcc_lo, -2, v8
	s_and_saveexec_b32 s1, vcc_lo
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB3_40
; %bb.39:
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v15, v10, v20
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v22, v12, v20
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v23, v11, v20
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr10
.LBB3_40:
	s_or_saveexec_b32 s1, s1
	s_xor_b32 exec_lo, exec_lo, s1
	s_cbranch_execz .LBB3_46
; %bb.41:
	v_cmp_ne_u32_e32 vcc_lo, -2, v8
	s_and_saveexec_b32 s6, vcc_lo
	s_xor_b32 s6, exec_lo, s6
; %bb.42:
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr10
; %bb.43:
	s_or_saveexec_b32 s6, s6
	s_xor_b32 exec_lo, exec_lo, s6
	s_cbranch_execz .LBB3_45
; %bb.44:
	s_load_dword s7, s[20:21], 0x0
	s_load_dword s8, s[14:15], 0x4
	s_load_dword s9, s[18:19], 0x0
	s_load_dword s10, s[22:23], 0x0
	s_load_dword s11, s[4:5], 0x0
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v9, 0.5, v10
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, v16, v26, s7
	v_add_f32_e32 v10, s8, v16
	s_waitcnt vmcnt(0)
	v_fma_f32 v11, v26, v27, s9
	v_fma_f32 v12, v17, v26, s10
	v_fma_f32 v13, v18, v26, s11
	v_add_f32_e32 v8, v20, v8
	v_fmac_f32_e32 v24, v9, v10
	v_fmac_f32_e32 v25, v9, v11
	v_fmac_f32_e32 v22, v9, v12
	v_fmac_f32_e32 v23, v9, v13
	v_fmac_f32_e32 v15, v9, v8
.LBB3_45:
	s_or_b32 exec_lo, exec_lo, s6
.LBB3_46:
	s_or_b32 exec_lo, exec_lo, s1
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr29
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr30
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr11
.LBB3_47:
	s_or_saveexec_b32 s4, s0
	s_xor_b32 exec_lo, exec_lo, s4
	s_cbranch_execz .LBB3_49
; %bb.48:
	v_add_nc_u32_e32 v13, s24, v8
	v_mov_b32_e32 v9, 0
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v12, v12, v12
	v_add_nc_u32_e32 v26, s24, v13
	v_ashrrev_i32_e32 v14, 31, v13
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_fmac_f32_e32 v12, v10, v10
	v_mul_f32_e32 v10, 0.5, v10
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshlrev_b64 v[13:14], 2, v[13:14]
	v_add_nc_u32_e32 v31, s24, v26
	v_add_co_u32 v8, vcc_lo, s12, v8
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_add_co_ci_u32_e32 v9, vcc_lo, s13, v9, vcc_lo
	v_add_co_u32 v13, vcc_lo, s12, v13
	v_ashrrev_i32_e32 v32, 31, v31
	v_add_co_ci_u32_e32 v14, vcc_lo, s13, v14, vcc_lo
	v_add_co_u32 v26, vcc_lo, s12, v26
	v_add_co_ci_u32_e32 v27, vcc_lo, s13, v27, vcc_lo
	v_lshlrev_b64 v[32:33], 2, v[31:32]
	s_clause 0x2
	global_load_dword v34, v[8:9], off
	global_load_dword v35, v[13:14], off
	global_load_dword v36, v[26:27], off
	s_waitcnt vmcnt(3)
	v_fmac_f32_e32 v12, v11, v11
	v_add_co_u32 v8, vcc_lo, s12, v32
	v_add_co_ci_u32_e32 v9, vcc_lo, s13, v33, vcc_lo
	v_sqrt_f32_e32 v12, v12
	global_load_dword v13, v[8:9], off
	v_add_nc_u32_e32 v8, s24, v31
	v_ashrrev_i32_e32 v9, 31, v8
	v_mul_f32_e32 v12, 0xbe4ccccd, v12
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_mul_f32_e32 v12, 0.5, v12
	v_add_co_u32 v8, vcc_lo, s12, v8
	v_add_co_ci_u32_e32 v9, vcc_lo, s13, v9, vcc_lo
	global_load_dword v8, v[8:9], off
	s_waitcnt vmcnt(4)
	v_sub_f32_e32 v19, v19, v34
	s_waitcnt vmcnt(3)
	v_div_scale_f32 v9, s0, v34, v34, v35
	s_waitcnt vmcnt(2)
	v_div_scale_f32 v14, s0, v34, v34, v36
	v_div_scale_f32 v38, vcc_lo, v35, v34, v35
	v_rcp_f32_e32 v26, v9
	v_rcp_f32_e32 v27, v14
	v_sub_f32_e32 v17, v17, v36
	s_waitcnt vmcnt(1)
	v_div_scale_f32 v31, s0, v34, v34, v13
	v_div_scale_f32 v41, s1, v13, v34, v13
	v_fma_f32 v32, -v9, v26, 1.0
	v_rcp_f32_e32 v33, v31
	v_fma_f32 v37, -v14, v27, 1.0
	v_fmac_f32_e32 v26, v32, v26
	v_div_scale_f32 v32, s0, v36, v34, v36
	v_fmac_f32_e32 v27, v37, v27
	v_mul_f32_e32 v37, v38, v26
	v_fma_f32 v39, -v31, v33, 1.0
	v_mul_f32_e32 v40, v32, v27
	v_fma_f32 v42, -v9, v37, v38
	v_fmac_f32_e32 v33, v39, v33
	v_fma_f32 v39, -v14, v40, v32
	v_fmac_f32_e32 v37, v42, v26
	v_mul_f32_e32 v42, v41, v33
	v_fmac_f32_e32 v40, v39, v27
	v_fma_f32 v9, -v9, v37, v38
	v_fma_f32 v38, -v31, v42, v41
	v_fma_f32 v14, -v14, v40, v32
	v_div_fmas_f32 v9, v9, v26, v37
	s_mov_b32 vcc_lo, s0
	v_fmac_f32_e32 v42, v38, v33
	v_div_fmas_f32 v14, v14, v27, v40
	s_mov_b32 vcc_lo, s1
	v_div_fixup_f32 v9, v9, v34, v35
	v_mul_f32_e32 v27, -0.5, v34
	v_fma_f32 v26, -v31, v42, v41
	v_div_fixup_f32 v14, v14, v34, v36
	v_div_fmas_f32 v26, v26, v33, v42
	v_mul_f32_e32 v14, v14, v14
	v_div_fixup_f32 v26, v26, v34, v13
	v_fmac_f32_e32 v14, v9, v9
	v_fmac_f32_e32 v14, v26, v26
	s_waitcnt vmcnt(0)
	v_fma_f32 v26, v27, v14, v8
	v_sqrt_f32_e32 v11, v14
	v_mul_f32_e32 v26, 0x3ecccccc, v26
	v_mul_f32_e32 v27, 0x3fb33333, v26
	v_add_f32_e32 v11, v29, v11
	v_div_scale_f32 v31, s0, v34, v34, v27
	v_div_scale_f32 v37, vcc_lo, v27, v34, v27
	v_add_f32_e32 v11, v30, v11
	v_rcp_f32_e32 v32, v31
	v_fma_f32 v33, -v31, v32, 1.0
	v_fmac_f32_e32 v32, v33, v32
	v_mul_f32_e32 v33, v37, v32
	v_fma_f32 v38, -v31, v33, v37
	v_fmac_f32_e32 v33, v38, v32
	v_fma_f32 v31, -v31, v33, v37
	v_div_fmas_f32 v14, v31, v32, v33
	v_div_fixup_f32 v14, v14, v34, v27
	v_add_f32_e32 v27, v8, v26
	v_sub_f32_e32 v8, v21, v8
	v_sqrt_f32_e32 v14, v14
	v_fmac_f32_e32 v28, v9, v27
	v_add_f32_e32 v11, v11, v14
	v_sub_f32_e32 v14, v16, v35
	v_add_f32_e32 v16, v16, v35
	v_mul_f32_e32 v11, v12, v11
	v_sub_f32_e32 v12, v18, v13
	v_add_f32_e32 v13, v20, v26
	v_fmac_f32_e32 v24, v11, v19
	v_fmac_f32_e32 v25, v11, v8
	v_fmac_f32_e32 v15, v11, v14
	v_fmac_f32_e32 v22, v11, v17
	v_fmac_f32_e32 v23, v11, v12
	v_fmac_f32_e32 v24, v10, v16
	v_fmac_f32_e32 v25, v10, v28
	v_fmac_f32_e32 v15, v10, v13
.LBB3_49:
	s_or_b32 exec_lo, exec_lo, s4
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32 v0, vcc_lo, s16, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s17, v1, vcc_lo
	v_add_co_u32 v8, vcc_lo, v0, s2
	v_add_co_ci_u32_e32 v9, vcc_lo, s3, v1, vcc_lo
	v_add_co_u32 v2, vcc_lo, s16, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s17, v3, vcc_lo
	v_add_co_u32 v4, vcc_lo, s16, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, s17, v5, vcc_lo
	v_add_co_u32 v6, vcc_lo, s16, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s17, v7, vcc_lo
	global_store_dword v[0:1], v24, off
	global_store_dword v[8:9], v15, off
	global_store_dword v[2:3], v22, off
	global_store_dword v[4:5], v23, off
	global_store_dword v[6:7], v25, off
.LBB3_50:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel compute_flux
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 76
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
		.amdhsa_next_free_vgpr 45
		.amdhsa_next_free_sgpr 31
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
	.size	compute_flux, .Lfunc_end3-compute_flux
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 5928
; NumSgprs: 33
; NumVgprs: 45
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 33
; NumVGPRsForWavesPerEU: 45
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
	.protected	time_step               ; -- Begin function time_step
	.globl	time_step
	.p2align	8
	.type	time_step,@function
time_step:                              ; @time_step
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx2 s[10:11], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], s0, s0, s8, v[0:1]
	v_cmp_gt_i32_e32 vcc_lo, s11, v0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB4_2
; %bb.1:
	s_load_dwordx8 s[0:7], s[6:7], 0x8
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, v0
	v_ashrrev_i64 v[1:2], 30, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc_lo, s4, v1
	v_add_co_ci_u32_e32 v4, vcc_lo, s5, v2, vcc_lo
	s_sub_i32 s4, 5, s10
	s_ashr_i32 s5, s11, 31
	v_cvt_f32_i32_e32 v10, s4
	global_load_dword v7, v[3:4], off
	v_add_co_u32 v3, vcc_lo, s0, v1
	v_add_co_ci_u32_e32 v4, vcc_lo, s1, v2, vcc_lo
	v_add_co_u32 v5, vcc_lo, s6, v1
	v_add_co_ci_u32_e32 v6, vcc_lo, s7, v2, vcc_lo
	global_load_dword v8, v[3:4], off
	global_load_dword v9, v[5:6], off
	s_waitcnt vmcnt(2)
	v_div_scale_f32 v11, s4, v10, v10, v7
	v_div_scale_f32 v14, vcc_lo, v7, v10, v7
	s_mov_b32 s4, s11
	v_rcp_f32_e32 v12, v11
	s_lshl_b64 s[4:5], s[4:5], 2
	v_fma_f32 v13, -v11, v12, 1.0
	v_fmac_f32_e32 v12, v13, v12
	v_mul_f32_e32 v13, v14, v12
	v_fma_f32 v15, -v11, v13, v14
	v_fmac_f32_e32 v13, v15, v12
	v_fma_f32 v11, -v11, v13, v14
	v_div_fmas_f32 v11, v11, v12, v13
	v_add_co_u32 v1, vcc_lo, s2, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s3, v2, vcc_lo
	v_div_fixup_f32 v10, v11, v10, v7
	v_add_co_u32 v3, vcc_lo, v3, s4
	v_add_co_ci_u32_e32 v4, vcc_lo, s5, v4, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v8, v10, v9
	v_add_co_u32 v5, vcc_lo, v5, s4
	v_add_co_ci_u32_e32 v6, vcc_lo, s5, v6, vcc_lo
	global_store_dword v[1:2], v8, off
	global_load_dword v11, v[3:4], off
	global_load_dword v8, v[5:6], off
	v_add3_u32 v3, s11, s11, v0
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[4:5], 2, v[3:4]
	v_add_co_u32 v6, vcc_lo, s0, v4
	v_add_co_ci_u32_e32 v7, vcc_lo, s1, v5, vcc_lo
	v_add_co_u32 v0, vcc_lo, v1, s4
	v_add_co_ci_u32_e32 v1, vcc_lo, s5, v2, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v11, v10, v8
	v_add_co_u32 v8, vcc_lo, s6, v4
	v_add_co_ci_u32_e32 v9, vcc_lo, s7, v5, vcc_lo
	global_store_dword v[0:1], v11, off
	global_load_dword v11, v[6:7], off
	global_load_dword v12, v[8:9], off
	v_add_nc_u32_e32 v0, s11, v3
	v_add_co_u32 v3, vcc_lo, s2, v4
	v_add_co_ci_u32_e32 v4, vcc_lo, s3, v5, vcc_lo
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v5, vcc_lo, s0, v1
	v_add_co_ci_u32_e32 v6, vcc_lo, s1, v2, vcc_lo
	v_add_co_u32 v7, vcc_lo, s6, v1
	v_add_co_ci_u32_e32 v8, vcc_lo, s7, v2, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v11, v10, v12
	global_store_dword v[3:4], v11, off
	global_load_dword v9, v[5:6], off
	global_load_dword v11, v[7:8], off
	v_add_nc_u32_e32 v3, s11, v0
	v_add_co_u32 v0, vcc_lo, s2, v1
	v_add_co_ci_u32_e32 v1, vcc_lo, s3, v2, vcc_lo
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_add_co_u32 v5, vcc_lo, s0, v3
	v_add_co_ci_u32_e32 v6, vcc_lo, s1, v4, vcc_lo
	v_add_co_u32 v7, vcc_lo, s6, v3
	v_add_co_ci_u32_e32 v8, vcc_lo, s7, v4, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v9, v10, v11
	global_store_dword v[0:1], v9, off
	global_load_dword v2, v[5:6], off
	global_load_dword v0, v[7:8], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v2, v10, v0
	v_add_co_u32 v0, vcc_lo, s2, v3
	v_add_co_ci_u32_e32 v1, vcc_lo, s3, v4, vcc_lo
	global_store_dword v[0:1], v2, off
.LBB4_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel time_step
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 12
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
.Lfunc_end4:
	.size	time_step, .Lfunc_end4-time_step
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 692
; NumSgprs: 14
; NumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 16
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
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           2
        .type_name:      short
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           memset_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         memset_kernel.kd
    .vgpr_count:     3
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           initialize_variables
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         initialize_variables.kd
    .vgpr_count:     15
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           compute_step_factor
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         compute_step_factor.kd
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         40
        .size:           8
        .type_name:      'FLOAT3*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         48
        .size:           8
        .type_name:      'FLOAT3*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         56
        .size:           8
        .type_name:      'FLOAT3*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         64
        .size:           8
        .type_name:      'FLOAT3*'
        .value_kind:     global_buffer
      - .offset:         72
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 76
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           compute_flux
    .private_segment_fixed_size: 0
    .sgpr_count:     33
    .sgpr_spill_count: 0
    .symbol:         compute_flux.kd
    .vgpr_count:     45
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .offset:         0
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         4
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           time_step
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         time_step.kd
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
