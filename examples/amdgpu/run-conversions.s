// mcpu: gfx900
// The seed page's "Type and Size Conversion" examples, executed: each operand reaches the
// operation exactly as it is encoded (spec/amdgpu-run.md D-O1..D-O4); adding +0 (or a
// zero register) makes the operand bits visible in the destination. Run it with its state:
//   build/gpuisa run --isa=amdgpu --mcpu=gfx900 --state examples/amdgpu/run-conversions.json examples/amdgpu/run-conversions.s
v_add_u16 v0, -1, 0                   // 16-bit integer -1 = 0xFFFF
v_add_f16 v1, -1, 0                   // the same bits on f16: 0xFFFF, a quiet NaN, passed on
v_add_u32 v2, -1, 0                   // 32-bit: 0xFFFFFFFF
v_add_f32 v3, -1, 0                   // 0xFFFFFFFF on f32: a quiet NaN, passed on
v_add_u16 v4, 0xff00, v20             // literal, bits 15:0 = 0xff00
v_add_u16 v5, 0xffffffffffffff00, v20 // the same 16-bit value: 0xff00
v_add_u16 v6, -256, v20               // and again: 0xff00
s_bfe_i64 s[0:1], 0xffefffff, s10     // i64 literal sign-extended: 0xffffffff_ffefffff
s_bfe_u64 s[2:3], 0xffefffff, s10     // u64 literal zero-extended: 0x00000000_ffefffff
v_cvt_f32_f64 v8, 0x3ff00001         // f64 literal in the high half: 0x3ff00001_00000000 = 1 + 2^-20,
                                      // exact in f32: 0x3f800008 (zero-extended it would give +0)
x = 0xffefffff
s_bfe_i64 s[4:5], x, s10              // a symbol is the same literal: 0xffffffff_ffefffff
v_add_f16 v10, 1.0, 0                 // f16 inline constant 1.0 = 0x3C00
v_add_f32 v11, 1.0, 0                 // f32 inline constant 1.0 = 0x3F800000
v_cvt_f32_f64 v12, 0.1               // f64 0.1 = 0x3fb99999_9999999a cannot be a literal: the high dword
                                      // is kept, 0x3fb99999_00000000, which rounds to f32 0x3dccccc8
v_add_f16 v14, 65500.0, v20           // f16 literal: 65500 rounds to 65504 = 0x7BFF
v_add_f32 v15, 65600.0, v20           // f32 literal 65600 = 0x47802000
v_add_f16 v16, 0.15915494, v20        // 1/(2*pi): inline constant 0x3118 on GFX8+
s_endpgm
