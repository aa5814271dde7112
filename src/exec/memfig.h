/* The figures of one wave access of a memory trace (docs/memory-trace.md "gpuisa report"):
 * distinct lanes, 32-byte sectors and cache lines touched, and for shared memory the bank
 * conflict (per lane group, the most distinct words in one bank). One definition for
 * `gpuisa report` (tools/cmd_report.c) and the pictures (src/exec/mempic*.c). */
#ifndef GI_EXEC_MEMFIG_H
#define GI_EXEC_MEMFIG_H
#include "exec/memgeom.h"
#include <stddef.h>
#include <stdint.h>

enum { GI_MEM_GROUPS = 4, GI_MEM_BANKS = 64 };   /* lane groups (64 lanes / 16) and banks held */

/* One record of a wave access. */
typedef struct gi_mem_rec {
    int lane;                 /* -1: a wave-wide access */
    unsigned kind;            /* GI_MK_* */
    uint64_t addr, size;
} gi_mem_rec;

typedef struct gi_mem_fig {
    uint64_t lanes;           /* distinct lanes, a wave-wide access counting 1 */
    uint64_t sectors, lines;  /* not shared */
    uint64_t ways, extra;     /* shared: the worst degree; the sum over the groups of (degree - 1) */
} gi_mem_fig;

/* Scratch of the analysis (ids of sectors, lines or words), reused from access to access. */
typedef struct gi_mem_ids {
    uint64_t *v;
    size_t cap;
} gi_mem_ids;

/* The lane group of a lane (the lanes the shared memory serves together). */
unsigned gi_mem_group(const gi_mem_geometry *g, int lane);
/* The distinct units (addr / unit, tagged with the lane group << 58 when by_group) the records'
 * bytes touch, sorted into ids->v; their number, or -1: out of memory. */
long gi_mem_distinct(const gi_mem_geometry *g, const gi_mem_rec *r, size_t n, uint64_t unit, int by_group,
                     gi_mem_ids *ids);
/* The figures of one wave access in space; ways (may be NULL): distinct words of lane group g in
 * bank b (shared only). -1: out of memory. */
int gi_mem_figures(const gi_mem_geometry *g, int space, const gi_mem_rec *r, size_t n, gi_mem_ids *ids,
                   gi_mem_fig *out, uint16_t ways[GI_MEM_GROUPS][GI_MEM_BANKS]);

#endif
