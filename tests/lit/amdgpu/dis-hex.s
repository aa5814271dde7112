// gpuisa dis --hex reads llvm-mc -disassemble's byte lists (commas, # and //
// comments) and prints what llvm-mc 14 prints for them; this file is its own
// input. Expected lines from llvm-mc -arch=amdgcn -mcpu=gfx900 -disassemble -show-encoding.
// RUN: %gpuisa dis --isa=amdgpu --mcpu=gfx900 --hex %s | FileCheck --check-prefix=TEXT %s
// RUN: %gpuisa dis --isa=amdgpu --mcpu=gfx900 --hex --show-encoding %s | FileCheck --check-prefix=ENC %s
// RUN: %gpuisa dis -arch=amdgcn -mcpu=gfx900 -disassemble --hex < %s | FileCheck --check-prefix=TEXT %s
0x00,0x00,0x81,0xbf  # s_endpgm
0x01 0x05 0x0a 0x7e
0xff 0x02 0x00 0x02 0x00 0x00 0x80 0x3f
0x7f 0xc0 0x8c 0xbf
0x00 0x40 0x8f 0xd3 0x01 0x05 0x02 0x18
0x02 0x00 0x6c 0xd8 0x01 0x00 0x00 0x00
// TEXT:      {{^}}	.text
// TEXT-NEXT: {{^}}	s_endpgm{{$}}
// TEXT-NEXT: {{^}}	v_readfirstlane_b32 s5, v1{{$}}
// TEXT-NEXT: {{^}}	v_add_f32_e32 v0, 1.0, v1{{$}}
// TEXT-NEXT: {{^}}	s_waitcnt lgkmcnt(0){{$}}
// TEXT-NEXT: {{^}}	v_pk_add_f16 v0, v1, v2{{$}}
// TEXT-NEXT: {{^}}	ds_read_b32 v0, v1 offset:2{{$}}
// The encoding column is the input's bytes (llvm-mc prints its re-encoding:
// [0xf2,0x02,0x00,0x02] for the literal 1.0).
// ENC:      s_endpgm                                ; encoding: [0x00,0x00,0x81,0xbf]
// ENC-NEXT: v_readfirstlane_b32 s5, v1              ; encoding: [0x01,0x05,0x0a,0x7e]
// ENC-NEXT: v_add_f32_e32 v0, 1.0, v1               ; encoding: [0xff,0x02,0x00,0x02,0x00,0x00,0x80,0x3f]
// ENC-NEXT: s_waitcnt lgkmcnt(0)                    ; encoding: [0x7f,0xc0,0x8c,0xbf]
// ENC-NEXT: v_pk_add_f16 v0, v1, v2                 ; encoding: [0x00,0x40,0x8f,0xd3,0x01,0x05,0x02,0x18]
// ENC-NEXT: ds_read_b32 v0, v1 offset:2             ; encoding: [0x02,0x00,0x6c,0xd8,0x01,0x00,0x00,0x00]
