/* The whole cubin as text (`gpuisa dis --isa=sass --cuasm`): header fields,
 * program headers, every section header with its file offset, and the
 * contents -- code as instruction lines, `.nv.info*` as `.nv_info` records,
 * symbols, relocations, other bytes as `.byte` lines. cubin_parse.c and the
 * SASS module read it back (docs/sass.md "Cubins"). */
#include "sass/obj/cubin.h"
#include "exec/mem.h"
#include "gpuisa/gpuisa.h"
#include <gelf.h>
#include <stdio.h>
#include <string.h>

size_t gi_sass_dis_inst(void *ictx, const uint8_t *code, size_t size, size_t off, gi_str *out); /* sass/dis.c */

static void bytes(gi_str *o, const uint8_t *b, size_t n)
{
    for (size_t i = 0; i < n; i += 16) {
        gi_str_add(o, "\t.byte ");
        for (size_t k = i; k < n && k < i + 16; k++) gi_str_addf(o, "%s0x%02x", k > i ? ", " : "", b[k]);
        gi_str_add(o, "\n");
    }
}

/* Drop the scheduling tokens (?WAITn, &wrN, &rdN, &req={..}) from the
 * line at o->s + from: in this text the control-word lines carry the
 * scheduling, and the tokens do not say every bit of it (the yield bit). */
static void drop_sched(gi_str *o, size_t from)
{
    char *p = o->s + from, *w = p;
    while (*p) {
        if (*p == ' ' && (p[1] == '?' || p[1] == '&')) {
            char *q = p + 1;
            while (*q && *q != ' ') q++;
            p = q;
            continue;
        }
        *w++ = *p++;
    }
    *w = 0;
    o->len = (size_t)(w - o->s);
}

static void code(const cubin_scn *s, gi_str *o, void (*warn)(void *, uint64_t), void *user)
{
    for (size_t off = 0; off < s->len;) {
        size_t from = o->len;
        size_t n = s->len - off >= 8 ? gi_sass_dis_inst(NULL, s->data, s->len, off, o) : 0;
        if (n) {
            drop_sched(o, from);
            gi_str_add(o, "\n");
            off += n;
            continue;
        }
        if (s->len - off < 8) {
            bytes(o, s->data + off, s->len - off);
            break;
        }
        if (warn) warn(user, s->addr + off);
        gi_str_addf(o, "\t.quad 0x%016llx\n", (unsigned long long)gi_le_load(s->data + off, 8));
        off += 8;
    }
}

static const char *fmt_names[] = {NULL, "NVAL", "BVAL", "HVAL", "SVAL"};

/* `.nv_info EIATTR_NAME, FORMAT, values` per record; what does not parse
 * as records is left to `.byte` lines. */
static void nv_info(const cubin_scn *s, gi_str *o)
{
    size_t p = 0;
    while (p + 4 <= s->len) {
        unsigned fmt = s->data[p], id = s->data[p + 1], v = (unsigned)gi_le_load(s->data + p + 2, 2);
        if (fmt < 1 || fmt > 4 || (fmt == 4 && (v % 4 || v > s->len - p - 4))) break;
        const char *nm = cubin_eiattr_name(id);
        if (nm) gi_str_addf(o, "\t.nv_info %s, %s", nm, fmt_names[fmt]);
        else gi_str_addf(o, "\t.nv_info EIATTR_0x%02x, %s", id, fmt_names[fmt]);
        if (fmt == 4) {
            for (unsigned k = 0; k < v; k += 4)
                gi_str_addf(o, ", 0x%x", (unsigned)gi_le_load(s->data + p + 4 + k, 4));
            p += 4 + v;
        } else {
            gi_str_addf(o, ", 0x%x", v);
            p += 4;
        }
        gi_str_add(o, "\n");
    }
    bytes(o, s->data + p, s->len - p);
}

static const char *sym_types[] = {"NOTYPE", "OBJECT", "FUNC", "SECTION", "FILE"};
static const char *sym_binds[] = {"LOCAL", "GLOBAL", "WEAK"};

static const char *str_at(const cubin_file *f, uint32_t link, uint64_t off)
{
    if (link >= f->nscn || f->scn[link].type != SHT_STRTAB) return "";
    const cubin_scn *t = &f->scn[link];
    if (off >= t->len || !memchr(t->data + off, 0, t->len - off)) return "";
    return (const char *)t->data + off;
}

static void symbols(const cubin_file *f, const cubin_scn *s, gi_str *o)
{
    bool e64 = f->ident[EI_CLASS] == ELFCLASS64;
    size_t es = e64 ? 24 : 16, i = 0;
    for (; s->entsize == es && i + es <= s->len; i += es) {
        const uint8_t *b = s->data + i;
        uint64_t name = gi_le_load(b, 4), value, size;
        unsigned info, other, shndx;
        if (e64) value = gi_le_load(b + 8, 8), size = gi_le_load(b + 16, 8), info = b[4], other = b[5], shndx = (unsigned)gi_le_load(b + 6, 2);
        else value = gi_le_load(b + 4, 4), size = gi_le_load(b + 8, 4), info = b[12], other = b[13], shndx = (unsigned)gi_le_load(b + 14, 2);
        unsigned ty = info & 0xf, bi = info >> 4;
        gi_str_addf(o, "\t.symbol name=0x%llx value=0x%llx size=0x%llx", (unsigned long long)name,
                    (unsigned long long)value, (unsigned long long)size);
        if (ty < 5) gi_str_addf(o, " type=%s", sym_types[ty]);
        else gi_str_addf(o, " type=%u", ty);
        if (bi < 3) gi_str_addf(o, " bind=%s", sym_binds[bi]);
        else gi_str_addf(o, " bind=%u", bi);
        gi_str_addf(o, " other=0x%x shndx=%u", other, shndx);
        const char *nm = str_at(f, s->link, name);
        if (*nm) gi_str_addf(o, "  // %s", nm);
        gi_str_add(o, "\n");
    }
    bytes(o, s->data + i, s->len - i);
}

static void relocs(const cubin_file *f, const cubin_scn *s, gi_str *o)
{
    bool e64 = f->ident[EI_CLASS] == ELFCLASS64, rela = s->type == SHT_RELA;
    size_t w = e64 ? 8 : 4, es = w * (rela ? 3 : 2), i = 0;
    const cubin_scn *symtab = s->link < f->nscn ? &f->scn[s->link] : NULL;
    for (; s->entsize == es && i + es <= s->len; i += es) {
        const uint8_t *b = s->data + i;
        uint64_t off = gi_le_load(b, w), info = gi_le_load(b + w, w);
        uint64_t sym = e64 ? info >> 32 : info >> 8, type = e64 ? info & 0xffffffff : info & 0xff;
        gi_str_addf(o, "\t.reloc offset=0x%llx sym=%llu type=%llu", (unsigned long long)off, (unsigned long long)sym,
                    (unsigned long long)type);
        if (rela) gi_str_addf(o, " addend=%lld", (long long)(e64 ? (int64_t)gi_le_load(b + 16, 8) : (int32_t)gi_le_load(b + 8, 4)));
        size_t sz = e64 ? 24 : 16;
        if (symtab && symtab->type == SHT_SYMTAB && (sym + 1) * sz <= symtab->len) {
            const char *nm = str_at(f, symtab->link, gi_le_load(symtab->data + sym * sz, 4));
            if (*nm) gi_str_addf(o, "  // %s", nm);
        }
        gi_str_add(o, "\n");
    }
    bytes(o, s->data + i, s->len - i);
}

void cubin_print(const cubin_file *f, gi_str *o, void (*warn)(void *user, uint64_t addr), void *user)
{
    gi_str_add(o, "// CUDA cubin as text: gpuisa dis --isa=sass --cuasm; gpuisa as --isa=sass -filetype=obj writes it back\n");
    gi_str_add(o, ".cubin_ident");
    for (int i = 0; i < 16; i++) gi_str_addf(o, "%s0x%02x", i ? ", " : " ", f->ident[i]);
    gi_str_addf(o, "\n.cubin_header type=0x%x machine=%u version=0x%x entry=0x%llx phoff=0x%llx shoff=0x%llx flags=0x%x"
                " ehsize=%u phentsize=%u shentsize=%u shstrndx=%u\n",
                f->type, f->machine, f->version, (unsigned long long)f->entry, (unsigned long long)f->phoff,
                (unsigned long long)f->shoff, f->flags, f->ehsize, f->phentsize, f->shentsize, f->shstrndx);
    for (size_t i = 0; i < f->nph; i++) {
        const cubin_phdr *p = &f->ph[i];
        gi_str_addf(o, ".cubin_phdr type=0x%x flags=0x%x offset=0x%llx vaddr=0x%llx paddr=0x%llx filesz=0x%llx memsz=0x%llx align=0x%llx\n",
                    p->type, p->flags, (unsigned long long)p->offset, (unsigned long long)p->vaddr,
                    (unsigned long long)p->paddr, (unsigned long long)p->filesz, (unsigned long long)p->memsz,
                    (unsigned long long)p->align);
    }
    for (size_t i = 1; i < f->nscn; i++) {
        const cubin_scn *s = &f->scn[i];
        const char *nm = cubin_scn_name(f, i);
        gi_str_addf(o, "\n.cubin_section %s name=0x%x type=0x%x flags=0x%llx addr=0x%llx offset=0x%llx size=0x%llx"
                    " link=%u info=0x%x align=0x%llx entsize=0x%llx\n",
                    *nm ? nm : "\"\"", s->name, s->type, (unsigned long long)s->flags, (unsigned long long)s->addr,
                    (unsigned long long)s->offset, (unsigned long long)s->size, s->link, s->info,
                    (unsigned long long)s->align, (unsigned long long)s->entsize);
        if (s->type == SHT_NOBITS) continue;
        bool le = f->ident[EI_DATA] == ELFDATA2LSB;
        if (cubin_scn_is_code(s)) {
            if (*nm) gi_str_addf(o, "\t\tFunction : %s\n", !strncmp(nm, ".text.", 6) ? nm + 6 : nm);
            code(s, o, warn, user);
        } else if (le && !strncmp(nm, ".nv.info", 8)) {
            nv_info(s, o);
        } else if (le && s->type == SHT_SYMTAB) {
            symbols(f, s, o);
        } else if (le && (s->type == SHT_REL || s->type == SHT_RELA)) {
            relocs(f, s, o);
        } else {
            bytes(o, s->data, s->len);
        }
    }
}

typedef struct warn_ctx { FILE *diag; const char *name; } warn_ctx;

static void warn_word(void *user, uint64_t addr)
{
    warn_ctx *w = user;
    fprintf(w->diag, "%s:%llu: warning: invalid instruction encoding\n", w->name, (unsigned long long)addr);
}

int gi_sass_cubin_text(const uint8_t *file, size_t n, const char *name, FILE *out, FILE *diag)
{
    cubin_file f;
    char err[256];
    if (!cubin_read(file, n, &f, err, sizeof err)) {
        fprintf(diag, "gpuisa: %s: %s\n", name, err);
        return 1;
    }
    gi_str o;
    gi_str_init(&o);
    warn_ctx w = {diag, name};
    cubin_print(&f, &o, warn_word, &w);
    fwrite(o.s, 1, o.len, out);
    gi_str_free(&o);
    cubin_free(&f);
    return 0;
}
