// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --json %s 2>&1 | FileCheck %s
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 %s > /dev/null 2>&1; test $? -eq 1
// Modifiers the emulator does not model stop the run with an error naming the instruction
// (exit 1), never a silent no-op: integer clamp (saturation) here. The first instruction shows
// that float clamp is modelled and runs.
v_add_f32_e64 v0, v1, v2 clamp
v_add_u32_e64 v0, v1, v2 clamp
s_endpgm
// CHECK: instruction 1: v_add_u32 with clamp or omod is not modelled
