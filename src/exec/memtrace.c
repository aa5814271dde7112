/* Memory-access traces (memtrace.h, docs/memory-trace.md). */
#define _POSIX_C_SOURCE 200809L
#include "exec/memtrace.h"
#include "exec/emu.h"
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

enum {
    FLUSH_AT = 1 << 16,   /* a single run's buffer goes to the sink every 64 KiB */
    PEND_MAX = 256,
    CHUNK = 1 << 20,      /* the sink's buffers: 1 MiB each ... */
    NSLOT = 8,            /* ... in a ring: writer threads write (or compress) while the run fills the next */
    MAX_ZTHREADS = 4,     /* .gz: compressing threads, one per core up to this */
    TAKE_AT = 1 << 16,    /* a plain trace writes a wave's buffer of this size or more without copying it */
    /* zlib's level: 1 and 2 are its fast deflate (no lazy matching); on CSV traces level 2 ran 10-15%
     * faster than level 1 (longer matches, fewer symbols to code) and came out 4% smaller; the
     * Z_RLE and Z_HUFFMAN_ONLY strategies were 4x slower (every byte a Huffman-coded literal) */
    GZ_LEVEL = 2,
};

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
    /* the record's constant prefix "isa,target,gx,gy,gz,wave,pc,inst," of the last pc, formatted once per
     * instruction (not per lane) */
    char *pre;
    size_t prelen, precap;
    uint64_t prepc;
    int have_pre;
} mt_wave;

typedef struct mt_done {        /* a workgroup that ended before its turn */
    uint64_t index;
    mt_buf buf;
} mt_done;

/* The file. Bytes go into a ring of NSLOT buffers (CHUNK bytes; a plain trace also takes a wave's
 * buffer of TAKE_AT bytes or more into the ring as it is, handing the wave the slot's old buffer).
 * Writer threads (one for a plain trace; for .gz one per core, at most MAX_ZTHREADS) take the full
 * buffers: a .gz chunk is deflated on its own (raw deflate, ended by a sync flush, the last one by
 * Z_FINISH: the chunks together are one deflate stream, as pigz writes them) and the chunks are
 * written in order with one gzip header and trailer (CRC-32 combined over the chunks). The run
 * waits only when every slot is full. The chunks are cut at fixed offsets of the byte stream and
 * each is compressed alone, so the file does not depend on --threads, the writer threads or timing.
 * Without threads (pthread_create failed) the producer compresses and writes each chunk itself. */
enum { SLOT_FREE, SLOT_FULL, SLOT_BUSY, SLOT_DONE };

typedef struct mt_slot {
    mt_buf in;                  /* the trace's bytes */
    unsigned char *out;         /* .gz: the chunk deflated */
    size_t outn, outcap;
    uint32_t crc;
    int state, last;
} mt_slot;

typedef struct mt_sink {
    int fd, gz;
    pthread_mutex_t mu;         /* everything below but slot[fill]'s bytes (the producer's) */
    pthread_cond_t cv;
    pthread_t th[MAX_ZTHREADS];
    unsigned nth;
    mt_slot slot[NSLOT];
    uint64_t fill, take, wrote; /* chunk numbers: being filled, next to compress, next to write */
    int writing, closing;       /* a thread is writing; the last chunk is handed over */
    uint32_t crc;               /* of the chunks written */
    uint64_t isize;
    int werr;                   /* errno of a failed write, or -1 for a zlib error */
} mt_sink;

struct gi_memtrace {
    mt_sink s;
    char *isa, *target;
    size_t isalen, targetlen;
    int values;
    const gi_ctx *ctx;
    char **texts;               /* CSV-quoted instruction texts by pc */
    size_t *textlen;
    size_t ntexts;
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

static const char digits2[] = "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
                              "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
                              "8081828384858687888990919293949596979899";

/* "00" .. "ff": the two hex digits of every byte */
static const char hex2[] = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f202122232425262728292a2b2c2d2e2f"
                          "303132333435363738393a3b3c3d3e3f404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f"
                          "606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f808182838485868788898a8b8c8d8e8f"
                          "909192939495969798999a9b9c9d9e9fa0a1a2a3a4a5a6a7a8a9aaabacadaeafb0b1b2b3b4b5b6b7b8b9babbbcbdbebf"
                          "c0c1c2c3c4c5c6c7c8c9cacbcccdcecfd0d1d2d3d4d5d6d7d8d9dadbdcdddedfe0e1e2e3e4e5e6e7e8e9eaebecedeeef"
                          "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff";

/* Decimal digits of v into out; returns the length (at most UDEC_SPAN). The digits are counted first
 * and written in place from the last, two at a time (no scratch copy: a store-forwarding stall). */
enum { UDEC_SPAN = 20 };
static const uint64_t pow10s[20] = {1ull,
                                    10ull,
                                    100ull,
                                    1000ull,
                                    10000ull,
                                    100000ull,
                                    1000000ull,
                                    10000000ull,
                                    100000000ull,
                                    1000000000ull,
                                    10000000000ull,
                                    100000000000ull,
                                    1000000000000ull,
                                    10000000000000ull,
                                    100000000000000ull,
                                    1000000000000000ull,
                                    10000000000000000ull,
                                    100000000000000000ull,
                                    1000000000000000000ull,
                                    10000000000000000000ull};
static inline size_t udec(char *out, uint64_t v)
{
    unsigned t = ((64 - (unsigned)__builtin_clzll(v | 1)) * 1233) >> 12;   /* floor(log10 v) or one more */
    unsigned n = t - ((v | 1) < pow10s[t]) + 1;   /* the digit count (v | 1: 0 has one digit; 10^t is even) */
    char *p = out + n;
    while (v >= 100) {
        unsigned r = (unsigned)(v % 100);
        v /= 100;
        p -= 2, memcpy(p, digits2 + 2 * r, 2);
    }
    if (v >= 10) memcpy(p - 2, digits2 + 2 * v, 2);
    else p[-1] = (char)('0' + v);
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

/* ---- the sink ---- */

static int write_all(int fd, const void *buf, size_t n)
{
    const char *p = buf;
    while (n) {
        ssize_t k = write(fd, p, n);
        if (k < 0) {
            if (errno == EINTR) continue;
            return errno ? errno : EIO;
        }
        p += k, n -= (size_t)k;
    }
    return 0;
}

/* Deflate slot c's bytes alone with z (a raw deflate stream of GZ_LEVEL); 0 or -1. */
static int slot_deflate(mt_slot *c, z_stream *z)
{
    if (deflateReset(z) != Z_OK) return -1;
    size_t need = deflateBound(z, c->in.n) + 64;   /* + the sync flush's empty block */
    if (c->outcap < need) {
        unsigned char *o = realloc(c->out, need);
        if (!o) return -1;
        c->out = o, c->outcap = need;
    }
    z->next_in = (unsigned char *)c->in.p, z->avail_in = (unsigned)c->in.n;
    z->next_out = c->out, z->avail_out = (unsigned)c->outcap;
    int r = deflate(z, c->last ? Z_FINISH : Z_SYNC_FLUSH);
    if (c->last ? r != Z_STREAM_END : r != Z_OK || z->avail_in) return -1;
    c->outn = c->outcap - z->avail_out;
    c->crc = (uint32_t)crc32(0L, (const unsigned char *)c->in.p, (unsigned)c->in.n);
    return 0;
}

/* Write slot c (the next chunk of the file); 0, an errno or -1. */
static int slot_write(mt_sink *s, mt_slot *c)
{
    if (!s->gz) return write_all(s->fd, c->in.p, c->in.n);
    s->crc = (uint32_t)crc32_combine(s->crc, c->crc, (z_off_t)c->in.n);
    s->isize += c->in.n;
    return write_all(s->fd, c->out, c->outn);
}

static int z_init(z_stream *z)
{
    memset(z, 0, sizeof *z);
    return deflateInit2(z, GZ_LEVEL, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) == Z_OK ? 0 : -1;
}

/* Write the chunks that are done, in order (the caller holds s->mu; it is released while writing). */
static void sink_write_done(mt_sink *s)
{
    while (!s->writing && s->wrote < s->take && s->slot[s->wrote % NSLOT].state == SLOT_DONE) {
        mt_slot *c = &s->slot[s->wrote % NSLOT];
        s->writing = 1;
        int err = s->werr;
        pthread_mutex_unlock(&s->mu);
        if (!err) err = slot_write(s, c);
        pthread_mutex_lock(&s->mu);
        if (err && !s->werr) s->werr = err;
        c->in.n = 0, c->state = SLOT_FREE;
        s->wrote++, s->writing = 0;
        pthread_cond_broadcast(&s->cv);
    }
}

static void *sink_thread(void *arg)
{
    mt_sink *s = arg;
    z_stream z;
    int zok = !s->gz || !z_init(&z);
    pthread_mutex_lock(&s->mu);
    for (;;) {
        while (s->take == s->fill && !(s->closing && s->wrote == s->fill)) pthread_cond_wait(&s->cv, &s->mu);
        if (s->take == s->fill) break;   /* closing, every chunk written */
        mt_slot *c = &s->slot[s->take % NSLOT];
        s->take++;
        c->state = SLOT_BUSY;
        int err = s->werr;
        pthread_mutex_unlock(&s->mu);
        if (!err && s->gz) err = !zok || slot_deflate(c, &z) ? -1 : 0;
        pthread_mutex_lock(&s->mu);
        if (err && !s->werr) s->werr = err;
        c->state = SLOT_DONE;
        sink_write_done(s);
    }
    pthread_cond_broadcast(&s->cv);
    pthread_mutex_unlock(&s->mu);
    if (s->gz && zok) deflateEnd(&z);
    return NULL;
}

/* The slot the producer fills (the caller holds the trace's mutex: one producer at a time). */
static mt_buf *sink_fill_slot(mt_sink *s)
{
    return &s->slot[s->fill % NSLOT].in;
}

/* Hand the producer's slot to the writers (last: it ends the file); waits until the next slot is free. */
static int sink_hand(mt_sink *s, int last)
{
    mt_slot *c = &s->slot[s->fill % NSLOT];
    c->last = last;
    if (!s->nth) {   /* no threads: compress and write here */
        int err = s->werr;
        if (!err && s->gz) {
            z_stream z;
            if (z_init(&z)) err = -1;
            else err = slot_deflate(c, &z) ? -1 : 0, deflateEnd(&z);
        }
        if (!err) err = slot_write(s, c);
        if (err && !s->werr) s->werr = err;
        c->in.n = 0;
        s->fill++, s->take++, s->wrote++;
        return s->werr ? -1 : 0;
    }
    pthread_mutex_lock(&s->mu);
    c->state = SLOT_FULL;
    s->fill++;
    if (last) s->closing = 1;
    pthread_cond_broadcast(&s->cv);
    while (!last && s->slot[s->fill % NSLOT].state != SLOT_FREE) pthread_cond_wait(&s->cv, &s->mu);
    int rc = s->werr ? -1 : 0;
    pthread_mutex_unlock(&s->mu);
    return rc;
}

/* The bytes of b into the sink (the caller holds the trace's mutex). take: a plain trace may take a big
 * buffer as it is, without copying it, and give b the slot's old (written, empty) buffer in exchange. The
 * .gz stream is cut into chunks at fixed offsets (CHUNK), so its bytes do not depend on how the records
 * arrived. -1: a write failed (or out of memory). */
static int sink_put(mt_sink *s, mt_buf *b, int take)
{
    if (take && !s->gz && b->n >= TAKE_AT) {
        if (sink_fill_slot(s)->n && sink_hand(s, 0)) return -1;
        mt_buf *f = sink_fill_slot(s), old = *f;
        *f = *b;
        if (old.cap < f->cap) {   /* the wave would grow it again, copying: a fresh one of its size instead */
            free(old.p);
            old.p = malloc(f->cap), old.cap = old.p ? f->cap : 0;
        }
        *b = (mt_buf){old.p, 0, old.cap, 0};
        return sink_hand(s, 0);
    }
    const char *p = b->p;
    size_t n = b->n;
    while (n) {
        mt_buf *f = sink_fill_slot(s);
        if (f->cap < CHUNK) {
            char *q = realloc(f->p, CHUNK);
            if (!q) return -1;
            f->p = q, f->cap = CHUNK;
        }
        size_t k = CHUNK - f->n < n ? CHUNK - f->n : n;
        memcpy(f->p + f->n, p, k);
        f->n += k, p += k, n -= k;
        if (f->n == CHUNK && sink_hand(s, 0)) return -1;
    }
    return 0;
}

static void sink_free(mt_sink *s)
{
    for (int i = 0; i < NSLOT; i++) free(s->slot[i].in.p), free(s->slot[i].out);
}

/* 0, or -1 (nothing left open) */
static int sink_open(mt_sink *s, const char *path, int gz)
{
    memset(s, 0, sizeof *s);
    s->gz = gz;
    int ok = 1;
    for (int i = 0; i < NSLOT && ok; i++) {
        ok = (s->slot[i].in.p = malloc(CHUNK)) != NULL;
        s->slot[i].in.cap = ok ? CHUNK : 0;
    }
    if (ok) ok = (s->fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666)) >= 0;
    if (!ok) {
        sink_free(s);
        return -1;
    }
    if (gz) {   /* the gzip header (RFC 1952): deflate, no name, no time, XFL 0, OS 3 (Unix) as zlib writes it */
        static const unsigned char head[10] = {0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3};
        s->werr = write_all(s->fd, head, sizeof head);
    }
    pthread_mutex_init(&s->mu, NULL);
    pthread_cond_init(&s->cv, NULL);
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    unsigned want = !gz ? 1 : cores < 1 ? 1 : cores > MAX_ZTHREADS ? MAX_ZTHREADS : (unsigned)cores;
    while (s->nth < want && !pthread_create(&s->th[s->nth], NULL, sink_thread, s)) s->nth++;
    return 0;
}

/* Write what is left, end the file and free the sink; 0, or -1 with the reason in err (only when
 * `failed` is 0: an earlier failure has its own message). */
static int sink_close(mt_sink *s, int failed, char *err, size_t errlen)
{
    int rc = sink_hand(s, 1);
    for (unsigned i = 0; i < s->nth; i++) pthread_join(s->th[i], NULL);
    if (s->gz && !s->werr) {   /* the gzip trailer: CRC-32 and length mod 2^32, little-endian */
        unsigned char tail[8];
        for (int i = 0; i < 4; i++) tail[i] = (unsigned char)(s->crc >> 8 * i), tail[4 + i] = (unsigned char)(s->isize >> 8 * i);
        s->werr = write_all(s->fd, tail, sizeof tail);
    }
    if (s->werr) rc = -1;
    if (rc && !failed)
        snprintf(err, errlen, "error writing the memory trace: %s", s->werr > 0 ? strerror(s->werr) : "zlib failed");
    pthread_mutex_destroy(&s->mu);
    pthread_cond_destroy(&s->cv);
    sink_free(s);
    if (close(s->fd) && !rc) {
        rc = -1;
        if (!failed) snprintf(err, errlen, "error closing the memory trace");
    }
    return rc;
}

/* take: the sink may swap b's buffer for another (empty) one (sink_put) */
static void file_write(gi_memtrace *t, mt_buf *b, int take)
{
    if (!b->n || t->failed) return;
    if (b->oom) {
        t->failed = 1;
        snprintf(t->err, sizeof t->err, "out of memory buffering the memory trace");
        return;
    }
    if (sink_put(&t->s, b, take)) {
        t->failed = 1;
        snprintf(t->err, sizeof t->err, "error writing the memory trace: %s",
                 t->s.werr > 0 ? strerror(t->s.werr) : "zlib failed");
    }
}

/* padded to 8 bytes: put_record copies 8 and keeps the name's length */
static const char space_names[4][9] = {"global", "shared", "local", "const"};
static const char status_names[4][9] = {"ok", "unmapped", "nomem", "badarg"};

static const uint8_t space_len[] = {6, 6, 5, 5};
static const uint8_t status_len[] = {2, 8, 5, 6};

/* The record's prefix up to the lane for pc a->pc: "isa,target,gx,gy,gz,wave,pc,inst," */
static int make_prefix(mt_wave *w, uint64_t pc)
{
    gi_memtrace *t = w->t;
    const char *inst = pc < t->ntexts && t->texts[pc] ? t->texts[pc] : "";
    size_t il = pc < t->ntexts && t->texts[pc] ? t->textlen[pc] : 0, need = t->isalen + t->targetlen + il + 6 * UDEC_SPAN + 32;
    if (need > w->precap) {
        char *p = realloc(w->pre, need);
        if (!p) return -1;
        w->pre = p, w->precap = need;
    }
    char *o = w->pre;
    memcpy(o, t->isa, t->isalen), o += t->isalen, *o++ = ',';
    memcpy(o, t->target, t->targetlen), o += t->targetlen, *o++ = ',';
    for (int d = 0; d < 3; d++) o += udec(o, w->group[d]), *o++ = ',';
    o += udec(o, w->wave), *o++ = ',';
    o += udec(o, pc), *o++ = ',';
    memcpy(o, inst, il), o += il, *o++ = ',';
    w->prelen = (size_t)(o - w->pre), w->prepc = pc, w->have_pre = 1;
    return 0;
}

/* One record: isa,target,group_x,group_y,group_z,wave,pc,inst,lane,space,address,size,kind,value,status */
static void put_record(mt_wave *w, const gi_mem_access *a, const char *kind, size_t kindlen)
{
    gi_memtrace *t = w->t;
    mt_buf *b = &w->buf;
    if ((!w->have_pre || w->prepc != a->pc) && make_prefix(w, a->pc)) {
        b->oom = 1;
        return;
    }
    /* the prefix in 32-byte blocks (inline copies; both buffers have the slack), then lane, address and size
     * (UDEC_SPAN digits at most) */
    buf_reserve(b, w->prelen + 32 + 2 * a->size + 4 * UDEC_SPAN + 40);
    if (b->oom) return;
    char *o = b->p + b->n;
    for (size_t i = 0; i < w->prelen; i += 32) memcpy(o + i, w->pre + i, 32);
    o += w->prelen;
    if (a->lane < 0) *o++ = '-', *o++ = '1';
    else o += udec(o, (uint64_t)a->lane);
    *o++ = ',';
    if ((unsigned)a->space < 4) memcpy(o, space_names[a->space], 8), o += space_len[a->space];
    else *o++ = '?';
    *o++ = ',';
    o += udec(o, a->address), *o++ = ',';
    o += udec(o, a->size), *o++ = ',';
    memcpy(o, kind, kindlen), o += kindlen, *o++ = ',';
    if (t->values && a->status == GI_MEM_OK && a->value) {
        *o++ = '0', *o++ = 'x';
        for (size_t i = a->size; i-- > 0; o += 2) memcpy(o, hex2 + 2 * a->value[i], 2);
    }
    *o++ = ',';
    if ((unsigned)a->status < 4) memcpy(o, status_names[a->status], 8), o += status_len[a->status];
    else *o++ = '?';
    *o++ = '\n';
    b->n = (size_t)(o - b->p);
}

static void flush_pend(mt_wave *w)
{
    if (!w->have_pend) return;
    w->have_pend = 0;
    put_record(w, &w->pend, "load", 4);
}

static void direct_flush(mt_wave *w)
{
    pthread_mutex_lock(&w->t->mu);
    file_write(w->t, &w->buf, 0);
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
            put_record(w, p, "atomic", 6);   /* value: the old bytes the atomic read */
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
    if (a->write) put_record(w, a, "store", 5);
    else put_record(w, a, "load", 4);
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
    if (!t->isa || !t->target || sink_open(&t->s, path, gz)) {
        snprintf(err, errlen, "cannot open '%s' for the memory trace", path);
        free(t->isa), free(t->target), free(t);
        return NULL;
    }
    t->isalen = strlen(t->isa), t->targetlen = strlen(t->target);
    t->values = values;
    pthread_mutex_init(&t->mu, NULL);
    mt_buf h = {(char *)header, sizeof header - 1, 0, 0};
    file_write(t, &h, 0);
    return t;
}

static void free_texts(gi_memtrace *t)
{
    for (size_t i = 0; i < t->ntexts; i++) free(t->texts[i]);
    free(t->texts), free(t->textlen);
    t->texts = NULL, t->textlen = NULL, t->ntexts = 0;
}

/* The quoted texts tx[0..n) (NULL: none) become the trace's; -1 when out of memory (tx is freed). */
static int take_texts(gi_memtrace *t, char **tx, size_t n)
{
    free_texts(t);
    size_t *len = calloc(n ? n : 1, sizeof *len);
    if (!len) {
        for (size_t i = 0; i < n; i++) free(tx[i]);
        free(tx);
        return -1;
    }
    for (size_t i = 0; i < n; i++) len[i] = tx[i] ? strlen(tx[i]) : 0;
    t->texts = tx, t->textlen = len, t->ntexts = n;
    return 0;
}

int gi_memtrace_set_texts(gi_memtrace *t, const char *const *texts, size_t n)
{
    char **tx = calloc(n ? n : 1, sizeof *tx);
    int bad = !tx;
    for (size_t i = 0; !bad && i < n; i++)
        if (texts[i] && !(tx[i] = csv_quote(texts[i]))) bad = 1;
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
                tidy(text), tx[i] = csv_quote(text);
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
    w->t = t, w->direct = 1, w->wave = 0, w->have_pre = 0;
    w->group[0] = w->group[1] = w->group[2] = 0;
    gi_emu_set_hook(emu, mt_hook, w);
    return 0;
}

int gi_memtrace_close(gi_memtrace *t, char *err, size_t errlen)
{
    if (!t) return 0;
    if (t->single.t) {
        flush_pend(&t->single);
        file_write(t, &t->single.buf, 0);
    }
    free(t->single.buf.p), free(t->single.pre);
    int rc = t->failed ? -1 : 0;
    if (rc) snprintf(err, errlen, "%s", t->err);
    if (sink_close(&t->s, rc, err, errlen)) rc = -1;
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
        w->buf.n = 0, w->buf.oom = 0, w->have_pend = 0, w->have_pre = 0;
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
        for (unsigned i = 0; i < g->n; i++) file_write(t, &g->w[i].buf, 1);
        t->next++;
        for (size_t k = 0; k < t->ndone;) {   /* the waiting workgroups that are now next */
            if (t->done[k].index != t->next) {
                k++;
                continue;
            }
            file_write(t, &t->done[k].buf, 1);
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
    for (unsigned i = 0; i < g->n; i++) free(g->w[i].buf.p), free(g->w[i].pre);
    free(g->w);
    free(g);
}
