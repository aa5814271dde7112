/* The ELF64 relocatable object, laid out as LLVM 14's ELF object writer lays
 * it out (written with libelf, ELF_F_LAYOUT): header; .strtab's slot first
 * in the section table; every section in creation order, each followed by
 * its .rela section; .llvm_addrsig; .symtab. File order: section data, then
 * .symtab, the relocations, the address-significance table, .strtab, and the
 * section headers. Local symbols come first, each group in registration
 * order; the string table is suffix-merged as StringTableBuilder does. */
#define _POSIX_C_SOURCE 200809L
#include "amdgpu/obj/obj.h"
#include <gelf.h>
#include <libelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>

#ifndef EM_AMDGPU
#define EM_AMDGPU 224
#endif

static const struct { const char *cpu; unsigned mach; } machs[] = {
    {"gfx600", 0x20}, {"gfx601", 0x21}, {"gfx602", 0x3a}, {"gfx700", 0x22}, {"gfx701", 0x23}, {"gfx702", 0x24},
    {"gfx703", 0x25}, {"gfx704", 0x26}, {"gfx705", 0x3b}, {"gfx801", 0x28}, {"gfx802", 0x29}, {"gfx803", 0x2a},
    {"gfx805", 0x3c}, {"gfx810", 0x2b}, {"gfx900", 0x2c}, {"gfx902", 0x2d}, {"gfx904", 0x2e}, {"gfx906", 0x2f},
    {"gfx908", 0x30}, {"gfx909", 0x31}, {"gfx90a", 0x3f}, {"gfx90c", 0x32}, {"gfx1010", 0x33}, {"gfx1011", 0x34},
    {"gfx1012", 0x35}, {"gfx1013", 0x42}, {"gfx1030", 0x36}, {"gfx1031", 0x37}, {"gfx1032", 0x38},
    {"gfx1033", 0x39}, {"gfx1034", 0x3e}, {"gfx1035", 0x3d},
};

unsigned amd_elf_mach(const char *cpu)
{
    for (size_t i = 0; i < sizeof machs / sizeof machs[0]; i++)
        if (!strcmp(machs[i].cpu, cpu)) return machs[i].mach;
    return 0;
}

/* ---- string table (StringTableBuilder, ELF kind, optimised) ---- */

typedef struct strent {
    const char *s;
    size_t len;
    size_t off;
} strent;

typedef struct strtab {
    strent *e;
    size_t n, cap, size;
} strtab;

static void st_add(strtab *t, const char *s, size_t len)
{
    for (size_t i = 0; i < t->n; i++)
        if (t->e[i].len == len && !memcmp(t->e[i].s, s, len)) return;
    if (t->n == t->cap) {
        t->cap = t->cap ? t->cap * 2 : 64;
        t->e = gi_xrealloc(t->e, t->cap * sizeof *t->e);
    }
    t->e[t->n++] = (strent){s, len, 0};
}

static int tail_at(const strent *e, size_t pos)
{
    return pos >= e->len ? -1 : (unsigned char)e->s[e->len - pos - 1];
}

/* multikey quicksort on reversed strings, larger characters first */
static void mk_sort(strent **v, size_t n, size_t pos)
{
    while (n > 1) {
        int pivot = tail_at(v[0], pos);
        size_t i = 0, j = n;
        for (size_t k = 1; k < j;) {
            int c = tail_at(v[k], pos);
            if (c > pivot) {
                strent *x = v[i]; v[i] = v[k]; v[k] = x;
                i++, k++;
            } else if (c < pivot) {
                j--;
                strent *x = v[j]; v[j] = v[k]; v[k] = x;
            } else {
                k++;
            }
        }
        mk_sort(v, i, pos);
        mk_sort(v + j, n - j, pos);
        if (pivot == -1) return;
        v += i;
        n = j - i;
        pos++;
    }
}

static uint8_t *st_finish(strtab *t)
{
    strent **v = gi_xcalloc(t->n ? t->n : 1, sizeof *v);
    for (size_t i = 0; i < t->n; i++) v[i] = &t->e[i];
    mk_sort(v, t->n, 0);
    t->size = 1;
    const strent *prev = NULL;
    for (size_t i = 0; i < t->n; i++) {
        strent *e = v[i];
        if (prev && prev->len >= e->len && !memcmp(prev->s + prev->len - e->len, e->s, e->len)) {
            e->off = t->size - e->len - 1;
            continue;
        }
        e->off = t->size;
        t->size += e->len + 1;
        prev = e;
    }
    uint8_t *b = gi_xcalloc(t->size, 1);
    for (size_t i = 0; i < t->n; i++) memcpy(b + t->e[i].off, t->e[i].s, t->e[i].len);
    free(v);
    return b;
}

static size_t st_off(const strtab *t, const char *s, size_t len)
{
    if (!len) return 0;
    for (size_t i = 0; i < t->n; i++)
        if (t->e[i].len == len && !memcmp(t->e[i].s, s, len)) return t->e[i].off;
    return 0;
}

/* ---- symbols ---- */

typedef struct osym {
    gi_sym *sym;        /* NULL for a section symbol */
    int section;        /* its section (section symbols, labels), -1 otherwise */
    unsigned order;
    bool local;
    uint32_t index;
} osym;

static bool temporary(const gi_sym *s)
{
    return (s->len >= 2 && s->name[0] == '.' && s->name[1] == 'L') || (s->len && s->name[0] == '\001') ||
           s->section_start;
}

static int cmp_osym(const void *a, const void *b)
{
    const osym *x = a, *y = b;
    if (x->local != y->local) return x->local ? -1 : 1;
    return x->order < y->order ? -1 : x->order > y->order;
}

static void put(uint8_t *p, uint64_t v, int n)
{
    for (int i = 0; i < n; i++) p[i] = (uint8_t)(v >> (8 * i));
}

static uint64_t align_up(uint64_t x, uint64_t a)
{
    return a > 1 ? (x + a - 1) / a * a : x;
}

typedef struct rrel {
    uint64_t offset;
    unsigned type;
    osym *target;
    int64_t addend;
    size_t seq;
} rrel;


/* Value of a .size expression. */
static uint64_t sym_size(amd_state *s, gi_sym *sym)
{
    if (!sym->size_expr) return 0;
    gi_expr_env env = gi_asmcore_env(s->core);
    env.final = true;
    env.dot = sym->size_dot;
    env.dot_section = GI_SEC_UNKNOWN;
    gi_eval v;
    if (!gi_expr_eval_text(sym->size_expr, strlen(sym->size_expr), s->core->numflags, &env, &v)) return 0;
    return (uint64_t)v.value;
}

uint8_t *amd_elf_write(amd_state *s, size_t *size, char *err, size_t errlen)
{
    gi_asmcore *c = s->core;
    size_t nsec = c->sections.len;
    /* symbols: every registered, non-temporary one, and the section symbols relocations need */
    gi_vec syms;
    gi_vec_init(&syms, sizeof(osym));
    osym *secsym = gi_xcalloc(nsec, sizeof *secsym);
    for (size_t i = 0; i < c->syms.cap; i++) {
        gi_sym *sym = gi_symtab_slot(&c->syms, i);
        if (!sym || !sym->order || temporary(sym)) continue;
        osym *o = gi_vec_push(&syms);
        o->sym = sym;
        o->order = sym->order;
        o->section = sym->kind == GI_SYM_LABEL ? sym->section : -1;
        o->local = sym->bind_set ? sym->bind == AMD_STB_LOCAL : sym->kind != GI_SYM_UNDEF;
    }
    /* relocations: a reference to a local symbol becomes one to its section */
    size_t nrel = 0;
    for (size_t i = 0; i < nsec; i++) nrel += gi_section_at(c, (int)i)->relocs.len;
    rrel *rels = gi_xcalloc(nrel ? nrel : 1, sizeof *rels);
    size_t *relstart = gi_xcalloc(nsec + 1, sizeof *relstart);
    bool *need_secsym = gi_xcalloc(nsec, sizeof *need_secsym);
    size_t k = 0;
    /* two passes: decide section symbols, then bind pointers after the vector is final */
    typedef struct { size_t symidx; int sec; } rtarget;
    rtarget *rt = gi_xcalloc(nrel ? nrel : 1, sizeof *rt);
    for (size_t i = 0; i < nsec; i++) {
        gi_section *sec = gi_section_at(c, (int)i);
        relstart[i] = k;
        for (size_t j = 0; j < sec->relocs.len; j++, k++) {
            gi_reloc *r = gi_vec_at(&sec->relocs, j);
            rels[k] = (rrel){r->offset, r->type, NULL, r->addend, k};
            gi_sym *sym = gi_symtab_get(&c->syms, r->sym, strlen(r->sym));
            bool local_def = sym->kind == GI_SYM_LABEL && !(sym->bind_set && sym->bind != AMD_STB_LOCAL);
            if (local_def) {
                rels[k].addend += sym->value;
                rt[k] = (rtarget){0, sym->section};
                need_secsym[sym->section] = true;
                continue;
            }
            if (!sym->order) gi_sym_register(c, sym);
            size_t idx = syms.len;
            for (size_t m = 0; m < syms.len; m++)
                if (((osym *)gi_vec_at(&syms, m))->sym == sym) idx = m;
            if (idx == syms.len) {
                osym *o = gi_vec_push(&syms);
                o->sym = sym;
                o->order = sym->order;
                o->section = -1;
                o->local = sym->bind_set ? sym->bind == AMD_STB_LOCAL : sym->kind != GI_SYM_UNDEF;
            }
            rt[k] = (rtarget){idx, -1};
        }
    }
    relstart[nsec] = k;
    for (size_t i = 0; i < nsec; i++)
        if (need_secsym[i]) {
            osym *o = gi_vec_push(&syms);
            o->sym = NULL;
            o->section = (int)i;
            o->order = gi_section_at(c, (int)i)->sym_order;
            o->local = true;
        }
    /* sort a copy of pointers (the vector holds them by value: remember the identity) */
    size_t ns = syms.len;
    osym *sorted = gi_xcalloc(ns ? ns : 1, sizeof *sorted);
    for (size_t i = 0; i < ns; i++) {
        sorted[i] = *(osym *)gi_vec_at(&syms, i);
        sorted[i].index = (uint32_t)i; /* original position, for the relocations */
    }
    qsort(sorted, ns, sizeof *sorted, cmp_osym);
    uint32_t *newidx = gi_xcalloc(ns ? ns : 1, sizeof *newidx);
    uint32_t nlocal = 1;
    for (size_t i = 0; i < ns; i++) {
        newidx[sorted[i].index] = (uint32_t)i + 1;
        if (sorted[i].local) nlocal = (uint32_t)i + 2;
        if (sorted[i].sym == NULL) secsym[sorted[i].section].index = (uint32_t)i + 1;
    }
    for (size_t i = 0; i < nrel; i++)
        rels[i].seq = rt[i].sec >= 0 ? secsym[rt[i].sec].index : newidx[rt[i].symidx], rels[i].target = NULL;
    /* rels[i].seq now holds the symbol index; keep the emission order for equal offsets */
    /* section table: .strtab, (section, its .rela)..., .llvm_addrsig, .symtab */
    typedef struct osec {
        const char *name;
        char *own;
        unsigned type;
        uint64_t flags, align, entsize, off, size;
        uint32_t link, info;
        const uint8_t *data;
        uint8_t *owned;
    } osec;
    osec *tab = gi_xcalloc(2 * nsec + 4, sizeof *tab);
    size_t nt = 0;
    size_t *secidx = gi_xcalloc(nsec, sizeof *secidx);
    tab[nt++] = (osec){".strtab", NULL, AMD_SHT_STRTAB, 0, 1, 0, 0, 0, 0, 0, NULL, NULL};
    size_t strtab_i = 0;
    size_t *relidx = gi_xcalloc(nsec, sizeof *relidx);
    for (size_t i = 0; i < nsec; i++) {
        gi_section *sec = gi_section_at(c, (int)i);
        secidx[i] = nt;
        tab[nt++] = (osec){sec->name, NULL, sec->type, sec->flags, sec->align, sec->entsize, 0, sec->size, 0, 0,
                           sec->bytes, NULL};
        if (relstart[i + 1] > relstart[i]) {
            relidx[i] = nt;
            gi_str n;
            gi_str_init(&n);
            gi_str_addf(&n, ".rela%s", sec->name);
            tab[nt] = (osec){n.s, n.s, AMD_SHT_RELA, AMD_SHF_INFO_LINK, 8, 24, 0, 0, 0, (uint32_t)(nt), NULL, NULL};
            tab[nt].info = (uint32_t)secidx[i] + 1;
            nt++;
        }
    }
    size_t addrsig_i = 0;
    if (s->addrsig) {
        addrsig_i = nt;
        tab[nt++] = (osec){".llvm_addrsig", NULL, AMD_SHT_LLVM_ADDRSIG, AMD_SHF_EXCLUDE, 1, 0, 0, 0, 0, 0, NULL, NULL};
    }
    size_t symtab_i = nt;
    tab[nt++] = (osec){".symtab", NULL, AMD_SHT_SYMTAB, 0, 8, 24, 0, 0, 0, nlocal, NULL, NULL};
    /* strings */
    strtab st = {0};
    for (size_t i = 0; i < nt; i++) st_add(&st, tab[i].name, strlen(tab[i].name));
    for (size_t i = 0; i < ns; i++)
        if (sorted[i].sym) st_add(&st, sorted[i].sym->name, sorted[i].sym->len);
    uint8_t *strdata = st_finish(&st);
    /* .symtab */
    size_t symsize = (ns + 1) * 24;
    uint8_t *symdata = gi_xcalloc(symsize, 1);
    for (size_t i = 0; i < ns; i++) {
        uint8_t *p = symdata + (i + 1) * 24;
        const osym *o = &sorted[i];
        if (!o->sym) {
            p[4] = AMD_STT_SECTION; /* local */
            put(p + 6, secidx[o->section] + 1, 2);
            continue;
        }
        gi_sym *sym = o->sym;
        unsigned bind = o->local ? AMD_STB_LOCAL : sym->bind_set ? sym->bind : AMD_STB_GLOBAL;
        put(p, st_off(&st, sym->name, sym->len), 4);
        p[4] = (uint8_t)(bind << 4 | (sym->type & 0xf));
        p[5] = sym->vis;
        uint64_t shndx = 0, value = 0, size = sym_size(s, sym);
        if (sym->kind == GI_SYM_LABEL) shndx = secidx[sym->section] + 1, value = (uint64_t)sym->value;
        else if (sym->kind == GI_SYM_ABS) shndx = 0xfff1, value = (uint64_t)sym->value;
        else if (sym->kind == GI_SYM_EXPR) {
            /* `x = expr`: absolute, or an alias of a label (its section; its size if x has none) */
            gi_expr_env env = gi_asmcore_env(c);
            env.final = true;
            env.dot = sym->expr_dot;
            env.dot_section = GI_SEC_UNKNOWN;
            gi_eval v;
            if (gi_expr_eval_text(sym->expr, strlen(sym->expr), c->numflags, &env, &v)) {
                gi_sym *base = v.sym && v.label_coef == 1 ? gi_symtab_find(&c->syms, v.sym, v.sym_len) : NULL;
                value = (uint64_t)v.value;
                if (base && base->kind == GI_SYM_LABEL) {
                    shndx = secidx[base->section] + 1;
                    if (!sym->size_expr) size = sym_size(s, base);
                } else if (!v.label_coef) {
                    shndx = 0xfff1;
                }
            }
        }
        put(p + 6, shndx, 2);
        put(p + 8, value, 8);
        put(p + 16, size, 8);
    }
    tab[symtab_i].data = symdata;
    tab[symtab_i].owned = symdata;
    tab[symtab_i].size = symsize;
    tab[symtab_i].link = (uint32_t)strtab_i + 1;
    /* relocations */
    for (size_t i = 0; i < nsec; i++) {
        size_t a = relstart[i], b = relstart[i + 1];
        if (a == b) continue;
        /* by offset, equal offsets in emission order */
        rrel *r = rels + a;
        for (size_t x = 1; x < b - a; x++) /* insertion sort: relocations come nearly sorted */
            for (size_t y = x; y > 0 && (r[y - 1].offset > r[y].offset); y--) {
                rrel t = r[y - 1]; r[y - 1] = r[y]; r[y] = t;
            }
        uint8_t *d = gi_xcalloc((b - a) * 24, 1);
        for (size_t j = 0; j < b - a; j++) {
            put(d + j * 24, r[j].offset, 8);
            put(d + j * 24 + 8, (uint64_t)r[j].seq << 32 | r[j].type, 8);
            put(d + j * 24 + 16, (uint64_t)r[j].addend, 8);
        }
        osec *rs = &tab[relidx[i]];
        rs->data = d;
        rs->owned = d;
        rs->size = (b - a) * 24;
        rs->link = (uint32_t)symtab_i + 1;
    }
    /* .llvm_addrsig: ULEB128 symbol indices */
    uint8_t *addrsig = NULL;
    size_t naddrsig = 0;
    if (s->addrsig) {
        addrsig = gi_xcalloc(s->addrsig_syms.len * 10 + 1, 1);
        for (size_t i = 0; i < s->addrsig_syms.len; i++) {
            const char *name = *(char **)gi_vec_at(&s->addrsig_syms, i);
            gi_sym *sym = gi_symtab_find(&c->syms, name, strlen(name));
            uint32_t idx = 0;
            for (size_t j = 0; j < ns; j++)
                if (sorted[j].sym == sym) idx = (uint32_t)j + 1;
            if (!idx) continue;
            naddrsig += gi_leb128(addrsig + naddrsig, idx, false);
        }
        tab[addrsig_i].data = addrsig;
        tab[addrsig_i].owned = addrsig;
        tab[addrsig_i].size = naddrsig;
        tab[addrsig_i].link = (uint32_t)symtab_i + 1;
    }
    tab[strtab_i].data = strdata;
    tab[strtab_i].owned = strdata;
    tab[strtab_i].size = st.size;
    /* file layout */
    uint64_t off = 64;
    for (size_t i = 0; i < nt; i++) {
        if (i == strtab_i || i == symtab_i || i == addrsig_i || tab[i].type == AMD_SHT_RELA) continue;
        off = align_up(off, tab[i].align);
        tab[i].off = off;
        if (tab[i].type != AMD_SHT_NOBITS) off += tab[i].size;
    }
    off = align_up(off, 8);
    tab[symtab_i].off = off;
    off += tab[symtab_i].size;
    for (size_t i = 0; i < nt; i++)
        if (tab[i].type == AMD_SHT_RELA) {
            off = align_up(off, 8);
            tab[i].off = off;
            off += tab[i].size;
        }
    if (s->addrsig) {
        tab[addrsig_i].off = off;
        off += tab[addrsig_i].size;
    }
    tab[strtab_i].off = off;
    off += tab[strtab_i].size;
    uint64_t shoff = align_up(off, 8);
    /* libelf */
    uint8_t *image = NULL;
    FILE *tmp = tmpfile();
    Elf *e = NULL;
    if (!tmp || elf_version(EV_CURRENT) == EV_NONE || !(e = elf_begin(fileno(tmp), ELF_C_WRITE, NULL))) {
        snprintf(err, errlen, "cannot create the ELF image: %s", elf_errmsg(-1));
        goto out;
    }
    elf_flagelf(e, ELF_C_SET, ELF_F_LAYOUT);
    Elf64_Ehdr *eh = elf64_newehdr(e);
    if (!eh) {
        snprintf(err, errlen, "libelf: %s", elf_errmsg(-1));
        goto out;
    }
    eh->e_ident[EI_CLASS] = ELFCLASS64;
    eh->e_ident[EI_DATA] = ELFDATA2LSB;
    eh->e_ident[EI_OSABI] = 64; /* ELFOSABI_AMDGPU_HSA */
    eh->e_ident[EI_ABIVERSION] = (unsigned char)(s->cov >= 3 ? s->cov - 2 : 0);
    eh->e_type = ET_REL;
    eh->e_machine = EM_AMDGPU;
    eh->e_version = EV_CURRENT;
    unsigned flags = amd_elf_mach(s->ctx->t->name);
    if (s->cov >= 4) {
        if (s->xnack != 2) flags |= s->xnack == 0 ? 0x100u : s->xnack == 1 ? 0x300u : 0x200u;
        if (s->sramecc != 2) flags |= s->sramecc == 0 ? 0x400u : s->sramecc == 1 ? 0xc00u : 0x800u;
    } else {
        if (s->xnack == 1) flags |= 0x100u;
        if (s->sramecc == 1) flags |= 0x200u;
    }
    eh->e_flags = flags;
    eh->e_ehsize = 64;
    eh->e_shentsize = 64;
    eh->e_shoff = shoff;
    eh->e_shstrndx = (Elf64_Half)(strtab_i + 1);
    for (size_t i = 0; i < nt; i++) {
        Elf_Scn *scn = elf_newscn(e);
        Elf64_Shdr *sh = scn ? elf64_getshdr(scn) : NULL;
        if (!sh) {
            snprintf(err, errlen, "libelf: %s", elf_errmsg(-1));
            goto out;
        }
        sh->sh_name = (Elf64_Word)st_off(&st, tab[i].name, strlen(tab[i].name));
        sh->sh_type = tab[i].type;
        sh->sh_flags = tab[i].flags;
        sh->sh_offset = tab[i].off;
        sh->sh_size = tab[i].size;
        sh->sh_link = tab[i].link;
        sh->sh_info = tab[i].info;
        sh->sh_addralign = tab[i].align;
        sh->sh_entsize = tab[i].entsize;
        if (tab[i].type != AMD_SHT_NOBITS && tab[i].size) {
            Elf_Data *d = elf_newdata(scn);
            if (!d) {
                snprintf(err, errlen, "libelf: %s", elf_errmsg(-1));
                goto out;
            }
            d->d_buf = (void *)tab[i].data;
            d->d_size = tab[i].size;
            d->d_type = ELF_T_BYTE;
            d->d_align = 1;
            d->d_off = 0;
            d->d_version = EV_CURRENT;
        }
    }
    if (elf_update(e, ELF_C_WRITE) < 0) {
        snprintf(err, errlen, "libelf: %s", elf_errmsg(-1));
        goto out;
    }
    elf_end(e);
    e = NULL;
    /* libelf wrote through the descriptor: read it back the same way */
    int fd = fileno(tmp);
    off_t len = lseek(fd, 0, SEEK_END);
    if (len < 0 || lseek(fd, 0, SEEK_SET) != 0) {
        snprintf(err, errlen, "cannot read the ELF image back");
        goto out;
    }
    image = gi_xmalloc((size_t)len ? (size_t)len : 1);
    size_t got = 0;
    while (got < (size_t)len) {
        ssize_t r = read(fd, image + got, (size_t)len - got);
        if (r <= 0) break;
        got += (size_t)r;
    }
    if (got != (size_t)len) {
        free(image);
        image = NULL;
        snprintf(err, errlen, "cannot read the ELF image back");
        goto out;
    }
    *size = (size_t)len;
out:
    if (e) elf_end(e);
    if (tmp) fclose(tmp);
    for (size_t i = 0; i < nt; i++) {
        free(tab[i].own);
        free(tab[i].owned);
    }
    free(tab);
    free(st.e);
    free(secidx);
    free(relidx);
    free(rels);
    free(rt);
    free(relstart);
    free(need_secsym);
    free(secsym);
    free(sorted);
    free(newidx);
    gi_vec_free(&syms);
    return image;
}
