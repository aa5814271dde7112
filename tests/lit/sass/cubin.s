// CUDA cubins (tests/corpus/sass/cubin/, maxas): gpuisa dis on the ELF, and the
// --cuasm editing loop: unchanged text gives the same bytes, one edited
// immediate changes only its word.
// RUN: %gpuisa dis --isa=sass %S/../../corpus/sass/cubin/microbench.cubin 2>%t.err | FileCheck --check-prefix=DIS %s
// RUN: FileCheck --check-prefix=WARN --allow-empty %s < %t.err
// RUN: %gpuisa dis --isa=sass --cuasm %S/../../corpus/sass/cubin/microbench.cubin -o %t.mb.cuasm 2>/dev/null
// RUN: %gpuisa as --isa=sass -filetype=obj -o %t.mb.cubin %t.mb.cuasm
// RUN: cmp %S/../../corpus/sass/cubin/microbench.cubin %t.mb.cubin
// RUN: %gpuisa dis --isa=sass --cuasm %S/../../corpus/sass/cubin/sgemm.cubin -o %t.sg.cuasm 2>/dev/null
// RUN: %gpuisa as --isa=sass -filetype=obj -o %t.sg.cubin %t.sg.cuasm
// RUN: cmp %S/../../corpus/sass/cubin/sgemm.cubin %t.sg.cubin
// RUN: FileCheck --check-prefix=TEXT %s < %t.mb.cuasm
// Plain assembly has no object form: an error that says what -filetype=obj reads, no file.
// RUN: echo 'EXIT ;' > %t.plain.s
// RUN: rm -f %t.plain.cubin
// RUN: not %gpuisa as --isa=sass -filetype=obj -o %t.plain.cubin %t.plain.s 2>&1 | FileCheck --check-prefix=PLAIN %s
// RUN: test ! -e %t.plain.cubin
// PLAIN: gpuisa: {{.*}}plain.s: no cubin: -filetype=obj for sass reads the text of a whole cubin (`gpuisa dis --isa=sass --cuasm`, with .cubin_section directives); plain assembly has no object form
// RUN: sed 's/ISCADD R17, R17, 0x1000, 0x4/ISCADD R17, R17, 0x2000, 0x4/' %t.mb.cuasm > %t.ed.cuasm
// RUN: %gpuisa as --isa=sass -filetype=obj -o %t.ed.cubin %t.ed.cuasm
// RUN: not cmp -l %S/../../corpus/sass/cubin/microbench.cubin %t.ed.cubin > %t.diff
// RUN: FileCheck --check-prefix=EDIT %s < %t.diff

// DIS: Function : microbench
// DIS: /*0008*/ S2R R7, SR_TID.X
// DIS: /*00b8*/ {{ *}}CS2R R10, SR_CLOCKLO ?WAIT1 ; /* 0x50c800000507000a */
// DIS: /*01f8*/ BRA 0x1f8
// every word of microbench decodes (its CS2R words were .quad lines before the CS2R row)
// WARN-NOT: warning

// TEXT: .cubin_header type=0x2 machine=190 version=0x41 entry=0x0 phoff=0x708 shoff=0x5a0 flags=0x320132
// TEXT: .symbol name=0x1b value=0x0 size=0x200 type=FUNC bind=GLOBAL other=0x10 shndx=7  // microbench
// TEXT: .nv_info EIATTR_PARAM_CBANK, SVAL, 0x3, 0xc0140
// TEXT: .nv_info EIATTR_EXIT_INSTR_OFFSETS, SVAL, 0x170, 0x0, 0x0
// TEXT: Function : microbench
// TEXT: /*00b0*/ ISCADD R17, R17, 0x1000, 0x4 ; /* 0x3818020100071111 */

// the word at file offset 0x3a0 + 0xb0 : 0x1000 -> 0x2000 (bits 20..) changes byte 0x454 only (cmp counts from 1)
// EDIT-NOT: {{^ *[0-9]+ }}
// EDIT: {{^ *1109 1 2$}}
// EDIT-NOT: {{^ *[0-9]+ }}
