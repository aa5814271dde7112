	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.file	0 "." "src/polybench_atax_O0_g.cl" md5 0x6cdaec2348000b21b7dd1b5c2db0fa69
	.file	1 "/usr/lib/llvm-14/lib/clang/14.0.6/include" "opencl-c-base.h" md5 0xfa1685a960bf69b8d0f8ccc506cbc0c7
	.file	2 "." "prelude.h" md5 0x3bedb4c2f890fae0e1dc71783a20be52
	.protected	atax_kernel1            ; -- Begin function atax_kernel1
	.globl	atax_kernel1
	.p2align	8
	.type	atax_kernel1,@function
atax_kernel1:                           ; @atax_kernel1
.Lfunc_begin0:
	.file	3 "src" "polybench_atax.cl" md5 0x17c0ef3b4d1e4f533c6ddee0e60d869c
	.loc	3 10 0                          ; src/polybench_atax.cl:10:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	s_mov_b32 s33, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	v_writelane_b32 v10, s16, 0
	v_writelane_b32 v10, s15, 1
	v_writelane_b32 v10, s14, 2
	s_mov_b64 s[12:13], s[8:9]
	v_writelane_b32 v10, s4, 3
	v_writelane_b32 v10, s5, 4
	buffer_store_dword v2, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
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
.Ltmp0:
	.loc	2 85 23 prologue_end            ; ./prelude.h:85:23
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:48
.Ltmp1:
	.loc	2 50 11                         ; ./prelude.h:50:11
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
; %bb.1:
	.loc	2 0 11 is_stmt 0                ; ./prelude.h:0:11
	buffer_load_dword v0, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s4, v0, s4
	s_mov_b32 s5, 0
	v_writelane_b32 v10, s5, 5
	s_mov_b32 s5, exec_lo
	s_and_b32 s4, s5, s4
	s_xor_b32 s5, s4, s5
	v_writelane_b32 v10, s5, 6
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB0_3
; %bb.2:
	buffer_load_dword v0, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_mov_b32 s4, 1
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s4, v0, s4
	s_mov_b32 s5, 0
	v_writelane_b32 v10, s5, 7
	s_mov_b32 s5, exec_lo
	s_and_b32 s4, s5, s4
	s_xor_b32 s5, s4, s5
	v_writelane_b32 v10, s5, 8
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB0_10
	s_branch .LBB0_4
.LBB0_3:
	v_readlane_b32 s4, v10, 6
	s_or_saveexec_b32 s4, s4
	v_readlane_b32 s6, v10, 5
	v_writelane_b32 v10, s6, 9
	s_mov_b32 s5, 0
	v_writelane_b32 v10, s6, 10
	v_writelane_b32 v10, s5, 11
	s_and_b32 s4, exec_lo, s4
	v_writelane_b32 v10, s4, 12
	s_xor_b32 exec_lo, exec_lo, s4
	s_cbranch_execz .LBB0_12
	s_branch .LBB0_6
.LBB0_4:
	buffer_load_dword v0, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_mov_b32 s4, 2
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s5, v0, s4
	s_mov_b32 s4, -1
	v_writelane_b32 v10, s4, 13
	s_mov_b32 s4, exec_lo
	v_writelane_b32 v10, s4, 14
	s_and_b32 s4, s4, s5
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB0_8
	s_branch .LBB0_11
.LBB0_5:
	v_readlane_b32 s5, v10, 15
	s_or_b32 exec_lo, exec_lo, s5
	v_readlane_b32 s4, v10, 16
	s_and_b32 s4, s4, exec_lo
	v_writelane_b32 v10, s4, 5
	s_branch .LBB0_3
.LBB0_6:
	v_readlane_b32 s5, v10, 9
	buffer_load_dword v0, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e64 s6, v0, s4
	s_mov_b32 s4, -1
	s_mov_b32 s4, exec_lo
	s_andn2_b32 s5, s5, exec_lo
	s_and_b32 s6, s6, exec_lo
	s_or_b32 s5, s5, s6
	v_writelane_b32 v10, s5, 10
	v_writelane_b32 v10, s4, 11
	s_branch .LBB0_12
.LBB0_7:
.Ltmp2:
	.loc	2 51 18 is_stmt 1               ; ./prelude.h:51:18
	v_readlane_b32 s4, v10, 2
	s_mov_b32 s6, 0
                                        ; kill: def $sgpr4 killed $sgpr4 def $sgpr4_sgpr5
	s_mov_b32 s5, s6
	.loc	2 51 11 is_stmt 0               ; ./prelude.h:51:11
	s_mov_b32 s6, s5
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:44
                                        ; kill: def $sgpr4 killed $sgpr4 killed $sgpr4_sgpr5
	v_mov_b32_e32 v0, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	s_branch .LBB0_16
.LBB0_8:
	.loc	2 0 11                          ; ./prelude.h:0:11
	v_readlane_b32 s5, v10, 14
	s_or_b32 exec_lo, exec_lo, s5
	v_readlane_b32 s4, v10, 13
	s_and_b32 s4, s4, exec_lo
	v_writelane_b32 v10, s4, 7
	s_branch .LBB0_10
.LBB0_9:
	.loc	2 52 18 is_stmt 1               ; ./prelude.h:52:18
	v_readlane_b32 s4, v10, 1
	s_mov_b32 s6, 0
                                        ; kill: def $sgpr4 killed $sgpr4 def $sgpr4_sgpr5
	s_mov_b32 s5, s6
	.loc	2 52 11 is_stmt 0               ; ./prelude.h:52:11
	s_mov_b32 s6, s5
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:44
                                        ; kill: def $sgpr4 killed $sgpr4 killed $sgpr4_sgpr5
	v_mov_b32_e32 v0, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	s_branch .LBB0_5
.LBB0_10:
	.loc	2 0 11                          ; ./prelude.h:0:11
	v_readlane_b32 s4, v10, 8
	s_or_saveexec_b32 s4, s4
	v_readlane_b32 s5, v10, 7
	v_writelane_b32 v10, s5, 16
	s_and_b32 s4, exec_lo, s4
	v_writelane_b32 v10, s4, 15
	s_xor_b32 exec_lo, exec_lo, s4
	s_cbranch_execz .LBB0_5
	s_branch .LBB0_9
.LBB0_11:
	v_readlane_b32 s4, v10, 0
	s_mov_b32 s6, 0
                                        ; kill: def $sgpr4 killed $sgpr4 def $sgpr4_sgpr5
	.loc	2 53 18 is_stmt 1               ; ./prelude.h:53:18
	s_mov_b32 s5, s6
	.loc	2 53 11 is_stmt 0               ; ./prelude.h:53:11
	s_mov_b32 s6, s5
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:44
                                        ; kill: def $sgpr4 killed $sgpr4 killed $sgpr4_sgpr5
	v_mov_b32_e32 v0, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	s_xor_b32 s4, exec_lo, -1
	v_writelane_b32 v10, s4, 13
	s_branch .LBB0_8
.LBB0_12:
	.loc	2 0 11                          ; ./prelude.h:0:11
	v_readlane_b32 s6, v10, 12
	s_or_b32 exec_lo, exec_lo, s6
	v_readlane_b32 s5, v10, 10
	v_readlane_b32 s4, v10, 11
	v_writelane_b32 v10, s4, 17
	v_writelane_b32 v10, s4, 18
	s_mov_b32 s4, exec_lo
	v_writelane_b32 v10, s4, 19
	s_and_b32 s4, s4, s5
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB0_14
; %bb.13:
	s_branch .LBB0_15
.LBB0_14:
	v_readlane_b32 s4, v10, 19
	s_or_b32 exec_lo, exec_lo, s4
	v_readlane_b32 s5, v10, 18
	s_mov_b32 s4, exec_lo
	v_writelane_b32 v10, s4, 20
	s_and_b32 s4, s4, s5
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB0_16
	s_branch .LBB0_7
.LBB0_15:
	v_readlane_b32 s4, v10, 17
	s_mov_b64 s[6:7], 0
	.loc	2 54 12 is_stmt 1               ; ./prelude.h:54:12
	s_mov_b32 s5, s7
	v_mov_b32_e32 v0, s5
	buffer_store_dword v0, off, s[0:3], s33 offset:44
	s_mov_b32 s5, s6
	v_mov_b32_e32 v0, s5
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	s_mov_b32 s5, 0
	s_andn2_b32 s4, s4, exec_lo
	v_writelane_b32 v10, s4, 18
	s_branch .LBB0_14
.Ltmp3:
.LBB0_16:
	.loc	2 0 12 is_stmt 0                ; ./prelude.h:0:12
	v_readlane_b32 s4, v10, 20
	s_or_b32 exec_lo, exec_lo, s4
	.loc	2 56 1 is_stmt 1                ; ./prelude.h:56:1
	buffer_load_dword v0, off, s[0:3], s33 offset:40
	buffer_load_dword v2, off, s[0:3], s33 offset:44
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
.Ltmp4:
	.loc	2 85 43                         ; ./prelude.h:85:43
	buffer_store_dword v0, off, s[0:3], s33 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:124 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:32
.Ltmp5:
	.loc	2 59 11                         ; ./prelude.h:59:11
	buffer_load_dword v0, off, s[0:3], s33 offset:32
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:116 ; 4-byte Folded Spill
; %bb.17:
	.loc	2 0 11 is_stmt 0                ; ./prelude.h:0:11
	buffer_load_dword v0, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s4, v0, s4
	s_mov_b32 s5, 0
	v_writelane_b32 v10, s5, 21
	s_mov_b32 s5, exec_lo
	s_and_b32 s4, s5, s4
	s_xor_b32 s5, s4, s5
	v_writelane_b32 v10, s5, 22
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB0_19
; %bb.18:
	buffer_load_dword v0, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_mov_b32 s4, 1
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s4, v0, s4
	s_mov_b32 s5, 0
	v_writelane_b32 v10, s5, 23
	s_mov_b32 s5, exec_lo
	s_and_b32 s4, s5, s4
	s_xor_b32 s5, s4, s5
	v_writelane_b32 v10, s5, 24
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB0_26
	s_branch .LBB0_20
.LBB0_19:
	v_readlane_b32 s4, v10, 22
	s_or_saveexec_b32 s4, s4
	v_readlane_b32 s6, v10, 21
	v_writelane_b32 v10, s6, 25
	s_mov_b32 s5, 0
	v_writelane_b32 v10, s6, 26
	v_writelane_b32 v10, s5, 27
	s_and_b32 s4, exec_lo, s4
	v_writelane_b32 v10, s4, 28
	s_xor_b32 exec_lo, exec_lo, s4
	s_cbranch_execz .LBB0_28
	s_branch .LBB0_22
.LBB0_20:
	buffer_load_dword v0, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_mov_b32 s4, 2
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s5, v0, s4
	s_mov_b32 s4, -1
	v_writelane_b32 v10, s4, 29
	s_mov_b32 s4, exec_lo
	v_writelane_b32 v10, s4, 30
	s_and_b32 s4, s4, s5
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB0_24
	s_branch .LBB0_27
.LBB0_21:
	v_readlane_b32 s5, v10, 31
	s_or_b32 exec_lo, exec_lo, s5
	v_readlane_b32 s4, v11, 0
	s_and_b32 s4, s4, exec_lo
	v_writelane_b32 v10, s4, 21
	s_branch .LBB0_19
.LBB0_22:
	v_readlane_b32 s5, v10, 25
	buffer_load_dword v0, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e64 s6, v0, s4
	s_mov_b32 s4, -1
	s_mov_b32 s4, exec_lo
	s_andn2_b32 s5, s5, exec_lo
	s_and_b32 s6, s6, exec_lo
	s_or_b32 s5, s5, s6
	v_writelane_b32 v10, s5, 26
	v_writelane_b32 v10, s4, 27
	s_branch .LBB0_28
.LBB0_23:
.Ltmp6:
	.loc	2 60 18 is_stmt 1               ; ./prelude.h:60:18
	v_readlane_b32 s4, v10, 3
	v_readlane_b32 s5, v10, 4
	v_mov_b32_e32 v0, 0
	.loc	2 60 32 is_stmt 0               ; ./prelude.h:60:32
	global_load_ushort v0, v0, s[4:5] offset:4
	s_waitcnt_depctr 0xffe3
	s_mov_b32 s4, 0xffff
                                        ; implicit-def: $sgpr5
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v0, v0, s4
                                        ; implicit-def: $sgpr4
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	.loc	2 60 11                         ; ./prelude.h:60:11
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	s_branch .LBB0_32
.LBB0_24:
	.loc	2 0 11                          ; ./prelude.h:0:11
	v_readlane_b32 s5, v10, 30
	s_or_b32 exec_lo, exec_lo, s5
	v_readlane_b32 s4, v10, 29
	s_and_b32 s4, s4, exec_lo
	v_writelane_b32 v10, s4, 23
	s_branch .LBB0_26
.LBB0_25:
	.loc	2 61 18 is_stmt 1               ; ./prelude.h:61:18
	v_readlane_b32 s4, v10, 3
	v_readlane_b32 s5, v10, 4
	v_mov_b32_e32 v0, 0
	.loc	2 61 32 is_stmt 0               ; ./prelude.h:61:32
	global_load_ushort v0, v0, s[4:5] offset:6
	s_waitcnt_depctr 0xffe3
	s_mov_b32 s4, 0xffff
                                        ; implicit-def: $sgpr5
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v0, v0, s4
                                        ; implicit-def: $sgpr4
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	.loc	2 61 11                         ; ./prelude.h:61:11
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	s_branch .LBB0_21
.LBB0_26:
	.loc	2 0 11                          ; ./prelude.h:0:11
	v_readlane_b32 s4, v10, 24
	s_or_saveexec_b32 s4, s4
	v_readlane_b32 s5, v10, 23
	v_writelane_b32 v11, s5, 0
	s_and_b32 s4, exec_lo, s4
	v_writelane_b32 v10, s4, 31
	s_xor_b32 exec_lo, exec_lo, s4
	s_cbranch_execz .LBB0_21
	s_branch .LBB0_25
.LBB0_27:
	.loc	2 62 18 is_stmt 1               ; ./prelude.h:62:18
	v_readlane_b32 s4, v10, 3
	v_readlane_b32 s5, v10, 4
	v_mov_b32_e32 v0, 0
	.loc	2 62 32 is_stmt 0               ; ./prelude.h:62:32
	global_load_ushort v0, v0, s[4:5] offset:8
	s_waitcnt_depctr 0xffe3
	s_mov_b32 s4, 0xffff
                                        ; implicit-def: $sgpr5
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v0, v0, s4
                                        ; implicit-def: $sgpr4
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, s4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	.loc	2 62 11                         ; ./prelude.h:62:11
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	s_xor_b32 s4, exec_lo, -1
	v_writelane_b32 v10, s4, 29
	s_branch .LBB0_24
.LBB0_28:
	.loc	2 0 11                          ; ./prelude.h:0:11
	v_readlane_b32 s6, v10, 28
	s_or_b32 exec_lo, exec_lo, s6
	v_readlane_b32 s5, v10, 26
	v_readlane_b32 s4, v10, 27
	v_writelane_b32 v11, s4, 1
	v_writelane_b32 v11, s4, 2
	s_mov_b32 s4, exec_lo
	v_writelane_b32 v11, s4, 3
	s_and_b32 s4, s4, s5
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB0_30
; %bb.29:
	s_branch .LBB0_31
.LBB0_30:
	v_readlane_b32 s4, v11, 3
	s_or_b32 exec_lo, exec_lo, s4
	v_readlane_b32 s5, v11, 2
	s_mov_b32 s4, exec_lo
	v_writelane_b32 v11, s4, 4
	s_and_b32 s4, s4, s5
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB0_32
	s_branch .LBB0_23
.LBB0_31:
	v_readlane_b32 s4, v11, 1
	s_mov_b64 s[6:7], 1
	.loc	2 63 12 is_stmt 1               ; ./prelude.h:63:12
	s_mov_b32 s5, s7
	v_mov_b32_e32 v0, s5
	buffer_store_dword v0, off, s[0:3], s33 offset:28
	s_mov_b32 s5, s6
	v_mov_b32_e32 v0, s5
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	s_mov_b32 s5, 0
	s_andn2_b32 s4, s4, exec_lo
	v_writelane_b32 v11, s4, 2
	s_branch .LBB0_30
.Ltmp7:
.LBB0_32:
	.loc	2 0 12 is_stmt 0                ; ./prelude.h:0:12
	v_readlane_b32 s4, v11, 4
	s_or_b32 exec_lo, exec_lo, s4
	.loc	2 65 1 is_stmt 1                ; ./prelude.h:65:1
	buffer_load_dword v5, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:24
	buffer_load_dword v3, off, s[0:3], s33 offset:28
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v0, v2
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v3
	s_mov_b32 s4, 32
.Ltmp8:
	.loc	2 85 26                         ; ./prelude.h:85:26
	v_lshrrev_b64 v[3:4], s4, v[5:6]
                                        ; kill: def $vgpr3 killed $vgpr3 killed $vgpr3_vgpr4 killed $exec
	v_mul_lo_u32 v4, v3, v2
	v_lshrrev_b64 v[0:1], s4, v[0:1]
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, v5
	v_mul_lo_u32 v1, v0, v1
	v_mad_u64_u32 v[2:3], s5, v0, v2, 0
	v_mov_b32_e32 v0, v3
	v_add3_u32 v0, v0, v1, v4
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v4, s5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	v_lshlrev_b64 v[0:1], s4, v[0:1]
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v3, v2
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v2, v4
	v_or_b32_e64 v2, v2, v5
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, v3
	v_or_b32_e64 v0, v0, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	.loc	2 85 61 is_stmt 0               ; ./prelude.h:85:61
	buffer_store_dword v0, off, s[0:3], s33 offset:132 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:136 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:16
.Ltmp9:
	.loc	2 41 11 is_stmt 1               ; ./prelude.h:41:11
	buffer_load_dword v0, off, s[0:3], s33 offset:16
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:128 ; 4-byte Folded Spill
; %bb.33:
	.loc	2 0 11 is_stmt 0                ; ./prelude.h:0:11
	buffer_load_dword v0, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s4, v0, s4
	s_mov_b32 s5, 0
	v_writelane_b32 v11, s5, 5
	s_mov_b32 s5, exec_lo
	s_and_b32 s4, s5, s4
	s_xor_b32 s5, s4, s5
	v_writelane_b32 v11, s5, 6
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB0_35
; %bb.34:
	buffer_load_dword v0, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	s_mov_b32 s4, 1
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s4, v0, s4
	s_mov_b32 s5, 0
	v_writelane_b32 v11, s5, 7
	s_mov_b32 s5, exec_lo
	s_and_b32 s4, s5, s4
	s_xor_b32 s5, s4, s5
	v_writelane_b32 v11, s5, 8
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB0_42
	s_branch .LBB0_36
.LBB0_35:
	v_readlane_b32 s4, v11, 6
	s_or_saveexec_b32 s4, s4
	v_readlane_b32 s6, v11, 5
	v_writelane_b32 v11, s6, 9
	s_mov_b32 s5, 0
	v_writelane_b32 v11, s6, 10
	v_writelane_b32 v11, s5, 11
	s_and_b32 s4, exec_lo, s4
	v_writelane_b32 v11, s4, 12
	s_xor_b32 exec_lo, exec_lo, s4
	s_cbranch_execz .LBB0_44
	s_branch .LBB0_38
.LBB0_36:
	buffer_load_dword v0, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	s_mov_b32 s4, 2
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s5, v0, s4
	s_mov_b32 s4, -1
	v_writelane_b32 v11, s4, 13
	s_mov_b32 s4, exec_lo
	v_writelane_b32 v11, s4, 14
	s_and_b32 s4, s4, s5
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB0_40
	s_branch .LBB0_43
.LBB0_37:
	v_readlane_b32 s5, v11, 15
	s_or_b32 exec_lo, exec_lo, s5
	v_readlane_b32 s4, v11, 16
	s_and_b32 s4, s4, exec_lo
	v_writelane_b32 v11, s4, 5
	s_branch .LBB0_35
.LBB0_38:
	v_readlane_b32 s5, v11, 9
	buffer_load_dword v0, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e64 s6, v0, s4
	s_mov_b32 s4, -1
	s_mov_b32 s4, exec_lo
	s_andn2_b32 s5, s5, exec_lo
	s_and_b32 s6, s6, exec_lo
	s_or_b32 s5, s5, s6
	v_writelane_b32 v11, s5, 10
	v_writelane_b32 v11, s4, 11
	s_branch .LBB0_44
.LBB0_39:
.Ltmp10:
	.loc	2 42 18 is_stmt 1               ; ./prelude.h:42:18
	buffer_load_dword v0, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	.loc	2 42 11 is_stmt 0               ; ./prelude.h:42:11
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	s_branch .LBB0_48
.LBB0_40:
	.loc	2 0 11                          ; ./prelude.h:0:11
	v_readlane_b32 s5, v11, 14
	s_or_b32 exec_lo, exec_lo, s5
	v_readlane_b32 s4, v11, 13
	s_and_b32 s4, s4, exec_lo
	v_writelane_b32 v11, s4, 7
	s_branch .LBB0_42
.LBB0_41:
	.loc	2 43 18 is_stmt 1               ; ./prelude.h:43:18
	buffer_load_dword v0, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	.loc	2 43 11 is_stmt 0               ; ./prelude.h:43:11
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	s_branch .LBB0_37
.LBB0_42:
	.loc	2 0 11                          ; ./prelude.h:0:11
	v_readlane_b32 s4, v11, 8
	s_or_saveexec_b32 s4, s4
	v_readlane_b32 s5, v11, 7
	v_writelane_b32 v11, s5, 16
	s_and_b32 s4, exec_lo, s4
	v_writelane_b32 v11, s4, 15
	s_xor_b32 exec_lo, exec_lo, s4
	s_cbranch_execz .LBB0_37
	s_branch .LBB0_41
.LBB0_43:
	buffer_load_dword v0, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	s_mov_b32 s4, 0
	.loc	2 44 18 is_stmt 1               ; ./prelude.h:44:18
	v_mov_b32_e32 v2, s4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	.loc	2 44 11 is_stmt 0               ; ./prelude.h:44:11
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	s_xor_b32 s4, exec_lo, -1
	v_writelane_b32 v11, s4, 13
	s_branch .LBB0_40
.LBB0_44:
	.loc	2 0 11                          ; ./prelude.h:0:11
	v_readlane_b32 s6, v11, 12
	s_or_b32 exec_lo, exec_lo, s6
	v_readlane_b32 s5, v11, 10
	v_readlane_b32 s4, v11, 11
	v_writelane_b32 v11, s4, 17
	v_writelane_b32 v11, s4, 18
	s_mov_b32 s4, exec_lo
	v_writelane_b32 v11, s4, 19
	s_and_b32 s4, s4, s5
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB0_46
; %bb.45:
	s_branch .LBB0_47
.LBB0_46:
	v_readlane_b32 s4, v11, 19
	s_or_b32 exec_lo, exec_lo, s4
	v_readlane_b32 s5, v11, 18
	s_mov_b32 s4, exec_lo
	v_writelane_b32 v11, s4, 20
	s_and_b32 s4, s4, s5
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB0_48
	s_branch .LBB0_39
.LBB0_47:
	v_readlane_b32 s4, v11, 17
	s_mov_b64 s[6:7], 0
	.loc	2 45 12 is_stmt 1               ; ./prelude.h:45:12
	s_mov_b32 s5, s7
	v_mov_b32_e32 v0, s5
	buffer_store_dword v0, off, s[0:3], s33 offset:12
	s_mov_b32 s5, s6
	v_mov_b32_e32 v0, s5
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	s_mov_b32 s5, 0
	s_andn2_b32 s4, s4, exec_lo
	v_writelane_b32 v11, s4, 18
	s_branch .LBB0_46
.Ltmp11:
.LBB0_48:
	.loc	2 0 12 is_stmt 0                ; ./prelude.h:0:12
	v_readlane_b32 s4, v11, 20
	s_or_b32 exec_lo, exec_lo, s4
	.loc	2 47 1 is_stmt 1                ; ./prelude.h:47:1
	buffer_load_dword v2, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:8
.Ltmp12:
	.loc	2 85 46                         ; ./prelude.h:85:46
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v0, v2
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e64 v0, v0, v1
.Ltmp13:
	.loc	3 11 7                          ; src/polybench_atax.cl:11:7
	buffer_store_dword v0, off, s[0:3], s33 offset:88
.Ltmp14:
	.loc	3 12 7                          ; src/polybench_atax.cl:12:7
	buffer_load_dword v0, off, s[0:3], s33 offset:88
	.loc	3 12 12 is_stmt 0               ; src/polybench_atax.cl:12:12
	buffer_load_dword v1, off, s[0:3], s33 offset:80
	.loc	3 12 9                          ; src/polybench_atax.cl:12:9
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s4, v0, v1
	s_mov_b32 s5, exec_lo
	s_and_b32 s4, s5, s4
	s_xor_b32 s5, s4, s5
	v_writelane_b32 v11, s5, 21
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB0_51
	s_branch .LBB0_50
.Ltmp15:
.LBB0_49:
	.loc	3 0 9                           ; src/polybench_atax.cl:0:9
	s_branch .LBB0_58
.LBB0_50:
	v_mov_b32_e32 v0, 0
	.loc	3 14 13 is_stmt 1               ; src/polybench_atax.cl:14:13
	buffer_store_dword v0, off, s[0:3], s33 offset:92
.Ltmp16:
	.loc	3 15 12                         ; src/polybench_atax.cl:15:12
	buffer_store_dword v0, off, s[0:3], s33 offset:96
	s_mov_b32 s4, 0
                                        ; implicit-def: $sgpr5
	v_writelane_b32 v11, s4, 22
	s_branch .LBB0_52
.LBB0_51:
	.loc	3 0 12 is_stmt 0                ; src/polybench_atax.cl:0:12
	v_readlane_b32 s4, v11, 21
	s_or_saveexec_b32 s4, s4
	s_and_b32 s4, exec_lo, s4
	v_writelane_b32 v11, s4, 23
	s_xor_b32 exec_lo, exec_lo, s4
	s_cbranch_execz .LBB0_58
	s_branch .LBB0_49
.LBB0_52:                               ; =>This Inner Loop Header: Depth=1
	v_readlane_b32 s4, v11, 24
	v_readlane_b32 s5, v11, 22
	v_writelane_b32 v11, s5, 25
.Ltmp17:
	.loc	3 15 19                         ; src/polybench_atax.cl:15:19
	buffer_load_dword v0, off, s[0:3], s33 offset:96
	.loc	3 15 23                         ; src/polybench_atax.cl:15:23
	buffer_load_dword v1, off, s[0:3], s33 offset:84
	.loc	3 15 21                         ; src/polybench_atax.cl:15:21
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s5, v0, v1
	s_mov_b32 s6, -1
	s_or_b32 s4, s4, exec_lo
	v_writelane_b32 v11, s4, 26
	v_writelane_b32 v11, s4, 27
	s_mov_b32 s4, exec_lo
	v_writelane_b32 v11, s4, 28
	s_and_b32 s4, s4, s5
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB0_54
; %bb.53:                               ;   in Loop: Header=BB0_52 Depth=1
	.loc	3 16 10 is_stmt 1               ; src/polybench_atax.cl:16:10
	buffer_load_dword v8, off, s[0:3], s33 offset:56
	buffer_load_dword v0, off, s[0:3], s33 offset:60
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v0
	.loc	3 16 12 is_stmt 0               ; src/polybench_atax.cl:16:12
	buffer_load_dword v0, off, s[0:3], s33 offset:88
	.loc	3 16 16                         ; src/polybench_atax.cl:16:16
	buffer_load_dword v1, off, s[0:3], s33 offset:84
	.loc	3 16 14                         ; src/polybench_atax.cl:16:14
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, v1
	.loc	3 16 21                         ; src/polybench_atax.cl:16:21
	buffer_load_dword v1, off, s[0:3], s33 offset:96
                                        ; implicit-def: $sgpr4
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v4, 31, v1
                                        ; implicit-def: $sgpr4
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v4
	.loc	3 16 19                         ; src/polybench_atax.cl:16:19
	v_add_nc_u32_e64 v0, v0, v1
                                        ; implicit-def: $sgpr4
	.loc	3 16 10                         ; src/polybench_atax.cl:16:10
	v_ashrrev_i32_e64 v4, 31, v0
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	s_mov_b32 s4, 2
	v_lshlrev_b64 v[6:7], s4, v[0:1]
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v4, v7
	v_add_co_u32 v0, s5, v0, v5
	v_add_co_ci_u32_e64 v4, s5, v1, v4, s5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	global_load_dword v1, v[0:1], off
	.loc	3 16 26                         ; src/polybench_atax.cl:16:26
	buffer_load_dword v7, off, s[0:3], s33 offset:64
	buffer_load_dword v0, off, s[0:3], s33 offset:68
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	v_lshlrev_b64 v[5:6], s4, v[2:3]
	v_mov_b32_e32 v2, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v3, v6
	v_add_co_u32 v2, s4, v2, v4
	v_add_co_ci_u32_e64 v0, s4, v0, v3, s4
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	global_load_dword v2, v[2:3], off
	.loc	3 16 7                          ; src/polybench_atax.cl:16:7
	buffer_load_dword v0, off, s[0:3], s33 offset:92
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, v2
	buffer_store_dword v0, off, s[0:3], s33 offset:92
	s_branch .LBB0_55
.LBB0_54:                               ;   in Loop: Header=BB0_52 Depth=1
	.loc	3 0 7                           ; src/polybench_atax.cl:0:7
	v_readlane_b32 s4, v11, 28
	s_or_b32 exec_lo, exec_lo, s4
	v_readlane_b32 s6, v11, 25
	v_readlane_b32 s5, v11, 27
	s_mov_b32 s4, s5
	s_and_b32 s4, exec_lo, s4
	s_or_b32 s4, s4, s6
	v_writelane_b32 v11, s5, 24
	s_mov_b32 s5, s4
	v_writelane_b32 v11, s5, 22
	s_mov_b32 s5, s4
	v_writelane_b32 v11, s5, 29
	s_andn2_b32 exec_lo, exec_lo, s4
	s_cbranch_execnz .LBB0_52
	s_branch .LBB0_56
.LBB0_55:                               ;   in Loop: Header=BB0_52 Depth=1
	.loc	3 15 28 is_stmt 1               ; src/polybench_atax.cl:15:28
	v_readlane_b32 s4, v11, 26
	buffer_load_dword v0, off, s[0:3], s33 offset:96
	s_mov_b32 s5, 1
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e64 v0, v0, s5
	buffer_store_dword v0, off, s[0:3], s33 offset:96
	s_mov_b32 s5, 0
	s_andn2_b32 s4, s4, exec_lo
	v_writelane_b32 v11, s4, 27
	s_branch .LBB0_54
.Ltmp18:
.LBB0_56:
	.loc	3 0 28 is_stmt 0                ; src/polybench_atax.cl:0:28
	v_readlane_b32 s4, v11, 29
	s_or_b32 exec_lo, exec_lo, s4
; %bb.57:
	.loc	3 17 12 is_stmt 1               ; src/polybench_atax.cl:17:12
	buffer_load_dword v2, off, s[0:3], s33 offset:92
	.loc	3 17 3 is_stmt 0                ; src/polybench_atax.cl:17:3
	buffer_load_dword v7, off, s[0:3], s33 offset:72
	buffer_load_dword v0, off, s[0:3], s33 offset:76
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	.loc	3 17 7                          ; src/polybench_atax.cl:17:7
	buffer_load_dword v0, off, s[0:3], s33 offset:88
                                        ; implicit-def: $sgpr4
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v3, 31, v0
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_mov_b32 s4, 2
	.loc	3 17 3                          ; src/polybench_atax.cl:17:3
	v_lshlrev_b64 v[5:6], s4, v[0:1]
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_add_co_u32 v0, s4, v0, v4
	v_add_co_ci_u32_e64 v3, s4, v1, v3, s4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	.loc	3 17 10                         ; src/polybench_atax.cl:17:10
	global_store_dword v[0:1], v2, off
	s_branch .LBB0_51
.LBB0_58:
	.loc	3 0 10                          ; src/polybench_atax.cl:0:10
	v_readlane_b32 s4, v11, 23
	s_or_b32 exec_lo, exec_lo, s4
	.loc	3 18 1 is_stmt 1                ; src/polybench_atax.cl:18:1
	s_endpgm
.Ltmp19:
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel atax_kernel1
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 144
		.amdhsa_kernarg_size 88
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 34
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
	.size	atax_kernel1, .Lfunc_end0-atax_kernel1
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 4340
; NumSgprs: 34
; NumVgprs: 12
; ScratchSize: 144
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 34
; NumVGPRsForWavesPerEU: 12
; Occupancy: 20
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	atax_kernel2            ; -- Begin function atax_kernel2
	.globl	atax_kernel2
	.p2align	8
	.type	atax_kernel2,@function
atax_kernel2:                           ; @atax_kernel2
.Lfunc_begin1:
	.loc	3 22 0                          ; src/polybench_atax.cl:22:0
	.cfi_startproc
; %bb.0:
	s_mov_b32 s33, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	v_writelane_b32 v10, s16, 0
	v_writelane_b32 v10, s15, 1
	v_writelane_b32 v10, s14, 2
	s_mov_b64 s[12:13], s[8:9]
	v_writelane_b32 v10, s4, 3
	v_writelane_b32 v10, s5, 4
	buffer_store_dword v2, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
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
.Ltmp20:
	.loc	2 85 23 prologue_end            ; ./prelude.h:85:23
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:48
.Ltmp21:
	.loc	2 50 11                         ; ./prelude.h:50:11
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
; %bb.1:
	.loc	2 0 11 is_stmt 0                ; ./prelude.h:0:11
	buffer_load_dword v0, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s4, v0, s4
	s_mov_b32 s5, 0
	v_writelane_b32 v10, s5, 5
	s_mov_b32 s5, exec_lo
	s_and_b32 s4, s5, s4
	s_xor_b32 s5, s4, s5
	v_writelane_b32 v10, s5, 6
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB1_3
; %bb.2:
	buffer_load_dword v0, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_mov_b32 s4, 1
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s4, v0, s4
	s_mov_b32 s5, 0
	v_writelane_b32 v10, s5, 7
	s_mov_b32 s5, exec_lo
	s_and_b32 s4, s5, s4
	s_xor_b32 s5, s4, s5
	v_writelane_b32 v10, s5, 8
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB1_10
	s_branch .LBB1_4
.LBB1_3:
	v_readlane_b32 s4, v10, 6
	s_or_saveexec_b32 s4, s4
	v_readlane_b32 s6, v10, 5
	v_writelane_b32 v10, s6, 9
	s_mov_b32 s5, 0
	v_writelane_b32 v10, s6, 10
	v_writelane_b32 v10, s5, 11
	s_and_b32 s4, exec_lo, s4
	v_writelane_b32 v10, s4, 12
	s_xor_b32 exec_lo, exec_lo, s4
	s_cbranch_execz .LBB1_12
	s_branch .LBB1_6
.LBB1_4:
	buffer_load_dword v0, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_mov_b32 s4, 2
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s5, v0, s4
	s_mov_b32 s4, -1
	v_writelane_b32 v10, s4, 13
	s_mov_b32 s4, exec_lo
	v_writelane_b32 v10, s4, 14
	s_and_b32 s4, s4, s5
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB1_8
	s_branch .LBB1_11
.LBB1_5:
	v_readlane_b32 s5, v10, 15
	s_or_b32 exec_lo, exec_lo, s5
	v_readlane_b32 s4, v10, 16
	s_and_b32 s4, s4, exec_lo
	v_writelane_b32 v10, s4, 5
	s_branch .LBB1_3
.LBB1_6:
	v_readlane_b32 s5, v10, 9
	buffer_load_dword v0, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e64 s6, v0, s4
	s_mov_b32 s4, -1
	s_mov_b32 s4, exec_lo
	s_andn2_b32 s5, s5, exec_lo
	s_and_b32 s6, s6, exec_lo
	s_or_b32 s5, s5, s6
	v_writelane_b32 v10, s5, 10
	v_writelane_b32 v10, s4, 11
	s_branch .LBB1_12
.LBB1_7:
.Ltmp22:
	.loc	2 51 18 is_stmt 1               ; ./prelude.h:51:18
	v_readlane_b32 s4, v10, 2
	s_mov_b32 s6, 0
                                        ; kill: def $sgpr4 killed $sgpr4 def $sgpr4_sgpr5
	s_mov_b32 s5, s6
	.loc	2 51 11 is_stmt 0               ; ./prelude.h:51:11
	s_mov_b32 s6, s5
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:44
                                        ; kill: def $sgpr4 killed $sgpr4 killed $sgpr4_sgpr5
	v_mov_b32_e32 v0, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	s_branch .LBB1_16
.LBB1_8:
	.loc	2 0 11                          ; ./prelude.h:0:11
	v_readlane_b32 s5, v10, 14
	s_or_b32 exec_lo, exec_lo, s5
	v_readlane_b32 s4, v10, 13
	s_and_b32 s4, s4, exec_lo
	v_writelane_b32 v10, s4, 7
	s_branch .LBB1_10
.LBB1_9:
	.loc	2 52 18 is_stmt 1               ; ./prelude.h:52:18
	v_readlane_b32 s4, v10, 1
	s_mov_b32 s6, 0
                                        ; kill: def $sgpr4 killed $sgpr4 def $sgpr4_sgpr5
	s_mov_b32 s5, s6
	.loc	2 52 11 is_stmt 0               ; ./prelude.h:52:11
	s_mov_b32 s6, s5
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:44
                                        ; kill: def $sgpr4 killed $sgpr4 killed $sgpr4_sgpr5
	v_mov_b32_e32 v0, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	s_branch .LBB1_5
.LBB1_10:
	.loc	2 0 11                          ; ./prelude.h:0:11
	v_readlane_b32 s4, v10, 8
	s_or_saveexec_b32 s4, s4
	v_readlane_b32 s5, v10, 7
	v_writelane_b32 v10, s5, 16
	s_and_b32 s4, exec_lo, s4
	v_writelane_b32 v10, s4, 15
	s_xor_b32 exec_lo, exec_lo, s4
	s_cbranch_execz .LBB1_5
	s_branch .LBB1_9
.LBB1_11:
	v_readlane_b32 s4, v10, 0
	s_mov_b32 s6, 0
                                        ; kill: def $sgpr4 killed $sgpr4 def $sgpr4_sgpr5
	.loc	2 53 18 is_stmt 1               ; ./prelude.h:53:18
	s_mov_b32 s5, s6
	.loc	2 53 11 is_stmt 0               ; ./prelude.h:53:11
	s_mov_b32 s6, s5
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:44
                                        ; kill: def $sgpr4 killed $sgpr4 killed $sgpr4_sgpr5
	v_mov_b32_e32 v0, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	s_xor_b32 s4, exec_lo, -1
	v_writelane_b32 v10, s4, 13
	s_branch .LBB1_8
.LBB1_12:
	.loc	2 0 11                          ; ./prelude.h:0:11
	v_readlane_b32 s6, v10, 12
	s_or_b32 exec_lo, exec_lo, s6
	v_readlane_b32 s5, v10, 10
	v_readlane_b32 s4, v10, 11
	v_writelane_b32 v10, s4, 17
	v_writelane_b32 v10, s4, 18
	s_mov_b32 s4, exec_lo
	v_writelane_b32 v10, s4, 19
	s_and_b32 s4, s4, s5
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB1_14
; %bb.13:
	s_branch .LBB1_15
.LBB1_14:
	v_readlane_b32 s4, v10, 19
	s_or_b32 exec_lo, exec_lo, s4
	v_readlane_b32 s5, v10, 18
	s_mov_b32 s4, exec_lo
	v_writelane_b32 v10, s4, 20
	s_and_b32 s4, s4, s5
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB1_16
	s_branch .LBB1_7
.LBB1_15:
	v_readlane_b32 s4, v10, 17
	s_mov_b64 s[6:7], 0
	.loc	2 54 12 is_stmt 1               ; ./prelude.h:54:12
	s_mov_b32 s5, s7
	v_mov_b32_e32 v0, s5
	buffer_store_dword v0, off, s[0:3], s33 offset:44
	s_mov_b32 s5, s6
	v_mov_b32_e32 v0, s5
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	s_mov_b32 s5, 0
	s_andn2_b32 s4, s4, exec_lo
	v_writelane_b32 v10, s4, 18
	s_branch .LBB1_14
.Ltmp23:
.LBB1_16:
	.loc	2 0 12 is_stmt 0                ; ./prelude.h:0:12
	v_readlane_b32 s4, v10, 20
	s_or_b32 exec_lo, exec_lo, s4
	.loc	2 56 1 is_stmt 1                ; ./prelude.h:56:1
	buffer_load_dword v0, off, s[0:3], s33 offset:40
	buffer_load_dword v2, off, s[0:3], s33 offset:44
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
.Ltmp24:
	.loc	2 85 43                         ; ./prelude.h:85:43
	buffer_store_dword v0, off, s[0:3], s33 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:124 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:32
.Ltmp25:
	.loc	2 59 11                         ; ./prelude.h:59:11
	buffer_load_dword v0, off, s[0:3], s33 offset:32
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:116 ; 4-byte Folded Spill
; %bb.17:
	.loc	2 0 11 is_stmt 0                ; ./prelude.h:0:11
	buffer_load_dword v0, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s4, v0, s4
	s_mov_b32 s5, 0
	v_writelane_b32 v10, s5, 21
	s_mov_b32 s5, exec_lo
	s_and_b32 s4, s5, s4
	s_xor_b32 s5, s4, s5
	v_writelane_b32 v10, s5, 22
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB1_19
; %bb.18:
	buffer_load_dword v0, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_mov_b32 s4, 1
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s4, v0, s4
	s_mov_b32 s5, 0
	v_writelane_b32 v10, s5, 23
	s_mov_b32 s5, exec_lo
	s_and_b32 s4, s5, s4
	s_xor_b32 s5, s4, s5
	v_writelane_b32 v10, s5, 24
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB1_26
	s_branch .LBB1_20
.LBB1_19:
	v_readlane_b32 s4, v10, 22
	s_or_saveexec_b32 s4, s4
	v_readlane_b32 s6, v10, 21
	v_writelane_b32 v10, s6, 25
	s_mov_b32 s5, 0
	v_writelane_b32 v10, s6, 26
	v_writelane_b32 v10, s5, 27
	s_and_b32 s4, exec_lo, s4
	v_writelane_b32 v10, s4, 28
	s_xor_b32 exec_lo, exec_lo, s4
	s_cbranch_execz .LBB1_28
	s_branch .LBB1_22
.LBB1_20:
	buffer_load_dword v0, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_mov_b32 s4, 2
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s5, v0, s4
	s_mov_b32 s4, -1
	v_writelane_b32 v10, s4, 29
	s_mov_b32 s4, exec_lo
	v_writelane_b32 v10, s4, 30
	s_and_b32 s4, s4, s5
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB1_24
	s_branch .LBB1_27
.LBB1_21:
	v_readlane_b32 s5, v10, 31
	s_or_b32 exec_lo, exec_lo, s5
	v_readlane_b32 s4, v11, 0
	s_and_b32 s4, s4, exec_lo
	v_writelane_b32 v10, s4, 21
	s_branch .LBB1_19
.LBB1_22:
	v_readlane_b32 s5, v10, 25
	buffer_load_dword v0, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e64 s6, v0, s4
	s_mov_b32 s4, -1
	s_mov_b32 s4, exec_lo
	s_andn2_b32 s5, s5, exec_lo
	s_and_b32 s6, s6, exec_lo
	s_or_b32 s5, s5, s6
	v_writelane_b32 v10, s5, 26
	v_writelane_b32 v10, s4, 27
	s_branch .LBB1_28
.LBB1_23:
.Ltmp26:
	.loc	2 60 18 is_stmt 1               ; ./prelude.h:60:18
	v_readlane_b32 s4, v10, 3
	v_readlane_b32 s5, v10, 4
	v_mov_b32_e32 v0, 0
	.loc	2 60 32 is_stmt 0               ; ./prelude.h:60:32
	global_load_ushort v0, v0, s[4:5] offset:4
	s_waitcnt_depctr 0xffe3
	s_mov_b32 s4, 0xffff
                                        ; implicit-def: $sgpr5
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v0, v0, s4
                                        ; implicit-def: $sgpr4
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	.loc	2 60 11                         ; ./prelude.h:60:11
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	s_branch .LBB1_32
.LBB1_24:
	.loc	2 0 11                          ; ./prelude.h:0:11
	v_readlane_b32 s5, v10, 30
	s_or_b32 exec_lo, exec_lo, s5
	v_readlane_b32 s4, v10, 29
	s_and_b32 s4, s4, exec_lo
	v_writelane_b32 v10, s4, 23
	s_branch .LBB1_26
.LBB1_25:
	.loc	2 61 18 is_stmt 1               ; ./prelude.h:61:18
	v_readlane_b32 s4, v10, 3
	v_readlane_b32 s5, v10, 4
	v_mov_b32_e32 v0, 0
	.loc	2 61 32 is_stmt 0               ; ./prelude.h:61:32
	global_load_ushort v0, v0, s[4:5] offset:6
	s_waitcnt_depctr 0xffe3
	s_mov_b32 s4, 0xffff
                                        ; implicit-def: $sgpr5
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v0, v0, s4
                                        ; implicit-def: $sgpr4
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	.loc	2 61 11                         ; ./prelude.h:61:11
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	s_branch .LBB1_21
.LBB1_26:
	.loc	2 0 11                          ; ./prelude.h:0:11
	v_readlane_b32 s4, v10, 24
	s_or_saveexec_b32 s4, s4
	v_readlane_b32 s5, v10, 23
	v_writelane_b32 v11, s5, 0
	s_and_b32 s4, exec_lo, s4
	v_writelane_b32 v10, s4, 31
	s_xor_b32 exec_lo, exec_lo, s4
	s_cbranch_execz .LBB1_21
	s_branch .LBB1_25
.LBB1_27:
	.loc	2 62 18 is_stmt 1               ; ./prelude.h:62:18
	v_readlane_b32 s4, v10, 3
	v_readlane_b32 s5, v10, 4
	v_mov_b32_e32 v0, 0
	.loc	2 62 32 is_stmt 0               ; ./prelude.h:62:32
	global_load_ushort v0, v0, s[4:5] offset:8
	s_waitcnt_depctr 0xffe3
	s_mov_b32 s4, 0xffff
                                        ; implicit-def: $sgpr5
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v0, v0, s4
                                        ; implicit-def: $sgpr4
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, s4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	.loc	2 62 11                         ; ./prelude.h:62:11
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	s_xor_b32 s4, exec_lo, -1
	v_writelane_b32 v10, s4, 29
	s_branch .LBB1_24
.LBB1_28:
	.loc	2 0 11                          ; ./prelude.h:0:11
	v_readlane_b32 s6, v10, 28
	s_or_b32 exec_lo, exec_lo, s6
	v_readlane_b32 s5, v10, 26
	v_readlane_b32 s4, v10, 27
	v_writelane_b32 v11, s4, 1
	v_writelane_b32 v11, s4, 2
	s_mov_b32 s4, exec_lo
	v_writelane_b32 v11, s4, 3
	s_and_b32 s4, s4, s5
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB1_30
; %bb.29:
	s_branch .LBB1_31
.LBB1_30:
	v_readlane_b32 s4, v11, 3
	s_or_b32 exec_lo, exec_lo, s4
	v_readlane_b32 s5, v11, 2
	s_mov_b32 s4, exec_lo
	v_writelane_b32 v11, s4, 4
	s_and_b32 s4, s4, s5
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB1_32
	s_branch .LBB1_23
.LBB1_31:
	v_readlane_b32 s4, v11, 1
	s_mov_b64 s[6:7], 1
	.loc	2 63 12 is_stmt 1               ; ./prelude.h:63:12
	s_mov_b32 s5, s7
	v_mov_b32_e32 v0, s5
	buffer_store_dword v0, off, s[0:3], s33 offset:28
	s_mov_b32 s5, s6
	v_mov_b32_e32 v0, s5
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	s_mov_b32 s5, 0
	s_andn2_b32 s4, s4, exec_lo
	v_writelane_b32 v11, s4, 2
	s_branch .LBB1_30
.Ltmp27:
.LBB1_32:
	.loc	2 0 12 is_stmt 0                ; ./prelude.h:0:12
	v_readlane_b32 s4, v11, 4
	s_or_b32 exec_lo, exec_lo, s4
	.loc	2 65 1 is_stmt 1                ; ./prelude.h:65:1
	buffer_load_dword v5, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:24
	buffer_load_dword v3, off, s[0:3], s33 offset:28
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v0, v2
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v3
	s_mov_b32 s4, 32
.Ltmp28:
	.loc	2 85 26                         ; ./prelude.h:85:26
	v_lshrrev_b64 v[3:4], s4, v[5:6]
                                        ; kill: def $vgpr3 killed $vgpr3 killed $vgpr3_vgpr4 killed $exec
	v_mul_lo_u32 v4, v3, v2
	v_lshrrev_b64 v[0:1], s4, v[0:1]
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, v5
	v_mul_lo_u32 v1, v0, v1
	v_mad_u64_u32 v[2:3], s5, v0, v2, 0
	v_mov_b32_e32 v0, v3
	v_add3_u32 v0, v0, v1, v4
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v4, s5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	v_lshlrev_b64 v[0:1], s4, v[0:1]
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v3, v2
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v2, v4
	v_or_b32_e64 v2, v2, v5
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, v3
	v_or_b32_e64 v0, v0, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	.loc	2 85 61 is_stmt 0               ; ./prelude.h:85:61
	buffer_store_dword v0, off, s[0:3], s33 offset:132 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:136 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:16
.Ltmp29:
	.loc	2 41 11 is_stmt 1               ; ./prelude.h:41:11
	buffer_load_dword v0, off, s[0:3], s33 offset:16
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:128 ; 4-byte Folded Spill
; %bb.33:
	.loc	2 0 11 is_stmt 0                ; ./prelude.h:0:11
	buffer_load_dword v0, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s4, v0, s4
	s_mov_b32 s5, 0
	v_writelane_b32 v11, s5, 5
	s_mov_b32 s5, exec_lo
	s_and_b32 s4, s5, s4
	s_xor_b32 s5, s4, s5
	v_writelane_b32 v11, s5, 6
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB1_35
; %bb.34:
	buffer_load_dword v0, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	s_mov_b32 s4, 1
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s4, v0, s4
	s_mov_b32 s5, 0
	v_writelane_b32 v11, s5, 7
	s_mov_b32 s5, exec_lo
	s_and_b32 s4, s5, s4
	s_xor_b32 s5, s4, s5
	v_writelane_b32 v11, s5, 8
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB1_42
	s_branch .LBB1_36
.LBB1_35:
	v_readlane_b32 s4, v11, 6
	s_or_saveexec_b32 s4, s4
	v_readlane_b32 s6, v11, 5
	v_writelane_b32 v11, s6, 9
	s_mov_b32 s5, 0
	v_writelane_b32 v11, s6, 10
	v_writelane_b32 v11, s5, 11
	s_and_b32 s4, exec_lo, s4
	v_writelane_b32 v11, s4, 12
	s_xor_b32 exec_lo, exec_lo, s4
	s_cbranch_execz .LBB1_44
	s_branch .LBB1_38
.LBB1_36:
	buffer_load_dword v0, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	s_mov_b32 s4, 2
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s5, v0, s4
	s_mov_b32 s4, -1
	v_writelane_b32 v11, s4, 13
	s_mov_b32 s4, exec_lo
	v_writelane_b32 v11, s4, 14
	s_and_b32 s4, s4, s5
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB1_40
	s_branch .LBB1_43
.LBB1_37:
	v_readlane_b32 s5, v11, 15
	s_or_b32 exec_lo, exec_lo, s5
	v_readlane_b32 s4, v11, 16
	s_and_b32 s4, s4, exec_lo
	v_writelane_b32 v11, s4, 5
	s_branch .LBB1_35
.LBB1_38:
	v_readlane_b32 s5, v11, 9
	buffer_load_dword v0, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e64 s6, v0, s4
	s_mov_b32 s4, -1
	s_mov_b32 s4, exec_lo
	s_andn2_b32 s5, s5, exec_lo
	s_and_b32 s6, s6, exec_lo
	s_or_b32 s5, s5, s6
	v_writelane_b32 v11, s5, 10
	v_writelane_b32 v11, s4, 11
	s_branch .LBB1_44
.LBB1_39:
.Ltmp30:
	.loc	2 42 18 is_stmt 1               ; ./prelude.h:42:18
	buffer_load_dword v0, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	.loc	2 42 11 is_stmt 0               ; ./prelude.h:42:11
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	s_branch .LBB1_48
.LBB1_40:
	.loc	2 0 11                          ; ./prelude.h:0:11
	v_readlane_b32 s5, v11, 14
	s_or_b32 exec_lo, exec_lo, s5
	v_readlane_b32 s4, v11, 13
	s_and_b32 s4, s4, exec_lo
	v_writelane_b32 v11, s4, 7
	s_branch .LBB1_42
.LBB1_41:
	.loc	2 43 18 is_stmt 1               ; ./prelude.h:43:18
	buffer_load_dword v0, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	.loc	2 43 11 is_stmt 0               ; ./prelude.h:43:11
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	s_branch .LBB1_37
.LBB1_42:
	.loc	2 0 11                          ; ./prelude.h:0:11
	v_readlane_b32 s4, v11, 8
	s_or_saveexec_b32 s4, s4
	v_readlane_b32 s5, v11, 7
	v_writelane_b32 v11, s5, 16
	s_and_b32 s4, exec_lo, s4
	v_writelane_b32 v11, s4, 15
	s_xor_b32 exec_lo, exec_lo, s4
	s_cbranch_execz .LBB1_37
	s_branch .LBB1_41
.LBB1_43:
	buffer_load_dword v0, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	s_mov_b32 s4, 0
	.loc	2 44 18 is_stmt 1               ; ./prelude.h:44:18
	v_mov_b32_e32 v2, s4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	.loc	2 44 11 is_stmt 0               ; ./prelude.h:44:11
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	s_xor_b32 s4, exec_lo, -1
	v_writelane_b32 v11, s4, 13
	s_branch .LBB1_40
.LBB1_44:
	.loc	2 0 11                          ; ./prelude.h:0:11
	v_readlane_b32 s6, v11, 12
	s_or_b32 exec_lo, exec_lo, s6
	v_readlane_b32 s5, v11, 10
	v_readlane_b32 s4, v11, 11
	v_writelane_b32 v11, s4, 17
	v_writelane_b32 v11, s4, 18
	s_mov_b32 s4, exec_lo
	v_writelane_b32 v11, s4, 19
	s_and_b32 s4, s4, s5
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB1_46
; %bb.45:
	s_branch .LBB1_47
.LBB1_46:
	v_readlane_b32 s4, v11, 19
	s_or_b32 exec_lo, exec_lo, s4
	v_readlane_b32 s5, v11, 18
	s_mov_b32 s4, exec_lo
	v_writelane_b32 v11, s4, 20
	s_and_b32 s4, s4, s5
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB1_48
	s_branch .LBB1_39
.LBB1_47:
	v_readlane_b32 s4, v11, 17
	s_mov_b64 s[6:7], 0
	.loc	2 45 12 is_stmt 1               ; ./prelude.h:45:12
	s_mov_b32 s5, s7
	v_mov_b32_e32 v0, s5
	buffer_store_dword v0, off, s[0:3], s33 offset:12
	s_mov_b32 s5, s6
	v_mov_b32_e32 v0, s5
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	s_mov_b32 s5, 0
	s_andn2_b32 s4, s4, exec_lo
	v_writelane_b32 v11, s4, 18
	s_branch .LBB1_46
.Ltmp31:
.LBB1_48:
	.loc	2 0 12 is_stmt 0                ; ./prelude.h:0:12
	v_readlane_b32 s4, v11, 20
	s_or_b32 exec_lo, exec_lo, s4
	.loc	2 47 1 is_stmt 1                ; ./prelude.h:47:1
	buffer_load_dword v2, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:8
.Ltmp32:
	.loc	2 85 46                         ; ./prelude.h:85:46
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v0, v2
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e64 v0, v0, v1
.Ltmp33:
	.loc	3 23 7                          ; src/polybench_atax.cl:23:7
	buffer_store_dword v0, off, s[0:3], s33 offset:88
.Ltmp34:
	.loc	3 24 7                          ; src/polybench_atax.cl:24:7
	buffer_load_dword v0, off, s[0:3], s33 offset:88
	.loc	3 24 12 is_stmt 0               ; src/polybench_atax.cl:24:12
	buffer_load_dword v1, off, s[0:3], s33 offset:84
	.loc	3 24 9                          ; src/polybench_atax.cl:24:9
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s4, v0, v1
	s_mov_b32 s5, exec_lo
	s_and_b32 s4, s5, s4
	s_xor_b32 s5, s4, s5
	v_writelane_b32 v11, s5, 21
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB1_51
	s_branch .LBB1_50
.Ltmp35:
.LBB1_49:
	.loc	3 0 9                           ; src/polybench_atax.cl:0:9
	s_branch .LBB1_58
.LBB1_50:
	v_mov_b32_e32 v0, 0
	.loc	3 26 13 is_stmt 1               ; src/polybench_atax.cl:26:13
	buffer_store_dword v0, off, s[0:3], s33 offset:92
.Ltmp36:
	.loc	3 27 12                         ; src/polybench_atax.cl:27:12
	buffer_store_dword v0, off, s[0:3], s33 offset:96
	s_mov_b32 s4, 0
                                        ; implicit-def: $sgpr5
	v_writelane_b32 v11, s4, 22
	s_branch .LBB1_52
.LBB1_51:
	.loc	3 0 12 is_stmt 0                ; src/polybench_atax.cl:0:12
	v_readlane_b32 s4, v11, 21
	s_or_saveexec_b32 s4, s4
	s_and_b32 s4, exec_lo, s4
	v_writelane_b32 v11, s4, 23
	s_xor_b32 exec_lo, exec_lo, s4
	s_cbranch_execz .LBB1_58
	s_branch .LBB1_49
.LBB1_52:                               ; =>This Inner Loop Header: Depth=1
	v_readlane_b32 s4, v11, 24
	v_readlane_b32 s5, v11, 22
	v_writelane_b32 v11, s5, 25
.Ltmp37:
	.loc	3 27 19                         ; src/polybench_atax.cl:27:19
	buffer_load_dword v0, off, s[0:3], s33 offset:96
	.loc	3 27 23                         ; src/polybench_atax.cl:27:23
	buffer_load_dword v1, off, s[0:3], s33 offset:80
	.loc	3 27 21                         ; src/polybench_atax.cl:27:21
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s5, v0, v1
	s_mov_b32 s6, -1
	s_or_b32 s4, s4, exec_lo
	v_writelane_b32 v11, s4, 26
	v_writelane_b32 v11, s4, 27
	s_mov_b32 s4, exec_lo
	v_writelane_b32 v11, s4, 28
	s_and_b32 s4, s4, s5
	s_mov_b32 exec_lo, s4
	s_cbranch_execz .LBB1_54
; %bb.53:                               ;   in Loop: Header=BB1_52 Depth=1
	.loc	3 28 10 is_stmt 1               ; src/polybench_atax.cl:28:10
	buffer_load_dword v8, off, s[0:3], s33 offset:56
	buffer_load_dword v0, off, s[0:3], s33 offset:60
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v0
	.loc	3 28 12 is_stmt 0               ; src/polybench_atax.cl:28:12
	buffer_load_dword v0, off, s[0:3], s33 offset:96
                                        ; implicit-def: $sgpr4
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v1, 31, v0
                                        ; implicit-def: $sgpr4
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v1
	.loc	3 28 16                         ; src/polybench_atax.cl:28:16
	buffer_load_dword v1, off, s[0:3], s33 offset:84
	.loc	3 28 14                         ; src/polybench_atax.cl:28:14
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, v1
	.loc	3 28 21                         ; src/polybench_atax.cl:28:21
	buffer_load_dword v1, off, s[0:3], s33 offset:88
	.loc	3 28 19                         ; src/polybench_atax.cl:28:19
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e64 v0, v0, v1
                                        ; implicit-def: $sgpr4
	.loc	3 28 10                         ; src/polybench_atax.cl:28:10
	v_ashrrev_i32_e64 v4, 31, v0
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	s_mov_b32 s4, 2
	v_lshlrev_b64 v[6:7], s4, v[0:1]
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v4, v7
	v_add_co_u32 v0, s5, v0, v5
	v_add_co_ci_u32_e64 v4, s5, v1, v4, s5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	global_load_dword v1, v[0:1], off
	.loc	3 28 26                         ; src/polybench_atax.cl:28:26
	buffer_load_dword v7, off, s[0:3], s33 offset:72
	buffer_load_dword v0, off, s[0:3], s33 offset:76
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	v_lshlrev_b64 v[5:6], s4, v[2:3]
	v_mov_b32_e32 v2, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v3, v6
	v_add_co_u32 v2, s4, v2, v4
	v_add_co_ci_u32_e64 v0, s4, v0, v3, s4
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	global_load_dword v2, v[2:3], off
	.loc	3 28 7                          ; src/polybench_atax.cl:28:7
	buffer_load_dword v0, off, s[0:3], s33 offset:92
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, v2
	buffer_store_dword v0, off, s[0:3], s33 offset:92
	s_branch .LBB1_55
.LBB1_54:                               ;   in Loop: Header=BB1_52 Depth=1
	.loc	3 0 7                           ; src/polybench_atax.cl:0:7
	v_readlane_b32 s4, v11, 28
	s_or_b32 exec_lo, exec_lo, s4
	v_readlane_b32 s6, v11, 25
	v_readlane_b32 s5, v11, 27
	s_mov_b32 s4, s5
	s_and_b32 s4, exec_lo, s4
	s_or_b32 s4, s4, s6
	v_writelane_b32 v11, s5, 24
	s_mov_b32 s5, s4
	v_writelane_b32 v11, s5, 22
	s_mov_b32 s5, s4
	v_writelane_b32 v11, s5, 29
	s_andn2_b32 exec_lo, exec_lo, s4
	s_cbranch_execnz .LBB1_52
	s_branch .LBB1_56
.LBB1_55:                               ;   in Loop: Header=BB1_52 Depth=1
	.loc	3 27 28 is_stmt 1               ; src/polybench_atax.cl:27:28
	v_readlane_b32 s4, v11, 26
	buffer_load_dword v0, off, s[0:3], s33 offset:96
	s_mov_b32 s5, 1
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e64 v0, v0, s5
	buffer_store_dword v0, off, s[0:3], s33 offset:96
	s_mov_b32 s5, 0
	s_andn2_b32 s4, s4, exec_lo
	v_writelane_b32 v11, s4, 27
	s_branch .LBB1_54
.Ltmp38:
.LBB1_56:
	.loc	3 0 28 is_stmt 0                ; src/polybench_atax.cl:0:28
	v_readlane_b32 s4, v11, 29
	s_or_b32 exec_lo, exec_lo, s4
; %bb.57:
	.loc	3 29 10 is_stmt 1               ; src/polybench_atax.cl:29:10
	buffer_load_dword v2, off, s[0:3], s33 offset:92
	.loc	3 29 3 is_stmt 0                ; src/polybench_atax.cl:29:3
	buffer_load_dword v7, off, s[0:3], s33 offset:64
	buffer_load_dword v0, off, s[0:3], s33 offset:68
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	.loc	3 29 5                          ; src/polybench_atax.cl:29:5
	buffer_load_dword v0, off, s[0:3], s33 offset:88
                                        ; implicit-def: $sgpr4
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v3, 31, v0
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_mov_b32 s4, 2
	.loc	3 29 3                          ; src/polybench_atax.cl:29:3
	v_lshlrev_b64 v[5:6], s4, v[0:1]
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_add_co_u32 v0, s4, v0, v4
	v_add_co_ci_u32_e64 v3, s4, v1, v3, s4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	.loc	3 29 8                          ; src/polybench_atax.cl:29:8
	global_store_dword v[0:1], v2, off
	s_branch .LBB1_51
.LBB1_58:
	.loc	3 0 8                           ; src/polybench_atax.cl:0:8
	v_readlane_b32 s4, v11, 23
	s_or_b32 exec_lo, exec_lo, s4
	.loc	3 30 1 is_stmt 1                ; src/polybench_atax.cl:30:1
	s_endpgm
.Ltmp39:
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel atax_kernel2
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 144
		.amdhsa_kernarg_size 88
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 34
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
	.size	atax_kernel2, .Lfunc_end1-atax_kernel2
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 4344
; NumSgprs: 34
; NumVgprs: 12
; ScratchSize: 144
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 34
; NumVGPRsForWavesPerEU: 12
; Occupancy: 20
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
	.section	.debug_abbrev
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	1                               ; DW_CHILDREN_yes
	.byte	37                              ; DW_AT_producer
	.byte	37                              ; DW_FORM_strx1
	.byte	19                              ; DW_AT_language
	.byte	5                               ; DW_FORM_data2
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	114                             ; DW_AT_str_offsets_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	16                              ; DW_AT_stmt_list
	.byte	23                              ; DW_FORM_sec_offset
	.byte	27                              ; DW_AT_comp_dir
	.byte	37                              ; DW_FORM_strx1
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	115                             ; DW_AT_addr_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	22                              ; DW_TAG_typedef
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	19                              ; DW_TAG_structure_type
	.byte	1                               ; DW_CHILDREN_yes
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
	.byte	13                              ; DW_TAG_member
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	56                              ; DW_AT_data_member_location
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	6                               ; Abbreviation Code
	.byte	36                              ; DW_TAG_base_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	62                              ; DW_AT_encoding
	.byte	11                              ; DW_FORM_data1
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	7                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	110                             ; DW_AT_linkage_name
	.byte	37                              ; DW_FORM_strx1
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	32                              ; DW_AT_inline
	.byte	33                              ; DW_FORM_implicit_const
	.byte	1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	8                               ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	9                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	64                              ; DW_AT_frame_base
	.byte	24                              ; DW_FORM_exprloc
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	54                              ; DW_AT_calling_convention
	.byte	11                              ; DW_FORM_data1
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	10                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	11                              ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	12                              ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	1                               ; DW_CHILDREN_yes
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	13                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	14                              ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	15                              ; Abbreviation Code
	.byte	38                              ; DW_TAG_const_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	0                               ; EOM(3)
	.section	.debug_info
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	5                               ; DWARF version number
	.byte	1                               ; DWARF Unit Type
	.byte	8                               ; Address Size (in bytes)
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	1                               ; Abbrev [1] 0xc:0x2e6 DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	21                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.byte	2                               ; Abbrev [2] 0x23:0x5 DW_TAG_pointer_type
	.long	40                              ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x28:0x8 DW_TAG_typedef
	.long	48                              ; DW_AT_type
	.byte	16                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	34                              ; DW_AT_decl_line
	.byte	4                               ; Abbrev [4] 0x30:0x56 DW_TAG_structure_type
	.byte	24                              ; DW_AT_byte_size
	.byte	2                               ; DW_AT_decl_file
	.byte	29                              ; DW_AT_decl_line
	.byte	5                               ; Abbrev [5] 0x34:0x9 DW_TAG_member
	.byte	3                               ; DW_AT_name
	.long	134                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	30                              ; DW_AT_decl_line
	.byte	0                               ; DW_AT_data_member_location
	.byte	5                               ; Abbrev [5] 0x3d:0x9 DW_TAG_member
	.byte	6                               ; DW_AT_name
	.long	134                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	30                              ; DW_AT_decl_line
	.byte	2                               ; DW_AT_data_member_location
	.byte	5                               ; Abbrev [5] 0x46:0x9 DW_TAG_member
	.byte	7                               ; DW_AT_name
	.long	134                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	31                              ; DW_AT_decl_line
	.byte	4                               ; DW_AT_data_member_location
	.byte	5                               ; Abbrev [5] 0x4f:0x9 DW_TAG_member
	.byte	8                               ; DW_AT_name
	.long	134                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	31                              ; DW_AT_decl_line
	.byte	6                               ; DW_AT_data_member_location
	.byte	5                               ; Abbrev [5] 0x58:0x9 DW_TAG_member
	.byte	9                               ; DW_AT_name
	.long	134                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	31                              ; DW_AT_decl_line
	.byte	8                               ; DW_AT_data_member_location
	.byte	5                               ; Abbrev [5] 0x61:0x9 DW_TAG_member
	.byte	10                              ; DW_AT_name
	.long	134                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	32                              ; DW_AT_decl_line
	.byte	10                              ; DW_AT_data_member_location
	.byte	5                               ; Abbrev [5] 0x6a:0x9 DW_TAG_member
	.byte	11                              ; DW_AT_name
	.long	146                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	33                              ; DW_AT_decl_line
	.byte	12                              ; DW_AT_data_member_location
	.byte	5                               ; Abbrev [5] 0x73:0x9 DW_TAG_member
	.byte	14                              ; DW_AT_name
	.long	146                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	33                              ; DW_AT_decl_line
	.byte	16                              ; DW_AT_data_member_location
	.byte	5                               ; Abbrev [5] 0x7c:0x9 DW_TAG_member
	.byte	15                              ; DW_AT_name
	.long	146                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	33                              ; DW_AT_decl_line
	.byte	20                              ; DW_AT_data_member_location
	.byte	0                               ; End Of Children Mark
	.byte	3                               ; Abbrev [3] 0x86:0x8 DW_TAG_typedef
	.long	142                             ; DW_AT_type
	.byte	5                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	93                              ; DW_AT_decl_line
	.byte	6                               ; Abbrev [6] 0x8e:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	2                               ; DW_AT_byte_size
	.byte	3                               ; Abbrev [3] 0x92:0x8 DW_TAG_typedef
	.long	154                             ; DW_AT_type
	.byte	13                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	98                              ; DW_AT_decl_line
	.byte	6                               ; Abbrev [6] 0x9a:0x4 DW_TAG_base_type
	.byte	12                              ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	7                               ; Abbrev [7] 0x9e:0x12 DW_TAG_subprogram
	.byte	17                              ; DW_AT_linkage_name
	.byte	18                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	84                              ; DW_AT_decl_line
	.long	176                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	8                               ; Abbrev [8] 0xa7:0x8 DW_TAG_formal_parameter
	.byte	21                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	84                              ; DW_AT_decl_line
	.long	146                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	3                               ; Abbrev [3] 0xb0:0x8 DW_TAG_typedef
	.long	184                             ; DW_AT_type
	.byte	20                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	111                             ; DW_AT_decl_line
	.byte	6                               ; Abbrev [6] 0xb8:0x4 DW_TAG_base_type
	.byte	19                              ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; Abbrev [7] 0xbc:0x12 DW_TAG_subprogram
	.byte	22                              ; DW_AT_linkage_name
	.byte	23                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	49                              ; DW_AT_decl_line
	.long	176                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	8                               ; Abbrev [8] 0xc5:0x8 DW_TAG_formal_parameter
	.byte	21                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	49                              ; DW_AT_decl_line
	.long	146                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0xce:0x12 DW_TAG_subprogram
	.byte	24                              ; DW_AT_linkage_name
	.byte	25                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	58                              ; DW_AT_decl_line
	.long	176                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	8                               ; Abbrev [8] 0xd7:0x8 DW_TAG_formal_parameter
	.byte	21                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	58                              ; DW_AT_decl_line
	.long	146                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0xe0:0x12 DW_TAG_subprogram
	.byte	26                              ; DW_AT_linkage_name
	.byte	27                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	40                              ; DW_AT_decl_line
	.long	176                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	8                               ; Abbrev [8] 0xe9:0x8 DW_TAG_formal_parameter
	.byte	21                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	40                              ; DW_AT_decl_line
	.long	146                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0xf2:0xf0 DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	28                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	10                              ; Abbrev [10] 0xff:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	56
	.byte	49
	.byte	22
	.byte	24
	.byte	30                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	722                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x10d:0xf DW_TAG_formal_parameter
	.byte	6                               ; DW_AT_location
	.byte	145
	.asciz	"\300"
	.byte	49
	.byte	22
	.byte	24
	.byte	33                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	722                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x11c:0xf DW_TAG_formal_parameter
	.byte	6                               ; DW_AT_location
	.byte	145
	.asciz	"\310"
	.byte	49
	.byte	22
	.byte	24
	.byte	34                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	744                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x12b:0xf DW_TAG_formal_parameter
	.byte	6                               ; DW_AT_location
	.byte	145
	.asciz	"\320"
	.byte	49
	.byte	22
	.byte	24
	.byte	35                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	749                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x13a:0xf DW_TAG_formal_parameter
	.byte	6                               ; DW_AT_location
	.byte	145
	.asciz	"\324"
	.byte	49
	.byte	22
	.byte	24
	.byte	37                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	749                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x149:0xf DW_TAG_variable
	.byte	6                               ; DW_AT_location
	.byte	145
	.asciz	"\330"
	.byte	49
	.byte	22
	.byte	24
	.byte	38                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	11                              ; DW_AT_decl_line
	.long	749                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x158:0xf DW_TAG_variable
	.byte	6                               ; DW_AT_location
	.byte	145
	.asciz	"\334"
	.byte	49
	.byte	22
	.byte	24
	.byte	39                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	14                              ; DW_AT_decl_line
	.long	732                             ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0x167:0x64 DW_TAG_inlined_subroutine
	.long	158                             ; DW_AT_abstract_origin
	.byte	1                               ; DW_AT_low_pc
	.long	.Ltmp13-.Ltmp0                  ; DW_AT_high_pc
	.byte	3                               ; DW_AT_call_file
	.byte	11                              ; DW_AT_call_line
	.byte	11                              ; DW_AT_call_column
	.byte	13                              ; Abbrev [13] 0x174:0xb DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	52
	.byte	49
	.byte	22
	.byte	24
	.long	167                             ; DW_AT_abstract_origin
	.byte	12                              ; Abbrev [12] 0x17f:0x19 DW_TAG_inlined_subroutine
	.long	188                             ; DW_AT_abstract_origin
	.byte	2                               ; DW_AT_low_pc
	.long	.Ltmp4-.Ltmp1                   ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	85                              ; DW_AT_call_line
	.byte	10                              ; DW_AT_call_column
	.byte	13                              ; Abbrev [13] 0x18c:0xb DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	48
	.byte	49
	.byte	22
	.byte	24
	.long	197                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	12                              ; Abbrev [12] 0x198:0x19 DW_TAG_inlined_subroutine
	.long	206                             ; DW_AT_abstract_origin
	.byte	3                               ; DW_AT_low_pc
	.long	.Ltmp8-.Ltmp5                   ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	85                              ; DW_AT_call_line
	.byte	28                              ; DW_AT_call_column
	.byte	13                              ; Abbrev [13] 0x1a5:0xb DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	32
	.byte	49
	.byte	22
	.byte	24
	.long	215                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	12                              ; Abbrev [12] 0x1b1:0x19 DW_TAG_inlined_subroutine
	.long	224                             ; DW_AT_abstract_origin
	.byte	4                               ; DW_AT_low_pc
	.long	.Ltmp12-.Ltmp9                  ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	85                              ; DW_AT_call_line
	.byte	48                              ; DW_AT_call_column
	.byte	13                              ; Abbrev [13] 0x1be:0xb DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	16
	.byte	49
	.byte	22
	.byte	24
	.long	233                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	14                              ; Abbrev [14] 0x1cb:0x16 DW_TAG_lexical_block
	.byte	5                               ; DW_AT_low_pc
	.long	.Ltmp18-.Ltmp16                 ; DW_AT_high_pc
	.byte	11                              ; Abbrev [11] 0x1d1:0xf DW_TAG_variable
	.byte	6                               ; DW_AT_location
	.byte	145
	.asciz	"\340"
	.byte	49
	.byte	22
	.byte	24
	.byte	40                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	15                              ; DW_AT_decl_line
	.long	749                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0x1e2:0xf0 DW_TAG_subprogram
	.byte	6                               ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin1       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	29                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	21                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	10                              ; Abbrev [10] 0x1ef:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	56
	.byte	49
	.byte	22
	.byte	24
	.byte	30                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	21                              ; DW_AT_decl_line
	.long	722                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x1fd:0xf DW_TAG_formal_parameter
	.byte	6                               ; DW_AT_location
	.byte	145
	.asciz	"\300"
	.byte	49
	.byte	22
	.byte	24
	.byte	41                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	21                              ; DW_AT_decl_line
	.long	744                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x20c:0xf DW_TAG_formal_parameter
	.byte	6                               ; DW_AT_location
	.byte	145
	.asciz	"\310"
	.byte	49
	.byte	22
	.byte	24
	.byte	34                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	22                              ; DW_AT_decl_line
	.long	722                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x21b:0xf DW_TAG_formal_parameter
	.byte	6                               ; DW_AT_location
	.byte	145
	.asciz	"\320"
	.byte	49
	.byte	22
	.byte	24
	.byte	35                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	22                              ; DW_AT_decl_line
	.long	749                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x22a:0xf DW_TAG_formal_parameter
	.byte	6                               ; DW_AT_location
	.byte	145
	.asciz	"\324"
	.byte	49
	.byte	22
	.byte	24
	.byte	37                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	22                              ; DW_AT_decl_line
	.long	749                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x239:0xf DW_TAG_variable
	.byte	6                               ; DW_AT_location
	.byte	145
	.asciz	"\330"
	.byte	49
	.byte	22
	.byte	24
	.byte	40                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	23                              ; DW_AT_decl_line
	.long	749                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x248:0xf DW_TAG_variable
	.byte	6                               ; DW_AT_location
	.byte	145
	.asciz	"\334"
	.byte	49
	.byte	22
	.byte	24
	.byte	39                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	26                              ; DW_AT_decl_line
	.long	732                             ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0x257:0x64 DW_TAG_inlined_subroutine
	.long	158                             ; DW_AT_abstract_origin
	.byte	7                               ; DW_AT_low_pc
	.long	.Ltmp33-.Ltmp20                 ; DW_AT_high_pc
	.byte	3                               ; DW_AT_call_file
	.byte	23                              ; DW_AT_call_line
	.byte	11                              ; DW_AT_call_column
	.byte	13                              ; Abbrev [13] 0x264:0xb DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	52
	.byte	49
	.byte	22
	.byte	24
	.long	167                             ; DW_AT_abstract_origin
	.byte	12                              ; Abbrev [12] 0x26f:0x19 DW_TAG_inlined_subroutine
	.long	188                             ; DW_AT_abstract_origin
	.byte	8                               ; DW_AT_low_pc
	.long	.Ltmp24-.Ltmp21                 ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	85                              ; DW_AT_call_line
	.byte	10                              ; DW_AT_call_column
	.byte	13                              ; Abbrev [13] 0x27c:0xb DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	48
	.byte	49
	.byte	22
	.byte	24
	.long	197                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	12                              ; Abbrev [12] 0x288:0x19 DW_TAG_inlined_subroutine
	.long	206                             ; DW_AT_abstract_origin
	.byte	9                               ; DW_AT_low_pc
	.long	.Ltmp28-.Ltmp25                 ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	85                              ; DW_AT_call_line
	.byte	28                              ; DW_AT_call_column
	.byte	13                              ; Abbrev [13] 0x295:0xb DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	32
	.byte	49
	.byte	22
	.byte	24
	.long	215                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	12                              ; Abbrev [12] 0x2a1:0x19 DW_TAG_inlined_subroutine
	.long	224                             ; DW_AT_abstract_origin
	.byte	10                              ; DW_AT_low_pc
	.long	.Ltmp32-.Ltmp29                 ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	85                              ; DW_AT_call_line
	.byte	48                              ; DW_AT_call_column
	.byte	13                              ; Abbrev [13] 0x2ae:0xb DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	16
	.byte	49
	.byte	22
	.byte	24
	.long	233                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	14                              ; Abbrev [14] 0x2bb:0x16 DW_TAG_lexical_block
	.byte	11                              ; DW_AT_low_pc
	.long	.Ltmp38-.Ltmp36                 ; DW_AT_high_pc
	.byte	11                              ; Abbrev [11] 0x2c1:0xf DW_TAG_variable
	.byte	6                               ; DW_AT_location
	.byte	145
	.asciz	"\340"
	.byte	49
	.byte	22
	.byte	24
	.byte	38                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	27                              ; DW_AT_decl_line
	.long	749                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	2                               ; Abbrev [2] 0x2d2:0x5 DW_TAG_pointer_type
	.long	727                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x2d7:0x5 DW_TAG_const_type
	.long	732                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x2dc:0x8 DW_TAG_typedef
	.long	740                             ; DW_AT_type
	.byte	32                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.byte	6                               ; Abbrev [6] 0x2e4:0x4 DW_TAG_base_type
	.byte	31                              ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0x2e8:0x5 DW_TAG_pointer_type
	.long	732                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x2ed:0x4 DW_TAG_base_type
	.byte	36                              ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_str_offsets
	.long	172                             ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 14.0.6"   ; string offset=0
.Linfo_string1:
	.asciz	"src/polybench_atax_O0_g.cl"    ; string offset=28
.Linfo_string2:
	.asciz	"."                             ; string offset=55
.Linfo_string3:
	.asciz	"header"                        ; string offset=57
.Linfo_string4:
	.asciz	"unsigned short"                ; string offset=64
.Linfo_string5:
	.asciz	"ushort"                        ; string offset=79
.Linfo_string6:
	.asciz	"setup"                         ; string offset=86
.Linfo_string7:
	.asciz	"workgroup_size_x"              ; string offset=92
.Linfo_string8:
	.asciz	"workgroup_size_y"              ; string offset=109
.Linfo_string9:
	.asciz	"workgroup_size_z"              ; string offset=126
.Linfo_string10:
	.asciz	"reserved0"                     ; string offset=143
.Linfo_string11:
	.asciz	"grid_size_x"                   ; string offset=153
.Linfo_string12:
	.asciz	"unsigned int"                  ; string offset=165
.Linfo_string13:
	.asciz	"uint"                          ; string offset=178
.Linfo_string14:
	.asciz	"grid_size_y"                   ; string offset=183
.Linfo_string15:
	.asciz	"grid_size_z"                   ; string offset=195
.Linfo_string16:
	.asciz	"__corpus_aql_t"                ; string offset=207
.Linfo_string17:
	.asciz	"_ZL13get_global_idj"           ; string offset=222
.Linfo_string18:
	.asciz	"get_global_id"                 ; string offset=242
.Linfo_string19:
	.asciz	"unsigned long"                 ; string offset=256
.Linfo_string20:
	.asciz	"size_t"                        ; string offset=270
.Linfo_string21:
	.asciz	"d"                             ; string offset=277
.Linfo_string22:
	.asciz	"_ZL12get_group_idj"            ; string offset=279
.Linfo_string23:
	.asciz	"get_group_id"                  ; string offset=298
.Linfo_string24:
	.asciz	"_ZL14get_local_sizej"          ; string offset=311
.Linfo_string25:
	.asciz	"get_local_size"                ; string offset=332
.Linfo_string26:
	.asciz	"_ZL12get_local_idj"            ; string offset=347
.Linfo_string27:
	.asciz	"get_local_id"                  ; string offset=366
.Linfo_string28:
	.asciz	"atax_kernel1"                  ; string offset=379
.Linfo_string29:
	.asciz	"atax_kernel2"                  ; string offset=392
.Linfo_string30:
	.asciz	"A"                             ; string offset=405
.Linfo_string31:
	.asciz	"float"                         ; string offset=407
.Linfo_string32:
	.asciz	"DATA_TYPE"                     ; string offset=413
.Linfo_string33:
	.asciz	"x"                             ; string offset=423
.Linfo_string34:
	.asciz	"tmp"                           ; string offset=425
.Linfo_string35:
	.asciz	"nx"                            ; string offset=429
.Linfo_string36:
	.asciz	"int"                           ; string offset=432
.Linfo_string37:
	.asciz	"ny"                            ; string offset=436
.Linfo_string38:
	.asciz	"i"                             ; string offset=439
.Linfo_string39:
	.asciz	"t"                             ; string offset=441
.Linfo_string40:
	.asciz	"j"                             ; string offset=443
.Linfo_string41:
	.asciz	"y"                             ; string offset=445
	.section	.debug_str_offsets
	.long	.Linfo_string0
	.long	.Linfo_string1
	.long	.Linfo_string2
	.long	.Linfo_string3
	.long	.Linfo_string4
	.long	.Linfo_string5
	.long	.Linfo_string6
	.long	.Linfo_string7
	.long	.Linfo_string8
	.long	.Linfo_string9
	.long	.Linfo_string10
	.long	.Linfo_string11
	.long	.Linfo_string12
	.long	.Linfo_string13
	.long	.Linfo_string14
	.long	.Linfo_string15
	.long	.Linfo_string16
	.long	.Linfo_string17
	.long	.Linfo_string18
	.long	.Linfo_string19
	.long	.Linfo_string20
	.long	.Linfo_string21
	.long	.Linfo_string22
	.long	.Linfo_string23
	.long	.Linfo_string24
	.long	.Linfo_string25
	.long	.Linfo_string26
	.long	.Linfo_string27
	.long	.Linfo_string28
	.long	.Linfo_string29
	.long	.Linfo_string30
	.long	.Linfo_string31
	.long	.Linfo_string32
	.long	.Linfo_string33
	.long	.Linfo_string34
	.long	.Linfo_string35
	.long	.Linfo_string36
	.long	.Linfo_string37
	.long	.Linfo_string38
	.long	.Linfo_string39
	.long	.Linfo_string40
	.long	.Linfo_string41
	.section	.debug_addr
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	.Lfunc_begin0
	.quad	.Ltmp0
	.quad	.Ltmp1
	.quad	.Ltmp5
	.quad	.Ltmp9
	.quad	.Ltmp16
	.quad	.Lfunc_begin1
	.quad	.Ltmp20
	.quad	.Ltmp21
	.quad	.Ltmp25
	.quad	.Ltmp29
	.quad	.Ltmp36
.Ldebug_addr_end0:
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
        .type_name:      'DATA_TYPE*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'DATA_TYPE*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'DATA_TYPE*'
        .value_kind:     global_buffer
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
    .name:           atax_kernel1
    .private_segment_fixed_size: 144
    .sgpr_count:     34
    .sgpr_spill_count: 82
    .symbol:         atax_kernel1.kd
    .vgpr_count:     12
    .vgpr_spill_count: 10
    .wavefront_size: 32
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
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'DATA_TYPE*'
        .value_kind:     global_buffer
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
    .name:           atax_kernel2
    .private_segment_fixed_size: 144
    .sgpr_count:     34
    .sgpr_spill_count: 82
    .symbol:         atax_kernel2.kd
    .vgpr_count:     12
    .vgpr_spill_count: 10
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
	.section	.debug_line
.Lline_table_start0:
