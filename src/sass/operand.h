/* Source operands as written, before a table row gives them a meaning. */
#ifndef GI_SASS_OPERAND_H
#define GI_SASS_OPERAND_H
#include "core/asmcore.h"
#include "core/lexer.h"

typedef enum sass_gkind { GO_REG, GO_PRED, GO_CBUF, GO_MEM, GO_IMM, GO_CC, GO_FIMM, GO_SR, GO_PRCC,
                          GO_SB, GO_SBSET, GO_TEXDIM } sass_gkind;

typedef struct sass_gop {
    sass_gkind kind;
    const char *at;          /* first character of the operand */
    const char *reg_at;      /* the register (or index register) */
    const char *val_at;      /* the immediate / offset expression */
    const char *bank_at;     /* c[bank] expression */
    const char *cc_at;       /* a .CC suffix */
    const char *reuse_at;    /* a .reuse suffix */
    bool neg;                /* '-' before a register or c[][], '!' before a predicate */
    bool inv;                /* '~' before a register or c[][] */
    uint8_t hsel;            /* .H0 (1) / .H1 (2) after a register or c[][] */
    const char *hsel_at;
    uint8_t hswz;            /* a half2 swizzle after a register: 0 .H1_H0, 1 .F32, 2 .H0_H0, 3 .H1_H1 */
    const char *hswz_at;
    uint8_t bsel;            /* .B0 .. .B3 after a register: the byte number */
    const char *bsel_at;
    bool has_off;            /* GO_REG followed by {+|-}imm without a comma (BRX R4 -0x10): off */
    int reg;                 /* register / predicate number; index register of [..] (-1 = none) */
    int64_t val;             /* immediate value, c[] bank, CC test code (GO_CC), SR number (GO_SR), 0 PR / 1 CC (GO_PRCC),
                              * SBn (GO_SB), the scoreboard mask (GO_SBSET), the dimension 1..3 (GO_TEXDIM) */
    int64_t off;             /* c[][] / [..] byte offset */
    bool deferred;           /* the immediate names a label not known yet */
    const char *expr_end;    /* end of the immediate expression text */
    /* float operands */
    bool abs;                /* |R| / |c[][]| */
    bool fneg;               /* a .NEG suffix on a float immediate */
    bool has_f;              /* fval holds the literal's value (GO_FIMM; a decimal GO_IMM, so -0 keeps its sign) */
    double fval;
} sass_gop;

#define SASS_MAX_GOPS 8

/* Parse one operand at the lexer (reports errors; false on error). */
bool sass_parse_operand(gi_asmcore *core, gi_lexer *lx, sass_gop *g);

/* Register name -> 0..254, 255 (RZ); -1 not a register name; -2 index out of range. */
int sass_reg_name(const char *p, size_t n);
/* Predicate name -> 0..6, 7 (PT); -1 not a predicate name; -2 out of range. */
int sass_pred_name(const char *p, size_t n);

#endif
