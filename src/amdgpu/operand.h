/* Parsed AMDGPU operands and trailing modifiers, and the conversion of
 * numbers to inline constants or literals (the seed page's "Type and Size
 * Conversion" rules, with llvm-mc 14's where they differ). */
#ifndef GI_AMDGPU_OPERAND_H
#define GI_AMDGPU_OPERAND_H
#include "amdgpu/regs.h"
#include "amdgpu/insts.h"

typedef enum amd_okind { AO_REG = 1, AO_IMM, AO_FLOAT, AO_EXPR, AO_OFF, AO_NSA, AO_FUNC,
                         AO_ATTR, AO_ISLOT /* ival: attr | chan << 6, or the slot */,
                         AO_ETGT /* ival: the export target id */ } amd_okind;

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

/* Modifier identities: the order in which a family takes them is a table
 * (amdgpu/modifiers.c). */
typedef enum amd_mod_id {
    AMD_MOD_CPOL = 0,        /* glc slc dlc scc: one cache-policy operand */
    AMD_MOD_GDS, AMD_MOD_LDS, AMD_MOD_TFE, AMD_MOD_IDXEN, AMD_MOD_OFFEN, AMD_MOD_ADDR64,
    AMD_MOD_UNORM, AMD_MOD_DA, AMD_MOD_R128, AMD_MOD_A16, AMD_MOD_D16, AMD_MOD_LWE, AMD_MOD_NV,
    AMD_MOD_SWZ, AMD_MOD_CLAMP, AMD_MOD_OFFSET, AMD_MOD_OFFSET0, AMD_MOD_OFFSET1, AMD_MOD_DMASK,
    AMD_MOD_DIM, AMD_MOD_FORMAT, AMD_MOD_OMOD, AMD_MOD_OP_SEL, AMD_MOD_OP_SEL_HI, AMD_MOD_NEG_LO,
    AMD_MOD_NEG_HI, AMD_MOD_CBSZ, AMD_MOD_ABID, AMD_MOD_BLGP, AMD_MOD_HIGH,
    /* SDWA (GFX8+) */
    AMD_MOD_DST_SEL, AMD_MOD_DST_UNUSED, AMD_MOD_SRC0_SEL, AMD_MOD_SRC1_SEL,
    /* DPP (GFX8+): one control (quad_perm, row_shl ... or GFX10 dpp8), masks, flags */
    AMD_MOD_DPP_CTRL, AMD_MOD_DPP8, AMD_MOD_ROW_MASK, AMD_MOD_BANK_MASK, AMD_MOD_BOUND_CTRL, AMD_MOD_FI,
    /* EXP */
    AMD_MOD_DONE, AMD_MOD_COMPR, AMD_MOD_VM,
    AMD_MOD_INST_OFFSET,     /* inst_offset:N, FLAT's other spelling of offset:N */
    AMD_NMOD
} amd_mod_id;

/* Cache-policy bits as llvm-mc 14 numbers them. */
enum { AMD_CPOL_GLC = 1, AMD_CPOL_SLC = 2, AMD_CPOL_DLC = 4, AMD_CPOL_SCC = 16 };

#define AMD_MAX_MODSEQ 12

/* Named modifiers written after the operands. -1 / false = absent. */
typedef struct amd_mods {
    int64_t offset, offset0, offset1;
    bool has_offset, has_offset0, has_offset1;
    const char *offset_at;
    bool glc, slc, dlc, gds, lds, tfe, idxen, offen, addr64, unorm, da, r128, a16, d16, lwe, nv, scc, swz;
    bool clamp, has_omod, high;
    bool has_clamp;          /* clamp or noclamp was written (a VALU row: its VOP3 form) */
    bool done, compr, vm;    /* EXP */
    int omod;                /* 0 none, 1 mul:2, 2 mul:4, 3 div:2 */
    int dmask, dim;
    int op_sel, op_sel_hi, neg_lo, neg_hi;
    int cbsz, abid, blgp;    /* MFMA broadcast controls, -1 absent */
    int fmt;                 /* MTBUF format, -1 absent */
    /* SDWA selectors (BYTE_0..3 = 0..3, WORD_0/1 = 4/5, DWORD = 6) and
     * dst_unused (PAD 0, SEXT 1, PRESERVE 2); -1 absent */
    int dst_sel, dst_unused, src0_sel, src1_sel;
    /* DPP: the 9-bit dpp_ctrl, or the 24-bit dpp8 selectors; row_mask,
     * bank_mask, bound_ctrl, fi: -1 absent */
    int dpp_ctrl, row_mask, bank_mask, bound_ctrl, fi;
    int32_t dpp8;
    bool sdwa_mods, dpp_mods;  /* some SDWA / DPP modifier was written */
    const char *first_at;    /* first modifier, for errors */
    /* written modifiers, also as noX (llvm-mc 14 checks some by presence:
     * dlc/scc before GFX10, a16 before GFX9, r128 on GFX9): a bit per
     * amd_mod_id, and the cache-policy bits */
    uint64_t written;
    uint8_t cpol_written;
    const char *dlc_at, *scc_at;  /* where dlc/scc (or nodlc/noscc) was written */
#define AMD_WRITTEN(m, id) (((m)->written >> (id)) & 1u)
    /* the modifiers in source order, cache-policy tokens merged into the
     * first one (as llvm-mc builds its operand list); value = what the
     * modifier would be as an immediate operand */
    uint8_t nseq;
    uint8_t seq[AMD_MAX_MODSEQ];      /* amd_mod_id */
    const char *seq_at[AMD_MAX_MODSEQ];
    int64_t seq_val[AMD_MAX_MODSEQ];
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
