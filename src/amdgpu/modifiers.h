/* Which named modifiers each encoding family takes, and in which order. */
#ifndef GI_AMDGPU_MODIFIERS_H
#define GI_AMDGPU_MODIFIERS_H
#include "amdgpu/amdgpu.h"

typedef struct amd_mod_order {
    uint8_t rank[AMD_NMOD];   /* 0 = not taken; modifiers must come in increasing rank */
    uint8_t list[AMD_NMOD];   /* the taken modifiers in rank order */
    uint8_t n;                /* how many are taken */
} amd_mod_order;

/* The order of the row's family (matrix rows of VOP3P have their own). */
const amd_mod_order *amd_mod_order_for(const amd_row *row, amd_gen gen);

/* Check the source-order modifier list of e (from entry `skip` on) against
 * the order; reports "invalid operand for instruction" at the first
 * modifier out of place, not taken, or repeated. */
bool amd_check_mod_order(amd_enc *e, const amd_mod_order *ord, int skip);

/* Can modifier seq[idx] stand where llvm-mc 14 expects an immediate operand
 * (its parser accepts the token on this target and the value is an
 * immediate)? */
bool amd_mod_as_operand_ok(const amd_enc *e, int idx);

/* Where modifier `id` was written (its first entry), else first_at. */
const char *amd_mod_at(const amd_mods *m, amd_mod_id id);

#endif
