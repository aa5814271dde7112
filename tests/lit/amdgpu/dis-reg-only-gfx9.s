// Register-only operands and other llvm-mc 14 decoder rules (gfx900):
// an inline constant or literal code where only registers go (SALU ssrc, the VGPR-only
// source and the sdst of v_readfirstlane_b32) prints /*invalid immediate*/ (a literal is
// read all the same); v_swap_b32's src0 is the low 8 bits of its field; src_lds_direct
// only in 32-bit operands; no VOP3 literal on GFX9; op_sel bits of rows without op_sel
// are ignored; s_sendmsg symbolic whatever the unused bits say, numeric when bit 7 is set;
// neg/abs bits of integer DPP/SDWA sources rejected (the neg bit of an integer source of a
// DPP row with modifiers is sext); 16-bit literals print their low half.
// RUN: %gpuisa dis --isa=amdgpu --mcpu=gfx900 --hex %s | FileCheck %s
0xcc 0x2b 0x8f 0xbe
0xff 0x2b 0x8f 0xbe 0x00 0x00 0x00 0x01
0xa4 0x2e 0xb8 0xbe
0x94 0x1f 0xf7 0xbe
0xa5 0x1d 0xa1 0xbe
0x3f 0x05 0x3c 0x7f
0xb8 0x04 0x16 0x7e
0xff 0x04 0x02 0x7e 0x78 0x56 0x34 0x12
0x0f 0xa2 0x58 0x7e
0xff 0xa2 0x06 0x7e
0xfe 0x01 0x80 0xbe
0xfe 0x00 0x80 0xbe
0x03 0x00 0xc3 0xd1 0xff 0x04 0x0c 0x04 0x78 0x56 0x34 0x12
0xc9 0x1c 0xcb 0xd1 0xbe 0xb9 0xde 0xe8
0xb3 0x44 0x90 0xbf
0x22 0xd0 0x90 0xbf
0xf3 0x00 0x90 0xbf
0xfa 0x04 0x02 0x26 0xff 0x03 0x18 0xbf
0xfa 0x04 0x02 0x66 0xff 0x03 0x48 0xbf
0xf9 0x04 0x02 0x26 0x06 0x06 0x16 0x06
0xff 0x34 0xd8 0x5e 0xff 0x03 0x8d 0xbf
0xff 0x34 0xd8 0x5e 0x00 0x3c 0xff 0xff
// CHECK:      {{^}}	s_movrels_b64 s[14:15], /*invalid immediate*/{{$}}
// CHECK-NEXT: {{^}}	s_movrels_b64 s[14:15], /*invalid immediate*/{{$}}
// CHECK-NEXT: {{^}}	s_cbranch_join /*invalid immediate*/{{$}}
// CHECK-NEXT: {{^}}	s_rfe_b64 /*invalid immediate*/{{$}}
// CHECK-NEXT: {{^}}	s_setpc_b64 /*invalid immediate*/{{$}}
// CHECK-NEXT: {{^}}	v_readfirstlane_b32 /*invalid immediate*/, v63{{$}}
// CHECK-NEXT: {{^}}	v_readfirstlane_b32 s11, /*invalid immediate*/{{$}}
// CHECK-NEXT: {{^}}	v_readfirstlane_b32 s1, /*invalid immediate*/{{$}}
// CHECK-NEXT: {{^}}	v_swap_b32 v44, v15{{$}}
// CHECK-NEXT: {{^}}	v_swap_b32 v3, v255{{$}}
// CHECK-NEXT: {{^}}	.long 0xbe8001fe{{$}}
// CHECK-NEXT: {{^}}	s_mov_b32 s0, src_lds_direct{{$}}
// CHECK-NEXT: {{^}}	.long 0xd1c30003{{$}}
// CHECK-NEXT: {{^}}	v_sub_f32_e32 v6, 0x12345678, v2{{$}}
// CHECK-NEXT: {{^}}	v_fma_f32 v201, -v190, -v92, -|s55| mul:2{{$}}
// CHECK-NEXT: {{^}}	s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT_CUT, 0){{$}}
// CHECK-NEXT: {{^}}	s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 0){{$}}
// CHECK-NEXT: {{^}}	s_sendmsg 243{{$}}
// CHECK-NEXT: {{^}}	.long 0x260204fa{{$}}
// CHECK-NEXT: {{^}}	.long 0xbf1803ff{{$}}
// CHECK-NEXT: {{^}}	v_ldexp_f16_dpp v1, v255, sext(v2) quad_perm:[3,0,0,0] row_mask:0xb bank_mask:0xf bound_ctrl:1{{$}}
// CHECK-NEXT: {{^}}	.long 0x260204f9{{$}}
// CHECK-NEXT: {{^}}	v_subrev_f32_e32 v11, s6, v3{{$}}
// CHECK-NEXT: {{^}}	v_max_u16_e32 v108, 0x3ff, v26{{$}}
// CHECK-NEXT: {{^}}	v_max_u16_e32 v108, 0x3c00, v26{{$}}
