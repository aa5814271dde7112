/* SALU families: SOP1, SOP2, SOPK, SOPC, SOPP. */
#include "amdgpu/amdgpu.h"
#include <string.h>

/* SALU destination: SGPR, ttmp or a writable special register. */
static bool sdst_code(amd_enc *e, const amd_operand *o, amd_type t, uint16_t *code)
{
    unsigned regs = amd_type_regs(t);
    if (o->kind != AO_REG || o->reg.rclass == RC_V || o->reg.rclass == RC_A || (o->reg.n && o->reg.n != regs))
        return amd_err(e, o->start, "invalid operand for instruction");
    if (o->reg.ival && regs != 1) return amd_err(e, o->start, "invalid operand for instruction");
    if (o->reg.src_only) {
        /* llvm-mc 14 does not check this (spec/amdgpu.md, item 5), except for lds_direct */
        if (!e->ctx->compat || (o->reg.rclass == RC_SPECIAL && o->reg.idx == SR_LDS_DIRECT))
            return amd_err(e, o->start, "register is read-only and cannot be a destination");
    }
    *code = o->reg.enc & 0x7f;
    return true;
}

/* A 16-bit immediate operand: SOPK simm16/uimm16 and SOPP. */
static bool imm16(amd_enc *e, const amd_operand *o, bool is_signed, uint16_t *v)
{
    if (o->kind == AO_FUNC) {
        *v = (uint16_t)o->ival;
        return true;
    }
    bool sopp = e->row->inst->fam == AMD_SOPP, endpgm = sopp && (e->row->inst->flags & AMD_I_OPTIONAL_OP);
    if (o->kind == AO_FLOAT && sopp && !endpgm && e->ctx->compat && !(e->row->inst->flags & AMD_I_IMM16)) {
        *v = (uint16_t)o->fbits; /* llvm-mc 14 takes the low bits of the f64 pattern */
        return true;
    }
    if (o->kind != AO_IMM) return amd_err(e, o->start, "invalid operand for instruction");
    int64_t x = o->ival;
    /* SOPK: simm16 takes -32768..65535, uimm16 0..65535 (s_version, with no
     * register, takes any 16-bit value as llvm-mc 14 does) */
    bool ok = is_signed || e->row->sig.n == 1 ? (x >= -32768 && x <= 65535) : (x >= 0 && x <= 65535);
    if (endpgm && !(x >= 0 && x <= 65535)) return amd_err(e, o->start, "expected a 16-bit value");
    /* other SOPP immediates: llvm-mc 14 truncates any value to 16 bits, except for
     * s_sendmsg and the GFX10 rows marked AMD_I_IMM16 */
    bool strict = (e->row->inst->flags & AMD_I_IMM16) || e->row->sig.kind[0] == AK_SENDMSG;
    if (sopp) ok = (e->ctx->compat && !strict) || (x >= -32768 && x <= 65535);
    if (!ok) return amd_err(e, o->start, "invalid operand for instruction");
    *v = (uint16_t)x;
    return true;
}

/* A branch target: label (fixup) or absolute simm16 offset in dwords. */
static bool branch(amd_enc *e, const amd_operand *o, uint16_t *v)
{
    if (o->kind == AO_IMM) {
        if (o->ival < -32768 || o->ival > 65535) return amd_err(e, o->start, "invalid operand for instruction");
        *v = (uint16_t)o->ival;
        return true;
    }
    if (o->kind != AO_EXPR) return amd_err(e, o->start, "invalid operand for instruction");
    /* a relocatable branch target is a label, nothing more (llvm-mc 14) */
    gi_lexer lx;
    gi_lex_init(&lx, o->start, (size_t)(o->end - o->start), 0);
    gi_tok t0 = lx.tok, t1 = gi_lex_peek(&lx);
    bool label = t0.kind == GI_T_IDENT && t1.kind == GI_T_EOL;
    bool local = t0.kind == GI_T_INT && t1.kind == GI_T_IDENT && t1.len == 1 && !t1.space_before; /* 1f, 1b */
    bool zero_b = t0.kind == GI_T_BAD && t0.len == 2 && t1.kind == GI_T_EOL;                   /* 0b */
    if (!label && !local && !zero_b) return amd_err(e, o->start, "expected an absolute expression or a label");
    gi_fixup *f = &e->fix[e->nfix++];
    memset(f, 0, sizeof *f);
    f->kind = AMD_FIX_BRANCH16;
    f->offset = 0;
    f->dot = e->core->pc;
    f->col = (unsigned)(o->start - e->core->src) + 1;
    f->expr = (char *)o->start;
    *v = 0;
    /* GFX10.1 offset-0x3f hardware bug: llvm-mc's assembler appends s_nop 0
     * to a branch whose target stays a relocation (a global or weak symbol)
     * or lies 0x3f dwords ahead. A target already global is padded here, in
     * every mode (raw bytes and listings follow the object's layout); the
     * rest only object files get, from the relaxation passes (module.c) */
    if (e->ctx->t->gen == AMD_GFX10 && label) {
        const gi_sym *sym = gi_symtab_find(&e->core->syms, t0.p, t0.len);
        if (sym && sym->global) e->pad_nop = true;
    }
    return true;
}

bool amd_enc_salu(amd_enc *e)
{
    const amd_sig *s = &e->row->sig;
    amd_parsed *p = e->p;
    int fam = e->row->inst->fam;
    if (p->n < s->n && !((e->row->inst->flags & AMD_I_OPTIONAL_OP) && p->n == 0))
        return amd_err(e, e->mnem_at, "too few operands for instruction");
    if (p->n > s->n) return amd_err(e, p->op[s->n].start, "invalid operand for instruction");
    for (int i = 0; i < p->n; i++)
        if (p->op[i].neg || p->op[i].abs || p->op[i].sext)
            return amd_err(e, p->op[i].start, "invalid operand for instruction");
    uint16_t dst = 0, src[2] = {0, 0}, imm = 0;
    int nsrc = 0;
    for (int i = 0; i < p->n; i++) {
        const amd_operand *o = &p->op[i];
        amd_type t = (amd_type)s->type[i];
        bool ok = true;
        switch (s->kind[i]) {
        case AK_SDST: ok = sdst_code(e, o, t, &dst); break;
        case AK_SREG:
            if (fam == AMD_SOPK) ok = sdst_code(e, o, t, &dst);
            else ok = amd_src_code(e, o, t, false, false, &src[nsrc++]);
            break;
        case AK_SSRC:
            /* a register operand proper: no constant-like specials in 64-bit ones (llvm-mc 14) */
            if (o->kind != AO_REG || ((o->reg.src_only || o->reg.ival) && amd_type_regs(t) > 1))
                ok = amd_err(e, o->start, "invalid operand for instruction");
            else ok = amd_src_code(e, o, t, false, false, &src[nsrc++]);
            break;
        case AK_SRC: ok = amd_src_code(e, o, t, false, true, &src[nsrc++]); break;
        case AK_SIMM16: ok = imm16(e, o, true, &imm); break;
        case AK_UIMM16: case AK_WAITCNT: case AK_HWREG: case AK_SENDMSG: ok = imm16(e, o, false, &imm); break;
        case AK_GPRIDX:
            if (o->kind != AO_FUNC) ok = amd_err(e, o->start, "invalid operand for instruction");
            else if (fam == AMD_SOPC) src[nsrc++] = (uint16_t)o->ival;
            else imm = (uint16_t)o->ival;
            break;
        case AK_LABEL: ok = branch(e, o, &imm); break;
        case AK_KIMM: ok = amd_kimm(e, o, t); break;
        default: ok = amd_err(e, o->start, "invalid operand for instruction"); break;
        }
        if (!ok) return false;
    }
    uint32_t op = (uint32_t)e->row->op, w;
    switch (fam) {
    case AMD_SOP1: w = 0xbe800000u | (uint32_t)dst << 16 | op << 8 | src[0]; break;
    case AMD_SOP2: w = 0x80000000u | op << 23 | (uint32_t)dst << 16 | (uint32_t)src[1] << 8 | src[0]; break;
    case AMD_SOPC: w = 0xbf000000u | op << 16 | (uint32_t)src[1] << 8 | src[0]; break;
    case AMD_SOPK: w = 0xb0000000u | op << 23 | (uint32_t)dst << 16 | imm; break;
    default: w = 0xbf800000u | op << 16 | imm; break;
    }
    amd_put32(e, w);
    amd_put_literal(e);
    return true;
}
