/* The data of a zebin's program: its .data.* / .bss.* sections (IGC puts the
 * constant tables of the math built-ins there, e.g. .data.const) and the object
 * symbols of .symtab that name places in them -- what a kernel's `faddr SYMBOL`
 * takes the address of (launch.c maps the sections and resolves the names). */
#include "visa/obj/zebin.h"
#include <gelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int prefixed(const char *s, const char *p) { return !strncmp(s, p, strlen(p)); }

static char *dup_str(const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = malloc(n);
    if (d) memcpy(d, s, n);
    return d;
}

/* section index -> data index + 1 (0: not a data section); nscn entries */
static int data_sections(Elf *e, const uint8_t *b, size_t n, visa_zebin *z, size_t *map, size_t nscn, char *err,
                         size_t errlen)
{
    size_t shstr = 0;
    if (elf_getshdrstrndx(e, &shstr) != 0) return snprintf(err, errlen, "cannot read the section names"), -1;
    for (size_t i = 1; i < nscn; i++) {
        GElf_Shdr sh;
        Elf_Scn *scn = elf_getscn(e, i);
        const char *name = scn && gelf_getshdr(scn, &sh) ? elf_strptr(e, shstr, sh.sh_name) : NULL;
        if (!name || !(prefixed(name, ".data.") || prefixed(name, ".bss."))) continue;
        if (sh.sh_type != SHT_NOBITS && (sh.sh_offset > n || sh.sh_size > n - sh.sh_offset))
            return snprintf(err, errlen, "section %.60s lies outside the file", name), -1;
        visa_zebin_data *d = realloc(z->data, (z->ndata + 1) * sizeof *d);
        if (!d) return snprintf(err, errlen, "out of memory"), -1;
        z->data = d;
        d = &z->data[z->ndata];
        d->name = dup_str(name);
        d->bytes = sh.sh_type == SHT_NOBITS ? NULL : b + sh.sh_offset;
        d->size = sh.sh_size;
        if (!d->name) return snprintf(err, errlen, "out of memory"), -1;
        map[i] = ++z->ndata;
    }
    return 0;
}

int visa_zebin_read_syms(Elf *e, const uint8_t *b, size_t n, visa_zebin *z, char *err, size_t errlen)
{
    size_t nscn = 0;
    if (elf_getshdrnum(e, &nscn) != 0) return snprintf(err, errlen, "cannot read the section headers"), -1;
    size_t *map = calloc(nscn ? nscn : 1, sizeof *map);
    if (!map) return snprintf(err, errlen, "out of memory"), -1;
    int rc = data_sections(e, b, n, z, map, nscn, err, errlen);
    for (size_t i = 1; i < nscn && rc == 0; i++) {
        GElf_Shdr sh;
        Elf_Scn *scn = elf_getscn(e, i);
        if (!scn || !gelf_getshdr(scn, &sh) || sh.sh_type != SHT_SYMTAB) continue;
        Elf_Data *data = elf_getdata(scn, NULL);
        size_t count = sh.sh_entsize ? sh.sh_size / sh.sh_entsize : 0;
        for (size_t k = 1; data && k < count && rc == 0; k++) {
            GElf_Sym sym;
            if (!gelf_getsym(data, (int)k, &sym)) break;
            if (GELF_ST_TYPE(sym.st_info) != STT_OBJECT || sym.st_shndx >= nscn || !map[sym.st_shndx]) continue;
            const char *name = elf_strptr(e, sh.sh_link, sym.st_name);
            size_t di = map[sym.st_shndx] - 1;
            if (!name || !*name) continue;
            if (sym.st_value > z->data[di].size || sym.st_size > z->data[di].size - sym.st_value) {
                snprintf(err, errlen, "symbol %.60s lies outside its section %.60s", name, z->data[di].name);
                rc = -1;
                break;
            }
            visa_zebin_symbol *s = realloc(z->syms, (z->nsyms + 1) * sizeof *s);
            if (!s) {
                snprintf(err, errlen, "out of memory");
                rc = -1;
                break;
            }
            z->syms = s;
            s = &z->syms[z->nsyms++];
            *s = (visa_zebin_symbol){dup_str(name), di, sym.st_value, sym.st_size};
            if (!s->name) {
                snprintf(err, errlen, "out of memory");
                rc = -1;
            }
        }
    }
    free(map);
    return rc;
}
