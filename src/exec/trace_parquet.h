/* Memory traces as Apache Parquet (docs/memory-trace.md "Parquet"): the
 * CSV's 15 columns, names and meanings, one row per gi_mt_rec. A file is
 * "PAR1", the row groups' bytes in order, then the footer. Pure and
 * reentrant: writer threads encode their chunks concurrently; only the
 * footer needs every group's metadata and file offset. */
#ifndef GI_EXEC_TRACE_PARQUET_H
#define GI_EXEC_TRACE_PARQUET_H
#include "exec/mtrec.h"
#include "exec/pq_buf.h"   /* gi_pq_buf: growable bytes p[0..n), capacity cap; free(p) */

#define GI_PQ_MAGIC "PAR1"   /* a Parquet file's first 4 bytes (and last 4) */

/* An encoded row group's footer metadata (opaque). */
typedef struct gi_pq_group gi_pq_group;

/* A row's value is NULL unless c->values and r->has_value (which requires r->value). */

/* Encode rows r[0..n) as ONE row group: append its bytes (the 15 column chunks) to *out; *g gets
 * its metadata, with offsets relative to the start of what was appended. 0, or -1 (out of memory,
 * or a column's page over 2 GiB: keep groups to a few million rows): *out is then as it was and
 * *g NULL. */
int gi_pq_encode_group(const gi_mt_ctx *c, const gi_mt_rec *r, size_t n, gi_pq_buf *out, gi_pq_group **g);

/* Append the footer (FileMetaData in Thrift compact protocol, its 4-byte little-endian length,
 * "PAR1") for the row groups g[0..n) whose bytes start at file offsets off[0..n). 0 or -1. */
int gi_pq_footer(const gi_mt_ctx *c, gi_pq_group *const *g, const uint64_t *off, size_t n, gi_pq_buf *out);

void gi_pq_group_free(gi_pq_group *g);

/* The same, a row group fed in pieces (so that the rows can be decoded a few thousand at a time,
 * while they are in cache) by an encoder that a writer thread keeps from group to group (it keeps
 * its buffers' room): gi_pq_enc_add() rows in order, then gi_pq_enc_group() appends the group to
 * *out exactly as gi_pq_encode_group() would for all those rows, and empties the encoder for the
 * next group. An encoder is one thread's; c must outlive it. 0, or -1 out of memory (sticky until
 * gi_pq_enc_group, which then returns -1, leaves *out as it was and empties the encoder). */
typedef struct gi_pq_enc gi_pq_enc;
gi_pq_enc *gi_pq_enc_new(const gi_mt_ctx *c);   /* NULL: out of memory */
int gi_pq_enc_add(gi_pq_enc *e, const gi_mt_rec *r, size_t n);
/* n rows like `like` but for their lanes (lanes[i]), addresses (addr_bytes 4 or 8 each, host order,
 * at addrs) and values (size bytes each at values, when like->has_value), as gi_pq_enc_add of
 * those rows would add them. */
int gi_pq_enc_add_batch(gi_pq_enc *e, const gi_mt_rec *like, const uint8_t *lanes, const uint8_t *addrs,
                        unsigned addr_bytes, const uint8_t *values, size_t n);
int gi_pq_enc_group(gi_pq_enc *e, gi_pq_buf *out, gi_pq_group **g);
void gi_pq_enc_free(gi_pq_enc *e);
#endif
