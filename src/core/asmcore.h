/* The ISA-independent part of an assembly run: source position and
 * diagnostics, the location counter, symbols, code emission, fixups for
 * forward references and the in-order listing. Each ISA's assembler feeds
 * statements through it. */
#ifndef GI_CORE_ASMCORE_H
#define GI_CORE_ASMCORE_H
#include "gpuisa/gpuisa.h"
#include "core/util.h"
#include "core/symtab.h"
#include "core/expr.h"

typedef struct gi_asmcore gi_asmcore;

/* A relocation left in an object file. */
typedef struct gi_reloc {
    uint64_t offset;
    unsigned type;         /* ISA-defined (ELF R_*) */
    char *sym;             /* symbol name */
    int64_t addend;
} gi_reloc;

/* An output section. Section 0 is `.text`, whose bytes go to the sink's
 * code callback (and are kept only when keep_text is set); the bytes of every
 * other section are kept here. */
typedef struct gi_section {
    char *name;
    unsigned type;         /* ELF SHT_* */
    uint64_t flags;        /* ELF SHF_* */
    uint64_t entsize;
    uint64_t align;        /* largest alignment requested (>= 1) */
    uint64_t size;         /* location counter */
    uint8_t *bytes;        /* kept bytes (size of them), or NULL */
    size_t cap;
    gi_vec relocs;         /* gi_reloc */
    unsigned sym_order;    /* registration order of its section symbol */
} gi_section;

/* A field to fill in once an expression can be evaluated. */
typedef struct gi_fixup {
    int kind;              /* ISA-defined */
    uint64_t inst_offset;  /* start of the instruction */
    uint64_t offset;       /* byte offset of the field in the output */
    uint64_t dot;          /* value of `.` for the expression */
    int section;           /* section of the field */
    char *expr;            /* expression text */
    unsigned line, col;
    char *source;          /* source line, for the diagnostic */
    size_t listing;        /* index of the listing record (queue position) */
    uint64_t aux;          /* ISA-defined (AMDGPU: the ordinal of a relaxable branch) */
    unsigned inst_col;     /* column of the instruction (errors about all of it) */
} gi_fixup;

/* An error about a fixup's line at another column of it (from a gi_fixup_fn). */
void gi_fixup_error_at(gi_asmcore *c, const gi_fixup *f, unsigned col, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* Resolve one fixup: turn the value into bytes at f->offset.
 * Returns NULL or an error message (static); a NULL return with text left in
 * *msgbuf is a warning about the bytes produced. */
typedef const char *(*gi_fixup_fn)(void *isa_state, const gi_fixup *f, const gi_eval *v,
                                   uint8_t *out, size_t *n, gi_str *msgbuf);

struct gi_asmcore {
    const char *file;
    gi_asm_sink sink;
    unsigned numflags;
    gi_prec_table prec;
    bool warn_prec;          /* also evaluate with the other priority table; warn on a difference */
    /* current line */
    unsigned line;
    const char *src;
    size_t srclen;
    uint64_t pc;
    gi_symtab syms;
    unsigned nerrors, nwarnings;
    bool line_failed;        /* an error was reported on the current line */
    /* pending forward references and the listing records waiting for them */
    gi_vec fixups;           /* gi_fixup */
    gi_vec queue;            /* struct listing_rec (asmcore.c) */
    size_t queue_head;
    gi_fixup_fn fixup_fn;
    void *isa_state;
    /* sections (gi_section); pc is the location counter of `cur` */
    gi_vec sections;
    int cur;
    bool keep_text;          /* an object file is written: keep .text's bytes too */
    unsigned next_order;     /* symbol registration counter */
    void (*object_fn)(void *user, const uint8_t *bytes, size_t n); /* gi_asm_on_object */
    void *object_user;
    struct gi_dwarf *dwarf;  /* .file/.loc/.cfi_* state (dwarf.c), NULL until used */
};

void gi_asmcore_init(gi_asmcore *c, const char *file, const gi_asm_sink *sink);
void gi_asmcore_free(gi_asmcore *c);
void gi_asmcore_begin_line(gi_asmcore *c, unsigned line, const char *src, size_t len);

/* Diagnostics at a position in the current line (NULL = column 1). */
void gi_error(gi_asmcore *c, const char *at, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void gi_warning(gi_asmcore *c, const char *at, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* An error about the text [at, end) of the current line: caret at `at`, the rest underlined. */
void gi_error_range(gi_asmcore *c, const char *at, const char *end, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* A place in an earlier line, kept for an error found later (the end of a block). */
typedef struct gi_srcloc {
    unsigned line, col, range_len;
    char *source;          /* a copy of the line; NULL = not set */
} gi_srcloc;
void gi_srcloc_save(gi_asmcore *c, gi_srcloc *loc, const char *at, const char *end);
void gi_srcloc_free(gi_srcloc *loc);
void gi_error_saved(gi_asmcore *c, const gi_srcloc *loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* Expression environment for the current statement. */
gi_expr_env gi_asmcore_env(gi_asmcore *c);

/* Parse an expression at the lexer, reporting a syntax or arithmetic error;
 * with warn_prec, warn when the other operator-priority table gives another
 * value. env comes from gi_asmcore_env (callers may adjust it). */
bool gi_parse_expr(gi_asmcore *c, gi_lexer *lx, gi_expr_env *env, gi_eval *ev);

/* Define the labels at the start of a statement (`name:`, numeric `1:`,
 * possibly several) and step the lexer past them. */
void gi_parse_labels(gi_asmcore *c, gi_lexer *lx);

/* Define a label at the current pc, or assign a symbol. */
void gi_define_label(gi_asmcore *c, const char *name, size_t len, const char *at);
void gi_define_local_label(gi_asmcore *c, uint64_t n);
void gi_assign_symbol(gi_asmcore *c, const char *name, size_t len, const char *at, const gi_eval *v);

/* Emit one instruction. text (the listing text) must be NUL-terminated at
 * textlen. fixups[i].offset are relative to the instruction start here;
 * expression texts are copied. */
void gi_emit_inst(gi_asmcore *c, const char *text, size_t textlen, const uint8_t *bytes, size_t n,
                  const gi_fixup *fixups, size_t nfixups);

/* The same with a note printed after the listing's encoding (NULL = none;
 * copied when the record has to wait). */
void gi_emit_inst_note(gi_asmcore *c, const char *text, size_t textlen, const char *note, const uint8_t *bytes,
                       size_t n, const gi_fixup *fixups, size_t nfixups);

/* Emit bytes that belong to no listed instruction (padding the target's
 * assembler inserts, e.g. AMDGPU's gfx10 s_nop after a branch). */
void gi_emit_padding(gi_asmcore *c, const uint8_t *bytes, size_t n);

/* Emit data bytes (directives such as .byte/.long) into the current section,
 * with fixups as gi_emit_inst takes them; no listing record. */
void gi_emit_data(gi_asmcore *c, const uint8_t *bytes, size_t n, const gi_fixup *fixups, size_t nfixups);

/* Sections: find or create by name (created with the given attributes),
 * switch to one, raise its alignment, pad the current section to a power
 * of two with a fill pattern of `fill_size` bytes (0 = zeros). */
int gi_section_get(gi_asmcore *c, const char *name, size_t len, unsigned type, uint64_t flags, uint64_t entsize,
                   bool *created);
void gi_section_switch(gi_asmcore *c, int index);
gi_section *gi_section_at(const gi_asmcore *c, int index);
void gi_align(gi_asmcore *c, uint64_t align, uint64_t fill, unsigned fill_size, uint64_t max_skip);

/* Record a relocation in a section (the symbol name is copied). */
void gi_add_reloc(gi_asmcore *c, int section, uint64_t offset, unsigned type, const char *sym, size_t symlen,
                  int64_t addend);

/* Register a symbol for the object file's symbol table (first registration
 * fixes its place, as LLVM's assembler orders symbols). */
void gi_sym_register(gi_asmcore *c, gi_sym *s);

/* Resolve all fixups; report undefined symbols. */
void gi_asmcore_finish(gi_asmcore *c);

#endif
