/* A kernel launch (CONTRACT.md "gpuisa run --launch"): the launch JSON read
 * into a spec, the buffers placed in guest global memory, the workgroups run
 * on host threads, and the result JSON. The ISA part (how a kernel's
 * arguments, registers and waves are set up) is an ISA's launch function
 * (gi_isa_launch) over this. */
#ifndef GI_EXEC_LAUNCH_H
#define GI_EXEC_LAUNCH_H
#include "exec/machine.h"
#include "exec/value.h"
#include <stdbool.h>
#include <stdint.h>

typedef struct gi_launch_buffer {
    char *name;
    gi_type type;
    uint64_t count;          /* elements */
    uint8_t *init;           /* count * size bytes, little-endian */
    uint64_t addr;           /* guest address (256-byte aligned, placed by gi_launch_place) */
    bool dump;
} gi_launch_buffer;

typedef enum gi_launch_arg_kind { GI_ARG_BUFFER, GI_ARG_LOCAL, GI_ARG_SCALAR, GI_ARG_STRUCT } gi_launch_arg_kind;

typedef struct gi_launch_arg {
    gi_launch_arg_kind kind;
    size_t buffer;           /* GI_ARG_BUFFER: index into buffers */
    uint64_t bytes;          /* GI_ARG_LOCAL: the allocation; GI_ARG_SCALAR, GI_ARG_STRUCT: the value's size */
    uint64_t bits;           /* GI_ARG_SCALAR: the value's bit pattern */
    gi_type type;            /* GI_ARG_SCALAR */
    uint8_t *data;           /* GI_ARG_STRUCT: the bytes, laid out as C lays out the struct */
    unsigned align;          /* GI_ARG_STRUCT: the largest member alignment */
} gi_launch_arg;

typedef struct gi_launch_spec {
    char *kernel;            /* NULL: the file's only kernel */
    uint32_t grid[3], block[3];   /* workgroups per dimension; work-items per workgroup */
    unsigned dims;           /* 1..3: how many numbers "grid"/"block" gave (the larger) */
    uint64_t shared;         /* dynamic shared memory (bytes) */
    gi_launch_buffer *bufs;
    size_t nbufs;
    gi_launch_arg *args;
    size_t nargs;
} gi_launch_spec;

/* The message of a launch error in err[0..errlen); returns -1. */
int gi_launch_fail(char *err, size_t errlen, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* Read a launch JSON text. 0, or -1 and a message. */
int gi_launch_parse(const char *text, size_t len, gi_launch_spec *spec, char *err, size_t errlen);
void gi_launch_spec_free(gi_launch_spec *spec);

/* Place the buffers from address `base` up (each aligned to 256 bytes, without
 * overlap), map and fill them in mem; returns the first free address after
 * them in *end. 0, or -1 and a message (memory limit). */
int gi_launch_place(gi_launch_spec *spec, gi_mem *mem, uint64_t base, uint64_t *end, char *err, size_t errlen);

/* A fault of a launch: the machine's fault plus where. */
typedef struct gi_launch_fault {
    gi_fault f;
    uint32_t group[3];
    uint32_t wave;
    uint64_t seq;            /* order of recording (a wave's faults are recorded in execution order) */
} gi_launch_fault;

typedef struct gi_launch_stats {
    uint64_t instructions, lane_instructions, waves;
    gi_launch_fault *faults;
    size_t nfaults;
} gi_launch_stats;

/* The result JSON (one line, no newline) from the buffers' bytes in mem:
 * {"buffers": {...}, "instructions", "lane_instructions", "waves", "faults"}.
 * Faults are listed in (group, wave, pc) order. NULL when out of memory. */
char *gi_launch_result_json(const gi_launch_spec *spec, gi_mem *mem, gi_launch_stats *st);

/* Run job(user, worker, index) for index 0..n-1 on `threads` host threads
 * (0: every core), each index once; worker is 0..threads-1. Stops handing
 * out indices once a job returns nonzero; returns the first nonzero value
 * (by index), or 0. */
/* A monotonic wall clock in seconds (phase times of a launch). */
double gi_wall_seconds(void);

int gi_launch_parallel(unsigned threads, uint64_t n, int (*job)(void *user, unsigned worker, uint64_t index),
                       void *user);
/* The thread count for `threads` (0: the host's cores). */
unsigned gi_launch_threads(unsigned threads);

#endif
