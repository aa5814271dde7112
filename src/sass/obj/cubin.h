/* CUDA cubins (ELF, EM_CUDA): the whole file as fields and bytes, so that
 * the text of `gpuisa dis --cuasm` carries everything needed to write the
 * same bytes back (docs/sass.md "Cubins"). */
#ifndef GI_SASS_CUBIN_H
#define GI_SASS_CUBIN_H
#include "core/asmcore.h"
#include "core/util.h"
#include <stdbool.h>
#include <stdint.h>

enum { CUBIN_EM_CUDA = 190 };

typedef struct cubin_phdr {
    uint32_t type, flags;
    uint64_t offset, vaddr, paddr, filesz, memsz, align;
} cubin_phdr;

typedef struct cubin_scn {
    uint32_t name, type, link, info;   /* name: offset in the section name table */
    uint64_t flags, addr, offset, size, align, entsize;
    uint8_t *data;                     /* size bytes (none for SHT_NOBITS) */
    size_t len, cap;                   /* bytes held (the assembler appends) */
} cubin_scn;

typedef struct cubin_file {
    uint8_t ident[16];
    uint32_t type, machine, version, flags;
    uint64_t entry, phoff, shoff;
    uint32_t ehsize, phentsize, shentsize, shstrndx;
    cubin_phdr *ph;
    size_t nph;
    cubin_scn *scn;                    /* scn[0] is the null section */
    size_t nscn;
} cubin_file;

/* cubin_read.c: the file's fields and bytes (libelf); false with a reason. */
bool cubin_read(const uint8_t *b, size_t n, cubin_file *f, char *err, size_t errlen);
void cubin_free(cubin_file *f);
/* The section's name (from the section name table), "" when there is none. */
const char *cubin_scn_name(const cubin_file *f, size_t i);
/* The section holds SASS code (SHF_EXECINSTR with bytes). */
bool cubin_scn_is_code(const cubin_scn *s);
void cubin_scn_append(cubin_scn *s, const uint8_t *b, size_t n);

/* cubin_write.c: the ELF image of f, laid out as its fields say (libelf,
 * ELF_F_LAYOUT); NULL with a reason. */
uint8_t *cubin_write(const cubin_file *f, size_t *n, char *err, size_t errlen);

/* cubin_text.c: the whole file as text. Each code word that decodes to no
 * instruction is reported through warn (its offset in the section's
 * address space). */
void cubin_print(const cubin_file *f, gi_str *out, void (*warn)(void *user, uint64_t addr), void *user);

/* cubin_parse.c: one directive line of that text (`.cubin_*`, `.nv_info`,
 * `.symbol`, `.reloc`, `.byte`) read into f; false when the line is none of
 * them (errors are reported at their column through core). */
bool cubin_directive(cubin_file *f, gi_asmcore *core, const char *line, size_t len);

/* nv_info.c: EIATTR names by attribute id (NULL when unknown). */
const char *cubin_eiattr_name(unsigned id);
int cubin_eiattr_id(const char *name, size_t len);

#endif
