	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
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
	.size	memset_kernel, .Lfunc_end0-memset_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 104
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
; Occupancy: 10
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
	v_add_u32_e32 v0, s8, v0
	v_cmp_gt_i32_e32 vcc, s10, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	s_ashr_i32 s11, s10, 31
	s_waitcnt lgkmcnt(0)
	s_load_dwordx4 s[4:7], s[2:3], 0x0
	s_load_dword s8, s[2:3], 0x10
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v1, vcc, s0, v1
	v_addc_co_u32_e32 v2, vcc, v3, v2, vcc
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s4
	s_lshl_b64 s[2:3], s[10:11], 2
	global_store_dword v[1:2], v3, off
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v1, vcc, s2, v1
	s_add_i32 s2, s10, s10
	v_addc_co_u32_e32 v2, vcc, v2, v3, vcc
	v_mov_b32_e32 v3, s5
	v_add_u32_e32 v0, s2, v0
	global_store_dword v[1:2], v3, off
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v1, vcc, s0, v1
	v_addc_co_u32_e32 v2, vcc, v3, v2, vcc
	v_mov_b32_e32 v3, s6
	v_add_u32_e32 v0, s10, v0
	global_store_dword v[1:2], v3, off
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v1, vcc, s0, v1
	v_addc_co_u32_e32 v2, vcc, v3, v2, vcc
	v_mov_b32_e32 v3, s7
	v_add_u32_e32 v0, s10, v0
	global_store_dword v[1:2], v3, off
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
	.size	initialize_variables, .Lfunc_end1-initialize_variables
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 276
; NumSgprs: 14
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 4
; Occupancy: 10
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
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, v0
	v_ashrrev_i64 v[1:2], 30, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s1
	v_add_co_u32_e32 v3, vcc, s0, v1
	s_ashr_i32 s11, s10, 31
	v_addc_co_u32_e32 v4, vcc, v4, v2, vcc
	s_lshl_b64 s[6:7], s[10:11], 2
	v_add_co_u32_e32 v5, vcc, s6, v3
	s_add_i32 s6, s10, s10
	v_add_u32_e32 v7, s6, v0
	v_ashrrev_i32_e32 v8, 31, v7
	v_mov_b32_e32 v6, s7
	v_lshlrev_b64 v[8:9], 2, v[7:8]
	v_addc_co_u32_e32 v6, vcc, v4, v6, vcc
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v8, vcc, s0, v8
	v_addc_co_u32_e32 v9, vcc, v0, v9, vcc
	global_load_dword v0, v[3:4], off
	global_load_dword v10, v[5:6], off
	global_load_dword v11, v[8:9], off
	v_add_u32_e32 v3, s10, v7
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[4:5], 2, v[3:4]
	v_mov_b32_e32 v6, s1
	v_add_co_u32_e32 v4, vcc, s0, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v5, v[4:5], off
	v_add_u32_e32 v3, s10, v3
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_add_co_u32_e32 v3, vcc, s0, v3
	v_addc_co_u32_e32 v4, vcc, v6, v4, vcc
	global_load_dword v6, v[3:4], off
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e64 v3, s[2:3], s2, v1
	v_addc_co_u32_e64 v4, s[2:3], v4, v2, s[2:3]
	global_load_dword v3, v[3:4], off
	s_waitcnt vmcnt(4)
	v_div_scale_f32 v7, s[0:1], v0, v0, v10
	s_waitcnt vmcnt(3)
	v_div_scale_f32 v8, s[0:1], v0, v0, v11
	v_div_scale_f32 v12, vcc, v10, v0, v10
	s_waitcnt vmcnt(2)
	v_div_scale_f32 v9, s[0:1], v0, v0, v5
	v_div_scale_f32 v13, s[0:1], v11, v0, v11
	v_div_scale_f32 v14, s[2:3], v5, v0, v5
	v_rcp_f32_e32 v15, v7
	v_rcp_f32_e32 v16, v8
	v_fma_f32 v4, -v7, v15, 1.0
	v_fma_f32 v4, v4, v15, v15
	v_fma_f32 v18, -v8, v16, 1.0
	v_fma_f32 v15, v18, v16, v16
	s_waitcnt vmcnt(0)
	v_sqrt_f32_e32 v3, v3
	v_rcp_f32_e32 v17, v9
	v_mul_f32_e32 v18, v13, v15
	v_fma_f32 v19, -v9, v17, 1.0
	v_fma_f32 v16, v19, v17, v17
	v_mul_f32_e32 v17, v12, v4
	v_fma_f32 v19, -v7, v17, v12
	v_fma_f32 v17, v19, v4, v17
	v_fma_f32 v19, -v8, v18, v13
	v_fma_f32 v18, v19, v15, v18
	v_mul_f32_e32 v19, v14, v16
	v_fma_f32 v7, -v7, v17, v12
	v_fma_f32 v20, -v9, v19, v14
	v_fma_f32 v8, -v8, v18, v13
	v_div_fmas_f32 v4, v7, v4, v17
	s_mov_b64 vcc, s[0:1]
	v_fma_f32 v19, v20, v16, v19
	v_div_fmas_f32 v7, v8, v15, v18
	v_fma_f32 v9, -v9, v19, v14
	s_mov_b64 vcc, s[2:3]
	v_div_fmas_f32 v8, v9, v16, v19
	v_mul_f32_e32 v9, -0.5, v0
	v_div_fixup_f32 v4, v4, v0, v10
	v_div_fixup_f32 v7, v7, v0, v11
	v_mul_f32_e32 v7, v7, v7
	v_fma_f32 v4, v4, v4, v7
	v_div_fixup_f32 v5, v8, v0, v5
	v_fma_f32 v4, v5, v5, v4
	v_fma_f32 v5, v9, v4, v6
	v_mul_f32_e32 v5, 0x3ecccccc, v5
	v_mul_f32_e32 v5, 0x3fb33333, v5
	v_div_scale_f32 v6, s[0:1], v0, v0, v5
	v_div_scale_f32 v7, vcc, v5, v0, v5
	v_sqrt_f32_e32 v4, v4
	v_rcp_f32_e32 v8, v6
	v_fma_f32 v9, -v6, v8, 1.0
	v_fma_f32 v8, v9, v8, v8
	v_mul_f32_e32 v9, v7, v8
	v_fma_f32 v10, -v6, v9, v7
	v_fma_f32 v9, v10, v8, v9
	v_fma_f32 v6, -v6, v9, v7
	v_div_fmas_f32 v6, v6, v8, v9
	v_div_fixup_f32 v0, v6, v0, v5
	v_sqrt_f32_e32 v0, v0
	v_add_f32_e32 v0, v4, v0
	v_mul_f32_e32 v0, v3, v0
	v_div_scale_f32 v3, s[0:1], v0, v0, 0.5
	v_div_scale_f32 v4, vcc, 0.5, v0, 0.5
	v_rcp_f32_e32 v5, v3
	v_fma_f32 v6, -v3, v5, 1.0
	v_fma_f32 v5, v6, v5, v5
	v_mul_f32_e32 v6, v4, v5
	v_fma_f32 v7, -v3, v6, v4
	v_fma_f32 v6, v7, v5, v6
	v_fma_f32 v3, -v3, v6, v4
	v_div_fmas_f32 v3, v3, v5, v6
	v_mov_b32_e32 v4, s5
	v_div_fixup_f32 v3, v3, v0, 0.5
	v_add_co_u32_e32 v0, vcc, s4, v1
	v_addc_co_u32_e32 v1, vcc, v4, v2, vcc
	global_store_dword v[0:1], v3, off
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
		.amdhsa_next_free_vgpr 21
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
; codeLenInByte = 996
; NumSgprs: 14
; NumVgprs: 21
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 21
; Occupancy: 10
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
	s_load_dword s26, s[6:7], 0x48
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], s[0:1], s0, v2, v[0:1]
	v_cmp_gt_i32_e32 vcc, s26, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_50
; %bb.1:
	s_load_dwordx16 s[8:23], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, v0
	v_ashrrev_i64 v[10:11], 30, v[1:2]
	s_add_i32 s0, s26, s26
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s13
	v_add_co_u32_e32 v4, vcc, s12, v10
	s_ashr_i32 s27, s26, 31
	v_add_u32_e32 v2, s0, v0
	v_addc_co_u32_e32 v5, vcc, v1, v11, vcc
	s_lshl_b64 s[24:25], s[26:27], 2
	v_ashrrev_i32_e32 v3, 31, v2
	v_mov_b32_e32 v1, s25
	v_add_co_u32_e32 v6, vcc, s24, v4
	v_lshlrev_b64 v[8:9], 2, v[2:3]
	v_addc_co_u32_e32 v7, vcc, v5, v1, vcc
	v_mov_b32_e32 v1, s13
	v_add_co_u32_e32 v8, vcc, s12, v8
	v_addc_co_u32_e32 v9, vcc, v1, v9, vcc
	global_load_dword v19, v[4:5], off
	global_load_dword v16, v[6:7], off
	global_load_dword v17, v[8:9], off
	v_add_u32_e32 v4, s26, v2
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[6:7], 2, v[4:5]
	s_lshl_b32 s27, s26, 2
	v_add_co_u32_e32 v6, vcc, s12, v6
	v_addc_co_u32_e32 v7, vcc, v1, v7, vcc
	global_load_dword v18, v[6:7], off
	v_add_u32_e32 v6, s26, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[14:15], 2, v[6:7]
	v_mov_b32_e32 v20, s9
	v_add_co_u32_e32 v12, vcc, s12, v14
	v_addc_co_u32_e32 v13, vcc, v1, v15, vcc
	global_load_dword v21, v[12:13], off
	v_add_co_u32_e32 v12, vcc, s8, v10
	v_add_u32_e32 v8, s27, v6
	v_addc_co_u32_e32 v13, vcc, v20, v11, vcc
	v_mov_b32_e32 v22, s11
	v_ashrrev_i32_e32 v9, 31, v8
	v_add_co_u32_e32 v10, vcc, s10, v10
	v_addc_co_u32_e32 v11, vcc, v22, v11, vcc
	v_lshlrev_b64 v[22:23], 2, v[8:9]
	v_mov_b32_e32 v25, s11
	v_add_co_u32_e32 v24, vcc, s10, v14
	v_addc_co_u32_e32 v25, vcc, v25, v15, vcc
	v_mov_b32_e32 v26, s11
	v_add_co_u32_e64 v22, s[4:5], s10, v22
	global_load_dword v14, v[12:13], off
	global_load_dword v1, v[10:11], off
	v_addc_co_u32_e64 v23, s[4:5], v26, v23, s[4:5]
	global_load_dword v31, v[24:25], off
	global_load_dword v32, v[22:23], off
	s_load_dwordx2 s[4:5], s[6:7], 0x40
	s_waitcnt vmcnt(7)
	v_div_scale_f32 v9, s[0:1], v19, v19, v16
	s_waitcnt vmcnt(6)
	v_div_scale_f32 v20, s[0:1], v19, v19, v17
	v_div_scale_f32 v15, vcc, v16, v19, v16
	s_waitcnt vmcnt(5)
	v_div_scale_f32 v27, s[0:1], v19, v19, v18
	v_div_scale_f32 v28, s[0:1], v17, v19, v17
	v_div_scale_f32 v29, s[2:3], v18, v19, v18
	v_rcp_f32_e32 v26, v9
	v_rcp_f32_e32 v30, v20
	v_fma_f32 v22, -v9, v26, 1.0
	v_fma_f32 v22, v22, v26, v26
	v_fma_f32 v23, -v20, v30, 1.0
	v_fma_f32 v23, v23, v30, v30
	v_mul_f32_e32 v25, v15, v22
	v_rcp_f32_e32 v33, v27
	v_mul_f32_e32 v26, v28, v23
	v_fma_f32 v34, -v20, v26, v28
	v_fma_f32 v24, -v27, v33, 1.0
	v_fma_f32 v24, v24, v33, v33
	v_fma_f32 v33, -v9, v25, v15
	v_fma_f32 v25, v33, v22, v25
	v_mul_f32_e32 v30, v29, v24
	v_fma_f32 v26, v34, v23, v26
	v_fma_f32 v9, -v9, v25, v15
	v_fma_f32 v35, -v27, v30, v29
	v_fma_f32 v15, -v20, v26, v28
	v_div_fmas_f32 v9, v9, v22, v25
	s_mov_b64 vcc, s[0:1]
	v_fma_f32 v30, v35, v24, v30
	v_div_fmas_f32 v15, v15, v23, v26
	v_fma_f32 v20, -v27, v30, v29
	s_mov_b64 vcc, s[2:3]
	v_div_fmas_f32 v20, v20, v24, v30
	v_mul_f32_e32 v22, -0.5, v19
	v_div_fixup_f32 v26, v9, v19, v16
	v_div_fixup_f32 v9, v15, v19, v17
	v_mul_f32_e32 v9, v9, v9
	v_fma_f32 v9, v26, v26, v9
	v_div_fixup_f32 v15, v20, v19, v18
	v_fma_f32 v9, v15, v15, v9
	s_waitcnt vmcnt(4)
	v_fma_f32 v15, v22, v9, v21
	v_mul_f32_e32 v20, 0x3ecccccc, v15
	v_mul_f32_e32 v15, 0x3fb33333, v20
	v_div_scale_f32 v22, s[0:1], v19, v19, v15
	v_div_scale_f32 v23, vcc, v15, v19, v15
	v_rcp_f32_e32 v24, v22
	v_fma_f32 v25, -v22, v24, 1.0
	v_fma_f32 v24, v25, v24, v24
	v_mul_f32_e32 v25, v23, v24
	v_fma_f32 v27, -v22, v25, v23
	v_fma_f32 v25, v27, v24, v25
	v_fma_f32 v22, -v22, v25, v23
	v_div_fmas_f32 v22, v22, v24, v25
	s_waitcnt vmcnt(3)
	v_cmp_gt_i32_e32 vcc, 0, v14
	v_add_f32_e32 v27, v21, v20
                                        ; implicit-def: $vgpr25
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr24
	v_div_fixup_f32 v29, v22, v19, v15
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr15
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB3_11
; %bb.2:
	v_cmp_lt_i32_e32 vcc, -2, v14
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr15
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB3_4
; %bb.3:
	s_waitcnt vmcnt(2)
	v_fma_f32 v24, v1, v20, 0
	s_waitcnt vmcnt(1)
	v_fma_f32 v22, v31, v20, 0
	s_waitcnt vmcnt(0)
	v_fma_f32 v15, v32, v20, 0
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr14
.LBB3_4:
	s_or_saveexec_b64 s[2:3], s[2:3]
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v23, 0
	s_xor_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB3_10
; %bb.5:
	v_cmp_ne_u32_e32 vcc, -2, v14
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
; %bb.6:
                                        ; implicit-def: $vgpr1
; %bb.7:
	s_or_saveexec_b64 s[6:7], s[6:7]
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v15, 0
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB3_9
; %bb.8:
	s_load_dword s28, s[14:15], 0x4
	s_load_dword s29, s[18:19], 0x0
	s_load_dword s30, s[20:21], 0x0
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v1, 0.5, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v14, s28, v16
	s_load_dword s28, s[22:23], 0x0
	v_fma_f32 v15, v26, v27, s29
	s_load_dword s29, s[4:5], 0x0
	v_fma_f32 v25, v1, v14, 0
	v_fma_f32 v14, v16, v26, s30
	v_add_f32_e32 v14, v20, v14
	v_fma_f32 v24, v1, v14, 0
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v14, v17, v26, s28
	v_fma_f32 v22, v1, v14, 0
	v_fma_f32 v14, v18, v26, s29
	v_fma_f32 v23, v1, v15, 0
	v_fma_f32 v15, v1, v14, 0
.LBB3_9:
	s_or_b64 exec, exec, s[6:7]
.LBB3_10:
	s_or_b64 exec, exec, s[2:3]
                                        ; implicit-def: $vgpr31
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr32
                                        ; implicit-def: $vgpr14
.LBB3_11:
	s_or_saveexec_b64 s[6:7], s[0:1]
	v_sqrt_f32_e32 v28, v9
	v_sqrt_f32_e32 v29, v29
	v_mul_f32_e32 v30, v26, v27
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB3_13
; %bb.12:
	v_mov_b32_e32 v15, 0
	v_lshlrev_b64 v[22:23], 2, v[14:15]
	v_add_u32_e32 v14, s26, v14
	v_ashrrev_i32_e32 v15, 31, v14
	v_mov_b32_e32 v9, s13
	v_add_co_u32_e32 v22, vcc, s12, v22
	v_lshlrev_b64 v[24:25], 2, v[14:15]
	v_add_u32_e32 v14, s26, v14
	v_addc_co_u32_e32 v23, vcc, v9, v23, vcc
	v_ashrrev_i32_e32 v15, 31, v14
	v_add_co_u32_e32 v24, vcc, s12, v24
	v_lshlrev_b64 v[33:34], 2, v[14:15]
	v_addc_co_u32_e32 v25, vcc, v9, v25, vcc
	v_add_u32_e32 v14, s26, v14
	v_add_co_u32_e32 v33, vcc, s12, v33
	v_ashrrev_i32_e32 v15, 31, v14
	v_addc_co_u32_e32 v34, vcc, v9, v34, vcc
	global_load_dword v35, v[22:23], off
	global_load_dword v36, v[24:25], off
	global_load_dword v37, v[33:34], off
	v_lshlrev_b64 v[22:23], 2, v[14:15]
	v_add_u32_e32 v14, s26, v14
	v_add_co_u32_e32 v22, vcc, s12, v22
	v_addc_co_u32_e32 v23, vcc, v9, v23, vcc
	global_load_dword v22, v[22:23], off
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	s_waitcnt vmcnt(5)
	v_mul_f32_e32 v31, v31, v31
	v_add_co_u32_e32 v14, vcc, s12, v14
	v_addc_co_u32_e32 v15, vcc, v9, v15, vcc
	global_load_dword v9, v[14:15], off
	v_fma_f32 v31, v1, v1, v31
	s_waitcnt vmcnt(5)
	v_fma_f32 v31, v32, v32, v31
	v_sqrt_f32_e32 v31, v31
	v_mul_f32_e32 v1, 0.5, v1
	v_mul_f32_e32 v31, 0xbe4ccccd, v31
	v_mul_f32_e32 v31, 0.5, v31
	s_waitcnt vmcnt(3)
	v_div_scale_f32 v14, s[0:1], v35, v35, v36
	s_waitcnt vmcnt(2)
	v_div_scale_f32 v15, s[0:1], v35, v35, v37
	v_div_scale_f32 v24, vcc, v36, v35, v36
	s_waitcnt vmcnt(1)
	v_div_scale_f32 v23, s[0:1], v35, v35, v22
	v_div_scale_f32 v25, s[0:1], v37, v35, v37
	v_div_scale_f32 v33, s[2:3], v22, v35, v22
	v_rcp_f32_e32 v34, v14
	v_rcp_f32_e32 v38, v15
	v_fma_f32 v40, -v14, v34, 1.0
	v_fma_f32 v34, v40, v34, v34
	v_fma_f32 v40, -v15, v38, 1.0
	v_mul_f32_e32 v41, v24, v34
	v_rcp_f32_e32 v39, v23
	v_fma_f32 v38, v40, v38, v38
	v_mul_f32_e32 v42, v25, v38
	v_fma_f32 v40, -v23, v39, 1.0
	v_fma_f32 v39, v40, v39, v39
	v_fma_f32 v40, -v14, v41, v24
	v_fma_f32 v40, v40, v34, v41
	v_fma_f32 v41, -v15, v42, v25
	v_mul_f32_e32 v43, v33, v39
	v_fma_f32 v14, -v14, v40, v24
	v_fma_f32 v24, v41, v38, v42
	v_fma_f32 v41, -v23, v43, v33
	v_div_fmas_f32 v14, v14, v34, v40
	v_fma_f32 v15, -v15, v24, v25
	s_mov_b64 vcc, s[0:1]
	v_fma_f32 v25, v41, v39, v43
	v_div_fmas_f32 v15, v15, v38, v24
	v_fma_f32 v23, -v23, v25, v33
	s_mov_b64 vcc, s[2:3]
	v_div_fmas_f32 v23, v23, v39, v25
	v_mul_f32_e32 v24, -0.5, v35
	v_div_fixup_f32 v14, v14, v35, v36
	v_div_fixup_f32 v15, v15, v35, v37
	v_mul_f32_e32 v15, v15, v15
	v_fma_f32 v15, v14, v14, v15
	v_div_fixup_f32 v23, v23, v35, v22
	v_fma_f32 v15, v23, v23, v15
	s_waitcnt vmcnt(0)
	v_fma_f32 v23, v24, v15, v9
	v_mul_f32_e32 v23, 0x3ecccccc, v23
	v_mul_f32_e32 v24, 0x3fb33333, v23
	v_div_scale_f32 v25, s[0:1], v35, v35, v24
	v_div_scale_f32 v33, vcc, v24, v35, v24
	v_sqrt_f32_e32 v15, v15
	v_rcp_f32_e32 v34, v25
	v_fma_f32 v32, -v25, v34, 1.0
	v_fma_f32 v32, v32, v34, v34
	v_mul_f32_e32 v34, v33, v32
	v_fma_f32 v38, -v25, v34, v33
	v_fma_f32 v34, v38, v32, v34
	v_fma_f32 v25, -v25, v34, v33
	v_div_fmas_f32 v25, v25, v32, v34
	v_sub_f32_e32 v33, v16, v36
	v_add_f32_e32 v34, v16, v36
	v_sub_f32_e32 v36, v17, v37
	v_sub_f32_e32 v37, v18, v22
	v_sub_f32_e32 v22, v21, v9
	v_add_f32_e32 v9, v9, v23
	v_add_f32_e32 v38, v20, v23
	v_fma_f32 v9, v14, v9, v30
	v_add_f32_e32 v14, v28, v15
	v_add_f32_e32 v14, v29, v14
	v_sub_f32_e32 v32, v19, v35
	v_div_fixup_f32 v23, v25, v35, v24
	v_sqrt_f32_e32 v23, v23
	v_add_f32_e32 v14, v14, v23
	v_mul_f32_e32 v14, v31, v14
	v_fma_f32 v23, v14, v32, 0
	v_fma_f32 v24, v14, v22, 0
	v_fma_f32 v31, v14, v33, 0
	v_fma_f32 v22, v14, v36, 0
	v_fma_f32 v15, v14, v37, 0
	v_fma_f32 v25, v1, v34, v23
	v_fma_f32 v23, v1, v9, v24
	v_fma_f32 v24, v1, v38, v31
.LBB3_13:
	s_or_b64 exec, exec, s[6:7]
	s_mul_i32 s28, s26, -3
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v1, s25
	v_add_co_u32_e32 v12, vcc, s24, v12
	v_add_u32_e32 v8, s28, v8
	v_addc_co_u32_e32 v13, vcc, v13, v1, vcc
	v_ashrrev_i32_e32 v9, 31, v8
	global_load_dword v12, v[12:13], off
	v_add_co_u32_e32 v13, vcc, s24, v10
	v_lshlrev_b64 v[9:10], 2, v[8:9]
	v_addc_co_u32_e32 v14, vcc, v11, v1, vcc
	v_add_u32_e32 v8, s27, v8
	v_mov_b32_e32 v1, s11
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v31, vcc, s10, v9
	v_ashrrev_i32_e32 v9, 31, v8
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v32, vcc, v1, v10, vcc
	v_lshlrev_b64 v[9:10], 2, v[8:9]
	v_add_co_u32_e32 v33, vcc, s10, v9
	v_addc_co_u32_e32 v34, vcc, v1, v10, vcc
	global_load_dword v1, v[13:14], off
	global_load_dword v9, v[31:32], off
	global_load_dword v10, v[33:34], off
	s_waitcnt vmcnt(3)
	v_cmp_gt_i32_e32 vcc, 0, v12
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB3_23
; %bb.14:
	v_cmp_lt_i32_e32 vcc, -2, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB3_16
; %bb.15:
	s_waitcnt vmcnt(2)
	v_fma_f32 v24, v1, v20, v24
	s_waitcnt vmcnt(1)
	v_fma_f32 v22, v9, v20, v22
	s_waitcnt vmcnt(0)
	v_fma_f32 v15, v10, v20, v15
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr12
.LBB3_16:
	s_or_saveexec_b64 s[2:3], s[2:3]
	s_xor_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB3_22
; %bb.17:
	v_cmp_ne_u32_e32 vcc, -2, v12
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
; %bb.18:
                                        ; implicit-def: $vgpr1
; %bb.19:
	s_or_saveexec_b64 s[6:7], s[6:7]
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB3_21
; %bb.20:
	s_load_dword s29, s[14:15], 0x4
	s_load_dword s30, s[18:19], 0x0
	s_load_dword s31, s[20:21], 0x0
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v1, 0.5, v1
	s_waitcnt vmcnt(1) lgkmcnt(0)
	v_add_f32_e32 v9, s29, v16
	s_load_dword s29, s[22:23], 0x0
	s_waitcnt vmcnt(0)
	v_fma_f32 v10, v26, v27, s30
	s_load_dword s30, s[4:5], 0x0
	v_fma_f32 v25, v1, v9, v25
	v_fma_f32 v9, v16, v26, s31
	v_add_f32_e32 v9, v20, v9
	v_fma_f32 v24, v1, v9, v24
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v9, v17, v26, s29
	v_fma_f32 v22, v1, v9, v22
	v_fma_f32 v9, v18, v26, s30
	v_fma_f32 v23, v1, v10, v23
	v_fma_f32 v15, v1, v9, v15
.LBB3_21:
	s_or_b64 exec, exec, s[6:7]
.LBB3_22:
	s_or_b64 exec, exec, s[2:3]
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
.LBB3_23:
	s_or_saveexec_b64 s[6:7], s[0:1]
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB3_25
; %bb.24:
	v_mov_b32_e32 v13, 0
	v_lshlrev_b64 v[13:14], 2, v[12:13]
	v_add_u32_e32 v11, s26, v12
	v_ashrrev_i32_e32 v12, 31, v11
	v_mov_b32_e32 v35, s13
	v_add_co_u32_e32 v13, vcc, s12, v13
	v_lshlrev_b64 v[31:32], 2, v[11:12]
	v_add_u32_e32 v11, s26, v11
	v_addc_co_u32_e32 v14, vcc, v35, v14, vcc
	v_ashrrev_i32_e32 v12, 31, v11
	v_add_co_u32_e32 v31, vcc, s12, v31
	v_lshlrev_b64 v[33:34], 2, v[11:12]
	v_addc_co_u32_e32 v32, vcc, v35, v32, vcc
	v_add_u32_e32 v11, s26, v11
	v_add_co_u32_e32 v33, vcc, s12, v33
	v_ashrrev_i32_e32 v12, 31, v11
	v_addc_co_u32_e32 v34, vcc, v35, v34, vcc
	global_load_dword v36, v[13:14], off
	global_load_dword v37, v[31:32], off
	global_load_dword v38, v[33:34], off
	v_lshlrev_b64 v[12:13], 2, v[11:12]
	v_add_u32_e32 v11, s26, v11
	v_add_co_u32_e32 v12, vcc, s12, v12
	v_addc_co_u32_e32 v13, vcc, v35, v13, vcc
	global_load_dword v13, v[12:13], off
	v_ashrrev_i32_e32 v12, 31, v11
	v_lshlrev_b64 v[11:12], 2, v[11:12]
	s_waitcnt vmcnt(5)
	v_mul_f32_e32 v9, v9, v9
	v_add_co_u32_e32 v11, vcc, s12, v11
	v_addc_co_u32_e32 v12, vcc, v35, v12, vcc
	global_load_dword v11, v[11:12], off
	v_fma_f32 v9, v1, v1, v9
	s_waitcnt vmcnt(5)
	v_fma_f32 v9, v10, v10, v9
	v_sqrt_f32_e32 v9, v9
	v_mul_f32_e32 v1, 0.5, v1
	v_mul_f32_e32 v9, 0xbe4ccccd, v9
	v_mul_f32_e32 v9, 0.5, v9
	s_waitcnt vmcnt(3)
	v_div_scale_f32 v12, s[0:1], v36, v36, v37
	s_waitcnt vmcnt(2)
	v_div_scale_f32 v14, s[0:1], v36, v36, v38
	v_div_scale_f32 v32, vcc, v37, v36, v37
	s_waitcnt vmcnt(1)
	v_div_scale_f32 v31, s[0:1], v36, v36, v13
	v_div_scale_f32 v33, s[0:1], v38, v36, v38
	v_div_scale_f32 v34, s[2:3], v13, v36, v13
	v_rcp_f32_e32 v35, v12
	v_rcp_f32_e32 v39, v14
	v_fma_f32 v41, -v12, v35, 1.0
	v_fma_f32 v35, v41, v35, v35
	v_fma_f32 v41, -v14, v39, 1.0
	v_mul_f32_e32 v42, v32, v35
	v_rcp_f32_e32 v40, v31
	v_fma_f32 v39, v41, v39, v39
	v_fma_f32 v43, -v12, v42, v32
	v_mul_f32_e32 v44, v33, v39
	v_fma_f32 v41, -v31, v40, 1.0
	v_fma_f32 v40, v41, v40, v40
	v_fma_f32 v41, v43, v35, v42
	v_fma_f32 v42, -v14, v44, v33
	v_mul_f32_e32 v43, v34, v40
	v_fma_f32 v12, -v12, v41, v32
	v_fma_f32 v32, v42, v39, v44
	v_fma_f32 v42, -v31, v43, v34
	v_div_fmas_f32 v12, v12, v35, v41
	v_fma_f32 v14, -v14, v32, v33
	s_mov_b64 vcc, s[0:1]
	v_fma_f32 v33, v42, v40, v43
	v_div_fmas_f32 v14, v14, v39, v32
	v_fma_f32 v31, -v31, v33, v34
	s_mov_b64 vcc, s[2:3]
	v_div_fmas_f32 v31, v31, v40, v33
	v_mul_f32_e32 v32, -0.5, v36
	v_div_fixup_f32 v12, v12, v36, v37
	v_div_fixup_f32 v14, v14, v36, v38
	v_mul_f32_e32 v14, v14, v14
	v_fma_f32 v14, v12, v12, v14
	v_div_fixup_f32 v31, v31, v36, v13
	v_fma_f32 v14, v31, v31, v14
	s_waitcnt vmcnt(0)
	v_fma_f32 v31, v32, v14, v11
	v_mul_f32_e32 v31, 0x3ecccccc, v31
	v_mul_f32_e32 v32, 0x3fb33333, v31
	v_div_scale_f32 v33, s[0:1], v36, v36, v32
	v_div_scale_f32 v34, vcc, v32, v36, v32
	v_sqrt_f32_e32 v14, v14
	v_sub_f32_e32 v13, v18, v13
	v_rcp_f32_e32 v35, v33
	v_fma_f32 v10, -v33, v35, 1.0
	v_fma_f32 v10, v10, v35, v35
	v_mul_f32_e32 v35, v34, v10
	v_fma_f32 v39, -v33, v35, v34
	v_fma_f32 v35, v39, v10, v35
	v_fma_f32 v33, -v33, v35, v34
	v_div_fmas_f32 v10, v33, v10, v35
	v_sub_f32_e32 v34, v16, v37
	v_add_f32_e32 v35, v16, v37
	v_sub_f32_e32 v37, v17, v38
	v_sub_f32_e32 v38, v21, v11
	v_add_f32_e32 v11, v11, v31
	v_fma_f32 v11, v12, v11, v30
	v_add_f32_e32 v12, v28, v14
	v_add_f32_e32 v12, v29, v12
	v_sub_f32_e32 v33, v19, v36
	v_add_f32_e32 v31, v20, v31
	v_div_fixup_f32 v10, v10, v36, v32
	v_sqrt_f32_e32 v10, v10
	v_add_f32_e32 v10, v12, v10
	v_mul_f32_e32 v9, v9, v10
	v_fma_f32 v10, v9, v33, v25
	v_fma_f32 v12, v9, v38, v23
	v_fma_f32 v14, v9, v34, v24
	v_fma_f32 v22, v9, v37, v22
	v_fma_f32 v15, v9, v13, v15
	v_fma_f32 v25, v1, v35, v10
	v_fma_f32 v23, v1, v11, v12
	v_fma_f32 v24, v1, v31, v14
.LBB3_25:
	s_or_b64 exec, exec, s[6:7]
	s_mul_i32 s0, s26, -7
	v_add_u32_e32 v8, s0, v8
	s_waitcnt vmcnt(1)
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[11:12], 2, v[8:9]
	v_mov_b32_e32 v1, s9
	v_add_co_u32_e32 v9, vcc, s8, v11
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v10, vcc, v1, v12, vcc
	v_add_u32_e32 v8, s27, v8
	global_load_dword v10, v[9:10], off
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e32 v13, vcc, s10, v11
	v_ashrrev_i32_e32 v9, 31, v8
	v_addc_co_u32_e32 v14, vcc, v1, v12, vcc
	v_lshlrev_b64 v[11:12], 2, v[8:9]
	v_add_u32_e32 v8, s27, v8
	v_add_co_u32_e32 v31, vcc, s10, v11
	v_ashrrev_i32_e32 v9, 31, v8
	v_addc_co_u32_e32 v32, vcc, v1, v12, vcc
	v_lshlrev_b64 v[11:12], 2, v[8:9]
	v_add_co_u32_e32 v33, vcc, s10, v11
	v_addc_co_u32_e32 v34, vcc, v1, v12, vcc
	global_load_dword v1, v[13:14], off
	global_load_dword v9, v[31:32], off
	global_load_dword v12, v[33:34], off
	s_waitcnt vmcnt(3)
	v_cmp_gt_i32_e32 vcc, 0, v10
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB3_35
; %bb.26:
	v_cmp_lt_i32_e32 vcc, -2, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB3_28
; %bb.27:
	s_waitcnt vmcnt(2)
	v_fma_f32 v24, v1, v20, v24
	s_waitcnt vmcnt(1)
	v_fma_f32 v22, v9, v20, v22
	s_waitcnt vmcnt(0)
	v_fma_f32 v15, v12, v20, v15
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr10
.LBB3_28:
	s_or_saveexec_b64 s[2:3], s[2:3]
	s_xor_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB3_34
; %bb.29:
	v_cmp_ne_u32_e32 vcc, -2, v10
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
; %bb.30:
                                        ; implicit-def: $vgpr1
; %bb.31:
	s_or_saveexec_b64 s[6:7], s[6:7]
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB3_33
; %bb.32:
	s_load_dword s29, s[14:15], 0x4
	s_load_dword s30, s[18:19], 0x0
	s_load_dword s31, s[20:21], 0x0
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v1, 0.5, v1
	s_waitcnt vmcnt(1) lgkmcnt(0)
	v_add_f32_e32 v9, s29, v16
	s_load_dword s29, s[22:23], 0x0
	v_fma_f32 v10, v26, v27, s30
	s_load_dword s30, s[4:5], 0x0
	v_fma_f32 v25, v1, v9, v25
	v_fma_f32 v9, v16, v26, s31
	v_add_f32_e32 v9, v20, v9
	v_fma_f32 v24, v1, v9, v24
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v9, v17, v26, s29
	v_fma_f32 v22, v1, v9, v22
	v_fma_f32 v9, v18, v26, s30
	v_fma_f32 v23, v1, v10, v23
	v_fma_f32 v15, v1, v9, v15
.LBB3_33:
	s_or_b64 exec, exec, s[6:7]
.LBB3_34:
	s_or_b64 exec, exec, s[2:3]
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr12
.LBB3_35:
	s_or_saveexec_b64 s[6:7], s[0:1]
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB3_37
; %bb.36:
	v_mov_b32_e32 v11, 0
	v_lshlrev_b64 v[13:14], 2, v[10:11]
	v_add_u32_e32 v10, s26, v10
	v_ashrrev_i32_e32 v11, 31, v10
	v_mov_b32_e32 v35, s13
	v_add_co_u32_e32 v13, vcc, s12, v13
	v_lshlrev_b64 v[31:32], 2, v[10:11]
	v_add_u32_e32 v10, s26, v10
	v_addc_co_u32_e32 v14, vcc, v35, v14, vcc
	v_ashrrev_i32_e32 v11, 31, v10
	v_add_co_u32_e32 v31, vcc, s12, v31
	v_lshlrev_b64 v[33:34], 2, v[10:11]
	v_addc_co_u32_e32 v32, vcc, v35, v32, vcc
	v_add_u32_e32 v10, s26, v10
	v_add_co_u32_e32 v33, vcc, s12, v33
	v_ashrrev_i32_e32 v11, 31, v10
	v_addc_co_u32_e32 v34, vcc, v35, v34, vcc
	global_load_dword v36, v[13:14], off
	global_load_dword v37, v[31:32], off
	global_load_dword v38, v[33:34], off
	v_lshlrev_b64 v[13:14], 2, v[10:11]
	v_add_u32_e32 v10, s26, v10
	v_add_co_u32_e32 v13, vcc, s12, v13
	v_addc_co_u32_e32 v14, vcc, v35, v14, vcc
	global_load_dword v13, v[13:14], off
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	s_waitcnt vmcnt(5)
	v_mul_f32_e32 v9, v9, v9
	v_add_co_u32_e32 v10, vcc, s12, v10
	v_addc_co_u32_e32 v11, vcc, v35, v11, vcc
	global_load_dword v10, v[10:11], off
	v_fma_f32 v9, v1, v1, v9
	s_waitcnt vmcnt(5)
	v_fma_f32 v9, v12, v12, v9
	v_sqrt_f32_e32 v9, v9
	v_mul_f32_e32 v1, 0.5, v1
	v_mul_f32_e32 v9, 0xbe4ccccd, v9
	v_mul_f32_e32 v9, 0.5, v9
	s_waitcnt vmcnt(3)
	v_div_scale_f32 v11, s[0:1], v36, v36, v37
	s_waitcnt vmcnt(2)
	v_div_scale_f32 v14, s[0:1], v36, v36, v38
	v_div_scale_f32 v32, vcc, v37, v36, v37
	s_waitcnt vmcnt(1)
	v_div_scale_f32 v31, s[0:1], v36, v36, v13
	v_div_scale_f32 v33, s[0:1], v38, v36, v38
	v_div_scale_f32 v34, s[2:3], v13, v36, v13
	v_rcp_f32_e32 v35, v11
	v_rcp_f32_e32 v39, v14
	v_fma_f32 v41, -v11, v35, 1.0
	v_fma_f32 v35, v41, v35, v35
	v_fma_f32 v41, -v14, v39, 1.0
	v_mul_f32_e32 v42, v32, v35
	v_rcp_f32_e32 v40, v31
	v_fma_f32 v39, v41, v39, v39
	v_fma_f32 v43, -v11, v42, v32
	v_mul_f32_e32 v44, v33, v39
	v_fma_f32 v41, -v31, v40, 1.0
	v_fma_f32 v40, v41, v40, v40
	v_fma_f32 v41, v43, v35, v42
	v_fma_f32 v42, -v14, v44, v33
	v_mul_f32_e32 v43, v34, v40
	v_fma_f32 v11, -v11, v41, v32
	v_fma_f32 v32, v42, v39, v44
	v_fma_f32 v42, -v31, v43, v34
	v_div_fmas_f32 v11, v11, v35, v41
	v_fma_f32 v14, -v14, v32, v33
	s_mov_b64 vcc, s[0:1]
	v_fma_f32 v33, v42, v40, v43
	v_div_fmas_f32 v14, v14, v39, v32
	v_fma_f32 v31, -v31, v33, v34
	s_mov_b64 vcc, s[2:3]
	v_div_fmas_f32 v31, v31, v40, v33
	v_mul_f32_e32 v32, -0.5, v36
	v_div_fixup_f32 v11, v11, v36, v37
	v_div_fixup_f32 v14, v14, v36, v38
	v_mul_f32_e32 v14, v14, v14
	v_fma_f32 v14, v11, v11, v14
	v_div_fixup_f32 v31, v31, v36, v13
	v_fma_f32 v14, v31, v31, v14
	s_waitcnt vmcnt(0)
	v_fma_f32 v31, v32, v14, v10
	v_mul_f32_e32 v31, 0x3ecccccc, v31
	v_mul_f32_e32 v32, 0x3fb33333, v31
	v_div_scale_f32 v33, s[0:1], v36, v36, v32
	v_div_scale_f32 v34, vcc, v32, v36, v32
	v_sqrt_f32_e32 v14, v14
	v_sub_f32_e32 v13, v18, v13
	v_rcp_f32_e32 v35, v33
	v_fma_f32 v12, -v33, v35, 1.0
	v_fma_f32 v12, v12, v35, v35
	v_mul_f32_e32 v35, v34, v12
	v_fma_f32 v39, -v33, v35, v34
	v_fma_f32 v35, v39, v12, v35
	v_fma_f32 v33, -v33, v35, v34
	v_div_fmas_f32 v12, v33, v12, v35
	v_sub_f32_e32 v34, v16, v37
	v_add_f32_e32 v35, v16, v37
	v_sub_f32_e32 v37, v17, v38
	v_sub_f32_e32 v38, v21, v10
	v_add_f32_e32 v10, v10, v31
	v_fma_f32 v10, v11, v10, v30
	v_add_f32_e32 v11, v28, v14
	v_add_f32_e32 v11, v29, v11
	v_sub_f32_e32 v33, v19, v36
	v_add_f32_e32 v31, v20, v31
	v_div_fixup_f32 v12, v12, v36, v32
	v_sqrt_f32_e32 v12, v12
	v_add_f32_e32 v11, v11, v12
	v_mul_f32_e32 v9, v9, v11
	v_fma_f32 v11, v9, v33, v25
	v_fma_f32 v12, v9, v38, v23
	v_fma_f32 v14, v9, v34, v24
	v_fma_f32 v22, v9, v37, v22
	v_fma_f32 v15, v9, v13, v15
	v_fma_f32 v25, v1, v35, v11
	v_fma_f32 v23, v1, v10, v12
	v_fma_f32 v24, v1, v31, v14
.LBB3_37:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b64 v[10:11], 2, v[4:5]
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v1, s9
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v12, vcc, s8, v10
	v_addc_co_u32_e32 v13, vcc, v1, v11, vcc
	global_load_dword v9, v[12:13], off
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e32 v13, vcc, s10, v10
	v_add_u32_e32 v10, s28, v8
	v_addc_co_u32_e32 v14, vcc, v1, v11, vcc
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[11:12], 2, v[10:11]
	v_add_u32_e32 v10, s27, v10
	v_add_co_u32_e32 v31, vcc, s10, v11
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_addc_co_u32_e32 v32, vcc, v1, v12, vcc
	v_add_co_u32_e32 v33, vcc, s10, v10
	v_addc_co_u32_e32 v34, vcc, v1, v11, vcc
	global_load_dword v8, v[13:14], off
	global_load_dword v11, v[31:32], off
	global_load_dword v12, v[33:34], off
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt vmcnt(3)
	v_cmp_gt_i32_e32 vcc, 0, v9
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB3_47
; %bb.38:
	v_cmp_lt_i32_e32 vcc, -2, v9
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB3_40
; %bb.39:
	s_waitcnt vmcnt(2)
	v_fma_f32 v24, v8, v20, v24
	s_waitcnt vmcnt(1)
	v_fma_f32 v22, v11, v20, v22
	s_waitcnt vmcnt(0)
	v_fma_f32 v15, v12, v20, v15
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr8
.LBB3_40:
	s_or_saveexec_b64 s[2:3], s[2:3]
	s_xor_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB3_46
; %bb.41:
	v_cmp_ne_u32_e32 vcc, -2, v9
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
; %bb.42:
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr8
; %bb.43:
	s_or_saveexec_b64 s[6:7], s[6:7]
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB3_45
; %bb.44:
	s_load_dword s8, s[14:15], 0x4
	s_load_dword s9, s[18:19], 0x0
	s_load_dword s10, s[20:21], 0x0
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v8, 0.5, v8
	s_waitcnt lgkmcnt(0)
	s_load_dword s4, s[4:5], 0x0
	v_add_f32_e32 v9, s8, v16
	s_load_dword s8, s[22:23], 0x0
	v_fma_f32 v25, v8, v9, v25
	v_fma_f32 v9, v16, v26, s10
	v_add_f32_e32 v9, v20, v9
	v_fma_f32 v24, v8, v9, v24
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v9, v17, v26, s8
	v_fma_f32 v10, v26, v27, s9
	v_fma_f32 v22, v8, v9, v22
	v_fma_f32 v9, v18, v26, s4
	v_fma_f32 v23, v8, v10, v23
	v_fma_f32 v15, v8, v9, v15
.LBB3_45:
	s_or_b64 exec, exec, s[6:7]
.LBB3_46:
	s_or_b64 exec, exec, s[2:3]
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr29
                                        ; implicit-def: $vgpr30
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr12
.LBB3_47:
	s_waitcnt lgkmcnt(0)
	s_or_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB3_49
; %bb.48:
	v_mov_b32_e32 v10, 0
	v_lshlrev_b64 v[13:14], 2, v[9:10]
	v_add_u32_e32 v9, s26, v9
	v_ashrrev_i32_e32 v10, 31, v9
	v_mov_b32_e32 v33, s13
	v_add_co_u32_e32 v13, vcc, s12, v13
	v_lshlrev_b64 v[26:27], 2, v[9:10]
	v_add_u32_e32 v9, s26, v9
	v_addc_co_u32_e32 v14, vcc, v33, v14, vcc
	v_ashrrev_i32_e32 v10, 31, v9
	v_add_co_u32_e32 v26, vcc, s12, v26
	v_lshlrev_b64 v[31:32], 2, v[9:10]
	v_addc_co_u32_e32 v27, vcc, v33, v27, vcc
	v_add_u32_e32 v9, s26, v9
	v_add_co_u32_e32 v31, vcc, s12, v31
	v_ashrrev_i32_e32 v10, 31, v9
	v_addc_co_u32_e32 v32, vcc, v33, v32, vcc
	global_load_dword v34, v[13:14], off
	global_load_dword v35, v[26:27], off
	global_load_dword v36, v[31:32], off
	v_lshlrev_b64 v[13:14], 2, v[9:10]
	v_add_u32_e32 v9, s26, v9
	v_add_co_u32_e32 v13, vcc, s12, v13
	v_addc_co_u32_e32 v14, vcc, v33, v14, vcc
	global_load_dword v13, v[13:14], off
	v_ashrrev_i32_e32 v10, 31, v9
	v_lshlrev_b64 v[9:10], 2, v[9:10]
	s_waitcnt vmcnt(5)
	v_mul_f32_e32 v11, v11, v11
	v_add_co_u32_e32 v9, vcc, s12, v9
	v_addc_co_u32_e32 v10, vcc, v33, v10, vcc
	global_load_dword v9, v[9:10], off
	v_fma_f32 v11, v8, v8, v11
	s_waitcnt vmcnt(5)
	v_fma_f32 v11, v12, v12, v11
	v_sqrt_f32_e32 v11, v11
	v_mul_f32_e32 v8, 0.5, v8
	v_mul_f32_e32 v11, 0xbe4ccccd, v11
	v_mul_f32_e32 v11, 0.5, v11
	s_waitcnt vmcnt(4)
	v_sub_f32_e32 v19, v19, v34
	s_waitcnt vmcnt(3)
	v_div_scale_f32 v10, s[0:1], v34, v34, v35
	s_waitcnt vmcnt(2)
	v_div_scale_f32 v14, s[0:1], v34, v34, v36
	v_div_scale_f32 v27, vcc, v35, v34, v35
	v_sub_f32_e32 v17, v17, v36
	s_waitcnt vmcnt(1)
	v_div_scale_f32 v26, s[0:1], v34, v34, v13
	v_div_scale_f32 v31, s[0:1], v36, v34, v36
	v_div_scale_f32 v32, s[2:3], v13, v34, v13
	v_rcp_f32_e32 v33, v10
	v_rcp_f32_e32 v37, v14
	v_fma_f32 v39, -v10, v33, 1.0
	v_fma_f32 v33, v39, v33, v33
	v_fma_f32 v39, -v14, v37, 1.0
	v_mul_f32_e32 v40, v27, v33
	v_rcp_f32_e32 v38, v26
	v_fma_f32 v37, v39, v37, v37
	v_fma_f32 v41, -v10, v40, v27
	v_mul_f32_e32 v42, v31, v37
	v_fma_f32 v39, -v26, v38, 1.0
	v_fma_f32 v38, v39, v38, v38
	v_fma_f32 v39, v41, v33, v40
	v_fma_f32 v40, -v14, v42, v31
	v_mul_f32_e32 v41, v32, v38
	v_fma_f32 v10, -v10, v39, v27
	v_fma_f32 v27, v40, v37, v42
	v_fma_f32 v40, -v26, v41, v32
	v_div_fmas_f32 v10, v10, v33, v39
	v_fma_f32 v14, -v14, v27, v31
	s_mov_b64 vcc, s[0:1]
	v_fma_f32 v31, v40, v38, v41
	v_div_fmas_f32 v14, v14, v37, v27
	v_fma_f32 v26, -v26, v31, v32
	s_mov_b64 vcc, s[2:3]
	v_div_fmas_f32 v26, v26, v38, v31
	v_mul_f32_e32 v27, -0.5, v34
	v_div_fixup_f32 v10, v10, v34, v35
	v_div_fixup_f32 v14, v14, v34, v36
	v_mul_f32_e32 v14, v14, v14
	v_fma_f32 v14, v10, v10, v14
	v_div_fixup_f32 v26, v26, v34, v13
	v_fma_f32 v14, v26, v26, v14
	s_waitcnt vmcnt(0)
	v_fma_f32 v26, v27, v14, v9
	v_mul_f32_e32 v26, 0x3ecccccc, v26
	v_mul_f32_e32 v27, 0x3fb33333, v26
	v_div_scale_f32 v31, s[0:1], v34, v34, v27
	v_div_scale_f32 v32, vcc, v27, v34, v27
	v_sqrt_f32_e32 v14, v14
	v_sub_f32_e32 v13, v18, v13
	v_sub_f32_e32 v18, v21, v9
	v_add_f32_e32 v9, v9, v26
	v_fma_f32 v9, v10, v9, v30
	v_add_f32_e32 v10, v28, v14
	v_add_f32_e32 v10, v29, v10
	v_add_f32_e32 v20, v20, v26
	v_rcp_f32_e32 v33, v31
	v_fma_f32 v12, -v31, v33, 1.0
	v_fma_f32 v12, v12, v33, v33
	v_mul_f32_e32 v33, v32, v12
	v_fma_f32 v37, -v31, v33, v32
	v_fma_f32 v33, v37, v12, v33
	v_fma_f32 v31, -v31, v33, v32
	v_div_fmas_f32 v12, v31, v12, v33
	v_sub_f32_e32 v31, v16, v35
	v_add_f32_e32 v16, v16, v35
	v_div_fixup_f32 v12, v12, v34, v27
	v_sqrt_f32_e32 v12, v12
	v_add_f32_e32 v10, v10, v12
	v_mul_f32_e32 v10, v11, v10
	v_fma_f32 v11, v10, v19, v25
	v_fma_f32 v12, v10, v18, v23
	v_fma_f32 v14, v10, v31, v24
	v_fma_f32 v22, v10, v17, v22
	v_fma_f32 v15, v10, v13, v15
	v_fma_f32 v25, v8, v16, v11
	v_fma_f32 v23, v8, v9, v12
	v_fma_f32 v24, v8, v20, v14
.LBB3_49:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v8, s17
	v_add_co_u32_e32 v0, vcc, s16, v0
	v_addc_co_u32_e32 v1, vcc, v8, v1, vcc
	global_store_dword v[0:1], v25, off
	v_mov_b32_e32 v8, s25
	v_add_co_u32_e32 v0, vcc, s24, v0
	v_addc_co_u32_e32 v1, vcc, v1, v8, vcc
	global_store_dword v[0:1], v24, off
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	v_mov_b32_e32 v2, s17
	v_add_co_u32_e32 v0, vcc, s16, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v22, off
	v_lshlrev_b64 v[0:1], 2, v[4:5]
	v_add_co_u32_e32 v0, vcc, s16, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v15, off
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	v_add_co_u32_e32 v0, vcc, s16, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v23, off
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
		.amdhsa_next_free_vgpr 45
		.amdhsa_next_free_sgpr 32
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
.Lfunc_end3:
	.size	compute_flux, .Lfunc_end3-compute_flux
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 6452
; NumSgprs: 34
; NumVgprs: 45
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 34
; NumVGPRsForWavesPerEU: 45
; Occupancy: 5
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
	v_mov_b32_e32 v2, s8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], s[0:1], s0, v2, v[0:1]
	v_cmp_gt_i32_e32 vcc, s11, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB4_2
; %bb.1:
	s_load_dwordx8 s[0:7], s[6:7], 0x8
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, v0
	v_ashrrev_i64 v[1:2], 30, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s5
	v_add_co_u32_e32 v3, vcc, s4, v1
	v_addc_co_u32_e32 v4, vcc, v4, v2, vcc
	global_load_dword v7, v[3:4], off
	v_mov_b32_e32 v4, s1
	v_add_co_u32_e32 v3, vcc, s0, v1
	v_addc_co_u32_e32 v4, vcc, v4, v2, vcc
	v_mov_b32_e32 v6, s7
	v_add_co_u32_e32 v5, vcc, s6, v1
	v_addc_co_u32_e32 v6, vcc, v6, v2, vcc
	global_load_dword v8, v[3:4], off
	global_load_dword v9, v[5:6], off
	s_sub_i32 s4, 5, s10
	v_cvt_f32_i32_e32 v10, s4
	s_waitcnt vmcnt(2)
	v_div_scale_f32 v11, s[4:5], v10, v10, v7
	v_div_scale_f32 v12, vcc, v7, v10, v7
	s_ashr_i32 s5, s11, 31
	s_mov_b32 s4, s11
	s_lshl_b64 s[4:5], s[4:5], 2
	v_rcp_f32_e32 v13, v11
	v_fma_f32 v14, -v11, v13, 1.0
	v_fma_f32 v13, v14, v13, v13
	v_mul_f32_e32 v14, v12, v13
	v_fma_f32 v15, -v11, v14, v12
	v_fma_f32 v14, v15, v13, v14
	v_fma_f32 v11, -v11, v14, v12
	v_div_fmas_f32 v11, v11, v13, v14
	v_mov_b32_e32 v13, s3
	v_add_co_u32_e32 v1, vcc, s2, v1
	v_addc_co_u32_e32 v2, vcc, v13, v2, vcc
	v_mov_b32_e32 v12, s5
	v_add_co_u32_e32 v3, vcc, s4, v3
	v_addc_co_u32_e32 v4, vcc, v4, v12, vcc
	v_add_co_u32_e32 v5, vcc, s4, v5
	v_addc_co_u32_e32 v6, vcc, v6, v12, vcc
	s_add_i32 s5, s11, s11
	v_div_fixup_f32 v10, v11, v10, v7
	s_waitcnt vmcnt(0)
	v_fma_f32 v7, v10, v9, v8
	global_store_dword v[1:2], v7, off
	global_load_dword v11, v[3:4], off
	global_load_dword v13, v[5:6], off
	v_add_u32_e32 v3, s5, v0
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[4:5], 2, v[3:4]
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v6, vcc, s0, v4
	v_addc_co_u32_e32 v7, vcc, v0, v5, vcc
	v_mov_b32_e32 v9, s7
	v_add_co_u32_e32 v8, vcc, s6, v4
	v_addc_co_u32_e32 v9, vcc, v9, v5, vcc
	v_add_co_u32_e32 v0, vcc, s4, v1
	v_addc_co_u32_e32 v1, vcc, v2, v12, vcc
	s_waitcnt vmcnt(0)
	v_fma_f32 v2, v10, v13, v11
	global_store_dword v[0:1], v2, off
	global_load_dword v11, v[6:7], off
	global_load_dword v12, v[8:9], off
	v_add_u32_e32 v0, s11, v3
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v3, vcc, s2, v4
	v_addc_co_u32_e32 v4, vcc, v6, v5, vcc
	v_mov_b32_e32 v7, s1
	v_add_co_u32_e32 v5, vcc, s0, v1
	v_addc_co_u32_e32 v6, vcc, v7, v2, vcc
	v_mov_b32_e32 v8, s7
	v_add_co_u32_e32 v7, vcc, s6, v1
	v_addc_co_u32_e32 v8, vcc, v8, v2, vcc
	s_waitcnt vmcnt(0)
	v_fma_f32 v9, v10, v12, v11
	global_store_dword v[3:4], v9, off
	global_load_dword v9, v[5:6], off
	s_nop 0
	global_load_dword v11, v[7:8], off
	v_add_u32_e32 v3, s11, v0
	v_ashrrev_i32_e32 v4, 31, v3
	v_mov_b32_e32 v5, s3
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_add_co_u32_e32 v0, vcc, s2, v1
	v_addc_co_u32_e32 v1, vcc, v5, v2, vcc
	v_mov_b32_e32 v6, s1
	v_add_co_u32_e32 v5, vcc, s0, v3
	v_addc_co_u32_e32 v6, vcc, v6, v4, vcc
	v_mov_b32_e32 v8, s7
	v_add_co_u32_e32 v7, vcc, s6, v3
	v_addc_co_u32_e32 v8, vcc, v8, v4, vcc
	s_waitcnt vmcnt(0)
	v_fma_f32 v2, v10, v11, v9
	global_store_dword v[0:1], v2, off
	global_load_dword v0, v[5:6], off
	s_nop 0
	global_load_dword v1, v[7:8], off
	v_mov_b32_e32 v2, s3
	s_waitcnt vmcnt(0)
	v_fma_f32 v5, v10, v1, v0
	v_add_co_u32_e32 v0, vcc, s2, v3
	v_addc_co_u32_e32 v1, vcc, v2, v4, vcc
	global_store_dword v[0:1], v5, off
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
; codeLenInByte = 684
; NumSgprs: 14
; NumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 16
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
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
    .vgpr_count:     21
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
    .sgpr_count:     34
    .sgpr_spill_count: 0
    .symbol:         compute_flux.kd
    .vgpr_count:     45
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
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
