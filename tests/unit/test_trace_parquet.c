/* The Parquet trace encoder (src/exec/trace_parquet.c, docs/memory-trace.md
 * "Parquet"): Thrift compact bytes, DELTA_BINARY_PACKED and the RLE /
 * bit-packing hybrid against bytes worked out by hand from the specs (Apache
 * Thrift's compact protocol, parquet-format's Encodings.md), a delta decoder
 * written here from Encodings.md on sequences with 64-bit wraparound, the
 * start of a row group and of the footer by hand, and the encode speed.
 *
 *     test_trace_parquet [--write DIR]
 *
 * --write DIR also writes DIR/{trace,novalues,empty,zerorows}.parquet and the
 * CSV each corresponds to, formatted here with snprintf as docs/memory-trace.md
 * describes the CSV, for tests/duckdb/parquet.mjs (ctest trace/parquet-duckdb).
 *
 *     test_trace_parquet --from-csv IN.csv OUT.parquet [ROWS_PER_GROUP]
 *
 * encodes a CSV trace of `gpuisa run --trace-memory` (parsed here) as Parquet,
 * for parquet.mjs to compare real traces.
 *
 * No fuzz target: the encoder takes only the trace's own records, never
 * outside input. */
#define _POSIX_C_SOURCE 200809L   /* getline */
#include "check.h"
#include "exec/pq_encode.h"
#include "exec/thrift_compact.h"
#include "exec/trace_parquet.h"
#include <inttypes.h>
#include <pthread.h>
#include <stdlib.h>
#include <time.h>

#define CHECK_BYTES(buf, ...) do { static const uint8_t want_[] = {__VA_ARGS__}; \
    check_bytes(__FILE__, __LINE__, (buf)->p, (buf)->n, want_, sizeof want_); } while (0)

static void check_bytes(const char *file, int line, const uint8_t *p, size_t n, const uint8_t *w, size_t wn)
{
    if (n == wn && !memcmp(p, w, n)) return;
    fprintf(stderr, "%s:%d: bytes differ\n  got ", file, line);
    for (size_t i = 0; i < n; i++) fprintf(stderr, " %02x", p[i]);
    fprintf(stderr, "\n want");
    for (size_t i = 0; i < wn; i++) fprintf(stderr, " %02x", w[i]);
    fprintf(stderr, "\n");
    gi_test_failures++;
}

/* Thrift compact: field header (id delta << 4 | type) for deltas 1..15, else the type byte and
 * the id as a zigzag varint; integers zigzag varints; binary = varint length + bytes; list header
 * (n << 4 | element type) for n < 15, else 0xf0 | type and a varint; bool fields type 1 (true) /
 * 2 (false); a struct ends with a 0 byte. */
static void test_thrift(void)
{
    gi_pq_buf b = {0};
    gi_tc w;
    gi_tc_init(&w, &b);
    gi_tc_i32(&w, 1, 1);          /* 15 02 */
    gi_tc_binary(&w, 4, "ab", 2); /* 38 02 61 62 */
    gi_tc_i64(&w, 3, -1);         /* delta -1: long form 06, id zigzag(3) = 06, value zigzag(-1) = 01 */
    gi_tc_bool(&w, 5, 1);         /* 21 */
    gi_tc_list(&w, 6, GI_TC_I32, 2), gi_tc_elem_i32(&w, 1), gi_tc_elem_i32(&w, -2);   /* 19 25 02 03 */
    gi_tc_struct(&w, 20);         /* delta 14: ec */
    gi_tc_i8(&w, 1, 64);          /* 13 40 */
    gi_tc_bool(&w, 2, 0);         /* delta 1, false: 12 */
    gi_tc_end(&w);                /* 00 */
    gi_tc_i32(&w, 300, 300);      /* delta 280: 05, id zigzag 600 = d8 04, value 600 = d8 04 */
    gi_tc_list(&w, 301, GI_TC_BINARY, 15);   /* 19 f8 0f */
    for (int i = 0; i < 15; i++) gi_tc_elem_binary(&w, "", 0);   /* 00 each */
    gi_tc_end(&w);                /* 00 */
    CHECK(!w.err);
    CHECK_BYTES(&b, 0x15, 0x02, 0x38, 0x02, 'a', 'b', 0x06, 0x06, 0x01, 0x21, 0x19, 0x25, 0x02, 0x03, 0xec, 0x13, 0x40,
                0x12, 0x00, 0x05, 0xd8, 0x04, 0xd8, 0x04, 0x19, 0xf8, 0x0f, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                0x00);
    free(b.p);
}

/* the header, then the blocks */
static void delta(gi_pq_buf *b, const uint64_t *v, size_t n)
{
    static gi_pq_delta e;
    gi_pq_buf blocks = {0};
    b->n = 0;
    gi_pq_delta_begin(&e, &blocks);
    gi_pq_delta_put(&e, v, n / 2);   /* in two calls: the state carries over */
    gi_pq_delta_put(&e, v + n / 2, n - n / 2);
    CHECK(gi_pq_delta_end(&e) == 0);
    CHECK(gi_pq_delta_header(&e, b) == 0);
    CHECK(gi_pq_reserve(b, blocks.n) == 0);
    if (blocks.n) memcpy(b->p + b->n, blocks.p, blocks.n), b->n += blocks.n;
    free(blocks.p);
}

/* DELTA_BINARY_PACKED: header ULEB128 block size (128 = 80 01), miniblocks (4), count,
 * zigzag first value; per block zigzag min delta, 4 bit widths, miniblocks of 32 (delta - min)
 * packed from bit 0 of the first byte; a last block writes no bytes for miniblocks it does
 * not need (widths 0). */
static void test_delta_bytes(void)
{
    gi_pq_buf b = {0};
    /* 1 2 3 4 5: deltas 1, min 1 (zigzag 02), widths 0 */
    delta(&b, (const uint64_t[]){1, 2, 3, 4, 5}, 5);
    CHECK_BYTES(&b, 0x80, 0x01, 0x04, 0x05, 0x02, 0x02, 0, 0, 0, 0);
    /* 7 5 3 1 2 3 4 5: deltas -2 -2 -2 1 1 1 1, min -2 (zigzag 03), delta - min 0 0 0 3 3 3 3 in 2 bits:
     * byte 0 = 3 << 6 = c0, byte 1 = 3 | 3 << 2 | 3 << 4 = 3f, then zeros to 32 x 2 bits = 8 bytes */
    delta(&b, (const uint64_t[]){7, 5, 3, 1, 2, 3, 4, 5}, 8);
    CHECK_BYTES(&b, 0x80, 0x01, 0x04, 0x08, 0x0e, 0x03, 0x02, 0, 0, 0, 0xc0, 0x3f, 0, 0, 0, 0, 0, 0);
    /* 0, 2^63, 0: both deltas wrap to INT64_MIN, zigzag ff..ff (10 bytes ULEB128), widths 0 */
    delta(&b, (const uint64_t[]){0, UINT64_C(1) << 63, 0}, 3);
    CHECK_BYTES(&b, 0x80, 0x01, 0x04, 0x03, 0x00, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01, 0, 0, 0, 0);
    /* 0..129: 129 deltas of 1 = a full block and one of 1 delta; count 130 = 82 01 */
    uint64_t v[130];
    for (int i = 0; i < 130; i++) v[i] = (uint64_t)i;
    delta(&b, v, 130);
    CHECK_BYTES(&b, 0x80, 0x01, 0x04, 0x82, 0x01, 0x00, 0x02, 0, 0, 0, 0, 0x02, 0, 0, 0, 0);
    /* one value, and none: the header only */
    delta(&b, (const uint64_t[]){UINT64_C(0xffffffffffffffff)}, 1);
    CHECK_BYTES(&b, 0x80, 0x01, 0x04, 0x01, 0x01);
    delta(&b, v, 0);
    CHECK_BYTES(&b, 0x80, 0x01, 0x04, 0x00, 0x00);
    /* 0 1 0 1 ...: deltas +1 -1, min -1 (01), delta - min 2 0 2 0 in 2 bits: byte 0b00100010 = 22;
     * 40 values = 39 deltas: miniblocks 1 and 2 (widths 2 2), 8 bytes each; the second holds 7 deltas
     * (2 0 2 0 2 0 2) and a padding 0: 22 22 and six zero bytes */
    for (int i = 0; i < 40; i++) v[i] = (uint64_t)(i & 1);
    delta(&b, v, 40);
    CHECK_BYTES(&b, 0x80, 0x01, 0x04, 0x28, 0x00, 0x01, 0x02, 0x02, 0, 0, 0x22, 0x22, 0x22, 0x22, 0x22, 0x22, 0x22,
                0x22, 0x22, 0x22, 0, 0, 0, 0, 0, 0);
    free(b.p);
}

static uint64_t uleb(const uint8_t **p)
{
    uint64_t v = 0;
    for (int s = 0;; s += 7) {
        uint8_t c = *(*p)++;
        v |= (uint64_t)(c & 0x7f) << s;
        if (!(c & 0x80) || s >= 63) return v;
    }
}

static uint64_t unzig(uint64_t z)
{
    return (z >> 1) ^ (0 - (z & 1));
}

/* A DELTA_BINARY_PACKED decoder from Encodings.md, bit by bit; returns the values decoded, *used the bytes. */
static size_t undelta(const uint8_t *p0, uint64_t *out, size_t *used)
{
    const uint8_t *p = p0;
    uint64_t bs = uleb(&p), nmb = uleb(&p), total = uleb(&p), first = unzig(uleb(&p));
    size_t i = 0, per = (size_t)(bs / nmb);
    if (total) out[i++] = first;
    while (i < total) {
        uint64_t mn = unzig(uleb(&p));
        const uint8_t *w = p;
        p += nmb;
        for (size_t m = 0; m < nmb && i < total; m++) {
            for (size_t j = 0; j < per; j++) {
                uint64_t d = 0;
                for (unsigned k = 0; k < w[m]; k++) {
                    size_t bit = j * w[m] + k;
                    d |= (uint64_t)(p[bit / 8] >> (bit % 8) & 1) << k;
                }
                if (i < total) out[i] = out[i - 1] + mn + d, i++;
            }
            p += per * w[m] / 8;
        }
    }
    *used = (size_t)(p - p0);
    return i;
}

static uint64_t rng = 0x9e3779b97f4a7c15u;
static uint64_t rnd(void)
{
    rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
    return rng;
}

static void test_delta_roundtrip(void)
{
    static uint64_t v[5000], back[5000];
    gi_pq_buf b = {0};
    for (int t = 0; t < 72; t++) {
        size_t n = t < 10 ? (size_t)t : t % 6 == 5 ? 4096 : (size_t)(rnd() % 5000);
        for (size_t i = 0; i < n; i++) {
            switch (t % 6) {
            case 0: v[i] = rnd(); break;                                    /* any 64 bits */
            case 1: v[i] = (i % 3 ? 0 : UINT64_C(1) << 63) + (rnd() & 7); break;   /* around INT64_MIN */
            case 2: v[i] = UINT64_C(0x7ffffffffffffff0) + i; break;        /* across INT64_MAX */
            case 3: v[i] = (uint64_t)(i / 32) * 4096 + (i % 32) * 4; break;       /* lanes of a wave */
            case 4: v[i] = rnd() >> (rnd() % 64); break;
            default: v[i] = rnd() >> (63 - (i / 32) % 64); break;   /* each miniblock its own width */
            }
        }
        delta(&b, v, n);
        size_t used = 0, k = undelta(b.p, back, &used);
        CHECK_EQ_U64(k, n);
        CHECK_EQ_U64(used, b.n);
        CHECK(!memcmp(v, back, n * sizeof *v));
    }
    free(b.p);
}

/* Runs through gi_pq_delta_run give the bytes of their values through gi_pq_delta_put, mixed
 * with array puts, and decode to the values. */
static void test_delta_runs(void)
{
    static uint64_t v[20000], back[20000];
    gi_pq_buf a = {0}, b = {0}, blocks = {0};
    for (int t = 0; t < 40; t++) {
        size_t n = 0;
        static gi_pq_delta e;
        blocks.n = b.n = 0;
        gi_pq_delta_begin(&e, &blocks);
        while (n < 15000) {
            uint64_t x = t % 2 ? rnd() % 4 : rnd(), len = rnd() % 4 == 0 ? 1 + rnd() % 600 : 1 + rnd() % 40;
            if (rnd() % 3 == 0) {   /* a piece as an array */
                for (uint64_t i = 0; i < len; i++) v[n + i] = x + i * (rnd() % 3);
                gi_pq_delta_put(&e, v + n, (size_t)len);
            } else {
                for (uint64_t i = 0; i < len; i++) v[n + i] = x;
                gi_pq_delta_run(&e, x, len);
            }
            n += (size_t)len;
        }
        CHECK(gi_pq_delta_end(&e) == 0);
        CHECK(gi_pq_delta_header(&e, &b) == 0);
        CHECK(gi_pq_reserve(&b, blocks.n) == 0);
        memcpy(b.p + b.n, blocks.p, blocks.n), b.n += blocks.n;
        delta(&a, v, n);
        CHECK(a.n == b.n && !memcmp(a.p, b.p, a.n));
        size_t used = 0;
        CHECK_EQ_U64(undelta(b.p, back, &used), n);
        CHECK(!memcmp(v, back, n * sizeof *v));
    }
    free(a.p), free(b.p), free(blocks.p);
}

static void hybrid(gi_pq_buf *b, const gi_pq_run *r, size_t n, unsigned bw)
{
    b->n = 0;
    CHECK(gi_pq_hybrid(b, r, n, bw) == 0);
}

/* RLE / bit-packing hybrid: an RLE run is ULEB128(count << 1) and the value in ceil(bw / 8) bytes;
 * a bit-packed run ULEB128(groups << 1 | 1) and groups of 8 values of bw bits from bit 0. */
static void test_hybrid(void)
{
    gi_pq_buf b = {0};
    hybrid(&b, (const gi_pq_run[]){{1, 10}}, 1, 1);
    CHECK_BYTES(&b, 0x14, 0x01);
    /* 0 0 0 1 1 0 (+ 2 padding zeros): bits 3 and 4 = 18 */
    hybrid(&b, (const gi_pq_run[]){{0, 3}, {1, 2}, {0, 1}}, 3, 1);
    CHECK_BYTES(&b, 0x03, 0x18);
    /* 2 2 2 then 10 x 5, bw 3: the run completes the group (2 2 2 5 5 5 5 5), 5 remain: literals.
     * group 1 bits: 2 at 1, 4, 7; 5 at 9 11, 12 14, 15 17, 18 20, 21 23 -> 92 da b6;
     * group 2: 5 5 5 5 5 0 0 0 -> bits 0 2 3 5 6 8 9 11 12 14 -> 6d 5b 00 */
    hybrid(&b, (const gi_pq_run[]){{2, 3}, {5, 10}}, 2, 3);
    CHECK_BYTES(&b, 0x05, 0x92, 0xda, 0xb6, 0x6d, 0x5b, 0x00);
    /* 2 2 2 then 16 x 5: the group as above, then an RLE run of 11 fives */
    hybrid(&b, (const gi_pq_run[]){{2, 3}, {5, 16}}, 2, 3);
    CHECK_BYTES(&b, 0x03, 0x92, 0xda, 0xb6, 0x16, 0x05);
    /* bw 9: the RLE value takes 2 bytes; 300 x 0x1ff: count 600 = d8 04 */
    hybrid(&b, (const gi_pq_run[]){{0x1ff, 300}}, 1, 9);
    CHECK_BYTES(&b, 0xd8, 0x04, 0xff, 0x01);
    /* 600 alternating values of bw 1 (runs of 1): bit-packed runs of at most 63 groups (header 7f),
     * 504 values as 63 bytes of 0b10101010, then 96 as 12 groups (header 19) */
    gi_pq_run alt[600];
    for (int i = 0; i < 600; i++) alt[i] = (gi_pq_run){(uint64_t)(i & 1), 1};
    hybrid(&b, alt, 600, 1);
    CHECK_EQ_U64(b.n, 1 + 63 + 1 + 12);
    CHECK_EQ_U64(b.p[0], 0x7f);
    CHECK_EQ_U64(b.p[1], 0xaa);
    CHECK_EQ_U64(b.p[63], 0xaa);
    CHECK_EQ_U64(b.p[64], 0x19);
    CHECK_EQ_U64(b.p[76], 0xaa);
    free(b.p);
}

/* ---- synthetic traces ---- */

static const char *const texts[] = {
    "global_load_dword v1, v[2:3], off", NULL, "ds_write_b32 v1, v2 ; \"q\"", "s_load_dwordx8 s[0:7], s[4:5], 0x0",
    "LDG.E.128 R4, [R2+0x10] ; é, comma", "",
};
static size_t textlen[6];

static gi_mt_ctx ctx(int values)
{
    for (int i = 0; i < 6; i++) textlen[i] = texts[i] ? strlen(texts[i]) : 0;
    gi_mt_ctx c = {"amdgpu", "gfx900", texts, textlen, 6, values};
    return c;
}

/* n records of wave-like instructions: pc 0..8 (beyond the texts from 6), lane -1 or lanes
 * 0..31, sizes 1 2 4 8 16, addresses small, large and >= 2^63, every kind, failed accesses. */
static gi_mt_rec *records(size_t n, uint8_t **valmem, uint32_t gx)
{
    gi_mt_rec *r = calloc(n ? n : 1, sizeof *r);
    uint8_t *vm = malloc(n * 16 + 1);
    size_t i = 0;
    while (i < n) {
        uint64_t pc = rnd() % 9, base = rnd() % 4 == 0 ? (UINT64_C(1) << 63) + (rnd() >> 20) : rnd() % 100000;
        static const uint32_t sizes[] = {1, 2, 4, 8, 16};
        uint32_t size = sizes[rnd() % 5], wave = (uint32_t)(rnd() % 3);
        int lanes = rnd() % 4 == 0 ? 1 : 32, wide = lanes == 1 && rnd() % 2;
        uint8_t space = (uint8_t)(rnd() % 4), kind = (uint8_t)(rnd() % 3);
        for (int l = 0; l < lanes && i < n; l++, i++) {
            gi_mt_rec *x = &r[i];
            x->pc = pc, x->address = base + (uint64_t)l * size, x->group[0] = gx, x->group[1] = (uint32_t)(i / 5000);
            x->group[2] = 7, x->wave = wave, x->lane = wide ? -1 : l, x->size = size, x->space = space;
            x->kind = kind, x->status = rnd() % 16 == 0 ? (uint8_t)(1 + rnd() % 3) : 0;
            if (!x->status) {
                x->value = vm + 16 * i, x->has_value = 1;
                for (uint32_t k = 0; k < size; k++) vm[16 * i + k] = (uint8_t)rnd();
            }
        }
    }
    *valmem = vm;
    return r;
}

/* The CSV of docs/memory-trace.md for the rows, formatted independently of the encoder. */
static void put_csv(FILE *f, const gi_mt_ctx *c, const gi_mt_rec *r, size_t n)
{
    static const char *const sp[] = {"global", "shared", "local", "const"}, *const kd[] = {"load", "store", "atomic"},
                             *const st[] = {"ok", "unmapped", "nomem", "badarg"};
    for (size_t i = 0; i < n; i++) {
        const gi_mt_rec *x = &r[i];
        fprintf(f, "%s,%s,%" PRIu32 ",%" PRIu32 ",%" PRIu32 ",%" PRIu32 ",%" PRIu64 ",\"", c->isa, c->target, x->group[0],
                x->group[1], x->group[2], x->wave, x->pc);
        const char *t = x->pc < c->ntexts && c->texts[x->pc] ? c->texts[x->pc] : "";
        for (; *t; t++) fprintf(f, *t == '"' ? "\"\"" : "%c", *t);
        fprintf(f, "\",%d,%s,%" PRIu64 ",%" PRIu32 ",%s,", x->lane, sp[x->space], x->address, x->size, kd[x->kind]);
        if (c->values && x->has_value) {
            fprintf(f, "0x");
            for (uint32_t k = x->size; k-- > 0;) fprintf(f, "%02x", x->value[k]);
        }
        fprintf(f, ",%s\n", st[x->status]);
    }
}

/* A Parquet file of groups of sizes gs[0..ng) (and the CSV when csv), as the lead's writer will
 * put it together: "PAR1", the groups, the footer. Returns the bytes (free), *len. */
static uint8_t *file_of(const gi_mt_ctx *c, const size_t *gs, size_t ng, FILE *csv, size_t *len)
{
    gi_pq_buf out = {0};
    gi_pq_group *g[8];
    uint64_t off[8];
    CHECK(gi_pq_reserve(&out, 4) == 0);
    memcpy(out.p, GI_PQ_MAGIC, 4), out.n = 4;
    for (size_t i = 0; i < ng; i++) {
        uint8_t *vm;
        gi_mt_rec *r = records(gs[i], &vm, (uint32_t)i);
        off[i] = out.n;
        CHECK(gi_pq_encode_group(c, r, gs[i], &out, &g[i]) == 0);
        if (csv) put_csv(csv, c, r, gs[i]);
        free(r), free(vm);
    }
    CHECK(gi_pq_footer(c, g, off, ng, &out) == 0);
    for (size_t i = 0; i < ng; i++) gi_pq_group_free(g[i]);
    *len = out.n;
    return out.p;
}

static uint32_t le32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static int contains(const gi_pq_buf *b, const void *s, size_t n)
{
    for (size_t i = 0; i + n <= b->n; i++)
        if (!memcmp(b->p + i, s, n)) return 1;
    return 0;
}

/* The value column's PLAIN values: 4-byte length, "0x", the bytes as a little-endian number. */
static void test_values(void)
{
    gi_mt_ctx c = ctx(1);
    static const uint8_t v4[] = {0x78, 0x56, 0x34, 0x12}, v1[] = {0xab},
                         v16[] = {0xf0, 0xde, 0xbc, 0x9a, 0x78, 0x56, 0x34, 0x12, 0x0f, 0x0e, 0x0d, 0x0c, 0x0b, 0x0a, 0x09, 0x08};
    gi_mt_rec r[3] = {{.size = 4, .has_value = 1, .value = v4}, {.size = 1, .has_value = 1, .value = v1},
                      {.size = 16, .has_value = 1, .value = v16}};
    gi_pq_buf out = {0};
    gi_pq_group *g;
    CHECK(gi_pq_encode_group(&c, r, 3, &out, &g) == 0);
    /* definition levels: length 2, a bit-packed group (03) of 1 1 1 (07); then the values */
    static const uint8_t want[] = {2, 0, 0, 0, 0x03, 0x07, 10, 0, 0, 0, '0', 'x', '1', '2', '3', '4', '5', '6', '7', '8', 4, 0,
                                   0, 0, '0', 'x', 'a', 'b', 34, 0, 0, 0, '0', 'x', '0', '8', '0', '9', '0', 'a', '0', 'b',
                                   '0', 'c', '0', 'd', '0', 'e', '0', 'f', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'a',
                                   'b', 'c', 'd', 'e', 'f', '0'};
    CHECK(contains(&out, want, sizeof want));
    gi_pq_group_free(g);
    free(out.p);
}

/* A group fed in pieces to a reused encoder gives the bytes of the one-shot call. */
static void test_pieces(void)
{
    gi_mt_ctx c = ctx(1);
    uint8_t *vm;
    size_t n = 20000;
    gi_mt_rec *r = records(n, &vm, 3);
    gi_pq_buf one = {0}, more = {0};
    gi_pq_group *g1, *g2;
    gi_pq_enc *e = gi_pq_enc_new(&c);
    CHECK(e != NULL);
    for (int round = 0; round < 2; round++) {   /* the second: the encoder reused */
        one.n = more.n = 0;
        size_t k = round ? 7000 : 13000;
        CHECK(gi_pq_encode_group(&c, r, k, &one, &g1) == 0);
        for (size_t s = 0, step = 1; s < k; s += step, step = step * 3 + 1)
            CHECK(gi_pq_enc_add(e, r + s, step < k - s ? step : k - s) == 0);
        CHECK(gi_pq_enc_group(e, &more, &g2) == 0);
        CHECK(one.n == more.n && !memcmp(one.p, more.p, one.n));
        gi_pq_group_free(g1), gi_pq_group_free(g2);
    }
    gi_pq_enc_free(e);
    free(one.p), free(more.p), free(r), free(vm);
}

/* Writer threads encode side by side: 4 threads, each its own encoder and the one-shot call,
 * over the same records, give the bytes of one thread (no shared mutable state). */
typedef struct job {
    const gi_mt_ctx *c;
    const gi_mt_rec *r;
    size_t n;
    gi_pq_buf out;
    int rc;
} job;

static void *encode_job(void *p)
{
    job *j = p;
    gi_pq_enc *e = gi_pq_enc_new(j->c);
    gi_pq_group *g1 = NULL, *g2 = NULL;
    j->rc = !e;
    for (size_t s = 0; e && s < j->n; s += 1000) j->rc |= gi_pq_enc_add(e, j->r + s, j->n - s < 1000 ? j->n - s : 1000);
    if (e) j->rc |= gi_pq_enc_group(e, &j->out, &g1);
    j->rc |= gi_pq_encode_group(j->c, j->r, j->n, &j->out, &g2);
    gi_pq_group_free(g1), gi_pq_group_free(g2), gi_pq_enc_free(e);
    return NULL;
}

static void test_threads(void)
{
    gi_mt_ctx c = ctx(1);
    uint8_t *vm;
    size_t n = 30000;
    gi_mt_rec *r = records(n, &vm, 5);
    job one = {&c, r, n, {0}, 0}, jobs[4];
    encode_job(&one);
    CHECK(one.rc == 0);
    pthread_t t[4];
    for (int i = 0; i < 4; i++) {
        jobs[i] = one, jobs[i].out = (gi_pq_buf){0};
        CHECK(!pthread_create(&t[i], NULL, encode_job, &jobs[i]));
    }
    for (int i = 0; i < 4; i++) {
        pthread_join(t[i], NULL);
        CHECK(jobs[i].rc == 0 && jobs[i].out.n == one.out.n && !memcmp(jobs[i].out.p, one.out.p, one.out.n));
        free(jobs[i].out.p);
    }
    free(one.out.p), free(r), free(vm);
}

/* The start of a group and of the footer, by hand from parquet.thrift and the compact protocol. */
static void test_file_structure(void)
{
    gi_mt_ctx c = ctx(1);
    size_t len, gs[] = {5};
    uint8_t *f = file_of(&c, gs, 1, NULL, &len);
    CHECK(len > 12 && !memcmp(f, "PAR1", 4) && !memcmp(f + len - 4, "PAR1", 4));
    uint32_t flen = le32(f + len - 8);
    CHECK(flen < len - 12);
    /* isa's dictionary page: PageHeader{type 2 (15 04), sizes 10 (15 14, 15 14), dictionary_page_header
     * (field 7: 4c){num_values 1 (15 02), encoding PLAIN (15 00)} 00} 00, then 4-byte length 6, "amdgpu";
     * its data page: {type 0 (15 00), sizes 3 (15 06 15 06), data_page_header (field 5: 2c){num_values 5
     * (15 0a), RLE_DICTIONARY 8 (15 10), levels RLE 3 (15 06, 15 06)} 00} 00, bit width 1, the 5 zeros (fewer than
     * 8: no RLE run) as one bit-packed group (03 00) */
    static const uint8_t isa[] = {0x15, 0x04, 0x15, 0x14, 0x15, 0x14, 0x4c, 0x15, 0x02, 0x15, 0x00, 0x00, 0x00,
                                  6,    0,    0,    0,    'a',  'm',  'd',  'g',  'p',  'u',  0x15, 0x00, 0x15,
                                  0x06, 0x15, 0x06, 0x2c, 0x15, 0x0a, 0x15, 0x10, 0x15, 0x06, 0x15, 0x06, 0x00,
                                  0x00, 0x01, 0x03, 0x00};
    CHECK(len > 4 + sizeof isa && !memcmp(f + 4, isa, sizeof isa));
    /* FileMetaData{version 1 (15 02), schema (19) list of 16 structs (fc 10): root {name (48) 6 "schema",
     * num_children 15 (15 1e)} 00, isa {type BYTE_ARRAY 6 (15 0c), repetition REQUIRED (25 00), name (18)
     * 3 "isa", converted_type UTF8 (25 00), logicalType (field 10: 4c){STRING (1c){} 00} 00} 00 */
    static const uint8_t meta[] = {0x15, 0x02, 0x19, 0xfc, 0x10, 0x48, 6,    's',  'c',  'h',  'e',  'm',  'a',
                                   0x15, 0x1e, 0x00, 0x15, 0x0c, 0x25, 0x00, 0x18, 3,    'i',  's',  'a',  0x25,
                                   0x00, 0x4c, 0x1c, 0x00, 0x00, 0x00};
    CHECK(!memcmp(f + len - 8 - flen, meta, sizeof meta));
    free(f);

    /* no row groups: "PAR1", the footer; num_rows 0 (field 3 i64: 16 00), row_groups an empty list (19 0c) */
    f = file_of(&c, NULL, 0, NULL, &len);
    flen = le32(f + len - 8);
    CHECK_EQ_U64(len, 4 + flen + 8);
    CHECK(!memcmp(f, "PAR1", 4) && !memcmp(f + len - 4, "PAR1", 4));
    static const uint8_t rows0[] = {0x16, 0x00, 0x19, 0x0c};
    int found = 0;
    for (size_t i = 4; i + 4 <= len - 8; i++) found |= !memcmp(f + i, rows0, 4);
    CHECK(found);
    free(f);
}

/* CPU time of this thread: the machine's other load does not count */
static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* Encode speed on wave-shaped rows: 32 lanes of 4 bytes at unit stride per instruction. */
static void bench(void)
{
    size_t n = 1 << 18;
    gi_mt_rec *r = calloc(n, sizeof *r);
    uint8_t *vm = malloc(n * 4);
    for (size_t i = 0; i < n; i++) {
        gi_mt_rec *x = &r[i];
        x->pc = (i / 32) % 40, x->lane = (int32_t)(i % 32), x->address = 0x10000 + (i / 32) * 1024 + (i % 32) * 4;
        x->group[0] = (uint32_t)(i / 8192), x->wave = (uint32_t)(i / 256) % 4, x->size = 4, x->kind = (i / 32) % 5 == 4;
        x->value = vm + 4 * i, x->has_value = 1;
        for (int k = 0; k < 4; k++) vm[4 * i + k] = (uint8_t)(i >> 8 * k);
    }
    gi_mt_ctx c = ctx(1);
    c.ntexts = 40;
    const char *t40[40];
    size_t l40[40];
    for (int i = 0; i < 40; i++) t40[i] = "v_mov_b32 v0, v1", l40[i] = 16;
    c.texts = t40, c.textlen = l40;
    gi_pq_buf out = {0};
    for (c.values = 1; c.values >= 0; c.values--) {
        double best = 1e9;
        for (int rep = 0; rep < 15; rep++) {
            out.n = 0;
            gi_pq_group *g;
            double t0 = now();
            CHECK(gi_pq_encode_group(&c, r, n, &out, &g) == 0);
            double t = now() - t0;
            best = t < best ? t : best;
            gi_pq_group_free(g);
        }
        printf("encode%s: %zu rows in %.2f ms CPU: %.1f ns/row, %.2f bytes/row\n", c.values ? "" : " (no values)", n,
               best * 1e3, best * 1e9 / (double)n, (double)out.n / (double)n);
    }
    /* the same rows fed 4096 at a time from a buffer in cache, as a writer thread that decodes
     * records piece by piece would (the one-shot call above reads 14 MiB of records from memory) */
    c.values = 1;
    gi_pq_enc *e = gi_pq_enc_new(&c);
    gi_mt_rec *hot = malloc(4096 * sizeof *hot);
    double best = 1e9;
    for (int rep = 0; rep < 15 && e && hot; rep++) {
        out.n = 0;
        gi_pq_group *g;
        double t = 0;
        for (size_t s = 0; s < n; s += 4096) {
            memcpy(hot, r + s, 4096 * sizeof *hot);   /* the decode, not timed */
            double t0 = now();
            CHECK(gi_pq_enc_add(e, hot, 4096) == 0);
            t += now() - t0;
        }
        double t0 = now();
        CHECK(gi_pq_enc_group(e, &out, &g) == 0);
        t += now() - t0;
        best = t < best ? t : best;
        gi_pq_group_free(g);
    }
    printf("encode in pieces of 4096 rows (reused encoder): %.1f ns/row\n", best * 1e9 / (double)n);
    gi_pq_enc_free(e), free(hot);
    free(out.p), free(r), free(vm);
}

static int write_pair(const char *dir, const char *name, const gi_mt_ctx *c, const size_t *gs, size_t ng)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s.csv", dir, name);
    FILE *csv = fopen(path, "w");
    if (!csv) return perror(path), -1;
    fputs("isa,target,group_x,group_y,group_z,wave,pc,inst,lane,space,address,size,kind,value,status\n", csv);
    size_t len;
    uint8_t *f = file_of(c, gs, ng, csv, &len);
    fclose(csv);
    snprintf(path, sizeof path, "%s/%s.parquet", dir, name);
    FILE *pq = fopen(path, "wb");
    int rc = pq && fwrite(f, 1, len, pq) == len ? 0 : -1;
    if (pq) rc |= fclose(pq);
    free(f);
    return rc;
}

/* ---- --from-csv: a trace CSV (as gpuisa run --trace-memory writes it) back into records ---- */

static int name_index(const char *s, size_t n, const char *const *names, int k)
{
    for (int i = 0; i < k; i++)
        if (strlen(names[i]) == n && !memcmp(s, names[i], n)) return i;
    return -1;
}

static unsigned hexv(char ch)
{
    return ch <= '9' ? (unsigned)(ch - '0') : (unsigned)(ch - 'a' + 10);
}

/* CSV IN to Parquet OUT in row groups of `per` rows; prints rows and sizes. 0 or -1. */
static int from_csv(const char *in, const char *outp, size_t per)
{
    static const char *const sp[] = {"global", "shared", "local", "const"}, *const kd[] = {"load", "store", "atomic"},
                             *const st[] = {"ok", "unmapped", "nomem", "badarg"};
    FILE *f = fopen(in, "r");
    if (!f) return perror(in), -1;
    size_t cap = 1024, n = 0, ntexts = 0, vcap = 1 << 16, vn = 0;
    gi_mt_rec *r = malloc(cap * sizeof *r);
    char **texts = calloc(1, sizeof *texts);
    uint8_t *vals = malloc(vcap);
    size_t *voff = malloc(cap * sizeof *voff);
    char isa[32] = "", target[32] = "", *line = NULL;
    size_t lcap = 0;
    ssize_t len;
    int rc = 0;
    if (getline(&line, &lcap, f) < 0) rc = -1;   /* the header */
    while (!rc && (len = getline(&line, &lcap, f)) > 0) {
        if (n == cap) r = realloc(r, (cap *= 2) * sizeof *r), voff = realloc(voff, cap * sizeof *voff);
        gi_mt_rec *x = &r[n];
        memset(x, 0, sizeof *x);
        char *fld[15], *p = line;
        size_t fl[15];
        for (int i = 0; i < 15; i++) {   /* fields; only inst is quoted ("" inside) */
            if (*p == '"') {
                char *o = ++p;
                fld[i] = o;
                while (!(p[0] == '"' && p[1] != '"')) *o++ = *p, p += p[0] == '"' ? 2 : 1;
                fl[i] = (size_t)(o - fld[i]), p++;
            } else {
                fld[i] = p;
                while (*p && *p != ',' && *p != '\n') p++;
                fl[i] = (size_t)(p - fld[i]);
            }
            p++;
        }
        snprintf(isa, sizeof isa, "%.*s", (int)fl[0], fld[0]);
        snprintf(target, sizeof target, "%.*s", (int)fl[1], fld[1]);
        x->group[0] = (uint32_t)strtoul(fld[2], NULL, 10), x->group[1] = (uint32_t)strtoul(fld[3], NULL, 10);
        x->group[2] = (uint32_t)strtoul(fld[4], NULL, 10), x->wave = (uint32_t)strtoul(fld[5], NULL, 10);
        x->pc = strtoull(fld[6], NULL, 10), x->lane = (int32_t)strtol(fld[8], NULL, 10);
        x->address = strtoull(fld[10], NULL, 10), x->size = (uint32_t)strtoul(fld[11], NULL, 10);
        int a = name_index(fld[9], fl[9], sp, 4), b = name_index(fld[12], fl[12], kd, 3), c = name_index(fld[14], fl[14], st, 4);
        if (a < 0 || b < 0 || c < 0 || x->pc > 1000000) {
            rc = -1;
            break;
        }
        x->space = (uint8_t)a, x->kind = (uint8_t)b, x->status = (uint8_t)c;
        if (x->pc >= ntexts) {
            texts = realloc(texts, (size_t)(x->pc + 1) * sizeof *texts);
            for (size_t i = ntexts; i <= x->pc; i++) texts[i] = NULL;
            ntexts = (size_t)x->pc + 1;
        }
        if (!texts[x->pc]) {
            texts[x->pc] = malloc(fl[7] + 1);
            memcpy(texts[x->pc], fld[7], fl[7]), texts[x->pc][fl[7]] = 0;
        }
        voff[n] = SIZE_MAX;
        if (fl[13] >= 2) {   /* 0x + hex, most significant first */
            size_t nb = (fl[13] - 2) / 2;
            if (vn + nb > vcap) vals = realloc(vals, vcap = 2 * (vn + nb));
            for (size_t i = 0; i < nb; i++)
                vals[vn + i] = (uint8_t)(hexv(fld[13][2 + 2 * (nb - 1 - i)]) << 4 | hexv(fld[13][3 + 2 * (nb - 1 - i)]));
            voff[n] = vn, vn += nb, x->has_value = 1;
        }
        n++;
    }
    free(line), fclose(f);
    for (size_t i = 0; i < n; i++)
        if (voff[i] != SIZE_MAX) r[i].value = vals + voff[i];
    size_t *tl = calloc(ntexts + 1, sizeof *tl);
    for (size_t i = 0; i < ntexts; i++) tl[i] = texts[i] ? strlen(texts[i]) : 0;
    gi_mt_ctx c = {isa, target, (const char *const *)texts, tl, ntexts, 1};
    gi_pq_buf out = {0};
    size_t ng = n ? (n + per - 1) / per : 0;
    gi_pq_group **g = calloc(ng + 1, sizeof *g);
    uint64_t *off = calloc(ng + 1, sizeof *off);
    if (!rc && !gi_pq_reserve(&out, 4)) memcpy(out.p, GI_PQ_MAGIC, 4), out.n = 4;
    double t0 = now();
    for (size_t i = 0; !rc && i < ng; i++) {
        off[i] = out.n;
        size_t k = n - i * per < per ? n - i * per : per;
        rc = gi_pq_encode_group(&c, r + i * per, k, &out, &g[i]);
    }
    double t = now() - t0;
    if (!rc) rc = gi_pq_footer(&c, g, off, ng, &out);
    FILE *o = rc ? NULL : fopen(outp, "wb");
    if (!o || fwrite(out.p, 1, out.n, o) != out.n) rc = -1;
    if (o && fclose(o)) rc = -1;
    if (!rc)
        printf("%s: %zu rows, %zu row groups, %zu bytes (%.2f a row), encoded in %.1f ns a row\n", outp, n, ng, out.n,
               n ? (double)out.n / (double)n : 0.0, n ? t * 1e9 / (double)n : 0.0);
    for (size_t i = 0; i < ng; i++) gi_pq_group_free(g[i]);
    for (size_t i = 0; i < ntexts; i++) free(texts[i]);
    free(g), free(off), free(out.p), free(r), free(vals), free(voff), free(texts), free(tl);
    return rc;
}

int main(int argc, char **argv)
{
    if (argc >= 4 && !strcmp(argv[1], "--from-csv"))
        return from_csv(argv[2], argv[3], argc > 4 ? (size_t)strtoul(argv[4], NULL, 10) : 65536) ? 1 : 0;
    test_thrift();
    test_delta_bytes();
    test_delta_roundtrip();
    test_delta_runs();
    test_hybrid();
    test_file_structure();
    test_pieces();
    test_values();
    test_threads();
    if (argc == 3 && !strcmp(argv[1], "--write")) {
        gi_mt_ctx c = ctx(1), nv = ctx(0);
        static const size_t gs[] = {1, 1000, 70000, 7}, nvs[] = {300}, zero[] = {0};
        CHECK(write_pair(argv[2], "trace", &c, gs, 4) == 0);
        CHECK(write_pair(argv[2], "novalues", &nv, nvs, 1) == 0);
        CHECK(write_pair(argv[2], "empty", &c, NULL, 0) == 0);
        CHECK(write_pair(argv[2], "zerorows", &c, zero, 1) == 0);
    } else bench();
    TEST_DONE();
}
