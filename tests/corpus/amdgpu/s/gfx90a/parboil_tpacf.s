	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.protected	gen_hists               ; -- Begin function gen_hists
	.globl	gen_hists
	.p2align	8
	.type	gen_hists,@function
gen_hists:                              ; @gen_hists
; %bb.0:
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[12:13], s[4:5], 0x10
	s_load_dwordx2 s[14:15], s[4:5], 0x18
	v_mov_b32_e32 v1, 0xc00
	v_cmp_gt_u32_e64 s[0:1], 20, v0
	v_lshl_or_b32 v1, v0, 2, v1
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_mov_b32_e32 v2, 0
	ds_write_b32 v1, v2
.LBB0_2:
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s15, 1
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc1 .LBB0_24
; %bb.3:
	s_add_i32 s2, s14, 1
	s_mul_i32 s2, s2, s15
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s16, s10, s2
	s_addc_u32 s17, s11, s3
	s_add_u32 s18, s16, s2
	s_mul_i32 s4, s6, s15
	s_mov_b32 s5, 0
	s_addc_u32 s19, s17, s3
	s_lshl_b64 s[2:3], s[4:5], 2
	s_add_u32 s7, s10, s2
	s_addc_u32 s14, s11, s3
	s_add_u32 s22, s16, s2
	s_addc_u32 s23, s17, s3
	s_add_u32 s24, s18, s2
	s_addc_u32 s25, s19, s3
	s_cmp_lg_u32 s15, 1
	s_cselect_b64 s[10:11], -1, 0
	s_and_b32 s26, s15, -2
	s_bitcmp1_b32 s15, 0
	v_lshlrev_b32_e32 v6, 2, v0
	v_mov_b32_e32 v3, 0
	s_movk_i32 s27, 0x100
	v_mov_b32_e32 v7, 1
	s_cselect_b64 s[16:17], -1, 0
	s_mov_b32 s28, 0
	s_branch .LBB0_6
.LBB0_4:                                ;   in Loop: Header=BB0_6 Depth=1
	s_or_b64 exec, exec, s[18:19]
.LBB0_5:                                ;   in Loop: Header=BB0_6 Depth=1
	s_add_i32 s28, s28, s27
	s_cmp_ge_i32 s28, s15
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc1 .LBB0_24
.LBB0_6:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_11 Depth 2
                                        ;       Child Loop BB0_13 Depth 3
                                        ;       Child Loop BB0_17 Depth 3
                                        ;     Child Loop BB0_22 Depth 2
	v_add_u32_e32 v2, s28, v0
	v_cmp_gt_u32_e32 vcc, s15, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_8
; %bb.7:                                ;   in Loop: Header=BB0_6 Depth=1
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_mov_b32_e32 v2, s14
	v_add_co_u32_e32 v8, vcc, s7, v4
	v_addc_co_u32_e32 v9, vcc, v2, v5, vcc
	v_mov_b32_e32 v2, s23
	v_add_co_u32_e32 v10, vcc, s22, v4
	v_addc_co_u32_e32 v11, vcc, v2, v5, vcc
	v_mov_b32_e32 v2, s25
	v_add_co_u32_e32 v4, vcc, s24, v4
	v_addc_co_u32_e32 v5, vcc, v2, v5, vcc
	global_load_dword v2, v[8:9], off
	global_load_dword v12, v[10:11], off
	global_load_dword v13, v[4:5], off
	s_waitcnt vmcnt(1)
	ds_write2st64_b32 v6, v2, v12 offset1:4
	s_waitcnt vmcnt(0)
	ds_write_b32 v6, v13 offset:2048
.LBB0_8:                                ;   in Loop: Header=BB0_6 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_sub_i32 s2, s15, s28
	s_min_i32 s2, s2, s27
	v_cmp_gt_u32_e64 s[2:3], s2, v0
	s_andn2_b64 vcc, exec, s[10:11]
	s_mov_b32 s4, 0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_vccnz .LBB0_19
; %bb.9:                                ;   in Loop: Header=BB0_6 Depth=1
	s_mov_b32 s4, 0
	s_branch .LBB0_11
.LBB0_10:                               ;   in Loop: Header=BB0_11 Depth=2
	s_or_b64 exec, exec, s[18:19]
	s_add_i32 s4, s4, 2
	s_cmp_eq_u32 s4, s26
	s_cbranch_scc1 .LBB0_19
.LBB0_11:                               ;   Parent Loop BB0_6 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB0_13 Depth 3
                                        ;       Child Loop BB0_17 Depth 3
	s_and_saveexec_b64 s[18:19], s[2:3]
	s_cbranch_execz .LBB0_15
; %bb.12:                               ;   in Loop: Header=BB0_11 Depth=2
	s_lshl_b64 s[20:21], s[4:5], 2
	s_add_u32 s30, s24, s20
	s_addc_u32 s31, s25, s21
	s_add_u32 s34, s22, s20
	s_addc_u32 s35, s23, s21
	s_add_u32 s20, s7, s20
	ds_read2st64_b32 v[4:5], v6 offset1:4
	s_addc_u32 s21, s14, s21
	s_load_dword s29, s[30:31], 0x0
	s_load_dword s33, s[34:35], 0x0
	s_load_dword s36, s[20:21], 0x0
	ds_read_b32 v2, v6 offset:2048
	s_mov_b64 s[20:21], 0
	v_mov_b32_e32 v8, 0
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v5, s33, v5
	v_fmac_f32_e32 v5, s36, v4
	v_fmac_f32_e32 v5, s29, v2
	v_cvt_f64_f32_e32 v[4:5], v5
	v_mov_b32_e32 v2, 20
.LBB0_13:                               ;   Parent Loop BB0_6 Depth=1
                                        ;     Parent Loop BB0_11 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_add_u32_e32 v9, v2, v8
	v_lshrrev_b32_e32 v10, 31, v9
	v_add_u32_e32 v9, v9, v10
	v_ashrrev_i32_e32 v10, 1, v9
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[12:13], 3, v[10:11]
	v_mov_b32_e32 v14, s13
	v_add_co_u32_e32 v12, vcc, s12, v12
	v_addc_co_u32_e32 v13, vcc, v14, v13, vcc
	global_load_dwordx2 v[12:13], v[12:13], off
	s_waitcnt vmcnt(0)
	v_cmp_nle_f64_e32 vcc, v[12:13], v[4:5]
	v_cndmask_b32_e32 v8, v8, v10, vcc
	v_cndmask_b32_e32 v2, v10, v2, vcc
	v_add_u32_e32 v9, 1, v8
	v_cmp_le_i32_e32 vcc, v2, v9
	s_or_b64 s[20:21], vcc, s[20:21]
	s_andn2_b64 exec, exec, s[20:21]
	s_cbranch_execnz .LBB0_13
; %bb.14:                               ;   in Loop: Header=BB0_11 Depth=2
	s_or_b64 exec, exec, s[20:21]
	v_lshlrev_b32_e32 v2, 2, v2
	ds_add_u32 v2, v7 offset:3068
.LBB0_15:                               ;   in Loop: Header=BB0_11 Depth=2
	s_or_b64 exec, exec, s[18:19]
	s_and_saveexec_b64 s[18:19], s[2:3]
	s_cbranch_execz .LBB0_10
; %bb.16:                               ;   in Loop: Header=BB0_11 Depth=2
	s_lshl_b64 s[20:21], s[4:5], 2
	s_add_u32 s30, s24, s20
	s_addc_u32 s31, s25, s21
	s_add_u32 s34, s22, s20
	s_addc_u32 s35, s23, s21
	s_add_u32 s20, s7, s20
	ds_read2st64_b32 v[4:5], v6 offset1:4
	s_addc_u32 s21, s14, s21
	s_load_dword s29, s[30:31], 0x4
	s_load_dword s33, s[34:35], 0x4
	s_load_dword s36, s[20:21], 0x4
	ds_read_b32 v2, v6 offset:2048
	s_mov_b64 s[20:21], 0
	v_mov_b32_e32 v8, 0
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v5, s33, v5
	v_fmac_f32_e32 v5, s36, v4
	v_fmac_f32_e32 v5, s29, v2
	v_cvt_f64_f32_e32 v[4:5], v5
	v_mov_b32_e32 v2, 20
.LBB0_17:                               ;   Parent Loop BB0_6 Depth=1
                                        ;     Parent Loop BB0_11 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_add_u32_e32 v9, v2, v8
	v_lshrrev_b32_e32 v10, 31, v9
	v_add_u32_e32 v9, v9, v10
	v_ashrrev_i32_e32 v10, 1, v9
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[12:13], 3, v[10:11]
	v_mov_b32_e32 v14, s13
	v_add_co_u32_e32 v12, vcc, s12, v12
	v_addc_co_u32_e32 v13, vcc, v14, v13, vcc
	global_load_dwordx2 v[12:13], v[12:13], off
	s_waitcnt vmcnt(0)
	v_cmp_nle_f64_e32 vcc, v[12:13], v[4:5]
	v_cndmask_b32_e32 v8, v8, v10, vcc
	v_cndmask_b32_e32 v2, v10, v2, vcc
	v_add_u32_e32 v9, 1, v8
	v_cmp_le_i32_e32 vcc, v2, v9
	s_or_b64 s[20:21], vcc, s[20:21]
	s_andn2_b64 exec, exec, s[20:21]
	s_cbranch_execnz .LBB0_17
; %bb.18:                               ;   in Loop: Header=BB0_11 Depth=2
	s_or_b64 exec, exec, s[20:21]
	v_lshlrev_b32_e32 v2, 2, v2
	ds_add_u32 v2, v7 offset:3068
	s_branch .LBB0_10
.LBB0_19:                               ;   in Loop: Header=BB0_6 Depth=1
	s_andn2_b64 vcc, exec, s[16:17]
	s_cbranch_vccnz .LBB0_5
; %bb.20:                               ;   in Loop: Header=BB0_6 Depth=1
	s_and_saveexec_b64 s[18:19], s[2:3]
	s_cbranch_execz .LBB0_4
; %bb.21:                               ;   in Loop: Header=BB0_6 Depth=1
	s_lshl_b64 s[2:3], s[4:5], 2
	s_add_u32 s20, s24, s2
	s_addc_u32 s21, s25, s3
	s_add_u32 s30, s22, s2
	s_addc_u32 s31, s23, s3
	s_add_u32 s2, s7, s2
	ds_read2st64_b32 v[4:5], v6 offset1:4
	s_addc_u32 s3, s14, s3
	s_load_dword s4, s[20:21], 0x0
	s_load_dword s29, s[30:31], 0x0
	s_load_dword s33, s[2:3], 0x0
	ds_read_b32 v2, v6 offset:2048
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v8, 0
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v5, s29, v5
	v_fmac_f32_e32 v5, s33, v4
	v_fmac_f32_e32 v5, s4, v2
	v_cvt_f64_f32_e32 v[4:5], v5
	v_mov_b32_e32 v2, 20
.LBB0_22:                               ;   Parent Loop BB0_6 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_add_u32_e32 v9, v2, v8
	v_lshrrev_b32_e32 v10, 31, v9
	v_add_u32_e32 v9, v9, v10
	v_ashrrev_i32_e32 v10, 1, v9
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[12:13], 3, v[10:11]
	v_mov_b32_e32 v14, s13
	v_add_co_u32_e32 v12, vcc, s12, v12
	v_addc_co_u32_e32 v13, vcc, v14, v13, vcc
	global_load_dwordx2 v[12:13], v[12:13], off
	s_waitcnt vmcnt(0)
	v_cmp_nle_f64_e32 vcc, v[12:13], v[4:5]
	v_cndmask_b32_e32 v8, v8, v10, vcc
	v_cndmask_b32_e32 v2, v10, v2, vcc
	v_add_u32_e32 v9, 1, v8
	v_cmp_le_i32_e32 vcc, v2, v9
	s_or_b64 s[2:3], vcc, s[2:3]
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_22
; %bb.23:                               ;   in Loop: Header=BB0_6 Depth=1
	s_or_b64 exec, exec, s[2:3]
	v_lshlrev_b32_e32 v2, 2, v2
	ds_add_u32 v2, v7 offset:3068
	s_branch .LBB0_4
.LBB0_24:
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_26
; %bb.25:
	s_mul_i32 s6, s6, 20
	v_mov_b32_e32 v3, 0
	v_add_u32_e32 v2, s6, v0
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_mov_b32_e32 v0, s9
	v_add_co_u32_e32 v2, vcc, s8, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	global_load_dwordx2 v[4:5], v[2:3], off
	ds_read_b32 v0, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_co_u32_e32 v0, vcc, v4, v0
	v_addc_co_u32_e32 v1, vcc, 0, v5, vcc
	global_store_dwordx2 v[2:3], v[0:1], off
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 15
		.amdhsa_next_free_sgpr 37
		.amdhsa_accum_offset 16
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
	.size	gen_hists, .Lfunc_end0-gen_hists
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1140
; NumSgprs: 39
; NumVgprs: 15
; NumAgprs: 0
; TotalNumVgprs: 15
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 3152 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 39
; NumVGPRsForWavesPerEU: 15
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
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
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         gen_hists.kd
    .vgpr_count:     15
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
