	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	StencilKernel           ; -- Begin function StencilKernel
	.globl	StencilKernel
	.p2align	8
	.type	StencilKernel,@function
StencilKernel:                          ; @StencilKernel
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dwordx4 s[16:19], s[6:7], 0x10
	s_load_dword s1, s[4:5], 0x10
	s_lshl_b32 s8, s8, 4
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s4, s0, 16
	s_mul_i32 s9, s9, s4
	v_add_u32_e32 v35, s9, v1
	s_add_i32 s5, s16, s1
	s_add_i32 s5, s5, 2
	s_or_b32 s9, s8, 1
	v_add_u32_e32 v0, 1, v35
	s_mul_i32 s9, s9, s5
	v_add_u32_e32 v19, s9, v0
	v_ashrrev_i32_e32 v20, 31, v19
	v_lshlrev_b64 v[2:3], 2, v[19:20]
	s_add_i32 s10, s9, s5
	v_add_u32_e32 v33, s10, v0
	v_mov_b32_e32 v4, s13
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_ashrrev_i32_e32 v34, 31, v33
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_lshlrev_b64 v[4:5], 2, v[33:34]
	s_add_i32 s11, s10, s5
	v_add_u32_e32 v21, s11, v0
	v_mov_b32_e32 v6, s13
	v_add_co_u32_e32 v4, vcc, s12, v4
	v_ashrrev_i32_e32 v22, 31, v21
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	v_lshlrev_b64 v[6:7], 2, v[21:22]
	s_add_i32 s16, s11, s5
	v_add_u32_e32 v31, s16, v0
	v_mov_b32_e32 v8, s13
	v_add_co_u32_e32 v6, vcc, s12, v6
	v_ashrrev_i32_e32 v32, 31, v31
	v_addc_co_u32_e32 v7, vcc, v8, v7, vcc
	v_lshlrev_b64 v[8:9], 2, v[31:32]
	s_add_i32 s20, s16, s5
	v_add_u32_e32 v17, s20, v0
	v_mov_b32_e32 v10, s13
	v_add_co_u32_e32 v8, vcc, s12, v8
	v_ashrrev_i32_e32 v18, 31, v17
	v_addc_co_u32_e32 v9, vcc, v10, v9, vcc
	v_lshlrev_b64 v[10:11], 2, v[17:18]
	s_add_i32 s21, s20, s5
	v_add_u32_e32 v29, s21, v0
	v_mov_b32_e32 v12, s13
	v_add_co_u32_e32 v10, vcc, s12, v10
	v_ashrrev_i32_e32 v30, 31, v29
	s_add_i32 s22, s21, s5
	v_addc_co_u32_e32 v11, vcc, v12, v11, vcc
	v_lshlrev_b64 v[12:13], 2, v[29:30]
	v_add_u32_e32 v15, s22, v0
	v_ashrrev_i32_e32 v16, 31, v15
	s_add_i32 s23, s22, s5
	v_mov_b32_e32 v14, s13
	v_add_co_u32_e32 v12, vcc, s12, v12
	v_lshlrev_b64 v[23:24], 2, v[15:16]
	v_add_u32_e32 v25, s23, v0
	v_addc_co_u32_e32 v13, vcc, v14, v13, vcc
	v_ashrrev_i32_e32 v26, 31, v25
	v_add_co_u32_e32 v23, vcc, s12, v23
	v_lshlrev_b64 v[27:28], 2, v[25:26]
	v_addc_co_u32_e32 v24, vcc, v14, v24, vcc
	v_add_co_u32_e32 v27, vcc, s12, v27
	s_add_i32 s24, s23, s5
	v_addc_co_u32_e32 v28, vcc, v14, v28, vcc
	global_load_dword v48, v[2:3], off
	global_load_dword v49, v[4:5], off
	global_load_dword v52, v[6:7], off
	global_load_dword v53, v[8:9], off
	global_load_dword v54, v[10:11], off
	global_load_dword v55, v[12:13], off
	global_load_dword v56, v[23:24], off
	global_load_dword v57, v[27:28], off
	v_add_u32_e32 v23, s24, v0
	v_ashrrev_i32_e32 v24, 31, v23
	v_lshlrev_b64 v[2:3], 2, v[23:24]
	s_add_i32 s25, s24, s5
	v_add_u32_e32 v27, s25, v0
	v_mov_b32_e32 v4, s13
	v_add_co_u32_e32 v9, vcc, s12, v2
	v_ashrrev_i32_e32 v28, 31, v27
	v_addc_co_u32_e32 v10, vcc, v4, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[27:28]
	s_add_i32 s26, s25, s5
	v_add_u32_e32 v11, s26, v0
	v_add_co_u32_e32 v36, vcc, s12, v2
	v_ashrrev_i32_e32 v12, 31, v11
	v_addc_co_u32_e32 v37, vcc, v4, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[11:12]
	s_add_i32 s28, s26, s5
	v_add_u32_e32 v13, s28, v0
	v_add_co_u32_e32 v38, vcc, s12, v2
	v_ashrrev_i32_e32 v14, 31, v13
	v_addc_co_u32_e32 v39, vcc, v4, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[13:14]
	s_add_i32 s29, s28, s5
	v_add_co_u32_e32 v40, vcc, s12, v2
	v_addc_co_u32_e32 v41, vcc, v4, v3, vcc
	v_add_u32_e32 v3, s29, v0
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[5:6], 2, v[3:4]
	s_add_i32 s30, s29, s5
	v_mov_b32_e32 v2, s13
	v_add_co_u32_e32 v42, vcc, s12, v5
	v_add_u32_e32 v5, s30, v0
	v_addc_co_u32_e32 v43, vcc, v2, v6, vcc
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[7:8], 2, v[5:6]
	s_add_i32 s31, s30, s5
	v_add_co_u32_e32 v44, vcc, s12, v7
	v_add_u32_e32 v7, s31, v0
	v_addc_co_u32_e32 v45, vcc, v2, v8, vcc
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshlrev_b64 v[46:47], 2, v[7:8]
	s_add_i32 s34, s31, s5
	v_add_co_u32_e32 v46, vcc, s12, v46
	v_addc_co_u32_e32 v47, vcc, v2, v47, vcc
	global_load_dword v2, v[9:10], off
	global_load_dword v58, v[36:37], off
	global_load_dword v59, v[38:39], off
	global_load_dword v60, v[40:41], off
	global_load_dword v61, v[42:43], off
	global_load_dword v62, v[44:45], off
	global_load_dword v63, v[46:47], off
	v_add_u32_e32 v9, s34, v0
	v_ashrrev_i32_e32 v10, 31, v9
	v_lshlrev_b64 v[36:37], 2, v[9:10]
	v_mov_b32_e32 v38, s13
	v_add_co_u32_e32 v36, vcc, s12, v36
	v_addc_co_u32_e32 v37, vcc, v38, v37, vcc
	global_load_dword v64, v[36:37], off
	s_load_dword s7, s[6:7], 0x20
	s_add_i32 s27, s4, 2
	v_add_u32_e32 v36, s27, v1
	s_lshl_b32 s35, s27, 2
	s_lshl_b32 s6, s27, 1
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u32 v51, v36, 2, s7
	v_add_u32_e32 v50, s35, v51
	s_waitcnt vmcnt(14)
	ds_write_b32 v50, v49 offset:4
	v_add_u32_e32 v49, s35, v50
	ds_write_b32 v51, v48 offset:4
	v_add_u32_e32 v48, s35, v49
	v_add_u32_e32 v47, s35, v48
	v_add_u32_e32 v46, s35, v47
	v_add_u32_e32 v45, s35, v46
	v_add_u32_e32 v44, s35, v45
	v_add_u32_e32 v43, s35, v44
	v_add_u32_e32 v42, s35, v43
	v_add_u32_e32 v41, s35, v42
	v_add_u32_e32 v40, s35, v41
	v_add_u32_e32 v39, s35, v40
	v_add_u32_e32 v38, s35, v39
	v_add_u32_e32 v37, s35, v38
	v_add_u32_e32 v36, s35, v37
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_cmp_eq_u32_e64 s[0:1], 0, v1
	s_mul_i32 s33, s8, s5
	s_waitcnt vmcnt(13)
	ds_write_b32 v49, v52 offset:4
	s_waitcnt vmcnt(12)
	ds_write_b32 v48, v53 offset:4
	s_waitcnt vmcnt(11)
	ds_write_b32 v47, v54 offset:4
	s_waitcnt vmcnt(10)
	ds_write_b32 v46, v55 offset:4
	s_waitcnt vmcnt(9)
	ds_write_b32 v45, v56 offset:4
	s_waitcnt vmcnt(8)
	ds_write_b32 v44, v57 offset:4
	s_waitcnt vmcnt(7)
	ds_write_b32 v43, v2 offset:4
	s_waitcnt vmcnt(6)
	ds_write_b32 v42, v58 offset:4
	s_waitcnt vmcnt(5)
	ds_write_b32 v41, v59 offset:4
	s_waitcnt vmcnt(4)
	ds_write_b32 v40, v60 offset:4
	s_waitcnt vmcnt(3)
	ds_write_b32 v39, v61 offset:4
	s_waitcnt vmcnt(2)
	ds_write_b32 v38, v62 offset:4
	s_waitcnt vmcnt(1)
	ds_write_b32 v37, v63 offset:4
	s_waitcnt vmcnt(0)
	ds_write_b32 v36, v64 offset:4
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_add_u32_e32 v52, s33, v35
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_mov_b32_e32 v2, s13
	v_add_co_u32_e64 v52, s[0:1], s12, v52
	v_addc_co_u32_e64 v53, s[0:1], v2, v53, s[0:1]
	global_load_dword v52, v[52:53], off
	v_mov_b32_e32 v53, s7
	s_waitcnt vmcnt(0)
	ds_write_b32 v53, v52
	v_add_u32_e32 v52, s9, v35
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_add_co_u32_e64 v52, s[0:1], s12, v52
	v_addc_co_u32_e64 v53, s[0:1], v2, v53, s[0:1]
	global_load_dword v52, v[52:53], off
	s_lshl_b32 s0, s4, 2
	s_add_i32 s0, s7, s0
	v_mov_b32_e32 v53, s0
	s_waitcnt vmcnt(0)
	ds_write_b32 v53, v52 offset:8
	v_add_u32_e32 v52, s10, v35
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_add_co_u32_e64 v52, s[0:1], s12, v52
	v_addc_co_u32_e64 v53, s[0:1], v2, v53, s[0:1]
	global_load_dword v52, v[52:53], off
	s_lshl_b32 s0, s6, 2
	s_add_i32 s36, s7, s0
	v_mov_b32_e32 v53, s36
	s_add_i32 s36, s36, s35
	s_waitcnt vmcnt(0)
	ds_write_b32 v53, v52
	v_add_u32_e32 v52, s11, v35
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_add_co_u32_e64 v52, s[0:1], s12, v52
	v_addc_co_u32_e64 v53, s[0:1], v2, v53, s[0:1]
	global_load_dword v52, v[52:53], off
	v_mov_b32_e32 v53, s36
	s_add_i32 s36, s36, s35
	s_waitcnt vmcnt(0)
	ds_write_b32 v53, v52
	v_add_u32_e32 v52, s16, v35
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_add_co_u32_e64 v52, s[0:1], s12, v52
	v_addc_co_u32_e64 v53, s[0:1], v2, v53, s[0:1]
	global_load_dword v52, v[52:53], off
	v_mov_b32_e32 v53, s36
	s_add_i32 s36, s36, s35
	s_waitcnt vmcnt(0)
	ds_write_b32 v53, v52
	v_add_u32_e32 v52, s20, v35
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_add_co_u32_e64 v52, s[0:1], s12, v52
	v_addc_co_u32_e64 v53, s[0:1], v2, v53, s[0:1]
	global_load_dword v52, v[52:53], off
	v_mov_b32_e32 v53, s36
	s_add_i32 s36, s36, s35
	s_waitcnt vmcnt(0)
	ds_write_b32 v53, v52
	v_add_u32_e32 v52, s21, v35
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_add_co_u32_e64 v52, s[0:1], s12, v52
	v_addc_co_u32_e64 v53, s[0:1], v2, v53, s[0:1]
	global_load_dword v52, v[52:53], off
	v_mov_b32_e32 v53, s36
	s_add_i32 s36, s36, s35
	s_waitcnt vmcnt(0)
	ds_write_b32 v53, v52
	v_add_u32_e32 v52, s22, v35
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_add_co_u32_e64 v52, s[0:1], s12, v52
	v_addc_co_u32_e64 v53, s[0:1], v2, v53, s[0:1]
	global_load_dword v52, v[52:53], off
	v_mov_b32_e32 v53, s36
	s_add_i32 s36, s36, s35
	s_waitcnt vmcnt(0)
	ds_write_b32 v53, v52
	v_add_u32_e32 v52, s23, v35
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_add_co_u32_e64 v52, s[0:1], s12, v52
	v_addc_co_u32_e64 v53, s[0:1], v2, v53, s[0:1]
	global_load_dword v52, v[52:53], off
	v_mov_b32_e32 v53, s36
	s_add_i32 s36, s36, s35
	s_waitcnt vmcnt(0)
	ds_write_b32 v53, v52
	v_add_u32_e32 v52, s24, v35
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_add_co_u32_e64 v52, s[0:1], s12, v52
	v_addc_co_u32_e64 v53, s[0:1], v2, v53, s[0:1]
	global_load_dword v52, v[52:53], off
	v_mov_b32_e32 v53, s36
	s_add_i32 s36, s36, s35
	s_waitcnt vmcnt(0)
	ds_write_b32 v53, v52
	v_add_u32_e32 v52, s25, v35
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_add_co_u32_e64 v52, s[0:1], s12, v52
	v_addc_co_u32_e64 v53, s[0:1], v2, v53, s[0:1]
	global_load_dword v52, v[52:53], off
	v_mov_b32_e32 v53, s36
	s_add_i32 s36, s36, s35
	s_waitcnt vmcnt(0)
	ds_write_b32 v53, v52
	v_add_u32_e32 v52, s26, v35
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_add_co_u32_e64 v52, s[0:1], s12, v52
	v_addc_co_u32_e64 v53, s[0:1], v2, v53, s[0:1]
	global_load_dword v52, v[52:53], off
	v_mov_b32_e32 v53, s36
	s_add_i32 s36, s36, s35
	s_waitcnt vmcnt(0)
	ds_write_b32 v53, v52
	v_add_u32_e32 v52, s28, v35
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_add_co_u32_e64 v52, s[0:1], s12, v52
	v_addc_co_u32_e64 v53, s[0:1], v2, v53, s[0:1]
	global_load_dword v52, v[52:53], off
	v_mov_b32_e32 v53, s36
	s_add_i32 s36, s36, s35
	s_waitcnt vmcnt(0)
	ds_write_b32 v53, v52
	v_add_u32_e32 v52, s29, v35
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_add_co_u32_e64 v52, s[0:1], s12, v52
	v_addc_co_u32_e64 v53, s[0:1], v2, v53, s[0:1]
	global_load_dword v52, v[52:53], off
	v_mov_b32_e32 v53, s36
	s_add_i32 s36, s36, s35
	s_waitcnt vmcnt(0)
	ds_write_b32 v53, v52
	v_add_u32_e32 v52, s30, v35
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_add_co_u32_e64 v52, s[0:1], s12, v52
	v_addc_co_u32_e64 v53, s[0:1], v2, v53, s[0:1]
	global_load_dword v52, v[52:53], off
	v_mov_b32_e32 v53, s36
	s_add_i32 s36, s36, s35
	s_waitcnt vmcnt(0)
	ds_write_b32 v53, v52
	v_add_u32_e32 v52, s31, v35
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_add_co_u32_e64 v52, s[0:1], s12, v52
	v_addc_co_u32_e64 v53, s[0:1], v2, v53, s[0:1]
	global_load_dword v52, v[52:53], off
	v_mov_b32_e32 v53, s36
	s_add_i32 s36, s36, s35
	s_waitcnt vmcnt(0)
	ds_write_b32 v53, v52
	v_add_u32_e32 v52, s34, v35
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_add_co_u32_e64 v52, s[0:1], s12, v52
	v_addc_co_u32_e64 v53, s[0:1], v2, v53, s[0:1]
	global_load_dword v52, v[52:53], off
	s_add_i32 s0, s8, 17
	v_mov_b32_e32 v53, s36
	s_mul_i32 s0, s0, s5
	s_waitcnt vmcnt(0)
	ds_write_b32 v53, v52
	v_add_u32_e32 v52, s0, v35
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_add_co_u32_e64 v52, s[0:1], s12, v52
	v_addc_co_u32_e64 v53, s[0:1], v2, v53, s[0:1]
	global_load_dword v2, v[52:53], off
	s_add_i32 s0, s36, s35
	v_mov_b32_e32 v52, s0
	s_waitcnt vmcnt(0)
	ds_write_b32 v52, v2
.LBB0_2:
	s_or_b64 exec, exec, s[2:3]
	s_and_b32 s0, s4, 0xffff
	s_add_u32 s0, s0, -1
	v_mov_b32_e32 v2, 0
	s_addc_u32 s1, 0, -1
	v_cmp_eq_u64_e64 s[0:1], s[0:1], v[1:2]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_add_u32_e32 v2, 2, v35
	v_add_u32_e32 v52, s33, v2
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_mov_b32_e32 v35, s13
	v_add_co_u32_e64 v52, s[0:1], s12, v52
	v_addc_co_u32_e64 v53, s[0:1], v35, v53, s[0:1]
	global_load_dword v52, v[52:53], off
	v_lshl_add_u32 v53, v1, 2, s7
	s_waitcnt vmcnt(0)
	ds_write_b32 v53, v52 offset:8
	v_add_u32_e32 v52, s9, v2
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_add_co_u32_e64 v52, s[0:1], s12, v52
	v_addc_co_u32_e64 v53, s[0:1], v35, v53, s[0:1]
	global_load_dword v52, v[52:53], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v51, v52 offset:8
	v_add_u32_e32 v51, s10, v2
	v_ashrrev_i32_e32 v52, 31, v51
	v_lshlrev_b64 v[51:52], 2, v[51:52]
	v_add_co_u32_e64 v51, s[0:1], s12, v51
	v_addc_co_u32_e64 v52, s[0:1], v35, v52, s[0:1]
	global_load_dword v51, v[51:52], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v50, v51 offset:8
	v_add_u32_e32 v50, s11, v2
	v_ashrrev_i32_e32 v51, 31, v50
	v_lshlrev_b64 v[50:51], 2, v[50:51]
	v_add_co_u32_e64 v50, s[0:1], s12, v50
	v_addc_co_u32_e64 v51, s[0:1], v35, v51, s[0:1]
	global_load_dword v50, v[50:51], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v49, v50 offset:8
	v_add_u32_e32 v49, s16, v2
	v_ashrrev_i32_e32 v50, 31, v49
	v_lshlrev_b64 v[49:50], 2, v[49:50]
	v_add_co_u32_e64 v49, s[0:1], s12, v49
	v_addc_co_u32_e64 v50, s[0:1], v35, v50, s[0:1]
	global_load_dword v49, v[49:50], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v48, v49 offset:8
	v_add_u32_e32 v48, s20, v2
	v_ashrrev_i32_e32 v49, 31, v48
	v_lshlrev_b64 v[48:49], 2, v[48:49]
	v_add_co_u32_e64 v48, s[0:1], s12, v48
	v_addc_co_u32_e64 v49, s[0:1], v35, v49, s[0:1]
	global_load_dword v48, v[48:49], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v47, v48 offset:8
	v_add_u32_e32 v47, s21, v2
	v_ashrrev_i32_e32 v48, 31, v47
	v_lshlrev_b64 v[47:48], 2, v[47:48]
	v_add_co_u32_e64 v47, s[0:1], s12, v47
	v_addc_co_u32_e64 v48, s[0:1], v35, v48, s[0:1]
	global_load_dword v47, v[47:48], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v46, v47 offset:8
	v_add_u32_e32 v46, s22, v2
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshlrev_b64 v[46:47], 2, v[46:47]
	v_add_co_u32_e64 v46, s[0:1], s12, v46
	v_addc_co_u32_e64 v47, s[0:1], v35, v47, s[0:1]
	global_load_dword v46, v[46:47], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v45, v46 offset:8
	v_add_u32_e32 v45, s23, v2
	v_ashrrev_i32_e32 v46, 31, v45
	v_lshlrev_b64 v[45:46], 2, v[45:46]
	v_add_co_u32_e64 v45, s[0:1], s12, v45
	v_addc_co_u32_e64 v46, s[0:1], v35, v46, s[0:1]
	global_load_dword v45, v[45:46], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v44, v45 offset:8
	v_add_u32_e32 v44, s24, v2
	v_ashrrev_i32_e32 v45, 31, v44
	v_lshlrev_b64 v[44:45], 2, v[44:45]
	v_add_co_u32_e64 v44, s[0:1], s12, v44
	v_addc_co_u32_e64 v45, s[0:1], v35, v45, s[0:1]
	global_load_dword v44, v[44:45], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v43, v44 offset:8
	v_add_u32_e32 v43, s25, v2
	v_ashrrev_i32_e32 v44, 31, v43
	v_lshlrev_b64 v[43:44], 2, v[43:44]
	v_add_co_u32_e64 v43, s[0:1], s12, v43
	v_addc_co_u32_e64 v44, s[0:1], v35, v44, s[0:1]
	global_load_dword v43, v[43:44], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v42, v43 offset:8
	v_add_u32_e32 v42, s26, v2
	v_ashrrev_i32_e32 v43, 31, v42
	v_lshlrev_b64 v[42:43], 2, v[42:43]
	v_add_co_u32_e64 v42, s[0:1], s12, v42
	v_addc_co_u32_e64 v43, s[0:1], v35, v43, s[0:1]
	global_load_dword v42, v[42:43], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v41, v42 offset:8
	v_add_u32_e32 v41, s28, v2
	v_ashrrev_i32_e32 v42, 31, v41
	v_lshlrev_b64 v[41:42], 2, v[41:42]
	v_add_co_u32_e64 v41, s[0:1], s12, v41
	v_addc_co_u32_e64 v42, s[0:1], v35, v42, s[0:1]
	global_load_dword v41, v[41:42], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v40, v41 offset:8
	v_add_u32_e32 v40, s29, v2
	v_ashrrev_i32_e32 v41, 31, v40
	v_lshlrev_b64 v[40:41], 2, v[40:41]
	v_add_co_u32_e64 v40, s[0:1], s12, v40
	v_addc_co_u32_e64 v41, s[0:1], v35, v41, s[0:1]
	global_load_dword v40, v[40:41], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v39, v40 offset:8
	v_add_u32_e32 v39, s30, v2
	v_ashrrev_i32_e32 v40, 31, v39
	v_lshlrev_b64 v[39:40], 2, v[39:40]
	v_add_co_u32_e64 v39, s[0:1], s12, v39
	v_addc_co_u32_e64 v40, s[0:1], v35, v40, s[0:1]
	global_load_dword v39, v[39:40], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v38, v39 offset:8
	v_add_u32_e32 v38, s31, v2
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshlrev_b64 v[38:39], 2, v[38:39]
	v_add_co_u32_e64 v38, s[0:1], s12, v38
	v_addc_co_u32_e64 v39, s[0:1], v35, v39, s[0:1]
	global_load_dword v38, v[38:39], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v37, v38 offset:8
	v_add_u32_e32 v37, s34, v2
	v_ashrrev_i32_e32 v38, 31, v37
	v_lshlrev_b64 v[37:38], 2, v[37:38]
	v_add_co_u32_e64 v37, s[0:1], s12, v37
	v_addc_co_u32_e64 v38, s[0:1], v35, v38, s[0:1]
	global_load_dword v37, v[37:38], off
	s_add_i32 s0, s8, 17
	s_mul_i32 s0, s0, s5
	s_waitcnt vmcnt(0)
	ds_write_b32 v36, v37 offset:8
	v_add_u32_e32 v37, s0, v2
	v_ashrrev_i32_e32 v38, 31, v37
	v_lshlrev_b64 v[37:38], 2, v[37:38]
	v_add_co_u32_e64 v37, s[0:1], s12, v37
	v_addc_co_u32_e64 v38, s[0:1], v35, v38, s[0:1]
	global_load_dword v2, v[37:38], off
	s_lshl_b32 s0, s4, 2
	v_add3_u32 v35, v36, 8, s0
	s_waitcnt vmcnt(0)
	ds_write_b32 v35, v2 offset:8
.LBB0_4:
	s_or_b64 exec, exec, s[2:3]
	s_mul_i32 s2, s27, 17
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.5:
                                        ; implicit-def: $vgpr0
; %bb.6:
	s_or_saveexec_b64 s[0:1], s[0:1]
	v_mov_b32_e32 v2, s2
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_8
; %bb.7:
	v_add_u32_e32 v35, s33, v0
	v_ashrrev_i32_e32 v36, 31, v35
	s_mul_i32 s5, s5, 17
	v_lshlrev_b64 v[36:37], 2, v[35:36]
	v_add_u32_e32 v38, s5, v35
	v_ashrrev_i32_e32 v39, 31, v38
	v_mov_b32_e32 v0, s13
	v_add_co_u32_e32 v36, vcc, s12, v36
	v_lshlrev_b64 v[38:39], 2, v[38:39]
	v_addc_co_u32_e32 v37, vcc, v0, v37, vcc
	v_add_co_u32_e32 v38, vcc, s12, v38
	v_addc_co_u32_e32 v39, vcc, v0, v39, vcc
	global_load_dword v0, v[36:37], off
	global_load_dword v2, v[38:39], off
	s_lshl_b32 s3, s2, 2
	v_mov_b32_e32 v35, s7
	s_add_i32 s3, s7, s3
	v_mov_b32_e32 v36, s3
	s_waitcnt vmcnt(1)
	ds_write_b32 v35, v0 offset:4
	s_waitcnt vmcnt(0)
	ds_write_b32 v36, v2 offset:4
	v_mov_b32_e32 v2, s2
.LBB0_8:
	s_or_b64 exec, exec, s[0:1]
	v_lshl_add_u32 v47, v1, 2, s7
	s_lshl_b32 s0, s4, 2
	v_lshl_add_u32 v1, s6, 2, v47
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, s0, v47
	ds_read_b96 v[35:37], v1
	ds_read_b96 v[38:40], v47
	ds_read_b96 v[41:43], v0 offset:8
	v_add_u32_e32 v48, s0, v1
	ds_read_b96 v[44:46], v48 offset:8
	v_lshlrev_b64 v[21:22], 2, v[21:22]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v39, v36
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v41
	v_add_f32_e32 v0, v0, v43
	v_add_f32_e32 v1, v38, v40
	v_add_f32_e32 v1, v1, v35
	v_mul_f32_e32 v0, s18, v0
	v_add_f32_e32 v1, v1, v37
	v_fma_f32 v0, s17, v42, v0
	v_fma_f32 v38, s19, v1, v0
	v_lshlrev_b64 v[0:1], 2, v[19:20]
	v_mov_b32_e32 v19, s15
	v_add_co_u32_e32 v0, vcc, s14, v0
	v_addc_co_u32_e32 v1, vcc, v19, v1, vcc
	global_store_dword v[0:1], v38, off
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v42, v45
	v_add_f32_e32 v1, v1, v35
	v_add_f32_e32 v1, v1, v37
	v_add_f32_e32 v19, v41, v43
	v_add_u32_e32 v0, 8, v48
	v_add_f32_e32 v19, v19, v44
	v_mul_f32_e32 v1, s18, v1
	v_add_u32_e32 v38, s0, v0
	v_add_f32_e32 v0, v19, v46
	v_fma_f32 v1, s17, v36, v1
	v_fma_f32 v19, s19, v0, v1
	v_lshlrev_b64 v[0:1], 2, v[33:34]
	v_mov_b32_e32 v20, s15
	v_add_co_u32_e32 v0, vcc, s14, v0
	v_addc_co_u32_e32 v1, vcc, v20, v1, vcc
	global_store_dword v[0:1], v19, off
	ds_read2_b32 v[0:1], v38 offset0:3 offset1:4
	v_add_u32_e32 v19, 8, v38
	v_add_u32_e32 v33, s0, v19
	ds_read2_b32 v[19:20], v33 offset0:3 offset1:4
	ds_read_b32 v34, v33 offset:8
	ds_read_b32 v38, v38 offset:8
	v_add_f32_e32 v35, v35, v37
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v36, v36, v0
	v_add_f32_e32 v36, v36, v44
	v_add_f32_e32 v36, v36, v46
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v35, v35, v38
	v_mul_f32_e32 v36, s18, v36
	v_add_f32_e32 v35, v35, v1
	v_fma_f32 v36, s17, v45, v36
	v_fma_f32 v35, s19, v35, v36
	v_mov_b32_e32 v36, s15
	v_add_co_u32_e32 v21, vcc, s14, v21
	v_addc_co_u32_e32 v22, vcc, v36, v22, vcc
	global_store_dword v[21:22], v35, off
	v_add_f32_e32 v22, v45, v19
	v_add_f32_e32 v22, v22, v38
	v_add_u32_e32 v21, 8, v33
	v_add_f32_e32 v22, v22, v1
	v_add_f32_e32 v33, v44, v46
	v_add_f32_e32 v33, v33, v34
	v_mul_f32_e32 v22, s18, v22
	v_add_u32_e32 v35, s0, v21
	v_add_f32_e32 v21, v33, v20
	v_fma_f32 v22, s17, v0, v22
	v_fma_f32 v33, s19, v21, v22
	v_lshlrev_b64 v[21:22], 2, v[31:32]
	v_mov_b32_e32 v31, s15
	v_add_co_u32_e32 v21, vcc, s14, v21
	v_addc_co_u32_e32 v22, vcc, v31, v22, vcc
	global_store_dword v[21:22], v33, off
	ds_read2_b32 v[21:22], v35 offset0:3 offset1:4
	v_add_u32_e32 v31, 8, v35
	v_add_u32_e32 v33, s0, v31
	ds_read2_b32 v[31:32], v33 offset0:3 offset1:4
	ds_read_b32 v36, v33 offset:8
	ds_read_b32 v35, v35 offset:8
	v_add_f32_e32 v1, v38, v1
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v21
	v_add_f32_e32 v0, v0, v34
	v_add_f32_e32 v0, v0, v20
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v35
	v_mul_f32_e32 v0, s18, v0
	v_add_f32_e32 v1, v1, v22
	v_fma_f32 v0, s17, v19, v0
	v_fma_f32 v37, s19, v1, v0
	v_lshlrev_b64 v[0:1], 2, v[17:18]
	v_mov_b32_e32 v17, s15
	v_add_co_u32_e32 v0, vcc, s14, v0
	v_addc_co_u32_e32 v1, vcc, v17, v1, vcc
	global_store_dword v[0:1], v37, off
	v_add_f32_e32 v0, v19, v31
	v_add_f32_e32 v0, v0, v35
	v_add_f32_e32 v0, v0, v22
	v_add_f32_e32 v1, v34, v20
	v_add_f32_e32 v1, v1, v36
	v_mul_f32_e32 v0, s18, v0
	v_add_f32_e32 v1, v1, v32
	v_fma_f32 v0, s17, v21, v0
	v_fma_f32 v17, s19, v1, v0
	v_lshlrev_b64 v[0:1], 2, v[29:30]
	v_mov_b32_e32 v18, s15
	v_add_co_u32_e32 v0, vcc, s14, v0
	v_add3_u32 v19, v33, 8, s0
	v_addc_co_u32_e32 v1, vcc, v18, v1, vcc
	global_store_dword v[0:1], v17, off
	ds_read2_b32 v[0:1], v19 offset0:3 offset1:4
	v_add3_u32 v20, v19, 8, s0
	ds_read2_b32 v[17:18], v20 offset0:3 offset1:4
	ds_read_b32 v29, v20 offset:8
	ds_read_b32 v30, v19 offset:8
	v_lshlrev_b64 v[15:16], 2, v[15:16]
	v_lshlrev_b64 v[11:12], 2, v[11:12]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v19, v21, v0
	v_add_f32_e32 v19, v19, v36
	v_add_f32_e32 v19, v19, v32
	v_add_f32_e32 v21, v35, v22
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v21, v21, v30
	v_mul_f32_e32 v19, s18, v19
	v_add_f32_e32 v21, v21, v1
	v_fma_f32 v19, s17, v31, v19
	v_fma_f32 v19, s19, v21, v19
	v_mov_b32_e32 v21, s15
	v_add_co_u32_e32 v15, vcc, s14, v15
	v_addc_co_u32_e32 v16, vcc, v21, v16, vcc
	global_store_dword v[15:16], v19, off
	v_add_f32_e32 v15, v31, v17
	v_add_f32_e32 v15, v15, v30
	v_add_f32_e32 v15, v15, v1
	v_add_f32_e32 v16, v36, v32
	v_add_f32_e32 v16, v16, v29
	v_mul_f32_e32 v15, s18, v15
	v_add_f32_e32 v16, v16, v18
	v_fma_f32 v15, s17, v0, v15
	v_fma_f32 v19, s19, v16, v15
	v_lshlrev_b64 v[15:16], 2, v[25:26]
	v_add3_u32 v21, v20, 8, s0
	v_mov_b32_e32 v20, s15
	v_add_co_u32_e32 v15, vcc, s14, v15
	v_addc_co_u32_e32 v16, vcc, v20, v16, vcc
	global_store_dword v[15:16], v19, off
	ds_read2_b32 v[15:16], v21 offset0:3 offset1:4
	v_add3_u32 v22, v21, 8, s0
	ds_read2_b32 v[19:20], v22 offset0:3 offset1:4
	ds_read_b32 v25, v22 offset:8
	ds_read_b32 v21, v21 offset:8
	v_add_f32_e32 v1, v30, v1
	v_add3_u32 v22, v22, 8, s0
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v15
	v_add_f32_e32 v0, v0, v29
	v_add_f32_e32 v0, v0, v18
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v21
	v_mul_f32_e32 v0, s18, v0
	v_add_f32_e32 v1, v1, v16
	v_fma_f32 v0, s17, v17, v0
	v_fma_f32 v26, s19, v1, v0
	v_lshlrev_b64 v[0:1], 2, v[23:24]
	v_mov_b32_e32 v23, s15
	v_add_co_u32_e32 v0, vcc, s14, v0
	v_addc_co_u32_e32 v1, vcc, v23, v1, vcc
	global_store_dword v[0:1], v26, off
	v_add_f32_e32 v0, v17, v19
	v_add_f32_e32 v0, v0, v21
	v_add_f32_e32 v0, v0, v16
	v_add_f32_e32 v1, v29, v18
	v_add_f32_e32 v1, v1, v25
	v_mul_f32_e32 v0, s18, v0
	v_add_f32_e32 v1, v1, v20
	v_fma_f32 v0, s17, v15, v0
	v_fma_f32 v17, s19, v1, v0
	v_lshlrev_b64 v[0:1], 2, v[27:28]
	v_mov_b32_e32 v18, s15
	v_add_co_u32_e32 v0, vcc, s14, v0
	v_addc_co_u32_e32 v1, vcc, v18, v1, vcc
	global_store_dword v[0:1], v17, off
	ds_read2_b32 v[0:1], v22 offset0:3 offset1:4
	v_add3_u32 v23, v22, 8, s0
	ds_read2_b32 v[17:18], v23 offset0:3 offset1:4
	ds_read_b32 v24, v23 offset:8
	ds_read_b32 v22, v22 offset:8
	v_add_f32_e32 v16, v21, v16
	v_add_co_u32_e32 v11, vcc, s14, v11
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v15, v15, v0
	v_add_f32_e32 v15, v15, v25
	v_add_f32_e32 v15, v15, v20
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v16, v16, v22
	v_mul_f32_e32 v15, s18, v15
	v_add_f32_e32 v16, v16, v1
	v_fma_f32 v15, s17, v19, v15
	v_fma_f32 v15, s19, v16, v15
	v_mov_b32_e32 v16, s15
	v_addc_co_u32_e32 v12, vcc, v16, v12, vcc
	global_store_dword v[11:12], v15, off
	v_add_f32_e32 v11, v19, v17
	v_add_f32_e32 v11, v11, v22
	v_add_f32_e32 v11, v11, v1
	v_add_f32_e32 v12, v25, v20
	v_add_f32_e32 v12, v12, v24
	v_mul_f32_e32 v11, s18, v11
	v_add_f32_e32 v12, v12, v18
	v_fma_f32 v11, s17, v0, v11
	v_fma_f32 v16, s19, v12, v11
	v_lshlrev_b64 v[11:12], 2, v[13:14]
	v_mov_b32_e32 v13, s15
	v_add_co_u32_e32 v11, vcc, s14, v11
	v_add3_u32 v15, v23, 8, s0
	v_addc_co_u32_e32 v12, vcc, v13, v12, vcc
	global_store_dword v[11:12], v16, off
	ds_read2_b32 v[11:12], v15 offset0:3 offset1:4
	v_add3_u32 v16, v15, 8, s0
	ds_read2_b32 v[13:14], v16 offset0:3 offset1:4
	ds_read_b32 v19, v16 offset:8
	ds_read_b32 v15, v15 offset:8
	v_add_f32_e32 v1, v22, v1
	v_add3_u32 v16, v16, 8, s0
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v11
	v_add_f32_e32 v0, v0, v24
	v_add_f32_e32 v0, v0, v18
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v15
	v_mul_f32_e32 v0, s18, v0
	v_add_f32_e32 v1, v1, v12
	v_fma_f32 v0, s17, v17, v0
	v_fma_f32 v20, s19, v1, v0
	v_lshlrev_b64 v[0:1], 2, v[3:4]
	v_mov_b32_e32 v3, s15
	v_add_co_u32_e32 v0, vcc, s14, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_dword v[0:1], v20, off
	v_add_f32_e32 v0, v17, v13
	v_add_f32_e32 v0, v0, v15
	v_add_f32_e32 v0, v0, v12
	v_add_f32_e32 v1, v24, v18
	v_add_f32_e32 v1, v1, v19
	v_mul_f32_e32 v0, s18, v0
	v_add_f32_e32 v1, v1, v14
	v_fma_f32 v0, s17, v11, v0
	ds_read2_b32 v[3:4], v16 offset0:3 offset1:4
	v_fma_f32 v17, s19, v1, v0
	v_lshlrev_b64 v[0:1], 2, v[5:6]
	v_mov_b32_e32 v5, s15
	v_add_co_u32_e32 v0, vcc, s14, v0
	ds_read_b32 v16, v16 offset:8
	v_addc_co_u32_e32 v1, vcc, v5, v1, vcc
	global_store_dword v[0:1], v17, off
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v11, v3
	v_add_f32_e32 v0, v0, v19
	v_add_f32_e32 v0, v0, v14
	v_add_f32_e32 v1, v15, v12
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v16
	v_mul_f32_e32 v0, s18, v0
	v_add_f32_e32 v1, v1, v4
	v_fma_f32 v0, s17, v13, v0
	v_fma_f32 v11, s19, v1, v0
	v_lshl_add_u32 v0, v2, 2, v47
	ds_read_b96 v[0:2], v0
	v_lshlrev_b64 v[5:6], 2, v[7:8]
	v_mov_b32_e32 v7, s15
	v_add_co_u32_e32 v5, vcc, s14, v5
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v13, v1
	v_add_f32_e32 v1, v1, v16
	v_add_f32_e32 v1, v1, v4
	v_add_f32_e32 v4, v19, v14
	v_add_f32_e32 v0, v4, v0
	v_mul_f32_e32 v1, s18, v1
	v_add_f32_e32 v0, v0, v2
	v_fma_f32 v1, s17, v3, v1
	v_fma_f32 v2, s19, v0, v1
	v_lshlrev_b64 v[0:1], 2, v[9:10]
	v_addc_co_u32_e32 v6, vcc, v7, v6, vcc
	v_mov_b32_e32 v3, s15
	v_add_co_u32_e32 v0, vcc, s14, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_dword v[5:6], v11, off
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel StencilKernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
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
		.amdhsa_next_free_vgpr 65
		.amdhsa_next_free_sgpr 37
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
	.size	StencilKernel, .Lfunc_end0-StencilKernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 5292
; NumSgprs: 39
; NumVgprs: 65
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 16
; NumSGPRsForWavesPerEU: 39
; NumVGPRsForWavesPerEU: 65
; Occupancy: 3
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
        .type_name:      'VALTYPE*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'VALTYPE*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      VALTYPE
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .type_name:      VALTYPE
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      VALTYPE
        .value_kind:     by_value
      - .address_space:  local
        .offset:         32
        .pointee_align:  1
        .size:           4
        .type_name:      'VALTYPE*'
        .value_kind:     dynamic_shared_pointer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           StencilKernel
    .private_segment_fixed_size: 0
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         StencilKernel.kd
    .vgpr_count:     65
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
