/* Semantics of the SASS float, double and conversion rows, one lane at a time (exec_float.h).
 * IEEE 754 binary32/binary64 arithmetic as the PTX ISA describes add/mul/fma/min/max/setp/
 * selp/cvt/rcp/rsqrt/ex2/lg2/sin/cos; the decisions where PTX leaves room are docs/sass.md
 * "Execution semantics of the float rows" (D-F1 ..). This file is compiled with
 * -frounding-math: a directed rounding mode is set around one operation and restored. */
#include "sass/exec_float.h"
#include "sass/exec_int.h"
#include "core/fpconv.h"
#include <fenv.h>
#include <math.h>
#include <string.h>

enum { RND_RN, RND_RM, RND_RP, RND_RZ };
enum { T_F16 = 1, T_F32 = 2, T_F64 = 3 };

static float f32(uint32_t b)
{
    float f;
    memcpy(&f, &b, 4);
    return f;
}
static uint32_t b32(float f)
{
    uint32_t b;
    memcpy(&b, &f, 4);
    return b;
}
static double f64(uint64_t b)
{
    double f;
    memcpy(&f, &b, 8);
    return f;
}
static uint64_t b64(double f)
{
    uint64_t b;
    memcpy(&b, &f, 8);
    return b;
}

/* -x and |x| on the sign bit (NaN payloads kept: the hardware's negation is a sign flip) */
static uint32_t mod32(uint32_t v, bool neg, bool abs)
{
    if (abs) v &= 0x7fffffffu;
    return neg ? v ^ 0x80000000u : v;
}
static uint64_t mod64(uint64_t v, bool neg, bool abs)
{
    if (abs) v &= ~(1ull << 63);
    return neg ? v ^ (1ull << 63) : v;
}

/* D-F2: .FTZ flushes a denormal input or result to zero of the same sign */
static float ftz(float f) { return fpclassify(f) == FP_SUBNORMAL ? copysignf(0.0f, f) : f; }

/* D-F1: a NaN result is the canonical 0x7fffffff (0xfff8000000000000 for f64 is not used: a double
 * NaN result is 0x7fffffffffffffff's high word pattern 0x7fffffff_ffffffff) */
static uint32_t canon32(float f) { return isnan(f) ? 0x7fffffffu : b32(f); }
static uint64_t canon64(double d) { return isnan(d) ? 0x7fffffffffffffffull : b64(d); }

static float sat(float f)
{
    if (isnan(f) || f <= 0.0f) return 0.0f;
    return f > 1.0f ? 1.0f : f;
}

static int fe_mode(unsigned rnd)
{
    static const int m[4] = {FE_TONEAREST, FE_DOWNWARD, FE_UPWARD, FE_TOWARDZERO};
    return m[rnd & 3];
}

/* One operation under a rounding mode (RN: the default of every thread, nothing to change). */
#define ROUNDED(rnd, type, expr)                                                                \
    do {                                                                                         \
        if (((rnd) & 3) == RND_RN) {                                                             \
            r_ = (expr);                                                                         \
        } else {                                                                                 \
            int old_ = fegetround();                                                             \
            fesetround(fe_mode(rnd));                                                            \
            volatile type v_ = (expr);                                                           \
            r_ = v_;                                                                             \
            fesetround(old_);                                                                    \
        }                                                                                        \
    } while (0)

static bool is_double(unsigned op)
{
    return op == SASS_OP_DADD || op == SASS_OP_DMUL || op == SASS_OP_DFMA || op == SASS_OP_DMNMX ||
           op == SASS_OP_DSET || op == SASS_OP_DSETP;
}

bool sass_float_handles(unsigned op)
{
    switch (op) {
    case SASS_OP_FADD: case SASS_OP_FADD32I: case SASS_OP_FMUL: case SASS_OP_FMUL32I: case SASS_OP_FFMA:
    case SASS_OP_FFMA32I: case SASS_OP_FMNMX: case SASS_OP_FSET: case SASS_OP_FSETP: case SASS_OP_FCMP: case SASS_OP_FCHK:
    case SASS_OP_MUFU: case SASS_OP_RRO: case SASS_OP_DADD: case SASS_OP_DMUL: case SASS_OP_DFMA:
    case SASS_OP_DMNMX: case SASS_OP_DSET: case SASS_OP_DSETP: case SASS_OP_I2F: case SASS_OP_F2I:
    case SASS_OP_F2F: case SASS_OP_I2I: case SASS_OP_HADD2: case SASS_OP_HMUL2: case SASS_OP_HFMA2:
    case SASS_OP_HSET2: case SASS_OP_HSETP2: return true;
    default: return false;
    }
}

static bool int_wide(unsigned t) { return (t & 3) == 3; }   /* U64 / S64 */

unsigned sass_float_wide(const sass_inst *in)
{
    unsigned d = in->m[SASS_M_DTYPE], s = in->m[SASS_M_STYPE];
    switch (in->op) {
    case SASS_OP_DADD: case SASS_OP_DMUL: case SASS_OP_DMNMX: case SASS_OP_DSET:
        return SASS_FW_A | SASS_FW_B | (in->op == SASS_OP_DSET ? 0 : SASS_FW_D);
    case SASS_OP_DSETP: return SASS_FW_A | SASS_FW_B;
    case SASS_OP_DFMA: return SASS_FW_A | SASS_FW_B | SASS_FW_C | SASS_FW_D;
    case SASS_OP_I2F: return (int_wide(s) ? SASS_FW_B : 0) | (d == T_F64 ? SASS_FW_D : 0);
    case SASS_OP_F2I: return (s == T_F64 ? SASS_FW_B : 0) | (int_wide(d) ? SASS_FW_D : 0);
    case SASS_OP_F2F: return (s == T_F64 ? SASS_FW_B : 0) | (d == T_F64 ? SASS_FW_D : 0);
    case SASS_OP_I2I: return (int_wide(s) ? SASS_FW_B : 0) | (int_wide(d) ? SASS_FW_D : 0);
    default: return 0;
    }
}

bool sass_float_writes_preds(const sass_inst *in)
{
    return in->op == SASS_OP_FSETP || in->op == SASS_OP_DSETP || in->op == SASS_OP_HSETP2;
}

const char *sass_float_unmodelled(const sass_inst *in)
{
    unsigned d = in->m[SASS_M_DTYPE], s = in->m[SASS_M_STYPE];
    if (in->op == SASS_OP_FCHK) return "FCHK (the divide range check)";
    if ((in->op == SASS_OP_F2I && s == 0) || ((in->op == SASS_OP_I2F || in->op == SASS_OP_F2F) && d == 0) ||
        (in->op == SASS_OP_F2F && s == 0))
        return "a conversion with float type 0";
    return NULL;
}

/* The comparison codes of FSET/FSETP/FCMP/DSET/DSETP (sass_cc_tests[0..15]): bits 0..2 are the
 * ordered outcomes LT, EQ, GT it accepts, bit 3 the unordered one (D-F4). */
static bool fcompare(unsigned code, double a, double b)
{
    if (isnan(a) || isnan(b)) return code & 8;
    unsigned got = a < b ? 1 : a == b ? 2 : 4;
    return (code & got) != 0;
}

static bool combine(unsigned bop, bool a, bool b)
{
    return bop == 0 ? a && b : bop == 1 ? a || b : a != b;
}

/* PTX min/max: a NaN operand gives the other one; -0 is below +0 (D-F3). */
static double fminmax(double a, double b, bool min)
{
    if (isnan(a)) return b;
    if (isnan(b)) return a;
    if (a == b) return (signbit(a) == min) ? a : b;
    return (a < b) == min ? a : b;
}

/* ---- integer sides of the conversions ---- */

static unsigned int_bits(unsigned t) { return 8u << (t & 3); }
static bool int_signed(unsigned t) { return (t & 4) != 0; }

/* The source integer of a type (its low bits, sign- or zero-extended) as a 64-bit value; -, |x|. */
static int64_t int_source(uint64_t v, unsigned t, bool neg, bool abs, bool *is_unsigned_big, uint64_t *uval)
{
    unsigned n = int_bits(t);
    uint64_t m = n == 64 ? ~0ull : (1ull << n) - 1, u = v & m;
    *is_unsigned_big = false;
    if (!int_signed(t)) {
        *uval = u;
        if (neg || abs) {   /* negation of an unsigned source: as the two's-complement pattern */
            int64_t s = neg ? (int64_t)(0 - u) : (int64_t)u;
            return s;
        }
        *is_unsigned_big = u > (uint64_t)INT64_MAX;
        return (int64_t)u;
    }
    uint64_t sb = 1ull << (n - 1);
    int64_t s = (int64_t)((u ^ sb) - sb);
    if (abs && s < 0) s = (int64_t)(0 - (uint64_t)s);
    if (neg) s = (int64_t)(0 - (uint64_t)s);
    *uval = (uint64_t)s;
    return s;
}

/* Clamp a (finite or infinite) double to an integer type, NaN to 0 (D-F6). */
static uint64_t to_int(double x, unsigned t)
{
    unsigned n = int_bits(t);
    if (isnan(x)) return 0;
    if (int_signed(t)) {
        double lo = -ldexp(1.0, (int)n - 1), hi = ldexp(1.0, (int)n - 1);
        if (x <= lo) return (uint64_t)(n == 64 ? INT64_MIN : (int64_t)lo) & (n == 64 ? ~0ull : (1ull << n) - 1);
        if (x >= hi) return n == 64 ? (uint64_t)INT64_MAX : (1ull << (n - 1)) - 1;
        int64_t v = (int64_t)x;
        return (uint64_t)v & (n == 64 ? ~0ull : (1ull << n) - 1);
    }
    if (x <= 0.0) return 0;
    double hi = ldexp(1.0, (int)n);
    if (x >= hi) return n == 64 ? ~0ull : (1ull << n) - 1;
    return (uint64_t)x;
}

static double int_round(double x, unsigned irnd)
{
    switch (irnd & 3) {
    case 0: return nearbyint(x);   /* ROUND: nearest even (the default mode) */
    case 1: return floor(x);
    case 2: return ceil(x);
    default: return trunc(x);
    }
}

/* ---- binary16 sides of the conversions (D-F8) ---- */

/* x (exact in binary64, or any value of the same binary16 result: callers pass |x| <= 2^20 or an
 * infinity) rounded to binary16 in mode rnd (RN ties to even, RM, RP, RZ); a finite value past
 * the largest binary16 gives infinity when the mode rounds its magnitude up, else +-65504; NaN is
 * 0x7fff (D-H1's canonical half NaN). */
static uint16_t f16_round(double x, unsigned rnd)
{
    if (isnan(x)) return 0x7fffu;
    uint16_t sign = signbit(x) ? 0x8000u : 0;
    double a = fabs(x);
    if (isinf(a)) return sign | 0x7c00u;
    if (a == 0.0) return sign;
    int e;
    (void)frexp(a, &e);                                  /* a = f * 2^e, f in [0.5, 1) */
    double q = ldexp(1.0, (e - 1 < -14 ? -14 : e - 1) - 10);   /* the spacing of binary16 at a */
    double m = a / q, r = floor(m), f = m - r;           /* exact: q is a power of two */
    bool up = (rnd & 3) == RND_RN ? (f > 0.5 || (f == 0.5 && fmod(r, 2.0) != 0.0))
            : (rnd & 3) == RND_RZ ? false
            : (rnd & 3) == RND_RP ? (f != 0.0 && !sign)
            : (f != 0.0 && sign);                        /* RM: away from zero for a negative value */
    if (up) r += 1.0;
    double v = r * q;
    if (v > 65504.0) {
        bool inf = (rnd & 3) == RND_RN || ((rnd & 3) == RND_RP && !sign) || ((rnd & 3) == RND_RM && sign);
        return sign | (inf ? 0x7c00u : 0x7bffu);
    }
    return sign | gi_f64_to_f16(b64(v), NULL);           /* exact */
}

/* .FTZ on a binary16 pattern: a denormal becomes a zero of its sign */
static uint16_t ftz16(uint16_t h) { return (h & 0x7c00u) == 0 ? h & 0x8000u : h; }

/* The float source of a conversion as a double (exact), after .FTZ (F16/F32 sources), |x| and -x:
 * F16 reads the low half of the register (the high half with F2F's .H1 row, sel_b = 1). */
static double conv_fsrc(const sass_inst *in, uint64_t v, unsigned st, bool fz)
{
    double x;
    if (st == T_F64) {
        x = f64(v);
    } else if (st == T_F16) {
        uint16_t h = (uint16_t)(in->sel_b ? v >> 16 : v);
        x = f32(gi_f16_to_f32(fz ? ftz16(h) : h));
    } else {
        x = f32((uint32_t)v);
        if (fz) x = ftz((float)x);
    }
    if (in->abs_b) x = fabs(x);
    return in->neg_b ? -x : x;
}

/* A conversion's binary16 result (F2F.F16, I2F.F16): .SAT clamps first, .FTZ flushes a denormal
 * result; the register gets the half in bits 0..15 and zeros above (D-F8). */
static uint32_t f16_result(double x, unsigned rnd, bool fz, bool sat)
{
    if (sat) x = isnan(x) || x <= 0.0 ? 0.0 : x > 1.0 ? 1.0 : x;
    uint16_t h = f16_round(x, rnd);
    return fz ? ftz16(h) : h;
}

/* ---- half precision (docs/sass.md "Half-precision rows", D-H1 ..) ---- */

static bool is_half(unsigned op) { return op >= SASS_OP_HADD2 && op <= SASS_OP_HSETP2; }

/* D-H2: one half2 source's two values (low lane, high lane) after its swizzle (0 H1_H0, 1 F32: the
 * 32 bits as one f32 for both lanes, 2 H0_H0, 3 H1_H1), .FTZ (denormal inputs flushed), |x|, -x. */
static void hsrc(uint32_t v, unsigned swz, bool neg, bool abs, bool fz, double out[2])
{
    for (unsigned i = 0; i < 2; i++) {
        double x;
        if (swz == 1) {
            x = fz ? ftz(f32(v)) : f32(v);
        } else {
            uint16_t h = (uint16_t)(swz == 2 ? v : swz == 3 ? v >> 16 : i ? v >> 16 : v);
            if (fz && (h & 0x7c00u) == 0) h &= 0x8000u;
            x = f32(gi_f16_to_f32(h));
        }
        if (abs) x = fabs(x);
        out[i] = neg ? -x : x;
    }
}

/* p + c rounded to odd in binary64 (exact when it fits): a later rounding of it to binary16 (or
 * binary32) is then the correctly rounded p + c (53 >= 24 + 2). */
static double odd_sum(double p, double c)
{
    double sum = p + c;
    if (isinf(sum) || isnan(sum)) return sum;
    double bp = sum - c, e = (p - bp) + (c - (sum - bp));   /* TwoSum: p + c = sum + e exactly */
    if (e == 0) return sum;
    uint64_t u = b64(sum);
    return (u & 1) ? sum : nextafter(sum, e > 0 ? INFINITY : -INFINITY);
}

/* D-H1, D-H3: a lane's exact (or round-to-odd) result to binary16, round to nearest even; .SAT
 * clamps to [0, 1] (NaN to 0), .FTZ flushes a denormal result, a NaN is 0x7fff. */
static uint16_t hround(double x, bool fz, bool sat)
{
    if (sat) x = isnan(x) || x <= 0.0 ? 0.0 : x > 1.0 ? 1.0 : x;
    if (isnan(x)) return 0x7fffu;
    unsigned st = 0;
    uint16_t h = gi_f64_to_f16(b64(x), &st);
    if (fz && (h & 0x7c00u) == 0) h &= 0x8000u;
    return h;
}

static void half_lane(const sass_inst *in, const sass_flt_src *s, sass_flt_res *o)
{
    unsigned code = in->m[SASS_M_FCMP] & 15, fm = in->m[SASS_M_FTZ];
    bool fz = fm != 0, fmz = fm == 2, sat = in->m[SASS_M_SAT] != 0;
    /* D-H2: a c[][] source is one f32 for both lanes (yuzu), an immediate a half2 (H1_H0) */
    unsigned swz_b = in->form == SASS_SB_CONST ? 1u : in->form == SASS_SB_IMM ? 0u : in->sel_b;
    double a[2], b[2], c[2] = {0, 0};
    hsrc((uint32_t)s->a, in->sel_a, in->neg_a, in->abs_a, fz, a);
    hsrc((uint32_t)s->b, swz_b, in->neg_b, in->abs_b, fz, b);
    if (in->op == SASS_OP_HFMA2) hsrc((uint32_t)s->c, in->sel_c, in->neg_c, false, fz, c);
    bool t[2];
    uint16_t r[2];
    for (unsigned i = 0; i < 2; i++) {
        double p = a[i] * b[i];   /* exact: 11 x 11 (24 x 24 with .F32) significant bits */
        if (fmz && (a[i] == 0.0 || b[i] == 0.0)) p = signbit(a[i]) != signbit(b[i]) ? -0.0 : 0.0;
        switch (in->op) {
        case SASS_OP_HADD2: r[i] = hround(odd_sum(a[i], b[i]), fz, sat); break;
        case SASS_OP_HMUL2: r[i] = hround(p, fz, sat); break;
        case SASS_OP_HFMA2: r[i] = hround(odd_sum(p, c[i]), fz, sat); break;
        default: t[i] = combine(in->m[SASS_M_BOP], fcompare(code, a[i], b[i]), s->p); r[i] = 0; break;
        }
    }
    switch (in->op) {
    case SASS_OP_HSET2: {   /* D-H4: per lane all ones, or 1.0 (0x3c00) with .BF */
        uint32_t one = in->m[SASS_M_BF] ? 0x3c00u : 0xffffu;
        o->r = (t[0] ? one : 0) | (t[1] ? one << 16 : 0);
        return;
    }
    case SASS_OP_HSETP2:    /* D-H4: Pd the low lane, Pd2 the high lane; .H_AND: Pd both, Pd2 its negation */
        if (in->m[SASS_M_HAND]) {
            o->pd = t[0] && t[1];
            o->pd2 = !o->pd;
        } else {
            o->pd = t[0];
            o->pd2 = t[1];
        }
        return;
    default: break;
    }
    if (in->m[SASS_M_HF32]) {   /* D-H3: .F32 writes the low lane's binary16 result widened to f32 */
        o->r = r[0] == 0x7fffu ? 0x7fffffffu : gi_f16_to_f32(r[0]);
        return;
    }
    o->r = (uint32_t)r[0] | (uint32_t)r[1] << 16;
}

/* ---- the lane ---- */

void sass_float_lane(const sass_inst *in, const sass_flt_src *s, sass_flt_res *o)
{
    unsigned rnd = in->m[SASS_M_RND] & 3, ftzm = in->m[SASS_M_FTZ], code = in->m[SASS_M_FCMP] & 15;
    bool sc = in->form == SASS_SC_CONST;
    o->r = 0;
    o->pd = o->pd2 = false;
    if (is_half(in->op)) {
        half_lane(in, s, o);
        return;
    }
    if (is_double(in->op)) {
        double a = f64(mod64(s->a, in->neg_a, in->abs_a)), r_ = 0;
        double b = f64(mod64(s->b, sc ? in->neg_c : in->neg_b, in->abs_b));
        double c = f64(mod64(s->c, sc ? in->neg_b : in->neg_c, false));
        switch (in->op) {
        case SASS_OP_DADD: ROUNDED(rnd, double, a + b); o->r = canon64(r_); break;
        case SASS_OP_DMUL: ROUNDED(rnd, double, a * b); o->r = canon64(r_); break;
        case SASS_OP_DFMA: ROUNDED(rnd, double, fma(a, b, c)); o->r = canon64(r_); break;
        case SASS_OP_DMNMX: o->r = canon64(fminmax(a, b, s->p)); break;
        case SASS_OP_DSET: {
            bool t = combine(in->m[SASS_M_BOP], fcompare(code, a, b), s->p);
            o->r = t ? (in->m[SASS_M_BF] ? 0x3f800000u : 0xffffffffu) : 0;
            break;
        }
        default: {   /* DSETP */
            bool t = fcompare(code, a, b);
            o->pd = combine(in->m[SASS_M_BOP], t, s->p);
            o->pd2 = combine(in->m[SASS_M_BOP], !t, s->p);
            break;
        }
        }
        return;
    }
    bool fz = ftzm != 0;
    float a = f32(mod32((uint32_t)s->a, in->neg_a, in->abs_a)), r_ = 0;
    float b = f32(mod32((uint32_t)s->b, sc ? in->neg_c : in->neg_b, in->abs_b));
    float c = f32(mod32((uint32_t)s->c, sc ? in->neg_b : in->neg_c, false));
    if (fz && in->op != SASS_OP_MUFU) a = ftz(a), b = ftz(b), c = ftz(c);
    switch (in->op) {
    case SASS_OP_FADD: case SASS_OP_FADD32I: {
        ROUNDED(in->op == SASS_OP_FADD ? rnd : RND_RN, float, a + b);
        break;
    }
    case SASS_OP_FMUL: case SASS_OP_FMUL32I: {
        /* D-F5: .D2 .. .M8 scale the exact product; .FMZ: a zero factor gives a zero product */
        static const int scale[8] = {0, -1, -2, -3, 3, 2, 1, 0};
        double p = (double)a * (double)b;   /* exact */
        p = ldexp(p, scale[in->m[SASS_M_FSCALE] & 7]);
        if (ftzm == 2 && (a == 0.0f || b == 0.0f)) p = (signbit(a) != signbit(b)) ? -0.0 : 0.0;
        ROUNDED(in->op == SASS_OP_FMUL ? rnd : RND_RN, float, (float)p);
        break;
    }
    case SASS_OP_FFMA: case SASS_OP_FFMA32I:   /* FFMA32I: c is Rd (exec.c), rounded to nearest */
        if (ftzm == 2 && (a == 0.0f || b == 0.0f)) {
            float z = (signbit(a) != signbit(b)) ? -0.0f : 0.0f;
            ROUNDED(rnd, float, z + c);
        } else {
            ROUNDED(rnd, float, fmaf(a, b, c));
        }
        break;
    case SASS_OP_FMNMX: r_ = (float)fminmax(a, b, s->p); break;
    case SASS_OP_FSET: {
        bool t = combine(in->m[SASS_M_BOP], fcompare(code, a, b), s->p);
        o->r = t ? (in->m[SASS_M_BF] ? 0x3f800000u : 0xffffffffu) : 0;
        return;
    }
    case SASS_OP_FSETP: {
        bool t = fcompare(code, a, b);
        o->pd = combine(in->m[SASS_M_BOP], t, s->p);
        o->pd2 = combine(in->m[SASS_M_BOP], !t, s->p);
        return;
    }
    case SASS_OP_FCMP:   /* D-F4: Rd = (Rc cmp 0) ? Ra : Sb, the bit patterns */
        o->r = fcompare(code, fz ? ftz(f32((uint32_t)s->c)) : f32((uint32_t)s->c), 0.0) ? (uint32_t)s->a
                                                                                         : (uint32_t)s->b;
        return;
    case SASS_OP_RRO: r_ = b; break;   /* D-F7: the range reduction is the identity here */
    case SASS_OP_MUFU: {   /* D-F7: correctly rounded functions of the flushed input */
        unsigned fn = in->m[SASS_M_FUNC] & 7;
        if (fn >= 6) {   /* RCP64H / RSQ64H: the high word of the f64 result of {Ra, 0} */
            double x = f64((uint64_t)mod32((uint32_t)s->a, in->neg_a, in->abs_a) << 32);
            double y = fn == 6 ? 1.0 / x : 1.0 / sqrt(x);
            o->r = (uint32_t)(canon64(y) >> 32);
            return;
        }
        double x = ftz(a), y;
        switch (fn) {
        case 0: y = cos(x); break;
        case 1: y = sin(x); break;
        case 2: y = exp2(x); break;
        case 3: y = log2(x); break;
        case 4: y = 1.0 / x; break;
        default: y = 1.0 / sqrt(x); break;
        }
        r_ = ftz((float)y);
        break;
    }
    case SASS_OP_I2F: case SASS_OP_I2I: {
        unsigned st = in->m[SASS_M_STYPE], dt = in->m[SASS_M_DTYPE];
        bool big;
        uint64_t u;
        /* D-F8: a byte selector (I2F's .B1 .. .B3 rows) shifts the register right by 8 * byte first */
        /* (I2I's byte rows likewise; its .H1 row has sel_b = 2: 16 bits) */
        uint64_t sv = in->form == SASS_SB_REG ? s->b >> (8u * (in->sel_b & 3u)) : s->b;
        int64_t v = int_source(sv, st, in->neg_b, in->abs_b, &big, &u);
        if (in->op == SASS_OP_I2I) {
            unsigned n = int_bits(dt);
            uint64_t m = n == 64 ? ~0ull : (1ull << n) - 1;
            if (!in->m[SASS_M_SAT]) {
                o->r = (uint64_t)v & m;
            } else if (int_signed(dt)) {
                int64_t hi = n == 64 ? INT64_MAX : (int64_t)((1ull << (n - 1)) - 1), lo = -hi - 1;
                if (big) o->r = (uint64_t)hi & m;
                else o->r = (uint64_t)(v < lo ? lo : v > hi ? hi : v) & m;
            } else {
                uint64_t hi = m;
                o->r = big ? hi : v < 0 && int_signed(st) ? 0 : (uint64_t)v > hi ? hi : (uint64_t)v;
            }
            if (int_signed(dt) && n < 32) o->r = (uint64_t)(uint32_t)(int32_t)((int64_t)(o->r << (64 - n)) >> (64 - n));
            return;
        }
        bool as_unsigned = big || (!int_signed(st) && !in->neg_b && !in->abs_b);
        if (dt == T_F16) {   /* D-F8: |value| >= 2^20 rounds as 2^20 does (past the binary16 range) */
            double d;
            if (as_unsigned) d = u >= (1ull << 20) ? 1048576.0 : (double)u;
            else d = v >= (1ll << 20) ? 1048576.0 : v <= -(1ll << 20) ? -1048576.0 : (double)v;
            o->r = f16_result(d, rnd, false, false);
            return;
        }
        if (dt == T_F64) {
            double d;
            if (as_unsigned) { ROUNDED(rnd, double, (double)u); d = r_; }
            else { double rr; { double r_; ROUNDED(rnd, double, (double)v); rr = r_; } d = rr; }
            o->r = b64(d);
            return;
        }
        if (as_unsigned) ROUNDED(rnd, float, (float)u);
        else ROUNDED(rnd, float, (float)v);
        o->r = b32(r_);
        return;
    }
    case SASS_OP_F2I: {
        unsigned st = in->m[SASS_M_STYPE], dt = in->m[SASS_M_DTYPE];
        double x = conv_fsrc(in, s->b, st, fz);
        o->r = to_int(int_round(x, in->m[SASS_M_RND]), dt);
        if (!int_wide(dt)) o->r &= 0xffffffffu;
        return;
    }
    case SASS_OP_F2F: {
        unsigned st = in->m[SASS_M_STYPE], dt = in->m[SASS_M_DTYPE], fr = in->m[SASS_M_RND] & 7;
        bool sat = in->m[SASS_M_SAT] != 0;
        double x = conv_fsrc(in, s->b, st, fz && st != T_F64);
        if (fr >= 4) x = int_round(x, fr & 3);   /* .ROUND .. .TRUNC: integer rounding in the type */
        unsigned mode = fr < 4 ? fr : RND_RN;
        if (dt == T_F16) {
            o->r = f16_result(x, mode, fz, sat);
            return;
        }
        if (dt == T_F64) {
            double d = x;
            if (sat) d = isnan(d) || d <= 0.0 ? 0.0 : d > 1.0 ? 1.0 : d;
            o->r = canon64(d);
            return;
        }
        ROUNDED(mode, float, (float)x);
        break;
    }
    default: break;
    }
    if (fz) r_ = ftz(r_);
    if (in->m[SASS_M_SAT]) r_ = sat(r_);
    o->r = canon32(r_);
}

/* ---- the CC word of a .CC form (D-F9) ---- */

static uint32_t cc_flags(bool z, bool s) { return (z ? SASS_CCF_ZF : 0u) | (s ? SASS_CCF_SF : 0u); }

/* the Tesla float flags: Z = zero (either sign) or NaN, S = below zero or NaN */
static uint32_t cc_float(double v) { return cc_flags(v == 0.0 || isnan(v), v < 0.0 || isnan(v)); }

uint32_t sass_float_cc(const sass_inst *in, uint64_t r)
{
    unsigned d = in->m[SASS_M_DTYPE];
    switch (in->op) {
    case SASS_OP_FSET: case SASS_OP_DSET:
        return cc_flags((uint32_t)r == 0, (r >> 31 & 1) != 0);
    case SASS_OP_F2I: case SASS_OP_I2I:
        if (int_wide(d)) return cc_flags(r == 0, (r >> 63) != 0);
        return cc_flags((uint32_t)r == 0, (r >> 31 & 1) != 0);
    case SASS_OP_DADD: case SASS_OP_DMUL: case SASS_OP_DFMA: case SASS_OP_DMNMX:
        return cc_float(f64(r));
    case SASS_OP_I2F: case SASS_OP_F2F:
        if (d == T_F64) return cc_float(f64(r));
        if (d == T_F16) return cc_float(f64(gi_f16_to_f64((uint16_t)r)));
        return cc_float(f32((uint32_t)r));
    default:
        return cc_float(f32((uint32_t)r));
    }
}
