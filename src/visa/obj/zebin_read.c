/* Reading a zebin's ELF with libelf: the header (64-bit, EM_INTELGT), the `.ze_info`
 * section (handed to zeinfo.c) and each kernel's `.text.NAME` code section, kept as a
 * pointer into the caller's bytes. */
#include "visa/obj/zebin.h"
#include <gelf.h>
#include <libelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { ZEBIN_EM_INTELGT = 205 };

typedef struct zscn {
    const char *name;
    GElf_Shdr sh;
} zscn;

static int elf_fail(char *err, size_t errlen, const char *what)
{
    int e = elf_errno();   /* 0 when libelf merely found no ELF header */
    snprintf(err, errlen, "%s: %s", what, e ? elf_errmsg(e) : "no complete ELF header");
    return -1;
}

/* every section's name and header, checked to lie inside the file */
static int read_sections(Elf *e, size_t n, zscn **out, size_t *nout, char *err, size_t errlen)
{
    size_t nscn = 0, shstr = 0;
    if (elf_getshdrnum(e, &nscn) != 0 || elf_getshdrstrndx(e, &shstr) != 0)
        return elf_fail(err, errlen, "cannot read the section headers");
    if (nscn > n / 64 + 1) {   /* each header takes 64 bytes of the file */
        snprintf(err, errlen, "the ELF header claims %zu sections, more than the file holds", nscn);
        return -1;
    }
    zscn *s = calloc(nscn ? nscn : 1, sizeof *s);
    if (!s) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    for (size_t i = 1; i < nscn; i++) {
        Elf_Scn *scn = elf_getscn(e, i);
        if (!scn || !gelf_getshdr(scn, &s[i].sh)) {
            free(s);
            return elf_fail(err, errlen, "cannot read a section header");
        }
        s[i].name = elf_strptr(e, shstr, s[i].sh.sh_name);
        if (!s[i].name) s[i].name = "";
        if (s[i].sh.sh_type != SHT_NOBITS &&
            (s[i].sh.sh_offset > n || s[i].sh.sh_size > n - s[i].sh.sh_offset)) {
            snprintf(err, errlen, "section %zu (%.60s) lies outside the file", i, s[i].name);
            free(s);
            return -1;
        }
    }
    *out = s;
    *nout = nscn;
    return 0;
}

static const zscn *find_scn(const zscn *s, size_t ns, const char *name, size_t *idx)
{
    for (size_t i = 1; i < ns; i++)
        if (!strcmp(s[i].name, name)) return *idx = i, &s[i];
    return NULL;
}

/* the kernels' code sections, and whether a relocation section applies to one (the gen
 * code's patches: gpuisa runs the vISA, so they are only noted) */
static int attach_text(visa_zebin *z, const uint8_t *b, const zscn *s, size_t ns, char *err, size_t errlen)
{
    for (size_t k = 0; k < z->nkernels; k++) {
        visa_zebin_kernel *kn = &z->kernels[k];
        size_t len = strlen(kn->name) + 7, idx = 0;
        char *want = malloc(len);
        if (!want) return snprintf(err, errlen, "out of memory"), -1;
        snprintf(want, len, ".text.%s", kn->name);
        const zscn *t = find_scn(s, ns, want, &idx);
        free(want);
        if (!t) {
            snprintf(err, errlen, "kernel '%.100s': no section .text.%.100s", kn->name, kn->name);
            return -1;
        }
        if (t->sh.sh_type != SHT_PROGBITS) {
            snprintf(err, errlen, "kernel '%.100s': section .text.%.100s is not PROGBITS (type 0x%x)", kn->name,
                     kn->name, (unsigned)t->sh.sh_type);
            return -1;
        }
        for (size_t i = 1; i < ns; i++)
            if ((s[i].sh.sh_type == SHT_REL || s[i].sh.sh_type == SHT_RELA) && s[i].sh.sh_info == idx && s[i].sh.sh_size)
                kn->text_relocated = true;
        kn->text = b + t->sh.sh_offset;
        kn->text_size = (size_t)t->sh.sh_size;
    }
    return 0;
}

static int read_elf(const uint8_t *b, size_t n, visa_zebin *z, char *err, size_t errlen)
{
    if (elf_version(EV_CURRENT) == EV_NONE) return elf_fail(err, errlen, "libelf");
    /* libelf takes a non-const image; ELF_C_READ on memory does not write to it */
    Elf *e = elf_memory((char *)(uintptr_t)b, n);
    GElf_Ehdr eh;
    if (!e || elf_kind(e) != ELF_K_ELF || !gelf_getehdr(e, &eh)) {
        if (e) elf_end(e);
        return elf_fail(err, errlen, "not a readable ELF file");
    }
    int rc = -1;
    zscn *s = NULL;
    size_t ns = 0, zi_idx = 0;
    const zscn *info;
    if (eh.e_ident[EI_CLASS] != ELFCLASS64 || eh.e_ident[EI_DATA] != ELFDATA2LSB) {
        snprintf(err, errlen, "not a zebin: a zebin is 64-bit little-endian ELF");
    } else if (eh.e_machine != ZEBIN_EM_INTELGT) {
        snprintf(err, errlen, "not a zebin (e_machine %u, not EM_INTELGT 205)", (unsigned)eh.e_machine);
    } else if (read_sections(e, n, &s, &ns, err, errlen) == 0) {
        if (!(info = find_scn(s, ns, ".ze_info", &zi_idx)))
            snprintf(err, errlen, "no .ze_info section");
        else if (info->sh.sh_type == SHT_NOBITS)
            snprintf(err, errlen, ".ze_info holds no bytes (NOBITS)");
        else {
            z->machine = eh.e_machine;
            if (visa_zeinfo_parse((const char *)b + info->sh.sh_offset, (size_t)info->sh.sh_size, z, err, errlen) == 0 &&
                attach_text(z, b, s, ns, err, errlen) == 0)
                rc = visa_zebin_read_syms(e, b, n, z, err, errlen);
        }
    }
    free(s);
    elf_end(e);
    return rc;
}

int visa_zebin_read(const uint8_t *bytes, size_t n, visa_zebin *out, char *err, size_t errlen)
{
    char dummy[1];
    if (!err || !errlen) err = dummy, errlen = sizeof dummy;
    err[0] = 0;
    if (!out) {
        snprintf(err, errlen, "no output");
        return -1;
    }
    memset(out, 0, sizeof *out);
    if (!bytes) {
        snprintf(err, errlen, "no input");
        return -1;
    }
    if (read_elf(bytes, n, out, err, errlen) == 0) return 0;
    visa_zebin_free(out);
    return -1;
}
