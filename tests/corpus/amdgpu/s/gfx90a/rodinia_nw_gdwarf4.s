	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.protected	nw_kernel1              ; -- Begin function nw_kernel1
	.globl	nw_kernel1
	.p2align	8
	.type	nw_kernel1,@function
nw_kernel1:                             ; @nw_kernel1
.Lfunc_begin0:
	.file	1 "." "src/rodinia_nw.cl"
	.loc	1 18 0                          ; src/rodinia_nw.cl:18:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	1 0 0 is_stmt 0                 ; src/rodinia_nw.cl:0:0
	s_load_dword s2, s[4:5], 0x28
	;DEBUG_VALUE: nw_kernel1:blk <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_load_dwordx4 s[36:39], s[4:5], 0x18
	s_load_dwordx4 s[28:31], s[4:5], 0x0
	s_load_dwordx2 s[0:1], s[4:5], 0x34
.Ltmp0:
	;DEBUG_VALUE: nw_kernel1:b_index_x <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: nw_kernel1:bx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: nw_kernel1:output_itemsets_d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: nw_kernel1:block_width <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: nw_kernel1:worksize <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: get_group_id:d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: nw_kernel1:offset_c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: nw_kernel1:offset_r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: nw_kernel1:penalty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: nw_kernel1:reference_l <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: get_local_id:d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: nw_kernel1:input_itemsets_l <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: nw_kernel1:cols <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: nw_kernel1:input_itemsets_d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 20 43 prologue_end is_stmt 1  ; src/rodinia_nw.cl:20:43
	s_not_b32 s3, s6
	s_waitcnt lgkmcnt(0)
	s_add_i32 s3, s3, s2
.Ltmp1:
	;DEBUG_VALUE: nw_kernel1:b_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 21 33                         ; src/rodinia_nw.cl:21:33
	s_mul_i32 s2, s38, s3
	s_lshl_b32 s2, s2, 4
	.loc	1 21 58 is_stmt 0               ; src/rodinia_nw.cl:21:58
	s_lshl_b32 s3, s6, 4
	.loc	1 21 45                         ; src/rodinia_nw.cl:21:45
	s_add_i32 s2, s2, s3
	.loc	1 21 99                         ; src/rodinia_nw.cl:21:99
	s_mul_i32 s3, s0, s38
	.loc	1 21 83                         ; src/rodinia_nw.cl:21:83
	s_add_i32 s3, s3, s1
.Ltmp2:
	;DEBUG_VALUE: nw_kernel1:index_nw <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 0, DW_OP_plus, DW_OP_LLVM_arg 0, DW_OP_plus, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	;DEBUG_VALUE: nw_kernel1:index_w <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 26 10 is_stmt 1               ; src/rodinia_nw.cl:26:10
	v_cmp_eq_u32_e32 vcc, 0, v0
.Ltmp3:
	;DEBUG_VALUE: nw_kernel1:index_n <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: nw_kernel1:index <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: nw_kernel1:reference_d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: nw_kernel1:index_nw <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 0 10 is_stmt 0                ; src/rodinia_nw.cl:0:10
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
.Ltmp4:
; %bb.1:
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 24 91 is_stmt 1               ; src/rodinia_nw.cl:24:91
	s_add_i32 s4, s3, s2
.Ltmp5:
	.loc	1 27 20                         ; src/rodinia_nw.cl:27:20
	s_ashr_i32 s5, s4, 31
	s_lshl_b64 s[4:5], s[4:5], 2
	s_add_u32 s4, s30, s4
	s_addc_u32 s5, s31, s5
.Ltmp6:
	;DEBUG_VALUE: nw_kernel1:index_nw <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 0, DW_OP_plus, DW_OP_LLVM_arg 0, DW_OP_plus, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	s_load_dword s4, s[4:5], 0x0
	.loc	1 27 18 is_stmt 0               ; src/rodinia_nw.cl:27:18
	v_mov_b32_e32 v1, s36
	.loc	1 27 20                         ; src/rodinia_nw.cl:27:20
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s4
	.loc	1 27 18                         ; src/rodinia_nw.cl:27:18
	ds_write_b32 v1, v2
.Ltmp7:
.LBB0_2:
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 0 18                          ; src/rodinia_nw.cl:0:18
	s_or_b64 exec, exec, s[0:1]
	.loc	1 21 75 is_stmt 1               ; src/rodinia_nw.cl:21:75
	s_add_i32 s4, s3, 1
	.loc	1 21 70 is_stmt 0               ; src/rodinia_nw.cl:21:70
	v_add_u32_e32 v1, s2, v0
	.loc	1 21 88                         ; src/rodinia_nw.cl:21:88
	s_add_i32 s0, s4, s38
	.loc	1 21 106                        ; src/rodinia_nw.cl:21:106
	v_add_u32_e32 v2, s0, v1
.Ltmp8:
	.loc	1 29 19 is_stmt 1               ; src/rodinia_nw.cl:29:19
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_mov_b32_e32 v6, s29
	v_add_co_u32_e64 v16, s[0:1], s28, v4
	v_addc_co_u32_e64 v17, s[0:1], v6, v5, s[0:1]
	s_ashr_i32 s1, s38, 31
	s_mov_b32 s0, s38
	s_lshl_b64 s[34:35], s[0:1], 2
	v_mov_b32_e32 v4, s35
	v_add_co_u32_e64 v18, s[0:1], s34, v16
	v_addc_co_u32_e64 v19, s[0:1], v17, v4, s[0:1]
	.loc	1 29 37 is_stmt 0               ; src/rodinia_nw.cl:29:37
	s_add_i32 s0, s38, s38
	v_add_u32_e32 v4, s0, v2
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[6:7], 2, v[4:5]
	v_mov_b32_e32 v8, s29
	v_add_co_u32_e64 v20, s[0:1], s28, v6
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_u32_e32 v6, s38, v4
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_addc_co_u32_e64 v21, s[0:1], v8, v7, s[0:1]
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[8:9], 2, v[6:7]
	v_mov_b32_e32 v10, s29
	v_add_co_u32_e64 v22, s[0:1], s28, v8
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_u32_e32 v8, s38, v6
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_addc_co_u32_e64 v23, s[0:1], v10, v9, s[0:1]
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	v_mov_b32_e32 v12, s29
	v_add_co_u32_e64 v24, s[0:1], s28, v10
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_u32_e32 v10, s38, v8
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_addc_co_u32_e64 v25, s[0:1], v12, v11, s[0:1]
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[12:13], 2, v[10:11]
	v_mov_b32_e32 v14, s29
	v_add_co_u32_e64 v26, s[0:1], s28, v12
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_u32_e32 v12, s38, v10
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_addc_co_u32_e64 v27, s[0:1], v14, v13, s[0:1]
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[14:15], 2, v[12:13]
	v_mov_b32_e32 v29, s29
	v_add_co_u32_e64 v28, s[0:1], s28, v14
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_u32_e32 v14, s38, v12
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_addc_co_u32_e64 v29, s[0:1], v29, v15, s[0:1]
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64 v[30:31], 2, v[14:15]
	v_mov_b32_e32 v32, s29
	v_add_co_u32_e64 v30, s[0:1], s28, v30
	v_addc_co_u32_e64 v31, s[0:1], v32, v31, s[0:1]
	global_load_dword v48, v[16:17], off
	global_load_dword v49, v[18:19], off
	global_load_dword v50, v[20:21], off
.Ltmp9:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	global_load_dword v51, v[22:23], off
	global_load_dword v52, v[24:25], off
.Ltmp10:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 5
	global_load_dword v53, v[26:27], off
	global_load_dword v54, v[28:29], off
.Ltmp11:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 7
	global_load_dword v55, v[30:31], off
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_u32_e32 v18, s38, v14
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshlrev_b64 v[16:17], 2, v[18:19]
	v_mov_b32_e32 v20, s29
	v_add_co_u32_e64 v32, s[0:1], s28, v16
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_u32_e32 v16, s38, v18
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_addc_co_u32_e64 v33, s[0:1], v20, v17, s[0:1]
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshlrev_b64 v[20:21], 2, v[16:17]
	v_mov_b32_e32 v22, s29
	v_add_co_u32_e64 v34, s[0:1], s28, v20
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_u32_e32 v20, s38, v16
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_addc_co_u32_e64 v35, s[0:1], v22, v21, s[0:1]
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshlrev_b64 v[22:23], 2, v[20:21]
	v_mov_b32_e32 v24, s29
	v_add_co_u32_e64 v36, s[0:1], s28, v22
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_u32_e32 v22, s38, v20
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_addc_co_u32_e64 v37, s[0:1], v24, v23, s[0:1]
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshlrev_b64 v[24:25], 2, v[22:23]
	v_mov_b32_e32 v26, s29
	v_add_co_u32_e64 v38, s[0:1], s28, v24
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_u32_e32 v24, s38, v22
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_addc_co_u32_e64 v39, s[0:1], v26, v25, s[0:1]
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshlrev_b64 v[26:27], 2, v[24:25]
	v_mov_b32_e32 v28, s29
	v_add_co_u32_e64 v40, s[0:1], s28, v26
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_u32_e32 v26, s38, v24
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_addc_co_u32_e64 v41, s[0:1], v28, v27, s[0:1]
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshlrev_b64 v[28:29], 2, v[26:27]
	v_mov_b32_e32 v30, s29
	v_add_co_u32_e64 v42, s[0:1], s28, v28
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_u32_e32 v28, s38, v26
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_addc_co_u32_e64 v43, s[0:1], v30, v29, s[0:1]
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshlrev_b64 v[30:31], 2, v[28:29]
	v_mov_b32_e32 v45, s29
	v_add_co_u32_e64 v44, s[0:1], s28, v30
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_u32_e32 v30, s38, v28
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_addc_co_u32_e64 v45, s[0:1], v45, v31, s[0:1]
	v_ashrrev_i32_e32 v31, 31, v30
	v_lshlrev_b64 v[46:47], 2, v[30:31]
	v_mov_b32_e32 v56, s29
	v_add_co_u32_e64 v46, s[0:1], s28, v46
	v_addc_co_u32_e64 v47, s[0:1], v56, v47, s[0:1]
	global_load_dword v56, v[32:33], off
.Ltmp12:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 9
	global_load_dword v57, v[34:35], off
	global_load_dword v58, v[36:37], off
.Ltmp13:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 11
	global_load_dword v59, v[38:39], off
	global_load_dword v60, v[40:41], off
.Ltmp14:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 13
	global_load_dword v61, v[42:43], off
	global_load_dword v62, v[44:45], off
.Ltmp15:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 15
	global_load_dword v63, v[46:47], off
.Ltmp16:
	.loc	1 23 79 is_stmt 1               ; src/rodinia_nw.cl:23:79
	s_add_i32 s3, s3, s38
	.loc	1 31 56                         ; src/rodinia_nw.cl:31:56
	v_mul_lo_u32 v34, v0, s38
	.loc	1 31 49 is_stmt 0               ; src/rodinia_nw.cl:31:49
	s_add_i32 s2, s2, s3
	v_add_u32_e32 v34, s2, v34
	.loc	1 31 24                         ; src/rodinia_nw.cl:31:24
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshlrev_b64 v[34:35], 2, v[34:35]
.Ltmp17:
	.loc	1 29 5 is_stmt 1                ; src/rodinia_nw.cl:29:5
	v_lshlrev_b32_e32 v33, 2, v0
.Ltmp18:
	.loc	1 31 24                         ; src/rodinia_nw.cl:31:24
	v_mov_b32_e32 v36, s31
	v_add_co_u32_e64 v34, s[0:1], s30, v34
.Ltmp19:
	.loc	1 29 5                          ; src/rodinia_nw.cl:29:5
	v_add_u32_e32 v32, s37, v33
.Ltmp20:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	.loc	1 31 24                         ; src/rodinia_nw.cl:31:24
	v_addc_co_u32_e64 v35, s[0:1], v36, v35, s[0:1]
.Ltmp21:
	.loc	1 29 17                         ; src/rodinia_nw.cl:29:17
	s_waitcnt vmcnt(14)
	ds_write2_b32 v32, v48, v49 offset1:16
.Ltmp22:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	s_waitcnt vmcnt(12)
	ds_write2_b32 v32, v50, v51 offset0:32 offset1:48
.Ltmp23:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	s_waitcnt vmcnt(10)
	ds_write2_b32 v32, v52, v53 offset0:64 offset1:80
.Ltmp24:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 6
	s_waitcnt vmcnt(8)
	ds_write2_b32 v32, v54, v55 offset0:96 offset1:112
.Ltmp25:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	s_waitcnt vmcnt(6)
	ds_write2_b32 v32, v56, v57 offset0:128 offset1:144
.Ltmp26:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 10
	s_waitcnt vmcnt(4)
	ds_write2_b32 v32, v58, v59 offset0:160 offset1:176
.Ltmp27:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 12
	s_waitcnt vmcnt(2)
	ds_write2_b32 v32, v60, v61 offset0:192 offset1:208
.Ltmp28:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 14
	s_waitcnt vmcnt(0)
	ds_write2_b32 v32, v62, v63 offset0:224 offset1:240
.Ltmp29:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	.file	2 "." "./prelude.h"
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp30:
	.loc	1 31 24                         ; src/rodinia_nw.cl:31:24
	global_load_dword v35, v[34:35], off
	.loc	1 31 3 is_stmt 0                ; src/rodinia_nw.cl:31:3
	v_add_u32_e32 v36, 1, v0
	.loc	1 22 99 is_stmt 1               ; src/rodinia_nw.cl:22:99
	v_add_u32_e32 v34, s4, v1
.Ltmp31:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	.loc	1 31 3                          ; src/rodinia_nw.cl:31:3
	v_mul_u32_u24_e32 v1, 17, v36
	v_lshl_add_u32 v1, v1, 2, s36
	.loc	1 31 22 is_stmt 0               ; src/rodinia_nw.cl:31:22
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v35
.Ltmp32:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 33 24 is_stmt 1               ; src/rodinia_nw.cl:33:24
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshlrev_b64 v[34:35], 2, v[34:35]
	v_mov_b32_e32 v1, s31
	v_add_co_u32_e64 v34, s[0:1], s30, v34
	v_addc_co_u32_e64 v35, s[0:1], v1, v35, s[0:1]
.Ltmp33:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp34:
	.loc	1 33 24                         ; src/rodinia_nw.cl:33:24
	global_load_dword v34, v[34:35], off
	.loc	1 33 3 is_stmt 0                ; src/rodinia_nw.cl:33:3
	v_add_u32_e32 v1, s36, v33
	v_add_u32_e32 v33, 4, v1
	.loc	1 33 22                         ; src/rodinia_nw.cl:33:22
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v34 offset:4
.Ltmp35:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_4
.Ltmp36:
; %bb.3:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: t_index_y <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_minus, DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 0, $vgpr0
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mul_i32_i24_e32 v34, 0xffffffef, v0
	v_lshlrev_b32_e32 v36, 2, v34
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_lshlrev_b32_e32 v34, 6, v0
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_u32_e32 v37, v1, v36
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_sub_u32_e32 v34, v32, v34
	ds_read_b32 v38, v34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	ds_read2_b32 v[34:35], v37 offset1:1
	.loc	1 40 45 is_stmt 1               ; src/rodinia_nw.cl:40:45
	ds_read_b32 v37, v37 offset:68
	.loc	1 39 81                         ; src/rodinia_nw.cl:39:81
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v34, v38, v34
	.loc	1 40 77                         ; src/rodinia_nw.cl:40:77
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v37, s39, v37
	.loc	1 41 77                         ; src/rodinia_nw.cl:41:77
	v_subrev_u32_e32 v35, s39, v35
.Ltmp37:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v37, v35
.Ltmp38:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_u32_e32 v35, v33, v36
.Ltmp39:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp40:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_4:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[0:1]
.Ltmp41:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s[0:1], 2, v0
.Ltmp42:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp43:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_6
.Ltmp44:
; %bb.5:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_u32_e32 v34, 1, v0
.Ltmp45:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_u32_e32 v34, v36, v34
.Ltmp46:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_u32_e32 v38, v1, v37
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_lshl_add_u32 v34, v34, 2, s37
	ds_read_b32 v36, v34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	ds_read2_b32 v[34:35], v38 offset1:1
	.loc	1 40 45 is_stmt 1               ; src/rodinia_nw.cl:40:45
	ds_read_b32 v38, v38 offset:68
	.loc	1 39 81                         ; src/rodinia_nw.cl:39:81
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v34, v36, v34
	.loc	1 40 77                         ; src/rodinia_nw.cl:40:77
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v36, s39, v38
	.loc	1 41 77                         ; src/rodinia_nw.cl:41:77
	v_subrev_u32_e32 v35, s39, v35
.Ltmp47:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v36, v35
.Ltmp48:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_u32_e32 v35, v33, v37
.Ltmp49:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp50:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_6:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[2:3]
.Ltmp51:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s[2:3], 3, v0
.Ltmp52:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp53:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_8
.Ltmp54:
; %bb.7:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_u32_e32 v34, 2, v0
.Ltmp55:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_u32_e32 v34, v36, v34
.Ltmp56:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_u32_e32 v38, v1, v37
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_lshl_add_u32 v34, v34, 2, s37
	ds_read_b32 v36, v34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	ds_read2_b32 v[34:35], v38 offset1:1
	.loc	1 40 45 is_stmt 1               ; src/rodinia_nw.cl:40:45
	ds_read_b32 v38, v38 offset:68
	.loc	1 39 81                         ; src/rodinia_nw.cl:39:81
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v34, v36, v34
	.loc	1 40 77                         ; src/rodinia_nw.cl:40:77
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v36, s39, v38
	.loc	1 41 77                         ; src/rodinia_nw.cl:41:77
	v_subrev_u32_e32 v35, s39, v35
.Ltmp57:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v36, v35
.Ltmp58:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_u32_e32 v35, v33, v37
.Ltmp59:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp60:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_8:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[4:5]
.Ltmp61:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s[4:5], 4, v0
.Ltmp62:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp63:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_10
.Ltmp64:
; %bb.9:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_u32_e32 v34, 3, v0
.Ltmp65:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_u32_e32 v34, v36, v34
.Ltmp66:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_u32_e32 v38, v1, v37
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_lshl_add_u32 v34, v34, 2, s37
	ds_read_b32 v36, v34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	ds_read2_b32 v[34:35], v38 offset1:1
	.loc	1 40 45 is_stmt 1               ; src/rodinia_nw.cl:40:45
	ds_read_b32 v38, v38 offset:68
	.loc	1 39 81                         ; src/rodinia_nw.cl:39:81
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v34, v36, v34
	.loc	1 40 77                         ; src/rodinia_nw.cl:40:77
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v36, s39, v38
	.loc	1 41 77                         ; src/rodinia_nw.cl:41:77
	v_subrev_u32_e32 v35, s39, v35
.Ltmp67:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v36, v35
.Ltmp68:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_u32_e32 v35, v33, v37
.Ltmp69:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp70:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_10:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[6:7]
.Ltmp71:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s[6:7], 5, v0
.Ltmp72:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp73:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_12
.Ltmp74:
; %bb.11:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_u32_e32 v34, 4, v0
.Ltmp75:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_u32_e32 v34, v36, v34
.Ltmp76:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_u32_e32 v38, v1, v37
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_lshl_add_u32 v34, v34, 2, s37
	ds_read_b32 v36, v34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	ds_read2_b32 v[34:35], v38 offset1:1
	.loc	1 40 45 is_stmt 1               ; src/rodinia_nw.cl:40:45
	ds_read_b32 v38, v38 offset:68
	.loc	1 39 81                         ; src/rodinia_nw.cl:39:81
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v34, v36, v34
	.loc	1 40 77                         ; src/rodinia_nw.cl:40:77
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v36, s39, v38
	.loc	1 41 77                         ; src/rodinia_nw.cl:41:77
	v_subrev_u32_e32 v35, s39, v35
.Ltmp77:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v36, v35
.Ltmp78:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_u32_e32 v35, v33, v37
.Ltmp79:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp80:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_12:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[8:9]
.Ltmp81:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s[8:9], 6, v0
.Ltmp82:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp83:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 5
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_14
.Ltmp84:
; %bb.13:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 5
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_u32_e32 v34, 5, v0
.Ltmp85:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_u32_e32 v34, v36, v34
.Ltmp86:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_u32_e32 v38, v1, v37
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_lshl_add_u32 v34, v34, 2, s37
	ds_read_b32 v36, v34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	ds_read2_b32 v[34:35], v38 offset1:1
	.loc	1 40 45 is_stmt 1               ; src/rodinia_nw.cl:40:45
	ds_read_b32 v38, v38 offset:68
	.loc	1 39 81                         ; src/rodinia_nw.cl:39:81
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v34, v36, v34
	.loc	1 40 77                         ; src/rodinia_nw.cl:40:77
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v36, s39, v38
	.loc	1 41 77                         ; src/rodinia_nw.cl:41:77
	v_subrev_u32_e32 v35, s39, v35
.Ltmp87:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v36, v35
.Ltmp88:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_u32_e32 v35, v33, v37
.Ltmp89:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp90:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_14:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 5
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[10:11]
.Ltmp91:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s[10:11], 7, v0
.Ltmp92:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp93:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 6
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB0_16
.Ltmp94:
; %bb.15:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 6
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_u32_e32 v34, 6, v0
.Ltmp95:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_u32_e32 v34, v36, v34
.Ltmp96:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_u32_e32 v38, v1, v37
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_lshl_add_u32 v34, v34, 2, s37
	ds_read_b32 v36, v34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	ds_read2_b32 v[34:35], v38 offset1:1
	.loc	1 40 45 is_stmt 1               ; src/rodinia_nw.cl:40:45
	ds_read_b32 v38, v38 offset:68
	.loc	1 39 81                         ; src/rodinia_nw.cl:39:81
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v34, v36, v34
	.loc	1 40 77                         ; src/rodinia_nw.cl:40:77
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v36, s39, v38
	.loc	1 41 77                         ; src/rodinia_nw.cl:41:77
	v_subrev_u32_e32 v35, s39, v35
.Ltmp97:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v36, v35
.Ltmp98:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_u32_e32 v35, v33, v37
.Ltmp99:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp100:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_16:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 6
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[12:13]
.Ltmp101:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s[12:13], 8, v0
.Ltmp102:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp103:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 7
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB0_18
.Ltmp104:
; %bb.17:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 7
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_u32_e32 v34, 7, v0
.Ltmp105:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_u32_e32 v34, v36, v34
.Ltmp106:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_u32_e32 v38, v1, v37
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_lshl_add_u32 v34, v34, 2, s37
	ds_read_b32 v36, v34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	ds_read2_b32 v[34:35], v38 offset1:1
	.loc	1 40 45 is_stmt 1               ; src/rodinia_nw.cl:40:45
	ds_read_b32 v38, v38 offset:68
	.loc	1 39 81                         ; src/rodinia_nw.cl:39:81
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v34, v36, v34
	.loc	1 40 77                         ; src/rodinia_nw.cl:40:77
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v36, s39, v38
	.loc	1 41 77                         ; src/rodinia_nw.cl:41:77
	v_subrev_u32_e32 v35, s39, v35
.Ltmp107:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v36, v35
.Ltmp108:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_u32_e32 v35, v33, v37
.Ltmp109:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp110:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_18:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 7
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[14:15]
.Ltmp111:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s[14:15], 9, v0
.Ltmp112:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp113:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB0_20
.Ltmp114:
; %bb.19:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_u32_e32 v34, 8, v0
.Ltmp115:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_u32_e32 v34, v36, v34
.Ltmp116:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_u32_e32 v38, v1, v37
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_lshl_add_u32 v34, v34, 2, s37
	ds_read_b32 v36, v34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	ds_read2_b32 v[34:35], v38 offset1:1
	.loc	1 40 45 is_stmt 1               ; src/rodinia_nw.cl:40:45
	ds_read_b32 v38, v38 offset:68
	.loc	1 39 81                         ; src/rodinia_nw.cl:39:81
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v34, v36, v34
	.loc	1 40 77                         ; src/rodinia_nw.cl:40:77
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v36, s39, v38
	.loc	1 41 77                         ; src/rodinia_nw.cl:41:77
	v_subrev_u32_e32 v35, s39, v35
.Ltmp117:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v36, v35
.Ltmp118:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_u32_e32 v35, v33, v37
.Ltmp119:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp120:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_20:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[16:17]
.Ltmp121:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s[16:17], 10, v0
.Ltmp122:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp123:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 9
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB0_22
.Ltmp124:
; %bb.21:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 9
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_u32_e32 v34, 9, v0
.Ltmp125:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_u32_e32 v34, v36, v34
.Ltmp126:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_u32_e32 v38, v1, v37
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_lshl_add_u32 v34, v34, 2, s37
	ds_read_b32 v36, v34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	ds_read2_b32 v[34:35], v38 offset1:1
	.loc	1 40 45 is_stmt 1               ; src/rodinia_nw.cl:40:45
	ds_read_b32 v38, v38 offset:68
	.loc	1 39 81                         ; src/rodinia_nw.cl:39:81
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v34, v36, v34
	.loc	1 40 77                         ; src/rodinia_nw.cl:40:77
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v36, s39, v38
	.loc	1 41 77                         ; src/rodinia_nw.cl:41:77
	v_subrev_u32_e32 v35, s39, v35
.Ltmp127:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v36, v35
.Ltmp128:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_u32_e32 v35, v33, v37
.Ltmp129:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp130:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_22:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 9
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[18:19]
.Ltmp131:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s[18:19], 11, v0
.Ltmp132:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp133:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 10
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[20:21], s[18:19]
	s_cbranch_execz .LBB0_24
.Ltmp134:
; %bb.23:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 10
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_u32_e32 v34, 10, v0
.Ltmp135:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_u32_e32 v34, v36, v34
.Ltmp136:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_u32_e32 v38, v1, v37
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_lshl_add_u32 v34, v34, 2, s37
	ds_read_b32 v36, v34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	ds_read2_b32 v[34:35], v38 offset1:1
	.loc	1 40 45 is_stmt 1               ; src/rodinia_nw.cl:40:45
	ds_read_b32 v38, v38 offset:68
	.loc	1 39 81                         ; src/rodinia_nw.cl:39:81
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v34, v36, v34
	.loc	1 40 77                         ; src/rodinia_nw.cl:40:77
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v36, s39, v38
	.loc	1 41 77                         ; src/rodinia_nw.cl:41:77
	v_subrev_u32_e32 v35, s39, v35
.Ltmp137:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v36, v35
.Ltmp138:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_u32_e32 v35, v33, v37
.Ltmp139:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp140:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_24:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 10
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[20:21]
.Ltmp141:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s[20:21], 12, v0
.Ltmp142:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp143:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 11
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB0_26
.Ltmp144:
; %bb.25:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 11
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_u32_e32 v34, 11, v0
.Ltmp145:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_u32_e32 v34, v36, v34
.Ltmp146:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_u32_e32 v38, v1, v37
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_lshl_add_u32 v34, v34, 2, s37
	ds_read_b32 v36, v34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	ds_read2_b32 v[34:35], v38 offset1:1
	.loc	1 40 45 is_stmt 1               ; src/rodinia_nw.cl:40:45
	ds_read_b32 v38, v38 offset:68
	.loc	1 39 81                         ; src/rodinia_nw.cl:39:81
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v34, v36, v34
	.loc	1 40 77                         ; src/rodinia_nw.cl:40:77
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v36, s39, v38
	.loc	1 41 77                         ; src/rodinia_nw.cl:41:77
	v_subrev_u32_e32 v35, s39, v35
.Ltmp147:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v36, v35
.Ltmp148:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_u32_e32 v35, v33, v37
.Ltmp149:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp150:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_26:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 11
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[22:23]
.Ltmp151:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s[22:23], 13, v0
.Ltmp152:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp153:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 12
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[24:25], s[22:23]
	s_cbranch_execz .LBB0_28
.Ltmp154:
; %bb.27:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 12
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_u32_e32 v34, 12, v0
.Ltmp155:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_u32_e32 v34, v36, v34
.Ltmp156:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_u32_e32 v38, v1, v37
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_lshl_add_u32 v34, v34, 2, s37
	ds_read_b32 v36, v34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	ds_read2_b32 v[34:35], v38 offset1:1
	.loc	1 40 45 is_stmt 1               ; src/rodinia_nw.cl:40:45
	ds_read_b32 v38, v38 offset:68
	.loc	1 39 81                         ; src/rodinia_nw.cl:39:81
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v34, v36, v34
	.loc	1 40 77                         ; src/rodinia_nw.cl:40:77
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v36, s39, v38
	.loc	1 41 77                         ; src/rodinia_nw.cl:41:77
	v_subrev_u32_e32 v35, s39, v35
.Ltmp157:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v36, v35
.Ltmp158:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_u32_e32 v35, v33, v37
.Ltmp159:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp160:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_28:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 12
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[24:25]
.Ltmp161:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s[24:25], 14, v0
.Ltmp162:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp163:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 13
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[26:27], s[24:25]
	s_cbranch_execz .LBB0_30
.Ltmp164:
; %bb.29:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 13
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_u32_e32 v34, 13, v0
.Ltmp165:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_u32_e32 v34, v36, v34
.Ltmp166:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_u32_e32 v38, v1, v37
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_lshl_add_u32 v34, v34, 2, s37
	ds_read_b32 v36, v34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	ds_read2_b32 v[34:35], v38 offset1:1
	.loc	1 40 45 is_stmt 1               ; src/rodinia_nw.cl:40:45
	ds_read_b32 v38, v38 offset:68
	.loc	1 39 81                         ; src/rodinia_nw.cl:39:81
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v34, v36, v34
	.loc	1 40 77                         ; src/rodinia_nw.cl:40:77
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v36, s39, v38
	.loc	1 41 77                         ; src/rodinia_nw.cl:41:77
	v_subrev_u32_e32 v35, s39, v35
.Ltmp167:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v36, v35
.Ltmp168:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_u32_e32 v35, v33, v37
.Ltmp169:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp170:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_30:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 13
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[26:27]
.Ltmp171:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s[26:27], 15, v0
.Ltmp172:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp173:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 14
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[28:29], s[26:27]
	s_cbranch_execz .LBB0_32
.Ltmp174:
; %bb.31:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 14
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_u32_e32 v34, 14, v0
.Ltmp175:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_u32_e32 v34, v36, v34
.Ltmp176:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_u32_e32 v38, v1, v37
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_lshl_add_u32 v34, v34, 2, s37
	ds_read_b32 v36, v34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	ds_read2_b32 v[34:35], v38 offset1:1
	.loc	1 40 45 is_stmt 1               ; src/rodinia_nw.cl:40:45
	ds_read_b32 v38, v38 offset:68
	.loc	1 39 81                         ; src/rodinia_nw.cl:39:81
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v34, v36, v34
	.loc	1 40 77                         ; src/rodinia_nw.cl:40:77
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v36, s39, v38
	.loc	1 41 77                         ; src/rodinia_nw.cl:41:77
	v_subrev_u32_e32 v35, s39, v35
.Ltmp177:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v36, v35
.Ltmp178:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_u32_e32 v35, v33, v37
.Ltmp179:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp180:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_32:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 14
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[28:29]
.Ltmp181:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	v_sub_u32_e32 v36, 15, v0
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s[28:29], 16, v0
	v_mul_i32_i24_e32 v34, 17, v36
.Ltmp182:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp183:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 15
                                        ; implicit-def: $vgpr35
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[40:41], s[28:29]
	s_xor_b64 s[28:29], exec, s[40:41]
	s_cbranch_execz .LBB0_34
.Ltmp184:
; %bb.33:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 15
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr36
	.loc	1 39 45 is_stmt 1               ; src/rodinia_nw.cl:39:45
	v_add_u32_e32 v35, v34, v0
	v_lshlrev_b32_e32 v37, 2, v34
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_u32_e32 v35, v35, v36
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_u32_e32 v40, v1, v37
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_lshl_add_u32 v35, v35, 2, s37
	ds_read_b32 v41, v35
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	ds_read2_b32 v[38:39], v40 offset1:1
	.loc	1 40 45 is_stmt 1               ; src/rodinia_nw.cl:40:45
	ds_read_b32 v40, v40 offset:68
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_lshlrev_b32_e32 v35, 4, v36
	.loc	1 39 7 is_stmt 0                ; src/rodinia_nw.cl:39:7
	v_add_u32_e32 v33, v33, v37
	.loc	1 39 81                         ; src/rodinia_nw.cl:39:81
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v36, v41, v38
.Ltmp185:
	.loc	1 40 77 is_stmt 1               ; src/rodinia_nw.cl:40:77
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v38, s39, v40
	.loc	1 41 77                         ; src/rodinia_nw.cl:41:77
	v_subrev_u32_e32 v39, s39, v39
.Ltmp186:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr38
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr39
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v36, v36, v38, v39
.Ltmp187:
	.loc	1 39 35                         ; src/rodinia_nw.cl:39:35
	ds_write_b32 v33, v36 offset:68
.Ltmp188:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
                                        ; implicit-def: $vgpr36
.LBB0_34:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 15
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_or_saveexec_b64 s[28:29], s[28:29]
	s_xor_b64 exec, exec, s[28:29]
.Ltmp189:
; %bb.35:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 15
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	v_lshlrev_b32_e32 v35, 4, v36
.Ltmp190:
; %bb.36:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 15
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	s_or_b64 exec, exec, s[28:29]
.Ltmp191:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	v_sub_u32_e32 v0, 16, v0
.Ltmp192:
	v_mul_i32_i24_e32 v0, 17, v0
.Ltmp193:
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 14
.Ltmp194:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[28:29], s[26:27]
	s_cbranch_execz .LBB0_38
.Ltmp195:
; %bb.37:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 14
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 2, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v1
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v38, v0, 2, v1
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	ds_read2_b32 v[36:37], v33 offset0:1 offset1:2
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	ds_read_b32 v39, v38 offset:4
	.loc	1 48 83                         ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v33, v35, 2, v32
	ds_read_b32 v33, v33 offset:4
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
.Ltmp196:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	v_subrev_u32_e32 v36, s39, v39
.Ltmp197:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp198:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v38, v33 offset:8
.Ltmp199:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_38:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 14
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[28:29]
.Ltmp200:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp201:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 13
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[26:27], s[24:25]
	s_cbranch_execz .LBB0_40
.Ltmp202:
; %bb.39:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 13
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 3, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v1
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v38, v0, 2, v1
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	ds_read2_b32 v[36:37], v33 offset0:2 offset1:3
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	ds_read_b32 v39, v38 offset:8
	.loc	1 48 83                         ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v33, v35, 2, v32
	ds_read_b32 v33, v33 offset:8
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
.Ltmp203:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	v_subrev_u32_e32 v36, s39, v39
.Ltmp204:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp205:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v38, v33 offset:12
.Ltmp206:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_40:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 13
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[26:27]
.Ltmp207:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp208:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 12
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[24:25], s[22:23]
	s_cbranch_execz .LBB0_42
.Ltmp209:
; %bb.41:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 12
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 4, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v1
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v38, v0, 2, v1
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	ds_read2_b32 v[36:37], v33 offset0:3 offset1:4
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	ds_read_b32 v39, v38 offset:12
	.loc	1 48 83                         ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v33, v35, 2, v32
	ds_read_b32 v33, v33 offset:12
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
.Ltmp210:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	v_subrev_u32_e32 v36, s39, v39
.Ltmp211:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp212:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v38, v33 offset:16
.Ltmp213:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_42:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 12
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[24:25]
.Ltmp214:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp215:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 11
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB0_44
.Ltmp216:
; %bb.43:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 11
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 5, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v1
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v38, v0, 2, v1
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	ds_read2_b32 v[36:37], v33 offset0:4 offset1:5
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	ds_read_b32 v39, v38 offset:16
	.loc	1 48 83                         ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v33, v35, 2, v32
	ds_read_b32 v33, v33 offset:16
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
.Ltmp217:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	v_subrev_u32_e32 v36, s39, v39
.Ltmp218:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp219:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v38, v33 offset:20
.Ltmp220:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_44:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 11
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[22:23]
.Ltmp221:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp222:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 10
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[20:21], s[18:19]
	s_cbranch_execz .LBB0_46
.Ltmp223:
; %bb.45:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 10
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 6, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v1
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v38, v0, 2, v1
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	ds_read2_b32 v[36:37], v33 offset0:5 offset1:6
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	ds_read_b32 v39, v38 offset:20
	.loc	1 48 83                         ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v33, v35, 2, v32
	ds_read_b32 v33, v33 offset:20
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
.Ltmp224:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	v_subrev_u32_e32 v36, s39, v39
.Ltmp225:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp226:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v38, v33 offset:24
.Ltmp227:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_46:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 10
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[20:21]
.Ltmp228:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp229:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 9
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB0_48
.Ltmp230:
; %bb.47:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 9
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v1
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v38, v0, 2, v1
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	ds_read2_b32 v[36:37], v33 offset0:6 offset1:7
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	ds_read_b32 v39, v38 offset:24
	.loc	1 48 83                         ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v33, v35, 2, v32
	ds_read_b32 v33, v33 offset:24
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
.Ltmp231:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	v_subrev_u32_e32 v36, s39, v39
.Ltmp232:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp233:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v38, v33 offset:28
.Ltmp234:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_48:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 9
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[18:19]
.Ltmp235:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp236:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB0_50
.Ltmp237:
; %bb.49:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 8, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v1
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v38, v0, 2, v1
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	ds_read2_b32 v[36:37], v33 offset0:7 offset1:8
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	ds_read_b32 v39, v38 offset:28
	.loc	1 48 83                         ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v33, v35, 2, v32
	ds_read_b32 v33, v33 offset:28
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
.Ltmp238:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	v_subrev_u32_e32 v36, s39, v39
.Ltmp239:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp240:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v38, v33 offset:32
.Ltmp241:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_50:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[16:17]
.Ltmp242:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp243:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 7
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB0_52
.Ltmp244:
; %bb.51:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 7
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 9, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v1
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v38, v0, 2, v1
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	ds_read2_b32 v[36:37], v33 offset0:8 offset1:9
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	ds_read_b32 v39, v38 offset:32
	.loc	1 48 83                         ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v33, v35, 2, v32
	ds_read_b32 v33, v33 offset:32
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
.Ltmp245:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	v_subrev_u32_e32 v36, s39, v39
.Ltmp246:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp247:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v38, v33 offset:36
.Ltmp248:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_52:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 7
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[14:15]
.Ltmp249:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp250:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 6
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB0_54
.Ltmp251:
; %bb.53:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 6
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 10, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v1
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v38, v0, 2, v1
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	ds_read2_b32 v[36:37], v33 offset0:9 offset1:10
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	ds_read_b32 v39, v38 offset:36
	.loc	1 48 83                         ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v33, v35, 2, v32
	ds_read_b32 v33, v33 offset:36
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
.Ltmp252:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	v_subrev_u32_e32 v36, s39, v39
.Ltmp253:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp254:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v38, v33 offset:40
.Ltmp255:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_54:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 6
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[12:13]
.Ltmp256:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp257:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 5
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_56
.Ltmp258:
; %bb.55:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 5
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 11, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v1
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v38, v0, 2, v1
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	ds_read2_b32 v[36:37], v33 offset0:10 offset1:11
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	ds_read_b32 v39, v38 offset:40
	.loc	1 48 83                         ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v33, v35, 2, v32
	ds_read_b32 v33, v33 offset:40
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
.Ltmp259:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	v_subrev_u32_e32 v36, s39, v39
.Ltmp260:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp261:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v38, v33 offset:44
.Ltmp262:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_56:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 5
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[10:11]
.Ltmp263:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp264:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_58
.Ltmp265:
; %bb.57:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 12, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v1
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v38, v0, 2, v1
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	ds_read2_b32 v[36:37], v33 offset0:11 offset1:12
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	ds_read_b32 v39, v38 offset:44
	.loc	1 48 83                         ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v33, v35, 2, v32
	ds_read_b32 v33, v33 offset:44
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
.Ltmp266:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	v_subrev_u32_e32 v36, s39, v39
.Ltmp267:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp268:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v38, v33 offset:48
.Ltmp269:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_58:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[8:9]
.Ltmp270:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp271:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_60
.Ltmp272:
; %bb.59:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 13, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v1
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v38, v0, 2, v1
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	ds_read2_b32 v[36:37], v33 offset0:12 offset1:13
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	ds_read_b32 v39, v38 offset:48
	.loc	1 48 83                         ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v33, v35, 2, v32
	ds_read_b32 v33, v33 offset:48
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
.Ltmp273:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	v_subrev_u32_e32 v36, s39, v39
.Ltmp274:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp275:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v38, v33 offset:52
.Ltmp276:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_60:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[6:7]
.Ltmp277:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp278:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_62
.Ltmp279:
; %bb.61:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 14, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v1
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v38, v0, 2, v1
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	ds_read2_b32 v[36:37], v33 offset0:13 offset1:14
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	ds_read_b32 v39, v38 offset:52
	.loc	1 48 83                         ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v33, v35, 2, v32
	ds_read_b32 v33, v33 offset:52
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
.Ltmp280:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	v_subrev_u32_e32 v36, s39, v39
.Ltmp281:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp282:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v38, v33 offset:56
.Ltmp283:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_62:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[4:5]
.Ltmp284:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp285:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_64
.Ltmp286:
; %bb.63:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 15, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v1
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v38, v0, 2, v1
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	ds_read2_b32 v[36:37], v33 offset0:14 offset1:15
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	ds_read_b32 v39, v38 offset:56
	.loc	1 48 83                         ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v33, v35, 2, v32
	ds_read_b32 v33, v33 offset:56
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
.Ltmp287:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	v_subrev_u32_e32 v36, s39, v39
.Ltmp288:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp289:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v38, v33 offset:60
.Ltmp290:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_64:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[2:3]
.Ltmp291:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp292:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_66
.Ltmp293:
; %bb.65:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 16, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v1
	.loc	1 48 83 is_stmt 0               ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v32, v35, 2, v32
	.loc	1 49 45 is_stmt 1               ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v0, v0, 2, v1
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	ds_read2_b32 v[36:37], v33 offset0:15 offset1:16
	.loc	1 48 83 is_stmt 0               ; src/rodinia_nw.cl:48:83
	ds_read_b32 v32, v32 offset:60
	.loc	1 49 45 is_stmt 1               ; src/rodinia_nw.cl:49:45
	ds_read_b32 v33, v0 offset:60
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v34, s39, v37
.Ltmp294:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr32
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v32, v32, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v33, s39, v33
.Ltmp295:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v32, v32, v33, v34
.Ltmp296:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v0, v32 offset:64
.Ltmp297:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_66:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[0:1]
.Ltmp298:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp299:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] -1
	.loc	1 55 43                         ; src/rodinia_nw.cl:55:43
	ds_read2_b32 v[32:33], v1 offset0:18 offset1:35
	.loc	1 55 5 is_stmt 0                ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v0, s31
	v_add_co_u32_e32 v2, vcc, s30, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
.Ltmp300:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v32, off
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_mov_b32_e32 v0, s35
	v_add_co_u32_e32 v2, vcc, s34, v2
	v_addc_co_u32_e32 v3, vcc, v3, v0, vcc
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	global_store_dword v[2:3], v33, off
.Ltmp301:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[2:3], 2, v[4:5]
	.loc	1 55 43                         ; src/rodinia_nw.cl:55:43
	ds_read2_b32 v[4:5], v1 offset0:52 offset1:69
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_mov_b32_e32 v0, s31
	v_add_co_u32_e32 v2, vcc, s30, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
.Ltmp302:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v4, off
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[2:3], 2, v[6:7]
	v_add_co_u32_e32 v2, vcc, s30, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	global_store_dword v[2:3], v5, off
.Ltmp303:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	.loc	1 55 43                         ; src/rodinia_nw.cl:55:43
	ds_read2_b32 v[4:5], v1 offset0:86 offset1:103
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[2:3], 2, v[8:9]
	v_add_co_u32_e32 v2, vcc, s30, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
.Ltmp304:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 5
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v4, off
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s30, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	global_store_dword v[2:3], v5, off
.Ltmp305:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 6
	.loc	1 55 43                         ; src/rodinia_nw.cl:55:43
	ds_read2_b32 v[4:5], v1 offset0:120 offset1:137
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[2:3], 2, v[12:13]
	v_add_co_u32_e32 v2, vcc, s30, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
.Ltmp306:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 7
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v4, off
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[2:3], 2, v[14:15]
	v_add_co_u32_e32 v2, vcc, s30, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	global_store_dword v[2:3], v5, off
.Ltmp307:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	.loc	1 55 43                         ; src/rodinia_nw.cl:55:43
	ds_read2_b32 v[4:5], v1 offset0:154 offset1:171
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[2:3], 2, v[18:19]
	v_add_co_u32_e32 v2, vcc, s30, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
.Ltmp308:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 9
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v4, off
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[2:3], 2, v[16:17]
	v_add_co_u32_e32 v2, vcc, s30, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	global_store_dword v[2:3], v5, off
.Ltmp309:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 10
	.loc	1 55 43                         ; src/rodinia_nw.cl:55:43
	ds_read2_b32 v[4:5], v1 offset0:188 offset1:205
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[2:3], 2, v[20:21]
	v_add_co_u32_e32 v2, vcc, s30, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
.Ltmp310:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 11
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v4, off
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[2:3], 2, v[22:23]
	v_add_co_u32_e32 v2, vcc, s30, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	global_store_dword v[2:3], v5, off
.Ltmp311:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 12
	.loc	1 55 43                         ; src/rodinia_nw.cl:55:43
	ds_read2_b32 v[4:5], v1 offset0:222 offset1:239
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[2:3], 2, v[24:25]
	v_add_co_u32_e32 v2, vcc, s30, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
.Ltmp312:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 13
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v4, off
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[2:3], 2, v[26:27]
	v_add_co_u32_e32 v2, vcc, s30, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	.loc	1 55 43                         ; src/rodinia_nw.cl:55:43
	v_add_u32_e32 v0, 0x400, v1
	ds_read2_b32 v[0:1], v0 offset1:17
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	global_store_dword v[2:3], v5, off
.Ltmp313:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 14
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[2:3], 2, v[28:29]
	v_mov_b32_e32 v4, s31
	v_add_co_u32_e32 v2, vcc, s30, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
.Ltmp314:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 15
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v0, off
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[2:3], 2, v[30:31]
	v_mov_b32_e32 v0, s31
	v_add_co_u32_e32 v2, vcc, s30, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	global_store_dword v[2:3], v1, off
.Ltmp315:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	.loc	1 56 1 is_stmt 1                ; src/rodinia_nw.cl:56:1
	s_endpgm
.Ltmp316:
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel nw_kernel1
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 60
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
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 42
		.amdhsa_accum_offset 64
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
	.size	nw_kernel1, .Lfunc_end0-nw_kernel1
	.cfi_endproc
	.file	3 "/usr/lib/llvm-14/lib/clang/14.0.6/include" "opencl-c-base.h"
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 5584
; NumSgprs: 44
; NumVgprs: 64
; NumAgprs: 0
; TotalNumVgprs: 64
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 44
; NumVGPRsForWavesPerEU: 64
; AccumOffset: 64
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 15
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.debug_loc
.Ldebug_loc0:
	.quad	.Ltmp0-.Lfunc_begin0
	.quad	.Ltmp192-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	0
	.quad	0
.Ldebug_loc1:
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	5                               ; 5
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	7                               ; 7
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	9                               ; 9
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	11                              ; 11
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	13                              ; 13
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	15                              ; 15
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	6                               ; 6
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	10                              ; 10
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	12                              ; 12
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	14                              ; 14
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	0
	.quad	0
.Ldebug_loc2:
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp43-.Lfunc_begin0
	.quad	.Ltmp53-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp53-.Lfunc_begin0
	.quad	.Ltmp63-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp63-.Lfunc_begin0
	.quad	.Ltmp73-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp73-.Lfunc_begin0
	.quad	.Ltmp83-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp83-.Lfunc_begin0
	.quad	.Ltmp93-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	5                               ; 5
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp93-.Lfunc_begin0
	.quad	.Ltmp103-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	6                               ; 6
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp103-.Lfunc_begin0
	.quad	.Ltmp113-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	7                               ; 7
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp113-.Lfunc_begin0
	.quad	.Ltmp123-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp123-.Lfunc_begin0
	.quad	.Ltmp133-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	9                               ; 9
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp133-.Lfunc_begin0
	.quad	.Ltmp143-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	10                              ; 10
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp143-.Lfunc_begin0
	.quad	.Ltmp153-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	11                              ; 11
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp153-.Lfunc_begin0
	.quad	.Ltmp163-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	12                              ; 12
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp163-.Lfunc_begin0
	.quad	.Ltmp173-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	13                              ; 13
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp173-.Lfunc_begin0
	.quad	.Ltmp183-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	14                              ; 14
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp183-.Lfunc_begin0
	.quad	.Ltmp194-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	15                              ; 15
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp194-.Lfunc_begin0
	.quad	.Ltmp195-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	0
	.quad	0
.Ldebug_loc3:
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.short	13                              ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	28                              ; DW_OP_minus
	.byte	35                              ; DW_OP_plus_uconst
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp45-.Lfunc_begin0
	.quad	.Ltmp46-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp55-.Lfunc_begin0
	.quad	.Ltmp56-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp65-.Lfunc_begin0
	.quad	.Ltmp66-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp75-.Lfunc_begin0
	.quad	.Ltmp76-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp85-.Lfunc_begin0
	.quad	.Ltmp86-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp95-.Lfunc_begin0
	.quad	.Ltmp96-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp105-.Lfunc_begin0
	.quad	.Ltmp106-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp115-.Lfunc_begin0
	.quad	.Ltmp116-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp125-.Lfunc_begin0
	.quad	.Ltmp126-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp135-.Lfunc_begin0
	.quad	.Ltmp136-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp145-.Lfunc_begin0
	.quad	.Ltmp146-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp155-.Lfunc_begin0
	.quad	.Ltmp156-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp165-.Lfunc_begin0
	.quad	.Ltmp166-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp175-.Lfunc_begin0
	.quad	.Ltmp176-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp184-.Lfunc_begin0
	.quad	.Ltmp185-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	164                             ; 2596
	.byte	20                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	0
	.quad	0
.Ldebug_loc4:
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 2597
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp47-.Lfunc_begin0
	.quad	.Ltmp50-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	164                             ; 2596
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp57-.Lfunc_begin0
	.quad	.Ltmp60-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	164                             ; 2596
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp67-.Lfunc_begin0
	.quad	.Ltmp70-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	164                             ; 2596
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp77-.Lfunc_begin0
	.quad	.Ltmp80-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	164                             ; 2596
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp87-.Lfunc_begin0
	.quad	.Ltmp90-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	164                             ; 2596
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp97-.Lfunc_begin0
	.quad	.Ltmp100-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	164                             ; 2596
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp107-.Lfunc_begin0
	.quad	.Ltmp110-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	164                             ; 2596
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp117-.Lfunc_begin0
	.quad	.Ltmp120-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	164                             ; 2596
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp127-.Lfunc_begin0
	.quad	.Ltmp130-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	164                             ; 2596
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp137-.Lfunc_begin0
	.quad	.Ltmp140-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	164                             ; 2596
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp147-.Lfunc_begin0
	.quad	.Ltmp150-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	164                             ; 2596
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp157-.Lfunc_begin0
	.quad	.Ltmp160-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	164                             ; 2596
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp167-.Lfunc_begin0
	.quad	.Ltmp170-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	164                             ; 2596
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp177-.Lfunc_begin0
	.quad	.Ltmp180-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	164                             ; 2596
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp186-.Lfunc_begin0
	.quad	.Ltmp188-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	166                             ; 2598
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	0
	.quad	0
.Ldebug_loc5:
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp47-.Lfunc_begin0
	.quad	.Ltmp48-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp57-.Lfunc_begin0
	.quad	.Ltmp58-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp67-.Lfunc_begin0
	.quad	.Ltmp68-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp77-.Lfunc_begin0
	.quad	.Ltmp78-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp87-.Lfunc_begin0
	.quad	.Ltmp88-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp97-.Lfunc_begin0
	.quad	.Ltmp98-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp107-.Lfunc_begin0
	.quad	.Ltmp108-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp117-.Lfunc_begin0
	.quad	.Ltmp118-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp127-.Lfunc_begin0
	.quad	.Ltmp128-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp137-.Lfunc_begin0
	.quad	.Ltmp138-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp147-.Lfunc_begin0
	.quad	.Ltmp148-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp157-.Lfunc_begin0
	.quad	.Ltmp158-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp167-.Lfunc_begin0
	.quad	.Ltmp168-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp177-.Lfunc_begin0
	.quad	.Ltmp178-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp186-.Lfunc_begin0
	.quad	.Ltmp187-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	164                             ; 2596
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	0
	.quad	0
.Ldebug_loc6:
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 2595
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp47-.Lfunc_begin0
	.quad	.Ltmp49-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 2595
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp57-.Lfunc_begin0
	.quad	.Ltmp59-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 2595
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp67-.Lfunc_begin0
	.quad	.Ltmp69-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 2595
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp77-.Lfunc_begin0
	.quad	.Ltmp79-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 2595
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp87-.Lfunc_begin0
	.quad	.Ltmp89-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 2595
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp97-.Lfunc_begin0
	.quad	.Ltmp99-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 2595
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp107-.Lfunc_begin0
	.quad	.Ltmp109-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 2595
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp117-.Lfunc_begin0
	.quad	.Ltmp119-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 2595
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp127-.Lfunc_begin0
	.quad	.Ltmp129-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 2595
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp137-.Lfunc_begin0
	.quad	.Ltmp139-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 2595
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp147-.Lfunc_begin0
	.quad	.Ltmp149-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 2595
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp157-.Lfunc_begin0
	.quad	.Ltmp159-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 2595
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp167-.Lfunc_begin0
	.quad	.Ltmp169-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 2595
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp177-.Lfunc_begin0
	.quad	.Ltmp179-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 2595
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp186-.Lfunc_begin0
	.quad	.Ltmp188-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	167                             ; 2599
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	0
	.quad	0
.Ldebug_loc7:
	.quad	.Ltmp195-.Lfunc_begin0
	.quad	.Ltmp201-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	14                              ; 14
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp201-.Lfunc_begin0
	.quad	.Ltmp208-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	13                              ; 13
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp208-.Lfunc_begin0
	.quad	.Ltmp215-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	12                              ; 12
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp215-.Lfunc_begin0
	.quad	.Ltmp222-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	11                              ; 11
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp222-.Lfunc_begin0
	.quad	.Ltmp229-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	10                              ; 10
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp229-.Lfunc_begin0
	.quad	.Ltmp236-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	9                               ; 9
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp236-.Lfunc_begin0
	.quad	.Ltmp243-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp243-.Lfunc_begin0
	.quad	.Ltmp250-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	7                               ; 7
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp250-.Lfunc_begin0
	.quad	.Ltmp257-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	6                               ; 6
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp257-.Lfunc_begin0
	.quad	.Ltmp264-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	5                               ; 5
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp264-.Lfunc_begin0
	.quad	.Ltmp271-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp271-.Lfunc_begin0
	.quad	.Ltmp278-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp278-.Lfunc_begin0
	.quad	.Ltmp285-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp285-.Lfunc_begin0
	.quad	.Ltmp292-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp292-.Lfunc_begin0
	.quad	.Ltmp299-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp299-.Lfunc_begin0
	.quad	.Lfunc_end0-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	127                             ; -1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	0
	.quad	0
.Ldebug_loc8:
	.quad	.Ltmp196-.Lfunc_begin0
	.quad	.Ltmp199-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 2597
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp203-.Lfunc_begin0
	.quad	.Ltmp206-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 2597
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp210-.Lfunc_begin0
	.quad	.Ltmp213-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 2597
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp217-.Lfunc_begin0
	.quad	.Ltmp220-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 2597
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp224-.Lfunc_begin0
	.quad	.Ltmp227-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 2597
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp231-.Lfunc_begin0
	.quad	.Ltmp234-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 2597
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp238-.Lfunc_begin0
	.quad	.Ltmp241-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 2597
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp245-.Lfunc_begin0
	.quad	.Ltmp248-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 2597
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp252-.Lfunc_begin0
	.quad	.Ltmp255-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 2597
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp259-.Lfunc_begin0
	.quad	.Ltmp262-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 2597
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp266-.Lfunc_begin0
	.quad	.Ltmp269-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 2597
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp273-.Lfunc_begin0
	.quad	.Ltmp276-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 2597
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp280-.Lfunc_begin0
	.quad	.Ltmp283-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 2597
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp287-.Lfunc_begin0
	.quad	.Ltmp290-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 2597
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp294-.Lfunc_begin0
	.quad	.Ltmp297-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	0
	.quad	0
.Ldebug_loc9:
	.quad	.Ltmp299-.Lfunc_begin0
	.quad	.Ltmp300-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp300-.Lfunc_begin0
	.quad	.Ltmp301-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp301-.Lfunc_begin0
	.quad	.Ltmp302-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp302-.Lfunc_begin0
	.quad	.Ltmp303-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp303-.Lfunc_begin0
	.quad	.Ltmp304-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp304-.Lfunc_begin0
	.quad	.Ltmp305-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	5                               ; 5
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp305-.Lfunc_begin0
	.quad	.Ltmp306-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	6                               ; 6
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp306-.Lfunc_begin0
	.quad	.Ltmp307-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	7                               ; 7
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp307-.Lfunc_begin0
	.quad	.Ltmp308-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp308-.Lfunc_begin0
	.quad	.Ltmp309-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	9                               ; 9
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp309-.Lfunc_begin0
	.quad	.Ltmp310-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	10                              ; 10
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp310-.Lfunc_begin0
	.quad	.Ltmp311-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	11                              ; 11
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp311-.Lfunc_begin0
	.quad	.Ltmp312-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	12                              ; 12
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp312-.Lfunc_begin0
	.quad	.Ltmp313-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	13                              ; 13
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp313-.Lfunc_begin0
	.quad	.Ltmp314-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	14                              ; 14
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp314-.Lfunc_begin0
	.quad	.Ltmp315-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	15                              ; 15
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp315-.Lfunc_begin0
	.quad	.Lfunc_end0-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	0
	.quad	0
	.section	.debug_abbrev
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	1                               ; DW_CHILDREN_yes
	.byte	37                              ; DW_AT_producer
	.byte	14                              ; DW_FORM_strp
	.byte	19                              ; DW_AT_language
	.byte	5                               ; DW_FORM_data2
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	16                              ; DW_AT_stmt_list
	.byte	23                              ; DW_FORM_sec_offset
	.byte	27                              ; DW_AT_comp_dir
	.byte	14                              ; DW_FORM_strp
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	110                             ; DW_AT_linkage_name
	.byte	14                              ; DW_FORM_strp
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	32                              ; DW_AT_inline
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
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
	.byte	14                              ; DW_FORM_strp
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	5                               ; DW_FORM_data2
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
	.byte	22                              ; DW_TAG_typedef
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	6                               ; Abbreviation Code
	.byte	36                              ; DW_TAG_base_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	62                              ; DW_AT_encoding
	.byte	11                              ; DW_FORM_data1
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	7                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	32                              ; DW_AT_inline
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	8                               ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	9                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.ascii	"\227B"                         ; DW_AT_GNU_all_call_sites
	.byte	25                              ; DW_FORM_flag_present
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
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
	.byte	10                              ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	23                              ; DW_FORM_sec_offset
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	11                              ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	12                              ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
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
	.byte	13                              ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	14                              ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	1                               ; DW_CHILDREN_yes
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	15                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	23                              ; DW_FORM_sec_offset
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	16                              ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	17                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	18                              ; Abbreviation Code
	.byte	38                              ; DW_TAG_const_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	19                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	51                              ; DW_AT_address_class
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	0                               ; EOM(3)
	.section	.debug_info
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	4                               ; DWARF version number
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	8                               ; Address Size (in bytes)
	.byte	1                               ; Abbrev [1] 0xb:0x2dd DW_TAG_compile_unit
	.long	.Linfo_string0                  ; DW_AT_producer
	.short	21                              ; DW_AT_language
	.long	.Linfo_string1                  ; DW_AT_name
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.long	.Linfo_string2                  ; DW_AT_comp_dir
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	2                               ; Abbrev [2] 0x2a:0x18 DW_TAG_subprogram
	.long	.Linfo_string3                  ; DW_AT_linkage_name
	.long	.Linfo_string4                  ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	93                              ; DW_AT_decl_line
	.byte	1                               ; DW_AT_inline
	.byte	3                               ; Abbrev [3] 0x36:0xb DW_TAG_formal_parameter
	.long	.Linfo_string5                  ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	93                              ; DW_AT_decl_line
	.long	66                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x42:0xc DW_TAG_typedef
	.long	78                              ; DW_AT_type
	.long	.Linfo_string8                  ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.short	338                             ; DW_AT_decl_line
	.byte	5                               ; Abbrev [5] 0x4e:0xb DW_TAG_typedef
	.long	89                              ; DW_AT_type
	.long	.Linfo_string7                  ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	98                              ; DW_AT_decl_line
	.byte	6                               ; Abbrev [6] 0x59:0x7 DW_TAG_base_type
	.long	.Linfo_string6                  ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	7                               ; Abbrev [7] 0x60:0x39 DW_TAG_subprogram
	.long	.Linfo_string9                  ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	1                               ; DW_AT_inline
	.byte	3                               ; Abbrev [3] 0x6c:0xb DW_TAG_formal_parameter
	.long	.Linfo_string11                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x77:0xb DW_TAG_formal_parameter
	.long	.Linfo_string12                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x82:0xb DW_TAG_formal_parameter
	.long	.Linfo_string13                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x8d:0xb DW_TAG_variable
	.long	.Linfo_string14                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	11                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	6                               ; Abbrev [6] 0x99:0x7 DW_TAG_base_type
	.long	.Linfo_string10                 ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	9                               ; Abbrev [9] 0xa0:0x22f DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_GNU_all_call_sites
	.long	.Linfo_string15                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	15                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	3                               ; Abbrev [3] 0xb4:0xb DW_TAG_formal_parameter
	.long	.Linfo_string22                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	15                              ; DW_AT_decl_line
	.long	719                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0xbf:0xb DW_TAG_formal_parameter
	.long	.Linfo_string23                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	15                              ; DW_AT_decl_line
	.long	729                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0xca:0xb DW_TAG_formal_parameter
	.long	.Linfo_string24                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	16                              ; DW_AT_decl_line
	.long	729                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0xd5:0xb DW_TAG_formal_parameter
	.long	.Linfo_string25                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	16                              ; DW_AT_decl_line
	.long	734                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0xe0:0xb DW_TAG_formal_parameter
	.long	.Linfo_string26                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	734                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0xeb:0xb DW_TAG_formal_parameter
	.long	.Linfo_string27                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0xf6:0xb DW_TAG_formal_parameter
	.long	.Linfo_string28                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x101:0xb DW_TAG_formal_parameter
	.long	.Linfo_string29                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x10c:0xb DW_TAG_formal_parameter
	.long	.Linfo_string30                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	18                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x117:0xb DW_TAG_formal_parameter
	.long	.Linfo_string31                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	18                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x122:0xb DW_TAG_formal_parameter
	.long	.Linfo_string32                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	18                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x12d:0xb DW_TAG_formal_parameter
	.long	.Linfo_string33                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	18                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x138:0xf DW_TAG_variable
	.long	.Ldebug_loc0                    ; DW_AT_location
	.long	.Linfo_string16                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x147:0xb DW_TAG_variable
	.long	.Linfo_string17                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	24                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x152:0xb DW_TAG_variable
	.long	.Linfo_string34                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x15d:0xb DW_TAG_variable
	.long	.Linfo_string35                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x168:0xb DW_TAG_variable
	.long	.Linfo_string36                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x173:0xb DW_TAG_variable
	.long	.Linfo_string37                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	21                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x17e:0xb DW_TAG_variable
	.long	.Linfo_string38                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	22                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x189:0xb DW_TAG_variable
	.long	.Linfo_string39                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	23                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x194:0x15 DW_TAG_lexical_block
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	10                              ; Abbrev [10] 0x199:0xf DW_TAG_variable
	.long	.Ldebug_loc1                    ; DW_AT_location
	.long	.Linfo_string18                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	28                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	12                              ; Abbrev [12] 0x1a9:0x14 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.quad	.Ltmp29                         ; DW_AT_low_pc
	.long	.Ltmp30-.Ltmp29                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	30                              ; DW_AT_call_line
	.byte	3                               ; DW_AT_call_column
	.byte	12                              ; Abbrev [12] 0x1bd:0x14 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.quad	.Ltmp33                         ; DW_AT_low_pc
	.long	.Ltmp34-.Ltmp33                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	32                              ; DW_AT_call_line
	.byte	3                               ; DW_AT_call_column
	.byte	12                              ; Abbrev [12] 0x1d1:0x14 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.quad	.Ltmp35                         ; DW_AT_low_pc
	.long	.Ltmp36-.Ltmp35                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	34                              ; DW_AT_call_line
	.byte	3                               ; DW_AT_call_column
	.byte	13                              ; Abbrev [13] 0x1e5:0x71 DW_TAG_lexical_block
	.quad	.Ltmp36                         ; DW_AT_low_pc
	.long	.Ltmp195-.Ltmp36                ; DW_AT_high_pc
	.byte	10                              ; Abbrev [10] 0x1f2:0xf DW_TAG_variable
	.long	.Ldebug_loc2                    ; DW_AT_location
	.long	.Linfo_string19                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	36                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x201:0x48 DW_TAG_lexical_block
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	10                              ; Abbrev [10] 0x206:0xf DW_TAG_variable
	.long	.Ldebug_loc3                    ; DW_AT_location
	.long	.Linfo_string20                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	38                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x215:0xb DW_TAG_variable
	.long	.Linfo_string21                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	38                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	14                              ; Abbrev [14] 0x220:0x28 DW_TAG_inlined_subroutine
	.long	96                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges2                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	15                              ; Abbrev [15] 0x22c:0x9 DW_TAG_formal_parameter
	.long	.Ldebug_loc5                    ; DW_AT_location
	.long	108                             ; DW_AT_abstract_origin
	.byte	15                              ; Abbrev [15] 0x235:0x9 DW_TAG_formal_parameter
	.long	.Ldebug_loc4                    ; DW_AT_location
	.long	119                             ; DW_AT_abstract_origin
	.byte	15                              ; Abbrev [15] 0x23e:0x9 DW_TAG_formal_parameter
	.long	.Ldebug_loc6                    ; DW_AT_location
	.long	130                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	16                              ; Abbrev [16] 0x249:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges3                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	43                              ; DW_AT_call_line
	.byte	5                               ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	13                              ; Abbrev [13] 0x256:0x5b DW_TAG_lexical_block
	.quad	.Ltmp195                        ; DW_AT_low_pc
	.long	.Ltmp299-.Ltmp195               ; DW_AT_high_pc
	.byte	10                              ; Abbrev [10] 0x263:0xf DW_TAG_variable
	.long	.Ldebug_loc7                    ; DW_AT_location
	.long	.Linfo_string19                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	45                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x272:0x32 DW_TAG_lexical_block
	.long	.Ldebug_ranges4                 ; DW_AT_ranges
	.byte	8                               ; Abbrev [8] 0x277:0xb DW_TAG_variable
	.long	.Linfo_string21                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	47                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x282:0xb DW_TAG_variable
	.long	.Linfo_string20                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	47                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	14                              ; Abbrev [14] 0x28d:0x16 DW_TAG_inlined_subroutine
	.long	96                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges5                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	48                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	15                              ; Abbrev [15] 0x299:0x9 DW_TAG_formal_parameter
	.long	.Ldebug_loc8                    ; DW_AT_location
	.long	130                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	16                              ; Abbrev [16] 0x2a4:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges6                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	52                              ; DW_AT_call_line
	.byte	5                               ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	13                              ; Abbrev [13] 0x2b1:0x1d DW_TAG_lexical_block
	.quad	.Ltmp299                        ; DW_AT_low_pc
	.long	.Ltmp315-.Ltmp299               ; DW_AT_high_pc
	.byte	10                              ; Abbrev [10] 0x2be:0xf DW_TAG_variable
	.long	.Ldebug_loc9                    ; DW_AT_location
	.long	.Linfo_string18                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	54                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	17                              ; Abbrev [17] 0x2cf:0x5 DW_TAG_pointer_type
	.long	724                             ; DW_AT_type
	.byte	18                              ; Abbrev [18] 0x2d4:0x5 DW_TAG_const_type
	.long	153                             ; DW_AT_type
	.byte	17                              ; Abbrev [17] 0x2d9:0x5 DW_TAG_pointer_type
	.long	153                             ; DW_AT_type
	.byte	19                              ; Abbrev [19] 0x2de:0x9 DW_TAG_pointer_type
	.long	153                             ; DW_AT_type
	.long	2                               ; DW_AT_address_class
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges
.Ldebug_ranges0:
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp44-.Lfunc_begin0
	.quad	.Ltmp50-.Lfunc_begin0
	.quad	.Ltmp54-.Lfunc_begin0
	.quad	.Ltmp60-.Lfunc_begin0
	.quad	.Ltmp64-.Lfunc_begin0
	.quad	.Ltmp70-.Lfunc_begin0
	.quad	.Ltmp74-.Lfunc_begin0
	.quad	.Ltmp80-.Lfunc_begin0
	.quad	.Ltmp84-.Lfunc_begin0
	.quad	.Ltmp90-.Lfunc_begin0
	.quad	.Ltmp94-.Lfunc_begin0
	.quad	.Ltmp100-.Lfunc_begin0
	.quad	.Ltmp104-.Lfunc_begin0
	.quad	.Ltmp110-.Lfunc_begin0
	.quad	.Ltmp114-.Lfunc_begin0
	.quad	.Ltmp120-.Lfunc_begin0
	.quad	.Ltmp124-.Lfunc_begin0
	.quad	.Ltmp130-.Lfunc_begin0
	.quad	.Ltmp134-.Lfunc_begin0
	.quad	.Ltmp140-.Lfunc_begin0
	.quad	.Ltmp144-.Lfunc_begin0
	.quad	.Ltmp150-.Lfunc_begin0
	.quad	.Ltmp154-.Lfunc_begin0
	.quad	.Ltmp160-.Lfunc_begin0
	.quad	.Ltmp164-.Lfunc_begin0
	.quad	.Ltmp170-.Lfunc_begin0
	.quad	.Ltmp174-.Lfunc_begin0
	.quad	.Ltmp180-.Lfunc_begin0
	.quad	.Ltmp184-.Lfunc_begin0
	.quad	.Ltmp188-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp47-.Lfunc_begin0
	.quad	.Ltmp48-.Lfunc_begin0
	.quad	.Ltmp57-.Lfunc_begin0
	.quad	.Ltmp58-.Lfunc_begin0
	.quad	.Ltmp67-.Lfunc_begin0
	.quad	.Ltmp68-.Lfunc_begin0
	.quad	.Ltmp77-.Lfunc_begin0
	.quad	.Ltmp78-.Lfunc_begin0
	.quad	.Ltmp87-.Lfunc_begin0
	.quad	.Ltmp88-.Lfunc_begin0
	.quad	.Ltmp97-.Lfunc_begin0
	.quad	.Ltmp98-.Lfunc_begin0
	.quad	.Ltmp107-.Lfunc_begin0
	.quad	.Ltmp108-.Lfunc_begin0
	.quad	.Ltmp117-.Lfunc_begin0
	.quad	.Ltmp118-.Lfunc_begin0
	.quad	.Ltmp127-.Lfunc_begin0
	.quad	.Ltmp128-.Lfunc_begin0
	.quad	.Ltmp137-.Lfunc_begin0
	.quad	.Ltmp138-.Lfunc_begin0
	.quad	.Ltmp147-.Lfunc_begin0
	.quad	.Ltmp148-.Lfunc_begin0
	.quad	.Ltmp157-.Lfunc_begin0
	.quad	.Ltmp158-.Lfunc_begin0
	.quad	.Ltmp167-.Lfunc_begin0
	.quad	.Ltmp168-.Lfunc_begin0
	.quad	.Ltmp177-.Lfunc_begin0
	.quad	.Ltmp178-.Lfunc_begin0
	.quad	.Ltmp186-.Lfunc_begin0
	.quad	.Ltmp187-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp42-.Lfunc_begin0
	.quad	.Ltmp44-.Lfunc_begin0
	.quad	.Ltmp52-.Lfunc_begin0
	.quad	.Ltmp54-.Lfunc_begin0
	.quad	.Ltmp62-.Lfunc_begin0
	.quad	.Ltmp64-.Lfunc_begin0
	.quad	.Ltmp72-.Lfunc_begin0
	.quad	.Ltmp74-.Lfunc_begin0
	.quad	.Ltmp82-.Lfunc_begin0
	.quad	.Ltmp84-.Lfunc_begin0
	.quad	.Ltmp92-.Lfunc_begin0
	.quad	.Ltmp94-.Lfunc_begin0
	.quad	.Ltmp102-.Lfunc_begin0
	.quad	.Ltmp104-.Lfunc_begin0
	.quad	.Ltmp112-.Lfunc_begin0
	.quad	.Ltmp114-.Lfunc_begin0
	.quad	.Ltmp122-.Lfunc_begin0
	.quad	.Ltmp124-.Lfunc_begin0
	.quad	.Ltmp132-.Lfunc_begin0
	.quad	.Ltmp134-.Lfunc_begin0
	.quad	.Ltmp142-.Lfunc_begin0
	.quad	.Ltmp144-.Lfunc_begin0
	.quad	.Ltmp152-.Lfunc_begin0
	.quad	.Ltmp154-.Lfunc_begin0
	.quad	.Ltmp162-.Lfunc_begin0
	.quad	.Ltmp164-.Lfunc_begin0
	.quad	.Ltmp172-.Lfunc_begin0
	.quad	.Ltmp174-.Lfunc_begin0
	.quad	.Ltmp182-.Lfunc_begin0
	.quad	.Ltmp184-.Lfunc_begin0
	.quad	.Ltmp193-.Lfunc_begin0
	.quad	.Ltmp195-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges4:
	.quad	.Ltmp195-.Lfunc_begin0
	.quad	.Ltmp199-.Lfunc_begin0
	.quad	.Ltmp202-.Lfunc_begin0
	.quad	.Ltmp206-.Lfunc_begin0
	.quad	.Ltmp209-.Lfunc_begin0
	.quad	.Ltmp213-.Lfunc_begin0
	.quad	.Ltmp216-.Lfunc_begin0
	.quad	.Ltmp220-.Lfunc_begin0
	.quad	.Ltmp223-.Lfunc_begin0
	.quad	.Ltmp227-.Lfunc_begin0
	.quad	.Ltmp230-.Lfunc_begin0
	.quad	.Ltmp234-.Lfunc_begin0
	.quad	.Ltmp237-.Lfunc_begin0
	.quad	.Ltmp241-.Lfunc_begin0
	.quad	.Ltmp244-.Lfunc_begin0
	.quad	.Ltmp248-.Lfunc_begin0
	.quad	.Ltmp251-.Lfunc_begin0
	.quad	.Ltmp255-.Lfunc_begin0
	.quad	.Ltmp258-.Lfunc_begin0
	.quad	.Ltmp262-.Lfunc_begin0
	.quad	.Ltmp265-.Lfunc_begin0
	.quad	.Ltmp269-.Lfunc_begin0
	.quad	.Ltmp272-.Lfunc_begin0
	.quad	.Ltmp276-.Lfunc_begin0
	.quad	.Ltmp279-.Lfunc_begin0
	.quad	.Ltmp283-.Lfunc_begin0
	.quad	.Ltmp286-.Lfunc_begin0
	.quad	.Ltmp290-.Lfunc_begin0
	.quad	.Ltmp293-.Lfunc_begin0
	.quad	.Ltmp297-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges5:
	.quad	.Ltmp197-.Lfunc_begin0
	.quad	.Ltmp198-.Lfunc_begin0
	.quad	.Ltmp204-.Lfunc_begin0
	.quad	.Ltmp205-.Lfunc_begin0
	.quad	.Ltmp211-.Lfunc_begin0
	.quad	.Ltmp212-.Lfunc_begin0
	.quad	.Ltmp218-.Lfunc_begin0
	.quad	.Ltmp219-.Lfunc_begin0
	.quad	.Ltmp225-.Lfunc_begin0
	.quad	.Ltmp226-.Lfunc_begin0
	.quad	.Ltmp232-.Lfunc_begin0
	.quad	.Ltmp233-.Lfunc_begin0
	.quad	.Ltmp239-.Lfunc_begin0
	.quad	.Ltmp240-.Lfunc_begin0
	.quad	.Ltmp246-.Lfunc_begin0
	.quad	.Ltmp247-.Lfunc_begin0
	.quad	.Ltmp253-.Lfunc_begin0
	.quad	.Ltmp254-.Lfunc_begin0
	.quad	.Ltmp260-.Lfunc_begin0
	.quad	.Ltmp261-.Lfunc_begin0
	.quad	.Ltmp267-.Lfunc_begin0
	.quad	.Ltmp268-.Lfunc_begin0
	.quad	.Ltmp274-.Lfunc_begin0
	.quad	.Ltmp275-.Lfunc_begin0
	.quad	.Ltmp281-.Lfunc_begin0
	.quad	.Ltmp282-.Lfunc_begin0
	.quad	.Ltmp288-.Lfunc_begin0
	.quad	.Ltmp289-.Lfunc_begin0
	.quad	.Ltmp295-.Lfunc_begin0
	.quad	.Ltmp296-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges6:
	.quad	.Ltmp200-.Lfunc_begin0
	.quad	.Ltmp202-.Lfunc_begin0
	.quad	.Ltmp207-.Lfunc_begin0
	.quad	.Ltmp209-.Lfunc_begin0
	.quad	.Ltmp214-.Lfunc_begin0
	.quad	.Ltmp216-.Lfunc_begin0
	.quad	.Ltmp221-.Lfunc_begin0
	.quad	.Ltmp223-.Lfunc_begin0
	.quad	.Ltmp228-.Lfunc_begin0
	.quad	.Ltmp230-.Lfunc_begin0
	.quad	.Ltmp235-.Lfunc_begin0
	.quad	.Ltmp237-.Lfunc_begin0
	.quad	.Ltmp242-.Lfunc_begin0
	.quad	.Ltmp244-.Lfunc_begin0
	.quad	.Ltmp249-.Lfunc_begin0
	.quad	.Ltmp251-.Lfunc_begin0
	.quad	.Ltmp256-.Lfunc_begin0
	.quad	.Ltmp258-.Lfunc_begin0
	.quad	.Ltmp263-.Lfunc_begin0
	.quad	.Ltmp265-.Lfunc_begin0
	.quad	.Ltmp270-.Lfunc_begin0
	.quad	.Ltmp272-.Lfunc_begin0
	.quad	.Ltmp277-.Lfunc_begin0
	.quad	.Ltmp279-.Lfunc_begin0
	.quad	.Ltmp284-.Lfunc_begin0
	.quad	.Ltmp286-.Lfunc_begin0
	.quad	.Ltmp291-.Lfunc_begin0
	.quad	.Ltmp293-.Lfunc_begin0
	.quad	.Ltmp298-.Lfunc_begin0
	.quad	.Ltmp299-.Lfunc_begin0
	.quad	0
	.quad	0
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 14.0.6"   ; string offset=0
.Linfo_string1:
	.asciz	"src/rodinia_nw_gdwarf4.cl"     ; string offset=28
.Linfo_string2:
	.asciz	"."                             ; string offset=54
.Linfo_string3:
	.asciz	"_ZL7barrierj"                  ; string offset=56
.Linfo_string4:
	.asciz	"barrier"                       ; string offset=69
.Linfo_string5:
	.asciz	"f"                             ; string offset=77
.Linfo_string6:
	.asciz	"unsigned int"                  ; string offset=79
.Linfo_string7:
	.asciz	"uint"                          ; string offset=92
.Linfo_string8:
	.asciz	"cl_mem_fence_flags"            ; string offset=97
.Linfo_string9:
	.asciz	"maximum"                       ; string offset=116
.Linfo_string10:
	.asciz	"int"                           ; string offset=124
.Linfo_string11:
	.asciz	"a"                             ; string offset=128
.Linfo_string12:
	.asciz	"b"                             ; string offset=130
.Linfo_string13:
	.asciz	"c"                             ; string offset=132
.Linfo_string14:
	.asciz	"k"                             ; string offset=134
.Linfo_string15:
	.asciz	"nw_kernel1"                    ; string offset=136
.Linfo_string16:
	.asciz	"tx"                            ; string offset=147
.Linfo_string17:
	.asciz	"index_nw"                      ; string offset=150
.Linfo_string18:
	.asciz	"ty"                            ; string offset=159
.Linfo_string19:
	.asciz	"m"                             ; string offset=162
.Linfo_string20:
	.asciz	"t_index_y"                     ; string offset=164
.Linfo_string21:
	.asciz	"t_index_x"                     ; string offset=174
.Linfo_string22:
	.asciz	"reference_d"                   ; string offset=184
.Linfo_string23:
	.asciz	"input_itemsets_d"              ; string offset=196
.Linfo_string24:
	.asciz	"output_itemsets_d"             ; string offset=213
.Linfo_string25:
	.asciz	"input_itemsets_l"              ; string offset=231
.Linfo_string26:
	.asciz	"reference_l"                   ; string offset=248
.Linfo_string27:
	.asciz	"cols"                          ; string offset=260
.Linfo_string28:
	.asciz	"penalty"                       ; string offset=265
.Linfo_string29:
	.asciz	"blk"                           ; string offset=273
.Linfo_string30:
	.asciz	"block_width"                   ; string offset=277
.Linfo_string31:
	.asciz	"worksize"                      ; string offset=289
.Linfo_string32:
	.asciz	"offset_r"                      ; string offset=298
.Linfo_string33:
	.asciz	"offset_c"                      ; string offset=307
.Linfo_string34:
	.asciz	"bx"                            ; string offset=316
.Linfo_string35:
	.asciz	"b_index_x"                     ; string offset=319
.Linfo_string36:
	.asciz	"b_index_y"                     ; string offset=329
.Linfo_string37:
	.asciz	"index"                         ; string offset=339
.Linfo_string38:
	.asciz	"index_n"                       ; string offset=345
.Linfo_string39:
	.asciz	"index_w"                       ; string offset=353
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
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         24
        .pointee_align:  1
        .size:           4
        .type_name:      'int*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  local
        .offset:         28
        .pointee_align:  1
        .size:           4
        .type_name:      'int*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         52
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         56
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 60
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           nw_kernel1
    .private_segment_fixed_size: 0
    .sgpr_count:     44
    .sgpr_spill_count: 0
    .symbol:         nw_kernel1.kd
    .vgpr_count:     64
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
