// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-fork-join.json --json %s > %t9.json
// RUN: %jsonq < %t9.json | FileCheck %s
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx803 --state %S/Inputs/run-fork-join.json --json %s > %t8.json
// RUN: %jsonq < %t8.json | FileCheck %s
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx700 --state %S/Inputs/run-fork-join.json --json %s > %t7.json
// RUN: %jsonq < %t7.json | FileCheck %s
// The fork/join branch stack (D-BR1), by the manuals' pseudo-code: pass = EXEC & mask, fail =
// EXEC & ~mask; all one way: go there; else if popcount(fail) < popcount(pass): EXEC = fail,
// push {pass, target}, fall through; else EXEC = pass, push {fail, next}, jump. The entry at
// CSP (MODE[31:29]) is s[4CSP:4CSP+1] = mask, s[4CSP+2:4CSP+3] = address. Join: CSP == S0: fall
// through; else CSP--, EXEC and PC from that entry. EXEC starts 0xff (lanes 0-7); code byte
// offsets in brackets (the code starts at address 0 here: s[56:57] checks it).
    s_getpc_b64 s[56:57]                          // [0]  s56 = 4: the code starts at 0
    s_mov_b64 s[50:51], exec                      // [4]
    s_getreg_b32 s44, hwreg(HW_REG_MODE, 29, 3)   // [8]  the CSP before the forks: 0
    s_mov_b64 s[40:41], 3                         // [12]
    // part 1: pass 0x3 (2 lanes), fail 0xfc (6): 6 < 2 is false, so EXEC = 0x3, push
    // {0xfc, 20} at entry 0, CSP = 1, jump to pass1
    s_cbranch_i_fork s[40:41], pass1              // [16]
    v_mov_b32 v1, 1                               // [20] fail side: lanes 2-7
    s_branch join1                                // [24]
pass1:
    v_mov_b32 v2, 2                               // [28] pass side: lanes 0-1
    s_getreg_b32 s45, hwreg(HW_REG_MODE, 29, 3)   // [32] CSP = 1
join1:
    // first from the pass side: CSP 1 != 0: CSP = 0, EXEC = 0xfc, PC = 20; then from the
    // fail side: CSP 0 == 0, through
    s_cbranch_join s44                            // [36]
    s_mov_b64 s[52:53], exec                      // [40] 0xfc (the last entry's mask)
    s_mov_b64 s[60:61], s[0:1]                    // [44] entry 0: 0xfc
    s_mov_b64 s[62:63], s[2:3]                    // [48] entry 0: 20 = 0x14
    s_mov_b64 exec, s[50:51]                      // [52]
    // part 2 (g_fork): pass 0xfe (7), fail 0x1 (1): 1 < 7, so EXEC = 0x1, push {0xfe, pass2 = 96}
    // at entry 0, CSP = 1, fall through
    s_getpc_b64 s[54:55]                          // [56] s54 = 60
    s_add_u32 s54, s54, 36                        // [60] 96
    s_addc_u32 s55, s55, 0                        // [64]
    s_mov_b32 s40, 0xfe                           // [68] (a literal: 8 bytes)
    s_mov_b32 s41, 0                              // [76]
    s_cbranch_g_fork s[40:41], s[54:55]           // [80]
    v_mov_b32 v3, 3                               // [84] fail side: lane 0
    s_getreg_b32 s46, hwreg(HW_REG_MODE, 29, 3)   // [88] CSP = 1
    s_branch join2                                // [92]
pass2:
    v_mov_b32 v4, 4                               // [96] pass side: lanes 1-7
join2:
    s_cbranch_join s44                            // [100] CSP 1: pop: EXEC = 0xfe, PC = 96; then through
    s_mov_b64 s[58:59], exec                      // [104] 0xfe
    // part 3: CSP = 7, a push into entry 7 (s[28:31]) wraps CSP to 0; the join with 7 pops it
    s_mov_b64 exec, s[50:51]
    s_setreg_imm32_b32 hwreg(HW_REG_MODE, 29, 3), 7
    s_mov_b32 s47, 7
    s_mov_b64 s[40:41], 0xf                       // pass 0xf (4), fail 0xf0 (4): 4 < 4 false: EXEC = 0xf,
    s_cbranch_i_fork s[40:41], pass3              // push {0xf0, next} at s[28:31], CSP = 0, jump
    v_mov_b32 v6, 6                               // fail side: lanes 4-7
    s_branch join3
pass3:
    v_mov_b32 v5, 5                               // pass side: lanes 0-3
    s_getreg_b32 s48, hwreg(HW_REG_MODE, 29, 3)   // CSP = 0 (wrapped)
join3:
    s_cbranch_join s47                            // CSP 0 != 7: CSP = 7, EXEC = 0xf0, to the fail side
    s_getreg_b32 s49, hwreg(HW_REG_MODE, 29, 3)   // 7
    // part 4: all lanes pass: a jump, no push; all fail: through, no push (CSP stays 7)
    s_mov_b64 exec, s[50:51]
    s_mov_b64 s[40:41], -1
    s_cbranch_i_fork s[40:41], all
    v_mov_b32 v7, 7                               // skipped
all:
    s_mov_b64 s[40:41], 0
    s_cbranch_i_fork s[40:41], none               // all fail: through
    v_mov_b32 v8, 8                               // lanes 0-7
none:
    s_getreg_b32 s43, hwreg(HW_REG_MODE, 29, 3)   // 7
    s_endpgm

// part 2's entry 0: {0xfe, 96}; part 3's entry 7: {0xf0, the fork's next: 132 = 0x84} (part 3
// starts at [108]: s_mov_b64 4, s_setreg_imm32 8, s_mov_b32 4, s_mov_b64 4, the fork at [128])
// CHECK: regs.s0: 0xfe
// CHECK: regs.s2: 0x60
// CHECK: regs.s28: 0xf0
// CHECK: regs.s29: 0x0
// CHECK: regs.s30: 0x84
// CHECK: regs.s43: 0x7
// CHECK: regs.s44: 0x0
// CHECK: regs.s45: 0x1
// CHECK: regs.s46: 0x1
// CHECK: regs.s48: 0x0
// CHECK: regs.s49: 0x7
// CHECK: regs.s52: 0xfc
// CHECK: regs.s56: 0x4
// CHECK: regs.s58: 0xfe
// CHECK: regs.s60: 0xfc
// CHECK: regs.s62: 0x14
// CHECK: regs.s63: 0x0
// CHECK: regs.v1: 0x0 0x0 0x1 0x1 0x1 0x1 0x1 0x1 0x0{{( 0x0){55}$}}
// CHECK: regs.v2: 0x2 0x2 0x0{{( 0x0){61}$}}
// CHECK: regs.v3: 0x3 0x0{{( 0x0){62}$}}
// CHECK: regs.v4: 0x0 0x4 0x4 0x4 0x4 0x4 0x4 0x4 0x0{{( 0x0){55}$}}
// CHECK: regs.v5: 0x5 0x5 0x5 0x5 0x0{{( 0x0){59}$}}
// CHECK: regs.v6: 0x0 0x0 0x0 0x0 0x6 0x6 0x6 0x6 0x0{{( 0x0){55}$}}
// CHECK-NOT: regs.v7:
// CHECK: regs.v8: 0x8 0x8 0x8 0x8 0x8 0x8 0x8 0x8 0x0{{( 0x0){55}$}}
