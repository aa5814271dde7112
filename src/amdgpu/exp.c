/* The EXP (export) family: export targets and the printed form (llvm-mc 14's
 * AMDGPU::Exp target table and AMDGPUInstPrinter::printExp*, read off by
 * assembling and disassembling every target id on gfx700 ... gfx1010). */
#include "amdgpu/exp.h"
#include <string.h>

/* The targets, in the order names are matched: a row without an index is its
 * name alone; an indexed row takes a decimal index without leading zeros
 * (mrt0 ... mrt7), id = first + index. min: the first generation with it. */
static const struct exp_target {
    const char *name;
    uint8_t first;       /* id of index 0 (or of the name) */
    int8_t lo, hi;       /* index range; -1: no index */
    amd_gen min;
} exp_targets[] = {
    {"null", 9, -1, -1, AMD_GFX7},
    {"mrtz", 8, -1, -1, AMD_GFX7},
    {"prim", 20, -1, -1, AMD_GFX10},
    {"mrt", 0, 0, 7, AMD_GFX7},
    {"pos", 12, 0, 3, AMD_GFX7},
    {"pos", 12, 4, 4, AMD_GFX10},
    {"param", 32, 0, 31, AMD_GFX7},
};
enum { NTARGETS = sizeof exp_targets / sizeof exp_targets[0] };

unsigned amd_exp_encoding(amd_gen g)
{
    return g == AMD_GFX8 || g == AMD_GFX9 ? 0x31u : 0x3eu;
}

int amd_exp_target_id(const char *name, size_t len, amd_gen g, unsigned *id)
{
    for (size_t i = 0; i < NTARGETS; i++) {
        const struct exp_target *t = &exp_targets[i];
        size_t n = strlen(t->name);
        if (t->lo < 0) {
            if (len != n || memcmp(name, t->name, n)) continue;
            if (g < t->min) return AMD_EXP_TGT_UNSUPPORTED;
            *id = t->first;
            return 0;
        }
        if (len <= n || memcmp(name, t->name, n)) continue;
        /* the first indexed name that is a prefix decides (llvm-mc's getTgtId) */
        const char *d = name + n;
        size_t dn = len - n;
        if (dn > 1 && d[0] == '0') return AMD_EXP_TGT_INVALID;
        if (dn > 3) return AMD_EXP_TGT_INVALID;
        unsigned v = 0;
        for (size_t k = 0; k < dn; k++) {
            if (d[k] < '0' || d[k] > '9') return AMD_EXP_TGT_INVALID;
            v = v * 10 + (unsigned)(d[k] - '0');
        }
        /* the rows of this name together say whether the index exists here */
        int result = AMD_EXP_TGT_INVALID;
        for (size_t j = i; j < NTARGETS; j++) {
            const struct exp_target *u = &exp_targets[j];
            if (strcmp(u->name, t->name) || (int)v < u->lo || (int)v > u->hi) continue;
            if (g < u->min) {
                result = AMD_EXP_TGT_UNSUPPORTED;
                continue;
            }
            *id = u->first + v;
            return 0;
        }
        return result;
    }
    return AMD_EXP_TGT_INVALID;
}

void amd_exp_target_print(gi_str *o, unsigned id, amd_gen g)
{
    id &= 63;
    for (size_t i = 0; i < NTARGETS; i++) {
        const struct exp_target *t = &exp_targets[i];
        if (g < t->min) continue;
        if (t->lo < 0 && id == t->first) {
            gi_str_addf(o, " %s", t->name);
            return;
        }
        if (t->lo >= 0 && id >= t->first + (unsigned)t->lo && id <= t->first + (unsigned)t->hi) {
            gi_str_addf(o, " %s%u", t->name, id - t->first);
            return;
        }
    }
    gi_str_addf(o, " invalid_target_%u", id);
}

void amd_exp_print(gi_str *o, amd_gen g, uint32_t w0, uint32_t w1)
{
    unsigned en = w0 >> AMD_EXP_EN_SHIFT & 15;
    bool compr = w0 >> AMD_EXP_COMPR_BIT & 1;
    gi_str_add(o, "exp");
    amd_exp_target_print(o, w0 >> AMD_EXP_TGT_SHIFT & 63, g);
    /* compressed: sources 0 and 1 print vsrc0, sources 2 and 3 vsrc1 (each
     * where its enable bit is set) */
    for (unsigned i = 0; i < 4; i++) {
        unsigned field = compr ? i / 2 : i;
        gi_str_add(o, i ? ", " : " ");
        if (en >> i & 1) gi_str_addf(o, "v%u", w1 >> (8 * field) & 0xff);
        else gi_str_add(o, "off");
    }
    if (w0 >> AMD_EXP_DONE_BIT & 1) gi_str_add(o, " done");
    if (compr) gi_str_add(o, " compr");
    if (w0 >> AMD_EXP_VM_BIT & 1) gi_str_add(o, " vm");
}
