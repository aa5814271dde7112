	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
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
	v_bfe_u32 v32, v0, 10, 10
	s_mul_i32 s9, s9, s4
	s_add_i32 s5, s16, s1
	v_add_u32_e32 v35, s9, v32
	s_add_i32 s5, s5, 2
	s_or_b32 s9, s8, 1
	v_add_u32_e32 v34, 1, v35
	s_mul_i32 s9, s9, s5
	v_add_u32_e32 v28, s9, v34
	v_ashrrev_i32_e32 v29, 31, v28
	s_add_i32 s10, s9, s5
	v_lshlrev_b64 v[0:1], 2, v[28:29]
	v_add_u32_e32 v30, s10, v34
	v_mov_b32_e32 v2, s13
	v_add_co_u32_e32 v0, vcc, s12, v0
	v_ashrrev_i32_e32 v31, 31, v30
	s_add_i32 s11, s10, s5
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_lshlrev_b64 v[2:3], 2, v[30:31]
	v_add_u32_e32 v24, s11, v34
	v_mov_b32_e32 v4, s13
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_ashrrev_i32_e32 v25, 31, v24
	s_add_i32 s16, s11, s5
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_lshlrev_b64 v[4:5], 2, v[24:25]
	v_add_u32_e32 v26, s16, v34
	v_mov_b32_e32 v6, s13
	v_add_co_u32_e32 v4, vcc, s12, v4
	v_ashrrev_i32_e32 v27, 31, v26
	s_add_i32 s20, s16, s5
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	v_lshlrev_b64 v[6:7], 2, v[26:27]
	v_add_u32_e32 v20, s20, v34
	v_mov_b32_e32 v8, s13
	v_add_co_u32_e32 v6, vcc, s12, v6
	v_ashrrev_i32_e32 v21, 31, v20
	s_add_i32 s21, s20, s5
	v_addc_co_u32_e32 v7, vcc, v8, v7, vcc
	v_lshlrev_b64 v[8:9], 2, v[20:21]
	v_add_u32_e32 v22, s21, v34
	v_mov_b32_e32 v10, s13
	v_add_co_u32_e32 v8, vcc, s12, v8
	v_ashrrev_i32_e32 v23, 31, v22
	s_add_i32 s23, s21, s5
	v_addc_co_u32_e32 v9, vcc, v10, v9, vcc
	v_lshlrev_b64 v[10:11], 2, v[22:23]
	v_add_u32_e32 v16, s23, v34
	v_mov_b32_e32 v12, s13
	v_add_co_u32_e32 v10, vcc, s12, v10
	v_ashrrev_i32_e32 v17, 31, v16
	s_add_i32 s22, s23, s5
	v_addc_co_u32_e32 v11, vcc, v12, v11, vcc
	v_lshlrev_b64 v[12:13], 2, v[16:17]
	v_add_u32_e32 v18, s22, v34
	v_mov_b32_e32 v14, s13
	v_add_co_u32_e32 v12, vcc, s12, v12
	v_ashrrev_i32_e32 v19, 31, v18
	v_addc_co_u32_e32 v13, vcc, v14, v13, vcc
	v_lshlrev_b64 v[14:15], 2, v[18:19]
	v_mov_b32_e32 v33, s13
	v_add_co_u32_e32 v14, vcc, s12, v14
	s_add_i32 s27, s22, s5
	v_addc_co_u32_e32 v15, vcc, v33, v15, vcc
	global_load_dword v33, v[0:1], off
	global_load_dword v48, v[2:3], off
	global_load_dword v49, v[4:5], off
	global_load_dword v50, v[6:7], off
	global_load_dword v51, v[8:9], off
	global_load_dword v52, v[10:11], off
	global_load_dword v53, v[12:13], off
	global_load_dword v54, v[14:15], off
	v_add_u32_e32 v12, s27, v34
	v_ashrrev_i32_e32 v13, 31, v12
	s_add_i32 s26, s27, s5
	v_lshlrev_b64 v[0:1], 2, v[12:13]
	v_add_u32_e32 v14, s26, v34
	v_mov_b32_e32 v3, s13
	v_add_co_u32_e32 v2, vcc, s12, v0
	v_ashrrev_i32_e32 v15, 31, v14
	s_add_i32 s28, s26, s5
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[14:15]
	v_add_u32_e32 v8, s28, v34
	v_mov_b32_e32 v4, s13
	v_add_co_u32_e32 v36, vcc, s12, v0
	v_ashrrev_i32_e32 v9, 31, v8
	s_add_i32 s29, s28, s5
	v_addc_co_u32_e32 v37, vcc, v4, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[8:9]
	v_add_u32_e32 v10, s29, v34
	v_add_co_u32_e32 v38, vcc, s12, v0
	v_ashrrev_i32_e32 v11, 31, v10
	v_addc_co_u32_e32 v39, vcc, v4, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	s_add_i32 s30, s29, s5
	v_add_co_u32_e32 v40, vcc, s12, v0
	v_add_u32_e32 v0, s30, v34
	v_addc_co_u32_e32 v41, vcc, v4, v1, vcc
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v6, s13
	v_add_co_u32_e32 v42, vcc, s12, v4
	s_add_i32 s31, s30, s5
	v_addc_co_u32_e32 v43, vcc, v6, v5, vcc
	v_add_u32_e32 v6, s31, v34
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[4:5], 2, v[6:7]
	s_add_i32 s33, s31, s5
	v_mov_b32_e32 v45, s13
	v_add_co_u32_e32 v44, vcc, s12, v4
	v_add_u32_e32 v4, s33, v34
	v_addc_co_u32_e32 v45, vcc, v45, v5, vcc
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[46:47], 2, v[4:5]
	v_mov_b32_e32 v55, s13
	v_add_co_u32_e32 v46, vcc, s12, v46
	s_add_i32 s34, s33, s5
	v_addc_co_u32_e32 v47, vcc, v55, v47, vcc
	global_load_dword v55, v[2:3], off
	global_load_dword v56, v[36:37], off
	global_load_dword v57, v[38:39], off
	global_load_dword v58, v[40:41], off
	global_load_dword v59, v[42:43], off
	global_load_dword v60, v[44:45], off
	global_load_dword v61, v[46:47], off
	v_add_u32_e32 v2, s34, v34
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[36:37], 2, v[2:3]
	v_mov_b32_e32 v38, s13
	v_add_co_u32_e32 v36, vcc, s12, v36
	v_addc_co_u32_e32 v37, vcc, v38, v37, vcc
	global_load_dword v62, v[36:37], off
	s_load_dword s7, s[6:7], 0x20
	s_add_i32 s24, s4, 2
	v_add_u32_e32 v36, s24, v32
	s_lshl_b32 s35, s24, 2
	s_lshl_b32 s6, s24, 1
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u32 v36, v36, 2, s7
	v_add_u32_e32 v37, s35, v36
	v_add_u32_e32 v38, s35, v37
	v_add_u32_e32 v39, s35, v38
	v_add_u32_e32 v40, s35, v39
	v_add_u32_e32 v41, s35, v40
	v_add_u32_e32 v42, s35, v41
	v_add_u32_e32 v43, s35, v42
	v_add_u32_e32 v44, s35, v43
	v_add_u32_e32 v45, s35, v44
	v_add_u32_e32 v46, s35, v45
	v_add_u32_e32 v47, s35, v46
	s_waitcnt vmcnt(14)
	ds_write_b32 v37, v48 offset:4
	v_add_u32_e32 v48, s35, v47
	s_waitcnt vmcnt(13)
	ds_write_b32 v38, v49 offset:4
	v_add_u32_e32 v49, s35, v48
	s_waitcnt vmcnt(11)
	ds_write_b32 v40, v51 offset:4
	v_add_u32_e32 v51, s35, v49
	ds_write_b32 v39, v50 offset:4
	v_add_u32_e32 v50, s35, v51
	v_cmp_ne_u32_e32 vcc, 0, v32
	v_cmp_eq_u32_e64 s[0:1], 0, v32
	s_mul_i32 s25, s8, s5
	ds_write_b32 v36, v33 offset:4
	s_waitcnt vmcnt(10)
	ds_write_b32 v41, v52 offset:4
	s_waitcnt vmcnt(9)
	ds_write_b32 v42, v53 offset:4
	s_waitcnt vmcnt(8)
	ds_write_b32 v43, v54 offset:4
	s_waitcnt vmcnt(7)
	ds_write_b32 v44, v55 offset:4
	s_waitcnt vmcnt(6)
	ds_write_b32 v45, v56 offset:4
	s_waitcnt vmcnt(5)
	ds_write_b32 v46, v57 offset:4
	s_waitcnt vmcnt(4)
	ds_write_b32 v47, v58 offset:4
	s_waitcnt vmcnt(3)
	ds_write_b32 v48, v59 offset:4
	s_waitcnt vmcnt(2)
	ds_write_b32 v49, v60 offset:4
	s_waitcnt vmcnt(1)
	ds_write_b32 v51, v61 offset:4
	s_waitcnt vmcnt(0)
	ds_write_b32 v50, v62 offset:4
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_add_u32_e32 v52, s25, v35
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_add_u32_e32 v54, s9, v35
	v_mov_b32_e32 v33, s13
	v_add_co_u32_e64 v52, s[0:1], s12, v52
	v_ashrrev_i32_e32 v55, 31, v54
	v_addc_co_u32_e64 v53, s[0:1], v33, v53, s[0:1]
	v_lshlrev_b64 v[54:55], 2, v[54:55]
	v_add_u32_e32 v56, s10, v35
	v_add_co_u32_e64 v54, s[0:1], s12, v54
	v_ashrrev_i32_e32 v57, 31, v56
	v_addc_co_u32_e64 v55, s[0:1], v33, v55, s[0:1]
	v_lshlrev_b64 v[56:57], 2, v[56:57]
	v_add_u32_e32 v58, s11, v35
	v_add_co_u32_e64 v56, s[0:1], s12, v56
	v_ashrrev_i32_e32 v59, 31, v58
	v_addc_co_u32_e64 v57, s[0:1], v33, v57, s[0:1]
	v_lshlrev_b64 v[58:59], 2, v[58:59]
	v_add_u32_e32 v60, s16, v35
	v_add_co_u32_e64 v58, s[0:1], s12, v58
	v_ashrrev_i32_e32 v61, 31, v60
	v_addc_co_u32_e64 v59, s[0:1], v33, v59, s[0:1]
	v_lshlrev_b64 v[60:61], 2, v[60:61]
	v_add_u32_e32 v62, s20, v35
	v_add_co_u32_e64 v60, s[0:1], s12, v60
	v_ashrrev_i32_e32 v63, 31, v62
	v_addc_co_u32_e64 v61, s[0:1], v33, v61, s[0:1]
	v_lshlrev_b64 v[62:63], 2, v[62:63]
	v_add_u32_e32 v64, s21, v35
	v_add_co_u32_e64 v62, s[0:1], s12, v62
	v_ashrrev_i32_e32 v65, 31, v64
	v_addc_co_u32_e64 v63, s[0:1], v33, v63, s[0:1]
	v_lshlrev_b64 v[64:65], 2, v[64:65]
	v_add_u32_e32 v66, s23, v35
	v_add_co_u32_e64 v64, s[0:1], s12, v64
	v_ashrrev_i32_e32 v67, 31, v66
	v_addc_co_u32_e64 v65, s[0:1], v33, v65, s[0:1]
	v_lshlrev_b64 v[66:67], 2, v[66:67]
	v_add_co_u32_e64 v66, s[0:1], s12, v66
	v_addc_co_u32_e64 v67, s[0:1], v33, v67, s[0:1]
	global_load_dword v68, v[52:53], off
	global_load_dword v69, v[54:55], off
	global_load_dword v70, v[56:57], off
	global_load_dword v71, v[58:59], off
	global_load_dword v72, v[60:61], off
	global_load_dword v73, v[62:63], off
	global_load_dword v74, v[64:65], off
	global_load_dword v75, v[66:67], off
	v_add_u32_e32 v52, s22, v35
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_add_co_u32_e64 v52, s[0:1], s12, v52
	v_addc_co_u32_e64 v53, s[0:1], v33, v53, s[0:1]
	global_load_dword v66, v[52:53], off
	v_add_u32_e32 v52, s27, v35
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_add_u32_e32 v54, s26, v35
	v_add_co_u32_e64 v52, s[0:1], s12, v52
	v_ashrrev_i32_e32 v55, 31, v54
	v_addc_co_u32_e64 v53, s[0:1], v33, v53, s[0:1]
	v_lshlrev_b64 v[54:55], 2, v[54:55]
	v_add_u32_e32 v56, s28, v35
	v_add_co_u32_e64 v54, s[0:1], s12, v54
	v_ashrrev_i32_e32 v57, 31, v56
	v_addc_co_u32_e64 v55, s[0:1], v33, v55, s[0:1]
	v_lshlrev_b64 v[56:57], 2, v[56:57]
	v_add_u32_e32 v58, s29, v35
	v_add_co_u32_e64 v56, s[0:1], s12, v56
	v_ashrrev_i32_e32 v59, 31, v58
	v_addc_co_u32_e64 v57, s[0:1], v33, v57, s[0:1]
	v_lshlrev_b64 v[58:59], 2, v[58:59]
	v_add_u32_e32 v60, s30, v35
	v_add_co_u32_e64 v58, s[0:1], s12, v58
	v_ashrrev_i32_e32 v61, 31, v60
	v_addc_co_u32_e64 v59, s[0:1], v33, v59, s[0:1]
	v_lshlrev_b64 v[60:61], 2, v[60:61]
	v_add_u32_e32 v62, s31, v35
	v_add_co_u32_e64 v60, s[0:1], s12, v60
	v_ashrrev_i32_e32 v63, 31, v62
	v_addc_co_u32_e64 v61, s[0:1], v33, v61, s[0:1]
	v_lshlrev_b64 v[62:63], 2, v[62:63]
	v_add_u32_e32 v64, s33, v35
	v_add_co_u32_e64 v62, s[0:1], s12, v62
	v_ashrrev_i32_e32 v65, 31, v64
	v_addc_co_u32_e64 v63, s[0:1], v33, v63, s[0:1]
	v_lshlrev_b64 v[64:65], 2, v[64:65]
	v_add_co_u32_e64 v64, s[0:1], s12, v64
	v_addc_co_u32_e64 v65, s[0:1], v33, v65, s[0:1]
	global_load_dword v67, v[52:53], off
	global_load_dword v76, v[54:55], off
	global_load_dword v77, v[56:57], off
	global_load_dword v78, v[58:59], off
	global_load_dword v79, v[60:61], off
	global_load_dword v80, v[62:63], off
	global_load_dword v81, v[64:65], off
	v_add_u32_e32 v52, s34, v35
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_add_co_u32_e64 v52, s[0:1], s12, v52
	v_addc_co_u32_e64 v53, s[0:1], v33, v53, s[0:1]
	s_add_i32 s0, s8, 17
	s_mul_i32 s0, s0, s5
	global_load_dword v54, v[52:53], off
	v_add_u32_e32 v52, s0, v35
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_add_co_u32_e64 v52, s[0:1], s12, v52
	v_addc_co_u32_e64 v53, s[0:1], v33, v53, s[0:1]
	global_load_dword v33, v[52:53], off
	s_lshl_b32 s0, s4, 2
	v_mov_b32_e32 v52, s7
	s_add_i32 s0, s7, s0
	s_waitcnt vmcnt(17)
	ds_write_b32 v52, v68
	v_mov_b32_e32 v52, s0
	s_lshl_b32 s0, s6, 2
	s_add_i32 s0, s7, s0
	s_waitcnt vmcnt(16)
	ds_write_b32 v52, v69 offset:8
	v_mov_b32_e32 v52, s0
	s_add_i32 s0, s0, s35
	s_waitcnt vmcnt(15)
	ds_write_b32 v52, v70
	v_mov_b32_e32 v52, s0
	s_add_i32 s0, s0, s35
	s_waitcnt vmcnt(14)
	ds_write_b32 v52, v71
	v_mov_b32_e32 v52, s0
	s_add_i32 s0, s0, s35
	s_waitcnt vmcnt(13)
	ds_write_b32 v52, v72
	v_mov_b32_e32 v52, s0
	s_add_i32 s0, s0, s35
	s_waitcnt vmcnt(12)
	ds_write_b32 v52, v73
	v_mov_b32_e32 v52, s0
	s_add_i32 s0, s0, s35
	s_waitcnt vmcnt(11)
	ds_write_b32 v52, v74
	v_mov_b32_e32 v52, s0
	s_add_i32 s0, s0, s35
	s_waitcnt vmcnt(10)
	ds_write_b32 v52, v75
	v_mov_b32_e32 v52, s0
	s_add_i32 s0, s0, s35
	s_waitcnt vmcnt(9)
	ds_write_b32 v52, v66
	v_mov_b32_e32 v52, s0
	s_add_i32 s0, s0, s35
	s_waitcnt vmcnt(8)
	ds_write_b32 v52, v67
	v_mov_b32_e32 v52, s0
	s_add_i32 s0, s0, s35
	s_waitcnt vmcnt(7)
	ds_write_b32 v52, v76
	v_mov_b32_e32 v52, s0
	s_add_i32 s0, s0, s35
	s_waitcnt vmcnt(6)
	ds_write_b32 v52, v77
	v_mov_b32_e32 v52, s0
	s_add_i32 s0, s0, s35
	s_waitcnt vmcnt(5)
	ds_write_b32 v52, v78
	v_mov_b32_e32 v52, s0
	s_add_i32 s0, s0, s35
	s_waitcnt vmcnt(4)
	ds_write_b32 v52, v79
	v_mov_b32_e32 v52, s0
	s_add_i32 s0, s0, s35
	s_waitcnt vmcnt(3)
	ds_write_b32 v52, v80
	v_mov_b32_e32 v52, s0
	s_add_i32 s0, s0, s35
	s_waitcnt vmcnt(2)
	ds_write_b32 v52, v81
	v_mov_b32_e32 v52, s0
	s_add_i32 s0, s0, s35
	s_waitcnt vmcnt(1)
	ds_write_b32 v52, v54
	v_mov_b32_e32 v52, s0
	s_waitcnt vmcnt(0)
	ds_write_b32 v52, v33
.LBB0_2:
	s_or_b64 exec, exec, s[2:3]
	s_and_b32 s0, s4, 0xffff
	s_add_u32 s0, s0, -1
	v_mov_b32_e32 v33, 0
	s_addc_u32 s1, 0, -1
	v_cmp_eq_u64_e64 s[0:1], s[0:1], v[32:33]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_add_u32_e32 v33, 2, v35
	v_add_u32_e32 v52, s25, v33
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_add_u32_e32 v54, s9, v33
	v_mov_b32_e32 v35, s13
	v_add_co_u32_e64 v52, s[0:1], s12, v52
	v_ashrrev_i32_e32 v55, 31, v54
	v_addc_co_u32_e64 v53, s[0:1], v35, v53, s[0:1]
	v_lshlrev_b64 v[54:55], 2, v[54:55]
	v_add_u32_e32 v56, s10, v33
	v_add_co_u32_e64 v54, s[0:1], s12, v54
	v_ashrrev_i32_e32 v57, 31, v56
	v_addc_co_u32_e64 v55, s[0:1], v35, v55, s[0:1]
	v_lshlrev_b64 v[56:57], 2, v[56:57]
	v_add_u32_e32 v58, s11, v33
	v_add_co_u32_e64 v56, s[0:1], s12, v56
	v_ashrrev_i32_e32 v59, 31, v58
	v_addc_co_u32_e64 v57, s[0:1], v35, v57, s[0:1]
	v_lshlrev_b64 v[58:59], 2, v[58:59]
	v_add_u32_e32 v60, s16, v33
	v_add_co_u32_e64 v58, s[0:1], s12, v58
	v_ashrrev_i32_e32 v61, 31, v60
	v_addc_co_u32_e64 v59, s[0:1], v35, v59, s[0:1]
	v_lshlrev_b64 v[60:61], 2, v[60:61]
	v_add_u32_e32 v62, s20, v33
	v_add_co_u32_e64 v60, s[0:1], s12, v60
	v_ashrrev_i32_e32 v63, 31, v62
	v_addc_co_u32_e64 v61, s[0:1], v35, v61, s[0:1]
	v_lshlrev_b64 v[62:63], 2, v[62:63]
	v_add_u32_e32 v64, s21, v33
	v_add_co_u32_e64 v62, s[0:1], s12, v62
	v_ashrrev_i32_e32 v65, 31, v64
	v_addc_co_u32_e64 v63, s[0:1], v35, v63, s[0:1]
	v_lshlrev_b64 v[64:65], 2, v[64:65]
	v_add_u32_e32 v66, s23, v33
	v_add_co_u32_e64 v64, s[0:1], s12, v64
	v_ashrrev_i32_e32 v67, 31, v66
	v_addc_co_u32_e64 v65, s[0:1], v35, v65, s[0:1]
	v_lshlrev_b64 v[66:67], 2, v[66:67]
	v_add_co_u32_e64 v66, s[0:1], s12, v66
	v_addc_co_u32_e64 v67, s[0:1], v35, v67, s[0:1]
	global_load_dword v68, v[52:53], off
	global_load_dword v69, v[54:55], off
	global_load_dword v70, v[56:57], off
	global_load_dword v71, v[58:59], off
	global_load_dword v72, v[60:61], off
	global_load_dword v73, v[62:63], off
	global_load_dword v74, v[64:65], off
	global_load_dword v75, v[66:67], off
	v_add_u32_e32 v52, s22, v33
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_add_u32_e32 v54, s27, v33
	v_add_co_u32_e64 v52, s[0:1], s12, v52
	v_ashrrev_i32_e32 v55, 31, v54
	v_addc_co_u32_e64 v53, s[0:1], v35, v53, s[0:1]
	v_lshlrev_b64 v[54:55], 2, v[54:55]
	v_add_u32_e32 v56, s26, v33
	v_add_co_u32_e64 v54, s[0:1], s12, v54
	v_ashrrev_i32_e32 v57, 31, v56
	v_addc_co_u32_e64 v55, s[0:1], v35, v55, s[0:1]
	v_lshlrev_b64 v[56:57], 2, v[56:57]
	v_add_u32_e32 v58, s28, v33
	v_add_co_u32_e64 v56, s[0:1], s12, v56
	v_ashrrev_i32_e32 v59, 31, v58
	v_addc_co_u32_e64 v57, s[0:1], v35, v57, s[0:1]
	v_lshlrev_b64 v[58:59], 2, v[58:59]
	v_add_u32_e32 v60, s29, v33
	v_add_co_u32_e64 v58, s[0:1], s12, v58
	v_ashrrev_i32_e32 v61, 31, v60
	v_addc_co_u32_e64 v59, s[0:1], v35, v59, s[0:1]
	v_lshlrev_b64 v[60:61], 2, v[60:61]
	v_add_u32_e32 v62, s30, v33
	v_add_co_u32_e64 v60, s[0:1], s12, v60
	v_ashrrev_i32_e32 v63, 31, v62
	v_addc_co_u32_e64 v61, s[0:1], v35, v61, s[0:1]
	v_lshlrev_b64 v[62:63], 2, v[62:63]
	v_add_u32_e32 v64, s31, v33
	v_add_co_u32_e64 v62, s[0:1], s12, v62
	v_ashrrev_i32_e32 v65, 31, v64
	v_addc_co_u32_e64 v63, s[0:1], v35, v63, s[0:1]
	v_lshlrev_b64 v[64:65], 2, v[64:65]
	v_add_u32_e32 v66, s33, v33
	v_add_co_u32_e64 v64, s[0:1], s12, v64
	v_ashrrev_i32_e32 v67, 31, v66
	v_addc_co_u32_e64 v65, s[0:1], v35, v65, s[0:1]
	v_lshlrev_b64 v[66:67], 2, v[66:67]
	v_add_co_u32_e64 v66, s[0:1], s12, v66
	v_addc_co_u32_e64 v67, s[0:1], v35, v67, s[0:1]
	global_load_dword v76, v[52:53], off
	global_load_dword v77, v[54:55], off
	global_load_dword v78, v[56:57], off
	global_load_dword v79, v[58:59], off
	global_load_dword v80, v[60:61], off
	global_load_dword v81, v[62:63], off
	global_load_dword v82, v[64:65], off
	global_load_dword v83, v[66:67], off
	v_add_u32_e32 v52, s34, v33
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_add_co_u32_e64 v52, s[0:1], s12, v52
	v_addc_co_u32_e64 v53, s[0:1], v35, v53, s[0:1]
	s_add_i32 s0, s8, 17
	s_mul_i32 s0, s0, s5
	global_load_dword v54, v[52:53], off
	v_add_u32_e32 v52, s0, v33
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_add_co_u32_e64 v52, s[0:1], s12, v52
	v_addc_co_u32_e64 v53, s[0:1], v35, v53, s[0:1]
	global_load_dword v33, v[52:53], off
	v_lshl_add_u32 v35, v32, 2, s7
	s_lshl_b32 s0, s4, 2
	s_waitcnt vmcnt(17)
	ds_write_b32 v35, v68 offset:8
	s_waitcnt vmcnt(16)
	ds_write_b32 v36, v69 offset:8
	s_waitcnt vmcnt(15)
	ds_write_b32 v37, v70 offset:8
	s_waitcnt vmcnt(14)
	ds_write_b32 v38, v71 offset:8
	s_waitcnt vmcnt(13)
	ds_write_b32 v39, v72 offset:8
	s_waitcnt vmcnt(12)
	ds_write_b32 v40, v73 offset:8
	s_waitcnt vmcnt(11)
	ds_write_b32 v41, v74 offset:8
	s_waitcnt vmcnt(10)
	ds_write_b32 v42, v75 offset:8
	s_waitcnt vmcnt(9)
	ds_write_b32 v43, v76 offset:8
	s_waitcnt vmcnt(8)
	ds_write_b32 v44, v77 offset:8
	s_waitcnt vmcnt(7)
	ds_write_b32 v45, v78 offset:8
	s_waitcnt vmcnt(6)
	ds_write_b32 v46, v79 offset:8
	s_waitcnt vmcnt(5)
	ds_write_b32 v47, v80 offset:8
	s_waitcnt vmcnt(4)
	ds_write_b32 v48, v81 offset:8
	s_waitcnt vmcnt(3)
	ds_write_b32 v49, v82 offset:8
	s_waitcnt vmcnt(2)
	ds_write_b32 v51, v83 offset:8
	s_waitcnt vmcnt(1)
	ds_write_b32 v50, v54 offset:8
	v_add3_u32 v35, v50, 8, s0
	s_waitcnt vmcnt(0)
	ds_write_b32 v35, v33 offset:8
.LBB0_4:
	s_or_b64 exec, exec, s[2:3]
	s_mul_i32 s2, s24, 17
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.5:
                                        ; implicit-def: $vgpr34
; %bb.6:
	s_or_saveexec_b64 s[0:1], s[0:1]
	v_mov_b32_e32 v33, s2
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_8
; %bb.7:
	v_add_u32_e32 v34, s25, v34
	v_ashrrev_i32_e32 v35, 31, v34
	s_mul_i32 s5, s5, 17
	v_lshlrev_b64 v[36:37], 2, v[34:35]
	v_add_u32_e32 v34, s5, v34
	v_mov_b32_e32 v33, s13
	v_add_co_u32_e32 v36, vcc, s12, v36
	v_ashrrev_i32_e32 v35, 31, v34
	v_addc_co_u32_e32 v37, vcc, v33, v37, vcc
	v_lshlrev_b64 v[34:35], 2, v[34:35]
	v_add_co_u32_e32 v34, vcc, s12, v34
	v_addc_co_u32_e32 v35, vcc, v33, v35, vcc
	global_load_dword v33, v[36:37], off
	global_load_dword v38, v[34:35], off
	s_lshl_b32 s3, s2, 2
	v_mov_b32_e32 v34, s7
	s_add_i32 s3, s7, s3
	v_mov_b32_e32 v35, s3
	s_waitcnt vmcnt(1)
	ds_write_b32 v34, v33 offset:4
	s_waitcnt vmcnt(0)
	ds_write_b32 v35, v38 offset:4
	v_mov_b32_e32 v33, s2
.LBB0_8:
	s_or_b64 exec, exec, s[0:1]
	v_lshl_add_u32 v32, v32, 2, s7
	s_lshl_b32 s0, s4, 2
	v_lshl_add_u32 v41, s6, 2, v32
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v37, s0, v32
	ds_read_b96 v[34:36], v41
	ds_read_b96 v[38:40], v32
	ds_read_b96 v[42:44], v37 offset:8
	v_add_u32_e32 v37, s0, v41
	ds_read_b96 v[46:48], v37 offset:8
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v39, v39, v35
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v39, v39, v42
	v_add_f32_e32 v39, v39, v44
	v_add_f32_e32 v38, v38, v40
	v_add_f32_e32 v38, v38, v34
	v_mul_f32_e32 v39, s18, v39
	v_add_f32_e32 v38, v38, v36
	v_fmac_f32_e32 v39, s17, v43
	v_fmac_f32_e32 v39, s19, v38
	v_mov_b32_e32 v38, s15
	v_add_co_u32_e32 v28, vcc, s14, v28
	v_addc_co_u32_e32 v29, vcc, v38, v29, vcc
	global_store_dword v[28:29], v39, off
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v29, v43, v47
	v_add_u32_e32 v28, 8, v37
	v_add_f32_e32 v29, v29, v34
	v_add_f32_e32 v37, v42, v44
	v_add_f32_e32 v29, v29, v36
	v_add_f32_e32 v37, v37, v46
	v_add_u32_e32 v38, s0, v28
	v_add_f32_e32 v28, v37, v48
	v_mul_f32_e32 v37, s18, v29
	v_fmac_f32_e32 v37, s17, v35
	v_fmac_f32_e32 v37, s19, v28
	v_lshlrev_b64 v[28:29], 2, v[30:31]
	v_mov_b32_e32 v30, s15
	v_add_co_u32_e32 v28, vcc, s14, v28
	v_addc_co_u32_e32 v29, vcc, v30, v29, vcc
	global_store_dword v[28:29], v37, off
	ds_read2_b32 v[28:29], v38 offset0:3 offset1:4
	v_add_u32_e32 v30, 8, v38
	v_add_u32_e32 v37, s0, v30
	ds_read2_b32 v[30:31], v37 offset0:3 offset1:4
	ds_read_b32 v39, v37 offset:8
	ds_read_b32 v38, v38 offset:8
	v_add_f32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v35, v35, v28
	v_add_f32_e32 v35, v35, v46
	v_add_f32_e32 v35, v35, v48
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v34, v34, v38
	v_mul_f32_e32 v35, s18, v35
	v_add_f32_e32 v34, v34, v29
	v_fmac_f32_e32 v35, s17, v47
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_fmac_f32_e32 v35, s19, v34
	v_mov_b32_e32 v34, s15
	v_add_co_u32_e32 v24, vcc, s14, v24
	v_addc_co_u32_e32 v25, vcc, v34, v25, vcc
	global_store_dword v[24:25], v35, off
	v_add_f32_e32 v25, v47, v30
	v_add_f32_e32 v25, v25, v38
	v_add_f32_e32 v34, v46, v48
	v_add_u32_e32 v24, 8, v37
	v_add_f32_e32 v25, v25, v29
	v_add_f32_e32 v34, v34, v39
	v_add_u32_e32 v35, s0, v24
	v_add_f32_e32 v24, v34, v31
	v_mul_f32_e32 v34, s18, v25
	v_fmac_f32_e32 v34, s17, v28
	v_fmac_f32_e32 v34, s19, v24
	v_lshlrev_b64 v[24:25], 2, v[26:27]
	v_mov_b32_e32 v26, s15
	v_add_co_u32_e32 v24, vcc, s14, v24
	v_addc_co_u32_e32 v25, vcc, v26, v25, vcc
	global_store_dword v[24:25], v34, off
	ds_read2_b32 v[24:25], v35 offset0:3 offset1:4
	v_add_u32_e32 v26, 8, v35
	v_add_u32_e32 v34, s0, v26
	ds_read2_b32 v[26:27], v34 offset0:3 offset1:4
	ds_read_b32 v36, v34 offset:8
	ds_read_b32 v35, v35 offset:8
	v_add_f32_e32 v29, v38, v29
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v28, v28, v24
	v_add_f32_e32 v28, v28, v39
	v_add_f32_e32 v28, v28, v31
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v29, v29, v35
	v_mul_f32_e32 v28, s18, v28
	v_add_f32_e32 v29, v29, v25
	v_fmac_f32_e32 v28, s17, v30
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_fmac_f32_e32 v28, s19, v29
	v_mov_b32_e32 v29, s15
	v_add_co_u32_e32 v20, vcc, s14, v20
	v_addc_co_u32_e32 v21, vcc, v29, v21, vcc
	global_store_dword v[20:21], v28, off
	v_add_f32_e32 v20, v30, v26
	v_add_f32_e32 v20, v20, v35
	v_add_f32_e32 v20, v20, v25
	v_add_f32_e32 v21, v39, v31
	v_add_f32_e32 v21, v21, v36
	v_mul_f32_e32 v29, s18, v20
	v_add_f32_e32 v21, v21, v27
	v_fmac_f32_e32 v29, s17, v24
	v_fmac_f32_e32 v29, s19, v21
	v_lshlrev_b64 v[20:21], 2, v[22:23]
	v_mov_b32_e32 v22, s15
	v_add_co_u32_e32 v20, vcc, s14, v20
	v_add3_u32 v28, v34, 8, s0
	v_addc_co_u32_e32 v21, vcc, v22, v21, vcc
	global_store_dword v[20:21], v29, off
	ds_read2_b32 v[20:21], v28 offset0:3 offset1:4
	v_add3_u32 v29, v28, 8, s0
	ds_read2_b32 v[22:23], v29 offset0:3 offset1:4
	ds_read_b32 v30, v29 offset:8
	ds_read_b32 v28, v28 offset:8
	v_add_f32_e32 v25, v35, v25
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v24, v24, v20
	v_add_f32_e32 v24, v24, v36
	v_add_f32_e32 v24, v24, v27
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v25, v25, v28
	v_mul_f32_e32 v24, s18, v24
	v_add_f32_e32 v25, v25, v21
	v_fmac_f32_e32 v24, s17, v26
	v_fmac_f32_e32 v24, s19, v25
	v_mov_b32_e32 v25, s15
	v_add_co_u32_e32 v16, vcc, s14, v16
	v_addc_co_u32_e32 v17, vcc, v25, v17, vcc
	global_store_dword v[16:17], v24, off
	v_add_f32_e32 v16, v26, v22
	v_add_f32_e32 v16, v16, v28
	v_add_f32_e32 v16, v16, v21
	v_add_f32_e32 v17, v36, v27
	v_add_f32_e32 v17, v17, v30
	v_mul_f32_e32 v25, s18, v16
	v_add_f32_e32 v17, v17, v23
	v_fmac_f32_e32 v25, s17, v20
	v_fmac_f32_e32 v25, s19, v17
	v_lshlrev_b64 v[16:17], 2, v[18:19]
	v_mov_b32_e32 v18, s15
	v_add_co_u32_e32 v16, vcc, s14, v16
	v_add3_u32 v24, v29, 8, s0
	v_addc_co_u32_e32 v17, vcc, v18, v17, vcc
	global_store_dword v[16:17], v25, off
	ds_read2_b32 v[16:17], v24 offset0:3 offset1:4
	v_add3_u32 v25, v24, 8, s0
	ds_read2_b32 v[18:19], v25 offset0:3 offset1:4
	ds_read_b32 v26, v25 offset:8
	ds_read_b32 v24, v24 offset:8
	v_add_f32_e32 v21, v28, v21
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v20, v20, v16
	v_add_f32_e32 v20, v20, v30
	v_add_f32_e32 v20, v20, v23
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v21, v21, v24
	v_mul_f32_e32 v20, s18, v20
	v_add_f32_e32 v21, v21, v17
	v_fmac_f32_e32 v20, s17, v22
	v_fmac_f32_e32 v20, s19, v21
	v_mov_b32_e32 v21, s15
	v_add_co_u32_e32 v12, vcc, s14, v12
	v_addc_co_u32_e32 v13, vcc, v21, v13, vcc
	global_store_dword v[12:13], v20, off
	v_add_f32_e32 v12, v22, v18
	v_add_f32_e32 v12, v12, v24
	v_add_f32_e32 v12, v12, v17
	v_add_f32_e32 v13, v30, v23
	v_add_f32_e32 v13, v13, v26
	v_mul_f32_e32 v21, s18, v12
	v_add_f32_e32 v13, v13, v19
	v_fmac_f32_e32 v21, s17, v16
	v_fmac_f32_e32 v21, s19, v13
	v_lshlrev_b64 v[12:13], 2, v[14:15]
	v_mov_b32_e32 v14, s15
	v_add_co_u32_e32 v12, vcc, s14, v12
	v_add3_u32 v20, v25, 8, s0
	v_addc_co_u32_e32 v13, vcc, v14, v13, vcc
	global_store_dword v[12:13], v21, off
	ds_read2_b32 v[12:13], v20 offset0:3 offset1:4
	v_add3_u32 v21, v20, 8, s0
	ds_read2_b32 v[14:15], v21 offset0:3 offset1:4
	ds_read_b32 v22, v21 offset:8
	ds_read_b32 v20, v20 offset:8
	v_add_f32_e32 v17, v24, v17
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v16, v16, v12
	v_add_f32_e32 v16, v16, v26
	v_add_f32_e32 v16, v16, v19
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v17, v17, v20
	v_mul_f32_e32 v16, s18, v16
	v_add_f32_e32 v17, v17, v13
	v_fmac_f32_e32 v16, s17, v18
	v_fmac_f32_e32 v16, s19, v17
	v_mov_b32_e32 v17, s15
	v_add_co_u32_e32 v8, vcc, s14, v8
	v_addc_co_u32_e32 v9, vcc, v17, v9, vcc
	global_store_dword v[8:9], v16, off
	v_add_f32_e32 v8, v18, v14
	v_add_f32_e32 v8, v8, v20
	v_add_f32_e32 v8, v8, v13
	v_add_f32_e32 v9, v26, v19
	v_add_f32_e32 v9, v9, v22
	v_mul_f32_e32 v17, s18, v8
	v_add_f32_e32 v9, v9, v15
	v_fmac_f32_e32 v17, s17, v12
	v_fmac_f32_e32 v17, s19, v9
	v_lshlrev_b64 v[8:9], 2, v[10:11]
	v_mov_b32_e32 v10, s15
	v_add_co_u32_e32 v8, vcc, s14, v8
	v_add3_u32 v16, v21, 8, s0
	v_addc_co_u32_e32 v9, vcc, v10, v9, vcc
	global_store_dword v[8:9], v17, off
	ds_read2_b32 v[8:9], v16 offset0:3 offset1:4
	v_add3_u32 v17, v16, 8, s0
	ds_read2_b32 v[10:11], v17 offset0:3 offset1:4
	ds_read_b32 v18, v17 offset:8
	ds_read_b32 v16, v16 offset:8
	v_add_f32_e32 v13, v20, v13
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v12, v12, v8
	v_add_f32_e32 v12, v12, v22
	v_add_f32_e32 v12, v12, v15
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v13, v13, v16
	v_mul_f32_e32 v12, s18, v12
	v_add_f32_e32 v13, v13, v9
	v_fmac_f32_e32 v12, s17, v14
	v_fmac_f32_e32 v12, s19, v13
	v_mov_b32_e32 v13, s15
	v_add_co_u32_e32 v0, vcc, s14, v0
	v_addc_co_u32_e32 v1, vcc, v13, v1, vcc
	global_store_dword v[0:1], v12, off
	v_add_f32_e32 v0, v14, v10
	v_add_f32_e32 v0, v0, v16
	v_add_f32_e32 v0, v0, v9
	v_add_f32_e32 v1, v22, v15
	v_add3_u32 v14, v17, 8, s0
	v_add_f32_e32 v1, v1, v18
	v_mul_f32_e32 v15, s18, v0
	ds_read2_b32 v[12:13], v14 offset0:3 offset1:4
	v_add_f32_e32 v1, v1, v11
	v_fmac_f32_e32 v15, s17, v8
	v_fmac_f32_e32 v15, s19, v1
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	ds_read_b32 v7, v14 offset:8
	v_mov_b32_e32 v6, s15
	v_add_co_u32_e32 v0, vcc, s14, v0
	v_addc_co_u32_e32 v1, vcc, v6, v1, vcc
	global_store_dword v[0:1], v15, off
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v8, v12
	v_add_f32_e32 v0, v0, v18
	v_add_f32_e32 v0, v0, v11
	v_add_f32_e32 v1, v16, v9
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v7
	v_mul_f32_e32 v8, s18, v0
	v_add_f32_e32 v1, v1, v13
	v_fmac_f32_e32 v8, s17, v10
	v_fmac_f32_e32 v8, s19, v1
	v_lshlrev_b64 v[0:1], 2, v[4:5]
	v_lshl_add_u32 v4, v33, 2, v32
	ds_read_b96 v[4:6], v4
	v_mov_b32_e32 v9, s15
	v_add_co_u32_e32 v0, vcc, s14, v0
	v_addc_co_u32_e32 v1, vcc, v9, v1, vcc
	global_store_dword v[0:1], v8, off
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v10, v5
	v_add_f32_e32 v0, v0, v7
	v_add_f32_e32 v0, v0, v13
	v_add_f32_e32 v1, v18, v11
	v_add_f32_e32 v1, v1, v4
	v_mul_f32_e32 v4, s18, v0
	v_add_f32_e32 v1, v1, v6
	v_fmac_f32_e32 v4, s17, v12
	v_fmac_f32_e32 v4, s19, v1
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	v_mov_b32_e32 v2, s15
	v_add_co_u32_e32 v0, vcc, s14, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v4, off
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
		.amdhsa_next_free_vgpr 84
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 84
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
	.size	StencilKernel, .Lfunc_end0-StencilKernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 5060
; NumSgprs: 38
; NumVgprs: 84
; NumAgprs: 0
; TotalNumVgprs: 84
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 84
; AccumOffset: 84
; Occupancy: 5
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 20
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
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         StencilKernel.kd
    .vgpr_count:     84
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
