/* The machine an ISA executor runs on: lanes and the active mask, the
 * instruction counter and its limit, guest memory, faults, the memory hook,
 * the SASS-style shared/local windows, and the stop/error state. One per
 * emulator; nothing here is global. ISA executors use the fields directly and
 * go through gi_mach_load/gi_mach_store for every guest access (so that the
 * hook sees it) and gi_mach_fault for every fault. */
#ifndef GI_EXEC_MACHINE_H
#define GI_EXEC_MACHINE_H
#include "gpuisa/run.h"
#include "exec/mem.h"
#include "exec/fault.h"
#include <string.h>

/* An address window of the generic space (SASS shared_window/local_window).
 * The core only stores it; the ISA's executor decides what it means. */
typedef struct gi_window {
    uint64_t base, size, alloc;   /* alloc: shared window only (allocated bytes) */
    int given;                    /* set by the state file */
} gi_window;

/* Accesses an executor's fast path has already made, all done (GI_MEM_OK) and of one
 * space, size and direction, in the order the per-lane path would make them: access i
 * by lane lane[i] (NULL: lane0 + i * lane_step) at addr[i] (NULL: addr0 + i * size),
 * its bytes at value + i * size. */
typedef struct gi_mach_batch {
    gi_space sp;
    int write;
    size_t size, n;
    const uint8_t *lane;
    int lane0, lane_step;
    const uint64_t *addr;
    uint64_t addr0;
    const uint8_t *value;
} gi_mach_batch;

/* Access i's lane and address. */
static inline int gi_mach_batch_lane(const gi_mach_batch *b, size_t i)
{
    return b->lane ? b->lane[i] : b->lane0 + (int)i * b->lane_step;
}

static inline uint64_t gi_mach_batch_addr(const gi_mach_batch *b, size_t i)
{
    return b->addr ? b->addr[i] : b->addr0 + i * b->size;
}

/* The hook's form for a batch (hook_user as its user); pc is the instruction's. */
typedef void (*gi_mach_batch_hook)(void *user, uint64_t pc, const gi_mach_batch *b);

typedef struct gi_machine {
    unsigned lanes;               /* 1..GI_MAX_LANES */
    uint64_t lane_mask;           /* bits of the existing lanes */
    uint64_t exec;                /* active mask; bits >= lanes are kept but unused */
    uint64_t pc;                  /* index of the executing instruction */
    uint64_t ninsts;              /* program length in instructions (set by the ISA) */
    uint64_t icount, max_insts;   /* executed instructions and their limit */
    int stop;                     /* nonzero: leave the run loop with status `run_status` */
    int fault_stops;              /* this run stops at the first fault (--stop-on-fault) */
    int attn;                     /* stop set, or a fault recorded while fault_stops: end a batch */
    gi_run_status run_status;
    gi_mem mem;
    gi_faults faults;
    gi_mem_hook hook;
    gi_mach_batch_hook batch_hook; /* NULL: a batch reaches hook one access at a time */
    void *hook_user;
    gi_window shared_window, local_window;
    char error[320];
} gi_machine;

void gi_machine_init(gi_machine *m, unsigned lanes, uint64_t max_memory);
void gi_machine_free(gi_machine *m);
/* Back to the start of a run: pc, instruction count, stop state, error and faults
 * cleared (the exec mask, memory and limits are kept). */
void gi_machine_restart(gi_machine *m);

/* 1..64; resets exec to every lane. */
int gi_machine_set_lanes(gi_machine *m, unsigned lanes);

/* Stop the run with a status (GI_RUN_ERROR, GI_RUN_*_LIMIT) and a message.
 * The first error wins. Returns -1 for convenience. */
int gi_mach_error(gi_machine *m, gi_run_status st, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* Record a fault at the current pc. `kind` must have static storage. */
void gi_mach_fault(gi_machine *m, int lane, const char *kind, uint64_t address);

/* Out of line: call the hook; report an exhausted memory limit. */
void gi_mach_notify(gi_machine *m, gi_space sp, int lane, uint64_t addr, const void *buf, size_t size, int write,
                    int status);
void gi_mach_nomem(gi_machine *m);

static inline int gi_lane_active(const gi_machine *m, unsigned lane)
{
    return (int)(m->exec >> lane & 1);
}

/* Guest accesses of an executing instruction. lane is -1 for a scalar access
 * (local memory then uses lane 0). Return GI_MEM_*: GI_MEM_UNMAPPED is for the
 * ISA to turn into its fault; GI_MEM_NOMEM has already stopped the run. With
 * no hook the extra cost is one well-predicted branch. */
static inline int gi_mach_load(gi_machine *m, gi_space sp, int lane, uint64_t addr, void *buf, size_t size)
{
    int r = gi_mem_read(&m->mem, sp, lane < 0 ? 0u : (unsigned)lane, addr, buf, size);
    if (__builtin_expect(m->hook != NULL, 0)) gi_mach_notify(m, sp, lane, addr, buf, size, 0, r);
    return r;
}

static inline int gi_mach_store(gi_machine *m, gi_space sp, int lane, uint64_t addr, const void *buf, size_t size)
{
    int r = gi_mem_write(&m->mem, sp, lane < 0 ? 0u : (unsigned)lane, addr, buf, size);
    if (__builtin_expect(r == GI_MEM_NOMEM, 0)) gi_mach_nomem(m);
    if (__builtin_expect(m->hook != NULL, 0)) gi_mach_notify(m, sp, lane, addr, buf, size, 1, r);
    return r;
}

/* memcpy of an access's bytes: the usual sizes as fixed moves (a variable-size
 * copy of a few bytes is a slow `rep movsb` or a call). */
static inline void gi_copy_access(void *dst, const void *src, size_t n)
{
    switch (n) {
    case 4: memcpy(dst, src, 4); break;
    case 8: memcpy(dst, src, 8); break;
    case 16: memcpy(dst, src, 16); break;
    case 2: memcpy(dst, src, 2); break;
    case 1: memcpy(dst, src, 1); break;
    default: memcpy(dst, src, n);
    }
}

/* The hook's records of a fast path's batch, as gi_mach_load/gi_mach_store
 * would have made them one by one: in one call when the hook has a batch form
 * (the memory trace's), else access by access. Call under a hook only. */
void gi_mach_notify_batch(gi_machine *m, const gi_mach_batch *b);

/* The hook's records of `count` loads or stores of `size` bytes that a fast
 * path has already made: access i at addr + i * size by lane lane0 + i *
 * lane_step (0: every access by lane0), its bytes at buf + i * size -- as
 * gi_mach_load/gi_mach_store would have recorded them one by one. */
void gi_mach_notify_run(gi_machine *m, gi_space sp, int lane0, int lane_step, uint64_t addr, const uint8_t *buf,
                        size_t size, size_t count, int write);

#endif
