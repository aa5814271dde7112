/* Memory-access traces (memtrace.h, docs/memory-trace.md). */
#define _POSIX_C_SOURCE 200809L
#include "exec/memtrace.h"
#include "exec/emu.h"
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

enum { FLUSH_AT = 1 << 16, PEND_MAX = 256 };

typedef struct mt_buf {
    char *p;
    size_t n, cap;
    int oom;
} mt_buf;

typedef struct mt_wave {
    gi_memtrace *t;
    uint32_t group[3];
    unsigned wave;
    int direct;                 /* single run: write to the file every FLUSH_AT bytes */
    mt_buf buf;
    int have_pend;              /* a load that may be the read half of an atomic */
    gi_mem_access pend;
    uint8_t pend_val[PEND_MAX];
} mt_wave;

typedef struct mt_done {        /* a workgroup that ended before its turn */
    uint64_t index;
    mt_buf buf;
} mt_done;

struct gi_memtrace {
    gzFile f;
    char *isa, *target;
    int values;
    const gi_ctx *ctx;
    char **texts;               /* CSV-quoted instruction texts by pc */
    size_t ntexts;
    int have_texts;
    pthread_mutex_t mu;         /* the file, next, done, have_texts */
    uint64_t next;              /* the workgroup whose records go out next */
    mt_done *done;
    size_t ndone, capdone;
    int failed;
    char err[200];
    mt_wave single;
};

struct gi_mt_group {
    gi_memtrace *t;
    unsigned n;
    mt_wave *w;
};

static void buf_reserve(mt_buf *b, size_t more)
{
    if (b->n + more <= b->cap) return;
    size_t cap = b->cap ? b->cap : 4096;
    while (cap < b->n + more) cap *= 2;
    char *p = realloc(b->p, cap);
    if (!p) {
        b->oom = 1;
        return;
    }
    b->p = p, b->cap = cap;
}

static void buf_put(mt_buf *b, const char *s, size_t n)
{
    buf_reserve(b, n);
    if (b->oom) return;
    memcpy(b->p + b->n, s, n);
    b->n += n;
}

/* Decimal digits of v into out; returns the length. */
static size_t udec(char *out, uint64_t v)
{
    char tmp[24];
    size_t n = 0;
    do tmp[n++] = (char)('0' + v % 10), v /= 10;
    while (v);
    for (size_t i = 0; i < n; i++) out[i] = tmp[n - 1 - i];
    return n;
}

/* The text as one CSV field (RFC 4180): quoted, quotes doubled. */
static char *csv_quote(const char *s)
{
    size_t n = 2;
    for (const char *p = s; *p; p++) n += *p == '"' ? 2 : 1;
    char *q = malloc(n + 1), *o = q;
    if (!q) return NULL;
    *o++ = '"';
    for (const char *p = s; *p; p++) {
        if (*p == '"') *o++ = '"';
        *o++ = *p == '\n' || *p == '\r' ? ' ' : *p;
    }
    *o++ = '"';
    *o = 0;
    return q;
}

static void file_write(gi_memtrace *t, const mt_buf *b)
{
    if (!b->n || t->failed) return;
    if (b->oom) {
        t->failed = 1;
        snprintf(t->err, sizeof t->err, "out of memory buffering the memory trace");
        return;
    }
    size_t at = 0;
    while (at < b->n) {   /* gzwrite takes an unsigned length */
        unsigned chunk = b->n - at > (1u << 30) ? 1u << 30 : (unsigned)(b->n - at);
        if (gzwrite(t->f, b->p + at, chunk) != (int)chunk) {
            int e;
            t->failed = 1;
            snprintf(t->err, sizeof t->err, "error writing the memory trace: %s", gzerror(t->f, &e));
            return;
        }
        at += chunk;
    }
}

static const char *const space_names[] = {"global", "shared", "local", "const"};
static const char *const status_names[] = {"ok", "unmapped", "nomem", "badarg"};

/* One record: isa,target,group_x,group_y,group_z,wave,pc,inst,lane,space,address,size,kind,value,status */
static void put_record(mt_wave *w, const gi_mem_access *a, const char *kind)
{
    gi_memtrace *t = w->t;
    mt_buf *b = &w->buf;
    const char *inst = a->pc < t->ntexts && t->texts[a->pc] ? t->texts[a->pc] : "";
    size_t il = strlen(inst), hl = strlen(t->isa) + strlen(t->target);
    buf_reserve(b, hl + il + 2 * a->size + 200);
    if (b->oom) return;
    char *o = b->p + b->n;
    size_t k = strlen(t->isa);
    memcpy(o, t->isa, k), o += k, *o++ = ',';
    k = strlen(t->target);
    memcpy(o, t->target, k), o += k, *o++ = ',';
    for (int d = 0; d < 3; d++) o += udec(o, w->group[d]), *o++ = ',';
    o += udec(o, w->wave), *o++ = ',';
    o += udec(o, a->pc), *o++ = ',';
    memcpy(o, inst, il), o += il, *o++ = ',';
    if (a->lane < 0) *o++ = '-', *o++ = '1';
    else o += udec(o, (uint64_t)a->lane);
    *o++ = ',';
    const char *sp = (unsigned)a->space < 4 ? space_names[a->space] : "?";
    k = strlen(sp);
    memcpy(o, sp, k), o += k, *o++ = ',';
    o += udec(o, a->address), *o++ = ',';
    o += udec(o, a->size), *o++ = ',';
    k = strlen(kind);
    memcpy(o, kind, k), o += k, *o++ = ',';
    if (t->values && a->status == GI_MEM_OK && a->value) {
        static const char hx[] = "0123456789abcdef";
        *o++ = '0', *o++ = 'x';
        for (size_t i = a->size; i-- > 0;) *o++ = hx[a->value[i] >> 4], *o++ = hx[a->value[i] & 15];
    }
    *o++ = ',';
    const char *st = (unsigned)a->status < 4 ? status_names[a->status] : "?";
    k = strlen(st);
    memcpy(o, st, k), o += k, *o++ = '\n';
    b->n = (size_t)(o - b->p);
}

static void flush_pend(mt_wave *w)
{
    if (!w->have_pend) return;
    w->have_pend = 0;
    put_record(w, &w->pend, "load");
}

static void direct_flush(mt_wave *w)
{
    pthread_mutex_lock(&w->t->mu);
    file_write(w->t, &w->buf);
    pthread_mutex_unlock(&w->t->mu);
    w->buf.n = 0;
}

/* The hook: a load is held back one access; a store of the same pc, lane, space, address and size
 * right after it makes the pair one atomic record (the executors notify a read-modify-write as
 * the read of the old value, then the write of the new one). */
static void mt_hook(void *user, const gi_mem_access *a)
{
    mt_wave *w = user;
    if (w->have_pend) {
        const gi_mem_access *p = &w->pend;
        if (a->write && p->pc == a->pc && p->lane == a->lane && p->space == a->space && p->address == a->address &&
            p->size == a->size) {
            w->have_pend = 0;
            put_record(w, p, "atomic");   /* value: the old bytes the atomic read */
            goto out;
        }
        flush_pend(w);
    }
    if (!a->write && a->size <= PEND_MAX) {
        w->pend = *a;
        if (a->value) {
            memcpy(w->pend_val, a->value, a->size);
            w->pend.value = w->pend_val;
        }
        w->have_pend = 1;
        return;
    }
    put_record(w, a, a->write ? "store" : "load");
out:
    if (w->direct && w->buf.n >= FLUSH_AT) direct_flush(w);
}

static const char header[] = "isa,target,group_x,group_y,group_z,wave,pc,inst,lane,space,address,size,kind,value,status\n";

gi_memtrace *gi_memtrace_open(const char *path, const char *isa, const char *target, int values, char *err,
                              size_t errlen)
{
    size_t pl = strlen(path);
    int gz = pl > 3 && !strcmp(path + pl - 3, ".gz");
    gi_memtrace *t = calloc(1, sizeof *t);
    if (!t) return snprintf(err, errlen, "out of memory"), NULL;
    t->isa = strdup(isa ? isa : "");
    t->target = strdup(target ? target : "");
    t->f = gzopen(path, gz ? "wb1" : "wT");   /* level 1: traces are large and repetitive, speed first */
    if (!t->f || !t->isa || !t->target) {
        snprintf(err, errlen, "cannot open '%s' for the memory trace", path);
        if (t->f) gzclose(t->f);
        free(t->isa), free(t->target), free(t);
        return NULL;
    }
    gzbuffer(t->f, 1u << 18);
    t->values = values;
    pthread_mutex_init(&t->mu, NULL);
    mt_buf h = {(char *)header, sizeof header - 1, 0, 0};
    file_write(t, &h);
    return t;
}

static void free_texts(gi_memtrace *t)
{
    for (size_t i = 0; i < t->ntexts; i++) free(t->texts[i]);
    free(t->texts);
    t->texts = NULL, t->ntexts = 0;
}

int gi_memtrace_set_texts(gi_memtrace *t, const char *const *texts, size_t n)
{
    free_texts(t);
    t->texts = calloc(n ? n : 1, sizeof *t->texts);
    if (!t->texts) return -1;
    t->ntexts = n;
    for (size_t i = 0; i < n; i++)
        if (texts[i] && !(t->texts[i] = csv_quote(texts[i]))) return -1;
    t->have_texts = 1;
    return 0;
}

void gi_mt_bind_ctx(gi_memtrace *t, const gi_ctx *ctx)
{
    if (t) t->ctx = ctx;
}

/* A disassembler line as the listing writes the instruction: comments (SASS's address and
 * encoding) dropped, whitespace trimmed, no final ';'. */
static void tidy(char *s)
{
    char *o = s;
    for (char *p = s; *p;) {
        if (p[0] == '/' && p[1] == '*') {
            char *e = strstr(p + 2, "*/");
            p = e ? e + 2 : p + strlen(p);
            continue;
        }
        if ((p[0] == '/' && p[1] == '/') || *p == '\n') break;
        *o++ = *p++;
    }
    *o = 0;
    while (o > s && (o[-1] == ' ' || o[-1] == '\t' || o[-1] == ';')) *--o = 0;
    size_t lead = strspn(s, " \t");
    memmove(s, s + lead, strlen(s + lead) + 1);
}

void gi_mt_code(gi_memtrace *t, const uint8_t *code, size_t size, const uint64_t *offs, size_t n)
{
    if (!t) return;
    pthread_mutex_lock(&t->mu);
    if (!t->have_texts && t->ctx) {
        char **tx = calloc(n ? n : 1, sizeof *tx);
        char text[512];
        for (size_t i = 0; tx && i < n; i++)
            if (offs[i] < size && gi_disassemble(t->ctx, code, size, offs[i], text, sizeof text))
                tidy(text), tx[i] = csv_quote(text);
        if (tx) {
            free_texts(t);
            t->texts = tx, t->ntexts = n;
        }
        t->have_texts = 1;
    }
    pthread_mutex_unlock(&t->mu);
}

int gi_emu_trace_memory(gi_emu *emu, gi_memtrace *t)
{
    if (!t) {
        gi_emu_set_hook(emu, NULL, NULL);
        return 0;
    }
    mt_wave *w = &t->single;
    w->t = t, w->direct = 1, w->wave = 0;
    w->group[0] = w->group[1] = w->group[2] = 0;
    gi_emu_set_hook(emu, mt_hook, w);
    return 0;
}

int gi_memtrace_close(gi_memtrace *t, char *err, size_t errlen)
{
    if (!t) return 0;
    if (t->single.t) {
        flush_pend(&t->single);
        file_write(t, &t->single.buf);
    }
    free(t->single.buf.p);
    int rc = t->failed ? -1 : 0;
    if (rc) snprintf(err, errlen, "%s", t->err);
    if (gzclose(t->f) != Z_OK && !rc) rc = -1, snprintf(err, errlen, "error closing the memory trace");
    for (size_t i = 0; i < t->ndone; i++) free(t->done[i].buf.p);
    free(t->done);
    free_texts(t);
    free(t->isa), free(t->target);
    pthread_mutex_destroy(&t->mu);
    free(t);
    return rc;
}

/* ---- launches ---- */

gi_mt_group *gi_mt_group_new(gi_memtrace *t, unsigned nwaves)
{
    if (!t) return NULL;
    gi_mt_group *g = calloc(1, sizeof *g);
    if (!g) return NULL;
    g->w = calloc(nwaves ? nwaves : 1, sizeof *g->w);
    if (!g->w) return free(g), NULL;
    g->t = t, g->n = nwaves;
    for (unsigned i = 0; i < nwaves; i++) g->w[i].t = t, g->w[i].wave = i;
    return g;
}

void gi_mt_group_attach(gi_mt_group *g, unsigned wave, gi_machine *m)
{
    if (!g || wave >= g->n) return;
    m->hook = mt_hook;
    m->hook_user = &g->w[wave];
}

void gi_mt_group_begin(gi_mt_group *g, const uint32_t group[3])
{
    if (!g) return;
    for (unsigned i = 0; i < g->n; i++) {
        mt_wave *w = &g->w[i];
        memcpy(w->group, group, sizeof w->group);
        w->buf.n = 0, w->buf.oom = 0, w->have_pend = 0;
    }
}

int gi_mt_group_end(gi_mt_group *g, uint64_t index)
{
    if (!g) return 0;
    gi_memtrace *t = g->t;
    for (unsigned i = 0; i < g->n; i++) flush_pend(&g->w[i]);
    pthread_mutex_lock(&t->mu);
    int rc = 0;
    if (index == t->next) {
        for (unsigned i = 0; i < g->n; i++) file_write(t, &g->w[i].buf);
        t->next++;
        for (size_t k = 0; k < t->ndone;) {   /* the waiting workgroups that are now next */
            if (t->done[k].index != t->next) {
                k++;
                continue;
            }
            file_write(t, &t->done[k].buf);
            free(t->done[k].buf.p);
            t->done[k] = t->done[--t->ndone];
            t->next++;
            k = 0;
        }
    } else {   /* wait for the lower-numbered workgroups: one buffer of the waves in wave order */
        mt_buf all = {0};
        for (unsigned i = 0; i < g->n; i++) buf_put(&all, g->w[i].buf.p ? g->w[i].buf.p : "", g->w[i].buf.n);
        if (t->ndone == t->capdone) {
            size_t cap = t->capdone ? t->capdone * 2 : 8;
            mt_done *d = realloc(t->done, cap * sizeof *d);
            if (d) t->done = d, t->capdone = cap;
        }
        if (all.oom || t->ndone == t->capdone) {
            free(all.p);
            t->failed = 1;
            snprintf(t->err, sizeof t->err, "out of memory buffering the memory trace");
        } else {
            t->done[t->ndone++] = (mt_done){index, all};
        }
    }
    rc = t->failed ? -1 : 0;
    pthread_mutex_unlock(&t->mu);
    for (unsigned i = 0; i < g->n; i++) g->w[i].buf.n = 0;
    return rc;
}

void gi_mt_group_free(gi_mt_group *g)
{
    if (!g) return;
    for (unsigned i = 0; i < g->n; i++) free(g->w[i].buf.p);
    free(g->w);
    free(g);
}
