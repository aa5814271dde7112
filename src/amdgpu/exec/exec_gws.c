/* Global wave sync (GWS) instructions (docs/amdgpu-exec.md "Global wave
 * sync"): 64 resources shared by the waves of a launch, each a counter
 * that ds_gws_init sets, that the semaphore instructions count up and down
 * and that a barrier compares the arrived waves with.
 *
 * The resource: (the instruction's offset + M0[21:16]) mod 64 (AMDGPUUsage
 * and LLVM's GWS lowering: "<isa opaque base> + M0[21:16] + offset field",
 * the base 0 here). The value: data0 of the first active lane (lane 0 when
 * EXEC is 0): a GWS instruction is one request of the wave, not one per lane.
 *
 * A wave that must wait returns AMD_STEP_WAIT with m->pc left on the
 * instruction and the resource recorded in x->gws_wait; the launch's
 * co-resident scheduler (launch.c) runs it again later, which retries the
 * instruction. A wave without a launch (gpuisa run) has nobody who could
 * release it: waiting is a run error there. */
#include "amdgpu/exec/exec_gws.h"
#include <stdio.h>

enum { G_INIT, G_BARRIER, G_V, G_BR, G_P, G_RELEASE_ALL };

static int gws_next(gi_machine *m)
{
    m->pc++;
    return GI_STEP_NEXT;
}

/* The wave waits for resource rid to change generation gen. */
static int gws_wait(amd_x *x, gi_machine *m, const amd_uop *u, unsigned rid, uint32_t gen, const char *why)
{
    if (!x->env.launch) {
        gi_mach_error(m, GI_RUN_ERROR,
                      "instruction %llu: %s on GWS resource %u would wait forever: %s, and a single wave has no "
                      "other wave to release it (docs/amdgpu-exec.md)",
                      (unsigned long long)m->pc, u->what, rid, why);
        return GI_STEP_ERROR;
    }
    x->gws_wait = rid + 1, x->gws_gen = gen;
    return AMD_STEP_WAIT;
}

static int h_gws(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    amd_gws *g = x->env.gws ? x->env.gws : &x->gws_own;
    unsigned rid = ((unsigned)d->moff + (x->s[CODE_M0] >> 16 & 63)) & 63;
    uint32_t val = 0;
    if (d->maddr >= 0) {
        uint64_t act = active(m);
        val = x->v[d->maddr & 255][act ? (unsigned)__builtin_ctzll(act) : 0];
    }
    bool waited = x->gws_wait == rid + 1;
    x->gws_wait = 0;
    switch (u->p) {
    case G_INIT:   /* the counter = data0; for a barrier: the waves it waits for, minus 1 */
        g->value[rid] = val, g->arrived[rid] = 0;
        return gws_next(m);
    case G_BARRIER:
        /* the wave arrives; the (value + 1)-th arrival releases them all */
        if (waited) {
            if (g->bar_gen[rid] != x->gws_gen) return gws_next(m);
            return gws_wait(x, m, u, rid, x->gws_gen, "");
        }
        if (g->arrived[rid] >= g->value[rid]) {
            g->arrived[rid] = 0, g->bar_gen[rid]++;
            return gws_next(m);
        }
        g->arrived[rid]++;
        {
            char why[96];
            snprintf(why, sizeof why, "the barrier waits for %llu waves", (unsigned long long)g->value[rid] + 1);
            return gws_wait(x, m, u, rid, g->bar_gen[rid], why);
        }
    case G_V:
        g->value[rid]++;
        return gws_next(m);
    case G_BR:
        g->value[rid] += val;
        return gws_next(m);
    case G_P:
        /* the counter > 0: take one; else wait for a V/BR or a release_all */
        if (waited && g->rel_gen[rid] != x->gws_gen) return gws_next(m);
        if (g->value[rid]) {
            g->value[rid]--;
            return gws_next(m);
        }
        return gws_wait(x, m, u, rid, waited ? x->gws_gen : g->rel_gen[rid], "its semaphore count is 0");
    default:   /* G_RELEASE_ALL: the waves waiting at ds_gws_sema_p go on */
        g->rel_gen[rid]++;
        return gws_next(m);
    }
}

bool amd_gws_handler(amd_xh h) { return h == h_gws; }

bool amd_prog_uses_gws(const amd_prog *p)
{
    for (uint64_t i = 0; i < p->n; i++)
        if (p->uops[i].h == h_gws) return true;
    return false;
}

int amd_wave_gws_wait(const amd_wave *w, const char **what)
{
    if (!w->gws_wait || w->m->pc >= w->n) return -1;
    *what = w->prog[w->m->pc].what;
    return (int)w->gws_wait - 1;
}

const amd_sem amd_gws_sems[] = {
    {"ds_gws_init", h_gws, NULL, G_INIT},
    {"ds_gws_barrier", h_gws, NULL, G_BARRIER},
    {"ds_gws_sema_v", h_gws, NULL, G_V},
    {"ds_gws_sema_br", h_gws, NULL, G_BR},
    {"ds_gws_sema_p", h_gws, NULL, G_P},
    {"ds_gws_sema_release_all", h_gws, NULL, G_RELEASE_ALL},
    {NULL, NULL, NULL, 0},
};
