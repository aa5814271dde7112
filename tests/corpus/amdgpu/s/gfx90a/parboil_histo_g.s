	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.file	0 "." "src/parboil_histo_g.cl" md5 0x21ce3ffa4b99d44545e911bc893348d2
	.file	1 "/usr/lib/llvm-14/lib/clang/14.0.6/include" "opencl-c-base.h" md5 0xfa1685a960bf69b8d0f8ccc506cbc0c7
	.file	2 "." "prelude.h" md5 0x3bedb4c2f890fae0e1dc71783a20be52
	.protected	histo_kernel            ; -- Begin function histo_kernel
	.globl	histo_kernel
	.p2align	8
	.type	histo_kernel,@function
histo_kernel:                           ; @histo_kernel
.Lfunc_begin0:
	.file	3 "src" "parboil_histo.cl" md5 0xe9bafbb1c8150bde6ff1a198105bbf4a
	.loc	3 10 0                          ; src/parboil_histo.cl:10:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	2 60 32 prologue_end            ; ./prelude.h:60:32
	s_load_dword s2, s[4:5], 0x4
.Ltmp0:
	.loc	3 0 0 is_stmt 0                 ; src/parboil_histo.cl:0:0
	s_load_dwordx2 s[0:1], s[6:7], 0x10
.Ltmp1:
	;DEBUG_VALUE: get_local_size:d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: get_group_id:d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: get_global_id:d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: histo_kernel:img_height <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: histo_kernel:img_width <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 42 18 is_stmt 1               ; ./prelude.h:42:18
	v_mov_b32_e32 v1, 0
.Ltmp2:
	.loc	2 85 46                         ; ./prelude.h:85:46
	v_mov_b32_e32 v2, s8
.Ltmp3:
	.loc	2 60 32                         ; ./prelude.h:60:32
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
.Ltmp4:
	;DEBUG_VALUE: get_local_id:d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	.loc	2 85 46                         ; ./prelude.h:85:46
	v_mad_u64_u32 v[0:1], s[2:3], s2, v2, v[0:1]
.Ltmp5:
	;DEBUG_VALUE: histo_kernel:i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	3 12 21                         ; src/parboil_histo.cl:12:21
	s_mul_i32 s0, s1, s0
	.loc	3 12 9 is_stmt 0                ; src/parboil_histo.cl:12:9
	v_cmp_gt_u32_e32 vcc, s0, v0
	;DEBUG_VALUE: histo_kernel:histo <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: histo_kernel:img <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_3
.Ltmp6:
; %bb.1:
	.loc	3 0 0                           ; src/parboil_histo.cl:0:0
	s_load_dwordx4 s[0:3], s[6:7], 0x0
.Ltmp7:
	.loc	3 13 26 is_stmt 1               ; src/parboil_histo.cl:13:26
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	global_load_dword v0, v[2:3], off
.Ltmp8:
	;DEBUG_VALUE: value <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	3 14 9                          ; src/parboil_histo.cl:14:9
	v_mov_b32_e32 v2, s3
	s_movk_i32 s0, 0xff
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	;DEBUG_VALUE: atomic_inc:p <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0_vgpr1
	global_load_dword v2, v[0:1], off
	.loc	3 14 22 is_stmt 0               ; src/parboil_histo.cl:14:22
	s_waitcnt vmcnt(0)
	v_cmp_gt_u32_e32 vcc, s0, v2
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_3
.Ltmp9:
; %bb.2:
	;DEBUG_VALUE: atomic_inc:p <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0_vgpr1
	.loc	3 0 22                          ; src/parboil_histo.cl:0:22
	v_mov_b32_e32 v2, 1
.Ltmp10:
	.loc	2 130 1 is_stmt 1               ; ./prelude.h:130:1
	global_atomic_add v[0:1], v2, off
.Ltmp11:
.LBB0_3:
	.loc	3 17 1                          ; src/parboil_histo.cl:17:1
	s_endpgm
.Ltmp12:
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel histo_kernel
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 9
		.amdhsa_accum_offset 4
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
	.size	histo_kernel, .Lfunc_end0-histo_kernel
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 180
; NumSgprs: 11
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 4
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	histo_local_kernel      ; -- Begin function histo_local_kernel
	.globl	histo_local_kernel
	.p2align	8
	.type	histo_local_kernel,@function
histo_local_kernel:                     ; @histo_local_kernel
.Lfunc_begin1:
	.loc	3 21 0                          ; src/parboil_histo.cl:21:0
	.cfi_startproc
; %bb.0:
	.loc	3 0 0 is_stmt 0                 ; src/parboil_histo.cl:0:0
	s_load_dwordx4 s[12:15], s[6:7], 0x10
.Ltmp13:
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: get_local_id:d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: histo_local_kernel:size <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: histo_local_kernel:histo <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: histo_local_kernel:img <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: histo_local_kernel:nbins <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: histo_local_kernel:lh <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	3 22 44 prologue_end is_stmt 1  ; src/parboil_histo.cl:22:44
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s13, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB1_3
.Ltmp14:
; %bb.1:
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	3 0 44 is_stmt 0                ; src/parboil_histo.cl:0:44
	s_load_dword s0, s[4:5], 0x4
	.loc	3 22 3                          ; src/parboil_histo.cl:22:3
	v_lshl_add_u32 v1, v0, 2, s14
	s_mov_b64 s[10:11], 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, v0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s9, s0, 0xffff
	s_lshl_b32 s15, s9, 2
.Ltmp15:
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	3 22 55                         ; src/parboil_histo.cl:22:55
	v_add_u32_e32 v3, s9, v3
.Ltmp16:
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	3 22 44                         ; src/parboil_histo.cl:22:44
	v_cmp_le_u32_e64 s[0:1], s13, v3
	.loc	3 23 11 is_stmt 1               ; src/parboil_histo.cl:23:11
	ds_write_b32 v1, v2
.Ltmp17:
	;DEBUG_VALUE: get_local_size:d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	.loc	3 0 11 is_stmt 0                ; src/parboil_histo.cl:0:11
	s_or_b64 s[10:11], s[0:1], s[10:11]
	.loc	3 22 44 is_stmt 1               ; src/parboil_histo.cl:22:44
	v_add_u32_e32 v1, s15, v1
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB1_2
.Ltmp18:
.LBB1_3:
	.loc	3 0 44 is_stmt 0                ; src/parboil_histo.cl:0:44
	s_or_b64 exec, exec, s[2:3]
	s_load_dwordx4 s[16:19], s[6:7], 0x0
.Ltmp19:
	.loc	2 60 32 is_stmt 1               ; ./prelude.h:60:32
	s_load_dword s0, s[4:5], 0x4
.Ltmp20:
	.loc	2 42 18                         ; ./prelude.h:42:18
	v_mov_b32_e32 v1, 0
.Ltmp21:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 85 46                         ; ./prelude.h:85:46
	v_mov_b32_e32 v2, s8
.Ltmp22:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
.Ltmp23:
	.loc	2 60 32                         ; ./prelude.h:60:32
	s_and_b32 s9, s0, 0xffff
.Ltmp24:
	;DEBUG_VALUE: get_local_id:d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	.loc	2 85 46                         ; ./prelude.h:85:46
	v_mad_u64_u32 v[2:3], s[0:1], s9, v2, v[0:1]
.Ltmp25:
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	3 25 45                         ; src/parboil_histo.cl:25:45
	v_cmp_gt_u32_e64 s[0:1], s12, v2
.Ltmp26:
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
	;DEBUG_VALUE: get_local_size:d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
.Ltmp27:
	;DEBUG_VALUE: get_group_id:d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: get_global_id:d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB1_6
.Ltmp28:
; %bb.4:
	;DEBUG_VALUE: get_global_id:d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: get_group_id:d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: get_local_size:d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: get_local_id:d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	v_cvt_f32_u32_e32 v1, s13
	s_load_dword s4, s[4:5], 0xc
	s_sub_i32 s0, 0, s13
	s_mov_b64 s[6:7], 0
	v_rcp_iflag_f32_e32 v1, v1
	s_mov_b32 s1, 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v3, v1
	v_mov_b32_e32 v1, 1
	v_mul_lo_u32 v4, s0, v3
	v_mul_hi_u32 v4, v3, v4
	v_add_u32_e32 v4, v3, v4
	v_mov_b32_e32 v3, 0
.Ltmp29:
.LBB1_5:                                ; =>This Inner Loop Header: Depth=1
	.loc	3 26 20 is_stmt 1               ; src/parboil_histo.cl:26:20
	v_lshlrev_b64 v[6:7], 2, v[2:3]
	v_mov_b32_e32 v5, s17
	v_add_co_u32_e64 v6, s[0:1], s16, v6
	v_addc_co_u32_e64 v7, s[0:1], v5, v7, s[0:1]
	global_load_dword v5, v[6:7], off
	.loc	3 26 27 is_stmt 0               ; src/parboil_histo.cl:26:27
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v6, v5, v4
	v_mul_lo_u32 v6, v6, s13
	v_sub_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s13, v5
	v_cmp_le_u32_e64 s[0:1], s13, v5
	v_cndmask_b32_e64 v5, v5, v6, s[0:1]
	v_subrev_u32_e32 v6, s13, v5
	v_cmp_le_u32_e64 s[0:1], s13, v5
	v_cndmask_b32_e64 v5, v5, v6, s[0:1]
	.loc	3 26 17                         ; src/parboil_histo.cl:26:17
	v_lshl_add_u32 v5, v5, 2, s14
.Ltmp30:
	;DEBUG_VALUE: atomic_add:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	;DEBUG_VALUE: atomic_add:p <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	.loc	2 109 1 is_stmt 1               ; ./prelude.h:109:1
	ds_add_u32 v5, v1
.Ltmp31:
	.loc	3 25 55                         ; src/parboil_histo.cl:25:55
	s_waitcnt lgkmcnt(0)
	v_add_co_u32_e64 v2, s[0:1], s4, v2
.Ltmp32:
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	3 25 45 is_stmt 0               ; src/parboil_histo.cl:25:45
	v_cmp_le_u32_e64 s[0:1], s12, v2
	s_or_b64 s[6:7], s[0:1], s[6:7]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB1_5
.Ltmp33:
.LBB1_6:
	.loc	3 0 45                          ; src/parboil_histo.cl:0:45
	s_or_b64 exec, exec, s[2:3]
.Ltmp34:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_11
.Ltmp35:
; %bb.7:
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	3 28 3                          ; src/parboil_histo.cl:28:3
	v_lshl_add_u32 v2, v0, 2, s14
	s_lshl_b32 s4, s9, 2
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v1, 0
	s_branch .LBB1_9
.Ltmp36:
.LBB1_8:                                ;   in Loop: Header=BB1_9 Depth=1
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	3 0 3 is_stmt 0                 ; src/parboil_histo.cl:0:3
	s_or_b64 exec, exec, s[2:3]
.Ltmp37:
	;DEBUG_VALUE: get_local_size:d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	.loc	3 28 55                         ; src/parboil_histo.cl:28:55
	v_add_u32_e32 v0, s9, v0
.Ltmp38:
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	3 28 44                         ; src/parboil_histo.cl:28:44
	v_cmp_le_u32_e32 vcc, s13, v0
	s_or_b64 s[0:1], vcc, s[0:1]
	v_add_u32_e32 v2, s4, v2
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB1_11
.Ltmp39:
.LBB1_9:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	3 29 9 is_stmt 1                ; src/parboil_histo.cl:29:9
	ds_read_b32 v3, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_ne_u32_e32 vcc, 0, v3
	;DEBUG_VALUE: atomic_add:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	;DEBUG_VALUE: atomic_add:p <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB1_8
.Ltmp40:
; %bb.10:                               ;   in Loop: Header=BB1_9 Depth=1
	;DEBUG_VALUE: atomic_add:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	3 30 19                         ; src/parboil_histo.cl:30:19
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v6, s19
	v_add_co_u32_e32 v4, vcc, s18, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
.Ltmp41:
	;DEBUG_VALUE: atomic_add:p <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_constu 4, DW_OP_mul, DW_OP_plus, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef, $vgpr0_vgpr1
	.loc	2 109 1                         ; ./prelude.h:109:1
	global_atomic_add v[4:5], v3, off
	s_branch .LBB1_8
.Ltmp42:
.LBB1_11:
	.loc	3 31 1                          ; src/parboil_histo.cl:31:1
	s_endpgm
.Ltmp43:
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel histo_local_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 20
		.amdhsa_accum_offset 8
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
.Lfunc_end1:
	.size	histo_local_kernel, .Lfunc_end1-histo_local_kernel
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 552
; NumSgprs: 22
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 8
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	histo_final_kernel      ; -- Begin function histo_final_kernel
	.globl	histo_final_kernel
	.p2align	8
	.type	histo_final_kernel,@function
histo_final_kernel:                     ; @histo_final_kernel
.Lfunc_begin2:
	.loc	3 35 0                          ; src/parboil_histo.cl:35:0
	.cfi_startproc
; %bb.0:
	.loc	2 60 32 prologue_end            ; ./prelude.h:60:32
	s_load_dword s0, s[4:5], 0x4
.Ltmp44:
	.loc	3 0 0 is_stmt 0                 ; src/parboil_histo.cl:0:0
	s_load_dword s3, s[6:7], 0x4
	;DEBUG_VALUE: histo_final_kernel:size_low_histo <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.Ltmp45:
	;DEBUG_VALUE: get_local_id:d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: histo_final_kernel:final_histo <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: histo_final_kernel:global_histo <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: histo_final_kernel:size_histo <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 42 18 is_stmt 1               ; ./prelude.h:42:18
	v_mov_b32_e32 v1, 0
.Ltmp46:
	;DEBUG_VALUE: get_local_size:d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: get_group_id:d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	.loc	3 36 47                         ; src/parboil_histo.cl:36:47
	v_mov_b32_e32 v2, s8
.Ltmp47:
	.loc	2 60 32                         ; ./prelude.h:60:32
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
.Ltmp48:
	.loc	3 36 47                         ; src/parboil_histo.cl:36:47
	v_mad_u64_u32 v[0:1], s[0:1], s0, v2, v[0:1]
.Ltmp49:
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: histo_final_kernel:start_offset <- [DW_OP_LLVM_convert 64 7, DW_OP_LLVM_convert 32 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0_vgpr1
	.loc	3 37 41                         ; src/parboil_histo.cl:37:41
	v_cmp_gt_u32_e32 vcc, s3, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_3
.Ltmp50:
; %bb.1:
	;DEBUG_VALUE: histo_final_kernel:start_offset <- [DW_OP_LLVM_convert 64 7, DW_OP_LLVM_convert 32 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0_vgpr1
	;DEBUG_VALUE: get_group_id:d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: get_local_size:d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: get_local_id:d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	.loc	3 0 0 is_stmt 0                 ; src/parboil_histo.cl:0:0
	s_load_dwordx4 s[8:11], s[6:7], 0x8
	s_load_dword s2, s[4:5], 0xc
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v1, 0
.Ltmp51:
	s_mov_b32 s1, 0
.Ltmp52:
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	3 38 22 is_stmt 1               ; src/parboil_histo.cl:38:22
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s9
	v_add_co_u32_e32 v2, vcc, s8, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dword v4, v[2:3], off
.Ltmp53:
	;DEBUG_VALUE: v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	3 39 5                          ; src/parboil_histo.cl:39:5
	v_mov_b32_e32 v3, s11
	v_add_co_u32_e32 v2, vcc, s10, v0
.Ltmp54:
	.loc	3 37 57                         ; src/parboil_histo.cl:37:57
	v_add_co_u32_e64 v0, s[0:1], s2, v0
.Ltmp55:
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	3 39 5                          ; src/parboil_histo.cl:39:5
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
.Ltmp56:
	.loc	3 37 41                         ; src/parboil_histo.cl:37:41
	v_cmp_le_u32_e32 vcc, s3, v0
	s_or_b64 s[4:5], vcc, s[4:5]
.Ltmp57:
	;DEBUG_VALUE: min:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 255
	;DEBUG_VALUE: min:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	2 193 40                        ; ./prelude.h:193:40
	s_waitcnt vmcnt(0)
	v_min_u32_e32 v4, 0xff, v4
.Ltmp58:
	.loc	3 39 20                         ; src/parboil_histo.cl:39:20
	global_store_byte v[2:3], v4, off
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB2_2
.Ltmp59:
.LBB2_3:
	.loc	3 41 1                          ; src/parboil_histo.cl:41:1
	s_endpgm
.Ltmp60:
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel histo_final_kernel
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 8
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
.Lfunc_end2:
	.size	histo_final_kernel, .Lfunc_end2-histo_final_kernel
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 184
; NumSgprs: 14
; NumVgprs: 5
; NumAgprs: 0
; TotalNumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 5
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.debug_loclists
	.long	.Ldebug_list_header_end0-.Ldebug_list_header_start0 ; Length
.Ldebug_list_header_start0:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	5                               ; Offset entry count
.Lloclists_table_base0:
	.long	.Ldebug_loc0-.Lloclists_table_base0
	.long	.Ldebug_loc1-.Lloclists_table_base0
	.long	.Ldebug_loc2-.Lloclists_table_base0
	.long	.Ldebug_loc3-.Lloclists_table_base0
	.long	.Ldebug_loc4-.Lloclists_table_base0
.Ldebug_loc0:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp1-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp6-.Lfunc_begin0           ;   ending offset
	.byte	5                               ; Loc expr size
	.byte	48                              ; DW_OP_lit0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp1-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp6-.Lfunc_begin0           ;   ending offset
	.byte	5                               ; Loc expr size
	.byte	48                              ; DW_OP_lit0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	131                             ; 2563
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc3:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp46-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp50-.Lfunc_begin0          ;   ending offset
	.byte	5                               ; Loc expr size
	.byte	48                              ; DW_OP_lit0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc4:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp53-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp58-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	132                             ; 2564
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_list_header_end0:
	.section	.debug_abbrev
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	1                               ; DW_CHILDREN_yes
	.byte	37                              ; DW_AT_producer
	.byte	37                              ; DW_FORM_strx1
	.byte	19                              ; DW_AT_language
	.byte	5                               ; DW_FORM_data2
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	114                             ; DW_AT_str_offsets_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	16                              ; DW_AT_stmt_list
	.byte	23                              ; DW_FORM_sec_offset
	.byte	27                              ; DW_AT_comp_dir
	.byte	37                              ; DW_FORM_strx1
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	115                             ; DW_AT_addr_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	116                             ; DW_AT_rnglists_base
	.byte	23                              ; DW_FORM_sec_offset
	.ascii	"\214\001"                      ; DW_AT_loclists_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
	.byte	36                              ; DW_TAG_base_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	62                              ; DW_AT_encoding
	.byte	11                              ; DW_FORM_data1
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	22                              ; DW_TAG_typedef
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
	.byte	19                              ; DW_TAG_structure_type
	.byte	1                               ; DW_CHILDREN_yes
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	6                               ; Abbreviation Code
	.byte	13                              ; DW_TAG_member
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	56                              ; DW_AT_data_member_location
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	7                               ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	51                              ; DW_AT_address_class
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	8                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	110                             ; DW_AT_linkage_name
	.byte	37                              ; DW_FORM_strx1
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	32                              ; DW_AT_inline
	.byte	33                              ; DW_FORM_implicit_const
	.byte	1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	9                               ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	10                              ; Abbreviation Code
	.byte	53                              ; DW_TAG_volatile_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	11                              ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	122                             ; DW_AT_call_all_calls
	.byte	25                              ; DW_FORM_flag_present
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	54                              ; DW_AT_calling_convention
	.byte	11                              ; DW_FORM_data1
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	12                              ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	13                              ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	1                               ; DW_CHILDREN_yes
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	35                              ; DW_FORM_rnglistx
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	14                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	34                              ; DW_FORM_loclistx
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	15                              ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	16                              ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	17                              ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	1                               ; DW_CHILDREN_yes
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	18                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	19                              ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	110                             ; DW_AT_linkage_name
	.byte	37                              ; DW_FORM_strx1
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	32                              ; DW_AT_inline
	.byte	33                              ; DW_FORM_implicit_const
	.byte	1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	20                              ; Abbreviation Code
	.byte	22                              ; DW_TAG_typedef
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	5                               ; DW_FORM_data2
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	21                              ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	85                              ; DW_AT_ranges
	.byte	35                              ; DW_FORM_rnglistx
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	22                              ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	34                              ; DW_FORM_loclistx
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	23                              ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	35                              ; DW_FORM_rnglistx
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	24                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	25                              ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	26                              ; Abbreviation Code
	.byte	38                              ; DW_TAG_const_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	0                               ; EOM(3)
	.section	.debug_info
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	5                               ; DWARF version number
	.byte	1                               ; DWARF Unit Type
	.byte	8                               ; Address Size (in bytes)
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	1                               ; Abbrev [1] 0xc:0x390 DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	21                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end2-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.long	.Lrnglists_table_base0          ; DW_AT_rnglists_base
	.long	.Lloclists_table_base0          ; DW_AT_loclists_base
	.byte	2                               ; Abbrev [2] 0x2b:0x4 DW_TAG_base_type
	.byte	3                               ; DW_AT_name
	.byte	8                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0x2f:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	3                               ; Abbrev [3] 0x33:0x5 DW_TAG_pointer_type
	.long	56                              ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x38:0x8 DW_TAG_typedef
	.long	47                              ; DW_AT_type
	.byte	5                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	98                              ; DW_AT_decl_line
	.byte	3                               ; Abbrev [3] 0x40:0x5 DW_TAG_pointer_type
	.long	69                              ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x45:0x8 DW_TAG_typedef
	.long	77                              ; DW_AT_type
	.byte	17                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	34                              ; DW_AT_decl_line
	.byte	5                               ; Abbrev [5] 0x4d:0x56 DW_TAG_structure_type
	.byte	24                              ; DW_AT_byte_size
	.byte	2                               ; DW_AT_decl_file
	.byte	29                              ; DW_AT_decl_line
	.byte	6                               ; Abbrev [6] 0x51:0x9 DW_TAG_member
	.byte	6                               ; DW_AT_name
	.long	163                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	30                              ; DW_AT_decl_line
	.byte	0                               ; DW_AT_data_member_location
	.byte	6                               ; Abbrev [6] 0x5a:0x9 DW_TAG_member
	.byte	9                               ; DW_AT_name
	.long	163                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	30                              ; DW_AT_decl_line
	.byte	2                               ; DW_AT_data_member_location
	.byte	6                               ; Abbrev [6] 0x63:0x9 DW_TAG_member
	.byte	10                              ; DW_AT_name
	.long	163                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	31                              ; DW_AT_decl_line
	.byte	4                               ; DW_AT_data_member_location
	.byte	6                               ; Abbrev [6] 0x6c:0x9 DW_TAG_member
	.byte	11                              ; DW_AT_name
	.long	163                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	31                              ; DW_AT_decl_line
	.byte	6                               ; DW_AT_data_member_location
	.byte	6                               ; Abbrev [6] 0x75:0x9 DW_TAG_member
	.byte	12                              ; DW_AT_name
	.long	163                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	31                              ; DW_AT_decl_line
	.byte	8                               ; DW_AT_data_member_location
	.byte	6                               ; Abbrev [6] 0x7e:0x9 DW_TAG_member
	.byte	13                              ; DW_AT_name
	.long	163                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	32                              ; DW_AT_decl_line
	.byte	10                              ; DW_AT_data_member_location
	.byte	6                               ; Abbrev [6] 0x87:0x9 DW_TAG_member
	.byte	14                              ; DW_AT_name
	.long	56                              ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	33                              ; DW_AT_decl_line
	.byte	12                              ; DW_AT_data_member_location
	.byte	6                               ; Abbrev [6] 0x90:0x9 DW_TAG_member
	.byte	15                              ; DW_AT_name
	.long	56                              ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	33                              ; DW_AT_decl_line
	.byte	16                              ; DW_AT_data_member_location
	.byte	6                               ; Abbrev [6] 0x99:0x9 DW_TAG_member
	.byte	16                              ; DW_AT_name
	.long	56                              ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	33                              ; DW_AT_decl_line
	.byte	20                              ; DW_AT_data_member_location
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0xa3:0x8 DW_TAG_typedef
	.long	171                             ; DW_AT_type
	.byte	8                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	93                              ; DW_AT_decl_line
	.byte	2                               ; Abbrev [2] 0xab:0x4 DW_TAG_base_type
	.byte	7                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	2                               ; DW_AT_byte_size
	.byte	7                               ; Abbrev [7] 0xaf:0x9 DW_TAG_pointer_type
	.long	56                              ; DW_AT_type
	.long	2                               ; DW_AT_address_class
	.byte	8                               ; Abbrev [8] 0xb8:0x12 DW_TAG_subprogram
	.byte	18                              ; DW_AT_linkage_name
	.byte	19                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	58                              ; DW_AT_decl_line
	.long	202                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	9                               ; Abbrev [9] 0xc1:0x8 DW_TAG_formal_parameter
	.byte	22                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	58                              ; DW_AT_decl_line
	.long	56                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0xca:0x8 DW_TAG_typedef
	.long	210                             ; DW_AT_type
	.byte	21                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	111                             ; DW_AT_decl_line
	.byte	2                               ; Abbrev [2] 0xd2:0x4 DW_TAG_base_type
	.byte	20                              ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	8                               ; DW_AT_byte_size
	.byte	8                               ; Abbrev [8] 0xd6:0x12 DW_TAG_subprogram
	.byte	23                              ; DW_AT_linkage_name
	.byte	24                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	84                              ; DW_AT_decl_line
	.long	202                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	9                               ; Abbrev [9] 0xdf:0x8 DW_TAG_formal_parameter
	.byte	22                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	84                              ; DW_AT_decl_line
	.long	56                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	8                               ; Abbrev [8] 0xe8:0x12 DW_TAG_subprogram
	.byte	25                              ; DW_AT_linkage_name
	.byte	26                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	40                              ; DW_AT_decl_line
	.long	202                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	9                               ; Abbrev [9] 0xf1:0x8 DW_TAG_formal_parameter
	.byte	22                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	40                              ; DW_AT_decl_line
	.long	56                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	8                               ; Abbrev [8] 0xfa:0x12 DW_TAG_subprogram
	.byte	27                              ; DW_AT_linkage_name
	.byte	28                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	130                             ; DW_AT_decl_line
	.long	56                              ; DW_AT_type
                                        ; DW_AT_inline
	.byte	9                               ; Abbrev [9] 0x103:0x8 DW_TAG_formal_parameter
	.byte	29                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	130                             ; DW_AT_decl_line
	.long	268                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	3                               ; Abbrev [3] 0x10c:0x5 DW_TAG_pointer_type
	.long	273                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x111:0x5 DW_TAG_volatile_type
	.long	56                              ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x116:0x82 DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	42                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	9                               ; Abbrev [9] 0x120:0x8 DW_TAG_formal_parameter
	.byte	45                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	894                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x128:0x8 DW_TAG_formal_parameter
	.byte	46                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	904                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x130:0x8 DW_TAG_formal_parameter
	.byte	47                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x138:0x8 DW_TAG_formal_parameter
	.byte	48                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0x140:0x8 DW_TAG_variable
	.byte	49                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	11                              ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x148:0x2d DW_TAG_inlined_subroutine
	.long	214                             ; DW_AT_abstract_origin
	.byte	0                               ; DW_AT_ranges
	.byte	3                               ; DW_AT_call_file
	.byte	11                              ; DW_AT_call_line
	.byte	20                              ; DW_AT_call_column
	.byte	14                              ; Abbrev [14] 0x151:0x6 DW_TAG_formal_parameter
	.byte	1                               ; DW_AT_location
	.long	223                             ; DW_AT_abstract_origin
	.byte	13                              ; Abbrev [13] 0x157:0x10 DW_TAG_inlined_subroutine
	.long	184                             ; DW_AT_abstract_origin
	.byte	1                               ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	85                              ; DW_AT_call_line
	.byte	28                              ; DW_AT_call_column
	.byte	14                              ; Abbrev [14] 0x160:0x6 DW_TAG_formal_parameter
	.byte	0                               ; DW_AT_location
	.long	193                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	15                              ; Abbrev [15] 0x167:0xd DW_TAG_inlined_subroutine
	.long	232                             ; DW_AT_abstract_origin
	.byte	1                               ; DW_AT_low_pc
	.long	.Ltmp2-.Ltmp1                   ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	85                              ; DW_AT_call_line
	.byte	48                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	16                              ; Abbrev [16] 0x175:0x22 DW_TAG_lexical_block
	.byte	2                               ; DW_AT_low_pc
	.long	.Ltmp11-.Ltmp7                  ; DW_AT_high_pc
	.byte	12                              ; Abbrev [12] 0x17b:0x8 DW_TAG_variable
	.byte	50                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	13                              ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	17                              ; Abbrev [17] 0x183:0x13 DW_TAG_inlined_subroutine
	.long	250                             ; DW_AT_abstract_origin
	.byte	3                               ; DW_AT_low_pc
	.long	.Ltmp11-.Ltmp10                 ; DW_AT_high_pc
	.byte	3                               ; DW_AT_call_file
	.byte	15                              ; DW_AT_call_line
	.byte	7                               ; DW_AT_call_column
	.byte	18                              ; Abbrev [18] 0x190:0x5 DW_TAG_formal_parameter
	.long	259                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	19                              ; Abbrev [19] 0x198:0xe DW_TAG_subprogram
	.byte	30                              ; DW_AT_linkage_name
	.byte	31                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	93                              ; DW_AT_decl_line
                                        ; DW_AT_inline
	.byte	9                               ; Abbrev [9] 0x19d:0x8 DW_TAG_formal_parameter
	.byte	32                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	93                              ; DW_AT_decl_line
	.long	422                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	20                              ; Abbrev [20] 0x1a6:0x9 DW_TAG_typedef
	.long	56                              ; DW_AT_type
	.byte	33                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.short	338                             ; DW_AT_decl_line
	.byte	8                               ; Abbrev [8] 0x1af:0x1a DW_TAG_subprogram
	.byte	34                              ; DW_AT_linkage_name
	.byte	35                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	109                             ; DW_AT_decl_line
	.long	56                              ; DW_AT_type
                                        ; DW_AT_inline
	.byte	9                               ; Abbrev [9] 0x1b8:0x8 DW_TAG_formal_parameter
	.byte	29                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	109                             ; DW_AT_decl_line
	.long	457                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x1c0:0x8 DW_TAG_formal_parameter
	.byte	36                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	109                             ; DW_AT_decl_line
	.long	56                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x1c9:0x9 DW_TAG_pointer_type
	.long	273                             ; DW_AT_type
	.long	2                               ; DW_AT_address_class
	.byte	8                               ; Abbrev [8] 0x1d2:0x1a DW_TAG_subprogram
	.byte	37                              ; DW_AT_linkage_name
	.byte	35                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	109                             ; DW_AT_decl_line
	.long	56                              ; DW_AT_type
                                        ; DW_AT_inline
	.byte	9                               ; Abbrev [9] 0x1db:0x8 DW_TAG_formal_parameter
	.byte	29                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	109                             ; DW_AT_decl_line
	.long	268                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x1e3:0x8 DW_TAG_formal_parameter
	.byte	36                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	109                             ; DW_AT_decl_line
	.long	56                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	11                              ; Abbrev [11] 0x1ec:0xdd DW_TAG_subprogram
	.byte	4                               ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin1       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	43                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	9                               ; Abbrev [9] 0x1f6:0x8 DW_TAG_formal_parameter
	.byte	45                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.long	894                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x1fe:0x8 DW_TAG_formal_parameter
	.byte	46                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.long	904                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x206:0x8 DW_TAG_formal_parameter
	.byte	51                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	21                              ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x20e:0x8 DW_TAG_formal_parameter
	.byte	52                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	21                              ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x216:0x8 DW_TAG_formal_parameter
	.byte	53                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	21                              ; DW_AT_decl_line
	.long	909                             ; DW_AT_type
	.byte	21                              ; Abbrev [21] 0x21e:0x19 DW_TAG_lexical_block
	.byte	2                               ; DW_AT_ranges
	.byte	22                              ; Abbrev [22] 0x220:0x9 DW_TAG_variable
	.byte	2                               ; DW_AT_location
	.byte	41                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	22                              ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x229:0xd DW_TAG_inlined_subroutine
	.long	232                             ; DW_AT_abstract_origin
	.byte	5                               ; DW_AT_low_pc
	.long	.Ltmp21-.Ltmp20                 ; DW_AT_high_pc
	.byte	3                               ; DW_AT_call_file
	.byte	22                              ; DW_AT_call_line
	.byte	25                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	21                              ; Abbrev [21] 0x237:0x44 DW_TAG_lexical_block
	.byte	3                               ; DW_AT_ranges
	.byte	12                              ; Abbrev [12] 0x239:0x8 DW_TAG_variable
	.byte	49                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	25                              ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x241:0x13 DW_TAG_inlined_subroutine
	.long	214                             ; DW_AT_abstract_origin
	.byte	4                               ; DW_AT_ranges
	.byte	3                               ; DW_AT_call_file
	.byte	25                              ; DW_AT_call_line
	.byte	25                              ; DW_AT_call_column
	.byte	23                              ; Abbrev [23] 0x24a:0x9 DW_TAG_inlined_subroutine
	.long	184                             ; DW_AT_abstract_origin
	.byte	5                               ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	85                              ; DW_AT_call_line
	.byte	28                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	17                              ; Abbrev [17] 0x254:0x26 DW_TAG_inlined_subroutine
	.long	431                             ; DW_AT_abstract_origin
	.byte	6                               ; DW_AT_low_pc
	.long	.Ltmp31-.Ltmp30                 ; DW_AT_high_pc
	.byte	3                               ; DW_AT_call_file
	.byte	26                              ; DW_AT_call_line
	.byte	5                               ; DW_AT_call_column
	.byte	24                              ; Abbrev [24] 0x261:0xd DW_TAG_formal_parameter
	.byte	7                               ; DW_AT_location
	.byte	146
	.ascii	"\205\024"
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.long	440                             ; DW_AT_abstract_origin
	.byte	24                              ; Abbrev [24] 0x26e:0xb DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	49
	.byte	49
	.byte	22
	.byte	24
	.byte	159
	.long	448                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	23                              ; Abbrev [23] 0x27b:0x9 DW_TAG_inlined_subroutine
	.long	408                             ; DW_AT_abstract_origin
	.byte	6                               ; DW_AT_ranges
	.byte	3                               ; DW_AT_call_file
	.byte	24                              ; DW_AT_call_line
	.byte	3                               ; DW_AT_call_column
	.byte	15                              ; Abbrev [15] 0x284:0xd DW_TAG_inlined_subroutine
	.long	408                             ; DW_AT_abstract_origin
	.byte	7                               ; DW_AT_low_pc
	.long	.Ltmp35-.Ltmp34                 ; DW_AT_high_pc
	.byte	3                               ; DW_AT_call_file
	.byte	27                              ; DW_AT_call_line
	.byte	3                               ; DW_AT_call_column
	.byte	16                              ; Abbrev [16] 0x291:0x37 DW_TAG_lexical_block
	.byte	8                               ; DW_AT_low_pc
	.long	.Ltmp42-.Ltmp35                 ; DW_AT_high_pc
	.byte	25                              ; Abbrev [25] 0x297:0x10 DW_TAG_variable
	.byte	7                               ; DW_AT_location
	.byte	146
	.ascii	"\200\024"
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	41                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	28                              ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	17                              ; Abbrev [17] 0x2a7:0x20 DW_TAG_inlined_subroutine
	.long	466                             ; DW_AT_abstract_origin
	.byte	9                               ; DW_AT_low_pc
	.long	.Ltmp42-.Ltmp41                 ; DW_AT_high_pc
	.byte	3                               ; DW_AT_call_file
	.byte	30                              ; DW_AT_call_line
	.byte	7                               ; DW_AT_call_column
	.byte	18                              ; Abbrev [18] 0x2b4:0x5 DW_TAG_formal_parameter
	.long	475                             ; DW_AT_abstract_origin
	.byte	24                              ; Abbrev [24] 0x2b9:0xd DW_TAG_formal_parameter
	.byte	7                               ; DW_AT_location
	.byte	146
	.ascii	"\203\024"
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.long	483                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	8                               ; Abbrev [8] 0x2c9:0x1a DW_TAG_subprogram
	.byte	38                              ; DW_AT_linkage_name
	.byte	39                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	193                             ; DW_AT_decl_line
	.long	56                              ; DW_AT_type
                                        ; DW_AT_inline
	.byte	9                               ; Abbrev [9] 0x2d2:0x8 DW_TAG_formal_parameter
	.byte	40                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	193                             ; DW_AT_decl_line
	.long	56                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x2da:0x8 DW_TAG_formal_parameter
	.byte	41                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	193                             ; DW_AT_decl_line
	.long	56                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	11                              ; Abbrev [11] 0x2e3:0x9b DW_TAG_subprogram
	.byte	10                              ; DW_AT_low_pc
	.long	.Lfunc_end2-.Lfunc_begin2       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	44                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	34                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	9                               ; Abbrev [9] 0x2ed:0x8 DW_TAG_formal_parameter
	.byte	55                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	34                              ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x2f5:0x8 DW_TAG_formal_parameter
	.byte	56                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	34                              ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x2fd:0x8 DW_TAG_formal_parameter
	.byte	57                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	35                              ; DW_AT_decl_line
	.long	894                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x305:0x8 DW_TAG_formal_parameter
	.byte	58                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	35                              ; DW_AT_decl_line
	.long	918                             ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0x30d:0x8 DW_TAG_variable
	.byte	54                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	36                              ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x315:0x10 DW_TAG_inlined_subroutine
	.long	184                             ; DW_AT_abstract_origin
	.byte	7                               ; DW_AT_ranges
	.byte	3                               ; DW_AT_call_file
	.byte	36                              ; DW_AT_call_line
	.byte	67                              ; DW_AT_call_column
	.byte	14                              ; Abbrev [14] 0x31e:0x6 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.long	193                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	17                              ; Abbrev [17] 0x325:0x19 DW_TAG_inlined_subroutine
	.long	232                             ; DW_AT_abstract_origin
	.byte	11                              ; DW_AT_low_pc
	.long	.Ltmp46-.Ltmp45                 ; DW_AT_high_pc
	.byte	3                               ; DW_AT_call_file
	.byte	36                              ; DW_AT_call_line
	.byte	31                              ; DW_AT_call_column
	.byte	24                              ; Abbrev [24] 0x332:0xb DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	48
	.byte	49
	.byte	22
	.byte	24
	.byte	159
	.long	241                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	21                              ; Abbrev [21] 0x33e:0x3f DW_TAG_lexical_block
	.byte	8                               ; DW_AT_ranges
	.byte	12                              ; Abbrev [12] 0x340:0x8 DW_TAG_variable
	.byte	49                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	37                              ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	21                              ; Abbrev [21] 0x348:0x34 DW_TAG_lexical_block
	.byte	9                               ; DW_AT_ranges
	.byte	22                              ; Abbrev [22] 0x34a:0x9 DW_TAG_variable
	.byte	4                               ; DW_AT_location
	.byte	36                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	38                              ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	17                              ; Abbrev [17] 0x353:0x28 DW_TAG_inlined_subroutine
	.long	713                             ; DW_AT_abstract_origin
	.byte	12                              ; DW_AT_low_pc
	.long	.Ltmp58-.Ltmp57                 ; DW_AT_high_pc
	.byte	3                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	24                              ; Abbrev [24] 0x360:0xd DW_TAG_formal_parameter
	.byte	7                               ; DW_AT_location
	.byte	146
	.ascii	"\204\024"
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.long	722                             ; DW_AT_abstract_origin
	.byte	24                              ; Abbrev [24] 0x36d:0xd DW_TAG_formal_parameter
	.byte	7                               ; DW_AT_location
	.byte	16
	.ascii	"\377\001"
	.byte	49
	.byte	22
	.byte	24
	.byte	159
	.long	730                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	3                               ; Abbrev [3] 0x37e:0x5 DW_TAG_pointer_type
	.long	899                             ; DW_AT_type
	.byte	26                              ; Abbrev [26] 0x383:0x5 DW_TAG_const_type
	.long	47                              ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x388:0x5 DW_TAG_pointer_type
	.long	47                              ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x38d:0x9 DW_TAG_pointer_type
	.long	47                              ; DW_AT_type
	.long	2                               ; DW_AT_address_class
	.byte	3                               ; Abbrev [3] 0x396:0x5 DW_TAG_pointer_type
	.long	43                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_rnglists
	.long	.Ldebug_list_header_end1-.Ldebug_list_header_start1 ; Length
.Ldebug_list_header_start1:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	10                              ; Offset entry count
.Lrnglists_table_base0:
	.long	.Ldebug_ranges0-.Lrnglists_table_base0
	.long	.Ldebug_ranges1-.Lrnglists_table_base0
	.long	.Ldebug_ranges2-.Lrnglists_table_base0
	.long	.Ldebug_ranges3-.Lrnglists_table_base0
	.long	.Ldebug_ranges4-.Lrnglists_table_base0
	.long	.Ldebug_ranges5-.Lrnglists_table_base0
	.long	.Ldebug_ranges6-.Lrnglists_table_base0
	.long	.Ldebug_ranges7-.Lrnglists_table_base0
	.long	.Ldebug_ranges8-.Lrnglists_table_base0
	.long	.Ldebug_ranges9-.Lrnglists_table_base0
.Ldebug_ranges0:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Lfunc_begin0-.Lfunc_begin0    ;   starting offset
	.uleb128 .Ltmp0-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp1-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp5-.Lfunc_begin0           ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges1:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Lfunc_begin0-.Lfunc_begin0    ;   starting offset
	.uleb128 .Ltmp0-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp3-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp4-.Lfunc_begin0           ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges2:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp20-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges3:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp20-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp33-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges4:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp20-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp25-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges5:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp20-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges6:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges7:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Lfunc_begin2-.Lfunc_begin0    ;   starting offset
	.uleb128 .Ltmp44-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp47-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp48-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges8:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp49-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp50-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp52-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges9:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp52-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp54-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp55-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp56-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp57-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end1:
	.section	.debug_str_offsets
	.long	240                             ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 14.0.6"   ; string offset=0
.Linfo_string1:
	.asciz	"src/parboil_histo_g.cl"        ; string offset=28
.Linfo_string2:
	.asciz	"."                             ; string offset=51
.Linfo_string3:
	.asciz	"unsigned char"                 ; string offset=53
.Linfo_string4:
	.asciz	"unsigned int"                  ; string offset=67
.Linfo_string5:
	.asciz	"uint"                          ; string offset=80
.Linfo_string6:
	.asciz	"header"                        ; string offset=85
.Linfo_string7:
	.asciz	"unsigned short"                ; string offset=92
.Linfo_string8:
	.asciz	"ushort"                        ; string offset=107
.Linfo_string9:
	.asciz	"setup"                         ; string offset=114
.Linfo_string10:
	.asciz	"workgroup_size_x"              ; string offset=120
.Linfo_string11:
	.asciz	"workgroup_size_y"              ; string offset=137
.Linfo_string12:
	.asciz	"workgroup_size_z"              ; string offset=154
.Linfo_string13:
	.asciz	"reserved0"                     ; string offset=171
.Linfo_string14:
	.asciz	"grid_size_x"                   ; string offset=181
.Linfo_string15:
	.asciz	"grid_size_y"                   ; string offset=193
.Linfo_string16:
	.asciz	"grid_size_z"                   ; string offset=205
.Linfo_string17:
	.asciz	"__corpus_aql_t"                ; string offset=217
.Linfo_string18:
	.asciz	"_ZL14get_local_sizej"          ; string offset=232
.Linfo_string19:
	.asciz	"get_local_size"                ; string offset=253
.Linfo_string20:
	.asciz	"unsigned long"                 ; string offset=268
.Linfo_string21:
	.asciz	"size_t"                        ; string offset=282
.Linfo_string22:
	.asciz	"d"                             ; string offset=289
.Linfo_string23:
	.asciz	"_ZL13get_global_idj"           ; string offset=291
.Linfo_string24:
	.asciz	"get_global_id"                 ; string offset=311
.Linfo_string25:
	.asciz	"_ZL12get_local_idj"            ; string offset=325
.Linfo_string26:
	.asciz	"get_local_id"                  ; string offset=344
.Linfo_string27:
	.asciz	"_ZL10atomic_incPU3AS1Vj"       ; string offset=357
.Linfo_string28:
	.asciz	"atomic_inc"                    ; string offset=381
.Linfo_string29:
	.asciz	"p"                             ; string offset=392
.Linfo_string30:
	.asciz	"_ZL7barrierj"                  ; string offset=394
.Linfo_string31:
	.asciz	"barrier"                       ; string offset=407
.Linfo_string32:
	.asciz	"f"                             ; string offset=415
.Linfo_string33:
	.asciz	"cl_mem_fence_flags"            ; string offset=417
.Linfo_string34:
	.asciz	"_ZL10atomic_addPU3AS3Vjj"      ; string offset=436
.Linfo_string35:
	.asciz	"atomic_add"                    ; string offset=461
.Linfo_string36:
	.asciz	"v"                             ; string offset=472
.Linfo_string37:
	.asciz	"_ZL10atomic_addPU3AS1Vjj"      ; string offset=474
.Linfo_string38:
	.asciz	"_ZL3minjj"                     ; string offset=499
.Linfo_string39:
	.asciz	"min"                           ; string offset=509
.Linfo_string40:
	.asciz	"a"                             ; string offset=513
.Linfo_string41:
	.asciz	"b"                             ; string offset=515
.Linfo_string42:
	.asciz	"histo_kernel"                  ; string offset=517
.Linfo_string43:
	.asciz	"histo_local_kernel"            ; string offset=530
.Linfo_string44:
	.asciz	"histo_final_kernel"            ; string offset=549
.Linfo_string45:
	.asciz	"img"                           ; string offset=568
.Linfo_string46:
	.asciz	"histo"                         ; string offset=572
.Linfo_string47:
	.asciz	"img_width"                     ; string offset=578
.Linfo_string48:
	.asciz	"img_height"                    ; string offset=588
.Linfo_string49:
	.asciz	"i"                             ; string offset=599
.Linfo_string50:
	.asciz	"value"                         ; string offset=601
.Linfo_string51:
	.asciz	"size"                          ; string offset=607
.Linfo_string52:
	.asciz	"nbins"                         ; string offset=612
.Linfo_string53:
	.asciz	"lh"                            ; string offset=618
.Linfo_string54:
	.asciz	"start_offset"                  ; string offset=621
.Linfo_string55:
	.asciz	"size_low_histo"                ; string offset=634
.Linfo_string56:
	.asciz	"size_histo"                    ; string offset=649
.Linfo_string57:
	.asciz	"global_histo"                  ; string offset=660
.Linfo_string58:
	.asciz	"final_histo"                   ; string offset=673
	.section	.debug_str_offsets
	.long	.Linfo_string0
	.long	.Linfo_string1
	.long	.Linfo_string2
	.long	.Linfo_string3
	.long	.Linfo_string4
	.long	.Linfo_string5
	.long	.Linfo_string6
	.long	.Linfo_string7
	.long	.Linfo_string8
	.long	.Linfo_string9
	.long	.Linfo_string10
	.long	.Linfo_string11
	.long	.Linfo_string12
	.long	.Linfo_string13
	.long	.Linfo_string14
	.long	.Linfo_string15
	.long	.Linfo_string16
	.long	.Linfo_string17
	.long	.Linfo_string18
	.long	.Linfo_string19
	.long	.Linfo_string20
	.long	.Linfo_string21
	.long	.Linfo_string22
	.long	.Linfo_string23
	.long	.Linfo_string24
	.long	.Linfo_string25
	.long	.Linfo_string26
	.long	.Linfo_string27
	.long	.Linfo_string28
	.long	.Linfo_string29
	.long	.Linfo_string30
	.long	.Linfo_string31
	.long	.Linfo_string32
	.long	.Linfo_string33
	.long	.Linfo_string34
	.long	.Linfo_string35
	.long	.Linfo_string36
	.long	.Linfo_string37
	.long	.Linfo_string38
	.long	.Linfo_string39
	.long	.Linfo_string40
	.long	.Linfo_string41
	.long	.Linfo_string42
	.long	.Linfo_string43
	.long	.Linfo_string44
	.long	.Linfo_string45
	.long	.Linfo_string46
	.long	.Linfo_string47
	.long	.Linfo_string48
	.long	.Linfo_string49
	.long	.Linfo_string50
	.long	.Linfo_string51
	.long	.Linfo_string52
	.long	.Linfo_string53
	.long	.Linfo_string54
	.long	.Linfo_string55
	.long	.Linfo_string56
	.long	.Linfo_string57
	.long	.Linfo_string58
	.section	.debug_addr
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	.Lfunc_begin0
	.quad	.Ltmp1
	.quad	.Ltmp7
	.quad	.Ltmp10
	.quad	.Lfunc_begin1
	.quad	.Ltmp20
	.quad	.Ltmp30
	.quad	.Ltmp34
	.quad	.Ltmp35
	.quad	.Ltmp41
	.quad	.Lfunc_begin2
	.quad	.Ltmp45
	.quad	.Ltmp57
.Ldebug_addr_end0:
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
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           histo_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         histo_kernel.kd
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .address_space:  local
        .offset:         24
        .pointee_align:  1
        .size:           4
        .type_name:      'uint*'
        .value_kind:     dynamic_shared_pointer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           histo_local_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         histo_local_kernel.kd
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .offset:         0
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         4
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           histo_final_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         histo_final_kernel.kd
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
	.section	.debug_line
.Lline_table_start0:
