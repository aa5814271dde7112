/* gpuisa dis on an ELF file (AMDGPU relocatable object or code object, CUDA
 * cubin): every SHF_EXECINSTR section, its symbols as `name:` labels. Read
 * with libelf. */
#include "dis.h"
#include <gelf.h>
#include <libelf.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

typedef struct label { unsigned long long addr; const char *name; } label;

typedef struct labels {
    label *v;
    size_t n, next;
} labels;

static int by_addr(const void *a, const void *b)
{
    const label *x = a, *y = b;
    return x->addr < y->addr ? -1 : x->addr > y->addr;
}

static void put_labels(void *user, FILE *out, unsigned long long addr)
{
    labels *l = user;
    while (l->next < l->n && l->v[l->next].addr <= addr) {
        if (l->v[l->next].addr == addr) fprintf(out, "%s:\n", l->v[l->next].name);
        l->next++;
    }
}

/* The named function/object/untyped symbols defined in section ndx. */
static void collect(Elf *e, size_t ndx, labels *l)
{
    Elf_Scn *scn = NULL;
    while ((scn = elf_nextscn(e, scn))) {
        GElf_Shdr sh;
        if (!gelf_getshdr(scn, &sh) || (sh.sh_type != SHT_SYMTAB)) continue;
        Elf_Data *d = elf_getdata(scn, NULL);
        if (!d || !sh.sh_entsize) continue;
        size_t cnt = sh.sh_size / sh.sh_entsize;
        for (size_t i = 1; i < cnt; i++) {
            GElf_Sym s;
            if (!gelf_getsym(d, (int)i, &s) || s.st_shndx != ndx) continue;
            int ty = GELF_ST_TYPE(s.st_info);
            if (ty == STT_SECTION || ty == STT_FILE) continue;
            const char *nm = elf_strptr(e, sh.sh_link, s.st_name);
            if (!nm || !*nm) continue;
            label *nv = realloc(l->v, (l->n + 1) * sizeof *nv);
            if (!nv) return;
            l->v = nv;
            l->v[l->n++] = (label){s.st_value, nm};
        }
    }
    qsort(l->v, l->n, sizeof *l->v, by_addr);
}

int gi_dis_elf(gi_dis_job *j, const uint8_t *data, size_t n)
{
    if (elf_version(EV_CURRENT) == EV_NONE) {
        fprintf(stderr, "gpuisa: libelf: %s\n", elf_errmsg(-1));
        return 1;
    }
    Elf *e = elf_memory((char *)data, n);
    size_t shstr;
    if (!e || elf_kind(e) != ELF_K_ELF || elf_getshdrstrndx(e, &shstr) != 0) {
        fprintf(stderr, "gpuisa: %s: not a readable ELF file: %s\n", j->name, elf_errmsg(-1));
        if (e) elf_end(e);
        return 1;
    }
    int status = 0;
    GElf_Ehdr eh;
    bool cubin = gelf_getehdr(e, &eh) && eh.e_machine == 190; /* EM_CUDA */
    Elf_Scn *scn = NULL;
    while ((scn = elf_nextscn(e, scn))) {
        GElf_Shdr sh;
        if (!gelf_getshdr(scn, &sh) || sh.sh_type != SHT_PROGBITS || !(sh.sh_flags & SHF_EXECINSTR)) continue;
        Elf_Data *d = elf_getdata(scn, NULL);
        const char *nm = elf_strptr(e, shstr, sh.sh_name);
        if (!d || (d->d_size && !d->d_buf)) {
            fprintf(stderr, "gpuisa: %s: cannot read section %s\n", j->name, nm ? nm : "?");
            status = 1;
            continue;
        }
        /* a cubin's kernel as cuobjdump heads it (listing furniture that `gpuisa as` skips) */
        if (cubin) fprintf(j->out, "\t\tFunction : %s\n", nm && !strncmp(nm, ".text.", 6) ? nm + 6 : nm ? nm : "?");
        else if (nm && !strcmp(nm, ".text")) fprintf(j->out, "\t.text\n");
        else fprintf(j->out, "\t.section\t%s\n", nm ? nm : "?");
        labels l = {0};
        collect(e, elf_ndxscn(scn), &l);
        gi_dis_job sj = *j;
        sj.labels = put_labels, sj.user = &l;
        gi_dis_range(&sj, d->d_buf, d->d_size, sh.sh_addr);
        put_labels(&l, j->out, sh.sh_addr + d->d_size);
        free(l.v);
    }
    elf_end(e);
    return status;
}
