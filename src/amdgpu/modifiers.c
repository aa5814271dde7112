/* The order in which each encoding family takes its named modifiers.
 *
 * llvm-mc 14 matches the operands of an instruction against its operand
 * list in order; the named modifiers are optional entries of that list, so
 * each family takes its modifiers in one fixed order, each at most once
 * (the cache-policy tokens glc/slc/dlc/scc form one operand and may come in
 * any order among themselves). A rank of 0 means the family does not take the
 * modifier; equal ranks are alternatives for one slot. The orders were read
 * off llvm-mc 14 by assembling every pair of modifiers both ways
 * (tests/diff/cases/mods_*.s holds the cases). */
#include "amdgpu/amdgpu.h"
#include "amdgpu/modifiers.h"

#define R(m) [AMD_MOD_##m]

static const amd_mod_order order_none = {{0}};

/* VALU: the VOP3/VOP3P modifiers, then SDWA's selectors, then DPP's control
 * and masks (which modifiers a form takes is the encoder's check) */
static const amd_mod_order order_vop = {{
    R(OP_SEL) = 1, R(OP_SEL_HI) = 2, R(NEG_LO) = 3, R(NEG_HI) = 4, R(HIGH) = 5, R(CLAMP) = 6, R(OMOD) = 7,
    R(DST_SEL) = 8, R(DST_UNUSED) = 9, R(SRC0_SEL) = 10, R(SRC1_SEL) = 11,
    R(DPP_CTRL) = 12, R(DPP8) = 12, R(ROW_MASK) = 13, R(BANK_MASK) = 14, R(BOUND_CTRL) = 15, R(FI) = 16,
}};

/* matrix (MFMA) rows of VOP3P: only the broadcast controls */
static const amd_mod_order order_mai = {{R(CBSZ) = 1, R(ABID) = 2, R(BLGP) = 3}};

static const amd_mod_order order_smem = {{R(CPOL) = 1}};

static const amd_mod_order order_ds = {{R(OFFSET) = 1, R(OFFSET0) = 1, R(OFFSET1) = 2, R(GDS) = 3}};

static const amd_mod_order order_flat = {{R(OFFSET) = 1, R(CPOL) = 2}};

static const amd_mod_order order_mubuf = {{
    R(IDXEN) = 1, R(OFFEN) = 2, R(ADDR64) = 2, R(OFFSET) = 3, R(CPOL) = 4, R(LDS) = 5, R(TFE) = 5, R(SWZ) = 6,
}};

static const amd_mod_order order_mtbuf = {{
    R(FORMAT) = 1, R(IDXEN) = 2, R(OFFEN) = 3, R(ADDR64) = 3, R(OFFSET) = 4, R(CPOL) = 5, R(TFE) = 6, R(SWZ) = 7,
}};

/* GFX7-GFX9: r128 and a16 share one bit and one slot */
static const amd_mod_order order_mimg = {{
    R(DMASK) = 1, R(UNORM) = 2, R(CPOL) = 3, R(R128) = 4, R(A16) = 4, R(TFE) = 5, R(LWE) = 6, R(DA) = 7, R(D16) = 8,
}};

static const amd_mod_order order_mimg10 = {{
    R(DMASK) = 1, R(DIM) = 2, R(UNORM) = 3, R(CPOL) = 4, R(R128) = 5, R(A16) = 6, R(TFE) = 7, R(LWE) = 8, R(D16) = 9,
}};

#undef R

const amd_mod_order *amd_mod_order_for(const amd_row *row, amd_gen gen)
{
    amd_fam fam = (amd_fam)row->inst->fam;
    if (row->matrix) return &order_mai;
    switch (fam) {
    case AMD_VOP1: case AMD_VOP2: case AMD_VOPC: case AMD_VOP3: case AMD_VOP3P: case AMD_VINTRP: return &order_vop;
    case AMD_SMEM: return &order_smem;
    case AMD_DS: return &order_ds;
    case AMD_FLAT: case AMD_GLOBAL: case AMD_SCRATCH: return &order_flat;
    case AMD_MUBUF: return &order_mubuf;
    case AMD_MTBUF: return &order_mtbuf;
    case AMD_MIMG: return gen >= AMD_GFX10 ? &order_mimg10 : &order_mimg;
    default: return &order_none;
    }
}

bool amd_check_mod_order(amd_enc *e, const amd_mod_order *ord, int skip)
{
    const amd_mods *m = &e->p->mods;
    int last = 0;
    for (int i = skip; i < m->nseq; i++) {
        if (m->seq[i] == AMD_MOD_CPOL) {
            /* llvm-mc 14 takes scc only on gfx940, and dlc from GFX10 on */
            if (m->seq_val[i] & AMD_CPOL_SCC)
                return amd_err(e, m->seq_at[i], e->ctx->t->col == AMD_C90A ? "scc is not supported on this GPU"
                                                                          : "scc modifier is not supported on this GPU");
            if ((m->seq_val[i] & AMD_CPOL_DLC) && e->ctx->t->gen < AMD_GFX10)
                return amd_err(e, m->seq_at[i], "dlc modifier is not supported on this GPU");
        }
        int r = ord->rank[m->seq[i]];
        if (r == 0 || r <= last) return amd_err(e, m->seq_at[i], "invalid operand for instruction");
        last = r;
    }
    return true;
}

bool amd_mod_as_operand_ok(const amd_enc *e, int idx)
{
    const amd_mods *m = &e->p->mods;
    const amd_target *t = e->ctx->t;
    switch (m->seq[idx]) {
    case AMD_MOD_CPOL:
        if ((m->seq_val[idx] & AMD_CPOL_DLC) && t->gen < AMD_GFX10) return false;
        if ((m->seq_val[idx] & AMD_CPOL_SCC) && t->col != AMD_C90A) return false;
        return true;
    case AMD_MOD_A16: return t->gen >= AMD_GFX9;
    case AMD_MOD_R128: return t->gen != AMD_GFX9;
    case AMD_MOD_FORMAT: case AMD_MOD_NV: case AMD_MOD_SWZ: case AMD_MOD_OP_SEL: case AMD_MOD_OP_SEL_HI:
    case AMD_MOD_NEG_LO: case AMD_MOD_NEG_HI: case AMD_MOD_DST_SEL: case AMD_MOD_DST_UNUSED:
    case AMD_MOD_SRC0_SEL: case AMD_MOD_SRC1_SEL: case AMD_MOD_DPP_CTRL: case AMD_MOD_DPP8: case AMD_MOD_ROW_MASK:
    case AMD_MOD_BANK_MASK: case AMD_MOD_BOUND_CTRL: case AMD_MOD_FI:
        return false;
    default:
        return true;
    }
}
