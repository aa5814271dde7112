	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.protected	bitonicSortLocal        ; -- Begin function bitonicSortLocal
	.globl	bitonicSortLocal
	.p2align	8
	.type	bitonicSortLocal,@function
bitonicSortLocal:                       ; @bitonicSortLocal
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, v1
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s0, 0xffff
	s_lshl_b32 s0, s3, 1
	s_lshl_b32 s2, s3, 2
	v_mad_u64_u32 v[3:4], s1, s0, s8, v[0:1]
	v_mov_b32_e32 v4, v1
	s_movk_i32 s1, 0x800
	s_cmp_eq_u32 s3, 0
	v_lshlrev_b64 v[5:6], 2, v[3:4]
	v_add_nc_u32_e32 v1, s3, v3
	v_lshlrev_b64 v[7:8], 2, v[1:2]
	v_add_co_u32 v9, vcc_lo, s16, v5
	v_add_co_ci_u32_e32 v10, vcc_lo, s17, v6, vcc_lo
	v_add_co_u32 v5, vcc_lo, s18, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, s19, v6, vcc_lo
	v_add_co_u32 v11, vcc_lo, s16, v7
	v_add_co_ci_u32_e32 v12, vcc_lo, s17, v8, vcc_lo
	v_add_co_u32 v7, vcc_lo, s18, v7
	v_add_co_ci_u32_e32 v8, vcc_lo, s19, v8, vcc_lo
	global_load_dword v13, v[9:10], off
	global_load_dword v14, v[5:6], off
	global_load_dword v15, v[11:12], off
	global_load_dword v16, v[7:8], off
	v_lshlrev_b32_e32 v10, 2, v0
	v_or_b32_e32 v9, s1, v10
	v_add_nc_u32_e32 v8, s2, v10
	v_add_nc_u32_e32 v7, s2, v9
	s_mov_b32 s2, 2
	s_waitcnt vmcnt(2)
	ds_write2st64_b32 v10, v13, v14 offset1:8
	s_waitcnt vmcnt(1)
	ds_write_b32 v8, v15
	s_waitcnt vmcnt(0)
	ds_write_b32 v7, v16
	s_cbranch_scc1 .LBB0_8
; %bb.1:
	s_load_dword s3, s[6:7], 0x24
	v_lshlrev_b32_e32 v11, 1, v0
	s_and_b32 s4, s8, 1
	s_waitcnt lgkmcnt(0)
	s_xor_b32 s3, s4, s3
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_lshl_b32 s2, s2, 1
	s_cmp_gt_u32 s2, s0
	s_cbranch_scc1 .LBB0_8
.LBB0_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_6 Depth 2
	s_cmp_eq_u32 s2, 0
	s_cbranch_scc1 .LBB0_2
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	s_cmp_lg_u32 s2, s0
	s_cselect_b32 s4, -1, 0
	s_lshr_b32 s5, s2, 1
	v_and_b32_e32 v5, s5, v0
	v_cmp_ne_u32_e32 vcc_lo, 0, v5
	s_and_b32 s4, s4, vcc_lo
	v_cndmask_b32_e64 v5, 0, 1, s4
	s_mov_b32 s4, s2
	v_xor_b32_e32 v12, s3, v5
	s_branch .LBB0_6
.LBB0_5:                                ;   in Loop: Header=BB0_6 Depth=2
	s_or_b32 exec_lo, exec_lo, s6
	s_cmp_lt_u32 s4, 4
	s_mov_b32 s4, s5
	ds_write_b32 v13, v19
	ds_write_b32 v17, v20
	ds_write_b32 v15, v18
	s_waitcnt lgkmcnt(3)
	ds_write_b32 v14, v16
	s_cbranch_scc1 .LBB0_2
.LBB0_6:                                ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_lshr_b32 s5, s4, 1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_add_i32 s6, s5, -1
	s_barrier 
	v_and_b32_e32 v5, s6, v0
	s_lshl_b32 s6, s5, 2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	v_sub_nc_u32_e32 v5, v11, v5
	v_lshlrev_b32_e32 v13, 2, v5
	v_add_nc_u32_e32 v15, s6, v13
	v_add_nc_u32_e32 v17, s1, v13
	ds_read2st64_b32 v[5:6], v13 offset1:8
	ds_read_b32 v18, v15
	v_add_nc_u32_e32 v14, s6, v17
	ds_read_b32 v16, v14
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v19, v5
	s_waitcnt lgkmcnt(1)
	v_cmp_gt_u32_e32 vcc_lo, v5, v18
	v_cndmask_b32_e64 v20, 0, 1, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, v12, v20
	v_mov_b32_e32 v20, v6
	s_and_saveexec_b32 s6, vcc_lo
	s_cbranch_execz .LBB0_5
; %bb.7:                                ;   in Loop: Header=BB0_6 Depth=2
	v_mov_b32_e32 v19, v18
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v20, v16
	v_mov_b32_e32 v18, v5
	v_mov_b32_e32 v16, v6
	s_branch .LBB0_5
.LBB0_8:
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	ds_read_b32 v10, v10
	ds_read_b32 v9, v9
	ds_read_b32 v11, v8
	ds_read_b32 v12, v7
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	v_add_co_u32 v5, vcc_lo, s12, v3
	v_add_co_ci_u32_e32 v6, vcc_lo, s13, v4, vcc_lo
	v_add_co_u32 v2, vcc_lo, s14, v3
	v_add_co_ci_u32_e32 v3, vcc_lo, s15, v4, vcc_lo
	v_add_co_u32 v7, vcc_lo, s12, v0
	v_add_co_ci_u32_e32 v8, vcc_lo, s13, v1, vcc_lo
	v_add_co_u32 v0, vcc_lo, s14, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s15, v1, vcc_lo
	s_waitcnt lgkmcnt(3)
	global_store_dword v[5:6], v10, off
	s_waitcnt lgkmcnt(2)
	global_store_dword v[2:3], v9, off
	s_waitcnt lgkmcnt(1)
	global_store_dword v[7:8], v11, off
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v12, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel bitonicSortLocal
		.amdhsa_group_segment_fixed_size 4096
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 21
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
	.size	bitonicSortLocal, .Lfunc_end0-bitonicSortLocal
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 792
; NumSgprs: 22
; NumVgprs: 21
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 21
; Occupancy: 20
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
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
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           bitonicSortLocal
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         bitonicSortLocal.kd
    .vgpr_count:     21
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
