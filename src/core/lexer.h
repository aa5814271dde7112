/* Tokenizer for one source line, shared by the ISA front ends.
 * Comments are stripped by the caller (each ISA has its own comment marks). */
#ifndef GI_CORE_LEXER_H
#define GI_CORE_LEXER_H
#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>
#include "core/number.h"

typedef enum gi_tok_kind {
    GI_T_EOL = 0,
    GI_T_IDENT,    /* [a-zA-Z_.$][a-zA-Z0-9_$.@]* */
    GI_T_INT,
    GI_T_FLOAT,
    GI_T_PUNCT,    /* see gi_punct */
    GI_T_STRING,   /* "..." (text includes the quotes) */
    GI_T_BAD       /* malformed number or unknown character; tok.error says why */
} gi_tok_kind;

/* Multi-character punctuators; single characters use their own code. */
enum gi_punct {
    GI_P_SHL = 256, GI_P_SHR, GI_P_LE, GI_P_GE, GI_P_EQ, GI_P_NE, GI_P_LAND, GI_P_LOR
};

typedef struct gi_tok {
    gi_tok_kind kind;
    const char *p;       /* start in the line */
    size_t len;
    int punct;           /* GI_T_PUNCT: a character or a gi_punct */
    uint64_t ival;       /* GI_T_INT */
    double fval;         /* GI_T_FLOAT */
    const char *error;   /* GI_T_BAD */
    bool space_before;   /* whitespace precedes the token */
} gi_tok;

/* Comment marks, or-ed into the flags of gi_lex_init with the GI_NUMF_*
 * number flags: the rest of the line after one is end of line. */
enum {
    GI_LEXF_SEMI_COMMENT = 1u << 16,  /* ; */
    GI_LEXF_HASH_LINE_COMMENT = 1u << 17, /* # as the first non-blank of the line (llvm-mc's
                                             cpp line markers and comments) */
    GI_LEXF_SLASH_COMMENT = 1u << 18  /* // */
};

typedef struct gi_lexer {
    const char *line, *cur, *end;
    unsigned numflags;   /* GI_NUMF_* for number scanning, GI_LEXF_* comment marks */
    gi_tok tok;          /* current token */
    gi_tok ahead;        /* the next token, once peeked */
    const char *ahead_cur;
    bool has_ahead;
} gi_lexer;

void gi_lex_init(gi_lexer *lx, const char *line, size_t len, unsigned numflags);
/* Advance to the next token (result in lx->tok). */
void gi_lex_next(gi_lexer *lx);
/* Token after the current one, without advancing (scanned once, then kept). */
gi_tok gi_lex_peek(const gi_lexer *lx);
/* Restart scanning at p (a position in the line after the current token,
 * found by a caller that read characters directly): lx->tok becomes the
 * token at p. */
void gi_lex_seek(gi_lexer *lx, const char *p);
/* Column (1-based) of a pointer into the line. */
unsigned gi_lex_col(const gi_lexer *lx, const char *p);

bool gi_tok_is(const gi_tok *t, int punct);
bool gi_tok_ident(const gi_tok *t, const char *name);   /* case-sensitive */
bool gi_tok_iident(const gi_tok *t, const char *name);  /* case-insensitive */

bool gi_is_ident_start(int c);
bool gi_is_ident_char(int c);

#endif
