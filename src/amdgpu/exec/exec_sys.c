/* System, debug and trap-return instructions of the scalar unit
 * (docs/amdgpu-exec.md "System and debug instructions"): what they do to a
 * compute wave with no debugger, no trap handler and no host control. */
#include "amdgpu/exec/exec_sys.h"

static int sys_next(gi_machine *m)
{
    m->pc++;
    return GI_STEP_NEXT;
}

static int sys_err(gi_machine *m, const amd_uop *u, const char *why)
{
    gi_mach_error(m, GI_RUN_ERROR, "instruction %llu: %s %s (docs/amdgpu-exec.md)", (unsigned long long)m->pc,
                  u->what, why);
    return GI_STEP_ERROR;
}

/* s_atc_probe(_buffer), s_setkill, s_cbranch_cdbg*: no effect on the wave.
 * The debug branches are taken only when a debugger has set the wave's
 * debug state; none is attached, so they fall through. s_setkill sets a
 * bit only the host's kill-wave command reads. */
static int h_sys_nop(amd_x *x, gi_machine *m, const amd_uop *u)
{
    (void)x, (void)u;
    return sys_next(m);
}

/* s_sethalt: SIMM16[0] = 1 halts the wave until the host resumes it, which
 * nothing here does; 0 leaves it running. */
static int h_sethalt(amd_x *x, gi_machine *m, const amd_uop *u)
{
    (void)x;
    if (u->d.imm & 1) return sys_err(m, u, "1 halts the wave until the host resumes it: not modelled");
    return sys_next(m);
}

/* s_setvskip S0, S1: VSKIP = S0[S1[4:0]]. While VSKIP is set the vector
 * instructions are skipped; that mode is not modelled, so setting it is a
 * run error and clearing it (it is always clear) does nothing. */
static int h_setvskip(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    uint32_t v = (uint32_t)amd_sread(x, d, d->src[0], AT_B32), b = (uint32_t)amd_sread(x, d, d->src[1], AT_B32);
    if (v >> (b & 31) & 1) return sys_err(m, u, "setting VSKIP is not modelled");
    return sys_next(m);
}

/* s_code_end pads the code after its end and is not meant to run: executed,
 * it is an illegal instruction, a fault of the wave (kind
 * "illegal_instruction"), which ends as after s_trap (no trap handler). */
static int h_code_end(amd_x *x, gi_machine *m, const amd_uop *u)
{
    (void)x, (void)u;
    gi_mach_fault(m, -1, "illegal_instruction", m->pc);
    m->pc++;
    return GI_STEP_END;
}

/* s_rfe_b64 S0 (and GFX8/9 s_rfe_restore_b64 S0, S1): return from a trap
 * handler: PRIV = 0, PC = S0. The wave is never privileged here (no trap
 * handler runs), so what remains is the jump to the address in S0, as
 * s_setpc_b64; S1 of the restore form (a trap handler's bookkeeping) is not used. */
static int h_rfe(amd_x *x, gi_machine *m, const amd_uop *u)
{
    unsigned s = u->d.src[0];
    return amd_jump_to(x, m, u, sreg32(x, s) | (uint64_t)sreg32(x, s + 1) << 32);
}

/* s_get_waveid_in_workgroup (GFX10): the wave's index in its workgroup, 0
 * for a single wave (`gpuisa run --state`). */
static int h_waveid(amd_x *x, gi_machine *m, const amd_uop *u)
{
    swrite32(x, u->d.dst, x->env.wave_id);
    return sys_next(m);
}

const amd_sem amd_sys_sems[] = {
    {"s_atc_probe", h_sys_nop, NULL, 0}, {"s_atc_probe_buffer", h_sys_nop, NULL, 0},
    {"s_setkill", h_sys_nop, NULL, 0},
    {"s_cbranch_cdbgsys", h_sys_nop, NULL, 0}, {"s_cbranch_cdbguser", h_sys_nop, NULL, 0},
    {"s_cbranch_cdbgsys_and_user", h_sys_nop, NULL, 0}, {"s_cbranch_cdbgsys_or_user", h_sys_nop, NULL, 0},
    {"s_sethalt", h_sethalt, NULL, 0}, {"s_setvskip", h_setvskip, NULL, 0},
    {"s_code_end", h_code_end, NULL, 0},
    {"s_rfe_b64", h_rfe, NULL, 0}, {"s_rfe_restore_b64", h_rfe, NULL, 0},
    {"s_get_waveid_in_workgroup", h_waveid, NULL, 0},
    {NULL, NULL, NULL, 0},
};
