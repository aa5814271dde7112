	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.protected	kernel_gpu_opencl       ; -- Begin function kernel_gpu_opencl
	.globl	kernel_gpu_opencl
	.p2align	8
	.type	kernel_gpu_opencl,@function
kernel_gpu_opencl:                      ; @kernel_gpu_opencl
; %bb.0:
	s_load_dwordx2 s[0:1], s[4:5], 0x8
	s_ashr_i32 s7, s6, 31
	s_waitcnt lgkmcnt(0)
	v_cmp_le_i64_e64 s0, s[0:1], s[6:7]
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_14
; %bb.1:
	s_load_dwordx8 s[8:15], s[4:5], 0x30
	s_movk_i32 s1, 0x290
	v_cmp_gt_u32_e32 vcc_lo, 0x64, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s8
	v_mov_b32_e32 v2, s9
	v_mad_i64_i32 v[1:2], s0, s6, s1, v[1:2]
	v_readfirstlane_b32 s2, v1
	v_readfirstlane_b32 s3, v2
	s_load_dwordx2 s[2:3], s[2:3], 0x10
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, s0, s2, v0
	v_add_co_ci_u32_e64 v2, s0, s3, 0, s0
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_3
; %bb.2:
	v_lshlrev_b64 v[3:4], 4, v[1:2]
	v_lshlrev_b32_e32 v7, 4, v0
	v_add_co_u32 v3, s0, s10, v3
	v_add_co_ci_u32_e64 v4, s0, s11, v4, s0
	global_load_dwordx4 v[3:6], v[3:4], off
	s_waitcnt vmcnt(0)
	ds_write2_b32 v7, v5, v6 offset0:2 offset1:3
	ds_write2_b32 v7, v3, v4 offset1:1
.LBB0_3:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s2
	v_mov_b32_e32 v3, s8
	v_mov_b32_e32 v4, s9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	v_mad_i64_i32 v[3:4], s0, s6, s1, v[3:4]
	v_readfirstlane_b32 s0, v3
	v_readfirstlane_b32 s1, v4
	s_load_dword s0, s[0:1], 0x18
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s0, 0
	s_cbranch_scc1 .LBB0_14
; %bb.4:
	s_load_dword s3, s[4:5], 0x0
	v_lshlrev_b64 v[1:2], 4, v[1:2]
	v_lshlrev_b32_e32 v13, 4, v0
	v_add_co_u32 v5, s0, v3, 24
	v_add_co_ci_u32_e64 v6, s0, 0, v4, s0
	s_movk_i32 s2, 0xc80
	v_add_co_u32 v7, s0, s14, v1
	v_lshl_add_u32 v14, v0, 2, s2
	v_add_nc_u32_e32 v15, 0x640, v13
	v_add_co_ci_u32_e64 v8, s0, s15, v2, s0
	v_or_b32_e32 v17, 8, v13
	s_movk_i32 s4, 0xc88
	s_mov_b32 s14, 0x3fb8aa3b
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e64 v3, s3, -2.0
	v_mul_f32_e32 v16, s3, v3
	s_movk_i32 s3, 0x290
	s_branch .LBB0_6
.LBB0_5:                                ;   in Loop: Header=BB0_6 Depth=1
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s0
	v_readfirstlane_b32 s16, v5
	v_readfirstlane_b32 s17, v6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_add_i32 s5, s1, 1
	s_load_dword s0, s[16:17], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_ge_i32 s1, s0
	s_mov_b32 s1, s5
	s_cbranch_scc1 .LBB0_14
.LBB0_6:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_12 Depth 2
	v_mov_b32_e32 v1, s6
	s_cmp_eq_u32 s1, 0
	s_cbranch_scc1 .LBB0_8
; %bb.7:                                ;   in Loop: Header=BB0_6 Depth=1
	v_mov_b32_e32 v1, s8
	v_mov_b32_e32 v2, s9
	v_mad_i64_i32 v[1:2], s0, s6, s3, v[1:2]
	v_mad_i64_i32 v[1:2], s0, s1, 24, v[1:2]
	global_load_dword v1, v[1:2], off offset:20
.LBB0_8:                                ;   in Loop: Header=BB0_6 Depth=1
	s_and_saveexec_b32 s5, vcc_lo
	s_cbranch_execz .LBB0_10
; %bb.9:                                ;   in Loop: Header=BB0_6 Depth=1
	s_waitcnt vmcnt(0)
	v_mad_i64_i32 v[1:2], s0, v1, s3, s[8:9]
	global_load_dwordx2 v[1:2], v[1:2], off offset:16
	s_waitcnt vmcnt(0)
	v_add_co_u32 v1, s0, v1, v0
	v_add_co_ci_u32_e64 v2, s0, 0, v2, s0
	v_lshlrev_b64 v[3:4], 4, v[1:2]
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v9, s0, s10, v3
	v_add_co_ci_u32_e64 v10, s0, s11, v4, s0
	v_add_co_u32 v11, s0, s12, v1
	v_add_co_ci_u32_e64 v12, s0, s13, v2, s0
	global_load_dwordx4 v[1:4], v[9:10], off
	global_load_dword v18, v[11:12], off
	s_waitcnt vmcnt(1)
	ds_write2_b32 v15, v3, v4 offset0:2 offset1:3
	ds_write2_b32 v15, v1, v2 offset1:1
	s_waitcnt vmcnt(0)
	ds_write_b32 v14, v18
.LBB0_10:                               ;   in Loop: Header=BB0_6 Depth=1
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_5
; %bb.11:                               ;   in Loop: Header=BB0_6 Depth=1
	global_load_dwordx4 v[1:4], v[7:8], off
	ds_read2_b32 v[9:10], v13 offset1:1
	ds_read2_b32 v[11:12], v17 offset1:1
	s_mov_b32 s5, 0
	s_movk_i32 s7, 0xf9c0
.LBB0_12:                               ;   Parent Loop BB0_6 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_add_i32 s15, s7, s2
	s_add_i32 s16, s7, s4
	s_add_i32 s18, s7, 0xc90
	v_mov_b32_e32 v18, s15
	s_add_i32 s19, s7, 0xc98
	v_mov_b32_e32 v20, s16
	s_add_i32 s17, s5, s2
	s_add_i32 s20, s7, 0xca0
	s_add_i32 s21, s7, 0xca8
	s_add_i32 s22, s5, s4
	s_add_i32 s23, s7, 0xcb0
	s_add_i32 s24, s7, 0xcb8
	v_mov_b32_e32 v22, s18
	v_mov_b32_e32 v24, s19
	v_mov_b32_e32 v34, s17
	v_mov_b32_e32 v26, s20
	v_mov_b32_e32 v28, s21
	v_mov_b32_e32 v36, s22
	v_mov_b32_e32 v30, s23
	v_mov_b32_e32 v32, s24
	ds_read2_b32 v[18:19], v18 offset1:1
	ds_read2_b32 v[20:21], v20 offset1:1
	ds_read2_b32 v[22:23], v22 offset1:1
	ds_read2_b32 v[24:25], v24 offset1:1
	ds_read2_b32 v[26:27], v26 offset1:1
	ds_read2_b32 v[28:29], v28 offset1:1
	ds_read2_b32 v[30:31], v30 offset1:1
	ds_read2_b32 v[32:33], v32 offset1:1
	ds_read2_b32 v[34:35], v34 offset1:1
	ds_read2_b32 v[36:37], v36 offset1:1
	s_add_i32 s5, s5, 16
	s_add_i32 s7, s7, 64
	s_cmpk_eq_i32 s5, 0x190
	s_waitcnt lgkmcnt(9)
	v_add_f32_e32 v18, v9, v18
	s_waitcnt lgkmcnt(8)
	v_mul_f32_e32 v38, v11, v20
	v_sub_f32_e32 v39, v10, v19
	s_waitcnt lgkmcnt(6)
	v_mul_f32_e32 v41, v11, v24
	v_add_f32_e32 v22, v9, v22
	s_waitcnt lgkmcnt(4)
	v_mul_f32_e32 v44, v11, v28
	v_fmac_f32_e32 v38, v10, v19
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v19, v9, v30
	v_fmac_f32_e32 v41, v10, v23
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v30, v11, v32
	v_fmac_f32_e32 v44, v10, v27
	v_fmac_f32_e32 v38, v12, v21
	v_sub_f32_e32 v40, v12, v21
	v_fmac_f32_e32 v41, v12, v25
	v_add_f32_e32 v26, v9, v26
	v_fmac_f32_e32 v30, v10, v31
	v_sub_f32_e32 v18, v18, v38
	v_fmac_f32_e32 v44, v12, v29
	v_sub_f32_e32 v21, v22, v41
	v_sub_f32_e32 v20, v11, v20
	v_fmac_f32_e32 v30, v12, v33
	v_mul_f32_e32 v18, v16, v18
	v_sub_f32_e32 v22, v26, v44
	v_mul_f32_e32 v21, v16, v21
	v_sub_f32_e32 v43, v12, v25
	v_sub_f32_e32 v19, v19, v30
	v_mul_f32_e32 v18, s14, v18
	v_mul_f32_e32 v22, v16, v22
	v_mul_f32_e32 v21, s14, v21
	v_sub_f32_e32 v42, v10, v23
	v_mul_f32_e32 v19, v16, v19
	v_exp_f32_e32 v18, v18
	v_mul_f32_e32 v22, s14, v22
	v_exp_f32_e32 v21, v21
	v_sub_f32_e32 v24, v11, v24
	v_mul_f32_e32 v19, s14, v19
	v_sub_f32_e32 v45, v10, v27
	v_exp_f32_e32 v22, v22
	v_sub_f32_e32 v28, v11, v28
	v_sub_f32_e32 v46, v12, v29
	v_exp_f32_e32 v19, v19
	v_add_f32_e32 v25, v18, v18
	s_waitcnt vmcnt(0) lgkmcnt(1)
	v_fmac_f32_e32 v1, v34, v18
	v_add_f32_e32 v18, v21, v21
	v_sub_f32_e32 v23, v10, v31
	v_sub_f32_e32 v32, v11, v32
	v_mul_f32_e32 v30, v39, v25
	v_mul_f32_e32 v20, v20, v25
	v_mul_f32_e32 v25, v40, v25
	v_add_f32_e32 v26, v22, v22
	v_mul_f32_e32 v31, v42, v18
	v_mul_f32_e32 v24, v24, v18
	v_mul_f32_e32 v18, v43, v18
	v_fmac_f32_e32 v2, v34, v30
	v_fmac_f32_e32 v3, v34, v20
	v_fmac_f32_e32 v4, v34, v25
	v_sub_f32_e32 v27, v12, v33
	v_add_f32_e32 v29, v19, v19
	v_fmac_f32_e32 v1, v35, v21
	v_mul_f32_e32 v21, v45, v26
	v_mul_f32_e32 v28, v28, v26
	v_mul_f32_e32 v26, v46, v26
	v_fmac_f32_e32 v2, v35, v31
	v_fmac_f32_e32 v3, v35, v24
	v_fmac_f32_e32 v4, v35, v18
	v_mul_f32_e32 v20, v23, v29
	v_mul_f32_e32 v23, v32, v29
	v_mul_f32_e32 v18, v27, v29
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v1, v36, v22
	v_fmac_f32_e32 v2, v36, v21
	v_fmac_f32_e32 v3, v36, v28
	v_fmac_f32_e32 v4, v36, v26
	v_fmac_f32_e32 v1, v37, v19
	v_fmac_f32_e32 v2, v37, v20
	v_fmac_f32_e32 v3, v37, v23
	v_fmac_f32_e32 v4, v37, v18
	s_cbranch_scc0 .LBB0_12
; %bb.13:                               ;   in Loop: Header=BB0_6 Depth=1
	s_waitcnt_vscnt null, 0x0
	global_store_dwordx4 v[7:8], v[1:4], off
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
		.amdhsa_wavefront_size32 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 47
		.amdhsa_next_free_sgpr 25
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
	.size	kernel_gpu_opencl, .Lfunc_end0-kernel_gpu_opencl
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1432
; NumSgprs: 27
; NumVgprs: 47
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 3600 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 27
; NumVGPRsForWavesPerEU: 47
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
    .sgpr_count:     27
    .sgpr_spill_count: 0
    .symbol:         kernel_gpu_opencl.kd
    .vgpr_count:     47
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
