/* Writing a cubin with libelf (ELF_F_LAYOUT): every offset, the program
 * header table and the section header table go where the fields say, so an
 * unchanged text gives the same bytes as the file it came from. */
#define _POSIX_C_SOURCE 200809L
#include "sass/obj/cubin.h"
#include <gelf.h>
#include <libelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static uint8_t *read_back(FILE *tmp, size_t *n)
{
    int fd = fileno(tmp);
    off_t len = lseek(fd, 0, SEEK_END);
    if (len < 0 || lseek(fd, 0, SEEK_SET) != 0) return NULL;
    uint8_t *image = gi_xmalloc(len ? (size_t)len : 1);
    size_t got = 0;
    while (got < (size_t)len) {
        ssize_t r = read(fd, image + got, (size_t)len - got);
        if (r <= 0) break;
        got += (size_t)r;
    }
    if (got != (size_t)len) {
        free(image);
        return NULL;
    }
    *n = (size_t)len;
    return image;
}

uint8_t *cubin_write(const cubin_file *f, size_t *n, char *err, size_t errlen)
{
    uint8_t *image = NULL;
    FILE *tmp = tmpfile();
    Elf *e = NULL;
    int cls = f->ident[EI_CLASS];
    if (cls != ELFCLASS32 && cls != ELFCLASS64) {
        snprintf(err, errlen, "ELF class %d is neither 32 nor 64 bits", cls);
        goto out;
    }
    if (!tmp || elf_version(EV_CURRENT) == EV_NONE || !(e = elf_begin(fileno(tmp), ELF_C_WRITE, NULL)) ||
        !gelf_newehdr(e, cls)) {
        snprintf(err, errlen, "cannot create the ELF image: %s", elf_errmsg(-1));
        goto out;
    }
    elf_flagelf(e, ELF_C_SET, ELF_F_LAYOUT);
    GElf_Ehdr eh;
    gelf_getehdr(e, &eh);
    memcpy(eh.e_ident, f->ident, 16);
    eh.e_type = (GElf_Half)f->type, eh.e_machine = (GElf_Half)f->machine, eh.e_version = EV_CURRENT; /* CUDA's own value is patched in after libelf (below) */
    eh.e_entry = f->entry, eh.e_phoff = f->phoff, eh.e_shoff = f->shoff, eh.e_flags = f->flags;
    eh.e_ehsize = (GElf_Half)f->ehsize, eh.e_phentsize = (GElf_Half)f->phentsize;
    eh.e_shentsize = (GElf_Half)f->shentsize, eh.e_shstrndx = (GElf_Half)f->shstrndx;
    if (!gelf_update_ehdr(e, &eh) || (f->nph && !gelf_newphdr(e, f->nph))) {
        snprintf(err, errlen, "libelf: %s", elf_errmsg(-1));
        goto out;
    }
    for (size_t i = 0; i < f->nph; i++) {
        const cubin_phdr *p = &f->ph[i];
        GElf_Phdr ph = {p->type, p->flags, p->offset, p->vaddr, p->paddr, p->filesz, p->memsz, p->align};
        if (!gelf_update_phdr(e, (int)i, &ph)) {
            snprintf(err, errlen, "libelf: %s", elf_errmsg(-1));
            goto out;
        }
    }
    for (size_t i = 1; i < f->nscn; i++) {
        const cubin_scn *s = &f->scn[i];
        Elf_Scn *scn = elf_newscn(e);
        GElf_Shdr sh;
        if (!scn || !gelf_getshdr(scn, &sh)) {
            snprintf(err, errlen, "libelf: %s", elf_errmsg(-1));
            goto out;
        }
        sh.sh_name = s->name, sh.sh_type = s->type, sh.sh_flags = s->flags, sh.sh_addr = s->addr;
        sh.sh_offset = s->offset, sh.sh_link = s->link, sh.sh_info = s->info;
        sh.sh_addralign = s->align, sh.sh_entsize = s->entsize;
        sh.sh_size = s->type == SHT_NOBITS ? s->size : s->len;
        if (s->type != SHT_NOBITS && s->len) {
            Elf_Data *d = elf_newdata(scn);
            if (!d) {
                snprintf(err, errlen, "libelf: %s", elf_errmsg(-1));
                goto out;
            }
            d->d_buf = s->data;
            d->d_size = s->len;
            d->d_type = ELF_T_BYTE;
            d->d_align = 1;
            d->d_off = 0;
            d->d_version = EV_CURRENT;
        }
        if (!gelf_update_shdr(scn, &sh)) {
            snprintf(err, errlen, "libelf: %s", elf_errmsg(-1));
            goto out;
        }
    }
    if (elf_update(e, ELF_C_WRITE) < 0) {
        snprintf(err, errlen, "libelf: %s", elf_errmsg(-1));
        goto out;
    }
    elf_end(e);
    e = NULL;
    if (!(image = read_back(tmp, n))) snprintf(err, errlen, "cannot read the ELF image back");
    /* e_version (bytes 20..23 in both classes): cubins carry the CUDA ELF
     * ABI version there (0x41, ...), which libelf refuses to write */
    else if (*n >= 24)
        for (int b = 0; b < 4; b++) image[20 + b] = (uint8_t)(f->version >> (8 * b));
out:
    if (e) elf_end(e);
    if (tmp) fclose(tmp);
    return image;
}
