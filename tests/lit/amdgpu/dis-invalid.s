// A word that decodes to no instruction prints as .long with a warning
// FILE:OFFSET (byte offset); disassembly goes on and the exit status is 0.
// On gfx1010 ds_read_b32's gfx9 encoding is no instruction (llvm-mc 14 agrees).
// RUN: %gpuisa dis --isa=amdgpu --mcpu=gfx900 --hex %s 2>%t.err | FileCheck %s
// RUN: FileCheck --check-prefix=WARN %s < %t.err
// RUN: %gpuisa dis --isa=amdgpu --mcpu=gfx1010 --hex %s 2>&1 | FileCheck --check-prefix=GFX10 %s
0xff 0xff 0xff 0xff
0x00 0x00 0x81 0xbf
0x02 0x00 0x6c 0xd8 0x01 0x00 0x00 0x00
0x00 0x00
// CHECK:      {{^}}	.long 0xffffffff{{$}}
// CHECK-NEXT: {{^}}	s_endpgm{{$}}
// CHECK-NEXT: {{^}}	ds_read_b32 v0, v1 offset:2{{$}}
// CHECK-NEXT: {{^}}	.byte 0x00, 0x00{{$}}
// WARN: dis-invalid.s:0: warning: invalid instruction encoding
// WARN-NEXT: dis-invalid.s:16: warning: invalid instruction encoding
// GFX10: dis-invalid.s:8: warning: invalid instruction encoding
// GFX10: dis-invalid.s:12: warning: invalid instruction encoding
// GFX10: 	.long 0xd86c0002
// GFX10-NEXT: 	.long 0x00000001
