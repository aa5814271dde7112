// buffer_store_lds_dword (GFX8/9): decoded with lds set (invalid without it), printed with
// `lds` right after the offset as llvm-mc 14 prints and requires it; the assembler takes only
// that order and needs the lds token once a modifier is written (without any, it is implied).
// RUN: %gpuisa dis --isa=amdgpu --mcpu=gfx900 --hex %s 2>&1 | FileCheck --check-prefix=DIS %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx900 --llvm-compat --show-encoding %S/Inputs/store-lds-asm.s 2>&1 | FileCheck --check-prefix=ASM %s
// DIS: buffer_store_lds_dword s[4:7], s8 offset:4 lds
// DIS: .long 0xe0f40004
// DIS: buffer_store_lds_dword s[56:59], ttmp6 offset:2554 lds glc
0x04,0x00,0xf5,0xe0,0x00,0x00,0x01,0x08
0x04,0x00,0xf4,0xe0
0xfa,0xc9,0xf5,0xe0,0x09,0x9b,0xce,0x72
// ASM: store-lds-asm.s:2:48: error: invalid operand for instruction
// ASM: store-lds-asm.s:3:1: error: too few operands for instruction
// ASM: store-lds-asm.s:5:35: error: invalid operand for instruction
// ASM: buffer_store_lds_dword s[4:7], s8 offset:4 lds glc ; encoding: [0x04,0x40,0xf5,0xe0,0x00,0x00,0x01,0x08]
// ASM: buffer_store_lds_dword s[4:7], s8 ; encoding: [0x00,0x00,0xf5,0xe0,0x00,0x00,0x01,0x08]
