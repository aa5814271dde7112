/* The heat map of a memory trace (heatmap.svg): per space, lane accesses
 * counted in a grid of address buckets (rows) by time buckets (columns), time
 * being the ordinal of the wave access in the trace (for launches the trace's
 * workgroup order, not wall-clock time). The grid is fixed in size and built
 * while the trace streams by:
 *  - when the trace outgrows the columns, pairs of columns merge (each then
 *    holds twice the wave accesses);
 *  - a space has up to GI_MEMPIC_HEAT_BANDS disjoint address bands of
 *    GI_MEMPIC_HEAT_ROWS rows. An address outside them widens the nearest band
 *    (its rows double in width, aligned, merging pairs) unless it lies more
 *    than 4 band spans away and a band is free: then it starts a new band (so
 *    kernel arguments far from a buffer do not squeeze the buffer into one
 *    row). Bands that come to overlap merge.
 * With a plan (gi_mempic_set_bands: `gpuisa report --svg` reads the trace once to choose them
 * from every address, exec/mempic_plan.h) the bands are fixed before the first record and
 * nothing widens; an address the plan did not hold falls back to the rule above.
 * A record counts once, in the bucket of its first byte. */
#include "exec/mempic_int.h"
#include "exec/svgw.h"
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

enum { ROWS = GI_MEMPIC_HEAT_ROWS, COLS = GI_MEMPIC_HEAT_COLS, BANDS = GI_MEMPIC_HEAT_BANDS };

static uint64_t *cell(const gi_mp_band *b, unsigned r, unsigned c)
{
    return &b->cnt[((size_t)r * COLS + c) * 3];
}

static uint64_t span(const gi_mp_band *b)
{
    return b->width > UINT64_MAX / ROWS ? UINT64_MAX : b->width * ROWS;
}

static uint64_t end_of(const gi_mp_band *b)   /* one past the last byte, saturated */
{
    return span(b) > UINT64_MAX - b->lo ? UINT64_MAX : b->lo + span(b);
}

static int in_band(const gi_mp_band *b, uint64_t a)
{
    return a >= b->lo && (a - b->lo) / b->width < ROWS;
}

static uint64_t dist(const gi_mp_band *b, uint64_t a)
{
    if (a < b->lo) return b->lo - a;
    uint64_t e = end_of(b);
    return a < e ? 0 : a - e + 1;
}

static void merge_columns(gi_mempic *p)
{
    for (int s = 0; s < GI_MSP_N; s++)
        for (int k = 0; k < p->heat[s].nbands; k++) {
            const gi_mp_band *b = &p->heat[s].band[k];
            for (unsigned r = 0; r < ROWS; r++)
                for (unsigned c = 0; c < COLS; c++) {
                    uint64_t v[3];
                    memcpy(v, cell(b, r, c), sizeof v);
                    memset(cell(b, r, c), 0, sizeof v);
                    for (int i = 0; i < 3; i++) cell(b, r, c / 2)[i] += v[i];
                }
        }
    p->tw *= 2;
}

/* Rows twice as wide: row r moves to row (r + d) / 2, d = 0 or 1 (never up, so in place). */
static void double_width(gi_mp_band *b)
{
    uint64_t nw = b->width * 2, nlo = b->lo - b->lo % nw;
    for (unsigned r = 0; r < ROWS; r++) {
        if ((uint64_t)r * b->width > UINT64_MAX - b->lo) break;   /* past the address space: empty */
        unsigned nr = (unsigned)((b->lo + r * b->width - nlo) / nw);
        if (nr == r) continue;
        for (unsigned c = 0; c < COLS; c++) {
            for (int i = 0; i < 3; i++) cell(b, nr, c)[i] += cell(b, r, c)[i];
            memset(cell(b, r, c), 0, 3 * sizeof(uint64_t));
        }
    }
    b->lo = nlo, b->width = nw;
}

static void cover(gi_mp_band *b, uint64_t a)
{
    while (!in_band(b, a)) double_width(b);
}

/* Fold band j into band k (which becomes at least as wide and covers j's touched rows). */
static void absorb(gi_mp_band *k, gi_mp_band *j)
{
    while (k->width < j->width) double_width(k);
    int first = -1, last = -1;
    for (unsigned r = 0; r < ROWS; r++)
        for (unsigned c = 0; c < COLS; c++)
            if (cell(j, r, c)[0] | cell(j, r, c)[1] | cell(j, r, c)[2]) {
                if (first < 0) first = (int)r;
                last = (int)r;
                break;
            }
    if (first >= 0) {
        cover(k, j->lo + (uint64_t)first * j->width);
        cover(k, j->lo + (uint64_t)last * j->width);
        for (unsigned r = (unsigned)first; r <= (unsigned)last; r++) {
            unsigned kr = (unsigned)((j->lo + r * j->width - k->lo) / k->width);
            for (unsigned c = 0; c < COLS; c++)
                for (int i = 0; i < 3; i++) cell(k, kr, c)[i] += cell(j, r, c)[i];
        }
    }
    free(j->cnt);
    j->cnt = NULL;
}

/* Band k grew: merge the bands it now overlaps into it. */
static void merge_overlaps(gi_mp_heat *h, int k)
{
    for (int j = 0; j < h->nbands; j++) {
        if (j == k) continue;
        gi_mp_band *a = &h->band[k], *b = &h->band[j];
        if (!(a->lo < end_of(b) && b->lo < end_of(a))) continue;
        absorb(a, b);
        h->band[j] = h->band[--h->nbands];
        if (k == h->nbands) k = j;
        j = -1;   /* k may have grown again: look at every band anew */
    }
}

/* One record in its cell of band b (which holds addr) and the current column. */
static int count(const gi_mempic *p, const gi_mp_band *b, uint64_t addr, unsigned kind)
{
    unsigned r = (unsigned)((addr - b->lo) / b->width), c = (unsigned)((p->nexec - 1) / p->tw);
    cell(b, r, c)[kind == GI_MK_LOAD ? 0 : kind == GI_MK_STORE ? 1 : 2]++;
    return 0;
}

static uint64_t base_width(const gi_mempic *p, int space)
{
    return space == GI_MSP_SHARED ? (uint64_t)p->geo.banks * p->geo.bank_bytes : p->geo.line;
}

int gi_mempic_set_bands(gi_mempic *p, int space, const uint64_t *lo, const uint64_t *hi, int n)
{
    if (space < 0 || space >= GI_MSP_N || n < 0 || n > BANDS) return -1;
    gi_mp_heat *h = &p->heat[space];
    if (h->nbands) return -1;   /* records came first */
    for (int k = 0; k < n; k++)
        if (lo[k] > hi[k] || (k && hi[k - 1] >= lo[k])) return -1;
    for (int k = 0; k < n; k++) {
        gi_mp_band *b = &h->band[k];
        if (!(b->cnt = calloc((size_t)ROWS * COLS * 3, sizeof *b->cnt))) {
            for (int j = 0; j < k; j++) free(h->band[j].cnt), h->band[j].cnt = NULL;
            return -1;
        }
        /* the smallest width (the base doubled) whose aligned rows reach hi; the width halves
         * the rows' count at each step, so this ends by 2^63 */
        b->width = base_width(p, space);
        while ((hi[k] - (lo[k] - lo[k] % b->width)) / b->width >= ROWS) b->width *= 2;
        b->lo = lo[k] - lo[k] % b->width;
        b->first = lo[k], b->last = hi[k];
    }
    h->nbands = n, h->planned = n > 0;
    return 0;
}

int gi_mp_heat_add(gi_mempic *p, int space, uint64_t addr, uint64_t size, unsigned kind)
{
    (void)size;
    gi_mp_heat *h = &p->heat[space];
    while ((p->nexec - 1) / p->tw >= COLS) merge_columns(p);
    if (h->planned) {
        for (int k = 0; k < h->nbands; k++)
            if (addr >= h->band[k].first && addr <= h->band[k].last) return count(p, &h->band[k], addr, kind);
        h->planned = 0;   /* not in the plan (a trace that changed between the passes): online from here */
    }
    int k = -1;
    uint64_t best = UINT64_MAX;
    for (int b = 0; b < h->nbands; b++) {
        uint64_t d = dist(&h->band[b], addr);
        if (d < best || k < 0) best = d, k = b;
        if (!d) break;
    }
    if (k < 0 || (best && h->nbands < BANDS && best / 4 >= span(&h->band[k]))) {
        gi_mp_band *b = &h->band[h->nbands];
        if (!(b->cnt = calloc((size_t)ROWS * COLS * 3, sizeof *b->cnt))) return -1;
        b->width = base_width(p, space);
        b->lo = addr - addr % b->width;
        k = h->nbands++;
    } else if (best) {
        cover(&h->band[k], addr);
        merge_overlaps(h, k);
        for (k = 0; !in_band(&h->band[k], addr); k++) continue;
    }
    return count(p, &h->band[k], addr, kind);
}

static unsigned bitlen(uint64_t x)
{
    return x ? 64u - (unsigned)__builtin_clzll(x) : 0;
}

enum { LEFT = 150, TOP = 56, ROWH = 10, BAND_GAP = 18, PANEL_GAP = 48 };

typedef struct shown {        /* a band's touched rows */
    const gi_mp_band *b;
    unsigned r0, r1;
} shown;

static int shown_order(const void *x, const void *y)
{
    const shown *a = x, *b = y;
    return a->b->lo < b->b->lo ? -1 : a->b->lo > b->b->lo;
}

/* The bands of a space with touched rows, by address; their number. */
static int bands_of(const gi_mp_heat *h, unsigned ncols, shown *out, uint64_t *max)
{
    int n = 0;
    for (int k = 0; k < h->nbands; k++) {
        shown s = {&h->band[k], ROWS, 0};
        for (unsigned r = 0; r < ROWS; r++)
            for (unsigned c = 0; c < ncols; c++) {
                const uint64_t *v = cell(s.b, r, c);
                uint64_t t = v[0] + v[1] + v[2];
                if (!t) continue;
                if (r < s.r0) s.r0 = r;
                if (r > s.r1) s.r1 = r;
                if (t > *max) *max = t;
            }
        if (s.r0 <= s.r1) out[n++] = s;
    }
    qsort(out, (size_t)n, sizeof *out, shown_order);
    return n;
}

static int draw_band(const gi_mempic *p, const char *space, const shown *s, unsigned ncols, unsigned cw, uint64_t max,
                     FILE *f, int y)
{
    char t[512];
    unsigned nrows = s->r1 - s->r0 + 1;
    uint64_t w = s->b->width, base = s->b->lo + s->r0 * w;
    snprintf(t, sizeof t, "%s: %u rows of %" PRIu64 " bytes from 0x%" PRIx64, space, nrows, w, base);
    gi_svg_text(f, 8, y + 12, "axis", "start", t);
    y += 16;
    fprintf(f, "<rect class=\"frame\" x=\"%d\" y=\"%d\" width=\"%u\" height=\"%u\"/>\n", LEFT, y, ncols * cw, nrows * ROWH);
    unsigned step = nrows <= 8 ? 1 : nrows <= 16 ? 2 : nrows <= 32 ? 4 : 8;
    for (unsigned r = 0; r < nrows; r++) {
        if (r % step == 0) {
            snprintf(t, sizeof t, "0x%" PRIx64, base + r * w);
            gi_svg_text(f, LEFT - 4, y + (int)(r * ROWH) + 9, NULL, "end", t);
        }
        for (unsigned c = 0; c < ncols; c++) {
            const uint64_t *v = cell(s->b, s->r0 + r, c);
            uint64_t tot = v[0] + v[1] + v[2];
            if (!tot) continue;
            const char *cls = v[2] || (v[0] && v[1]) ? "mixed" : v[0] ? "load" : "store";
            unsigned lvl = 1 + (bitlen(max) > 1 ? 7 * (bitlen(tot) - 1) / (bitlen(max) - 1) : 7);
            fprintf(f, "<rect class=\"heat %s\" x=\"%u\" y=\"%u\" width=\"%u\" height=\"%d\" fill-opacity=\"%.3f\"><title>",
                    cls, LEFT + c * cw, y + r * ROWH, cw, ROWH, lvl / 8.0);
            snprintf(t, sizeof t, "wave accesses %" PRIu64 "-%" PRIu64 ", bytes 0x%" PRIx64 "-0x%" PRIx64 ": %" PRIu64
                     " loads, %" PRIu64 " stores, %" PRIu64 " atomics", c * p->tw, (c + 1) * p->tw - 1, base + r * w,
                     base + r * w + (w - 1), v[0], v[1], v[2]);
            gi_svg_esc(f, t);
            fputs("</title></rect>\n", f);
        }
    }
    return y + (int)(nrows * ROWH) + BAND_GAP;
}

int gi_mp_heat_write(const gi_mempic *p, FILE *f)
{
    unsigned ncols = p->nexec ? (unsigned)((p->nexec - 1) / p->tw) + 1 : 1;
    unsigned cw = 640 / ncols;
    cw = cw < 4 ? 4 : cw > 40 ? 40 : cw;
    shown sh[GI_MSP_N][BANDS];
    int nsh[GI_MSP_N];
    uint64_t max = 1;
    unsigned height = TOP + 40;
    for (int s = 0; s < GI_MSP_N; s++) {
        nsh[s] = bands_of(&p->heat[s], ncols, sh[s], &max);
        if (nsh[s]) height += 20 + 30 + PANEL_GAP;
        for (int k = 0; k < nsh[s]; k++) height += 16 + (sh[s][k].r1 - sh[s][k].r0 + 1) * ROWH + BAND_GAP;
    }
    unsigned width = LEFT + ncols * cw + 40;
    if (width < 1000) width = 1000;
    char t[512];
    snprintf(t, sizeof t, "%s %s: memory touched over time (heat map)", p->isa, p->target);
    gi_svg_begin(f, width, height, "heatmap", t);
    gi_svg_text(f, 8, 18, "title", "start", t);
    snprintf(t, sizeof t, "x: time, wave accesses in trace order (launches: workgroup order), %" PRIu64
             " per column, %" PRIu64 " in all; y: address buckets per space", p->tw, p->nexec);
    gi_svg_text(f, 8, 34, "axis", "start", t);
    fputs("<rect class=\"key load\" x=\"8\" y=\"40\" width=\"10\" height=\"10\"/>"
          "<text x=\"22\" y=\"49\">loads</text>"
          "<rect class=\"key store\" x=\"80\" y=\"40\" width=\"10\" height=\"10\"/>"
          "<text x=\"94\" y=\"49\">stores</text>"
          "<rect class=\"key mixed\" x=\"152\" y=\"40\" width=\"10\" height=\"10\"/>"
          "<text x=\"166\" y=\"49\">atomics, or loads and stores</text>\n", f);
    snprintf(t, sizeof t, "darker = more lane accesses (most in one cell: %" PRIu64 ")", max);
    gi_svg_text(f, 380, 49, NULL, "start", t);
    int y = TOP;
    for (int s = 0; s < GI_MSP_N; s++) {
        if (!nsh[s]) continue;
        fprintf(f, "<g class=\"space\" id=\"heat-%s\">\n", gi_mem_space_names[s]);
        snprintf(t, sizeof t, "%s (%d address band%s)", gi_mem_space_names[s], nsh[s], nsh[s] > 1 ? "s" : "");
        gi_svg_text(f, 8, y + 14, "title", "start", t);
        y += 20;
        for (int k = 0; k < nsh[s]; k++) y = draw_band(p, gi_mem_space_names[s], &sh[s][k], ncols, cw, max, f, y);
        for (unsigned c = 0; c < ncols; c += ncols <= 16 ? 1 : ncols <= 64 ? 8 : 16) {
            snprintf(t, sizeof t, "%" PRIu64, c * p->tw);
            gi_svg_text(f, LEFT + (int)(c * cw), y - BAND_GAP + 14, NULL, "start", t);
        }
        gi_svg_text(f, LEFT + (int)(ncols * cw), y - BAND_GAP + 30, "axis", "end", "time (wave access) ->");
        fputs("</g>\n", f);
        y += 30 + PANEL_GAP - BAND_GAP;
    }
    if (!p->nexec) gi_svg_text(f, 8, y + 14, "note", "start", "the trace has no accesses");
    gi_svg_end(f);
    return 0;
}
