// The DWARF tables llvm-mc 14 writes itself from .file/.loc/.cfi_* (DWARF 5: .file 0 with MD5
// checksums): .debug_line (line program: special opcodes, const_add_pc, advance_pc/advance_line,
// flags, isa, discriminator, a sequence per section), .debug_line_str, .debug_frame (CIE, FDEs),
// and section names as symbols (.long .debug_abbrev) and .uleb128/.sleb128 in clang's debug data.
// Expected bytes: llvm-mc 14 -filetype=obj on this file.
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx900 -filetype=obj %s -o %t.o
// RUN: llvm-readelf -S -r -x .debug_line -x .debug_frame -x .debug_line_str -x .debug_info %t.o | FileCheck %s
// RUN: llvm-dwarfdump --debug-line %t.o | FileCheck --check-prefix=ROWS %s
// Text mode takes the directives and prints the instructions only.
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx900 --show-encoding %s 2>&1 | FileCheck --check-prefix=TEXT %s
// TEXT-NOT: error
// TEXT: s_nop 0 ; encoding: [0x00,0x00,0x80,0xbf]

// CHECK:   [ 1] .strtab           STRTAB          0000000000000000 0026e0 000077 00      0   0  1
// CHECK:   [ 2] .text             PROGBITS        0000000000000000 000040 0022d0 00  AX  0   0  4
// CHECK:   [ 3] .text.g           PROGBITS        0000000000000000 002310 000008 00  AX  0   0  1
// CHECK:   [ 4] .debug_info       PROGBITS        0000000000000000 002318 000017 00      0   0  1
// CHECK:   [ 5] .rela.debug_info  RELA            0000000000000000 002560 000048 18   I 12   4  8
// CHECK:   [ 6] .debug_abbrev     PROGBITS        0000000000000000 00232f 000001 00      0   0  1
// CHECK:   [ 7] .debug_line       PROGBITS        0000000000000000 002330 0000ef 00      0   0  1
// CHECK:   [ 8] .rela.debug_line  RELA            0000000000000000 0025a8 0000d8 18   I 12   7  8
// CHECK:   [ 9] .debug_frame      PROGBITS        0000000000000000 002420 000040 00      0   0  8
// CHECK:   [10] .rela.debug_frame RELA            0000000000000000 002680 000060 18   I 12   9  8
// CHECK:   [11] .debug_line_str   PROGBITS        0000000000000000 002460 000025 01  MS  0   0  1
// CHECK:   [12] .symtab           SYMTAB          0000000000000000 002488 0000d8 18      1   9  8
// CHECK: Relocation section '.rela.debug_info' at offset 0x2560 contains 3 entries:
// CHECK: 0000000000000000  0000000600000006 R_AMDGPU_ABS32         0000000000000000 .debug_line + 0
// CHECK: 0000000000000004  0000000500000006 R_AMDGPU_ABS32         0000000000000000 .debug_abbrev + 0
// CHECK: 0000000000000008  0000000100000003 R_AMDGPU_ABS64         0000000000000000 .text + 22cc
// CHECK: Relocation section '.rela.debug_line' at offset 0x25a8 contains 9 entries:
// CHECK: 0000000000000022  0000000800000006 R_AMDGPU_ABS32         0000000000000000 .debug_line_str + 0
// CHECK: 0000000000000026  0000000800000006 R_AMDGPU_ABS32         0000000000000000 .debug_line_str + 7
// CHECK: 000000000000002a  0000000800000006 R_AMDGPU_ABS32         0000000000000000 .debug_line_str + 10
// CHECK: 0000000000000036  0000000800000006 R_AMDGPU_ABS32         0000000000000000 .debug_line_str + 14
// CHECK: 000000000000004b  0000000800000006 R_AMDGPU_ABS32         0000000000000000 .debug_line_str + 19
// CHECK: 0000000000000060  0000000800000006 R_AMDGPU_ABS32         0000000000000000 .debug_line_str + 1d
// CHECK: 0000000000000075  0000000800000006 R_AMDGPU_ABS32         0000000000000000 .debug_line_str + 21
// CHECK: 0000000000000091  0000000100000003 R_AMDGPU_ABS64         0000000000000000 .text + 0
// CHECK: 00000000000000e0  0000000300000003 R_AMDGPU_ABS64         0000000000000000 .text.g + 0
// CHECK: Relocation section '.rela.debug_frame' at offset 0x2680 contains 4 entries:
// CHECK: 0000000000000014  0000000700000006 R_AMDGPU_ABS32         0000000000000000 .debug_frame + 0
// CHECK: 0000000000000018  0000000100000003 R_AMDGPU_ABS64         0000000000000000 .text + 0
// CHECK: 000000000000002c  0000000700000006 R_AMDGPU_ABS32         0000000000000000 .debug_frame + 0
// CHECK: 0000000000000030  0000000300000003 R_AMDGPU_ABS64         0000000000000000 .text.g + 0
// CHECK: Hex dump of section '.debug_info':
// CHECK: 0x00000000 00000000 00000000 00000000 00000000 ................
// CHECK: 0x00000010 04ac02b8 7ec000                     ....~..
// CHECK: Hex dump of section '.debug_line':
// CHECK: 0x00000000 eb000000 05000800 7e000000 040101fb ........~.......
// CHECK: 0x00000010 0e0d0001 01010100 00000100 00010101 ................
// CHECK: 0x00000020 1f030000 00000000 00000000 00000301 ................
// CHECK: 0x00000030 1f020f05 1e040000 00000000 11223344 ............."3D
// CHECK: 0x00000040 55667788 99aabbcc ddeeff00 00000000 Ufw.............
// CHECK: 0x00000050 ffeeddcc bbaa9988 77665544 33221100 ........wfUD3"..
// CHECK: 0x00000060 00000000 01012345 6789abcd ef012345 ......#Eg.....#E
// CHECK: 0x00000070 6789abcd ef000000 00020123 456789ab g..........#Eg..
// CHECK: 0x00000080 cdef0123 456789ab cde00400 05030009 ...#Eg..........
// CHECK: 0x00000090 02000000 00000000 00160401 05010a14 ................
// CHECK: 0x000000a0 04020509 0603b505 200703c7 7a200403 ........ ...z ..
// CHECK: 0x000000b0 05000c02 060b2005 01000204 050c0008 ...... .........
// CHECK: 0x000000c0 3c040002 c9011003 9f8d0602 d10f0105 <...............
// CHECK: 0x000000d0 0603e6f2 79200202 00010105 02000902 ....y ..........
// CHECK: 0x000000e0 00000000 00000000 1a1f0201 000101   ...............
// CHECK: Hex dump of section '.debug_frame':
// CHECK: 0x00000000 0c000000 ffffffff 04000800 04041000 ................
// CHECK: 0x00000010 14000000 00000000 00000000 00000000 ................
// CHECK: 0x00000020 c8220000 00000000 14000000 00000000 ."..............
// CHECK: 0x00000030 00000000 00000000 08000000 00000000 ................
// CHECK: Hex dump of section '.debug_line_str':
// CHECK: 0x00000000 2f746d70 2f64002f 7573722f 696e6300 /tmp/d./usr/inc.
// CHECK: 0x00000010 73756200 612e636c 00622e68 00632e68 sub.a.cl.b.h.c.h
// CHECK: 0x00000020 00642e68 00                         .d.h.

// ROWS: 0x0000000000000000      5      3      0   0             0  is_stmt
// ROWS: 0x0000000000000000      7      1      1   0             0  is_stmt prologue_end
// ROWS: 0x0000000000000004    700      9      2   0             0 
// ROWS: 0x0000000000000008      3      9      2   0             0  basic_block
// ROWS: 0x000000000000000c      3      0      3   2             0  is_stmt epilogue_begin
// ROWS: 0x000000000000005c      3      1      3   0             5  is_stmt
// ROWS: 0x0000000000000380      1      1      0   0             0  is_stmt
// ROWS: 0x00000000000022c4 100000      1      0   0             0  is_stmt
// ROWS: 0x00000000000022c8      6      6      0   0             0  is_stmt
// ROWS: 0x00000000000022d0      6      6      0   0             0  is_stmt end_sequence
// ROWS: 0x0000000000000000      9      2      1   0             0  is_stmt
// ROWS: 0x0000000000000004      8      2      1   0             0  is_stmt
// ROWS: 0x0000000000000008      8      2      1   0             0  is_stmt end_sequence

	.file	0 "/tmp/d" "a.cl" md5 0x00112233445566778899aabbccddeeff
	.file	1 "/tmp/d" "b.h" md5 0xffeeddccbbaa99887766554433221100
	.file	2 "/usr/inc" "c.h" md5 0x0123456789abcdef0123456789abcdef
	.file	3 "sub/d.h" md5 0x0123456789abcdef0123456789abcde0
	.cfi_sections .debug_frame
	.text
f1:
	.cfi_startproc
	.loc 0 5 3
	.loc 1 7 1 prologue_end
	s_nop 0
	.loc 2 700 9 is_stmt 0
	s_nop 1
	.loc 2 3 9 basic_block
	s_nop 2
	.loc 3 3 0 is_stmt 1 epilogue_begin isa 2
	.fill 20, 4, 0xbf800000
	.loc 3 3 1 discriminator 5
	s_nop 3
	.fill 200, 4, 0xbf800000
	.loc 0 1 1
	s_nop 4
	.fill 2000, 4, 0xbf800000
	.loc 0 100000 1
	s_endpgm
	.cfi_endproc
	.section .text.g,"ax",@progbits
g1:
	.cfi_startproc
	.loc 1 9 2
	v_mov_b32 v0, 1.0
	.loc 1 8 2
	s_endpgm
	.cfi_endproc
	.text
	.loc 0 6 6
	s_endpgm
	.text
.Lfunc:
	s_nop 0
.Lfunc_end:
	.section .debug_info,"",@progbits
	.long .Lline_table_start0
	.long .debug_abbrev
	.quad .Lfunc
	.uleb128 .Lfunc_end-.Lfunc, 300
	.sleb128 -200, 64
	.section .debug_abbrev,"",@progbits
	.byte 0
	.section .debug_line,"",@progbits
.Lline_table_start0:
