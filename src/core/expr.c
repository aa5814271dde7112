/* Precedence-climbing evaluator over the shared lexer. Values carry a
 * relocation summary (net label count, deferral) instead of an AST: the
 * assembler only needs "absolute now", "label + constant" or "difference". */
#include "core/expr.h"
#include "core/util.h"
#include <string.h>

#define GI_EXPR_MAX_DEPTH 200

/* Binary operator priorities; 0 = not a binary operator. Higher binds tighter. */
static int binop_prec(gi_prec_table table, int punct)
{
    if (table == GI_PREC_PAGE) {
        switch (punct) {
        case '*': case '/': case '%': return 6;
        case '+': case '-': return 5;
        case GI_P_SHL: case GI_P_SHR: return 4;
        case GI_P_EQ: case GI_P_NE: case '<': case GI_P_LE: case '>': case GI_P_GE: return 3;
        case '|': case '^': case '&': case '!': return 2;
        case GI_P_LAND: case GI_P_LOR: return 1;
        default: return 0;
        }
    }
    switch (punct) { /* GNU as, as llvm-mc's AsmParser orders them */
    case '*': case '/': case '%': case GI_P_SHL: case GI_P_SHR: return 6;
    case '|': case '^': case '&': case '!': return 5;
    case '+': case '-': return 4;
    case GI_P_EQ: case GI_P_NE: case '<': case GI_P_LE: case '>': case GI_P_GE: return 3;
    case GI_P_LAND: return 2;
    case GI_P_LOR: return 1;
    default: return 0;
    }
}

bool gi_expr_can_start(const gi_tok *t)
{
    if (t->kind == GI_T_INT || t->kind == GI_T_IDENT) return true;
    return t->kind == GI_T_PUNCT &&
           (t->punct == '(' || t->punct == '-' || t->punct == '+' || t->punct == '~' || t->punct == '!');
}

static bool fail(gi_eval *e, const char *msg, const char *at)
{
    if (!e->error) {
        e->error = msg;
        e->error_at = at;
    }
    return false;
}

static bool parse_binary(gi_lexer *lx, gi_expr_env *env, gi_eval *lhs, int min_prec);

/* Is the lexer at a directional reference to a numeric local label (`1b`,
 * `2f`, or `0b`, which the number scanner takes for a bad binary number)? */
static bool local_ref_at(const gi_lexer *lx, uint64_t *n, bool *fwd, bool *zero_b)
{
    const gi_tok *t = &lx->tok;
    *zero_b = t->kind == GI_T_BAD && t->len == 2 && t->p[0] == '0' && (t->p[1] == 'b' || t->p[1] == 'B');
    if (*zero_b) {
        *n = 0;
        *fwd = false;
        return true;
    }
    if (t->kind != GI_T_INT) return false;
    gi_tok after = gi_lex_peek(lx);
    if (after.kind != GI_T_IDENT || after.space_before || after.len != 1 || !strchr("bfBF", after.p[0])) return false;
    *n = t->ival;
    *fwd = after.p[0] == 'f' || after.p[0] == 'F';
    return true;
}

/* Add coef times a label term of section sec. */
static void sec_add(gi_sec_terms *t, int sec, int coef)
{
    if (sec == GI_SEC_UNKNOWN) {
        t->unknown = true;
        return;
    }
    for (unsigned i = 0; i < t->n; i++)
        if (t->sec[i] == sec) {
            t->coef[i] += coef;
            return;
        }
    if (t->n == GI_EVAL_SECS) {
        t->unknown = true;
        return;
    }
    t->sec[t->n] = sec;
    t->coef[t->n++] = coef;
}

static void sec_merge(gi_sec_terms *l, const gi_sec_terms *r, int sign)
{
    l->unknown |= r->unknown;
    for (unsigned i = 0; i < r->n; i++) sec_add(l, r->sec[i], sign * r->coef[i]);
}

int gi_eval_cross_sections(const gi_eval *e, int *pos, int *neg)
{
    if (e->secs.unknown) return -1;
    int n = 0;
    *pos = *neg = GI_SEC_UNKNOWN;
    for (unsigned i = 0; i < e->secs.n; i++) {
        if (!e->secs.coef[i]) continue;
        n++;
        if (e->secs.coef[i] > 0) *pos = e->secs.sec[i];
        else *neg = e->secs.sec[i];
    }
    return n <= 1 ? 0 : n;
}

static bool eval_symbol(gi_expr_env *env, const gi_tok *t, gi_eval *out);

static bool parse_primary(gi_lexer *lx, gi_expr_env *env, gi_eval *out)
{
    gi_tok t = lx->tok;
    if (++env->depth > GI_EXPR_MAX_DEPTH) {
        env->depth--;
        return fail(out, "expression is nested too deeply", t.p);
    }
    bool ok = true;
    memset(out, 0, sizeof *out);
    out->start = t.p;
    uint64_t n;
    bool fwd, zero_b;
    if (local_ref_at(lx, &n, &fwd, &zero_b)) {
        /* a GNU directional reference to a numeric local label */
        uint64_t count = gi_local_label_count(env->syms, n);
        char name[48];
        size_t len = gi_local_label_name(name, sizeof name, n, fwd ? count + 1 : count);
        gi_lex_next(lx);
        if (!zero_b) gi_lex_next(lx);
        if (!fwd && count == 0) {
            ok = fail(out, "directional label undefined", t.p);
        } else {
            gi_tok sym = t;
            sym.kind = GI_T_IDENT;
            sym.p = name;
            sym.len = len;
            ok = eval_symbol(env, &sym, out);
            if (out->undefined == name) out->undefined = t.p, out->undefined_len = zero_b ? 2 : t.len + 1;
        }
    } else if (t.kind == GI_T_INT) {
        out->value = (int64_t)t.ival;
        gi_lex_next(lx);
    } else if (t.kind == GI_T_IDENT) {
        gi_lex_next(lx);
        ok = eval_symbol(env, &t, out);
        if (!ok) out->error_at = t.p;
    } else if (t.kind == GI_T_PUNCT && (t.punct == '(' || (t.punct == '[' && env->llvm_dialect))) {
        /* GNU as also takes [expr] as a parenthesised expression */
        int close = t.punct == '(' ? ')' : ']';
        gi_lex_next(lx);
        ok = parse_primary(lx, env, out) && parse_binary(lx, env, out, 1);
        if (ok && !gi_tok_is(&lx->tok, close)) ok = fail(out, close == ')' ? "expected ')'" : "expected ']'", lx->tok.p);
        if (ok) gi_lex_next(lx);
        out->start = t.p;
    } else if (t.kind == GI_T_PUNCT && (t.punct == '-' || t.punct == '+' || t.punct == '~' || t.punct == '!')) {
        gi_lex_next(lx);
        ok = parse_primary(lx, env, out);
        if (ok && out->label_coef && t.punct != '+') {
            if (t.punct == '-') {
                for (unsigned i = 0; i < out->secs.n; i++) out->secs.coef[i] = -out->secs.coef[i];
                out->label_coef = -out->label_coef;
                out->global_coef = -out->global_coef;
                out->global_sum = (int64_t)(0 - (uint64_t)out->global_sum);
            } else {
                out->nonlinear = true;
            }
        }
        if (ok) out->top_op = 0; /* a unary expression, not a binary one */
        if (ok) {
            uint64_t v = (uint64_t)out->value;
            switch (t.punct) {
            case '-': v = 0 - v; break;
            case '~': v = ~v; break;
            case '!': v = v == 0; break;
            default: break;
            }
            out->value = (int64_t)v;
        }
        out->start = t.p;
    } else if (t.kind == GI_T_BAD) {
        ok = fail(out, t.error, t.p);
    } else if (t.kind == GI_T_FLOAT && env->llvm_dialect) {
        /* GNU as / llvm-mc: a real inside an expression is its f64 bit pattern */
        uint64_t bits;
        memcpy(&bits, &t.fval, sizeof bits);
        out->value = (int64_t)bits;
        gi_lex_next(lx);
    } else if (t.kind == GI_T_FLOAT) {
        ok = fail(out, "floating-point expressions are not supported", t.p);
    } else {
        ok = fail(out, "expected an expression", t.p);
    }
    out->end = lx->tok.p;
    env->depth--;
    return ok;
}

/* Apply one binary operator; labels may only be added or subtracted. */
static bool apply(int op, gi_eval *l, const gi_eval *r, const char *at, bool deferred)
{
    uint64_t a = (uint64_t)l->value, b = (uint64_t)r->value;
    int64_t sa = l->value, sb = r->value;
    bool has_labels = l->label_coef || r->label_coef;
    l->deferred |= r->deferred;
    l->nonlinear |= r->nonlinear;
    if (!l->undefined && r->undefined) {
        l->undefined = r->undefined;
        l->undefined_len = r->undefined_len;
    }
    l->top_op = op;
    if (op == '+' && r->sym && !l->sym) {
        l->sym = r->sym;
        l->sym_len = r->sym_len;
        l->variant = r->variant;
    }
    if (op == '-' && r->sym) l->sym_subtracted = true;
    switch (op) {
    case '+':
        l->value = (int64_t)(a + b);
        sec_merge(&l->secs, &r->secs, 1);
        l->label_coef += r->label_coef;
        l->global_coef += r->global_coef;
        l->global_sum = (int64_t)((uint64_t)l->global_sum + (uint64_t)r->global_sum);
        return true;
    case '-':
        l->value = (int64_t)(a - b);
        sec_merge(&l->secs, &r->secs, -1);
        l->label_coef -= r->label_coef;
        l->global_coef -= r->global_coef;
        l->global_sum = (int64_t)((uint64_t)l->global_sum - (uint64_t)r->global_sum);
        return true;
    default: break;
    }
    if (has_labels) {
        l->nonlinear = true;
        l->label_coef = 0;
    }
    switch (op) {
    case '*': l->value = (int64_t)(a * b); break;
    case '/':
    case '%':
        if (sb == 0) {
            if (deferred || l->deferred) { l->value = 0; break; }
            return fail(l, "division by zero", at);
        }
        if (sb == -1) { l->value = op == '/' ? (int64_t)(0 - a) : 0; break; }
        l->value = op == '/' ? sa / sb : sa % sb;
        break;
    /* shift counts are taken modulo 64, as llvm-mc (on x86 hosts) does */
    case GI_P_SHL: l->value = (int64_t)(a << (b & 63)); break;
    case GI_P_SHR: l->value = (int64_t)(a >> (b & 63)); break;
    case '|': l->value = (int64_t)(a | b); break;
    case '^': l->value = (int64_t)(a ^ b); break;
    case '&': l->value = (int64_t)(a & b); break;
    case '!': l->value = (int64_t)(a | ~b); break;
    case GI_P_EQ: l->value = sa == sb ? -1 : 0; break;
    case GI_P_NE: l->value = sa != sb ? -1 : 0; break;
    case '<': l->value = sa < sb ? -1 : 0; break;
    case GI_P_LE: l->value = sa <= sb ? -1 : 0; break;
    case '>': l->value = sa > sb ? -1 : 0; break;
    case GI_P_GE: l->value = sa >= sb ? -1 : 0; break;
    case GI_P_LAND: l->value = (sa != 0 && sb != 0); break;
    case GI_P_LOR: l->value = (sa != 0 || sb != 0); break;
    default: return fail(l, "unknown operator", at);
    }
    return true;
}

static int current_binop(const gi_lexer *lx, const gi_expr_env *env)
{
    const gi_tok *t = &lx->tok;
    if (t->kind != GI_T_PUNCT) return 0;
    if (env->stop_at_bar && (t->punct == '|' || t->punct == GI_P_LOR)) return 0;
    return binop_prec(env->prec, t->punct);
}

static bool parse_binary(gi_lexer *lx, gi_expr_env *env, gi_eval *lhs, int min_prec)
{
    for (;;) {
        int prec = current_binop(lx, env);
        if (prec == 0 || prec < min_prec) return true;
        gi_tok op = lx->tok;
        gi_lex_next(lx);
        gi_eval rhs;
        if (!parse_primary(lx, env, &rhs)) {
            lhs->error = rhs.error;
            lhs->error_at = rhs.error_at;
            return false;
        }
        int next = current_binop(lx, env);
        if (next > prec && !parse_binary(lx, env, &rhs, prec + 1)) {
            lhs->error = rhs.error;
            lhs->error_at = rhs.error_at;
            return false;
        }
        if (!apply(op.punct, lhs, &rhs, op.p, false)) return false;
        lhs->end = lx->tok.p;
    }
}

bool gi_expr_parse(gi_lexer *lx, gi_expr_env *env, gi_eval *out)
{
    const char *start = lx->tok.p;
    if (!parse_primary(lx, env, out) || !parse_binary(lx, env, out, 1)) {
        if (!out->error) out->error = "invalid expression";
        return false;
    }
    out->start = start;
    out->end = lx->tok.p;
    /* trim trailing blanks from the recorded text */
    while (out->end > start && (out->end[-1] == ' ' || out->end[-1] == '\t')) out->end--;
    return true;
}

bool gi_expr_eval_text(const char *text, size_t len, unsigned numflags, gi_expr_env *env, gi_eval *out)
{
    gi_lexer lx;
    gi_lex_init(&lx, text, len, numflags);
    if (!gi_expr_parse(&lx, env, out)) return false;
    if (lx.tok.kind != GI_T_EOL) return fail(out, "unexpected token in expression", lx.tok.p);
    return true;
}

/* Evaluate the stored expression of a symbol defined by `x = expr`. */
static bool eval_symbol_expr(gi_expr_env *env, gi_sym *s, gi_eval *v)
{
    gi_expr_env sub = *env;
    sub.dot = s->expr_dot;
    sub.dot_section = GI_SEC_UNKNOWN; /* not recorded with the assignment */
    sub.stop_at_bar = false;
    s->resolving = true;
    bool ok = gi_expr_eval_text(s->expr, strlen(s->expr), env->numflags, &sub, v);
    s->resolving = false;
    return ok;
}

int gi_expr_variant(const char *p, size_t len)
{
    static const char *const variants[] = {"abs32@lo", "abs32@hi", "rel32@lo", "rel32@hi", "gotpcrel",
                                           "gotpcrel32@lo", "gotpcrel32@hi", "rel64", "abs64"};
    for (size_t i = 0; i < sizeof variants / sizeof variants[0]; i++)
        if (gi_eq(p, len, variants[i])) return (int)i + 1;
    return GI_VK_NONE;
}

/* Value of a symbol reference. `.` is the current statement's address. */
static bool eval_symbol(gi_expr_env *env, const gi_tok *t, gi_eval *out)
{
    const char *at = t->len ? memchr(t->p, '@', t->len) : NULL;
    int variant = at ? gi_expr_variant(at + 1, (size_t)(t->p + t->len - at - 1)) : GI_VK_NONE;
    if (at && (env->llvm_dialect || variant)) {
        /* AMDGPU relocation variants (sym@abs32@lo ...) always leave a relocation */
        if (!variant) return fail(out, "invalid variant on a symbol", t->p);
        out->sym = t->p;
        out->sym_len = (size_t)(at - t->p);
        out->variant = variant;
        out->label_coef = 1;
        out->deferred = !env->final;
        if (env->final) {
            out->undefined = t->p;
            out->undefined_len = t->len;
        }
        return true;
    }
    if (t->len == 1 && t->p[0] == '.') {
        out->value = (int64_t)env->dot;
        sec_add(&out->secs, env->dot_section, 1);
        out->label_coef = 1;
        out->deferred = !env->final;
        return true;
    }
    gi_sym *s = env->final ? gi_symtab_find(env->syms, t->p, t->len) : gi_symtab_get(env->syms, t->p, t->len);
    if (!s || s->kind != GI_SYM_ABS) {
        out->sym = t->p;
        out->sym_len = t->len;
    }
    if (!s || s->kind == GI_SYM_UNDEF) {
        out->deferred = !env->final;
        out->label_coef = 1;
        if (env->final) {
            out->undefined = t->p;
            out->undefined_len = t->len;
        }
        return true;
    }
    switch (s->kind) {
    case GI_SYM_ABS:
        out->value = s->value;
        return true;
    case GI_SYM_LABEL:
        out->value = s->value;
        sec_add(&out->secs, s->section, 1);
        out->label_coef = 1;
        out->deferred = !env->final;
        if (s->global) {
            out->global_coef = 1;
            out->global_sum = s->value;
        }
        return true;
    case GI_SYM_EXPR: {
        if (s->resolving) return fail(out, "cyclic symbol definition", t->p);
        gi_eval v;
        bool ok = eval_symbol_expr(env, s, &v);
        if (!env->final) {
            /* absolute by now if every symbol it names has been defined */
            if (ok && !v.deferred) out->value = v.value;
            else out->deferred = true;
            return true;
        }
        if (!ok) return fail(out, v.error ? v.error : "invalid symbol value", t->p);
        out->value = v.value;
        out->label_coef = v.label_coef;
        out->global_coef = v.global_coef;
        out->global_sum = v.global_sum;
        out->nonlinear = v.nonlinear;
        out->secs = v.secs;
        out->undefined = v.undefined;
        out->undefined_len = v.undefined_len;
        if (v.sym) out->sym = v.sym, out->sym_len = v.sym_len, out->variant = v.variant;
        return true;
    }
    default:
        return true;
    }
}

void gi_expr_pin_locals(const char *text, size_t len, gi_symtab *syms, gi_str *out)
{
    gi_lexer lx;
    gi_lex_init(&lx, text, len, 0);
    const char *copied = text;
    while (lx.tok.kind != GI_T_EOL) {
        gi_tok t = lx.tok;
        uint64_t n;
        bool fwd, zero_b;
        if (local_ref_at(&lx, &n, &fwd, &zero_b)) {
            uint64_t count = gi_local_label_count(syms, n);
            char name[48];
            size_t nl = gi_local_label_name(name, sizeof name, n, fwd ? count + 1 : count);
            gi_str_addn(out, copied, (size_t)(t.p - copied));
            gi_str_add(out, " ");
            gi_str_addn(out, name, nl);
            gi_str_add(out, " ");
            if (!zero_b) gi_lex_next(&lx);
            gi_lex_next(&lx);
            copied = lx.tok.p;
            continue;
        }
        gi_lex_next(&lx);
    }
    gi_str_addn(out, copied, (size_t)(text + len - copied));
}
