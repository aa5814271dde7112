	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	lud_diagonal            ; -- Begin function lud_diagonal
	.globl	lud_diagonal
	.p2align	8
	.type	lud_diagonal,@function
lud_diagonal:                           ; @lud_diagonal
; %bb.0:
	s_load_dwordx4 s[8:11], s[4:5], 0x8
	s_load_dwordx2 s[2:3], s[4:5], 0x0
	s_mov_b32 s7, 0
	s_mov_b32 s15, 1
	s_waitcnt lgkmcnt(0)
	s_movk_i32 s11, 0x200
	s_mul_i32 s0, s10, s9
	s_add_i32 s0, s0, s10
	v_add_u32_e32 v1, s0, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[2:3], 2, v[1:2]
	v_add_u32_e32 v4, s9, v1
	v_ashrrev_i32_e32 v5, 31, v4
	v_mov_b32_e32 v48, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_lshlrev_b64 v[5:6], 2, v[4:5]
	v_add_u32_e32 v7, s9, v4
	v_addc_co_u32_e32 v3, vcc, v48, v3, vcc
	v_ashrrev_i32_e32 v8, 31, v7
	v_add_co_u32_e32 v5, vcc, s2, v5
	v_lshlrev_b64 v[8:9], 2, v[7:8]
	v_add_u32_e32 v10, s9, v7
	v_addc_co_u32_e32 v6, vcc, v48, v6, vcc
	v_ashrrev_i32_e32 v11, 31, v10
	v_add_co_u32_e32 v8, vcc, s2, v8
	v_lshlrev_b64 v[11:12], 2, v[10:11]
	v_add_u32_e32 v13, s9, v10
	v_addc_co_u32_e32 v9, vcc, v48, v9, vcc
	v_ashrrev_i32_e32 v14, 31, v13
	v_add_co_u32_e32 v11, vcc, s2, v11
	v_lshlrev_b64 v[14:15], 2, v[13:14]
	v_add_u32_e32 v16, s9, v13
	v_addc_co_u32_e32 v12, vcc, v48, v12, vcc
	v_ashrrev_i32_e32 v17, 31, v16
	v_add_co_u32_e32 v14, vcc, s2, v14
	v_lshlrev_b64 v[17:18], 2, v[16:17]
	v_add_u32_e32 v19, s9, v16
	v_addc_co_u32_e32 v15, vcc, v48, v15, vcc
	v_ashrrev_i32_e32 v20, 31, v19
	v_add_co_u32_e32 v17, vcc, s2, v17
	v_lshlrev_b64 v[20:21], 2, v[19:20]
	v_add_u32_e32 v22, s9, v19
	v_addc_co_u32_e32 v18, vcc, v48, v18, vcc
	v_ashrrev_i32_e32 v23, 31, v22
	v_add_co_u32_e32 v20, vcc, s2, v20
	v_lshlrev_b64 v[23:24], 2, v[22:23]
	v_add_u32_e32 v25, s9, v22
	v_addc_co_u32_e32 v21, vcc, v48, v21, vcc
	v_ashrrev_i32_e32 v26, 31, v25
	v_add_co_u32_e32 v23, vcc, s2, v23
	v_lshlrev_b64 v[26:27], 2, v[25:26]
	v_add_u32_e32 v28, s9, v25
	v_addc_co_u32_e32 v24, vcc, v48, v24, vcc
	v_ashrrev_i32_e32 v29, 31, v28
	v_add_co_u32_e32 v26, vcc, s2, v26
	v_lshlrev_b64 v[29:30], 2, v[28:29]
	v_add_u32_e32 v31, s9, v28
	v_addc_co_u32_e32 v27, vcc, v48, v27, vcc
	v_ashrrev_i32_e32 v32, 31, v31
	v_add_co_u32_e32 v29, vcc, s2, v29
	v_lshlrev_b64 v[32:33], 2, v[31:32]
	v_add_u32_e32 v34, s9, v31
	v_addc_co_u32_e32 v30, vcc, v48, v30, vcc
	v_ashrrev_i32_e32 v35, 31, v34
	v_add_co_u32_e32 v32, vcc, s2, v32
	v_lshlrev_b64 v[35:36], 2, v[34:35]
	v_add_u32_e32 v37, s9, v34
	v_addc_co_u32_e32 v33, vcc, v48, v33, vcc
	v_ashrrev_i32_e32 v38, 31, v37
	v_add_co_u32_e32 v35, vcc, s2, v35
	v_lshlrev_b64 v[38:39], 2, v[37:38]
	v_add_u32_e32 v40, s9, v37
	v_addc_co_u32_e32 v36, vcc, v48, v36, vcc
	v_ashrrev_i32_e32 v41, 31, v40
	v_add_co_u32_e32 v38, vcc, s2, v38
	v_lshlrev_b64 v[41:42], 2, v[40:41]
	v_add_u32_e32 v43, s9, v40
	v_addc_co_u32_e32 v39, vcc, v48, v39, vcc
	v_ashrrev_i32_e32 v44, 31, v43
	v_add_co_u32_e32 v41, vcc, s2, v41
	v_lshlrev_b64 v[44:45], 2, v[43:44]
	v_add_u32_e32 v46, s9, v43
	v_addc_co_u32_e32 v42, vcc, v48, v42, vcc
	v_ashrrev_i32_e32 v47, 31, v46
	v_add_co_u32_e32 v44, vcc, s2, v44
	v_lshlrev_b64 v[46:47], 2, v[46:47]
	v_addc_co_u32_e32 v45, vcc, v48, v45, vcc
	v_add_co_u32_e32 v46, vcc, s2, v46
	v_addc_co_u32_e32 v47, vcc, v48, v47, vcc
	global_load_dword v4, v[2:3], off
	global_load_dword v7, v[5:6], off
	global_load_dword v10, v[8:9], off
	global_load_dword v13, v[11:12], off
	global_load_dword v16, v[14:15], off
	global_load_dword v19, v[17:18], off
	global_load_dword v22, v[20:21], off
	global_load_dword v25, v[23:24], off
	global_load_dword v28, v[26:27], off
	global_load_dword v31, v[29:30], off
	global_load_dword v34, v[32:33], off
	global_load_dword v37, v[35:36], off
	global_load_dword v40, v[38:39], off
	global_load_dword v43, v[41:42], off
	global_load_dword v48, v[44:45], off
                                        ; kill: killed $vgpr41 killed $vgpr42
                                        ; kill: killed $vgpr26 killed $vgpr27
                                        ; kill: killed $vgpr11 killed $vgpr12
                                        ; kill: killed $vgpr38 killed $vgpr39
                                        ; kill: killed $vgpr23 killed $vgpr24
                                        ; kill: killed $vgpr2 killed $vgpr3
                                        ; kill: killed $vgpr8 killed $vgpr9
                                        ; kill: killed $vgpr35 killed $vgpr36
                                        ; kill: killed $vgpr20 killed $vgpr21
                                        ; kill: killed $vgpr5 killed $vgpr6
                                        ; kill: killed $vgpr32 killed $vgpr33
                                        ; kill: killed $vgpr17 killed $vgpr18
                                        ; kill: killed $vgpr44 killed $vgpr45
                                        ; kill: killed $vgpr29 killed $vgpr30
                                        ; kill: killed $vgpr14 killed $vgpr15
	global_load_dword v2, v[46:47], off
	v_lshl_add_u32 v1, v0, 2, s8
	s_waitcnt vmcnt(14)
	ds_write2_b32 v1, v4, v7 offset1:16
	s_waitcnt vmcnt(12)
	ds_write2_b32 v1, v10, v13 offset0:32 offset1:48
	s_waitcnt vmcnt(10)
	ds_write2_b32 v1, v16, v19 offset0:64 offset1:80
	s_waitcnt vmcnt(8)
	ds_write2_b32 v1, v22, v25 offset0:96 offset1:112
	s_waitcnt vmcnt(6)
	ds_write2_b32 v1, v28, v31 offset0:128 offset1:144
	s_waitcnt vmcnt(4)
	ds_write2_b32 v1, v34, v37 offset0:160 offset1:176
	s_waitcnt vmcnt(2)
	ds_write2_b32 v1, v40, v43 offset0:192 offset1:208
	s_waitcnt vmcnt(0)
	ds_write2_b32 v1, v48, v2 offset0:224 offset1:240
	v_lshlrev_b32_e32 v2, 4, v0
	v_lshl_add_u32 v3, v0, 6, s8
	s_add_i32 s6, s8, 64
	v_mov_b32_e32 v4, 1
	v_mov_b32_e32 v5, 0
	s_mov_b32 s12, s8
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_2
.LBB0_1:                                ;   in Loop: Header=BB0_2 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_add_i32 s7, s7, 1
	s_add_i32 s15, s15, 1
	s_add_i32 s12, s12, 4
	s_add_i32 s6, s6, 64
	v_add_u16_e32 v5, 1, v5
	s_cmp_eq_u32 s7, 15
	v_add_u16_e32 v4, 1, v4
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc1 .LBB0_18
.LBB0_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_6 Depth 2
                                        ;     Child Loop BB0_9 Depth 2
                                        ;     Child Loop BB0_14 Depth 2
                                        ;     Child Loop BB0_17 Depth 2
	v_cmp_lt_u32_e64 s[0:1], s7, v0
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_11
; %bb.3:                                ;   in Loop: Header=BB0_2 Depth=1
	s_cmp_eq_u32 s7, 0
	v_add_u32_e32 v6, s7, v2
	s_cbranch_scc1 .LBB0_10
; %bb.4:                                ;   in Loop: Header=BB0_2 Depth=1
	v_lshl_add_u32 v7, v6, 2, s8
	ds_read_b32 v8, v7
	s_add_i32 s13, s7, -1
	s_cmp_lt_u32 s13, 7
	s_mov_b32 s13, 0
	s_cbranch_scc1 .LBB0_7
; %bb.5:                                ;   in Loop: Header=BB0_2 Depth=1
	s_and_b32 s14, s7, -8
	s_mov_b32 s13, 0
	v_mov_b32_e32 v9, s12
	v_mov_b32_e32 v10, v3
.LBB0_6:                                ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v11, v10
	ds_read_b32 v12, v9
	s_add_i32 s13, s13, 8
	s_cmp_eq_u32 s14, s13
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v11, v12, v8
	ds_write_b32 v7, v8
	ds_read_b32 v11, v10 offset:4
	ds_read_b32 v12, v9 offset:64
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v11, v12, v8
	ds_write_b32 v7, v8
	ds_read_b32 v11, v10 offset:8
	ds_read_b32 v12, v9 offset:128
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v11, v12, v8
	ds_write_b32 v7, v8
	ds_read_b32 v11, v10 offset:12
	ds_read_b32 v12, v9 offset:192
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v11, v12, v8
	ds_write_b32 v7, v8
	ds_read_b32 v11, v10 offset:16
	ds_read_b32 v12, v9 offset:256
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v11, v12, v8
	ds_write_b32 v7, v8
	ds_read_b32 v11, v10 offset:20
	ds_read_b32 v12, v9 offset:320
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v11, v12, v8
	ds_write_b32 v7, v8
	ds_read_b32 v11, v10 offset:24
	ds_read_b32 v12, v9 offset:384
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v11, v12, v8
	ds_write_b32 v7, v8
	ds_read_b32 v11, v10 offset:28
	ds_read_b32 v12, v9 offset:448
	v_add_u32_e32 v9, s11, v9
	v_add_u32_e32 v10, 32, v10
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v11, v12, v8
	ds_write_b32 v7, v8
	s_cbranch_scc0 .LBB0_6
.LBB0_7:                                ;   in Loop: Header=BB0_2 Depth=1
	s_and_b32 s14, s7, 7
	s_cmp_eq_u32 s14, 0
	s_cbranch_scc1 .LBB0_10
; %bb.8:                                ;   in Loop: Header=BB0_2 Depth=1
	v_and_b32_e32 v9, 7, v5
	s_lshl_b32 s14, s13, 6
	v_lshl_add_u32 v10, s13, 2, v3
.LBB0_9:                                ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_add_i32 s13, s12, s14
	v_mov_b32_e32 v12, s13
	ds_read_b32 v11, v10
	ds_read_b32 v12, v12
	v_add_u32_e32 v9, -1, v9
	v_cmp_ne_u32_e32 vcc, 0, v9
	s_add_i32 s14, s14, 64
	v_add_u32_e32 v10, 4, v10
	s_and_b64 vcc, exec, vcc
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v11, v12, v8
	ds_write_b32 v7, v8
	s_cbranch_vccnz .LBB0_9
.LBB0_10:                               ;   in Loop: Header=BB0_2 Depth=1
	s_mul_i32 s13, s7, 0x44
	s_add_i32 s13, s8, s13
	v_mov_b32_e32 v7, s13
	v_lshl_add_u32 v6, v6, 2, s8
	ds_read_b32 v7, v7
	s_waitcnt lgkmcnt(1)
	ds_read_b32 v8, v6
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v9, s[16:17], v7, v7, v8
	v_div_scale_f32 v10, vcc, v8, v7, v8
	v_rcp_f32_e32 v11, v9
	v_fma_f32 v12, -v9, v11, 1.0
	v_fma_f32 v11, v12, v11, v11
	v_mul_f32_e32 v12, v10, v11
	v_fma_f32 v13, -v9, v12, v10
	v_fma_f32 v12, v13, v11, v12
	v_fma_f32 v9, -v9, v12, v10
	v_div_fmas_f32 v9, v9, v11, v12
	v_div_fixup_f32 v7, v9, v7, v8
	ds_write_b32 v6, v7
.LBB0_11:                               ;   in Loop: Header=BB0_2 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_1
; %bb.12:                               ;   in Loop: Header=BB0_2 Depth=1
	v_lshl_add_u32 v6, s7, 6, v1
	ds_read_b32 v7, v6 offset:64
	s_cmp_lt_u32 s7, 7
	s_mov_b32 s0, 0
	s_cbranch_scc1 .LBB0_15
; %bb.13:                               ;   in Loop: Header=BB0_2 Depth=1
	s_and_b32 s1, s15, -8
	s_mov_b32 s0, 0
	v_mov_b32_e32 v8, s6
	v_mov_b32_e32 v9, v1
.LBB0_14:                               ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v10, v8
	ds_read_b32 v11, v9
	s_add_i32 s0, s0, 8
	s_cmp_lg_u32 s1, s0
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v10, v11, v7
	ds_write_b32 v6, v7 offset:64
	ds_read_b32 v10, v8 offset:4
	ds_read_b32 v11, v9 offset:64
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v10, v11, v7
	ds_write_b32 v6, v7 offset:64
	ds_read_b32 v10, v8 offset:8
	ds_read_b32 v11, v9 offset:128
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v10, v11, v7
	ds_write_b32 v6, v7 offset:64
	ds_read_b32 v10, v8 offset:12
	ds_read_b32 v11, v9 offset:192
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v10, v11, v7
	ds_write_b32 v6, v7 offset:64
	ds_read_b32 v10, v8 offset:16
	ds_read_b32 v11, v9 offset:256
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v10, v11, v7
	ds_write_b32 v6, v7 offset:64
	ds_read_b32 v10, v8 offset:20
	ds_read_b32 v11, v9 offset:320
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v10, v11, v7
	ds_write_b32 v6, v7 offset:64
	ds_read_b32 v10, v8 offset:24
	ds_read_b32 v11, v9 offset:384
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v10, v11, v7
	ds_write_b32 v6, v7 offset:64
	ds_read_b32 v10, v8 offset:28
	ds_read_b32 v11, v9 offset:448
	v_add_u32_e32 v8, 32, v8
	v_add_u32_e32 v9, s11, v9
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v10, v11, v7
	ds_write_b32 v6, v7 offset:64
	s_cbranch_scc1 .LBB0_14
.LBB0_15:                               ;   in Loop: Header=BB0_2 Depth=1
	s_and_b32 s1, s15, 7
	s_cmp_eq_u32 s1, 0
	s_cbranch_scc1 .LBB0_1
; %bb.16:                               ;   in Loop: Header=BB0_2 Depth=1
	v_and_b32_e32 v8, 7, v4
	s_lshl_b32 s1, s0, 2
	v_lshl_add_u32 v9, s0, 6, v1
.LBB0_17:                               ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_add_i32 s0, s6, s1
	v_mov_b32_e32 v11, s0
	ds_read_b32 v10, v9
	ds_read_b32 v11, v11
	v_add_u32_e32 v8, -1, v8
	v_cmp_ne_u32_e32 vcc, 0, v8
	s_add_i32 s1, s1, 4
	v_add_u32_e32 v9, 64, v9
	s_and_b64 vcc, exec, vcc
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v11, v10, v7
	ds_write_b32 v6, v7 offset:64
	s_cbranch_vccnz .LBB0_17
	s_branch .LBB0_1
.LBB0_18:
	s_add_i32 s0, s10, 1
	s_mul_i32 s0, s0, s9
	s_add_i32 s0, s0, s10
	v_add_u32_e32 v2, s0, v0
	v_ashrrev_i32_e32 v3, 31, v2
	ds_read2_b32 v[5:6], v1 offset0:16 offset1:32
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_mov_b32_e32 v7, s3
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v7, v4, vcc
	v_add_u32_e32 v2, s9, v2
	s_waitcnt lgkmcnt(0)
	global_store_dword v[3:4], v5, off
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_add_u32_e32 v2, s9, v2
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v7, v4, vcc
	global_store_dword v[3:4], v6, off
	v_ashrrev_i32_e32 v3, 31, v2
	ds_read2_b32 v[5:6], v1 offset0:48 offset1:64
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_add_u32_e32 v2, s9, v2
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v7, v4, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[3:4], v5, off
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_add_u32_e32 v2, s9, v2
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v7, v4, vcc
	global_store_dword v[3:4], v6, off
	v_ashrrev_i32_e32 v3, 31, v2
	ds_read2_b32 v[5:6], v1 offset0:80 offset1:96
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_add_u32_e32 v2, s9, v2
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v7, v4, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[3:4], v5, off
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_add_u32_e32 v2, s9, v2
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v7, v4, vcc
	global_store_dword v[3:4], v6, off
	v_ashrrev_i32_e32 v3, 31, v2
	ds_read2_b32 v[5:6], v1 offset0:112 offset1:128
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_add_u32_e32 v2, s9, v2
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v7, v4, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[3:4], v5, off
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_add_u32_e32 v2, s9, v2
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v7, v4, vcc
	global_store_dword v[3:4], v6, off
	v_ashrrev_i32_e32 v3, 31, v2
	ds_read2_b32 v[5:6], v1 offset0:144 offset1:160
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_add_u32_e32 v2, s9, v2
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v7, v4, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[3:4], v5, off
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_add_u32_e32 v2, s9, v2
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v7, v4, vcc
	global_store_dword v[3:4], v6, off
	v_ashrrev_i32_e32 v3, 31, v2
	ds_read2_b32 v[5:6], v1 offset0:176 offset1:192
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_add_u32_e32 v2, s9, v2
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v7, v4, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[3:4], v5, off
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_add_u32_e32 v2, s9, v2
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v7, v4, vcc
	global_store_dword v[3:4], v6, off
	v_ashrrev_i32_e32 v3, 31, v2
	ds_read2_b32 v[5:6], v1 offset0:208 offset1:224
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_add_u32_e32 v2, s9, v2
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v7, v4, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[3:4], v5, off
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_add_u32_e32 v0, s9, v2
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v7, v4, vcc
	global_store_dword v[3:4], v6, off
	ds_read_b32 v3, v1 offset:960
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_addc_co_u32_e32 v1, vcc, v7, v1, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v3, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel lud_diagonal
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
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
		.amdhsa_next_free_vgpr 49
		.amdhsa_next_free_sgpr 18
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
	.size	lud_diagonal, .Lfunc_end0-lud_diagonal
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2552
; NumSgprs: 20
; NumVgprs: 49
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 12
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 49
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	lud_internal            ; -- Begin function lud_internal
	.globl	lud_internal
	.p2align	8
	.type	lud_internal,@function
lud_internal:                           ; @lud_internal
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x8
	s_load_dwordx2 s[8:9], s[4:5], 0x0
	s_lshl_b32 s4, s7, 4
	s_lshl_b32 s5, s6, 4
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, s3, v1
	v_mul_lo_u32 v2, v4, s2
	v_add3_u32 v4, v4, s4, 16
	s_add_i32 s5, s3, s5
	v_mul_lo_u32 v8, v4, s2
	v_add3_u32 v6, s5, 16, v0
	v_add_u32_e32 v2, v6, v2
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add3_u32 v4, v8, v0, s3
	v_ashrrev_i32_e32 v5, 31, v4
	v_mov_b32_e32 v7, s9
	v_add_co_u32_e32 v2, vcc, s8, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_addc_co_u32_e32 v3, vcc, v7, v3, vcc
	v_add_co_u32_e32 v4, vcc, s8, v4
	v_addc_co_u32_e32 v5, vcc, v7, v5, vcc
	global_load_dword v10, v[2:3], off
	global_load_dword v11, v[4:5], off
	v_lshlrev_b32_e32 v2, 4, v1
	v_add_lshl_u32 v2, v2, v0, 2
	v_add_u32_e32 v4, s0, v2
	v_add_u32_e32 v5, s1, v2
	v_add_u32_e32 v2, v6, v8
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_lshl_add_u32 v18, v0, 2, s0
	v_add_co_u32_e32 v8, vcc, s8, v2
	v_addc_co_u32_e32 v9, vcc, v7, v3, vcc
	v_lshl_add_u32 v17, v1, 6, s1
	s_waitcnt vmcnt(1)
	ds_write_b32 v4, v10
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v11
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	global_load_dword v16, v[8:9], off
	ds_read2_b32 v[10:11], v18 offset1:16
	ds_read2_b64 v[0:3], v17 offset1:1
	ds_read2_b32 v[12:13], v18 offset0:32 offset1:48
	ds_read2_b64 v[4:7], v17 offset0:2 offset1:3
	ds_read2_b32 v[14:15], v18 offset0:64 offset1:80
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v0, v0, v10, 0
	v_fma_f32 v0, v1, v11, v0
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v0, v2, v12, v0
	v_fma_f32 v0, v3, v13, v0
	ds_read2_b32 v[10:11], v18 offset0:96 offset1:112
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v0, v4, v14, v0
	v_fma_f32 v4, v5, v15, v0
	ds_read2_b32 v[12:13], v18 offset0:128 offset1:144
	ds_read2_b64 v[0:3], v17 offset0:4 offset1:5
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v4, v6, v10, v4
	v_fma_f32 v14, v7, v11, v4
	ds_read2_b32 v[10:11], v18 offset0:160 offset1:176
	ds_read2_b64 v[4:7], v17 offset0:6 offset1:7
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v0, v0, v12, v14
	ds_read2_b32 v[14:15], v18 offset0:192 offset1:208
	v_fma_f32 v12, v1, v13, v0
	ds_read2_b32 v[0:1], v18 offset0:224 offset1:240
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v2, v2, v10, v12
	v_fma_f32 v2, v3, v11, v2
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v2, v4, v14, v2
	v_fma_f32 v2, v5, v15, v2
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v0, v6, v0, v2
	v_fma_f32 v0, v7, v1, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v16, v0
	global_store_dword v[8:9], v0, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel lud_internal
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 19
		.amdhsa_next_free_sgpr 10
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
.Lfunc_end1:
	.size	lud_internal, .Lfunc_end1-lud_internal
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 584
; NumSgprs: 12
; NumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 19
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         8
        .pointee_align:  1
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         12
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           lud_diagonal
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         lud_diagonal.kd
    .vgpr_count:     49
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         8
        .pointee_align:  1
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  local
        .offset:         12
        .pointee_align:  1
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           lud_internal
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         lud_internal.kd
    .vgpr_count:     19
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
