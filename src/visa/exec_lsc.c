/* LSC_UNTYPED gathers and scatters: lsc_load / lsc_store / store_uncompressed
 * (plain and transposed), the strided forms, the quad forms with channel
 * masks, and load_status -- the seed's LOAD, LOAD_QUAD, LOAD_STRIDED,
 * LOAD_STATUS, STORE, STORE_QUAD and STORE_STRIDED pseudocode with the
 * decisions D3-D17 and D21 of spec/visa-lsc.md. The other layouts and the
 * atomics are dispatched from here to their files. */
#include "visa/exec.h"
#include <string.h>

int vx_addr_init(visa_exec *x, const visa_inst *in, vx_addr *a)
{
    a->sp = in->sfid == VISA_SFID_SLM ? GI_SPACE_SHARED : GI_SPACE_GLOBAL;
    unsigned as = in->addr_size == VISA_A16 ? 16 : in->addr_size == VISA_A32 ? 32 : 64;
    a->mask = vx_addr_mask(in->sfid, as);
    a->abytes = as / 8;
    a->ms = visa_dsize_mem(in->data_size);
    a->rs = visa_dsize_reg(in->data_size);
    int r = vx_surface_base(x, in, &a->base, &a->surf, &a->key);
    if (r < 0) return -1;
    a->missing = r;
    return 0;
}

const char *vx_elem_check(visa_exec *x, const vx_addr *a, unsigned lane, uint64_t off, uint64_t *addr)
{
    if (a->missing) {
        *addr = a->key;
        return "invalid_surface";
    }
    *addr = a->base + off;
    if (*addr & (a->ms - 1)) return "misaligned";   /* MS is 1, 2, 4 or 8 */
    if (a->surf && a->surf->has_size && (a->surf->size < a->ms || off > a->surf->size - a->ms)) return "out_of_bounds";
    if (gi_mem_check(&x->m->mem, a->sp, lane, *addr, a->ms) != GI_MEM_OK) return "out_of_bounds";
    return NULL;
}

void vx_lsc_prepare(const visa_exec *x, vx_inst *u)
{
    const visa_inst *in = &u->in;
    vx_shape *s = &u->shape;
    unsigned rs = visa_dsize_reg(in->data_size);
    memset(s, 0, sizeof *s);
    if (u->row->layout != VISA_LAY_VEC && u->row->layout != VISA_LAY_STRIDED) return;
    if (u->row->flags & VISA_LF_QUAD) {
        for (unsigned c = 0; c < 4; c++)
            if (in->chmask >> c & 1) s->coff[s->nel++] = (uint8_t)c;
    } else {
        s->nel = (uint8_t)visa_vec_len(in->vec);
        for (unsigned k = 0; k < s->nel; k++) s->coff[k] = (uint8_t)k;
    }
    if (in->order == VISA_ORDER_TRANSPOSE) {
        s->cstride = rs;
        s->lstride = 0;
        s->need = s->nel * rs;
    } else {
        s->cstride = vx_comp_stride(x, in->exec_size, rs);
        s->lstride = rs;
        s->need = (s->nel - 1u) * s->cstride + in->exec_size * rs;
    }
    s->strided = u->row->layout == VISA_LAY_STRIDED;
}

/* the per-execution part of a shape: the strided pitch */
typedef struct shape {
    int strided;
    unsigned nel;
    const uint8_t *coff;
    size_t cstride, lstride, need;
    uint64_t pitch;
} shape;

static int make_shape(visa_exec *x, const vx_inst *u, shape *s)
{
    const vx_shape *f = &u->shape;
    s->strided = f->strided;
    s->nel = f->nel;
    s->coff = f->coff;
    s->cstride = f->cstride;
    s->lstride = f->lstride;
    s->need = f->need;
    s->pitch = 0;
    return s->strided && vx_vec(x, &u->in.pitch, &s->pitch) ? -1 : 0;
}

/* Offset of lane n's first element before the channel offset (D10, D17). */
static uint64_t lane_off(const visa_inst *in, const shape *s, const uint8_t *src0, unsigned n, unsigned abytes)
{
    uint64_t A = vx_addr_of(src0, s->strided ? 0 : n, abytes);
    uint64_t o = (uint64_t)in->scale * A + (uint64_t)(int64_t)in->offset;
    return s->strided ? o + (uint64_t)n * s->pitch : o;
}

/* Lane n: every element accessible? Records the first fault of the lane. */
static int lane_ok(visa_exec *x, const vx_addr *a, const shape *s, unsigned n, uint64_t base_off)
{
    for (unsigned k = 0; k < s->nel; k++) {
        uint64_t addr;
        const char *kind = vx_elem_check(x, a, n, (base_off + (uint64_t)s->coff[k] * a->ms) & a->mask, &addr);
        if (kind) {
            gi_mach_fault(x->m, (int)n, kind, addr);
            return 0;
        }
    }
    return 1;
}

static int load_status(visa_exec *x, const vx_inst *u, uint32_t en, const vx_addr *a, const shape *s, const uint8_t *src0)
{
    const visa_inst *in = &u->in;
    if (!in->rdst.id) return GI_STEP_NEXT;
    uint8_t *dst = vx_raw(x, &in->rdst, 4, "destination");
    if (!dst) return GI_STEP_ERROR;
    uint32_t bits = 0;
    for (unsigned n = 0; n < in->exec_size; n++) {
        if (!(en >> n & 1) || a->missing) continue;
        uint64_t o = lane_off(in, s, src0, n, a->abytes);
        int ok = 1;
        for (unsigned k = 0; k < s->nel && ok; k++) {
            uint64_t off = (o + (uint64_t)s->coff[k] * a->ms) & a->mask, addr = a->base + off;
            ok = gi_mem_check(&x->m->mem, a->sp, n, addr, a->ms) == GI_MEM_OK &&
                 !(a->surf && a->surf->has_size && (a->surf->size < a->ms || off > a->surf->size - a->ms));
        }
        bits |= (uint32_t)ok << n;
    }
    gi_le_store(dst, bits, 4);
    return GI_STEP_NEXT;
}

/* Fast path (bench/visa_bench.c): a load whose elements form one
 * contiguous, aligned run of memory copied to a contiguous run of the
 * payload -- transposed loads, and strided d8..d64 x1 loads with pitch =
 * element size and every channel enabled. Taken when the run lies in one
 * mapped region and does not wrap 2^AS; then no fault is possible and the
 * result equals the per-lane path's; a memory hook sees its records (one
 * element after the other: lane 0's elements when transposed, else one
 * element per lane). Returns 1 when done. */
static int load_contiguous(visa_exec *x, const visa_inst *in, const vx_addr *a, const shape *s, const uint8_t *src0,
                           uint8_t *data, uint32_t en)
{
    if (a->missing || a->surf || a->rs != a->ms) return 0;
    size_t total;
    if (in->order == VISA_ORDER_TRANSPOSE) {
        if (!(en & 1)) return 0;
        total = (size_t)s->nel * a->ms;
    } else {
        uint32_t all = in->exec_size >= 32 ? 0xffffffffu : (1u << in->exec_size) - 1;
        if (!s->strided || s->nel != 1 || s->pitch != a->ms || en != all) return 0;
        total = (size_t)in->exec_size * a->ms;
    }
    uint64_t off = lane_off(in, s, src0, 0, a->abytes) & a->mask, addr = a->base + off, rb, rl;
    if ((addr & (a->ms - 1)) || total - 1 > a->mask - off || addr > UINT64_MAX - (total - 1)) return 0;
    const uint8_t *r = gi_mem_region(&x->m->mem, a->sp, addr, &rb, &rl);
    if (!r || addr - rb > rl - total || rl < total) return 0;
    memcpy(data, r + (addr - rb), total);
    if (__builtin_expect(x->m->hook != NULL, 0))
        gi_mach_notify_run(x->m, a->sp, 0, in->order == VISA_ORDER_TRANSPOSE ? 0 : 1, addr, data, a->ms,
                           total / a->ms, 0);
    return 1;
}

int vx_exec_lsc(visa_exec *x, const vx_inst *u)
{
    const visa_inst *in = &u->in;
    const visa_lsc_row *row = u->row;
    uint32_t en = vx_enables(x, in);
    if (row->layout == VISA_LAY_BLOCK2D) return vx_exec_block2d(x, u, en);
    if (row->layout == VISA_LAY_APNDCTR) return vx_exec_apndctr(x, u, en);
    if (row->kind == VISA_LK_ATOMIC) return vx_exec_atomic(x, u, en);
    /* D9: a transposed access moves iff channel 0 is enabled */
    if (in->order == VISA_ORDER_TRANSPOSE) en &= 1;
    int load = row->kind == VISA_LK_LOAD;
    if (load && !in->rdst.id) return GI_STEP_NEXT;   /* D13: prefetch */
    vx_addr a;
    shape s;
    if (vx_addr_init(x, in, &a) || make_shape(x, u, &s)) return GI_STEP_ERROR;
    const uint8_t *src0 = vx_raw(x, &in->rsrc0, (size_t)(s.strided ? 1 : in->exec_size) * a.abytes, "address");
    if (!src0) return GI_STEP_ERROR;
    if (row->flags & VISA_LF_STATUS) return load_status(x, u, en, &a, &s, src0);
    uint8_t *data = vx_raw(x, load ? &in->rdst : &in->rsrc1, s.need, load ? "destination" : "data");
    if (!data) return GI_STEP_ERROR;
    if (load && load_contiguous(x, in, &a, &s, src0, data, en)) return GI_STEP_NEXT;
    for (unsigned n = 0; n < in->exec_size; n++) {
        if (!(en >> n & 1)) continue;
        uint64_t o = lane_off(in, &s, src0, n, a.abytes);
        int ok = lane_ok(x, &a, &s, n, o);
        for (unsigned k = 0; k < s.nel; k++) {
            uint8_t *slot = data + k * s.cstride + n * s.lstride;
            uint64_t addr = a.base + ((o + (uint64_t)s.coff[k] * a.ms) & a.mask);
            uint8_t b[8] = {0};
            if (load) {
                /* D12: a faulting lane's components become 0 */
                if (ok && gi_mach_load(x->m, a.sp, (int)n, addr, b, a.ms) != GI_MEM_OK) memset(b, 0, sizeof b);
                gi_le_store(slot, vx_to_reg(in->data_size, gi_le_load(b, a.ms)), a.rs);
            } else if (ok) {
                gi_le_store(b, vx_to_mem(in->data_size, gi_le_load(slot, a.rs)), a.ms);
                gi_mach_store(x->m, a.sp, (int)n, addr, b, a.ms);
            }
        }
    }
    return GI_STEP_NEXT;
}
