/* The pre-LSC data-port messages and movs (exec_dp.h), as IGC's vISA
 * documentation (1.0.12504: GATHER4_SCALED.md ... MOVS.md) defines them,
 * with the decisions DP1-DP10 of docs/visa-exec.md.
 *
 * One row per instruction gives its facts (operand positions, kind,
 * alignment, exec sizes); a message is then described by a shape -- per
 * enabled lane, `nel` elements of `eb` memory bytes at the lane's offset
 * plus moff(k), each in a register slot of `slot` bytes at n*rlane + k*rel
 * of the payload -- and one loop moves every shape. Memory is reached as
 * LSC reaches it (exec_lsc.c): same spaces, the same faults, checked for
 * every element of a lane before the lane moves anything. */
#include "visa/exec_dp.h"
#include "visa/exec_gen.h"
#include "core/util.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the rows ---- */

typedef enum dp_kind { DK_MOVS, DK_BLOCK, DK_SCALED4, DK_SCALED, DK_SVM, DK_ATOMIC } dp_kind;

#define ES(n) (1u << (n))            /* exec size 2^n allowed */
#define ES_UPTO(n) (ES((n) + 1) - 1) /* every size 1 .. 2^n */

typedef struct dp_row {
    uint8_t opcode, sub;    /* ISA opcode; SVM sub-op (the table row's F byte), else 0 */
    uint8_t kind;           /* dp_kind */
    uint8_t store;          /* writes memory */
    int8_t surf;            /* operand of the surface; -1: SVM (flat 64-bit addresses) */
    int8_t goff;            /* operand of the scalar global offset, -1 none */
    uint8_t addr;           /* block: the scalar offset/address; else the per-lane offsets/addresses */
    uint8_t data;           /* the payload: destination of a load or atomic, source of a store */
    int8_t src0, src1;      /* atomics: the source payloads */
    uint8_t unit;           /* block: bytes per unit of the offset (oword_ld/st: 16) */
    uint8_t align;          /* block: required alignment (DP4); 0 = the element size */
    uint8_t sizes;          /* exec sizes the page allows (ES bits); blocks: oword counts */
} dp_row;

static const dp_row dp_rows[] = {
    /* opcode sub kind       st surf goff addr data s0  s1 unit al  sizes */
    {0x2d, 0, DK_MOVS,    0, -1, -1, 1, 0, -1, -1, 0, 0, ES_UPTO(5)},              /* movs */
    {0x35, 0, DK_BLOCK,   0, 0, -1, 1, 2, -1, -1, 16, 16, ES_UPTO(3)},             /* oword_ld */
    {0x36, 0, DK_BLOCK,   1, 0, -1, 1, 2, -1, -1, 16, 16, ES_UPTO(3)},             /* oword_st */
    {0x3c, 0, DK_BLOCK,   0, 0, -1, 1, 2, -1, -1, 1, 4, ES_UPTO(3)},               /* oword_ld_unaligned */
    {0x4e, 1, DK_BLOCK,   0, -1, -1, 0, 1, -1, -1, 1, 4, ES_UPTO(3)},              /* svm_block_ld */
    {0x4e, 2, DK_BLOCK,   1, -1, -1, 0, 1, -1, -1, 1, 16, ES_UPTO(3)},             /* svm_block_st */
    {0x4e, 3, DK_SVM,     0, -1, -1, 0, 1, -1, -1, 0, 0, ES_UPTO(4)},              /* svm_gather */
    {0x4e, 4, DK_SVM,     1, -1, -1, 0, 1, -1, -1, 0, 0, ES_UPTO(4)},              /* svm_scatter */
    {0x4e, 5, DK_ATOMIC,  1, -1, -1, 0, 1, 2, 3, 0, 0, ES_UPTO(3)},                /* svm_atomic */
    {0x4e, 6, DK_SCALED4, 0, -1, 0, 1, 2, -1, -1, 0, 0, ES(3) | ES(4)},             /* svm_gather4scaled */
    {0x4e, 7, DK_SCALED4, 1, -1, 0, 1, 2, -1, -1, 0, 0, ES(3) | ES(4)},             /* svm_scatter4scaled */
    {0x74, 0, DK_SCALED4, 0, 0, 1, 2, 3, -1, -1, 0, 0, ES(3) | ES(4)},             /* gather4_scaled */
    {0x75, 0, DK_SCALED4, 1, 0, 1, 2, 3, -1, -1, 0, 0, ES(3) | ES(4)},             /* scatter4_scaled */
    {0x78, 0, DK_SCALED,  0, 0, 1, 2, 3, -1, -1, 0, 0, ES_UPTO(5)},                /* gather_scaled */
    {0x79, 0, DK_SCALED,  1, 0, 1, 2, 3, -1, -1, 0, 0, ES_UPTO(5)},                /* scatter_scaled */
    {0x7d, 0, DK_ATOMIC,  1, 0, -1, 1, 4, 2, 3, 0, 0, ES_UPTO(5)},                 /* dword_atomic */
};

/* The atomic operations in visa_atomic_names[] order: the LSC sub-op whose
 * function computes the new value (exec_atomic.c), whether Src0/Src1 go in
 * swapped (cmpxchg: old == src1 ? src0), whether the new value is returned
 * (predec). */
static const struct {
    uint8_t lsc, swap, ret_new;
} dp_atomics[] = {
    {0x0C, 0, 0}, /* add */  {0x0D, 0, 0}, /* sub */  {0x08, 0, 0}, /* inc */    {0x09, 0, 0}, /* dec */
    {0x10, 0, 0}, /* min */  {0x11, 0, 0}, /* max */  {0x0B, 0, 0}, /* xchg */   {0x12, 1, 0}, /* cmpxchg */
    {0x18, 0, 0}, /* and */  {0x19, 0, 0}, /* or */   {0x1A, 0, 0}, /* xor */    {0x0E, 0, 0}, /* minsint */
    {0x0F, 0, 0}, /* maxsint */ {0x16, 0, 0}, /* fmax */ {0x15, 0, 0}, /* fmin */   {0x17, 0, 0}, /* fcmpwr */
    {0x13, 0, 0}, /* fadd */ {0x14, 0, 0}, /* fsub */ {0x09, 0, 1}, /* predec */
};

static const dp_row *dp_find(const visa_gparsed *g)
{
    if (!g || !g->row) return NULL;
    for (size_t i = 0; i < sizeof dp_rows / sizeof dp_rows[0]; i++)
        if (dp_rows[i].opcode == g->row->opcode && dp_rows[i].sub == (g->row->opcode == 0x4e ? g->row->sub : 0))
            return &dp_rows[i];
    return NULL;
}

bool vx_dp_handles(const visa_gparsed *g) { return dp_find(g) != NULL; }

/* ---- surface and sampler state ---- */

void vx_dp_init(visa_exec *x, unsigned which, const uint16_t *nelts, size_t n)
{
    vx_states *s = &x->st[which];
    free(s->first);
    free(s->val);
    free(s->set);
    s->nvars = (uint32_t)n;
    s->first = gi_xcalloc(n + 1, sizeof *s->first);
    for (size_t k = 0; k < n; k++) s->first[k + 1] = s->first[k] + nelts[k];
    s->val = gi_xcalloc(s->first[n] + 1u, sizeof *s->val);
    s->set = gi_xcalloc(s->first[n] + 1u, 1);
}

void vx_dp_reset(visa_exec *x)
{
    for (unsigned w = 0; w < 2; w++)
        if (x->st[w].set) memset(x->st[w].set, 0, x->st[w].first[x->st[w].nvars]);
}

void vx_dp_free(visa_exec *x)
{
    for (unsigned w = 0; w < 2; w++) {
        free(x->st[w].first);
        free(x->st[w].val);
        free(x->st[w].set);
        memset(&x->st[w], 0, sizeof x->st[w]);
    }
}

/* ---- errors ---- */

static void opnd_name(const vx_gctx *c, int k, char *b, size_t n)
{
    const visa_gopnd *o = &c->g->op[k];
    const vx_var *v = vx_var_of(c->x, o->id);
    const char *vn = v ? v->name : o->id < VISA_NUM_PREDEF_VARS ? visa_predef_names[o->id] : "V?";
    switch (o->kind) {
    case 't':
        if (o->id < VISA_NUM_PREDEF_SURF) snprintf(b, n, "%s", visa_predef_surfaces[o->id]);
        else snprintf(b, n, "T%u", o->id);
        break;
    case 's': snprintf(b, n, "S%u", o->id); break;
    case 'r': snprintf(b, n, "%s.%lld", vn, (long long)o->off); break;
    case 'v': snprintf(b, n, "%s(%u,%u)", vn, o->row, o->col); break;
    case 'i': snprintf(b, n, "0x%llx", (unsigned long long)o->imm); break;
    default: snprintf(b, n, "operand %d", k); break;
    }
}

/* "pc N: MNEMONIC [OPERAND]: what"; returns -1 */
__attribute__((format(printf, 3, 4))) static int dp_err(const vx_gctx *c, int k, const char *fmt, ...)
{
    char msg[200], name[96] = "";
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (k >= 0 && (unsigned)k < c->g->n) opnd_name(c, k, name, sizeof name);
    gi_mach_error(c->x->m, GI_RUN_ERROR, "pc %llu: %s%s%s: %s", (unsigned long long)c->x->m->pc, c->g->row->name,
                  *name ? " " : "", name, msg);
    return -1;
}

/* ---- operands ---- */

/* The bytes [off, off + need) of raw operand k; *p = NULL for %null. */
static int dp_raw(const vx_gctx *c, int k, size_t need, uint8_t **p)
{
    const visa_gopnd *o = &c->g->op[k];
    *p = NULL;
    if (o->kind != 'r') return dp_err(c, k, "is not a raw operand");
    if (o->id == 0) return 0;
    const vx_var *v = vx_var_of(c->x, o->id);
    if (!v) return dp_err(c, k, "the variable is not modelled");
    if (v->unmodelled) return dp_err(c, k, "%s aliases a predefined variable, which is not modelled", v->name);
    if (o->off < 0 || (uint64_t)o->off + need > v->size)
        return dp_err(c, k, "the payload (%zu bytes at byte %lld) passes the end of %s (%u bytes)", need, (long long)o->off, v->name, v->size);
    *p = c->x->regs + v->off + o->off;
    return 0;
}

/* A scalar operand (channel 0 of a source): an integer offset or address. */
static int dp_scalar(const vx_gctx *c, int k, uint64_t *out)
{
    vx_val v;
    unsigned t;
    if (vx_src(c, (unsigned)k, 0, &v, &t)) return -1;
    if (v.isf) return dp_err(c, k, "an offset or address must be an integer");
    *out = (uint64_t)(vx_u128)v.i;
    return 0;
}

/* Element i of state operand k (a surface or sampler variable element):
 * *st, *e its state and index. Predefined surfaces have no state. */
static int state_at(const vx_gctx *c, int k, unsigned i, vx_states **st, uint32_t *e)
{
    const visa_gopnd *o = &c->g->op[k];
    unsigned which = o->kind == 's' ? VX_SAMPLERS : VX_SURFACES;
    uint32_t var = o->id;
    if (which == VX_SURFACES) {
        if (var < VISA_NUM_PREDEF_SURF) return dp_err(c, k, "a predefined surface holds no index to move (not modelled)");
        var -= VISA_NUM_PREDEF_SURF;
    }
    *st = &c->x->st[which];
    if (var >= (*st)->nvars) return dp_err(c, k, "not a declared %s variable", which == VX_SAMPLERS ? "sampler" : "surface");
    uint32_t ne = (*st)->first[var + 1] - (*st)->first[var];
    if (o->col + i >= ne) return dp_err(c, k, "element %u does not exist (%u elements)", o->col + i, ne);
    *e = (*st)->first[var] + o->col + i;
    return 0;
}

static int state_get(const vx_gctx *c, int k, unsigned i, uint32_t *v)
{
    vx_states *st;
    uint32_t e;
    if (state_at(c, k, i, &st, &e)) return -1;
    if (!st->set[e]) return dp_err(c, k, "element %u has no index: no movs wrote it", c->g->op[k].col + i);
    *v = st->val[e];
    return 0;
}

/* ---- movs (MOVS.md): dst[i] = src0[i] for the enabled channels ---- */

static int is_state(const visa_gopnd *o) { return o->kind == 't' || o->kind == 's'; }

static int dp_movs(const vx_gctx *c)
{
    const visa_gparsed *g = c->g;
    uint32_t en = vx_gen_enables(c, 0), val[32];
    if (!is_state(&g->op[0]) && !is_state(&g->op[1])) return dp_err(c, -1, "moves a surface or sampler: one operand must be a state variable");
    if (is_state(&g->op[0]) && is_state(&g->op[1]) && g->op[0].kind != g->op[1].kind)
        return dp_err(c, -1, "state operands of different classes (surface and sampler)");
    /* every source element is read before any destination element is written */
    for (unsigned i = 0; i < g->exec_size; i++) {
        if (!(en >> i & 1)) continue;
        if (is_state(&g->op[1])) {
            if (state_get(c, 1, i, &val[i])) return -1;
        } else {
            vx_val v;
            unsigned t;
            if (vx_src(c, 1, i, &v, &t)) return -1;
            if (v.isf) return dp_err(c, 1, "a state index must be an integer (UD)");
            val[i] = (uint32_t)v.i;
        }
    }
    for (unsigned i = 0; i < g->exec_size; i++) {
        if (!(en >> i & 1)) continue;
        if (is_state(&g->op[0])) {
            vx_states *st;
            uint32_t e;
            if (state_at(c, 0, i, &st, &e)) return -1;
            st->val[e] = val[i];
            st->set[e] = 1;
        } else {
            uint8_t *p;
            unsigned t;
            if (vx_dst_at(c, 0, i, &p, &t)) return -1;
            if (p) gi_le_store(p, vx_encode(t, (vx_val){0, 0, (vx_i128)val[i]}, 0), visa_type_size(t));
        }
    }
    return 0;
}

/* ---- where a message's addresses go ---- */

typedef struct dp_mem {
    gi_space sp;
    uint64_t base, mask;        /* mask: offsets modulo 2^32 (stateful, DP2) or 2^64 (SVM) */
    const vx_surface *surf;
    int missing;                /* a binding-table index not in the state: invalid_surface */
    uint64_t key;
} dp_mem;

/* DP1: %slm is the shared space; a declared surface names binding-table
 * index (its element 0) & 0xFF of the state's bti surfaces; SVM is flat. */
static int dp_surface(const vx_gctx *c, const dp_row *row, dp_mem *m)
{
    memset(m, 0, sizeof *m);
    m->sp = GI_SPACE_GLOBAL;
    m->mask = ~0ull;
    if (row->surf < 0) return 0;
    m->mask = 0xffffffffu;
    const visa_gopnd *o = &c->g->op[row->surf];
    if (o->kind != 't') return dp_err(c, row->surf, "is not a surface");
    if (o->id == 0) {
        m->sp = GI_SPACE_SHARED;
        m->mask = vx_addr_mask(VISA_SFID_SLM, 32);   /* IGC's __local tag 0x10000000 dropped, as LSC .slm (L5) */
        return 0;
    }
    if (o->id < VISA_NUM_PREDEF_SURF) return dp_err(c, row->surf, "the predefined surface is not modelled (only %%slm and declared surfaces are)");
    uint32_t v;
    if (state_get(c, row->surf, 0, &v)) return -1;
    m->key = v & 0xff;
    for (size_t i = 0; i < c->x->nsurf; i++) {
        const vx_surface *s = &c->x->surf[i];
        if (s->model == VISA_AM_BTI && s->key == m->key) {
            m->surf = s;
            m->base = s->base;
            return 0;
        }
    }
    m->missing = 1;
    return 0;
}

/* The element at offset `off` (already reduced) of lane n: NULL when it can
 * be accessed, else the fault kind (DP3); *addr the address (the fault's). */
static const char *dp_check(visa_exec *x, const dp_mem *m, unsigned n, uint64_t off, unsigned bytes, unsigned align,
                            uint64_t *addr)
{
    if (m->missing) {
        *addr = m->key;
        return "invalid_surface";
    }
    *addr = m->base + off;
    if (*addr % align) return "misaligned";
    if (m->surf && m->surf->has_size && (m->surf->size < bytes || off > m->surf->size - bytes)) return "out_of_bounds";
    if (gi_mem_check(&x->m->mem, m->sp, n, *addr, bytes) != GI_MEM_OK) return "out_of_bounds";
    return NULL;
}

/* ---- shapes ---- */

typedef struct dp_shape {
    unsigned lanes;             /* lanes with an address (the exec size; 1 for a block) */
    unsigned nel, eb, slot;     /* elements per lane, their memory and register bytes */
    unsigned align;             /* required alignment of each element's address */
    unsigned rlane, rel;        /* register byte of (lane n, element k) = n*rlane + k*rel */
    unsigned ab;                /* bytes of one lane's offset/address in the addr payload */
    uint8_t chan[4];            /* scaled4: the channel of element k (memory at +4*chan) */
    size_t need;                /* payload bytes */
} dp_shape;

static unsigned moff(const dp_row *row, const dp_shape *s, unsigned k)
{
    return row->kind == DK_SCALED4 ? 4u * s->chan[k] : k * s->eb;
}

static int shape_block(const vx_gctx *c, const dp_row *row, dp_shape *s)
{
    /* n owords (16 bytes) from one offset; channel 0 only, NoMask */
    s->lanes = 1;
    s->nel = c->g->exec_size;
    s->eb = s->slot = s->rel = 16;
    s->align = row->align;
    return 0;
}

static int shape_scaled4(const vx_gctx *c, const dp_row *row, dp_shape *s)
{
    /* GATHER4_SCALED: channel c of lane i at dword ch_pos*max(exec_size, GRF/4) + i */
    (void)row;
    unsigned es = c->g->exec_size, per = c->x->t->grf / 4;
    for (unsigned ch = 0; ch < 4; ch++)
        if (c->g->chan >> ch & 1) s->chan[s->nel++] = (uint8_t)ch;
    if (!s->nel) return dp_err(c, -1, "no channel is enabled");
    s->eb = s->slot = s->rlane = s->align = 4;
    s->rel = 4 * (es > per ? es : per);
    return 0;
}

static int shape_scaled(const vx_gctx *c, const dp_row *row, dp_shape *s)
{
    /* GATHER_SCALED: num_blocks bytes per lane in the lane's dword (DP5, DP6) */
    (void)row;
    if (c->g->nums[0] > 2) return dp_err(c, -1, "number of blocks code %u is not 0..2", c->g->nums[0]);
    s->nel = 1;
    s->eb = s->align = 1u << c->g->nums[0];
    s->slot = s->rlane = 4;
    return 0;
}

static int shape_svm(const vx_gctx *c, const dp_row *row, dp_shape *s)
{
    /* SVM_GATHER: 4/8-byte blocks at dst[j*exec_size+i]; 1-byte blocks
     * consecutive from byte i*max(4, num_blocks) (one element of nb bytes) */
    (void)row;
    static const uint8_t bsize[3] = {1, 4, 8};
    if (c->g->nums[0] > 2 || c->g->nums[1] > 3) return dp_err(c, -1, "block size / number of blocks code out of range");
    unsigned bs = bsize[c->g->nums[0]], nb = 1u << c->g->nums[1];
    if (bs == 1) {
        s->nel = 1;
        s->eb = nb;
        s->slot = s->rlane = nb < 4 ? 4 : nb;
        s->align = 1;
    } else {
        s->nel = nb;
        s->eb = s->slot = s->rlane = s->align = bs;
        s->rel = c->g->exec_size * bs;
    }
    return 0;
}

static int shape_atomic(const vx_gctx *c, const dp_row *row, dp_shape *s)
{
    /* one element per lane: .16 a word in a dword slot, .64 (SVM only) a qword */
    unsigned w = c->g->nums[0];
    if (w == 64 && row->surf >= 0) return dp_err(c, -1, "64-bit atomics exist for SVM only");
    s->nel = 1;
    s->eb = s->align = w == 16 ? 2 : w == 64 ? 8 : 4;
    s->slot = s->rlane = w == 64 ? 8 : 4;
    return 0;
}

typedef int (*shape_fn)(const vx_gctx *c, const dp_row *row, dp_shape *s);
static const shape_fn shapes[] = {[DK_BLOCK] = shape_block, [DK_SCALED4] = shape_scaled4, [DK_SCALED] = shape_scaled,
                                  [DK_SVM] = shape_svm, [DK_ATOMIC] = shape_atomic};

static int shape_of(const vx_gctx *c, const dp_row *row, dp_shape *s)
{
    memset(s, 0, sizeof *s);
    s->lanes = c->g->exec_size;
    if (shapes[row->kind](c, row, s)) return -1;
    s->ab = row->surf < 0 ? 8 : 4;
    s->need = (size_t)(s->lanes - 1) * s->rlane + (size_t)(s->nel - 1) * s->rel + s->slot;
    return 0;
}

/* Offset (address for SVM) of each lane's first element, before moff and
 * the reduction: global offset + element offset (UD), or the address (UQ);
 * a block's scalar offset times its unit. */
static int lane_offsets(const vx_gctx *c, const dp_row *row, const dp_shape *s, uint64_t *lo)
{
    uint64_t g = 0;
    if (row->kind == DK_BLOCK) {
        if (dp_scalar(c, row->addr, &g)) return -1;
        lo[0] = g * row->unit;
        return 0;
    }
    if (row->goff >= 0 && dp_scalar(c, row->goff, &g)) return -1;
    uint8_t *a;
    if (dp_raw(c, row->addr, (size_t)s->lanes * s->ab, &a)) return -1;
    if (!a) return dp_err(c, row->addr, "the offsets or addresses cannot be %%null");
    for (unsigned n = 0; n < s->lanes; n++) lo[n] = g + gi_le_load(a + (size_t)n * s->ab, s->ab);
    return 0;
}

/* Lane n: every element accessible? Records the lane's first fault (DP3). */
static int lane_ok(visa_exec *x, const dp_row *row, const dp_shape *s, const dp_mem *m, unsigned n, uint64_t lo)
{
    for (unsigned k = 0; k < s->nel; k++) {
        uint64_t addr;
        const char *kind = dp_check(x, m, n, (lo + moff(row, s, k)) & m->mask, s->eb, s->align, &addr);
        if (kind) {
            gi_mach_fault(x->m, (int)n, kind, addr);
            return 0;
        }
    }
    return 1;
}

/* ---- gathers, scatters, blocks ---- */

static int dp_message(const vx_gctx *c, const dp_row *row)
{
    visa_exec *x = c->x;
    dp_shape s;
    dp_mem m;
    uint64_t lo[32];
    uint8_t *data;
    if (shape_of(c, row, &s) || dp_surface(c, row, &m) || lane_offsets(c, row, &s, lo)) return -1;
    if (dp_raw(c, row->data, s.need, &data)) return -1;
    if (!data) return row->store ? dp_err(c, row->data, "a store needs data") : 0;   /* DP7: %null loads nothing */
    /* blocks: channel 0, NoMask (the pages: "the execution mask is set to NoMask") */
    uint32_t en = row->kind == DK_BLOCK ? 1u : vx_gen_enables(c, 1);
    for (unsigned n = 0; n < s.lanes; n++) {
        if (!(en >> n & 1)) continue;
        int ok = lane_ok(x, row, &s, &m, n, lo[n]);
        for (unsigned k = 0; k < s.nel; k++) {
            uint8_t *slot = data + (size_t)n * s.rlane + (size_t)k * s.rel;
            uint64_t addr = m.base + ((lo[n] + moff(row, &s, k)) & m.mask);
            if (row->store) {
                if (ok) gi_mach_store(x->m, m.sp, (int)n, addr, slot, s.eb);   /* the low eb bytes of the slot */
                continue;
            }
            uint8_t b[16] = {0};
            /* a faulting lane reads 0; the slot's bytes past eb become 0 (DP5) */
            if (ok && gi_mach_load(x->m, m.sp, (int)n, addr, b, s.eb) != GI_MEM_OK) memset(b, 0, sizeof b);
            memcpy(slot, b, s.slot);
        }
    }
    return 0;
}

/* ---- atomics (DWORD_ATOMIC.md, SVM_ATOMIC.md) ---- */

static int dp_atomic(const vx_gctx *c, const dp_row *row)
{
    visa_exec *x = c->x;
    const visa_gparsed *g = c->g;
    dp_shape s;
    dp_mem m;
    uint64_t lo[32], v0[32] = {0}, v1[32] = {0};
    uint8_t *dst, *s0, *s1;
    if (g->atomic >= sizeof dp_atomics / sizeof dp_atomics[0]) return dp_err(c, -1, "atomic operation %u is not modelled", g->atomic);
    vx_atom_fn fn = vx_atom_of(dp_atomics[g->atomic].lsc);
    if (shape_of(c, row, &s) || dp_surface(c, row, &m) || lane_offsets(c, row, &s, lo)) return -1;
    if (dp_raw(c, row->src0, s.need, &s0) || dp_raw(c, row->src1, s.need, &s1) || dp_raw(c, row->data, s.need, &dst)) return -1;
    unsigned bits = 8 * s.eb;
    uint64_t vmask = bits == 64 ? ~0ull : (1ull << bits) - 1;
    uint32_t en = vx_gen_enables(c, 1);
    /* the sources of every lane are read before the destination changes */
    for (unsigned n = 0; n < s.lanes; n++) {
        if (s0) v0[n] = gi_le_load(s0 + (size_t)n * s.slot, s.slot) & vmask;   /* .16: the low word (DP8) */
        if (s1) v1[n] = gi_le_load(s1 + (size_t)n * s.slot, s.slot) & vmask;
    }
    int swap = dp_atomics[g->atomic].swap, ret_new = dp_atomics[g->atomic].ret_new;
    vx_amo_lock(x, m.sp);
    for (unsigned n = 0; n < s.lanes; n++) {
        if (!(en >> n & 1)) continue;
        uint64_t addr, ret = 0;
        const char *kind = dp_check(x, &m, n, lo[n] & m.mask, s.eb, s.align, &addr);
        if (kind) {
            gi_mach_fault(x->m, (int)n, kind, addr);   /* memory untouched, returns 0 */
        } else {
            uint8_t b[8] = {0};
            gi_mach_load(x->m, m.sp, (int)n, addr, b, s.eb);
            uint64_t old = gi_le_load(b, s.eb);
            int write = 1;
            uint64_t nv = fn(old, swap ? v1[n] : v0[n], swap ? v0[n] : v1[n], bits, &write) & vmask;
            if (write) {
                gi_le_store(b, nv, s.eb);
                gi_mach_store(x->m, m.sp, (int)n, addr, b, s.eb);
            }
            ret = ret_new ? nv : old;
        }
        if (dst) gi_le_store(dst + (size_t)n * s.slot, ret, s.slot);   /* zero-extended */
    }
    vx_amo_unlock(x, m.sp);
    return 0;
}

/* ---- dispatch ---- */

int vx_exec_dp(visa_exec *x, const visa_gparsed *g)
{
    if (!g || !g->row) return gi_mach_error(x->m, GI_RUN_ERROR, "pc %llu: no instruction", (unsigned long long)x->m->pc), GI_STEP_ERROR;
    vx_gctx c = {x, g, 4u * (g->emask & 7)};
    const dp_row *row = dp_find(g);
    unsigned es = g->exec_size;
    if (!row) return dp_err(&c, -1, "is not a data-port message"), GI_STEP_ERROR;
    if (g->n != strlen(g->row->opnds)) return dp_err(&c, -1, "has %u operands, its form %zu", g->n, strlen(g->row->opnds)), GI_STEP_ERROR;
    if (g->emask > 7 || es == 0 || (es & (es - 1)) || !(row->sizes >> __builtin_ctz(es) & 1) || c.off + es > 32)
        return dp_err(&c, -1, "%s %u%s is not valid for it", row->kind == DK_BLOCK ? "size" : "execution size", es,
                      c.off ? " at this mask offset" : ""), GI_STEP_ERROR;
    int r = row->kind == DK_MOVS ? dp_movs(&c) : row->kind == DK_ATOMIC ? dp_atomic(&c, row) : dp_message(&c, row);
    return r ? GI_STEP_ERROR : GI_STEP_NEXT;
}
