/* buffer_store_lds_dword (exec_buflds.h). D-B5: lane l reads the LDS dword at
 * M0[15:0] + the instruction offset + 4l (M0 is the LDS address here, not the
 * GFX7/GFX8 DS limit of D-DS3: the range is the workgroup's LDS) and stores it
 * at the buffer address of a MUBUF access without VGPR address (D-B2 with
 * index and voffset 0: base + soffset + offset), with the range check of
 * D-B3; a lane whose LDS dword is out of range faults and stores nothing. */
#include "amdgpu/exec/exec_buflds.h"

static int h_buffer_store_lds(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    mubuf_rsrc r;
    if (!amd_mubuf_rsrc(x, m, u, &r)) return GI_STEP_ERROR;
    uint32_t m0 = sreg32(x, CODE_M0) & 0xffffu;
    FOR_LANES(active(m), lane) {
        uint32_t lds = m0 + (uint32_t)d->moff + 4u * lane;
        uint8_t buf[4];
        if (!x->unaligned && (lds & 3)) {
            gi_mach_fault(m, (int)lane, "misaligned", lds);
            continue;
        }
        if ((uint64_t)lds + 4 > x->lds_size ||
            gi_mach_load(m, GI_SPACE_SHARED, (int)lane, lds, buf, 4) != GI_MEM_OK) {
            if (m->stop) return GI_STEP_ERROR;
            gi_mach_fault(m, (int)lane, "out_of_bounds", lds);
            continue;
        }
        uint64_t index, rec_off;
        amd_mubuf_lane(x, d, lane, &index, &rec_off);
        bool out = !r.priv && amd_buf_oob(x->gen, r.w3, d->idxen, r.stride, r.nrec, index, rec_off, 4);
        if (!out) amd_mubuf_access(x, m, lane, r.base + r.soff + rec_off, buf, 4, 4, true, r.priv);
        if (m->stop) return GI_STEP_ERROR;
    }
    m->pc++;
    return GI_STEP_NEXT;
}

const amd_sem amd_buflds_sems[] = {
    {"buffer_store_lds_dword", h_buffer_store_lds, NULL, 0},
    {NULL, NULL, NULL, 0},
};
