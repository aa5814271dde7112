/* SASS table codec: the spec's reference words, and for every row many
 * instructions with random valid fields: encode -> decode gives the same
 * record and word, and the printed text assembles back to the same word and
 * control field (assemble -> decode -> print -> assemble). */
#include "check.h"
#include "sass/sass.h"
#include <gpuisa/gpuisa.h>
#include <stdlib.h>

static uint64_t rng_state = 0x9e3779b97f4a7c15ull;
static uint64_t rnd(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}
static unsigned below(unsigned n) { return (unsigned)(rnd() % n); }

static bool has_mod(const sass_row *r, unsigned slot)
{
    for (unsigned i = 0; i < SASS_MAX_MODS && r->mods[i].vals; i++)
        if (r->mods[i].slot == slot) return true;
    return false;
}

/* Assemble one line; returns the word (and its control field) or fails the check. */
static bool assemble(gi_ctx *ctx, const char *text, uint64_t *w, unsigned *sched)
{
    gi_result *res = gi_assemble(ctx, "rt.s", text, strlen(text));
    bool ok = gi_result_errors(res) == 0 && gi_result_inst_count(res) == 1;
    if (ok) {
        const gi_inst_listing *l = gi_result_inst(res, 0);
        *w = 0;
        for (unsigned b = 0; b < 8; b++) *w |= (uint64_t)l->bytes[b] << (8 * b);
        ok = l->note && sscanf(l->note, "sched: 0x%x", sched) == 1 && l->offset == 8;
    }
    if (!ok) {
        fprintf(stderr, "does not assemble: %s\n", text);
        for (size_t i = 0; i < gi_result_diag_count(res); i++) gi_diag_print(stderr, gi_result_diag(res, i));
    }
    gi_result_free(res);
    return ok;
}

static unsigned reg_for(unsigned align)
{
    if (below(8) == 0) return SASS_RZ;
    unsigned r = below(255 - align + 1);
    return r - r % align;
}

/* a selector value the row allows: the one it fixes, else any */
static uint8_t row_sel(const sass_row *r, const sass_opd *o)
{
    uint64_t m = ((o->flags & (SO_SEL2 | SO_BSEL)) ? 3ull : 1ull) << o->sel;
    if (r->mask & m) return (uint8_t)((r->bits & m) >> o->sel);
    return (uint8_t)below((o->flags & SO_BSEL) ? 4 : (o->flags & SO_SEL2) ? 3 : 2);
}

static void random_inst(unsigned row, sass_inst *in)
{
    const sass_row *r = &sass_rows[row];
    sass_inst_init(in, row);
    if (!(r->flags & SR_NOGUARD)) {
        in->guard = (uint8_t)below(8);
        in->guard_neg = below(2);
    }
    for (unsigned i = 0; i < SASS_MAX_MODS && r->mods[i].vals; i++) {
        unsigned n = 0;
        while (r->mods[i].vals[n].name) n++;
        in->m[r->mods[i].slot] = r->mods[i].width ? r->mods[i].vals[below(n)].val : r->mods[i].def;
    }
    unsigned align = has_mod(r, SASS_M_SIZE) ? sass_size_regs(in->m[SASS_M_SIZE]) : 1;
    uint32_t reuse = 0;
    bool plg = false;
    for (unsigned d = 0; d < SASS_MAX_OPDS && r->opd[d].kind; d++) {
        const sass_opd *o = &r->opd[d];
        switch (o->kind) {
        case SK_PLG: in->plg = (uint8_t)below(8); plg = in->plg != SASS_PT; break;
        case SK_PLGSRC: in->plg = (uint8_t)below(8); break;
        case SK_RD: in->rd = (uint8_t)reg_for(align); break;
        case SK_RA:
            in->ra = (uint8_t)reg_for(1);
            in->neg_a = o->aux && below(2);
            if (o->sel) in->sel_a = row_sel(r, o);
            if (below(4) == 0) reuse |= SASS_REUSE_A;
            break;
        case SK_RB:
            in->rb = (uint8_t)reg_for(1);
            in->neg_b = o->aux && below(2);
            if (o->sel) in->sel_b = row_sel(r, o);
            if (below(4) == 0) reuse |= SASS_REUSE_B;
            break;
        case SK_RC:
            in->rc = (uint8_t)reg_for(1);
            in->neg_c = o->aux && below(2);
            if (o->sel) in->sel_c = row_sel(r, o);
            if (below(4) == 0) reuse |= SASS_REUSE_C;
            break;
        case SK_RCB: /* the second source: its reuse flag is b (maxas' all.sass, XMAD's RC form) */
            in->rc = (uint8_t)reg_for(1);
            if (below(4) == 0) reuse |= SASS_REUSE_B;
            break;
        case SK_U16: in->imm = (int64_t)below(0x10000); break;
        case SK_LUT: in->lut = (uint8_t)below(256); break;
        case SK_CB:
            in->cbank = (uint8_t)below(18);
            in->imm = (int64_t)below(0x4000) * 4;
            in->neg_b = o->aux && below(2);
            if (o->sel) in->sel_b = (uint8_t)below(2);
            break;
        case SK_I20: in->imm = (int64_t)below(1u << 20) - (1 << 19); break;
        case SK_I32:
            in->imm = (o->flags & SO_SIGNED) ? (int64_t)(int32_t)rnd() : (int64_t)(uint32_t)rnd();
            break;
        case SK_U5: in->scale = (uint8_t)below(32); break;
        case SK_MEM:
            in->ra = (uint8_t)reg_for(in->m[SASS_M_E] ? 2 : 1);
            if (o->aux == 24) /* [Ra+ImmS24] / [ImmU24] */
                in->imm = in->ra == SASS_RZ ? (int64_t)below(1u << 24) : (int64_t)below(1u << 24) - (1 << 23);
            else
                in->imm = in->ra == SASS_RZ ? (int64_t)(uint32_t)rnd() : (int64_t)(int32_t)rnd();
            break;
        case SK_SR: in->imm = (int64_t)below(256); break;
        case SK_BARID: in->scale = (uint8_t)below(16); break;
        case SK_BARCNT: in->imm = below(2) ? 0 : (int64_t)below(4096); break;
        case SK_CMEM:
            in->cbank = (uint8_t)below(32);
            in->ra = (uint8_t)reg_for(1);
            in->imm = in->ra == SASS_RZ ? (int64_t)(uint16_t)rnd() : (int64_t)(int16_t)rnd();
            if (in->ra == SASS_RZ) in->m[SASS_M_MODE] = 0;
            break;
        case SK_PD: in->pd = (uint8_t)below(8); break;
        case SK_PD2: in->pd2 = (uint8_t)below(8); break;
        case SK_PSRC:
            in->psrc = (uint8_t)below(8);
            in->psrc_neg = below(2);
            break;
        case SK_TARGET: in->imm = ((int64_t)below(4096) - 2) * 8; break;
        case SK_PSA:
            in->ra = (uint8_t)below(8);
            in->neg_a = below(2);
            break;
        case SK_PSB:
            in->rb = (uint8_t)below(8);
            in->neg_b = below(2);
            break;
        case SK_AMEM: {
            int64_t unit = (o->flags & SO_X4) ? 4 : 1, half = (int64_t)1 << (o->aux - 1);
            in->ra = (uint8_t)reg_for(1);
            in->imm = in->ra == SASS_RZ ? (int64_t)below((uint32_t)(2 * half)) * unit
                                        : ((int64_t)below((uint32_t)(2 * half)) - half) * unit;
            break;
        }
        case SK_UN: in->imm = (int64_t)below(1u << o->aux); break;
        case SK_PRCC: in->m[SASS_M_PRCC] = o->aux ? 1 : (uint8_t)below(2); break;
        case SK_RBNEXT: /* Rb leaves room for the implied next register; FFMA32I (aux): -Rd */
            if (o->aux) in->neg_c = below(2);
            else in->rb = below(8) == 0 ? SASS_RZ : (uint8_t)(below(120) * 2);
            break;
        case SK_SB: in->scale = (uint8_t)below(6); break;
        case SK_SBSET: in->lut = (uint8_t)below(64); break;
        case SK_RADDR:
            in->ra = (uint8_t)reg_for(1);
            in->imm = o->aux == 32 ? (int64_t)(int32_t)rnd() : (int64_t)below(1u << 24) - (1 << 23);
            break;
        case SK_REGAT: in->rc = (uint8_t)reg_for(1); break;
        case SK_TEXCHAN: in->scale = (uint8_t)below(in->rc == SASS_RZ ? 8 : 5); break;
        default: break;
        }
    }
    if (plg) in->m[SASS_M_CC] = 0;
    unsigned wr = 7, rd = 7;
    if (r->flags & SR_VARLAT) {
        wr = below(2) ? 7 : below(6);
        rd = below(2) ? 7 : below(6);
    }
    if (r->flags & SR_TEX) { /* the reuse flags a / b are the .T / .P modifier (one of them) */
        reuse = below(3);
        in->m[SASS_M_TEXR] = (uint8_t)reuse;
    }
    in->sched = below(16) | wr << 5 | rd << 8 | below(64) << 11 | reuse << 17;
}

static void reference_words(gi_ctx *ctx)
{
    static const struct { const char *text; uint64_t word; } refs[] = {
        {"LEA.LO R0.CC, R2, R4, 3", 0x5bd7818000470200ull},
        {"LD.U8 R6, [R10 - 2], P1", 0x840fffffffe70a06ull},
        {"LDC.64 R4,c[7][0x400]", 0xef9500704007ff04ull},
    };
    for (size_t i = 0; i < sizeof refs / sizeof refs[0]; i++) {
        uint64_t w = 0;
        unsigned sched = 0;
        CHECK(assemble(ctx, refs[i].text, &w, &sched));
        CHECK_EQ_U64(w, refs[i].word);
        CHECK_EQ_U64(sched, SASS_SCHED_DEFAULT);
        sass_inst in;
        CHECK(sass_decode(refs[i].word, sched, &in));
        CHECK_EQ_U64(sass_encode(&in), refs[i].word);
    }
    sass_inst in;
    CHECK(sass_decode(0x5bd7818000470200ull, SASS_SCHED_DEFAULT, &in));
    CHECK(in.op == SASS_OP_LEA_LO && in.form == SASS_SB_REG && in.rd == 0 && in.ra == 2 && in.rb == 4);
    CHECK(in.scale == 3 && in.m[SASS_M_CC] == 1 && in.plg == SASS_PT && in.guard == SASS_PT);
    CHECK(sass_decode(0x840fffffffe70a06ull, SASS_SCHED_DEFAULT, &in));
    CHECK(in.op == SASS_OP_LD && in.rd == 6 && in.ra == 10 && in.imm == -2 && in.plg == 1 && in.m[SASS_M_SIZE] == 0);
    CHECK(sass_decode(0xef9500704007ff04ull, SASS_SCHED_DEFAULT, &in));
    CHECK(in.op == SASS_OP_LDC && in.rd == 4 && in.ra == SASS_RZ && in.cbank == 7 && in.imm == 0x400 &&
          in.m[SASS_M_SIZE] == 5);
    char buf[128];
    sass_print(&in, 8, buf, sizeof buf);
    CHECK_STR(buf, "LDC.64 R4, c[0x7][0x400]");
}

static void control_words(void)
{
    uint32_t s[3] = {0x0007e6, 0x000722, 0x1fffff}, t[3];
    uint64_t c = sass_ctrl_pack(s);
    /* slot k at bits 21k..21k+20 */
    CHECK_EQ_U64(c, 0x0007e6ull | 0x000722ull << 21 | 0x1fffffull << 42);
    sass_ctrl_unpack(c, t);
    CHECK(t[0] == s[0] && t[1] == s[1] && t[2] == s[2]);
    CHECK_EQ_U64(sass_inst_addr(0), 8);
    CHECK_EQ_U64(sass_inst_addr(2), 24);
    CHECK_EQ_U64(sass_inst_addr(3), 40);
}

int main(void)
{
    gi_options opt = {"sm_53", NULL, 0}; /* sm_53: every row (the half-precision ones are sm_53 only) */
    gi_ctx *ctx = gi_ctx_new(GI_ISA_SASS, &opt, NULL, 0);
    CHECK(ctx != NULL);
    if (!ctx) TEST_DONE();
    reference_words(ctx);
    control_words();
    unsigned failures = 0;
    for (unsigned row = 0; row < sass_nrows; row++) {
        for (unsigned k = 0; k < 300 && failures < 20; k++) {
            sass_inst in, back;
            random_inst(row, &in);
            uint64_t w = sass_encode(&in);
            bool ok = sass_decode(w, in.sched, &back) && back.row == row && sass_encode(&back) == w &&
                      memcmp(&back, &in, sizeof in) == 0;
            char text[200];
            sass_print(&back, 8, text, sizeof text);
            uint64_t w2 = 0;
            unsigned sched2 = 0;
            ok = ok && assemble(ctx, text, &w2, &sched2) && w2 == w && sched2 == in.sched;
            if (!ok) {
                fprintf(stderr, "row %u (%s): 0x%016llx '%s' -> 0x%016llx sched 0x%06x/0x%06x\n", row,
                        sass_rows[row].name, (unsigned long long)w, text, (unsigned long long)w2, in.sched, sched2);
                failures++;
            }
        }
    }
    CHECK(failures == 0);
    /* any word: decoding and printing never fail badly */
    for (unsigned k = 0; k < 200000; k++) {
        uint64_t w = rnd();
        sass_inst in;
        char text[200];
        if (sass_decode(w, (uint32_t)rnd(), &in)) {
            sass_print(&in, 8, text, sizeof text);
            CHECK((sass_encode(&in) & sass_rows[in.row].mask) == sass_rows[in.row].bits);
        }
    }
    /* no row is shadowed by an earlier one */
    for (unsigned a = 0; a < sass_nrows; a++)
        for (unsigned b = a + 1; b < sass_nrows; b++) {
            uint64_t common = sass_rows[a].mask & sass_rows[b].mask;
            if ((sass_rows[a].bits & common) == (sass_rows[b].bits & common))
                fprintf(stderr, "rows %u (%s) and %u (%s) overlap\n", a, sass_rows[a].name, b, sass_rows[b].name);
            CHECK((sass_rows[a].bits & common) != (sass_rows[b].bits & common));
        }
    gi_ctx_free(ctx);
    TEST_DONE();
}
