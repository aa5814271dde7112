/* One SASS statement: guard, mnemonic with modifiers, operands, scheduling
 * tokens, ';'. The rows of the mnemonic are tried in table order; the first
 * whose modifiers and operand kinds fit is validated and filled in. */
#include "sass/parse.h"
#include "core/fpconv.h"
#include "sass/operand.h"
#include "core/util.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

typedef struct stmt {
    gi_asmcore *core;
    const char *mnem;            /* mnemonic token */
    size_t mnem_len, base_len;
    sass_gop g[SASS_MAX_GOPS];
    unsigned ng;
    uint32_t sched;
    const char *varlat_at;       /* first &wr/&rd token (only variable-latency rows take them) */
} stmt;

/* ---- scheduling tokens ---- */

static int small_number(const char *p, size_t n)
{
    if (n == 0 || n > 3) return -1;
    int v = 0;
    for (size_t i = 0; i < n; i++) {
        if (p[i] < '0' || p[i] > '9') return -1;
        v = v * 10 + p[i] - '0';
    }
    return v;
}

static bool scoreboard(gi_asmcore *core, const char *at, const char *p, size_t n, int *out)
{
    int v = small_number(p, n);
    if (v < 0 || v > 5) {
        gi_error(core, at, "scoreboard must be 0..5");
        return false;
    }
    *out = v;
    return true;
}

static uint32_t setf(uint32_t s, unsigned pos, unsigned width, unsigned v)
{
    uint32_t m = ((1u << width) - 1) << pos;
    return (s & ~m) | ((v << pos) & m);
}

/* ?WAITn, &wrN, &rdN, &req={a,b,..}, &req_N */
static bool sched_token(stmt *s, gi_lexer *lx)
{
    gi_asmcore *core = s->core;
    const char *at = lx->tok.p;
    bool wait = gi_tok_is(&lx->tok, '?');
    gi_lex_next(lx);
    const gi_tok t = lx->tok;
    if (t.kind != GI_T_IDENT || t.p != at + 1) {
        gi_error(core, at, "expected a scheduling token (?WAITn, &wrN, &rdN, &req={..}, &req_N)");
        return false;
    }
    gi_lex_next(lx);
    if (wait) {
        int v = t.len > 4 && gi_ieq(t.p, 4, "WAIT") ? small_number(t.p + 4, t.len - 4) : -2;
        if (v == -2) {
            gi_error(core, at, "unknown scheduling token '?%.*s'", (int)t.len, t.p);
            return false;
        }
        if (v < 0 || v > 15) {
            gi_error(core, at, "stall count must be 0..15");
            return false;
        }
        s->sched = setf(setf(s->sched, 0, 4, (unsigned)v), 4, 1, 0);
        return true;
    }
    int n;
    if (t.len > 2 && (gi_ieq(t.p, 2, "wr") || gi_ieq(t.p, 2, "rd"))) {
        if (!scoreboard(core, at, t.p + 2, t.len - 2, &n)) return false;
        s->sched = setf(s->sched, gi_ieq(t.p, 2, "wr") ? 5 : 8, 3, (unsigned)n);
        if (!s->varlat_at) s->varlat_at = at;
        return true;
    }
    if (t.len > 4 && gi_ieq(t.p, 4, "req_")) {
        if (!scoreboard(core, at, t.p + 4, t.len - 4, &n)) return false;
        s->sched |= 1u << (11 + n);
        return true;
    }
    if (!gi_ieq(t.p, t.len, "req")) {
        gi_error(core, at, "unknown scheduling token '&%.*s'", (int)t.len, t.p);
        return false;
    }
    if (!gi_tok_is(&lx->tok, '=')) {
        gi_error(core, lx->tok.p, "expected '=' after &req");
        return false;
    }
    gi_lex_next(lx);
    if (!gi_tok_is(&lx->tok, '{')) {
        gi_error(core, lx->tok.p, "expected '{'");
        return false;
    }
    gi_lex_next(lx);
    while (!gi_tok_is(&lx->tok, '}')) {
        if (lx->tok.kind != GI_T_INT || lx->tok.ival > 5) {
            gi_error(core, lx->tok.p, "scoreboard must be 0..5");
            return false;
        }
        s->sched |= 1u << (11 + lx->tok.ival);
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

/* ---- modifiers ---- */

typedef struct match {
    const char *err, *err_at;   /* why the row does not fit */
    const sass_mod *err_mod;    /* the missing required modifier group */
    int score;                  /* how far it got (the best failure is reported) */
    uint8_t m[SASS_M_COUNT];
    bool given[SASS_M_COUNT];
    int assign[SASS_MAX_OPDS];  /* operand index per descriptor, -1 = omitted */
} match;

/* The longest modifier name at `name`; a name that several groups share (F2F .F32.F16:
 * destination and source type) goes to the first group not given yet (skip_given). */
static const sass_mod *find_mod(const sass_row *r, const match *mt, const char *name, const char *end,
                                bool skip_given, const sass_modval **bv, size_t *blen)
{
    const sass_mod *best = NULL;
    *blen = 0;
    for (unsigned i = 0; i < SASS_MAX_MODS && r->mods[i].vals; i++) {
        if (skip_given && mt->given[r->mods[i].slot]) continue;
        for (const sass_modval *v = r->mods[i].vals; v->name; v++) {
            size_t n = strlen(v->name);
            if (n > *blen && name + n <= end && gi_ieq(name, n, v->name) && (name + n == end || name[n] == '.')) {
                best = &r->mods[i];
                *bv = v;
                *blen = n;
            }
        }
    }
    return best;
}

static bool mods(const sass_row *r, const stmt *s, match *mt)
{
    const char *p = s->mnem + s->base_len, *end = s->mnem + s->mnem_len;
    while (p < end) {
        const char *name = p + 1;
        const sass_modval *bv = NULL;
        size_t blen = 0;
        const sass_mod *best = find_mod(r, mt, name, end, true, &bv, &blen);
        if (!best) {
            mt->err = find_mod(r, mt, name, end, false, &bv, &blen) ? "duplicate or conflicting modifier"
                                                                     : "unknown modifier";
            mt->err_at = p;
            return false;
        }
        mt->given[best->slot] = true;
        mt->m[best->slot] = bv->val;
        mt->score++;
        p = name + blen;
    }
    for (unsigned i = 0; i < SASS_MAX_MODS && r->mods[i].vals; i++)
        if ((r->mods[i].flags & SM_REQUIRED) && !mt->given[r->mods[i].slot]) {
            mt->err = "missing required modifier";
            mt->err_mod = &r->mods[i];
            mt->err_at = s->mnem;
            return false;
        }
    return true;
}

/* ---- operand kinds ---- */

static bool accepts(const sass_opd *d, const sass_gop *g)
{
    switch (d->kind) {
    case SK_PLG: return g->kind == GO_PRED && !g->neg;
    case SK_RD: case SK_RA: case SK_RB: case SK_RC: case SK_RCB: case SK_RBNEXT: return g->kind == GO_REG;
    case SK_CB: return g->kind == GO_CBUF && g->reg < 0;
    case SK_CMEM: return g->kind == GO_CBUF;
    case SK_I20: case SK_I32: case SK_U5: case SK_TARGET: case SK_U16: case SK_LUT: case SK_UN: return g->kind == GO_IMM;
    case SK_MEM: case SK_AMEM: return g->kind == GO_MEM;
    case SK_PLGSRC: case SK_PD: case SK_PD2: case SK_PSRC: case SK_PSA: case SK_PSB: return g->kind == GO_PRED;
    case SK_CCT: return g->kind == GO_CC;
    case SK_PRCC: return g->kind == GO_PRCC;
    case SK_SR: return g->kind == GO_SR;
    case SK_BARID: case SK_BARCNT: return g->kind == GO_IMM;
    case SK_F20: case SK_D20: case SK_F32: case SK_H16H: case SK_H16L:
        return g->kind == GO_FIMM || (g->kind == GO_IMM && !g->deferred);
    case SK_SB: return g->kind == GO_SB;
    case SK_SBSET: return g->kind == GO_SBSET;
    case SK_RADDR: case SK_REGAT: return g->kind == GO_REG;
    case SK_TEXDIM: return g->kind == GO_TEXDIM && g->val == d->aux;
    case SK_TEXCHAN: return g->kind == GO_IMM && g->deferred; /* a name: R, RG, .. RGBA */
    default: return false;
    }
}

/* Whether the row has fields for the selectors (.H0/.H1, .B0...) and offsets written on its
 * operands: a row that fits otherwise is still taken when no later row does (it reports them). */
static bool sel_fits(const sass_row *r, const stmt *s, const match *mt)
{
    for (unsigned d = 0; d < SASS_MAX_OPDS && r->opd[d].kind; d++) {
        if (mt->assign[d] < 0) continue;
        const sass_opd *o = &r->opd[d];
        const sass_gop *g = &s->g[mt->assign[d]];
        if (g->bsel_at && !(o->sel && (o->flags & SO_BSEL))) return false;
        if (g->hsel_at && !(o->sel && !(o->flags & (SO_BSEL | SO_HSWZ)))) return false;
        if (g->hswz_at && !(o->sel && (o->flags & SO_HSWZ))) return false;
        if (o->sel) { /* a selector field the row fixes: the written one must be that value */
            uint64_t m = ((o->flags & (SO_SEL2 | SO_BSEL | SO_HSWZ)) ? 3ull : 1ull) << o->sel;
            uint64_t v = g->bsel_at ? g->bsel : g->hswz_at ? g->hswz
                         : g->hsel_at ? ((o->flags & SO_SEL2) ? g->hsel : g->hsel == 2) : 0;
            if ((v << o->sel & m & r->mask) != (r->bits & m & r->mask)) return false;
        }
        if (g->has_off && o->kind != SK_RADDR) return false;
    }
    return true;
}

static const char *kind_text(unsigned k)
{
    switch (k) {
    case SK_PLG: case SK_PLGSRC: case SK_PD: case SK_PD2: case SK_PSRC: case SK_PSA: case SK_PSB: return "a predicate";
    case SK_RD: case SK_RA: case SK_RB: case SK_RC: case SK_RCB: case SK_RBNEXT: case SK_REGAT: return "a register";
    case SK_RADDR: return "a register and an offset (Ra -0x10)";
    case SK_SB: return "a scoreboard SB0..SB5";
    case SK_SBSET: return "a scoreboard set {..}";
    case SK_TEXDIM: return "a texture dimension (1D, 2D, 3D)";
    case SK_TEXCHAN: return "a component mask (R, RG, .., RGBA)";
    case SK_CB: return "c[bank][offset]";
    case SK_CMEM: return "c[bank][Ra+offset]";
    case SK_I20: case SK_I32: case SK_U5: case SK_U16: case SK_LUT: case SK_UN: return "an immediate";
    case SK_MEM: case SK_AMEM: return "an address [Ra+offset]";
    case SK_TARGET: return "a label";
    case SK_CCT: return "a condition-code test CC.xx";
    case SK_PRCC: return "PR or CC";
    case SK_SR: return "a special register SR_*";
    case SK_BARID: case SK_BARCNT: return "an immediate";
    case SK_F20: case SK_D20: case SK_F32: return "a float immediate";
    case SK_H16H: case SK_H16L: return "a half-precision immediate";
    default: return "nothing";
    }
}

static bool operands(const sass_row *r, const stmt *s, match *mt, const char **expected)
{
    unsigned gi = 0;
    for (unsigned d = 0; d < SASS_MAX_OPDS && r->opd[d].kind; d++) {
        const sass_opd *o = &r->opd[d];
        mt->assign[d] = -1;
        if (gi < s->ng && accepts(o, &s->g[gi])) {
            mt->assign[d] = (int)gi++;
            mt->score += 2;
            continue;
        }
        if (o->flags & SO_OPT) continue;
        if (gi >= s->ng) {
            mt->err = "too few operands for instruction";
            mt->err_at = s->mnem;
        } else {
            *expected = kind_text(o->kind);
            mt->err = NULL;
            mt->err_at = s->g[gi].at;
        }
        return false;
    }
    if (gi < s->ng) {
        mt->err = r->extra_hint ? r->extra_hint : "too many operands for instruction";
        mt->err_at = s->g[gi].at;
        return false;
    }
    return true;
}

/* ---- validation of the chosen row ---- */

typedef struct fill {
    gi_asmcore *core;
    const sass_row *r;
    sass_inst *in;
    bool ok;
} fill;

static void err(fill *f, const char *at, const char *msg)
{
    if (f->ok) gi_error(f->core, at, "%s", msg);
    f->ok = false;
}

static void no_suffix(fill *f, const sass_gop *g, bool cc_ok, bool reuse_ok)
{
    if (g->cc_at && !cc_ok) err(f, g->cc_at, ".CC is only allowed on the destination of an instruction that writes CC");
    if (g->reuse_at && !reuse_ok) err(f, g->reuse_at, ".reuse is only allowed on a source register");
}

static void no_neg(fill *f, const sass_gop *g, const char *what)
{
    if (g->neg) err(f, g->at, what);
}

static bool has_mod(const sass_row *r, unsigned slot)
{
    for (unsigned i = 0; i < SASS_MAX_MODS && r->mods[i].vals; i++)
        if (r->mods[i].slot == slot) return true;
    return false;
}

static void imm_range(fill *f, const sass_gop *g, int64_t lo, int64_t hi, const char *msg)
{
    if (g->deferred) err(f, g->val_at, "expected an absolute expression");
    else if (g->val < lo || g->val > hi) err(f, g->val_at, msg);
}

/* A half selector .H0 / .H1 on a source: only where the row has the field;
 * a 1-bit field holds .H1 (.H0 is its default). */
static void half(fill *f, const sass_opd *o, const sass_gop *g, uint8_t *sel)
{
    if (g->bsel_at) {
        if (!o->sel || !(o->flags & SO_BSEL)) err(f, g->bsel_at, "a byte selector (.B0..B3) is not allowed on this operand");
        *sel = g->bsel;
        return;
    }
    if (g->hswz_at) {
        if (!o->sel || !(o->flags & SO_HSWZ))
            err(f, g->hswz_at, "a half2 swizzle (.H0_H0/.H1_H1/.F32) is not allowed on this operand");
        *sel = g->hswz;
        return;
    }
    if (!g->hsel_at) return;
    if (o->flags & SO_HSWZ) {
        err(f, g->hsel_at, "a half2 source takes a swizzle (.H0_H0/.H1_H1/.F32), not .H0/.H1");
        return;
    }
    if (o->flags & SO_BSEL) {
        err(f, g->hsel_at, "a half selector (.H0/.H1) is not allowed on this operand (it takes .B0..B3)");
        return;
    }
    if (!o->sel) err(f, g->hsel_at, "a half selector (.H0/.H1) is not allowed on this operand");
    *sel = (o->flags & SO_SEL2) ? g->hsel : g->hsel == 2;
}

/* A float immediate's IEEE pattern in the row's width; false when the value needs more bits. */
static bool float_bits(const sass_gop *g, unsigned kind, uint64_t *bits)
{
    double v = g->has_f ? g->fval : (double)g->val;
    if (kind == SK_D20) {
        uint64_t b;
        memcpy(&b, &v, sizeof b);
        if (isnan(v)) b = (b & (1ull << 63)) | 0x7ff8000000000000ull;
        *bits = b;
        return (b & ((1ull << 44) - 1)) == 0;
    }
    float fv = (float)v;
    uint32_t b;
    memcpy(&b, &fv, sizeof b);
    if (isnan(v)) b = (signbit(v) ? 0x80000000u : 0) | 0x7ff00000u; /* ptxas' QNAN (corpus) */
    *bits = b;
    if (kind == SK_F32) return true; /* rounded to the nearest f32 */
    return (b & 0xfffu) == 0; /* nvdisasm's 20 digits are not exact: the nearest f32 */
}

/* One half of a half2 immediate: the value rounded to binary16, which must keep its low 6 bits
 * zero (the field holds the sign and the top 9 bits). */
static void half_operand(fill *f, const sass_opd *o, const sass_gop *g)
{
    double v = g->has_f ? g->fval : (double)g->val;
    uint64_t b;
    unsigned st = 0;
    memcpy(&b, &v, sizeof b);
    uint16_t h = gi_f64_to_f16(b, &st);
    if (isnan(v)) h = (uint16_t)((signbit(v) ? 0x8000u : 0) | 0x7e00u);
    if (h & 0x3f)
        err(f, g->val_at, "half immediate is not exact in its 10-bit form (the sign and top 9 bits of a binary16)");
    if (g->fneg) err(f, g->val_at, ".NEG is not allowed on this immediate");
    f->in->imm = (int64_t)(((uint64_t)f->in->imm & (o->kind == SK_H16H ? 0xffffull : 0xffff0000ull)) |
                           (uint64_t)h << (o->kind == SK_H16H ? 16 : 0));
}

static void float_operand(fill *f, const sass_opd *o, const sass_gop *g)
{
    uint64_t bits;
    if (!float_bits(g, o->kind, &bits))
        err(f, g->val_at, "float immediate is not exact in the 20-bit form (the top 20 bits of its IEEE pattern); "
                          "a *32I form takes 32 bits");
    if (g->fneg && !o->aux) err(f, g->val_at, ".NEG is not allowed on this immediate");
    f->in->imm = (int64_t)bits;
    if (g->fneg) f->in->neg_b = true;
}

/* An atomic's address: a signed offset of o->aux bits (in words with SO_X4) after a register, an
 * unsigned one alone. */
static void amem_operand(fill *f, const sass_opd *o, const sass_gop *g)
{
    int64_t unit = (o->flags & SO_X4) ? 4 : 1, half = (int64_t)1 << (o->aux - 1);
    char msg[96];
    no_neg(f, g, "an address cannot be negated");
    if (g->reg >= 0 && (g->off < -half * unit || g->off > (half - 1) * unit)) {
        snprintf(msg, sizeof msg, "offset must be -%#llx..%#llx", (unsigned long long)(half * unit),
                 (unsigned long long)((half - 1) * unit));
        err(f, g->val_at, msg);
    }
    if (g->reg < 0 && (g->off < 0 || g->off > (2 * half - 1) * unit)) {
        snprintf(msg, sizeof msg, "address must be 0..%#llx", (unsigned long long)((2 * half - 1) * unit));
        err(f, g->val_at, msg);
    }
    if (g->off % unit) err(f, g->val_at, "offset must be a multiple of 4");
    f->in->ra = g->reg >= 0 ? (uint8_t)g->reg : SASS_RZ;
    f->in->imm = f->in->ra == SASS_RZ ? (int64_t)((uint64_t)g->off & ((uint64_t)(2 * half * unit) - 1)) : g->off;
}

/* CAS's second value register is implied (Rb+1, Rb+2 with .64); nvdisasm prints it. */
static void rbnext_operand(fill *f, const sass_gop *g)
{
    unsigned rb = f->in->rb, want = rb == SASS_RZ ? SASS_RZ : rb + (f->in->m[SASS_M_A64] ? 2u : 1u);
    no_neg(f, g, "this operand cannot be negated");
    if ((unsigned)g->reg != want) {
        char msg[96];
        if (want == SASS_RZ) snprintf(msg, sizeof msg, "must be RZ (the register after the compare value RZ)");
        else if (want > 254) snprintf(msg, sizeof msg, "the register after the compare value goes past R254");
        else snprintf(msg, sizeof msg, "must be R%u (the register after the compare value: Rb+1, Rb+2 with .64)", want);
        err(f, g->at, msg);
    }
}

static void operand(fill *f, const sass_opd *o, const sass_gop *g, const char **plg_at)
{
    sass_inst *in = f->in;
    if (g->abs && !o->abs) err(f, g->at, "this operand has no absolute value |..|");
    switch (o->kind) {
    case SK_PLG:
        in->plg = (uint8_t)g->reg;
        *plg_at = g->at;
        break;
    case SK_RD:
        in->rd = (uint8_t)g->reg;
        no_neg(f, g, "the destination cannot be negated");
        if (g->inv) err(f, g->at, "the destination cannot be inverted");
        if (g->hsel_at) err(f, g->hsel_at, "a half selector is only allowed on a source operand");
        if (g->hswz_at) err(f, g->hswz_at, "a half2 swizzle is only allowed on a source operand");
        no_suffix(f, g, has_mod(f->r, SASS_M_CC), false);
        if (g->cc_at) in->m[SASS_M_CC] = 1;
        break;
    case SK_RA: case SK_RB: case SK_RC: case SK_RCB: {
        /* the Sb register written in the Rc field (SK_RCB) is the second source: reuse flag b */
        unsigned slot = o->kind == SK_RA ? SASS_REUSE_A : (o->kind == SK_RB || o->kind == SK_RCB) ? SASS_REUSE_B : SASS_REUSE_C;
        uint8_t *r = o->kind == SK_RA ? &in->ra : o->kind == SK_RB ? &in->rb : &in->rc;
        *r = (uint8_t)g->reg;
        no_suffix(f, g, false, true);
        if (g->reuse_at) in->sched |= slot << 17;
        if (g->neg && (!o->aux || (o->flags & SO_INV)))
            err(f, g->at, o->kind == SK_RC && f->r->op == SASS_OP_LEA_HI
                              ? "Rc cannot be negated on its own: '-Ra' negates {Rc,Ra}"
                              : "this operand cannot be negated");
        if (g->inv && !(o->flags & SO_INV)) err(f, g->at, "this operand cannot be inverted");
        half(f, o, g, o->kind == SK_RA ? &in->sel_a : o->kind == SK_RB ? &in->sel_b : &in->sel_c);
        bool n = g->neg || g->inv;
        if (o->kind == SK_RA) in->neg_a = n, in->abs_a = g->abs;
        if (o->kind == SK_RB) in->neg_b = n, in->abs_b = g->abs;
        if (o->kind == SK_RC) in->neg_c = n;
        break;
    }
    case SK_CB:
        if (g->val < 0 || g->val > 17) err(f, g->bank_at, "constant bank must be 0..17");
        if (g->off < 0 || g->off > 0xfffc) err(f, g->val_at, "constant offset must be 0..0xfffc");
        else if (g->off & 3) err(f, g->val_at, "constant offset must be a multiple of 4");
        if (g->neg && (!o->aux || (o->flags & SO_INV))) err(f, g->at, "this operand cannot be negated");
        if (g->inv && !(o->flags & SO_INV)) err(f, g->at, "this operand cannot be inverted");
        half(f, o, g, &in->sel_b);
        in->cbank = (uint8_t)g->val;
        in->imm = g->off;
        in->neg_b = g->neg || g->inv;
        in->abs_b = g->abs;
        break;
    case SK_U16:
        imm_range(f, g, 0, 0xffff, "immediate must be an unsigned 16-bit value (0..0xffff)");
        in->imm = g->val & 0xffff;
        break;
    case SK_LUT:
        imm_range(f, g, 0, 0xff, "look-up table must be 0..0xff");
        in->lut = (uint8_t)g->val;
        break;
    case SK_F20: case SK_D20: case SK_F32: float_operand(f, o, g); break;
    case SK_H16H: case SK_H16L: half_operand(f, o, g); break;
    case SK_I20:
        if (o->flags & SO_U20) {
            imm_range(f, g, -524288, 0xfffff, "immediate must be a 20-bit value (-524288..0xfffff)");
            in->imm = (int64_t)(((uint64_t)g->val & 0xfffff) ^ 0x80000) - 0x80000;
        } else {
            imm_range(f, g, -524288, 524287, "immediate must be a signed 20-bit value (-524288..524287)");
            in->imm = g->val;
        }
        break;
    case SK_I32:
        imm_range(f, g, INT32_MIN, UINT32_MAX, "immediate must fit 32 bits");
        in->imm = (o->flags & SO_SIGNED) ? (int64_t)(int32_t)(uint32_t)g->val : (int64_t)(uint32_t)g->val;
        break;
    case SK_U5:
        imm_range(f, g, 0, 31,
                  f->r->op == SASS_OP_ISCADD ? "shift must be 0..31"
                  : f->r->op == SASS_OP_SHFL ? "lane must be 0..31"
                                             : "scale must be 0..31");
        in->scale = (uint8_t)(g->val & 31);
        break;
    case SK_MEM: case SK_CMEM: {
        bool c = o->kind == SK_CMEM;
        bool m24 = !c && o->aux == 24;
        int64_t smax = c ? 32767 : m24 ? 0x7fffff : INT32_MAX, umax = c ? 0xffff : m24 ? 0xffffff : UINT32_MAX;
        no_neg(f, g, "an address cannot be negated");
        if (c && (g->val < 0 || g->val > 31)) err(f, g->bank_at, "constant bank must be 0..31");
        if (g->reg >= 0 && (g->off < -smax - 1 || g->off > smax))
            err(f, g->val_at, c ? "offset must be a signed 16-bit value (-32768..32767)"
                              : m24 ? "offset must be a signed 24-bit value (-0x800000..0x7fffff)"
                                    : "offset must be a signed 32-bit value");
        if (g->reg < 0 && (g->off < 0 || g->off > umax))
            err(f, g->val_at, c ? "offset must be 0..0xffff" : m24 ? "address must be 0..0xffffff" : "address must be 0..0xffffffff");
        in->ra = g->reg >= 0 ? (uint8_t)g->reg : SASS_RZ;
        in->cbank = (uint8_t)g->val;
        in->imm = in->ra == SASS_RZ ? (int64_t)(c ? (uint16_t)g->off : m24 ? (uint32_t)g->off & 0xffffff : (uint32_t)g->off)
                                    : g->off;
        break;
    }
    case SK_PLGSRC:
        no_neg(f, g, "Plg cannot be negated");
        in->plg = (uint8_t)g->reg;
        break;
    case SK_PD: case SK_PD2:
        no_neg(f, g, "a destination predicate cannot be negated");
        *(o->kind == SK_PD ? &in->pd : &in->pd2) = (uint8_t)g->reg;
        break;
    case SK_PSRC:
        in->psrc = (uint8_t)g->reg;
        in->psrc_neg = g->neg;
        break;
    case SK_PSA: in->ra = (uint8_t)g->reg, in->neg_a = g->neg; break;
    case SK_PSB: in->rb = (uint8_t)g->reg, in->neg_b = g->neg; break;
    case SK_AMEM: amem_operand(f, o, g); break;
    case SK_PRCC:
        if (o->aux && g->val != 1) err(f, g->at, "expected CC");
        in->m[SASS_M_PRCC] = (uint8_t)g->val;
        break;
    case SK_UN: {
        char msg[64];
        snprintf(msg, sizeof msg, "immediate must be 0..%#llx", (unsigned long long)((1ull << o->aux) - 1));
        imm_range(f, g, 0, (int64_t)((1ull << o->aux) - 1), msg);
        in->imm = g->val;
        break;
    }
    case SK_RBNEXT:
        if (o->aux) { /* FFMA32I: the addend is the destination again */
            if (g->reg != in->rd) err(f, g->at, "the addend must be the destination register");
            if (g->inv) err(f, g->at, "this operand cannot be inverted");
            no_suffix(f, g, false, true);
            if (g->reuse_at) in->sched |= SASS_REUSE_C << 17;
            in->neg_c = g->neg;
        } else {
            rbnext_operand(f, g);
        }
        break;
    case SK_SB: in->scale = (uint8_t)g->val; break;
    case SK_SBSET: in->lut = (uint8_t)g->val; break;
    case SK_RADDR:
        no_suffix(f, g, false, false);
        no_neg(f, g, "this operand cannot be negated");
        if (g->has_off && o->aux == 24 && (g->off < -(1 << 23) || g->off >= (1 << 23)))
            err(f, g->val_at, "offset must be a signed 24-bit value (-0x800000..0x7fffff)");
        if (g->has_off && o->aux == 32 && (g->off < INT32_MIN || g->off > INT32_MAX))
            err(f, g->val_at, "offset must be a signed 32-bit value");
        in->ra = (uint8_t)g->reg;
        in->imm = g->off;
        break;
    case SK_REGAT:
        no_suffix(f, g, false, false);
        no_neg(f, g, "this operand cannot be negated");
        in->rc = (uint8_t)g->reg;
        break;
    case SK_TEXDIM: break; /* implied by the row */
    case SK_TEXCHAN: {
        bool pair = in->rc != SASS_RZ;
        unsigned code = 8;
        for (unsigned c = 0; c < 8; c++) {
            const char *n = sass_tex_channels(pair, c);
            if (strcmp(n, "INVALID") && gi_ieq(g->at, (size_t)(g->expr_end - g->at), n)) code = c;
        }
        if (code == 8)
            err(f, g->at, pair ? "component mask must be RGB, RGA, RBA, GBA or RGBA with two destinations"
                               : "component mask must be R, G, B, A, RG, RA, GA or BA with one destination (RZ first)");
        in->scale = (uint8_t)(code & 7);
        break;
    }
    case SK_TARGET: break; /* the module resolves it */
    case SK_CCT: in->m[SASS_M_CCT] = (uint8_t)g->val; break;
    case SK_SR: in->imm = g->val; break;
    case SK_BARID:
        imm_range(f, g, 0, 15, "barrier number must be 0..15");
        in->scale = (uint8_t)(g->val & 15);
        break;
    case SK_BARCNT:
        imm_range(f, g, 0, 4095, "thread count must be 0..4095");
        in->imm = g->val & 0xfff;
        break;
    default: break;
    }
}

/* Register alignment and range of multi-register moves, .E address pairs. */
static void registers(fill *f, const match *mt, const stmt *s)
{
    const sass_row *r = f->r;
    sass_inst *in = f->in;
    const sass_gop *rd = NULL, *mem = NULL;
    for (unsigned d = 0; d < SASS_MAX_OPDS && r->opd[d].kind; d++) {
        if (mt->assign[d] < 0) continue;
        if (r->opd[d].kind == SK_RD) rd = &s->g[mt->assign[d]];
        if (r->opd[d].kind == SK_MEM || r->opd[d].kind == SK_CMEM) mem = &s->g[mt->assign[d]];
    }
    if (rd && has_mod(r, SASS_M_SIZE) && in->rd != SASS_RZ) {
        unsigned n = sass_size_regs(in->m[SASS_M_SIZE]);
        if (in->rd % n) {
            gi_asmcore *core = f->core;
            if (f->ok)
                gi_error(core, rd->at, "%u-bit %s needs a register number that is a multiple of %u", 32 * n,
                         r->op == SASS_OP_ST || r->op == SASS_OP_STG || r->op == SASS_OP_STS || r->op == SASS_OP_STL ? "data" : "destination", n);
            f->ok = false;
        } else if (in->rd + n - 1 > 254) {
            err(f, rd->at, "register range goes past R254");
        }
    }
    if (mem && in->m[SASS_M_E] && in->ra != SASS_RZ && (in->ra & 1))
        err(f, mem->reg_at, ".E needs an even address register ({Ra+1,Ra} holds the 64-bit address)");
    if (mem && r->op == SASS_OP_LDC && mt->given[SASS_M_MODE] && mem->reg < 0)
        err(f, s->mnem, "an LDC address mode (.IL/.IS/.ISL/.IA) needs an index register c[bank][Ra+offset]");
}

static bool fill_row(stmt *s, const sass_row *r, const match *mt, sass_parsed *out)
{
    sass_inst *in = &out->in;
    fill f = {s->core, r, in, true};
    sass_inst_init(in, (unsigned)(r - sass_rows));
    in->sched = s->sched;
    for (unsigned i = 0; i < SASS_M_COUNT; i++)
        if (mt->given[i]) in->m[i] = mt->m[i];
    const char *plg_at = NULL;
    for (unsigned d = 0; d < SASS_MAX_OPDS && r->opd[d].kind; d++) {
        if (mt->assign[d] < 0) continue;
        const sass_gop *g = &s->g[mt->assign[d]];
        unsigned k = r->opd[d].kind;
        if (g->inv && k != SK_RA && k != SK_RB && k != SK_RC && k != SK_CB && k != SK_RCB && k != SK_RD)
            err(&f, g->at, "this operand cannot be inverted");
        if (g->hsel_at && k != SK_RA && k != SK_RB && k != SK_RC && k != SK_CB && k != SK_RCB && k != SK_RD)
            err(&f, g->hsel_at, "a half selector (.H0/.H1) is not allowed on this operand");
        if (g->hswz_at && k != SK_RA && k != SK_RB && k != SK_RC && k != SK_RD)
            err(&f, g->hswz_at, "a half2 swizzle (.H0_H0/.H1_H1/.F32) is not allowed on this operand");
        if (g->bsel_at && k != SK_RA && k != SK_RB && k != SK_RC && k != SK_RCB)
            err(&f, g->bsel_at, "a byte selector (.B0..B3) is not allowed on this operand");
        if (g->has_off && k != SK_RADDR) err(&f, g->val_at, "unexpected offset after the register (a missing ','?)");
        operand(&f, &r->opd[d], g, &plg_at);
        if (r->opd[d].kind == SK_TARGET) {
            out->target = g->val_at;
            out->target_len = (size_t)(g->expr_end - g->val_at);
        }
    }
    if (r->flags & SR_TEX) in->sched = (in->sched & ~(3u << 17)) | (uint32_t)(in->m[SASS_M_TEXR] & 3) << 17;
    if ((r->flags & SR_CC_XOR_PLG) && plg_at && in->m[SASS_M_CC])
        err(&f, plg_at, "LEA can write at most one of CC and Plg");
    registers(&f, mt, s);
    if (s->varlat_at && !(r->flags & SR_VARLAT))
        err(&f, s->varlat_at, "&wrN/&rdN are only allowed on variable-latency instructions (LD, LDC, ST)");
    return f.ok;
}

/* ---- the statement ---- */

/* Where the scheduling tokens start (so that `0x1f &req..` is not read as an
 * expression `0x1f & req`): the first '?' or '&wr' / '&rd' / '&req' outside
 * brackets, or NULL. */
static const char *find_sched(const char *p, const char *end)
{
    int depth = 0;
    for (; p < end; p++) {
        if (*p == '[' || *p == '{') depth++;
        else if ((*p == ']' || *p == '}') && depth) depth--;
        else if (*p == '/' && p + 1 < end && p[1] == '/') return NULL;
        else if (depth == 0 && *p == '?') return p;
        else if (depth == 0 && *p == '&' && p + 2 < end &&
                 (gi_ieq(p + 1, 2, "wr") || gi_ieq(p + 1, 2, "rd") || gi_ieq(p + 1, 2, "re")))
            return p;
    }
    return NULL;
}

static bool guard(gi_asmcore *core, gi_lexer *lx, sass_inst *g)
{
    const char *at = lx->tok.p;
    gi_lex_next(lx);
    bool neg = false;
    if (gi_tok_is(&lx->tok, '!')) {
        neg = true;
        gi_lex_next(lx);
    }
    int p = lx->tok.kind == GI_T_IDENT ? sass_pred_name(lx->tok.p, lx->tok.len) : -1;
    if (p < 0) {
        gi_error(core, lx->tok.kind == GI_T_EOL ? at : lx->tok.p, p == -2 ? "invalid predicate (P0..P6, PT)"
                                                                         : "expected a guard predicate after '@'");
        return false;
    }
    g->guard = (uint8_t)p;
    g->guard_neg = neg;
    gi_lex_next(lx);
    return true;
}

static bool at_end(const gi_lexer *lx)
{
    return lx->tok.kind == GI_T_EOL || gi_tok_is(&lx->tok, ';') || gi_tok_is(&lx->tok, '?') ||
           gi_tok_is(&lx->tok, '&');
}

static void report_mismatch(stmt *s, unsigned first, unsigned last, const match *best, const char *best_expected)
{
    if (best->err) {
        if (!strcmp(best->err, "unknown modifier") || !strcmp(best->err, "duplicate or conflicting modifier")) {
            const char *p = best->err_at, *end = s->mnem + s->mnem_len, *q = p + 1;
            while (q < end && *q != '.') q++;
            gi_error(s->core, p, "%s '%.*s' for %.*s", best->err, (int)(q - p), p, (int)s->base_len, s->mnem);
        } else if (best->err_mod) {
            char names[96] = "";
            size_t n = 0;
            for (const sass_modval *v = best->err_mod->vals; v->name && n < sizeof names; v++)
                n += (size_t)snprintf(names + n, sizeof names - n, " .%s", v->name);
            gi_error(s->core, best->err_at, "%s (one of%s)", best->err, names);
        } else {
            gi_error(s->core, best->err_at, "%s", best->err);
        }
        return;
    }
    /* a wrong operand kind: list what the rows of this mnemonic take there */
    char want[160] = "";
    size_t n = 0;
    const sass_gop *g = NULL;
    for (unsigned i = 0; i < s->ng; i++)
        if (s->g[i].at == best->err_at) g = &s->g[i];
    for (unsigned ri = first; ri < last; ri++) {
        match mt;
        memset(&mt, 0, sizeof mt);
        const char *exp = NULL;
        if (!mods(&sass_rows[ri], s, &mt)) continue;
        if (operands(&sass_rows[ri], s, &mt, &exp) || mt.err || mt.err_at != best->err_at || !exp) continue;
        if (strstr(want, exp)) continue;
        n += (size_t)snprintf(want + n, sizeof want - n, "%s%s", n ? " or " : "", exp);
        if (n >= sizeof want) break;
    }
    if (!n) snprintf(want, sizeof want, "%s", best_expected ? best_expected : "another operand");
    bool imm = g && g->kind == GO_IMM && !strstr(want, "immediate") && !strstr(want, "label");
    if (g && g->kind == GO_FIMM && !strstr(want, "float immediate")) {
        gi_error(s->core, best->err_at, "a float immediate is not allowed here; expected %s", want);
        return;
    }
    if (imm && g->deferred)
        gi_error(s->core, best->err_at, "unknown operand '%.*s'; expected %s", (int)(g->expr_end - g->at), g->at, want);
    else
        gi_error(s->core, best->err_at, "%s; expected %s", imm ? "an immediate is not allowed here" : "invalid operand",
                 want);
}

bool sass_parse_inst(gi_asmcore *core, gi_lexer *lx, uint32_t sched0, sass_parsed *out)
{
    stmt s;
    memset(&s, 0, sizeof s);
    memset(out, 0, sizeof *out);
    s.core = core;
    s.sched = sched0 & 0x1fffff;
    out->start = lx->tok.p;
    sass_inst gd = {.guard = SASS_PT};
    const char *guard_at = NULL;
    if (gi_tok_is(&lx->tok, '@')) {
        guard_at = lx->tok.p;
        if (!guard(core, lx, &gd)) return false;
    }
    if (lx->tok.kind != GI_T_IDENT) {
        gi_error(core, lx->tok.p, "expected an instruction mnemonic");
        return false;
    }
    s.mnem = lx->tok.p;
    s.mnem_len = lx->tok.len;
    const char *dot = memchr(s.mnem, '.', s.mnem_len);
    s.base_len = dot ? (size_t)(dot - s.mnem) : s.mnem_len;
    unsigned first = 0;
    while (first < sass_nrows && !gi_ieq(s.mnem, s.base_len, sass_rows[first].name)) first++;
    if (first == sass_nrows) {
        gi_error(core, s.mnem, "unsupported instruction '%.*s'", (int)s.base_len, s.mnem);
        return false;
    }
    unsigned last = first;
    while (last < sass_nrows && gi_ieq(s.mnem, s.base_len, sass_rows[last].name)) last++;
    gi_lex_next(lx);
    /* operands, read by a lexer that stops where the scheduling tokens start */
    const char *sched_at = lx->tok.kind == GI_T_EOL ? NULL : find_sched(lx->tok.p, lx->end);
    gi_lexer ol = *lx;
    if (sched_at) gi_lex_init(&ol, lx->tok.p, (size_t)(sched_at - lx->tok.p), lx->numflags);
    if (!at_end(&ol))
        for (;;) {
            if (s.ng == SASS_MAX_GOPS) {
                gi_error(core, ol.tok.p, "too many operands for instruction");
                return false;
            }
            if (!sass_parse_operand(core, &ol, &s.g[s.ng])) return false;
            s.ng++;
            if (gi_tok_is(&ol.tok, ',')) {
                gi_lex_next(&ol);
                continue;
            }
            if (at_end(&ol)) break;
            gi_error(core, ol.tok.p, "%s",
                     ol.tok.kind == GI_T_BAD ? ol.tok.error : "expected ',' or the end of the instruction");
            return false;
        }
    if (sched_at) {
        if (ol.tok.kind != GI_T_EOL) {
            gi_error(core, ol.tok.p, "expected scheduling tokens after the operands");
            return false;
        }
        gi_lex_init(lx, sched_at, (size_t)(lx->end - sched_at), lx->numflags);
    } else {
        *lx = ol;
    }
    while (gi_tok_is(&lx->tok, '?') || gi_tok_is(&lx->tok, '&'))
        if (!sched_token(&s, lx)) return false;
    out->end = lx->tok.kind == GI_T_EOL ? lx->end : lx->tok.p;
    if (gi_tok_is(&lx->tok, ';')) gi_lex_next(lx);
    if (lx->tok.kind != GI_T_EOL) {
        gi_error(core, lx->tok.p, "%s", lx->tok.kind == GI_T_BAD ? lx->tok.error : "expected the end of the line");
        return false;
    }
    /* the first row that fits */
    match best;
    memset(&best, 0, sizeof best);
    best.score = -1;
    const char *best_expected = NULL;
    int fallback = -1;
    match fb;
    memset(&fb, 0, sizeof fb);
    for (unsigned ri = first; ri <= last; ri++) {
        if (ri == last && fallback < 0) break;
        const sass_row *r = &sass_rows[ri == last ? (unsigned)fallback : ri];
        match mt;
        memset(&mt, 0, sizeof mt);
        const char *exp = NULL;
        if (ri == last) mt = fb;
        if (ri == last || (mods(r, &s, &mt) && operands(r, &s, &mt, &exp))) {
            if (ri < last && !sel_fits(r, &s, &mt)) { /* a later row may take the selectors */
                if (fallback < 0) fallback = (int)ri, fb = mt;
                continue;
            }
            if ((r->flags & SR_NOGUARD) && guard_at) {
                gi_error(core, guard_at, "%s takes no guard predicate", r->name);
                return false;
            }
            if (!fill_row(&s, r, &mt, out)) return false;
            out->in.guard = gd.guard;
            out->in.guard_neg = gd.guard_neg;
            return true;
        }
        if (mt.score > best.score) {
            best = mt;
            best_expected = exp;
        }
    }
    report_mismatch(&s, first, last, &best, best_expected);
    return false;
}
