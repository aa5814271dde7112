/* Parquet's RLE / bit-packed hybrid and DELTA_BINARY_PACKED (tools/pq_decode.h), written from
 * the Parquet specification (Encodings.md): values bit-packed least significant bit first;
 * hybrid runs introduced by a ULEB128 header (low bit 1: (header >> 1) groups of 8 bit-packed
 * values; 0: header >> 1 repeats of one value in ceil(width / 8) little-endian bytes); delta
 * pages a header <block size, miniblocks per block, total count, zigzag first value>, then
 * blocks <zigzag min delta, one bit width per miniblock, the miniblocks>. */
#include "pq_decode.h"
#include <stdlib.h>
#include <string.h>

static int uleb(const uint8_t **p, const uint8_t *end, uint64_t *v)
{
    uint64_t x = 0;
    for (int s = 0; s < 64; s += 7) {
        if (*p >= end) return -1;
        uint8_t b = *(*p)++;
        x |= (uint64_t)(b & 0x7f) << s;
        if (!(b & 0x80)) {
            *v = x;
            return 0;
        }
    }
    return -1;
}

static uint64_t zigzag(uint64_t u)
{
    return (u >> 1) ^ (0 - (u & 1));
}

/* width bits at bit offset bit of p (the bytes up to end known to hold them) */
static uint64_t bits_at(const uint8_t *p, uint64_t bit, int width)
{
    uint64_t v = 0;
    int got = 0;
    p += bit / 8;
    int off = (int)(bit % 8);
    while (got < width) {
        int take = 8 - off;
        if (take > width - got) take = width - got;
        v |= (uint64_t)((*p >> off) & ((1u << take) - 1)) << got;
        got += take, off = 0, p++;
    }
    return v;
}

int gi_pq_rle_init(gi_pq_rle *r, const uint8_t *p, size_t n, int width)
{
    memset(r, 0, sizeof *r);
    r->p = p, r->end = p + n, r->width = width;
    return width < 0 || width > 32 ? -1 : 0;
}

int gi_pq_rle_next(gi_pq_rle *r, uint32_t *v)
{
    while (!r->left) {   /* the next run */
        uint64_t h;
        if (uleb(&r->p, r->end, &h)) return -1;
        if (h & 1) {
            uint64_t groups = h >> 1;
            /* a run's bytes: groups * width; the last run may be cut short by the page's end */
            uint64_t avail = (uint64_t)(r->end - r->p);
            if (r->width && groups > avail / (uint64_t)r->width + 1) groups = avail / (uint64_t)r->width + 1;
            if (groups > (uint64_t)1 << 58) groups = (uint64_t)1 << 58;
            r->packed = 1, r->left = groups * 8, r->bit = 0;
        } else {
            int nb = (r->width + 7) / 8;
            if (r->end - r->p < nb) return -1;
            uint32_t x = 0;
            for (int i = 0; i < nb; i++) x |= (uint32_t)r->p[i] << (8 * i);
            r->p += nb;
            if (r->width < 32 && (x >> r->width)) return -1;
            r->packed = 0, r->left = h >> 1, r->value = x;
        }
    }
    if (r->packed) {
        if (r->bit + (uint64_t)r->width > (uint64_t)(r->end - r->p) * 8) return -1;
        *v = (uint32_t)bits_at(r->p, r->bit, r->width);
        r->bit += (uint64_t)r->width;
        if (!--r->left) r->p += (r->bit + 7) / 8;
    } else {
        *v = r->value;
        r->left--;
    }
    return 0;
}

enum { MAX_BLOCK = 1 << 16 };   /* values a block; writers use 128 or so */

static int header(const uint8_t **p, const uint8_t *end, uint64_t *block, uint64_t *nmini, uint64_t *total, uint64_t *first)
{
    if (uleb(p, end, block) || uleb(p, end, nmini) || uleb(p, end, total) || uleb(p, end, first)) return -1;
    if (!*block || *block % 128 || *block > MAX_BLOCK || !*nmini || *block % *nmini || (*block / *nmini) % 32) return -1;
    return 0;
}

int gi_pq_delta_init(gi_pq_delta *d, const uint8_t *p, size_t n)
{
    memset(d, 0, sizeof *d);
    d->p = p, d->end = p + n;
    uint64_t first;
    if (header(&d->p, d->end, &d->block, &d->nmini, &d->total, &first)) return -1;
    d->per_mini = d->block / d->nmini;
    d->last = zigzag(first);
    d->mini = d->nmini;
    d->vals = malloc(d->per_mini * sizeof *d->vals);
    return d->vals ? 0 : -1;
}

void gi_pq_delta_free(gi_pq_delta *d)
{
    free(d->vals);
    d->vals = NULL;
}

/* Unpack the next miniblock (after a block header when the block is done). */
static int next_mini(gi_pq_delta *d)
{
    if (d->mini + 1 >= d->nmini) {   /* a new block */
        uint64_t md;
        if (uleb(&d->p, d->end, &md)) return -1;
        d->min_delta = zigzag(md);
        if ((uint64_t)(d->end - d->p) < d->nmini) return -1;
        d->widths = d->p;
        d->p += d->nmini;
        d->mini = 0;
    } else
        d->mini++;
    int w = d->widths[d->mini];
    if (w > 64) return -1;
    /* the last miniblock may be cut to the values it holds: those whose bits are all there */
    uint64_t avail = (uint64_t)(d->end - d->p), n = w ? avail * 8 / (uint64_t)w : d->per_mini;
    if (n > d->per_mini) n = d->per_mini;
    for (uint64_t i = 0; i < n; i++) d->vals[i] = w ? bits_at(d->p, i * (uint64_t)w, w) : 0;
    uint64_t bytes = d->per_mini * (uint64_t)w / 8;   /* per_mini is a multiple of 32 */
    d->p += bytes < avail ? bytes : avail;
    d->nvals = n, d->at = 0;
    return 0;
}

int gi_pq_delta_next(gi_pq_delta *d, int64_t *v)
{
    if (d->done >= d->total) return -1;
    if (d->done++ == 0) {
        *v = (int64_t)d->last;
        return 0;
    }
    if (d->mini == d->nmini || d->at == d->per_mini)
        if (next_mini(d)) return -1;
    if (d->at >= d->nvals) return -1;   /* a miniblock cut short */
    d->last += d->min_delta + d->vals[d->at++];
    *v = (int64_t)d->last;
    return 0;
}

int gi_pq_delta_size(const uint8_t *p, size_t n, size_t *size)
{
    const uint8_t *q = p, *end = p + n;
    uint64_t block, nmini, total, first;
    if (header(&q, end, &block, &nmini, &total, &first)) return -1;
    uint64_t per_mini = block / nmini, left = total ? total - 1 : 0;
    while (left) {
        uint64_t md;
        if (uleb(&q, end, &md) || (uint64_t)(end - q) < nmini) return -1;
        const uint8_t *w = q;
        q += nmini;
        for (uint64_t m = 0; m < nmini && left; m++) {
            if (w[m] > 64) return -1;
            uint64_t bytes = per_mini * w[m] / 8;
            if (bytes > (uint64_t)(end - q)) return -1;
            q += bytes;
            left -= left < per_mini ? left : per_mini;
        }
    }
    *size = (size_t)(q - p);
    return 0;
}
