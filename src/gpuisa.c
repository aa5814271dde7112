/* Public API glue: contexts, the streaming assembler and the whole-buffer
 * result, over the ISA modules. */
#include "gpuisa/gpuisa.h"
#include "core/module.h"
#include "core/util.h"
#include <stdlib.h>
#include <string.h>

struct gi_ctx {
    const gi_isa_module *mod;
    void *ictx;
};

struct gi_asm {
    gi_ctx *ctx;
    gi_asmcore core;
    void *state;
    unsigned line;
};

static const gi_isa_module *module_for(gi_isa isa)
{
    switch (isa) {
    case GI_ISA_AMDGPU: return &gi_amdgpu_module;
    case GI_ISA_SASS: return &gi_sass_module;
    case GI_ISA_VISA: return &gi_visa_module;
    default: return NULL;
    }
}

int gi_isa_from_name(const char *name)
{
    if (!name) return -1;
    if (!strcmp(name, "amdgpu") || !strcmp(name, "amdgcn")) return GI_ISA_AMDGPU;
    if (!strcmp(name, "sass")) return GI_ISA_SASS;
    if (!strcmp(name, "visa")) return GI_ISA_VISA;
    return -1;
}

gi_ctx *gi_ctx_new(gi_isa isa, const gi_options *opt, char *err, size_t errlen)
{
    const gi_isa_module *mod = module_for(isa);
    if (!mod) {
        if (err && errlen) snprintf(err, errlen, "ISA not supported yet");
        return NULL;
    }
    gi_options defaults = {NULL, NULL, 0};
    void *ictx = mod->ctx_new(opt ? opt : &defaults, err, errlen);
    if (!ictx) return NULL;
    gi_ctx *ctx = gi_xcalloc(1, sizeof *ctx);
    ctx->mod = mod;
    ctx->ictx = ictx;
    return ctx;
}

const gi_isa_module *gi_ctx_module(const gi_ctx *ctx, void **ictx)
{
    if (ictx) *ictx = ctx->ictx;
    return ctx->mod;
}

void gi_ctx_free(gi_ctx *ctx)
{
    if (!ctx) return;
    ctx->mod->ctx_free(ctx->ictx);
    free(ctx);
}

gi_asm *gi_asm_begin(gi_ctx *ctx, const char *filename, const gi_asm_sink *sink)
{
    gi_asm *as = gi_xcalloc(1, sizeof *as);
    as->ctx = ctx;
    gi_asmcore_init(&as->core, filename, sink);
    as->state = ctx->mod->asm_begin(ctx->ictx, &as->core);
    return as;
}

void gi_asm_on_object(gi_asm *as, void (*fn)(void *user, const uint8_t *bytes, size_t n), void *user)
{
    as->core.object_fn = fn;
    as->core.object_user = user;
}

void gi_asm_line(gi_asm *as, const char *line, size_t len)
{
    as->line++;
    gi_asmcore_begin_line(&as->core, as->line, line, len);
    as->ctx->mod->asm_line(as->state, &as->core, line, len);
}

unsigned gi_asm_end(gi_asm *as)
{
    gi_asmcore_finish(&as->core);
    as->ctx->mod->asm_end(as->state); /* may report (AMDGPU: unterminated blocks) */
    unsigned errors = as->core.nerrors;
    gi_asmcore_free(&as->core);
    free(as);
    return errors;
}

/* ---- whole-buffer API ---- */

struct gi_result {
    unsigned errors;
    uint8_t *code;
    size_t size, cap;
    uint8_t *object;
    size_t object_size;
    gi_vec diags;      /* gi_diag with owned strings */
    gi_vec insts;      /* gi_inst_listing with owned strings */
};

static void res_code(void *user, uint64_t off, const uint8_t *b, size_t n)
{
    gi_result *r = user;
    if (off + n > r->cap) {
        size_t cap = r->cap ? r->cap : 256;
        while (cap < off + n) cap *= 2;
        r->code = gi_xrealloc(r->code, cap);
        r->cap = cap;
    }
    memcpy(r->code + off, b, n);
    if (off + n > r->size) r->size = off + n;
}

static void res_diag(void *user, const gi_diag *d)
{
    gi_result *r = user;
    gi_diag *c = gi_vec_push(&r->diags);
    *c = *d;
    c->message = gi_xstrndup(d->message, strlen(d->message));
    c->source = gi_xstrndup(d->source, d->source_len);
    c->file = gi_xstrndup(d->file, strlen(d->file));
}

static void res_listing(void *user, const gi_inst_listing *l)
{
    gi_result *r = user;
    gi_inst_listing *c = gi_vec_push(&r->insts);
    *c = *l;
    c->text = gi_xstrndup(l->text, strlen(l->text));
    c->note = l->note ? gi_xstrndup(l->note, strlen(l->note)) : NULL;
    uint8_t *b = gi_xmalloc(l->size ? l->size : 1);
    memcpy(b, l->bytes, l->size);
    c->bytes = b;
}

static void res_object(void *user, const uint8_t *b, size_t n)
{
    gi_result *r = user;
    free(r->object);
    r->object = gi_xmalloc(n ? n : 1);
    memcpy(r->object, b, n);
    r->object_size = n;
}

gi_result *gi_assemble(gi_ctx *ctx, const char *filename, const char *text, size_t len)
{
    gi_result *r = gi_xcalloc(1, sizeof *r);
    gi_vec_init(&r->diags, sizeof(gi_diag));
    gi_vec_init(&r->insts, sizeof(gi_inst_listing));
    gi_asm_sink sink = {r, res_code, res_code, res_listing, res_diag};
    gi_asm *as = gi_asm_begin(ctx, filename, &sink);
    gi_asm_on_object(as, res_object, r);
    size_t i = 0;
    while (i < len) {
        size_t j = i;
        while (j < len && text[j] != '\n') j++;
        gi_asm_line(as, text + i, j - i);
        i = j + 1;
    }
    r->errors = gi_asm_end(as);
    return r;
}

unsigned gi_result_errors(const gi_result *r) { return r->errors; }

const uint8_t *gi_result_code(const gi_result *r, size_t *size)
{
    if (size) *size = r->size;
    return r->code;
}

const uint8_t *gi_result_object(const gi_result *r, size_t *size)
{
    if (size) *size = r->object_size;
    return r->object;
}

size_t gi_result_diag_count(const gi_result *r) { return r->diags.len; }
const gi_diag *gi_result_diag(const gi_result *r, size_t i)
{
    return i < r->diags.len ? gi_vec_at(&r->diags, i) : NULL;
}
size_t gi_result_inst_count(const gi_result *r) { return r->insts.len; }
const gi_inst_listing *gi_result_inst(const gi_result *r, size_t i)
{
    return i < r->insts.len ? gi_vec_at(&r->insts, i) : NULL;
}

void gi_result_free(gi_result *r)
{
    if (!r) return;
    for (size_t i = 0; i < r->diags.len; i++) {
        gi_diag *d = gi_vec_at(&r->diags, i);
        free((char *)d->message);
        free((char *)d->source);
        free((char *)d->file);
    }
    for (size_t i = 0; i < r->insts.len; i++) {
        gi_inst_listing *l = gi_vec_at(&r->insts, i);
        free((char *)l->text);
        free((char *)l->note);
        free((uint8_t *)l->bytes);
    }
    gi_vec_free(&r->diags);
    gi_vec_free(&r->insts);
    free(r->code);
    free(r->object);
    free(r);
}

/* Print ch at output column col, filling up to the next 8-column stop when it
 * stands for a tab; returns the next column. */
static unsigned put_column(FILE *f, char ch, bool tab, unsigned col)
{
    do fputc(ch, f);
    while (++col % 8 && tab);
    return col;
}

void gi_diag_print(FILE *f, const gi_diag *d)
{
    static const char *const sev[] = {"error", "warning", "note"};
    if (d->line == 0) { /* about the whole run (e.g. a target option), not a line */
        fprintf(f, "%s: %s\n", sev[d->severity], d->message);
        return;
    }
    fprintf(f, "%s:%u:%u: %s: %s\n", d->file, d->line, d->col, sev[d->severity], d->message);
    /* as LLVM's SourceMgr prints them: the line with tabs expanded to 8-column
     * stops, then the caret line, `~` under the range and `^` at the column, a
     * tab of the line repeating the character under it up to the next stop */
    size_t caret = d->col ? d->col - 1 : 0;
    size_t range_end = caret + d->range_len;
    if (range_end > d->source_len) range_end = d->source_len;
    if (range_end < caret + 1) range_end = caret + 1;
    unsigned out_col = 0;
    for (size_t i = 0; i < d->source_len; i++)
        out_col = put_column(f, d->source[i] == '\t' ? ' ' : d->source[i], d->source[i] == '\t', out_col);
    fputc('\n', f);
    out_col = 0;
    for (size_t i = 0; i < range_end; i++)
        out_col = put_column(f, i == caret ? '^' : i > caret ? '~' : ' ', i < d->source_len && d->source[i] == '\t',
                             out_col);
    fputc('\n', f);
}

void gi_listing_print(FILE *f, const gi_inst_listing *inst)
{
    fprintf(f, "\t%-39s ; encoding: [", inst->text);
    for (size_t i = 0; i < inst->size; i++) fprintf(f, "%s0x%02x", i ? "," : "", inst->bytes[i]);
    fputc(']', f);
    if (inst->note) fprintf(f, " %s", inst->note);
    fputc('\n', f);
}

size_t gi_disassemble(const gi_ctx *ctx, const uint8_t *code, size_t size, size_t off, char *text, size_t cap)
{
    if (cap) text[0] = 0;
    if (!ctx->mod->dis_inst) return 0;
    /* the text is printed straight into the caller's buffer (no allocation
     * per instruction); only a longer one goes through the heap */
    gi_str s;
    if (cap) gi_str_init_buf(&s, text, cap);
    else gi_str_init(&s);
    size_t n = ctx->mod->dis_inst(ctx->ictx, code, size, off, &s);
    if (cap && (!n || s.s != text)) {
        size_t k = n ? (s.len < cap - 1 ? s.len : cap - 1) : 0;
        memcpy(text, s.s, k);
        text[k] = 0;
    }
    gi_str_free(&s);
    return n;
}

size_t gi_dis_unit(const gi_ctx *ctx)
{
    return ctx->mod->dis_inst ? ctx->mod->dis_unit : 0;
}

int gi_dis_container(const gi_ctx *ctx, const uint8_t *file, size_t n, size_t *off, size_t *len)
{
    return ctx->mod->dis_container && ctx->mod->dis_container(file, n, off, len);
}

const char *gi_version(void) { return GI_VERSION_STRING; }
