/* Machine state, faults, the hook call and the run loop (see machine.h). */
#include "exec/machine.h"
#include "exec/run.h"
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void gi_machine_init(gi_machine *m, unsigned lanes, uint64_t max_memory)
{
    memset(m, 0, sizeof *m);
    gi_mem_init(&m->mem, max_memory);
    m->max_insts = GI_DEFAULT_MAX_INSTRUCTIONS;
    if (gi_machine_set_lanes(m, lanes) != 0) gi_machine_set_lanes(m, 1);
}

void gi_machine_free(gi_machine *m)
{
    gi_faults_free(&m->faults, &m->mem);
    gi_mem_free(&m->mem);
}

int gi_machine_set_lanes(gi_machine *m, unsigned lanes)
{
    if (lanes < 1 || lanes > GI_MAX_LANES) return -1;
    m->lanes = lanes;
    m->lane_mask = lanes == 64 ? ~0ull : (1ull << lanes) - 1;
    m->exec = m->lane_mask;
    return 0;
}

int gi_mach_error(gi_machine *m, gi_run_status st, const char *fmt, ...)
{
    if (m->stop && m->run_status < 0) return -1;   /* the first error wins */
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(m->error, sizeof m->error, fmt, ap);
    va_end(ap);
    m->stop = 1;
    m->attn = 1;
    m->run_status = st;
    return -1;
}

void gi_mach_nomem(gi_machine *m)
{
    gi_mach_error(m, GI_RUN_MEM_LIMIT, "guest memory limit (%llu bytes) exceeded at pc %llu",
                  (unsigned long long)m->mem.limit, (unsigned long long)m->pc);
}

void gi_mach_fault(gi_machine *m, int lane, const char *kind, uint64_t address)
{
    if (gi_faults_add(&m->faults, &m->mem, m->pc, lane, kind, address) != GI_MEM_OK) gi_mach_nomem(m);
    m->attn |= m->fault_stops;
}

void gi_mach_notify(gi_machine *m, gi_space sp, int lane, uint64_t addr, const void *buf, size_t size, int write,
                    int status)
{
    gi_mem_access a = {m->pc, lane, sp, addr, size, status == GI_MEM_OK ? buf : NULL, write, status};
    m->hook(m->hook_user, &a);
}

void gi_mach_notify_batch(gi_machine *m, const gi_mach_batch *b)
{
    if (m->batch_hook) {
        m->batch_hook(m->hook_user, m->pc, b);
        return;
    }
    for (size_t i = 0; i < b->n; i++)
        gi_mach_notify(m, b->sp, gi_mach_batch_lane(b, i), gi_mach_batch_addr(b, i), b->value + i * b->size, b->size,
                       b->write, GI_MEM_OK);
}

void gi_mach_notify_run(gi_machine *m, gi_space sp, int lane0, int lane_step, uint64_t addr, const uint8_t *buf,
                        size_t size, size_t count, int write)
{
    gi_mach_batch b = {sp, write, size, count, NULL, lane0, lane_step, NULL, addr, buf};
    gi_mach_notify_batch(m, &b);
}

void gi_machine_restart(gi_machine *m)
{
    m->pc = 0;
    m->icount = 0;
    m->stop = 0;
    m->attn = 0;
    m->run_status = GI_RUN_END;
    m->error[0] = 0;
    gi_faults_clear(&m->faults, &m->mem);
}

gi_run_status gi_machine_run(gi_machine *m, const gi_isa_exec *x, void *st, unsigned flags)
{
    gi_machine_restart(m);
    m->fault_stops = (flags & GI_RUN_STOP_ON_FAULT) != 0;
    if (x->run_begin) x->run_begin(st);
    int (*step)(void *, gi_machine *) = x->step;
    int (*run)(void *, gi_machine *, uint64_t) = x->run;
    const int stop_on_fault = (flags & GI_RUN_STOP_ON_FAULT) != 0;
    const uint64_t ninsts = m->ninsts, max_insts = m->max_insts;
    /* After a step, one predictable test for the usual case (GI_STEP_NEXT,
     * no stop, no new fault under --stop-on-fault); the other outcomes are
     * checked in the order stop, error, stop-on-fault, end. */
    while (m->pc < ninsts) {
        if (__builtin_expect(m->icount >= max_insts, 0)) {
            gi_mach_error(m, GI_RUN_INSN_LIMIT, "instruction limit (%llu) reached at pc %llu",
                          (unsigned long long)max_insts, (unsigned long long)m->pc);
            break;
        }
        size_t nfaults = m->faults.n;
        int r;
        if (run) {
            r = run(st, m, max_insts - m->icount);   /* counts its instructions */
        } else {
            r = step(st, m);
            m->icount++;
        }
        if (__builtin_expect(r == GI_STEP_NEXT && !m->stop && !(stop_on_fault && m->faults.n != nfaults), 1))
            continue;
        if (m->stop) break;
        if (r == GI_STEP_ERROR) {
            gi_mach_error(m, GI_RUN_ERROR, "execution error at pc %llu", (unsigned long long)m->pc);
            break;
        }
        if (stop_on_fault && m->faults.n != nfaults) {
            m->run_status = GI_RUN_STOPPED;
            break;
        }
        if (r == GI_STEP_END) break;
    }
    return m->run_status;
}
