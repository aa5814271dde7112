/* VALU rows with a 128-bit destination and source, which h_valu (64 bits at
 * most) does not carry: v_mqsad_u32_u8 (docs/amdgpu-exec.md "Cube map and
 * lighting operations" lists it with the other VOP3 rows of this increment). */
#include "amdgpu/exec/exec_vwide.h"
#include <stdio.h>

uint32_t amd_msad_u8(uint32_t src, uint32_t ref, uint32_t acc)
{
    for (unsigned i = 0; i < 4; i++) {
        uint32_t s = src >> (8 * i) & 0xff, r = ref >> (8 * i) & 0xff;
        if (r) acc += s > r ? s - r : r - s;
    }
    return acc;
}

/* dword k of a source: a VGPR (code >= 256) or an SGPR (code < 106); false otherwise */
static bool src_dword(const amd_x *x, unsigned code, unsigned k, unsigned lane, uint32_t *v)
{
    if (code >= 256) {
        *v = x->v[(code - 256 + k) & 255][lane];
        return true;
    }
    if (code + k < CODE_VCC) {
        *v = x->s[code + k];
        return true;
    }
    return false;
}

/* v_mqsad_u32_u8 D[127:0], S0[63:0], S1[31:0], S2[127:0]: for k = 0..3,
 * D dword k = msad(S0[8k+31 : 8k], S1, S2 dword k). S2 must be registers
 * (VGPRs or SGPRs); S0 and S1 any source. No modifiers. */
static int h_mqsad(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    if (d->nsrc != 3 || d->neg || d->abs || d->dkind != AK_VDST) {
        gi_mach_error(m, GI_RUN_ERROR, "instruction %llu: %s with this operand form is not modelled",
                      (unsigned long long)m->pc, u->what);
        return GI_STEP_ERROR;
    }
    uint32_t s1u = d->src[1] < 256 ? (uint32_t)amd_sread(x, d, d->src[1], AT_B32) : 0;
    uint64_t s0u = d->src[0] < 256 ? amd_sread(x, d, d->src[0], AT_B64) : 0;   /* SGPRs or a constant */
    uint32_t res[GI_MAX_LANES][4];
    FOR_LANES(active(m), lane) {
        uint32_t s2[4], s1 = d->src[1] >= 256 ? x->v[(d->src[1] - 256) & 255][lane] : s1u;
        uint64_t src = d->src[0] >= 256 ? vread(x, d->src[0] - 256u, lane, 64) : s0u;
        bool ok = true;
        for (unsigned k = 0; k < 4; k++) ok = ok && src_dword(x, d->src[2], k, lane, &s2[k]);
        if (!ok) {
            gi_mach_error(m, GI_RUN_ERROR, "instruction %llu: %s with a constant 128-bit source is not modelled",
                          (unsigned long long)m->pc, u->what);
            return GI_STEP_ERROR;
        }
        for (unsigned k = 0; k < 4; k++) res[lane][k] = amd_msad_u8((uint32_t)(src >> (8 * k)), s1, s2[k]);
    }
    /* every source is read before D (which may overlap them) is written */
    FOR_LANES(active(m), lane)
        for (unsigned k = 0; k < 4; k++) vwrite32(x, d->dst + k, lane, res[lane][k]);
    m->pc++;
    return GI_STEP_NEXT;
}

const amd_sem amd_vwide_sems[] = {
    {"v_mqsad_u32_u8", h_mqsad, NULL, 0},
    {NULL, NULL, NULL, 0},
};
