// One- and two-byte data naming a symbol: llvm-mc 14's object writer has no such
// relocation and its release build gives R_AMDGPU_REL16 (the SOPP branch's), or
// "undefined label" for an undefined symbol; gpuisa writes the same object.
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx900 -filetype=obj %s -o %t.o
// RUN: llvm-readelf -r -x .text %t.o | FileCheck %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx900 -filetype=obj %S/Inputs/data-reloc-errors.s -o /dev/null 2>&1 | FileCheck --check-prefix=ERR %s
// CHECK: Relocation section '.rela.text' at offset {{.*}} contains 3 entries:
// CHECK: 0000000000000004 000000{{..}}0000000e R_AMDGPU_REL16 0000000000000000 g + 0
// CHECK: 0000000000000005 000000{{..}}0000000e R_AMDGPU_REL16 0000000000000000 g + 1
// CHECK: 0000000000000007 000000{{..}}0000000e R_AMDGPU_REL16 0000000000000000 .text + 8
// CHECK: 0x00000000 000080bf 00000000 ........
// ERR: data-reloc-errors.s:3:10: error: Recursive use of 'x'
// ERR: data-reloc-errors.s:6:6: error: Recursive use of 'z'
// ERR-NOT: Recursive use of 'w'
// ERR: data-reloc-errors.s:2:8: error: undefined label 'ext'
// ERR: data-reloc-errors.s:11:1: error: .size expression for 'foo' is not absolute
	.text
	.globl g
g:
	s_nop 0
	.byte g
	.short g+1
	.byte .Lx
.Lx:
