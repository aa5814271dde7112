// GFX8 SDWA (sdwa-dpp.s): compares write vcc and have a clamp bit.
// v_cmp_eq_u16 has no clamp in VOP3 on GFX8, so clamp selects SDWA (VOPC 0xaa)
v_cmp_eq_u16 vcc, v1, v2 clamp
// GFX8: encoding: [0xf9,0x04,0x54,0x7d,0x01,0x20,0x06,0x06]
// v_mac_f32 (VOP2 0x16) has an SDWA form on GFX8 (not on GFX9)
v_mac_f32_sdwa v5, v1, v3 src0_sel:WORD_1
// GFX8: encoding: [0xf9,0x06,0x0a,0x2c,0x01,0x16,0x05,0x06]
