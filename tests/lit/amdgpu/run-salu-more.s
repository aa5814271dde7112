// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx900 --llvm-compat --show-encoding %s | grep -o 'encoding: .*' > %t.gi
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx900 -show-encoding %s | grep -o 'encoding: .*' > %t.mc
// RUN: diff %t.gi %t.mc
// s_bcnt1 and s_movrels on gfx900 (spec D-S1, D-W6), expected values by hand: s_bcnt1 counts the
// ones of its 32- or 64-bit source and sets SCC = (result != 0); s_movrels_b32/b64 read
// s[N + M0] and leave SCC alone; a source index past s105 reads 0.
s_mov_b32 s4, 0xffffffff
s_mov_b32 s5, 1
s_mov_b32 s10, 0x1234
s_mov_b32 s11, 0x5678
s_mov_b32 m0, 2
s_bcnt1_i32_b32 s0, 0xf0f0          // 8 ones, SCC = 1
s_bcnt1_i32_b64 s2, s[4:5]          // 32 + 1 = 33 (a 32-bit count would give 32)
s_movrels_b32 s3, s8                // s[8 + 2] = s10 = 0x1234
s_movrels_b64 s[6:7], s[8:9]        // s[10:11] = 0x5678:0x1234
s_mov_b32 m0, 100
s_movrels_b64 s[12:13], s[8:9]      // s108: past s105, reads 0
s_bcnt1_i32_b64 s1, 0               // 0 ones: SCC = 0 (and the movrels above left it alone)
s_endpgm
// CHECK: regs.m0: 0x64
// CHECK: regs.s0: 0x8
// CHECK-NEXT: regs.s1: 0x0
// CHECK-NEXT: regs.s10: 0x1234
// CHECK-NEXT: regs.s11: 0x5678
// CHECK-NEXT: regs.s12: 0x0
// CHECK-NEXT: regs.s13: 0x0
// CHECK-NEXT: regs.s2: 0x21
// CHECK-NEXT: regs.s3: 0x1234
// CHECK-NEXT: regs.s4: 0xffffffff
// CHECK-NEXT: regs.s5: 0x1
// CHECK-NEXT: regs.s6: 0x1234
// CHECK-NEXT: regs.s7: 0x5678
// CHECK: regs.scc: 0x0
