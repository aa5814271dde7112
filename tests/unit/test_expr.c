/* Expression evaluator: both priority tables, every operator, symbols,
 * deferral of labels and unknown names, errors. Expected values are worked
 * out by hand from the seed page's table and GNU as's. */
#include "check.h"
#include "core/expr.h"
#include <stdlib.h>

static gi_eval eval(gi_symtab *syms, gi_prec_table prec, const char *text, bool *ok)
{
    gi_expr_env env = {0};
    env.syms = syms;
    env.prec = prec;
    env.dot = 0x100;
    gi_eval v;
    *ok = gi_expr_eval_text(text, strlen(text), GI_NUMF_HSUFFIX, &env, &v);
    return v;
}

static int64_t val(gi_symtab *s, gi_prec_table p, const char *text)
{
    bool ok;
    gi_eval v = eval(s, p, text, &ok);
    if (!ok) fprintf(stderr, "unexpected error in '%s': %s\n", text, v.error);
    CHECK(ok);
    return v.value;
}

int main(void)
{
    gi_symtab s;
    gi_symtab_init(&s);
    /* 1+2<<3: page ranks << below + (24); GNU ranks << with * (17) */
    CHECK_EQ_U64(val(&s, GI_PREC_PAGE, "1+2<<3"), 24);
    CHECK_EQ_U64(val(&s, GI_PREC_GNU, "1+2<<3"), 17);
    /* bitwise vs comparison: page: (1 == 1) | 2 ... no: page | is lower than == */
    CHECK_EQ_U64(val(&s, GI_PREC_PAGE, "1 | 2 == 2"), (uint64_t)(1 | -1));
    CHECK_EQ_U64(val(&s, GI_PREC_GNU, "1 | 2 == 2"), 0); /* (1|2)==2 is false */
    /* && and || equal on the page (left to right), || lower in GNU */
    CHECK_EQ_U64(val(&s, GI_PREC_PAGE, "1 || 0 && 0"), 0);
    CHECK_EQ_U64(val(&s, GI_PREC_GNU, "1 || 0 && 0"), 1);
    CHECK_EQ_U64(val(&s, GI_PREC_GNU, "7 / 2"), 3);
    CHECK_EQ_U64(val(&s, GI_PREC_GNU, "-7 / 2"), (uint64_t)-3);
    CHECK_EQ_U64(val(&s, GI_PREC_GNU, "-7 % 4"), (uint64_t)-3);
    CHECK_EQ_U64(val(&s, GI_PREC_GNU, "-16 >> 60"), 0xf); /* logical shift */
    CHECK_EQ_U64(val(&s, GI_PREC_GNU, "1 << 63"), 0x8000000000000000ull);
    CHECK_EQ_U64(val(&s, GI_PREC_GNU, "3 < 4"), (uint64_t)-1);
    CHECK_EQ_U64(val(&s, GI_PREC_GNU, "3 <> 4"), (uint64_t)-1);
    CHECK_EQ_U64(val(&s, GI_PREC_GNU, "3 != 3"), 0);
    CHECK_EQ_U64(val(&s, GI_PREC_GNU, "4 >= 4"), (uint64_t)-1);
    CHECK_EQ_U64(val(&s, GI_PREC_GNU, "4 <= 3"), 0);
    CHECK_EQ_U64(val(&s, GI_PREC_GNU, "!5"), 0);
    CHECK_EQ_U64(val(&s, GI_PREC_GNU, "!0"), 1);
    CHECK_EQ_U64(val(&s, GI_PREC_GNU, "~0"), (uint64_t)-1);
    CHECK_EQ_U64(val(&s, GI_PREC_GNU, "6 ^ 3"), 5);
    CHECK_EQ_U64(val(&s, GI_PREC_GNU, "6 & 3"), 2);
    CHECK_EQ_U64(val(&s, GI_PREC_GNU, "0 ! 1"), (uint64_t)~1ull); /* or-not */
    CHECK_EQ_U64(val(&s, GI_PREC_GNU, "(1 + 2) * 3"), 9);
    CHECK_EQ_U64(val(&s, GI_PREC_PAGE, "0ffh + 1"), 0x100);
    CHECK_EQ_U64(val(&s, GI_PREC_GNU, "0x8000000000000000 / -1"), 0x8000000000000000ull);

    /* symbols */
    gi_sym *x = gi_symtab_get(&s, "x", 1);
    x->kind = GI_SYM_ABS;
    x->value = -1;
    CHECK_EQ_U64(val(&s, GI_PREC_GNU, "x + 10"), 9);
    bool ok;
    gi_eval v = eval(&s, GI_PREC_GNU, "later + 4", &ok);
    CHECK(ok && v.deferred && v.label_coef == 1);
    v = eval(&s, GI_PREC_GNU, ".", &ok);
    CHECK(ok && v.deferred && v.value == 0x100);
    gi_sym *l = gi_symtab_get(&s, "lab", 3);
    l->kind = GI_SYM_LABEL;
    l->value = 0x40;
    v = eval(&s, GI_PREC_GNU, "lab - lab", &ok);
    CHECK(ok && v.deferred && v.label_coef == 0);

    /* errors */
    v = eval(&s, GI_PREC_GNU, "1 / 0", &ok);
    CHECK(!ok && v.error && !strcmp(v.error, "division by zero"));
    v = eval(&s, GI_PREC_GNU, "(1 + 2", &ok);
    CHECK(!ok);
    v = eval(&s, GI_PREC_GNU, "1 +", &ok);
    CHECK(!ok);
    v = eval(&s, GI_PREC_GNU, "1.5 + 1", &ok);
    CHECK(!ok);
    /* deep nesting is an error, not a crash */
    char deep[4000];
    memset(deep, '(', 1000);
    deep[1000] = '1';
    memset(deep + 1001, ')', 1000);
    deep[2001] = 0;
    v = eval(&s, GI_PREC_GNU, deep, &ok);
    CHECK(!ok && v.error && strstr(v.error, "nested"));
    memset(deep, '-', 3000);
    deep[3000] = '1';
    deep[3001] = 0;
    v = eval(&s, GI_PREC_GNU, deep, &ok);
    CHECK(!ok);
    gi_symtab_free(&s);
    TEST_DONE();
}
