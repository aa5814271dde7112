	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	saxpy                   ; -- Begin function saxpy
	.globl	saxpy
	.p2align	8
	.type	saxpy,@function
saxpy:                                  ; @saxpy
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dword s4, s[4:5], 0x10
	s_lshl_b32 s5, s6, 8
	v_or_b32_e32 v0, s5, v0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s3
	v_add_u32_e32 v2, vcc, s2, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	flat_load_dword v2, v[2:3]
	v_mov_b32_e32 v3, s1
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_load_dword v3, v[0:1]
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v3, s4, v2
	flat_store_dword v[0:1], v3
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel saxpy
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
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
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 7
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
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
	.size	saxpy, .Lfunc_end0-saxpy
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 100
; NumSgprs: 9
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 9
; NumVGPRsForWavesPerEU: 4
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	transpose               ; -- Begin function transpose
	.globl	transpose
	.p2align	8
	.type	transpose,@function
transpose:                              ; @transpose
; %bb.0:
	s_load_dword s8, s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_lshl_b32 s4, s7, 4
	v_add_u32_e32 v2, vcc, s4, v1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v2, v2, s8
	s_lshl_b32 s5, s6, 4
	v_add_u32_e32 v3, vcc, s5, v0
	v_add_u32_e32 v2, vcc, v3, v2
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_mov_b32_e32 v2, s3
	v_add_u32_e32 v4, vcc, s2, v4
	v_addc_u32_e32 v5, vcc, v2, v5, vcc
	flat_load_dword v4, v[4:5]
	s_movk_i32 s2, 0x44
	v_lshlrev_b32_e32 v2, 2, v0
	v_lshlrev_b32_e32 v5, 2, v1
	v_mad_u32_u24 v6, v1, s2, v2
	v_add_u32_e32 v1, vcc, s5, v1
	v_mul_lo_u32 v1, v1, s8
	v_mad_u32_u24 v5, v0, s2, v5
	v_add_u32_e32 v0, vcc, s4, v0
	v_add_u32_e32 v2, vcc, v0, v1
	s_mov_b32 m0, -1
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	v_mov_b32_e32 v3, s1
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	s_waitcnt vmcnt(0)
	ds_write_b32 v6, v4
	s_waitcnt lgkmcnt(0)
	s_barrier 
	ds_read_b32 v2, v5
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel transpose
		.amdhsa_group_segment_fixed_size 1088
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
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
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 9
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end1:
	.size	transpose, .Lfunc_end1-transpose
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 208
; NumSgprs: 11
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 1088 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 7
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	scratch                 ; -- Begin function scratch
	.globl	scratch
	.p2align	8
	.type	scratch,@function
scratch:                                ; @scratch
; %bb.0:
	s_add_i32 s6, s6, s9
	s_lshr_b32 flat_scratch_hi, s6, 8
	s_load_dword s6, s[4:5], 0x8
	s_add_u32 s0, s0, s9
	s_addc_u32 s1, s1, 0
	v_and_b32_e32 v3, 63, v0
	v_lshlrev_b32_e32 v3, 2, v3
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v1, vcc, s6, v0
	v_add_u32_e32 v2, vcc, s6, v1
	buffer_store_dword v2, off, s[0:3], 0 offset:12
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:16
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:20
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:24
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:28
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:32
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:36
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:40
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:44
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:48
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:52
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:56
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:60
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:64
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:68
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:72
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:76
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:80
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:84
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:88
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:92
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:96
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:100
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:104
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:108
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:112
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:116
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:120
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:124
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:128
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:132
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:136
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:140
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:144
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:148
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:152
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:156
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:160
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:164
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:168
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:172
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:176
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:180
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:184
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:188
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:192
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:196
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:200
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:204
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:208
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:212
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:216
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:220
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:224
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:228
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:232
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:236
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:240
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:244
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:248
	v_add_u32_e32 v2, vcc, s6, v2
	buffer_store_dword v1, off, s[0:3], 0 offset:8
	buffer_store_dword v2, off, s[0:3], 0 offset:252
	v_add_u32_e32 v2, vcc, s6, v2
	v_and_b32_e32 v1, 63, v1
	buffer_store_dword v2, off, s[0:3], 0 offset:256
	v_lshlrev_b32_e32 v1, 2, v1
	v_mov_b32_e32 v2, 4
	buffer_store_dword v0, off, s[0:3], 0 offset:4
	v_add_u32_e32 v1, vcc, v2, v1
	v_add_u32_e32 v2, vcc, v2, v3
	buffer_load_dword v1, v1, s[0:3], 0 offen
	buffer_load_dword v2, v2, s[0:3], 0 offen
	s_load_dwordx2 s[4:5], s[4:5], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b32 flat_scratch_lo, s7
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, v2, v1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s5
	v_add_u32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel scratch
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 260
		.amdhsa_kernarg_size 12
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 10
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end2:
	.size	scratch, .Lfunc_end2-scratch
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 888
; NumSgprs: 16
; NumVgprs: 4
; ScratchSize: 260
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 4
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	reduce                  ; -- Begin function reduce
	.globl	reduce
	.p2align	8
	.type	reduce,@function
reduce:                                 ; @reduce
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v3, 3, v0
	s_mov_b32 m0, -1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s3
	v_add_u32_e32 v1, vcc, s2, v3
	v_addc_u32_e32 v2, vcc, 0, v2, vcc
	flat_load_dwordx2 v[1:2], v[1:2]
	v_cmp_gt_u32_e32 vcc, 32, v0
	s_waitcnt vmcnt(0)
	v_mul_f64 v[1:2], v[1:2], 0.5
	ds_write_b64 v3, v[1:2]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB3_2
; %bb.1:
	ds_read_b64 v[4:5], v3 offset:256
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[1:2], v[4:5], v[1:2]
	ds_write_b64 v3, v[1:2]
.LBB3_2:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e32 vcc, 16, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB3_4
; %bb.3:
	ds_read_b64 v[4:5], v3 offset:128
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[1:2], v[4:5], v[1:2]
	ds_write_b64 v3, v[1:2]
.LBB3_4:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e32 vcc, 8, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB3_6
; %bb.5:
	ds_read_b64 v[4:5], v3 offset:64
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[1:2], v[4:5], v[1:2]
	ds_write_b64 v3, v[1:2]
.LBB3_6:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e32 vcc, 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB3_8
; %bb.7:
	ds_read_b64 v[4:5], v3 offset:32
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[1:2], v[4:5], v[1:2]
	ds_write_b64 v3, v[1:2]
.LBB3_8:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e32 vcc, 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB3_10
; %bb.9:
	ds_read_b64 v[4:5], v3 offset:16
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[1:2], v[4:5], v[1:2]
	ds_write_b64 v3, v[1:2]
.LBB3_10:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b32 s7, 0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB3_12
; %bb.11:
	ds_read_b64 v[4:5], v3 offset:8
	s_lshl_b64 s[2:3], s[6:7], 3
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[0:1], v[4:5], v[1:2]
	ds_write_b64 v3, v[0:1]
	v_mov_b32_e32 v0, 0
	ds_read_b64 v[0:1], v0
	v_mov_b32_e32 v3, s1
	v_mov_b32_e32 v2, s0
	s_waitcnt lgkmcnt(0)
	flat_store_dwordx2 v[2:3], v[0:1]
.LBB3_12:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel reduce
		.amdhsa_group_segment_fixed_size 512
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
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
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end3:
	.size	reduce, .Lfunc_end3-reduce
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 448
; NumSgprs: 10
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 512 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 6
; Occupancy: 10
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
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      float
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           saxpy
    .private_segment_fixed_size: 0
    .sgpr_count:     9
    .sgpr_spill_count: 0
    .symbol:         saxpy.kd
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 1088
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           transpose
    .private_segment_fixed_size: 0
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         transpose.kd
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 12
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           scratch
    .private_segment_fixed_size: 260
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         scratch.kd
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 512
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           reduce
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         reduce.kd
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
