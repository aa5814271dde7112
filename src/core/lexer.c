#include "core/lexer.h"
#include "core/util.h"
#include <ctype.h>
#include <string.h>

/* Character classes, one table lookup per character (the lexer is the hot
 * loop of the assembler). Bit 1: starts an identifier, bit 2: continues one,
 * bit 4: a punctuator character. '\001' starts the internal names of
 * numeric local-label instances (symtab.h). */
enum { CC_START = 1, CC_IDENT = 2, CC_PUNCT = 4, CC_SPACE = 8, CC_COMMENT = 16, CC_HEX = 32 };
static const unsigned char char_class[256] = {
    [' '] = CC_SPACE, ['\t'] = CC_SPACE, ['\r'] = CC_SPACE, ['\f'] = CC_SPACE, ['\v'] = CC_SPACE,
    [1] = CC_START | CC_IDENT,
    ['_'] = CC_START | CC_IDENT, ['.'] = CC_START | CC_IDENT, ['$'] = CC_START | CC_IDENT, ['@'] = CC_IDENT | CC_PUNCT,
#define R(a) [a] = CC_START | CC_IDENT
#define X(a) [a] = CC_START | CC_IDENT | CC_HEX
    X('a'), X('b'), X('c'), X('d'), X('e'), X('f'), R('g'), R('h'), R('i'), R('j'), R('k'), R('l'), R('m'),
    R('n'), R('o'), R('p'), R('q'), R('r'), R('s'), R('t'), R('u'), R('v'), R('w'), R('x'), R('y'), R('z'),
    X('A'), X('B'), X('C'), X('D'), X('E'), X('F'), R('G'), R('H'), R('I'), R('J'), R('K'), R('L'), R('M'),
    R('N'), R('O'), R('P'), R('Q'), R('R'), R('S'), R('T'), R('U'), R('V'), R('W'), R('X'), R('Y'), R('Z'),
#undef R
#undef X
#define D(a) [a] = CC_IDENT | CC_HEX
    D('0'), D('1'), D('2'), D('3'), D('4'), D('5'), D('6'), D('7'), D('8'), D('9'),
#undef D
#define P(a) [a] = CC_PUNCT
    P('['), P(']'), P('('), P(')'), P(','), P(':'), P('+'), P('-'), P('*'), P('%'), P('<'), P('>'),
    P('='), P('&'), P('|'), P('^'), P('!'), P('~'), P('{'), P('}'), P('?'),
#undef P
    ['#'] = CC_PUNCT | CC_COMMENT, [';'] = CC_PUNCT | CC_COMMENT, ['/'] = CC_PUNCT | CC_COMMENT,
};

/* First characters of two-character punctuators (<< >> <= >= == != <> && ||). */
static bool pair_start(unsigned char c)
{
    return c == '<' || c == '>' || c == '=' || c == '!' || c == '&' || c == '|';
}

/* Does a comment start at p (by the lexer's comment marks)? */
static bool is_comment(const gi_lexer *lx, const char *p)
{
    switch (*p) {
    case ';': return lx->numflags & GI_LEXF_SEMI_COMMENT;
    case '#':
        if (!(lx->numflags & GI_LEXF_HASH_LINE_COMMENT)) return false;
        for (const char *q = lx->line; q < p; q++)
            if (*q != ' ' && *q != '\t') return false;
        return true;
    case '/': return (lx->numflags & GI_LEXF_SLASH_COMMENT) && p + 1 < lx->end && p[1] == '/';
    default: return false;
    }
}

bool gi_is_ident_start(int c)
{
    return c >= 0 && c < 256 && (char_class[c] & CC_START);
}

bool gi_is_ident_char(int c)
{
    return c >= 0 && c < 256 && (char_class[c] & CC_IDENT);
}

/* A plain decimal ([1-9][0-9]{0,17} or 0) or 0x hex number (up to 15
 * digits) ending before anything an identifier or a number could continue
 * with reads the same in every dialect: the token at p (a digit), or false
 * for the general number scanner. Sets kind, ival and len, and lx->cur. */
static inline bool plain_number(gi_lexer *lx, gi_tok *t, const char *p, const char *end)
{
    unsigned char c = (unsigned char)*p;
    const char *q = p + 1;
    uint64_t v = (uint64_t)(c - '0');
    if (c == '0' && q + 1 < end && (*q == 'x' || *q == 'X') && (char_class[(unsigned char)q[1]] & CC_HEX)) {
        v = 0;
        for (q++; q < end && (char_class[(unsigned char)*q] & CC_HEX) && q - p < 17; q++)
            v = v << 4 | (uint64_t)(*q <= '9' ? *q - '0' : (*q | 0x20) - 'a' + 10);
    } else if (c != '0') {
        for (; q < end && *q >= '0' && *q <= '9' && q - p < 18; q++) v = v * 10 + (uint64_t)(*q - '0');
    }
    if (q < end && ((char_class[(unsigned char)*q] & (CC_IDENT | CC_HEX)) || *q == '.')) return false;
    t->kind = GI_T_INT;
    t->ival = (int64_t)v;
    t->len = (size_t)(q - p);
    lx->cur = q;
    return true;
}

static void scan_token_slow(gi_lexer *lx, gi_tok *t);

/* The common tokens -- identifiers, single-character punctuators and plain
 * numbers after spaces and tabs (compiler output indents with a tab) --
 * without the general scanner's set-up. */
static inline void scan_token(gi_lexer *lx, gi_tok *t)
{
    const char *p = lx->cur, *end = lx->end;
    while (p < end && (*p == ' ' || *p == '\t')) p++;
    if (p < end) {
        unsigned char c = (unsigned char)*p;
        unsigned k = char_class[c];
        bool ident = (k & CC_START) && c != '.';
        bool punct = (k & CC_PUNCT) && !(k & (CC_COMMENT | CC_IDENT)) && !pair_start(c);
        if (ident || punct) {
            const char *q = p + 1;
            if (ident)
                while (q < end && (char_class[(unsigned char)*q] & CC_IDENT)) q++;
            t->kind = ident ? GI_T_IDENT : GI_T_PUNCT;
            t->punct = ident ? 0 : c;
            t->ival = 0;
            t->error = NULL;
            t->space_before = p != lx->cur || p == lx->line;
            t->p = p;
            t->len = (size_t)(q - p);
            lx->cur = q;
            return;
        }
        if (c >= '0' && c <= '9') {
            t->punct = 0;
            t->error = NULL;
            t->space_before = p != lx->cur || p == lx->line;
            t->p = p;
            if (plain_number(lx, t, p, end)) return;
        }
    } else if (p == end && p != lx->line) {
        /* end of line after a token */
        t->kind = GI_T_EOL;
        t->punct = 0;
        t->ival = 0;
        t->error = NULL;
        t->space_before = p != lx->cur;
        t->p = p;
        t->len = 0;
        lx->cur = p;
        return;
    }
    scan_token_slow(lx, t);
}

void gi_lex_init(gi_lexer *lx, const char *line, size_t len, unsigned numflags)
{
    lx->line = lx->cur = line;
    lx->end = line + len;
    lx->numflags = numflags;
    memset(&lx->tok, 0, sizeof lx->tok);
    lx->has_ahead = false;
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

static void scan_token_slow(gi_lexer *lx, gi_tok *t)
{
    const char *p = lx->cur, *end = lx->end;
    t->punct = 0;
    t->ival = 0;
    t->error = NULL;
    while (p < end && (char_class[(unsigned char)*p] & CC_SPACE)) p++;
    t->space_before = p != lx->cur || p == lx->line;
    t->p = p;
    if (p < end && (char_class[(unsigned char)*p] & CC_COMMENT) && is_comment(lx, p)) end = lx->end = p;
    if (p >= end) {
        t->kind = GI_T_EOL;
        t->len = 0;
        lx->cur = p;
        return;
    }
    unsigned char c = (unsigned char)*p;
    bool digit = c >= '0' && c <= '9';
    bool dot_number = c == '.' && p + 1 < end && p[1] >= '0' && p[1] <= '9';
    if (digit && plain_number(lx, t, p, end)) return;
    if (digit || dot_number) {
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
        while (q < end && (char_class[(unsigned char)*q] & CC_IDENT)) q++;
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
        if (p + 1 < end && pair_start(c))
            for (size_t i = 0; i < sizeof two_char / sizeof two_char[0]; i++) {
                if (c == two_char[i].a && p[1] == two_char[i].b) {
                    t->punct = two_char[i].code;
                    t->len = 2;
                    break;
                }
            }
        if (!(char_class[c] & CC_PUNCT)) {
            t->kind = GI_T_BAD;
            t->error = "invalid character in input";
        }
    }
    lx->cur = p + t->len;
}

void gi_lex_next(gi_lexer *lx)
{
    if (lx->has_ahead) {
        lx->tok = lx->ahead;
        lx->cur = lx->ahead_cur;
        lx->has_ahead = false;
        return;
    }
    scan_token(lx, &lx->tok);
}

void gi_lex_seek(gi_lexer *lx, const char *p)
{
    lx->cur = p;
    lx->has_ahead = false;
    scan_token(lx, &lx->tok);
}

/* The lookahead is a cache: filling it does not change what the lexer
 * returns, so peeking through a const lexer is sound. */
gi_tok gi_lex_peek(const gi_lexer *clx)
{
    gi_lexer *lx = (gi_lexer *)clx;
    if (!lx->has_ahead) {
        const char *save = lx->cur;
        scan_token(lx, &lx->ahead);
        lx->ahead_cur = lx->cur;
        lx->cur = save;
        lx->has_ahead = true;
    }
    return lx->ahead;
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
