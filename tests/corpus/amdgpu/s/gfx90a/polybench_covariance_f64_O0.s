	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.protected	mean_kernel             ; -- Begin function mean_kernel
	.globl	mean_kernel
	.p2align	8
	.type	mean_kernel,@function
mean_kernel:                            ; @mean_kernel
; %bb.0:
	s_mov_b32 s33, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	v_writelane_b32 v12, s16, 0
	v_writelane_b32 v12, s15, 1
	v_writelane_b32 v12, s14, 2
	s_mov_b64 s[12:13], s[8:9]
	v_writelane_b32 v12, s4, 3
	v_writelane_b32 v12, s5, 4
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_load_dwordx2 s[10:11], s[12:13], 0x0
	s_load_dwordx2 s[8:9], s[12:13], 0x8
	s_load_dwordx2 s[6:7], s[12:13], 0x10
	s_load_dword s5, s[12:13], 0x18
	s_load_dword s4, s[12:13], 0x1c
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s12, s11
	v_mov_b32_e32 v0, s12
	buffer_store_dword v0, off, s[0:3], s33 offset:60
                                        ; kill: def $sgpr10 killed $sgpr10 killed $sgpr10_sgpr11
	v_mov_b32_e32 v0, s10
	buffer_store_dword v0, off, s[0:3], s33 offset:56
	s_mov_b32 s10, s9
	v_mov_b32_e32 v0, s10
	buffer_store_dword v0, off, s[0:3], s33 offset:68
                                        ; kill: def $sgpr8 killed $sgpr8 killed $sgpr8_sgpr9
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:64
	s_mov_b32 s8, s7
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:76
                                        ; kill: def $sgpr6 killed $sgpr6 killed $sgpr6_sgpr7
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:72
	v_mov_b32_e32 v0, s5
	buffer_store_dword v0, off, s[0:3], s33 offset:80
	v_mov_b32_e32 v0, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:84
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:52
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:48
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
; %bb.1:
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b32 s4, 0
	v_cmp_gt_i32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v12, s6, 5
	v_writelane_b32 v12, s7, 6
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v12, s6, 7
	v_writelane_b32 v12, s7, 8
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_3
; %bb.2:
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b32 s4, 1
	v_cmp_gt_i32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v12, s6, 9
	v_writelane_b32 v12, s7, 10
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v12, s6, 11
	v_writelane_b32 v12, s7, 12
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_10
	s_branch .LBB0_4
.LBB0_3:
	v_readlane_b32 s4, v12, 7
	v_readlane_b32 s5, v12, 8
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s8, v12, 5
	v_readlane_b32 s9, v12, 6
	v_writelane_b32 v12, s8, 13
	v_writelane_b32 v12, s9, 14
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v12, s8, 15
	v_writelane_b32 v12, s9, 16
	v_writelane_b32 v12, s6, 17
	v_writelane_b32 v12, s7, 18
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v12, s4, 19
	v_writelane_b32 v12, s5, 20
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_12
	s_branch .LBB0_6
.LBB0_4:
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b32 s4, 2
	v_cmp_eq_u32_e64 s[6:7], v0, s4
	s_mov_b64 s[4:5], -1
	v_writelane_b32 v12, s4, 21
	v_writelane_b32 v12, s5, 22
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v12, s4, 23
	v_writelane_b32 v12, s5, 24
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_8
	s_branch .LBB0_11
.LBB0_5:
	v_readlane_b32 s6, v12, 25
	v_readlane_b32 s7, v12, 26
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v12, 27
	v_readlane_b32 s5, v12, 28
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v12, s4, 5
	v_writelane_b32 v12, s5, 6
	s_branch .LBB0_3
.LBB0_6:
	v_readlane_b32 s6, v12, 13
	v_readlane_b32 s7, v12, 14
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b32 s4, 0
	v_cmp_ne_u32_e64 s[8:9], v0, s4
	s_mov_b64 s[4:5], -1
	s_mov_b64 s[4:5], exec
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_writelane_b32 v12, s6, 15
	v_writelane_b32 v12, s7, 16
	v_writelane_b32 v12, s4, 17
	v_writelane_b32 v12, s5, 18
	s_branch .LBB0_12
.LBB0_7:
	v_readlane_b32 s4, v12, 2
	s_mov_b32 s6, 0
                                        ; kill: def $sgpr4 killed $sgpr4 def $sgpr4_sgpr5
	s_mov_b32 s5, s6
	s_mov_b32 s6, s5
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:44
                                        ; kill: def $sgpr4 killed $sgpr4 killed $sgpr4_sgpr5
	v_mov_b32_e32 v0, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	s_branch .LBB0_16
.LBB0_8:
	v_readlane_b32 s6, v12, 23
	v_readlane_b32 s7, v12, 24
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v12, 21
	v_readlane_b32 s5, v12, 22
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v12, s4, 9
	v_writelane_b32 v12, s5, 10
	s_branch .LBB0_10
.LBB0_9:
	v_readlane_b32 s4, v12, 1
	s_mov_b32 s6, 0
                                        ; kill: def $sgpr4 killed $sgpr4 def $sgpr4_sgpr5
	s_mov_b32 s5, s6
	s_mov_b32 s6, s5
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:44
                                        ; kill: def $sgpr4 killed $sgpr4 killed $sgpr4_sgpr5
	v_mov_b32_e32 v0, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	s_branch .LBB0_5
.LBB0_10:
	v_readlane_b32 s4, v12, 11
	v_readlane_b32 s5, v12, 12
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s6, v12, 9
	v_readlane_b32 s7, v12, 10
	v_writelane_b32 v12, s6, 27
	v_writelane_b32 v12, s7, 28
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v12, s4, 25
	v_writelane_b32 v12, s5, 26
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_5
	s_branch .LBB0_9
.LBB0_11:
	v_readlane_b32 s4, v12, 0
	s_mov_b32 s6, 0
                                        ; kill: def $sgpr4 killed $sgpr4 def $sgpr4_sgpr5
	s_mov_b32 s5, s6
	s_mov_b32 s6, s5
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:44
                                        ; kill: def $sgpr4 killed $sgpr4 killed $sgpr4_sgpr5
	v_mov_b32_e32 v0, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	s_mov_b64 s[4:5], 0
	s_xor_b64 s[4:5], exec, -1
	v_writelane_b32 v12, s4, 21
	v_writelane_b32 v12, s5, 22
	s_branch .LBB0_8
.LBB0_12:
	v_readlane_b32 s8, v12, 19
	v_readlane_b32 s9, v12, 20
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s6, v12, 15
	v_readlane_b32 s7, v12, 16
	v_readlane_b32 s4, v12, 17
	v_readlane_b32 s5, v12, 18
	v_writelane_b32 v12, s4, 29
	v_writelane_b32 v12, s5, 30
	v_writelane_b32 v12, s4, 31
	v_writelane_b32 v12, s5, 32
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v12, s4, 33
	v_writelane_b32 v12, s5, 34
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_14
; %bb.13:
	s_branch .LBB0_15
.LBB0_14:
	v_readlane_b32 s4, v12, 33
	v_readlane_b32 s5, v12, 34
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s6, v12, 31
	v_readlane_b32 s7, v12, 32
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v12, s4, 35
	v_writelane_b32 v12, s5, 36
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_16
	s_branch .LBB0_7
.LBB0_15:
	v_readlane_b32 s4, v12, 29
	v_readlane_b32 s5, v12, 30
	s_mov_b64 s[6:7], 0
	s_mov_b32 s8, s7
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:44
                                        ; kill: def $sgpr6 killed $sgpr6 killed $sgpr6_sgpr7
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v12, s4, 31
	v_writelane_b32 v12, s5, 32
	s_branch .LBB0_14
.LBB0_16:
	v_readlane_b32 s4, v12, 35
	v_readlane_b32 s5, v12, 36
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:40
	buffer_load_dword v2, off, s[0:3], s33 offset:44
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	v_accvgpr_write_b32 a2, v1              ;  Reload Reuse
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:32
	buffer_load_dword v0, off, s[0:3], s33 offset:32
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a4, v0              ;  Reload Reuse
; %bb.17:
	v_accvgpr_read_b32 v0, a4               ;  Reload Reuse
	s_mov_b32 s4, 0
	v_cmp_gt_i32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v12, s6, 37
	v_writelane_b32 v12, s7, 38
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v12, s6, 39
	v_writelane_b32 v12, s7, 40
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_19
; %bb.18:
	v_accvgpr_read_b32 v0, a4               ;  Reload Reuse
	s_mov_b32 s4, 1
	v_cmp_gt_i32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v12, s6, 41
	v_writelane_b32 v12, s7, 42
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v12, s6, 43
	v_writelane_b32 v12, s7, 44
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_26
	s_branch .LBB0_20
.LBB0_19:
	v_readlane_b32 s4, v12, 39
	v_readlane_b32 s5, v12, 40
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s8, v12, 37
	v_readlane_b32 s9, v12, 38
	v_writelane_b32 v12, s8, 45
	v_writelane_b32 v12, s9, 46
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v12, s8, 47
	v_writelane_b32 v12, s9, 48
	v_writelane_b32 v12, s6, 49
	v_writelane_b32 v12, s7, 50
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v12, s4, 51
	v_writelane_b32 v12, s5, 52
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_28
	s_branch .LBB0_22
.LBB0_20:
	v_accvgpr_read_b32 v0, a4               ;  Reload Reuse
	s_mov_b32 s4, 2
	v_cmp_eq_u32_e64 s[6:7], v0, s4
	s_mov_b64 s[4:5], -1
	v_writelane_b32 v12, s4, 53
	v_writelane_b32 v12, s5, 54
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v12, s4, 55
	v_writelane_b32 v12, s5, 56
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_24
	s_branch .LBB0_27
.LBB0_21:
	v_readlane_b32 s6, v12, 57
	v_readlane_b32 s7, v12, 58
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v12, 59
	v_readlane_b32 s5, v12, 60
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v12, s4, 37
	v_writelane_b32 v12, s5, 38
	s_branch .LBB0_19
.LBB0_22:
	v_readlane_b32 s6, v12, 45
	v_readlane_b32 s7, v12, 46
	v_accvgpr_read_b32 v0, a4               ;  Reload Reuse
	s_mov_b32 s4, 0
	v_cmp_ne_u32_e64 s[8:9], v0, s4
	s_mov_b64 s[4:5], -1
	s_mov_b64 s[4:5], exec
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_writelane_b32 v12, s6, 47
	v_writelane_b32 v12, s7, 48
	v_writelane_b32 v12, s4, 49
	v_writelane_b32 v12, s5, 50
	s_branch .LBB0_28
.LBB0_23:
	v_readlane_b32 s4, v12, 3
	v_readlane_b32 s5, v12, 4
	v_mov_b32_e32 v0, 0
	s_nop 3
	global_load_ushort v0, v0, s[4:5] offset:4
	s_mov_b32 s4, 0xffff
                                        ; implicit-def: $sgpr5
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v0, v0, s4
                                        ; implicit-def: $sgpr4
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	s_branch .LBB0_32
.LBB0_24:
	v_readlane_b32 s6, v12, 55
	v_readlane_b32 s7, v12, 56
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v12, 53
	v_readlane_b32 s5, v12, 54
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v12, s4, 41
	v_writelane_b32 v12, s5, 42
	s_branch .LBB0_26
.LBB0_25:
	v_readlane_b32 s4, v12, 3
	v_readlane_b32 s5, v12, 4
	v_mov_b32_e32 v0, 0
	s_nop 3
	global_load_ushort v0, v0, s[4:5] offset:6
	s_mov_b32 s4, 0xffff
                                        ; implicit-def: $sgpr5
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v0, v0, s4
                                        ; implicit-def: $sgpr4
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	s_branch .LBB0_21
.LBB0_26:
	v_readlane_b32 s4, v12, 43
	v_readlane_b32 s5, v12, 44
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s6, v12, 41
	v_readlane_b32 s7, v12, 42
	v_writelane_b32 v12, s6, 59
	v_writelane_b32 v12, s7, 60
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v12, s4, 57
	v_writelane_b32 v12, s5, 58
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_21
	s_branch .LBB0_25
.LBB0_27:
	v_readlane_b32 s4, v12, 3
	v_readlane_b32 s5, v12, 4
	v_mov_b32_e32 v0, 0
	s_nop 3
	global_load_ushort v0, v0, s[4:5] offset:8
	s_mov_b32 s4, 0xffff
                                        ; implicit-def: $sgpr5
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v0, v0, s4
                                        ; implicit-def: $sgpr4
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	s_mov_b64 s[4:5], 0
	s_xor_b64 s[4:5], exec, -1
	v_writelane_b32 v12, s4, 53
	v_writelane_b32 v12, s5, 54
	s_branch .LBB0_24
.LBB0_28:
	v_readlane_b32 s8, v12, 51
	v_readlane_b32 s9, v12, 52
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s6, v12, 47
	v_readlane_b32 s7, v12, 48
	v_readlane_b32 s4, v12, 49
	v_readlane_b32 s5, v12, 50
	v_writelane_b32 v12, s4, 61
	v_writelane_b32 v12, s5, 62
	v_writelane_b32 v12, s4, 63
	v_writelane_b32 v13, s5, 0
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v13, s4, 1
	v_writelane_b32 v13, s5, 2
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_30
; %bb.29:
	s_branch .LBB0_31
.LBB0_30:
	v_readlane_b32 s4, v13, 1
	v_readlane_b32 s5, v13, 2
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s6, v12, 63
	v_readlane_b32 s7, v13, 0
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v13, s4, 3
	v_writelane_b32 v13, s5, 4
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_32
	s_branch .LBB0_23
.LBB0_31:
	v_readlane_b32 s4, v12, 61
	v_readlane_b32 s5, v12, 62
	s_mov_b64 s[6:7], 1
	s_mov_b32 s8, s7
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:28
                                        ; kill: def $sgpr6 killed $sgpr6 killed $sgpr6_sgpr7
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v12, s4, 63
	v_writelane_b32 v13, s5, 0
	s_branch .LBB0_30
.LBB0_32:
	v_readlane_b32 s4, v13, 3
	v_readlane_b32 s5, v13, 4
	s_or_b64 exec, exec, s[4:5]
	v_accvgpr_read_b32 v4, a3               ;  Reload Reuse
	v_accvgpr_read_b32 v5, a2               ;  Reload Reuse
	buffer_load_dword v3, off, s[0:3], s33 offset:24
	buffer_load_dword v2, off, s[0:3], s33 offset:28
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v0, v3
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
	s_mov_b32 s4, 32
	v_lshrrev_b64 v[6:7], s4, v[4:5]
	v_mov_b32_e32 v2, v6
	v_mul_lo_u32 v2, v2, v3
	v_lshrrev_b64 v[0:1], s4, v[0:1]
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, v4
	v_mul_lo_u32 v1, v0, v1
	v_mad_u64_u32 v[4:5], s[6:7], v0, v3, 0
	v_mov_b32_e32 v0, v5
	v_add3_u32 v0, v0, v1, v2
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v2, s5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[0:1], s4, v[0:1]
	v_mov_b32_e32 v3, v1
                                        ; kill: def $vgpr4 killed $vgpr4 killed $vgpr4_vgpr5 killed $exec
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v2, v5
	v_or_b32_e64 v2, v2, v3
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, v4
	v_or_b32_e64 v0, v0, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	v_accvgpr_write_b32 a5, v1              ;  Reload Reuse
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:16
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a7, v0              ;  Reload Reuse
; %bb.33:
	v_accvgpr_read_b32 v0, a7               ;  Reload Reuse
	s_mov_b32 s4, 0
	v_cmp_gt_i32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v13, s6, 5
	v_writelane_b32 v13, s7, 6
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v13, s6, 7
	v_writelane_b32 v13, s7, 8
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_35
; %bb.34:
	v_accvgpr_read_b32 v0, a7               ;  Reload Reuse
	s_mov_b32 s4, 1
	v_cmp_gt_i32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v13, s6, 9
	v_writelane_b32 v13, s7, 10
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v13, s6, 11
	v_writelane_b32 v13, s7, 12
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_42
	s_branch .LBB0_36
.LBB0_35:
	v_readlane_b32 s4, v13, 7
	v_readlane_b32 s5, v13, 8
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s8, v13, 5
	v_readlane_b32 s9, v13, 6
	v_writelane_b32 v13, s8, 13
	v_writelane_b32 v13, s9, 14
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v13, s8, 15
	v_writelane_b32 v13, s9, 16
	v_writelane_b32 v13, s6, 17
	v_writelane_b32 v13, s7, 18
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v13, s4, 19
	v_writelane_b32 v13, s5, 20
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_44
	s_branch .LBB0_38
.LBB0_36:
	v_accvgpr_read_b32 v0, a7               ;  Reload Reuse
	s_mov_b32 s4, 2
	v_cmp_eq_u32_e64 s[6:7], v0, s4
	s_mov_b64 s[4:5], -1
	v_writelane_b32 v13, s4, 21
	v_writelane_b32 v13, s5, 22
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v13, s4, 23
	v_writelane_b32 v13, s5, 24
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_40
	s_branch .LBB0_43
.LBB0_37:
	v_readlane_b32 s6, v13, 25
	v_readlane_b32 s7, v13, 26
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v13, 27
	v_readlane_b32 s5, v13, 28
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v13, s4, 5
	v_writelane_b32 v13, s5, 6
	s_branch .LBB0_35
.LBB0_38:
	v_readlane_b32 s6, v13, 13
	v_readlane_b32 s7, v13, 14
	v_accvgpr_read_b32 v0, a7               ;  Reload Reuse
	s_mov_b32 s4, 0
	v_cmp_ne_u32_e64 s[8:9], v0, s4
	s_mov_b64 s[4:5], -1
	s_mov_b64 s[4:5], exec
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_writelane_b32 v13, s6, 15
	v_writelane_b32 v13, s7, 16
	v_writelane_b32 v13, s4, 17
	v_writelane_b32 v13, s5, 18
	s_branch .LBB0_44
.LBB0_39:
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b32 s4, 0
	s_mov_b32 s4, 0x3ff
	v_and_b32_e64 v0, v0, s4
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	s_branch .LBB0_48
.LBB0_40:
	v_readlane_b32 s6, v13, 23
	v_readlane_b32 s7, v13, 24
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v13, 21
	v_readlane_b32 s5, v13, 22
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v13, s4, 9
	v_writelane_b32 v13, s5, 10
	s_branch .LBB0_42
.LBB0_41:
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b32 s4, 0
	v_bfe_u32 v0, v0, 10, 10
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	s_branch .LBB0_37
.LBB0_42:
	v_readlane_b32 s4, v13, 11
	v_readlane_b32 s5, v13, 12
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s6, v13, 9
	v_readlane_b32 s7, v13, 10
	v_writelane_b32 v13, s6, 27
	v_writelane_b32 v13, s7, 28
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v13, s4, 25
	v_writelane_b32 v13, s5, 26
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_37
	s_branch .LBB0_41
.LBB0_43:
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b32 s4, 0
	v_bfe_u32 v0, v0, 20, 10
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	s_mov_b64 s[4:5], 0
	s_xor_b64 s[4:5], exec, -1
	v_writelane_b32 v13, s4, 21
	v_writelane_b32 v13, s5, 22
	s_branch .LBB0_40
.LBB0_44:
	v_readlane_b32 s8, v13, 19
	v_readlane_b32 s9, v13, 20
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s6, v13, 15
	v_readlane_b32 s7, v13, 16
	v_readlane_b32 s4, v13, 17
	v_readlane_b32 s5, v13, 18
	v_writelane_b32 v13, s4, 29
	v_writelane_b32 v13, s5, 30
	v_writelane_b32 v13, s4, 31
	v_writelane_b32 v13, s5, 32
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v13, s4, 33
	v_writelane_b32 v13, s5, 34
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_46
; %bb.45:
	s_branch .LBB0_47
.LBB0_46:
	v_readlane_b32 s4, v13, 33
	v_readlane_b32 s5, v13, 34
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s6, v13, 31
	v_readlane_b32 s7, v13, 32
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v13, s4, 35
	v_writelane_b32 v13, s5, 36
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_48
	s_branch .LBB0_39
.LBB0_47:
	v_readlane_b32 s4, v13, 29
	v_readlane_b32 s5, v13, 30
	s_mov_b64 s[6:7], 0
	s_mov_b32 s8, s7
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $sgpr6 killed $sgpr6 killed $sgpr6_sgpr7
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v13, s4, 31
	v_writelane_b32 v13, s5, 32
	s_branch .LBB0_46
.LBB0_48:
	v_readlane_b32 s4, v13, 35
	v_readlane_b32 s5, v13, 36
	s_or_b64 exec, exec, s[4:5]
	v_accvgpr_read_b32 v2, a6               ;  Reload Reuse
	v_accvgpr_read_b32 v3, a5               ;  Reload Reuse
	buffer_load_dword v1, off, s[0:3], s33 offset:8
	v_mov_b32_e32 v0, v2
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:88
	buffer_load_dword v0, off, s[0:3], s33 offset:88
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:80
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v0, v1
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v13, s4, 37
	v_writelane_b32 v13, s5, 38
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_50
; %bb.49:
	s_mov_b64 s[4:5], 0
	s_mov_b32 s6, s5
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:100
	s_mov_b32 s6, s4
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:96
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:104
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v13, s4, 39
	v_writelane_b32 v13, s5, 40
	s_branch .LBB0_51
.LBB0_50:
	v_readlane_b32 s4, v13, 37
	v_readlane_b32 s5, v13, 38
	s_or_b64 exec, exec, s[4:5]
	s_branch .LBB0_57
.LBB0_51:                               ; =>This Inner Loop Header: Depth=1
	v_readlane_b32 s4, v13, 41
	v_readlane_b32 s5, v13, 42
	v_readlane_b32 s6, v13, 39
	v_readlane_b32 s7, v13, 40
	v_writelane_b32 v13, s6, 43
	v_writelane_b32 v13, s7, 44
	buffer_load_dword v0, off, s[0:3], s33 offset:104
	buffer_load_dword v1, off, s[0:3], s33 offset:84
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v0, v1
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v13, s4, 45
	v_writelane_b32 v13, s5, 46
	v_writelane_b32 v13, s4, 47
	v_writelane_b32 v13, s5, 48
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v13, s4, 49
	v_writelane_b32 v13, s5, 50
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_53
; %bb.52:                               ;   in Loop: Header=BB0_51 Depth=1
	buffer_load_dword v6, off, s[0:3], s33 offset:64
	buffer_load_dword v0, off, s[0:3], s33 offset:68
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:104
	buffer_load_dword v1, off, s[0:3], s33 offset:80
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:88
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, v1
                                        ; implicit-def: $sgpr4
	v_ashrrev_i32_e64 v2, 31, v0
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	s_mov_b32 s4, 3
	v_lshlrev_b64 v[4:5], s4, v[0:1]
	v_mov_b32_e32 v0, v6
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v7
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v0, s[4:5], v0, v3
	v_addc_co_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_dwordx2 v[2:3], v[0:1], off
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:96
	buffer_load_dword v4, off, s[0:3], s33 offset:100
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v4
	v_add_f64 v[0:1], v[0:1], v[2:3]
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:100
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:96
	s_branch .LBB0_54
.LBB0_53:                               ;   in Loop: Header=BB0_51 Depth=1
	v_readlane_b32 s4, v13, 49
	v_readlane_b32 s5, v13, 50
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v13, 43
	v_readlane_b32 s9, v13, 44
	v_readlane_b32 s6, v13, 47
	v_readlane_b32 s7, v13, 48
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v13, s6, 41
	v_writelane_b32 v13, s7, 42
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v13, s6, 39
	v_writelane_b32 v13, s7, 40
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v13, s6, 51
	v_writelane_b32 v13, s7, 52
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_51
	s_branch .LBB0_55
.LBB0_54:                               ;   in Loop: Header=BB0_51 Depth=1
	v_readlane_b32 s4, v13, 45
	v_readlane_b32 s5, v13, 46
	buffer_load_dword v0, off, s[0:3], s33 offset:104
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:104
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v13, s4, 47
	v_writelane_b32 v13, s5, 48
	s_branch .LBB0_53
.LBB0_55:
	v_readlane_b32 s4, v13, 51
	v_readlane_b32 s5, v13, 52
	s_or_b64 exec, exec, s[4:5]
; %bb.56:
	buffer_load_dword v4, off, s[0:3], s33 offset:96
	buffer_load_dword v0, off, s[0:3], s33 offset:100
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v0
	buffer_load_dword v2, off, s[0:3], s33 offset:72
	buffer_load_dword v0, off, s[0:3], s33 offset:76
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v0
	v_pk_mov_b32 v[0:1], v[4:5], v[4:5] op_sel:[0,1]
	v_div_scale_f64 v[0:1], s[4:5], v[2:3], v[2:3], v[0:1]
	v_rcp_f64_e64 v[6:7], v[0:1]
	s_mov_b64 s[4:5], 1.0
	v_fma_f64 v[8:9], -v[0:1], v[6:7], s[4:5]
	v_fmac_f64_e64 v[6:7], v[6:7], v[8:9]
	v_fma_f64 v[8:9], -v[0:1], v[6:7], s[4:5]
	v_fmac_f64_e64 v[6:7], v[6:7], v[8:9]
	v_pk_mov_b32 v[8:9], v[2:3], v[2:3] op_sel:[0,1]
	v_div_scale_f64 v[10:11], vcc, v[4:5], v[8:9], v[4:5]
	v_mul_f64 v[8:9], v[10:11], v[6:7]
	v_fma_f64 v[0:1], -v[0:1], v[8:9], v[10:11]
	s_nop 1
	v_div_fmas_f64 v[0:1], v[0:1], v[6:7], v[8:9]
	v_div_fixup_f64 v[2:3], v[0:1], v[2:3], v[4:5]
	buffer_load_dword v8, off, s[0:3], s33 offset:56
	buffer_load_dword v0, off, s[0:3], s33 offset:60
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:88
                                        ; implicit-def: $sgpr4
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v4, 31, v0
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	s_mov_b32 s4, 3
	v_lshlrev_b64 v[6:7], s4, v[0:1]
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v4, v7
	v_add_co_u32_e64 v0, s[4:5], v0, v5
	v_addc_co_u32_e64 v4, s[4:5], v1, v4, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	global_store_dwordx2 v[0:1], v[2:3], off
	s_branch .LBB0_50
.LBB0_57:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel mean_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 112
		.amdhsa_kernarg_size 88
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 34
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
	.size	mean_kernel, .Lfunc_end0-mean_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 5176
; NumSgprs: 36
; NumVgprs: 14
; NumAgprs: 8
; TotalNumVgprs: 24
; ScratchSize: 112
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 36
; NumVGPRsForWavesPerEU: 24
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	reduce_kernel           ; -- Begin function reduce_kernel
	.globl	reduce_kernel
	.p2align	8
	.type	reduce_kernel,@function
reduce_kernel:                          ; @reduce_kernel
; %bb.0:
	s_mov_b32 s33, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	v_writelane_b32 v10, s16, 0
	v_writelane_b32 v10, s15, 1
	v_writelane_b32 v10, s14, 2
	s_mov_b64 s[10:11], s[8:9]
	v_writelane_b32 v10, s4, 3
	v_writelane_b32 v10, s5, 4
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_load_dwordx2 s[8:9], s[10:11], 0x0
	s_load_dwordx2 s[6:7], s[10:11], 0x8
	s_load_dword s5, s[10:11], 0x10
	s_load_dword s4, s[10:11], 0x14
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s10, s9
	v_mov_b32_e32 v0, s10
	buffer_store_dword v0, off, s[0:3], s33 offset:116
                                        ; kill: def $sgpr8 killed $sgpr8 killed $sgpr8_sgpr9
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:112
	s_mov_b32 s8, s7
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:124
                                        ; kill: def $sgpr6 killed $sgpr6 killed $sgpr6_sgpr7
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:120
	v_mov_b32_e32 v0, s5
	buffer_store_dword v0, off, s[0:3], s33 offset:128
	v_mov_b32_e32 v0, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:132
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:100
	buffer_load_dword v0, off, s[0:3], s33 offset:100
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:96
	buffer_load_dword v0, off, s[0:3], s33 offset:96
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
; %bb.1:
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b32 s4, 0
	v_cmp_gt_i32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v10, s6, 5
	v_writelane_b32 v10, s7, 6
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v10, s6, 7
	v_writelane_b32 v10, s7, 8
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_3
; %bb.2:
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b32 s4, 1
	v_cmp_gt_i32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v10, s6, 9
	v_writelane_b32 v10, s7, 10
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v10, s6, 11
	v_writelane_b32 v10, s7, 12
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_10
	s_branch .LBB1_4
.LBB1_3:
	v_readlane_b32 s4, v10, 7
	v_readlane_b32 s5, v10, 8
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s8, v10, 5
	v_readlane_b32 s9, v10, 6
	v_writelane_b32 v10, s8, 13
	v_writelane_b32 v10, s9, 14
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v10, s8, 15
	v_writelane_b32 v10, s9, 16
	v_writelane_b32 v10, s6, 17
	v_writelane_b32 v10, s7, 18
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v10, s4, 19
	v_writelane_b32 v10, s5, 20
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_12
	s_branch .LBB1_6
.LBB1_4:
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b32 s4, 2
	v_cmp_eq_u32_e64 s[6:7], v0, s4
	s_mov_b64 s[4:5], -1
	v_writelane_b32 v10, s4, 21
	v_writelane_b32 v10, s5, 22
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v10, s4, 23
	v_writelane_b32 v10, s5, 24
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_8
	s_branch .LBB1_11
.LBB1_5:
	v_readlane_b32 s6, v10, 25
	v_readlane_b32 s7, v10, 26
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v10, 27
	v_readlane_b32 s5, v10, 28
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v10, s4, 5
	v_writelane_b32 v10, s5, 6
	s_branch .LBB1_3
.LBB1_6:
	v_readlane_b32 s6, v10, 13
	v_readlane_b32 s7, v10, 14
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b32 s4, 0
	v_cmp_ne_u32_e64 s[8:9], v0, s4
	s_mov_b64 s[4:5], -1
	s_mov_b64 s[4:5], exec
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_writelane_b32 v10, s6, 15
	v_writelane_b32 v10, s7, 16
	v_writelane_b32 v10, s4, 17
	v_writelane_b32 v10, s5, 18
	s_branch .LBB1_12
.LBB1_7:
	v_readlane_b32 s4, v10, 2
	s_mov_b32 s6, 0
                                        ; kill: def $sgpr4 killed $sgpr4 def $sgpr4_sgpr5
	s_mov_b32 s5, s6
	s_mov_b32 s6, s5
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:92
                                        ; kill: def $sgpr4 killed $sgpr4 killed $sgpr4_sgpr5
	v_mov_b32_e32 v0, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:88
	s_branch .LBB1_16
.LBB1_8:
	v_readlane_b32 s6, v10, 23
	v_readlane_b32 s7, v10, 24
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v10, 21
	v_readlane_b32 s5, v10, 22
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v10, s4, 9
	v_writelane_b32 v10, s5, 10
	s_branch .LBB1_10
.LBB1_9:
	v_readlane_b32 s4, v10, 1
	s_mov_b32 s6, 0
                                        ; kill: def $sgpr4 killed $sgpr4 def $sgpr4_sgpr5
	s_mov_b32 s5, s6
	s_mov_b32 s6, s5
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:92
                                        ; kill: def $sgpr4 killed $sgpr4 killed $sgpr4_sgpr5
	v_mov_b32_e32 v0, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:88
	s_branch .LBB1_5
.LBB1_10:
	v_readlane_b32 s4, v10, 11
	v_readlane_b32 s5, v10, 12
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s6, v10, 9
	v_readlane_b32 s7, v10, 10
	v_writelane_b32 v10, s6, 27
	v_writelane_b32 v10, s7, 28
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v10, s4, 25
	v_writelane_b32 v10, s5, 26
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_5
	s_branch .LBB1_9
.LBB1_11:
	v_readlane_b32 s4, v10, 0
	s_mov_b32 s6, 0
                                        ; kill: def $sgpr4 killed $sgpr4 def $sgpr4_sgpr5
	s_mov_b32 s5, s6
	s_mov_b32 s6, s5
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:92
                                        ; kill: def $sgpr4 killed $sgpr4 killed $sgpr4_sgpr5
	v_mov_b32_e32 v0, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:88
	s_mov_b64 s[4:5], 0
	s_xor_b64 s[4:5], exec, -1
	v_writelane_b32 v10, s4, 21
	v_writelane_b32 v10, s5, 22
	s_branch .LBB1_8
.LBB1_12:
	v_readlane_b32 s8, v10, 19
	v_readlane_b32 s9, v10, 20
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s6, v10, 15
	v_readlane_b32 s7, v10, 16
	v_readlane_b32 s4, v10, 17
	v_readlane_b32 s5, v10, 18
	v_writelane_b32 v10, s4, 29
	v_writelane_b32 v10, s5, 30
	v_writelane_b32 v10, s4, 31
	v_writelane_b32 v10, s5, 32
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v10, s4, 33
	v_writelane_b32 v10, s5, 34
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_14
; %bb.13:
	s_branch .LBB1_15
.LBB1_14:
	v_readlane_b32 s4, v10, 33
	v_readlane_b32 s5, v10, 34
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s6, v10, 31
	v_readlane_b32 s7, v10, 32
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v10, s4, 35
	v_writelane_b32 v10, s5, 36
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_16
	s_branch .LBB1_7
.LBB1_15:
	v_readlane_b32 s4, v10, 29
	v_readlane_b32 s5, v10, 30
	s_mov_b64 s[6:7], 0
	s_mov_b32 s8, s7
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:92
                                        ; kill: def $sgpr6 killed $sgpr6 killed $sgpr6_sgpr7
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:88
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v10, s4, 31
	v_writelane_b32 v10, s5, 32
	s_branch .LBB1_14
.LBB1_16:
	v_readlane_b32 s4, v10, 35
	v_readlane_b32 s5, v10, 36
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:88
	buffer_load_dword v2, off, s[0:3], s33 offset:92
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	v_accvgpr_write_b32 a2, v1              ;  Reload Reuse
	buffer_load_dword v0, off, s[0:3], s33 offset:100
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:64
	buffer_load_dword v0, off, s[0:3], s33 offset:64
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a4, v0              ;  Reload Reuse
; %bb.17:
	v_accvgpr_read_b32 v0, a4               ;  Reload Reuse
	s_mov_b32 s4, 0
	v_cmp_gt_i32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v10, s6, 37
	v_writelane_b32 v10, s7, 38
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v10, s6, 39
	v_writelane_b32 v10, s7, 40
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_19
; %bb.18:
	v_accvgpr_read_b32 v0, a4               ;  Reload Reuse
	s_mov_b32 s4, 1
	v_cmp_gt_i32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v10, s6, 41
	v_writelane_b32 v10, s7, 42
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v10, s6, 43
	v_writelane_b32 v10, s7, 44
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_26
	s_branch .LBB1_20
.LBB1_19:
	v_readlane_b32 s4, v10, 39
	v_readlane_b32 s5, v10, 40
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s8, v10, 37
	v_readlane_b32 s9, v10, 38
	v_writelane_b32 v10, s8, 45
	v_writelane_b32 v10, s9, 46
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v10, s8, 47
	v_writelane_b32 v10, s9, 48
	v_writelane_b32 v10, s6, 49
	v_writelane_b32 v10, s7, 50
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v10, s4, 51
	v_writelane_b32 v10, s5, 52
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_28
	s_branch .LBB1_22
.LBB1_20:
	v_accvgpr_read_b32 v0, a4               ;  Reload Reuse
	s_mov_b32 s4, 2
	v_cmp_eq_u32_e64 s[6:7], v0, s4
	s_mov_b64 s[4:5], -1
	v_writelane_b32 v10, s4, 53
	v_writelane_b32 v10, s5, 54
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v10, s4, 55
	v_writelane_b32 v10, s5, 56
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_24
	s_branch .LBB1_27
.LBB1_21:
	v_readlane_b32 s6, v10, 57
	v_readlane_b32 s7, v10, 58
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v10, 59
	v_readlane_b32 s5, v10, 60
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v10, s4, 37
	v_writelane_b32 v10, s5, 38
	s_branch .LBB1_19
.LBB1_22:
	v_readlane_b32 s6, v10, 45
	v_readlane_b32 s7, v10, 46
	v_accvgpr_read_b32 v0, a4               ;  Reload Reuse
	s_mov_b32 s4, 0
	v_cmp_ne_u32_e64 s[8:9], v0, s4
	s_mov_b64 s[4:5], -1
	s_mov_b64 s[4:5], exec
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_writelane_b32 v10, s6, 47
	v_writelane_b32 v10, s7, 48
	v_writelane_b32 v10, s4, 49
	v_writelane_b32 v10, s5, 50
	s_branch .LBB1_28
.LBB1_23:
	v_readlane_b32 s4, v10, 3
	v_readlane_b32 s5, v10, 4
	v_mov_b32_e32 v0, 0
	s_nop 3
	global_load_ushort v0, v0, s[4:5] offset:4
	s_mov_b32 s4, 0xffff
                                        ; implicit-def: $sgpr5
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v0, v0, s4
                                        ; implicit-def: $sgpr4
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:60
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:56
	s_branch .LBB1_32
.LBB1_24:
	v_readlane_b32 s6, v10, 55
	v_readlane_b32 s7, v10, 56
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v10, 53
	v_readlane_b32 s5, v10, 54
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v10, s4, 41
	v_writelane_b32 v10, s5, 42
	s_branch .LBB1_26
.LBB1_25:
	v_readlane_b32 s4, v10, 3
	v_readlane_b32 s5, v10, 4
	v_mov_b32_e32 v0, 0
	s_nop 3
	global_load_ushort v0, v0, s[4:5] offset:6
	s_mov_b32 s4, 0xffff
                                        ; implicit-def: $sgpr5
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v0, v0, s4
                                        ; implicit-def: $sgpr4
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:60
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:56
	s_branch .LBB1_21
.LBB1_26:
	v_readlane_b32 s4, v10, 43
	v_readlane_b32 s5, v10, 44
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s6, v10, 41
	v_readlane_b32 s7, v10, 42
	v_writelane_b32 v10, s6, 59
	v_writelane_b32 v10, s7, 60
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v10, s4, 57
	v_writelane_b32 v10, s5, 58
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_21
	s_branch .LBB1_25
.LBB1_27:
	v_readlane_b32 s4, v10, 3
	v_readlane_b32 s5, v10, 4
	v_mov_b32_e32 v0, 0
	s_nop 3
	global_load_ushort v0, v0, s[4:5] offset:8
	s_mov_b32 s4, 0xffff
                                        ; implicit-def: $sgpr5
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v0, v0, s4
                                        ; implicit-def: $sgpr4
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:60
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:56
	s_mov_b64 s[4:5], 0
	s_xor_b64 s[4:5], exec, -1
	v_writelane_b32 v10, s4, 53
	v_writelane_b32 v10, s5, 54
	s_branch .LBB1_24
.LBB1_28:
	v_readlane_b32 s8, v10, 51
	v_readlane_b32 s9, v10, 52
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s6, v10, 47
	v_readlane_b32 s7, v10, 48
	v_readlane_b32 s4, v10, 49
	v_readlane_b32 s5, v10, 50
	v_writelane_b32 v10, s4, 61
	v_writelane_b32 v10, s5, 62
	v_writelane_b32 v10, s4, 63
	v_writelane_b32 v11, s5, 0
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v11, s4, 1
	v_writelane_b32 v11, s5, 2
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_30
; %bb.29:
	s_branch .LBB1_31
.LBB1_30:
	v_readlane_b32 s4, v11, 1
	v_readlane_b32 s5, v11, 2
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s6, v10, 63
	v_readlane_b32 s7, v11, 0
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v11, s4, 3
	v_writelane_b32 v11, s5, 4
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_32
	s_branch .LBB1_23
.LBB1_31:
	v_readlane_b32 s4, v10, 61
	v_readlane_b32 s5, v10, 62
	s_mov_b64 s[6:7], 1
	s_mov_b32 s8, s7
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:60
                                        ; kill: def $sgpr6 killed $sgpr6 killed $sgpr6_sgpr7
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:56
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v10, s4, 63
	v_writelane_b32 v11, s5, 0
	s_branch .LBB1_30
.LBB1_32:
	v_readlane_b32 s4, v11, 3
	v_readlane_b32 s5, v11, 4
	s_or_b64 exec, exec, s[4:5]
	v_accvgpr_read_b32 v4, a3               ;  Reload Reuse
	v_accvgpr_read_b32 v5, a2               ;  Reload Reuse
	buffer_load_dword v3, off, s[0:3], s33 offset:56
	buffer_load_dword v2, off, s[0:3], s33 offset:60
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v0, v3
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
	s_mov_b32 s4, 32
	v_lshrrev_b64 v[6:7], s4, v[4:5]
	v_mov_b32_e32 v2, v6
	v_mul_lo_u32 v2, v2, v3
	v_lshrrev_b64 v[0:1], s4, v[0:1]
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, v4
	v_mul_lo_u32 v1, v0, v1
	v_mad_u64_u32 v[4:5], s[6:7], v0, v3, 0
	v_mov_b32_e32 v0, v5
	v_add3_u32 v0, v0, v1, v2
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v2, s5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[0:1], s4, v[0:1]
	v_mov_b32_e32 v3, v1
                                        ; kill: def $vgpr4 killed $vgpr4 killed $vgpr4_vgpr5 killed $exec
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v2, v5
	v_or_b32_e64 v2, v2, v3
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, v4
	v_or_b32_e64 v0, v0, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	v_accvgpr_write_b32 a5, v1              ;  Reload Reuse
	buffer_load_dword v0, off, s[0:3], s33 offset:100
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:32
	buffer_load_dword v0, off, s[0:3], s33 offset:32
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a7, v0              ;  Reload Reuse
; %bb.33:
	v_accvgpr_read_b32 v0, a7               ;  Reload Reuse
	s_mov_b32 s4, 0
	v_cmp_gt_i32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v11, s6, 5
	v_writelane_b32 v11, s7, 6
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v11, s6, 7
	v_writelane_b32 v11, s7, 8
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_35
; %bb.34:
	v_accvgpr_read_b32 v0, a7               ;  Reload Reuse
	s_mov_b32 s4, 1
	v_cmp_gt_i32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v11, s6, 9
	v_writelane_b32 v11, s7, 10
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v11, s6, 11
	v_writelane_b32 v11, s7, 12
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_42
	s_branch .LBB1_36
.LBB1_35:
	v_readlane_b32 s4, v11, 7
	v_readlane_b32 s5, v11, 8
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s8, v11, 5
	v_readlane_b32 s9, v11, 6
	v_writelane_b32 v11, s8, 13
	v_writelane_b32 v11, s9, 14
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v11, s8, 15
	v_writelane_b32 v11, s9, 16
	v_writelane_b32 v11, s6, 17
	v_writelane_b32 v11, s7, 18
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v11, s4, 19
	v_writelane_b32 v11, s5, 20
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_44
	s_branch .LBB1_38
.LBB1_36:
	v_accvgpr_read_b32 v0, a7               ;  Reload Reuse
	s_mov_b32 s4, 2
	v_cmp_eq_u32_e64 s[6:7], v0, s4
	s_mov_b64 s[4:5], -1
	v_writelane_b32 v11, s4, 21
	v_writelane_b32 v11, s5, 22
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v11, s4, 23
	v_writelane_b32 v11, s5, 24
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_40
	s_branch .LBB1_43
.LBB1_37:
	v_readlane_b32 s6, v11, 25
	v_readlane_b32 s7, v11, 26
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v11, 27
	v_readlane_b32 s5, v11, 28
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v11, s4, 5
	v_writelane_b32 v11, s5, 6
	s_branch .LBB1_35
.LBB1_38:
	v_readlane_b32 s6, v11, 13
	v_readlane_b32 s7, v11, 14
	v_accvgpr_read_b32 v0, a7               ;  Reload Reuse
	s_mov_b32 s4, 0
	v_cmp_ne_u32_e64 s[8:9], v0, s4
	s_mov_b64 s[4:5], -1
	s_mov_b64 s[4:5], exec
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_writelane_b32 v11, s6, 15
	v_writelane_b32 v11, s7, 16
	v_writelane_b32 v11, s4, 17
	v_writelane_b32 v11, s5, 18
	s_branch .LBB1_44
.LBB1_39:
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b32 s4, 0
	s_mov_b32 s4, 0x3ff
	v_and_b32_e64 v0, v0, s4
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	s_branch .LBB1_48
.LBB1_40:
	v_readlane_b32 s6, v11, 23
	v_readlane_b32 s7, v11, 24
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v11, 21
	v_readlane_b32 s5, v11, 22
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v11, s4, 9
	v_writelane_b32 v11, s5, 10
	s_branch .LBB1_42
.LBB1_41:
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b32 s4, 0
	v_bfe_u32 v0, v0, 10, 10
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	s_branch .LBB1_37
.LBB1_42:
	v_readlane_b32 s4, v11, 11
	v_readlane_b32 s5, v11, 12
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s6, v11, 9
	v_readlane_b32 s7, v11, 10
	v_writelane_b32 v11, s6, 27
	v_writelane_b32 v11, s7, 28
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v11, s4, 25
	v_writelane_b32 v11, s5, 26
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_37
	s_branch .LBB1_41
.LBB1_43:
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b32 s4, 0
	v_bfe_u32 v0, v0, 20, 10
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	s_mov_b64 s[4:5], 0
	s_xor_b64 s[4:5], exec, -1
	v_writelane_b32 v11, s4, 21
	v_writelane_b32 v11, s5, 22
	s_branch .LBB1_40
.LBB1_44:
	v_readlane_b32 s8, v11, 19
	v_readlane_b32 s9, v11, 20
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s6, v11, 15
	v_readlane_b32 s7, v11, 16
	v_readlane_b32 s4, v11, 17
	v_readlane_b32 s5, v11, 18
	v_writelane_b32 v11, s4, 29
	v_writelane_b32 v11, s5, 30
	v_writelane_b32 v11, s4, 31
	v_writelane_b32 v11, s5, 32
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v11, s4, 33
	v_writelane_b32 v11, s5, 34
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_46
; %bb.45:
	s_branch .LBB1_47
.LBB1_46:
	v_readlane_b32 s4, v11, 33
	v_readlane_b32 s5, v11, 34
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s6, v11, 31
	v_readlane_b32 s7, v11, 32
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v11, s4, 35
	v_writelane_b32 v11, s5, 36
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_48
	s_branch .LBB1_39
.LBB1_47:
	v_readlane_b32 s4, v11, 29
	v_readlane_b32 s5, v11, 30
	s_mov_b64 s[6:7], 0
	s_mov_b32 s8, s7
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:28
                                        ; kill: def $sgpr6 killed $sgpr6 killed $sgpr6_sgpr7
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v11, s4, 31
	v_writelane_b32 v11, s5, 32
	s_branch .LBB1_46
.LBB1_48:
	v_readlane_b32 s4, v11, 35
	v_readlane_b32 s5, v11, 36
	s_or_b64 exec, exec, s[4:5]
	v_accvgpr_read_b32 v2, a6               ;  Reload Reuse
	v_accvgpr_read_b32 v3, a5               ;  Reload Reuse
	buffer_load_dword v1, off, s[0:3], s33 offset:24
	v_mov_b32_e32 v0, v2
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:136
	v_mov_b32_e32 v0, 1
	buffer_store_dword v0, off, s[0:3], s33 offset:104
	buffer_load_dword v0, off, s[0:3], s33 offset:104
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:80
	buffer_load_dword v0, off, s[0:3], s33 offset:80
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a8, v0              ;  Reload Reuse
; %bb.49:
	v_accvgpr_read_b32 v0, a8               ;  Reload Reuse
	s_mov_b32 s4, 0
	v_cmp_gt_i32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v11, s6, 37
	v_writelane_b32 v11, s7, 38
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v11, s6, 39
	v_writelane_b32 v11, s7, 40
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_51
; %bb.50:
	v_accvgpr_read_b32 v0, a8               ;  Reload Reuse
	s_mov_b32 s4, 1
	v_cmp_gt_i32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v11, s6, 41
	v_writelane_b32 v11, s7, 42
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v11, s6, 43
	v_writelane_b32 v11, s7, 44
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_58
	s_branch .LBB1_52
.LBB1_51:
	v_readlane_b32 s4, v11, 39
	v_readlane_b32 s5, v11, 40
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s8, v11, 37
	v_readlane_b32 s9, v11, 38
	v_writelane_b32 v11, s8, 45
	v_writelane_b32 v11, s9, 46
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v11, s8, 47
	v_writelane_b32 v11, s9, 48
	v_writelane_b32 v11, s6, 49
	v_writelane_b32 v11, s7, 50
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v11, s4, 51
	v_writelane_b32 v11, s5, 52
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_60
	s_branch .LBB1_54
.LBB1_52:
	v_accvgpr_read_b32 v0, a8               ;  Reload Reuse
	s_mov_b32 s4, 2
	v_cmp_eq_u32_e64 s[6:7], v0, s4
	s_mov_b64 s[4:5], -1
	v_writelane_b32 v11, s4, 53
	v_writelane_b32 v11, s5, 54
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v11, s4, 55
	v_writelane_b32 v11, s5, 56
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_56
	s_branch .LBB1_59
.LBB1_53:
	v_readlane_b32 s6, v11, 57
	v_readlane_b32 s7, v11, 58
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v11, 59
	v_readlane_b32 s5, v11, 60
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v11, s4, 37
	v_writelane_b32 v11, s5, 38
	s_branch .LBB1_51
.LBB1_54:
	v_readlane_b32 s6, v11, 45
	v_readlane_b32 s7, v11, 46
	v_accvgpr_read_b32 v0, a8               ;  Reload Reuse
	s_mov_b32 s4, 0
	v_cmp_ne_u32_e64 s[8:9], v0, s4
	s_mov_b64 s[4:5], -1
	s_mov_b64 s[4:5], exec
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_writelane_b32 v11, s6, 47
	v_writelane_b32 v11, s7, 48
	v_writelane_b32 v11, s4, 49
	v_writelane_b32 v11, s5, 50
	s_branch .LBB1_60
.LBB1_55:
	v_readlane_b32 s4, v10, 2
	s_mov_b32 s6, 0
                                        ; kill: def $sgpr4 killed $sgpr4 def $sgpr4_sgpr5
	s_mov_b32 s5, s6
	s_mov_b32 s6, s5
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:76
                                        ; kill: def $sgpr4 killed $sgpr4 killed $sgpr4_sgpr5
	v_mov_b32_e32 v0, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:72
	s_branch .LBB1_64
.LBB1_56:
	v_readlane_b32 s6, v11, 55
	v_readlane_b32 s7, v11, 56
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v11, 53
	v_readlane_b32 s5, v11, 54
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v11, s4, 41
	v_writelane_b32 v11, s5, 42
	s_branch .LBB1_58
.LBB1_57:
	v_readlane_b32 s4, v10, 1
	s_mov_b32 s6, 0
                                        ; kill: def $sgpr4 killed $sgpr4 def $sgpr4_sgpr5
	s_mov_b32 s5, s6
	s_mov_b32 s6, s5
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:76
                                        ; kill: def $sgpr4 killed $sgpr4 killed $sgpr4_sgpr5
	v_mov_b32_e32 v0, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:72
	s_branch .LBB1_53
.LBB1_58:
	v_readlane_b32 s4, v11, 43
	v_readlane_b32 s5, v11, 44
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s6, v11, 41
	v_readlane_b32 s7, v11, 42
	v_writelane_b32 v11, s6, 59
	v_writelane_b32 v11, s7, 60
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v11, s4, 57
	v_writelane_b32 v11, s5, 58
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_53
	s_branch .LBB1_57
.LBB1_59:
	v_readlane_b32 s4, v10, 0
	s_mov_b32 s6, 0
                                        ; kill: def $sgpr4 killed $sgpr4 def $sgpr4_sgpr5
	s_mov_b32 s5, s6
	s_mov_b32 s6, s5
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:76
                                        ; kill: def $sgpr4 killed $sgpr4 killed $sgpr4_sgpr5
	v_mov_b32_e32 v0, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:72
	s_mov_b64 s[4:5], 0
	s_xor_b64 s[4:5], exec, -1
	v_writelane_b32 v11, s4, 53
	v_writelane_b32 v11, s5, 54
	s_branch .LBB1_56
.LBB1_60:
	v_readlane_b32 s8, v11, 51
	v_readlane_b32 s9, v11, 52
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s6, v11, 47
	v_readlane_b32 s7, v11, 48
	v_readlane_b32 s4, v11, 49
	v_readlane_b32 s5, v11, 50
	v_writelane_b32 v11, s4, 61
	v_writelane_b32 v11, s5, 62
	v_writelane_b32 v11, s4, 63
	v_writelane_b32 v12, s5, 0
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v12, s4, 1
	v_writelane_b32 v12, s5, 2
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_62
; %bb.61:
	s_branch .LBB1_63
.LBB1_62:
	v_readlane_b32 s4, v12, 1
	v_readlane_b32 s5, v12, 2
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s6, v11, 63
	v_readlane_b32 s7, v12, 0
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v12, s4, 3
	v_writelane_b32 v12, s5, 4
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_64
	s_branch .LBB1_55
.LBB1_63:
	v_readlane_b32 s4, v11, 61
	v_readlane_b32 s5, v11, 62
	s_mov_b64 s[6:7], 0
	s_mov_b32 s8, s7
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:76
                                        ; kill: def $sgpr6 killed $sgpr6 killed $sgpr6_sgpr7
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:72
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v11, s4, 63
	v_writelane_b32 v12, s5, 0
	s_branch .LBB1_62
.LBB1_64:
	v_readlane_b32 s4, v12, 3
	v_readlane_b32 s5, v12, 4
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:72
	buffer_load_dword v2, off, s[0:3], s33 offset:76
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
	v_accvgpr_write_b32 a10, v0             ;  Reload Reuse
	v_accvgpr_write_b32 a9, v1              ;  Reload Reuse
	buffer_load_dword v0, off, s[0:3], s33 offset:104
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:48
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a11, v0             ;  Reload Reuse
; %bb.65:
	v_accvgpr_read_b32 v0, a11              ;  Reload Reuse
	s_mov_b32 s4, 0
	v_cmp_gt_i32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v12, s6, 5
	v_writelane_b32 v12, s7, 6
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v12, s6, 7
	v_writelane_b32 v12, s7, 8
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_67
; %bb.66:
	v_accvgpr_read_b32 v0, a11              ;  Reload Reuse
	s_mov_b32 s4, 1
	v_cmp_gt_i32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v12, s6, 9
	v_writelane_b32 v12, s7, 10
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v12, s6, 11
	v_writelane_b32 v12, s7, 12
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_74
	s_branch .LBB1_68
.LBB1_67:
	v_readlane_b32 s4, v12, 7
	v_readlane_b32 s5, v12, 8
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s8, v12, 5
	v_readlane_b32 s9, v12, 6
	v_writelane_b32 v12, s8, 13
	v_writelane_b32 v12, s9, 14
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v12, s8, 15
	v_writelane_b32 v12, s9, 16
	v_writelane_b32 v12, s6, 17
	v_writelane_b32 v12, s7, 18
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v12, s4, 19
	v_writelane_b32 v12, s5, 20
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_76
	s_branch .LBB1_70
.LBB1_68:
	v_accvgpr_read_b32 v0, a11              ;  Reload Reuse
	s_mov_b32 s4, 2
	v_cmp_eq_u32_e64 s[6:7], v0, s4
	s_mov_b64 s[4:5], -1
	v_writelane_b32 v12, s4, 21
	v_writelane_b32 v12, s5, 22
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v12, s4, 23
	v_writelane_b32 v12, s5, 24
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_72
	s_branch .LBB1_75
.LBB1_69:
	v_readlane_b32 s6, v12, 25
	v_readlane_b32 s7, v12, 26
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v12, 27
	v_readlane_b32 s5, v12, 28
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v12, s4, 5
	v_writelane_b32 v12, s5, 6
	s_branch .LBB1_67
.LBB1_70:
	v_readlane_b32 s6, v12, 13
	v_readlane_b32 s7, v12, 14
	v_accvgpr_read_b32 v0, a11              ;  Reload Reuse
	s_mov_b32 s4, 0
	v_cmp_ne_u32_e64 s[8:9], v0, s4
	s_mov_b64 s[4:5], -1
	s_mov_b64 s[4:5], exec
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_writelane_b32 v12, s6, 15
	v_writelane_b32 v12, s7, 16
	v_writelane_b32 v12, s4, 17
	v_writelane_b32 v12, s5, 18
	s_branch .LBB1_76
.LBB1_71:
	v_readlane_b32 s4, v10, 3
	v_readlane_b32 s5, v10, 4
	v_mov_b32_e32 v0, 0
	s_nop 3
	global_load_ushort v0, v0, s[4:5] offset:4
	s_mov_b32 s4, 0xffff
                                        ; implicit-def: $sgpr5
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v0, v0, s4
                                        ; implicit-def: $sgpr4
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:44
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	s_branch .LBB1_80
.LBB1_72:
	v_readlane_b32 s6, v12, 23
	v_readlane_b32 s7, v12, 24
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v12, 21
	v_readlane_b32 s5, v12, 22
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v12, s4, 9
	v_writelane_b32 v12, s5, 10
	s_branch .LBB1_74
.LBB1_73:
	v_readlane_b32 s4, v10, 3
	v_readlane_b32 s5, v10, 4
	v_mov_b32_e32 v0, 0
	s_nop 3
	global_load_ushort v0, v0, s[4:5] offset:6
	s_mov_b32 s4, 0xffff
                                        ; implicit-def: $sgpr5
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v0, v0, s4
                                        ; implicit-def: $sgpr4
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:44
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	s_branch .LBB1_69
.LBB1_74:
	v_readlane_b32 s4, v12, 11
	v_readlane_b32 s5, v12, 12
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s6, v12, 9
	v_readlane_b32 s7, v12, 10
	v_writelane_b32 v12, s6, 27
	v_writelane_b32 v12, s7, 28
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v12, s4, 25
	v_writelane_b32 v12, s5, 26
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_69
	s_branch .LBB1_73
.LBB1_75:
	v_readlane_b32 s4, v10, 3
	v_readlane_b32 s5, v10, 4
	v_mov_b32_e32 v0, 0
	s_nop 3
	global_load_ushort v0, v0, s[4:5] offset:8
	s_mov_b32 s4, 0xffff
                                        ; implicit-def: $sgpr5
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v0, v0, s4
                                        ; implicit-def: $sgpr4
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:44
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	s_mov_b64 s[4:5], 0
	s_xor_b64 s[4:5], exec, -1
	v_writelane_b32 v12, s4, 21
	v_writelane_b32 v12, s5, 22
	s_branch .LBB1_72
.LBB1_76:
	v_readlane_b32 s8, v12, 19
	v_readlane_b32 s9, v12, 20
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s6, v12, 15
	v_readlane_b32 s7, v12, 16
	v_readlane_b32 s4, v12, 17
	v_readlane_b32 s5, v12, 18
	v_writelane_b32 v12, s4, 29
	v_writelane_b32 v12, s5, 30
	v_writelane_b32 v12, s4, 31
	v_writelane_b32 v12, s5, 32
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v12, s4, 33
	v_writelane_b32 v12, s5, 34
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_78
; %bb.77:
	s_branch .LBB1_79
.LBB1_78:
	v_readlane_b32 s4, v12, 33
	v_readlane_b32 s5, v12, 34
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s6, v12, 31
	v_readlane_b32 s7, v12, 32
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v12, s4, 35
	v_writelane_b32 v12, s5, 36
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_80
	s_branch .LBB1_71
.LBB1_79:
	v_readlane_b32 s4, v12, 29
	v_readlane_b32 s5, v12, 30
	s_mov_b64 s[6:7], 1
	s_mov_b32 s8, s7
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:44
                                        ; kill: def $sgpr6 killed $sgpr6 killed $sgpr6_sgpr7
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v12, s4, 31
	v_writelane_b32 v12, s5, 32
	s_branch .LBB1_78
.LBB1_80:
	v_readlane_b32 s4, v12, 35
	v_readlane_b32 s5, v12, 36
	s_or_b64 exec, exec, s[4:5]
	v_accvgpr_read_b32 v4, a10              ;  Reload Reuse
	v_accvgpr_read_b32 v5, a9               ;  Reload Reuse
	buffer_load_dword v3, off, s[0:3], s33 offset:40
	buffer_load_dword v2, off, s[0:3], s33 offset:44
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v0, v3
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
	s_mov_b32 s4, 32
	v_lshrrev_b64 v[6:7], s4, v[4:5]
	v_mov_b32_e32 v2, v6
	v_mul_lo_u32 v2, v2, v3
	v_lshrrev_b64 v[0:1], s4, v[0:1]
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, v4
	v_mul_lo_u32 v1, v0, v1
	v_mad_u64_u32 v[4:5], s[6:7], v0, v3, 0
	v_mov_b32_e32 v0, v5
	v_add3_u32 v0, v0, v1, v2
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v2, s5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[0:1], s4, v[0:1]
	v_mov_b32_e32 v3, v1
                                        ; kill: def $vgpr4 killed $vgpr4 killed $vgpr4_vgpr5 killed $exec
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v2, v5
	v_or_b32_e64 v2, v2, v3
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, v4
	v_or_b32_e64 v0, v0, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_accvgpr_write_b32 a13, v0             ;  Reload Reuse
	v_accvgpr_write_b32 a12, v1             ;  Reload Reuse
	buffer_load_dword v0, off, s[0:3], s33 offset:104
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:16
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a14, v0             ;  Reload Reuse
; %bb.81:
	v_accvgpr_read_b32 v0, a14              ;  Reload Reuse
	s_mov_b32 s4, 0
	v_cmp_gt_i32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v12, s6, 37
	v_writelane_b32 v12, s7, 38
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v12, s6, 39
	v_writelane_b32 v12, s7, 40
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_83
; %bb.82:
	v_accvgpr_read_b32 v0, a14              ;  Reload Reuse
	s_mov_b32 s4, 1
	v_cmp_gt_i32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v12, s6, 41
	v_writelane_b32 v12, s7, 42
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v12, s6, 43
	v_writelane_b32 v12, s7, 44
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_90
	s_branch .LBB1_84
.LBB1_83:
	v_readlane_b32 s4, v12, 39
	v_readlane_b32 s5, v12, 40
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s8, v12, 37
	v_readlane_b32 s9, v12, 38
	v_writelane_b32 v12, s8, 45
	v_writelane_b32 v12, s9, 46
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v12, s8, 47
	v_writelane_b32 v12, s9, 48
	v_writelane_b32 v12, s6, 49
	v_writelane_b32 v12, s7, 50
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v12, s4, 51
	v_writelane_b32 v12, s5, 52
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_92
	s_branch .LBB1_86
.LBB1_84:
	v_accvgpr_read_b32 v0, a14              ;  Reload Reuse
	s_mov_b32 s4, 2
	v_cmp_eq_u32_e64 s[6:7], v0, s4
	s_mov_b64 s[4:5], -1
	v_writelane_b32 v12, s4, 53
	v_writelane_b32 v12, s5, 54
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v12, s4, 55
	v_writelane_b32 v12, s5, 56
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_88
	s_branch .LBB1_91
.LBB1_85:
	v_readlane_b32 s6, v12, 57
	v_readlane_b32 s7, v12, 58
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v12, 59
	v_readlane_b32 s5, v12, 60
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v12, s4, 37
	v_writelane_b32 v12, s5, 38
	s_branch .LBB1_83
.LBB1_86:
	v_readlane_b32 s6, v12, 45
	v_readlane_b32 s7, v12, 46
	v_accvgpr_read_b32 v0, a14              ;  Reload Reuse
	s_mov_b32 s4, 0
	v_cmp_ne_u32_e64 s[8:9], v0, s4
	s_mov_b64 s[4:5], -1
	s_mov_b64 s[4:5], exec
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_writelane_b32 v12, s6, 47
	v_writelane_b32 v12, s7, 48
	v_writelane_b32 v12, s4, 49
	v_writelane_b32 v12, s5, 50
	s_branch .LBB1_92
.LBB1_87:
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b32 s4, 0
	s_mov_b32 s4, 0x3ff
	v_and_b32_e64 v0, v0, s4
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	s_branch .LBB1_96
.LBB1_88:
	v_readlane_b32 s6, v12, 55
	v_readlane_b32 s7, v12, 56
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v12, 53
	v_readlane_b32 s5, v12, 54
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v12, s4, 41
	v_writelane_b32 v12, s5, 42
	s_branch .LBB1_90
.LBB1_89:
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b32 s4, 0
	v_bfe_u32 v0, v0, 10, 10
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	s_branch .LBB1_85
.LBB1_90:
	v_readlane_b32 s4, v12, 43
	v_readlane_b32 s5, v12, 44
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s6, v12, 41
	v_readlane_b32 s7, v12, 42
	v_writelane_b32 v12, s6, 59
	v_writelane_b32 v12, s7, 60
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v12, s4, 57
	v_writelane_b32 v12, s5, 58
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_85
	s_branch .LBB1_89
.LBB1_91:
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b32 s4, 0
	v_bfe_u32 v0, v0, 20, 10
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	s_mov_b64 s[4:5], 0
	s_xor_b64 s[4:5], exec, -1
	v_writelane_b32 v12, s4, 53
	v_writelane_b32 v12, s5, 54
	s_branch .LBB1_88
.LBB1_92:
	v_readlane_b32 s8, v12, 51
	v_readlane_b32 s9, v12, 52
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s6, v12, 47
	v_readlane_b32 s7, v12, 48
	v_readlane_b32 s4, v12, 49
	v_readlane_b32 s5, v12, 50
	v_writelane_b32 v12, s4, 61
	v_writelane_b32 v12, s5, 62
	v_writelane_b32 v12, s4, 63
	v_writelane_b32 v13, s5, 0
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v13, s4, 1
	v_writelane_b32 v13, s5, 2
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_94
; %bb.93:
	s_branch .LBB1_95
.LBB1_94:
	v_readlane_b32 s4, v13, 1
	v_readlane_b32 s5, v13, 2
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s6, v12, 63
	v_readlane_b32 s7, v13, 0
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v13, s4, 3
	v_writelane_b32 v13, s5, 4
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_96
	s_branch .LBB1_87
.LBB1_95:
	v_readlane_b32 s4, v12, 61
	v_readlane_b32 s5, v12, 62
	s_mov_b64 s[6:7], 0
	s_mov_b32 s8, s7
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $sgpr6 killed $sgpr6 killed $sgpr6_sgpr7
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v12, s4, 63
	v_writelane_b32 v13, s5, 0
	s_branch .LBB1_94
.LBB1_96:
	v_readlane_b32 s4, v13, 3
	v_readlane_b32 s5, v13, 4
	s_or_b64 exec, exec, s[4:5]
	v_accvgpr_read_b32 v2, a13              ;  Reload Reuse
	v_accvgpr_read_b32 v3, a12              ;  Reload Reuse
	buffer_load_dword v1, off, s[0:3], s33 offset:8
	v_mov_b32_e32 v0, v2
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:140
	buffer_load_dword v0, off, s[0:3], s33 offset:140
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:132
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v0, v1
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v13, s4, 5
	v_writelane_b32 v13, s5, 6
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_100
; %bb.97:
	buffer_load_dword v0, off, s[0:3], s33 offset:136
	buffer_load_dword v1, off, s[0:3], s33 offset:128
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v0, v1
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v13, s4, 7
	v_writelane_b32 v13, s5, 8
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_99
; %bb.98:
	buffer_load_dword v8, off, s[0:3], s33 offset:112
	buffer_load_dword v0, off, s[0:3], s33 offset:116
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v0
	buffer_load_dword v1, off, s[0:3], s33 offset:136
                                        ; implicit-def: $sgpr4
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v0, 31, v1
                                        ; implicit-def: $sgpr4
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v0
	s_mov_b32 s4, 3
	v_lshlrev_b64 v[6:7], s4, v[2:3]
	v_mov_b32_e32 v2, v8
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v0, v9
	v_mov_b32_e32 v3, v7
	v_add_co_u32_e64 v2, s[6:7], v2, v4
	v_addc_co_u32_e64 v0, s[6:7], v0, v3, s[6:7]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	global_load_dwordx2 v[4:5], v[2:3], off
	buffer_load_dword v8, off, s[0:3], s33 offset:120
	buffer_load_dword v0, off, s[0:3], s33 offset:124
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:140
	buffer_load_dword v2, off, s[0:3], s33 offset:128
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, v2
	v_add_u32_e64 v0, v0, v1
                                        ; implicit-def: $sgpr5
	v_ashrrev_i32_e64 v2, 31, v0
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[6:7], s4, v[0:1]
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v3, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v2, v7
	v_add_co_u32_e64 v0, s[4:5], v0, v3
	v_addc_co_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_dwordx2 v[2:3], v[0:1], off
	s_waitcnt vmcnt(0)
	v_add_f64 v[2:3], v[2:3], -v[4:5]
	global_store_dwordx2 v[0:1], v[2:3], off
.LBB1_99:
	v_readlane_b32 s4, v13, 7
	v_readlane_b32 s5, v13, 8
	s_or_b64 exec, exec, s[4:5]
.LBB1_100:
	v_readlane_b32 s4, v13, 5
	v_readlane_b32 s5, v13, 6
	s_or_b64 exec, exec, s[4:5]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel reduce_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 144
		.amdhsa_kernarg_size 80
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 31
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 16
		.amdhsa_reserve_vcc 0
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
.Lfunc_end1:
	.size	reduce_kernel, .Lfunc_end1-reduce_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 8376
; NumSgprs: 34
; NumVgprs: 14
; NumAgprs: 15
; TotalNumVgprs: 31
; ScratchSize: 144
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 34
; NumVGPRsForWavesPerEU: 31
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	covar_kernel            ; -- Begin function covar_kernel
	.globl	covar_kernel
	.p2align	8
	.type	covar_kernel,@function
covar_kernel:                           ; @covar_kernel
; %bb.0:
	s_mov_b32 s33, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	v_writelane_b32 v10, s16, 0
	v_writelane_b32 v10, s15, 1
	v_writelane_b32 v10, s14, 2
	s_mov_b64 s[10:11], s[8:9]
	v_writelane_b32 v10, s4, 3
	v_writelane_b32 v10, s5, 4
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_load_dwordx2 s[8:9], s[10:11], 0x0
	s_load_dwordx2 s[6:7], s[10:11], 0x8
	s_load_dword s5, s[10:11], 0x10
	s_load_dword s4, s[10:11], 0x14
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s10, s9
	v_mov_b32_e32 v0, s10
	buffer_store_dword v0, off, s[0:3], s33 offset:60
                                        ; kill: def $sgpr8 killed $sgpr8 killed $sgpr8_sgpr9
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:56
	s_mov_b32 s8, s7
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:68
                                        ; kill: def $sgpr6 killed $sgpr6 killed $sgpr6_sgpr7
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:64
	v_mov_b32_e32 v0, s5
	buffer_store_dword v0, off, s[0:3], s33 offset:72
	v_mov_b32_e32 v0, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:76
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:52
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:48
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
; %bb.1:
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b32 s4, 0
	v_cmp_gt_i32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v10, s6, 5
	v_writelane_b32 v10, s7, 6
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v10, s6, 7
	v_writelane_b32 v10, s7, 8
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB2_3
; %bb.2:
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b32 s4, 1
	v_cmp_gt_i32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v10, s6, 9
	v_writelane_b32 v10, s7, 10
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v10, s6, 11
	v_writelane_b32 v10, s7, 12
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB2_10
	s_branch .LBB2_4
.LBB2_3:
	v_readlane_b32 s4, v10, 7
	v_readlane_b32 s5, v10, 8
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s8, v10, 5
	v_readlane_b32 s9, v10, 6
	v_writelane_b32 v10, s8, 13
	v_writelane_b32 v10, s9, 14
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v10, s8, 15
	v_writelane_b32 v10, s9, 16
	v_writelane_b32 v10, s6, 17
	v_writelane_b32 v10, s7, 18
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v10, s4, 19
	v_writelane_b32 v10, s5, 20
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB2_12
	s_branch .LBB2_6
.LBB2_4:
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b32 s4, 2
	v_cmp_eq_u32_e64 s[6:7], v0, s4
	s_mov_b64 s[4:5], -1
	v_writelane_b32 v10, s4, 21
	v_writelane_b32 v10, s5, 22
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v10, s4, 23
	v_writelane_b32 v10, s5, 24
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB2_8
	s_branch .LBB2_11
.LBB2_5:
	v_readlane_b32 s6, v10, 25
	v_readlane_b32 s7, v10, 26
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v10, 27
	v_readlane_b32 s5, v10, 28
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v10, s4, 5
	v_writelane_b32 v10, s5, 6
	s_branch .LBB2_3
.LBB2_6:
	v_readlane_b32 s6, v10, 13
	v_readlane_b32 s7, v10, 14
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b32 s4, 0
	v_cmp_ne_u32_e64 s[8:9], v0, s4
	s_mov_b64 s[4:5], -1
	s_mov_b64 s[4:5], exec
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_writelane_b32 v10, s6, 15
	v_writelane_b32 v10, s7, 16
	v_writelane_b32 v10, s4, 17
	v_writelane_b32 v10, s5, 18
	s_branch .LBB2_12
.LBB2_7:
	v_readlane_b32 s4, v10, 2
	s_mov_b32 s6, 0
                                        ; kill: def $sgpr4 killed $sgpr4 def $sgpr4_sgpr5
	s_mov_b32 s5, s6
	s_mov_b32 s6, s5
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:44
                                        ; kill: def $sgpr4 killed $sgpr4 killed $sgpr4_sgpr5
	v_mov_b32_e32 v0, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	s_branch .LBB2_16
.LBB2_8:
	v_readlane_b32 s6, v10, 23
	v_readlane_b32 s7, v10, 24
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v10, 21
	v_readlane_b32 s5, v10, 22
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v10, s4, 9
	v_writelane_b32 v10, s5, 10
	s_branch .LBB2_10
.LBB2_9:
	v_readlane_b32 s4, v10, 1
	s_mov_b32 s6, 0
                                        ; kill: def $sgpr4 killed $sgpr4 def $sgpr4_sgpr5
	s_mov_b32 s5, s6
	s_mov_b32 s6, s5
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:44
                                        ; kill: def $sgpr4 killed $sgpr4 killed $sgpr4_sgpr5
	v_mov_b32_e32 v0, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	s_branch .LBB2_5
.LBB2_10:
	v_readlane_b32 s4, v10, 11
	v_readlane_b32 s5, v10, 12
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s6, v10, 9
	v_readlane_b32 s7, v10, 10
	v_writelane_b32 v10, s6, 27
	v_writelane_b32 v10, s7, 28
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v10, s4, 25
	v_writelane_b32 v10, s5, 26
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB2_5
	s_branch .LBB2_9
.LBB2_11:
	v_readlane_b32 s4, v10, 0
	s_mov_b32 s6, 0
                                        ; kill: def $sgpr4 killed $sgpr4 def $sgpr4_sgpr5
	s_mov_b32 s5, s6
	s_mov_b32 s6, s5
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:44
                                        ; kill: def $sgpr4 killed $sgpr4 killed $sgpr4_sgpr5
	v_mov_b32_e32 v0, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	s_mov_b64 s[4:5], 0
	s_xor_b64 s[4:5], exec, -1
	v_writelane_b32 v10, s4, 21
	v_writelane_b32 v10, s5, 22
	s_branch .LBB2_8
.LBB2_12:
	v_readlane_b32 s8, v10, 19
	v_readlane_b32 s9, v10, 20
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s6, v10, 15
	v_readlane_b32 s7, v10, 16
	v_readlane_b32 s4, v10, 17
	v_readlane_b32 s5, v10, 18
	v_writelane_b32 v10, s4, 29
	v_writelane_b32 v10, s5, 30
	v_writelane_b32 v10, s4, 31
	v_writelane_b32 v10, s5, 32
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v10, s4, 33
	v_writelane_b32 v10, s5, 34
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB2_14
; %bb.13:
	s_branch .LBB2_15
.LBB2_14:
	v_readlane_b32 s4, v10, 33
	v_readlane_b32 s5, v10, 34
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s6, v10, 31
	v_readlane_b32 s7, v10, 32
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v10, s4, 35
	v_writelane_b32 v10, s5, 36
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB2_16
	s_branch .LBB2_7
.LBB2_15:
	v_readlane_b32 s4, v10, 29
	v_readlane_b32 s5, v10, 30
	s_mov_b64 s[6:7], 0
	s_mov_b32 s8, s7
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:44
                                        ; kill: def $sgpr6 killed $sgpr6 killed $sgpr6_sgpr7
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v10, s4, 31
	v_writelane_b32 v10, s5, 32
	s_branch .LBB2_14
.LBB2_16:
	v_readlane_b32 s4, v10, 35
	v_readlane_b32 s5, v10, 36
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:40
	buffer_load_dword v2, off, s[0:3], s33 offset:44
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	v_accvgpr_write_b32 a2, v1              ;  Reload Reuse
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:32
	buffer_load_dword v0, off, s[0:3], s33 offset:32
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a4, v0              ;  Reload Reuse
; %bb.17:
	v_accvgpr_read_b32 v0, a4               ;  Reload Reuse
	s_mov_b32 s4, 0
	v_cmp_gt_i32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v10, s6, 37
	v_writelane_b32 v10, s7, 38
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v10, s6, 39
	v_writelane_b32 v10, s7, 40
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB2_19
; %bb.18:
	v_accvgpr_read_b32 v0, a4               ;  Reload Reuse
	s_mov_b32 s4, 1
	v_cmp_gt_i32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v10, s6, 41
	v_writelane_b32 v10, s7, 42
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v10, s6, 43
	v_writelane_b32 v10, s7, 44
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB2_26
	s_branch .LBB2_20
.LBB2_19:
	v_readlane_b32 s4, v10, 39
	v_readlane_b32 s5, v10, 40
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s8, v10, 37
	v_readlane_b32 s9, v10, 38
	v_writelane_b32 v10, s8, 45
	v_writelane_b32 v10, s9, 46
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v10, s8, 47
	v_writelane_b32 v10, s9, 48
	v_writelane_b32 v10, s6, 49
	v_writelane_b32 v10, s7, 50
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v10, s4, 51
	v_writelane_b32 v10, s5, 52
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB2_28
	s_branch .LBB2_22
.LBB2_20:
	v_accvgpr_read_b32 v0, a4               ;  Reload Reuse
	s_mov_b32 s4, 2
	v_cmp_eq_u32_e64 s[6:7], v0, s4
	s_mov_b64 s[4:5], -1
	v_writelane_b32 v10, s4, 53
	v_writelane_b32 v10, s5, 54
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v10, s4, 55
	v_writelane_b32 v10, s5, 56
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB2_24
	s_branch .LBB2_27
.LBB2_21:
	v_readlane_b32 s6, v10, 57
	v_readlane_b32 s7, v10, 58
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v10, 59
	v_readlane_b32 s5, v10, 60
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v10, s4, 37
	v_writelane_b32 v10, s5, 38
	s_branch .LBB2_19
.LBB2_22:
	v_readlane_b32 s6, v10, 45
	v_readlane_b32 s7, v10, 46
	v_accvgpr_read_b32 v0, a4               ;  Reload Reuse
	s_mov_b32 s4, 0
	v_cmp_ne_u32_e64 s[8:9], v0, s4
	s_mov_b64 s[4:5], -1
	s_mov_b64 s[4:5], exec
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_writelane_b32 v10, s6, 47
	v_writelane_b32 v10, s7, 48
	v_writelane_b32 v10, s4, 49
	v_writelane_b32 v10, s5, 50
	s_branch .LBB2_28
.LBB2_23:
	v_readlane_b32 s4, v10, 3
	v_readlane_b32 s5, v10, 4
	v_mov_b32_e32 v0, 0
	s_nop 3
	global_load_ushort v0, v0, s[4:5] offset:4
	s_mov_b32 s4, 0xffff
                                        ; implicit-def: $sgpr5
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v0, v0, s4
                                        ; implicit-def: $sgpr4
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	s_branch .LBB2_32
.LBB2_24:
	v_readlane_b32 s6, v10, 55
	v_readlane_b32 s7, v10, 56
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v10, 53
	v_readlane_b32 s5, v10, 54
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v10, s4, 41
	v_writelane_b32 v10, s5, 42
	s_branch .LBB2_26
.LBB2_25:
	v_readlane_b32 s4, v10, 3
	v_readlane_b32 s5, v10, 4
	v_mov_b32_e32 v0, 0
	s_nop 3
	global_load_ushort v0, v0, s[4:5] offset:6
	s_mov_b32 s4, 0xffff
                                        ; implicit-def: $sgpr5
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v0, v0, s4
                                        ; implicit-def: $sgpr4
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	s_branch .LBB2_21
.LBB2_26:
	v_readlane_b32 s4, v10, 43
	v_readlane_b32 s5, v10, 44
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s6, v10, 41
	v_readlane_b32 s7, v10, 42
	v_writelane_b32 v10, s6, 59
	v_writelane_b32 v10, s7, 60
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v10, s4, 57
	v_writelane_b32 v10, s5, 58
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB2_21
	s_branch .LBB2_25
.LBB2_27:
	v_readlane_b32 s4, v10, 3
	v_readlane_b32 s5, v10, 4
	v_mov_b32_e32 v0, 0
	s_nop 3
	global_load_ushort v0, v0, s[4:5] offset:8
	s_mov_b32 s4, 0xffff
                                        ; implicit-def: $sgpr5
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v0, v0, s4
                                        ; implicit-def: $sgpr4
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	s_mov_b64 s[4:5], 0
	s_xor_b64 s[4:5], exec, -1
	v_writelane_b32 v10, s4, 53
	v_writelane_b32 v10, s5, 54
	s_branch .LBB2_24
.LBB2_28:
	v_readlane_b32 s8, v10, 51
	v_readlane_b32 s9, v10, 52
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s6, v10, 47
	v_readlane_b32 s7, v10, 48
	v_readlane_b32 s4, v10, 49
	v_readlane_b32 s5, v10, 50
	v_writelane_b32 v10, s4, 61
	v_writelane_b32 v10, s5, 62
	v_writelane_b32 v10, s4, 63
	v_writelane_b32 v11, s5, 0
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v11, s4, 1
	v_writelane_b32 v11, s5, 2
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB2_30
; %bb.29:
	s_branch .LBB2_31
.LBB2_30:
	v_readlane_b32 s4, v11, 1
	v_readlane_b32 s5, v11, 2
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s6, v10, 63
	v_readlane_b32 s7, v11, 0
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v11, s4, 3
	v_writelane_b32 v11, s5, 4
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB2_32
	s_branch .LBB2_23
.LBB2_31:
	v_readlane_b32 s4, v10, 61
	v_readlane_b32 s5, v10, 62
	s_mov_b64 s[6:7], 1
	s_mov_b32 s8, s7
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:28
                                        ; kill: def $sgpr6 killed $sgpr6 killed $sgpr6_sgpr7
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v10, s4, 63
	v_writelane_b32 v11, s5, 0
	s_branch .LBB2_30
.LBB2_32:
	v_readlane_b32 s4, v11, 3
	v_readlane_b32 s5, v11, 4
	s_or_b64 exec, exec, s[4:5]
	v_accvgpr_read_b32 v4, a3               ;  Reload Reuse
	v_accvgpr_read_b32 v5, a2               ;  Reload Reuse
	buffer_load_dword v3, off, s[0:3], s33 offset:24
	buffer_load_dword v2, off, s[0:3], s33 offset:28
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v0, v3
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
	s_mov_b32 s4, 32
	v_lshrrev_b64 v[6:7], s4, v[4:5]
	v_mov_b32_e32 v2, v6
	v_mul_lo_u32 v2, v2, v3
	v_lshrrev_b64 v[0:1], s4, v[0:1]
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, v4
	v_mul_lo_u32 v1, v0, v1
	v_mad_u64_u32 v[4:5], s[6:7], v0, v3, 0
	v_mov_b32_e32 v0, v5
	v_add3_u32 v0, v0, v1, v2
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v2, s5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[0:1], s4, v[0:1]
	v_mov_b32_e32 v3, v1
                                        ; kill: def $vgpr4 killed $vgpr4 killed $vgpr4_vgpr5 killed $exec
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v2, v5
	v_or_b32_e64 v2, v2, v3
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, v4
	v_or_b32_e64 v0, v0, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	v_accvgpr_write_b32 a5, v1              ;  Reload Reuse
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:16
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a7, v0              ;  Reload Reuse
; %bb.33:
	v_accvgpr_read_b32 v0, a7               ;  Reload Reuse
	s_mov_b32 s4, 0
	v_cmp_gt_i32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v11, s6, 5
	v_writelane_b32 v11, s7, 6
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v11, s6, 7
	v_writelane_b32 v11, s7, 8
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB2_35
; %bb.34:
	v_accvgpr_read_b32 v0, a7               ;  Reload Reuse
	s_mov_b32 s4, 1
	v_cmp_gt_i32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v11, s6, 9
	v_writelane_b32 v11, s7, 10
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v11, s6, 11
	v_writelane_b32 v11, s7, 12
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB2_42
	s_branch .LBB2_36
.LBB2_35:
	v_readlane_b32 s4, v11, 7
	v_readlane_b32 s5, v11, 8
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s8, v11, 5
	v_readlane_b32 s9, v11, 6
	v_writelane_b32 v11, s8, 13
	v_writelane_b32 v11, s9, 14
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v11, s8, 15
	v_writelane_b32 v11, s9, 16
	v_writelane_b32 v11, s6, 17
	v_writelane_b32 v11, s7, 18
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v11, s4, 19
	v_writelane_b32 v11, s5, 20
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB2_44
	s_branch .LBB2_38
.LBB2_36:
	v_accvgpr_read_b32 v0, a7               ;  Reload Reuse
	s_mov_b32 s4, 2
	v_cmp_eq_u32_e64 s[6:7], v0, s4
	s_mov_b64 s[4:5], -1
	v_writelane_b32 v11, s4, 21
	v_writelane_b32 v11, s5, 22
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v11, s4, 23
	v_writelane_b32 v11, s5, 24
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB2_40
	s_branch .LBB2_43
.LBB2_37:
	v_readlane_b32 s6, v11, 25
	v_readlane_b32 s7, v11, 26
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v11, 27
	v_readlane_b32 s5, v11, 28
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v11, s4, 5
	v_writelane_b32 v11, s5, 6
	s_branch .LBB2_35
.LBB2_38:
	v_readlane_b32 s6, v11, 13
	v_readlane_b32 s7, v11, 14
	v_accvgpr_read_b32 v0, a7               ;  Reload Reuse
	s_mov_b32 s4, 0
	v_cmp_ne_u32_e64 s[8:9], v0, s4
	s_mov_b64 s[4:5], -1
	s_mov_b64 s[4:5], exec
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_writelane_b32 v11, s6, 15
	v_writelane_b32 v11, s7, 16
	v_writelane_b32 v11, s4, 17
	v_writelane_b32 v11, s5, 18
	s_branch .LBB2_44
.LBB2_39:
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b32 s4, 0
	s_mov_b32 s4, 0x3ff
	v_and_b32_e64 v0, v0, s4
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	s_branch .LBB2_48
.LBB2_40:
	v_readlane_b32 s6, v11, 23
	v_readlane_b32 s7, v11, 24
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v11, 21
	v_readlane_b32 s5, v11, 22
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v11, s4, 9
	v_writelane_b32 v11, s5, 10
	s_branch .LBB2_42
.LBB2_41:
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b32 s4, 0
	v_bfe_u32 v0, v0, 10, 10
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	s_branch .LBB2_37
.LBB2_42:
	v_readlane_b32 s4, v11, 11
	v_readlane_b32 s5, v11, 12
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s6, v11, 9
	v_readlane_b32 s7, v11, 10
	v_writelane_b32 v11, s6, 27
	v_writelane_b32 v11, s7, 28
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v11, s4, 25
	v_writelane_b32 v11, s5, 26
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB2_37
	s_branch .LBB2_41
.LBB2_43:
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b32 s4, 0
	v_bfe_u32 v0, v0, 20, 10
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	s_mov_b64 s[4:5], 0
	s_xor_b64 s[4:5], exec, -1
	v_writelane_b32 v11, s4, 21
	v_writelane_b32 v11, s5, 22
	s_branch .LBB2_40
.LBB2_44:
	v_readlane_b32 s8, v11, 19
	v_readlane_b32 s9, v11, 20
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s6, v11, 15
	v_readlane_b32 s7, v11, 16
	v_readlane_b32 s4, v11, 17
	v_readlane_b32 s5, v11, 18
	v_writelane_b32 v11, s4, 29
	v_writelane_b32 v11, s5, 30
	v_writelane_b32 v11, s4, 31
	v_writelane_b32 v11, s5, 32
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v11, s4, 33
	v_writelane_b32 v11, s5, 34
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB2_46
; %bb.45:
	s_branch .LBB2_47
.LBB2_46:
	v_readlane_b32 s4, v11, 33
	v_readlane_b32 s5, v11, 34
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s6, v11, 31
	v_readlane_b32 s7, v11, 32
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v11, s4, 35
	v_writelane_b32 v11, s5, 36
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB2_48
	s_branch .LBB2_39
.LBB2_47:
	v_readlane_b32 s4, v11, 29
	v_readlane_b32 s5, v11, 30
	s_mov_b64 s[6:7], 0
	s_mov_b32 s8, s7
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $sgpr6 killed $sgpr6 killed $sgpr6_sgpr7
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v11, s4, 31
	v_writelane_b32 v11, s5, 32
	s_branch .LBB2_46
.LBB2_48:
	v_readlane_b32 s4, v11, 35
	v_readlane_b32 s5, v11, 36
	s_or_b64 exec, exec, s[4:5]
	v_accvgpr_read_b32 v2, a6               ;  Reload Reuse
	v_accvgpr_read_b32 v3, a5               ;  Reload Reuse
	buffer_load_dword v1, off, s[0:3], s33 offset:8
	v_mov_b32_e32 v0, v2
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:80
	buffer_load_dword v0, off, s[0:3], s33 offset:80
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:72
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[4:5], v0, v1
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v11, s6, 37
	v_writelane_b32 v11, s7, 38
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB2_51
	s_branch .LBB2_50
.LBB2_49:
	s_branch .LBB2_64
.LBB2_50:
	buffer_load_dword v0, off, s[0:3], s33 offset:80
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:84
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v11, s4, 39
	v_writelane_b32 v11, s5, 40
	s_branch .LBB2_52
.LBB2_51:
	v_readlane_b32 s4, v11, 37
	v_readlane_b32 s5, v11, 38
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v11, s4, 41
	v_writelane_b32 v11, s5, 42
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB2_64
	s_branch .LBB2_49
.LBB2_52:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB2_55 Depth 2
	v_readlane_b32 s4, v11, 43
	v_readlane_b32 s5, v11, 44
	v_readlane_b32 s6, v11, 39
	v_readlane_b32 s7, v11, 40
	v_writelane_b32 v11, s6, 45
	v_writelane_b32 v11, s7, 46
	buffer_load_dword v0, off, s[0:3], s33 offset:84
	buffer_load_dword v1, off, s[0:3], s33 offset:72
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v0, v1
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v11, s4, 47
	v_writelane_b32 v11, s5, 48
	v_writelane_b32 v11, s4, 49
	v_writelane_b32 v11, s5, 50
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v11, s4, 51
	v_writelane_b32 v11, s5, 52
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB2_54
; %bb.53:                               ;   in Loop: Header=BB2_52 Depth=1
	s_mov_b64 s[4:5], 0
	s_mov_b32 s6, s5
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:92
	s_mov_b32 s6, s4
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:88
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:96
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v11, s4, 53
	v_writelane_b32 v11, s5, 54
	s_branch .LBB2_55
.LBB2_54:                               ;   in Loop: Header=BB2_52 Depth=1
	v_readlane_b32 s4, v11, 51
	v_readlane_b32 s5, v11, 52
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v11, 45
	v_readlane_b32 s9, v11, 46
	v_readlane_b32 s6, v11, 49
	v_readlane_b32 s7, v11, 50
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v11, s6, 43
	v_writelane_b32 v11, s7, 44
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v11, s6, 39
	v_writelane_b32 v11, s7, 40
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v11, s6, 55
	v_writelane_b32 v11, s7, 56
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB2_52
	s_branch .LBB2_62
.LBB2_55:                               ;   Parent Loop BB2_52 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_readlane_b32 s4, v11, 57
	v_readlane_b32 s5, v11, 58
	v_readlane_b32 s6, v11, 53
	v_readlane_b32 s7, v11, 54
	v_writelane_b32 v11, s6, 59
	v_writelane_b32 v11, s7, 60
	buffer_load_dword v0, off, s[0:3], s33 offset:96
	buffer_load_dword v1, off, s[0:3], s33 offset:76
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v0, v1
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v11, s4, 61
	v_writelane_b32 v11, s5, 62
	v_writelane_b32 v11, s4, 63
	v_writelane_b32 v12, s5, 0
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v12, s4, 1
	v_writelane_b32 v12, s5, 2
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB2_57
; %bb.56:                               ;   in Loop: Header=BB2_55 Depth=2
	buffer_load_dword v8, off, s[0:3], s33 offset:64
	buffer_load_dword v0, off, s[0:3], s33 offset:68
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:96
	buffer_load_dword v1, off, s[0:3], s33 offset:72
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:80
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v0, v1
                                        ; implicit-def: $sgpr4
	v_ashrrev_i32_e64 v1, 31, v2
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v1
	s_mov_b32 s4, 3
	v_lshlrev_b64 v[6:7], s4, v[2:3]
	v_mov_b32_e32 v2, v8
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v3, v7
	v_add_co_u32_e64 v2, s[6:7], v2, v4
	v_addc_co_u32_e64 v1, s[6:7], v1, v3, s[6:7]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v1
	global_load_dwordx2 v[2:3], v[2:3], off
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:84
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, v1
                                        ; implicit-def: $sgpr5
	v_ashrrev_i32_e64 v4, 31, v0
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	v_lshlrev_b64 v[6:7], s4, v[0:1]
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v4, v7
	v_add_co_u32_e64 v0, s[4:5], v0, v5
	v_addc_co_u32_e64 v4, s[4:5], v1, v4, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	global_load_dwordx2 v[4:5], v[0:1], off
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:88
	buffer_load_dword v6, off, s[0:3], s33 offset:92
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v6
	v_fmac_f64_e64 v[0:1], v[2:3], v[4:5]
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:92
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:88
	s_branch .LBB2_58
.LBB2_57:                               ;   in Loop: Header=BB2_55 Depth=2
	v_readlane_b32 s4, v12, 1
	v_readlane_b32 s5, v12, 2
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v11, 59
	v_readlane_b32 s9, v11, 60
	v_readlane_b32 s6, v11, 63
	v_readlane_b32 s7, v12, 0
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v11, s6, 57
	v_writelane_b32 v11, s7, 58
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v11, s6, 53
	v_writelane_b32 v11, s7, 54
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v12, s6, 3
	v_writelane_b32 v12, s7, 4
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB2_55
	s_branch .LBB2_59
.LBB2_58:                               ;   in Loop: Header=BB2_55 Depth=2
	v_readlane_b32 s4, v11, 61
	v_readlane_b32 s5, v11, 62
	buffer_load_dword v0, off, s[0:3], s33 offset:96
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:96
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v11, s4, 63
	v_writelane_b32 v12, s5, 0
	s_branch .LBB2_57
.LBB2_59:                               ;   in Loop: Header=BB2_52 Depth=1
	v_readlane_b32 s4, v12, 3
	v_readlane_b32 s5, v12, 4
	s_or_b64 exec, exec, s[4:5]
; %bb.60:                               ;   in Loop: Header=BB2_52 Depth=1
	buffer_load_dword v2, off, s[0:3], s33 offset:88
	buffer_load_dword v0, off, s[0:3], s33 offset:92
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v0
	buffer_load_dword v8, off, s[0:3], s33 offset:56
	buffer_load_dword v0, off, s[0:3], s33 offset:60
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:80
	buffer_load_dword v1, off, s[0:3], s33 offset:72
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:84
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, v1
                                        ; implicit-def: $sgpr4
	v_ashrrev_i32_e64 v4, 31, v0
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	s_mov_b32 s4, 3
	v_lshlrev_b64 v[6:7], s4, v[0:1]
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v4, v7
	v_add_co_u32_e64 v0, s[6:7], v0, v5
	v_addc_co_u32_e64 v4, s[6:7], v1, v4, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	v_pk_mov_b32 v[4:5], v[2:3], v[2:3] op_sel:[0,1]
	global_store_dwordx2 v[0:1], v[4:5], off
	buffer_load_dword v8, off, s[0:3], s33 offset:56
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:60
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:84
	buffer_load_dword v1, off, s[0:3], s33 offset:72
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:80
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, v1
                                        ; implicit-def: $sgpr5
	v_ashrrev_i32_e64 v4, 31, v0
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	v_lshlrev_b64 v[6:7], s4, v[0:1]
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v4, v7
	v_add_co_u32_e64 v0, s[4:5], v0, v5
	v_addc_co_u32_e64 v4, s[4:5], v1, v4, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	global_store_dwordx2 v[0:1], v[2:3], off
; %bb.61:                               ;   in Loop: Header=BB2_52 Depth=1
	v_readlane_b32 s4, v11, 47
	v_readlane_b32 s5, v11, 48
	buffer_load_dword v0, off, s[0:3], s33 offset:84
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:84
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v11, s4, 49
	v_writelane_b32 v11, s5, 50
	s_branch .LBB2_54
.LBB2_62:
	v_readlane_b32 s4, v11, 55
	v_readlane_b32 s5, v11, 56
	s_or_b64 exec, exec, s[4:5]
; %bb.63:
	s_branch .LBB2_51
.LBB2_64:
	v_readlane_b32 s4, v11, 41
	v_readlane_b32 s5, v11, 42
	s_or_b64 exec, exec, s[4:5]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel covar_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 104
		.amdhsa_kernarg_size 80
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 16
		.amdhsa_reserve_vcc 0
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
.Lfunc_end2:
	.size	covar_kernel, .Lfunc_end2-covar_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 5740
; NumSgprs: 34
; NumVgprs: 13
; NumAgprs: 8
; TotalNumVgprs: 24
; ScratchSize: 104
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 34
; NumVGPRsForWavesPerEU: 24
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
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
        .offset:         0
        .size:           8
        .type_name:      'DATA_TYPE*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'DATA_TYPE*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           8
        .type_name:      DATA_TYPE
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           mean_kernel
    .private_segment_fixed_size: 112
    .sgpr_count:     36
    .sgpr_spill_count: 157
    .symbol:         mean_kernel.kd
    .vgpr_count:     24
    .vgpr_spill_count: 8
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'DATA_TYPE*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'DATA_TYPE*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           reduce_kernel
    .private_segment_fixed_size: 144
    .sgpr_count:     34
    .sgpr_spill_count: 273
    .symbol:         reduce_kernel.kd
    .vgpr_count:     31
    .vgpr_spill_count: 15
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'DATA_TYPE*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'DATA_TYPE*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           covar_kernel
    .private_segment_fixed_size: 104
    .sgpr_count:     34
    .sgpr_spill_count: 177
    .symbol:         covar_kernel.kd
    .vgpr_count:     24
    .vgpr_spill_count: 8
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
