/* The SASS module: per-line statements (labels, instructions), branch
 * fixups, and the hardware code layout -- every three instructions are
 * preceded by their control word, so the run keeps the current group of
 * 32 bytes and passes it on when it is complete (NOP-padded at the end).
 * Addresses (the location counter, labels, listing offsets) are addresses
 * in that layout. */
#include "sass/launch.h"
#include "core/module.h"

size_t gi_sass_dis_inst(void *ictx, const uint8_t *code, size_t size, size_t off, gi_str *out); /* sass/dis.c */
#include "sass/listing.h"
#include "sass/parse.h"
#include "sass/sass.h"
#include "sass/exec.h"
#include "sass/obj/cubin.h"
#include "core/util.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct sass_target {
    unsigned sm;   /* 50, 52, 53: one instruction set (SPA 5.0) */
    bool object;   /* -filetype=obj: the input is a cubin as text (docs/sass.md "Cubins") */
} sass_target;

typedef struct sass_state {
    const sass_target *t;
    gi_asmcore *core;
    gi_asm_sink user;       /* the caller's sink; the core talks to ours */
    uint8_t group[32];      /* control word + three instructions */
    uint32_t sched[3];
    uint64_t group_base;
    unsigned filled;        /* instructions in the group */
    uint32_t cur_sched;     /* control field of the instruction being emitted */
    /* listing input (docs/sass.md "Listings as input") */
    uint32_t pend[3];       /* control fields of a stand-alone control-word line */
    unsigned npend;         /* how many of them the next statements still take */
    int64_t stream;         /* memory slot of the next word column (-1: not synced by a word line yet) */
    bool in_ptx;            /* inside cuobjdump's "Fatbin ptx code:" part */
    gi_str text, note, clean;
    cubin_file *cub;        /* -filetype=obj: the cubin being read (code groups go to its last section) */
} sass_state;

static void *sass_ctx_new(const gi_options *opt, char *err, size_t errlen)
{
    const char *cpu = opt->mcpu ? opt->mcpu : "sm_50";
    static const unsigned sms[] = {50, 52, 53};
    for (size_t i = 0; i < sizeof sms / sizeof sms[0]; i++) {
        char name[8];
        snprintf(name, sizeof name, "sm_%u", sms[i]);
        if (!strcmp(cpu, name)) {
            sass_target *t = gi_xcalloc(1, sizeof *t);
            t->sm = sms[i];
            t->object = (opt->flags & GI_OPT_OBJECT) != 0;
            return t;
        }
    }
    if (err && errlen) snprintf(err, errlen, "unsupported SASS target '%s' (sm_50, sm_52, sm_53)", cpu);
    return NULL;
}

static void sass_ctx_free(void *p) { free(p); }

/* ---- the hardware layout, between the core and the caller's sink ---- */

static void flush_group(sass_state *s)
{
    for (unsigned k = s->filled; k < 3; k++) {
        uint64_t nop = SASS_NOP_WORD;
        for (unsigned b = 0; b < 8; b++) s->group[8 + 8 * k + b] = (uint8_t)(nop >> (8 * b));
        s->sched[k] = SASS_SCHED_DEFAULT;
    }
    uint64_t ctrl = sass_ctrl_pack(s->sched);
    for (unsigned b = 0; b < 8; b++) s->group[b] = (uint8_t)(ctrl >> (8 * b));
    if (s->cub && s->cub->nscn > 1) cubin_scn_append(&s->cub->scn[s->cub->nscn - 1], s->group, 32);
    else if (s->user.code) s->user.code(s->user.user, s->group_base, s->group, 32);
    s->filled = 0;
}

static void on_code(void *u, uint64_t off, const uint8_t *b, size_t n)
{
    sass_state *s = u;
    if (n != 8 || off % 32 == 0) return; /* the module only emits whole instructions in their slots */
    unsigned slot = (unsigned)((off % 32) / 8 - 1);
    if (s->filled == 0) s->group_base = off - 8 - 8 * slot;
    memcpy(s->group + 8 + 8 * slot, b, 8);
    s->sched[slot] = s->cur_sched;
    s->filled = slot + 1;
    if (slot == 2) flush_group(s);
}

static void on_patch(void *u, uint64_t off, const uint8_t *b, size_t n)
{
    sass_state *s = u;
    if (s->filled && off >= s->group_base && off + n <= s->group_base + 32) memcpy(s->group + (off - s->group_base), b, n);
    else if (s->cub && s->cub->nscn > 1) { /* cubin text: the code is in its last section */
        cubin_scn *c = &s->cub->scn[s->cub->nscn - 1];
        if (off + n <= c->len) memcpy(c->data + off, b, n);
    } else if (s->user.patch) s->user.patch(s->user.user, off, b, n); /* plain text (also under GI_OPT_OBJECT) */
}

static void on_listing(void *u, const gi_inst_listing *l)
{
    sass_state *s = u;
    if (s->user.listing) s->user.listing(s->user.user, l);
}

static void on_diag(void *u, const gi_diag *d)
{
    sass_state *s = u;
    if (s->user.diag) s->user.diag(s->user.user, d);
}

/* ---- branch targets ---- */

enum { SASS_FIX_TARGET = 1 };

/* The fixup covers bits 16..47 (bytes 2..5): the guard nibble below the
 * 24-bit offset field and bits 44..47 above it ride in the fixup kind. */
static const char *target_offset(const gi_eval *v, uint64_t pc, int64_t *off)
{
    if (v->nonlinear || v->label_coef < 0 || v->label_coef > 1) return "expected a label or an address";
    if (v->undefined) return "undefined branch target";
    *off = v->value - (int64_t)(pc + 8);
    if (*off % 8) return "branch target is not an instruction address (a multiple of 8)";
    if (*off < -(1 << 23) || *off >= (1 << 23)) return "branch offset is out of range (signed 24 bits)";
    return NULL;
}

static const char *sass_fixup(void *st, const gi_fixup *f, const gi_eval *v, uint8_t *out, size_t *n, gi_str *msg)
{
    (void)st;
    (void)msg;
    int64_t off = 0;
    const char *e = target_offset(v, f->inst_offset, &off);
    if (e) return e;
    uint32_t x = (uint32_t)((f->kind >> 8) & 0xf) | ((uint32_t)off & 0xffffff) << 4 | (uint32_t)((f->kind >> 12) & 0xf) << 28;
    for (unsigned b = 0; b < 4; b++) out[b] = (uint8_t)(x >> (8 * b));
    *n = 4;
    return NULL;
}

static void *sass_asm_begin(void *ictx, gi_asmcore *core)
{
    sass_state *s = gi_xcalloc(1, sizeof *s);
    s->t = ictx;
    s->core = core;
    s->user = core->sink;
    core->sink = (gi_asm_sink){s, on_code, on_patch, s->user.listing ? on_listing : NULL, on_diag};
    core->numflags = 0;
    core->prec = GI_PREC_GNU;
    core->warn_prec = false;
    core->fixup_fn = sass_fixup;
    core->isa_state = s;
    core->pc = 8; /* the first control word is at 0 */
    s->stream = -1;
    if (s->t->object) {
        s->cub = gi_xcalloc(1, sizeof *s->cub);
        s->cub->scn = gi_xcalloc(1, sizeof *s->cub->scn);
        s->cub->nscn = 1;
    }
    gi_str_init(&s->text);
    gi_str_init(&s->note);
    gi_str_init(&s->clean);
    return s;
}

static void sass_asm_end(void *p)
{
    sass_state *s = p;
    if (s->filled) flush_group(s);
    if (s->cub) {
        if (s->cub->nscn > 1 && !s->core->nerrors && s->core->object_fn) {
            char err[256];
            size_t n = 0;
            uint8_t *image = cubin_write(s->cub, &n, err, sizeof err);
            if (image) s->core->object_fn(s->core->object_user, image, n);
            else gi_error(s->core, NULL, "%s", err);
            free(image);
        }
        cubin_free(s->cub);
        free(s->cub);
    }
    s->core->sink = s->user;
    gi_str_free(&s->text);
    gi_str_free(&s->note);
    gi_str_free(&s->clean);
    free(s);
}

static void normalise(gi_str *out, const char *p, const char *end)
{
    gi_str_clear(out);
    while (p < end && (*p == ' ' || *p == '\t')) p++;
    while (end > p && (end[-1] == ' ' || end[-1] == '\t')) end--;
    bool space = false;
    for (; p < end; p++) {
        if (*p == ' ' || *p == '\t') {
            space = true;
            continue;
        }
        if (space) gi_str_addn(out, " ", 1);
        space = false;
        gi_str_addn(out, p, 1);
    }
    if (!out->s) gi_str_addn(out, "", 0);
}

static void instruction(sass_state *s, gi_asmcore *core, gi_lexer *lx)
{
    /* cubin text (after its first .cubin_section): code only in code sections */
    if (s->cub && s->cub->nscn > 1 && !cubin_scn_is_code(&s->cub->scn[s->cub->nscn - 1])) {
        gi_error(core, lx->tok.p, "instruction outside a code section");
        return;
    }
    sass_parsed ps;
    /* a listing's control word gives the next three statements their fields (tokens may still edit them) */
    uint32_t sched0 = SASS_SCHED_DEFAULT;
    if (s->npend) sched0 = s->pend[3 - s->npend--];
    const char *at = lx->tok.p;
    if (!sass_parse_inst(core, lx, sched0, &ps)) return;
    if (s->t->sm < 53 && ps.in.op >= SASS_OP_HADD2 && ps.in.op <= SASS_OP_HSETP2) {
        /* half-precision arithmetic came with sm_53 (docs/sass.md "Half-precision rows") */
        gi_error(core, at, "%s needs sm_53 (no half-precision arithmetic on sm_%u)", sass_rows[ps.in.row].name, s->t->sm);
        return;
    }
    uint64_t w = sass_encode(&ps.in);
    uint8_t bytes[8];
    for (unsigned b = 0; b < 8; b++) bytes[b] = (uint8_t)(w >> (8 * b));
    gi_fixup fx;
    char *expr = NULL;
    size_t nfix = 0;
    if (ps.target) {
        /* a target whose symbols are all known is checked now, so that a bad
         * line is not emitted; forward references are checked at the end */
        gi_expr_env env = gi_asmcore_env(core);
        env.final = true;
        gi_eval ev;
        int64_t off;
        const char *e;
        if (gi_expr_eval_text(ps.target, ps.target_len, core->numflags, &env, &ev) && !ev.undefined &&
            (e = target_offset(&ev, core->pc, &off))) {
            gi_error(core, ps.target, "%s", e);
            return;
        }
        memset(&fx, 0, sizeof fx);
        fx.kind = SASS_FIX_TARGET | (int)((w >> 16) & 0xf) << 8 | (int)((w >> 44) & 0xf) << 12;
        fx.offset = 2;
        fx.dot = core->pc;
        fx.col = (unsigned)(ps.target - core->src) + 1;
        expr = gi_xstrndup(ps.target, ps.target_len);
        fx.expr = expr;
        nfix = 1;
    }
    if (core->sink.listing) {
        normalise(&s->text, ps.start, ps.end);
        gi_str_clear(&s->note);
        gi_str_addf(&s->note, "sched: 0x%06x", (unsigned)ps.in.sched);
    } else {
        normalise(&s->text, ps.start, ps.start);
    }
    s->cur_sched = ps.in.sched;
    gi_emit_inst_note(core, s->text.s, s->text.len, core->sink.listing ? s->note.s : NULL, bytes, 8, &fx, nfix);
    free(expr);
    if (core->pc % 32 == 0) core->pc += 8; /* skip the next control word */
}

/* nvdisasm listings carry block comments; blank them out (same columns). */
static const char *strip_block_comments(sass_state *s, gi_asmcore *core, const char *line, size_t *len)
{
    if (*len < 2 || !memchr(line, '*', *len)) return line;
    bool any = false;
    for (size_t i = 0; i + 1 < *len; i++)
        if (line[i] == '/' && line[i + 1] == '*') any = true;
    if (!any) return line;
    gi_str_clear(&s->clean);
    gi_str_addn(&s->clean, line, *len);
    char *c = s->clean.s;
    for (size_t i = 0; i + 1 < *len; i++) {
        if (c[i] == '/' && c[i + 1] == '/') break; /* a line comment hides the rest */
        if (c[i] != '/' || c[i + 1] != '*') continue;
        size_t j = i + 2;
        while (j + 1 < *len && !(c[j] == '*' && c[j + 1] == '/')) j++;
        if (j + 1 >= *len) {
            gi_error(core, line + i, "unterminated /* comment (block comments end on their line)");
            return NULL;
        }
        memset(c + i, ' ', j + 2 - i);
        i = j + 1;
    }
    /* diagnostics point into the copy (same columns; comments shown blank) */
    core->src = c;
    core->srclen = *len;
    return c;
}

/* A word column of a listing, in text order = memory order: every fourth
 * slot of a code section is a control word, which sets the control fields
 * of the next three statements. */
static void word_column(sass_state *s, uint64_t word)
{
    if (s->stream < 0) return;
    if (s->stream++ % 4) return;
    sass_ctrl_unpack(word, s->pend);
    s->npend = 3;
}

/* `.quad VALUE`: a code word that is no instruction (as `gpuisa dis` prints
 * it), emitted in the next instruction slot with the pending control field. */
static void quad(sass_state *s, gi_asmcore *core, gi_lexer *lx)
{
    /* cubin text (after its first .cubin_section): code only in code sections */
    if (s->cub && s->cub->nscn > 1 && !cubin_scn_is_code(&s->cub->scn[s->cub->nscn - 1])) {
        gi_error(core, lx->tok.p, "instruction outside a code section");
        return;
    }
    const char *at = lx->tok.p;
    gi_lex_next(lx);
    gi_expr_env env = gi_asmcore_env(core);
    env.final = true;
    gi_eval ev;
    if (!gi_parse_expr(core, lx, &env, &ev)) return;
    if (ev.undefined || ev.label_coef || ev.nonlinear) {
        gi_error(core, at, ".quad needs an absolute value");
        return;
    }
    if (lx->tok.kind == GI_T_PUNCT && gi_tok_is(&lx->tok, ';')) gi_lex_next(lx);
    if (lx->tok.kind != GI_T_EOL) {
        gi_error(core, lx->tok.p, "unexpected text after .quad");
        return;
    }
    uint8_t bytes[8];
    for (unsigned b = 0; b < 8; b++) bytes[b] = (uint8_t)((uint64_t)ev.value >> (8 * b));
    s->cur_sched = s->npend ? s->pend[3 - s->npend--] : SASS_SCHED_DEFAULT;
    if (s->stream >= 0) s->stream++; /* the word stands in the word stream of a listing */
    gi_emit_inst_note(core, ".quad", 5, NULL, bytes, 8, NULL, 0);
    if (core->pc % 32 == 0) core->pc += 8;
}

/* A cubin-text directive (true when the line is one); a `.cubin_section`
 * line ends the code of the section before it. */
static bool cubin_line(sass_state *s, gi_asmcore *core, const char *line, size_t len)
{
    size_t before = s->cub->nscn;
    const char *p = line;
    while (p < line + len && (*p == ' ' || *p == '\t')) p++;
    if ((size_t)(line + len - p) >= 14 && !memcmp(p, ".cubin_section", 14) && s->filled) flush_group(s);
    if (!cubin_directive(s->cub, core, line, len)) return false;
    if (s->cub->nscn != before) {
        core->pc = 8;
        s->stream = -1;
        s->npend = 0;
        s->in_ptx = false;
    }
    return true;
}

static void sass_asm_line(void *p, gi_asmcore *core, const char *line, size_t len)
{
    sass_state *s = p;
    uint64_t word = 0;
    if (s->cub && cubin_line(s, core, line, len)) return;
    switch (sass_listing_classify(line, len, &word)) {
    case SASS_LL_PTX_START: s->in_ptx = true; return;
    case SASS_LL_ELF_START: s->in_ptx = false; return;
    case SASS_LL_FUNCTION: s->stream = -1; return;
    case SASS_LL_HEADER: return;
    case SASS_LL_WORD:
        if (s->in_ptx) return;
        if (s->stream < 0) s->stream = 0; /* a stand-alone word starts a section with its control word */
        word_column(s, word);
        return;
    default:
        if (s->in_ptx) return;
        break;
    }
    if (sass_listing_word_column(line, len, &word)) word_column(s, word);
    const char *text = strip_block_comments(s, core, line, &len);
    if (!text) return;
    if (memchr(text, '{', len) || memchr(text, '}', len)) {
        if (text != s->clean.s) {
            gi_str_clear(&s->clean);
            gi_str_addn(&s->clean, text, len);
            text = s->clean.s;
            core->src = s->clean.s;
            core->srclen = len;
        }
        sass_listing_braces(s->clean.s, len);
    }
    gi_lexer lx;
    gi_lex_init(&lx, text, len, core->numflags | GI_LEXF_SLASH_COMMENT);
    gi_parse_labels(core, &lx);
    if (lx.tok.kind == GI_T_EOL) return;
    if (lx.tok.kind == GI_T_BAD) {
        gi_error(core, lx.tok.p, "%s", lx.tok.error);
        return;
    }
    if (lx.tok.kind == GI_T_IDENT && gi_tok_iident(&lx.tok, ".quad")) {
        quad(s, core, &lx);
        return;
    }
    if (lx.tok.kind == GI_T_IDENT && lx.tok.p[0] == '.') {
        gi_error(core, lx.tok.p, "unknown directive");
        return;
    }
    instruction(s, core, &lx);
}

static int sass_module_launch(void *ictx, const uint8_t *obj, size_t n, gi_launch_spec *spec,
                              const gi_launch_options *opt, char **result, char *err, size_t errlen)
{
    (void)ictx;
    return sass_launch(obj, n, spec, opt, result, err, errlen);
}

const gi_isa_module gi_sass_module = {
    .name = "sass",
    .ctx_new = sass_ctx_new,
    .ctx_free = sass_ctx_free,
    .asm_begin = sass_asm_begin,
    .asm_line = sass_asm_line,
    .asm_end = sass_asm_end,
    .exec = &gi_sass_exec,
    .dis_inst = gi_sass_dis_inst,
    .dis_unit = 8,
    .launch = sass_module_launch,
};
