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

/* cubin_kernel.c: a kernel as the CUDA driver loads it (docs/sass.md "Launching a
 * cubin"); the pointers point into f. false with a reason (no such kernel, a 32-bit
 * cubin, relocations to apply, a malformed .nv.info record). */
enum { CUBIN_MAX_PARAMS = 512, CUBIN_CBANKS = 18 };
typedef struct cubin_param {
    unsigned ordinal, offset, size;   /* offset from the parameter window's start */
} cubin_param;
typedef struct cubin_kernel {
    const char *name;
    const uint8_t *code;
    size_t code_size;
    uint64_t static_shared;           /* .nv.shared.<name> */
    unsigned param_base, param_size;  /* EIATTR_PARAM_CBANK: the window in bank 0 (default 0x140, 0) */
    cubin_param params[CUBIN_MAX_PARAMS];
    size_t nparams;                   /* EIATTR_KPARAM_INFO records (0: the cubin says nothing) */
    uint32_t reqntid[3], maxntid[3];  /* EIATTR_REQNTID, EIATTR_MAX_THREADS (0: none) */
    const uint8_t *cbank[CUBIN_CBANKS];
    size_t cbank_size[CUBIN_CBANKS];
    int cbank_scn[CUBIN_CBANKS];
} cubin_kernel;
bool cubin_kernel_find(const cubin_file *f, const char *name, cubin_kernel *k, char *err, size_t errlen);

/* nv_info.c: EIATTR names by attribute id (NULL when unknown). */
const char *cubin_eiattr_name(unsigned id);
int cubin_eiattr_id(const char *name, size_t len);

#endif
