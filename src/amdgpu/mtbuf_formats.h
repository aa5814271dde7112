/* MTBUF buffer-format names (generated table, see mtbuf_formats.c). */
#ifndef GI_AMDGPU_MTBUF_FORMATS_H
#define GI_AMDGPU_MTBUF_FORMATS_H
extern const char *const amd_dfmt_names[16];
extern const char *const amd_nfmt_names[8];
extern const char *const amd_ufmt_names[128];
extern const signed char amd_legacy_to_ufmt[128];
#endif
