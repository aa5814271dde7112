/* Round-robin waves of a workgroup with barriers (launch_group.h). */
#include "exec/launch_group.h"
#include <stdlib.h>

enum { S_RUN, S_BARRIER, S_DONE };
enum { BUDGET_CHUNK = 1 << 16 };

int gi_group_run(gi_launch_ledger *g, uint64_t max_insts, uint64_t gi, const uint32_t c[3], unsigned n,
                 const gi_group_waves *ops, void *user)
{
    uint8_t *state = calloc(n ? n : 1, 1);   /* S_RUN */
    if (!state) return gi_ledger_fail(g, gi, "out of memory");
    unsigned done = 0;
    int rc = 0;
    while (done < n && !rc) {
        unsigned waiting = 0;
        for (unsigned i = 0; i < n && !rc; i++) {
            while (state[i] == S_RUN && !rc) {
                uint64_t budget = gi_ledger_take(g, BUDGET_CHUNK);
                if (!budget) {
                    rc = gi_ledger_fail(g, gi, "instruction limit (%llu) reached in %s (%u,%u,%u) %s %u",
                                        (unsigned long long)max_insts, ops->group_noun, c[0], c[1], c[2],
                                        ops->wave_noun, i);
                    break;
                }
                gi_machine *m = ops->machine(user, i);
                uint64_t before = m->icount;
                int r = ops->run(user, i, budget);
                gi_ledger_give_back(g, budget - (m->icount - before));
                if (r == GI_WAVE_ERROR) {
                    rc = gi_ledger_fail(g, gi, "%s (%u,%u,%u) %s %u: %s", ops->group_noun, c[0], c[1], c[2],
                                        ops->wave_noun, i, m->error);
                } else if (r == GI_WAVE_BARRIER) {
                    state[i] = S_BARRIER;
                } else if (r == GI_WAVE_END) {
                    state[i] = S_DONE, done++;
                    if (gi_ledger_wave_done(g, c, i, m, ops->lane_insts(user, i))) rc = gi_ledger_fail(g, gi, "out of memory");
                }
            }
            waiting += state[i] == S_BARRIER;
        }
        /* every wave still running waits at the barrier: release them */
        for (unsigned i = 0; waiting && i < n; i++)
            if (state[i] == S_BARRIER) state[i] = S_RUN;
    }
    free(state);
    return rc;
}
