	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.protected	opencl_cutoff_potential_lattice ; -- Begin function opencl_cutoff_potential_lattice
	.globl	opencl_cutoff_potential_lattice
	.p2align	8
	.type	opencl_cutoff_potential_lattice,@function
opencl_cutoff_potential_lattice:        ; @opencl_cutoff_potential_lattice
; %bb.0:
	s_load_dwordx4 s[12:15], s[6:7], 0x30
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx2 s[10:11], s[6:7], 0x20
	s_load_dword s24, s[6:7], 0x28
	v_and_b32_e32 v4, 0x3ff, v0
	s_waitcnt lgkmcnt(0)
	s_load_dword s27, s[12:13], 0x0
	s_lshr_b32 s26, s0, 16
	s_load_dwordx2 s[4:5], s[4:5], 0xc
	s_and_b32 s25, s0, 0xffff
	v_bfe_u32 v5, v0, 10, 10
	v_bfe_u32 v6, v0, 20, 10
	s_mov_b32 s23, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s27, 1
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	s_cbranch_scc1 .LBB0_14
; %bb.1:
	v_lshlrev_b32_e32 v3, 1, v6
	s_load_dwordx2 s[12:13], s[6:7], 0x0
	s_load_dwordx2 s[20:21], s[6:7], 0x8
	s_load_dwordx4 s[16:19], s[6:7], 0x10
	v_lshl_add_u32 v1, s8, 3, v4
	v_lshl_add_u32 v2, s9, 3, v5
	v_lshl_add_u32 v3, s24, 3, v3
	v_cvt_f32_i32_e32 v7, v1
	v_cvt_f32_i32_e32 v8, v2
	v_cvt_f32_i32_e32 v12, v3
	v_mad_u32_u24 v0, s26, v6, v5
	v_mul_lo_u32 v0, v0, s25
	v_add_u32_e32 v9, v4, v0
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v10, s16, v7
	v_mul_f32_e32 v11, s16, v8
	v_mul_f32_e32 v12, s16, v12
	v_ashrrev_i32_e32 v13, 2, v1
	v_ashrrev_i32_e32 v14, 2, v2
	v_ashrrev_i32_e32 v15, 2, v3
	v_cmp_gt_i32_e64 s[0:1], 8, v9
	v_lshlrev_b32_e32 v16, 4, v9
	v_mov_b32_e32 v7, 0
	s_mov_b32 s29, 0x6f800000
	s_mov_b32 s30, 0x2f800000
	v_mov_b32_e32 v8, 0
	s_mov_b32 s22, s23
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_add_i32 s22, s22, 1
	s_cmp_eq_u32 s22, s27
	s_cbranch_scc1 .LBB0_14
.LBB0_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_6 Depth 2
	s_lshl_b64 s[2:3], s[22:23], 2
	s_add_u32 s2, s14, s2
	s_addc_u32 s3, s15, s3
	s_load_dword s2, s[2:3], 0x0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s2, 7
	s_bfe_u32 s6, s2, 0x30003
	v_add_u32_e32 v3, s3, v13
	s_bfe_u32 s2, s2, 0x30006
	v_add_u32_e32 v17, s6, v14
	v_cmp_lt_i32_e32 vcc, 2, v3
	v_add_u32_e32 v2, s2, v15
	s_and_b64 s[2:3], s[0:1], vcc
	v_cmp_lt_i32_e32 vcc, 2, v17
	v_add_u32_e32 v0, -3, v3
	s_and_b64 s[2:3], s[2:3], vcc
	v_cmp_lt_i32_e32 vcc, 2, v2
	v_add_u32_e32 v1, -3, v17
	s_and_b64 s[2:3], s[2:3], vcc
	v_cmp_gt_i32_e32 vcc, s12, v0
	s_and_b64 s[2:3], s[2:3], vcc
	v_cmp_gt_i32_e32 vcc, s13, v1
	s_and_b64 s[6:7], s[2:3], vcc
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB0_5
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	v_add_u32_e32 v2, -3, v2
	v_mul_lo_u32 v2, v2, s13
	v_add_u32_e32 v1, v2, v1
	v_mul_lo_u32 v1, v1, s12
	v_add_u32_e32 v0, v1, v0
	v_lshl_add_u32 v0, v0, 3, v9
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_mov_b32_e32 v2, s21
	v_add_co_u32_e32 v0, vcc, s20, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dwordx4 v[0:3], v[0:1], off
	s_waitcnt vmcnt(0)
	ds_write_b128 v16, v[0:3]
.LBB0_5:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_mov_b32 s19, 0
	s_mov_b32 s28, 0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
.LBB0_6:                                ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_mov_b32_e32 v0, s19
	ds_read_b128 v[0:3], v0
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s[2:3], 0, v3
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_12
; %bb.7:                                ;   in Loop: Header=BB0_6 Depth=2
	v_sub_f32_e32 v17, v0, v10
	v_sub_f32_e32 v0, v1, v11
	v_mul_f32_e32 v0, v0, v0
	v_sub_f32_e32 v1, v2, v12
	v_fmac_f32_e32 v0, v17, v17
	v_fma_f32 v2, v1, v1, v0
	v_cmp_gt_f32_e32 vcc, s17, v2
	s_and_saveexec_b64 s[6:7], vcc
; %bb.8:                                ;   in Loop: Header=BB0_6 Depth=2
	v_sqrt_f32_e32 v17, v2
	v_mov_b32_e32 v18, s30
	v_fma_f32 v2, -v2, s18, 1.0
	v_cmp_gt_f32_e64 vcc, |v17|, s29
	v_cndmask_b32_e32 v18, 1.0, v18, vcc
	v_mul_f32_e32 v17, v17, v18
	v_rcp_f32_e32 v17, v17
	v_mul_f32_e32 v17, v18, v17
	v_mul_f32_e32 v17, v3, v17
	v_mul_f32_e32 v17, v2, v17
	v_fmac_f32_e32 v7, v17, v2
; %bb.9:                                ;   in Loop: Header=BB0_6 Depth=2
	s_or_b64 exec, exec, s[6:7]
	v_subrev_f32_e32 v1, s16, v1
	v_fmac_f32_e32 v0, v1, v1
	v_cmp_gt_f32_e32 vcc, s17, v0
	s_and_saveexec_b64 s[6:7], vcc
; %bb.10:                               ;   in Loop: Header=BB0_6 Depth=2
	v_sqrt_f32_e32 v1, v0
	v_mov_b32_e32 v2, s30
	v_fma_f32 v0, -v0, s18, 1.0
	v_cmp_gt_f32_e64 vcc, |v1|, s29
	v_cndmask_b32_e32 v2, 1.0, v2, vcc
	v_mul_f32_e32 v1, v1, v2
	v_rcp_f32_e32 v1, v1
	v_mul_f32_e32 v1, v2, v1
	v_mul_f32_e32 v1, v3, v1
	v_mul_f32_e32 v1, v0, v1
	v_fmac_f32_e32 v8, v1, v0
; %bb.11:                               ;   in Loop: Header=BB0_6 Depth=2
	s_or_b64 exec, exec, s[6:7]
.LBB0_12:                               ;   in Loop: Header=BB0_6 Depth=2
	s_add_i32 s6, s28, 1
	s_xor_b64 s[2:3], s[2:3], -1
	s_cmp_lt_u32 s28, 7
	s_cselect_b64 s[34:35], -1, 0
	s_and_b64 s[2:3], s[2:3], s[34:35]
	s_add_i32 s19, s19, 16
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccz .LBB0_2
; %bb.13:                               ;   in Loop: Header=BB0_6 Depth=2
	s_mov_b32 s28, s6
	s_branch .LBB0_6
.LBB0_14:
	s_mov_b32 s2, s5
	s_add_u32 s1, s26, s5
	s_addc_u32 s2, 0, 0
	s_add_u32 s5, s1, -1
	s_mov_b32 s0, 0
	s_addc_u32 s1, s2, -1
	s_cmp_lg_u64 s[0:1], 0
	s_mov_b64 s[2:3], -1
	s_cbranch_scc0 .LBB0_21
; %bb.15:
	v_cvt_f32_u32_e32 v0, s26
	v_mov_b32_e32 v1, 0x4f800000
	s_sub_u32 s0, 0, s26
	s_subb_u32 s6, 0, 0
	v_mac_f32_e32 v0, 0, v1
	v_rcp_f32_e32 v0, v0
	v_mov_b32_e32 v12, 0
	v_mul_f32_e32 v0, 0x5f7ffffc, v0
	v_mul_f32_e32 v1, 0x2f800000, v0
	v_trunc_f32_e32 v1, v1
	v_mac_f32_e32 v0, 0xcf800000, v1
	v_cvt_u32_f32_e32 v1, v1
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v2, s0, v1
	v_mul_hi_u32 v9, s0, v0
	v_mul_lo_u32 v3, s6, v0
	v_add_u32_e32 v2, v9, v2
	v_mul_lo_u32 v10, s0, v0
	v_add_u32_e32 v2, v2, v3
	v_mul_lo_u32 v9, v0, v2
	v_mul_hi_u32 v11, v0, v10
	v_mul_hi_u32 v3, v0, v2
	v_add_co_u32_e32 v9, vcc, v11, v9
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_mul_hi_u32 v13, v1, v10
	v_mul_lo_u32 v10, v1, v10
	v_add_co_u32_e32 v9, vcc, v9, v10
	v_mul_hi_u32 v11, v1, v2
	v_addc_co_u32_e32 v3, vcc, v3, v13, vcc
	v_addc_co_u32_e32 v9, vcc, v11, v12, vcc
	v_mul_lo_u32 v2, v1, v2
	v_add_co_u32_e32 v2, vcc, v3, v2
	v_addc_co_u32_e32 v3, vcc, 0, v9, vcc
	v_add_co_u32_e32 v0, vcc, v0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	v_mul_lo_u32 v2, s0, v1
	v_mul_hi_u32 v3, s0, v0
	v_add_u32_e32 v2, v3, v2
	v_mul_lo_u32 v3, s6, v0
	v_add_u32_e32 v2, v2, v3
	v_mul_lo_u32 v9, s0, v0
	v_mul_hi_u32 v10, v1, v9
	v_mul_lo_u32 v11, v1, v9
	v_mul_lo_u32 v14, v0, v2
	v_mul_hi_u32 v9, v0, v9
	v_mul_hi_u32 v13, v0, v2
	v_add_co_u32_e32 v9, vcc, v9, v14
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	v_add_co_u32_e32 v9, vcc, v9, v11
	v_mul_hi_u32 v3, v1, v2
	v_addc_co_u32_e32 v9, vcc, v13, v10, vcc
	v_addc_co_u32_e32 v3, vcc, v3, v12, vcc
	v_mul_lo_u32 v2, v1, v2
	v_add_co_u32_e32 v2, vcc, v9, v2
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_add_co_u32_e32 v0, vcc, v0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	v_mul_lo_u32 v3, s5, v1
	v_mul_hi_u32 v9, s5, v0
	v_mul_hi_u32 v2, s5, v1
	v_add_co_u32_e32 v3, vcc, v9, v3
	v_addc_co_u32_e32 v2, vcc, 0, v2, vcc
	v_mul_hi_u32 v10, s1, v0
	v_mul_lo_u32 v0, s1, v0
	v_add_co_u32_e32 v0, vcc, v3, v0
	v_mul_hi_u32 v9, s1, v1
	v_addc_co_u32_e32 v0, vcc, v2, v10, vcc
	v_addc_co_u32_e32 v2, vcc, v9, v12, vcc
	v_mul_lo_u32 v1, s1, v1
	v_add_co_u32_e32 v0, vcc, v0, v1
	v_addc_co_u32_e32 v1, vcc, 0, v2, vcc
	v_add_co_u32_e32 v2, vcc, 2, v0
	v_addc_co_u32_e32 v3, vcc, 0, v1, vcc
	v_add_co_u32_e32 v9, vcc, 1, v0
	v_mul_lo_u32 v11, s26, v1
	v_mul_hi_u32 v12, s26, v0
	v_addc_co_u32_e32 v10, vcc, 0, v1, vcc
	v_add_u32_e32 v11, v12, v11
	v_mul_lo_u32 v12, s26, v0
	v_mov_b32_e32 v13, s1
	v_sub_co_u32_e32 v12, vcc, s5, v12
	v_subb_co_u32_e32 v11, vcc, v13, v11, vcc
	v_subrev_co_u32_e32 v13, vcc, s26, v12
	v_subbrev_co_u32_e32 v14, vcc, 0, v11, vcc
	v_cmp_le_u32_e32 vcc, s26, v13
	v_cndmask_b32_e64 v13, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v14
	v_cndmask_b32_e32 v13, -1, v13, vcc
	v_cmp_ne_u32_e32 vcc, 0, v13
	v_cmp_le_u32_e64 s[0:1], s26, v12
	v_cndmask_b32_e32 v3, v10, v3, vcc
	v_cndmask_b32_e64 v10, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 0, v11
	v_cndmask_b32_e64 v10, -1, v10, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], 0, v10
	v_cndmask_b32_e32 v2, v9, v2, vcc
	v_cndmask_b32_e64 v1, v1, v3, s[0:1]
	v_cndmask_b32_e64 v0, v0, v2, s[0:1]
	s_cbranch_execnz .LBB0_17
.LBB0_16:
	v_cvt_f32_u32_e32 v0, s26
	s_sub_i32 s0, 0, s26
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, s0, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_u32_e32 v0, v0, v1
	v_mul_hi_u32 v0, s5, v0
	v_mul_lo_u32 v2, v0, s26
	v_sub_u32_e32 v2, s5, v2
	v_add_u32_e32 v1, 1, v0
	v_cmp_le_u32_e32 vcc, s26, v2
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_subrev_u32_e32 v1, s26, v2
	v_cndmask_b32_e32 v1, v2, v1, vcc
	v_add_u32_e32 v3, 1, v0
	v_cmp_le_u32_e32 vcc, s26, v1
	v_cndmask_b32_e32 v0, v0, v3, vcc
	v_mov_b32_e32 v1, 0
.LBB0_17:
	s_add_u32 s1, s25, s4
	s_addc_u32 s2, 0, 0
	s_add_u32 s4, s1, -1
	s_mov_b32 s0, 0
	s_addc_u32 s1, s2, -1
	s_cmp_lg_u64 s[0:1], 0
	s_mov_b64 s[2:3], -1
	s_cbranch_scc0 .LBB0_22
; %bb.18:
	v_cvt_f32_u32_e32 v2, s25
	v_mov_b32_e32 v3, 0x4f800000
	s_sub_u32 s0, 0, s25
	s_subb_u32 s5, 0, 0
	v_mac_f32_e32 v2, 0, v3
	v_rcp_f32_e32 v2, v2
	v_mov_b32_e32 v14, 0
	v_mul_f32_e32 v2, 0x5f7ffffc, v2
	v_mul_f32_e32 v3, 0x2f800000, v2
	v_trunc_f32_e32 v3, v3
	v_mac_f32_e32 v2, 0xcf800000, v3
	v_cvt_u32_f32_e32 v3, v3
	v_cvt_u32_f32_e32 v2, v2
	v_mul_lo_u32 v9, s0, v3
	v_mul_hi_u32 v11, s0, v2
	v_mul_lo_u32 v10, s5, v2
	v_add_u32_e32 v9, v11, v9
	v_mul_lo_u32 v12, s0, v2
	v_add_u32_e32 v9, v9, v10
	v_mul_lo_u32 v11, v2, v9
	v_mul_hi_u32 v13, v2, v12
	v_mul_hi_u32 v10, v2, v9
	v_add_co_u32_e32 v11, vcc, v13, v11
	v_addc_co_u32_e32 v10, vcc, 0, v10, vcc
	v_mul_hi_u32 v15, v3, v12
	v_mul_lo_u32 v12, v3, v12
	v_add_co_u32_e32 v11, vcc, v11, v12
	v_mul_hi_u32 v13, v3, v9
	v_addc_co_u32_e32 v10, vcc, v10, v15, vcc
	v_addc_co_u32_e32 v11, vcc, v13, v14, vcc
	v_mul_lo_u32 v9, v3, v9
	v_add_co_u32_e32 v9, vcc, v10, v9
	v_addc_co_u32_e32 v10, vcc, 0, v11, vcc
	v_add_co_u32_e32 v2, vcc, v2, v9
	v_addc_co_u32_e32 v3, vcc, v3, v10, vcc
	v_mul_lo_u32 v9, s0, v3
	v_mul_hi_u32 v10, s0, v2
	v_add_u32_e32 v9, v10, v9
	v_mul_lo_u32 v10, s5, v2
	v_add_u32_e32 v9, v9, v10
	v_mul_lo_u32 v11, s0, v2
	v_mul_hi_u32 v12, v3, v11
	v_mul_lo_u32 v13, v3, v11
	v_mul_lo_u32 v16, v2, v9
	v_mul_hi_u32 v11, v2, v11
	v_mul_hi_u32 v15, v2, v9
	v_add_co_u32_e32 v11, vcc, v11, v16
	v_addc_co_u32_e32 v15, vcc, 0, v15, vcc
	v_add_co_u32_e32 v11, vcc, v11, v13
	v_mul_hi_u32 v10, v3, v9
	v_addc_co_u32_e32 v11, vcc, v15, v12, vcc
	v_addc_co_u32_e32 v10, vcc, v10, v14, vcc
	v_mul_lo_u32 v9, v3, v9
	v_add_co_u32_e32 v9, vcc, v11, v9
	v_addc_co_u32_e32 v10, vcc, 0, v10, vcc
	v_add_co_u32_e32 v2, vcc, v2, v9
	v_addc_co_u32_e32 v3, vcc, v3, v10, vcc
	v_mul_lo_u32 v10, s4, v3
	v_mul_hi_u32 v11, s4, v2
	v_mul_hi_u32 v9, s4, v3
	v_add_co_u32_e32 v10, vcc, v11, v10
	v_addc_co_u32_e32 v9, vcc, 0, v9, vcc
	v_mul_hi_u32 v12, s1, v2
	v_mul_lo_u32 v2, s1, v2
	v_add_co_u32_e32 v2, vcc, v10, v2
	v_mul_hi_u32 v11, s1, v3
	v_addc_co_u32_e32 v2, vcc, v9, v12, vcc
	v_addc_co_u32_e32 v9, vcc, v11, v14, vcc
	v_mul_lo_u32 v3, s1, v3
	v_add_co_u32_e32 v2, vcc, v2, v3
	v_addc_co_u32_e32 v3, vcc, 0, v9, vcc
	v_add_co_u32_e32 v9, vcc, 2, v2
	v_addc_co_u32_e32 v10, vcc, 0, v3, vcc
	v_add_co_u32_e32 v11, vcc, 1, v2
	v_mul_lo_u32 v13, s25, v3
	v_mul_hi_u32 v14, s25, v2
	v_addc_co_u32_e32 v12, vcc, 0, v3, vcc
	v_add_u32_e32 v13, v14, v13
	v_mul_lo_u32 v14, s25, v2
	v_mov_b32_e32 v15, s1
	v_sub_co_u32_e32 v14, vcc, s4, v14
	v_subb_co_u32_e32 v13, vcc, v15, v13, vcc
	v_subrev_co_u32_e32 v15, vcc, s25, v14
	v_subbrev_co_u32_e32 v16, vcc, 0, v13, vcc
	v_cmp_le_u32_e32 vcc, s25, v15
	v_cndmask_b32_e64 v15, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v16
	v_cndmask_b32_e32 v15, -1, v15, vcc
	v_cmp_ne_u32_e32 vcc, 0, v15
	v_cmp_le_u32_e64 s[0:1], s25, v14
	v_cndmask_b32_e32 v10, v12, v10, vcc
	v_cndmask_b32_e64 v12, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 0, v13
	v_cndmask_b32_e64 v12, -1, v12, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], 0, v12
	v_cndmask_b32_e32 v9, v11, v9, vcc
	v_cndmask_b32_e64 v3, v3, v10, s[0:1]
	v_cndmask_b32_e64 v2, v2, v9, s[0:1]
	s_cbranch_execnz .LBB0_20
.LBB0_19:
	v_cvt_f32_u32_e32 v2, s25
	s_sub_i32 s0, 0, s25
	v_rcp_iflag_f32_e32 v2, v2
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_mul_lo_u32 v3, s0, v2
	v_mul_hi_u32 v3, v2, v3
	v_add_u32_e32 v2, v2, v3
	v_mul_hi_u32 v2, s4, v2
	v_mul_lo_u32 v9, v2, s25
	v_sub_u32_e32 v9, s4, v9
	v_add_u32_e32 v3, 1, v2
	v_cmp_le_u32_e32 vcc, s25, v9
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_subrev_u32_e32 v3, s25, v9
	v_cndmask_b32_e32 v3, v9, v3, vcc
	v_add_u32_e32 v10, 1, v2
	v_cmp_le_u32_e32 vcc, s25, v3
	v_cndmask_b32_e32 v2, v2, v10, vcc
	v_mov_b32_e32 v3, 0
.LBB0_20:
	s_ashr_i32 s0, s24, 31
	v_mul_hi_u32 v9, v0, s24
	v_mul_lo_u32 v10, v0, s0
	v_add_u32_e32 v9, v9, v10
	v_mul_lo_u32 v1, v1, s24
	v_mul_lo_u32 v0, v0, s24
	s_ashr_i32 s0, s9, 31
	v_add_u32_e32 v1, v9, v1
	v_mov_b32_e32 v9, s0
	v_add_co_u32_e32 v0, vcc, s9, v0
	v_addc_co_u32_e32 v1, vcc, v1, v9, vcc
	v_mul_lo_u32 v3, v0, v3
	v_mul_hi_u32 v9, v0, v2
	v_add_u32_e32 v3, v9, v3
	v_mul_lo_u32 v1, v1, v2
	v_mul_lo_u32 v0, v0, v2
	s_ashr_i32 s0, s8, 31
	v_add_u32_e32 v1, v3, v1
	v_mov_b32_e32 v2, s0
	v_add_co_u32_e32 v0, vcc, s8, v0
	v_addc_co_u32_e32 v1, vcc, v1, v2, vcc
	v_lshlrev_b64 v[0:1], 11, v[0:1]
	v_mov_b32_e32 v2, s11
	v_add_co_u32_e32 v9, vcc, s10, v0
	v_addc_co_u32_e32 v10, vcc, v2, v1, vcc
	v_lshlrev_b32_e32 v0, 4, v6
	v_add_co_u32_e32 v0, vcc, v0, v5
	v_addc_co_u32_e64 v1, s[0:1], 0, 0, vcc
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_add_co_u32_e32 v0, vcc, v0, v4
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_add_co_u32_e32 v2, vcc, v9, v2
	v_addc_co_u32_e32 v3, vcc, v10, v3, vcc
	global_load_dword v4, v[2:3], off
	v_mov_b32_e32 v1, 0
	v_add_u32_e32 v0, 64, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v9, v0
	v_addc_co_u32_e32 v1, vcc, v10, v1, vcc
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v7, v4
	global_store_dword v[2:3], v4, off
	global_load_dword v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v8, v2
	global_store_dword v[0:1], v2, off
	s_endpgm
.LBB0_21:
                                        ; implicit-def: $vgpr0_vgpr1
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccz .LBB0_16
	s_branch .LBB0_17
.LBB0_22:
                                        ; implicit-def: $vgpr2_vgpr3
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccz .LBB0_19
	s_branch .LBB0_20
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 19
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 20
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
	.size	opencl_cutoff_potential_lattice, .Lfunc_end0-opencl_cutoff_potential_lattice
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2508
; NumSgprs: 38
; NumVgprs: 19
; NumAgprs: 0
; TotalNumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 19
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
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
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         opencl_cutoff_potential_lattice.kd
    .vgpr_count:     19
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
