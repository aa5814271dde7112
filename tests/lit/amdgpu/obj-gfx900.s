// An object file as llvm-mc 14 -filetype=obj writes it: sections, kernel descriptor,
// relocations (rel32, gotpcrel32, abs32, data, the descriptor's rel64), symbols, metadata note.
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx900 -filetype=obj -triple=amdgcn-amd-amdhsa %s -o %t.o
// RUN: llvm-readelf -h -S -r -s -x .rodata %t.o | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx900 --llvm-compat --filetype=obj %s -o %t2.o
// RUN: cmp %t.o %t2.o
// Text mode takes the same file: the .text bytes.
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx900 --show-encoding %s 2>&1 | FileCheck --check-prefix=TEXT %s
// TEXT-NOT: error
// TEXT: s_endpgm ; encoding: [0x00,0x00,0x81,0xbf]

// CHECK: OS/ABI: 40
// CHECK: ABI Version: 2
// CHECK: Flags: 0x12C
// CHECK: [ 1] .strtab STRTAB
// CHECK: [ 2] .text PROGBITS 0000000000000000 000100 000150 00 AX 0 0 256
// CHECK: [ 3] .rela.text RELA 0000000000000000 0004a0 000078 18 I 11 2 8
// CHECK: [ 4] .AMDGPU.csdata PROGBITS
// CHECK: [ 5] .rodata PROGBITS 0000000000000000 000280 000053 00 A 0 0 64
// CHECK: [ 6] .rela.rodata RELA
// CHECK: [ 7] .comment PROGBITS 0000000000000000 0002d3 00000c 01 MS 0 0 1
// CHECK: [ 8] .note.GNU-stack NOTE
// CHECK: [ 9] .note NOTE 0000000000000000 0002e0 000130 00 A 0 0 4
// CHECK: [10] .llvm_addrsig LLVM_ADDRSIG 0000000000000000 000548 000001 00 E 11 0 1
// CHECK: [11] .symtab SYMTAB
// CHECK: Relocation section '.rela.text' at offset 0x4a0 contains 5 entries:
// CHECK: 0000000000000108 000000010000000a R_AMDGPU_REL32_LO 0000000000000000 helper + 4
// CHECK: 0000000000000110 000000010000000b R_AMDGPU_REL32_HI 0000000000000000 helper + c
// CHECK: 000000000000011c 0000000300000008 R_AMDGPU_GOTPCREL32_LO 0000000000000000 ext + 4
// CHECK: 0000000000000124 0000000300000009 R_AMDGPU_GOTPCREL32_HI 0000000000000000 ext + c
// CHECK: 000000000000012c 0000000400000006 R_AMDGPU_ABS32 0000000000000040 table + 0
// CHECK: Relocation section '.rela.rodata' at offset 0x518 contains 2 entries:
// CHECK: 0000000000000010 0000000200000005 R_AMDGPU_REL64 0000000000000100 kern + 10
// CHECK: 0000000000000048 0000000200000003 R_AMDGPU_ABS64 0000000000000100 kern + 0
// CHECK: Symbol table '.symtab' contains 6 entries:
// CHECK: 1: 0000000000000000 4 FUNC GLOBAL HIDDEN 2 helper
// CHECK: 2: 0000000000000100 56 FUNC GLOBAL PROTECTED 2 kern
// CHECK: 3: 0000000000000000 0 NOTYPE GLOBAL DEFAULT UND ext
// CHECK: 4: 0000000000000040 15 NOTYPE GLOBAL DEFAULT 5 table
// CHECK: 5: 0000000000000000 64 OBJECT GLOBAL PROTECTED 5 kern.kd
// The descriptor: kernarg pointer (2 user SGPRs), 10+6 SGPRs -> 1 block, 3 VGPRs -> 0 blocks
// CHECK: 0x00000030 4000ac00 84000000 08000000 00000000
// CHECK: 0x00000040 01000000 02000000 00000000 00000000
// CHECK: 0x00000050 030004

	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.hidden	helper
	.globl	helper
	.p2align	2
	.type	helper,@function
helper:
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	helper, .Lfunc_end0-helper
	.section	.AMDGPU.csdata
	.text
	.protected	kern
	.globl	kern
	.p2align	8
	.type	kern,@function
kern:
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, helper@rel32@lo+4
	s_addc_u32 s5, s5, helper@rel32@hi+12
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, ext@gotpcrel32@lo+4
	s_addc_u32 s7, s7, ext@gotpcrel32@hi+12
	s_mov_b32 s8, table@abs32@lo
	s_swappc_b64 s[30:31], s[4:5]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel kern
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_xnack_mask 1
	.end_amdhsa_kernel
	.text
.Lfunc_end1:
	.size	kern, .Lfunc_end1-kern
	.section	.rodata,#alloc
	.globl	table
	.p2align	3
table:
	.long	1, 2
	.quad	kern
	.short	3
	.byte	4
	.size	table, 15
	.text
	.p2alignl 6, 3214868480
	.fill 4, 4, 3214868480
	.ident	"test clang"
	.section	".note.GNU-stack"
	.addrsig
	.addrsig_sym helper
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:           []
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 4
    .kernarg_segment_size: 0
    .max_flat_workgroup_size: 256
    .name:           kern
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .symbol:         kern.kd
    .vgpr_count:     3
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
