// v_pk_fmac_f16 (a tied 32-bit-only VOP2 row) prints _e32 on gfx908/gfx90a but no
// suffix on GFX10, as llvm-mc 14.
// RUN: %gpuisa dis --isa=amdgpu --mcpu=gfx908 --hex %s | FileCheck --check-prefix=GFX9 %s
// RUN: %gpuisa dis --isa=amdgpu --mcpu=gfx1010 --hex %s | FileCheck --check-prefix=GFX10 %s
0x01 0x07 0x0a 0x78
0xc1 0x06 0x0a 0x78
// GFX9:      {{^}}	v_pk_fmac_f16_e32 v5, v1, v3{{$}}
// GFX9-NEXT: {{^}}	v_pk_fmac_f16_e32 v5, -1, v3{{$}}
// GFX10:      {{^}}	v_pk_fmac_f16 v5, v1, v3{{$}}
// GFX10-NEXT: {{^}}	v_pk_fmac_f16 v5, -1, v3{{$}}
