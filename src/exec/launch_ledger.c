/* The shared bookkeeping of a launch (launch_ledger.h). */
#include "exec/launch_ledger.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void gi_ledger_init(gi_launch_ledger *g, uint64_t budget)
{
    memset(g, 0, sizeof *g);
    pthread_mutex_init(&g->mu, NULL);
    g->budget = budget;
}

void gi_ledger_free(gi_launch_ledger *g)
{
    free(g->st.faults);
    g->st.faults = NULL;
    pthread_mutex_destroy(&g->mu);
}

int gi_ledger_vfail(gi_launch_ledger *g, uint64_t group, const char *fmt, va_list ap)
{
    pthread_mutex_lock(&g->mu);
    if (!g->err[0] || group < g->err_group) {
        vsnprintf(g->err, sizeof g->err, fmt, ap);
        g->err_group = group;
    }
    pthread_mutex_unlock(&g->mu);
    return -1;
}

int gi_ledger_fail(gi_launch_ledger *g, uint64_t group, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    gi_ledger_vfail(g, group, fmt, ap);
    va_end(ap);
    return -1;
}

uint64_t gi_ledger_take(gi_launch_ledger *g, uint64_t chunk)
{
    pthread_mutex_lock(&g->mu);
    uint64_t n = g->budget < chunk ? g->budget : chunk;
    g->budget -= n;
    pthread_mutex_unlock(&g->mu);
    return n;
}

void gi_ledger_give_back(gi_launch_ledger *g, uint64_t n)
{
    pthread_mutex_lock(&g->mu);
    g->budget += n;
    pthread_mutex_unlock(&g->mu);
}

int gi_ledger_wave_done(gi_launch_ledger *g, const uint32_t group[3], unsigned wave, const gi_machine *m,
                        uint64_t lane_insts)
{
    pthread_mutex_lock(&g->mu);
    gi_launch_stats *st = &g->st;
    st->instructions += m->icount;
    st->lane_instructions += lane_insts;
    st->waves++;
    int rc = 0;
    if (m->faults.n) {
        gi_launch_fault *f = realloc(st->faults, (st->nfaults + m->faults.n) * sizeof *f);
        if (!f) {
            rc = -1;
        } else {
            st->faults = f;
            for (size_t i = 0; i < m->faults.n; i++, st->nfaults++)
                f[st->nfaults] = (gi_launch_fault){m->faults.f[i], {group[0], group[1], group[2]}, wave, st->nfaults};
        }
    }
    pthread_mutex_unlock(&g->mu);
    return rc;
}
