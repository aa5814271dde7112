	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.protected	StencilKernel           ; -- Begin function StencilKernel
	.globl	StencilKernel
	.p2align	8
	.type	StencilKernel,@function
StencilKernel:                          ; @StencilKernel
; %bb.0:
	s_clause 0x1
	s_load_dword s10, s[4:5], 0x4
	s_load_dword s11, s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[6:7], 0x10
	s_lshl_b32 s5, s8, 4
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_or_b32 s26, s5, 1
	s_load_dword s6, s[6:7], 0x20
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s4, s10, 16
	s_mul_i32 s9, s9, s4
	s_add_i32 s8, s0, s11
	v_add_nc_u32_e32 v50, s9, v1
	s_add_i32 s8, s8, 2
	s_add_i32 s16, s4, 2
	s_mul_i32 s26, s26, s8
	s_lshl_b32 s31, s16, 2
	v_add_nc_u32_e32 v0, 1, v50
	s_add_i32 s23, s26, s8
	v_cmp_eq_u32_e64 s0, 0, v1
	s_add_i32 s18, s23, s8
	s_lshl_b32 s7, s16, 1
	v_add_nc_u32_e32 v33, s26, v0
	v_add_nc_u32_e32 v31, s23, v0
	v_add_nc_u32_e32 v29, s18, v0
	s_add_i32 s10, s18, s8
	s_mul_i32 s28, s5, s8
	v_ashrrev_i32_e32 v34, 31, v33
	v_ashrrev_i32_e32 v32, 31, v31
	v_add_nc_u32_e32 v27, s10, v0
	s_add_i32 s9, s10, s8
	v_ashrrev_i32_e32 v30, 31, v29
	v_lshlrev_b64 v[2:3], 2, v[33:34]
	v_add_nc_u32_e32 v25, s9, v0
	v_lshlrev_b64 v[4:5], 2, v[31:32]
	v_ashrrev_i32_e32 v28, 31, v27
	v_lshlrev_b64 v[6:7], 2, v[29:30]
	s_add_i32 s11, s9, s8
	v_add_co_u32 v35, vcc_lo, s12, v2
	v_ashrrev_i32_e32 v26, 31, v25
	v_add_co_ci_u32_e32 v36, vcc_lo, s13, v3, vcc_lo
	v_lshlrev_b64 v[8:9], 2, v[27:28]
	v_add_co_u32 v37, vcc_lo, s12, v4
	v_add_nc_u32_e32 v23, s11, v0
	s_add_i32 s17, s11, s8
	v_add_co_ci_u32_e32 v38, vcc_lo, s13, v5, vcc_lo
	v_add_co_u32 v39, vcc_lo, s12, v6
	v_lshlrev_b64 v[2:3], 2, v[25:26]
	v_add_nc_u32_e32 v19, s17, v0
	v_add_co_ci_u32_e32 v40, vcc_lo, s13, v7, vcc_lo
	v_add_co_u32 v41, vcc_lo, s12, v8
	v_ashrrev_i32_e32 v24, 31, v23
	s_add_i32 s20, s17, s8
	v_add_co_ci_u32_e32 v42, vcc_lo, s13, v9, vcc_lo
	v_ashrrev_i32_e32 v20, 31, v19
	v_add_nc_u32_e32 v21, s20, v0
	v_add_co_u32 v43, vcc_lo, s12, v2
	s_add_i32 s19, s20, s8
	v_add_co_ci_u32_e32 v44, vcc_lo, s13, v3, vcc_lo
	v_lshlrev_b64 v[2:3], 2, v[23:24]
	v_add_nc_u32_e32 v15, s19, v0
	s_add_i32 s22, s19, s8
	v_lshlrev_b64 v[4:5], 2, v[19:20]
	v_ashrrev_i32_e32 v22, 31, v21
	v_add_nc_u32_e32 v17, s22, v0
	v_add_co_u32 v45, vcc_lo, s12, v2
	v_ashrrev_i32_e32 v16, 31, v15
	v_add_co_ci_u32_e32 v46, vcc_lo, s13, v3, vcc_lo
	v_lshlrev_b64 v[2:3], 2, v[21:22]
	v_add_co_u32 v47, vcc_lo, s12, v4
	v_ashrrev_i32_e32 v18, 31, v17
	s_add_i32 s21, s22, s8
	v_add_co_ci_u32_e32 v48, vcc_lo, s13, v5, vcc_lo
	v_lshlrev_b64 v[4:5], 2, v[15:16]
	v_add_nc_u32_e32 v11, s21, v0
	v_add_co_u32 v51, vcc_lo, s12, v2
	v_lshlrev_b64 v[6:7], 2, v[17:18]
	s_add_i32 s24, s21, s8
	v_add_co_ci_u32_e32 v52, vcc_lo, s13, v3, vcc_lo
	v_add_co_u32 v53, vcc_lo, s12, v4
	v_ashrrev_i32_e32 v12, 31, v11
	v_add_nc_u32_e32 v3, s24, v0
	v_add_co_ci_u32_e32 v54, vcc_lo, s13, v5, vcc_lo
	v_add_co_u32 v55, vcc_lo, s12, v6
	v_add_co_ci_u32_e32 v56, vcc_lo, s13, v7, vcc_lo
	v_lshlrev_b64 v[6:7], 2, v[11:12]
	s_add_i32 s25, s24, s8
	v_ashrrev_i32_e32 v4, 31, v3
	v_add_nc_u32_e32 v9, s25, v0
	s_add_i32 s27, s25, s8
	v_add_nc_u32_e32 v5, s27, v0
	v_lshlrev_b64 v[13:14], 2, v[3:4]
	v_add_co_u32 v57, vcc_lo, s12, v6
	s_add_i32 s29, s27, s8
	v_ashrrev_i32_e32 v10, 31, v9
	v_add_co_ci_u32_e32 v58, vcc_lo, s13, v7, vcc_lo
	v_add_nc_u32_e32 v7, s29, v0
	s_add_i32 s30, s29, s8
	v_ashrrev_i32_e32 v6, 31, v5
	v_add_co_u32 v59, vcc_lo, s12, v13
	v_add_nc_u32_e32 v13, s30, v0
	v_lshlrev_b64 v[61:62], 2, v[9:10]
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshlrev_b64 v[63:64], 2, v[5:6]
	v_add_co_ci_u32_e32 v60, vcc_lo, s13, v14, vcc_lo
	v_ashrrev_i32_e32 v14, 31, v13
	v_add_co_u32 v61, vcc_lo, s12, v61
	v_lshlrev_b64 v[65:66], 2, v[7:8]
	v_add_co_ci_u32_e32 v62, vcc_lo, s13, v62, vcc_lo
	v_add_co_u32 v63, vcc_lo, s12, v63
	v_lshlrev_b64 v[67:68], 2, v[13:14]
	v_add_co_ci_u32_e32 v64, vcc_lo, s13, v64, vcc_lo
	v_add_co_u32 v65, vcc_lo, s12, v65
	v_add_co_ci_u32_e32 v66, vcc_lo, s13, v66, vcc_lo
	v_add_co_u32 v67, vcc_lo, s12, v67
	v_add_co_ci_u32_e32 v68, vcc_lo, s13, v68, vcc_lo
	s_clause 0xf
	global_load_dword v2, v[35:36], off
	global_load_dword v69, v[37:38], off
	global_load_dword v70, v[39:40], off
	global_load_dword v71, v[41:42], off
	global_load_dword v72, v[43:44], off
	global_load_dword v73, v[45:46], off
	global_load_dword v74, v[47:48], off
	global_load_dword v75, v[51:52], off
	global_load_dword v76, v[53:54], off
	global_load_dword v77, v[55:56], off
	global_load_dword v78, v[57:58], off
	global_load_dword v79, v[59:60], off
	global_load_dword v80, v[61:62], off
	global_load_dword v81, v[63:64], off
	global_load_dword v82, v[65:66], off
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	global_load_dword v52, v[67:68], off
	v_add_nc_u32_e32 v35, s16, v1
	v_cmp_ne_u32_e32 vcc_lo, 0, v1
	v_lshl_add_u32 v35, v35, 2, s6
	v_add_nc_u32_e32 v36, s31, v35
	v_add_nc_u32_e32 v37, s31, v36
	v_add_nc_u32_e32 v38, s31, v37
	v_add_nc_u32_e32 v39, s31, v38
	v_add_nc_u32_e32 v40, s31, v39
	v_add_nc_u32_e32 v41, s31, v40
	v_add_nc_u32_e32 v42, s31, v41
	v_add_nc_u32_e32 v43, s31, v42
	v_add_nc_u32_e32 v44, s31, v43
	v_add_nc_u32_e32 v45, s31, v44
	v_add_nc_u32_e32 v46, s31, v45
	v_add_nc_u32_e32 v47, s31, v46
	v_add_nc_u32_e32 v48, s31, v47
	v_add_nc_u32_e32 v49, s31, v48
	s_waitcnt vmcnt(15)
	ds_write_b32 v35, v2 offset:4
	s_waitcnt vmcnt(14)
	ds_write_b32 v36, v69 offset:4
	s_waitcnt vmcnt(13)
	ds_write_b32 v37, v70 offset:4
	s_waitcnt vmcnt(12)
	ds_write_b32 v38, v71 offset:4
	s_waitcnt vmcnt(11)
	ds_write_b32 v39, v72 offset:4
	s_waitcnt vmcnt(10)
	ds_write_b32 v40, v73 offset:4
	s_waitcnt vmcnt(9)
	ds_write_b32 v41, v74 offset:4
	s_waitcnt vmcnt(8)
	ds_write_b32 v42, v75 offset:4
	s_waitcnt vmcnt(7)
	ds_write_b32 v43, v76 offset:4
	s_waitcnt vmcnt(6)
	ds_write_b32 v44, v77 offset:4
	s_waitcnt vmcnt(5)
	ds_write_b32 v45, v78 offset:4
	s_waitcnt vmcnt(4)
	ds_write_b32 v46, v79 offset:4
	s_waitcnt vmcnt(3)
	ds_write_b32 v47, v80 offset:4
	s_waitcnt vmcnt(2)
	ds_write_b32 v48, v81 offset:4
	s_waitcnt vmcnt(1)
	ds_write_b32 v49, v82 offset:4
	v_add_nc_u32_e32 v51, s31, v49
	s_waitcnt vmcnt(0)
	ds_write_b32 v51, v52 offset:4
	s_and_saveexec_b32 s33, s0
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_add_nc_u32_e32 v52, s28, v50
	v_add_nc_u32_e32 v54, s26, v50
	v_add_nc_u32_e32 v56, s23, v50
	v_add_nc_u32_e32 v58, s18, v50
	v_add_nc_u32_e32 v60, s10, v50
	v_ashrrev_i32_e32 v53, 31, v52
	v_ashrrev_i32_e32 v55, 31, v54
	v_ashrrev_i32_e32 v57, 31, v56
	v_ashrrev_i32_e32 v59, 31, v58
	v_add_nc_u32_e32 v62, s9, v50
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_lshlrev_b64 v[54:55], 2, v[54:55]
	v_lshlrev_b64 v[56:57], 2, v[56:57]
	v_ashrrev_i32_e32 v61, 31, v60
	v_add_nc_u32_e32 v64, s11, v50
	v_lshlrev_b64 v[58:59], 2, v[58:59]
	v_add_co_u32 v52, s0, s12, v52
	v_add_co_ci_u32_e64 v53, s0, s13, v53, s0
	v_add_co_u32 v54, s0, s12, v54
	v_ashrrev_i32_e32 v63, 31, v62
	v_add_co_ci_u32_e64 v55, s0, s13, v55, s0
	v_add_nc_u32_e32 v66, s17, v50
	v_add_co_u32 v56, s0, s12, v56
	v_lshlrev_b64 v[60:61], 2, v[60:61]
	v_ashrrev_i32_e32 v65, 31, v64
	v_add_co_ci_u32_e64 v57, s0, s13, v57, s0
	v_add_co_u32 v58, s0, s12, v58
	v_lshlrev_b64 v[62:63], 2, v[62:63]
	v_ashrrev_i32_e32 v67, 31, v66
	v_add_co_ci_u32_e64 v59, s0, s13, v59, s0
	v_add_co_u32 v60, s0, s12, v60
	v_lshlrev_b64 v[64:65], 2, v[64:65]
	v_add_co_ci_u32_e64 v61, s0, s13, v61, s0
	v_add_nc_u32_e32 v68, s20, v50
	v_add_co_u32 v62, s0, s12, v62
	v_lshlrev_b64 v[66:67], 2, v[66:67]
	v_add_co_ci_u32_e64 v63, s0, s13, v63, s0
	v_add_nc_u32_e32 v70, s19, v50
	v_add_co_u32 v64, s0, s12, v64
	v_ashrrev_i32_e32 v69, 31, v68
	v_add_co_ci_u32_e64 v65, s0, s13, v65, s0
	v_add_nc_u32_e32 v72, s22, v50
	v_add_co_u32 v66, s0, s12, v66
	v_ashrrev_i32_e32 v71, 31, v70
	v_add_co_ci_u32_e64 v67, s0, s13, v67, s0
	s_clause 0x7
	s_waitcnt_vscnt null, 0x0
	global_load_dword v2, v[52:53], off
	global_load_dword v74, v[54:55], off
	global_load_dword v75, v[56:57], off
	global_load_dword v76, v[58:59], off
	global_load_dword v77, v[60:61], off
	global_load_dword v78, v[62:63], off
	global_load_dword v79, v[64:65], off
	global_load_dword v80, v[66:67], off
	v_add_nc_u32_e32 v54, s21, v50
	v_lshlrev_b64 v[68:69], 2, v[68:69]
	v_ashrrev_i32_e32 v73, 31, v72
	v_add_nc_u32_e32 v60, s24, v50
	v_lshlrev_b64 v[52:53], 2, v[70:71]
	v_ashrrev_i32_e32 v55, 31, v54
	v_add_nc_u32_e32 v62, s25, v50
	v_add_co_u32 v56, s0, s12, v68
	v_lshlrev_b64 v[58:59], 2, v[72:73]
	v_ashrrev_i32_e32 v61, 31, v60
	v_add_co_ci_u32_e64 v57, s0, s13, v69, s0
	v_add_co_u32 v52, s0, s12, v52
	v_lshlrev_b64 v[54:55], 2, v[54:55]
	v_ashrrev_i32_e32 v63, 31, v62
	v_add_co_ci_u32_e64 v53, s0, s13, v53, s0
	v_add_co_u32 v58, s0, s12, v58
	v_lshlrev_b64 v[60:61], 2, v[60:61]
	v_add_co_ci_u32_e64 v59, s0, s13, v59, s0
	v_add_co_u32 v54, s0, s12, v54
	v_lshlrev_b64 v[62:63], 2, v[62:63]
	v_add_co_ci_u32_e64 v55, s0, s13, v55, s0
	v_add_co_u32 v60, s0, s12, v60
	v_add_nc_u32_e32 v64, s27, v50
	v_add_co_ci_u32_e64 v61, s0, s13, v61, s0
	v_add_co_u32 v62, s0, s12, v62
	v_add_nc_u32_e32 v66, s29, v50
	v_add_co_ci_u32_e64 v63, s0, s13, v63, s0
	v_ashrrev_i32_e32 v65, 31, v64
	s_add_i32 s0, s5, 17
	v_add_nc_u32_e32 v68, s30, v50
	s_mul_i32 s0, s0, s8
	v_ashrrev_i32_e32 v67, 31, v66
	v_add_nc_u32_e32 v70, s0, v50
	v_lshlrev_b64 v[64:65], 2, v[64:65]
	v_ashrrev_i32_e32 v69, 31, v68
	s_lshl_b32 s34, s7, 2
	v_lshlrev_b64 v[66:67], 2, v[66:67]
	v_ashrrev_i32_e32 v71, 31, v70
	s_add_i32 s34, s6, s34
	v_add_co_u32 v64, s0, s12, v64
	v_lshlrev_b64 v[68:69], 2, v[68:69]
	v_add_co_ci_u32_e64 v65, s0, s13, v65, s0
	v_add_co_u32 v66, s0, s12, v66
	v_lshlrev_b64 v[70:71], 2, v[70:71]
	v_add_co_ci_u32_e64 v67, s0, s13, v67, s0
	v_add_co_u32 v68, s0, s12, v68
	v_add_co_ci_u32_e64 v69, s0, s13, v69, s0
	v_add_co_u32 v70, s0, s12, v70
	v_add_co_ci_u32_e64 v71, s0, s13, v71, s0
	s_clause 0x9
	global_load_dword v72, v[56:57], off
	global_load_dword v73, v[52:53], off
	global_load_dword v81, v[58:59], off
	global_load_dword v82, v[54:55], off
	global_load_dword v83, v[60:61], off
	global_load_dword v84, v[62:63], off
	global_load_dword v85, v[64:65], off
	global_load_dword v86, v[66:67], off
	global_load_dword v87, v[68:69], off
	global_load_dword v88, v[70:71], off
	s_lshl_b32 s0, s4, 2
	v_mov_b32_e32 v54, s34
	s_add_i32 s0, s6, s0
	v_mov_b32_e32 v52, s6
	v_mov_b32_e32 v53, s0
	s_add_i32 s0, s34, s31
	s_add_i32 s34, s0, s31
	v_mov_b32_e32 v55, s0
	s_add_i32 s0, s34, s31
	v_mov_b32_e32 v56, s34
	s_add_i32 s34, s0, s31
	v_mov_b32_e32 v57, s0
	s_add_i32 s0, s34, s31
	v_mov_b32_e32 v58, s34
	s_add_i32 s34, s0, s31
	v_mov_b32_e32 v59, s0
	s_add_i32 s0, s34, s31
	v_mov_b32_e32 v60, s34
	s_add_i32 s34, s0, s31
	v_mov_b32_e32 v61, s0
	s_add_i32 s0, s34, s31
	v_mov_b32_e32 v62, s34
	s_add_i32 s34, s0, s31
	v_mov_b32_e32 v63, s0
	s_add_i32 s0, s34, s31
	v_mov_b32_e32 v64, s34
	s_add_i32 s34, s0, s31
	v_mov_b32_e32 v65, s0
	s_add_i32 s0, s34, s31
	v_mov_b32_e32 v66, s34
	s_add_i32 s34, s0, s31
	v_mov_b32_e32 v67, s0
	s_add_i32 s0, s34, s31
	v_mov_b32_e32 v68, s34
	v_mov_b32_e32 v69, s0
	s_waitcnt vmcnt(17)
	ds_write_b32 v52, v2
	s_waitcnt vmcnt(16)
	ds_write_b32 v53, v74 offset:8
	s_waitcnt vmcnt(15)
	ds_write_b32 v54, v75
	s_waitcnt vmcnt(14)
	ds_write_b32 v55, v76
	s_waitcnt vmcnt(13)
	ds_write_b32 v56, v77
	s_waitcnt vmcnt(12)
	ds_write_b32 v57, v78
	s_waitcnt vmcnt(11)
	ds_write_b32 v58, v79
	s_waitcnt vmcnt(10)
	ds_write_b32 v59, v80
	s_waitcnt vmcnt(9)
	ds_write_b32 v60, v72
	s_waitcnt vmcnt(8)
	ds_write_b32 v61, v73
	s_waitcnt vmcnt(7)
	ds_write_b32 v62, v81
	s_waitcnt vmcnt(6)
	ds_write_b32 v63, v82
	s_waitcnt vmcnt(5)
	ds_write_b32 v64, v83
	s_waitcnt vmcnt(4)
	ds_write_b32 v65, v84
	s_waitcnt vmcnt(3)
	ds_write_b32 v66, v85
	s_waitcnt vmcnt(2)
	ds_write_b32 v67, v86
	s_waitcnt vmcnt(1)
	ds_write_b32 v68, v87
	s_waitcnt vmcnt(0)
	ds_write_b32 v69, v88
.LBB0_2:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s33
	s_and_b32 s0, s4, 0xffff
	v_mov_b32_e32 v2, 0
	s_add_u32 s34, s0, -1
	s_addc_u32 s35, 0, -1
	v_cmp_eq_u64_e64 s0, s[34:35], v[1:2]
	s_and_saveexec_b32 s31, s0
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_add_nc_u32_e32 v2, 2, v50
	v_add_nc_u32_e32 v52, s28, v2
	v_add_nc_u32_e32 v54, s26, v2
	v_add_nc_u32_e32 v56, s23, v2
	v_add_nc_u32_e32 v58, s18, v2
	v_add_nc_u32_e32 v60, s10, v2
	v_ashrrev_i32_e32 v53, 31, v52
	v_ashrrev_i32_e32 v55, 31, v54
	v_ashrrev_i32_e32 v57, 31, v56
	v_ashrrev_i32_e32 v59, 31, v58
	v_add_nc_u32_e32 v62, s9, v2
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_lshlrev_b64 v[54:55], 2, v[54:55]
	v_lshlrev_b64 v[56:57], 2, v[56:57]
	v_ashrrev_i32_e32 v61, 31, v60
	v_add_nc_u32_e32 v64, s11, v2
	v_lshlrev_b64 v[58:59], 2, v[58:59]
	v_add_co_u32 v52, s0, s12, v52
	v_add_co_ci_u32_e64 v53, s0, s13, v53, s0
	v_add_co_u32 v54, s0, s12, v54
	v_ashrrev_i32_e32 v63, 31, v62
	v_add_co_ci_u32_e64 v55, s0, s13, v55, s0
	v_add_nc_u32_e32 v66, s17, v2
	v_add_co_u32 v56, s0, s12, v56
	v_lshlrev_b64 v[60:61], 2, v[60:61]
	v_ashrrev_i32_e32 v65, 31, v64
	v_add_co_ci_u32_e64 v57, s0, s13, v57, s0
	v_add_co_u32 v58, s0, s12, v58
	v_lshlrev_b64 v[62:63], 2, v[62:63]
	v_ashrrev_i32_e32 v67, 31, v66
	v_add_co_ci_u32_e64 v59, s0, s13, v59, s0
	v_add_co_u32 v60, s0, s12, v60
	v_lshlrev_b64 v[64:65], 2, v[64:65]
	v_add_co_ci_u32_e64 v61, s0, s13, v61, s0
	v_add_nc_u32_e32 v68, s20, v2
	v_add_co_u32 v62, s0, s12, v62
	v_lshlrev_b64 v[66:67], 2, v[66:67]
	v_add_co_ci_u32_e64 v63, s0, s13, v63, s0
	v_add_nc_u32_e32 v70, s19, v2
	v_add_co_u32 v64, s0, s12, v64
	v_ashrrev_i32_e32 v69, 31, v68
	v_add_co_ci_u32_e64 v65, s0, s13, v65, s0
	v_add_nc_u32_e32 v72, s22, v2
	v_add_co_u32 v66, s0, s12, v66
	v_ashrrev_i32_e32 v71, 31, v70
	v_add_co_ci_u32_e64 v67, s0, s13, v67, s0
	s_clause 0x7
	s_waitcnt_vscnt null, 0x0
	global_load_dword v50, v[52:53], off
	global_load_dword v74, v[54:55], off
	global_load_dword v75, v[56:57], off
	global_load_dword v76, v[58:59], off
	global_load_dword v77, v[60:61], off
	global_load_dword v78, v[62:63], off
	global_load_dword v79, v[64:65], off
	global_load_dword v80, v[66:67], off
	v_add_nc_u32_e32 v54, s21, v2
	v_lshlrev_b64 v[68:69], 2, v[68:69]
	v_ashrrev_i32_e32 v73, 31, v72
	v_add_nc_u32_e32 v60, s24, v2
	v_lshlrev_b64 v[52:53], 2, v[70:71]
	v_ashrrev_i32_e32 v55, 31, v54
	v_add_nc_u32_e32 v62, s25, v2
	v_add_co_u32 v56, s0, s12, v68
	v_lshlrev_b64 v[58:59], 2, v[72:73]
	v_ashrrev_i32_e32 v61, 31, v60
	v_add_co_ci_u32_e64 v57, s0, s13, v69, s0
	v_add_co_u32 v52, s0, s12, v52
	v_lshlrev_b64 v[54:55], 2, v[54:55]
	v_ashrrev_i32_e32 v63, 31, v62
	v_add_co_ci_u32_e64 v53, s0, s13, v53, s0
	v_add_co_u32 v58, s0, s12, v58
	v_lshlrev_b64 v[60:61], 2, v[60:61]
	v_add_co_ci_u32_e64 v59, s0, s13, v59, s0
	v_add_co_u32 v54, s0, s12, v54
	v_lshlrev_b64 v[62:63], 2, v[62:63]
	v_add_co_ci_u32_e64 v55, s0, s13, v55, s0
	v_add_co_u32 v60, s0, s12, v60
	v_add_nc_u32_e32 v64, s27, v2
	v_add_co_ci_u32_e64 v61, s0, s13, v61, s0
	v_add_co_u32 v62, s0, s12, v62
	v_add_nc_u32_e32 v66, s29, v2
	v_add_co_ci_u32_e64 v63, s0, s13, v63, s0
	v_ashrrev_i32_e32 v65, 31, v64
	s_add_i32 s0, s5, 17
	v_add_nc_u32_e32 v68, s30, v2
	s_mul_i32 s0, s0, s8
	v_ashrrev_i32_e32 v67, 31, v66
	v_add_nc_u32_e32 v70, s0, v2
	v_lshlrev_b64 v[64:65], 2, v[64:65]
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshlrev_b64 v[66:67], 2, v[66:67]
	v_ashrrev_i32_e32 v71, 31, v70
	v_add_co_u32 v64, s0, s12, v64
	v_lshlrev_b64 v[68:69], 2, v[68:69]
	v_add_co_ci_u32_e64 v65, s0, s13, v65, s0
	v_add_co_u32 v66, s0, s12, v66
	v_lshlrev_b64 v[70:71], 2, v[70:71]
	v_add_co_ci_u32_e64 v67, s0, s13, v67, s0
	v_add_co_u32 v68, s0, s12, v68
	v_add_co_ci_u32_e64 v69, s0, s13, v69, s0
	v_add_co_u32 v70, s0, s12, v70
	v_add_co_ci_u32_e64 v71, s0, s13, v71, s0
	s_clause 0x9
	global_load_dword v2, v[56:57], off
	global_load_dword v72, v[52:53], off
	global_load_dword v73, v[58:59], off
	global_load_dword v81, v[54:55], off
	global_load_dword v82, v[60:61], off
	global_load_dword v83, v[62:63], off
	global_load_dword v84, v[64:65], off
	global_load_dword v85, v[66:67], off
	global_load_dword v86, v[68:69], off
	global_load_dword v87, v[70:71], off
	v_lshl_add_u32 v52, v1, 2, s6
	s_lshl_b32 s0, s4, 2
	v_add3_u32 v53, v51, 8, s0
	s_waitcnt vmcnt(17)
	ds_write_b32 v52, v50 offset:8
	s_waitcnt vmcnt(16)
	ds_write_b32 v35, v74 offset:8
	s_waitcnt vmcnt(15)
	ds_write_b32 v36, v75 offset:8
	s_waitcnt vmcnt(14)
	ds_write_b32 v37, v76 offset:8
	s_waitcnt vmcnt(13)
	ds_write_b32 v38, v77 offset:8
	s_waitcnt vmcnt(12)
	ds_write_b32 v39, v78 offset:8
	s_waitcnt vmcnt(11)
	ds_write_b32 v40, v79 offset:8
	s_waitcnt vmcnt(10)
	ds_write_b32 v41, v80 offset:8
	s_waitcnt vmcnt(9)
	ds_write_b32 v42, v2 offset:8
	s_waitcnt vmcnt(8)
	ds_write_b32 v43, v72 offset:8
	s_waitcnt vmcnt(7)
	ds_write_b32 v44, v73 offset:8
	s_waitcnt vmcnt(6)
	ds_write_b32 v45, v81 offset:8
	s_waitcnt vmcnt(5)
	ds_write_b32 v46, v82 offset:8
	s_waitcnt vmcnt(4)
	ds_write_b32 v47, v83 offset:8
	s_waitcnt vmcnt(3)
	ds_write_b32 v48, v84 offset:8
	s_waitcnt vmcnt(2)
	ds_write_b32 v49, v85 offset:8
	s_waitcnt vmcnt(1)
	ds_write_b32 v51, v86 offset:8
	s_waitcnt vmcnt(0)
	ds_write_b32 v53, v87 offset:8
.LBB0_4:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s31
	s_mul_i32 s0, s16, 17
	s_and_saveexec_b32 s5, vcc_lo
	s_xor_b32 s5, exec_lo, s5
; %bb.5:
                                        ; implicit-def: $vgpr0
; %bb.6:
	s_or_saveexec_b32 s5, s5
	v_mov_b32_e32 v2, s0
	s_xor_b32 exec_lo, exec_lo, s5
	s_cbranch_execz .LBB0_8
; %bb.7:
	v_add_nc_u32_e32 v35, s28, v0
	s_mul_i32 s8, s8, 17
	v_mov_b32_e32 v2, s0
	v_add_nc_u32_e32 v37, s8, v35
	v_ashrrev_i32_e32 v36, 31, v35
	s_lshl_b32 s8, s0, 2
	s_add_i32 s8, s6, s8
	v_ashrrev_i32_e32 v38, 31, v37
	v_lshlrev_b64 v[35:36], 2, v[35:36]
	v_lshlrev_b64 v[37:38], 2, v[37:38]
	v_add_co_u32 v35, vcc_lo, s12, v35
	v_add_co_ci_u32_e32 v36, vcc_lo, s13, v36, vcc_lo
	v_add_co_u32 v37, vcc_lo, s12, v37
	v_add_co_ci_u32_e32 v38, vcc_lo, s13, v38, vcc_lo
	s_clause 0x1
	s_waitcnt_vscnt null, 0x0
	global_load_dword v0, v[35:36], off
	global_load_dword v39, v[37:38], off
	v_mov_b32_e32 v35, s6
	v_mov_b32_e32 v36, s8
	s_waitcnt vmcnt(1)
	ds_write_b32 v35, v0 offset:4
	s_waitcnt vmcnt(0)
	ds_write_b32 v36, v39 offset:4
.LBB0_8:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s5
	v_lshl_add_u32 v45, v1, 2, s6
	s_lshl_b32 s0, s4, 2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	v_lshl_add_u32 v39, s7, 2, v45
	v_add_nc_u32_e32 v37, s0, v45
	ds_read2_b32 v[0:1], v45 offset1:1
	v_lshlrev_b64 v[33:34], 2, v[33:34]
	v_lshlrev_b64 v[31:32], 2, v[31:32]
	v_add_nc_u32_e32 v40, 8, v39
	ds_read2_b32 v[35:36], v39 offset1:1
	ds_read_b32 v43, v37 offset:16
	ds_read2_b32 v[37:38], v37 offset0:2 offset1:3
	ds_read_b32 v44, v45 offset:8
	ds_read_b32 v46, v39 offset:8
	v_lshlrev_b64 v[29:30], 2, v[29:30]
	v_add_co_u32 v33, vcc_lo, s14, v33
	v_add_nc_u32_e32 v41, s0, v40
	v_add_co_ci_u32_e32 v34, vcc_lo, s15, v34, vcc_lo
	v_add_co_u32 v31, vcc_lo, s14, v31
	v_add_nc_u32_e32 v42, 8, v41
	ds_read2_b32 v[39:40], v41 offset1:1
	ds_read_b32 v47, v41 offset:8
	v_add_co_ci_u32_e32 v32, vcc_lo, s15, v32, vcc_lo
	v_lshlrev_b64 v[27:28], 2, v[27:28]
	v_add_nc_u32_e32 v48, s0, v42
	v_add_co_u32 v29, vcc_lo, s14, v29
	s_waitcnt lgkmcnt(6)
	v_add_f32_e32 v1, v1, v36
	s_waitcnt lgkmcnt(4)
	v_add_f32_e32 v49, v37, v43
	ds_read2_b32 v[41:42], v48 offset0:1 offset1:2
	s_waitcnt lgkmcnt(4)
	v_add_f32_e32 v0, v0, v44
	v_add_nc_u32_e32 v44, s0, v48
	v_add_f32_e32 v37, v1, v37
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v50, v35, v46
	v_lshlrev_b64 v[25:26], 2, v[25:26]
	v_add_f32_e32 v51, v0, v35
	ds_read2_b32 v[0:1], v44 offset0:3 offset1:4
	ds_read_b32 v52, v44 offset:8
	ds_read_b32 v48, v48
	v_add_nc_u32_e32 v44, 8, v44
	v_add_f32_e32 v37, v37, v43
	s_waitcnt lgkmcnt(5)
	v_add_f32_e32 v43, v38, v40
	v_add_f32_e32 v51, v51, v46
	v_add_f32_e32 v49, v49, v39
	v_add_nc_u32_e32 v53, s0, v44
	v_mul_f32_e32 v55, s2, v37
	v_add_f32_e32 v35, v43, v35
	s_waitcnt lgkmcnt(4)
	v_add_f32_e32 v54, v39, v47
	v_add_f32_e32 v49, v49, v47
	ds_read2_b32 v[43:44], v53 offset0:3 offset1:4
	v_fmac_f32_e32 v55, s1, v38
	s_waitcnt lgkmcnt(4)
	v_add_f32_e32 v37, v36, v41
	v_add_f32_e32 v35, v35, v46
	v_add3_u32 v56, v53, 8, s0
	v_add_co_ci_u32_e32 v30, vcc_lo, s15, v30, vcc_lo
	v_add_f32_e32 v39, v37, v39
	v_mul_f32_e32 v35, s2, v35
	v_fmac_f32_e32 v55, s3, v51
	ds_read2_b32 v[37:38], v56 offset0:3 offset1:4
	ds_read_b32 v46, v56 offset:8
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v50, v50, v48
	v_add_f32_e32 v39, v39, v47
	v_fmac_f32_e32 v35, s1, v36
	ds_read_b32 v47, v53 offset:8
	v_add_f32_e32 v53, v40, v0
	global_store_dword v[33:34], v55, off
	v_mul_f32_e32 v36, s2, v39
	v_fmac_f32_e32 v35, s3, v49
	v_add_f32_e32 v39, v50, v42
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v33, v41, v43
	v_add_f32_e32 v50, v53, v48
	v_fmac_f32_e32 v36, s1, v40
	global_store_dword v[31:32], v35, off
	v_add_f32_e32 v31, v54, v52
	v_add_f32_e32 v32, v33, v52
	v_add_f32_e32 v34, v50, v42
	v_fmac_f32_e32 v36, s3, v39
	v_add3_u32 v39, v56, 8, s0
	v_add_f32_e32 v35, v31, v1
	v_add_f32_e32 v32, v32, v1
	v_mul_f32_e32 v33, s2, v34
	v_add_f32_e32 v34, v48, v42
	v_add_co_u32 v27, vcc_lo, s14, v27
	v_mul_f32_e32 v40, s2, v32
	ds_read2_b32 v[31:32], v39 offset0:3 offset1:4
	v_fmac_f32_e32 v33, s1, v41
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v34, v34, v47
	v_add_f32_e32 v41, v0, v37
	v_fmac_f32_e32 v40, s1, v0
	v_add_co_ci_u32_e32 v28, vcc_lo, s15, v28, vcc_lo
	v_fmac_f32_e32 v33, s3, v35
	v_add_f32_e32 v34, v34, v44
	v_add_f32_e32 v0, v41, v47
	v_add3_u32 v35, v39, 8, s0
	v_add_f32_e32 v41, v52, v1
	v_add_co_u32 v25, vcc_lo, s14, v25
	v_fmac_f32_e32 v40, s3, v34
	v_add_f32_e32 v34, v0, v44
	ds_read2_b32 v[0:1], v35 offset0:3 offset1:4
	ds_read_b32 v42, v35 offset:8
	ds_read_b32 v39, v39 offset:8
	global_store_dword v[29:30], v36, off
	v_add_co_ci_u32_e32 v26, vcc_lo, s15, v26, vcc_lo
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v48, v43, v31
	global_store_dword v[27:28], v33, off
	global_store_dword v[25:26], v40, off
	v_add_f32_e32 v25, v47, v44
	v_add3_u32 v28, v35, 8, s0
	v_add_f32_e32 v29, v48, v46
	v_add_f32_e32 v41, v41, v46
	v_mul_f32_e32 v34, s2, v34
	v_lshlrev_b64 v[23:24], 2, v[23:24]
	v_add_f32_e32 v33, v46, v38
	v_add_f32_e32 v26, v29, v38
	v_add_f32_e32 v41, v41, v38
	v_fmac_f32_e32 v34, s1, v43
	v_add3_u32 v35, v28, 8, s0
	v_add_co_u32 v23, vcc_lo, s14, v23
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v29, v25, v39
	v_mul_f32_e32 v30, s2, v26
	ds_read2_b32 v[25:26], v28 offset0:3 offset1:4
	v_add_f32_e32 v27, v37, v0
	v_fmac_f32_e32 v34, s3, v41
	v_add_co_ci_u32_e32 v24, vcc_lo, s15, v24, vcc_lo
	v_add_f32_e32 v29, v29, v32
	v_add_f32_e32 v27, v27, v39
	v_fmac_f32_e32 v30, s1, v37
	global_store_dword v[23:24], v34, off
	v_add_f32_e32 v33, v33, v42
	ds_read2_b32 v[23:24], v35 offset0:3 offset1:4
	v_add_f32_e32 v27, v27, v32
	v_fmac_f32_e32 v30, s3, v29
	v_lshlrev_b64 v[19:20], 2, v[19:20]
	v_lshlrev_b64 v[21:22], 2, v[21:22]
	v_add_f32_e32 v32, v39, v32
	v_mul_f32_e32 v34, s2, v27
	v_add_f32_e32 v27, v33, v1
	ds_read_b32 v29, v35 offset:8
	ds_read_b32 v33, v28 offset:8
	v_add_co_u32 v19, vcc_lo, s14, v19
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v28, v31, v25
	v_fmac_f32_e32 v34, s1, v31
	v_add3_u32 v31, v35, 8, s0
	v_add_co_ci_u32_e32 v20, vcc_lo, s15, v20, vcc_lo
	v_add_f32_e32 v35, v28, v42
	v_fmac_f32_e32 v34, s3, v27
	ds_read2_b32 v[27:28], v31 offset0:3 offset1:4
	v_add_co_u32 v21, vcc_lo, s14, v21
	v_add_f32_e32 v35, v35, v1
	v_add_co_ci_u32_e32 v22, vcc_lo, s15, v22, vcc_lo
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v36, v0, v23
	global_store_dword v[19:20], v30, off
	global_store_dword v[21:22], v34, off
	v_mul_f32_e32 v21, s2, v35
	v_add3_u32 v22, v31, 8, s0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v19, v36, v33
	v_add_f32_e32 v30, v42, v1
	v_add_f32_e32 v20, v32, v33
	v_fmac_f32_e32 v21, s1, v0
	ds_read2_b32 v[0:1], v22 offset0:3 offset1:4
	v_add_f32_e32 v19, v19, v26
	ds_read_b32 v34, v22 offset:8
	ds_read_b32 v31, v31 offset:8
	v_add_f32_e32 v20, v20, v26
	v_add_f32_e32 v30, v30, v29
	v_lshlrev_b64 v[15:16], 2, v[15:16]
	v_mul_f32_e32 v32, s2, v19
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v19, v25, v27
	v_lshlrev_b64 v[17:18], 2, v[17:18]
	v_fmac_f32_e32 v21, s3, v20
	v_add_f32_e32 v20, v30, v24
	v_fmac_f32_e32 v32, s1, v25
	v_add_f32_e32 v19, v19, v29
	v_add3_u32 v22, v22, 8, s0
	v_add_co_u32 v15, vcc_lo, s14, v15
	v_add_co_ci_u32_e32 v16, vcc_lo, s15, v16, vcc_lo
	v_fmac_f32_e32 v32, s3, v20
	v_add_f32_e32 v25, v19, v24
	ds_read2_b32 v[19:20], v22 offset0:3 offset1:4
	v_add_co_u32 v17, vcc_lo, s14, v17
	v_add_f32_e32 v26, v33, v26
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v30, v23, v0
	v_add_co_ci_u32_e32 v18, vcc_lo, s15, v18, vcc_lo
	global_store_dword v[15:16], v21, off
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v15, v26, v31
	v_mul_f32_e32 v21, s2, v25
	v_add_f32_e32 v16, v30, v31
	global_store_dword v[17:18], v32, off
	v_add3_u32 v17, v22, 8, s0
	v_add_f32_e32 v18, v15, v28
	v_fmac_f32_e32 v21, s1, v23
	v_add_f32_e32 v23, v16, v28
	ds_read2_b32 v[15:16], v17 offset0:3 offset1:4
	ds_read_b32 v25, v17 offset:8
	ds_read_b32 v22, v22 offset:8
	v_add_f32_e32 v24, v29, v24
	v_lshlrev_b64 v[11:12], 2, v[11:12]
	v_mul_f32_e32 v23, s2, v23
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v26, v27, v19
	v_add3_u32 v29, v17, 8, s0
	v_add_f32_e32 v24, v24, v34
	v_fmac_f32_e32 v21, s3, v18
	v_add_co_u32 v11, vcc_lo, s14, v11
	v_add_co_ci_u32_e32 v12, vcc_lo, s15, v12, vcc_lo
	v_add_f32_e32 v26, v26, v34
	v_add_f32_e32 v24, v24, v1
	v_fmac_f32_e32 v23, s1, v27
	ds_read2_b32 v[17:18], v29 offset0:3 offset1:4
	v_add_f32_e32 v27, v31, v28
	ds_read_b32 v28, v29 offset:8
	global_store_dword v[11:12], v21, off
	v_add_f32_e32 v11, v26, v1
	s_waitcnt lgkmcnt(4)
	v_add_f32_e32 v12, v0, v15
	v_fmac_f32_e32 v23, s3, v24
	v_lshl_add_u32 v24, v2, 2, v45
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v21, v27, v22
	v_mul_f32_e32 v26, s2, v11
	v_add_f32_e32 v27, v12, v22
	v_lshlrev_b64 v[2:3], 2, v[3:4]
	ds_read2_b32 v[11:12], v24 offset1:1
	v_add_f32_e32 v4, v21, v20
	v_fmac_f32_e32 v26, s1, v0
	v_add_f32_e32 v21, v27, v20
	v_add_f32_e32 v27, v34, v1
	v_add_co_u32 v0, vcc_lo, s14, v2
	v_add_co_ci_u32_e32 v1, vcc_lo, s15, v3, vcc_lo
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v29, v19, v17
	v_mul_f32_e32 v21, s2, v21
	v_add_f32_e32 v27, v27, v25
	v_lshlrev_b64 v[2:3], 2, v[9:10]
	v_add_f32_e32 v10, v22, v20
	v_add_f32_e32 v29, v29, v25
	v_fmac_f32_e32 v21, s1, v19
	ds_read_b32 v19, v24 offset:8
	v_fmac_f32_e32 v26, s3, v4
	v_add_f32_e32 v4, v27, v16
	v_add_f32_e32 v9, v29, v16
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v12, v15, v12
	v_add_f32_e32 v10, v10, v28
	v_add_co_u32 v2, vcc_lo, s14, v2
	v_mul_f32_e32 v20, s2, v9
	v_add_f32_e32 v12, v12, v28
	v_add_f32_e32 v9, v25, v16
	v_fmac_f32_e32 v21, s3, v4
	v_lshlrev_b64 v[4:5], 2, v[5:6]
	v_add_f32_e32 v10, v10, v18
	v_add_f32_e32 v12, v12, v18
	v_fmac_f32_e32 v20, s1, v15
	v_add_f32_e32 v9, v9, v11
	v_lshlrev_b64 v[6:7], 2, v[7:8]
	v_add_co_ci_u32_e32 v3, vcc_lo, s15, v3, vcc_lo
	v_mul_f32_e32 v11, s2, v12
	v_add_co_u32 v4, vcc_lo, s14, v4
	v_fmac_f32_e32 v20, s3, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v9, v19
	v_lshlrev_b64 v[8:9], 2, v[13:14]
	v_add_co_ci_u32_e32 v5, vcc_lo, s15, v5, vcc_lo
	v_fmac_f32_e32 v11, s1, v17
	v_add_co_u32 v6, vcc_lo, s14, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s15, v7, vcc_lo
	v_add_co_u32 v8, vcc_lo, s14, v8
	v_fmac_f32_e32 v11, s3, v10
	v_add_co_ci_u32_e32 v9, vcc_lo, s15, v9, vcc_lo
	global_store_dword v[0:1], v23, off
	global_store_dword v[2:3], v26, off
	global_store_dword v[4:5], v21, off
	global_store_dword v[6:7], v20, off
	global_store_dword v[8:9], v11, off
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
		.amdhsa_wavefront_size32 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 89
		.amdhsa_next_free_sgpr 36
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
	.size	StencilKernel, .Lfunc_end0-StencilKernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 5360
; NumSgprs: 38
; NumVgprs: 89
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 89
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
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
    .vgpr_count:     89
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
