/* Unit tests for the whole-wave f32 kernels (src/amdgpu/exec/exec_vflt.c):
 * the kernel's lanes, completed by the per-lane operation where the kernel
 * hands a lane back, must equal the per-lane operation of exec_ops.c bit for
 * bit (the per-lane operations themselves are checked against hand-derived
 * values by the lit run-fp*.s tests). Operands mix the special values of
 * D-FP2/D-FP4 (zeros, denormals, infinities, quiet and signalling NaNs, the
 * extremes) with pseudo-random patterns, in both f32 denormal modes. A few
 * direct checks pin which lanes the kernel must hand back. */
#include "amdgpu/exec/exec_vflt.h"
#include "check.h"

static const uint32_t specials[] = {
    0x00000000u, 0x80000000u, 0x00000001u, 0x80000001u, 0x007fffffu, 0x807fffffu, 0x00800000u, 0x80800000u,
    0x3f800000u, 0xbf800000u, 0x7f7fffffu, 0xff7fffffu, 0x7f800000u, 0xff800000u, 0x7fc00000u, 0xffc00001u,
    0x7f800001u, 0xff812345u, 0x34000000u, 0x0c000000u, 0x1f800000u, 0x5f800000u, 0x3f800001u, 0x4b000000u,
};
enum { NSPEC = sizeof specials / sizeof specials[0] };

static uint32_t next(uint64_t *s)
{
    *s = *s * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)(*s >> 32);
}

static uint32_t operand(uint64_t *s)
{
    uint32_t r = next(s);
    switch (r % 4) {
    case 0: return specials[(r >> 8) % NSPEC];
    case 1: return (r & 0x807fffffu) | (0x3f000000u + ((r >> 8 & 7) << 23));   /* near 1: rounding ties */
    case 2: return (r & 0x80ffffffu) | 0x00800000u;                             /* near the denormal edge */
    default: return next(s);
    }
}

static const struct { amd_vf k; amd_opfn fn; } ops[] = {
    {VF_ADD, amd_op_add_f32}, {VF_SUB, amd_op_sub_f32}, {VF_MUL, amd_op_mul_f32},
    {VF_MAD, amd_op_mad_f32}, {VF_FMA, amd_op_fma_f32},
};

static void check_against_lanes(void)
{
    uint64_t seed = 19;
    for (size_t o = 0; o < sizeof ops / sizeof ops[0]; o++) {
        CHECK(amd_vflt_kernel(ops[o].fn) == ops[o].k);
        for (int keep = 0; keep < 2; keep++)
            for (int round = 0; round < 400; round++) {
                uint32_t a[AMD_VF_LANES], b[AMD_VF_LANES], c[AMD_VF_LANES], r[AMD_VF_LANES];
                for (unsigned l = 0; l < AMD_VF_LANES; l++) a[l] = operand(&seed), b[l] = operand(&seed), c[l] = operand(&seed);
                uint64_t slow = amd_vflt_run(ops[o].k, r, a, b, c, keep != 0);
                for (unsigned l = 0; l < AMD_VF_LANES; l++) {
                    amd_io io = {.keep32 = keep != 0};
                    io.bits = 32, io.a = a[l], io.b = b[l], io.c = c[l];
                    uint32_t want = (uint32_t)ops[o].fn(&io);
                    if (!(slow >> l & 1) && r[l] != want) {
                        fprintf(stderr, "op %zu keep %d: %08x %08x %08x -> %08x, expected %08x\n", o, keep, a[l], b[l],
                                c[l], r[l], want);
                        gi_test_failures++;
                        return;
                    }
                }
            }
    }
}

/* The lanes a kernel must hand back: a NaN result; in flush mode a denormal
 * source or result. */
static void check_handed_back(void)
{
    uint32_t a[AMD_VF_LANES], b[AMD_VF_LANES], c[AMD_VF_LANES], r[AMD_VF_LANES];
    for (unsigned l = 0; l < AMD_VF_LANES; l++) a[l] = 0x3f800000u, b[l] = 0x40000000u, c[l] = 0;
    a[1] = 0x7fc00000u;                       /* NaN source */
    a[2] = 0x7f800000u, b[2] = 0xff800000u;   /* inf + -inf: invalid */
    a[3] = 0x00000001u;                       /* denormal source */
    a[4] = 0x00800000u, b[4] = 0x80800001u;   /* denormal result of the sum */
    uint64_t flush = amd_vflt_run(VF_ADD, r, a, b, c, false), keep = amd_vflt_run(VF_ADD, r, a, b, c, true);
    CHECK_EQ_U64(flush, 0x1e);
    CHECK_EQ_U64(keep, 0x6);
    CHECK_EQ_U64(r[0], 0x40400000u);          /* 1 + 2 */
    CHECK_EQ_U64(r[3], 0x40000000u);          /* denormals kept: 2 + 2^-149 rounds to 2 */
    CHECK_EQ_U64(r[4], 0x80000001u);          /* 2^-126 - (2^-126 + 2^-149) */
}

int main(void)
{
    check_against_lanes();
    check_handed_back();
    TEST_DONE();
}
