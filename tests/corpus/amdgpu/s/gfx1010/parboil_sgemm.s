	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.protected	mysgemmNT               ; -- Begin function mysgemmNT
	.globl	mysgemmNT
	.p2align	8
	.type	mysgemmNT,@function
mysgemmNT:                              ; @mysgemmNT
; %bb.0:
	s_load_dword s20, s[4:5], 0x4
	s_clause 0x1
	s_load_dwordx4 s[0:3], s[6:7], 0x28
	s_load_dwordx2 s[10:11], s[6:7], 0x20
	s_mov_b32 s12, 0
	s_mov_b32 s22, s9
	s_mov_b32 s9, s12
	s_mov_b32 s23, s12
	s_lshl_b64 s[4:5], s[8:9], 7
	v_mov_b32_e32 v20, 0
	v_add_co_u32 v2, s4, s4, v0
	s_mov_b32 s13, s12
	s_mov_b32 s14, s12
	s_mov_b32 s15, s12
	s_mov_b32 s16, s12
	s_mov_b32 s17, s12
	s_mov_b32 s18, s12
	s_mov_b32 s19, s12
	s_mov_b32 s21, s12
	s_mov_b32 s24, s12
	s_waitcnt lgkmcnt(0)
	s_and_b32 s5, s20, 0xffff
	s_mov_b32 s20, s12
	v_mul_u32_u24_e32 v3, s5, v1
	s_lshl_b64 s[4:5], s[22:23], 4
	s_cmp_lt_i32 s1, 1
	s_mov_b32 s22, s12
	s_mov_b32 s25, s12
	v_add_co_u32 v21, s5, v2, v3
	s_mov_b32 s26, s12
	s_mov_b32 s27, s12
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	s_clause 0x1
	s_load_dword s8, s[6:7], 0x18
	s_load_dword s5, s[6:7], 0x8
	v_add_nc_u32_e32 v2, s4, v0
	s_load_dwordx2 s[28:29], s[6:7], 0x10
	v_lshlrev_b32_e32 v0, 2, v0
	s_load_dwordx2 s[6:7], s[6:7], 0x0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u32 v22, v1, 6, v0
	s_waitcnt lgkmcnt(0)
	v_mad_i64_i32 v[18:19], s9, s8, v1, v[2:3]
	v_mov_b32_e32 v2, s12
	v_mov_b32_e32 v3, s13
	v_mov_b32_e32 v4, s14
	v_mov_b32_e32 v5, s15
	v_mov_b32_e32 v6, s16
	v_mov_b32_e32 v7, s17
	v_lshlrev_b64 v[0:1], 2, v[18:19]
	v_mov_b32_e32 v8, s18
	v_mov_b32_e32 v9, s19
	v_mov_b32_e32 v10, s20
	v_mov_b32_e32 v11, s21
	v_mov_b32_e32 v12, s22
	v_add_co_u32 v0, vcc_lo, s28, v0
	v_mov_b32_e32 v13, s23
	v_mov_b32_e32 v14, s24
	v_mov_b32_e32 v15, s25
	v_mov_b32_e32 v16, s26
	v_mov_b32_e32 v17, s27
	v_add_co_ci_u32_e32 v1, vcc_lo, s29, v1, vcc_lo
	v_mov_b32_e32 v18, v21
	s_ashr_i32 s9, s8, 31
	s_lshl_b32 s13, s5, 3
	s_lshl_b32 s14, s5, 1
	s_mul_i32 s15, s5, 3
	s_lshl_b32 s16, s5, 2
	s_mul_i32 s17, s5, 5
	s_mul_i32 s18, s5, 6
	s_mul_i32 s19, s5, 7
	s_lshl_b64 s[8:9], s[8:9], 5
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v45, v[0:1], off
	v_add_nc_u32_e32 v23, s5, v18
	v_ashrrev_i32_e32 v19, 31, v18
	v_add_nc_u32_e32 v25, s14, v18
	v_add_nc_u32_e32 v27, s15, v18
	v_add_nc_u32_e32 v29, s16, v18
	v_ashrrev_i32_e32 v24, 31, v23
	v_lshlrev_b64 v[37:38], 2, v[18:19]
	v_ashrrev_i32_e32 v26, 31, v25
	v_ashrrev_i32_e32 v28, 31, v27
	v_add_nc_u32_e32 v31, s17, v18
	v_lshlrev_b64 v[23:24], 2, v[23:24]
	v_ashrrev_i32_e32 v30, 31, v29
	v_lshlrev_b64 v[25:26], 2, v[25:26]
	v_add_co_u32 v37, vcc_lo, s6, v37
	v_add_nc_u32_e32 v33, s18, v18
	v_add_co_ci_u32_e32 v38, vcc_lo, s7, v38, vcc_lo
	v_lshlrev_b64 v[27:28], 2, v[27:28]
	v_add_co_u32 v39, vcc_lo, s6, v23
	v_ashrrev_i32_e32 v32, 31, v31
	v_add_nc_u32_e32 v35, s19, v18
	v_add_co_ci_u32_e32 v40, vcc_lo, s7, v24, vcc_lo
	v_lshlrev_b64 v[29:30], 2, v[29:30]
	v_add_co_u32 v41, vcc_lo, s6, v25
	v_ashrrev_i32_e32 v34, 31, v33
	v_add_co_ci_u32_e32 v42, vcc_lo, s7, v26, vcc_lo
	v_lshlrev_b64 v[31:32], 2, v[31:32]
	v_add_co_u32 v43, vcc_lo, s6, v27
	v_ashrrev_i32_e32 v36, 31, v35
	v_add_co_ci_u32_e32 v44, vcc_lo, s7, v28, vcc_lo
	v_lshlrev_b64 v[33:34], 2, v[33:34]
	v_add_co_u32 v28, vcc_lo, s6, v29
	v_add_co_ci_u32_e32 v29, vcc_lo, s7, v30, vcc_lo
	v_lshlrev_b64 v[35:36], 2, v[35:36]
	v_add_co_u32 v30, vcc_lo, s6, v31
	v_add_co_ci_u32_e32 v31, vcc_lo, s7, v32, vcc_lo
	v_add_co_u32 v32, vcc_lo, s6, v33
	v_add_co_ci_u32_e32 v33, vcc_lo, s7, v34, vcc_lo
	v_add_co_u32 v34, vcc_lo, s6, v35
	v_add_co_ci_u32_e32 v35, vcc_lo, s7, v36, vcc_lo
	v_add_co_u32 v0, vcc_lo, v0, s8
	v_add_co_ci_u32_e32 v1, vcc_lo, s9, v1, vcc_lo
	v_add_nc_u32_e32 v18, s13, v18
	s_add_i32 s12, s12, 8
	s_cmp_ge_i32 s12, s1
	s_waitcnt vmcnt(0)
	ds_write_b32 v22, v45
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_clause 0x7
	global_load_dword v45, v[37:38], off
	global_load_dword v46, v[39:40], off
	global_load_dword v27, v[41:42], off
	global_load_dword v26, v[43:44], off
	global_load_dword v25, v[28:29], off
	global_load_dword v24, v[30:31], off
	global_load_dword v23, v[32:33], off
	global_load_dword v19, v[34:35], off
	ds_read_b128 v[28:31], v20
	ds_read_b128 v[32:35], v20 offset:16
	ds_read_b128 v[36:39], v20 offset:32
	s_waitcnt vmcnt(7) lgkmcnt(2)
	v_fma_f32 v2, v45, v28, v2
	v_fma_f32 v3, v45, v29, v3
	v_fma_f32 v4, v45, v30, v4
	v_fma_f32 v5, v45, v31, v5
	ds_read_b128 v[28:31], v20 offset:48
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v6, v45, v32, v6
	v_fma_f32 v7, v45, v33, v7
	v_fma_f32 v8, v45, v34, v8
	v_fma_f32 v9, v45, v35, v9
	ds_read_b128 v[32:35], v20 offset:64
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v10, v45, v36, v10
	v_fma_f32 v11, v45, v37, v11
	v_fma_f32 v12, v45, v38, v12
	v_fma_f32 v13, v45, v39, v13
	ds_read_b128 v[36:39], v20 offset:80
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v14, v45, v28, v14
	v_fma_f32 v15, v45, v29, v15
	v_fma_f32 v16, v45, v30, v16
	v_fmac_f32_e32 v17, v45, v31
	ds_read_b128 v[28:31], v20 offset:96
	s_waitcnt vmcnt(6) lgkmcnt(2)
	v_fmac_f32_e32 v2, v46, v32
	v_fmac_f32_e32 v3, v46, v33
	v_fmac_f32_e32 v4, v46, v34
	v_fmac_f32_e32 v5, v46, v35
	ds_read_b128 v[32:35], v20 offset:112
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v6, v46, v36
	v_fmac_f32_e32 v7, v46, v37
	v_fmac_f32_e32 v8, v46, v38
	v_fmac_f32_e32 v9, v46, v39
	ds_read_b128 v[36:39], v20 offset:128
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v10, v46, v28
	v_fmac_f32_e32 v11, v46, v29
	v_fmac_f32_e32 v12, v46, v30
	v_fmac_f32_e32 v13, v46, v31
	ds_read_b128 v[28:31], v20 offset:144
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v14, v46, v32
	v_fmac_f32_e32 v15, v46, v33
	v_fmac_f32_e32 v16, v46, v34
	v_fmac_f32_e32 v17, v46, v35
	ds_read_b128 v[32:35], v20 offset:160
	ds_read_b128 v[40:43], v20 offset:176
	s_waitcnt vmcnt(5) lgkmcnt(3)
	v_fmac_f32_e32 v2, v27, v36
	v_fmac_f32_e32 v3, v27, v37
	v_fmac_f32_e32 v4, v27, v38
	v_fmac_f32_e32 v5, v27, v39
	ds_read_b128 v[36:39], v20 offset:192
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v6, v27, v28
	v_fmac_f32_e32 v7, v27, v29
	v_fmac_f32_e32 v8, v27, v30
	v_fmac_f32_e32 v9, v27, v31
	ds_read_b128 v[28:31], v20 offset:208
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v10, v27, v32
	v_fmac_f32_e32 v11, v27, v33
	v_fmac_f32_e32 v12, v27, v34
	v_fmac_f32_e32 v13, v27, v35
	ds_read_b128 v[32:35], v20 offset:224
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v14, v27, v40
	v_fmac_f32_e32 v15, v27, v41
	v_fmac_f32_e32 v16, v27, v42
	v_fmac_f32_e32 v17, v27, v43
	ds_read_b128 v[40:43], v20 offset:240
	s_waitcnt vmcnt(4) lgkmcnt(3)
	v_fmac_f32_e32 v2, v26, v36
	v_fmac_f32_e32 v3, v26, v37
	v_fmac_f32_e32 v4, v26, v38
	v_fmac_f32_e32 v5, v26, v39
	ds_read_b128 v[36:39], v20 offset:256
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v6, v26, v28
	v_fmac_f32_e32 v7, v26, v29
	v_fmac_f32_e32 v8, v26, v30
	ds_read_b128 v[27:30], v20 offset:272
	v_fmac_f32_e32 v9, v26, v31
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v10, v26, v32
	v_fmac_f32_e32 v11, v26, v33
	v_fmac_f32_e32 v12, v26, v34
	ds_read_b128 v[31:34], v20 offset:288
	v_fmac_f32_e32 v13, v26, v35
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v14, v26, v40
	v_fmac_f32_e32 v15, v26, v41
	v_fmac_f32_e32 v16, v26, v42
	v_fmac_f32_e32 v17, v26, v43
	ds_read_b128 v[40:43], v20 offset:304
	s_waitcnt vmcnt(3) lgkmcnt(3)
	v_fmac_f32_e32 v2, v25, v36
	v_fmac_f32_e32 v3, v25, v37
	v_fmac_f32_e32 v4, v25, v38
	ds_read_b128 v[35:38], v20 offset:320
	v_fmac_f32_e32 v5, v25, v39
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v6, v25, v27
	v_fmac_f32_e32 v7, v25, v28
	v_fmac_f32_e32 v8, v25, v29
	ds_read_b128 v[26:29], v20 offset:336
	v_fmac_f32_e32 v9, v25, v30
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v10, v25, v31
	v_fmac_f32_e32 v11, v25, v32
	v_fmac_f32_e32 v12, v25, v33
	ds_read_b128 v[30:33], v20 offset:352
	v_fmac_f32_e32 v13, v25, v34
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v14, v25, v40
	v_fmac_f32_e32 v15, v25, v41
	v_fmac_f32_e32 v16, v25, v42
	ds_read_b128 v[39:42], v20 offset:368
	v_fmac_f32_e32 v17, v25, v43
	s_waitcnt vmcnt(2) lgkmcnt(3)
	v_fmac_f32_e32 v2, v24, v35
	v_fmac_f32_e32 v3, v24, v36
	v_fmac_f32_e32 v4, v24, v37
	ds_read_b128 v[34:37], v20 offset:384
	v_fmac_f32_e32 v5, v24, v38
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v6, v24, v26
	v_fmac_f32_e32 v7, v24, v27
	v_fmac_f32_e32 v8, v24, v28
	ds_read_b128 v[25:28], v20 offset:400
	v_fmac_f32_e32 v9, v24, v29
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v10, v24, v30
	v_fmac_f32_e32 v11, v24, v31
	v_fmac_f32_e32 v12, v24, v32
	ds_read_b128 v[29:32], v20 offset:416
	v_fmac_f32_e32 v13, v24, v33
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v14, v24, v39
	v_fmac_f32_e32 v15, v24, v40
	v_fmac_f32_e32 v16, v24, v41
	v_fmac_f32_e32 v17, v24, v42
	ds_read_b128 v[38:41], v20 offset:432
	ds_read_b128 v[42:45], v20 offset:448
	s_waitcnt vmcnt(1) lgkmcnt(4)
	v_fmac_f32_e32 v2, v23, v34
	v_fmac_f32_e32 v3, v23, v35
	v_fmac_f32_e32 v4, v23, v36
	ds_read_b128 v[33:36], v20 offset:464
	v_fmac_f32_e32 v5, v23, v37
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v6, v23, v25
	v_fmac_f32_e32 v7, v23, v26
	v_fmac_f32_e32 v8, v23, v27
	ds_read_b128 v[24:27], v20 offset:480
	v_fmac_f32_e32 v9, v23, v28
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v10, v23, v29
	v_fmac_f32_e32 v11, v23, v30
	v_fmac_f32_e32 v12, v23, v31
	ds_read_b128 v[28:31], v20 offset:496
	v_fmac_f32_e32 v13, v23, v32
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_fmac_f32_e32 v14, v23, v38
	v_fmac_f32_e32 v15, v23, v39
	v_fmac_f32_e32 v16, v23, v40
	v_fmac_f32_e32 v17, v23, v41
	v_fmac_f32_e32 v2, v19, v42
	v_fmac_f32_e32 v3, v19, v43
	v_fmac_f32_e32 v4, v19, v44
	v_fmac_f32_e32 v5, v19, v45
	v_fmac_f32_e32 v6, v19, v33
	v_fmac_f32_e32 v7, v19, v34
	v_fmac_f32_e32 v8, v19, v35
	v_fmac_f32_e32 v9, v19, v36
	v_fmac_f32_e32 v10, v19, v24
	v_fmac_f32_e32 v11, v19, v25
	v_fmac_f32_e32 v12, v19, v26
	v_fmac_f32_e32 v13, v19, v27
	s_barrier 
	v_fmac_f32_e32 v14, v19, v28
	v_fmac_f32_e32 v15, v19, v29
	v_fmac_f32_e32 v16, v19, v30
	v_fmac_f32_e32 v17, v19, v31
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_cbranch_scc0 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v2, s12
	v_mov_b32_e32 v3, s13
	v_mov_b32_e32 v4, s14
	v_mov_b32_e32 v5, s15
	v_mov_b32_e32 v6, s16
	v_mov_b32_e32 v7, s17
	v_mov_b32_e32 v8, s18
	v_mov_b32_e32 v9, s19
	v_mov_b32_e32 v10, s20
	v_mov_b32_e32 v11, s21
	v_mov_b32_e32 v12, s22
	v_mov_b32_e32 v13, s23
	v_mov_b32_e32 v14, s24
	v_mov_b32_e32 v15, s25
	v_mov_b32_e32 v16, s26
	v_mov_b32_e32 v17, s27
.LBB0_4:
	s_mul_i32 s1, s4, s0
	v_mov_b32_e32 v0, 0
	v_add_co_u32 v1, s1, v21, s1
	v_mul_f32_e32 v2, s2, v2
	s_ashr_i32 s1, s0, 31
	v_mul_f32_e32 v3, s2, v3
	v_ashrrev_i64 v[18:19], 30, v[0:1]
	s_lshl_b64 s[4:5], s[0:1], 2
	v_mul_f32_e32 v5, s2, v5
	v_add_co_u32 v18, vcc_lo, s10, v18
	v_add_co_ci_u32_e32 v19, vcc_lo, s11, v19, vcc_lo
	v_add_co_u32 v20, vcc_lo, v18, s4
	global_load_dword v0, v[18:19], off
	v_add_co_ci_u32_e32 v21, vcc_lo, s5, v19, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v2, s3, v0
	v_add3_u32 v0, s0, s0, v1
	global_store_dword v[18:19], v2, off
	global_load_dword v18, v[20:21], off
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v1, vcc_lo, s10, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s11, v2, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v3, s3, v18
	v_add_nc_u32_e32 v18, s0, v0
	v_mul_f32_e32 v0, s2, v4
	global_store_dword v[20:21], v3, off
	global_load_dword v20, v[1:2], off
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshlrev_b64 v[3:4], 2, v[18:19]
	v_add_co_u32 v3, vcc_lo, s10, v3
	v_add_co_ci_u32_e32 v4, vcc_lo, s11, v4, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v0, s3, v20
	global_store_dword v[1:2], v0, off
	global_load_dword v19, v[3:4], off
	v_add_nc_u32_e32 v0, s0, v18
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v1, vcc_lo, s10, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s11, v2, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v5, s3, v19
	global_store_dword v[3:4], v5, off
	global_load_dword v18, v[1:2], off
	v_add_nc_u32_e32 v3, s0, v0
	v_mul_f32_e32 v0, s2, v6
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[4:5], 2, v[3:4]
	v_add_co_u32 v4, vcc_lo, s10, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, s11, v5, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v0, s3, v18
	global_store_dword v[1:2], v0, off
	global_load_dword v6, v[4:5], off
	v_add_nc_u32_e32 v0, s0, v3
	v_mul_f32_e32 v3, s2, v7
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v1, vcc_lo, s10, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s11, v2, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v3, s3, v6
	global_store_dword v[4:5], v3, off
	global_load_dword v6, v[1:2], off
	v_add_nc_u32_e32 v3, s0, v0
	v_mul_f32_e32 v0, s2, v8
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[4:5], 2, v[3:4]
	v_add_co_u32 v4, vcc_lo, s10, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, s11, v5, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v0, s3, v6
	global_store_dword v[1:2], v0, off
	global_load_dword v6, v[4:5], off
	v_add_nc_u32_e32 v0, s0, v3
	v_mul_f32_e32 v3, s2, v9
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v1, vcc_lo, s10, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s11, v2, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v3, s3, v6
	global_store_dword v[4:5], v3, off
	global_load_dword v6, v[1:2], off
	v_add_nc_u32_e32 v3, s0, v0
	v_mul_f32_e32 v0, s2, v10
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[4:5], 2, v[3:4]
	v_add_co_u32 v4, vcc_lo, s10, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, s11, v5, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v0, s3, v6
	global_store_dword v[1:2], v0, off
	global_load_dword v6, v[4:5], off
	v_add_nc_u32_e32 v0, s0, v3
	v_mul_f32_e32 v3, s2, v11
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v1, vcc_lo, s10, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s11, v2, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v3, s3, v6
	global_store_dword v[4:5], v3, off
	global_load_dword v6, v[1:2], off
	v_add_nc_u32_e32 v3, s0, v0
	v_mul_f32_e32 v0, s2, v12
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[4:5], 2, v[3:4]
	v_add_co_u32 v4, vcc_lo, s10, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, s11, v5, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v0, s3, v6
	global_store_dword v[1:2], v0, off
	global_load_dword v6, v[4:5], off
	v_add_nc_u32_e32 v0, s0, v3
	v_mul_f32_e32 v3, s2, v13
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v1, vcc_lo, s10, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s11, v2, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v3, s3, v6
	global_store_dword v[4:5], v3, off
	global_load_dword v6, v[1:2], off
	v_add_nc_u32_e32 v3, s0, v0
	v_mul_f32_e32 v0, s2, v14
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[4:5], 2, v[3:4]
	v_add_co_u32 v4, vcc_lo, s10, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, s11, v5, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v0, s3, v6
	global_store_dword v[1:2], v0, off
	global_load_dword v6, v[4:5], off
	v_add_nc_u32_e32 v0, s0, v3
	v_mul_f32_e32 v3, s2, v15
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v1, vcc_lo, s10, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s11, v2, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v3, s3, v6
	global_store_dword v[4:5], v3, off
	global_load_dword v5, v[1:2], off
	v_add_nc_u32_e32 v3, s0, v0
	v_mul_f32_e32 v0, s2, v16
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_add_co_u32 v3, vcc_lo, s10, v3
	v_add_co_ci_u32_e32 v4, vcc_lo, s11, v4, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v0, s3, v5
	global_store_dword v[1:2], v0, off
	global_load_dword v0, v[3:4], off
	v_mul_f32_e32 v1, s2, v17
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v1, s3, v0
	global_store_dword v[3:4], v1, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel mysgemmNT
		.amdhsa_group_segment_fixed_size 512
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 56
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 47
		.amdhsa_next_free_sgpr 30
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
	.size	mysgemmNT, .Lfunc_end0-mysgemmNT
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2852
; NumSgprs: 32
; NumVgprs: 47
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 512 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 32
; NumVGPRsForWavesPerEU: 47
; Occupancy: 20
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
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
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
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
        .type_name:      float
        .value_kind:     by_value
      - .offset:         52
        .size:           4
        .type_name:      float
        .value_kind:     by_value
    .group_segment_fixed_size: 512
    .kernarg_segment_align: 8
    .kernarg_segment_size: 56
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           mysgemmNT
    .private_segment_fixed_size: 0
    .sgpr_count:     32
    .sgpr_spill_count: 0
    .symbol:         mysgemmNT.kd
    .vgpr_count:     47
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
