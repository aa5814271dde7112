/* Parquet's page-body encodings that the trace encoder (trace_parquet.c) uses,
 * as the format's Encodings.md defines them:
 *   - DELTA_BINARY_PACKED for INT64 columns: blocks of 128 deltas in 4
 *     miniblocks of 32, each block a zigzag ULEB128 minimum delta, the 4
 *     miniblocks' bit widths and the deltas less the minimum bit-packed
 *     little-endian; deltas wrap around in 64 bits;
 *   - the RLE / bit-packing hybrid for dictionary indices and definition
 *     levels, made from a list of runs (value, count) gathered row by row. */
#ifndef GI_EXEC_PQ_ENCODE_H
#define GI_EXEC_PQ_ENCODE_H
#include "exec/pq_buf.h"

/* DELTA_BINARY_PACKED in two parts, so that the value count need not be known in advance:
 * gi_pq_delta_begin(), gi_pq_delta_put() the values in order (in as many calls as convenient)
 * and gi_pq_delta_end() append the blocks to *blocks; gi_pq_delta_header() then appends the
 * header (block size, miniblocks, the count, the first value) to another buffer, which the
 * blocks follow. Errors (out of memory) stick in err. */
typedef struct gi_pq_delta {
    gi_pq_buf *out;
    uint64_t seen, first, prev;
    size_t nd;
    int err, held;   /* held: d[0..nd) holds the block's deltas (else they are all 0, not stored) */
    int exact;       /* lo, hi: the least and greatest of d[0..nd) (gi_pq_delta_run keeps them) */
    int64_t lo, hi;
    uint64_t d[128];
} gi_pq_delta;

void gi_pq_delta_begin(gi_pq_delta *e, gi_pq_buf *blocks);
void gi_pq_delta_put(gi_pq_delta *e, const uint64_t *v, size_t k);   /* int64 values as their bits */
/* n values v (the same bytes as n gi_pq_delta_put()s of v; whole blocks of zero deltas cost nothing) */
void gi_pq_delta_run(gi_pq_delta *e, uint64_t v, uint64_t n);
int gi_pq_delta_end(gi_pq_delta *e);   /* 0, or -1 out of memory */
int gi_pq_delta_header(const gi_pq_delta *e, gi_pq_buf *out);   /* 0 or -1 */

/* Runs of equal values (gi_pq_runs_add; a caller may keep the open run in cur, len and close it
 * with gi_pq_runs_close). */
typedef struct gi_pq_run {
    uint64_t v, n;
} gi_pq_run;
typedef struct gi_pq_runs {
    gi_pq_run *r;
    size_t n, cap;
    uint64_t cur, len;   /* the open run */
    int err;
} gi_pq_runs;

void gi_pq_runs_add(gi_pq_runs *s, uint64_t v, uint64_t n);
static inline void gi_pq_runs_close(gi_pq_runs *s)
{
    if (s->len) gi_pq_runs_add(s, s->cur, s->len);
    s->len = 0;
}

/* The RLE / bit-packing hybrid of the runs' values (each < 2^bw, bw 1..32), without a length
 * prefix: runs of 8 or more as RLE runs, the rest in bit-packed runs of groups of 8. 0 or -1. */
int gi_pq_hybrid(gi_pq_buf *out, const gi_pq_run *r, size_t n, unsigned bw);
#endif
