	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
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
	s_mov_b32 s15, s12
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s9, 0xffff
	s_mov_b32 s9, s12
	v_mul_u32_u24_e32 v2, s4, v1
	s_lshl_b64 s[4:5], s[8:9], 7
	v_add_co_u32_e32 v3, vcc, s4, v0
	s_lshl_b64 s[4:5], s[14:15], 4
	v_mov_b32_e32 v27, 0
	v_add_co_u32_e32 v26, vcc, v3, v2
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
	v_lshl_add_u32 v28, v1, 6, v0
	s_waitcnt lgkmcnt(0)
	v_mad_i64_i32 v[0:1], s[6:7], s36, v1, v[2:3]
	v_mov_b32_e32 v2, s39
	s_ashr_i32 s37, s36, 31
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_lshl_b32 s28, s5, 3
	v_add_co_u32_e32 v16, vcc, s38, v0
	v_addc_co_u32_e32 v17, vcc, v2, v1, vcc
	v_mov_b32_e32 v0, s12
	s_lshl_b32 s29, s5, 1
	s_mul_i32 s30, s5, 3
	s_lshl_b32 s31, s5, 2
	s_mul_i32 s33, s5, 5
	s_mul_i32 s34, s5, 6
	s_mul_i32 s35, s5, 7
	s_lshl_b64 s[6:7], s[36:37], 5
	v_mov_b32_e32 v1, s13
	v_mov_b32_e32 v2, s14
	v_mov_b32_e32 v3, s15
	v_mov_b32_e32 v4, s16
	v_mov_b32_e32 v5, s17
	v_mov_b32_e32 v6, s18
	v_mov_b32_e32 v7, s19
	v_mov_b32_e32 v8, s20
	v_mov_b32_e32 v9, s21
	v_mov_b32_e32 v10, s22
	v_mov_b32_e32 v11, s23
	v_mov_b32_e32 v12, s24
	v_mov_b32_e32 v13, s25
	v_mov_b32_e32 v14, s26
	v_mov_b32_e32 v15, s27
	v_mov_b32_e32 v18, v26
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v40, v[16:17], off
	v_ashrrev_i32_e32 v19, 31, v18
	v_mov_b32_e32 v29, s9
	v_add_u32_e32 v20, s5, v18
	v_add_u32_e32 v24, s30, v18
	v_add_u32_e32 v30, s31, v18
	v_add_u32_e32 v34, s34, v18
	v_add_u32_e32 v36, s35, v18
	v_mov_b32_e32 v41, s7
                                        ; kill: def $vgpr21 killed $vgpr36 killed $exec
                                        ; kill: def $vgpr21 killed $vgpr15 killed $exec
                                        ; kill: def $vgpr21 killed $vgpr25 killed $exec
                                        ; kill: def $vgpr21 killed $vgpr11 killed $exec
                                        ; kill: def $vgpr21 killed $vgpr29 killed $exec
                                        ; kill: def $vgpr21 killed $vgpr29 killed $exec
                                        ; kill: def $vgpr21 killed $vgpr33 killed $exec
                                        ; kill: def $vgpr21 killed $vgpr33 killed $exec
                                        ; kill: def $vgpr21 killed $vgpr33 killed $exec
                                        ; kill: def $vgpr21 killed $vgpr33 killed $exec
                                        ; kill: def $vgpr21 killed $vgpr24 killed $exec
                                        ; kill: def $vgpr21 killed $vgpr30 killed $exec
                                        ; kill: def $vgpr21 killed $vgpr30 killed $exec
                                        ; kill: def $vgpr21 killed $vgpr34 killed $exec
                                        ; kill: def $vgpr21 killed $vgpr34 killed $exec
                                        ; kill: def $vgpr21 killed $vgpr34 killed $exec
                                        ; kill: def $vgpr21 killed $vgpr34 killed $exec
                                        ; kill: def $vgpr21 killed $vgpr25 killed $exec
                                        ; kill: def $vgpr21 killed $vgpr31 killed $exec
                                        ; kill: def $vgpr21 killed $vgpr31 killed $exec
                                        ; kill: def $vgpr21 killed $vgpr35 killed $exec
                                        ; kill: def $vgpr21 killed $vgpr35 killed $exec
                                        ; kill: def $vgpr21 killed $vgpr35 killed $exec
                                        ; kill: def $vgpr21 killed $vgpr35 killed $exec
                                        ; kill: def $vgpr21 killed $vgpr37 killed $exec
                                        ; kill: def $vgpr21 killed $vgpr25 killed $exec
                                        ; kill: def $vgpr21 killed $vgpr25 killed $exec
                                        ; kill: def $vgpr21 killed $vgpr25 killed $exec
                                        ; kill: def $vgpr21 killed $vgpr25 killed $exec
                                        ; kill: def $vgpr21 killed $vgpr23 killed $exec
                                        ; kill: def $vgpr21 killed $vgpr23 killed $exec
                                        ; kill: def $vgpr21 killed $vgpr23 killed $exec
	v_add_co_u32_e32 v16, vcc, s6, v16
	v_lshlrev_b64 v[38:39], 2, v[18:19]
	v_ashrrev_i32_e32 v21, 31, v20
	v_addc_co_u32_e32 v17, vcc, v17, v41, vcc
	v_add_u32_e32 v22, s29, v18
	v_lshlrev_b64 v[19:20], 2, v[20:21]
	v_add_co_u32_e32 v38, vcc, s8, v38
	v_ashrrev_i32_e32 v23, 31, v22
	v_addc_co_u32_e32 v39, vcc, v29, v39, vcc
	v_lshlrev_b64 v[21:22], 2, v[22:23]
	v_add_co_u32_e32 v19, vcc, s8, v19
	v_ashrrev_i32_e32 v25, 31, v24
	v_addc_co_u32_e32 v20, vcc, v29, v20, vcc
	v_lshlrev_b64 v[23:24], 2, v[24:25]
	v_add_co_u32_e32 v21, vcc, s8, v21
	v_addc_co_u32_e32 v22, vcc, v29, v22, vcc
	v_add_co_u32_e32 v23, vcc, s8, v23
	v_addc_co_u32_e32 v24, vcc, v29, v24, vcc
	v_ashrrev_i32_e32 v31, 31, v30
	v_add_u32_e32 v32, s33, v18
	v_lshlrev_b64 v[30:31], 2, v[30:31]
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshlrev_b64 v[32:33], 2, v[32:33]
	v_add_co_u32_e32 v30, vcc, s8, v30
	v_ashrrev_i32_e32 v35, 31, v34
	v_addc_co_u32_e32 v31, vcc, v29, v31, vcc
	v_lshlrev_b64 v[34:35], 2, v[34:35]
	v_add_co_u32_e32 v32, vcc, s8, v32
	v_ashrrev_i32_e32 v37, 31, v36
	v_addc_co_u32_e32 v33, vcc, v29, v33, vcc
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_u32_e32 v34, vcc, s8, v34
	v_addc_co_u32_e32 v35, vcc, v29, v35, vcc
	v_add_co_u32_e32 v36, vcc, s8, v36
	v_addc_co_u32_e32 v37, vcc, v29, v37, vcc
	s_add_i32 s12, s12, 8
	v_add_u32_e32 v18, s28, v18
	s_cmp_ge_i32 s12, s1
	s_waitcnt vmcnt(0)
	ds_write_b32 v28, v40
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	global_load_dword v25, v[38:39], off
	global_load_dword v40, v[19:20], off
	global_load_dword v41, v[21:22], off
	global_load_dword v42, v[23:24], off
	ds_read_b128 v[19:22], v27 offset:16
	global_load_dword v23, v[30:31], off
	global_load_dword v24, v[32:33], off
	global_load_dword v38, v[34:35], off
	global_load_dword v39, v[36:37], off
	ds_read_b128 v[29:32], v27
	ds_read_b128 v[33:36], v27 offset:32
	s_waitcnt vmcnt(7) lgkmcnt(2)
	v_fma_f32 v4, v25, v19, v4
	v_fma_f32 v5, v25, v20, v5
	v_fma_f32 v6, v25, v21, v6
	v_fma_f32 v7, v25, v22, v7
	ds_read_b128 v[19:22], v27 offset:48
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v8, v25, v33, v8
	v_fma_f32 v9, v25, v34, v9
	v_fma_f32 v10, v25, v35, v10
	v_fma_f32 v11, v25, v36, v11
	ds_read_b128 v[33:36], v27 offset:64
	v_fma_f32 v1, v25, v30, v1
	v_fma_f32 v2, v25, v31, v2
	v_fma_f32 v3, v25, v32, v3
	v_fma_f32 v0, v25, v29, v0
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v29, v25, v19, v12
	v_fma_f32 v30, v25, v20, v13
	v_fma_f32 v31, v25, v21, v14
	v_fma_f32 v25, v25, v22, v15
	ds_read_b128 v[12:15], v27 offset:80
	ds_read_b128 v[19:22], v27 offset:96
	s_waitcnt vmcnt(6) lgkmcnt(2)
	v_fma_f32 v0, v40, v33, v0
	v_fma_f32 v1, v40, v34, v1
	v_fma_f32 v2, v40, v35, v2
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v4, v40, v12, v4
	v_fma_f32 v5, v40, v13, v5
	v_fma_f32 v6, v40, v14, v6
	v_fma_f32 v7, v40, v15, v7
	ds_read_b128 v[12:15], v27 offset:112
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v8, v40, v19, v8
	v_fma_f32 v9, v40, v20, v9
	v_fma_f32 v10, v40, v21, v10
	v_fma_f32 v11, v40, v22, v11
	ds_read_b128 v[19:22], v27 offset:128
	v_fma_f32 v3, v40, v36, v3
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v29, v40, v12, v29
	v_fma_f32 v30, v40, v13, v30
	v_fma_f32 v31, v40, v14, v31
	v_fma_f32 v25, v40, v15, v25
	ds_read_b128 v[12:15], v27 offset:144
	s_waitcnt vmcnt(5) lgkmcnt(1)
	v_fma_f32 v0, v41, v19, v0
	v_fma_f32 v1, v41, v20, v1
	v_fma_f32 v2, v41, v21, v2
	v_fma_f32 v3, v41, v22, v3
	ds_read_b128 v[19:22], v27 offset:160
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v4, v41, v12, v4
	v_fma_f32 v5, v41, v13, v5
	v_fma_f32 v6, v41, v14, v6
	v_fma_f32 v7, v41, v15, v7
	ds_read_b128 v[12:15], v27 offset:176
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v8, v41, v19, v8
	v_fma_f32 v9, v41, v20, v9
	v_fma_f32 v10, v41, v21, v10
	v_fma_f32 v11, v41, v22, v11
	ds_read_b128 v[19:22], v27 offset:192
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v33, v41, v12, v29
	v_fma_f32 v34, v41, v13, v30
	v_fma_f32 v35, v41, v14, v31
	v_fma_f32 v25, v41, v15, v25
	ds_read_b128 v[12:15], v27 offset:208
	ds_read_b128 v[29:32], v27 offset:240
	s_waitcnt vmcnt(4) lgkmcnt(2)
	v_fma_f32 v0, v42, v19, v0
	v_fma_f32 v1, v42, v20, v1
	v_fma_f32 v2, v42, v21, v2
	v_fma_f32 v3, v42, v22, v3
	ds_read_b128 v[19:22], v27 offset:224
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v4, v42, v12, v4
	v_fma_f32 v5, v42, v13, v5
	v_fma_f32 v6, v42, v14, v6
	v_fma_f32 v7, v42, v15, v7
	ds_read_b128 v[12:15], v27 offset:256
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v33, v42, v29, v33
	v_fma_f32 v34, v42, v30, v34
	v_fma_f32 v35, v42, v31, v35
	v_fma_f32 v25, v42, v32, v25
	ds_read_b128 v[29:32], v27 offset:272
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v8, v42, v19, v8
	v_fma_f32 v9, v42, v20, v9
	v_fma_f32 v10, v42, v21, v10
	v_fma_f32 v36, v42, v22, v11
	ds_read_b128 v[19:22], v27 offset:288
	s_waitcnt vmcnt(3) lgkmcnt(2)
	v_fma_f32 v0, v23, v12, v0
	v_fma_f32 v1, v23, v13, v1
	v_fma_f32 v2, v23, v14, v2
	v_fma_f32 v3, v23, v15, v3
	ds_read_b128 v[11:14], v27 offset:304
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v4, v23, v29, v4
	v_fma_f32 v5, v23, v30, v5
	v_fma_f32 v6, v23, v31, v6
	v_fma_f32 v7, v23, v32, v7
	ds_read_b128 v[29:32], v27 offset:320
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v8, v23, v19, v8
	v_fma_f32 v9, v23, v20, v9
	v_fma_f32 v10, v23, v21, v10
	v_fma_f32 v15, v23, v22, v36
	ds_read_b128 v[19:22], v27 offset:336
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v33, v23, v11, v33
	v_fma_f32 v34, v23, v12, v34
	v_fma_f32 v35, v23, v13, v35
	v_fma_f32 v23, v23, v14, v25
	ds_read_b128 v[11:14], v27 offset:352
	s_waitcnt vmcnt(2) lgkmcnt(2)
	v_fma_f32 v0, v24, v29, v0
	v_fma_f32 v1, v24, v30, v1
	v_fma_f32 v2, v24, v31, v2
	v_fma_f32 v3, v24, v32, v3
	ds_read_b128 v[29:32], v27 offset:368
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v4, v24, v19, v4
	v_fma_f32 v5, v24, v20, v5
	v_fma_f32 v6, v24, v21, v6
	v_fma_f32 v7, v24, v22, v7
	ds_read_b128 v[19:22], v27 offset:384
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v8, v24, v11, v8
	v_fma_f32 v9, v24, v12, v9
	v_fma_f32 v10, v24, v13, v10
	v_fma_f32 v25, v24, v14, v15
	ds_read_b128 v[11:14], v27 offset:400
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v33, v24, v29, v33
	v_fma_f32 v34, v24, v30, v34
	v_fma_f32 v35, v24, v31, v35
	v_fma_f32 v23, v24, v32, v23
	ds_read_b128 v[29:32], v27 offset:416
	s_waitcnt vmcnt(1) lgkmcnt(2)
	v_fma_f32 v0, v38, v19, v0
	v_fma_f32 v1, v38, v20, v1
	v_fma_f32 v2, v38, v21, v2
	v_fma_f32 v3, v38, v22, v3
	ds_read_b128 v[19:22], v27 offset:432
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v4, v38, v11, v4
	v_fma_f32 v5, v38, v12, v5
	v_fma_f32 v6, v38, v13, v6
	v_fma_f32 v7, v38, v14, v7
	ds_read_b128 v[12:15], v27 offset:496
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v8, v38, v29, v8
	v_fma_f32 v9, v38, v30, v9
	v_fma_f32 v10, v38, v31, v10
	v_fma_f32 v11, v38, v32, v25
	ds_read_b128 v[29:32], v27 offset:480
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v24, v38, v19, v33
	v_fma_f32 v25, v38, v20, v34
	v_fma_f32 v37, v38, v21, v35
	v_fma_f32 v23, v38, v22, v23
	ds_read_b128 v[19:22], v27 offset:448
	ds_read_b128 v[33:36], v27 offset:464
	s_waitcnt vmcnt(0) lgkmcnt(3)
	v_fma_f32 v12, v39, v12, v24
	v_fma_f32 v13, v39, v13, v25
	v_fma_f32 v14, v39, v14, v37
	v_fma_f32 v15, v39, v15, v23
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v0, v39, v19, v0
	v_fma_f32 v1, v39, v20, v1
	v_fma_f32 v2, v39, v21, v2
	v_fma_f32 v3, v39, v22, v3
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, v39, v33, v4
	v_fma_f32 v5, v39, v34, v5
	v_fma_f32 v6, v39, v35, v6
	v_fma_f32 v7, v39, v36, v7
	v_fma_f32 v11, v39, v32, v11
	v_fma_f32 v8, v39, v29, v8
	v_fma_f32 v9, v39, v30, v9
	v_fma_f32 v10, v39, v31, v10
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc0 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v0, s12
	v_mov_b32_e32 v1, s13
	v_mov_b32_e32 v2, s14
	v_mov_b32_e32 v3, s15
	v_mov_b32_e32 v4, s16
	v_mov_b32_e32 v5, s17
	v_mov_b32_e32 v6, s18
	v_mov_b32_e32 v7, s19
	v_mov_b32_e32 v8, s20
	v_mov_b32_e32 v9, s21
	v_mov_b32_e32 v10, s22
	v_mov_b32_e32 v11, s23
	v_mov_b32_e32 v12, s24
	v_mov_b32_e32 v13, s25
	v_mov_b32_e32 v14, s26
	v_mov_b32_e32 v15, s27
.LBB0_4:
	s_mul_i32 s1, s4, s0
	v_add_co_u32_e32 v17, vcc, s1, v26
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
	v_mul_f32_e32 v3, s2, v3
	v_mul_f32_e32 v4, s2, v4
	v_mul_f32_e32 v6, s2, v6
	v_mul_f32_e32 v7, s2, v7
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v16, s3, v0
	global_store_dword v[18:19], v0, off
	global_load_dword v18, v[20:21], off
	v_add_u32_e32 v0, s1, v17
	v_mul_f32_e32 v19, s2, v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[16:17], 2, v[0:1]
	v_add_u32_e32 v0, s0, v0
	v_add_co_u32_e32 v16, vcc, s10, v16
	v_addc_co_u32_e32 v17, vcc, v22, v17, vcc
	s_waitcnt vmcnt(0)
	v_fma_f32 v1, v18, s3, v19
	global_store_dword v[20:21], v1, off
	global_load_dword v18, v[16:17], off
	v_ashrrev_i32_e32 v1, 31, v0
	v_mul_f32_e32 v19, s2, v2
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32_e32 v1, vcc, s10, v1
	v_addc_co_u32_e32 v2, vcc, v22, v2, vcc
	s_waitcnt vmcnt(0)
	v_fma_f32 v18, v18, s3, v19
	global_store_dword v[16:17], v18, off
	global_load_dword v19, v[1:2], off
	v_add_u32_e32 v16, s0, v0
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshlrev_b64 v[17:18], 2, v[16:17]
	v_add_co_u32_e32 v17, vcc, s10, v17
	v_addc_co_u32_e32 v18, vcc, v22, v18, vcc
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v19, s3, v3
	global_store_dword v[1:2], v0, off
	global_load_dword v3, v[17:18], off
	v_add_u32_e32 v0, s0, v16
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32_e32 v1, vcc, s10, v1
	v_addc_co_u32_e32 v2, vcc, v22, v2, vcc
	s_waitcnt vmcnt(0)
	v_fma_f32 v3, v3, s3, v4
	global_store_dword v[17:18], v3, off
	global_load_dword v16, v[1:2], off
	v_add_u32_e32 v3, s0, v0
	v_ashrrev_i32_e32 v4, 31, v3
	v_mul_f32_e32 v17, s2, v5
	v_lshlrev_b64 v[4:5], 2, v[3:4]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v22, v5, vcc
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v16, s3, v17
	global_store_dword v[1:2], v0, off
	global_load_dword v16, v[4:5], off
	v_add_u32_e32 v0, s0, v3
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32_e32 v1, vcc, s10, v1
	v_addc_co_u32_e32 v2, vcc, v22, v2, vcc
	s_waitcnt vmcnt(0)
	v_fma_f32 v3, v16, s3, v6
	global_store_dword v[4:5], v3, off
	global_load_dword v6, v[1:2], off
	v_add_u32_e32 v3, s0, v0
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[4:5], 2, v[3:4]
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v22, v5, vcc
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v6, s3, v7
	global_store_dword v[1:2], v0, off
	global_load_dword v6, v[4:5], off
	v_add_u32_e32 v0, s0, v3
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_mul_f32_e32 v7, s2, v8
	v_add_co_u32_e32 v1, vcc, s10, v1
	v_addc_co_u32_e32 v2, vcc, v22, v2, vcc
	s_waitcnt vmcnt(0)
	v_fma_f32 v3, v6, s3, v7
	global_store_dword v[4:5], v3, off
	global_load_dword v6, v[1:2], off
	v_add_u32_e32 v3, s0, v0
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[4:5], 2, v[3:4]
	v_mul_f32_e32 v7, s2, v9
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v22, v5, vcc
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v6, s3, v7
	global_store_dword v[1:2], v0, off
	global_load_dword v6, v[4:5], off
	v_add_u32_e32 v0, s0, v3
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_mul_f32_e32 v7, s2, v10
	v_add_co_u32_e32 v1, vcc, s10, v1
	v_addc_co_u32_e32 v2, vcc, v22, v2, vcc
	s_waitcnt vmcnt(0)
	v_fma_f32 v3, v6, s3, v7
	global_store_dword v[4:5], v3, off
	global_load_dword v6, v[1:2], off
	v_add_u32_e32 v3, s0, v0
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[4:5], 2, v[3:4]
	v_mul_f32_e32 v7, s2, v11
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v22, v5, vcc
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v6, s3, v7
	global_store_dword v[1:2], v0, off
	global_load_dword v6, v[4:5], off
	v_add_u32_e32 v0, s0, v3
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_mul_f32_e32 v7, s2, v12
	v_add_co_u32_e32 v1, vcc, s10, v1
	v_addc_co_u32_e32 v2, vcc, v22, v2, vcc
	s_waitcnt vmcnt(0)
	v_fma_f32 v3, v6, s3, v7
	global_store_dword v[4:5], v3, off
	global_load_dword v6, v[1:2], off
	v_add_u32_e32 v3, s0, v0
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[4:5], 2, v[3:4]
	v_mul_f32_e32 v7, s2, v13
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v22, v5, vcc
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v6, s3, v7
	global_store_dword v[1:2], v0, off
	global_load_dword v2, v[4:5], off
	v_add_u32_e32 v0, s0, v3
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mul_f32_e32 v6, s2, v14
	v_add_co_u32_e32 v0, vcc, s10, v0
	v_addc_co_u32_e32 v1, vcc, v22, v1, vcc
	v_mul_f32_e32 v3, s2, v15
	s_waitcnt vmcnt(0)
	v_fma_f32 v2, v2, s3, v6
	global_store_dword v[4:5], v2, off
	global_load_dword v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v2, v2, s3, v3
	global_store_dword v[0:1], v2, off
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
		.amdhsa_next_free_vgpr 43
		.amdhsa_next_free_sgpr 40
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
	.size	mysgemmNT, .Lfunc_end0-mysgemmNT
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 3612
; NumSgprs: 42
; NumVgprs: 43
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 512 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 43
; Occupancy: 5
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
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
    .vgpr_count:     43
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
