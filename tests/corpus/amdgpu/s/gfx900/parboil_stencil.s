	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	naive_kernel            ; -- Begin function naive_kernel
	.globl	naive_kernel
	.p2align	8
	.type	naive_kernel,@function
naive_kernel:                           ; @naive_kernel
; %bb.0:
	s_load_dword s0, s[4:5], 0x8
	s_load_dword s1, s[4:5], 0x4
	s_load_dwordx4 s[12:15], s[6:7], 0x18
	s_mov_b32 s2, 0xffff
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, s2
	s_lshr_b32 s3, s1, 16
	s_and_b32 s1, s1, s2
	s_mul_i32 s8, s8, s1
	v_add_u32_e32 v3, s8, v0
	s_mul_i32 s9, s9, s3
	v_add_u32_e32 v0, 1, v3
	v_add_u32_e32 v4, s9, v1
	s_mul_i32 s10, s10, s0
	s_add_i32 s0, s12, -1
	v_add_u32_e32 v1, 1, v4
	v_add_u32_e32 v2, s10, v2
	v_cmp_gt_i32_e32 vcc, s0, v0
	s_add_i32 s0, s13, -1
	v_add_u32_e32 v5, 1, v2
	v_cmp_gt_i32_e64 s[0:1], s0, v1
	s_add_i32 s2, s14, -1
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cmp_gt_i32_e32 vcc, s2, v5
	s_and_b64 s[0:1], s[0:1], vcc
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_add_u32_e32 v5, 2, v2
	v_mul_lo_u32 v5, v5, s13
	v_mul_lo_u32 v2, v2, s13
	s_load_dwordx4 s[0:3], s[6:7], 0x8
	v_add_u32_e32 v5, v5, v1
	v_mul_lo_u32 v5, v5, s12
	v_add_u32_e32 v6, v2, v1
	v_mul_lo_u32 v8, v6, s12
	v_add_u32_e32 v2, s13, v2
	v_add_u32_e32 v5, v5, v0
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v7, s1
	v_add_co_u32_e32 v5, vcc, s0, v5
	v_add_u32_e32 v4, v2, v4
	v_addc_co_u32_e32 v6, vcc, v7, v6, vcc
	v_add_u32_e32 v7, v8, v0
	v_add_u32_e32 v10, 2, v4
	v_ashrrev_i32_e32 v8, 31, v7
	v_mul_lo_u32 v10, v10, s12
	v_lshlrev_b64 v[7:8], 2, v[7:8]
	v_mov_b32_e32 v9, s1
	v_add_co_u32_e32 v7, vcc, s0, v7
	v_addc_co_u32_e32 v8, vcc, v9, v8, vcc
	v_add_u32_e32 v9, v10, v0
	v_ashrrev_i32_e32 v10, 31, v9
	v_mul_lo_u32 v4, v4, s12
	v_lshlrev_b64 v[9:10], 2, v[9:10]
	v_mov_b32_e32 v11, s1
	v_add_co_u32_e32 v9, vcc, s0, v9
	v_addc_co_u32_e32 v10, vcc, v11, v10, vcc
	v_add_u32_e32 v11, v4, v0
	v_ashrrev_i32_e32 v12, 31, v11
	v_lshlrev_b64 v[11:12], 2, v[11:12]
	v_mov_b32_e32 v4, s1
	v_add_co_u32_e32 v11, vcc, s0, v11
	v_add_u32_e32 v1, v2, v1
	v_addc_co_u32_e32 v12, vcc, v4, v12, vcc
	v_mul_lo_u32 v4, v1, s12
	global_load_dword v13, v[5:6], off
	global_load_dword v14, v[7:8], off
	global_load_dword v15, v[9:10], off
	global_load_dword v16, v[11:12], off
	v_mov_b32_e32 v7, s1
	v_add_u32_e32 v1, v4, v3
	v_add_u32_e32 v3, v4, v0
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v5, vcc, s0, v3
	v_addc_co_u32_e32 v6, vcc, v0, v4, vcc
	v_add_co_u32_e32 v0, vcc, s0, v1
	v_addc_co_u32_e32 v1, vcc, v7, v2, vcc
	global_load_dword v5, v[5:6], off
	s_nop 0
	global_load_dword v2, v[0:1], off offset:8
	global_load_dword v6, v[0:1], off
	s_load_dwordx2 s[0:1], s[6:7], 0x0
	v_mov_b32_e32 v1, s3
	s_waitcnt vmcnt(5)
	v_add_f32_e32 v0, v13, v14
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v0, v0, v15
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v0, v0, v16
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v0, v0, v2
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e64 v5, -v5, s0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v6
	v_fma_f32 v2, v0, s1, v5
	v_add_co_u32_e32 v0, vcc, s2, v3
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v2, off
.LBB0_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel naive_kernel
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 17
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
	.size	naive_kernel, .Lfunc_end0-naive_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 552
; NumSgprs: 18
; NumVgprs: 17
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 17
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	block2D_reg_tiling      ; -- Begin function block2D_reg_tiling
	.globl	block2D_reg_tiling
	.p2align	8
	.type	block2D_reg_tiling,@function
block2D_reg_tiling:                     ; @block2D_reg_tiling
; %bb.0:
	s_load_dwordx4 s[16:19], s[6:7], 0x18
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s18, 3
	s_cbranch_scc1 .LBB1_13
; %bb.1:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx4 s[12:15], s[6:7], 0x8
	s_add_i32 s2, s16, -1
	v_add_u32_e32 v9, 1, v1
	s_mov_b32 s26, 0
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s24, s0, 16
	s_mul_i32 s28, s9, s24
	v_add_u32_e32 v13, s28, v1
	v_add_u32_e32 v2, s17, v13
	v_mul_lo_u32 v3, v2, s16
	s_and_b32 s27, s0, 0xffff
	s_mul_i32 s29, s8, s27
	v_add_u32_e32 v2, s29, v0
	v_mul_lo_u32 v7, v13, s16
	v_add_u32_e32 v3, v3, v2
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_mov_b32_e32 v6, s13
	v_add_co_u32_e32 v5, vcc, s12, v3
	v_add_u32_e32 v3, v7, v2
	v_addc_co_u32_e32 v6, vcc, v6, v4, vcc
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_mov_b32_e32 v8, s13
	v_add_co_u32_e32 v7, vcc, s12, v3
	v_addc_co_u32_e32 v8, vcc, v8, v4, vcc
	global_load_dword v3, v[5:6], off
	global_load_dword v11, v[7:8], off
	v_add_u32_e32 v7, 1, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	v_cmp_lt_i32_e64 s[0:1], 0, v2
	s_add_i32 s28, s28, s17
	s_load_dwordx2 s[8:9], s[6:7], 0x0
	s_add_i32 s30, s27, 2
	s_and_b64 s[10:11], vcc, s[0:1]
	v_cmp_eq_u32_e32 vcc, s27, v7
	v_cmp_gt_i32_e64 s[2:3], s2, v2
	s_add_i32 s6, s17, -1
	v_add_u32_e32 v14, s28, v1
	s_and_b64 s[20:21], vcc, s[2:3]
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_cmp_lt_i32_e64 s[4:5], 0, v13
	v_cmp_gt_i32_e64 s[6:7], s6, v13
	v_mul_u32_u24_e32 v10, s30, v1
	v_mul_lo_u32 v1, s16, v14
	v_add_u32_e32 v15, 1, v14
	v_add_u32_e32 v14, -1, v14
	v_lshl_add_u32 v13, s17, 1, v13
	v_mul_lo_u32 v15, s16, v15
	v_mul_lo_u32 v14, s16, v14
	v_mul_lo_u32 v16, s16, v13
	v_mad_u32_u24 v4, s30, v9, v0
	v_lshl_add_u32 v4, v4, 2, s19
	s_and_b64 s[0:1], s[0:1], s[2:3]
	v_mul_u32_u24_e32 v6, s30, v9
	v_add_u32_e32 v7, 8, v4
	s_and_b64 s[22:23], vcc, s[4:5]
	v_lshl_add_u32 v8, v0, 2, s19
	v_cmp_eq_u32_e32 vcc, s24, v9
	s_and_b64 s[0:1], s[0:1], s[4:5]
	v_add_u32_e32 v5, 4, v4
	v_lshl_add_u32 v6, v6, 2, s19
	s_and_b64 s[24:25], vcc, s[6:7]
	v_lshl_add_u32 v9, s27, 2, v7
	v_lshl_add_u32 v10, v10, 2, v8
	s_and_b64 s[0:1], s[0:1], s[6:7]
	v_add3_u32 v12, v0, v1, s29
	s_mul_i32 s4, s17, s16
	v_add3_u32 v13, v0, v15, s29
	v_add3_u32 v14, v0, v14, s29
	s_add_i32 s5, s18, -2
	v_add3_u32 v0, v0, v16, s29
	s_branch .LBB1_3
.LBB1_2:                                ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_add_i32 s26, s26, s4
	s_add_i32 s5, s5, -1
	s_cmp_eq_u32 s5, 0
	v_mov_b32_e32 v11, v3
	v_mov_b32_e32 v3, v15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc1 .LBB1_13
.LBB1_3:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v15, s26, v0
	v_ashrrev_i32_e32 v16, 31, v15
	v_lshlrev_b64 v[15:16], 2, v[15:16]
	v_mov_b32_e32 v17, s13
	v_add_co_u32_e32 v15, vcc, s12, v15
	v_addc_co_u32_e32 v16, vcc, v17, v16, vcc
	global_load_dword v15, v[15:16], off
	s_waitcnt vmcnt(2)
	ds_write_b32 v5, v3
	s_and_saveexec_b64 s[2:3], s[10:11]
	s_cbranch_execz .LBB1_5
; %bb.4:                                ;   in Loop: Header=BB1_3 Depth=1
	v_add_u32_e32 v16, s26, v1
	v_ashrrev_i32_e32 v17, 31, v16
	v_ashrrev_i32_e32 v18, 31, v2
	v_add_co_u32_e32 v16, vcc, v2, v16
	v_addc_co_u32_e32 v17, vcc, v18, v17, vcc
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_mov_b32_e32 v18, s13
	v_add_co_u32_e32 v16, vcc, s12, v16
	v_addc_co_u32_e32 v17, vcc, v18, v17, vcc
	global_load_dword v16, v[16:17], off offset:-4
	s_waitcnt vmcnt(0)
	ds_write_b32 v6, v16
.LBB1_5:                                ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[20:21]
	s_cbranch_execz .LBB1_7
; %bb.6:                                ;   in Loop: Header=BB1_3 Depth=1
	v_add_u32_e32 v16, s26, v1
	v_ashrrev_i32_e32 v17, 31, v16
	v_ashrrev_i32_e32 v18, 31, v2
	v_add_co_u32_e32 v16, vcc, v2, v16
	v_addc_co_u32_e32 v17, vcc, v18, v17, vcc
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_mov_b32_e32 v18, s13
	v_add_co_u32_e32 v16, vcc, s12, v16
	v_addc_co_u32_e32 v17, vcc, v18, v17, vcc
	global_load_dword v16, v[16:17], off offset:4
	s_waitcnt vmcnt(0)
	ds_write_b32 v7, v16
.LBB1_7:                                ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[22:23]
	s_cbranch_execz .LBB1_9
; %bb.8:                                ;   in Loop: Header=BB1_3 Depth=1
	v_add_u32_e32 v16, s26, v14
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_mov_b32_e32 v18, s13
	v_add_co_u32_e32 v16, vcc, s12, v16
	v_addc_co_u32_e32 v17, vcc, v18, v17, vcc
	global_load_dword v16, v[16:17], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v16 offset:4
.LBB1_9:                                ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[24:25]
	s_cbranch_execz .LBB1_11
; %bb.10:                               ;   in Loop: Header=BB1_3 Depth=1
	v_add_u32_e32 v16, s26, v13
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_mov_b32_e32 v18, s13
	v_add_co_u32_e32 v16, vcc, s12, v16
	v_addc_co_u32_e32 v17, vcc, v18, v17, vcc
	global_load_dword v16, v[16:17], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v9, v16 offset:4
.LBB1_11:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB1_2
; %bb.12:                               ;   in Loop: Header=BB1_3 Depth=1
	ds_read2_b32 v[16:17], v4 offset1:2
	v_add_f32_e32 v11, v11, v15
	ds_read_b32 v18, v10 offset:4
	ds_read_b32 v19, v9 offset:4
	v_mul_f32_e64 v20, -v3, s8
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v11, v11, v16
	v_add_u32_e32 v16, s26, v12
	v_add_f32_e32 v11, v11, v17
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v11, v11, v18
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v11, v11, v19
	v_mov_b32_e32 v18, s15
	v_add_co_u32_e32 v16, vcc, s14, v16
	v_fma_f32 v11, v11, s9, v20
	v_addc_co_u32_e32 v17, vcc, v18, v17, vcc
	global_store_dword v[16:17], v11, off
	s_branch .LBB1_2
.LBB1_13:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel block2D_reg_tiling
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 21
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
	.size	block2D_reg_tiling, .Lfunc_end1-block2D_reg_tiling
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 932
; NumSgprs: 33
; NumVgprs: 21
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 33
; NumVGPRsForWavesPerEU: 21
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .offset:         0
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         4
        .size:           4
        .type_name:      float
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
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           naive_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         naive_kernel.kd
    .vgpr_count:     17
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .offset:         0
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         4
        .size:           4
        .type_name:      float
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
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  local
        .offset:         36
        .pointee_align:  1
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           block2D_reg_tiling
    .private_segment_fixed_size: 0
    .sgpr_count:     33
    .sgpr_spill_count: 0
    .symbol:         block2D_reg_tiling.kd
    .vgpr_count:     21
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
