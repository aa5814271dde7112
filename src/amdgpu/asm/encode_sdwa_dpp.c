/* The SDWA and DPP forms of VOP1, VOP2 and VOPC rows (GFX8 on): the 32-bit
 * instruction word with src0 = 0xf9 (SDWA), 0xfa (DPP) or 0xe9/0xea (GFX10
 * DPP8), followed by a second word holding src0 and the form's controls.
 * Which rows have the forms is their AMD_I_SDWA / AMD_I_DPP flag; which
 * modifiers and operands each form takes per generation is this family
 * code, checked against llvm-mc 14 (tests/diff/cases/mn_sdwa.s, mn_dpp.s). */
#include "amdgpu/amdgpu.h"
#include "amdgpu/dpp.h"

enum { SRC0_SDWA = 0xf9, SRC0_DPP = 0xfa, SRC0_DPP8 = 0xe9, SRC0_DPP8_FI = 0xea, SEL_DWORD = 6, UNUSED_PRESERVE = 2 };

/* The 32-bit word of the row with src0 replaced by the form's marker. */
static uint32_t first_word(const amd_enc *e, uint16_t vdst, uint16_t src1, uint32_t marker)
{
    uint32_t op = (uint32_t)e->row->op;
    switch (e->row->inst->fam) {
    case AMD_VOP1: return 0x7e000000u | op << 9 | (uint32_t)(vdst & 0xff) << 17 | marker;
    case AMD_VOP2: return op << 25 | (uint32_t)(vdst & 0xff) << 17 | (uint32_t)(src1 & 0xff) << 9 | marker;
    default: return 0x7c000000u | op << 17 | (uint32_t)(src1 & 0xff) << 9 | marker;
    }
}

/* Is the modifier one the form takes at all? */
static bool sdwa_mod(int id)
{
    return id == AMD_MOD_CLAMP || id == AMD_MOD_OMOD || id == AMD_MOD_DST_SEL || id == AMD_MOD_DST_UNUSED ||
           id == AMD_MOD_SRC0_SEL || id == AMD_MOD_SRC1_SEL;
}

static bool dpp_mod(int id)
{
    return id == AMD_MOD_DPP_CTRL || id == AMD_MOD_DPP8 || id == AMD_MOD_ROW_MASK || id == AMD_MOD_BANK_MASK ||
           id == AMD_MOD_BOUND_CTRL || id == AMD_MOD_FI;
}

/* The form's modifiers, per row: the first one it does not take is the
 * error. */
static bool check_sdwa_mods(amd_enc *e, int nsrc)
{
    const amd_mods *m = &e->p->mods;
    const amd_sig *s = &e->row->sig;
    amd_gen g = e->ctx->t->gen;
    bool vopc = e->row->inst->fam == AMD_VOPC;
    for (int i = 0; i < m->nseq; i++) {
        int id = m->seq[i];
        bool ok = sdwa_mod(id) && s->n > 0; /* v_nop takes none */
        if (id == AMD_MOD_CLAMP && vopc) ok &= g == AMD_GFX8; /* GFX9 put sdst where clamp was */
        if (id == AMD_MOD_DST_SEL || id == AMD_MOD_DST_UNUSED) ok &= !vopc;
        if (id == AMD_MOD_SRC1_SEL) ok &= nsrc > 1;
        /* the output modifier: GFX9 on, float results (the row's flag) */
        if (id == AMD_MOD_OMOD) ok &= (e->row->inst->flags & AMD_I_SDWA_OMOD) != 0;
        /* v_mac/v_fmac: the destination is also a source, written whole */
        if (id == AMD_MOD_DST_SEL && (e->row->inst->flags & AMD_I_TIED)) ok &= m->dst_sel == SEL_DWORD;
        if (!ok) return amd_err(e, m->seq_at[i], "invalid operand for instruction");
    }
    return true;
}

static bool check_dpp_mods(amd_enc *e)
{
    const amd_mods *m = &e->p->mods;
    bool dpp8 = m->dpp8 >= 0;
    for (int i = 0; i < m->nseq; i++) {
        int id = m->seq[i];
        bool ok = dpp_mod(id);
        /* dpp8 has no room for masks or bound_ctrl */
        if (dpp8 && (id == AMD_MOD_ROW_MASK || id == AMD_MOD_BANK_MASK || id == AMD_MOD_BOUND_CTRL)) ok = false;
        if (!ok) return amd_err(e, m->seq_at[i], "invalid operand for instruction");
    }
    if (m->dpp_ctrl < 0 && !dpp8) return amd_err(e, e->mnem_at, "DPP form without a lane control (quad_perm, row_shl ...)");
    return true;
}

/* Source modifiers: -x and |x| on float operands, sext() on integer ones
 * (SDWA only). */
static bool src_mods_ok(amd_enc *e, amd_operand *o, amd_type t, bool sdwa)
{
    bool fl = amd_type_is_float(t) && !(e->row->inst->flags & AMD_I_SDWA_INT);
    if (sdwa && !fl && amd_type_is_float(t) && (o->neg || o->abs) && !o->sext) {
        /* v_cndmask_b32: float sources in VOP3, integers here; llvm-mc 14
         * takes -x as sext(x) and drops |x| */
        if (!e->ctx->compat)
            return amd_err(e, o->start, "the SDWA sources of this instruction are integers: -x and |x| are not "
                                        "available (llvm-mc 14 encodes -x as sext(x))");
        o->sext = o->neg;
        o->neg = o->abs = false;
        return true;
    }
    if (((o->neg || o->abs) && !fl) || (o->sext && (fl || !sdwa)))
        return amd_err(e, o->start, "not a valid operand.");
    return true;
}

/* A carry-out or carry-in of VOP2 (and GFX8's VOPC destination): vcc only. */
static bool vcc_only(amd_enc *e, const amd_operand *o)
{
    if (!amd_vop_is_vcc(e, o)) return amd_err(e, o->start, "invalid operand for instruction");
    return true;
}

bool amd_enc_sdwa(amd_enc *e)
{
    const amd_sig *s = &e->row->sig;
    amd_parsed *p = e->p;
    const amd_mods *m = &p->mods;
    amd_gen g = e->ctx->t->gen;
    bool vopc = e->row->inst->fam == AMD_VOPC;
    if (!(e->row->inst->flags & AMD_I_SDWA)) return amd_err(e, e->mnem_at, "sdwa variant of this instruction is not supported");
    uint16_t vdst = 0, sdst = 0, src[2] = {0, 0}, keys[2] = {0, 0};
    bool has_sdst = false, implicit_vcc = (e->row->inst->flags & AMD_I_READS_VCC) != 0;
    unsigned scalar = 0, neg = 0, abs = 0, sext = 0;
    int nsrc = 0;
    for (int i = 0; i < s->n; i++)
        nsrc += s->kind[i] == AK_SRC || s->kind[i] == AK_VSRC || s->kind[i] == AK_VGPR;
    if (!check_sdwa_mods(e, nsrc)) return false;
    nsrc = 0;
    for (int i = 0; i < s->n; i++) {
        const amd_operand *o = &p->op[i];
        amd_type t = (amd_type)s->type[i];
        switch (s->kind[i]) {
        case AK_VDST:
            if (!amd_vop_check_vdst(e, o, t, &vdst)) return false;
            break;
        case AK_CDST:
            if (!vopc || g == AMD_GFX8) {
                if (!vcc_only(e, o)) return false;
            } else if (!amd_vop_is_vcc(e, o)) { /* vcc is the default destination: no sdst */
                if (!amd_vop_check_sdst(e, o, amd_vop_mask_regs(e, o), &sdst)) return false;
                has_sdst = true;
            }
            break;
        case AK_CSRC:
            if (!vcc_only(e, o)) return false;
            implicit_vcc = true;
            break;
        case AK_SRC:
        case AK_VSRC:
        case AK_VGPR: {
            if (!src_mods_ok(e, &p->op[i], t, true)) return false;
            uint16_t code;
            if (o->kind == AO_REG && o->reg.rclass == RC_V) {
                if (o->reg.n != 1) return amd_err(e, o->start, "invalid operand for instruction");
                code = (uint16_t)(256 + o->reg.idx);
            } else {
                /* GFX9 on: an SGPR or an inline constant, never a literal */
                if (g == AMD_GFX8 || s->kind[i] == AK_VGPR) return amd_err(e, o->start, "invalid operand for instruction");
                if (!amd_src_code(e, o, t, false, false, &code)) return false;
                scalar |= 1u << nsrc;
            }
            src[nsrc] = code;
            keys[nsrc] = amd_vop_bus_key(code, t);
            neg |= (unsigned)o->neg << nsrc;
            abs |= (unsigned)o->abs << nsrc;
            sext |= (unsigned)o->sext << nsrc;
            nsrc++;
            break;
        }
        default:
            return amd_err(e, o->start, "invalid operand for instruction");
        }
    }
    if (!amd_vop_constant_bus(e, keys, nsrc, implicit_vcc)) return false;
    uint32_t w1 = 0;
    if (s->n > 0) { /* v_nop: an all-zero second word */
        unsigned sel0 = m->src0_sel < 0 ? SEL_DWORD : (unsigned)m->src0_sel;
        unsigned sel1 = m->src1_sel < 0 ? SEL_DWORD : (unsigned)m->src1_sel;
        w1 = (src[0] & 0xffu) | sel0 << 16 | (sext & 1u) << 19 | (neg & 1u) << 20 | (abs & 1u) << 21 | (scalar & 1u) << 23;
        if (nsrc > 1)
            w1 |= sel1 << 24 | (sext >> 1 & 1u) << 27 | (neg >> 1 & 1u) << 28 | (abs >> 1 & 1u) << 29 | (scalar >> 1 & 1u) << 31;
        if (!vopc) {
            unsigned dsel = m->dst_sel < 0 ? SEL_DWORD : (unsigned)m->dst_sel;
            unsigned unused = m->dst_unused < 0 ? UNUSED_PRESERVE : (unsigned)m->dst_unused;
            w1 |= dsel << 8 | unused << 11 | (unsigned)m->clamp << 13 | (unsigned)(m->omod & 3) << 14;
        } else if (g == AMD_GFX8) {
            w1 |= (unsigned)m->clamp << 13;
        } else if (has_sdst) {
            w1 |= (uint32_t)(sdst & 0x7f) << 8 | 1u << 15;
        }
    }
    amd_put32(e, first_word(e, vdst, src[1], SRC0_SDWA));
    amd_put32(e, w1);
    return true;
}

bool amd_enc_dpp(amd_enc *e)
{
    const amd_sig *s = &e->row->sig;
    amd_parsed *p = e->p;
    const amd_mods *m = &p->mods;
    const amd_target *tg = e->ctx->t;
    if (!(e->row->inst->flags & AMD_I_DPP)) return amd_err(e, e->mnem_at, "dpp variant of this instruction is not supported");
    if (!check_dpp_mods(e)) return false;
    uint16_t vdst = 0, src[2] = {0, 0};
    unsigned neg = 0, abs = 0;
    int nsrc = 0;
    bool wide_src = false;
    for (int i = 0; i < s->n; i++) {
        const amd_operand *o = &p->op[i];
        amd_type t = (amd_type)s->type[i];
        switch (s->kind[i]) {
        case AK_VDST:
            if (!amd_vop_check_vdst(e, o, t, &vdst)) return false;
            break;
        case AK_CDST:
        case AK_CSRC:
            if (!vcc_only(e, o)) return false;
            break;
        case AK_SRC:
        case AK_VSRC:
        case AK_VGPR:
            if (!src_mods_ok(e, &p->op[i], t, false)) return false;
            /* DPP moves VGPR lanes: every source is a VGPR */
            if (o->kind != AO_REG || o->reg.rclass != RC_V || o->reg.n != amd_type_regs(t))
                return amd_err(e, o->start, "invalid operand for instruction");
            wide_src |= amd_type_bits(t) == 64;
            src[nsrc] = o->reg.idx;
            neg |= (unsigned)o->neg << nsrc;
            abs |= (unsigned)o->abs << nsrc;
            nsrc++;
            break;
        default:
            return amd_err(e, o->start, "invalid operand for instruction");
        }
    }
    /* 64-bit sources: gfx90a broadcasts them with row_newbcast only, GFX10
     * (llvm-mc 14) takes only dpp8 */
    if (wide_src) {
        if (tg->col == AMD_C90A && !(m->dpp_ctrl >= 0x150 && m->dpp_ctrl <= 0x15f))
            return amd_err(e, e->mnem_at, "64 bit dpp only supports row_newbcast");
        if (tg->gen >= AMD_GFX10 && m->dpp8 < 0) return amd_err(e, e->mnem_at, "invalid operand for instruction");
    }
    uint32_t w1;
    bool fi = m->fi > 0;
    if (m->dpp8 >= 0) {
        w1 = (uint32_t)(src[0] & 0xff) | (uint32_t)m->dpp8 << 8;
        amd_put32(e, first_word(e, vdst, src[1], fi ? SRC0_DPP8_FI : SRC0_DPP8));
    } else {
        unsigned row_mask = m->row_mask < 0 ? 0xf : (unsigned)m->row_mask;
        unsigned bank_mask = m->bank_mask < 0 ? 0xf : (unsigned)m->bank_mask;
        w1 = (uint32_t)(src[0] & 0xff) | (uint32_t)m->dpp_ctrl << 8 | (unsigned)fi << 18 | (unsigned)(m->bound_ctrl > 0) << 19 |
             (neg & 1u) << 20 | (abs & 1u) << 21 | (neg >> 1 & 1u) << 22 | (abs >> 1 & 1u) << 23 | bank_mask << 24 |
             row_mask << 28;
        amd_put32(e, first_word(e, vdst, src[1], SRC0_DPP));
    }
    amd_put32(e, w1);
    return true;
}
