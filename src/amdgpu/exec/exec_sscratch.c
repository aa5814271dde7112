/* Scalar access to the wave's private (scratch) segment (docs/amdgpu-exec.md
 * D-SS1). The manuals form the address as SBASE + OFFSET + SOFFSET * 64 (bits
 * 1:0 dropped): a byte address in the wave's scratch segment, which is
 * swizzled with element size 4 and index stride 64: its dword W / 4 is the
 * dword (W / 4) / 64 of lane (W / 4) % 64's private memory. The executor keeps
 * private memory per lane (GI_SPACE_LOCAL), and the wave's segment starts at
 * SBASE = 0. Each dword is one lane's dword: out of scratch_size is a fault. */
#include "amdgpu/exec/exec_sscratch.h"

enum { SWZ = 64 };   /* the index stride of the manual's SOFFSET * 64 */

static int h_sscratch(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    if (x->wave32) {
        gi_mach_error(m, GI_RUN_ERROR, "instruction %llu: %s in wave32 is not modelled (the manuals' SOFFSET * 64 "
                      "addresses a 64-lane swizzle; docs/amdgpu-exec.md D-SS1)", (unsigned long long)m->pc, u->what);
        return GI_STEP_ERROR;
    }
    unsigned n = u->p & 0xff;
    bool st = (u->p >> 8) != 0;
    unsigned sb = (unsigned)d->sbase;
    uint64_t base = sreg32(x, sb) | (uint64_t)sreg32(x, sb + 1) << 32;
    uint64_t soff = d->soff >= 0 ? sreg32(x, (unsigned)d->soff) : 0;
    uint64_t w = (base + (uint64_t)(int64_t)d->moff + soff * SWZ) & ~3ull;
    uint32_t val[4] = {0, 0, 0, 0};
    for (unsigned k = 0; k < n; k++) {
        uint64_t dw = (w >> 2) + k;
        unsigned lane = (unsigned)(dw % SWZ);
        uint64_t a = dw / SWZ * 4;
        uint8_t buf[4];
        if (a > x->scratch_size || x->scratch_size - a < 4) {
            gi_mach_fault(m, (int)lane, "out_of_bounds", w + 4ull * k);
            break;
        }
        if (st) {
            gi_le_store(buf, sreg32(x, d->dst + k), 4);
            if (gi_mach_store(m, GI_SPACE_LOCAL, (int)lane, a, buf, 4) != GI_MEM_OK) {
                if (!m->stop) gi_mach_fault(m, (int)lane, "out_of_bounds", w + 4ull * k);
                break;
            }
        } else {
            if (gi_mach_load(m, GI_SPACE_LOCAL, (int)lane, a, buf, 4) != GI_MEM_OK) {
                if (!m->stop) gi_mach_fault(m, (int)lane, "out_of_bounds", w + 4ull * k);
                break;
            }
            val[k] = (uint32_t)gi_le_load(buf, 4);
        }
    }
    if (!st) /* a faulted load writes 0 for the dwords not read */
        for (unsigned k = 0; k < n; k++) swrite32(x, d->dst + k, val[k]);
    if (m->stop) return GI_STEP_ERROR;
    m->pc++;
    return GI_STEP_NEXT;
}

#define SS(name, n, st) {name, h_sscratch, NULL, (n) | (st) << 8}
const amd_sem amd_sscratch_sems[] = {
    SS("s_scratch_load_dword", 1, 0), SS("s_scratch_load_dwordx2", 2, 0), SS("s_scratch_load_dwordx4", 4, 0),
    SS("s_scratch_store_dword", 1, 1), SS("s_scratch_store_dwordx2", 2, 1), SS("s_scratch_store_dwordx4", 4, 1),
    {NULL, NULL, NULL, 0},
};
