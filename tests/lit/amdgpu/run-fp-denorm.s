// f32 denormals follow the MODE register's FP_DENORM f32 field (bits 5:4): 0 (the default of a
// `run --state`, D-FP1) flushes f32 denormal inputs and results to a zero of the same sign, 3
// keeps them (what a launch's descriptor sets for clang's OpenCL kernels: FLOAT_DENORM_MODE_32 3).
// v0 = 0x00000002 = 2 * 2^-149 (the second smallest denormal), v1 = 0x80400000 = -2^-127.
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-fp-denorm.json --json %s | %jsonq | FileCheck %s
v_mul_f32 v2, v0, 0.5                         // flushed: the input is 0 -> +0
v_add_f32 v3, v1, 0                           // -2^-127 flushed to -0: -0 + +0 = +0
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
v_mul_f32 v4, v0, 0.5                         // kept: 2^-149 exactly = 0x00000001
v_add_f32 v5, v1, 0                           // kept: -2^-127 = 0x80400000
v_mul_f32 v6, v0, 0.5 div:2                   // omod results still flush (docs): 2^-150 -> rounds to even 0, +0
v_fma_f32 v7, v0, 0.5, v0                     // 2^-149 + 2 * 2^-149 = 3 * 2^-149 = 0x00000003
// CHECK: regs.v2: 0x0
// CHECK: regs.v3: 0x0
// CHECK: regs.v4: 0x1
// CHECK: regs.v5: 0x80400000
// CHECK: regs.v6: 0x0
// CHECK: regs.v7: 0x3
