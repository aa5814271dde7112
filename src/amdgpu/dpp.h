/* The DPP lane controls (the dpp_ctrl field of the DPP word) and the SDWA
 * selector names: one table read by the parser, the encoder and the
 * disassembler. */
#ifndef GI_AMDGPU_DPP_H
#define GI_AMDGPU_DPP_H
#include <stdbool.h>
#include <stdint.h>
#include "amdgpu/target.h"

/* Which targets take a control. */
enum { AMD_DPP_GFX89 = 1, AMD_DPP_GFX90A = 2, AMD_DPP_GFX10 = 4 };

/* How a control picks the lane a lane reads (amd_dpp_source_lane). */
typedef enum amd_dpp_map {
    AMD_DPP_ROW_SHL, AMD_DPP_ROW_SHR, AMD_DPP_ROW_ROR, AMD_DPP_WAVE_SHL, AMD_DPP_WAVE_ROL, AMD_DPP_WAVE_SHR,
    AMD_DPP_WAVE_ROR, AMD_DPP_ROW_MIRROR, AMD_DPP_ROW_HALF_MIRROR, AMD_DPP_ROW_BCAST, AMD_DPP_ROW_SHARE,
    AMD_DPP_ROW_XMASK
} amd_dpp_map;

typedef struct amd_dpp_ctrl {
    const char *name;
    uint16_t first;      /* dpp_ctrl of the value lo */
    uint8_t lo, hi;      /* the values the control takes; a flag control has none (lo = hi = 0, flag) */
    bool flag;           /* written without a value (row_mirror) */
    uint8_t targets;     /* AMD_DPP_* */
    uint8_t map;         /* amd_dpp_map */
} amd_dpp_ctrl;

extern const amd_dpp_ctrl amd_dpp_ctrls[];
extern const unsigned amd_dpp_nctrls;

/* quad_perm:[a,b,c,d] is dpp_ctrl 0x000..0x0ff. */
#define AMD_DPP_QUAD_PERM_MAX 0xff

/* Does the target take the control? */
bool amd_dpp_ctrl_on(const amd_dpp_ctrl *c, const amd_target *t);

/* The control and value of a dpp_ctrl on the target (decoding), or NULL for
 * a quad_perm or a value the target does not define. */
const amd_dpp_ctrl *amd_dpp_ctrl_of(uint16_t code, const amd_target *t, unsigned *value);

/* The lane that `lane` reads under dpp_ctrl `code` (quad_perm included) in
 * a wave of `wave` lanes, or -1 when it falls outside its row or the wave
 * (bound_ctrl decides what happens then). */
int amd_dpp_source_lane(uint16_t code, const amd_target *t, unsigned lane, unsigned wave);

/* The same for GFX10 DPP8: eight 3-bit selects within each group of 8. */
static inline unsigned amd_dpp8_source_lane(uint32_t sel, unsigned lane)
{
    return (lane & ~7u) | (sel >> (3 * (lane & 7)) & 7);
}

/* SDWA selector names: BYTE_0..BYTE_3, WORD_0, WORD_1, DWORD (0..6), and
 * dst_unused names UNUSED_PAD, UNUSED_SEXT, UNUSED_PRESERVE (0..2). */
extern const char *const amd_sdwa_sel_names[7];
extern const char *const amd_sdwa_unused_names[3];

#endif
