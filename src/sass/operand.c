/* Operand syntax: R0..R254/RZ (with .CC / .reuse), P0..P6/PT, -R, !P,
 * c[bank][off], c[bank][Ra+off], [Ra+off], [Ra-off], [Ra+-off], [off] and
 * expressions (numbers, labels). */
#include "sass/operand.h"
#include "sass/sass.h"
#include "core/util.h"
#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

static int number_after(const char *p, size_t n, int max)
{
    if (n == 0 || n > 4) return n ? -2 : -1;
    int v = 0;
    for (size_t i = 0; i < n; i++) {
        if (p[i] < '0' || p[i] > '9') return -1;
        v = v * 10 + (p[i] - '0');
    }
    return v > max ? -2 : v;
}

int sass_reg_name(const char *p, size_t n)
{
    if (n < 2 || (p[0] != 'R' && p[0] != 'r')) return -1;
    if (n == 2 && (p[1] == 'Z' || p[1] == 'z')) return 255;
    return number_after(p + 1, n - 1, 254);
}

int sass_pred_name(const char *p, size_t n)
{
    if (n < 2 || (p[0] != 'P' && p[0] != 'p')) return -1;
    if (n == 2 && (p[1] == 'T' || p[1] == 't')) return 7;
    return number_after(p + 1, n - 1, 6);
}

static size_t base_len(const gi_tok *t)
{
    const char *dot = memchr(t->p, '.', t->len);
    return dot ? (size_t)(dot - t->p) : t->len;
}

/* A register token with optional .CC / .reuse suffixes. */
static bool reg_token(gi_asmcore *core, gi_lexer *lx, sass_gop *g)
{
    const gi_tok t = lx->tok;
    size_t n = base_len(&t);
    int r = sass_reg_name(t.p, n);
    if (r == -2) {
        gi_error(core, t.p, "invalid register '%.*s' (registers are R0..R254 and RZ)", (int)n, t.p);
        return false;
    }
    g->reg = r;
    g->reg_at = t.p;
    const char *s = t.p + n, *end = t.p + t.len;
    while (s < end) {
        const char *q = s + 1;
        while (q < end && *q != '.') q++;
        if (gi_ieq(s + 1, (size_t)(q - s - 1), "CC")) g->cc_at = s;
        else if (gi_ieq(s + 1, (size_t)(q - s - 1), "H0") || gi_ieq(s + 1, (size_t)(q - s - 1), "H1")) {
            g->hsel = (uint8_t)(s[2] == '0' ? 1 : 2);
            g->hsel_at = s;
        }
        else if (gi_ieq(s + 1, (size_t)(q - s - 1), "H1_H0") || gi_ieq(s + 1, (size_t)(q - s - 1), "F32") ||
                 gi_ieq(s + 1, (size_t)(q - s - 1), "H0_H0") || gi_ieq(s + 1, (size_t)(q - s - 1), "H1_H1")) {
            /* half2 swizzles (HADD2 ...): .F32 is 4 characters with the dot, the others 6 */
            g->hswz = (uint8_t)(q - s == 4 ? 1 : s[2] == '0' ? 2 : s[5] == '1' ? 3 : 0);
            g->hswz_at = s;
        }
        else if (q - s == 3 && (s[1] == 'B' || s[1] == 'b') && s[2] >= '0' && s[2] <= '3') {
            g->bsel = (uint8_t)(s[2] - '0');
            g->bsel_at = s;
        }
        else if (gi_ieq(s + 1, (size_t)(q - s - 1), "reuse")) g->reuse_at = s;
        else {
            gi_error(core, s, "unknown register suffix '%.*s'", (int)(q - s), s);
            return false;
        }
        s = q;
    }
    gi_lex_next(lx);
    return true;
}

static bool expr(gi_asmcore *core, gi_lexer *lx, int64_t *v, bool *deferred, const char **start,
                 const char **end)
{
    gi_expr_env env = gi_asmcore_env(core);
    gi_eval ev;
    *start = lx->tok.p;
    if (lx->tok.kind == GI_T_BAD) {
        gi_error(core, lx->tok.p, "%s", lx->tok.error);
        return false;
    }
    if (lx->tok.kind == GI_T_EOL || !gi_expr_can_start(&lx->tok)) {
        gi_error(core, lx->tok.p, "expected an expression");
        return false;
    }
    if (!gi_parse_expr(core, lx, &env, &ev)) return false;
    *v = ev.value;
    *deferred = ev.deferred;
    *end = ev.end;
    return true;
}

static bool absolute(gi_asmcore *core, gi_lexer *lx, int64_t *v, const char **at)
{
    bool deferred;
    const char *end;
    if (!expr(core, lx, v, &deferred, at, &end)) return false;
    if (deferred) {
        gi_error(core, *at, "expected an absolute expression");
        return false;
    }
    return true;
}

static bool expect(gi_asmcore *core, gi_lexer *lx, int punct, const char *what)
{
    if (!gi_tok_is(&lx->tok, punct)) {
        gi_error(core, lx->tok.p, "expected %s", what);
        return false;
    }
    gi_lex_next(lx);
    return true;
}

/* Inside brackets: Ra, Ra+off, Ra-off, Ra+-off, off. */
static bool address(gi_asmcore *core, gi_lexer *lx, sass_gop *g)
{
    g->reg = -1;
    g->off = 0;
    g->val_at = lx->tok.p;
    if (lx->tok.kind == GI_T_IDENT && sass_reg_name(lx->tok.p, base_len(&lx->tok)) != -1) {
        if (!reg_token(core, lx, g)) return false;
        if (g->cc_at || g->reuse_at) {
            gi_error(core, g->cc_at ? g->cc_at : g->reuse_at, "no suffix is allowed on an address register");
            return false;
        }
        if (gi_tok_is(&lx->tok, '+')) gi_lex_next(lx);
        else if (!gi_tok_is(&lx->tok, '-')) return expect(core, lx, ']', "']'");
    }
    if (!absolute(core, lx, &g->off, &g->val_at)) return false;
    return expect(core, lx, ']', "']'");
}

static bool cbuf(gi_asmcore *core, gi_lexer *lx, sass_gop *g)
{
    g->kind = GO_CBUF;
    gi_lex_next(lx); /* c */
    gi_lex_next(lx); /* [ */
    if (!absolute(core, lx, &g->val, &g->bank_at)) return false;
    if (!expect(core, lx, ']', "']'") || !expect(core, lx, '[', "'['")) return false;
    if (!address(core, lx, g)) return false;
    const gi_tok t = lx->tok; /* a half selector c[..][..].H0 / .H1 */
    if (t.kind == GI_T_IDENT && t.len == 3 && t.p[0] == '.' && (gi_ieq(t.p + 1, 2, "H0") || gi_ieq(t.p + 1, 2, "H1"))) {
        g->hsel = (uint8_t)(t.p[2] == '0' ? 1 : 2);
        g->hsel_at = t.p;
        gi_lex_next(lx);
    }
    return true;
}

/* A float literal at p: {+|-} (INF | QNAN | NAN | digits{.digits}{e{+|-}digits}) {.NEG}.
 * Returns its length (0 = none) and sets *v, *fl (fraction, exponent, INF/NAN or a '+' sign:
 * only a float operand can take it) and *negsuf. */
static size_t float_literal(const char *p, const char *end, double *v, bool *fl, bool *negsuf)
{
    const char *q = p;
    bool neg = false;
    *fl = *negsuf = false;
    if (q < end && (*q == '+' || *q == '-')) {
        neg = *q == '-';
        *fl = *q == '+';
        q++;
    }
    static const char *const words[] = {"INF", "QNAN", "NAN"};
    bool word = false;
    for (unsigned i = 0; i < 3 && !word; i++) {
        size_t n = strlen(words[i]);
        if ((size_t)(end - q) >= n && gi_ieq(q, n, words[i]) && (q + n == end || !isalnum((unsigned char)q[n]))) {
            *v = i == 0 ? INFINITY : NAN;
            q += n;
            word = *fl = true;
        }
    }
    if (!word) {
        const char *d = q;
        if (q + 1 < end && q[0] == '0' && (q[1] == 'x' || q[1] == 'X')) return 0;
        while (q < end && isdigit((unsigned char)*q)) q++;
        if (q == d) return 0;
        if (q + 1 < end && *q == '.' && isdigit((unsigned char)q[1])) {
            *fl = true;
            for (q++; q < end && isdigit((unsigned char)*q); q++) {}
        }
        if (q + 1 < end && (*q == 'e' || *q == 'E')) {
            const char *e = q + 1;
            if (e < end && (*e == '+' || *e == '-')) e++;
            if (e < end && isdigit((unsigned char)*e)) {
                *fl = true;
                for (q = e; q < end && isdigit((unsigned char)*q); q++) {}
            }
        }
        if (q < end && (isalnum((unsigned char)*q) || *q == '_')) return 0;
        char buf[96];
        size_t n = (size_t)(q - d);
        if (n >= sizeof buf) return 0;
        memcpy(buf, d, n);
        buf[n] = 0;
        *v = strtod(buf, NULL);
    }
    if (neg) *v = -*v;
    if ((size_t)(end - q) >= 4 && gi_ieq(q, 4, ".NEG") && (q + 4 == end || !isalnum((unsigned char)q[4]))) {
        *negsuf = *fl = true;
        q += 4;
    }
    return (size_t)(q - p);
}

/* |R| or |c[][]|, after an optional '-' (already consumed), then an optional .reuse */
static bool abs_operand(gi_asmcore *core, gi_lexer *lx, sass_gop *g)
{
    gi_lex_next(lx); /* | */
    bool neg = g->neg;
    const gi_tok t = lx->tok;
    if (t.kind == GI_T_IDENT && sass_reg_name(t.p, base_len(&t)) != -1) {
        g->kind = GO_REG;
        if (!reg_token(core, lx, g)) return false;
    } else if (t.kind == GI_T_IDENT && t.len == 1 && (t.p[0] == 'c' || t.p[0] == 'C')) {
        if (!cbuf(core, lx, g)) return false;
    } else {
        gi_error(core, t.p, "expected a register or c[bank][offset] inside |..|");
        return false;
    }
    g->neg = neg;
    g->abs = true;
    if (!gi_tok_is(&lx->tok, '|')) {
        gi_error(core, lx->tok.p, "expected '|'");
        return false;
    }
    const char *p = lx->tok.p + 1;
    if (lx->end - p >= 6 && gi_ieq(p, 6, ".reuse") && (p + 6 == lx->end || !isalnum((unsigned char)p[6]))) {
        g->reuse_at = p;
        gi_lex_seek(lx, p + 6);
    } else {
        gi_lex_next(lx);
    }
    return true;
}

/* A special register (S2R): its nvdisasm name (any case), SRZ, or SR<n> with n 0..255; -1 otherwise. */
static int special_register(const char *p, size_t n)
{
    for (unsigned i = 0; i < 256; i++)
        if (sass_sr_names[i] && gi_ieq(p, n, sass_sr_names[i])) return (int)i;
    if (n < 3 || n > 5) return -1;
    unsigned v = 0;
    for (size_t k = 2; k < n; k++) {
        if (p[k] < '0' || p[k] > '9') return -1;
        v = v * 10 + (unsigned)(p[k] - '0');
    }
    return v <= 255 && !(n > 3 && p[2] == '0') ? (int)v : -1;
}

/* {5,4,..}: a set of scoreboards 0..5 (DEPBAR) */
static bool sb_set(gi_asmcore *core, gi_lexer *lx, sass_gop *g)
{
    g->kind = GO_SBSET;
    gi_lex_next(lx); /* { */
    while (!gi_tok_is(&lx->tok, '}')) {
        if (lx->tok.kind != GI_T_INT || lx->tok.ival > 5) {
            gi_error(core, lx->tok.p, "scoreboard must be 0..5");
            return false;
        }
        if (g->val >> lx->tok.ival & 1) {
            gi_error(core, lx->tok.p, "scoreboard listed twice");
            return false;
        }
        g->val |= 1 << lx->tok.ival;
        gi_lex_next(lx);
        if (gi_tok_is(&lx->tok, ',')) gi_lex_next(lx);
        else if (!gi_tok_is(&lx->tok, '}')) {
            gi_error(core, lx->tok.p, "expected ',' or '}'");
            return false;
        }
    }
    gi_lex_next(lx);
    return true;
}

/* A register followed by {+|-}imm without a comma: BRX/JMX `R4 -0x1a80` */
static bool reg_offset(gi_asmcore *core, gi_lexer *lx, sass_gop *g)
{
    if (lx->tok.kind == GI_T_INT) { /* a positive offset: `R4 0x10` */
        g->val_at = lx->tok.p;
        g->off = (int64_t)lx->tok.ival;
        g->has_off = true;
        gi_lex_next(lx);
        return true;
    }
    if (!gi_tok_is(&lx->tok, '-') && !gi_tok_is(&lx->tok, '+')) return true;
    const char *at = lx->tok.p;
    bool neg = gi_tok_is(&lx->tok, '-');
    gi_lex_next(lx);
    if (!absolute(core, lx, &g->off, &g->val_at)) return false;
    if (neg) g->off = -g->off;
    g->val_at = at;
    g->has_off = true;
    return true;
}

bool sass_parse_operand(gi_asmcore *core, gi_lexer *lx, sass_gop *g)
{
    memset(g, 0, sizeof *g);
    g->reg = -1;
    g->at = lx->tok.p;
    if (gi_tok_is(&lx->tok, '{')) return sb_set(core, lx, g);
    { /* a texture dimension 1D / 2D / 3D (read from the text: the lexer takes 1D for a number) */
        const char *p = lx->tok.p;
        if (lx->end - p >= 2 && p[0] >= '1' && p[0] <= '3' && (p[1] == 'D' || p[1] == 'd') &&
            (lx->end - p == 2 || !(isalnum((unsigned char)p[2]) || p[2] == '_'))) {
            g->kind = GO_TEXDIM;
            g->val = p[0] - '0';
            g->val_at = p;
            gi_lex_seek(lx, p + 2);
            return true;
        }
    }
    gi_lexer save = *lx;
    if (gi_tok_is(&lx->tok, '~')) { /* an inverted register or c[][] (LOP) */
        gi_lex_next(lx);
        const gi_tok t = lx->tok;
        if (t.kind == GI_T_IDENT && sass_reg_name(t.p, base_len(&t)) != -1) {
            g->kind = GO_REG;
            g->inv = true;
            return reg_token(core, lx, g);
        }
        if (t.kind == GI_T_IDENT && t.len == 1 && (t.p[0] == 'c' || t.p[0] == 'C')) {
            gi_tok nx = gi_lex_peek(lx);
            if (gi_tok_is(&nx, '[')) {
                g->inv = true;
                return cbuf(core, lx, g);
            }
        }
        *lx = save;
    }
    if (gi_tok_is(&lx->tok, '|')) return abs_operand(core, lx, g);
    if (gi_tok_is(&lx->tok, '-') || gi_tok_is(&lx->tok, '!')) {
        bool bang = gi_tok_is(&lx->tok, '!');
        gi_lex_next(lx);
        if (!bang && gi_tok_is(&lx->tok, '|')) {
            g->neg = true;
            return abs_operand(core, lx, g);
        }
        const gi_tok t = lx->tok;
        if (t.kind == GI_T_IDENT) {
            size_t n = base_len(&t);
            if (!bang && sass_reg_name(t.p, n) != -1) {
                g->kind = GO_REG;
                g->neg = true;
                return reg_token(core, lx, g);
            }
            if (!bang && t.len == 1 && (t.p[0] == 'c' || t.p[0] == 'C')) {
                gi_tok nx = gi_lex_peek(lx);
                if (gi_tok_is(&nx, '[')) {
                    g->neg = true;
                    return cbuf(core, lx, g);
                }
            }
            if (bang) {
                int p = sass_pred_name(t.p, t.len);
                if (p == -2) {
                    gi_error(core, t.p, "invalid predicate '%.*s' (predicates are P0..P6 and PT)", (int)t.len, t.p);
                    return false;
                }
                if (p >= 0) {
                    g->kind = GO_PRED;
                    g->neg = true;
                    g->reg = p;
                    g->reg_at = t.p;
                    gi_lex_next(lx);
                    return true;
                }
            }
        }
        if (bang) {
            gi_error(core, t.p, "expected a predicate after '!'");
            return false;
        }
        *lx = save;
    }
    const gi_tok t = lx->tok;
    if (t.kind == GI_T_IDENT) {
        size_t n = base_len(&t);
        int p = sass_pred_name(t.p, t.len);
        if (p == -2) {
            gi_error(core, t.p, "invalid predicate '%.*s' (predicates are P0..P6 and PT)", (int)t.len, t.p);
            return false;
        }
        if (p >= 0) {
            g->kind = GO_PRED;
            g->reg = p;
            g->reg_at = t.p;
            gi_lex_next(lx);
            return true;
        }
        if (sass_reg_name(t.p, n) != -1) {
            g->kind = GO_REG;
            return reg_token(core, lx, g) && reg_offset(core, lx, g);
        }
        if (t.len == 3 && (t.p[0] == 'S' || t.p[0] == 's') && (t.p[1] == 'B' || t.p[1] == 'b') && t.p[2] >= '0' &&
            t.p[2] <= '9') { /* a scoreboard SB0..SB5 (DEPBAR) */
            if (t.p[2] > '5') {
                gi_error(core, t.p, "scoreboard must be SB0..SB5");
                return false;
            }
            g->kind = GO_SB;
            g->val = t.p[2] - '0';
            g->val_at = t.p;
            gi_lex_next(lx);
            return true;
        }
        if (t.len >= 3 && (t.p[0] == 'S' || t.p[0] == 's') && (t.p[1] == 'R' || t.p[1] == 'r')) {
            int sr = special_register(t.p, t.len);
            if (sr >= 0) {
                g->kind = GO_SR;
                g->val = sr;
                g->val_at = t.p;
                gi_lex_next(lx);
                return true;
            }
            if (t.len > 3 && t.p[2] == '_') {
                gi_error(core, t.p, "unknown special register '%.*s'", (int)t.len, t.p);
                return false;
            }
        }
        if (t.len > 3 && gi_ieq(t.p, 3, "CC.")) { /* a condition-code test CC.xx (BRA, EXIT) */
            for (unsigned i = 0; i < 32; i++)
                if (gi_ieq(t.p + 3, t.len - 3, sass_cc_tests[i])) {
                    g->kind = GO_CC;
                    g->val = i;
                    gi_lex_next(lx);
                    return true;
                }
            gi_error(core, t.p, "unknown condition-code test '%.*s'", (int)t.len, t.p);
            return false;
        }
        if (t.len == 2 && (gi_ieq(t.p, 2, "PR") || gi_ieq(t.p, 2, "CC"))) { /* P2R/R2P: all predicates / CC */
            g->kind = GO_PRCC;
            g->val = gi_ieq(t.p, 2, "CC");
            g->val_at = t.p;
            gi_lex_next(lx);
            return true;
        }
        if (t.len == 1 && (t.p[0] == 'c' || t.p[0] == 'C')) {
            gi_tok nx = gi_lex_peek(lx);
            if (gi_tok_is(&nx, '[')) return cbuf(core, lx, g);
        }
    }
    if (gi_tok_is(&t, '[')) {
        g->kind = GO_MEM;
        gi_lex_next(lx);
        return address(core, lx, g);
    }
    double fv;
    bool fl, negsuf;
    size_t fn = float_literal(t.p, lx->end, &fv, &fl, &negsuf);
    if (fn && fl) { /* a float-only literal: 0.5, 1e+19, +INF, -QNAN, 0.5.NEG */
        g->kind = GO_FIMM;
        g->has_f = true;
        g->fval = fv;
        g->fneg = negsuf;
        g->val_at = t.p;
        g->expr_end = t.p + fn;
        gi_lex_seek(lx, t.p + fn);
        return true;
    }
    g->kind = GO_IMM;
    if (!expr(core, lx, &g->val, &g->deferred, &g->val_at, &g->expr_end)) return false;
    if (fn && g->expr_end == t.p + fn) { /* a decimal literal alone: a float operand takes its value (-0) */
        g->has_f = true;
        g->fval = fv;
    }
    return true;
}
