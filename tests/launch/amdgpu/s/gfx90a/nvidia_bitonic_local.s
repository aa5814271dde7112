	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.protected	bitonicSortLocal        ; -- Begin function bitonicSortLocal
	.globl	bitonicSortLocal
	.p2align	8
	.type	bitonicSortLocal,@function
bitonicSortLocal:                       ; @bitonicSortLocal
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s8
	s_movk_i32 s4, 0x800
	s_waitcnt lgkmcnt(0)
	s_and_b32 s5, s0, 0xffff
	s_lshl_b32 s2, s5, 1
	v_mad_u64_u32 v[4:5], s[0:1], s2, v2, v[0:1]
	v_mov_b32_e32 v5, v1
	v_lshlrev_b64 v[2:3], 2, v[4:5]
	v_mov_b32_e32 v7, s17
	v_add_co_u32_e32 v6, vcc, s16, v2
	v_addc_co_u32_e32 v7, vcc, v7, v3, vcc
	global_load_dword v11, v[6:7], off
	v_mov_b32_e32 v6, s19
	v_add_co_u32_e32 v2, vcc, s18, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	global_load_dword v12, v[2:3], off
	v_add_u32_e32 v2, s5, v4
	v_mov_b32_e32 v3, v1
	v_lshlrev_b64 v[6:7], 2, v[2:3]
	v_mov_b32_e32 v1, s17
	v_add_co_u32_e32 v8, vcc, s16, v6
	v_addc_co_u32_e32 v9, vcc, v1, v7, vcc
	v_mov_b32_e32 v1, s19
	v_add_co_u32_e32 v6, vcc, s18, v6
	global_load_dword v13, v[8:9], off
	v_addc_co_u32_e32 v7, vcc, v1, v7, vcc
	global_load_dword v6, v[6:7], off
	v_lshlrev_b32_e32 v10, 2, v0
	v_or_b32_e32 v9, s4, v10
	s_lshl_b32 s0, s5, 2
	s_mov_b32 s3, 2
	s_cmp_eq_u32 s5, 0
	v_add_u32_e32 v8, s0, v10
	v_add_u32_e32 v1, s0, v9
	s_waitcnt vmcnt(2)
	ds_write2st64_b32 v10, v11, v12 offset1:8
	s_waitcnt vmcnt(1)
	ds_write_b32 v8, v13
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v6
	s_cbranch_scc1 .LBB0_8
; %bb.1:
	s_load_dword s0, s[6:7], 0x24
	s_and_b32 s1, s8, 1
	v_lshlrev_b32_e32 v11, 1, v0
	s_waitcnt lgkmcnt(0)
	s_xor_b32 s5, s1, s0
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_lshl_b32 s3, s3, 1
	s_cmp_gt_u32 s3, s2
	s_cbranch_scc1 .LBB0_8
.LBB0_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_6 Depth 2
	s_cmp_eq_u32 s3, 0
	s_cbranch_scc1 .LBB0_2
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	s_cmp_lg_u32 s3, s2
	s_cselect_b64 s[0:1], -1, 0
	s_lshr_b32 s6, s3, 1
	v_and_b32_e32 v6, s6, v0
	v_cmp_ne_u32_e32 vcc, 0, v6
	s_and_b64 s[0:1], s[0:1], vcc
	v_cndmask_b32_e64 v6, 0, 1, s[0:1]
	v_xor_b32_e32 v12, s5, v6
	s_mov_b32 s6, s3
	s_branch .LBB0_6
.LBB0_5:                                ;   in Loop: Header=BB0_6 Depth=2
	s_or_b64 exec, exec, s[0:1]
	s_cmp_lt_u32 s6, 4
	s_mov_b32 s6, s7
	ds_write_b32 v13, v19
	ds_write_b32 v16, v20
	ds_write_b32 v14, v17
	s_waitcnt lgkmcnt(3)
	ds_write_b32 v15, v18
	s_cbranch_scc1 .LBB0_2
.LBB0_6:                                ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_lshr_b32 s7, s6, 1
	s_add_i32 s0, s7, -1
	v_and_b32_e32 v6, s0, v0
	v_sub_u32_e32 v6, v11, v6
	v_lshlrev_b32_e32 v13, 2, v6
	s_lshl_b32 s0, s7, 2
	v_add_u32_e32 v14, s0, v13
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read2st64_b32 v[6:7], v13 offset1:8
	ds_read_b32 v17, v14
	v_add_u32_e32 v16, s4, v13
	v_add_u32_e32 v15, s0, v16
	ds_read_b32 v18, v15
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v20, v7
	s_waitcnt lgkmcnt(1)
	v_cmp_gt_u32_e32 vcc, v6, v17
	v_cndmask_b32_e64 v19, 0, 1, vcc
	v_cmp_eq_u32_e32 vcc, v12, v19
	v_mov_b32_e32 v19, v6
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_5
; %bb.7:                                ;   in Loop: Header=BB0_6 Depth=2
	v_mov_b32_e32 v19, v17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v20, v18
	v_mov_b32_e32 v17, v6
	v_mov_b32_e32 v18, v7
	s_branch .LBB0_5
.LBB0_8:
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v0, v10
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v7, s13
	v_add_co_u32_e32 v6, vcc, s12, v4
	v_addc_co_u32_e32 v7, vcc, v7, v5, vcc
	ds_read_b32 v9, v9
	ds_read_b32 v8, v8
	ds_read_b32 v10, v1
	s_waitcnt lgkmcnt(3)
	global_store_dword v[6:7], v0, off
	v_mov_b32_e32 v1, s15
	v_add_co_u32_e32 v0, vcc, s14, v4
	v_addc_co_u32_e32 v1, vcc, v1, v5, vcc
	s_waitcnt lgkmcnt(2)
	global_store_dword v[0:1], v9, off
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	v_mov_b32_e32 v3, s13
	v_add_co_u32_e32 v2, vcc, s12, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	s_waitcnt lgkmcnt(1)
	global_store_dword v[2:3], v8, off
	v_mov_b32_e32 v2, s15
	v_add_co_u32_e32 v0, vcc, s14, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v10, off
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 21
		.amdhsa_next_free_sgpr 20
		.amdhsa_accum_offset 24
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
	.size	bitonicSortLocal, .Lfunc_end0-bitonicSortLocal
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 684
; NumSgprs: 22
; NumVgprs: 21
; NumAgprs: 0
; TotalNumVgprs: 21
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 21
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
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
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
