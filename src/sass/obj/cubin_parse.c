/* Reading the cubin text back, one directive line at a time (the code
 * lines of a code section go to the SASS assembler, src/sass/module.c).
 * Every directive is `.NAME` then operands separated by blanks or commas:
 * `key=value` fields or plain values; `//` starts a comment. */
#include "sass/obj/cubin.h"
#include <gelf.h>
#include <stdlib.h>
#include <string.h>

typedef struct tok { const char *p; size_t n; const char *key; size_t keyn; } tok;

enum { MAXTOK = 80 };

/* Split [p, end) into tokens; returns their count (MAXTOK+1: too many). */
static size_t split(const char *p, const char *end, tok *t)
{
    size_t n = 0;
    for (;;) {
        while (p < end && (*p == ' ' || *p == '\t' || *p == ',')) p++;
        if (p >= end || (p + 1 < end && p[0] == '/' && p[1] == '/')) break;
        const char *s = p;
        while (p < end && *p != ' ' && *p != '\t' && *p != ',') p++;
        if (n == MAXTOK) return MAXTOK + 1;
        t[n] = (tok){s, (size_t)(p - s), NULL, 0};
        const char *eq = memchr(s, '=', (size_t)(p - s));
        if (eq) t[n] = (tok){eq + 1, (size_t)(p - eq - 1), s, (size_t)(eq - s)};
        n++;
    }
    return n;
}

static bool number(gi_asmcore *core, const tok *t, uint64_t *v)
{
    char buf[32];
    char *e = NULL;
    if (t->n && t->n < sizeof buf) {
        memcpy(buf, t->p, t->n);
        buf[t->n] = 0;
        *v = strtoull(buf, &e, 0);
        if (buf[0] == '-') *v = (uint64_t)strtoll(buf, &e, 0);
    }
    if (!e || *e || !t->n || t->n >= sizeof buf) {
        gi_error(core, t->p, "expected a number");
        return false;
    }
    return true;
}

static bool is(const tok *t, const char *s) { return t->n == strlen(s) && !memcmp(t->p, s, t->n); }

/* key=value fields into v[] by the names in keys[] (NULL-terminated); a
 * value may be one of names[] (its index). Every key is required. */
static bool fields(gi_asmcore *core, const char *dir, tok *t, size_t n, const char *const *keys, uint64_t *v,
                   const char *const *const *names)
{
    size_t nk = 0;
    while (keys[nk]) nk++;
    bool seen[16] = {0};
    for (size_t i = 0; i < n; i++) {
        size_t k = 0;
        while (k < nk && !(t[i].key && strlen(keys[k]) == t[i].keyn && !memcmp(keys[k], t[i].key, t[i].keyn))) k++;
        if (k == nk) {
            gi_error(core, t[i].key ? t[i].key : t[i].p, "unexpected operand of %s", dir);
            return false;
        }
        bool named = false;
        for (size_t m = 0; names && names[k] && names[k][m]; m++)
            if (is(&t[i], names[k][m])) v[k] = m, named = true;
        if (!named && !number(core, &t[i], &v[k])) return false;
        seen[k] = true;
    }
    for (size_t k = 0; k < nk; k++)
        if (!seen[k]) {
            gi_error(core, NULL, "%s needs %s=", dir, keys[k]);
            return false;
        }
    return true;
}

static void put(cubin_scn *s, uint64_t v, size_t n)
{
    uint8_t b[8];
    for (size_t i = 0; i < n; i++) b[i] = (uint8_t)(v >> (8 * i));
    cubin_scn_append(s, b, n);
}

static cubin_scn *current(cubin_file *f, gi_asmcore *core)
{
    if (f->nscn < 2) {
        gi_error(core, NULL, "section contents before the first .cubin_section");
        return NULL;
    }
    return &f->scn[f->nscn - 1];
}

static const char *const sym_types[] = {"NOTYPE", "OBJECT", "FUNC", "SECTION", "FILE", NULL};
static const char *const sym_binds[] = {"LOCAL", "GLOBAL", "WEAK", NULL};
static const char *const fmt_names[] = {"", "NVAL", "BVAL", "HVAL", "SVAL", NULL};

static void nv_info(cubin_file *f, gi_asmcore *core, tok *t, size_t n)
{
    cubin_scn *s = current(f, core);
    if (!s) return;
    if (n < 3) {
        gi_error(core, NULL, ".nv_info needs an attribute, a format and a value");
        return;
    }
    int id = cubin_eiattr_id(t[0].p, t[0].n);
    uint64_t v = 0;
    if (id < 0 && t[0].n > 9 && !memcmp(t[0].p, "EIATTR_0x", 9)) {
        tok x = {t[0].p + 7, t[0].n - 7, NULL, 0};
        if (!number(core, &x, &v)) return;
        id = v <= 0xff ? (int)v : -1;
    }
    if (id < 0) {
        gi_error(core, t[0].p, "unknown EIATTR name (EIATTR_0xNN for a raw id)");
        return;
    }
    unsigned fmt = 0;
    for (unsigned k = 1; k <= 4; k++)
        if (is(&t[1], fmt_names[k])) fmt = k;
    if (!fmt) {
        gi_error(core, t[1].p, "expected a format: NVAL, BVAL, HVAL or SVAL");
        return;
    }
    if (fmt != 4 && n != 3) {
        gi_error(core, t[3].p, "%s takes one 16-bit value", fmt_names[fmt]);
        return;
    }
    uint64_t vals[MAXTOK];
    for (size_t i = 2; i < n; i++) {
        if (!number(core, &t[i], &vals[i - 2])) return;
        if (vals[i - 2] > (fmt == 4 ? 0xffffffffu : 0xffffu)) {
            gi_error(core, t[i].p, "value out of range");
            return;
        }
    }
    put(s, fmt, 1);
    put(s, (unsigned)id, 1);
    if (fmt != 4) {
        put(s, vals[0], 2);
        return;
    }
    put(s, 4 * (n - 2), 2);
    for (size_t i = 2; i < n; i++) put(s, vals[i - 2], 4);
}

static void symbol(cubin_file *f, gi_asmcore *core, tok *t, size_t n)
{
    static const char *const keys[] = {"name", "value", "size", "type", "bind", "other", "shndx", NULL};
    static const char *const *const names[] = {NULL, NULL, NULL, sym_types, sym_binds, NULL, NULL};
    uint64_t v[7];
    cubin_scn *s = current(f, core);
    if (!s || !fields(core, ".symbol", t, n, keys, v, names)) return;
    if (v[3] > 15 || v[4] > 15 || v[5] > 0xff || v[6] > 0xffff || v[0] > 0xffffffffu) {
        gi_error(core, NULL, "a .symbol field is out of range");
        return;
    }
    put(s, v[0], 4);
    if (f->ident[EI_CLASS] == ELFCLASS64) {
        put(s, v[4] << 4 | v[3], 1), put(s, v[5], 1), put(s, v[6], 2), put(s, v[1], 8), put(s, v[2], 8);
    } else {
        put(s, v[1], 4), put(s, v[2], 4), put(s, v[4] << 4 | v[3], 1), put(s, v[5], 1), put(s, v[6], 2);
    }
}

static void reloc(cubin_file *f, gi_asmcore *core, tok *t, size_t n)
{
    static const char *const keys[] = {"offset", "sym", "type", "addend", NULL};
    uint64_t v[4] = {0};
    cubin_scn *s = current(f, core);
    if (!s) return;
    bool rela = s->type == SHT_RELA, e64 = f->ident[EI_CLASS] == ELFCLASS64;
    static const char *const keys3[] = {"offset", "sym", "type", NULL};
    if (!fields(core, ".reloc", t, n, rela ? keys : keys3, v, NULL)) return;
    size_t w = e64 ? 8 : 4;
    put(s, v[0], w);
    put(s, e64 ? v[1] << 32 | (v[2] & 0xffffffff) : v[1] << 8 | (v[2] & 0xff), w);
    if (rela) put(s, v[3], w);
}

static void section(cubin_file *f, gi_asmcore *core, tok *t, size_t n)
{
    static const char *const keys[] = {"name", "type", "flags", "addr", "offset", "size", "link", "info", "align", "entsize", NULL};
    uint64_t v[10];
    if (n && !t[0].key) t++, n--; /* the section's name, for the reader: name= decides */
    if (!fields(core, ".cubin_section", t, n, keys, v, NULL)) return;
    f->scn = gi_xrealloc(f->scn, (f->nscn + 1) * sizeof *f->scn);
    f->scn[f->nscn++] = (cubin_scn){(uint32_t)v[0], (uint32_t)v[1], (uint32_t)v[6], (uint32_t)v[7], v[2], v[3], v[4],
                                    v[5], v[8], v[9], NULL, 0, 0};
}

bool cubin_directive(cubin_file *f, gi_asmcore *core, const char *line, size_t len)
{
    const char *p = line, *end = line + len;
    while (p < end && (*p == ' ' || *p == '\t')) p++;
    if (p >= end || *p != '.') return false;
    const char *d = p;
    while (p < end && *p != ' ' && *p != '\t') p++;
    tok dn = {d, (size_t)(p - d), NULL, 0};
    tok t[MAXTOK];
    size_t n = 0;
    bool known = is(&dn, ".cubin_ident") || is(&dn, ".cubin_header") || is(&dn, ".cubin_phdr") || is(&dn, ".cubin_section") ||
                 is(&dn, ".nv_info") || is(&dn, ".symbol") || is(&dn, ".reloc") || is(&dn, ".byte");
    if (!known) return false;
    if ((n = split(p, end, t)) > MAXTOK) {
        gi_error(core, d, "too many operands");
        return true;
    }
    if (is(&dn, ".cubin_ident")) {
        if (n != 16) {
            gi_error(core, d, ".cubin_ident takes 16 bytes");
            return true;
        }
        for (size_t i = 0; i < 16; i++) {
            uint64_t v;
            if (!number(core, &t[i], &v)) return true;
            f->ident[i] = (uint8_t)v;
        }
    } else if (is(&dn, ".cubin_header")) {
        static const char *const keys[] = {"type", "machine", "version", "entry", "phoff", "shoff", "flags",
                                           "ehsize", "phentsize", "shentsize", "shstrndx", NULL};
        uint64_t v[11];
        if (!fields(core, ".cubin_header", t, n, keys, v, NULL)) return true;
        f->type = (uint32_t)v[0], f->machine = (uint32_t)v[1], f->version = (uint32_t)v[2], f->entry = v[3];
        f->phoff = v[4], f->shoff = v[5], f->flags = (uint32_t)v[6], f->ehsize = (uint32_t)v[7];
        f->phentsize = (uint32_t)v[8], f->shentsize = (uint32_t)v[9], f->shstrndx = (uint32_t)v[10];
    } else if (is(&dn, ".cubin_phdr")) {
        static const char *const keys[] = {"type", "flags", "offset", "vaddr", "paddr", "filesz", "memsz", "align", NULL};
        uint64_t v[8];
        if (!fields(core, ".cubin_phdr", t, n, keys, v, NULL)) return true;
        f->ph = gi_xrealloc(f->ph, (f->nph + 1) * sizeof *f->ph);
        f->ph[f->nph++] = (cubin_phdr){(uint32_t)v[0], (uint32_t)v[1], v[2], v[3], v[4], v[5], v[6], v[7]};
    } else if (is(&dn, ".cubin_section")) {
        section(f, core, t, n);
    } else if (is(&dn, ".nv_info")) {
        nv_info(f, core, t, n);
    } else if (is(&dn, ".symbol")) {
        symbol(f, core, t, n);
    } else if (is(&dn, ".reloc")) {
        reloc(f, core, t, n);
    } else {
        cubin_scn *s = current(f, core);
        for (size_t i = 0; s && i < n; i++) {
            uint64_t v;
            if (!number(core, &t[i], &v)) return true;
            if (v > 0xff) {
                gi_error(core, t[i].p, "byte value out of range");
                return true;
            }
            put(s, v, 1);
        }
    }
    return true;
}
