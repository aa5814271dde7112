/* A growable byte buffer for the Parquet trace encoder (trace_parquet.c) and
 * its Thrift and page encoders: bytes p[0..n), capacity cap; free(p). */
#ifndef GI_EXEC_PQ_BUF_H
#define GI_EXEC_PQ_BUF_H
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

typedef struct gi_pq_buf {
    uint8_t *p;
    size_t n, cap;
} gi_pq_buf;

/* Room for k more bytes: 0, or -1 out of memory (the buffer unchanged). */
static inline int gi_pq_reserve(gi_pq_buf *b, size_t k)
{
    if (b->cap - b->n >= k) return 0;
    size_t cap = b->cap ? b->cap : 256;
    while (cap - b->n < k) {
        if (cap > SIZE_MAX / 2) return -1;
        cap *= 2;
    }
    uint8_t *p = realloc(b->p, cap);
    if (!p) return -1;
    b->p = p, b->cap = cap;
    return 0;
}

/* Unsigned LEB128 (Thrift varints, Parquet's ULEB128) at o; returns the bytes written (at most 10). */
static inline size_t gi_pq_uleb(uint8_t *o, uint64_t v)
{
    size_t k = 0;
    while (v >= 0x80) o[k++] = (uint8_t)(v | 0x80), v >>= 7;
    o[k++] = (uint8_t)v;
    return k;
}

static inline uint64_t gi_pq_zigzag(int64_t v)
{
    return ((uint64_t)v << 1) ^ (0 - ((uint64_t)v >> 63));
}
#endif
