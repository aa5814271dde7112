/* EXP: `exp TARGET src0, src1, src2, src3 [done] [compr] [vm]`, each source a
 * VGPR or `off` (amdgpu/exp.h has the layout, amdgpu/exp.c the targets).
 * With compr the four sources are two packed pairs, as llvm-mc 14 reads them:
 * src0 goes to vsrc0 and src2 to vsrc1 (src1 and src3 are not encoded), and
 * each pair that is not `off` enables two channels. */
#include "amdgpu/amdgpu.h"
#include "amdgpu/exp.h"

bool amd_enc_exp(amd_enc *e)
{
    const amd_parsed *p = e->p;
    const amd_sig *s = &e->row->sig;
    /* llvm-mc 14 reports the first operand that does not fit, then a missing
     * one (at a modifier written in its place), then one too many */
    const amd_operand *t = &p->op[0];
    if (p->n > 0 && t->kind != AO_ETGT) return amd_err(e, t->start, "invalid operand for instruction");
    unsigned reg[4] = {0, 0, 0, 0};
    bool on[4] = {false, false, false, false};
    for (int i = 0; i < 4 && 1 + i < p->n; i++) {
        const amd_operand *o = &p->op[1 + i];
        bool mods = o->neg || o->abs || o->sext;
        if (o->kind == AO_OFF && !mods) continue;
        if (o->kind != AO_REG || o->reg.rclass != RC_V || o->reg.n != 1 || mods)
            return amd_err(e, o->start, "invalid operand for instruction");
        reg[i] = o->reg.idx;
        on[i] = true;
    }
    if (p->n < s->n) {
        if (p->mods.nseq) return amd_err(e, p->mods.seq_at[0], "invalid operand for instruction");
        return amd_err(e, e->mnem_at, "too few operands for instruction");
    }
    if (p->n > s->n) return amd_err(e, p->op[s->n].start, "invalid operand for instruction");
    const amd_mods *m = &p->mods;
    unsigned en = 0;
    if (m->compr) {
        reg[1] = reg[2], on[1] = on[2];
        reg[2] = reg[3] = 0, on[2] = on[3] = false;
        en = (on[0] ? 3u : 0u) | (on[1] ? 0xcu : 0u);
    } else {
        for (int i = 0; i < 4; i++) en |= (unsigned)on[i] << i;
    }
    uint32_t w0 = en << AMD_EXP_EN_SHIFT | (uint32_t)t->ival << AMD_EXP_TGT_SHIFT |
                  (uint32_t)m->compr << AMD_EXP_COMPR_BIT | (uint32_t)m->done << AMD_EXP_DONE_BIT |
                  (uint32_t)m->vm << AMD_EXP_VM_BIT | amd_exp_encoding(e->ctx->t->gen) << 26;
    amd_put32(e, w0);
    amd_put32(e, reg[0] | reg[1] << 8 | reg[2] << 16 | reg[3] << 24);
    return true;
}
