// Bits llvm-mc 14's decoder requires to have one value (unused or reserved fields,
// data/amdgpu/tablegen/fixed_bits.tsv): each valid encoding is followed by copies with
// the lowest and the highest fixed bit flipped, which llvm-mc rejects (the rest of a
// 64-bit word then decodes from its second dword, as in llvm-mc).
// gfx801: SOPP s_wakeup (simm16), flat atomic (bit 13, saddr), VOPC e64 v_cmp_class_f32 (abs of src1, neg of src2), MIMG atomic (bit 0, bit 63).
// RUN: %gpuisa dis --isa=amdgpu --mcpu=gfx801 --hex %s 2>%t.err | FileCheck %s
// RUN: FileCheck --check-prefix=WARN %s < %t.err
0x00 0x00 0x83 0xbf
0x01 0x00 0x83 0xbf
0x00 0x80 0x83 0xbf
0x00 0x00 0x05 0xdd 0x02 0x04 0x00 0x00
0x00 0x20 0x05 0xdd 0x02 0x04 0x00 0x00
0x00 0x00 0x05 0xdd 0x02 0x04 0x40 0x00
0x00 0x00 0x10 0xd0 0x01 0x05 0x02 0x00
0x00 0x02 0x10 0xd0 0x01 0x05 0x02 0x00
0x00 0x00 0x10 0xd0 0x01 0x05 0x02 0x80
0x00 0x01 0x60 0xf0 0x00 0x04 0x02 0x00
0x01 0x01 0x60 0xf0 0x00 0x04 0x02 0x00
0x00 0x01 0x60 0xf0 0x00 0x04 0x02 0x80
// CHECK:      {{^}}	.text{{$}}
// CHECK-NEXT: {{^}}	s_wakeup{{$}}
// CHECK-NEXT: {{^}}	.long 0xbf830001{{$}}
// CHECK-NEXT: {{^}}	.long 0xbf838000{{$}}
// CHECK-NEXT: {{^}}	flat_atomic_cmpswap v0, v[2:3], v[4:5] glc{{$}}
// CHECK-NEXT: {{^}}	.long 0xdd052000{{$}}
// CHECK-NEXT: {{^}}	v_cndmask_b32_e32 v0, s2, v2, vcc{{$}}
// CHECK-NEXT: {{^}}	.long 0xdd050000{{$}}
// CHECK-NEXT: {{^}}	v_cndmask_b32_e32 v32, s2, v2, vcc{{$}}
// CHECK-NEXT: {{^}}	v_cmp_class_f32_e64 s[0:1], v1, v2{{$}}
// CHECK-NEXT: {{^}}	.long 0xd0100200{{$}}
// CHECK-NEXT: {{^}}	v_cndmask_b32_e32 v1, v1, v2, vcc{{$}}
// CHECK-NEXT: {{^}}	.long 0xd0100000{{$}}
// CHECK-NEXT: {{^}}	s_add_u32 s2, s1, s5{{$}}
// CHECK-NEXT: {{^}}	image_atomic_and v4, v0, s[8:15] dmask:0x1{{$}}
// CHECK-NEXT: {{^}}	.long 0xf0600101{{$}}
// CHECK-NEXT: {{^}}	v_cndmask_b32_e32 v1, s0, v2, vcc{{$}}
// CHECK-NEXT: {{^}}	.long 0xf0600100{{$}}
// CHECK-NEXT: {{^}}	s_add_u32 s2, s0, s4{{$}}
// WARN: warning: invalid instruction encoding
