/* SIMD control flow of vISA goto (docs/visa-exec.md "SIMD control flow"):
 * per thread, cf_wait[k] holds the channels a goto disabled until execution
 * reaches instruction k. A forward goto moves its taken channels (enabled
 * and predicated) out of the exec mask into the target's join mask and
 * falls through -- or, when no channel is left enabled, jumps to the first
 * instruction after it where channels wait. A backward goto moves its
 * enabled channels that do not take it into the join mask of the next
 * instruction and jumps to the target if any channel takes it. jmp, call
 * and ret follow the vISA documentation (JMP.md, CALL.md, RET.md): a call
 * opens a frame holding the return index and the caller's exec mask; the
 * subroutine runs with the call mask (the active channels the predicate
 * selects; all of them for a scalar call); a ret turns its predicated
 * channels off and, when none is left (or a scalar ret is taken), returns --
 * or, in the kernel, ends the thread once no channel waits at a join point. */
#include "visa/exec_gen.h"
#include "core/util.h"
#include <stdlib.h>
#include <string.h>

void vx_cf_init(visa_exec *x)
{
    free(x->cf_wait);
    x->cf_n = x->ninsts + 1;
    x->cf_wait = gi_xcalloc(x->cf_n, sizeof *x->cf_wait);
    if (!x->call_pc) {
        x->call_pc = gi_xcalloc(VX_CALL_DEPTH, sizeof *x->call_pc);
        x->call_exec = gi_xcalloc(VX_CALL_DEPTH, sizeof *x->call_exec);
    }
    x->ncalls = 0;
}

void vx_cf_reset(visa_exec *x)
{
    if (x->cf_wait) memset(x->cf_wait, 0, x->cf_n * sizeof *x->cf_wait);
    x->ncalls = 0;
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

/* uniform: channel 0's predicate (at the mask offset), true without one */
static int scalar_taken(const vx_gctx *c) { return !c->g->pred || (vx_gen_predbits(c) & 1); }

int vx_gen_jmp(visa_exec *x, const visa_gparsed *g, size_t target)
{
    vx_gctx c = {x, g, 4u * (g->emask & 7)};
    if (g->exec_size != 1) return vx_gerr(&c, -1, "jmp with execution size %u is not modelled (1 is)", g->exec_size), GI_STEP_ERROR;
    if (target > x->ninsts) return vx_gerr(&c, -1, "target instruction %zu is outside the program", target), GI_STEP_ERROR;
    x->m->pc = scalar_taken(&c) ? target : x->m->pc + 1;
    return GI_STEP_NEXT;
}

int vx_gen_call(visa_exec *x, const visa_gparsed *g, size_t target)
{
    gi_machine *m = x->m;
    vx_gctx c = {x, g, 4u * (g->emask & 7)};
    unsigned es = g->exec_size;
    if (es == 0 || es > 32 || g->emask > 7 || c.off + es > 32) return vx_gerr(&c, -1, "execution size %u is not valid", es), GI_STEP_ERROR;
    if (target > x->ninsts) return vx_gerr(&c, -1, "target instruction %zu is outside the program", target), GI_STEP_ERROR;
    uint64_t callmask;
    if (es == 1) {
        callmask = scalar_taken(&c) ? m->exec : 0;
    } else {
        callmask = (uint64_t)vx_gen_enables(&c, 1) << c.off;
    }
    if (!(callmask & m->lane_mask)) {
        m->pc++;
        return GI_STEP_NEXT;
    }
    if (x->ncalls >= VX_CALL_DEPTH) return vx_gerr(&c, -1, "calls nest deeper than %d", VX_CALL_DEPTH), GI_STEP_ERROR;
    x->call_pc[x->ncalls] = (uint32_t)(m->pc + 1);
    x->call_exec[x->ncalls++] = m->exec;
    m->exec = callmask;
    m->pc = target;
    return GI_STEP_NEXT;
}

int vx_ret(visa_exec *x, const visa_inst *in)
{
    gi_machine *m = x->m;
    unsigned es = in->exec_size, off = 4u * (in->emask & 7);
    if (es == 0 || es > 32 || in->emask > 7 || off + es > 32)
        return gi_mach_error(m, GI_RUN_ERROR, "pc %llu: ret: execution size %u is not valid", (unsigned long long)m->pc, es), GI_STEP_ERROR;
    int done;
    if (es == 1) {
        /* channel 0's predicate; vx_enables with every channel on gives it */
        uint64_t exec = m->exec;
        m->exec = ~0ull;
        done = !in->pred || (vx_enables(x, in) & 1);
        m->exec = exec;
    } else {
        m->exec &= ~((uint64_t)vx_enables(x, in) << off);
        done = !(m->exec & m->lane_mask);
    }
    if (!done) {
        m->pc++;
        return GI_STEP_NEXT;
    }
    if (x->ncalls) {
        x->ncalls--;
        m->pc = x->call_pc[x->ncalls];
        m->exec = x->call_exec[x->ncalls];
        return GI_STEP_NEXT;
    }
    /* the kernel: channels still waiting at a later join point go on there */
    size_t k = (size_t)m->pc + 1;
    while (es > 1 && x->cf_wait && k < x->ninsts && !x->cf_wait[k]) k++;
    if (es > 1 && x->cf_wait && k < x->ninsts) {
        m->pc = k;
        return GI_STEP_NEXT;
    }
    m->pc++;
    return GI_STEP_END;
}

int vx_gen_faddr(visa_exec *x, const visa_gparsed *g, const char *sym)
{
    vx_gctx c = {x, g, 0};
    const vx_symbol *found = NULL;
    for (size_t i = 0; sym && i < x->nsyms && !found; i++)
        if (!strcmp(x->syms[i].name, sym)) found = &x->syms[i];
    if (!found)
        return vx_gerr(&c, -1, "symbol %s is not defined (a launch with the program's zebin defines its data symbols)",
                       sym ? sym : "?"), GI_STEP_ERROR;
    uint8_t *p;
    unsigned t;
    if (vx_dst_at(&c, 1, 0, &p, &t)) return GI_STEP_ERROR;
    if (vx_type_float(t)) return vx_gerr(&c, 1, "an address goes in an integer element"), GI_STEP_ERROR;
    if (p) gi_le_store(p, found->addr, visa_type_size(t));
    return GI_STEP_NEXT;
}
