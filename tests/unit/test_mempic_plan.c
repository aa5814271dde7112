/* The heat map's planned bands (src/exec/mempic_plan.c, gi_mempic_set_bands; docs/memory-trace.md
 * "Pictures"): the 3-largest-gaps rule on six far-apart clusters, an arrival order that makes
 * the online rule coarsen a band to 32 MiB rows where the plan keeps them fine, the cap on
 * regions (coarser regions, every address still covered) and the checks of gi_mempic_set_bands.
 * Geometry sm_50: 128-byte lines, so a band's rows start 128 bytes wide. Expected numbers are
 * worked out by hand in the comments. */
#define _POSIX_C_SOURCE 200809L
#include "check.h"
#include "exec/mempic.h"
#include "exec/mempic_plan.h"
#include <stdlib.h>
#include <unistd.h>

/* One wave access of global loads, lane i at a[i]. */
static void feed_access(gi_mempic *p, const gi_mem_geometry *geo, uint64_t pc, const uint64_t *a, size_t n)
{
    gi_mem_rec r[64];
    for (size_t i = 0; i < n; i++) r[i] = (gi_mem_rec){(int)i, GI_MK_LOAD, a[i], 4};
    gi_mem_ids ids = {0};
    gi_mem_fig f;
    CHECK(gi_mem_figures(geo, GI_MSP_GLOBAL, r, n, &ids, &f, NULL) == 0);
    gi_mempic_access x = {{0, 0, 0}, 0, pc, GI_MSP_GLOBAL, "ld", r, n, &f};
    CHECK(gi_mempic_access_add(p, &x) == 0);
    free(ids.v);
}

/* The heat map of the accesses acc[0..nacc) (each n[k] addresses), with bands planned from all
 * of them (plan) or chosen online (!plan). The file's text, to free. */
static char *heatmap(const gi_mem_geometry *geo, const uint64_t *const *acc, const size_t *n, size_t nacc, int plan)
{
    gi_mempic *p = gi_mempic_new(geo, "sass", "sm_50");
    CHECK(p != NULL);
    if (plan) {
        gi_mempic_plan *pl = gi_mempic_plan_new(0);
        CHECK(pl != NULL);
        for (size_t k = 0; k < nacc; k++)
            for (size_t i = 0; i < n[k]; i++) CHECK(gi_mempic_plan_add(pl, GI_MSP_GLOBAL, acc[k][i]) == 0);
        CHECK(gi_mempic_plan_apply(pl, p) == 0);
        gi_mempic_plan_free(pl);
    }
    for (size_t k = 0; k < nacc; k++) feed_access(p, geo, k, acc[k], n[k]);
    char dir[] = "/tmp/gi-mempic-plan-XXXXXX", err[256], path[600];
    CHECK(mkdtemp(dir) != NULL);
    CHECK(gi_mempic_write(p, dir, err, sizeof err) == 0);
    gi_mempic_free(p);
    char *s = check_slurp(dir, "heatmap.svg");
    CHECK(s != NULL);
    const char *names[] = {"heatmap.svg", "index.html", "pc0-global.svg", "pc1-global.svg", "pc2-global.svg",
                           "pc3-global.svg", "pc4-global.svg", "pc5-global.svg"};
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) snprintf(path, sizeof path, "%s/%s", dir, names[i]), unlink(path);
    rmdir(dir);
    return s;
}

static int has(const char *s, const char *needle)
{
    return s && strstr(s, needle) != NULL;
}

int main(void)
{
    gi_mem_geometry geo = gi_mem_geometry_of("sass", "sm_50");
    uint64_t lo[GI_MEMPIC_HEAT_BANDS], hi[GI_MEMPIC_HEAT_BANDS];

    /* Six clusters (runs of occupied 4 KiB pages):
     *   C1 0x0, 0x80, 0x100            C2 0x10000, 0x10040          C3 0x100000
     *   C4 0x40000000, 0x40001000, 0x40001ffc (two adjacent pages: one run)
     *   C5 2^40                        C6 2^40 + 2^20, 2^40 + 2^20 + 0x10
     * Gaps (next lowest - previous highest): C1-C2 0xff00, C2-C3 0xeffc0, C3-C4 0x3ff00000,
     * C4-C5 2^40 - 0x40001ffc, C5-C6 0x100000. The 3 largest: C4-C5, C3-C4, C5-C6, so
     * C1..C3 share a band: [0, 0x100000], [0x40000000, 0x40001ffc], [2^40], [2^40 + 2^20, +0x10]. */
    static const uint64_t six[] = {0x0, 0x80, 0x100, 0x10000, 0x10040, 0x100000, 0x40000000, 0x40001000,
                                   0x40001ffc, 1ull << 40, (1ull << 40) + (1ull << 20), (1ull << 40) + (1ull << 20) + 0x10};
    gi_mempic_plan *pl = gi_mempic_plan_new(0);
    CHECK(pl != NULL);
    for (size_t i = sizeof six / sizeof *six; i-- > 0;) CHECK(gi_mempic_plan_add(pl, GI_MSP_GLOBAL, six[i]) == 0);
    CHECK(gi_mempic_plan_bands(pl, GI_MSP_SHARED, lo, hi) == 0);   /* nothing there */
    CHECK(gi_mempic_plan_bands(pl, GI_MSP_GLOBAL, lo, hi) == 4);
    CHECK_EQ_U64(lo[0], 0);
    CHECK_EQ_U64(hi[0], 0x100000);
    CHECK_EQ_U64(lo[1], 0x40000000);
    CHECK_EQ_U64(hi[1], 0x40001ffc);
    CHECK_EQ_U64(lo[2], 1ull << 40);
    CHECK_EQ_U64(hi[2], 1ull << 40);
    CHECK_EQ_U64(lo[3], (1ull << 40) + (1ull << 20));
    CHECK_EQ_U64(hi[3], (1ull << 40) + (1ull << 20) + 0x10);
    CHECK_EQ_U64(gi_mempic_plan_shift(pl, GI_MSP_GLOBAL), 12);
    gi_mempic_plan_free(pl);
    /* Drawn: band 0 spans 0x100000 inclusive: 16 KiB rows end at 64 x 16 KiB = 0x100000, one
     * short, so 32 KiB rows; its addresses are in rows 0, 2 (0x10000) and 32 (0x100000): 33 rows
     * drawn. Band 1: 0x1ffc / 128 = 63, so 128-byte rows 0..63. Bands 2 and 3: one row each. */
    {
        const uint64_t *acc[] = {six};
        size_t n[] = {sizeof six / sizeof *six};
        char *s = heatmap(&geo, acc, n, 1, 1);
        CHECK(has(s, "global (4 address bands)"));
        CHECK(has(s, "global: 33 rows of 32768 bytes from 0x0<"));
        CHECK(has(s, "global: 64 rows of 128 bytes from 0x40000000<"));
        CHECK(has(s, "global: 1 rows of 128 bytes from 0x10000000000<"));
        CHECK(has(s, "global: 1 rows of 128 bytes from 0x10000100000<"));
        free(s);
    }

    /* An arrival order the online rule coarsens: 32 words (one 128-byte row) each of
     * A at 0, B at 2^40, C at 0x100000, D at 0x110000, then E at 0x40000000.
     * Online: A, B, C and D each open a band (each lies more than 4 band spans, 4 x 8 KiB, from
     * the nearest); E finds no free band and widens the nearest, D's, until 0x40000000 is in its
     * 64 rows: 2^24-byte rows from 0 end exactly at 0x40000000, so 2^25 (32 MiB); the band then
     * overlaps A's and C's and swallows them: rows 0 (A, C, D) and 32 (E), and B's band.
     * Planned: runs A, C, D, E, B; gaps A-C 0x100000 - 0x7c, C-D 0x10000 - 0x7c, D-E
     * 0x40000000 - 0x11007c, E-B 2^40 - 0x4000007c. The 3 largest leave C and D together:
     * [0x100000, 0x11007c], 0x1007c bytes: 1 KiB rows reach 0x10000 + 0x3ff (one short),
     * 2 KiB rows fit; C in row 0, D in row 32: 33 rows. A, E and B one 128-byte row each. */
    {
        uint64_t buf[5][32];
        const uint64_t base[5] = {0, 1ull << 40, 0x100000, 0x110000, 0x40000000};
        const uint64_t *acc[5];
        size_t n[5];
        for (int k = 0; k < 5; k++) {
            for (int i = 0; i < 32; i++) buf[k][i] = base[k] + 4 * (uint64_t)i;
            acc[k] = buf[k], n[k] = 32;
        }
        char *s = heatmap(&geo, acc, n, 5, 0);
        CHECK(has(s, "global (2 address bands)"));
        CHECK(has(s, "global: 33 rows of 33554432 bytes from 0x0<"));
        CHECK(has(s, "global: 1 rows of 128 bytes from 0x10000000000<"));
        free(s);
        s = heatmap(&geo, acc, n, 5, 1);
        CHECK(has(s, "global (4 address bands)"));
        CHECK(has(s, "global: 1 rows of 128 bytes from 0x0<"));
        CHECK(has(s, "global: 33 rows of 2048 bytes from 0x100000<"));
        CHECK(has(s, "global: 1 rows of 128 bytes from 0x40000000<"));
        CHECK(has(s, "global: 1 rows of 128 bytes from 0x10000000000<"));
        free(s);
    }

    /* The cap: 8 regions, so past 8 the regions double until at most 4 remain. Pages k 2^20 for
     * k = 0..8: the 9th makes 9 regions; 2 MiB regions (k / 2) leave 5, 4 MiB (k / 4) leave 3:
     * shift 22. Then 0x123 (region 0), 2^40 + 5 and 3 x 2^40: 5 regions, under the cap. Runs:
     * regions 0, 1, 2 (0 .. 0x800000), 2^40 + 5, 3 x 2^40: three bands. */
    pl = gi_mempic_plan_new(8);
    CHECK(pl != NULL);
    for (uint64_t k = 0; k <= 8; k++) CHECK(gi_mempic_plan_add(pl, GI_MSP_LOCAL, k << 20) == 0);
    CHECK_EQ_U64(gi_mempic_plan_shift(pl, GI_MSP_LOCAL), 22);
    CHECK(gi_mempic_plan_add(pl, GI_MSP_LOCAL, 0x123) == 0);
    CHECK(gi_mempic_plan_add(pl, GI_MSP_LOCAL, (1ull << 40) + 5) == 0);
    CHECK(gi_mempic_plan_add(pl, GI_MSP_LOCAL, 3ull << 40) == 0);
    CHECK_EQ_U64(gi_mempic_plan_shift(pl, GI_MSP_LOCAL), 22);
    CHECK(gi_mempic_plan_bands(pl, GI_MSP_LOCAL, lo, hi) == 3);
    CHECK_EQ_U64(lo[0], 0);
    CHECK_EQ_U64(hi[0], 0x800000);
    CHECK_EQ_U64(lo[1], (1ull << 40) + 5);
    CHECK_EQ_U64(hi[1], (1ull << 40) + 5);
    CHECK_EQ_U64(lo[2], 3ull << 40);
    CHECK_EQ_U64(hi[2], 3ull << 40);
    CHECK_EQ_U64(gi_mempic_plan_shift(pl, GI_MSP_GLOBAL), 12);   /* spaces are apart */
    gi_mempic_plan_free(pl);

    /* The cap with many scattered addresses (a fixed LCG, 20000 addresses over 2^44 bytes and a
     * dense 1 MiB, cap 64): every address lies in a band, the bands are disjoint and ordered, and
     * their ends are addresses that were added. */
    enum { NA = 20000 };
    uint64_t *a = malloc(NA * sizeof *a), x = 12345;
    CHECK(a != NULL);
    pl = gi_mempic_plan_new(64);
    CHECK(pl != NULL);
    for (int i = 0; a && i < NA; i++) {
        x = x * 6364136223846793005ull + 1442695040888963407ull;
        a[i] = i % 2 ? (x >> 20) : 0x7000000 + (x >> 44);
        CHECK(gi_mempic_plan_add(pl, GI_MSP_GLOBAL, a[i]) == 0);
    }
    CHECK(gi_mempic_plan_shift(pl, GI_MSP_GLOBAL) > 12);
    int nb = gi_mempic_plan_bands(pl, GI_MSP_GLOBAL, lo, hi);
    CHECK(nb >= 1 && nb <= 4);
    for (int k = 1; k < nb; k++) CHECK(hi[k - 1] < lo[k]);
    int uncovered = 0, lo_seen[4] = {0}, hi_seen[4] = {0};
    for (int i = 0; a && i < NA; i++) {
        int in = 0;
        for (int k = 0; k < nb; k++)
            in |= a[i] >= lo[k] && a[i] <= hi[k], lo_seen[k] |= a[i] == lo[k], hi_seen[k] |= a[i] == hi[k];
        uncovered += !in;
    }
    CHECK(uncovered == 0);
    for (int k = 0; k < nb; k++) CHECK(lo_seen[k] && hi_seen[k]);
    free(a);
    gi_mempic_plan_free(pl);

    /* gi_mempic_set_bands refuses overlapping or unordered bands, too many, and a space that
     * already has records; an address outside a plan falls back to the online rule. */
    gi_mempic *p = gi_mempic_new(&geo, "sass", "sm_50");
    CHECK(p != NULL);
    uint64_t l2[2] = {0x1000, 0x1800}, h2[2] = {0x1800, 0x2000};
    CHECK(gi_mempic_set_bands(p, GI_MSP_GLOBAL, l2, h2, 2) == -1);   /* 0x1800 in both */
    CHECK(gi_mempic_set_bands(p, GI_MSP_GLOBAL, l2, h2, 5) == -1);
    CHECK(gi_mempic_set_bands(p, GI_MSP_GLOBAL, l2 + 1, l2, 1) == -1);   /* lo > hi */
    CHECK(gi_mempic_set_bands(p, GI_MSP_GLOBAL, l2, l2, 1) == 0);
    const uint64_t out[] = {0x1000, 0x9000};   /* 0x9000 is not in the plan: the band widens */
    feed_access(p, &geo, 0, out, 2);
    CHECK(gi_mempic_set_bands(p, GI_MSP_GLOBAL, l2, l2, 1) == -1);
    gi_mempic_free(p);
    TEST_DONE();
}
