// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx900 --llvm-compat --show-encoding %s | grep -o 'encoding: .*' > %t.gi
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx900 -show-encoding %s | grep -o 'encoding: .*' > %t.mc
// RUN: diff %t.gi %t.mc
// SALU bit operations of exec_iops.c on gfx900, expected values derived by hand from the ISA
// manuals' definitions (docs/amdgpu-exec.md "SALU and integer VALU"). SCC after an operation is
// recorded with s_cselect_b32 sN, 1, 0. The line comments give each result.
s_memtime s[80:81]                   // instruction 0: 0 instructions before it
s_mov_b32 s20, 1
s_mov_b32 s21, 3
s_brev_b32 s0, 6                     // 0b110 reversed over 32 bits: 0x60000000
s_brev_b64 s[2:3], s[20:21]          // 0x00000003_00000001 reversed over 64: 0x80000000_c0000000
s_bcnt0_i32_b32 s4, 0xffff0000       // 16 zeros, SCC = 1
s_cselect_b32 s82, 1, 0              // 1
s_bcnt0_i32_b64 s5, -1               // 64 ones: 0 zeros, SCC = 0
s_cselect_b32 s83, 1, 0              // 0
s_mov_b32 s22, -1
s_mov_b32 s23, -2
s_ff0_i32_b32 s6, -1                 // no zero: -1
s_ff0_i32_b64 s7, s[22:23]           // 0xfffffffe_ffffffff: first zero is bit 32 (32 bits would say -1)
s_ff1_i32_b32 s8, 0                  // no one: -1
s_ff1_i32_b32 s9, 0x80000000         // 31
s_flbit_i32_b32 s10, 1               // 31 zeros above bit 0: 31
s_flbit_i32_b32 s11, 0               // -1
s_mov_b32 s24, 0
s_mov_b32 s25, 1
s_flbit_i32_b64 s12, s[24:25]        // 2^32: 31 leading zeros in 64 bits
s_flbit_i32 s13, -1                  // no bit opposite the sign: -1
s_flbit_i32 s14, 0xc0000000          // 1100...: first 0 from the MSB is bit 29, position 2
s_flbit_i32 s15, 0x40000000          // 0100...: first 1 from the MSB is bit 30, position 1
s_mov_b32 s26, 0
s_mov_b32 s27, -1
s_flbit_i32_i64 s16, s[26:27]        // 0xffffffff_00000000: first 0 is bit 31, position 32
s_sext_i32_i8 s17, 0x80              // 0xffffff80
s_sext_i32_i16 s18, 0x17fff          // bits 15:0 = 0x7fff: 0x7fff
s_mov_b32 s19, -1
s_bitset0_b32 s19, 33                // bit 33 & 31 = 1 cleared: 0xfffffffd
s_mov_b64 s[28:29], 0
s_bitset1_b64 s[28:29], 63           // bit 63: s29 = 0x80000000, s28 = 0
s_cmp_eq_u32 0, 0                    // SCC = 1
s_cmov_b32 s30, 7                    // moved: 7
s_mov_b32 s31, 5
s_cmp_eq_u32 0, 1                    // SCC = 0
s_cmov_b32 s31, 7                    // not moved: 5
s_movk_i32 s32, 0x1234
s_cmovk_i32 s32, 0x7ff0              // SCC = 0: stays 0x1234
s_cmp_lg_u32 0, 1                    // SCC = 1
s_cmovk_i32 s33, -2                  // sign-extended: 0xfffffffe
s_abs_i32 s34, 0x80000000            // -2^31 has no positive twin: 0x80000000, SCC = 1
s_abs_i32 s35, -5                    // 5
s_absdiff_i32 s36, 0x80000000, 1     // -2^31 - 1 wraps to 0x7fffffff (positive): 0x7fffffff
s_absdiff_i32 s37, 3, 3              // 0, SCC = 0
s_cselect_b32 s84, 1, 0              // 0
s_lshl2_add_u32 s38, 0x40000000, 0   // 0x40000000 << 2 = 2^32: D = 0, SCC = 1 (the bit shifted out counts)
s_cselect_b32 s85, 1, 0              // 1
s_lshl1_add_u32 s39, 3, 5            // 6 + 5 = 11, SCC = 0
s_cselect_b32 s86, 1, 0              // 0
s_lshl3_add_u32 s41, 1, -1           // 8 + 0xffffffff = 0x1_00000007: 7, SCC = 1
s_cselect_b32 s87, 1, 0              // 1
s_lshl4_add_u32 s40, 0x10000000, 1   // 2^32 + 1: 1, SCC = 1
s_mov_b32 s50, 0x12345678
s_mov_b32 s51, 0x9abcdef0
s_pack_ll_b32_b16 s42, s50, s51      // {S1[15:0], S0[15:0]} = 0xdef05678
s_pack_lh_b32_b16 s43, s50, s51      // {S1[31:16], S0[15:0]} = 0x9abc5678
s_pack_hh_b32_b16 s44, s50, s51      // {S1[31:16], S0[31:16]} = 0x9abc1234
s_bfm_b64 s[46:47], 40, 4            // ((1 << 40) - 1) << 4 = 0x00000fff_fffffff0
s_quadmask_b32 s45, 0x00f00010       // nibbles 1 and 5 nonzero: 0x22, SCC = 1
s_mov_b32 s52, 0x101
s_mov_b32 s53, 0x80000000
s_wqm_b64 s[48:49], s[52:53]         // quads of bits 0, 8, 63: 0xf0000000_00000f0f, SCC = 1
s_bitcmp1_b32 s50, 3                 // 0x78 = 0b01111000: bit 3 is 1: SCC = 1
s_cselect_b32 s88, 1, 0              // 1
s_bitcmp0_b64 s[22:23], 33           // bit 33 of 0xfffffffe_ffffffff is 1: SCC = 0
s_cselect_b32 s89, 1, 0              // 0
s_bitcmp0_b64 s[22:23], 32           // bit 32 is 0: SCC = 1
s_cselect_b32 s90, 1, 0              // 1
s_bitreplicate_b64_b32 s[54:55], 0x80000003 // bits 0, 1 -> bits 3:0; bit 31 -> bits 63:62: 0xc0000000_0000000f
s_mov_b64 exec, 0xff
s_mov_b64 s[58:59], 15
s_andn1_saveexec_b64 s[56:57], s[58:59] // D = 0xff; EXEC = ~0xf & 0xff = 0xf0
s_mov_b64 s[62:63], 0xfff
s_andn2_wrexec_b64 s[60:61], s[62:63]   // EXEC = 0xfff & ~0xf0 = 0xf0f; D = the new EXEC 0xf0f
s_nor_saveexec_b64 s[64:65], 0       // D = 0xf0f; EXEC = ~(0 | 0xf0f) = 0xffffffff_fffff0f0, SCC = 1
s_mov_b32 m0, 2
s_movreld_b32 s66, 0x55              // s[66 + 2] = s68 = 0x55
s_movreld_b64 s[70:71], s[50:51]     // s[72:73] = 0x9abcdef0_12345678
s_mov_b32 m0, 40
s_movreld_b32 s74, 1                 // s114 is past s105: nothing written
s_getreg_b32 s75, hwreg(HW_REG_MODE) // D-FP1 defaults: denorm 7:4 = 0xc, DX10_CLAMP, IEEE: 0x3c0
s_getreg_b32 s76, hwreg(HW_REG_MODE, 4, 4) // the denorm field: 0xc
s_setreg_b32 hwreg(HW_REG_TRAPSTS, 0, 8), s50 // TRAPSTS[7:0] = 0x78
s_getreg_b32 s77, hwreg(HW_REG_TRAPSTS) // 0x78
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 12, 7), 0x7f // exception enables (bits 18:12) only: 0x7f3c0
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 10), 0x3c0 // the float fields rewritten unchanged: allowed
s_getreg_b32 s78, hwreg(HW_REG_MODE) // 0x7f3c0
s_getreg_b32 s79, hwreg(HW_REG_SH_MEM_BASES, 16, 16) // shared_base bits 63:48 (default 2^48): 1
s_getreg_b32 s91, hwreg(HW_REG_SH_MEM_BASES, 0, 16)  // private_base bits 63:48 (default 2^49): 2
s_sleep 1                            // hints, waits, cache maintenance: no effect
s_setprio 3
s_incperflevel 1
s_decperflevel 1
s_icache_inv
s_dcache_wb
s_dcache_inv
s_ttracedata
buffer_wbinvl1_vol
s_memtime s[92:93]                   // instruction N: N instructions before it
s_cmp_eq_u32 0, 0                    // the last SCC: 1
s_endpgm
// CHECK: regs.exec: 0xfffffffffffff0f0
// CHECK-NEXT: regs.m0: 0x28
// CHECK-NEXT: regs.s0: 0x60000000
// CHECK-NEXT: regs.s10: 0x1f
// CHECK-NEXT: regs.s11: 0xffffffff
// CHECK-NEXT: regs.s12: 0x1f
// CHECK-NEXT: regs.s13: 0xffffffff
// CHECK-NEXT: regs.s14: 0x2
// CHECK-NEXT: regs.s15: 0x1
// CHECK-NEXT: regs.s16: 0x20
// CHECK-NEXT: regs.s17: 0xffffff80
// CHECK-NEXT: regs.s18: 0x7fff
// CHECK-NEXT: regs.s19: 0xfffffffd
// CHECK-NEXT: regs.s2: 0xc0000000
// CHECK-NEXT: regs.s20: 0x1
// CHECK-NEXT: regs.s21: 0x3
// CHECK-NEXT: regs.s22: 0xffffffff
// CHECK-NEXT: regs.s23: 0xfffffffe
// CHECK-NEXT: regs.s24: 0x0
// CHECK-NEXT: regs.s25: 0x1
// CHECK-NEXT: regs.s26: 0x0
// CHECK-NEXT: regs.s27: 0xffffffff
// CHECK-NEXT: regs.s28: 0x0
// CHECK-NEXT: regs.s29: 0x80000000
// CHECK-NEXT: regs.s3: 0x80000000
// CHECK-NEXT: regs.s30: 0x7
// CHECK-NEXT: regs.s31: 0x5
// CHECK-NEXT: regs.s32: 0x1234
// CHECK-NEXT: regs.s33: 0xfffffffe
// CHECK-NEXT: regs.s34: 0x80000000
// CHECK-NEXT: regs.s35: 0x5
// CHECK-NEXT: regs.s36: 0x7fffffff
// CHECK-NEXT: regs.s37: 0x0
// CHECK-NEXT: regs.s38: 0x0
// CHECK-NEXT: regs.s39: 0xb
// CHECK-NEXT: regs.s4: 0x10
// CHECK-NEXT: regs.s40: 0x1
// CHECK-NEXT: regs.s41: 0x7
// CHECK-NEXT: regs.s42: 0xdef05678
// CHECK-NEXT: regs.s43: 0x9abc5678
// CHECK-NEXT: regs.s44: 0x9abc1234
// CHECK-NEXT: regs.s45: 0x22
// CHECK-NEXT: regs.s46: 0xfffffff0
// CHECK-NEXT: regs.s47: 0xfff
// CHECK-NEXT: regs.s48: 0xf0f
// CHECK-NEXT: regs.s49: 0xf0000000
// CHECK-NEXT: regs.s5: 0x0
// CHECK-NEXT: regs.s50: 0x12345678
// CHECK-NEXT: regs.s51: 0x9abcdef0
// CHECK-NEXT: regs.s52: 0x101
// CHECK-NEXT: regs.s53: 0x80000000
// CHECK-NEXT: regs.s54: 0xf
// CHECK-NEXT: regs.s55: 0xc0000000
// CHECK-NEXT: regs.s56: 0xff
// CHECK-NEXT: regs.s57: 0x0
// CHECK-NEXT: regs.s58: 0xf
// CHECK-NEXT: regs.s59: 0x0
// CHECK-NEXT: regs.s6: 0xffffffff
// CHECK-NEXT: regs.s60: 0xf0f
// CHECK-NEXT: regs.s61: 0x0
// CHECK-NEXT: regs.s62: 0xfff
// CHECK-NEXT: regs.s63: 0x0
// CHECK-NEXT: regs.s64: 0xf0f
// CHECK-NEXT: regs.s65: 0x0
// CHECK-NEXT: regs.s68: 0x55
// CHECK-NEXT: regs.s7: 0x20
// CHECK-NEXT: regs.s72: 0x12345678
// CHECK-NEXT: regs.s73: 0x9abcdef0
// CHECK-NEXT: regs.s75: 0x3c0
// CHECK-NEXT: regs.s76: 0xc
// CHECK-NEXT: regs.s77: 0x78
// CHECK-NEXT: regs.s78: 0x7f3c0
// CHECK-NEXT: regs.s79: 0x1
// CHECK-NEXT: regs.s8: 0xffffffff
// CHECK-NEXT: regs.s80: 0x0
// CHECK-NEXT: regs.s81: 0x0
// CHECK-NEXT: regs.s82: 0x1
// CHECK-NEXT: regs.s83: 0x0
// CHECK-NEXT: regs.s84: 0x0
// CHECK-NEXT: regs.s85: 0x1
// CHECK-NEXT: regs.s86: 0x0
// CHECK-NEXT: regs.s87: 0x1
// CHECK-NEXT: regs.s88: 0x1
// CHECK-NEXT: regs.s89: 0x0
// CHECK-NEXT: regs.s9: 0x1f
// CHECK-NEXT: regs.s90: 0x1
// CHECK-NEXT: regs.s91: 0x2
// CHECK-NEXT: regs.s92: 0x63
// CHECK-NEXT: regs.s93: 0x0
// CHECK-NEXT: regs.scc: 0x1
// CHECK-NEXT: instructions: 102
