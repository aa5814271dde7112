/* SIMD control flow of vISA goto (docs/visa-exec.md "SIMD control flow"):
 * per thread, cf_wait[k] holds the channels a goto disabled until execution
 * reaches instruction k. A forward goto moves its taken channels (enabled
 * and predicated) out of the exec mask into the target's join mask and
 * falls through -- or, when no channel is left enabled, jumps to the first
 * instruction after it where channels wait. A backward goto moves its
 * enabled channels that do not take it into the join mask of the next
 * instruction and jumps to the target if any channel takes it. */
#include "visa/exec_gen.h"
#include "core/util.h"
#include <stdlib.h>
#include <string.h>

void vx_cf_init(visa_exec *x)
{
    free(x->cf_wait);
    x->cf_n = x->ninsts + 1;
    x->cf_wait = gi_xcalloc(x->cf_n, sizeof *x->cf_wait);
}

void vx_cf_reset(visa_exec *x)
{
    if (x->cf_wait) memset(x->cf_wait, 0, x->cf_n * sizeof *x->cf_wait);
}

void vx_gen_join(visa_exec *x, size_t k)
{
    if (k < x->cf_n && x->cf_wait[k]) {
        x->m->exec |= x->cf_wait[k];
        x->cf_wait[k] = 0;
    }
}

int vx_gen_goto(visa_exec *x, const visa_gparsed *g, size_t target)
{
    gi_machine *m = x->m;
    vx_gctx c = {x, g, 4u * (g->emask & 7)};
    uint64_t pc = m->pc;
    if (!x->cf_wait || pc >= x->ninsts || target > x->ninsts)
        return vx_gerr(&c, -1, "target instruction %zu is outside the program (%zu instructions)", target, x->ninsts), GI_STEP_ERROR;
    unsigned es = g->exec_size;
    if (es == 0 || es > 32 || g->emask > 7 || c.off + es > 32) return vx_gerr(&c, -1, "execution size %u is not valid", es), GI_STEP_ERROR;
    uint32_t active = (uint32_t)(m->exec & m->lane_mask);
    uint32_t en, take;
    if (es == 1) {
        /* a uniform goto: every enabled channel follows channel 0's predicate */
        en = active;
        take = !g->pred || (vx_gen_predbits(&c) & 1) ? en : 0;
    } else {
        uint32_t chans = (uint32_t)((es >= 32 ? 0xffffffffull : (1ull << es) - 1) << c.off);
        en = g->nomask ? chans : active & chans;
        take = en & (g->pred ? vx_gen_predbits(&c) << c.off : chans);
    }
    if (target > pc) {
        m->exec &= ~(uint64_t)take;
        x->cf_wait[target] |= take;
        if (!(m->exec & m->lane_mask)) {
            /* nothing left enabled: the next point where channels wait */
            size_t k = (size_t)pc + 1;
            while (k < x->ninsts && !x->cf_wait[k]) k++;
            m->pc = k;
        } else {
            m->pc = pc + 1;
        }
    } else {
        uint32_t stay = en & ~take;
        m->exec &= ~(uint64_t)stay;
        x->cf_wait[pc + 1] |= stay;
        m->pc = take ? target : pc + 1;
    }
    return GI_STEP_NEXT;
}
