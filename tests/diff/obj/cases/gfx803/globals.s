	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.hidden	bump                            ; -- Begin function bump
	.globl	bump
	.p2align	2
	.type	bump,@function
bump:                                   ; @bump
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_incPU3AS1Vi@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_incPU3AS1Vi@rel32@hi+12
	s_setpc_b64 s[16:17]
.Lfunc_end0:
	.size	bump, .Lfunc_end0-bump
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 24
; NumSgprs: 38
; NumVgprs: 32
; ScratchSize: 16384
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function poly
	.type	poly,@function
poly:                                   ; @poly
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mad_f32 v1, v0, 0, 1.0
	v_mad_f32 v1, v1, v0, 2.0
	v_madak_f32 v1, v1, v0, 0x40400000
	v_mad_f32 v1, v1, v0, 4.0
	v_madak_f32 v1, v1, v0, 0x40a00000
	v_madak_f32 v1, v1, v0, 0x40c00000
	v_madak_f32 v1, v1, v0, 0x40e00000
	v_madak_f32 v0, v1, v0, 0x41000000
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	poly, .Lfunc_end1-poly
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 104
; NumSgprs: 32
; NumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	k_poly                  ; -- Begin function k_poly
	.globl	k_poly
	.p2align	8
	.type	k_poly,@function
k_poly:                                 ; @k_poly
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_mov_b32 s12, s14
	s_mov_b32 flat_scratch_lo, s13
	s_addc_u32 s1, s1, 0
	v_mov_b32_e32 v3, v0
	s_mov_b32 s13, s15
	s_load_dwordx4 s[36:39], s[8:9], 0x0
	s_load_dwordx2 s[14:15], s[8:9], 0x10
	s_lshl_b32 s17, s12, 6
	v_mov_b32_e32 v4, v1
	v_add_u32_e32 v0, vcc, s17, v3
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[5:6], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s39
	v_add_u32_e32 v0, vcc, s38, v5
	v_addc_u32_e32 v1, vcc, v1, v6, vcc
	flat_load_dword v0, v[0:1]
	s_mov_b32 s32, 0
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, poly@rel32@lo+4
	s_addc_u32 s19, s19, poly@rel32@hi+12
	s_swappc_b64 s[30:31], s[18:19]
	v_cvt_f32_f64_e32 v1, s[14:15]
	v_mov_b32_e32 v7, s37
	s_add_u32 s8, s8, 24
	s_addc_u32 s9, s9, 0
	v_add_f32_e32 v8, v0, v1
	v_add_u32_e32 v0, vcc, s36, v5
	v_addc_u32_e32 v1, vcc, v7, v6, vcc
	flat_store_dword v[0:1], v8
	v_lshlrev_b32_e32 v1, 10, v4
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, counter@rel32@lo+4
	s_addc_u32 s19, s19, counter@rel32@hi+12
	v_lshlrev_b32_e32 v0, 20, v2
	v_or_b32_e32 v1, v3, v1
	v_or_b32_e32 v31, v1, v0
	s_mov_b32 s14, s16
	v_mov_b32_e32 v0, s18
	v_mov_b32_e32 v1, s19
	s_getpc_b64 s[20:21]
	s_add_u32 s20, s20, bump@rel32@lo+4
	s_addc_u32 s21, s21, bump@rel32@hi+12
	s_swappc_b64 s[30:31], s[20:21]
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, gptr@rel32@lo+4
	s_addc_u32 s5, s5, gptr@rel32@hi+12
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v2, s36
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v3, s37
	flat_store_dwordx2 v[0:1], v[2:3]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel k_poly
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 80
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 40
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
	.size	k_poly, .Lfunc_end2-k_poly
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 248
; NumSgprs: 46
; NumVgprs: 32
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 46
; NumVGPRsForWavesPerEU: 32
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	k_lds2                  ; -- Begin function k_lds2
	.globl	k_lds2
	.p2align	8
	.type	k_lds2,@function
k_lds2:                                 ; @k_lds2
; %bb.0:
	v_and_b32_e32 v1, 7, v0
	v_lshlrev_b32_e32 v1, 2, v1
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, coeffs@rel32@lo+4
	s_addc_u32 s1, s1, coeffs@rel32@hi+12
	v_mov_b32_e32 v2, s1
	v_add_u32_e32 v1, vcc, s0, v1
	v_addc_u32_e32 v2, vcc, 0, v2, vcc
	flat_load_dword v1, v[1:2]
	v_mul_u32_u24_e32 v2, 3, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b32 m0, -1
	ds_write_b32 v0, v2
	v_sub_u32_e32 v2, vcc, 0, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier 
	ds_read_b32 v2, v2 offset:1020
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_i32_e32 v2, v2
	v_mov_b32_e32 v3, s1
	v_add_u32_e32 v0, vcc, s0, v0
	v_add_f32_e32 v1, v1, v2
	v_cvt_i32_f32_e32 v2, v1
	v_addc_u32_e32 v1, vcc, 0, v3, vcc
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel k_lds2
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 8
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
		.amdhsa_next_free_sgpr 6
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
	.size	k_lds2, .Lfunc_end3-k_lds2
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 128
; NumSgprs: 8
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 8
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
	.hidden	coeffs                          ; @coeffs
	.type	coeffs,@object
	.section	.rodata,#alloc
	.globl	coeffs
	.p2align	2
coeffs:
	.long	0x3f800000                      ; float 1
	.long	0x40000000                      ; float 2
	.long	0x40400000                      ; float 3
	.long	0x40800000                      ; float 4
	.long	0x40a00000                      ; float 5
	.long	0x40c00000                      ; float 6
	.long	0x40e00000                      ; float 7
	.long	0x41000000                      ; float 8
	.size	coeffs, 32

	.hidden	counter                         ; @counter
	.type	counter,@object
	.section	.bss,#alloc,#write
	.globl	counter
	.p2align	2
counter:
	.long	0                               ; 0x0
	.size	counter, 4

	.hidden	gptr                            ; @gptr
	.type	gptr,@object
	.globl	gptr
	.p2align	3
gptr:
	.quad	0
	.size	gptr, 8

	.hidden	_Z10atomic_incPU3AS1Vi
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.addrsig_sym counter
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
        .size:           8
        .type_name:      double
        .value_kind:     by_value
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           k_poly
    .private_segment_fixed_size: 16384
    .sgpr_count:     46
    .sgpr_spill_count: 0
    .symbol:         k_poly.kd
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           k_lds2
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         k_lds2.kd
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
