// gfx90a: the scc cache-policy bit (bit 15 of MUBUF, bit 21 of MTBUF's second dword,
// bit 25 of FLAT/GLOBAL/SCRATCH) prints as `scc` after glc/slc, as llvm-mc 14 does
// (whose assembler still rejects `scc` on gfx90a); gfx908 ignores those bits.
// RUN: %gpuisa dis --isa=amdgpu --mcpu=gfx90a --hex %s | FileCheck %s
// RUN: %gpuisa dis --isa=amdgpu --mcpu=gfx908 --hex %s | FileCheck --check-prefix=GFX908 %s
0x00 0x80 0x50 0xe0 0x00 0x00 0x00 0x80
0x00 0xc0 0x08 0xe1 0x00 0x00 0x00 0x80
0x00 0x00 0x00 0xe8 0x00 0x00 0x20 0x80
0x00 0x40 0x01 0xe8 0x00 0x00 0x60 0x80
0x00 0x80 0x50 0xde 0x02 0x00 0x7f 0x00
0x00 0x80 0x09 0xdf 0x02 0x01 0x7f 0x00
// CHECK:      {{^}}	buffer_load_dword v0, off, s[0:3], 0 scc{{$}}
// CHECK-NEXT: {{^}}	buffer_atomic_add v0, off, s[0:3], 0 glc scc{{$}}
// CHECK-NEXT: {{^}}	tbuffer_load_format_x v0, off, s[0:3], 0 format:[BUF_DATA_FORMAT_INVALID] scc{{$}}
// CHECK-NEXT: {{^}}	tbuffer_load_format_xyz v[0:2], off, s[0:3], 0 format:[BUF_DATA_FORMAT_INVALID] glc slc scc{{$}}
// CHECK-NEXT: {{^}}	global_load_dword v0, v[2:3], off scc{{$}}
// CHECK-NEXT: {{^}}	global_atomic_add v0, v[2:3], v1, off glc scc{{$}}
// GFX908:      {{^}}	buffer_load_dword v0, off, s[0:3], 0{{$}}
// GFX908-NEXT: {{^}}	buffer_atomic_add v0, off, s[0:3], 0 glc{{$}}
// GFX908-NEXT: {{^}}	tbuffer_load_format_x v0, off, s[0:3], 0 format:[BUF_DATA_FORMAT_INVALID]{{$}}
// GFX908-NEXT: {{^}}	tbuffer_load_format_xyz v[0:2], off, s[0:3], 0 format:[BUF_DATA_FORMAT_INVALID] glc slc{{$}}
// GFX908-NEXT: {{^}}	global_load_dword v0, v[2:3], off{{$}}
// GFX908-NEXT: {{^}}	global_atomic_add v0, v[2:3], v1, off glc{{$}}
