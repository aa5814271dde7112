// The plain 16-bit immediate of the GFX10 SOPP rows s_inst_prefetch, s_clause,
// s_waitcnt_depctr, s_round_mode and s_ttracedata_imm prints in hex (0x0, 0x3), as
// llvm-mc 14 prints it; s_denorm_mode and s_nop keep decimal up to 64.
// RUN: %gpuisa dis --isa=amdgpu --mcpu=gfx1010 --hex %s | FileCheck %s
0x00 0x00 0xa0 0xbf
0x03 0x00 0xa0 0xbf
0x20 0x00 0xa1 0xbf
0x34 0x12 0xa3 0xbf
0xd1 0xc1 0xa4 0xbf
0x40 0x00 0xa8 0xbf
0x03 0x00 0xa5 0xbf
0x03 0x00 0x80 0xbf
// CHECK:      {{^}}	s_inst_prefetch 0x0{{$}}
// CHECK-NEXT: {{^}}	s_inst_prefetch 0x3{{$}}
// CHECK-NEXT: {{^}}	s_clause 0x20{{$}}
// CHECK-NEXT: {{^}}	s_waitcnt_depctr 0x1234{{$}}
// CHECK-NEXT: {{^}}	s_round_mode 0xc1d1{{$}}
// CHECK-NEXT: {{^}}	s_ttracedata_imm 0x40{{$}}
// CHECK-NEXT: {{^}}	s_denorm_mode 3{{$}}
// CHECK-NEXT: {{^}}	s_nop 3{{$}}
