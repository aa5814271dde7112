/* The fork/join branch stack of GFX7-GFX9 (docs/amdgpu-exec.md D-BR1), per
 * the Sea Islands / GCN3 / Vega manuals' pseudo-code: CSP, a 3-bit field of
 * the wave's MODE register (bits 31:29), indexes a stack of 4-dword entries
 * in SGPRs: entry k is s[4k:4k+1] = an EXEC mask, s[4k+2:4k+3] = a code
 * address. */
#include "amdgpu/exec/exec_fork.h"

enum { CSP_SHIFT = 29, CSP_MASK = 7 };

static unsigned csp_get(const amd_x *x) { return x->mode >> CSP_SHIFT & CSP_MASK; }
static void csp_set(amd_x *x, unsigned v) { x->mode = (x->mode & ~((uint32_t)CSP_MASK << CSP_SHIFT)) | (v & CSP_MASK) << CSP_SHIFT; }

static uint64_t sgpr64(const amd_x *x, unsigned code) { return sreg32(x, code) | (uint64_t)sreg32(x, code + 1) << 32; }

/* the guest address of instruction i (i == n: the end of the code) */
static uint64_t addr_of(const amd_x *x, uint64_t i) { return x->pr->base + (i < x->pr->n ? x->pr->offs[i] : x->pr->size); }

/* Both forks: passes = EXEC & mask, fails = EXEC & ~mask. All lanes one way:
 * go there. Else the side with fewer lanes runs first; the other side's
 * lanes and address are pushed at CSP, and CSP is incremented (3 bits: the
 * ninth push wraps to entry 0, D-BR1). */
static int fork_to(amd_x *x, gi_machine *m, const amd_uop *u, uint64_t mask, uint64_t target)
{
    uint64_t exec = m->exec, pass = exec & mask, fail = exec & ~mask, next = addr_of(x, m->pc + 1);
    if (pass == exec) return amd_jump_to(x, m, u, target);
    if (fail != exec) {
        unsigned e = csp_get(x) * 4;
        bool fail_first = __builtin_popcountll(fail) < __builtin_popcountll(pass);
        m->exec = fail_first ? fail : pass;
        swrite(x, e, fail_first ? pass : fail, 64);
        swrite(x, e + 2, fail_first ? target : next, 64);
        csp_set(x, csp_get(x) + 1);
        if (!fail_first) return amd_jump_to(x, m, u, target);
    }
    m->pc++;
    return GI_STEP_NEXT;
}

/* s_cbranch_g_fork S0, S1: mask S0 (an SGPR pair), target the 64-bit address in S1 */
static int h_g_fork(amd_x *x, gi_machine *m, const amd_uop *u)
{
    return fork_to(x, m, u, sgpr64(x, (unsigned)u->d.src[0]), sgpr64(x, (unsigned)u->d.src[1]));
}

/* s_cbranch_i_fork S0, label: mask S0 (an SGPR pair, the SDST field), target PC + 4 + SIMM16 * 4 */
static int h_i_fork(amd_x *x, gi_machine *m, const amd_uop *u)
{
    uint64_t target = addr_of(x, m->pc) + 4 + (uint64_t)(int64_t)(int16_t)u->d.imm * 4;
    return fork_to(x, m, u, sgpr64(x, (unsigned)u->d.src[0]), target);
}

/* s_cbranch_join S0: CSP == S0 (the CSP saved before the forks): fall
 * through; else CSP--, EXEC and PC from that entry. */
static int h_join(amd_x *x, gi_machine *m, const amd_uop *u)
{
    if (csp_get(x) == (uint32_t)amd_sread(x, &u->d, u->d.src[0], AT_B32)) {
        m->pc++;
        return GI_STEP_NEXT;
    }
    csp_set(x, csp_get(x) - 1);
    unsigned e = csp_get(x) * 4;
    m->exec = sgpr64(x, e);
    return amd_jump_to(x, m, u, sgpr64(x, e + 2));
}

const amd_sem amd_fork_sems[] = {
    {"s_cbranch_g_fork", h_g_fork, NULL, 0},
    {"s_cbranch_i_fork", h_i_fork, NULL, 0},
    {"s_cbranch_join", h_join, NULL, 0},
    {NULL, NULL, NULL, 0},
};
