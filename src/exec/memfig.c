/* The figures of one wave access (exec/memfig.h). */
#include "exec/memfig.h"
#include <stdlib.h>
#include <string.h>

unsigned gi_mem_group(const gi_mem_geometry *g, int lane)
{
    unsigned grp = lane < 0 ? 0 : (unsigned)lane / g->bank_lanes;
    return grp < GI_MEM_GROUPS ? grp : GI_MEM_GROUPS - 1;
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

long gi_mem_distinct(const gi_mem_geometry *g, const gi_mem_rec *r, size_t n, uint64_t unit, int by_group,
                     gi_mem_ids *ids)
{
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        if (!r[i].size) continue;
        uint64_t tag = by_group ? (uint64_t)gi_mem_group(g, r[i].lane) << 58 : 0;
        for (uint64_t u = r[i].addr / unit; u <= (r[i].addr + r[i].size - 1) / unit; u++) {
            if (k == ids->cap) {
                size_t nc = ids->cap ? ids->cap * 2 : 256;
                uint64_t *nv = realloc(ids->v, nc * sizeof *nv);
                if (!nv) return -1;
                ids->v = nv, ids->cap = nc;
            }
            ids->v[k++] = by_group ? tag | (u & ((1ull << 58) - 1)) : u;   /* word ids of shared memory fit 58 bits */
        }
    }
    qsort(ids->v, k, sizeof *ids->v, cmp_u64);
    size_t m = 0;
    for (size_t i = 0; i < k; i++)
        if (!m || ids->v[i] != ids->v[m - 1]) ids->v[m++] = ids->v[i];
    return (long)m;
}

int gi_mem_figures(const gi_mem_geometry *g, int space, const gi_mem_rec *r, size_t n, gi_mem_ids *ids,
                   gi_mem_fig *out, uint16_t ways[GI_MEM_GROUPS][GI_MEM_BANKS])
{
    memset(out, 0, sizeof *out);
    uint64_t lanes = 0;
    int wide = 0;
    for (size_t i = 0; i < n; i++) {
        if (r[i].lane >= 0 && r[i].lane < 64) lanes |= 1ull << r[i].lane;
        else wide = 1;
    }
    out->lanes = (uint64_t)__builtin_popcountll(lanes) + (uint64_t)wide;
    if (space != GI_MSP_SHARED) {
        long s = gi_mem_distinct(g, r, n, g->sector, 0, ids), l = s < 0 ? -1 : gi_mem_distinct(g, r, n, g->line, 0, ids);
        if (l < 0) return -1;
        out->sectors = (uint64_t)s, out->lines = (uint64_t)l;
        return 0;
    }
    long w = gi_mem_distinct(g, r, n, g->bank_bytes, 1, ids);   /* (group, word) pairs */
    if (w < 0) return -1;
    uint16_t cnt[GI_MEM_GROUPS][GI_MEM_BANKS];
    memset(cnt, 0, sizeof cnt);
    unsigned banks = g->banks < GI_MEM_BANKS ? g->banks : GI_MEM_BANKS;
    for (long i = 0; i < w; i++) {
        unsigned grp = (unsigned)(ids->v[i] >> 58), b = (unsigned)((ids->v[i] & ((1ull << 58) - 1)) % banks);
        if (cnt[grp][b] < UINT16_MAX) cnt[grp][b]++;
    }
    for (unsigned grp = 0; grp < GI_MEM_GROUPS; grp++) {
        uint64_t worst = 0;
        for (unsigned b = 0; b < banks; b++)
            if (cnt[grp][b] > worst) worst = cnt[grp][b];
        out->extra += worst ? worst - 1 : 0;
        if (worst > out->ways) out->ways = worst;
    }
    if (ways) memcpy(ways, cnt, sizeof cnt);
    return 0;
}
