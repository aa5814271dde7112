// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-fork-join.json %s 2>&1 | FileCheck %s
// A join that pops an entry whose address is no instruction of the code (D-BR1): a run error
// naming the instruction and the address; the stack entry 0 (s[0:3]) is {0xf, 0x1002}.
s_mov_b64 s[0:1], 0xf
s_mov_b32 s2, 0x1002
s_mov_b32 s3, 0
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 29, 3), 1   // CSP = 1
s_mov_b32 s4, 0
s_cbranch_join s4                                  // CSP 1 != 0: CSP = 0, EXEC = 0xf, PC = 0x1002
s_endpgm
// CHECK: s_cbranch_join to 0x1002, which is no instruction of the code
