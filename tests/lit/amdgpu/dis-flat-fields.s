// FLAT fields no operand takes are not checked beyond llvm-mc 14's fixed bits
// (fixed_bits.tsv): a non-returning global atomic with a vdst field, a load with a
// data field decode as llvm-mc decodes them; segment 3 (bits 15:14) is no
// instruction on GFX9 (nor GFX10).
// RUN: %gpuisa dis --isa=amdgpu --mcpu=gfx900 --hex %s | FileCheck %s
0xed 0x83 0x10 0xdd 0xc4 0xca 0x1f 0xcb
0x00 0x00 0x50 0xdc 0x02 0x05 0x00 0x07
0x00 0xc0 0x50 0xdc 0x02 0x00 0x7f 0x00
// CHECK:      {{^}}	global_atomic_smin v196, v202, s[30:31] offset:1005{{$}}
// CHECK-NEXT: {{^}}	flat_load_dword v7, v[2:3]{{$}}
// CHECK-NEXT: {{^}}	.long 0xdc50c000{{$}}
// CHECK-NEXT: {{^}}	v_cndmask_b32_e32 v63, s2, v128, vcc{{$}}
