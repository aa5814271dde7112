// Program flow by address in a single-wave run (code at address 0): s_call_b64 writes the
// address of the next instruction (4) and branches to its label; s_getpc_b64 gives the address
// of the instruction after it; s_setpc_b64 and s_swappc_b64 jump to an instruction's address.
// Executed, by address: s_call (0), s_nop (8), s_getpc (12), s_add (16), s_swappc (20) to
// s0 = 16 + 12 = 28, s_mov (28), s_setpc (32) to s[4:5] = 4, s_endpgm (4): 8 instructions.
// The call's simm16 is (8 - (0 + 4)) / 4 = 1, as llvm-mc 14 encodes it.
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx900 --show-encoding %s | FileCheck --check-prefix=ENC %s
  s_call_b64 s[4:5], f            // 0: s[4:5] = 4
  s_endpgm                        // 4
f:
  s_nop 0                         // 8
  s_getpc_b64 s[0:1]              // 12: s[0:1] = 16
  s_add_u32 s0, s0, 12            // 16: s0 = 28
  s_swappc_b64 s[2:3], s[0:1]     // 20: s[2:3] = 24, jump to 28
  s_endpgm                        // 24 (not reached)
  s_mov_b32 s6, 7                 // 28
  s_setpc_b64 s[4:5]              // 32: to 4
// CHECK: regs.s0: 0x1c
// CHECK: regs.s1: 0x0
// CHECK: regs.s2: 0x18
// CHECK: regs.s3: 0x0
// CHECK: regs.s4: 0x4
// CHECK: regs.s5: 0x0
// CHECK: regs.s6: 0x7
// CHECK: instructions: 8
// ENC: s_call_b64 s[4:5], f {{ *}}; encoding: [0x01,0x00,0x84,0xba]
