/* The AMDGPU module: target context (compiled table rows), and the
 * per-line assembler: comments, labels, symbol assignments, directives and
 * instructions. */
#include "amdgpu/amdgpu.h"
#include "amdgpu/dis/print.h"
#include "amdgpu/modifiers.h"
#include "amdgpu/asm/parse.h"
#include "core/module.h"
#include "amdgpu/exec/exec.h"
#include "amdgpu/exec/launch.h"
#include "amdgpu/obj/obj.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stddef.h>

/* ---- target context ---- */

/* The table groups and their signatures (parsed at build time). */
static const struct { const amd_inst *rows; const amd_sig *sigs; const unsigned *n; } groups[] = {
    {amd_insts_salu, amd_insts_salu_sig, &amd_insts_salu_count},
    {amd_insts_valu, amd_insts_valu_sig, &amd_insts_valu_count},
    {amd_insts_mem, amd_insts_mem_sig, &amd_insts_mem_count},
};

static void add_rows(amd_ctx *c, const amd_inst *rows, const amd_sig *sigs, unsigned n, const amd_target *t,
                     size_t *k)
{
    amd_col col = t->col;
    bool fma_mix = (t->features & AMD_F_FMA_MIX) != 0;
    for (unsigned i = 0; i < n; i++) {
        if (rows[i].op[col] < 0) continue;
        /* feature-gated rows: a target of the column may lack the row's feature */
        if ((rows[i].flags & AMD_I_FMA_MIX) && !fma_mix) continue;
        if ((rows[i].flags & AMD_I_MAD_MIX) && fma_mix) continue;
        if ((rows[i].flags & AMD_I_DOT10) && !(t->features & AMD_F_DOT10)) continue;
        amd_row *r = &c->rows[(*k)++];
        r->inst = &rows[i];
        r->op = rows[i].op[col];
        r->sig = sigs[i];
        r->next = NULL;
        r->matrix = rows[i].fam == AMD_VOP3P && r->sig.n && r->sig.kind[0] == AK_MDST;
        r->interp = rows[i].fam == AMD_VINTRP;
        for (int j = 0; j < r->sig.n; j++) r->interp |= r->sig.kind[j] == AK_ATTR;
    }
}

/* The slot of a name: its hash and length are compared before its characters,
 * so a probe past another name costs no string compare. */
static size_t name_slot(const amd_ctx *c, const char *name, size_t len, uint32_t h)
{
    size_t i = h & (c->hcap - 1);
    for (const amd_name_slot *e = &c->hash[i]; e->row; e = &c->hash[i]) {
        if (e->hash == h && e->len == len && !memcmp(name, e->row->inst->name, len)) break;
        i = (i + 1) & (c->hcap - 1);
    }
    return i;
}

const amd_row *amd_lookup(const amd_ctx *c, const char *name, size_t len)
{
    return c->hash[name_slot(c, name, len, gi_hash(name, len))].row;
}

static void amd_ctx_free(void *p);

static void *amd_ctx_new(const gi_options *opt, char *err, size_t errlen)
{
    const char *cpu = opt->mcpu ? opt->mcpu : "gfx900";
    const amd_target *t = amd_target_find(cpu);
    if (!t) {
        if (err) snprintf(err, errlen, "unsupported AMDGPU target '%s'", cpu);
        return NULL;
    }
    amd_ctx *c = gi_xcalloc(1, sizeof *c);
    c->t = t;
    c->compat = (opt->flags & GI_OPT_LLVM_COMPAT) != 0;
    c->object = (opt->flags & GI_OPT_OBJECT) != 0;
    amd_features_parse(t, opt->mattr, &c->feat, c->warn, sizeof c->warn);
    c->wave32 = c->feat.w32 && !c->feat.w64;
    size_t total = amd_insts_salu_count + amd_insts_valu_count + amd_insts_mem_count, k = 0;
    c->rows = gi_xmalloc(total * sizeof *c->rows); /* add_rows sets every field */
    for (size_t g = 0; g < sizeof groups / sizeof groups[0]; g++)
        add_rows(c, groups[g].rows, groups[g].sigs, *groups[g].n, t, &k);
    c->nrows = k;
    c->hcap = 64;
    while (c->hcap < k * 2) c->hcap *= 2;
    c->hash = gi_xcalloc(c->hcap, sizeof *c->hash);
    for (size_t i = 0; i < k; i++) {
        amd_row *r = &c->rows[i];
        size_t len = strlen(r->inst->name);
        uint32_t h = gi_hash(r->inst->name, len);
        amd_name_slot *e = &c->hash[name_slot(c, r->inst->name, len, h)];
        if (e->row) {
            r->next = e->row->next;
            e->row->next = r;
        } else {
            *e = (amd_name_slot){h, (uint32_t)len, r};
        }
    }
    if (!amd_dectab_attach(c)) {
        amd_ctx_free(c);
        if (err) snprintf(err, errlen, "out of memory");
        return NULL;
    }
    return c;
}

static void amd_ctx_free(void *p)
{
    amd_ctx *c = p;
    if (!c) return;
    free(c->rows);
    free(c->hash);
    free(c->dec);
    free(c);
}

/* Is the name a mnemonic of some other target? (error path only: a scan of
 * every row, rather than an index built by every process) */
static bool amd_known_mnemonic(const char *name, size_t len)
{
    if (len > 4 && (gi_eq(name + len - 4, 4, "_e32") || gi_eq(name + len - 4, 4, "_e64") || gi_eq(name + len - 4, 4, "_dpp")))
        len -= 4;
    else if (len > 5 && gi_eq(name + len - 5, 5, "_sdwa"))
        len -= 5;
    for (size_t g = 0; g < sizeof groups / sizeof groups[0]; g++)
        for (unsigned i = 0; i < *groups[g].n; i++)
            if (gi_eq(name, len, groups[g].rows[i].name)) return true;
    return false;
}

/* ---- one assembly run ---- */


/* The relocation llvm-mc 14 writes (AMDGPUELFObjectWriter::getRelocType):
 * the scratch-descriptor symbols first, then the variant, then the field;
 * @abs32@lo/@hi are plain 32-bit data there. */
static unsigned reloc_type(const char *sym, size_t len, int variant, bool pcrel, unsigned size)
{
    if (gi_eq(sym, len, "SCRATCH_RSRC_DWORD0")) return AMD_R_ABS32_LO;
    if (gi_eq(sym, len, "SCRATCH_RSRC_DWORD1")) return AMD_R_ABS32_HI;
    switch (variant) {
    case GI_VK_REL32_LO: return AMD_R_REL32_LO;
    case GI_VK_REL32_HI: return AMD_R_REL32_HI;
    case GI_VK_GOTPCREL: return AMD_R_GOTPCREL;
    case GI_VK_GOTPCREL32_LO: return AMD_R_GOTPCREL32_LO;
    case GI_VK_GOTPCREL32_HI: return AMD_R_GOTPCREL32_HI;
    case GI_VK_REL64: return AMD_R_REL64;
    default: return pcrel ? AMD_R_REL32 : size == 8 ? AMD_R_ABS64 : AMD_R_ABS32;
    }
}

/* Data directives (.byte ... .quad): the value, or a relocation in an object. */
/* `A - B + C` with A and B in different sections (llvm-mc's MCAssembler): when B
 * is in the field's own section the field is PC-relative, and AMDGPU's object
 * writer gives it the absolute data relocation with addend C + (field - B);
 * otherwise the difference cannot be represented. */
static const char *cross_section_data(amd_state *s, const gi_fixup *f, const gi_eval *v, int pos, int neg,
                                      unsigned size, uint8_t *out)
{
    if (v->label_coef != 0 || neg != f->section || pos < 0 || size < 4 || !v->sym)
        return "Cannot represent a difference across sections";
    gi_sym *a = gi_symtab_find(&s->core->syms, v->sym, v->sym_len);
    if (!a || a->kind != GI_SYM_LABEL || a->section != pos || v->variant)
        return "Cannot represent a difference across sections";
    /* v->value = A - B + C: the addend C - B + field is v->value - A + field */
    int64_t addend = v->value - a->value + (int64_t)f->offset;
    gi_add_reloc(s->core, f->section, f->offset, size == 4 ? AMD_R_ABS32 : AMD_R_ABS64, v->sym, v->sym_len, addend);
    memset(out, 0, size);
    return NULL;
}

static const char *data_fixup(amd_state *s, const gi_fixup *f, const gi_eval *v, uint8_t *out, size_t *n)
{
    unsigned size = f->kind == AMD_FIX_DATA1 ? 1 : f->kind == AMD_FIX_DATA2 ? 2 : f->kind == AMD_FIX_DATA4 ? 4 : 8;
    *n = size;
    int64_t x = v->value;
    if (v->nonlinear || v->label_coef < 0 || v->label_coef > 1) return "expected relocatable expression";
    int pos, neg;
    int cross = gi_eval_cross_sections(v, &pos, &neg);
    if (cross > 0 && s->object) return cross_section_data(s, f, v, pos, neg, size, out);
    if (v->label_coef == 1 && v->sym && s->object && size < 4) {
        /* llvm-mc 14's object writer has no 1- or 2-byte data relocation: its release
         * build falls through to the branch fixup's case, R_AMDGPU_REL16 (and "undefined
         * label" for an undefined symbol) */
        if (v->undefined) {
            gi_fixup_error_at(s->core, f, f->col, "undefined label '%.*s'", (int)v->sym_len, v->sym);
            return NULL;
        }
        gi_sym *sym = gi_symtab_find(&s->core->syms, v->sym, v->sym_len);
        int64_t addend = v->value - (sym && sym->kind == GI_SYM_LABEL && !v->variant ? sym->value : 0);
        gi_add_reloc(s->core, f->section, f->offset, AMD_R_REL16, v->sym, v->sym_len, addend);
        memset(out, 0, size);
        return NULL;
    }
    if (v->label_coef == 1 && v->sym && s->object) {
        gi_sym *sym = gi_symtab_find(&s->core->syms, v->sym, v->sym_len);
        int64_t addend = v->value - (sym && sym->kind == GI_SYM_LABEL && !v->variant ? sym->value : 0);
        unsigned type = reloc_type(v->sym, v->sym_len, v->variant, false, size);
        gi_add_reloc(s->core, f->section, f->offset, type, v->sym, v->sym_len, addend);
        x = 0;
    }
    for (unsigned i = 0; i < size; i++) out[i] = (uint8_t)((uint64_t)x >> (8 * i));
    return NULL;
}

/* GFX10.1 relaxation (relax below): the branch of f wants its s_nop in the next pass. */
static void want_pad(amd_state *s, const gi_fixup *f)
{
    if (f->aux < s->npad && !(s->pad[f->aux] & AMD_PAD_NOP)) s->pad[f->aux] |= AMD_PAD_WANTED, s->relax_pending = true;
}

static const char *amd_fixup(void *st, const gi_fixup *f, const gi_eval *v, uint8_t *out, size_t *n,
                             gi_str *msg)
{
    amd_state *s = st;
    int pos, neg;
    if (!v->nonlinear && gi_eval_cross_sections(v, &pos, &neg) > 0 && !(s->object && f->kind >= AMD_FIX_DATA1)) {
        /* labels of different sections: no constant; raw output has no relocation for it */
        if (s->object && f->kind < AMD_FIX_DATA1) {
            /* llvm-mc: at the instruction */
            gi_fixup_error_at(s->core, f, f->inst_col, "Cannot represent a difference across sections");
            *n = f->kind == AMD_FIX_BRANCH16 ? 2 : 4;
            memset(out, 0, *n);
            return NULL;
        }
        *n = f->kind == AMD_FIX_BRANCH16 ? 2 : f->kind == AMD_FIX_DATA1 ? 1 : f->kind == AMD_FIX_DATA2 ? 2
           : f->kind == AMD_FIX_DATA8 ? 8 : 4;
        memset(out, 0, *n);
        gi_str_add(msg, "a difference of labels in different sections is encoded as 0 (raw output has no relocations)");
        return NULL;
    }
    if (f->kind >= AMD_FIX_DATA1) return data_fixup(s, f, v, out, n);
    if (s->object && f->kind == AMD_FIX_LIT32 && !v->nonlinear && v->label_coef == 1 && v->sym &&
        (v->variant || v->undefined || v->global_coef == 1)) {
        /* a relocation: the field holds 0, the constant goes to the addend */
        gi_sym *sym = gi_symtab_find(&s->core->syms, v->sym, v->sym_len);
        bool pcrel = v->top_op != '-' && v->variant != GI_VK_ABS32_LO && v->variant != GI_VK_ABS32_HI;
        int64_t addend = v->value - (sym && sym->kind == GI_SYM_LABEL && !v->variant ? sym->value : 0);
        gi_add_reloc(s->core, f->section, f->offset, reloc_type(v->sym, v->sym_len, v->variant, pcrel, 4), v->sym, v->sym_len, addend);
        memset(out, 0, 4);
        *n = 4;
        return NULL;
    }
    if (s->object && f->kind == AMD_FIX_BRANCH16 && !v->nonlinear && v->label_coef == 1 && v->sym &&
        (v->undefined || v->global_coef == 1)) {
        /* a branch to a global symbol: R_AMDGPU_REL16, the field (0 - 4) / 4; llvm-mc
         * has no such relocation for an undefined one. GFX10.1 relaxes it always. */
        if (v->undefined)
            gi_fixup_error_at(s->core, f, f->inst_col, "undefined label '%.*s'", (int)v->sym_len, v->sym);
        else
            gi_add_reloc(s->core, f->section, f->offset, AMD_R_REL16, v->sym, v->sym_len, 0);
        if (s->relax_on) want_pad(s, f);
        out[0] = out[1] = 0xff;
        *n = 2;
        return NULL;
    }
    bool relocatable = !v->nonlinear && (v->label_coef == 0 || v->label_coef == 1);
    if (!relocatable) {
        /* llvm-mc 14 -show-encoding accepts these and its object writer
         * rejects them; compat mode keeps the layout with zero bytes */
        if (!s->ctx->compat) return "expected relocatable expression";
        memset(out, 0, 4);
        *n = f->kind == AMD_FIX_BRANCH16 ? 2 : 4;
        gi_str_add(msg, "expression is not relocatable; encoded as 0 (llvm-mc's object writer rejects it)");
        return NULL;
    }
    /* A reference to an undefined or global (preemptible) symbol stays a
     * relocation in llvm-mc's object file; the bytes in place are the
     * constant part, which is what a raw image gets too. */
    bool external = v->undefined || (s->ctx->compat && v->label_coef == 1 && v->global_coef == 1);
    if (!s->ctx->compat && v->global_coef && !v->undefined)
        gi_str_add(msg, "a global symbol is resolved here; llvm-mc 14 leaves the reference to the linker");
    if (external) {
        int64_t addend = v->value - v->global_sum;
        /* `ext - label`: llvm-mc makes it PC-relative to ext, addend P - label */
        if (v->undefined && v->label_coef == 0 && f->kind == AMD_FIX_LIT32) addend = v->value + (int64_t)f->offset;
        if (f->kind == AMD_FIX_BRANCH16) addend = (addend - 4) / 4;
        for (int i = 0; i < 4; i++) out[i] = (uint8_t)((uint64_t)addend >> (8 * i));
        *n = f->kind == AMD_FIX_BRANCH16 ? 2 : 4;
        if (v->global_coef && !v->undefined)
            gi_str_add(msg, "reference to a global symbol is left to the linker (its constant part is encoded)");
        return NULL;
    }
    if (f->kind == AMD_FIX_LIT32) {
        int64_t x = v->value;
        /* llvm-mc 14 makes `sym - const` an absolute (data) fixup and every
         * other label expression PC-relative to the literal */
        if (v->label_coef == 1 && v->top_op != '-') x -= (int64_t)f->offset;
        uint32_t w = (uint32_t)x;
        out[0] = (uint8_t)w, out[1] = (uint8_t)(w >> 8), out[2] = (uint8_t)(w >> 16), out[3] = (uint8_t)(w >> 24);
        *n = 4;
        return NULL;
    }
    /* branch: (target - (pc + 4)) / 4 in 16 bits */
    int64_t x = v->value;
    if (v->label_coef == 1) {
        x -= (int64_t)f->inst_offset + 4;
        if (x % 4) return "branch target is not dword-aligned";
        x /= 4;
    }
    if (x < -32768 || x > 32767) return "branch offset is out of range";
    if (x == 0x3f && v->label_coef == 1 && s->ctx->t->gen == AMD_GFX10) {
        if (s->relax_on) {
            want_pad(s, f); /* relaxed in the next pass (amd_asm_end) */
        } else {
            gi_str_add(msg, "a branch offset of 0x3f hits the gfx10.1 hardware bug: an object file gets s_nop 0 "
                            "after the branch (llvm-mc 14 relaxes it); the text listing keeps the layout");
        }
    }
    out[0] = (uint8_t)x;
    out[1] = (uint8_t)((uint64_t)x >> 8);
    *n = 2;
    return NULL;
}

static void *amd_asm_begin(void *ictx, gi_asmcore *core)
{
    amd_state *s = gi_xcalloc(1, sizeof *s);
    s->ctx = ictx;
    s->core = core;
    s->object = s->ctx->object;
    s->xnack = s->ctx->feat.xnack;
    s->sramecc = s->ctx->feat.sramecc;
    core->keep_text = s->object;
    s->relax_on = s->object && s->ctx->t->gen == AMD_GFX10;
    gi_section_at(core, 0)->align = 4; /* llvm-mc's AMDGPU .text */
    amd_obj_init(s);
    gi_str_init(&s->text);
    gi_str_init(&s->input);
    core->numflags = s->ctx->compat ? GI_NUMF_LLVM : GI_NUMF_HSUFFIX;
    core->prec = s->ctx->compat ? GI_PREC_GNU : GI_PREC_PAGE;
    core->warn_prec = !s->ctx->compat;
    core->fixup_fn = amd_fixup;
    core->isa_state = s;
    /* -mattr warnings belong to no line (line 0) */
    for (const char *w = s->ctx->warn; *w && core->sink.diag;) {
        size_t n = strcspn(w, "\n");
        char msg[256];
        snprintf(msg, sizeof msg, "%.*s", (int)n, w);
        gi_diag d = {GI_WARNING, core->file, 0, 0, msg, "", 0, 0};
        core->sink.diag(core->sink.user, &d);
        core->nwarnings++;
        w += n + (w[n] == '\n');
    }
    return s;
}

static void amd_state_free(amd_state *s)
{
    amd_obj_free(s);
    gi_str_free(&s->text);
    gi_str_free(&s->input);
    free(s->pad);
    free(s);
}

static void amd_asm_line(void *p, gi_asmcore *core, const char *line, size_t len);

/* Errors of a relaxation pass reach the first pass's sink (its warnings were
 * reported already). */
static void relay_error(void *user, const gi_diag *d)
{
    gi_asmcore *first = user;
    if (d->severity != GI_ERROR) return;
    first->nerrors++;
    if (first->sink.diag) first->sink.diag(first->sink.user, d);
}

/* GFX10.1's offset-0x3f bug: llvm-mc's object writer relaxes a SOPP branch
 * whose offset comes out as 0x3f into the branch and s_nop 0, which moves
 * all that follows (AMDGPUAsmBackend). Each layout pass of llvm-mc relaxes
 * every such branch of the previous layout at once, and a relaxed branch
 * stays relaxed: here each pass assembles the input again with the branches
 * padded so far, until a pass finds no new one. Returns the final pass's
 * state and core (*core_out), or NULL when a pass failed. */
/* The padding of the next pass: every branch padded or wanted in this one. */
static uint8_t *next_pad(const amd_state *s, size_t npad)
{
    uint8_t *pad = gi_xmalloc(npad ? npad : 1);
    for (size_t i = 0; i < npad; i++) pad[i] = s->pad[i] ? AMD_PAD_NOP : 0;
    return pad;
}

static amd_state *relax(amd_state *first, gi_asmcore **core_out)
{
    size_t npad = first->branch_seq;
    uint8_t *pad = next_pad(first, npad);
    for (;;) {
        gi_asmcore *core = gi_xmalloc(sizeof *core);
        gi_asm_sink sink = {first->core, NULL, NULL, NULL, relay_error};
        gi_asmcore_init(core, first->core->file, &sink);
        amd_state *s = amd_asm_begin((void *)first->ctx, core);
        s->relax_replay = true;
        s->pad = pad;
        s->npad = npad;
        const char *p = first->input.s ? first->input.s : "", *end = p + first->input.len;
        for (unsigned line = 1; p < end; line++) {
            const char *nl = memchr(p, '\n', (size_t)(end - p));
            gi_asmcore_begin_line(core, line, p, (size_t)(nl - p));
            amd_asm_line(s, core, p, (size_t)(nl - p));
            p = nl + 1;
        }
        gi_asmcore_finish(core);
        gi_asmcore_begin_line(core, core->line + 1, "", 0);
        amd_obj_finish(s);
        if (core->nerrors || !s->relax_pending) {
            if (!core->nerrors) {
                *core_out = core;
                return s;
            }
            amd_state_free(s);
            gi_asmcore_free(core);
            free(core);
            return NULL;
        }
        pad = next_pad(s, npad);
        amd_state_free(s);
        gi_asmcore_free(core);
        free(core);
    }
}

static void amd_asm_end(void *p)
{
    amd_state *s = p;
    /* diagnostics from here are at the end of input (the last line's text is gone) */
    gi_asmcore_begin_line(s->core, s->core->line + 1, "", 0);
    amd_obj_finish(s);
    amd_state *out = s;
    gi_asmcore *out_core = NULL;
    if (s->object && !s->core->nerrors && s->relax_pending) out = relax(s, &out_core);
    if (out && s->object && !s->core->nerrors && s->core->object_fn) {
        char err[256];
        size_t n = 0;
        uint8_t *image = amd_elf_write(out, &n, err, sizeof err);
        if (image) s->core->object_fn(s->core->object_user, image, n);
        else gi_error(s->core, NULL, "%s", err);
        free(image);
    }
    if (out_core) {
        amd_state_free(out);
        gi_asmcore_free(out_core);
        free(out_core);
    }
    amd_state_free(s);
}

/* `.set name, expr` / `name = expr` */
static void assignment(amd_state *s, gi_asmcore *core, gi_lexer *lx, const gi_tok *name)
{
    amd_pctx pc = {{s->ctx->t, core, s->ctx->compat, s->ctx->wave32}, false, false, false, false};
    gi_eval ev;
    if (!amd_parse_expr(&pc, lx, &ev)) return;
    if (lx->tok.kind != GI_T_EOL) {
        gi_error(core, lx->tok.p, "unexpected token in assignment");
        return;
    }
    gi_assign_symbol(core, name->p, name->len, name->p, &ev);
    gi_sym_register(core, gi_symtab_get(&core->syms, name->p, name->len));
}

static void normalise_text(gi_str *out, const char *p, const char *end)
{
    gi_str_clear(out);
    bool space = false;
    while (p < end && (*p == ' ' || *p == '\t')) p++;
    while (end > p && (end[-1] == ' ' || end[-1] == '\t')) end--;
    for (; p < end; p++) {
        if (*p == ' ' || *p == '\t') {
            space = true;
            continue;
        }
        if (space && out->len) gi_str_addn(out, " ", 1);
        space = false;
        gi_str_addn(out, p, 1);
    }
}

static void instruction(amd_state *s, gi_asmcore *core, gi_lexer *lx)
{
    gi_tok m = lx->tok;
    amd_form form = AMD_FORM_ANY;
    const amd_row *row = amd_lookup(s->ctx, m.p, m.len);
    if (!row && m.len > 4 && (gi_eq(m.p + m.len - 4, 4, "_e32") || gi_eq(m.p + m.len - 4, 4, "_e64"))) {
        row = amd_lookup(s->ctx, m.p, m.len - 4);
        form = m.p[m.len - 2] == '3' ? AMD_FORM_E32 : AMD_FORM_E64;
        /* _e32/_e64 name VOP1/VOP2/VOPC forms; VOP3 and VOP3P rows take _e64, and the
         * lane instructions (VOP3 rows without an _e64 spelling) take _e32 */
        bool vop3 = row && (row->inst->fam == AMD_VOP3 || row->inst->fam == AMD_VOP3P);
        bool e32_family = row && (row->inst->fam == AMD_VOP1 || row->inst->fam == AMD_VOP2 || row->inst->fam == AMD_VOPC ||
                                  row->inst->fam == AMD_VINTRP);
        /* llvm-mc 14 takes _e32 on the other families too (s_mov_b32_e32, ds_read_b32_e32, exp_e32)
         * and encodes them as without it; _e64 there, and _e32 on a VOP3 row, it names */
        bool other_e32 = row && !e32_family && !vop3 && form == AMD_FORM_E32;
        if (row && !e32_family && !other_e32 &&
            !(vop3 && form == AMD_FORM_E64) && !(vop3 && form == AMD_FORM_E32 && (row->inst->flags & AMD_I_NO_E64))) {
            gi_error(core, m.p, "%s variant of this instruction is not supported", form == AMD_FORM_E32 ? "e32" : "e64");
            return;
        }
    }
    if (!row && (m.len > 5 && gi_eq(m.p + m.len - 5, 5, "_sdwa"))) {
        row = amd_lookup(s->ctx, m.p, m.len - 5);
        form = AMD_FORM_SDWA;
    } else if (!row && m.len > 4 && gi_eq(m.p + m.len - 4, 4, "_dpp")) {
        row = amd_lookup(s->ctx, m.p, m.len - 4);
        form = AMD_FORM_DPP;
    }
    if (row && (form == AMD_FORM_SDWA || form == AMD_FORM_DPP) && row->inst->fam != AMD_VOP1 &&
        row->inst->fam != AMD_VOP2 && row->inst->fam != AMD_VOPC) {
        gi_error(core, m.p, "%s variant of this instruction is not supported", form == AMD_FORM_SDWA ? "sdwa" : "dpp");
        return;
    }
    if (!row) {
        gi_error(core, m.p, "%s", amd_known_mnemonic(m.p, m.len) ? "instruction not supported on this GPU"
                                                                : "invalid instruction");
        return;
    }
    /* a row without a VOP3 form (madmk, v_dot2c, the lane instructions); VINTRP: encode_interp.c */
    if (form == AMD_FORM_E64 && row->inst->fam != AMD_VINTRP && (row->inst->flags & AMD_I_NO_E64)) {
        gi_error(core, m.p, "e64 variant of this instruction is not supported");
        return;
    }
    if (row->inst->flags & AMD_I_PSEUDO && !s->ctx->compat) {
        gi_error(core, m.p, "'%.*s' is an llvm-mc alias, not a hardware mnemonic (use --llvm-compat)", (int)m.len, m.p);
        return;
    }
    gi_lex_next(lx);
    int fam = row->inst->fam;
    amd_pctx pc = {{s->ctx->t, core, s->ctx->compat, s->ctx->wave32},
                   fam == AMD_VOP1 || fam == AMD_VOP2 || fam == AMD_VOPC || fam == AMD_VOP3 || fam == AMD_VOP3P ||
                       fam == AMD_VINTRP,
                   (row->inst->flags & AMD_I_SWIZZLE) != 0, fam == AMD_EXP, fam == AMD_MTBUF};
    amd_parsed parsed;
    bool nsa_ok = row->inst->fam == AMD_MIMG && s->ctx->t->gen >= AMD_GFX10;
    if (!amd_parse_operands(&pc, lx, &row->sig, nsa_ok, &parsed)) return;
    amd_enc e;
    /* only the header fields need clearing: bytes and fixups are written before read */
    memset(&e, 0, offsetof(amd_enc, bytes));
    e.size = 0;
    e.has_lit = e.lit_deferred = e.lds_direct_ok = e.pad_nop = false;
    e.lit = 0;
    e.lit_op = NULL;
    e.nfix = 0;
    e.ctx = s->ctx;
    e.core = core;
    e.row = row;
    e.form = form;
    e.mnem_at = m.p;
    e.p = &parsed;
    bool ok = row->inst->fam == AMD_SMEM || /* SMEM checks after its optional offset (encode_mem.c) */
              amd_check_mod_order(&e, amd_mod_order_for(row, s->ctx->t->gen), 0);
    if (!ok) return;
    switch (row->inst->fam) {
    case AMD_SOP1: case AMD_SOP2: case AMD_SOPK: case AMD_SOPC: case AMD_SOPP: ok = amd_enc_salu(&e); break;
    case AMD_VOP1: case AMD_VOP2: case AMD_VOPC: case AMD_VOP3: case AMD_VOP3P: case AMD_VINTRP:
        ok = amd_enc_vop(&e);
        break;
    case AMD_EXP: ok = amd_enc_exp(&e); break;
    default: ok = amd_enc_mem(&e); break;
    }
    if (!ok) return;
    /* fixup expression spans become strings for the core */
    char *texts[2] = {NULL, NULL};
    for (size_t i = 0; i < e.nfix; i++) {
        const char *start = e.fix[i].expr;
        const amd_operand *src = NULL;
        for (int k = 0; k < parsed.n; k++)
            if (parsed.op[k].start == start || (parsed.op[k].kind == AO_EXPR && start >= parsed.op[k].start &&
                                                start < parsed.op[k].end))
                src = &parsed.op[k];
        size_t len = src ? (size_t)(src->end - start) : strlen(start);
        texts[i] = gi_xstrndup(start, len);
        e.fix[i].expr = texts[i];
    }
    /* the operands were read up to the end of line: lx->end is where a comment began */
    if (core->sink.listing) normalise_text(&s->text, m.p, lx->end);
    else gi_str_clear(&s->text); /* nobody reads the listing text */
    for (size_t i = 0; i < e.nfix; i++) e.fix[i].inst_col = (unsigned)(m.p - core->src) + 1;
    if (s->relax_on)
        for (size_t i = 0; i < e.nfix; i++)
            if (e.fix[i].kind == AMD_FIX_BRANCH16) {
                size_t k = s->branch_seq++;
                if (k >= s->npad) {
                    size_t n = s->npad ? 2 * s->npad : 64;
                    s->pad = gi_xrealloc(s->pad, n);
                    memset(s->pad + s->npad, 0, n - s->npad);
                    s->npad = n;
                }
                e.fix[i].aux = k;
                if (s->pad[k] & AMD_PAD_NOP) e.pad_nop = true;
                else if (e.pad_nop) s->pad[k] |= AMD_PAD_NOP; /* padded already (encode_salu.c) */
            }
    gi_emit_inst(core, s->text.s ? s->text.s : "", s->text.len, e.bytes, e.size, e.fix, e.nfix);
    if (e.pad_nop) {
        static const uint8_t s_nop0[4] = {0x00, 0x00, 0x80, 0xbf};
        gi_emit_padding(core, s_nop0, sizeof s_nop0);
    }
    for (size_t i = 0; i < e.nfix; i++) free(texts[i]);
}

/* Default mode: numbers the seed page and llvm-mc 14 read differently (0ffh,
 * 01.5, 0e0 ...) and names with '@'; the page's reading is used, the
 * difference is reported. */
/* Character classes for the number filter below. */
enum { NC_DIGIT = 1, NC_HEX = 2, NC_WORD = 4, NC_AT = 8 };
static const unsigned char num_class[256] = {
#define D NC_DIGIT | NC_HEX | NC_WORD
#define H NC_HEX | NC_WORD
#define W NC_WORD
    ['0'] = D, ['1'] = D, ['2'] = D, ['3'] = D, ['4'] = D, ['5'] = D, ['6'] = D, ['7'] = D, ['8'] = D, ['9'] = D,
    ['a'] = H, ['b'] = H, ['c'] = H, ['d'] = H, ['e'] = H, ['f'] = H,
    ['A'] = H, ['B'] = H, ['C'] = H, ['D'] = H, ['E'] = H, ['F'] = H,
    ['g'] = W, ['h'] = W, ['i'] = W, ['j'] = W, ['k'] = W, ['l'] = W, ['m'] = W, ['n'] = W, ['o'] = W,
    ['p'] = W, ['q'] = W, ['r'] = W, ['s'] = W, ['t'] = W, ['u'] = W, ['v'] = W, ['w'] = W, ['x'] = W,
    ['y'] = W, ['z'] = W,
    ['G'] = W, ['H'] = W, ['I'] = W, ['J'] = W, ['K'] = W, ['L'] = W, ['M'] = W, ['N'] = W, ['O'] = W,
    ['P'] = W, ['Q'] = W, ['R'] = W, ['S'] = W, ['T'] = W, ['U'] = W, ['V'] = W, ['W'] = W, ['X'] = W,
    ['Y'] = W, ['Z'] = W, ['_'] = W, ['$'] = W, ['.'] = W, ['@'] = NC_AT,
#undef D
#undef H
#undef W
};

/* Quick filter for warn_numbers: plain decimals ([1-9][0-9]*, 0), plain
 * fractions (1.5, 0.25) and 0x hex numbers followed by neither a letter, a
 * digit, '_' nor '.' read the same in both dialects; any other number (or an
 * '@') needs the full check. */
static bool numbers_need_check(const char *line, size_t n)
{
    const unsigned char *p = (const unsigned char *)line, *end = p + n;
    while (p < end) {
        unsigned k = num_class[*p];
        if (!k) { p++; continue; }
        if (k & NC_AT) return true;
        if (!(k & NC_DIGIT)) { /* a word: skip it (digits inside are not numbers) */
            while (p < end && (num_class[*p] & NC_WORD)) p++;
            continue;
        }
        const unsigned char *q = p + 1;
        if (*p == '0' && q < end && (*q == 'x' || *q == 'X')) {
            q++;
            if (q >= end || !(num_class[*q] & NC_HEX)) return true;
            while (q < end && (num_class[*q] & NC_HEX)) q++;
        } else {
            if (*p != '0')
                while (q < end && (num_class[*q] & NC_DIGIT)) q++;
            if (q + 1 < end && *q == '.' && (num_class[q[1]] & NC_DIGIT)) { /* a plain fraction: 1.5, 0.25 */
                q++;
                while (q < end && (num_class[*q] & NC_DIGIT)) q++;
            }
        }
        if (q < end && (num_class[*q] & NC_WORD)) return true;
        p = q;
    }
    return false;
}

static void warn_numbers(gi_asmcore *core, const char *line, size_t n)
{
    if (!numbers_need_check(line, n)) return;
    gi_lexer lx;
    gi_lex_init(&lx, line, n, GI_NUMF_HSUFFIX | GI_LEXF_SEMI_COMMENT | GI_LEXF_SLASH_COMMENT | GI_LEXF_HASH_LINE_COMMENT);
    for (; lx.tok.kind != GI_T_EOL; gi_lex_next(&lx)) {
        const gi_tok *t = &lx.tok;
        const char *at = t->kind == GI_T_IDENT ? memchr(t->p, '@', t->len) : NULL;
        if (at && !gi_expr_variant(at + 1, (size_t)(t->p + t->len - at - 1))) {
            gi_warning(core, t->p, "llvm-mc 14 reads '@' in '%.*s' as a relocation variant", (int)t->len, t->p);
            return;
        }
        if (t->kind != GI_T_INT && t->kind != GI_T_FLOAT) continue;
        gi_num llvm;
        size_t len = gi_num_scan(t->p, lx.end, GI_NUMF_LLVM, &llvm);
        bool same = len == t->len && !llvm.error &&
                    (t->kind == GI_T_INT ? llvm.kind == GI_NUM_INT && llvm.ival == t->ival
                                         : llvm.kind == GI_NUM_FLOAT && llvm.fval == t->fval);
        if (!same) {
            gi_warning(core, t->p, "llvm-mc 14 reads the number '%.*s' differently; the seed page's reading is used",
                       (int)t->len, t->p);
            return;
        }
    }
}

/* AMDGPU comments: `;`, `//`, and `#` as the first non-blank of a line (elsewhere
 * llvm-mc reads `#` as a token). */
#define AMD_COMMENTS (GI_LEXF_SEMI_COMMENT | GI_LEXF_SLASH_COMMENT | GI_LEXF_HASH_LINE_COMMENT)

static void amd_asm_line(void *p, gi_asmcore *core, const char *line, size_t len)
{
    amd_state *s = p;
    if (s->relax_on && !s->relax_replay) {
        /* first pass: keep the input for the relaxation passes */
        gi_str_addn(&s->input, line, len);
        gi_str_addn(&s->input, "\n", 1);
    }
    if (amd_block_line(s, line, len)) return;
    if (!s->ctx->compat) warn_numbers(core, line, len);
    gi_lexer lx;
    gi_lex_init(&lx, line, len, core->numflags | AMD_COMMENTS);
    /* labels: `name:` or a numeric local label `1:` (possibly several) */
    gi_parse_labels(core, &lx);
    if (lx.tok.kind == GI_T_EOL) return;
    if (lx.tok.kind != GI_T_IDENT) {
        gi_error(core, lx.tok.p, "%s", lx.tok.kind == GI_T_BAD ? lx.tok.error : "unexpected token at start of statement");
        return;
    }
    gi_tok first = lx.tok;
    gi_tok next = gi_lex_peek(&lx);
    if (gi_tok_is(&next, '=')) {
        gi_lex_next(&lx);
        gi_lex_next(&lx);
        assignment(s, core, &lx, &first);
        return;
    }
    if (first.p[0] == '.') {
        amd_directive(s, &lx);
        return;
    }
    instruction(s, core, &lx);
}

static int amd_launch_entry(void *ictx, const uint8_t *obj, size_t n, struct gi_launch_spec *spec,
                            const gi_launch_options *opt, char **result, char *err, size_t errlen)
{
    return amd_launch(ictx, obj, n, spec, opt, result, err, errlen);
}

const gi_isa_module gi_amdgpu_module = {
    .name = "amdgpu",
    .ctx_new = amd_ctx_new,
    .ctx_free = amd_ctx_free,
    .asm_begin = amd_asm_begin,
    .asm_line = amd_asm_line,
    .asm_end = amd_asm_end,
    .exec = &gi_amdgpu_exec,
    .dis_inst = gi_amdgpu_dis_inst,
    .dis_unit = 4,
    .launch = amd_launch_entry,
};
