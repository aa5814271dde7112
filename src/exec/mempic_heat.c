/* The heat map of a memory trace (heatmap.svg): per space, lane accesses
 * counted in a grid of address buckets (rows) by time buckets (columns), time
 * being the ordinal of the wave access in the trace (for launches the trace's
 * workgroup order, not wall-clock time). The grid is fixed in size and built
 * while the trace streams by: when the trace outgrows the columns, pairs of
 * columns merge (each then holds twice the wave accesses); when an address
 * falls outside a space's rows, its rows double in width (aligned, merging
 * pairs). A record counts once, in the bucket of its first byte. */
#include "exec/mempic_int.h"
#include "exec/svgw.h"
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

enum { ROWS = GI_MEMPIC_HEAT_ROWS, COLS = GI_MEMPIC_HEAT_COLS };

static uint64_t *cell(const gi_mp_heat *h, unsigned r, unsigned c)
{
    return &h->cnt[((size_t)r * COLS + c) * 3];
}

static void merge_columns(gi_mempic *p)
{
    for (int s = 0; s < GI_MSP_N; s++) {
        gi_mp_heat *h = &p->heat[s];
        if (!h->used) continue;
        for (unsigned r = 0; r < ROWS; r++)
            for (unsigned c = 0; c < COLS; c++) {
                uint64_t v[3];
                memcpy(v, cell(h, r, c), sizeof v);
                memset(cell(h, r, c), 0, sizeof v);
                for (int k = 0; k < 3; k++) cell(h, r, c / 2)[k] += v[k];
            }
    }
    p->tw *= 2;
}

/* Double the rows' width until addr is in range (row r moves to row (r + d) / 2, d = 0 or 1: never up). */
static void cover(gi_mp_heat *h, uint64_t addr)
{
    while (addr < h->lo || (addr - h->lo) / h->width >= ROWS) {
        uint64_t nw = h->width * 2, nlo = h->lo - h->lo % nw;
        for (unsigned r = 0; r < ROWS; r++) {
            unsigned nr = (unsigned)((h->lo + r * h->width - nlo) / nw);
            for (unsigned c = 0; c < COLS; c++) {
                uint64_t v[3];
                memcpy(v, cell(h, r, c), sizeof v);
                memset(cell(h, r, c), 0, sizeof v);
                for (int k = 0; k < 3; k++) cell(h, nr, c)[k] += v[k];
            }
        }
        h->lo = nlo, h->width = nw;
    }
}

int gi_mp_heat_add(gi_mempic *p, int space, uint64_t addr, uint64_t size, unsigned kind)
{
    (void)size;
    gi_mp_heat *h = &p->heat[space];
    if (!h->used) {
        if (!(h->cnt = calloc((size_t)ROWS * COLS * 3, sizeof *h->cnt))) return -1;
        h->used = 1;
        h->width = space == GI_MSP_SHARED ? (uint64_t)p->geo.banks * p->geo.bank_bytes : p->geo.line;
        h->lo = addr - addr % h->width;
    }
    while ((p->nexec - 1) / p->tw >= COLS) merge_columns(p);
    cover(h, addr);
    unsigned r = (unsigned)((addr - h->lo) / h->width), c = (unsigned)((p->nexec - 1) / p->tw);
    cell(h, r, c)[kind == GI_MK_LOAD ? 0 : kind == GI_MK_STORE ? 1 : 2]++;
    return 0;
}

static unsigned bitlen(uint64_t x)
{
    return x ? 64u - (unsigned)__builtin_clzll(x) : 0;
}

enum { LEFT = 150, TOP = 56, ROWH = 10, PANEL_GAP = 64 };

int gi_mp_heat_write(const gi_mempic *p, FILE *f)
{
    unsigned ncols = p->nexec ? (unsigned)((p->nexec - 1) / p->tw) + 1 : 1;
    unsigned cw = 640 / ncols;
    cw = cw < 4 ? 4 : cw > 40 ? 40 : cw;
    /* the rows each space uses, the largest count */
    unsigned r0[GI_MSP_N], r1[GI_MSP_N], height = TOP;
    uint64_t max = 1;
    for (int s = 0; s < GI_MSP_N; s++) {
        const gi_mp_heat *h = &p->heat[s];
        r0[s] = ROWS, r1[s] = 0;
        if (!h->used) continue;
        for (unsigned r = 0; r < ROWS; r++)
            for (unsigned c = 0; c < ncols; c++) {
                uint64_t t = cell(h, r, c)[0] + cell(h, r, c)[1] + cell(h, r, c)[2];
                if (!t) continue;
                if (r < r0[s]) r0[s] = r;
                if (r > r1[s]) r1[s] = r;
                if (t > max) max = t;
            }
        if (r0[s] <= r1[s]) height += 20 + (r1[s] - r0[s] + 1) * ROWH + PANEL_GAP;
    }
    height += 40;
    unsigned width = LEFT + ncols * cw + 40;
    if (width < 760) width = 760;
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
        const gi_mp_heat *h = &p->heat[s];
        if (!h->used || r0[s] > r1[s]) continue;
        unsigned nrows = r1[s] - r0[s] + 1;
        uint64_t base = h->lo + r0[s] * h->width;
        fprintf(f, "<g class=\"space\" id=\"heat-%s\">\n", gi_mem_space_names[s]);
        snprintf(t, sizeof t, "%s: %u rows of %" PRIu64 " bytes from 0x%" PRIx64, gi_mem_space_names[s], nrows,
                 h->width, base);
        gi_svg_text(f, 8, y + 14, "title", "start", t);
        y += 20;
        fprintf(f, "<rect class=\"frame\" x=\"%d\" y=\"%d\" width=\"%u\" height=\"%u\"/>\n", LEFT, y, ncols * cw,
                nrows * ROWH);
        unsigned step = nrows <= 16 ? 1 : nrows <= 32 ? 4 : 8;
        for (unsigned r = 0; r < nrows; r++) {
            if (r % step == 0) {
                snprintf(t, sizeof t, "0x%" PRIx64, base + r * h->width);
                gi_svg_text(f, LEFT - 4, y + (int)(r * ROWH) + 9, NULL, "end", t);
            }
            for (unsigned c = 0; c < ncols; c++) {
                const uint64_t *v = cell(h, r0[s] + r, c);
                uint64_t tot = v[0] + v[1] + v[2];
                if (!tot) continue;
                const char *cls = v[2] || (v[0] && v[1]) ? "mixed" : v[0] ? "load" : "store";
                unsigned lvl = 1 + (bitlen(max) > 1 ? 7 * (bitlen(tot) - 1) / (bitlen(max) - 1) : 7);
                fprintf(f, "<rect class=\"heat %s\" x=\"%u\" y=\"%u\" width=\"%u\" height=\"%d\" fill-opacity=\"%.3f\">"
                        "<title>", cls, LEFT + c * cw, y + r * ROWH, cw, ROWH, lvl / 8.0);
                snprintf(t, sizeof t, "wave accesses %" PRIu64 "-%" PRIu64 ", bytes 0x%" PRIx64 "-0x%" PRIx64
                         ": %" PRIu64 " loads, %" PRIu64 " stores, %" PRIu64 " atomics",
                         c * p->tw, (c + 1) * p->tw - 1, base + r * h->width, base + (r + 1) * h->width - 1, v[0], v[1], v[2]);
                gi_svg_esc(f, t);
                fputs("</title></rect>\n", f);
            }
        }
        y += (int)(nrows * ROWH);
        for (unsigned c = 0; c < ncols; c += ncols <= 16 ? 1 : ncols <= 64 ? 8 : 16) {
            snprintf(t, sizeof t, "%" PRIu64, c * p->tw);
            gi_svg_text(f, LEFT + (int)(c * cw), y + 14, NULL, "start", t);
        }
        snprintf(t, sizeof t, "time (wave access) ->");
        gi_svg_text(f, LEFT + (int)(ncols * cw), y + 30, "axis", "end", t);
        fputs("</g>\n", f);
        y += PANEL_GAP;
    }
    if (!p->nexec) gi_svg_text(f, 8, y + 14, "note", "start", "the trace has no accesses");
    gi_svg_end(f);
    return 0;
}
