/* Target rows. SGPR and ttmp counts are the seed page's per-GPU tables;
 * the feature columns were checked against llvm-mc 14 (e.g. xnack_mask is
 * accepted on gfx801/gfx810 and GFX9, rejected on gfx802/gfx803). */
#include "amdgpu/target.h"
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define I AMD_F_INV2PI
#define XS (AMD_F_XNACK | AMD_F_XNACK_SUP)
#define E AMD_F_SRAMECC_SUP
#define W (AMD_F_WAVE32 | AMD_F_XNACK_SUP)

static const amd_target targets[] = {
    {"gfx700", AMD_GFX7, AMD_C7, 0, 104, 12},
    {"gfx701", AMD_GFX7, AMD_C7, 0, 104, 12},
    {"gfx702", AMD_GFX7, AMD_C7, 0, 104, 12},
    {"gfx703", AMD_GFX7, AMD_C7, 0, 104, 12},
    {"gfx704", AMD_GFX7, AMD_C7, 0, 104, 12},
    {"gfx705", AMD_GFX7, AMD_C7, 0, 104, 12},
    {"gfx801", AMD_GFX8, AMD_C8, I | XS, 102, 12},
    {"gfx802", AMD_GFX8, AMD_C8, I, 102, 12},
    {"gfx803", AMD_GFX8, AMD_C8, I, 102, 12},
    {"gfx805", AMD_GFX8, AMD_C8, I, 102, 12},
    {"gfx810", AMD_GFX8, AMD_C8, I | XS | AMD_F_D16_PACKED8, 102, 12},
    {"gfx900", AMD_GFX9, AMD_C9, I | XS, 102, 16},
    {"gfx902", AMD_GFX9, AMD_C9, I | XS, 102, 16},
    {"gfx904", AMD_GFX9, AMD_C9, I | XS | AMD_F_FMA_MIX, 102, 16},
    {"gfx906", AMD_GFX9, AMD_C906, I | XS | E | AMD_F_DL | AMD_F_FMA_MIX, 102, 16},
    {"gfx908", AMD_GFX9, AMD_C908, I | XS | E | AMD_F_DL | AMD_F_AGPR | AMD_F_MAI | AMD_F_FMA_MIX, 102, 16},
    {"gfx909", AMD_GFX9, AMD_C9, I | XS, 102, 16},
    {"gfx90a", AMD_GFX9, AMD_C90A, I | XS | E | AMD_F_DL | AMD_F_AGPR | AMD_F_MAI | AMD_F_ALIGN_VGPR | AMD_F_FMA_MIX | AMD_F_PACKED_TID, 102, 16},
    {"gfx90c", AMD_GFX9, AMD_C9, I | XS, 102, 16},
    {"gfx1010", AMD_GFX10, AMD_C10, I | W | AMD_F_DL | AMD_F_FMA_MIX, 106, 16},
    {"gfx1011", AMD_GFX10, AMD_C10, I | W | AMD_F_DL | AMD_F_FMA_MIX | AMD_F_DOT10, 106, 16},
    {"gfx1012", AMD_GFX10, AMD_C10, I | W | AMD_F_DL | AMD_F_FMA_MIX | AMD_F_DOT10, 106, 16},
    {"gfx1013", AMD_GFX10, AMD_C10, I | W | AMD_F_DL | AMD_F_FMA_MIX, 106, 16},
};

const amd_target *amd_target_find(const char *name)
{
    for (size_t i = 0; i < sizeof targets / sizeof targets[0]; i++)
        if (!strcmp(targets[i].name, name)) return &targets[i];
    return NULL;
}

/* The feature names llvm-mc 14 knows for amdgcn (`llvm-mc -arch=amdgcn
 * -mattr=help`), lower case, sorted. Only the wave size, xnack and sramecc
 * change what gpuisa does; the others are accepted without effect. */
static const char *const feature_names[] = {
    "16-bit-insts", "a16", "add-no-carry-insts", "aperture-regs", "architected-flat-scratch",
    "atomic-fadd-insts", "auto-waitcnt-before-barrier", "ci-insts", "cumode", "dl-insts", "dot1-insts",
    "dot2-insts", "dot3-insts", "dot4-insts", "dot5-insts", "dot6-insts", "dot7-insts", "dpp", "dpp-64bit",
    "dpp8", "ds-src2-insts", "dumpcode", "enable-ds128", "enable-prt-strict-null", "extended-image-insts",
    "fast-denormal-f32", "fast-fmaf", "flat-address-space", "flat-for-global", "flat-global-insts",
    "flat-inst-offsets", "flat-scratch-insts", "flat-segment-offset-bug", "fma-mix-insts", "fmaf", "fp64",
    "full-rate-64-ops", "g16", "gcn3-encoding", "get-wave-id-inst", "gfx10", "gfx10-3-insts", "gfx10-insts",
    "gfx10_a-encoding", "gfx10_b-encoding", "gfx7-gfx8-gfx9-insts", "gfx8-insts", "gfx9", "gfx9-insts",
    "gfx90a-insts", "half-rate-64-ops", "image-gather4-d16-bug", "image-store-d16-bug",
    "inst-fwd-prefetch-bug", "int-clamp-insts", "inv-2pi-inline-imm", "lds-branch-vmem-war-hazard",
    "lds-misaligned-bug", "ldsbankcount16", "ldsbankcount32", "load-store-opt", "localmemorysize32768",
    "localmemorysize65536", "mad-mac-f32-insts", "mad-mix-insts", "mai-insts", "max-private-element-size-16",
    "max-private-element-size-4", "max-private-element-size-8", "mfma-inline-literal-bug", "mimg-r128",
    "movrel", "negative-scratch-offset-bug", "negative-unaligned-scratch-offset-bug", "no-data-dep-hazard",
    "no-sdst-cmpx", "nsa-clause-bug", "nsa-encoding", "nsa-max-size-13", "nsa-max-size-5", "nsa-to-vmem-bug",
    "offset-3f-bug", "packed-fp32-ops", "packed-tid", "pk-fmac-f16-inst", "promote-alloca", "r128-a16",
    "s-memrealtime", "s-memtime-inst", "scalar-atomics", "scalar-flat-scratch-insts", "scalar-stores", "sdwa",
    "sdwa-mav", "sdwa-omod", "sdwa-out-mods-vopc", "sdwa-scalar", "sdwa-sdst", "sea-islands", "sgpr-init-bug",
    "shader-cycles-register", "si-scheduler", "smem-to-vector-write-hazard", "southern-islands", "sramecc",
    "sramecc-support", "tgsplit", "trap-handler", "trig-reduced-range", "unaligned-access-mode",
    "unaligned-buffer-access", "unaligned-ds-access", "unaligned-scratch-access", "unpacked-d16-vmem",
    "unsafe-ds-offset-folding", "vcmpx-exec-war-hazard", "vcmpx-permlane-hazard", "vgpr-index-mode",
    "vmem-to-scalar-write-hazard", "volcanic-islands", "vop3-literal", "vop3p", "vscnt", "wavefrontsize16",
    "wavefrontsize32", "wavefrontsize64", "xnack", "xnack-support",
};

static int cmp_feature(const void *k, const void *e) { return strcmp(k, *(const char *const *)e); }

static void add_warning(char *warn, size_t warnlen, const char *what, const char *name, const char *tail)
{
    size_t used = strlen(warn);
    if (used + 1 < warnlen) snprintf(warn + used, warnlen - used, "%s%s%s\n", what, name, tail);
}

void amd_features_parse(const amd_target *t, const char *mattr, amd_features *f, char *warn, size_t warnlen)
{
    f->w32 = (t->features & AMD_F_WAVE32) != 0;
    f->w64 = !f->w32;
    if (warnlen) warn[0] = 0;
    int xnack = -1, sramecc = -1; /* -1 not mentioned, else the last setting */
    for (const char *p = mattr ? mattr : ""; *p;) {
        size_t n = strcspn(p, ",");
        if (n > 0) {
            char item[64];
            bool on = *p != '-';
            size_t skip = *p == '+' || *p == '-', len = n - skip < sizeof item - 1 ? n - skip : sizeof item - 1;
            for (size_t i = 0; i < len; i++) item[i] = (char)tolower((unsigned char)p[skip + i]);
            item[len] = 0;
            char shown[72];
            snprintf(shown, sizeof shown, "'%c%s'", on ? '+' : '-', item);
            if (n - skip != len || !bsearch(item, feature_names, sizeof feature_names / sizeof feature_names[0],
                                            sizeof feature_names[0], cmp_feature))
                add_warning(warn, warnlen, "", shown, " is not a recognized feature for this target (ignoring feature)");
            else if (!strcmp(item, "wavefrontsize32"))
                f->w32 = on;
            else if (!strcmp(item, "wavefrontsize64"))
                f->w64 = on;
            else if (!strcmp(item, "xnack"))
                xnack = on;
            else if (!strcmp(item, "sramecc"))
                sramecc = on;
        }
        p += n;
        if (*p == ',') p++;
    }
    f->xnack = !(t->features & AMD_F_XNACK_SUP) ? 2 : xnack < 0 ? 0 : xnack ? 1 : -1;
    f->sramecc = !(t->features & AMD_F_SRAMECC_SUP) ? 2 : sramecc < 0 ? 0 : sramecc ? 1 : -1;
    if (xnack >= 0 && !(t->features & AMD_F_XNACK_SUP))
        add_warning(warn, warnlen, "xnack ", xnack ? "'On'" : "'Off'",
                    " was requested for a processor that does not support it!");
    if (sramecc >= 0 && !(t->features & AMD_F_SRAMECC_SUP))
        add_warning(warn, warnlen, "sramecc ", sramecc ? "'On'" : "'Off'",
                    " was requested for a processor that does not support it!");
}
