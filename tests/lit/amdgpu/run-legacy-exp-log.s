// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-legacy-exp-log.json --json %s > %t9.json
// RUN: %jsonq < %t9.json | FileCheck %s
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx803 --state %S/Inputs/run-legacy-exp-log.json --json %s > %t8.json
// RUN: %jsonq < %t8.json | FileCheck %s
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx700 --state %S/Inputs/run-legacy-exp-log.json --json %s > %t7.json
// RUN: %jsonq < %t7.json | FileCheck %s
// v_exp_legacy_f32 / v_log_legacy_f32 (D-T6): the special cases of v_exp_f32 / v_log_f32 (D-T4),
// one lane, the MODE of the state (f32 denormals flushed, D-FP2). Expected values by hand:
v_exp_legacy_f32 v1, 0                 // 2^0 = 1.0 = 0x3f800000
v_exp_legacy_f32 v2, 0x40400000        // 2^3.0 = 8.0 = 0x41000000
v_exp_legacy_f32 v3, 0xc2fc0000        // 2^-126 = the smallest normal, 0x00800000
v_exp_legacy_f32 v4, 0xc2fe0000        // 2^-127: a denormal, flushed to +0
v_exp_legacy_f32 v5, 0xff800000        // 2^-inf = +0
v_exp_legacy_f32 v6, 0x7f800000        // 2^+inf = +inf = 0x7f800000
v_exp_legacy_f32 v7, 0x7f800001        // a signalling NaN comes back quieted: 0x7fc00001
v_exp_legacy_f32_e64 v8, -1.0          // VOP3 with an inline constant: 2^-1 = 0.5 = 0x3f000000
v_log_legacy_f32 v11, 1.0              // log2(1) = +0
v_log_legacy_f32 v12, 0x41000000       // log2(8) = 3.0 = 0x40400000
v_log_legacy_f32 v13, 0x00800000       // log2(2^-126) = -126.0 = 0xc2fc0000
v_log_legacy_f32 v14, 0                // log2(+0) = -inf = 0xff800000
v_log_legacy_f32 v15, 0x80000000       // log2(-0) = -inf
v_log_legacy_f32 v16, 1                // a denormal input is flushed to +0: -inf
v_log_legacy_f32 v17, -1.0             // a negative input: the default NaN 0x7fc00000
v_log_legacy_f32 v18, 0x7f800000       // log2(+inf) = +inf
v_mov_b32 v0, 0xc1000000               // -8.0
v_log_legacy_f32_e64 v19, -v0          // VOP3 neg modifier: log2(8) = 3.0
v_log_legacy_f32_e64 v20, |v0| clamp   // log2(8) = 3.0 clamped to [0, 1]: 1.0
s_endpgm

// CHECK: regs.v1: 0x3f800000{{( 0x0){63}$}}
// CHECK: regs.v11: 0x0{{( 0x0){63}$}}
// CHECK: regs.v12: 0x40400000{{( 0x0){63}$}}
// CHECK: regs.v13: 0xc2fc0000{{( 0x0){63}$}}
// CHECK: regs.v14: 0xff800000{{( 0x0){63}$}}
// CHECK: regs.v15: 0xff800000{{( 0x0){63}$}}
// CHECK: regs.v16: 0xff800000{{( 0x0){63}$}}
// CHECK: regs.v17: 0x7fc00000{{( 0x0){63}$}}
// CHECK: regs.v18: 0x7f800000{{( 0x0){63}$}}
// CHECK: regs.v19: 0x40400000{{( 0x0){63}$}}
// CHECK: regs.v2: 0x41000000{{( 0x0){63}$}}
// CHECK: regs.v20: 0x3f800000{{( 0x0){63}$}}
// CHECK: regs.v3: 0x800000{{( 0x0){63}$}}
// CHECK: regs.v4: 0x0{{( 0x0){63}$}}
// CHECK: regs.v5: 0x0{{( 0x0){63}$}}
// CHECK: regs.v6: 0x7f800000{{( 0x0){63}$}}
// CHECK: regs.v7: 0x7fc00001{{( 0x0){63}$}}
// CHECK: regs.v8: 0x3f000000{{( 0x0){63}$}}
