/* A reader of the Thrift compact protocol (the encoding of Parquet's footer and page headers,
 * tools/parquet_read.c) over a bounded byte range: fields, integers, strings and lists, and
 * skipping of any value. Hostile input: every read checks the bounds, nesting is limited, and
 * the first failure sticks (t->bad), later reads returning zeros. */
#ifndef GI_TOOLS_THRIFT_CP_H
#define GI_TOOLS_THRIFT_CP_H
#include <stddef.h>
#include <stdint.h>

enum { TCP_STOP = 0, TCP_TRUE = 1, TCP_FALSE = 2, TCP_BYTE = 3, TCP_I16 = 4, TCP_I32 = 5, TCP_I64 = 6,
       TCP_DOUBLE = 7, TCP_BINARY = 8, TCP_LIST = 9, TCP_SET = 10, TCP_MAP = 11, TCP_STRUCT = 12 };

typedef struct gi_tcp {
    const uint8_t *p, *end;
    int bad;          /* truncated or malformed */
    int depth;        /* of nested structs and lists */
    int16_t last[32]; /* the last field id of each open struct */
} gi_tcp;

void gi_tcp_init(gi_tcp *t, const void *p, size_t n);
/* Enter a struct (its fields follow), leave it (after its stop field). */
void gi_tcp_struct_begin(gi_tcp *t);
void gi_tcp_struct_end(gi_tcp *t);
/* The next field of the open struct: its type (TCP_STOP at the end) and *id. Booleans: the type
 * TCP_TRUE or TCP_FALSE is the value. */
int gi_tcp_field(gi_tcp *t, int *id);
int64_t gi_tcp_int(gi_tcp *t);   /* an I16, I32 or I64 (zigzag varint) */
int gi_tcp_byte(gi_tcp *t);
/* A binary/string: its bytes (in the buffer) and length. */
const uint8_t *gi_tcp_binary(gi_tcp *t, size_t *len);
/* A list or set header: the element type, and the count (bounded by the bytes left). */
size_t gi_tcp_list(gi_tcp *t, int *elem);
/* Skip a value of the type (a field's or a list element's). */
void gi_tcp_skip(gi_tcp *t, int type);
/* The bytes consumed since p. */
size_t gi_tcp_used(const gi_tcp *t, const void *start);

#endif
