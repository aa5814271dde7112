/* Buffer and image data-format conversions (exec_format.h). */
#include "amdgpu/exec/exec_format.h"
#include "amdgpu/exec/fbits.h"
#include "amdgpu/mtbuf_formats.h"
#include "core/fpconv.h"
#include <math.h>
#include <string.h>

/* Component bit sizes, x first (x in the lowest bits), by DATA_FORMAT code
 * (the index of amd_dfmt_names). A format's name lists its components from
 * the highest bits down: 10_11_11 is x 11, y 11, z 10 bits; 2_10_10_10 is
 * x, y, z 10 bits and w 2. 0 ends the list. */
static const uint8_t dfmt_bits[16][4] = {
    [1] = {8},           [2] = {16},          [3] = {8, 8},          [4] = {32},
    [5] = {16, 16},      [6] = {11, 11, 10},  [7] = {10, 11, 11},    [8] = {2, 10, 10, 10},
    [9] = {10, 10, 10, 2}, [10] = {8, 8, 8, 8}, [11] = {32, 32},      [12] = {16, 16, 16, 16},
    [13] = {32, 32, 32}, [14] = {32, 32, 32, 32},
};

bool amd_fmt_legacy(unsigned dfmt, unsigned nfmt, amd_fmt *f)
{
    /* the pairs that have a GFX10 unified format are the valid ones */
    if (dfmt == 0 || dfmt > 15 || nfmt > 7 || amd_legacy_to_ufmt[dfmt * 8 + nfmt] <= 0) return false;
    f->dfmt = (uint8_t)dfmt, f->nfmt = (uint8_t)nfmt;
    return true;
}

bool amd_fmt_unified(unsigned ufmt, amd_fmt *f)
{
    if (ufmt == 0) return false;
    for (unsigned i = 0; i < 128; i++)
        if (amd_legacy_to_ufmt[i] == (int)ufmt) return amd_fmt_legacy(i / 8, i % 8, f);
    return false;
}

unsigned amd_fmt_ncomp(amd_fmt f)
{
    unsigned n = 0;
    while (n < 4 && dfmt_bits[f.dfmt & 15][n]) n++;
    return n;
}

unsigned amd_fmt_bytes(amd_fmt f)
{
    unsigned b = 0;
    for (unsigned k = 0; k < 4; k++) b += dfmt_bits[f.dfmt & 15][k];
    return b / 8;
}

unsigned amd_fmt_prefix_bytes(amd_fmt f, unsigned n)
{
    unsigned b = 0;
    for (unsigned k = 0; k < n && k < 4; k++) b += dfmt_bits[f.dfmt & 15][k];
    return (dfmt_bits[f.dfmt & 15][0] % 8) ? 0 : b / 8;
}

unsigned amd_fmt_align(amd_fmt f)
{
    unsigned c = dfmt_bits[f.dfmt & 15][0];
    return c % 8 || c >= 32 ? 4 : c ? c / 8 : 1;
}

/* bits [off, off + n) of a little-endian element, n <= 32 */
static uint32_t get_bits(const uint8_t *mem, unsigned off, unsigned n)
{
    uint64_t w = 0;
    unsigned first = off / 8, last = (off + n - 1) / 8;
    for (unsigned i = last + 1; i-- > first;) w = w << 8 | mem[i];
    w >>= off % 8;
    return (uint32_t)(n == 32 ? w : w & ((1ull << n) - 1));
}

static void put_bits(uint8_t *mem, unsigned off, unsigned n, uint32_t v)
{
    for (unsigned i = 0; i < n; i++) {
        unsigned b = off + i;
        mem[b / 8] = (uint8_t)((mem[b / 8] & ~(1u << b % 8)) | (v >> i & 1) << b % 8);
    }
}

static int32_t sext(uint32_t v, unsigned n) { return n >= 32 ? (int32_t)v : (int32_t)(v << (32 - n)) >> (32 - n); }

/* An unsigned small float (11 bits: 5-bit exponent, 6-bit mantissa; 10 bits:
 * 5 and 5), bias 15, denormals, exponent 31 inf/NaN, to f32 (exact). */
static uint32_t ufloat_to_f32(uint32_t v, unsigned mb)
{
    uint32_t e = v >> mb & 31, m = v & ((1u << mb) - 1);
    if (e == 31) return 0x7f800000u | m << (23 - mb) | (m ? 0x400000u : 0);
    if (e == 0) return f32b(ldexpf((float)m, -14 - (int)mb));
    return (e - 15 + 127) << 23 | m << (23 - mb);
}

/* x >= 0 exactly representable, below 2^52: round half to even */
static double rne(double x)
{
    double f = floor(x), d = x - f;
    if (d > 0.5 || (d == 0.5 && fmod(f, 2.0) != 0)) f += 1;
    return f;
}

/* f32 to an unsigned small float, round to nearest even: NaN stays a NaN,
 * negative values (and -0) become 0, values past the largest finite one
 * become infinity (as the f16 conversion overflows). */
static uint32_t f32_to_ufloat(uint32_t b, unsigned mb)
{
    float v = f32f(b);
    uint32_t inf = 31u << mb;
    if (isnan(v)) return inf | 1u << (mb - 1);
    if (v <= 0) return 0;
    if (isinf(v)) return inf;
    int e;
    frexp(v, &e);
    e -= 1;                       /* v = 1.x * 2^e */
    int qe = (e < -14 ? -14 : e) - (int)mb;
    double q = rne(ldexp(v, -qe)); /* the significand in units of the quantum */
    if (e < -14) return (uint32_t)q;  /* denormal (q = 2^mb is the smallest normal) */
    if (q >= (double)(2u << mb)) q /= 2, e++;
    if (e + 15 >= 31) return inf;
    return (uint32_t)(e + 15) << mb | ((uint32_t)q - (1u << mb));
}

static bool float_kind(unsigned nf) { return nf != AMD_NF_UINT && nf != AMD_NF_SINT; }

uint32_t amd_fmt_one(amd_fmt f) { return float_kind(f.nfmt) ? 0x3f800000u : 1; }

/* one component's memory bits to its register value */
static uint32_t comp_load(unsigned nf, uint32_t v, unsigned n)
{
    double max_u = ldexp(1, (int)n) - 1, max_s = ldexp(1, (int)n - 1) - 1;
    switch (nf) {
    case AMD_NF_UNORM: return f32b((float)(v / max_u));
    case AMD_NF_SNORM: {
        double q = sext(v, n) / max_s;
        return f32b((float)(q < -1 ? -1 : q));
    }
    case AMD_NF_USCALED: return f32b((float)v);
    case AMD_NF_SSCALED: return f32b((float)sext(v, n));
    case AMD_NF_SINT: return (uint32_t)sext(v, n);
    case AMD_NF_FLOAT:
        if (n == 16) return gi_f16_to_f32((uint16_t)v);
        if (n == 11 || n == 10) return ufloat_to_f32(v, n - 5);
        return v;
    default: return v;   /* uint */
    }
}

/* clamp to [lo, hi] and round half to even; NaN gives 0 */
static int64_t clamp_round(double v, double lo, double hi)
{
    if (isnan(v)) return 0;
    double d = v < lo ? lo : v > hi ? hi : v;
    return (int64_t)(d < 0 ? -rne(-d) : rne(d));
}

/* one register value to the component's memory bits */
static uint32_t comp_store(unsigned nf, uint32_t r, unsigned n)
{
    double max_u = ldexp(1, (int)n) - 1, max_s = ldexp(1, (int)n - 1) - 1;
    uint32_t mask = n >= 32 ? ~0u : (1u << n) - 1;
    float v = f32f(r);
    switch (nf) {
    case AMD_NF_UNORM: return (uint32_t)clamp_round(v * max_u, 0, max_u) & mask;
    case AMD_NF_SNORM: return (uint32_t)clamp_round(v * max_s, -max_s, max_s) & mask;
    case AMD_NF_USCALED: return (uint32_t)clamp_round(v, 0, max_u) & mask;
    case AMD_NF_SSCALED: return (uint32_t)clamp_round(v, -max_s - 1, max_s) & mask;
    case AMD_NF_FLOAT:
        if (n == 16) return gi_f64_to_f16(gi_f32_to_f64(r), NULL);
        if (n == 11 || n == 10) return f32_to_ufloat(r, n - 5);
        return r;
    default: return r & mask;   /* uint, sint: the low bits */
    }
}

void amd_fmt_load(amd_fmt f, const uint8_t *mem, uint32_t out[4])
{
    const uint8_t *bits = dfmt_bits[f.dfmt & 15];
    unsigned off = 0;
    for (unsigned k = 0; k < 4; k++) {
        if (bits[k]) {
            out[k] = comp_load(f.nfmt, get_bits(mem, off, bits[k]), bits[k]);
            off += bits[k];
        } else {
            out[k] = k == 3 ? amd_fmt_one(f) : 0;
        }
    }
}

void amd_fmt_store(amd_fmt f, const uint32_t in[4], unsigned mask, uint8_t *mem)
{
    const uint8_t *bits = dfmt_bits[f.dfmt & 15];
    unsigned off = 0;
    for (unsigned k = 0; k < 4 && bits[k]; k++) {
        if (mask >> k & 1) put_bits(mem, off, bits[k], comp_store(f.nfmt, in[k], bits[k]));
        off += bits[k];
    }
}

uint32_t amd_fmt_to_d16(amd_fmt f, uint32_t v)
{
    return float_kind(f.nfmt) ? gi_f64_to_f16(gi_f32_to_f64(v), NULL) : v & 0xffff;
}

uint32_t amd_fmt_from_d16(amd_fmt f, uint32_t h)
{
    if (float_kind(f.nfmt)) return gi_f16_to_f32((uint16_t)h);
    return f.nfmt == AMD_NF_SINT ? (uint32_t)sext(h & 0xffff, 16) : h & 0xffff;
}
