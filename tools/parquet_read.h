/* A streaming reader of flat Parquet files for `gpuisa report` (tools/trace_read.c): the
 * columns asked for by name, one row at a time, reading one row group's column chunks at a time
 * (pread). Supported (docs/memory-trace.md "gpuisa report"): physical types INT32, INT64,
 * BYTE_ARRAY and FIXED_LEN_BYTE_ARRAY; encodings PLAIN, PLAIN_DICTIONARY, RLE_DICTIONARY,
 * DELTA_BINARY_PACKED, DELTA_LENGTH_BYTE_ARRAY and DELTA_BYTE_ARRAY, definition levels in the
 * RLE / bit-packed hybrid (REQUIRED and OPTIONAL columns); data pages v1 and v2; codecs
 * UNCOMPRESSED, SNAPPY, GZIP and ZSTD. Anything else is an error that names it. */
#ifndef GI_TOOLS_PARQUET_READ_H
#define GI_TOOLS_PARQUET_READ_H
#include <stddef.h>
#include <stdint.h>

enum { GI_PQ_INT, GI_PQ_STR };   /* what a column must hold: INT32/INT64, BYTE_ARRAY/FIXED_LEN_BYTE_ARRAY */

typedef struct gi_pq_want {
    const char *name;
    int kind;        /* GI_PQ_INT or GI_PQ_STR */
    int required;    /* the file must have it */
} gi_pq_want;

typedef struct gi_pq_val {
    int null;
    int64_t i;             /* GI_PQ_INT */
    const uint8_t *s;      /* GI_PQ_STR: the bytes (not NUL-terminated), valid until the next row */
    size_t len;
} gi_pq_val;

typedef struct gi_pq_reader gi_pq_reader;

/* Read the footer of the Parquet file open on fd (the reader closes fd), named path in messages,
 * and find the n columns of want: the reader, or NULL with "PATH: why" in err. */
gi_pq_reader *gi_pq_open(int fd, const char *path, const gi_pq_want *want, int n, char *err, size_t errlen);
/* Whether the file has column k of want. */
int gi_pq_has(const gi_pq_reader *r, int k);
/* The next row into vals[n] (absent columns: null): 1, 0 at the end, -1 on an error. */
int gi_pq_next(gi_pq_reader *r, gi_pq_val *vals);
/* The message of the last error, "PATH: why". */
const char *gi_pq_error(const gi_pq_reader *r);
void gi_pq_close(gi_pq_reader *r);

#endif
