/* Unit tests for the Parquet reader's decoders (tools/pq_decode.c, tools/thrift_cp.c). The
 * expected values are the examples of the Parquet specification (Encodings.md: the bit-packed
 * 0..7 in width 3 = 0x88 0xC6 0xFA; DELTA_BINARY_PACKED "1, 2, 3, 4, 5" and "7, 5, 3, 1, 2, 3,
 * 4, 5") and bytes of the Thrift compact protocol worked out by hand from its specification. */
#include "check.h"
#include "pq_decode.h"
#include "thrift_cp.h"

static void test_rle(void)
{
    /* an RLE run (header 5 << 1: five repeats of 4, one byte for width 3), then a bit-packed run
     * (header 1 << 1 | 1: one group of 8) holding 0..7 */
    static const uint8_t b[] = {0x0A, 0x04, 0x03, 0x88, 0xC6, 0xFA};
    gi_pq_rle r;
    uint32_t v;
    CHECK(gi_pq_rle_init(&r, b, sizeof b, 3) == 0);
    for (int i = 0; i < 5; i++) CHECK(gi_pq_rle_next(&r, &v) == 0 && v == 4);
    for (uint32_t i = 0; i < 8; i++) {
        CHECK(gi_pq_rle_next(&r, &v) == 0);
        CHECK_EQ_U64(v, i);
    }
    CHECK(gi_pq_rle_next(&r, &v) == -1);   /* the end */
    /* cut bit-packed data: the header says 8 values of 3 bits, two bytes hold 5 */
    CHECK(gi_pq_rle_init(&r, b + 2, 3, 3) == 0);
    for (uint32_t i = 0; i < 5; i++) CHECK(gi_pq_rle_next(&r, &v) == 0 && v == i);
    CHECK(gi_pq_rle_next(&r, &v) == -1);
    /* an RLE value wider than the bit width */
    static const uint8_t wide[] = {0x0A, 0x08};
    CHECK(gi_pq_rle_init(&r, wide, sizeof wide, 3) == 0);
    CHECK(gi_pq_rle_next(&r, &v) == -1);
    CHECK(gi_pq_rle_init(&r, wide, sizeof wide, 33) == -1);
    /* definition levels: width 1, bit-packed 1 0 1 1 0 0 0 1 = 0x8D */
    static const uint8_t lv[] = {0x03, 0x8D};
    static const uint32_t want[] = {1, 0, 1, 1, 0, 0, 0, 1};
    CHECK(gi_pq_rle_init(&r, lv, sizeof lv, 1) == 0);
    for (int i = 0; i < 8; i++) CHECK(gi_pq_rle_next(&r, &v) == 0 && v == want[i]);
}

static void test_delta(void)
{
    /* 1, 2, 3, 4, 5: block 128 (0x80 0x01), 4 miniblocks, 5 values, first 1 (zigzag 2); min delta 1
     * (zigzag 2), bit widths 0: no miniblock bytes */
    static const uint8_t a[] = {0x80, 0x01, 0x04, 0x05, 0x02, 0x02, 0x00, 0x00, 0x00, 0x00};
    gi_pq_delta d;
    int64_t v;
    size_t n;
    CHECK(gi_pq_delta_init(&d, a, sizeof a) == 0);
    for (int64_t i = 1; i <= 5; i++) CHECK(gi_pq_delta_next(&d, &v) == 0 && v == i);
    CHECK(gi_pq_delta_next(&d, &v) == -1);
    gi_pq_delta_free(&d);
    CHECK(gi_pq_delta_size(a, sizeof a, &n) == 0 && n == sizeof a);
    /* 7, 5, 3, 1, 2, 3, 4, 5: deltas -2 -2 -2 1 1 1 1, min delta -2 (zigzag 3), relative 0 0 0 3 3 3 3
     * in width 2: 0xC0 0x3F, the miniblock's 32 values in 8 bytes; the other widths unused (any) */
    static const uint8_t b[] = {0x80, 0x01, 0x04, 0x08, 0x0E, 0x03, 0x02, 0x07, 0x09, 0x11,
                                0xC0, 0x3F, 0, 0, 0, 0, 0, 0, 0xEE};
    static const int64_t want[] = {7, 5, 3, 1, 2, 3, 4, 5};
    CHECK(gi_pq_delta_init(&d, b, sizeof b) == 0);
    for (int i = 0; i < 8; i++) CHECK(gi_pq_delta_next(&d, &v) == 0 && v == want[i]);
    CHECK(gi_pq_delta_next(&d, &v) == -1);
    gi_pq_delta_free(&d);
    CHECK(gi_pq_delta_size(b, sizeof b, &n) == 0 && n == sizeof b - 1);   /* the trailing 0xEE is not its */
    /* the miniblock cut after its first 2 bytes: the 7 values still there */
    CHECK(gi_pq_delta_init(&d, b, 12) == 0);
    for (int i = 0; i < 8; i++) CHECK(gi_pq_delta_next(&d, &v) == 0 && v == want[i]);
    gi_pq_delta_free(&d);
    /* cut after 1 byte: 4 deltas, then an error */
    CHECK(gi_pq_delta_init(&d, b, 11) == 0);
    for (int i = 0; i < 5; i++) CHECK(gi_pq_delta_next(&d, &v) == 0 && v == want[i]);
    CHECK(gi_pq_delta_next(&d, &v) == -1);
    gi_pq_delta_free(&d);
    CHECK(gi_pq_delta_size(b, 11, &n) == -1);
    /* block sizes that are not multiples of 128, miniblocks not of 32 values */
    static const uint8_t bad1[] = {0x40, 0x04, 0x01, 0x00}, bad2[] = {0x80, 0x01, 0x08, 0x01, 0x00};
    CHECK(gi_pq_delta_init(&d, bad1, sizeof bad1) == -1);
    gi_pq_delta_free(&d);
    CHECK(gi_pq_delta_init(&d, bad2, sizeof bad2) == -1);
    gi_pq_delta_free(&d);
}

static void test_thrift(void)
{
    /* struct {1: i32 3, 2: i32 -1, 4: binary "ab", 5: struct {1: i64 300}, 6: list<i32> [1, 2],
     * 7: true}: field headers delta << 4 | type; zigzag varints */
    static const uint8_t b[] = {0x15, 0x06, 0x15, 0x01, 0x28, 0x02, 'a', 'b', 0x1C, 0x16, 0xD8, 0x04, 0x00,
                                0x19, 0x25, 0x02, 0x04, 0x11, 0x00};
    gi_tcp t;
    int id, ft, elem;
    size_t len;
    gi_tcp_init(&t, b, sizeof b);
    gi_tcp_struct_begin(&t);
    CHECK(gi_tcp_field(&t, &id) == TCP_I32 && id == 1);
    CHECK(gi_tcp_int(&t) == 3);
    CHECK(gi_tcp_field(&t, &id) == TCP_I32 && id == 2);
    CHECK(gi_tcp_int(&t) == -1);
    CHECK(gi_tcp_field(&t, &id) == TCP_BINARY && id == 4);
    const uint8_t *s = gi_tcp_binary(&t, &len);
    CHECK(len == 2 && s[0] == 'a' && s[1] == 'b');
    CHECK(gi_tcp_field(&t, &id) == TCP_STRUCT && id == 5);
    gi_tcp_struct_begin(&t);
    CHECK(gi_tcp_field(&t, &id) == TCP_I64 && id == 1);
    CHECK(gi_tcp_int(&t) == 300);
    CHECK(gi_tcp_field(&t, &id) == TCP_STOP);
    gi_tcp_struct_end(&t);
    CHECK(gi_tcp_field(&t, &id) == TCP_LIST && id == 6);
    CHECK(gi_tcp_list(&t, &elem) == 2 && elem == TCP_I32);
    CHECK(gi_tcp_int(&t) == 1 && gi_tcp_int(&t) == 2);
    CHECK(gi_tcp_field(&t, &id) == TCP_TRUE && id == 7);
    CHECK(gi_tcp_field(&t, &id) == TCP_STOP);
    gi_tcp_struct_end(&t);
    CHECK(!t.bad && gi_tcp_used(&t, b) == sizeof b);
    /* skipped as a whole */
    gi_tcp_init(&t, b, sizeof b);
    gi_tcp_skip(&t, TCP_STRUCT);
    CHECK(!t.bad && gi_tcp_used(&t, b) == sizeof b);
    /* every cut of it fails without reading past the cut */
    for (size_t n = 0; n < sizeof b; n++) {
        gi_tcp_init(&t, b, n);
        gi_tcp_skip(&t, TCP_STRUCT);
        CHECK(t.bad);
    }
    /* a string longer than the bytes left, a list longer than the bytes left */
    static const uint8_t c[] = {0x18, 0x05, 'a'}, l[] = {0x19, 0xF5, 0x64, 0x00};
    gi_tcp_init(&t, c, sizeof c);
    gi_tcp_skip(&t, TCP_STRUCT);
    CHECK(t.bad);
    gi_tcp_init(&t, l, sizeof l);
    gi_tcp_skip(&t, TCP_STRUCT);
    CHECK(t.bad);
    (void)ft;
}

int main(void)
{
    test_rle();
    test_delta();
    test_thrift();
    TEST_DONE();
}
