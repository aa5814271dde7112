/* The general vISA instructions on visa_gparsed (docs/visa-exec.md
 * "General instructions"): exec_gen.c dispatches, exec_gen_opnd.c reads and
 * writes operands (regions, immediates, indirect, predicates, conversions),
 * exec_gen_arith.c computes the ALU values, exec_gen_pred.c does compares,
 * selects and predicate logic, exec_gen_cf.c the SIMD control flow (goto and
 * its join points). */
#ifndef GI_VISA_EXEC_GEN_H
#define GI_VISA_EXEC_GEN_H
#include "visa/exec.h"
#include "visa/parse.h"

/* Execute one general instruction g on the state x (ALU, compare, select,
 * predicate logic, address arithmetic): GI_STEP_NEXT, or GI_STEP_ERROR after
 * a run error naming the form and the operand. Does not move x->m->pc
 * (control flow is vx_gen_goto). */
int vx_exec_gen(visa_exec *x, const visa_gparsed *g);

/* ---- SIMD control flow (exec_gen_cf.c) ---- */

/* Allocate the join masks for x->ninsts instructions (once, at load). */
void vx_cf_init(visa_exec *x);
/* Clear the join masks (start of a run). */
void vx_cf_reset(visa_exec *x);
/* Before executing instruction k: re-enable the channels waiting for k (k
 * is a join point: the instruction a label marks, or the one after a
 * backward goto). Cheap when nothing waits. */
void vx_gen_join(visa_exec *x, size_t k);
/* goto g at x->m->pc to the instruction index `target` (the first
 * instruction after the label; x->ninsts when the label ends the body):
 * updates the exec mask and the join masks and sets x->m->pc to the next
 * instruction to execute (the caller must not advance it). GI_STEP_NEXT, or
 * GI_STEP_ERROR (target out of range). */
int vx_gen_goto(visa_exec *x, const visa_gparsed *g, size_t target);
/* jmp: a uniform jump to `target` when channel 0's predicate holds (exec
 * size 1; the exec mask is unchanged). call: a subroutine call (a frame with
 * the return index and the exec mask; the subroutine runs with the called
 * channels). ret (visa_inst): returns from the subroutine, or ends the
 * thread in the kernel. All set x->m->pc; GI_STEP_NEXT, GI_STEP_END (the
 * kernel's ret) or GI_STEP_ERROR. */
int vx_gen_jmp(visa_exec *x, const visa_gparsed *g, size_t target);
int vx_gen_call(visa_exec *x, const visa_gparsed *g, size_t target);
int vx_ret(visa_exec *x, const visa_inst *in);
/* faddr SYMBOL DST: DST (element 0) gets the address of the program's symbol
 * (x->syms: a launch maps the zebin's data sections); GI_STEP_NEXT, or
 * GI_STEP_ERROR for a symbol the program does not define. */
int vx_gen_faddr(visa_exec *x, const visa_gparsed *g, const char *sym);

/* ---- shared by the exec_gen files ---- */

__extension__ typedef __int128 vx_i128;
__extension__ typedef unsigned __int128 vx_u128;

/* A value of one channel: a float (exactly, as a double) or an integer
 * (exactly, sign- or zero-extended from its type). */
typedef struct vx_val {
    int isf;
    double f;
    vx_i128 i;
} vx_val;

/* The form and the channel of the instruction being executed (errors). */
typedef struct vx_gctx {
    visa_exec *x;
    const visa_gparsed *g;
    unsigned off;        /* mask offset 4(k-1) of Mk */
} vx_gctx;

/* Channel enables of g (bit i = channel i < exec size): the exec mask from
 * offset c->off (every channel with _NM), and g's predicate when use_pred. */
uint32_t vx_gen_enables(const vx_gctx *c, int use_pred);
/* Predicate bits of g's predicate for its channels (.any/.all, !). */
uint32_t vx_gen_predbits(const vx_gctx *c);

int vx_type_float(unsigned t);
int vx_type_signed(unsigned t);
/* The element type of operand o (general: its variable's; predicate: bool),
 * -1 when it has none (address, label, %null). */
int vx_opnd_type(const visa_exec *x, const visa_gopnd *o);
/* Value of bits in type t. */
vx_val vx_decode(unsigned t, uint64_t bits);
/* Bits of value v in type t: integers truncate (clamp with sat), floats
 * round to nearest even (clamp to [0, 1] with sat), float -> integer rounds
 * toward zero and saturates (NaN -> 0). */
uint64_t vx_encode(unsigned t, vx_val v, int sat);
double vx_as_f(vx_val v);

/* Source operand s of g (op[s]) for channel i, source modifiers applied:
 * 0, or -1 after a run error. *type gets its type. */
int vx_src(const vx_gctx *c, unsigned s, unsigned i, vx_val *out, unsigned *type);
/* Where channel i of destination operand op[d] lives: *p (NULL for %null:
 * discard), *type its element type. 0, or -1 after a run error. */
int vx_dst_at(const vx_gctx *c, unsigned d, unsigned i, uint8_t **p, unsigned *type);
/* A run error about operand op[k] (k < 0: the instruction) of g. */
int vx_gerr(const vx_gctx *c, int k, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* The bits of predicate operand o (a 'p' operand): NULL after an error. */
vx_pred *vx_pred_opnd(const vx_gctx *c, unsigned k);

/* exec_gen_arith.c: the value of channel i of ALU op g from its sources a[]
 * (types t[]); dtype is the destination type. 0, or -1 after an error. For
 * addc/subb/madw r[1] is the second result. */
int vx_arith(const vx_gctx *c, const vx_val *a, const unsigned *t, unsigned dtype, vx_val r[2]);

/* exec_gen_pred.c */
int vx_exec_cmp(const vx_gctx *c, uint32_t en);
int vx_exec_setp(const vx_gctx *c, uint32_t en);
int vx_exec_plogic(const vx_gctx *c, uint32_t en);    /* and/or/xor/not/mov on predicates */
int vx_exec_addr_add(const vx_gctx *c, uint32_t en);

#endif
