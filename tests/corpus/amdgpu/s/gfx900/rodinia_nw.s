	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
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
	s_add_i32 s0, s3, 1
	v_add_u32_e32 v2, s2, v0
	s_add_i32 s1, s0, s38
	v_add_u32_e32 v1, s1, v2
	v_add_u32_e32 v32, s0, v2
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
	v_lshlrev_b32_e32 v35, 2, v0
	v_add_u32_e32 v31, s37, v35
	s_add_i32 s0, s38, s38
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
	s_add_i32 s3, s3, s38
	s_add_i32 s2, s2, s3
	s_waitcnt vmcnt(0)
	ds_write2_b32 v31, v5, v3 offset1:16
	v_add_u32_e32 v3, s0, v1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[5:6], 2, v[3:4]
	v_add_co_u32_e64 v5, s[0:1], s28, v5
	v_addc_co_u32_e64 v6, s[0:1], v7, v6, s[0:1]
	global_load_dword v9, v[5:6], off
	v_add_u32_e32 v5, s38, v3
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[7:8], 2, v[5:6]
	v_add_co_u32_e64 v7, s[0:1], s28, v7
	v_addc_co_u32_e64 v8, s[0:1], v10, v8, s[0:1]
	global_load_dword v7, v[7:8], off
	s_waitcnt vmcnt(0)
	ds_write2_b32 v31, v9, v7 offset0:32 offset1:48
	v_add_u32_e32 v7, s38, v5
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshlrev_b64 v[9:10], 2, v[7:8]
	v_add_co_u32_e64 v9, s[0:1], s28, v9
	v_addc_co_u32_e64 v10, s[0:1], v11, v10, s[0:1]
	global_load_dword v13, v[9:10], off
	v_add_u32_e32 v9, s38, v7
	v_ashrrev_i32_e32 v10, 31, v9
	v_lshlrev_b64 v[11:12], 2, v[9:10]
	v_add_co_u32_e64 v11, s[0:1], s28, v11
	v_addc_co_u32_e64 v12, s[0:1], v14, v12, s[0:1]
	global_load_dword v11, v[11:12], off
	s_waitcnt vmcnt(0)
	ds_write2_b32 v31, v13, v11 offset0:64 offset1:80
	v_add_u32_e32 v11, s38, v9
	v_ashrrev_i32_e32 v12, 31, v11
	v_lshlrev_b64 v[13:14], 2, v[11:12]
	v_add_co_u32_e64 v13, s[0:1], s28, v13
	v_addc_co_u32_e64 v14, s[0:1], v15, v14, s[0:1]
	global_load_dword v17, v[13:14], off
	v_add_u32_e32 v13, s38, v11
	v_ashrrev_i32_e32 v14, 31, v13
	v_lshlrev_b64 v[15:16], 2, v[13:14]
	v_add_co_u32_e64 v15, s[0:1], s28, v15
	v_addc_co_u32_e64 v16, s[0:1], v18, v16, s[0:1]
	global_load_dword v15, v[15:16], off
	s_waitcnt vmcnt(0)
	ds_write2_b32 v31, v17, v15 offset0:96 offset1:112
	v_add_u32_e32 v15, s38, v13
	v_ashrrev_i32_e32 v16, 31, v15
	v_lshlrev_b64 v[17:18], 2, v[15:16]
	v_add_co_u32_e64 v17, s[0:1], s28, v17
	v_addc_co_u32_e64 v18, s[0:1], v19, v18, s[0:1]
	global_load_dword v21, v[17:18], off
	v_add_u32_e32 v17, s38, v15
	v_ashrrev_i32_e32 v18, 31, v17
	v_lshlrev_b64 v[19:20], 2, v[17:18]
	v_add_co_u32_e64 v19, s[0:1], s28, v19
	v_addc_co_u32_e64 v20, s[0:1], v22, v20, s[0:1]
	global_load_dword v19, v[19:20], off
	s_waitcnt vmcnt(0)
	ds_write2_b32 v31, v21, v19 offset0:128 offset1:144
	v_add_u32_e32 v19, s38, v17
	v_ashrrev_i32_e32 v20, 31, v19
	v_lshlrev_b64 v[21:22], 2, v[19:20]
	v_add_co_u32_e64 v21, s[0:1], s28, v21
	v_addc_co_u32_e64 v22, s[0:1], v23, v22, s[0:1]
	global_load_dword v25, v[21:22], off
	v_add_u32_e32 v21, s38, v19
	v_ashrrev_i32_e32 v22, 31, v21
	v_lshlrev_b64 v[23:24], 2, v[21:22]
	v_add_co_u32_e64 v23, s[0:1], s28, v23
	v_addc_co_u32_e64 v24, s[0:1], v26, v24, s[0:1]
	global_load_dword v23, v[23:24], off
	s_waitcnt vmcnt(0)
	ds_write2_b32 v31, v25, v23 offset0:160 offset1:176
	v_add_u32_e32 v23, s38, v21
	v_ashrrev_i32_e32 v24, 31, v23
	v_lshlrev_b64 v[25:26], 2, v[23:24]
	v_add_co_u32_e64 v25, s[0:1], s28, v25
	v_addc_co_u32_e64 v26, s[0:1], v27, v26, s[0:1]
	global_load_dword v29, v[25:26], off
	v_add_u32_e32 v25, s38, v23
	v_ashrrev_i32_e32 v26, 31, v25
	v_lshlrev_b64 v[27:28], 2, v[25:26]
	v_add_co_u32_e64 v27, s[0:1], s28, v27
	v_addc_co_u32_e64 v28, s[0:1], v30, v28, s[0:1]
	global_load_dword v27, v[27:28], off
	s_waitcnt vmcnt(0)
	ds_write2_b32 v31, v29, v27 offset0:192 offset1:208
	v_add_u32_e32 v27, s38, v25
	v_ashrrev_i32_e32 v28, 31, v27
	v_lshlrev_b64 v[29:30], 2, v[27:28]
	v_add_co_u32_e64 v29, s[0:1], s28, v29
	v_addc_co_u32_e64 v30, s[0:1], v33, v30, s[0:1]
	global_load_dword v36, v[29:30], off
	v_add_u32_e32 v29, s38, v27
	v_ashrrev_i32_e32 v30, 31, v29
	v_lshlrev_b64 v[33:34], 2, v[29:30]
	v_add_co_u32_e64 v33, s[0:1], s28, v33
	v_addc_co_u32_e64 v34, s[0:1], v37, v34, s[0:1]
	global_load_dword v33, v[33:34], off
	s_waitcnt vmcnt(0)
	ds_write2_b32 v31, v36, v33 offset0:224 offset1:240
	v_mul_lo_u32 v33, v0, s38
	v_mov_b32_e32 v36, s31
	s_waitcnt lgkmcnt(0)
	s_barrier 
	v_add_u32_e32 v33, s2, v33
	v_ashrrev_i32_e32 v34, 31, v33
	v_lshlrev_b64 v[33:34], 2, v[33:34]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32_e64 v33, s[0:1], s30, v33
	v_addc_co_u32_e64 v34, s[0:1], v36, v34, s[0:1]
	global_load_dword v33, v[33:34], off
	v_add_u32_e32 v34, 1, v0
	v_mul_u32_u24_e32 v34, 17, v34
	v_lshl_add_u32 v34, v34, 2, s36
	s_waitcnt vmcnt(0)
	ds_write_b32 v34, v33
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshlrev_b64 v[32:33], 2, v[32:33]
	v_mov_b32_e32 v34, s31
	v_add_co_u32_e64 v32, s[0:1], s30, v32
	v_addc_co_u32_e64 v33, s[0:1], v34, v33, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	global_load_dword v34, v[32:33], off
	v_add_u32_e32 v32, s36, v35
	v_add_u32_e32 v33, 4, v32
	s_waitcnt vmcnt(0)
	ds_write_b32 v32, v34 offset:4
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_mul_i32_i24_e32 v34, 0xffffffef, v0
	v_lshlrev_b32_e32 v36, 2, v34
	v_lshlrev_b32_e32 v34, 6, v0
	v_add_u32_e32 v37, v32, v36
	v_sub_u32_e32 v34, v31, v34
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
	v_add_u32_e32 v38, v32, v37
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
	v_add_u32_e32 v38, v32, v37
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
	v_add_u32_e32 v38, v32, v37
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
	v_add_u32_e32 v38, v32, v37
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
	v_add_u32_e32 v38, v32, v37
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
	v_add_u32_e32 v38, v32, v37
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
	v_add_u32_e32 v38, v32, v37
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
	v_add_u32_e32 v38, v32, v37
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
	v_add_u32_e32 v38, v32, v37
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
	v_add_u32_e32 v38, v32, v37
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
	v_add_u32_e32 v38, v32, v37
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
	v_add_u32_e32 v38, v32, v37
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
	v_add_u32_e32 v38, v32, v37
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
	v_add_u32_e32 v38, v32, v37
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
	v_lshlrev_b32_e32 v39, 2, v34
	v_sub_u32_e32 v35, v35, v36
	v_add_u32_e32 v40, v32, v39
	v_lshl_add_u32 v35, v35, 2, s37
	ds_read_b32 v41, v35
	ds_read2_b32 v[37:38], v40 offset1:1
	ds_read_b32 v40, v40 offset:68
	v_lshlrev_b32_e32 v35, 4, v36
	v_add_u32_e32 v33, v33, v39
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v36, v41, v37
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v37, s39, v40
	v_subrev_u32_e32 v38, s39, v38
	v_max3_i32 v36, v36, v37, v38
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
	v_lshl_add_u32 v33, v34, 2, v32
	v_lshl_add_u32 v38, v0, 2, v32
	ds_read2_b32 v[36:37], v33 offset0:1 offset1:2
	ds_read_b32 v39, v38 offset:4
	v_lshl_add_u32 v33, v35, 2, v31
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
	v_lshl_add_u32 v33, v34, 2, v32
	v_lshl_add_u32 v38, v0, 2, v32
	ds_read2_b32 v[36:37], v33 offset0:2 offset1:3
	ds_read_b32 v39, v38 offset:8
	v_lshl_add_u32 v33, v35, 2, v31
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
	v_lshl_add_u32 v33, v34, 2, v32
	v_lshl_add_u32 v38, v0, 2, v32
	ds_read2_b32 v[36:37], v33 offset0:3 offset1:4
	ds_read_b32 v39, v38 offset:12
	v_lshl_add_u32 v33, v35, 2, v31
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
	v_lshl_add_u32 v33, v34, 2, v32
	v_lshl_add_u32 v38, v0, 2, v32
	ds_read2_b32 v[36:37], v33 offset0:4 offset1:5
	ds_read_b32 v39, v38 offset:16
	v_lshl_add_u32 v33, v35, 2, v31
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
	v_lshl_add_u32 v33, v34, 2, v32
	v_lshl_add_u32 v38, v0, 2, v32
	ds_read2_b32 v[36:37], v33 offset0:5 offset1:6
	ds_read_b32 v39, v38 offset:20
	v_lshl_add_u32 v33, v35, 2, v31
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
	v_lshl_add_u32 v33, v34, 2, v32
	v_lshl_add_u32 v38, v0, 2, v32
	ds_read2_b32 v[36:37], v33 offset0:6 offset1:7
	ds_read_b32 v39, v38 offset:24
	v_lshl_add_u32 v33, v35, 2, v31
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
	v_lshl_add_u32 v33, v34, 2, v32
	v_lshl_add_u32 v38, v0, 2, v32
	ds_read2_b32 v[36:37], v33 offset0:7 offset1:8
	ds_read_b32 v39, v38 offset:28
	v_lshl_add_u32 v33, v35, 2, v31
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
	v_lshl_add_u32 v33, v34, 2, v32
	v_lshl_add_u32 v38, v0, 2, v32
	ds_read2_b32 v[36:37], v33 offset0:8 offset1:9
	ds_read_b32 v39, v38 offset:32
	v_lshl_add_u32 v33, v35, 2, v31
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
	v_lshl_add_u32 v33, v34, 2, v32
	v_lshl_add_u32 v38, v0, 2, v32
	ds_read2_b32 v[36:37], v33 offset0:9 offset1:10
	ds_read_b32 v39, v38 offset:36
	v_lshl_add_u32 v33, v35, 2, v31
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
	v_lshl_add_u32 v33, v34, 2, v32
	v_lshl_add_u32 v38, v0, 2, v32
	ds_read2_b32 v[36:37], v33 offset0:10 offset1:11
	ds_read_b32 v39, v38 offset:40
	v_lshl_add_u32 v33, v35, 2, v31
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
	v_lshl_add_u32 v33, v34, 2, v32
	v_lshl_add_u32 v38, v0, 2, v32
	ds_read2_b32 v[36:37], v33 offset0:11 offset1:12
	ds_read_b32 v39, v38 offset:44
	v_lshl_add_u32 v33, v35, 2, v31
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
	v_lshl_add_u32 v33, v34, 2, v32
	v_lshl_add_u32 v38, v0, 2, v32
	ds_read2_b32 v[36:37], v33 offset0:12 offset1:13
	ds_read_b32 v39, v38 offset:48
	v_lshl_add_u32 v33, v35, 2, v31
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
	v_lshl_add_u32 v33, v34, 2, v32
	v_lshl_add_u32 v38, v0, 2, v32
	ds_read2_b32 v[36:37], v33 offset0:13 offset1:14
	ds_read_b32 v39, v38 offset:52
	v_lshl_add_u32 v33, v35, 2, v31
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
	v_lshl_add_u32 v33, v34, 2, v32
	v_lshl_add_u32 v38, v0, 2, v32
	ds_read2_b32 v[36:37], v33 offset0:14 offset1:15
	ds_read_b32 v39, v38 offset:56
	v_lshl_add_u32 v33, v35, 2, v31
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
	v_lshl_add_u32 v33, v34, 2, v32
	v_lshl_add_u32 v31, v35, 2, v31
	v_lshl_add_u32 v0, v0, 2, v32
	ds_read2_b32 v[33:34], v33 offset0:15 offset1:16
	ds_read_b32 v31, v31 offset:60
	ds_read_b32 v35, v0 offset:60
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v34, s39, v34
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v31, v31, v33
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v33, s39, v35
	v_max3_i32 v31, v31, v33, v34
	ds_write_b32 v0, v31 offset:64
.LBB0_66:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read2_b32 v[33:34], v32 offset0:18 offset1:35
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	v_mov_b32_e32 v2, s31
	v_add_co_u32_e32 v0, vcc, s30, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v33, off
	v_mov_b32_e32 v2, s35
	v_add_co_u32_e32 v0, vcc, s34, v0
	v_addc_co_u32_e32 v1, vcc, v1, v2, vcc
	global_store_dword v[0:1], v34, off
	v_lshlrev_b64 v[0:1], 2, v[3:4]
	ds_read2_b32 v[2:3], v32 offset0:52 offset1:69
	v_mov_b32_e32 v4, s31
	v_add_co_u32_e32 v0, vcc, s30, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v2, off
	v_lshlrev_b64 v[0:1], 2, v[5:6]
	v_mov_b32_e32 v2, s31
	v_add_co_u32_e32 v0, vcc, s30, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v3, off
	ds_read2_b32 v[2:3], v32 offset0:86 offset1:103
	v_lshlrev_b64 v[0:1], 2, v[7:8]
	v_add_co_u32_e32 v0, vcc, s30, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v2, off
	v_lshlrev_b64 v[0:1], 2, v[9:10]
	v_mov_b32_e32 v2, s31
	v_add_co_u32_e32 v0, vcc, s30, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v3, off
	ds_read2_b32 v[2:3], v32 offset0:120 offset1:137
	v_lshlrev_b64 v[0:1], 2, v[11:12]
	v_add_co_u32_e32 v0, vcc, s30, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v2, off
	v_lshlrev_b64 v[0:1], 2, v[13:14]
	v_mov_b32_e32 v2, s31
	v_add_co_u32_e32 v0, vcc, s30, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v3, off
	ds_read2_b32 v[2:3], v32 offset0:154 offset1:171
	v_lshlrev_b64 v[0:1], 2, v[15:16]
	v_add_co_u32_e32 v0, vcc, s30, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v2, off
	v_lshlrev_b64 v[0:1], 2, v[17:18]
	v_mov_b32_e32 v2, s31
	v_add_co_u32_e32 v0, vcc, s30, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v3, off
	ds_read2_b32 v[2:3], v32 offset0:188 offset1:205
	v_lshlrev_b64 v[0:1], 2, v[19:20]
	v_add_co_u32_e32 v0, vcc, s30, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v2, off
	v_lshlrev_b64 v[0:1], 2, v[21:22]
	v_mov_b32_e32 v2, s31
	v_add_co_u32_e32 v0, vcc, s30, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v3, off
	ds_read2_b32 v[2:3], v32 offset0:222 offset1:239
	v_lshlrev_b64 v[0:1], 2, v[23:24]
	v_add_co_u32_e32 v0, vcc, s30, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v2, off
	v_lshlrev_b64 v[0:1], 2, v[25:26]
	v_mov_b32_e32 v2, s31
	v_add_co_u32_e32 v0, vcc, s30, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v2, 0x400, v32
	global_store_dword v[0:1], v3, off
	ds_read2_b32 v[2:3], v2 offset1:17
	v_lshlrev_b64 v[0:1], 2, v[27:28]
	v_add_co_u32_e32 v0, vcc, s30, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v2, off
	v_lshlrev_b64 v[0:1], 2, v[29:30]
	v_mov_b32_e32 v2, s31
	v_add_co_u32_e32 v0, vcc, s30, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v3, off
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
