/* The picture of one memory instruction (pcN-SPACE.svg) for its
 * representative execution (src/exec/mempic.c chooses it):
 *   global, local, const: lanes (columns) x the sectors of the cache lines the
 *     execution touched (rows, lowest address first, each line framed); a cell
 *     is filled when the lane touched a byte of that sector;
 *   shared: lanes (columns) x banks (rows); a cell is filled when the lane
 *     touched a word in that bank, red when that bank serves several distinct
 *     words to the lane's group (a conflict), green otherwise; a column on the
 *     right gives each bank's degree (N-way) per lane group.
 * Element classes (docs/memory-trace.md "Pictures"): rect.access (one per lane
 * and sector or bank touched, with load/store/atomic, or ok/conflict),
 * rect.sector (a touched sector's row), rect.line (a drawn line's frame),
 * rect.bank (a bank's degree: data-group, data-bank, data-ways). */
#include "exec/mempic_int.h"
#include "exec/svgw.h"
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

enum { LEFT = 130, TOP = 112, CW = 14, RH = 12, LINE_GAP = 6 };

static const char *kind_class(unsigned k)
{
    return k == GI_MK_LOAD ? "load" : k == GI_MK_STORE ? "store" : "atomic";
}

static void kinds_text(unsigned k, char *out, size_t n)
{
    snprintf(out, n, "%s%s%s%s%s", k & GI_MK_LOAD ? "load" : "", (k & GI_MK_LOAD) && (k & 6) ? "+" : "",
             k & GI_MK_STORE ? "store" : "", (k & GI_MK_STORE) && (k & GI_MK_ATOMIC) ? "+" : "",
             k & GI_MK_ATOMIC ? "atomic" : "");
}

/* The columns: [wave-wide] lanes 0..maxlane (at most GI_MEMPIC_MAX_LANES). */
typedef struct cols {
    int wide, n;              /* wide: column 0 is the wave-wide access */
    uint64_t skipped;         /* records of lanes not drawn */
} cols;

static cols columns(const gi_mp_inst *in)
{
    cols c = {0, 0, 0};
    int max = -1;
    for (size_t i = 0; i < in->nrecs; i++) {
        int l = in->recs[i].lane;
        if (l < 0) c.wide = 1;
        else if (l >= GI_MEMPIC_MAX_LANES) c.skipped++;
        else if (l > max) max = l;
    }
    c.n = c.wide + max + 1;
    if (!c.n) c.n = 1;
    return c;
}

static int col_of(const cols *c, int lane)
{
    if (lane < 0) return 0;
    return lane < GI_MEMPIC_MAX_LANES ? c->wide + lane : -1;
}

static void header(const gi_mempic *p, const gi_mp_inst *in, FILE *f, unsigned width, unsigned height)
{
    char t[1024], kinds[32], id[64];
    kinds_text(in->kinds, kinds, sizeof kinds);
    snprintf(id, sizeof id, "pc%" PRIu64 "-%s", in->pc, gi_mem_space_names[in->space]);
    snprintf(t, sizeof t, "pc %" PRIu64 " %s %s: %s", in->pc, gi_mem_space_names[in->space], kinds,
             in->inst && in->inst[0] ? in->inst : "(no text)");
    gi_svg_begin(f, width, height, id, t);
    gi_svg_text(f, 8, 18, "title", "start", t);
    const gi_mempic_fig *g = &in->fig;
    double e = g->execs ? (double)g->execs : 1.0;
    if (!in->have_fig) snprintf(t, sizeof t, "report: -");
    else if (in->space == GI_MSP_SHARED)
        snprintf(t, sizeof t, "report: %" PRIu64 " executions, bank conflicts %" PRIu64 "-way at most, %" PRIu64
                 " extra wavefronts (%.2f per execution)", g->execs, g->bank_max, g->bank_extra, (double)g->bank_extra / e);
    else
        snprintf(t, sizeof t, "report: %" PRIu64 " executions, sectors %" PRIu64 " (%.2f per execution), lines %" PRIu64
                 " (%.2f per execution), moved %" PRIu64 " bytes", g->execs, g->sectors, (double)g->sectors / e, g->lines,
                 (double)g->lines / e, g->sectors * p->geo.sector);
    gi_svg_text(f, 8, 36, NULL, "start", t);
    if (in->space == GI_MSP_SHARED)
        snprintf(t, sizeof t, "drawn: execution %" PRIu64 " of %" PRIu64 " (workgroup %u,%u,%u wave %u), the worst "
                 "conflict: %" PRIu64 "-way, %" PRIu64 " extra wavefronts, %" PRIu64 " lanes; %u banks x %u bytes per %u lanes",
                 in->rep_exec, in->execs, in->rep_group[0], in->rep_group[1], in->rep_group[2], in->rep_wave, in->rep.ways,
                 in->rep.extra, in->rep.lanes, p->geo.banks, p->geo.bank_bytes, p->geo.bank_lanes);
    else
        snprintf(t, sizeof t, "drawn: execution %" PRIu64 " of %" PRIu64 " (workgroup %u,%u,%u wave %u), the most "
                 "lines: %" PRIu64 " lines, %" PRIu64 " sectors, %" PRIu64 " lanes",
                 in->rep_exec, in->execs, in->rep_group[0], in->rep_group[1], in->rep_group[2], in->rep_wave, in->rep.lines,
                 in->rep.sectors, in->rep.lanes);
    gi_svg_text(f, 8, 54, NULL, "start", t);
}

/* Notes on the caps hit, from y down; the next y. */
static int notes(const gi_mp_inst *in, const cols *c, uint64_t lines_total, uint64_t lines_drawn, FILE *f, int y)
{
    char t[256];
    if (in->rep_records > in->nrecs) {
        snprintf(t, sizeof t, "capped: the first %zu of the execution's %" PRIu64 " records drawn", in->nrecs,
                 in->rep_records);
        gi_svg_text(f, 8, y, "note", "start", t), y += 16;
    }
    if (lines_drawn < lines_total) {
        snprintf(t, sizeof t, "capped: the lowest %" PRIu64 " of %" PRIu64 " lines drawn", lines_drawn, lines_total);
        gi_svg_text(f, 8, y, "note", "start", t), y += 16;
    }
    if (c->skipped) {
        snprintf(t, sizeof t, "capped: %" PRIu64 " records of lanes %d and above not drawn", c->skipped,
                 GI_MEMPIC_MAX_LANES);
        gi_svg_text(f, 8, y, "note", "start", t), y += 16;
    }
    return y;
}

static void lane_axis(const cols *c, FILE *f, int y)
{
    char t[16];
    for (int k = 0; k < c->n; k++) {
        int lane = k - c->wide;
        if (lane >= 0 && c->n > 17 && lane % 4) continue;
        if (lane < 0) snprintf(t, sizeof t, "w");
        else snprintf(t, sizeof t, "%d", lane);
        gi_svg_text(f, LEFT + k * CW + CW / 2, y, NULL, "middle", t);
    }
}

static uint64_t *find(uint64_t *v, size_t n, uint64_t x)
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t m = (lo + hi) / 2;
        if (v[m] < x) lo = m + 1;
        else hi = m;
    }
    return lo < n && v[lo] == x ? &v[lo] : NULL;
}

static int lines_picture(gi_mempic *p, const gi_mp_inst *in, FILE *f)
{
    const gi_mem_geometry *g = &p->geo;
    cols c = columns(in);
    long nl = gi_mem_distinct(g, in->recs, in->nrecs, g->line, 0, &p->ids);
    if (nl < 0) return -1;
    size_t nd = (size_t)nl < GI_MEMPIC_MAX_LINES ? (size_t)nl : GI_MEMPIC_MAX_LINES;
    uint64_t lines[GI_MEMPIC_MAX_LINES];
    memcpy(lines, p->ids.v, nd * sizeof *lines);
    unsigned spl = g->line / g->sector;   /* sectors per line */
    size_t nrows = nd * spl;
    unsigned char *k = calloc(nrows ? nrows * (size_t)c.n : 1, 1);   /* kinds per (row, column) */
    int *rowy = malloc((nrows ? nrows : 1) * sizeof *rowy);
    if (!k || !rowy) {
        free(k), free(rowy);
        return -1;
    }
    int y = TOP;
    for (size_t i = 0; i < nd; i++) {
        if (i && lines[i] != lines[i - 1] + 1) y += LINE_GAP;   /* a gap in the addresses */
        for (unsigned s = 0; s < spl; s++) rowy[i * spl + s] = y, y += RH;
    }
    for (size_t i = 0; i < in->nrecs; i++) {
        const gi_mem_rec *r = &in->recs[i];
        int col = col_of(&c, r->lane);
        if (col < 0 || !r->size) continue;
        for (uint64_t u = r->addr / g->sector; u <= (r->addr + r->size - 1) / g->sector; u++) {
            uint64_t *l = find(lines, nd, u * g->sector / g->line);
            if (!l) continue;
            size_t row = (size_t)(l - lines) * spl + (size_t)(u * g->sector % g->line / g->sector);
            k[row * (size_t)c.n + (size_t)col] |= (unsigned char)r->kind;
        }
    }
    unsigned width = LEFT + (unsigned)c.n * CW + 40, height = (unsigned)y + 90;
    if (width < 1060) width = 1060;
    header(p, in, f, width, height);
    char t[128];
    snprintf(t, sizeof t, "x: lane;  y: address, one row per %u-byte sector, each %u-byte line framed "
             "(lowest first; a gap where lines are not adjacent)", g->sector, g->line);
    gi_svg_text(f, 8, 72, "axis", "start", t);
    gi_svg_text(f, LEFT - 4, TOP - 6, "axis", "end", "line address");
    lane_axis(&c, f, TOP - 6);
    fprintf(f, "<rect class=\"frame\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\"/>\n", LEFT, TOP, c.n * CW, y - TOP);
    for (size_t row = 0; row < nrows; row++) {
        int any = 0;
        for (int col = 0; col < c.n; col++) any |= k[row * (size_t)c.n + (size_t)col];
        if (any)
            fprintf(f, "<rect class=\"sector\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\"><title>sector 0x%" PRIx64
                    "</title></rect>\n", LEFT, rowy[row], c.n * CW, RH,
                    lines[row / spl] * g->line + (uint64_t)(row % spl) * g->sector);
    }
    for (size_t i = 0; i < nd; i++) {
        fprintf(f, "<rect class=\"line\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%u\"/>\n", LEFT, rowy[i * spl], c.n * CW,
                spl * RH);
        snprintf(t, sizeof t, "0x%" PRIx64, lines[i] * g->line);
        gi_svg_text(f, LEFT - 4, rowy[i * spl] + 10, NULL, "end", t);
    }
    for (size_t row = 0; row < nrows; row++)
        for (int col = 0; col < c.n; col++) {
            unsigned kk = k[row * (size_t)c.n + (size_t)col];
            if (!kk) continue;
            fprintf(f, "<rect class=\"access %s\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\"><title>", kind_class(kk),
                    LEFT + col * CW + 1, rowy[row] + 1, CW - 2, RH - 2);
            if (col < c.wide) snprintf(t, sizeof t, "wave-wide, sector 0x%" PRIx64,
                                       lines[row / spl] * g->line + (uint64_t)(row % spl) * g->sector);
            else snprintf(t, sizeof t, "lane %d, sector 0x%" PRIx64, col - c.wide,
                          lines[row / spl] * g->line + (uint64_t)(row % spl) * g->sector);
            gi_svg_esc(f, t);
            fputs("</title></rect>\n", f);
        }
    int ny = y + 20;
    fprintf(f, "<rect class=\"key load\" x=\"8\" y=\"%d\" width=\"10\" height=\"10\"/><text x=\"22\" y=\"%d\">load</text>",
            ny - 9, ny);
    fprintf(f, "<rect class=\"key store\" x=\"70\" y=\"%d\" width=\"10\" height=\"10\"/><text x=\"84\" y=\"%d\">store</text>",
            ny - 9, ny);
    fprintf(f, "<rect class=\"key atomic\" x=\"136\" y=\"%d\" width=\"10\" height=\"10\"/><text x=\"150\" y=\"%d\">atomic "
            "(or several kinds)</text><rect class=\"key sector\" x=\"340\" y=\"%d\" width=\"10\" height=\"10\"/>"
            "<text x=\"354\" y=\"%d\">a sector moved</text>\n", ny - 9, ny, ny - 9, ny);
    notes(in, &c, (uint64_t)nl, nd, f, ny + 20);
    gi_svg_end(f);
    free(k), free(rowy);
    return 0;
}

static int banks_picture(gi_mempic *p, const gi_mp_inst *in, FILE *f)
{
    const gi_mem_geometry *g = &p->geo;
    cols c = columns(in);
    uint16_t ways[GI_MEM_GROUPS][GI_MEM_BANKS];
    gi_mem_fig fig;
    if (gi_mem_figures(g, GI_MSP_SHARED, in->recs, in->nrecs, &p->ids, &fig, ways)) return -1;
    unsigned banks = g->banks < GI_MEM_BANKS ? g->banks : GI_MEM_BANKS;
    size_t ncell = (size_t)banks * (size_t)c.n;
    uint64_t *word = malloc(ncell * sizeof *word);   /* the first word a lane touched in a bank, + 1 */
    if (!word) return -1;
    memset(word, 0, ncell * sizeof *word);
    unsigned ngroups = 1;
    for (size_t i = 0; i < in->nrecs; i++) {
        const gi_mem_rec *r = &in->recs[i];
        int col = col_of(&c, r->lane);
        if (col < 0 || !r->size) continue;
        unsigned grp = gi_mem_group(g, r->lane);
        if (grp + 1 > ngroups) ngroups = grp + 1;
        for (uint64_t w = r->addr / g->bank_bytes; w <= (r->addr + r->size - 1) / g->bank_bytes; w++) {
            uint64_t *cell = &word[(size_t)(w % banks) * (size_t)c.n + (size_t)col];
            if (!*cell) *cell = w + 1;
        }
    }
    int bottom = TOP + (int)banks * RH;
    unsigned width = LEFT + (unsigned)c.n * CW + 24 + ngroups * 90, height = (unsigned)bottom + 90;
    if (width < 1060) width = 1060;
    header(p, in, f, width, height);
    char t[160];
    snprintf(t, sizeof t, "x: lane;  y: bank (word = byte offset / %u, bank = word mod %u); red: the bank serves "
             "several words to the lane's group", g->bank_bytes, banks);
    gi_svg_text(f, 8, 72, "axis", "start", t);
    gi_svg_text(f, LEFT - 4, TOP - 6, "axis", "end", "bank");
    lane_axis(&c, f, TOP - 6);
    fprintf(f, "<rect class=\"frame\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%u\"/>\n", LEFT, TOP, c.n * CW, banks * RH);
    for (unsigned b = 0; b < banks; b++) {
        snprintf(t, sizeof t, "%u", b);
        gi_svg_text(f, LEFT - 4, TOP + (int)(b * RH) + 10, NULL, "end", t);
    }
    for (unsigned grp = 1; grp < ngroups; grp++) {   /* lane group boundaries */
        int x = LEFT + (c.wide + (int)(grp * g->bank_lanes)) * CW;
        if (x < LEFT + c.n * CW)
            fprintf(f, "<line class=\"grid\" x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n", x, TOP - 4, x, bottom + 4);
    }
    for (unsigned b = 0; b < banks; b++)
        for (int col = 0; col < c.n; col++) {
            uint64_t w = word[(size_t)b * (size_t)c.n + (size_t)col];
            if (!w) continue;
            int lane = col - c.wide;
            unsigned n = ways[gi_mem_group(g, lane)][b];
            fprintf(f, "<rect class=\"access %s\" x=\"%d\" y=\"%u\" width=\"%d\" height=\"%d\"><title>",
                    n > 1 ? "conflict" : "ok", LEFT + col * CW + 1, TOP + b * RH + 1, CW - 2, RH - 2);
            snprintf(t, sizeof t, "%s%d: word %" PRIu64 " (offset 0x%" PRIx64 "), bank %u, %u-way", lane < 0 ? "wave-wide" : "lane ",
                     lane < 0 ? 0 : lane, w - 1, (w - 1) * g->bank_bytes, b, n);
            gi_svg_esc(f, t);
            fputs("</title></rect>\n", f);
        }
    int sx = LEFT + c.n * CW + 24;
    for (unsigned grp = 0; grp < ngroups; grp++) {
        snprintf(t, sizeof t, "lanes %u-%u", grp * g->bank_lanes, (grp + 1) * g->bank_lanes - 1);
        gi_svg_text(f, sx + (int)grp * 90, TOP - 6, NULL, "start", t);
        for (unsigned b = 0; b < banks; b++) {
            unsigned n = ways[grp][b];
            if (!n) continue;
            fprintf(f, "<rect class=\"bank%s\" id=\"bank-%u-%u\" data-group=\"%u\" data-bank=\"%u\" data-ways=\"%u\" "
                    "x=\"%d\" y=\"%u\" width=\"80\" height=\"%d\"/>", n > 1 ? " conflict" : "", grp, b, grp, b, n,
                    sx + (int)grp * 90, TOP + b * RH, RH);
            if (n > 1) snprintf(t, sizeof t, "%u-way", n);
            else snprintf(t, sizeof t, "1 word");
            gi_svg_text(f, sx + (int)grp * 90 + 4, TOP + (int)(b * RH) + 10, NULL, "start", t);
        }
    }
    int ny = bottom + 20;
    fprintf(f, "<rect class=\"key ok\" x=\"8\" y=\"%d\" width=\"10\" height=\"10\"/><text x=\"22\" y=\"%d\">one word in the "
            "bank (several lanes reading it: a broadcast)</text><rect class=\"key conflict\" x=\"440\" y=\"%d\" width=\"10\" "
            "height=\"10\"/><text x=\"454\" y=\"%d\">a conflict: N-way = N distinct words</text>\n", ny - 9, ny, ny - 9, ny);
    notes(in, &c, 0, 0, f, ny + 20);
    gi_svg_end(f);
    free(word);
    return 0;
}

int gi_mp_inst_write(gi_mempic *p, const gi_mp_inst *in, FILE *f)
{
    return in->space == GI_MSP_SHARED ? banks_picture(p, in, f) : lines_picture(p, in, f);
}
