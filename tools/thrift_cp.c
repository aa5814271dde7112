/* The Thrift compact protocol, as Parquet uses it (tools/thrift_cp.h). Written from the Thrift
 * specification (doc/specs/thrift-compact-protocol.md): unsigned LEB128 varints, zigzag for
 * signed integers, field headers with a 4-bit id delta and a 4-bit type, list headers with a
 * 4-bit count (15: a varint follows) and the element type. */
#include "thrift_cp.h"
#include <string.h>

enum { MAX_DEPTH = 32 };

void gi_tcp_init(gi_tcp *t, const void *p, size_t n)
{
    memset(t, 0, sizeof *t);
    t->p = p;
    t->end = t->p + n;
}

static uint64_t varint(gi_tcp *t)
{
    uint64_t v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
        if (t->p >= t->end) {
            t->bad = 1;
            return 0;
        }
        uint8_t b = *t->p++;
        v |= (uint64_t)(b & 0x7f) << shift;
        if (!(b & 0x80)) return v;
    }
    t->bad = 1;   /* more than 10 bytes */
    return 0;
}

int64_t gi_tcp_int(gi_tcp *t)
{
    uint64_t u = varint(t);
    return (int64_t)(u >> 1) ^ -(int64_t)(u & 1);
}

int gi_tcp_byte(gi_tcp *t)
{
    if (t->bad || t->p >= t->end) {
        t->bad = 1;
        return 0;
    }
    return (int8_t)*t->p++;
}

const uint8_t *gi_tcp_binary(gi_tcp *t, size_t *len)
{
    uint64_t n = varint(t);
    if (t->bad || n > (uint64_t)(t->end - t->p)) {
        t->bad = 1;
        *len = 0;
        return t->p;
    }
    const uint8_t *s = t->p;
    t->p += n;
    *len = (size_t)n;
    return s;
}

void gi_tcp_struct_begin(gi_tcp *t)
{
    if (t->depth >= MAX_DEPTH) {
        t->bad = 1;
        return;
    }
    t->last[t->depth++] = 0;
}

void gi_tcp_struct_end(gi_tcp *t)
{
    if (t->depth > 0) t->depth--;
}

int gi_tcp_field(gi_tcp *t, int *id)
{
    *id = 0;
    if (t->bad || t->depth == 0 || t->p >= t->end) {
        t->bad = 1;
        return TCP_STOP;
    }
    uint8_t b = *t->p++;
    if (b == 0) return TCP_STOP;
    int type = b & 0x0f, delta = b >> 4;
    int16_t *last = &t->last[t->depth - 1];
    if (delta) *last = (int16_t)(*last + delta);
    else *last = (int16_t)gi_tcp_int(t);
    if (type < TCP_TRUE || type > TCP_STRUCT) t->bad = 1;
    *id = *last;
    return t->bad ? TCP_STOP : type;
}

size_t gi_tcp_list(gi_tcp *t, int *elem)
{
    *elem = 0;
    if (t->bad || t->p >= t->end) {
        t->bad = 1;
        return 0;
    }
    uint8_t b = *t->p++;
    *elem = b & 0x0f;
    uint64_t n = b >> 4;
    if (n == 15) n = varint(t);
    /* every element takes a byte at least (booleans in lists take one each) */
    if (t->bad || n > (uint64_t)(t->end - t->p) || *elem < TCP_TRUE || *elem > TCP_STRUCT) {
        t->bad = 1;
        return 0;
    }
    return (size_t)n;
}

void gi_tcp_skip(gi_tcp *t, int type)
{
    if (t->bad) return;
    switch (type) {
    case TCP_TRUE:
    case TCP_FALSE:
        return;   /* a field's boolean is in its header; list elements are read by gi_tcp_list's caller */
    case TCP_BYTE:
        gi_tcp_byte(t);
        return;
    case TCP_I16:
    case TCP_I32:
    case TCP_I64:
        varint(t);
        return;
    case TCP_DOUBLE:
        if (t->end - t->p < 8) t->bad = 1;
        else t->p += 8;
        return;
    case TCP_BINARY: {
        size_t n;
        gi_tcp_binary(t, &n);
        return;
    }
    case TCP_LIST:
    case TCP_SET: {
        int elem;
        size_t n = gi_tcp_list(t, &elem);
        if (t->depth >= MAX_DEPTH) {
            t->bad = 1;
            return;
        }
        t->depth++;
        t->last[t->depth - 1] = 0;
        for (size_t i = 0; i < n && !t->bad; i++) {
            if (elem == TCP_TRUE || elem == TCP_FALSE) gi_tcp_byte(t);
            else gi_tcp_skip(t, elem);
        }
        t->depth--;
        return;
    }
    case TCP_MAP: {
        uint64_t n = varint(t);
        if (!n || t->bad) return;
        if (n > (uint64_t)(t->end - t->p) || t->p >= t->end) {
            t->bad = 1;
            return;
        }
        uint8_t kv = *t->p++;
        int kt = kv >> 4, vt = kv & 0x0f;
        if (t->depth >= MAX_DEPTH) {
            t->bad = 1;
            return;
        }
        t->depth++;
        for (uint64_t i = 0; i < n && !t->bad; i++) {
            if (kt == TCP_TRUE || kt == TCP_FALSE) gi_tcp_byte(t);
            else gi_tcp_skip(t, kt);
            if (vt == TCP_TRUE || vt == TCP_FALSE) gi_tcp_byte(t);
            else gi_tcp_skip(t, vt);
        }
        t->depth--;
        return;
    }
    case TCP_STRUCT: {
        gi_tcp_struct_begin(t);
        int id, ft;
        while (!t->bad && (ft = gi_tcp_field(t, &id)) != TCP_STOP) gi_tcp_skip(t, ft);
        gi_tcp_struct_end(t);
        return;
    }
    default:
        t->bad = 1;
    }
}

size_t gi_tcp_used(const gi_tcp *t, const void *start)
{
    return (size_t)(t->p - (const uint8_t *)start);
}
