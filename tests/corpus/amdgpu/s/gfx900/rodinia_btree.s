	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	findK                   ; -- Begin function findK
	.globl	findK
	.p2align	8
	.type	findK,@function
findK:                                  ; @findK
; %bb.0:
	s_load_dwordx16 s[8:23], s[4:5], 0x0
	v_mov_b32_e32 v1, 0
	s_ashr_i32 s7, s6, 31
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i64_e64 s[0:1], s[8:9], 1
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_9
; %bb.1:
	s_lshl_b64 s[0:1], s[6:7], 3
	s_add_u32 s2, s16, s0
	s_addc_u32 s3, s17, s1
	s_lshl_b64 s[4:5], s[6:7], 2
	s_add_u32 s4, s20, s4
	s_addc_u32 s5, s21, s5
	s_add_u32 s18, s18, s0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_addc_u32 s19, s19, s1
	v_cmp_eq_u32_e64 s[0:1], 0, v0
	s_mov_b64 s[24:25], 0
	s_movk_i32 s28, 0x814
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[26:27]
	s_add_u32 s24, s24, 1
	v_mov_b32_e32 v4, s8
	s_addc_u32 s25, s25, 0
	v_mov_b32_e32 v5, s9
	v_cmp_ge_i64_e32 vcc, s[24:25], v[4:5]
	s_waitcnt lgkmcnt(0)
	s_and_b64 vcc, exec, vcc
	s_waitcnt vmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_vccnz .LBB0_9
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	global_load_dwordx2 v[4:5], v1, s[2:3]
	v_mov_b32_e32 v7, s11
	s_load_dword s29, s[4:5], 0x0
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v5, v5, s28
	v_mul_hi_u32 v6, v4, s28
	v_mul_lo_u32 v4, v4, s28
	v_add_u32_e32 v5, v6, v5
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v7, v5, vcc
	v_add_co_u32_e32 v4, vcc, v4, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	global_load_dword v6, v[4:5], off offset:1032
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ge_i32_e32 vcc, s29, v6
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_7
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	v_add_co_u32_e32 v4, vcc, 0x408, v4
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	global_load_dword v4, v[4:5], off offset:4
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc, s29, v4
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_7
; %bb.5:                                ;   in Loop: Header=BB0_3 Depth=1
	global_load_dwordx2 v[4:5], v1, s[18:19]
	v_mov_b32_e32 v7, s11
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v5, v5, s28
	v_mul_hi_u32 v6, v4, s28
	v_mul_lo_u32 v4, v4, s28
	v_add_u32_e32 v5, v6, v5
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v7, v5, vcc
	v_add_co_u32_e32 v4, vcc, v4, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	global_load_dword v4, v[4:5], off offset:4
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v5, 31, v4
	v_cmp_gt_i64_e32 vcc, s[12:13], v[4:5]
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_7
; %bb.6:                                ;   in Loop: Header=BB0_3 Depth=1
	global_store_dwordx2 v1, v[4:5], s[18:19]
.LBB0_7:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[26:27]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[26:27], s[0:1]
	s_cbranch_execz .LBB0_2
; %bb.8:                                ;   in Loop: Header=BB0_3 Depth=1
	global_load_dwordx2 v[4:5], v1, s[18:19]
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v1, v[4:5], s[2:3]
	s_branch .LBB0_2
.LBB0_9:
	s_lshl_b64 s[0:1], s[6:7], 3
	s_add_u32 s0, s16, s0
	s_addc_u32 s1, s17, s1
	v_mov_b32_e32 v2, 0
	global_load_dwordx2 v[2:3], v2, s[0:1]
	s_movk_i32 s2, 0x814
	v_mov_b32_e32 v8, s11
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	s_lshl_b64 s[0:1], s[6:7], 2
	s_add_u32 s4, s20, s0
	s_addc_u32 s5, s21, s1
	s_load_dword s3, s[4:5], 0x0
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v6, v3, s2
	v_mul_hi_u32 v7, v2, s2
	v_mul_lo_u32 v9, v2, s2
	v_add_u32_e32 v6, v7, v6
	v_add_co_u32_e32 v7, vcc, s10, v9
	v_addc_co_u32_e32 v6, vcc, v8, v6, vcc
	v_add_co_u32_e32 v4, vcc, v7, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off offset:1032
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, s3, v4
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_11
; %bb.10:
	v_mul_lo_u32 v3, v3, s2
	v_mul_hi_u32 v4, v2, s2
	v_mul_lo_u32 v2, v2, s2
	v_mov_b32_e32 v5, s11
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_u32_e32 v3, v4, v3
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v5, v3, vcc
	v_add_co_u32_e32 v0, vcc, v2, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_load_dword v0, v[0:1], off offset:4
	v_mov_b32_e32 v2, s15
	s_add_u32 s0, s22, s0
	s_addc_u32 s1, s23, s1
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, s14, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, 0
	s_waitcnt vmcnt(0)
	global_store_dword v1, v0, s[0:1]
.LBB0_11:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel findK
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 64
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
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
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 30
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
	.size	findK, .Lfunc_end0-findK
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 684
; NumSgprs: 32
; NumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 32
; NumVGPRsForWavesPerEU: 10
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	findRangeK              ; -- Begin function findRangeK
	.globl	findRangeK
	.p2align	8
	.type	findRangeK,@function
findRangeK:                             ; @findRangeK
; %bb.0:
	s_load_dwordx16 s[8:23], s[4:5], 0x0
	s_load_dwordx2 s[2:3], s[4:5], 0x50
	s_load_dwordx4 s[24:27], s[4:5], 0x40
	v_mov_b32_e32 v1, 0
	s_ashr_i32 s7, s6, 31
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i64_e64 s[0:1], s[8:9], 1
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB1_13
; %bb.1:
	s_lshl_b64 s[0:1], s[6:7], 3
	s_add_u32 s4, s14, s0
	s_addc_u32 s5, s15, s1
	s_lshl_b64 s[34:35], s[6:7], 2
	s_add_u32 s28, s22, s34
	s_addc_u32 s29, s23, s35
	s_add_u32 s16, s16, s0
	s_addc_u32 s17, s17, s1
	s_add_u32 s30, s18, s0
	s_addc_u32 s31, s19, s1
	s_add_u32 s34, s24, s34
	s_addc_u32 s35, s25, s35
	s_add_u32 s20, s20, s0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_addc_u32 s21, s21, s1
	v_cmp_eq_u32_e64 s[0:1], 0, v0
	s_mov_b64 s[36:37], 0
	s_movk_i32 s33, 0x814
	s_movk_i32 s40, 0x408
	s_branch .LBB1_3
.LBB1_2:                                ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[38:39]
	s_add_u32 s36, s36, 1
	v_mov_b32_e32 v4, s8
	s_addc_u32 s37, s37, 0
	v_mov_b32_e32 v5, s9
	v_cmp_ge_i64_e32 vcc, s[36:37], v[4:5]
	s_waitcnt lgkmcnt(0)
	s_and_b64 vcc, exec, vcc
	s_waitcnt vmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_vccnz .LBB1_13
.LBB1_3:                                ; =>This Inner Loop Header: Depth=1
	global_load_dwordx2 v[4:5], v1, s[4:5]
	v_mov_b32_e32 v9, s11
	s_load_dword s41, s[28:29], 0x0
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v6, v5, s33
	v_mul_hi_u32 v7, v4, s33
	v_mul_lo_u32 v8, v4, s33
	v_add_u32_e32 v6, v7, v6
	v_add_co_u32_e32 v7, vcc, s10, v8
	v_addc_co_u32_e32 v8, vcc, v9, v6, vcc
	v_add_co_u32_e32 v6, vcc, v7, v2
	v_addc_co_u32_e32 v7, vcc, v8, v3, vcc
	global_load_dword v8, v[6:7], off offset:1032
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ge_i32_e32 vcc, s41, v8
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB1_7
; %bb.4:                                ;   in Loop: Header=BB1_3 Depth=1
	v_add_co_u32_e32 v6, vcc, s40, v6
	v_addc_co_u32_e32 v7, vcc, 0, v7, vcc
	global_load_dword v6, v[6:7], off offset:4
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc, s41, v6
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB1_7
; %bb.5:                                ;   in Loop: Header=BB1_3 Depth=1
	v_mul_lo_u32 v5, v5, s33
	v_mul_hi_u32 v6, v4, s33
	v_mul_lo_u32 v4, v4, s33
	v_mov_b32_e32 v7, s11
	v_add_u32_e32 v5, v6, v5
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v7, v5, vcc
	v_add_co_u32_e32 v4, vcc, v4, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	global_load_dword v4, v[4:5], off offset:4
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v5, 31, v4
	v_cmp_gt_i64_e32 vcc, s[12:13], v[4:5]
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB1_7
; %bb.6:                                ;   in Loop: Header=BB1_3 Depth=1
	global_store_dwordx2 v1, v[4:5], s[16:17]
.LBB1_7:                                ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[38:39]
	global_load_dwordx2 v[4:5], v1, s[30:31]
	v_mov_b32_e32 v9, s11
	s_load_dword s41, s[34:35], 0x0
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v6, v5, s33
	v_mul_hi_u32 v7, v4, s33
	v_mul_lo_u32 v8, v4, s33
	v_add_u32_e32 v6, v7, v6
	v_add_co_u32_e32 v7, vcc, s10, v8
	v_addc_co_u32_e32 v8, vcc, v9, v6, vcc
	v_add_co_u32_e32 v6, vcc, v7, v2
	v_addc_co_u32_e32 v7, vcc, v8, v3, vcc
	global_load_dword v8, v[6:7], off offset:1032
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ge_i32_e32 vcc, s41, v8
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB1_11
; %bb.8:                                ;   in Loop: Header=BB1_3 Depth=1
	v_add_co_u32_e32 v6, vcc, s40, v6
	v_addc_co_u32_e32 v7, vcc, 0, v7, vcc
	global_load_dword v6, v[6:7], off offset:4
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc, s41, v6
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB1_11
; %bb.9:                                ;   in Loop: Header=BB1_3 Depth=1
	v_mul_lo_u32 v5, v5, s33
	v_mul_hi_u32 v6, v4, s33
	v_mul_lo_u32 v4, v4, s33
	v_mov_b32_e32 v7, s11
	v_add_u32_e32 v5, v6, v5
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v7, v5, vcc
	v_add_co_u32_e32 v4, vcc, v4, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	global_load_dword v4, v[4:5], off offset:4
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v5, 31, v4
	v_cmp_gt_i64_e32 vcc, s[12:13], v[4:5]
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB1_11
; %bb.10:                               ;   in Loop: Header=BB1_3 Depth=1
	global_store_dwordx2 v1, v[4:5], s[20:21]
.LBB1_11:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[38:39]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[38:39], s[0:1]
	s_cbranch_execz .LBB1_2
; %bb.12:                               ;   in Loop: Header=BB1_3 Depth=1
	global_load_dwordx2 v[4:5], v1, s[16:17]
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v1, v[4:5], s[4:5]
	global_load_dwordx2 v[4:5], v1, s[20:21]
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v1, v[4:5], s[30:31]
	s_branch .LBB1_2
.LBB1_13:
	s_lshl_b64 s[8:9], s[6:7], 3
	s_add_u32 s0, s14, s8
	s_addc_u32 s1, s15, s9
	v_mov_b32_e32 v2, 0
	global_load_dwordx2 v[2:3], v2, s[0:1]
	s_movk_i32 s12, 0x814
	v_mov_b32_e32 v8, s11
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	s_lshl_b64 s[0:1], s[6:7], 2
	s_add_u32 s4, s22, s0
	s_addc_u32 s5, s23, s1
	s_load_dword s5, s[4:5], 0x0
	s_add_u32 s4, s26, s0
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v6, v3, s12
	v_mul_hi_u32 v7, v2, s12
	v_mul_lo_u32 v9, v2, s12
	v_add_u32_e32 v6, v7, v6
	v_add_co_u32_e32 v7, vcc, s10, v9
	v_addc_co_u32_e32 v6, vcc, v8, v6, vcc
	v_add_co_u32_e32 v4, vcc, v7, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off offset:1032
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, s5, v4
	s_addc_u32 s5, s27, s1
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB1_15
; %bb.14:
	v_mul_lo_u32 v3, v3, s12
	v_mul_hi_u32 v4, v2, s12
	v_mul_lo_u32 v2, v2, s12
	v_mov_b32_e32 v5, s11
	v_add_u32_e32 v3, v4, v3
	v_add_co_u32_e32 v4, vcc, s10, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_add_co_u32_e32 v2, vcc, v4, v2
	v_addc_co_u32_e32 v3, vcc, v5, v3, vcc
	global_load_dword v2, v[2:3], off offset:4
	v_mov_b32_e32 v3, 0
	s_waitcnt vmcnt(0)
	global_store_dword v3, v2, s[4:5]
.LBB1_15:
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s6, s18, s8
	s_addc_u32 s7, s19, s9
	v_mov_b32_e32 v4, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[2:3], v4, s[6:7]
	s_add_u32 s6, s24, s0
	s_addc_u32 s7, s25, s1
	global_load_dword v6, v4, s[6:7]
	v_mov_b32_e32 v9, s11
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	s_waitcnt vmcnt(1)
	v_mul_lo_u32 v7, v3, s12
	v_mul_hi_u32 v8, v2, s12
	v_mul_lo_u32 v10, v2, s12
	v_add_u32_e32 v7, v8, v7
	v_add_co_u32_e32 v8, vcc, s10, v10
	v_addc_co_u32_e32 v7, vcc, v9, v7, vcc
	v_add_co_u32_e32 v4, vcc, v8, v4
	v_addc_co_u32_e32 v5, vcc, v7, v5, vcc
	global_load_dword v4, v[4:5], off offset:1032
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v4, v6
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB1_17
; %bb.16:
	s_movk_i32 s6, 0x814
	v_mul_lo_u32 v3, v3, s6
	v_mul_hi_u32 v4, v2, s6
	v_mul_lo_u32 v2, v2, s6
	v_mov_b32_e32 v5, s11
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_u32_e32 v3, v4, v3
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v5, v3, vcc
	v_add_co_u32_e32 v0, vcc, v2, v0
	v_mov_b32_e32 v2, 0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_load_dword v3, v2, s[4:5]
	global_load_dword v4, v[0:1], off offset:4
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v0, v4, v3
	v_add_u32_e32 v0, 1, v0
	global_store_dword v2, v0, s[0:1]
.LBB1_17:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel findRangeK
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 88
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
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
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 42
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
	.size	findRangeK, .Lfunc_end1-findRangeK
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1160
; NumSgprs: 44
; NumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 44
; NumVGPRsForWavesPerEU: 11
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
      - .offset:         0
        .size:           8
        .type_name:      long
        .value_kind:     by_value
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'knode*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           8
        .type_name:      long
        .value_kind:     by_value
      - .address_space:  global
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'record*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'long*'
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
        .type_name:      'record*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 64
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           findK
    .private_segment_fixed_size: 0
    .sgpr_count:     32
    .sgpr_spill_count: 0
    .symbol:         findK.kd
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .offset:         0
        .size:           8
        .type_name:      long
        .value_kind:     by_value
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'knode*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           8
        .type_name:      long
        .value_kind:     by_value
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         56
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         64
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         72
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         80
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           findRangeK
    .private_segment_fixed_size: 0
    .sgpr_count:     44
    .sgpr_spill_count: 0
    .symbol:         findRangeK.kd
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
