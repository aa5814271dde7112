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
    size_t name_off, name_len;     /* the kernel name in the header */
    size_t strings_off;            /* first string of the string table */
    size_t inputs_off;             /* first input record (9 bytes: kind, id u32, offset u16, size u16) */
    size_t attrs_off;              /* first kernel attribute (name index u32, size u8, value) */
    unsigned nattrs;
} visa_isa_info;

/* String `idx` of the string table (NUL-terminated in b), NULL if none. */
const char *visa_isa_string(const uint8_t *b, size_t n, const visa_isa_info *info, uint32_t idx);
/* The integer kernel attribute `name` (little-endian, 1..8 bytes): 0, or -1 when absent or not an integer. */
int visa_isa_int_attr(const uint8_t *b, size_t n, const visa_isa_info *info, const char *name, uint64_t *value);

/* Check the framing of a .isa file (header, tables, sizes); NULL or why not. */
const char *visa_isa_read(const uint8_t *b, size_t n, visa_isa_info *info);

#endif
