/* DPP lane controls and SDWA selector names (see dpp.h). The values are
 * the dpp_ctrl encodings of the GCN3, Vega and RDNA1 ISA manuals;
 * row_newbcast is gfx90a's name for the 0x150 group that GFX10 calls
 * row_share. */
#include "amdgpu/dpp.h"
#include <stddef.h>

#define L AMD_DPP_GFX89
#define A AMD_DPP_GFX90A
#define X AMD_DPP_GFX10
const amd_dpp_ctrl amd_dpp_ctrls[] = {
    {"row_shl", 0x101, 1, 15, false, L | X, AMD_DPP_ROW_SHL},
    {"row_shr", 0x111, 1, 15, false, L | X, AMD_DPP_ROW_SHR},
    {"row_ror", 0x121, 1, 15, false, L | X, AMD_DPP_ROW_ROR},
    {"wave_shl", 0x130, 1, 1, false, L, AMD_DPP_WAVE_SHL},
    {"wave_rol", 0x134, 1, 1, false, L, AMD_DPP_WAVE_ROL},
    {"wave_shr", 0x138, 1, 1, false, L, AMD_DPP_WAVE_SHR},
    {"wave_ror", 0x13c, 1, 1, false, L, AMD_DPP_WAVE_ROR},
    {"row_mirror", 0x140, 0, 0, true, L | X, AMD_DPP_ROW_MIRROR},
    {"row_half_mirror", 0x141, 0, 0, true, L | X, AMD_DPP_ROW_HALF_MIRROR},
    {"row_bcast", 0x142, 15, 15, false, L, AMD_DPP_ROW_BCAST},
    {"row_bcast", 0x143, 31, 31, false, L, AMD_DPP_ROW_BCAST},
    {"row_newbcast", 0x150, 0, 15, false, A, AMD_DPP_ROW_SHARE},
    {"row_share", 0x150, 0, 15, false, X, AMD_DPP_ROW_SHARE},
    {"row_xmask", 0x160, 0, 15, false, X, AMD_DPP_ROW_XMASK},
};
#undef L
#undef A
#undef X
const unsigned amd_dpp_nctrls = sizeof amd_dpp_ctrls / sizeof amd_dpp_ctrls[0];

bool amd_dpp_ctrl_on(const amd_dpp_ctrl *c, const amd_target *t)
{
    if (t->gen >= AMD_GFX10) return c->targets & AMD_DPP_GFX10;
    if (t->col == AMD_C90A && (c->targets & AMD_DPP_GFX90A)) return true;
    return (c->targets & AMD_DPP_GFX89) && (t->gen == AMD_GFX8 || t->gen == AMD_GFX9);
}

const amd_dpp_ctrl *amd_dpp_ctrl_of(uint16_t code, const amd_target *t, unsigned *value)
{
    for (unsigned i = 0; i < amd_dpp_nctrls; i++) {
        const amd_dpp_ctrl *c = &amd_dpp_ctrls[i];
        if (!amd_dpp_ctrl_on(c, t) || code < c->first || code > c->first + (c->hi - c->lo)) continue;
        *value = c->lo + (code - c->first);
        return c;
    }
    return NULL;
}

int amd_dpp_source_lane(uint16_t code, const amd_target *t, unsigned lane, unsigned wave)
{
    unsigned row = lane & ~15u, i = lane & 15u;
    if (code <= AMD_DPP_QUAD_PERM_MAX) return (int)((lane & ~3u) | (code >> (2 * (lane & 3)) & 3));
    unsigned v;
    const amd_dpp_ctrl *c = amd_dpp_ctrl_of(code, t, &v);
    if (!c) return -1;
    switch ((amd_dpp_map)c->map) {
    case AMD_DPP_ROW_SHL: return i + v < 16 ? (int)(lane + v) : -1;
    case AMD_DPP_ROW_SHR: return i >= v ? (int)(lane - v) : -1;
    case AMD_DPP_ROW_ROR: return (int)(row | ((i - v) & 15u));
    case AMD_DPP_WAVE_SHL: return lane + 1 < wave ? (int)(lane + 1) : -1;
    case AMD_DPP_WAVE_ROL: return (int)((lane + 1) % wave);
    case AMD_DPP_WAVE_SHR: return lane > 0 ? (int)(lane - 1) : -1;
    case AMD_DPP_WAVE_ROR: return (int)((lane + wave - 1) % wave);
    case AMD_DPP_ROW_MIRROR: return (int)(row | (15u - i));
    case AMD_DPP_ROW_HALF_MIRROR: return (int)((lane & ~7u) | (7u - (lane & 7u)));
    case AMD_DPP_ROW_BCAST: /* lane 15 of each row into the next row; lane 31 into rows 2 and 3 */
        if (v == 15) return row >= 16 ? (int)(row - 1) : -1;
        return row >= 32 ? 31 : -1;
    case AMD_DPP_ROW_SHARE: return (int)(row | v);
    case AMD_DPP_ROW_XMASK: return (int)(row | (i ^ v));
    }
    return -1;
}

const char *const amd_sdwa_sel_names[7] = {"BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD"};
const char *const amd_sdwa_unused_names[3] = {"UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE"};
