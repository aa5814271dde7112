// GFX7, which llvm-mc 14 cannot disassemble: s_setreg_imm32_b32's value prints
// -16..64 in decimal, else in hex (text that assembles back to the same bytes).
// RUN: %gpuisa dis --isa=amdgpu --mcpu=gfx700 --hex %s | FileCheck %s
0x01 0xf8 0x80 0xba 0x00 0x00 0x00 0x40
0x01 0xf8 0x80 0xba 0x01 0x00 0x00 0x00
// CHECK:      {{^}}	s_setreg_imm32_b32 hwreg(HW_REG_MODE), 0x40000000{{$}}
// CHECK-NEXT: {{^}}	s_setreg_imm32_b32 hwreg(HW_REG_MODE), 1{{$}}
