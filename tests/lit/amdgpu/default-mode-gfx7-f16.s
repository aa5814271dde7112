// GFX7 has no inline constants for f16 operands (seed page, iconst/fconst warnings);
// llvm-mc 14 uses one in the 32-bit form. Default mode encodes 1.0 as the f16
// literal 0x3c00 and warns; --llvm-compat uses inline 1.0 (0xf2).
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx700 --show-encoding %s 2>%t.err | FileCheck --check-prefix=PAGE %s
// RUN: FileCheck --check-prefix=WARN %s < %t.err
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx700 --llvm-compat --show-encoding %s | FileCheck --check-prefix=LLVM %s
v_cvt_f32_f16 v0, 1.0
// PAGE: encoding: {{\[}}0xff,0x16,0x00,0x7e,0x00,0x3c,0x00,0x00{{\]}}
// WARN: warning: the seed page encodes this value as a literal
// LLVM: encoding: {{\[}}0xf2,0x16,0x00,0x7e{{\]}}
