/* vISA codec: the spec's worked example byte for byte, and for every LSC
 * row of the table (several data sizes, vectors, models, caching, exec
 * sizes, predicates) and the other instructions: assemble -> decode ->
 * encode gives the same bytes, the printed (canonical) text assembles back to
 * the same bytes, and the .isa file's framing puts the body where the reader
 * finds it. */
#include "check.h"
#include "visa/visa.h"
#include "visa/isafile.h"
#include "core/util.h"
#include <gpuisa/gpuisa.h>
#include <stdlib.h>

static const char *const preamble =
    ".version 4.1\n.kernel \"k\"\n"
    ".decl VOFF v_type=G type=uq num_elts=32 align=GRF\n"
    ".decl VA v_type=G type=ud num_elts=32 align=GRF\n"
    ".decl VVAL v_type=G type=ud num_elts=256 align=GRF\n"
    ".decl VS v_type=G type=ud num_elts=64 align=GRF\n"
    ".decl VS2 v_type=G type=ud num_elts=64 align=GRF\n"
    ".decl S v_type=G type=ud num_elts=16 align=GRF\n"
    ".decl A v_type=G type=d num_elts=32 align=GRF\n"
    ".decl P1 v_type=P num_elts=32\n";

typedef struct asm_out {
    gi_result *res;
    size_t n;
    const gi_inst_listing *last;
} asm_out;

/* Assemble the preamble plus one line; NULL listing if it is rejected. */
static const gi_inst_listing *assemble(gi_ctx *ctx, const char *line, gi_result **res)
{
    gi_str src;
    gi_str_init(&src);
    gi_str_add(&src, preamble);
    gi_str_add(&src, line);
    gi_str_add(&src, "\n");
    *res = gi_assemble(ctx, "rt.visaasm", src.s, src.len);
    gi_str_free(&src);
    if (gi_result_errors(*res) || gi_result_inst_count(*res) != 1) return NULL;
    return gi_result_inst(*res, 0);
}

static unsigned checked;

static void round_trip(gi_ctx *ctx, const char *line, bool must)
{
    gi_result *r1 = NULL, *r2 = NULL;
    const gi_inst_listing *l = assemble(ctx, line, &r1);
    if (!l) {
        if (must) {
            fprintf(stderr, "rejected: %s\n", line);
            for (size_t i = 0; i < gi_result_diag_count(r1); i++) gi_diag_print(stderr, gi_result_diag(r1, i));
            CHECK(!"valid line rejected");
        }
        gi_result_free(r1);
        return;
    }
    visa_inst in;
    const char *err = NULL;
    size_t n = visa_decode(l->bytes, l->size, &in, &err);
    CHECK(n == l->size);
    uint8_t again[VISA_MAX_INST_BYTES];
    size_t m = visa_encode(&in, again);
    CHECK(m == l->size && !memcmp(again, l->bytes, m));
    /* the listing text is the print of the decoded bytes: it assembles back */
    const gi_inst_listing *l2 = assemble(ctx, l->text, &r2);
    if (!l2 || l2->size != l->size || memcmp(l2->bytes, l->bytes, l->size)) {
        fprintf(stderr, "print does not round-trip: '%s' -> '%s'\n", line, l->text);
        CHECK(!"print round trip");
    }
    /* truncated input never decodes */
    for (size_t cut = 0; cut < l->size; cut++) CHECK(visa_decode(l->bytes, cut, &in, &err) == 0);
    checked++;
    gi_result_free(r1);
    gi_result_free(r2);
}

static void worked_example(gi_ctx *ctx)
{
    static const uint8_t want[] = {0x89, 0x00, 0x05, 0x00, 0x00, 0x00, 0x01, 0x01, 0x01, 0x01, 0x00, 0x00, 0x01,
                                   0x00, 0x00, 0x03, 0x03, 0x01, 0x01, 0x01, 0x05, 0x00, 0x00, 0x00, 0x00, 0x00,
                                   0x21, 0x00, 0x00, 0x00, 0x00, 0x00, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
                                   0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00};
    const char *src = ".version 4.1\n.kernel \"k\"\n.decl VOFF v_type=G type=uq num_elts=32 align=GRF\n"
                      ".decl VVAL v_type=G type=ud num_elts=32 align=GRF\n"
                      "lsc_load.ugm.uc.uc (M1,32) VVAL:d32 flat[VOFF+0x100]:a64\nret (M1, 1)\n";
    gi_result *r = gi_assemble(ctx, "w.visaasm", src, strlen(src));
    CHECK(gi_result_errors(r) == 0 && gi_result_inst_count(r) == 2);
    const gi_inst_listing *l = gi_result_inst(r, 0);
    CHECK(l && l->size == sizeof want && !memcmp(l->bytes, want, sizeof want));
    CHECK_STR(l->text, "lsc_load.ugm.uc.uc (M1, 32)  VVAL:d32  flat[VOFF+0x100]:a64");
    /* the file: framing read back, body = the two instructions */
    size_t size;
    const uint8_t *code = gi_result_code(r, &size);
    visa_isa_info info;
    CHECK(visa_isa_read(code, size, &info) == NULL);
    CHECK(info.body_len == sizeof want + 4 && info.nvars == 2 && info.body_off + info.body_len == size);
    CHECK(!memcmp(code + info.body_off, want, sizeof want));
    /* every truncation of the file is refused or framed inside it */
    for (size_t cut = 0; cut < size; cut++) {
        const char *e = visa_isa_read(code, cut, &info);
        CHECK(e != NULL || info.body_off + info.body_len <= cut);
    }
    gi_result_free(r);
}

static void lsc_rows(gi_ctx *ctx, bool pvc)
{
    char line[256];
    for (size_t i = 0; i < visa_lsc_nrows; i++) {
        const visa_lsc_row *row = &visa_lsc_rows[i];
        unsigned before = checked;
        for (unsigned ds = VISA_D8; ds <= VISA_D16U32H; ds++) {
/* quad lines with more than d32 may exceed the payload on dg2 */
#define MUST(x) ((x) && (!(row->flags & VISA_LF_QUAD) || ds == VISA_D32))
            if (!(row->sizes & VISA_DS_BIT(ds))) continue;
            const char *dn = visa_dsize_name(ds);
            if (row->layout == VISA_LAY_BLOCK2D) {
                unsigned w = 64 / visa_dsize_mem(ds) < 8 ? 64 / visa_dsize_mem(ds) : 8;
                if (row->kind == VISA_LK_LOAD)
                    snprintf(line, sizeof line, "lsc_load_block2d.ugm (M1, 1) VVAL:%s.1x%ux8nn flat[VOFF,S,S(0,1),0x40,S(0,3),-2]", dn, w);
                else
                    snprintf(line, sizeof line, "%s.ugm.uc.wb (M1_NM, 1) flat[VOFF,S,S(0,1),S(0,2),3,S(0,4)] VS:%s.%ux4nn", row->name, dn, w);
                round_trip(ctx, line, MUST(true));
                continue;
            }
            if (row->layout == VISA_LAY_APNDCTR) {
                snprintf(line, sizeof line, "%s.ugm (M2, 8) VVAL:%s bti(0xA0) VS:%s", row->name, dn, dn);
                round_trip(ctx, line, MUST(true));
                snprintf(line, sizeof line, "(!P1.all) %s.ugm.uc.uc (M1, 16) %%null:%s bss(S(0,1)) VS", row->name, dn);
                round_trip(ctx, line, MUST(true));
                continue;
            }
            const char *shape = (row->flags & VISA_LF_QUAD) ? (row->kind == VISA_LK_STORE ? ".xy" : ".xzw") : "";
            const char *shape2 = (row->flags & VISA_LF_QUAD) ? ".xyz" : (row->vecs & VISA_VEC_BIT(2)) ? "x2" : "";
            const char *srcs = row->kind != VISA_LK_ATOMIC ? "" : row->arity == 0 ? " %null %null" : row->arity == 1 ? " VS %null" : " VS VS2.64";
            const char *pitch = row->layout == VISA_LAY_STRIDED ? ", 0x20" : "";
            const char *cache = row->cache == VISA_CC_LOAD ? "ca.uc" : row->cache == VISA_CC_STORE ? "st.wb" : "uc.wb";
            if (row->kind == VISA_LK_STORE) {
                snprintf(line, sizeof line, "%s.ugm (M1, 16) flat[VOFF+0x10]:a64 VVAL:%s%s", row->name, dn, shape);
                round_trip(ctx, line, MUST(true));
                snprintf(line, sizeof line, "(P1) %s.ugm.%s (M3_NM, 8) bti(S(0,2))[0x4*VA-8%s]:a32 VVAL.64:%s%s", row->name, cache, pitch, dn,
                         ds == VISA_D32 || ds == VISA_D64 ? shape2 : shape);
                round_trip(ctx, line, MUST(ds == VISA_D32));
                snprintf(line, sizeof line, "%s.slm (M1, 16) flat[VA%s]:a16 VVAL:%s%s", row->name, pitch, dn, shape);
                round_trip(ctx, line, MUST(true));
                if (ds == VISA_D32 && !(row->flags & VISA_LF_QUAD)) {
                    snprintf(line, sizeof line, "%s.ugm (M1_NM, 1) ss(0x100)[VA]:a32 VVAL:d32x64t", row->name);
                    round_trip(ctx, line, MUST(pvc));
                }
            } else {
                snprintf(line, sizeof line, "%s.ugm (M1, 16) VVAL:%s%s flat[VOFF-0x10]:a64%s", row->name, dn, shape, srcs);
                round_trip(ctx, line, MUST(true));
                snprintf(line, sizeof line, "(!P1.any) %s.ugm.%s (M8, 4) VVAL.64:%s%s bss(S)[2*VA+(1<<4)%s]:a32%s", row->name, cache, dn,
                         ds == VISA_D32 || ds == VISA_D64 ? shape2 : shape, pitch, srcs);
                round_trip(ctx, line, MUST((ds == VISA_D32 || ds == VISA_D64) && !(row->flags & VISA_LF_STATUS)));
                snprintf(line, sizeof line, "%s.slm (M1, 32) VVAL:%s%s arg[VA]:a32%s", row->name, dn, shape, srcs);
                round_trip(ctx, line, MUST(false));
                snprintf(line, sizeof line, "%s.slm (M1, 16) VVAL:%s%s flat[VA%s]:a32%s", row->name, dn, shape, pitch, srcs);
                round_trip(ctx, line, MUST(!(row->flags & VISA_LF_STATUS) || ds == VISA_D32));
                if (pvc) {
                    snprintf(line, sizeof line, "%s.ugml (M1, 16) VVAL:%s%s flat[VOFF]:a64%s", row->name, dn, shape, srcs);
                    round_trip(ctx, line, MUST(true));
                }
            }
        }
        if (checked == before) fprintf(stderr, "row %s: nothing assembled\n", row->name);
        CHECK(checked > before);
    }
}

static void alu(gi_ctx *ctx)
{
    static const char *const lines[] = {
        "mov (M1, 16) A(0,0)<1> VA(0,0)<1;1,0>",
        "(!P1.any) mov.sat (M5_NM, 8) A(0,1)<2> (-abs)VA(1,0)<0;1,0>",
        "add (M1, 16) A(0,0)<1> (-)VA(0,0)<8;8,1> -5:d",
        "shl (M1, 16) A(0,0)<1> VA(0,0)<1;1,0> 0x2:uw",
        "mul (M2, 8) A(0,0)<4> (abs)VA(0,0)<16;8,2> 0x100000000:uq",
        "mov (M1, 1) A(0,0)<1> -1:q",
        "add (M1, 8) A(0,0)<1> VA(0,0)<1;1,0> -3:w",
        "add (M1, 8) A(0,0)<1> VA(0,0)<1;1,0> -128:b",
        "add (M1, 8) A(0,0)<1> VA(0,0)<1;1,0> 0xffff:uw",
        "mov (M1, 1) A(0,0)<1> 1.5:f",
        "mov (M1, 1) A(0,0)<1> -2.5:df",
        "mov (M1, 1) A(0,0)<1> 0.5:hf",
        "mov (M1, 1) A(0,0)<1> 0x3f800000:f",
        "ret (M1, 1)",
        "(P1) ret (M2_NM, 1)",
    };
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++) round_trip(ctx, lines[i], true);
}

int main(void)
{
    static const char *const cpus[] = {"dg2", "pvc", "mtl"};
    for (unsigned c = 0; c < 3; c++) {
        gi_options opt = {cpus[c], NULL, 0};
        gi_ctx *ctx = gi_ctx_new(GI_ISA_VISA, &opt, NULL, 0);
        CHECK(ctx != NULL);
        if (!ctx) continue;
        if (c != 2) worked_example(ctx);
        lsc_rows(ctx, c == 1);
        alu(ctx);
        gi_ctx_free(ctx);
    }
    /* invalid bytes: unknown opcode and sub-op, bad exec byte */
    visa_inst in;
    const char *err;
    static const uint8_t bad1[] = {0x77, 0, 0, 0};
    static const uint8_t bad2[] = {0x89, 0x20, 0x05, 0, 0};
    static const uint8_t bad3[] = {0x34, 0x06, 0, 0};
    CHECK(visa_decode(bad1, sizeof bad1, &in, &err) == 0 && err);
    CHECK(visa_decode(bad2, sizeof bad2, &in, &err) == 0 && err);
    CHECK(visa_decode(bad3, sizeof bad3, &in, &err) == 0 && err);
    fprintf(stderr, "%u instructions round-tripped\n", checked);
    CHECK(checked > 150);
    TEST_DONE();
}
