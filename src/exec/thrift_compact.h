/* A Thrift compact-protocol writer, as much of it as Parquet's footer and page
 * headers need (trace_parquet.c): struct fields with delta-coded ids,
 * zigzag varint integers, binary strings, booleans, lists and nested structs.
 * Spec: Apache Thrift, doc/specs/thrift-compact-protocol.md. Errors (out of
 * memory, nesting deeper than GI_TC_DEPTH) stick in `err`; check it at the end. */
#ifndef GI_EXEC_THRIFT_COMPACT_H
#define GI_EXEC_THRIFT_COMPACT_H
#include "exec/pq_buf.h"

/* compact-protocol type ids */
enum {
    GI_TC_TRUE = 1, GI_TC_FALSE = 2, GI_TC_I8 = 3, GI_TC_I16 = 4, GI_TC_I32 = 5, GI_TC_I64 = 6,
    GI_TC_BINARY = 8, GI_TC_LIST = 9, GI_TC_STRUCT = 12
};
#define GI_TC_DEPTH 16

typedef struct gi_tc {
    gi_pq_buf *b;
    int16_t last[GI_TC_DEPTH];   /* the last field id of each open struct */
    int depth, err;
} gi_tc;

void gi_tc_init(gi_tc *w, gi_pq_buf *b);
void gi_tc_i8(gi_tc *w, int id, int8_t v);
void gi_tc_i32(gi_tc *w, int id, int32_t v);
void gi_tc_i64(gi_tc *w, int id, int64_t v);
void gi_tc_bool(gi_tc *w, int id, int v);
void gi_tc_binary(gi_tc *w, int id, const void *p, size_t n);
/* A struct field: gi_tc_struct(w, id) ... gi_tc_end(w) (the stop byte). */
void gi_tc_struct(gi_tc *w, int id);
void gi_tc_end(gi_tc *w);
/* A list field of n elements of type elem, then the n elements: */
void gi_tc_list(gi_tc *w, int id, int elem, size_t n);
void gi_tc_elem_i32(gi_tc *w, int32_t v);
void gi_tc_elem_binary(gi_tc *w, const void *p, size_t n);
void gi_tc_elem_struct(gi_tc *w);   /* ... gi_tc_end(w) */
#endif
