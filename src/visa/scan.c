/* The vISA line cursor (see scan.h). */
#include "visa/scan.h"
#include "core/lexer.h"
#include "core/number.h"
#include <ctype.h>
#include <string.h>

void visa_scan_init(visa_scan *s, gi_asmcore *core, const char *p, const char *end)
{
    s->core = core;
    s->p = p;
    s->end = end;
    bool quote = false;
    for (const char *q = p; q + 1 < end; q++) {
        if (*q == '"') quote = !quote;
        if (!quote && q[0] == '/' && q[1] == '/') {
            s->end = q;
            break;
        }
    }
}

void visa_scan_ws(visa_scan *s)
{
    while (s->p < s->end && (*s->p == ' ' || *s->p == '\t' || *s->p == '\r')) s->p++;
}

bool visa_scan_end(visa_scan *s)
{
    visa_scan_ws(s);
    return s->p >= s->end;
}

bool visa_scan_peek(visa_scan *s, char c)
{
    visa_scan_ws(s);
    return s->p < s->end && *s->p == c;
}

bool visa_scan_eat(visa_scan *s, char c)
{
    if (!visa_scan_peek(s, c)) return false;
    s->p++;
    return true;
}

static bool name_start(int c) { return isalpha(c) || c == '_' || c == '%'; }
static bool name_char(int c) { return isalnum(c) || c == '_'; }

bool visa_scan_name(visa_scan *s, const char **n, size_t *len)
{
    visa_scan_ws(s);
    if (s->p >= s->end || !name_start((unsigned char)*s->p)) return false;
    const char *b = s->p++;
    while (s->p < s->end && name_char((unsigned char)*s->p)) s->p++;
    *n = b;
    *len = (size_t)(s->p - b);
    return true;
}

bool visa_scan_word(visa_scan *s, const char **n, size_t *len)
{
    visa_scan_ws(s);
    const char *b = s->p;
    while (s->p < s->end && (name_char((unsigned char)*s->p) || *s->p == '.' || *s->p == '%' || *s->p == '$')) s->p++;
    *n = b;
    *len = (size_t)(s->p - b);
    return s->p > b;
}

static bool eval(visa_scan *s, const char *b, const char *e, int64_t *v)
{
    gi_lexer lx;
    gi_lex_init(&lx, b, (size_t)(e - b), s->core->numflags);
    const char *at = lx.tok.p;
    if (lx.tok.kind == GI_T_EOL) {
        gi_error(s->core, b, "expected an integer expression");
        return false;
    }
    gi_expr_env env = gi_asmcore_env(s->core);
    env.final = true;
    gi_eval ev;
    if (!gi_parse_expr(s->core, &lx, &env, &ev)) return false;
    if (ev.label_coef || ev.undefined || ev.nonlinear) {
        gi_error(s->core, at, "expected a constant integer expression");
        return false;
    }
    s->p = lx.tok.kind == GI_T_EOL ? e : lx.tok.p;
    *v = ev.value;
    return true;
}

bool visa_scan_const(visa_scan *s, int64_t *v)
{
    visa_scan_ws(s);
    return eval(s, s->p, s->end, v);
}

bool visa_scan_primary(visa_scan *s, int64_t *v)
{
    visa_scan_ws(s);
    const char *b = s->p, *q = b;
    if (q < s->end && *q == '-') q++;
    while (q < s->end && (*q == ' ' || *q == '\t')) q++;
    if (q < s->end && *q == '(') {
        int depth = 0;
        for (; q < s->end; q++) {
            if (*q == '(') depth++;
            if (*q == ')' && --depth == 0) break;
        }
        if (q >= s->end) {
            gi_error(s->core, b, "missing ')'");
            return false;
        }
        return eval(s, b, q + 1, v);
    }
    if (q >= s->end || !isdigit((unsigned char)*q)) {
        gi_error(s->core, b, "expected a number or a parenthesised expression");
        return false;
    }
    gi_num num;
    size_t n = gi_num_scan(q, s->end, s->core->numflags, &num);
    while (q + n < s->end && name_char((unsigned char)q[n])) n++; /* glued letters: let the evaluator complain */
    return eval(s, b, q + n, v);
}
