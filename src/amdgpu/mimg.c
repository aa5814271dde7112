/* MIMG tables shared by the assembler (asm/encode_mimg.c) and the disassembler
 * (dis/print.c). The address-size variants per mnemonic are the generated
 * table of mimg_addr.c. */
#include "amdgpu/mimg.h"
#include <string.h>

const char *const amd_mimg_dim_names[AMD_MIMG_NDIMS] = {"1D", "2D", "3D", "CUBE", "1D_ARRAY", "2D_ARRAY",
                                                        "2D_MSAA", "2D_MSAA_ARRAY"};

/* Coordinates per dim and the number of gradient components of a derivative
 * (_d, _cd) variant, in dim order. */
static const uint8_t dim_coords[AMD_MIMG_NDIMS] = {1, 2, 3, 3, 2, 3, 3, 4};
static const uint8_t dim_grads[AMD_MIMG_NDIMS] = {1, 2, 3, 2, 1, 2, 2, 2};

/* llvm-mc 14's data variants: V1-V5 (tfe adds one), gather4 V2 (packed d16), V4,
 * V5; atomics V1, V2 (cmpswap V2, V4). Its decoder tables hold V1 (gather4 V4,
 * cmpswap V2). */
static const amd_mimg_data data_kinds[] = {
    {"image_atomic_cmpswap", 1u << 2 | 1u << 4, 2},
    {"image_atomic_fcmpswap", 1u << 2 | 1u << 4, 2},
    {"image_atomic_", 1u << 1 | 1u << 2, 1},
    {"image_gather4", 1u << 2 | 1u << 4 | 1u << 5, 4},
    {"image_", 0x3e, 1},
};

const amd_mimg_data *amd_mimg_data_of(const char *name)
{
    for (size_t i = 0; i < sizeof data_kinds / sizeof data_kinds[0]; i++)
        if (!strncmp(name, data_kinds[i].prefix, strlen(data_kinds[i].prefix))) return &data_kinds[i];
    return &data_kinds[sizeof data_kinds / sizeof data_kinds[0] - 1];
}

bool amd_mimg_is_gather4(const char *name) { return !strncmp(name, "image_gather4", 13); }

/* Does the mnemonic's variant suffix list contain `part` (between '_')? */
static bool has_part(const char *name, const char *part)
{
    size_t n = strlen(part);
    for (const char *p = strchr(name, '_'); p; p = strchr(p + 1, '_'))
        if (!strncmp(p + 1, part, n) && (p[1 + n] == '_' || p[1 + n] == 0)) return true;
    return false;
}

unsigned amd_mimg_addr_components(const char *name, int dim, bool a16)
{
    if (dim < 0 || dim >= AMD_MIMG_NDIMS) return 0;
    bool sample = !strncmp(name, "image_sample", 12) || amd_mimg_is_gather4(name) ||
                  !strncmp(name, "image_get_lod", 13);
    unsigned extra = 0, coords = dim_coords[dim], grads = 0;
    if (!strncmp(name, "image_get_resinfo", 17)) return 1; /* the mip level alone, for every dim */
    if (!sample) {
        if (has_part(name, "mip")) coords++;
    } else {
        if (has_part(name, "o")) extra++;
        if (has_part(name, "b")) extra++;
        if (has_part(name, "c")) extra++;
        if (has_part(name, "d") || has_part(name, "cd")) grads = 2u * dim_grads[dim];
        if (has_part(name, "l")) coords++;
        if (has_part(name, "cl")) coords++;
    }
    /* 16-bit gradients (_g16) pack two components of one derivative per dword;
     * a16 packs the coordinates only (llvm-mc 14) */
    if (grads && has_part(name, "g16")) grads = 2u * ((dim_grads[dim] + 1u) / 2u);
    if (a16) coords = (coords + 1) / 2;
    return extra + grads + coords;
}
