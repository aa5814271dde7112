// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --json %s 2>&1 | FileCheck %s
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 %s > /dev/null 2>&1; test $? -eq 1
// Modifiers the emulator does not model stop the run with an error naming the instruction
// (exit 1), never a silent no-op: integer clamp on an operation that has no saturating form
// here (add/sub saturate: run-int-clamp.s). The first two instructions show that float clamp
// and integer add clamp are modelled and run.
v_add_f32_e64 v0, v1, v2 clamp
v_add_u32_e64 v0, v1, v2 clamp
v_mad_u32_u24 v0, v1, v2, v3 clamp
s_endpgm
// CHECK: instruction 2: v_mad_u32_u24 with clamp or omod is not modelled
