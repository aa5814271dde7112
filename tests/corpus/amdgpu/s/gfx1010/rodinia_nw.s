	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.protected	nw_kernel1              ; -- Begin function nw_kernel1
	.globl	nw_kernel1
	.p2align	8
	.type	nw_kernel1,@function
nw_kernel1:                             ; @nw_kernel1
; %bb.0:
	s_clause 0x3
	s_load_dword s0, s[4:5], 0x28
	s_load_dwordx4 s[20:23], s[4:5], 0x18
	s_load_dwordx2 s[2:3], s[4:5], 0x34
	s_load_dwordx4 s[16:19], s[4:5], 0x0
	s_not_b32 s1, s6
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s1, s1, s0
	s_lshl_b32 s0, s6, 4
	s_mul_i32 s1, s22, s1
	s_mul_i32 s2, s2, s22
	s_lshl_b32 s1, s1, 4
	s_add_i32 s2, s2, s3
	s_add_i32 s1, s1, s0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_add_i32 s4, s2, s1
	v_mov_b32_e32 v1, s20
	s_ashr_i32 s5, s4, 31
	s_lshl_b64 s[4:5], s[4:5], 2
	s_add_u32 s4, s18, s4
	s_addc_u32 s5, s19, s5
	s_load_dword s3, s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s3
	ds_write_b32 v1, v2
.LBB0_2:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s0
	v_add_nc_u32_e32 v63, s1, v0
	s_add_i32 s3, s2, 1
	s_ashr_i32 s5, s22, 31
	s_mov_b32 s4, s22
	s_add_i32 s2, s2, s22
	v_add3_u32 v1, s3, s22, v63
	s_lshl_b64 s[24:25], s[4:5], 2
	v_add3_u32 v3, s22, s22, v1
	v_ashrrev_i32_e32 v2, 31, v1
	v_add_nc_u32_e32 v7, s22, v3
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[5:6], 2, v[1:2]
	v_add_nc_u32_e32 v9, s22, v7
	v_lshlrev_b64 v[11:12], 2, v[3:4]
	v_ashrrev_i32_e32 v8, 31, v7
	v_add_co_u32 v31, s0, s16, v5
	v_add_nc_u32_e32 v5, s22, v9
	v_add_co_ci_u32_e64 v32, s0, s17, v6, s0
	v_lshlrev_b64 v[13:14], 2, v[7:8]
	v_add_co_u32 v33, s0, s16, v11
	v_add_nc_u32_e32 v11, s22, v5
	v_ashrrev_i32_e32 v10, 31, v9
	v_add_co_ci_u32_e64 v34, s0, s17, v12, s0
	v_add_co_u32 v35, s0, s16, v13
	v_add_nc_u32_e32 v13, s22, v11
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[15:16], 2, v[9:10]
	v_ashrrev_i32_e32 v12, 31, v11
	v_add_co_ci_u32_e64 v36, s0, s17, v14, s0
	v_add_nc_u32_e32 v17, s22, v13
	v_lshlrev_b64 v[18:19], 2, v[5:6]
	v_add_co_u32 v37, s0, s16, v15
	v_ashrrev_i32_e32 v14, 31, v13
	v_add_nc_u32_e32 v15, s22, v17
	v_add_co_ci_u32_e64 v38, s0, s17, v16, s0
	v_lshlrev_b64 v[20:21], 2, v[11:12]
	v_add_co_u32 v39, s0, s16, v18
	v_ashrrev_i32_e32 v18, 31, v17
	v_lshlrev_b64 v[22:23], 2, v[13:14]
	v_add_co_ci_u32_e64 v40, s0, s17, v19, s0
	v_add_nc_u32_e32 v19, s22, v15
	v_add_co_u32 v41, s0, s16, v20
	v_lshlrev_b64 v[24:25], 2, v[17:18]
	v_add_co_ci_u32_e64 v42, s0, s17, v21, s0
	v_ashrrev_i32_e32 v16, 31, v15
	v_add_co_u32 v43, s0, s16, v22
	v_add_nc_u32_e32 v21, s22, v19
	v_add_co_ci_u32_e64 v44, s0, s17, v23, s0
	v_ashrrev_i32_e32 v20, 31, v19
	v_add_co_u32 v45, s0, s16, v24
	v_lshlrev_b64 v[26:27], 2, v[15:16]
	v_add_co_ci_u32_e64 v46, s0, s17, v25, s0
	v_add_nc_u32_e32 v25, s22, v21
	v_lshlrev_b64 v[28:29], 2, v[19:20]
	v_ashrrev_i32_e32 v22, 31, v21
	v_add_co_u32 v47, s0, s16, v26
	v_add_nc_u32_e32 v23, s22, v25
	v_ashrrev_i32_e32 v26, 31, v25
	v_add_co_ci_u32_e64 v48, s0, s17, v27, s0
	v_lshlrev_b64 v[49:50], 2, v[21:22]
	v_add_co_u32 v51, s0, s16, v28
	v_add_nc_u32_e32 v27, s22, v23
	v_add_co_ci_u32_e64 v52, s0, s17, v29, s0
	v_lshlrev_b64 v[29:30], 2, v[25:26]
	v_ashrrev_i32_e32 v24, 31, v23
	v_add_co_u32 v49, s0, s16, v49
	v_ashrrev_i32_e32 v28, 31, v27
	v_add_co_ci_u32_e64 v50, s0, s17, v50, s0
	v_lshlrev_b64 v[53:54], 2, v[23:24]
	v_add_co_u32 v55, s0, s16, v29
	v_add_nc_u32_e32 v29, s22, v27
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
	global_load_dword v67, v[35:36], off
	global_load_dword v68, v[37:38], off
	global_load_dword v69, v[39:40], off
	global_load_dword v70, v[41:42], off
	global_load_dword v71, v[43:44], off
	global_load_dword v72, v[45:46], off
	global_load_dword v73, v[47:48], off
	global_load_dword v74, v[51:52], off
	global_load_dword v75, v[49:50], off
	global_load_dword v76, v[55:56], off
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
	global_load_dword v35, v[59:60], off
	v_mul_lo_u32 v31, v0, s22
	v_lshlrev_b32_e32 v36, 2, v0
	v_add3_u32 v31, s1, s2, v31
	v_ashrrev_i32_e32 v32, 31, v31
	v_lshlrev_b64 v[33:34], 2, v[31:32]
	v_add_nc_u32_e32 v32, s21, v36
	s_waitcnt vmcnt(14)
	ds_write2_b32 v32, v64, v65 offset1:16
	s_waitcnt vmcnt(12)
	ds_write2_b32 v32, v66, v67 offset0:32 offset1:48
	s_waitcnt vmcnt(10)
	ds_write2_b32 v32, v68, v69 offset0:64 offset1:80
	s_waitcnt vmcnt(8)
	ds_write2_b32 v32, v70, v71 offset0:96 offset1:112
	s_waitcnt vmcnt(6)
	ds_write2_b32 v32, v72, v73 offset0:128 offset1:144
	s_waitcnt vmcnt(4)
	ds_write2_b32 v32, v74, v75 offset0:160 offset1:176
	s_waitcnt vmcnt(2)
	ds_write2_b32 v32, v76, v77 offset0:192 offset1:208
	s_waitcnt vmcnt(0)
	ds_write2_b32 v32, v78, v35 offset0:224 offset1:240
	v_add_co_u32 v33, s0, s18, v33
	v_add_co_ci_u32_e64 v34, s0, s19, v34, s0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	global_load_dword v31, v[33:34], off
	v_add_nc_u32_e32 v33, s3, v63
	v_add_nc_u32_e32 v35, 1, v0
	v_ashrrev_i32_e32 v34, 31, v33
	v_mul_u32_u24_e32 v35, 17, v35
	v_lshlrev_b64 v[33:34], 2, v[33:34]
	v_lshl_add_u32 v35, v35, 2, s20
	v_add_co_u32 v33, s0, s18, v33
	v_add_co_ci_u32_e64 v34, s0, s19, v34, s0
	s_waitcnt vmcnt(0)
	ds_write_b32 v35, v31
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	global_load_dword v34, v[33:34], off
	v_add_nc_u32_e32 v31, s20, v36
	v_add_nc_u32_e32 v33, 4, v31
	s_waitcnt vmcnt(0)
	ds_write_b32 v31, v34 offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_mul_i32_i24_e32 v34, 0xffffffef, v0
	v_lshlrev_b32_e32 v35, 6, v0
	v_lshlrev_b32_e32 v36, 2, v34
	v_sub_nc_u32_e32 v34, v32, v35
	v_add_nc_u32_e32 v37, v31, v36
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v38, v34
	ds_read2_b32 v[34:35], v37 offset1:1
	ds_read_b32 v37, v37 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v34, v38, v34
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v37, s23, v37
	v_subrev_nc_u32_e32 v35, s23, v35
	v_max3_i32 v34, v34, v37, v35
	v_add_nc_u32_e32 v35, v33, v36
	ds_write_b32 v35, v34 offset:68
.LBB0_4:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s0
	v_cmp_gt_u32_e64 s0, 2, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_sub_nc_u32_e32 v34, 1, v0
	v_mad_i32_i24 v35, v34, 17, v0
	v_mul_i32_i24_e32 v36, 17, v34
	v_sub_nc_u32_e32 v34, v35, v34
	v_lshlrev_b32_e32 v36, 2, v36
	v_lshl_add_u32 v34, v34, 2, s21
	v_add_nc_u32_e32 v37, v31, v36
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v38, v34
	ds_read2_b32 v[34:35], v37 offset1:1
	ds_read_b32 v37, v37 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v34, v38, v34
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v37, s23, v37
	v_subrev_nc_u32_e32 v35, s23, v35
	v_max3_i32 v34, v34, v37, v35
	v_add_nc_u32_e32 v35, v33, v36
	ds_write_b32 v35, v34 offset:68
.LBB0_6:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_gt_u32_e64 s1, 3, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB0_8
; %bb.7:
	v_sub_nc_u32_e32 v34, 2, v0
	v_mad_i32_i24 v35, v34, 17, v0
	v_mul_i32_i24_e32 v36, 17, v34
	v_sub_nc_u32_e32 v34, v35, v34
	v_lshlrev_b32_e32 v36, 2, v36
	v_lshl_add_u32 v34, v34, 2, s21
	v_add_nc_u32_e32 v37, v31, v36
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v38, v34
	ds_read2_b32 v[34:35], v37 offset1:1
	ds_read_b32 v37, v37 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v34, v38, v34
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v37, s23, v37
	v_subrev_nc_u32_e32 v35, s23, v35
	v_max3_i32 v34, v34, v37, v35
	v_add_nc_u32_e32 v35, v33, v36
	ds_write_b32 v35, v34 offset:68
.LBB0_8:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s2
	v_cmp_gt_u32_e64 s2, 4, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_10
; %bb.9:
	v_sub_nc_u32_e32 v34, 3, v0
	v_mad_i32_i24 v35, v34, 17, v0
	v_mul_i32_i24_e32 v36, 17, v34
	v_sub_nc_u32_e32 v34, v35, v34
	v_lshlrev_b32_e32 v36, 2, v36
	v_lshl_add_u32 v34, v34, 2, s21
	v_add_nc_u32_e32 v37, v31, v36
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v38, v34
	ds_read2_b32 v[34:35], v37 offset1:1
	ds_read_b32 v37, v37 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v34, v38, v34
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v37, s23, v37
	v_subrev_nc_u32_e32 v35, s23, v35
	v_max3_i32 v34, v34, v37, v35
	v_add_nc_u32_e32 v35, v33, v36
	ds_write_b32 v35, v34 offset:68
.LBB0_10:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s3
	v_cmp_gt_u32_e64 s3, 5, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB0_12
; %bb.11:
	v_sub_nc_u32_e32 v34, 4, v0
	v_mad_i32_i24 v35, v34, 17, v0
	v_mul_i32_i24_e32 v36, 17, v34
	v_sub_nc_u32_e32 v34, v35, v34
	v_lshlrev_b32_e32 v36, 2, v36
	v_lshl_add_u32 v34, v34, 2, s21
	v_add_nc_u32_e32 v37, v31, v36
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v38, v34
	ds_read2_b32 v[34:35], v37 offset1:1
	ds_read_b32 v37, v37 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v34, v38, v34
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v37, s23, v37
	v_subrev_nc_u32_e32 v35, s23, v35
	v_max3_i32 v34, v34, v37, v35
	v_add_nc_u32_e32 v35, v33, v36
	ds_write_b32 v35, v34 offset:68
.LBB0_12:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s4
	v_cmp_gt_u32_e64 s4, 6, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_14
; %bb.13:
	v_sub_nc_u32_e32 v34, 5, v0
	v_mad_i32_i24 v35, v34, 17, v0
	v_mul_i32_i24_e32 v36, 17, v34
	v_sub_nc_u32_e32 v34, v35, v34
	v_lshlrev_b32_e32 v36, 2, v36
	v_lshl_add_u32 v34, v34, 2, s21
	v_add_nc_u32_e32 v37, v31, v36
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v38, v34
	ds_read2_b32 v[34:35], v37 offset1:1
	ds_read_b32 v37, v37 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v34, v38, v34
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v37, s23, v37
	v_subrev_nc_u32_e32 v35, s23, v35
	v_max3_i32 v34, v34, v37, v35
	v_add_nc_u32_e32 v35, v33, v36
	ds_write_b32 v35, v34 offset:68
.LBB0_14:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s5
	v_cmp_gt_u32_e64 s5, 7, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB0_16
; %bb.15:
	v_sub_nc_u32_e32 v34, 6, v0
	v_mad_i32_i24 v35, v34, 17, v0
	v_mul_i32_i24_e32 v36, 17, v34
	v_sub_nc_u32_e32 v34, v35, v34
	v_lshlrev_b32_e32 v36, 2, v36
	v_lshl_add_u32 v34, v34, 2, s21
	v_add_nc_u32_e32 v37, v31, v36
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v38, v34
	ds_read2_b32 v[34:35], v37 offset1:1
	ds_read_b32 v37, v37 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v34, v38, v34
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v37, s23, v37
	v_subrev_nc_u32_e32 v35, s23, v35
	v_max3_i32 v34, v34, v37, v35
	v_add_nc_u32_e32 v35, v33, v36
	ds_write_b32 v35, v34 offset:68
.LBB0_16:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s6
	v_cmp_gt_u32_e64 s6, 8, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB0_18
; %bb.17:
	v_sub_nc_u32_e32 v34, 7, v0
	v_mad_i32_i24 v35, v34, 17, v0
	v_mul_i32_i24_e32 v36, 17, v34
	v_sub_nc_u32_e32 v34, v35, v34
	v_lshlrev_b32_e32 v36, 2, v36
	v_lshl_add_u32 v34, v34, 2, s21
	v_add_nc_u32_e32 v37, v31, v36
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v38, v34
	ds_read2_b32 v[34:35], v37 offset1:1
	ds_read_b32 v37, v37 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v34, v38, v34
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v37, s23, v37
	v_subrev_nc_u32_e32 v35, s23, v35
	v_max3_i32 v34, v34, v37, v35
	v_add_nc_u32_e32 v35, v33, v36
	ds_write_b32 v35, v34 offset:68
.LBB0_18:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s7
	v_cmp_gt_u32_e64 s7, 9, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB0_20
; %bb.19:
	v_sub_nc_u32_e32 v34, 8, v0
	v_mad_i32_i24 v35, v34, 17, v0
	v_mul_i32_i24_e32 v36, 17, v34
	v_sub_nc_u32_e32 v34, v35, v34
	v_lshlrev_b32_e32 v36, 2, v36
	v_lshl_add_u32 v34, v34, 2, s21
	v_add_nc_u32_e32 v37, v31, v36
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v38, v34
	ds_read2_b32 v[34:35], v37 offset1:1
	ds_read_b32 v37, v37 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v34, v38, v34
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v37, s23, v37
	v_subrev_nc_u32_e32 v35, s23, v35
	v_max3_i32 v34, v34, v37, v35
	v_add_nc_u32_e32 v35, v33, v36
	ds_write_b32 v35, v34 offset:68
.LBB0_20:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s8
	v_cmp_gt_u32_e64 s8, 10, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB0_22
; %bb.21:
	v_sub_nc_u32_e32 v34, 9, v0
	v_mad_i32_i24 v35, v34, 17, v0
	v_mul_i32_i24_e32 v36, 17, v34
	v_sub_nc_u32_e32 v34, v35, v34
	v_lshlrev_b32_e32 v36, 2, v36
	v_lshl_add_u32 v34, v34, 2, s21
	v_add_nc_u32_e32 v37, v31, v36
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v38, v34
	ds_read2_b32 v[34:35], v37 offset1:1
	ds_read_b32 v37, v37 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v34, v38, v34
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v37, s23, v37
	v_subrev_nc_u32_e32 v35, s23, v35
	v_max3_i32 v34, v34, v37, v35
	v_add_nc_u32_e32 v35, v33, v36
	ds_write_b32 v35, v34 offset:68
.LBB0_22:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s9
	v_cmp_gt_u32_e64 s9, 11, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s9
	s_cbranch_execz .LBB0_24
; %bb.23:
	v_sub_nc_u32_e32 v34, 10, v0
	v_mad_i32_i24 v35, v34, 17, v0
	v_mul_i32_i24_e32 v36, 17, v34
	v_sub_nc_u32_e32 v34, v35, v34
	v_lshlrev_b32_e32 v36, 2, v36
	v_lshl_add_u32 v34, v34, 2, s21
	v_add_nc_u32_e32 v37, v31, v36
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v38, v34
	ds_read2_b32 v[34:35], v37 offset1:1
	ds_read_b32 v37, v37 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v34, v38, v34
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v37, s23, v37
	v_subrev_nc_u32_e32 v35, s23, v35
	v_max3_i32 v34, v34, v37, v35
	v_add_nc_u32_e32 v35, v33, v36
	ds_write_b32 v35, v34 offset:68
.LBB0_24:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s10
	v_cmp_gt_u32_e64 s10, 12, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s10
	s_cbranch_execz .LBB0_26
; %bb.25:
	v_sub_nc_u32_e32 v34, 11, v0
	v_mad_i32_i24 v35, v34, 17, v0
	v_mul_i32_i24_e32 v36, 17, v34
	v_sub_nc_u32_e32 v34, v35, v34
	v_lshlrev_b32_e32 v36, 2, v36
	v_lshl_add_u32 v34, v34, 2, s21
	v_add_nc_u32_e32 v37, v31, v36
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v38, v34
	ds_read2_b32 v[34:35], v37 offset1:1
	ds_read_b32 v37, v37 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v34, v38, v34
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v37, s23, v37
	v_subrev_nc_u32_e32 v35, s23, v35
	v_max3_i32 v34, v34, v37, v35
	v_add_nc_u32_e32 v35, v33, v36
	ds_write_b32 v35, v34 offset:68
.LBB0_26:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s11
	v_cmp_gt_u32_e64 s11, 13, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s11
	s_cbranch_execz .LBB0_28
; %bb.27:
	v_sub_nc_u32_e32 v34, 12, v0
	v_mad_i32_i24 v35, v34, 17, v0
	v_mul_i32_i24_e32 v36, 17, v34
	v_sub_nc_u32_e32 v34, v35, v34
	v_lshlrev_b32_e32 v36, 2, v36
	v_lshl_add_u32 v34, v34, 2, s21
	v_add_nc_u32_e32 v37, v31, v36
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v38, v34
	ds_read2_b32 v[34:35], v37 offset1:1
	ds_read_b32 v37, v37 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v34, v38, v34
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v37, s23, v37
	v_subrev_nc_u32_e32 v35, s23, v35
	v_max3_i32 v34, v34, v37, v35
	v_add_nc_u32_e32 v35, v33, v36
	ds_write_b32 v35, v34 offset:68
.LBB0_28:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s12
	v_cmp_gt_u32_e64 s12, 14, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s12
	s_cbranch_execz .LBB0_30
; %bb.29:
	v_sub_nc_u32_e32 v34, 13, v0
	v_mad_i32_i24 v35, v34, 17, v0
	v_mul_i32_i24_e32 v36, 17, v34
	v_sub_nc_u32_e32 v34, v35, v34
	v_lshlrev_b32_e32 v36, 2, v36
	v_lshl_add_u32 v34, v34, 2, s21
	v_add_nc_u32_e32 v37, v31, v36
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v38, v34
	ds_read2_b32 v[34:35], v37 offset1:1
	ds_read_b32 v37, v37 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v34, v38, v34
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v37, s23, v37
	v_subrev_nc_u32_e32 v35, s23, v35
	v_max3_i32 v34, v34, v37, v35
	v_add_nc_u32_e32 v35, v33, v36
	ds_write_b32 v35, v34 offset:68
.LBB0_30:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s13
	v_cmp_gt_u32_e64 s13, 15, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s13
	s_cbranch_execz .LBB0_32
; %bb.31:
	v_sub_nc_u32_e32 v34, 14, v0
	v_mad_i32_i24 v35, v34, 17, v0
	v_mul_i32_i24_e32 v36, 17, v34
	v_sub_nc_u32_e32 v34, v35, v34
	v_lshlrev_b32_e32 v36, 2, v36
	v_lshl_add_u32 v34, v34, 2, s21
	v_add_nc_u32_e32 v37, v31, v36
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v38, v34
	ds_read2_b32 v[34:35], v37 offset1:1
	ds_read_b32 v37, v37 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v34, v38, v34
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v37, s23, v37
	v_subrev_nc_u32_e32 v35, s23, v35
	v_max3_i32 v34, v34, v37, v35
	v_add_nc_u32_e32 v35, v33, v36
	ds_write_b32 v35, v34 offset:68
.LBB0_32:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s14
	v_sub_nc_u32_e32 v36, 15, v0
	v_cmp_gt_u32_e64 s14, 16, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	v_mul_i32_i24_e32 v34, 17, v36
                                        ; implicit-def: $vgpr35
	s_and_saveexec_b32 s15, s14
	s_xor_b32 s14, exec_lo, s15
	s_cbranch_execz .LBB0_34
; %bb.33:
	v_add_nc_u32_e32 v35, v34, v0
	v_lshlrev_b32_e32 v39, 2, v34
	v_sub_nc_u32_e32 v35, v35, v36
	v_add_nc_u32_e32 v37, v31, v39
	v_add_nc_u32_e32 v33, v33, v39
	v_lshl_add_u32 v35, v35, 2, s21
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v40, v37 offset:68
	ds_read2_b32 v[37:38], v37 offset1:1
	ds_read_b32 v35, v35
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v40, s23, v40
	s_waitcnt lgkmcnt(1)
	v_subrev_nc_u32_e32 v38, s23, v38
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v35, v35, v37
	v_max3_i32 v37, v35, v40, v38
	v_lshlrev_b32_e32 v35, 4, v36
                                        ; implicit-def: $vgpr36
	ds_write_b32 v33, v37 offset:68
.LBB0_34:
	s_or_saveexec_b32 s14, s14
	s_waitcnt_depctr 0xffe3
	s_xor_b32 exec_lo, exec_lo, s14
; %bb.35:
	v_lshlrev_b32_e32 v35, 4, v36
; %bb.36:
	s_or_b32 exec_lo, exec_lo, s14
	v_sub_nc_u32_e32 v0, 16, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	v_mul_i32_i24_e32 v0, 17, v0
	s_and_saveexec_b32 s14, s13
	s_cbranch_execz .LBB0_38
; %bb.37:
	v_lshl_add_u32 v33, v34, 2, v31
	v_lshl_add_u32 v38, v35, 2, v32
	v_lshl_add_u32 v39, v0, 2, v31
	s_waitcnt_vscnt null, 0x0
	ds_read2_b32 v[36:37], v33 offset0:1 offset1:2
	ds_read_b32 v33, v38 offset:4
	ds_read_b32 v38, v39 offset:4
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v37, s23, v37
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v33, v33, v36
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v36, s23, v38
	v_max3_i32 v33, v33, v36, v37
	ds_write_b32 v39, v33 offset:8
.LBB0_38:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s12
	s_cbranch_execz .LBB0_40
; %bb.39:
	v_lshl_add_u32 v33, v34, 2, v31
	v_lshl_add_u32 v38, v35, 2, v32
	v_lshl_add_u32 v39, v0, 2, v31
	s_waitcnt_vscnt null, 0x0
	ds_read2_b32 v[36:37], v33 offset0:2 offset1:3
	ds_read_b32 v33, v38 offset:8
	ds_read_b32 v38, v39 offset:8
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v37, s23, v37
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v33, v33, v36
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v36, s23, v38
	v_max3_i32 v33, v33, v36, v37
	ds_write_b32 v39, v33 offset:12
.LBB0_40:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s11
	s_cbranch_execz .LBB0_42
; %bb.41:
	v_lshl_add_u32 v33, v34, 2, v31
	v_lshl_add_u32 v38, v35, 2, v32
	v_lshl_add_u32 v39, v0, 2, v31
	s_waitcnt_vscnt null, 0x0
	ds_read2_b32 v[36:37], v33 offset0:3 offset1:4
	ds_read_b32 v33, v38 offset:12
	ds_read_b32 v38, v39 offset:12
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v37, s23, v37
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v33, v33, v36
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v36, s23, v38
	v_max3_i32 v33, v33, v36, v37
	ds_write_b32 v39, v33 offset:16
.LBB0_42:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s10
	s_cbranch_execz .LBB0_44
; %bb.43:
	v_lshl_add_u32 v33, v34, 2, v31
	v_lshl_add_u32 v38, v35, 2, v32
	v_lshl_add_u32 v39, v0, 2, v31
	s_waitcnt_vscnt null, 0x0
	ds_read2_b32 v[36:37], v33 offset0:4 offset1:5
	ds_read_b32 v33, v38 offset:16
	ds_read_b32 v38, v39 offset:16
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v37, s23, v37
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v33, v33, v36
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v36, s23, v38
	v_max3_i32 v33, v33, v36, v37
	ds_write_b32 v39, v33 offset:20
.LBB0_44:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s9
	s_cbranch_execz .LBB0_46
; %bb.45:
	v_lshl_add_u32 v33, v34, 2, v31
	v_lshl_add_u32 v38, v35, 2, v32
	v_lshl_add_u32 v39, v0, 2, v31
	s_waitcnt_vscnt null, 0x0
	ds_read2_b32 v[36:37], v33 offset0:5 offset1:6
	ds_read_b32 v33, v38 offset:20
	ds_read_b32 v38, v39 offset:20
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v37, s23, v37
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v33, v33, v36
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v36, s23, v38
	v_max3_i32 v33, v33, v36, v37
	ds_write_b32 v39, v33 offset:24
.LBB0_46:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB0_48
; %bb.47:
	v_lshl_add_u32 v33, v34, 2, v31
	v_lshl_add_u32 v38, v35, 2, v32
	v_lshl_add_u32 v39, v0, 2, v31
	s_waitcnt_vscnt null, 0x0
	ds_read2_b32 v[36:37], v33 offset0:6 offset1:7
	ds_read_b32 v33, v38 offset:24
	ds_read_b32 v38, v39 offset:24
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v37, s23, v37
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v33, v33, v36
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v36, s23, v38
	v_max3_i32 v33, v33, v36, v37
	ds_write_b32 v39, v33 offset:28
.LBB0_48:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB0_50
; %bb.49:
	v_lshl_add_u32 v33, v34, 2, v31
	v_lshl_add_u32 v38, v35, 2, v32
	v_lshl_add_u32 v39, v0, 2, v31
	s_waitcnt_vscnt null, 0x0
	ds_read2_b32 v[36:37], v33 offset0:7 offset1:8
	ds_read_b32 v33, v38 offset:28
	ds_read_b32 v38, v39 offset:28
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v37, s23, v37
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v33, v33, v36
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v36, s23, v38
	v_max3_i32 v33, v33, v36, v37
	ds_write_b32 v39, v33 offset:32
.LBB0_50:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB0_52
; %bb.51:
	v_lshl_add_u32 v33, v34, 2, v31
	v_lshl_add_u32 v38, v35, 2, v32
	v_lshl_add_u32 v39, v0, 2, v31
	s_waitcnt_vscnt null, 0x0
	ds_read2_b32 v[36:37], v33 offset0:8 offset1:9
	ds_read_b32 v33, v38 offset:32
	ds_read_b32 v38, v39 offset:32
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v37, s23, v37
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v33, v33, v36
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v36, s23, v38
	v_max3_i32 v33, v33, v36, v37
	ds_write_b32 v39, v33 offset:36
.LBB0_52:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB0_54
; %bb.53:
	v_lshl_add_u32 v33, v34, 2, v31
	v_lshl_add_u32 v38, v35, 2, v32
	v_lshl_add_u32 v39, v0, 2, v31
	s_waitcnt_vscnt null, 0x0
	ds_read2_b32 v[36:37], v33 offset0:9 offset1:10
	ds_read_b32 v33, v38 offset:36
	ds_read_b32 v38, v39 offset:36
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v37, s23, v37
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v33, v33, v36
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v36, s23, v38
	v_max3_i32 v33, v33, v36, v37
	ds_write_b32 v39, v33 offset:40
.LBB0_54:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_56
; %bb.55:
	v_lshl_add_u32 v33, v34, 2, v31
	v_lshl_add_u32 v38, v35, 2, v32
	v_lshl_add_u32 v39, v0, 2, v31
	s_waitcnt_vscnt null, 0x0
	ds_read2_b32 v[36:37], v33 offset0:10 offset1:11
	ds_read_b32 v33, v38 offset:40
	ds_read_b32 v38, v39 offset:40
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v37, s23, v37
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v33, v33, v36
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v36, s23, v38
	v_max3_i32 v33, v33, v36, v37
	ds_write_b32 v39, v33 offset:44
.LBB0_56:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB0_58
; %bb.57:
	v_lshl_add_u32 v33, v34, 2, v31
	v_lshl_add_u32 v38, v35, 2, v32
	v_lshl_add_u32 v39, v0, 2, v31
	s_waitcnt_vscnt null, 0x0
	ds_read2_b32 v[36:37], v33 offset0:11 offset1:12
	ds_read_b32 v33, v38 offset:44
	ds_read_b32 v38, v39 offset:44
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v37, s23, v37
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v33, v33, v36
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v36, s23, v38
	v_max3_i32 v33, v33, v36, v37
	ds_write_b32 v39, v33 offset:48
.LBB0_58:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_60
; %bb.59:
	v_lshl_add_u32 v33, v34, 2, v31
	v_lshl_add_u32 v38, v35, 2, v32
	v_lshl_add_u32 v39, v0, 2, v31
	s_waitcnt_vscnt null, 0x0
	ds_read2_b32 v[36:37], v33 offset0:12 offset1:13
	ds_read_b32 v33, v38 offset:48
	ds_read_b32 v38, v39 offset:48
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v37, s23, v37
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v33, v33, v36
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v36, s23, v38
	v_max3_i32 v33, v33, v36, v37
	ds_write_b32 v39, v33 offset:52
.LBB0_60:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB0_62
; %bb.61:
	v_lshl_add_u32 v33, v34, 2, v31
	v_lshl_add_u32 v38, v35, 2, v32
	v_lshl_add_u32 v39, v0, 2, v31
	s_waitcnt_vscnt null, 0x0
	ds_read2_b32 v[36:37], v33 offset0:13 offset1:14
	ds_read_b32 v33, v38 offset:52
	ds_read_b32 v38, v39 offset:52
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v37, s23, v37
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v33, v33, v36
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v36, s23, v38
	v_max3_i32 v33, v33, v36, v37
	ds_write_b32 v39, v33 offset:56
.LBB0_62:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_64
; %bb.63:
	v_lshl_add_u32 v33, v34, 2, v31
	v_lshl_add_u32 v38, v35, 2, v32
	v_lshl_add_u32 v39, v0, 2, v31
	s_waitcnt_vscnt null, 0x0
	ds_read2_b32 v[36:37], v33 offset0:14 offset1:15
	ds_read_b32 v33, v38 offset:56
	ds_read_b32 v38, v39 offset:56
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v37, s23, v37
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v33, v33, v36
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v36, s23, v38
	v_max3_i32 v33, v33, v36, v37
	ds_write_b32 v39, v33 offset:60
.LBB0_64:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_66
; %bb.65:
	v_lshl_add_u32 v33, v34, 2, v31
	v_lshl_add_u32 v34, v35, 2, v32
	v_lshl_add_u32 v0, v0, 2, v31
	s_waitcnt_vscnt null, 0x0
	ds_read2_b32 v[32:33], v33 offset0:15 offset1:16
	ds_read_b32 v34, v34 offset:60
	ds_read_b32 v35, v0 offset:60
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v33, s23, v33
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v32, v34, v32
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v34, s23, v35
	v_max3_i32 v32, v32, v34, v33
	ds_write_b32 v0, v32 offset:64
.LBB0_66:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	ds_read2_b32 v[32:33], v31 offset0:18 offset1:35
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	ds_read2_b32 v[34:35], v31 offset0:52 offset1:69
	v_lshlrev_b64 v[2:3], 2, v[3:4]
	v_lshlrev_b64 v[4:5], 2, v[5:6]
	v_lshlrev_b64 v[11:12], 2, v[11:12]
	v_add_co_u32 v0, vcc_lo, s18, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s19, v1, vcc_lo
	v_add_co_u32 v36, vcc_lo, v0, s24
	v_add_co_ci_u32_e32 v37, vcc_lo, s25, v1, vcc_lo
	v_add_co_u32 v2, vcc_lo, s18, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s19, v3, vcc_lo
	s_waitcnt lgkmcnt(1)
	global_store_dword v[0:1], v32, off
	global_store_dword v[36:37], v33, off
	v_lshlrev_b64 v[0:1], 2, v[7:8]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v34, off
	v_lshlrev_b64 v[2:3], 2, v[9:10]
	ds_read2_b32 v[7:8], v31 offset0:86 offset1:103
	ds_read2_b32 v[9:10], v31 offset0:120 offset1:137
	v_add_co_u32 v0, vcc_lo, s18, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s19, v1, vcc_lo
	v_add_co_u32 v2, vcc_lo, s18, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s19, v3, vcc_lo
	v_add_co_u32 v4, vcc_lo, s18, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, s19, v5, vcc_lo
	v_add_co_u32 v11, vcc_lo, s18, v11
	v_add_co_ci_u32_e32 v12, vcc_lo, s19, v12, vcc_lo
	global_store_dword v[0:1], v35, off
	s_waitcnt lgkmcnt(1)
	global_store_dword v[2:3], v7, off
	global_store_dword v[4:5], v8, off
	v_lshlrev_b64 v[0:1], 2, v[13:14]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[11:12], v9, off
	ds_read2_b32 v[4:5], v31 offset0:154 offset1:171
	ds_read2_b32 v[6:7], v31 offset0:188 offset1:205
	v_lshlrev_b64 v[2:3], 2, v[17:18]
	v_lshlrev_b64 v[8:9], 2, v[15:16]
	v_lshlrev_b64 v[11:12], 2, v[19:20]
	v_add_co_u32 v0, vcc_lo, s18, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s19, v1, vcc_lo
	v_add_co_u32 v2, vcc_lo, s18, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s19, v3, vcc_lo
	v_add_co_u32 v8, vcc_lo, s18, v8
	v_add_co_ci_u32_e32 v9, vcc_lo, s19, v9, vcc_lo
	v_add_co_u32 v11, vcc_lo, s18, v11
	v_add_co_ci_u32_e32 v12, vcc_lo, s19, v12, vcc_lo
	global_store_dword v[0:1], v10, off
	s_waitcnt lgkmcnt(1)
	global_store_dword v[2:3], v4, off
	global_store_dword v[8:9], v5, off
	s_waitcnt lgkmcnt(0)
	global_store_dword v[11:12], v6, off
	v_add_nc_u32_e32 v6, 0x400, v31
	v_lshlrev_b64 v[0:1], 2, v[21:22]
	ds_read2_b32 v[4:5], v31 offset0:222 offset1:239
	v_lshlrev_b64 v[2:3], 2, v[25:26]
	v_lshlrev_b64 v[8:9], 2, v[23:24]
	ds_read2_b32 v[10:11], v6 offset1:17
	v_lshlrev_b64 v[12:13], 2, v[27:28]
	v_add_co_u32 v0, vcc_lo, s18, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s19, v1, vcc_lo
	v_add_co_u32 v2, vcc_lo, s18, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s19, v3, vcc_lo
	v_add_co_u32 v8, vcc_lo, s18, v8
	v_lshlrev_b64 v[14:15], 2, v[29:30]
	v_add_co_ci_u32_e32 v9, vcc_lo, s19, v9, vcc_lo
	v_add_co_u32 v12, vcc_lo, s18, v12
	v_add_co_ci_u32_e32 v13, vcc_lo, s19, v13, vcc_lo
	v_add_co_u32 v14, vcc_lo, s18, v14
	v_add_co_ci_u32_e32 v15, vcc_lo, s19, v15, vcc_lo
	global_store_dword v[0:1], v7, off
	s_waitcnt lgkmcnt(1)
	global_store_dword v[2:3], v4, off
	global_store_dword v[8:9], v5, off
	s_waitcnt lgkmcnt(0)
	global_store_dword v[12:13], v10, off
	global_store_dword v[14:15], v11, off
	s_endpgm
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
