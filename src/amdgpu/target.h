/* AMDGPU targets: generation and the features that change syntax or encoding. */
#ifndef GI_AMDGPU_TARGET_H
#define GI_AMDGPU_TARGET_H
#include <stdbool.h>
#include <stddef.h>

/* Encoding generations. Order matters (comparisons like gen >= AMD_GFX9). */
typedef enum amd_gen { AMD_GFX7 = 0, AMD_GFX8, AMD_GFX9, AMD_GFX10, AMD_NGEN } amd_gen;

/* Table column: the generation plus the gfx906 (dot/fmac), gfx908 (AGPR/MAI) and
 * gfx90a variants of GFX9. */
typedef enum amd_col { AMD_C7 = 0, AMD_C8, AMD_C9, AMD_C906, AMD_C908, AMD_C90A, AMD_C10, AMD_NCOL } amd_col;

enum {
    AMD_F_XNACK = 1u << 0,     /* xnack_mask register exists */
    AMD_F_AGPR = 1u << 1,      /* accumulation registers (gfx908, gfx90a) */
    AMD_F_ALIGN_VGPR = 1u << 2,/* VGPR/AGPR tuples even-aligned (gfx90a) */
    AMD_F_INV2PI = 1u << 3,    /* 1/(2*pi) inline constant */
    AMD_F_WAVE32 = 1u << 4,    /* default wave size 32 */
    AMD_F_DL = 1u << 5,        /* dot-product instructions (gfx906+) */
    AMD_F_MAI = 1u << 6,       /* matrix instructions (gfx908, gfx90a) */
    AMD_F_XNACK_SUP = 1u << 7, /* the xnack target feature is supported (llvm-mc 14 warns otherwise) */
    AMD_F_SRAMECC_SUP = 1u << 8,/* the sramecc target feature is supported */
    AMD_F_FMA_MIX = 1u << 9,   /* v_fma_mix* instead of v_mad_mix* (gfx904, gfx906 on; rows AMD_I_FMA_MIX/MAD_MIX) */
    AMD_F_DOT10 = 1u << 10,    /* the GFX10 dot instructions (gfx1011, gfx1012; rows AMD_I_DOT10) */
    AMD_F_D16_PACKED8 = 1u << 11, /* gfx810: GFX8 encodings with packed d16 data (two halves a VGPR) */
    AMD_F_PACKED_TID = 1u << 12 /* a launch packs the work-item ids x/y/z into v0 (gfx90a, AMDGPUUsage) */
};

typedef struct amd_target {
    const char *name;
    amd_gen gen;
    amd_col col;
    unsigned features;
    unsigned sgprs;            /* addressable SGPRs */
    unsigned ttmps;
} amd_target;

const amd_target *amd_target_find(const char *name);

/* The target features of a -mattr list, read as llvm-mc 14 reads it:
 * comma-separated items, `+name` (or a bare name) sets, `-name` clears, names
 * are case-insensitive, later items override earlier ones. Unknown names and
 * xnack/sramecc settings the target cannot have only give warnings (one per
 * line in warn, empty if none). */
typedef struct amd_features {
    bool w32, w64;             /* wavefrontsize32 / wavefrontsize64 feature bits */
    /* target-id features of the code object (e_flags, .amdgcn_target): -1 off, 0 any
     * (not named), 1 on, 2 the target does not support it */
    signed char xnack, sramecc;
} amd_features;

void amd_features_parse(const amd_target *t, const char *mattr, amd_features *f, char *warn, size_t warnlen);

#endif
