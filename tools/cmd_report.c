/* gpuisa report TRACE.csv[.gz] [--json] [--svg DIR]: what the memory instructions of a
 * trace (`run --trace-memory`, docs/memory-trace.md; CSV, gzip CSV or Parquet, read by
 * tools/trace_read.h) did, per instruction:
 * executions (wave accesses), lanes, bytes requested, 32-byte sectors and
 * cache lines per wave access, bytes moved, shared-memory bank conflicts and
 * the stride pattern of each wave access; totals for the kernel.
 *
 * Streaming: the records of one wave access (consecutive records of one
 * workgroup, wave, pc and space) are held until the access ends, then folded
 * into the instruction's sums; nothing else of the trace stays in memory.
 * With --svg DIR the same pass hands each wave access, with its figures, to the pictures
 * (src/exec/mempic.h); before it a first pass reads the file once more for the addresses alone,
 * from which the heat map's bands are planned (src/exec/mempic_plan.h).
 * Exit status 0, or 1 for an unreadable or malformed trace. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"
#include "exec/memfig.h"
#include "exec/mempic.h"
#include "exec/mempic_plan.h"
#include "trace_read.h"
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* The memory geometry of an ISA and target (docs/memory-trace.md "Geometry"), the spaces and
 * kinds: src/exec/memgeom.h, shared with the pictures of --svg. */
typedef gi_mem_geometry geometry;
enum { SP_GLOBAL = GI_MSP_GLOBAL, SP_SHARED = GI_MSP_SHARED, SP_LOCAL = GI_MSP_LOCAL, SP_CONST = GI_MSP_CONST,
       NSPACE = GI_MSP_N };
enum { K_LOAD = GI_MK_LOAD, K_STORE = GI_MK_STORE, K_ATOMIC = GI_MK_ATOMIC };
/* P_TILE last: the JSON's "patterns" keeps the order of the first five (docs/memory-trace.md). */
enum { P_UNIFORM, P_UNIT, P_STRIDED, P_GATHER, P_SCALAR, P_TILE, NPAT };
static const char *const pat_names[NPAT] = {"uniform", "unit", "strided", "gather", "scalar", "tile"};

typedef gi_mem_rec rec;   /* one record of the current wave access (exec/memfig.h) */

typedef struct agg {          /* one instruction in one space */
    int used;
    uint64_t pc;
    int space;
    char *inst;
    unsigned kinds;
    uint64_t execs, records, failed, lanes, bytes, sectors, lines, bank_extra, bank_max;
    uint64_t pat[NPAT];
    int64_t stride;           /* of the strided accesses, when they all had the same */
    int stride_set, stride_mixed;
    int64_t tile_width, tile_pitch;   /* of the tile accesses, when they all had the same */
    int tile_set, tile_mixed;
} agg;

typedef struct report {
    geometry geo;
    char isa[32], target[32];
    agg *tab;                 /* open addressing on (pc, space) */
    size_t cap, n;
    /* the current wave access */
    int cur_open;
    uint32_t cg[3], cwave;
    uint64_t cpc;
    int cspace;
    unsigned ckinds;
    char *cinst;
    rec *recs;
    size_t nrecs, caprecs;
    uint64_t cfailed;
    gi_mem_ids ids;           /* scratch of the access's figures */
    gi_mempic *pic;           /* --svg: the closed accesses go to the pictures too */
    uint64_t total_records;
} report;

static _Noreturn void oom(void)
{
    fprintf(stderr, "gpuisa: out of memory\n");
    exit(1);
}

static void *xrealloc(void *p, size_t n)
{
    void *q = realloc(p, n ? n : 1);
    if (!q) oom();
    return q;
}

static agg *lookup(report *r, uint64_t pc, int space)
{
    if (2 * (r->n + 1) > r->cap) {   /* grow and rehash */
        size_t ncap = r->cap ? r->cap * 2 : 256;
        agg *nt = calloc(ncap, sizeof *nt);
        if (!nt) oom();
        for (size_t i = 0; i < r->cap; i++) {
            if (!r->tab[i].used) continue;
            size_t h = (size_t)((r->tab[i].pc * 4 + (uint64_t)r->tab[i].space) * 0x9e3779b97f4a7c15ull >> 20) & (ncap - 1);
            while (nt[h].used) h = (h + 1) & (ncap - 1);
            nt[h] = r->tab[i];
        }
        free(r->tab);
        r->tab = nt, r->cap = ncap;
    }
    size_t h = (size_t)((pc * 4 + (uint64_t)space) * 0x9e3779b97f4a7c15ull >> 20) & (r->cap - 1);
    while (r->tab[h].used && !(r->tab[h].pc == pc && r->tab[h].space == space)) h = (h + 1) & (r->cap - 1);
    agg *a = &r->tab[h];
    if (!a->used) {
        memset(a, 0, sizeof *a);
        a->used = 1, a->pc = pc, a->space = space;
        r->n++;
    }
    return a;
}

/* A 2-D tile (docs/memory-trace.md "pattern"): lanes in rows of w (lane l in row l / w, column
 * l % w), each row of unit stride (columns size0 bytes apart), the rows a constant pitch apart:
 * first[l] = first[a] + (l % w - a % w) * size0 + (l / w - a / w) * pitch for every present lane,
 * a the lowest. Needs two rows with a present lane and one row with two (the unit stride seen);
 * the smallest such w wins. A pitch of w * size0 would be the unit pattern (tested before). */
static int tile_of(const uint64_t *first, uint64_t have, int a, uint64_t size0, int64_t *width, int64_t *pitch)
{
    int64_t sz = (int64_t)size0;
    int brk = 64;   /* the first present lane off the unit stride from a: a's row must end before it */
    for (int l = a + 1; l < 64 && brk == 64; l++)
        if ((have >> l & 1) && (int64_t)(first[l] - first[a]) != (int64_t)(l - a) * sz) brk = l;
    for (int w = 2; w < 64; w++) {
        if ((a / w + 1) * w > brk) continue;
        int b = -1, pair = 0;
        uint64_t rows_with_one = 0;   /* rows seen once so far (bit per row) */
        for (int l = a + 1; l < 64 && !(b >= 0 && pair); l++) {
            if (!(have >> l & 1)) continue;
            if (l / w != a / w) {
                if (b < 0) b = l;
                if (rows_with_one >> (l / w) & 1) pair = 1;
                rows_with_one |= 1ull << (l / w);
            } else
                pair = 1;
        }
        if (b < 0 || !pair) continue;
        int64_t dr = b / w - a / w;
        int64_t rest = (int64_t)(first[b] - first[a]) - (int64_t)(b % w - a % w) * sz;
        if (rest % dr) continue;
        int64_t p = rest / dr;
        int ok = 1;
        for (int l = a + 1; l < 64 && ok; l++)
            if ((have >> l & 1) &&
                (int64_t)(first[l] - first[a]) != (int64_t)(l % w - a % w) * sz + (int64_t)(l / w - a / w) * p)
                ok = 0;
        if (!ok) continue;
        *width = w, *pitch = p;
        return 1;
    }
    return 0;
}

/* The stride pattern of a wave access: each lane's first record. */
static int pattern(const report *r, int64_t *stride, int64_t *width)
{
    uint64_t first[64] = {0}, size0 = 0;
    uint64_t have = 0;
    int scalar = 0;
    for (size_t i = 0; i < r->nrecs; i++) {
        const rec *e = &r->recs[i];
        if (e->lane < 0 || e->lane > 63) {
            scalar = 1;
            continue;
        }
        if (have >> e->lane & 1) continue;
        have |= 1ull << e->lane;
        first[e->lane] = e->addr;
    }
    if (!have) return scalar ? P_SCALAR : P_UNIFORM;
    int l0 = -1, l1 = -1;
    for (int l = 0; l < 64; l++)
        if (have >> l & 1) {
            if (l0 < 0) l0 = l;
            else if (l1 < 0) l1 = l;
        }
    for (size_t i = 0; i < r->nrecs; i++)
        if (r->recs[i].lane == l0) {
            size0 = r->recs[i].size;
            break;
        }
    int same = 1;
    for (int l = 0; l < 64; l++)
        if ((have >> l & 1) && first[l] != first[l0]) same = 0;
    if (same) return P_UNIFORM;
    int64_t d = (int64_t)(first[l1] - first[l0]), dl = l1 - l0;
    int affine = d % dl == 0;
    int64_t s = affine ? d / dl : 0;
    for (int l = 0; l < 64 && affine; l++)
        if ((have >> l & 1) && (int64_t)(first[l] - first[l0]) != (int64_t)(l - l0) * s) affine = 0;
    if (affine) {
        *stride = s;
        return (uint64_t)s == size0 ? P_UNIT : P_STRIDED;
    }
    return size0 && tile_of(first, have, l0, size0, width, stride) ? P_TILE : P_GATHER;
}

static void close_access(report *r)
{
    if (!r->cur_open) return;
    r->cur_open = 0;
    agg *a = lookup(r, r->cpc, r->cspace);
    if (!a->inst) a->inst = r->cinst, r->cinst = NULL;
    free(r->cinst);
    r->cinst = NULL;
    a->kinds |= r->ckinds;
    a->failed += r->cfailed;
    if (!r->nrecs) return;   /* only failed accesses */
    a->execs++;
    a->records += r->nrecs;
    for (size_t i = 0; i < r->nrecs; i++) a->bytes += r->recs[i].size;
    gi_mem_fig f;
    if (gi_mem_figures(&r->geo, r->cspace, r->recs, r->nrecs, &r->ids, &f, NULL)) oom();
    if (r->pic) {
        gi_mempic_access pa = {{r->cg[0], r->cg[1], r->cg[2]}, r->cwave, r->cpc, r->cspace, a->inst, r->recs, r->nrecs, &f};
        if (gi_mempic_access_add(r->pic, &pa)) oom();
    }
    a->lanes += f.lanes;
    a->sectors += f.sectors, a->lines += f.lines;   /* 0 for shared */
    a->bank_extra += f.extra;
    if (f.ways > a->bank_max) a->bank_max = f.ways;
    int64_t s = 0, w = 0;
    int p = pattern(r, &s, &w);
    a->pat[p]++;
    if (p == P_STRIDED) {
        if (a->stride_set && a->stride != s) a->stride_mixed = 1;
        a->stride = s, a->stride_set = 1;
    }
    if (p == P_TILE) {   /* s is the row pitch */
        if (a->tile_set && (a->tile_width != w || a->tile_pitch != s)) a->tile_mixed = 1;
        a->tile_width = w, a->tile_pitch = s, a->tile_set = 1;
    }
    r->nrecs = 0;
}

static int agg_order(const void *a, const void *b)
{
    const agg *x = a, *y = b;
    if (x->pc != y->pc) return x->pc < y->pc ? -1 : 1;
    return x->space - y->space;
}

static void kinds_text(unsigned k, char *out)
{
    out[0] = 0;
    if (k & K_LOAD) strcat(out, "load");
    if (k & K_STORE) strcat(out, out[0] ? "+store" : "store");
    if (k & K_ATOMIC) strcat(out, out[0] ? "+atomic" : "atomic");
}

static void json_str(FILE *o, const char *s)
{
    fputc('"', o);
    for (; s && *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') fprintf(o, "\\%c", c);
        else if (c < 0x20) fprintf(o, "\\u%04x", c);
        else fputc(c, o);
    }
    fputc('"', o);
}

static double per(uint64_t a, uint64_t b)
{
    return b ? (double)a / (double)b : 0.0;
}

static void print_text(const report *r, const agg *v, size_t n, FILE *o)
{
    const geometry *g = &r->geo;
    fprintf(o, "%s %s: %u-byte sectors, %u-byte lines, shared memory %u banks x %u bytes per %u lanes\n", r->isa,
            r->target, g->sector, g->line, g->banks, g->bank_bytes, g->bank_lanes);
    uint64_t t_exec = 0, t_rec = 0, t_bytes = 0, t_sec = 0, t_lines = 0, t_extra = 0, t_failed = 0, t_pat[NPAT] = {0};
    for (size_t i = 0; i < n; i++) {
        const agg *a = &v[i];
        char kinds[32];
        kinds_text(a->kinds, kinds);
        fprintf(o, "pc %" PRIu64 " %s %s: %s\n", a->pc, gi_mem_space_names[a->space], kinds[0] ? kinds : "-",
                a->inst && a->inst[0] ? a->inst : "(no text)");
        fprintf(o, "  executions %" PRIu64 ", lane accesses %" PRIu64 ", lanes %.2f per execution, bytes %" PRIu64
                " (%.2f per execution)", a->execs, a->records, per(a->lanes, a->execs), a->bytes, per(a->bytes, a->execs));
        if (a->failed) fprintf(o, ", failed %" PRIu64, a->failed);
        fputc('\n', o);
        if (a->space == SP_SHARED)
            fprintf(o, "  bank conflicts: %" PRIu64 "-way at most, %" PRIu64 " extra wavefronts (%.2f per execution)\n",
                    a->bank_max, a->bank_extra, per(a->bank_extra, a->execs));
        else
            fprintf(o, "  sectors %" PRIu64 " (%.2f per execution), lines %" PRIu64 " (%.2f per execution), moved %" PRIu64
                    " bytes\n", a->sectors, per(a->sectors, a->execs), a->lines, per(a->lines, a->execs),
                    a->sectors * g->sector);
        fputs("  pattern:", o);
        for (int p = 0; p < NPAT; p++) {
            if (!a->pat[p]) continue;
            fprintf(o, " %s %" PRIu64, pat_names[p], a->pat[p]);
            if (p == P_STRIDED) {
                if (a->stride_mixed) fputs(" (mixed strides)", o);
                else fprintf(o, " (stride %" PRId64 ")", a->stride);
            }
            if (p == P_TILE) {
                if (a->tile_mixed) fputs(" (mixed tiles)", o);
                else fprintf(o, " (%" PRId64 " lanes a row, pitch %" PRId64 ")", a->tile_width, a->tile_pitch);
            }
        }
        fputc('\n', o);
        t_exec += a->execs, t_rec += a->records, t_bytes += a->bytes, t_failed += a->failed;
        if (a->space == SP_SHARED) t_extra += a->bank_extra;
        else t_sec += a->sectors, t_lines += a->lines;
        for (int p = 0; p < NPAT; p++) t_pat[p] += a->pat[p];
    }
    fprintf(o, "total: %zu instructions, %" PRIu64 " executions, %" PRIu64 " lane accesses, %" PRIu64
            " bytes, %" PRIu64 " sectors, %" PRIu64 " lines, %" PRIu64 " extra bank wavefronts", n, t_exec, t_rec,
            t_bytes, t_sec, t_lines, t_extra);
    if (t_failed) fprintf(o, ", failed %" PRIu64, t_failed);
    fputc('\n', o);
}

static void print_json(const report *r, const agg *v, size_t n, FILE *o)
{
    const geometry *g = &r->geo;
    fputs("{\"isa\": ", o);
    json_str(o, r->isa);
    fputs(", \"target\": ", o);
    json_str(o, r->target);
    fprintf(o, ", \"sector_bytes\": %u, \"line_bytes\": %u, \"banks\": %u, \"bank_bytes\": %u, \"bank_lanes\": %u, "
            "\"instructions\": [", g->sector, g->line, g->banks, g->bank_bytes, g->bank_lanes);
    uint64_t t_exec = 0, t_rec = 0, t_bytes = 0, t_sec = 0, t_lines = 0, t_extra = 0, t_failed = 0;
    for (size_t i = 0; i < n; i++) {
        const agg *a = &v[i];
        char kinds[32];
        kinds_text(a->kinds, kinds);
        fprintf(o, "%s{\"pc\": %" PRIu64 ", \"inst\": ", i ? ", " : "", a->pc);
        json_str(o, a->inst);
        fprintf(o, ", \"space\": \"%s\", \"kind\": \"%s\", \"executions\": %" PRIu64 ", \"lane_accesses\": %" PRIu64
                ", \"lanes\": %" PRIu64 ", \"bytes\": %" PRIu64 ", \"failed\": %" PRIu64,
                gi_mem_space_names[a->space], kinds, a->execs, a->records, a->lanes, a->bytes, a->failed);
        if (a->space == SP_SHARED)
            fprintf(o, ", \"bank_conflict_max_ways\": %" PRIu64 ", \"bank_extra_wavefronts\": %" PRIu64, a->bank_max,
                    a->bank_extra);
        else
            fprintf(o, ", \"sectors\": %" PRIu64 ", \"lines\": %" PRIu64 ", \"bytes_moved\": %" PRIu64, a->sectors,
                    a->lines, a->sectors * g->sector);
        fputs(", \"patterns\": {", o);
        for (int p = 0; p < NPAT; p++) fprintf(o, "%s\"%s\": %" PRIu64, p ? ", " : "", pat_names[p], a->pat[p]);
        fputc('}', o);
        if (a->pat[P_STRIDED] && !a->stride_mixed) fprintf(o, ", \"stride\": %" PRId64, a->stride);
        if (a->pat[P_TILE] && !a->tile_mixed)
            fprintf(o, ", \"tile_width\": %" PRId64 ", \"tile_pitch\": %" PRId64, a->tile_width, a->tile_pitch);
        fputc('}', o);
        t_exec += a->execs, t_rec += a->records, t_bytes += a->bytes, t_failed += a->failed;
        if (a->space == SP_SHARED) t_extra += a->bank_extra;
        else t_sec += a->sectors, t_lines += a->lines;
    }
    fprintf(o, "], \"totals\": {\"instructions\": %zu, \"executions\": %" PRIu64 ", \"lane_accesses\": %" PRIu64
            ", \"bytes\": %" PRIu64 ", \"sectors\": %" PRIu64 ", \"lines\": %" PRIu64
            ", \"bank_extra_wavefronts\": %" PRIu64 ", \"failed\": %" PRIu64 "}}\n",
            n, t_exec, t_rec, t_bytes, t_sec, t_lines, t_extra, t_failed);
}

/* The pictures of --svg: the report's figures of each instruction, then the files. */
static int write_pictures(gi_mempic *pic, const agg *v, size_t n, const char *dir)
{
    for (size_t i = 0; i < n; i++) {
        const agg *a = &v[i];
        gi_mempic_fig fig = {a->kinds,    a->execs,    a->records,    a->bytes, a->sectors,
                             a->lines,    a->bank_max, a->bank_extra, a->inst};
        gi_mempic_figures(pic, a->pc, a->space, &fig);
    }
    char err[256];
    if (!gi_mempic_write(pic, dir, err, sizeof err)) return 0;
    fprintf(stderr, "gpuisa: --svg: %s\n", err);
    return 1;
}

/* The first pass of --svg: every drawn record's address (status ok, a known space), for the
 * heat map's bands. A file that cannot be read or parsed ends the pass quietly: the report's
 * own pass meets the same error and says so. NULL (no plan: the bands are chosen online) for
 * what is not a regular file, such as a pipe, which could not be read a second time. */
static gi_mempic_plan *plan_pass(const char *path)
{
    struct stat st;
    if (stat(path, &st) || !S_ISREG(st.st_mode)) return NULL;
    gi_mempic_plan *pl = gi_mempic_plan_new(0);
    if (!pl) oom();
    char err[640];
    gi_trace_reader *f = gi_trace_reader_open(path, err, sizeof err);
    if (!f) return pl;
    gi_trace_row row;
    while (gi_trace_reader_next(f, &row) > 0) {
        if (!row.ok) continue;
        for (int s = 0; s < NSPACE; s++)
            if (!strcmp(row.space, gi_mem_space_names[s]) && gi_mempic_plan_add(pl, s, row.address)) oom();
    }
    gi_trace_reader_close(f);
    return pl;
}

int gi_report_file(const char *path, int json, FILE *out, const char *svg_dir)
{
    char err[640];
    gi_trace_reader *f = gi_trace_reader_open(path, err, sizeof err);
    if (!f) {
        fprintf(stderr, "gpuisa: %s\n", err);
        return 1;
    }
    report r;
    memset(&r, 0, sizeof r);
    gi_mempic *pic = NULL;
    gi_mempic_plan *plan = svg_dir ? plan_pass(path) : NULL;
    int status = 0, got;
    gi_trace_row row;
    while ((got = gi_trace_reader_next(f, &row)) > 0) {
        if (!r.isa[0]) {
            snprintf(r.isa, sizeof r.isa, "%s", row.isa);
            snprintf(r.target, sizeof r.target, "%s", row.target);
            r.geo = gi_mem_geometry_of(r.isa, r.target);
            if (svg_dir && !(pic = r.pic = gi_mempic_new(&r.geo, r.isa, r.target))) oom();
            if (pic && plan && gi_mempic_plan_apply(plan, pic)) oom();
            gi_mempic_plan_free(plan);   /* the bands are set: the regions are no longer needed */
            plan = NULL;
        }
        const uint32_t *g = row.group;
        uint32_t wave = row.wave;
        uint64_t pc = row.pc;
        int space = -1;
        for (int s = 0; s < NSPACE; s++)
            if (!strcmp(row.space, gi_mem_space_names[s])) space = s;
        const char *k = row.kind;
        unsigned kind = !strcmp(k, "load") ? K_LOAD : !strcmp(k, "store") ? K_STORE : !strcmp(k, "atomic") ? K_ATOMIC : 0;
        if (space < 0 || !kind) {
            fprintf(stderr, "gpuisa: %s: unknown space or kind\n", gi_trace_reader_where(f, err, sizeof err));
            status = 1;
            goto done;
        }
        if (!r.cur_open || r.cpc != pc || r.cspace != space || r.cwave != wave || memcmp(r.cg, g, sizeof r.cg)) {
            close_access(&r);
            r.cur_open = 1, r.cpc = pc, r.cspace = space, r.cwave = wave, r.ckinds = 0, r.cfailed = 0;
            memcpy(r.cg, g, sizeof r.cg);
            r.cinst = strdup(row.inst);
        }
        r.ckinds |= kind;
        r.total_records++;
        if (!row.ok) {
            r.cfailed++;
            continue;
        }
        if (r.nrecs == r.caprecs) r.caprecs = r.caprecs ? r.caprecs * 2 : 64, r.recs = xrealloc(r.recs, r.caprecs * sizeof *r.recs);
        r.recs[r.nrecs++] = (rec){row.lane, kind, row.address, row.size};
    }
    if (got < 0) {
        fprintf(stderr, "gpuisa: %s\n", gi_trace_reader_error(f));
        status = 1;
        goto done;
    }
    close_access(&r);
    agg *v = xrealloc(NULL, (r.n ? r.n : 1) * sizeof *v);
    size_t n = 0;
    for (size_t i = 0; i < r.cap; i++)
        if (r.tab[i].used) v[n++] = r.tab[i];
    qsort(v, n, sizeof *v, agg_order);
    if (!r.isa[0])
        snprintf(r.isa, sizeof r.isa, "-"), snprintf(r.target, sizeof r.target, "-"), r.geo = gi_mem_geometry_of("", "");
    if (out && json) print_json(&r, v, n, out);
    else if (out) print_text(&r, v, n, out);
    if (svg_dir && !pic && !(pic = gi_mempic_new(&r.geo, r.isa, r.target))) oom();   /* an empty trace */
    if (svg_dir) status = write_pictures(pic, v, n, svg_dir);
    free(v);
done:
    for (size_t i = 0; i < r.cap; i++) free(r.tab[i].inst);
    free(r.tab), free(r.recs), free(r.ids.v), free(r.cinst);
    gi_mempic_free(pic);
    gi_mempic_plan_free(plan);
    gi_trace_reader_close(f);
    return status;
}

void gi_report_help(FILE *f)
{
    fprintf(f, "usage: gpuisa report TRACE.csv[.gz]|TRACE.parquet [--json] [--svg DIR]\n");
}

int gi_cmd_report(int argc, char **argv)
{
    const char *in = NULL, *svg = NULL, *v;
    int json = 0;
    for (int i = 2; i < argc; i++) {
        if (!strcmp(argv[i], "--json")) json = 1;
        else if ((v = gi_cli_opt_value(argc, argv, &i, "svg"))) svg = v;
        else if (argv[i][0] != '-' && !in) in = argv[i];
        else {
            gi_report_help(stderr);
            return 1;
        }
    }
    if (!in) {
        gi_report_help(stderr);
        return 1;
    }
    int st = gi_report_file(in, json, stdout, svg);
    if (fflush(stdout) != 0) {
        fprintf(stderr, "gpuisa: error writing the report\n");
        st = 1;
    }
    return st;
}
