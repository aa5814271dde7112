// mcpu: gfx900
// The seed page's "Type and Size Conversion" examples: integers and floats
// converted to 16-, 32- and 64-bit operands, inline constants and literals.
v_add_u16 v0, -1, 0                   // src0 = 0xFFFF
v_add_f16 v0, -1, 0                   // src0 = 0xFFFF (NaN)
v_add_u32 v0, -1, 0                   // src0 = 0xFFFFFFFF
v_add_f32 v0, -1, 0                   // src0 = 0xFFFFFFFF (NaN)
v_add_u16 v0, 0xff00, v0              // src0 = 0xff00
v_add_u16 v0, 0xffffffffffffff00, v0  // src0 = 0xff00
v_add_u16 v0, -256, v0                // src0 = 0xff00
s_bfe_i64 s[0:1], 0xffefffff, s3      // src0 = 0xffffffffffefffff
s_bfe_u64 s[0:1], 0xffefffff, s3      // src0 = 0x00000000ffefffff
v_ceil_f64_e32 v[0:1], 0xffefffff     // src0 = 0xffefffff00000000
x = 0xffefffff
s_bfe_i64 s[0:1], x, s3
v_add_f16 v0, 1.0, 0                  // src0 = 0x3C00 (1.0)
v_add_f32 v0, 1.0, 0                  // src0 = 0x3F800000 (1.0)
v_ceil_f64 v[0:1], 1.7976931348623157e308
v_add_f16 v1, 65500.0, v2             // ok for f16
v_add_f32 v1, 65600.0, v2             // ok for f32
v_add_f16 v0, 0.15915494, v1          // 1/(2*pi): an inline constant on GFX8+
