/* The Parquet encoder of memory traces (trace_parquet.h). Per row group each
 * column chunk is one data page (v1, UNCOMPRESSED):
 *   - isa, target, inst, space, kind, status: a PLAIN dictionary page, then
 *     RLE_DICTIONARY indices (the hybrid of pq_encode.h); a group's rows are
 *     gathered as runs of equal raw values (pc for inst, the enum for space,
 *     kind, status) and the dictionaries made from the runs, not the rows;
 *   - the integers: DELTA_BINARY_PACKED, with min/max statistics;
 *   - value (OPTIONAL): definition levels as the hybrid (bit width 1, 4-byte
 *     length prefix), then the present values PLAIN ("0x" + hex text).
 * The rows are read once, in blocks of BLK, into per-column arrays. The
 * enum values of parquet.thrift (apache/parquet-format) are written out below. */
#include "exec/trace_parquet.h"
#include "exec/pq_encode.h"
#include "exec/thrift_compact.h"
#include <string.h>

enum { C_ISA, C_TARGET, C_GX, C_GY, C_GZ, C_WAVE, C_PC, C_INST, C_LANE, C_SPACE, C_ADDRESS, C_SIZE, C_KIND, C_VALUE,
       C_STATUS, NCOL };
enum { K_STR, K_INT, K_UINT, K_VALUE };   /* dictionary text, INT64, INT64 as UINT_64, optional text */
static const struct {
    const char *name;
    uint8_t kind;
} cols[NCOL] = {
    {"isa", K_STR},  {"target", K_STR}, {"group_x", K_INT}, {"group_y", K_INT},   {"group_z", K_INT},
    {"wave", K_INT}, {"pc", K_INT},     {"inst", K_STR},    {"lane", K_INT},      {"space", K_STR},
    {"address", K_UINT}, {"size", K_INT}, {"kind", K_STR}, {"value", K_VALUE}, {"status", K_STR},
};
/* the INT64 columns, in the order of the block arrays */
enum { NINT = 8 };
static const uint8_t intcol[NINT] = {C_GX, C_GY, C_GZ, C_WAVE, C_PC, C_LANE, C_ADDRESS, C_SIZE};
/* the dictionary columns made from runs: inst (pc), space, kind, status */
enum { R_INST, R_SPACE, R_KIND, R_STATUS, NRUNS };

/* parquet.thrift */
enum { T_INT64 = 2, T_BYTE_ARRAY = 6 };
enum { REP_REQUIRED = 0, REP_OPTIONAL = 1 };
enum { CT_UTF8 = 0, CT_UINT_64 = 14 };
enum { E_PLAIN = 0, E_RLE = 3, E_DELTA = 5, E_RLE_DICTIONARY = 8 };
enum { PAGE_DATA = 0, PAGE_DICT = 2 };
enum { CODEC_UNCOMPRESSED = 0 };

static const char *const space_names[4] = {"global", "shared", "local", "const"};
static const char *const kind_names[3] = {"load", "store", "atomic"};
static const char *const status_names[4] = {"ok", "unmapped", "nomem", "badarg"};

typedef struct pq_col {
    int64_t size;                /* the chunk's bytes (uncompressed = compressed) */
    int64_t data_off, dict_off;  /* from the group's first byte; dict_off -1: no dictionary page */
    int64_t min, max, nulls;     /* min/max: INT64 columns of a group with rows */
} pq_col;

struct gi_pq_group {
    int64_t rows, bytes;
    pq_col col[NCOL];
};

#define BLK 1024

typedef struct enc {   /* a group's encoding state, on the heap (~70 KiB) */
    gi_pq_delta d[NINT];
    gi_pq_buf ib[NINT];          /* the DELTA_BINARY_PACKED bodies */
    gi_pq_runs runs[NRUNS], def;
    gi_pq_buf vals, tmp;         /* the value column's PLAIN values; a page body */
    uint64_t v[NINT][BLK];
    int err;
} enc;

typedef struct dstr {
    const char *s;
    size_t n;
} dstr;

static void enc_free(enc *e)
{
    for (int i = 0; i < NINT; i++) free(e->ib[i].p);
    for (int i = 0; i < NRUNS; i++) free(e->runs[i].r);
    free(e->def.r), free(e->vals.p), free(e->tmp.p);
    free(e);
}

static const char hexd[] = "0123456789abcdef";

/* Rows r[0..k) into the block arrays, the runs and the values. */
static void gather(enc *e, const gi_mt_ctx *c, const gi_mt_rec *r, size_t k)
{
    int values = c->values != 0;
    for (size_t i = 0; i < k; i++) {
        const gi_mt_rec *x = &r[i];
        e->v[0][i] = x->group[0], e->v[1][i] = x->group[1], e->v[2][i] = x->group[2];
        e->v[3][i] = x->wave, e->v[4][i] = x->pc, e->v[5][i] = (uint64_t)(int64_t)x->lane;
        e->v[6][i] = x->address, e->v[7][i] = x->size;
        gi_pq_runs_push(&e->runs[R_INST], x->pc);
        gi_pq_runs_push(&e->runs[R_SPACE], x->space);
        gi_pq_runs_push(&e->runs[R_KIND], x->kind);
        gi_pq_runs_push(&e->runs[R_STATUS], x->status);
        int has = values && x->has_value && x->value;
        gi_pq_runs_push(&e->def, (uint64_t)has);
        if (!has) continue;
        /* PLAIN BYTE_ARRAY: 4-byte length, then "0x" and the bytes as a little-endian number */
        uint32_t len = 2 + 2 * x->size;
        if (gi_pq_reserve(&e->vals, 4 + (size_t)len)) {
            e->err = 1;
            return;
        }
        uint8_t *o = e->vals.p + e->vals.n;
        o[0] = (uint8_t)len, o[1] = (uint8_t)(len >> 8), o[2] = (uint8_t)(len >> 16), o[3] = (uint8_t)(len >> 24);
        o[4] = '0', o[5] = 'x', o += 6;
        for (uint32_t b = x->size; b-- > 0; o += 2) o[0] = (uint8_t)hexd[x->value[b] >> 4], o[1] = (uint8_t)hexd[x->value[b] & 15];
        e->vals.n = (size_t)(o - e->vals.p);
    }
}

static void minmax(pq_col *col, const uint64_t *v, size_t k, int is_unsigned, int first)
{
    if (is_unsigned) {
        uint64_t mn = first ? v[0] : (uint64_t)col->min, mx = first ? v[0] : (uint64_t)col->max;
        for (size_t i = 0; i < k; i++) mn = v[i] < mn ? v[i] : mn, mx = v[i] > mx ? v[i] : mx;
        col->min = (int64_t)mn, col->max = (int64_t)mx;
    } else {
        int64_t mn = first ? (int64_t)v[0] : col->min, mx = first ? (int64_t)v[0] : col->max;
        for (size_t i = 0; i < k; i++) {
            int64_t x = (int64_t)v[i];
            mn = x < mn ? x : mn, mx = x > mx ? x : mx;
        }
        col->min = mn, col->max = mx;
    }
}

static int append(gi_pq_buf *out, const void *p, size_t n)
{
    if (gi_pq_reserve(out, n)) return -1;
    if (n) memcpy(out->p + out->n, p, n);
    out->n += n;
    return 0;
}

/* A page header (PageHeader): a dictionary page of nvals entries (PLAIN), or a v1 data page of
 * nvals values in encoding enc (levels RLE). */
static int page_header(gi_pq_buf *out, int type, size_t size, int64_t nvals, int enc)
{
    if (size > INT32_MAX || nvals > INT32_MAX) return -1;
    gi_tc w;
    gi_tc_init(&w, out);
    gi_tc_i32(&w, 1, type);
    gi_tc_i32(&w, 2, (int32_t)size);
    gi_tc_i32(&w, 3, (int32_t)size);
    if (type == PAGE_DICT) {
        gi_tc_struct(&w, 7);   /* DictionaryPageHeader */
        gi_tc_i32(&w, 1, (int32_t)nvals);
        gi_tc_i32(&w, 2, E_PLAIN);
    } else {
        gi_tc_struct(&w, 5);   /* DataPageHeader */
        gi_tc_i32(&w, 1, (int32_t)nvals);
        gi_tc_i32(&w, 2, enc);
        gi_tc_i32(&w, 3, E_RLE);
        gi_tc_i32(&w, 4, E_RLE);
    }
    gi_tc_end(&w);
    gi_tc_end(&w);
    return w.err ? -1 : 0;
}

/* A dictionary column chunk: the dictionary d[0..nd) and the indices as runs. */
static int dict_chunk(gi_pq_buf *out, size_t base, pq_col *col, gi_pq_buf *tmp, const dstr *d, size_t nd,
                      const gi_pq_run *runs, size_t nruns, int64_t rows)
{
    size_t dsize = 0;
    for (size_t i = 0; i < nd; i++) dsize += 4 + d[i].n;
    col->dict_off = (int64_t)(out->n - base);
    if (page_header(out, PAGE_DICT, dsize, (int64_t)nd, E_PLAIN) || gi_pq_reserve(out, dsize)) return -1;
    for (size_t i = 0; i < nd; i++) {
        uint8_t *o = out->p + out->n;
        uint32_t len = (uint32_t)d[i].n;
        o[0] = (uint8_t)len, o[1] = (uint8_t)(len >> 8), o[2] = (uint8_t)(len >> 16), o[3] = (uint8_t)(len >> 24);
        if (len) memcpy(o + 4, d[i].s, len);
        out->n += 4 + len;
    }
    unsigned bw = 1;   /* bits for the largest index; at least 1 */
    while (nd > 1 && ((nd - 1) >> bw)) bw++;
    tmp->n = 0;
    uint8_t b = (uint8_t)bw;
    if (append(tmp, &b, 1) || gi_pq_hybrid(tmp, runs, nruns, bw)) return -1;
    col->data_off = (int64_t)(out->n - base);
    if (page_header(out, PAGE_DATA, tmp->n, rows, E_RLE_DICTIONARY) || append(out, tmp->p, tmp->n)) return -1;
    col->size = (int64_t)(out->n - base) - col->dict_off;
    return 0;
}

static dstr str_of(const char *s)
{
    return (dstr){s ? s : "", s ? strlen(s) : 0};
}

/* space, kind, status: the dictionary of the values that occur, in order of appearance; the runs'
 * values become indices. Values outside the names are "?" (as the CSV writes them). */
static int enum_chunk(gi_pq_buf *out, size_t base, pq_col *col, gi_pq_buf *tmp, gi_pq_runs *s,
                      const char *const *names, unsigned nnames, int64_t rows)
{
    uint8_t map[256];
    dstr d[256];
    size_t nd = 0;
    memset(map, 0xff, sizeof map);
    for (size_t i = 0; i < s->n; i++) {
        uint8_t v = (uint8_t)s->r[i].v;
        if (map[v] == 0xff) map[v] = (uint8_t)nd, d[nd++] = str_of(v < nnames ? names[v] : "?");
        s->r[i].v = map[v];
    }
    return dict_chunk(out, base, col, tmp, d, nd, s->r, s->n, rows);
}

/* inst: the dictionary by pc (a slot per pc with a text; one "" slot for the rest). */
static int inst_chunk(gi_pq_buf *out, size_t base, pq_col *col, gi_pq_buf *tmp, gi_pq_runs *s, const gi_mt_ctx *c,
                      int64_t rows)
{
    size_t nt = c->texts ? c->ntexts : 0;
    uint32_t *slot = calloc(nt + 1, sizeof *slot);   /* index + 1 of each slot's entry */
    dstr *d = malloc((s->n ? s->n : 1) * sizeof *d);
    int rc = -1;
    if (!slot || !d) goto out;
    size_t nd = 0;
    for (size_t i = 0; i < s->n; i++) {
        uint64_t pc = s->r[i].v;
        size_t k = pc < nt && c->texts[pc] ? (size_t)pc : nt;
        if (!slot[k]) {
            slot[k] = (uint32_t)++nd;
            if (k < nt) d[nd - 1] = (dstr){c->texts[k], c->textlen ? c->textlen[k] : strlen(c->texts[k])};
            else d[nd - 1] = (dstr){"", 0};
        }
        s->r[i].v = slot[k] - 1;
    }
    rc = dict_chunk(out, base, col, tmp, d, nd, s->r, s->n, rows);
out:
    free(slot), free(d);
    return rc;
}

static int encode(enc *e, const gi_mt_ctx *c, const gi_mt_rec *r, size_t n, gi_pq_buf *out, gi_pq_group *g)
{
    size_t base = out->n;
    g->rows = (int64_t)n;
    for (int i = 0; i < NINT; i++) gi_pq_delta_begin(&e->d[i], &e->ib[i], n);
    for (size_t s = 0; s < n; s += BLK) {
        size_t k = n - s < BLK ? n - s : BLK;
        gather(e, c, r + s, k);
        if (e->err) return -1;
        for (int i = 0; i < NINT; i++) {
            gi_pq_delta_put(&e->d[i], e->v[i], k);
            minmax(&g->col[intcol[i]], e->v[i], k, cols[intcol[i]].kind == K_UINT, s == 0);
        }
    }
    for (int i = 0; i < NRUNS; i++) gi_pq_runs_close(&e->runs[i]);
    gi_pq_runs_close(&e->def);
    for (int i = 0; i < NRUNS; i++)
        if (e->runs[i].err) return -1;
    if (e->def.err) return -1;
    for (int i = 0; i < NINT; i++)
        if (gi_pq_delta_end(&e->d[i])) return -1;

    int64_t rows = (int64_t)n;
    gi_pq_run all = {0, n};   /* isa, target: one value */
    for (int ci = 0, ii = 0; ci < NCOL; ci++) {
        pq_col *col = &g->col[ci];
        col->dict_off = -1;
        int rc = 0;
        switch (ci) {
        case C_ISA:
        case C_TARGET: {
            dstr d = str_of(ci == C_ISA ? c->isa : c->target);
            rc = dict_chunk(out, base, col, &e->tmp, &d, 1, &all, n ? 1 : 0, rows);
            break;
        }
        case C_INST: rc = inst_chunk(out, base, col, &e->tmp, &e->runs[R_INST], c, rows); break;
        case C_SPACE: rc = enum_chunk(out, base, col, &e->tmp, &e->runs[R_SPACE], space_names, 4, rows); break;
        case C_KIND: rc = enum_chunk(out, base, col, &e->tmp, &e->runs[R_KIND], kind_names, 3, rows); break;
        case C_STATUS: rc = enum_chunk(out, base, col, &e->tmp, &e->runs[R_STATUS], status_names, 4, rows); break;
        case C_VALUE: {
            /* definition levels (4-byte length, hybrid of bit width 1), then the values */
            e->tmp.n = 0;
            uint8_t z[4] = {0};
            if (append(&e->tmp, z, 4) || gi_pq_hybrid(&e->tmp, e->def.r, e->def.n, 1)) return -1;
            size_t ln = e->tmp.n - 4;
            if (ln > INT32_MAX) return -1;
            for (int b = 0; b < 4; b++) e->tmp.p[b] = (uint8_t)(ln >> 8 * b);
            col->nulls = 0;
            for (size_t i = 0; i < e->def.n; i++)
                if (!e->def.r[i].v) col->nulls += (int64_t)e->def.r[i].n;
            col->data_off = (int64_t)(out->n - base);
            rc = page_header(out, PAGE_DATA, e->tmp.n + e->vals.n, rows, E_PLAIN) || append(out, e->tmp.p, e->tmp.n) ||
                 append(out, e->vals.p, e->vals.n);
            col->size = (int64_t)(out->n - base) - col->data_off;
            break;
        }
        default: {   /* INT64 */
            gi_pq_buf *b = &e->ib[ii++];
            col->data_off = (int64_t)(out->n - base);
            rc = page_header(out, PAGE_DATA, b->n, rows, E_DELTA) || append(out, b->p, b->n);
            col->size = (int64_t)(out->n - base) - col->data_off;
        }
        }
        if (rc) return -1;
        g->bytes += col->size;
    }
    return 0;
}

int gi_pq_encode_group(const gi_mt_ctx *c, const gi_mt_rec *r, size_t n, gi_pq_buf *out, gi_pq_group **g)
{
    *g = NULL;
    size_t base = out->n;
    enc *e = calloc(1, sizeof *e);
    gi_pq_group *grp = calloc(1, sizeof *grp);
    int rc = e && grp ? encode(e, c, r, n, out, grp) : -1;
    if (e) enc_free(e);
    if (rc) {
        free(grp);
        out->n = base;
        return -1;
    }
    *g = grp;
    return 0;
}

void gi_pq_group_free(gi_pq_group *g)
{
    free(g);
}

static void le64(uint8_t *o, int64_t v)
{
    for (int i = 0; i < 8; i++) o[i] = (uint8_t)((uint64_t)v >> 8 * i);
}

/* ColumnChunk of column ci of a group at file offset off */
static void column_chunk(gi_tc *w, int ci, const pq_col *col, int64_t rows, int64_t off)
{
    int k = cols[ci].kind, isint = k == K_INT || k == K_UINT;
    gi_tc_elem_struct(w);
    gi_tc_i64(w, 2, 0);   /* file_offset: deprecated, 0 when no ColumnMetaData is outside the footer */
    gi_tc_struct(w, 3);   /* ColumnMetaData */
    gi_tc_i32(w, 1, isint ? T_INT64 : T_BYTE_ARRAY);
    if (isint) gi_tc_list(w, 2, GI_TC_I32, 1), gi_tc_elem_i32(w, E_DELTA);
    else if (k == K_VALUE) gi_tc_list(w, 2, GI_TC_I32, 2), gi_tc_elem_i32(w, E_PLAIN), gi_tc_elem_i32(w, E_RLE);
    else gi_tc_list(w, 2, GI_TC_I32, 2), gi_tc_elem_i32(w, E_PLAIN), gi_tc_elem_i32(w, E_RLE_DICTIONARY);
    gi_tc_list(w, 3, GI_TC_BINARY, 1);
    gi_tc_elem_binary(w, cols[ci].name, strlen(cols[ci].name));
    gi_tc_i32(w, 4, CODEC_UNCOMPRESSED);
    gi_tc_i64(w, 5, rows);
    gi_tc_i64(w, 6, col->size);
    gi_tc_i64(w, 7, col->size);
    gi_tc_i64(w, 9, off + col->data_off);
    if (col->dict_off >= 0) gi_tc_i64(w, 11, off + col->dict_off);
    if (isint || k == K_VALUE) {
        gi_tc_struct(w, 12);   /* Statistics */
        gi_tc_i64(w, 3, k == K_VALUE ? col->nulls : 0);
        if (isint && rows) {   /* max_value, min_value: PLAIN (8 bytes little-endian) */
            uint8_t b[8];
            le64(b, col->max);
            gi_tc_binary(w, 5, b, 8);
            le64(b, col->min);
            gi_tc_binary(w, 6, b, 8);
        }
        gi_tc_end(w);
    }
    gi_tc_end(w);   /* ColumnMetaData */
    gi_tc_end(w);   /* ColumnChunk */
}

static void schema_leaf(gi_tc *w, int ci)
{
    int k = cols[ci].kind;
    gi_tc_elem_struct(w);
    gi_tc_i32(w, 1, k == K_INT || k == K_UINT ? T_INT64 : T_BYTE_ARRAY);
    gi_tc_i32(w, 3, k == K_VALUE ? REP_OPTIONAL : REP_REQUIRED);
    gi_tc_binary(w, 4, cols[ci].name, strlen(cols[ci].name));
    if (k == K_STR || k == K_VALUE) {
        gi_tc_i32(w, 6, CT_UTF8);
        gi_tc_struct(w, 10);   /* LogicalType: STRING */
        gi_tc_struct(w, 1);
        gi_tc_end(w);
        gi_tc_end(w);
    } else if (k == K_UINT) {
        gi_tc_i32(w, 6, CT_UINT_64);
        gi_tc_struct(w, 10);   /* LogicalType: INTEGER(64, unsigned) */
        gi_tc_struct(w, 10);
        gi_tc_i8(w, 1, 64);
        gi_tc_bool(w, 2, 0);
        gi_tc_end(w);
        gi_tc_end(w);
    }
    gi_tc_end(w);
}

int gi_pq_footer(const gi_mt_ctx *c, gi_pq_group *const *g, const uint64_t *off, size_t n, gi_pq_buf *out)
{
    (void)c;   /* the schema is fixed; the context is there for what a later footer may record */
    size_t base = out->n;
    gi_tc w;
    gi_tc_init(&w, out);
    int64_t rows = 0;
    for (size_t i = 0; i < n; i++) rows += g[i]->rows;
    gi_tc_i32(&w, 1, 1);   /* FileMetaData.version */
    gi_tc_list(&w, 2, GI_TC_STRUCT, 1 + NCOL);
    gi_tc_elem_struct(&w);   /* the root */
    gi_tc_binary(&w, 4, "schema", 6);
    gi_tc_i32(&w, 5, NCOL);
    gi_tc_end(&w);
    for (int ci = 0; ci < NCOL; ci++) schema_leaf(&w, ci);
    gi_tc_i64(&w, 3, rows);
    gi_tc_list(&w, 4, GI_TC_STRUCT, n);
    for (size_t i = 0; i < n; i++) {
        gi_tc_elem_struct(&w);   /* RowGroup */
        gi_tc_list(&w, 1, GI_TC_STRUCT, NCOL);
        for (int ci = 0; ci < NCOL; ci++) column_chunk(&w, ci, &g[i]->col[ci], g[i]->rows, (int64_t)off[i]);
        gi_tc_i64(&w, 2, g[i]->bytes);
        gi_tc_i64(&w, 3, g[i]->rows);
        gi_tc_i64(&w, 5, (int64_t)off[i]);   /* file_offset: the first page (isa's dictionary) */
        gi_tc_i64(&w, 6, g[i]->bytes);
        gi_tc_end(&w);
    }
    gi_tc_binary(&w, 6, "gpuisa", 6);   /* created_by */
    gi_tc_list(&w, 7, GI_TC_STRUCT, NCOL);   /* column_orders: TYPE_ORDER (min/max by the logical type) */
    for (int ci = 0; ci < NCOL; ci++) {
        gi_tc_elem_struct(&w);
        gi_tc_struct(&w, 1);
        gi_tc_end(&w);
        gi_tc_end(&w);
    }
    gi_tc_end(&w);
    size_t len = out->n - base;
    if (w.err || len > UINT32_MAX || gi_pq_reserve(out, 8)) {
        out->n = base;
        return -1;
    }
    uint8_t *o = out->p + out->n;
    for (int b = 0; b < 4; b++) o[b] = (uint8_t)(len >> 8 * b);
    memcpy(o + 4, GI_PQ_MAGIC, 4);
    out->n += 8;
    return 0;
}
