/* AMDGPU execution: the matrix fused multiply-add instructions (v_mfma_*,
 * VOP3P-MAI) of gfx90a and gfx908 (exec_mfma.c). One row per mnemonic
 * gives its shape (M, N, K, blocks, input type); one handler does them all
 * (docs/amdgpu-exec.md "Matrix instructions (gfx90a)", D-MF1..D-MF6). */
#ifndef GI_AMDGPU_EXEC_MFMA_H
#define GI_AMDGPU_EXEC_MFMA_H
#include "amdgpu/exec/exec_int.h"
#include <stddef.h>

/* the semantic rows (sem_tables in exec.c), ended by a NULL name */
extern const amd_sem amd_mfma_sems[];

/* the handler of every row of amd_mfma_sems */
int amd_h_mfma(amd_x *x, gi_machine *m, const amd_uop *u);

/* Are the decoded fields of u (a matrix row bound to amd_h_mfma with its
 * shape in u->p) a modelled form? If not, why (a message naming the form). */
bool amd_mfma_form_ok(const amd_uop *u, char *why, size_t n);

#endif
