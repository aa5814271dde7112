/* The full-mask handlers of the SASS executor (exec.c): included twice by
 * exec.c, once for the baseline target and once compiled for AVX2 (HOT(name)
 * is name or name_avx2); decoding picks the set the host runs (pick_handler).
 * The kernels they call are always_inline, so each copy is vectorised for
 * its own target. Not a header of its own: it needs exec.c's definitions. */
#define LEA_HANDLER(name, HI, OUT)                                                                        \
    static int HOT(name)(sass_exec *x, gi_machine *m, const sass_uop *u)                                       \
    {                                                                                                      \
        uint64_t g = guarded(x, m, &u->in);                                                                \
        if (full_mask(m, g)) {                                                                             \
            uint32_t sbu = u->in.form == SASS_SB_CONST ? const_word(m, u->in.cbank, (uint64_t)u->in.imm) \
                                                       : u->sbu;                                          \
            if (m->lanes == 32) lea_full(x, m, u, sbu, 32, HI, OUT);                                       \
            else lea_full(x, m, u, sbu, m->lanes, HI, OUT);                                                \
        } else {                                                                                           \
            exec_lea(x, m, &u->in, g);                                                                     \
        }                                                                                                  \
        m->pc++;                                                                                           \
        return GI_STEP_NEXT;                                                                               \
    }
LEA_HANDLER(h_lea_lo, false, LEA_OUT_NONE)
LEA_HANDLER(h_lea_lo_cc, false, LEA_OUT_CC)
LEA_HANDLER(h_lea_lo_plg, false, LEA_OUT_PLG)
LEA_HANDLER(h_lea_hi, true, LEA_OUT_NONE)
LEA_HANDLER(h_lea_hi_cc, true, LEA_OUT_CC)
LEA_HANDLER(h_lea_hi_plg, true, LEA_OUT_PLG)

static int HOT(h_ld)(sass_exec *x, gi_machine *m, const sass_uop *u)
{
    uint64_t g = guarded(x, m, &u->in);
    bool done = false;
    if (full_mask(m, g) && !m->hook && (pmask(x, u->in.plg) & g) == g)
        done = m->lanes == 32 ? ld_full(x, m, u, 32) : ld_full(x, m, u, m->lanes);
    if (!done) exec_ld_st(x, m, &u->in, g, false);
    m->pc++;
    return GI_STEP_NEXT;
}

static int HOT(h_ldc)(sass_exec *x, gi_machine *m, const sass_uop *u)
{
    uint64_t g = guarded(x, m, &u->in);
    bool done = false;
    if (full_mask(m, g) && !m->hook) done = m->lanes == 32 ? ldc_full(x, m, u, 32) : ldc_full(x, m, u, m->lanes);
    if (!done) exec_ldc(x, m, &u->in, g);
    m->pc++;
    return GI_STEP_NEXT;
}

static int HOT(h_iadd)(sass_exec *x, gi_machine *m, const sass_uop *u)
{
    uint64_t g = guarded(x, m, &u->in);
    if (full_mask(m, g)) {
        uint32_t sbu = u->in.form == SASS_SB_CONST ? const_word(m, u->in.cbank, (uint64_t)u->in.imm) : u->sbu;
        if (m->lanes == 32) iadd_full(x, m, u, sbu, 32);
        else iadd_full(x, m, u, sbu, m->lanes);
    } else {
        exec_alu(x, &u->in, g);
    }
    m->pc++;
    return GI_STEP_NEXT;
}

static int HOT(h_isetp)(sass_exec *x, gi_machine *m, const sass_uop *u)
{
    const sass_inst *in = &u->in;
    uint64_t g = guarded(x, m, in);
    if (full_mask(m, g)) {
        uint32_t sbu = in->form == SASS_SB_CONST ? const_word(m, in->cbank, (uint64_t)in->imm) : u->sbu;
        uint64_t c = m->lanes == 32 ? isetp_full(x, u, sbu, 32) : isetp_full(x, u, sbu, m->lanes);
        uint64_t ps = pmask(x, in->psrc);
        if (in->psrc_neg) ps = ~ps;
        unsigned bop = in->m[SASS_M_BOP];
        uint64_t v1 = bop == 0 ? c & ps : bop == 1 ? c | ps : c ^ ps;
        uint64_t v2 = bop == 0 ? ~c & ps : bop == 1 ? ~c | ps : ~c ^ ps;
        pwrite_mask(x, m, in->pd, v1);
        pwrite_mask(x, m, in->pd2, v2);
    } else {
        exec_isetp(x, in, g);
    }
    m->pc++;
    return GI_STEP_NEXT;
}

#undef LEA_HANDLER
