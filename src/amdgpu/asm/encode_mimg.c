/* MIMG (image) instructions, GFX7-GFX10, with GFX10 dim and NSA address
 * lists. Data size follows dmask, tfe and packed d16; on GFX10 the address
 * size follows dim, a16 and the sample/load variant named by the mnemonic. */
#include "amdgpu/amdgpu.h"
#include "amdgpu/mimg.h"
#include "amdgpu/mimg_addr.h"
#include "amdgpu/modifiers.h"
#include <string.h>

/* Address tuples come in 1-4, 8 and 16 registers (llvm-mc 14's MIMG
 * variants); GFX10 also takes the exact count. */
static unsigned round_addr(unsigned n)
{
    return n <= 4 ? n : n <= 8 ? 8 : 16;
}

static bool vregs(amd_enc *e, const amd_operand *o, int *first, unsigned *n, bool *acc)
{
    bool agpr = acc && e->ctx->t->col == AMD_C90A && o->kind == AO_REG && o->reg.rclass == RC_A;
    if (o->kind != AO_REG || (o->reg.rclass != RC_V && !agpr))
        return amd_err(e, o->start, "invalid operand for instruction");
    if (agpr) *acc = true;
    *first = o->reg.idx;
    *n = o->reg.n;
    return true;
}

static bool sregs(amd_enc *e, const amd_operand *o, unsigned n, int *first)
{
    /* ttmp tuples are SGPR-class tuples to llvm-mc 14 (ttmp[8:15], ttmp[4:7]) */
    if (o->kind != AO_REG || (o->reg.rclass != RC_S && o->reg.rclass != RC_TTMP) || o->reg.n != n)
        return amd_err(e, o->start, "invalid operand for instruction");
    *first = o->reg.enc;
    return true;
}

/* The k-th element of an NSA list (k = its length: the closing bracket). */
static const char *nsa_at(const amd_operand *o, unsigned k)
{
    const char *p = o->start + 1; /* past '[' */
    for (unsigned i = 0; i < k && p < o->end; p++)
        if (*p == ',') i++;
    while (p < o->end && (*p == ' ' || *p == '\t')) p++;
    if (k == o->nnsa) {
        p = o->end;
        while (p > o->start && p[-1] != ']') p--;
        return p > o->start ? p - 1 : o->start;
    }
    return p;
}

/* GFX10: an address of a size no variant of llvm-mc 14 has (mimg_addr.c) is an
 * operand mismatch: at a tuple, at the first NSA element past the largest list,
 * or at the closing bracket of a shorter list. */
static bool addr_variant(amd_enc *e, const amd_operand *o, const char *name, unsigned n)
{
    bool nsa = o->kind == AO_NSA;
    uint32_t sizes = amd_mimg_addr_sizes(name, nsa ? AMD_MIMG_NSA_COL : e->ctx->t->col);
    if (n < 32 && (sizes >> n & 1)) return true;
    unsigned max = 31;
    while (max && !(sizes >> max & 1)) max--;
    const char *at = !nsa ? o->start : n > max && max ? nsa_at(o, max) : nsa_at(o, o->nnsa);
    return amd_err(e, at, "invalid operand for instruction");
}

/* Where llvm-mc 14 reports a dmask error: the last dmask written, else the mnemonic. */
static const char *dmask_at(const amd_mods *m, const char *mnem_at)
{
    for (int i = m->nseq; i-- > 0;)
        if (m->seq[i] == AMD_MOD_DMASK) return m->seq_at[i];
    return mnem_at;
}

bool amd_enc_mimg(amd_enc *e)
{
    const amd_sig *s = &e->row->sig;
    amd_parsed *p = e->p;
    const amd_mods *m = &p->mods;
    const amd_target *t = e->ctx->t;
    amd_gen g = t->gen;
    const char *name = e->row->inst->name;
    if (p->n < s->n) return amd_err(e, e->mnem_at, "too few operands for instruction");
    if (p->n > s->n) return amd_err(e, p->op[s->n].start, "invalid operand for instruction");
    int data = 0, addr = 0, rsrc = 0, samp = 0;
    bool acc = false; /* AGPR data on gfx90a: bit 16 */
    unsigned ndata = 0, naddr = 0;
    const amd_operand *addr_op = NULL;
    for (int i = 0; i < s->n; i++) {
        const amd_operand *o = &p->op[i];
        bool ok = true;
        switch (s->kind[i]) {
        case AK_IDATA:
            ok = vregs(e, o, &data, &ndata, &acc);
            /* a tuple size no variant of llvm-mc 14 has is an operand mismatch */
            if (ok && (ndata >= 8 || !(amd_mimg_data_of(name)->sizes >> ndata & 1)))
                ok = amd_err(e, o->start, "invalid operand for instruction");
            break;
        case AK_IADDR:
            addr_op = o;
            if (o->kind == AO_NSA) {
                if (g < AMD_GFX10) return amd_err(e, o->start, "invalid operand for instruction");
                addr = o->nsa[0];
                naddr = o->nnsa;
            } else {
                ok = vregs(e, o, &addr, &naddr, NULL);
            }
            if (ok && g >= AMD_GFX10) ok = addr_variant(e, o, name, naddr);
            break;
        case AK_IRSRC: ok = sregs(e, o, 8, &rsrc); break;
        case AK_SSAMP: ok = sregs(e, o, 4, &samp); break;
        default: ok = amd_err(e, o->start, "invalid operand for instruction"); break;
        }
        if (!ok) return false;
    }
    if (m->has_offset || m->has_offset0 || m->has_offset1 || m->gds || m->idxen || m->offen || m->addr64 || m->lds ||
        m->clamp || m->omod || m->op_sel >= 0)
        return amd_err(e, m->first_at, "invalid operand for instruction");
    if (AMD_WRITTEN(m, AMD_MOD_R128) && g >= AMD_GFX9 && g < AMD_GFX10) return amd_err(e, amd_mod_at(m, AMD_MOD_R128), "r128 modifier is not supported on this GPU");
    if (AMD_WRITTEN(m, AMD_MOD_A16) && g < AMD_GFX9) return amd_err(e, amd_mod_at(m, AMD_MOD_A16), "a16 modifier is not supported on this GPU");
    if (m->d16 && g == AMD_GFX7) return amd_err(e, m->first_at, "d16 modifier is not supported on this GPU");
    if (m->da && g >= AMD_GFX10) return amd_err(e, m->first_at, "invalid operand for instruction");
    if (m->d16 && (e->row->inst->flags & AMD_I_ATOMIC)) return amd_err(e, m->first_at, "invalid operand for instruction");
    if (AMD_WRITTEN(m, AMD_MOD_TFE) && t->col == AMD_C90A) return amd_err(e, m->first_at, "tfe is not supported on this GPU");
    if (g >= AMD_GFX10 && m->dim < 0) return amd_err(e, e->mnem_at, "operands are not valid for this GPU or mode");
    /* data size */
    int dmask = m->dmask < 0 ? 0 : m->dmask;
    if (!strncmp(name, "image_gather4", 13) && __builtin_popcount((unsigned)dmask) != 1)
        return amd_err(e, m->first_at ? m->first_at : e->mnem_at, "invalid image_gather dmask: only one bit must be set");
    /* before GFX10: any size of any address variant llvm-mc 14 defines (a table) */
    if (g < AMD_GFX10 && (naddr > 16 || !(amd_mimg_addr_sizes(name, t->col) >> naddr & 1)))
        return amd_err(e, addr_op->start, "invalid operand for instruction");
    unsigned comps = strncmp(name, "image_gather4", 13) == 0 ? 4 : (unsigned)__builtin_popcount((unsigned)dmask);
    if (comps == 0) comps = 1;
    bool packed_d16 = g >= AMD_GFX9 || (t->features & AMD_F_D16_PACKED8);
    if (m->d16 && packed_d16) comps = (comps + 1) / 2;
    if (m->tfe) comps++;
    /* llvm-mc 14 does not check the data size on gfx90a */
    if (ndata != comps && t->col != AMD_C90A) return amd_err(e, e->mnem_at, "image data size does not match dmask and tfe");
    /* GFX10 address size */
    if (g >= AMD_GFX10) {
        unsigned want = amd_mimg_addr_components(name, m->dim, m->a16);
        bool ok = naddr == want;
        if (addr_op->kind != AO_NSA && !ok) ok = naddr == round_addr(want);
        if (!ok) return amd_err(e, e->mnem_at, "image address size does not match dim and a16");
    }
    /* atomics take one, two or four components (which of them the data size checked) */
    if ((e->row->inst->flags & AMD_I_ATOMIC) && dmask != 0x1 && dmask != 0x3 && dmask != 0xf)
        return amd_err(e, dmask_at(m, e->mnem_at), "invalid atomic image dmask");
    uint32_t op = (uint32_t)e->row->op;
    /* opcode bit 7 goes to bit 0 (GFX10; before, only llvm-mc's g16 aliases set it) */
    uint32_t w0 = 0xf0000000u | (op & 0x7f) << 18 | (op >> 7 & 1) | (uint32_t)m->slc << 25 | (uint32_t)m->lwe << 17 |
                  (uint32_t)(m->tfe || acc) << 16 | (uint32_t)m->glc << 13 | (uint32_t)m->unorm << 12 | (uint32_t)dmask << 8;
    uint32_t w1 = (uint32_t)(samp >> 2) << 21 | (uint32_t)(rsrc >> 2) << 16 | (uint32_t)data << 8 | (uint32_t)addr;
    unsigned nsa_dwords = 0;
    if (g >= AMD_GFX10) {
        if (addr_op->kind == AO_NSA) nsa_dwords = (naddr - 1 + 3) / 4;
        w0 |= (uint32_t)m->dim << 3 | nsa_dwords << 1 | (uint32_t)m->dlc << 7 | (uint32_t)m->r128 << 15;
        w1 |= (uint32_t)m->a16 << 30 | (uint32_t)m->d16 << 31;
    } else {
        w0 |= (uint32_t)(m->r128 || m->a16) << 15 | (uint32_t)m->da << 14;
        if (g >= AMD_GFX8) w1 |= (uint32_t)m->d16 << 31;
    }
    if (m->dlc && g < AMD_GFX10) return amd_err(e, m->first_at, "invalid operand for instruction");
    amd_put32(e, w0);
    amd_put32(e, w1);
    for (unsigned d = 0; d < nsa_dwords; d++) {
        uint32_t w = 0;
        for (unsigned k = 0; k < 4; k++) {
            unsigned idx = 1 + d * 4 + k;
            if (idx < naddr) w |= (uint32_t)addr_op->nsa[idx] << (8 * k);
        }
        amd_put32(e, w);
    }
    return true;
}
