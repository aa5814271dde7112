/* Value decoders of Parquet pages (tools/parquet_read.c), one value at a time over a bounded
 * byte range: the RLE / bit-packed hybrid (levels and dictionary indices) and
 * DELTA_BINARY_PACKED (integers, and the lengths of the DELTA_*_BYTE_ARRAY encodings). Each
 * returns -1 on input that is truncated or malformed; nothing is allocated but one miniblock. */
#ifndef GI_TOOLS_PQ_DECODE_H
#define GI_TOOLS_PQ_DECODE_H
#include <stddef.h>
#include <stdint.h>

typedef struct gi_pq_rle {
    const uint8_t *p, *end;
    int width;          /* bits a value, 0..32 */
    uint64_t left;      /* values left in the current run */
    int packed;         /* the current run is bit-packed */
    uint32_t value;     /* of an RLE run */
    uint64_t bit;       /* of a bit-packed run: the next value's bit offset from p */
} gi_pq_rle;

/* The hybrid over [p, p + n) with the bit width (0..32; -1 if not). */
int gi_pq_rle_init(gi_pq_rle *r, const uint8_t *p, size_t n, int width);
/* The next value: 0, or -1 when the data ends or is malformed. */
int gi_pq_rle_next(gi_pq_rle *r, uint32_t *v);

typedef struct gi_pq_delta {
    const uint8_t *p, *end;
    uint64_t block, per_mini, nmini;   /* values a block, a miniblock; miniblocks a block */
    uint64_t total, done;              /* values in all, returned */
    uint64_t last;                     /* the previous value (wrapping arithmetic) */
    uint64_t min_delta;
    const uint8_t *widths;             /* of the current block's miniblocks */
    uint64_t mini;                     /* the current miniblock of the block (nmini: none yet) */
    uint64_t *vals;                    /* the current miniblock's deltas, per_mini of them */
    uint64_t nvals, at;                /* vals decoded (fewer in a cut miniblock), the next */
} gi_pq_delta;

/* Parse the header over [p, p + n): 0, or -1. Release with gi_pq_delta_free. */
int gi_pq_delta_init(gi_pq_delta *d, const uint8_t *p, size_t n);
int gi_pq_delta_next(gi_pq_delta *d, int64_t *v);
void gi_pq_delta_free(gi_pq_delta *d);
/* The byte length of the DELTA_BINARY_PACKED data at p (its header and every miniblock that holds
 * one of its values), without decoding it: 0, or -1. */
int gi_pq_delta_size(const uint8_t *p, size_t n, size_t *size);

#endif
