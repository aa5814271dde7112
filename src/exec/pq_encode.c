/* DELTA_BINARY_PACKED and the RLE / bit-packing hybrid (pq_encode.h). */
#include "exec/pq_encode.h"
#include <string.h>

static void put_le64(uint8_t *o, uint64_t v)
{
    for (int i = 0; i < 8; i++) o[i] = (uint8_t)(v >> 8 * i);
}

/* k values x[i] - base of w bits each (w 1..64), little-endian bit order from bit 0 of o[0];
 * k * w is a multiple of 32. Returns the bytes written, k * w / 8. Always inlined and unrolled:
 * with constant k and w (pack32) every shift and store position is a constant. */
static inline __attribute__((always_inline)) size_t pack_bits(uint8_t *o, const uint64_t *x, size_t k, uint64_t base,
                                                              unsigned w)
{
    uint8_t *o0 = o;
    uint64_t acc = 0;
    unsigned bits = 0;
#pragma GCC unroll 32
    for (size_t i = 0; i < k; i++) {
        uint64_t v = x[i] - base;
        acc |= v << bits;
        if (bits + w >= 64) {
            put_le64(o, acc), o += 8;
            acc = bits ? v >> (64 - bits) : 0;
            bits = bits + w - 64;
        } else bits += w;
    }
    for (unsigned i = 0; i < bits; i += 8) *o++ = (uint8_t)(acc >> i);
    return (size_t)(o - o0);
}

/* pack_bits for any k and w (0: nothing) */
static size_t pack(uint8_t *o, const uint64_t *x, size_t k, uint64_t base, unsigned w)
{
    return w ? pack_bits(o, x, k, base, w) : 0;
}

/* A miniblock: 32 values x[i] - base of w bits; widths up to 32 (the usual ones) each as its own
 * unrolled copy. Returns the bytes written, 4 * w. */
static size_t pack32(uint8_t *o, const uint64_t *x, uint64_t base, unsigned w)
{
    switch (w) {
#define W(n) \
    case n: return pack_bits(o, x, 32, base, n);
        W(1) W(2) W(3) W(4) W(5) W(6) W(7) W(8) W(9) W(10) W(11) W(12) W(13) W(14) W(15) W(16)
        W(17) W(18) W(19) W(20) W(21) W(22) W(23) W(24) W(25) W(26) W(27) W(28) W(29) W(30) W(31) W(32)
#undef W
    default: return pack(o, x, 32, base, w);
    }
}

static unsigned bitlen(uint64_t v)
{
    return v ? 64u - (unsigned)__builtin_clzll(v) : 0;
}

/* an empty block */
static void fresh(gi_pq_delta *e)
{
    e->nd = 0, e->held = 0, e->exact = 1, e->lo = INT64_MAX, e->hi = INT64_MIN;
}

static void bound(gi_pq_delta *e, int64_t d)
{
    e->lo = d < e->lo ? d : e->lo, e->hi = d > e->hi ? d : e->hi;
}

void gi_pq_delta_begin(gi_pq_delta *e, gi_pq_buf *blocks)
{
    e->out = blocks, e->seen = 0, e->first = 0, e->prev = 0, e->err = 0;
    fresh(e);
}

/* block size 128, 4 miniblocks, the value count, the first value (zigzag) */
int gi_pq_delta_header(const gi_pq_delta *e, gi_pq_buf *out)
{
    if (gi_pq_reserve(out, 32)) return -1;
    uint8_t *o = out->p + out->n;
    size_t k = gi_pq_uleb(o, 128);
    k += gi_pq_uleb(o + k, 4);
    k += gi_pq_uleb(o + k, e->seen);
    k += gi_pq_uleb(o + k, gi_pq_zigzag((int64_t)e->first));
    out->n += k;
    return 0;
}

static void hold(gi_pq_delta *e)
{
    if (!e->held) memset(e->d, 0, e->nd * sizeof *e->d), e->held = 1;
}

static void block(gi_pq_delta *e);

/* The block is full, or the last: a block of zero deltas not held is 5 zero bytes (min 0, widths 0). */
static void flush(gi_pq_delta *e)
{
    if (e->held) {
        block(e);
        return;
    }
    if (gi_pq_reserve(e->out, 5)) {
        e->err = 1;
        return;
    }
    memset(e->out->p + e->out->n, 0, 5);
    e->out->n += 5;
    fresh(e);
}

/* One block of nd deltas (1..128): a short last block pads its last miniblock with the minimum
 * (packed as 0) and gives the miniblocks it does not need width 0 and no bytes. */
static void block(gi_pq_delta *e)
{
    size_t nd = e->nd, nmb = (nd + 31) / 32;
    uint64_t same = 0;   /* all deltas equal (runs, unit strides): the minimum and widths 0 */
    if (e->exact) same = e->lo != e->hi;
    else
        for (size_t j = 0; j < nd; j++) same |= e->d[j] ^ e->d[0];
    if (!same) {
        if (gi_pq_reserve(e->out, 14)) {
            e->err = 1;
            return;
        }
        uint8_t *o = e->out->p + e->out->n;
        o += gi_pq_uleb(o, gi_pq_zigzag((int64_t)e->d[0]));
        memset(o, 0, 4);
        e->out->n = (size_t)(o + 4 - e->out->p);
        fresh(e);
        return;
    }
    /* the minimum as signed: compared unsigned with the sign bit flipped; four accumulators */
    const uint64_t flip = UINT64_C(1) << 63;
    uint64_t m4[4] = {e->d[0] ^ flip, e->d[0] ^ flip, e->d[0] ^ flip, e->d[0] ^ flip};
    size_t j = e->exact ? nd : 0;
    for (; j + 4 <= nd; j += 4)
        for (int q = 0; q < 4; q++) m4[q] = (e->d[j + q] ^ flip) < m4[q] ? e->d[j + q] ^ flip : m4[q];
    for (; j < nd; j++) m4[0] = (e->d[j] ^ flip) < m4[0] ? e->d[j] ^ flip : m4[0];
    for (int q = 1; q < 4; q++) m4[0] = m4[q] < m4[0] ? m4[q] : m4[0];
    int64_t mn = e->exact ? e->lo : (int64_t)(m4[0] ^ flip);
    for (size_t j = nd; j < nmb * 32; j++) e->d[j] = (uint64_t)mn;
    uint8_t w[4] = {0};
    size_t bytes = 0;
    for (size_t m = 0; m < nmb; m++) {
        uint64_t or = 0;
        for (size_t j = 0; j < 32; j++) or |= e->d[m * 32 + j] - (uint64_t)mn;
        w[m] = (uint8_t)bitlen(or), bytes += 4u * w[m];
    }
    if (gi_pq_reserve(e->out, 14 + bytes)) {
        e->err = 1;
        return;
    }
    uint8_t *o = e->out->p + e->out->n;
    o += gi_pq_uleb(o, gi_pq_zigzag(mn));
    memcpy(o, w, 4), o += 4;
    for (size_t m = 0; m < nmb; m++) o += pack32(o, e->d + m * 32, (uint64_t)mn, w[m]);
    e->out->n = (size_t)(o - e->out->p);
    fresh(e);
}

void gi_pq_delta_put(gi_pq_delta *e, const uint64_t *v, size_t k)
{
    if (!k || e->err) return;
    if (!e->seen) e->first = e->prev = v[0], v++, k--, e->seen = 1;
    e->seen += k;
    while (k) {   /* deltas into the block buffer, up to its end (a loop the compiler vectorizes) */
        size_t m = 128 - e->nd < k ? 128 - e->nd : k;
        hold(e);
        e->exact = 0;
        uint64_t *restrict d = e->d + e->nd;
        const uint64_t *restrict x = v;
        d[0] = x[0] - e->prev;   /* wraps around: uint64 */
        for (size_t i = 1; i < m; i++) d[i] = x[i] - x[i - 1];
        e->prev = x[m - 1], e->nd += m, v += m, k -= m;
        if (e->nd == 128) flush(e);
    }
}

void gi_pq_delta_run(gi_pq_delta *e, uint64_t v, uint64_t n)
{
    if (!n || e->err) return;
    if (!e->seen) e->first = v, e->seen = 1;
    else {
        uint64_t d = v - e->prev;
        if (d) hold(e);
        if (e->held) e->d[e->nd] = d;
        bound(e, (int64_t)d);
        e->seen++;
        if (++e->nd == 128) flush(e);
    }
    e->prev = v;
    n--;
    e->seen += n;
    while (n && !e->err) {   /* n zero deltas */
        if (!e->nd && n >= 128) {   /* whole blocks: min delta 0 (zigzag 00), widths 0 0 0 0 */
            uint64_t b = n / 128;
            if (b > SIZE_MAX / 5 || gi_pq_reserve(e->out, (size_t)b * 5)) {
                e->err = 1;
                return;
            }
            memset(e->out->p + e->out->n, 0, (size_t)b * 5);
            e->out->n += (size_t)b * 5, n -= b * 128;
            continue;
        }
        size_t m = 128 - e->nd < n ? 128 - e->nd : (size_t)n;
        if (e->held) memset(e->d + e->nd, 0, m * sizeof *e->d);
        bound(e, 0);
        e->nd += m, n -= m;
        if (e->nd == 128) flush(e);
    }
}

int gi_pq_delta_end(gi_pq_delta *e)
{
    if (e->nd) flush(e);
    return e->err ? -1 : 0;
}

void gi_pq_runs_add(gi_pq_runs *s, uint64_t v, uint64_t n)
{
    if (s->n == s->cap) {
        size_t cap = s->cap ? 2 * s->cap : 64;
        gi_pq_run *r = realloc(s->r, cap * sizeof *r);
        if (!r) {
            s->err = 1;
            return;
        }
        s->r = r, s->cap = cap;
    }
    s->r[s->n++] = (gi_pq_run){v, n};
}

/* literals of a bit-packed run: at most 63 groups of 8, so that its header is one byte */
#define LIT_MAX 504

typedef struct hyb {
    gi_pq_buf *out;
    unsigned bw;
    size_t nlit;
    int err;
    uint64_t lit[LIT_MAX + 32];   /* + padding to whole 32-value words for pack() */
} hyb;

static void flush_lit(hyb *h)
{
    if (!h->nlit) return;
    size_t groups = (h->nlit + 7) / 8;
    for (size_t i = h->nlit; i < groups * 8; i++) h->lit[i] = 0;   /* the last group's padding */
    size_t want = groups * h->bw, k = (groups * 8 + 31) / 32 * 32;
    if (gi_pq_reserve(h->out, 10 + k * h->bw / 8)) {
        h->err = 1;
        return;
    }
    uint8_t *o = h->out->p + h->out->n;
    o += gi_pq_uleb(o, (uint64_t)groups << 1 | 1);
    /* pack() writes whole 32-bit words: 8 values of bw bits are bw bytes, so pack by 32 and trim */
    for (size_t i = groups * 8; i < k; i++) h->lit[i] = 0;
    pack(o, h->lit, k, 0, h->bw);
    h->out->n = (size_t)(o - h->out->p) + want;
    h->nlit = 0;
}

static void add_lit(hyb *h, uint64_t v, uint64_t n)
{
    while (n--) {
        h->lit[h->nlit++] = v;
        if (h->nlit == LIT_MAX) flush_lit(h);
    }
}

static void rle(hyb *h, uint64_t v, uint64_t n)
{
    if (gi_pq_reserve(h->out, 14)) {
        h->err = 1;
        return;
    }
    uint8_t *o = h->out->p + h->out->n;
    o += gi_pq_uleb(o, n << 1);
    for (unsigned i = 0; i < h->bw; i += 8) *o++ = (uint8_t)(v >> i);
    h->out->n = (size_t)(o - h->out->p);
}

int gi_pq_hybrid(gi_pq_buf *out, const gi_pq_run *r, size_t n, unsigned bw)
{
    hyb *h = malloc(sizeof *h);
    if (!h) return -1;
    h->out = out, h->bw = bw, h->nlit = 0, h->err = 0;
    for (size_t i = 0; i < n && !h->err; i++) {
        uint64_t v = r[i].v, k = r[i].n;
        if (k >= 8 && h->nlit % 8) {   /* complete the literals' last group from this run */
            uint64_t t = 8 - h->nlit % 8;
            add_lit(h, v, t), k -= t;
        }
        if (k >= 8) flush_lit(h), rle(h, v, k);
        else add_lit(h, v, k);
    }
    flush_lit(h);
    int err = h->err;
    free(h);
    return err ? -1 : 0;
}
