// Input of run-fp-div64.s, whose third RUN line runs it against that file's CHECK lines (same
// registers, state and expected quotients): clang-14's f64 division for gfx90a
// (`-mcpu=gfx90a`: v_fmac_f64 in the Newton steps), its VALU sequence verbatim.
v_div_scale_f64 v[6:7], s[4:5], v[4:5], v[4:5], v[2:3]
v_rcp_f64_e32 v[8:9], v[6:7]
v_div_scale_f64 v[10:11], vcc, v[2:3], v[4:5], v[2:3]
v_fma_f64 v[12:13], -v[6:7], v[8:9], 1.0
v_fmac_f64_e32 v[8:9], v[8:9], v[12:13]
v_fma_f64 v[12:13], -v[6:7], v[8:9], 1.0
v_fmac_f64_e32 v[8:9], v[8:9], v[12:13]
v_mul_f64 v[12:13], v[10:11], v[8:9]
v_fma_f64 v[6:7], -v[6:7], v[12:13], v[10:11]
v_div_fmas_f64 v[6:7], v[6:7], v[8:9], v[12:13]
v_div_fixup_f64 v[2:3], v[6:7], v[4:5], v[2:3]
s_endpgm
