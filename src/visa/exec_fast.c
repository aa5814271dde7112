/* Hot records and fast handlers (docs/visa-exec.md "Speed"). At load time
 * each instruction gets a 64-byte record: the general handler (exec.c, the
 * reference semantics) or a fast one with its operands resolved -- register
 * pointers, address model, element size, the copy geometry. A fast handler
 * does the instruction only in the case where no element can fault, be
 * converted, zero-filled or seen by a memory hook; in every other case it
 * hands the instruction to the general path, which then does all of it. The
 * result is therefore the general path's, byte for byte. */
#include "visa/exec.h"
#include "core/util.h"
#include <string.h>

/* The channels the instruction would enable (vx_enables) meet h->need. */
static inline int enabled(const visa_exec *x, const vx_hot *h)
{
    if (__builtin_expect(h->en == VX_EN_ALL, 1)) return 1;   /* h->need is within h->all (set_enables) */
    uint32_t e;
    switch (h->en) {
    case VX_EN_EXEC: e = (uint32_t)((x->m->exec & x->m->lane_mask) >> h->off) & h->all; break;
    default: e = vx_enables(x, &x->insts[x->m->pc].in); break;
    }
    return h->need ? (e & h->need) == h->need : e != 0;
}

/* The region cache missed: look the region up (kept out of line so that
 * the handlers' usual path saves no registers). */
static __attribute__((noinline)) const uint8_t *span_lookup(visa_exec *x, gi_space sp, uint64_t addr, uint64_t len)
{
    vx_rcache *c = &x->rc[sp];   /* a fast record's space is GI_SPACE_GLOBAL (0) or GI_SPACE_SHARED (1) */
    uint64_t rb, rl;
    const uint8_t *r = gi_mem_region(&x->m->mem, sp, addr, &rb, &rl);
    if (!r) return NULL;
    c->data = r;
    c->base = rb;
    c->len = rl;
    return len > rl - (addr - rb) ? NULL : r + (addr - rb);   /* addr is inside the region */
}

/* Host bytes of [addr, addr + len) when one mapped region holds them all
 * (len >= 1), else NULL. */
static inline const uint8_t *host_span(visa_exec *x, gi_space sp, uint64_t addr, uint64_t len)
{
    const vx_rcache *c = &x->rc[sp];
    uint64_t at = addr - c->base;
    if (__builtin_expect(at >= c->len || len > c->len - at, 0)) return span_lookup(x, sp, addr, len);
    return c->data + at;
}

/* The address in Src0: sizes as constants, so each load is one host load. */
static inline uint64_t addr_load(const uint8_t *p, unsigned abytes)
{
    switch (abytes) {
    case 8: return gi_le_load(p, 8);
    case 4: return gi_le_load(p, 4);
    default: return gi_le_load(p, 2);
    }
}

/* Host copies of a fixed vector width VW (32: AVX2, 64: AVX-512), inlined
 * into the handler variants compiled for that width. For the few hundred
 * bytes of one instruction memcpy's size dispatch costs about as much as the
 * moves, and a block row of 64 bytes is one 64-byte move. len is a multiple
 * of VW; dst (the register file) and src (guest memory) never overlap. */
#if defined(__x86_64__) && defined(__GNUC__)
#define VX_WIDE 1
#define COPY_VW(VW)                                                                                  \
    static inline __attribute__((always_inline)) void copy_##VW(uint8_t *dst, const uint8_t *src,   \
                                                                  size_t len)                       \
    {                                                                                                \
        typedef uint8_t vt __attribute__((vector_size(VW), aligned(1), may_alias));                  \
        size_t i = 0;                                                                                \
        for (; i + 4 * VW <= len; i += 4 * VW) {   /* four loads, then four stores */              \
            vt a = *(const vt *)(const void *)(src + i), b = *(const vt *)(const void *)(src + i + VW); \
            vt c = *(const vt *)(const void *)(src + i + 2 * VW);                                     \
            vt d = *(const vt *)(const void *)(src + i + 3 * VW);                                     \
            *(vt *)(void *)(dst + i) = a;                                                            \
            *(vt *)(void *)(dst + i + VW) = b;                                                       \
            *(vt *)(void *)(dst + i + 2 * VW) = c;                                                   \
            *(vt *)(void *)(dst + i + 3 * VW) = d;                                                   \
        }                                                                                            \
        for (; i < len; i += VW) *(vt *)(void *)(dst + i) = *(const vt *)(const void *)(src + i);   \
    }
COPY_VW(32)
COPY_VW(64)

/* `rows` rows of wb bytes (a multiple of VW) at src, src + pitch, ... to
 * dst packed. Rows of one or two vectors are unrolled: four loads, then
 * four stores, so that the copy is bound by the stores and not by the loop. */
#define COPY_ROWS_VW(VW)                                                                             \
    static inline __attribute__((always_inline)) void copy_rows_##VW(uint8_t *dst, const uint8_t *src, \
                                                                       size_t pitch, size_t rows, size_t wb) \
    {                                                                                                \
        typedef uint8_t vt __attribute__((vector_size(VW), aligned(1), may_alias));                  \
        size_t y = 0;                                                                                \
        if (wb == VW) {                                                                              \
            for (; y + 4 <= rows; y += 4, dst += 4 * VW, src += 4 * pitch) {                         \
                vt a = *(const vt *)(const void *)src, b = *(const vt *)(const void *)(src + pitch);  \
                vt c = *(const vt *)(const void *)(src + 2 * pitch);                                  \
                vt d = *(const vt *)(const void *)(src + 3 * pitch);                                  \
                *(vt *)(void *)dst = a;                                                              \
                *(vt *)(void *)(dst + VW) = b;                                                       \
                *(vt *)(void *)(dst + 2 * VW) = c;                                                   \
                *(vt *)(void *)(dst + 3 * VW) = d;                                                   \
            }                                                                                        \
        } else if (wb == 2 * VW) {                                                                   \
            for (; y + 2 <= rows; y += 2, dst += 4 * VW, src += 2 * pitch) {                         \
                vt a = *(const vt *)(const void *)src, b = *(const vt *)(const void *)(src + VW);     \
                vt c = *(const vt *)(const void *)(src + pitch);                                      \
                vt d = *(const vt *)(const void *)(src + pitch + VW);                                 \
                *(vt *)(void *)dst = a;                                                              \
                *(vt *)(void *)(dst + VW) = b;                                                       \
                *(vt *)(void *)(dst + 2 * VW) = c;                                                   \
                *(vt *)(void *)(dst + 3 * VW) = d;                                                   \
            }                                                                                        \
        }                                                                                            \
        for (; y < rows; y++, dst += wb, src += pitch) copy_##VW(dst, src, wb);                       \
    }
COPY_ROWS_VW(32)
COPY_ROWS_VW(64)
#endif

/* The host vector width a copy of `len` bytes may
 * use: 64, 32, or 0 (memcpy). */
static unsigned copy_width(size_t len)
{
#ifdef VX_WIDE
    if (len % 64 == 0 && __builtin_cpu_supports("avx512f")) return 64;
    if (len % 32 == 0 && __builtin_cpu_supports("avx2")) return 32;
#endif
    (void)len;
    return 0;
}

static inline __attribute__((always_inline)) void copy_w(uint8_t *dst, const uint8_t *src, size_t len, unsigned vw)
{
#ifdef VX_WIDE
    if (vw == 64) return copy_64(dst, src, len);
    if (vw == 32) return copy_32(dst, src, len);
#endif
    (void)vw;
    memcpy(dst, src, len);
}

/* A load whose elements are one aligned run of memory and one run of the
 * payload (transposed; strided x1 with pitch = element size and every
 * channel on): one copy. lane_off + load_contiguous of exec_lsc.c. */
/* load_run when the region cache misses: the lookup and a memcpy, out of
 * line so that the usual path makes no call and saves no registers. */
static __attribute__((noinline)) int load_run_miss(visa_exec *x, const vx_hot *h, uint64_t addr)
{
    const uint8_t *src = host_span(x, (gi_space)h->sp, addr, h->len);
    if (!src) return vx_exec_general(x, h);
    x->m->pc++;
    memcpy(h->dst, src, h->len);
    return GI_STEP_NEXT;
}

static inline __attribute__((always_inline)) int load_run(visa_exec *x, const vx_hot *h, unsigned vw, int en, int plain)
{
    gi_machine *m = x->m;
    int on;
    switch (en) {   /* h->en as a constant where the variant fixes it */
    case VX_EN_ALL: on = 1; break;
    case VX_EN_EXEC: on = (((uint32_t)((m->exec & m->lane_mask) >> h->off) & h->need) == h->need); break;
    default: on = enabled(x, h); break;
    }
    if (__builtin_expect(m->hook || !on, 0)) return vx_exec_general(x, h);
    uint64_t A = plain ? gi_le_load(h->u.l.src0, 8) : addr_load(h->u.l.src0, h->abytes), addr;
    if (plain) {   /* a64 flat, scale 1, offset 0: the address is A */
        addr = A;
        if (addr & (h->u.l.ms - 1u)) return vx_exec_general(x, h);
    } else {
        uint64_t off = ((uint64_t)h->u.l.scale * A + (uint64_t)h->u.l.offset) & h->u.l.mask;
        addr = (h->u.l.arg ? x->arg_base : 0) + off;
        if ((addr & (h->u.l.ms - 1u)) || h->len - 1u > h->u.l.mask - off) return vx_exec_general(x, h);
    }
    /* The cached region holds the whole run, or the miss path decides. No
     * test that addr + len wraps past 2^64: a mapped region never does
     * (gi_mem_map), so a run inside one cannot; the miss path sees the rest. */
    const vx_rcache *c = &x->rc[h->sp];
    uint64_t at = addr - c->base;
    if (__builtin_expect(at >= c->len || h->len > c->len - at, 0)) return load_run_miss(x, h, addr);
    m->pc++;
    copy_w(h->dst, c->data + at, h->len, vw);
    return GI_STEP_NEXT;
}

/* The variants: [width][en][plain], en VX_EN_ALL, VX_EN_EXEC or any. */
#define LOAD_RUN_VARIANTS(ATTR, SUFFIX, VW)                                                                   \
    ATTR static int h_load_run_all_p##SUFFIX(visa_exec *x, const vx_hot *h) { return load_run(x, h, VW, VX_EN_ALL, 1); } \
    ATTR static int h_load_run_all##SUFFIX(visa_exec *x, const vx_hot *h) { return load_run(x, h, VW, VX_EN_ALL, 0); }   \
    ATTR static int h_load_run_exec_p##SUFFIX(visa_exec *x, const vx_hot *h) { return load_run(x, h, VW, VX_EN_EXEC, 1); } \
    ATTR static int h_load_run_exec##SUFFIX(visa_exec *x, const vx_hot *h) { return load_run(x, h, VW, VX_EN_EXEC, 0); } \
    ATTR static int h_load_run_any_p##SUFFIX(visa_exec *x, const vx_hot *h) { return load_run(x, h, VW, -1, 1); }        \
    ATTR static int h_load_run_any##SUFFIX(visa_exec *x, const vx_hot *h) { return load_run(x, h, VW, -1, 0); }
LOAD_RUN_VARIANTS(, , 0)
#ifdef VX_WIDE
LOAD_RUN_VARIANTS(__attribute__((target("avx2"))), _avx2, 32)
LOAD_RUN_VARIANTS(__attribute__((target("avx512f"))), _avx512, 64)
#define LOAD_RUN_ROW(S) {{h_load_run_all##S, h_load_run_all_p##S}, {h_load_run_exec##S, h_load_run_exec_p##S}, \
                         {h_load_run_any##S, h_load_run_any_p##S}}
#endif

static vx_fn load_run_fn(const vx_hot *h)
{
    static const vx_fn fns[3][3][2] = {
        {{h_load_run_all, h_load_run_all_p}, {h_load_run_exec, h_load_run_exec_p}, {h_load_run_any, h_load_run_any_p}},
#ifdef VX_WIDE
        LOAD_RUN_ROW(_avx2),
        LOAD_RUN_ROW(_avx512),
#else
        {{h_load_run_all, h_load_run_all_p}, {h_load_run_exec, h_load_run_exec_p}, {h_load_run_any, h_load_run_any_p}},
        {{h_load_run_all, h_load_run_all_p}, {h_load_run_exec, h_load_run_exec_p}, {h_load_run_any, h_load_run_any_p}},
#endif
    };
    unsigned vw = copy_width(h->len);
    int en = h->en == VX_EN_ALL ? 0 : h->en == VX_EN_EXEC ? 1 : 2;
    return fns[vw == 64 ? 2 : vw == 32 ? 1 : 0][en][h->u.l.plain != 0];
}

/* block2d nn wholly inside the surface: a copy per block row, then the
 * register padding (zeros). Rows without padding whose width is a multiple
 * of the host vector go through copy_w of that width. */
static inline __attribute__((always_inline)) int b2d_nn(visa_exec *x, const vx_hot *h, unsigned vw)
{
    gi_machine *m = x->m;
    if (m->hook || !enabled(x, h)) return vx_exec_general(x, h);
    const uint8_t *src = host_span(x, (gi_space)h->sp, h->u.b.first, h->u.b.span);
    if (!src) return vx_exec_general(x, h);
    size_t wb = h->len, pitch = h->u.b.pitch, rows = h->u.b.rows;
    if (vw) {   /* no padding: block rows are packed in the payload */
        for (unsigned b = 0; b < h->u.b.blocks; b++) {
            uint8_t *d = h->dst + (size_t)b * h->u.b.bstride;
            const uint8_t *s = src + (size_t)b * wb;
#ifdef VX_WIDE
            if (vw == 64) copy_rows_64(d, s, pitch, rows, wb);
            else copy_rows_32(d, s, pitch, rows, wb);
#endif
        }
    } else {
        size_t rs = h->u.b.rstride;
        for (unsigned b = 0; b < h->u.b.blocks; b++) {
            uint8_t *d = h->dst + (size_t)b * h->u.b.bstride;
            const uint8_t *s = src + (size_t)b * wb;
            for (size_t y = 0; y < rows; y++) {
                memcpy(d + y * rs, s + y * pitch, wb);
                if (rs > wb) memset(d + y * rs + wb, 0, rs - wb);
            }
            if (h->u.b.bstride > rows * rs) memset(d + rows * rs, 0, h->u.b.bstride - rows * rs);
        }
    }
    m->pc++;
    return GI_STEP_NEXT;
}

static int h_b2d_nn(visa_exec *x, const vx_hot *h) { return b2d_nn(x, h, 0); }
#ifdef VX_WIDE
__attribute__((target("avx2"))) static int h_b2d_nn_avx2(visa_exec *x, const vx_hot *h) { return b2d_nn(x, h, 32); }
__attribute__((target("avx512f"))) static int h_b2d_nn_avx512(visa_exec *x, const vx_hot *h)
{
    return b2d_nn(x, h, 64);
}
#endif

static vx_fn b2d_nn_fn(const vx_hot *h)
{
    if (h->u.b.pad) return h_b2d_nn;
#ifdef VX_WIDE
    switch (copy_width(h->len)) {
    case 64: return h_b2d_nn_avx512;
    case 32: return h_b2d_nn_avx2;
    }
#endif
    return h_b2d_nn;
}

/* ---- load time ---- */

/* Bytes [r.off, r.off + need) of a raw operand when vx_raw would give them. */
static uint8_t *raw_at(visa_exec *x, const visa_raw *r, size_t need)
{
    const vx_var *v = vx_var_of(x, r->id);
    return v && !v->unmodelled && (size_t)r->off + need <= v->size ? x->regs + v->off + r->off : NULL;
}

static void set_enables(vx_hot *h, const visa_inst *in, uint32_t need)
{
    h->all = in->exec_size >= 32 ? 0xffffffffu : (1u << in->exec_size) - 1;
    h->off = (uint8_t)(4u * in->emask);
    h->need = need;
    h->en = in->pred ? VX_EN_FULL : in->nomask ? VX_EN_ALL : VX_EN_EXEC;
}

/* lsc_load (vector or strided, not quad) forming one contiguous run. */
static int prep_load_run(visa_exec *x, const vx_inst *u, vx_hot *h)
{
    const visa_inst *in = &u->in;
    const vx_shape *s = &u->shape;
    unsigned ms = visa_dsize_mem(in->data_size), rs = visa_dsize_reg(in->data_size);
    if (u->row->kind != VISA_LK_LOAD || (u->row->flags & (VISA_LF_QUAD | VISA_LF_STATUS)) || !in->rdst.id ||
        (u->row->layout != VISA_LAY_VEC && u->row->layout != VISA_LAY_STRIDED) || rs != ms ||
        (in->model != VISA_AM_FLAT && in->model != VISA_AM_ARG) || (s->strided && in->pitch.kind != VISA_VK_IMM))
        return 0;
    int tr = in->order == VISA_ORDER_TRANSPOSE;
    if (!tr) {
        uint64_t pitch;
        if (!s->strided || s->nel != 1 || vx_vec(x, &in->pitch, &pitch) || pitch != ms) return 0;
    }
    unsigned as = in->addr_size == VISA_A16 ? 16 : in->addr_size == VISA_A32 ? 32 : 64;
    h->abytes = (uint8_t)(as / 8);
    h->u.l.src0 = raw_at(x, &in->rsrc0, (size_t)(s->strided ? 1 : in->exec_size) * h->abytes);
    h->dst = raw_at(x, &in->rdst, s->need);
    if (!h->u.l.src0 || !h->dst) return 0;
    set_enables(h, in, 0);
    h->need = tr ? 1u : h->all;   /* D9: channel 0; else every channel */
    h->sp = in->sfid == VISA_SFID_SLM ? GI_SPACE_SHARED : GI_SPACE_GLOBAL;
    h->len = tr ? s->nel * ms : in->exec_size * ms;
    h->u.l.mask = vx_addr_mask(in->sfid, as);
    h->u.l.offset = in->offset;
    h->u.l.scale = in->scale;
    h->u.l.ms = (uint8_t)ms;
    h->u.l.arg = in->model == VISA_AM_ARG;
    h->u.l.plain = as == 64 && h->u.l.scale == 1 && !h->u.l.offset && !h->u.l.arg;
    h->fn = load_run_fn(h);
    return 1;
}

static unsigned pow2_up(unsigned v)
{
    unsigned p = 1;
    while (p < v) p <<= 1;
    return p;
}

/* lsc_load_block2d nn with immediate parameters, every element inside the
 * surface (then none reads 0 for being outside). */
static int prep_b2d_nn(visa_exec *x, const vx_inst *u, vx_hot *h)
{
    const visa_inst *in = &u->in;
    if (u->row->kind != VISA_LK_LOAD || in->order == VISA_ORDER_TRANSPOSE || in->vnni || !in->rdst.id)
        return 0;
    uint64_t p[6];
    for (unsigned i = 0; i < 6; i++)
        if (in->b2d[i].kind != VISA_VK_IMM || vx_vec(x, &in->b2d[i], &p[i])) return 0;
    uint64_t sw = (uint32_t)p[1], sh = (uint32_t)p[2], pitch = (uint32_t)p[3];
    int64_t X = (int32_t)(uint32_t)p[4], Y = (int32_t)(uint32_t)p[5];
    unsigned T = visa_dsize_mem(in->data_size), W = in->width, H = in->height, B = in->blocks;
    if (X < 0 || Y < 0 || !W || !H || !B) return 0;
    if (((uint64_t)X + (uint64_t)B * W) * T > sw + 1 || (uint64_t)Y + H - 1 > sh) return 0;
    uint64_t first = p[0] + (uint64_t)Y * pitch + (uint64_t)X * T;
    uint64_t span = (uint64_t)(H - 1) * pitch + (uint64_t)B * W * T;
    if (first > UINT64_MAX - span) return 0;
    size_t epr = x->t->grf / T, rp = pow2_up(W), bs = rp * H, bp = (bs + epr - 1) / epr * epr;
    h->dst = raw_at(x, &in->rdst, B * bp * T);
    if (!h->dst) return 0;
    set_enables(h, in, 0);
    h->sp = in->sfid == VISA_SFID_SLM ? GI_SPACE_SHARED : GI_SPACE_GLOBAL;
    h->len = W * T;
    h->u.b.first = first;
    h->u.b.span = span;
    h->u.b.pitch = (uint32_t)pitch;
    h->u.b.rstride = (uint32_t)(rp * T);
    h->u.b.bstride = (uint32_t)(bp * T);
    h->u.b.rows = (uint16_t)H;
    h->u.b.blocks = (uint8_t)B;
    h->u.b.pad = rp > W || bp > bs;
    h->fn = b2d_nn_fn(h);
    return 1;
}

/* The fast handlers: the layout each applies to, tried in order. */
static const struct fast_row {
    uint8_t layout;             /* visa_lsc_layout */
    int (*prepare)(visa_exec *x, const vx_inst *u, vx_hot *h);   /* 1: h filled, the handler applies */
    vx_fn fn;
} fast_rows[] = {
    {VISA_LAY_VEC, prep_load_run, h_load_run_any},
    {VISA_LAY_STRIDED, prep_load_run, h_load_run_any},
    {VISA_LAY_BLOCK2D, prep_b2d_nn, h_b2d_nn},
};

void vx_fast_prepare(visa_exec *x)
{
    _Static_assert(sizeof(vx_hot) <= 64, "a hot record is one cache line");
    x->hot = gi_xcalloc(x->ninsts ? x->ninsts : 1, sizeof *x->hot);
    x->fast_imm = gi_xcalloc(3 * (x->ninsts ? x->ninsts : 1), sizeof *x->fast_imm);
    for (size_t i = 0; i < x->ninsts; i++) {
        const vx_inst *u = &x->insts[i];
        vx_hot *h = &x->hot[i];
        h->fn = vx_exec_general;
        if (u->gen) {   /* a join point re-enables channels first: the general path */
            vx_hot f = {0};
            if (!u->join && vx_fast_alu_prepare(x, u, &f, &x->fast_imm[3 * i])) *h = f;
            continue;
        }
        for (size_t k = 0; u->row && !u->join && k < sizeof fast_rows / sizeof fast_rows[0]; k++) {
            if (fast_rows[k].layout != u->row->layout) continue;
            vx_hot f = {.fn = fast_rows[k].fn};   /* prepare may pick a host variant */
            if (fast_rows[k].prepare(x, u, &f)) {
                *h = f;
                break;
            }
        }
    }
}

