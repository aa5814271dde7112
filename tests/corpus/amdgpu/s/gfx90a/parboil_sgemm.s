	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.protected	mysgemmNT               ; -- Begin function mysgemmNT
	.globl	mysgemmNT
	.p2align	8
	.type	mysgemmNT,@function
mysgemmNT:                              ; @mysgemmNT
; %bb.0:
	s_mov_b32 s14, s9
	s_load_dword s9, s[4:5], 0x4
	s_load_dwordx2 s[10:11], s[6:7], 0x20
	s_load_dwordx4 s[0:3], s[6:7], 0x28
	s_mov_b32 s12, 0
	v_bfe_u32 v1, v0, 10, 10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s9, 0xffff
	s_mov_b32 s9, s12
	v_mul_u32_u24_e32 v2, s4, v1
	v_and_b32_e32 v0, 0x3ff, v0
	s_lshl_b64 s[4:5], s[8:9], 7
	s_mov_b32 s15, s12
	v_add_co_u32_e32 v3, vcc, s4, v0
	s_lshl_b64 s[4:5], s[14:15], 4
	v_mov_b32_e32 v35, 0
	v_add_co_u32_e32 v34, vcc, v3, v2
	s_cmp_lt_i32 s1, 1
	s_mov_b32 s13, s12
	s_mov_b32 s14, s12
	s_mov_b32 s16, s12
	s_mov_b32 s17, s12
	s_mov_b32 s18, s12
	s_mov_b32 s19, s12
	s_mov_b32 s20, s12
	s_mov_b32 s21, s12
	s_mov_b32 s22, s12
	s_mov_b32 s23, s12
	s_mov_b32 s24, s12
	s_mov_b32 s25, s12
	s_mov_b32 s26, s12
	s_mov_b32 s27, s12
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	s_load_dword s36, s[6:7], 0x18
	s_load_dwordx2 s[8:9], s[6:7], 0x0
	s_load_dword s5, s[6:7], 0x8
	s_load_dwordx2 s[38:39], s[6:7], 0x10
	v_add_u32_e32 v2, s4, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b32_e32 v0, 2, v0
	v_lshl_add_u32 v36, v1, 6, v0
	s_waitcnt lgkmcnt(0)
	v_mad_i64_i32 v[0:1], s[6:7], s36, v1, v[2:3]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s39
	v_add_co_u32_e32 v16, vcc, s38, v0
	s_ashr_i32 s37, s36, 31
	v_addc_co_u32_e32 v17, vcc, v2, v1, vcc
	v_pk_mov_b32 v[0:1], s[12:13], s[12:13] op_sel:[0,1]
	s_lshl_b32 s28, s5, 3
	s_lshl_b32 s29, s5, 1
	s_mul_i32 s30, s5, 3
	s_lshl_b32 s31, s5, 2
	s_mul_i32 s33, s5, 5
	s_mul_i32 s34, s5, 6
	s_mul_i32 s35, s5, 7
	s_lshl_b64 s[6:7], s[36:37], 5
	v_pk_mov_b32 v[2:3], s[14:15], s[14:15] op_sel:[0,1]
	v_pk_mov_b32 v[4:5], s[16:17], s[16:17] op_sel:[0,1]
	v_pk_mov_b32 v[6:7], s[18:19], s[18:19] op_sel:[0,1]
	v_pk_mov_b32 v[8:9], s[20:21], s[20:21] op_sel:[0,1]
	v_pk_mov_b32 v[10:11], s[22:23], s[22:23] op_sel:[0,1]
	v_pk_mov_b32 v[12:13], s[24:25], s[24:25] op_sel:[0,1]
	v_pk_mov_b32 v[14:15], s[26:27], s[26:27] op_sel:[0,1]
	v_mov_b32_e32 v18, v34
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v37, v[16:17], off
	v_ashrrev_i32_e32 v19, 31, v18
	v_mov_b32_e32 v39, s7
	v_add_co_u32_e32 v16, vcc, s6, v16
	v_add_u32_e32 v20, s5, v18
	v_lshlrev_b64 v[40:41], 2, v[18:19]
	v_addc_co_u32_e32 v17, vcc, v17, v39, vcc
	v_mov_b32_e32 v38, s9
	v_ashrrev_i32_e32 v21, 31, v20
	v_add_co_u32_e32 v40, vcc, s8, v40
	v_add_u32_e32 v22, s29, v18
	v_addc_co_u32_e32 v41, vcc, v38, v41, vcc
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_ashrrev_i32_e32 v23, 31, v22
	v_add_co_u32_e32 v20, vcc, s8, v20
	v_add_u32_e32 v24, s30, v18
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_addc_co_u32_e32 v21, vcc, v38, v21, vcc
	v_ashrrev_i32_e32 v25, 31, v24
	v_add_co_u32_e32 v22, vcc, s8, v22
	v_add_u32_e32 v26, s31, v18
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_addc_co_u32_e32 v23, vcc, v38, v23, vcc
	v_ashrrev_i32_e32 v27, 31, v26
	v_add_co_u32_e32 v24, vcc, s8, v24
	v_add_u32_e32 v28, s33, v18
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_addc_co_u32_e32 v25, vcc, v38, v25, vcc
	v_ashrrev_i32_e32 v29, 31, v28
	v_add_co_u32_e32 v26, vcc, s8, v26
	v_add_u32_e32 v30, s34, v18
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_addc_co_u32_e32 v27, vcc, v38, v27, vcc
	v_ashrrev_i32_e32 v31, 31, v30
	v_add_co_u32_e32 v28, vcc, s8, v28
	v_lshlrev_b64 v[30:31], 2, v[30:31]
	v_addc_co_u32_e32 v29, vcc, v38, v29, vcc
	v_add_co_u32_e32 v30, vcc, s8, v30
	v_addc_co_u32_e32 v31, vcc, v38, v31, vcc
	v_add_u32_e32 v32, s35, v18
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshlrev_b64 v[32:33], 2, v[32:33]
	v_add_co_u32_e32 v32, vcc, s8, v32
	v_addc_co_u32_e32 v33, vcc, v38, v33, vcc
	s_add_i32 s12, s12, 8
	v_add_u32_e32 v18, s28, v18
	s_cmp_ge_i32 s12, s1
	s_waitcnt vmcnt(0)
	ds_write_b32 v36, v37
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	global_load_dword v46, v[40:41], off
	global_load_dword v48, v[20:21], off
	global_load_dword v50, v[22:23], off
	global_load_dword v52, v[24:25], off
	global_load_dword v54, v[26:27], off
	global_load_dword v56, v[28:29], off
	global_load_dword v58, v[30:31], off
	ds_read_b128 v[20:23], v35
	ds_read_b128 v[24:27], v35 offset:16
	ds_read_b128 v[28:31], v35 offset:32
	ds_read_b128 v[38:41], v35 offset:48
	global_load_dword v32, v[32:33], off
	ds_read_b128 v[42:45], v35 offset:64
	s_waitcnt vmcnt(7) lgkmcnt(4)
	v_pk_fma_f32 v[60:61], v[46:47], v[20:21], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[62:63], v[46:47], v[22:23], v[2:3] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(3)
	v_pk_fma_f32 v[64:65], v[46:47], v[24:25], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[66:67], v[46:47], v[26:27], v[6:7] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[28:29], v[46:47], v[28:29], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[46:47], v[30:31], v[10:11] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[38:39], v[46:47], v[38:39], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[40:41], v[46:47], v[40:41], v[14:15] op_sel_hi:[0,1,1]
	ds_read_b128 v[0:3], v35 offset:80
	ds_read_b128 v[4:7], v35 offset:128
	ds_read_b128 v[8:11], v35 offset:144
	ds_read_b128 v[12:15], v35 offset:96
	ds_read_b128 v[20:23], v35 offset:112
	ds_read_b128 v[24:27], v35 offset:192
	s_waitcnt vmcnt(6) lgkmcnt(6)
	v_pk_fma_f32 v[42:43], v[48:49], v[42:43], v[60:61] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], v[48:49], v[44:45], v[62:63] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[28:29], v[48:49], v[12:13], v[28:29] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[48:49], v[14:15], v[30:31] op_sel_hi:[0,1,1]
	ds_read_b128 v[12:15], v35 offset:160
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[38:39], v[48:49], v[20:21], v[38:39] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[40:41], v[48:49], v[22:23], v[40:41] op_sel_hi:[0,1,1]
	ds_read_b128 v[20:23], v35 offset:176
	v_pk_fma_f32 v[46:47], v[48:49], v[0:1], v[64:65] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[48:49], v[2:3], v[66:67] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(5)
	v_pk_fma_f32 v[42:43], v[50:51], v[4:5], v[42:43] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], v[50:51], v[6:7], v[44:45] op_sel_hi:[0,1,1]
	ds_read_b128 v[0:3], v35 offset:208
	ds_read_b128 v[4:7], v35 offset:256
	v_pk_fma_f32 v[46:47], v[50:51], v[8:9], v[46:47] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[48:49], v[50:51], v[10:11], v[60:61] op_sel_hi:[0,1,1]
	ds_read_b128 v[8:11], v35 offset:272
	s_waitcnt lgkmcnt(4)
	v_pk_fma_f32 v[60:61], v[50:51], v[12:13], v[28:29] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[62:63], v[50:51], v[14:15], v[30:31] op_sel_hi:[0,1,1]
	ds_read_b128 v[12:15], v35 offset:320
	s_waitcnt lgkmcnt(4)
	v_pk_fma_f32 v[38:39], v[50:51], v[20:21], v[38:39] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[40:41], v[50:51], v[22:23], v[40:41] op_sel_hi:[0,1,1]
	ds_read_b128 v[20:23], v35 offset:336
	ds_read_b128 v[28:31], v35 offset:224
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[42:43], v[52:53], v[24:25], v[42:43] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], v[52:53], v[26:27], v[44:45] op_sel_hi:[0,1,1]
	ds_read_b128 v[24:27], v35 offset:240
	s_waitcnt lgkmcnt(6)
	v_pk_fma_f32 v[46:47], v[52:53], v[0:1], v[46:47] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[48:49], v[52:53], v[2:3], v[48:49] op_sel_hi:[0,1,1]
	ds_read_b128 v[0:3], v35 offset:384
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[50:51], v[52:53], v[28:29], v[60:61] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[52:53], v[30:31], v[62:63] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(3)
	v_pk_fma_f32 v[42:43], v[54:55], v[4:5], v[42:43] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], v[54:55], v[6:7], v[44:45] op_sel_hi:[0,1,1]
	ds_read_b128 v[4:7], v35 offset:304
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[62:63], v[52:53], v[24:25], v[38:39] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[52:53], v[52:53], v[26:27], v[40:41] op_sel_hi:[0,1,1]
	ds_read_b128 v[24:27], v35 offset:288
	ds_read_b128 v[28:31], v35 offset:400
	ds_read_b128 v[38:41], v35 offset:448
	v_pk_fma_f32 v[46:47], v[54:55], v[8:9], v[46:47] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[48:49], v[54:55], v[10:11], v[48:49] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[50:51], v[54:55], v[24:25], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[54:55], v[26:27], v[60:61] op_sel_hi:[0,1,1]
	ds_read_b128 v[24:27], v35 offset:464
	v_pk_fma_f32 v[62:63], v[54:55], v[4:5], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[52:53], v[54:55], v[6:7], v[52:53] op_sel_hi:[0,1,1]
	ds_read_b128 v[4:7], v35 offset:352
	ds_read_b128 v[8:11], v35 offset:368
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[54:55], v[56:57], v[12:13], v[42:43] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[64:65], v[56:57], v[14:15], v[44:45] op_sel_hi:[0,1,1]
	ds_read_b128 v[12:15], v35 offset:416
	v_pk_fma_f32 v[46:47], v[56:57], v[20:21], v[46:47] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[48:49], v[56:57], v[22:23], v[48:49] op_sel_hi:[0,1,1]
	ds_read_b128 v[20:23], v35 offset:432
	ds_read_b128 v[42:45], v35 offset:480
	s_waitcnt vmcnt(1) lgkmcnt(7)
	v_pk_fma_f32 v[46:47], v[58:59], v[28:29], v[46:47] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[48:49], v[58:59], v[30:31], v[48:49] op_sel_hi:[0,1,1]
	ds_read_b128 v[28:31], v35 offset:496
	s_waitcnt lgkmcnt(5)
	v_pk_fma_f32 v[4:5], v[56:57], v[4:5], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[56:57], v[6:7], v[60:61] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(4)
	v_pk_fma_f32 v[50:51], v[56:57], v[8:9], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[52:53], v[56:57], v[10:11], v[52:53] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[58:59], v[0:1], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[58:59], v[2:3], v[64:65] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(3)
	v_pk_fma_f32 v[8:9], v[58:59], v[12:13], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[58:59], v[14:15], v[6:7] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[12:13], v[58:59], v[20:21], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[58:59], v[22:23], v[52:53] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[32:33], v[38:39], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[32:33], v[40:41], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[32:33], v[24:25], v[46:47] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[32:33], v[26:27], v[48:49] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v8, v32, v42, v8
	v_fmac_f32_e32 v9, v32, v43
	v_fma_f32 v10, v32, v44, v10
	v_fmac_f32_e32 v11, v32, v45
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v12, v32, v28, v12
	v_fmac_f32_e32 v13, v32, v29
	v_fma_f32 v14, v32, v30, v14
	v_fmac_f32_e32 v15, v32, v31
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc0 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_pk_mov_b32 v[0:1], s[12:13], s[12:13] op_sel:[0,1]
	v_pk_mov_b32 v[2:3], s[14:15], s[14:15] op_sel:[0,1]
	v_pk_mov_b32 v[4:5], s[16:17], s[16:17] op_sel:[0,1]
	v_pk_mov_b32 v[6:7], s[18:19], s[18:19] op_sel:[0,1]
	v_pk_mov_b32 v[8:9], s[20:21], s[20:21] op_sel:[0,1]
	v_pk_mov_b32 v[10:11], s[22:23], s[22:23] op_sel:[0,1]
	v_pk_mov_b32 v[12:13], s[24:25], s[24:25] op_sel:[0,1]
	v_pk_mov_b32 v[14:15], s[26:27], s[26:27] op_sel:[0,1]
.LBB0_4:
	s_mul_i32 s1, s4, s0
	v_add_co_u32_e32 v17, vcc, s1, v34
	v_mov_b32_e32 v16, 0
	v_ashrrev_i64 v[18:19], 30, v[16:17]
	v_mov_b32_e32 v22, s11
	v_add_co_u32_e32 v18, vcc, s10, v18
	v_addc_co_u32_e32 v19, vcc, v22, v19, vcc
	global_load_dword v16, v[18:19], off
	s_ashr_i32 s1, s0, 31
	v_mul_f32_e32 v0, s2, v0
	s_lshl_b64 s[4:5], s[0:1], 2
	v_mov_b32_e32 v21, s5
	v_add_co_u32_e32 v20, vcc, s4, v18
	v_addc_co_u32_e32 v21, vcc, v19, v21, vcc
	s_add_i32 s1, s0, s0
	v_mul_f32_e32 v2, s2, v2
	v_mul_f32_e32 v4, s2, v4
	v_mul_f32_e32 v5, s2, v5
	v_mul_f32_e32 v6, s2, v6
	v_mul_f32_e32 v7, s2, v7
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v0, s3, v16
	global_store_dword v[18:19], v0, off
	global_load_dword v18, v[20:21], off
	v_add_u32_e32 v0, s1, v17
	v_mul_f32_e32 v19, s2, v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[16:17], 2, v[0:1]
	v_add_co_u32_e32 v16, vcc, s10, v16
	v_addc_co_u32_e32 v17, vcc, v22, v17, vcc
	v_add_u32_e32 v0, s0, v0
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v19, s3, v18
	global_store_dword v[20:21], v19, off
	global_load_dword v20, v[16:17], off
	v_lshlrev_b64 v[18:19], 2, v[0:1]
	v_add_co_u32_e32 v18, vcc, s10, v18
	v_addc_co_u32_e32 v19, vcc, v22, v19, vcc
	v_add_u32_e32 v0, s0, v0
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v2, s3, v20
	global_store_dword v[16:17], v2, off
	global_load_dword v16, v[18:19], off
	v_mul_f32_e32 v17, s2, v3
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v22, v3, vcc
	v_add_u32_e32 v0, s0, v0
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v17, s3, v16
	global_store_dword v[18:19], v17, off
	global_load_dword v18, v[2:3], off
	v_lshlrev_b64 v[16:17], 2, v[0:1]
	v_add_co_u32_e32 v16, vcc, s10, v16
	v_addc_co_u32_e32 v17, vcc, v22, v17, vcc
	v_add_u32_e32 v0, s0, v0
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v4, s3, v18
	global_store_dword v[2:3], v4, off
	global_load_dword v4, v[16:17], off
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v22, v3, vcc
	v_add_u32_e32 v0, s0, v0
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v5, s3, v4
	global_store_dword v[16:17], v5, off
	global_load_dword v16, v[2:3], off
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v22, v5, vcc
	v_add_u32_e32 v0, s0, v0
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, s3, v16
	global_store_dword v[2:3], v6, off
	global_load_dword v6, v[4:5], off
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v22, v3, vcc
	v_add_u32_e32 v0, s0, v0
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v7, s3, v6
	global_store_dword v[4:5], v7, off
	global_load_dword v6, v[2:3], off
	v_mul_f32_e32 v7, s2, v8
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v22, v5, vcc
	v_add_u32_e32 v0, s0, v0
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v7, s3, v6
	global_store_dword v[2:3], v7, off
	global_load_dword v6, v[4:5], off
	v_mul_f32_e32 v7, s2, v9
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v22, v3, vcc
	v_add_u32_e32 v0, s0, v0
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v7, s3, v6
	global_store_dword v[4:5], v7, off
	global_load_dword v6, v[2:3], off
	v_mul_f32_e32 v7, s2, v10
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v22, v5, vcc
	v_add_u32_e32 v0, s0, v0
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v7, s3, v6
	global_store_dword v[2:3], v7, off
	global_load_dword v6, v[4:5], off
	v_mul_f32_e32 v7, s2, v11
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v22, v3, vcc
	v_add_u32_e32 v0, s0, v0
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v7, s3, v6
	global_store_dword v[4:5], v7, off
	global_load_dword v6, v[2:3], off
	v_mul_f32_e32 v7, s2, v12
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v22, v5, vcc
	v_add_u32_e32 v0, s0, v0
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v7, s3, v6
	global_store_dword v[2:3], v7, off
	global_load_dword v6, v[4:5], off
	v_mul_f32_e32 v7, s2, v13
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v22, v3, vcc
	v_add_u32_e32 v0, s0, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, s10, v0
	v_addc_co_u32_e32 v1, vcc, v22, v1, vcc
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v7, s3, v6
	global_store_dword v[4:5], v7, off
	global_load_dword v4, v[2:3], off
	v_mul_f32_e32 v5, s2, v14
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v5, s3, v4
	global_store_dword v[2:3], v5, off
	global_load_dword v2, v[0:1], off
	v_mul_f32_e32 v3, s2, v15
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v3, s3, v2
	global_store_dword v[0:1], v3, off
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 68
		.amdhsa_next_free_sgpr 40
		.amdhsa_accum_offset 68
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
	.size	mysgemmNT, .Lfunc_end0-mysgemmNT
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2792
; NumSgprs: 42
; NumVgprs: 68
; NumAgprs: 0
; TotalNumVgprs: 68
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 512 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 68
; AccumOffset: 68
; Occupancy: 7
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 16
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
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         mysgemmNT.kd
    .vgpr_count:     68
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
