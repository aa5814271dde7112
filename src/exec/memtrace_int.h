/* Inside the memory trace (memtrace.h): the packed records the hook writes,
 * the sink that turns them into the file (mtsink.c) and the CSV encoder
 * (mtcsv.c).
 *
 * The run's hook stores each lane access as an mt_packed record (32 bytes,
 * then the value bytes padded to 8) in its wave's buffer, and a fast path's
 * batch of accesses (machine.h) as one mt_batchrec (a header, then the lanes,
 * the addresses and the values as arrays: about a third of the bytes); a wave
 * buffer starts with an mt_mark naming its workgroup and wave. Whole wave buffers move to
 * the sink in file order (no copy: the wave gets an empty buffer of the sink's
 * pool back). The sink gathers them into chunks of about CHUNK_ROWS accesses (cut only
 * between wave buffers, so the cuts follow from the sequence of buffers
 * alone), and writer threads encode the chunks in parallel -- CSV text,
 * deflated for .gz, or a Parquet row group -- and write them in order. */
#ifndef GI_EXEC_MEMTRACE_INT_H
#define GI_EXEC_MEMTRACE_INT_H
#include "exec/memtrace.h"
#include "exec/mtrec.h"
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

enum { MT_TAG_REC = 1, MT_TAG_MARK = 2, MT_TAG_BATCH = 3 };

typedef struct mt_packed {      /* one lane access; `size` value bytes follow when has_value, padded to 8 */
    uint8_t tag, space, kind, status;
    uint32_t size;
    int32_t lane;
    uint32_t has_value;
    uint64_t pc, address;
} mt_packed;

typedef struct mt_mark {        /* the start of a wave buffer: the records after it are this wave's */
    uint8_t tag, pad[3];
    uint32_t group[3], wave;
    uint32_t pad2[3];
} mt_mark;

typedef struct mt_batchrec {    /* n accesses of one pc, space, size and kind, all ok, in the order made */
    uint8_t tag, space, kind, addr_bytes;   /* addr_bytes: 4 when every address fits 32 bits, else 8 */
    uint32_t size, n, has_value;
    uint64_t pc, pad;
    /* then n lane bytes, n addresses of addr_bytes (host order), and when has_value the n values
     * of size bytes, each array padded to 8 bytes */
} mt_batchrec;

_Static_assert(sizeof(mt_packed) == 32 && sizeof(mt_mark) == 32 && sizeof(mt_batchrec) == 32,
               "packed trace records are 32 bytes");

static inline size_t mt_pad8(size_t n)
{
    return (n + 7) & ~(size_t)7;
}

static inline size_t mt_rec_bytes(const mt_packed *p)
{
    return sizeof *p + (p->has_value ? mt_pad8(p->size) : 0);
}

static inline size_t mt_batch_bytes(const mt_batchrec *b)
{
    return sizeof *b + mt_pad8(b->n) + mt_pad8((size_t)b->n * b->addr_bytes) +
           (b->has_value ? mt_pad8((size_t)b->n * b->size) : 0);
}

/* A batch's arrays: lanes, addresses (addr_bytes each), values (size each). */
static inline const uint8_t *mt_batch_lanes(const mt_batchrec *b)
{
    return (const uint8_t *)(b + 1);
}

static inline const uint8_t *mt_batch_addrs(const mt_batchrec *b)
{
    return mt_batch_lanes(b) + mt_pad8(b->n);
}

static inline const uint8_t *mt_batch_values(const mt_batchrec *b)
{
    return mt_batch_addrs(b) + mt_pad8((size_t)b->n * b->addr_bytes);
}

static inline uint64_t mt_batch_addr(const mt_batchrec *b, const uint8_t *addrs, size_t i)
{
    if (b->addr_bytes == 4) {
        uint32_t a;
        memcpy(&a, addrs + 4 * i, 4);
        return a;
    }
    uint64_t a;
    memcpy(&a, addrs + 8 * i, 8);
    return a;
}

/* A record as the encoders read it, in the wave of mark w. */
static inline gi_mt_rec mt_rec_of(const mt_packed *a, const mt_mark *w)
{
    return (gi_mt_rec){a->pc, a->address, {w->group[0], w->group[1], w->group[2]}, w->wave, a->lane, a->size, a->space,
                       a->kind, a->status, (uint8_t)(a->has_value != 0),
                       a->has_value ? (const uint8_t *)(a + 1) : NULL};
}

/* What a batch's rows share, in the wave of mark w: each row is this with its lane, address and
 * value (when has_value) from the batch's arrays. */
static inline gi_mt_rec mt_batch_like(const mt_batchrec *h, const mt_mark *w)
{
    return (gi_mt_rec){h->pc, 0, {w->group[0], w->group[1], w->group[2]}, w->wave, 0, h->size, h->space, h->kind,
                       GI_MEM_OK, (uint8_t)(h->has_value != 0), NULL};
}

typedef struct mt_buf {
    char *p;
    size_t n, cap;
    int oom;
    size_t rows;                /* a wave buffer: the accesses its records hold */
} mt_buf;

void mt_buf_reserve(mt_buf *b, size_t more);

typedef enum mt_format { MT_CSV, MT_GZ, MT_PARQUET } mt_format;

/* What the encoders read: the context of mtrec.h and the instruction texts quoted for CSV. Set before
 * the first record reaches the sink, read-only afterwards. */
typedef struct mt_texts {
    gi_mt_ctx ctx;
    char **raw, **quoted;       /* by pc; NULL: no text */
    size_t *rawlen, *quotedlen;
    size_t n;
} mt_texts;

/* The CSV of the packed records in[0..n) appended to out (hdr: the header line first). */
void mt_csv_encode(const mt_texts *tx, const char *in, size_t n, int hdr, mt_buf *out);
/* The text as one CSV field (RFC 4180): quoted, quotes doubled; NULL when out of memory. */
char *mt_csv_quote(const char *s);

enum { SLOT_FREE, SLOT_FULL, SLOT_BUSY, SLOT_DONE };

typedef struct mt_slot {
    mt_buf *part;               /* packed records: whole wave buffers, moved here (not copied) */
    size_t nparts, capparts, bytes, rows;
    mt_buf out;                 /* the chunk encoded: CSV, deflated CSV or a Parquet row group */
    uint32_t crc;               /* .gz: CRC-32 and length of the CSV text */
    size_t textn;
    void *group;                /* Parquet: the row group's footer metadata */
    uint64_t seq;               /* the chunk's number */
    int state, last;
} mt_slot;

enum { NSLOT = 8, MAX_THREADS = 4 };

typedef struct mt_sink {
    int fd;
    mt_format fmt;
    size_t chunk, chunk_rows;   /* a chunk is handed on at this many bytes of packed records or accesses */
    const mt_texts *tx;
    pthread_mutex_t mu;         /* everything below but slot[fill]'s input (the producer's) */
    pthread_cond_t cv;
    pthread_t th[MAX_THREADS];
    unsigned nth;
    mt_slot slot[NSLOT];
    uint64_t fill, take, wrote; /* chunk numbers: being filled, next to encode, next to write */
    int writing, closing;       /* a thread is writing; the last chunk is handed over */
    uint32_t crc;               /* .gz: of the text written */
    uint64_t isize;
    uint64_t offset;            /* bytes in the file */
    mt_buf *pool;               /* empty buffers (written chunks' parts) for the waves to fill next */
    size_t npool;
    void **groups;              /* Parquet: the row groups written and their offsets */
    uint64_t *goff;
    size_t ngroups, capgroups;
    int werr;                   /* errno of a failed write, or -1 for an encoder error */
} mt_sink;

/* 0, or -1 (nothing left open) */
int mt_sink_open(mt_sink *s, const char *path, mt_format fmt, const mt_texts *tx);
/* The bytes of b (whole wave buffers) into the sink, one producer at a time: the buffer moves into the
 * sink, and b gets an empty one (back: 1) or nothing ({0}). -1: a write failed or out of memory. */
int mt_sink_put(mt_sink *s, mt_buf *b, int back);
/* Encode and write what is left, end the file, free the sink; 0, or -1 with the reason in err (only when
 * `failed` is 0: an earlier failure has its own message). */
int mt_sink_close(mt_sink *s, int failed, char *err, size_t errlen);

#endif
