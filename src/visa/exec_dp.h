/* The pre-LSC data-port messages of vISA and movs (exec_dp.c,
 * docs/visa-exec.md "Data-port messages"): gather4_scaled / scatter4_scaled,
 * gather_scaled / scatter_scaled, oword_ld / oword_st / oword_ld_unaligned,
 * svm_block_ld / svm_block_st, svm_gather / svm_scatter, svm_atomic,
 * dword_atomic, and movs on surface / sampler variables. */
#ifndef GI_VISA_EXEC_DP_H
#define GI_VISA_EXEC_DP_H
#include "visa/exec.h"
#include "visa/parse.h"

/* Whether g is one of the instructions exec_dp.c executes. */
bool vx_dp_handles(const visa_gparsed *g);
/* Execute g (vx_dp_handles(g)): GI_STEP_NEXT, or GI_STEP_ERROR after a run
 * error naming the operand. Faults are recorded and do not stop the run.
 * Does not move x->m->pc. */
int vx_exec_dp(visa_exec *x, const visa_gparsed *g);
/* Size the state of the declared surface (which = VX_SURFACES) or sampler
 * (VX_SAMPLERS) variables: n variables of nelts[k] elements, none set. */
void vx_dp_init(visa_exec *x, unsigned which, const uint16_t *nelts, size_t n);
/* Forget every state value (a launch's thread starting a work-group: as its
 * registers, its surface variables hold nothing until movs writes them). */
void vx_dp_reset(visa_exec *x);
/* Free what vx_dp_init allocated. */
void vx_dp_free(visa_exec *x);

#endif
