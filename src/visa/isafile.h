/* The vISA 4.1 binary file (.isa) of one kernel, laid out as GenX_IR 1.0.12504
 * writes it (without its gen-binary section): header, string table,
 * variables, predicates, labels, inputs, kernel attributes, body. */
#ifndef GI_VISA_ISAFILE_H
#define GI_VISA_ISAFILE_H
#include "visa/kernel.h"

/* Append the whole file for kernel k with instruction bytes body[0..n). */
void visa_isa_write(const visa_kernel *k, const uint8_t *body, size_t n, gi_str *out);

/* isa_read.c: the one reader of .isa files (dis, run, launch, the tests).
 * Reads every table into k (a visa_kernel as the assembler builds it, with
 * each entity's string index; the kernel's name lookup index is not built)
 * and checks the ids the tables refer to. NULL, or why the file is not read;
 * k is then partly filled (visa_kernel_free frees it either way). */
typedef struct visa_isa_layout {
    size_t body_off, body_len;
    size_t gen_at;       /* where the first gen binary starts (the file's end if none) */
    uint32_t nstrings;
} visa_isa_layout;
const char *visa_isa_read_kernel(const uint8_t *b, size_t n, visa_kernel *k, visa_isa_layout *lay);

/* The framing and the table sizes only (a visa_isa_read_kernel into a kernel
 * thrown away). */
typedef struct visa_isa_info {
    size_t body_off, body_len;
    uint32_t nvars, npreds, nlabels, ninputs, nstrings;
} visa_isa_info;
const char *visa_isa_read(const uint8_t *b, size_t n, visa_isa_info *info);

/* The integer kernel attribute `name` of k: 0, or -1 when absent or a string. */
int visa_kernel_int_attr(const visa_kernel *k, const char *name, uint32_t *value);

#endif
