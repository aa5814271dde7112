/* VOP3P-MAI: the matrix fused-multiply-add rows (v_mfma_*) of gfx908 and
 * gfx90a. The VOP3P word layout with the modifier fields reused:
 *   word 0: vdst 7:0, cbsz 10:8, abid 14:11, acc_cd 15 (gfx90a: vdst and
 *           src2 are AGPRs), op 22:16, 0x1a7 above;
 *   word 1: src0 8:0, src1 17:9, src2 26:18, acc 28:27 (src0/src1 are
 *           AGPRs), blgp 31:29.
 * Operand rules read off llvm-mc 14: A and B are a VGPR or an AGPR of the
 * row's size, never a scalar or a constant; C is a tuple of the destination's
 * file and size or a readable special (src_shared_base ... src_scc), and on
 * gfx90a also an inline constant of the accumulator type, never a literal.
 * gfx908 writes AGPRs only. No clamp, no source modifiers. */
#include "amdgpu/amdgpu.h"

static bool is_matrix_reg(const amd_operand *o, unsigned n, bool agpr_ok, bool vgpr_ok)
{
    if (o->kind != AO_REG || o->reg.n != n) return false;
    return (o->reg.rclass == RC_A && agpr_ok) || (o->reg.rclass == RC_V && vgpr_ok);
}

/* llvm-mc 14 rejects a C tuple that overlaps a destination wider than 128
 * bits without being the very same tuple. */
static bool partial_overlap(const amd_operand *dst, const amd_operand *c)
{
    if (c->kind != AO_REG || c->reg.rclass != dst->reg.rclass || dst->reg.n <= 4) return false;
    if (c->reg.idx == dst->reg.idx) return false;
    return c->reg.idx < dst->reg.idx + dst->reg.n && dst->reg.idx < c->reg.idx + c->reg.n;
}

bool amd_enc_mai(amd_enc *e)
{
    const amd_sig *s = &e->row->sig;
    const amd_parsed *p = e->p;
    const amd_mods *m = &p->mods;
    bool gfx90a = e->ctx->t->col == AMD_C90A;
    uint16_t vdst = 0, src[3] = {0, 0, 0};
    unsigned acc = 0;
    bool acc_cd = true;
    int nsrc = 0;
    for (int i = 0; i < s->n; i++) {
        const amd_operand *o = &p->op[i];
        amd_type t = (amd_type)s->type[i];
        if (o->neg || o->abs || o->sext) return amd_err(e, o->start, "not a valid operand.");
        switch (s->kind[i]) {
        case AK_MDST:
            if (!is_matrix_reg(o, amd_type_regs(t), true, gfx90a))
                return amd_err(e, o->start, "invalid operand for instruction");
            acc_cd = o->reg.rclass == RC_A;
            vdst = o->reg.idx;
            break;
        case AK_MSRC:
            if (!is_matrix_reg(o, amd_type_regs(t), true, true))
                return amd_err(e, o->start, "invalid operand for instruction");
            if (o->reg.rclass == RC_A) acc |= 1u << nsrc;
            src[nsrc++] = (uint16_t)(256 + o->reg.idx);
            break;
        case AK_MACC: {
            unsigned n = amd_type_regs((amd_type)s->type[0]);
            if (o->kind == AO_REG && (o->reg.rclass == RC_A || o->reg.rclass == RC_V)) {
                if (!is_matrix_reg(o, n, acc_cd, !acc_cd)) return amd_err(e, o->start, "invalid operand for instruction");
                src[nsrc++] = (uint16_t)(256 + o->reg.idx);
                break;
            }
            bool special = o->kind == AO_REG && o->reg.rclass == RC_SPECIAL && o->reg.src_only &&
                           o->reg.idx != SR_LDS_DIRECT;
            bool constant = o->kind == AO_IMM || o->kind == AO_FLOAT;
            if (!special && !constant) return amd_err(e, o->start, "invalid operand for instruction");
            if (constant && !gfx90a) return amd_err(e, o->start, "inline constants are not allowed for this operand");
            if (!amd_src_code(e, o, t, false, false, &src[nsrc])) return false;
            nsrc++;
            break;
        }
        default:
            return amd_err(e, o->start, "invalid operand for instruction");
        }
    }
    if (s->n == 4 && partial_overlap(&p->op[0], &p->op[3]))
        return amd_err(e, p->op[3].start, "source 2 operand must not partially overlap with dst");
    if (m->clamp || m->has_omod || m->op_sel >= 0 || m->op_sel_hi >= 0 || m->neg_lo >= 0 || m->neg_hi >= 0)
        return amd_err(e, m->first_at, "invalid operand for instruction");
    unsigned cbsz = m->cbsz < 0 ? 0 : (unsigned)m->cbsz, abid = m->abid < 0 ? 0 : (unsigned)m->abid;
    unsigned blgp = m->blgp < 0 ? 0 : (unsigned)m->blgp;
    uint32_t w0 = 0xd3800000u | (uint32_t)e->row->op << 16 | (uint32_t)(gfx90a && acc_cd) << 15 | abid << 11 |
                  cbsz << 8 | (vdst & 0xffu);
    uint32_t w1 = src[0] | (uint32_t)src[1] << 9 | (uint32_t)src[2] << 18 | acc << 27 | blgp << 29;
    amd_put32(e, w0);
    amd_put32(e, w1);
    return true;
}
