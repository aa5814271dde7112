// s_set_gpr_idx_mode / s_set_gpr_idx_on: a mode value with bits beyond the four
// modes prints as the whole value in hex (llvm-mc 14), otherwise as gpr_idx(...).
// RUN: %gpuisa dis --isa=amdgpu --mcpu=gfx900 --hex %s | FileCheck %s
0x65 0x09 0x9d 0xbf
0x03 0x00 0x9d 0xbf
0x6a 0x10 0x11 0xbf
0x6a 0x05 0x11 0xbf
// CHECK:      {{^}}	s_set_gpr_idx_mode 0x965{{$}}
// CHECK-NEXT: {{^}}	s_set_gpr_idx_mode gpr_idx(SRC0,SRC1){{$}}
// CHECK-NEXT: {{^}}	s_set_gpr_idx_on vcc_lo, 0x10{{$}}
// CHECK-NEXT: {{^}}	s_set_gpr_idx_on vcc_lo, gpr_idx(SRC0,SRC2){{$}}
