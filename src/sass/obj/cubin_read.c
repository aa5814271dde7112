/* Reading a cubin with libelf: the header, the program headers and every
 * section header with its raw bytes (no translation: the text and the
 * writer keep the bytes as the file has them). */
#include "sass/obj/cubin.h"
#include <gelf.h>
#include <libelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void cubin_free(cubin_file *f)
{
    for (size_t i = 0; i < f->nscn; i++) free(f->scn[i].data);
    free(f->scn);
    free(f->ph);
    memset(f, 0, sizeof *f);
}

void cubin_scn_append(cubin_scn *s, const uint8_t *b, size_t n)
{
    if (s->len + n > s->cap) {
        s->cap = (s->len + n) * 2 + 64;
        s->data = gi_xrealloc(s->data, s->cap);
    }
    memcpy(s->data + s->len, b, n);
    s->len += n;
}

bool cubin_scn_is_code(const cubin_scn *s)
{
    return s->type != SHT_NOBITS && (s->flags & SHF_EXECINSTR);
}

const char *cubin_scn_name(const cubin_file *f, size_t i)
{
    if (f->shstrndx >= f->nscn || i >= f->nscn) return "";
    const cubin_scn *t = &f->scn[f->shstrndx];
    uint32_t o = f->scn[i].name;
    if (o >= t->len || !memchr(t->data + o, 0, t->len - o)) return "";
    return (const char *)t->data + o;
}

static bool fail(char *err, size_t errlen, const char *what)
{
    int e = elf_errno();   /* 0 when libelf merely found no ELF header in the bytes */
    snprintf(err, errlen, "%s: %s", what, e ? elf_errmsg(e) : "no complete ELF header");
    return false;
}

static bool read_file(const uint8_t *b, size_t n, cubin_file *f, char *err, size_t errlen)
{
    if (elf_version(EV_CURRENT) == EV_NONE) return fail(err, errlen, "libelf");
    Elf *e = elf_memory((char *)b, n);
    GElf_Ehdr eh;
    size_t nscn = 0, nph = 0, shstr = 0;
    if (!e || elf_kind(e) != ELF_K_ELF || !gelf_getehdr(e, &eh) || elf_getshdrnum(e, &nscn) != 0 ||
        elf_getphdrnum(e, &nph) != 0 || elf_getshdrstrndx(e, &shstr) != 0) {
        if (e) elf_end(e);
        return fail(err, errlen, "not a readable ELF file");
    }
    if (eh.e_machine != CUBIN_EM_CUDA) {
        elf_end(e);
        snprintf(err, errlen, "not a CUDA cubin (e_machine %u, not EM_CUDA 190)", (unsigned)eh.e_machine);
        return false;
    }
    memcpy(f->ident, eh.e_ident, 16);
    f->type = eh.e_type, f->machine = eh.e_machine, f->version = eh.e_version, f->flags = eh.e_flags;
    f->entry = eh.e_entry, f->phoff = eh.e_phoff, f->shoff = eh.e_shoff;
    f->ehsize = eh.e_ehsize, f->phentsize = eh.e_phentsize, f->shentsize = eh.e_shentsize;
    f->shstrndx = (uint32_t)shstr;
    if (shstr >= 0xff00 || nscn >= 0xff00) {
        elf_end(e);
        snprintf(err, errlen, "extended section numbering is not supported");
        return false;
    }
    f->ph = gi_xcalloc(nph ? nph : 1, sizeof *f->ph);
    f->nph = nph;
    for (size_t i = 0; i < nph; i++) {
        GElf_Phdr p;
        if (!gelf_getphdr(e, (int)i, &p)) {
            elf_end(e);
            return fail(err, errlen, "cannot read a program header");
        }
        f->ph[i] = (cubin_phdr){p.p_type, p.p_flags, p.p_offset, p.p_vaddr, p.p_paddr, p.p_filesz, p.p_memsz, p.p_align};
    }
    f->scn = gi_xcalloc(nscn ? nscn : 1, sizeof *f->scn);
    f->nscn = nscn ? nscn : 1;
    for (size_t i = 1; i < nscn; i++) {
        Elf_Scn *scn = elf_getscn(e, i);
        GElf_Shdr sh;
        if (!scn || !gelf_getshdr(scn, &sh)) {
            elf_end(e);
            return fail(err, errlen, "cannot read a section header");
        }
        cubin_scn *s = &f->scn[i];
        *s = (cubin_scn){sh.sh_name, sh.sh_type, sh.sh_link, sh.sh_info, sh.sh_flags, sh.sh_addr, sh.sh_offset,
                         sh.sh_size, sh.sh_addralign, sh.sh_entsize, NULL, 0, 0};
        s->data = gi_xcalloc(1, 1);   /* never NULL: the printers index data + 0 of an empty section */
        if (sh.sh_type == SHT_NOBITS || !sh.sh_size) continue;
        if (sh.sh_offset > n || sh.sh_size > n - sh.sh_offset) {
            elf_end(e);
            snprintf(err, errlen, "section %zu lies outside the file", i);
            return false;
        }
        cubin_scn_append(s, b + sh.sh_offset, sh.sh_size);
    }
    elf_end(e);
    return true;
}

bool cubin_read(const uint8_t *b, size_t n, cubin_file *f, char *err, size_t errlen)
{
    memset(f, 0, sizeof *f);
    if (read_file(b, n, f, err, errlen)) return true;
    cubin_free(f);   /* what a failed read had taken */
    return false;
}
