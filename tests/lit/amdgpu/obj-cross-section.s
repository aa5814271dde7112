// A difference of labels in two sections, as llvm-mc 14 takes it: when the
// subtracted label is in the field's own section the field is PC-relative and
// AMDGPU's object writer gives it the absolute data relocation, addend
// C + (field - B); otherwise "Cannot represent a difference across sections".
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx900 -filetype=obj %s -o %t.o
// RUN: llvm-readelf -r %t.o | FileCheck %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx900 -filetype=obj %S/Inputs/cross-section-errors.s -o /dev/null 2>&1 | FileCheck --check-prefix=ERR %s
// CHECK: 0000000000000000 {{.*}} R_AMDGPU_ABS32 0000000000000000 .text + 0
// CHECK: 0000000000000004 {{.*}} R_AMDGPU_ABS64 0000000000000000 .text + 8
// CHECK: 000000000000000c {{.*}} R_AMDGPU_ABS32 0000000000000000 .text + 14
// CHECK: 0000000000000010 {{.*}} R_AMDGPU_ABS32 0000000000000000 .text + 14
// ERR-DAG: cross-section-errors.s:2:2: error: Cannot represent a difference across sections
// ERR-DAG: cross-section-errors.s:8:8: error: Cannot represent a difference across sections
// ERR-DAG: cross-section-errors.s:9:8: error: Cannot represent a difference across sections
	.text
a:
	s_nop 0
	.data
b:
	.long a-b
	.quad a-b+4
	.long 8+a-b
	.long a+4-b
