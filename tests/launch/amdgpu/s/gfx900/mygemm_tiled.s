	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	myGEMM2                 ; -- Begin function myGEMM2
	.globl	myGEMM2
	.p2align	8
	.type	myGEMM2,@function
myGEMM2:                                ; @myGEMM2
; %bb.0:
	s_load_dword s10, s[4:5], 0x0
	s_load_dword s11, s[4:5], 0x8
	s_load_dwordx4 s[0:3], s[4:5], 0x10
	s_load_dwordx2 s[8:9], s[4:5], 0x20
	s_lshl_b32 s4, s6, 4
	v_lshl_add_u32 v5, s7, 4, v1
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s11, 16
	v_mov_b32_e32 v6, 0
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_mul_lo_u32 v3, v5, s11
	v_mul_lo_u32 v4, v1, s10
	s_ashr_i32 s5, s11, 31
	s_lshr_b32 s5, s5, 28
	v_lshlrev_b32_e32 v2, 6, v1
	s_add_i32 s5, s11, s5
	v_lshlrev_b32_e32 v7, 2, v0
	v_add_u32_e32 v9, 0x400, v2
	s_ashr_i32 s5, s5, 4
	v_add_u32_e32 v8, v2, v7
	v_add_u32_e32 v10, v9, v7
	v_add_u32_e32 v1, v0, v3
	v_add3_u32 v3, v0, v4, s4
	s_lshl_b32 s6, s10, 4
	v_mov_b32_e32 v6, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[11:12], 2, v[3:4]
	v_ashrrev_i32_e32 v2, 31, v1
	v_mov_b32_e32 v15, s1
	v_lshlrev_b64 v[13:14], 2, v[1:2]
	v_add_co_u32_e32 v11, vcc, s0, v11
	v_addc_co_u32_e32 v12, vcc, v15, v12, vcc
	v_mov_b32_e32 v16, s3
	v_add_co_u32_e32 v13, vcc, s2, v13
	v_addc_co_u32_e32 v14, vcc, v16, v14, vcc
	global_load_dword v2, v[11:12], off
	global_load_dword v4, v[13:14], off
	s_add_i32 s5, s5, -1
	v_add_u32_e32 v1, 16, v1
	v_add_u32_e32 v3, s6, v3
	s_cmp_eq_u32 s5, 0
	s_waitcnt vmcnt(1)
	ds_write_b32 v8, v2
	s_waitcnt vmcnt(0)
	ds_write_b32 v10, v4
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read2_b32 v[19:20], v7 offset1:16
	ds_read2_b64 v[11:14], v9 offset1:1
	ds_read2_b64 v[15:18], v9 offset0:2 offset1:3
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v2, v19, v11, v6
	v_fma_f32 v2, v20, v12, v2
	ds_read2_b32 v[11:12], v7 offset0:32 offset1:48
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v2, v11, v13, v2
	v_fma_f32 v2, v12, v14, v2
	ds_read2_b32 v[11:12], v7 offset0:64 offset1:80
	ds_read2_b32 v[13:14], v7 offset0:96 offset1:112
	ds_read2_b32 v[19:20], v7 offset0:128 offset1:144
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v2, v11, v15, v2
	v_fma_f32 v2, v12, v16, v2
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v2, v13, v17, v2
	v_fma_f32 v2, v14, v18, v2
	ds_read2_b64 v[11:14], v9 offset0:4 offset1:5
	ds_read2_b64 v[15:18], v9 offset0:6 offset1:7
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v2, v19, v11, v2
	v_fma_f32 v2, v20, v12, v2
	ds_read2_b32 v[11:12], v7 offset0:160 offset1:176
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v2, v11, v13, v2
	v_fma_f32 v2, v12, v14, v2
	ds_read2_b32 v[11:12], v7 offset0:192 offset1:208
	ds_read2_b32 v[13:14], v7 offset0:224 offset1:240
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v2, v11, v15, v2
	v_fma_f32 v2, v12, v16, v2
	v_fma_f32 v2, v13, v17, v2
	v_fma_f32 v6, v14, v18, v2
	s_cbranch_scc0 .LBB0_2
.LBB0_3:
	v_mul_lo_u32 v1, v5, s10
	v_mov_b32_e32 v2, s9
	v_add3_u32 v0, s4, v0, v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, s8, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v6, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel myGEMM2
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
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
.Lfunc_end0:
	.size	myGEMM2, .Lfunc_end0-myGEMM2
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 632
; NumSgprs: 14
; NumVgprs: 21
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 21
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
        .type_name:      int
        .value_kind:     by_value
      - .offset:         4
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .is_const:       true
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
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           myGEMM2
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         myGEMM2.kd
    .vgpr_count:     21
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
