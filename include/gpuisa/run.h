/* gpuisa execution API (Unicorn-style): create an emulator for an assembly
 * context, load the assembled program, give it registers, predicates and
 * memory (by calls or from a JSON state file), run it with limits, then read
 * registers, memory, faults and the instruction count (or write the JSON
 * result of `gpuisa run --json`). See docs/execution.md for the model.
 *
 * Ownership and threads: gi_emu_new / gi_emu_free pair up; an emulator holds
 * all of its state (no global mutable state), so several emulators, over one
 * shared context or several, may run in different threads. Every call that can
 * fail returns 0 on success and -1 on failure; the message of the last failure
 * is gi_emu_error(). Calls that read ISA state (registers, predicates, run)
 * need a program loaded with gi_emu_load / gi_emu_load_result first.
 *
 * This header is separate from gpuisa/gpuisa.h (which assembles) and
 * includes it; link libgpuisa and libjansson. */
#ifndef GPUISA_RUN_H
#define GPUISA_RUN_H
#include "gpuisa/gpuisa.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Address spaces of the guest memory (docs/execution.md, "Memory"). */
typedef enum gi_space {
    GI_SPACE_GLOBAL = 0, /* sparse 64-bit byte addresses; only mapped bytes exist */
    GI_SPACE_SHARED = 1, /* work-group memory by byte offset (SASS shared, AMDGPU LDS, vISA SLM) */
    GI_SPACE_LOCAL = 2,  /* per-lane private memory by byte offset (AMDGPU scratch) */
    GI_SPACE_CONST = 3   /* constant banks: address = bank * 0x10000 + offset, 32 banks */
} gi_space;

enum { GI_MAX_LANES = 64, GI_CONST_BANKS = 32, GI_CONST_BANK_SIZE = 0x10000 };

/* Result of one memory access. */
enum {
    GI_MEM_OK = 0,       /* done */
    GI_MEM_UNMAPPED = 1, /* a byte of the access does not exist in that space */
    GI_MEM_NOMEM = 2,    /* the guest memory limit would be exceeded */
    GI_MEM_BADARG = 3    /* bad space or lane */
};

/* One guest memory access, as given to a memory hook. */
typedef struct gi_mem_access {
    uint64_t pc;          /* 0-based index of the executing instruction */
    int lane;             /* lane, or -1 for a scalar (wave-wide) access */
    gi_space space;
    uint64_t address;     /* byte address (global) or offset (others) */
    size_t size;          /* bytes */
    const uint8_t *value; /* the bytes read or written, memory order; NULL if status != GI_MEM_OK */
    int write;            /* 1 store, 0 load */
    int status;           /* GI_MEM_* */
} gi_mem_access;

/* Called on every guest memory access an ISA executor makes while running
 * (not for accesses made through this API or the state loader). */
typedef void (*gi_mem_hook)(void *user, const gi_mem_access *a);

/* A recorded fault. `kind` is a static string ("misaligned", "out_of_bounds",
 * "out_of_window", or an ISA-specific kind); lane is -1 for scalar faults. */
typedef struct gi_fault {
    uint64_t pc;
    int lane;
    const char *kind;
    uint64_t address;
} gi_fault;

/* gi_emu_run results. */
typedef enum gi_run_status {
    GI_RUN_END = 0,          /* reached the end of the program or an exit/return */
    GI_RUN_STOPPED = 1,      /* stopped after a faulting instruction (GI_RUN_STOP_ON_FAULT) */
    GI_RUN_ERROR = -1,       /* invalid program or state (e.g. unmodelled instruction); see gi_emu_error */
    GI_RUN_INSN_LIMIT = -2,  /* the instruction limit was reached; see gi_emu_error */
    GI_RUN_MEM_LIMIT = -3    /* the guest memory limit was reached; see gi_emu_error */
} gi_run_status;

enum { GI_RUN_STOP_ON_FAULT = 1u << 0 };

/* Defaults of the limits. */
#define GI_DEFAULT_MAX_INSTRUCTIONS 1000000000ull
#define GI_DEFAULT_MAX_MEMORY (1ull << 30)

typedef struct gi_emu gi_emu;

/* Create an emulator for the context's ISA and target, with the ISA's default
 * lane count, every lane active, empty memory and default limits. The context
 * must outlive the emulator. Returns NULL (message in err) when the ISA cannot
 * execute yet: "execution is not supported for ISA X yet". */
GI_API gi_emu *gi_emu_new(gi_ctx *ctx, char *err, size_t errlen);
GI_API void gi_emu_free(gi_emu *emu);

/* Message of the last failed call (empty string if none). */
GI_API const char *gi_emu_error(const gi_emu *emu);

/* Limits: executed instructions per gi_emu_run call (0 = default 1e9) and
 * total allocated guest bytes (0 = default 1 GiB). */
GI_API void gi_emu_set_limits(gi_emu *emu, uint64_t max_instructions, uint64_t max_memory);

/* Lane count (1..64, the ISA may restrict it); resets the exec mask to all
 * lanes. gi_emu_lanes returns the current count. */
GI_API int gi_emu_set_lanes(gi_emu *emu, unsigned lanes);
GI_API unsigned gi_emu_lanes(const gi_emu *emu);

/* Active-lane mask, bit i = lane i. Bits at or above the lane count are kept
 * (AMDGPU's exec_hi in wave32) but belong to no lane. */
GI_API void gi_emu_set_exec(gi_emu *emu, uint64_t mask);
GI_API uint64_t gi_emu_get_exec(const gi_emu *emu);

/* Load the program: the machine code `as` produced and, optionally, its
 * listing (some ISAs need instruction boundaries). Decoding happens here, once;
 * the bytes and listings are not kept. Loading again replaces the program and
 * resets registers and predicates (memory, limits and lanes stay). */
GI_API int gi_emu_load(gi_emu *emu, const uint8_t *code, size_t size, const gi_inst_listing *insts, size_t ninsts);
/* The same from a gi_assemble result (which must have no errors). */
GI_API int gi_emu_load_result(gi_emu *emu, const gi_result *r);

/* ---- memory ---- */

/* Make [addr, addr+size) exist (zero-filled where new). global: the sparse
 * address space; overlapping or adjacent ranges merge. shared: adds bytes to
 * the shared memory. local and const always exist (up to the local size and
 * 32 banks) and need no mapping. */
GI_API int gi_emu_mem_map(gi_emu *emu, gi_space space, uint64_t addr, uint64_t size);
/* Shared memory = exactly [0, size) (drops what was there); local memory
 * size per lane (bytes [0, size) read zero until written; pages of 4 KiB are
 * allocated on first write). */
GI_API int gi_emu_set_shared_size(gi_emu *emu, uint64_t size);
GI_API int gi_emu_set_local_size(gi_emu *emu, uint64_t size);
/* Copy bytes in/out. lane selects the lane of local memory (-1 = every lane
 * on write; ignored for other spaces). Fails (GI_MEM_* in the message) when a
 * byte does not exist; nothing is copied then. */
GI_API int gi_emu_mem_write(gi_emu *emu, gi_space space, int lane, uint64_t addr, const void *data, size_t size);
GI_API int gi_emu_mem_read(gi_emu *emu, gi_space space, int lane, uint64_t addr, void *data, size_t size);

/* ---- registers and predicates (the ISA's names) ---- */

/* lane -1: write every lane (or a scalar register); read lane 0 or the scalar.
 * Values are the register's bits (32-bit registers use the low 32 bits). */
GI_API int gi_emu_reg_write(gi_emu *emu, const char *name, int lane, uint64_t value);
GI_API int gi_emu_reg_read(gi_emu *emu, const char *name, int lane, uint64_t *value);
GI_API int gi_emu_pred_write(gi_emu *emu, const char *name, int lane, int value);
GI_API int gi_emu_pred_read(gi_emu *emu, const char *name, int lane, int *value);

/* ---- running ---- */

/* Called on every guest memory access during gi_emu_run; NULL removes it. */
GI_API void gi_emu_set_hook(gi_emu *emu, gi_mem_hook hook, void *user);
/* Built-in hook printing the trace lines of docs/execution.md to `user`
 * (a FILE *): gi_emu_set_hook(emu, gi_trace_hook, stderr). */
GI_API void gi_trace_hook(void *user, const gi_mem_access *a);

/* Run from instruction 0 until the end of the program, an exit/return, a
 * limit, an error, or (flags & GI_RUN_STOP_ON_FAULT) the first instruction
 * that recorded a fault. Faults and the instruction count start from zero at
 * each call; registers and memory carry over. */
GI_API gi_run_status gi_emu_run(gi_emu *emu, unsigned flags);

GI_API uint64_t gi_emu_instructions(const gi_emu *emu);
GI_API size_t gi_emu_fault_count(const gi_emu *emu);
GI_API const gi_fault *gi_emu_fault(const gi_emu *emu, size_t i);

/* ---- JSON (CONTRACT.md) ---- */

/* Apply a state file (the text of `--state`): lanes, exec, regs, preds,
 * memory, constants, windows, dump ranges and the ISA's own keys. Needs the
 * program loaded. On error nothing useful is left: free the emulator. */
GI_API int gi_emu_load_state_json(gi_emu *emu, const char *text, size_t len);

/* The result object of `gpuisa run --json` (one line, no newline), including
 * the state's dump ranges. malloc'ed: release with free(). NULL on failure. */
GI_API char *gi_emu_result_json(gi_emu *emu);

/* The human-readable summary of `gpuisa run` without --json. */
GI_API int gi_emu_write_summary(gi_emu *emu, FILE *f);

/* ---- kernel launch (CONTRACT.md "gpuisa run --launch") ---- */

/* Where a launch's wall time went, in seconds (gi_launch_options.times):
 * parsing the launch JSON, setting up memory, kernargs and the code, running
 * every workgroup, writing the result JSON. */
typedef struct gi_launch_times {
    double parse, setup, run, result;
} gi_launch_times;

/* ---- memory-access traces (docs/memory-trace.md) ---- */

/* A CSV trace of every guest memory access, one record per lane access,
 * streamed to a file (gzip-compressed through zlib when the path ends in
 * ".gz"; the same columns as Apache Parquet when it ends in ".parquet";
 * docs/memory-trace.md). isa and target fill the first two columns; values: 1 writes the
 * accessed bytes in the value column, 0 leaves it empty. One trace serves
 * one run or one launch. NULL on failure (message in err). */
typedef struct gi_memtrace gi_memtrace;
GI_API gi_memtrace *gi_memtrace_open(const char *path, const char *isa, const char *target, int values, char *err,
                                     size_t errlen);
/* The instruction texts by pc (0-based instruction index) of a single run,
 * e.g. the listing texts of gi_result_inst; copied. */
GI_API int gi_memtrace_set_texts(gi_memtrace *t, const char *const *texts, size_t n);
/* Flush and close (also frees); 0, or -1 when a write failed (message in err). */
GI_API int gi_memtrace_close(gi_memtrace *t, char *err, size_t errlen);
/* Trace a single run's accesses as workgroup (0,0,0) wave 0 (replaces the
 * hook of gi_emu_set_hook). The trace must outlive the runs. */
GI_API int gi_emu_trace_memory(gi_emu *emu, gi_memtrace *t);

typedef struct gi_launch_options {
    const char *kernel;      /* overrides the launch file's "kernel"; NULL: none */
    unsigned threads;        /* host threads for workgroups; 0: every core */
    uint64_t max_insts;      /* wave instructions of the whole launch; 0: 1e9 */
    uint64_t max_memory;     /* guest bytes per memory (global, each wave); 0: the default */
    gi_launch_times *times;  /* filled in when not NULL */
    /* visa: the zebin `ocloc --format zebin` wrote for the kernel (its .ze_info
     * describes the payload); the bytes are read during the call only */
    const uint8_t *zebin;
    size_t zebin_size;
    /* when not NULL: every lane access of the launch, workgroups in index order */
    gi_memtrace *trace_memory;
} gi_launch_options;

/* Run a kernel of an object or code object (`obj`: ELF bytes, e.g. from
 * gi_result_object of an assembly with GI_OPT_OBJECT) over the grid of the
 * launch JSON `json`. Returns 0, or 2 when faults were recorded, with the
 * result JSON (one line, malloc'ed) in *result; 1 for invalid input or an
 * error of the run, with a message in err. Thread-safe: one launch uses its
 * own memory and threads. */
GI_API int gi_launch(gi_ctx *ctx, const uint8_t *obj, size_t n, const char *json, size_t jlen, const gi_launch_options *opt,
              char **result, char *err, size_t errlen);

#ifdef __cplusplus
}
#endif
#endif
