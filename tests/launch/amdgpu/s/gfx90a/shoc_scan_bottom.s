	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.protected	bottom_scan             ; -- Begin function bottom_scan
	.globl	bottom_scan
	.p2align	8
	.type	bottom_scan,@function
bottom_scan:                            ; @bottom_scan
; %bb.0:
	s_mov_b32 s9, 0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_mov_b32_e32 v1, 0
	ds_write_b32 v1, v1
.LBB0_2:
	s_or_b64 exec, exec, s[0:1]
	s_load_dwordx2 s[10:11], s[6:7], 0x18
	s_load_dword s0, s[4:5], 0x4
	s_load_dword s1, s[4:5], 0xc
	s_mov_b64 s[12:13], -1
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_and_b32 s4, s0, 0xffff
	s_add_u32 s2, s4, -1
	s_addc_u32 s3, 0, -1
	s_add_u32 s5, s2, s1
	s_addc_u32 s1, s3, 0
	s_mov_b32 s0, s9
	s_cmp_lg_u64 s[0:1], 0
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc0 .LBB0_21
; %bb.3:
	v_cvt_f32_u32_e32 v1, s4
	v_mov_b32_e32 v2, 0x4f800000
	s_sub_u32 s0, 0, s4
	s_subb_u32 s9, 0, s9
	v_mac_f32_e32 v1, 0, v2
	v_rcp_f32_e32 v1, v1
	v_mov_b32_e32 v8, 0
	v_mul_f32_e32 v1, 0x5f7ffffc, v1
	v_mul_f32_e32 v2, 0x2f800000, v1
	v_trunc_f32_e32 v2, v2
	v_mac_f32_e32 v1, 0xcf800000, v2
	v_cvt_u32_f32_e32 v2, v2
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v3, s0, v2
	v_mul_hi_u32 v5, s0, v1
	v_mul_lo_u32 v4, s9, v1
	v_add_u32_e32 v3, v5, v3
	v_mul_lo_u32 v6, s0, v1
	v_add_u32_e32 v3, v3, v4
	v_mul_lo_u32 v5, v1, v3
	v_mul_hi_u32 v7, v1, v6
	v_mul_hi_u32 v4, v1, v3
	v_add_co_u32_e32 v5, vcc, v7, v5
	v_addc_co_u32_e32 v4, vcc, 0, v4, vcc
	v_mul_hi_u32 v9, v2, v6
	v_mul_lo_u32 v6, v2, v6
	v_add_co_u32_e32 v5, vcc, v5, v6
	v_mul_hi_u32 v7, v2, v3
	v_addc_co_u32_e32 v4, vcc, v4, v9, vcc
	v_addc_co_u32_e32 v5, vcc, v7, v8, vcc
	v_mul_lo_u32 v3, v2, v3
	v_add_co_u32_e32 v3, vcc, v4, v3
	v_addc_co_u32_e32 v4, vcc, 0, v5, vcc
	v_add_co_u32_e32 v1, vcc, v1, v3
	v_addc_co_u32_e32 v2, vcc, v2, v4, vcc
	v_mul_lo_u32 v3, s0, v2
	v_mul_hi_u32 v4, s0, v1
	v_add_u32_e32 v3, v4, v3
	v_mul_lo_u32 v4, s9, v1
	v_add_u32_e32 v3, v3, v4
	v_mul_lo_u32 v5, s0, v1
	v_mul_hi_u32 v6, v2, v5
	v_mul_lo_u32 v7, v2, v5
	v_mul_lo_u32 v10, v1, v3
	v_mul_hi_u32 v5, v1, v5
	v_mul_hi_u32 v9, v1, v3
	v_add_co_u32_e32 v5, vcc, v5, v10
	v_addc_co_u32_e32 v9, vcc, 0, v9, vcc
	v_add_co_u32_e32 v5, vcc, v5, v7
	v_mul_hi_u32 v4, v2, v3
	v_addc_co_u32_e32 v5, vcc, v9, v6, vcc
	v_addc_co_u32_e32 v4, vcc, v4, v8, vcc
	v_mul_lo_u32 v3, v2, v3
	v_add_co_u32_e32 v3, vcc, v5, v3
	v_addc_co_u32_e32 v4, vcc, 0, v4, vcc
	v_add_co_u32_e32 v1, vcc, v1, v3
	v_addc_co_u32_e32 v2, vcc, v2, v4, vcc
	v_mul_lo_u32 v4, s5, v2
	v_mul_hi_u32 v5, s5, v1
	v_mul_hi_u32 v3, s5, v2
	v_add_co_u32_e32 v4, vcc, v5, v4
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_mul_hi_u32 v6, s1, v1
	v_mul_lo_u32 v1, s1, v1
	v_add_co_u32_e32 v1, vcc, v4, v1
	v_mul_hi_u32 v5, s1, v2
	v_addc_co_u32_e32 v1, vcc, v3, v6, vcc
	v_addc_co_u32_e32 v3, vcc, v5, v8, vcc
	v_mul_lo_u32 v2, s1, v2
	v_add_co_u32_e32 v1, vcc, v1, v2
	v_addc_co_u32_e32 v2, vcc, 0, v3, vcc
	v_add_co_u32_e32 v4, vcc, 2, v1
	v_addc_co_u32_e32 v3, vcc, 0, v2, vcc
	v_add_co_u32_e32 v5, vcc, 1, v1
	v_mul_lo_u32 v7, s4, v2
	v_mul_hi_u32 v8, s4, v1
	v_addc_co_u32_e32 v6, vcc, 0, v2, vcc
	v_add_u32_e32 v7, v8, v7
	v_mul_lo_u32 v8, s4, v1
	v_mov_b32_e32 v9, s1
	v_sub_co_u32_e32 v8, vcc, s5, v8
	v_subb_co_u32_e32 v7, vcc, v9, v7, vcc
	v_subrev_co_u32_e32 v9, vcc, s4, v8
	v_subbrev_co_u32_e32 v10, vcc, 0, v7, vcc
	v_cmp_le_u32_e32 vcc, s4, v9
	v_cndmask_b32_e64 v9, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v10
	v_cndmask_b32_e32 v9, -1, v9, vcc
	v_cmp_ne_u32_e32 vcc, 0, v9
	v_cmp_le_u32_e64 s[0:1], s4, v8
	v_cndmask_b32_e32 v3, v6, v3, vcc
	v_cndmask_b32_e64 v6, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 0, v7
	v_cndmask_b32_e64 v6, -1, v6, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], 0, v6
	v_cndmask_b32_e64 v3, v2, v3, s[0:1]
	v_cndmask_b32_e32 v2, v5, v4, vcc
	v_cndmask_b32_e64 v2, v1, v2, s[0:1]
	s_cbranch_execnz .LBB0_5
.LBB0_4:
	v_cvt_f32_u32_e32 v1, s4
	s_sub_i32 s0, 0, s4
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v2, s0, v1
	v_mul_hi_u32 v2, v1, v2
	v_add_u32_e32 v1, v1, v2
	v_mul_hi_u32 v1, s5, v1
	v_mul_lo_u32 v3, v1, s4
	v_sub_u32_e32 v3, s5, v3
	v_add_u32_e32 v2, 1, v1
	v_cmp_le_u32_e32 vcc, s4, v3
	v_cndmask_b32_e32 v1, v1, v2, vcc
	v_subrev_u32_e32 v2, s4, v3
	v_cndmask_b32_e32 v2, v3, v2, vcc
	v_add_u32_e32 v4, 1, v1
	v_cmp_le_u32_e32 vcc, s4, v2
	v_cndmask_b32_e32 v2, v1, v4, vcc
	v_mov_b32_e32 v3, 0
.LBB0_5:
	s_ashr_i32 s5, s10, 31
	v_or_b32_e32 v5, s5, v3
	v_mov_b32_e32 v4, 0
	v_cmp_ne_u64_e32 vcc, 0, v[4:5]
	s_and_b64 vcc, exec, vcc
	s_mov_b32 s12, s10
	s_cbranch_vccz .LBB0_22
; %bb.6:
	v_cvt_f32_u32_e32 v1, v2
	v_cvt_f32_u32_e32 v5, v3
	v_sub_co_u32_e32 v6, vcc, 0, v2
	v_subb_co_u32_e32 v7, vcc, 0, v3, vcc
	v_mac_f32_e32 v1, 0x4f800000, v5
	v_rcp_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x5f7ffffc, v1
	v_mul_f32_e32 v5, 0x2f800000, v1
	v_trunc_f32_e32 v5, v5
	v_mac_f32_e32 v1, 0xcf800000, v5
	v_cvt_u32_f32_e32 v5, v5
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v8, v6, v5
	v_mul_hi_u32 v10, v6, v1
	v_mul_lo_u32 v9, v7, v1
	v_add_u32_e32 v8, v10, v8
	v_add_u32_e32 v8, v8, v9
	v_mul_lo_u32 v11, v6, v1
	v_mul_lo_u32 v10, v1, v8
	v_mul_hi_u32 v12, v1, v11
	v_mul_hi_u32 v9, v1, v8
	v_add_co_u32_e32 v10, vcc, v12, v10
	v_addc_co_u32_e32 v9, vcc, 0, v9, vcc
	v_mul_hi_u32 v13, v5, v11
	v_mul_lo_u32 v11, v5, v11
	v_add_co_u32_e32 v10, vcc, v10, v11
	v_mul_hi_u32 v12, v5, v8
	v_addc_co_u32_e32 v9, vcc, v9, v13, vcc
	v_addc_co_u32_e32 v10, vcc, v12, v4, vcc
	v_mul_lo_u32 v8, v5, v8
	v_add_co_u32_e32 v8, vcc, v9, v8
	v_addc_co_u32_e32 v9, vcc, 0, v10, vcc
	v_add_co_u32_e32 v1, vcc, v1, v8
	v_addc_co_u32_e32 v5, vcc, v5, v9, vcc
	v_mul_lo_u32 v8, v6, v5
	v_mul_hi_u32 v9, v6, v1
	v_add_u32_e32 v8, v9, v8
	v_mul_lo_u32 v7, v7, v1
	v_add_u32_e32 v7, v8, v7
	v_mul_lo_u32 v6, v6, v1
	v_mul_hi_u32 v9, v5, v6
	v_mul_lo_u32 v10, v5, v6
	v_mul_lo_u32 v12, v1, v7
	v_mul_hi_u32 v6, v1, v6
	v_mul_hi_u32 v11, v1, v7
	v_add_co_u32_e32 v6, vcc, v6, v12
	v_addc_co_u32_e32 v11, vcc, 0, v11, vcc
	v_add_co_u32_e32 v6, vcc, v6, v10
	v_mul_hi_u32 v8, v5, v7
	v_addc_co_u32_e32 v6, vcc, v11, v9, vcc
	v_addc_co_u32_e32 v8, vcc, v8, v4, vcc
	v_mul_lo_u32 v7, v5, v7
	v_add_co_u32_e32 v6, vcc, v6, v7
	v_addc_co_u32_e32 v7, vcc, 0, v8, vcc
	v_add_co_u32_e32 v1, vcc, v1, v6
	v_addc_co_u32_e32 v5, vcc, v5, v7, vcc
	v_mul_lo_u32 v7, s12, v5
	v_mul_hi_u32 v8, s12, v1
	v_mul_hi_u32 v6, s12, v5
	v_add_co_u32_e32 v7, vcc, v8, v7
	v_addc_co_u32_e32 v6, vcc, 0, v6, vcc
	v_mul_hi_u32 v9, s5, v1
	v_mul_lo_u32 v1, s5, v1
	v_add_co_u32_e32 v1, vcc, v7, v1
	v_mul_hi_u32 v8, s5, v5
	v_addc_co_u32_e32 v1, vcc, v6, v9, vcc
	v_addc_co_u32_e32 v4, vcc, v8, v4, vcc
	v_mul_lo_u32 v5, s5, v5
	v_add_co_u32_e32 v1, vcc, v1, v5
	v_addc_co_u32_e32 v4, vcc, 0, v4, vcc
	v_mul_lo_u32 v4, v2, v4
	v_mul_hi_u32 v5, v2, v1
	v_add_u32_e32 v4, v5, v4
	v_mul_lo_u32 v5, v3, v1
	v_add_u32_e32 v4, v4, v5
	v_mul_lo_u32 v6, v2, v1
	v_sub_u32_e32 v5, s5, v4
	v_sub_co_u32_e32 v6, vcc, s12, v6
	v_subb_co_u32_e64 v5, s[0:1], v5, v3, vcc
	v_sub_co_u32_e64 v7, s[0:1], v6, v2
	v_subbrev_co_u32_e64 v5, s[0:1], 0, v5, s[0:1]
	v_mov_b32_e32 v9, s5
	v_cmp_ge_u32_e64 s[0:1], v5, v3
	v_subb_co_u32_e32 v4, vcc, v9, v4, vcc
	v_cndmask_b32_e64 v8, 0, -1, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v7, v2
	v_cmp_ge_u32_e32 vcc, v4, v3
	v_cndmask_b32_e64 v7, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v5, v3
	v_cndmask_b32_e64 v9, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v6, v2
	v_cndmask_b32_e64 v5, v8, v7, s[0:1]
	v_cndmask_b32_e64 v6, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v4, v3
	v_add_co_u32_e64 v7, s[0:1], 2, v1
	v_add_co_u32_e64 v8, s[0:1], 1, v1
	v_cndmask_b32_e32 v4, v9, v6, vcc
	v_cmp_ne_u32_e32 vcc, 0, v5
	v_cndmask_b32_e32 v5, v8, v7, vcc
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v4, v1, v5, vcc
	s_cbranch_execnz .LBB0_8
.LBB0_7:
	v_cvt_f32_u32_e32 v1, v2
	v_sub_u32_e32 v4, 0, v2
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v4, v4, v1
	v_mul_hi_u32 v4, v1, v4
	v_add_u32_e32 v1, v1, v4
	v_mul_hi_u32 v1, s12, v1
	v_mul_lo_u32 v5, v1, v2
	v_sub_u32_e32 v5, s12, v5
	v_add_u32_e32 v4, 1, v1
	v_cmp_ge_u32_e32 vcc, v5, v2
	v_cndmask_b32_e32 v1, v1, v4, vcc
	v_sub_u32_e32 v4, v5, v2
	v_cndmask_b32_e32 v4, v5, v4, vcc
	v_add_u32_e32 v6, 1, v1
	v_cmp_ge_u32_e32 vcc, v4, v2
	v_cndmask_b32_e32 v4, v1, v6, vcc
.LBB0_8:
	v_and_b32_e32 v1, -4, v4
	v_add_co_u32_e32 v2, vcc, -1, v2
	s_mov_b32 s9, 0
	v_mul_lo_u32 v4, v1, s8
	v_addc_co_u32_e32 v3, vcc, -1, v3, vcc
	v_add_u32_e32 v1, v4, v1
	v_mov_b32_e32 v5, s10
	v_cmp_eq_u64_e32 vcc, s[8:9], v[2:3]
	v_cndmask_b32_e32 v5, v1, v5, vcc
	v_cmp_ge_u32_e32 vcc, v4, v5
	s_and_b64 vcc, exec, vcc
	s_cbranch_vccnz .LBB0_20
; %bb.9:
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dwordx2 s[16:17], s[6:7], 0x10
	s_lshl_b64 s[0:1], s[8:9], 2
	v_lshl_add_u32 v6, v0, 2, s11
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s14, s0
	s_addc_u32 s1, s15, s1
	s_load_dword s5, s[0:1], 0x0
	v_lshl_add_u32 v8, s4, 2, v6
	v_add_u32_e32 v2, v4, v0
	v_add_u32_e32 v7, s4, v0
	v_add_u32_e32 v9, -4, v8
	v_cmp_eq_u64_e64 s[0:1], s[2:3], v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s5
	v_cmp_gt_u16_e64 s[6:7], s4, 1
	s_branch .LBB0_11
.LBB0_10:                               ;   in Loop: Header=BB0_11 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v0, v1
	v_add_u32_e32 v4, s4, v4
	v_cmp_lt_u32_e32 vcc, v4, v5
	s_and_b64 vcc, exec, vcc
	v_add_u32_e32 v2, s4, v2
	s_cbranch_vccz .LBB0_20
.LBB0_11:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_15 Depth 2
	v_cmp_lt_i32_e64 s[2:3], v2, v5
	v_ashrrev_i32_e32 v3, 31, v2
	v_mov_b32_e32 v10, 0
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_13
; %bb.12:                               ;   in Loop: Header=BB0_11 Depth=1
	v_lshlrev_b64 v[10:11], 2, v[2:3]
	v_mov_b32_e32 v12, s13
	v_add_co_u32_e32 v10, vcc, s12, v10
	v_addc_co_u32_e32 v11, vcc, v12, v11, vcc
	global_load_dword v10, v[10:11], off
.LBB0_13:                               ;   in Loop: Header=BB0_11 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_andn2_b64 vcc, exec, s[6:7]
	ds_write_b32 v6, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_write_b32 v8, v10
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_vccnz .LBB0_16
; %bb.14:                               ;   in Loop: Header=BB0_11 Depth=1
	s_mov_b32 s5, 1
.LBB0_15:                               ;   Parent Loop BB0_11 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_subrev_u32_e32 v11, s5, v7
	v_lshl_add_u32 v11, v11, 2, s11
	ds_read_b32 v11, v11
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v12, v8
	s_lshl_b32 s5, s5, 1
	s_cmp_lt_u32 s5, s4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v11, v11, v12
	ds_write_b32 v8, v11
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc1 .LBB0_15
.LBB0_16:                               ;   in Loop: Header=BB0_11 Depth=1
	ds_read_b32 v11, v9
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	v_add_f32_e32 v0, v0, v10
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_18
; %bb.17:                               ;   in Loop: Header=BB0_11 Depth=1
	v_lshlrev_b64 v[10:11], 2, v[2:3]
	v_mov_b32_e32 v3, s17
	v_add_co_u32_e32 v10, vcc, s16, v10
	v_addc_co_u32_e32 v11, vcc, v3, v11, vcc
	global_store_dword v[10:11], v0, off
.LBB0_18:                               ;   in Loop: Header=BB0_11 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_10
; %bb.19:                               ;   in Loop: Header=BB0_11 Depth=1
	ds_write_b32 v1, v0
	s_branch .LBB0_10
.LBB0_20:
	s_endpgm
.LBB0_21:
                                        ; implicit-def: $vgpr2_vgpr3
	s_andn2_b64 vcc, exec, s[12:13]
	s_cbranch_vccz .LBB0_4
	s_branch .LBB0_5
.LBB0_22:
                                        ; implicit-def: $vgpr4_vgpr5
	s_branch .LBB0_7
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel bottom_scan
		.amdhsa_group_segment_fixed_size 4
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 18
		.amdhsa_accum_offset 16
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
	.size	bottom_scan, .Lfunc_end0-bottom_scan
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2068
; NumSgprs: 20
; NumVgprs: 14
; NumAgprs: 0
; TotalNumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 14
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
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
        .type_name:      'T*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'T*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'T*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  local
        .offset:         28
        .pointee_align:  1
        .size:           4
        .type_name:      'T*'
        .value_kind:     dynamic_shared_pointer
    .group_segment_fixed_size: 4
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           bottom_scan
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         bottom_scan.kd
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
