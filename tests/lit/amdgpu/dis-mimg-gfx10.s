// GFX10 MIMG as llvm-mc 14 -disassemble prints it (expected text from llvm-mc-14): the dim,
// the data size from dmask/tfe/packed d16 and the address size from dim/a16 where llvm-mc
// defines such a variant, NSA address lists, and its fallbacks to the variant it decoded.
// RUN: %gpuisa dis --isa=amdgpu --mcpu=gfx1010 --hex %s | FileCheck %s
// RUN: %gpuisa dis --isa=amdgpu --mcpu=gfx1010 -mattr=+wavefrontsize64 --hex %s | FileCheck %s
// image_load, 1D: one address
0x00 0x01 0x00 0xf0 0x01 0x02 0x02 0x00
// CHECK:      {{^}}	image_load v2, v1, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D{{$}}
// 2D with tfe: data 4+1 registers, address 2
0x08 0x0f 0x01 0xf0 0x04 0x0a 0x02 0x00
// CHECK-NEXT: {{^}}	image_load v[10:14], v[4:5], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D tfe{{$}}
// a16 (bit 62) halves the coordinates and the mip level: 2D_MSAA_ARRAY 5 -> 3
0x38 0x03 0x04 0xf0 0x04 0x0a 0x02 0x40
// CHECK-NEXT: {{^}}	image_load_mip v[10:11], v[4:6], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16{{$}}
// packed d16 (bit 63) halves the data
0x10 0x07 0x20 0xf0 0x00 0x0c 0x04 0x80
// CHECK-NEXT: {{^}}	image_store v[12:13], v[0:2], s[16:23] dmask:0x7 dim:SQ_RSRC_IMG_3D d16{{$}}
// the cache and format bits; bit 14 is ignored
0x90 0xf1 0x82 0xf2 0x14 0x05 0x23 0x40
// CHECK-NEXT: {{^}}	image_sample v5, v[20:21], s[12:19], s[4:7] dmask:0x1 dim:SQ_RSRC_IMG_3D unorm glc slc dlc r128 a16 lwe{{$}}
// derivatives: 2D reads 6 addresses
0x08 0x01 0x88 0xf0 0x00 0x1e 0x00 0x00
// CHECK-NEXT: {{^}}	image_sample_d v30, v[0:5], s[0:7], s[0:3] dmask:0x1 dim:SQ_RSRC_IMG_2D{{$}}
// 3D reads 9: a 16-register tuple
0x10 0x01 0x88 0xf0 0x10 0x28 0x00 0x00
// CHECK-NEXT: {{^}}	image_sample_d v40, v[16:31], s[0:7], s[0:3] dmask:0x1 dim:SQ_RSRC_IMG_3D{{$}}
// NSA (2 dwords, 9 registers in the variant llvm-mc decodes): the 8 the dim needs
0x0c 0x01 0xac 0xf0 0x01 0x28 0x00 0x00 0x03 0x05 0x07 0x09 0x0b 0x0d 0x0f 0x11
// CHECK-NEXT: {{^}}	image_sample_c_d_cl v40, [v1, v3, v5, v7, v9, v11, v13, v15], s[0:7], s[0:3] dmask:0x1 dim:SQ_RSRC_IMG_2D{{$}}
// an NSA list shorter than the dim needs keeps the decoded variant (3 addresses, 1 data register)
0x3a 0x0f 0x80 0xf0 0x01 0x28 0x00 0x00 0x02 0x03 0x04 0x05
// CHECK-NEXT: {{^}}	image_sample v40, [v1, v2, v3], s[0:7], s[0:3] dmask:0xf dim:SQ_RSRC_IMG_2D_MSAA_ARRAY{{$}}
// _g16 with a16 (gfx1010 has no G16 feature)
0x01 0x01 0x88 0xf0 0x01 0x28 0x00 0x40
// CHECK-NEXT: {{^}}	image_sample_d_g16 v40, v[1:3], s[0:7], s[0:3] dmask:0x1 dim:SQ_RSRC_IMG_1D a16{{$}}
// four data registers from v255 do not exist: the decoded v255
0x00 0x0f 0x80 0xf0 0x01 0xff 0x00 0x00
// CHECK-NEXT: {{^}}	image_sample v255, v1, s[0:7], s[0:3] dmask:0xf dim:SQ_RSRC_IMG_1D{{$}}
// gather4: d16 with tfe asks for 3 registers, which no variant has: 4
0x00 0x01 0x01 0xf1 0x01 0x28 0x00 0x80
// CHECK-NEXT: {{^}}	image_gather4 v[40:43], v1, s[0:7], s[0:3] dmask:0x1 dim:SQ_RSRC_IMG_1D tfe d16{{$}}
// gather4 with d16: 2
0x00 0x02 0x00 0xf1 0x01 0x28 0x00 0x80
// CHECK-NEXT: {{^}}	image_gather4 v[40:41], v1, s[0:7], s[0:3] dmask:0x2 dim:SQ_RSRC_IMG_1D d16{{$}}
// cmpswap with dmask 0x1: no 1-register variant, the decoded 2
0x00 0x21 0x40 0xf0 0x01 0x28 0x00 0x00
// CHECK-NEXT: {{^}}	image_atomic_cmpswap v[40:41], v1, s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_1D glc{{$}}
// an atomic with dmask 0x3
0x00 0x03 0x3c 0xf0 0x01 0x28 0x00 0x00
// CHECK-NEXT: {{^}}	image_atomic_swap v[40:41], v1, s[0:7] dmask:0x3 dim:SQ_RSRC_IMG_1D{{$}}
// get_resinfo reads the mip level only
0x10 0x0f 0x38 0xf0 0x01 0x28 0x00 0x00
// CHECK-NEXT: {{^}}	image_get_resinfo v[40:43], v1, s[0:7] dmask:0xf dim:SQ_RSRC_IMG_3D{{$}}
// image_load has no NSA variant of 2 dwords: invalid
0x04 0x01 0x00 0xf0 0x01 0x28 0x00 0x00 0x00 0x00 0x00 0x00 0x00 0x00 0x00 0x00
// CHECK-NEXT: {{^}}	.long 0xf0000104{{$}}
