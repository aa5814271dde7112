/* Fast handlers of the common general ALU forms (docs/visa-exec.md "Speed"):
 * mov, add, mul, mad, add3, and/or/xor, shl/shr/asr, min/max whose operands
 * are all of one class -- 32-bit integers (d, ud), 64-bit integers (q, uq),
 * f or df -- with no modifier and no .sat, every source contiguous (<1;1,0>
 * or an equivalent region), a scalar (<0;1,0>) or an immediate, and a
 * contiguous destination that no source overlaps unless it is the very same
 * elements; and integer movs between any integer types. The operands are
 * resolved at load time (an immediate as its bits in the destination's type,
 * in the state's fast_imm slots); a handler computes exactly what exec_gen_arith.c
 * computes for these forms (the same wrap-around, shift-count masks, fmaf
 * for mad, minNum/maxNum), so the results are the general path's. Every
 * other form stays on the general path. */
#include "visa/exec.h"
#include "visa/exec_gen.h"
#include <math.h>
#include <string.h>

enum { C_NONE, C_I32, C_I64, C_F32, C_F64 };

static unsigned type_class(unsigned t)
{
    switch (t) {
    case VISA_T_D: case VISA_T_UD: return C_I32;
    case VISA_T_Q: case VISA_T_UQ: return C_I64;
    case VISA_T_F: return C_F32;
    case VISA_T_DF: return C_F64;
    default: return C_NONE;
    }
}

static const uint8_t stride_val[8] = {0, 0, 1, 2, 4, 8, 16, 32};

/* Channels of the record's instruction: exec mask (from its offset), _NM, predicate. */
static __attribute__((noinline)) uint32_t pred_enables(const visa_exec *x)
{
    const visa_gparsed *g = &x->insts[x->m->pc].g;
    vx_gctx c = {(visa_exec *)x, g, 4u * (g->emask & 7)};
    return vx_gen_enables(&c, 1);
}

static inline uint32_t enables(const visa_exec *x, const vx_hot *h)
{
    if (h->en == VX_EN_ALL) return h->all;
    if (h->en == VX_EN_EXEC) return (uint32_t)((x->m->exec & x->m->lane_mask) >> h->off) & h->all;
    return pred_enables(x);
}

#define LD(T, p) ({ T v_; memcpy(&v_, (p), sizeof v_); v_; })
#define ST(T, p, v) do { T v_ = (v); memcpy((p), &v_, sizeof v_); } while (0)

/* One handler per (operation, class): channel i reads src[k] + i*step[k]. */
#define ALU_FN(NAME, T, NS, EXPR)                                                                   \
    static int NAME(visa_exec *x, const vx_hot *h)                                                  \
    {                                                                                               \
        uint32_t en = enables(x, h);                                                                \
        const uint8_t *s0 = h->u.a.src[0], *s1 = h->u.a.src[1], *s2 = h->u.a.src[2];                \
        const unsigned k0 = h->u.a.step[0], k1 = h->u.a.step[1], k2 = h->u.a.step[2];               \
        uint8_t *d = h->dst;                                                                        \
        (void)s1, (void)s2, (void)k1, (void)k2;                                                     \
        for (unsigned i = 0; en; i++, en >>= 1) {                                                   \
            if (!(en & 1)) continue;                                                                \
            T a = LD(T, s0 + i * k0);                                                               \
            T b = NS > 1 ? LD(T, s1 + i * k1) : (T)0;                                               \
            T c = NS > 2 ? LD(T, s2 + i * k2) : (T)0;                                               \
            (void)b, (void)c;                                                                       \
            ST(T, d + i * sizeof(T), (EXPR));                                                       \
        }                                                                                           \
        x->m->pc++;                                                                                 \
        return GI_STEP_NEXT;                                                                        \
    }

/* minNum/maxNum (exec_gen_arith.c's); f32 operands go through it exactly */
static inline double fminmax_d(double a, double b, int is_min)
{
    if (isnan(a)) return b;
    if (isnan(b)) return a;
    if (a == b) return (signbit(a) != 0) == is_min ? a : b;
    return (a < b) == is_min ? a : b;
}

/* A float NaN moves as the general path converts it (through the f64 value:
 * exec_gen_opnd.c), other values as their bits. */
static inline uint32_t mov_f32_bits(uint32_t a)
{
    if ((a & 0x7f800000u) != 0x7f800000u || !(a & 0x7fffffu)) return a;
    return (uint32_t)vx_encode(VISA_T_F, vx_decode(VISA_T_F, a), 0);
}

static inline uint64_t mov_f64_bits(uint64_t a)
{
    if ((a & 0x7ff0000000000000ull) != 0x7ff0000000000000ull || !(a & 0xfffffffffffffull)) return a;
    return vx_encode(VISA_T_DF, vx_decode(VISA_T_DF, a), 0);
}

ALU_FN(mov_32, uint32_t, 1, a)
ALU_FN(mov_64, uint64_t, 1, a)
ALU_FN(mov_f32, uint32_t, 1, mov_f32_bits(a))
ALU_FN(mov_f64, uint64_t, 1, mov_f64_bits(a))
ALU_FN(add_i32, uint32_t, 2, a + b)
ALU_FN(add_i64, uint64_t, 2, a + b)
ALU_FN(add_f32, float, 2, a + b)
ALU_FN(add_f64, double, 2, a + b)
ALU_FN(mul_i32, uint32_t, 2, a * b)
ALU_FN(mul_i64, uint64_t, 2, a * b)
ALU_FN(mul_f32, float, 2, a * b)
ALU_FN(mul_f64, double, 2, a * b)
ALU_FN(mad_i32, uint32_t, 3, a * b + c)
ALU_FN(mad_i64, uint64_t, 3, a * b + c)
ALU_FN(mad_f32, float, 3, fmaf(a, b, c))
ALU_FN(mad_f64, double, 3, fma(a, b, c))
ALU_FN(add3_i32, uint32_t, 3, a + b + c)
ALU_FN(add3_i64, uint64_t, 3, a + b + c)
ALU_FN(and_i32, uint32_t, 2, a & b)
ALU_FN(and_i64, uint64_t, 2, a & b)
ALU_FN(or_i32, uint32_t, 2, a | b)
ALU_FN(or_i64, uint64_t, 2, a | b)
ALU_FN(xor_i32, uint32_t, 2, a ^ b)
ALU_FN(xor_i64, uint64_t, 2, a ^ b)
ALU_FN(shl_i32, uint32_t, 2, a << (b & 31))
ALU_FN(shl_i64, uint64_t, 2, a << (b & 63))
ALU_FN(shr_i32, uint32_t, 2, a >> (b & 31))
ALU_FN(shr_i64, uint64_t, 2, a >> (b & 63))
ALU_FN(asr_i32, uint32_t, 2, (uint32_t)((int32_t)a >> (b & 31)))
ALU_FN(asr_i64, uint64_t, 2, (uint64_t)((int64_t)a >> (b & 63)))
ALU_FN(min_d, int32_t, 2, a < b ? a : b)
ALU_FN(max_d, int32_t, 2, a < b ? b : a)
ALU_FN(min_ud, uint32_t, 2, a < b ? a : b)
ALU_FN(max_ud, uint32_t, 2, a < b ? b : a)
ALU_FN(min_q, int64_t, 2, a < b ? a : b)
ALU_FN(max_q, int64_t, 2, a < b ? b : a)
ALU_FN(min_uq, uint64_t, 2, a < b ? a : b)
ALU_FN(max_uq, uint64_t, 2, a < b ? b : a)
ALU_FN(min_f32, float, 2, (float)fminmax_d(a, b, 1))
ALU_FN(max_f32, float, 2, (float)fminmax_d(a, b, 0))
ALU_FN(min_f64, double, 2, fminmax_d(a, b, 1))
ALU_FN(max_f64, double, 2, fminmax_d(a, b, 0))

/* mov between integer types: the source's value (sign- or zero-extended by its
 * type) truncated to the destination (exec_gen_opnd.c's conversion). */
static int mov_int(visa_exec *x, const vx_hot *h)
{
    uint32_t en = enables(x, h);
    const uint8_t *s = h->u.a.src[0];
    const unsigned k = h->u.a.step[0], ss = h->u.a.ssize, ds = h->u.a.dsize;
    const unsigned ext = 64 - 8 * ss;
    for (unsigned i = 0; en; i++, en >>= 1) {
        if (!(en & 1)) continue;
        uint64_t v = gi_le_load(s + i * k, ss);
        if (h->u.a.ssigned) v = (uint64_t)((int64_t)(v << ext) >> ext);
        gi_le_store(h->dst + i * ds, v, ds);
    }
    x->m->pc++;
    return GI_STEP_NEXT;
}

/* Per opcode (and min/max's sub byte): sources and the handler of each class
 * (NULL: the class stays on the general path). Signed min/max pick by type below. */
static const struct alu_row {
    uint8_t opcode, sub, ns;
    vx_fn fn[5];                /* by class C_I32 .. C_F64 */
} alu_rows[] = {
    {0x29, 0, 1, {NULL, mov_32, mov_64, mov_f32, mov_f64}},
    {0x01, 0, 2, {NULL, add_i32, add_i64, add_f32, add_f64}},
    {0x10, 0, 2, {NULL, mul_i32, mul_i64, mul_f32, mul_f64}},
    {0x0c, 0, 3, {NULL, mad_i32, mad_i64, mad_f32, mad_f64}},
    {0x84, 0, 3, {NULL, add3_i32, add3_i64, NULL, NULL}},
    {0x20, 0, 2, {NULL, and_i32, and_i64, NULL, NULL}},
    {0x21, 0, 2, {NULL, or_i32, or_i64, NULL, NULL}},
    {0x22, 0, 2, {NULL, xor_i32, xor_i64, NULL, NULL}},
    {0x24, 0, 2, {NULL, shl_i32, shl_i64, NULL, NULL}},
    {0x25, 0, 2, {NULL, shr_i32, shr_i64, NULL, NULL}},
    {0x26, 0, 2, {NULL, asr_i32, asr_i64, NULL, NULL}},
    {0x45, 0, 2, {NULL, min_d, min_q, min_f32, min_f64}},
    {0x45, 1, 2, {NULL, max_d, max_q, max_f32, max_f64}},
};

/* The storage of operand o for the exec size: *p and *step (bytes per channel;
 * 0 for a scalar), or 0 when o is not a plain contiguous/scalar operand. The
 * bytes touched are [*lo, *hi). */
static int opnd_span(const visa_exec *x, const visa_gopnd *o, unsigned es, int dst, const uint8_t **p, unsigned *step,
                     unsigned *type, size_t *lo, size_t *hi)
{
    const vx_var *v = o->kind == 'v' ? vx_var_of(x, o->id) : NULL;
    if (!v || v->unmodelled || o->mod != VISA_MOD_NONE) return 0;
    if (dst && o->id == VX_PREDEF_CR0) return 0;   /* a write of %cr0 may change the rounding mode: general path */
    unsigned vs = stride_val[o->region & 7], w = stride_val[o->region >> 4 & 7], hs = stride_val[o->region >> 8 & 7];
    if (!w) w = 1;
    int contiguous = 1, scalar = !dst;
    for (unsigned i = 0; i < es; i++) {
        /* a source's element of channel i: (i / w) * vs + (i % w) * hs; a destination's i * hs */
        size_t e = dst ? (size_t)i * hs : (size_t)(i / w) * vs + (size_t)(i % w) * hs;
        contiguous &= e == i;
        scalar &= e == 0;
    }
    if (!contiguous && !scalar) return 0;
    size_t at = (size_t)o->row * x->t->grf + (size_t)o->col * v->esize;
    size_t len = contiguous ? (size_t)es * v->esize : v->esize;
    if (at + len > v->size) return 0;   /* the general path reports it */
    *p = x->regs + v->off + at;
    *step = contiguous && es > 1 ? v->esize : 0;
    *type = v->type;
    *lo = v->off + at, *hi = v->off + at + len;
    return 1;
}

int vx_fast_alu_prepare(visa_exec *x, const vx_inst *u, vx_hot *h, uint64_t imm[3])
{
    const visa_gparsed *g = &u->g;
    const visa_op_row *r = g->row;
    unsigned es = g->exec_size;
    if (!u->gen || !r || g->sat || g->cond || es == 0 || es > 32 || (es & (es - 1)) || g->emask > 7 ||
        4u * g->emask + es > 32 || strspn(r->opnds, "DS") != strlen(r->opnds) || r->opnds[0] != 'D' ||
        g->n != strlen(r->opnds))
        return 0;
    const struct alu_row *row = NULL;
    for (size_t k = 0; k < sizeof alu_rows / sizeof alu_rows[0] && !row; k++)
        if (alu_rows[k].opcode == r->opcode && alu_rows[k].sub == r->sub && alu_rows[k].ns == g->n - 1) row = &alu_rows[k];
    if (!row) return 0;
    const uint8_t *dp;
    unsigned dstep, dtype;
    size_t dlo, dhi;
    if (!opnd_span(x, &g->op[0], es, 1, &dp, &dstep, &dtype, &dlo, &dhi)) return 0;
    unsigned cls = type_class(dtype), ns = g->n - 1, stype[3] = {0, 0, 0};
    for (unsigned s = 0; s < ns; s++) {
        const visa_gopnd *o = &g->op[1 + s];
        if (o->kind == 'i') {
            /* an immediate becomes the bits of its value in the destination's type,
             * kept in the record's own slot (as the general path converts it) */
            if (o->mod != VISA_MOD_NONE || o->type == VISA_T_V || o->type == VISA_T_UV || o->type == VISA_T_VF) return 0;
            unsigned ic = type_class(o->type);
            if (ic == C_NONE && !(o->type == VISA_T_W || o->type == VISA_T_UW || o->type == VISA_T_B || o->type == VISA_T_UB))
                return 0;
            int fl = ic == C_F32 || ic == C_F64, dfl = cls == C_F32 || cls == C_F64;
            if (fl != dfl) return 0;
            /* min/max compare values: only an immediate of the destination's own type */
            if (r->opcode == 0x45 && o->type != dtype) return 0;
            imm[s] = vx_encode(dtype, vx_decode(o->type, o->imm), 0);   /* little-endian host */
            h->u.a.src[s] = (const uint8_t *)&imm[s];
            h->u.a.step[s] = 0;
            stype[s] = dtype;
            continue;
        }
        const uint8_t *sp;
        unsigned step, st;
        size_t lo, hi;
        if (!opnd_span(x, o, es, 0, &sp, &step, &st, &lo, &hi)) return 0;
        /* a source that shares bytes with the destination must be its very elements */
        if (lo < dhi && dlo < hi && (sp != dp || step != dstep)) return 0;
        h->u.a.src[s] = sp;
        h->u.a.step[s] = (uint8_t)step;
        stype[s] = st;
    }
    int int_mov = r->opcode == 0x29 && ns == 1 && visa_type_size(dtype) <= 8 && dtype != VISA_T_F &&
                  dtype != VISA_T_DF && dtype != VISA_T_HF && dtype != VISA_T_BF && stype[0] != VISA_T_F &&
                  stype[0] != VISA_T_DF && stype[0] != VISA_T_HF && stype[0] != VISA_T_BF && stype[0] != VISA_T_BOOL &&
                  dtype != VISA_T_BOOL;
    vx_fn fn = NULL;
    for (unsigned s = 0; s < ns; s++)
        if (type_class(stype[s]) != cls) cls = C_NONE;
    if (cls != C_NONE) {
        fn = row->fn[cls];
        if (r->opcode == 0x45 && (dtype == VISA_T_UD || dtype == VISA_T_UQ)) {
            /* unsigned min/max: every operand of the destination's exact type */
            for (unsigned s = 0; s < ns; s++)
                if (stype[s] != dtype) return 0;
            fn = cls == C_I32 ? (r->sub ? max_ud : min_ud) : (r->sub ? max_uq : min_uq);
        } else if (r->opcode == 0x45 && (cls == C_I32 || cls == C_I64)) {
            for (unsigned s = 0; s < ns; s++)
                if (stype[s] != dtype) return 0;
        }
    } else if (int_mov) {
        fn = mov_int;
        h->u.a.ssize = (uint8_t)visa_type_size(stype[0]);
        h->u.a.dsize = (uint8_t)visa_type_size(dtype);
        h->u.a.ssigned = vx_type_signed(stype[0]) != 0;
        if (g->op[1].kind == 'i') {   /* the immediate already holds the destination's bits */
            h->u.a.ssize = h->u.a.dsize;
            h->u.a.ssigned = 0;
        }
    }
    if (!fn) return 0;
    h->fn = fn;
    h->dst = (uint8_t *)dp;
    h->all = es >= 32 ? 0xffffffffu : (1u << es) - 1;
    h->off = (uint8_t)(4u * g->emask);
    h->need = 0;
    h->en = g->pred ? VX_EN_FULL : g->nomask ? VX_EN_ALL : VX_EN_EXEC;
    return 1;
}
