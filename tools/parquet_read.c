/* The Parquet file of `gpuisa report` (tools/parquet_read.h): the footer (a compact-Thrift
 * FileMetaData behind the data, its length in the 4 bytes before the closing "PAR1"), the flat
 * schema, the row groups' column chunks of the columns asked for, read with pread one row group
 * at a time. Facts from the Parquet specification (README.md "File format", parquet.thrift). */
#define _POSIX_C_SOURCE 200809L
#include "parquet_read.h"
#include "pq_codec.h"
#include "pq_column.h"
#include "thrift_cp.h"
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum { REP_REQUIRED = 0, REP_OPTIONAL = 1, REP_REPEATED = 2 };

typedef struct chunk_meta {   /* a wanted column's chunk in one row group */
    int have, type, codec;
    int64_t start, len;
} chunk_meta;

struct gi_pq_reader {
    int fd;
    char *path;
    uint64_t size;
    int n;                 /* columns wanted */
    gi_pq_want *want;
    int *leaf;             /* the wanted columns' leaf index, -1 when absent */
    gi_pq_col *col;
    uint64_t ngroups, group;
    int64_t *group_rows;
    chunk_meta *chunks;    /* ngroups x n */
    uint64_t rows_left;    /* in the current row group */
    int started;
    char err[512];
};

static const char *type_name(int t, char *buf, size_t n)
{
    static const char *const names[] = {"BOOLEAN", "INT32", "INT64", "INT96", "FLOAT", "DOUBLE", "BYTE_ARRAY",
                                        "FIXED_LEN_BYTE_ARRAY"};
    if (t >= 0 && t < 8) return names[t];
    snprintf(buf, n, "type %d", t);
    return buf;
}

static void say(char *err, size_t errlen, const char *path, const char *fmt, ...)
{
    char why[300];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, sizeof why, fmt, ap);
    va_end(ap);
    snprintf(err, errlen, "%s: %s", path, why);
}

typedef struct leaf {
    const uint8_t *name;
    size_t name_len;
    int type, type_length, rep;
} leaf;

/* The schema (a list of SchemaElement): its leaves, or -1 after a message. */
static int read_schema(gi_tcp *t, leaf **out, size_t *nout, char *err, size_t errlen, const char *path)
{
    int elem;
    size_t n = gi_tcp_list(t, &elem);
    if (t->bad || elem != TCP_STRUCT || n < 1) {
        say(err, errlen, path, "corrupt Parquet footer (schema)");
        return -1;
    }
    leaf *v = calloc(n, sizeof *v);
    if (!v) {
        say(err, errlen, path, "out of memory");
        return -1;
    }
    size_t nl = 0;
    int64_t root_children = -1;
    for (size_t i = 0; i < n && !t->bad; i++) {
        leaf e = {NULL, 0, -1, 0, REP_REQUIRED};
        int64_t children = 0;
        gi_tcp_struct_begin(t);
        int id, ft;
        while ((ft = gi_tcp_field(t, &id)) != TCP_STOP) {
            if (ft == TCP_I32 && id == 1) e.type = (int)gi_tcp_int(t);
            else if (ft == TCP_I32 && id == 2) e.type_length = (int)gi_tcp_int(t);
            else if (ft == TCP_I32 && id == 3) e.rep = (int)gi_tcp_int(t);
            else if (ft == TCP_BINARY && id == 4) e.name = gi_tcp_binary(t, &e.name_len);
            else if (ft == TCP_I32 && id == 5) children = gi_tcp_int(t);
            else gi_tcp_skip(t, ft);
        }
        gi_tcp_struct_end(t);
        if (t->bad) break;
        if (i == 0) {
            root_children = children;
            continue;
        }
        if (children > 0) {
            say(err, errlen, path, "nested schema (the group '%.*s') is not supported: a memory trace is flat",
                (int)(e.name_len > 100 ? 100 : e.name_len), e.name ? (const char *)e.name : "");
            free(v);
            return -1;
        }
        v[nl++] = e;
    }
    if (t->bad || root_children != (int64_t)nl) {
        say(err, errlen, path, "corrupt Parquet footer (schema)");
        free(v);
        return -1;
    }
    *out = v, *nout = nl;
    return 0;
}

static void read_column_meta(gi_tcp *t, chunk_meta *m)
{
    int64_t data = -1, dict = -1;
    gi_tcp_struct_begin(t);
    int id, ft;
    while ((ft = gi_tcp_field(t, &id)) != TCP_STOP) {
        if (ft == TCP_I32 && id == 1) m->type = (int)gi_tcp_int(t);
        else if (ft == TCP_I32 && id == 4) m->codec = (int)gi_tcp_int(t);
        else if (ft == TCP_I64 && id == 7) m->len = gi_tcp_int(t);
        else if (ft == TCP_I64 && id == 9) data = gi_tcp_int(t);
        else if (ft == TCP_I64 && id == 11) dict = gi_tcp_int(t);
        else gi_tcp_skip(t, ft);
    }
    gi_tcp_struct_end(t);
    m->start = dict > 0 && dict < data ? dict : data;
    m->have = 1;
}

/* The row groups (a list of RowGroup): the chunks of the wanted columns. */
static int read_groups(gi_pq_reader *r, gi_tcp *t, size_t nleaves)
{
    int elem;
    size_t n = gi_tcp_list(t, &elem);
    if (t->bad || (n && elem != TCP_STRUCT)) goto corrupt;
    r->ngroups = n;
    r->group_rows = calloc(n ? n : 1, sizeof *r->group_rows);
    r->chunks = calloc((n ? n : 1) * (size_t)r->n, sizeof *r->chunks);
    if (!r->group_rows || !r->chunks) {
        say(r->err, sizeof r->err, r->path, "out of memory");
        return -1;
    }
    for (size_t g = 0; g < n && !t->bad; g++) {
        chunk_meta *cm = &r->chunks[g * (size_t)r->n];
        int have_rows = 0;
        gi_tcp_struct_begin(t);
        int id, ft;
        while ((ft = gi_tcp_field(t, &id)) != TCP_STOP) {
            if (ft == TCP_LIST && id == 1) {
                int el;
                size_t nc = gi_tcp_list(t, &el);
                if (t->bad || (nc && el != TCP_STRUCT) || nc != nleaves) goto corrupt;
                for (size_t c = 0; c < nc && !t->bad; c++) {
                    int k = -1;
                    for (int j = 0; j < r->n; j++)
                        if (r->leaf[j] == (int)c) k = j;
                    gi_tcp_struct_begin(t);
                    int cid, cft;
                    while ((cft = gi_tcp_field(t, &cid)) != TCP_STOP) {
                        if (k >= 0 && cft == TCP_BINARY && cid == 1) {
                            say(r->err, sizeof r->err, r->path, "column '%s': chunks in other files are not supported",
                                r->want[k].name);
                            return -1;
                        }
                        if (k >= 0 && cft == TCP_STRUCT && cid == 3) read_column_meta(t, &cm[k]);
                        else gi_tcp_skip(t, cft);
                    }
                    gi_tcp_struct_end(t);
                }
            } else if (ft == TCP_I64 && id == 3) {
                r->group_rows[g] = gi_tcp_int(t), have_rows = 1;
            } else
                gi_tcp_skip(t, ft);
        }
        gi_tcp_struct_end(t);
        if (t->bad || !have_rows || r->group_rows[g] < 0) goto corrupt;
        for (int k = 0; k < r->n; k++) {
            if (r->leaf[k] < 0) continue;
            if (!cm[k].have) {
                say(r->err, sizeof r->err, r->path, "column '%s': no column metadata (an encrypted file?)", r->want[k].name);
                return -1;
            }
            if (cm[k].start < 4 || cm[k].len < 0 || (uint64_t)cm[k].start > r->size ||
                (uint64_t)cm[k].len > r->size - (uint64_t)cm[k].start)
                goto corrupt;
            if (cm[k].type != r->col[k].type) goto corrupt;
            if (!gi_pq_codec_supported(cm[k].codec)) {
                char b[32];
                say(r->err, sizeof r->err, r->path,
                    "column '%s': compression %s is not supported (UNCOMPRESSED, SNAPPY, GZIP and ZSTD are)",
                    r->want[k].name, gi_pq_codec_name(cm[k].codec, b, sizeof b));
                return -1;
            }
        }
    }
    if (t->bad) goto corrupt;
    return 0;
corrupt:
    say(r->err, sizeof r->err, r->path, "corrupt Parquet footer (row groups)");
    return -1;
}

/* Match the wanted columns to the leaves and check their types. */
static int find_columns(gi_pq_reader *r, const leaf *lv, size_t nl)
{
    char b[32];
    for (int k = 0; k < r->n; k++) {
        r->leaf[k] = -1;
        size_t len = strlen(r->want[k].name);
        for (size_t i = 0; i < nl; i++)
            if (lv[i].name && lv[i].name_len == len && !memcmp(lv[i].name, r->want[k].name, len)) r->leaf[k] = (int)i;
        if (r->leaf[k] < 0) {
            if (!r->want[k].required) continue;
            say(r->err, sizeof r->err, r->path, "not a memory trace: the column '%s' of docs/memory-trace.md is missing",
                r->want[k].name);
            return -1;
        }
        const leaf *e = &lv[r->leaf[k]];
        if (e->rep == REP_REPEATED) {
            say(r->err, sizeof r->err, r->path, "column '%s' is REPEATED: repeated columns are not supported", r->want[k].name);
            return -1;
        }
        if (e->rep != REP_REQUIRED && e->rep != REP_OPTIONAL) {
            say(r->err, sizeof r->err, r->path, "corrupt Parquet footer (repetition of column '%s')", r->want[k].name);
            return -1;
        }
        int ok = r->want[k].kind == GI_PQ_INT ? e->type == PQT_INT32 || e->type == PQT_INT64
                                              : e->type == PQT_BYTE_ARRAY || e->type == PQT_FLBA;
        if (!ok) {
            say(r->err, sizeof r->err, r->path, "column '%s' has the physical type %s; the reader takes %s", r->want[k].name,
                type_name(e->type, b, sizeof b),
                r->want[k].kind == GI_PQ_INT ? "INT32 or INT64" : "BYTE_ARRAY or FIXED_LEN_BYTE_ARRAY");
            return -1;
        }
        if (e->type == PQT_FLBA && e->type_length < 0) {
            say(r->err, sizeof r->err, r->path, "corrupt Parquet footer (type length of column '%s')", r->want[k].name);
            return -1;
        }
        gi_pq_col *c = &r->col[k];
        c->path = r->path, c->name = r->want[k].name, c->err = r->err, c->errlen = sizeof r->err;
        c->type = e->type, c->type_length = e->type_length, c->optional = e->rep == REP_OPTIONAL;
    }
    return 0;
}

static int read_all(int fd, void *buf, size_t n, uint64_t off)
{
    uint8_t *p = buf;
    while (n) {
        ssize_t k = pread(fd, p, n, (off_t)off);
        if (k < 0 && errno == EINTR) continue;
        if (k <= 0) return -1;
        p += k, n -= (size_t)k, off += (uint64_t)k;
    }
    return 0;
}

/* The footer: schema, columns, row groups. */
static int read_footer(gi_pq_reader *r)
{
    uint8_t tail[8];
    if (r->size < 12 || read_all(r->fd, tail, 8, r->size - 8) || memcmp(tail + 4, "PAR1", 4)) {
        say(r->err, sizeof r->err, r->path, "not a Parquet file: no closing PAR1 (truncated?)");
        return -1;
    }
    uint64_t flen = (uint64_t)tail[0] | (uint64_t)tail[1] << 8 | (uint64_t)tail[2] << 16 | (uint64_t)tail[3] << 24;
    if (flen > r->size - 12) {
        say(r->err, sizeof r->err, r->path, "corrupt Parquet file: a footer of %llu bytes in a file of %llu",
            (unsigned long long)flen, (unsigned long long)r->size);
        return -1;
    }
    uint8_t *f = malloc(flen ? flen : 1);
    if (!f) {
        say(r->err, sizeof r->err, r->path, "out of memory");
        return -1;
    }
    if (read_all(r->fd, f, flen, r->size - 8 - flen)) {
        free(f);
        say(r->err, sizeof r->err, r->path, "cannot read the Parquet footer");
        return -1;
    }
    gi_tcp t;
    gi_tcp_init(&t, f, flen);
    gi_tcp_struct_begin(&t);
    leaf *lv = NULL;
    size_t nl = 0;
    int id, ft, st = 0, have_groups = 0;
    while (!st && (ft = gi_tcp_field(&t, &id)) != TCP_STOP) {
        if (ft == TCP_LIST && id == 2 && !lv) {
            st = read_schema(&t, &lv, &nl, r->err, sizeof r->err, r->path);
            if (!st) st = find_columns(r, lv, nl);
        } else if (ft == TCP_LIST && id == 4 && lv && !have_groups) {
            st = read_groups(r, &t, nl), have_groups = 1;
        } else
            gi_tcp_skip(&t, ft);
    }
    if (!st && (t.bad || !lv || !have_groups)) {
        say(r->err, sizeof r->err, r->path, "corrupt Parquet footer");
        st = -1;
    }
    free(lv);
    free(f);
    return st;
}

gi_pq_reader *gi_pq_open(int fd, const char *path, const gi_pq_want *want, int n, char *err, size_t errlen)
{
    struct stat sb;
    gi_pq_reader *r = calloc(1, sizeof *r);
    if (!r || fstat(fd, &sb) || !S_ISREG(sb.st_mode)) {
        say(err, errlen, path, r ? "a Parquet trace must be a regular file" : "out of memory");
        free(r);
        close(fd);
        return NULL;
    }
    r->fd = fd, r->size = (uint64_t)sb.st_size, r->n = n;
    r->path = strdup(path);
    r->want = calloc((size_t)n, sizeof *r->want);
    r->leaf = calloc((size_t)n, sizeof *r->leaf);
    r->col = calloc((size_t)n, sizeof *r->col);
    if (!r->path || !r->want || !r->leaf || !r->col) {
        say(err, errlen, path, "out of memory");
        gi_pq_close(r);
        return NULL;
    }
    memcpy(r->want, want, (size_t)n * sizeof *want);
    if (read_footer(r)) {
        snprintf(err, errlen, "%s", r->err);
        gi_pq_close(r);
        return NULL;
    }
    return r;
}

int gi_pq_has(const gi_pq_reader *r, int k)
{
    return r->leaf[k] >= 0;
}

/* Read the chunks of the next row group with rows: 1, 0 at the end, -1. */
static int next_group(gi_pq_reader *r)
{
    while (r->group < r->ngroups && r->group_rows[r->group] == 0) r->group++;
    if (r->group >= r->ngroups) return 0;
    chunk_meta *cm = &r->chunks[r->group * (size_t)r->n];
    for (int k = 0; k < r->n; k++) {
        if (r->leaf[k] < 0) continue;
        uint8_t *buf = malloc(cm[k].len ? (size_t)cm[k].len : 1);
        if (!buf) {
            say(r->err, sizeof r->err, r->path, "out of memory (a column chunk of %lld bytes)", (long long)cm[k].len);
            return -1;
        }
        if (read_all(r->fd, buf, (size_t)cm[k].len, (uint64_t)cm[k].start)) {
            free(buf);
            say(r->err, sizeof r->err, r->path, "cannot read column '%s'", r->want[k].name);
            return -1;
        }
        gi_pq_col_start(&r->col[k], buf, (size_t)cm[k].len, cm[k].codec, r->group);
    }
    r->rows_left = (uint64_t)r->group_rows[r->group];
    r->group++;
    return 1;
}

int gi_pq_next(gi_pq_reader *r, gi_pq_val *vals)
{
    if (!r->rows_left) {
        if (r->started)
            for (int k = 0; k < r->n; k++)
                if (r->leaf[k] >= 0 && gi_pq_col_finish(&r->col[k])) return -1;
        r->started = 1;
        int g = next_group(r);
        if (g <= 0) return g;
    }
    for (int k = 0; k < r->n; k++) {
        if (r->leaf[k] < 0) {
            memset(&vals[k], 0, sizeof vals[k]);
            vals[k].null = 1;
            continue;
        }
        if (gi_pq_col_value(&r->col[k], &vals[k])) return -1;
    }
    r->rows_left--;
    return 1;
}

const char *gi_pq_error(const gi_pq_reader *r)
{
    return r->err;
}

void gi_pq_close(gi_pq_reader *r)
{
    if (!r) return;
    if (r->col)
        for (int k = 0; k < r->n; k++) gi_pq_col_free(&r->col[k]);
    close(r->fd);
    free(r->path), free(r->want), free(r->leaf), free(r->col), free(r->group_rows), free(r->chunks);
    free(r);
}
