/* Compares, predicate logic, setp and addr_add on visa_gparsed (docs/
 * visa-exec.md "General instructions"): cmp writes a predicate bit or an
 * all-ones/zero element per enabled channel; and/or/xor/not/mov on
 * predicate operands combine predicate bits off..off+N-1; setp sets
 * predicate bits from an integer; addr_add points address elements into a
 * variable's bytes. Every source is read before anything is written. */
#include "visa/exec_gen.h"
#include <math.h>

static uint32_t chan_bits(unsigned es) { return es >= 32 ? 0xffffffffu : (1u << es) - 1; }

/* Write bits `val` (bit i = channel i) of the channels in `mask` into
 * predicate p from bit off; bits past the predicate's elements are dropped. */
static void pred_put(vx_pred *p, unsigned off, uint32_t mask, uint32_t val)
{
    uint32_t keep = p->nelts >= 32 ? 0xffffffffu : (1u << p->nelts) - 1;
    uint32_t m = (uint32_t)((uint64_t)mask << off) & keep;
    p->bits = (p->bits & ~m) | ((uint32_t)((uint64_t)val << off) & m);
}

static int compare(unsigned cond, vx_val a, vx_val b)
{
    if (a.isf || b.isf) {
        double x = vx_as_f(a), y = vx_as_f(b);
        if (isnan(x) || isnan(y)) return cond == 1;   /* unordered: only ne holds */
        switch (cond) {
        case 0: return x == y;
        case 1: return x != y;
        case 2: return x > y;
        case 3: return x >= y;
        case 4: return x < y;
        default: return x <= y;
        }
    }
    switch (cond) {
    case 0: return a.i == b.i;
    case 1: return a.i != b.i;
    case 2: return a.i > b.i;
    case 3: return a.i >= b.i;
    case 4: return a.i < b.i;
    default: return a.i <= b.i;
    }
}

int vx_exec_cmp(const vx_gctx *c, uint32_t en)
{
    const visa_gparsed *g = c->g;
    if (g->cond > 5) return vx_gerr(c, -1, "unknown condition %u", g->cond);
    uint32_t res = 0;
    for (unsigned i = 0; i < g->exec_size; i++) {
        if (!(en >> i & 1)) continue;
        vx_val a, b;
        unsigned ta, tb;
        if (vx_src(c, 1, i, &a, &ta) || vx_src(c, 2, i, &b, &tb)) return -1;
        if (compare(g->cond, a, b)) res |= 1u << i;
    }
    if (g->op[0].kind == 'p') {
        vx_pred *p = vx_pred_opnd(c, 0);
        if (!p) return -1;
        pred_put(p, c->off, en, res);
        return 0;
    }
    /* a general destination: all ones or zero in its element size */
    uint8_t *at[32];
    unsigned dt[32];
    for (unsigned i = 0; i < g->exec_size; i++)
        if (en >> i & 1 && vx_dst_at(c, 0, i, &at[i], &dt[i])) return -1;
    for (unsigned i = 0; i < g->exec_size; i++)
        if (en >> i & 1 && at[i]) gi_le_store(at[i], res >> i & 1 ? ~0ull : 0, visa_type_size(dt[i]));
    return 0;
}

int vx_exec_setp(const vx_gctx *c, uint32_t en)
{
    const visa_gparsed *g = c->g;
    const visa_gopnd *s = &g->op[1];
    vx_pred *p = vx_pred_opnd(c, 0);
    if (!p) return -1;
    /* a scalar source (immediate, or a <0;1,0> region) gives bit i to
     * channel i, whatever the enables */
    int scalar = s->kind == 'i' || (s->kind != 'p' && s->region == (1 | 2 << 4 | 1 << 8));
    uint32_t val = 0;
    if (scalar) {
        vx_val v;
        unsigned t;
        if (vx_src(c, 1, 0, &v, &t)) return -1;
        if (v.isf) return vx_gerr(c, 1, "setp takes an integer source");
        pred_put(p, c->off, chan_bits(g->exec_size), (uint32_t)(uint64_t)(vx_u128)v.i);
        return 0;
    }
    for (unsigned i = 0; i < g->exec_size; i++) {
        if (!(en >> i & 1)) continue;
        vx_val v;
        unsigned t;
        if (vx_src(c, 1, i, &v, &t)) return -1;
        if (v.isf) return vx_gerr(c, 1, "setp takes an integer source");
        val |= (uint32_t)(v.i & 1) << i;
    }
    pred_put(p, c->off, en, val);
    return 0;
}

int vx_exec_plogic(const vx_gctx *c, uint32_t en)
{
    const visa_gparsed *g = c->g;
    vx_pred *d = vx_pred_opnd(c, 0);
    if (!d) return -1;
    uint32_t s[2] = {0, 0};
    unsigned nsrc = g->n - 1;
    for (unsigned k = 0; k < nsrc && k < 2; k++) {
        if (g->op[1 + k].kind == 'p') {
            const vx_pred *p = vx_pred_opnd(c, 1 + k);
            if (!p) return -1;
            s[k] = (uint32_t)((uint64_t)p->bits >> c->off);
        } else if (g->row->opcode == 0x29 && g->exec_size == 1) {
            /* mov (1) P V: the predicate's bits from V's element */
            vx_val v;
            unsigned t;
            if (vx_src(c, 1, 0, &v, &t)) return -1;
            vx_pred *p = d;
            uint32_t keep = p->nelts >= 32 ? 0xffffffffu : (1u << p->nelts) - 1;
            if (en & 1) p->bits = (uint32_t)(uint64_t)(vx_u128)v.i & keep;
            return 0;
        } else {
            return vx_gerr(c, (int)(1 + k), "a predicate operation takes predicate sources");
        }
    }
    uint32_t r;
    switch (g->row->opcode) {
    case 0x20: r = s[0] & s[1]; break;
    case 0x21: r = s[0] | s[1]; break;
    case 0x22: r = s[0] ^ s[1]; break;
    case 0x23: r = ~s[0]; break;
    case 0x29: r = s[0]; break;
    default: return vx_gerr(c, -1, "does not take predicate operands");
    }
    pred_put(d, c->off, en, r);
    return 0;
}

int vx_exec_addr_add(const vx_gctx *c, uint32_t en)
{
    const visa_gparsed *g = c->g;
    visa_exec *x = c->x;
    const visa_gopnd *d = &g->op[0], *s0 = &g->op[1];
    if (d->kind != 'A' || d->id >= x->navars) return vx_gerr(c, 0, "is not a declared address variable");
    vx_avar *dv = &x->avars[d->id];
    vx_aelem res[32];
    for (unsigned i = 0; i < g->exec_size; i++) {
        if (!(en >> i & 1)) continue;
        if (d->col + i >= dv->nelts) return vx_gerr(c, 0, "channel %u writes past the address variable (%u elements)", i, dv->nelts);
        vx_aelem a;
        if (s0->kind == '&') {
            const vx_var *v = vx_var_of(x, s0->id);
            if (!v) return vx_gerr(c, 1, "variable %u is not modelled", s0->id);
            a.var = s0->id;
            a.off = (int32_t)s0->off;
        } else if (s0->kind == 'A') {
            if (s0->id >= x->navars) return vx_gerr(c, 1, "is not a declared address variable");
            unsigned wc = s0->region >> 4 & 7, w = wc >= 2 ? 1u << (wc - 2) : 0;
            unsigned e = s0->col + (w ? i % w : i);
            if (e >= x->avars[s0->id].nelts || !x->avars[s0->id].el[e].var)
                return vx_gerr(c, 1, "address element %u is not set", e);
            a = x->avars[s0->id].el[e];
        } else {
            return vx_gerr(c, 1, "takes an address-of (&V) or an address operand");
        }
        vx_val v;
        unsigned t;
        if (vx_src(c, 2, i, &v, &t)) return -1;
        if (v.isf) return vx_gerr(c, 2, "is not an integer");
        int64_t off = (int64_t)a.off + (int64_t)v.i;
        if (off < INT32_MIN || off > INT32_MAX) return vx_gerr(c, 2, "moves the address out of range");
        a.off = (int32_t)off;
        res[i] = a;
    }
    for (unsigned i = 0; i < g->exec_size; i++)
        if (en >> i & 1) dv->el[d->col + i] = res[i];
    return 0;
}
