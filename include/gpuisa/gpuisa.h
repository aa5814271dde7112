/* gpuisa — one library to assemble, check, disassemble and execute GPU machine
 * code of several vendors. This is the public API; the `gpuisa` command-line
 * tool is a thin driver over it.
 *
 * Ownership: every object returned by a *_new / *_begin call is released by
 * the matching *_free / *_end call. The library keeps no global mutable state:
 * contexts are independent and may be used from different threads. */
#ifndef GPUISA_H
#define GPUISA_H
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library's version (semantic versioning; the shared library's SONAME carries the major). */
#define GI_VERSION_MAJOR 0
#define GI_VERSION_MINOR 20
#define GI_VERSION_PATCH 0
#define GI_VERSION_STRING "0.20.0"

/* The symbols of the shared library: the public API only (everything else is hidden). */
#if defined(__GNUC__) || defined(__clang__)
#define GI_API __attribute__((visibility("default")))
#else
#define GI_API
#endif

/* The version of the library linked in ("MAJOR.MINOR.PATCH"), which may differ from the header's
 * GI_VERSION_STRING when a program runs with another shared library. */
GI_API const char *gi_version(void);

typedef enum gi_isa { GI_ISA_AMDGPU = 0, GI_ISA_SASS = 1, GI_ISA_VISA = 2 } gi_isa;

/* Option flags for gi_options.flags. */
enum {
    GI_OPT_LLVM_COMPAT = 1u << 0,  /* AMDGPU: reproduce llvm-mc 14 exactly */
    GI_OPT_OBJECT = 1u << 1        /* AMDGPU: also produce the ELF relocatable object (sink.object,
                                      gi_result_object) as llvm-mc -filetype=obj does; SASS: the input
                                      is a cubin as text (gi_sass_cubin_text), the object that cubin */
};

typedef struct gi_options {
    const char *mcpu;      /* target, e.g. "gfx900"; NULL = ISA default */
    const char *mattr;     /* llvm-style feature list, e.g. "+wavefrontsize64"; may be NULL */
    unsigned flags;        /* GI_OPT_* */
} gi_options;

typedef enum gi_severity { GI_ERROR = 0, GI_WARNING = 1, GI_NOTE = 2 } gi_severity;

/* One diagnostic. Strings stay valid only during the callback (streaming
 * API) or until gi_result_free (whole-buffer API). */
typedef struct gi_diag {
    gi_severity severity;
    const char *file;
    unsigned line, col;        /* 1-based */
    const char *message;
    const char *source;        /* the source line, not NUL-terminated */
    size_t source_len;
    unsigned range_len;        /* columns from col that the message is about (underlined
                                  with ~ as LLVM does); 0 = the caret only */
} gi_diag;

/* Per-instruction listing record (what --show-encoding prints). */
typedef struct gi_inst_listing {
    unsigned line;             /* 1-based source line */
    uint64_t offset;           /* byte offset of the instruction in the output */
    const char *text;          /* the instruction as written (whitespace-normalised) */
    const uint8_t *bytes;      /* its encoding, fully resolved */
    size_t size;
    const char *note;          /* extra text printed after the encoding, or NULL
                                  (SASS: "sched: 0xNNNNNN", the control field) */
} gi_inst_listing;

typedef struct gi_ctx gi_ctx;

/* Create a context for an ISA and target. On failure returns NULL and, if
 * err is not NULL, writes a NUL-terminated message into err[0..errlen). */
GI_API gi_ctx *gi_ctx_new(gi_isa isa, const gi_options *opt, char *err, size_t errlen);
GI_API void gi_ctx_free(gi_ctx *ctx);

/* Parse an ISA name ("amdgpu", "sass", "visa"); returns -1 if unknown. */
GI_API int gi_isa_from_name(const char *name);

/* ---- Streaming assembler: feed lines, receive code and diagnostics ---- */

typedef struct gi_asm_sink {
    void *user;
    /* Code bytes in output order (offset increases monotonically). */
    void (*code)(void *user, uint64_t offset, const uint8_t *bytes, size_t n);
    /* A later correction of bytes already passed to `code` (forward references
     * resolved at the end). May be NULL if the caller keeps the bytes itself. */
    void (*patch)(void *user, uint64_t offset, const uint8_t *bytes, size_t n);
    /* A fully resolved instruction, in input order (may lag behind `code`
     * while forward references are pending). May be NULL. */
    void (*listing)(void *user, const gi_inst_listing *inst);
    /* A diagnostic. May be NULL (then diagnostics are only counted). */
    void (*diag)(void *user, const gi_diag *d);
} gi_asm_sink;

typedef struct gi_asm gi_asm;

GI_API gi_asm *gi_asm_begin(gi_ctx *ctx, const char *filename, const gi_asm_sink *sink);
/* With GI_OPT_OBJECT: receive the object file, once, from gi_asm_end when
 * the run had no errors. */
GI_API void gi_asm_on_object(gi_asm *as, void (*fn)(void *user, const uint8_t *bytes, size_t n), void *user);
/* Feed one source line (without the newline). */
GI_API void gi_asm_line(gi_asm *as, const char *line, size_t len);
/* Finish: resolve forward references, report what stays unresolved.
 * Returns the number of errors of the whole run and frees `as`. */
GI_API unsigned gi_asm_end(gi_asm *as);

/* ---- Whole-buffer convenience API ---- */

typedef struct gi_result gi_result;

/* Assemble a whole buffer. Always returns a result (NULL only when out of
 * memory); check gi_result_errors(). */
GI_API gi_result *gi_assemble(gi_ctx *ctx, const char *filename, const char *text, size_t len);
GI_API unsigned gi_result_errors(const gi_result *r);
GI_API const uint8_t *gi_result_code(const gi_result *r, size_t *size);
/* The object file (GI_OPT_OBJECT), or NULL. */
GI_API const uint8_t *gi_result_object(const gi_result *r, size_t *size);
GI_API size_t gi_result_diag_count(const gi_result *r);
GI_API const gi_diag *gi_result_diag(const gi_result *r, size_t i);
GI_API size_t gi_result_inst_count(const gi_result *r);
GI_API const gi_inst_listing *gi_result_inst(const gi_result *r, size_t i);
GI_API void gi_result_free(gi_result *r);

/* ---- Disassembler ---- */

/* Disassemble the instruction at code[off] of a code buffer of `size` bytes:
 * writes its text (NUL-terminated, without a newline, truncated to cap - 1)
 * into text and returns its size in bytes. Returns 0 when the bytes at off
 * are no instruction (or the ISA has no disassembler): the caller prints
 * gi_dis_unit() bytes as data and goes on after them. The context is only
 * read, so one context may serve several threads. */
GI_API size_t gi_disassemble(const gi_ctx *ctx, const uint8_t *code, size_t size, size_t off, char *text, size_t cap);
/* Bytes of one data word of the ISA (4 for amdgpu: `.long`, 8 for sass:
 * `.quad`), or 0 when the ISA cannot disassemble raw code. */
GI_API size_t gi_dis_unit(const gi_ctx *ctx);
/* If `file` is a container of the ISA's code other than ELF (a vISA .isa
 * file), returns 1 and the byte range of its instructions; else 0. */
GI_API int gi_dis_container(const gi_ctx *ctx, const uint8_t *file, size_t n, size_t *off, size_t *len);

/* SASS: the whole CUDA cubin file[0..n) as text (`gpuisa dis --isa=sass
 * --cuasm`, docs/sass.md "Cubins"), written to out; `gpuisa as --isa=sass
 * -filetype=obj` (GI_OPT_OBJECT) reads it back to the same bytes. A code word
 * that is no instruction is a `.quad` line and a warning "NAME:ADDR: warning:
 * invalid instruction encoding" on diag. Returns 0, or 1 with a message on
 * diag when the bytes are no readable cubin. */
GI_API int gi_sass_cubin_text(const uint8_t *file, size_t n, const char *name, FILE *out, FILE *diag);

/* vISA: a whole 4.1 .isa file[0..n) (one kernel) as text (`gpuisa dis
 * --isa=visa F.isa`, docs/visa.md "Disassembly"): declarations, inputs,
 * attributes, labels and every instruction; `gpuisa as --isa=visa -o` reads it
 * back to the same file. Flags: GI_VISA_TEXT_ENCODING adds each
 * instruction's bytes (`; encoding: [...]`); GI_VISA_TEXT_IGC_TRUNCATED reads
 * the body as IGC 1.0.12504's own writer leaves it (each instruction without
 * its last execution-size/predicate-count fields). Returns 0, or 1 with a
 * message on diag. mcpu: dg2, mtl or pvc (the GRF size). */
#define GI_VISA_TEXT_ENCODING 1u
#define GI_VISA_TEXT_IGC_TRUNCATED 2u
GI_API int gi_visa_isa_text(const uint8_t *file, size_t n, const char *mcpu, unsigned flags, FILE *out, FILE *diag);

/* vISA: the kernels of an Intel zebin file[0..n) (the ELF `ocloc --format zebin` writes) as
 * one line per item (`gpuisa dis --isa=visa --zebin-info`, docs/visa.md "Zebin files"):
 * each kernel's execution environment, payload arguments, per-thread payload arguments,
 * binding table indices and per-thread memory buffers. Returns 0, or 1 with a message on
 * diag when the bytes are no readable zebin. */
GI_API int gi_visa_zebin_info(const uint8_t *file, size_t n, const char *name, FILE *out, FILE *diag);

/* Print a diagnostic in the clang/llvm-mc form:
 *   FILE:LINE:COL: error: MESSAGE
 *   <source line>
 *   <caret line>                                                       */
GI_API void gi_diag_print(FILE *f, const gi_diag *d);

/* Print one listing line: "<text>  ; encoding: [0x..,...]" (then " <note>" if any). */
GI_API void gi_listing_print(FILE *f, const gi_inst_listing *inst);

#ifdef __cplusplus
}
#endif
#endif
