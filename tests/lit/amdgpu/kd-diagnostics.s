// Where llvm-mc 14 reports .amdhsa_kernel errors, and how it underlines them: the
// register counts at the value of .amdhsa_next_free_vgpr/sgpr (found at the end of the
// block), values and directive names underlined with ~ as LLVM's SourceMgr does, tabs
// expanded; the block is a stream of `name value` pairs, several on a line; `#` is a
// comment only as the first non-blank of a line.
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx900 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.text
k:
	s_endpgm
	.rodata
	.amdhsa_kernel k
		.amdhsa_next_free_vgpr 300
		.amdhsa_next_free_sgpr 3
	.end_amdhsa_kernel
// CHECK:      kd-diagnostics.s:13:26: error: value out of range
// CHECK-NEXT: {{^}}                .amdhsa_next_free_vgpr 300{{$}}
// CHECK-NEXT: {{^}}                                       ^~~{{$}}
	.amdhsa_kernel k
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 100 + 20   // c
	.end_amdhsa_kernel
// CHECK:      kd-diagnostics.s:21:26: error: value out of range
// CHECK-NEXT: {{^}}                .amdhsa_next_free_sgpr 100 + 20   // c{{$}}
// CHECK-NEXT: {{^}}                                       ^~~~~~~~~~~{{$}}
	.amdhsa_kernel k
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 120	 ; c
	.end_amdhsa_kernel
// CHECK:      kd-diagnostics.s:28:26: error: value out of range
// CHECK-NEXT: {{^}}                .amdhsa_next_free_sgpr 120       ; c{{$}}
// CHECK-NEXT: {{^}}                                       ^~~~~~~~~~{{$}}
	.amdhsa_kernel k
		.amdhsa_bogus 3
// CHECK:      kd-diagnostics.s:[[@LINE-1]]:3: error: unknown .amdhsa_kernel directive
// CHECK-NEXT: {{^}}                .amdhsa_bogus 3{{$}}
// CHECK-NEXT: {{^}}                ^~~~~~~~~~~~~{{$}}
	.end_amdhsa_kernel
// CHECK:      kd-diagnostics.s:[[@LINE-1]]:2: error: unknown directive
	.amdhsa_kernel k
		.amdhsa_accum_offset 4
// CHECK:      kd-diagnostics.s:[[@LINE-1]]:3: error: directive requires gfx90a+
// CHECK-NEXT: {{^}}                .amdhsa_accum_offset 4{{$}}
// CHECK-NEXT: {{^}}                ^~~~~~~~~~~~~~~~~~~~{{$}}
	.end_amdhsa_kernel
	.amdhsa_kernel k
		.amdhsa_user_sgpr_count -1
// CHECK:      kd-diagnostics.s:[[@LINE-1]]:27: error: value out of range
// CHECK-NEXT: {{^}}                .amdhsa_user_sgpr_count -1{{$}}
// CHECK-NEXT: {{^}}                                        ^~{{$}}
	.end_amdhsa_kernel
	.amdhsa_kernel k
		.amdhsa_reserve_vcc
// CHECK:      kd-diagnostics.s:[[@LINE-1]]:22: error: unknown token in expression
	.end_amdhsa_kernel
// Two fields on one line; then a word that is read as the next field's name.
	.amdhsa_kernel k
		.amdhsa_next_free_vgpr 3 .amdhsa_next_free_sgpr 1
		.amdhsa_user_sgpr_count 4 foo
// CHECK:      kd-diagnostics.s:[[@LINE-1]]:32: error: unknown token in expression
	.end_amdhsa_kernel
	.amdhsa_kernel k
		.amdhsa_next_free_vgpr 3
		.amdhsa_user_sgpr_count 0x40		# c
// CHECK:      kd-diagnostics.s:[[@LINE-1]]:33: error: expected .amdhsa_ directive or .end_amdhsa_kernel
	.end_amdhsa_kernel
# a comment line
	  # and one after blanks
	s_nop 0 # not a comment here
// CHECK:      kd-diagnostics.s:[[@LINE-1]]:10: error:
// CHECK-NOT:  error:
