	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.protected	gen_hists               ; -- Begin function gen_hists
	.globl	gen_hists
	.p2align	8
	.type	gen_hists,@function
gen_hists:                              ; @gen_hists
; %bb.0:
	s_clause 0x2
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[2:3], s[4:5], 0x10
	s_load_dwordx2 s[12:13], s[4:5], 0x18
	v_cmp_gt_u32_e64 s0, 20, v0
	v_lshl_or_b32 v5, v0, 2, 0xc00
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_mov_b32_e32 v1, 0
	ds_write_b32 v5, v1
.LBB0_2:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s13, 1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_24
; %bb.3:
	s_add_i32 s1, s12, 1
	s_mul_i32 s4, s6, s13
	s_mul_i32 s14, s1, s13
	s_mov_b32 s5, 0
	s_ashr_i32 s15, s14, 31
	v_lshlrev_b32_e32 v6, 2, v0
	s_lshl_b64 s[14:15], s[14:15], 2
	v_mov_b32_e32 v2, 0
	s_add_u32 s1, s10, s14
	s_addc_u32 s12, s11, s15
	s_add_u32 s16, s1, s14
	s_addc_u32 s17, s12, s15
	s_lshl_b64 s[14:15], s[4:5], 2
	v_mov_b32_e32 v7, 1
	s_add_u32 s7, s10, s14
	s_addc_u32 s10, s11, s15
	s_add_u32 s11, s1, s14
	s_addc_u32 s12, s12, s15
	s_add_u32 s14, s16, s14
	s_addc_u32 s15, s17, s15
	s_cmp_lg_u32 s13, 1
	s_movk_i32 s19, 0x100
	s_cselect_b32 s16, -1, 0
	s_and_b32 s17, s13, -2
	s_bitcmp1_b32 s13, 0
	s_mov_b32 s20, 0
	s_cselect_b32 s18, -1, 0
	s_branch .LBB0_6
.LBB0_4:                                ;   in Loop: Header=BB0_6 Depth=1
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s21
.LBB0_5:                                ;   in Loop: Header=BB0_6 Depth=1
	s_add_i32 s20, s20, s19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_cmp_ge_i32 s20, s13
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_24
.LBB0_6:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_11 Depth 2
                                        ;       Child Loop BB0_13 Depth 3
                                        ;       Child Loop BB0_17 Depth 3
                                        ;     Child Loop BB0_22 Depth 2
	v_add_nc_u32_e32 v1, s20, v0
	v_cmp_gt_u32_e32 vcc_lo, s13, v1
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_8
; %bb.7:                                ;   in Loop: Header=BB0_6 Depth=1
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	v_add_co_u32 v8, vcc_lo, s7, v3
	v_add_co_ci_u32_e32 v9, vcc_lo, s10, v4, vcc_lo
	v_add_co_u32 v10, vcc_lo, s11, v3
	v_add_co_ci_u32_e32 v11, vcc_lo, s12, v4, vcc_lo
	v_add_co_u32 v3, vcc_lo, s14, v3
	v_add_co_ci_u32_e32 v4, vcc_lo, s15, v4, vcc_lo
	s_clause 0x2
	global_load_dword v1, v[8:9], off
	global_load_dword v12, v[10:11], off
	global_load_dword v13, v[3:4], off
	s_waitcnt vmcnt(1)
	ds_write2st64_b32 v6, v1, v12 offset1:4
	s_waitcnt vmcnt(0)
	ds_write_b32 v6, v13 offset:2048
.LBB0_8:                                ;   in Loop: Header=BB0_6 Depth=1
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s1
	s_sub_i32 s1, s13, s20
	s_andn2_b32 vcc_lo, exec_lo, s16
	s_min_i32 s1, s1, s19
	s_mov_b32 s4, 0
	v_cmp_gt_u32_e64 s1, s1, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_cbranch_vccnz .LBB0_19
; %bb.9:                                ;   in Loop: Header=BB0_6 Depth=1
	s_mov_b32 s4, 0
	s_branch .LBB0_11
.LBB0_10:                               ;   in Loop: Header=BB0_11 Depth=2
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s21
	s_add_i32 s4, s4, 2
	s_cmp_eq_u32 s4, s17
	s_cbranch_scc1 .LBB0_19
.LBB0_11:                               ;   Parent Loop BB0_6 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB0_13 Depth 3
                                        ;       Child Loop BB0_17 Depth 3
	s_and_saveexec_b32 s21, s1
	s_cbranch_execz .LBB0_15
; %bb.12:                               ;   in Loop: Header=BB0_11 Depth=2
	s_lshl_b64 s[22:23], s[4:5], 2
	s_waitcnt_vscnt null, 0x0
	ds_read2st64_b32 v[3:4], v6 offset1:4
	s_add_u32 s24, s14, s22
	s_addc_u32 s25, s15, s23
	s_add_u32 s26, s11, s22
	s_addc_u32 s27, s12, s23
	s_add_u32 s22, s7, s22
	s_load_dword s26, s[26:27], 0x0
	s_addc_u32 s23, s10, s23
	s_clause 0x1
	s_load_dword s27, s[22:23], 0x0
	s_load_dword s28, s[24:25], 0x0
	ds_read_b32 v1, v6 offset:2048
	v_mov_b32_e32 v8, 0
	s_mov_b32 s22, 0
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v4, s26, v4
	v_fmac_f32_e32 v4, s27, v3
	v_fmac_f32_e32 v4, s28, v1
	v_mov_b32_e32 v1, 20
	v_cvt_f64_f32_e32 v[3:4], v4
.LBB0_13:                               ;   Parent Loop BB0_6 Depth=1
                                        ;     Parent Loop BB0_11 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_add_nc_u32_e32 v9, v1, v8
	v_lshrrev_b32_e32 v10, 31, v9
	v_add_nc_u32_e32 v9, v9, v10
	v_ashrrev_i32_e32 v9, 1, v9
	v_ashrrev_i32_e32 v10, 31, v9
	v_lshlrev_b64 v[10:11], 3, v[9:10]
	v_add_co_u32 v10, vcc_lo, s2, v10
	v_add_co_ci_u32_e32 v11, vcc_lo, s3, v11, vcc_lo
	global_load_dwordx2 v[10:11], v[10:11], off
	s_waitcnt vmcnt(0)
	v_cmp_nle_f64_e32 vcc_lo, v[10:11], v[3:4]
	v_cndmask_b32_e32 v8, v8, v9, vcc_lo
	v_cndmask_b32_e32 v1, v9, v1, vcc_lo
	v_add_nc_u32_e32 v10, 1, v8
	v_cmp_le_i32_e32 vcc_lo, v1, v10
	s_or_b32 s22, vcc_lo, s22
	s_andn2_b32 exec_lo, exec_lo, s22
	s_cbranch_execnz .LBB0_13
; %bb.14:                               ;   in Loop: Header=BB0_11 Depth=2
	s_or_b32 exec_lo, exec_lo, s22
	v_lshlrev_b32_e32 v1, 2, v1
	s_waitcnt_vscnt null, 0x0
	ds_add_u32 v1, v7 offset:3068
.LBB0_15:                               ;   in Loop: Header=BB0_11 Depth=2
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s21
	s_and_saveexec_b32 s21, s1
	s_cbranch_execz .LBB0_10
; %bb.16:                               ;   in Loop: Header=BB0_11 Depth=2
	s_lshl_b64 s[22:23], s[4:5], 2
	s_waitcnt_vscnt null, 0x0
	ds_read2st64_b32 v[3:4], v6 offset1:4
	s_add_u32 s24, s14, s22
	s_addc_u32 s25, s15, s23
	s_add_u32 s26, s11, s22
	s_addc_u32 s27, s12, s23
	s_add_u32 s22, s7, s22
	s_load_dword s26, s[26:27], 0x4
	s_addc_u32 s23, s10, s23
	s_clause 0x1
	s_load_dword s27, s[22:23], 0x4
	s_load_dword s28, s[24:25], 0x4
	ds_read_b32 v1, v6 offset:2048
	v_mov_b32_e32 v8, 0
	s_mov_b32 s22, 0
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v4, s26, v4
	v_fmac_f32_e32 v4, s27, v3
	v_fmac_f32_e32 v4, s28, v1
	v_mov_b32_e32 v1, 20
	v_cvt_f64_f32_e32 v[3:4], v4
.LBB0_17:                               ;   Parent Loop BB0_6 Depth=1
                                        ;     Parent Loop BB0_11 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_add_nc_u32_e32 v9, v1, v8
	v_lshrrev_b32_e32 v10, 31, v9
	v_add_nc_u32_e32 v9, v9, v10
	v_ashrrev_i32_e32 v9, 1, v9
	v_ashrrev_i32_e32 v10, 31, v9
	v_lshlrev_b64 v[10:11], 3, v[9:10]
	v_add_co_u32 v10, vcc_lo, s2, v10
	v_add_co_ci_u32_e32 v11, vcc_lo, s3, v11, vcc_lo
	global_load_dwordx2 v[10:11], v[10:11], off
	s_waitcnt vmcnt(0)
	v_cmp_nle_f64_e32 vcc_lo, v[10:11], v[3:4]
	v_cndmask_b32_e32 v8, v8, v9, vcc_lo
	v_cndmask_b32_e32 v1, v9, v1, vcc_lo
	v_add_nc_u32_e32 v10, 1, v8
	v_cmp_le_i32_e32 vcc_lo, v1, v10
	s_or_b32 s22, vcc_lo, s22
	s_andn2_b32 exec_lo, exec_lo, s22
	s_cbranch_execnz .LBB0_17
; %bb.18:                               ;   in Loop: Header=BB0_11 Depth=2
	s_or_b32 exec_lo, exec_lo, s22
	v_lshlrev_b32_e32 v1, 2, v1
	s_waitcnt_vscnt null, 0x0
	ds_add_u32 v1, v7 offset:3068
	s_branch .LBB0_10
.LBB0_19:                               ;   in Loop: Header=BB0_6 Depth=1
	s_andn2_b32 vcc_lo, exec_lo, s18
	s_cbranch_vccnz .LBB0_5
; %bb.20:                               ;   in Loop: Header=BB0_6 Depth=1
	s_and_saveexec_b32 s21, s1
	s_cbranch_execz .LBB0_4
; %bb.21:                               ;   in Loop: Header=BB0_6 Depth=1
	s_lshl_b64 s[22:23], s[4:5], 2
	s_waitcnt_vscnt null, 0x0
	ds_read2st64_b32 v[3:4], v6 offset1:4
	s_add_u32 s24, s14, s22
	s_addc_u32 s25, s15, s23
	s_add_u32 s26, s11, s22
	s_addc_u32 s27, s12, s23
	s_add_u32 s22, s7, s22
	s_load_dword s1, s[26:27], 0x0
	s_addc_u32 s23, s10, s23
	s_clause 0x1
	s_load_dword s4, s[22:23], 0x0
	s_load_dword s26, s[24:25], 0x0
	ds_read_b32 v1, v6 offset:2048
	v_mov_b32_e32 v8, 0
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v4, s1, v4
	s_mov_b32 s1, 0
	v_fmac_f32_e32 v4, s4, v3
	v_fmac_f32_e32 v4, s26, v1
	v_mov_b32_e32 v1, 20
	v_cvt_f64_f32_e32 v[3:4], v4
.LBB0_22:                               ;   Parent Loop BB0_6 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_add_nc_u32_e32 v9, v1, v8
	v_lshrrev_b32_e32 v10, 31, v9
	v_add_nc_u32_e32 v9, v9, v10
	v_ashrrev_i32_e32 v9, 1, v9
	v_ashrrev_i32_e32 v10, 31, v9
	v_lshlrev_b64 v[10:11], 3, v[9:10]
	v_add_co_u32 v10, vcc_lo, s2, v10
	v_add_co_ci_u32_e32 v11, vcc_lo, s3, v11, vcc_lo
	global_load_dwordx2 v[10:11], v[10:11], off
	s_waitcnt vmcnt(0)
	v_cmp_nle_f64_e32 vcc_lo, v[10:11], v[3:4]
	v_cndmask_b32_e32 v8, v8, v9, vcc_lo
	v_cndmask_b32_e32 v1, v9, v1, vcc_lo
	v_add_nc_u32_e32 v10, 1, v8
	v_cmp_le_i32_e32 vcc_lo, v1, v10
	s_or_b32 s1, vcc_lo, s1
	s_andn2_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB0_22
; %bb.23:                               ;   in Loop: Header=BB0_6 Depth=1
	s_or_b32 exec_lo, exec_lo, s1
	v_lshlrev_b32_e32 v1, 2, v1
	s_waitcnt_vscnt null, 0x0
	ds_add_u32 v1, v7 offset:3068
	s_branch .LBB0_4
.LBB0_24:
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_26
; %bb.25:
	s_mul_i32 s6, s6, 20
	v_mov_b32_e32 v1, 0
	v_add_nc_u32_e32 v0, s6, v0
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v4, v5
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_add_co_u32 v0, vcc_lo, s8, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s9, v1, vcc_lo
	global_load_dwordx2 v[2:3], v[0:1], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, v2, v4
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v3, vcc_lo
	global_store_dwordx2 v[0:1], v[2:3], off
.LBB0_26:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel gen_hists
		.amdhsa_group_segment_fixed_size 3152
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
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
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 29
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
	.size	gen_hists, .Lfunc_end0-gen_hists
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1412
; NumSgprs: 31
; NumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 3152 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 31
; NumVGPRsForWavesPerEU: 14
; Occupancy: 20
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 3152
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           gen_hists
    .private_segment_fixed_size: 0
    .sgpr_count:     31
    .sgpr_spill_count: 0
    .symbol:         gen_hists.kd
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
