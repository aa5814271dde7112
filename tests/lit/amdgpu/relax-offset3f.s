// GFX10.1's offset-0x3f bug in object files, as llvm-mc 14's assembler backend relaxes it:
// a SOPP branch whose offset comes out as 0x3f gets s_nop 0 after it and all that follows
// moves (the offset becomes 0x40); relaxing one branch can bring another to 0x3f, and a
// branch to a global symbol (R_AMDGPU_REL16) is always relaxed. gfx900 keeps the layout.
// Checked against llvm-mc 14 -filetype=obj (same bytes).
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx1010 -filetype=obj %s -o %t.o
// RUN: llvm-objdump -d -r %t.o | FileCheck --check-prefix=GFX10 %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx900 -filetype=obj %s -o %t9.o
// RUN: llvm-objdump -d -r %t9.o | FileCheck --check-prefix=GFX9 %s
// The text listing keeps the layout and says so.
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx1010 --show-encoding %s 2>&1 >/dev/null | FileCheck --check-prefix=WARN %s
	.text
	s_cbranch_scc0 .Lsecond
// GFX10:      s_cbranch_scc0 65 // 000000000000: BF840041
// GFX10-NEXT: s_branch 64 // 000000000004: BF820040
// GFX10-NEXT: s_nop 0 // 000000000008: BF800000
// GFX9:       s_cbranch_scc0 64 // 000000000000: BF840040
// GFX9-NEXT:  s_branch 63 // 000000000004: BF82003F
// GFX9-NEXT:  s_nop 0 // 000000000008: BF800000
// WARN: relax-offset3f.s:[[@LINE+1]]:11: warning: a branch offset of 0x3f hits the gfx10.1 hardware bug
	s_branch .Lfirst
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
.Lfirst:
.Lsecond:
	s_endpgm
	.globl far
	s_branch far
// GFX10:      s_endpgm // 000000000108: BF810000
// GFX10-NEXT: s_branch 65535 // 00000000010C: BF82FFFF
// GFX10-NEXT: 000000000000010c: R_AMDGPU_REL16 far
// GFX10-NEXT: s_nop 0 // 000000000110: BF800000
// GFX9:       s_endpgm // 000000000104: BF810000
// GFX9-NEXT:  s_branch 65535 // 000000000108: BF82FFFF
// GFX9-NEXT:  0000000000000108: R_AMDGPU_REL16 far
// GFX9-EMPTY:
// GFX9-NEXT:  <far>:
far:
	s_endpgm
