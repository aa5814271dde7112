/* AMDGPU float VALU: special and transcendental operations. The semantics
 * are docs/amdgpu-exec.md "Transcendental and special float operations"
 * (D-T1..D-T19) on top of ../shared/spec/amdgpu-run.md D-FP1..D-FP8: f32
 * denormal inputs and results flushed, f16/f64 denormals kept, NaN sources
 * quieted (the first one), invalid operations give the default NaN. Results
 * are correctly rounded where that is cheap (reciprocal, square root, the
 * f32 reciprocal square root) and otherwise computed in the host's long
 * double and rounded once more into the result format. Pure functions of
 * amd_io; no state. */
#include "amdgpu/exec/exec_fops.h"
#include "amdgpu/exec/fbits.h"
#include "core/fpconv.h"
#include <float.h>
#include <math.h>
#include <string.h>

#define DNAN16 0x7e00u
#define DNAN32 0x7fc00000u
#define DNAN64 0x7ff8000000000000ull
#define MAX32 0x7f7fffffu
#define MAX64 0x7fefffffffffffffull

/* the f16 value of bits h as a double (exact) */
static double h2d(uint32_t h) { return f64f(gi_f16_to_f64((uint16_t)h)); }

/* results: a host NaN is an invalid operation (the default NaN); f32
 * denormals flush to a zero of the same sign (D-FP2) */
static uint32_t out32(const amd_io *io, long double v)
{
    float f = (float)v;
    uint32_t r = f32b(f);
    return nan32(r) ? DNAN32 : ftz32(io, r);
}
static uint64_t out64(long double v)
{
    double f = (double)v;
    return isnan(f) ? DNAN64 : f64b(f);
}
static uint32_t out16(long double v)
{
    double f = (double)v;
    return isnan(f) ? DNAN16 : gi_f64_to_f16(f64b(f), NULL);
}

/* one f32 / f64 / f16 source: flushed (f32), and a NaN quieted into *r */
static bool arg32(const amd_io *io, double *x, uint32_t *r)
{
    uint32_t a = ftz32(io, (uint32_t)io->a);
    if (nan32(a)) return *r = a | Q32, true;
    *x = f32f(a);
    return false;
}
static bool arg64(const amd_io *io, double *x, uint64_t *r)
{
    if (nan64(io->a)) return *r = io->a | Q64, true;
    *x = f64f(io->a);
    return false;
}
static bool arg16(const amd_io *io, double *x, uint32_t *r)
{
    uint32_t a = (uint32_t)io->a & 0xffff;
    if (nan16(a)) return *r = a | Q16, true;
    *x = h2d(a);
    return false;
}

/* A one-source operation of `bits` (16, 32, 64): the NaN and flush rules of
 * the source (arg*), f on its value, the result rounded once (out*). */
static uint64_t unary(amd_io *io, unsigned bits, long double (*f)(double))
{
    double x;
    uint32_t r;
    uint64_t r64;
    if (bits == 64) return arg64(io, &x, &r64) ? r64 : out64(f(x));
    if (bits == 32) return arg32(io, &x, &r) ? r : out32(io, f(x));
    return arg16(io, &x, &r) ? r : out16(f(x));
}

/* ±inf -> ±max of the format (the _clamp forms) */
static uint64_t clamp_inf(uint64_t r, unsigned bits)
{
    if (bits == 32 && (r & 0x7fffffffu) == 0x7f800000u) return (r & 0x80000000u) | MAX32;
    if (bits == 64 && (r & ~(1ull << 63)) == 0x7ff0000000000000ull) return (r & (1ull << 63)) | MAX64;
    return r;
}

/* ---- D-T1 reciprocal: 1/x correctly rounded (a quotient computed in a
 * format of more than twice the precision and rounded once more is
 * correctly rounded: 53 >= 2*24 + 2, and the f64 one is the host's) ---- */

uint64_t amd_op_rcp_f32(amd_io *io)
{
    double x;
    uint32_t r;
    if (arg32(io, &x, &r)) return r;
    return out32(io, 1.0 / x);
}
uint64_t amd_op_rcp_f64(amd_io *io)
{
    double x;
    uint64_t r;
    if (arg64(io, &x, &r)) return r;
    return out64(1.0 / x);
}
uint64_t amd_op_rcp_f16(amd_io *io)
{
    double x;
    uint32_t r;
    if (arg16(io, &x, &r)) return r;
    return out16(1.0 / x);
}
uint64_t amd_op_rcp_clamp_f32(amd_io *io) { return clamp_inf(amd_op_rcp_f32(io), 32); }
uint64_t amd_op_rcp_clamp_f64(amd_io *io) { return clamp_inf(amd_op_rcp_f64(io), 64); }

/* ---- D-T2 reciprocal square root ---- */

/* Is 1/sqrt(x) above m (m > 0 with at most 26 significant bits, x > 0)?
 * m*m is exact in a double; m*m*x is held exactly as p + e (fma). */
static bool rsq_above(double m, double x)
{
    double m2 = m * m, p = m2 * x, e = fma(m2, x, -p);
    return p < 1.0 || (p == 1.0 && e < 0);
}

uint64_t amd_op_rsq_f32(amd_io *io)
{
    double x;
    uint32_t r;
    if (arg32(io, &x, &r)) return r;
    if (x == 0) return (uint32_t)(io->a & 0x80000000u) | 0x7f800000u; /* ±0 -> ±inf */
    if (x < 0) return DNAN32;
    if (isinf(x)) return 0;
    /* a candidate within an ulp, then the neighbour on the right side of each midpoint */
    float y = (float)(1.0 / sqrt(x));
    float up = nextafterf(y, INFINITY), dn = nextafterf(y, 0.0f);
    if (rsq_above(((double)y + up) / 2, x)) y = up;
    else if (!rsq_above(((double)dn + y) / 2, x)) y = dn;
    return f32b(y);
}
uint64_t amd_op_rsq_f64(amd_io *io)
{
    double x;
    uint64_t r;
    if (arg64(io, &x, &r)) return r;
    if (x == 0) return (io->a & (1ull << 63)) | 0x7ff0000000000000ull;
    if (x < 0) return DNAN64;
    return out64(1.0L / sqrtl((long double)x));
}
uint64_t amd_op_rsq_f16(amd_io *io)
{
    double x;
    uint32_t r;
    if (arg16(io, &x, &r)) return r;
    if (x == 0) return ((uint32_t)io->a & 0x8000u) | 0x7c00u;
    if (x < 0) return DNAN16;
    return out16(1.0L / sqrtl((long double)x));
}
uint64_t amd_op_rsq_clamp_f32(amd_io *io) { return clamp_inf(amd_op_rsq_f32(io), 32); }
uint64_t amd_op_rsq_clamp_f64(amd_io *io) { return clamp_inf(amd_op_rsq_f64(io), 64); }

/* ---- D-T3 square root: correctly rounded; sqrt(-0) = -0, negative -> NaN ---- */

static long double sqrt_ld(double x) { return sqrt(x); }

uint64_t amd_op_sqrt_f32(amd_io *io) { return unary(io, 32, sqrt_ld); }
uint64_t amd_op_sqrt_f64(amd_io *io) { return unary(io, 64, sqrt_ld); }
uint64_t amd_op_sqrt_f16(amd_io *io) { return unary(io, 16, sqrt_ld); }

/* ---- D-T4 exp (2^x) and log (log2 x), in long double ---- */

static long double exp2_ld(double x) { return exp2l(x); }

uint64_t amd_op_exp_f32(amd_io *io) { return unary(io, 32, exp2_ld); }
uint64_t amd_op_exp_f16(amd_io *io) { return unary(io, 16, exp2_ld); }
static long double log2_special(double x)
{
    if (x == 0) return -INFINITY;   /* ±0 (and flushed denormals) */
    if (x < 0) return NAN;          /* invalid: the default NaN */
    return log2l(x);                /* log2(1) = +0, log2(+inf) = +inf */
}
uint64_t amd_op_log_f32(amd_io *io) { return unary(io, 32, log2_special); }
uint64_t amd_op_log_clamp_f32(amd_io *io)
{
    uint32_t r = (uint32_t)amd_op_log_f32(io);
    return r == 0xff800000u ? 0x80000000u | MAX32 : r;
}
uint64_t amd_op_log_f16(amd_io *io) { return unary(io, 16, log2_special); }

/* ---- D-T5 sin/cos of x revolutions (sin(2*pi*x)): the whole turns are
 * dropped exactly, the rest reduced to an eighth of a turn around a
 * multiple of a quarter, so multiples of a quarter turn give exact 0 and ±1.
 * A zero sine has the sign of x, a zero cosine is +0. ---- */

static long double sincos_rev(double x, bool cosine)
{
    static const long double TWO_PI = 6.283185307179586476925286766559005768L;
    long double f = (long double)x - floorl((long double)x); /* exact: [0, 1) */
    long double q = nearbyintl(f * 4);                       /* 0..4 */
    long double d = f - q / 4;                              /* [-1/8, 1/8], exact */
    unsigned k = ((unsigned)q + (cosine ? 1u : 0u)) & 3;
    long double t = TWO_PI * d, v;
    switch (k) {
    case 0: v = sinl(t); break;
    case 1: v = cosl(t); break;
    case 2: v = -sinl(t); break;
    default: v = -cosl(t); break;
    }
    if (v == 0) v = cosine ? 0.0L : (signbit(x) ? -0.0L : 0.0L);
    return v;
}
static long double sincos_arg(double x, bool cosine)
{
    return isinf(x) ? NAN : sincos_rev(x, cosine);   /* ±inf: invalid */
}
static long double sin_rev(double x) { return sincos_arg(x, false); }
static long double cos_rev(double x) { return sincos_arg(x, true); }
uint64_t amd_op_sin_f32(amd_io *io) { return unary(io, 32, sin_rev); }
uint64_t amd_op_cos_f32(amd_io *io) { return unary(io, 32, cos_rev); }
uint64_t amd_op_sin_f16(amd_io *io) { return unary(io, 16, sin_rev); }
uint64_t amd_op_cos_f16(amd_io *io) { return unary(io, 16, cos_rev); }

/* ---- D-T7 v_div_scale: S0 = the value to scale (the numerator or the
 * denominator), S1 = denominator, S2 = numerator; VCC (cout) = the quotient
 * needs a post-scale by v_div_fmas. One parameter set per format. ---- */

typedef struct fmt {
    unsigned bits, mbits;    /* width, fraction bits */
    int emax;                /* biased exponent of inf/NaN */
    int big, tiny;           /* exponent-difference and numerator thresholds */
    int scale;               /* the power of two div_scale and div_fmas use */
    double minnorm;          /* smallest normal */
} fmt;

static const fmt F32 = {32, 23, 255, 96, 23, 64, 0x1p-126};
static const fmt F64 = {64, 52, 2047, 768, 53, 128, 0x1p-1022};

static int bexp(uint64_t v, const fmt *f) { return (int)(v >> f->mbits & (uint64_t)f->emax); }

static uint64_t fbits_out(const amd_io *io, long double v, const fmt *f) { return f->bits == 32 ? out32(io, v) : out64(v); }

static uint64_t div_scale(amd_io *io, const fmt *f)
{
    uint64_t s[3];
    double d[3];
    io->cout = 0;
    for (unsigned k = 0; k < 3; k++) {
        uint64_t v = k == 0 ? io->a : k == 1 ? io->b : io->c;
        if (f->bits == 32) {
            v = ftz32(io, (uint32_t)v);
            if (nan32((uint32_t)v)) return v | Q32;
            d[k] = f32f((uint32_t)v);
        } else {
            if (nan64(v)) return v | Q64;
            d[k] = f64f(v);
        }
        s[k] = v;
    }
    double s0 = d[0], den = d[1], num = d[2];
    int e1 = bexp(s[1], f), e2 = bexp(s[2], f);
    bool rcp_tiny = fabs(den) > 1 / f->minnorm;                 /* 1/S1 is denormal */
    bool q_tiny = fabs(num / den) < f->minnorm;                 /* S2/S1 is denormal */
    if (num == 0 || den == 0) return f->bits == 32 ? DNAN32 : DNAN64;
    if (e2 - e1 >= f->big) {                                    /* quotient near overflow */
        io->cout = 1;
        return s0 == den ? fbits_out(io, ldexp(s0, f->scale), f) : s[0];
    }
    if (e1 == 0) return fbits_out(io, ldexp(s0, f->scale), f);     /* denormal denominator (f64) */
    if (rcp_tiny && q_tiny) {
        io->cout = 1;
        return s0 == den ? fbits_out(io, ldexp(s0, -f->scale), f) : s[0];
    }
    if (rcp_tiny) return fbits_out(io, ldexp(s0, -f->scale), f);
    if (q_tiny) {
        io->cout = 1;
        return s0 == num ? fbits_out(io, ldexp(s0, f->scale), f) : s[0];
    }
    if (e2 <= f->tiny) return fbits_out(io, ldexp(s0, f->scale), f); /* tiny numerator */
    return s[0];
}
uint64_t amd_op_div_scale_f32(amd_io *io) { return div_scale(io, &F32); }
uint64_t amd_op_div_scale_f64(amd_io *io) { return div_scale(io, &F64); }

/* ---- D-T8 v_div_fmas: fma(S0, S1, S2), with VCC scaled by 2^scale when
 * S2's exponent is at least 1 (|S2| >= 2) and by 2^-scale otherwise, rounded
 * once into the format ---- */

static void two_sum(double a, double b, double *s, double *t)
{
    *s = a + b;
    double bb = *s - a;
    *t = (a - (*s - bb)) + (b - bb);
}

/* a*b + c rounded to odd in a double (the last bit set when inexact), by
 * error-free transformations: rounding that once more into a format of at
 * most 51 bits is the correct rounding of a*b + c */
static double fma_odd(double a, double b, double c)
{
    double r = fma(a, b, c), p = a * b;
    if (!isfinite(r) || r == 0 || !isfinite(p)) return r;
    double e = fma(a, b, -p), s, t, u, w, s2, v;
    two_sum(p, c, &s, &t);
    two_sum(t, e, &u, &w);
    two_sum(s, u, &s2, &v);
    double rest = v + w;
    if (rest != 0 && !(f64b(s2) & 1)) s2 = nextafter(s2, rest > 0 ? INFINITY : -INFINITY);
    return s2;
}

static uint64_t div_fmas(amd_io *io, const fmt *f)
{
    uint64_t s[3] = {io->a, io->b, io->c};
    double d[3];
    for (unsigned k = 0; k < 3; k++) {
        if (f->bits == 32) {
            s[k] = ftz32(io, (uint32_t)s[k]);
            if (nan32((uint32_t)s[k])) return s[k] | Q32;
            d[k] = f32f((uint32_t)s[k]);
        } else {
            if (nan64(s[k])) return s[k] | Q64;
            d[k] = f64f(s[k]);
        }
    }
    int k = !(io->cin & 1) ? 0 : bexp(s[2], f) > (f->emax >> 1) ? f->scale : -f->scale;
    if (f->bits == 32) return out32(io, ldexp(fma_odd(d[0], d[1], d[2]), k));
    double r = fma(d[0], d[1], d[2]);                       /* correctly rounded */
    if (k) {
        r = ldexp(r, k);                                    /* exact unless it became denormal */
        if (fabs(r) < f->minnorm) r = ldexp(fma_odd(d[0], d[1], d[2]), k);
    }
    return out64(r);
}
uint64_t amd_op_div_fmas_f32(amd_io *io) { return div_fmas(io, &F32); }
uint64_t amd_op_div_fmas_f64(amd_io *io) { return div_fmas(io, &F64); }

/* ---- D-T9 v_div_fixup: S0 = the computed quotient, S1 = denominator, S2 =
 * numerator; the IEEE special cases of S2 / S1, else S0 with the quotient's
 * sign ---- */

typedef struct fxf {
    unsigned bits, mbits;
    int emax, under;          /* underflow: exponent(S2) - exponent(S1) < under */
    uint64_t qbit, dnan, inf;
} fxf;

static uint64_t div_fixup(const uint64_t *s, const fxf *f)
{
    uint64_t sign = 1ull << (f->bits - 1), mag = sign - 1;
    uint64_t a0 = s[0] & mag, a1 = s[1] & mag, a2 = s[2] & mag;
    uint64_t so = (s[1] ^ s[2]) & sign;
    int e1 = (int)(s[1] >> f->mbits & (uint64_t)f->emax), e2 = (int)(s[2] >> f->mbits & (uint64_t)f->emax);
    if (a2 > f->inf) return s[2] | f->qbit;
    if (a1 > f->inf) return s[1] | f->qbit;
    if ((a1 == 0 && a2 == 0) || (a1 == f->inf && a2 == f->inf)) return f->dnan;
    if (a1 == 0 || a2 == f->inf) return so | f->inf;
    if (a1 == f->inf || a2 == 0) return so;
    if (e2 - e1 < f->under) return so;                      /* underflow: ±0 */
    if (a0 > f->inf) return so | f->inf;                    /* the computation overflowed */
    return so | a0;
}

static const fxf FX32 = {32, 23, 255, -150, Q32, DNAN32, 0x7f800000u};
static const fxf FX64 = {64, 52, 2047, -1075, Q64, DNAN64, 0x7ff0000000000000ull};
static const fxf FX16 = {16, 10, 31, -25, Q16, DNAN16, 0x7c00u};

uint64_t amd_op_div_fixup_f32(amd_io *io)
{
    uint64_t s[3] = {ftz32(io, (uint32_t)io->a), ftz32(io, (uint32_t)io->b), ftz32(io, (uint32_t)io->c)};
    return ftz32(io, (uint32_t)div_fixup(s, &FX32));
}
uint64_t amd_op_div_fixup_f64(amd_io *io)
{
    uint64_t s[3] = {io->a, io->b, io->c};
    return div_fixup(s, &FX64);
}
uint64_t amd_op_div_fixup_f16(amd_io *io)
{
    uint64_t s[3] = {io->a & 0xffff, io->b & 0xffff, io->c & 0xffff};
    return div_fixup(s, &FX16);
}

/* ---- D-T10 v_trig_preop_f64: 53 bits of 2/pi starting `shift` bits after
 * the binary point, scaled to their place. 2/pi = 0.b1200 b1199 ... b0 in
 * binary (1201 bits; the words below hold them left-aligned, computed by
 * Machin's formula in integers and checked against the known prefix
 * 0xa2f9836e4e441529); bits past b0 read as 0. ---- */

static const uint32_t two_over_pi[38] = {
    0xa2f9836eu, 0x4e441529u, 0xfc2757d1u, 0xf534ddc0u, 0xdb629599u, 0x3c439041u,
    0xfe5163abu, 0xdebbc561u, 0xb7246e3au, 0x424dd2e0u, 0x06492eeau, 0x09d1921cu,
    0xfe1deb1cu, 0xb129a73eu, 0xe88235f5u, 0x2ebb4484u, 0xe99c7026u, 0xb45f7e41u,
    0x3991d639u, 0x835339f4u, 0x9c845f8bu, 0xbdf9283bu, 0x1ff897ffu, 0xde05980fu,
    0xef2f118bu, 0x5a0a6d1fu, 0x6d367ecfu, 0x27cb09b7u, 0x4f463f66u, 0x9e5fea2du,
    0x7527bac7u, 0xebe5f17bu, 0x3d0739f7u, 0x8a5292eau, 0x6bfb5fb1u, 0x1f8d5d08u,
    0x56033046u, 0xfc7b0000u,
};

static unsigned tpi_bit(unsigned i) { return i < 1201 ? two_over_pi[i / 32] >> (31 - i % 32) & 1 : 0; }

uint64_t amd_op_trig_preop_f64(amd_io *io)
{
    int e = (int)(io->a >> 52 & 0x7ff);
    unsigned shift = (unsigned)(io->b & 31) * 53;
    if (e > 1077) shift += (unsigned)(e - 1077);
    uint64_t r = 0;
    for (unsigned j = 0; j < 53; j++) r = r << 1 | tpi_bit(shift + j);
    int scale = -53 - (int)shift;
    if (e >= 1968) scale += 128;
    return f64b(ldexp((double)r, scale));
}

/* ---- D-T11 frexp: mant in [0.5, 1) with the sign, exp so that x = mant *
 * 2^exp; ±0 -> ±0 and 0; inf -> inf and 0; NaN -> quiet NaN and 0 ---- */

uint64_t amd_op_frexp_mant_f32(amd_io *io)
{
    uint32_t a = ftz32(io, (uint32_t)io->a);
    if (nan32(a)) return a | Q32;
    if ((a & 0x7fffffffu) == 0x7f800000u) return a;
    int e;
    return f32b((float)frexp(f32f(a), &e));
}
uint64_t amd_op_frexp_mant_f64(amd_io *io)
{
    if (nan64(io->a)) return io->a | Q64;
    if ((io->a & ~(1ull << 63)) == 0x7ff0000000000000ull) return io->a;
    int e;
    return f64b(frexp(f64f(io->a), &e));
}
uint64_t amd_op_frexp_mant_f16(amd_io *io)
{
    uint32_t a = (uint32_t)io->a & 0xffff;
    if (nan16(a)) return a | Q16;
    if ((a & 0x7fffu) == 0x7c00u) return a;
    int e;
    return gi_f64_to_f16(f64b(frexp(h2d(a), &e)), NULL);
}
uint64_t amd_op_frexp_exp_f32(amd_io *io)
{
    uint32_t a = ftz32(io, (uint32_t)io->a);
    int e = 0;
    if ((a & 0x7f800000u) != 0x7f800000u) (void)frexp(f32f(a), &e);
    return (uint32_t)e;
}
uint64_t amd_op_frexp_exp_f64(amd_io *io)
{
    int e = 0;
    if ((io->a >> 52 & 0x7ff) != 0x7ff) (void)frexp(f64f(io->a), &e);
    return (uint32_t)e;
}
uint64_t amd_op_frexp_exp_f16(amd_io *io)
{
    uint32_t a = (uint32_t)io->a & 0xffff;
    int e = 0;
    if ((a & 0x7c00u) != 0x7c00u) (void)frexp(h2d(a), &e);
    return (uint16_t)e;
}

/* ---- D-T12 ldexp: x * 2^n, n the signed 32-bit source (16-bit for f16),
 * rounded once (exact unless the result is denormal) ---- */

static int clampn(int64_t n) { return n < -100000 ? -100000 : n > 100000 ? 100000 : (int)n; }

uint64_t amd_op_ldexp_f32(amd_io *io)
{
    double x;
    uint32_t r;
    if (arg32(io, &x, &r)) return r;
    return out32(io, ldexpl(x, clampn((int32_t)io->b)));
}
uint64_t amd_op_ldexp_f64(amd_io *io)
{
    double x;
    uint64_t r;
    if (arg64(io, &x, &r)) return r;
    return out64(ldexp(x, clampn((int32_t)io->b)));
}
uint64_t amd_op_ldexp_f16(amd_io *io)
{
    double x;
    uint32_t r;
    if (arg16(io, &x, &r)) return r;
    return out16(ldexpl(x, (int16_t)io->b));
}

/* ---- D-T13 rounding to integral values and fract ---- */

#define ROUND_OPS(NAME, FN)                                                  \
    uint64_t amd_op_##NAME##_f32(amd_io *io)                                 \
    {                                                                        \
        double x;                                                            \
        uint32_t r;                                                          \
        if (arg32(io, &x, &r)) return r;                                     \
        return f32b((float)FN(x));                                           \
    }                                                                        \
    uint64_t amd_op_##NAME##_f64(amd_io *io)                                 \
    {                                                                        \
        double x;                                                            \
        uint64_t r;                                                          \
        if (arg64(io, &x, &r)) return r;                                     \
        return f64b(FN(x));                                                  \
    }                                                                        \
    uint64_t amd_op_##NAME##_f16(amd_io *io)                                 \
    {                                                                        \
        double x;                                                            \
        uint32_t r;                                                          \
        if (arg16(io, &x, &r)) return r;                                     \
        return gi_f64_to_f16(f64b(FN(x)), NULL);                             \
    }
ROUND_OPS(trunc, trunc)
ROUND_OPS(ceil, ceil)
ROUND_OPS(floor, floor)
ROUND_OPS(rndne, nearbyint)   /* the host's default rounding: to nearest, ties to even */
#undef ROUND_OPS

/* fract: x - floor(x), below 1 (the largest value under 1 when the
 * difference rounds to 1); ±inf -> the default NaN */
static long double fract_ld(double x) { return isinf(x) ? NAN : (long double)x - floorl(x); }   /* inf: invalid */
uint64_t amd_op_fract_f32(amd_io *io)
{
    uint64_t r = unary(io, 32, fract_ld);
    return r == 0x3f800000u ? 0x3f7fffffu : r;
}
uint64_t amd_op_fract_f64(amd_io *io)
{
    uint64_t r = unary(io, 64, fract_ld);
    return r == 0x3ff0000000000000ull ? 0x3fefffffffffffffull : r;
}
uint64_t amd_op_fract_f16(amd_io *io)
{
    uint64_t r = unary(io, 16, fract_ld);
    return r == 0x3c00u ? 0x3bffu : r;
}

/* ---- D-T14 class: bit 0 sNaN, 1 qNaN, 2 -inf, 3 -normal, 4 -denormal,
 * 5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +inf of the unflushed value ---- */

uint64_t amd_op_cmp_class(amd_io *io)
{
    unsigned bits = io->bits, mb = bits == 16 ? 10 : bits == 32 ? 23 : 52;
    uint64_t v = io->a, emask = bits == 16 ? 0x1f : bits == 32 ? 0xff : 0x7ff;
    uint64_t e = v >> mb & emask, m = v & ((1ull << mb) - 1);
    bool neg = v >> (bits - 1) & 1;
    unsigned c;
    if (e == emask) c = m == 0 ? (neg ? 2u : 9u) : (m >> (mb - 1) & 1) ? 1u : 0u;
    else if (e == 0) c = m == 0 ? (neg ? 5u : 6u) : (neg ? 4u : 7u);
    else c = neg ? 3u : 8u;
    return io->b >> c & 1;
}

/* ---- D-T15 three-source min/max/median from the two-source IEEE min/max ---- */

static uint64_t pair(amd_opfn fn, uint64_t a, uint64_t b, unsigned bits)
{
    amd_io t = {.a = a, .b = b, .bits = bits};
    return fn(&t);
}
static double fval(const amd_io *io, uint64_t v, unsigned bits) { return bits == 16 ? h2d((uint32_t)v) : f32f(ftz32(io, (uint32_t)v)); }
static bool fnan(uint64_t v, unsigned bits) { return bits == 16 ? nan16((uint32_t)v) : nan32((uint32_t)v); }

static uint64_t med3(const amd_io *io, unsigned bits, amd_opfn mn, amd_opfn mx)
{
    uint64_t a = io->a, b = io->b, c = io->c;
    if (bits == 16) a &= 0xffff, b &= 0xffff, c &= 0xffff;
    if (fnan(a, bits) || fnan(b, bits) || fnan(c, bits)) return pair(mn, pair(mn, a, b, bits), c, bits);
    double m = fval(io, pair(mx, pair(mx, a, b, bits), c, bits), bits);
    if (m == fval(io, a, bits)) return pair(mx, b, c, bits);
    if (m == fval(io, b, bits)) return pair(mx, a, c, bits);
    return pair(mx, a, b, bits);
}
uint64_t amd_op_min3_f32(amd_io *io) { return pair(amd_op_min_f32, pair(amd_op_min_f32, io->a, io->b, 32), io->c, 32); }
uint64_t amd_op_max3_f32(amd_io *io) { return pair(amd_op_max_f32, pair(amd_op_max_f32, io->a, io->b, 32), io->c, 32); }
uint64_t amd_op_med3_f32(amd_io *io) { return med3(io, 32, amd_op_min_f32, amd_op_max_f32); }
uint64_t amd_op_min3_f16(amd_io *io) { return pair(amd_op_min_f16, pair(amd_op_min_f16, io->a, io->b, 16), io->c, 16); }
uint64_t amd_op_max3_f16(amd_io *io) { return pair(amd_op_max_f16, pair(amd_op_max_f16, io->a, io->b, 16), io->c, 16); }
uint64_t amd_op_med3_f16(amd_io *io) { return med3(io, 16, amd_op_min_f16, amd_op_max_f16); }

/* D-T16 DX9 legacy min/max (GFX7): min = S0 < S1 ? S0 : S1, max = S0 >= S1 ?
 * S0 : S1 on the flushed sources; a NaN compares false, so S1 is returned
 * as it is */
uint64_t amd_op_min_legacy_f32(amd_io *io)
{
    uint32_t a = ftz32(io, (uint32_t)io->a), b = ftz32(io, (uint32_t)io->b);
    return f32f(a) < f32f(b) ? a : b;
}
uint64_t amd_op_max_legacy_f32(amd_io *io)
{
    uint32_t a = ftz32(io, (uint32_t)io->a), b = ftz32(io, (uint32_t)io->b);
    return f32f(a) >= f32f(b) ? a : b;
}

/* ---- D-T17 conversions ---- */

/* truncating/rounded float -> integer in [lo, hi]; NaN -> 0 */
static int64_t sat_int(double v, int64_t lo, int64_t hi)
{
    if (isnan(v)) return 0;
    if (v <= (double)lo) return lo;
    if (v >= (double)hi) return hi;
    return (int64_t)v;
}

uint64_t amd_op_cvt_f16_u16(amd_io *io) { return gi_f64_to_f16(f64b((double)(io->a & 0xffff)), NULL); }
uint64_t amd_op_cvt_f16_i16(amd_io *io) { return gi_f64_to_f16(f64b((double)(int16_t)io->a), NULL); }
uint64_t amd_op_cvt_u16_f16(amd_io *io) { return (uint16_t)sat_int(trunc(h2d((uint32_t)io->a & 0xffff)), 0, 65535); }
uint64_t amd_op_cvt_i16_f16(amd_io *io) { return (uint16_t)sat_int(trunc(h2d((uint32_t)io->a & 0xffff)), -32768, 32767); }
uint64_t amd_op_cvt_f32_ubyte0(amd_io *io) { return f32b((float)(io->a & 0xff)); }
uint64_t amd_op_cvt_f32_ubyte1(amd_io *io) { return f32b((float)(io->a >> 8 & 0xff)); }
uint64_t amd_op_cvt_f32_ubyte2(amd_io *io) { return f32b((float)(io->a >> 16 & 0xff)); }
uint64_t amd_op_cvt_f32_ubyte3(amd_io *io) { return f32b((float)(io->a >> 24 & 0xff)); }
uint64_t amd_op_cvt_rpi_i32_f32(amd_io *io)
{
    double x = f32f(ftz32(io, (uint32_t)io->a));
    return (uint32_t)sat_int(floor(x + 0.5), INT32_MIN, INT32_MAX);   /* x + 0.5 exact in a double */
}
uint64_t amd_op_cvt_flr_i32_f32(amd_io *io)
{
    return (uint32_t)sat_int(floor(f32f(ftz32(io, (uint32_t)io->a))), INT32_MIN, INT32_MAX);
}
uint64_t amd_op_cvt_off_f32_i4(amd_io *io)
{
    int v = (int)(io->a & 15);
    return f32b((float)(v >= 8 ? v - 16 : v) / 16.0f);
}

/* f32 -> f16 rounded toward zero (pkrtz): the nearest f16 stepped down in
 * magnitude when it is above the value; overflow gives the largest finite
 * f16, inf stays inf, a NaN keeps its sign and top payload bits, quieted */
static uint32_t f32_to_f16_rtz(const amd_io *io, uint32_t a)
{
    a = ftz32(io, a);
    if (nan32(a) || (a & 0x7fffffffu) == 0x7f800000u) return gi_f64_to_f16(gi_f32_to_f64(a), NULL) | (nan32(a) ? Q16 : 0);
    uint32_t s = a >> 16 & 0x8000u, h = gi_f64_to_f16(gi_f32_to_f64(a & 0x7fffffffu), NULL);
    if (h2d(h) > (double)f32f(a & 0x7fffffffu)) h--;
    return s | h;
}
uint64_t amd_op_cvt_pkrtz_f16_f32(amd_io *io)
{
    return f32_to_f16_rtz(io, (uint32_t)io->a) | (uint64_t)f32_to_f16_rtz(io, (uint32_t)io->b) << 16;
}

/* normalized 16-bit integers: clamp to [-1, 1] (snorm) or [0, 1] (unorm),
 * times 32767 or 65535, rounded to nearest even; NaN -> 0 */
static uint32_t snorm16(double x) { return isnan(x) ? 0 : (uint16_t)(int16_t)nearbyint(fmin(fmax(x, -1.0), 1.0) * 32767); }
static uint32_t unorm16(double x) { return isnan(x) ? 0 : (uint16_t)nearbyint(fmin(fmax(x, 0.0), 1.0) * 65535); }
static double a32(const amd_io *io, uint64_t v) { return f32f(ftz32(io, (uint32_t)v)); }

uint64_t amd_op_cvt_pknorm_i16_f32(amd_io *io) { return snorm16(a32(io, io->a)) | (uint64_t)snorm16(a32(io, io->b)) << 16; }
uint64_t amd_op_cvt_pknorm_u16_f32(amd_io *io) { return unorm16(a32(io, io->a)) | (uint64_t)unorm16(a32(io, io->b)) << 16; }
uint64_t amd_op_cvt_pknorm_i16_f16(amd_io *io)
{
    return snorm16(h2d((uint32_t)io->a & 0xffff)) | (uint64_t)snorm16(h2d((uint32_t)io->b & 0xffff)) << 16;
}
uint64_t amd_op_cvt_pknorm_u16_f16(amd_io *io)
{
    return unorm16(h2d((uint32_t)io->a & 0xffff)) | (uint64_t)unorm16(h2d((uint32_t)io->b & 0xffff)) << 16;
}
uint64_t amd_op_cvt_norm_i16_f16(amd_io *io) { return snorm16(h2d((uint32_t)io->a & 0xffff)); }
uint64_t amd_op_cvt_norm_u16_f16(amd_io *io) { return unorm16(h2d((uint32_t)io->a & 0xffff)); }

/* v_cvt_pk_u8_f32: S0 to an unsigned byte (clamped to [0, 255], rounded to
 * nearest even, NaN -> 0) into byte S1[1:0] of S2 */
uint64_t amd_op_cvt_pk_u8_f32(amd_io *io)
{
    double x = a32(io, io->a);
    uint32_t v = isnan(x) ? 0 : (uint32_t)nearbyint(fmin(fmax(x, 0.0), 255.0));
    unsigned sh = 8 * (unsigned)(io->b & 3);
    return ((uint32_t)io->c & ~(0xffu << sh)) | v << sh;
}
/* ---- D-T18 v_dot2_f32_f16 / v_dot2c_f32_f16: a.lo*b.lo + a.hi*b.hi + c
 * (c f32, flushed), products exact, the sum in long double, rounded once to
 * f32; the first NaN (a.lo, a.hi, b.lo, b.hi, c) as an f32, quieted ---- */

uint64_t amd_op_dot2_f32_f16(amd_io *io)
{
    uint32_t h[4] = {(uint32_t)io->a & 0xffff, (uint32_t)(io->a >> 16) & 0xffff, (uint32_t)io->b & 0xffff,
                     (uint32_t)(io->b >> 16) & 0xffff};
    uint32_t c = ftz32(io, (uint32_t)io->c);
    for (unsigned k = 0; k < 4; k++)
        if (nan16(h[k])) return gi_f16_to_f32((uint16_t)h[k]) | Q32;
    if (nan32(c)) return c | Q32;
    long double p0 = (long double)h2d(h[0]) * h2d(h[2]), p1 = (long double)h2d(h[1]) * h2d(h[3]);
    return out32(io, p0 + p1 + f32f(c));
}

/* ---- D-T19 mixed precision: a, b, c are f32 bit patterns (the handler
 * converted f16 sources exactly); io->bits is the destination width.
 * fma: one rounding (long double fma, then the format); mad: the product
 * rounded to f32 and flushed, the sum rounded to f32, then to f16 ---- */

static uint64_t mix_out(const amd_io *io, long double v, unsigned bits) { return bits == 16 ? out16(v) : out32(io, v); }

static bool mix_nan(const amd_io *io, unsigned bits, uint64_t *r)
{
    uint32_t s[3] = {(uint32_t)io->a, (uint32_t)io->b, (uint32_t)io->c};
    for (unsigned k = 0; k < 3; k++)
        if (nan32(s[k])) {
            uint32_t q = s[k] | Q32;
            *r = bits == 16 ? gi_f64_to_f16(gi_f32_to_f64(q), NULL) : q;
            return true;
        }
    return false;
}

uint64_t amd_op_mix_fma(amd_io *io)
{
    uint64_t r;
    if (mix_nan(io, io->bits, &r)) return r;
    long double v = fmal(f32f((uint32_t)io->a), f32f((uint32_t)io->b), f32f((uint32_t)io->c));
    if (io->bits == 16) return out16(v);
    return out32(io, v);
}
uint64_t amd_op_mix_mad(amd_io *io)
{
    uint64_t r;
    if (mix_nan(io, io->bits, &r)) return r;
    uint32_t p = out32(io, (long double)f32f((uint32_t)io->a) * f32f((uint32_t)io->b));
    if (p == DNAN32) return mix_out(io, NAN, io->bits);
    uint32_t s = out32(io, (long double)f32f(p) + f32f((uint32_t)io->c));
    if (io->bits == 16) return nan32(s) ? DNAN16 : gi_f64_to_f16(gi_f32_to_f64(s), NULL);
    return s;
}
