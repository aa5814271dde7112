/* The general vISA instructions (src/visa/exec_gen*.c) on kernels read with
 * the text parser: every statement is parsed by visa_parse_gen and executed
 * by vx_exec_gen on a visa_exec laid out from the kernel's declarations,
 * then register bytes are checked against values derived by hand (the
 * derivation next to each check). pvc: GRF 64 bytes (16 dwords a row). */
#include "check.h"
#include "visa/exec_gen.h"
#include "visa/exec_dp.h"
#include "visa/kernel.h"
#include "visa/parse.h"
#include "visa/scan.h"
#include "core/util.h"
#include <gpuisa/gpuisa.h>
#include <stdlib.h>

static void on_diag(void *u, const gi_diag *d)
{
    if (u && *(const bool *)u) return;   /* quiet */
    gi_diag_print(stderr, d);
}

typedef struct tk {
    gi_asmcore core;
    visa_kernel k;
    visa_exec x;
    gi_machine m;
    unsigned line;
    bool quiet;          /* the corpus sweep: no diagnostics */
} tk;

static const char *const decls[] = {
    ".version 4.1",
    ".kernel \"t\"",
    ".decl A v_type=G type=d num_elts=32 align=GRF",
    ".decl B v_type=G type=d num_elts=32 align=GRF",
    ".decl C v_type=G type=d num_elts=32 align=GRF",
    ".decl D v_type=G type=d num_elts=32 align=GRF",
    ".decl U v_type=G type=ud num_elts=32 align=GRF",
    ".decl U2 v_type=G type=ud num_elts=32 align=GRF",
    ".decl U3 v_type=G type=ud num_elts=32 align=GRF",
    ".decl F v_type=G type=f num_elts=32 align=GRF",
    ".decl G v_type=G type=f num_elts=32 align=GRF",
    ".decl H v_type=G type=f num_elts=32 align=GRF",
    ".decl W v_type=G type=w num_elts=32 align=GRF",
    ".decl UW v_type=G type=uw num_elts=32 align=GRF",
    ".decl UB v_type=G type=ub num_elts=32 align=GRF",
    ".decl SB v_type=G type=b num_elts=32 align=GRF",
    ".decl Q v_type=G type=q num_elts=8 align=GRF",
    ".decl UQ v_type=G type=uq num_elts=8 align=GRF",
    ".decl DF v_type=G type=df num_elts=8 align=GRF",
    ".decl HF v_type=G type=hf num_elts=32 align=GRF",
    ".decl AL v_type=G type=uw num_elts=4 align=GRF alias=<A, 8>",
    ".decl AD v_type=A num_elts=2",
    ".decl P1 v_type=P num_elts=32",
    ".decl P2 v_type=P num_elts=32",
    ".decl P3 v_type=P num_elts=32",
    ".decl P4 v_type=P num_elts=16",
    ".decl T6 v_type=T num_elts=2",
    ".decl SM v_type=S num_elts=1",
};

/* the state of a kernel: the declarations of lines[0..n) (other lines are
 * skipped) on target `target` */
static void setup_from(tk *t, const char *const *lines, size_t n, const char *target, bool quiet)
{
    memset(t, 0, sizeof *t);
    t->quiet = quiet;
    gi_asm_sink sink = {&t->quiet, NULL, NULL, NULL, on_diag};
    gi_asmcore_init(&t->core, "t.visaasm", &sink);
    visa_kernel_init(&t->k);
    for (size_t i = 0; i < n; i++) {
        const char *l = lines[i];
        while (*l == ' ' || *l == '\t') l++;
        if (*l != '.') continue;
        gi_asmcore_begin_line(&t->core, ++t->line, l, strlen(l));
        visa_directive(&t->k, &t->core, l, l + strlen(l));
    }
    visa_exec *x = &t->x;
    x->t = visa_target_find(target);
    x->vars = gi_xcalloc(t->k.vars.len + 1, sizeof *x->vars);
    for (size_t i = 0; i < t->k.vars.len; i++) {
        const visa_var *v = gi_vec_at(&t->k.vars, i);
        vx_var *d = &x->vars[x->nvars++];
        d->name = gi_xstrndup(v->name, strlen(v->name));
        d->type = v->type;
        d->nelts = v->num_elts;
        d->alias_of = v->has_alias ? v->alias : 0;
        d->alias_off = v->alias_off;
    }
    x->preds = gi_xcalloc(t->k.preds.len + 1, sizeof *x->preds);
    for (size_t i = 0; i < t->k.preds.len; i++) {
        const visa_pred *p = gi_vec_at(&t->k.preds, i);
        x->preds[x->npreds].name = gi_xstrndup(p->name, strlen(p->name));
        x->preds[x->npreds++].nelts = p->num_elts;
    }
    x->avars = gi_xcalloc(t->k.addrs.len + 1, sizeof *x->avars);
    for (size_t i = 0; i < t->k.addrs.len; i++)
        x->avars[x->navars++].nelts = ((const visa_named *)gi_vec_at(&t->k.addrs, i))->num_elts;
    /* the movs state of the surface and sampler variables (exec_dp.c) */
    const gi_vec *states[2] = {&t->k.surfaces, &t->k.samplers};
    for (unsigned w = 0; w < 2; w++) {
        uint16_t ne[256] = {0};
        for (size_t i = 0; i < states[w]->len && i < 256; i++) ne[i] = ((const visa_named *)gi_vec_at(states[w], i))->num_elts;
        vx_dp_init(x, w, ne, states[w]->len < 256 ? states[w]->len : 256);
    }
    char err[200];
    if (vx_vars_layout(x, err, sizeof err)) {
        fprintf(stderr, "layout: %s\n", err);
        CHECK(!"layout");
    }
    gi_machine_init(&t->m, 32, 1u << 20);
    x->m = &t->m;
    t->m.exec = 0xffffffffu;
}

static void setup(tk *t)
{
    setup_from(t, decls, sizeof decls / sizeof decls[0], "pvc", false);
    /* every declaration is read and written without an error */
    CHECK(t->core.nerrors == 0);
}

static void teardown(tk *t)
{
    visa_exec *x = &t->x;
    for (size_t i = 0; i < x->nvars; i++) free(x->vars[i].name);
    for (size_t i = 0; i < x->npreds; i++) free(x->preds[i].name);
    free(x->vars);
    free(x->preds);
    free(x->avars);
    free(x->regs_mem);
    free(x->cf_wait);
    free(x->call_pc);     /* vx_cf_init's call frames */
    free(x->call_exec);
    vx_dp_free(x);
    gi_machine_free(&t->m);
    visa_kernel_free(&t->k);
    gi_asmcore_free(&t->core);
}

static vx_var *var(tk *t, const char *name)
{
    for (size_t i = 0; i < t->x.nvars; i++)
        if (!strcmp(t->x.vars[i].name, name)) return &t->x.vars[i];
    fprintf(stderr, "no variable %s\n", name);
    abort();
}

static void put(tk *t, const char *name, unsigned i, uint64_t bits)
{
    vx_var *v = var(t, name);
    gi_le_store(t->x.regs + v->off + (size_t)i * v->esize, bits, v->esize);
}

static uint64_t get(tk *t, const char *name, unsigned i)
{
    vx_var *v = var(t, name);
    return gi_le_load(t->x.regs + v->off + (size_t)i * v->esize, v->esize);
}

static uint32_t fbits(float f)
{
    uint32_t b;
    memcpy(&b, &f, 4);
    return b;
}

static vx_pred *pred(tk *t, unsigned id) { return &t->x.preds[id - 1]; }

static bool parse(tk *t, const char *line, visa_gparsed *g)
{
    visa_scan s;
    gi_asmcore_begin_line(&t->core, ++t->line, line, strlen(line));
    visa_scan_init(&s, &t->core, line, line + strlen(line));
    if (!visa_parse_gen(&s, &t->k, t->x.t, g)) {
        if (t->quiet) return false;
        fprintf(stderr, "does not parse: %s\n", line);
        CHECK(!"parse");
        return false;
    }
    return true;
}

/* parse and execute one statement: the step's value */
static int run(tk *t, const char *line)
{
    visa_gparsed g;
    if (!parse(t, line, &g)) return GI_STEP_ERROR;
    t->m.stop = 0;
    t->m.error[0] = 0;
    int r = vx_exec_gen(&t->x, &g);
    if (r != GI_STEP_NEXT && !t->quiet) fprintf(stderr, "run error: %s: %s\n", line, t->m.error);
    return r;
}

#define RUN(line) CHECK(run(t, line) == GI_STEP_NEXT)

static void fill(tk *t, const char *name, unsigned n, uint64_t first, uint64_t step)
{
    for (unsigned i = 0; i < n; i++) put(t, name, i, first + i * step);
}

static void test_regions(tk *t)
{
    fill(t, "A", 32, 0, 10);   /* A[i] = 10 i */
    put(t, "B", 0, 5);
    /* <8;8,1> + scalar <0;1,0>: D[i] = 10 i + 5 */
    RUN("add (M1, 8) D(0,0)<1> A(0,0)<8;8,1> B(0,0)<0;1,0>");
    for (unsigned i = 0; i < 8; i++) CHECK_EQ_U64(get(t, "D", i), 10 * i + 5);
    CHECK_EQ_U64(get(t, "D", 8), 0);
    /* <8;2,1>, exec 4: elements (i/2)*8 + i%2 = 0 1 8 9 */
    RUN("mov (M1, 4) C(0,0)<1> A(0,0)<8;2,1>");
    CHECK_EQ_U64(get(t, "C", 0), 0);
    CHECK_EQ_U64(get(t, "C", 1), 10);
    CHECK_EQ_U64(get(t, "C", 2), 80);
    CHECK_EQ_U64(get(t, "C", 3), 90);
    /* <0;2,4>: 0 4 0 4 from column 1: elements 1 5 1 5 */
    RUN("mov (M1, 4) C(0,0)<1> A(0,1)<0;2,4>");
    CHECK_EQ_U64(get(t, "C", 0), 10);
    CHECK_EQ_U64(get(t, "C", 1), 50);
    CHECK_EQ_U64(get(t, "C", 2), 10);
    CHECK_EQ_U64(get(t, "C", 3), 50);
    /* destination <2> from column 1: C[1 3 5 7] = A[0..3]; C[2] keeps 10 */
    RUN("mov (M1, 4) C(0,1)<2> A(0,0)<1;1,0>");
    CHECK_EQ_U64(get(t, "C", 1), 0);
    CHECK_EQ_U64(get(t, "C", 3), 10);
    CHECK_EQ_U64(get(t, "C", 5), 20);
    CHECK_EQ_U64(get(t, "C", 7), 30);
    CHECK_EQ_U64(get(t, "C", 2), 10);
    /* row 1 of a d variable on pvc is element 16: A(1,2) = A[18] = 180 */
    RUN("mov (M1, 1) C(1,0)<1> A(1,2)<0;1,0>");
    CHECK_EQ_U64(get(t, "C", 16), 180);
    /* an alias: AL (uw) views A's bytes 8..15: AL(0,1) is the high half of A[2] */
    put(t, "A", 2, 0x11112222);
    RUN("mov (M1, 1) AL(0,1)<1> 0x7:uw");
    CHECK_EQ_U64(get(t, "A", 2), 0x00072222);
    RUN("mov (M1, 1) U(0,0)<1> AL(0,0)<0;1,0>");
    CHECK_EQ_U64(get(t, "U", 0), 0x2222);
    /* out-of-range region: A(1,0) is element 16, 32 channels reach 47 */
    CHECK(run(t, "mov (M1, 32) D(0,0)<1> A(1,0)<1;1,0>") == GI_STEP_ERROR);
    CHECK(strstr(t->m.error, "mov src0 A(1,0)") != NULL);
    CHECK(run(t, "mov (M1, 16) D(1,8)<1> A(0,0)<1;1,0>") == GI_STEP_ERROR);
    CHECK(strstr(t->m.error, "mov dst D(1,8)") != NULL);
}

static void test_masks(tk *t)
{
    fill(t, "A", 32, 1, 1);    /* A[i] = i + 1 */
    fill(t, "D", 32, 0, 0);
    t->m.exec = 0x0f;
    RUN("add (M1, 8) D(0,0)<1> A(0,0)<1;1,0> 100:d");
    CHECK_EQ_U64(get(t, "D", 3), 104);
    CHECK_EQ_U64(get(t, "D", 4), 0);
    /* M2: channel n is exec bit 4+n: bits 4,5 of 0x30 enable channels 0,1 */
    t->m.exec = 0x30;
    fill(t, "D", 32, 0, 0);
    RUN("mov (M2, 4) D(0,0)<1> A(0,0)<1;1,0>");
    CHECK_EQ_U64(get(t, "D", 0), 1);
    CHECK_EQ_U64(get(t, "D", 1), 2);
    CHECK_EQ_U64(get(t, "D", 2), 0);
    /* _NM: every channel */
    RUN("mov (M1_NM, 8) D(0,0)<1> 7:d");
    CHECK_EQ_U64(get(t, "D", 7), 7);
    t->m.exec = 0xffffffff;
    /* predicate with offset: M2 reads P1 bits 4..7; !P1 enables the zeros */
    pred(t, 1)->bits = 0x50;   /* bits 4 and 6 */
    fill(t, "D", 32, 0, 0);
    RUN("(P1) mov (M2, 4) D(0,0)<1> 1:d");
    CHECK(get(t, "D", 0) == 1 && get(t, "D", 1) == 0 && get(t, "D", 2) == 1 && get(t, "D", 3) == 0);
    fill(t, "D", 32, 0, 0);
    RUN("(!P1) mov (M2, 4) D(0,0)<1> 1:d");
    CHECK(get(t, "D", 0) == 0 && get(t, "D", 1) == 1 && get(t, "D", 2) == 0 && get(t, "D", 3) == 1);
    /* .any over channels 4..7: some bit set -> all four */
    fill(t, "D", 32, 0, 0);
    RUN("(P1.any) mov (M2, 4) D(0,0)<1> 1:d");
    CHECK(get(t, "D", 1) == 1 && get(t, "D", 3) == 1);
    fill(t, "D", 32, 0, 0);
    RUN("(P1.all) mov (M2, 4) D(0,0)<1> 1:d");
    CHECK(get(t, "D", 0) == 0 && get(t, "D", 2) == 0);
}

static void test_int_arith(tk *t)
{
    put(t, "A", 0, 5);
    put(t, "B", 0, (uint32_t)-7);
    /* (-)5 + (abs)-7 = 2 */
    RUN("add (M1, 1) D(0,0)<1> (-)A(0,0)<0;1,0> (abs)B(0,0)<0;1,0>");
    CHECK_EQ_U64(get(t, "D", 0), 2);
    /* (-abs)-7 = -7 */
    RUN("mov (M1, 1) D(0,0)<1> (-abs)B(0,0)<0;1,0>");
    CHECK_EQ_U64(get(t, "D", 0), 0xfffffff9);
    /* .sat: 0x7fffffff + 1 clamps; ub 200 + 100 clamps to 255; without .sat wraps to 44 */
    put(t, "A", 0, 0x7fffffff);
    RUN("add.sat (M1, 1) D(0,0)<1> A(0,0)<0;1,0> 1:d");
    CHECK_EQ_U64(get(t, "D", 0), 0x7fffffff);
    RUN("add (M1, 1) D(0,0)<1> A(0,0)<0;1,0> 1:d");
    CHECK_EQ_U64(get(t, "D", 0), 0x80000000);
    put(t, "UB", 0, 200);
    RUN("add.sat (M1, 1) UB(0,1)<1> UB(0,0)<0;1,0> 100:ub");
    CHECK_EQ_U64(get(t, "UB", 1), 255);
    RUN("add (M1, 1) UB(0,1)<1> UB(0,0)<0;1,0> 100:ub");
    CHECK_EQ_U64(get(t, "UB", 1), 44);
    /* b: -100 - 100 saturates to -128 */
    put(t, "SB", 0, (uint8_t)-100);
    RUN("add.sat (M1, 1) SB(0,1)<1> SB(0,0)<0;1,0> -100:b");
    CHECK_EQ_U64(get(t, "SB", 1), 0x80);
    /* mul ud wraps: 0x10000 * 0x10001 = 0x1_0001_0000 -> 0x10000 */
    put(t, "U", 0, 0x10000);
    RUN("mul (M1, 1) U(0,1)<1> U(0,0)<0;1,0> 0x10001:ud");
    CHECK_EQ_U64(get(t, "U", 1), 0x10000);
    /* mul d x d -> q: -3 * 0x40000000 = -0xC0000000 exactly */
    put(t, "A", 0, (uint32_t)-3);
    put(t, "B", 0, 0x40000000);
    RUN("mul (M1, 1) Q(0,0)<1> A(0,0)<0;1,0> B(0,0)<0;1,0>");
    CHECK_EQ_U64(get(t, "Q", 0), (uint64_t)-0xC0000000ll);
    /* mad w: 3 * -4 + 100 = 88; add3 d: 1 + 2 + -10 = -7 */
    put(t, "W", 0, 3);
    put(t, "W", 1, (uint16_t)-4);
    RUN("mad (M1, 1) W(0,2)<1> W(0,0)<0;1,0> W(0,1)<0;1,0> 100:w");
    CHECK_EQ_U64(get(t, "W", 2), 88);
    put(t, "A", 0, 1);
    put(t, "B", 0, 2);
    RUN("add3 (M1, 1) D(0,0)<1> A(0,0)<0;1,0> B(0,0)<0;1,0> -10:d");
    CHECK_EQ_U64(get(t, "D", 0), 0xfffffff9);
    /* add3.sat w: 30000 + 30000 + 1 -> 32767 */
    put(t, "W", 0, 30000);
    RUN("add3.sat (M1, 1) W(0,1)<1> W(0,0)<0;1,0> W(0,0)<0;1,0> 1:w");
    CHECK_EQ_U64(get(t, "W", 1), 32767);
    /* mulh: d 0x40000000 * 8 = 2^33 -> 2; d -1 * 1 -> -1; ud max * max = 0xFFFFFFFE_00000001 -> 0xFFFFFFFE */
    put(t, "A", 0, 0x40000000);
    RUN("mulh (M1, 1) D(0,0)<1> A(0,0)<0;1,0> 8:d");
    CHECK_EQ_U64(get(t, "D", 0), 2);
    RUN("mulh (M1, 1) D(0,0)<1> -1:d 1:d");
    CHECK_EQ_U64(get(t, "D", 0), 0xffffffff);
    put(t, "U", 0, 0xffffffff);
    RUN("mulh (M1, 1) U(0,1)<1> U(0,0)<0;1,0> U(0,0)<0;1,0>");
    CHECK_EQ_U64(get(t, "U", 1), 0xfffffffe);
    /* addc: 0xffffffff + 2 = 1 carry 1; 3 + 4 = 7 carry 0 */
    put(t, "U", 0, 0xffffffff);
    put(t, "U", 1, 3);
    put(t, "U2", 0, 2);
    put(t, "U2", 1, 4);
    RUN("addc (M1, 2) U3(0,0)<1> U3(0,8)<1> U(0,0)<1;1,0> U2(0,0)<1;1,0>");
    CHECK_EQ_U64(get(t, "U3", 0), 1);
    CHECK_EQ_U64(get(t, "U3", 8), 1);
    CHECK_EQ_U64(get(t, "U3", 1), 7);
    CHECK_EQ_U64(get(t, "U3", 9), 0);
    /* subb: 1 - 2 = 0xffffffff borrow 1; 9 - 4 = 5 borrow 0 */
    put(t, "U", 0, 1);
    put(t, "U", 1, 9);
    put(t, "U2", 0, 2);
    put(t, "U2", 1, 4);
    RUN("subb (M1, 2) U3(0,0)<1> U3(0,8)<1> U(0,0)<1;1,0> U2(0,0)<1;1,0>");
    CHECK_EQ_U64(get(t, "U3", 0), 0xffffffff);
    CHECK_EQ_U64(get(t, "U3", 8), 1);
    CHECK_EQ_U64(get(t, "U3", 1), 5);
    CHECK_EQ_U64(get(t, "U3", 9), 0);
    /* madw ud, 4 channels: max*max + 1 = 0xFFFFFFFE_00000002; low halves in
     * row 0, high halves in the next GRF (row 1 = element 16 on pvc) */
    fill(t, "U", 4, 0xffffffff, 0);
    fill(t, "U3", 32, 0, 0);
    RUN("madw (M1, 4) U3(0,0)<1> U(0,0)<1;1,0> U(0,0)<1;1,0> 1:ud");
    CHECK_EQ_U64(get(t, "U3", 0), 2);
    CHECK_EQ_U64(get(t, "U3", 3), 2);
    CHECK_EQ_U64(get(t, "U3", 16), 0xfffffffe);
    CHECK_EQ_U64(get(t, "U3", 19), 0xfffffffe);
    CHECK_EQ_U64(get(t, "U3", 4), 0);
    /* div/mod toward zero: -7 / 2 = -3, -7 % 2 = -1; a zero divisor stops the run */
    RUN("div (M1, 1) D(0,0)<1> -7:d 2:d");
    CHECK_EQ_U64(get(t, "D", 0), 0xfffffffd);
    RUN("mod (M1, 1) D(0,0)<1> -7:d 2:d");
    CHECK_EQ_U64(get(t, "D", 0), 0xffffffff);
    CHECK(run(t, "div (M1, 1) D(0,0)<1> 1:d 0:d") == GI_STEP_ERROR);
    CHECK(strstr(t->m.error, "div: divides by zero") != NULL);
    /* min/max, signed and unsigned */
    put(t, "A", 0, (uint32_t)-5);
    RUN("max (M1, 1) D(0,0)<1> A(0,0)<0;1,0> 3:d");
    CHECK_EQ_U64(get(t, "D", 0), 3);
    RUN("min (M1, 1) D(0,0)<1> A(0,0)<0;1,0> 3:d");
    CHECK_EQ_U64(get(t, "D", 0), 0xfffffffb);
    put(t, "U", 0, 0xfffffffb);
    RUN("max (M1, 1) U(0,1)<1> U(0,0)<0;1,0> 3:ud");
    CHECK_EQ_U64(get(t, "U", 1), 0xfffffffb);
}

static void test_bits(tk *t)
{
    /* shl count modulo 32: 1 << 33 = 2; shr 0x80000000 >> 4; asr -16 >> 2 = -4 */
    RUN("shl (M1, 1) D(0,0)<1> 1:d 33:d");
    CHECK_EQ_U64(get(t, "D", 0), 2);
    put(t, "U", 0, 0x80000000);
    RUN("shr (M1, 1) U(0,1)<1> U(0,0)<0;1,0> 4:ud");
    CHECK_EQ_U64(get(t, "U", 1), 0x08000000);
    RUN("asr (M1, 1) D(0,0)<1> -16:d 2:d");
    CHECK_EQ_U64(get(t, "D", 0), 0xfffffffc);
    /* shl.sat: 0x40000000 << 2 = 2^32 > d max */
    RUN("shl.sat (M1, 1) D(0,0)<1> 0x40000000:d 2:d");
    CHECK_EQ_U64(get(t, "D", 0), 0x7fffffff);
    /* shl uq: count modulo 64: 1 << 40 */
    RUN("shl (M1, 1) UQ(0,0)<1> 1:uq 40:uq");
    CHECK_EQ_U64(get(t, "UQ", 0), 1ull << 40);
    /* rol: ud 0x80000001 by 1 = 3; uw 0x8001 by 4 = 0x0018 */
    put(t, "U", 0, 0x80000001);
    RUN("rol (M1, 1) U(0,1)<1> U(0,0)<0;1,0> 1:ud");
    CHECK_EQ_U64(get(t, "U", 1), 3);
    put(t, "UW", 0, 0x8001);
    RUN("rol (M1, 1) UW(0,1)<1> UW(0,0)<0;1,0> 4:uw");
    CHECK_EQ_U64(get(t, "UW", 1), 0x0018);
    /* and/or/xor/not */
    put(t, "U", 0, 0xff00ff00);
    RUN("and (M1, 1) U(0,1)<1> U(0,0)<0;1,0> 0x0ff0:ud");
    CHECK_EQ_U64(get(t, "U", 1), 0x0f00);
    RUN("or (M1, 1) U(0,1)<1> U(0,0)<0;1,0> 0x0ff0:ud");
    CHECK_EQ_U64(get(t, "U", 1), 0xff00fff0);
    RUN("xor (M1, 1) U(0,1)<1> U(0,0)<0;1,0> 0x0ff0:ud");
    CHECK_EQ_U64(get(t, "U", 1), 0xff00f0f0);
    RUN("not (M1, 1) U(0,1)<1> U(0,0)<0;1,0>");
    CHECK_EQ_U64(get(t, "U", 1), 0x00ff00ff);
    /* bfn truth tables: with s0 = 0xAA, s1 = 0xCC, s2 = 0xF0, bit k of the
     * sources is bit 0/1/2 of k, so the low byte is the function itself;
     * the upper bits (all sources 0) are bit 0 of the function */
    put(t, "U", 0, 0xAA);
    put(t, "U", 1, 0xCC);
    put(t, "U", 2, 0xF0);
    RUN("bfn.xca (M1, 1) U2(0,0)<1> U(0,0)<0;1,0> U(0,1)<0;1,0> U(0,2)<0;1,0>");
    CHECK_EQ_U64(get(t, "U2", 0), 0xCA);
    RUN("bfn.x96 (M1, 1) U2(0,0)<1> U(0,0)<0;1,0> U(0,1)<0;1,0> U(0,2)<0;1,0>");
    CHECK_EQ_U64(get(t, "U2", 0), 0x96);
    RUN("bfn.x01 (M1, 1) U2(0,0)<1> U(0,0)<0;1,0> U(0,1)<0;1,0> U(0,2)<0;1,0>");
    CHECK_EQ_U64(get(t, "U2", 0), 0xffffff01);
    RUN("bfn.x80 (M1, 1) U2(0,0)<1> U(0,0)<0;1,0> U(0,1)<0;1,0> U(0,2)<0;1,0>");
    CHECK_EQ_U64(get(t, "U2", 0), 0x80);
    /* lzd 1 = 31, 0 = 32; fbl 8 = 3, 0 = 0xffffffff */
    RUN("lzd (M1, 1) U2(0,0)<1> 1:ud");
    CHECK_EQ_U64(get(t, "U2", 0), 31);
    RUN("lzd (M1, 1) U2(0,0)<1> 0:ud");
    CHECK_EQ_U64(get(t, "U2", 0), 32);
    RUN("fbl (M1, 1) U2(0,0)<1> 8:ud");
    CHECK_EQ_U64(get(t, "U2", 0), 3);
    RUN("fbl (M1, 1) U2(0,0)<1> 0:ud");
    CHECK_EQ_U64(get(t, "U2", 0), 0xffffffff);
}

static void test_float(tk *t)
{
    /* fused mad: a = b = 1 + 2^-12, c = -(1 + 2^-11): a*b = 1 + 2^-11 + 2^-24
     * exactly, so a*b + c = 2^-24 (0x33800000); a separate multiply would
     * round a*b to 1 + 2^-11 (a tie, to even) and give 0 */
    put(t, "F", 0, 0x3F800800);
    put(t, "F", 1, 0xBF801000);
    RUN("mad (M1, 1) G(0,0)<1> F(0,0)<0;1,0> F(0,0)<0;1,0> F(0,1)<0;1,0>");
    CHECK_EQ_U64(get(t, "G", 0), 0x33800000);
    RUN("mul (M1, 1) G(0,1)<1> F(0,0)<0;1,0> F(0,0)<0;1,0>");
    RUN("add (M1, 1) G(0,1)<1> G(0,1)<0;1,0> F(0,1)<0;1,0>");
    CHECK_EQ_U64(get(t, "G", 1), 0);
    /* add.sat f: 0.75 + 0.5 -> 1.0; (-)2.5 sat -> 0 */
    put(t, "F", 0, fbits(0.75f));
    RUN("add.sat (M1, 1) G(0,0)<1> F(0,0)<0;1,0> 0.5:f");
    CHECK_EQ_U64(get(t, "G", 0), fbits(1.0f));
    RUN("mov.sat (M1, 1) G(0,0)<1> -2.5:f");
    CHECK_EQ_U64(get(t, "G", 0), 0);
    /* inv 4 = 0.25; sqrt 2 = 0x3FB504F3 (1.41421354); rsqrt 4 = 0.5; exp 3 = 8 (2^x); exp -1 = 0.5; log 8 = 3 (log2) */
    RUN("inv (M1, 1) G(0,0)<1> 4.0:f");
    CHECK_EQ_U64(get(t, "G", 0), fbits(0.25f));
    RUN("sqrt (M1, 1) G(0,0)<1> 2.0:f");
    CHECK_EQ_U64(get(t, "G", 0), 0x3FB504F3);
    RUN("rsqrt (M1, 1) G(0,0)<1> 4.0:f");
    CHECK_EQ_U64(get(t, "G", 0), fbits(0.5f));
    RUN("exp (M1, 1) G(0,0)<1> 3.0:f");
    CHECK_EQ_U64(get(t, "G", 0), fbits(8.0f));
    RUN("exp (M1, 1) G(0,0)<1> -1.0:f");
    CHECK_EQ_U64(get(t, "G", 0), fbits(0.5f));
    RUN("log (M1, 1) G(0,0)<1> 8.0:f");
    CHECK_EQ_U64(get(t, "G", 0), fbits(3.0f));
    /* divm 1/3 = 0x3EAAAAAB (round to nearest); rndz -2.7 = -2 */
    RUN("divm (M1, 1) G(0,0)<1> 1.0:f 3.0:f");
    CHECK_EQ_U64(get(t, "G", 0), 0x3EAAAAAB);
    RUN("rndz (M1, 1) G(0,0)<1> -2.7:f");
    CHECK_EQ_U64(get(t, "G", 0), fbits(-2.0f));
    /* max(NaN, 1) = 1; min(-0, +0) = -0 */
    put(t, "F", 0, 0x7FC00000);
    RUN("max (M1, 1) G(0,0)<1> F(0,0)<0;1,0> 1.0:f");
    CHECK_EQ_U64(get(t, "G", 0), fbits(1.0f));
    put(t, "F", 0, 0x80000000);
    RUN("min (M1, 1) G(0,0)<1> F(0,0)<0;1,0> 0.0:f");
    CHECK_EQ_U64(get(t, "G", 0), 0x80000000);
    /* df: 0.1 + 0.2 = 0x3FD3333333333334; hf: 1.5 + 0.25 = 1.75 (0x3F00) */
    RUN("add (M1, 1) DF(0,0)<1> 0.1:df 0.2:df");
    CHECK_EQ_U64(get(t, "DF", 0), 0x3FD3333333333334ull);
    RUN("add (M1, 1) HF(0,0)<1> 1.5:hf 0.25:hf");
    CHECK_EQ_U64(get(t, "HF", 0), 0x3F00);
    /* (-abs) on f: -|-2.5| */
    put(t, "F", 0, fbits(-2.5f));
    RUN("mov (M1, 1) G(0,0)<1> (-abs)F(0,0)<0;1,0>");
    CHECK_EQ_U64(get(t, "G", 0), fbits(-2.5f));
}

static void test_convert(tk *t)
{
    /* f -> d toward zero; f -> ub saturates; f -> ud negative -> 0; NaN -> 0 */
    RUN("mov (M1, 1) D(0,0)<1> -3.7:f");
    CHECK_EQ_U64(get(t, "D", 0), 0xfffffffd);
    RUN("mov (M1, 1) UB(0,0)<1> 300.5:f");
    CHECK_EQ_U64(get(t, "UB", 0), 255);
    RUN("mov (M1, 1) U(0,0)<1> -5.0:f");
    CHECK_EQ_U64(get(t, "U", 0), 0);
    put(t, "F", 0, 0x7FC00000);
    RUN("mov (M1, 1) D(0,0)<1> F(0,0)<0;1,0>");
    CHECK_EQ_U64(get(t, "D", 0), 0);
    RUN("mov (M1, 1) D(0,0)<1> 3e10:f");
    CHECK_EQ_U64(get(t, "D", 0), 0x7fffffff);
    /* d -> f rounds to nearest even: 16777217 -> 16777216; uq max -> 2^64 */
    RUN("mov (M1, 1) G(0,0)<1> 16777217:d");
    CHECK_EQ_U64(get(t, "G", 0), 0x4B800000);
    put(t, "UQ", 0, ~0ull);
    RUN("mov (M1, 1) G(0,0)<1> UQ(0,0)<0;1,0>");
    CHECK_EQ_U64(get(t, "G", 0), 0x5F800000);
    /* q 2^53+1 -> f: one rounding gives 2^53 (0x5A000000) */
    put(t, "Q", 0, (1ull << 53) + 1);
    RUN("mov (M1, 1) G(0,0)<1> Q(0,0)<0;1,0>");
    CHECK_EQ_U64(get(t, "G", 0), 0x5A000000);
    /* f -> hf, df -> f, hf -> f */
    RUN("mov (M1, 1) HF(0,0)<1> 1.0:f");
    CHECK_EQ_U64(get(t, "HF", 0), 0x3C00);
    RUN("mov (M1, 1) G(0,0)<1> 0.1:df");
    CHECK_EQ_U64(get(t, "G", 0), 0x3DCCCCCD);
    put(t, "HF", 1, 0xC100);   /* -2.5 */
    RUN("mov (M1, 1) G(0,0)<1> HF(0,1)<0;1,0>");
    CHECK_EQ_U64(get(t, "G", 0), fbits(-2.5f));
    /* w -> d sign-extends, uw -> d zero-extends, d -> ub truncates */
    put(t, "W", 0, 0xffff);
    RUN("mov (M1, 1) D(0,0)<1> W(0,0)<0;1,0>");
    CHECK_EQ_U64(get(t, "D", 0), 0xffffffff);
    put(t, "UW", 0, 0xffff);
    RUN("mov (M1, 1) D(0,0)<1> UW(0,0)<0;1,0>");
    CHECK_EQ_U64(get(t, "D", 0), 0xffff);
    RUN("mov (M1, 1) UB(0,0)<1> 0x1234:d");
    CHECK_EQ_U64(get(t, "UB", 0), 0x34);
    RUN("mov.sat (M1, 1) UB(0,0)<1> 0x1234:d");
    CHECK_EQ_U64(get(t, "UB", 0), 0xff);
    /* packed immediates, element i = nibble i: 0x40:uv = (0, 4, 0 ..);
     * 0x7F1:v = (1, -1, 7, 0 ..) */
    put(t, "A", 0, 10);
    RUN("add (M1_NM, 2) D(0,0)<1> A(0,0)<0;1,0> 0x40:uv");
    CHECK_EQ_U64(get(t, "D", 0), 10);
    CHECK_EQ_U64(get(t, "D", 1), 14);
    RUN("add (M1_NM, 4) D(0,0)<1> A(0,0)<0;1,0> 0x7F1:v");
    CHECK_EQ_U64(get(t, "D", 0), 11);
    CHECK_EQ_U64(get(t, "D", 1), 9);
    CHECK_EQ_U64(get(t, "D", 2), 17);
    CHECK_EQ_U64(get(t, "D", 3), 10);
    /* vf byte 0x38: exponent 3 (bias 3) mantissa 8 = 1.5; 0x30 = 1.0; 0xC0 = -(2^(4-3)) = -2 */
    RUN("mov (M1_NM, 4) G(0,0)<1> 0x00C03038:vf");
    CHECK_EQ_U64(get(t, "G", 0), fbits(1.5f));
    CHECK_EQ_U64(get(t, "G", 1), fbits(1.0f));
    CHECK_EQ_U64(get(t, "G", 2), fbits(-2.0f));
    CHECK_EQ_U64(get(t, "G", 3), 0);
}

static void test_cmp_sel_pred(tk *t)
{
    fill(t, "A", 8, 0, 1);      /* 0 1 2 .. 7 */
    fill(t, "B", 8, 3, 0);      /* 3 */
    pred(t, 1)->bits = 0;
    RUN("cmp.lt (M1, 8) P1 A(0,0)<1;1,0> B(0,0)<0;1,0>");
    CHECK_EQ_U64(pred(t, 1)->bits, 0x07);
    /* M2 with a predicate destination writes bits 4..7 only */
    pred(t, 2)->bits = 0xffffffff;
    RUN("cmp.ge (M2, 4) P2 A(0,4)<1;1,0> 6:d");
    CHECK_EQ_U64(pred(t, 2)->bits, 0xffffffcf);   /* channels 4,5 (values 4,5) false */
    /* a general destination: all ones / zero in the element size */
    RUN("cmp.eq (M1, 4) UW(0,0)<1> A(0,0)<1;1,0> 2:d");
    CHECK(get(t, "UW", 0) == 0 && get(t, "UW", 2) == 0xffff && get(t, "UW", 3) == 0);
    /* NaN: ne holds, eq/lt do not */
    put(t, "F", 0, 0x7FC00000);
    RUN("cmp.ne (M1, 1) P3 F(0,0)<0;1,0> F(0,0)<0;1,0>");
    CHECK_EQ_U64(pred(t, 3)->bits & 1, 1);
    RUN("cmp.eq (M1, 1) P3 F(0,0)<0;1,0> F(0,0)<0;1,0>");
    CHECK_EQ_U64(pred(t, 3)->bits & 1, 0);
    /* sel: P1 = 0x07 picks A for channels 0..2, B after */
    RUN("(P1) sel (M1, 8) D(0,0)<1> A(0,0)<1;1,0> 100:d");
    CHECK(get(t, "D", 0) == 0 && get(t, "D", 2) == 2 && get(t, "D", 3) == 100 && get(t, "D", 7) == 100);
    RUN("(!P1) sel (M1, 8) D(0,0)<1> A(0,0)<1;1,0> 100:d");
    CHECK(get(t, "D", 0) == 100 && get(t, "D", 3) == 3);
    /* predicate logic: and (M1, 32) P3 P1 P2; or, xor, not, with M5 offsets */
    pred(t, 1)->bits = 0x0000ff0f;
    pred(t, 2)->bits = 0x00ff00ff;
    RUN("and (M1, 32) P3 P1 P2");
    CHECK_EQ_U64(pred(t, 3)->bits, 0x0000000f);
    RUN("or (M1, 32) P3 P1 P2");
    CHECK_EQ_U64(pred(t, 3)->bits, 0x00ffffff);
    RUN("xor (M1, 32) P3 P1 P2");
    CHECK_EQ_U64(pred(t, 3)->bits, 0x00fffff0);
    pred(t, 3)->bits = 0;
    RUN("not (M5, 16) P3 P1");      /* bits 16..31 of ~P1 */
    CHECK_EQ_U64(pred(t, 3)->bits, 0xffff0000);
    RUN("and (M1, 32) P3 P3 P2");   /* the corpus form */
    CHECK_EQ_U64(pred(t, 3)->bits, 0x00ff0000);
    /* mov (1) V P: the bits; P4 has 16 elements */
    pred(t, 4)->bits = 0xa5a5;
    RUN("mov (M1_NM, 1) U(0,0)<1> P4");
    CHECK_EQ_U64(get(t, "U", 0), 0xa5a5);
    /* setp: scalar immediate gives bit i to channel i (M5: bits 16..); a vector the low bits */
    pred(t, 1)->bits = 0;
    RUN("setp (M1_NM, 16) P1 0x00F5:ud");
    CHECK_EQ_U64(pred(t, 1)->bits, 0xF5);
    RUN("setp (M5_NM, 16) P1 0x3:ud");
    CHECK_EQ_U64(pred(t, 1)->bits, 0x300F5);
    fill(t, "U", 4, 0, 1);  /* 0 1 2 3: low bits 0 1 0 1 */
    RUN("setp (M1, 4) P1 U(0,0)<1;1,0>");
    CHECK_EQ_U64(pred(t, 1)->bits & 0xf, 0xa);
}

static void test_indirect(tk *t)
{
    fill(t, "B", 32, 100, 1);   /* B[i] = 100 + i */
    /* A0 -> B byte 8 (B[2]); r[AD(0),4] is B byte 12 = B[3] */
    RUN("addr_add (M1_NM, 1) AD(0)<1> &B 0x8:uw");
    RUN("mov (M1, 2) D(0,0)<1> r[AD(0),4]<1;1,0>:d");
    CHECK_EQ_U64(get(t, "D", 0), 103);
    CHECK_EQ_U64(get(t, "D", 1), 104);
    /* &B[64] + 4 -> byte 68 = B[17]; store through it */
    RUN("addr_add (M1_NM, 1) AD(1)<1> &B[64] 0x4:uw");
    RUN("mov (M1, 1) r[AD(1),0]<1>:d 7:d");
    CHECK_EQ_U64(get(t, "B", 17), 7);
    /* two channels of addr_add: AD(0) = B+0, AD(1) = B+4*3 */
    fill(t, "UW", 2, 0, 12);
    RUN("addr_add (M1_NM, 2) AD(0)<1> &B UW(0,0)<1;1,0>");
    RUN("mov (M1, 2) D(0,0)<1> r[AD(0),0]<2,1>:d");   /* multi-address: row k from AD(k) */
    CHECK_EQ_U64(get(t, "D", 0), 100);
    CHECK_EQ_U64(get(t, "D", 1), 101);
    RUN("mov (M1, 2) D(0,0)<1> r[AD(0),0]<1,0>:d");   /* width 1: one address per channel */
    CHECK_EQ_U64(get(t, "D", 0), 100);
    CHECK_EQ_U64(get(t, "D", 1), 103);
    /* out of the variable */
    RUN("addr_add (M1_NM, 1) AD(0)<1> &B 124:uw");
    CHECK(run(t, "mov (M1, 2) D(0,0)<1> r[AD(0),0]<1;1,0>:d") == GI_STEP_ERROR);
    CHECK(strstr(t->m.error, "src0 r[A0(0),0]") != NULL);
}

/* a tiny program: statements and labels; the loop of exec.c with joins */
typedef struct prog {
    visa_gparsed g[16];
    const char *label_of[16];   /* goto: its label */
    const char *labels[8];
    size_t label_at[8], n, nl;
} prog;

static void load(tk *t, prog *p, const char *const *lines, size_t n)
{
    memset(p, 0, sizeof *p);
    for (size_t i = 0; i < n; i++) {
        const char *l = lines[i];
        if (l[strlen(l) - 1] == ':') {
            p->labels[p->nl] = l;
            p->label_at[p->nl++] = p->n;
            continue;
        }
        parse(t, l, &p->g[p->n]);
        if (!strcmp(p->g[p->n].row->name, "goto")) p->label_of[p->n] = p->g[p->n].op[0].at;
        p->n++;
    }
}

static size_t label_index(const prog *p, const char *name)
{
    for (size_t k = 0; k < p->nl; k++)
        if (!strncmp(p->labels[k], name, strlen(p->labels[k]) - 1)) return p->label_at[k];
    return p->n;
}

/* runs p; returns the number of executed instructions */
static unsigned execute(tk *t, prog *p)
{
    visa_exec *x = &t->x;
    x->ninsts = p->n;
    vx_cf_init(x);
    t->m.pc = 0;
    unsigned count = 0;
    while (t->m.pc < p->n && count < 1000) {
        vx_gen_join(x, (size_t)t->m.pc);
        const visa_gparsed *g = &p->g[t->m.pc];
        count++;
        if (p->label_of[t->m.pc]) {
            CHECK(vx_gen_goto(x, g, label_index(p, p->label_of[t->m.pc])) == GI_STEP_NEXT);
        } else {
            CHECK(vx_exec_gen(x, g) == GI_STEP_NEXT);
            t->m.pc++;
        }
    }
    vx_gen_join(x, (size_t)t->m.pc);
    return count;
}

static void test_goto(tk *t)
{
    /* a loop: channel i runs until C[i] >= A[i] (at least once): C = max(A, 1);
     * A = 1 2 3 4 1 1 2 3: 4 iterations of 3 instructions, then the add */
    static const char *const loop[] = {
        "LOOP:",
        "add (M1, 8) C(0,0)<1> C(0,0)<1;1,0> 1:d",
        "cmp.lt (M1, 8) P1 C(0,0)<1;1,0> A(0,0)<1;1,0>",
        "(P1) goto (M1, 8) LOOP",
        "add (M1, 8) D(0,0)<1> C(0,0)<1;1,0> 100:d",
    };
    static const uint32_t lim[8] = {1, 2, 3, 4, 1, 1, 2, 3};
    prog p;
    for (unsigned i = 0; i < 8; i++) {
        put(t, "A", i, lim[i]);
        put(t, "C", i, 0);
        put(t, "B", i, 0);
    }
    t->m.exec = 0xff;
    load(t, &p, loop, 5);
    CHECK_EQ_U64(execute(t, &p), 13);
    for (unsigned i = 0; i < 8; i++) {
        CHECK_EQ_U64(get(t, "C", i), lim[i]);
        CHECK_EQ_U64(get(t, "D", i), lim[i] + 100);
    }
    CHECK_EQ_U64(t->m.exec, 0xff);
    free(t->x.cf_wait);
    t->x.cf_wait = NULL;

    /* if: channels with A > 2 (2, 3, 7) skip the mov; all meet at SKIP */
    static const char *const iff[] = {
        "cmp.gt (M1, 8) P2 A(0,0)<1;1,0> 2:d",
        "(P2) goto (M1, 8) SKIP",
        "mov (M1, 8) B(0,0)<1> 1:d",
        "SKIP:",
        "add (M1, 8) B(0,0)<1> B(0,0)<1;1,0> 10:d",
    };
    load(t, &p, iff, 5);
    CHECK_EQ_U64(execute(t, &p), 4);
    for (unsigned i = 0; i < 8; i++) CHECK_EQ_U64(get(t, "B", i), lim[i] > 2 ? 10u : 11u);
    CHECK_EQ_U64(t->m.exec, 0xff);
    free(t->x.cf_wait);
    t->x.cf_wait = NULL;

    /* every enabled channel jumps: the mov is not executed at all (3 steps) */
    static const char *const all[] = {
        "cmp.gt (M1, 8) P2 A(0,0)<1;1,0> 0:d",
        "(P2) goto (M1, 8) SKIP",
        "mov (M1_NM, 8) B(0,0)<1> 1:d",
        "SKIP:",
        "add (M1, 8) B(0,0)<1> B(0,0)<1;1,0> 10:d",
    };
    load(t, &p, all, 5);
    CHECK_EQ_U64(execute(t, &p), 3);
    for (unsigned i = 0; i < 8; i++) CHECK_EQ_U64(get(t, "B", i), lim[i] > 2 ? 20u : 21u);
    free(t->x.cf_wait);
    t->x.cf_wait = NULL;

    /* a uniform goto (M1, 1) without predicate: everything jumps */
    static const char *const uni[] = {
        "goto (M1, 1) END",
        "mov (M1_NM, 8) B(0,0)<1> 1:d",
        "END:",
        "mov (M1, 1) D(0,0)<1> 5:d",
    };
    load(t, &p, uni, 4);
    CHECK_EQ_U64(execute(t, &p), 2);
    CHECK_EQ_U64(get(t, "D", 0), 5);
    CHECK_EQ_U64(get(t, "B", 0), 21);   /* the mov did not run */
    CHECK_EQ_U64(t->m.exec, 0xff);
    free(t->x.cf_wait);
    t->x.cf_wait = NULL;
    t->m.exec = 0xffffffff;
}

/* Robustness: statements of every family with random fields (operand
 * kinds, types, regions, offsets, ids, exec sizes, masks, predicates,
 * options) step or stop with a run error -- never crash (run it under ASan). */
static void test_fuzz(tk *t)
{
    static const char *const stmts[] = {
        "add (M1, 8) D(0,0)<1> A(0,0)<8;8,1> B(0,0)<0;1,0>",
        "mad (M1, 16) G(0,0)<1> F(0,0)<1;1,0> F(0,1)<1;1,0> 2.0:f",
        "madw (M1, 4) U3(0,0)<1> U(0,0)<1;1,0> U(0,0)<1;1,0> 1:ud",
        "addc (M1, 2) U3(0,0)<1> U3(0,8)<1> U(0,0)<1;1,0> U2(0,0)<1;1,0>",
        "bfn.xca (M1, 1) U2(0,0)<1> U(0,0)<0;1,0> U(0,1)<0;1,0> U(0,2)<0;1,0>",
        "cmp.lt (M1, 8) P1 A(0,0)<1;1,0> B(0,0)<0;1,0>",
        "cmp.eq (M1, 4) UW(0,0)<1> A(0,0)<1;1,0> 2:d",
        "(P1) sel (M1, 8) D(0,0)<1> A(0,0)<1;1,0> 100:d",
        "and (M1, 32) P3 P1 P2",
        "not (M5, 16) P3 P1",
        "mov (M1_NM, 1) U(0,0)<1> P4",
        "setp (M1_NM, 16) P1 0x00F5:ud",
        "setp (M1, 4) P1 U(0,0)<1;1,0>",
        "addr_add (M1_NM, 2) AD(0)<1> &B UW(0,0)<1;1,0>",
        "mov (M1, 2) D(0,0)<1> r[AD(0),0]<2,1>:d",
        "mov (M1, 1) r[AD(1),0]<1>:d 7:d",
        "mov (M1_NM, 4) G(0,0)<1> 0x00C03038:vf",
        "shl (M1, 1) UQ(0,0)<1> 1:uq 40:uq",
        "rol (M1, 1) UW(0,1)<1> UW(0,0)<0;1,0> 4:uw",
        "div (M1, 1) D(0,0)<1> -7:d 2:d",
        "rsqrt (M1, 8) G(0,0)<1> F(0,0)<1;1,0>",
        "mov (M1, 8) HF(0,0)<1> DF(0,0)<1;1,0>",
        "goto (M1, 1) L",
        /* exec_dp.c: movs and the data-port messages (memory is unmapped: they fault) */
        "movs (M1_NM, 2) T6(0) U(0,0)<1;1,0>",
        "gather4_scaled.RG (M1, 16) T6 0x0:ud U.0 U2.0",
        "(P1) scatter_scaled.2 (M1, 8) %slm 0x4:ud U.0 U2.0",
        "oword_ld (2) T6 U(0,0)<0;1,0> U3.0",
        "svm_gather.4.2 (M1, 4) UQ.0 U3.0",
        "svm_atomic.add.64 (M1, 2) UQ.0 U3.0 UQ.0 %null.0",
        "dword_atomic.cmpxchg (M1, 8) %slm U.0 U2.0 U3.0 U3.64",
        "svm_block_st (1) UQ(0,0)<0;1,0> U.0",
    };
    enum { NS = sizeof stmts / sizeof stmts[0] };
    visa_gparsed base[NS];
    for (unsigned k = 0; k < NS; k++) CHECK(parse(t, stmts[k], &base[k]));
    RUN("addr_add (M1_NM, 2) AD(0)<1> &B 0:uw");
    t->x.ninsts = 8;
    vx_cf_init(&t->x);
    static const uint8_t sizes[] = {0, 1, 2, 3, 4, 8, 16, 32, 64};
    static const char kinds[] = "vipxAl&trs";
    uint64_t s = 0x9E3779B97F4A7C15ull;
    unsigned ok = 0, bad = 0;
    for (unsigned it = 0; it < 40000; it++) {
        visa_gparsed g = base[it % NS];
        unsigned nm = 1 + (unsigned)(s >> 60 & 3);
        for (unsigned m = 0; m < nm; m++) {
            s = s * 6364136223846793005ull + 1442695040888963407ull;
            unsigned r = (unsigned)(s >> 33), k = r % VISA_MAX_GOPNDS;
            visa_gopnd *o = &g.op[k];
            switch (r >> 8 & 15) {
            case 0: o->kind = kinds[(r >> 12) % (sizeof kinds - 1)]; break;
            case 1: o->type = (uint8_t)(r >> 12 & 31); break;
            case 2: o->region = (uint16_t)(r >> 12); break;
            case 3: o->row = (uint8_t)(r >> 12); break;
            case 4: o->col = (uint8_t)(r >> 12); break;
            case 5: o->id = (r >> 12) % 64; break;
            case 6: o->off = (int64_t)(r >> 12 & 2047) - 1024; break;
            case 7: g.exec_size = sizes[(r >> 12) % sizeof sizes]; break;
            case 8: g.emask = (uint8_t)(r >> 12 & 15); break;
            case 9: g.pred = (uint16_t)(r >> 12); break;
            case 10: o->mod = (uint8_t)(r >> 12 & 7); break;
            case 11: o->imm = s; break;
            case 12: g.bfn = (uint8_t)(r >> 12); g.cond = (uint8_t)(r >> 20 & 7); break;
            case 13: g.nomask = !g.nomask; g.sat = !g.sat; break;
            case 14: if (!(r >> 12 & 7)) g.n = (r >> 16) % (VISA_MAX_GOPNDS + 1); break;
            default: g.row = base[(r >> 12) % NS].row; break;
            }
        }
        t->m.stop = 0;
        t->m.error[0] = 0;
        t->m.exec = s >> 7;
        int rc;
        if (!strcmp(g.row->name, "goto")) {
            t->m.pc = (s >> 40) % 8;
            rc = vx_gen_goto(&t->x, &g, (size_t)(s >> 50) % 10);
            CHECK(rc == GI_STEP_ERROR || t->m.pc <= 8);
        } else {
            rc = vx_dp_handles(&g) ? vx_exec_dp(&t->x, &g) : vx_exec_gen(&t->x, &g);
        }
        CHECK(rc == GI_STEP_NEXT || rc == GI_STEP_ERROR);
        if (rc == GI_STEP_NEXT) ok++;
        else bad++;
    }
    /* both outcomes happen */
    CHECK(ok > 1000 && bad > 1000);
    t->m.exec = 0xffffffff;
    free(t->x.cf_wait);
    t->x.cf_wait = NULL;
}

/* The fast ALU records (exec_fast_alu.c) against the general path: when the
 * statement has a fast form, run it from the same random registers,
 * predicates and exec mask both ways; the register bytes must be equal.
 * Counts into cmp / diff. */
static void fast_vs_general(tk *t, const visa_gparsed *g, uint64_t seed, const char *line, unsigned *cmp,
                            unsigned *diff)
{
    visa_exec *x = &t->x;
    vx_inst u;
    memset(&u, 0, sizeof u);
    u.gen = true;
    u.g = *g;
    vx_hot h;
    memset(&h, 0, sizeof h);
    uint64_t imm[3] = {0, 0, 0};
    x->insts = &u;
    x->ninsts = 1;
    if (vx_fast_alu_prepare(x, &u, &h, imm)) {
        size_t n = x->regs_size;
        uint8_t *init = gi_xcalloc(n + 1, 1), *gen = gi_xcalloc(n + 1, 1);
        for (unsigned rep = 0; rep < 3; rep++) {
            for (size_t i = 0; i < n; i++) {
                seed = seed * 6364136223846793005ull + 1442695040888963407ull;
                init[i] = (uint8_t)(seed >> 56);
            }
            for (size_t i = 0; i < x->npreds; i++) x->preds[i].bits = (uint32_t)(seed >> 13);
            t->m.exec = rep == 0 ? 0xffffffffu : seed >> 21;
            memcpy(x->regs, init, n);
            t->m.pc = 0, t->m.stop = 0, t->m.error[0] = 0;
            int rg = vx_exec_gen(x, g);
            memcpy(gen, x->regs, n);
            memcpy(x->regs, init, n);
            int rf = h.fn(x, &h);
            (*cmp)++;
            if (rg != GI_STEP_NEXT || rf != GI_STEP_NEXT || t->m.pc != 1 || memcmp(gen, x->regs, n)) {
                (*diff)++;
                fprintf(stderr, "fast path differs from the general path (%d/%d): %s\n", rg, rf, line);
            }
        }
        free(init);
        free(gen);
        memset(x->regs, 0, n);
        for (size_t i = 0; i < x->npreds; i++) x->preds[i].bits = 0;
        t->m.exec = 0xffffffffu;
        t->m.pc = 0;
    }
    x->insts = NULL;
    x->ninsts = 0;
}

/* The corpus sweep (test_visa_gen FILE.visaasm ...): every statement the
 * general parser reads is executed once on zeroed registers, in file order
 * (goto and other control flow skipped); it must step or stop with a run
 * error, never crash; a statement with a fast ALU form is also compared with
 * the general path (fast_vs_general). Prints the counts; exit status 1 when
 * a fast record differs. */
static int sweep(int argc, char **argv)
{
    unsigned parsed = 0, next = 0, errs = 0, files = 0, fcmp = 0, fdiff = 0;
    for (int a = 1; a < argc; a++) {
        FILE *f = fopen(argv[a], "rb");
        if (!f) {
            perror(argv[a]);
            return 1;
        }
        gi_vec lines;
        gi_vec_init(&lines, sizeof(char *));
        char buf[4096];
        while (fgets(buf, sizeof buf, f)) {
            buf[strcspn(buf, "\r\n")] = 0;
            *(char **)gi_vec_push(&lines) = gi_xstrndup(buf, strlen(buf));
        }
        fclose(f);
        tk *t = gi_xcalloc(1, sizeof *t);
        setup_from(t, (const char *const *)lines.data, lines.len, strstr(argv[a], "/pvc/") ? "pvc" : "dg2", true);
        for (size_t i = 0; i < lines.len; i++) {
            const char *l = *(char **)gi_vec_at(&lines, i);
            while (*l == ' ' || *l == '\t') l++;
            if (*l == '.' || *l == '/' || !*l || l[strcspn(l, " /")-1] == ':') continue;
            visa_gparsed g;
            if (!parse(t, l, &g)) continue;
            const char *k = g.row->opnds;
            if (strchr(k, 'L') || !*k) continue;
            parsed++;
            fast_vs_general(t, &g, 0x9E3779B97F4A7C15ull ^ (uint64_t)parsed << 17, l, &fcmp, &fdiff);
            t->m.stop = 0;
            t->m.error[0] = 0;
            /* the general path's dispatch (exec.c vx_exec_general) */
            int rc = vx_dp_handles(&g) ? vx_exec_dp(&t->x, &g) : vx_exec_gen(&t->x, &g);
            if (rc == GI_STEP_NEXT) {
                next++;
            } else {
                errs++;
                fprintf(stderr, "%s: %s\n", argv[a], t->m.error);   /* the reasons, for a look */
            }
        }
        for (size_t i = 0; i < lines.len; i++) free(*(char **)gi_vec_at(&lines, i));
        gi_vec_free(&lines);
        teardown(t);
        free(t);
        files++;
    }
    printf("%u files, %u statements executed: %u stepped, %u run errors\n", files, parsed, next, errs);
    printf("fast ALU records: %u runs compared with the general path, %u differ\n", fcmp, fdiff);
    return fdiff ? 1 : 0;
}

int main(int argc, char **argv)
{
    if (argc > 1) return sweep(argc, argv);
    tk *t = gi_xcalloc(1, sizeof *t);
    setup(t);
    test_regions(t);
    test_masks(t);
    test_int_arith(t);
    test_bits(t);
    test_float(t);
    test_convert(t);
    test_cmp_sel_pred(t);
    test_indirect(t);
    test_goto(t);
    t->quiet = true;
    test_fuzz(t);
    teardown(t);
    free(t);
    TEST_DONE();
}
