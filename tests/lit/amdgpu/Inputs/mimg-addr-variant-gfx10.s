image_sample_d v40, v0, s[24:31], s[32:35] dmask:0x1 dim:SQ_RSRC_IMG_2D
image_load v40, [v0, v2, v4, v6, v8, v9], s[24:31] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY
image_sample_c_cd_cl_o v40, [v0, v2], s[24:31], s[32:35] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_gather4 v[40:43], [v0, v2, v4, v6], s[24:31], s[32:35] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY
