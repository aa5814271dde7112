/* IEEE binary format conversions done entirely in integer arithmetic, so the
 * result and the status flags never depend on the host FPU rounding mode.
 * Status flags follow LLVM's APFloat::convert with round-to-nearest-even:
 * overflow and underflow are always reported together with inexact. */
#include "core/fpconv.h"
#include <string.h>

/* An IEEE binary interchange format: stored mantissa bits and exponent bits. */
typedef struct fp_fmt {
    int mbits;
    int ebits;
} fp_fmt;

static const fp_fmt FMT_F16 = { 10, 5 };
static const fp_fmt FMT_F32 = { 23, 8 };
static const fp_fmt FMT_F64 = { 52, 11 };

static int64_t fmt_bias(fp_fmt f) { return ((int64_t)1 << (f.ebits - 1)) - 1; }
static uint64_t fmt_expmask(fp_fmt f) { return ((uint64_t)1 << f.ebits) - 1; }
static uint64_t fmt_mantmask(fp_fmt f) { return ((uint64_t)1 << f.mbits) - 1; }

static uint64_t pack(fp_fmt f, bool neg, uint64_t expfield, uint64_t mant)
{
    return ((uint64_t)neg << (f.mbits + f.ebits)) | (expfield << f.mbits) | mant;
}

static uint64_t make_inf(fp_fmt f, bool neg) { return pack(f, neg, fmt_expmask(f), 0); }

uint64_t gi_f64_bits(double d)
{
    uint64_t b;
    memcpy(&b, &d, sizeof b);
    return b;
}

double gi_f64_from_bits(uint64_t b)
{
    double d;
    memcpy(&d, &b, sizeof d);
    return d;
}

/* Index of the most significant set bit; v != 0. */
static int msb_index(uint64_t v)
{
    int n = 0;
    while (v >>= 1)
        n++;
    return n;
}

/* Shift `sig` right by `shift` (> 0) and decide round-to-nearest-even.
 * `sticky` stands for nonzero bits below sig's lowest bit. */
static uint64_t shift_round(uint64_t sig, int64_t shift, bool sticky, bool *inexact)
{
    uint64_t q, rem, half;
    bool up;

    if (shift >= 64) {
        /* Only shift == 64 can reach half of the unit: sig < 2^64 = unit. */
        q = 0;
        rem = sig;
        half = shift == 64 ? (uint64_t)1 << 63 : 0;
        if (shift > 64) {
            *inexact = sig != 0 || sticky;
            return 0;
        }
    } else {
        q = sig >> shift;
        rem = sig & (((uint64_t)1 << shift) - 1);
        half = (uint64_t)1 << (shift - 1);
    }
    *inexact = rem != 0 || sticky;
    up = rem > half || (rem == half && (sticky || (q & 1)));
    return q + up;
}

/* Round (sig + d) * 2^exp2, 0 <= d < 1 and d > 0 iff `sticky`, to format f
 * (RNE). sig == 0 gives a signed zero. This mirrors APFloat::normalize:
 * overflow is checked on the exponent before rounding and again after the
 * rounding carry; underflow means "inexact and the rounded result is
 * denormal or zero" (a denormal that rounds up to the smallest normal is
 * only inexact). */
static uint64_t round_pack(fp_fmt f, bool neg, uint64_t sig, int64_t exp2,
                           bool sticky, unsigned *status)
{
    int64_t emin = 1 - fmt_bias(f), k, qexp, shift;
    uint64_t q, bits;
    bool inexact = false;

    *status = GI_FP_OK;
    if (sig == 0)
        return pack(f, neg, 0, 0);
    k = exp2 + msb_index(sig);          /* value in [2^k, 2^(k+1)) */
    if (k > fmt_bias(f)) {
        *status = GI_FP_OVERFLOW | GI_FP_INEXACT;
        return make_inf(f, neg);
    }
    qexp = (k > emin ? k : emin) - f.mbits;  /* weight of the result's last bit */
    shift = qexp - exp2;
    if (shift > 0) {
        q = shift_round(sig, shift, sticky, &inexact);
    } else {
        q = sig << -shift;              /* exact: fits in mbits + 1 bits */
        inexact = sticky;               /* below the last bit: rounds down */
    }
    /* For a normal result q carries the implicit bit, which adds one to the
     * exponent field; a rounding carry out of the mantissa propagates the
     * same way. For the denormal range the base field is 0. */
    bits = ((uint64_t)(qexp + f.mbits + fmt_bias(f) - 1) << f.mbits) + q;
    if ((bits >> f.mbits) >= fmt_expmask(f)) {
        *status = GI_FP_OVERFLOW | GI_FP_INEXACT;
        return make_inf(f, neg);
    }
    if (inexact)
        *status = GI_FP_INEXACT | ((bits >> f.mbits) == 0 ? GI_FP_UNDERFLOW : 0);
    return bits | ((uint64_t)neg << (f.mbits + f.ebits));
}

/* Convert between formats. NaN payloads keep their top bits; narrowing
 * sets the quiet bit (so the result is never mistaken for infinity), while
 * widening is exact and keeps the payload as is. */
static uint64_t convert(fp_fmt from, fp_fmt to, uint64_t in, unsigned *status)
{
    bool neg = (in >> (from.mbits + from.ebits)) & 1;
    uint64_t e = (in >> from.mbits) & fmt_expmask(from);
    uint64_t m = in & fmt_mantmask(from);
    unsigned st = GI_FP_OK;
    uint64_t out;

    if (e == fmt_expmask(from)) {
        if (m == 0)
            out = make_inf(to, neg);
        else if (to.mbits < from.mbits)
            out = pack(to, neg, fmt_expmask(to),
                       (m >> (from.mbits - to.mbits)) | ((uint64_t)1 << (to.mbits - 1)));
        else
            out = pack(to, neg, fmt_expmask(to), m << (to.mbits - from.mbits));
    } else if (e == 0) {
        out = round_pack(to, neg, m, 1 - fmt_bias(from) - from.mbits, false, &st);
    } else {
        out = round_pack(to, neg, m | ((uint64_t)1 << from.mbits),
                         (int64_t)e - fmt_bias(from) - from.mbits, false, &st);
    }
    if (status)
        *status = st;
    return out;
}

/* Fast paths that keep the promise above: a conversion without rounding
 * (widening a non-NaN f32, narrowing an f64 that f32 holds exactly) gives
 * the same bits in every host rounding mode; a NaN goes the integer way
 * (the host would quiet a signalling one). */
uint32_t gi_f64_to_f32(uint64_t in, unsigned *status)
{
    double d;
    memcpy(&d, &in, 8);
    float f = (float)d;
    if ((double)f == d) {   /* exact (a NaN compares unequal) */
        uint32_t u;
        memcpy(&u, &f, 4);
        if (status) *status = GI_FP_OK;
        return u;
    }
    return (uint32_t)convert(FMT_F64, FMT_F32, in, status);
}

uint16_t gi_f64_to_f16(uint64_t in, unsigned *status)
{
    return (uint16_t)convert(FMT_F64, FMT_F16, in, status);
}

uint64_t gi_f32_to_f64(uint32_t in)
{
    if ((in >> 23 & 0xff) == 0xff && (in & 0x7fffff)) return convert(FMT_F32, FMT_F64, in, NULL);   /* NaN */
    float f;
    memcpy(&f, &in, 4);
    double d = f;
    uint64_t out;
    memcpy(&out, &d, 8);
    return out;
}
uint64_t gi_f16_to_f64(uint16_t in) { return convert(FMT_F16, FMT_F64, in, NULL); }
uint32_t gi_f16_to_f32(uint16_t in) { return (uint32_t)convert(FMT_F16, FMT_F32, in, NULL); }

uint64_t gi_f64_round(bool neg, uint64_t sig, int64_t exp2, bool sticky, unsigned *status)
{
    unsigned st;
    uint64_t out = round_pack(FMT_F64, neg, sig, exp2, sticky, &st);

    if (status)
        *status = st;
    return out;
}
