#include "core/asmcore.h"
#include "core/dwarf.h"
#include <stdlib.h>
#include <string.h>

/* A listing record held back while a fixup inside it is unresolved. */
struct listing_rec {
    unsigned line;
    uint64_t offset;
    char *text;
    char *note;
    uint8_t *bytes;
    size_t size;
    unsigned pending;
    bool failed;     /* a fixup of this instruction could not be resolved */
    bool nolist;     /* data, not an instruction: no listing line */
};

void gi_asmcore_init(gi_asmcore *c, const char *file, const gi_asm_sink *sink)
{
    memset(c, 0, sizeof *c);
    c->file = file ? file : "<stdin>";
    if (sink) c->sink = *sink;
    gi_symtab_init(&c->syms);
    gi_vec_init(&c->fixups, sizeof(gi_fixup));
    gi_vec_init(&c->queue, sizeof(struct listing_rec));
    gi_vec_init(&c->sections, sizeof(gi_section));
    gi_section_get(c, ".text", 5, 1 /* SHT_PROGBITS */, 0x6 /* SHF_ALLOC|SHF_EXECINSTR */, 0, NULL);
}

gi_section *gi_section_at(const gi_asmcore *c, int index)
{
    return gi_vec_at(&c->sections, (size_t)index);
}

int gi_section_get(gi_asmcore *c, const char *name, size_t len, unsigned type, uint64_t flags, uint64_t entsize,
                   bool *created)
{
    for (size_t i = 0; i < c->sections.len; i++) {
        gi_section *s = gi_vec_at(&c->sections, i);
        if (strlen(s->name) == len && !memcmp(s->name, name, len)) {
            if (created) *created = false;
            return (int)i;
        }
    }
    gi_section *s = gi_vec_push(&c->sections);
    s->name = gi_xstrndup(name, len);
    s->type = type;
    s->flags = flags;
    s->entsize = entsize;
    s->align = 1;
    gi_vec_init(&s->relocs, sizeof(gi_reloc));
    s->sym_order = ++c->next_order;
    /* the section's name is a symbol for its start (llvm-mc: `.long .debug_abbrev`) */
    gi_sym *start = gi_symtab_get(&c->syms, name, len);
    if (start->kind == GI_SYM_UNDEF) {
        start->kind = GI_SYM_LABEL;
        start->section = (int)(c->sections.len - 1);
        start->value = 0;
        start->section_start = true;
    }
    if (created) *created = true;
    return (int)(c->sections.len - 1);
}

void gi_section_switch(gi_asmcore *c, int index)
{
    gi_section_at(c, c->cur)->size = c->pc;
    c->cur = index;
    c->pc = gi_section_at(c, index)->size;
}

static bool section_keeps(const gi_asmcore *c, int index)
{
    return index != 0 || c->keep_text;
}

/* Append bytes to the current section (the location counter is advanced by the caller). */
static void section_put(gi_asmcore *c, const uint8_t *b, size_t n)
{
    if (n == 0) return; /* `.fill N, 0`: nothing to append (and the buffers may be NULL yet) */
    if (c->cur == 0 && c->sink.code) c->sink.code(c->sink.user, c->pc, b, n);
    if (!section_keeps(c, c->cur)) return;
    gi_section *s = gi_section_at(c, c->cur);
    if (c->pc + n > s->cap) {
        size_t cap = s->cap ? s->cap : 256;
        while (cap < c->pc + n) cap *= 2;
        s->bytes = gi_xrealloc(s->bytes, cap);
        s->cap = cap;
    }
    memcpy(s->bytes + c->pc, b, n);
}

void gi_add_reloc(gi_asmcore *c, int section, uint64_t offset, unsigned type, const char *sym, size_t symlen,
                  int64_t addend)
{
    gi_reloc *r = gi_vec_push(&gi_section_at(c, section)->relocs);
    r->offset = offset;
    r->type = type;
    r->sym = gi_xstrndup(sym, symlen);
    r->addend = addend;
}

void gi_sym_register(gi_asmcore *c, gi_sym *s)
{
    if (!s->order) s->order = ++c->next_order;
}

void gi_align(gi_asmcore *c, uint64_t align, uint64_t fill, unsigned fill_size, uint64_t max_skip)
{
    if (!align) align = 1;
    gi_section *s = gi_section_at(c, c->cur);
    if (s->align < align) s->align = align;
    uint64_t pad = (align - c->pc % align) % align;
    if (!pad || (max_skip && pad > max_skip)) return;
    uint8_t buf[256];
    while (pad) {
        size_t n = pad < sizeof buf ? (size_t)pad : sizeof buf;
        for (size_t i = 0; i < n; i++) {
            uint64_t pos = c->pc + i;
            if (fill_size == 0) buf[i] = 0;
            else if (fill_size == 1) buf[i] = (uint8_t)fill;
            else /* a multi-byte pattern from the aligned start; a ragged head is zeros */
                buf[i] = pos < c->pc + pad % fill_size ? 0 : (uint8_t)(fill >> (8 * ((pos - c->pc - pad % fill_size) % fill_size)));
        }
        section_put(c, buf, n);
        c->pc += n;
        pad -= n;
    }
}

void gi_asmcore_free(gi_asmcore *c)
{
    gi_dwarf_free(c);
    for (size_t i = 0; i < c->fixups.len; i++) {
        gi_fixup *f = gi_vec_at(&c->fixups, i);
        free(f->expr);
        free(f->source);
    }
    for (size_t i = 0; i < c->queue.len; i++) {
        struct listing_rec *r = gi_vec_at(&c->queue, i);
        free(r->text);
        free(r->note);
        free(r->bytes);
    }
    gi_vec_free(&c->fixups);
    gi_vec_free(&c->queue);
    for (size_t i = 0; i < c->sections.len; i++) {
        gi_section *s = gi_vec_at(&c->sections, i);
        for (size_t j = 0; j < s->relocs.len; j++) free(((gi_reloc *)gi_vec_at(&s->relocs, j))->sym);
        gi_vec_free(&s->relocs);
        free(s->name);
        free(s->bytes);
    }
    gi_vec_free(&c->sections);
    gi_symtab_free(&c->syms);
}

void gi_asmcore_begin_line(gi_asmcore *c, unsigned line, const char *src, size_t len)
{
    c->line = line;
    c->src = src;
    c->srclen = len;
    c->line_failed = false;
}

static void report(gi_asmcore *c, gi_severity sev, unsigned line, const char *src, size_t srclen,
                   const char *at, unsigned range_len, const char *fmt, va_list ap)
{
    gi_str msg;
    gi_str_init(&msg);
    gi_str_vaddf(&msg, fmt, ap);
    unsigned col = 1;
    if (at && at >= src && at <= src + srclen) col = (unsigned)(at - src) + 1;
    gi_diag d = {sev, c->file, line, col, msg.s ? msg.s : "", src, srclen, range_len};
    if (sev == GI_ERROR) c->nerrors++;
    else c->nwarnings++;
    if (c->sink.diag) c->sink.diag(c->sink.user, &d);
    gi_str_free(&msg);
}

void gi_error(gi_asmcore *c, const char *at, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    report(c, GI_ERROR, c->line, c->src, c->srclen, at, 0, fmt, ap);
    va_end(ap);
    c->line_failed = true;
}

void gi_error_range(gi_asmcore *c, const char *at, const char *end, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    report(c, GI_ERROR, c->line, c->src, c->srclen, at, end > at ? (unsigned)(end - at) : 0, fmt, ap);
    va_end(ap);
    c->line_failed = true;
}

void gi_srcloc_save(gi_asmcore *c, gi_srcloc *loc, const char *at, const char *end)
{
    free(loc->source);
    loc->line = c->line;
    loc->col = at && at >= c->src && at <= c->src + c->srclen ? (unsigned)(at - c->src) + 1 : 1;
    loc->range_len = at && end > at ? (unsigned)(end - at) : 0;
    loc->source = gi_xstrndup(c->src, c->srclen);
}

void gi_srcloc_free(gi_srcloc *loc)
{
    free(loc->source);
    loc->source = NULL;
}

void gi_error_saved(gi_asmcore *c, const gi_srcloc *loc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    const char *src = loc->source ? loc->source : "";
    size_t len = strlen(src);
    report(c, GI_ERROR, loc->line, src, len, src + (loc->col ? loc->col - 1 : 0), loc->range_len, fmt, ap);
    va_end(ap);
}

void gi_warning(gi_asmcore *c, const char *at, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    report(c, GI_WARNING, c->line, c->src, c->srclen, at, 0, fmt, ap);
    va_end(ap);
}

/* Diagnostic for a fixup, reported at the end against its stored line. */
static void fixup_vdiag(gi_asmcore *c, gi_severity sev, const gi_fixup *f, unsigned col, const char *fmt,
                        va_list ap)
{
    /* a fixup resolved while its line is current has no stored copy yet */
    const char *src = f->source ? f->source : c->src;
    size_t len = f->source ? strlen(src) : c->srclen;
    report(c, sev, f->line, src, len, src + (col ? col - 1 : 0), 0, fmt, ap);
}

static void fixup_diag(gi_asmcore *c, gi_severity sev, const gi_fixup *f, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fixup_vdiag(c, sev, f, f->col, fmt, ap);
    va_end(ap);
}

void gi_fixup_error_at(gi_asmcore *c, const gi_fixup *f, unsigned col, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fixup_vdiag(c, GI_ERROR, f, col, fmt, ap);
    va_end(ap);
}

gi_expr_env gi_asmcore_env(gi_asmcore *c)
{
    gi_expr_env env;
    memset(&env, 0, sizeof env);
    env.syms = &c->syms;
    env.dot = c->pc;
    env.dot_section = c->cur;
    env.prec = c->prec;
    env.numflags = c->numflags;
    env.llvm_dialect = c->numflags & GI_NUMF_LLVM;
    return env;
}

bool gi_parse_expr(gi_asmcore *c, gi_lexer *lx, gi_expr_env *env, gi_eval *ev)
{
    gi_lexer start = *lx;
    const char *at = lx->tok.p;
    if (!gi_expr_parse(lx, env, ev)) {
        gi_error(c, ev->error_at ? ev->error_at : at, "%s", ev->error ? ev->error : "invalid expression");
        return false;
    }
    if (c->warn_prec && !ev->deferred) {
        gi_expr_env other_env = *env;
        other_env.prec = env->prec == GI_PREC_PAGE ? GI_PREC_GNU : GI_PREC_PAGE;
        gi_eval other;
        if (gi_expr_parse(&start, &other_env, &other) && other.value != ev->value)
            gi_warning(c, at, "operator precedence differs from llvm-mc (%lld there, %lld here); add parentheses",
                       (long long)other.value, (long long)ev->value);
    }
    return true;
}

void gi_define_label(gi_asmcore *c, const char *name, size_t len, const char *at)
{
    gi_sym *s = gi_symtab_get(&c->syms, name, len);
    if (s->kind != GI_SYM_UNDEF) {
        gi_error(c, at, "invalid symbol redefinition");
        return;
    }
    s->kind = GI_SYM_LABEL;
    s->value = (int64_t)c->pc;
    s->section = c->cur;
    gi_sym_register(c, s);
}

void gi_define_local_label(gi_asmcore *c, uint64_t n)
{
    gi_sym *s = gi_local_label_define(&c->syms, n);
    s->kind = GI_SYM_LABEL;
    s->value = (int64_t)c->pc;
    s->section = c->cur;
}

/* Does an expression text name `target`, or a symbol assigned an expression
 * that does (llvm-mc's isSymbolUsedInExpression)? A symbol with a constant
 * value does not count: llvm-mc puts the constant in its place. */
static bool expr_uses(gi_asmcore *c, const char *text, size_t len, const gi_sym *target, unsigned depth)
{
    if (depth > 64) return true; /* a chain that long is a cycle already */
    gi_lexer lx;
    gi_lex_init(&lx, text, len, c->numflags);
    bool after_int = false;
    for (; lx.tok.kind != GI_T_EOL && lx.tok.kind != GI_T_BAD; gi_lex_next(&lx)) {
        bool local_ref = after_int && !lx.tok.space_before && lx.tok.len == 1 &&
                         (lx.tok.p[0] == 'f' || lx.tok.p[0] == 'b');
        after_int = lx.tok.kind == GI_T_INT;
        if (lx.tok.kind != GI_T_IDENT || local_ref) continue;
        const char *amp = memchr(lx.tok.p, '@', lx.tok.len);
        gi_sym *s = gi_symtab_find(&c->syms, lx.tok.p, amp ? (size_t)(amp - lx.tok.p) : lx.tok.len);
        if (!s) continue;
        if (s->kind == GI_SYM_EXPR && s->expr) {
            if (expr_uses(c, s->expr, strlen(s->expr), target, depth + 1)) return true;
        } else if (s == target && s->kind != GI_SYM_ABS) {
            return true;
        }
    }
    return false;
}

void gi_assign_symbol(gi_asmcore *c, const char *name, size_t len, const char *at, const gi_eval *v)
{
    gi_sym *s = gi_symtab_get(&c->syms, name, len);
    if (v->start && v->end > v->start && expr_uses(c, v->start, (size_t)(v->end - v->start), s, 0)) {
        gi_error(c, v->start, "Recursive use of '%.*s'", (int)len, name);
        return;
    }
    if (s->kind == GI_SYM_LABEL) {
        gi_error(c, at, "redefinition of '%.*s'", (int)len, name);
        return;
    }
    free(s->expr);
    s->expr = NULL;
    if (v->deferred) {
        s->kind = GI_SYM_EXPR;
        s->expr = gi_xstrndup(v->start, (size_t)(v->end - v->start));
        s->expr_dot = c->pc;
    } else {
        s->kind = GI_SYM_ABS;
        s->value = v->value;
    }
}

static void listing_out(gi_asmcore *c, const struct listing_rec *r)
{
    if (!c->sink.listing || r->nolist) return;
    gi_inst_listing l = {r->line, r->offset, r->text, r->bytes, r->size, r->note};
    c->sink.listing(c->sink.user, &l);
}

/* Flush listing records whose fixups are all resolved, in order. */
static void flush_queue(gi_asmcore *c)
{
    while (c->queue_head < c->queue.len) {
        struct listing_rec *r = gi_vec_at(&c->queue, c->queue_head);
        if (r->pending) break;
        if (!r->failed) listing_out(c, r);
        free(r->text);
        free(r->note);
        free(r->bytes);
        r->text = NULL;
        r->note = NULL;
        r->bytes = NULL;
        c->queue_head++;
    }
    if (c->queue_head == c->queue.len) {
        c->queue.len = 0;
        c->queue_head = 0;
    }
}

/* Is this the text of a numeric local-label reference (`1f`)? */
static bool gi_local_ref_text(const char *p, size_t n)
{
    if (n < 2 || !strchr("bfBF", p[n - 1])) return false;
    for (size_t i = 0; i + 1 < n; i++)
        if (p[i] < '0' || p[i] > '9') return false;
    return true;
}

/* Evaluate a fixup's expression at the end of assembly and apply it into
 * `bytes` (the instruction's bytes, starting at f->inst_offset). Returns
 * false if it must wait (undefined symbols and !last). */
static bool resolve_fixup(gi_asmcore *c, const gi_fixup *f, uint8_t *bytes, bool last, bool *failed)
{
    gi_expr_env env = gi_asmcore_env(c);
    env.final = true;
    env.dot = f->dot;
    env.dot_section = f->section;
    gi_eval v;
    gi_str msg;
    gi_str_init(&msg);
    if (!gi_expr_eval_text(f->expr, strlen(f->expr), c->numflags, &env, &v)) {
        if (!last) return false;
        fixup_diag(c, GI_ERROR, f, "%s", v.error ? v.error : "invalid expression");
        *failed = true;
        return true;
    }
    if (v.undefined && !last) return false;
    if (v.undefined && (v.undefined[0] == 1 || (v.undefined_len && v.undefined[v.undefined_len - 1] != 0 &&
                                                gi_local_ref_text(v.undefined, v.undefined_len)))) {
        fixup_diag(c, GI_ERROR, f, "directional label undefined");
        *failed = true;
        return true;
    }
    if (v.undefined && !c->keep_text)
        fixup_diag(c, GI_WARNING, f, "undefined symbol '%.*s' is encoded as 0 (raw output has no relocations)",
                   (int)v.undefined_len, v.undefined);
    uint8_t out[16];
    size_t n = 0;
    const char *err = c->fixup_fn ? c->fixup_fn(c->isa_state, f, &v, out, &n, &msg) : "internal: no fixup handler";
    if (err) {
        fixup_diag(c, GI_ERROR, f, "%s", err);
        *failed = true;
    } else if (msg.len) {
        fixup_diag(c, GI_WARNING, f, "%s", msg.s);
    }
    if (!err && n) {
        memcpy(bytes + (f->offset - f->inst_offset), out, n);
        if (last && f->section == 0 && c->sink.patch) c->sink.patch(c->sink.user, f->offset, out, n);
        if (last && section_keeps(c, f->section)) memcpy(gi_section_at(c, f->section)->bytes + f->offset, out, n);
    }
    gi_str_free(&msg);
    return true;
}

void gi_emit_inst(gi_asmcore *c, const char *text, size_t textlen, const uint8_t *bytes, size_t n,
                  const gi_fixup *fixups, size_t nfixups)
{
    gi_emit_inst_note(c, text, textlen, NULL, bytes, n, fixups, nfixups);
}

static void emit(gi_asmcore *c, const char *text, size_t textlen, const char *note, const uint8_t *bytes, size_t n,
                 const gi_fixup *fixups, size_t nfixups, bool nolist);

void gi_emit_inst_note(gi_asmcore *c, const char *text, size_t textlen, const char *note, const uint8_t *bytes,
                       size_t n, const gi_fixup *fixups, size_t nfixups)
{
    emit(c, text, textlen, note, bytes, n, fixups, nfixups, false);
}

void gi_emit_data(gi_asmcore *c, const uint8_t *bytes, size_t n, const gi_fixup *fixups, size_t nfixups)
{
    emit(c, "", 0, NULL, bytes, n, fixups, nfixups, true);
}

/* The symbols an emitted expression names are registered then (LLVM's
 * assembler orders the symbol table so). */
static void register_expr_syms(gi_asmcore *c, const char *expr)
{
    gi_lexer lx;
    gi_lex_init(&lx, expr, strlen(expr), c->numflags);
    bool after_int = false;
    for (; lx.tok.kind != GI_T_EOL && lx.tok.kind != GI_T_BAD; gi_lex_next(&lx)) {
        /* `1f`, `1b`: a numeric local label, not the symbols f and b */
        bool local_ref = after_int && !lx.tok.space_before && lx.tok.len == 1 &&
                         (lx.tok.p[0] == 'f' || lx.tok.p[0] == 'b');
        after_int = lx.tok.kind == GI_T_INT;
        if (lx.tok.kind != GI_T_IDENT || local_ref || (lx.tok.len == 1 && lx.tok.p[0] == '.')) continue;
        const char *at = memchr(lx.tok.p, '@', lx.tok.len);
        size_t len = at ? (size_t)(at - lx.tok.p) : lx.tok.len;
        gi_sym_register(c, gi_symtab_get(&c->syms, lx.tok.p, len));
    }
}

static void emit(gi_asmcore *c, const char *text, size_t textlen, const char *note, const uint8_t *bytes, size_t n,
                 const gi_fixup *fixups, size_t nfixups, bool nolist)
{
    if (c->dwarf) gi_dwarf_mark(c);
    if (c->keep_text)
        for (size_t i = 0; i < nfixups; i++) register_expr_syms(c, fixups[i].expr);
    uint8_t local[64];
    uint8_t *buf = n <= sizeof local ? local : gi_xmalloc(n);
    if (n) memcpy(buf, bytes, n);   /* a listed line without bytes passes NULL */
    unsigned pending = 0;
    bool failed = false;
    for (size_t i = 0; i < nfixups; i++) {
        gi_fixup f = fixups[i];
        f.inst_offset = c->pc;
        f.offset = c->pc + fixups[i].offset;
        f.line = c->line;
        f.section = c->cur;
        if (resolve_fixup(c, &f, buf, false, &failed)) continue;
        gi_fixup *p = gi_vec_push(&c->fixups);
        *p = f;
        gi_str pinned;
        gi_str_init(&pinned);
        gi_expr_pin_locals(f.expr, strlen(f.expr), &c->syms, &pinned);
        p->expr = pinned.s ? pinned.s : gi_xstrndup("", 0);
        p->source = gi_xstrndup(c->src, c->srclen);
        p->listing = c->queue.len;  /* index the record will get below */
        pending++;
    }
    section_put(c, buf, n);
    struct listing_rec rec = {c->line, c->pc, NULL, (char *)note, buf, n, pending, failed, nolist};
    if (pending || c->queue_head < c->queue.len) {
        struct listing_rec *q = gi_vec_push(&c->queue);
        *q = rec;
        q->failed = failed;
        q->text = gi_xstrndup(text, textlen);
        q->note = note ? gi_xstrndup(note, strlen(note)) : NULL;
        q->bytes = gi_xmalloc(n ? n : 1);
        memcpy(q->bytes, buf, n);
    } else if (c->sink.listing) {
        rec.text = (char *)text; /* NUL-terminated by contract: no copy per instruction */
        listing_out(c, &rec);
    }
    if (buf != local) free(buf);
    c->pc += n;
}

void gi_asmcore_finish(gi_asmcore *c)
{
    gi_section_at(c, c->cur)->size = c->pc;
    for (size_t i = 0; i < c->fixups.len; i++) {
        gi_fixup *f = gi_vec_at(&c->fixups, i);
        struct listing_rec *r = gi_vec_at(&c->queue, f->listing);
        resolve_fixup(c, f, r->bytes, true, &r->failed);
        r->pending--;
    }
    flush_queue(c);
}

void gi_emit_padding(gi_asmcore *c, const uint8_t *bytes, size_t n)
{
    section_put(c, bytes, n);
    c->pc += n;
}

void gi_parse_labels(gi_asmcore *c, gi_lexer *lx)
{
    while (lx->tok.kind == GI_T_IDENT || lx->tok.kind == GI_T_INT) {
        gi_tok next = gi_lex_peek(lx);
        if (!gi_tok_is(&next, ':')) break;
        if (lx->tok.kind == GI_T_INT) gi_define_local_label(c, lx->tok.ival);
        else gi_define_label(c, lx->tok.p, lx->tok.len, lx->tok.p);
        gi_lex_next(lx);
        gi_lex_next(lx);
    }
}
