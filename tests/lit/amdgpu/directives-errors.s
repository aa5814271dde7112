// Directive errors with llvm-mc 14's messages and columns (every error reported).
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx900 -filetype=obj %s -o %t.o 2>&1 | FileCheck %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx900 --llvm-compat %s 2>&1 | FileCheck %s
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
// CHECK: directives-errors.s:[[@LINE-1]]:17: error: .amdgcn_target directive's target id amdgcn-amd-amdhsa--gfx803 does not match the specified target id amdgcn-amd-amdhsa--gfx900
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel k1
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_vgpr 4
// CHECK: directives-errors.s:[[@LINE-1]]:26: error: .amdhsa_ directives cannot be repeated
		.amdhsa_bogus_field 1
// CHECK: directives-errors.s:[[@LINE-1]]:3: error: unknown directive
		.amdhsa_ieee_mode 2
// CHECK: directives-errors.s:[[@LINE-1]]:3: error: unknown directive
		.amdhsa_wavefront_size32 1
// CHECK: directives-errors.s:[[@LINE-1]]:3: error: unknown directive
		.amdhsa_accum_offset 4
// CHECK: directives-errors.s:[[@LINE-1]]:3: error: unknown directive
		.amdhsa_fp16_overflow 1
// CHECK: directives-errors.s:[[@LINE-1]]:3: error: unknown directive
		.amdhsa_dx10_clamp -1
// CHECK: directives-errors.s:[[@LINE-1]]:3: error: unknown directive
	.end_amdhsa_kernel
// CHECK: directives-errors.s:[[@LINE-1]]:2: error: unknown directive
	.amdhsa_kernel k2
		.amdhsa_next_free_vgpr 3
	.end_amdhsa_kernel
// CHECK: directives-errors.s:[[@LINE-1]]:20: error: .amdhsa_next_free_sgpr directive is required
	.section	.foo,"q"
// CHECK: directives-errors.s:[[@LINE-1]]:19: error: unknown flag
	.type	f,@bogus
// CHECK: directives-errors.s:[[@LINE-1]]:11: error: unsupported attribute in '.type' directive
	.size	f
// CHECK: directives-errors.s:[[@LINE-1]]:9: error: unexpected token in directive
	.p2align	40
// CHECK: directives-errors.s:[[@LINE-1]]:11: error: invalid alignment value
	.globl
	.byte 300
// CHECK: directives-errors.s:[[@LINE-1]]:8: error: out of range literal value
	.long 1,
// CHECK: directives-errors.s:[[@LINE-1]]:10: error: unknown token in expression
	.quux
// CHECK: directives-errors.s:[[@LINE-1]]:2: error: unknown directive
	.amdhsa_kernel k1
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 3
		.amdhsa_ieee_mode 2
// CHECK: directives-errors.s:[[@LINE-1]]:21: error: value out of range
	.end_amdhsa_kernel
// CHECK: directives-errors.s:[[@LINE-1]]:2: error: unknown directive
	.amdhsa_kernel k2
		.amdhsa_next_free_sgpr 3
		.amdhsa_dx10_clamp -1
// CHECK: directives-errors.s:[[@LINE-1]]:22: error: value out of range
	.end_amdhsa_kernel
// CHECK: directives-errors.s:[[@LINE-1]]:2: error: unknown directive
	.amdhsa_kernel k3
		.amdhsa_next_free_sgpr 3
		.amdhsa_user_sgpr_count 1
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_next_free_vgpr 3
	.end_amdhsa_kernel
// CHECK: directives-errors.s:[[@LINE-1]]:20: error: amdgpu_user_sgpr_count smaller than than implied by enabled user SGPRs
	.amdhsa_kernel k4
		.amdhsa_next_free_sgpr 3
		.amdhsa_next_free_vgpr 3
		.amdhsa_reserve_xnack_mask 0
// CHECK: directives-errors.s:[[@LINE-1]]:3: error: .amdhsa_reserve_xnack_mask does not match target id
	.end_amdhsa_kernel
// CHECK: directives-errors.s:[[@LINE-1]]:2: error: unknown directive
	.amdhsa_kernel k5
		.amdhsa_next_free_sgpr 3
		.amdhsa_next_free_vgpr 3
		.amdhsa_group_segment_fixed_size 0x100000000
// CHECK: directives-errors.s:[[@LINE-1]]:36: error: value out of range
		.amdhsa_next_free_vgpr 3
// CHECK: directives-errors.s:[[@LINE-1]]:3: error: unknown directive
	.end_amdhsa_kernel
// CHECK: directives-errors.s:[[@LINE-1]]:2: error: unknown directive
	.amdhsa_kernel k6
		.amdhsa_next_free_sgpr 3
		.amdhsa_shared_vgpr_count 1
// CHECK: directives-errors.s:[[@LINE-1]]:3: error: unknown .amdhsa_kernel directive
	.end_amdhsa_kernel
// CHECK: directives-errors.s:[[@LINE-1]]:2: error: unknown directive
