	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.protected	opencl_cutoff_potential_lattice ; -- Begin function opencl_cutoff_potential_lattice
	.globl	opencl_cutoff_potential_lattice
	.p2align	8
	.type	opencl_cutoff_potential_lattice,@function
opencl_cutoff_potential_lattice:        ; @opencl_cutoff_potential_lattice
; %bb.0:
	s_load_dwordx4 s[12:15], s[6:7], 0x30
	s_load_dword s0, s[4:5], 0x4
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v7, 0
	s_mov_b32 s23, 0
	s_waitcnt lgkmcnt(0)
	s_load_dword s3, s[12:13], 0x0
	s_clause 0x1
	s_load_dwordx2 s[10:11], s[6:7], 0x20
	s_load_dword s24, s[6:7], 0x28
	s_load_dwordx2 s[20:21], s[4:5], 0xc
	s_lshr_b32 s26, s0, 16
	s_and_b32 s25, s0, 0xffff
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s3, 1
	s_cbranch_scc1 .LBB0_14
; %bb.1:
	s_load_dwordx4 s[16:19], s[6:7], 0x10
	v_mad_u32_u24 v3, s26, v2, v1
	v_lshlrev_b32_e32 v4, 1, v2
	s_clause 0x1
	s_load_dwordx2 s[4:5], s[6:7], 0x0
	s_load_dwordx2 s[12:13], s[6:7], 0x8
	v_lshl_add_u32 v5, s8, 3, v0
	v_lshl_add_u32 v6, s9, 3, v1
	v_mul_lo_u32 v3, v3, s25
	v_lshl_add_u32 v4, s24, 3, v4
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s19, 0x6f800000
	v_cvt_f32_i32_e32 v7, v5
	v_cvt_f32_i32_e32 v8, v6
	v_ashrrev_i32_e32 v10, 2, v5
	v_ashrrev_i32_e32 v11, 2, v6
	v_ashrrev_i32_e32 v12, 2, v4
	v_add_nc_u32_e32 v9, v0, v3
	v_cvt_f32_i32_e32 v3, v4
	s_mov_b32 s27, 0x2f800000
	s_mov_b32 s22, s23
	v_cmp_gt_i32_e64 s0, 8, v9
	v_lshlrev_b32_e32 v13, 4, v9
	v_mul_f32_e32 v14, s16, v7
	v_mul_f32_e32 v15, s16, v8
	v_mul_f32_e32 v16, s16, v3
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v7, 0
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_add_i32 s22, s22, 1
	s_cmp_eq_u32 s22, s3
	s_cbranch_scc1 .LBB0_14
.LBB0_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_6 Depth 2
	s_lshl_b64 s[6:7], s[22:23], 2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_add_u32 s6, s14, s6
	s_addc_u32 s7, s15, s7
	s_barrier 
	s_load_dword s1, s[6:7], 0x0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_b32 s2, s1, 7
	s_bfe_u32 s6, s1, 0x30003
	v_add_nc_u32_e32 v4, s2, v10
	v_add_nc_u32_e32 v5, s6, v11
	s_bfe_u32 s1, s1, 0x30006
	v_add_nc_u32_e32 v3, s1, v12
	v_cmp_lt_i32_e32 vcc_lo, 2, v4
	v_add_nc_u32_e32 v4, -3, v4
	v_cmp_lt_i32_e64 s1, 2, v5
	v_add_nc_u32_e32 v5, -3, v5
	v_cmp_lt_i32_e64 s2, 2, v3
	s_and_b32 s6, s0, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, s4, v4
	s_and_b32 s6, s6, s1
	v_cmp_gt_i32_e64 s1, s5, v5
	s_and_b32 s2, s6, s2
	s_and_b32 s2, s2, vcc_lo
	s_and_b32 s2, s2, s1
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_5
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	v_add_nc_u32_e32 v3, -3, v3
	v_mul_lo_u32 v3, v3, s5
	v_add_nc_u32_e32 v3, v3, v5
	v_mul_lo_u32 v3, v3, s4
	v_add_nc_u32_e32 v3, v3, v4
	v_lshl_add_u32 v3, v3, 3, v9
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 4, v[3:4]
	v_add_co_u32 v3, vcc_lo, s12, v3
	v_add_co_ci_u32_e32 v4, vcc_lo, s13, v4, vcc_lo
	global_load_dwordx4 v[3:6], v[3:4], off
	s_waitcnt vmcnt(0)
	ds_write_b128 v13, v[3:6]
.LBB0_5:                                ;   in Loop: Header=BB0_3 Depth=1
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s1
	s_mov_b32 s2, 0
	s_mov_b32 s6, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
.LBB0_6:                                ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_mov_b32_e32 v3, s2
	ds_read_b128 v[3:6], v3
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s1, 0, v6
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB0_12
; %bb.7:                                ;   in Loop: Header=BB0_6 Depth=2
	v_sub_f32_e32 v4, v4, v15
	v_sub_f32_e32 v17, v3, v14
	v_mul_f32_e32 v3, v4, v4
	v_sub_f32_e32 v4, v5, v16
	v_fmac_f32_e32 v3, v17, v17
	v_fma_f32 v5, v4, v4, v3
	v_cmp_gt_f32_e32 vcc_lo, s17, v5
	s_and_saveexec_b32 s7, vcc_lo
; %bb.8:                                ;   in Loop: Header=BB0_6 Depth=2
	v_sqrt_f32_e32 v17, v5
	v_fma_f32 v5, -v5, s18, 1.0
	v_cmp_gt_f32_e64 s28, |v17|, s19
	v_cndmask_b32_e64 v18, 1.0, s27, s28
	v_mul_f32_e32 v17, v17, v18
	v_rcp_f32_e32 v17, v17
	v_mul_f32_e32 v17, v18, v17
	v_mul_f32_e32 v17, v6, v17
	v_mul_f32_e32 v17, v5, v17
	v_fmac_f32_e32 v8, v17, v5
; %bb.9:                                ;   in Loop: Header=BB0_6 Depth=2
	s_or_b32 exec_lo, exec_lo, s7
	v_subrev_f32_e32 v4, s16, v4
	v_fmac_f32_e32 v3, v4, v4
	v_cmp_gt_f32_e32 vcc_lo, s17, v3
	s_and_saveexec_b32 s7, vcc_lo
; %bb.10:                               ;   in Loop: Header=BB0_6 Depth=2
	v_sqrt_f32_e32 v4, v3
	v_fma_f32 v3, -v3, s18, 1.0
	v_cmp_gt_f32_e64 s28, |v4|, s19
	v_cndmask_b32_e64 v5, 1.0, s27, s28
	v_mul_f32_e32 v4, v4, v5
	v_rcp_f32_e32 v4, v4
	v_mul_f32_e32 v4, v5, v4
	v_mul_f32_e32 v4, v6, v4
	v_mul_f32_e32 v4, v3, v4
	v_fmac_f32_e32 v7, v4, v3
; %bb.11:                               ;   in Loop: Header=BB0_6 Depth=2
	s_or_b32 exec_lo, exec_lo, s7
.LBB0_12:                               ;   in Loop: Header=BB0_6 Depth=2
	s_add_i32 s7, s6, 1
	s_xor_b32 s1, s1, -1
	s_cmp_lt_u32 s6, 7
	s_cselect_b32 s6, -1, 0
	s_add_i32 s2, s2, 16
	s_and_b32 s1, s1, s6
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB0_2
; %bb.13:                               ;   in Loop: Header=BB0_6 Depth=2
	s_mov_b32 s6, s7
	s_branch .LBB0_6
.LBB0_14:
	s_mov_b32 s0, s21
	s_add_u32 s0, s26, s21
	s_addc_u32 s3, 0, 0
	s_add_u32 s1, s0, -1
	s_mov_b32 s2, 0
	s_addc_u32 s3, s3, -1
	s_cmp_lg_u64 s[2:3], 0
	s_cbranch_scc0 .LBB0_21
; %bb.15:
	v_cvt_f32_u32_e32 v3, s26
	s_sub_u32 s0, 0, s26
	s_subb_u32 s4, 0, 0
	v_mac_f32_e64 v3, 0, 0x4f800000
	v_rcp_f32_e32 v3, v3
	v_mul_f32_e32 v3, 0x5f7ffffc, v3
	v_mul_f32_e32 v4, 0x2f800000, v3
	v_trunc_f32_e32 v4, v4
	v_mac_f32_e32 v3, 0xcf800000, v4
	v_cvt_u32_f32_e32 v4, v4
	v_cvt_u32_f32_e32 v3, v3
	v_mul_lo_u32 v5, s0, v4
	v_mul_hi_u32 v6, s0, v3
	v_mul_lo_u32 v9, s4, v3
	v_add_nc_u32_e32 v5, v6, v5
	v_mul_lo_u32 v6, s0, v3
	v_add_nc_u32_e32 v5, v5, v9
	v_mul_hi_u32 v9, v3, v6
	v_mul_lo_u32 v10, v3, v5
	v_mul_hi_u32 v11, v3, v5
	v_mul_hi_u32 v12, v4, v6
	v_mul_lo_u32 v6, v4, v6
	v_mul_hi_u32 v13, v4, v5
	v_mul_lo_u32 v5, v4, v5
	v_add_co_u32 v9, vcc_lo, v9, v10
	v_add_co_ci_u32_e32 v10, vcc_lo, 0, v11, vcc_lo
	v_add_co_u32 v6, vcc_lo, v9, v6
	v_add_co_ci_u32_e32 v6, vcc_lo, v10, v12, vcc_lo
	v_add_co_ci_u32_e32 v9, vcc_lo, 0, v13, vcc_lo
	v_add_co_u32 v5, vcc_lo, v6, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, 0, v9, vcc_lo
	v_add_co_u32 v3, vcc_lo, v3, v5
	v_add_co_ci_u32_e32 v4, vcc_lo, v4, v6, vcc_lo
	v_mul_hi_u32 v5, s0, v3
	v_mul_lo_u32 v9, s4, v3
	v_mul_lo_u32 v6, s0, v4
	v_add_nc_u32_e32 v5, v5, v6
	v_mul_lo_u32 v6, s0, v3
	v_add_nc_u32_e32 v5, v5, v9
	v_mul_hi_u32 v9, v3, v6
	v_mul_lo_u32 v10, v3, v5
	v_mul_hi_u32 v11, v3, v5
	v_mul_hi_u32 v12, v4, v6
	v_mul_lo_u32 v6, v4, v6
	v_mul_hi_u32 v13, v4, v5
	v_mul_lo_u32 v5, v4, v5
	v_add_co_u32 v9, vcc_lo, v9, v10
	v_add_co_ci_u32_e32 v10, vcc_lo, 0, v11, vcc_lo
	v_add_co_u32 v6, vcc_lo, v9, v6
	v_add_co_ci_u32_e32 v6, vcc_lo, v10, v12, vcc_lo
	v_add_co_ci_u32_e32 v9, vcc_lo, 0, v13, vcc_lo
	v_add_co_u32 v5, vcc_lo, v6, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, 0, v9, vcc_lo
	v_add_co_u32 v3, vcc_lo, v3, v5
	v_add_co_ci_u32_e32 v4, vcc_lo, v4, v6, vcc_lo
	v_mul_hi_u32 v5, s1, v3
	v_mul_hi_u32 v10, s3, v3
	v_mul_lo_u32 v6, s1, v4
	v_mul_hi_u32 v9, s1, v4
	v_mul_lo_u32 v3, s3, v3
	v_mul_hi_u32 v11, s3, v4
	v_mul_lo_u32 v4, s3, v4
	v_add_co_u32 v5, vcc_lo, v5, v6
	v_add_co_ci_u32_e32 v6, vcc_lo, 0, v9, vcc_lo
	v_add_co_u32 v3, vcc_lo, v5, v3
	v_add_co_ci_u32_e32 v3, vcc_lo, v6, v10, vcc_lo
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v11, vcc_lo
	v_add_co_u32 v3, vcc_lo, v3, v4
	v_add_co_ci_u32_e32 v4, vcc_lo, 0, v5, vcc_lo
	v_mul_hi_u32 v5, s26, v3
	v_mul_lo_u32 v9, s26, v3
	v_mul_lo_u32 v6, s26, v4
	v_add_nc_u32_e32 v5, v5, v6
	v_sub_co_u32 v6, vcc_lo, s1, v9
	v_sub_co_ci_u32_e32 v5, vcc_lo, s3, v5, vcc_lo
	v_sub_co_u32 v9, vcc_lo, v6, s26
	v_subrev_co_ci_u32_e32 v10, vcc_lo, 0, v5, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s26, v9
	v_cmp_eq_u32_e64 s0, 0, v5
	v_cndmask_b32_e64 v9, 0, -1, vcc_lo
	v_add_co_u32 v11, vcc_lo, v3, 2
	v_add_co_ci_u32_e32 v12, vcc_lo, 0, v4, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s26, v6
	v_cndmask_b32_e64 v6, 0, -1, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v10
	v_cndmask_b32_e64 v5, -1, v6, s0
	v_cndmask_b32_e32 v9, -1, v9, vcc_lo
	v_add_co_u32 v10, vcc_lo, v3, 1
	v_add_co_ci_u32_e32 v13, vcc_lo, 0, v4, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 0, v9
	v_cndmask_b32_e32 v6, v13, v12, vcc_lo
	v_cndmask_b32_e32 v9, v10, v11, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 0, v5
	v_cndmask_b32_e32 v4, v4, v6, vcc_lo
	v_cndmask_b32_e32 v3, v3, v9, vcc_lo
	s_andn2_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccnz .LBB0_17
.LBB0_16:
	v_cvt_f32_u32_e32 v3, s26
	s_sub_i32 s0, 0, s26
	v_rcp_iflag_f32_e32 v3, v3
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v3, v3
	v_mul_lo_u32 v4, s0, v3
	v_mul_hi_u32 v4, v3, v4
	v_add_nc_u32_e32 v3, v3, v4
	v_mul_hi_u32 v3, s1, v3
	v_mul_lo_u32 v4, v3, s26
	v_add_nc_u32_e32 v5, 1, v3
	v_sub_nc_u32_e32 v4, s1, v4
	v_subrev_nc_u32_e32 v6, s26, v4
	v_cmp_le_u32_e32 vcc_lo, s26, v4
	v_cndmask_b32_e32 v3, v3, v5, vcc_lo
	v_cndmask_b32_e32 v4, v4, v6, vcc_lo
	v_add_nc_u32_e32 v5, 1, v3
	v_cmp_le_u32_e32 vcc_lo, s26, v4
	v_mov_b32_e32 v4, 0
	v_cndmask_b32_e32 v3, v3, v5, vcc_lo
.LBB0_17:
	s_add_u32 s0, s25, s20
	s_addc_u32 s3, 0, 0
	s_add_u32 s1, s0, -1
	s_mov_b32 s2, 0
	s_addc_u32 s3, s3, -1
	s_cmp_lg_u64 s[2:3], 0
	s_cbranch_scc0 .LBB0_22
; %bb.18:
	v_cvt_f32_u32_e32 v5, s25
	s_sub_u32 s0, 0, s25
	s_subb_u32 s4, 0, 0
	v_mac_f32_e64 v5, 0, 0x4f800000
	v_rcp_f32_e32 v5, v5
	v_mul_f32_e32 v5, 0x5f7ffffc, v5
	v_mul_f32_e32 v6, 0x2f800000, v5
	v_trunc_f32_e32 v6, v6
	v_mac_f32_e32 v5, 0xcf800000, v6
	v_cvt_u32_f32_e32 v6, v6
	v_cvt_u32_f32_e32 v5, v5
	v_mul_lo_u32 v9, s0, v6
	v_mul_hi_u32 v10, s0, v5
	v_mul_lo_u32 v11, s4, v5
	v_add_nc_u32_e32 v9, v10, v9
	v_mul_lo_u32 v10, s0, v5
	v_add_nc_u32_e32 v9, v9, v11
	v_mul_hi_u32 v11, v5, v10
	v_mul_lo_u32 v12, v5, v9
	v_mul_hi_u32 v13, v5, v9
	v_mul_hi_u32 v14, v6, v10
	v_mul_lo_u32 v10, v6, v10
	v_mul_hi_u32 v15, v6, v9
	v_mul_lo_u32 v9, v6, v9
	v_add_co_u32 v11, vcc_lo, v11, v12
	v_add_co_ci_u32_e32 v12, vcc_lo, 0, v13, vcc_lo
	v_add_co_u32 v10, vcc_lo, v11, v10
	v_add_co_ci_u32_e32 v10, vcc_lo, v12, v14, vcc_lo
	v_add_co_ci_u32_e32 v11, vcc_lo, 0, v15, vcc_lo
	v_add_co_u32 v9, vcc_lo, v10, v9
	v_add_co_ci_u32_e32 v10, vcc_lo, 0, v11, vcc_lo
	v_add_co_u32 v5, vcc_lo, v5, v9
	v_add_co_ci_u32_e32 v6, vcc_lo, v6, v10, vcc_lo
	v_mul_hi_u32 v9, s0, v5
	v_mul_lo_u32 v11, s4, v5
	v_mul_lo_u32 v10, s0, v6
	v_add_nc_u32_e32 v9, v9, v10
	v_mul_lo_u32 v10, s0, v5
	v_add_nc_u32_e32 v9, v9, v11
	v_mul_hi_u32 v11, v5, v10
	v_mul_lo_u32 v12, v5, v9
	v_mul_hi_u32 v13, v5, v9
	v_mul_hi_u32 v14, v6, v10
	v_mul_lo_u32 v10, v6, v10
	v_mul_hi_u32 v15, v6, v9
	v_mul_lo_u32 v9, v6, v9
	v_add_co_u32 v11, vcc_lo, v11, v12
	v_add_co_ci_u32_e32 v12, vcc_lo, 0, v13, vcc_lo
	v_add_co_u32 v10, vcc_lo, v11, v10
	v_add_co_ci_u32_e32 v10, vcc_lo, v12, v14, vcc_lo
	v_add_co_ci_u32_e32 v11, vcc_lo, 0, v15, vcc_lo
	v_add_co_u32 v9, vcc_lo, v10, v9
	v_add_co_ci_u32_e32 v10, vcc_lo, 0, v11, vcc_lo
	v_add_co_u32 v5, vcc_lo, v5, v9
	v_add_co_ci_u32_e32 v6, vcc_lo, v6, v10, vcc_lo
	v_mul_hi_u32 v9, s1, v5
	v_mul_hi_u32 v12, s3, v5
	v_mul_lo_u32 v10, s1, v6
	v_mul_hi_u32 v11, s1, v6
	v_mul_lo_u32 v5, s3, v5
	v_mul_hi_u32 v13, s3, v6
	v_mul_lo_u32 v6, s3, v6
	v_add_co_u32 v9, vcc_lo, v9, v10
	v_add_co_ci_u32_e32 v10, vcc_lo, 0, v11, vcc_lo
	v_add_co_u32 v5, vcc_lo, v9, v5
	v_add_co_ci_u32_e32 v5, vcc_lo, v10, v12, vcc_lo
	v_add_co_ci_u32_e32 v9, vcc_lo, 0, v13, vcc_lo
	v_add_co_u32 v5, vcc_lo, v5, v6
	v_add_co_ci_u32_e32 v6, vcc_lo, 0, v9, vcc_lo
	v_mul_hi_u32 v9, s25, v5
	v_mul_lo_u32 v11, s25, v5
	v_mul_lo_u32 v10, s25, v6
	v_add_nc_u32_e32 v9, v9, v10
	v_sub_co_u32 v10, vcc_lo, s1, v11
	v_sub_co_ci_u32_e32 v9, vcc_lo, s3, v9, vcc_lo
	v_sub_co_u32 v11, vcc_lo, v10, s25
	v_subrev_co_ci_u32_e32 v12, vcc_lo, 0, v9, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s25, v11
	v_cmp_eq_u32_e64 s0, 0, v9
	v_cndmask_b32_e64 v11, 0, -1, vcc_lo
	v_add_co_u32 v13, vcc_lo, v5, 2
	v_add_co_ci_u32_e32 v14, vcc_lo, 0, v6, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s25, v10
	v_cndmask_b32_e64 v10, 0, -1, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v12
	v_cndmask_b32_e64 v9, -1, v10, s0
	v_cndmask_b32_e32 v11, -1, v11, vcc_lo
	v_add_co_u32 v12, vcc_lo, v5, 1
	v_add_co_ci_u32_e32 v15, vcc_lo, 0, v6, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 0, v11
	v_cndmask_b32_e32 v10, v15, v14, vcc_lo
	v_cndmask_b32_e32 v11, v12, v13, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 0, v9
	v_cndmask_b32_e32 v6, v6, v10, vcc_lo
	v_cndmask_b32_e32 v5, v5, v11, vcc_lo
	s_andn2_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccnz .LBB0_20
.LBB0_19:
	v_cvt_f32_u32_e32 v5, s25
	s_sub_i32 s0, 0, s25
	v_rcp_iflag_f32_e32 v5, v5
	v_mul_f32_e32 v5, 0x4f7ffffe, v5
	v_cvt_u32_f32_e32 v5, v5
	v_mul_lo_u32 v6, s0, v5
	v_mul_hi_u32 v6, v5, v6
	v_add_nc_u32_e32 v5, v5, v6
	v_mul_hi_u32 v5, s1, v5
	v_mul_lo_u32 v6, v5, s25
	v_add_nc_u32_e32 v9, 1, v5
	v_sub_nc_u32_e32 v6, s1, v6
	v_subrev_nc_u32_e32 v10, s25, v6
	v_cmp_le_u32_e32 vcc_lo, s25, v6
	v_cndmask_b32_e32 v5, v5, v9, vcc_lo
	v_cndmask_b32_e32 v6, v6, v10, vcc_lo
	v_add_nc_u32_e32 v9, 1, v5
	v_cmp_le_u32_e32 vcc_lo, s25, v6
	v_mov_b32_e32 v6, 0
	v_cndmask_b32_e32 v5, v5, v9, vcc_lo
.LBB0_20:
	s_ashr_i32 s0, s24, 31
	v_mul_hi_u32 v9, v3, s24
	v_mul_lo_u32 v10, v3, s0
	v_mul_lo_u32 v4, v4, s24
	v_mul_lo_u32 v3, v3, s24
	s_ashr_i32 s0, s9, 31
	v_lshlrev_b32_e32 v2, 4, v2
	v_add_nc_u32_e32 v9, v9, v10
	v_add_co_u32 v1, s1, v2, v1
	v_add_co_u32 v3, vcc_lo, v3, s9
	v_add_nc_u32_e32 v4, v9, v4
	v_mul_lo_u32 v6, v3, v6
	v_mul_hi_u32 v9, v3, v5
	v_add_co_ci_u32_e32 v4, vcc_lo, s0, v4, vcc_lo
	s_mov_b32 s0, 0
	v_mul_lo_u32 v3, v3, v5
	v_add_co_ci_u32_e64 v2, s0, s0, 0, s1
	v_mul_lo_u32 v4, v4, v5
	v_add_nc_u32_e32 v5, v9, v6
	s_ashr_i32 s0, s8, 31
	v_lshlrev_b64 v[1:2], 3, v[1:2]
	v_add_co_u32 v3, vcc_lo, v3, s8
	v_add_nc_u32_e32 v4, v5, v4
	v_add_co_ci_u32_e32 v4, vcc_lo, s0, v4, vcc_lo
	v_add_co_u32 v0, vcc_lo, v1, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v2, vcc_lo
	v_lshlrev_b64 v[2:3], 11, v[3:4]
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_add_co_u32 v6, vcc_lo, s10, v2
	v_add_co_ci_u32_e32 v9, vcc_lo, s11, v3, vcc_lo
	v_add_nc_u32_e32 v3, 64, v0
	v_add_co_u32 v1, vcc_lo, v6, v4
	v_add_co_ci_u32_e32 v2, vcc_lo, v9, v5, vcc_lo
	v_mov_b32_e32 v4, 0
	s_waitcnt_vscnt null, 0x0
	global_load_dword v5, v[1:2], off
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_add_co_u32 v3, vcc_lo, v6, v3
	v_add_co_ci_u32_e32 v4, vcc_lo, v9, v4, vcc_lo
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v8, v5
	global_store_dword v[1:2], v0, off
	global_load_dword v0, v[3:4], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v7, v0
	global_store_dword v[3:4], v0, off
	s_endpgm
.LBB0_21:
                                        ; implicit-def: $vgpr3_vgpr4
	s_branch .LBB0_16
.LBB0_22:
                                        ; implicit-def: $vgpr5_vgpr6
	s_branch .LBB0_19
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel opencl_cutoff_potential_lattice
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 64
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
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 19
		.amdhsa_next_free_sgpr 29
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
	.size	opencl_cutoff_potential_lattice, .Lfunc_end0-opencl_cutoff_potential_lattice
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2836
; NumSgprs: 31
; NumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 31
; NumVGPRsForWavesPerEU: 19
; Occupancy: 20
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
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
      - .offset:         0
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         4
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .type_name:      float
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
      - .address_space:  constant
        .is_const:       true
        .offset:         48
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         56
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 64
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           opencl_cutoff_potential_lattice
    .private_segment_fixed_size: 0
    .sgpr_count:     31
    .sgpr_spill_count: 0
    .symbol:         opencl_cutoff_potential_lattice.kd
    .vgpr_count:     19
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
