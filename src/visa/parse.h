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
    const char *base;                          /* block2d surface base */
} visa_pos;

typedef struct visa_parsed {
    visa_inst in;
    visa_pos at;
    const visa_lsc_row *lrow;    /* LSC_UNTYPED row, or NULL */
    const visa_alu_row *arow;    /* other instruction, or NULL */
    bool exec_given;
    bool pitch_given;
} visa_parsed;

/* An operand of the general parser: what was read (kind) and its fields. */
typedef struct visa_gopnd {
    char kind;           /* 'v' general, 'i' immediate, 'x' indirect r[A(i),off], 'p' predicate, 'l' label,
                            't' surface, 's' sampler element, 'r' raw, 'A' address register, '&' address-of */
    uint8_t mod;         /* VISA_MOD_* of a source */
    uint8_t type;        /* immediate / indirect type (VISA_T_*) */
    uint8_t row, col;    /* general; surface/sampler/address element in col */
    uint16_t region;     /* vstride | width << 4 | hstride << 8 (stride codes, as visa_vopnd) */
    bool has_index;      /* surface/sampler written with (i) */
    uint32_t id;         /* variable / predicate / label / surface / sampler / address id */
    int64_t off;         /* raw byte offset; indirect immediate offset; address-of offset */
    uint64_t imm;        /* immediate bits */
    const char *at;      /* where the operand starts */
} visa_gopnd;

typedef struct visa_gparsed {
    const visa_op_row *row;
    uint16_t pred;       /* as visa_inst.pred */
    uint8_t exec_size, emask;
    bool nomask, exec_given;
    bool sat;
    uint8_t cond, bfn, chan, atomic, fence;   /* option values */
    uint8_t nums[2];
    uint8_t lf_sfid, lf_op, lf_scope;         /* lsc_fence */
    unsigned n;
    visa_gopnd op[VISA_MAX_GOPNDS];
    bool beyond_codec;   /* uses a form codec.c does not encode (indirect, address operands, modifiers on ...) */
} visa_gparsed;

/* Parse any statement of the instruction table (visa_op_rows) at s: the
 * mnemonic's row gives the execution form, options, operand kinds and types;
 * labels are looked up, not created (the module creates them). Reports the
 * first error and returns false. */
bool visa_parse_gen(visa_scan *s, const visa_kernel *k, const visa_target *t, visa_gparsed *out);

/* Canonical text of a parsed statement (no newline). */
struct gi_str;
void visa_gprint(const visa_gparsed *g, const visa_kernel *k, struct gi_str *out);

/* Parse the statement at s (labels already consumed). Reports the first
 * syntax error and returns false. */
bool visa_parse_inst(visa_scan *s, const visa_kernel *k, const visa_target *t, visa_parsed *out);

/* Check every LSC rule of the platform (validate.c). */
bool visa_validate(gi_asmcore *core, const visa_target *t, const visa_kernel *k, const visa_parsed *ps);

#endif
