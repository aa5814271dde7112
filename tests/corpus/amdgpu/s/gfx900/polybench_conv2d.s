	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
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
	s_mul_i32 s8, s8, s0
	s_mul_i32 s9, s9, s1
	v_add_u32_e32 v0, s8, v0
	v_add_u32_e32 v1, s9, v1
	s_add_i32 s0, s10, -1
	v_cmp_gt_i32_e64 s[0:1], s0, v1
	v_cmp_lt_i32_e64 s[2:3], 0, v0
	s_and_b64 s[2:3], s[0:1], s[2:3]
	s_add_i32 s0, s11, -1
	v_cmp_gt_i32_e64 s[0:1], s0, v0
	v_cmp_lt_i32_e32 vcc, 0, v1
	s_and_b64 s[0:1], s[2:3], s[0:1]
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_add_u32_e32 v2, -1, v1
	v_mul_lo_u32 v4, v2, s11
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	v_ashrrev_i32_e32 v16, 31, v0
	v_mul_lo_u32 v1, v1, s11
	v_ashrrev_i32_e32 v3, 31, v4
	v_add_co_u32_e32 v2, vcc, v4, v0
	v_addc_co_u32_e32 v3, vcc, v3, v16, vcc
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_add_u32_e32 v4, v4, v0
	v_addc_co_u32_e32 v3, vcc, v5, v3, vcc
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v6, s1
	v_add_co_u32_e32 v4, vcc, s0, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	v_ashrrev_i32_e32 v7, 31, v1
	v_add_co_u32_e32 v6, vcc, v1, v0
	v_addc_co_u32_e32 v7, vcc, v7, v16, vcc
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_mov_b32_e32 v8, s1
	v_add_co_u32_e32 v6, vcc, s0, v6
	v_addc_co_u32_e32 v7, vcc, v8, v7, vcc
	v_add_u32_e32 v8, v1, v0
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_mov_b32_e32 v11, s1
	v_add_co_u32_e32 v10, vcc, s0, v8
	v_addc_co_u32_e32 v11, vcc, v11, v9, vcc
	global_load_dword v17, v[2:3], off offset:-4
	global_load_dwordx2 v[12:13], v[4:5], off
	global_load_dword v18, v[6:7], off offset:-4
	global_load_dwordx2 v[14:15], v[10:11], off
	v_add_u32_e32 v3, s11, v1
	v_ashrrev_i32_e32 v2, 31, v3
	v_add_co_u32_e32 v1, vcc, v3, v0
	v_addc_co_u32_e32 v2, vcc, v2, v16, vcc
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_mov_b32_e32 v4, s1
	v_add_co_u32_e32 v1, vcc, s0, v1
	v_add_u32_e32 v3, v3, v0
	v_addc_co_u32_e32 v2, vcc, v4, v2, vcc
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v3, vcc, s0, v3
	v_addc_co_u32_e32 v4, vcc, v0, v4, vcc
	global_load_dword v0, v[1:2], off offset:-4
	global_load_dwordx2 v[5:6], v[3:4], off
	s_mov_b32 s0, 0x3e4ccccd
	s_mov_b32 s1, 0xbf4ccccd
	s_mov_b32 s4, 0xbe99999a
	s_mov_b32 s5, 0x3f19999a
	s_mov_b32 s6, 0xbf666666
	s_mov_b32 s7, 0x3ecccccd
	s_mov_b32 s8, 0x3f333333
	s_mov_b32 s9, 0x3dcccccd
	v_mov_b32_e32 v1, s3
	s_waitcnt vmcnt(4)
	v_mul_f32_e32 v2, 0.5, v12
	v_fma_f32 v2, v17, s0, v2
	v_fma_f32 v2, v13, s1, v2
	s_waitcnt vmcnt(3)
	v_fma_f32 v2, v18, s4, v2
	s_waitcnt vmcnt(2)
	v_fma_f32 v2, v14, s5, v2
	v_fma_f32 v2, v15, s6, v2
	s_waitcnt vmcnt(1)
	v_fma_f32 v0, v0, s7, v2
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v5, s8, v0
	v_fma_f32 v2, v6, s9, v0
	v_add_co_u32_e32 v0, vcc, s2, v8
	v_addc_co_u32_e32 v1, vcc, v1, v9, vcc
	global_store_dword v[0:1], v2, off
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 19
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
	.size	Convolution2D_kernel, .Lfunc_end0-Convolution2D_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 580
; NumSgprs: 14
; NumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 19
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
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
    .vgpr_count:     19
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
