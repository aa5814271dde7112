/* An AMDGPU kernel launch as the ROCm runtime does it (AMDGPUUsage:
 * "Kernel Descriptor", "Initial Kernel Execution State", "Kernarg
 * Segment"; the HSA AQL dispatch packet). The code object is loaded into
 * guest global memory (codeobj.c), the kernarg segment, dispatch packet and
 * queue written next to it, the buffers above 4 GiB; then every workgroup
 * runs on a worker thread: its waves round-robin, each until it ends or
 * waits at s_barrier, sharing the workgroup's LDS. docs/amdgpu-launch.md. */
#include "exec/launch_ledger.h"
#include "exec/memtrace.h"
#include "amdgpu/exec/launch.h"
#include "amdgpu/exec/codeobj.h"
#include "amdgpu/exec/exec.h"
#include "amdgpu/obj/obj.h"
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Guest addresses of what the runtime sets up (docs/amdgpu-launch.md). */
enum {
    IMAGE_BASE = 0x10000000u, PACKET_ADDR = 0x20000000u, QUEUE_ADDR = 0x20001000u, KERNARG_ADDR = 0x20002000u
};
#define BUFFER_BASE 0x100000000ull
#define SHARED_APERTURE 0x0001000000000000ull
#define PRIVATE_APERTURE 0x0002000000000000ull
enum { BUDGET_CHUNK = 1 << 16, MAX_WAVES = 1024 / 32 };   /* a workgroup of 1024 in wave32 */

/* kernel_code_properties bits and the user SGPRs they enable, in order, with
 * the values a launch gives them (the same for every wave) */
enum { U_VALUE, U_PSB, U_PRIVATE_SIZE };
static const struct { unsigned bit, sgprs, kind; uint64_t value; } user_sgprs[] = {
    {0, 4, U_PSB, 0},                 /* private segment buffer: base 0, ADD_TID_ENABLE (docs) */
    {1, 2, U_VALUE, PACKET_ADDR},     /* dispatch ptr */
    {2, 2, U_VALUE, QUEUE_ADDR},      /* queue ptr */
    {3, 2, U_VALUE, KERNARG_ADDR},    /* kernarg segment ptr */
    {4, 2, U_VALUE, 0},               /* dispatch id */
    {5, 2, U_VALUE, 0},               /* flat scratch init: the apertures reach private memory */
    {6, 1, U_PRIVATE_SIZE, 0},        /* private segment size */
};

typedef struct worker {
    gi_mem view;             /* view.global: this thread's view of the launch's global memory */
    gi_mem lds;              /* lds.shared: the current workgroup's LDS */
    gi_machine m[MAX_WAVES];
    amd_wave *w[MAX_WAVES];
    unsigned nw;
    bool ready;
    gi_mt_group *mt;         /* --trace-memory: the waves' record buffers (NULL: no trace) */
} worker;

typedef struct launch {
    const amd_ctx *c;
    const gi_launch_spec *spec;
    const gi_launch_options *opt;
    amd_codeobj co;
    const amd_kernel_info *k;
    amd_prog *prog;
    uint64_t entry;          /* instruction index */
    gi_mem gmem;             /* global memory: image, packet, queue, kernarg, buffers */
    unsigned wave_size, nwaves;
    uint64_t lds_size, scratch_size, group_items, ngroups;
    uint32_t rsrc2, mode;    /* mode: the MODE register COMPUTE_PGM_RSRC1 gives the waves */
    uint16_t props;
    uint32_t user_sgpr[16];  /* the user SGPRs' values (user_sgpr_values) */
    unsigned nuser;
    pthread_mutex_t amo;
    gi_launch_ledger ledger; /* budget, counts, faults, the error */
    worker *workers;
    unsigned nworkers;
    amd_gws *gws;            /* co-resident launch (run_coresident): the GWS resources */
} launch;

static int lfail(launch *l, uint64_t group, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int lfail(launch *l, uint64_t group, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    gi_ledger_vfail(&l->ledger, group, fmt, ap);
    va_end(ap);
    return -1;
}

static void put_le(uint8_t *p, uint64_t v, unsigned n)
{
    for (unsigned i = 0; i < n; i++, v >>= 8) p[i] = (uint8_t)v;
}

static uint32_t rd32(const uint8_t *p) { return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24; }

/* ---- the kernel and its arguments ---- */

static int pick_kernel(launch *l, const char *name, char *err, size_t errlen)
{
    if (!l->co.nk) return snprintf(err, errlen, "the file has no kernel (no NAME.kd descriptor)"), -1;
    if (!name) {
        if (l->co.nk > 1) {
            int n = snprintf(err, errlen, "the file holds %zu kernels; name one with --kernel or \"kernel\":", l->co.nk);
            for (size_t i = 0; i < l->co.nk && n > 0 && (size_t)n < errlen; i++)
                n += snprintf(err + n, errlen - (size_t)n, " %s", l->co.k[i].name);
            return -1;
        }
        l->k = &l->co.k[0];
        return 0;
    }
    for (size_t i = 0; i < l->co.nk; i++)
        if (!strcmp(l->co.k[i].name, name)) return l->k = &l->co.k[i], 0;
    return snprintf(err, errlen, "no kernel named '%s' in the file", name), -1;
}

static bool is_hidden(const amd_karg *a) { return !strncmp(a->kind, "hidden_", 7); }

/* The hidden arguments the runtime fills with something other than 0
 * (AMDGPUUsage, "Code Object V4/V5 metadata"): global offsets (the grid
 * starts at 0), remainders (uniform workgroups), printf/hostcall buffers,
 * queues, completion actions and multigrid sync are 0. */
enum { H_GRID, H_BLOCK, H_DIMS, H_VALUE };
static const struct { const char *kind; unsigned src, dim; uint64_t value; } hidden_args[] = {
    {"hidden_block_count_x", H_GRID, 0, 0},  {"hidden_block_count_y", H_GRID, 1, 0},
    {"hidden_block_count_z", H_GRID, 2, 0},  {"hidden_group_size_x", H_BLOCK, 0, 0},
    {"hidden_group_size_y", H_BLOCK, 1, 0},  {"hidden_group_size_z", H_BLOCK, 2, 0},
    {"hidden_grid_dims", H_DIMS, 0, 0},      {"hidden_queue_ptr", H_VALUE, 0, QUEUE_ADDR},
    {"hidden_shared_base", H_VALUE, 0, SHARED_APERTURE >> 32},
    {"hidden_private_base", H_VALUE, 0, PRIVATE_APERTURE >> 32},
};

static uint64_t hidden_value(const launch *l, const amd_karg *a)
{
    const gi_launch_spec *s = l->spec;
    for (size_t i = 0; i < sizeof hidden_args / sizeof hidden_args[0]; i++) {
        if (strcmp(a->kind, hidden_args[i].kind)) continue;
        switch (hidden_args[i].src) {
        case H_GRID: return s->grid[hidden_args[i].dim];
        case H_BLOCK: return s->block[hidden_args[i].dim];
        case H_DIMS: return s->dims;
        default: return hidden_args[i].value;
        }
    }
    return 0;
}

/* One argument of the launch into the kernarg bytes at `off`, `size` bytes
 * (0: the argument's natural size, without metadata). */
static int put_arg(launch *l, uint8_t *ka, uint64_t kasize, const gi_launch_arg *a, size_t i, uint32_t off,
                   uint32_t size, uint64_t *dyn_lds, char *err, size_t errlen)
{
    uint64_t v;
    unsigned natural;
    if (a->kind == GI_ARG_STRUCT) {   /* by-value struct: its bytes as the launch laid them out */
        if (size && size != a->bytes)
            return snprintf(err, errlen, "args[%zu]: the kernel's argument %zu takes %u bytes, the struct has %llu", i, i,
                            size, (unsigned long long)a->bytes), -1;
        if ((uint64_t)off + a->bytes > kasize) return snprintf(err, errlen, "args[%zu] lies past the kernarg segment", i), -1;
        memcpy(ka + off, a->data, a->bytes);
        return 0;
    }
    switch (a->kind) {
    case GI_ARG_BUFFER: v = l->spec->bufs[a->buffer].addr, natural = 8; break;
    case GI_ARG_LOCAL:
        *dyn_lds = (*dyn_lds + 15) & ~15ull;   /* each dynamic allocation 16-byte aligned */
        v = *dyn_lds, natural = 4;
        *dyn_lds += a->bytes;
        break;
    default: v = a->bits, natural = (unsigned)a->bytes; break;
    }
    if (!size) size = natural;
    if (size != natural && !(a->kind == GI_ARG_LOCAL && size == 8))
        return snprintf(err, errlen, "args[%zu]: the kernel's argument %zu takes %u bytes, the launch gives %u", i, i,
                        size, natural), -1;
    if ((uint64_t)off + size > kasize) return snprintf(err, errlen, "args[%zu] lies past the kernarg segment", i), -1;
    put_le(ka + off, v, size);
    return 0;
}

static int kernarg_segment(launch *l, uint8_t *ka, uint64_t kasize, char *err, size_t errlen)
{
    const gi_launch_spec *s = l->spec;
    const amd_kernel_info *k = l->k;
    uint64_t dyn = l->k->group_fixed;
    if (!k->has_meta) {   /* hand-written kernels: arguments at their natural alignment */
        uint32_t off = 0;
        for (size_t i = 0; i < s->nargs; i++) {
            const gi_launch_arg *a = &s->args[i];
            uint32_t n = a->kind == GI_ARG_BUFFER ? 8 : a->kind == GI_ARG_LOCAL ? 4 : (uint32_t)a->bytes;
            uint32_t al = a->kind == GI_ARG_STRUCT ? a->align : n;
            off = (off + al - 1) / al * al;
            if (put_arg(l, ka, kasize, a, i, off, 0, &dyn, err, errlen)) return -1;
            off += n;
        }
        l->lds_size = dyn;
        return 0;
    }
    size_t used = 0, want = 0;
    for (size_t j = 0; j < k->nargs; j++) want += !is_hidden(&k->args[j]);
    if (want != s->nargs)
        return snprintf(err, errlen, "kernel '%s' takes %zu arguments, the launch gives %zu", k->name, want, s->nargs), -1;
    for (size_t j = 0; j < k->nargs; j++) {
        const amd_karg *g = &k->args[j];
        if (is_hidden(g)) {
            put_le(ka + g->offset, hidden_value(l, g), g->size < 8 ? g->size : 8);
            continue;
        }
        const gi_launch_arg *a = &s->args[used];
        bool want_buf = !strcmp(g->kind, "global_buffer"), want_local = !strcmp(g->kind, "dynamic_shared_pointer");
        bool want_val = !strcmp(g->kind, "by_value");
        if ((want_buf && a->kind != GI_ARG_BUFFER) || (want_local && a->kind != GI_ARG_LOCAL) ||
            (want_val && a->kind != GI_ARG_SCALAR && a->kind != GI_ARG_STRUCT))
            return snprintf(err, errlen, "args[%zu]: kernel '%s' argument %zu%s%s%s is %s, not what the launch gives",
                            used, k->name, used, g->name[0] ? " ('" : "", g->name, g->name[0] ? "')" : "",
                            want_buf ? "a global buffer ({\"buffer\": NAME})"
                            : want_local ? "a __local pointer ({\"local\": BYTES})"
                                         : "a value ({TYPE: VALUE} or {\"struct\": [...]})"), -1;
        if (!want_buf && !want_local && !want_val)
            return snprintf(err, errlen, "args[%zu]: arguments of kind '%s' are not supported by the launch", used,
                            g->kind), -1;
        if (put_arg(l, ka, kasize, a, used, g->offset, g->size, &dyn, err, errlen)) return -1;
        used++;
    }
    l->lds_size = dyn;
    return 0;
}

/* The AQL kernel dispatch packet (hsa_kernel_dispatch_packet_t) and the
 * fields of amd_queue_t a kernel reads (the aperture bases' high halves). */
static void packet_and_queue(launch *l, uint8_t *pk, uint8_t *q)
{
    const gi_launch_spec *s = l->spec;
    put_le(pk + 0, 2 | 1u << 8 | 2u << 9 | 2u << 11, 2);   /* KERNEL_DISPATCH, barrier, system fences */
    put_le(pk + 2, s->dims, 2);
    for (int d = 0; d < 3; d++) {
        put_le(pk + 4 + 2 * d, s->block[d], 2);
        put_le(pk + 12 + 4 * d, (uint64_t)s->block[d] * s->grid[d], 4);
    }
    put_le(pk + 24, l->scratch_size, 4);
    put_le(pk + 28, l->lds_size, 4);
    put_le(pk + 32, l->k->kd_addr, 8);
    put_le(pk + 40, KERNARG_ADDR, 8);
    put_le(q + 0x40, SHARED_APERTURE >> 32, 4);
    put_le(q + 0x44, PRIVATE_APERTURE >> 32, 4);
}

/* ---- workgroups ---- */

static void amo_lock(void *user, bool on)
{
    launch *l = user;
    if (on) pthread_mutex_lock(&l->amo);
    else pthread_mutex_unlock(&l->amo);
}

static int worker_ready(launch *l, worker *w)
{
    if (w->ready) return 0;
    gi_mem_init(&w->view, l->opt->max_memory);
    gi_mem_init(&w->lds, l->opt->max_memory);
    if (gi_regions_borrow(&w->view.global, &l->gmem.global) != GI_MEM_OK) return -1;
    /* the ROCm driver (amdkfd, every generation) sets SH_MEM_CONFIG.alignment_mode = UNALIGNED for
     * user queues, and LLVM compiles amdhsa code for unaligned-access-mode (docs/amdgpu-launch.md) */
    if (l->opt->trace_memory && !(w->mt = gi_mt_group_new(l->opt->trace_memory, l->nwaves))) return -1;
    amd_wave_env env = {.launch = true, .amo_lock = l->nworkers > 1 && !l->gws ? amo_lock : NULL, .amo_user = l,
                        .gws = l->gws, .unaligned = true};
    for (unsigned i = 0; i < l->nwaves; i++) {
        gi_machine_init(&w->m[i], l->wave_size, l->opt->max_memory);
        w->m[i].mem.global_view = &w->view.global;
        w->m[i].mem.shared_view = &w->lds.shared;
        w->nw = i + 1;
        env.wave_id = i;
        w->w[i] = amd_wave_new(l->c, l->prog, &w->m[i], &env);
        if (!w->w[i]) return -1;
        gi_mt_group_attach(w->mt, i, &w->m[i]);
    }
    w->ready = true;
    return 0;
}

static void worker_free(worker *w)
{
    gi_mt_group_free(w->mt);
    for (unsigned i = 0; i < w->nw; i++) {
        amd_wave_free(w->w[i]);
        gi_machine_free(&w->m[i]);
    }
    gi_regions_release(&w->view.global);
    gi_mem_free(&w->view);
    gi_mem_free(&w->lds);
}


/* The user SGPRs kernel_code_properties enables, from s0. */
static void user_sgpr_values(launch *l)
{
    l->nuser = 0;
    for (size_t i = 0; i < sizeof user_sgprs / sizeof user_sgprs[0]; i++) {
        if (!(l->props >> user_sgprs[i].bit & 1)) continue;
        for (unsigned k = 0; k < user_sgprs[i].sgprs; k++) {
            uint32_t v = k < 2 ? (uint32_t)(user_sgprs[i].value >> 32 * k) : 0;   /* values are 64-bit */
            if (user_sgprs[i].kind == U_PSB) v = k == 3 ? 1u << 23 : 0;
            if (user_sgprs[i].kind == U_PRIVATE_SIZE) v = (uint32_t)l->scratch_size;
            l->user_sgpr[l->nuser++] = v;
        }
    }
}

/* The registers a wave starts with (AMDGPUUsage "Initial Kernel Execution
 * State"): user SGPRs from s0 as kernel_code_properties enables them,
 * system SGPRs from USER_SGPR_COUNT (COMPUTE_PGM_RSRC2), work-item ids in
 * v0..v2 (packed into v0 on gfx90a). */
static void init_wave(launch *l, amd_wave *w, gi_machine *m, const uint32_t g[3], unsigned wave)
{
    amd_wave_reset(w, l->entry);
    amd_wave_set_sizes(w, l->lds_size, l->scratch_size);
    amd_wave_set_mode(w, l->mode);   /* checked in setup */
    for (unsigned i = 0; i < l->nuser; i++) amd_wave_set_sgpr(w, i, l->user_sgpr[i]);
    unsigned s = l->rsrc2 >> 1 & 31;   /* system SGPRs follow the USER_SGPR_COUNT user SGPRs */
    for (int d = 0; d < 3; d++)
        if (l->rsrc2 >> (7 + d) & 1) amd_wave_set_sgpr(w, s++, g[d]);
    if (l->rsrc2 >> 10 & 1) amd_wave_set_sgpr(w, s++, 0);   /* workgroup info */
    if (l->rsrc2 & 1) amd_wave_set_sgpr(w, s++, 0);         /* private segment wave offset: own memory */
    unsigned vids = l->rsrc2 >> 11 & 3;
    bool packed = (l->c->t->features & AMD_F_PACKED_TID) != 0;
    const gi_launch_spec *sp = l->spec;
    uint64_t exec = 0;
    for (unsigned lane = 0; lane < l->wave_size; lane++) {
        uint64_t flat = (uint64_t)wave * l->wave_size + lane;
        if (flat >= l->group_items) break;
        exec |= 1ull << lane;
        uint32_t id[3] = {(uint32_t)(flat % sp->block[0]), (uint32_t)(flat / sp->block[0] % sp->block[1]),
                          (uint32_t)(flat / sp->block[0] / sp->block[1])};
        if (packed) {
            amd_wave_set_vgpr(w, 0, lane, id[0] | (vids >= 1 ? id[1] << 10 : 0) | (vids >= 2 ? id[2] << 20 : 0));
        } else {
            for (unsigned d = 0; d <= vids && d < 3; d++) amd_wave_set_vgpr(w, d, lane, id[d]);
        }
    }
    m->exec = exec;
    gi_mem_set_local_size(&m->mem, 0);   /* fresh private memory */
    gi_mem_set_local_size(&m->mem, l->scratch_size);
}

enum { W_RUN, W_BARRIER, W_DONE };

static int run_group(void *user, unsigned wid, uint64_t gi)
{
    launch *l = user;
    worker *wk = &l->workers[wid];
    const gi_launch_spec *s = l->spec;
    uint32_t g[3] = {(uint32_t)(gi % s->grid[0]), (uint32_t)(gi / s->grid[0] % s->grid[1]),
                     (uint32_t)(gi / s->grid[0] / s->grid[1])};
    if (worker_ready(l, wk)) return lfail(l, gi, "out of memory setting up the waves");
    if (gi_mem_set_shared_size(&wk->lds, l->lds_size) != GI_MEM_OK)
        return lfail(l, gi, "the workgroup's LDS (%llu bytes) exceeds the guest memory limit",
                     (unsigned long long)l->lds_size);
    for (unsigned i = 0; i < l->nwaves; i++) {
        init_wave(l, wk->w[i], &wk->m[i], g, i);
    }
    gi_mt_group_begin(wk->mt, g);
    uint8_t state[MAX_WAVES];
    memset(state, W_RUN, sizeof state);
    unsigned done = 0;
    while (done < l->nwaves) {
        unsigned waiting = 0;
        for (unsigned i = 0; i < l->nwaves; i++) {
            while (state[i] == W_RUN) {
                uint64_t budget = gi_ledger_take(&l->ledger, BUDGET_CHUNK);
                if (!budget)
                    return lfail(l, gi, "instruction limit (%llu) reached in workgroup (%u,%u,%u) wave %u",
                                 (unsigned long long)l->opt->max_insts, g[0], g[1], g[2], i);
                uint64_t before = wk->m[i].icount;
                int r = amd_wave_run(wk->w[i], budget);
                gi_ledger_give_back(&l->ledger, budget - (wk->m[i].icount - before));
                if (r == AMD_WAVE_ERROR)
                    return lfail(l, gi, "workgroup (%u,%u,%u) wave %u: %s", g[0], g[1], g[2], i, wk->m[i].error);
                if (r == AMD_WAVE_BARRIER) state[i] = W_BARRIER;
                if (r == AMD_WAVE_END) {
                    state[i] = W_DONE, done++;
                    if (gi_ledger_wave_done(&l->ledger, g, i, &wk->m[i], amd_wave_lane_insts(wk->w[i])))
                        return lfail(l, gi, "out of memory");
                }
            }
            waiting += state[i] == W_BARRIER;
        }
        if (!waiting) continue;
        if (waiting + done == l->nwaves && done) {
            char ended[160];
            int n = 0;
            for (unsigned i = 0; i < l->nwaves && n < 120; i++)
                if (state[i] == W_DONE) n += snprintf(ended + n, sizeof ended - (size_t)n, "%s%u", n ? "," : "", i);
            return lfail(l, gi, "workgroup (%u,%u,%u): %u waves wait at s_barrier, but wave(s) %s ended without "
                         "reaching it", g[0], g[1], g[2], waiting, ended);
        }
        for (unsigned i = 0; i < l->nwaves; i++)   /* every live wave is at the barrier: release */
            if (state[i] == W_BARRIER) state[i] = W_RUN;
    }
    if (gi_mt_group_end(wk->mt, gi)) return lfail(l, gi, "out of memory writing the memory trace");
    return 0;
}

/* ---- the co-resident launch (kernels with GWS instructions) ---- */

/* GWS barriers and semaphores synchronise waves of different workgroups,
 * so every workgroup is resident at once: one host thread holds them all
 * and steps the waves round-robin, workgroup by workgroup in dispatch
 * order, wave by wave in a workgroup, each for at most CO_SLICE
 * instructions or until it ends, waits at s_barrier or waits at a GWS
 * instruction. The order does not depend on --threads. When a whole round
 * executes nothing while waves are unfinished, they wait for each other
 * forever: a deadlock error. docs/amdgpu-launch.md "Co-resident launch". */
enum { CO_SLICE = 1024, CO_MAX_WAVES = 1024 };
enum { C_RUN, C_BARRIER, C_GWS, C_DONE };

static int co_deadlock(launch *l, const uint8_t *state)
{
    char b[400];
    size_t n = 0;
    unsigned shown = 0, more = 0;
    for (uint64_t gi = 0; gi < l->ngroups; gi++)
        for (unsigned i = 0; i < l->nwaves; i++) {
            uint8_t st = state[gi * l->nwaves + i];
            if (st == C_DONE || st == C_RUN) continue;
            if (shown == 6) {
                more++;
                continue;
            }
            const gi_launch_spec *s = l->spec;
            unsigned g0 = (unsigned)(gi % s->grid[0]), g1 = (unsigned)(gi / s->grid[0] % s->grid[1]),
                     g2 = (unsigned)(gi / s->grid[0] / s->grid[1]);
            const char *what = "";
            int rid = st == C_GWS ? amd_wave_gws_wait(l->workers[gi].w[i], &what) : -1;
            int k;
            if (rid >= 0)
                k = snprintf(b + n, sizeof b - n, "%sworkgroup (%u,%u,%u) wave %u at %s (GWS resource %d)",
                             shown ? ", " : "", g0, g1, g2, i, what, rid);
            else
                k = snprintf(b + n, sizeof b - n, "%sworkgroup (%u,%u,%u) wave %u at s_barrier", shown ? ", " : "",
                             g0, g1, g2, i);
            if (k > 0 && (size_t)k < sizeof b - n) n += (size_t)k;
            shown++;
        }
    return lfail(l, 0, "deadlock: every unfinished wave waits and none can release another: %s%s", b,
                 more ? " and more" : "");
}

static int run_coresident(launch *l)
{
    if (l->ngroups * l->nwaves > CO_MAX_WAVES)
        return lfail(l, 0, "the kernel uses GWS instructions, so all its workgroups must be resident at once: "
                     "%llu workgroups of %u waves exceed the %u waves of a co-resident launch "
                     "(docs/amdgpu-launch.md)", (unsigned long long)l->ngroups, l->nwaves, (unsigned)CO_MAX_WAVES);
    const gi_launch_spec *s = l->spec;
    uint8_t *state = calloc(l->ngroups * l->nwaves, 1);
    if (!state) return lfail(l, 0, "out of memory");
    int rc = 0;
    for (uint64_t gi = 0; gi < l->ngroups && !rc; gi++) {
        worker *wk = &l->workers[gi];
        uint32_t g[3] = {(uint32_t)(gi % s->grid[0]), (uint32_t)(gi / s->grid[0] % s->grid[1]),
                         (uint32_t)(gi / s->grid[0] / s->grid[1])};
        if (worker_ready(l, wk)) rc = lfail(l, gi, "out of memory setting up the waves");
        else if (gi_mem_set_shared_size(&wk->lds, l->lds_size) != GI_MEM_OK)
            rc = lfail(l, gi, "the workgroup's LDS (%llu bytes) exceeds the guest memory limit",
                       (unsigned long long)l->lds_size);
        for (unsigned i = 0; i < l->nwaves && !rc; i++) init_wave(l, wk->w[i], &wk->m[i], g, i);
        if (!rc) gi_mt_group_begin(wk->mt, g);
    }
    uint64_t left = l->ngroups * l->nwaves;
    while (!rc && left) {
        bool progress = false;
        for (uint64_t gi = 0; gi < l->ngroups && !rc; gi++) {
            worker *wk = &l->workers[gi];
            uint8_t *st = state + gi * l->nwaves;
            uint32_t g[3] = {(uint32_t)(gi % s->grid[0]), (uint32_t)(gi / s->grid[0] % s->grid[1]),
                             (uint32_t)(gi / s->grid[0] / s->grid[1])};
            unsigned at_barrier = 0, done = 0;
            for (unsigned i = 0; i < l->nwaves && !rc; i++) {
                if (st[i] == C_RUN || st[i] == C_GWS) {
                    uint64_t budget = l->ledger.budget < CO_SLICE ? l->ledger.budget : CO_SLICE;
                    if (!budget) {
                        rc = lfail(l, gi, "instruction limit (%llu) reached in workgroup (%u,%u,%u) wave %u",
                                   (unsigned long long)l->opt->max_insts, g[0], g[1], g[2], i);
                        break;
                    }
                    uint64_t before = wk->m[i].icount;
                    int r = amd_wave_run(wk->w[i], budget);
                    uint64_t used = wk->m[i].icount - before;
                    l->ledger.budget -= used;   /* one host thread: no lock */
                    progress |= used > 0;
                    st[i] = C_RUN;
                    if (r == AMD_WAVE_ERROR) {
                        rc = lfail(l, gi, "workgroup (%u,%u,%u) wave %u: %s", g[0], g[1], g[2], i, wk->m[i].error);
                    } else if (r == AMD_WAVE_BARRIER) {
                        st[i] = C_BARRIER;
                    } else if (r == AMD_WAVE_GWS) {
                        st[i] = C_GWS;
                    } else if (r == AMD_WAVE_END) {
                        st[i] = C_DONE, left--, progress = true;
                        if (gi_ledger_wave_done(&l->ledger, g, i, &wk->m[i], amd_wave_lane_insts(wk->w[i])))
                            rc = lfail(l, gi, "out of memory");
                    } else if (!l->ledger.budget) {   /* this wave used the last of the budget */
                        rc = lfail(l, gi, "instruction limit (%llu) reached in workgroup (%u,%u,%u) wave %u",
                                   (unsigned long long)l->opt->max_insts, g[0], g[1], g[2], i);
                    }
                }
                at_barrier += st[i] == C_BARRIER;
                done += st[i] == C_DONE;
            }
            if (rc || !at_barrier || at_barrier + done < l->nwaves) continue;
            if (done) {
                rc = lfail(l, gi, "workgroup (%u,%u,%u): %u waves wait at s_barrier, but %u wave(s) ended without "
                           "reaching it", g[0], g[1], g[2], at_barrier, done);
                break;
            }
            for (unsigned i = 0; i < l->nwaves; i++) st[i] = C_RUN;   /* all at the barrier: release */
            progress = true;
        }
        if (!rc && left && !progress) rc = co_deadlock(l, state);
    }
    for (uint64_t gi = 0; gi < l->ngroups && !rc; gi++)   /* --trace-memory: the workgroups in order */
        if (gi_mt_group_end(l->workers[gi].mt, gi)) rc = lfail(l, gi, "out of memory writing the memory trace");
    free(state);
    return rc;
}

/* ---- the launch ---- */

static int setup(launch *l, const uint8_t *obj, size_t n, char *err, size_t errlen)
{
    const gi_launch_spec *s = l->spec;
    if (amd_codeobj_load(obj, n, IMAGE_BASE, amd_elf_mach(l->c->t->name), &l->co, err, errlen)) return -1;
    if (pick_kernel(l, s->kernel ? s->kernel : l->opt->kernel, err, errlen)) return -1;
    if (l->opt->kernel && s->kernel && strcmp(l->opt->kernel, s->kernel)) {
        if (pick_kernel(l, l->opt->kernel, err, errlen)) return -1;   /* --kernel overrides */
    }
    const amd_kernel_info *k = l->k;
    l->rsrc2 = rd32(k->kd + AMD_KD_RSRC2);
    /* RSRC1: FLOAT_ROUND_MODE_32/16_64 (13:12, 15:14), FLOAT_DENORM_MODE_32/16_64 (17:16,
     * 19:18), ENABLE_DX10_CLAMP (21), ENABLE_IEEE_MODE (23) -> MODE bits 7:0, 8, 9 */
    uint32_t rsrc1 = rd32(k->kd + AMD_KD_RSRC1);
    l->mode = (rsrc1 >> 12 & 0xff) | (rsrc1 >> 21 & 1) << 8 | (rsrc1 >> 23 & 1) << 9;
    if (!amd_mode_modelled(l->mode))
        return snprintf(err, errlen, "kernel '%s': its float mode (COMPUTE_PGM_RSRC1 0x%08x: MODE 0x%03x) is not "
                        "modelled: round to nearest, f16/f64 denormals kept, DX10_CLAMP and IEEE on",
                        k->name, rsrc1, l->mode), -1;
    l->props = (uint16_t)(k->kd[AMD_KD_PROPS] | k->kd[AMD_KD_PROPS + 1] << 8);
    l->wave_size = (l->props >> 10 & 1) ? 32 : 64;
    if ((l->wave_size == 32) != l->c->wave32)
        return snprintf(err, errlen, "kernel '%s' is compiled for wave%u, the target runs wave%u (-mattr)", k->name,
                        l->wave_size, l->c->wave32 ? 32 : 64), -1;
    l->group_items = (uint64_t)s->block[0] * s->block[1] * s->block[2];
    l->ngroups = (uint64_t)s->grid[0] * s->grid[1] * s->grid[2];
    if (l->group_items > 1024)
        return snprintf(err, errlen, "a workgroup of %llu work-items is larger than 1024",
                        (unsigned long long)l->group_items), -1;
    l->nwaves = (unsigned)((l->group_items + l->wave_size - 1) / l->wave_size);
    l->scratch_size = k->private_fixed + ((l->props >> 11 & 1) ? 16384 : 0);   /* uses_dynamic_stack: 16 KiB more */
    user_sgpr_values(l);
    l->prog = amd_prog_new(l->c, l->co.image + l->co.code_off, l->co.code_size, l->co.base + l->co.code_off, err,
                           errlen);
    if (!l->prog) return -1;
    size_t nofs;
    const uint64_t *ofs = amd_prog_offsets(l->prog, &nofs);
    gi_mt_code(l->opt->trace_memory, l->co.image + l->co.code_off, l->co.code_size, ofs, nofs);
    if (amd_prog_index(l->prog, k->entry - (l->co.base + l->co.code_off), &l->entry))
        return snprintf(err, errlen, "kernel '%s': its entry 0x%llx is no instruction of the code", k->name,
                        (unsigned long long)k->entry), -1;
    /* global memory: the image, packet, queue, kernarg segment, buffers */
    gi_mem_init(&l->gmem, l->opt->max_memory);
    uint64_t kasize = (k->kernarg_size + 255) & ~255ull, end;
    if (!kasize) kasize = 256;
    if (gi_launch_place((gi_launch_spec *)s, &l->gmem, BUFFER_BASE, &end, err, errlen)) return -1;
    uint8_t *ka = calloc(1, kasize + 256), pk[64] = {0}, q[256] = {0};
    if (!ka) return snprintf(err, errlen, "out of memory"), -1;
    int rc = kernarg_segment(l, ka, k->kernarg_size ? k->kernarg_size : kasize, err, errlen);
    if (!rc) {
        l->lds_size += s->shared;
        packet_and_queue(l, pk, q);
        if (gi_mem_map(&l->gmem, GI_SPACE_GLOBAL, IMAGE_BASE, l->co.size) ||
            gi_mem_write(&l->gmem, GI_SPACE_GLOBAL, 0, IMAGE_BASE, l->co.image, l->co.size) ||
            gi_mem_map(&l->gmem, GI_SPACE_GLOBAL, PACKET_ADDR, 64) ||
            gi_mem_write(&l->gmem, GI_SPACE_GLOBAL, 0, PACKET_ADDR, pk, 64) ||
            gi_mem_map(&l->gmem, GI_SPACE_GLOBAL, QUEUE_ADDR, sizeof q) ||
            gi_mem_write(&l->gmem, GI_SPACE_GLOBAL, 0, QUEUE_ADDR, q, sizeof q) ||
            gi_mem_map(&l->gmem, GI_SPACE_GLOBAL, KERNARG_ADDR, kasize + 256) ||
            gi_mem_write(&l->gmem, GI_SPACE_GLOBAL, 0, KERNARG_ADDR, ka, kasize + 256))
            rc = -1, snprintf(err, errlen, "the code object exceeds the guest memory limit");
    }
    free(ka);
    return rc;
}

int amd_launch(const amd_ctx *c, const uint8_t *obj, size_t n, gi_launch_spec *spec, const gi_launch_options *opt,
               char **result, char *err, size_t errlen)
{
    launch *l = calloc(1, sizeof *l);
    if (!l) return snprintf(err, errlen, "out of memory"), 1;
    l->c = c, l->spec = spec, l->opt = opt;
    gi_ledger_init(&l->ledger, opt->max_insts);
    pthread_mutex_init(&l->amo, NULL);
    int status = 1;
    *result = NULL;
    double t0 = gi_wall_seconds(), t1 = t0, t2 = t0;
    if (!setup(l, obj, n, err, errlen)) {
        bool co = amd_prog_uses_gws(l->prog);   /* one thread, every workgroup resident */
        l->nworkers = co ? (unsigned)(l->ngroups * l->nwaves <= CO_MAX_WAVES ? l->ngroups : 0)
                         : gi_launch_threads(opt->threads);
        if (!co && l->nworkers > l->ngroups) l->nworkers = (unsigned)(l->ngroups ? l->ngroups : 1);
        if (co) l->gws = calloc(1, sizeof *l->gws);
        l->workers = calloc(l->nworkers ? l->nworkers : 1, sizeof *l->workers);
        t1 = t2 = gi_wall_seconds();
        if (!l->workers || (co && !l->gws)) {
            snprintf(err, errlen, "out of memory");
        } else if (co ? run_coresident(l) != 0 : gi_launch_parallel(l->nworkers, l->ngroups, run_group, l) != 0) {
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
    free(l->gws);
    amd_prog_free(l->prog);
    amd_codeobj_free(&l->co);
    gi_mem_free(&l->gmem);
    gi_ledger_free(&l->ledger);
    pthread_mutex_destroy(&l->amo);
    free(l);
    return status;
}
