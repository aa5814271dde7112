/* AMDGPU decoder: machine code back to table rows. The family comes from the
 * fixed encoding bits, the row from the opcode in the target's column (the
 * reverse of the rows the assembler compiled for the target), and the
 * operands from the row's signature, kind by kind, exactly as the family
 * encoders lay them out (encode_salu.c, encode_vop.c, encode_mem.c). */
#include "amdgpu/dis/decode.h"
#include "exec/mem.h"   /* gi_le_load */
#include "amdgpu/dpp.h"
#include "amdgpu/exp.h"
#include "amdgpu/fixed_bits.h"
#include "amdgpu/mimg_addr.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void put(amd_dectab *t, int fam, int op, const amd_row *r)
{
    if (op < 0 || op >= AMD_DEC_OPS) return;
    const amd_row *o = t->map[fam][op];
    /* a hardware mnemonic wins over an llvm-mc alias; otherwise the first row */
    if (!o || ((o->inst->flags & AMD_I_PSEUDO) && !(r->inst->flags & AMD_I_PSEUDO))) t->map[fam][op] = r;
}

/* VOP3 opcode of a VOP1/VOP2/VOPC row (as encode_vop.c vop3_opcode). */
static int vop3_op(amd_gen g, int fam, int op)
{
    if (fam == AMD_VOPC) return op;
    if (fam == AMD_VOP2) return 0x100 + op;
    return (g == AMD_GFX8 || g == AMD_GFX9 ? 0x140 : 0x180) + op;
}

/* Fill a zeroed table (calloc'd: the pages of opcode ranges no row uses are never touched). */
static void dectab_fill(amd_dectab *t, const amd_ctx *c)
{
    t->ctx = c;
    amd_gen g = c->t->gen;
    /* native rows first, so that a VOP3-only row owns its opcode */
    for (size_t i = 0; i < c->nrows; i++) put(t, c->rows[i].inst->fam, c->rows[i].op, &c->rows[i]);
    for (size_t i = 0; i < c->nrows; i++) {
        const amd_row *r = &c->rows[i];
        int fam = r->inst->fam;
        if ((fam == AMD_VOP1 || fam == AMD_VOP2 || fam == AMD_VOPC) && !(r->inst->flags & AMD_I_NO_E64))
            put(t, AMD_VOP3, vop3_op(g, fam, r->op), r);
        if (fam == AMD_VINTRP && !(r->inst->flags & AMD_I_NO_E64))
            put(t, AMD_VOP3, amd_vintrp_vop3_op(g, r->op), r);
    }
    for (unsigned i = 0; i < amd_fixed_bits_count && i < UINT16_MAX; i++) {
        const amd_fixed *f = &amd_fixed_bits[i];
        if (f->col == c->t->col && f->fam < AMD_NFAM && f->op < AMD_DEC_OPS) t->fixed[f->fam][f->op] = (uint16_t)(i + 1);
    }
}

void amd_dectab_init(amd_dectab *t, const amd_ctx *c)
{
    memset(t, 0, sizeof *t);
    dectab_fill(t, c);
}

bool amd_dectab_attach(amd_ctx *c)
{
    amd_dectab *t = calloc(1, sizeof *t);
    if (!t) return false;
    dectab_fill(t, c);
    c->dec = t;
    return true;
}

/* The fixed bits of MIMG before GFX10 were recorded by the 7-bit opcode: bit 0
 * is among them for the opcodes without a _g16 row */
static int fixed_key(amd_gen g, int fam, int op)
{
    return fam == AMD_MIMG && g != AMD_GFX10 ? op & 0x7f : op;
}

static uint32_t rd32(const uint8_t *b) { return (uint32_t)gi_le_load(b, 4); }

static int32_t sext(uint32_t v, unsigned bits) { return (int32_t)(v << (32 - bits)) >> (32 - bits); }

/* The family and opcode of an encoding. */
static int family(amd_gen g, uint32_t w, int *op)
{
    if ((w >> 23) == 0x17d) return *op = (int)(w >> 8 & 0xff), AMD_SOP1;
    if ((w >> 23) == 0x17e) return *op = (int)(w >> 16 & 0x7f), AMD_SOPC;
    if ((w >> 23) == 0x17f) return *op = (int)(w >> 16 & 0x7f), AMD_SOPP;
    if ((w >> 28) == 0xb) return *op = (int)(w >> 23 & 0x1f), AMD_SOPK;
    if ((w >> 30) == 2) return *op = (int)(w >> 23 & 0x7f), AMD_SOP2;
    if ((w >> 25) == 0x3f) return *op = (int)(w >> 9 & 0xff), AMD_VOP1;
    if ((w >> 25) == 0x3e) return *op = (int)(w >> 17 & 0xff), AMD_VOPC;
    if ((w >> 31) == 0) return *op = (int)(w >> 25 & 0x3f), AMD_VOP2;
    unsigned top6 = w >> 26;
    if (g == AMD_GFX7 && (w >> 27) == 0x18) return *op = (int)(w >> 22 & 0x1f), AMD_SMEM;
    if ((g == AMD_GFX8 || g == AMD_GFX9) && top6 == 0x30) return *op = (int)(w >> 18 & 0xff), AMD_SMEM;
    if (g == AMD_GFX10 && top6 == 0x3d) return *op = (int)(w >> 18 & 0xff), AMD_SMEM;
    if (g == AMD_GFX9 && (w >> 23) == 0x1a7) return *op = (int)(w >> 16 & 0x7f), AMD_VOP3P;
    if (g == AMD_GFX10 && top6 == 0x33) return *op = (int)(w >> 16 & 0x7f), AMD_VOP3P;
    if (top6 == (g == AMD_GFX10 ? 0x35u : 0x34u))
        return *op = (int)(g == AMD_GFX7 ? w >> 17 & 0x1ff : w >> 16 & 0x3ff), AMD_VOP3;
    if (top6 == 0x36) return *op = (int)(g == AMD_GFX8 || g == AMD_GFX9 ? w >> 17 & 0xff : w >> 18 & 0xff), AMD_DS;
    if (top6 == 0x37) {
        *op = (int)(w >> 18 & 0x7f);
        unsigned seg = g >= AMD_GFX9 ? w >> 14 & 3 : 0;
        if (seg == 3) return -1; /* no segment 3 (llvm-mc 14 decodes nothing there) */
        return seg == 1 ? AMD_SCRATCH : seg == 2 ? AMD_GLOBAL : AMD_FLAT;
    }
    if (top6 == 0x38) return *op = (int)(w >> 18 & (g == AMD_GFX10 ? 0xff : 0x7f)), AMD_MUBUF; /* GFX10: op bit 7 in bit 25 */
    if (top6 == (g == AMD_GFX8 || g == AMD_GFX9 ? 0x35u : 0x32u)) return *op = (int)(w >> 16 & 3), AMD_VINTRP;
    if (top6 == 0x3a) /* GFX7 op 18:16, GFX8/9 18:15, GFX10 18:16 plus bit 3 in the second word */
        return *op = (int)(g == AMD_GFX8 || g == AMD_GFX9 ? w >> 15 & 0xf : w >> 16 & 7), AMD_MTBUF;
    if (top6 == 0x3c) return *op = (int)(w >> 18 & 0x7f), AMD_MIMG; /* op bit 7 is bit 0 (amd_decode) */
    if (top6 == amd_exp_encoding(g)) return *op = 0, AMD_EXP; /* no opcode: one row (amdgpu/exp.c) */
    return -1;
}

static bool is_src_kind(int k)
{
    return k == AK_SRC || k == AK_VSRC || k == AK_VGPR || k == AK_SREG || k == AK_SSRC || k == AK_ASRC;
}

/* Walk the signature of a SALU/VALU row; fields[] are the encoded source
 * codes in order, dst the destination field, cdst the sdst field. */
static void walk(amd_dinst *d, const amd_sig *s, const uint16_t *fields, unsigned nfields, uint16_t dst,
                 int cdst_field, bool e32, bool vop3)
{
    unsigned k = 0;
    for (int i = 0; i < s->n; i++) {
        int kind = s->kind[i];
        amd_type t = (amd_type)s->type[i];
        switch (kind) {
        case AK_VDST: case AK_SDST: case AK_ADST:
            d->ndst = 1, d->dst = dst, d->dtype = (uint8_t)t, d->dkind = (uint8_t)kind;
            break;
        case AK_CDST: d->cdst = (int16_t)(e32 ? 106 : cdst_field); break;
        case AK_CSRC:
            if (e32) d->csrc = 106;
            else if (k < nfields) d->csrc = (int16_t)fields[k++];
            break;
        default:
            if (is_src_kind(kind) && k < nfields && d->nsrc < 3) {
                d->src[d->nsrc] = fields[k++];
                if (kind == AK_ASRC && d->src[d->nsrc] < 256) d->src[d->nsrc] += 256;
                /* a vreg: the low 8 bits name the VGPR (no constant, no literal) */
                if (s->vreg >> i & 1) d->src[d->nsrc] = (uint16_t)(256 + (d->src[d->nsrc] & 0xff));
                d->stype[d->nsrc++] = (uint8_t)t;
            }
            break;
        }
    }
    /* a tied row (v_mac, v_fmac, v_pk_fmac_f16, v_dot*c) accumulates into its
     * destination VGPR: that register is also its last source */
    if ((d->row->inst->flags & AMD_I_TIED) && d->dkind == AK_VDST && d->nsrc < 3)
        d->src[d->nsrc] = (uint16_t)(256 + dst), d->stype[d->nsrc++] = d->dtype;
    (void)vop3;
}

static int lit_after(amd_dinst *d, const uint8_t *b, size_t avail, size_t at, char *err, size_t errlen)
{
    bool need = false;
    for (unsigned i = 0; i < d->nsrc; i++) need |= d->src[i] == 255;
    /* a VALU sdst (v_readfirstlane_b32) is an 8-bit source-code field */
    if (d->ndst && d->dkind == AK_SDST && d->dst == 255) need = true;
    if (d->csrc == 255) need = true;
    if (!need) return 0;
    if (avail < at + 4) return snprintf(err, errlen, "truncated literal"), -1;
    d->has_lit = true;
    d->lit = rd32(b + at);
    d->size = (uint8_t)(at + 4);
    return 0;
}

/* The SDWA (src0 0xf9), DPP (0xfa) and GFX10 DPP8 (0xe9, 0xea) forms of a
 * VOP1/VOP2/VOPC row: src0 and the form's fields are in the second word
 * (the layouts of encode_sdwa_dpp.c). */
static int decode_sdwa_dpp(const amd_dectab *t, const uint8_t *b, size_t avail, amd_dinst *d, int fam, uint32_t w,
                           char *err, size_t errlen)
{
    const amd_row *r = d->row;
    amd_gen g = t->ctx->t->gen;
    unsigned s0 = w & 0x1ff;
    if (avail < 8) return snprintf(err, errlen, "truncated instruction"), -1;
    uint32_t x = rd32(b + 4);
    d->size = 8;
    uint16_t f[2] = {(uint16_t)(256 + (x & 0xff)), (uint16_t)(256 + (w >> 9 & 0xff))};
    int cdst = 106;
    if (s0 == 0xf9) {
        if (!(r->inst->flags & AMD_I_SDWA)) return snprintf(err, errlen, "%s has no SDWA form", r->inst->name), -1;
        d->ext = AMD_EXT_SDWA;
        if (g >= AMD_GFX9 && (x >> 23 & 1)) f[0] = (uint16_t)(x & 0xff); /* s0: a scalar or constant code */
        if (g >= AMD_GFX9 && (x >> 31 & 1)) f[1] = (uint16_t)(w >> 9 & 0xff);
        d->sel[0] = (uint8_t)(x >> 16 & 7), d->sel[1] = (uint8_t)(x >> 24 & 7);
        d->sext = (uint8_t)((x >> 19 & 1) | (x >> 27 & 1) << 1);
        d->neg = (uint8_t)((x >> 20 & 1) | (x >> 28 & 1) << 1);
        d->abs = (uint8_t)((x >> 21 & 1) | (x >> 29 & 1) << 1);
        d->dst_sel = 6, d->dst_unused = 2;
        if (fam != AMD_VOPC) {
            d->dst_sel = (uint8_t)(x >> 8 & 7), d->dst_unused = (uint8_t)(x >> 11 & 3);
            d->clamp = (uint8_t)(x >> 13 & 1), d->omod = (uint8_t)(g >= AMD_GFX9 ? x >> 14 & 3 : 0);
        } else if (g == AMD_GFX8) {
            d->clamp = (uint8_t)(x >> 13 & 1);
        } else if (x >> 15 & 1) {
            cdst = (int)(x >> 8 & 0x7f); /* sd: an sdst other than vcc */
        }
        if (d->sel[0] > 6 || d->sel[1] > 6 || d->dst_sel > 6 || d->dst_unused > 2)
            return snprintf(err, errlen, "%s: reserved SDWA select", r->inst->name), -1;
    } else {
        if (!(r->inst->flags & AMD_I_DPP)) return snprintf(err, errlen, "%s has no DPP form", r->inst->name), -1;
        if (s0 == 0xfa) {
            d->ext = AMD_EXT_DPP;
            d->dpp_ctrl = (uint16_t)(x >> 8 & 0x1ff);
            d->fi = g >= AMD_GFX10 && (x >> 18 & 1);
            d->bound_ctrl = (x >> 19 & 1) != 0;
            d->neg = (uint8_t)((x >> 20 & 1) | (x >> 22 & 1) << 1);
            d->abs = (uint8_t)((x >> 21 & 1) | (x >> 23 & 1) << 1);
            d->bank_mask = (uint8_t)(x >> 24 & 0xf), d->row_mask = (uint8_t)(x >> 28 & 0xf);
            unsigned v;
            if (d->dpp_ctrl > AMD_DPP_QUAD_PERM_MAX && !amd_dpp_ctrl_of(d->dpp_ctrl, t->ctx->t, &v))
                return snprintf(err, errlen, "%s: reserved dpp_ctrl 0x%x", r->inst->name, d->dpp_ctrl), -1;
        } else {
            d->ext = AMD_EXT_DPP8;
            d->dpp8 = x >> 8;
            d->fi = s0 == 0xea;
        }
    }
    walk(d, &r->sig, f, fam == AMD_VOP1 ? 1 : 2, (uint16_t)(w >> 17 & 0xff), -1, true, false);
    if (d->cdst >= 0) d->cdst = (int16_t)cdst;
    return 0;
}

/* GFX10 MIMG NSA: bits 2:1 count the dwords of further address VGPRs (one a
 * byte). llvm-mc 14's decoder tables hold, per dword count, the variant with
 * the most addresses the mnemonic has in that range (2-5, 6-9, 10-13). */
static int decode_nsa(const amd_dectab *t, const uint8_t *b, size_t avail, amd_dinst *d, unsigned nsa, char *err,
                      size_t errlen)
{
    if (nsa == 0) return 0;
    uint32_t sizes = amd_mimg_addr_sizes(d->row->inst->name, AMD_MIMG_NSA_COL);
    unsigned n = 4 * nsa + 1, lo = 4 * nsa - 2;
    while (n >= lo && !(sizes >> n & 1)) n--;
    if (n < lo) return snprintf(err, errlen, "%s: no NSA variant of %u dwords", d->row->inst->name, nsa), -1;
    if (avail < 8 + 4 * nsa) return snprintf(err, errlen, "truncated instruction"), -1;
    d->size = (uint8_t)(8 + 4 * nsa);
    d->nnsa = (uint8_t)n;
    d->nsa[0] = (uint8_t)d->maddr;
    for (unsigned i = 1; i < n; i++) d->nsa[i] = b[8 + i - 1];
    (void)t;
    return 0;
}

int amd_decode(const amd_dectab *t, const uint8_t *b, size_t avail, amd_dinst *d, char *err, size_t errlen)
{
    memset(d, 0, sizeof *d);
    d->cdst = d->csrc = -1;
    d->maddr = d->mdata0 = d->mdata1 = d->mvdst = d->sbase = d->saddr = d->soff = -1;
    if (avail < 4) return snprintf(err, errlen, "truncated instruction"), -1;
    amd_gen g = t->ctx->t->gen;
    uint32_t w = rd32(b), w1 = 0;
    int op, fam = family(g, w, &op);
    if (fam < 0) return snprintf(err, errlen, "unknown encoding 0x%08x", w), -1;
    d->fam = (uint8_t)fam;
    d->size = 4;
    bool two = fam >= AMD_SMEM && fam != AMD_VOP1 && fam != AMD_VOP2 && fam != AMD_VOPC && fam != AMD_VINTRP;
    if (fam == AMD_SMEM && g == AMD_GFX7) two = false;
    if (two) {
        if (avail < 8) return snprintf(err, errlen, "truncated instruction"), -1;
        w1 = rd32(b + 4);
        d->size = 8;
    }
    d->word[0] = w, d->word[1] = w1;
    if (fam == AMD_MTBUF && g == AMD_GFX10) op |= (int)(w1 >> 21 & 1) << 3;
    /* MIMG opcode bit 7 is bit 0: GFX10, and llvm-mc 14's _g16 rows before (its
     * assembler sets the bit for them on GFX7 too) */
    if (fam == AMD_MIMG) op |= (int)(w & 1) << 7;
    const amd_row *r = op >= 0 && op < AMD_DEC_OPS ? t->map[fam][op] : NULL;
    if (!r) return snprintf(err, errlen, "no instruction has this opcode (0x%08x)", w), -1;
    d->row = r;
    /* the bits llvm-mc's decoder requires (unused fields, reserved bits; not for the
     * SDWA/DPP forms, whose second word the form's decoder checks) */
    unsigned fx = t->fixed[fam][fixed_key(g, fam, op)];
    if (fx) {
        const amd_fixed *f = &amd_fixed_bits[fx - 1];
        unsigned s0 = w & 0x1ff;
        bool ext = (fam == AMD_VOP1 || fam == AMD_VOP2 || fam == AMD_VOPC) &&
                   (s0 == 0xf9 || s0 == 0xfa || (g >= AMD_GFX10 && (s0 == 0xe9 || s0 == 0xea)));
        if (!ext && ((w & f->mask[0]) != f->value[0] || (w1 & f->mask[1]) != f->value[1]))
            return snprintf(err, errlen, "%s: reserved or unused bits set (0x%08x 0x%08x)", r->inst->name,
                            (w & f->mask[0]) ^ f->value[0], (w1 & f->mask[1]) ^ f->value[1]), -1;
    }
    const amd_sig *s = &r->sig;
    int rf = r->inst->fam;
    switch (fam) {
    case AMD_SOP1: {
        uint16_t f[1] = {(uint16_t)(w & 0xff)};
        walk(d, s, f, 1, (uint16_t)(w >> 16 & 0x7f), -1, false, false);
        return lit_after(d, b, avail, 4, err, errlen);
    }
    case AMD_SOP2: case AMD_SOPC: {
        uint16_t f[2] = {(uint16_t)(w & 0xff), (uint16_t)(w >> 8 & 0xff)};
        walk(d, s, f, 2, (uint16_t)(w >> 16 & 0x7f), -1, false, false);
        return lit_after(d, b, avail, 4, err, errlen);
    }
    case AMD_SOPK: case AMD_SOPP: {
        uint16_t sd = (uint16_t)(w >> 16 & 0x7f);
        for (int i = 0; i < s->n; i++) {
            int k = s->kind[i];
            if (k == AK_SDST) d->ndst = 1, d->dst = sd, d->dtype = s->type[i], d->dkind = AK_SDST;
            else if (k == AK_SREG) d->src[d->nsrc] = sd, d->stype[d->nsrc++] = s->type[i];
            else if (k == AK_SIMM16 || k == AK_LABEL) d->imm = sext(w & 0xffff, 16);
            else if (k == AK_KIMM) {
                if (avail < 8) return snprintf(err, errlen, "truncated literal"), -1;
                d->has_lit = true, d->lit = rd32(b + 4), d->size = 8;
            } else d->imm = (int32_t)(w & 0xffff);
        }
        if (s->n == 0) d->imm = (int32_t)(w & 0xffff);
        return 0;
    }
    case AMD_VOP1: case AMD_VOP2: case AMD_VOPC: {
        uint16_t s0 = (uint16_t)(w & 0x1ff);
        bool dpp8 = g >= AMD_GFX10 && (s0 == 0xe9 || s0 == 0xea); /* GFX10 DPP8 (fi clear / set) */
        if (s0 == 0xf9 || s0 == 0xfa || dpp8) return decode_sdwa_dpp(t, b, avail, d, fam, w, err, errlen);
        uint16_t f[2] = {s0, (uint16_t)(256 + (w >> 9 & 0xff))};
        uint16_t dst = (uint16_t)(w >> 17 & 0xff);
        walk(d, s, f, fam == AMD_VOP1 ? 1 : 2, dst, -1, true, false);
        d->opsel_hi = 7;   /* no op_sel_hi field: a packed VOP2 row (v_pk_fmac_f16) pairs the high halves */
        /* madmk/madak: K follows like a literal */
        for (int i = 0; i < s->n; i++)
            if (s->kind[i] == AK_KIMM) {
                if (avail < 8) return snprintf(err, errlen, "truncated literal"), -1;
                d->has_lit = true, d->lit = rd32(b + 4), d->size = 8;
                return 0;
            }
        return lit_after(d, b, avail, 4, err, errlen);
    }
    case AMD_VOP3: case AMD_VOP3P: {
        uint16_t f[3] = {(uint16_t)(w1 & 0x1ff), (uint16_t)(w1 >> 9 & 0x1ff), (uint16_t)(w1 >> 18 & 0x1ff)};
        bool vop3b = (r->inst->flags & AMD_I_VOP3B) || rf == AMD_VOP2;
        bool has_cdst = false, interp = r->interp;
        for (int i = 0; i < s->n; i++) has_cdst |= s->kind[i] == AK_CDST;
        if (interp) { /* src0 holds the attribute (encode_interp.c): the sources are src1 and src2 */
            uint16_t a = f[0];
            f[0] = f[1], f[1] = f[2], f[2] = a;
            d->imm = (int32_t)(a & 0x1ff);
        }
        vop3b = vop3b && has_cdst;
        int cdst = rf == AMD_VOPC ? (int)(w & 0xff) : (int)(w >> 8 & 0x7f);
        walk(d, s, f, 3, (uint16_t)(w & 0xff), cdst, false, true);
        d->neg = (uint8_t)(w1 >> 29 & 7);
        d->omod = (uint8_t)(w1 >> 27 & 3);
        if (!vop3b && rf != AMD_VOPC) d->abs = (uint8_t)(w >> 8 & 7);
        if (rf == AMD_VOPC) d->abs = (uint8_t)(w >> 8 & 7);
        d->clamp = (uint8_t)(g == AMD_GFX7 ? (vop3b ? 0 : w >> 11 & 1) : w >> 15 & 1);
        d->opsel = (uint8_t)(g >= AMD_GFX9 && !vop3b ? w >> 11 & 0xf : 0);
        if (fam == AMD_VOP3P) {
            /* the VOP3 abs and omod bits are neg_hi and op_sel_hi[1:0] here; op_sel_hi[2] is bit 14 */
            d->neg_hi = (uint8_t)(w >> 8 & 7), d->opsel_hi = (uint8_t)((w1 >> 27 & 3) | (w >> 14 & 1) << 2);
            d->opsel &= 7, d->abs = 0, d->omod = 0;
        }
        if (interp) return 0; /* no literal: a number in a source field is its low bits */
        return lit_after(d, b, avail, 8, err, errlen);
    }
    case AMD_VINTRP: {
        /* vsrc (or the slot) 7:0, attr and channel 15:8 (kept in imm), vdst 25:18 */
        uint16_t f[1] = {(uint16_t)(256 + (w & 0xff))};
        walk(d, s, f, 1, (uint16_t)(w >> 18 & 0xff), -1, true, false);
        d->imm = (int32_t)(w >> 8 & 0xff);
        return 0;
    }
    case AMD_SMEM: {
        uint32_t sdata, sbase;
        if (g == AMD_GFX7) {
            sdata = w >> 15 & 0x7f, sbase = (w >> 9 & 0x3f) << 1;
            /* SMRD: the immediate and the literal count dwords (d->moff stays in
             * dwords; h_smem scales it), an SGPR offset counts bytes */
            d->imm_off = (w & 0x100) != 0;
            if (w & 0x100) d->moff = (int32_t)(w & 0xff);
            else if ((w & 0xff) == 0xff) {
                if (avail < 8) return snprintf(err, errlen, "truncated literal"), -1;
                d->moff = (int32_t)rd32(b + 4), d->size = 8, d->has_lit = true, d->lit = rd32(b + 4);
            } else d->soff = (int16_t)(w & 0xff);
        } else {
            sdata = w >> 6 & 0x7f, sbase = (w & 0x3f) << 1;
            d->glc = w >> 16 & 1;
            d->dlc = g == AMD_GFX10 && (w >> 14 & 1);
            d->imm_off = g == AMD_GFX10 || (w >> 17 & 1);
            if (g == AMD_GFX10) {
                d->moff = sext(w1 & 0x1fffff, 21);
                uint32_t so = w1 >> 25 & 0x7f;
                d->soff = so == 0x7d ? -1 : (int16_t)so;
            } else if (w >> 17 & 1) {
                d->moff = g == AMD_GFX9 ? sext(w1 & 0x1fffff, 21) : (int32_t)(w1 & 0xfffff);
            } else {
                d->soff = (int16_t)(w1 & 0x7f);
            }
        }
        for (int i = 0; i < s->n; i++) {
            int k = s->kind[i];
            if (k == AK_SDST || k == AK_SREG) d->ndst = 1, d->dst = (uint16_t)sdata, d->dtype = s->type[i], d->dkind = (uint8_t)k;
            if (k == AK_SBASE || k == AK_SBUF) d->sbase = (int16_t)sbase;
        }
        d->mtype = d->dtype;
        return 0;
    }
    case AMD_DS: {
        d->moff = (int32_t)(w & 0xff);
        d->moff1 = (int32_t)(w >> 8 & 0xff);
        if (!(r->inst->flags & AMD_I_DS2)) d->moff = (int32_t)(w & 0xffff);
        d->acc = t->ctx->t->col == AMD_C90A && (w >> 25 & 1);   /* elsewhere bit 25 is opcode or reserved */
        d->gds = (g == AMD_GFX8 || g == AMD_GFX9 ? w >> 16 : w >> 17) & 1;
        int nd = 0;
        for (int i = 0; i < s->n; i++) {
            int k = s->kind[i];
            if (k == AK_VDST) d->mvdst = (int16_t)(w1 >> 24 & 0xff), d->mtype = s->type[i];
            else if (k == AK_VADDR) d->maddr = (int16_t)(w1 & 0xff);
            else if (k == AK_VGPR) {
                if (nd++ == 0) d->mdata0 = (int16_t)(w1 >> 8 & 0xff);
                else d->mdata1 = (int16_t)(w1 >> 16 & 0xff);
                if (d->mvdst < 0) d->mtype = s->type[i];
            }
        }
        return 0;
    }
    case AMD_FLAT: case AMD_GLOBAL: case AMD_SCRATCH: {
        d->glc = w >> 16 & 1;
        if (g == AMD_GFX9) d->moff = fam == AMD_FLAT ? (int32_t)(w & 0xfff) : sext(w & 0x1fff, 13);
        else if (g == AMD_GFX10) d->moff = fam == AMD_FLAT ? (int32_t)(w & 0x7ff) : sext(w & 0xfff, 12);
        d->acc = w1 >> 23 & 1;
        d->slc = w >> 17 & 1;
        d->dlc = g == AMD_GFX10 && (w >> 12 & 1);
        d->lds = g >= AMD_GFX9 && (w >> 13 & 1);
        d->tfe = g < AMD_GFX9 && (w1 >> 23 & 1);
        d->nv = g == AMD_GFX9 && t->ctx->t->col != AMD_C90A && (w1 >> 23 & 1);
        d->scc = t->ctx->t->col == AMD_C90A && (w >> 25 & 1);
        uint32_t sa = w1 >> 16 & 0x7f;
        d->saddr = fam == AMD_FLAT || sa == (g >= AMD_GFX10 ? 0x7du : 0x7fu) ? -1 : (int16_t)sa;
        bool rtn = (r->inst->flags & AMD_I_ATOMIC) && d->glc;
        for (int i = 0; i < s->n; i++) {
            int k = s->kind[i];
            if (k == AK_VDST) d->mvdst = (int16_t)(w1 >> 24 & 0xff), d->mtype = s->type[i];
            else if (k == AK_FADDR) d->maddr = (int16_t)(w1 & 0xff);
            else if (k == AK_VGPR) d->mdata0 = (int16_t)(w1 >> 8 & 0xff), d->mtype = s->type[i];
        }
        if (rtn) d->mvdst = (int16_t)(w1 >> 24 & 0xff);
        /* scratch addressed by an SGPR has no VGPR address (the vaddr field is unused) */
        if (fam == AMD_SCRATCH && d->saddr >= 0) d->maddr = -1;
        if (fam == AMD_SCRATCH && d->saddr < 0 && g == AMD_GFX10 && sa == 0x7d) d->saddr = -1;
        return 0;
    }
    case AMD_MTBUF:
        d->fmt = (int16_t)(g == AMD_GFX10 ? w >> 19 & 0x7f : (w >> 19 & 0xf) | (w >> 23 & 7) << 4);
        /* the rest is MUBUF's layout */
        __attribute__((fallthrough));
    case AMD_MUBUF: {
        /* slc: bit 17 of the first dword in GFX8/GFX9 MUBUF, bit 22 of the second elsewhere */
        d->slc = fam == AMD_MUBUF && (g == AMD_GFX8 || g == AMD_GFX9) ? w >> 17 & 1 : w1 >> 22 & 1;
        d->tfe = t->ctx->t->col != AMD_C90A && (w1 >> 23 & 1);
        d->dlc = g == AMD_GFX10 && (w >> 15 & 1);
        /* bit 53 (swz in later LLVMs) is no field of llvm-mc 14's GFX10 MUBUF: never printed */
        /* gfx90a scc: bit 15 in MUBUF (GFX7's addr64), bit 21 of the second dword in MTBUF */
        d->scc = t->ctx->t->col == AMD_C90A && (fam == AMD_MUBUF ? w >> 15 & 1 : w1 >> 21 & 1);
        d->moff = (int32_t)(w & 0xfff);
        d->offen = w >> 12 & 1, d->idxen = w >> 13 & 1, d->glc = w >> 14 & 1;
        d->addr64 = g == AMD_GFX7 && (w >> 15 & 1);
        d->lds = fam == AMD_MUBUF && (w >> 16 & 1);
        d->acc = w1 >> 23 & 1;   /* tfe (GFX7-9) or acc (gfx90a): not modelled either way */
        d->maddr = d->offen || d->idxen || d->addr64 ? (int16_t)(w1 & 0xff) : -1;
        d->sbase = (int16_t)((w1 >> 16 & 0x1f) << 2);
        d->soff = (int16_t)(w1 >> 24 & 0xff);
        for (int i = 0; i < s->n; i++) {
            int k = s->kind[i];
            if (k == AK_VDST) d->mvdst = (int16_t)(w1 >> 8 & 0xff), d->mtype = s->type[i];
            else if (k == AK_VGPR) d->mdata0 = (int16_t)(w1 >> 8 & 0xff), d->mtype = s->type[i];
        }
        /* GFX10: soffset 255 is a literal that follows (llvm-mc 14 decodes it) */
        if (g == AMD_GFX10 && d->soff == 255 && s->n) {
            if (avail < 12) return snprintf(err, errlen, "truncated literal"), -1;
            d->has_lit = true, d->lit = rd32(b + 8), d->size = 12;
        }
        return 0;
    }
    case AMD_MIMG: {
        d->dmask = (uint8_t)(w >> 8 & 0xf), d->unorm = w >> 12 & 1, d->glc = w >> 13 & 1;
        d->r128 = w >> 15 & 1, d->tfe = w >> 16 & 1, d->lwe = w >> 17 & 1, d->slc = w >> 25 & 1;
        d->maddr = (int16_t)(w1 & 0xff), d->mdata0 = (int16_t)(w1 >> 8 & 0xff);
        d->sbase = (int16_t)((w1 >> 16 & 0x1f) << 2), d->soff = (int16_t)((w1 >> 21 & 0x1f) << 2);
        if (g == AMD_GFX10) {
            d->dim = (uint8_t)(w >> 3 & 7), d->dlc = w >> 7 & 1;
            d->a16 = w1 >> 30 & 1, d->d16 = w1 >> 31 & 1;
            return decode_nsa(t, b, avail, d, w >> 1 & 3, err, errlen);
        }
        d->da = w >> 14 & 1;
        d->a16 = g == AMD_GFX9 && d->r128; /* one bit: r128 before GFX9, a16 on GFX9 */
        d->d16 = g >= AMD_GFX8 && (w1 >> 31 & 1);
        /* gfx90a: bit 16 is acc (AGPR data, no tfe), bit 7 the scc cache policy */
        if (t->ctx->t->col == AMD_C90A) d->acc = w >> 16 & 1, d->tfe = false, d->scc = w >> 7 & 1;
        return 0;
    }
    default:
        return 0;
    }
}
