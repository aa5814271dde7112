// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx700 --state %S/Inputs/run-legacy-rcp-rsq.json --json %s | %jsonq | FileCheck %s
// GFX7 v_rcp_legacy_f32 and v_rsq_legacy_f32 (docs/amdgpu-exec.md D-T22): v_rcp_f32 / v_rsq_f32
// with a zero source or infinite reciprocal giving 0 with the source's sign, and a +inf
// reciprocal square root giving +0. Lanes 0..7 of v1: +0, -0, 2, +inf, the smallest denormal
// (flushed to +0: MODE's default, D-FP2), 4, -inf, 0.25.
// rcp_legacy: +0, -0, 0.5, 1/inf = +0, 1/+0 = +inf -> +0, 0.25, 1/-inf = -0, 4
// rsq_legacy: rsq(+0) = +inf -> +0; rsq(-0) = -inf (kept: only +inf becomes 0); 1/sqrt(2) rounded
// to nearest = 0x3f3504f3; rsq(inf) = +0; the flushed denormal as +0 -> +0; 0.5; rsq(-inf) = the
// default NaN (D-T2); 2.
v_rcp_legacy_f32 v10, v1
v_rsq_legacy_f32_e64 v11, v1
s_endpgm

// CHECK: regs.v10: 0x0 0x80000000 0x3f000000 0x0 0x0 0x3e800000 0x80000000 0x40800000{{( 0x0){56}$}}
// CHECK: regs.v11: 0x0 0xff800000 0x3f3504f3 0x0 0x0 0x3f000000 0x7fc00000 0x40000000{{( 0x0){56}$}}
