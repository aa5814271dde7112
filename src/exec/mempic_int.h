/* The state of the memory pictures (src/exec/mempic*.c), shared by the
 * collector (mempic.c), the heat map (mempic_heat.c) and the per-instruction
 * pictures (mempic_inst.c). Not an API. */
#ifndef GI_EXEC_MEMPIC_INT_H
#define GI_EXEC_MEMPIC_INT_H
#include "exec/mempic.h"
#include "exec/memfig.h"
#include <stdio.h>

typedef struct gi_mp_inst {
    int used, drawn;          /* drawn: among the first GI_MEMPIC_MAX_INSTS instructions met */
    uint64_t pc;
    int space;
    char *inst;
    unsigned kinds;
    uint64_t execs;           /* executions seen */
    /* the representative execution: the most lines (shared: the worst conflict), the first on ties */
    uint64_t rep_exec;        /* its ordinal among this instruction's executions, from 1 */
    uint32_t rep_group[3], rep_wave;
    gi_mem_fig rep;
    uint64_t rep_records;     /* its records (more than nrecs when capped) */
    gi_mem_rec *recs;
    size_t nrecs;
    gi_mempic_fig fig;        /* the report's figures */
    int have_fig;
} gi_mp_inst;

/* One address band of a space in the heat map: GI_MEMPIC_HEAT_ROWS rows of one width. */
typedef struct gi_mp_band {
    uint64_t lo, width;       /* row r: bytes [lo + r width, lo + (r + 1) width); lo a multiple of width */
    uint64_t *cnt;            /* [row][col][3]: loads, stores, atomics (lane accesses) */
    uint64_t first, last;     /* a planned band: the addresses it takes (gi_mempic_set_bands) */
} gi_mp_band;

typedef struct gi_mp_heat {
    int planned;              /* the bands are a plan's: an address goes to the band whose first..last holds it */
    int nbands;               /* at most GI_MEMPIC_HEAT_BANDS, disjoint */
    gi_mp_band band[GI_MEMPIC_HEAT_BANDS];
} gi_mp_heat;

struct gi_mempic {
    gi_mem_geometry geo;
    char isa[32], target[32];
    gi_mp_inst *tab;          /* open addressing on (pc, space) */
    size_t cap, n, ndrawn;
    gi_mem_ids ids;           /* scratch of the pictures' analysis */
    /* the heat map */
    uint64_t nexec;           /* wave accesses so far (the current one included) */
    uint64_t tw;              /* wave accesses per time column (a power of 2) */
    gi_mp_heat heat[GI_MSP_N];
};

/* The heat map: count one record; merge time columns when the trace outgrows them, widen or add
 * address bands when the address is outside them. -1: out of memory. */
int gi_mp_heat_add(gi_mempic *p, int space, uint64_t addr, uint64_t size, unsigned kind);
int gi_mp_heat_write(const gi_mempic *p, FILE *f);

/* pcN-SPACE.svg, the name of an instruction's picture. */
void gi_mp_file_name(const gi_mp_inst *in, char *out, size_t n);
/* index.html: the instructions v[0..n) in pc order (those not drawn are listed). */
int gi_mp_index_write(const gi_mempic *p, gi_mp_inst *const *v, size_t n, FILE *f);

/* The picture of one instruction (lanes x sectors, or lanes x banks for shared). */
int gi_mp_inst_write(gi_mempic *p, const gi_mp_inst *in, FILE *f);

#endif
