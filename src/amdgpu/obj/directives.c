/* The assembler directives of clang's AMDGPU output, as llvm-mc 14 reads
 * them: sections, symbol attributes, data, alignment, and the multi-line
 * .amdhsa_kernel and .amdgpu_metadata blocks. One table maps each directive
 * name to its handler. */
#include "amdgpu/obj/obj.h"
#include "amdgpu/asm/parse.h"
#include "core/dwarf.h"
#include <stdlib.h>
#include <string.h>

typedef void (*dir_fn)(amd_state *s, gi_lexer *lx, const gi_tok *d, int arg);

static bool at_eol(amd_state *s, gi_lexer *lx)
{
    if (lx->tok.kind == GI_T_EOL) return true;
    gi_error(s->core, lx->tok.p, "unexpected token in directive");
    return false;
}

static bool parse_expr(amd_state *s, gi_lexer *lx, gi_eval *ev)
{
    amd_pctx pc = {{s->ctx->t, s->core, s->ctx->compat, s->ctx->wave32}, false, false, false, false};
    return amd_parse_expr(&pc, lx, ev);
}

/* After an element of a comma-separated list: false at the end of the
 * statement or after an error, else the lexer is past the comma. */
static bool next_in_list(amd_state *s, gi_lexer *lx)
{
    if (lx->tok.kind == GI_T_EOL) return false;
    if (!gi_tok_is(&lx->tok, ',')) {
        gi_error(s->core, lx->tok.p, "unexpected token in directive");
        return false;
    }
    gi_lex_next(lx);
    return true;
}

/* An absolute expression (llvm-mc: "expected absolute expression"). */
static bool parse_abs(amd_state *s, gi_lexer *lx, int64_t *v)
{
    gi_eval ev;
    const char *at = lx->tok.p;
    if (!parse_expr(s, lx, &ev)) return false;
    if (ev.deferred || ev.label_coef || ev.nonlinear) {
        gi_error(s->core, at, "expected absolute expression");
        return false;
    }
    *v = ev.value;
    return true;
}

/* A symbol name: identifier or quoted string. */
static bool parse_name(amd_state *s, gi_lexer *lx, gi_tok *name, const char *msg)
{
    if (lx->tok.kind != GI_T_IDENT && lx->tok.kind != GI_T_STRING) {
        gi_error(s->core, lx->tok.p, "%s", msg);
        return false;
    }
    *name = lx->tok;
    if (name->kind == GI_T_STRING) name->p++, name->len -= 2;
    gi_lex_next(lx);
    return true;
}

static gi_sym *sym_get(amd_state *s, const gi_tok *t)
{
    return gi_symtab_get(&s->core->syms, t->p, t->len);
}

/* ---- sections ---- */

static const struct { const char *name; unsigned type; uint64_t flags; } known_sections[] = {
    {".text", AMD_SHT_PROGBITS, AMD_SHF_ALLOC | AMD_SHF_EXEC},
    {".data", AMD_SHT_PROGBITS, AMD_SHF_ALLOC | AMD_SHF_WRITE},
    {".bss", AMD_SHT_NOBITS, AMD_SHF_ALLOC | AMD_SHF_WRITE},
    {".rodata", AMD_SHT_PROGBITS, AMD_SHF_ALLOC},
};

static bool prefix(const char *p, size_t n, const char *pre)
{
    size_t k = strlen(pre);
    return n >= k && !memcmp(p, pre, k);
}

static void switch_to(amd_state *s, int index)
{
    s->prev_section = s->core->cur;
    gi_section_switch(s->core, index);
}

static int section_named(amd_state *s, const char *name, size_t len, unsigned type, uint64_t flags, uint64_t entsize)
{
    for (size_t i = 0; i < sizeof known_sections / sizeof known_sections[0]; i++)
        if (gi_eq(name, len, known_sections[i].name)) {
            type = known_sections[i].type;
            flags = known_sections[i].flags;
        }
    return gi_section_get(s->core, name, len, type, flags, entsize, NULL);
}

static void dir_simple_section(amd_state *s, gi_lexer *lx, const gi_tok *d, int arg)
{
    (void)arg;
    if (!at_eol(s, lx)) return;
    switch_to(s, section_named(s, d->p, d->len, AMD_SHT_PROGBITS, 0, 0));
}

static int64_t section_flag_string(const char *p, size_t n)
{
    int64_t f = 0;
    for (size_t i = 0; i < n; i++) switch (p[i]) {
        case 'a': f |= AMD_SHF_ALLOC; break;
        case 'w': f |= AMD_SHF_WRITE; break;
        case 'x': f |= AMD_SHF_EXEC; break;
        case 'M': f |= AMD_SHF_MERGE; break;
        case 'S': f |= AMD_SHF_STRINGS; break;
        case 'e': f |= AMD_SHF_EXCLUDE; break;
        case 'T': f |= 0x400; break;
        case 'R': f |= 0x100000; break;
        default: return -1;
        }
    return f;
}

/* `.section NAME[, "FLAGS"|#flag...[, @TYPE[, ENTSIZE]]]` */
static void dir_section(amd_state *s, gi_lexer *lx, const gi_tok *d, int arg)
{
    (void)d, (void)arg;
    gi_tok name;
    /* a section name may contain '-' and '.': take the raw characters up to ',' or the end */
    const char *p = lx->tok.p, *end = lx->end;
    if (lx->tok.kind == GI_T_STRING) {
        name = lx->tok;
        name.p++, name.len -= 2;
        gi_lex_next(lx);
    } else {
        const char *q = p;
        while (q < end && *q != ',' && *q != ' ' && *q != '\t' && *q != ';' && *q != '#') q++;
        if (q == p) {
            gi_error(s->core, p, "expected identifier in directive");
            return;
        }
        name.p = p, name.len = (size_t)(q - p);
        while (lx->tok.kind != GI_T_EOL && lx->tok.p < q) gi_lex_next(lx);
    }
    uint64_t flags = 0, entsize = 0;
    unsigned type = 0;
    bool extra = false, typed = false;
    if (prefix(name.p, name.len, ".rodata.") || gi_eq(name.p, name.len, ".rodata1")) flags = AMD_SHF_ALLOC;
    else if (prefix(name.p, name.len, ".text.")) flags = AMD_SHF_ALLOC | AMD_SHF_EXEC;
    else if (prefix(name.p, name.len, ".data.") || prefix(name.p, name.len, ".bss."))
        flags = AMD_SHF_ALLOC | AMD_SHF_WRITE;
    if (gi_tok_is(&lx->tok, ',')) {
        gi_lex_next(lx);
        extra = true;
        if (lx->tok.kind == GI_T_STRING) {
            int64_t f = section_flag_string(lx->tok.p + 1, lx->tok.len - 2);
            gi_lex_next(lx);
            if (f < 0) {
                gi_error(s->core, lx->tok.p, "unknown flag");
                return;
            }
            flags |= (uint64_t)f;
        } else if (gi_tok_is(&lx->tok, '#')) {
            /* Sun style: #alloc[, #write ...], read as raw text up to the end or a comment */
            const char *p = lx->tok.p, *end = lx->end;
            for (const char *q = p; q < end; q++)
                if (*q == ';' || (*q == '/' && q + 1 < end && q[1] == '/')) end = q;
            for (;;) {
                if (p >= end || *p != '#') {
                    gi_error(s->core, p, "expected '#'");
                    return;
                }
                const char *w = ++p;
                while (p < end && ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || *p == '_')) p++;
                size_t n = (size_t)(p - w);
                if (gi_eq(w, n, "alloc")) flags |= AMD_SHF_ALLOC;
                else if (gi_eq(w, n, "write")) flags |= AMD_SHF_WRITE;
                else if (gi_eq(w, n, "execinstr")) flags |= AMD_SHF_EXEC;
                else if (gi_eq(w, n, "exclude")) flags |= AMD_SHF_EXCLUDE;
                else if (gi_eq(w, n, "tls")) flags |= 0x400;
                else {
                    gi_error(s->core, w - 1, "unknown flag");
                    return;
                }
                while (p < end && (*p == ' ' || *p == '\t')) p++;
                if (p >= end || *p != ',') break;
                p++;
                while (p < end && (*p == ' ' || *p == '\t')) p++;
            }
            if (p < end) {
                gi_error(s->core, p, "unexpected token in directive");
                return;
            }
            while (lx->tok.kind != GI_T_EOL) gi_lex_next(lx);
        } else {
            gi_error(s->core, lx->tok.p, "expected string in directive");
            return;
        }
        if (gi_tok_is(&lx->tok, ',')) {
            gi_lex_next(lx);
            if (!gi_tok_is(&lx->tok, '@') && !gi_tok_is(&lx->tok, '%')) {
                gi_error(s->core, lx->tok.p, "expected '@<type>', '%%<type>' or \"<type>\"");
                return;
            }
            gi_lex_next(lx);
            typed = true;
            static const struct { const char *n; unsigned t; } types[] = {
                {"progbits", AMD_SHT_PROGBITS}, {"nobits", AMD_SHT_NOBITS}, {"note", AMD_SHT_NOTE},
                {"init_array", 14}, {"fini_array", 15}, {"preinit_array", 16}, {"llvm_addrsig", AMD_SHT_LLVM_ADDRSIG}};
            bool found = false;
            for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
                if (gi_tok_ident(&lx->tok, types[i].n)) type = types[i].t, found = true;
            if (!found && lx->tok.kind == GI_T_INT) type = (unsigned)lx->tok.ival, found = true;
            if (!found) {
                gi_error(s->core, lx->tok.p, "unknown section type");
                return;
            }
            gi_lex_next(lx);
            if (flags & AMD_SHF_MERGE) {
                if (!gi_tok_is(&lx->tok, ',')) {
                    gi_error(s->core, lx->tok.p, "expected the entry size");
                    return;
                }
                gi_lex_next(lx);
                int64_t es;
                if (!parse_abs(s, lx, &es)) return;
                entsize = (uint64_t)es;
            }
        } else if (flags & AMD_SHF_MERGE) {
            gi_error(s->core, lx->tok.p, "Mergeable section must specify the type");
            return;
        }
    }
    if (!at_eol(s, lx)) return;
    if (!typed) {
        type = AMD_SHT_PROGBITS;
        if (prefix(name.p, name.len, ".note")) type = AMD_SHT_NOTE;
        else if (gi_eq(name.p, name.len, ".bss") || prefix(name.p, name.len, ".bss.")) type = AMD_SHT_NOBITS;
    }
    bool created = false;
    int idx = -1;
    for (size_t i = 0; i < sizeof known_sections / sizeof known_sections[0]; i++)
        if (gi_eq(name.p, name.len, known_sections[i].name)) idx = section_named(s, name.p, name.len, 0, 0, 0);
    if (idx < 0) idx = gi_section_get(s->core, name.p, name.len, type, flags, entsize, &created);
    gi_section *sec = gi_section_at(s->core, idx);
    if (!created) {
        if (typed && sec->type != type)
            gi_error(s->core, name.p, "changed section type for %.*s, expected: 0x%x", (int)name.len, name.p, sec->type);
        else if ((extra || typed) && sec->flags != flags)
            gi_error(s->core, name.p, "changed section flags for %.*s, expected: 0x%llx", (int)name.len, name.p,
                     (unsigned long long)sec->flags);
    }
    switch_to(s, idx);
}

static void dir_pushsection(amd_state *s, gi_lexer *lx, const gi_tok *d, int push)
{
    if (push) {
        if (s->nstack < sizeof s->section_stack / sizeof s->section_stack[0])
            s->section_stack[s->nstack++] = s->core->cur;
        dir_section(s, lx, d, 0);
        return;
    }
    if (!at_eol(s, lx)) return;
    if (!s->nstack) {
        gi_error(s->core, d->p, ".popsection without corresponding .pushsection");
        return;
    }
    switch_to(s, s->section_stack[--s->nstack]);
}

static void dir_previous(amd_state *s, gi_lexer *lx, const gi_tok *d, int arg)
{
    (void)d, (void)arg;
    if (!at_eol(s, lx)) return;
    switch_to(s, s->prev_section);
}

/* ---- symbols ---- */

enum { A_GLOBAL, A_WEAK, A_LOCAL, A_HIDDEN, A_PROTECTED, A_INTERNAL, A_HSA_KERNEL };

static void dir_symattr(amd_state *s, gi_lexer *lx, const gi_tok *d, int arg)
{
    (void)d;
    if (lx->tok.kind == GI_T_EOL) return; /* llvm-mc accepts an empty list */
    for (;;) {
        gi_tok name;
        if (!parse_name(s, lx, &name, "expected identifier in directive")) return;
        gi_sym *sym = sym_get(s, &name);
        switch (arg) {
        case A_GLOBAL: sym->bind = AMD_STB_GLOBAL, sym->global = true, sym->bind_set = true; break;
        case A_WEAK: sym->bind = AMD_STB_WEAK, sym->global = true, sym->bind_set = true; break;
        case A_LOCAL: sym->bind = AMD_STB_LOCAL, sym->global = false, sym->bind_set = true; break;
        case A_HIDDEN: sym->vis = AMD_STV_HIDDEN; break;
        case A_PROTECTED: sym->vis = AMD_STV_PROTECTED; break;
        case A_INTERNAL: sym->vis = AMD_STV_INTERNAL; break;
        case A_HSA_KERNEL: sym->type = AMD_STT_AMDGPU_HSA_KERNEL; break;
        default: break;
        }
        gi_sym_register(s->core, sym);
        if (!next_in_list(s, lx)) return;
    }
}

/* `.type sym, @function` (also %function, "function", STT_FUNC) */
static void dir_type(amd_state *s, gi_lexer *lx, const gi_tok *d, int arg)
{
    (void)d, (void)arg;
    gi_tok name;
    if (!parse_name(s, lx, &name, "expected identifier in directive")) return;
    if (!gi_tok_is(&lx->tok, ',')) {
        gi_error(s->core, lx->tok.p, "unexpected token in '.type' directive");
        return;
    }
    gi_lex_next(lx);
    if (gi_tok_is(&lx->tok, '@') || gi_tok_is(&lx->tok, '%')) gi_lex_next(lx);
    gi_tok t = lx->tok;
    if (t.kind == GI_T_STRING) t.p++, t.len -= 2;
    else if (t.kind != GI_T_IDENT) {
        gi_error(s->core, lx->tok.p, "expected symbol type in directive");
        return;
    }
    static const struct { const char *n; uint8_t t; } types[] = {
        {"function", AMD_STT_FUNC}, {"STT_FUNC", AMD_STT_FUNC}, {"object", AMD_STT_OBJECT},
        {"STT_OBJECT", AMD_STT_OBJECT}, {"tls_object", AMD_STT_TLS}, {"STT_TLS", AMD_STT_TLS},
        {"common", 5}, {"STT_COMMON", 5}, {"notype", AMD_STT_NOTYPE}, {"STT_NOTYPE", AMD_STT_NOTYPE},
        {"gnu_indirect_function", AMD_STT_GNU_IFUNC}, {"STT_GNU_IFUNC", AMD_STT_GNU_IFUNC},
        {"gnu_unique_object", AMD_STT_OBJECT}};
    int found = -1;
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
        if (gi_eq(t.p, t.len, types[i].n)) found = (int)i;
    if (found < 0) {
        gi_error(s->core, lx->tok.p, "unsupported attribute in '.type' directive");
        return;
    }
    gi_lex_next(lx);
    if (!at_eol(s, lx)) return;
    gi_sym *sym = sym_get(s, &name);
    sym->type = types[found].t;
    gi_sym_register(s->core, sym);
}

/* `.size sym, expr`: evaluated at the end */
static void dir_size(amd_state *s, gi_lexer *lx, const gi_tok *d, int arg)
{
    (void)d, (void)arg;
    gi_tok name;
    if (!parse_name(s, lx, &name, "expected identifier in directive")) return;
    if (!gi_tok_is(&lx->tok, ',')) {
        gi_error(s->core, lx->tok.p, "unexpected token in directive");
        return;
    }
    gi_lex_next(lx);
    gi_eval ev;
    if (!parse_expr(s, lx, &ev) || !at_eol(s, lx)) return;
    gi_sym *sym = sym_get(s, &name);
    free(sym->size_expr);
    gi_str pinned;
    gi_str_init(&pinned);
    gi_expr_pin_locals(ev.start, (size_t)(ev.end - ev.start), &s->core->syms, &pinned);
    sym->size_expr = pinned.s ? pinned.s : gi_xstrndup("", 0);
    sym->size_dot = s->core->pc;
}

/* `.set name, expr` / `.equ` / `.equiv` */
static void dir_set(amd_state *s, gi_lexer *lx, const gi_tok *d, int arg)
{
    (void)arg;
    gi_tok name = lx->tok;
    if (name.kind != GI_T_IDENT) {
        gi_error(s->core, name.p, "expected identifier after '%.*s' directive", (int)d->len, d->p);
        return;
    }
    gi_lex_next(lx);
    if (!gi_tok_is(&lx->tok, ',')) {
        gi_error(s->core, lx->tok.p, "expected comma");
        return;
    }
    gi_lex_next(lx);
    if (gi_tok_ident(d, ".equiv")) {
        gi_sym *old = gi_symtab_find(&s->core->syms, name.p, name.len);
        if (old && old->kind != GI_SYM_UNDEF) {
            gi_error(s->core, name.p, "redefinition of '%.*s'", (int)name.len, name.p);
            return;
        }
    }
    gi_eval ev;
    if (!parse_expr(s, lx, &ev)) return;
    if (lx->tok.kind != GI_T_EOL) {
        gi_error(s->core, lx->tok.p, "unexpected token in assignment");
        return;
    }
    gi_assign_symbol(s->core, name.p, name.len, name.p, &ev);
    gi_sym_register(s->core, sym_get(s, &name));
}

/* ---- data ---- */

static void emit_value(amd_state *s, const gi_eval *ev, unsigned size)
{
    uint8_t b[8] = {0};
    for (unsigned i = 0; i < size; i++) b[i] = (uint8_t)((uint64_t)ev->value >> (8 * i));
    if (!ev->deferred && !ev->label_coef) {
        gi_emit_data(s->core, b, size, NULL, 0);
        return;
    }
    gi_fixup f;
    memset(&f, 0, sizeof f);
    f.kind = size == 1 ? AMD_FIX_DATA1 : size == 2 ? AMD_FIX_DATA2 : size == 4 ? AMD_FIX_DATA4 : AMD_FIX_DATA8;
    f.offset = 0;
    f.dot = s->core->pc;
    f.expr = gi_xstrndup(ev->start, (size_t)(ev->end - ev->start));
    f.col = (unsigned)(ev->start - s->core->src) + 1;
    gi_emit_data(s->core, b, size, &f, 1);
    free(f.expr);
}

static void dir_data(amd_state *s, gi_lexer *lx, const gi_tok *d, int size)
{
    (void)d;
    if (lx->tok.kind == GI_T_EOL) return;
    for (;;) {
        gi_eval ev;
        const char *at = lx->tok.p;
        if (lx->tok.kind == GI_T_EOL) {
            gi_error(s->core, at, "unknown token in expression");
            return;
        }
        if (!parse_expr(s, lx, &ev)) return;
        if (!ev.deferred && !ev.label_coef && size < 8) {
            int64_t lo = -((int64_t)1 << (8 * size - 1)), hi = ((int64_t)1 << (8 * size)) - 1;
            if (ev.value < lo || ev.value > hi) {
                gi_error(s->core, at, "out of range literal value");
                return;
            }
        }
        emit_value(s, &ev, (unsigned)size);
        if (!next_in_list(s, lx)) return;
    }
}

/* `count` copies of a pattern of `size` bytes, emitted a few KiB at a time. */
static void emit_repeated(amd_state *s, const uint8_t *pat, size_t size, int64_t count)
{
    if (size == 0 || count <= 0) return;
    uint8_t buf[4096];
    size_t per = sizeof buf / size;
    for (size_t i = 0; i < per; i++) memcpy(buf + i * size, pat, size);
    while (count > 0) {
        size_t k = (uint64_t)count < per ? (size_t)count : per;
        gi_emit_data(s->core, buf, k * size, NULL, 0);
        count -= (int64_t)k;
    }
}

/* `.fill count[, size[, value]]` */
static void dir_fill(amd_state *s, gi_lexer *lx, const gi_tok *d, int arg)
{
    (void)d, (void)arg;
    int64_t count, size = 1, value = 0;
    if (!parse_abs(s, lx, &count)) return;
    if (gi_tok_is(&lx->tok, ',')) {
        gi_lex_next(lx);
        if (!parse_abs(s, lx, &size)) return;
        if (gi_tok_is(&lx->tok, ',')) {
            gi_lex_next(lx);
            if (!parse_abs(s, lx, &value)) return;
        }
    }
    if (!at_eol(s, lx)) return;
    if (count < 0) {
        gi_warning(s->core, d->p, "'.fill' directive with negative repeat count has no effect");
        return;
    }
    if (size > 8) size = 8;
    if (size < 0) size = 0;
    uint8_t b[8] = {0};
    /* GNU as: the value's low 4 bytes, zero-extended to the size */
    for (int i = 0; i < size && i < 4; i++) b[i] = (uint8_t)((uint64_t)value >> (8 * i));
    emit_repeated(s, b, (size_t)size, count);
}

/* `.zero n` / `.space n[, fill]` / `.skip` */
static void dir_space(amd_state *s, gi_lexer *lx, const gi_tok *d, int arg)
{
    (void)d, (void)arg;
    int64_t n, fill = 0;
    if (!parse_abs(s, lx, &n)) return;
    if (gi_tok_is(&lx->tok, ',')) {
        gi_lex_next(lx);
        if (!parse_abs(s, lx, &fill)) return;
    }
    if (!at_eol(s, lx)) return;
    uint8_t b = (uint8_t)fill;
    emit_repeated(s, &b, 1, n);
}

/* `.ascii` / `.asciz` / `.string` */
static void dir_ascii(amd_state *s, gi_lexer *lx, const gi_tok *d, int zero)
{
    (void)d;
    while (lx->tok.kind == GI_T_STRING) {
        gi_str out;
        gi_str_init(&out);
        const char *err = gi_unescape(lx->tok.p + 1, lx->tok.len - 2, &out);
        if (err) {
            gi_error(s->core, lx->tok.p, "%s", err); /* llvm-mc: at the string */
            gi_str_free(&out);
            return;
        }
        if (zero) gi_str_addn(&out, "", 1);
        if (out.len) gi_emit_data(s->core, (const uint8_t *)out.s, out.len, NULL, 0);
        gi_str_free(&out);
        gi_lex_next(lx);
        if (gi_tok_is(&lx->tok, ',')) gi_lex_next(lx);
    }
    at_eol(s, lx);
}

/* `.uleb128`/`.sleb128 expr, ...`: the value must be known here (constants, or
 * labels of one section defined above, as clang's debug sections use them). */
static void dir_leb128(amd_state *s, gi_lexer *lx, const gi_tok *d, int is_signed)
{
    for (;;) {
        gi_eval ev;
        const char *at = lx->tok.p;
        if (!parse_expr(s, lx, &ev)) return;
        int64_t v = ev.value;
        if (ev.deferred || ev.label_coef) {
            gi_expr_env env = gi_asmcore_env(s->core);
            env.final = true;
            gi_eval fin;
            bool ok = gi_expr_eval_text(ev.start, (size_t)(ev.end - ev.start), s->core->numflags, &env, &fin);
            if (ok && fin.undefined) {
                gi_error(s->core, at, "unsupported: %.*s of a symbol not defined yet (a forward reference)",
                         (int)d->len, d->p);
                return;
            }
            if (!ok || fin.label_coef || fin.nonlinear) {
                gi_error(s->core, at, "expected absolute expression");
                return;
            }
            v = fin.value;
        }
        uint8_t b[10];
        gi_emit_data(s->core, b, gi_leb128(b, v, is_signed != 0), NULL, 0);
        if (!next_in_list(s, lx)) return;
    }
}

/* ---- debug information (core/dwarf.c) ---- */

static void dir_file(amd_state *s, gi_lexer *lx, const gi_tok *d, int arg)
{
    (void)arg;
    gi_dwarf_file_directive(s->core, lx, d->p);
}

static void dir_loc(amd_state *s, gi_lexer *lx, const gi_tok *d, int arg)
{
    (void)d, (void)arg;
    gi_dwarf_loc_directive(s->core, lx);
}

/* ---- alignment ---- */

enum { AL_P2 = 0, AL_BYTES = 1 };

/* `.p2align n[, fill[, max]]`, `.align`/`.balign` (bytes); the l/w suffixes give the fill size */
static void dir_align(amd_state *s, gi_lexer *lx, const gi_tok *d, int kind)
{
    int64_t a, fill = 0, max = 0;
    bool has_fill = false;
    const char *at = lx->tok.p;
    if (!parse_abs(s, lx, &a)) return;
    if (gi_tok_is(&lx->tok, ',')) {
        gi_lex_next(lx);
        if (!gi_tok_is(&lx->tok, ',')) {
            if (!parse_abs(s, lx, &fill)) return;
            has_fill = true;
        }
        if (gi_tok_is(&lx->tok, ',')) {
            gi_lex_next(lx);
            if (!parse_abs(s, lx, &max)) return;
        }
    }
    if (!at_eol(s, lx)) return;
    unsigned fill_size = 1;
    char last = d->p[d->len - 1];
    if (last == 'l') fill_size = 4;
    else if (last == 'w') fill_size = 2;
    uint64_t align;
    if (kind == AL_P2) {
        if (a < 0 || a >= 32) {
            gi_error(s->core, at, "invalid alignment value");
            return;
        }
        align = (uint64_t)1 << a;
    } else {
        if (a == 0) a = 1;
        if (a < 0 || (a & (a - 1))) {
            gi_error(s->core, at, "alignment must be a power of 2");
            return;
        }
        align = (uint64_t)a;
    }
    gi_section *sec = gi_section_at(s->core, s->core->cur);
    if (!has_fill && (sec->flags & AMD_SHF_EXEC)) {
        /* code alignment: s_nop 0 words (a ragged head is zeros) */
        gi_align(s->core, align, 0xbf800000u, 4, (uint64_t)max);
        return;
    }
    gi_align(s->core, align, has_fill ? (uint64_t)fill : 0, has_fill ? fill_size : 0, (uint64_t)max);
}

/* ---- others ---- */

static void dir_ident(amd_state *s, gi_lexer *lx, const gi_tok *d, int arg)
{
    (void)d, (void)arg;
    if (lx->tok.kind != GI_T_STRING) {
        gi_error(s->core, lx->tok.p, "expected string in '.ident' directive");
        return;
    }
    gi_tok str = lx->tok;
    gi_lex_next(lx);
    if (!at_eol(s, lx)) return;
    int cur = s->core->cur;
    bool created;
    int idx = gi_section_get(s->core, ".comment", 8, AMD_SHT_PROGBITS, AMD_SHF_MERGE | AMD_SHF_STRINGS, 1, &created);
    gi_section_switch(s->core, idx);
    if (created) gi_emit_data(s->core, (const uint8_t *)"", 1, NULL, 0);
    gi_emit_data(s->core, (const uint8_t *)str.p + 1, str.len - 2, NULL, 0);
    gi_emit_data(s->core, (const uint8_t *)"", 1, NULL, 0);
    gi_section_switch(s->core, cur);
}

static void dir_addrsig(amd_state *s, gi_lexer *lx, const gi_tok *d, int sym)
{
    (void)d;
    if (sym) {
        gi_tok name;
        if (!parse_name(s, lx, &name, "expected identifier")) return;
        if (!at_eol(s, lx)) return;
        char **p = gi_vec_push(&s->addrsig_syms);
        *p = gi_xstrndup(name.p, name.len);
        gi_sym_register(s->core, sym_get(s, &name));
        return;
    }
    if (at_eol(s, lx)) s->addrsig = true;
}

static void dir_ignore(amd_state *s, gi_lexer *lx, const gi_tok *d, int arg)
{
    (void)s, (void)lx, (void)d, (void)arg;
}

void amd_target_id(const amd_state *s, gi_str *out)
{
    gi_str_addf(out, "amdgcn-amd-amdhsa--%s", s->ctx->t->name);
    if (s->sramecc == 1 || s->sramecc == -1) gi_str_addf(out, ":sramecc%c", s->sramecc == 1 ? '+' : '-');
    if (s->xnack == 1 || s->xnack == -1) gi_str_addf(out, ":xnack%c", s->xnack == 1 ? '+' : '-');
}

static void dir_amdgcn_target(amd_state *s, gi_lexer *lx, const gi_tok *d, int arg)
{
    (void)d, (void)arg;
    if (lx->tok.kind != GI_T_STRING) {
        gi_error(s->core, lx->tok.p, "expected string in directive"); /* llvm-mc: "expected string" */
        return;
    }
    gi_tok t = lx->tok;
    gi_lex_next(lx);
    if (!at_eol(s, lx)) return;
    gi_str want;
    gi_str_init(&want);
    amd_target_id(s, &want);
    if (!gi_eq(t.p + 1, t.len - 2, want.s))
        gi_error(s->core, t.p, ".amdgcn_target directive's target id %.*s does not match the specified target id %s",
                 (int)t.len - 2, t.p + 1, want.s);
    gi_str_free(&want);
}

static void dir_cov(amd_state *s, gi_lexer *lx, const gi_tok *d, int arg)
{
    (void)d, (void)arg;
    int64_t v;
    const char *at = lx->tok.p;
    if (!parse_abs(s, lx, &v) || !at_eol(s, lx)) return;
    if (v < 2 || v > 5) {
        gi_error(s->core, at, "unsupported code object version");
        return;
    }
    s->cov = (unsigned)v;
}

static void dir_amdhsa_kernel(amd_state *s, gi_lexer *lx, const gi_tok *d, int arg)
{
    (void)d, (void)arg;
    if (lx->tok.kind != GI_T_IDENT) {
        gi_error(s->core, lx->tok.p, "expected symbol name after .amdhsa_kernel");
        return;
    }
    gi_tok name = lx->tok;
    gi_lex_next(lx);
    if (!at_eol(s, lx)) return;
    s->kd = gi_xcalloc(1, sizeof *s->kd);
    s->kd->name = gi_xstrndup(name.p, name.len);
    s->kd->line = s->core->line;
}

static void dir_metadata(amd_state *s, gi_lexer *lx, const gi_tok *d, int arg)
{
    (void)d, (void)arg;
    if (!at_eol(s, lx)) return;
    s->meta = gi_xcalloc(1, sizeof *s->meta);
    gi_str_init(s->meta);
    s->meta_line = s->core->line + 1;
}

static const struct {
    const char *name;
    dir_fn fn;
    int arg;
} directives[] = {
    {".text", dir_simple_section, 0}, {".data", dir_simple_section, 0}, {".bss", dir_simple_section, 0},
    {".rodata", dir_simple_section, 0}, {".section", dir_section, 0}, {".pushsection", dir_pushsection, 1},
    {".popsection", dir_pushsection, 0}, {".previous", dir_previous, 0},
    {".globl", dir_symattr, A_GLOBAL}, {".global", dir_symattr, A_GLOBAL}, {".weak", dir_symattr, A_WEAK},
    {".local", dir_symattr, A_LOCAL}, {".hidden", dir_symattr, A_HIDDEN}, {".protected", dir_symattr, A_PROTECTED},
    {".internal", dir_symattr, A_INTERNAL}, {".amdgpu_hsa_kernel", dir_symattr, A_HSA_KERNEL},
    {".type", dir_type, 0}, {".size", dir_size, 0},
    {".set", dir_set, 0}, {".equ", dir_set, 0}, {".equiv", dir_set, 0},
    {".byte", dir_data, 1}, {".short", dir_data, 2}, {".hword", dir_data, 2}, {".2byte", dir_data, 2},
    {".value", dir_data, 2}, {".long", dir_data, 4}, {".int", dir_data, 4}, {".4byte", dir_data, 4},
    {".quad", dir_data, 8}, {".8byte", dir_data, 8},
    {".fill", dir_fill, 0}, {".zero", dir_space, 0}, {".space", dir_space, 0}, {".skip", dir_space, 0},
    {".ascii", dir_ascii, 0}, {".asciz", dir_ascii, 1}, {".string", dir_ascii, 1},
    {".p2align", dir_align, AL_P2}, {".p2alignl", dir_align, AL_P2}, {".p2alignw", dir_align, AL_P2},
    {".align", dir_align, AL_BYTES}, {".balign", dir_align, AL_BYTES}, {".balignl", dir_align, AL_BYTES},
    {".balignw", dir_align, AL_BYTES},
    {".ident", dir_ident, 0}, {".addrsig", dir_addrsig, 0}, {".addrsig_sym", dir_addrsig, 1},
    {".amdgcn_target", dir_amdgcn_target, 0}, {".amdhsa_code_object_version", dir_cov, 0},
    {".hsa_code_object_version", dir_ignore, 0}, {".file", dir_file, 0}, {".loc", dir_loc, 0},
    {".uleb128", dir_leb128, 0}, {".sleb128", dir_leb128, 1},
    {".amdhsa_kernel", dir_amdhsa_kernel, 0}, {".amdgpu_metadata", dir_metadata, 0},
};

void amd_directive(amd_state *s, gi_lexer *lx)
{
    gi_tok d = lx->tok;
    for (size_t i = 0; i < sizeof directives / sizeof directives[0]; i++)
        if (gi_tok_ident(&d, directives[i].name)) {
            gi_lex_next(lx);
            directives[i].fn(s, lx, &d, directives[i].arg);
            return;
        }
    if (gi_tok_ident(&d, ".end_amdhsa_kernel") || gi_tok_ident(&d, ".end_amdgpu_metadata")) {
        gi_error(s->core, d.p, "unknown directive"); /* outside its block */
        return;
    }
    gi_lexer at = *lx;
    gi_lex_next(&at);
    if (gi_dwarf_cfi_directive(s->core, &at, &d, s->object)) return;
    gi_error(s->core, d.p, "unknown directive");
}

/* Lines inside .amdhsa_kernel / .amdgpu_metadata. */
bool amd_block_line(amd_state *s, const char *line, size_t len)
{
    if (s->meta) {
        const char *p = line, *end = line + len;
        while (p < end && (*p == ' ' || *p == '\t')) p++;
        if ((size_t)(end - p) >= 20 && !memcmp(p, ".end_amdgpu_metadata", 20)) {
            size_t n;
            char err[256];
            unsigned eline = 0;
            uint8_t *blob = amd_meta_to_msgpack(s->meta->s ? s->meta->s : "", s->meta->len, &n, err, sizeof err, &eline);
            if (!blob) {
                /* llvm-mc's words and place (after the directive); libyaml's reason is not shown */
                (void)eline;
                gi_error(s->core, p + 20, "invalid HSA metadata");
            } else {
                /* the NT_AMDGPU_METADATA note in .note (SHF_ALLOC for amdhsa) */
                int cur = s->core->cur;
                int idx = gi_section_get(s->core, ".note", 5, AMD_SHT_NOTE, AMD_SHF_ALLOC, 0, NULL);
                gi_section_switch(s->core, idx);
                uint8_t hdr[20] = {7, 0, 0, 0, 0, 0, 0, 0, 32, 0, 0, 0, 'A', 'M', 'D', 'G', 'P', 'U', 0, 0};
                for (int i = 0; i < 4; i++) hdr[4 + i] = (uint8_t)(n >> (8 * i));
                gi_emit_data(s->core, hdr, 12, NULL, 0);
                gi_emit_data(s->core, hdr + 12, 7, NULL, 0);
                gi_align(s->core, 4, 0, 1, 0);
                gi_emit_data(s->core, blob, n, NULL, 0);
                gi_align(s->core, 4, 0, 1, 0);
                gi_section_switch(s->core, cur);
                free(blob);
            }
            gi_str_free(s->meta);
            free(s->meta);
            s->meta = NULL;
            return true;
        }
        gi_str_addn(s->meta, line, len);
        gi_str_addn(s->meta, "\n", 1);
        return true;
    }
    if (s->kd) {
        gi_lexer lx;
        gi_lex_init(&lx, line, len, s->core->numflags | GI_LEXF_SEMI_COMMENT | GI_LEXF_SLASH_COMMENT | GI_LEXF_HASH_LINE_COMMENT);
        /* llvm-mc reads the block as a stream of `.amdhsa_NAME value` pairs: several
         * may share a line */
        while (lx.tok.kind != GI_T_EOL) {
            if (lx.tok.kind != GI_T_IDENT) {
                gi_error(s->core, lx.tok.p, "expected .amdhsa_ directive or .end_amdhsa_kernel");
                amd_kd_free(s->kd);
                s->kd = NULL;
                return true;
            }
            if (gi_tok_ident(&lx.tok, ".end_amdhsa_kernel")) {
                gi_lex_next(&lx);
                amd_kd_block *b = s->kd;
                s->kd = NULL;
                /* llvm-mc reports what is missing at the token after the directive */
                if (at_eol(s, &lx)) amd_kd_emit(s, b, lx.tok.p);
                amd_kd_free(b);
                return true;
            }
            if (!amd_kd_field(s, s->kd, &lx)) {
                /* llvm-mc gives up on the block at its first error: the lines after it are
                 * read as statements (and .end_amdhsa_kernel is an unknown directive) */
                amd_kd_free(s->kd);
                s->kd = NULL;
                return true;
            }
        }
        return true;
    }
    return false;
}

void amd_obj_init(amd_state *s)
{
    s->cov = 4;
    gi_vec_init(&s->addrsig_syms, sizeof(char *));
}

void amd_obj_free(amd_state *s)
{
    for (size_t i = 0; i < s->addrsig_syms.len; i++) free(*(char **)gi_vec_at(&s->addrsig_syms, i));
    gi_vec_free(&s->addrsig_syms);
    amd_kd_free(s->kd);
    if (s->meta) gi_str_free(s->meta);
    free(s->meta);
}

/* Every .size must come out absolute (llvm-mc 14 stops with "Size expression
 * must be absolute"; an undefined symbol in it would otherwise give size 0). */
static void check_sizes(amd_state *s)
{
    gi_asmcore *c = s->core;
    for (size_t i = 0; i < c->syms.cap; i++) {
        gi_sym *sym = gi_symtab_slot(&c->syms, i);
        if (!sym || !sym->size_expr) continue;
        gi_expr_env env = gi_asmcore_env(c);
        env.final = true;
        env.dot = sym->size_dot;
        env.dot_section = GI_SEC_UNKNOWN;
        gi_eval v;
        bool ok = gi_expr_eval_text(sym->size_expr, strlen(sym->size_expr), c->numflags, &env, &v);
        if (!ok || v.undefined || v.label_coef || v.nonlinear)
            gi_error(c, NULL, ".size expression for '%.*s' is not absolute (llvm-mc: Size expression must be absolute)",
                     (int)sym->len, sym->name);
    }
}

/* AMDGPU's DWARF parameters (LLVM 14: AMDGPUMCAsmInfo, the PC_REG column 16). */
static const gi_dwarf_target amd_dwarf = {4, 8, 4, 16, AMD_R_ABS32, AMD_R_ABS64};

void amd_obj_finish(amd_state *s)
{
    if (s->kd) gi_error(s->core, NULL, "expected .amdhsa_ directive or .end_amdhsa_kernel");
    if (s->meta) gi_error(s->core, NULL, "expected directive .end_amdgpu_metadata not found");
    gi_dwarf_check_end(s->core);
    if (s->object) check_sizes(s);
    if (s->object && !s->core->nerrors) gi_dwarf_emit(s->core, &amd_dwarf);
}
