/* Parameter interpolation: the VINTRP family (v_interp_p1_f32, _p2_f32,
 * _mov_f32) and the VOP3 interpolation rows (v_interp_p1ll_f16 ...).
 *
 * VINTRP, one dword: vsrc (or slot) 7:0, attrchan 9:8, attr 15:10, op 17:16,
 * vdst 25:18, and 0x32 (GFX7, GFX10) or 0x35 (GFX8/9) in 31:26. From GFX8 a
 * VINTRP row also has a VOP3 form, opcode 0x270 + op (GFX8/9) or 0x200 + op
 * (GFX10), chosen as VOP1/VOP2 rows choose theirs: `_e64`, or an operand or
 * modifier the 32-bit form cannot hold.
 *
 * VOP3 form: src0 holds attr | chan << 6 | high << 8, src1 the i/j source
 * (or the slot), src2 the third source; neg/abs apply to src1 and src2,
 * clamp and omod as in VOP3. Rules read off llvm-mc 14: M0 is read (the
 * constant bus; not on GFX9's v_interp_p2_f16, whose row lacks the flag), so
 * before GFX10 a scalar i/j source is refused; the third
 * source is never counted; a number where a register is expected is encoded
 * as its value's low nine bits (llvm-mc prints it back as an invalid
 * immediate) and is taken in --llvm-compat mode only. */
#include "amdgpu/amdgpu.h"

int amd_vintrp_vop3_op(amd_gen g, int op)
{
    return (g == AMD_GFX10 ? 0x200 : 0x270) + op;
}

static bool interp_source(amd_enc *e, const amd_operand *o, bool first, uint16_t *code)
{
    if (o->kind == AO_IMM || o->kind == AO_FLOAT) {
        if (first && e->ctx->t->gen < AMD_GFX10 && (e->row->inst->flags & AMD_I_READS_M0))
            return amd_err(e, e->mnem_at, "invalid operand (violates constant bus restrictions)");
        if (!e->ctx->compat)
            return amd_err(e, o->start, "an interpolation source is a register (llvm-mc 14 encodes a number's low bits)");
        *code = (uint16_t)((o->kind == AO_FLOAT ? o->fbits : (uint64_t)o->ival) & 0x1ff);
        return true;
    }
    if (o->kind != AO_REG) return amd_err(e, o->start, "invalid operand for instruction");
    e->lds_direct_ok = first;
    bool ok = amd_src_code(e, o, AT_F32, true, false, code);
    e->lds_direct_ok = false;
    if (!ok) return false;
    bool scalar = *code < 256 && *code != 254; /* lds_direct is not a constant-bus read */
    if (first && scalar && e->ctx->t->gen < AMD_GFX10 && (e->row->inst->flags & AMD_I_READS_M0))
        return amd_err(e, o->start, "invalid operand (violates constant bus restrictions)");
    return true;
}

bool amd_enc_interp(amd_enc *e)
{
    const amd_sig *s = &e->row->sig;
    amd_parsed *p = e->p;
    const amd_mods *m = &p->mods;
    amd_gen g = e->ctx->t->gen;
    bool vintrp = e->row->inst->fam == AMD_VINTRP;
    const amd_operand *dst = NULL, *first = NULL, *attr = NULL, *third = NULL;
    bool high_ok = false, omod_ok = true;
    for (int i = 0; i < s->n; i++) {
        const amd_operand *o = &p->op[i];
        switch (s->kind[i]) {
        case AK_VDST: dst = o, omod_ok = amd_type_bits((amd_type)s->type[i]) == 32; break; /* no omod on f16 results */
        case AK_ATTR: attr = o, high_ok = s->type[i] == AT_F16; break;
        default: if (!first) first = o; else third = o; break;
        }
    }
    if (!dst || !first || !attr) return amd_err(e, e->mnem_at, "invalid operand for instruction");
    if (dst->kind != AO_REG || dst->reg.rclass != RC_V || dst->reg.n != 1)
        return amd_err(e, dst->start, "invalid operand for instruction");
    if (attr->kind != AO_ATTR) return amd_err(e, attr->start, "invalid operand for instruction");
    bool slot = first->kind == AO_ISLOT;
    if (m->op_sel >= 0 || m->op_sel_hi >= 0 || m->neg_lo >= 0 || m->neg_hi >= 0 || (m->high && !high_ok) ||
        (m->has_omod && !omod_ok))
        return amd_err(e, m->first_at, "invalid operand for instruction");
    /* the 32-bit form: a VGPR (or the slot), no modifier */
    bool plain = !m->clamp && !m->has_omod && !m->high && !first->neg && !first->abs &&
                 (slot || (first->kind == AO_REG && first->reg.rclass == RC_V && first->reg.n == 1));
    bool no_e64 = (e->row->inst->flags & AMD_I_NO_E64) != 0; /* GFX7: the 32-bit form only */
    if (vintrp && no_e64 && e->form == AMD_FORM_E64)
        return amd_err(e, e->mnem_at, "e64 variant of this instruction is not supported");
    if (vintrp && e->form != AMD_FORM_E64 && (plain || no_e64 || e->form == AMD_FORM_E32)) {
        if (!plain) return amd_err(e, first->start, "invalid operand for instruction");
        uint32_t prefix = g == AMD_GFX8 || g == AMD_GFX9 ? 0xd4000000u : 0xc8000000u;
        uint32_t a = (uint32_t)attr->ival;
        uint32_t src = slot ? (uint32_t)first->ival : first->reg.idx;
        amd_put32(e, prefix | (uint32_t)dst->reg.idx << 18 | (uint32_t)e->row->op << 16 | (a & 63) << 10 |
                         (a >> 6 & 3) << 8 | (src & 0xff));
        return true;
    }
    uint16_t src1, src2 = 0;
    if (slot) {
        if (first->neg || first->abs) return amd_err(e, first->start, "invalid operand for instruction");
        src1 = (uint16_t)first->ival;
    } else if (!interp_source(e, first, true, &src1)) {
        return false;
    }
    if (third && !interp_source(e, third, false, &src2)) return false;
    unsigned neg = (unsigned)first->neg << 1 | (unsigned)(third && third->neg) << 2;
    unsigned abs = (unsigned)first->abs << 1 | (unsigned)(third && third->abs) << 2;
    int op = vintrp ? amd_vintrp_vop3_op(g, e->row->op) : e->row->op;
    uint32_t w0 = (g == AMD_GFX10 ? 0xd4000000u : 0xd0000000u) | (uint32_t)op << 16 | (uint32_t)m->clamp << 15 |
                  abs << 8 | dst->reg.idx;
    uint32_t src0 = (uint32_t)attr->ival | (uint32_t)m->high << 8;
    uint32_t w1 = src0 | (uint32_t)src1 << 9 | (uint32_t)src2 << 18 | (uint32_t)(m->omod & 3) << 27 | neg << 29;
    amd_put32(e, w0);
    amd_put32(e, w1);
    return true;
}
