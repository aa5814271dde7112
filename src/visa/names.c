/* Code <-> name tables of vISA: platforms, types, caching, SFIDs, address
 * models, data sizes, vectors, predefined variables. */
#include "visa/visa.h"
#include "core/util.h"
#include <string.h>

static const visa_target targets[] = {
    {"dg2", "DG2", 0x0d, 32, 16, false},
    {"mtl", "MTL", 0x0f, 32, 16, false},
    {"pvc", "PVC", 0x0e, 64, 32, true},
};

const visa_target *visa_target_find(const char *name)
{
    for (size_t i = 0; i < sizeof targets / sizeof targets[0]; i++)
        if (!strcmp(targets[i].name, name)) return &targets[i];
    return NULL;
}

const char *const visa_type_names[VISA_T_COUNT] = {"ud", "d", "uw", "w", "ub", "b", "df", "f",
                                                   "v", "vf", "bool", "uq", "uv", "q", "hf", "bf"};

unsigned visa_type_size(unsigned t)
{
    static const uint8_t sz[VISA_T_COUNT] = {4, 4, 2, 2, 1, 1, 8, 4, 4, 4, 1, 8, 4, 8, 2, 2};
    return t < VISA_T_COUNT ? sz[t] : 0;
}

unsigned visa_vec_len(unsigned code)
{
    static const uint8_t len[9] = {0, 1, 2, 3, 4, 8, 16, 32, 64};
    return code < 9 ? len[code] : 0;
}

int visa_vec_code(unsigned len)
{
    for (unsigned c = 1; c <= 8; c++)
        if (visa_vec_len(c) == len) return (int)c;
    return -1;
}

unsigned visa_dsize_reg(unsigned ds)
{
    static const uint8_t r[8] = {0, 1, 2, 4, 8, 4, 4, 4};
    return ds < 8 ? r[ds] : 0;
}

unsigned visa_dsize_mem(unsigned ds)
{
    static const uint8_t m[8] = {0, 1, 2, 4, 8, 1, 2, 2};
    return ds < 8 ? m[ds] : 0;
}

const char *const visa_cache_names[VISA_CACHE_COUNT] = {"df", "uc", "ca", "wb", "wt", "st", "ri"};

const char *visa_sfid_name(unsigned sfid)
{
    switch (sfid) {
    case VISA_SFID_UGM: return "ugm";
    case VISA_SFID_UGML: return "ugml";
    case VISA_SFID_SLM: return "slm";
    default: return NULL;
    }
}

const char *visa_model_name(unsigned m)
{
    static const char *const n[] = {NULL, "flat", "bss", "ss", "bti", "arg"};
    return m < 6 ? n[m] : NULL;
}

static const char *const dsize_names[8] = {NULL, "d8", "d16", "d32", "d64", "d8u32", "d16u32", "d16u32h"};

const char *visa_dsize_name(unsigned ds) { return ds < 8 ? dsize_names[ds] : NULL; }

/* d8..d16u32h; u8.. (the seed's `(d|u)`); GenX_IR's d8c32 d16c32 d16c32h */
int visa_dsize_parse(const char *p, size_t n)
{
    if (n < 2 || (p[0] != 'd' && p[0] != 'u')) return -1;
    static const char *const c32[8] = {NULL, NULL, NULL, NULL, NULL, "8c32", "16c32", "16c32h"};
    for (int d = 1; d < 8; d++) {
        if (gi_eq(p + 1, n - 1, dsize_names[d] + 1)) return d;
        if (c32[d] && gi_eq(p + 1, n - 1, c32[d])) return d;
    }
    return -1;
}

const char *const visa_predef_names[VISA_NUM_PREDEF_VARS] = {
    "%null", "%thread_x", "%thread_y", "%group_id_x", "%group_id_y", "%group_id_z", "%tsc",
    "%r0", "%arg", "%retval", "%sp", "%fp", "%hw_id", "%sr0", "%cr0", "%ce0", "%dbg0", "%color",
    "%impl_arg_buf_ptr", "%local_id_buf_ptr", "%msg0"};

const char *const visa_predef_surfaces[VISA_NUM_PREDEF_SURF] = {"%slm", "T1", "T2", "TSS", "%bss", "%scratch"};

const char *const visa_align_names[VISA_NUM_ALIGNS] = {"byte", "word", "dword", "qword", "oword", "GRF",
                                                     "GRFx2", "hword", "wordx32", "wordx64"};
