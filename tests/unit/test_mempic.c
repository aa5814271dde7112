/* The memory pictures (src/exec/mempic*.c, docs/memory-trace.md "Pictures"),
 * fed hand-made records grouped into wave accesses as gpuisa report groups them: XML escaping of instruction texts, the choice of the
 * representative execution (the most lines; the first on ties), the cap on
 * lines drawn, the wave-wide column and lanes beyond the cap, the heat map's
 * column merging and row widening, and the same bytes for the same records. */
#define _POSIX_C_SOURCE 200809L
#include "check.h"
#include "exec/mempic.h"
#include <stdlib.h>
#include <unistd.h>

static unsigned count(const char *s, const char *needle)
{
    unsigned n = 0;
    for (const char *p = s; p && (p = strstr(p, needle)); p += strlen(needle)) n++;
    return n;
}

/* The wave access being fed: records of one group, pc and space (wave 0), handed to the pictures
 * with their figures when the next record starts another, as gpuisa report does. */
typedef struct access {
    gi_mempic_access a;
    gi_mem_rec r[128];
    gi_mem_geometry geo;
    gi_mem_ids ids;
} wave_access;

static void flush(gi_mempic *p, wave_access *c)
{
    if (!c->a.nrecs) return;
    gi_mem_fig f;
    CHECK(gi_mem_figures(&c->geo, c->a.space, c->r, c->a.nrecs, &c->ids, &f, NULL) == 0);
    c->a.recs = c->r, c->a.fig = &f;
    CHECK(gi_mempic_access_add(p, &c->a) == 0);
    c->a.nrecs = 0;
}

static void rec(gi_mempic *p, wave_access *c, uint32_t group, uint64_t pc, int space, int lane, uint64_t addr,
                unsigned kind, const char *inst)
{
    if (c->a.nrecs && (c->a.group[0] != group || c->a.pc != pc || c->a.space != space)) flush(p, c);
    if (!c->a.nrecs) c->a = (gi_mempic_access){{group, 0, 0}, 0, pc, space, inst, NULL, 0, NULL};
    c->r[c->a.nrecs++] = (gi_mem_rec){lane, kind, addr, 4};
}

/* The records of the test: see the checks for what each one shows. */
static void feed(gi_mempic *p, const gi_mem_geometry *geo)
{
    wave_access c = {.geo = *geo};
    const char *weird = "ld <a> & \"b\" 'c'";
    /* pc 1: two executions; the second touches 2 lines, the first 1 */
    for (int l = 0; l < 32; l++) rec(p, &c, 0, 1, GI_MSP_GLOBAL, l, 0x1000 + 4 * (uint64_t)l, GI_MK_LOAD, weird);
    for (int l = 0; l < 32; l++) rec(p, &c, 1, 1, GI_MSP_GLOBAL, l, 0x1000 + 8 * (uint64_t)l, GI_MK_LOAD, weird);
    /* pc 2: 100 lanes 256 bytes apart: 100 lines (64 drawn); lanes 64..99 beyond the lane cap */
    for (int l = 0; l < 100; l++) rec(p, &c, 0, 2, GI_MSP_GLOBAL, l, 0x100000 + 256 * (uint64_t)l, GI_MK_STORE, "st");
    /* pc 3: a wave-wide load, then two executions of equal lines (the first is drawn) */
    rec(p, &c, 0, 3, GI_MSP_CONST, -1, 0x40, GI_MK_LOAD, "c");
    rec(p, &c, 1, 3, GI_MSP_CONST, -1, 0x80, GI_MK_LOAD, "c");
    /* pc 4: 300 wave accesses of one word: the heat map's columns merge to 4 accesses each */
    for (uint32_t g = 0; g < 300; g++) rec(p, &c, g, 4, GI_MSP_LOCAL, 0, 0, g % 2 ? GI_MK_STORE : GI_MK_ATOMIC, "loc");
    /* pc 5: shared offsets 0 and 2^40, far apart: two bands of 128-byte rows (32 banks x 4) */
    rec(p, &c, 0, 5, GI_MSP_SHARED, 0, 0, GI_MK_LOAD, "lds");
    rec(p, &c, 0, 5, GI_MSP_SHARED, 1, 1ull << 40, GI_MK_LOAD, "lds");
    /* pc 6: const at 2^20, 2^30, 2^40 (with pc 3's band at 0, where 0x40 and 0x80 are rows 0 and 1:
     * 4 bands, all there are), then 2^40 + 2^20: no band is free, so the nearest (2^40) widens until
     * 2^20 / width < 64: 32 KiB rows */
    rec(p, &c, 0, 6, GI_MSP_CONST, 0, 1ull << 20, GI_MK_LOAD, "c6");
    rec(p, &c, 0, 6, GI_MSP_CONST, 1, 1ull << 30, GI_MK_LOAD, "c6");
    rec(p, &c, 0, 6, GI_MSP_CONST, 2, 1ull << 40, GI_MK_LOAD, "c6");
    rec(p, &c, 0, 6, GI_MSP_CONST, 3, (1ull << 40) + (1ull << 20), GI_MK_LOAD, "c6");
    flush(p, &c);
    free(c.ids.v);
}

int main(void)
{
    gi_mem_geometry geo = gi_mem_geometry_of("sass", "sm_50");
    char d1[] = "/tmp/gi-mempic-XXXXXX", d2[] = "/tmp/gi-mempic-XXXXXX", err[256];
    CHECK(mkdtemp(d1) && mkdtemp(d2));
    for (int round = 0; round < 2; round++) {
        gi_mempic *p = gi_mempic_new(&geo, "sass", "sm_50");
        CHECK(p != NULL);
        feed(p, &geo);
        gi_mempic_fig fig = {GI_MK_LOAD, 2, 64, 256, 12, 3, 0, 0, NULL};
        gi_mempic_figures(p, 1, GI_MSP_GLOBAL, &fig);
        CHECK(gi_mempic_write(p, round ? d2 : d1, err, sizeof err) == 0);
        gi_mempic_free(p);
    }
    const char *names[] = {"pc1-global.svg", "pc2-global.svg", "pc3-const.svg", "pc4-local.svg", "pc5-shared.svg", "pc6-const.svg",
                           "heatmap.svg", "index.html"};
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
        char *a = check_slurp(d1, names[i]), *b = check_slurp(d2, names[i]);
        CHECK(a && b && !strcmp(a, b));   /* the same records, the same bytes */
        free(a), free(b);
    }
    char *s = check_slurp(d1, "pc1-global.svg");
    CHECK(s != NULL);
    /* the text escaped in the title, the text and the index; never raw */
    CHECK(count(s, "ld &lt;a&gt; &amp; &quot;b&quot; &apos;c&apos;") == 2);
    CHECK(count(s, "<a>") == 0);
    CHECK(strstr(s, "report: 2 executions, sectors 12 (6.00 per execution), lines 3 (1.50 per execution)") != NULL);
    /* execution 2: stride 8 from 0x1000 = bytes 0..251 = 2 lines of 128, 8 sectors */
    CHECK(strstr(s, "drawn: execution 2 of 2 (workgroup 1,0,0 wave 0), the most lines: 2 lines, 8 sectors, 32 lanes") != NULL);
    CHECK_EQ_U64(count(s, "<rect class=\"line\""), 2);
    CHECK_EQ_U64(count(s, "<rect class=\"sector\""), 8);
    CHECK_EQ_U64(count(s, "<rect class=\"access load\""), 32);
    CHECK(count(s, "<script") == 0);
    free(s);
    s = check_slurp(d1, "pc2-global.svg");
    CHECK(s != NULL);
    /* lanes 0..63 drawn: their lines are 0x100000 + 256 l, the lowest 64 of the 100 lines */
    CHECK(strstr(s, "capped: the lowest 64 of 100 lines drawn") != NULL);
    CHECK(strstr(s, "capped: 36 records of lanes 64 and above not drawn") != NULL);
    CHECK_EQ_U64(count(s, "<rect class=\"line\""), 64);
    CHECK_EQ_U64(count(s, "<rect class=\"access store\""), 64);
    CHECK(strstr(s, "report: -") != NULL);   /* no figures were given for pc 2 */
    free(s);
    s = check_slurp(d1, "pc3-const.svg");
    CHECK(s != NULL);
    CHECK(strstr(s, "drawn: execution 1 of 2 (workgroup 0,0,0 wave 0)") != NULL);
    CHECK(strstr(s, "<title>wave-wide, sector 0x40</title>") != NULL);
    CHECK_EQ_U64(count(s, "<rect class=\"access load\""), 1);
    free(s);
    s = check_slurp(d1, "heatmap.svg");
    CHECK(s != NULL);
    /* 2 + 1 + 2 + 300 + 1 + 1 = 307 wave accesses: columns of 4 (128 x 2 < 307 <= 128 x 4) */
    CHECK(strstr(s, "4 per column, 307 in all") != NULL);
    /* local: wave accesses 5..304 (from 0) at word 0, alternately atomic (even g) and store: columns
     * 1..75 hold both ("mixed"), column 76 only access 304 (g = 299, a store) */
    CHECK(strstr(s, "local: 1 rows of 128 bytes from 0x0") != NULL);
    char *local = strstr(s, "<g class=\"space\" id=\"heat-local\">"), *end = local ? strstr(local, "</g>") : NULL;
    CHECK(local && end);
    if (end) *end = 0;
    CHECK_EQ_U64(count(local, "<rect class=\"heat mixed\""), 75);
    CHECK_EQ_U64(count(local, "<rect class=\"heat store\""), 1);
    CHECK_EQ_U64(count(local, "<rect class=\"heat "), 76);
    if (end) *end = '<';
    CHECK(strstr(s, "shared (2 address bands)") != NULL);
    CHECK(strstr(s, "shared: 1 rows of 128 bytes from 0x0<") != NULL);
    CHECK(strstr(s, "shared: 1 rows of 128 bytes from 0x10000000000<") != NULL);
    CHECK(strstr(s, "const (4 address bands)") != NULL);
    CHECK(strstr(s, "const: 2 rows of 128 bytes from 0x0<") != NULL);
    CHECK(strstr(s, "const: 1 rows of 128 bytes from 0x100000<") != NULL);
    CHECK(strstr(s, "const: 1 rows of 128 bytes from 0x40000000<") != NULL);
    CHECK(strstr(s, "const: 33 rows of 32768 bytes from 0x10000000000<") != NULL);
    free(s);
    s = check_slurp(d1, "index.html");
    CHECK(s != NULL);
    CHECK(strstr(s, "<code>ld &lt;a&gt; &amp; &quot;b&quot; &apos;c&apos;</code>") != NULL);
    CHECK(count(s, "<img src=") == 7);
    free(s);
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
        char path[512];
        snprintf(path, sizeof path, "%s/%s", d1, names[i]), unlink(path);
        snprintf(path, sizeof path, "%s/%s", d2, names[i]), unlink(path);
    }
    rmdir(d1), rmdir(d2);
    /* a directory that cannot be made */
    gi_mempic *p = gi_mempic_new(&geo, "sass", "sm_50");
    CHECK(gi_mempic_write(p, "/proc/no/such/dir", err, sizeof err) == -1);
    CHECK(strstr(err, "cannot create '/proc/no/such/dir'") != NULL);
    gi_mempic_free(p);
    TEST_DONE();
}
