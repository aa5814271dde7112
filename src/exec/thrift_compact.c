/* Thrift compact protocol, the writing half (thrift_compact.h). */
#include "exec/thrift_compact.h"
#include <string.h>

void gi_tc_init(gi_tc *w, gi_pq_buf *b)
{
    memset(w, 0, sizeof *w);
    w->b = b;
}

static uint8_t *room(gi_tc *w, size_t k)
{
    if (w->err || gi_pq_reserve(w->b, k)) {
        w->err = 1;
        return NULL;
    }
    return w->b->p + w->b->n;
}

static void put_varint(gi_tc *w, uint64_t v)
{
    uint8_t *o = room(w, 10);
    if (o) w->b->n += gi_pq_uleb(o, v);
}

static void put_byte(gi_tc *w, uint8_t v)
{
    uint8_t *o = room(w, 1);
    if (o) *o = v, w->b->n++;
}

/* The field header: (id delta << 4 | type) when the delta is 1..15, else the type and the id as a zigzag varint. */
static void field(gi_tc *w, int id, int type)
{
    int d = id - w->last[w->depth];
    if (d > 0 && d <= 15) put_byte(w, (uint8_t)(d << 4 | type));
    else put_byte(w, (uint8_t)type), put_varint(w, gi_pq_zigzag(id));
    w->last[w->depth] = (int16_t)id;
}

void gi_tc_i8(gi_tc *w, int id, int8_t v)
{
    field(w, id, GI_TC_I8);
    put_byte(w, (uint8_t)v);
}

void gi_tc_i32(gi_tc *w, int id, int32_t v)
{
    field(w, id, GI_TC_I32);
    put_varint(w, gi_pq_zigzag(v));
}

void gi_tc_i64(gi_tc *w, int id, int64_t v)
{
    field(w, id, GI_TC_I64);
    put_varint(w, gi_pq_zigzag(v));
}

void gi_tc_bool(gi_tc *w, int id, int v)
{
    field(w, id, v ? GI_TC_TRUE : GI_TC_FALSE);   /* the value is the field's type */
}

void gi_tc_elem_binary(gi_tc *w, const void *p, size_t n)
{
    put_varint(w, n);
    uint8_t *o = room(w, n);
    if (o && n) memcpy(o, p, n), w->b->n += n;
}

void gi_tc_binary(gi_tc *w, int id, const void *p, size_t n)
{
    field(w, id, GI_TC_BINARY);
    gi_tc_elem_binary(w, p, n);
}

void gi_tc_elem_struct(gi_tc *w)
{
    if (w->depth + 1 >= GI_TC_DEPTH) {
        w->err = 1;
        return;
    }
    w->last[++w->depth] = 0;
}

void gi_tc_struct(gi_tc *w, int id)
{
    field(w, id, GI_TC_STRUCT);
    gi_tc_elem_struct(w);
}

void gi_tc_end(gi_tc *w)
{
    put_byte(w, 0);   /* stop */
    if (w->depth > 0) w->depth--;
}

void gi_tc_list(gi_tc *w, int id, int elem, size_t n)
{
    field(w, id, GI_TC_LIST);
    if (n < 15) put_byte(w, (uint8_t)(n << 4 | (size_t)elem));
    else put_byte(w, (uint8_t)(0xf0 | elem)), put_varint(w, n);
}

void gi_tc_elem_i32(gi_tc *w, int32_t v)
{
    put_varint(w, gi_pq_zigzag(v));
}
