/* Per-lane semantics of the SASS float, double and conversion rows (exec_float.c), called by the
 * executor (exec.c) with the lane's source bit patterns; docs/sass.md "Execution semantics of the
 * float rows" records the decisions (D-F1 ..). Pure functions: reentrant (directed rounding
 * saves and restores the calling thread's rounding mode around one operation). */
#ifndef GI_SASS_EXEC_FLOAT_H
#define GI_SASS_EXEC_FLOAT_H
#include "sass/sass.h"
#include <stdbool.h>
#include <stdint.h>

/* One lane's sources as bit patterns, before negation or |abs|: a = Ra, b = the second source,
 * c = the third (a 64-bit source is the register pair {R+1,R}, or the constant's two words):
 * which operand feeds which is sass_float_sources' answer. p = the predicate source after '!'. */
typedef struct sass_flt_src {
    uint64_t a, b, c;
    bool p;
} sass_flt_src;

/* One lane's results: r to Rd (64 bits: Rd and Rd+1 when sass_float_wide(in) says so), pd/pd2 to
 * the predicate destinations of FSETP/DSETP. */
typedef struct sass_flt_res {
    uint64_t r;
    bool pd, pd2;
} sass_flt_res;

enum { SASS_FW_A = 1, SASS_FW_B = 2, SASS_FW_C = 4, SASS_FW_D = 8 };

/* True for the sass_ops exec_float.c implements. */
bool sass_float_handles(unsigned op);
/* NULL when the instruction's form is modelled, else what is not. */
const char *sass_float_unmodelled(const sass_inst *in);
/* Which sources and the destination are 64-bit (SASS_FW_* bits). */
unsigned sass_float_wide(const sass_inst *in);
/* FSETP/DSETP: predicate destinations instead of Rd. */
bool sass_float_writes_preds(const sass_inst *in);
void sass_float_lane(const sass_inst *in, const sass_flt_src *s, sass_flt_res *o);
/* The CC word (SASS_CCF_* bits, exec_int.h) a .CC form writes for the result r it wrote to Rd
 * (docs/sass.md D-F9): a float result gives ZF = zero or NaN, SF = negative or NaN; an integer
 * one (F2I, I2I, FSET, DSET) ZF and SF of the register value; CF = OF = 0. */
uint32_t sass_float_cc(const sass_inst *in, uint64_t r);

#endif
