/* Per-lane semantics of the SASS integer ALU rows (exec_int.c), called by the
 * executor (exec.c) with the lane's source values; docs/sass.md "Execution
 * semantics of the ALU rows" records the decisions (D-numbered). Pure
 * functions: no state, reentrant. */
#ifndef GI_SASS_EXEC_INT_H
#define GI_SASS_EXEC_INT_H
#include "sass/sass.h"
#include <stdbool.h>
#include <stdint.h>

/* CC flag bits (the executor keeps one word of them per lane). */
enum { SASS_CCF_CF = 1, SASS_CCF_ZF = 2, SASS_CCF_SF = 4, SASS_CCF_OF = 8 };

/* One lane's sources: a = Ra, b = Sb as read (register, constant word or immediate, before any
 * negation or inversion; XMAD's RC form: the register of the Rc field), c = Rc (XMAD's RC form:
 * the constant word), cc = the lane's CC bits, p = the predicate source after its '!'. */
typedef struct sass_int_src {
    uint32_t a, b, c, cc;
    bool p;
} sass_int_src;

/* One lane's results: r goes to Rd, cc to the CC when the row writes .CC, pd to the predicate
 * destination (in->plg) when sass_int_writes_pd(in). */
typedef struct sass_int_res {
    uint32_t r, cc;
    bool pd;
} sass_int_res;

/* True for the sass_ops exec_int.c implements. */
bool sass_int_handles(unsigned op);
/* NULL when the instruction's form is modelled, else what is not ("XMAD.CSFU"). */
const char *sass_int_unmodelled(const sass_inst *in);
/* The op writes a predicate destination in in->plg (LOP, LOP3). */
bool sass_int_writes_pd(const sass_inst *in);
/* XMAD's RC form: Sb is the register of the Rc field and the constant is the third source. */
bool sass_int_rc_form(const sass_inst *in);
void sass_int_lane(const sass_inst *in, const sass_int_src *s, sass_int_res *o);

#endif
