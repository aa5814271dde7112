/* AMDGPU operand-list parser (see parse.c). */
#ifndef GI_AMDGPU_PARSE_H
#define GI_AMDGPU_PARSE_H
#include "amdgpu/operand.h"

typedef struct amd_pctx {
    amd_reg_env reg;
    bool fp_mods;    /* VALU operands: -x, |x|, abs(), neg(), sext() are modifiers */
    bool swizzle;    /* offset: takes swizzle(...) (AMD_I_SWIZZLE) */
    bool exp;        /* EXP: done, compr and vm are modifiers (elsewhere symbols, as in llvm-mc 14) */
    bool mtbuf;      /* MTBUF: a format may precede soffset (dfmt:/nfmt: before GFX10, format:N on GFX10) */
} amd_pctx;

/* Parse the operands and named modifiers of one instruction. `sig` guides
 * position-specific syntax (waitcnt, hwreg, sendmsg); nsa_ok allows a GFX10
 * NSA address list as the second operand. Errors are reported. */
bool amd_parse_operands(amd_pctx *pc, gi_lexer *lx, const amd_sig *sig, bool nsa_ok, amd_parsed *out);

/* Expression with the precedence-difference warning of default mode. */
bool amd_parse_expr(amd_pctx *pc, gi_lexer *lx, gi_eval *ev);
bool amd_parse_expr_ex(amd_pctx *pc, gi_lexer *lx, gi_eval *ev, bool stop_at_bar);

#endif
