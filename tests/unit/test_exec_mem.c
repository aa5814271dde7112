/* Guest memory of the execution core: sparse global regions (merge,
 * bounds, addresses near 2^64), shared memory, lazily paged local memory,
 * constant banks, the memory limit, and the fault list. */
#include "check.h"
#include "exec/mem.h"
#include "exec/fault.h"
#include <stdlib.h>

static void test_global(void)
{
    gi_mem m;
    gi_mem_init(&m, 1 << 20);
    uint8_t b[16] = {0}, w[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    CHECK(gi_mem_read(&m, GI_SPACE_GLOBAL, 0, 0x1000, b, 4) == GI_MEM_UNMAPPED);
    CHECK(gi_mem_map(&m, GI_SPACE_GLOBAL, 0x1000, 16) == GI_MEM_OK);
    CHECK(gi_mem_read(&m, GI_SPACE_GLOBAL, 0, 0x1000, b, 16) == GI_MEM_OK);
    CHECK(b[0] == 0 && b[15] == 0);
    CHECK(gi_mem_write(&m, GI_SPACE_GLOBAL, 0, 0x1004, w, 8) == GI_MEM_OK);
    CHECK(gi_mem_read(&m, GI_SPACE_GLOBAL, 0, 0x1000, b, 16) == GI_MEM_OK);
    CHECK(b[4] == 1 && b[11] == 8 && b[3] == 0 && b[12] == 0);
    /* bounds: last byte ok, one past is not, straddling the end is not */
    CHECK(gi_mem_read(&m, GI_SPACE_GLOBAL, 0, 0x100F, b, 1) == GI_MEM_OK);
    CHECK(gi_mem_read(&m, GI_SPACE_GLOBAL, 0, 0x1010, b, 1) == GI_MEM_UNMAPPED);
    CHECK(gi_mem_read(&m, GI_SPACE_GLOBAL, 0, 0x100D, b, 4) == GI_MEM_UNMAPPED);
    CHECK(gi_mem_read(&m, GI_SPACE_GLOBAL, 0, 0x0FFF, b, 2) == GI_MEM_UNMAPPED);
    CHECK(gi_mem_write(&m, GI_SPACE_GLOBAL, 0, 0x100D, w, 4) == GI_MEM_UNMAPPED);
    CHECK(gi_mem_read(&m, GI_SPACE_GLOBAL, 0, 0x100C, b, 4) == GI_MEM_OK && b[0] == 0);   /* failed write: nothing */
    CHECK(gi_mem_read(&m, GI_SPACE_GLOBAL, 0, 0x1000, b, 0) == GI_MEM_BADARG);
    CHECK(gi_mem_check(&m, GI_SPACE_GLOBAL, 0, 0x1000, 16) == GI_MEM_OK);
    CHECK(gi_mem_check(&m, GI_SPACE_GLOBAL, 0, 0x1000, 17) == GI_MEM_UNMAPPED);

    /* overlap merge: a second entry overlapping the first keeps both data */
    CHECK(gi_mem_map(&m, GI_SPACE_GLOBAL, 0x1008, 16) == GI_MEM_OK);
    CHECK(m.global.n == 1);
    CHECK_EQ_U64(m.global.r[0].base, 0x1000);
    CHECK_EQ_U64(m.global.r[0].len, 0x18);
    CHECK(gi_mem_read(&m, GI_SPACE_GLOBAL, 0, 0x1004, b, 8) == GI_MEM_OK && b[0] == 1 && b[7] == 8);
    CHECK(gi_mem_read(&m, GI_SPACE_GLOBAL, 0, 0x1010, b, 8) == GI_MEM_OK && b[0] == 0);
    /* a mapping inside an existing one changes nothing */
    CHECK(gi_mem_map(&m, GI_SPACE_GLOBAL, 0x1004, 4) == GI_MEM_OK);
    CHECK(m.global.n == 1 && m.global.r[0].len == 0x18);
    CHECK(gi_mem_read(&m, GI_SPACE_GLOBAL, 0, 0x1004, b, 1) == GI_MEM_OK && b[0] == 1);
    /* separate, then adjacent on both sides: one region again */
    CHECK(gi_mem_map(&m, GI_SPACE_GLOBAL, 0x2000, 4) == GI_MEM_OK);
    CHECK(gi_mem_map(&m, GI_SPACE_GLOBAL, 0x800, 4) == GI_MEM_OK);
    CHECK(m.global.n == 3);
    CHECK(gi_mem_write(&m, GI_SPACE_GLOBAL, 0, 0x2000, w, 4) == GI_MEM_OK);
    CHECK(gi_mem_map(&m, GI_SPACE_GLOBAL, 0x1018, 0x2000 - 0x1018) == GI_MEM_OK);   /* touches both */
    CHECK(m.global.n == 2);
    CHECK(gi_mem_read(&m, GI_SPACE_GLOBAL, 0, 0x1004, b, 1) == GI_MEM_OK && b[0] == 1);
    CHECK(gi_mem_read(&m, GI_SPACE_GLOBAL, 0, 0x2000, b, 4) == GI_MEM_OK && b[0] == 1 && b[3] == 4);
    CHECK(gi_mem_read(&m, GI_SPACE_GLOBAL, 0, 0x1FFE, b, 4) == GI_MEM_OK);   /* across the old seam */
    /* a range starting before the first region and covering everything */
    CHECK(gi_mem_map(&m, GI_SPACE_GLOBAL, 0x700, 0x2000) == GI_MEM_OK);
    CHECK(m.global.n == 1 && m.global.r[0].base == 0x700 && m.global.r[0].len == 0x2000);
    CHECK(gi_mem_read(&m, GI_SPACE_GLOBAL, 0, 0x2000, b, 4) == GI_MEM_OK && b[0] == 1 && b[3] == 4);
    CHECK(gi_mem_read(&m, GI_SPACE_GLOBAL, 0, 0x1004, b, 1) == GI_MEM_OK && b[0] == 1);

    /* many regions: lookups by binary search find each */
    for (uint64_t i = 0; i < 100; i++) CHECK(gi_mem_map(&m, GI_SPACE_GLOBAL, 0x100000 + i * 0x100, 8) == GI_MEM_OK);
    CHECK(m.global.n == 101);
    for (uint64_t i = 100; i-- > 0;) {
        uint8_t v = (uint8_t)i;
        CHECK(gi_mem_write(&m, GI_SPACE_GLOBAL, 0, 0x100000 + i * 0x100 + 7, &v, 1) == GI_MEM_OK);
        CHECK(gi_mem_read(&m, GI_SPACE_GLOBAL, 0, 0x100000 + i * 0x100 + 8, &v, 1) == GI_MEM_UNMAPPED);
    }
    for (uint64_t i = 0; i < 100; i++) {
        uint8_t v = 0xFF;
        CHECK(gi_mem_read(&m, GI_SPACE_GLOBAL, 0, 0x100000 + i * 0x100 + 7, &v, 1) == GI_MEM_OK && v == i);
    }
    gi_mem_free(&m);
}

static void test_top_of_space(void)
{
    gi_mem m;
    gi_mem_init(&m, 1 << 20);
    uint8_t b[16];
    const uint64_t top = UINT64_MAX;
    CHECK(gi_mem_map(&m, GI_SPACE_GLOBAL, top - 15, 16) == GI_MEM_OK);       /* ends exactly at 2^64 */
    CHECK(gi_mem_map(&m, GI_SPACE_GLOBAL, top - 15, 17) == GI_MEM_BADARG);   /* would pass 2^64 */
    CHECK(gi_mem_map(&m, GI_SPACE_GLOBAL, top, 2) == GI_MEM_BADARG);
    CHECK(gi_mem_map(&m, GI_SPACE_GLOBAL, 5, 0) == GI_MEM_BADARG);
    CHECK(gi_mem_read(&m, GI_SPACE_GLOBAL, 0, top - 15, b, 16) == GI_MEM_OK);
    CHECK(gi_mem_read(&m, GI_SPACE_GLOBAL, 0, top, b, 1) == GI_MEM_OK);
    CHECK(gi_mem_read(&m, GI_SPACE_GLOBAL, 0, top, b, 2) == GI_MEM_UNMAPPED);     /* wraps: never */
    CHECK(gi_mem_read(&m, GI_SPACE_GLOBAL, 0, top - 3, b, 8) == GI_MEM_UNMAPPED);
    CHECK(gi_mem_read(&m, GI_SPACE_GLOBAL, 0, 0, b, 1) == GI_MEM_UNMAPPED);
    CHECK(gi_mem_read(&m, GI_SPACE_GLOBAL, 0, top - 16, b, 1) == GI_MEM_UNMAPPED);
    /* adjacent below the top region merges; a region at 0 stays apart */
    CHECK(gi_mem_map(&m, GI_SPACE_GLOBAL, top - 31, 16) == GI_MEM_OK);
    CHECK(m.global.n == 1 && m.global.r[0].len == 32);
    CHECK(gi_mem_map(&m, GI_SPACE_GLOBAL, 0, 4) == GI_MEM_OK);
    CHECK(m.global.n == 2);
    CHECK(gi_mem_read(&m, GI_SPACE_GLOBAL, 0, top - 20, b, 16) == GI_MEM_OK);
    /* huge sizes are refused without allocating */
    CHECK(gi_mem_map(&m, GI_SPACE_GLOBAL, 0x10000, UINT64_MAX - 0x10000) == GI_MEM_NOMEM);
    CHECK(gi_mem_read(&m, GI_SPACE_GLOBAL, 0, 2, b, SIZE_MAX) == GI_MEM_UNMAPPED);
    gi_mem_free(&m);
}

/* gi_mem_region: the region holding an address (executors' fast paths). */
static void test_region(void)
{
    gi_mem m;
    gi_mem_init(&m, 1 << 20);
    uint64_t base = 0, len = 0;
    CHECK(gi_mem_region(&m, GI_SPACE_GLOBAL, 0x1000, &base, &len) == NULL);   /* nothing mapped */
    CHECK(gi_mem_map(&m, GI_SPACE_GLOBAL, 0x1000, 16) == GI_MEM_OK);
    CHECK(gi_mem_map(&m, GI_SPACE_GLOBAL, 0x3000, 8) == GI_MEM_OK);
    CHECK(gi_mem_write(&m, GI_SPACE_GLOBAL, 0, 0x100f, "x", 1) == GI_MEM_OK);
    uint8_t *p = gi_mem_region(&m, GI_SPACE_GLOBAL, 0x100f, &base, &len);
    CHECK(p != NULL && base == 0x1000 && len == 16 && p[15] == 'x');
    CHECK(gi_mem_region(&m, GI_SPACE_GLOBAL, 0x1010, &base, &len) == NULL);   /* one past the end */
    CHECK(gi_mem_region(&m, GI_SPACE_GLOBAL, 0xfff, &base, &len) == NULL);
    CHECK(gi_mem_region(&m, GI_SPACE_GLOBAL, 0x3007, &base, &len) != NULL && base == 0x3000 && len == 8);
    CHECK(gi_mem_region(&m, GI_SPACE_LOCAL, 0, &base, &len) == NULL);          /* not a region space */
    CHECK(gi_mem_region(&m, GI_SPACE_CONST, 0, &base, &len) == NULL);
    CHECK(gi_mem_map(&m, GI_SPACE_GLOBAL, UINT64_MAX - 15, 16) == GI_MEM_OK);  /* ends at 2^64 */
    CHECK(gi_mem_region(&m, GI_SPACE_GLOBAL, UINT64_MAX, &base, &len) != NULL && base == UINT64_MAX - 15 && len == 16);
    CHECK(gi_mem_set_shared_size(&m, 64) == GI_MEM_OK);
    CHECK(gi_mem_region(&m, GI_SPACE_SHARED, 63, &base, &len) != NULL && base == 0 && len == 64);
    CHECK(gi_mem_region(&m, GI_SPACE_SHARED, 64, &base, &len) == NULL);
    gi_mem_free(&m);
}

static void test_limit(void)
{
    gi_mem m;
    gi_mem_init(&m, 4096);
    CHECK(gi_mem_map(&m, GI_SPACE_GLOBAL, 0, 4000) == GI_MEM_OK);
    CHECK_EQ_U64(m.used, 4000);
    CHECK(gi_mem_map(&m, GI_SPACE_GLOBAL, 0x10000, 200) == GI_MEM_NOMEM);
    CHECK(m.global.n == 1);
    CHECK(gi_mem_map(&m, GI_SPACE_GLOBAL, 0x10000, 96) == GI_MEM_OK);
    CHECK_EQ_U64(m.used, 4096);
    CHECK(gi_mem_map(&m, GI_SPACE_GLOBAL, 4000, 1) == GI_MEM_NOMEM);   /* growing needs a byte more */
    uint8_t one = 1;
    CHECK(gi_mem_write(&m, GI_SPACE_CONST, 0, 0, &one, 1) == GI_MEM_NOMEM);   /* a bank is 64 KiB */
    gi_mem_free(&m);

    /* appending entries one after another grows the region (amortised) */
    gi_mem_init(&m, 1 << 20);
    for (uint64_t i = 0; i < 1000; i++) CHECK(gi_mem_map(&m, GI_SPACE_GLOBAL, 0x5000 + i * 4, 4) == GI_MEM_OK);
    CHECK(m.global.n == 1 && m.global.r[0].len == 4000);
    CHECK(m.used >= 4000 && m.used <= 8192);
    CHECK(gi_mem_set_shared_size(&m, 1024) == GI_MEM_OK);
    uint64_t with_shared = m.used;
    CHECK(gi_mem_set_shared_size(&m, 0) == GI_MEM_OK);
    CHECK_EQ_U64(m.used, with_shared - 1024);
    gi_mem_free(&m);
}

static void test_shared(void)
{
    gi_mem m;
    gi_mem_init(&m, 1 << 24);
    uint8_t b[4] = {9, 9, 9, 9};
    CHECK(gi_mem_read(&m, GI_SPACE_SHARED, 0, 0, b, 4) == GI_MEM_UNMAPPED);
    CHECK(gi_mem_set_shared_size(&m, 64) == GI_MEM_OK);
    CHECK(gi_mem_read(&m, GI_SPACE_SHARED, 5, 60, b, 4) == GI_MEM_OK && b[0] == 0);
    CHECK(gi_mem_read(&m, GI_SPACE_SHARED, 0, 61, b, 4) == GI_MEM_UNMAPPED);
    CHECK(gi_mem_map(&m, GI_SPACE_SHARED, 64, 64) == GI_MEM_OK);   /* entries may extend it */
    CHECK(gi_mem_read(&m, GI_SPACE_SHARED, 0, 61, b, 4) == GI_MEM_OK);
    CHECK(gi_mem_set_shared_size(&m, 16) == GI_MEM_OK);
    CHECK(gi_mem_read(&m, GI_SPACE_SHARED, 0, 16, b, 1) == GI_MEM_UNMAPPED);
    gi_mem_free(&m);
}

static void test_local(void)
{
    gi_mem m;
    gi_mem_init(&m, 1 << 20);
    gi_mem_set_local_size(&m, 16u << 20);   /* 16 MiB per lane, nothing allocated yet */
    CHECK_EQ_U64(m.used, 0);
    uint8_t b[8], w[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    for (unsigned l = 0; l < GI_MAX_LANES; l++)
        CHECK(gi_mem_read(&m, GI_SPACE_LOCAL, l, (16u << 20) - 8, b, 8) == GI_MEM_OK && b[0] == 0 && b[7] == 0);
    CHECK_EQ_U64(m.used, 0);   /* reads never allocate */
    CHECK(gi_mem_write(&m, GI_SPACE_LOCAL, 3, 10u << 20, w, 8) == GI_MEM_OK);
    CHECK_EQ_U64(m.used, GI_LOCAL_PAGE);
    CHECK(m.local[3].n == 1 && m.local[2].n == 0);
    CHECK(gi_mem_read(&m, GI_SPACE_LOCAL, 3, 10u << 20, b, 8) == GI_MEM_OK && b[0] == 1 && b[7] == 8);
    CHECK(gi_mem_read(&m, GI_SPACE_LOCAL, 2, 10u << 20, b, 8) == GI_MEM_OK && b[0] == 0);   /* per lane */
    /* a write across a page boundary allocates both pages */
    CHECK(gi_mem_write(&m, GI_SPACE_LOCAL, 0, GI_LOCAL_PAGE - 4, w, 8) == GI_MEM_OK);
    CHECK(m.local[0].n == 2);
    CHECK(gi_mem_read(&m, GI_SPACE_LOCAL, 0, GI_LOCAL_PAGE - 4, b, 8) == GI_MEM_OK && b[0] == 1 && b[7] == 8);
    CHECK(gi_mem_read(&m, GI_SPACE_LOCAL, 0, GI_LOCAL_PAGE, b, 4) == GI_MEM_OK && b[0] == 5);
    /* pages stay sorted when created out of order */
    CHECK(gi_mem_write(&m, GI_SPACE_LOCAL, 0, 5 * GI_LOCAL_PAGE, w, 1) == GI_MEM_OK);
    CHECK(gi_mem_write(&m, GI_SPACE_LOCAL, 0, 3 * GI_LOCAL_PAGE, w + 1, 1) == GI_MEM_OK);
    CHECK(m.local[0].n == 4 && m.local[0].p[2].index == 3 && m.local[0].p[3].index == 5);
    CHECK(gi_mem_read(&m, GI_SPACE_LOCAL, 0, 5 * GI_LOCAL_PAGE, b, 1) == GI_MEM_OK && b[0] == 1);
    CHECK(gi_mem_read(&m, GI_SPACE_LOCAL, 0, 3 * GI_LOCAL_PAGE, b, 1) == GI_MEM_OK && b[0] == 2);
    /* bounds */
    CHECK(gi_mem_read(&m, GI_SPACE_LOCAL, 0, (16u << 20) - 4, b, 8) == GI_MEM_UNMAPPED);
    CHECK(gi_mem_write(&m, GI_SPACE_LOCAL, 0, UINT64_MAX - 2, w, 8) == GI_MEM_UNMAPPED);
    CHECK(gi_mem_read(&m, GI_SPACE_LOCAL, GI_MAX_LANES, 0, b, 1) == GI_MEM_BADARG);
    /* the limit stops page allocation, all or nothing */
    gi_mem_free(&m);
    gi_mem_init(&m, GI_LOCAL_PAGE);
    gi_mem_set_local_size(&m, 1u << 20);
    CHECK(gi_mem_write(&m, GI_SPACE_LOCAL, 1, GI_LOCAL_PAGE - 4, w, 8) == GI_MEM_NOMEM);
    CHECK(gi_mem_read(&m, GI_SPACE_LOCAL, 1, GI_LOCAL_PAGE - 4, b, 4) == GI_MEM_OK && b[0] == 0);
    CHECK(gi_mem_write(&m, GI_SPACE_LOCAL, 1, 0, w, 8) == GI_MEM_OK);
    CHECK(gi_mem_write(&m, GI_SPACE_LOCAL, 2, 0, w, 8) == GI_MEM_NOMEM);
    /* shrinking the size releases pages past it */
    gi_mem_set_local_size(&m, 0);
    CHECK_EQ_U64(m.used, 0);
    CHECK(gi_mem_read(&m, GI_SPACE_LOCAL, 1, 0, b, 1) == GI_MEM_UNMAPPED);
    gi_mem_free(&m);
}

static void test_const(void)
{
    gi_mem m;
    gi_mem_init(&m, 1 << 24);
    uint8_t b[8] = {9, 9, 9, 9, 9, 9, 9, 9}, w[4] = {0x78, 0x56, 0x34, 0x12};
    CHECK(gi_mem_read(&m, GI_SPACE_CONST, 0, 31u << 16 | 0xFFF8, b, 8) == GI_MEM_OK && b[0] == 0 && b[7] == 0);
    CHECK_EQ_U64(m.used, 0);
    CHECK(gi_mem_read(&m, GI_SPACE_CONST, 0, 32u << 16, b, 4) == GI_MEM_UNMAPPED);
    CHECK(gi_mem_read(&m, GI_SPACE_CONST, 0, 0xFFFE, b, 4) == GI_MEM_UNMAPPED);   /* no crossing into bank 1 */
    CHECK(gi_mem_write(&m, GI_SPACE_CONST, 0, 7u << 16 | 0x400, w, 4) == GI_MEM_OK);
    CHECK_EQ_U64(m.used, GI_CONST_BANK_SIZE);
    CHECK(gi_mem_read(&m, GI_SPACE_CONST, 0, 7u << 16 | 0x400, b, 4) == GI_MEM_OK);
    CHECK_EQ_U64(gi_le_load(b, 4), 0x12345678);
    CHECK(gi_mem_read(&m, GI_SPACE_CONST, 0, 6u << 16 | 0x400, b, 4) == GI_MEM_OK && b[0] == 0);
    CHECK(gi_mem_read(&m, GI_SPACE_CONST, 0, UINT64_MAX, b, 1) == GI_MEM_UNMAPPED);
    CHECK(gi_mem_map(&m, GI_SPACE_CONST, 0, 4) == GI_MEM_BADARG);
    gi_mem_free(&m);
}

static void test_faults(void)
{
    gi_mem m;
    gi_faults f = {0};
    gi_mem_init(&m, 1024);
    CHECK(gi_faults_add(&f, &m, 2, 5, "misaligned", 0x1002) == GI_MEM_OK);
    CHECK(gi_faults_add(&f, &m, 3, -1, "out_of_bounds", UINT64_MAX) == GI_MEM_OK);
    CHECK(f.n == 2 && f.f[0].pc == 2 && f.f[0].lane == 5 && f.f[1].lane == -1);
    CHECK_STR(f.f[0].kind, "misaligned");
    CHECK_EQ_U64(f.f[1].address, UINT64_MAX);
    /* the list is charged to the memory limit */
    int st = GI_MEM_OK;
    size_t n = 0;
    while (st == GI_MEM_OK && n < 1000) {
        st = gi_faults_add(&f, &m, n, 0, "out_of_bounds", n);
        n++;
    }
    CHECK(st == GI_MEM_NOMEM);
    CHECK(m.used <= m.limit);
    gi_faults_clear(&f, &m);
    CHECK(f.n == 0);
    gi_faults_free(&f, &m);
    CHECK_EQ_U64(m.used, 0);
    gi_mem_free(&m);
}

static void test_le(void)
{
    uint8_t b[8];
    gi_le_store(b, 0x0102030405060708ull, 8);
    CHECK(b[0] == 8 && b[7] == 1);
    CHECK_EQ_U64(gi_le_load(b, 8), 0x0102030405060708ull);
    CHECK_EQ_U64(gi_le_load(b, 2), 0x0708);
}

int main(void)
{
    test_global();
    test_top_of_space();
    test_region();
    test_limit();
    test_shared();
    test_local();
    test_const();
    test_faults();
    test_le();
    TEST_DONE();
}
