/* AMDGPU execution: the value operations (integer, floating point,
 * compares) that the SALU/VALU/DS handlers apply, with the rules of
 * ../shared/spec/amdgpu-run.md (D-I*, D-S*, D-FP*). Pure functions of
 * amd_io; the floating-point ones do their own NaN and denormal handling
 * and use the host's IEEE arithmetic (round to nearest even) only on
 * ordinary values. */
#include "amdgpu/exec/exec_ops.h"
#include "amdgpu/exec/fbits.h"
#include "core/fpconv.h"
#include <math.h>
#include <string.h>

static uint64_t mask_of(unsigned bits) { return bits >= 64 ? ~0ull : (1ull << bits) - 1; }
static int64_t sx(uint64_t v, unsigned bits) { return bits >= 64 ? (int64_t)v : (int64_t)(v << (64 - bits)) >> (64 - bits); }

/* ---- integer ---- */

uint64_t amd_op_mov(amd_io *io) { return io->a; }
uint64_t amd_op_movb(amd_io *io) { return io->b; }

uint64_t amd_op_add_u32(amd_io *io)
{
    uint64_t r = (io->a & 0xffffffffu) + (io->b & 0xffffffffu);
    io->cout = (uint32_t)(r >> 32);
    return (uint32_t)r;
}

uint64_t amd_op_addc_u32(amd_io *io)
{
    uint64_t r = (io->a & 0xffffffffu) + (io->b & 0xffffffffu) + (io->cin & 1);
    io->cout = (uint32_t)(r >> 32);
    return (uint32_t)r;
}

uint64_t amd_op_sub_u32(amd_io *io)
{
    uint32_t a = (uint32_t)io->a, b = (uint32_t)io->b;
    io->cout = a < b;
    return (uint32_t)(a - b);
}

uint64_t amd_op_subb_u32(amd_io *io)
{
    uint64_t a = (uint32_t)io->a, b = (uint64_t)(uint32_t)io->b + (io->cin & 1);
    io->cout = a < b;
    return (uint32_t)(a - b);
}

/* 64-bit wrapping add/sub (DS and FLAT _u64/_x2 atomics) */
uint64_t amd_op_add_u64(amd_io *io) { return io->a + io->b; }
uint64_t amd_op_sub_u64(amd_io *io) { return io->a - io->b; }

uint64_t amd_op_add_i32(amd_io *io)
{
    uint32_t a = (uint32_t)io->a, b = (uint32_t)io->b, r = a + b;
    io->cout = ((a ^ r) & (b ^ r)) >> 31;
    return r;
}

uint64_t amd_op_sub_i32(amd_io *io)
{
    uint32_t a = (uint32_t)io->a, b = (uint32_t)io->b, r = a - b;
    io->cout = ((a ^ b) & (a ^ r)) >> 31;
    return r;
}

/* VOP3 clamp on integer add/sub (docs/amdgpu-exec.md "Integer clamp"): the
 * exact sum or difference of the io->bits-wide operands (and carry-in),
 * saturated to the destination type's range; cout is the unsigned carry or
 * borrow the unclamped operation reports. */
static uint64_t sat_result(int64_t exact, unsigned bits, int is_signed)
{
    int64_t lo = is_signed ? -((int64_t)1 << (bits - 1)) : 0;
    int64_t hi = is_signed ? ((int64_t)1 << (bits - 1)) - 1 : (int64_t)mask_of(bits);
    return (uint64_t)(exact < lo ? lo : exact > hi ? hi : exact) & mask_of(bits);
}

static uint64_t add_sat(amd_io *io, uint32_t cin, int is_signed)
{
    unsigned bits = io->bits >= 32 ? 32 : io->bits;
    uint64_t ua = io->a & mask_of(bits), ub = io->b & mask_of(bits);
    io->cout = ua + ub + cin > mask_of(bits);
    int64_t exact = is_signed ? sx(ua, bits) + sx(ub, bits) + cin : (int64_t)(ua + ub + cin);
    return sat_result(exact, bits, is_signed);
}

static uint64_t sub_sat(amd_io *io, uint32_t bin, int is_signed)
{
    unsigned bits = io->bits >= 32 ? 32 : io->bits;
    uint64_t ua = io->a & mask_of(bits), ub = io->b & mask_of(bits);
    io->cout = ua < ub + bin;
    int64_t exact = is_signed ? sx(ua, bits) - sx(ub, bits) - bin : (int64_t)ua - (int64_t)(ub + bin);
    return sat_result(exact, bits, is_signed);
}

uint64_t amd_op_add_sat_u(amd_io *io) { return add_sat(io, 0, 0); }
uint64_t amd_op_add_sat_i(amd_io *io) { return add_sat(io, 0, 1); }
uint64_t amd_op_sub_sat_u(amd_io *io) { return sub_sat(io, 0, 0); }
uint64_t amd_op_sub_sat_i(amd_io *io) { return sub_sat(io, 0, 1); }
uint64_t amd_op_addc_sat_u(amd_io *io) { return add_sat(io, io->cin & 1, 0); }
uint64_t amd_op_subb_sat_u(amd_io *io) { return sub_sat(io, io->cin & 1, 0); }

#define LOGIC(NAME, EXPR)                                   \
    uint64_t NAME(amd_io *io)                               \
    {                                                       \
        uint64_t a = io->a, b = io->b;                      \
        uint64_t r = (EXPR) & mask_of(io->bits);            \
        (void)b;                                            \
        io->cout = r != 0;                                  \
        return r;                                           \
    }
LOGIC(amd_op_and, a & b)
LOGIC(amd_op_or, a | b)
LOGIC(amd_op_xor, a ^ b)
LOGIC(amd_op_andn2, a & ~b)
LOGIC(amd_op_orn2, a | ~b)
LOGIC(amd_op_nand, ~(a & b))
LOGIC(amd_op_nor, ~(a | b))
LOGIC(amd_op_xnor, ~(a ^ b))
LOGIC(amd_op_not, ~a)
LOGIC(amd_op_lshl, a << (b & (io->bits - 1)))
LOGIC(amd_op_lshr, (a & mask_of(io->bits)) >> (b & (io->bits - 1)))
LOGIC(amd_op_ashr, (uint64_t)(sx(a, io->bits) >> (b & (io->bits - 1))))
LOGIC(amd_op_bfm, ((1ull << (a & 31)) - 1) << (b & 31))

/* s_bcnt1_i32_b32/b64: ones in the source (read at its own width); SCC = result != 0 */
uint64_t amd_op_bcnt1(amd_io *io)
{
    uint64_t r = (uint64_t)__builtin_popcountll(io->a);
    io->cout = r != 0;
    return r;
}

uint64_t amd_op_mul_lo(amd_io *io) { return (uint32_t)((uint32_t)io->a * (uint32_t)io->b); }
uint64_t amd_op_mul_hi_u32(amd_io *io) { return (uint32_t)(((uint64_t)(uint32_t)io->a * (uint32_t)io->b) >> 32); }
uint64_t amd_op_mul_hi_i32(amd_io *io)
{
    int64_t p = (int64_t)(int32_t)io->a * (int64_t)(int32_t)io->b;
    return (uint32_t)((uint64_t)p >> 32);
}
uint64_t amd_op_mul_u24(amd_io *io) { return (uint32_t)((io->a & 0xffffff) * (io->b & 0xffffff)); }
uint64_t amd_op_mul_i24(amd_io *io) { return (uint32_t)(sx(io->a, 24) * sx(io->b, 24)); }
uint64_t amd_op_mad_u24(amd_io *io) { return (uint32_t)((io->a & 0xffffff) * (io->b & 0xffffff) + io->c); }
uint64_t amd_op_mad_i24(amd_io *io) { return (uint32_t)((uint64_t)(sx(io->a, 24) * sx(io->b, 24)) + io->c); }

uint64_t amd_op_min_u(amd_io *io) { io->cout = io->a < io->b; return io->a < io->b ? io->a : io->b; }
uint64_t amd_op_max_u(amd_io *io) { io->cout = io->a > io->b; return io->a > io->b ? io->a : io->b; }
/* the wrapping counters of the inc/dec atomics (old = a, limit = b) */
uint64_t amd_op_inc_u(amd_io *io) { return io->a >= io->b ? 0 : (io->a + 1) & mask_of(io->bits); }
uint64_t amd_op_dec_u(amd_io *io) { return io->a == 0 || io->a > io->b ? io->b : io->a - 1; }
uint64_t amd_op_min_i(amd_io *io)
{
    bool lt = sx(io->a, io->bits) < sx(io->b, io->bits);
    io->cout = lt;
    return lt ? io->a : io->b;
}
uint64_t amd_op_max_i(amd_io *io)
{
    bool gt = sx(io->a, io->bits) > sx(io->b, io->bits);
    io->cout = gt;
    return gt ? io->a : io->b;
}

uint64_t amd_op_mad_u16(amd_io *io) { return (io->a * io->b + io->c) & 0xffff; }
/* v_pack_b32_f16: src0 bits 15:0 low, src1 bits 15:0 high (a plain bit move) */
uint64_t amd_op_pack16(amd_io *io) { return (io->a & 0xffff) | (io->b & 0xffff) << 16; }

/* s_cselect / v_cndmask: cin ? (SALU: src0, VALU: src1) -- p bit 0 picks b */
uint64_t amd_op_cselect(amd_io *io) { return io->cin & 1 ? io->a : io->b; }
uint64_t amd_op_cndmask(amd_io *io) { return io->cin & 1 ? io->b : io->a; }

/* D-S2: s_bfe control in b: offset bits 4:0 (5:0 for 64-bit), width 22:16 */
static uint64_t bfe(uint64_t v, unsigned off, unsigned width, unsigned bits, bool sgn)
{
    if (width == 0) return 0;
    uint64_t f = v >> off;
    if (width < 64) f &= (1ull << width) - 1;
    if (sgn && width < 64) f = (uint64_t)sx(f, width);
    return f & mask_of(bits);
}
uint64_t amd_op_s_bfe_u(amd_io *io)
{
    unsigned off = (unsigned)(io->b & (io->bits - 1)), w = (unsigned)(io->b >> 16 & 0x7f);
    if (w > io->bits) w = io->bits;
    uint64_t r = bfe(io->a & mask_of(io->bits), off, w, io->bits, false);
    io->cout = r != 0;
    return r;
}
uint64_t amd_op_s_bfe_i(amd_io *io)
{
    unsigned off = (unsigned)(io->b & (io->bits - 1)), w = (unsigned)(io->b >> 16 & 0x7f);
    if (w > io->bits) w = io->bits;
    /* bits above the field's end read as the source's high bits, then sign from the field width */
    uint64_t r = bfe(io->a & mask_of(io->bits), off, w, io->bits, true);
    io->cout = r != 0;
    return r;
}
uint64_t amd_op_v_bfe_u(amd_io *io) { return bfe((uint32_t)io->a, (unsigned)(io->b & 31), (unsigned)(io->c & 31), 32, false); }
uint64_t amd_op_v_bfe_i(amd_io *io) { return bfe((uint32_t)io->a, (unsigned)(io->b & 31), (unsigned)(io->c & 31), 32, true); }

/* compares: p bits 3:0 = {lt, eq, gt, unordered} set, bit 4 = signed */
static uint64_t cmp_result(unsigned mask, bool lt, bool eq, bool gt, bool un)
{
    unsigned c = un ? 8u : lt ? 1u : eq ? 2u : gt ? 4u : 0u;
    return (mask & c) != 0;
}
uint64_t amd_op_cmp_int(amd_io *io)
{
    unsigned bits = io->bits;
    if (io->p & 16) {
        int64_t a = sx(io->a, bits), b = sx(io->b, bits);
        return cmp_result(io->p & 15, a < b, a == b, a > b, false);
    }
    uint64_t a = io->a & mask_of(bits), b = io->b & mask_of(bits);
    return cmp_result(io->p & 15, a < b, a == b, a > b, false);
}

/* ---- floating point ---- */

#define DNAN16 0x7e00u
#define DNAN32 0x7fc00000u
#define DNAN64 0x7ff8000000000000ull

/* D-FP4: the first NaN source, quieted */
static bool nan_first32(const uint32_t *s, unsigned n, uint32_t *r)
{
    for (unsigned i = 0; i < n; i++)
        if (nan32(s[i])) return *r = s[i] | Q32, true;
    return false;
}
static bool nan_first64(const uint64_t *s, unsigned n, uint64_t *r)
{
    for (unsigned i = 0; i < n; i++)
        if (nan64(s[i])) return *r = s[i] | Q64, true;
    return false;
}
static bool nan_first16(const uint32_t *s, unsigned n, uint32_t *r)
{
    for (unsigned i = 0; i < n; i++)
        if (nan16(s[i])) return *r = (s[i] | Q16) & 0xffff, true;
    return false;
}

/* an f32 result: invalid -> default NaN; denormal -> signed zero (D-FP2) */
static uint32_t out32(const amd_io *io, float f)
{
    uint32_t r = f32b(f);
    return nan32(r) ? DNAN32 : ftz32(io, r);
}
static uint64_t out64(double f)
{
    uint64_t r = f64b(f);
    return nan64(r) ? DNAN64 : r;
}
/* f16 via f32: exact inputs, one f32 rounding then one f16 rounding, which
 * is exact RNE for +, -, * (24 >= 2*11 + 2) */
static uint32_t f16_to_f(uint32_t h) { return gi_f16_to_f32((uint16_t)h); }
static uint32_t out16(float f)
{
    uint32_t r = f32b(f);
    if (nan32(r)) return DNAN16;
    return gi_f64_to_f16(gi_f32_to_f64(r), NULL);
}

#define F32_BIN(NAME, EXPR)                                         \
    uint64_t NAME(amd_io *io)                                       \
    {                                                               \
        uint32_t s[2] = {ftz32(io, (uint32_t)io->a), ftz32(io, (uint32_t)io->b)}, r; \
        if (nan_first32(s, 2, &r)) return r;                        \
        float a = f32f(s[0]), b = f32f(s[1]);                       \
        return out32(io, EXPR);                                         \
    }
F32_BIN(amd_op_add_f32, a + b)
F32_BIN(amd_op_sub_f32, a - b)
F32_BIN(amd_op_mul_f32, a * b)

uint64_t amd_op_fma_f32(amd_io *io)
{
    uint32_t s[3] = {ftz32(io, (uint32_t)io->a), ftz32(io, (uint32_t)io->b), ftz32(io, (uint32_t)io->c)}, r;
    if (nan_first32(s, 3, &r)) return r;
    return out32(io, fmaf(f32f(s[0]), f32f(s[1]), f32f(s[2])));
}

/* v_mad_f32: the product is rounded (and flushed) before the add */
uint64_t amd_op_mad_f32(amd_io *io)
{
    uint32_t s[3] = {ftz32(io, (uint32_t)io->a), ftz32(io, (uint32_t)io->b), ftz32(io, (uint32_t)io->c)}, r;
    if (nan_first32(s, 3, &r)) return r;
    uint32_t p = out32(io, f32f(s[0]) * f32f(s[1]));
    if (p == DNAN32) return DNAN32;
    return out32(io, f32f(p) + f32f(s[2]));
}

/* DX9 legacy multiply (v_mul_legacy_f32, v_mad/mac_legacy_f32): +/-0 times
 * anything, infinity and NaN included, is +0 (after the f32 denormal flush);
 * otherwise the ordinary product. The legacy mad adds the addend to that
 * product as v_mad_f32 does (two roundings). */
static bool legacy_zero(const amd_io *io)
{
    return (ftz32(io, (uint32_t)io->a) & 0x7fffffffu) == 0 || (ftz32(io, (uint32_t)io->b) & 0x7fffffffu) == 0;
}

uint64_t amd_op_mul_legacy_f32(amd_io *io) { return legacy_zero(io) ? 0 : amd_op_mul_f32(io); }

uint64_t amd_op_mad_legacy_f32(amd_io *io)
{
    if (!legacy_zero(io)) return amd_op_mad_f32(io);
    amd_io sum = {.a = 0, .b = io->c, .bits = 32};
    return amd_op_add_f32(&sum);
}

#define F64_BIN(NAME, EXPR)                                         \
    uint64_t NAME(amd_io *io)                                       \
    {                                                               \
        uint64_t s[2] = {io->a, io->b}, r;                          \
        if (nan_first64(s, 2, &r)) return r;                        \
        double a = f64f(s[0]), b = f64f(s[1]);                      \
        return out64(EXPR);                                         \
    }
F64_BIN(amd_op_add_f64, a + b)
F64_BIN(amd_op_mul_f64, a * b)

uint64_t amd_op_fma_f64(amd_io *io)
{
    uint64_t s[3] = {io->a, io->b, io->c}, r;
    if (nan_first64(s, 3, &r)) return r;
    return out64(fma(f64f(s[0]), f64f(s[1]), f64f(s[2])));
}

#define F16_BIN(NAME, EXPR)                                         \
    uint64_t NAME(amd_io *io)                                       \
    {                                                               \
        uint32_t s[2] = {(uint32_t)io->a & 0xffff, (uint32_t)io->b & 0xffff}, r; \
        if (nan_first16(s, 2, &r)) return r;                        \
        float a = f32f(f16_to_f(s[0])), b = f32f(f16_to_f(s[1]));   \
        return out16(EXPR);                                         \
    }
F16_BIN(amd_op_add_f16, a + b)
F16_BIN(amd_op_sub_f16, a - b)
F16_BIN(amd_op_mul_f16, a * b)

/* packed f16 add (global_atomic_pk_add_f16): amd_op_add_f16 on each half */
uint64_t amd_op_pk_add_f16(amd_io *io)
{
    uint64_t r = 0;
    for (unsigned h = 0; h < 2; h++) {
        amd_io half = {.a = io->a >> (16 * h) & 0xffff, .b = io->b >> (16 * h) & 0xffff, .bits = 16};
        r |= (amd_op_add_f16(&half) & 0xffff) << (16 * h);
    }
    return r;
}

/* Compare-and-swap atomics: a = the old memory value, b = the data (src),
 * c = the compare value; the value stored. The float forms compare as
 * floats (docs/amdgpu-exec.md): f32 after the f32 denormal flush (D-FP2),
 * so +0, -0 and denormals of either sign are equal; a NaN equals nothing. */
uint64_t amd_op_cmpswap(amd_io *io) { return io->a == io->c ? io->b : io->a; }
uint64_t amd_op_fcmpswap_f32(amd_io *io)
{
    return f32f(ftz32(io, (uint32_t)io->a)) == f32f(ftz32(io, (uint32_t)io->c)) ? io->b : io->a;
}
uint64_t amd_op_fcmpswap_f64(amd_io *io) { return f64f(io->a) == f64f(io->c) ? io->b : io->a; }

/* v_mad_f16, v_mac_f16: v_mad_f32's two roundings in f16 -- the product
 * (exact in f32) rounded to f16, then the sum; f16 denormals kept (D-FP1).
 * The sum computed in f32 and rounded again to f16 is the correctly rounded
 * f16 sum (24 >= 2*11 + 2). */
uint64_t amd_op_mad_f16(amd_io *io)
{
    uint32_t s[3] = {(uint32_t)io->a & 0xffff, (uint32_t)io->b & 0xffff, (uint32_t)io->c & 0xffff}, r;
    if (nan_first16(s, 3, &r)) return r;
    uint32_t p = out16(f32f(f16_to_f(s[0])) * f32f(f16_to_f(s[1])));
    if (p == DNAN16) return DNAN16;   /* 0 * inf */
    return out16(f32f(f16_to_f(p)) + f32f(f16_to_f(s[2])));
}

/* f16 FMA: the exact product of two f16 (22 bits) plus the addend, rounded
 * once to f64 and then to f16 */
uint64_t amd_op_fma_f16(amd_io *io)
{
    uint32_t s[3] = {(uint32_t)io->a & 0xffff, (uint32_t)io->b & 0xffff, (uint32_t)io->c & 0xffff}, r;
    if (nan_first16(s, 3, &r)) return r;
    double a = f64f(gi_f32_to_f64(f16_to_f(s[0]))), b = f64f(gi_f32_to_f64(f16_to_f(s[1])));
    double f = fma(a, b, f64f(gi_f32_to_f64(f16_to_f(s[2]))));
    return isnan(f) ? DNAN16 : gi_f64_to_f16(f64b(f), NULL);
}

/* VOP3 output modifiers on a float result (docs/amdgpu-exec.md): omod (1 = *2,
 * 2 = *4, 3 = /2) first, rounded in the result's format (f32 flushed, D-FP2),
 * NaN unchanged; then clamp to [+0, 1.0] with DX10_CLAMP (D-FP1): NaN -> +0,
 * -0 and negatives -> +0 (max with +0 under -0 < +0, D-FP5). */
uint64_t amd_fp_post(uint64_t r, unsigned bits, unsigned omod, bool clamp)
{
    static const double k[4] = {1.0, 2.0, 4.0, 0.5};
    const amd_io flush = {0}, *io = &flush;   /* omod results flush f32 denormals in every mode */
    uint64_t one = bits == 16 ? 0x3c00u : bits == 32 ? 0x3f800000u : 0x3ff0000000000000ull;
    unsigned sh = bits - 1;
    bool nan = bits == 16 ? nan16((uint32_t)r) : bits == 32 ? nan32((uint32_t)r) : nan64(r);
    if (omod && !nan) {
        if (bits == 16) r = gi_f64_to_f16(f64b(f64f(gi_f32_to_f64(f16_to_f((uint32_t)r))) * k[omod]), NULL);
        else if (bits == 32) r = out32(io, (float)(f32f((uint32_t)r) * k[omod]));
        else r = out64(f64f(r) * k[omod]);
    }
    if (clamp) {
        if (nan || r >> sh) r = 0;       /* NaN, -0, negative */
        else if (r > one) r = one;       /* positive values order as their bits */
    }
    return r;
}

/* D-FP5 (IEEE mode): sNaN -> quieted; one qNaN ignored; two NaNs -> D-FP4;
 * -0 < +0. io->p bit 0: max. Inputs as plain bit patterns of `bits`. */
static uint64_t minmax(const amd_io *io, uint64_t a, uint64_t b, unsigned bits, bool max)
{
    uint64_t q = bits == 16 ? Q16 : bits == 32 ? Q32 : Q64;
    bool an, bn;
    double fa, fb;
    if (bits == 16) {
        an = nan16((uint32_t)a), bn = nan16((uint32_t)b);
        fa = f32f(f16_to_f((uint32_t)a)), fb = f32f(f16_to_f((uint32_t)b));
    } else if (bits == 32) {
        a = ftz32(io, (uint32_t)a), b = ftz32(io, (uint32_t)b);
        an = nan32((uint32_t)a), bn = nan32((uint32_t)b);
        fa = f32f((uint32_t)a), fb = f32f((uint32_t)b);
    } else {
        an = nan64(a), bn = nan64(b);
        fa = f64f(a), fb = f64f(b);
    }
    if (an && bn) return a | q;
    if (an) return a & q ? b : a | q;
    if (bn) return b & q ? a : b | q;
    if (fa == fb) {
        uint64_t sign = 1ull << (bits - 1);
        bool a_neg = (a & sign) != 0;
        return max ? (a_neg ? b : a) : (a_neg ? a : b);
    }
    return (fa < fb) == max ? b : a;
}
uint64_t amd_op_min_f32(amd_io *io) { return minmax(io, (uint32_t)io->a, (uint32_t)io->b, 32, false); }
uint64_t amd_op_max_f32(amd_io *io) { return minmax(io, (uint32_t)io->a, (uint32_t)io->b, 32, true); }
uint64_t amd_op_min_f64(amd_io *io) { return minmax(io, io->a, io->b, 64, false); }
uint64_t amd_op_max_f64(amd_io *io) { return minmax(io, io->a, io->b, 64, true); }
uint64_t amd_op_min_f16(amd_io *io) { return minmax(io, io->a & 0xffff, io->b & 0xffff, 16, false); }
uint64_t amd_op_max_f16(amd_io *io) { return minmax(io, io->a & 0xffff, io->b & 0xffff, 16, true); }

/* D-FP6: compares do not flush */
uint64_t amd_op_cmp_f(amd_io *io)
{
    double a, b;
    bool un;
    if (io->bits == 16) {
        un = nan16((uint32_t)io->a & 0xffff) || nan16((uint32_t)io->b & 0xffff);
        a = f32f(f16_to_f((uint32_t)io->a & 0xffff)), b = f32f(f16_to_f((uint32_t)io->b & 0xffff));
    } else if (io->bits == 32) {
        un = nan32((uint32_t)io->a) || nan32((uint32_t)io->b);
        a = f32f((uint32_t)io->a), b = f32f((uint32_t)io->b);
    } else {
        un = nan64(io->a) || nan64(io->b);
        a = f64f(io->a), b = f64f(io->b);
    }
    return cmp_result(io->p & 15, !un && a < b, !un && a == b, !un && a > b, un);
}

/* ---- conversions (D-FP7) ---- */

static uint64_t to_int(double d, bool nan, bool is_signed)
{
    if (nan) return 0;
    d = trunc(d);
    if (is_signed) {
        if (d <= -2147483648.0) return 0x80000000u;
        if (d >= 2147483647.0) return 0x7fffffffu;
        return (uint32_t)(int32_t)d;
    }
    if (d <= 0) return 0;
    if (d >= 4294967295.0) return 0xffffffffu;
    return (uint32_t)d;
}

uint64_t amd_op_cvt_f32_i32(amd_io *io) { return f32b((float)(int32_t)io->a); }
uint64_t amd_op_cvt_f32_u32(amd_io *io) { return f32b((float)(uint32_t)io->a); }
uint64_t amd_op_cvt_i32_f32(amd_io *io)
{
    uint32_t a = ftz32(io, (uint32_t)io->a);
    return to_int(f32f(a), nan32(a), true);
}
uint64_t amd_op_cvt_u32_f32(amd_io *io)
{
    uint32_t a = ftz32(io, (uint32_t)io->a);
    return to_int(f32f(a), nan32(a), false);
}
uint64_t amd_op_cvt_f64_i32(amd_io *io) { return f64b((double)(int32_t)io->a); }
uint64_t amd_op_cvt_f64_u32(amd_io *io) { return f64b((double)(uint32_t)io->a); }
uint64_t amd_op_cvt_i32_f64(amd_io *io) { return to_int(f64f(io->a), nan64(io->a), true); }
uint64_t amd_op_cvt_u32_f64(amd_io *io) { return to_int(f64f(io->a), nan64(io->a), false); }
uint64_t amd_op_cvt_f16_f32(amd_io *io)
{
    uint32_t a = ftz32(io, (uint32_t)io->a);
    return gi_f64_to_f16(gi_f32_to_f64(a), NULL);
}
uint64_t amd_op_cvt_f32_f16(amd_io *io)
{
    uint32_t r = gi_f16_to_f32((uint16_t)io->a);
    return nan32(r) ? r | Q32 : r;
}
uint64_t amd_op_cvt_f64_f32(amd_io *io)
{
    uint64_t r = gi_f32_to_f64(ftz32(io, (uint32_t)io->a));
    return nan64(r) ? r | Q64 : r;
}
uint64_t amd_op_cvt_f32_f64(amd_io *io) { return ftz32(io, gi_f64_to_f32(io->a, NULL)); }

/* Integer dot products (V_DOT*): the sum of the products of the n-bit
 * elements of a and b (signed or unsigned) plus c, modulo 2^32, or with
 * clamp saturated to the 32-bit range of the result's signedness. */
static uint64_t dot(const amd_io *io, unsigned width, bool sgn, bool sat)
{
    int64_t sum = sgn ? (int64_t)(int32_t)io->c : (int64_t)(uint32_t)io->c;
    uint32_t mask = (1u << width) - 1;
    for (unsigned i = 0; i < 32 / width; i++) {
        uint32_t x = (uint32_t)io->a >> (i * width) & mask, y = (uint32_t)io->b >> (i * width) & mask;
        int64_t xs = x, ys = y;
        if (sgn && (x >> (width - 1) & 1)) xs -= (int64_t)1 << width;
        if (sgn && (y >> (width - 1) & 1)) ys -= (int64_t)1 << width;
        sum += xs * ys;
    }
    if (sat && sgn) sum = sum > INT32_MAX ? INT32_MAX : sum < INT32_MIN ? INT32_MIN : sum;
    if (sat && !sgn) sum = sum > (int64_t)UINT32_MAX ? (int64_t)UINT32_MAX : sum < 0 ? 0 : sum;
    return (uint32_t)sum;
}

#define DOT(name, w, s) \
    uint64_t amd_op_##name(amd_io *io) { return dot(io, w, s, false); } \
    uint64_t amd_op_##name##_sat(amd_io *io) { return dot(io, w, s, true); }
DOT(dot2_i16, 16, true)
DOT(dot2_u16, 16, false)
DOT(dot4_i8, 8, true)
DOT(dot4_u8, 8, false)
DOT(dot8_i4, 4, true)
DOT(dot8_u4, 4, false)
#undef DOT
