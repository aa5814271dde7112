/* VALU families: VOP1, VOP2, VOPC in their 32-bit forms and as VOP3, and
 * VOP3-only instructions. The 32-bit form is chosen whenever it can encode
 * the operands (llvm-mc's rule), `_e32` forces it, `_e64` forces VOP3. */
#include "amdgpu/amdgpu.h"
#include <string.h>
#include <strings.h>

/* An operand insert_vcc supplied has an empty source span. */
static bool implicit_operand(const amd_operand *o) { return o->start == o->end; }

bool amd_vop_is_vcc(const amd_enc *e, const amd_operand *o)
{
    if (o->kind != AO_REG || o->reg.rclass != RC_SPECIAL) return false;
    if (implicit_operand(o)) return true;
    /* each wave-size feature admits its spelling; with both on, both (llvm-mc 14) */
    return (e->ctx->feat.w32 && o->reg.idx == SR_VCC_LO) || (e->ctx->feat.w64 && o->reg.idx == SR_VCC);
}

unsigned amd_vop_mask_regs(amd_enc *e, const amd_operand *o)
{
    const amd_features *f = &e->ctx->feat;
    unsigned n = f->w64 ? 2 : f->w32 ? 1 : 0; /* neither feature: no lane mask is valid */
    if (o->kind == AO_REG && implicit_operand(o))
        n = o->reg.n;
    else if (f->w32 && f->w64) /* either width, the same for all masks of the instruction */
        n = e->mask_n ? e->mask_n : o->kind == AO_REG && o->reg.n == 1 ? 1 : 2;
    if (!e->mask_n) e->mask_n = (uint8_t)n;
    return n;
}

/* In a 32-bit form llvm-mc 14 applies -x / |x| of an immediate to its value:
 * the sign of a float, or bit 31 of an integer's 32-bit pattern. */
static bool imm_mods_foldable(const amd_operand *o, amd_type t)
{
    unsigned bits = amd_type_bits(t);
    return (o->kind == AO_IMM || o->kind == AO_FLOAT) && !o->sext && amd_type_is_float(t) &&
           (bits == 32 || bits == 16 || (bits == 64 && o->kind == AO_FLOAT));
}

static bool fold_imm_mods(const amd_operand *c, amd_type t)
{
    amd_operand *o = (amd_operand *)c;
    if (!imm_mods_foldable(o, t) || (!o->neg && !o->abs)) return true;
    if (o->kind == AO_FLOAT) {
        if (o->abs) o->fbits &= ~(1ull << 63);
        if (o->neg) o->fbits ^= 1ull << 63;
    } else {
        unsigned bits = amd_type_bits(t);
        uint64_t mask = bits == 16 ? 0xffffu : 0xffffffffu, sign = bits == 16 ? 0x8000u : 0x80000000u;
        uint64_t v = (uint64_t)o->ival & mask;
        if (o->abs) v &= ~sign;
        if (o->neg) v ^= sign;
        o->ival = (int64_t)v;
    }
    o->neg = o->abs = false;
    return true;
}

static bool has_src_mods(const amd_parsed *p, const amd_sig *s)
{
    for (int i = 0; i < p->n && i < s->n; i++)
        if ((p->op[i].neg || p->op[i].abs || p->op[i].sext) && !imm_mods_foldable(&p->op[i], (amd_type)s->type[i]))
            return true;
    const amd_mods *m = &p->mods;
    return m->has_clamp || m->has_omod || m->op_sel >= 0 || m->op_sel_hi >= 0 || m->neg_lo >= 0 || m->neg_hi >= 0;
}

/* Can the 32-bit form encode these operands? */
static bool fits_e32(const amd_enc *e)
{
    const amd_sig *s = &e->row->sig;
    const amd_operand *vcc = NULL;
    if (has_src_mods(e->p, s)) return false;
    for (int i = 0; i < s->n; i++) {
        const amd_operand *o = &e->p->op[i];
        switch (s->kind[i]) {
        case AK_VSRC:
            if (o->kind != AO_REG || o->reg.rclass != RC_V) return false;
            break;
        case AK_CDST:
        case AK_CSRC:
            /* vcc or vcc_lo, one spelling for all (with both wave sizes on) */
            if (!amd_vop_is_vcc(e, o) || (vcc && !implicit_operand(o) && o->reg.idx != vcc->reg.idx)) return false;
            if (!implicit_operand(o)) vcc = o;
            break;
        default:
            break;
        }
    }
    return true;
}

bool amd_vop_check_vdst(amd_enc *e, const amd_operand *o, amd_type t, uint16_t *field)
{
    if (o->kind != AO_REG || o->reg.rclass != RC_V || o->reg.n != amd_type_regs(t))
        return amd_err(e, o->start, "invalid operand for instruction");
    *field = o->reg.idx;
    return true;
}

/* An SGPR destination (v_readfirstlane, v_readlane, VOPC/carry in VOP3).
 * llvm-mc 14 takes the read-only specials here too (scc, execz,
 * src_shared_base ...; not lds_direct), whatever their size. */
bool amd_vop_check_sdst(amd_enc *e, const amd_operand *o, unsigned regs, uint16_t *field)
{
    if (o->kind != AO_REG || o->reg.rclass == RC_V || o->reg.rclass == RC_A)
        return amd_err(e, o->start, "invalid operand for instruction");
    if (o->reg.src_only) {
        if (o->reg.rclass == RC_SPECIAL && o->reg.idx == SR_LDS_DIRECT)
            return amd_err(e, o->start, "invalid operand for instruction");
        if (!e->ctx->compat) return amd_err(e, o->start, "register is read-only and cannot be a destination");
    } else if (o->reg.n && o->reg.n != regs) {
        return amd_err(e, o->start, "invalid operand for instruction");
    }
    *field = o->reg.enc;
    return true;
}

/* Is the SDWA form asked for, by suffix or by its modifiers? */
static bool sdwa_form(const amd_enc *e)
{
    return e->form == AMD_FORM_SDWA || (e->form == AMD_FORM_ANY && e->p->mods.sdwa_mods);
}

static bool dpp_form(const amd_enc *e)
{
    return e->form == AMD_FORM_DPP || (e->form == AMD_FORM_ANY && e->p->mods.dpp_mods);
}

/* Operand modifiers llvm-mc 14 takes on VALU operands: none on a
 * destination; sext only on an integer source of a 32-bit-form instruction
 * on GFX8+ (an immediate keeps its value; a register selects the SDWA form,
 * implicit_sdwa; in an SDWA form both keep the sext bit). */
static bool check_operand_mods(amd_enc *e)
{
    const amd_sig *s = &e->row->sig;
    for (int i = 0; i < s->n && i < e->p->n; i++) {
        amd_operand *o = &e->p->op[i];
        int k = s->kind[i];
        bool dst = k == AK_VDST || k == AK_SDST || k == AK_CDST || k == AK_ADST;
        if (dst && (o->neg || o->abs || o->sext)) return amd_err(e, o->start, "not a valid operand.");
        if (!o->sext) continue;
        amd_type t = (amd_type)s->type[i];
        bool e32_family = e->row->inst->fam == AMD_VOP1 || e->row->inst->fam == AMD_VOP2 || e->row->inst->fam == AMD_VOPC;
        /* sext belongs to SDWA: none on GFX7; v_cndmask_b32's SDWA sources are integers */
        bool fl = amd_type_is_float(t) && !(e->row->inst->flags & AMD_I_SDWA_INT);
        if (fl || !e32_family || e->form == AMD_FORM_E64 || o->neg || o->abs ||
            e->ctx->t->gen == AMD_GFX7)
            return amd_err(e, o->start, "not a valid operand.");
        /* sext(imm) is the immediate, except in an SDWA form (a bit of its own) */
        if (o->kind == AO_IMM && !sdwa_form(e)) o->sext = false;
    }
    return true;
}

/* Scalar values read through the constant bus: SGPRs (counted once each)
 * and the literal. */
/* A constant-bus key: the 9-bit source code, and for scalar registers and
 * the literal the operand width (s0 and s[0:1] are different reads; one
 * literal read as 32 and as 64 bits counts twice, llvm-mc 14). */
uint16_t amd_vop_bus_key(uint16_t code, amd_type t)
{
    unsigned regs = amd_type_regs(t);
    return (uint16_t)(code | ((code < 128 || code == 255) && regs > 1 ? (regs - 1) << 9 : 0));
}

bool amd_vop_constant_bus(amd_enc *e, const uint16_t *keys, int n, bool implicit_vcc)
{
    /* GFX10 reads two scalars per instruction, except the 64-bit shifts */
    unsigned limit = e->ctx->t->gen >= AMD_GFX10 && !(e->row->inst->flags & AMD_I_BUS1) ? 2 : 1;
    uint16_t seen[8];
    unsigned count = 0, nseen = 0;
    if (implicit_vcc) seen[nseen++] = (uint16_t)(106 | (e->ctx->wave32 ? 0 : 1u << 9)), count++; /* vcc, 64-bit in wave64 */
    if (e->row->inst->flags & AMD_I_READS_M0) seen[nseen++] = 124, count++;
    for (int i = 0; i < n; i++) {
        uint16_t c = keys[i], code = c & 0x1ff;
        bool scalar = code < 128 || code == 255 || (code >= 235 && code <= 239) || (code >= 251 && code <= 253);
        if (!scalar || (code == 125 && e->ctx->t->gen >= AMD_GFX10)) continue; /* null is free */
        bool dup = false;
        for (unsigned k = 0; k < nseen; k++) dup |= seen[k] == c;
        if (dup) continue;
        seen[nseen++] = c;
        count++;
    }
    if (count > limit) return amd_err(e, e->mnem_at, "invalid operand (violates constant bus restrictions)");
    return true;
}

static bool enc_e32(amd_enc *e)
{
    const amd_sig *s = &e->row->sig;
    amd_parsed *p = e->p;
    int fam = e->row->inst->fam;
    uint16_t dst = 0, src[3] = {0, 0, 0}, codes[3];
    int nsrc = 0, ncodes = 0;
    bool implicit_vcc = false;
    for (int i = 0; i < s->n; i++) {
        const amd_operand *o = &p->op[i];
        amd_type t = (amd_type)s->type[i];
        switch (s->kind[i]) {
        case AK_VDST:
            if (!amd_vop_check_vdst(e, o, t, &dst)) return false;
            break;
        case AK_SDST:
            if (!amd_vop_check_sdst(e, o, amd_type_regs(t), &dst)) return false;
            break;
        case AK_ADST:
            if (o->kind != AO_REG || o->reg.rclass != RC_A || o->reg.n != amd_type_regs(t))
                return amd_err(e, o->start, "invalid operand for instruction");
            dst = o->reg.idx;
            break;
        case AK_ASRC:
            if (o->kind != AO_REG || o->reg.rclass != RC_A || o->reg.n != amd_type_regs(t))
                return amd_err(e, o->start, "invalid operand for instruction");
            src[nsrc++] = (uint16_t)(256 + o->reg.idx);
            break;
        case AK_SREG:
            if (!amd_src_code(e, o, t, false, false, &src[nsrc])) return false;
            codes[ncodes++] = amd_vop_bus_key(src[nsrc], t);
            nsrc++;
            break;
        case AK_CDST:
            break; /* vcc, implied */
        case AK_CSRC:
            implicit_vcc = true;
            break;
        case AK_SRC:
        case AK_VSRC:
        case AK_VGPR:
            e->lds_direct_ok = nsrc == 0;
            if (!fold_imm_mods(o, t)) return false;
            if (!amd_src_code(e, o, t, true, s->kind[i] == AK_SRC, &src[nsrc])) return false;
            e->lds_direct_ok = false;
            if (s->kind[i] == AK_VGPR && src[nsrc] < 256) return amd_err(e, o->start, "invalid operand for instruction");
            codes[ncodes++] = amd_vop_bus_key(src[nsrc], t);
            nsrc++;
            break;
        case AK_KIMM:
            if (!amd_kimm(e, o, t)) return false;
            break;
        default:
            return amd_err(e, o->start, "invalid operand for instruction");
        }
    }
    if (e->has_lit && !e->lit_deferred && e->lit_op && s->n && ncodes < 3) {
        bool counted = false;
        for (int i = 0; i < ncodes; i++) counted |= (codes[i] & 0x1ff) == 255;
        if (!counted) codes[ncodes++] = 255; /* madmk/madak K */
    }
    if (!amd_vop_constant_bus(e, codes, ncodes, implicit_vcc || (e->row->inst->flags & AMD_I_READS_VCC))) return false;
    uint32_t w;
    int op = e->row->op;
    if (fam == AMD_VOP1) w = 0x7e000000u | (uint32_t)op << 9 | (uint32_t)(dst & 0xff) << 17 | src[0];
    else if (fam == AMD_VOP2) w = (uint32_t)op << 25 | (uint32_t)(dst & 0xff) << 17 | (uint32_t)(src[1] & 0xff) << 9 | src[0];
    else w = 0x7c000000u | (uint32_t)op << 17 | (uint32_t)(src[1] & 0xff) << 9 | src[0];
    amd_put32(e, w);
    amd_put_literal(e);
    return true;
}

/* VOP3 opcode of a VOP1/VOP2/VOPC row. */
static int vop3_opcode(const amd_enc *e)
{
    int op = e->row->op, fam = e->row->inst->fam;
    amd_gen g = e->ctx->t->gen;
    if (fam == AMD_VOPC) return op;
    if (fam == AMD_VOP2) return 0x100 + op;
    if (fam == AMD_VOP1) return (g == AMD_GFX8 || g == AMD_GFX9 ? 0x140 : 0x180) + op;
    return op;
}

static bool enc_e64(amd_enc *e)
{
    const amd_sig *s = &e->row->sig;
    amd_parsed *p = e->p;
    amd_gen g = e->ctx->t->gen;
    uint16_t vdst = 0, sdst = 0, src[3] = {0, 0, 0}, keys[3] = {0, 0, 0};
    int nsrc = 0;
    unsigned neg = 0, abs = 0;
    bool has_sdst = false, fp_mods_ok = true, vop3b = (e->row->inst->flags & AMD_I_VOP3B) != 0;
    bool allow_lit = g >= AMD_GFX10;
    for (int i = 0; i < s->n; i++) {
        const amd_operand *o = &p->op[i];
        amd_type t = (amd_type)s->type[i];
        switch (s->kind[i]) {
        case AK_VDST:
            if (!amd_vop_check_vdst(e, o, t, &vdst)) return false;
            break;
        case AK_SDST:
            if (!amd_vop_check_sdst(e, o, amd_type_regs(t) ? amd_type_regs(t) : 1, &vdst)) return false;
            break;
        case AK_CDST: {
            unsigned n = amd_vop_mask_regs(e, o);
            if (e->row->inst->fam == AMD_VOPC) {
                if (!amd_vop_check_sdst(e, o, n, &vdst)) return false;
            } else {
                if (!amd_vop_check_sdst(e, o, n, &sdst)) return false;
                has_sdst = true;
            }
            break;
        }
        case AK_CSRC: {
            uint16_t c;
            if (o->kind != AO_REG || o->reg.rclass == RC_V) return amd_err(e, o->start, "invalid operand for instruction");
            unsigned n = amd_vop_mask_regs(e, o);
            if (!amd_vop_check_sdst(e, o, n, &c)) return false;
            keys[nsrc] = c; /* carry-in: its own code */
            src[nsrc++] = c;
            break;
        }
        case AK_SRC:
        case AK_VSRC:
        case AK_VGPR:
        case AK_SREG: {
            if (nsrc >= 3) return amd_err(e, o->start, "invalid operand for instruction");
            /* lane selects (an sreg in src1) never take a literal; a VOP3
             * literal is a number, never a relocatable expression */
            bool lit_ok = allow_lit && !(s->kind[i] == AK_SREG && nsrc > 0);
            if (o->kind == AO_EXPR || (o->kind == AO_OFF && s->kind[i] != AK_SREG))
                return amd_err(e, o->start, "invalid operand for instruction");
            /* GFX7 VOP3 has no inline constants for f16 operands (the seed page);
             * llvm-mc 14 agrees here, unlike in the 32-bit forms */
            if (g == AMD_GFX7 && (o->kind == AO_IMM || o->kind == AO_FLOAT) && amd_type_bits(t) == 16 &&
                amd_type_is_float(t))
                return amd_err(e, o->start, "literal operands are not supported");
            e->lds_direct_ok = nsrc == 0;
            if (!amd_src_code(e, o, t, s->kind[i] != AK_SREG, lit_ok, &src[nsrc])) return false;
            e->lds_direct_ok = false;
            if (s->kind[i] == AK_VGPR && src[nsrc] < 256) return amd_err(e, o->start, "invalid operand for instruction");
            if ((o->neg || o->abs) && !amd_type_is_float(t)) fp_mods_ok = false;
            if (o->neg) neg |= 1u << nsrc;
            if (o->abs) abs |= 1u << nsrc;
            keys[nsrc] = amd_vop_bus_key(src[nsrc], t);
            nsrc++;
            break;
        }
        default:
            return amd_err(e, o->start, "invalid operand for instruction");
        }
    }
    if (!fp_mods_ok) return amd_err(e, e->mnem_at, "invalid operand for instruction");
    /* v_mac/v_fmac: src2 is tied to vdst; llvm-mc 14 leaves the field 0 */
    if (!amd_vop_constant_bus(e, keys, nsrc, (e->row->inst->flags & AMD_I_READS_VCC) != 0)) return false;
    /* VOP3b has no abs field (its bits hold sdst); llvm-mc 14 rejects |x| on
     * src0 and src2 but takes (and drops) it on src1 */
    if (vop3b && abs) {
        if (!e->ctx->compat || (abs & ~2u)) return amd_err(e, e->mnem_at, "ABS not allowed in VOP3B instructions");
        abs = 0;
    }
    uint32_t op = (uint32_t)vop3_opcode(e);
    uint32_t w0, clamp_bit;
    if (g == AMD_GFX7) {
        w0 = 0xd0000000u | op << 17;
        clamp_bit = has_sdst || vop3b ? 0 : 1u << 11;
    } else {
        w0 = (g == AMD_GFX10 ? 0xd4000000u : 0xd0000000u) | op << 16;
        clamp_bit = 1u << 15;
    }
    if (p->mods.clamp) {
        if (e->row->inst->flags & (AMD_I_NO_CLAMP | AMD_I_NOMODS))
            return amd_err(e, e->mnem_at, "invalid operand for instruction");
        w0 |= clamp_bit; /* GFX7 VOP3b has no clamp bit: accepted and dropped, as llvm-mc does */
    }
    /* op_sel: one bit per existing source, then dst: the list element after
     * the sources (element 2 of a two-source operation, as llvm-mc 14 reads
     * it), encoded in op_sel bit 3; further elements are ignored */
    if (p->mods.op_sel >= 0)
        w0 |= (uint32_t)(p->mods.op_sel & ((1 << nsrc) - 1)) << 11 | (uint32_t)(p->mods.op_sel >> nsrc & 1) << 14;
    w0 |= vdst & 0xff;
    if (has_sdst || vop3b) w0 |= (uint32_t)(sdst & 0x7f) << 8;
    else w0 |= abs << 8;
    uint32_t w1 = src[0] | (uint32_t)src[1] << 9 | (uint32_t)src[2] << 18 | neg << 29 |
                  (uint32_t)(p->mods.omod & 3) << 27;
    amd_put32(e, w0);
    amd_put32(e, w1);
    amd_put_literal(e);
    return true;
}

/* VOP3P: packed math and mixed-precision FMA. Source modifiers are the
 * op_sel/op_sel_hi/neg_lo/neg_hi lists; a leading '-' or |x| is not allowed. */
static bool enc_vop3p(amd_enc *e)
{
    const amd_sig *s = &e->row->sig;
    amd_parsed *p = e->p;
    const amd_mods *m = &p->mods;
    amd_gen g = e->ctx->t->gen;
    uint16_t vdst = 0, src[3] = {0, 0, 0};
    int nsrc = 0;
    /* the mixed-precision FMAs take -x and |x|: neg_lo and neg_hi bits */
    bool mix = strstr(e->row->inst->name, "_mix") != NULL;
    unsigned mneg = 0, mabs = 0;
    for (int i = 0; i < s->n; i++) {
        const amd_operand *o = &p->op[i];
        amd_type t = (amd_type)s->type[i];
        if (o->sext || ((o->neg || o->abs) && !mix)) return amd_err(e, o->start, "not a valid operand.");
        if (o->neg) mneg |= 1u << nsrc;
        if (o->abs) mabs |= 1u << nsrc;
        if (s->kind[i] == AK_VDST) {
            if (!amd_vop_check_vdst(e, o, t, &vdst)) return false;
        } else if (s->kind[i] == AK_ADST) {
            if (o->kind != AO_REG || o->reg.rclass != RC_A || o->reg.n != amd_type_regs(t))
                return amd_err(e, o->start, "invalid operand for instruction");
            vdst = o->reg.idx;
        } else if (s->kind[i] == AK_ASRC) {
            if (o->kind != AO_REG || o->reg.rclass != RC_A || o->reg.n != amd_type_regs(t))
                return amd_err(e, o->start, "invalid operand for instruction");
            src[nsrc++] = (uint16_t)(256 + o->reg.idx);
        } else if (s->kind[i] == AK_SRC || s->kind[i] == AK_VGPR) {
            e->lds_direct_ok = nsrc == 0 && s->kind[0] != AK_ADST;
            bool ok = amd_src_code(e, o, t, true, g >= AMD_GFX10, &src[nsrc]);
            e->lds_direct_ok = false;
            if (!ok) return false;
            /* v_accvgpr_write takes a VGPR or an inline constant, no scalar register */
            bool scalar_reg = src[nsrc] < 128 || (src[nsrc] >= 235 && src[nsrc] <= 239) ||
                              (src[nsrc] >= 251 && src[nsrc] <= 254);
            if (s->kind[0] == AK_ADST && scalar_reg) return amd_err(e, o->start, "invalid operand for instruction");
            if (s->kind[i] == AK_VGPR && src[nsrc] < 256) return amd_err(e, o->start, "invalid operand for instruction");
            nsrc++;
        } else {
            return amd_err(e, o->start, "invalid operand for instruction");
        }
    }
    if (m->has_omod) return amd_err(e, m->first_at, "invalid operand for instruction");
    if (m->clamp && (e->row->inst->flags & AMD_I_NO_CLAMP)) return amd_err(e, m->first_at, "invalid operand for instruction");
    /* the mixed-precision FMAs negate through -x and |x| only */
    if (mix && (m->neg_lo >= 0 || m->neg_hi >= 0)) return amd_err(e, m->first_at, "invalid operand for instruction");
    if (!amd_vop_constant_bus(e, src, nsrc, false)) return false;
    bool packed = !mix; /* op_sel_hi defaults to all ones except for the mix FMAs */
    unsigned op_sel = m->op_sel < 0 ? 0 : (unsigned)m->op_sel & ((1u << nsrc) - 1); /* existing sources only */
    unsigned op_sel_hi = m->op_sel_hi < 0 ? (packed ? 7u : 0u) : (unsigned)m->op_sel_hi;
    if (m->op_sel_hi >= 0 && packed) op_sel_hi |= (7u << nsrc) & 7u; /* unused sources keep the default 1 */
    unsigned neg_lo = m->neg_lo < 0 ? 0 : (unsigned)m->neg_lo, neg_hi = m->neg_hi < 0 ? 0 : (unsigned)m->neg_hi;
    if ((mneg && m->neg_lo >= 0) || (mabs && m->neg_hi >= 0)) return amd_err(e, m->first_at, "invalid operand for instruction");
    neg_lo |= mneg;
    neg_hi |= mabs;
    /* llvm-mc 14 keeps neg_hi only for src0 and for operands that are not
     * packed integers (v_pk_add_u16 neg_hi:[1,1] sets one bit) */
    unsigned lost = 0;
    for (int i = 1, k = 0; i < s->n && k < 3; i++)
        if (s->kind[i] == AK_SRC || s->kind[i] == AK_VGPR) {
            k++;
            if (s->type[i] == AT_V2I16 && k < 3) lost |= neg_hi & (1u << k);
        }
    if (lost && m->neg_hi >= 0) {
        if (e->ctx->compat) neg_hi &= ~lost;
        else gi_warning(e->core, m->first_at, "llvm-mc 14 drops neg_hi for packed-integer operands after src0");
    }
    uint32_t op = (uint32_t)e->row->op;
    uint32_t w0 = (g >= AMD_GFX10 ? 0xcc000000u : 0xd3800000u) | op << 16 | (uint32_t)m->clamp << 15 |
                  ((op_sel_hi >> 2) & 1) << 14 | (op_sel & 7) << 11 | (neg_hi & 7) << 8 | (vdst & 0xff);
    uint32_t w1 = src[0] | (uint32_t)src[1] << 9 | (uint32_t)src[2] << 18 | (op_sel_hi & 3) << 27 | (neg_lo & 7) << 29;
    amd_put32(e, w0);
    amd_put32(e, w1);
    amd_put_literal(e);
    return true;
}

/* Insert the wave's vcc as operand i (an operand left out of the source
 * text); its span is the point where it would have stood. */
static void insert_vcc(amd_enc *e, int i, const char *at)
{
    amd_parsed *p = e->p;
    memmove(&p->op[i + 1], &p->op[i], (size_t)(p->n - i) * sizeof p->op[0]);
    memset(&p->op[i], 0, sizeof p->op[0]);
    amd_operand *o = &p->op[i];
    o->kind = AO_REG;
    o->reg.rclass = RC_SPECIAL;
    bool lo = !e->ctx->feat.w64; /* llvm-mc 14 shows vcc when both are on, vcc_lo when neither */
    o->reg.idx = lo ? SR_VCC_LO : SR_VCC;
    o->reg.n = lo ? 1 : 2;
    o->reg.enc = 106;
    o->start = o->end = at;
    p->n++;
}

/* GFX7-9 v_cmpx in its 32-bit form may omit the vcc destination, as GFX10
 * writes it (llvm-mc 14): supply the implicit operand. */
static void implicit_cmpx_dst(amd_enc *e)
{
    const amd_sig *s = &e->row->sig;
    amd_parsed *p = e->p;
    if (!(e->row->inst->flags & AMD_I_CMPX) || s->n == 0 || s->kind[0] != AK_CDST || p->n != s->n - 1 ||
        (e->form != AMD_FORM_ANY && e->form != AMD_FORM_E32) || sdwa_form(e) || dpp_form(e) || p->n >= AMD_MAX_OPERANDS)
        return;
    insert_vcc(e, 0, p->op[0].start);
    e->form = AMD_FORM_E32; /* only the 32-bit form has the implicit destination */
}

/* The SDWA form llvm-mc 14 picks by itself for VOP1/VOP2/VOPC instructions
 * without SDWA modifiers: on GFX8+ for sext() of a register source, and for
 * `clamp` where the VOP3 form has no clamp bit (GFX8/GFX9 16-bit integer
 * ops; compares only on GFX8, whose SDWA compare has a clamp bit). */
static bool implicit_sdwa(const amd_enc *e)
{
    const amd_parsed *p = e->p;
    int fam = e->row->inst->fam;
    amd_gen g = e->ctx->t->gen;
    if (e->form != AMD_FORM_ANY || g == AMD_GFX7 || (fam != AMD_VOP1 && fam != AMD_VOP2 && fam != AMD_VOPC))
        return false;
    for (int i = 0; i < p->n; i++)
        if (p->op[i].sext && p->op[i].kind == AO_REG) return true;
    return p->mods.clamp && (e->row->inst->flags & AMD_I_NO_CLAMP) &&
           (fam == AMD_VOPC ? g == AMD_GFX8 : g == AMD_GFX8 || g == AMD_GFX9);
}

/* The first SDWA or DPP modifier, for the error where no such form is asked. */
static const char *first_sdwa_dpp_mod(const amd_mods *m)
{
    for (int i = 0; i < m->nseq; i++)
        if (m->seq[i] >= AMD_MOD_DST_SEL && m->seq[i] <= AMD_MOD_FI) return m->seq_at[i];
    return NULL;
}

/* GFX10 VOP2 rows may leave out all of their vcc operands (carry-out,
 * carry-in, v_cndmask's mask) in their 32-bit, SDWA and DPP forms, as
 * llvm-mc 14 reads them in either wave size: supply vcc_lo (vcc in wave64).
 * GFX7-9 rows with one vcc operand may leave it out in the 32-bit form.
 * Only the 32-bit form has them implicit, so an unsuffixed one becomes _e32. */
static void implicit_sdwa_dpp_vcc(amd_enc *e)
{
    const amd_sig *s = &e->row->sig;
    amd_parsed *p = e->p;
    int nvcc = 0;
    for (int i = 0; i < s->n; i++) nvcc += s->kind[i] == AK_CDST || s->kind[i] == AK_CSRC;
    if (e->row->inst->fam != AMD_VOP2 || nvcc == 0 || p->n != s->n - nvcc || e->form == AMD_FORM_E64) return;
    /* GFX7-9: only a single vcc operand, only in the 32-bit form: v_cndmask_b32's
     * mask, and on GFX9 also a carry-out alone (v_add_co_u32) */
    amd_gen g = e->ctx->t->gen;
    bool cdst = false;
    for (int i = 0; i < s->n; i++) cdst |= s->kind[i] == AK_CDST;
    if (g < AMD_GFX10 && (nvcc != 1 || sdwa_form(e) || dpp_form(e) || (cdst && g < AMD_GFX9))) return;
    if (!sdwa_form(e) && !dpp_form(e)) e->form = AMD_FORM_E32;
    for (int i = 0; i < s->n; i++)
        if (s->kind[i] == AK_CDST || s->kind[i] == AK_CSRC) insert_vcc(e, i, i > 0 ? p->op[i - 1].end : e->mnem_at);
}

/* An early-clobber destination (AMD_I_EARLYCLOBBER): no VGPR source may
 * overlap it (llvm-mc 14 reports the first that does). */
static bool check_earlyclobber(amd_enc *e)
{
    const amd_parsed *p = e->p;
    if (!(e->row->inst->flags & AMD_I_EARLYCLOBBER) || p->n == 0) return true;
    const amd_reg *d = &p->op[0].reg;
    if (p->op[0].kind != AO_REG || d->rclass != RC_V) return true;
    for (int i = 1; i < p->n; i++) {
        const amd_reg *r = &p->op[i].reg;
        if (p->op[i].kind == AO_REG && r->rclass == RC_V && r->idx < d->idx + d->n && d->idx < r->idx + r->n)
            return amd_err(e, p->op[i].start, "destination must be different than all sources");
    }
    return true;
}

bool amd_enc_vop(amd_enc *e)
{
    const amd_sig *s = &e->row->sig;
    amd_parsed *p = e->p;
    implicit_cmpx_dst(e);
    implicit_sdwa_dpp_vcc(e);
    if (p->n < s->n) return amd_err(e, e->mnem_at, "too few operands for instruction");
    if (p->n > s->n) return amd_err(e, p->op[s->n].start, "invalid operand for instruction");
    if (!check_operand_mods(e) || !check_earlyclobber(e)) return false;
    if (e->row->interp) return amd_enc_interp(e);
    int fam = e->row->inst->fam;
    if (fam == AMD_VOP3P) return e->row->matrix ? amd_enc_mai(e) : enc_vop3p(e);
    bool e32_family = fam == AMD_VOP1 || fam == AMD_VOP2 || fam == AMD_VOPC;
    const char *sd = first_sdwa_dpp_mod(&p->mods);
    if (sd && (!e32_family || e->form == AMD_FORM_E32 || e->form == AMD_FORM_E64 || (sdwa_form(e) && dpp_form(e))))
        return amd_err(e, sd, "invalid operand for instruction");
    if (sdwa_form(e) || implicit_sdwa(e)) return amd_enc_sdwa(e);
    if (dpp_form(e)) return amd_enc_dpp(e);
    if (fam != AMD_VOP3 && e->form != AMD_FORM_E64 && fits_e32(e)) return enc_e32(e);
    if ((e->form == AMD_FORM_E32 && fam != AMD_VOP3) || (fam != AMD_VOP3 && (e->row->inst->flags & AMD_I_NO_E64)))
        return amd_err(e, e->mnem_at, "invalid operand for instruction");
    const amd_mods *m = &p->mods;
    bool opsel = (e->row->inst->flags & AMD_I_OPSEL) != 0;
    /* op_sel only where the VOP3 form has it (GFX9+ 16-bit operations);
     * those have no output modifier; the other lists are VOP3P's */
    if ((m->op_sel >= 0 && !opsel) || m->op_sel_hi >= 0 || m->neg_lo >= 0 || m->neg_hi >= 0)
        return amd_err(e, m->first_at, "invalid operand for instruction");
    if (m->has_omod && (opsel || fam == AMD_VOPC || !amd_type_is_float((amd_type)s->type[0])))
        return amd_err(e, e->mnem_at, "invalid operand for instruction");
    return enc_e64(e);
}
