// Unreadable input is exit status 1.
// RUN: %not %gpuisa dis --isa=amdgpu --mcpu=gfx900 %t.does-not-exist 2>&1 | FileCheck --check-prefix=MISSING %s
// RUN: %not %gpuisa dis --isa=amdgpu --mcpu=gfx900 --hex %s 2>&1 | FileCheck --check-prefix=TOKEN %s
// RUN: %not %gpuisa dis --isa=amdgpu --mcpu=gfx9999 --hex %s 2>&1 | FileCheck --check-prefix=CPU %s
// RUN: printf '\177ELF\002\001\001' > %t.elf
// RUN: %not %gpuisa dis --isa=amdgpu --mcpu=gfx900 %t.elf 2>&1 | FileCheck --check-prefix=ELF %s
0x00 0x00 0x81 0xbf
0x100 zork
// MISSING: gpuisa: cannot open '{{.*}}does-not-exist'
// TOKEN: dis-errors.s:8: error: invalid input token '0x100'
// CPU: gpuisa:
// ELF: not a readable ELF file
