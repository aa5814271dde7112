	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.protected	lud_diagonal            ; -- Begin function lud_diagonal
	.globl	lud_diagonal
	.p2align	8
	.type	lud_diagonal,@function
lud_diagonal:                           ; @lud_diagonal
; %bb.0:
	s_clause 0x1
	s_load_dwordx4 s[8:11], s[4:5], 0x8
	s_load_dwordx2 s[2:3], s[4:5], 0x0
	s_mov_b32 s1, 0
	s_mov_b32 s4, 1
	s_movk_i32 s5, 0x200
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s0, s10, s9
	s_add_i32 s6, s8, 64
	v_add3_u32 v1, s0, s10, v0
	s_mov_b32 s7, s8
	v_add_nc_u32_e32 v3, s9, v1
	v_ashrrev_i32_e32 v2, 31, v1
	v_add_nc_u32_e32 v5, s9, v3
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_nc_u32_e32 v7, s9, v5
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_add_co_u32 v1, vcc_lo, s2, v1
	v_add_nc_u32_e32 v9, s9, v7
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_add_co_ci_u32_e32 v2, vcc_lo, s3, v2, vcc_lo
	v_add_nc_u32_e32 v11, s9, v9
	v_ashrrev_i32_e32 v10, 31, v9
	v_add_co_u32 v3, vcc_lo, s2, v3
	v_lshlrev_b64 v[7:8], 2, v[7:8]
	v_add_nc_u32_e32 v13, s9, v11
	v_ashrrev_i32_e32 v12, 31, v11
	v_add_co_ci_u32_e32 v4, vcc_lo, s3, v4, vcc_lo
	v_add_co_u32 v5, vcc_lo, s2, v5
	v_add_nc_u32_e32 v15, s9, v13
	v_lshlrev_b64 v[9:10], 2, v[9:10]
	v_ashrrev_i32_e32 v14, 31, v13
	v_add_co_ci_u32_e32 v6, vcc_lo, s3, v6, vcc_lo
	v_add_nc_u32_e32 v17, s9, v15
	v_add_co_u32 v7, vcc_lo, s2, v7
	v_lshlrev_b64 v[11:12], 2, v[11:12]
	v_ashrrev_i32_e32 v16, 31, v15
	v_add_nc_u32_e32 v19, s9, v17
	v_add_co_ci_u32_e32 v8, vcc_lo, s3, v8, vcc_lo
	v_add_co_u32 v9, vcc_lo, s2, v9
	v_lshlrev_b64 v[13:14], 2, v[13:14]
	v_add_nc_u32_e32 v21, s9, v19
	v_add_co_ci_u32_e32 v10, vcc_lo, s3, v10, vcc_lo
	v_add_co_u32 v11, vcc_lo, s2, v11
	v_lshlrev_b64 v[15:16], 2, v[15:16]
	v_add_co_ci_u32_e32 v12, vcc_lo, s3, v12, vcc_lo
	v_add_co_u32 v13, vcc_lo, s2, v13
	v_add_nc_u32_e32 v23, s9, v21
	v_add_co_ci_u32_e32 v14, vcc_lo, s3, v14, vcc_lo
	v_add_co_u32 v15, vcc_lo, s2, v15
	v_ashrrev_i32_e32 v18, 31, v17
	v_add_co_ci_u32_e32 v16, vcc_lo, s3, v16, vcc_lo
	s_clause 0x7
	global_load_dword v25, v[1:2], off
	global_load_dword v26, v[3:4], off
	global_load_dword v27, v[5:6], off
	global_load_dword v28, v[7:8], off
	global_load_dword v29, v[9:10], off
	global_load_dword v30, v[11:12], off
	global_load_dword v31, v[13:14], off
	global_load_dword v32, v[15:16], off
	v_add_nc_u32_e32 v5, s9, v23
	v_ashrrev_i32_e32 v20, 31, v19
	v_lshlrev_b64 v[17:18], 2, v[17:18]
	v_ashrrev_i32_e32 v22, 31, v21
	v_ashrrev_i32_e32 v24, 31, v23
	v_add_nc_u32_e32 v11, s9, v5
	v_lshlrev_b64 v[19:20], 2, v[19:20]
	v_ashrrev_i32_e32 v6, 31, v5
	v_add_co_u32 v1, vcc_lo, s2, v17
	v_lshlrev_b64 v[3:4], 2, v[21:22]
	v_add_nc_u32_e32 v13, s9, v11
	v_add_co_ci_u32_e32 v2, vcc_lo, s3, v18, vcc_lo
	v_add_co_u32 v7, vcc_lo, s2, v19
	v_lshlrev_b64 v[9:10], 2, v[23:24]
	v_ashrrev_i32_e32 v12, 31, v11
	v_add_co_ci_u32_e32 v8, vcc_lo, s3, v20, vcc_lo
	v_add_nc_u32_e32 v15, s9, v13
	v_add_co_u32 v3, vcc_lo, s2, v3
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_ashrrev_i32_e32 v14, 31, v13
	v_add_co_ci_u32_e32 v4, vcc_lo, s3, v4, vcc_lo
	v_add_co_u32 v9, vcc_lo, s2, v9
	v_lshlrev_b64 v[11:12], 2, v[11:12]
	v_ashrrev_i32_e32 v16, 31, v15
	v_add_co_ci_u32_e32 v10, vcc_lo, s3, v10, vcc_lo
	v_add_co_u32 v5, vcc_lo, s2, v5
	v_lshlrev_b64 v[13:14], 2, v[13:14]
	v_add_co_ci_u32_e32 v6, vcc_lo, s3, v6, vcc_lo
	v_add_co_u32 v11, vcc_lo, s2, v11
	v_lshlrev_b64 v[15:16], 2, v[15:16]
	v_add_co_ci_u32_e32 v12, vcc_lo, s3, v12, vcc_lo
	v_add_co_u32 v13, vcc_lo, s2, v13
	v_add_co_ci_u32_e32 v14, vcc_lo, s3, v14, vcc_lo
	v_add_co_u32 v15, vcc_lo, s2, v15
	v_add_co_ci_u32_e32 v16, vcc_lo, s3, v16, vcc_lo
	s_clause 0x7
	global_load_dword v17, v[1:2], off
	global_load_dword v18, v[7:8], off
	global_load_dword v19, v[3:4], off
	global_load_dword v20, v[9:10], off
	global_load_dword v21, v[5:6], off
	global_load_dword v22, v[11:12], off
	global_load_dword v23, v[13:14], off
	global_load_dword v24, v[15:16], off
	v_mov_b32_e32 v2, 1
	v_mov_b32_e32 v3, 0
	v_lshl_add_u32 v1, v0, 2, s8
	v_lshlrev_b32_e32 v4, 4, v0
	v_lshl_add_u32 v5, v0, 6, s8
	s_waitcnt vmcnt(14)
	ds_write2_b32 v1, v25, v26 offset1:16
	s_waitcnt vmcnt(12)
	ds_write2_b32 v1, v27, v28 offset0:32 offset1:48
	s_waitcnt vmcnt(10)
	ds_write2_b32 v1, v29, v30 offset0:64 offset1:80
	s_waitcnt vmcnt(8)
	ds_write2_b32 v1, v31, v32 offset0:96 offset1:112
	s_waitcnt vmcnt(6)
	ds_write2_b32 v1, v17, v18 offset0:128 offset1:144
	s_waitcnt vmcnt(4)
	ds_write2_b32 v1, v19, v20 offset0:160 offset1:176
	s_waitcnt vmcnt(2)
	ds_write2_b32 v1, v21, v22 offset0:192 offset1:208
	s_waitcnt vmcnt(0)
	ds_write2_b32 v1, v23, v24 offset0:224 offset1:240
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_branch .LBB0_2
.LBB0_1:                                ;   in Loop: Header=BB0_2 Depth=1
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s11
	v_add_nc_u16 v3, v3, 1
	v_add_nc_u16 v2, v2, 1
	s_add_i32 s1, s1, 1
	s_add_i32 s4, s4, 1
	s_add_i32 s7, s7, 4
	s_add_i32 s6, s6, 64
	s_cmp_eq_u32 s1, 15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_18
.LBB0_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_6 Depth 2
                                        ;     Child Loop BB0_9 Depth 2
                                        ;     Child Loop BB0_14 Depth 2
                                        ;     Child Loop BB0_17 Depth 2
	v_cmp_lt_u32_e64 s0, s1, v0
	s_and_saveexec_b32 s11, s0
	s_cbranch_execz .LBB0_11
; %bb.3:                                ;   in Loop: Header=BB0_2 Depth=1
	v_add_nc_u32_e32 v6, s1, v4
	s_cmp_eq_u32 s1, 0
	s_cbranch_scc1 .LBB0_10
; %bb.4:                                ;   in Loop: Header=BB0_2 Depth=1
	v_lshl_add_u32 v7, v6, 2, s8
	s_add_i32 s12, s1, -1
	s_cmp_lt_u32 s12, 7
	s_mov_b32 s12, 0
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v8, v7
	s_cbranch_scc1 .LBB0_7
; %bb.5:                                ;   in Loop: Header=BB0_2 Depth=1
	v_mov_b32_e32 v9, s7
	v_mov_b32_e32 v10, v5
	s_and_b32 s13, s1, -8
	s_mov_b32 s12, 0
.LBB0_6:                                ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v11, v10
	ds_read_b32 v12, v9
	s_add_i32 s12, s12, 8
	s_cmp_eq_u32 s13, s12
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
	v_add_nc_u32_e32 v9, s5, v9
	v_add_nc_u32_e32 v10, 32, v10
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v11, v12, v8
	ds_write_b32 v7, v8
	s_cbranch_scc0 .LBB0_6
.LBB0_7:                                ;   in Loop: Header=BB0_2 Depth=1
	s_and_b32 s13, s1, 7
	s_cmp_eq_u32 s13, 0
	s_cbranch_scc1 .LBB0_10
; %bb.8:                                ;   in Loop: Header=BB0_2 Depth=1
	v_and_b32_e32 v9, 7, v3
	v_lshl_add_u32 v10, s12, 2, v5
	s_lshl_b32 s12, s12, 6
.LBB0_9:                                ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_add_i32 s13, s7, s12
	v_add_nc_u32_e32 v9, -1, v9
	v_mov_b32_e32 v11, s13
	s_add_i32 s12, s12, 64
	ds_read_b32 v12, v10
	ds_read_b32 v11, v11
	v_cmp_ne_u32_e32 vcc_lo, 0, v9
	v_add_nc_u32_e32 v10, 4, v10
	s_and_b32 vcc_lo, exec_lo, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v12, v11, v8
	ds_write_b32 v7, v8
	s_cbranch_vccnz .LBB0_9
.LBB0_10:                               ;   in Loop: Header=BB0_2 Depth=1
	s_mul_i32 s12, s1, 0x44
	v_lshl_add_u32 v6, v6, 2, s8
	s_add_i32 s12, s8, s12
	v_mov_b32_e32 v7, s12
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v7, v7
	s_waitcnt lgkmcnt(1)
	ds_read_b32 v8, v6
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v9, s12, v7, v7, v8
	v_rcp_f32_e32 v10, v9
	v_fma_f32 v11, -v9, v10, 1.0
	v_fmac_f32_e32 v10, v11, v10
	v_div_scale_f32 v11, vcc_lo, v8, v7, v8
	v_mul_f32_e32 v12, v11, v10
	v_fma_f32 v13, -v9, v12, v11
	v_fmac_f32_e32 v12, v13, v10
	v_fma_f32 v9, -v9, v12, v11
	v_div_fmas_f32 v9, v9, v10, v12
	v_div_fixup_f32 v7, v9, v7, v8
	ds_write_b32 v6, v7
.LBB0_11:                               ;   in Loop: Header=BB0_2 Depth=1
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s0
	s_cbranch_execz .LBB0_1
; %bb.12:                               ;   in Loop: Header=BB0_2 Depth=1
	v_lshl_add_u32 v6, s1, 6, v1
	s_cmp_lt_u32 s1, 7
	s_mov_b32 s0, 0
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v7, v6 offset:64
	s_cbranch_scc1 .LBB0_15
; %bb.13:                               ;   in Loop: Header=BB0_2 Depth=1
	v_mov_b32_e32 v8, s6
	v_mov_b32_e32 v9, v1
	s_and_b32 s12, s4, -8
	s_mov_b32 s0, 0
.LBB0_14:                               ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v10, v8
	ds_read_b32 v11, v9
	s_add_i32 s0, s0, 8
	s_cmp_lg_u32 s12, s0
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
	v_add_nc_u32_e32 v8, 32, v8
	v_add_nc_u32_e32 v9, s5, v9
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v10, v11, v7
	ds_write_b32 v6, v7 offset:64
	s_cbranch_scc1 .LBB0_14
.LBB0_15:                               ;   in Loop: Header=BB0_2 Depth=1
	s_and_b32 s12, s4, 7
	s_cmp_eq_u32 s12, 0
	s_cbranch_scc1 .LBB0_1
; %bb.16:                               ;   in Loop: Header=BB0_2 Depth=1
	v_and_b32_e32 v8, 7, v2
	v_lshl_add_u32 v9, s0, 6, v1
	s_lshl_b32 s0, s0, 2
.LBB0_17:                               ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_add_i32 s12, s6, s0
	v_add_nc_u32_e32 v8, -1, v8
	v_mov_b32_e32 v10, s12
	s_add_i32 s0, s0, 4
	ds_read_b32 v11, v9
	ds_read_b32 v10, v10
	v_cmp_ne_u32_e32 vcc_lo, 0, v8
	v_add_nc_u32_e32 v9, 64, v9
	s_and_b32 vcc_lo, exec_lo, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v10, v11, v7
	ds_write_b32 v6, v7 offset:64
	s_cbranch_vccnz .LBB0_17
	s_branch .LBB0_1
.LBB0_18:
	s_add_i32 s0, s10, 1
	s_waitcnt_vscnt null, 0x0
	ds_read2_b32 v[4:5], v1 offset0:16 offset1:32
	s_mul_i32 s0, s0, s9
	ds_read2_b32 v[10:11], v1 offset0:48 offset1:64
	v_add3_u32 v2, s0, s10, v0
	ds_read2_b32 v[12:13], v1 offset0:80 offset1:96
	v_add_nc_u32_e32 v6, s9, v2
	v_ashrrev_i32_e32 v3, 31, v2
	v_add_nc_u32_e32 v8, s9, v6
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v9, 31, v8
	v_add_nc_u32_e32 v14, s9, v8
	v_add_co_u32 v2, vcc_lo, s2, v2
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_ci_u32_e32 v3, vcc_lo, s3, v3, vcc_lo
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_add_nc_u32_e32 v16, s9, v14
	v_ashrrev_i32_e32 v15, 31, v14
	s_waitcnt lgkmcnt(2)
	global_store_dword v[2:3], v4, off
	v_add_co_u32 v2, vcc_lo, s2, v6
	v_add_co_ci_u32_e32 v3, vcc_lo, s3, v7, vcc_lo
	v_ashrrev_i32_e32 v17, 31, v16
	v_add_co_u32 v6, vcc_lo, s2, v8
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v9, vcc_lo
	v_lshlrev_b64 v[8:9], 2, v[14:15]
	v_add_nc_u32_e32 v4, s9, v16
	global_store_dword v[2:3], v5, off
	v_lshlrev_b64 v[2:3], 2, v[16:17]
	s_waitcnt lgkmcnt(1)
	global_store_dword v[6:7], v10, off
	ds_read2_b32 v[14:15], v1 offset0:112 offset1:128
	v_add_co_u32 v6, vcc_lo, s2, v8
	v_ashrrev_i32_e32 v5, 31, v4
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v9, vcc_lo
	v_add_nc_u32_e32 v8, s9, v4
	v_add_co_u32 v2, vcc_lo, s2, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s3, v3, vcc_lo
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_ashrrev_i32_e32 v9, 31, v8
	global_store_dword v[6:7], v11, off
	s_waitcnt lgkmcnt(1)
	global_store_dword v[2:3], v12, off
	v_add_nc_u32_e32 v6, s9, v8
	v_lshlrev_b64 v[2:3], 2, v[8:9]
	v_add_co_u32 v4, vcc_lo, s2, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, s3, v5, vcc_lo
	v_add_nc_u32_e32 v8, s9, v6
	v_add_co_u32 v2, vcc_lo, s2, v2
	global_store_dword v[4:5], v13, off
	v_add_co_ci_u32_e32 v3, vcc_lo, s3, v3, vcc_lo
	v_add_nc_u32_e32 v4, s9, v8
	v_ashrrev_i32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v7, 31, v6
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v14, off
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[2:3], 2, v[8:9]
	ds_read2_b32 v[8:9], v1 offset0:144 offset1:160
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_lshlrev_b64 v[10:11], 2, v[4:5]
	v_add_nc_u32_e32 v4, s9, v4
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_ashrrev_i32_e32 v5, 31, v4
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	v_add_nc_u32_e32 v12, s9, v4
	v_add_co_u32 v2, vcc_lo, s2, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s3, v3, vcc_lo
	v_add_co_u32 v10, vcc_lo, s2, v10
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	global_store_dword v[6:7], v15, off
	v_add_nc_u32_e32 v6, s9, v12
	v_add_co_ci_u32_e32 v11, vcc_lo, s3, v11, vcc_lo
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v8, off
	global_store_dword v[10:11], v9, off
	v_add_co_u32 v2, vcc_lo, s2, v4
	v_add_nc_u32_e32 v4, s9, v6
	v_ashrrev_i32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v7, 31, v6
	ds_read2_b32 v[8:9], v1 offset0:176 offset1:192
	v_add_co_ci_u32_e32 v3, vcc_lo, s3, v5, vcc_lo
	v_add_nc_u32_e32 v0, s9, v4
	v_lshlrev_b64 v[10:11], 2, v[12:13]
	ds_read2_b32 v[12:13], v1 offset0:208 offset1:224
	v_ashrrev_i32_e32 v5, 31, v4
	ds_read_b32 v14, v1 offset:960
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_ashrrev_i32_e32 v1, 31, v0
	v_add_co_u32 v10, vcc_lo, s2, v10
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_ci_u32_e32 v11, vcc_lo, s3, v11, vcc_lo
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	v_add_co_u32 v4, vcc_lo, s2, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, s3, v5, vcc_lo
	v_add_co_u32 v0, vcc_lo, s2, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s3, v1, vcc_lo
	s_waitcnt lgkmcnt(2)
	global_store_dword v[2:3], v8, off
	global_store_dword v[10:11], v9, off
	s_waitcnt lgkmcnt(1)
	global_store_dword v[6:7], v12, off
	global_store_dword v[4:5], v13, off
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v14, off
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
		.amdhsa_wavefront_size32 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 33
		.amdhsa_next_free_sgpr 14
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
	.size	lud_diagonal, .Lfunc_end0-lud_diagonal
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2972
; NumSgprs: 16
; NumVgprs: 33
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 33
; Occupancy: 20
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
	s_lshl_b32 s7, s7, 4
	s_lshl_b32 s6, s6, 4
	s_load_dwordx2 s[4:5], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v2, s3, v1
	s_add_i32 s6, s3, s6
	v_lshl_add_u32 v17, v0, 2, s0
	v_add3_u32 v6, s6, 16, v0
	v_lshl_add_u32 v18, v1, 6, s1
	v_add3_u32 v3, v2, s7, 16
	v_mul_lo_u32 v2, v2, s2
	v_mul_lo_u32 v7, v3, s2
	v_add_nc_u32_e32 v2, v6, v2
	v_add3_u32 v4, v7, v0, s3
	v_ashrrev_i32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32 v2, vcc_lo, s4, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s5, v3, vcc_lo
	v_add_co_u32 v4, vcc_lo, s4, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, s5, v5, vcc_lo
	s_clause 0x1
	global_load_dword v8, v[2:3], off
	global_load_dword v9, v[4:5], off
	v_add_nc_u32_e32 v2, v6, v7
	v_lshlrev_b32_e32 v4, 4, v1
	v_ashrrev_i32_e32 v3, 31, v2
	v_add_lshl_u32 v4, v4, v0, 2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_nc_u32_e32 v5, s0, v4
	v_add_nc_u32_e32 v4, s1, v4
	s_waitcnt vmcnt(1)
	ds_write_b32 v5, v8
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v9
	v_add_co_u32 v2, vcc_lo, s4, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s5, v3, vcc_lo
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	global_load_dword v16, v[2:3], off
	ds_read2_b32 v[0:1], v17 offset1:16
	ds_read2_b32 v[4:5], v18 offset1:1
	ds_read2_b32 v[6:7], v17 offset0:32 offset1:48
	ds_read2_b32 v[8:9], v18 offset0:2 offset1:3
	ds_read2_b32 v[10:11], v18 offset0:4 offset1:5
	ds_read2_b32 v[12:13], v18 offset0:6 offset1:7
	ds_read2_b32 v[14:15], v17 offset0:64 offset1:80
	s_waitcnt lgkmcnt(5)
	v_fma_f32 v19, v4, v0, 0
	v_fmac_f32_e32 v19, v5, v1
	ds_read2_b32 v[0:1], v17 offset0:96 offset1:112
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v19, v8, v6
	v_fmac_f32_e32 v19, v9, v7
	ds_read2_b32 v[4:5], v17 offset0:128 offset1:144
	ds_read2_b32 v[6:7], v18 offset0:8 offset1:9
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v19, v10, v14
	v_fmac_f32_e32 v19, v11, v15
	ds_read2_b32 v[8:9], v17 offset0:160 offset1:176
	ds_read2_b32 v[10:11], v18 offset0:10 offset1:11
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v19, v12, v0
	v_fmac_f32_e32 v19, v13, v1
	ds_read2_b32 v[0:1], v18 offset0:12 offset1:13
	ds_read2_b32 v[12:13], v18 offset0:14 offset1:15
	ds_read2_b32 v[14:15], v17 offset0:192 offset1:208
	s_waitcnt lgkmcnt(5)
	v_fmac_f32_e32 v19, v6, v4
	v_fmac_f32_e32 v19, v7, v5
	ds_read2_b32 v[4:5], v17 offset0:224 offset1:240
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v19, v10, v8
	v_fmac_f32_e32 v19, v11, v9
	s_waitcnt lgkmcnt(1)
	v_fmac_f32_e32 v19, v0, v14
	v_fmac_f32_e32 v19, v1, v15
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v19, v12, v4
	v_fmac_f32_e32 v19, v13, v5
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v16, v19
	global_store_dword v[2:3], v0, off
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
		.amdhsa_wavefront_size32 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 8
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
.Lfunc_end1:
	.size	lud_internal, .Lfunc_end1-lud_internal
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 544
; NumSgprs: 10
; NumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 20
; Occupancy: 20
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         lud_diagonal.kd
    .vgpr_count:     33
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         lud_internal.kd
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
