// ELF input: the executable sections of a relocatable object (llvm-mc
// -filetype=obj) and of a code object (ld.lld -shared), symbols as labels.
// RUN: llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj -o %t.o %s
// RUN: %gpuisa dis --isa=amdgpu --mcpu=gfx900 %t.o | FileCheck %s
// RUN: ld.lld -shared -o %t.so %t.o
// RUN: %gpuisa dis --isa=amdgpu --mcpu=gfx900 %t.so | FileCheck %s
// RUN: %gpuisa dis --isa=amdgpu --mcpu=gfx900 --show-encoding %t.so | FileCheck --check-prefix=ENC %s
	.text
	.globl	kern
	.p2align	8
	.type	kern,@function
kern:
	v_mov_b32_e32 v0, s0
	s_waitcnt lgkmcnt(0)
.Lloop:
	v_add_f32_e32 v0, 1.0, v0
	s_cbranch_scc1 .Lloop
	s_endpgm
.Lfunc_end0:
	.size	kern, .Lfunc_end0-kern
	.globl	helper
	.type	helper,@function
helper:
	s_setpc_b64 s[30:31]
// CHECK:      {{^}}	.text
// CHECK-NEXT: {{^}}kern:
// CHECK-NEXT: {{^}}	v_mov_b32_e32 v0, s0{{$}}
// CHECK-NEXT: {{^}}	s_waitcnt lgkmcnt(0){{$}}
// CHECK-NEXT: {{^}}	v_add_f32_e32 v0, 1.0, v0{{$}}
// CHECK-NEXT: {{^}}	s_cbranch_scc1 65534{{$}}
// CHECK-NEXT: {{^}}	s_endpgm{{$}}
// CHECK-NEXT: {{^}}helper:
// CHECK-NEXT: {{^}}	s_setpc_b64 s[30:31]{{$}}
// ENC: s_setpc_b64 s[30:31]                    ; encoding: [0x1e,0x1d,0x80,0xbe]
