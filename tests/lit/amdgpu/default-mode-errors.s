// Lines llvm-mc 14 accepts but the seed page forbids: default mode rejects them,
// --llvm-compat accepts them as llvm-mc does (spec/amdgpu.md, items 4 and 5).
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx900 --show-encoding %s 2>&1 >/dev/null | FileCheck --check-prefix=PAGE %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx900 --llvm-compat --show-encoding %s | FileCheck --check-prefix=LLVM %s

s_mov_b32 scc, s0
// PAGE: default-mode-errors.s:[[@LINE-1]]:11: error: register is read-only and cannot be a destination
// LLVM: encoding: {{\[}}0x00,0x00,0xfd,0xbe{{\]}}
buffer_load_dword v1, off, s[4:7], s1 offset:4096
// PAGE: default-mode-errors.s:[[@LINE-1]]:39: error: invalid operand for instruction
// LLVM: encoding: {{\[}}0x00,0x00,0x50,0xe0,0x00,0x01,0x01,0x01{{\]}}
s_setreg_imm32_b32 hwreg(HW_REG_MODE), 0x100000000
// PAGE: default-mode-errors.s:[[@LINE-1]]:40: error: invalid operand for instruction: expected a 32-bit unsigned value
// LLVM: encoding: {{\[}}0x01,0xf8,0x00,0xba,0x00,0x00,0x00,0x00{{\]}}
