/* Unit tests for src/amdgpu/exec/exec_format.c (buffer/image data formats).
 * Expected values are derived by hand from the formats' definitions (the
 * component layout of each DATA_FORMAT, unorm v/(2^n-1), snorm
 * max(v/(2^(n-1)-1), -1), the unsigned 11/10-bit floats with a 5-bit
 * exponent of bias 15); the arithmetic is written next to each case. */
#include "amdgpu/exec/exec_format.h"
#include "check.h"

static amd_fmt fmt(unsigned dfmt, unsigned nfmt)
{
    amd_fmt f = {0, 0};
    CHECK(amd_fmt_legacy(dfmt, nfmt, &f));
    return f;
}

static void load4(amd_fmt f, uint32_t word, uint32_t out[4])
{
    uint8_t b[4] = {(uint8_t)word, (uint8_t)(word >> 8), (uint8_t)(word >> 16), (uint8_t)(word >> 24)};
    amd_fmt_load(f, b, out);
}

static uint32_t store4(amd_fmt f, const uint32_t in[4], uint32_t old)
{
    uint8_t b[4] = {(uint8_t)old, (uint8_t)(old >> 8), (uint8_t)(old >> 16), (uint8_t)(old >> 24)};
    amd_fmt_store(f, in, 0xf, b);
    return (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
}

int main(void)
{
    uint32_t o[4];
    amd_fmt f;
    /* validity */
    CHECK(!amd_fmt_legacy(1, 7, &f));      /* 8 FLOAT */
    CHECK(!amd_fmt_legacy(4, 0, &f));      /* 32 UNORM */
    CHECK(!amd_fmt_legacy(0, 4, &f));      /* INVALID */
    CHECK(!amd_fmt_legacy(10, 6, &f));     /* NUM_FORMAT 6 */
    CHECK(amd_fmt_unified(56, &f) && f.dfmt == 10 && f.nfmt == 0);   /* 8_8_8_8_UNORM */
    CHECK(amd_fmt_unified(77, &f) && f.dfmt == 14 && f.nfmt == 7);   /* 32_32_32_32_FLOAT */
    CHECK(!amd_fmt_unified(0, &f) && !amd_fmt_unified(78, &f));

    /* 10_11_11 FLOAT: x = 0x001 (denormal 2^-14 * 1/64 = 2^-20 -> 0x35800000),
     * y = 0x7bf (e 30, m 63: 1.984375 * 2^15 = 65024 -> 0x477e0000),
     * z = 0x3e0 (10-bit e 31, m 0: +inf); word 0xf83df801 */
    load4(fmt(6, 7), 0xf83df801, o);
    CHECK_EQ_U64(o[0], 0x35800000);
    CHECK_EQ_U64(o[1], 0x477e0000);
    CHECK_EQ_U64(o[2], 0x7f800000);
    CHECK_EQ_U64(o[3], 0x3f800000);
    /* packed layouts of 0xc0300801 (UINT):
     * 2_10_10_10: x 9:0 = 1, y 19:10 = 2, z 29:20 = 3, w 31:30 = 3 */
    load4(fmt(9, 4), 0xc0300801, o);
    CHECK(o[0] == 1 && o[1] == 2 && o[2] == 3 && o[3] == 3);
    /* 10_10_10_2: x 1:0 = 1, y 11:2 = 0x200, z 21:12 = 0x300, w 31:22 = 0x300 */
    load4(fmt(8, 4), 0xc0300801, o);
    CHECK(o[0] == 1 && o[1] == 0x200 && o[2] == 0x300 && o[3] == 0x300);
    /* 11_11_10: x 9:0 = 1, y 20:10 = 0x402, z 31:21 = 0x601, w absent = 1 */
    load4(fmt(7, 4), 0xc0300801, o);
    CHECK(o[0] == 1 && o[1] == 0x402 && o[2] == 0x601 && o[3] == 1);
    /* snorm 8: 0x81 = -127 -> -1.0, 0x80 = -128 -> max(-128/127, -1) = -1.0, 0x7f -> 1.0, 0 */
    load4(fmt(10, 1), 0x007f8081, o);
    CHECK(o[0] == 0xbf800000 && o[1] == 0xbf800000 && o[2] == 0x3f800000 && o[3] == 0);
    /* 2_10_10_10 SNORM: w (2 bits) 0b10 = -2 -> max(-2/1, -1) = -1.0 */
    load4(fmt(9, 1), 0x80000000, o);
    CHECK_EQ_U64(o[3], 0xbf800000);

    /* stores, 10_11_11 FLOAT: x -1.0 -> 0 (negative), y 65100 -> 65024 = 0x7bf (below the midpoint
     * 65280 between 65024 and 2^16), z NaN -> exponent 31 with a nonzero mantissa */
    uint32_t in[4] = {0xbf800000, 0x477e4c00, 0x7fc00000, 0};
    uint32_t w = store4(fmt(6, 7), in, 0);
    CHECK_EQ_U64(w & 0x7ff, 0);
    CHECK_EQ_U64(w >> 11 & 0x7ff, 0x7bf);
    CHECK((w >> 22 & 0x3e0) == 0x3e0 && (w >> 22 & 0x1f) != 0);
    /* y 65520 (above the midpoint 65280) overflows to inf 0x7c0 */
    in[1] = 0x477ff000;
    CHECK_EQ_U64(store4(fmt(6, 7), in, 0) >> 11 & 0x7ff, 0x7c0);
    /* 8_8_8_8 SSCALED: -200 clamps to -128 (0x80), 2.5 -> 2 (ties to even), 3.5 -> 4, -0.5 -> 0 */
    uint32_t sc[4] = {0xc3480000, 0x40200000, 0x40600000, 0xbf000000};
    CHECK_EQ_U64(store4(fmt(10, 3), sc, 0), 0x00040280);
    /* 16_16 UNORM: 0.5 * 65535 = 32767.5 -> 32768; 2.0 clamps to 0xffff */
    uint32_t un[4] = {0x3f000000, 0x40000000, 0, 0};
    CHECK_EQ_U64(store4(fmt(5, 0), un, 0), 0xffff8000);
    /* 8_8 SINT keeps the low bits: 0x1ff -> 0xff, -1 -> 0xff; bytes 2-3 untouched */
    uint32_t si[4] = {0x1ff, 0xffffffff, 0, 0};
    CHECK_EQ_U64(store4(fmt(3, 5), si, 0xaaaa0000), 0xaaaaffff);

    /* d16 */
    f = fmt(2, 5);
    CHECK_EQ_U64(amd_fmt_to_d16(f, 0xffff8000), 0x8000);
    CHECK_EQ_U64(amd_fmt_from_d16(f, 0x8000), 0xffff8000);
    f = fmt(10, 0);
    CHECK_EQ_U64(amd_fmt_to_d16(f, 0x3f800000), 0x3c00);
    CHECK_EQ_U64(amd_fmt_from_d16(f, 0x3800), 0x3f000000);
    TEST_DONE();
}
