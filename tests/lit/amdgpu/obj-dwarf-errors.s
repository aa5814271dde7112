// Diagnostics of .file/.loc/.cfi_* as llvm-mc 14 gives them (its words and columns; lines are
// offset by the 7 header lines of this file).
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx900 -filetype=obj %s -o /dev/null 2>&1 | FileCheck %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx900 %S/Inputs/dwarf-file-gap.s 2>&1 | FileCheck --check-prefix=GAP %s
// GAP: dwarf-file-gap.s:13:1: error: unassigned file number: 2 for .file directives
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx900 -filetype=obj %S/Inputs/dwarf-unfinished-frame.s -o /dev/null 2>&1 | FileCheck --check-prefix=FRAME %s
// FRAME: dwarf-unfinished-frame.s:4:1: error: Unfinished frame!
	.text
	.loc 1 5 3
	.file	1 "a.cl"
	.loc 0 5 3
	.loc 1 -1
	.loc 1 2 3 foo
	.loc 1 2 3 is_stmt 2
	.loc 1 2 3 is_stmt x
	.loc 1 2 3 isa -1
	.file 1 "b.cl"
	.file "x" "y"
	.file 2 "x" md5 0x12 md5
	.file 3 "z" bar
	.file 4 "a\qb"
	.cfi_endproc
	.cfi_def_cfa_offset 4
	.cfi_sections .debug_frame
	.cfi_startproc
	s_nop 0

// CHECK: obj-dwarf-errors.s:9:7: error: unassigned file number in '.loc' directive
// CHECK: obj-dwarf-errors.s:11:7: error: file number less than one in '.loc' directive
// CHECK: obj-dwarf-errors.s:12:9: error: unexpected token in '.loc' directive
// CHECK: obj-dwarf-errors.s:13:13: error: unknown sub-directive in '.loc' directive
// CHECK: obj-dwarf-errors.s:14:21: error: is_stmt value not 0 or 1
// CHECK: obj-dwarf-errors.s:15:21: error: is_stmt value not the constant value of 0 or 1
// CHECK: obj-dwarf-errors.s:16:17: error: isa number less than zero
// CHECK: obj-dwarf-errors.s:17:2: error: file number already allocated
// CHECK: obj-dwarf-errors.s:18:12: error: explicit path specified, but no file number
// CHECK: obj-dwarf-errors.s:19:26: error: unknown token in expression
// CHECK: obj-dwarf-errors.s:20:17: error: unexpected token in '.file' directive
// CHECK: obj-dwarf-errors.s:21:10: error: invalid escape sequence (unrecognized character)
// CHECK: obj-dwarf-errors.s:22:2: error: this directive must appear between .cfi_startproc and .cfi_endproc directives
// CHECK: obj-dwarf-errors.s:23:2: error: this directive must appear between .cfi_startproc and .cfi_endproc directives
