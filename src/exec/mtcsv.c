/* The CSV of a memory trace (docs/memory-trace.md "The trace file"): the writer threads format the
 * packed records of a chunk (memtrace_int.h) here, off the run's thread. */
#include "exec/memtrace_int.h"
#include <stdlib.h>
#include <string.h>

static const char digits2[] = "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
                              "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
                              "8081828384858687888990919293949596979899";

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
char *mt_csv_quote(const char *s)
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

static const char header[] = "isa,target,group_x,group_y,group_z,wave,pc,inst,lane,space,address,size,kind,value,status\n";

/* padded to 8 bytes: the encoder copies 8 and keeps the name's length */
static const char space_names[4][9] = {"global", "shared", "local", "const"};
static const char status_names[4][9] = {"ok", "unmapped", "nomem", "badarg"};
static const char kind_names[3][9] = {"load", "store", "atomic"};
static const uint8_t space_len[] = {6, 6, 5, 5};
static const uint8_t status_len[] = {2, 8, 5, 6};
static const uint8_t kind_len[] = {4, 5, 6};

typedef struct prefix {         /* "isa,target,gx,gy,gz,wave,pc,inst," of the current wave and pc */
    char *p;
    size_t n, cap;
    uint64_t pc;
    int valid;
} prefix;

static int make_prefix(prefix *x, const mt_texts *tx, const mt_mark *w, uint64_t pc)
{
    const gi_mt_ctx *c = &tx->ctx;
    size_t isal = strlen(c->isa), tgtl = strlen(c->target);
    const char *inst = pc < tx->n && tx->quoted[pc] ? tx->quoted[pc] : "";
    size_t il = pc < tx->n && tx->quoted[pc] ? tx->quotedlen[pc] : 0, need = isal + tgtl + il + 6 * UDEC_SPAN + 32;
    if (need > x->cap) {
        char *p = realloc(x->p, need);
        if (!p) return -1;
        x->p = p, x->cap = need;
    }
    char *o = x->p;
    memcpy(o, c->isa, isal), o += isal, *o++ = ',';
    memcpy(o, c->target, tgtl), o += tgtl, *o++ = ',';
    for (int d = 0; d < 3; d++) o += udec(o, w->group[d]), *o++ = ',';
    o += udec(o, w->wave), *o++ = ',';
    o += udec(o, pc), *o++ = ',';
    memcpy(o, inst, il), o += il, *o++ = ',';
    x->n = (size_t)(o - x->p), x->pc = pc, x->valid = 1;
    return 0;
}

/* One record: isa,target,group_x,group_y,group_z,wave,pc,inst,lane,space,address,size,kind,value,status */
static void put_record(mt_buf *b, const prefix *x, const gi_mt_rec *a)
{
    /* the prefix in 32-byte blocks (inline copies; both buffers have the slack), then lane, address and size
     * (UDEC_SPAN digits at most) */
    mt_buf_reserve(b, x->n + 32 + 2 * (size_t)a->size + 4 * UDEC_SPAN + 40);
    if (b->oom) return;
    char *o = b->p + b->n;
    for (size_t i = 0; i < x->n; i += 32) memcpy(o + i, x->p + i, 32);
    o += x->n;
    if (a->lane < 0) *o++ = '-', o += udec(o, (uint64_t) - (int64_t)a->lane);
    else o += udec(o, (uint64_t)a->lane);
    *o++ = ',';
    if (a->space < 4) memcpy(o, space_names[a->space], 8), o += space_len[a->space];
    else *o++ = '?';
    *o++ = ',';
    o += udec(o, a->address), *o++ = ',';
    o += udec(o, a->size), *o++ = ',';
    if (a->kind < 3) memcpy(o, kind_names[a->kind], 8), o += kind_len[a->kind];
    *o++ = ',';
    if (a->has_value) {
        *o++ = '0', *o++ = 'x';
        o = (char *)gi_mt_hex_value((uint8_t *)o, a->value, a->size);
    }
    *o++ = ',';
    if (a->status < 4) memcpy(o, status_names[a->status], 8), o += status_len[a->status];
    else *o++ = '?';
    *o++ = '\n';
    b->n = (size_t)(o - b->p);
}

void mt_csv_encode(const mt_texts *tx, const char *in, size_t n, int hdr, mt_buf *out)
{
    if (hdr) {
        mt_buf_reserve(out, sizeof header);
        if (out->oom) return;
        memcpy(out->p + out->n, header, sizeof header - 1), out->n += sizeof header - 1;
    }
    prefix x = {0};
    mt_mark w = {0};
    for (size_t i = 0; i < n && !out->oom;) {
        const mt_packed *a = (const mt_packed *)(in + i);
        if (a->tag == MT_TAG_MARK) {
            memcpy(&w, a, sizeof w), x.valid = 0, i += sizeof w;
            continue;
        }
        const mt_batchrec *h = a->tag == MT_TAG_BATCH ? (const mt_batchrec *)(in + i) : NULL;
        uint64_t pc = h ? h->pc : a->pc;
        if ((!x.valid || x.pc != pc) && make_prefix(&x, tx, &w, pc)) {
            out->oom = 1;
            break;
        }
        if (h) {
            const uint8_t *lanes = mt_batch_lanes(h), *addrs = mt_batch_addrs(h), *vals = mt_batch_values(h);
            gi_mt_rec v = mt_batch_like(h, &w);
            for (uint32_t j = 0; j < h->n && !out->oom; j++) {
                v.lane = lanes[j], v.address = mt_batch_addr(h, addrs, j);
                if (v.has_value) v.value = vals + (size_t)j * h->size;
                put_record(out, &x, &v);
            }
            i += mt_batch_bytes(h);
            continue;
        }
        gi_mt_rec v = mt_rec_of(a, &w);
        put_record(out, &x, &v);
        i += mt_rec_bytes(a);
    }
    free(x.p);
}
