// Input of run-fp-div.s, whose second RUN line runs it against that file's CHECK lines (same
// registers, same state, same expected quotients): clang-14's f32 division for gfx90a
// (`-mcpu=gfx90a`: the reciprocal is issued between the two v_div_scale_f32 and the Newton
// steps use v_fmac_f32), its VALU sequence verbatim.
v_div_scale_f32 v3, s[4:5], v2, v2, v4
v_rcp_f32_e32 v5, v3
v_div_scale_f32 v7, vcc, v4, v2, v4
v_fma_f32 v8, -v3, v5, 1.0
v_fmac_f32_e32 v5, v8, v5
v_mul_f32_e32 v8, v7, v5
v_fma_f32 v9, -v3, v8, v7
v_fmac_f32_e32 v8, v9, v5
v_fma_f32 v3, -v3, v8, v7
v_div_fmas_f32 v3, v3, v5, v8
v_div_fixup_f32 v2, v3, v2, v4
s_endpgm
