	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	kernel_gpu_opencl       ; -- Begin function kernel_gpu_opencl
	.globl	kernel_gpu_opencl
	.p2align	8
	.type	kernel_gpu_opencl,@function
kernel_gpu_opencl:                      ; @kernel_gpu_opencl
; %bb.0:
	s_load_dwordx2 s[0:1], s[4:5], 0x8
	s_ashr_i32 s7, s6, 31
	v_mov_b32_e32 v1, s6
	v_mov_b32_e32 v2, s7
	s_waitcnt lgkmcnt(0)
	v_cmp_le_i64_e32 vcc, s[0:1], v[1:2]
	s_and_b64 vcc, exec, vcc
	s_cbranch_vccnz .LBB0_14
; %bb.1:
	s_load_dwordx8 s[8:15], s[4:5], 0x30
	v_mov_b32_e32 v3, 0x290
	s_movk_i32 s2, 0x64
	v_cmp_gt_u32_e32 vcc, s2, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s8
	v_mov_b32_e32 v2, s9
	v_mad_i64_i32 v[1:2], s[0:1], s6, v3, v[1:2]
	v_readfirstlane_b32 s0, v1
	v_readfirstlane_b32 s1, v2
	s_load_dwordx2 s[0:1], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e64 v1, s[0:1], s0, v0
	v_addc_co_u32_e64 v2, s[0:1], 0, v2, s[0:1]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_3
; %bb.2:
	v_lshlrev_b64 v[3:4], 4, v[1:2]
	v_mov_b32_e32 v5, s11
	v_add_co_u32_e64 v3, s[0:1], s10, v3
	v_addc_co_u32_e64 v4, s[0:1], v5, v4, s[0:1]
	global_load_dwordx4 v[3:6], v[3:4], off
	v_lshlrev_b32_e32 v7, 4, v0
	s_waitcnt vmcnt(0)
	ds_write2_b64 v7, v[3:4], v[5:6] offset1:1
.LBB0_3:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v3, s8
	v_mov_b32_e32 v5, 0x290
	v_mov_b32_e32 v4, s9
	v_mad_i64_i32 v[3:4], s[0:1], s6, v5, v[3:4]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	v_readfirstlane_b32 s0, v3
	v_readfirstlane_b32 s1, v4
	s_waitcnt lgkmcnt(0)
	s_load_dword s0, s[0:1], 0x18
	s_mov_b32 s7, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s0, 0
	s_cbranch_scc1 .LBB0_14
; %bb.4:
	s_load_dword s2, s[4:5], 0x0
	v_add_co_u32_e64 v9, s[0:1], 24, v3
	v_lshlrev_b64 v[1:2], 4, v[1:2]
	v_addc_co_u32_e64 v10, s[0:1], 0, v4, s[0:1]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e64 v3, s2, -2.0
	v_mul_f32_e32 v13, s2, v3
	v_lshlrev_b32_e32 v14, 4, v0
	s_movk_i32 s4, 0xc80
	v_mov_b32_e32 v3, s15
	v_add_co_u32_e64 v11, s[0:1], s14, v1
	v_add_u32_e32 v15, 0x640, v14
	v_lshl_add_u32 v16, v0, 2, s4
	v_addc_co_u32_e64 v12, s[0:1], v3, v2, s[0:1]
	s_movk_i32 s5, 0x290
	s_mov_b32 s14, 0x3fb8aa3b
	s_branch .LBB0_6
.LBB0_5:                                ;   in Loop: Header=BB0_6 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_readfirstlane_b32 s0, v9
	v_readfirstlane_b32 s1, v10
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
	v_mov_b32_e32 v1, s6
	s_cbranch_scc1 .LBB0_8
; %bb.7:                                ;   in Loop: Header=BB0_6 Depth=1
	v_mov_b32_e32 v1, s8
	v_mov_b32_e32 v3, s5
	v_mov_b32_e32 v2, s9
	v_mad_i64_i32 v[1:2], s[0:1], s6, v3, v[1:2]
	v_mad_i64_i32 v[1:2], s[0:1], s7, 24, v[1:2]
	global_load_dword v1, v[1:2], off offset:20
.LBB0_8:                                ;   in Loop: Header=BB0_6 Depth=1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_10
; %bb.9:                                ;   in Loop: Header=BB0_6 Depth=1
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v3, s9
	s_waitcnt vmcnt(0)
	v_mad_i64_i32 v[1:2], s[0:1], v1, s5, v[2:3]
	v_mov_b32_e32 v6, s11
	v_mov_b32_e32 v8, s13
	global_load_dwordx2 v[1:2], v[1:2], off offset:16
	s_waitcnt vmcnt(0)
	v_add_co_u32_e64 v1, s[0:1], v1, v0
	v_addc_co_u32_e64 v2, s[0:1], 0, v2, s[0:1]
	v_lshlrev_b64 v[3:4], 4, v[1:2]
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32_e64 v5, s[0:1], s10, v3
	v_addc_co_u32_e64 v6, s[0:1], v6, v4, s[0:1]
	v_add_co_u32_e64 v7, s[0:1], s12, v1
	v_addc_co_u32_e64 v8, s[0:1], v8, v2, s[0:1]
	global_load_dwordx4 v[1:4], v[5:6], off
	global_load_dword v17, v[7:8], off
	s_waitcnt vmcnt(1)
	ds_write2_b64 v15, v[1:2], v[3:4] offset1:1
	s_waitcnt vmcnt(0)
	ds_write_b32 v16, v17
.LBB0_10:                               ;   in Loop: Header=BB0_6 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_5
; %bb.11:                               ;   in Loop: Header=BB0_6 Depth=1
	global_load_dwordx4 v[1:4], v[11:12], off
	ds_read2_b64 v[5:8], v14 offset1:1
	s_mov_b32 s2, 0
	s_movk_i32 s3, 0xf9c0
.LBB0_12:                               ;   Parent Loop BB0_6 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_add_i32 s15, s3, s4
	s_add_i32 s16, s2, s4
	s_add_i32 s17, s3, 0xc90
	s_add_i32 s18, s3, 0xca0
	v_mov_b32_e32 v17, s15
	v_mov_b32_e32 v21, s16
	v_mov_b32_e32 v25, s17
	v_mov_b32_e32 v29, s18
	ds_read2_b64 v[17:20], v17 offset1:1
	ds_read2_b64 v[21:24], v21 offset1:1
	ds_read2_b64 v[25:28], v25 offset1:1
	ds_read2_b64 v[29:32], v29 offset1:1
	s_add_i32 s19, s3, 0xcb0
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v34, v5, v17
	v_mul_f32_e32 v17, v7, v19
	v_sub_f32_e32 v36, v7, v19
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v19, v7, v27
	v_fma_f32 v17, v6, v18, v17
	v_fma_f32 v38, v8, v20, v17
	v_fma_f32 v17, v6, v26, v19
	v_sub_f32_e32 v39, v6, v26
	v_fma_f32 v26, v8, v28, v17
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v17, v7, v31
	v_mov_b32_e32 v33, s19
	v_fma_f32 v17, v6, v30, v17
	v_sub_f32_e32 v35, v6, v18
	v_sub_f32_e32 v37, v8, v20
	v_sub_f32_e32 v40, v8, v28
	v_add_f32_e32 v28, v5, v29
	v_sub_f32_e32 v29, v6, v30
	v_fma_f32 v30, v8, v32, v17
	ds_read2_b64 v[17:20], v33 offset1:1
	v_add_f32_e32 v25, v5, v25
	v_sub_f32_e32 v34, v34, v38
	v_sub_f32_e32 v25, v25, v26
	v_sub_f32_e32 v26, v28, v30
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v33, v7, v19
	v_fma_f32 v33, v6, v18, v33
	v_mul_f32_e32 v28, v13, v34
	v_fma_f32 v33, v8, v20, v33
	v_add_f32_e32 v17, v5, v17
	v_mul_f32_e32 v25, v13, v25
	v_mul_f32_e32 v28, s14, v28
	v_sub_f32_e32 v17, v17, v33
	v_mul_f32_e32 v26, v13, v26
	v_mul_f32_e32 v25, s14, v25
	v_exp_f32_e32 v28, v28
	v_mul_f32_e32 v17, v13, v17
	v_mul_f32_e32 v26, s14, v26
	v_exp_f32_e32 v25, v25
	v_mul_f32_e32 v17, s14, v17
	v_exp_f32_e32 v26, v26
	v_exp_f32_e32 v17, v17
	v_add_f32_e32 v30, v28, v28
	v_sub_f32_e32 v27, v7, v27
	s_waitcnt vmcnt(0)
	v_fma_f32 v1, v21, v28, v1
	v_add_f32_e32 v28, v25, v25
	v_mul_f32_e32 v34, v35, v30
	v_mul_f32_e32 v35, v36, v30
	v_mul_f32_e32 v30, v37, v30
	v_sub_f32_e32 v31, v7, v31
	v_sub_f32_e32 v32, v8, v32
	v_add_f32_e32 v33, v26, v26
	v_mul_f32_e32 v37, v39, v28
	v_mul_f32_e32 v27, v27, v28
	v_mul_f32_e32 v28, v40, v28
	v_fma_f32 v2, v21, v34, v2
	v_fma_f32 v3, v21, v35, v3
	v_fma_f32 v4, v21, v30, v4
	v_sub_f32_e32 v18, v6, v18
	v_sub_f32_e32 v19, v7, v19
	v_sub_f32_e32 v20, v8, v20
	v_add_f32_e32 v36, v17, v17
	v_fma_f32 v1, v22, v25, v1
	v_mul_f32_e32 v25, v29, v33
	v_mul_f32_e32 v29, v31, v33
	v_mul_f32_e32 v31, v32, v33
	v_fma_f32 v2, v22, v37, v2
	v_fma_f32 v3, v22, v27, v3
	v_fma_f32 v4, v22, v28, v4
	s_add_i32 s2, s2, 16
	s_add_i32 s3, s3, 64
	v_mul_f32_e32 v18, v18, v36
	v_mul_f32_e32 v19, v19, v36
	v_mul_f32_e32 v20, v20, v36
	v_fma_f32 v1, v23, v26, v1
	v_fma_f32 v2, v23, v25, v2
	v_fma_f32 v3, v23, v29, v3
	v_fma_f32 v4, v23, v31, v4
	s_cmpk_eq_i32 s2, 0x190
	v_fma_f32 v1, v24, v17, v1
	v_fma_f32 v2, v24, v18, v2
	v_fma_f32 v3, v24, v19, v3
	v_fma_f32 v4, v24, v20, v4
	s_cbranch_scc0 .LBB0_12
; %bb.13:                               ;   in Loop: Header=BB0_6 Depth=1
	global_store_dwordx4 v[11:12], v[1:4], off
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
		.amdhsa_next_free_vgpr 41
		.amdhsa_next_free_sgpr 20
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
	.size	kernel_gpu_opencl, .Lfunc_end0-kernel_gpu_opencl
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1400
; NumSgprs: 22
; NumVgprs: 41
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 3600 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 41
; Occupancy: 5
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
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         kernel_gpu_opencl.kd
    .vgpr_count:     41
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
