/* The threads of a vISA launch (launch.c, docs/visa-exec.md "Launching a
 * kernel"): one run state per hardware thread of a work-group, reused for
 * every work-group its host worker runs. A thread counts its lane
 * instructions -- the channels each instruction's execution mask enables
 * (exec size, mask offset, NoMask; predicates do not count) -- and stops
 * at `barrier` for its work-group. */
#include "visa/exec.h"
#include "visa/exec_dp.h"
#include "visa/exec_gen.h"
#include "core/util.h"
#include <string.h>

visa_exec *vx_thread_new(const visa_target *t, gi_machine *m, const uint8_t *code, size_t size, char *err,
                         size_t errlen)
{
    gi_exec_program prog = {code, size, NULL, 0};
    visa_exec *x = vx_state_new(t, m, &prog, err, errlen);
    if (!x) return NULL;
    x->launch = true;
    x->lane_info = gi_xcalloc(x->ninsts ? x->ninsts : 1, sizeof *x->lane_info);
    for (size_t i = 0; i < x->ninsts; i++) {
        const vx_inst *u = &x->insts[i];
        unsigned es = u->gen ? u->g.exec_size : u->in.exec_size, em = u->gen ? u->g.emask : u->in.emask;
        bool nm = u->gen ? u->g.nomask : u->in.nomask;
        uint64_t all = es >= 32 ? 0xffffffffull : (1ull << es) - 1;
        x->lane_info[i] = all | (uint64_t)(4u * (em & 7)) << 32 | (uint64_t)nm << 40;
    }
    return x;
}

void vx_thread_reset(visa_exec *x, uint32_t exec)
{
    gi_machine *m = x->m;
    memset(x->regs, 0, x->regs_size);
    for (size_t i = 0; i < x->npreds; i++) x->preds[i].bits = 0;
    for (size_t i = 0; i < x->navars; i++) memset(x->avars[i].el, 0, sizeof x->avars[i].el);
    vx_dp_reset(x);
    x->lane_insts = 0;
    gi_machine_restart(m);
    m->exec = exec;
    vx_run_begin(x);
}

int vx_thread_run(visa_exec *x, uint64_t budget)
{
    gi_machine *m = x->m;
    uint64_t n = 0;
    int r = GI_STEP_NEXT;
    vx_rounding_enter(x);
    while (n < budget && m->pc < m->ninsts) {
        uint64_t pc = m->pc, li = x->lane_info[pc];
        uint32_t all = (uint32_t)li;
        uint32_t en = li >> 40 & 1 ? all : (uint32_t)((m->exec & m->lane_mask) >> (li >> 32 & 0xff)) & all;
        x->lane_insts += (uint64_t)__builtin_popcount(en);
        r = vx_step_at(x, m, pc);
        n++;
        if (r != GI_STEP_NEXT || m->stop) break;
    }
    vx_rounding_leave();
    m->icount += n;
    if (m->stop || r == GI_STEP_ERROR) {
        if (!m->error[0]) gi_mach_error(m, GI_RUN_ERROR, "execution error at pc %llu", (unsigned long long)m->pc);
        return VX_THREAD_ERROR;
    }
    if (r == VX_STEP_BARRIER) return VX_THREAD_BARRIER;
    if (r == GI_STEP_END || m->pc >= m->ninsts) return VX_THREAD_END;
    return VX_THREAD_RUN;
}
