/* AMDGPU execution: whole-wave kernels for the 32-bit VALU integer
 * operations (amdgpu/exec_vint.c). The executor (exec.c) picks a kernel
 * once per decoded instruction from the value operation of its semantic
 * row (one table, exec_vint.c) and at run time hands it the source lanes
 * (VGPR rows, or a broadcast SGPR/constant); the kernel computes every lane
 * of the result with no per-lane call, and the executor writes the lanes
 * EXEC leaves active. The results equal the per-lane operations of
 * exec_ops.c bit for bit (same rules D-I1, D-I2). */
#ifndef GI_AMDGPU_EXEC_VINT_H
#define GI_AMDGPU_EXEC_VINT_H
#include "amdgpu/exec/exec_ops.h"

enum { AMD_VK_LANES = 64 };

typedef enum amd_vk {
    VK_NONE,
    VK_MOV, VK_NOT, VK_ADD, VK_SUB, VK_AND, VK_OR, VK_XOR, VK_XNOR, VK_LSHL, VK_LSHR, VK_ASHR,
    VK_MUL_LO, VK_MUL_HI_U, VK_MUL_HI_I, VK_MUL_U24, VK_MUL_I24, VK_MAD_U24, VK_MAD_I24,
    VK_MIN_U, VK_MAX_U, VK_MIN_I, VK_MAX_I, VK_BFE_U, VK_BFE_I,
    /* the GFX9+ three-source integer ops (exec_iops.c) */
    VK_ADD3, VK_LSHL_ADD, VK_ADD_LSHL, VK_LSHL_OR, VK_AND_OR, VK_OR3,
    /* with a lane mask in or out */
    VK_ADD_CO, VK_SUB_CO, VK_ADDC, VK_SUBB, VK_CNDMASK,
} amd_vk;

/* The kernel of a value operation on 32-bit lanes; `carry_out` when the
 * instruction writes a carry/borrow mask. VK_NONE: no kernel (the caller
 * keeps the per-lane path). */
amd_vk amd_vint_kernel(amd_opfn fn, bool carry_out);

/* r[l] = op(a[l], b[l], c[l]) for all AMD_VK_LANES lanes; `uni` bit k: source
 * k holds one value in every lane (a broadcast); cin = the carry-in or select
 * mask (bit l = lane l); *cout = the carry/borrow mask of all lanes (the
 * caller keeps the active ones). r must not overlap the sources. */
void amd_vint_run(amd_vk k, uint32_t *restrict r, const uint32_t *a, const uint32_t *b, const uint32_t *c,
                  unsigned uni, uint64_t cin, uint64_t *cout);

/* A 32-bit integer compare of all AMD_VK_LANES lanes: bit l of the result =
 * the condition on (a[l], b[l]); p bits 3:0 = the set of {lt, eq, gt} that
 * is true (amd_op_cmp_int's), bit 4 (AMD_CMP_SIGNED) = signed. */
uint64_t amd_vint_cmp(unsigned p, const uint32_t *a, const uint32_t *b);

#endif
