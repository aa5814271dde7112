	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.protected	memset_kernel           ; -- Begin function memset_kernel
	.globl	memset_kernel
	.p2align	8
	.type	memset_kernel,@function
memset_kernel:                          ; @memset_kernel
; %bb.0:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x8
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[0:1], s[2:3], s2, v2, v[0:1]
	v_cmp_gt_i32_e32 vcc, s1, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_dwordx2 s[2:3], s[6:7], 0x0
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_mov_b32_e32 v2, s0
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 9
		.amdhsa_accum_offset 4
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
	.size	memset_kernel, .Lfunc_end0-memset_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 104
; NumSgprs: 11
; NumVgprs: 3
; NumAgprs: 0
; TotalNumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 3
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
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
	v_add_u32_e32 v0, s8, v0
	v_cmp_gt_i32_e32 vcc, s10, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_ashr_i32 s11, s10, 31
	s_waitcnt lgkmcnt(0)
	s_load_dwordx4 s[4:7], s[2:3], 0x0
	s_load_dword s8, s[2:3], 0x10
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s4
	s_lshl_b64 s[2:3], s[10:11], 2
	global_store_dword v[2:3], v1, off
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	s_add_i32 s2, s10, s10
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	v_mov_b32_e32 v1, s5
	v_add_u32_e32 v0, s2, v0
	global_store_dword v[2:3], v1, off
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	v_mov_b32_e32 v1, s6
	v_add_u32_e32 v0, s10, v0
	global_store_dword v[2:3], v1, off
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	v_mov_b32_e32 v1, s7
	v_add_u32_e32 v0, s10, v0
	global_store_dword v[2:3], v1, off
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_mov_b32_e32 v2, s8
	global_store_dword v[0:1], v2, off
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 4
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
	.size	initialize_variables, .Lfunc_end1-initialize_variables
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 276
; NumSgprs: 14
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 4
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
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
	v_mov_b32_e32 v2, s8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], s[0:1], s0, v2, v[0:1]
	v_cmp_gt_i32_e32 vcc, s10, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, v0
	v_ashrrev_i64 v[2:3], 30, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v4, vcc, s0, v2
	s_ashr_i32 s11, s10, 31
	v_addc_co_u32_e32 v5, vcc, v1, v3, vcc
	s_lshl_b64 s[6:7], s[10:11], 2
	v_add_co_u32_e32 v6, vcc, s6, v4
	s_add_i32 s6, s10, s10
	v_mov_b32_e32 v1, s7
	v_add_u32_e32 v0, s6, v0
	v_addc_co_u32_e32 v7, vcc, v5, v1, vcc
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[8:9], 2, v[0:1]
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v8, vcc, s0, v8
	v_add_u32_e32 v0, s10, v0
	v_addc_co_u32_e32 v9, vcc, v1, v9, vcc
	v_ashrrev_i32_e32 v1, 31, v0
	global_load_dword v10, v[4:5], off
	global_load_dword v11, v[6:7], off
	global_load_dword v12, v[8:9], off
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v4, vcc, s0, v4
	v_addc_co_u32_e32 v5, vcc, v1, v5, vcc
	global_load_dword v4, v[4:5], off
	v_add_u32_e32 v0, s10, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v5, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v5, v1, vcc
	global_load_dword v5, v[0:1], off
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(5)
	v_mul_f32_e32 v1, -0.5, v10
	s_waitcnt vmcnt(4)
	v_div_scale_f32 v6, s[0:1], v10, v10, v11
	s_waitcnt vmcnt(3)
	v_div_scale_f32 v8, s[0:1], v10, v10, v12
	v_rcp_f32_e32 v14, v6
	v_rcp_f32_e32 v15, v8
	v_div_scale_f32 v7, vcc, v11, v10, v11
	s_waitcnt vmcnt(2)
	v_div_scale_f32 v13, s[2:3], v10, v10, v4
	v_rcp_f32_e32 v16, v13
	v_fma_f32 v18, -v6, v14, 1.0
	v_fma_f32 v19, -v8, v15, 1.0
	v_fmac_f32_e32 v14, v18, v14
	v_div_scale_f32 v9, s[0:1], v12, v10, v12
	v_fmac_f32_e32 v15, v19, v15
	v_mul_f32_e32 v18, v7, v14
	v_fma_f32 v20, -v13, v16, 1.0
	v_mul_f32_e32 v19, v9, v15
	v_fma_f32 v21, -v6, v18, v7
	v_div_scale_f32 v17, s[2:3], v4, v10, v4
	v_fmac_f32_e32 v16, v20, v16
	v_fma_f32 v22, -v8, v19, v9
	v_fmac_f32_e32 v18, v21, v14
	v_mul_f32_e32 v20, v17, v16
	v_fmac_f32_e32 v19, v22, v15
	v_fma_f32 v6, -v6, v18, v7
	v_fma_f32 v23, -v13, v20, v17
	v_fma_f32 v7, -v8, v19, v9
	v_div_fmas_f32 v6, v6, v14, v18
	s_mov_b64 vcc, s[0:1]
	v_fmac_f32_e32 v20, v23, v16
	v_div_fmas_f32 v7, v7, v15, v19
	v_fma_f32 v8, -v13, v20, v17
	v_div_fixup_f32 v7, v7, v10, v12
	s_mov_b64 vcc, s[2:3]
	v_div_fixup_f32 v6, v6, v10, v11
	v_div_fmas_f32 v8, v8, v16, v20
	v_mul_f32_e32 v7, v7, v7
	v_div_fixup_f32 v4, v8, v10, v4
	v_fmac_f32_e32 v7, v6, v6
	v_fmac_f32_e32 v7, v4, v4
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v5, v1, v7
	v_mul_f32_e32 v1, 0x3ecccccc, v5
	v_mul_f32_e32 v1, 0x3fb33333, v1
	v_div_scale_f32 v4, s[0:1], v10, v10, v1
	v_rcp_f32_e32 v5, v4
	v_sqrt_f32_e32 v6, v7
	v_div_scale_f32 v7, vcc, v1, v10, v1
	v_fma_f32 v8, -v4, v5, 1.0
	v_fmac_f32_e32 v5, v8, v5
	v_mul_f32_e32 v8, v7, v5
	v_fma_f32 v9, -v4, v8, v7
	v_fmac_f32_e32 v8, v9, v5
	v_fma_f32 v4, -v4, v8, v7
	v_div_fmas_f32 v4, v4, v5, v8
	v_div_fixup_f32 v1, v4, v10, v1
	v_sqrt_f32_e32 v1, v1
	s_waitcnt vmcnt(0)
	v_sqrt_f32_e32 v0, v0
	v_mov_b32_e32 v5, s5
	v_add_f32_e32 v1, v6, v1
	v_mul_f32_e32 v0, v0, v1
	v_div_scale_f32 v1, s[0:1], v0, v0, 0.5
	v_rcp_f32_e32 v4, v1
	v_div_scale_f32 v6, vcc, 0.5, v0, 0.5
	v_fma_f32 v7, -v1, v4, 1.0
	v_fmac_f32_e32 v4, v7, v4
	v_mul_f32_e32 v7, v6, v4
	v_fma_f32 v8, -v1, v7, v6
	v_fmac_f32_e32 v7, v8, v4
	v_fma_f32 v1, -v1, v7, v6
	v_div_fmas_f32 v1, v1, v4, v7
	v_div_fixup_f32 v4, v1, v0, 0.5
	v_add_co_u32_e32 v0, vcc, s4, v2
	v_addc_co_u32_e32 v1, vcc, v5, v3, vcc
	global_store_dword v[0:1], v4, off
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 24
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
	.size	compute_step_factor, .Lfunc_end2-compute_step_factor
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 888
; NumSgprs: 14
; NumVgprs: 24
; NumAgprs: 0
; TotalNumVgprs: 24
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 24
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
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
	v_mov_b32_e32 v2, s8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], s[0:1], s0, v2, v[0:1]
	v_cmp_gt_i32_e32 vcc, s24, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_50
; %bb.1:
	s_load_dwordx16 s[8:23], s[6:7], 0x0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, v0
	v_ashrrev_i64 v[14:15], 30, v[2:3]
	s_ashr_i32 s25, s24, 31
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s13
	v_add_co_u32_e32 v4, vcc, s12, v14
	s_add_i32 s0, s24, s24
	v_addc_co_u32_e32 v5, vcc, v1, v15, vcc
	s_lshl_b64 s[4:5], s[24:25], 2
	v_add_u32_e32 v2, s0, v0
	v_mov_b32_e32 v1, s5
	v_add_co_u32_e32 v8, vcc, s4, v4
	v_ashrrev_i32_e32 v3, 31, v2
	v_addc_co_u32_e32 v9, vcc, v5, v1, vcc
	v_lshlrev_b64 v[6:7], 2, v[2:3]
	v_mov_b32_e32 v1, s13
	v_add_co_u32_e32 v16, vcc, s12, v6
	v_addc_co_u32_e32 v17, vcc, v1, v7, vcc
	global_load_dword v11, v[4:5], off
	global_load_dword v13, v[8:9], off
	global_load_dword v7, v[16:17], off
	v_add_u32_e32 v4, s24, v2
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[8:9], 2, v[4:5]
	v_add_co_u32_e32 v8, vcc, s12, v8
	v_addc_co_u32_e32 v9, vcc, v1, v9, vcc
	global_load_dword v6, v[8:9], off
	v_add_u32_e32 v8, s24, v4
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[16:17], 2, v[8:9]
	v_add_co_u32_e32 v18, vcc, s12, v16
	v_addc_co_u32_e32 v19, vcc, v1, v17, vcc
	global_load_dword v10, v[18:19], off
	v_mov_b32_e32 v12, s9
	v_add_co_u32_e32 v26, vcc, s8, v14
	v_addc_co_u32_e32 v27, vcc, v12, v15, vcc
	s_lshl_b32 s25, s24, 2
	v_mov_b32_e32 v20, s11
	v_add_co_u32_e32 v24, vcc, s10, v14
	v_add_u32_e32 v22, s25, v8
	v_addc_co_u32_e32 v25, vcc, v20, v15, vcc
	v_mov_b32_e32 v21, s11
	v_ashrrev_i32_e32 v23, 31, v22
	v_add_co_u32_e32 v14, vcc, s10, v16
	v_addc_co_u32_e32 v15, vcc, v21, v17, vcc
	v_lshlrev_b64 v[16:17], 2, v[22:23]
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e32 v16, vcc, s10, v16
	global_load_dword v34, v[26:27], off
	global_load_dword v28, v[24:25], off
	v_addc_co_u32_e32 v17, vcc, v1, v17, vcc
	global_load_dword v30, v[14:15], off
	global_load_dword v32, v[16:17], off
	s_load_dwordx2 s[6:7], s[6:7], 0x40
	s_waitcnt vmcnt(7)
	v_div_scale_f32 v1, s[0:1], v11, v11, v13
	v_rcp_f32_e32 v16, v1
	v_div_scale_f32 v12, vcc, v13, v11, v13
	s_waitcnt vmcnt(6)
	v_div_scale_f32 v14, s[0:1], v11, v11, v7
	v_fma_f32 v18, -v1, v16, 1.0
	v_fmac_f32_e32 v16, v18, v16
	v_rcp_f32_e32 v17, v14
	v_mul_f32_e32 v18, v12, v16
	v_fma_f32 v21, -v1, v18, v12
	v_fmac_f32_e32 v18, v21, v16
	v_fma_f32 v1, -v1, v18, v12
	s_waitcnt vmcnt(5)
	v_div_scale_f32 v19, s[2:3], v11, v11, v6
	v_fma_f32 v20, -v14, v17, 1.0
	v_div_fmas_f32 v1, v1, v16, v18
	v_div_scale_f32 v15, s[0:1], v7, v11, v7
	v_fmac_f32_e32 v17, v20, v17
	v_div_fixup_f32 v18, v1, v11, v13
	v_rcp_f32_e32 v1, v19
	v_mul_f32_e32 v20, v15, v17
	v_fma_f32 v23, -v14, v20, v15
	v_fmac_f32_e32 v20, v23, v17
	v_fma_f32 v12, -v14, v20, v15
	s_mov_b64 vcc, s[0:1]
	v_fma_f32 v14, -v19, v1, 1.0
	v_div_fmas_f32 v12, v12, v17, v20
	v_fmac_f32_e32 v1, v14, v1
	v_div_scale_f32 v14, vcc, v6, v11, v6
	v_mul_f32_e32 v15, v14, v1
	v_fma_f32 v16, -v19, v15, v14
	v_fmac_f32_e32 v15, v16, v1
	v_fma_f32 v14, -v19, v15, v14
	v_div_fixup_f32 v12, v12, v11, v7
	v_div_fmas_f32 v1, v14, v1, v15
	v_div_fixup_f32 v14, v1, v11, v6
	v_mul_f32_e32 v1, v12, v12
	v_fmac_f32_e32 v1, v18, v18
	v_fmac_f32_e32 v1, v14, v14
	v_mul_f32_e32 v12, -0.5, v11
	s_waitcnt vmcnt(4)
	v_fma_f32 v12, v12, v1, v10
	v_mul_f32_e32 v12, 0x3ecccccc, v12
	v_mul_f32_e32 v14, 0x3fb33333, v12
	v_div_scale_f32 v15, s[0:1], v11, v11, v14
	v_rcp_f32_e32 v16, v15
	v_add_f32_e32 v21, v10, v12
	v_fma_f32 v17, -v15, v16, 1.0
	v_fmac_f32_e32 v16, v17, v16
	v_div_scale_f32 v17, vcc, v14, v11, v14
	v_mul_f32_e32 v19, v17, v16
	v_fma_f32 v20, -v15, v19, v17
	v_fmac_f32_e32 v19, v20, v16
	v_fma_f32 v15, -v15, v19, v17
	v_div_fmas_f32 v15, v15, v16, v19
	v_div_fixup_f32 v20, v15, v11, v14
	s_waitcnt vmcnt(3)
	v_cmp_gt_i32_e32 vcc, 0, v34
                                        ; implicit-def: $vgpr14_vgpr15
                                        ; implicit-def: $vgpr16_vgpr17
                                        ; implicit-def: $vgpr19
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB3_11
; %bb.2:
	v_cmp_lt_i32_e32 vcc, -2, v34
                                        ; implicit-def: $vgpr14_vgpr15
                                        ; implicit-def: $vgpr19
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB3_4
; %bb.3:
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v33, v30
	v_fma_f32 v19, v28, v12, 0
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[14:15], v[32:33], v[12:13], 0 op_sel_hi:[1,0,0]
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr34
.LBB3_4:
	s_or_saveexec_b64 s[2:3], s[2:3]
	s_mov_b32 s26, 0
	s_mov_b32 s27, s26
	v_pk_mov_b32 v[16:17], s[26:27], s[26:27] op_sel:[0,1]
	s_xor_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB3_10
; %bb.5:
	v_cmp_ne_u32_e32 vcc, -2, v34
	s_and_saveexec_b64 s[26:27], vcc
	s_xor_b64 s[26:27], exec, s[26:27]
; %bb.6:
                                        ; implicit-def: $vgpr28
; %bb.7:
	s_or_saveexec_b64 s[26:27], s[26:27]
	s_mov_b32 s28, 0
	s_mov_b32 s29, s28
	v_pk_mov_b32 v[14:15], s[28:29], s[28:29] op_sel:[0,1]
	v_mov_b32_e32 v19, 0
	v_pk_mov_b32 v[16:17], s[28:29], s[28:29] op_sel:[0,1]
	s_xor_b64 exec, exec, s[26:27]
	s_cbranch_execz .LBB3_9
; %bb.8:
	s_load_dword s28, s[14:15], 0x4
	s_load_dword s29, s[18:19], 0x0
	s_load_dword s30, s[20:21], 0x0
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v14, 0.5, v28
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v17, s28, v13
	v_fma_f32 v16, v18, v21, s29
	s_load_dword s29, s[22:23], 0x0
	s_load_dword s28, s[6:7], 0x0
	v_pk_fma_f32 v[16:17], v[14:15], v[16:17], 0 op_sel_hi:[0,1,0]
	v_fma_f32 v15, v13, v18, s30
	v_add_f32_e32 v15, v12, v15
	v_fma_f32 v19, v14, v15, 0
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[28:29], v[6:7], v[18:19], s[28:29] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[14:15], v[28:29], 0 op_sel_hi:[0,1,0]
.LBB3_9:
	s_or_b64 exec, exec, s[26:27]
.LBB3_10:
	s_or_b64 exec, exec, s[2:3]
                                        ; implicit-def: $vgpr34
                                        ; implicit-def: $vgpr30
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr32
.LBB3_11:
	s_or_saveexec_b64 s[26:27], s[0:1]
	v_sqrt_f32_e32 v37, v1
	v_sqrt_f32_e32 v36, v20
	v_mul_f32_e32 v20, v18, v21
	s_xor_b64 exec, exec, s[26:27]
	s_cbranch_execz .LBB3_13
; %bb.12:
	v_mov_b32_e32 v35, 0
	v_lshlrev_b64 v[14:15], 2, v[34:35]
	v_add_u32_e32 v16, s24, v34
	v_mov_b32_e32 v1, s13
	v_add_co_u32_e32 v14, vcc, s12, v14
	v_ashrrev_i32_e32 v17, 31, v16
	v_addc_co_u32_e32 v15, vcc, v1, v15, vcc
	v_lshlrev_b64 v[34:35], 2, v[16:17]
	v_add_u32_e32 v16, s24, v16
	v_add_co_u32_e32 v34, vcc, s12, v34
	v_ashrrev_i32_e32 v17, 31, v16
	v_addc_co_u32_e32 v35, vcc, v1, v35, vcc
	v_lshlrev_b64 v[38:39], 2, v[16:17]
	v_add_co_u32_e32 v38, vcc, s12, v38
	global_load_dword v15, v[14:15], off
	v_addc_co_u32_e32 v39, vcc, v1, v39, vcc
	global_load_dword v19, v[34:35], off
	global_load_dword v17, v[38:39], off
	v_add_u32_e32 v34, s24, v16
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshlrev_b64 v[38:39], 2, v[34:35]
	v_add_co_u32_e32 v38, vcc, s12, v38
	v_addc_co_u32_e32 v39, vcc, v1, v39, vcc
	global_load_dword v16, v[38:39], off
	v_add_u32_e32 v34, s24, v34
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshlrev_b64 v[34:35], 2, v[34:35]
	v_add_co_u32_e32 v34, vcc, s12, v34
	v_addc_co_u32_e32 v35, vcc, v1, v35, vcc
	global_load_dword v14, v[34:35], off
	s_waitcnt vmcnt(7)
	v_mul_f32_e32 v34, 0.5, v28
	s_waitcnt vmcnt(4)
	v_mul_f32_e32 v1, -0.5, v15
	s_waitcnt vmcnt(3)
	v_div_scale_f32 v23, s[0:1], v15, v15, v19
	v_rcp_f32_e32 v31, v23
	s_waitcnt vmcnt(2)
	v_div_scale_f32 v33, s[0:1], v15, v15, v17
	v_rcp_f32_e32 v44, v33
	v_fma_f32 v48, -v23, v31, 1.0
	v_div_scale_f32 v29, vcc, v19, v15, v19
	s_waitcnt vmcnt(1)
	v_div_scale_f32 v45, s[2:3], v15, v15, v16
	v_rcp_f32_e32 v47, v45
	v_fmac_f32_e32 v31, v48, v31
	v_fma_f32 v48, -v33, v44, 1.0
	v_div_scale_f32 v38, s[0:1], v17, v15, v17
	v_mul_f32_e32 v49, v29, v31
	v_fmac_f32_e32 v44, v48, v44
	v_fma_f32 v48, -v45, v47, 1.0
	v_div_scale_f32 v46, s[2:3], v16, v15, v16
	v_fma_f32 v50, -v23, v49, v29
	v_mul_f32_e32 v51, v38, v44
	v_fmac_f32_e32 v47, v48, v47
	v_fmac_f32_e32 v49, v50, v31
	v_fma_f32 v48, -v33, v51, v38
	v_mul_f32_e32 v50, v46, v47
	v_fma_f32 v23, -v23, v49, v29
	v_fmac_f32_e32 v51, v48, v44
	v_fma_f32 v29, -v45, v50, v46
	v_div_fmas_f32 v23, v23, v31, v49
	v_fma_f32 v31, -v33, v51, v38
	v_fmac_f32_e32 v50, v29, v47
	s_mov_b64 vcc, s[0:1]
	v_sub_f32_e32 v35, v13, v19
	v_add_f32_e32 v39, v13, v19
	v_div_fixup_f32 v29, v23, v15, v19
	v_div_fmas_f32 v19, v31, v44, v51
	v_fma_f32 v23, -v45, v50, v46
	s_mov_b64 vcc, s[2:3]
	v_pk_add_f32 v[40:41], v[6:7], v[16:17] neg_lo:[0,1] neg_hi:[0,1]
	v_div_fixup_f32 v31, v19, v15, v17
	v_div_fmas_f32 v17, v23, v47, v50
	v_div_fixup_f32 v33, v17, v15, v16
	v_pk_mul_f32 v[16:17], v[30:31], v[30:31]
	v_pk_fma_f32 v[16:17], v[28:29], v[28:29], v[16:17]
	v_pk_fma_f32 v[16:17], v[32:33], v[32:33], v[16:17]
	s_waitcnt vmcnt(0)
	v_fma_f32 v1, v1, v17, v14
	v_mul_f32_e32 v1, 0x3ecccccc, v1
	v_mul_f32_e32 v19, 0x3fb33333, v1
	v_div_scale_f32 v23, s[0:1], v15, v15, v19
	v_sqrt_f32_e32 v17, v17
	v_rcp_f32_e32 v28, v23
	v_pk_add_f32 v[42:43], v[10:11], v[14:15] neg_lo:[0,1] neg_hi:[0,1]
	v_add_f32_e32 v14, v14, v1
	v_fma_f32 v38, v29, v14, v20
	v_add_f32_e32 v14, v37, v17
	v_fma_f32 v17, -v23, v28, 1.0
	v_div_scale_f32 v30, vcc, v19, v15, v19
	v_fmac_f32_e32 v28, v17, v28
	v_mul_f32_e32 v17, v30, v28
	v_fma_f32 v29, -v23, v17, v30
	v_fmac_f32_e32 v17, v29, v28
	v_fma_f32 v23, -v23, v17, v30
	v_div_fmas_f32 v17, v23, v28, v17
	v_sqrt_f32_e32 v16, v16
	v_div_fixup_f32 v15, v17, v15, v19
	v_sqrt_f32_e32 v15, v15
	v_add_f32_e32 v14, v36, v14
	v_mul_f32_e32 v16, 0xbe4ccccd, v16
	v_mul_f32_e32 v16, 0.5, v16
	v_add_f32_e32 v14, v14, v15
	v_mul_f32_e32 v14, v16, v14
	v_add_f32_e32 v1, v12, v1
	v_pk_fma_f32 v[16:17], v[14:15], v[42:43], 0 op_sel_hi:[0,1,0]
	v_fma_f32 v19, v14, v35, 0
	v_pk_fma_f32 v[14:15], v[14:15], v[40:41], 0 op_sel_hi:[0,1,0]
	v_pk_fma_f32 v[16:17], v[34:35], v[38:39], v[16:17] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v19, v34, v1
.LBB3_13:
	s_or_b64 exec, exec, s[26:27]
	v_mov_b32_e32 v1, s5
	v_add_co_u32_e32 v26, vcc, s4, v26
	s_mul_i32 s28, s24, -3
	v_addc_co_u32_e32 v27, vcc, v27, v1, vcc
	v_add_u32_e32 v22, s28, v22
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v30, vcc, s4, v24
	v_ashrrev_i32_e32 v23, 31, v22
	v_addc_co_u32_e32 v31, vcc, v25, v1, vcc
	v_lshlrev_b64 v[24:25], 2, v[22:23]
	v_add_u32_e32 v22, s25, v22
	v_mov_b32_e32 v1, s11
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v32, vcc, s10, v24
	v_ashrrev_i32_e32 v23, 31, v22
	v_addc_co_u32_e32 v33, vcc, v1, v25, vcc
	v_lshlrev_b64 v[24:25], 2, v[22:23]
	v_add_co_u32_e32 v34, vcc, s10, v24
	global_load_dword v28, v[26:27], off
	v_addc_co_u32_e32 v35, vcc, v1, v25, vcc
	global_load_dword v24, v[30:31], off
	global_load_dword v27, v[32:33], off
	global_load_dword v26, v[34:35], off
	s_waitcnt vmcnt(3)
	v_cmp_gt_i32_e32 vcc, 0, v28
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB3_23
; %bb.14:
	v_cmp_lt_i32_e32 vcc, -2, v28
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB3_16
; %bb.15:
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v19, v24, v12
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[14:15], v[26:27], v[12:13], v[14:15] op_sel_hi:[1,0,1]
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr28
.LBB3_16:
	s_or_saveexec_b64 s[2:3], s[2:3]
	s_xor_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB3_22
; %bb.17:
	v_cmp_ne_u32_e32 vcc, -2, v28
	s_and_saveexec_b64 s[26:27], vcc
	s_xor_b64 s[26:27], exec, s[26:27]
; %bb.18:
                                        ; implicit-def: $vgpr24
; %bb.19:
	s_or_saveexec_b64 s[26:27], s[26:27]
	s_xor_b64 exec, exec, s[26:27]
	s_cbranch_execz .LBB3_21
; %bb.20:
	s_load_dword s29, s[14:15], 0x4
	s_load_dword s30, s[18:19], 0x0
	s_load_dword s33, s[20:21], 0x0
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v24, 0.5, v24
	s_waitcnt vmcnt(1) lgkmcnt(0)
	v_add_f32_e32 v27, s29, v13
	s_waitcnt vmcnt(0)
	v_fma_f32 v26, v18, v21, s30
	s_load_dword s31, s[22:23], 0x0
	s_load_dword s30, s[6:7], 0x0
	v_fma_f32 v1, v13, v18, s33
	v_add_f32_e32 v1, v12, v1
	v_fmac_f32_e32 v19, v24, v1
	v_pk_fma_f32 v[16:17], v[24:25], v[26:27], v[16:17] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[26:27], v[6:7], v[18:19], s[30:31] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[24:25], v[26:27], v[14:15] op_sel_hi:[0,1,1]
.LBB3_21:
	s_or_b64 exec, exec, s[26:27]
.LBB3_22:
	s_or_b64 exec, exec, s[2:3]
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr24
.LBB3_23:
	s_or_saveexec_b64 s[26:27], s[0:1]
	s_xor_b64 exec, exec, s[26:27]
	s_cbranch_execz .LBB3_25
; %bb.24:
	v_mov_b32_e32 v29, 0
	v_lshlrev_b64 v[30:31], 2, v[28:29]
	v_mov_b32_e32 v1, s13
	v_add_co_u32_e32 v30, vcc, s12, v30
	v_addc_co_u32_e32 v31, vcc, v1, v31, vcc
	global_load_dword v29, v[30:31], off
	v_add_u32_e32 v30, s24, v28
	v_ashrrev_i32_e32 v31, 31, v30
	v_lshlrev_b64 v[32:33], 2, v[30:31]
	v_add_u32_e32 v30, s24, v30
	v_add_co_u32_e32 v32, vcc, s12, v32
	v_ashrrev_i32_e32 v31, 31, v30
	v_addc_co_u32_e32 v33, vcc, v1, v33, vcc
	v_lshlrev_b64 v[34:35], 2, v[30:31]
	v_add_co_u32_e32 v34, vcc, s12, v34
	v_addc_co_u32_e32 v35, vcc, v1, v35, vcc
	global_load_dword v23, v[32:33], off
	global_load_dword v31, v[34:35], off
	v_add_u32_e32 v32, s24, v30
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshlrev_b64 v[34:35], 2, v[32:33]
	v_add_co_u32_e32 v34, vcc, s12, v34
	v_addc_co_u32_e32 v35, vcc, v1, v35, vcc
	global_load_dword v30, v[34:35], off
	v_add_u32_e32 v32, s24, v32
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshlrev_b64 v[32:33], 2, v[32:33]
	v_add_co_u32_e32 v32, vcc, s12, v32
	v_addc_co_u32_e32 v33, vcc, v1, v33, vcc
	global_load_dword v28, v[32:33], off
	s_waitcnt vmcnt(6)
	v_mov_b32_e32 v32, v27
	v_mul_f32_e32 v34, 0.5, v24
	s_waitcnt vmcnt(4)
	v_mul_f32_e32 v1, -0.5, v29
	s_waitcnt vmcnt(3)
	v_div_scale_f32 v25, s[0:1], v29, v29, v23
	v_rcp_f32_e32 v33, v25
	s_waitcnt vmcnt(2)
	v_div_scale_f32 v38, s[0:1], v29, v29, v31
	v_rcp_f32_e32 v45, v38
	v_fma_f32 v49, -v25, v33, 1.0
	v_div_scale_f32 v27, vcc, v23, v29, v23
	s_waitcnt vmcnt(1)
	v_div_scale_f32 v46, s[2:3], v29, v29, v30
	v_rcp_f32_e32 v48, v46
	v_fmac_f32_e32 v33, v49, v33
	v_fma_f32 v49, -v38, v45, 1.0
	v_div_scale_f32 v44, s[0:1], v31, v29, v31
	v_mul_f32_e32 v50, v27, v33
	v_fmac_f32_e32 v45, v49, v45
	v_fma_f32 v49, -v46, v48, 1.0
	v_div_scale_f32 v47, s[2:3], v30, v29, v30
	v_fma_f32 v51, -v25, v50, v27
	v_mul_f32_e32 v52, v44, v45
	v_fmac_f32_e32 v48, v49, v48
	v_fmac_f32_e32 v50, v51, v33
	v_fma_f32 v49, -v38, v52, v44
	v_mul_f32_e32 v51, v47, v48
	v_fma_f32 v25, -v25, v50, v27
	v_fmac_f32_e32 v52, v49, v45
	v_fma_f32 v27, -v46, v51, v47
	v_div_fmas_f32 v25, v25, v33, v50
	v_fma_f32 v33, -v38, v52, v44
	v_fmac_f32_e32 v51, v27, v48
	s_mov_b64 vcc, s[0:1]
	v_sub_f32_e32 v35, v13, v23
	v_add_f32_e32 v39, v13, v23
	v_div_fixup_f32 v25, v25, v29, v23
	v_div_fmas_f32 v23, v33, v45, v52
	v_fma_f32 v27, -v46, v51, v47
	s_mov_b64 vcc, s[2:3]
	v_div_fixup_f32 v33, v23, v29, v31
	v_div_fmas_f32 v23, v27, v48, v51
	v_pk_add_f32 v[40:41], v[6:7], v[30:31] neg_lo:[0,1] neg_hi:[0,1]
	v_div_fixup_f32 v27, v23, v29, v30
	v_pk_mul_f32 v[30:31], v[32:33], v[32:33]
	v_pk_fma_f32 v[30:31], v[24:25], v[24:25], v[30:31]
	v_pk_fma_f32 v[26:27], v[26:27], v[26:27], v[30:31]
	s_waitcnt vmcnt(0)
	v_fma_f32 v1, v1, v27, v28
	v_mul_f32_e32 v1, 0x3ecccccc, v1
	v_sqrt_f32_e32 v23, v26
	v_mul_f32_e32 v26, 0x3fb33333, v1
	v_pk_add_f32 v[42:43], v[10:11], v[28:29] neg_lo:[0,1] neg_hi:[0,1]
	v_sqrt_f32_e32 v24, v27
	v_add_f32_e32 v27, v28, v1
	v_div_scale_f32 v28, s[0:1], v29, v29, v26
	v_rcp_f32_e32 v30, v28
	v_fma_f32 v38, v25, v27, v20
	v_div_scale_f32 v31, vcc, v26, v29, v26
	v_fma_f32 v25, -v28, v30, 1.0
	v_fmac_f32_e32 v30, v25, v30
	v_mul_f32_e32 v25, v31, v30
	v_fma_f32 v27, -v28, v25, v31
	v_fmac_f32_e32 v25, v27, v30
	v_fma_f32 v27, -v28, v25, v31
	v_div_fmas_f32 v25, v27, v30, v25
	v_div_fixup_f32 v25, v25, v29, v26
	v_sqrt_f32_e32 v25, v25
	v_add_f32_e32 v24, v37, v24
	v_mul_f32_e32 v23, 0xbe4ccccd, v23
	v_add_f32_e32 v24, v36, v24
	v_mul_f32_e32 v23, 0.5, v23
	v_add_f32_e32 v24, v24, v25
	v_mul_f32_e32 v24, v23, v24
	v_pk_fma_f32 v[16:17], v[24:25], v[42:43], v[16:17] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v19, v24, v35
	v_add_f32_e32 v1, v12, v1
	v_pk_fma_f32 v[14:15], v[24:25], v[40:41], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[34:35], v[38:39], v[16:17] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v19, v34, v1
.LBB3_25:
	s_or_b64 exec, exec, s[26:27]
	s_mul_i32 s0, s24, -7
	v_add_u32_e32 v22, s0, v22
	v_ashrrev_i32_e32 v23, 31, v22
	s_waitcnt vmcnt(2)
	v_lshlrev_b64 v[24:25], 2, v[22:23]
	v_mov_b32_e32 v1, s9
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v26, vcc, s8, v24
	v_addc_co_u32_e32 v27, vcc, v1, v25, vcc
	v_add_u32_e32 v22, s25, v22
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e32 v30, vcc, s10, v24
	v_ashrrev_i32_e32 v23, 31, v22
	v_addc_co_u32_e32 v31, vcc, v1, v25, vcc
	v_lshlrev_b64 v[24:25], 2, v[22:23]
	v_add_u32_e32 v22, s25, v22
	v_add_co_u32_e32 v32, vcc, s10, v24
	v_ashrrev_i32_e32 v23, 31, v22
	v_addc_co_u32_e32 v33, vcc, v1, v25, vcc
	v_lshlrev_b64 v[24:25], 2, v[22:23]
	v_add_co_u32_e32 v34, vcc, s10, v24
	global_load_dword v28, v[26:27], off
	v_addc_co_u32_e32 v35, vcc, v1, v25, vcc
	global_load_dword v24, v[30:31], off
	global_load_dword v27, v[32:33], off
	global_load_dword v26, v[34:35], off
	s_waitcnt vmcnt(3)
	v_cmp_gt_i32_e32 vcc, 0, v28
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB3_35
; %bb.26:
	v_cmp_lt_i32_e32 vcc, -2, v28
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB3_28
; %bb.27:
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v19, v24, v12
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[14:15], v[26:27], v[12:13], v[14:15] op_sel_hi:[1,0,1]
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr28
.LBB3_28:
	s_or_saveexec_b64 s[2:3], s[2:3]
	s_xor_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB3_34
; %bb.29:
	v_cmp_ne_u32_e32 vcc, -2, v28
	s_and_saveexec_b64 s[26:27], vcc
	s_xor_b64 s[26:27], exec, s[26:27]
; %bb.30:
                                        ; implicit-def: $vgpr24
; %bb.31:
	s_or_saveexec_b64 s[26:27], s[26:27]
	s_xor_b64 exec, exec, s[26:27]
	s_cbranch_execz .LBB3_33
; %bb.32:
	s_load_dword s29, s[14:15], 0x4
	s_load_dword s30, s[18:19], 0x0
	s_load_dword s33, s[20:21], 0x0
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v24, 0.5, v24
	s_waitcnt vmcnt(1) lgkmcnt(0)
	v_add_f32_e32 v27, s29, v13
	s_waitcnt vmcnt(0)
	v_fma_f32 v26, v18, v21, s30
	s_load_dword s31, s[22:23], 0x0
	s_load_dword s30, s[6:7], 0x0
	v_fma_f32 v1, v13, v18, s33
	v_add_f32_e32 v1, v12, v1
	v_fmac_f32_e32 v19, v24, v1
	v_pk_fma_f32 v[16:17], v[24:25], v[26:27], v[16:17] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[26:27], v[6:7], v[18:19], s[30:31] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[24:25], v[26:27], v[14:15] op_sel_hi:[0,1,1]
.LBB3_33:
	s_or_b64 exec, exec, s[26:27]
.LBB3_34:
	s_or_b64 exec, exec, s[2:3]
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr24
.LBB3_35:
	s_or_saveexec_b64 s[26:27], s[0:1]
	s_xor_b64 exec, exec, s[26:27]
	s_cbranch_execz .LBB3_37
; %bb.36:
	v_mov_b32_e32 v29, 0
	v_lshlrev_b64 v[30:31], 2, v[28:29]
	v_mov_b32_e32 v1, s13
	v_add_co_u32_e32 v30, vcc, s12, v30
	v_addc_co_u32_e32 v31, vcc, v1, v31, vcc
	global_load_dword v29, v[30:31], off
	v_add_u32_e32 v30, s24, v28
	v_ashrrev_i32_e32 v31, 31, v30
	v_lshlrev_b64 v[32:33], 2, v[30:31]
	v_add_u32_e32 v30, s24, v30
	v_add_co_u32_e32 v32, vcc, s12, v32
	v_ashrrev_i32_e32 v31, 31, v30
	v_addc_co_u32_e32 v33, vcc, v1, v33, vcc
	v_lshlrev_b64 v[34:35], 2, v[30:31]
	v_add_co_u32_e32 v34, vcc, s12, v34
	v_addc_co_u32_e32 v35, vcc, v1, v35, vcc
	global_load_dword v23, v[32:33], off
	global_load_dword v31, v[34:35], off
	v_add_u32_e32 v32, s24, v30
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshlrev_b64 v[34:35], 2, v[32:33]
	v_add_co_u32_e32 v34, vcc, s12, v34
	v_addc_co_u32_e32 v35, vcc, v1, v35, vcc
	global_load_dword v30, v[34:35], off
	v_add_u32_e32 v32, s24, v32
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshlrev_b64 v[32:33], 2, v[32:33]
	v_add_co_u32_e32 v32, vcc, s12, v32
	v_addc_co_u32_e32 v33, vcc, v1, v33, vcc
	global_load_dword v28, v[32:33], off
	s_waitcnt vmcnt(6)
	v_mov_b32_e32 v32, v27
	v_mul_f32_e32 v34, 0.5, v24
	s_waitcnt vmcnt(4)
	v_mul_f32_e32 v1, -0.5, v29
	s_waitcnt vmcnt(3)
	v_div_scale_f32 v25, s[0:1], v29, v29, v23
	v_rcp_f32_e32 v33, v25
	s_waitcnt vmcnt(2)
	v_div_scale_f32 v38, s[0:1], v29, v29, v31
	v_rcp_f32_e32 v45, v38
	v_fma_f32 v49, -v25, v33, 1.0
	v_div_scale_f32 v27, vcc, v23, v29, v23
	s_waitcnt vmcnt(1)
	v_div_scale_f32 v46, s[2:3], v29, v29, v30
	v_rcp_f32_e32 v48, v46
	v_fmac_f32_e32 v33, v49, v33
	v_fma_f32 v49, -v38, v45, 1.0
	v_div_scale_f32 v44, s[0:1], v31, v29, v31
	v_mul_f32_e32 v50, v27, v33
	v_fmac_f32_e32 v45, v49, v45
	v_fma_f32 v49, -v46, v48, 1.0
	v_div_scale_f32 v47, s[2:3], v30, v29, v30
	v_fma_f32 v51, -v25, v50, v27
	v_mul_f32_e32 v52, v44, v45
	v_fmac_f32_e32 v48, v49, v48
	v_fmac_f32_e32 v50, v51, v33
	v_fma_f32 v49, -v38, v52, v44
	v_mul_f32_e32 v51, v47, v48
	v_fma_f32 v25, -v25, v50, v27
	v_fmac_f32_e32 v52, v49, v45
	v_fma_f32 v27, -v46, v51, v47
	v_div_fmas_f32 v25, v25, v33, v50
	v_fma_f32 v33, -v38, v52, v44
	v_fmac_f32_e32 v51, v27, v48
	s_mov_b64 vcc, s[0:1]
	v_sub_f32_e32 v35, v13, v23
	v_add_f32_e32 v39, v13, v23
	v_div_fixup_f32 v25, v25, v29, v23
	v_div_fmas_f32 v23, v33, v45, v52
	v_fma_f32 v27, -v46, v51, v47
	s_mov_b64 vcc, s[2:3]
	v_div_fixup_f32 v33, v23, v29, v31
	v_div_fmas_f32 v23, v27, v48, v51
	v_pk_add_f32 v[40:41], v[6:7], v[30:31] neg_lo:[0,1] neg_hi:[0,1]
	v_div_fixup_f32 v27, v23, v29, v30
	v_pk_mul_f32 v[30:31], v[32:33], v[32:33]
	v_pk_fma_f32 v[30:31], v[24:25], v[24:25], v[30:31]
	v_pk_fma_f32 v[26:27], v[26:27], v[26:27], v[30:31]
	s_waitcnt vmcnt(0)
	v_fma_f32 v1, v1, v27, v28
	v_mul_f32_e32 v1, 0x3ecccccc, v1
	v_sqrt_f32_e32 v23, v26
	v_mul_f32_e32 v26, 0x3fb33333, v1
	v_pk_add_f32 v[42:43], v[10:11], v[28:29] neg_lo:[0,1] neg_hi:[0,1]
	v_sqrt_f32_e32 v24, v27
	v_add_f32_e32 v27, v28, v1
	v_div_scale_f32 v28, s[0:1], v29, v29, v26
	v_rcp_f32_e32 v30, v28
	v_fma_f32 v38, v25, v27, v20
	v_div_scale_f32 v31, vcc, v26, v29, v26
	v_fma_f32 v25, -v28, v30, 1.0
	v_fmac_f32_e32 v30, v25, v30
	v_mul_f32_e32 v25, v31, v30
	v_fma_f32 v27, -v28, v25, v31
	v_fmac_f32_e32 v25, v27, v30
	v_fma_f32 v27, -v28, v25, v31
	v_div_fmas_f32 v25, v27, v30, v25
	v_div_fixup_f32 v25, v25, v29, v26
	v_sqrt_f32_e32 v25, v25
	v_add_f32_e32 v24, v37, v24
	v_mul_f32_e32 v23, 0xbe4ccccd, v23
	v_add_f32_e32 v24, v36, v24
	v_mul_f32_e32 v23, 0.5, v23
	v_add_f32_e32 v24, v24, v25
	v_mul_f32_e32 v24, v23, v24
	v_pk_fma_f32 v[16:17], v[24:25], v[42:43], v[16:17] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v19, v24, v35
	v_add_f32_e32 v1, v12, v1
	v_pk_fma_f32 v[14:15], v[24:25], v[40:41], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[34:35], v[38:39], v[16:17] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v19, v34, v1
.LBB3_37:
	s_or_b64 exec, exec, s[26:27]
	s_waitcnt vmcnt(2)
	v_lshlrev_b64 v[24:25], 2, v[4:5]
	v_mov_b32_e32 v1, s9
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v26, vcc, s8, v24
	v_addc_co_u32_e32 v27, vcc, v1, v25, vcc
	v_add_u32_e32 v22, s28, v22
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e32 v28, vcc, s10, v24
	v_ashrrev_i32_e32 v23, 31, v22
	v_addc_co_u32_e32 v29, vcc, v1, v25, vcc
	v_lshlrev_b64 v[24:25], 2, v[22:23]
	v_add_u32_e32 v22, s25, v22
	v_add_co_u32_e32 v30, vcc, s10, v24
	v_ashrrev_i32_e32 v23, 31, v22
	v_addc_co_u32_e32 v31, vcc, v1, v25, vcc
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_add_co_u32_e32 v32, vcc, s10, v22
	global_load_dword v26, v[26:27], off
	v_addc_co_u32_e32 v33, vcc, v1, v23, vcc
	global_load_dword v22, v[28:29], off
	global_load_dword v25, v[30:31], off
	global_load_dword v24, v[32:33], off
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt vmcnt(3)
	v_cmp_gt_i32_e32 vcc, 0, v26
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB3_47
; %bb.38:
	v_cmp_lt_i32_e32 vcc, -2, v26
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB3_40
; %bb.39:
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v19, v22, v12
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[14:15], v[24:25], v[12:13], v[14:15] op_sel_hi:[1,0,1]
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr22
.LBB3_40:
	s_or_saveexec_b64 s[2:3], s[2:3]
	s_xor_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB3_46
; %bb.41:
	v_cmp_ne_u32_e32 vcc, -2, v26
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
; %bb.42:
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr22
; %bb.43:
	s_or_saveexec_b64 s[8:9], s[8:9]
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB3_45
; %bb.44:
	s_load_dword s10, s[14:15], 0x4
	s_load_dword s11, s[18:19], 0x0
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v10, 0.5, v22
	s_load_dword s14, s[20:21], 0x0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v23, s10, v13
	v_fma_f32 v22, v18, v21, s11
	s_load_dword s11, s[22:23], 0x0
	s_load_dword s10, s[6:7], 0x0
	v_pk_fma_f32 v[16:17], v[10:11], v[22:23], v[16:17] op_sel_hi:[0,1,1]
	v_fma_f32 v11, v13, v18, s14
	v_add_f32_e32 v11, v12, v11
	v_fmac_f32_e32 v19, v10, v11
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[6:7], v[6:7], v[18:19], s[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[10:11], v[6:7], v[14:15] op_sel_hi:[0,1,1]
.LBB3_45:
	s_or_b64 exec, exec, s[8:9]
.LBB3_46:
	s_or_b64 exec, exec, s[2:3]
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr37
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr36
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr25
.LBB3_47:
	s_waitcnt lgkmcnt(0)
	s_or_saveexec_b64 s[6:7], s[0:1]
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB3_49
; %bb.48:
	v_mov_b32_e32 v27, 0
	v_lshlrev_b64 v[28:29], 2, v[26:27]
	v_mov_b32_e32 v18, s13
	v_add_co_u32_e32 v28, vcc, s12, v28
	v_addc_co_u32_e32 v29, vcc, v18, v29, vcc
	global_load_dword v27, v[28:29], off
	v_add_u32_e32 v28, s24, v26
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshlrev_b64 v[30:31], 2, v[28:29]
	v_add_u32_e32 v28, s24, v28
	v_add_co_u32_e32 v30, vcc, s12, v30
	v_ashrrev_i32_e32 v29, 31, v28
	v_addc_co_u32_e32 v31, vcc, v18, v31, vcc
	v_lshlrev_b64 v[32:33], 2, v[28:29]
	v_add_co_u32_e32 v32, vcc, s12, v32
	v_addc_co_u32_e32 v33, vcc, v18, v33, vcc
	global_load_dword v23, v[30:31], off
	global_load_dword v29, v[32:33], off
	v_add_u32_e32 v30, s24, v28
	v_ashrrev_i32_e32 v31, 31, v30
	v_lshlrev_b64 v[32:33], 2, v[30:31]
	v_add_co_u32_e32 v32, vcc, s12, v32
	v_addc_co_u32_e32 v33, vcc, v18, v33, vcc
	global_load_dword v28, v[32:33], off
	v_add_u32_e32 v30, s24, v30
	v_ashrrev_i32_e32 v31, 31, v30
	v_lshlrev_b64 v[30:31], 2, v[30:31]
	v_add_co_u32_e32 v30, vcc, s12, v30
	v_addc_co_u32_e32 v31, vcc, v18, v31, vcc
	global_load_dword v26, v[30:31], off
	s_waitcnt vmcnt(6)
	v_mov_b32_e32 v30, v25
	v_mul_f32_e32 v18, 0.5, v22
	s_waitcnt vmcnt(4)
	v_mul_f32_e32 v32, -0.5, v27
	s_waitcnt vmcnt(3)
	v_div_scale_f32 v25, s[0:1], v27, v27, v23
	v_sub_f32_e32 v33, v13, v23
	v_add_f32_e32 v21, v13, v23
	v_rcp_f32_e32 v13, v25
	s_waitcnt vmcnt(2)
	v_div_scale_f32 v34, s[0:1], v27, v27, v29
	v_rcp_f32_e32 v38, v34
	v_fma_f32 v42, -v25, v13, 1.0
	s_waitcnt vmcnt(1)
	v_div_scale_f32 v39, s[2:3], v27, v27, v28
	v_rcp_f32_e32 v41, v39
	v_div_scale_f32 v31, vcc, v23, v27, v23
	v_fmac_f32_e32 v13, v42, v13
	v_fma_f32 v42, -v34, v38, 1.0
	v_div_scale_f32 v35, s[0:1], v29, v27, v29
	v_mul_f32_e32 v43, v31, v13
	v_fmac_f32_e32 v38, v42, v38
	v_fma_f32 v42, -v39, v41, 1.0
	v_div_scale_f32 v40, s[2:3], v28, v27, v28
	v_fma_f32 v44, -v25, v43, v31
	v_mul_f32_e32 v45, v35, v38
	v_fmac_f32_e32 v41, v42, v41
	v_fmac_f32_e32 v43, v44, v13
	v_fma_f32 v42, -v34, v45, v35
	v_mul_f32_e32 v44, v40, v41
	v_fma_f32 v25, -v25, v43, v31
	v_fmac_f32_e32 v45, v42, v38
	v_fma_f32 v31, -v39, v44, v40
	v_div_fmas_f32 v13, v25, v13, v43
	v_fma_f32 v25, -v34, v45, v35
	v_fmac_f32_e32 v44, v31, v41
	s_mov_b64 vcc, s[0:1]
	v_div_fixup_f32 v23, v13, v27, v23
	v_div_fmas_f32 v13, v25, v38, v45
	v_fma_f32 v25, -v39, v44, v40
	s_mov_b64 vcc, s[2:3]
	v_div_fixup_f32 v31, v13, v27, v29
	v_div_fmas_f32 v13, v25, v41, v44
	v_pk_add_f32 v[6:7], v[6:7], v[28:29] neg_lo:[0,1] neg_hi:[0,1]
	v_div_fixup_f32 v25, v13, v27, v28
	v_pk_mul_f32 v[28:29], v[30:31], v[30:31]
	v_pk_fma_f32 v[28:29], v[22:23], v[22:23], v[28:29]
	v_pk_fma_f32 v[24:25], v[24:25], v[24:25], v[28:29]
	s_waitcnt vmcnt(0)
	v_fma_f32 v13, v32, v25, v26
	v_mul_f32_e32 v13, 0x3ecccccc, v13
	v_sqrt_f32_e32 v22, v24
	v_sqrt_f32_e32 v24, v25
	v_mul_f32_e32 v25, 0x3fb33333, v13
	v_div_scale_f32 v28, s[0:1], v27, v27, v25
	v_rcp_f32_e32 v29, v28
	v_pk_add_f32 v[10:11], v[10:11], v[26:27] neg_lo:[0,1] neg_hi:[0,1]
	v_add_f32_e32 v26, v26, v13
	v_fmac_f32_e32 v20, v23, v26
	v_add_f32_e32 v23, v37, v24
	v_fma_f32 v24, -v28, v29, 1.0
	v_div_scale_f32 v30, vcc, v25, v27, v25
	v_fmac_f32_e32 v29, v24, v29
	v_mul_f32_e32 v24, v30, v29
	v_fma_f32 v26, -v28, v24, v30
	v_fmac_f32_e32 v24, v26, v29
	v_fma_f32 v26, -v28, v24, v30
	v_div_fmas_f32 v24, v26, v29, v24
	v_div_fixup_f32 v24, v24, v27, v25
	v_sqrt_f32_e32 v24, v24
	v_mul_f32_e32 v22, 0xbe4ccccd, v22
	v_add_f32_e32 v23, v36, v23
	v_mul_f32_e32 v22, 0.5, v22
	v_add_f32_e32 v23, v23, v24
	v_mul_f32_e32 v22, v22, v23
	v_pk_fma_f32 v[10:11], v[22:23], v[10:11], v[16:17] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v19, v22, v33
	v_pk_fma_f32 v[14:15], v[22:23], v[6:7], v[14:15] op_sel_hi:[0,1,1]
	v_add_f32_e32 v6, v12, v13
	v_pk_fma_f32 v[16:17], v[18:19], v[20:21], v[10:11] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v19, v18, v6
.LBB3_49:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v6, s17
	v_add_co_u32_e32 v0, vcc, s16, v0
	v_addc_co_u32_e32 v1, vcc, v6, v1, vcc
	global_store_dword v[0:1], v17, off
	v_mov_b32_e32 v6, s5
	v_add_co_u32_e32 v0, vcc, s4, v0
	v_addc_co_u32_e32 v1, vcc, v1, v6, vcc
	global_store_dword v[0:1], v19, off
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	v_mov_b32_e32 v2, s17
	v_add_co_u32_e32 v0, vcc, s16, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v15, off
	v_lshlrev_b64 v[0:1], 2, v[4:5]
	v_add_co_u32_e32 v0, vcc, s16, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v14, off
	v_lshlrev_b64 v[0:1], 2, v[8:9]
	v_add_co_u32_e32 v0, vcc, s16, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v16, off
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 53
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 56
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
	.size	compute_flux, .Lfunc_end3-compute_flux
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 5620
; NumSgprs: 36
; NumVgprs: 53
; NumAgprs: 0
; TotalNumVgprs: 53
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 36
; NumVGPRsForWavesPerEU: 53
; AccumOffset: 56
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 13
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
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
	v_mov_b32_e32 v2, s8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], s[0:1], s0, v2, v[0:1]
	v_cmp_gt_i32_e32 vcc, s11, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB4_2
; %bb.1:
	s_load_dwordx8 s[0:7], s[6:7], 0x8
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, v0
	v_ashrrev_i64 v[2:3], 30, v[2:3]
	s_sub_i32 s8, 5, s10
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s5
	v_add_co_u32_e32 v4, vcc, s4, v2
	v_addc_co_u32_e32 v5, vcc, v1, v3, vcc
	global_load_dword v1, v[4:5], off
	v_mov_b32_e32 v5, s1
	v_add_co_u32_e32 v4, vcc, s0, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	v_mov_b32_e32 v7, s7
	v_add_co_u32_e32 v6, vcc, s6, v2
	v_addc_co_u32_e32 v7, vcc, v7, v3, vcc
	global_load_dword v8, v[4:5], off
	global_load_dword v9, v[6:7], off
	v_cvt_f32_i32_e32 v10, s8
	v_mov_b32_e32 v12, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	s_ashr_i32 s5, s11, 31
	s_mov_b32 s4, s11
	v_addc_co_u32_e32 v3, vcc, v12, v3, vcc
	s_lshl_b64 s[4:5], s[4:5], 2
	v_mov_b32_e32 v11, s5
	v_add_co_u32_e32 v4, vcc, s4, v4
	v_addc_co_u32_e32 v5, vcc, v5, v11, vcc
	v_add_co_u32_e32 v6, vcc, s4, v6
	v_addc_co_u32_e32 v7, vcc, v7, v11, vcc
	s_add_i32 s5, s11, s11
	v_add_u32_e32 v0, s5, v0
	s_waitcnt vmcnt(2)
	v_div_scale_f32 v12, s[8:9], v10, v10, v1
	v_rcp_f32_e32 v13, v12
	v_div_scale_f32 v14, vcc, v1, v10, v1
	v_fma_f32 v15, -v12, v13, 1.0
	v_fmac_f32_e32 v13, v15, v13
	v_mul_f32_e32 v15, v14, v13
	v_fma_f32 v16, -v12, v15, v14
	v_fmac_f32_e32 v15, v16, v13
	v_fma_f32 v12, -v12, v15, v14
	v_div_fmas_f32 v12, v12, v13, v15
	v_div_fixup_f32 v10, v12, v10, v1
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v8, v10, v9
	global_store_dword v[2:3], v8, off
	global_load_dword v12, v[4:5], off
	global_load_dword v13, v[6:7], off
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v6, vcc, s0, v4
	v_addc_co_u32_e32 v7, vcc, v1, v5, vcc
	v_mov_b32_e32 v9, s7
	v_add_co_u32_e32 v8, vcc, s6, v4
	v_addc_co_u32_e32 v9, vcc, v9, v5, vcc
	v_add_co_u32_e32 v2, vcc, s4, v2
	v_addc_co_u32_e32 v3, vcc, v3, v11, vcc
	v_add_u32_e32 v0, s11, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_add_co_u32_e32 v4, vcc, s2, v4
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v12, v10, v13
	global_store_dword v[2:3], v12, off
	global_load_dword v11, v[6:7], off
	s_nop 0
	global_load_dword v12, v[8:9], off
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_addc_co_u32_e32 v5, vcc, v1, v5, vcc
	v_mov_b32_e32 v7, s1
	v_add_co_u32_e32 v6, vcc, s0, v2
	v_addc_co_u32_e32 v7, vcc, v7, v3, vcc
	v_mov_b32_e32 v9, s7
	v_add_co_u32_e32 v8, vcc, s6, v2
	v_addc_co_u32_e32 v9, vcc, v9, v3, vcc
	v_add_u32_e32 v0, s11, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v11, v10, v12
	global_store_dword v[4:5], v11, off
	global_load_dword v11, v[6:7], off
	s_nop 0
	global_load_dword v12, v[8:9], off
	v_mov_b32_e32 v4, s3
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_mov_b32_e32 v5, s1
	v_add_co_u32_e32 v4, vcc, s0, v0
	v_addc_co_u32_e32 v5, vcc, v5, v1, vcc
	v_mov_b32_e32 v7, s7
	v_add_co_u32_e32 v6, vcc, s6, v0
	v_addc_co_u32_e32 v7, vcc, v7, v1, vcc
	v_add_co_u32_e32 v0, vcc, s2, v0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v11, v10, v12
	global_store_dword v[2:3], v11, off
	global_load_dword v2, v[4:5], off
	s_nop 0
	global_load_dword v3, v[6:7], off
	v_mov_b32_e32 v4, s3
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v2, v10, v3
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 17
		.amdhsa_next_free_sgpr 12
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
.Lfunc_end4:
	.size	time_step, .Lfunc_end4-time_step
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 632
; NumSgprs: 14
; NumVgprs: 17
; NumAgprs: 0
; TotalNumVgprs: 17
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 14
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
    .wavefront_size: 64
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
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .sgpr_count:     36
    .sgpr_spill_count: 0
    .symbol:         compute_flux.kd
    .vgpr_count:     53
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .vgpr_count:     17
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
