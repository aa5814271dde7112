/* One column chunk of a Parquet row group, read value by value (tools/parquet_read.c): its
 * pages (dictionary, data v1 and v2) decompressed one at a time (tools/pq_codec.h), the
 * definition levels and values decoded (tools/pq_decode.h). */
#ifndef GI_TOOLS_PQ_COLUMN_H
#define GI_TOOLS_PQ_COLUMN_H
#include "parquet_read.h"
#include "pq_decode.h"
#include <stddef.h>
#include <stdint.h>

/* Parquet's physical types */
enum { PQT_BOOLEAN, PQT_INT32, PQT_INT64, PQT_INT96, PQT_FLOAT, PQT_DOUBLE, PQT_BYTE_ARRAY, PQT_FLBA };

typedef struct gi_pq_col {
    /* set by the caller, kept across chunks */
    const char *path, *name;
    int type, type_length, optional;
    char *err;
    size_t errlen;
    /* the chunk */
    uint8_t *chunk;   /* owned */
    size_t len, pos;
    int codec;
    uint64_t group;   /* the row group, for messages */
    /* the dictionary */
    uint8_t *dict_page;
    size_t ndict;
    int64_t *dict_i;
    const uint8_t **dict_s;
    size_t *dict_len;
    int has_dict;
    /* the current data page */
    uint8_t *page;
    size_t page_cap;
    uint64_t left;    /* values (nulls included) left in the page */
    int enc;
    gi_pq_rle def;
    const uint8_t *vp, *vend;   /* the values (PLAIN; the data of the DELTA_*_BYTE_ARRAYs) */
    gi_pq_rle idx;
    gi_pq_delta d1, d2;         /* integers or lengths; DELTA_BYTE_ARRAY: prefixes, suffix lengths */
    int d1_on, d2_on;
    uint8_t *prev;              /* DELTA_BYTE_ARRAY: the previous value */
    size_t prev_len, prev_cap;
} gi_pq_col;

/* Start on a chunk (malloc'd, taken over) of the codec; the previous chunk's state is freed. */
void gi_pq_col_start(gi_pq_col *c, uint8_t *chunk, size_t len, int codec, uint64_t group);
/* The next value: 0, or -1 with the message in c->err. */
int gi_pq_col_value(gi_pq_col *c, gi_pq_val *v);
/* After the row group's last row: 0 when no value is left, or -1 with the message. */
int gi_pq_col_finish(gi_pq_col *c);
void gi_pq_col_free(gi_pq_col *c);
/* The name of an encoding (buf for unknown values). */
const char *gi_pq_encoding_name(int enc, char *buf, size_t n);

#endif
