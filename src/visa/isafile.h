/* The vISA 4.1 binary file (.isa) of one kernel, laid out as GenX_IR 1.0.12504
 * writes it (without its gen-binary section): header, string table,
 * variables, predicates, labels, inputs, kernel attributes, body. */
#ifndef GI_VISA_ISAFILE_H
#define GI_VISA_ISAFILE_H
#include "visa/kernel.h"

/* Append the whole file for kernel k with instruction bytes body[0..n). */
void visa_isa_write(const visa_kernel *k, const uint8_t *body, size_t n, gi_str *out);

/* A read-back of a file: where the body is and the tables the printer needs. */
typedef struct visa_isa_info {
    size_t body_off, body_len;
    uint32_t nvars, npreds, nlabels, ninputs, nstrings;
} visa_isa_info;

/* Check the framing of a .isa file (header, tables, sizes); NULL or why not. */
const char *visa_isa_read(const uint8_t *b, size_t n, visa_isa_info *info);

#endif
