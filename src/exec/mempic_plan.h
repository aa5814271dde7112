/* The heat map's address bands chosen from every address of a trace (a first pass over it,
 * docs/memory-trace.md "Pictures"), instead of online as records arrive (mempic_heat.c).
 *
 * Per space the planner keeps the distinct regions the addresses fall in, 4 KiB pages at
 * first, each with the lowest and highest address seen in it. When a space holds more than
 * the cap of regions, the region size doubles (neighbouring regions merge) until at most half
 * the cap remain: memory stays bounded (GI_MEMPIC_PLAN_CAP regions of 24 bytes in a table at
 * most half full: 12 MiB per space at most, and a sorted copy of the regions while the bands
 * are cut), and the bands still cover every address because
 * each region keeps its exact lowest and highest address.
 *
 * The bands (gi_mempic_plan_bands): runs of adjacent occupied regions are the candidates; when
 * there are more than GI_MEMPIC_HEAT_BANDS runs, the space is split at the 3 largest gaps
 * between runs (a gap: from one run's highest address to the next run's lowest). A band's span
 * is its highest address minus its lowest, so the bands' total span is the whole range minus
 * the gaps split at: the largest gaps give the least total span, hence the finest rows. */
#ifndef GI_EXEC_MEMPIC_PLAN_H
#define GI_EXEC_MEMPIC_PLAN_H
#include "exec/mempic.h"
#include <stddef.h>
#include <stdint.h>

enum {
    GI_MEMPIC_PLAN_PAGE = 12,          /* log2 of the first region size: 4 KiB */
    GI_MEMPIC_PLAN_CAP = 1 << 18       /* regions kept per space before they coarsen */
};

typedef struct gi_mempic_plan gi_mempic_plan;

/* cap: regions per space before they coarsen (0: GI_MEMPIC_PLAN_CAP; tests give small ones).
 * NULL when out of memory. */
gi_mempic_plan *gi_mempic_plan_new(size_t cap);
/* One record's address (its first byte, where the heat map counts it). -1: out of memory. */
int gi_mempic_plan_add(gi_mempic_plan *pl, int space, uint64_t addr);
/* The bands of a space, lowest first: lo[k]..hi[k] (inclusive: the lowest and highest address
 * of the band). Their number, 0 to GI_MEMPIC_HEAT_BANDS; -1 when out of memory. */
int gi_mempic_plan_bands(const gi_mempic_plan *pl, int space, uint64_t lo[GI_MEMPIC_HEAT_BANDS],
                         uint64_t hi[GI_MEMPIC_HEAT_BANDS]);
/* log2 of a space's current region size (12, or more after coarsening). */
unsigned gi_mempic_plan_shift(const gi_mempic_plan *pl, int space);
/* Give every space's bands to the pictures (gi_mempic_set_bands). -1: out of memory. */
int gi_mempic_plan_apply(const gi_mempic_plan *pl, gi_mempic *p);
void gi_mempic_plan_free(gi_mempic_plan *pl);

#endif
