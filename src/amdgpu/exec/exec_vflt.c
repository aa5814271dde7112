/* Whole-wave f32 kernels (exec_vflt.h). The arithmetic loops are plain C
 * over 64 lanes so that the compiler vectorises them; the lanes the host
 * result may not be the modelled one for are found afterwards from the bit
 * patterns alone. FMA uses the host's fused multiply-add instruction when
 * the CPU has one (one rounding, as fmaf), else fmaf. */
#include "amdgpu/exec/exec_vflt.h"
#include "amdgpu/exec/fbits.h"
#include <math.h>

static const struct { amd_opfn fn; amd_vf k; } kernels[] = {
    {amd_op_add_f32, VF_ADD}, {amd_op_sub_f32, VF_SUB}, {amd_op_mul_f32, VF_MUL},
    {amd_op_mad_f32, VF_MAD}, {amd_op_fma_f32, VF_FMA},
};

amd_vf amd_vflt_kernel(amd_opfn fn)
{
    for (size_t i = 0; i < sizeof kernels / sizeof kernels[0]; i++)
        if (kernels[i].fn == fn) return kernels[i].k;
    return VF_NONE;
}

enum { N = AMD_VF_LANES };

/* 0 or 1 as integers, without branches, so that the loops over lanes vectorise */
static inline uint32_t is_nan(uint32_t v) { return (v & 0x7fffffffu) > 0x7f800000u; }
static inline uint32_t is_denorm(uint32_t v) { return ((v & 0x7f800000u) == 0) & ((v & 0x7fffffu) != 0); }

/* x86: the FMA instruction when the host has it (chosen at run time); elsewhere (e.g. the
 * WebAssembly build of web/) fmaf */
#if defined(__x86_64__) || defined(__i386__)
#define FMA_HW() __builtin_cpu_supports("fma")
__attribute__((target("fma"))) static void fma_hw(uint32_t *restrict r, const uint32_t *a, const uint32_t *b,
                                                  const uint32_t *c)
{
    for (unsigned l = 0; l < N; l++) r[l] = f32b(__builtin_fmaf(f32f(a[l]), f32f(b[l]), f32f(c[l])));
}

#else
#define FMA_HW() 0
#define fma_hw fma_sw
#endif

static void fma_sw(uint32_t *restrict r, const uint32_t *a, const uint32_t *b, const uint32_t *c)
{
    for (unsigned l = 0; l < N; l++) r[l] = f32b(fmaf(f32f(a[l]), f32f(b[l]), f32f(c[l])));
}

uint64_t amd_vflt_run(amd_vf k, uint32_t *restrict r, const uint32_t *a, const uint32_t *b, const uint32_t *c,
                      bool keep32)
{
    uint32_t p[N];
    switch (k) {
    case VF_ADD: for (unsigned l = 0; l < N; l++) r[l] = f32b(f32f(a[l]) + f32f(b[l])); break;
    case VF_SUB: for (unsigned l = 0; l < N; l++) r[l] = f32b(f32f(a[l]) - f32f(b[l])); break;
    case VF_MUL: for (unsigned l = 0; l < N; l++) r[l] = f32b(f32f(a[l]) * f32f(b[l])); break;
    case VF_MAD:
        for (unsigned l = 0; l < N; l++) p[l] = f32b(f32f(a[l]) * f32f(b[l]));
        for (unsigned l = 0; l < N; l++) r[l] = f32b(f32f(p[l]) + f32f(c[l]));
        break;
    case VF_FMA:
        if (FMA_HW()) fma_hw(r, a, b, c);
        else fma_sw(r, a, b, c);
        break;
    default: return ~0ull;
    }
    /* the lanes to redo: NaN results and, when denormals are flushed, denormal inputs or
     * results. First an OR over the lanes (vectorised, no lane shifts): usually none */
    uint32_t three = k == VF_MAD || k == VF_FMA, mad = k == VF_MAD, any = 0;
    if (keep32)
        for (unsigned l = 0; l < N; l++) any |= is_nan(r[l]);
    else {
        for (unsigned l = 0; l < N; l++)
            any |= is_nan(r[l]) | is_denorm(a[l]) | is_denorm(b[l]) | is_denorm(r[l]) | (three & is_denorm(c[l]));
        if (mad)   /* p: the rounded product, written only for MAD */
            for (unsigned l = 0; l < N; l++) any |= is_denorm(p[l]);
    }
    if (!any) return 0;
    uint64_t slow = 0;
    for (unsigned l = 0; l < N; l++) {
        bool s = is_nan(r[l]);
        if (!keep32)
            s = s || is_denorm(a[l]) || is_denorm(b[l]) || is_denorm(r[l]) || (three && is_denorm(c[l])) ||
                (mad && is_denorm(p[l]));
        slow |= (uint64_t)s << l;
    }
    return slow;
}
