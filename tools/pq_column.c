/* A Parquet column chunk, value by value (tools/pq_column.h). Facts from the Parquet
 * specification (parquet.thrift, Encodings.md): page headers are compact-Thrift PageHeader
 * structs; a v1 data page is compressed as a whole and holds (OPTIONAL columns) the definition
 * levels in the RLE hybrid behind a 4-byte little-endian length, then the values; a v2 page
 * holds the levels uncompressed, their lengths in the header, then the values, compressed
 * when is_compressed (default true). Dictionary pages are PLAIN; dictionary-encoded data is
 * one byte of bit width, then the indices in the hybrid without a length. */
#include "pq_column.h"
#include "pq_codec.h"
#include "thrift_cp.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { PG_DATA = 0, PG_INDEX = 1, PG_DICT = 2, PG_DATA2 = 3 };
enum { E_PLAIN = 0, E_PLAIN_DICT = 2, E_RLE = 3, E_BIT_PACKED = 4, E_DELTA_BP = 5, E_DELTA_LBA = 6, E_DELTA_BA = 7,
       E_RLE_DICT = 8, E_BSS = 9 };
/* a page decompressed to more than this is refused (writers use about 1 MiB) */
#define MAX_PAGE ((size_t)256 << 20)

const char *gi_pq_encoding_name(int enc, char *buf, size_t n)
{
    static const char *const names[] = {"PLAIN", "GROUP_VAR_INT", "PLAIN_DICTIONARY", "RLE", "BIT_PACKED",
                                        "DELTA_BINARY_PACKED", "DELTA_LENGTH_BYTE_ARRAY", "DELTA_BYTE_ARRAY",
                                        "RLE_DICTIONARY", "BYTE_STREAM_SPLIT"};
    if (enc >= 0 && enc < (int)(sizeof names / sizeof names[0])) return names[enc];
    snprintf(buf, n, "encoding %d", enc);
    return buf;
}

static int fail(gi_pq_col *c, const char *fmt, ...)
{
    char why[200];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, sizeof why, fmt, ap);
    va_end(ap);
    snprintf(c->err, c->errlen, "%s: column '%s' (row group %llu): %s", c->path, c->name,
             (unsigned long long)c->group, why);
    return -1;
}

static int corrupt(gi_pq_col *c, const char *what)
{
    return fail(c, "corrupt %s", what);
}

static void page_state_free(gi_pq_col *c)
{
    if (c->d1_on) gi_pq_delta_free(&c->d1);
    if (c->d2_on) gi_pq_delta_free(&c->d2);
    c->d1_on = c->d2_on = 0;
    c->left = 0;
}

void gi_pq_col_free(gi_pq_col *c)
{
    page_state_free(c);
    free(c->chunk), free(c->dict_page), free(c->dict_i), free(c->dict_s), free(c->dict_len), free(c->page), free(c->prev);
    c->chunk = c->dict_page = c->page = c->prev = NULL;
    c->dict_i = NULL, c->dict_s = NULL, c->dict_len = NULL;
    c->page_cap = c->prev_cap = c->prev_len = 0;
    c->has_dict = 0, c->ndict = 0;
}

void gi_pq_col_start(gi_pq_col *c, uint8_t *chunk, size_t len, int codec, uint64_t group)
{
    gi_pq_col_free(c);
    c->chunk = chunk, c->len = len, c->pos = 0, c->codec = codec, c->group = group;
}

typedef struct page_header {
    int type;
    int64_t usize, csize;
    int64_t nvalues;
    int enc, def_enc, has_def_enc;
    int64_t def_len, rep_len;
    int compressed;
    int have_data, have_dict, have_v2;
} page_header;

static void read_data_header(gi_tcp *t, page_header *h, int v2)
{
    gi_tcp_struct_begin(t);
    int id, ft;
    while ((ft = gi_tcp_field(t, &id)) != TCP_STOP) {
        if (ft == TCP_I32 && id == 1) h->nvalues = gi_tcp_int(t);
        else if (ft == TCP_I32 && ((!v2 && id == 2) || (v2 && id == 4))) h->enc = (int)gi_tcp_int(t);
        else if (ft == TCP_I32 && !v2 && id == 3) h->def_enc = (int)gi_tcp_int(t), h->has_def_enc = 1;
        else if (ft == TCP_I32 && v2 && id == 5) h->def_len = gi_tcp_int(t);
        else if (ft == TCP_I32 && v2 && id == 6) h->rep_len = gi_tcp_int(t);
        else if ((ft == TCP_TRUE || ft == TCP_FALSE) && v2 && id == 7) h->compressed = ft == TCP_TRUE;
        else gi_tcp_skip(t, ft);
    }
    gi_tcp_struct_end(t);
}

/* The page header at c->chunk + c->pos: its length in *hlen, 0 or -1. */
static int page_header_at(gi_pq_col *c, page_header *h, size_t *hlen)
{
    memset(h, 0, sizeof *h);
    h->type = -1, h->enc = -1, h->compressed = 1, h->usize = h->csize = -1, h->nvalues = -1;
    gi_tcp t;
    const uint8_t *start = c->chunk + c->pos;
    gi_tcp_init(&t, start, c->len - c->pos);
    gi_tcp_struct_begin(&t);
    int id, ft;
    while ((ft = gi_tcp_field(&t, &id)) != TCP_STOP) {
        if (ft == TCP_I32 && id == 1) h->type = (int)gi_tcp_int(&t);
        else if (ft == TCP_I32 && id == 2) h->usize = gi_tcp_int(&t);
        else if (ft == TCP_I32 && id == 3) h->csize = gi_tcp_int(&t);
        else if (ft == TCP_STRUCT && id == 5) read_data_header(&t, h, 0), h->have_data = 1;
        else if (ft == TCP_STRUCT && id == 7) read_data_header(&t, h, 0), h->have_dict = 1;
        else if (ft == TCP_STRUCT && id == 8) read_data_header(&t, h, 1), h->have_v2 = 1;
        else gi_tcp_skip(&t, ft);
    }
    gi_tcp_struct_end(&t);
    if (t.bad) return corrupt(c, "page header");
    *hlen = gi_tcp_used(&t, start);
    /* i32 fields in parquet.thrift */
    if (h->usize > INT32_MAX || h->csize > INT32_MAX || h->nvalues > INT32_MAX || h->def_len > INT32_MAX ||
        h->rep_len > INT32_MAX)
        return corrupt(c, "page header (a count beyond 32 bits)");
    if (h->usize < 0 || h->csize < 0 || (uint64_t)h->csize > c->len - c->pos - *hlen)
        return corrupt(c, "page header (page sizes)");
    if ((uint64_t)h->usize > MAX_PAGE) return fail(c, "a page of %lld bytes (the reader's limit is 256 MiB)", (long long)h->usize);
    return 0;
}

static uint8_t *page_buf(gi_pq_col *c, size_t n)
{
    if (n + 1 > c->page_cap) {
        uint8_t *p = realloc(c->page, n + 1);
        if (!p) return NULL;
        c->page = p, c->page_cap = n + 1;
    }
    return c->page;
}

/* PLAIN values of the column's type at *p (up to end): 0, or -1 when they are cut short. */
static int plain_value(gi_pq_col *c, const uint8_t **p, const uint8_t *end, gi_pq_val *v)
{
    size_t avail = (size_t)(end - *p);
    switch (c->type) {
    case PQT_INT32: {
        if (avail < 4) return -1;
        uint32_t x = (uint32_t)(*p)[0] | (uint32_t)(*p)[1] << 8 | (uint32_t)(*p)[2] << 16 | (uint32_t)(*p)[3] << 24;
        v->i = (int32_t)x;
        *p += 4;
        return 0;
    }
    case PQT_INT64: {
        if (avail < 8) return -1;
        uint64_t x = 0;
        for (int k = 0; k < 8; k++) x |= (uint64_t)(*p)[k] << (8 * k);
        v->i = (int64_t)x;
        *p += 8;
        return 0;
    }
    case PQT_BYTE_ARRAY: {
        if (avail < 4) return -1;
        uint32_t n = (uint32_t)(*p)[0] | (uint32_t)(*p)[1] << 8 | (uint32_t)(*p)[2] << 16 | (uint32_t)(*p)[3] << 24;
        if (n > avail - 4) return -1;
        v->s = *p + 4, v->len = n;
        *p += 4 + (size_t)n;
        return 0;
    }
    case PQT_FLBA:
        if (c->type_length < 0 || (size_t)c->type_length > avail) return -1;
        v->s = *p, v->len = (size_t)c->type_length;
        *p += c->type_length;
        return 0;
    }
    return -1;
}

static int read_dictionary(gi_pq_col *c, const page_header *h, const uint8_t *body)
{
    char b[32];
    if (c->has_dict) return corrupt(c, "chunk (two dictionary pages)");
    if (h->enc != E_PLAIN && h->enc != E_PLAIN_DICT)
        return fail(c, "dictionary page encoding %s is not supported", gi_pq_encoding_name(h->enc, b, sizeof b));
    uint8_t *d = malloc((size_t)h->usize + 1);
    if (!d) return fail(c, "out of memory");
    char why[160];
    if (gi_pq_decompress(c->codec, body, (size_t)h->csize, d, (size_t)h->usize, why, sizeof why) < 0) {
        free(d);
        return fail(c, "dictionary page: %s", why);
    }
    c->dict_page = d;
    /* every value takes a byte at least (4 for a length), except zero-length fixed ones */
    if (h->nvalues < 0 || h->nvalues > h->usize)
        return corrupt(c, "dictionary page (value count)");
    size_t n = (size_t)h->nvalues;
    const uint8_t *p = d, *end = d + h->usize;
    if (c->type == PQT_INT32 || c->type == PQT_INT64) c->dict_i = malloc((n ? n : 1) * sizeof *c->dict_i);
    else c->dict_s = malloc((n ? n : 1) * sizeof *c->dict_s), c->dict_len = malloc((n ? n : 1) * sizeof *c->dict_len);
    if (!c->dict_i && !(c->dict_s && c->dict_len)) return fail(c, "out of memory");
    for (size_t i = 0; i < n; i++) {
        gi_pq_val v = {0};
        if (plain_value(c, &p, end, &v)) return corrupt(c, "dictionary page (values cut short)");
        if (c->dict_i) c->dict_i[i] = v.i;
        else c->dict_s[i] = v.s, c->dict_len[i] = v.len;
    }
    c->ndict = n, c->has_dict = 1;
    return 0;
}

/* Set up the value decoder of the page's encoding over [p, end). */
static int start_values(gi_pq_col *c, int enc, const uint8_t *p, const uint8_t *end)
{
    char b[32];
    int is_int = c->type == PQT_INT32 || c->type == PQT_INT64;
    c->enc = enc;
    c->vp = p, c->vend = end;
    switch (enc) {
    case E_PLAIN:
        return 0;
    case E_PLAIN_DICT:
    case E_RLE_DICT:
        if (!c->has_dict) return corrupt(c, "chunk (dictionary-encoded data without a dictionary page)");
        if (p >= end) {   /* a page of nulls only may have no index data */
            gi_pq_rle_init(&c->idx, p, 0, 0);
            return 0;
        }
        if (gi_pq_rle_init(&c->idx, p + 1, (size_t)(end - p - 1), *p)) return corrupt(c, "page (index bit width)");
        return 0;
    case E_DELTA_BP:
        if (!is_int) break;
        if (p >= end) {   /* nulls only */
            c->vp = end;
            return 0;
        }
        if (gi_pq_delta_init(&c->d1, p, (size_t)(end - p))) return corrupt(c, "page (DELTA_BINARY_PACKED header)");
        c->d1_on = 1;
        return 0;
    case E_DELTA_LBA:
    case E_DELTA_BA: {
        if (is_int) break;
        if (p >= end) return 0;
        size_t n1, n2 = 0;
        if (gi_pq_delta_size(p, (size_t)(end - p), &n1) || gi_pq_delta_init(&c->d1, p, n1))
            return corrupt(c, "page (DELTA lengths)");
        c->d1_on = 1;
        if (enc == E_DELTA_BA) {
            if (gi_pq_delta_size(p + n1, (size_t)(end - p - n1), &n2) || gi_pq_delta_init(&c->d2, p + n1, n2))
                return corrupt(c, "page (DELTA_BYTE_ARRAY suffix lengths)");
            c->d2_on = 1;
        }
        c->vp = p + n1 + n2;
        c->prev_len = 0;
        return 0;
    }
    default:
        break;
    }
    return fail(c, "encoding %s is not supported for %s data", gi_pq_encoding_name(enc, b, sizeof b),
                is_int ? "integer" : "string");
}

/* The next page with values: 0, or -1 (also when the chunk has no more). */
static int next_page(gi_pq_col *c)
{
    char b[32], why[160];
    page_state_free(c);
    for (;;) {
        if (c->pos >= c->len) return fail(c, "its pages hold fewer values than the row group has rows");
        page_header h;
        size_t hlen;
        if (page_header_at(c, &h, &hlen)) return -1;
        const uint8_t *body = c->chunk + c->pos + hlen;
        c->pos += hlen + (size_t)h.csize;
        if (h.type == PG_DICT) {
            if (!h.have_dict) return corrupt(c, "page header (no dictionary header)");
            if (read_dictionary(c, &h, body)) return -1;
            continue;
        }
        if (h.type != PG_DATA && h.type != PG_DATA2) continue;   /* index pages and others: skipped */
        if ((h.type == PG_DATA && !h.have_data) || (h.type == PG_DATA2 && !h.have_v2) || h.nvalues < 0)
            return corrupt(c, "page header (no data page header)");
        const uint8_t *vals, *vend;
        if (h.type == PG_DATA) {
            uint8_t *pg = page_buf(c, (size_t)h.usize);
            if (!pg) return fail(c, "out of memory");
            if (gi_pq_decompress(c->codec, body, (size_t)h.csize, pg, (size_t)h.usize, why, sizeof why))
                return fail(c, "data page: %s", why);
            vals = pg, vend = pg + h.usize;
            if (c->optional) {
                if (h.has_def_enc && h.def_enc != E_RLE)
                    return fail(c, "definition level encoding %s is not supported (RLE is)",
                                gi_pq_encoding_name(h.def_enc, b, sizeof b));
                if (vend - vals < 4) return corrupt(c, "data page (definition levels)");
                uint32_t n = (uint32_t)vals[0] | (uint32_t)vals[1] << 8 | (uint32_t)vals[2] << 16 | (uint32_t)vals[3] << 24;
                if (n > (size_t)(vend - vals - 4)) return corrupt(c, "data page (definition levels)");
                gi_pq_rle_init(&c->def, vals + 4, n, 1);
                vals += 4 + (size_t)n;
            }
        } else {
            if (h.def_len < 0 || h.rep_len < 0 || h.def_len + h.rep_len > h.csize || h.def_len + h.rep_len > h.usize)
                return corrupt(c, "data page v2 header (level lengths)");
            if (h.rep_len) return fail(c, "repetition levels (a repeated column) are not supported");
            gi_pq_rle_init(&c->def, body, (size_t)h.def_len, 1);
            const uint8_t *data = body + h.def_len;
            size_t cn = (size_t)(h.csize - h.def_len), un = (size_t)(h.usize - h.def_len);
            uint8_t *pg = page_buf(c, un);
            if (!pg) return fail(c, "out of memory");
            int codec = h.compressed ? c->codec : PQ_UNCOMPRESSED;
            if (gi_pq_decompress(codec, data, cn, pg, un, why, sizeof why)) return fail(c, "data page v2: %s", why);
            vals = pg, vend = pg + un;
        }
        if (start_values(c, h.enc, vals, vend)) return -1;
        c->left = (uint64_t)h.nvalues;
        if (c->left) return 0;
    }
}

int gi_pq_col_value(gi_pq_col *c, gi_pq_val *v)
{
    memset(v, 0, sizeof *v);
    if (!c->left && next_page(c)) return -1;
    c->left--;
    if (c->optional) {
        uint32_t lv;
        if (gi_pq_rle_next(&c->def, &lv)) return corrupt(c, "page (definition levels)");
        if (!lv) {
            v->null = 1;
            return 0;
        }
    }
    switch (c->enc) {
    case E_PLAIN:
        if (plain_value(c, &c->vp, c->vend, v)) return corrupt(c, "page (PLAIN values cut short)");
        return 0;
    case E_PLAIN_DICT:
    case E_RLE_DICT: {
        uint32_t k;
        if (gi_pq_rle_next(&c->idx, &k) || k >= c->ndict) return corrupt(c, "page (dictionary indices)");
        if (c->dict_i) v->i = c->dict_i[k];
        else v->s = c->dict_s[k], v->len = c->dict_len[k];
        return 0;
    }
    case E_DELTA_BP: {
        int64_t x;
        if (!c->d1_on || gi_pq_delta_next(&c->d1, &x)) return corrupt(c, "page (DELTA_BINARY_PACKED values)");
        v->i = c->type == PQT_INT32 ? (int64_t)(int32_t)(uint32_t)(uint64_t)x : x;
        return 0;
    }
    case E_DELTA_LBA: {
        int64_t n;
        if (!c->d1_on || gi_pq_delta_next(&c->d1, &n) || n < 0 || (uint64_t)n > (uint64_t)(c->vend - c->vp))
            return corrupt(c, "page (DELTA_LENGTH_BYTE_ARRAY values)");
        v->s = c->vp, v->len = (size_t)n;
        c->vp += n;
        return 0;
    }
    case E_DELTA_BA: {
        int64_t pre, suf;
        if (!c->d1_on || !c->d2_on || gi_pq_delta_next(&c->d1, &pre) || gi_pq_delta_next(&c->d2, &suf) || pre < 0 ||
            (uint64_t)pre > c->prev_len || suf < 0 || (uint64_t)suf > (uint64_t)(c->vend - c->vp))
            return corrupt(c, "page (DELTA_BYTE_ARRAY values)");
        size_t n = (size_t)pre + (size_t)suf;
        if (n + 1 > c->prev_cap) {
            uint8_t *q = realloc(c->prev, n + 1);
            if (!q) return fail(c, "out of memory");
            c->prev = q, c->prev_cap = n + 1;
        }
        memcpy(c->prev + pre, c->vp, (size_t)suf);
        c->vp += suf;
        c->prev_len = n;
        v->s = c->prev, v->len = n;
        return 0;
    }
    }
    return corrupt(c, "page");
}

int gi_pq_col_finish(gi_pq_col *c)
{
    if (c->left) return fail(c, "its pages hold more values than the row group has rows");
    page_state_free(c);
    while (c->pos < c->len) {
        page_header h;
        size_t hlen;
        if (page_header_at(c, &h, &hlen)) return -1;
        c->pos += hlen + (size_t)h.csize;
        if ((h.type == PG_DATA || h.type == PG_DATA2) && h.nvalues > 0)
            return fail(c, "its pages hold more values than the row group has rows");
    }
    return 0;
}
