/* 64-bit integer expressions with symbols, `.` and forward references.
 *
 * Two operator-priority tables exist: the one of the AMDGPU operand-syntax
 * page and GNU as's (which llvm-mc uses). The caller chooses; evaluating with
 * both tells whether a line means different things to the two. */
#ifndef GI_CORE_EXPR_H
#define GI_CORE_EXPR_H
#include <stdint.h>
#include <stdbool.h>
#include "core/lexer.h"
#include "core/symtab.h"
#include "core/util.h"

typedef enum gi_prec_table { GI_PREC_PAGE = 0, GI_PREC_GNU = 1 } gi_prec_table;

typedef struct gi_expr_env {
    gi_symtab *syms;
    uint64_t dot;          /* address of the current statement */
    gi_prec_table prec;
    bool final;            /* end of assembly: labels have their final values */
    bool stop_at_bar;      /* inside |...| abs bars: `|` ends the expression */
    unsigned depth;        /* recursion guard */
    unsigned numflags;     /* number dialect for re-evaluated symbol texts */
    bool llvm_dialect;     /* llvm-mc: a real is its f64 bit pattern; `sym@variant` is not a name */
    int dot_section;       /* section of `.` (GI_SEC_UNKNOWN if the caller does not say) */
} gi_expr_env;

/* Label terms by section: a difference of labels is absolute only within one
 * section. GI_SEC_UNKNOWN marks a term whose section is not known here. */
enum { GI_EVAL_SECS = 4, GI_SEC_UNKNOWN = -1 };
typedef struct gi_sec_terms {
    int sec[GI_EVAL_SECS];
    int coef[GI_EVAL_SECS];
    unsigned n;
    bool unknown;          /* a term of unknown section, or more sections than tracked */
} gi_sec_terms;

/* Relocation variants written `sym@variant` (AMDGPU's, as llvm-mc reads them). */
enum { GI_VK_NONE = 0, GI_VK_ABS32_LO, GI_VK_ABS32_HI, GI_VK_REL32_LO, GI_VK_REL32_HI, GI_VK_GOTPCREL,
       GI_VK_GOTPCREL32_LO, GI_VK_GOTPCREL32_HI, GI_VK_REL64, GI_VK_ABS64 };

/* The variant named by the text after '@' (GI_VK_NONE if none). */
int gi_expr_variant(const char *p, size_t len);

typedef struct gi_eval {
    int64_t value;
    int label_coef;        /* net count of label / `.` terms (+1 label, -1 minus label) */
    bool deferred;         /* refers to a label, `.`, or an unknown symbol (not final) */
    bool nonlinear;        /* a label term was used other than added/subtracted: not relocatable */
    int top_op;            /* outermost binary operator ('-', '+', ...; 0 if none) */
    int global_coef;       /* net count of global (preemptible) label terms */
    int64_t global_sum;    /* their contribution to value */
    const char *undefined; /* final: name of an undefined symbol used (NULL if none) */
    size_t undefined_len;
    const char *error;     /* static message, NULL if ok */
    const char *error_at;  /* position in the line */
    const char *sym;       /* the last symbol term added (relocation target), or NULL */
    size_t sym_len;
    int variant;           /* its relocation variant (GI_VK_*) */
    bool sym_subtracted;   /* a symbol term was subtracted */
    gi_sec_terms secs;     /* label terms by section */
    const char *start;     /* first character of the expression */
    const char *end;       /* one past its last character */
} gi_eval;

/* Parse and evaluate an expression starting at the lexer's current token.
 * On success the lexer is left on the first token after the expression.
 * Returns false and sets out->error on a syntax or arithmetic error. */
bool gi_expr_parse(gi_lexer *lx, gi_expr_env *env, gi_eval *out);

/* Evaluate a stored expression text at the end of assembly. */
bool gi_expr_eval_text(const char *text, size_t len, unsigned numflags, gi_expr_env *env, gi_eval *out);

/* Copy an expression's text with every numeric local-label reference
 * (`1b`, `2f`) replaced by the name of the instance it means now, so that
 * the text can be evaluated again later. */
void gi_expr_pin_locals(const char *text, size_t len, gi_symtab *syms, gi_str *out);

/* The sections whose label terms do not cancel: 0 when the label terms are
 * all of one section (or none), else the count, with the positive and the
 * negative one of a two-section difference. -1 if not known. */
int gi_eval_cross_sections(const gi_eval *e, int *pos, int *neg);

/* True if the token can start an expression. */
bool gi_expr_can_start(const gi_tok *t);

#endif
