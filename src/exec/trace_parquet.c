/* The Parquet encoder of memory traces (trace_parquet.h). Per row group each
 * column chunk is one data page (v1, UNCOMPRESSED):
 *   - isa, target, inst, space, kind, status: a PLAIN dictionary page, then
 *     RLE_DICTIONARY indices (the hybrid of pq_encode.h);
 *   - the integers: DELTA_BINARY_PACKED, with min/max statistics;
 *   - value (OPTIONAL): definition levels as the hybrid (bit width 1, 4-byte
 *     length prefix), then the present values PLAIN ("0x" + hex text).
 * The rows are read once: lane and address into block arrays (BLK rows at a
 * time), the value text into its page body, the rest as runs of rows (krun)
 * from which the other columns, their dictionaries and statistics are made at
 * the end of the group. The enum values of parquet.thrift (apache/parquet-format)
 * are written out below. */
#include "exec/trace_parquet.h"
#include "exec/pq_encode.h"
#include "exec/thrift_compact.h"
#include <stddef.h>
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
/* the INT64 columns: lane and address gathered into block arrays, the others from the key runs */
enum { NINT = 8, NARR = 2 };
static const uint8_t intcol[NINT] = {C_LANE, C_ADDRESS, C_GX, C_GY, C_GZ, C_WAVE, C_PC, C_SIZE};
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

#define BLK 256

/* A run of rows with one workgroup, wave, pc, size, space, kind, status and value presence (key:
 * the last four as bytes). A wave's accesses by one instruction are one run, and the columns
 * other than lane, address and value are encoded from the runs, not the rows. */
typedef struct krun {
    uint64_t pc;
    uint32_t g[3], wave, size, key, n;
} krun;

struct gi_pq_enc {   /* a group's encoding state (~25 KiB), kept from group to group */
    const gi_mt_ctx *c;
    uint64_t rows;
    pq_col col[NCOL];            /* the statistics so far */
    gi_pq_delta d[NINT];
    gi_pq_buf ib[NINT];          /* the DELTA_BINARY_PACKED bodies */
    krun *kr, open;              /* the rows as key runs kr[0..nkr), and the open one */
    uint64_t ow[4];              /* the open run's bytes as gather() compares them */
    size_t nkr, capkr;
    gi_pq_runs runs[NRUNS], def; /* per column, made from the key runs */
    gi_pq_buf vals, tmp;         /* the value column's PLAIN values; a page body */
    uint64_t v[NARR][BLK];
    int err;
};
typedef struct gi_pq_enc enc;

typedef struct dstr {
    const char *s;
    size_t n;
} dstr;

void gi_pq_enc_free(gi_pq_enc *e)
{
    if (!e) return;
    for (int i = 0; i < NINT; i++) free(e->ib[i].p);
    for (int i = 0; i < NRUNS; i++) free(e->runs[i].r);
    free(e->def.r), free(e->vals.p), free(e->tmp.p), free(e->kr);
    free(e);
}

static int krun_add(enc *e, krun k)
{
    if (e->nkr == e->capkr) {
        size_t cap = e->capkr ? 2 * e->capkr : 256;
        krun *p = realloc(e->kr, cap * sizeof *p);
        if (!p) return e->err = 1, -1;
        e->kr = p, e->capkr = cap;
    }
    e->kr[e->nkr++] = k;
    return 0;
}

/* The INT64 columns of the key runs: their deltas and min/max. */
static void run_ints(enc *e)
{
    for (int i = NARR; i < NINT; i++) {
        gi_pq_delta *d = &e->d[i];
        pq_col *col = &e->col[intcol[i]];
        for (size_t j = 0; j < e->nkr; j++) {
            const krun *k = &e->kr[j];
            uint64_t v = i == 2 ? k->g[0] : i == 3 ? k->g[1] : i == 4 ? k->g[2] : i == 5 ? k->wave : i == 6 ? k->pc : k->size;
            gi_pq_delta_run(d, v, k->n);
            if (!j || (int64_t)v < col->min) col->min = (int64_t)v;
            if (!j || (int64_t)v > col->max) col->max = (int64_t)v;
        }
    }
}

/* column j's runs (0 inst: pc; 1 space, 2 kind, 3 status, 4 value present: the key's bytes) */
static void split_runs(enc *e)
{
    for (int j = 0; j <= NRUNS; j++) {
        gi_pq_runs *s = j < NRUNS ? &e->runs[j] : &e->def;
        for (size_t i = 0; i < e->nkr; i++) {
            uint64_t v = j == 0 ? e->kr[i].pc : e->kr[i].key >> 8 * (j - 1) & 0xff;
            if (s->len && v == s->cur) s->len += e->kr[i].n;
            else {
                if (s->len) gi_pq_runs_add(s, s->cur, s->len);
                s->cur = v, s->len = e->kr[i].n;
            }
        }
        gi_pq_runs_close(s);
    }
}

/* A run continues while these bytes of the record stay the same: pc; group and wave; size,
 * space, kind, status and has_value (the last masked off without values). Compared as 8-byte
 * words, which this layout allows. */
_Static_assert(offsetof(gi_mt_rec, group) == 16 && offsetof(gi_mt_rec, wave) == 28 && offsetof(gi_mt_rec, size) == 36 &&
                   offsetof(gi_mt_rec, space) == 40 && offsetof(gi_mt_rec, has_value) == 43,
               "gi_mt_rec's layout: update key_words()");

static inline uint64_t ld64(const uint8_t *p)
{
    uint64_t v;
    memcpy(&v, p, 8);
    return v;
}

/* The last key word's mask: has_value counts only when values are kept. */
static inline uint64_t key_mask(int values)
{
    uint8_t mb[8] = {0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, values ? 0xff : 0};
    return ld64(mb);
}

/* x's key words: pc; group; group_z and wave; size, space, kind, status, has_value (masked). */
static inline void key_words(const gi_mt_rec *x, uint64_t mask, uint64_t w[4])
{
    const uint8_t *b = (const uint8_t *)x;
    w[0] = x->pc, w[1] = ld64(b + 16), w[2] = ld64(b + 24), w[3] = ld64(b + 36) & mask;
}

/* A key run of one row, x (has: its value is written). */
static inline krun run_start(const gi_mt_rec *x, int has)
{
    uint32_t key = (uint32_t)x->space | (uint32_t)x->kind << 8 | (uint32_t)x->status << 16 | (uint32_t)has << 24;
    return (krun){x->pc, {x->group[0], x->group[1], x->group[2]}, x->wave, x->size, key, 1};
}

/* A PLAIN BYTE_ARRAY value at o (room for 6 + 2 * size bytes): the 4-byte length, then "0x" and the
 * bytes as a little-endian number, the usual 4-byte value inline. Returns the end. */
static inline uint8_t *put_value(uint8_t *o, const uint8_t *v, uint32_t size)
{
    uint32_t n = 2 + 2 * size;
    o[0] = (uint8_t)n, o[1] = (uint8_t)(n >> 8), o[2] = (uint8_t)(n >> 16), o[3] = (uint8_t)(n >> 24);
    o[4] = '0', o[5] = 'x';
    if (size == 4) {
        gi_mt_hex32(o + 6, gi_mt_le32(v));
        return o + 14;
    }
    return gi_mt_hex_value(o + 6, v, size);
}

/* Rows r[0..k) into the block arrays, the key runs and the values. */
static void gather(enc *restrict e, const gi_mt_ctx *c, const gi_mt_rec *restrict r, size_t k)
{
    int values = c->values != 0;
    uint64_t mask = key_mask(values), o[4] = {e->ow[0], e->ow[1], e->ow[2], e->ow[3]};
    krun run = e->open;
    gi_pq_buf vals = e->vals;
    for (size_t i = 0; i < k; i++) {
        const gi_mt_rec *x = &r[i];
        int has = values & (x->has_value != 0);
        e->v[0][i] = (uint64_t)(int64_t)x->lane, e->v[1][i] = x->address;
        uint64_t w[4];
        key_words(x, mask, w);
        if (((w[0] ^ o[0]) | (w[1] ^ o[1]) | (w[2] ^ o[2]) | (w[3] ^ o[3])) == 0 && run.n != UINT32_MAX) run.n++;
        else {
            if (run.n && krun_add(e, run)) break;
            run = run_start(x, has);
            memcpy(o, w, sizeof o);
        }
        if (!has) continue;
        if (gi_pq_reserve(&vals, 6 + 2 * (size_t)x->size)) {
            e->err = 1;
            break;
        }
        vals.n = (size_t)(put_value(vals.p + vals.n, x->value, x->size) - vals.p);
    }
    e->vals = vals;
    e->open = run;
    memcpy(e->ow, o, sizeof o);
}

/* min and max of v[0..k) into col (first: the group's first block); four accumulators, so that
 * the compares do not wait on each other */
static void minmax(pq_col *col, const uint64_t *v, size_t k, int is_unsigned, int first)
{
    uint64_t flip = is_unsigned ? 0 : UINT64_C(1) << 63;   /* signed order as unsigned: flip the sign bit */
    uint64_t mn[4], mx[4];
    uint64_t m0 = first ? v[0] ^ flip : (uint64_t)col->min ^ flip, x0 = first ? v[0] ^ flip : (uint64_t)col->max ^ flip;
    uint64_t same = 0;   /* the block holds one value (lane -1, one address): that value only */
    for (size_t i = 0; i < k; i++) same |= v[i] ^ v[0];
    if (!same) k = 1;
    for (int j = 0; j < 4; j++) mn[j] = m0, mx[j] = x0;
    size_t i = 0;
    for (; i + 4 <= k; i += 4)
        for (int j = 0; j < 4; j++) {
            uint64_t y = v[i + j] ^ flip;
            mn[j] = y < mn[j] ? y : mn[j], mx[j] = y > mx[j] ? y : mx[j];
        }
    for (; i < k; i++) {
        uint64_t y = v[i] ^ flip;
        mn[0] = y < mn[0] ? y : mn[0], mx[0] = y > mx[0] ? y : mx[0];
    }
    for (int j = 1; j < 4; j++) mn[0] = mn[j] < mn[0] ? mn[j] : mn[0], mx[0] = mx[j] > mx[0] ? mx[j] : mx[0];
    col->min = (int64_t)(mn[0] ^ flip), col->max = (int64_t)(mx[0] ^ flip);
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

/* Empty the state for the next group (the buffers keep their room). */
static void reset(enc *e)
{
    e->rows = 0, e->err = 0, e->nkr = 0, e->vals.n = 0;
    memset(&e->open, 0, sizeof e->open);
    memset(e->ow, 0, sizeof e->ow);
    memset(e->col, 0, sizeof e->col);
    for (int i = 0; i < NINT; i++) e->ib[i].n = 0, gi_pq_delta_begin(&e->d[i], &e->ib[i]);
    for (int i = 0; i <= NRUNS; i++) {
        gi_pq_runs *s = i < NRUNS ? &e->runs[i] : &e->def;
        s->n = 0, s->len = 0, s->err = 0;
    }
}

gi_pq_enc *gi_pq_enc_new(const gi_mt_ctx *c)
{
    enc *e = calloc(1, sizeof *e);
    if (!e) return NULL;
    e->c = c;
    reset(e);
    return e;
}

/* The block arrays' k rows (lane, address) into their delta encoders and statistics. */
static void put_block(enc *e, size_t k)
{
    for (int i = 0; i < NARR; i++) {
        gi_pq_delta_put(&e->d[i], e->v[i], k);
        minmax(&e->col[intcol[i]], e->v[i], k, cols[intcol[i]].kind == K_UINT, e->rows == 0);
    }
    e->rows += k;
}

int gi_pq_enc_add(gi_pq_enc *e, const gi_mt_rec *r, size_t n)
{
    for (size_t s = 0; s < n && !e->err; s += BLK) {
        size_t k = n - s < BLK ? n - s : BLK;
        gather(e, e->c, r + s, k);
        put_block(e, k);
    }
    return e->err ? -1 : 0;
}

/* The key run of n rows like x, as gather() would extend it row by row. */
static void run_extend(enc *e, const gi_mt_rec *x, uint64_t n)
{
    uint64_t w[4];
    key_words(x, key_mask(e->c->values), w);
    while (n && !e->err) {
        krun *run = &e->open;
        if (run->n && !((w[0] ^ e->ow[0]) | (w[1] ^ e->ow[1]) | (w[2] ^ e->ow[2]) | (w[3] ^ e->ow[3])) &&
            run->n != UINT32_MAX) {
            uint64_t take = UINT32_MAX - run->n < n ? UINT32_MAX - run->n : n;
            run->n += (uint32_t)take, n -= take;
            continue;
        }
        if (run->n && krun_add(e, *run)) break;
        *run = run_start(x, e->c->values && x->has_value);
        memcpy(e->ow, w, sizeof w);
        n--;
    }
}

int gi_pq_enc_add_batch(gi_pq_enc *e, const gi_mt_rec *like, const uint8_t *lanes, const uint8_t *addrs,
                        unsigned addr_bytes, const uint8_t *values, size_t n)
{
    int has = e->c->values && like->has_value && values;
    uint32_t size = like->size;
    for (size_t s = 0; s < n && !e->err; s += BLK) {
        size_t k = n - s < BLK ? n - s : BLK;
        run_extend(e, like, k);
        for (size_t i = 0; i < k; i++) e->v[0][i] = lanes[s + i];
        if (addr_bytes == 4)
            for (size_t i = 0; i < k; i++) {
                uint32_t a;
                memcpy(&a, addrs + 4 * (s + i), 4);
                e->v[1][i] = a;
            }
        else
            for (size_t i = 0; i < k; i++) e->v[1][i] = ld64(addrs + 8 * (s + i));
        if (has) {
            if (gi_pq_reserve(&e->vals, k * (6 + 2 * (size_t)size))) {
                e->err = 1;
                break;
            }
            uint8_t *o = e->vals.p + e->vals.n;
            for (size_t i = 0; i < k; i++) o = put_value(o, values + (s + i) * size, size);
            e->vals.n = (size_t)(o - e->vals.p);
        }
        put_block(e, k);
    }
    return e->err ? -1 : 0;
}

/* An INT64 column chunk: the page header, the delta header, the blocks. */
static int int_chunk(gi_pq_buf *out, size_t base, pq_col *col, gi_pq_buf *tmp, gi_pq_delta *d, int64_t rows)
{
    tmp->n = 0;
    if (gi_pq_delta_end(d) || gi_pq_delta_header(d, tmp)) return -1;
    col->data_off = (int64_t)(out->n - base);
    if (page_header(out, PAGE_DATA, tmp->n + d->out->n, rows, E_DELTA) || append(out, tmp->p, tmp->n) ||
        append(out, d->out->p, d->out->n))
        return -1;
    col->size = (int64_t)(out->n - base) - col->data_off;
    return 0;
}

/* The value column chunk: definition levels (4-byte length, hybrid of bit width 1), the values. */
static int value_chunk(gi_pq_buf *out, size_t base, pq_col *col, enc *e, int64_t rows)
{
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
    if (page_header(out, PAGE_DATA, e->tmp.n + e->vals.n, rows, E_PLAIN) || append(out, e->tmp.p, e->tmp.n) ||
        append(out, e->vals.p, e->vals.n))
        return -1;
    col->size = (int64_t)(out->n - base) - col->data_off;
    return 0;
}

static int finish(enc *e, gi_pq_buf *out, gi_pq_group *g)
{
    const gi_mt_ctx *c = e->c;
    size_t base = out->n;
    if (e->err || (e->open.n && krun_add(e, e->open))) return -1;
    split_runs(e);
    run_ints(e);
    for (int i = 0; i <= NRUNS; i++)
        if (i < NRUNS ? e->runs[i].err : e->def.err) return -1;
    int64_t rows = (int64_t)e->rows;
    g->rows = rows;
    memcpy(g->col, e->col, sizeof g->col);
    gi_pq_run all = {0, e->rows};   /* isa, target: one value */
    for (int ci = 0; ci < NCOL; ci++) {
        pq_col *col = &g->col[ci];
        col->dict_off = -1;
        int rc = 0;
        switch (ci) {
        case C_ISA:
        case C_TARGET: {
            dstr d = str_of(ci == C_ISA ? c->isa : c->target);
            rc = dict_chunk(out, base, col, &e->tmp, &d, 1, &all, rows ? 1 : 0, rows);
            break;
        }
        case C_INST: rc = inst_chunk(out, base, col, &e->tmp, &e->runs[R_INST], c, rows); break;
        case C_SPACE: rc = enum_chunk(out, base, col, &e->tmp, &e->runs[R_SPACE], space_names, 4, rows); break;
        case C_KIND: rc = enum_chunk(out, base, col, &e->tmp, &e->runs[R_KIND], kind_names, 3, rows); break;
        case C_STATUS: rc = enum_chunk(out, base, col, &e->tmp, &e->runs[R_STATUS], status_names, 4, rows); break;
        case C_VALUE: rc = value_chunk(out, base, col, e, rows); break;
        default: {
            int ii = 0;
            while (intcol[ii] != ci) ii++;
            rc = int_chunk(out, base, col, &e->tmp, &e->d[ii], rows);
        }
        }
        if (rc) return -1;
        g->bytes += col->size;
    }
    return 0;
}

int gi_pq_enc_group(gi_pq_enc *e, gi_pq_buf *out, gi_pq_group **g)
{
    size_t base = out->n;
    gi_pq_group *grp = calloc(1, sizeof *grp);
    int rc = grp ? finish(e, out, grp) : -1;
    reset(e);
    if (rc) {
        free(grp);
        out->n = base;
        grp = NULL;
    }
    *g = grp;
    return rc;
}

int gi_pq_encode_group(const gi_mt_ctx *c, const gi_mt_rec *r, size_t n, gi_pq_buf *out, gi_pq_group **g)
{
    *g = NULL;
    enc *e = gi_pq_enc_new(c);
    if (!e) return -1;
    /* room guessed from the first row's value (the buffers grow when it is wrong): no reallocs
     * on the way for the common case of one value size */
    size_t guess = n && c->values && r[0].has_value && r[0].size <= 64 ? n * (6 + 2 * (size_t)r[0].size) : 0;
    if (guess && (gi_pq_reserve(&e->vals, guess) || gi_pq_reserve(out, guess + n * 4 + 4096))) {
        gi_pq_enc_free(e);
        return -1;
    }
    int rc = gi_pq_enc_add(e, r, n);
    if (!rc) rc = gi_pq_enc_group(e, out, g);
    gi_pq_enc_free(e);
    return rc;
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
