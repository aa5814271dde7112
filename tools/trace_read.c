/* The row source of `gpuisa report` (tools/trace_read.h): CSV and gzip CSV through zlib here,
 * Parquet through tools/parquet_read.c. */
#define _POSIX_C_SOURCE 200809L
#include "trace_read.h"
#include "parquet_read.h"
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

enum { C_ISA, C_TARGET, C_GX, C_GY, C_GZ, C_WAVE, C_PC, C_INST, C_LANE, C_SPACE, C_ADDR, C_SIZE, C_KIND, C_STATUS, NCOL };
static const char *const col_names[NCOL] = {"isa",  "target", "group_x", "group_y", "group_z", "wave",  "pc",
                                            "inst", "lane",   "space",   "address", "size",    "kind", "status"};
static const int col_is_int[NCOL] = {0, 0, 1, 1, 1, 1, 1, 0, 1, 0, 1, 1, 0, 0};

struct gi_trace_reader {
    char *path;
    /* CSV */
    gzFile gz;
    char *buf;
    size_t cap;
    int col[NCOL], maxc;
    uint64_t lineno;
    /* Parquet */
    gi_pq_reader *pq;
    char *str[NCOL];      /* the row's strings, NUL-terminated */
    size_t str_cap[NCOL];
    uint64_t row;
    char err[600];
};

/* Split a CSV line (RFC 4180 quoting) in place into at most max fields. */
static int split_csv(char *s, char **f, int max)
{
    int n = 0;
    for (;;) {
        if (n == max) return -1;
        if (*s == '"') {
            char *o = ++s;
            f[n++] = o;
            for (;;) {
                if (!*s) return -1;
                if (*s == '"') {
                    if (s[1] == '"') {
                        *o++ = '"', s += 2;
                        continue;
                    }
                    s++;
                    break;
                }
                *o++ = *s++;
            }
            *o = 0;   /* o <= s - 1 */
            if (*s == ',') {
                s++;
                continue;
            }
            if (!*s || *s == '\n' || *s == '\r') return n;
            return -1;
        }
        f[n++] = s;
        s += strcspn(s, ",\r\n");
        if (*s == ',') {
            *s++ = 0;
            continue;
        }
        *s = 0;
        return n;
    }
}

static void *xrealloc(void *p, size_t n)
{
    void *q = realloc(p, n);
    if (!q) {
        fprintf(stderr, "gpuisa: out of memory\n");
        exit(1);
    }
    return q;
}

/* One line of the trace (gzgets, growing the buffer): NULL at the end. */
static char *read_line(gzFile f, char **buf, size_t *cap)
{
    if (!*cap) *cap = 4096, *buf = xrealloc(NULL, *cap);
    size_t n = 0;
    for (;;) {
        if (!gzgets(f, *buf + n, (int)(*cap - n))) return n ? *buf : NULL;
        n += strlen(*buf + n);
        if (n && (*buf)[n - 1] == '\n') return *buf;
        if (n + 1 < *cap) return *buf;   /* the last line, without a newline */
        *cap *= 2;
        *buf = xrealloc(*buf, *cap);
    }
}

static int csv_bad(gi_trace_reader *r, const char *why)
{
    snprintf(r->err, sizeof r->err, "%s:%" PRIu64 ": %s", r->path, r->lineno, why);
    return -1;
}

static int open_csv(gi_trace_reader *r)
{
    r->gz = gzopen(r->path, "rb");   /* plain files read as they are */
    if (!r->gz) {
        snprintf(r->err, sizeof r->err, "cannot read '%s'", r->path);
        return -1;
    }
    gzbuffer(r->gz, 1u << 18);
    r->lineno = 1;
    char *f[64];
    if (!read_line(r->gz, &r->buf, &r->cap)) return csv_bad(r, "no header line");
    int nf = split_csv(r->buf, f, 64);
    for (int c = 0; c < NCOL; c++) {
        r->col[c] = -1;
        for (int k = 0; k < nf; k++)
            if (!strcmp(f[k], col_names[c])) r->col[c] = k;
        if (r->col[c] < 0 && c != C_STATUS)
            return csv_bad(r, "not a memory trace: a column of docs/memory-trace.md is missing");
        if (r->col[c] > r->maxc) r->maxc = r->col[c];
    }
    return 0;
}

static int next_csv(gi_trace_reader *r, gi_trace_row *row)
{
    char *f[64];
    for (;;) {
        if (!read_line(r->gz, &r->buf, &r->cap)) break;
        r->lineno++;
        int nf = split_csv(r->buf, f, 64);
        if (nf == 1 && !f[0][0]) continue;   /* an empty line */
        if (nf <= r->maxc) return csv_bad(r, "too few fields");
        const int *c = r->col;
        row->isa = f[c[C_ISA]], row->target = f[c[C_TARGET]], row->inst = f[c[C_INST]];
        row->space = f[c[C_SPACE]], row->kind = f[c[C_KIND]];
        row->group[0] = (uint32_t)strtoul(f[c[C_GX]], NULL, 10);
        row->group[1] = (uint32_t)strtoul(f[c[C_GY]], NULL, 10);
        row->group[2] = (uint32_t)strtoul(f[c[C_GZ]], NULL, 10);
        row->wave = (uint32_t)strtoul(f[c[C_WAVE]], NULL, 10);
        row->pc = strtoull(f[c[C_PC]], NULL, 10);
        row->lane = (int)strtol(f[c[C_LANE]], NULL, 10);
        row->address = strtoull(f[c[C_ADDR]], NULL, 10);
        row->size = strtoull(f[c[C_SIZE]], NULL, 10);
        row->ok = c[C_STATUS] < 0 || !strcmp(f[c[C_STATUS]], "ok");
        return 1;
    }
    int e;
    gzerror(r->gz, &e);
    if (e != Z_OK && e != Z_BUF_ERROR) return csv_bad(r, "the trace is truncated or not gzip");
    return 0;
}

static int open_parquet(gi_trace_reader *r, int fd)
{
    gi_pq_want want[NCOL];
    for (int c = 0; c < NCOL; c++)
        want[c] = (gi_pq_want){col_names[c], col_is_int[c] ? GI_PQ_INT : GI_PQ_STR, c != C_STATUS};
    r->pq = gi_pq_open(fd, r->path, want, NCOL, r->err, sizeof r->err);
    return r->pq ? 0 : -1;
}

/* A string value, NUL-terminated in the row's buffer of the column (null: ""). */
static const char *pq_str(gi_trace_reader *r, int c, const gi_pq_val *v)
{
    size_t n = v->null ? 0 : v->len;
    if (n + 1 > r->str_cap[c]) {
        char *s = realloc(r->str[c], n + 1);
        if (!s) return NULL;
        r->str[c] = s, r->str_cap[c] = n + 1;
    }
    if (n) memcpy(r->str[c], v->s, n);
    r->str[c][n] = 0;
    return r->str[c];
}

static int next_parquet(gi_trace_reader *r, gi_trace_row *row)
{
    gi_pq_val v[NCOL];
    int st = gi_pq_next(r->pq, v);
    if (st < 0) snprintf(r->err, sizeof r->err, "%s", gi_pq_error(r->pq));
    if (st <= 0) return st;
    r->row++;
    const char *s[NCOL] = {0};
    for (int c = 0; c < NCOL; c++) {
        if (col_is_int[c]) {
            if (v[c].null) {
                snprintf(r->err, sizeof r->err, "%s: row %" PRIu64 ": the column '%s' is null", r->path, r->row, col_names[c]);
                return -1;
            }
            continue;
        }
        /* an empty text reads back as null from CSV (DuckDB): both are "" here */
        if (!(s[c] = pq_str(r, c, &v[c]))) {
            snprintf(r->err, sizeof r->err, "%s: out of memory", r->path);
            return -1;
        }
    }
    row->isa = s[C_ISA], row->target = s[C_TARGET], row->inst = s[C_INST], row->space = s[C_SPACE], row->kind = s[C_KIND];
    row->group[0] = (uint32_t)v[C_GX].i, row->group[1] = (uint32_t)v[C_GY].i, row->group[2] = (uint32_t)v[C_GZ].i;
    row->wave = (uint32_t)v[C_WAVE].i;
    row->pc = (uint64_t)v[C_PC].i;
    row->lane = (int)v[C_LANE].i;
    row->address = (uint64_t)v[C_ADDR].i;
    row->size = (uint64_t)v[C_SIZE].i;
    row->ok = !gi_pq_has(r->pq, C_STATUS) || !strcmp(s[C_STATUS], "ok");
    return 1;
}

gi_trace_reader *gi_trace_reader_open(const char *path, char *err, size_t errlen)
{
    gi_trace_reader *r = calloc(1, sizeof *r);
    if (!r || !(r->path = strdup(path))) {
        snprintf(err, errlen, "out of memory");
        free(r);
        return NULL;
    }
    int fd = open(path, O_RDONLY);
    if (fd < 0) {
        snprintf(err, errlen, "cannot read '%s'", path);
        gi_trace_reader_close(r);
        return NULL;
    }
    char magic[4];
    int st;
    if (pread(fd, magic, 4, 0) == 4 && !memcmp(magic, "PAR1", 4)) {
        st = open_parquet(r, fd);   /* takes fd */
    } else {
        close(fd);   /* pipes too: pread read nothing from them */
        st = open_csv(r);
    }
    if (st) {
        snprintf(err, errlen, "%s", r->err);
        gi_trace_reader_close(r);
        return NULL;
    }
    return r;
}

int gi_trace_reader_next(gi_trace_reader *r, gi_trace_row *row)
{
    return r->pq ? next_parquet(r, row) : next_csv(r, row);
}

const char *gi_trace_reader_error(const gi_trace_reader *r)
{
    return r->err;
}

const char *gi_trace_reader_where(const gi_trace_reader *r, char *buf, size_t n)
{
    if (r->pq) snprintf(buf, n, "%s: row %" PRIu64, r->path, r->row);
    else snprintf(buf, n, "%s:%" PRIu64, r->path, r->lineno);
    return buf;
}

void gi_trace_reader_close(gi_trace_reader *r)
{
    if (!r) return;
    if (r->gz) gzclose(r->gz);
    gi_pq_close(r->pq);
    for (int c = 0; c < NCOL; c++) free(r->str[c]);
    free(r->buf), free(r->path), free(r);
}
