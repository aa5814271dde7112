	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
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
	s_add_i32 s0, s3, 1
	.loc	1 21 70 is_stmt 0               ; src/rodinia_nw.cl:21:70
	v_add_u32_e32 v2, s2, v0
	.loc	1 21 88                         ; src/rodinia_nw.cl:21:88
	s_add_i32 s1, s0, s38
	.loc	1 21 106                        ; src/rodinia_nw.cl:21:106
	v_add_u32_e32 v1, s1, v2
	.loc	1 22 99 is_stmt 1               ; src/rodinia_nw.cl:22:99
	v_add_u32_e32 v32, s0, v2
.Ltmp8:
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	v_mov_b32_e32 v5, s29
	v_add_co_u32_e64 v3, s[0:1], s28, v3
	v_addc_co_u32_e64 v4, s[0:1], v5, v4, s[0:1]
	s_ashr_i32 s1, s38, 31
	s_mov_b32 s0, s38
	s_lshl_b64 s[34:35], s[0:1], 2
	global_load_dword v5, v[3:4], off
	v_add_co_u32_e64 v3, s[0:1], s34, v3
	v_mov_b32_e32 v6, s35
	v_addc_co_u32_e64 v4, s[0:1], v4, v6, s[0:1]
	global_load_dword v3, v[3:4], off
	.loc	1 29 5 is_stmt 0                ; src/rodinia_nw.cl:29:5
	v_lshlrev_b32_e32 v35, 2, v0
	v_add_u32_e32 v31, s37, v35
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	s_add_i32 s0, s38, s38
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_mov_b32_e32 v7, s29
	v_mov_b32_e32 v10, s29
	v_mov_b32_e32 v11, s29
	v_mov_b32_e32 v14, s29
	v_mov_b32_e32 v15, s29
	v_mov_b32_e32 v18, s29
	v_mov_b32_e32 v19, s29
	v_mov_b32_e32 v22, s29
	v_mov_b32_e32 v23, s29
	v_mov_b32_e32 v26, s29
	v_mov_b32_e32 v27, s29
	v_mov_b32_e32 v30, s29
	v_mov_b32_e32 v33, s29
	v_mov_b32_e32 v37, s29
.Ltmp9:
	.loc	1 23 79 is_stmt 1               ; src/rodinia_nw.cl:23:79
	s_add_i32 s3, s3, s38
	.loc	1 31 49                         ; src/rodinia_nw.cl:31:49
	s_add_i32 s2, s2, s3
.Ltmp10:
	.loc	1 29 17                         ; src/rodinia_nw.cl:29:17
	s_waitcnt vmcnt(0)
	ds_write2_b32 v31, v5, v3 offset1:16
	.loc	1 29 37 is_stmt 0               ; src/rodinia_nw.cl:29:37
	v_add_u32_e32 v3, s0, v1
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[5:6], 2, v[3:4]
	v_add_co_u32_e64 v5, s[0:1], s28, v5
	v_addc_co_u32_e64 v6, s[0:1], v7, v6, s[0:1]
	global_load_dword v9, v[5:6], off
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_u32_e32 v5, s38, v3
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[7:8], 2, v[5:6]
	v_add_co_u32_e64 v7, s[0:1], s28, v7
	v_addc_co_u32_e64 v8, s[0:1], v10, v8, s[0:1]
	global_load_dword v7, v[7:8], off
	.loc	1 29 17                         ; src/rodinia_nw.cl:29:17
	s_waitcnt vmcnt(0)
	ds_write2_b32 v31, v9, v7 offset0:32 offset1:48
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_u32_e32 v7, s38, v5
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshlrev_b64 v[9:10], 2, v[7:8]
	v_add_co_u32_e64 v9, s[0:1], s28, v9
	v_addc_co_u32_e64 v10, s[0:1], v11, v10, s[0:1]
	global_load_dword v13, v[9:10], off
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_u32_e32 v9, s38, v7
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_ashrrev_i32_e32 v10, 31, v9
	v_lshlrev_b64 v[11:12], 2, v[9:10]
	v_add_co_u32_e64 v11, s[0:1], s28, v11
	v_addc_co_u32_e64 v12, s[0:1], v14, v12, s[0:1]
	global_load_dword v11, v[11:12], off
	.loc	1 29 17                         ; src/rodinia_nw.cl:29:17
	s_waitcnt vmcnt(0)
	ds_write2_b32 v31, v13, v11 offset0:64 offset1:80
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_u32_e32 v11, s38, v9
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_ashrrev_i32_e32 v12, 31, v11
	v_lshlrev_b64 v[13:14], 2, v[11:12]
	v_add_co_u32_e64 v13, s[0:1], s28, v13
	v_addc_co_u32_e64 v14, s[0:1], v15, v14, s[0:1]
	global_load_dword v17, v[13:14], off
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_u32_e32 v13, s38, v11
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_ashrrev_i32_e32 v14, 31, v13
	v_lshlrev_b64 v[15:16], 2, v[13:14]
	v_add_co_u32_e64 v15, s[0:1], s28, v15
	v_addc_co_u32_e64 v16, s[0:1], v18, v16, s[0:1]
	global_load_dword v15, v[15:16], off
	.loc	1 29 17                         ; src/rodinia_nw.cl:29:17
	s_waitcnt vmcnt(0)
	ds_write2_b32 v31, v17, v15 offset0:96 offset1:112
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_u32_e32 v15, s38, v13
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_ashrrev_i32_e32 v16, 31, v15
	v_lshlrev_b64 v[17:18], 2, v[15:16]
	v_add_co_u32_e64 v17, s[0:1], s28, v17
	v_addc_co_u32_e64 v18, s[0:1], v19, v18, s[0:1]
	global_load_dword v21, v[17:18], off
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_u32_e32 v17, s38, v15
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_ashrrev_i32_e32 v18, 31, v17
	v_lshlrev_b64 v[19:20], 2, v[17:18]
	v_add_co_u32_e64 v19, s[0:1], s28, v19
	v_addc_co_u32_e64 v20, s[0:1], v22, v20, s[0:1]
	global_load_dword v19, v[19:20], off
	.loc	1 29 17                         ; src/rodinia_nw.cl:29:17
	s_waitcnt vmcnt(0)
	ds_write2_b32 v31, v21, v19 offset0:128 offset1:144
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_u32_e32 v19, s38, v17
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_ashrrev_i32_e32 v20, 31, v19
	v_lshlrev_b64 v[21:22], 2, v[19:20]
	v_add_co_u32_e64 v21, s[0:1], s28, v21
	v_addc_co_u32_e64 v22, s[0:1], v23, v22, s[0:1]
	global_load_dword v25, v[21:22], off
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_u32_e32 v21, s38, v19
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_ashrrev_i32_e32 v22, 31, v21
	v_lshlrev_b64 v[23:24], 2, v[21:22]
	v_add_co_u32_e64 v23, s[0:1], s28, v23
	v_addc_co_u32_e64 v24, s[0:1], v26, v24, s[0:1]
	global_load_dword v23, v[23:24], off
	.loc	1 29 17                         ; src/rodinia_nw.cl:29:17
	s_waitcnt vmcnt(0)
	ds_write2_b32 v31, v25, v23 offset0:160 offset1:176
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_u32_e32 v23, s38, v21
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_ashrrev_i32_e32 v24, 31, v23
	v_lshlrev_b64 v[25:26], 2, v[23:24]
	v_add_co_u32_e64 v25, s[0:1], s28, v25
	v_addc_co_u32_e64 v26, s[0:1], v27, v26, s[0:1]
	global_load_dword v29, v[25:26], off
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_u32_e32 v25, s38, v23
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_ashrrev_i32_e32 v26, 31, v25
	v_lshlrev_b64 v[27:28], 2, v[25:26]
	v_add_co_u32_e64 v27, s[0:1], s28, v27
	v_addc_co_u32_e64 v28, s[0:1], v30, v28, s[0:1]
	global_load_dword v27, v[27:28], off
	.loc	1 29 17                         ; src/rodinia_nw.cl:29:17
	s_waitcnt vmcnt(0)
	ds_write2_b32 v31, v29, v27 offset0:192 offset1:208
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_u32_e32 v27, s38, v25
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_ashrrev_i32_e32 v28, 31, v27
	v_lshlrev_b64 v[29:30], 2, v[27:28]
	v_add_co_u32_e64 v29, s[0:1], s28, v29
	v_addc_co_u32_e64 v30, s[0:1], v33, v30, s[0:1]
	global_load_dword v36, v[29:30], off
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_u32_e32 v29, s38, v27
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_ashrrev_i32_e32 v30, 31, v29
	v_lshlrev_b64 v[33:34], 2, v[29:30]
	v_add_co_u32_e64 v33, s[0:1], s28, v33
	v_addc_co_u32_e64 v34, s[0:1], v37, v34, s[0:1]
	global_load_dword v33, v[33:34], off
	.loc	1 29 17                         ; src/rodinia_nw.cl:29:17
	s_waitcnt vmcnt(0)
	ds_write2_b32 v31, v36, v33 offset0:224 offset1:240
.Ltmp11:
	.loc	1 31 56 is_stmt 1               ; src/rodinia_nw.cl:31:56
	v_mul_lo_u32 v33, v0, s38
	.loc	1 31 24 is_stmt 0               ; src/rodinia_nw.cl:31:24
	v_mov_b32_e32 v36, s31
.Ltmp12:
	.file	2 "." "./prelude.h"
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
.Ltmp13:
	.loc	1 31 49                         ; src/rodinia_nw.cl:31:49
	v_add_u32_e32 v33, s2, v33
	.loc	1 31 24 is_stmt 0               ; src/rodinia_nw.cl:31:24
	v_ashrrev_i32_e32 v34, 31, v33
	v_lshlrev_b64 v[33:34], 2, v[33:34]
.Ltmp14:
	.loc	2 96 26 is_stmt 1               ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp15:
	.loc	1 31 24                         ; src/rodinia_nw.cl:31:24
	v_add_co_u32_e64 v33, s[0:1], s30, v33
	v_addc_co_u32_e64 v34, s[0:1], v36, v34, s[0:1]
	global_load_dword v33, v[33:34], off
	.loc	1 31 3 is_stmt 0                ; src/rodinia_nw.cl:31:3
	v_add_u32_e32 v34, 1, v0
	v_mul_u32_u24_e32 v34, 17, v34
	v_lshl_add_u32 v34, v34, 2, s36
	.loc	1 31 22                         ; src/rodinia_nw.cl:31:22
	s_waitcnt vmcnt(0)
	ds_write_b32 v34, v33
	.loc	1 33 24 is_stmt 1               ; src/rodinia_nw.cl:33:24
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshlrev_b64 v[32:33], 2, v[32:33]
	v_mov_b32_e32 v34, s31
	v_add_co_u32_e64 v32, s[0:1], s30, v32
	v_addc_co_u32_e64 v33, s[0:1], v34, v33, s[0:1]
.Ltmp16:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp17:
	.loc	1 33 24                         ; src/rodinia_nw.cl:33:24
	global_load_dword v34, v[32:33], off
	.loc	1 33 3 is_stmt 0                ; src/rodinia_nw.cl:33:3
	v_add_u32_e32 v32, s36, v35
	v_add_u32_e32 v33, 4, v32
	.loc	1 33 22                         ; src/rodinia_nw.cl:33:22
	s_waitcnt vmcnt(0)
	ds_write_b32 v32, v34 offset:4
.Ltmp18:
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
.Ltmp19:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_4
.Ltmp20:
; %bb.3:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: t_index_y <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_minus, DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 0, $vgpr0
	.loc	1 39 45 is_stmt 1               ; src/rodinia_nw.cl:39:45
	v_mul_i32_i24_e32 v34, 0xffffffef, v0
	v_lshlrev_b32_e32 v36, 2, v34
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_lshlrev_b32_e32 v34, 6, v0
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_u32_e32 v37, v32, v36
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_sub_u32_e32 v34, v31, v34
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
.Ltmp21:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v37, v35
.Ltmp22:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_u32_e32 v35, v33, v36
.Ltmp23:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp24:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_4:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[0:1]
.Ltmp25:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s[0:1], 2, v0
.Ltmp26:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp27:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_6
.Ltmp28:
; %bb.5:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_u32_e32 v34, 1, v0
.Ltmp29:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_u32_e32 v34, v36, v34
.Ltmp30:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_u32_e32 v38, v32, v37
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
.Ltmp31:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v36, v35
.Ltmp32:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_u32_e32 v35, v33, v37
.Ltmp33:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp34:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_6:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[2:3]
.Ltmp35:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s[2:3], 3, v0
.Ltmp36:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp37:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_8
.Ltmp38:
; %bb.7:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_u32_e32 v34, 2, v0
.Ltmp39:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_u32_e32 v34, v36, v34
.Ltmp40:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_u32_e32 v38, v32, v37
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
.Ltmp41:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v36, v35
.Ltmp42:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_u32_e32 v35, v33, v37
.Ltmp43:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp44:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_8:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[4:5]
.Ltmp45:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s[4:5], 4, v0
.Ltmp46:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp47:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_10
.Ltmp48:
; %bb.9:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_u32_e32 v34, 3, v0
.Ltmp49:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_u32_e32 v34, v36, v34
.Ltmp50:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_u32_e32 v38, v32, v37
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
.Ltmp51:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v36, v35
.Ltmp52:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_u32_e32 v35, v33, v37
.Ltmp53:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp54:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_10:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[6:7]
.Ltmp55:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s[6:7], 5, v0
.Ltmp56:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp57:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_12
.Ltmp58:
; %bb.11:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_u32_e32 v34, 4, v0
.Ltmp59:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_u32_e32 v34, v36, v34
.Ltmp60:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_u32_e32 v38, v32, v37
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
.Ltmp61:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v36, v35
.Ltmp62:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_u32_e32 v35, v33, v37
.Ltmp63:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp64:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_12:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[8:9]
.Ltmp65:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s[8:9], 6, v0
.Ltmp66:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp67:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 5
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_14
.Ltmp68:
; %bb.13:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 5
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_u32_e32 v34, 5, v0
.Ltmp69:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_u32_e32 v34, v36, v34
.Ltmp70:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_u32_e32 v38, v32, v37
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
.Ltmp71:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v36, v35
.Ltmp72:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_u32_e32 v35, v33, v37
.Ltmp73:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp74:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_14:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 5
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[10:11]
.Ltmp75:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s[10:11], 7, v0
.Ltmp76:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp77:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 6
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB0_16
.Ltmp78:
; %bb.15:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 6
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_u32_e32 v34, 6, v0
.Ltmp79:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_u32_e32 v34, v36, v34
.Ltmp80:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_u32_e32 v38, v32, v37
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
.Ltmp81:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v36, v35
.Ltmp82:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_u32_e32 v35, v33, v37
.Ltmp83:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp84:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_16:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 6
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[12:13]
.Ltmp85:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s[12:13], 8, v0
.Ltmp86:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp87:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 7
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB0_18
.Ltmp88:
; %bb.17:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 7
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_u32_e32 v34, 7, v0
.Ltmp89:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_u32_e32 v34, v36, v34
.Ltmp90:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_u32_e32 v38, v32, v37
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
.Ltmp91:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v36, v35
.Ltmp92:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_u32_e32 v35, v33, v37
.Ltmp93:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp94:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_18:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 7
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[14:15]
.Ltmp95:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s[14:15], 9, v0
.Ltmp96:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp97:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB0_20
.Ltmp98:
; %bb.19:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_u32_e32 v34, 8, v0
.Ltmp99:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_u32_e32 v34, v36, v34
.Ltmp100:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_u32_e32 v38, v32, v37
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
.Ltmp101:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v36, v35
.Ltmp102:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_u32_e32 v35, v33, v37
.Ltmp103:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp104:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_20:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[16:17]
.Ltmp105:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s[16:17], 10, v0
.Ltmp106:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp107:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 9
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB0_22
.Ltmp108:
; %bb.21:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 9
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_u32_e32 v34, 9, v0
.Ltmp109:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_u32_e32 v34, v36, v34
.Ltmp110:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_u32_e32 v38, v32, v37
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
.Ltmp111:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v36, v35
.Ltmp112:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_u32_e32 v35, v33, v37
.Ltmp113:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp114:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_22:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 9
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[18:19]
.Ltmp115:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s[18:19], 11, v0
.Ltmp116:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp117:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 10
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[20:21], s[18:19]
	s_cbranch_execz .LBB0_24
.Ltmp118:
; %bb.23:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 10
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_u32_e32 v34, 10, v0
.Ltmp119:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_u32_e32 v34, v36, v34
.Ltmp120:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_u32_e32 v38, v32, v37
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
.Ltmp121:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v36, v35
.Ltmp122:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_u32_e32 v35, v33, v37
.Ltmp123:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp124:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_24:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 10
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[20:21]
.Ltmp125:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s[20:21], 12, v0
.Ltmp126:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp127:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 11
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB0_26
.Ltmp128:
; %bb.25:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 11
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_u32_e32 v34, 11, v0
.Ltmp129:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_u32_e32 v34, v36, v34
.Ltmp130:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_u32_e32 v38, v32, v37
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
.Ltmp131:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v36, v35
.Ltmp132:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_u32_e32 v35, v33, v37
.Ltmp133:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp134:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_26:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 11
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[22:23]
.Ltmp135:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s[22:23], 13, v0
.Ltmp136:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp137:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 12
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[24:25], s[22:23]
	s_cbranch_execz .LBB0_28
.Ltmp138:
; %bb.27:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 12
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_u32_e32 v34, 12, v0
.Ltmp139:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_u32_e32 v34, v36, v34
.Ltmp140:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_u32_e32 v38, v32, v37
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
.Ltmp141:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v36, v35
.Ltmp142:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_u32_e32 v35, v33, v37
.Ltmp143:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp144:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_28:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 12
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[24:25]
.Ltmp145:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s[24:25], 14, v0
.Ltmp146:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp147:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 13
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[26:27], s[24:25]
	s_cbranch_execz .LBB0_30
.Ltmp148:
; %bb.29:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 13
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_u32_e32 v34, 13, v0
.Ltmp149:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_u32_e32 v34, v36, v34
.Ltmp150:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_u32_e32 v38, v32, v37
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
.Ltmp151:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v36, v35
.Ltmp152:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_u32_e32 v35, v33, v37
.Ltmp153:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp154:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_30:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 13
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[26:27]
.Ltmp155:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s[26:27], 15, v0
.Ltmp156:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp157:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 14
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[28:29], s[26:27]
	s_cbranch_execz .LBB0_32
.Ltmp158:
; %bb.31:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 14
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_u32_e32 v34, 14, v0
.Ltmp159:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_u32_e32 v34, v36, v34
.Ltmp160:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_u32_e32 v38, v32, v37
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
.Ltmp161:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v36, v35
.Ltmp162:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_u32_e32 v35, v33, v37
.Ltmp163:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp164:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_32:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 14
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[28:29]
.Ltmp165:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	v_sub_u32_e32 v36, 15, v0
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s[28:29], 16, v0
	v_mul_i32_i24_e32 v34, 17, v36
.Ltmp166:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp167:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 15
                                        ; implicit-def: $vgpr35
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[40:41], s[28:29]
	s_xor_b64 s[28:29], exec, s[40:41]
	s_cbranch_execz .LBB0_34
.Ltmp168:
; %bb.33:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 15
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr36
	.loc	1 39 45 is_stmt 1               ; src/rodinia_nw.cl:39:45
	v_add_u32_e32 v35, v34, v0
	v_lshlrev_b32_e32 v39, 2, v34
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_u32_e32 v35, v35, v36
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_u32_e32 v40, v32, v39
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_lshl_add_u32 v35, v35, 2, s37
	ds_read_b32 v41, v35
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	ds_read2_b32 v[37:38], v40 offset1:1
	.loc	1 40 45 is_stmt 1               ; src/rodinia_nw.cl:40:45
	ds_read_b32 v40, v40 offset:68
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_lshlrev_b32_e32 v35, 4, v36
	.loc	1 39 7 is_stmt 0                ; src/rodinia_nw.cl:39:7
	v_add_u32_e32 v33, v33, v39
	.loc	1 39 81                         ; src/rodinia_nw.cl:39:81
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v36, v41, v37
.Ltmp169:
	.loc	1 40 77 is_stmt 1               ; src/rodinia_nw.cl:40:77
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v37, s39, v40
	.loc	1 41 77                         ; src/rodinia_nw.cl:41:77
	v_subrev_u32_e32 v38, s39, v38
.Ltmp170:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr38
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v36, v36, v37, v38
.Ltmp171:
	.loc	1 39 35                         ; src/rodinia_nw.cl:39:35
	ds_write_b32 v33, v36 offset:68
.Ltmp172:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
                                        ; implicit-def: $vgpr36
.LBB0_34:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 15
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_or_saveexec_b64 s[28:29], s[28:29]
	s_xor_b64 exec, exec, s[28:29]
.Ltmp173:
; %bb.35:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 15
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	v_lshlrev_b32_e32 v35, 4, v36
.Ltmp174:
; %bb.36:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 15
	;DEBUG_VALUE: nw_kernel1:tx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	s_or_b64 exec, exec, s[28:29]
.Ltmp175:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	v_sub_u32_e32 v0, 16, v0
.Ltmp176:
	v_mul_i32_i24_e32 v0, 17, v0
.Ltmp177:
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 14
.Ltmp178:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[28:29], s[26:27]
	s_cbranch_execz .LBB0_38
.Ltmp179:
; %bb.37:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 14
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 2, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v32
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v38, v0, 2, v32
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	ds_read2_b32 v[36:37], v33 offset0:1 offset1:2
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	ds_read_b32 v39, v38 offset:4
	.loc	1 48 83                         ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v33, v35, 2, v31
	ds_read_b32 v33, v33 offset:4
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
.Ltmp180:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	v_subrev_u32_e32 v36, s39, v39
.Ltmp181:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp182:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v38, v33 offset:8
.Ltmp183:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_38:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 14
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[28:29]
.Ltmp184:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp185:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 13
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[26:27], s[24:25]
	s_cbranch_execz .LBB0_40
.Ltmp186:
; %bb.39:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 13
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 3, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v32
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v38, v0, 2, v32
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	ds_read2_b32 v[36:37], v33 offset0:2 offset1:3
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	ds_read_b32 v39, v38 offset:8
	.loc	1 48 83                         ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v33, v35, 2, v31
	ds_read_b32 v33, v33 offset:8
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
.Ltmp187:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	v_subrev_u32_e32 v36, s39, v39
.Ltmp188:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp189:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v38, v33 offset:12
.Ltmp190:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_40:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 13
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[26:27]
.Ltmp191:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp192:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 12
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[24:25], s[22:23]
	s_cbranch_execz .LBB0_42
.Ltmp193:
; %bb.41:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 12
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 4, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v32
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v38, v0, 2, v32
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	ds_read2_b32 v[36:37], v33 offset0:3 offset1:4
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	ds_read_b32 v39, v38 offset:12
	.loc	1 48 83                         ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v33, v35, 2, v31
	ds_read_b32 v33, v33 offset:12
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
.Ltmp194:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	v_subrev_u32_e32 v36, s39, v39
.Ltmp195:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp196:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v38, v33 offset:16
.Ltmp197:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_42:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 12
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[24:25]
.Ltmp198:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp199:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 11
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB0_44
.Ltmp200:
; %bb.43:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 11
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 5, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v32
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v38, v0, 2, v32
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	ds_read2_b32 v[36:37], v33 offset0:4 offset1:5
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	ds_read_b32 v39, v38 offset:16
	.loc	1 48 83                         ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v33, v35, 2, v31
	ds_read_b32 v33, v33 offset:16
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
.Ltmp201:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	v_subrev_u32_e32 v36, s39, v39
.Ltmp202:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp203:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v38, v33 offset:20
.Ltmp204:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_44:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 11
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[22:23]
.Ltmp205:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp206:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 10
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[20:21], s[18:19]
	s_cbranch_execz .LBB0_46
.Ltmp207:
; %bb.45:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 10
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 6, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v32
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v38, v0, 2, v32
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	ds_read2_b32 v[36:37], v33 offset0:5 offset1:6
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	ds_read_b32 v39, v38 offset:20
	.loc	1 48 83                         ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v33, v35, 2, v31
	ds_read_b32 v33, v33 offset:20
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
.Ltmp208:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	v_subrev_u32_e32 v36, s39, v39
.Ltmp209:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp210:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v38, v33 offset:24
.Ltmp211:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_46:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 10
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[20:21]
.Ltmp212:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp213:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 9
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB0_48
.Ltmp214:
; %bb.47:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 9
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v32
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v38, v0, 2, v32
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	ds_read2_b32 v[36:37], v33 offset0:6 offset1:7
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	ds_read_b32 v39, v38 offset:24
	.loc	1 48 83                         ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v33, v35, 2, v31
	ds_read_b32 v33, v33 offset:24
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
.Ltmp215:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	v_subrev_u32_e32 v36, s39, v39
.Ltmp216:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp217:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v38, v33 offset:28
.Ltmp218:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_48:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 9
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[18:19]
.Ltmp219:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp220:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB0_50
.Ltmp221:
; %bb.49:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 8, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v32
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v38, v0, 2, v32
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	ds_read2_b32 v[36:37], v33 offset0:7 offset1:8
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	ds_read_b32 v39, v38 offset:28
	.loc	1 48 83                         ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v33, v35, 2, v31
	ds_read_b32 v33, v33 offset:28
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
.Ltmp222:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	v_subrev_u32_e32 v36, s39, v39
.Ltmp223:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp224:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v38, v33 offset:32
.Ltmp225:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_50:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[16:17]
.Ltmp226:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp227:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 7
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB0_52
.Ltmp228:
; %bb.51:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 7
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 9, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v32
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v38, v0, 2, v32
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	ds_read2_b32 v[36:37], v33 offset0:8 offset1:9
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	ds_read_b32 v39, v38 offset:32
	.loc	1 48 83                         ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v33, v35, 2, v31
	ds_read_b32 v33, v33 offset:32
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
.Ltmp229:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	v_subrev_u32_e32 v36, s39, v39
.Ltmp230:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp231:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v38, v33 offset:36
.Ltmp232:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_52:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 7
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[14:15]
.Ltmp233:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp234:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 6
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB0_54
.Ltmp235:
; %bb.53:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 6
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 10, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v32
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v38, v0, 2, v32
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	ds_read2_b32 v[36:37], v33 offset0:9 offset1:10
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	ds_read_b32 v39, v38 offset:36
	.loc	1 48 83                         ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v33, v35, 2, v31
	ds_read_b32 v33, v33 offset:36
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
.Ltmp236:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	v_subrev_u32_e32 v36, s39, v39
.Ltmp237:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp238:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v38, v33 offset:40
.Ltmp239:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_54:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 6
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[12:13]
.Ltmp240:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp241:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 5
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_56
.Ltmp242:
; %bb.55:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 5
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 11, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v32
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v38, v0, 2, v32
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	ds_read2_b32 v[36:37], v33 offset0:10 offset1:11
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	ds_read_b32 v39, v38 offset:40
	.loc	1 48 83                         ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v33, v35, 2, v31
	ds_read_b32 v33, v33 offset:40
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
.Ltmp243:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	v_subrev_u32_e32 v36, s39, v39
.Ltmp244:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp245:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v38, v33 offset:44
.Ltmp246:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_56:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 5
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[10:11]
.Ltmp247:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp248:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_58
.Ltmp249:
; %bb.57:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 12, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v32
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v38, v0, 2, v32
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	ds_read2_b32 v[36:37], v33 offset0:11 offset1:12
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	ds_read_b32 v39, v38 offset:44
	.loc	1 48 83                         ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v33, v35, 2, v31
	ds_read_b32 v33, v33 offset:44
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
.Ltmp250:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	v_subrev_u32_e32 v36, s39, v39
.Ltmp251:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp252:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v38, v33 offset:48
.Ltmp253:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_58:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[8:9]
.Ltmp254:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp255:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_60
.Ltmp256:
; %bb.59:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 13, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v32
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v38, v0, 2, v32
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	ds_read2_b32 v[36:37], v33 offset0:12 offset1:13
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	ds_read_b32 v39, v38 offset:48
	.loc	1 48 83                         ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v33, v35, 2, v31
	ds_read_b32 v33, v33 offset:48
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
.Ltmp257:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	v_subrev_u32_e32 v36, s39, v39
.Ltmp258:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp259:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v38, v33 offset:52
.Ltmp260:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_60:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[6:7]
.Ltmp261:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp262:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_62
.Ltmp263:
; %bb.61:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 14, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v32
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v38, v0, 2, v32
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	ds_read2_b32 v[36:37], v33 offset0:13 offset1:14
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	ds_read_b32 v39, v38 offset:52
	.loc	1 48 83                         ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v33, v35, 2, v31
	ds_read_b32 v33, v33 offset:52
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
.Ltmp264:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	v_subrev_u32_e32 v36, s39, v39
.Ltmp265:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp266:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v38, v33 offset:56
.Ltmp267:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_62:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[4:5]
.Ltmp268:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp269:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_64
.Ltmp270:
; %bb.63:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 15, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v32
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v38, v0, 2, v32
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	ds_read2_b32 v[36:37], v33 offset0:14 offset1:15
	.loc	1 49 45                         ; src/rodinia_nw.cl:49:45
	ds_read_b32 v39, v38 offset:56
	.loc	1 48 83                         ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v33, v35, 2, v31
	ds_read_b32 v33, v33 offset:56
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
.Ltmp271:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	v_subrev_u32_e32 v36, s39, v39
.Ltmp272:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp273:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v38, v33 offset:60
.Ltmp274:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_64:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[2:3]
.Ltmp275:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp276:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_66
.Ltmp277:
; %bb.65:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 16, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v32
	.loc	1 48 83 is_stmt 0               ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v31, v35, 2, v31
	.loc	1 49 45 is_stmt 1               ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v0, v0, 2, v32
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	ds_read2_b32 v[33:34], v33 offset0:15 offset1:16
	.loc	1 48 83 is_stmt 0               ; src/rodinia_nw.cl:48:83
	ds_read_b32 v31, v31 offset:60
	.loc	1 49 45 is_stmt 1               ; src/rodinia_nw.cl:49:45
	ds_read_b32 v35, v0 offset:60
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v34, s39, v34
.Ltmp278:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr31
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v31, v31, v33
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v33, s39, v35
.Ltmp279:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v31, v31, v33, v34
.Ltmp280:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v0, v31 offset:64
.Ltmp281:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_66:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_or_b64 exec, exec, s[0:1]
.Ltmp282:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt lgkmcnt(0)
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt lgkmcnt(0)
.Ltmp283:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] -1
	.loc	1 55 43                         ; src/rodinia_nw.cl:55:43
	ds_read2_b32 v[33:34], v32 offset0:18 offset1:35
	.loc	1 55 5 is_stmt 0                ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	v_mov_b32_e32 v2, s31
	v_add_co_u32_e32 v0, vcc, s30, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
.Ltmp284:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v33, off
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_mov_b32_e32 v2, s35
	v_add_co_u32_e32 v0, vcc, s34, v0
	v_addc_co_u32_e32 v1, vcc, v1, v2, vcc
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	global_store_dword v[0:1], v34, off
.Ltmp285:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[0:1], 2, v[3:4]
	.loc	1 55 43                         ; src/rodinia_nw.cl:55:43
	ds_read2_b32 v[2:3], v32 offset0:52 offset1:69
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_mov_b32_e32 v4, s31
	v_add_co_u32_e32 v0, vcc, s30, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
.Ltmp286:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v2, off
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[0:1], 2, v[5:6]
	v_mov_b32_e32 v2, s31
	v_add_co_u32_e32 v0, vcc, s30, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	global_store_dword v[0:1], v3, off
.Ltmp287:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	.loc	1 55 43                         ; src/rodinia_nw.cl:55:43
	ds_read2_b32 v[2:3], v32 offset0:86 offset1:103
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[0:1], 2, v[7:8]
	v_add_co_u32_e32 v0, vcc, s30, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
.Ltmp288:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 5
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v2, off
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[0:1], 2, v[9:10]
	v_mov_b32_e32 v2, s31
	v_add_co_u32_e32 v0, vcc, s30, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	global_store_dword v[0:1], v3, off
.Ltmp289:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 6
	.loc	1 55 43                         ; src/rodinia_nw.cl:55:43
	ds_read2_b32 v[2:3], v32 offset0:120 offset1:137
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[0:1], 2, v[11:12]
	v_add_co_u32_e32 v0, vcc, s30, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
.Ltmp290:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 7
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v2, off
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[0:1], 2, v[13:14]
	v_mov_b32_e32 v2, s31
	v_add_co_u32_e32 v0, vcc, s30, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	global_store_dword v[0:1], v3, off
.Ltmp291:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	.loc	1 55 43                         ; src/rodinia_nw.cl:55:43
	ds_read2_b32 v[2:3], v32 offset0:154 offset1:171
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[0:1], 2, v[15:16]
	v_add_co_u32_e32 v0, vcc, s30, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
.Ltmp292:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 9
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v2, off
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[0:1], 2, v[17:18]
	v_mov_b32_e32 v2, s31
	v_add_co_u32_e32 v0, vcc, s30, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	global_store_dword v[0:1], v3, off
.Ltmp293:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 10
	.loc	1 55 43                         ; src/rodinia_nw.cl:55:43
	ds_read2_b32 v[2:3], v32 offset0:188 offset1:205
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[0:1], 2, v[19:20]
	v_add_co_u32_e32 v0, vcc, s30, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
.Ltmp294:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 11
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v2, off
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[0:1], 2, v[21:22]
	v_mov_b32_e32 v2, s31
	v_add_co_u32_e32 v0, vcc, s30, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	global_store_dword v[0:1], v3, off
.Ltmp295:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 12
	.loc	1 55 43                         ; src/rodinia_nw.cl:55:43
	ds_read2_b32 v[2:3], v32 offset0:222 offset1:239
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[0:1], 2, v[23:24]
	v_add_co_u32_e32 v0, vcc, s30, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
.Ltmp296:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 13
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v2, off
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[0:1], 2, v[25:26]
	v_mov_b32_e32 v2, s31
	v_add_co_u32_e32 v0, vcc, s30, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	.loc	1 55 43                         ; src/rodinia_nw.cl:55:43
	v_add_u32_e32 v2, 0x400, v32
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	global_store_dword v[0:1], v3, off
.Ltmp297:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 14
	.loc	1 55 43                         ; src/rodinia_nw.cl:55:43
	ds_read2_b32 v[2:3], v2 offset1:17
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[0:1], 2, v[27:28]
	v_add_co_u32_e32 v0, vcc, s30, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
.Ltmp298:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 15
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v2, off
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[0:1], 2, v[29:30]
	v_mov_b32_e32 v2, s31
	v_add_co_u32_e32 v0, vcc, s30, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	global_store_dword v[0:1], v3, off
.Ltmp299:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	.loc	1 56 1 is_stmt 1                ; src/rodinia_nw.cl:56:1
	s_endpgm
.Ltmp300:
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
		.amdhsa_next_free_vgpr 42
		.amdhsa_next_free_sgpr 42
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
	.size	nw_kernel1, .Lfunc_end0-nw_kernel1
	.cfi_endproc
	.file	3 "/usr/lib/llvm-14/lib/clang/14.0.6/include" "opencl-c-base.h"
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 5604
; NumSgprs: 44
; NumVgprs: 42
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 44
; NumVGPRsForWavesPerEU: 42
; Occupancy: 5
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.debug_loc
.Ldebug_loc0:
	.quad	.Ltmp0-.Lfunc_begin0
	.quad	.Ltmp176-.Lfunc_begin0
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
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp47-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp47-.Lfunc_begin0
	.quad	.Ltmp57-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp57-.Lfunc_begin0
	.quad	.Ltmp67-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp67-.Lfunc_begin0
	.quad	.Ltmp77-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	5                               ; 5
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp77-.Lfunc_begin0
	.quad	.Ltmp87-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	6                               ; 6
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp87-.Lfunc_begin0
	.quad	.Ltmp97-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	7                               ; 7
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp97-.Lfunc_begin0
	.quad	.Ltmp107-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp107-.Lfunc_begin0
	.quad	.Ltmp117-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	9                               ; 9
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp117-.Lfunc_begin0
	.quad	.Ltmp127-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	10                              ; 10
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp127-.Lfunc_begin0
	.quad	.Ltmp137-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	11                              ; 11
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp137-.Lfunc_begin0
	.quad	.Ltmp147-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	12                              ; 12
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp147-.Lfunc_begin0
	.quad	.Ltmp157-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	13                              ; 13
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp157-.Lfunc_begin0
	.quad	.Ltmp167-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	14                              ; 14
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp167-.Lfunc_begin0
	.quad	.Ltmp178-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	15                              ; 15
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp178-.Lfunc_begin0
	.quad	.Ltmp179-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	0
	.quad	0
.Ldebug_loc2:
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
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
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp49-.Lfunc_begin0
	.quad	.Ltmp50-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp59-.Lfunc_begin0
	.quad	.Ltmp60-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp69-.Lfunc_begin0
	.quad	.Ltmp70-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp79-.Lfunc_begin0
	.quad	.Ltmp80-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp89-.Lfunc_begin0
	.quad	.Ltmp90-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp99-.Lfunc_begin0
	.quad	.Ltmp100-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp109-.Lfunc_begin0
	.quad	.Ltmp110-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp119-.Lfunc_begin0
	.quad	.Ltmp120-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp129-.Lfunc_begin0
	.quad	.Ltmp130-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp139-.Lfunc_begin0
	.quad	.Ltmp140-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp149-.Lfunc_begin0
	.quad	.Ltmp150-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp159-.Lfunc_begin0
	.quad	.Ltmp160-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp168-.Lfunc_begin0
	.quad	.Ltmp169-.Lfunc_begin0
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
.Ldebug_loc3:
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 2597
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	164                             ; 2596
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	.Ltmp44-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	164                             ; 2596
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp51-.Lfunc_begin0
	.quad	.Ltmp54-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	164                             ; 2596
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp61-.Lfunc_begin0
	.quad	.Ltmp64-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	164                             ; 2596
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp71-.Lfunc_begin0
	.quad	.Ltmp74-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	164                             ; 2596
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp81-.Lfunc_begin0
	.quad	.Ltmp84-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	164                             ; 2596
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp91-.Lfunc_begin0
	.quad	.Ltmp94-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	164                             ; 2596
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp101-.Lfunc_begin0
	.quad	.Ltmp104-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	164                             ; 2596
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp111-.Lfunc_begin0
	.quad	.Ltmp114-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	164                             ; 2596
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp121-.Lfunc_begin0
	.quad	.Ltmp124-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	164                             ; 2596
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp131-.Lfunc_begin0
	.quad	.Ltmp134-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	164                             ; 2596
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp141-.Lfunc_begin0
	.quad	.Ltmp144-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	164                             ; 2596
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp151-.Lfunc_begin0
	.quad	.Ltmp154-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	164                             ; 2596
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp161-.Lfunc_begin0
	.quad	.Ltmp164-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	164                             ; 2596
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp170-.Lfunc_begin0
	.quad	.Ltmp172-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 2597
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	0
	.quad	0
.Ldebug_loc4:
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	.Ltmp42-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp51-.Lfunc_begin0
	.quad	.Ltmp52-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp61-.Lfunc_begin0
	.quad	.Ltmp62-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp71-.Lfunc_begin0
	.quad	.Ltmp72-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp81-.Lfunc_begin0
	.quad	.Ltmp82-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp91-.Lfunc_begin0
	.quad	.Ltmp92-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp101-.Lfunc_begin0
	.quad	.Ltmp102-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp111-.Lfunc_begin0
	.quad	.Ltmp112-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp121-.Lfunc_begin0
	.quad	.Ltmp122-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp131-.Lfunc_begin0
	.quad	.Ltmp132-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp141-.Lfunc_begin0
	.quad	.Ltmp142-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp151-.Lfunc_begin0
	.quad	.Ltmp152-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp161-.Lfunc_begin0
	.quad	.Ltmp162-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 2594
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp170-.Lfunc_begin0
	.quad	.Ltmp171-.Lfunc_begin0
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
.Ldebug_loc5:
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 2595
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 2595
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 2595
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp51-.Lfunc_begin0
	.quad	.Ltmp53-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 2595
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp61-.Lfunc_begin0
	.quad	.Ltmp63-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 2595
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp71-.Lfunc_begin0
	.quad	.Ltmp73-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 2595
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp81-.Lfunc_begin0
	.quad	.Ltmp83-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 2595
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp91-.Lfunc_begin0
	.quad	.Ltmp93-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 2595
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp101-.Lfunc_begin0
	.quad	.Ltmp103-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 2595
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp111-.Lfunc_begin0
	.quad	.Ltmp113-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 2595
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp121-.Lfunc_begin0
	.quad	.Ltmp123-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 2595
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp131-.Lfunc_begin0
	.quad	.Ltmp133-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 2595
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp141-.Lfunc_begin0
	.quad	.Ltmp143-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 2595
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp151-.Lfunc_begin0
	.quad	.Ltmp153-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 2595
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp161-.Lfunc_begin0
	.quad	.Ltmp163-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 2595
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp170-.Lfunc_begin0
	.quad	.Ltmp172-.Lfunc_begin0
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
.Ldebug_loc6:
	.quad	.Ltmp179-.Lfunc_begin0
	.quad	.Ltmp185-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	14                              ; 14
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp185-.Lfunc_begin0
	.quad	.Ltmp192-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	13                              ; 13
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp192-.Lfunc_begin0
	.quad	.Ltmp199-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	12                              ; 12
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp199-.Lfunc_begin0
	.quad	.Ltmp206-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	11                              ; 11
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp206-.Lfunc_begin0
	.quad	.Ltmp213-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	10                              ; 10
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp213-.Lfunc_begin0
	.quad	.Ltmp220-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	9                               ; 9
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp220-.Lfunc_begin0
	.quad	.Ltmp227-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp227-.Lfunc_begin0
	.quad	.Ltmp234-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	7                               ; 7
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp234-.Lfunc_begin0
	.quad	.Ltmp241-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	6                               ; 6
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp241-.Lfunc_begin0
	.quad	.Ltmp248-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	5                               ; 5
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp248-.Lfunc_begin0
	.quad	.Ltmp255-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp255-.Lfunc_begin0
	.quad	.Ltmp262-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp262-.Lfunc_begin0
	.quad	.Ltmp269-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp269-.Lfunc_begin0
	.quad	.Ltmp276-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp276-.Lfunc_begin0
	.quad	.Ltmp283-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp283-.Lfunc_begin0
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
.Ldebug_loc7:
	.quad	.Ltmp180-.Lfunc_begin0
	.quad	.Ltmp183-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 2597
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp187-.Lfunc_begin0
	.quad	.Ltmp190-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 2597
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp194-.Lfunc_begin0
	.quad	.Ltmp197-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 2597
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp201-.Lfunc_begin0
	.quad	.Ltmp204-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 2597
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp208-.Lfunc_begin0
	.quad	.Ltmp211-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 2597
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp215-.Lfunc_begin0
	.quad	.Ltmp218-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 2597
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp222-.Lfunc_begin0
	.quad	.Ltmp225-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 2597
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp229-.Lfunc_begin0
	.quad	.Ltmp232-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 2597
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp236-.Lfunc_begin0
	.quad	.Ltmp239-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 2597
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp243-.Lfunc_begin0
	.quad	.Ltmp246-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 2597
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp250-.Lfunc_begin0
	.quad	.Ltmp253-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 2597
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp257-.Lfunc_begin0
	.quad	.Ltmp260-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 2597
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp264-.Lfunc_begin0
	.quad	.Ltmp267-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 2597
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp271-.Lfunc_begin0
	.quad	.Ltmp274-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 2597
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp278-.Lfunc_begin0
	.quad	.Ltmp281-.Lfunc_begin0
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
.Ldebug_loc8:
	.quad	.Ltmp283-.Lfunc_begin0
	.quad	.Ltmp284-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp284-.Lfunc_begin0
	.quad	.Ltmp285-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp285-.Lfunc_begin0
	.quad	.Ltmp286-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp286-.Lfunc_begin0
	.quad	.Ltmp287-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp287-.Lfunc_begin0
	.quad	.Ltmp288-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp288-.Lfunc_begin0
	.quad	.Ltmp289-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	5                               ; 5
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp289-.Lfunc_begin0
	.quad	.Ltmp290-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	6                               ; 6
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp290-.Lfunc_begin0
	.quad	.Ltmp291-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	7                               ; 7
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp291-.Lfunc_begin0
	.quad	.Ltmp292-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp292-.Lfunc_begin0
	.quad	.Ltmp293-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	9                               ; 9
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp293-.Lfunc_begin0
	.quad	.Ltmp294-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	10                              ; 10
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp294-.Lfunc_begin0
	.quad	.Ltmp295-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	11                              ; 11
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp295-.Lfunc_begin0
	.quad	.Ltmp296-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	12                              ; 12
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp296-.Lfunc_begin0
	.quad	.Ltmp297-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	13                              ; 13
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp297-.Lfunc_begin0
	.quad	.Ltmp298-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	14                              ; 14
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp298-.Lfunc_begin0
	.quad	.Ltmp299-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	15                              ; 15
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp299-.Lfunc_begin0
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
	.byte	13                              ; Abbreviation Code
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
	.byte	14                              ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	15                              ; Abbreviation Code
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
	.byte	16                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	23                              ; DW_FORM_sec_offset
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
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
	.byte	1                               ; Abbrev [1] 0xb:0x2d1 DW_TAG_compile_unit
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
	.byte	9                               ; Abbrev [9] 0xa0:0x223 DW_TAG_subprogram
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
	.long	707                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0xbf:0xb DW_TAG_formal_parameter
	.long	.Linfo_string23                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	15                              ; DW_AT_decl_line
	.long	717                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0xca:0xb DW_TAG_formal_parameter
	.long	.Linfo_string24                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	16                              ; DW_AT_decl_line
	.long	717                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0xd5:0xb DW_TAG_formal_parameter
	.long	.Linfo_string25                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	16                              ; DW_AT_decl_line
	.long	722                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0xe0:0xb DW_TAG_formal_parameter
	.long	.Linfo_string26                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	722                             ; DW_AT_type
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
	.byte	11                              ; Abbrev [11] 0x194:0x11 DW_TAG_lexical_block
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	8                               ; Abbrev [8] 0x199:0xb DW_TAG_variable
	.long	.Linfo_string21                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	28                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	12                              ; Abbrev [12] 0x1a5:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	30                              ; DW_AT_call_line
	.byte	3                               ; DW_AT_call_column
	.byte	13                              ; Abbrev [13] 0x1b1:0x14 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.quad	.Ltmp16                         ; DW_AT_low_pc
	.long	.Ltmp17-.Ltmp16                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	32                              ; DW_AT_call_line
	.byte	3                               ; DW_AT_call_column
	.byte	13                              ; Abbrev [13] 0x1c5:0x14 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.quad	.Ltmp18                         ; DW_AT_low_pc
	.long	.Ltmp20-.Ltmp18                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	34                              ; DW_AT_call_line
	.byte	3                               ; DW_AT_call_column
	.byte	14                              ; Abbrev [14] 0x1d9:0x71 DW_TAG_lexical_block
	.quad	.Ltmp20                         ; DW_AT_low_pc
	.long	.Ltmp179-.Ltmp20                ; DW_AT_high_pc
	.byte	10                              ; Abbrev [10] 0x1e6:0xf DW_TAG_variable
	.long	.Ldebug_loc1                    ; DW_AT_location
	.long	.Linfo_string18                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	36                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x1f5:0x48 DW_TAG_lexical_block
	.long	.Ldebug_ranges2                 ; DW_AT_ranges
	.byte	10                              ; Abbrev [10] 0x1fa:0xf DW_TAG_variable
	.long	.Ldebug_loc2                    ; DW_AT_location
	.long	.Linfo_string19                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	38                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x209:0xb DW_TAG_variable
	.long	.Linfo_string20                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	38                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x214:0x28 DW_TAG_inlined_subroutine
	.long	96                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges3                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	16                              ; Abbrev [16] 0x220:0x9 DW_TAG_formal_parameter
	.long	.Ldebug_loc4                    ; DW_AT_location
	.long	108                             ; DW_AT_abstract_origin
	.byte	16                              ; Abbrev [16] 0x229:0x9 DW_TAG_formal_parameter
	.long	.Ldebug_loc3                    ; DW_AT_location
	.long	119                             ; DW_AT_abstract_origin
	.byte	16                              ; Abbrev [16] 0x232:0x9 DW_TAG_formal_parameter
	.long	.Ldebug_loc5                    ; DW_AT_location
	.long	130                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	12                              ; Abbrev [12] 0x23d:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges4                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	43                              ; DW_AT_call_line
	.byte	5                               ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	14                              ; Abbrev [14] 0x24a:0x5b DW_TAG_lexical_block
	.quad	.Ltmp179                        ; DW_AT_low_pc
	.long	.Ltmp283-.Ltmp179               ; DW_AT_high_pc
	.byte	10                              ; Abbrev [10] 0x257:0xf DW_TAG_variable
	.long	.Ldebug_loc6                    ; DW_AT_location
	.long	.Linfo_string18                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	45                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x266:0x32 DW_TAG_lexical_block
	.long	.Ldebug_ranges5                 ; DW_AT_ranges
	.byte	8                               ; Abbrev [8] 0x26b:0xb DW_TAG_variable
	.long	.Linfo_string20                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	47                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x276:0xb DW_TAG_variable
	.long	.Linfo_string19                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	47                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x281:0x16 DW_TAG_inlined_subroutine
	.long	96                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges6                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	48                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	16                              ; Abbrev [16] 0x28d:0x9 DW_TAG_formal_parameter
	.long	.Ldebug_loc7                    ; DW_AT_location
	.long	130                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	12                              ; Abbrev [12] 0x298:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges7                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	52                              ; DW_AT_call_line
	.byte	5                               ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	14                              ; Abbrev [14] 0x2a5:0x1d DW_TAG_lexical_block
	.quad	.Ltmp283                        ; DW_AT_low_pc
	.long	.Ltmp299-.Ltmp283               ; DW_AT_high_pc
	.byte	10                              ; Abbrev [10] 0x2b2:0xf DW_TAG_variable
	.long	.Ldebug_loc8                    ; DW_AT_location
	.long	.Linfo_string21                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	54                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	17                              ; Abbrev [17] 0x2c3:0x5 DW_TAG_pointer_type
	.long	712                             ; DW_AT_type
	.byte	18                              ; Abbrev [18] 0x2c8:0x5 DW_TAG_const_type
	.long	153                             ; DW_AT_type
	.byte	17                              ; Abbrev [17] 0x2cd:0x5 DW_TAG_pointer_type
	.long	153                             ; DW_AT_type
	.byte	19                              ; Abbrev [19] 0x2d2:0x9 DW_TAG_pointer_type
	.long	153                             ; DW_AT_type
	.long	2                               ; DW_AT_address_class
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges
.Ldebug_ranges0:
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp44-.Lfunc_begin0
	.quad	.Ltmp48-.Lfunc_begin0
	.quad	.Ltmp54-.Lfunc_begin0
	.quad	.Ltmp58-.Lfunc_begin0
	.quad	.Ltmp64-.Lfunc_begin0
	.quad	.Ltmp68-.Lfunc_begin0
	.quad	.Ltmp74-.Lfunc_begin0
	.quad	.Ltmp78-.Lfunc_begin0
	.quad	.Ltmp84-.Lfunc_begin0
	.quad	.Ltmp88-.Lfunc_begin0
	.quad	.Ltmp94-.Lfunc_begin0
	.quad	.Ltmp98-.Lfunc_begin0
	.quad	.Ltmp104-.Lfunc_begin0
	.quad	.Ltmp108-.Lfunc_begin0
	.quad	.Ltmp114-.Lfunc_begin0
	.quad	.Ltmp118-.Lfunc_begin0
	.quad	.Ltmp124-.Lfunc_begin0
	.quad	.Ltmp128-.Lfunc_begin0
	.quad	.Ltmp134-.Lfunc_begin0
	.quad	.Ltmp138-.Lfunc_begin0
	.quad	.Ltmp144-.Lfunc_begin0
	.quad	.Ltmp148-.Lfunc_begin0
	.quad	.Ltmp154-.Lfunc_begin0
	.quad	.Ltmp158-.Lfunc_begin0
	.quad	.Ltmp164-.Lfunc_begin0
	.quad	.Ltmp168-.Lfunc_begin0
	.quad	.Ltmp172-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	.Ltmp42-.Lfunc_begin0
	.quad	.Ltmp51-.Lfunc_begin0
	.quad	.Ltmp52-.Lfunc_begin0
	.quad	.Ltmp61-.Lfunc_begin0
	.quad	.Ltmp62-.Lfunc_begin0
	.quad	.Ltmp71-.Lfunc_begin0
	.quad	.Ltmp72-.Lfunc_begin0
	.quad	.Ltmp81-.Lfunc_begin0
	.quad	.Ltmp82-.Lfunc_begin0
	.quad	.Ltmp91-.Lfunc_begin0
	.quad	.Ltmp92-.Lfunc_begin0
	.quad	.Ltmp101-.Lfunc_begin0
	.quad	.Ltmp102-.Lfunc_begin0
	.quad	.Ltmp111-.Lfunc_begin0
	.quad	.Ltmp112-.Lfunc_begin0
	.quad	.Ltmp121-.Lfunc_begin0
	.quad	.Ltmp122-.Lfunc_begin0
	.quad	.Ltmp131-.Lfunc_begin0
	.quad	.Ltmp132-.Lfunc_begin0
	.quad	.Ltmp141-.Lfunc_begin0
	.quad	.Ltmp142-.Lfunc_begin0
	.quad	.Ltmp151-.Lfunc_begin0
	.quad	.Ltmp152-.Lfunc_begin0
	.quad	.Ltmp161-.Lfunc_begin0
	.quad	.Ltmp162-.Lfunc_begin0
	.quad	.Ltmp170-.Lfunc_begin0
	.quad	.Ltmp171-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges4:
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp46-.Lfunc_begin0
	.quad	.Ltmp48-.Lfunc_begin0
	.quad	.Ltmp56-.Lfunc_begin0
	.quad	.Ltmp58-.Lfunc_begin0
	.quad	.Ltmp66-.Lfunc_begin0
	.quad	.Ltmp68-.Lfunc_begin0
	.quad	.Ltmp76-.Lfunc_begin0
	.quad	.Ltmp78-.Lfunc_begin0
	.quad	.Ltmp86-.Lfunc_begin0
	.quad	.Ltmp88-.Lfunc_begin0
	.quad	.Ltmp96-.Lfunc_begin0
	.quad	.Ltmp98-.Lfunc_begin0
	.quad	.Ltmp106-.Lfunc_begin0
	.quad	.Ltmp108-.Lfunc_begin0
	.quad	.Ltmp116-.Lfunc_begin0
	.quad	.Ltmp118-.Lfunc_begin0
	.quad	.Ltmp126-.Lfunc_begin0
	.quad	.Ltmp128-.Lfunc_begin0
	.quad	.Ltmp136-.Lfunc_begin0
	.quad	.Ltmp138-.Lfunc_begin0
	.quad	.Ltmp146-.Lfunc_begin0
	.quad	.Ltmp148-.Lfunc_begin0
	.quad	.Ltmp156-.Lfunc_begin0
	.quad	.Ltmp158-.Lfunc_begin0
	.quad	.Ltmp166-.Lfunc_begin0
	.quad	.Ltmp168-.Lfunc_begin0
	.quad	.Ltmp177-.Lfunc_begin0
	.quad	.Ltmp179-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges5:
	.quad	.Ltmp179-.Lfunc_begin0
	.quad	.Ltmp183-.Lfunc_begin0
	.quad	.Ltmp186-.Lfunc_begin0
	.quad	.Ltmp190-.Lfunc_begin0
	.quad	.Ltmp193-.Lfunc_begin0
	.quad	.Ltmp197-.Lfunc_begin0
	.quad	.Ltmp200-.Lfunc_begin0
	.quad	.Ltmp204-.Lfunc_begin0
	.quad	.Ltmp207-.Lfunc_begin0
	.quad	.Ltmp211-.Lfunc_begin0
	.quad	.Ltmp214-.Lfunc_begin0
	.quad	.Ltmp218-.Lfunc_begin0
	.quad	.Ltmp221-.Lfunc_begin0
	.quad	.Ltmp225-.Lfunc_begin0
	.quad	.Ltmp228-.Lfunc_begin0
	.quad	.Ltmp232-.Lfunc_begin0
	.quad	.Ltmp235-.Lfunc_begin0
	.quad	.Ltmp239-.Lfunc_begin0
	.quad	.Ltmp242-.Lfunc_begin0
	.quad	.Ltmp246-.Lfunc_begin0
	.quad	.Ltmp249-.Lfunc_begin0
	.quad	.Ltmp253-.Lfunc_begin0
	.quad	.Ltmp256-.Lfunc_begin0
	.quad	.Ltmp260-.Lfunc_begin0
	.quad	.Ltmp263-.Lfunc_begin0
	.quad	.Ltmp267-.Lfunc_begin0
	.quad	.Ltmp270-.Lfunc_begin0
	.quad	.Ltmp274-.Lfunc_begin0
	.quad	.Ltmp277-.Lfunc_begin0
	.quad	.Ltmp281-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges6:
	.quad	.Ltmp181-.Lfunc_begin0
	.quad	.Ltmp182-.Lfunc_begin0
	.quad	.Ltmp188-.Lfunc_begin0
	.quad	.Ltmp189-.Lfunc_begin0
	.quad	.Ltmp195-.Lfunc_begin0
	.quad	.Ltmp196-.Lfunc_begin0
	.quad	.Ltmp202-.Lfunc_begin0
	.quad	.Ltmp203-.Lfunc_begin0
	.quad	.Ltmp209-.Lfunc_begin0
	.quad	.Ltmp210-.Lfunc_begin0
	.quad	.Ltmp216-.Lfunc_begin0
	.quad	.Ltmp217-.Lfunc_begin0
	.quad	.Ltmp223-.Lfunc_begin0
	.quad	.Ltmp224-.Lfunc_begin0
	.quad	.Ltmp230-.Lfunc_begin0
	.quad	.Ltmp231-.Lfunc_begin0
	.quad	.Ltmp237-.Lfunc_begin0
	.quad	.Ltmp238-.Lfunc_begin0
	.quad	.Ltmp244-.Lfunc_begin0
	.quad	.Ltmp245-.Lfunc_begin0
	.quad	.Ltmp251-.Lfunc_begin0
	.quad	.Ltmp252-.Lfunc_begin0
	.quad	.Ltmp258-.Lfunc_begin0
	.quad	.Ltmp259-.Lfunc_begin0
	.quad	.Ltmp265-.Lfunc_begin0
	.quad	.Ltmp266-.Lfunc_begin0
	.quad	.Ltmp272-.Lfunc_begin0
	.quad	.Ltmp273-.Lfunc_begin0
	.quad	.Ltmp279-.Lfunc_begin0
	.quad	.Ltmp280-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges7:
	.quad	.Ltmp184-.Lfunc_begin0
	.quad	.Ltmp186-.Lfunc_begin0
	.quad	.Ltmp191-.Lfunc_begin0
	.quad	.Ltmp193-.Lfunc_begin0
	.quad	.Ltmp198-.Lfunc_begin0
	.quad	.Ltmp200-.Lfunc_begin0
	.quad	.Ltmp205-.Lfunc_begin0
	.quad	.Ltmp207-.Lfunc_begin0
	.quad	.Ltmp212-.Lfunc_begin0
	.quad	.Ltmp214-.Lfunc_begin0
	.quad	.Ltmp219-.Lfunc_begin0
	.quad	.Ltmp221-.Lfunc_begin0
	.quad	.Ltmp226-.Lfunc_begin0
	.quad	.Ltmp228-.Lfunc_begin0
	.quad	.Ltmp233-.Lfunc_begin0
	.quad	.Ltmp235-.Lfunc_begin0
	.quad	.Ltmp240-.Lfunc_begin0
	.quad	.Ltmp242-.Lfunc_begin0
	.quad	.Ltmp247-.Lfunc_begin0
	.quad	.Ltmp249-.Lfunc_begin0
	.quad	.Ltmp254-.Lfunc_begin0
	.quad	.Ltmp256-.Lfunc_begin0
	.quad	.Ltmp261-.Lfunc_begin0
	.quad	.Ltmp263-.Lfunc_begin0
	.quad	.Ltmp268-.Lfunc_begin0
	.quad	.Ltmp270-.Lfunc_begin0
	.quad	.Ltmp275-.Lfunc_begin0
	.quad	.Ltmp277-.Lfunc_begin0
	.quad	.Ltmp282-.Lfunc_begin0
	.quad	.Ltmp283-.Lfunc_begin0
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
	.asciz	"m"                             ; string offset=159
.Linfo_string19:
	.asciz	"t_index_y"                     ; string offset=161
.Linfo_string20:
	.asciz	"t_index_x"                     ; string offset=171
.Linfo_string21:
	.asciz	"ty"                            ; string offset=181
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
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
	.section	.debug_line
.Lline_table_start0:
