/* The execution interface every ISA implements (Capstone/Unicorn style): a
 * table of function pointers, referenced from gi_isa_module.exec. The core
 * (src/exec) owns the machine (lanes, exec mask, memory, faults, limits, hook),
 * the run loop, the JSON state reader and the result writer; the ISA owns its
 * decoded program, its registers and predicates, and the semantics of one
 * instruction. See docs/execution.md, "ISA executors".
 *
 * Conventions: functions returning int give 0 on success and -1 on failure
 * with a message in err[0..errlen) (for example "unknown register 'R300'");
 * `lane` -1 means "every lane" on writes (or the scalar register) and "lane 0
 * or the scalar" on reads. Names are the ISA's own spellings. */
#ifndef GI_EXEC_ISA_EXEC_H
#define GI_EXEC_ISA_EXEC_H
#include "gpuisa/gpuisa.h"
#include "gpuisa/run.h"
#include "exec/machine.h"
#include "exec/value.h"
#include <jansson.h>

/* The program as assembled: the bytes of `as` and, when available, its
 * listing (instruction boundaries and text, in order). Valid only during
 * state_new: decode what you need there, once. */
typedef struct gi_exec_program {
    const uint8_t *code;
    size_t size;
    const gi_inst_listing *insts;   /* may be NULL */
    size_t ninsts;
} gi_exec_program;

/* State-file name of a memory space ("lds" -> GI_SPACE_SHARED ...). */
typedef struct gi_space_name {
    const char *name;
    gi_space space;
} gi_space_name;

/* One entry of the result: `group` is the key of the result object ("regs",
 * "preds", "cc", or an ISA's own), `name` the key inside it. */
typedef enum gi_result_kind {
    GI_RK_NUMBERS = 0,   /* array of n unsigned numbers (per lane or per element) */
    GI_RK_NUMBER = 1,    /* one unsigned number: values[0] */
    GI_RK_HEX64 = 2,     /* one string "0x" + 16 hex digits: values[0] */
    GI_RK_BOOLS = 3,     /* array of n booleans (values 0/1) */
    GI_RK_BOOL = 4       /* one boolean: values[0] */
} gi_result_kind;

typedef struct gi_result_item {
    const char *group;
    const char *name;
    gi_result_kind kind;
    const uint64_t *values;   /* read during the call only */
    size_t n;
} gi_result_item;

typedef void (*gi_result_emit)(void *sink, const gi_result_item *item);

/* Value of gi_isa_exec.step. */
enum { GI_STEP_NEXT = 0, GI_STEP_END = 1, GI_STEP_ERROR = -1 };

typedef struct gi_isa_exec {
    /* Lane count of a new emulator for this target (e.g. 32 for sass). */
    unsigned (*default_lanes)(const void *ictx);
    /* Memory-space names the state file may use, ending with {NULL, 0};
     * NULL = "global", "shared", "local". Names are also used in the result. */
    const gi_space_name *spaces;

    /* Decode the program once and create the run state (registers zero,
     * predicates false). May set machine defaults here: m->ninsts (required:
     * the number of instructions), the windows, gi_mem_set_shared_size,
     * gi_mem_set_local_size. Keep `m`: every later call uses it. NULL on
     * error (e.g. bytes that do not decode). */
    void *(*state_new)(const void *ictx, gi_machine *m, const gi_exec_program *prog, char *err, size_t errlen);
    void (*state_free)(void *st);

    /* May be NULL (any 1..64). Called before the lane count changes. */
    int (*check_lanes)(void *st, unsigned lanes, char *err, size_t errlen);

    /* Registers by name; values are the register's bits. */
    int (*reg_write)(void *st, const char *name, int lane, uint64_t value, char *err, size_t errlen);
    int (*reg_read)(void *st, const char *name, int lane, uint64_t *value, char *err, size_t errlen);
    /* A state-file register value: n values, `array` when written as a JSON
     * array (else n == 1). May be NULL; then the core accepts an integer for
     * every lane (gi_value_to_uint 32 bits) or an array of exactly `lanes`
     * integers, through reg_write. */
    int (*reg_set_values)(void *st, const char *name, const gi_value *v, size_t n, int array, char *err,
                          size_t errlen);

    /* Predicates by name (value 0/1). */
    int (*pred_write)(void *st, const char *name, int lane, int value, char *err, size_t errlen);
    int (*pred_read)(void *st, const char *name, int lane, int *value, char *err, size_t errlen);

    /* A top-level state key the core does not know ("lds_size", "apertures",
     * "surfaces" ...): 1 handled, 0 not an ISA key (the core reports it
     * unknown), -1 error. May be NULL. Called after lanes and the windows and
     * before exec, regs, preds, memory, constants and dump. */
    int (*state_key)(void *st, const char *key, json_t *value, char *err, size_t errlen);
    /* A state memory entry is about to be written: [addr, addr+len) in
     * space (lane -1 = every lane of local). May be NULL. -1 = invalid input. */
    int (*check_memory)(void *st, gi_space sp, int lane, uint64_t addr, uint64_t len, char *err, size_t errlen);
    /* The whole state file has been applied. May be NULL. */
    int (*state_done)(void *st, char *err, size_t errlen);

    /* Before each run (m->pc = 0, counters and faults cleared). May be NULL. */
    void (*run_begin)(void *st);
    /* Execute the instruction at m->pc and set m->pc to the next one.
     * GI_STEP_NEXT, GI_STEP_END (exit/return), or GI_STEP_ERROR after
     * gi_mach_error. The core counts the instruction, enforces the limit and
     * ends the run when m->pc >= m->ninsts. Must not allocate. */
    int (*step)(void *st, gi_machine *m);
    /* May be NULL. Execute instructions from m->pc as step would, each one
     * counted in m->icount, until one returns other than GI_STEP_NEXT, sets
     * m->attn (a stop, or a fault under --stop-on-fault), jumps, leaves
     * m->pc >= m->ninsts, or `budget` (>= 1) have run; return the last
     * step's value. The core calls it with m->pc < m->ninsts. gi_run_batch
     * (below) is the whole body: it saves the core's call per instruction. */
    int (*run)(void *st, gi_machine *m, uint64_t budget);

    /* Emit the result entries (regs, preds, cc, ...) in output order. */
    void (*result)(void *st, gi_result_emit emit, void *sink);
    /* Extra result keys of other shapes (vISA "counters"). May be NULL. */
    int (*result_extra)(void *st, json_t *root);
} gi_isa_exec;

/* The loop of gi_isa_exec.run around an ISA's step function (see there),
 * here given the pc as an argument (always m->pc). Called with a constant
 * `step`, the compiler inlines it into the loop. The pc of the next
 * instruction is kept in a register as pc + 1 and checked against m->pc by
 * a predictable branch (a jump ends the batch): the next instruction's
 * record address then does not wait for the store and reload of m->pc. */
static inline int gi_run_batch(void *st, gi_machine *m, uint64_t budget, int (*step)(void *, gi_machine *, uint64_t))
{
    /* Without a jump pc - start instructions have run: one bound for the
     * budget and the program's end. */
    const uint64_t start = m->pc, end = budget < m->ninsts - start ? start + budget : m->ninsts;
    uint64_t pc = start;
    int r;
    do {
        r = step(st, m, pc);
        if (__builtin_expect(m->pc != ++pc, 0)) break;   /* a jump: the core starts the next batch there */
    } while (__builtin_expect(r == GI_STEP_NEXT, 1) && pc < end && !m->attn);
    m->icount += pc - start;
    return r;
}

#endif
