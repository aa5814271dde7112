/* Operands of the general instructions (docs/visa-exec.md "General
 * instructions"): element types and the conversions between them, source
 * elements through their regions (general, immediate -- packed :v/:uv/:vf
 * too --, indirect through address variables, predicate bits) with source
 * modifiers, destination elements, and the run errors naming an operand. */
#include "visa/exec_gen.h"
#include "core/fpconv.h"
#include <fenv.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static const uint8_t stride_val[8] = {0, 0, 1, 2, 4, 8, 16, 32};

int vx_type_float(unsigned t) { return t == VISA_T_F || t == VISA_T_HF || t == VISA_T_DF || t == VISA_T_BF; }
int vx_type_signed(unsigned t) { return t == VISA_T_D || t == VISA_T_W || t == VISA_T_B || t == VISA_T_Q; }

int vx_opnd_type(const visa_exec *x, const visa_gopnd *o)
{
    switch (o->kind) {
    case 'i':
    case 'x': return o->type;
    case 'p': return VISA_T_BOOL;
    case 'v': {
        const vx_var *v = vx_var_of(x, o->id);
        return v ? v->type : -1;
    }
    default: return -1;
    }
}

vx_val vx_decode(unsigned t, uint64_t bits)
{
    vx_val a = {0, 0, 0};
    unsigned sz = visa_type_size(t);
    if (vx_type_float(t)) {
        a.isf = 1;
        uint64_t d = t == VISA_T_DF  ? bits
                     : t == VISA_T_F ? gi_f32_to_f64((uint32_t)bits)
                     : t == VISA_T_BF ? gi_f32_to_f64((uint32_t)(bits & 0xffff) << 16)   /* bf16: the high half of an f32 */
                                      : gi_f16_to_f64((uint16_t)bits);
        a.f = gi_f64_from_bits(d);
        return a;
    }
    if (sz == 0 || sz > 8) sz = 8;
    if (sz < 8) bits &= (1ull << (8 * sz)) - 1;
    if (vx_type_signed(t) && (bits >> (8 * sz - 1) & 1)) a.i = (vx_i128)(int64_t)(bits | (sz < 8 ? ~0ull << (8 * sz) : 0));
    else a.i = (vx_i128)bits;
    return a;
}

double vx_as_f(vx_val v) { return v.isf ? v.f : (double)v.i; }

uint64_t vx_encode(unsigned t, vx_val r, int sat)
{
    unsigned sz = visa_type_size(t);
    if (vx_type_float(t)) {
        unsigned st = 0;
        if (!r.isf && t == VISA_T_F) {
            /* integer -> f32 rounds once (a double first could round twice) */
            vx_i128 v = r.i;
            float fv = v < 0 ? (v < -((vx_i128)1 << 63) ? -INFINITY : (float)(int64_t)v)
                             : (v > (vx_i128)UINT64_MAX ? INFINITY : (float)(uint64_t)v);
            r = (vx_val){1, (double)fv, 0};
        }
        double f = vx_as_f(r);
        if (sat) f = isnan(f) ? 0.0 : f < 0.0 ? 0.0 : f > 1.0 ? 1.0 : f;
        uint64_t d = gi_f64_bits(f);
        if (t == VISA_T_BF) {
            /* to f32, then to its high half, to nearest even (NaN stays NaN) */
            uint32_t b = gi_f64_to_f32(d, &st);
            if ((b & 0x7fffffffu) > 0x7f800000u) return (b >> 16) | 0x40;
            return (uint16_t)((b + 0x7fffu + (b >> 16 & 1)) >> 16);
        }
        /* f32 in %cr0's directed modes: the host conversion, which the rounding
         * mode set for the thread governs (vx_rounding_enter) */
        if (t == VISA_T_F && fegetround() != FE_TONEAREST && !isnan(f)) {
            float ff = (float)f;
            uint32_t b;
            memcpy(&b, &ff, sizeof b);
            return b;
        }
        return t == VISA_T_DF ? d : t == VISA_T_F ? gi_f64_to_f32(d, &st) : gi_f64_to_f16(d, &st);
    }
    if (sz == 0 || sz > 8) sz = 8;
    vx_i128 lo = vx_type_signed(t) ? -((vx_i128)1 << (8 * sz - 1)) : 0;
    vx_i128 hi = vx_type_signed(t) ? ((vx_i128)1 << (8 * sz - 1)) - 1 : ((vx_i128)1 << (8 * sz)) - 1;
    vx_i128 v;
    if (r.isf) {
        if (isnan(r.f)) return 0;
        double f = trunc(r.f);
        v = f <= (double)lo ? lo : f >= (double)hi ? hi : (vx_i128)f;
    } else {
        v = r.i;
        if (sat) v = v < lo ? lo : v > hi ? hi : v;
    }
    uint64_t bits = (uint64_t)(vx_u128)v;
    return sz < 8 ? bits & ((1ull << (8 * sz)) - 1) : bits;
}

/* ---- errors ---- */

/* "dst", "dst1" (second destination), "src0".. in operand order */
static void opnd_role(const visa_gparsed *g, unsigned k, char *b, size_t n)
{
    unsigned nd = 0, ns = 0;
    const char *kinds = g->row->opnds;
    for (unsigned j = 0; j <= k && kinds[j]; j++) {
        int dst = strchr("DCPA", kinds[j]) != NULL;
        if (j == k) {
            if (dst) snprintf(b, n, nd ? "dst%u" : "dst", nd);
            else snprintf(b, n, "src%u", ns);
            return;
        }
        if (dst) nd++;
        else ns++;
    }
    snprintf(b, n, "operand %u", k);
}

static void opnd_name(const visa_exec *x, const visa_gopnd *o, char *b, size_t n)
{
    const vx_var *v = o->kind == 'v' ? vx_var_of(x, o->id) : NULL;
    switch (o->kind) {
    case 'v':
        if (v) snprintf(b, n, "%s(%u,%u)", v->name, o->row, o->col);
        else snprintf(b, n, "%s(%u,%u)", o->id < VISA_NUM_PREDEF_VARS ? visa_predef_names[o->id] : "V?", o->row, o->col);
        break;
    case 'x': snprintf(b, n, "r[A%u(%u),%lld]", o->id, o->col, (long long)o->off); break;
    case 'p': snprintf(b, n, "P%u", o->id); break;
    case 'A': snprintf(b, n, "A%u(%u)", o->id, o->col); break;
    case 'i': snprintf(b, n, "0x%llx:%s", (unsigned long long)o->imm, o->type < VISA_T_COUNT ? visa_type_names[o->type] : "?"); break;
    case '&': snprintf(b, n, "&V%u", o->id); break;
    default: snprintf(b, n, "(kind '%c')", o->kind ? o->kind : '?'); break;
    }
}

int vx_gerr(const vx_gctx *c, int k, const char *fmt, ...)
{
    char msg[200], role[16] = "", name[80] = "";
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (k >= 0 && (unsigned)k < c->g->n) {
        opnd_role(c->g, (unsigned)k, role, sizeof role);
        opnd_name(c->x, &c->g->op[k], name, sizeof name);
    }
    gi_mach_error(c->x->m, GI_RUN_ERROR, "pc %llu: %s%s%s%s%s: %s", (unsigned long long)c->x->m->pc, c->g->row->name,
                  k >= 0 ? " " : "", role, k >= 0 ? " " : "", name, msg);
    return -1;
}

/* ---- sources ---- */

static vx_val modify(vx_val a, unsigned mod)
{
    if (mod == VISA_MOD_ABS || mod == VISA_MOD_NEGABS) {
        if (a.isf) a.f = fabs(a.f);
        else if (a.i < 0) a.i = -a.i;
    }
    if (mod == VISA_MOD_NEG || mod == VISA_MOD_NEGABS) {
        if (a.isf) a.f = -a.f;
        else a.i = -a.i;
    }
    return a;
}

/* 8-bit restricted float of a :vf immediate: sign, 3-bit exponent (bias 3),
 * 4-bit mantissa; all exponent/mantissa bits 0 is zero */
static double vf_value(unsigned b)
{
    unsigned e = b >> 4 & 7, m = b & 15;
    double v = (e == 0 && m == 0) ? 0.0 : ldexp(1.0 + m / 16.0, (int)e - 3);
    return (b & 0x80) ? -v : v;
}

static int imm_src(const visa_gopnd *o, unsigned i, vx_val *out, unsigned *type)
{
    switch (o->type) {
    case VISA_T_V: {
        unsigned nib = (unsigned)(o->imm >> 4 * (i % 8)) & 15;
        *type = VISA_T_W;
        *out = (vx_val){0, 0, (vx_i128)(nib >= 8 ? (int)nib - 16 : (int)nib)};
        return 0;
    }
    case VISA_T_UV:
        *type = VISA_T_UW;
        *out = (vx_val){0, 0, (vx_i128)((o->imm >> 4 * (i % 8)) & 15)};
        return 0;
    case VISA_T_VF:
        *type = VISA_T_F;
        *out = (vx_val){1, vf_value((unsigned)(o->imm >> 8 * (i % 4)) & 0xff), 0};
        return 0;
    default:
        *type = o->type;
        *out = vx_decode(o->type, o->imm);
        return 0;
    }
}

/* region element index of channel i (in elements from the origin) */
static size_t region_index(uint16_t region, unsigned i)
{
    unsigned vs = stride_val[region & 7], w = stride_val[region >> 4 & 7], h = stride_val[region >> 8 & 7];
    if (!w) w = 1;
    return (size_t)(i / w) * vs + (size_t)(i % w) * h;
}

/* Byte `at` of the storage of variable id, `n` bytes: a pointer or NULL
 * after an error about operand k. */
static uint8_t *var_bytes(const vx_gctx *c, unsigned k, uint32_t id, int64_t at, unsigned n, unsigned i)
{
    const vx_var *v = vx_var_of(c->x, id);
    if (!v) {
        vx_gerr(c, (int)k, "variable %s is not modelled", id < VISA_NUM_PREDEF_VARS ? visa_predef_names[id] : "?");
        return NULL;
    }
    if (v->unmodelled) {
        vx_gerr(c, (int)k, "%s aliases %s, which is not modelled", v->name,
                v->alias_of < VISA_NUM_PREDEF_VARS ? visa_predef_names[v->alias_of] : "a reserved variable");
        return NULL;
    }
    if (at < 0 || (uint64_t)at + n > v->size) {
        vx_gerr(c, (int)k, "channel %u accesses byte %lld of %s (%u bytes)", i, (long long)at, v->name, v->size);
        return NULL;
    }
    return c->x->regs + v->off + at;
}

/* The address element for indirect operand o of channel i (row of a
 * multi-address region): NULL after an error. */
static const vx_aelem *addr_elem(const vx_gctx *c, unsigned k, unsigned e)
{
    const visa_gopnd *o = &c->g->op[k];
    if (o->id >= c->x->navars || e >= c->x->avars[o->id].nelts) {
        vx_gerr(c, (int)k, "address element A%u(%u) does not exist", o->id, e);
        return NULL;
    }
    const vx_aelem *a = &c->x->avars[o->id].el[e];
    if (!a->var) {
        vx_gerr(c, (int)k, "address element A%u(%u) was never set (addr_add)", o->id, e);
        return NULL;
    }
    return a;
}

static uint8_t *indirect_at(const vx_gctx *c, unsigned k, unsigned i, int dst)
{
    const visa_gopnd *o = &c->g->op[k];
    unsigned ts = visa_type_size(o->type);
    if (!ts || ts > 8) {
        vx_gerr(c, (int)k, "an indirect operand cannot have type %s", o->type < VISA_T_COUNT ? visa_type_names[o->type] : "?");
        return NULL;
    }
    const vx_aelem *a;
    int64_t at;
    if (dst) {
        unsigned h = stride_val[o->region >> 8 & 7];
        if (!(a = addr_elem(c, k, o->col))) return NULL;
        at = a->off + o->off + (int64_t)i * (h ? h : 1) * ts;
    } else if ((o->region & 15) == 0) {
        /* multi-address <w,h>: row i/w starts at A(col + i/w) */
        unsigned w = stride_val[o->region >> 4 & 7], h = stride_val[o->region >> 8 & 7];
        if (!w) w = 1;
        if (!(a = addr_elem(c, k, o->col + i / w))) return NULL;
        at = a->off + o->off + (int64_t)(i % w) * h * ts;
    } else {
        if (!(a = addr_elem(c, k, o->col))) return NULL;
        at = a->off + o->off + (int64_t)region_index(o->region, i) * ts;
    }
    return var_bytes(c, k, a->var, at, ts, i);
}

vx_pred *vx_pred_opnd(const vx_gctx *c, unsigned k)
{
    const visa_gopnd *o = &c->g->op[k];
    if (o->kind != 'p' || o->id < 1 || o->id > c->x->npreds) {
        vx_gerr(c, (int)k, "not a declared predicate");
        return NULL;
    }
    return &c->x->preds[o->id - 1];
}

int vx_src(const vx_gctx *c, unsigned s, unsigned i, vx_val *out, unsigned *type)
{
    const visa_gopnd *o = &c->g->op[s];
    const uint8_t *p;
    switch (o->kind) {
    case 'i': return imm_src(o, i, out, type);
    case 'v': {
        const vx_var *v = vx_var_of(c->x, o->id);
        size_t es = v ? v->esize : 1;
        int64_t at = (int64_t)o->row * c->x->t->grf + (int64_t)(o->col + region_index(o->region, i)) * (int64_t)es;
        if (!(p = var_bytes(c, s, o->id, at, (unsigned)es, i))) return -1;
        *type = v->type;
        break;
    }
    case 'x':
        if (!(p = indirect_at(c, s, i, 0))) return -1;
        *type = o->type;
        break;
    case 'p': {
        const vx_pred *pr = vx_pred_opnd(c, s);
        if (!pr) return -1;
        *type = VISA_T_BOOL;
        *out = (vx_val){0, 0, (vx_i128)(pr->bits >> ((c->off + i) & 31) & 1)};
        return 0;
    }
    default: return vx_gerr(c, (int)s, "is not a vector source");
    }
    *out = modify(vx_decode(*type, gi_le_load(p, visa_type_size(*type))), o->mod);
    return 0;
}

int vx_dst_at(const vx_gctx *c, unsigned d, unsigned i, uint8_t **p, unsigned *type)
{
    const visa_gopnd *o = &c->g->op[d];
    if (o->kind == 'x') {
        *type = o->type;
        return (*p = indirect_at(c, d, i, 1)) ? 0 : -1;
    }
    if (o->kind != 'v') return vx_gerr(c, (int)d, "is not a vector destination");
    if (o->id == 0) {   /* %null: the results are dropped */
        *p = NULL;
        *type = VISA_T_UD;
        return 0;
    }
    const vx_var *v = vx_var_of(c->x, o->id);
    unsigned h = stride_val[o->region >> 8 & 7];
    size_t es = v ? v->esize : 1;
    int64_t at = (int64_t)o->row * c->x->t->grf + (int64_t)(o->col + (size_t)i * (h ? h : 1)) * (int64_t)es;
    if (!(*p = var_bytes(c, d, o->id, at, (unsigned)es, i))) return -1;
    *type = v->type;
    return 0;
}
