/* The ds_swizzle_b32 offset modes and their printing (llvm-mc 14's choice of
 * macro: SWAP, then REVERSE, then BROADCAST, then BITMASK_PERM). */
#include "amdgpu/swizzle.h"

const amd_swz_mode_row amd_swz_modes[] = {
    {"QUAD_PERM", AMD_SWZ_QUAD, 0, 0}, {"BITMASK_PERM", AMD_SWZ_BITMASK, 0, 0},
    {"BROADCAST", AMD_SWZ_BROADCAST, 2, 32}, {"SWAP", AMD_SWZ_SWAP, 1, 16},
    {"REVERSE", AMD_SWZ_REVERSE, 2, 32},
};
const unsigned amd_swz_nmodes = sizeof amd_swz_modes / sizeof amd_swz_modes[0];

static const char *mode_name(amd_swz_mode m)
{
    for (unsigned i = 0; i < amd_swz_nmodes; i++)
        if (amd_swz_modes[i].mode == m) return amd_swz_modes[i].name;
    return "?";
}

static int is_pow2(unsigned v) { return v && !(v & (v - 1)); }

/* The BITMASK_PERM string: per bit, from bit 4 down, what lane 0 and lane 31
 * read there: 0/1 constant, p taken from the lane id, i its inverse. */
static void bitmask_string(gi_str *o, unsigned and_m, unsigned or_m, unsigned xor_m)
{
    unsigned probe0 = or_m ^ xor_m, probe1 = (and_m | or_m) ^ xor_m;
    gi_str_add(o, "\"");
    for (unsigned bit = 0x10; bit; bit >>= 1) {
        unsigned p0 = probe0 & bit, p1 = probe1 & bit;
        gi_str_add(o, p0 && p1 ? "1" : !p0 && !p1 ? "0" : !p0 ? "p" : "i");
    }
    gi_str_add(o, "\"");
}

void amd_swizzle_print(gi_str *o, uint16_t off)
{
    if (!off) return;
    if ((off & AMD_SWZ_QUAD_MASK) == AMD_SWZ_QUAD_ENC) {
        gi_str_addf(o, " offset:swizzle(%s", mode_name(AMD_SWZ_QUAD));
        for (int lane = 0; lane < 4; lane++) gi_str_addf(o, ",%u", off >> (2 * lane) & 3u);
        gi_str_add(o, ")");
        return;
    }
    if (off & AMD_SWZ_BITMASK_FLAG) {
        gi_str_addf(o, " offset:%u", off);
        return;
    }
    unsigned and_m = off & AMD_SWZ_LANES, or_m = off >> AMD_SWZ_OR_SHIFT & AMD_SWZ_LANES,
             xor_m = off >> AMD_SWZ_XOR_SHIFT & AMD_SWZ_LANES, group = AMD_SWZ_LANES - and_m + 1;
    if (and_m == AMD_SWZ_LANES && !or_m && is_pow2(xor_m))
        gi_str_addf(o, " offset:swizzle(%s,%u)", mode_name(AMD_SWZ_SWAP), xor_m);
    else if (and_m == AMD_SWZ_LANES && !or_m && xor_m && is_pow2(xor_m + 1))
        gi_str_addf(o, " offset:swizzle(%s,%u)", mode_name(AMD_SWZ_REVERSE), xor_m + 1);
    else if (group > 1 && is_pow2(group) && or_m < group && !xor_m)
        gi_str_addf(o, " offset:swizzle(%s,%u,%u)", mode_name(AMD_SWZ_BROADCAST), group, or_m);
    else {
        gi_str_addf(o, " offset:swizzle(%s,", mode_name(AMD_SWZ_BITMASK));
        bitmask_string(o, and_m, or_m, xor_m);
        gi_str_add(o, ")");
    }
}
