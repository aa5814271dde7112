/* Guest memory: sparse regions, local pages, constant banks (see mem.h). */
#include "exec/mem.h"
#include <stdlib.h>
#include <string.h>

typedef unsigned __int128 gi_u128;   /* only for range ends that may be 2^64 */

void gi_mem_init(gi_mem *m, uint64_t limit)
{
    memset(m, 0, sizeof *m);
    m->limit = limit;
}

static void regions_clear(gi_mem *m, gi_regions *rs)
{
    for (size_t i = 0; i < rs->n && !rs->borrowed; i++) {
        m->used -= rs->r[i].cap;
        free(rs->r[i].data);
    }
    rs->n = 0;
    rs->last = 0;
}

static void lane_clear(gi_mem *m, gi_lane_mem *l)
{
    for (size_t i = 0; i < l->n; i++) free(l->p[i].data);
    m->used -= (uint64_t)l->n * GI_LOCAL_PAGE;
    free(l->p);
    memset(l, 0, sizeof *l);
}

void gi_mem_free(gi_mem *m)
{
    regions_clear(m, &m->global);
    regions_clear(m, &m->shared);
    free(m->global.r);
    free(m->shared.r);
    for (unsigned i = 0; i < GI_MAX_LANES; i++) lane_clear(m, &m->local[i]);
    for (unsigned i = 0; i < GI_CONST_BANKS; i++) free(m->cbank[i]);
    memset(m, 0, sizeof *m);
}

/* Would `more` extra bytes stay within the limit? */
static int fits(const gi_mem *m, uint64_t more)
{
    return more <= m->limit && m->used <= m->limit - more;
}

/* ---- regions ---- */

/* Index of the region holding addr, or (size_t)-1. Binary search over the
 * sorted regions after a check of the last hit. */
static size_t region_find(gi_regions *rs, uint64_t addr)
{
    if (rs->n == 0) return (size_t)-1;
    const gi_region *c = &rs->r[rs->last];
    if (addr - c->base < c->len && addr >= c->base) return rs->last;
    size_t lo = 0, hi = rs->n;          /* first region with base > addr */
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (rs->r[mid].base <= addr) lo = mid + 1;
        else hi = mid;
    }
    if (lo == 0) return (size_t)-1;
    const gi_region *r = &rs->r[lo - 1];
    if (addr - r->base >= r->len) return (size_t)-1;
    rs->last = lo - 1;
    return lo - 1;
}

/* The region holding all of [addr, addr+size) and the offset in it, or NULL. */
static gi_region *region_span(gi_regions *rs, uint64_t addr, size_t size, uint64_t *off)
{
    size_t i = region_find(rs, addr);
    if (i == (size_t)-1) return NULL;
    gi_region *r = &rs->r[i];
    *off = addr - r->base;
    if (size > r->len - *off) return NULL;   /* off < len, so no wrap */
    return r;
}

/* Region bytes are 64-byte aligned in host memory, as guest data usually is
 * in guest memory: a guest-aligned vector or block access is then a
 * host-aligned one, never a load split across host cache lines. realloc
 * keeps no alignment, so growing copies. */
enum { DATA_ALIGN = 64 };

static uint8_t *data_new(size_t n)   /* n zero bytes */
{
    size_t rounded = (n + DATA_ALIGN - 1) / DATA_ALIGN * DATA_ALIGN;
    if (rounded < n) return NULL;
    uint8_t *d = aligned_alloc(DATA_ALIGN, rounded ? rounded : DATA_ALIGN);
    if (d) memset(d, 0, n);
    return d;
}

/* The first `keep` bytes of old in a new buffer of n >= keep bytes (the
 * rest uninitialised); old is freed on success. */
static uint8_t *data_grow(uint8_t *old, size_t keep, size_t n)
{
    size_t rounded = (n + DATA_ALIGN - 1) / DATA_ALIGN * DATA_ALIGN;
    if (rounded < n) return NULL;
    uint8_t *d = aligned_alloc(DATA_ALIGN, rounded ? rounded : DATA_ALIGN);
    if (!d) return NULL;
    if (keep) memcpy(d, old, keep);
    free(old);
    return d;
}

/* First allocation of a lazy region (then doubling): small enough that a
 * program touching a few shared words does not pay for the whole window. */
enum { LAZY_MIN = 64 * 1024 };

/* Make bytes [0, upto) of a region allocated (upto <= len). Only lazy
 * regions (have < len) grow here, geometrically, with zeroed bytes; the
 * charge (cap) was made when the region was created. */
static int region_fill(gi_region *r, uint64_t upto)
{
    if (upto <= r->have) return GI_MEM_OK;
    size_t want = r->have * 2 > LAZY_MIN ? r->have * 2 : LAZY_MIN;
    if (want < upto) want = (size_t)upto;
    if (want > r->cap) want = r->cap;
    uint8_t *d = data_grow(r->data, r->have, want);
    if (!d) return GI_MEM_NOMEM;
    memset(d + r->have, 0, want - r->have);
    r->data = d;
    r->have = want;
    return GI_MEM_OK;
}

static int region_read(gi_regions *rs, uint64_t addr, void *buf, size_t size)
{
    uint64_t off;
    gi_region *r = region_span(rs, addr, size, &off);
    if (!r) return GI_MEM_UNMAPPED;
    if (size <= r->have && off <= r->have - size) {
        memcpy(buf, r->data + off, size);
        return GI_MEM_OK;
    }
    /* past the allocated part of a lazy region: those bytes are 0 */
    size_t n = off < r->have ? (size_t)(r->have - off) : 0;
    if (n) memcpy(buf, r->data + off, n);
    memset((uint8_t *)buf + n, 0, size - n);
    return GI_MEM_OK;
}

static int region_write(gi_regions *rs, uint64_t addr, const void *buf, size_t size)
{
    uint64_t off;
    gi_region *r = region_span(rs, addr, size, &off);
    if (!r) return GI_MEM_UNMAPPED;
    if (region_fill(r, off + size) != GI_MEM_OK) return GI_MEM_NOMEM;
    memcpy(r->data + off, buf, size);
    return GI_MEM_OK;
}

static int regions_map(gi_mem *m, gi_regions *rs, uint64_t addr, uint64_t len)
{
    if (len == 0 || len - 1 > UINT64_MAX - addr) return GI_MEM_BADARG;
    gi_u128 end = (gi_u128)addr + len;
    /* merged = regions that overlap or touch [addr, end): [lo, hi) */
    size_t lo = 0, top = rs->n;   /* first region whose end reaches addr (ends are sorted) */
    while (lo < top) {
        size_t mid = lo + (top - lo) / 2;
        if ((gi_u128)rs->r[mid].base + rs->r[mid].len < addr) lo = mid + 1;
        else top = mid;
    }
    size_t hi = lo;
    while (hi < rs->n && rs->r[hi].base <= end) hi++;
    gi_u128 nb = addr, ne = end;
    if (hi > lo) {
        if (rs->r[lo].base < nb) nb = rs->r[lo].base;
        gi_u128 last_end = (gi_u128)rs->r[hi - 1].base + rs->r[hi - 1].len;
        if (last_end > ne) ne = last_end;
    }
    gi_u128 nlen128 = ne - nb;
    if (nlen128 > m->limit || nlen128 > SIZE_MAX) return GI_MEM_NOMEM;
    uint64_t nlen = (uint64_t)nlen128;
    if (hi > lo && rs->r[lo].base == nb && rs->r[lo].len == nlen && hi == lo + 1) return GI_MEM_OK; /* inside */
    for (size_t i = lo; i < hi; i++)   /* merging copies whole regions: lazy ones are allocated first */
        if (region_fill(&rs->r[i], rs->r[i].len) != GI_MEM_OK) return GI_MEM_NOMEM;
    uint64_t freed = 0;
    for (size_t i = lo; i < hi; i++) freed += rs->r[i].cap;
    gi_region nr = {(uint64_t)nb, nlen, 0, 0, NULL};
    if (hi > lo && rs->r[lo].base == nb) {
        /* grow the first region in place; doubling keeps appends linear */
        gi_region *f = &rs->r[lo];
        size_t cap = f->cap;
        if (cap < nlen) {
            /* peak use counts the merged neighbours too: they are freed after the copy */
            size_t want = cap * 2 > nlen ? cap * 2 : (size_t)nlen;
            if (!fits(m, want - cap)) want = (size_t)nlen;
            if (!fits(m, want - cap)) return GI_MEM_NOMEM;
            uint8_t *d = data_grow(f->data, f->len, want);
            if (!d) return GI_MEM_NOMEM;
            m->used += want - cap;
            f->data = d;
            f->cap = cap = want;
        }
        memset(f->data + f->len, 0, nlen - f->len);
        nr.data = f->data;
        nr.cap = nr.have = cap;
        freed = 0;         /* the first buffer is reused; the others are freed */
        for (size_t i = lo + 1; i < hi; i++) freed += rs->r[i].cap;
        for (size_t i = lo + 1; i < hi; i++) {
            memcpy(nr.data + (rs->r[i].base - nr.base), rs->r[i].data, rs->r[i].len);
            free(rs->r[i].data);
        }
    } else {
        if (!fits(m, nlen)) return GI_MEM_NOMEM;   /* peak: old buffers are freed after the copy */
        nr.data = data_new(nlen);
        if (!nr.data) return GI_MEM_NOMEM;
        nr.cap = nr.have = nlen;
        m->used += nlen;
        for (size_t i = lo; i < hi; i++) {
            memcpy(nr.data + (rs->r[i].base - nr.base), rs->r[i].data, rs->r[i].len);
            free(rs->r[i].data);
        }
    }
    m->used -= freed;
    /* replace [lo, hi) by nr */
    if (hi == lo) {
        if (rs->n == rs->cap) {
            size_t c = rs->cap ? rs->cap * 2 : 8;
            gi_region *r = realloc(rs->r, c * sizeof *r);
            if (!r) {
                m->used -= nr.cap;
                free(nr.data);
                return GI_MEM_NOMEM;
            }
            rs->r = r;
            rs->cap = c;
        }
        memmove(rs->r + lo + 1, rs->r + lo, (rs->n - lo) * sizeof *rs->r);
        rs->n++;
    } else {
        memmove(rs->r + lo + 1, rs->r + hi, (rs->n - hi) * sizeof *rs->r);
        rs->n -= hi - lo - 1;
    }
    rs->r[lo] = nr;
    rs->last = lo;
    return GI_MEM_OK;
}

int gi_mem_map(gi_mem *m, gi_space sp, uint64_t addr, uint64_t len)
{
    if (sp == GI_SPACE_GLOBAL) return regions_map(m, &m->global, addr, len);
    if (sp == GI_SPACE_SHARED) return regions_map(m, &m->shared, addr, len);
    return GI_MEM_BADARG;
}

int gi_mem_set_shared_size(gi_mem *m, uint64_t size)
{
    gi_regions *rs = &m->shared;
    regions_clear(m, rs);
    if (!size) return GI_MEM_OK;
    /* the limits of regions_map, but nothing is allocated yet (region_fill) */
    if (size > m->limit || size > SIZE_MAX || !fits(m, size)) return GI_MEM_NOMEM;
    if (rs->cap == 0) {
        gi_region *r = realloc(rs->r, 8 * sizeof *r);
        if (!r) return GI_MEM_NOMEM;
        rs->r = r;
        rs->cap = 8;
    }
    rs->r[0] = (gi_region){0, size, (size_t)size, 0, NULL};
    rs->n = 1;
    rs->last = 0;
    m->used += size;
    return GI_MEM_OK;
}

void gi_mem_set_local_size(gi_mem *m, uint64_t size)
{
    m->local_size = size;
    for (unsigned l = 0; l < GI_MAX_LANES; l++) {
        gi_lane_mem *lm = &m->local[l];
        size_t keep = 0;
        for (size_t i = 0; i < lm->n; i++) {
            if ((lm->p[i].index << GI_LOCAL_PAGE_BITS) < size) lm->p[keep++] = lm->p[i];
            else {
                free(lm->p[i].data);
                m->used -= GI_LOCAL_PAGE;
            }
        }
        lm->n = keep;
        lm->last = 0;
    }
}

/* ---- local pages ---- */

/* The page with this index, or NULL; with create, allocate it (zeroed). */
static uint8_t *page_get(gi_mem *m, gi_lane_mem *l, uint64_t index, int create, int *status)
{
    if (l->n && l->p[l->last].index == index) return l->p[l->last].data;
    size_t lo = 0, hi = l->n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (l->p[mid].index < index) lo = mid + 1;
        else hi = mid;
    }
    if (lo < l->n && l->p[lo].index == index) {
        l->last = lo;
        return l->p[lo].data;
    }
    if (!create) return NULL;
    if (!fits(m, GI_LOCAL_PAGE)) {
        *status = GI_MEM_NOMEM;
        return NULL;
    }
    if (l->n == l->cap) {
        size_t c = l->cap ? l->cap * 2 : 8;
        gi_lpage *p = realloc(l->p, c * sizeof *p);
        if (!p) {
            *status = GI_MEM_NOMEM;
            return NULL;
        }
        l->p = p;
        l->cap = c;
    }
    uint8_t *d = calloc(1, GI_LOCAL_PAGE);
    if (!d) {
        *status = GI_MEM_NOMEM;
        return NULL;
    }
    memmove(l->p + lo + 1, l->p + lo, (l->n - lo) * sizeof *l->p);
    l->p[lo].index = index;
    l->p[lo].data = d;
    l->n++;
    l->last = lo;
    m->used += GI_LOCAL_PAGE;
    return d;
}

static int local_access(gi_mem *m, unsigned lane, uint64_t addr, uint8_t *buf, size_t size, int write)
{
    if (lane >= GI_MAX_LANES) return GI_MEM_BADARG;
    if (addr >= m->local_size || size > m->local_size - addr) return GI_MEM_UNMAPPED;
    gi_lane_mem *l = &m->local[lane];
    int status = GI_MEM_OK;
    /* a write allocates every page first, so that it is all or nothing */
    if (write) {
        for (uint64_t a = addr >> GI_LOCAL_PAGE_BITS; a <= (addr + size - 1) >> GI_LOCAL_PAGE_BITS; a++)
            if (!page_get(m, l, a, 1, &status)) return status;
    }
    while (size) {
        uint64_t off = addr & (GI_LOCAL_PAGE - 1);
        size_t n = GI_LOCAL_PAGE - off < size ? (size_t)(GI_LOCAL_PAGE - off) : size;
        uint8_t *p = page_get(m, l, addr >> GI_LOCAL_PAGE_BITS, 0, &status);
        if (write) memcpy(p + off, buf, n);
        else if (p) memcpy(buf, p + off, n);
        else memset(buf, 0, n);
        buf += n;
        addr += n;
        size -= n;
    }
    return GI_MEM_OK;
}

/* ---- constant banks ---- */

static int const_range(uint64_t addr, size_t size)
{
    uint64_t bank = addr >> 16, off = addr & 0xFFFF;
    return bank < GI_CONST_BANKS && size <= GI_CONST_BANK_SIZE - off;
}

/* ---- entry points ---- */

/* The regions an access uses: the views a launch set, else the machine's own. */
static inline gi_regions *GL(gi_mem *m) { return m->global_view ? m->global_view : &m->global; }
static inline gi_regions *SH(gi_mem *m) { return m->shared_view ? m->shared_view : &m->shared; }

int gi_regions_borrow(gi_regions *dst, const gi_regions *src)
{
    memset(dst, 0, sizeof *dst);
    for (size_t i = 0; i < src->n; i++)
        if (src->r[i].have < src->r[i].len) return GI_MEM_BADARG;   /* a lazy region may move */
    dst->r = malloc((src->n ? src->n : 1) * sizeof *dst->r);
    if (!dst->r) return GI_MEM_NOMEM;
    if (src->n) memcpy(dst->r, src->r, src->n * sizeof *dst->r);
    dst->n = dst->cap = src->n;
    dst->borrowed = true;
    return GI_MEM_OK;
}

void gi_regions_release(gi_regions *rs)
{
    if (rs->borrowed) free(rs->r);
    memset(rs, 0, sizeof *rs);
}

uint8_t *gi_mem_region(gi_mem *m, gi_space sp, uint64_t addr, uint64_t *base, uint64_t *len)
{
    gi_regions *rs = sp == GI_SPACE_GLOBAL ? GL(m) : sp == GI_SPACE_SHARED ? SH(m) : NULL;
    size_t i = rs ? region_find(rs, addr) : (size_t)-1;
    if (i == (size_t)-1 || region_fill(&rs->r[i], rs->r[i].len) != GI_MEM_OK) return NULL;
    *base = rs->r[i].base;
    *len = rs->r[i].len;
    return rs->r[i].data;
}

int gi_mem_check(gi_mem *m, gi_space sp, unsigned lane, uint64_t addr, size_t size)
{
    uint64_t off;
    if (size == 0) return GI_MEM_BADARG;
    switch (sp) {
    case GI_SPACE_GLOBAL: return region_span(GL(m), addr, size, &off) ? GI_MEM_OK : GI_MEM_UNMAPPED;
    case GI_SPACE_SHARED: return region_span(SH(m), addr, size, &off) ? GI_MEM_OK : GI_MEM_UNMAPPED;
    case GI_SPACE_LOCAL:
        if (lane >= GI_MAX_LANES) return GI_MEM_BADARG;
        return addr < m->local_size && size <= m->local_size - addr ? GI_MEM_OK : GI_MEM_UNMAPPED;
    case GI_SPACE_CONST: return const_range(addr, size) ? GI_MEM_OK : GI_MEM_UNMAPPED;
    }
    return GI_MEM_BADARG;
}

int gi_mem_read(gi_mem *m, gi_space sp, unsigned lane, uint64_t addr, void *buf, size_t size)
{
    if (size == 0) return GI_MEM_BADARG;
    switch (sp) {
    case GI_SPACE_GLOBAL: return region_read(GL(m), addr, buf, size);
    case GI_SPACE_SHARED: return region_read(SH(m), addr, buf, size);
    case GI_SPACE_LOCAL: return local_access(m, lane, addr, buf, size, 0);
    case GI_SPACE_CONST:
        if (!const_range(addr, size)) return GI_MEM_UNMAPPED;
        if (m->cbank[addr >> 16]) memcpy(buf, m->cbank[addr >> 16] + (addr & 0xFFFF), size);
        else memset(buf, 0, size);
        return GI_MEM_OK;
    }
    return GI_MEM_BADARG;
}

int gi_mem_write(gi_mem *m, gi_space sp, unsigned lane, uint64_t addr, const void *buf, size_t size)
{
    if (size == 0) return GI_MEM_BADARG;
    switch (sp) {
    case GI_SPACE_GLOBAL: return region_write(GL(m), addr, buf, size);
    case GI_SPACE_SHARED: return region_write(SH(m), addr, buf, size);
    case GI_SPACE_LOCAL: return local_access(m, lane, addr, (uint8_t *)(uintptr_t)buf, size, 1);
    case GI_SPACE_CONST: {
        if (!const_range(addr, size)) return GI_MEM_UNMAPPED;
        uint8_t **b = &m->cbank[addr >> 16];
        if (!*b) {
            if (!fits(m, GI_CONST_BANK_SIZE)) return GI_MEM_NOMEM;
            if (!(*b = calloc(1, GI_CONST_BANK_SIZE))) return GI_MEM_NOMEM;
            m->used += GI_CONST_BANK_SIZE;
        }
        memcpy(*b + (addr & 0xFFFF), buf, size);
        return GI_MEM_OK;
    }
    }
    return GI_MEM_BADARG;
}
