/* A SASS kernel launch with the CUDA sm_5x ABI (CONTRACT.md "gpuisa run --launch",
 * docs/sass.md "Launching a kernel"): constant bank 0 holds the launch's sizes at
 * 0x8..0x1c, the local-memory stack top at 0x20 and the parameters from 0x140 (each
 * aligned to its size); every CTA runs on a worker thread, its warps round-robin, each
 * until it exits or waits at BAR.SYNC, sharing the CTA's shared memory. A warp that has
 * exited no longer holds the barrier back (a CTA's barrier counts the warps still
 * running). The code is the assembled program (hardware layout: control word and three
 * instructions per 32 bytes), entered at its first instruction. */
#include "sass/launch.h"
#include "exec/launch_group.h"
#include "exec/memtrace.h"
#include "sass/exec.h"
#include "sass/obj/cubin.h"
#include "sass/sass.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BUFFER_BASE 0x100000000ull   /* buffers above 4 GiB: a 32-bit address of one faults */
enum {
    MAX_WARPS = 1024 / 32,
    PARAM_BASE = 0x140,
    PARAM_END = 0x140 + 4096,        /* CUDA: 4 KiB of parameters */
    LOCAL_SIZE = 16384,              /* bytes of local memory per thread; c[0x0][0x20] = its top */
    SHARED_MAX = 48 * 1024           /* sm_5x: 48 KiB of shared memory per CTA */
};

typedef struct worker {
    gi_mem view;             /* view.global: this thread's view of the launch's global memory */
    gi_mem smem;             /* smem.shared: the current CTA's shared memory */
    gi_machine m[MAX_WARPS];
    void *w[MAX_WARPS];
    unsigned nw;
    bool ready;
    gi_mt_group *mt;         /* --trace-memory: the warps' record buffers (NULL: no trace) */
} worker;

typedef struct launch {
    const gi_launch_spec *spec;
    const gi_launch_options *opt;
    const uint8_t *code;
    size_t size;
    uint8_t cbank0[PARAM_END];
    gi_mem gmem;
    unsigned nwarps;
    uint64_t threads, nctas, shared;
    gi_launch_ledger ledger; /* budget, counts, faults, the error */
    worker *workers;
    unsigned nworkers;
    bool from_cubin;         /* the code is a cubin's kernel (k, read from cubin) */
    cubin_file cubin;
    cubin_kernel k;
} launch;

static void put_le(uint8_t *p, uint64_t v, unsigned n)
{
    for (unsigned i = 0; i < n; i++, v >>= 8) p[i] = (uint8_t)v;
}

/* The parameters from c[0x0][0x140] as the CUDA ABI lays them out: each at the next
 * multiple of its alignment (pointers 8, scalars their size, a struct its largest member). */
static int arg_size(const gi_launch_arg *a, size_t i, uint64_t *size, uint64_t *align, char *err, size_t errlen)
{
    switch (a->kind) {
    case GI_ARG_BUFFER: *size = *align = 8; return 0;
    case GI_ARG_SCALAR: *size = *align = a->bytes; return 0;
    case GI_ARG_STRUCT: *size = a->bytes, *align = a->align ? a->align : 1; return 0;
    default:
        return snprintf(err, errlen, "launch: args[%zu]: a \"local\" argument has no CUDA form (CUDA kernels "
                        "take dynamic shared memory through \"shared\")", i), -1;
    }
}

static void put_arg(launch *l, const gi_launch_arg *a, uint64_t off, uint64_t size)
{
    if (a->kind == GI_ARG_BUFFER) put_le(l->cbank0 + off, l->spec->bufs[a->buffer].addr, 8);
    else if (a->kind == GI_ARG_SCALAR) put_le(l->cbank0 + off, a->bits, (unsigned)size);
    else memcpy(l->cbank0 + off, a->data, size);
}

/* A cubin's parameters where its EIATTR_KPARAM_INFO records put them, each of the
 * size the kernel was compiled for (what the CUDA driver checks and does). */
static int cubin_parameters(launch *l, char *err, size_t errlen)
{
    const gi_launch_spec *s = l->spec;
    const cubin_kernel *k = &l->k;
    if (s->nargs != k->nparams)
        return snprintf(err, errlen, "launch: kernel '%s' takes %zu parameters, the launch gives %zu", k->name,
                        k->nparams, s->nargs), -1;
    for (size_t i = 0; i < s->nargs; i++) {
        const cubin_param *p = NULL;
        for (size_t j = 0; j < k->nparams && !p; j++)
            if (k->params[j].ordinal == i) p = &k->params[j];
        uint64_t size, align;
        if (arg_size(&s->args[i], i, &size, &align, err, errlen)) return -1;
        if (!p) return snprintf(err, errlen, "launch: kernel '%s' describes no parameter %zu", k->name, i), -1;
        if (size != p->size)
            return snprintf(err, errlen, "launch: args[%zu] is %llu bytes, kernel '%s' takes %u bytes there", i,
                            (unsigned long long)size, k->name, p->size), -1;
        uint64_t off = (uint64_t)k->param_base + p->offset;
        if (off + size > PARAM_END || (k->param_size && p->offset + size > k->param_size))
            return snprintf(err, errlen, "launch: kernel '%s' parameter %zu lies outside its parameter space", k->name,
                            i), -1;
        put_arg(l, &s->args[i], off, size);
    }
    return 0;
}

static int parameters(launch *l, char *err, size_t errlen)
{
    const gi_launch_spec *s = l->spec;
    if (l->from_cubin && l->k.nparams) return cubin_parameters(l, err, errlen);
    uint64_t off = PARAM_BASE;
    for (size_t i = 0; i < s->nargs; i++) {
        uint64_t size, align;
        if (arg_size(&s->args[i], i, &size, &align, err, errlen)) return -1;
        off = (off + align - 1) / align * align;
        if (off + size > PARAM_END)
            return snprintf(err, errlen, "launch: the parameters take more than the 4 KiB CUDA allows"), -1;
        put_arg(l, &s->args[i], off, size);
        off += size;
    }
    return 0;
}

/* The kernel of a cubin: its code, shared memory and constant banks; the block
 * must be one the kernel was compiled for. */
static int setup_cubin(launch *l, const uint8_t *obj, size_t n, char *err, size_t errlen)
{
    const gi_launch_spec *s = l->spec;
    if (!cubin_read(obj, n, &l->cubin, err, errlen)) return -1;
    l->from_cubin = true;
    const cubin_kernel *k = &l->k;
    if (!cubin_kernel_find(&l->cubin, s->kernel ? s->kernel : l->opt->kernel, &l->k, err, errlen)) return -1;
    l->code = k->code, l->size = k->code_size;
    if (k->reqntid[0] && (s->block[0] != k->reqntid[0] || s->block[1] != k->reqntid[1] ||
                          s->block[2] != k->reqntid[2]))
        return snprintf(err, errlen, "kernel '%s' was compiled for blocks of (%u,%u,%u) threads (EIATTR_REQNTID)",
                        k->name, k->reqntid[0], k->reqntid[1], k->reqntid[2]), -1;
    uint64_t maxn = (uint64_t)k->maxntid[0] * (k->maxntid[1] ? k->maxntid[1] : 1) * (k->maxntid[2] ? k->maxntid[2] : 1);
    uint64_t threads = (uint64_t)s->block[0] * s->block[1] * s->block[2];
    if (k->maxntid[0] && threads > maxn)
        return snprintf(err, errlen, "kernel '%s' allows at most %llu threads per block (EIATTR_MAX_THREADS)", k->name,
                        (unsigned long long)maxn), -1;
    if (k->static_shared + s->shared > SHARED_MAX)
        return snprintf(err, errlen, "kernel '%s' has %llu bytes of static shared memory; with %llu dynamic that is "
                        "more than the 48 KiB sm_5x allows", k->name, (unsigned long long)k->static_shared,
                        (unsigned long long)s->shared), -1;
    if (k->cbank[0]) memcpy(l->cbank0, k->cbank[0], k->cbank_size[0] < PARAM_END ? k->cbank_size[0] : PARAM_END);
    return 0;
}

static int setup(launch *l, const uint8_t *obj, size_t n, char *err, size_t errlen)
{
    const gi_launch_spec *s = l->spec;
    if (n >= 4 && !memcmp(obj, "\177ELF", 4)) {
        if (setup_cubin(l, obj, n, err, errlen)) return -1;
    } else if (s->kernel || l->opt->kernel) {
        return snprintf(err, errlen, "assembly holds one kernel: \"kernel\" / --kernel name none"), -1;
    } else {
        l->code = obj, l->size = n;
    }
    l->threads = (uint64_t)s->block[0] * s->block[1] * s->block[2];
    l->nctas = (uint64_t)s->grid[0] * s->grid[1] * s->grid[2];
    if (l->threads > 1024)
        return snprintf(err, errlen, "a CTA of %llu threads is larger than 1024", (unsigned long long)l->threads), -1;
    if (s->block[2] > 64)
        return snprintf(err, errlen, "block z is %u: sm_5x allows at most 64", s->block[2]), -1;
    if (s->grid[1] > 65535 || s->grid[2] > 65535)
        return snprintf(err, errlen, "grid y and z must be at most 65535"), -1;
    if (s->shared > SHARED_MAX)
        return snprintf(err, errlen, "%llu bytes of shared memory: sm_5x allows at most 48 KiB per CTA",
                        (unsigned long long)s->shared), -1;
    l->shared = s->shared + (l->from_cubin ? l->k.static_shared : 0);
    l->nwarps = (unsigned)((l->threads + 31) / 32);
    for (int d = 0; d < 3; d++) {
        put_le(l->cbank0 + 0x8 + 4 * d, s->block[d], 4);
        put_le(l->cbank0 + 0x14 + 4 * d, s->grid[d], 4);
    }
    put_le(l->cbank0 + 0x20, LOCAL_SIZE, 4);
    gi_mem_init(&l->gmem, l->opt->max_memory);
    uint64_t end;
    if (gi_launch_place((gi_launch_spec *)s, &l->gmem, BUFFER_BASE, &end, err, errlen)) return -1;
    return parameters(l, err, errlen);
}

/* ---- CTAs ---- */

static int worker_ready(launch *l, worker *w, char *err, size_t errlen)
{
    if (w->ready) return 0;
    gi_mem_init(&w->view, l->opt->max_memory);
    gi_mem_init(&w->smem, l->opt->max_memory);
    if (gi_regions_borrow(&w->view.global, &l->gmem.global) != GI_MEM_OK)
        return snprintf(err, errlen, "out of memory"), -1;
    if (l->opt->trace_memory && !(w->mt = gi_mt_group_new(l->opt->trace_memory, l->nwarps)))
        return snprintf(err, errlen, "out of memory"), -1;
    for (unsigned i = 0; i < l->nwarps; i++) {
        gi_machine *m = &w->m[i];
        gi_machine_init(m, 32, l->opt->max_memory);
        w->nw = i + 1;
        m->mem.global_view = &w->view.global;
        m->mem.shared_view = &w->smem.shared;
        if (gi_mem_write(&m->mem, GI_SPACE_CONST, 0, 0, l->cbank0, sizeof l->cbank0) != GI_MEM_OK)
            return snprintf(err, errlen, "out of memory"), -1;
        for (unsigned b = 1; l->from_cubin && b < CUBIN_CBANKS; b++)
            if (l->k.cbank_size[b] > 0x10000)
                return snprintf(err, errlen, "constant bank %u of the cubin is larger than 64 KiB", b), -1;
            else if (l->k.cbank_size[b] && gi_mem_write(&m->mem, GI_SPACE_CONST, 0, (uint64_t)b << 16, l->k.cbank[b],
                                                        l->k.cbank_size[b]) != GI_MEM_OK)
                return snprintf(err, errlen, "constant bank %u of %zu bytes exceeds the guest memory limit", b,
                                l->k.cbank_size[b]), -1;
        w->w[i] = sass_warp_new(m, l->code, l->size, err, errlen);
        if (!w->w[i]) return -1;
        gi_mt_group_attach(w->mt, i, m);
        m->shared_window.alloc = l->shared;
        gi_mem_set_local_size(&m->mem, LOCAL_SIZE);
    }
    w->ready = true;
    return 0;
}

static void worker_free(worker *w)
{
    gi_mt_group_free(w->mt);
    for (unsigned i = 0; i < w->nw; i++) {
        sass_warp_free(w->w[i]);
        gi_machine_free(&w->m[i]);
    }
    if (w->view.global.borrowed) gi_regions_release(&w->view.global);
    gi_mem_free(&w->view);
    gi_mem_free(&w->smem);
}

/* The threads of warp wi: their ids per lane and the lanes that exist. */
static uint64_t warp_ids(const launch *l, unsigned wi, uint32_t tid[3][32])
{
    const gi_launch_spec *s = l->spec;
    uint64_t exec = 0;
    for (unsigned lane = 0; lane < 32; lane++) {
        uint64_t flat = (uint64_t)wi * 32 + lane;
        tid[0][lane] = tid[1][lane] = tid[2][lane] = 0;
        if (flat >= l->threads) continue;
        exec |= 1ull << lane;
        tid[0][lane] = (uint32_t)(flat % s->block[0]);
        tid[1][lane] = (uint32_t)(flat / s->block[0] % s->block[1]);
        tid[2][lane] = (uint32_t)(flat / s->block[0] / s->block[1]);
    }
    return exec;
}

_Static_assert((int)SASS_WARP_BARRIER == (int)GI_WAVE_BARRIER && (int)SASS_WARP_END == (int)GI_WAVE_END && (int)SASS_WARP_ERROR == (int)GI_WAVE_ERROR, "SASS_WARP_* are GI_WAVE_*");
/* the warps of a worker's CTA for gi_group_run (SASS_WARP_* are GI_WAVE_*) */
static int warp_run(void *user, unsigned w, uint64_t budget) { return sass_warp_run(((worker *)user)->w[w], budget); }
static gi_machine *warp_machine(void *user, unsigned w) { return &((worker *)user)->m[w]; }
static uint64_t warp_lane_insts(void *user, unsigned w) { return sass_warp_lane_insts(((worker *)user)->w[w]); }

static int run_cta(void *user, unsigned wid, uint64_t ci)
{
    launch *l = user;
    worker *wk = &l->workers[wid];
    gi_launch_ledger *g = &l->ledger;
    const gi_launch_spec *s = l->spec;
    const uint32_t c[3] = {(uint32_t)(ci % s->grid[0]), (uint32_t)(ci / s->grid[0] % s->grid[1]),
                           (uint32_t)(ci / s->grid[0] / s->grid[1])};
    char err[400];
    if (worker_ready(l, wk, err, sizeof err)) return gi_ledger_fail(g, ci, "%s", err);
    if (gi_mem_set_shared_size(&wk->smem, l->shared) != GI_MEM_OK)
        return gi_ledger_fail(g, ci, "the CTA's shared memory (%llu bytes) exceeds the guest memory limit",
                              (unsigned long long)l->shared);
    for (unsigned i = 0; i < l->nwarps; i++) {
        uint32_t tid[3][32];
        uint64_t exec = warp_ids(l, i, tid);
        const uint32_t *const ids[3] = {tid[0], tid[1], tid[2]};
        gi_mem_set_local_size(&wk->m[i].mem, 0);   /* fresh local memory */
        gi_mem_set_local_size(&wk->m[i].mem, LOCAL_SIZE);
        sass_warp_reset(wk->w[i], c, ids, exec);
    }
    gi_mt_group_begin(wk->mt, c);
    static const gi_group_waves ops = {warp_run, warp_machine, warp_lane_insts, "CTA", "warp"};
    if (gi_group_run(g, l->opt->max_insts, ci, c, l->nwarps, &ops, wk)) return -1;
    if (gi_mt_group_end(wk->mt, ci)) return gi_ledger_fail(g, ci, "out of memory writing the memory trace");
    return 0;
}

int sass_launch(const uint8_t *obj, size_t n, gi_launch_spec *spec, const gi_launch_options *opt, char **result,
                char *err, size_t errlen)
{
    launch *l = calloc(1, sizeof *l);
    if (!l) return snprintf(err, errlen, "out of memory"), 1;
    l->spec = spec, l->opt = opt;
    gi_ledger_init(&l->ledger, opt->max_insts);
    int status = 1;
    *result = NULL;
    double t0 = gi_wall_seconds(), t1 = t0, t2 = t0;
    if (!setup(l, obj, n, err, errlen)) {
        if (opt->trace_memory) {   /* the instruction texts: instruction i at sass_inst_addr(i) */
            size_t ni = l->size / 32 * 3;
            uint64_t *ofs = malloc((ni ? ni : 1) * sizeof *ofs);
            for (size_t i = 0; ofs && i < ni; i++) ofs[i] = sass_inst_addr(i);
            if (ofs) gi_mt_code(opt->trace_memory, l->code, l->size, ofs, ni);
            free(ofs);
        }
        l->nworkers = gi_launch_threads(opt->threads);
        if (l->nworkers > l->nctas) l->nworkers = (unsigned)(l->nctas ? l->nctas : 1);
        l->workers = calloc(l->nworkers, sizeof *l->workers);
        t1 = t2 = gi_wall_seconds();
        if (!l->workers) {
            snprintf(err, errlen, "out of memory");
        } else if (gi_launch_parallel(l->nworkers, l->nctas, run_cta, l) != 0) {
            snprintf(err, errlen, "%s", l->ledger.err);
        } else if (t2 = gi_wall_seconds(), !(*result = gi_launch_result_json(spec, &l->gmem, &l->ledger.st))) {
            snprintf(err, errlen, "out of memory");
        } else {
            status = l->ledger.st.nfaults ? 2 : 0;
        }
        for (unsigned i = 0; l->workers && i < l->nworkers; i++) worker_free(&l->workers[i]);
        free(l->workers);
        if (opt->times)
            opt->times->setup = t1 - t0, opt->times->run = t2 - t1, opt->times->result = gi_wall_seconds() - t2;
    }
    if (l->from_cubin) cubin_free(&l->cubin);
    gi_mem_free(&l->gmem);
    gi_ledger_free(&l->ledger);
    free(l);
    return status;
}
