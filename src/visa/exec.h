/* vISA execution on the shared core (docs/visa-exec.md): the run state the
 * executor files share. exec.c holds the gi_isa_exec table (state keys,
 * registers, predicates, result, dispatch), exec_prog.c reads the .isa file
 * the assembler produced, exec_gen*.c the general instructions, exec_lsc.c the
 * LSC gathers/scatters, exec_atomic.c the atomics and append counters,
 * exec_b2d.c the 2D block transfers, exec_dp.c movs and the pre-LSC
 * data-port messages. */
#ifndef GI_VISA_EXEC_H
#define GI_VISA_EXEC_H
#include "exec/isa_exec.h"
#include "visa/visa.h"
#include "visa/parse.h"
#include <pthread.h>

/* A declared general variable: K elements of its type, stored as K*size
 * little-endian bytes at regs[off] (spec D2). */
typedef struct vx_var {
    char *name;
    uint8_t type;         /* VISA_T_* */
    uint32_t nelts, esize, off, size;
    /* alias=<BASE, OFF>: no storage of its own; off is BASE's resolved off
     * + alias_off (vx_vars_layout). alias_of 0 = not an alias. */
    uint32_t alias_of, alias_off;
    bool unmodelled;      /* an alias of a predefined variable that has no storage here */
} vx_var;

/* The predefined variables with storage (docs/visa-exec.md "Predefined
 * variables"): %r0 (one GRF: the thread payload's r0, group ids in dwords
 * 1, 6, 7), %group_id_x/y/z (views of those dwords, IGC's PreDefinedVars
 * offsets 4, 24, 28), %cr0 (1 dword), %sr0 (4 dwords). They sit at the start
 * of the register buffer; the others have size 0 (not modelled). */
enum { VX_PREDEF_R0 = 7, VX_PREDEF_SR0 = 13, VX_PREDEF_CR0 = 14 };

/* An element of an address variable (A0..): a byte position `off` in the
 * storage of variable `var` (0: never set). addr_add writes them, indirect
 * operands r[A(i),imm] read through them (exec_gen_opnd.c). */
typedef struct vx_aelem {
    uint32_t var;
    int32_t off;
} vx_aelem;

/* A declared address variable (at most 16 elements). */
typedef struct vx_avar {
    uint32_t nelts;
    vx_aelem el[16];
} vx_avar;

/* A declared predicate: one bit per element (bit i = element i). */
typedef struct vx_pred {
    char *name;
    uint32_t nelts;
    uint32_t bits;
} vx_pred;

/* A surface of the state file ("surfaces"): keyed by model + index/offset. */
typedef struct vx_surface {
    uint8_t model;        /* VISA_AM_BTI, _BSS, _SS */
    uint32_t key;         /* bti index (0..255) or bss/ss offset */
    uint64_t base, size;
    int has_size;
} vx_surface;

/* Surface (v_type=T) or sampler (v_type=S) variables (exec_dp.c): one 32-bit
 * state per element -- the binding-table index movs writes. Declared
 * variable k's elements are val[first[k] .. first[k+1]); set[e] is 0 until
 * movs writes element e. */
typedef struct vx_states {
    uint32_t nvars;
    uint32_t *first;      /* nvars + 1 entries */
    uint32_t *val;
    uint8_t *set;
} vx_states;
enum { VX_SURFACES = 0, VX_SAMPLERS = 1 };

/* An append counter (state "counters", or created by an append atomic). */
typedef struct vx_counter {
    uint8_t model;
    uint32_t key;
    uint32_t value;
} vx_counter;

/* The shape of one LSC gather/scatter, fixed at load time: which memory
 * elements a lane touches (coff[k] elements from the lane's address) and
 * where element k sits in the payload (k*cstride + n*lstride bytes). */
typedef struct vx_shape {
    uint8_t nel;
    uint8_t coff[64];
    uint8_t strided;
    uint32_t cstride, lstride, need;
} vx_shape;

/* A decoded instruction (labels are not instructions). */
typedef struct vx_inst {
    visa_inst in;
    const visa_lsc_row *row;    /* LSC_UNTYPED: its row */
    vx_shape shape;             /* LSC vector and strided layouts */
    bool gen;                   /* an instruction of the general table: g, not in */
    bool join;                  /* a join point of SIMD control flow (exec_gen_cf.c) */
    uint32_t target;            /* goto: the instruction index its label marks */
    char *sym;                  /* faddr: the symbol's name (owned) */
    visa_gparsed g;
} vx_inst;

struct visa_exec;
struct vx_hot;
/* Executes the instruction at m->pc and advances m->pc: GI_STEP_*. */
typedef int (*vx_fn)(struct visa_exec *x, const struct vx_hot *h);

/* The hot record of one instruction (exec_fast.c): its handler and, for the
 * fast handlers, every operand resolved at load time -- 64 bytes, streamed
 * in pc order, while the decoded vx_inst (~370 bytes) is read only by the
 * general path. */
typedef struct vx_hot {
    vx_fn fn;
    uint8_t *dst;               /* destination bytes in regs */
    uint8_t en;                 /* VX_EN_*: how the enables are obtained */
    uint8_t off;                /* exec-mask offset of Mk (4k) */
    uint8_t sp;                 /* gi_space of the access */
    uint8_t abytes;             /* LSC: bytes of the address in Src0 */
    uint32_t all;               /* the exec size's channels */
    uint32_t need;              /* channels that must be enabled; 0 = any */
    uint32_t len;               /* LSC: bytes copied; block2d: bytes per block row */
    union {
        struct {                /* contiguous LSC load */
            const uint8_t *src0;
            uint64_t mask;      /* 2^AS - 1 */
            int64_t offset;
            uint32_t scale;
            uint8_t ms, arg;    /* memory element bytes; base = arg_base */
            uint8_t plain;      /* a64 flat, scale 1, offset 0 */
        } l;
        struct {                /* general ALU (exec_fast_alu.c): channel i reads src[k] + i*step[k] */
            const uint8_t *src[3];
            uint8_t step[3];
            uint8_t ssize, dsize, ssigned;   /* integer mov: element sizes, sign-extend the source */
        } a;
        struct {                /* block2d nn load inside the surface */
            uint64_t first, span;   /* address of block 0 row 0; bytes to the end of the last row */
            uint32_t pitch;         /* surface row pitch */
            uint32_t rstride;       /* register row pitch (bytes) */
            uint32_t bstride;       /* register block pitch (bytes) */
            uint16_t rows;
            uint8_t blocks, pad;    /* pad: register rows or blocks have padding to zero */
        } b;
    } u;
} vx_hot;
enum { VX_EN_ALL = 0, VX_EN_EXEC = 1, VX_EN_FULL = 2 };

/* One mapped region per space (global, shared) found by a fast handler:
 * valid for one run (mappings change only between runs, and a region
 * gi_mem_region returned is wholly allocated, so its data never moves). */
typedef struct vx_rcache {
    const uint8_t *data;
    uint64_t base, len;         /* len 0: empty */
} vx_rcache;

typedef struct visa_exec {
    const visa_target *t;
    gi_machine *m;
    vx_var *vars;
    size_t nvars;
    vx_var predef[VISA_NUM_PREDEF_VARS];   /* by predefined id; size 0 = not modelled */
    vx_pred *preds;
    size_t npreds;
    uint8_t *regs;              /* 64-byte aligned, in regs_mem */
    uint8_t *regs_mem;
    size_t regs_size;
    vx_inst *insts;
    size_t ninsts;
    vx_hot *hot;                /* ninsts records (exec_fast.c) */
    uint64_t *fast_imm;         /* 3 per instruction: immediates of the fast ALU records */
    vx_rcache rc[2];            /* GI_SPACE_GLOBAL, GI_SPACE_SHARED; cleared by run_begin */
    vx_surface *surf;
    size_t nsurf;
    vx_counter *ctr;            /* given, then created while running (capacity reserved before the run) */
    size_t nctr, ctrcap;
    size_t napnd;               /* append atomics in the program */
    uint64_t arg_base;
    vx_avar *avars;             /* address variables, by declaration index */
    size_t navars;
    /* SIMD control flow (exec_gen_cf.c, docs/visa-exec.md "SIMD control
     * flow"): cf_wait[k], k = 0..ninsts, holds the channels a goto disabled
     * until execution reaches instruction k (a label's join point). NULL =
     * no goto state (vx_cf_init allocates it). */
    uint32_t *cf_wait;
    size_t cf_n;                /* entries of cf_wait */
    /* surface variables T6.. (declared, id - 6) and sampler variables S0..
     * (exec_dp.c): VX_SURFACES, VX_SAMPLERS */
    vx_states st[2];
    /* subroutine calls (call/ret): return index and the exec mask at the call
     * of each open frame (VX_CALL_DEPTH at most, allocated with cf_wait) */
    uint32_t *call_pc;
    uint64_t *call_exec;
    size_t ncalls;
    /* a thread of a launch (launch.c): barrier waits for the work-group
     * (VX_STEP_BARRIER) and lane instructions are counted */
    bool launch;
    uint64_t lane_insts;
    uint8_t rmode;              /* %cr0 bits 5:4: 0 RNE, 1 up, 2 down, 3 toward zero */
    /* a launch's lock of global atomics (its threads share the buffers across
     * host threads); NULL in a single run */
    pthread_mutex_t *amo;
    /* the program's symbols (a launch: the zebin's data, mapped): faddr's addresses */
    const struct vx_symbol *syms;
    size_t nsyms;
    struct vx_symbol *own_syms;   /* the state file's "symbols" (owned, names too); syms points here then */
    uint64_t *lane_info;        /* per instruction: channels (bits 0-31), mask offset << 32, NoMask << 40 */
} visa_exec;

/* A symbol of the program at a guest address (launch.c maps the zebin's data). */
typedef struct vx_symbol {
    const char *name;
    uint64_t addr;
} vx_symbol;

/* Step value of `barrier` in a launch: the thread waits for its work-group. */
enum { VX_STEP_BARRIER = 2 };
enum { VX_CALL_DEPTH = 64 };

extern const gi_isa_exec gi_visa_exec;
/* exec.c: the table's entries that a launch's threads use (exec_thread.c) */
void *vx_state_new(const void *ictx, gi_machine *m, const gi_exec_program *prog, char *err, size_t errlen);
void vx_state_free(void *st);
void vx_run_begin(void *st);
int vx_step_at(void *st, gi_machine *m, uint64_t pc);
/* The float rounding mode of %cr0 (bits 5:4), kept in x->rmode and applied
 * to the host thread's floating-point environment while the thread runs:
 * from_cr0 after an instruction wrote %cr0; enter before instructions run,
 * leave after (back to nearest-even for the rest of the program). */
void vx_rounding_from_cr0(visa_exec *x);
void vx_rounding_enter(const visa_exec *x);
void vx_rounding_leave(void);

/* exec_thread.c: the threads of a launch (launch.c). A thread is a run
 * state of the program on machine m; reset clears its registers, predicates
 * and control flow for a new work-group and sets its channel mask. */
visa_exec *vx_thread_new(const visa_target *t, gi_machine *m, const uint8_t *code, size_t size, char *err,
                         size_t errlen);
void vx_thread_reset(visa_exec *x, uint32_t exec);
/* Run up to budget instructions: VX_THREAD_* */
enum { VX_THREAD_RUN, VX_THREAD_BARRIER, VX_THREAD_END, VX_THREAD_ERROR };
int vx_thread_run(visa_exec *x, uint64_t budget);

/* exec_prog.c: variables, predicates and instructions of the .isa file. */
/* exec_vars.c: lay out x->vars (type, nelts, alias_of/alias_off set; ids
 * VISA_FIRST_USER_VAR + index): sizes, offsets (aliases resolved onto their
 * base's storage) and the register buffer. -1 with err when an alias's base
 * is unknown, later, or too small. */
int vx_vars_layout(visa_exec *x, char *err, size_t errlen);
int vx_load_program(visa_exec *x, const gi_exec_program *prog, char *err, size_t errlen);

/* exec_fast.c: x->hot, one record per instruction (after the program and
 * the variables are loaded). */
void vx_fast_prepare(visa_exec *x);
/* exec_fast_alu.c: a fast record for a common general ALU form (1), or 0;
 * imm: the instruction's 3 immediate slots. */
int vx_fast_alu_prepare(visa_exec *x, const vx_inst *u, vx_hot *h, uint64_t imm[3]);
/* The general path of the instruction at m->pc (also the fast handlers'
 * fallback); advances m->pc. */
int vx_exec_general(visa_exec *x, const vx_hot *h);

/* exec_lsc.c: fill u->shape (at load time). */
void vx_lsc_prepare(const visa_exec *x, vx_inst *u);

/* ---- helpers shared by the instruction files (exec.c) ---- */

/* Channel enables of an instruction (spec D8): bit n for channel n < exec size. */
uint32_t vx_enables(const visa_exec *x, const visa_inst *in);
/* The variable of id (NULL for %null and the predefined ones). */
const vx_var *vx_var_of(const visa_exec *x, uint32_t id);
/* Bytes [r.off, r.off + need) of a raw operand, or NULL after stopping the
 * run with an error (predefined variable, payload past the variable). */
uint8_t *vx_raw(visa_exec *x, const visa_raw *r, size_t need, const char *what);
/* One element of a vector operand (immediate, or the variable's element at
 * row*GRF + col*size), sign-extended from signed types. -1 after an error. */
int vx_vec(visa_exec *x, const visa_vopnd *v, uint64_t *out);
/* Surface base of model + operand (spec D11): 0 found, 1 missing, -1 error. */
int vx_surface_base(visa_exec *x, const visa_inst *in, uint64_t *base, const vx_surface **s, uint64_t *key);

/* How an LSC instruction reaches memory (spec D10-D12): the space, the
 * base of its address model, offsets modulo 2^AS. */
typedef struct vx_addr {
    gi_space sp;
    uint64_t base, mask;        /* mask = 2^AS - 1 */
    unsigned abytes;            /* bytes of one address in Src0 */
    unsigned ms, rs;            /* memory / register bytes of an element */
    const vx_surface *surf;
    int missing;                /* stateful surface not in the state: invalid_surface */
    uint64_t key;               /* the surface index / offset */
} vx_addr;
/* The offsets an LSC message of address size `as` bits and SFID `sfid` uses
 * (spec D10: modulo 2^AS). SLM offsets also drop bits 28-31: IGC tags every
 * local pointer with 0x10000000 (InlineLocalsResolution VALID_LOCAL_HIGH_BITS,
 * so that it is not null) and relies on the SLM ignoring it. */
static inline uint64_t vx_addr_mask(unsigned sfid, unsigned as)
{
    uint64_t m = as == 64 ? ~0ull : (1ull << as) - 1;
    return sfid == VISA_SFID_SLM ? m & 0x0fffffffull : m;
}
/* -1 after an error (the surface operand). */
int vx_addr_init(visa_exec *x, const visa_inst *in, vx_addr *a);
/* Element at offset `off` (already modulo 2^AS) of lane n: NULL when it can be
 * accessed, else the fault kind; *addr is the address (the fault's). */
const char *vx_elem_check(visa_exec *x, const vx_addr *a, unsigned lane, uint64_t off, uint64_t *addr);
/* Address A[n] of lane n from the Src0 payload (abytes little-endian bytes). */
static inline uint64_t vx_addr_of(const uint8_t *src0, unsigned n, unsigned abytes)
{
    return gi_le_load(src0 + (size_t)n * abytes, abytes);
}

/* Around the lanes of an atomic on space sp: a launch's global atomics hold
 * its lock, so that each read-modify-write is atomic across host threads. */
static inline void vx_amo_lock(const visa_exec *x, gi_space sp)
{
    if (x->amo && sp == GI_SPACE_GLOBAL) pthread_mutex_lock(x->amo);
}
static inline void vx_amo_unlock(const visa_exec *x, gi_space sp)
{
    if (x->amo && sp == GI_SPACE_GLOBAL) pthread_mutex_unlock(x->amo);
}

/* ---- instruction groups: GI_STEP_NEXT or GI_STEP_ERROR ---- */
int vx_exec_lsc(visa_exec *x, const vx_inst *u);
int vx_exec_atomic(visa_exec *x, const vx_inst *u, uint32_t en);
int vx_exec_apndctr(visa_exec *x, const vx_inst *u, uint32_t en);
int vx_exec_block2d(visa_exec *x, const vx_inst *u, uint32_t en);

/* exec_atomic.c: the new value of an atomic sub-op (LSC sub-op code) from
 * the old value and Src1/Src2, all `bits` wide; *write = 0 leaves memory.
 * NULL for a code that is no atomic. The pre-LSC atomics (exec_dp.c) use
 * the same functions. */
typedef uint64_t (*vx_atom_fn)(uint64_t old, uint64_t s1, uint64_t s2, unsigned bits, int *write);
vx_atom_fn vx_atom_of(unsigned subop);

/* Element conversions of the data sizes (spec D5): memory value -> register
 * slot value, register slot -> memory value. */
uint64_t vx_to_reg(unsigned ds, uint64_t mem);
uint64_t vx_to_mem(unsigned ds, uint64_t reg);

/* Payload component stride (spec D4). */
static inline unsigned vx_comp_stride(const visa_exec *x, unsigned exec_size, unsigned rs)
{
    unsigned n = exec_size > x->t->simd ? exec_size : x->t->simd;
    return n * rs > x->t->grf ? n * rs : x->t->grf;
}

#endif
