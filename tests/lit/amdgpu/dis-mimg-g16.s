// MIMG before GFX10 as llvm-mc 14 -disassemble prints it (expected text from llvm-mc-14):
// bit 0 is opcode bit 7, which selects the _g16 rows (image_sample_d_g16 ...) that
// llvm-mc 14 defines 0x80 above the derivative samples; the srsrc is 256-bit whatever
// r128 says; data sizes follow llvm-mc's variants. The inputs are in Inputs/.
// RUN: %gpuisa dis --isa=amdgpu --mcpu=gfx900 --hex %S/Inputs/dis-mimg-g16-gfx9.hex | FileCheck --check-prefix=GFX9 %s
// RUN: %gpuisa dis --isa=amdgpu --mcpu=gfx906 --hex %S/Inputs/dis-mimg-g16-gfx9.hex | FileCheck --check-prefix=GFX9 %s
// RUN: %gpuisa dis --isa=amdgpu --mcpu=gfx908 --hex %S/Inputs/dis-mimg-g16-gfx9.hex | FileCheck --check-prefix=GFX9 %s
// RUN: %gpuisa dis --isa=amdgpu --mcpu=gfx801 --hex %S/Inputs/dis-mimg-g16-gfx8.hex | FileCheck --check-prefix=GFX8 %s
// RUN: %gpuisa dis --isa=amdgpu --mcpu=gfx90a --hex %S/Inputs/dis-mimg-gfx90a.hex | FileCheck --check-prefix=GFX90A %s
// opcode 0x22 with bit 0 set
// input: 0x01 0x01 0x88 0xf0 0x02 0x01 0x22 0x00
// GFX9:      {{^}}	image_sample_d_g16 v1, v[2:3], s[8:15], s[4:7] dmask:0x1{{$}}
// opcode 0x23 with bit 0 set
// input: 0x01 0x01 0x8c 0xf0 0x02 0x01 0x22 0x00
// GFX9-NEXT: {{^}}	image_sample_d_cl_g16 v1, v[2:3], s[8:15], s[4:7] dmask:0x1{{$}}
// opcode 0x2a with bit 0 set
// input: 0x01 0x01 0xa8 0xf0 0x02 0x01 0x22 0x00
// GFX9-NEXT: {{^}}	image_sample_c_d_g16 v1, v[2:4], s[8:15], s[4:7] dmask:0x1{{$}}
// opcode 0x2b with bit 0 set
// input: 0x01 0x01 0xac 0xf0 0x02 0x01 0x22 0x00
// GFX9-NEXT: {{^}}	image_sample_c_d_cl_g16 v1, v[2:4], s[8:15], s[4:7] dmask:0x1{{$}}
// opcode 0x32 with bit 0 set
// input: 0x01 0x01 0xc8 0xf0 0x02 0x01 0x22 0x00
// GFX9-NEXT: {{^}}	image_sample_d_o_g16 v1, v[2:4], s[8:15], s[4:7] dmask:0x1{{$}}
// opcode 0x33 with bit 0 set
// input: 0x01 0x01 0xcc 0xf0 0x02 0x01 0x22 0x00
// GFX9-NEXT: {{^}}	image_sample_d_cl_o_g16 v1, v[2:4], s[8:15], s[4:7] dmask:0x1{{$}}
// opcode 0x3a with bit 0 set
// input: 0x01 0x01 0xe8 0xf0 0x02 0x01 0x22 0x00
// GFX9-NEXT: {{^}}	image_sample_c_d_o_g16 v1, v[2:5], s[8:15], s[4:7] dmask:0x1{{$}}
// opcode 0x3b with bit 0 set
// input: 0x01 0x01 0xec 0xf0 0x02 0x01 0x22 0x00
// GFX9-NEXT: {{^}}	image_sample_c_d_cl_o_g16 v1, v[2:5], s[8:15], s[4:7] dmask:0x1{{$}}
// opcode 0x68 with bit 0 set
// input: 0x01 0x01 0xa0 0xf1 0x02 0x01 0x22 0x00
// GFX9-NEXT: {{^}}	image_sample_cd_g16 v1, v[2:3], s[8:15], s[4:7] dmask:0x1{{$}}
// opcode 0x69 with bit 0 set
// input: 0x01 0x01 0xa4 0xf1 0x02 0x01 0x22 0x00
// GFX9-NEXT: {{^}}	image_sample_cd_cl_g16 v1, v[2:3], s[8:15], s[4:7] dmask:0x1{{$}}
// opcode 0x6a with bit 0 set
// input: 0x01 0x01 0xa8 0xf1 0x02 0x01 0x22 0x00
// GFX9-NEXT: {{^}}	image_sample_c_cd_g16 v1, v[2:4], s[8:15], s[4:7] dmask:0x1{{$}}
// opcode 0x6b with bit 0 set
// input: 0x01 0x01 0xac 0xf1 0x02 0x01 0x22 0x00
// GFX9-NEXT: {{^}}	image_sample_c_cd_cl_g16 v1, v[2:4], s[8:15], s[4:7] dmask:0x1{{$}}
// opcode 0x6c with bit 0 set
// input: 0x01 0x01 0xb0 0xf1 0x02 0x01 0x22 0x00
// GFX9-NEXT: {{^}}	image_sample_cd_o_g16 v1, v[2:4], s[8:15], s[4:7] dmask:0x1{{$}}
// opcode 0x6d with bit 0 set
// input: 0x01 0x01 0xb4 0xf1 0x02 0x01 0x22 0x00
// GFX9-NEXT: {{^}}	image_sample_cd_cl_o_g16 v1, v[2:4], s[8:15], s[4:7] dmask:0x1{{$}}
// opcode 0x6e with bit 0 set
// input: 0x01 0x01 0xb8 0xf1 0x02 0x01 0x22 0x00
// GFX9-NEXT: {{^}}	image_sample_c_cd_o_g16 v1, v[2:5], s[8:15], s[4:7] dmask:0x1{{$}}
// opcode 0x6f with bit 0 set
// input: 0x01 0x01 0xbc 0xf1 0x02 0x01 0x22 0x00
// GFX9-NEXT: {{^}}	image_sample_c_cd_cl_o_g16 v1, v[2:5], s[8:15], s[4:7] dmask:0x1{{$}}
// bit 0 clear: the row without _g16
// input: 0x00 0x01 0x88 0xf0 0x02 0x01 0x22 0x00
// GFX9-NEXT: {{^}}	image_sample_d v1, v[2:3], s[8:15], s[4:7] dmask:0x1{{$}}
// bit 0 on an opcode without a _g16 row: invalid (the second word is a VOP2)
// input: 0x01 0x01 0x80 0xf0 0x02 0x01 0x22 0x00
// GFX9-NEXT: {{^}}	.long 0xf0800101{{$}}
// GFX9-NEXT: {{^}}	v_cndmask_b32_e32 v17, v2, v0, vcc{{$}}
// the r128 bit is a16 on GFX9; the resource stays 256-bit
// input: 0x01 0xa1 0x88 0xf0 0x02 0x01 0x22 0x00
// GFX9-NEXT: {{^}}	image_sample_d_g16 v1, v[2:3], s[8:15], s[4:7] dmask:0x1 glc a16{{$}}
// an atomic with dmask 0x7 has no 3-register variant: the decoded one
// input: 0x00 0x27 0x48 0xf0 0x02 0x01 0x02 0x00
// GFX9-NEXT: {{^}}	image_atomic_add v1, v2, s[8:15] dmask:0x7 glc{{$}}
// a cmpswap with dmask 0x3 and tfe: the decoded 2 registers
// input: 0x00 0x03 0x45 0xf0 0x02 0x0a 0x02 0x00
// GFX9-NEXT: {{^}}	image_atomic_cmpswap v[10:11], v2, s[8:15] dmask:0x3 tfe{{$}}
// gather4 with d16 and tfe: 3 registers have no variant, 4
// input: 0x00 0x01 0x01 0xf1 0x02 0x0a 0x22 0x80
// GFX9-NEXT: {{^}}	image_gather4 v[10:13], v2, s[8:15], s[4:7] dmask:0x1 tfe d16{{$}}
// a 2-register tuple from v255 does not exist: the decoded v255
// input: 0x00 0x03 0x00 0xf0 0x02 0xff 0x02 0x00
// GFX9-NEXT: {{^}}	image_load v255, v2, s[8:15] dmask:0x3{{$}}
// on GFX8 the _g16 rows too
// input: 0x01 0x01 0x88 0xf0 0x02 0x01 0x22 0x00
// GFX8:      {{^}}	image_sample_d_g16 v1, v[2:3], s[8:15], s[4:7] dmask:0x1{{$}}
// input: 0x01 0x01 0xbc 0xf1 0x02 0x01 0x22 0x00
// GFX8-NEXT: {{^}}	image_sample_c_cd_cl_o_g16 v1, v[2:5], s[8:15], s[4:7] dmask:0x1{{$}}
// r128 still prints a 256-bit resource
// input: 0x00 0xc1 0x88 0xf0 0x02 0x01 0x26 0x00
// GFX8-NEXT: {{^}}	image_sample_d v1, v[2:3], s[24:31], s[4:7] dmask:0x1 r128 da{{$}}
// input: 0x00 0x8f 0x00 0xf0 0x02 0x0a 0x06 0x00
// GFX8-NEXT: {{^}}	image_load v[10:13], v2, s[24:31] dmask:0xf r128{{$}}
// d16 is not packed on gfx801
// input: 0x00 0x0f 0x80 0xf0 0x02 0x0a 0x22 0x80
// GFX8-NEXT: {{^}}	image_sample v[10:13], v2, s[8:15], s[4:7] dmask:0xf d16{{$}}
// gfx90a: bit 16 is acc (AGPR data), bit 7 scc
// input: 0x80 0x0f 0x01 0xf0 0x02 0x0a 0x02 0x00
// GFX90A:      {{^}}	image_load a[10:13], v2, s[8:15] dmask:0xf scc{{$}}
// input: 0x80 0x23 0x20 0xf0 0x02 0x0a 0x02 0x00
// GFX90A-NEXT: {{^}}	image_store v[10:11], v2, s[8:15] dmask:0x3 glc scc{{$}}
