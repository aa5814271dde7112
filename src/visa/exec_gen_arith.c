/* The value of one channel of a general ALU instruction from its source
 * values (docs/visa-exec.md "General instructions"): integers exactly
 * (128-bit) then truncated or saturated by the destination's encoding,
 * floats in double from the exact operand values and rounded once to the
 * destination type (fused mad: one rounding), the transcendental ones from
 * libm (decision D-G3). */
#include "visa/exec_gen.h"
#include <math.h>

static const vx_i128 M32 = ((vx_i128)1 << 32) - 1;

static int any_float(const visa_gparsed *g, const vx_val *a)
{
    unsigned n = 0;
    for (const char *k = g->row->opnds; *k; k++) n += *k == 'S';
    for (unsigned s = 0; s < n && s < 4; s++)
        if (a[s].isf) return 1;
    return 0;
}

/* bits of a source value in its type (zero-extended) */
static uint64_t src_bits(vx_val v, unsigned t)
{
    unsigned sz = visa_type_size(t);
    uint64_t b = (uint64_t)(vx_u128)v.i;
    return sz && sz < 8 ? b & ((1ull << 8 * sz) - 1) : b;
}

/* the value of src as a signed integer of its type's size */
static vx_i128 src_signed(vx_val v, unsigned t)
{
    unsigned sz = visa_type_size(t);
    uint64_t b = src_bits(v, t);
    if (sz && sz < 8 && (b >> (8 * sz - 1) & 1)) b |= ~0ull << 8 * sz;
    return (vx_i128)(int64_t)b;
}

static double fmin_max(double a, double b, int is_min)
{
    /* IEEE minNum/maxNum: a NaN operand is ignored; -0 is below +0 */
    if (isnan(a)) return b;
    if (isnan(b)) return a;
    if (a == b) return (signbit(a) != 0) == is_min ? a : b;
    return (a < b) == is_min ? a : b;
}

static double round_even(double f)
{
    if (!isfinite(f)) return f;
    return f - remainder(f, 1.0);
}

static double fused(double a, double b, double c, unsigned dtype)
{
    if (dtype == VISA_T_F || dtype == VISA_T_HF) return (double)fmaf((float)a, (float)b, (float)c);
    return fma(a, b, c);
}

int vx_arith(const vx_gctx *c, const vx_val *a, const unsigned *t, unsigned dtype, vx_val r[2])
{
    const visa_gparsed *g = c->g;
    int isf = any_float(g, a);
    unsigned wide = visa_type_size(dtype) == 8 || visa_type_size(t[0]) == 8;
    r[0] = a[0];
    r[1] = (vx_val){0, 0, 0};
#define F1(expr) (r[0] = (vx_val){1, (expr), 0})
#define INTONLY() do { if (isf) return vx_gerr(c, -1, "takes integer operands"); } while (0)
    double x0 = vx_as_f(a[0]);
    switch (g->row->opcode) {
    case 0x29: /* mov */ break;
    case 0x01: /* add */
        if (isf) F1(x0 + vx_as_f(a[1]));
        else r[0].i = a[0].i + a[1].i;
        break;
    case 0x10: /* mul */
        if (isf) F1(x0 * vx_as_f(a[1]));
        else r[0].i = (vx_i128)((vx_u128)a[0].i * (vx_u128)a[1].i);
        break;
    case 0x0c: /* mad */
        if (isf) F1(fused(x0, vx_as_f(a[1]), vx_as_f(a[2]), dtype));
        else r[0].i = (vx_i128)((vx_u128)a[0].i * (vx_u128)a[1].i + (vx_u128)a[2].i);
        break;
    case 0x84: /* add3 */
        INTONLY();
        r[0].i = a[0].i + a[1].i + a[2].i;
        break;
    case 0x0d: /* mulh: the high 32 bits of the 64-bit product */
        INTONLY();
        r[0].i = (a[0].i * a[1].i) >> 32;
        break;
    case 0x91: { /* madw: low and high 32 bits of src0*src1+src2 */
        INTONLY();
        vx_u128 full = (vx_u128)a[0].i * (vx_u128)a[1].i + (vx_u128)a[2].i;
        r[0].i = (vx_i128)(full & (vx_u128)M32);
        r[1].i = (vx_i128)(full >> 32 & (vx_u128)M32);
        break;
    }
    case 0x49: { /* addc: 32-bit sum and its carry */
        INTONLY();
        vx_i128 s = (a[0].i & M32) + (a[1].i & M32);
        r[0].i = s & M32;
        r[1].i = s >> 32;
        break;
    }
    case 0x4a: /* subb: 32-bit difference and its borrow */
        INTONLY();
        r[0].i = ((a[0].i & M32) - (a[1].i & M32)) & M32;
        r[1].i = (a[0].i & M32) < (a[1].i & M32);
        break;
    case 0x45: { /* min / max (one opcode; the mnemonic says which) */
        int is_min = g->row->name[1] == 'i';
        if (isf) F1(fmin_max(x0, vx_as_f(a[1]), is_min));
        else r[0].i = (a[0].i < a[1].i) == is_min ? a[0].i : a[1].i;
        break;
    }
    case 0x7f: F1(x0 / vx_as_f(a[1])); break;            /* divm */
    case 0x03: /* div: floats, or integers toward zero */
    case 0x0f: /* mod: integers, the remainder's sign is the dividend's */
        if (isf) {
            if (g->row->opcode == 0x0f) return vx_gerr(c, -1, "takes integer operands");
            F1(x0 / vx_as_f(a[1]));
        } else if (a[1].i == 0) {
            return vx_gerr(c, -1, "divides by zero");
        } else {
            r[0].i = g->row->opcode == 0x03 ? a[0].i / a[1].i : a[0].i % a[1].i;
        }
        break;
    case 0x1b: F1(1.0 / x0); break;                      /* inv */
    case 0x19: F1(sqrt(x0)); break;                      /* sqrt */
    case 0x7e: F1(sqrt(x0)); break;                      /* sqrtm */
    case 0x1a: F1(1.0 / sqrt(x0)); break;                /* rsqrt */
    case 0x08: F1(exp2(x0)); break;                      /* exp: 2^x */
    case 0x0b: F1(log2(x0)); break;                      /* log: log2 */
    case 0x11: F1(pow(x0, vx_as_f(a[1]))); break;        /* pow */
    case 0x17: F1(sin(x0)); break;                       /* sin */
    case 0x18: F1(cos(x0)); break;                       /* cos */
    case 0x15: F1(trunc(x0)); break;                     /* rndz */
    case 0x12: F1(floor(x0)); break;                     /* rndd */
    case 0x13: F1(ceil(x0)); break;                      /* rndu */
    case 0x14: F1(round_even(x0)); break;                /* rnde */
    case 0x09: F1(x0 - floor(x0)); break;                /* frc */
    case 0x20: INTONLY(); r[0].i = a[0].i & a[1].i; break;   /* and */
    case 0x21: INTONLY(); r[0].i = a[0].i | a[1].i; break;   /* or */
    case 0x22: INTONLY(); r[0].i = a[0].i ^ a[1].i; break;   /* xor */
    case 0x23: INTONLY(); r[0].i = ~a[0].i; break;           /* not */
    case 0x24: /* shl */
        INTONLY();
        r[0].i = (vx_i128)((vx_u128)a[0].i << (unsigned)(a[1].i & (wide ? 63 : 31)));
        break;
    case 0x25: /* shr: logical, on src0's bits */
        INTONLY();
        r[0].i = (vx_i128)(src_bits(a[0], t[0]) >> (unsigned)(a[1].i & (wide ? 63 : 31)));
        break;
    case 0x26: /* asr: arithmetic, src0 as a signed value of its size */
        INTONLY();
        r[0].i = src_signed(a[0], t[0]) >> (unsigned)(a[1].i & (wide ? 63 : 31));
        break;
    case 0x80: { /* rol within src0's width */
        INTONLY();
        unsigned w = 8 * visa_type_size(t[0]), n = (unsigned)(a[1].i & (w - 1));
        uint64_t b = src_bits(a[0], t[0]), m = w == 64 ? ~0ull : (1ull << w) - 1;
        r[0].i = (vx_i128)(n ? ((b << n) | (b >> (w - n))) & m : b);
        break;
    }
    case 0x85: { /* bfn: bit k of the .xHH table at index s0 + 2*s1 + 4*s2 */
        INTONLY();
        uint64_t s0 = (uint64_t)(vx_u128)a[0].i, s1 = (uint64_t)(vx_u128)a[1].i, s2 = (uint64_t)(vx_u128)a[2].i, v = 0;
        for (unsigned k = 0; k < 8; k++)
            if (g->bfn >> k & 1) v |= (k & 1 ? s0 : ~s0) & (k & 2 ? s1 : ~s1) & (k & 4 ? s2 : ~s2);
        r[0].i = (vx_i128)v;
        break;
    }
    case 0x1f: { /* lzd: leading zeros of the 32-bit value */
        INTONLY();
        uint32_t v = (uint32_t)(uint64_t)(vx_u128)a[0].i;
        unsigned n = 0;
        while (n < 32 && !(v >> (31 - n) & 1)) n++;
        r[0].i = n;
        break;
    }
    case 0x2e: { /* fbl: trailing zeros, 0xffffffff for 0 */
        INTONLY();
        uint32_t v = (uint32_t)(uint64_t)(vx_u128)a[0].i;
        unsigned n = 0;
        while (n < 32 && !(v >> n & 1)) n++;
        r[0].i = v ? (vx_i128)n : (vx_i128)0xffffffffu;
        break;
    }
    case 0x27: { /* cbit */
        INTONLY();
        uint64_t v = src_bits(a[0], t[0]);
        unsigned n = 0;
        for (; v; v &= v - 1) n++;
        r[0].i = n;
        break;
    }
    default: return vx_gerr(c, -1, "is not executed (no semantics for this instruction yet)");
    }
#undef F1
#undef INTONLY
    return 0;
}
