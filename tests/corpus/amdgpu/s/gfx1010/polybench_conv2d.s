	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.protected	Convolution2D_kernel    ; -- Begin function Convolution2D_kernel
	.globl	Convolution2D_kernel
	.p2align	8
	.type	Convolution2D_kernel,@function
Convolution2D_kernel:                   ; @Convolution2D_kernel
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx2 s[10:11], s[6:7], 0x10
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s1, s0, 16
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s9, s9, s1
	s_mul_i32 s8, s8, s0
	v_add_nc_u32_e32 v1, s9, v1
	v_add_nc_u32_e32 v0, s8, v0
	s_add_i32 s0, s10, -1
	s_add_i32 s1, s11, -1
	v_cmp_gt_i32_e32 vcc_lo, s0, v1
	v_cmp_lt_i32_e64 s0, 0, v0
	v_cmp_gt_i32_e64 s1, s1, v0
	v_cmp_lt_i32_e64 s2, 0, v1
	s_and_b32 s0, vcc_lo, s0
	s_and_b32 s0, s0, s1
	s_and_b32 s0, s2, s0
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_add_nc_u32_e32 v2, -1, v1
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	v_ashrrev_i32_e32 v10, 31, v0
	v_mul_lo_u32 v6, v1, s11
	v_mul_lo_u32 v2, v2, s11
	v_ashrrev_i32_e32 v8, 31, v6
	v_add_nc_u32_e32 v5, v6, v0
	v_ashrrev_i32_e32 v4, 31, v2
	v_add_nc_u32_e32 v1, v2, v0
	v_add_co_u32 v3, vcc_lo, v2, v0
	v_add_nc_u32_e32 v13, s11, v6
	v_add_co_ci_u32_e32 v4, vcc_lo, v4, v10, vcc_lo
	v_ashrrev_i32_e32 v2, 31, v1
	v_add_co_u32 v7, vcc_lo, v6, v0
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_add_co_ci_u32_e32 v8, vcc_lo, v8, v10, vcc_lo
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_ashrrev_i32_e32 v6, 31, v5
	v_ashrrev_i32_e32 v14, 31, v13
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc_lo, s0, v3
	v_add_co_ci_u32_e32 v4, vcc_lo, s1, v4, vcc_lo
	v_add_co_u32 v1, vcc_lo, s0, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s1, v2, vcc_lo
	v_add_nc_u32_e32 v9, v13, v0
	s_clause 0x1
	global_load_dword v15, v[3:4], off offset:-4
	global_load_dwordx2 v[11:12], v[1:2], off
	v_lshlrev_b64 v[1:2], 2, v[7:8]
	v_lshlrev_b64 v[3:4], 2, v[5:6]
	v_add_co_u32 v5, vcc_lo, v13, v0
	v_add_co_ci_u32_e32 v6, vcc_lo, v14, v10, vcc_lo
	v_add_co_u32 v0, vcc_lo, s0, v1
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v2, vcc_lo
	v_add_co_u32 v7, vcc_lo, s0, v3
	v_add_co_ci_u32_e32 v8, vcc_lo, s1, v4, vcc_lo
	v_ashrrev_i32_e32 v10, 31, v9
	global_load_dword v2, v[0:1], off offset:-4
	v_lshlrev_b64 v[0:1], 2, v[5:6]
	global_load_dwordx2 v[5:6], v[7:8], off
	v_lshlrev_b64 v[7:8], 2, v[9:10]
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	v_add_co_u32 v7, vcc_lo, s0, v7
	v_add_co_ci_u32_e32 v8, vcc_lo, s1, v8, vcc_lo
	s_clause 0x1
	global_load_dword v13, v[0:1], off offset:-4
	global_load_dwordx2 v[9:10], v[7:8], off
	v_add_co_u32 v0, vcc_lo, s2, v3
	v_add_co_ci_u32_e32 v1, vcc_lo, s3, v4, vcc_lo
	s_waitcnt vmcnt(4)
	v_mul_f32_e32 v7, 0.5, v11
	v_fmac_f32_e32 v7, 0x3e4ccccd, v15
	v_fmac_f32_e32 v7, 0xbf4ccccd, v12
	s_waitcnt vmcnt(3)
	v_fmac_f32_e32 v7, 0xbe99999a, v2
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v7, 0x3f19999a, v5
	v_fmac_f32_e32 v7, 0xbf666666, v6
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v7, 0x3ecccccd, v13
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v7, 0x3f333333, v9
	v_fmac_f32_e32 v7, 0x3dcccccd, v10
	global_store_dword v[0:1], v7, off
.LBB0_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel Convolution2D_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
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
		.amdhsa_next_free_vgpr 16
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
	.size	Convolution2D_kernel, .Lfunc_end0-Convolution2D_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 548
; NumSgprs: 14
; NumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 16
; Occupancy: 20
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
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
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'DATA_TYPE*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'DATA_TYPE*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           Convolution2D_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         Convolution2D_kernel.kd
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
