// -mattr is read as llvm-mc 14 reads it: comma-separated +/- items, the last
// one wins; wavefrontsize32 and wavefrontsize64 are two feature bits, each
// admitting its spelling of the lane mask (vcc_lo / vcc), both when both are
// on. Implicit vcc of GFX10 VOP2 rows works in every mode. Expected bytes and
// accept/reject: llvm-mc 14 (-arch=amdgcn -mcpu=gfx1010 -mattr=... -show-encoding).
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx1010 --llvm-compat --show-encoding -mattr=-wavefrontsize32,+wavefrontsize64 %s 2>/dev/null | FileCheck --check-prefix=W64 %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx1010 --llvm-compat --show-encoding -mattr=-wavefrontsize32,+wavefrontsize64 %s 2>&1 >/dev/null | FileCheck --check-prefix=W64E %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx1010 --llvm-compat --show-encoding -mattr=+wavefrontsize64 %s 2>/dev/null | FileCheck --check-prefix=BOTH %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx1010 --llvm-compat --show-encoding -mattr=+wavefrontsize64 %s 2>&1 >/dev/null | FileCheck --check-prefix=BOTHE %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx1010 --llvm-compat --show-encoding -mattr=+wavefrontsize64,-wavefrontsize64 %s 2>/dev/null | FileCheck --check-prefix=W32 %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx1010 --llvm-compat --show-encoding -mattr=+wavefrontsize64,-wavefrontsize64 %s 2>&1 >/dev/null | FileCheck --check-prefix=W32E %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx1010 --llvm-compat --show-encoding -mattr=-wavefrontsize32 %s 2>/dev/null | FileCheck --check-prefix=NONE %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx1010 --llvm-compat --show-encoding -mattr=-wavefrontsize32 %s 2>&1 >/dev/null | FileCheck --check-prefix=NONEE %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx1010 --llvm-compat --show-encoding -mattr=-WavefrontSize32,,+wavefrontsize64 %s 2>/dev/null | FileCheck --check-prefix=W64 %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx1010 --llvm-compat --show-encoding -mattr=-WavefrontSize32,,+wavefrontsize64 %s 2>&1 >/dev/null | FileCheck --check-prefix=W64E %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx802 -mattr=+foo,-xnack,+xnack,-sramecc,+wavefrontsize64 %S/Inputs/ok.s -o /dev/null 2>&1 | FileCheck --check-prefix=WARN %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx906 -mattr=+xnack,-sramecc,+cumode %S/Inputs/ok.s -o /dev/null 2>&1 | count 0

v_cmp_eq_u32 vcc, v0, v1
// W64: encoding: [0x00,0x03,0x84,0x7d]
// BOTH: encoding: [0x00,0x03,0x84,0x7d]
// W32E: mattr-features.s:[[@LINE-3]]:{{[0-9]+}}: error:
// NONEE: mattr-features.s:[[@LINE-4]]:{{[0-9]+}}: error:
v_cmp_eq_u32 vcc_lo, v0, v1
// W64E: mattr-features.s:[[@LINE-1]]:{{[0-9]+}}: error:
// BOTH: encoding: [0x00,0x03,0x84,0x7d]
// W32: encoding: [0x00,0x03,0x84,0x7d]
// NONEE: mattr-features.s:[[@LINE-4]]:{{[0-9]+}}: error:
v_add_co_ci_u32_e32 v3, vcc, v3, v4, vcc
// W64: encoding: [0x03,0x09,0x06,0x50]
// BOTH: encoding: [0x03,0x09,0x06,0x50]
// W32E: mattr-features.s:[[@LINE-3]]:{{[0-9]+}}: error:
// NONEE: mattr-features.s:[[@LINE-4]]:{{[0-9]+}}: error:
v_add_co_ci_u32_e32 v3, vcc, v3, v4, vcc_lo
// W64E: mattr-features.s:[[@LINE-1]]:{{[0-9]+}}: error: invalid operand for instruction
// BOTHE: mattr-features.s:[[@LINE-2]]:{{[0-9]+}}: error: invalid operand for instruction
// W32E: mattr-features.s:[[@LINE-3]]:{{[0-9]+}}: error:
// NONEE: mattr-features.s:[[@LINE-4]]:{{[0-9]+}}: error:
v_add_co_ci_u32_e32 v3, v3, v4
// W64: v_add_co_ci_u32_e32 v3, v3, v4 {{.*}}encoding: [0x03,0x09,0x06,0x50]
// BOTH: v_add_co_ci_u32_e32 v3, v3, v4 {{.*}}encoding: [0x03,0x09,0x06,0x50]
// W32: v_add_co_ci_u32_e32 v3, v3, v4 {{.*}}encoding: [0x03,0x09,0x06,0x50]
// NONE: v_add_co_ci_u32_e32 v3, v3, v4 {{.*}}encoding: [0x03,0x09,0x06,0x50]
v_cndmask_b32 v0, v1, v2
// W64: encoding: [0x01,0x05,0x00,0x02]
// BOTH: encoding: [0x01,0x05,0x00,0x02]
// W32: encoding: [0x01,0x05,0x00,0x02]
// NONE: encoding: [0x01,0x05,0x00,0x02]
v_sub_co_ci_u32 v3, v3, v4
// W64: encoding: [0x03,0x09,0x06,0x52]
// BOTH: encoding: [0x03,0x09,0x06,0x52]
// W32: encoding: [0x03,0x09,0x06,0x52]
// NONE: encoding: [0x03,0x09,0x06,0x52]
v_add_co_ci_u32_sdwa v3, v3, v4
// W64: encoding: [0xf9,0x08,0x06,0x50,0x03,0x16,0x06,0x06]
// BOTH: encoding: [0xf9,0x08,0x06,0x50,0x03,0x16,0x06,0x06]
// W32: encoding: [0xf9,0x08,0x06,0x50,0x03,0x16,0x06,0x06]
// NONE: encoding: [0xf9,0x08,0x06,0x50,0x03,0x16,0x06,0x06]

// llvm-mc 14 on gfx802: the unknown feature is ignored, xnack/sramecc are
// reported as their last setting
// WARN: warning: '+foo' is not a recognized feature for this target (ignoring feature)
// WARN-NEXT: warning: xnack 'On' was requested for a processor that does not support it!
// WARN-NEXT: warning: sramecc 'Off' was requested for a processor that does not support it!
