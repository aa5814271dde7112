	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.protected	nw_kernel1              ; -- Begin function nw_kernel1
	.globl	nw_kernel1
	.p2align	8
	.type	nw_kernel1,@function
nw_kernel1:                             ; @nw_kernel1
; %bb.0:
	s_load_dword s2, s[4:5], 0x28
	s_load_dwordx4 s[36:39], s[4:5], 0x18
	s_load_dwordx4 s[28:31], s[4:5], 0x0
	s_load_dwordx2 s[0:1], s[4:5], 0x34
	s_not_b32 s3, s6
	s_waitcnt lgkmcnt(0)
	s_add_i32 s3, s3, s2
	s_mul_i32 s2, s38, s3
	s_lshl_b32 s2, s2, 4
	s_lshl_b32 s3, s6, 4
	s_add_i32 s2, s2, s3
	s_mul_i32 s3, s0, s38
	s_add_i32 s3, s3, s1
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_add_i32 s4, s3, s2
	s_ashr_i32 s5, s4, 31
	s_lshl_b64 s[4:5], s[4:5], 2
	s_add_u32 s4, s30, s4
	s_addc_u32 s5, s31, s5
	s_load_dword s4, s[4:5], 0x0
	v_mov_b32_e32 v1, s36
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s4
	ds_write_b32 v1, v2
.LBB0_2:
	s_or_b64 exec, exec, s[0:1]
	s_add_i32 s4, s3, 1
	v_add_u32_e32 v1, s2, v0
	s_add_i32 s0, s4, s38
	v_add_u32_e32 v2, s0, v1
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
	s_add_i32 s0, s38, s38
	v_add_u32_e32 v4, s0, v2
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[6:7], 2, v[4:5]
	v_mov_b32_e32 v8, s29
	v_add_co_u32_e64 v20, s[0:1], s28, v6
	v_add_u32_e32 v6, s38, v4
	v_addc_co_u32_e64 v21, s[0:1], v8, v7, s[0:1]
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[8:9], 2, v[6:7]
	v_mov_b32_e32 v10, s29
	v_add_co_u32_e64 v22, s[0:1], s28, v8
	v_add_u32_e32 v8, s38, v6
	v_addc_co_u32_e64 v23, s[0:1], v10, v9, s[0:1]
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	v_mov_b32_e32 v12, s29
	v_add_co_u32_e64 v24, s[0:1], s28, v10
	v_add_u32_e32 v10, s38, v8
	v_addc_co_u32_e64 v25, s[0:1], v12, v11, s[0:1]
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[12:13], 2, v[10:11]
	v_mov_b32_e32 v14, s29
	v_add_co_u32_e64 v26, s[0:1], s28, v12
	v_add_u32_e32 v12, s38, v10
	v_addc_co_u32_e64 v27, s[0:1], v14, v13, s[0:1]
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[14:15], 2, v[12:13]
	v_mov_b32_e32 v29, s29
	v_add_co_u32_e64 v28, s[0:1], s28, v14
	v_add_u32_e32 v14, s38, v12
	v_addc_co_u32_e64 v29, s[0:1], v29, v15, s[0:1]
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64 v[30:31], 2, v[14:15]
	v_mov_b32_e32 v32, s29
	v_add_co_u32_e64 v30, s[0:1], s28, v30
	v_addc_co_u32_e64 v31, s[0:1], v32, v31, s[0:1]
	global_load_dword v48, v[16:17], off
	global_load_dword v49, v[18:19], off
	global_load_dword v50, v[20:21], off
	global_load_dword v51, v[22:23], off
	global_load_dword v52, v[24:25], off
	global_load_dword v53, v[26:27], off
	global_load_dword v54, v[28:29], off
	global_load_dword v55, v[30:31], off
	v_add_u32_e32 v18, s38, v14
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshlrev_b64 v[16:17], 2, v[18:19]
	v_mov_b32_e32 v20, s29
	v_add_co_u32_e64 v32, s[0:1], s28, v16
	v_add_u32_e32 v16, s38, v18
	v_addc_co_u32_e64 v33, s[0:1], v20, v17, s[0:1]
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshlrev_b64 v[20:21], 2, v[16:17]
	v_mov_b32_e32 v22, s29
	v_add_co_u32_e64 v34, s[0:1], s28, v20
	v_add_u32_e32 v20, s38, v16
	v_addc_co_u32_e64 v35, s[0:1], v22, v21, s[0:1]
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshlrev_b64 v[22:23], 2, v[20:21]
	v_mov_b32_e32 v24, s29
	v_add_co_u32_e64 v36, s[0:1], s28, v22
	v_add_u32_e32 v22, s38, v20
	v_addc_co_u32_e64 v37, s[0:1], v24, v23, s[0:1]
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshlrev_b64 v[24:25], 2, v[22:23]
	v_mov_b32_e32 v26, s29
	v_add_co_u32_e64 v38, s[0:1], s28, v24
	v_add_u32_e32 v24, s38, v22
	v_addc_co_u32_e64 v39, s[0:1], v26, v25, s[0:1]
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshlrev_b64 v[26:27], 2, v[24:25]
	v_mov_b32_e32 v28, s29
	v_add_co_u32_e64 v40, s[0:1], s28, v26
	v_add_u32_e32 v26, s38, v24
	v_addc_co_u32_e64 v41, s[0:1], v28, v27, s[0:1]
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshlrev_b64 v[28:29], 2, v[26:27]
	v_mov_b32_e32 v30, s29
	v_add_co_u32_e64 v42, s[0:1], s28, v28
	v_add_u32_e32 v28, s38, v26
	v_addc_co_u32_e64 v43, s[0:1], v30, v29, s[0:1]
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshlrev_b64 v[30:31], 2, v[28:29]
	v_mov_b32_e32 v45, s29
	v_add_co_u32_e64 v44, s[0:1], s28, v30
	v_add_u32_e32 v30, s38, v28
	v_addc_co_u32_e64 v45, s[0:1], v45, v31, s[0:1]
	v_ashrrev_i32_e32 v31, 31, v30
	v_lshlrev_b64 v[46:47], 2, v[30:31]
	v_mov_b32_e32 v56, s29
	v_add_co_u32_e64 v46, s[0:1], s28, v46
	v_addc_co_u32_e64 v47, s[0:1], v56, v47, s[0:1]
	global_load_dword v56, v[32:33], off
	global_load_dword v57, v[34:35], off
	global_load_dword v58, v[36:37], off
	global_load_dword v59, v[38:39], off
	global_load_dword v60, v[40:41], off
	global_load_dword v61, v[42:43], off
	global_load_dword v62, v[44:45], off
	global_load_dword v63, v[46:47], off
	s_add_i32 s3, s3, s38
	v_mul_lo_u32 v34, v0, s38
	s_add_i32 s2, s2, s3
	v_add_u32_e32 v34, s2, v34
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshlrev_b64 v[34:35], 2, v[34:35]
	v_lshlrev_b32_e32 v33, 2, v0
	v_mov_b32_e32 v36, s31
	v_add_co_u32_e64 v34, s[0:1], s30, v34
	v_add_u32_e32 v32, s37, v33
	v_addc_co_u32_e64 v35, s[0:1], v36, v35, s[0:1]
	s_waitcnt vmcnt(14)
	ds_write2_b32 v32, v48, v49 offset1:16
	s_waitcnt vmcnt(12)
	ds_write2_b32 v32, v50, v51 offset0:32 offset1:48
	s_waitcnt vmcnt(10)
	ds_write2_b32 v32, v52, v53 offset0:64 offset1:80
	s_waitcnt vmcnt(8)
	ds_write2_b32 v32, v54, v55 offset0:96 offset1:112
	s_waitcnt vmcnt(6)
	ds_write2_b32 v32, v56, v57 offset0:128 offset1:144
	s_waitcnt vmcnt(4)
	ds_write2_b32 v32, v58, v59 offset0:160 offset1:176
	s_waitcnt vmcnt(2)
	ds_write2_b32 v32, v60, v61 offset0:192 offset1:208
	s_waitcnt vmcnt(0)
	ds_write2_b32 v32, v62, v63 offset0:224 offset1:240
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	global_load_dword v35, v[34:35], off
	v_add_u32_e32 v36, 1, v0
	v_add_u32_e32 v34, s4, v1
	v_mul_u32_u24_e32 v1, 17, v36
	v_lshl_add_u32 v1, v1, 2, s36
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v35
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshlrev_b64 v[34:35], 2, v[34:35]
	v_mov_b32_e32 v1, s31
	v_add_co_u32_e64 v34, s[0:1], s30, v34
	v_addc_co_u32_e64 v35, s[0:1], v1, v35, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	global_load_dword v34, v[34:35], off
	v_add_u32_e32 v1, s36, v33
	v_add_u32_e32 v33, 4, v1
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v34 offset:4
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_mul_i32_i24_e32 v34, 0xffffffef, v0
	v_lshlrev_b32_e32 v36, 2, v34
	v_lshlrev_b32_e32 v34, 6, v0
	v_add_u32_e32 v37, v1, v36
	v_sub_u32_e32 v34, v32, v34
	ds_read_b32 v38, v34
	ds_read2_b32 v[34:35], v37 offset1:1
	ds_read_b32 v37, v37 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v34, v38, v34
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v37, s39, v37
	v_subrev_u32_e32 v35, s39, v35
	v_max3_i32 v34, v34, v37, v35
	v_add_u32_e32 v35, v33, v36
	ds_write_b32 v35, v34 offset:68
.LBB0_4:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e64 s[0:1], 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_sub_u32_e32 v34, 1, v0
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	v_sub_u32_e32 v34, v36, v34
	v_add_u32_e32 v38, v1, v37
	v_lshl_add_u32 v34, v34, 2, s37
	ds_read_b32 v36, v34
	ds_read2_b32 v[34:35], v38 offset1:1
	ds_read_b32 v38, v38 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v34, v36, v34
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v36, s39, v38
	v_subrev_u32_e32 v35, s39, v35
	v_max3_i32 v34, v34, v36, v35
	v_add_u32_e32 v35, v33, v37
	ds_write_b32 v35, v34 offset:68
.LBB0_6:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e64 s[2:3], 3, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_8
; %bb.7:
	v_sub_u32_e32 v34, 2, v0
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	v_sub_u32_e32 v34, v36, v34
	v_add_u32_e32 v38, v1, v37
	v_lshl_add_u32 v34, v34, 2, s37
	ds_read_b32 v36, v34
	ds_read2_b32 v[34:35], v38 offset1:1
	ds_read_b32 v38, v38 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v34, v36, v34
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v36, s39, v38
	v_subrev_u32_e32 v35, s39, v35
	v_max3_i32 v34, v34, v36, v35
	v_add_u32_e32 v35, v33, v37
	ds_write_b32 v35, v34 offset:68
.LBB0_8:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_u32_e64 s[4:5], 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_10
; %bb.9:
	v_sub_u32_e32 v34, 3, v0
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	v_sub_u32_e32 v34, v36, v34
	v_add_u32_e32 v38, v1, v37
	v_lshl_add_u32 v34, v34, 2, s37
	ds_read_b32 v36, v34
	ds_read2_b32 v[34:35], v38 offset1:1
	ds_read_b32 v38, v38 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v34, v36, v34
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v36, s39, v38
	v_subrev_u32_e32 v35, s39, v35
	v_max3_i32 v34, v34, v36, v35
	v_add_u32_e32 v35, v33, v37
	ds_write_b32 v35, v34 offset:68
.LBB0_10:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_u32_e64 s[6:7], 5, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_12
; %bb.11:
	v_sub_u32_e32 v34, 4, v0
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	v_sub_u32_e32 v34, v36, v34
	v_add_u32_e32 v38, v1, v37
	v_lshl_add_u32 v34, v34, 2, s37
	ds_read_b32 v36, v34
	ds_read2_b32 v[34:35], v38 offset1:1
	ds_read_b32 v38, v38 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v34, v36, v34
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v36, s39, v38
	v_subrev_u32_e32 v35, s39, v35
	v_max3_i32 v34, v34, v36, v35
	v_add_u32_e32 v35, v33, v37
	ds_write_b32 v35, v34 offset:68
.LBB0_12:
	s_or_b64 exec, exec, s[8:9]
	v_cmp_gt_u32_e64 s[8:9], 6, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_14
; %bb.13:
	v_sub_u32_e32 v34, 5, v0
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	v_sub_u32_e32 v34, v36, v34
	v_add_u32_e32 v38, v1, v37
	v_lshl_add_u32 v34, v34, 2, s37
	ds_read_b32 v36, v34
	ds_read2_b32 v[34:35], v38 offset1:1
	ds_read_b32 v38, v38 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v34, v36, v34
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v36, s39, v38
	v_subrev_u32_e32 v35, s39, v35
	v_max3_i32 v34, v34, v36, v35
	v_add_u32_e32 v35, v33, v37
	ds_write_b32 v35, v34 offset:68
.LBB0_14:
	s_or_b64 exec, exec, s[10:11]
	v_cmp_gt_u32_e64 s[10:11], 7, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB0_16
; %bb.15:
	v_sub_u32_e32 v34, 6, v0
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	v_sub_u32_e32 v34, v36, v34
	v_add_u32_e32 v38, v1, v37
	v_lshl_add_u32 v34, v34, 2, s37
	ds_read_b32 v36, v34
	ds_read2_b32 v[34:35], v38 offset1:1
	ds_read_b32 v38, v38 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v34, v36, v34
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v36, s39, v38
	v_subrev_u32_e32 v35, s39, v35
	v_max3_i32 v34, v34, v36, v35
	v_add_u32_e32 v35, v33, v37
	ds_write_b32 v35, v34 offset:68
.LBB0_16:
	s_or_b64 exec, exec, s[12:13]
	v_cmp_gt_u32_e64 s[12:13], 8, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB0_18
; %bb.17:
	v_sub_u32_e32 v34, 7, v0
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	v_sub_u32_e32 v34, v36, v34
	v_add_u32_e32 v38, v1, v37
	v_lshl_add_u32 v34, v34, 2, s37
	ds_read_b32 v36, v34
	ds_read2_b32 v[34:35], v38 offset1:1
	ds_read_b32 v38, v38 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v34, v36, v34
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v36, s39, v38
	v_subrev_u32_e32 v35, s39, v35
	v_max3_i32 v34, v34, v36, v35
	v_add_u32_e32 v35, v33, v37
	ds_write_b32 v35, v34 offset:68
.LBB0_18:
	s_or_b64 exec, exec, s[14:15]
	v_cmp_gt_u32_e64 s[14:15], 9, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB0_20
; %bb.19:
	v_sub_u32_e32 v34, 8, v0
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	v_sub_u32_e32 v34, v36, v34
	v_add_u32_e32 v38, v1, v37
	v_lshl_add_u32 v34, v34, 2, s37
	ds_read_b32 v36, v34
	ds_read2_b32 v[34:35], v38 offset1:1
	ds_read_b32 v38, v38 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v34, v36, v34
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v36, s39, v38
	v_subrev_u32_e32 v35, s39, v35
	v_max3_i32 v34, v34, v36, v35
	v_add_u32_e32 v35, v33, v37
	ds_write_b32 v35, v34 offset:68
.LBB0_20:
	s_or_b64 exec, exec, s[16:17]
	v_cmp_gt_u32_e64 s[16:17], 10, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB0_22
; %bb.21:
	v_sub_u32_e32 v34, 9, v0
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	v_sub_u32_e32 v34, v36, v34
	v_add_u32_e32 v38, v1, v37
	v_lshl_add_u32 v34, v34, 2, s37
	ds_read_b32 v36, v34
	ds_read2_b32 v[34:35], v38 offset1:1
	ds_read_b32 v38, v38 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v34, v36, v34
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v36, s39, v38
	v_subrev_u32_e32 v35, s39, v35
	v_max3_i32 v34, v34, v36, v35
	v_add_u32_e32 v35, v33, v37
	ds_write_b32 v35, v34 offset:68
.LBB0_22:
	s_or_b64 exec, exec, s[18:19]
	v_cmp_gt_u32_e64 s[18:19], 11, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[20:21], s[18:19]
	s_cbranch_execz .LBB0_24
; %bb.23:
	v_sub_u32_e32 v34, 10, v0
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	v_sub_u32_e32 v34, v36, v34
	v_add_u32_e32 v38, v1, v37
	v_lshl_add_u32 v34, v34, 2, s37
	ds_read_b32 v36, v34
	ds_read2_b32 v[34:35], v38 offset1:1
	ds_read_b32 v38, v38 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v34, v36, v34
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v36, s39, v38
	v_subrev_u32_e32 v35, s39, v35
	v_max3_i32 v34, v34, v36, v35
	v_add_u32_e32 v35, v33, v37
	ds_write_b32 v35, v34 offset:68
.LBB0_24:
	s_or_b64 exec, exec, s[20:21]
	v_cmp_gt_u32_e64 s[20:21], 12, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB0_26
; %bb.25:
	v_sub_u32_e32 v34, 11, v0
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	v_sub_u32_e32 v34, v36, v34
	v_add_u32_e32 v38, v1, v37
	v_lshl_add_u32 v34, v34, 2, s37
	ds_read_b32 v36, v34
	ds_read2_b32 v[34:35], v38 offset1:1
	ds_read_b32 v38, v38 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v34, v36, v34
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v36, s39, v38
	v_subrev_u32_e32 v35, s39, v35
	v_max3_i32 v34, v34, v36, v35
	v_add_u32_e32 v35, v33, v37
	ds_write_b32 v35, v34 offset:68
.LBB0_26:
	s_or_b64 exec, exec, s[22:23]
	v_cmp_gt_u32_e64 s[22:23], 13, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[24:25], s[22:23]
	s_cbranch_execz .LBB0_28
; %bb.27:
	v_sub_u32_e32 v34, 12, v0
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	v_sub_u32_e32 v34, v36, v34
	v_add_u32_e32 v38, v1, v37
	v_lshl_add_u32 v34, v34, 2, s37
	ds_read_b32 v36, v34
	ds_read2_b32 v[34:35], v38 offset1:1
	ds_read_b32 v38, v38 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v34, v36, v34
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v36, s39, v38
	v_subrev_u32_e32 v35, s39, v35
	v_max3_i32 v34, v34, v36, v35
	v_add_u32_e32 v35, v33, v37
	ds_write_b32 v35, v34 offset:68
.LBB0_28:
	s_or_b64 exec, exec, s[24:25]
	v_cmp_gt_u32_e64 s[24:25], 14, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[26:27], s[24:25]
	s_cbranch_execz .LBB0_30
; %bb.29:
	v_sub_u32_e32 v34, 13, v0
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	v_sub_u32_e32 v34, v36, v34
	v_add_u32_e32 v38, v1, v37
	v_lshl_add_u32 v34, v34, 2, s37
	ds_read_b32 v36, v34
	ds_read2_b32 v[34:35], v38 offset1:1
	ds_read_b32 v38, v38 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v34, v36, v34
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v36, s39, v38
	v_subrev_u32_e32 v35, s39, v35
	v_max3_i32 v34, v34, v36, v35
	v_add_u32_e32 v35, v33, v37
	ds_write_b32 v35, v34 offset:68
.LBB0_30:
	s_or_b64 exec, exec, s[26:27]
	v_cmp_gt_u32_e64 s[26:27], 15, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[28:29], s[26:27]
	s_cbranch_execz .LBB0_32
; %bb.31:
	v_sub_u32_e32 v34, 14, v0
	v_mul_i32_i24_e32 v35, 17, v34
	v_mad_i32_i24 v36, v34, 17, v0
	v_lshlrev_b32_e32 v37, 2, v35
	v_sub_u32_e32 v34, v36, v34
	v_add_u32_e32 v38, v1, v37
	v_lshl_add_u32 v34, v34, 2, s37
	ds_read_b32 v36, v34
	ds_read2_b32 v[34:35], v38 offset1:1
	ds_read_b32 v38, v38 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v34, v36, v34
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v36, s39, v38
	v_subrev_u32_e32 v35, s39, v35
	v_max3_i32 v34, v34, v36, v35
	v_add_u32_e32 v35, v33, v37
	ds_write_b32 v35, v34 offset:68
.LBB0_32:
	s_or_b64 exec, exec, s[28:29]
	v_sub_u32_e32 v36, 15, v0
	v_cmp_gt_u32_e64 s[28:29], 16, v0
	v_mul_i32_i24_e32 v34, 17, v36
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
                                        ; implicit-def: $vgpr35
	s_and_saveexec_b64 s[40:41], s[28:29]
	s_xor_b64 s[28:29], exec, s[40:41]
	s_cbranch_execz .LBB0_34
; %bb.33:
	v_add_u32_e32 v35, v34, v0
	v_lshlrev_b32_e32 v37, 2, v34
	v_sub_u32_e32 v35, v35, v36
	v_add_u32_e32 v40, v1, v37
	v_lshl_add_u32 v35, v35, 2, s37
	ds_read_b32 v41, v35
	ds_read2_b32 v[38:39], v40 offset1:1
	ds_read_b32 v40, v40 offset:68
	v_lshlrev_b32_e32 v35, 4, v36
	v_add_u32_e32 v33, v33, v37
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v36, v41, v38
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v38, s39, v40
	v_subrev_u32_e32 v39, s39, v39
	v_max3_i32 v36, v36, v38, v39
	ds_write_b32 v33, v36 offset:68
                                        ; implicit-def: $vgpr36
.LBB0_34:
	s_or_saveexec_b64 s[28:29], s[28:29]
	s_xor_b64 exec, exec, s[28:29]
; %bb.35:
	v_lshlrev_b32_e32 v35, 4, v36
; %bb.36:
	s_or_b64 exec, exec, s[28:29]
	v_sub_u32_e32 v0, 16, v0
	v_mul_i32_i24_e32 v0, 17, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[28:29], s[26:27]
	s_cbranch_execz .LBB0_38
; %bb.37:
	v_lshl_add_u32 v33, v34, 2, v1
	v_lshl_add_u32 v38, v0, 2, v1
	ds_read2_b32 v[36:37], v33 offset0:1 offset1:2
	ds_read_b32 v39, v38 offset:4
	v_lshl_add_u32 v33, v35, 2, v32
	ds_read_b32 v33, v33 offset:4
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	v_subrev_u32_e32 v36, s39, v39
	v_max3_i32 v33, v33, v36, v37
	ds_write_b32 v38, v33 offset:8
.LBB0_38:
	s_or_b64 exec, exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[26:27], s[24:25]
	s_cbranch_execz .LBB0_40
; %bb.39:
	v_lshl_add_u32 v33, v34, 2, v1
	v_lshl_add_u32 v38, v0, 2, v1
	ds_read2_b32 v[36:37], v33 offset0:2 offset1:3
	ds_read_b32 v39, v38 offset:8
	v_lshl_add_u32 v33, v35, 2, v32
	ds_read_b32 v33, v33 offset:8
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	v_subrev_u32_e32 v36, s39, v39
	v_max3_i32 v33, v33, v36, v37
	ds_write_b32 v38, v33 offset:12
.LBB0_40:
	s_or_b64 exec, exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[24:25], s[22:23]
	s_cbranch_execz .LBB0_42
; %bb.41:
	v_lshl_add_u32 v33, v34, 2, v1
	v_lshl_add_u32 v38, v0, 2, v1
	ds_read2_b32 v[36:37], v33 offset0:3 offset1:4
	ds_read_b32 v39, v38 offset:12
	v_lshl_add_u32 v33, v35, 2, v32
	ds_read_b32 v33, v33 offset:12
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	v_subrev_u32_e32 v36, s39, v39
	v_max3_i32 v33, v33, v36, v37
	ds_write_b32 v38, v33 offset:16
.LBB0_42:
	s_or_b64 exec, exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB0_44
; %bb.43:
	v_lshl_add_u32 v33, v34, 2, v1
	v_lshl_add_u32 v38, v0, 2, v1
	ds_read2_b32 v[36:37], v33 offset0:4 offset1:5
	ds_read_b32 v39, v38 offset:16
	v_lshl_add_u32 v33, v35, 2, v32
	ds_read_b32 v33, v33 offset:16
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	v_subrev_u32_e32 v36, s39, v39
	v_max3_i32 v33, v33, v36, v37
	ds_write_b32 v38, v33 offset:20
.LBB0_44:
	s_or_b64 exec, exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[20:21], s[18:19]
	s_cbranch_execz .LBB0_46
; %bb.45:
	v_lshl_add_u32 v33, v34, 2, v1
	v_lshl_add_u32 v38, v0, 2, v1
	ds_read2_b32 v[36:37], v33 offset0:5 offset1:6
	ds_read_b32 v39, v38 offset:20
	v_lshl_add_u32 v33, v35, 2, v32
	ds_read_b32 v33, v33 offset:20
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	v_subrev_u32_e32 v36, s39, v39
	v_max3_i32 v33, v33, v36, v37
	ds_write_b32 v38, v33 offset:24
.LBB0_46:
	s_or_b64 exec, exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB0_48
; %bb.47:
	v_lshl_add_u32 v33, v34, 2, v1
	v_lshl_add_u32 v38, v0, 2, v1
	ds_read2_b32 v[36:37], v33 offset0:6 offset1:7
	ds_read_b32 v39, v38 offset:24
	v_lshl_add_u32 v33, v35, 2, v32
	ds_read_b32 v33, v33 offset:24
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	v_subrev_u32_e32 v36, s39, v39
	v_max3_i32 v33, v33, v36, v37
	ds_write_b32 v38, v33 offset:28
.LBB0_48:
	s_or_b64 exec, exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB0_50
; %bb.49:
	v_lshl_add_u32 v33, v34, 2, v1
	v_lshl_add_u32 v38, v0, 2, v1
	ds_read2_b32 v[36:37], v33 offset0:7 offset1:8
	ds_read_b32 v39, v38 offset:28
	v_lshl_add_u32 v33, v35, 2, v32
	ds_read_b32 v33, v33 offset:28
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	v_subrev_u32_e32 v36, s39, v39
	v_max3_i32 v33, v33, v36, v37
	ds_write_b32 v38, v33 offset:32
.LBB0_50:
	s_or_b64 exec, exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB0_52
; %bb.51:
	v_lshl_add_u32 v33, v34, 2, v1
	v_lshl_add_u32 v38, v0, 2, v1
	ds_read2_b32 v[36:37], v33 offset0:8 offset1:9
	ds_read_b32 v39, v38 offset:32
	v_lshl_add_u32 v33, v35, 2, v32
	ds_read_b32 v33, v33 offset:32
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	v_subrev_u32_e32 v36, s39, v39
	v_max3_i32 v33, v33, v36, v37
	ds_write_b32 v38, v33 offset:36
.LBB0_52:
	s_or_b64 exec, exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB0_54
; %bb.53:
	v_lshl_add_u32 v33, v34, 2, v1
	v_lshl_add_u32 v38, v0, 2, v1
	ds_read2_b32 v[36:37], v33 offset0:9 offset1:10
	ds_read_b32 v39, v38 offset:36
	v_lshl_add_u32 v33, v35, 2, v32
	ds_read_b32 v33, v33 offset:36
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	v_subrev_u32_e32 v36, s39, v39
	v_max3_i32 v33, v33, v36, v37
	ds_write_b32 v38, v33 offset:40
.LBB0_54:
	s_or_b64 exec, exec, s[12:13]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_56
; %bb.55:
	v_lshl_add_u32 v33, v34, 2, v1
	v_lshl_add_u32 v38, v0, 2, v1
	ds_read2_b32 v[36:37], v33 offset0:10 offset1:11
	ds_read_b32 v39, v38 offset:40
	v_lshl_add_u32 v33, v35, 2, v32
	ds_read_b32 v33, v33 offset:40
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	v_subrev_u32_e32 v36, s39, v39
	v_max3_i32 v33, v33, v36, v37
	ds_write_b32 v38, v33 offset:44
.LBB0_56:
	s_or_b64 exec, exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_58
; %bb.57:
	v_lshl_add_u32 v33, v34, 2, v1
	v_lshl_add_u32 v38, v0, 2, v1
	ds_read2_b32 v[36:37], v33 offset0:11 offset1:12
	ds_read_b32 v39, v38 offset:44
	v_lshl_add_u32 v33, v35, 2, v32
	ds_read_b32 v33, v33 offset:44
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	v_subrev_u32_e32 v36, s39, v39
	v_max3_i32 v33, v33, v36, v37
	ds_write_b32 v38, v33 offset:48
.LBB0_58:
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_60
; %bb.59:
	v_lshl_add_u32 v33, v34, 2, v1
	v_lshl_add_u32 v38, v0, 2, v1
	ds_read2_b32 v[36:37], v33 offset0:12 offset1:13
	ds_read_b32 v39, v38 offset:48
	v_lshl_add_u32 v33, v35, 2, v32
	ds_read_b32 v33, v33 offset:48
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	v_subrev_u32_e32 v36, s39, v39
	v_max3_i32 v33, v33, v36, v37
	ds_write_b32 v38, v33 offset:52
.LBB0_60:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_62
; %bb.61:
	v_lshl_add_u32 v33, v34, 2, v1
	v_lshl_add_u32 v38, v0, 2, v1
	ds_read2_b32 v[36:37], v33 offset0:13 offset1:14
	ds_read_b32 v39, v38 offset:52
	v_lshl_add_u32 v33, v35, 2, v32
	ds_read_b32 v33, v33 offset:52
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	v_subrev_u32_e32 v36, s39, v39
	v_max3_i32 v33, v33, v36, v37
	ds_write_b32 v38, v33 offset:56
.LBB0_62:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_64
; %bb.63:
	v_lshl_add_u32 v33, v34, 2, v1
	v_lshl_add_u32 v38, v0, 2, v1
	ds_read2_b32 v[36:37], v33 offset0:14 offset1:15
	ds_read_b32 v39, v38 offset:56
	v_lshl_add_u32 v33, v35, 2, v32
	ds_read_b32 v33, v33 offset:56
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v37, s39, v37
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, v33, v36
	v_subrev_u32_e32 v36, s39, v39
	v_max3_i32 v33, v33, v36, v37
	ds_write_b32 v38, v33 offset:60
.LBB0_64:
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_66
; %bb.65:
	v_lshl_add_u32 v33, v34, 2, v1
	v_lshl_add_u32 v32, v35, 2, v32
	v_lshl_add_u32 v0, v0, 2, v1
	ds_read2_b32 v[36:37], v33 offset0:15 offset1:16
	ds_read_b32 v32, v32 offset:60
	ds_read_b32 v33, v0 offset:60
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v34, s39, v37
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v32, v32, v36
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v33, s39, v33
	v_max3_i32 v32, v32, v33, v34
	ds_write_b32 v0, v32 offset:64
.LBB0_66:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read2_b32 v[32:33], v1 offset0:18 offset1:35
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v0, s31
	v_add_co_u32_e32 v2, vcc, s30, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v32, off
	v_mov_b32_e32 v0, s35
	v_add_co_u32_e32 v2, vcc, s34, v2
	v_addc_co_u32_e32 v3, vcc, v3, v0, vcc
	global_store_dword v[2:3], v33, off
	v_lshlrev_b64 v[2:3], 2, v[4:5]
	ds_read2_b32 v[4:5], v1 offset0:52 offset1:69
	v_mov_b32_e32 v0, s31
	v_add_co_u32_e32 v2, vcc, s30, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v4, off
	v_lshlrev_b64 v[2:3], 2, v[6:7]
	v_add_co_u32_e32 v2, vcc, s30, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	global_store_dword v[2:3], v5, off
	ds_read2_b32 v[4:5], v1 offset0:86 offset1:103
	v_lshlrev_b64 v[2:3], 2, v[8:9]
	v_add_co_u32_e32 v2, vcc, s30, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v4, off
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v2, vcc, s30, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	global_store_dword v[2:3], v5, off
	ds_read2_b32 v[4:5], v1 offset0:120 offset1:137
	v_lshlrev_b64 v[2:3], 2, v[12:13]
	v_add_co_u32_e32 v2, vcc, s30, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v4, off
	v_lshlrev_b64 v[2:3], 2, v[14:15]
	v_add_co_u32_e32 v2, vcc, s30, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	global_store_dword v[2:3], v5, off
	ds_read2_b32 v[4:5], v1 offset0:154 offset1:171
	v_lshlrev_b64 v[2:3], 2, v[18:19]
	v_add_co_u32_e32 v2, vcc, s30, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v4, off
	v_lshlrev_b64 v[2:3], 2, v[16:17]
	v_add_co_u32_e32 v2, vcc, s30, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	global_store_dword v[2:3], v5, off
	ds_read2_b32 v[4:5], v1 offset0:188 offset1:205
	v_lshlrev_b64 v[2:3], 2, v[20:21]
	v_add_co_u32_e32 v2, vcc, s30, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v4, off
	v_lshlrev_b64 v[2:3], 2, v[22:23]
	v_add_co_u32_e32 v2, vcc, s30, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	global_store_dword v[2:3], v5, off
	ds_read2_b32 v[4:5], v1 offset0:222 offset1:239
	v_lshlrev_b64 v[2:3], 2, v[24:25]
	v_add_co_u32_e32 v2, vcc, s30, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v4, off
	v_lshlrev_b64 v[2:3], 2, v[26:27]
	v_add_co_u32_e32 v2, vcc, s30, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	v_add_u32_e32 v0, 0x400, v1
	ds_read2_b32 v[0:1], v0 offset1:17
	global_store_dword v[2:3], v5, off
	v_lshlrev_b64 v[2:3], 2, v[28:29]
	v_mov_b32_e32 v4, s31
	v_add_co_u32_e32 v2, vcc, s30, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v0, off
	v_lshlrev_b64 v[2:3], 2, v[30:31]
	v_mov_b32_e32 v0, s31
	v_add_co_u32_e32 v2, vcc, s30, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	global_store_dword v[2:3], v1, off
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
