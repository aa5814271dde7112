	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
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
	.loc	1 20 43 prologue_end            ; src/rodinia_nw.cl:20:43
	s_not_b32 s1, s6
	.loc	1 0 0 is_stmt 0                 ; src/rodinia_nw.cl:0:0
	s_clause 0x3
	s_load_dword s0, s[4:5], 0x28
	; meta instruction
	s_load_dwordx4 s[20:23], s[4:5], 0x18
	s_load_dwordx2 s[2:3], s[4:5], 0x34
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	s_load_dwordx4 s[16:19], s[4:5], 0x0
	.loc	1 20 43                         ; src/rodinia_nw.cl:20:43
	s_waitcnt lgkmcnt(0)
	s_add_i32 s1, s1, s0
.Ltmp0:
	;DEBUG_VALUE: nw_kernel1:b_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 26 10 is_stmt 1               ; src/rodinia_nw.cl:26:10
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
.Ltmp1:
	;DEBUG_VALUE: nw_kernel1:index_n <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: nw_kernel1:index <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: nw_kernel1:reference_d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: nw_kernel1:index_nw <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 21 33                         ; src/rodinia_nw.cl:21:33
	s_mul_i32 s1, s22, s1
	.loc	1 21 58 is_stmt 0               ; src/rodinia_nw.cl:21:58
	s_lshl_b32 s0, s6, 4
	.loc	1 21 33                         ; src/rodinia_nw.cl:21:33
	s_lshl_b32 s1, s1, 4
	.loc	1 21 99                         ; src/rodinia_nw.cl:21:99
	s_mul_i32 s2, s2, s22
	.loc	1 21 45                         ; src/rodinia_nw.cl:21:45
	s_add_i32 s1, s1, s0
	.loc	1 21 83                         ; src/rodinia_nw.cl:21:83
	s_add_i32 s2, s2, s3
.Ltmp2:
	;DEBUG_VALUE: nw_kernel1:index_w <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: nw_kernel1:index_nw <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 0, DW_OP_plus, DW_OP_LLVM_arg 0, DW_OP_plus, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 0 83                          ; src/rodinia_nw.cl:0:83
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_2
.Ltmp3:
; %bb.1:
	.loc	1 24 91 is_stmt 1               ; src/rodinia_nw.cl:24:91
	s_add_i32 s4, s2, s1
.Ltmp4:
	.loc	1 27 18                         ; src/rodinia_nw.cl:27:18
	v_mov_b32_e32 v1, s20
	.loc	1 27 20 is_stmt 0               ; src/rodinia_nw.cl:27:20
	s_ashr_i32 s5, s4, 31
	s_lshl_b64 s[4:5], s[4:5], 2
	s_add_u32 s4, s18, s4
	s_addc_u32 s5, s19, s5
.Ltmp5:
	;DEBUG_VALUE: nw_kernel1:index_nw <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 0, DW_OP_plus, DW_OP_LLVM_arg 0, DW_OP_plus, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	s_load_dword s3, s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s3
	.loc	1 27 18                         ; src/rodinia_nw.cl:27:18
	ds_write_b32 v1, v2
.Ltmp6:
.LBB0_2:
	.loc	1 0 18                          ; src/rodinia_nw.cl:0:18
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s0
	.loc	1 21 70 is_stmt 1               ; src/rodinia_nw.cl:21:70
	v_add_nc_u32_e32 v63, s1, v0
	.loc	1 21 75 is_stmt 0               ; src/rodinia_nw.cl:21:75
	s_add_i32 s3, s2, 1
.Ltmp7:
	.loc	1 29 19 is_stmt 1               ; src/rodinia_nw.cl:29:19
	s_ashr_i32 s5, s22, 31
	s_mov_b32 s4, s22
.Ltmp8:
	.loc	1 23 79                         ; src/rodinia_nw.cl:23:79
	s_add_i32 s2, s2, s22
	.loc	1 21 106                        ; src/rodinia_nw.cl:21:106
	v_add3_u32 v1, s3, s22, v63
.Ltmp9:
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	s_lshl_b64 s[24:25], s[4:5], 2
	.loc	1 29 37 is_stmt 0               ; src/rodinia_nw.cl:29:37
	v_add3_u32 v3, s22, s22, v1
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_ashrrev_i32_e32 v2, 31, v1
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_nc_u32_e32 v7, s22, v3
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[5:6], 2, v[1:2]
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_nc_u32_e32 v9, s22, v7
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_lshlrev_b64 v[11:12], 2, v[3:4]
	v_ashrrev_i32_e32 v8, 31, v7
	v_add_co_u32 v31, s0, s16, v5
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_nc_u32_e32 v5, s22, v9
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_add_co_ci_u32_e64 v32, s0, s17, v6, s0
	v_lshlrev_b64 v[13:14], 2, v[7:8]
	v_add_co_u32 v33, s0, s16, v11
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_nc_u32_e32 v11, s22, v5
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_ashrrev_i32_e32 v10, 31, v9
	v_add_co_ci_u32_e64 v34, s0, s17, v12, s0
	v_add_co_u32 v35, s0, s16, v13
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_nc_u32_e32 v13, s22, v11
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[15:16], 2, v[9:10]
	v_ashrrev_i32_e32 v12, 31, v11
	v_add_co_ci_u32_e64 v36, s0, s17, v14, s0
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_nc_u32_e32 v17, s22, v13
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_lshlrev_b64 v[18:19], 2, v[5:6]
	v_add_co_u32 v37, s0, s16, v15
	v_ashrrev_i32_e32 v14, 31, v13
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_nc_u32_e32 v15, s22, v17
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_add_co_ci_u32_e64 v38, s0, s17, v16, s0
	v_lshlrev_b64 v[20:21], 2, v[11:12]
	v_add_co_u32 v39, s0, s16, v18
	v_ashrrev_i32_e32 v18, 31, v17
	v_lshlrev_b64 v[22:23], 2, v[13:14]
	v_add_co_ci_u32_e64 v40, s0, s17, v19, s0
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_nc_u32_e32 v19, s22, v15
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_add_co_u32 v41, s0, s16, v20
	v_lshlrev_b64 v[24:25], 2, v[17:18]
	v_add_co_ci_u32_e64 v42, s0, s17, v21, s0
	v_ashrrev_i32_e32 v16, 31, v15
	v_add_co_u32 v43, s0, s16, v22
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_nc_u32_e32 v21, s22, v19
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_add_co_ci_u32_e64 v44, s0, s17, v23, s0
	v_ashrrev_i32_e32 v20, 31, v19
	v_add_co_u32 v45, s0, s16, v24
	v_lshlrev_b64 v[26:27], 2, v[15:16]
	v_add_co_ci_u32_e64 v46, s0, s17, v25, s0
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_nc_u32_e32 v25, s22, v21
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_lshlrev_b64 v[28:29], 2, v[19:20]
	v_ashrrev_i32_e32 v22, 31, v21
	v_add_co_u32 v47, s0, s16, v26
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_nc_u32_e32 v23, s22, v25
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_ashrrev_i32_e32 v26, 31, v25
	v_add_co_ci_u32_e64 v48, s0, s17, v27, s0
	v_lshlrev_b64 v[49:50], 2, v[21:22]
	v_add_co_u32 v51, s0, s16, v28
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_nc_u32_e32 v27, s22, v23
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_add_co_ci_u32_e64 v52, s0, s17, v29, s0
	v_lshlrev_b64 v[29:30], 2, v[25:26]
	v_ashrrev_i32_e32 v24, 31, v23
	v_add_co_u32 v49, s0, s16, v49
	v_ashrrev_i32_e32 v28, 31, v27
	v_add_co_ci_u32_e64 v50, s0, s17, v50, s0
	v_lshlrev_b64 v[53:54], 2, v[23:24]
	v_add_co_u32 v55, s0, s16, v29
	.loc	1 29 37                         ; src/rodinia_nw.cl:29:37
	v_add_nc_u32_e32 v29, s22, v27
	.loc	1 29 19                         ; src/rodinia_nw.cl:29:19
	v_lshlrev_b64 v[57:58], 2, v[27:28]
	v_add_co_ci_u32_e64 v56, s0, s17, v30, s0
	v_add_co_u32 v53, s0, s16, v53
	v_ashrrev_i32_e32 v30, 31, v29
	v_add_co_ci_u32_e64 v54, s0, s17, v54, s0
	v_add_co_u32 v57, s0, s16, v57
	v_lshlrev_b64 v[59:60], 2, v[29:30]
	v_add_co_ci_u32_e64 v58, s0, s17, v58, s0
	v_add_co_u32 v61, s0, v31, s24
	v_add_co_ci_u32_e64 v62, s0, s25, v32, s0
	v_add_co_u32 v59, s0, s16, v59
	v_add_co_ci_u32_e64 v60, s0, s17, v60, s0
	s_clause 0xf
	global_load_dword v64, v[31:32], off
	global_load_dword v65, v[61:62], off
	global_load_dword v66, v[33:34], off
	; meta instruction
	global_load_dword v67, v[35:36], off
	global_load_dword v68, v[37:38], off
	; meta instruction
	global_load_dword v69, v[39:40], off
	global_load_dword v70, v[41:42], off
	; meta instruction
	global_load_dword v71, v[43:44], off
	global_load_dword v72, v[45:46], off
	; meta instruction
	global_load_dword v73, v[47:48], off
	global_load_dword v74, v[51:52], off
	; meta instruction
	global_load_dword v75, v[49:50], off
	global_load_dword v76, v[55:56], off
	; meta instruction
	global_load_dword v77, v[53:54], off
	global_load_dword v78, v[57:58], off
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	global_load_dword v35, v[59:60], off
.Ltmp10:
	.loc	1 31 56 is_stmt 1               ; src/rodinia_nw.cl:31:56
	v_mul_lo_u32 v31, v0, s22
.Ltmp11:
	.loc	1 29 5                          ; src/rodinia_nw.cl:29:5
	v_lshlrev_b32_e32 v36, 2, v0
.Ltmp12:
	.loc	1 31 49                         ; src/rodinia_nw.cl:31:49
	v_add3_u32 v31, s1, s2, v31
	.loc	1 31 24 is_stmt 0               ; src/rodinia_nw.cl:31:24
	v_ashrrev_i32_e32 v32, 31, v31
	v_lshlrev_b64 v[33:34], 2, v[31:32]
.Ltmp13:
	.loc	1 29 5 is_stmt 1                ; src/rodinia_nw.cl:29:5
	v_add_nc_u32_e32 v32, s21, v36
.Ltmp14:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	.loc	1 29 17 is_stmt 0               ; src/rodinia_nw.cl:29:17
	s_waitcnt vmcnt(14)
	ds_write2_b32 v32, v64, v65 offset1:16
.Ltmp15:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	s_waitcnt vmcnt(12)
	ds_write2_b32 v32, v66, v67 offset0:32 offset1:48
.Ltmp16:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	s_waitcnt vmcnt(10)
	ds_write2_b32 v32, v68, v69 offset0:64 offset1:80
.Ltmp17:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 6
	s_waitcnt vmcnt(8)
	ds_write2_b32 v32, v70, v71 offset0:96 offset1:112
.Ltmp18:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	s_waitcnt vmcnt(6)
	ds_write2_b32 v32, v72, v73 offset0:128 offset1:144
.Ltmp19:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 10
	s_waitcnt vmcnt(4)
	ds_write2_b32 v32, v74, v75 offset0:160 offset1:176
.Ltmp20:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 12
	s_waitcnt vmcnt(2)
	ds_write2_b32 v32, v76, v77 offset0:192 offset1:208
.Ltmp21:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 14
	s_waitcnt vmcnt(0)
	ds_write2_b32 v32, v78, v35 offset0:224 offset1:240
.Ltmp22:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	.loc	1 31 24 is_stmt 1               ; src/rodinia_nw.cl:31:24
	v_add_co_u32 v33, s0, s18, v33
	v_add_co_ci_u32_e64 v34, s0, s19, v34, s0
.Ltmp23:
	.file	2 "." "./prelude.h"
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
.Ltmp24:
	.loc	1 31 24                         ; src/rodinia_nw.cl:31:24
	global_load_dword v31, v[33:34], off
	.loc	1 22 99                         ; src/rodinia_nw.cl:22:99
	v_add_nc_u32_e32 v33, s3, v63
.Ltmp25:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	.loc	1 31 3                          ; src/rodinia_nw.cl:31:3
	v_add_nc_u32_e32 v35, 1, v0
	.loc	1 33 24                         ; src/rodinia_nw.cl:33:24
	v_ashrrev_i32_e32 v34, 31, v33
	.loc	1 31 3                          ; src/rodinia_nw.cl:31:3
	v_mul_u32_u24_e32 v35, 17, v35
	.loc	1 33 24                         ; src/rodinia_nw.cl:33:24
	v_lshlrev_b64 v[33:34], 2, v[33:34]
	.loc	1 31 3                          ; src/rodinia_nw.cl:31:3
	v_lshl_add_u32 v35, v35, 2, s20
	.loc	1 33 24                         ; src/rodinia_nw.cl:33:24
	v_add_co_u32 v33, s0, s18, v33
	v_add_co_ci_u32_e64 v34, s0, s19, v34, s0
	.loc	1 31 22                         ; src/rodinia_nw.cl:31:22
	s_waitcnt vmcnt(0)
	ds_write_b32 v35, v31
.Ltmp26:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
.Ltmp27:
	.loc	1 33 24                         ; src/rodinia_nw.cl:33:24
	global_load_dword v34, v[33:34], off
	.loc	1 33 3 is_stmt 0                ; src/rodinia_nw.cl:33:3
	v_add_nc_u32_e32 v31, s20, v36
	v_add_nc_u32_e32 v33, 4, v31
	.loc	1 33 22                         ; src/rodinia_nw.cl:33:22
	s_waitcnt vmcnt(0)
	ds_write_b32 v31, v34 offset:4
.Ltmp28:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_4
.Ltmp29:
; %bb.3:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: t_index_y <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_minus, DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] 0, $vgpr0
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mul_i32_i24_e32 v34, 0xffffffef, v0
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_lshlrev_b32_e32 v35, 6, v0
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_lshlrev_b32_e32 v36, 2, v34
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_sub_nc_u32_e32 v34, v32, v35
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_nc_u32_e32 v37, v31, v36
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v38, v34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	ds_read2_b32 v[34:35], v37 offset1:1
	.loc	1 40 45 is_stmt 1               ; src/rodinia_nw.cl:40:45
	ds_read_b32 v37, v37 offset:68
	.loc	1 39 81                         ; src/rodinia_nw.cl:39:81
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v34, v38, v34
	.loc	1 40 77                         ; src/rodinia_nw.cl:40:77
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v37, s23, v37
	.loc	1 41 77                         ; src/rodinia_nw.cl:41:77
	v_subrev_nc_u32_e32 v35, s23, v35
.Ltmp30:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v37, v35
.Ltmp31:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_nc_u32_e32 v35, v33, v36
.Ltmp32:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp33:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_4:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s0
.Ltmp34:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s0, 2, v0
.Ltmp35:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
.Ltmp36:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_6
.Ltmp37:
; %bb.5:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_nc_u32_e32 v34, 1, v0
.Ltmp38:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mad_i32_i24 v35, v34, 17, v0
	v_mul_i32_i24_e32 v36, 17, v34
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_nc_u32_e32 v34, v35, v34
.Ltmp39:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_lshlrev_b32_e32 v36, 2, v36
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_lshl_add_u32 v34, v34, 2, s21
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_nc_u32_e32 v37, v31, v36
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v38, v34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	ds_read2_b32 v[34:35], v37 offset1:1
	.loc	1 40 45 is_stmt 1               ; src/rodinia_nw.cl:40:45
	ds_read_b32 v37, v37 offset:68
	.loc	1 39 81                         ; src/rodinia_nw.cl:39:81
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v34, v38, v34
	.loc	1 40 77                         ; src/rodinia_nw.cl:40:77
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v37, s23, v37
	.loc	1 41 77                         ; src/rodinia_nw.cl:41:77
	v_subrev_nc_u32_e32 v35, s23, v35
.Ltmp40:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v37, v35
.Ltmp41:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_nc_u32_e32 v35, v33, v36
.Ltmp42:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp43:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_6:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s1
.Ltmp44:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s1, 3, v0
.Ltmp45:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
.Ltmp46:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB0_8
.Ltmp47:
; %bb.7:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_nc_u32_e32 v34, 2, v0
.Ltmp48:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mad_i32_i24 v35, v34, 17, v0
	v_mul_i32_i24_e32 v36, 17, v34
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_nc_u32_e32 v34, v35, v34
.Ltmp49:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_lshlrev_b32_e32 v36, 2, v36
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_lshl_add_u32 v34, v34, 2, s21
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_nc_u32_e32 v37, v31, v36
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v38, v34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	ds_read2_b32 v[34:35], v37 offset1:1
	.loc	1 40 45 is_stmt 1               ; src/rodinia_nw.cl:40:45
	ds_read_b32 v37, v37 offset:68
	.loc	1 39 81                         ; src/rodinia_nw.cl:39:81
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v34, v38, v34
	.loc	1 40 77                         ; src/rodinia_nw.cl:40:77
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v37, s23, v37
	.loc	1 41 77                         ; src/rodinia_nw.cl:41:77
	v_subrev_nc_u32_e32 v35, s23, v35
.Ltmp50:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v37, v35
.Ltmp51:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_nc_u32_e32 v35, v33, v36
.Ltmp52:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp53:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_8:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s2
.Ltmp54:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s2, 4, v0
.Ltmp55:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
.Ltmp56:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_10
.Ltmp57:
; %bb.9:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_nc_u32_e32 v34, 3, v0
.Ltmp58:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mad_i32_i24 v35, v34, 17, v0
	v_mul_i32_i24_e32 v36, 17, v34
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_nc_u32_e32 v34, v35, v34
.Ltmp59:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_lshlrev_b32_e32 v36, 2, v36
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_lshl_add_u32 v34, v34, 2, s21
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_nc_u32_e32 v37, v31, v36
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v38, v34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	ds_read2_b32 v[34:35], v37 offset1:1
	.loc	1 40 45 is_stmt 1               ; src/rodinia_nw.cl:40:45
	ds_read_b32 v37, v37 offset:68
	.loc	1 39 81                         ; src/rodinia_nw.cl:39:81
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v34, v38, v34
	.loc	1 40 77                         ; src/rodinia_nw.cl:40:77
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v37, s23, v37
	.loc	1 41 77                         ; src/rodinia_nw.cl:41:77
	v_subrev_nc_u32_e32 v35, s23, v35
.Ltmp60:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v37, v35
.Ltmp61:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_nc_u32_e32 v35, v33, v36
.Ltmp62:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp63:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_10:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s3
.Ltmp64:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s3, 5, v0
.Ltmp65:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
.Ltmp66:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB0_12
.Ltmp67:
; %bb.11:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_nc_u32_e32 v34, 4, v0
.Ltmp68:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mad_i32_i24 v35, v34, 17, v0
	v_mul_i32_i24_e32 v36, 17, v34
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_nc_u32_e32 v34, v35, v34
.Ltmp69:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_lshlrev_b32_e32 v36, 2, v36
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_lshl_add_u32 v34, v34, 2, s21
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_nc_u32_e32 v37, v31, v36
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v38, v34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	ds_read2_b32 v[34:35], v37 offset1:1
	.loc	1 40 45 is_stmt 1               ; src/rodinia_nw.cl:40:45
	ds_read_b32 v37, v37 offset:68
	.loc	1 39 81                         ; src/rodinia_nw.cl:39:81
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v34, v38, v34
	.loc	1 40 77                         ; src/rodinia_nw.cl:40:77
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v37, s23, v37
	.loc	1 41 77                         ; src/rodinia_nw.cl:41:77
	v_subrev_nc_u32_e32 v35, s23, v35
.Ltmp70:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v37, v35
.Ltmp71:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_nc_u32_e32 v35, v33, v36
.Ltmp72:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp73:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_12:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s4
.Ltmp74:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s4, 6, v0
.Ltmp75:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
.Ltmp76:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 5
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_14
.Ltmp77:
; %bb.13:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 5
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_nc_u32_e32 v34, 5, v0
.Ltmp78:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mad_i32_i24 v35, v34, 17, v0
	v_mul_i32_i24_e32 v36, 17, v34
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_nc_u32_e32 v34, v35, v34
.Ltmp79:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_lshlrev_b32_e32 v36, 2, v36
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_lshl_add_u32 v34, v34, 2, s21
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_nc_u32_e32 v37, v31, v36
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v38, v34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	ds_read2_b32 v[34:35], v37 offset1:1
	.loc	1 40 45 is_stmt 1               ; src/rodinia_nw.cl:40:45
	ds_read_b32 v37, v37 offset:68
	.loc	1 39 81                         ; src/rodinia_nw.cl:39:81
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v34, v38, v34
	.loc	1 40 77                         ; src/rodinia_nw.cl:40:77
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v37, s23, v37
	.loc	1 41 77                         ; src/rodinia_nw.cl:41:77
	v_subrev_nc_u32_e32 v35, s23, v35
.Ltmp80:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v37, v35
.Ltmp81:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_nc_u32_e32 v35, v33, v36
.Ltmp82:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp83:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_14:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 5
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s5
.Ltmp84:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s5, 7, v0
.Ltmp85:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
.Ltmp86:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 6
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB0_16
.Ltmp87:
; %bb.15:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 6
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_nc_u32_e32 v34, 6, v0
.Ltmp88:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mad_i32_i24 v35, v34, 17, v0
	v_mul_i32_i24_e32 v36, 17, v34
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_nc_u32_e32 v34, v35, v34
.Ltmp89:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_lshlrev_b32_e32 v36, 2, v36
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_lshl_add_u32 v34, v34, 2, s21
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_nc_u32_e32 v37, v31, v36
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v38, v34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	ds_read2_b32 v[34:35], v37 offset1:1
	.loc	1 40 45 is_stmt 1               ; src/rodinia_nw.cl:40:45
	ds_read_b32 v37, v37 offset:68
	.loc	1 39 81                         ; src/rodinia_nw.cl:39:81
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v34, v38, v34
	.loc	1 40 77                         ; src/rodinia_nw.cl:40:77
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v37, s23, v37
	.loc	1 41 77                         ; src/rodinia_nw.cl:41:77
	v_subrev_nc_u32_e32 v35, s23, v35
.Ltmp90:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v37, v35
.Ltmp91:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_nc_u32_e32 v35, v33, v36
.Ltmp92:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp93:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_16:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 6
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s6
.Ltmp94:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s6, 8, v0
.Ltmp95:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
.Ltmp96:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 7
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB0_18
.Ltmp97:
; %bb.17:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 7
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_nc_u32_e32 v34, 7, v0
.Ltmp98:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mad_i32_i24 v35, v34, 17, v0
	v_mul_i32_i24_e32 v36, 17, v34
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_nc_u32_e32 v34, v35, v34
.Ltmp99:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_lshlrev_b32_e32 v36, 2, v36
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_lshl_add_u32 v34, v34, 2, s21
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_nc_u32_e32 v37, v31, v36
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v38, v34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	ds_read2_b32 v[34:35], v37 offset1:1
	.loc	1 40 45 is_stmt 1               ; src/rodinia_nw.cl:40:45
	ds_read_b32 v37, v37 offset:68
	.loc	1 39 81                         ; src/rodinia_nw.cl:39:81
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v34, v38, v34
	.loc	1 40 77                         ; src/rodinia_nw.cl:40:77
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v37, s23, v37
	.loc	1 41 77                         ; src/rodinia_nw.cl:41:77
	v_subrev_nc_u32_e32 v35, s23, v35
.Ltmp100:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v37, v35
.Ltmp101:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_nc_u32_e32 v35, v33, v36
.Ltmp102:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp103:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_18:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 7
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s7
.Ltmp104:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s7, 9, v0
.Ltmp105:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
.Ltmp106:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB0_20
.Ltmp107:
; %bb.19:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_nc_u32_e32 v34, 8, v0
.Ltmp108:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mad_i32_i24 v35, v34, 17, v0
	v_mul_i32_i24_e32 v36, 17, v34
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_nc_u32_e32 v34, v35, v34
.Ltmp109:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_lshlrev_b32_e32 v36, 2, v36
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_lshl_add_u32 v34, v34, 2, s21
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_nc_u32_e32 v37, v31, v36
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v38, v34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	ds_read2_b32 v[34:35], v37 offset1:1
	.loc	1 40 45 is_stmt 1               ; src/rodinia_nw.cl:40:45
	ds_read_b32 v37, v37 offset:68
	.loc	1 39 81                         ; src/rodinia_nw.cl:39:81
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v34, v38, v34
	.loc	1 40 77                         ; src/rodinia_nw.cl:40:77
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v37, s23, v37
	.loc	1 41 77                         ; src/rodinia_nw.cl:41:77
	v_subrev_nc_u32_e32 v35, s23, v35
.Ltmp110:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v37, v35
.Ltmp111:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_nc_u32_e32 v35, v33, v36
.Ltmp112:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp113:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_20:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s8
.Ltmp114:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s8, 10, v0
.Ltmp115:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
.Ltmp116:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 9
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB0_22
.Ltmp117:
; %bb.21:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 9
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_nc_u32_e32 v34, 9, v0
.Ltmp118:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mad_i32_i24 v35, v34, 17, v0
	v_mul_i32_i24_e32 v36, 17, v34
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_nc_u32_e32 v34, v35, v34
.Ltmp119:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_lshlrev_b32_e32 v36, 2, v36
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_lshl_add_u32 v34, v34, 2, s21
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_nc_u32_e32 v37, v31, v36
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v38, v34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	ds_read2_b32 v[34:35], v37 offset1:1
	.loc	1 40 45 is_stmt 1               ; src/rodinia_nw.cl:40:45
	ds_read_b32 v37, v37 offset:68
	.loc	1 39 81                         ; src/rodinia_nw.cl:39:81
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v34, v38, v34
	.loc	1 40 77                         ; src/rodinia_nw.cl:40:77
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v37, s23, v37
	.loc	1 41 77                         ; src/rodinia_nw.cl:41:77
	v_subrev_nc_u32_e32 v35, s23, v35
.Ltmp120:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v37, v35
.Ltmp121:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_nc_u32_e32 v35, v33, v36
.Ltmp122:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp123:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_22:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 9
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s9
.Ltmp124:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s9, 11, v0
.Ltmp125:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
.Ltmp126:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 10
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b32 s10, s9
	s_cbranch_execz .LBB0_24
.Ltmp127:
; %bb.23:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 10
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_nc_u32_e32 v34, 10, v0
.Ltmp128:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mad_i32_i24 v35, v34, 17, v0
	v_mul_i32_i24_e32 v36, 17, v34
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_nc_u32_e32 v34, v35, v34
.Ltmp129:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_lshlrev_b32_e32 v36, 2, v36
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_lshl_add_u32 v34, v34, 2, s21
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_nc_u32_e32 v37, v31, v36
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v38, v34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	ds_read2_b32 v[34:35], v37 offset1:1
	.loc	1 40 45 is_stmt 1               ; src/rodinia_nw.cl:40:45
	ds_read_b32 v37, v37 offset:68
	.loc	1 39 81                         ; src/rodinia_nw.cl:39:81
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v34, v38, v34
	.loc	1 40 77                         ; src/rodinia_nw.cl:40:77
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v37, s23, v37
	.loc	1 41 77                         ; src/rodinia_nw.cl:41:77
	v_subrev_nc_u32_e32 v35, s23, v35
.Ltmp130:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v37, v35
.Ltmp131:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_nc_u32_e32 v35, v33, v36
.Ltmp132:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp133:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_24:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 10
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s10
.Ltmp134:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s10, 12, v0
.Ltmp135:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
.Ltmp136:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 11
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b32 s11, s10
	s_cbranch_execz .LBB0_26
.Ltmp137:
; %bb.25:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 11
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_nc_u32_e32 v34, 11, v0
.Ltmp138:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mad_i32_i24 v35, v34, 17, v0
	v_mul_i32_i24_e32 v36, 17, v34
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_nc_u32_e32 v34, v35, v34
.Ltmp139:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_lshlrev_b32_e32 v36, 2, v36
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_lshl_add_u32 v34, v34, 2, s21
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_nc_u32_e32 v37, v31, v36
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v38, v34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	ds_read2_b32 v[34:35], v37 offset1:1
	.loc	1 40 45 is_stmt 1               ; src/rodinia_nw.cl:40:45
	ds_read_b32 v37, v37 offset:68
	.loc	1 39 81                         ; src/rodinia_nw.cl:39:81
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v34, v38, v34
	.loc	1 40 77                         ; src/rodinia_nw.cl:40:77
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v37, s23, v37
	.loc	1 41 77                         ; src/rodinia_nw.cl:41:77
	v_subrev_nc_u32_e32 v35, s23, v35
.Ltmp140:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v37, v35
.Ltmp141:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_nc_u32_e32 v35, v33, v36
.Ltmp142:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp143:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_26:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 11
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s11
.Ltmp144:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s11, 13, v0
.Ltmp145:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
.Ltmp146:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 12
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b32 s12, s11
	s_cbranch_execz .LBB0_28
.Ltmp147:
; %bb.27:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 12
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_nc_u32_e32 v34, 12, v0
.Ltmp148:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mad_i32_i24 v35, v34, 17, v0
	v_mul_i32_i24_e32 v36, 17, v34
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_nc_u32_e32 v34, v35, v34
.Ltmp149:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_lshlrev_b32_e32 v36, 2, v36
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_lshl_add_u32 v34, v34, 2, s21
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_nc_u32_e32 v37, v31, v36
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v38, v34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	ds_read2_b32 v[34:35], v37 offset1:1
	.loc	1 40 45 is_stmt 1               ; src/rodinia_nw.cl:40:45
	ds_read_b32 v37, v37 offset:68
	.loc	1 39 81                         ; src/rodinia_nw.cl:39:81
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v34, v38, v34
	.loc	1 40 77                         ; src/rodinia_nw.cl:40:77
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v37, s23, v37
	.loc	1 41 77                         ; src/rodinia_nw.cl:41:77
	v_subrev_nc_u32_e32 v35, s23, v35
.Ltmp150:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v37, v35
.Ltmp151:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_nc_u32_e32 v35, v33, v36
.Ltmp152:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp153:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_28:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 12
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s12
.Ltmp154:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s12, 14, v0
.Ltmp155:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
.Ltmp156:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 13
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b32 s13, s12
	s_cbranch_execz .LBB0_30
.Ltmp157:
; %bb.29:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 13
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_nc_u32_e32 v34, 13, v0
.Ltmp158:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mad_i32_i24 v35, v34, 17, v0
	v_mul_i32_i24_e32 v36, 17, v34
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_nc_u32_e32 v34, v35, v34
.Ltmp159:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_lshlrev_b32_e32 v36, 2, v36
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_lshl_add_u32 v34, v34, 2, s21
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_nc_u32_e32 v37, v31, v36
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v38, v34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	ds_read2_b32 v[34:35], v37 offset1:1
	.loc	1 40 45 is_stmt 1               ; src/rodinia_nw.cl:40:45
	ds_read_b32 v37, v37 offset:68
	.loc	1 39 81                         ; src/rodinia_nw.cl:39:81
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v34, v38, v34
	.loc	1 40 77                         ; src/rodinia_nw.cl:40:77
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v37, s23, v37
	.loc	1 41 77                         ; src/rodinia_nw.cl:41:77
	v_subrev_nc_u32_e32 v35, s23, v35
.Ltmp160:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v37, v35
.Ltmp161:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_nc_u32_e32 v35, v33, v36
.Ltmp162:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp163:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_30:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 13
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s13
.Ltmp164:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s13, 15, v0
.Ltmp165:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
.Ltmp166:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 14
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b32 s14, s13
	s_cbranch_execz .LBB0_32
.Ltmp167:
; %bb.31:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 14
	.loc	1 38 45 is_stmt 1               ; src/rodinia_nw.cl:38:45
	v_sub_nc_u32_e32 v34, 14, v0
.Ltmp168:
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_mad_i32_i24 v35, v34, 17, v0
	v_mul_i32_i24_e32 v36, 17, v34
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_nc_u32_e32 v34, v35, v34
.Ltmp169:
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_lshlrev_b32_e32 v36, 2, v36
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_lshl_add_u32 v34, v34, 2, s21
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_nc_u32_e32 v37, v31, v36
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v38, v34
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	ds_read2_b32 v[34:35], v37 offset1:1
	.loc	1 40 45 is_stmt 1               ; src/rodinia_nw.cl:40:45
	ds_read_b32 v37, v37 offset:68
	.loc	1 39 81                         ; src/rodinia_nw.cl:39:81
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v34, v38, v34
	.loc	1 40 77                         ; src/rodinia_nw.cl:40:77
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v37, s23, v37
	.loc	1 41 77                         ; src/rodinia_nw.cl:41:77
	v_subrev_nc_u32_e32 v35, s23, v35
.Ltmp170:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr35
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v34, v34, v37, v35
.Ltmp171:
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_nc_u32_e32 v35, v33, v36
.Ltmp172:
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v35, v34 offset:68
.Ltmp173:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_32:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 14
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s14
.Ltmp174:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	v_sub_nc_u32_e32 v36, 15, v0
	.loc	1 37 12 is_stmt 1               ; src/rodinia_nw.cl:37:12
	v_cmp_gt_u32_e64 s14, 16, v0
.Ltmp175:
	.loc	2 94 26                         ; ./prelude.h:94:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
.Ltmp176:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 15
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	v_mul_i32_i24_e32 v34, 17, v36
                                        ; implicit-def: $vgpr35
	s_and_saveexec_b32 s15, s14
	s_xor_b32 s14, exec_lo, s15
	s_cbranch_execz .LBB0_34
.Ltmp177:
; %bb.33:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 15
	;DEBUG_VALUE: t_index_y <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr36
	.loc	1 39 45 is_stmt 1               ; src/rodinia_nw.cl:39:45
	v_add_nc_u32_e32 v35, v34, v0
	v_lshlrev_b32_e32 v39, 2, v34
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	v_sub_nc_u32_e32 v35, v35, v36
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	v_add_nc_u32_e32 v37, v31, v39
	.loc	1 39 7                          ; src/rodinia_nw.cl:39:7
	v_add_nc_u32_e32 v33, v33, v39
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_lshl_add_u32 v35, v35, 2, s21
	.loc	1 40 45 is_stmt 1               ; src/rodinia_nw.cl:40:45
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v40, v37 offset:68
	.loc	1 39 45                         ; src/rodinia_nw.cl:39:45
	ds_read2_b32 v[37:38], v37 offset1:1
	.loc	1 39 83 is_stmt 0               ; src/rodinia_nw.cl:39:83
	ds_read_b32 v35, v35
	.loc	1 40 77 is_stmt 1               ; src/rodinia_nw.cl:40:77
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v40, s23, v40
	.loc	1 41 77                         ; src/rodinia_nw.cl:41:77
	s_waitcnt lgkmcnt(1)
	v_subrev_nc_u32_e32 v38, s23, v38
.Ltmp178:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 39 81                         ; src/rodinia_nw.cl:39:81
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v35, v35, v37
.Ltmp179:
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr40
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr38
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v37, v35, v40, v38
.Ltmp180:
	.loc	1 39 83                         ; src/rodinia_nw.cl:39:83
	v_lshlrev_b32_e32 v35, 4, v36
                                        ; implicit-def: $vgpr36
	.loc	1 39 35 is_stmt 0               ; src/rodinia_nw.cl:39:35
	ds_write_b32 v33, v37 offset:68
.Ltmp181:
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 1, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
.LBB0_34:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 15
	.loc	1 0 35                          ; src/rodinia_nw.cl:0:35
	s_or_saveexec_b32 s14, s14
	s_waitcnt_depctr 0xffe3
	s_xor_b32 exec_lo, exec_lo, s14
.Ltmp182:
; %bb.35:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 15
	v_lshlrev_b32_e32 v35, 4, v36
.Ltmp183:
; %bb.36:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 15
	s_or_b32 exec_lo, exec_lo, s14
.Ltmp184:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	v_sub_nc_u32_e32 v0, 16, v0
.Ltmp185:
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
.Ltmp186:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	v_mul_i32_i24_e32 v0, 17, v0
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 14
	s_and_saveexec_b32 s14, s13
	s_cbranch_execz .LBB0_38
.Ltmp187:
; %bb.37:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 14
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 2, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v31
	.loc	1 48 83 is_stmt 0               ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v38, v35, 2, v32
	.loc	1 49 45 is_stmt 1               ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v39, v0, 2, v31
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	s_waitcnt_vscnt null, 0x0
	ds_read2_b32 v[36:37], v33 offset0:1 offset1:2
	.loc	1 48 83 is_stmt 0               ; src/rodinia_nw.cl:48:83
	ds_read_b32 v33, v38 offset:4
	.loc	1 49 45 is_stmt 1               ; src/rodinia_nw.cl:49:45
	ds_read_b32 v38, v39 offset:4
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v37, s23, v37
.Ltmp188:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v36, s23, v38
.Ltmp189:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp190:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v39, v33 offset:8
.Ltmp191:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_38:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 14
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s14
.Ltmp192:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
.Ltmp193:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 13
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b32 s13, s12
	s_cbranch_execz .LBB0_40
.Ltmp194:
; %bb.39:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 13
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 3, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v31
	.loc	1 48 83 is_stmt 0               ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v38, v35, 2, v32
	.loc	1 49 45 is_stmt 1               ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v39, v0, 2, v31
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	s_waitcnt_vscnt null, 0x0
	ds_read2_b32 v[36:37], v33 offset0:2 offset1:3
	.loc	1 48 83 is_stmt 0               ; src/rodinia_nw.cl:48:83
	ds_read_b32 v33, v38 offset:8
	.loc	1 49 45 is_stmt 1               ; src/rodinia_nw.cl:49:45
	ds_read_b32 v38, v39 offset:8
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v37, s23, v37
.Ltmp195:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v36, s23, v38
.Ltmp196:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp197:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v39, v33 offset:12
.Ltmp198:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_40:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 13
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s13
.Ltmp199:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
.Ltmp200:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 12
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b32 s12, s11
	s_cbranch_execz .LBB0_42
.Ltmp201:
; %bb.41:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 12
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 4, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v31
	.loc	1 48 83 is_stmt 0               ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v38, v35, 2, v32
	.loc	1 49 45 is_stmt 1               ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v39, v0, 2, v31
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	s_waitcnt_vscnt null, 0x0
	ds_read2_b32 v[36:37], v33 offset0:3 offset1:4
	.loc	1 48 83 is_stmt 0               ; src/rodinia_nw.cl:48:83
	ds_read_b32 v33, v38 offset:12
	.loc	1 49 45 is_stmt 1               ; src/rodinia_nw.cl:49:45
	ds_read_b32 v38, v39 offset:12
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v37, s23, v37
.Ltmp202:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v36, s23, v38
.Ltmp203:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp204:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v39, v33 offset:16
.Ltmp205:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_42:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 12
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s12
.Ltmp206:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
.Ltmp207:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 11
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b32 s11, s10
	s_cbranch_execz .LBB0_44
.Ltmp208:
; %bb.43:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 11
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 5, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v31
	.loc	1 48 83 is_stmt 0               ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v38, v35, 2, v32
	.loc	1 49 45 is_stmt 1               ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v39, v0, 2, v31
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	s_waitcnt_vscnt null, 0x0
	ds_read2_b32 v[36:37], v33 offset0:4 offset1:5
	.loc	1 48 83 is_stmt 0               ; src/rodinia_nw.cl:48:83
	ds_read_b32 v33, v38 offset:16
	.loc	1 49 45 is_stmt 1               ; src/rodinia_nw.cl:49:45
	ds_read_b32 v38, v39 offset:16
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v37, s23, v37
.Ltmp209:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v36, s23, v38
.Ltmp210:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp211:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v39, v33 offset:20
.Ltmp212:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_44:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 11
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s11
.Ltmp213:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
.Ltmp214:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 10
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b32 s10, s9
	s_cbranch_execz .LBB0_46
.Ltmp215:
; %bb.45:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 10
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 6, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v31
	.loc	1 48 83 is_stmt 0               ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v38, v35, 2, v32
	.loc	1 49 45 is_stmt 1               ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v39, v0, 2, v31
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	s_waitcnt_vscnt null, 0x0
	ds_read2_b32 v[36:37], v33 offset0:5 offset1:6
	.loc	1 48 83 is_stmt 0               ; src/rodinia_nw.cl:48:83
	ds_read_b32 v33, v38 offset:20
	.loc	1 49 45 is_stmt 1               ; src/rodinia_nw.cl:49:45
	ds_read_b32 v38, v39 offset:20
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v37, s23, v37
.Ltmp216:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v36, s23, v38
.Ltmp217:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp218:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v39, v33 offset:24
.Ltmp219:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_46:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 10
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s10
.Ltmp220:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
.Ltmp221:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 9
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB0_48
.Ltmp222:
; %bb.47:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 9
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v31
	.loc	1 48 83 is_stmt 0               ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v38, v35, 2, v32
	.loc	1 49 45 is_stmt 1               ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v39, v0, 2, v31
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	s_waitcnt_vscnt null, 0x0
	ds_read2_b32 v[36:37], v33 offset0:6 offset1:7
	.loc	1 48 83 is_stmt 0               ; src/rodinia_nw.cl:48:83
	ds_read_b32 v33, v38 offset:24
	.loc	1 49 45 is_stmt 1               ; src/rodinia_nw.cl:49:45
	ds_read_b32 v38, v39 offset:24
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v37, s23, v37
.Ltmp223:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v36, s23, v38
.Ltmp224:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp225:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v39, v33 offset:28
.Ltmp226:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_48:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 9
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s9
.Ltmp227:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
.Ltmp228:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB0_50
.Ltmp229:
; %bb.49:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 8, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v31
	.loc	1 48 83 is_stmt 0               ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v38, v35, 2, v32
	.loc	1 49 45 is_stmt 1               ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v39, v0, 2, v31
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	s_waitcnt_vscnt null, 0x0
	ds_read2_b32 v[36:37], v33 offset0:7 offset1:8
	.loc	1 48 83 is_stmt 0               ; src/rodinia_nw.cl:48:83
	ds_read_b32 v33, v38 offset:28
	.loc	1 49 45 is_stmt 1               ; src/rodinia_nw.cl:49:45
	ds_read_b32 v38, v39 offset:28
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v37, s23, v37
.Ltmp230:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v36, s23, v38
.Ltmp231:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp232:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v39, v33 offset:32
.Ltmp233:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_50:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s8
.Ltmp234:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
.Ltmp235:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 7
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB0_52
.Ltmp236:
; %bb.51:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 7
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 9, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v31
	.loc	1 48 83 is_stmt 0               ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v38, v35, 2, v32
	.loc	1 49 45 is_stmt 1               ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v39, v0, 2, v31
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	s_waitcnt_vscnt null, 0x0
	ds_read2_b32 v[36:37], v33 offset0:8 offset1:9
	.loc	1 48 83 is_stmt 0               ; src/rodinia_nw.cl:48:83
	ds_read_b32 v33, v38 offset:32
	.loc	1 49 45 is_stmt 1               ; src/rodinia_nw.cl:49:45
	ds_read_b32 v38, v39 offset:32
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v37, s23, v37
.Ltmp237:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v36, s23, v38
.Ltmp238:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp239:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v39, v33 offset:36
.Ltmp240:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_52:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 7
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s7
.Ltmp241:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
.Ltmp242:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 6
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB0_54
.Ltmp243:
; %bb.53:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 6
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 10, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v31
	.loc	1 48 83 is_stmt 0               ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v38, v35, 2, v32
	.loc	1 49 45 is_stmt 1               ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v39, v0, 2, v31
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	s_waitcnt_vscnt null, 0x0
	ds_read2_b32 v[36:37], v33 offset0:9 offset1:10
	.loc	1 48 83 is_stmt 0               ; src/rodinia_nw.cl:48:83
	ds_read_b32 v33, v38 offset:36
	.loc	1 49 45 is_stmt 1               ; src/rodinia_nw.cl:49:45
	ds_read_b32 v38, v39 offset:36
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v37, s23, v37
.Ltmp244:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v36, s23, v38
.Ltmp245:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp246:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v39, v33 offset:40
.Ltmp247:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_54:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 6
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s6
.Ltmp248:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
.Ltmp249:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 5
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_56
.Ltmp250:
; %bb.55:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 5
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 11, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v31
	.loc	1 48 83 is_stmt 0               ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v38, v35, 2, v32
	.loc	1 49 45 is_stmt 1               ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v39, v0, 2, v31
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	s_waitcnt_vscnt null, 0x0
	ds_read2_b32 v[36:37], v33 offset0:10 offset1:11
	.loc	1 48 83 is_stmt 0               ; src/rodinia_nw.cl:48:83
	ds_read_b32 v33, v38 offset:40
	.loc	1 49 45 is_stmt 1               ; src/rodinia_nw.cl:49:45
	ds_read_b32 v38, v39 offset:40
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v37, s23, v37
.Ltmp251:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v36, s23, v38
.Ltmp252:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp253:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v39, v33 offset:44
.Ltmp254:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_56:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 5
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s5
.Ltmp255:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
.Ltmp256:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB0_58
.Ltmp257:
; %bb.57:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 12, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v31
	.loc	1 48 83 is_stmt 0               ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v38, v35, 2, v32
	.loc	1 49 45 is_stmt 1               ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v39, v0, 2, v31
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	s_waitcnt_vscnt null, 0x0
	ds_read2_b32 v[36:37], v33 offset0:11 offset1:12
	.loc	1 48 83 is_stmt 0               ; src/rodinia_nw.cl:48:83
	ds_read_b32 v33, v38 offset:44
	.loc	1 49 45 is_stmt 1               ; src/rodinia_nw.cl:49:45
	ds_read_b32 v38, v39 offset:44
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v37, s23, v37
.Ltmp258:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v36, s23, v38
.Ltmp259:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp260:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v39, v33 offset:48
.Ltmp261:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_58:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s4
.Ltmp262:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
.Ltmp263:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_60
.Ltmp264:
; %bb.59:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 13, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v31
	.loc	1 48 83 is_stmt 0               ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v38, v35, 2, v32
	.loc	1 49 45 is_stmt 1               ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v39, v0, 2, v31
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	s_waitcnt_vscnt null, 0x0
	ds_read2_b32 v[36:37], v33 offset0:12 offset1:13
	.loc	1 48 83 is_stmt 0               ; src/rodinia_nw.cl:48:83
	ds_read_b32 v33, v38 offset:48
	.loc	1 49 45 is_stmt 1               ; src/rodinia_nw.cl:49:45
	ds_read_b32 v38, v39 offset:48
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v37, s23, v37
.Ltmp265:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v36, s23, v38
.Ltmp266:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp267:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v39, v33 offset:52
.Ltmp268:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_60:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s3
.Ltmp269:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
.Ltmp270:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB0_62
.Ltmp271:
; %bb.61:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 14, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v31
	.loc	1 48 83 is_stmt 0               ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v38, v35, 2, v32
	.loc	1 49 45 is_stmt 1               ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v39, v0, 2, v31
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	s_waitcnt_vscnt null, 0x0
	ds_read2_b32 v[36:37], v33 offset0:13 offset1:14
	.loc	1 48 83 is_stmt 0               ; src/rodinia_nw.cl:48:83
	ds_read_b32 v33, v38 offset:52
	.loc	1 49 45 is_stmt 1               ; src/rodinia_nw.cl:49:45
	ds_read_b32 v38, v39 offset:52
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v37, s23, v37
.Ltmp272:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v36, s23, v38
.Ltmp273:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp274:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v39, v33 offset:56
.Ltmp275:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_62:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s2
.Ltmp276:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
.Ltmp277:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_64
.Ltmp278:
; %bb.63:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 15, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v31
	.loc	1 48 83 is_stmt 0               ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v38, v35, 2, v32
	.loc	1 49 45 is_stmt 1               ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v39, v0, 2, v31
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	s_waitcnt_vscnt null, 0x0
	ds_read2_b32 v[36:37], v33 offset0:14 offset1:15
	.loc	1 48 83 is_stmt 0               ; src/rodinia_nw.cl:48:83
	ds_read_b32 v33, v38 offset:56
	.loc	1 49 45 is_stmt 1               ; src/rodinia_nw.cl:49:45
	ds_read_b32 v38, v39 offset:56
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v37, s23, v37
.Ltmp279:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr36
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr37
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v33, v33, v36
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v36, s23, v38
.Ltmp280:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v33, v33, v36, v37
.Ltmp281:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v39, v33 offset:60
.Ltmp282:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_64:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s1
.Ltmp283:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
.Ltmp284:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	.loc	2 0 26 is_stmt 0                ; ./prelude.h:0:26
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_66
.Ltmp285:
; %bb.65:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: t_index_x <- [DW_OP_plus_uconst 16, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 48 45 is_stmt 1               ; src/rodinia_nw.cl:48:45
	v_lshl_add_u32 v33, v34, 2, v31
	.loc	1 48 83 is_stmt 0               ; src/rodinia_nw.cl:48:83
	v_lshl_add_u32 v34, v35, 2, v32
	.loc	1 49 45 is_stmt 1               ; src/rodinia_nw.cl:49:45
	v_lshl_add_u32 v0, v0, 2, v31
	.loc	1 48 45                         ; src/rodinia_nw.cl:48:45
	s_waitcnt_vscnt null, 0x0
	ds_read2_b32 v[32:33], v33 offset0:15 offset1:16
	.loc	1 48 83 is_stmt 0               ; src/rodinia_nw.cl:48:83
	ds_read_b32 v34, v34 offset:60
	.loc	1 49 45 is_stmt 1               ; src/rodinia_nw.cl:49:45
	ds_read_b32 v35, v0 offset:60
	.loc	1 50 77                         ; src/rodinia_nw.cl:50:77
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v33, s23, v33
.Ltmp286:
	;DEBUG_VALUE: maximum:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: maximum:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr34
	;DEBUG_VALUE: maximum:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr32
	;DEBUG_VALUE: maximum:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr33
	.loc	1 48 81                         ; src/rodinia_nw.cl:48:81
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v32, v34, v32
	.loc	1 49 77                         ; src/rodinia_nw.cl:49:77
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v34, s23, v35
.Ltmp287:
	.loc	1 12 10                         ; src/rodinia_nw.cl:12:10
	v_max3_i32 v32, v32, v34, v33
.Ltmp288:
	.loc	1 48 35                         ; src/rodinia_nw.cl:48:35
	ds_write_b32 v0, v32 offset:64
.Ltmp289:
	;DEBUG_VALUE: t_index_y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_66:
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	.loc	1 0 35 is_stmt 0                ; src/rodinia_nw.cl:0:35
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s0
.Ltmp290:
	;DEBUG_VALUE: barrier:f <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 94 26 is_stmt 1               ; ./prelude.h:94:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	.loc	2 95 3                          ; ./prelude.h:95:3
	s_barrier 
	.loc	2 96 26                         ; ./prelude.h:96:26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
.Ltmp291:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: m <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] -1
	.loc	1 55 43                         ; src/rodinia_nw.cl:55:43
	ds_read2_b32 v[32:33], v31 offset0:18 offset1:35
	.loc	1 55 5 is_stmt 0                ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	.loc	1 55 43                         ; src/rodinia_nw.cl:55:43
	ds_read2_b32 v[34:35], v31 offset0:52 offset1:69
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[2:3], 2, v[3:4]
	v_lshlrev_b64 v[4:5], 2, v[5:6]
	v_lshlrev_b64 v[11:12], 2, v[11:12]
	v_add_co_u32 v0, vcc_lo, s18, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s19, v1, vcc_lo
.Ltmp292:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	v_add_co_u32 v36, vcc_lo, v0, s24
	v_add_co_ci_u32_e32 v37, vcc_lo, s25, v1, vcc_lo
	v_add_co_u32 v2, vcc_lo, s18, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s19, v3, vcc_lo
.Ltmp293:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	s_waitcnt lgkmcnt(1)
	global_store_dword v[0:1], v32, off
	global_store_dword v[36:37], v33, off
.Ltmp294:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[0:1], 2, v[7:8]
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v34, off
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[2:3], 2, v[9:10]
	.loc	1 55 43                         ; src/rodinia_nw.cl:55:43
	ds_read2_b32 v[7:8], v31 offset0:86 offset1:103
	ds_read2_b32 v[9:10], v31 offset0:120 offset1:137
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_add_co_u32 v0, vcc_lo, s18, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s19, v1, vcc_lo
	v_add_co_u32 v2, vcc_lo, s18, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s19, v3, vcc_lo
.Ltmp295:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 5
	v_add_co_u32 v4, vcc_lo, s18, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, s19, v5, vcc_lo
	v_add_co_u32 v11, vcc_lo, s18, v11
	v_add_co_ci_u32_e32 v12, vcc_lo, s19, v12, vcc_lo
.Ltmp296:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 7
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	global_store_dword v[0:1], v35, off
.Ltmp297:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	s_waitcnt lgkmcnt(1)
	global_store_dword v[2:3], v7, off
	global_store_dword v[4:5], v8, off
.Ltmp298:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 6
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[0:1], 2, v[13:14]
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	s_waitcnt lgkmcnt(0)
	global_store_dword v[11:12], v9, off
	.loc	1 55 43                         ; src/rodinia_nw.cl:55:43
	ds_read2_b32 v[4:5], v31 offset0:154 offset1:171
	ds_read2_b32 v[6:7], v31 offset0:188 offset1:205
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[2:3], 2, v[17:18]
	v_lshlrev_b64 v[8:9], 2, v[15:16]
	v_lshlrev_b64 v[11:12], 2, v[19:20]
	v_add_co_u32 v0, vcc_lo, s18, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s19, v1, vcc_lo
	v_add_co_u32 v2, vcc_lo, s18, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s19, v3, vcc_lo
.Ltmp299:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 9
	v_add_co_u32 v8, vcc_lo, s18, v8
	v_add_co_ci_u32_e32 v9, vcc_lo, s19, v9, vcc_lo
	v_add_co_u32 v11, vcc_lo, s18, v11
	v_add_co_ci_u32_e32 v12, vcc_lo, s19, v12, vcc_lo
.Ltmp300:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 11
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	global_store_dword v[0:1], v10, off
.Ltmp301:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	s_waitcnt lgkmcnt(1)
	global_store_dword v[2:3], v4, off
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[0:1], 2, v[21:22]
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	global_store_dword v[8:9], v5, off
.Ltmp302:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 10
	s_waitcnt lgkmcnt(0)
	global_store_dword v[11:12], v6, off
	.loc	1 55 43                         ; src/rodinia_nw.cl:55:43
	v_add_nc_u32_e32 v6, 0x400, v31
	ds_read2_b32 v[4:5], v31 offset0:222 offset1:239
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_lshlrev_b64 v[2:3], 2, v[25:26]
	v_lshlrev_b64 v[8:9], 2, v[23:24]
	v_add_co_u32 v0, vcc_lo, s18, v0
	.loc	1 55 43                         ; src/rodinia_nw.cl:55:43
	ds_read2_b32 v[10:11], v6 offset1:17
	.loc	1 55 5                          ; src/rodinia_nw.cl:55:5
	v_add_co_ci_u32_e32 v1, vcc_lo, s19, v1, vcc_lo
	v_add_co_u32 v2, vcc_lo, s18, v2
	v_lshlrev_b64 v[12:13], 2, v[27:28]
	v_add_co_ci_u32_e32 v3, vcc_lo, s19, v3, vcc_lo
.Ltmp303:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 13
	v_add_co_u32 v8, vcc_lo, s18, v8
	v_lshlrev_b64 v[14:15], 2, v[29:30]
	v_add_co_ci_u32_e32 v9, vcc_lo, s19, v9, vcc_lo
	v_add_co_u32 v12, vcc_lo, s18, v12
	v_add_co_ci_u32_e32 v13, vcc_lo, s19, v13, vcc_lo
.Ltmp304:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 15
	v_add_co_u32 v14, vcc_lo, s18, v14
	v_add_co_ci_u32_e32 v15, vcc_lo, s19, v15, vcc_lo
	.loc	1 55 41                         ; src/rodinia_nw.cl:55:41
	global_store_dword v[0:1], v7, off
.Ltmp305:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 12
	s_waitcnt lgkmcnt(1)
	global_store_dword v[2:3], v4, off
	global_store_dword v[8:9], v5, off
.Ltmp306:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 14
	s_waitcnt lgkmcnt(0)
	global_store_dword v[12:13], v10, off
	global_store_dword v[14:15], v11, off
.Ltmp307:
	;DEBUG_VALUE: ty <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	.loc	1 56 1 is_stmt 1                ; src/rodinia_nw.cl:56:1
	s_endpgm
.Ltmp308:
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
		.amdhsa_wavefront_size32 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 79
		.amdhsa_next_free_sgpr 26
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
	.size	nw_kernel1, .Lfunc_end0-nw_kernel1
	.cfi_endproc
	.file	3 "/usr/lib/llvm-14/lib/clang/14.0.6/include" "opencl-c-base.h"
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 7008
; NumSgprs: 28
; NumVgprs: 79
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 28
; NumVGPRsForWavesPerEU: 79
; Occupancy: 12
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
	.section	.debug_loc
.Ldebug_loc0:
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	6                               ; 6
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	10                              ; 10
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	12                              ; 12
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	14                              ; 14
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	0
	.quad	0
.Ldebug_loc1:
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp46-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp46-.Lfunc_begin0
	.quad	.Ltmp56-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp56-.Lfunc_begin0
	.quad	.Ltmp66-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp66-.Lfunc_begin0
	.quad	.Ltmp76-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp76-.Lfunc_begin0
	.quad	.Ltmp86-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	5                               ; 5
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp86-.Lfunc_begin0
	.quad	.Ltmp96-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	6                               ; 6
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp96-.Lfunc_begin0
	.quad	.Ltmp106-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	7                               ; 7
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp106-.Lfunc_begin0
	.quad	.Ltmp116-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp116-.Lfunc_begin0
	.quad	.Ltmp126-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	9                               ; 9
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp126-.Lfunc_begin0
	.quad	.Ltmp136-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	10                              ; 10
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp136-.Lfunc_begin0
	.quad	.Ltmp146-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	11                              ; 11
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp146-.Lfunc_begin0
	.quad	.Ltmp156-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	12                              ; 12
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp156-.Lfunc_begin0
	.quad	.Ltmp166-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	13                              ; 13
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp166-.Lfunc_begin0
	.quad	.Ltmp176-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	14                              ; 14
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp176-.Lfunc_begin0
	.quad	.Ltmp186-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	15                              ; 15
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp186-.Lfunc_begin0
	.quad	.Ltmp187-.Lfunc_begin0
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
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.short	13                              ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 1536
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	28                              ; DW_OP_minus
	.byte	35                              ; DW_OP_plus_uconst
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 1570
	.byte	12                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp48-.Lfunc_begin0
	.quad	.Ltmp49-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 1570
	.byte	12                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp58-.Lfunc_begin0
	.quad	.Ltmp59-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 1570
	.byte	12                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp68-.Lfunc_begin0
	.quad	.Ltmp69-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 1570
	.byte	12                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp78-.Lfunc_begin0
	.quad	.Ltmp79-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 1570
	.byte	12                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp88-.Lfunc_begin0
	.quad	.Ltmp89-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 1570
	.byte	12                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp98-.Lfunc_begin0
	.quad	.Ltmp99-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 1570
	.byte	12                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp108-.Lfunc_begin0
	.quad	.Ltmp109-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 1570
	.byte	12                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp118-.Lfunc_begin0
	.quad	.Ltmp119-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 1570
	.byte	12                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp128-.Lfunc_begin0
	.quad	.Ltmp129-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 1570
	.byte	12                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp138-.Lfunc_begin0
	.quad	.Ltmp139-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 1570
	.byte	12                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp148-.Lfunc_begin0
	.quad	.Ltmp149-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 1570
	.byte	12                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp158-.Lfunc_begin0
	.quad	.Ltmp159-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 1570
	.byte	12                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp168-.Lfunc_begin0
	.quad	.Ltmp169-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 1570
	.byte	12                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp177-.Lfunc_begin0
	.quad	.Ltmp181-.Lfunc_begin0
	.short	8                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	164                             ; 1572
	.byte	12                              ; 
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	0
	.quad	0
.Ldebug_loc3:
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 1573
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 1573
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp50-.Lfunc_begin0
	.quad	.Ltmp53-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 1573
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp60-.Lfunc_begin0
	.quad	.Ltmp63-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 1573
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp70-.Lfunc_begin0
	.quad	.Ltmp73-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 1573
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp80-.Lfunc_begin0
	.quad	.Ltmp83-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 1573
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp90-.Lfunc_begin0
	.quad	.Ltmp93-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 1573
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp100-.Lfunc_begin0
	.quad	.Ltmp103-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 1573
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp110-.Lfunc_begin0
	.quad	.Ltmp113-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 1573
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp120-.Lfunc_begin0
	.quad	.Ltmp123-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 1573
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp130-.Lfunc_begin0
	.quad	.Ltmp133-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 1573
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp140-.Lfunc_begin0
	.quad	.Ltmp143-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 1573
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp150-.Lfunc_begin0
	.quad	.Ltmp153-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 1573
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp160-.Lfunc_begin0
	.quad	.Ltmp163-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 1573
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp170-.Lfunc_begin0
	.quad	.Ltmp173-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 1573
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp179-.Lfunc_begin0
	.quad	.Ltmp181-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	168                             ; 1576
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	0
	.quad	0
.Ldebug_loc4:
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 1570
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 1570
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp50-.Lfunc_begin0
	.quad	.Ltmp51-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 1570
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp60-.Lfunc_begin0
	.quad	.Ltmp61-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 1570
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp70-.Lfunc_begin0
	.quad	.Ltmp71-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 1570
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp80-.Lfunc_begin0
	.quad	.Ltmp81-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 1570
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp90-.Lfunc_begin0
	.quad	.Ltmp91-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 1570
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp100-.Lfunc_begin0
	.quad	.Ltmp101-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 1570
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp110-.Lfunc_begin0
	.quad	.Ltmp111-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 1570
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp120-.Lfunc_begin0
	.quad	.Ltmp121-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 1570
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp130-.Lfunc_begin0
	.quad	.Ltmp131-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 1570
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp140-.Lfunc_begin0
	.quad	.Ltmp141-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 1570
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp150-.Lfunc_begin0
	.quad	.Ltmp151-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 1570
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp160-.Lfunc_begin0
	.quad	.Ltmp161-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 1570
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp170-.Lfunc_begin0
	.quad	.Ltmp171-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	162                             ; 1570
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	0
	.quad	0
.Ldebug_loc5:
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 1571
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp42-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 1571
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp50-.Lfunc_begin0
	.quad	.Ltmp52-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 1571
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp60-.Lfunc_begin0
	.quad	.Ltmp62-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 1571
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp70-.Lfunc_begin0
	.quad	.Ltmp72-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 1571
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp80-.Lfunc_begin0
	.quad	.Ltmp82-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 1571
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp90-.Lfunc_begin0
	.quad	.Ltmp92-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 1571
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp100-.Lfunc_begin0
	.quad	.Ltmp102-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 1571
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp110-.Lfunc_begin0
	.quad	.Ltmp112-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 1571
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp120-.Lfunc_begin0
	.quad	.Ltmp122-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 1571
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp130-.Lfunc_begin0
	.quad	.Ltmp132-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 1571
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp140-.Lfunc_begin0
	.quad	.Ltmp142-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 1571
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp150-.Lfunc_begin0
	.quad	.Ltmp152-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 1571
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp160-.Lfunc_begin0
	.quad	.Ltmp162-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 1571
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp170-.Lfunc_begin0
	.quad	.Ltmp172-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	163                             ; 1571
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp179-.Lfunc_begin0
	.quad	.Ltmp181-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	166                             ; 1574
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	0
	.quad	0
.Ldebug_loc6:
	.quad	.Ltmp187-.Lfunc_begin0
	.quad	.Ltmp193-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	14                              ; 14
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp193-.Lfunc_begin0
	.quad	.Ltmp200-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	13                              ; 13
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp200-.Lfunc_begin0
	.quad	.Ltmp207-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	12                              ; 12
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp207-.Lfunc_begin0
	.quad	.Ltmp214-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	11                              ; 11
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp214-.Lfunc_begin0
	.quad	.Ltmp221-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	10                              ; 10
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp221-.Lfunc_begin0
	.quad	.Ltmp228-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	9                               ; 9
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp228-.Lfunc_begin0
	.quad	.Ltmp235-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp235-.Lfunc_begin0
	.quad	.Ltmp242-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	7                               ; 7
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp242-.Lfunc_begin0
	.quad	.Ltmp249-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	6                               ; 6
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp249-.Lfunc_begin0
	.quad	.Ltmp256-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	5                               ; 5
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp256-.Lfunc_begin0
	.quad	.Ltmp263-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp263-.Lfunc_begin0
	.quad	.Ltmp270-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp270-.Lfunc_begin0
	.quad	.Ltmp277-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp277-.Lfunc_begin0
	.quad	.Ltmp284-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp284-.Lfunc_begin0
	.quad	.Ltmp291-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp291-.Lfunc_begin0
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
	.quad	.Ltmp188-.Lfunc_begin0
	.quad	.Ltmp191-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 1573
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp195-.Lfunc_begin0
	.quad	.Ltmp198-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 1573
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp202-.Lfunc_begin0
	.quad	.Ltmp205-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 1573
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp209-.Lfunc_begin0
	.quad	.Ltmp212-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 1573
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp216-.Lfunc_begin0
	.quad	.Ltmp219-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 1573
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp223-.Lfunc_begin0
	.quad	.Ltmp226-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 1573
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp230-.Lfunc_begin0
	.quad	.Ltmp233-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 1573
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp237-.Lfunc_begin0
	.quad	.Ltmp240-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 1573
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp244-.Lfunc_begin0
	.quad	.Ltmp247-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 1573
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp251-.Lfunc_begin0
	.quad	.Ltmp254-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 1573
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp258-.Lfunc_begin0
	.quad	.Ltmp261-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 1573
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp265-.Lfunc_begin0
	.quad	.Ltmp268-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 1573
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp272-.Lfunc_begin0
	.quad	.Ltmp275-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 1573
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp279-.Lfunc_begin0
	.quad	.Ltmp282-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	165                             ; 1573
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp286-.Lfunc_begin0
	.quad	.Ltmp289-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	161                             ; 1569
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	0
	.quad	0
.Ldebug_loc8:
	.quad	.Ltmp291-.Lfunc_begin0
	.quad	.Ltmp292-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp292-.Lfunc_begin0
	.quad	.Ltmp293-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp293-.Lfunc_begin0
	.quad	.Ltmp294-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp294-.Lfunc_begin0
	.quad	.Ltmp295-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp295-.Lfunc_begin0
	.quad	.Ltmp296-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	5                               ; 5
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp296-.Lfunc_begin0
	.quad	.Ltmp297-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	7                               ; 7
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp297-.Lfunc_begin0
	.quad	.Ltmp298-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp298-.Lfunc_begin0
	.quad	.Ltmp299-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	6                               ; 6
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp299-.Lfunc_begin0
	.quad	.Ltmp300-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	9                               ; 9
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp300-.Lfunc_begin0
	.quad	.Ltmp301-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	11                              ; 11
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp301-.Lfunc_begin0
	.quad	.Ltmp302-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp302-.Lfunc_begin0
	.quad	.Ltmp303-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	10                              ; 10
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp303-.Lfunc_begin0
	.quad	.Ltmp304-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	13                              ; 13
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp304-.Lfunc_begin0
	.quad	.Ltmp305-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	15                              ; 15
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp305-.Lfunc_begin0
	.quad	.Ltmp306-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	12                              ; 12
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp306-.Lfunc_begin0
	.quad	.Ltmp307-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	14                              ; 14
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp307-.Lfunc_begin0
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
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	11                              ; Abbreviation Code
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
	.byte	1                               ; Abbrev [1] 0xb:0x2d9 DW_TAG_compile_unit
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
	.byte	9                               ; Abbrev [9] 0xa0:0x22b DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_GNU_all_call_sites
	.long	.Linfo_string15                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	15                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	3                               ; Abbrev [3] 0xb4:0xb DW_TAG_formal_parameter
	.long	.Linfo_string21                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	15                              ; DW_AT_decl_line
	.long	715                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0xbf:0xb DW_TAG_formal_parameter
	.long	.Linfo_string22                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	15                              ; DW_AT_decl_line
	.long	725                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0xca:0xb DW_TAG_formal_parameter
	.long	.Linfo_string23                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	16                              ; DW_AT_decl_line
	.long	725                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0xd5:0xb DW_TAG_formal_parameter
	.long	.Linfo_string24                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	16                              ; DW_AT_decl_line
	.long	730                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0xe0:0xb DW_TAG_formal_parameter
	.long	.Linfo_string25                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	730                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0xeb:0xb DW_TAG_formal_parameter
	.long	.Linfo_string26                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0xf6:0xb DW_TAG_formal_parameter
	.long	.Linfo_string27                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x101:0xb DW_TAG_formal_parameter
	.long	.Linfo_string28                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x10c:0xb DW_TAG_formal_parameter
	.long	.Linfo_string29                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	18                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x117:0xb DW_TAG_formal_parameter
	.long	.Linfo_string30                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	18                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x122:0xb DW_TAG_formal_parameter
	.long	.Linfo_string31                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	18                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x12d:0xb DW_TAG_formal_parameter
	.long	.Linfo_string32                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	18                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x138:0xb DW_TAG_variable
	.long	.Linfo_string16                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	24                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x143:0xb DW_TAG_variable
	.long	.Linfo_string33                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x14e:0xb DW_TAG_variable
	.long	.Linfo_string34                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x159:0xb DW_TAG_variable
	.long	.Linfo_string35                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x164:0xb DW_TAG_variable
	.long	.Linfo_string36                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x16f:0xb DW_TAG_variable
	.long	.Linfo_string37                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	21                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x17a:0xb DW_TAG_variable
	.long	.Linfo_string38                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	22                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x185:0xb DW_TAG_variable
	.long	.Linfo_string39                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	23                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x190:0x15 DW_TAG_lexical_block
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	11                              ; Abbrev [11] 0x195:0xf DW_TAG_variable
	.long	.Ldebug_loc0                    ; DW_AT_location
	.long	.Linfo_string17                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	28                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	12                              ; Abbrev [12] 0x1a5:0x14 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.quad	.Ltmp23                         ; DW_AT_low_pc
	.long	.Ltmp24-.Ltmp23                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	30                              ; DW_AT_call_line
	.byte	3                               ; DW_AT_call_column
	.byte	12                              ; Abbrev [12] 0x1b9:0x14 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.quad	.Ltmp26                         ; DW_AT_low_pc
	.long	.Ltmp27-.Ltmp26                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	32                              ; DW_AT_call_line
	.byte	3                               ; DW_AT_call_column
	.byte	12                              ; Abbrev [12] 0x1cd:0x14 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.quad	.Ltmp28                         ; DW_AT_low_pc
	.long	.Ltmp29-.Ltmp28                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	34                              ; DW_AT_call_line
	.byte	3                               ; DW_AT_call_column
	.byte	13                              ; Abbrev [13] 0x1e1:0x71 DW_TAG_lexical_block
	.quad	.Ltmp29                         ; DW_AT_low_pc
	.long	.Ltmp187-.Ltmp29                ; DW_AT_high_pc
	.byte	11                              ; Abbrev [11] 0x1ee:0xf DW_TAG_variable
	.long	.Ldebug_loc1                    ; DW_AT_location
	.long	.Linfo_string18                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	36                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x1fd:0x48 DW_TAG_lexical_block
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	11                              ; Abbrev [11] 0x202:0xf DW_TAG_variable
	.long	.Ldebug_loc2                    ; DW_AT_location
	.long	.Linfo_string19                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	38                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x211:0xb DW_TAG_variable
	.long	.Linfo_string20                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	38                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	14                              ; Abbrev [14] 0x21c:0x28 DW_TAG_inlined_subroutine
	.long	96                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges2                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	15                              ; Abbrev [15] 0x228:0x9 DW_TAG_formal_parameter
	.long	.Ldebug_loc4                    ; DW_AT_location
	.long	108                             ; DW_AT_abstract_origin
	.byte	15                              ; Abbrev [15] 0x231:0x9 DW_TAG_formal_parameter
	.long	.Ldebug_loc3                    ; DW_AT_location
	.long	119                             ; DW_AT_abstract_origin
	.byte	15                              ; Abbrev [15] 0x23a:0x9 DW_TAG_formal_parameter
	.long	.Ldebug_loc5                    ; DW_AT_location
	.long	130                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	16                              ; Abbrev [16] 0x245:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges3                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	43                              ; DW_AT_call_line
	.byte	5                               ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	13                              ; Abbrev [13] 0x252:0x5b DW_TAG_lexical_block
	.quad	.Ltmp187                        ; DW_AT_low_pc
	.long	.Ltmp291-.Ltmp187               ; DW_AT_high_pc
	.byte	11                              ; Abbrev [11] 0x25f:0xf DW_TAG_variable
	.long	.Ldebug_loc6                    ; DW_AT_location
	.long	.Linfo_string18                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	45                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x26e:0x32 DW_TAG_lexical_block
	.long	.Ldebug_ranges4                 ; DW_AT_ranges
	.byte	8                               ; Abbrev [8] 0x273:0xb DW_TAG_variable
	.long	.Linfo_string20                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	47                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x27e:0xb DW_TAG_variable
	.long	.Linfo_string19                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	47                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	14                              ; Abbrev [14] 0x289:0x16 DW_TAG_inlined_subroutine
	.long	96                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges5                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	48                              ; DW_AT_call_line
	.byte	37                              ; DW_AT_call_column
	.byte	15                              ; Abbrev [15] 0x295:0x9 DW_TAG_formal_parameter
	.long	.Ldebug_loc7                    ; DW_AT_location
	.long	130                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	16                              ; Abbrev [16] 0x2a0:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges6                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	52                              ; DW_AT_call_line
	.byte	5                               ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	13                              ; Abbrev [13] 0x2ad:0x1d DW_TAG_lexical_block
	.quad	.Ltmp291                        ; DW_AT_low_pc
	.long	.Ltmp307-.Ltmp291               ; DW_AT_high_pc
	.byte	11                              ; Abbrev [11] 0x2ba:0xf DW_TAG_variable
	.long	.Ldebug_loc8                    ; DW_AT_location
	.long	.Linfo_string17                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	54                              ; DW_AT_decl_line
	.long	153                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	17                              ; Abbrev [17] 0x2cb:0x5 DW_TAG_pointer_type
	.long	720                             ; DW_AT_type
	.byte	18                              ; Abbrev [18] 0x2d0:0x5 DW_TAG_const_type
	.long	153                             ; DW_AT_type
	.byte	17                              ; Abbrev [17] 0x2d5:0x5 DW_TAG_pointer_type
	.long	153                             ; DW_AT_type
	.byte	19                              ; Abbrev [19] 0x2da:0x9 DW_TAG_pointer_type
	.long	153                             ; DW_AT_type
	.long	2                               ; DW_AT_address_class
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges
.Ldebug_ranges0:
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.quad	.Ltmp47-.Lfunc_begin0
	.quad	.Ltmp53-.Lfunc_begin0
	.quad	.Ltmp57-.Lfunc_begin0
	.quad	.Ltmp63-.Lfunc_begin0
	.quad	.Ltmp67-.Lfunc_begin0
	.quad	.Ltmp73-.Lfunc_begin0
	.quad	.Ltmp77-.Lfunc_begin0
	.quad	.Ltmp83-.Lfunc_begin0
	.quad	.Ltmp87-.Lfunc_begin0
	.quad	.Ltmp93-.Lfunc_begin0
	.quad	.Ltmp97-.Lfunc_begin0
	.quad	.Ltmp103-.Lfunc_begin0
	.quad	.Ltmp107-.Lfunc_begin0
	.quad	.Ltmp113-.Lfunc_begin0
	.quad	.Ltmp117-.Lfunc_begin0
	.quad	.Ltmp123-.Lfunc_begin0
	.quad	.Ltmp127-.Lfunc_begin0
	.quad	.Ltmp133-.Lfunc_begin0
	.quad	.Ltmp137-.Lfunc_begin0
	.quad	.Ltmp143-.Lfunc_begin0
	.quad	.Ltmp147-.Lfunc_begin0
	.quad	.Ltmp153-.Lfunc_begin0
	.quad	.Ltmp157-.Lfunc_begin0
	.quad	.Ltmp163-.Lfunc_begin0
	.quad	.Ltmp167-.Lfunc_begin0
	.quad	.Ltmp173-.Lfunc_begin0
	.quad	.Ltmp177-.Lfunc_begin0
	.quad	.Ltmp181-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	.Ltmp50-.Lfunc_begin0
	.quad	.Ltmp51-.Lfunc_begin0
	.quad	.Ltmp60-.Lfunc_begin0
	.quad	.Ltmp61-.Lfunc_begin0
	.quad	.Ltmp70-.Lfunc_begin0
	.quad	.Ltmp71-.Lfunc_begin0
	.quad	.Ltmp80-.Lfunc_begin0
	.quad	.Ltmp81-.Lfunc_begin0
	.quad	.Ltmp90-.Lfunc_begin0
	.quad	.Ltmp91-.Lfunc_begin0
	.quad	.Ltmp100-.Lfunc_begin0
	.quad	.Ltmp101-.Lfunc_begin0
	.quad	.Ltmp110-.Lfunc_begin0
	.quad	.Ltmp111-.Lfunc_begin0
	.quad	.Ltmp120-.Lfunc_begin0
	.quad	.Ltmp121-.Lfunc_begin0
	.quad	.Ltmp130-.Lfunc_begin0
	.quad	.Ltmp131-.Lfunc_begin0
	.quad	.Ltmp140-.Lfunc_begin0
	.quad	.Ltmp141-.Lfunc_begin0
	.quad	.Ltmp150-.Lfunc_begin0
	.quad	.Ltmp151-.Lfunc_begin0
	.quad	.Ltmp160-.Lfunc_begin0
	.quad	.Ltmp161-.Lfunc_begin0
	.quad	.Ltmp170-.Lfunc_begin0
	.quad	.Ltmp171-.Lfunc_begin0
	.quad	.Ltmp179-.Lfunc_begin0
	.quad	.Ltmp180-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp45-.Lfunc_begin0
	.quad	.Ltmp47-.Lfunc_begin0
	.quad	.Ltmp55-.Lfunc_begin0
	.quad	.Ltmp57-.Lfunc_begin0
	.quad	.Ltmp65-.Lfunc_begin0
	.quad	.Ltmp67-.Lfunc_begin0
	.quad	.Ltmp75-.Lfunc_begin0
	.quad	.Ltmp77-.Lfunc_begin0
	.quad	.Ltmp85-.Lfunc_begin0
	.quad	.Ltmp87-.Lfunc_begin0
	.quad	.Ltmp95-.Lfunc_begin0
	.quad	.Ltmp97-.Lfunc_begin0
	.quad	.Ltmp105-.Lfunc_begin0
	.quad	.Ltmp107-.Lfunc_begin0
	.quad	.Ltmp115-.Lfunc_begin0
	.quad	.Ltmp117-.Lfunc_begin0
	.quad	.Ltmp125-.Lfunc_begin0
	.quad	.Ltmp127-.Lfunc_begin0
	.quad	.Ltmp135-.Lfunc_begin0
	.quad	.Ltmp137-.Lfunc_begin0
	.quad	.Ltmp145-.Lfunc_begin0
	.quad	.Ltmp147-.Lfunc_begin0
	.quad	.Ltmp155-.Lfunc_begin0
	.quad	.Ltmp157-.Lfunc_begin0
	.quad	.Ltmp165-.Lfunc_begin0
	.quad	.Ltmp167-.Lfunc_begin0
	.quad	.Ltmp175-.Lfunc_begin0
	.quad	.Ltmp177-.Lfunc_begin0
	.quad	.Ltmp185-.Lfunc_begin0
	.quad	.Ltmp187-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges4:
	.quad	.Ltmp187-.Lfunc_begin0
	.quad	.Ltmp191-.Lfunc_begin0
	.quad	.Ltmp194-.Lfunc_begin0
	.quad	.Ltmp198-.Lfunc_begin0
	.quad	.Ltmp201-.Lfunc_begin0
	.quad	.Ltmp205-.Lfunc_begin0
	.quad	.Ltmp208-.Lfunc_begin0
	.quad	.Ltmp212-.Lfunc_begin0
	.quad	.Ltmp215-.Lfunc_begin0
	.quad	.Ltmp219-.Lfunc_begin0
	.quad	.Ltmp222-.Lfunc_begin0
	.quad	.Ltmp226-.Lfunc_begin0
	.quad	.Ltmp229-.Lfunc_begin0
	.quad	.Ltmp233-.Lfunc_begin0
	.quad	.Ltmp236-.Lfunc_begin0
	.quad	.Ltmp240-.Lfunc_begin0
	.quad	.Ltmp243-.Lfunc_begin0
	.quad	.Ltmp247-.Lfunc_begin0
	.quad	.Ltmp250-.Lfunc_begin0
	.quad	.Ltmp254-.Lfunc_begin0
	.quad	.Ltmp257-.Lfunc_begin0
	.quad	.Ltmp261-.Lfunc_begin0
	.quad	.Ltmp264-.Lfunc_begin0
	.quad	.Ltmp268-.Lfunc_begin0
	.quad	.Ltmp271-.Lfunc_begin0
	.quad	.Ltmp275-.Lfunc_begin0
	.quad	.Ltmp278-.Lfunc_begin0
	.quad	.Ltmp282-.Lfunc_begin0
	.quad	.Ltmp285-.Lfunc_begin0
	.quad	.Ltmp289-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges5:
	.quad	.Ltmp189-.Lfunc_begin0
	.quad	.Ltmp190-.Lfunc_begin0
	.quad	.Ltmp196-.Lfunc_begin0
	.quad	.Ltmp197-.Lfunc_begin0
	.quad	.Ltmp203-.Lfunc_begin0
	.quad	.Ltmp204-.Lfunc_begin0
	.quad	.Ltmp210-.Lfunc_begin0
	.quad	.Ltmp211-.Lfunc_begin0
	.quad	.Ltmp217-.Lfunc_begin0
	.quad	.Ltmp218-.Lfunc_begin0
	.quad	.Ltmp224-.Lfunc_begin0
	.quad	.Ltmp225-.Lfunc_begin0
	.quad	.Ltmp231-.Lfunc_begin0
	.quad	.Ltmp232-.Lfunc_begin0
	.quad	.Ltmp238-.Lfunc_begin0
	.quad	.Ltmp239-.Lfunc_begin0
	.quad	.Ltmp245-.Lfunc_begin0
	.quad	.Ltmp246-.Lfunc_begin0
	.quad	.Ltmp252-.Lfunc_begin0
	.quad	.Ltmp253-.Lfunc_begin0
	.quad	.Ltmp259-.Lfunc_begin0
	.quad	.Ltmp260-.Lfunc_begin0
	.quad	.Ltmp266-.Lfunc_begin0
	.quad	.Ltmp267-.Lfunc_begin0
	.quad	.Ltmp273-.Lfunc_begin0
	.quad	.Ltmp274-.Lfunc_begin0
	.quad	.Ltmp280-.Lfunc_begin0
	.quad	.Ltmp281-.Lfunc_begin0
	.quad	.Ltmp287-.Lfunc_begin0
	.quad	.Ltmp288-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges6:
	.quad	.Ltmp192-.Lfunc_begin0
	.quad	.Ltmp194-.Lfunc_begin0
	.quad	.Ltmp199-.Lfunc_begin0
	.quad	.Ltmp201-.Lfunc_begin0
	.quad	.Ltmp206-.Lfunc_begin0
	.quad	.Ltmp208-.Lfunc_begin0
	.quad	.Ltmp213-.Lfunc_begin0
	.quad	.Ltmp215-.Lfunc_begin0
	.quad	.Ltmp220-.Lfunc_begin0
	.quad	.Ltmp222-.Lfunc_begin0
	.quad	.Ltmp227-.Lfunc_begin0
	.quad	.Ltmp229-.Lfunc_begin0
	.quad	.Ltmp234-.Lfunc_begin0
	.quad	.Ltmp236-.Lfunc_begin0
	.quad	.Ltmp241-.Lfunc_begin0
	.quad	.Ltmp243-.Lfunc_begin0
	.quad	.Ltmp248-.Lfunc_begin0
	.quad	.Ltmp250-.Lfunc_begin0
	.quad	.Ltmp255-.Lfunc_begin0
	.quad	.Ltmp257-.Lfunc_begin0
	.quad	.Ltmp262-.Lfunc_begin0
	.quad	.Ltmp264-.Lfunc_begin0
	.quad	.Ltmp269-.Lfunc_begin0
	.quad	.Ltmp271-.Lfunc_begin0
	.quad	.Ltmp276-.Lfunc_begin0
	.quad	.Ltmp278-.Lfunc_begin0
	.quad	.Ltmp283-.Lfunc_begin0
	.quad	.Ltmp285-.Lfunc_begin0
	.quad	.Ltmp290-.Lfunc_begin0
	.quad	.Ltmp291-.Lfunc_begin0
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
	.asciz	"index_nw"                      ; string offset=147
.Linfo_string17:
	.asciz	"ty"                            ; string offset=156
.Linfo_string18:
	.asciz	"m"                             ; string offset=159
.Linfo_string19:
	.asciz	"t_index_y"                     ; string offset=161
.Linfo_string20:
	.asciz	"t_index_x"                     ; string offset=171
.Linfo_string21:
	.asciz	"reference_d"                   ; string offset=181
.Linfo_string22:
	.asciz	"input_itemsets_d"              ; string offset=193
.Linfo_string23:
	.asciz	"output_itemsets_d"             ; string offset=210
.Linfo_string24:
	.asciz	"input_itemsets_l"              ; string offset=228
.Linfo_string25:
	.asciz	"reference_l"                   ; string offset=245
.Linfo_string26:
	.asciz	"cols"                          ; string offset=257
.Linfo_string27:
	.asciz	"penalty"                       ; string offset=262
.Linfo_string28:
	.asciz	"blk"                           ; string offset=270
.Linfo_string29:
	.asciz	"block_width"                   ; string offset=274
.Linfo_string30:
	.asciz	"worksize"                      ; string offset=286
.Linfo_string31:
	.asciz	"offset_r"                      ; string offset=295
.Linfo_string32:
	.asciz	"offset_c"                      ; string offset=304
.Linfo_string33:
	.asciz	"bx"                            ; string offset=313
.Linfo_string34:
	.asciz	"tx"                            ; string offset=316
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
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .symbol:         nw_kernel1.kd
    .vgpr_count:     79
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
	.section	.debug_line
.Lline_table_start0:
