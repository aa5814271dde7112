/* Pictures of a memory trace (`--svg DIR` of `gpuisa report` and `run`,
 * docs/memory-trace.md "Pictures"): self-contained SVG files built while the
 * trace is read, wave access by wave access, in bounded memory.
 *
 *   pcN-SPACE.svg  per instruction and space, one representative execution:
 *                  lanes x sectors of the cache lines it touched (global,
 *                  local, const), or lanes x banks with the conflict degree
 *                  (shared: SASS shared memory, AMDGPU LDS, vISA SLM);
 *   heatmap.svg    per space, address buckets over time (wave accesses in
 *                  trace order, bucketed), coloured by access count and kind;
 *   index.html     a plain HTML page (no script) showing all of them.
 *
 * The geometry (sector, line, banks) is the report's (exec/memgeom.h). */
#ifndef GI_EXEC_MEMPIC_H
#define GI_EXEC_MEMPIC_H
#include "exec/memfig.h"
#include "exec/memgeom.h"
#include <stddef.h>
#include <stdint.h>

typedef struct gi_mempic gi_mempic;

/* One wave access of the trace as `gpuisa report` groups them (consecutive records of one
 * workgroup, wave, pc and space), with its records whose status is ok (failed records are not
 * drawn) and the report's figures of it (exec/memfig.h): the report hands over what it computed. */
typedef struct gi_mempic_access {
    uint32_t group[3], wave;
    uint64_t pc;
    int space;                /* GI_MSP_* */
    const char *inst;         /* the instruction's text (copied the first time an instruction is met) */
    const gi_mem_rec *recs;   /* in trace order */
    size_t nrecs;
    const gi_mem_fig *fig;    /* gi_mem_figures of recs */
} gi_mempic_access;

/* The report's figures of one instruction in one space, for the picture's title. */
typedef struct gi_mempic_fig {
    unsigned kinds;
    uint64_t execs, records, bytes, sectors, lines, bank_max, bank_extra;
    const char *inst;         /* the instruction's text (for one whose records all failed), or NULL */
} gi_mempic_fig;

/* Caps that bound memory and the pictures' size (each picture says when it hit one). */
enum {
    GI_MEMPIC_MAX_INSTS = 256,   /* instructions pictured: the first met in the trace */
    GI_MEMPIC_MAX_RECS = 4096,   /* records kept of an instruction's representative execution */
    GI_MEMPIC_MAX_LINES = 64,    /* cache lines drawn of one execution (lowest addresses first) */
    GI_MEMPIC_MAX_LANES = 64,    /* lanes 0..63 drawn; higher lanes are counted, not drawn */
    GI_MEMPIC_HEAT_COLS = 128,   /* time buckets of the heat map */
    GI_MEMPIC_HEAT_ROWS = 64,    /* address buckets per band */
    GI_MEMPIC_HEAT_BANDS = 4     /* address bands (disjoint ranges) per space */
};

/* NULL when out of memory. isa and target are the trace's columns (for titles). */
gi_mempic *gi_mempic_new(const gi_mem_geometry *geo, const char *isa, const char *target);
/* Fix the heat map's bands of a space before any access is fed (a plan from every address of the
 * trace, exec/mempic_plan.h): n <= GI_MEMPIC_HEAT_BANDS ranges lo[k]..hi[k] (inclusive), lowest
 * first and disjoint. Each band's rows are the smallest width that fits lo[k]..hi[k] in
 * GI_MEMPIC_HEAT_ROWS rows: a cache line (shared: a row of banks) doubled as often as needed,
 * the band starting at lo[k] rounded down to a multiple of it. Addresses within a band are
 * counted there; one outside every band (not in the plan) falls back to the online rule.
 * Without a plan the bands are chosen online as records arrive (mempic_heat.c).
 * -1: out of memory, or bands that are not as described (then nothing changes). */
int gi_mempic_set_bands(gi_mempic *p, int space, const uint64_t *lo, const uint64_t *hi, int n);
/* Feed the wave accesses in trace order (an access without records is skipped). -1: out of memory. */
int gi_mempic_access_add(gi_mempic *p, const gi_mempic_access *a);
/* The report's figures of (pc, space) once the trace is read. */
void gi_mempic_figures(gi_mempic *p, uint64_t pc, int space, const gi_mempic_fig *f);
/* Write the pictures into dir (created when missing). 0, or -1 with a message in err. */
int gi_mempic_write(gi_mempic *p, const char *dir, char *err, size_t errlen);
void gi_mempic_free(gi_mempic *p);

#endif
