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

/* Each order is one list of (modifier, rank) in rank order (equal ranks in
 * the enum's order); it gives both the rank table the assembler checks
 * against and the list the printer walks. */
#define RANK(m, r) [AMD_MOD_##m] = r,
#define ID(m, r) AMD_MOD_##m,
#define ONE(m, r) +1
#define ORDER(name, LIST) static const amd_mod_order name = {{LIST(RANK)}, {LIST(ID)}, 0 LIST(ONE)}

static const amd_mod_order order_none = {{0}, {0}, 0};

/* VALU: the VOP3/VOP3P modifiers, then SDWA's selectors, then DPP's control
 * and masks (which modifiers a form takes is the encoder's check) */
#define O_VOP(X) X(OP_SEL, 1) X(OP_SEL_HI, 2) X(NEG_LO, 3) X(NEG_HI, 4) X(HIGH, 5) X(CLAMP, 6) \
    X(OMOD, 7) X(DST_SEL, 8) X(DST_UNUSED, 9) X(SRC0_SEL, 10) X(SRC1_SEL, 11) X(DPP_CTRL, 12) \
    X(DPP8, 12) X(ROW_MASK, 13) X(BANK_MASK, 14) X(BOUND_CTRL, 15) X(FI, 16)
ORDER(order_vop, O_VOP);

/* matrix (MFMA) rows of VOP3P: only the broadcast controls */
#define O_MAI(X) X(CBSZ, 1) X(ABID, 2) X(BLGP, 3)
ORDER(order_mai, O_MAI);

#define O_SMEM(X) X(CPOL, 1)
ORDER(order_smem, O_SMEM);

#define O_DS(X) X(OFFSET, 1) X(OFFSET0, 1) X(OFFSET1, 2) X(GDS, 3)
ORDER(order_ds, O_DS);

/* llvm-mc 14's FLAT offset operand also takes inst_offset:N (no other family does) */
#define O_FLAT(X) X(OFFSET, 1) X(INST_OFFSET, 1) X(CPOL, 2)
ORDER(order_flat, O_FLAT);

#define O_MUBUF(X) X(IDXEN, 1) X(OFFEN, 2) X(ADDR64, 2) X(OFFSET, 3) X(CPOL, 4) X(LDS, 5) X(TFE, 5) \
    X(SWZ, 6)
ORDER(order_mubuf, O_MUBUF);

/* buffer_store_lds_dword: `lds` is part of llvm-mc 14's syntax of the row, right after offset */
#define O_MUBUF_LDS(X) X(OFFSET, 1) X(LDS, 2) X(CPOL, 3) X(TFE, 4) X(SWZ, 5)
ORDER(order_mubuf_lds, O_MUBUF_LDS);

#define O_MTBUF(X) X(FORMAT, 1) X(IDXEN, 2) X(OFFEN, 3) X(ADDR64, 3) X(OFFSET, 4) X(CPOL, 5) \
    X(TFE, 6) X(SWZ, 7)
ORDER(order_mtbuf, O_MTBUF);

/* GFX7-GFX9: r128 and a16 share one bit and one slot */
#define O_MIMG(X) X(DMASK, 1) X(UNORM, 2) X(CPOL, 3) X(R128, 4) X(A16, 4) X(TFE, 5) X(LWE, 6) \
    X(DA, 7) X(D16, 8)
ORDER(order_mimg, O_MIMG);

#define O_MIMG10(X) X(DMASK, 1) X(DIM, 2) X(UNORM, 3) X(CPOL, 4) X(R128, 5) X(A16, 6) X(TFE, 7) \
    X(LWE, 8) X(D16, 9)
ORDER(order_mimg10, O_MIMG10);

/* EXP: done is part of llvm-mc 14's mnemonic string (exp ... done), compr and vm
 * follow it in this order */
#define O_EXP(X) X(DONE, 1) X(COMPR, 2) X(VM, 3)
ORDER(order_exp, O_EXP);

#undef ORDER
#undef ONE
#undef ID
#undef RANK

const amd_mod_order *amd_mod_order_for(const amd_row *row, amd_gen gen)
{
    amd_fam fam = (amd_fam)row->inst->fam;
    if (row->matrix) return &order_mai;
    switch (fam) {
    case AMD_VOP1: case AMD_VOP2: case AMD_VOPC: case AMD_VOP3: case AMD_VOP3P: case AMD_VINTRP: return &order_vop;
    case AMD_SMEM: return &order_smem;
    case AMD_DS: return &order_ds;
    case AMD_FLAT: case AMD_GLOBAL: case AMD_SCRATCH: return &order_flat;
    case AMD_MUBUF: return row->inst->flags & AMD_I_LDS ? &order_mubuf_lds : &order_mubuf;
    case AMD_MTBUF: return &order_mtbuf;
    case AMD_MIMG: return gen >= AMD_GFX10 ? &order_mimg10 : &order_mimg;
    case AMD_EXP: return &order_exp;
    default: return &order_none;
    }
}

bool amd_check_mod_order(amd_enc *e, const amd_mod_order *ord, int skip)
{
    const amd_mods *m = &e->p->mods;
    int last = 0;
    for (int i = skip; i < m->nseq; i++) {
        if (m->seq[i] == AMD_MOD_CPOL) {
            /* llvm-mc 14 takes scc only on gfx940, and dlc from GFX10 on; it
             * checks a written noscc/nodlc too, but on gfx90a the scc value */
            bool gfx90a = e->ctx->t->col == AMD_C90A;
            if ((gfx90a ? m->seq_val[i] : m->cpol_written) & AMD_CPOL_SCC)
                return amd_err(e, m->scc_at, gfx90a ? "scc is not supported on this GPU"
                                                       : "scc modifier is not supported on this GPU");
            if ((m->cpol_written & AMD_CPOL_DLC) && e->ctx->t->gen < AMD_GFX10)
                return amd_err(e, m->dlc_at, "dlc modifier is not supported on this GPU");
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
        if ((m->cpol_written & AMD_CPOL_DLC) && t->gen < AMD_GFX10) return false;
        if ((m->cpol_written & AMD_CPOL_SCC) && t->col != AMD_C90A) return false;
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

const char *amd_mod_at(const amd_mods *m, amd_mod_id id)
{
    for (int i = 0; i < m->nseq; i++)
        if (m->seq[i] == id) return m->seq_at[i];
    return m->first_at;
}
