/* Parsed AMDGPU operands and trailing modifiers, and the conversion of
 * numbers to inline constants or literals (the seed page's "Type and Size
 * Conversion" rules, with llvm-mc 14's where they differ). */
#ifndef GI_AMDGPU_OPERAND_H
#define GI_AMDGPU_OPERAND_H
#include "amdgpu/regs.h"
#include "amdgpu/insts.h"

typedef enum amd_okind { AO_REG = 1, AO_IMM, AO_FLOAT, AO_EXPR, AO_OFF, AO_NSA, AO_FUNC } amd_okind;

typedef struct amd_operand {
    uint8_t kind;            /* amd_okind */
    amd_reg reg;             /* AO_REG */
    int64_t ival;            /* AO_IMM (also the value of AO_FUNC) */
    uint64_t fbits;          /* AO_FLOAT: f64 bits */
    const char *start, *end; /* source span (AO_EXPR: the expression text) */
    bool neg, abs, sext;     /* source modifiers */
    uint8_t nnsa;
    uint8_t nsa[16];         /* AO_NSA: VGPR indices */
} amd_operand;

#define AMD_MAX_OPERANDS 8

/* Named modifiers written after the operands. -1 / false = absent. */
typedef struct amd_mods {
    int64_t offset, offset0, offset1;
    bool has_offset, has_offset0, has_offset1;
    const char *offset_at;
    bool glc, slc, dlc, gds, lds, tfe, idxen, offen, addr64, unorm, da, r128, a16, d16, lwe, nv, scc;
    bool clamp;
    int omod;                /* 0 none, 1 mul:2, 2 mul:4, 3 div:2 */
    int dmask, dim;
    int op_sel, op_sel_hi, neg_lo, neg_hi;
    int fmt;                 /* MTBUF format, -1 absent */
    const char *first_at;    /* first modifier, for errors */
} amd_mods;

typedef struct amd_parsed {
    int n;
    amd_operand op[AMD_MAX_OPERANDS];
    amd_mods mods;
} amd_parsed;

/* How an immediate becomes operand bits. */
typedef struct amd_imm_enc {
    uint16_t code;      /* 9-bit source code: 128..248 inline, 255 literal */
    uint32_t literal;   /* literal dword when code == 255 */
    bool is_literal;
    const char *warning;/* a note the caller should report (e.g. f64 low bits lost) */
} amd_imm_enc;

/* Encode an immediate operand (AO_IMM or AO_FLOAT) for an operand of type t.
 * Returns NULL on success or an error message. */
const char *amd_encode_imm(const amd_target *tgt, bool compat, const amd_operand *o, amd_type t,
                           amd_imm_enc *out);

/* The operand's value as a 32-bit (or 16-bit) literal of type t, never inline. */
const char *amd_imm_bits(const amd_operand *o, amd_type t, uint32_t *bits);

/* True if the 32/64/16-bit value is an inline constant (and its code). */
bool amd_inline32(uint32_t v, bool inv2pi, uint16_t *code);
bool amd_inline64(uint64_t v, bool inv2pi, uint16_t *code);
bool amd_inline16(uint16_t v, bool inv2pi, bool int_only, uint16_t *code);

#endif
