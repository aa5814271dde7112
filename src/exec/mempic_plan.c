/* The heat map's bands from every address of a trace (exec/mempic_plan.h): per space a hash
 * table of occupied regions (open addressing on the region number), coarsened when it outgrows
 * the cap; the bands are cut from the sorted regions at the largest gaps. */
#include "exec/mempic_plan.h"
#include <stdlib.h>
#include <string.h>

enum { BANDS = GI_MEMPIC_HEAT_BANDS };

#define EMPTY UINT64_MAX   /* never a region number: addr >> 12 < 2^52 */

typedef struct region {
    uint64_t key;             /* addr >> shift; EMPTY: a free slot */
    uint64_t lo, hi;          /* the lowest and highest address seen in it */
} region;

typedef struct space_regions {
    region *tab;
    size_t slots, n;          /* slots: a power of 2, at least 2 n */
    unsigned shift;
} space_regions;

struct gi_mempic_plan {
    size_t cap;
    space_regions sp[GI_MSP_N];
};

gi_mempic_plan *gi_mempic_plan_new(size_t cap)
{
    gi_mempic_plan *pl = calloc(1, sizeof *pl);
    if (!pl) return NULL;
    pl->cap = cap ? cap : GI_MEMPIC_PLAN_CAP;
    if (pl->cap < 4) pl->cap = 4;   /* coarsening stops at 2 regions (shift 63) */
    for (int s = 0; s < GI_MSP_N; s++) pl->sp[s].shift = GI_MEMPIC_PLAN_PAGE;
    return pl;
}

void gi_mempic_plan_free(gi_mempic_plan *pl)
{
    if (!pl) return;
    for (int s = 0; s < GI_MSP_N; s++) free(pl->sp[s].tab);
    free(pl);
}

unsigned gi_mempic_plan_shift(const gi_mempic_plan *pl, int space)
{
    return pl->sp[space].shift;
}

static region *find(region *tab, size_t slots, uint64_t key)
{
    size_t h = (size_t)(key * 0x9e3779b97f4a7c15ull >> 20) & (slots - 1);
    while (tab[h].key != EMPTY && tab[h].key != key) h = (h + 1) & (slots - 1);
    return &tab[h];
}

/* Fold a region (of any shift <= sp->shift) into the table. */
static void put(space_regions *sp, uint64_t key, uint64_t lo, uint64_t hi)
{
    region *r = find(sp->tab, sp->slots, key);
    if (r->key == EMPTY) {
        *r = (region){key, lo, hi};
        sp->n++;
        return;
    }
    if (lo < r->lo) r->lo = lo;
    if (hi > r->hi) r->hi = hi;
}

/* The table again in slots slots at region size 2^shift (regions that now share a number merge). */
static int rebuild(space_regions *sp, size_t slots, unsigned shift)
{
    region *old = sp->tab;
    size_t oslots = sp->slots;
    if (!(sp->tab = malloc(slots * sizeof *sp->tab))) {
        sp->tab = old;
        return -1;
    }
    for (size_t i = 0; i < slots; i++) sp->tab[i].key = EMPTY;
    sp->slots = slots, sp->shift = shift, sp->n = 0;
    for (size_t i = 0; i < oslots; i++)
        if (old[i].key != EMPTY) put(sp, old[i].lo >> shift, old[i].lo, old[i].hi);
    free(old);
    return 0;
}

int gi_mempic_plan_add(gi_mempic_plan *pl, int space, uint64_t addr)
{
    space_regions *sp = &pl->sp[space];
    if (!sp->slots && rebuild(sp, 16, sp->shift)) return -1;
    put(sp, addr >> sp->shift, addr, addr);
    /* Over the cap: double the region size until at most half the cap remain (sparse regions
     * may need several doublings before any merge). */
    if (sp->n > pl->cap)
        while (sp->n > pl->cap / 2 && sp->shift < 63)
            if (rebuild(sp, sp->slots, sp->shift + 1)) return -1;
    if (2 * sp->n > sp->slots && rebuild(sp, sp->slots * 2, sp->shift)) return -1;
    return 0;
}

static int by_key(const void *a, const void *b)
{
    const region *x = a, *y = b;
    return x->key < y->key ? -1 : x->key > y->key;
}

int gi_mempic_plan_bands(const gi_mempic_plan *pl, int space, uint64_t lo[BANDS], uint64_t hi[BANDS])
{
    const space_regions *sp = &pl->sp[space];
    if (!sp->n) return 0;
    region *v = malloc(sp->n * sizeof *v);
    if (!v) return -1;
    size_t n = 0;
    for (size_t i = 0; i < sp->slots; i++)
        if (sp->tab[i].key != EMPTY) v[n++] = sp->tab[i];
    qsort(v, n, sizeof *v, by_key);
    /* Runs of adjacent regions, in place: v[0..runs) with key = the run's last region. */
    size_t runs = 0;
    for (size_t i = 0; i < n; i++) {
        if (runs && v[runs - 1].key + 1 == v[i].key) v[runs - 1].key = v[i].key, v[runs - 1].hi = v[i].hi;
        else v[runs++] = v[i];
    }
    /* Cut after run i for the (at most) BANDS - 1 largest gaps v[i + 1].lo - v[i].hi; on equal
     * gaps the lower one. cut[] ends up holding run indices in increasing order. */
    size_t cut[BANDS - 1], ncut = 0;
    if (runs > BANDS) {
        while (ncut < BANDS - 1) {
            size_t best = runs;
            for (size_t i = 0; i + 1 < runs; i++) {
                int taken = 0;
                for (size_t c = 0; c < ncut; c++) taken |= cut[c] == i;
                if (!taken && (best == runs || v[i + 1].lo - v[i].hi > v[best + 1].lo - v[best].hi)) best = i;
            }
            cut[ncut++] = best;
        }
        for (size_t a = 1; a < ncut; a++)   /* insertion sort of 3 */
            for (size_t b = a; b > 0 && cut[b - 1] > cut[b]; b--) {
                size_t t = cut[b];
                cut[b] = cut[b - 1], cut[b - 1] = t;
            }
    } else {
        for (size_t i = 0; i + 1 < runs; i++) cut[ncut++] = i;
    }
    int nb = 0;
    size_t first = 0;
    for (size_t c = 0; c <= ncut; c++) {
        size_t last = c < ncut ? cut[c] : runs - 1;
        lo[nb] = v[first].lo, hi[nb] = v[last].hi, nb++;
        first = last + 1;
    }
    free(v);
    return nb;
}

int gi_mempic_plan_apply(const gi_mempic_plan *pl, gi_mempic *p)
{
    for (int s = 0; s < GI_MSP_N; s++) {
        uint64_t lo[BANDS], hi[BANDS];
        int n = gi_mempic_plan_bands(pl, s, lo, hi);
        if (n < 0 || gi_mempic_set_bands(p, s, lo, hi, n)) return -1;
    }
    return 0;
}
