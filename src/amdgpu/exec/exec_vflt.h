/* AMDGPU execution: whole-wave kernels for the common f32 VALU operations
 * (v_add/sub/subrev/mul/fma/fmac/mad/mac_f32) without modifiers, the float
 * counterpart of exec_vint.h. The kernel computes every lane with host IEEE
 * arithmetic (round to nearest even, denormals kept), which is the exact
 * result of the operation of exec_ops.c for every lane whose operands and
 * result are ordinary: no NaN result and, when the MODE flushes f32
 * denormals, no denormal source, intermediate product or result. The lanes
 * where that does not hold come back in a mask, and the executor computes
 * those with the per-lane operation (D-FP2, D-FP4), so the results are
 * those of exec_ops.c bit for bit. */
#ifndef GI_AMDGPU_EXEC_VFLT_H
#define GI_AMDGPU_EXEC_VFLT_H
#include "amdgpu/exec/exec_ops.h"

enum { AMD_VF_LANES = 64 };

typedef enum amd_vf {
    VF_NONE,
    VF_ADD, VF_SUB, VF_MUL,
    VF_MAD,       /* a * b rounded, + c rounded (v_mad_f32, v_mac_f32) */
    VF_FMA,       /* one rounding (v_fma_f32, v_fmac_f32) */
} amd_vf;

/* The kernel of a value operation on f32 lanes, or VF_NONE. */
amd_vf amd_vflt_kernel(amd_opfn fn);

/* r[l] = op(a[l], b[l], c[l]) for all AMD_VF_LANES lanes. Returns the lanes
 * whose r[l] is not the operation's result (see above): the caller computes
 * them with the per-lane operation. r must not overlap the sources. */
uint64_t amd_vflt_run(amd_vf k, uint32_t *restrict r, const uint32_t *a, const uint32_t *b, const uint32_t *c,
                      bool keep32);

#endif
