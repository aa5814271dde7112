/* Binary encoding of the general instruction table's rows (gcodec.c): the
 * row's `bin` layout (visa.h) read in both directions. */
#ifndef GI_VISA_GCODEC_H
#define GI_VISA_GCODEC_H
#include "visa/parse.h"
#include "visa/visa.h"

/* What operand encodings need beyond the bytes: the GRF size and variable
 * types (an address-of operand stores its byte offset as row and column). */
typedef struct visa_gctx {
    unsigned grf;
    const visa_names *names;
} visa_gctx;

/* Encode g into out[0..cap): its length, or 0 with *err. */
size_t visa_gen_encode(const visa_gparsed *g, const visa_gctx *cx, uint8_t *out, size_t cap, const char **err);

/* Decode one instruction of the general table at b[0..n): its length, or 0
 * with *err. With igc_truncated, read the form IGC 1.0.12504's writer leaves
 * (the last visa_gen_igc_dropped fields missing; those operands stay zero). */
size_t visa_gen_decode(const uint8_t *b, size_t n, bool igc_truncated, const visa_gctx *cx, visa_gparsed *g, const char **err);

/* How many trailing fields IGC 1.0.12504's .isa writer leaves out of an
 * instruction of this row (one per execution-size and predicate field). */
unsigned visa_gen_igc_dropped(const visa_op_row *row);

/* The first row of an opcode (NULL if none). */
const visa_op_row *visa_gen_row_of(uint8_t opcode);

#endif
