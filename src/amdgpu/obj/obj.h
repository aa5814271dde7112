/* AMDGPU object files: the assembler directives clang writes (sections,
 * symbols, data, .amdhsa_kernel, .amdgpu_metadata), the kernel descriptor,
 * the metadata note and the ELF writer. */
#ifndef GI_AMDGPU_OBJ_H
#define GI_AMDGPU_OBJ_H
#include "amdgpu/amdgpu.h"
#include "core/asmcore.h"

/* ELF constants used here (values of the ELF and AMDGPU ABI documents). */
enum {
    AMD_SHT_PROGBITS = 1, AMD_SHT_SYMTAB = 2, AMD_SHT_STRTAB = 3, AMD_SHT_RELA = 4, AMD_SHT_NOTE = 7,
    AMD_SHT_NOBITS = 8, AMD_SHT_LLVM_ADDRSIG = 0x6fff4c03
};
enum { AMD_SHF_WRITE = 1, AMD_SHF_ALLOC = 2, AMD_SHF_EXEC = 4, AMD_SHF_MERGE = 0x10, AMD_SHF_STRINGS = 0x20,
       AMD_SHF_INFO_LINK = 0x40, AMD_SHF_EXCLUDE = 0x80000000u };
enum { AMD_STB_LOCAL = 0, AMD_STB_GLOBAL = 1, AMD_STB_WEAK = 2 };
enum { AMD_STT_NOTYPE = 0, AMD_STT_OBJECT = 1, AMD_STT_FUNC = 2, AMD_STT_SECTION = 3, AMD_STT_FILE = 4,
       AMD_STT_TLS = 6, AMD_STT_GNU_IFUNC = 10, AMD_STT_AMDGPU_HSA_KERNEL = 10 };
enum { AMD_STV_DEFAULT = 0, AMD_STV_INTERNAL = 1, AMD_STV_HIDDEN = 2, AMD_STV_PROTECTED = 3 };
enum { AMD_R_NONE = 0, AMD_R_ABS32_LO = 1, AMD_R_ABS32_HI = 2, AMD_R_ABS64 = 3, AMD_R_REL32 = 4, AMD_R_REL64 = 5,
       AMD_R_ABS32 = 6, AMD_R_GOTPCREL = 7, AMD_R_GOTPCREL32_LO = 8, AMD_R_GOTPCREL32_HI = 9, AMD_R_REL32_LO = 10,
       AMD_R_REL32_HI = 11, AMD_R_REL16 = 14 };

/* Data fixups (the instruction fixups are AMD_FIX_LIT32/AMD_FIX_BRANCH16). */
enum { AMD_FIX_DATA1 = 16, AMD_FIX_DATA2, AMD_FIX_DATA4, AMD_FIX_DATA8 };

/* An .amdhsa_kernel block being read. */
typedef struct amd_kd_block {
    char *name;
    unsigned line;           /* where it started */
    uint64_t seen;           /* bit per table row (kd.c) */
    uint64_t val[64];        /* value per table row */
    /* the values of .amdhsa_next_free_vgpr/sgpr: the register-count errors found at
     * .end_amdhsa_kernel are reported there, as llvm-mc does */
    gi_srcloc next_vgpr_at, next_sgpr_at;
} amd_kd_block;

typedef struct amd_state {
    const amd_ctx *ctx;
    gi_asmcore *core;
    gi_str text;             /* normalised instruction text for the listing */
    bool object;             /* an object file is written at the end */
    unsigned cov;            /* code object version (.amdhsa_code_object_version; 4) */
    int xnack, sramecc;      /* target id features: -1 off, 0 any, 1 on, 2 unsupported */
    /* multi-line blocks */
    amd_kd_block *kd;        /* inside .amdhsa_kernel */
    gi_str *meta;            /* inside .amdgpu_metadata: the YAML text */
    unsigned meta_line;
    int prev_section, section_stack[16];
    unsigned nstack;
    bool addrsig;
    gi_vec addrsig_syms;     /* char * */
    /* gfx10.1 offset-0x3f branch relaxation of object output (module.c) */
    bool relax_on;           /* the target has the bug and an object is written */
    bool relax_pending;      /* a branch not padded yet resolved to offset 0x3f */
    bool relax_replay;       /* a relaxation pass (the input comes from the first pass) */
    gi_str input;            /* the input lines, each ended by '\n' (first pass only) */
    uint8_t *pad;            /* per label branch, in input order: AMD_PAD_* bits */
    size_t npad;             /* entries allocated */
    size_t branch_seq;       /* ordinal of the next label branch */
} amd_state;

enum { AMD_PAD_NOP = 1, AMD_PAD_WANTED = 2 }; /* padded in this pass / found at offset 0x3f */

/* directives.c: a statement starting with a directive (lexer at its name);
 * lines inside a multi-line block. Returns true if the line was consumed by
 * a block. */
void amd_directive(amd_state *s, gi_lexer *lx);
bool amd_block_line(amd_state *s, const char *line, size_t len);
void amd_obj_init(amd_state *s);
void amd_obj_free(amd_state *s);
/* End of input: evaluate .size, report unterminated blocks. */
void amd_obj_finish(amd_state *s);

/* kd.c: the .amdhsa_* rows and the 64-byte kernel descriptor. */
bool amd_kd_field(amd_state *s, amd_kd_block *b, gi_lexer *lx);
void amd_kd_emit(amd_state *s, amd_kd_block *b, const char *end_at);
void amd_kd_free(amd_kd_block *b);

/* meta.c: YAML metadata to the msgpack note (NULL and a message on error). */
uint8_t *amd_meta_to_msgpack(const char *yaml, size_t len, size_t *out_len, char *err, size_t errlen,
                             unsigned *err_line);

/* meta_verify.c: the msgpack document follows the HSA metadata schema of llvm-mc 14. */
bool amd_meta_verify(const uint8_t *blob, size_t len);

/* elf.c: the relocatable object of the run; NULL when out of memory. */
uint8_t *amd_elf_write(amd_state *s, size_t *size, char *err, size_t errlen);

/* The target-id string (.amdgcn_target) and the ELF e_flags. */
void amd_target_id(const amd_state *s, gi_str *out);
unsigned amd_elf_mach(const char *cpu);
#endif
