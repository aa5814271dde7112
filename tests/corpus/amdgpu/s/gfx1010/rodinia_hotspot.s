	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.protected	hotspot                 ; -- Begin function hotspot
	.globl	hotspot
	.p2align	8
	.type	hotspot,@function
hotspot:                                ; @hotspot
; %bb.0:
	s_clause 0x3
	s_load_dword s22, s[4:5], 0x0
	s_load_dwordx8 s[8:15], s[4:5], 0x20
	s_load_dwordx4 s[16:19], s[4:5], 0x8
	s_load_dwordx2 s[20:21], s[4:5], 0x18
	s_waitcnt lgkmcnt(0)
	s_lshl_b32 s0, s22, 1
	s_sub_i32 s0, 16, s0
	s_mul_i32 s1, s0, s7
	s_mul_i32 s0, s0, s6
	s_sub_i32 s6, s1, s11
	s_sub_i32 s3, s0, s10
	v_add_nc_u32_e32 v2, s6, v1
	v_add_nc_u32_e32 v3, s3, v0
	v_mul_lo_u32 v4, v2, s8
	v_cmp_gt_i32_e32 vcc_lo, s9, v2
	v_cmp_lt_i32_e64 s0, -1, v3
	v_cmp_gt_i32_e64 s1, s8, v3
	v_cmp_lt_i32_e64 s2, -1, v2
	s_and_b32 s0, vcc_lo, s0
	v_add_nc_u32_e32 v2, v4, v3
	s_and_b32 s0, s0, s1
	s_and_b32 s1, s2, s0
	s_and_saveexec_b32 s0, s1
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_add_co_u32 v5, vcc_lo, s18, v3
	v_add_co_ci_u32_e32 v6, vcc_lo, s19, v4, vcc_lo
	v_add_co_u32 v3, vcc_lo, s16, v3
	v_add_co_ci_u32_e32 v4, vcc_lo, s17, v4, vcc_lo
	global_load_dword v7, v[5:6], off
	global_load_dword v8, v[3:4], off
	v_lshlrev_b32_e32 v3, 2, v0
	v_lshl_add_u32 v3, v1, 6, v3
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v3, v7, v8 offset1:4
.LBB0_2:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s0
	s_cmp_lt_i32 s22, 1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_15
; %bb.3:
	s_load_dword s5, s[4:5], 0x40
	s_sub_i32 s0, 0, s6
	s_ashr_i32 s1, s6, 31
	s_mov_b32 s7, 0x6f800000
	s_add_i32 s2, s6, 15
	s_not_b32 s4, s6
	s_and_b32 s6, s1, s0
	v_cmp_gt_f32_e64 s0, |s13|, s7
	s_mov_b32 s10, 0x2f800000
	s_add_i32 s4, s4, s9
	s_cmp_ge_i32 s2, s9
	v_add_nc_u32_e32 v5, 1, v1
	v_cndmask_b32_e64 v8, 1.0, s10, s0
	s_cselect_b32 s1, s4, 15
	s_sub_i32 s2, 0, s3
	s_ashr_i32 s4, s3, 31
	v_add_nc_u32_e32 v4, -1, v1
	s_and_b32 s9, s4, s2
	v_min_i32_e32 v19, s1, v5
	v_add_nc_u32_e32 v6, -1, v0
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v9, s0, s12, s12, s5
	v_div_scale_f32 v18, vcc_lo, s5, s12, s5
	v_cmp_gt_f32_e64 s0, |s14|, s7
	v_rcp_f32_e32 v14, v9
	v_add_nc_u32_e32 v7, 1, v0
	v_mul_f32_e32 v16, s13, v8
	v_min_i32_e32 v4, s1, v4
	v_cndmask_b32_e64 v10, 1.0, s10, s0
	v_cmp_gt_f32_e64 s0, |s15|, s7
	s_add_i32 s7, s3, 15
	s_not_b32 s3, s3
	v_lshlrev_b32_e32 v11, 2, v0
	s_add_i32 s3, s3, s8
	v_fma_f32 v15, -v9, v14, 1.0
	s_cmp_ge_i32 s7, s8
	v_cndmask_b32_e64 v12, 1.0, s10, s0
	s_cselect_b32 s4, s3, 15
	v_cmp_gt_i32_e64 s3, s6, v5
	v_fmac_f32_e32 v14, v15, v14
	v_mul_f32_e32 v17, s14, v10
	v_mul_f32_e32 v15, s15, v12
	v_lshlrev_b32_e32 v13, 6, v1
	v_cndmask_b32_e64 v19, v19, s6, s3
	v_mul_f32_e32 v20, v18, v14
	v_cmp_lt_i32_e64 s3, s6, v1
	v_rcp_f32_e32 v16, v16
	v_rcp_f32_e32 v17, v17
	v_rcp_f32_e32 v15, v15
	v_fma_f32 v21, -v9, v20, v18
	v_min_i32_e32 v22, s4, v7
	v_min_i32_e32 v6, s4, v6
	v_cndmask_b32_e64 v4, s6, v4, s3
	v_cmp_lt_i32_e64 s3, s4, v0
	v_fmac_f32_e32 v20, v21, v14
	v_cmp_gt_i32_e64 s4, s9, v7
	v_add_nc_u32_e32 v3, v13, v11
	v_cmp_gt_i32_e64 s0, s6, v1
	v_cmp_lt_i32_e64 s1, s1, v1
	v_fma_f32 v5, -v9, v20, v18
	v_cndmask_b32_e64 v18, v22, s9, s4
	v_cmp_gt_i32_e64 s2, s9, v0
	v_mul_f32_e32 v7, v12, v15
	s_mov_b32 s6, 0
	v_div_fmas_f32 v9, v5, v14, v20
	v_cmp_lt_i32_e32 vcc_lo, s9, v0
	v_mul_f32_e32 v5, v8, v16
	v_lshl_add_u32 v12, v18, 2, v13
	s_add_i32 s22, s22, -1
	v_div_fixup_f32 v8, v9, s12, s5
	v_cndmask_b32_e32 v14, s9, v6, vcc_lo
	v_mul_f32_e32 v6, v10, v17
	v_add_nc_u32_e32 v9, 0x400, v3
	v_lshl_add_u32 v10, v19, 6, v11
	v_lshl_add_u32 v11, v4, 6, v11
	v_lshl_add_u32 v13, v14, 2, v13
	v_add_nc_u32_e32 v4, 0x800, v3
	s_mov_b32 s7, 14
                                        ; implicit-def: $sgpr8
	s_branch .LBB0_6
.LBB0_4:                                ;   in Loop: Header=BB0_6 Depth=1
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s4
	s_add_i32 s7, s7, -1
	s_add_i32 s6, s6, 1
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
.LBB0_5:                                ;   in Loop: Header=BB0_6 Depth=1
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB0_13
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	v_cmp_lt_u32_e32 vcc_lo, s6, v0
	s_andn2_b32 s8, s8, exec_lo
	s_and_saveexec_b32 s9, vcc_lo
	s_cbranch_execz .LBB0_10
; %bb.7:                                ;   in Loop: Header=BB0_6 Depth=1
	v_cmp_lt_i32_e32 vcc_lo, s7, v0
	v_cmp_ge_u32_e64 s4, s6, v1
	v_cmp_lt_i32_e64 s5, s7, v1
	s_or_b32 s4, vcc_lo, s4
	s_or_b32 s4, s4, s5
	s_or_b32 s4, s4, s2
	s_or_b32 s4, s4, s3
	s_or_b32 s4, s4, s0
	s_or_b32 s4, s4, s1
	s_xor_b32 s10, s4, -1
	s_mov_b32 s4, 0
	s_and_saveexec_b32 s5, s10
	s_cbranch_execz .LBB0_9
; %bb.8:                                ;   in Loop: Header=BB0_6 Depth=1
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v14, v10
	ds_read_b32 v15, v11
	ds_read_b32 v16, v12
	ds_read_b32 v17, v13
	ds_read_b32 v18, v3
	ds_read_b32 v19, v9
	s_mov_b32 s4, exec_lo
	s_waitcnt lgkmcnt(4)
	v_add_f32_e32 v14, v14, v15
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v15, v16, v17
	s_waitcnt lgkmcnt(1)
	v_fmac_f32_e32 v14, -2.0, v18
	v_fmac_f32_e32 v15, -2.0, v18
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v19, v14, v6
	v_sub_f32_e32 v14, 0x42a00000, v18
	v_fmac_f32_e32 v19, v15, v5
	v_fmac_f32_e32 v19, v14, v7
	v_fmac_f32_e32 v18, v8, v19
	ds_write_b32 v4, v18
.LBB0_9:                                ;   in Loop: Header=BB0_6 Depth=1
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s5
	s_andn2_b32 s5, s8, exec_lo
	s_and_b32 s4, s4, exec_lo
	s_or_b32 s8, s5, s4
.LBB0_10:                               ;   in Loop: Header=BB0_6 Depth=1
	s_or_b32 exec_lo, exec_lo, s9
	s_cmp_eq_u32 s22, s6
	s_mov_b32 s4, -1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_5
; %bb.11:                               ;   in Loop: Header=BB0_6 Depth=1
	s_and_saveexec_b32 s4, s8
	s_cbranch_execz .LBB0_4
; %bb.12:                               ;   in Loop: Header=BB0_6 Depth=1
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v14, v4
	s_waitcnt lgkmcnt(0)
	ds_write_b32 v3, v14
	s_branch .LBB0_4
.LBB0_13:
	s_and_saveexec_b32 s0, s8
	s_cbranch_execz .LBB0_15
; %bb.14:
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v4, v4
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	v_add_co_u32 v0, vcc_lo, s20, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s21, v1, vcc_lo
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v4, off
.LBB0_15:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel hotspot
		.amdhsa_group_segment_fixed_size 3072
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 68
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 23
		.amdhsa_next_free_sgpr 23
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
	.size	hotspot, .Lfunc_end0-hotspot
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1260
; NumSgprs: 25
; NumVgprs: 23
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 3072 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 25
; NumVGPRsForWavesPerEU: 23
; Occupancy: 20
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
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
      - .offset:         0
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
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         52
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         56
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         60
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         64
        .size:           4
        .type_name:      float
        .value_kind:     by_value
    .group_segment_fixed_size: 3072
    .kernarg_segment_align: 8
    .kernarg_segment_size: 68
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           hotspot
    .private_segment_fixed_size: 0
    .sgpr_count:     25
    .sgpr_spill_count: 0
    .symbol:         hotspot.kd
    .vgpr_count:     23
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
