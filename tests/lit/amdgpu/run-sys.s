// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx803 --json %s | %jsonq | FileCheck %s
// RUN: echo 's_sethalt 1' > %t.halt.s
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 %t.halt.s 2>&1 | FileCheck --check-prefix=HALT %s
// RUN: printf 's_mov_b32 s0, 0x10\ns_setvskip s0, 4\n' > %t.vskip.s
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx803 %t.vskip.s 2>&1 | FileCheck --check-prefix=VSKIP %s
// System and debug instructions of a compute wave with no debugger, trap handler or host control
// (docs/amdgpu-exec.md "System and debug instructions"): s_rfe_b64 jumps to the address in S0 (the
// PRIV bit it clears is never set); the debug branches fall through (no debugger attached);
// s_atc_probe, s_setkill and s_sethalt 0 change nothing; s_setvskip with a clear bit keeps VSKIP clear.
s_getpc_b64 s[0:1]                 // s0 = 4, the address of the next instruction
s_add_u32 s0, s0, 12               // 16: the s_mov_b32 s6 below
s_rfe_b64 s[0:1]
s_mov_b32 s5, 1                    // skipped
s_mov_b32 s6, 7
s_mov_b32 s7, 0x7f                 // bit 7 clear
s_setvskip s7, s6
s_cbranch_cdbgsys .Lbad
s_cbranch_cdbguser .Lbad
s_cbranch_cdbgsys_and_user .Lbad
s_cbranch_cdbgsys_or_user .Lbad
s_atc_probe 7, s[0:1], 0x10
s_setkill 1
s_sethalt 0
s_mov_b32 s8, 2
s_endpgm
.Lbad:
s_mov_b32 s9, 3
s_endpgm
// CHECK: regs.s0: 0x10
// CHECK-NOT: regs.s5
// CHECK: regs.s6: 0x7
// CHECK-NEXT: regs.s7: 0x7f
// CHECK-NEXT: regs.s8: 0x2
// CHECK-NOT: regs.s9
// CHECK: instructions: 15
// HALT: s_sethalt 1 halts the wave until the host resumes it: not modelled
// VSKIP: instruction 1: s_setvskip setting VSKIP is not modelled
