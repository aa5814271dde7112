/* Memory-access traces (memtrace.h, memtrace_int.h, docs/memory-trace.md): the hook, the waves'
 * buffers and the order of the workgroups. The encoders and the file are mtcsv.c and mtsink.c. */
#define _POSIX_C_SOURCE 200809L
#include "exec/memtrace_int.h"
#include "exec/emu.h"
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    FLUSH_AT = 1 << 16,   /* a single run's buffer goes to the sink every 64 KiB */
};

typedef struct mt_wave {
    gi_memtrace *t;
    uint32_t group[3];
    unsigned wave;
    int direct;                 /* single run: to the sink every FLUSH_AT bytes */
    int values;                 /* keep the accessed bytes */
    mt_buf buf;                 /* an mt_mark, then mt_packed records */
    /* the last record when it is a load: a store of the same pc, lane, space, address and size right
     * after it makes it an atomic (its kind is rewritten in place) */
    int have_load;
    size_t load_at;             /* its offset in buf */
    uint64_t load_pc, load_address;
    int load_lane, load_space;
    size_t load_size;
} mt_wave;

typedef struct mt_done {        /* a workgroup that ended before its turn: its waves' buffers */
    uint64_t index;
    mt_buf *bufs;
    unsigned n;
} mt_done;

struct gi_memtrace {
    mt_sink s;
    mt_texts tx;
    char *isa, *target;
    int values;
    const gi_ctx *ctx;
    int have_texts;
    pthread_mutex_t mu;         /* the sink's producer side, next, done, have_texts */
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

/* Empty the wave's buffer and start it with its mark. */
static void wave_start(mt_wave *w)
{
    w->buf.n = 0, w->buf.rows = 0;
    mt_buf_reserve(&w->buf, sizeof(mt_mark));
    if (w->buf.oom) return;
    mt_mark m = {MT_TAG_MARK, {0}, {w->group[0], w->group[1], w->group[2]}, w->wave, {0}};
    memcpy(w->buf.p, &m, sizeof m);
    w->buf.n = sizeof m;
}

/* b's buffer moves to the sink; back: b gets an empty one (else {0}) */
static void file_write(gi_memtrace *t, mt_buf *b, int back)
{
    if (!b->n || t->failed) return;
    if (b->oom) {
        t->failed = 1;
        snprintf(t->err, sizeof t->err, "out of memory buffering the memory trace");
        return;
    }
    if (mt_sink_put(&t->s, b, back)) {
        t->failed = 1;
        snprintf(t->err, sizeof t->err, "error writing the memory trace: %s",
                 t->s.werr > 0 ? strerror(t->s.werr) : "out of memory or zlib failed");
    }
}

/* One packed record of access a (memtrace_int.h). */
static void put_record(mt_wave *w, const gi_mem_access *a, unsigned kind)
{
    mt_buf *b = &w->buf;
    int hv = w->values && a->status == GI_MEM_OK && a->value;
    size_t vb = hv ? (a->size + 7) & ~(size_t)7 : 0;
    if (b->n + sizeof(mt_packed) + vb > b->cap) {
        mt_buf_reserve(b, sizeof(mt_packed) + vb);
        if (b->oom) return;
    }
    mt_packed *p = (mt_packed *)(b->p + b->n);
    p->tag = MT_TAG_REC;
    p->space = (unsigned)a->space < 255 ? (uint8_t)a->space : 255;
    p->kind = (uint8_t)kind;
    p->status = (unsigned)a->status < 255 ? (uint8_t)a->status : 255;
    p->size = (uint32_t)a->size, p->lane = a->lane, p->has_value = (uint32_t)hv;
    p->pc = a->pc, p->address = a->address;
    if (hv) gi_copy_access(p + 1, a->value, a->size);
    b->n += sizeof *p + vb, b->rows++;
}

static void direct_flush(mt_wave *w)
{
    pthread_mutex_lock(&w->t->mu);
    file_write(w->t, &w->buf, 1);
    pthread_mutex_unlock(&w->t->mu);
    wave_start(w);
}

/* The hook. The executors notify a read-modify-write as the read of the old value, then the write of
 * the new one: a store of the same pc, lane, space, address and size right after a load turns the
 * load's record into an atomic one (whose value is the old bytes) and is not recorded itself. */
static void mt_hook(void *user, const gi_mem_access *a)
{
    mt_wave *w = user;
    if (w->have_load && a->write && w->load_pc == a->pc && w->load_lane == a->lane && w->load_space == (int)a->space &&
        w->load_address == a->address && w->load_size == a->size) {
        w->have_load = 0;
        ((mt_packed *)(w->buf.p + w->load_at))->kind = GI_MT_ATOMIC;
        return;
    }
    w->have_load = 0;   /* from here on no record in the buffer changes: a single run may hand it on */
    if (w->direct && w->buf.n >= FLUSH_AT) direct_flush(w);
    size_t at = w->buf.n;
    put_record(w, a, a->write ? GI_MT_STORE : GI_MT_LOAD);
    if (!a->write && !w->buf.oom) {
        w->have_load = 1, w->load_at = at;
        w->load_pc = a->pc, w->load_lane = a->lane, w->load_space = (int)a->space;
        w->load_address = a->address, w->load_size = a->size;
    }
}

/* The hook's batch form: a fast path's accesses, all done, as one mt_batchrec (memtrace_int.h) that
 * the encoders read as the records mt_hook would have made one by one (none of them a load that a
 * store turns into an atomic). */
static void mt_batch(void *user, uint64_t pc, const gi_mach_batch *b)
{
    mt_wave *w = user;
    w->have_load = 0;
    if (!b->n) return;
    if (b->n > UINT32_MAX || b->size > UINT32_MAX ||
        (!b->lane && (b->lane0 < 0 || b->lane0 + (int64_t)(b->n - 1) * b->lane_step > 255 ||
                      b->lane0 + (int64_t)(b->n - 1) * b->lane_step < 0))) {
        for (size_t i = 0; i < b->n; i++) {   /* not a batch record's shape: the records one by one */
            gi_mem_access a = {pc, gi_mach_batch_lane(b, i), b->sp, gi_mach_batch_addr(b, i), b->size,
                               b->value + i * b->size, b->write, GI_MEM_OK};
            mt_hook(w, &a);
        }
        w->have_load = 0;
        return;
    }
    if (w->direct && w->buf.n >= FLUSH_AT) direct_flush(w);
    uint64_t hi = 0;
    for (size_t i = 0; i < b->n; i++) hi |= gi_mach_batch_addr(b, i);
    mt_batchrec h = {MT_TAG_BATCH, (unsigned)b->sp < 255 ? (uint8_t)b->sp : 255,
                     (uint8_t)(b->write ? GI_MT_STORE : GI_MT_LOAD), hi >> 32 ? 8 : 4,
                     (uint32_t)b->size, (uint32_t)b->n, (uint32_t)(w->values != 0), pc, 0};
    size_t need = mt_batch_bytes(&h);
    mt_buf *buf = &w->buf;
    if (buf->n + need > buf->cap) {
        mt_buf_reserve(buf, need);
        if (buf->oom) return;
    }
    uint8_t *q = (uint8_t *)buf->p + buf->n;
    memcpy(q, &h, sizeof h);
    uint8_t *lanes = q + sizeof h, *addrs = lanes + mt_pad8(b->n);
    for (size_t i = 0; i < b->n; i++) lanes[i] = (uint8_t)gi_mach_batch_lane(b, i);
    if (h.addr_bytes == 8)
        for (size_t i = 0; i < b->n; i++) {
            uint64_t a = gi_mach_batch_addr(b, i);
            memcpy(addrs + 8 * i, &a, 8);
        }
    else
        for (size_t i = 0; i < b->n; i++) {
            uint32_t a = (uint32_t)gi_mach_batch_addr(b, i);
            memcpy(addrs + 4 * i, &a, 4);
        }
    if (h.has_value) memcpy(addrs + mt_pad8((size_t)h.n * h.addr_bytes), b->value, b->n * b->size);
    buf->n += need, buf->rows += b->n;
}

gi_memtrace *gi_memtrace_open(const char *path, const char *isa, const char *target, int values, char *err,
                              size_t errlen)
{
    size_t pl = strlen(path);
    mt_format fmt = pl > 3 && !strcmp(path + pl - 3, ".gz")        ? MT_GZ
                    : pl > 8 && !strcmp(path + pl - 8, ".parquet") ? MT_PARQUET
                                                                   : MT_CSV;
    gi_memtrace *t = calloc(1, sizeof *t);
    if (!t) return snprintf(err, errlen, "out of memory"), NULL;
    t->isa = strdup(isa ? isa : "");
    t->target = strdup(target ? target : "");
    t->values = values;
    t->tx.ctx = (gi_mt_ctx){t->isa, t->target, NULL, NULL, 0, values};
    if (!t->isa || !t->target || mt_sink_open(&t->s, path, fmt, &t->tx)) {
        snprintf(err, errlen, "cannot open '%s' for the memory trace", path);
        free(t->isa), free(t->target), free(t);
        return NULL;
    }
    pthread_mutex_init(&t->mu, NULL);
    return t;
}

static void free_texts(mt_texts *x)
{
    for (size_t i = 0; i < x->n; i++) free(x->raw[i]), free(x->quoted[i]);
    free(x->raw), free(x->quoted), free(x->rawlen), free(x->quotedlen);
    x->raw = x->quoted = NULL, x->rawlen = x->quotedlen = NULL, x->n = 0;
    x->ctx.texts = NULL, x->ctx.textlen = NULL, x->ctx.ntexts = 0;
}

/* The texts tx[0..n) (NULL: none; taken, freed here) become the trace's, raw and CSV-quoted; -1 when out
 * of memory (the trace keeps empty texts). */
static int take_texts(gi_memtrace *t, char **tx, size_t n)
{
    mt_texts *x = &t->tx;
    free_texts(x);
    size_t m = n ? n : 1;
    x->quoted = calloc(m, sizeof *x->quoted), x->rawlen = calloc(m, sizeof *x->rawlen);
    x->quotedlen = calloc(m, sizeof *x->quotedlen);
    int bad = !x->quoted || !x->rawlen || !x->quotedlen;
    for (size_t i = 0; !bad && i < n; i++)
        if (tx[i]) {
            x->rawlen[i] = strlen(tx[i]);
            bad = !(x->quoted[i] = mt_csv_quote(tx[i]));
            if (!bad) x->quotedlen[i] = strlen(x->quoted[i]);
        }
    x->raw = tx, x->n = n;
    if (bad) {
        free_texts(x);
        return -1;
    }
    x->ctx.texts = (const char *const *)x->raw, x->ctx.textlen = x->rawlen, x->ctx.ntexts = n;
    return 0;
}

int gi_memtrace_set_texts(gi_memtrace *t, const char *const *texts, size_t n)
{
    char **tx = calloc(n ? n : 1, sizeof *tx);
    int bad = !tx;
    for (size_t i = 0; !bad && i < n; i++)
        if (texts[i] && !(tx[i] = strdup(texts[i]))) bad = 1;
    if (bad) {
        for (size_t i = 0; tx && i < n; i++) free(tx[i]);
        free(tx);
        return -1;
    }
    if (take_texts(t, tx, n)) return -1;
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
                tidy(text), tx[i] = strdup(text);
        if (tx) take_texts(t, tx, n);   /* out of memory: empty texts */
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
    if (!w->t) {   /* the first run; later runs go on in the same buffer */
        w->t = t, w->direct = 1, w->wave = 0, w->values = t->values;
        w->group[0] = w->group[1] = w->group[2] = 0;
        wave_start(w);
    }
    gi_emu_set_hook(emu, mt_hook, w);
    emu->m.batch_hook = mt_batch;
    return 0;
}

int gi_memtrace_close(gi_memtrace *t, char *err, size_t errlen)
{
    if (!t) return 0;
    pthread_mutex_lock(&t->mu);
    if (t->single.t) {
        if (t->single.buf.n > sizeof(mt_mark)) file_write(t, &t->single.buf, 0);
    }
    pthread_mutex_unlock(&t->mu);
    free(t->single.buf.p);
    int rc = t->failed ? -1 : 0;
    if (rc) snprintf(err, errlen, "%s", t->err);
    if (mt_sink_close(&t->s, rc, err, errlen)) rc = -1;
    for (size_t i = 0; i < t->ndone; i++) {
        for (unsigned k = 0; k < t->done[i].n; k++) free(t->done[i].bufs[k].p);
        free(t->done[i].bufs);
    }
    free(t->done);
    free_texts(&t->tx);
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
    for (unsigned i = 0; i < nwaves; i++) g->w[i].t = t, g->w[i].wave = i, g->w[i].values = t->values;
    return g;
}

void gi_mt_group_attach(gi_mt_group *g, unsigned wave, gi_machine *m)
{
    if (!g || wave >= g->n) return;
    m->hook = mt_hook;
    m->batch_hook = mt_batch;
    m->hook_user = &g->w[wave];
}

void gi_mt_group_begin(gi_mt_group *g, const uint32_t group[3])
{
    if (!g) return;
    for (unsigned i = 0; i < g->n; i++) {
        mt_wave *w = &g->w[i];
        memcpy(w->group, group, sizeof w->group);
        w->buf.oom = 0, w->have_load = 0;
        wave_start(w);
    }
}

/* The waves' buffers of a workgroup to the file, in wave order (back: they get empty ones). */
static void write_waves(gi_memtrace *t, mt_buf *b, unsigned n, int back)
{
    for (unsigned i = 0; i < n; i++)
        if (b[i].n > sizeof(mt_mark) || b[i].oom) file_write(t, &b[i], back);
}

int gi_mt_group_end(gi_mt_group *g, uint64_t index)
{
    if (!g) return 0;
    gi_memtrace *t = g->t;
    pthread_mutex_lock(&t->mu);
    if (index == t->next) {
        for (unsigned i = 0; i < g->n; i++) write_waves(t, &g->w[i].buf, 1, 1);
        t->next++;
        for (size_t k = 0; k < t->ndone;) {   /* the waiting workgroups that are now next */
            mt_done *d = &t->done[k];
            if (d->index != t->next) {
                k++;
                continue;
            }
            write_waves(t, d->bufs, d->n, 0);
            for (unsigned i = 0; i < d->n; i++) free(d->bufs[i].p);
            free(d->bufs);
            *d = t->done[--t->ndone];
            t->next++;
            k = 0;
        }
    } else {   /* wait for the lower-numbered workgroups: the waves' buffers move to the waiting list */
        mt_buf *bufs = calloc(g->n ? g->n : 1, sizeof *bufs);
        if (t->ndone == t->capdone) {
            size_t cap = t->capdone ? t->capdone * 2 : 8;
            mt_done *d = realloc(t->done, cap * sizeof *d);
            if (d) t->done = d, t->capdone = cap;
        }
        if (!bufs || t->ndone == t->capdone) {
            free(bufs);
            t->failed = 1;
            snprintf(t->err, sizeof t->err, "out of memory buffering the memory trace");
        } else {
            for (unsigned i = 0; i < g->n; i++) bufs[i] = g->w[i].buf, g->w[i].buf = (mt_buf){0};
            t->done[t->ndone++] = (mt_done){index, bufs, g->n};
        }
    }
    int rc = t->failed ? -1 : 0;
    pthread_mutex_unlock(&t->mu);
    return rc;
}

void gi_mt_group_free(gi_mt_group *g)
{
    if (!g) return;
    for (unsigned i = 0; i < g->n; i++) free(g->w[i].buf.p);
    free(g->w);
    free(g);
}
