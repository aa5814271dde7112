// mcpu: gfx1010
// GFX10 image instructions with dim and NSA (non-sequential address) lists,
// wave32 carries, and the null register.
image_load v[0:3], v[4:5], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D unorm
image_load v[0:3], [v4, v6], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D unorm
image_sample v[0:3], [v32, v1, v[2]], s[8:15], s[16:19] dmask:0xf dim:SQ_RSRC_IMG_3D
v_add_co_u32 v0, vcc_lo, v1, v2
s_mov_b32 null, s0
s_load_dword s5, s[2:3], 0x10 glc dlc
