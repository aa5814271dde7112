/* MIMG (image) instructions, GFX7-GFX10, with GFX10 dim and NSA address
 * lists. Data size follows dmask, tfe and packed d16; on GFX10 the address
 * size follows dim, a16 and the sample/load variant named by the mnemonic. */
#include "amdgpu/amdgpu.h"
#include "amdgpu/mimg_addr.h"
#include "amdgpu/modifiers.h"
#include <string.h>

/* Coordinates per dim (1D 2D 3D CUBE 1D_ARRAY 2D_ARRAY 2D_MSAA 2D_MSAA_ARRAY)
 * and the number of gradient components of a derivative (_d) variant. */
static const uint8_t dim_coords[8] = {1, 2, 3, 3, 2, 3, 3, 4};
static const uint8_t dim_grads[8] = {1, 2, 3, 2, 1, 2, 2, 2};

/* Does the mnemonic's variant suffix list contain `part` (between '_')? */
static bool has_part(const char *name, const char *part)
{
    size_t n = strlen(part);
    for (const char *p = strchr(name, '_'); p; p = strchr(p + 1, '_'))
        if (!strncmp(p + 1, part, n) && (p[1 + n] == '_' || p[1 + n] == 0)) return true;
    return false;
}

/* Address components the GFX10 hardware reads for this mnemonic and dim. */
static unsigned addr_components(const char *name, int dim, bool a16)
{
    bool sample = !strncmp(name, "image_sample", 12) || !strncmp(name, "image_gather4", 13) ||
                  !strncmp(name, "image_get_lod", 13);
    unsigned extra = 0, coords = dim_coords[dim], grads = 0;
    if (!strncmp(name, "image_get_resinfo", 17)) return 1; /* the mip level alone, for every dim */
    if (!sample) {
        if (has_part(name, "mip")) coords++;
    } else {
        if (has_part(name, "o")) extra++;
        if (has_part(name, "b")) extra++;
        if (has_part(name, "c")) extra++;
        if (has_part(name, "d") || has_part(name, "cd")) grads = 2u * dim_grads[dim];
        if (has_part(name, "l")) coords++;
        if (has_part(name, "cl")) coords++;
    }
    /* 16-bit gradients (_g16) pack two components of one derivative per dword;
     * a16 packs the coordinates only (llvm-mc 14) */
    if (grads && has_part(name, "g16")) grads = 2u * ((dim_grads[dim] + 1u) / 2u);
    if (a16) coords = (coords + 1) / 2;
    return extra + grads + coords;
}

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
        case AK_IDATA: ok = vregs(e, o, &data, &ndata, &acc); break;
        case AK_IADDR:
            addr_op = o;
            if (o->kind == AO_NSA) {
                if (g < AMD_GFX10) return amd_err(e, o->start, "invalid operand for instruction");
                addr = o->nsa[0];
                naddr = o->nnsa;
            } else {
                ok = vregs(e, o, &addr, &naddr, NULL);
            }
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
        unsigned want = addr_components(name, m->dim, m->a16);
        bool ok = naddr == want;
        if (addr_op->kind != AO_NSA && !ok) ok = naddr == round_addr(want);
        if (!ok) return amd_err(e, e->mnem_at, "image address size does not match dim and a16");
    }
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
