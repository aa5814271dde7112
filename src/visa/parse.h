/* One vISA instruction statement -> visa_inst, with the source positions
 * the validator reports at. */
#ifndef GI_VISA_PARSE_H
#define GI_VISA_PARSE_H
#include "visa/kernel.h"
#include "visa/scan.h"
#include "visa/visa.h"

typedef struct visa_pos {
    const char *mnem, *sfid, *l1, *l3, *exec, *pred;
    const char *data, *shape, *vec, *order;   /* the data operand and its shape parts */
    const char *addr, *model, *surface, *asize, *scale, *offset, *pitch, *src0;
    const char *src1, *src2;                   /* atomic sources */
    const char *blocks, *width, *height, *flags;
} visa_pos;

typedef struct visa_parsed {
    visa_inst in;
    visa_pos at;
    const visa_lsc_row *lrow;    /* LSC_UNTYPED row, or NULL */
    const visa_alu_row *arow;    /* other instruction, or NULL */
    bool exec_given;
    bool pitch_given;
} visa_parsed;

/* Parse the statement at s (labels already consumed). Reports the first
 * syntax error and returns false. */
bool visa_parse_inst(visa_scan *s, const visa_kernel *k, const visa_target *t, visa_parsed *out);

/* Check every LSC rule of the platform (validate.c). */
bool visa_validate(gi_asmcore *core, const visa_target *t, const visa_kernel *k, const visa_parsed *ps);

#endif
