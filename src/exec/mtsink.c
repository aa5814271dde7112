/* The sink of a memory trace (memtrace_int.h): packed records in, the file out.
 *
 * The producer (the run, under the trace's mutex) moves whole wave buffers into a ring of NSLOT
 * chunks (no copy: the wave gets an emptied buffer of a written chunk back); a chunk is handed on
 * when it holds `chunk` bytes or when the next buffer would not fit. Writer threads
 * (one per core, at most MAX_THREADS) take the full chunks in turn and encode them, each alone --
 * CSV text; for .gz that text deflated raw and ended by a sync flush (the last by Z_FINISH), so
 * the chunks together are one deflate stream, as pigz writes it -- and the chunks are written in
 * order (.gz: one gzip header and trailer, the CRC-32 combined over the chunks). The cuts follow
 * from the sequence of wave buffers alone and every chunk is encoded alone, so the file does not
 * depend on --threads, the writer threads or timing. The run waits only when every slot is full.
 * Without threads (pthread_create failed) the producer encodes and writes each chunk itself. */
#define _POSIX_C_SOURCE 200809L
#include "exec/memtrace_int.h"
#include "exec/trace_parquet.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

enum {
    /* a chunk ends at the wave buffer that brings it to this many accesses or packed bytes */
    CHUNK_ROWS = 32 << 10, CHUNK = 1 << 20,         /* CSV: about 3 MiB of text */
    PQ_CHUNK_ROWS = 128 << 10, PQ_CHUNK = 4 << 20,  /* Parquet: a chunk is a row group */
    PQ_BATCH = 1024,      /* rows decoded at a time for the Parquet encoder (while in cache) */
    POOL_MAX = 256,       /* empty buffers kept for the waves */
    /* zlib's level: 1 and 2 are its fast deflate (no lazy matching); on CSV traces level 2 ran 10-15%
     * faster than level 1 (longer matches, fewer symbols to code) and came out 4% smaller; the
     * Z_RLE and Z_HUFFMAN_ONLY strategies were 4x slower (every byte a Huffman-coded literal) */
    GZ_LEVEL = 2,
};

void mt_buf_reserve(mt_buf *b, size_t more)
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

static int z_init(z_stream *z)
{
    memset(z, 0, sizeof *z);
    return deflateInit2(z, GZ_LEVEL, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) == Z_OK ? 0 : -1;
}

/* Deflate text[0..n) alone with z (a raw deflate stream) into c->out; 0 or -1. */
static int deflate_text(mt_slot *c, z_stream *z, const char *text, size_t n)
{
    if (deflateReset(z) != Z_OK) return -1;
    size_t need = deflateBound(z, n) + 64;   /* + the sync flush's empty block */
    c->out.n = 0;
    mt_buf_reserve(&c->out, need);
    if (c->out.oom) return -1;
    z->next_in = (unsigned char *)text, z->avail_in = (unsigned)n;
    z->next_out = (unsigned char *)c->out.p, z->avail_out = (unsigned)c->out.cap;
    int r = deflate(z, c->last ? Z_FINISH : Z_SYNC_FLUSH);
    if (c->last ? r != Z_STREAM_END : r != Z_OK || z->avail_in) return -1;
    c->out.n = c->out.cap - z->avail_out;
    c->crc = (uint32_t)crc32(0L, (const unsigned char *)text, (unsigned)n);
    c->textn = n;
    return 0;
}

/* Chunk c as one Parquet row group: the packed records decoded PQ_BATCH at a time into the thread's
 * encoder e. 0 or -1. */
static int slot_parquet(mt_slot *c, gi_pq_enc *e)
{
    gi_mt_rec r[PQ_BATCH];
    size_t k = 0, rows = 0;
    mt_mark w = {0};
    int bad = !e;
    for (size_t j = 0; j < c->nparts; j++)
        for (size_t i = 0; i < c->part[j].n && !bad;) {
            const mt_packed *a = (const mt_packed *)(c->part[j].p + i);
            if (a->tag == MT_TAG_MARK) {
                memcpy(&w, a, sizeof w), i += sizeof w;
                continue;
            }
            if (a->tag == MT_TAG_BATCH) {   /* the records before it, then its rows straight from its arrays */
                const mt_batchrec *h = (const mt_batchrec *)(c->part[j].p + i);
                if (k) bad = gi_pq_enc_add(e, r, k) != 0, rows += k, k = 0;
                gi_mt_rec like = mt_batch_like(h, &w);
                if (!bad)
                    bad = gi_pq_enc_add_batch(e, &like, mt_batch_lanes(h), mt_batch_addrs(h), h->addr_bytes,
                                              h->has_value ? mt_batch_values(h) : NULL, h->n) != 0;
                rows += h->n;
                i += mt_batch_bytes(h);
                continue;
            }
            r[k++] = mt_rec_of(a, &w);
            i += mt_rec_bytes(a);
            if (k == PQ_BATCH) bad = gi_pq_enc_add(e, r, k) != 0, rows += k, k = 0;
        }
    if (!bad && k) bad = gi_pq_enc_add(e, r, k) != 0, rows += k;
    c->out.n = 0, c->group = NULL;
    if (bad || !rows) return bad ? -1 : 0;   /* no rows: no row group */
    gi_pq_buf b = {(uint8_t *)c->out.p, 0, c->out.cap};
    gi_pq_group *g = NULL;
    int rc = gi_pq_enc_group(e, &b, &g);
    c->out.p = (char *)b.p, c->out.n = b.n, c->out.cap = b.cap;
    c->group = g;
    return rc;
}

/* Encode chunk c (scratch: a thread's text buffer for .gz; z its deflate stream; e its Parquet
 * encoder); 0 or -1. */
static int slot_encode(mt_sink *s, mt_slot *c, mt_buf *scratch, z_stream *z, gi_pq_enc *e)
{
    int hdr = c->seq == 0;
    if (s->fmt == MT_PARQUET) return slot_parquet(c, e);
    mt_buf *text = s->fmt == MT_CSV ? &c->out : scratch;
    text->n = 0, text->oom = 0;
    if (hdr && !c->nparts) mt_csv_encode(s->tx, NULL, 0, 1, text);
    for (size_t j = 0; j < c->nparts; j++) mt_csv_encode(s->tx, c->part[j].p, c->part[j].n, hdr && !j, text);
    if (s->fmt == MT_CSV) return c->out.oom ? -1 : 0;
    if (scratch->oom || !z) return -1;
    return deflate_text(c, z, scratch->p, scratch->n);
}

/* Write chunk c (the next of the file); 0, an errno or -1. */
static int slot_write(mt_sink *s, mt_slot *c)
{
    if (c->group) {   /* Parquet: the footer lists the row group at this offset */
        if (s->ngroups == s->capgroups) {
            size_t cap = s->capgroups ? 2 * s->capgroups : 64;
            void **g = realloc(s->groups, cap * sizeof *g);
            if (g) s->groups = g;
            uint64_t *o = g ? realloc(s->goff, cap * sizeof *o) : NULL;
            if (o) s->goff = o;
            if (!g || !o) return -1;
            s->capgroups = cap;
        }
        s->groups[s->ngroups] = c->group, s->goff[s->ngroups++] = s->offset;
        c->group = NULL;
    }
    if (s->fmt == MT_GZ) {
        s->crc = (uint32_t)crc32_combine(s->crc, c->crc, (z_off_t)c->textn);
        s->isize += c->textn;
    }
    s->offset += c->out.n;
    return write_all(s->fd, c->out.p, c->out.n);
}

/* The parts of a written chunk go to the pool, emptied (the caller holds s->mu, or there are no threads);
 * the pool keeps POOL_MAX, the rest are freed. */
static void slot_release(mt_sink *s, mt_slot *c)
{
    for (size_t j = 0; j < c->nparts; j++) {
        if (s->npool < POOL_MAX) s->pool[s->npool++] = (mt_buf){c->part[j].p, 0, c->part[j].cap, 0, 0};
        else free(c->part[j].p);
    }
    c->nparts = 0, c->bytes = 0, c->rows = 0;
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
        slot_release(s, c);
        c->state = SLOT_FREE;
        s->wrote++, s->writing = 0;
        pthread_cond_broadcast(&s->cv);
    }
}

static void *sink_thread(void *arg)
{
    mt_sink *s = arg;
    z_stream z;
    int zok = s->fmt != MT_GZ || !z_init(&z);
    mt_buf scratch = {0};
    gi_pq_enc *e = s->fmt == MT_PARQUET ? gi_pq_enc_new(&s->tx->ctx) : NULL;
    pthread_mutex_lock(&s->mu);
    for (;;) {
        while (s->take == s->fill && !(s->closing && s->wrote == s->fill)) pthread_cond_wait(&s->cv, &s->mu);
        if (s->take == s->fill) break;   /* closing, every chunk written */
        mt_slot *c = &s->slot[s->take % NSLOT];
        s->take++;
        c->state = SLOT_BUSY;
        int err = s->werr;
        pthread_mutex_unlock(&s->mu);
        if (!err) err = slot_encode(s, c, &scratch, zok && s->fmt == MT_GZ ? &z : NULL, e) ? -1 : 0;
        pthread_mutex_lock(&s->mu);
        if (err && !s->werr) s->werr = err;
        c->state = SLOT_DONE;
        sink_write_done(s);
    }
    pthread_cond_broadcast(&s->cv);
    pthread_mutex_unlock(&s->mu);
    if (s->fmt == MT_GZ && zok) deflateEnd(&z);
    free(scratch.p);
    gi_pq_enc_free(e);
    return NULL;
}

/* Hand the producer's chunk to the writers (last: it ends the file); waits until the next slot is free. */
static int sink_hand(mt_sink *s, int last)
{
    mt_slot *c = &s->slot[s->fill % NSLOT];
    c->last = last, c->seq = s->fill;
    if (!s->nth) {   /* no threads: encode and write here */
        int err = s->werr;
        if (!err) {
            z_stream z;
            mt_buf scratch = {0};
            int zok = s->fmt != MT_GZ || !z_init(&z);
            gi_pq_enc *e = s->fmt == MT_PARQUET ? gi_pq_enc_new(&s->tx->ctx) : NULL;
            err = slot_encode(s, c, &scratch, zok && s->fmt == MT_GZ ? &z : NULL, e) ? -1 : 0;
            if (s->fmt == MT_GZ && zok) deflateEnd(&z);
            free(scratch.p);
            gi_pq_enc_free(e);
        }
        if (!err) err = slot_write(s, c);
        if (err && !s->werr) s->werr = err;
        slot_release(s, c);
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

int mt_sink_put(mt_sink *s, mt_buf *b, int back)
{
    if (!b->n) return 0;
    mt_slot *c = &s->slot[s->fill % NSLOT];
    if (c->bytes && (c->bytes + b->n > s->chunk || c->rows + b->rows > s->chunk_rows)) {
        if (sink_hand(s, 0)) return -1;
        c = &s->slot[s->fill % NSLOT];
    }
    if (c->nparts == c->capparts) {
        size_t cap = c->capparts ? 2 * c->capparts : 16;
        mt_buf *p = realloc(c->part, cap * sizeof *p);
        if (!p) return -1;
        c->part = p, c->capparts = cap;
    }
    c->part[c->nparts++] = *b, c->bytes += b->n, c->rows += b->rows;
    *b = (mt_buf){0};
    if (back) {   /* an empty buffer of the pool, when it has one (else the wave allocates as it grows) */
        if (s->nth) pthread_mutex_lock(&s->mu);
        if (s->npool) *b = s->pool[--s->npool];
        if (s->nth) pthread_mutex_unlock(&s->mu);
    }
    return c->bytes >= s->chunk || c->rows >= s->chunk_rows ? sink_hand(s, 0) : 0;
}

static void sink_free(mt_sink *s)
{
    for (int i = 0; i < NSLOT; i++) {
        for (size_t j = 0; j < s->slot[i].nparts; j++) free(s->slot[i].part[j].p);
        free(s->slot[i].part), free(s->slot[i].out.p);
        gi_pq_group_free(s->slot[i].group);
    }
    for (size_t i = 0; i < s->npool; i++) free(s->pool[i].p);
    free(s->pool);
    for (size_t i = 0; i < s->ngroups; i++) gi_pq_group_free(s->groups[i]);
    free(s->groups), free(s->goff);
}

int mt_sink_open(mt_sink *s, const char *path, mt_format fmt, const mt_texts *tx)
{
    memset(s, 0, sizeof *s);
    s->fmt = fmt, s->tx = tx, s->chunk = fmt == MT_PARQUET ? PQ_CHUNK : CHUNK;
    s->chunk_rows = fmt == MT_PARQUET ? PQ_CHUNK_ROWS : CHUNK_ROWS;
    int ok = (s->pool = malloc(POOL_MAX * sizeof *s->pool)) != NULL;
    if (ok) ok = (s->fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666)) >= 0;
    if (!ok) {
        sink_free(s);
        return -1;
    }
    if (fmt == MT_GZ) {   /* the gzip header (RFC 1952): deflate, no name, no time, XFL 0, OS 3 (Unix) as zlib writes it */
        static const unsigned char head[10] = {0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3};
        s->werr = write_all(s->fd, head, sizeof head);
    }
    if (fmt == MT_PARQUET) s->werr = write_all(s->fd, GI_PQ_MAGIC, 4), s->offset = 4;
    pthread_mutex_init(&s->mu, NULL);
    pthread_cond_init(&s->cv, NULL);
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    unsigned want = cores < 1 ? 1 : cores > MAX_THREADS ? MAX_THREADS : (unsigned)cores;
    while (s->nth < want && !pthread_create(&s->th[s->nth], NULL, sink_thread, s)) s->nth++;
    return 0;
}

int mt_sink_close(mt_sink *s, int failed, char *err, size_t errlen)
{
    int rc = sink_hand(s, 1);
    for (unsigned i = 0; i < s->nth; i++) pthread_join(s->th[i], NULL);
    if (s->fmt == MT_GZ && !s->werr) {   /* the gzip trailer: CRC-32 and length mod 2^32, little-endian */
        unsigned char tail[8];
        for (int i = 0; i < 4; i++) tail[i] = (unsigned char)(s->crc >> 8 * i), tail[4 + i] = (unsigned char)(s->isize >> 8 * i);
        s->werr = write_all(s->fd, tail, sizeof tail);
    }
    if (s->fmt == MT_PARQUET && !s->werr) {   /* the footer: the schema and every row group's metadata */
        gi_pq_buf f = {0};
        if (gi_pq_footer(&s->tx->ctx, (gi_pq_group *const *)s->groups, s->goff, s->ngroups, &f)) s->werr = -1;
        else s->werr = write_all(s->fd, f.p, f.n);
        free(f.p);
    }
    if (s->werr) rc = -1;
    if (rc && !failed)
        snprintf(err, errlen, "error writing the memory trace: %s",
                 s->werr > 0 ? strerror(s->werr) : "out of memory or zlib failed");
    pthread_mutex_destroy(&s->mu);
    pthread_cond_destroy(&s->cv);
    sink_free(s);
    if (close(s->fd) && !rc) {
        rc = -1;
        if (!failed) snprintf(err, errlen, "error closing the memory trace");
    }
    return rc;
}
