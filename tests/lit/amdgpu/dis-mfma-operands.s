// MFMA operands as llvm-mc 14 decodes them (gfx90a): an inline constant in A or B prints
// /*invalid immediate*/ (a literal is rejected); C in SGPRs, TTMPs or special registers is
// the tuple of D's size, 4-aligned (s[0:15] for s1, s[72:87] for s73), special registers by
// their 64-bit names (vcc, exec), one register for a 32-register D (no 1024-bit scalar
// class), src_lds_direct never; AGPR/VGPR tuples past 255 are rejected; the 16-bit literal
// of v_dot2c_f32_f16_e32 prints its low half.
// RUN: %gpuisa dis --isa=amdgpu --mcpu=gfx90a --hex %s | FileCheck %s
0xc6 0xca 0xed 0xd3 0x85 0x2b 0x05 0x2e
0xe6 0x72 0xec 0xd3 0x8e 0x5e 0x33 0x16
0x97 0x2a 0xd2 0xd3 0x46 0xee 0xf0 0xd0
0x80 0xd4 0xcc 0xd3 0x45 0x7e 0x04 0x90
0x76 0x53 0xd1 0xd3 0x89 0x9b 0x27 0x71
0x48 0xb3 0xc9 0xd3 0x76 0x85 0xa8 0x61
0x00 0x80 0xc0 0xd3 0x01 0x05 0x06 0x00
0x00 0x80 0xc0 0xd3 0x01 0x05 0xaa 0x01
0x00 0x80 0xc1 0xd3 0x01 0x05 0xae 0x01
0x00 0x80 0xee 0xd3 0x01 0x05 0xc2 0x01
0x00 0x80 0xef 0xd3 0x01 0x05 0xfa 0x03
0x11 0x8b 0xd2 0xd3 0xc7 0x42 0xf5 0xf7
0xed 0x83 0xc9 0xd3 0xad 0x5f 0xf8 0xef
0xa2 0x2a 0xcc 0xd3 0x91 0xff 0x0f 0x57
0xff 0x06 0x0a 0x6e 0x78 0x56 0x34 0x12
// CHECK:      {{^}}	v_mfma_f32_16x16x8bf16 a[198:201], a133, /*invalid immediate*/, a[129:132] cbsz:2 abid:9 blgp:1{{$}}
// CHECK-NEXT: {{^}}	v_mfma_f32_32x32x4bf16 v[230:245], /*invalid immediate*/, a175, v[140:155] cbsz:2 abid:14{{$}}
// CHECK-NEXT: {{^}}	v_mfma_i32_4x4x4i8 v[151:154], s70, ttmp11, s[60:63] cbsz:2 abid:5 blgp:6{{$}}
// CHECK-NEXT: {{^}}	v_mfma_f32_32x32x8f16 a[128:143], s[68:69], s[62:63], s[0:15] cbsz:4 abid:10 blgp:4{{$}}
// CHECK-NEXT: {{^}}	v_mfma_i32_16x16x4i8 v[118:133], v137, a205, s[72:87] cbsz:3 abid:10 blgp:3{{$}}
// CHECK-NEXT: {{^}}	v_mfma_f32_16x16x4f16 a[72:87], v[118:119], s[66:67], vcc cbsz:3 abid:6 blgp:3{{$}}
// CHECK-NEXT: {{^}}	v_mfma_f32_32x32x1f32 a[0:31], v1, v2, s1{{$}}
// CHECK-NEXT: {{^}}	v_mfma_f32_32x32x1f32 a[0:31], v1, v2, vcc{{$}}
// CHECK-NEXT: {{^}}	.long 0xd3c18000{{$}}
// CHECK-NEXT: {{^}}	v_cndmask_b32_e32 v215, v1, v2, vcc{{$}}
// CHECK-NEXT: {{^}}	v_mfma_f64_16x16x4f64 a[0:7], v[1:2], v[2:3], ttmp[4:11]{{$}}
// CHECK-NEXT: {{^}}	.long 0xd3ef8000{{$}}
// CHECK-NEXT: {{^}}	v_add_f32_e32 v253, v1, v2{{$}}
// CHECK-NEXT: {{^}}	.long 0xd3d28b11{{$}}
// CHECK-NEXT: {{^}}	.long 0xf7f542c7{{$}}
// CHECK-NEXT: {{^}}	.long 0xd3c983ed{{$}}
// CHECK-NEXT: {{^}}	.long 0xeff85fad{{$}}
// CHECK-NEXT: {{^}}	.long 0xd3cc2aa2{{$}}
// CHECK-NEXT: {{^}}	v_lshrrev_b16_e32 v135, v145, v255{{$}}
// CHECK-NEXT: {{^}}	v_dot2c_f32_f16_e32 v5, 0x5678, v3{{$}}
