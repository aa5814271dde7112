	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.protected	kernel_gpu_opencl       ; -- Begin function kernel_gpu_opencl
	.globl	kernel_gpu_opencl
	.p2align	8
	.type	kernel_gpu_opencl,@function
kernel_gpu_opencl:                      ; @kernel_gpu_opencl
; %bb.0:
	s_load_dwordx2 s[0:1], s[4:5], 0x8
	s_ashr_i32 s7, s6, 31
	v_pk_mov_b32 v[2:3], s[6:7], s[6:7] op_sel:[0,1]
	s_waitcnt lgkmcnt(0)
	v_cmp_le_i64_e32 vcc, s[0:1], v[2:3]
	s_and_b64 vcc, exec, vcc
	s_cbranch_vccnz .LBB0_14
; %bb.1:
	s_load_dwordx8 s[8:15], s[4:5], 0x30
	v_mov_b32_e32 v1, 0x290
	s_movk_i32 s2, 0x64
	v_cmp_gt_u32_e32 vcc, s2, v0
	s_waitcnt lgkmcnt(0)
	v_pk_mov_b32 v[2:3], s[8:9], s[8:9] op_sel:[0,1]
	v_mad_i64_i32 v[2:3], s[0:1], s6, v1, v[2:3]
	v_readfirstlane_b32 s0, v2
	v_readfirstlane_b32 s1, v3
	s_load_dwordx2 s[0:1], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e64 v2, s[0:1], s0, v0
	v_addc_co_u32_e64 v3, s[0:1], 0, v1, s[0:1]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_3
; %bb.2:
	v_lshlrev_b64 v[4:5], 4, v[2:3]
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e64 v4, s[0:1], s10, v4
	v_addc_co_u32_e64 v5, s[0:1], v1, v5, s[0:1]
	global_load_dwordx4 v[4:7], v[4:5], off
	v_lshlrev_b32_e32 v1, 4, v0
	s_waitcnt vmcnt(0)
	ds_write2_b64 v1, v[4:5], v[6:7] offset1:1
.LBB0_3:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v1, 0x290
	v_pk_mov_b32 v[4:5], s[8:9], s[8:9] op_sel:[0,1]
	v_mad_i64_i32 v[4:5], s[0:1], s6, v1, v[4:5]
	v_readfirstlane_b32 s0, v4
	v_readfirstlane_b32 s1, v5
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_load_dword s0, s[0:1], 0x18
	s_mov_b32 s7, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s0, 0
	s_cbranch_scc1 .LBB0_14
; %bb.4:
	s_load_dword s2, s[4:5], 0x0
	v_add_co_u32_e64 v6, s[0:1], 24, v4
	v_addc_co_u32_e64 v1, s[0:1], 0, v5, s[0:1]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e64 v4, s2, -2.0
	v_lshlrev_b64 v[2:3], 4, v[2:3]
	v_mul_f32_e32 v7, s2, v4
	v_lshlrev_b32_e32 v14, 4, v0
	s_movk_i32 s4, 0xc80
	v_mov_b32_e32 v4, s15
	v_add_co_u32_e64 v8, s[0:1], s14, v2
	v_add_u32_e32 v15, 0x640, v14
	v_lshl_add_u32 v16, v0, 2, s4
	v_addc_co_u32_e64 v9, s[0:1], v4, v3, s[0:1]
	v_or_b32_e32 v17, 8, v14
	s_movk_i32 s5, 0x290
	s_mov_b32 s14, 0x3fb8aa3b
	s_branch .LBB0_6
.LBB0_5:                                ;   in Loop: Header=BB0_6 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_readfirstlane_b32 s0, v6
	v_readfirstlane_b32 s1, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_load_dword s0, s[0:1], 0x0
	s_add_i32 s1, s7, 1
	s_waitcnt lgkmcnt(0)
	s_cmp_ge_i32 s7, s0
	s_mov_b32 s7, s1
	s_cbranch_scc1 .LBB0_14
.LBB0_6:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_12 Depth 2
	s_cmp_eq_u32 s7, 0
	v_mov_b32_e32 v2, s6
	s_cbranch_scc1 .LBB0_8
; %bb.7:                                ;   in Loop: Header=BB0_6 Depth=1
	v_mov_b32_e32 v4, s5
	v_pk_mov_b32 v[2:3], s[8:9], s[8:9] op_sel:[0,1]
	v_mad_i64_i32 v[2:3], s[0:1], s6, v4, v[2:3]
	v_mad_i64_i32 v[2:3], s[0:1], s7, 24, v[2:3]
	global_load_dword v2, v[2:3], off offset:20
.LBB0_8:                                ;   in Loop: Header=BB0_6 Depth=1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_10
; %bb.9:                                ;   in Loop: Header=BB0_6 Depth=1
	v_pk_mov_b32 v[4:5], s[8:9], s[8:9] op_sel:[0,1]
	s_waitcnt vmcnt(0)
	v_mad_i64_i32 v[2:3], s[0:1], v2, s5, v[4:5]
	global_load_dwordx2 v[2:3], v[2:3], off offset:16
	v_mov_b32_e32 v11, s11
	v_mov_b32_e32 v13, s13
	s_waitcnt vmcnt(0)
	v_add_co_u32_e64 v2, s[0:1], v2, v0
	v_addc_co_u32_e64 v3, s[0:1], 0, v3, s[0:1]
	v_lshlrev_b64 v[4:5], 4, v[2:3]
	v_add_co_u32_e64 v10, s[0:1], s10, v4
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_addc_co_u32_e64 v11, s[0:1], v11, v5, s[0:1]
	v_add_co_u32_e64 v12, s[0:1], s12, v2
	v_addc_co_u32_e64 v13, s[0:1], v13, v3, s[0:1]
	global_load_dwordx4 v[2:5], v[10:11], off
	global_load_dword v18, v[12:13], off
	s_waitcnt vmcnt(1)
	ds_write2_b64 v15, v[2:3], v[4:5] offset1:1
	s_waitcnt vmcnt(0)
	ds_write_b32 v16, v18
.LBB0_10:                               ;   in Loop: Header=BB0_6 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_5
; %bb.11:                               ;   in Loop: Header=BB0_6 Depth=1
	global_load_dwordx4 v[2:5], v[8:9], off
	ds_read2_b32 v[10:11], v14 offset1:1
	ds_read2_b32 v[12:13], v17 offset1:1
	s_mov_b32 s2, 0
	s_movk_i32 s3, 0xf9c0
.LBB0_12:                               ;   Parent Loop BB0_6 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_add_i32 s15, s3, s4
	s_add_i32 s16, s3, 0xc88
	s_add_i32 s17, s2, s4
	s_add_i32 s18, s3, 0xc90
	s_add_i32 s19, s3, 0xc98
	s_add_i32 s20, s3, 0xca0
	s_add_i32 s21, s3, 0xca8
	s_add_i32 s22, s3, 0xcb0
	s_add_i32 s23, s3, 0xcb8
	s_add_i32 s24, s3, 0xcc0
	s_add_i32 s25, s3, 0xcc8
	v_mov_b32_e32 v42, s2
	v_mov_b32_e32 v18, s15
	v_mov_b32_e32 v19, s16
	v_mov_b32_e32 v20, s17
	v_mov_b32_e32 v26, s18
	v_mov_b32_e32 v28, s19
	v_mov_b32_e32 v30, s20
	v_mov_b32_e32 v32, s21
	v_mov_b32_e32 v34, s22
	v_mov_b32_e32 v36, s23
	v_mov_b32_e32 v38, s24
	v_mov_b32_e32 v40, s25
	ds_read2_b32 v[22:23], v18 offset1:1
	ds_read2_b32 v[24:25], v19 offset1:1
	ds_read2_b64 v[18:21], v20 offset1:1
	ds_read2_b32 v[26:27], v26 offset1:1
	ds_read2_b32 v[28:29], v28 offset1:1
	ds_read2_b32 v[30:31], v30 offset1:1
	ds_read2_b32 v[32:33], v32 offset1:1
	ds_read2_b32 v[34:35], v34 offset1:1
	ds_read2_b32 v[36:37], v36 offset1:1
	ds_read2_b32 v[38:39], v38 offset1:1
	ds_read2_b32 v[40:41], v40 offset1:1
	ds_read_b32 v42, v42 offset:3216
	s_waitcnt lgkmcnt(10)
	v_mul_f32_e32 v54, v12, v24
	v_pk_add_f32 v[44:45], v[12:13], v[24:25] neg_lo:[0,1] neg_hi:[0,1]
	s_waitcnt lgkmcnt(8)
	v_add_f32_e32 v24, v10, v26
	s_waitcnt lgkmcnt(7)
	v_mul_f32_e32 v26, v12, v28
	v_fmac_f32_e32 v54, v11, v23
	v_add_f32_e32 v43, v10, v22
	v_pk_add_f32 v[46:47], v[12:13], v[28:29] neg_lo:[0,1] neg_hi:[0,1]
	s_waitcnt lgkmcnt(6)
	v_add_f32_e32 v28, v10, v30
	s_waitcnt lgkmcnt(5)
	v_mul_f32_e32 v30, v12, v32
	v_pk_add_f32 v[48:49], v[12:13], v[32:33] neg_lo:[0,1] neg_hi:[0,1]
	s_waitcnt lgkmcnt(4)
	v_add_f32_e32 v32, v10, v34
	s_waitcnt lgkmcnt(3)
	v_mul_f32_e32 v34, v12, v36
	v_fmac_f32_e32 v26, v11, v27
	v_fmac_f32_e32 v54, v13, v25
	v_sub_f32_e32 v55, v11, v23
	v_fmac_f32_e32 v30, v11, v31
	v_fmac_f32_e32 v34, v11, v35
	v_fmac_f32_e32 v26, v13, v29
	v_sub_f32_e32 v23, v43, v54
	v_pk_add_f32 v[50:51], v[12:13], v[36:37] neg_lo:[0,1] neg_hi:[0,1]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v36, v10, v38
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v38, v12, v40
	v_fmac_f32_e32 v30, v13, v33
	v_fmac_f32_e32 v34, v13, v37
	v_sub_f32_e32 v24, v24, v26
	v_mul_f32_e32 v23, v7, v23
	v_fmac_f32_e32 v38, v11, v39
	v_sub_f32_e32 v25, v28, v30
	v_sub_f32_e32 v26, v32, v34
	v_mul_f32_e32 v24, v7, v24
	v_mul_f32_e32 v23, s14, v23
	v_fmac_f32_e32 v38, v13, v41
	v_mul_f32_e32 v25, v7, v25
	v_mul_f32_e32 v26, v7, v26
	v_mul_f32_e32 v28, s14, v24
	v_exp_f32_e32 v24, v23
	v_sub_f32_e32 v56, v11, v27
	v_sub_f32_e32 v27, v36, v38
	v_mul_f32_e32 v25, s14, v25
	v_mul_f32_e32 v29, s14, v26
	v_exp_f32_e32 v26, v28
	v_mul_f32_e32 v27, v7, v27
	v_exp_f32_e32 v28, v25
	v_mul_f32_e32 v27, s14, v27
	v_exp_f32_e32 v30, v29
	v_exp_f32_e32 v32, v27
	v_add_f32_e32 v34, v24, v24
	v_sub_f32_e32 v58, v11, v35
	v_add_f32_e32 v36, v26, v26
	v_mul_f32_e32 v25, v55, v34
	v_pk_mul_f32 v[34:35], v[44:45], v[34:35] op_sel_hi:[1,0]
	v_sub_f32_e32 v57, v11, v31
	v_add_f32_e32 v38, v28, v28
	v_mul_f32_e32 v27, v56, v36
	v_pk_mul_f32 v[36:37], v[46:47], v[36:37] op_sel_hi:[1,0]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[2:3], v[18:19], v[24:25], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[18:19], v[34:35], v[4:5] op_sel_hi:[0,1,1]
	v_sub_f32_e32 v59, v11, v39
	v_pk_add_f32 v[52:53], v[12:13], v[40:41] neg_lo:[0,1] neg_hi:[0,1]
	v_add_f32_e32 v40, v30, v30
	v_mul_f32_e32 v29, v57, v38
	v_pk_mul_f32 v[38:39], v[48:49], v[38:39] op_sel_hi:[1,0]
	v_pk_fma_f32 v[2:3], v[18:19], v[26:27], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[18:19], v[36:37], v[4:5] op_sel:[1,0,0]
	v_mov_b32_e32 v22, v21
	v_add_f32_e32 v54, v32, v32
	v_mul_f32_e32 v31, v58, v40
	v_pk_mul_f32 v[40:41], v[50:51], v[40:41] op_sel_hi:[1,0]
	v_pk_fma_f32 v[2:3], v[20:21], v[28:29], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[20:21], v[38:39], v[4:5] op_sel_hi:[0,1,1]
	s_add_i32 s2, s2, 20
	s_addk_i32 s3, 0x50
	v_mul_f32_e32 v33, v59, v54
	v_pk_mul_f32 v[44:45], v[52:53], v[54:55] op_sel_hi:[1,0]
	v_pk_fma_f32 v[2:3], v[22:23], v[30:31], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[22:23], v[40:41], v[4:5] op_sel_hi:[0,1,1]
	s_cmpk_eq_i32 s2, 0x190
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[2:3], v[42:43], v[32:33], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[42:43], v[44:45], v[4:5] op_sel_hi:[0,1,1]
	s_cbranch_scc0 .LBB0_12
; %bb.13:                               ;   in Loop: Header=BB0_6 Depth=1
	global_store_dwordx4 v[8:9], v[2:5], off
	s_branch .LBB0_5
.LBB0_14:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel kernel_gpu_opencl
		.amdhsa_group_segment_fixed_size 3600
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 80
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
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 26
		.amdhsa_accum_offset 60
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
	.size	kernel_gpu_opencl, .Lfunc_end0-kernel_gpu_opencl
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1560
; NumSgprs: 28
; NumVgprs: 60
; NumAgprs: 0
; TotalNumVgprs: 60
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 3600 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 28
; NumVGPRsForWavesPerEU: 60
; AccumOffset: 60
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 14
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
      - .offset:         0
        .size:           4
        .type_name:      par_str
        .value_kind:     by_value
      - .offset:         8
        .size:           40
        .type_name:      dim_str
        .value_kind:     by_value
      - .address_space:  global
        .is_const:       true
        .offset:         48
        .size:           8
        .type_name:      'box_str*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         56
        .size:           8
        .type_name:      'FOUR_VECTOR*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         64
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         72
        .size:           8
        .type_name:      'FOUR_VECTOR*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 3600
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           kernel_gpu_opencl
    .private_segment_fixed_size: 0
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .symbol:         kernel_gpu_opencl.kd
    .vgpr_count:     60
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
