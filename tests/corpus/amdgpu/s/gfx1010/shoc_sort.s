	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.protected	sort_reduce             ; -- Begin function sort_reduce
	.globl	sort_reduce
	.p2align	8
	.type	sort_reduce,@function
sort_reduce:                            ; @sort_reduce
; %bb.0:
	s_clause 0x1
	s_load_dword s0, s[4:5], 0x4
	s_load_dword s1, s[4:5], 0xc
	s_load_dwordx4 s[28:31], s[6:7], 0x10
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s31, 0
	s_and_b32 s34, s0, 0xffff
	s_add_u32 s0, s1, s34
	s_addc_u32 s1, 0, 0
	s_add_u32 s2, s0, -1
	s_addc_u32 s1, s1, -1
	s_mov_b32 s0, s31
	s_cmp_lg_u64 s[0:1], 0
	s_cbranch_scc0 .LBB0_26
; %bb.1:
	v_cvt_f32_u32_e32 v1, s34
	s_sub_u32 s0, 0, s34
	s_subb_u32 s3, 0, s31
	v_mac_f32_e64 v1, 0, 0x4f800000
	v_rcp_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x5f7ffffc, v1
	v_mul_f32_e32 v2, 0x2f800000, v1
	v_trunc_f32_e32 v2, v2
	v_mac_f32_e32 v1, 0xcf800000, v2
	v_cvt_u32_f32_e32 v2, v2
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v3, s0, v2
	v_mul_hi_u32 v4, s0, v1
	v_mul_lo_u32 v5, s3, v1
	v_add_nc_u32_e32 v3, v4, v3
	v_mul_lo_u32 v4, s0, v1
	v_add_nc_u32_e32 v3, v3, v5
	v_mul_hi_u32 v5, v1, v4
	v_mul_lo_u32 v6, v1, v3
	v_mul_hi_u32 v7, v1, v3
	v_mul_hi_u32 v8, v2, v4
	v_mul_lo_u32 v4, v2, v4
	v_mul_hi_u32 v9, v2, v3
	v_mul_lo_u32 v3, v2, v3
	v_add_co_u32 v5, vcc_lo, v5, v6
	v_add_co_ci_u32_e32 v6, vcc_lo, 0, v7, vcc_lo
	v_add_co_u32 v4, vcc_lo, v5, v4
	v_add_co_ci_u32_e32 v4, vcc_lo, v6, v8, vcc_lo
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v9, vcc_lo
	v_add_co_u32 v3, vcc_lo, v4, v3
	v_add_co_ci_u32_e32 v4, vcc_lo, 0, v5, vcc_lo
	v_add_co_u32 v1, vcc_lo, v1, v3
	v_add_co_ci_u32_e32 v2, vcc_lo, v2, v4, vcc_lo
	v_mul_hi_u32 v3, s0, v1
	v_mul_lo_u32 v5, s3, v1
	v_mul_lo_u32 v4, s0, v2
	v_add_nc_u32_e32 v3, v3, v4
	v_mul_lo_u32 v4, s0, v1
	v_add_nc_u32_e32 v3, v3, v5
	v_mul_hi_u32 v5, v1, v4
	v_mul_lo_u32 v6, v1, v3
	v_mul_hi_u32 v7, v1, v3
	v_mul_hi_u32 v8, v2, v4
	v_mul_lo_u32 v4, v2, v4
	v_mul_hi_u32 v9, v2, v3
	v_mul_lo_u32 v3, v2, v3
	v_add_co_u32 v5, vcc_lo, v5, v6
	v_add_co_ci_u32_e32 v6, vcc_lo, 0, v7, vcc_lo
	v_add_co_u32 v4, vcc_lo, v5, v4
	v_add_co_ci_u32_e32 v4, vcc_lo, v6, v8, vcc_lo
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v9, vcc_lo
	v_add_co_u32 v3, vcc_lo, v4, v3
	v_add_co_ci_u32_e32 v4, vcc_lo, 0, v5, vcc_lo
	v_add_co_u32 v1, vcc_lo, v1, v3
	v_add_co_ci_u32_e32 v2, vcc_lo, v2, v4, vcc_lo
	v_mul_hi_u32 v3, s2, v1
	v_mul_hi_u32 v6, s1, v1
	v_mul_lo_u32 v4, s2, v2
	v_mul_hi_u32 v5, s2, v2
	v_mul_lo_u32 v1, s1, v1
	v_mul_hi_u32 v7, s1, v2
	v_mul_lo_u32 v2, s1, v2
	v_add_co_u32 v3, vcc_lo, v3, v4
	v_add_co_ci_u32_e32 v4, vcc_lo, 0, v5, vcc_lo
	v_add_co_u32 v1, vcc_lo, v3, v1
	v_add_co_ci_u32_e32 v1, vcc_lo, v4, v6, vcc_lo
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v7, vcc_lo
	v_add_co_u32 v1, vcc_lo, v1, v2
	v_add_co_ci_u32_e32 v2, vcc_lo, 0, v3, vcc_lo
	v_mul_hi_u32 v3, s34, v1
	v_mul_lo_u32 v5, s34, v1
	v_mul_lo_u32 v4, s34, v2
	v_add_nc_u32_e32 v3, v3, v4
	v_sub_co_u32 v4, vcc_lo, s2, v5
	v_sub_co_ci_u32_e32 v3, vcc_lo, s1, v3, vcc_lo
	v_sub_co_u32 v5, vcc_lo, v4, s34
	v_subrev_co_ci_u32_e32 v6, vcc_lo, 0, v3, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s34, v5
	v_cmp_eq_u32_e64 s0, 0, v3
	v_cndmask_b32_e64 v5, 0, -1, vcc_lo
	v_add_co_u32 v7, vcc_lo, v1, 2
	v_add_co_ci_u32_e32 v8, vcc_lo, 0, v2, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s34, v4
	v_cndmask_b32_e64 v4, 0, -1, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v6
	v_cndmask_b32_e64 v3, -1, v4, s0
	v_cndmask_b32_e32 v5, -1, v5, vcc_lo
	v_add_co_u32 v6, vcc_lo, v1, 1
	v_add_co_ci_u32_e32 v9, vcc_lo, 0, v2, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 0, v5
	s_mov_b32 s0, s31
	v_cndmask_b32_e32 v4, v9, v8, vcc_lo
	v_cndmask_b32_e32 v5, v6, v7, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v18, v2, v4, vcc_lo
	v_cndmask_b32_e32 v17, v1, v5, vcc_lo
	s_andn2_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_3
.LBB0_2:
	v_cvt_f32_u32_e32 v1, s34
	s_sub_i32 s0, 0, s34
	v_mov_b32_e32 v18, 0
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v2, s0, v1
	v_mul_hi_u32 v2, v1, v2
	v_add_nc_u32_e32 v1, v1, v2
	v_mul_hi_u32 v1, s2, v1
	v_mul_lo_u32 v2, v1, s34
	v_add_nc_u32_e32 v3, 1, v1
	v_sub_nc_u32_e32 v2, s2, v2
	v_subrev_nc_u32_e32 v4, s34, v2
	v_cmp_le_u32_e32 vcc_lo, s34, v2
	v_cndmask_b32_e32 v1, v1, v3, vcc_lo
	v_cndmask_b32_e32 v2, v2, v4, vcc_lo
	v_add_nc_u32_e32 v3, 1, v1
	v_cmp_le_u32_e32 vcc_lo, s34, v2
	v_cndmask_b32_e32 v17, v1, v3, vcc_lo
.LBB0_3:
	s_ashr_i32 s0, s28, 31
	v_mov_b32_e32 v1, 0
	s_lshr_b32 s0, s0, 30
	s_add_i32 s0, s28, s0
	s_ashr_i32 s2, s0, 2
	s_ashr_i32 s1, s2, 31
	v_or_b32_e32 v2, s1, v18
	v_cmp_ne_u64_e32 vcc_lo, 0, v[1:2]
	s_and_b32 vcc_lo, exec_lo, vcc_lo
	s_cbranch_vccz .LBB0_27
; %bb.4:
	v_cvt_f32_u32_e32 v1, v17
	v_cvt_f32_u32_e32 v2, v18
	v_sub_co_u32 v3, vcc_lo, 0, v17
	v_sub_co_ci_u32_e32 v4, vcc_lo, 0, v18, vcc_lo
	v_mac_f32_e32 v1, 0x4f800000, v2
	v_rcp_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x5f7ffffc, v1
	v_mul_f32_e32 v2, 0x2f800000, v1
	v_trunc_f32_e32 v2, v2
	v_mac_f32_e32 v1, 0xcf800000, v2
	v_cvt_u32_f32_e32 v2, v2
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v5, v3, v2
	v_mul_hi_u32 v6, v3, v1
	v_mul_lo_u32 v7, v4, v1
	v_add_nc_u32_e32 v5, v6, v5
	v_mul_lo_u32 v6, v3, v1
	v_add_nc_u32_e32 v5, v5, v7
	v_mul_hi_u32 v7, v1, v6
	v_mul_lo_u32 v8, v1, v5
	v_mul_hi_u32 v9, v1, v5
	v_mul_hi_u32 v10, v2, v6
	v_mul_lo_u32 v6, v2, v6
	v_mul_hi_u32 v11, v2, v5
	v_mul_lo_u32 v5, v2, v5
	v_add_co_u32 v7, vcc_lo, v7, v8
	v_add_co_ci_u32_e32 v8, vcc_lo, 0, v9, vcc_lo
	v_add_co_u32 v6, vcc_lo, v7, v6
	v_add_co_ci_u32_e32 v6, vcc_lo, v8, v10, vcc_lo
	v_add_co_ci_u32_e32 v7, vcc_lo, 0, v11, vcc_lo
	v_add_co_u32 v5, vcc_lo, v6, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, 0, v7, vcc_lo
	v_add_co_u32 v1, vcc_lo, v1, v5
	v_add_co_ci_u32_e32 v2, vcc_lo, v2, v6, vcc_lo
	v_mul_hi_u32 v5, v3, v1
	v_mul_lo_u32 v4, v4, v1
	v_mul_lo_u32 v6, v3, v2
	v_mul_lo_u32 v3, v3, v1
	v_add_nc_u32_e32 v5, v5, v6
	v_mul_hi_u32 v8, v2, v3
	v_add_nc_u32_e32 v4, v5, v4
	v_mul_hi_u32 v5, v1, v3
	v_mul_lo_u32 v3, v2, v3
	v_mul_lo_u32 v6, v1, v4
	v_mul_hi_u32 v7, v1, v4
	v_mul_hi_u32 v9, v2, v4
	v_mul_lo_u32 v4, v2, v4
	v_add_co_u32 v5, vcc_lo, v5, v6
	v_add_co_ci_u32_e32 v6, vcc_lo, 0, v7, vcc_lo
	v_add_co_u32 v3, vcc_lo, v5, v3
	v_add_co_ci_u32_e32 v3, vcc_lo, v6, v8, vcc_lo
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v9, vcc_lo
	v_add_co_u32 v3, vcc_lo, v3, v4
	v_add_co_ci_u32_e32 v4, vcc_lo, 0, v5, vcc_lo
	v_add_co_u32 v1, vcc_lo, v1, v3
	v_add_co_ci_u32_e32 v2, vcc_lo, v2, v4, vcc_lo
	v_mul_hi_u32 v3, s2, v1
	v_mul_hi_u32 v6, s1, v1
	v_mul_lo_u32 v4, s2, v2
	v_mul_hi_u32 v5, s2, v2
	v_mul_lo_u32 v1, s1, v1
	v_mul_hi_u32 v7, s1, v2
	v_mul_lo_u32 v2, s1, v2
	v_add_co_u32 v3, vcc_lo, v3, v4
	v_add_co_ci_u32_e32 v4, vcc_lo, 0, v5, vcc_lo
	v_add_co_u32 v1, vcc_lo, v3, v1
	v_add_co_ci_u32_e32 v1, vcc_lo, v4, v6, vcc_lo
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v7, vcc_lo
	v_add_co_u32 v1, vcc_lo, v1, v2
	v_add_co_ci_u32_e32 v2, vcc_lo, 0, v3, vcc_lo
	v_mul_hi_u32 v3, v17, v1
	v_mul_lo_u32 v4, v18, v1
	v_mul_lo_u32 v2, v17, v2
	v_add_co_u32 v5, s0, v1, 2
	v_add_nc_u32_e32 v2, v3, v2
	v_mul_lo_u32 v3, v17, v1
	v_add_nc_u32_e32 v2, v2, v4
	v_sub_co_u32 v3, vcc_lo, s2, v3
	v_sub_nc_u32_e32 v4, s1, v2
	v_sub_co_ci_u32_e64 v4, s0, v4, v18, vcc_lo
	v_sub_co_u32 v6, s0, v3, v17
	v_sub_co_ci_u32_e32 v2, vcc_lo, s1, v2, vcc_lo
	v_subrev_co_ci_u32_e64 v4, s0, 0, v4, s0
	v_cmp_ge_u32_e32 vcc_lo, v6, v17
	v_cndmask_b32_e64 v6, 0, -1, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v4, v18
	v_cndmask_b32_e64 v7, 0, -1, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v3, v17
	v_cndmask_b32_e64 v3, 0, -1, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v2, v18
	v_cndmask_b32_e64 v8, 0, -1, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, v4, v18
	v_cndmask_b32_e32 v4, v7, v6, vcc_lo
	v_add_co_u32 v6, vcc_lo, v1, 1
	v_cmp_eq_u32_e32 vcc_lo, v2, v18
	v_cndmask_b32_e32 v2, v8, v3, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 0, v4
	v_cndmask_b32_e32 v3, v6, v5, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 0, v2
	v_cndmask_b32_e32 v1, v1, v3, vcc_lo
	s_cbranch_execnz .LBB0_6
.LBB0_5:
	v_cvt_f32_u32_e32 v1, v17
	v_sub_nc_u32_e32 v2, 0, v17
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v2, v2, v1
	v_mul_hi_u32 v2, v1, v2
	v_add_nc_u32_e32 v1, v1, v2
	v_mul_hi_u32 v1, s2, v1
	v_mul_lo_u32 v2, v1, v17
	v_add_nc_u32_e32 v3, 1, v1
	v_sub_nc_u32_e32 v2, s2, v2
	v_sub_nc_u32_e32 v4, v2, v17
	v_cmp_ge_u32_e32 vcc_lo, v2, v17
	v_cndmask_b32_e32 v1, v1, v3, vcc_lo
	v_cndmask_b32_e32 v2, v2, v4, vcc_lo
	v_add_nc_u32_e32 v3, 1, v1
	v_cmp_ge_u32_e32 vcc_lo, v2, v17
	v_cndmask_b32_e32 v1, v1, v3, vcc_lo
.LBB0_6:
	v_lshlrev_b32_e32 v3, 2, v1
	v_add_co_u32 v1, vcc_lo, v17, -1
	v_add_co_ci_u32_e32 v2, vcc_lo, -1, v18, vcc_lo
	v_mul_lo_u32 v4, v3, s8
	s_load_dwordx4 s[36:39], s[6:7], 0x0
	s_mov_b32 s9, 0
	v_cmp_eq_u64_e32 vcc_lo, s[8:9], v[1:2]
	s_mov_b32 s12, s9
	s_mov_b32 s13, s9
	s_mov_b32 s14, s9
	v_add_nc_u32_e32 v3, v4, v3
	v_add_nc_u32_e32 v19, v4, v0
	s_mov_b32 s15, s9
	s_mov_b32 s16, s9
	s_mov_b32 s17, s9
	v_cndmask_b32_e64 v21, v3, s28, vcc_lo
	s_mov_b32 s18, s9
	s_mov_b32 s19, s9
	s_mov_b32 s20, s9
	s_mov_b32 s21, s9
	s_mov_b32 s22, s9
	s_mov_b32 s23, s9
	s_mov_b32 s24, s9
	s_mov_b32 s25, s9
	s_mov_b32 s26, s9
	s_mov_b32 s27, s9
	v_mov_b32_e32 v1, s12
	v_mov_b32_e32 v2, s13
	v_mov_b32_e32 v3, s14
	v_mov_b32_e32 v4, s15
	v_mov_b32_e32 v5, s16
	v_mov_b32_e32 v6, s17
	v_mov_b32_e32 v7, s18
	v_mov_b32_e32 v8, s19
	v_mov_b32_e32 v9, s20
	v_mov_b32_e32 v10, s21
	v_mov_b32_e32 v11, s22
	v_mov_b32_e32 v12, s23
	v_mov_b32_e32 v13, s24
	v_mov_b32_e32 v14, s25
	v_mov_b32_e32 v15, s26
	v_mov_b32_e32 v16, s27
	v_cmp_lt_i32_e32 vcc_lo, v19, v21
	s_and_saveexec_b32 s28, vcc_lo
	s_cbranch_execz .LBB0_10
; %bb.7:
	v_mov_b32_e32 v1, s12
	v_mov_b32_e32 v2, s13
	v_mov_b32_e32 v3, s14
	v_mov_b32_e32 v4, s15
	v_mov_b32_e32 v5, s16
	v_mov_b32_e32 v6, s17
	v_mov_b32_e32 v7, s18
	v_mov_b32_e32 v8, s19
	v_mov_b32_e32 v9, s20
	v_mov_b32_e32 v10, s21
	v_mov_b32_e32 v11, s22
	v_mov_b32_e32 v12, s23
	v_mov_b32_e32 v13, s24
	v_mov_b32_e32 v14, s25
	v_mov_b32_e32 v15, s26
	v_mov_b32_e32 v16, s27
	s_and_b32 s19, s30, 31
	s_mov_b32 s18, s9
.LBB0_8:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v20, 31, v19
	v_lshlrev_b64 v[22:23], 2, v[19:20]
	v_add_nc_u32_e32 v19, s34, v19
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v22, vcc_lo, s36, v22
	v_add_co_ci_u32_e32 v23, vcc_lo, s37, v23, vcc_lo
	v_cmp_ge_i32_e32 vcc_lo, v19, v21
	global_load_dword v20, v[22:23], off
	s_or_b32 s18, vcc_lo, s18
	s_waitcnt vmcnt(0)
	v_bfe_u32 v20, v20, s19, 4
	v_cmp_eq_u32_e64 s0, 1, v20
	v_cmp_eq_u32_e64 s1, 2, v20
	v_cmp_eq_u32_e64 s2, 3, v20
	v_cmp_eq_u32_e64 s3, 4, v20
	v_cmp_eq_u32_e64 s4, 5, v20
	v_cndmask_b32_e64 v22, v1, v2, s0
	v_cmp_eq_u32_e64 s5, 6, v20
	v_cmp_eq_u32_e64 s6, 7, v20
	v_cmp_eq_u32_e64 s7, 8, v20
	v_cmp_eq_u32_e64 s10, 9, v20
	v_cndmask_b32_e64 v22, v22, v3, s1
	v_cmp_eq_u32_e64 s11, 10, v20
	v_cmp_eq_u32_e64 s12, 11, v20
	v_cmp_eq_u32_e64 s13, 12, v20
	v_cmp_eq_u32_e64 s14, 13, v20
	v_cndmask_b32_e64 v22, v22, v4, s2
	v_cmp_eq_u32_e64 s15, 14, v20
	v_cmp_eq_u32_e64 s16, 15, v20
	v_cmp_eq_u32_e64 s17, 0, v20
	v_cndmask_b32_e64 v22, v22, v5, s3
	v_cndmask_b32_e64 v22, v22, v6, s4
	v_cndmask_b32_e64 v22, v22, v7, s5
	v_cndmask_b32_e64 v22, v22, v8, s6
	v_cndmask_b32_e64 v22, v22, v9, s7
	v_cndmask_b32_e64 v22, v22, v10, s10
	v_cndmask_b32_e64 v22, v22, v11, s11
	v_cndmask_b32_e64 v22, v22, v12, s12
	v_cndmask_b32_e64 v22, v22, v13, s13
	v_cndmask_b32_e64 v22, v22, v14, s14
	v_cndmask_b32_e64 v22, v22, v15, s15
	v_cndmask_b32_e64 v22, v22, v16, s16
	v_add_nc_u32_e32 v22, 1, v22
	v_cndmask_b32_e64 v16, v16, v22, s16
	v_cndmask_b32_e64 v15, v15, v22, s15
	v_cndmask_b32_e64 v14, v14, v22, s14
	v_cndmask_b32_e64 v13, v13, v22, s13
	v_cndmask_b32_e64 v12, v12, v22, s12
	v_cndmask_b32_e64 v11, v11, v22, s11
	v_cndmask_b32_e64 v10, v10, v22, s10
	v_cndmask_b32_e64 v9, v9, v22, s7
	v_cndmask_b32_e64 v8, v8, v22, s6
	v_cndmask_b32_e64 v7, v7, v22, s5
	v_cndmask_b32_e64 v6, v6, v22, s4
	v_cndmask_b32_e64 v5, v5, v22, s3
	v_cndmask_b32_e64 v4, v4, v22, s2
	v_cndmask_b32_e64 v3, v3, v22, s1
	v_cndmask_b32_e64 v2, v2, v22, s0
	v_cndmask_b32_e64 v1, v1, v22, s17
	s_andn2_b32 exec_lo, exec_lo, s18
	s_cbranch_execnz .LBB0_8
; %bb.9:
	s_or_b32 exec_lo, exec_lo, s18
.LBB0_10:
	s_or_b32 exec_lo, exec_lo, s28
	v_alignbit_b32 v19, s31, s34, 1
	v_lshl_add_u32 v20, v0, 2, s29
	v_cmp_eq_u32_e64 s0, 0, v0
	s_mov_b32 s2, 0
	v_cmp_ne_u32_e64 s1, 0, v19
	s_branch .LBB0_12
.LBB0_11:                               ;   in Loop: Header=BB0_12 Depth=1
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s4
	s_add_i32 s2, s2, 2
	s_cmp_eq_u32 s2, 16
	s_cbranch_scc1 .LBB0_25
.LBB0_12:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_14 Depth 2
                                        ;     Child Loop BB0_23 Depth 2
	s_mov_b32 m0, s2
	v_mov_b32_e32 v21, v19
	v_movrels_b32_e32 v22, v1
	s_andn2_b32 vcc_lo, exec_lo, s1
	s_waitcnt_vscnt null, 0x0
	ds_write_b32 v20, v22
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_branch .LBB0_14
.LBB0_13:                               ;   in Loop: Header=BB0_14 Depth=2
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s3
	v_lshrrev_b32_e32 v22, 1, v21
	v_cmp_gt_u32_e32 vcc_lo, 2, v21
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_mov_b32_e32 v21, v22
	s_and_b32 vcc_lo, exec_lo, vcc_lo
.LBB0_14:                               ;   Parent Loop BB0_12 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_cbranch_vccnz .LBB0_17
; %bb.15:                               ;   in Loop: Header=BB0_14 Depth=2
	v_cmp_gt_u32_e32 vcc_lo, v21, v0
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execz .LBB0_13
; %bb.16:                               ;   in Loop: Header=BB0_14 Depth=2
	v_lshl_add_u32 v22, v21, 2, v20
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v22, v22
	ds_read_b32 v23, v20
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v22, v23, v22
	ds_write_b32 v20, v22
	s_branch .LBB0_13
.LBB0_17:                               ;   in Loop: Header=BB0_12 Depth=1
	s_and_saveexec_b32 s3, s0
	s_cbranch_execz .LBB0_19
; %bb.18:                               ;   in Loop: Header=BB0_12 Depth=1
	v_mul_lo_u32 v21, v18, s2
	v_mul_hi_u32 v22, v17, s2
	v_mul_lo_u32 v23, v17, s2
	v_mov_b32_e32 v24, s29
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v24, v24
	v_add_nc_u32_e32 v22, v22, v21
	v_add_co_u32 v21, vcc_lo, v23, s8
	v_add_co_ci_u32_e32 v22, vcc_lo, s9, v22, vcc_lo
	v_lshlrev_b64 v[21:22], 2, v[21:22]
	v_add_co_u32 v21, vcc_lo, s38, v21
	v_add_co_ci_u32_e32 v22, vcc_lo, s39, v22, vcc_lo
	s_waitcnt lgkmcnt(0)
	global_store_dword v[21:22], v24, off
.LBB0_19:                               ;   in Loop: Header=BB0_12 Depth=1
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s3
	s_or_b32 s3, s2, 1
	v_mov_b32_e32 v21, v19
	s_mov_b32 m0, s3
	s_andn2_b32 vcc_lo, exec_lo, s1
	v_movrels_b32_e32 v22, v1
	s_waitcnt_vscnt null, 0x0
	ds_write_b32 v20, v22
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_cbranch_vccz .LBB0_23
.LBB0_20:                               ;   in Loop: Header=BB0_12 Depth=1
	s_and_saveexec_b32 s4, s0
	s_cbranch_execz .LBB0_11
; %bb.21:                               ;   in Loop: Header=BB0_12 Depth=1
	v_mul_lo_u32 v21, v18, s3
	v_mul_hi_u32 v22, v17, s3
	v_mul_lo_u32 v23, v17, s3
	v_mov_b32_e32 v24, s29
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v24, v24
	v_add_nc_u32_e32 v22, v22, v21
	v_add_co_u32 v21, vcc_lo, v23, s8
	v_add_co_ci_u32_e32 v22, vcc_lo, s9, v22, vcc_lo
	v_lshlrev_b64 v[21:22], 2, v[21:22]
	v_add_co_u32 v21, vcc_lo, s38, v21
	v_add_co_ci_u32_e32 v22, vcc_lo, s39, v22, vcc_lo
	s_waitcnt lgkmcnt(0)
	global_store_dword v[21:22], v24, off
	s_branch .LBB0_11
.LBB0_22:                               ;   in Loop: Header=BB0_23 Depth=2
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s4
	v_lshrrev_b32_e32 v22, 1, v21
	v_cmp_lt_u32_e32 vcc_lo, 1, v21
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	v_mov_b32_e32 v21, v22
	s_and_b32 vcc_lo, exec_lo, vcc_lo
	s_cbranch_vccz .LBB0_20
.LBB0_23:                               ;   Parent Loop BB0_12 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_cmp_gt_u32_e32 vcc_lo, v21, v0
	s_and_saveexec_b32 s4, vcc_lo
	s_cbranch_execz .LBB0_22
; %bb.24:                               ;   in Loop: Header=BB0_23 Depth=2
	v_lshl_add_u32 v22, v21, 2, v20
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v22, v22
	ds_read_b32 v23, v20
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v22, v23, v22
	ds_write_b32 v20, v22
	s_branch .LBB0_22
.LBB0_25:
	s_endpgm
.LBB0_26:
                                        ; implicit-def: $vgpr17_vgpr18
	s_branch .LBB0_2
.LBB0_27:
                                        ; implicit-def: $vgpr1_vgpr2
	s_branch .LBB0_5
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel sort_reduce
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 25
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
	.size	sort_reduce, .Lfunc_end0-sort_reduce
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 3348
; NumSgprs: 42
; NumVgprs: 25
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 25
; Occupancy: 20
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	sort_histogram_atomic   ; -- Begin function sort_histogram_atomic
	.globl	sort_histogram_atomic
	.p2align	8
	.type	sort_histogram_atomic,@function
sort_histogram_atomic:                  ; @sort_histogram_atomic
; %bb.0:
	s_load_dwordx2 s[2:3], s[6:7], 0x10
	v_cmp_gt_u32_e32 vcc_lo, 16, v0
	v_lshlrev_b32_e32 v5, 2, v0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_mov_b32_e32 v1, 0
	ds_write_b32 v5, v1
.LBB1_2:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s0
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[2:3], s0, s0, s8, v[0:1]
	v_cmp_gt_i32_e64 s0, s2, v2
	s_and_saveexec_b32 s6, s0
	s_cbranch_execz .LBB1_5
; %bb.3:
	s_load_dword s4, s[4:5], 0xc
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v6, 1
	s_and_b32 s3, s3, 31
	s_mov_b32 s1, 0
.LBB1_4:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v4, v2
	v_ashrrev_i64 v[7:8], 30, v[3:4]
	v_add_co_u32 v7, s0, s12, v7
	v_add_co_ci_u32_e64 v8, s0, s13, v8, s0
	s_waitcnt_vscnt null, 0x0
	global_load_dword v4, v[7:8], off
	s_waitcnt vmcnt(0)
	v_bfe_u32 v4, v4, s3, 4
	v_lshlrev_b32_e32 v4, 2, v4
	ds_add_u32 v4, v6
	v_ashrrev_i32_e32 v4, 31, v2
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, s0, v2, s4
	v_cmp_le_i32_e64 s0, s2, v2
	s_or_b32 s1, s0, s1
	s_andn2_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB1_4
.LBB1_5:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB1_7
; %bb.6:
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v2, v5
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32 v0, vcc_lo, s14, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s15, v1, vcc_lo
	s_waitcnt lgkmcnt(0)
	global_atomic_add v[0:1], v2, off
.LBB1_7:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel sort_histogram_atomic
		.amdhsa_group_segment_fixed_size 64
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 16
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
	.size	sort_histogram_atomic, .Lfunc_end1-sort_histogram_atomic
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 396
; NumSgprs: 18
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 64 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 9
; Occupancy: 20
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
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
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  local
        .offset:         20
        .pointee_align:  1
        .size:           4
        .type_name:      'uint*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           sort_reduce
    .private_segment_fixed_size: 0
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         sort_reduce.kd
    .vgpr_count:     25
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 64
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           sort_histogram_atomic
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         sort_histogram_atomic.kd
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
