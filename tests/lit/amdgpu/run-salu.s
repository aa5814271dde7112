// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-salu.json --json %s | %jsonq | FileCheck %s
// SOP1/SOP2/SOPK/SOPC on gfx900, expected values derived by hand from
// ../shared/spec/amdgpu-run.md (D-S1, D-S2, D-O2..D-O4) -- never from gpuisa's output.
// State: s10 = 0xffffffff, s11 = 0x80000000, s12 = 5, s13 = 0x7fffffff,
//        s20 = 0x12345678, s21 = 0xffff0000, scc = 1.
s_add_u32 s0, s10, 1          // 0xffffffff + 1 = 0x1_00000000: s0 = 0, SCC = carry 1
s_addc_u32 s1, s12, 0         // 5 + 0 + SCC(1) = 6; no carry: SCC 0
s_addc_u32 s1, s1, 0          // 6 + 0 + 0 = 6 (SCC was 0)
s_sub_u32 s2, 0, 1            // 0 - 1 = 0xffffffff, borrow: SCC 1
s_subb_u32 s3, s12, s12       // 5 - 5 - 1 = 0xffffffff, borrow: SCC 1
s_add_i32 s4, s13, 1          // 0x7fffffff + 1 = 0x80000000: signed overflow, SCC 1
s_cselect_b32 s5, 11, 22      // SCC 1: s5 = 11; s_cselect does not write SCC
s_sub_i32 s6, s11, 1          // 0x80000000 - 1 = 0x7fffffff: overflow, SCC 1
s_mul_i32 s7, s13, 2          // 0xfffffffe; SCC untouched (still 1)
s_cselect_b32 s8, -1, 64      // SCC 1: s8 = -1 = 0xffffffff (integer inline constant)
s_and_b32 s9, s20, 0          // 0, SCC 0
s_cselect_b32 s14, 1, 2       // SCC 0: s14 = 2
s_lshl_b32 s15, s12, 33       // shift & 31 = 1: 10, SCC 1
s_ashr_i32 s16, s11, 4        // 0xf8000000, SCC 1
s_lshr_b32 s17, s11, 31       // 1
s_bfe_u32 s18, s20, 0x80004   // offset 4, width 8: (0x12345678 >> 4) & 0xff = 0x67; literal 0x80004
s_bfe_i32 s19, s20, 0x40000   // offset 0, width 4: 0x8 -> sign-extended 0xfffffff8; SCC 1
s_bfe_u32 s22, s20, 4         // width 0: 0, SCC 0
s_not_b32 s23, s21            // 0x0000ffff, SCC 1
s_min_i32 s24, s11, s12       // -2^31 < 5: s24 = 0x80000000, SCC = (S0 < S1) = 1
s_max_u32 s25, s11, s12       // 0x80000000 > 5: 0x80000000, SCC 1
s_min_u32 s26, s11, s12       // 5; SCC = (0x80000000 < 5) = 0
s_movk_i32 s27, 0x8000        // sign-extends: 0xffff8000
s_addk_i32 s27, 0x7fff        // 0xffff8000 + 0x7fff = 0xffffffff; no signed overflow: SCC 0
s_cmp_lt_i32 s11, s12         // signed -2^31 < 5: SCC 1
s_cmp_lt_u32 s11, s12         // unsigned 0x80000000 < 5: SCC 0
s_cmpk_eq_u32 s12, 5          // SCC 1
s_mov_b64 s[28:29], 0x3ff00000 // b64 literal, zero-extended: lo 0x3ff00000, hi 0
s_mov_b64 s[30:31], -1        // sign-extended: 0xffffffff_ffffffff
s_mov_b64 s[32:33], 0x80000000 // u64/b64 literal zero-extended: lo 0x80000000, hi 0
s_lshl_b64 s[34:35], s[10:11], 4 // 0x80000000_ffffffff << 4 = 0x0000000f_fffffff0; SCC 1
s_and_b64 s[36:37], s[10:11], 0 // 0, SCC 0
s_mov_b32 s38, 0.5            // f32 inline constant on a 32-bit operand: 0x3f000000
s_mov_b32 m0, 7
s_cmp_eq_u64 s[30:31], -1     // SCC 1
s_endpgm

// CHECK: regs.exec: 0xffffffffffffffff
// CHECK-NEXT: regs.m0: 0x7
// CHECK-NEXT: regs.s0: 0x0
// CHECK-NEXT: regs.s1: 0x6
// CHECK-NEXT: regs.s10: 0xffffffff
// CHECK-NEXT: regs.s11: 0x80000000
// CHECK-NEXT: regs.s12: 0x5
// CHECK-NEXT: regs.s13: 0x7fffffff
// CHECK-NEXT: regs.s14: 0x2
// CHECK-NEXT: regs.s15: 0xa
// CHECK-NEXT: regs.s16: 0xf8000000
// CHECK-NEXT: regs.s17: 0x1
// CHECK-NEXT: regs.s18: 0x67
// CHECK-NEXT: regs.s19: 0xfffffff8
// CHECK-NEXT: regs.s2: 0xffffffff
// CHECK-NEXT: regs.s20: 0x12345678
// CHECK-NEXT: regs.s21: 0xffff0000
// CHECK-NEXT: regs.s22: 0x0
// CHECK-NEXT: regs.s23: 0xffff
// CHECK-NEXT: regs.s24: 0x80000000
// CHECK-NEXT: regs.s25: 0x80000000
// CHECK-NEXT: regs.s26: 0x5
// CHECK-NEXT: regs.s27: 0xffffffff
// CHECK-NEXT: regs.s28: 0x3ff00000
// CHECK-NEXT: regs.s29: 0x0
// CHECK-NEXT: regs.s3: 0xffffffff
// CHECK-NEXT: regs.s30: 0xffffffff
// CHECK-NEXT: regs.s31: 0xffffffff
// CHECK-NEXT: regs.s32: 0x80000000
// CHECK-NEXT: regs.s33: 0x0
// CHECK-NEXT: regs.s34: 0xfffffff0
// CHECK-NEXT: regs.s35: 0xf
// CHECK-NEXT: regs.s36: 0x0
// CHECK-NEXT: regs.s37: 0x0
// CHECK-NEXT: regs.s38: 0x3f000000
// CHECK-NEXT: regs.s4: 0x80000000
// CHECK-NEXT: regs.s5: 0xb
// CHECK-NEXT: regs.s6: 0x7fffffff
// CHECK-NEXT: regs.s7: 0xfffffffe
// CHECK-NEXT: regs.s8: 0xffffffff
// CHECK-NEXT: regs.s9: 0x0
// CHECK-NEXT: regs.scc: 0x1
// CHECK-NEXT: instructions: 36
