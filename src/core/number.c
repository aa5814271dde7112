/* Numeric literal scanner: integers in four radixes, the h-suffixed hex
 * form, decimal and hexadecimal floats. See number.h for the exact rules. */
#include "core/number.h"
#include "core/fpconv.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Exponents are clamped to this magnitude while being read; anything this
 * large already over/underflows every format, and sums stay far from
 * int64_t overflow. */
#define EXP_CLAMP ((int64_t)1 << 40)

static bool is_dec(char c) { return c >= '0' && c <= '9'; }
static bool is_bin(char c) { return c == '0' || c == '1'; }

static int hex_val(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

static bool is_hex(char c) { return hex_val(c) >= 0; }

static const char *skip(const char *p, const char *end, bool (*pred)(char))
{
    while (p < end && pred(*p))
        p++;
    return p;
}

static bool at(const char *p, const char *end, char a, char b)
{
    return p < end && (*p == a || *p == b);
}

static size_t fail(gi_num *out, enum gi_num_kind kind, const char *msg, size_t len)
{
    out->kind = kind;
    out->ival = 0;
    out->fval = 0;
    out->error = msg;
    return len;
}

static size_t int_result(gi_num *out, uint64_t v, size_t len)
{
    out->kind = GI_NUM_INT;
    out->ival = v;
    return len;
}

static size_t float_result(gi_num *out, double v, size_t len)
{
    out->kind = GI_NUM_FLOAT;
    out->fval = v;
    return len;
}

/* Value of the digits [p, q) in `base`; false if it does not fit 64 bits.
 * The caller has checked that every digit is valid for the base. */
static bool digits_value(const char *p, const char *q, unsigned base, uint64_t *v)
{
    uint64_t acc = 0;

    for (; p < q; p++) {
        unsigned d = (unsigned)hex_val(*p);
        if (acc > (UINT64_MAX - d) / base)
            return false;
        acc = acc * base + d;
    }
    *v = acc;
    return true;
}

static size_t int_digits(gi_num *out, const char *start, const char *p, const char *q,
                         unsigned base)
{
    uint64_t v;

    if (!digits_value(p, q, base, &v))
        return fail(out, GI_NUM_INT, GI_NUM_ERR_RANGE, (size_t)(q - start));
    return int_result(out, v, (size_t)(q - start));
}

/* `(0x)?[0-9][0-9a-fA-F]*[hH]`; returns 0 if it does not match. */
static size_t scan_hsuffix(const char *p, const char *end, gi_num *out)
{
    const char *q = p, *h;

    if (end - p >= 2 && p[0] == '0' && (p[1] == 'x' || p[1] == 'X'))
        q += 2;
    if (q >= end || !is_dec(*q))
        return 0;
    h = skip(q, end, is_hex);
    if (!at(h, end, 'h', 'H'))
        return 0;
    if (!digits_value(q, h, 16, &out->ival))
        return fail(out, GI_NUM_INT, GI_NUM_ERR_RANGE, (size_t)(h + 1 - p));
    return int_result(out, out->ival, (size_t)(h + 1 - p));
}

/* Decimal exponent digits [p, q) as a clamped signed value. */
static int64_t exp_value(const char *p, const char *q, bool neg)
{
    int64_t v = 0;

    for (; p < q; p++)
        if (v < EXP_CLAMP)
            v = v * 10 + (*p - '0');
    return neg ? -v : v;
}

/* Reads `[+-]?[0-9]*` at p; sets *digits to the digit run. */
static const char *scan_exp(const char *p, const char *end, const char **digits, bool *neg)
{
    *neg = false;
    if (at(p, end, '+', '-')) {
        *neg = *p == '-';
        p++;
    }
    *digits = p;
    return skip(p, end, is_dec);
}

/* Significand of a hex float: digits are kept exactly while they fit 64
 * bits, later ones only as a sticky flag (they cannot matter beyond telling
 * a tie from "above the tie"); *exp2 is the binary exponent of *sig. */
static void hex_mantissa(const char *p, const char *q, uint64_t *sig, int64_t *exp2, bool *sticky)
{
    bool frac = false;

    *sig = 0;
    *exp2 = 0;
    *sticky = false;
    for (; p < q; p++) {
        if (*p == '.') {
            frac = true;
            continue;
        }
        unsigned d = (unsigned)hex_val(*p);
        if ((*sig >> 60) == 0) {
            *sig = *sig << 4 | d;
            *exp2 -= frac ? 4 : 0;
        } else {
            *sticky |= d != 0;
            *exp2 += frac ? 0 : 4;
        }
    }
}

/* p points at "0x"; q after the integer hex digits, at '.', 'p' or 'P'. */
static size_t scan_hexfloat(const char *p, const char *q, const char *end, gi_num *out)
{
    const char *m = p + 2, *x, *digits;
    bool any = q > m, neg, sticky;
    uint64_t sig;
    int64_t exp2;
    unsigned st;

    if (*q == '.') {
        x = skip(q + 1, end, is_hex);
        any |= x > q + 1;
        q = x;
    }
    if (!any)
        return fail(out, GI_NUM_FLOAT, GI_NUM_ERR_HEXFLOAT_DIGITS, (size_t)(q - p));
    if (!at(q, end, 'p', 'P'))
        return fail(out, GI_NUM_FLOAT, GI_NUM_ERR_HEXFLOAT_P, (size_t)(q - p));
    x = scan_exp(q + 1, end, &digits, &neg);
    if (x == digits)
        return fail(out, GI_NUM_FLOAT, GI_NUM_ERR_HEXFLOAT_EXP, (size_t)(x - p));
    hex_mantissa(m, q, &sig, &exp2, &sticky);
    exp2 += exp_value(digits, x, neg);
    return float_result(out, gi_f64_from_bits(gi_f64_round(false, sig, exp2, sticky, &st)),
                        (size_t)(x - p));
}

/* p points at "0x" or "0X". */
static size_t scan_hex(const char *p, const char *end, gi_num *out)
{
    const char *q = skip(p + 2, end, is_hex);

    if (at(q, end, '.', '.') || at(q, end, 'p', 'P'))
        return scan_hexfloat(p, q, end, out);
    if (q == p + 2)
        return fail(out, GI_NUM_INT, GI_NUM_ERR_HEX, 2);
    return int_digits(out, p, p + 2, q, 16);
}

/* p points at "0b" or "0B". */
static size_t scan_binary(const char *p, const char *end, gi_num *out)
{
    const char *q = skip(p + 2, end, is_bin);

    if (q == p + 2)
        return fail(out, GI_NUM_INT, GI_NUM_ERR_BINARY, 2);
    return int_digits(out, p, p + 2, q, 2);
}

/* Decimal digits of [p, q), skipping one '.', become "DIGITSe<exp10 - number
 * of fraction digits>" so that strtod never sees a locale-dependent decimal
 * point; the text was fully validated, so strtod reads all of it. */
static bool decimal_value(const char *p, const char *q, int64_t exp10, double *v)
{
    char small[128], *buf = small;
    size_t n = (size_t)(q - p), len = 0;
    int64_t frac = 0;
    bool seen_dot = false;

    /* exact fast path: a mantissa of at most 2^53 scaled by 10^0..10^22 is one
     * correctly rounded multiplication or division of two exact doubles */
    static const double pow10[] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
                                   1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    uint64_t m = 0;
    bool small_m = n <= 20;
    for (const char *d = p; small_m && d < q; d++) {
        if (*d == '.') {
            seen_dot = true;
            continue;
        }
        m = m * 10 + (uint64_t)(*d - '0');
        frac += seen_dot;
        if (m > (1ull << 53)) small_m = false;
    }
    if (small_m && exp10 - frac >= -22 && exp10 - frac <= 22) {
        int64_t e = exp10 - frac;
        *v = e < 0 ? (double)m / pow10[-e] : (double)m * pow10[e];
        return true;
    }
    frac = 0;
    seen_dot = false;
    if (n + 32 > sizeof small && !(buf = malloc(n + 32)))
        return false;
    for (; p < q; p++) {
        if (*p == '.') {
            seen_dot = true;
            continue;
        }
        buf[len++] = *p;
        frac += seen_dot;
    }
    snprintf(buf + len, 32, "e%lld", (long long)(exp10 - frac));
    *v = strtod(buf, NULL);
    if (buf != small)
        free(buf);
    return true;
}

/* A decimal float starting at p (a digit, or '.' followed by a digit). */
static size_t scan_decfloat(const char *p, const char *end, unsigned flags, gi_num *out)
{
    const char *q = skip(p, end, is_dec), *x, *digits;
    bool dot = at(q, end, '.', '.'), neg = false;
    int64_t exp10 = 0;
    double v;

    if (dot)
        q = skip(q + 1, end, is_dec);
    x = q;
    if (dot && (flags & GI_NUMF_LLVM) && at(q, end, '+', '-'))
        return fail(out, GI_NUM_FLOAT, GI_NUM_ERR_FLOAT_SIGN, (size_t)(q + 1 - p));
    if (at(q, end, 'e', 'E')) {
        x = scan_exp(q + 1, end, &digits, &neg);
        if (x == digits && !(flags & GI_NUMF_LLVM))
            return fail(out, GI_NUM_FLOAT, GI_NUM_ERR_EXPONENT, (size_t)(x - p));
        exp10 = exp_value(digits, x, neg);  /* 0 when there are no digits */
    }
    if (!decimal_value(p, q, exp10, &v))
        return fail(out, GI_NUM_FLOAT, GI_NUM_ERR_NOMEM, (size_t)(x - p));
    return float_result(out, v, (size_t)(x - p));
}

/* Digit run [p, q) not followed by a float part: decimal, or octal when it
 * has a leading zero. */
static size_t scan_dec_or_octal(const char *p, const char *q, gi_num *out)
{
    if (*p != '0' || q - p == 1)
        return int_digits(out, p, p, q, 10);
    for (const char *d = p; d < q; d++)
        if (*d > '7')
            return fail(out, GI_NUM_INT, GI_NUM_ERR_OCTAL, (size_t)(q - p));
    return int_digits(out, p, p + 1, q, 8);
}

/* p is at a digit that does not start 0x / 0b. */
static size_t scan_decimal(const char *p, const char *end, unsigned flags, gi_num *out)
{
    const char *q = skip(p, end, is_dec);

    /* llvm-mc 14 only lexes a float after a leading 0 when '.' follows it */
    if ((flags & GI_NUMF_LLVM) && *p == '0' && !at(p + 1, end, '.', '.'))
        return scan_dec_or_octal(p, q, out);
    if (at(q, end, '.', '.') || at(q, end, 'e', 'E'))
        return scan_decfloat(p, end, flags, out);
    return scan_dec_or_octal(p, q, out);
}

size_t gi_num_scan(const char *p, const char *end, unsigned flags, gi_num *out)
{
    size_t n;

    memset(out, 0, sizeof *out);
    if (!p || p >= end)
        return 0;
    if (*p == '.')
        return end - p >= 2 && is_dec(p[1]) ? scan_decfloat(p, end, flags, out) : 0;
    if (!is_dec(*p))
        return 0;
    if ((flags & GI_NUMF_HSUFFIX) && (n = scan_hsuffix(p, end, out)) != 0)
        return n;
    if (*p == '0' && at(p + 1, end, 'x', 'X'))
        return scan_hex(p, end, out);
    if (*p == '0' && at(p + 1, end, 'b', 'B'))
        return scan_binary(p, end, out);
    return scan_decimal(p, end, flags, out);
}

const char *gi_num_error_llvm(const char *error)
{
    if (error && strcmp(error, GI_NUM_ERR_RANGE) == 0)
        return "literal value out of range for directive";
    return error;
}
