/* The public API: whole-buffer and streaming assembly agree, forward
 * references are patched, every error is reported with its position, and
 * two contexts work side by side. Expected bytes are llvm-mc 14's. */
#include "check.h"
#include <gpuisa/gpuisa.h>
#include <stdlib.h>

typedef struct sink_state {
    uint8_t code[256];
    size_t size;
    unsigned listings, diags, patches;
    unsigned first_line;
} sink_state;

static void on_code(void *u, uint64_t off, const uint8_t *b, size_t n)
{
    sink_state *s = u;
    if (off + n <= sizeof s->code) memcpy(s->code + off, b, n);
    if (off + n > s->size) s->size = off + n;
}

static void on_patch(void *u, uint64_t off, const uint8_t *b, size_t n)
{
    sink_state *s = u;
    s->patches++;
    if (off + n <= sizeof s->code) memcpy(s->code + off, b, n);
}

static void on_listing(void *u, const gi_inst_listing *l)
{
    sink_state *s = u;
    if (!s->listings++) s->first_line = l->line;
}

static void on_diag(void *u, const gi_diag *d)
{
    ((sink_state *)u)->diags++;
    (void)d;
}

int main(void)
{
    gi_options opt = {"gfx900", NULL, GI_OPT_LLVM_COMPAT};
    gi_ctx *ctx = gi_ctx_new(GI_ISA_AMDGPU, &opt, NULL, 0);
    CHECK(ctx != NULL);

    /* forward branch and literal: resolved at the end */
    const char *src = "s_branch fwd\nv_mov_b32 v0, fwd\ns_nop 0\nfwd:\ns_endpgm\n";
    gi_result *r = gi_assemble(ctx, "a.s", src, strlen(src));
    size_t n;
    const uint8_t *code = gi_result_code(r, &n);
    static const uint8_t want[] = {0x03, 0x00, 0x82, 0xbf,                         /* s_branch +3 dwords */
                                   0xff, 0x02, 0x00, 0x7e, 0x08, 0x00, 0x00, 0x00, /* fwd - literal address */
                                   0x00, 0x00, 0x80, 0xbf, 0x00, 0x00, 0x81, 0xbf};
    CHECK(gi_result_errors(r) == 0);
    CHECK(n == sizeof want && memcmp(code, want, n) == 0);
    CHECK(gi_result_inst_count(r) == 4);
    CHECK(gi_result_inst(r, 0)->line == 1 && gi_result_inst(r, 3)->line == 5);
    gi_result_free(r);

    /* the same through the streaming API: bytes patched in place */
    sink_state st = {0};
    gi_asm_sink sink = {&st, on_code, on_patch, on_listing, on_diag};
    gi_asm *as = gi_asm_begin(ctx, "a.s", &sink);
    const char *lines[] = {"s_branch fwd", "v_mov_b32 v0, fwd", "s_nop 0", "fwd:", "s_endpgm"};
    for (int i = 0; i < 5; i++) gi_asm_line(as, lines[i], strlen(lines[i]));
    CHECK(gi_asm_end(as) == 0);
    CHECK(st.size == sizeof want && memcmp(st.code, want, sizeof want) == 0);
    CHECK(st.patches == 2 && st.listings == 4 && st.first_line == 1);

    /* every error is reported, with line and column, and assembly goes on */
    const char *bad = "v_add_f32 v0, v1\ns_mov_b32 s0, s[1:2]\nfoo bar\ns_nop 0\nv_mov_b32 v0, 0x1fffffff0\n";
    r = gi_assemble(ctx, "bad.s", bad, strlen(bad));
    CHECK(gi_result_errors(r) == 4);
    CHECK(gi_result_diag_count(r) == 4);
    const gi_diag *d = gi_result_diag(r, 1);
    CHECK(d && d->line == 2 && d->col == 15 && d->severity == GI_ERROR);
    CHECK_STR(d ? d->message : NULL, "invalid register alignment");
    d = gi_result_diag(r, 2);
    CHECK(d && d->line == 3 && d->col == 1);
    CHECK(gi_result_inst_count(r) == 1); /* s_nop 0 */
    gi_result_free(r);

    /* two contexts used alternately keep their own targets */
    gi_options o10 = {"gfx1010", NULL, GI_OPT_LLVM_COMPAT};
    gi_ctx *ctx10 = gi_ctx_new(GI_ISA_AMDGPU, &o10, NULL, 0);
    const char *mov = "s_mov_b32 null, s0\n";
    gi_result *r9 = gi_assemble(ctx, "m.s", mov, strlen(mov));
    gi_result *r10 = gi_assemble(ctx10, "m.s", mov, strlen(mov));
    CHECK(gi_result_errors(r9) == 1);  /* null is GFX10 only */
    CHECK(gi_result_errors(r10) == 0);
    gi_result_free(r9);
    gi_result_free(r10);

    /* the disassembler writes into the caller's buffer: in place when the
     * text fits, truncated to cap - 1 (through the heap) when it does not,
     * empty for bytes that are no instruction */
    static const uint8_t add[] = {0x02, 0x03, 0x00, 0x02}; /* v_add_f32_e32 v0, v2, v1 */
    char text[64];
    CHECK(gi_disassemble(ctx, add, sizeof add, 0, text, sizeof text) == 4);
    CHECK_STR(text, "v_add_f32_e32 v0, v2, v1");
    char small[8];
    CHECK(gi_disassemble(ctx, add, sizeof add, 0, small, sizeof small) == 4);
    CHECK_STR(small, "v_add_f");
    CHECK(gi_disassemble(ctx, add, sizeof add, 0, NULL, 0) == 4);
    static const uint8_t junk[] = {0xff, 0xff, 0xff, 0xff};
    memcpy(text, "stale", 6);
    CHECK(gi_disassemble(ctx, junk, sizeof junk, 0, text, sizeof text) == 0);
    CHECK_STR(text, "");

    /* unknown target and ISA are errors, not crashes */
    char err[128];
    gi_options none = {"gfx9999", NULL, 0};
    CHECK(gi_ctx_new(GI_ISA_AMDGPU, &none, err, sizeof err) == NULL);
    CHECK(strstr(err, "gfx9999") != NULL);
    CHECK(gi_isa_from_name("nope") < 0);

    gi_ctx_free(ctx10);
    gi_ctx_free(ctx);
    TEST_DONE();
}
