// mtbuf_formats.s -- MTBUF format operands: numeric, legacy [data,num] and GFX10 unified names

tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT]
tbuffer_load_format_x v1, off, s[4:7], s1 format:0x74
tbuffer_load_format_xy v[1:2], v2, s[4:7], s1 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT] offen offset:4 glc slc
tbuffer_store_format_x v1, v[2:3], s[4:7], s1 format:[BUF_NUM_FORMAT_FLOAT] idxen offen
tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_FMT_32_FLOAT]
tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_NUM_FORMAT_FLOAT,BUF_DATA_FORMAT_32]
tbuffer_load_format_x v1, off, s[4:7], s1 format:128
tbuffer_load_format_xyzw v[1:4], off, s[4:7], s1 format:[BUF_DATA_FORMAT_8_8_8_8,BUF_NUM_FORMAT_UINT]
tbuffer_store_format_d16_x v1, off, s[4:7], s1 format:[BUF_DATA_FORMAT_16]
