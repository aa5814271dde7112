/* Helpers shared by the family encoders: source operand codes, the one
 * literal per instruction, fixups for relocatable literals. */
#include "amdgpu/amdgpu.h"
#include <string.h>

unsigned amd_type_regs(amd_type t)
{
    unsigned b = amd_type_bits(t);
    return b <= 32 ? 1 : b / 32;
}

bool amd_err(amd_enc *e, const char *at, const char *msg)
{
    gi_error(e->core, at, "%s", msg);
    return false;
}

void amd_put32(amd_enc *e, uint32_t w)
{
    if (e->size + 4 > sizeof e->bytes) return;
    e->bytes[e->size++] = (uint8_t)w;
    e->bytes[e->size++] = (uint8_t)(w >> 8);
    e->bytes[e->size++] = (uint8_t)(w >> 16);
    e->bytes[e->size++] = (uint8_t)(w >> 24);
}

void amd_put_literal(amd_enc *e)
{
    if (!e->has_lit) return;
    if (e->lit_deferred) {
        gi_fixup *f = &e->fix[e->nfix++];
        memset(f, 0, sizeof *f);
        f->kind = AMD_FIX_LIT32;
        f->offset = e->size;
        f->dot = e->core->pc;
        f->col = (unsigned)(e->lit_op->start - e->core->src) + 1;
        f->expr = (char *)e->lit_op->start; /* span; asm.c makes it a string */
    }
    amd_put32(e, e->lit);
}

/* Record a literal; one distinct value per instruction. */
static bool take_literal(amd_enc *e, const amd_operand *o, uint32_t v, bool deferred)
{
    if (e->has_lit) {
        /* two relocatable literals are two fixups: never one literal */
        bool same = !deferred && !e->lit_deferred && v == e->lit;
        if (!same) return amd_err(e, o->start, "only one literal operand is allowed");
        return true;
    }
    e->has_lit = true;
    e->lit = v;
    e->lit_op = o;
    e->lit_deferred = deferred;
    return true;
}

bool amd_src_code(amd_enc *e, const amd_operand *o, amd_type t, bool allow_vgpr, bool allow_literal,
                  uint16_t *code)
{
    unsigned regs = amd_type_regs(t);
    switch (o->kind) {
    case AO_REG: {
        const amd_reg *r = &o->reg;
        if ((r->rclass == RC_V && !allow_vgpr) || r->rclass == RC_A)
            return amd_err(e, o->start, "invalid operand for instruction");
        /* scc, vccz, execz read as a value of any operand size (llvm-mc 14) */
        bool any_size = r->rclass == RC_SPECIAL && r->src_only && r->idx != SR_LDS_DIRECT;
        if (r->n && r->n != regs && !any_size) return amd_err(e, o->start, "invalid operand for instruction");
        if (r->rclass == RC_SPECIAL && r->idx == SR_NULL && regs > 2)
            return amd_err(e, o->start, "invalid operand for instruction");
        if (r->rclass == RC_SPECIAL && r->idx == SR_LDS_DIRECT && !e->lds_direct_ok)
            return amd_err(e, o->start, "invalid use of lds_direct");
        /* the operands of a *rev* instruction are swapped in hardware (llvm-mc 14) */
        if (r->rclass == RC_SPECIAL && r->idx == SR_LDS_DIRECT && (e->row->inst->flags & AMD_I_REV))
            return amd_err(e, o->start, "lds_direct cannot be used with this instruction");
        *code = r->enc;
        return true;
    }
    case AO_IMM:
    case AO_FLOAT: {
        amd_imm_enc ie;
        bool low_half_rule = o->kind == AO_IMM && amd_type_is_packed(t) && allow_literal && e->ctx->t->gen < AMD_GFX10 &&
                             (o->ival < -32768 || o->ival > 65535) && o->ival >= INT32_MIN && o->ival <= (int64_t)UINT32_MAX;
        if (low_half_rule && !e->ctx->compat)
            gi_warning(e->core, o->start, "llvm-mc 14 decides inline or literal from the low half of this value");
        if (low_half_rule && e->ctx->compat) {
            /* llvm-mc 14, packed operand of a GFX9 32-bit form (v_pk_fmac_f16,
             * v_dot2c_f32_f16): the low half decides inline-ness, else the whole
             * dword is the literal */
            uint16_t code_inline;
            if (amd_inline16((uint16_t)o->ival, e->ctx->t->features & AMD_F_INV2PI, t == AT_V2I16, &code_inline)) {
                *code = code_inline;
                return true;
            }
            if (!take_literal(e, o, (uint32_t)o->ival, false)) return false;
            *code = 255;
            return true;
        }
        const char *err = amd_encode_imm(e->ctx->t, e->ctx->compat, o, (amd_type)t, &ie);
        if (err) return amd_err(e, o->start, err);
        if (ie.warning) gi_warning(e->core, o->start, "%s", ie.warning);
        /* where no literal can follow (VOP3 before GFX10), llvm-mc 14 takes a
         * 16-bit integer operand as inline only if the written value is */
        if (!ie.is_literal && !allow_literal && o->kind == AO_IMM && amd_type_bits(t) == 16 &&
            !amd_type_is_float(t) && (o->ival < -16 || o->ival > 64))
            return amd_err(e, o->start, "literal operands are not supported");
        if (ie.is_literal) {
            if (!allow_literal) return amd_err(e, o->start, "literal operands are not supported");
            if (!take_literal(e, o, ie.literal, false)) return false;
        }
        *code = ie.code;
        return true;
    }
    case AO_OFF:  /* where `off` is not an operand, llvm-mc 14 reads it as a symbol */
    case AO_EXPR:
        if (amd_type_bits(t) != 32) return amd_err(e, o->start, "invalid operand for instruction");
        if (!allow_literal) return amd_err(e, o->start, "literal operands are not supported");
        if (!take_literal(e, o, 0, true)) return false;
        *code = 255;
        return true;
    default:
        return amd_err(e, o->start, "invalid operand for instruction");
    }
}

bool amd_kimm(amd_enc *e, const amd_operand *o, amd_type t)
{
    uint32_t bits;
    if (o->kind == AO_EXPR) return amd_err(e, o->start, "invalid operand for instruction");
    if (o->kind != AO_IMM && o->kind != AO_FLOAT) return amd_err(e, o->start, "invalid operand for instruction");
    const char *err = amd_imm_bits(o, t, &bits);
    if (e->row->inst->fam == AMD_SOPK) {
        /* s_setreg_imm32_b32: llvm-mc 14 does not range-check the value and
         * encodes a float as 0 (spec/amdgpu.md, item 5); the page's uimm32 does */
        if (e->ctx->compat) {
            bits = o->kind == AO_IMM ? (uint32_t)o->ival : (uint32_t)o->fbits; /* low half of the f64 */
            err = NULL;
        } else if (o->kind == AO_FLOAT || o->ival < 0 || o->ival > 0xffffffffll) {
            err = "invalid operand for instruction: expected a 32-bit unsigned value";
        }
    }
    if (err) return amd_err(e, o->start, err);
    return take_literal(e, o, bits, false);
}
