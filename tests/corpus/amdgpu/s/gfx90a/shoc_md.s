	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.protected	compute_lj_force        ; -- Begin function compute_lj_force
	.globl	compute_lj_force
	.p2align	8
	.type	compute_lj_force,@function
compute_lj_force:                       ; @compute_lj_force
; %bb.0:
	s_load_dword s9, s[4:5], 0x4
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dword s16, s[6:7], 0x10
	s_mov_b32 s12, 0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s9, 0xffff
	v_mov_b32_e32 v2, s8
	s_mov_b32 s13, s12
	v_mad_u64_u32 v[12:13], s[4:5], s4, v2, v[0:1]
	s_mov_b32 s14, s12
	s_mov_b32 s15, s12
	v_pk_mov_b32 v[2:3], s[12:13], s[12:13] op_sel:[0,1]
	v_mov_b32_e32 v13, v1
	s_cmp_lt_i32 s16, 1
	v_pk_mov_b32 v[4:5], s[14:15], s[14:15] op_sel:[0,1]
	s_cbranch_scc1 .LBB0_5
; %bb.1:
	v_lshlrev_b64 v[2:3], 4, v[12:13]
	v_mov_b32_e32 v0, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	global_load_dwordx4 v[6:9], v[2:3], off
	s_load_dwordx4 s[8:11], s[6:7], 0x20
	s_load_dwordx2 s[4:5], s[6:7], 0x18
	v_pk_mov_b32 v[2:3], s[12:13], s[12:13] op_sel:[0,1]
	v_pk_mov_b32 v[4:5], s[14:15], s[14:15] op_sel:[0,1]
	s_mov_b32 s12, 0x6f800000
	s_waitcnt lgkmcnt(0)
	s_xor_b32 s10, s10, 0x80000000
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, 0x2f800000
	v_mov_b32_e32 v0, v12
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_add_i32 s16, s16, -1
	s_cmp_lg_u32 s16, 0
	v_add_u32_e32 v0, s11, v0
	s_cbranch_scc0 .LBB0_5
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[10:11], 2, v[0:1]
	v_mov_b32_e32 v14, s5
	v_add_co_u32_e32 v10, vcc, s4, v10
	v_addc_co_u32_e32 v11, vcc, v14, v11, vcc
	global_load_dword v10, v[10:11], off
	v_mov_b32_e32 v14, s3
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[10:11], 4, v[10:11]
	v_add_co_u32_e32 v10, vcc, s2, v10
	v_addc_co_u32_e32 v11, vcc, v14, v11, vcc
	global_load_dwordx4 v[14:17], v[10:11], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v11, v7, v15
	v_sub_f32_e32 v10, v6, v14
	v_mul_f32_e32 v15, v11, v11
	v_sub_f32_e32 v14, v8, v16
	v_fmac_f32_e32 v15, v10, v10
	v_fmac_f32_e32 v15, v14, v14
	v_cmp_gt_f32_e32 vcc, s8, v15
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_2
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	v_cmp_gt_f32_e64 vcc, |v15|, s12
	v_cndmask_b32_e32 v16, 1.0, v9, vcc
	v_mul_f32_e32 v15, v15, v16
	v_rcp_f32_e32 v15, v15
	v_mov_b32_e32 v17, s10
	v_mul_f32_e32 v15, v16, v15
	v_mul_f32_e32 v16, v15, v15
	v_mul_f32_e32 v16, v15, v16
	v_mul_f32_e32 v15, v15, v16
	v_fma_f32 v16, s9, v16, v17
	v_mul_f32_e32 v16, v15, v16
	v_pk_fma_f32 v[2:3], v[10:11], v[16:17], v[2:3] op_sel_hi:[1,0,1]
	v_fmac_f32_e32 v4, v14, v16
	s_branch .LBB0_2
.LBB0_5:
	v_lshlrev_b64 v[0:1], 4, v[12:13]
	v_mov_b32_e32 v6, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v6, v1, vcc
	global_store_dwordx4 v[0:1], v[2:5], off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel compute_lj_force
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_next_free_vgpr 18
		.amdhsa_next_free_sgpr 17
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
.Lfunc_end0:
	.size	compute_lj_force, .Lfunc_end0-compute_lj_force
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 452
; NumSgprs: 19
; NumVgprs: 18
; NumAgprs: 0
; TotalNumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 18
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
        .type_name:      'FORCEVECTYPE*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'POSVECTYPE*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      FPTYPE
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      FPTYPE
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .type_name:      FPTYPE
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           compute_lj_force
    .private_segment_fixed_size: 0
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         compute_lj_force.kd
    .vgpr_count:     18
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
