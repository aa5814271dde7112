/* AMDGPU register operands: every syntax of the seed page (vN, v[N],
 * v[N:K], [vN,...], a/acc, s, ttmp, the special registers with their
 * _lo/_hi halves and SP3 bracket forms), availability per GPU and the
 * operand-field encodings. */
#ifndef GI_AMDGPU_REGS_H
#define GI_AMDGPU_REGS_H
#include <stdint.h>
#include <stdbool.h>
#include "core/lexer.h"
#include "core/asmcore.h"
#include "amdgpu/target.h"

typedef enum amd_rclass { RC_NONE = 0, RC_V, RC_S, RC_A, RC_TTMP, RC_SPECIAL } amd_rclass;

/* Special-register identities (RC_SPECIAL). */
typedef enum amd_special {
    SR_VCC, SR_VCC_LO, SR_VCC_HI, SR_EXEC, SR_EXEC_LO, SR_EXEC_HI, SR_M0,
    SR_FLAT_SCRATCH, SR_FLAT_SCRATCH_LO, SR_FLAT_SCRATCH_HI,
    SR_XNACK_MASK, SR_XNACK_MASK_LO, SR_XNACK_MASK_HI,
    SR_TBA, SR_TBA_LO, SR_TBA_HI, SR_TMA, SR_TMA_LO, SR_TMA_HI,
    SR_SCC, SR_VCCZ, SR_EXECZ, SR_LDS_DIRECT, SR_NULL,
    SR_SHARED_BASE, SR_SHARED_LIMIT, SR_PRIVATE_BASE, SR_PRIVATE_LIMIT, SR_POPS_EXITING_WAVE_ID,
    SR_COUNT
} amd_special;

typedef struct amd_reg {
    uint8_t rclass;     /* amd_rclass */
    uint8_t n;          /* 32-bit registers covered (0: any size, e.g. shared_base) */
    uint16_t idx;       /* first index, or amd_special */
    uint16_t enc;       /* 9-bit source operand code (VGPRs 256+) */
    bool src_only;      /* readable only (scc, vccz, shared_base, ...) */
    bool ival;          /* one of the page's ival operands (an inline-constant-like value) */
    bool plain_scc;     /* spelled `scc` (llvm-mc's SCC register), not `src_scc` */
} amd_reg;

typedef struct amd_reg_env {
    const amd_target *t;
    gi_asmcore *core;
    bool compat;         /* llvm-mc 14 rules */
    bool wave32;
} amd_reg_env;

/* If the lexer is at a register, parse it into *r and return 1. Return 0
 * (lexer untouched) if the token does not start a register. Return -1 after
 * reporting an error. */
int amd_parse_reg(amd_reg_env *e, gi_lexer *lx, amd_reg *r);
/* The common case without the general parser: is t a plain VGPR or SGPR
 * (v12, s3) that exists on the target? Fills r (the same register
 * amd_parse_reg would give) and returns true; the lexer is not moved. */
bool amd_plain_reg(const amd_reg_env *e, const gi_tok *t, amd_reg *r);

/* Parse a GFX10 NSA address list `[v1, v[2], [v3], ...]`; the lexer is at
 * '['. Returns the count (0 if it is not an NSA list of single VGPRs, lexer
 * untouched) or -1 after an error. */
int amd_parse_nsa(amd_reg_env *e, gi_lexer *lx, uint8_t *vgprs, int max);

const char *amd_special_name(amd_special s);

/* Does the identifier name a register (no diagnostics)? */
bool amd_is_reg_name(const gi_tok *t);

#endif
