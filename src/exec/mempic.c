/* The collector of the memory pictures (exec/mempic.h): takes the wave
 * accesses `gpuisa report` closes, with the figures it computed, keeps per
 * instruction a copy of its representative execution (the one touching the
 * most cache lines, or for shared memory the one with the worst bank
 * conflict; the first on ties), feeds the heat map, and at the end writes the
 * files. Memory: one row per instruction, at most GI_MEMPIC_MAX_INSTS kept
 * executions of at most GI_MEMPIC_MAX_RECS records, the heat map's grid. */
#define _POSIX_C_SOURCE 200809L
#include "exec/mempic_int.h"
#include "exec/svgw.h"
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

gi_mempic *gi_mempic_new(const gi_mem_geometry *geo, const char *isa, const char *target)
{
    gi_mempic *p = calloc(1, sizeof *p);
    if (!p) return NULL;
    p->geo = *geo;
    snprintf(p->isa, sizeof p->isa, "%s", isa);
    snprintf(p->target, sizeof p->target, "%s", target);
    p->tw = 1;
    return p;
}

void gi_mempic_free(gi_mempic *p)
{
    if (!p) return;
    for (size_t i = 0; i < p->cap; i++) free(p->tab[i].inst), free(p->tab[i].recs);
    for (int s = 0; s < GI_MSP_N; s++)
        for (int b = 0; b < p->heat[s].nbands; b++) free(p->heat[s].band[b].cnt);
    free(p->tab), free(p->ids.v), free(p);
}

static size_t slot(uint64_t pc, int space, size_t cap)
{
    return (size_t)((pc * 4 + (uint64_t)space) * 0x9e3779b97f4a7c15ull >> 20) & (cap - 1);
}

static gi_mp_inst *lookup(gi_mempic *p, uint64_t pc, int space)
{
    if (2 * (p->n + 1) > p->cap) {
        size_t ncap = p->cap ? p->cap * 2 : 64;
        gi_mp_inst *nt = calloc(ncap, sizeof *nt);
        if (!nt) return NULL;
        for (size_t i = 0; i < p->cap; i++) {
            if (!p->tab[i].used) continue;
            size_t h = slot(p->tab[i].pc, p->tab[i].space, ncap);
            while (nt[h].used) h = (h + 1) & (ncap - 1);
            nt[h] = p->tab[i];
        }
        free(p->tab);
        p->tab = nt, p->cap = ncap;
    }
    size_t h = slot(pc, space, p->cap);
    while (p->tab[h].used && !(p->tab[h].pc == pc && p->tab[h].space == space)) h = (h + 1) & (p->cap - 1);
    gi_mp_inst *in = &p->tab[h];
    if (!in->used) {
        in->used = 1, in->pc = pc, in->space = space;
        in->drawn = p->ndrawn < GI_MEMPIC_MAX_INSTS;
        p->ndrawn += (size_t)in->drawn;
        p->n++;
    }
    return in;
}

/* Is a better than b as the picture of an instruction? */
static int better(int space, const gi_mem_fig *a, const gi_mem_fig *b)
{
    uint64_t x[3] = {a->lines, a->sectors, a->lanes}, y[3] = {b->lines, b->sectors, b->lanes};
    if (space == GI_MSP_SHARED) x[0] = a->ways, x[1] = a->extra, y[0] = b->ways, y[1] = b->extra;
    for (int i = 0; i < 3; i++)
        if (x[i] != y[i]) return x[i] > y[i];
    return 0;   /* a tie: the first stays */
}

int gi_mempic_access_add(gi_mempic *p, const gi_mempic_access *a)
{
    if (a->space < 0 || a->space >= GI_MSP_N || !a->nrecs) return 0;
    p->nexec++;
    gi_mp_inst *in = lookup(p, a->pc, a->space);
    if (!in) return -1;
    if (!in->inst && a->inst && !(in->inst = strdup(a->inst))) return -1;
    for (size_t i = 0; i < a->nrecs; i++) {
        const gi_mem_rec *r = &a->recs[i];
        in->kinds |= r->kind;
        if (gi_mp_heat_add(p, a->space, r->addr, r->size, r->kind)) return -1;
    }
    in->execs++;
    if (!in->drawn) return 0;
    if (in->rep_exec && !better(a->space, a->fig, &in->rep)) return 0;
    size_t keep = a->nrecs < GI_MEMPIC_MAX_RECS ? a->nrecs : GI_MEMPIC_MAX_RECS;
    gi_mem_rec *k = realloc(in->recs, keep * sizeof *k);
    if (!k) return -1;
    memcpy(k, a->recs, keep * sizeof *k);
    in->recs = k, in->nrecs = keep, in->rep_records = a->nrecs;
    in->rep = *a->fig, in->rep_exec = in->execs, in->rep_wave = a->wave;
    memcpy(in->rep_group, a->group, sizeof in->rep_group);
    return 0;
}

void gi_mempic_figures(gi_mempic *p, uint64_t pc, int space, const gi_mempic_fig *f)
{
    gi_mp_inst *in = lookup(p, pc, space);
    if (!in) return;
    in->fig = *f, in->have_fig = 1;
    in->fig.inst = NULL;
    if (!in->inst && f->inst) in->inst = strdup(f->inst);   /* NULL when out of memory: "(no text)" */
}

static int inst_order(const void *a, const void *b)
{
    const gi_mp_inst *x = *(const gi_mp_inst *const *)a, *y = *(const gi_mp_inst *const *)b;
    if (x->pc != y->pc) return x->pc < y->pc ? -1 : 1;
    return x->space - y->space;
}

static FILE *open_in(const char *dir, const char *name, char *err, size_t errlen)
{
    size_t n = strlen(dir) + strlen(name) + 2;
    char *path = malloc(n);
    if (!path) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    snprintf(path, n, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    if (!f) snprintf(err, errlen, "cannot write '%s': %s", path, strerror(errno));
    free(path);
    return f;
}

static int close_file(FILE *f, int st, const char *name, char *err, size_t errlen)
{
    if (ferror(f)) st = -1;
    if (fclose(f) != 0) st = -1;
    if (st) snprintf(err, errlen, "error writing '%s'", name);
    return st;
}

void gi_mp_file_name(const gi_mp_inst *in, char *out, size_t n)
{
    snprintf(out, n, "pc%" PRIu64 "-%s.svg", in->pc, gi_mem_space_names[in->space]);
}

int gi_mempic_write(gi_mempic *p, const char *dir, char *err, size_t errlen)
{
    if (mkdir(dir, 0777) && errno != EEXIST) {
        snprintf(err, errlen, "cannot create '%s': %s", dir, strerror(errno));
        return -1;
    }
    gi_mp_inst **v = malloc((p->n ? p->n : 1) * sizeof *v);
    if (!v) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    size_t n = 0;
    for (size_t i = 0; i < p->cap; i++)
        if (p->tab[i].used) v[n++] = &p->tab[i];
    qsort(v, n, sizeof *v, inst_order);
    int st = 0;
    for (size_t i = 0; i < n && !st; i++) {
        if (!v[i]->drawn || !v[i]->rep_exec) continue;
        char name[64];
        gi_mp_file_name(v[i], name, sizeof name);
        FILE *f = open_in(dir, name, err, errlen);
        if (!f) st = -1;
        else st = close_file(f, gi_mp_inst_write(p, v[i], f), name, err, errlen);
    }
    if (!st) {
        FILE *f = open_in(dir, "heatmap.svg", err, errlen);
        if (!f) st = -1;
        else st = close_file(f, gi_mp_heat_write(p, f), "heatmap.svg", err, errlen);
    }
    if (!st) {
        FILE *f = open_in(dir, "index.html", err, errlen);
        if (!f) st = -1;
        else st = close_file(f, gi_mp_index_write(p, v, n, f), "index.html", err, errlen);
    }
    free(v);
    return st;
}
