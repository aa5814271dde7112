#include "core/lexer.h"
#include "core/util.h"
#include <ctype.h>
#include <string.h>

/* '\001' starts the internal names of numeric local-label instances
 * (symtab.h); it never appears in source text that reaches the lexer. */
bool gi_is_ident_start(int c)
{
    return isalpha(c) || c == '_' || c == '.' || c == '$' || c == 1;
}

bool gi_is_ident_char(int c)
{
    return isalnum(c) || c == '_' || c == '.' || c == '$' || c == '@' || c == 1;
}

void gi_lex_init(gi_lexer *lx, const char *line, size_t len, unsigned numflags)
{
    lx->line = lx->cur = line;
    lx->end = line + len;
    lx->numflags = numflags;
    memset(&lx->tok, 0, sizeof lx->tok);
    gi_lex_next(lx);
}

unsigned gi_lex_col(const gi_lexer *lx, const char *p)
{
    return (unsigned)(p - lx->line) + 1;
}

/* Two-character punctuators, longest match first. */
static const struct { char a, b; int code; } two_char[] = {
    {'<', '<', GI_P_SHL}, {'>', '>', GI_P_SHR}, {'<', '=', GI_P_LE}, {'>', '=', GI_P_GE},
    {'=', '=', GI_P_EQ}, {'!', '=', GI_P_NE}, {'<', '>', GI_P_NE}, {'&', '&', GI_P_LAND},
    {'|', '|', GI_P_LOR},
};

static void scan_token(gi_lexer *lx, gi_tok *t)
{
    const char *p = lx->cur, *end = lx->end;
    memset(t, 0, sizeof *t);
    while (p < end && (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\f' || *p == '\v')) p++;
    t->space_before = p != lx->cur || p == lx->line;
    t->p = p;
    if (p >= end) {
        t->kind = GI_T_EOL;
        lx->cur = p;
        return;
    }
    unsigned char c = (unsigned char)*p;
    bool dot_number = c == '.' && p + 1 < end && isdigit((unsigned char)p[1]);
    if (isdigit(c) || dot_number) {
        gi_num n;
        size_t len = gi_num_scan(p, end, lx->numflags, &n);
        if (len == 0) len = 1;
        t->len = len;
        if (n.error) {
            t->kind = GI_T_BAD;
            t->error = n.error;
        } else if (n.kind == GI_NUM_FLOAT) {
            t->kind = GI_T_FLOAT;
            t->fval = n.fval;
        } else {
            t->kind = GI_T_INT;
            t->ival = n.ival;
        }
    } else if (gi_is_ident_start(c)) {
        const char *q = p + 1;
        while (q < end && gi_is_ident_char((unsigned char)*q)) q++;
        t->kind = GI_T_IDENT;
        t->len = (size_t)(q - p);
    } else if (c == '\'' && p + 2 < end) {
        /* character constant: 'c' or '\n' (GNU as) */
        const char *q = p + 1;
        uint64_t v;
        if (*q == '\\' && q + 1 < end) {
            static const char esc_in[] = "ntrbfav0\\'\"", esc_out[] = "\n\t\r\b\f\a\v0\\'\"";
            const char *k = strchr(esc_in, q[1]);
            v = k && q[1] ? (unsigned char)esc_out[k - esc_in] : (unsigned char)q[1];
            q += 2;
        } else {
            v = (unsigned char)*q++;
        }
        if (q < end && *q == '\'') {
            t->kind = GI_T_INT;
            t->ival = v;
            t->len = (size_t)(q + 1 - p);
        } else {
            t->kind = GI_T_BAD;
            t->error = "unterminated character constant";
            t->len = (size_t)(q - p);
        }
    } else if (c == '"') {
        const char *q = p + 1;
        while (q < end && *q != '"') q += (*q == '\\' && q + 1 < end) ? 2 : 1;
        if (q >= end) {
            t->kind = GI_T_BAD;
            t->error = "unterminated string";
            t->len = (size_t)(end - p);
        } else {
            t->kind = GI_T_STRING;
            t->len = (size_t)(q + 1 - p);
        }
    } else {
        t->kind = GI_T_PUNCT;
        t->len = 1;
        t->punct = c;
        for (size_t i = 0; i < sizeof two_char / sizeof two_char[0]; i++) {
            if (c == two_char[i].a && p + 1 < end && p[1] == two_char[i].b) {
                t->punct = two_char[i].code;
                t->len = 2;
                break;
            }
        }
        if (c < 0x20 || c >= 0x7f || strchr("[](),:+-*/%<>=&|^!~#@{}?;", c) == NULL) {
            t->kind = GI_T_BAD;
            t->error = "invalid character in input";
        }
    }
    lx->cur = p + t->len;
}

void gi_lex_next(gi_lexer *lx)
{
    scan_token(lx, &lx->tok);
}

gi_tok gi_lex_peek(const gi_lexer *lx)
{
    gi_lexer copy = *lx;
    gi_lex_next(&copy);
    return copy.tok;
}

bool gi_tok_is(const gi_tok *t, int punct)
{
    return t->kind == GI_T_PUNCT && t->punct == punct;
}

bool gi_tok_ident(const gi_tok *t, const char *name)
{
    return t->kind == GI_T_IDENT && gi_eq(t->p, t->len, name);
}

bool gi_tok_iident(const gi_tok *t, const char *name)
{
    return t->kind == GI_T_IDENT && gi_ieq(t->p, t->len, name);
}
