/* Typed buffer loads and stores (docs/amdgpu-exec.md "Typed buffers and
 * images"): the element's format from the V# (MUBUF _format_ forms) or the
 * instruction (MTBUF), addressed and range-checked as the untyped forms
 * (D-B1..D-B4) with the whole element checked at once. */
#include "amdgpu/exec/exec_tbuf.h"

/* row parameter: component count, d16, d16 high half, store, MTBUF */
#define TB_CNT(p) ((p) & 7)
#define TB_D16 (1u << 3)
#define TB_HI (1u << 4)
#define TB_ST (1u << 5)
#define TB_MT (1u << 6)

static bool unpacked_d16(const amd_x *x) { return x->gen <= AMD_GFX8; }

void amd_typed_write(amd_x *x, const amd_dinst *d, unsigned reg, unsigned lane, const uint32_t *v, unsigned n,
                     amd_fmt f, bool d16, bool hi)
{
    for (unsigned k = 0; k < n; k++) {
        if (!d16) {
            dwrite32(x, d, reg + k, lane, v[k]);
        } else if (unpacked_d16(x)) {
            dwrite32(x, d, reg + k, lane, amd_fmt_to_d16(f, v[k]));
        } else {
            unsigned r = reg + k / 2;
            dwrite32(x, d, r, lane, d16_place(dread32(x, d, r, lane), amd_fmt_to_d16(f, v[k]), hi || k % 2));
        }
    }
}

void amd_typed_read(const amd_x *x, const amd_dinst *d, unsigned reg, unsigned lane, uint32_t *v, unsigned n,
                    amd_fmt f, bool d16, bool hi)
{
    for (unsigned k = 0; k < n; k++) {
        if (!d16) {
            v[k] = dread32(x, d, reg + k, lane);
        } else if (unpacked_d16(x)) {
            v[k] = amd_fmt_from_d16(f, dread32(x, d, reg + k, lane) & 0xffff);
        } else {
            uint32_t r = dread32(x, d, reg + k / 2, lane);
            v[k] = amd_fmt_from_d16(f, (hi || k % 2) ? r >> 16 : r & 0xffff);
        }
    }
}

void amd_dst_sel(uint32_t sel, const uint32_t c[4], uint32_t one, uint32_t out[4])
{
    for (unsigned k = 0; k < 4; k++) {
        unsigned s = sel >> 3 * k & 7;
        out[k] = s >= 4 ? c[s - 4] : s == 1 ? one : 0;
    }
}

/* The element's format: MTBUF's field, else V# dword3 (GFX7-9: NUM_FORMAT
 * bits 14:12, DATA_FORMAT 18:15; GFX10: FORMAT 18:12); false = invalid. */
static bool tbuf_format(const amd_x *x, const amd_uop *u, uint32_t w3, amd_fmt *f)
{
    unsigned fmt = (u->p & TB_MT) ? (unsigned)u->d.fmt : w3 >> 12 & 0x7f;
    if (x->gen >= AMD_GFX10) return amd_fmt_unified(fmt, f);
    return (u->p & TB_MT) ? amd_fmt_legacy(fmt & 15, fmt >> 4 & 7, f) : amd_fmt_legacy(fmt >> 3, fmt & 7, f);
}

/* One lane's store: the first cnt components; a partial element of
 * sub-byte components is read, merged and written back. */
static void tbuf_store_lane(amd_x *x, gi_machine *m, const amd_uop *u, const mubuf_rsrc *r, amd_fmt f,
                            unsigned lane, uint64_t addr)
{
    const amd_dinst *d = &u->d;
    unsigned cnt = TB_CNT(u->p), nc = amd_fmt_ncomp(f), fb = amd_fmt_bytes(f), al = amd_fmt_align(f);
    uint32_t v[4] = {0, 0, 0, 0};
    amd_typed_read(x, d, (unsigned)d->mdata0, lane, v, cnt, f, (u->p & TB_D16) != 0, (u->p & TB_HI) != 0);
    uint8_t buf[16] = {0};
    unsigned n = fb;
    if (cnt < nc) {
        n = amd_fmt_prefix_bytes(f, cnt);
        if (!n) {
            n = fb;
            if (!amd_mubuf_access(x, m, lane, addr, buf, n, al, false, r->priv)) return;
        }
    }
    amd_fmt_store(f, v, (1u << cnt) - 1, buf);
    amd_mubuf_access(x, m, lane, addr, buf, n, al, true, r->priv);
}

static int h_tbuf(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    if (d->addr64 || d->lds) {
        gi_mach_error(m, GI_RUN_ERROR, "instruction %llu: %s with %s is not modelled", (unsigned long long)m->pc,
                      u->what, d->addr64 ? "addr64" : "lds");
        return GI_STEP_ERROR;
    }
    mubuf_rsrc r;
    if (!amd_mubuf_rsrc(x, m, u, &r)) return GI_STEP_ERROR;
    amd_fmt f = {0, 0};
    bool valid = tbuf_format(x, u, r.w3, &f), st = (u->p & TB_ST) != 0;
    unsigned cnt = TB_CNT(u->p), fb = valid ? amd_fmt_bytes(f) : 4;
    FOR_LANES(active(m), lane) {
        uint64_t index, rec_off;
        amd_mubuf_lane(x, d, lane, &index, &rec_off);
        uint64_t addr = r.base + r.soff + rec_off + (d->idxen ? r.stride * index : 0);
        bool out = !valid || (!r.priv && amd_buf_oob(x->gen, r.w3, d->idxen, r.stride, r.nrec, index, rec_off, fb));
        if (st) {
            if (!out) tbuf_store_lane(x, m, u, &r, f, lane, addr);
        } else {
            uint8_t buf[16];
            uint32_t c[4] = {0, 0, 0, 0}, v[4];
            if (!out && amd_mubuf_access(x, m, lane, addr, buf, fb, amd_fmt_align(f), false, r.priv))
                amd_fmt_load(f, buf, c);
            /* out of range: 0, except DST_SEL 1 (the manuals' range-checking notes) */
            amd_dst_sel(r.w3 & 0xfff, c, valid ? amd_fmt_one(f) : 0, v);
            amd_typed_write(x, d, (unsigned)d->mvdst, lane, v, cnt, f, (u->p & TB_D16) != 0, (u->p & TB_HI) != 0);
        }
        if (m->stop) return GI_STEP_ERROR;
    }
    m->pc++;
    return GI_STEP_NEXT;
}

#define TBR(name, p) {name, h_tbuf, NULL, p}
#define TB_FAMILY(pre, mt)                                                                                      \
    TBR(pre "load_format_x", 1 | (mt)), TBR(pre "load_format_xy", 2 | (mt)),                                    \
    TBR(pre "load_format_xyz", 3 | (mt)), TBR(pre "load_format_xyzw", 4 | (mt)),                                \
    TBR(pre "store_format_x", 1 | TB_ST | (mt)), TBR(pre "store_format_xy", 2 | TB_ST | (mt)),                  \
    TBR(pre "store_format_xyz", 3 | TB_ST | (mt)), TBR(pre "store_format_xyzw", 4 | TB_ST | (mt)),              \
    TBR(pre "load_format_d16_x", 1 | TB_D16 | (mt)), TBR(pre "load_format_d16_xy", 2 | TB_D16 | (mt)),          \
    TBR(pre "load_format_d16_xyz", 3 | TB_D16 | (mt)), TBR(pre "load_format_d16_xyzw", 4 | TB_D16 | (mt)),      \
    TBR(pre "store_format_d16_x", 1 | TB_D16 | TB_ST | (mt)),                                                   \
    TBR(pre "store_format_d16_xy", 2 | TB_D16 | TB_ST | (mt)),                                                  \
    TBR(pre "store_format_d16_xyz", 3 | TB_D16 | TB_ST | (mt)),                                                 \
    TBR(pre "store_format_d16_xyzw", 4 | TB_D16 | TB_ST | (mt))

const amd_sem amd_tbuf_sems[] = {
    TB_FAMILY("buffer_", 0),
    TB_FAMILY("tbuffer_", TB_MT),
    /* GFX9+: bits 31:16 of the data register, bits 15:0 kept */
    TBR("buffer_load_format_d16_hi_x", 1 | TB_D16 | TB_HI),
    TBR("buffer_store_format_d16_hi_x", 1 | TB_D16 | TB_HI | TB_ST),
    {NULL, NULL, NULL, 0},
};
