/* The full-mask handlers of the SASS executor (exec.c): included twice by
 * exec.c, once for the baseline target and once compiled for AVX2 (HOT(name)
 * is name or name_avx2); decoding picks the set the host runs (pick_handler).
 * The kernels they call are always_inline, so each copy is vectorised for
 * its own target. Not a header of its own: it needs exec.c's definitions. */
/* The global region and per-lane byte offsets of an LD/LDG/STG of every lane (exec.c:
 * region_classify, ld_offsets): the region's host bytes, or NULL when some lane needs the
 * per-lane path. A load may read a whole word past a narrow access (glim), a store may not. */
ALWAYS_INLINE uint8_t *HOT(full_region)(sass_exec *x, gi_machine *m, const sass_uop *u, unsigned n, bool load,
                                        uint32_t *o, uint32_t *edge, uint32_t *spaced)
{
    const sass_inst *in = &u->in;
    const unsigned nb = u->nbytes;
    const uint32_t imm = (uint32_t)in->imm;
    const bool e = u->lda == LDA_E;
    const uint32_t *alo = x->r[u->ra], *ahi = x->r[e ? u->ra + 1 : ROW_ZERO];
    uint64_t a0 = e ? ((uint64_t)ahi[0] << 32 | alo[0]) + (uint64_t)(int64_t)(int32_t)imm : (uint32_t)(alo[0] + imm);
    /* the region this instruction used last time, else lane 0's */
    sass_region *rc = &x->ldreg[m->pc];
    if (a0 - rc->base >= rc->len) {
        rc->p = gi_mem_region(&m->mem, GI_SPACE_GLOBAL, a0, &rc->base, &rc->len);
        if (!rc->p) rc->len = 0;
        region_classify(rc, m);
    }
    if (!rc->fast || rc->len < nb || (!e && rc->hi)) return NULL;
    const uint32_t hadj = rc->hi + (uint32_t)(e && (int32_t)imm < 0), lim = (uint32_t)rc->len - nb;
    const uint32_t glim = !load ? lim : rc->len >= 4 ? (uint32_t)rc->len - 4 : 0;
    uint32_t bad;
    if (e) bad = ld_offsets(o, edge, spaced, alo, ahi, imm, hadj, rc->blo, lim, glim, nb - 1, n, LDA_E);
    else bad = ld_offsets(o, edge, spaced, alo, ahi, imm, hadj, rc->blo, lim, glim, nb - 1, n, LDA_32);
    return bad ? NULL : rc->p;
}

/* LD of every lane; false when some lane needs the per-lane path. */
ALWAYS_INLINE bool HOT(ld_full)(sass_exec *x, gi_machine *m, const sass_uop *u, unsigned n)
{
    const unsigned size = u->in.m[SASS_M_SIZE] & 7;
    uint32_t o[GI_MAX_LANES], edge, spaced;
    const uint8_t *p = HOT(full_region)(x, m, u, n, true, o, &edge, &spaced);
    if (!p) return false;
    uint32_t *const dst[4] = {x->r[u->dst[0]], x->r[u->dst[1]], x->r[u->dst[2]], x->r[u->dst[3]]};
    if (!spaced && size == 4) {   /* one block: lane l's word is word l */
        memcpy(dst[0], p + o[0], (size_t)n * 4);
        goto done;
    }
#if defined(SASS_GATHER)
    const sass_region *rc = &x->ldreg[m->pc];
    if (!spaced && size == 6) {
        ld_block128_vec(dst, p + o[0], n);
        goto done;
    }
    if (size >= 4 || (rc->len >= 4 && !edge)) {
        switch (size) {
        case 0: ld_gather_vec(dst, p, o, n, 0); break;
        case 1: ld_gather_vec(dst, p, o, n, 1); break;
        case 2: ld_gather_vec(dst, p, o, n, 2); break;
        case 3: ld_gather_vec(dst, p, o, n, 3); break;
        case 4: ld_gather_vec(dst, p, o, n, 4); break;
        case 5: ld_gather_vec(dst, p, o, n, 5); break;
        default: ld_gather_vec(dst, p, o, n, 6); break;
        }
        goto done;
    }
#endif
    switch (size) {
    case 0: ld_gather(dst, p, o, 0, n, 0); break;
    case 1: ld_gather(dst, p, o, 0, n, 1); break;
    case 2: ld_gather(dst, p, o, 0, n, 2); break;
    case 3: ld_gather(dst, p, o, 0, n, 3); break;
    case 4: ld_gather(dst, p, o, 0, n, 4); break;
    case 5: ld_gather(dst, p, o, 0, n, 5); break;
    default: ld_gather(dst, p, o, 0, n, 6); break;
    }
done:
    for (unsigned k = 0; k < u->nregs; k++) mark_written(x, u->dst[k]);
    return true;
}

/* STG of every lane (the region and offsets as ld_full's); false when some lane needs the
 * per-lane path (exec_global). Lanes store in lane order (D-M1: the last of several lanes
 * writing one address wins). */
ALWAYS_INLINE bool HOT(st_full)(sass_exec *x, gi_machine *m, const sass_uop *u, unsigned n)
{
    const sass_inst *in = &u->in;
    const unsigned size = in->m[SASS_M_SIZE] & 7;
    uint32_t o[GI_MAX_LANES], edge, spaced;
    uint8_t *p = HOT(full_region)(x, m, u, n, false, o, &edge, &spaced);
    if (!p) return false;
    const uint32_t *src[4];
    for (unsigned k = 0; k < 4; k++) src[k] = x->r[in->rd + k < NREGS ? in->rd + k : ROW_ZERO];
    if (!spaced && size == 4) {   /* one block: lane l's word is word l */
        memcpy(p + o[0], src[0], (size_t)n * 4);
        return true;
    }
    for (unsigned l = 0; l < n; l++) st_one(p + o[l], src, l, size);
    return true;
}

/* LDC of every lane without a misaligned address; banks that do not exist,
 * out-of-range addresses and unset banks read 0 as in exec_ldc. */
ALWAYS_INLINE bool HOT(ldc_full)(sass_exec *x, gi_machine *m, const sass_uop *u, unsigned n)
{
    const sass_inst *in = &u->in;
    const unsigned nb = u->nbytes, size = in->m[SASS_M_SIZE] & 7, mode = in->m[SASS_M_MODE] & 3;
    if (in->ra == SASS_RZ) return ldc_uniform(x, m, u, n);
    uint32_t *d0 = x->r[u->dst[0]], *d1 = x->r[u->dst[1]];
    const uint32_t *ra = x->r[u->ra], simm = (uint32_t)(int32_t)in->imm;
    uint32_t idx[GI_MAX_LANES], bad, spread;
    if (nb > 8) return false;
    switch (mode) {
    case 0: bad = ldc_index(idx, &spread, in->cbank, x->cpresent, ra, simm, nb, n, 0); break;
    case 1: bad = ldc_index(idx, &spread, in->cbank, x->cpresent, ra, simm, nb, n, 1); break;
    case 2: bad = ldc_index(idx, &spread, in->cbank, x->cpresent, ra, simm, nb, n, 2); break;
    default: bad = ldc_index(idx, &spread, in->cbank, x->cpresent, ra, simm, nb, n, 3); break;
    }
    if (bad) return false;
    const uint8_t *const *banks = x->cbp;
#if defined(SASS_GATHER)
    if (!spread && size >= 4) {   /* one bank: 4-byte reads stay inside it (addr <= 0x10000 - nb) */
        ldc_gather_vec(d0, d1, banks[idx[0] >> 16], idx, n, size == 5);
        goto done;
    }
#else
    (void)spread;
#endif
    switch (size) {
    case 0: ldc_gather(d0, d1, banks, idx, 0, n, 0); break;
    case 1: ldc_gather(d0, d1, banks, idx, 0, n, 1); break;
    case 2: ldc_gather(d0, d1, banks, idx, 0, n, 2); break;
    case 3: ldc_gather(d0, d1, banks, idx, 0, n, 3); break;
    case 4: ldc_gather(d0, d1, banks, idx, 0, n, 4); break;
    default: ldc_gather(d0, d1, banks, idx, 0, n, 5); break;
    }
#if defined(SASS_GATHER)
done:
#endif
    for (unsigned k = 0; k < u->nregs; k++) mark_written(x, u->dst[k]);
    return true;
}

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
    if (full_mask(m, g) && (pmask(x, u->in.plg) & g) == g)
        done = __builtin_expect(m->hook != NULL, 0) ? mem_full_hooked(x, m, u, false)
               : m->lanes == 32                     ? HOT(ld_full)(x, m, u, 32)
                                                    : HOT(ld_full)(x, m, u, m->lanes);
    if (!done) exec_ld_st(x, m, &u->in, g, false);
    m->pc++;
    return GI_STEP_NEXT;
}

/* LDG / STG: global memory whatever the windows (exec_global); the full-mask paths take
 * regions outside the local window, as LD's. */
static int HOT(h_ldg)(sass_exec *x, gi_machine *m, const sass_uop *u)
{
    uint64_t g = guarded(x, m, &u->in);
    bool done = false;
    if (full_mask(m, g))
        done = __builtin_expect(m->hook != NULL, 0) ? mem_full_hooked(x, m, u, false)
               : m->lanes == 32                     ? HOT(ld_full)(x, m, u, 32)
                                                    : HOT(ld_full)(x, m, u, m->lanes);
    if (!done) exec_global(x, m, &u->in, g, false);
    m->pc++;
    return GI_STEP_NEXT;
}

static int HOT(h_stg)(sass_exec *x, gi_machine *m, const sass_uop *u)
{
    uint64_t g = guarded(x, m, &u->in);
    bool done = false;
    if (full_mask(m, g))
        done = __builtin_expect(m->hook != NULL, 0) ? mem_full_hooked(x, m, u, true)
               : m->lanes == 32                     ? HOT(st_full)(x, m, u, 32)
                                                    : HOT(st_full)(x, m, u, m->lanes);
    if (!done) exec_global(x, m, &u->in, g, true);
    m->pc++;
    return GI_STEP_NEXT;
}

static int HOT(h_ldc)(sass_exec *x, gi_machine *m, const sass_uop *u)
{
    uint64_t g = guarded(x, m, &u->in);
    bool done = false;
    if (full_mask(m, g) && !m->hook) done = m->lanes == 32 ? HOT(ldc_full)(x, m, u, 32) : HOT(ldc_full)(x, m, u, m->lanes);
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

/* A full-mask ALU handler: FULL over every lane, else the per-lane SLOW. */
#define ALU_HANDLER(name, FULL, SLOW)                                                                       \
    static int HOT(name)(sass_exec *x, gi_machine *m, const sass_uop *u)                                    \
    {                                                                                                       \
        uint64_t g = guarded(x, m, &u->in);                                                                 \
        if (full_mask(m, g)) {                                                                              \
            uint32_t sbu = u->in.form == SASS_SB_CONST ? const_word(m, u->in.cbank, (uint64_t)u->in.imm)  \
                                                       : u->sbu;                                           \
            if (m->lanes == 32) FULL(x, u, sbu, 32);                                                        \
            else FULL(x, u, sbu, m->lanes);                                                                 \
        } else {                                                                                            \
            SLOW(x, &u->in, g);                                                                             \
        }                                                                                                   \
        m->pc++;                                                                                            \
        return GI_STEP_NEXT;                                                                                \
    }
ALU_HANDLER(h_lop, lop_full, exec_int)
ALU_HANDLER(h_shift, shift_full, exec_alu)
ALU_HANDLER(h_mov, mov_full, exec_alu)
ALU_HANDLER(h_xmad, xmad_full, exec_int)

#undef ALU_HANDLER
#undef LEA_HANDLER
