// -o OUT writes the listing to OUT; raw machine code is the default input,
// and the text reads back through `as --llvm-compat` to the same bytes.
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx1010 -o %t.bin %s
// RUN: %gpuisa dis --isa=amdgpu --mcpu=gfx1010 -o %t.dis %t.bin
// RUN: FileCheck %s < %t.dis
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx1010 --llvm-compat -o %t.bin2 %t.dis
// RUN: cmp %t.bin %t.bin2
	v_add_nc_u32_e32 v1, s2, v3
	v_cmp_eq_u32_e64 s4, v1, 0x1234
	global_load_dword v0, v[2:3], off offset:-8 glc
	s_load_dwordx2 s[0:1], s[4:5], 0x24
	v_mov_b32_dpp v0, v1 row_shr:1 row_mask:0xf bank_mask:0xf
	buffer_store_dword v1, v2, s[8:11], s3 offen offset:4
	s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)
	s_endpgm
// CHECK:      {{^}}	.text
// CHECK-NEXT: {{^}}	v_add_nc_u32_e32 v1, s2, v3{{$}}
// CHECK-NEXT: {{^}}	v_cmp_eq_u32_e64 s4, v1, 0x1234{{$}}
// CHECK-NEXT: {{^}}	global_load_dword v0, v[2:3], off offset:-8 glc{{$}}
// CHECK-NEXT: {{^}}	s_load_dwordx2 s[0:1], s[4:5], 0x24{{$}}
// CHECK-NEXT: {{^}}	v_mov_b32_dpp v0, v1 row_shr:1 row_mask:0xf bank_mask:0xf{{$}}
// CHECK-NEXT: {{^}}	buffer_store_dword v1, v2, s[8:11], s3 offen offset:4{{$}}
// CHECK-NEXT: {{^}}	s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP){{$}}
// CHECK-NEXT: {{^}}	s_endpgm{{$}}
