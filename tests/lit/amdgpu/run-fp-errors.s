// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx906 %s 2>&1 | FileCheck --check-prefix=DOT %s
// RUN: sed 's/^v_dot2_f32_f16 .*/v_frexp_exp_i32_f32_e64 v0, v1 clamp/' %s | %not %gpuisa run --isa=amdgpu --mcpu=gfx906 - 2>&1 | FileCheck --check-prefix=FREXP %s
// Float forms that stay unmodelled stop the run with an error naming them (docs/amdgpu-exec.md
// D-T17, D-T18): v_dot2_f32_f16 with op_sel, an integer frexp result with clamp.
v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[1,0,0]
s_endpgm
// DOT: instruction 0: v_dot2_f32_f16 with op_sel, neg or clamp is not modelled
// FREXP: instruction 0: v_frexp_exp_i32_f32 with clamp or omod is not modelled
