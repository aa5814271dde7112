/* Memory families: SMEM/SMRD, DS, FLAT/GLOBAL/SCRATCH and MUBUF.
 * Field layouts per generation were read off llvm-mc 14's encodings and
 * match AMD's ISA manuals (GFX7 "SMRD", GFX8/GFX9 "SMEM", GFX10 "SMEM"). */
#include "amdgpu/amdgpu.h"
#include "amdgpu/modifiers.h"
#include <stddef.h>
#include <string.h>

/* Operand fields gathered from the signature. */
typedef struct mem_fields {
    int vdst, vaddr, data0, data1;     /* VGPR numbers, -1 = absent */
    int sdata, sbase, srsrc, saddr;    /* SGPR numbers / codes, -1 = absent */
    int soff_code;                     /* SMEM: SGPR/m0 code; -1 = immediate */
    int64_t soff_imm;
    const char *soff_at;
    int soffset;                       /* MUBUF soffset code */
    unsigned vaddr_regs;
    bool vaddr_off, saddr_off;
    const char *saddr_at, *vaddr_at;
    bool acc;                          /* data registers are AGPRs (gfx90a) */
} mem_fields;

static bool is_sgpr_tuple(const amd_operand *o, unsigned n)
{
    return o->kind == AO_REG && (o->reg.rclass == RC_S || o->reg.rclass == RC_TTMP || o->reg.rclass == RC_SPECIAL) &&
           (o->reg.n == n || (o->reg.rclass == RC_SPECIAL && o->reg.n == 0));
}

/* An SMEM base or buffer resource: an SGPR tuple, never a read-only special. */
static bool is_sgpr_base(const amd_operand *o, unsigned n)
{
    /* null stands for at most two registers (llvm-mc 14) */
    return is_sgpr_tuple(o, n) && !o->reg.src_only && !o->reg.ival &&
           !(o->reg.rclass == RC_SPECIAL && o->reg.idx == SR_NULL && n > 2);
}

static bool vgpr_of(amd_enc *e, const amd_operand *o, unsigned n, int *out, bool *acc)
{
    bool agpr_ok = e->ctx->t->col == AMD_C90A && acc;
    if (o->kind != AO_REG || !(o->reg.rclass == RC_V || (agpr_ok && o->reg.rclass == RC_A)) || o->reg.n != n)
        return amd_err(e, o->start, "invalid operand for instruction");
    if (acc && o->reg.rclass == RC_A) *acc = true;
    *out = o->reg.idx;
    return true;
}

/* VGPRs of a memory data operand. The GFX8 column's d16 format rows carry
 * unpacked data (a VGPR a component); gfx810 packs two components a VGPR. */
static unsigned data_regs(const amd_enc *e, amd_type t)
{
    unsigned n = amd_type_regs(t);
    if ((e->ctx->t->features & AMD_F_D16_PACKED8) && strstr(e->row->inst->name, "_d16_")) n = (n + 1) / 2;
    return n;
}

/* Walk the signature and collect the fields. The returning form of an
 * atomic (glc) has an extra leading vdst. */
static bool gather(amd_enc *e, mem_fields *f)
{
    const amd_sig *s = &e->row->sig;
    amd_parsed *p = e->p;
    memset(f, 0, sizeof *f);
    f->vdst = f->vaddr = f->data0 = f->data1 = f->sdata = f->sbase = f->srsrc = f->saddr = -1;
    f->soff_code = -1;
    f->soffset = -1;
    int first = 0;
    /* only FLAT-family atomics name the returned value separately */
    int fam = e->row->inst->fam;
    bool rtn = (e->row->inst->flags & AMD_I_ATOMIC) && p->mods.glc &&
               (fam == AMD_FLAT || fam == AMD_GLOBAL || fam == AMD_SCRATCH);
    int want = s->n + (rtn ? 1 : 0);
    if (p->n < want) return amd_err(e, e->mnem_at, "too few operands for instruction");
    if (p->n > want) return amd_err(e, p->op[want].start, "invalid operand for instruction");
    for (int i = 0; i < p->n; i++)
        if (p->op[i].neg || p->op[i].abs || p->op[i].sext) return amd_err(e, p->op[i].start, "invalid operand for instruction");
    if (rtn) {
        /* data width of the returned value: the data operand's type (half for cmpswap) */
        amd_type t = AT_B32;
        for (int i = 0; i < s->n; i++)
            if (s->kind[i] == AK_VGPR || s->kind[i] == AK_SREG) t = (amd_type)s->type[i];
        unsigned n = amd_type_regs(t);
        if (strstr(e->row->inst->name, "cmpswap")) n /= 2;
        if (e->row->inst->fam == AMD_SMEM) {
            if (!is_sgpr_tuple(&p->op[0], n)) return amd_err(e, p->op[0].start, "invalid operand for instruction");
        } else if (!vgpr_of(e, &p->op[0], n, &f->vdst, &f->acc)) {
            return false;
        }
        first = 1;
    }
    int ndata = 0;
    for (int i = 0; i < s->n; i++) {
        const amd_operand *o = &p->op[i + first];
        amd_type t = (amd_type)s->type[i];
        unsigned regs = amd_type_regs(t);
        switch (s->kind[i]) {
        case AK_VDST:
            if (!vgpr_of(e, o, data_regs(e, t), &f->vdst, &f->acc)) return false;
            break;
        case AK_VGPR:
            if (!vgpr_of(e, o, data_regs(e, t), ndata++ ? &f->data1 : &f->data0, &f->acc)) return false;
            break;
        case AK_SDST:
        case AK_SREG:
            /* SMEM data: any scalar register but exec and m0; the stored or
             * atomic data (sreg) may also be an ival (src_shared_base ...) */
            if (!is_sgpr_tuple(o, regs) || (o->reg.rclass == RC_SPECIAL &&
                                            (o->reg.idx == SR_EXEC || o->reg.idx == SR_EXEC_LO ||
                                             o->reg.idx == SR_EXEC_HI || o->reg.idx == SR_M0 ||
                                             (o->reg.ival && regs != 1) ||
                                             (o->reg.idx == SR_NULL && regs > 2) ||
                                             o->reg.idx == SR_LDS_DIRECT)))
                return amd_err(e, o->start, "invalid operand for instruction");
            if ((o->reg.ival || o->reg.src_only) && s->kind[i] == AK_SDST && !e->ctx->compat)
                return amd_err(e, o->start, "register is read-only and cannot be a destination");
            f->sdata = o->reg.enc & 0x7f;
            break;
        case AK_SBASE:
        case AK_SBUF:
            if (!is_sgpr_base(o, s->kind[i] == AK_SBASE ? 2 : 4))
                return amd_err(e, o->start, "invalid operand for instruction");
            f->sbase = o->reg.enc;
            break;
        case AK_SOFF:
            f->soff_at = o->start;
            if (o->kind == AO_IMM) f->soff_imm = o->ival;
            else if (o->kind == AO_REG && (o->reg.rclass == RC_S || o->reg.rclass == RC_TTMP ||
                                           (o->reg.rclass == RC_SPECIAL && o->reg.idx != SR_LDS_DIRECT)) &&
                     (o->reg.n == 1 || o->reg.ival || (o->reg.rclass == RC_SPECIAL && o->reg.idx == SR_NULL)) &&
                     !o->reg.plain_scc)
                f->soff_code = e->ctx->t->gen == AMD_GFX7 ? o->reg.enc : o->reg.enc & 0x7f; /* SMRD: 8-bit field */
            else return amd_err(e, o->start, "invalid operand for instruction");
            break;
        case AK_VADDR:
            /* the data register of ds_gws_init/sema_br/barrier may be an AGPR (gfx90a) */
            if (!vgpr_of(e, o, 1, &f->vaddr, (e->row->inst->flags & AMD_I_GDS) && s->n == 1 ? &f->acc : NULL))
                return false;
            break;
        case AK_FADDR:
        case AK_BADDR:
            f->vaddr_at = o->start;
            if (o->kind == AO_OFF) {
                f->vaddr_off = true;
                break;
            }
            if (o->kind != AO_REG || o->reg.rclass != RC_V) return amd_err(e, o->start, "invalid operand for instruction");
            f->vaddr = o->reg.idx;
            f->vaddr_regs = o->reg.n;
            break;
        case AK_SADDR:
            f->saddr_at = o->start;
            if (o->kind == AO_OFF) f->saddr_off = true;
            else if (o->kind == AO_REG && (o->reg.rclass == RC_S || o->reg.rclass == RC_TTMP ||
                                           o->reg.rclass == RC_SPECIAL) &&
                     (!o->reg.src_only || (fam == AMD_SCRATCH && o->reg.idx != SR_LDS_DIRECT)) &&
                     !(o->reg.rclass == RC_SPECIAL && o->reg.idx == SR_EXEC_HI)) {
                /* exec_hi: its code 0x7f is saddr's off; llvm-mc 14's class leaves it out */
                /* a scratch base is a 32-bit source: the read-only specials too (llvm-mc 14) */
                f->saddr = o->reg.enc;
                /* null stands for a scalar base of any size (GFX10) */
                unsigned n = o->reg.rclass == RC_SPECIAL && o->reg.idx == SR_NULL ? (fam == AMD_GLOBAL ? 2 : 1) : o->reg.n;
                if (o->reg.src_only) n = 1;
                f->vaddr_regs |= n << 8;
            }
            else return amd_err(e, o->start, "invalid operand for instruction");
            break;
        case AK_SRSRC:
            if (!is_sgpr_tuple(o, 4) || o->reg.rclass == RC_SPECIAL) return amd_err(e, o->start, "invalid operand for instruction");
            f->srsrc = o->reg.enc;
            break;
        case AK_UIMM16:
            /* the s_atc_probe value in the 7-bit sdata field; llvm-mc 14 keeps the low
             * bits of any integer (or of a float's f64 pattern) */
            if (e->ctx->compat && (o->kind == AO_IMM || o->kind == AO_FLOAT)) {
                f->sdata = (int)((o->kind == AO_IMM ? (uint64_t)o->ival : o->fbits) & 0x7f);
                break;
            }
            if (o->kind != AO_IMM || o->ival < 0 || o->ival > 0x7f)
                return amd_err(e, o->start, "expected a probe value 0..127");
            f->sdata = (int)o->ival;
            break;
        case AK_SOFFSET: {
            uint16_t code;
            if (o->kind == AO_REG && o->reg.rclass == RC_V) return amd_err(e, o->start, "invalid operand for instruction");
            if (!amd_src_code(e, o, AT_B32, false, false, &code)) return false;
            f->soffset = code;
            break;
        }
        default:
            return amd_err(e, o->start, "invalid operand for instruction");
        }
    }
    /* gfx90a: the data registers of one instruction are all VGPRs or all AGPRs */
    if (f->acc)
        for (int i = 0; i < p->n; i++)
            if (p->op[i].kind == AO_REG && p->op[i].reg.rclass == RC_V && (i < first || s->kind[i - first] == AK_VDST ||
                                                                         s->kind[i - first] == AK_VGPR))
                return amd_err(e, e->mnem_at, "invalid register class: data and dst should be all VGPR or AGPR");
    return true;
}

static bool no_mods_but(amd_enc *e, bool glc, bool slc, bool dlc, bool gds, bool offset, bool buf)
{
    const amd_mods *m = &e->p->mods;
    bool bad = (m->glc && !glc) || (m->slc && !slc) || (m->dlc && !dlc) || (m->gds && !gds) ||
               (m->has_offset && !offset) || ((m->has_offset0 || m->has_offset1) && !gds) ||
               ((m->idxen || m->offen || m->addr64 || m->lds || m->tfe) && !buf) || m->clamp || m->omod ||
               m->dmask >= 0 || m->unorm || m->da || m->r128 || m->a16 || m->d16 || m->lwe || m->nv ||
               m->op_sel >= 0;
    if (m->dlc && e->ctx->t->gen < AMD_GFX10) bad = true;
    if (bad) return amd_err(e, m->first_at ? m->first_at : e->mnem_at, "invalid operand for instruction");
    return true;
}

/* llvm-mc 14 lets the SMEM offset be omitted (it is then 0). A modifier
 * written in its place is matched as the offset: its immediate value (glc 1,
 * slc 2, offset:N N, dmask:N N, any flag 1 ...) becomes the offset -- except
 * for atomics, whose converter takes only a named offset there. The default
 * mode takes `offset:N` there and rejects the others. */
static bool smem_optional_offset(amd_enc *e, int *skip)
{
    amd_parsed *p = e->p;
    const amd_sig *s = &e->row->sig;
    amd_mods *m = &p->mods;
    *skip = 0;
    if (s->n == 0 || s->kind[s->n - 1] != AK_SOFF || p->n != s->n - 1) return true;
    amd_operand *o = &p->op[p->n];
    memset(o, 0, sizeof *o);
    o->kind = AO_IMM;
    o->start = o->end = e->mnem_at;
    if (m->nseq > 0) {
        int id = m->seq[0];
        if (id != AMD_MOD_OFFSET && !e->ctx->compat)
            return amd_err(e, m->seq_at[0], "expected an offset (llvm-mc would take this modifier's value as the offset)");
        if (!amd_mod_as_operand_ok(e, 0)) return amd_err(e, m->seq_at[0], "invalid operand for instruction");
        bool atomic = (e->row->inst->flags & AMD_I_ATOMIC) != 0;
        if (atomic && id == AMD_MOD_CPOL && (m->seq_val[0] & AMD_CPOL_SCC))
            return amd_err(e, e->mnem_at, "invalid cache policy for SMRD instruction");
        o->ival = !atomic || id == AMD_MOD_OFFSET ? m->seq_val[0] : 0;
        o->start = m->seq_at[0];
        bool glc = m->glc, slc = m->slc, dlc = m->dlc;
        /* only cache-policy modifiers may follow (checked by the caller) */
        if (id == AMD_MOD_CPOL && !atomic) glc = slc = dlc = false;
        amd_mods keep = *m;
        memset(m, 0, offsetof(amd_mods, nseq));
        m->dmask = m->dim = m->op_sel = m->op_sel_hi = m->neg_lo = m->neg_hi = m->fmt = -1;
        m->cbsz = m->abid = m->blgp = -1;
        m->glc = glc, m->slc = slc, m->dlc = dlc, m->scc = keep.scc && (id != AMD_MOD_CPOL || atomic);
        m->first_at = keep.first_at;
        *skip = 1;
    }
    p->n++;
    return true;
}

static bool enc_smem(amd_enc *e)
{
    mem_fields f;
    int skip;
    if (!smem_optional_offset(e, &skip) || !amd_check_mod_order(e, amd_mod_order_for(e->row, e->ctx->t->gen), skip))
        return false;
    /* cache control without an address (s_dcache_inv, s_memtime ...) takes no modifier */
    bool addressed = false;
    for (int i = 0; i < e->row->sig.n; i++) addressed |= e->row->sig.kind[i] == AK_SBASE || e->row->sig.kind[i] == AK_SBUF;
    if (!addressed && e->p->mods.nseq) return amd_err(e, e->p->mods.first_at, "invalid operand for instruction");
    /* the probes and discards (no glc) take no cache policy at all, nor noglc ... */
    bool cpol_ok = !(e->row->inst->flags & AMD_I_NO_GLC);
    if (!cpol_ok && e->p->mods.cpol_written) return amd_err(e, e->p->mods.first_at, "invalid operand for instruction");
    if (!gather(e, &f) || !no_mods_but(e, cpol_ok, false, cpol_ok, false, false, false))
        return false;
    amd_gen g = e->ctx->t->gen;
    uint32_t op = (uint32_t)e->row->op;
    bool has_soff = false;
    for (int i = 0; i < e->row->sig.n; i++) has_soff |= e->row->sig.kind[i] == AK_SOFF;
    bool buffer = false;
    for (int i = 0; i < e->row->sig.n; i++) buffer |= e->row->sig.kind[i] == AK_SBUF;
    uint32_t sdata = f.sdata < 0 ? 0 : (uint32_t)f.sdata, sbase = f.sbase < 0 ? 0 : (uint32_t)f.sbase >> 1;
    if (g == AMD_GFX7) {
        uint32_t w = 0xc0000000u | op << 22 | sdata << 15 | sbase << 9;
        if (!has_soff) {
            amd_put32(e, w);
            return true;
        }
        if (f.soff_code >= 0) {
            amd_put32(e, w | (uint32_t)f.soff_code);
            return true;
        }
        if (f.soff_imm < 0 || f.soff_imm > 0xffffffffll)
            return amd_err(e, e->mnem_at, "operands are not valid for this GPU or mode");
        if (f.soff_imm <= 0xff) {
            amd_put32(e, w | 0x100 | (uint32_t)f.soff_imm);
        } else {
            amd_put32(e, w | 0xff);
            amd_put32(e, (uint32_t)f.soff_imm);
        }
        return true;
    }
    uint32_t w0, w1 = 0;
    if (g == AMD_GFX10) {
        w0 = 0xf4000000u | op << 18 | (uint32_t)e->p->mods.glc << 16 | (uint32_t)e->p->mods.dlc << 14 |
             sdata << 6 | sbase;
    } else {
        w0 = 0xc0000000u | op << 18 | (uint32_t)e->p->mods.glc << 16 | sdata << 6 | sbase;
    }
    if (has_soff) {
        if (f.soff_code >= 0) {
            if (g == AMD_GFX10) w1 = (uint32_t)f.soff_code << 25;
            else w1 = (uint32_t)f.soff_code;
        } else {
            int64_t v = f.soff_imm;
            bool signed21 = g >= AMD_GFX9 && !buffer;
            if (signed21 ? (v < -0x100000 || v > 0xfffff) : (v < 0 || v > 0xfffff))
                return amd_err(e, f.soff_at, signed21 ? "expected a 21-bit signed offset" : "expected a 20-bit unsigned offset");
            if (g == AMD_GFX10) w1 = ((uint32_t)v & 0x1fffff) | 0x7du << 25;
            else {
                w0 |= 1u << 17;
                w1 = (uint32_t)v & (g >= AMD_GFX9 ? 0x1fffff : 0xfffff);
            }
        }
    }
    amd_put32(e, w0);
    amd_put32(e, w1);
    return true;
}

static bool enc_ds(amd_enc *e)
{
    mem_fields f;
    if (!gather(e, &f) || !no_mods_but(e, false, false, false, !(e->row->inst->flags & AMD_I_NO_GDS), true, false))
        return false;
    const amd_mods *m = &e->p->mods;
    /* gfx90a: the GWS data VGPR must be even (llvm-mc 14) */
    if (e->ctx->t->col == AMD_C90A && (e->row->inst->flags & AMD_I_GDS) && e->row->sig.n == 1 &&
        e->row->sig.kind[0] == AK_VADDR && (f.vaddr & 1))
        return amd_err(e, e->p->op[0].start, "vgpr must be even aligned");
    /* one 16-bit offset, or two 8-bit ones (read2/write2/wrxchg2) */
    bool two = (e->row->inst->flags & AMD_I_DS2) != 0;
    if (two ? m->has_offset : (m->has_offset0 || m->has_offset1))
        return amd_err(e, two ? m->offset_at : m->first_at, "invalid operand for instruction");
    /* gds-implied instructions: llvm-mc 14 wants the gds token once an offset is written */
    if ((e->row->inst->flags & AMD_I_GDS) && m->has_offset && !AMD_WRITTEN(m, AMD_MOD_GDS))
        return amd_err(e, e->mnem_at, "too few operands for instruction");
    amd_gen g = e->ctx->t->gen;
    uint32_t off0 = 0, off1 = 0;
    if (m->has_offset) {
        if (m->has_offset0 || m->has_offset1 || m->offset < 0 || m->offset > 0xffff)
            return amd_err(e, m->offset_at, "invalid operand for instruction");
        off0 = (uint32_t)m->offset & 0xff;
        off1 = (uint32_t)m->offset >> 8;
    }
    if (m->has_offset0) {
        if (m->offset0 < 0 || m->offset0 > 255) return amd_err(e, e->mnem_at, "invalid operand for instruction");
        off0 = (uint32_t)m->offset0;
    }
    if (m->has_offset1) {
        if (m->offset1 < 0 || m->offset1 > 255) return amd_err(e, e->mnem_at, "invalid operand for instruction");
        off1 = (uint32_t)m->offset1;
    }
    uint32_t op = (uint32_t)e->row->op;
    uint32_t gds = m->gds || (e->row->inst->flags & AMD_I_GDS);
    uint32_t w0 = 0xd8000000u | off1 << 8 | off0;
    if (g == AMD_GFX8 || g == AMD_GFX9) w0 |= op << 17 | gds << 16;
    else w0 |= op << 18 | gds << 17;
    uint32_t w1 = (uint32_t)(f.vdst < 0 ? 0 : f.vdst) << 24 | (uint32_t)(f.data1 < 0 ? 0 : f.data1) << 16 |
                  (uint32_t)(f.data0 < 0 ? 0 : f.data0) << 8 | (uint32_t)(f.vaddr < 0 ? 0 : f.vaddr);
    w0 |= (uint32_t)f.acc << 25;
    amd_put32(e, w0);
    amd_put32(e, w1);
    return true;
}

static bool enc_flat(amd_enc *e)
{
    mem_fields f;
    bool glc_ok = !(e->row->inst->flags & AMD_I_NO_GLC);
    if (!gather(e, &f) || !no_mods_but(e, glc_ok, true, true, false, true, false)) return false;
    const amd_mods *m = &e->p->mods;
    amd_gen g = e->ctx->t->gen;
    int fam = e->row->inst->fam;
    uint32_t seg = fam == AMD_FLAT ? 0 : fam == AMD_SCRATCH ? 1 : 2;
    /* address shapes */
    unsigned saddr_regs = f.vaddr_regs >> 8, vregs = f.vaddr_regs & 0xff;
    if (fam == AMD_FLAT && (f.vaddr_off || vregs != 2)) return amd_err(e, f.vaddr_at, "invalid operand for instruction");
    /* scratch addresses by a VGPR or by an SGPR, never both (GFX9/GFX10) */
    if (fam == AMD_SCRATCH && !f.vaddr_off && !f.saddr_off && f.saddr_at)
        return amd_err(e, f.saddr_at, "invalid operand for instruction");
    if (fam == AMD_GLOBAL) {
        if (f.vaddr_off || vregs != (f.saddr_off ? 2u : 1u) || (!f.saddr_off && saddr_regs != 2))
            return amd_err(e, f.vaddr_off ? f.vaddr_at : f.saddr_at, "invalid operand for instruction");
    }
    if (fam == AMD_SCRATCH) {
        if ((!f.vaddr_off && vregs != 1) || (!f.saddr_off && saddr_regs != 1) || (f.vaddr_off && f.saddr_off))
            return amd_err(e, f.vaddr_at, "invalid operand for instruction");
    }
    int64_t off = m->has_offset ? m->offset : 0;
    if (m->has_offset) {
        if (g < AMD_GFX9 && off != 0) return amd_err(e, m->offset_at, "flat offset modifier is not supported on this GPU");
        int64_t lo, hi;
        if (g == AMD_GFX9) lo = fam == AMD_FLAT ? 0 : -4096, hi = 4095;
        else lo = fam == AMD_FLAT ? 0 : -2048, hi = fam == AMD_FLAT ? 2047 : 2047;
        if (off < lo || off > hi)
            return amd_err(e, m->offset_at, fam == AMD_FLAT ? (g == AMD_GFX9 ? "expected a 12-bit unsigned offset" : "expected an 11-bit unsigned offset")
                                                             : (g == AMD_GFX9 ? "expected a 13-bit signed offset" : "expected a 12-bit signed offset"));
    }
    uint32_t op = (uint32_t)e->row->op;
    uint32_t w0 = 0xdc000000u | op << 18 | (uint32_t)m->slc << 17 | (uint32_t)m->glc << 16;
    uint32_t saddr_off_code = g >= AMD_GFX10 ? 0x7d : 0x7f;
    uint32_t saddr = 0;
    if (g >= AMD_GFX9) {
        w0 |= seg << 14 | (uint32_t)(off & (g == AMD_GFX9 ? 0x1fff : 0xfff));
        if (g >= AMD_GFX10) w0 |= (uint32_t)m->dlc << 12;
        saddr = fam == AMD_FLAT ? (g >= AMD_GFX10 ? 0x7d : 0) : f.saddr_off ? saddr_off_code : (uint32_t)f.saddr & 0x7f;
    }
    uint32_t w1 = (uint32_t)(f.vdst < 0 ? 0 : f.vdst) << 24 | saddr << 16 | (uint32_t)f.acc << 23 |
                  (uint32_t)(f.data0 < 0 ? 0 : f.data0) << 8 | (uint32_t)(f.vaddr < 0 ? 0 : f.vaddr);
    amd_put32(e, w0);
    amd_put32(e, w1);
    return true;
}

/* MUBUF/MTBUF: the vaddr registers idxen/offen/addr64 call for, and the
 * 12-bit offset (llvm-mc 14 keeps the low 12 bits of a 16-bit value,
 * spec/amdgpu.md item 5). */
static bool buffer_address(amd_enc *e, const mem_fields *f, int64_t *off)
{
    const amd_mods *m = &e->p->mods;
    if (m->addr64 && e->ctx->t->gen != AMD_GFX7)
        return amd_err(e, e->mnem_at, "operands are not valid for this GPU or mode");
    unsigned want = ((m->idxen && m->offen) || m->addr64) ? 2 : (m->idxen || m->offen) ? 1 : 0;
    unsigned have = f->vaddr_off ? 0 : f->vaddr_regs;
    if (want != have) return amd_err(e, f->vaddr_at, "invalid operand for instruction");
    *off = m->has_offset ? m->offset : 0;
    if (*off < 0 || *off > 4095) {
        if (!e->ctx->compat || *off < 0 || *off > 0xffff) return amd_err(e, m->offset_at, "invalid operand for instruction");
        *off &= 0xfff;
    }
    return true;
}

static bool enc_mubuf(amd_enc *e)
{
    mem_fields f;
    if (!gather(e, &f) || !no_mods_but(e, !(e->row->inst->flags & AMD_I_NO_GLC), true, true, false, true, true))
        return false;
    const amd_mods *m = &e->p->mods;
    amd_gen g = e->ctx->t->gen;
    uint32_t kind = e->row->inst->flags & (AMD_I_STORE | AMD_I_ATOMIC);
    /* lds only on loads, tfe not on atomics; the cache-control rows
     * (buffer_wbinvl1 ...) take no modifier */
    bool lds_row = (e->row->inst->flags & AMD_I_LDS) != 0; /* buffer_store_lds_dword */
    if ((m->lds && kind && !lds_row) || (m->tfe && (kind & AMD_I_ATOMIC)) || (e->row->sig.n == 0 && m->nseq))
        return amd_err(e, m->first_at, "invalid operand for instruction");
    if (AMD_WRITTEN(m, AMD_MOD_TFE) && e->ctx->t->col == AMD_C90A) return amd_err(e, m->first_at, "tfe is not supported on this GPU");
    /* the lds row's `lds` is a token of its syntax after the offset (llvm-mc 14): left
     * out with no modifier at all it is implied; a cache-policy/tfe/swz flag where it
     * belongs is an invalid operand; after the offset alone, too few operands */
    if (lds_row && !m->lds && m->nseq) {
        for (int i = 0; i < m->nseq; i++)
            if (m->seq[i] != AMD_MOD_OFFSET) return amd_err(e, m->seq_at[i], "invalid operand for instruction");
        return amd_err(e, e->mnem_at, "too few operands for instruction");
    }
    /* llvm-mc 14 accepts dlc on GFX10 buffer atomics but does not encode it */
    bool dlc = m->dlc;
    if (dlc && (kind & AMD_I_ATOMIC)) {
        if (e->ctx->compat) dlc = false;
        else gi_warning(e->core, m->first_at, "llvm-mc 14 drops dlc on buffer atomics");
    }
    int64_t off;
    if (!buffer_address(e, &f, &off)) return false;
    uint32_t op = (uint32_t)e->row->op;
    uint32_t lds = m->lds || (e->row->inst->flags & AMD_I_LDS);
    uint32_t w0 = 0xe0000000u | op << 18 | lds << 16 | (uint32_t)m->glc << 14 | (uint32_t)m->idxen << 13 |
                  (uint32_t)m->offen << 12 | (uint32_t)off;
    uint32_t data = (uint32_t)(f.vdst >= 0 ? f.vdst : f.data0 >= 0 ? f.data0 : 0);
    uint32_t w1 = (uint32_t)(f.soffset < 0 ? 0 : f.soffset & 0xff) << 24 | (uint32_t)(m->tfe || f.acc) << 23 |
                  (uint32_t)(f.srsrc < 0 ? 0 : f.srsrc >> 2) << 16 |
                  data << 8 | (uint32_t)(f.vaddr < 0 ? 0 : f.vaddr);
    if (g == AMD_GFX8 || g == AMD_GFX9) {
        w0 |= (uint32_t)m->slc << 17;
    } else {
        w1 |= (uint32_t)m->slc << 22;
        if (g == AMD_GFX7) w0 |= (uint32_t)m->addr64 << 15;
        else w0 |= (uint32_t)dlc << 15;
    }
    amd_put32(e, w0);
    amd_put32(e, w1);
    return true;
}

/* MTBUF: MUBUF's operands plus the 7-bit buffer format at bits 25:19. */
static bool enc_mtbuf(amd_enc *e)
{
    mem_fields f;
    if (!gather(e, &f) || !no_mods_but(e, true, true, true, false, true, true)) return false;
    const amd_mods *m = &e->p->mods;
    amd_gen g = e->ctx->t->gen;
    if (m->lds) return amd_err(e, m->first_at, "invalid operand for instruction");
    if (AMD_WRITTEN(m, AMD_MOD_TFE) && g == AMD_GFX9 && e->ctx->t->col == AMD_C90A) return amd_err(e, m->first_at, "tfe is not supported on this GPU");
    int64_t off;
    if (!buffer_address(e, &f, &off)) return false;
    uint32_t op = (uint32_t)e->row->op, fmt = m->fmt < 0 ? 1 : (uint32_t)m->fmt;
    uint32_t w0 = 0xe8000000u | fmt << 19 | (uint32_t)m->glc << 14 | (uint32_t)m->idxen << 13 |
                  (uint32_t)m->offen << 12 | (uint32_t)off;
    uint32_t data = (uint32_t)(f.vdst >= 0 ? f.vdst : f.data0 >= 0 ? f.data0 : 0);
    uint32_t w1 = (uint32_t)(f.soffset < 0 ? 0 : f.soffset & 0xff) << 24 | (uint32_t)(m->tfe || f.acc) << 23 |
                  (uint32_t)m->slc << 22 | (uint32_t)(f.srsrc < 0 ? 0 : f.srsrc >> 2) << 16 | data << 8 |
                  (uint32_t)(f.vaddr < 0 ? 0 : f.vaddr);
    if (g == AMD_GFX8 || g == AMD_GFX9) {
        w0 |= (op & 15) << 15;
    } else {
        w0 |= (op & 7) << 16;
        if (g == AMD_GFX7) w0 |= (uint32_t)m->addr64 << 15;
        else w0 |= (uint32_t)m->dlc << 15, w1 |= (op >> 3 & 1) << 21;
    }
    amd_put32(e, w0);
    amd_put32(e, w1);
    return true;
}

bool amd_enc_mem(amd_enc *e)
{
    switch (e->row->inst->fam) {
    case AMD_SMEM: return enc_smem(e);
    case AMD_DS: return enc_ds(e);
    case AMD_FLAT: case AMD_GLOBAL: case AMD_SCRATCH: return enc_flat(e);
    case AMD_MUBUF: return enc_mubuf(e);
    case AMD_MTBUF: return enc_mtbuf(e);
    case AMD_MIMG: return amd_enc_mimg(e);
    default: return amd_err(e, e->mnem_at, "this instruction family is not supported yet");
    }
}
