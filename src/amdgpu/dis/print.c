/* AMDGPU instruction printer. The operands come in the order of the row's
 * signature (the same strings the parser reads), the named modifiers in the
 * order of the family's modifier table (amdgpu/modifiers.c, the order
 * llvm-mc's operand lists have), so that the text reads back to the same
 * row. Spellings follow llvm-mc 14's AMDGPUInstPrinter. */
#include "amdgpu/dis/print.h"
#include "amdgpu/modifiers.h"
#include "amdgpu/dpp.h"
#include "amdgpu/symbolic.h"
#include "amdgpu/mtbuf_formats.h"
#include "amdgpu/mimg.h"
#include "amdgpu/mimg_addr.h"
#include "amdgpu/exp.h"
#include "amdgpu/swizzle.h"
#include <string.h>

typedef struct pr {
    gi_str *o;
    const amd_ctx *c;
    const amd_target *t;
    amd_gen g;
    const amd_dinst *d;
    const amd_row *r;
    unsigned flags;
    int nops;            /* operands printed (separator choice) */
    bool ok;             /* false: llvm-mc rejects the encoding */
    unsigned nsrc;       /* sources printed so far (modifier bits by index) */
    unsigned mdata, maddr; /* MIMG: data and address registers (mimg_sizes) */
} pr;

static void sep(pr *p) { gi_str_add(p->o, p->nops++ ? ", " : " "); }

static void reg(pr *p, unsigned code, unsigned n)
{
    if (!amd_pr_reg(p->o, p->t, code, n)) p->ok = false;
}

/* An inline constant or the literal code (the literal is read all the same). */
static bool imm_code(unsigned code) { return (code >= 128 && code <= 208) || (code >= 240 && code <= 248) || code == 255; }

/* An operand that takes registers only, decoded from a field that can hold any
 * source code (SALU ssrc, the VGPR-only sources of VOP1/VOP3, a VALU sdst):
 * llvm-mc's decoder makes an immediate of a constant code and its printer
 * marks it (an immediate in a register operand). */
static void reg_only(pr *p, unsigned code, unsigned n)
{
    if (imm_code(code)) gi_str_add(p->o, "/*invalid immediate*/");
    else reg(p, code, n);
}

static unsigned wave_regs(const pr *p) { return p->c->wave32 ? 1 : 2; }

/* ---- the mnemonic ---- */

static void mnemonic(pr *p)
{
    const amd_dinst *d = p->d;
    gi_str_add(p->o, p->r->inst->name);
    int rf = p->r->inst->fam;
    bool vop12c = rf == AMD_VOP1 || rf == AMD_VOP2 || rf == AMD_VOPC;
    /* operandless rows (v_nop, v_clrexcp) print no suffix but _e64 */
    if (p->r->sig.n == 0 && vop12c && d->fam != AMD_VOP3) return;
    /* llvm-mc 14 prints the GFX8 SDWA form of a VOPC row without its suffix */
    if (d->ext == AMD_EXT_SDWA && rf == AMD_VOPC && p->g == AMD_GFX8) return;
    if (d->ext == AMD_EXT_SDWA) gi_str_add(p->o, "_sdwa");
    else if (d->ext) gi_str_add(p->o, "_dpp");
    else if (vop12c && d->fam == AMD_VOP3) gi_str_add(p->o, "_e64");
    /* 32-bit-only rows print no suffix (madmk, readfirstlane), except the tied
     * accumulating ones (v_dot*c, v_pk_fmac_f16); on GFX10 llvm-mc 14 prints
     * v_pk_fmac_f16 bare and the v_dot*c rows of gfx1011/1012 with _e32 */
    else if (vop12c && (!(p->flags & AMD_I_NO_E64) ||
                        ((p->flags & AMD_I_TIED) &&
                         (p->g < AMD_GFX10 || (p->flags & AMD_I_DOT10)))))
        gi_str_add(p->o, "_e32");
    else if (rf == AMD_VINTRP && d->fam == AMD_VOP3) gi_str_add(p->o, "_e64");
    else if (rf == AMD_VINTRP) gi_str_add(p->o, "_e32");
}

/* ---- VALU sources with their modifiers ---- */

static bool packed_row(const pr *p);

static bool int_mods(const pr *p, amd_type t)
{
    if (p->d->ext && (p->flags & AMD_I_SDWA_INT)) return true;
    return !amd_type_is_float(t);
}

static bool float_src(const pr *p)
{
    const amd_sig *s = &p->r->sig;
    for (int i = 0; i < s->n; i++)
        if ((s->kind[i] == AK_SRC || s->kind[i] == AK_VSRC) && amd_type_is_float((amd_type)s->type[i])) return true;
    return false;
}

static void vsrc(pr *p, unsigned code, amd_type t)
{
    const amd_dinst *d = p->d;
    /* a VOP3 interpolation row keeps its attribute in src0: its sources are src1, src2 */
    unsigned i = p->nsrc++ + (p->r->interp && d->fam == AMD_VOP3 ? 1 : 0);
    bool mods = !(p->flags & AMD_I_NOMODS) || d->ext == AMD_EXT_SDWA;
    bool neg = mods && (d->neg >> i & 1), abs = mods && (d->abs >> i & 1);
    bool sx = d->ext == AMD_EXT_SDWA && (d->sext >> i & 1);
    /* an integer source of an SDWA/DPP form has no neg/abs: llvm-mc rejects the
     * bits of an SDWA source, and of a DPP form whose row has no modifiers (no
     * float source); v_cndmask_b32's DPP form (float in VOP3) ignores them */
    if (d->ext && int_mods(p, t)) {
        bool bits = (d->neg | d->abs) >> i & 1;
        bool ignored = d->ext != AMD_EXT_SDWA && ((p->flags & AMD_I_SDWA_INT) || float_src(p));
        if (bits && !ignored) p->ok = false;
        /* llvm-mc's integer input modifier sext is the neg bit */
        if (ignored && !(p->flags & AMD_I_SDWA_INT) && (d->neg >> i & 1)) sx = true;
        neg = abs = false;
    }
    if (d->fam == AMD_VOP3P) { /* packed rows: neg_lo/neg_hi modifiers; mix rows: neg and abs (neg_hi) */
        abs = !packed_row(p) && (d->neg_hi >> i & 1);
        neg = !packed_row(p) && (d->neg >> i & 1);
    }
    bool imm = code >= 128 && code <= 255 && !(code >= 235 && code <= 239) && !(code >= 251 && code <= 254);
    if (neg) gi_str_add(p->o, imm && !abs ? "neg(" : "-");
    if (abs) gi_str_add(p->o, "|");
    if (sx) gi_str_add(p->o, "sext(");
    if (!amd_pr_src(p->o, p->t, code, t, d->lit)) p->ok = false;
    if (sx) gi_str_add(p->o, ")");
    if (abs) gi_str_add(p->o, "|");
    if (neg && imm && !abs) gi_str_add(p->o, ")");
}

/* ---- named modifiers ---- */

/* op_sel_hi of a VOP3P row defaults to all ones, except on the mixed-precision
 * rows (f16 sources of v_mad_mix/v_fma_mix), where it defaults to zeros */
static bool packed_row(const pr *p)
{
    const amd_sig *s = &p->r->sig;
    for (int i = 0; i < s->n; i++)
        if (s->type[i] == AT_F16) return false;
    return true;
}

static bool has_f16_attr(const pr *p)
{
    const amd_sig *s = &p->r->sig;
    for (int i = 0; i < s->n; i++)
        if (s->kind[i] == AK_ATTR && s->type[i] == AT_F16) return true;
    return false;
}

/* Memory data in AGPRs: the acc bit of gfx90a (on other targets the bit is tfe or nv). */
static bool agpr_data(const pr *p) { return p->d->acc && p->t->col == AMD_C90A; }

static void flag(pr *p, bool on, const char *s)
{
    if (on) gi_str_add(p->o, s);
}

static void bits_list(pr *p, const char *name, unsigned v, unsigned n)
{
    gi_str_addf(p->o, " %s:[", name);
    for (unsigned i = 0; i < n; i++) gi_str_addf(p->o, "%s%u", i ? "," : "", v >> i & 1);
    gi_str_add(p->o, "]");
}

static void dpp_ctrl(pr *p)
{
    const amd_dinst *d = p->d;
    if (d->ext == AMD_EXT_DPP8) {
        gi_str_add(p->o, " dpp8:[");
        for (int i = 0; i < 8; i++) gi_str_addf(p->o, "%s%u", i ? "," : "", d->dpp8 >> (3 * i) & 7);
        gi_str_add(p->o, "]");
        return;
    }
    if (d->dpp_ctrl <= AMD_DPP_QUAD_PERM_MAX) {
        unsigned q = d->dpp_ctrl;
        gi_str_addf(p->o, " quad_perm:[%u,%u,%u,%u]", q & 3, q >> 2 & 3, q >> 4 & 3, q >> 6 & 3);
        return;
    }
    unsigned v;
    const amd_dpp_ctrl *c = amd_dpp_ctrl_of(d->dpp_ctrl, p->t, &v);
    if (!c) { p->ok = false; return; }
    if (c->flag) gi_str_addf(p->o, " %s", c->name);
    else gi_str_addf(p->o, " %s:%u", c->name, v);
}

static void mtbuf_format(pr *p)
{
    int f = p->d->fmt;
    if (p->g == AMD_GFX10) {
        if (f == 1) return; /* BUF_FMT_8_UNORM: the default */
        if (amd_ufmt_names[f]) gi_str_addf(p->o, " format:[BUF_FMT_%s]", amd_ufmt_names[f]);
        else gi_str_addf(p->o, " format:%d", f);
        return;
    }
    int dfmt = f & 15, nfmt = f >> 4;
    if (dfmt == 1 && nfmt == 0) return; /* the default */
    gi_str_add(p->o, " format:[");
    if (dfmt != 1) gi_str_addf(p->o, "BUF_DATA_FORMAT_%s", amd_dfmt_names[dfmt]);
    if (nfmt != 0) gi_str_addf(p->o, "%sBUF_NUM_FORMAT_%s", dfmt != 1 ? "," : "", amd_nfmt_names[nfmt]);
    gi_str_add(p->o, "]");
}

static void modifier(pr *p, amd_mod_id m)
{
    const amd_dinst *d = p->d;
    int fam = d->fam;
    bool vopc = p->r->inst->fam == AMD_VOPC;
    switch (m) {
    case AMD_MOD_CPOL:
        /* SMEM rows without glc (s_atc_probe, s_dcache_discard) take no cache policy at all */
        if (fam == AMD_SMEM && (p->flags & AMD_I_NO_GLC)) break;
        flag(p, d->glc, " glc");
        flag(p, d->slc, " slc");
        flag(p, d->dlc, " dlc");
        flag(p, d->scc, " scc");
        break;
    case AMD_MOD_GDS: flag(p, d->gds, " gds"); break;
    case AMD_MOD_LDS: flag(p, d->lds, " lds"); break;
    case AMD_MOD_TFE:
        /* MUBUF: no tfe on atomics, nor with lds (the assembler's rule too) */
        flag(p, d->tfe && !(fam == AMD_MUBUF && ((p->flags & AMD_I_ATOMIC) || d->lds)), " tfe");
        break;
    case AMD_MOD_IDXEN: flag(p, d->idxen, " idxen"); break;
    case AMD_MOD_OFFEN: flag(p, d->offen, " offen"); break;
    case AMD_MOD_ADDR64: flag(p, d->addr64, " addr64"); break;
    case AMD_MOD_UNORM: flag(p, d->unorm, " unorm"); break;
    case AMD_MOD_DA: flag(p, d->da && p->g < AMD_GFX10, " da"); break;
    case AMD_MOD_R128: flag(p, d->r128 && p->g != AMD_GFX9, " r128"); break;
    case AMD_MOD_A16: flag(p, d->a16, " a16"); break;
    case AMD_MOD_DIM: if (fam == AMD_MIMG) gi_str_addf(p->o, " dim:SQ_RSRC_IMG_%s", amd_mimg_dim_names[d->dim]); break;
    case AMD_MOD_D16: flag(p, d->d16, " d16"); break;
    case AMD_MOD_LWE: flag(p, d->lwe, " lwe"); break;
    case AMD_MOD_NV: flag(p, d->nv, " nv"); break;
    case AMD_MOD_SWZ: flag(p, d->swz, " swz"); break;
    case AMD_MOD_HIGH: flag(p, p->r->interp && fam == AMD_VOP3 && (d->imm >> 8 & 1) && has_f16_attr(p), " high"); break;
    case AMD_MOD_CLAMP:
        if (fam == AMD_VOP3 || fam == AMD_VOP3P || d->ext == AMD_EXT_SDWA) flag(p, d->clamp, " clamp");
        break;
    case AMD_MOD_OMOD:
        if ((fam == AMD_VOP3 && !(p->flags & AMD_I_NOMODS)) || (d->ext == AMD_EXT_SDWA && (p->flags & AMD_I_SDWA_OMOD)))
            gi_str_add(p->o, d->omod == 1 ? " mul:2" : d->omod == 2 ? " mul:4" : d->omod == 3 ? " div:2" : "");
        break;
    case AMD_MOD_OFFSET:
        if (fam == AMD_DS && (p->flags & AMD_I_SWIZZLE)) amd_swizzle_print(p->o, (uint16_t)d->moff);
        else if (fam == AMD_DS && !(p->flags & AMD_I_DS2) && d->moff) gi_str_addf(p->o, " offset:%d", d->moff);
        if ((fam == AMD_FLAT || fam == AMD_GLOBAL || fam == AMD_SCRATCH) && d->moff) gi_str_addf(p->o, " offset:%d", d->moff);
        if ((fam == AMD_MUBUF || fam == AMD_MTBUF) && d->moff) gi_str_addf(p->o, " offset:%d", d->moff);
        break;
    case AMD_MOD_OFFSET0: if ((p->flags & AMD_I_DS2) && d->moff) gi_str_addf(p->o, " offset0:%d", d->moff); break;
    case AMD_MOD_OFFSET1: if ((p->flags & AMD_I_DS2) && d->moff1) gi_str_addf(p->o, " offset1:%d", d->moff1); break;
    case AMD_MOD_DMASK: if (d->dmask) gi_str_addf(p->o, " dmask:0x%x", d->dmask); break;
    case AMD_MOD_FORMAT: if (fam == AMD_MTBUF) mtbuf_format(p); break;
    case AMD_MOD_OP_SEL:
        if (fam == AMD_VOP3P) {
            if (d->opsel & ((1u << p->nsrc) - 1)) bits_list(p, "op_sel", d->opsel, p->nsrc);
        } else if (fam == AMD_VOP3 && (p->flags & AMD_I_OPSEL) && d->opsel) {
            bits_list(p, "op_sel", (d->opsel & ((1u << p->nsrc) - 1)) | (d->opsel >> 3 & 1) << p->nsrc, p->nsrc + 1);
        }
        break;
    case AMD_MOD_OP_SEL_HI:
        if (fam == AMD_VOP3P) {
            /* packed rows default to all ones (high halves from high halves), mad_mix rows to zeros */
            unsigned mask = (1u << p->nsrc) - 1, dflt = packed_row(p) ? mask : 0;
            if ((d->opsel_hi & mask) != dflt) bits_list(p, "op_sel_hi", d->opsel_hi, p->nsrc);
        }
        break;
    case AMD_MOD_NEG_LO: if (fam == AMD_VOP3P && packed_row(p) && (d->neg & ((1u << p->nsrc) - 1))) bits_list(p, "neg_lo", d->neg, p->nsrc); break;
    case AMD_MOD_NEG_HI: if (fam == AMD_VOP3P && packed_row(p) && (d->neg_hi & ((1u << p->nsrc) - 1))) bits_list(p, "neg_hi", d->neg_hi, p->nsrc); break;
    case AMD_MOD_DST_SEL:
        if (d->ext == AMD_EXT_SDWA && !vopc) gi_str_addf(p->o, " dst_sel:%s", amd_sdwa_sel_names[d->dst_sel]);
        break;
    case AMD_MOD_DST_UNUSED:
        if (d->ext == AMD_EXT_SDWA && !vopc) gi_str_addf(p->o, " dst_unused:%s", amd_sdwa_unused_names[d->dst_unused]);
        break;
    case AMD_MOD_SRC0_SEL:
        if (d->ext == AMD_EXT_SDWA) gi_str_addf(p->o, " src0_sel:%s", amd_sdwa_sel_names[d->sel[0]]);
        break;
    case AMD_MOD_SRC1_SEL:
        if (d->ext == AMD_EXT_SDWA && p->r->inst->fam != AMD_VOP1)
            gi_str_addf(p->o, " src1_sel:%s", amd_sdwa_sel_names[d->sel[1]]);
        break;
    case AMD_MOD_DPP_CTRL: if (d->ext == AMD_EXT_DPP || d->ext == AMD_EXT_DPP8) dpp_ctrl(p); break;
    case AMD_MOD_ROW_MASK: if (d->ext == AMD_EXT_DPP) gi_str_addf(p->o, " row_mask:0x%x", d->row_mask); break;
    case AMD_MOD_BANK_MASK: if (d->ext == AMD_EXT_DPP) gi_str_addf(p->o, " bank_mask:0x%x", d->bank_mask); break;
    case AMD_MOD_BOUND_CTRL: if (d->ext == AMD_EXT_DPP && d->bound_ctrl) gi_str_add(p->o, " bound_ctrl:1"); break;
    case AMD_MOD_FI: if (d->ext && d->fi) gi_str_add(p->o, " fi:1"); break;
    default: break;
    }
}

/* The named modifiers in the order of the family's table. */
static void modifiers(pr *p)
{
    /* cache control without an address (s_dcache_inv, s_memtime, buffer_wbinvl1 ...) takes
     * no modifier (encode_mem.c): llvm-mc prints none whatever the bits say */
    const amd_sig *s = &p->r->sig;
    if (p->d->fam == AMD_MUBUF && s->n == 0) return;
    /* the SDWA form of v_nop prints bare (its DPP form keeps the DPP controls) */
    if (p->d->ext == AMD_EXT_SDWA && s->n == 0) return;
    if (p->d->fam == AMD_SMEM) {
        bool addressed = false;
        for (int i = 0; i < s->n; i++) addressed |= s->kind[i] == AK_SBASE || s->kind[i] == AK_SBUF;
        if (!addressed) return;
    }
    const amd_mod_order *ord = amd_mod_order_for(p->r, p->g);
    for (int i = 0; i < ord->n; i++) modifier(p, (amd_mod_id)ord->list[i]);
}

/* ---- SOPP/SOPK symbolic operands ---- */

static void waitcnt(pr *p, uint32_t imm)
{
    uint32_t v[3];
    bool dflt[3], all = true;
    for (int f = 0; f < 3; f++) {
        v[f] = amd_waitcnt_get(f, p->g, imm);
        dflt[f] = v[f] == amd_waitcnt_max(f, p->g);
        all &= dflt[f];
    }
    bool any = false;
    for (int f = 0; f < 3; f++)
        if (!dflt[f] || all) {
            gi_str_addf(p->o, "%s%s(%u)", any ? " " : "", amd_waitcnt_fields[f].name, v[f]);
            any = true;
        }
}

static void hwreg(pr *p, uint32_t imm)
{
    int id = imm & 63, off = imm >> 6 & 31, width = (int)(imm >> 11 & 31) + 1;
    const char *n = amd_hwreg_name_of(id, p->g);
    gi_str_add(p->o, "hwreg(");
    if (n) gi_str_add(p->o, n);
    else gi_str_addf(p->o, "%d", id);
    if (off != 0 || width != 32) gi_str_addf(p->o, ", %d, %d", off, width);
    gi_str_add(p->o, ")");
}

static const char *msg_name(int id)
{
    for (unsigned i = 0; i < amd_nsendmsgs; i++)
        if (amd_sendmsgs[i].id == id) return amd_sendmsgs[i].name;
    return NULL;
}

/* llvm-mc 14 (AMDGPU::SendMsg): which messages exist per generation and
 * which take an operation and a stream */
static bool msg_valid(int id, amd_gen g)
{
    switch (id) {
    case 1: case 2: case 3: case 15: return true;
    case 4: return g >= AMD_GFX8;
    case 5: case 6: case 7: case 9: case 10: return g >= AMD_GFX9;
    case 8: return g == AMD_GFX9; /* MSG_EARLY_PRIM_DEALLOC */
    case 11: return g >= AMD_GFX10;
    default: return false;
    }
}

static void sendmsg(pr *p, uint32_t imm)
{
    int id = imm & 15, op = imm >> 4 & 7, stream = imm >> 8 & 3;
    bool gs = id == 2 || id == 3, sys = id == 15;
    /* the bits above the stream do not matter to the symbolic form (llvm-mc 14
     * checks only the fields it names), only to the numeric one */
    bool valid = msg_valid(id, p->g);
    if (valid && gs) valid = (op <= 3) && !(id == 2 && op == 0);
    else if (valid && sys) valid = op >= 1 && op <= 4 && stream == 0;
    else if (valid) valid = op == 0 && stream == 0;
    if (valid && gs && op == 0) valid = stream == 0;
    if (valid) {
        gi_str_addf(p->o, "sendmsg(%s", msg_name(id));
        if (gs || sys) {
            const char *on = NULL;
            for (unsigned i = 0; i < amd_nmsgops; i++)
                if (amd_msgops[i].id == op && amd_msgops[i].ops == (gs ? AMD_MSGOPS_GS : AMD_MSGOPS_SYS)) on = amd_msgops[i].name;
            gi_str_addf(p->o, ", %s", on);
            if (gs && op != 0) gi_str_addf(p->o, ", %d", stream);
        }
        gi_str_add(p->o, ")");
    } else if ((imm & ~0x37fu) == 0) { /* the three fields say every bit (bit 7 is in none) */
        gi_str_addf(p->o, "sendmsg(%d, %d, %d)", id, op, stream);
    } else {
        gi_str_addf(p->o, "%u", imm);
    }
}

static void gpridx(pr *p, uint32_t imm)
{
    static const char *const names[] = {"SRC0", "SRC1", "SRC2", "DST"};
    /* bits beyond the four modes: llvm-mc 14 prints the whole value in hex */
    if (imm > 15) {
        gi_str_addf(p->o, "0x%x", imm);
        return;
    }
    gi_str_add(p->o, "gpr_idx(");
    bool any = false;
    for (int i = 0; i < 4; i++)
        if (imm >> i & 1) gi_str_addf(p->o, "%s%s", any ? "," : "", names[i]), any = true;
    gi_str_add(p->o, ")");
}

/* ---- encodings llvm-mc 14 rejects although a row has the opcode ---- */

/* Its decoder tables fix the bits of the fields an instruction does not
 * take to zero, and GWS instructions to gds = 1; FLAT (not GLOBAL or
 * SCRATCH) has saddr = off (0x7d) on GFX10. */
/* VOP3 (not VOP3P): the source fields, their abs/neg bits, clamp, omod and
 * op_sel that the row does not take must be zero. */
static bool vop3_valid(const pr *p)
{
    const amd_dinst *d = p->d;
    const amd_sig *s = &p->r->sig;
    if (p->r->interp) return true;
    unsigned k = 0;
    for (int i = 0; i < s->n; i++) {
        int kind = s->kind[i];
        if (kind == AK_SRC || kind == AK_VSRC || kind == AK_VGPR || kind == AK_SREG || kind == AK_SSRC ||
            kind == AK_ASRC || kind == AK_CSRC)
            k++;
    }
    uint32_t w0 = d->word[0], w1 = d->word[1];
    uint32_t used = k >= 3 ? 0x7ffffff : (1u << (9 * k)) - 1;
    if (w1 & 0x7ffffff & ~used) return false;
    unsigned srcmask = (1u << k) - 1;
    bool vop3b = (w0 >> 8 & 0x7f) != 0 && d->cdst >= 0 && p->r->inst->fam != AMD_VOPC;
    bool nomods = (p->flags & AMD_I_NOMODS) != 0;
    if ((w1 >> 29) & ~(nomods ? 0u : srcmask)) return false;
    if (!vop3b && (w0 >> 8 & 7) & ~(nomods ? 0u : srcmask)) return false;
    if (nomods && (w1 >> 27 & 3)) return false;
    if ((p->flags & AMD_I_NO_CLAMP) && (w0 >> 15 & 1) && p->g >= AMD_GFX8) return false;
    /* (op_sel bits of rows without op_sel: llvm-mc ignores them unless the fixed bits say) */
    return true;
}

static bool valid(const pr *p)
{
    const amd_dinst *d = p->d;
    if (d->fam == AMD_VOP3 && !vop3_valid(p)) return false;
    /* VOP3 literals are GFX10's: llvm-mc rejects code 255 in a GFX8/9 VOP3 source */
    if ((d->fam == AMD_VOP3 || d->fam == AMD_VOP3P) && d->has_lit && (p->g == AMD_GFX8 || p->g == AMD_GFX9)) return false;
    if ((p->flags & AMD_I_GDS) && !d->gds) return false;
    /* lds (load into LDS) exists for MUBUF loads only */
    if (d->fam == AMD_MUBUF && d->lds && (p->flags & (AMD_I_STORE | AMD_I_ATOMIC)) && !(p->flags & AMD_I_LDS)) return false;
    if (d->fam == AMD_FLAT && p->g == AMD_GFX10 && (d->word[1] >> 16 & 0x7f) != 0x7d) return false;
    return true;
}

/* ---- operands by signature kind ---- */

/* A 16-bit SOPP/SOPK immediate: decimal up to 64 (llvm-mc prints what an
 * inline constant could say in decimal), hexadecimal above. */
static void imm16(pr *p, unsigned v)
{
    if (v <= 64) gi_str_addf(p->o, "%u", v);
    else gi_str_addf(p->o, "0x%x", v);
}

static amd_type tfe_type(const pr *p, amd_type t)
{
    (void)p;
    return t;
}

static bool agpr_data(const pr *p);

/* A VGPR/AGPR tuple of a memory operand: llvm-mc's decoder has no tuple past
 * register 255 and rejects the word */
static void vtuple(pr *p, const char *file, unsigned first, unsigned n)
{
    amd_pr_tuple(p->o, file, first, n);
    if (first + n > 256) p->ok = false;
}

static void data_reg(pr *p, int16_t v, amd_type t)
{
    /* llvm-mc 14 prints MUBUF/MTBUF data without the tfe status register */
    unsigned n = amd_pr_regs(tfe_type(p, t));
    vtuple(p, agpr_data(p) ? "a" : "v", (unsigned)v, n);
}

/* The smallest (tuples) or largest (NSA lists, d->nnsa) address size of the
 * variant llvm-mc 14's decoder table holds for the mnemonic. */
static unsigned mimg_decoded_addr(const pr *p)
{
    if (p->d->nnsa) return p->d->nnsa;
    uint32_t m = amd_mimg_addr_sizes(p->r->inst->name, p->t->col);
    unsigned n = 1;
    while (m && !(m >> n & 1) && n < 31) n++;
    return n;
}

/* The data and address sizes llvm-mc 14 prints (its decoder's MIMG conversion):
 * it decodes the variant of its table, then moves to the variant of the sizes
 * dmask, gather4, packed d16 and tfe (data) and dim and a16 (GFX10 address) ask
 * for, where that variant exists and its tuples stay within v255. */
static void mimg_sizes(pr *p)
{
    const amd_dinst *d = p->d;
    const char *name = p->r->inst->name;
    const amd_mimg_data *k = amd_mimg_data_of(name);
    unsigned data = k->dflt, addr = mimg_decoded_addr(p);
    p->mdata = data, p->maddr = addr;
    /* the decoded variant's tuples must exist */
    if ((unsigned)d->mdata0 + data > 256 || (!d->nnsa && (unsigned)d->maddr + addr > 256)) {
        p->ok = false;
        return;
    }
    unsigned want = amd_mimg_is_gather4(name) ? 4 : (unsigned)__builtin_popcount(d->dmask);
    if (want == 0) want = 1;
    if (d->d16 && p->g >= AMD_GFX9) want = (want + 1) / 2;
    if (d->tfe) want++;
    unsigned wa = addr;
    if (p->g >= AMD_GFX10) {
        wa = amd_mimg_addr_components(name, d->dim, d->a16);
        if (d->nnsa && wa > addr) return; /* the list is too short: llvm-mc keeps the decoded variant */
        if (!d->nnsa && wa > 8) wa = 16;
    }
    uint32_t asizes = p->g >= AMD_GFX10 ? amd_mimg_addr_sizes(name, d->nnsa ? AMD_MIMG_NSA_COL : p->t->col) : 1u << addr;
    if (want >= 8 || !(k->sizes >> want & 1) || wa >= 32 || !(asizes >> wa & 1)) return;
    if (want != data && (unsigned)d->mdata0 + want > 256) return;
    if (wa != addr && !d->nnsa && (unsigned)d->maddr + wa > 256) return;
    p->mdata = want, p->maddr = wa;
}

static void operand(pr *p, int kind, amd_type t, unsigned *k)
{
    const amd_dinst *d = p->d;
    int fam = d->fam;
    switch (kind) {
    case AK_VDST:
        sep(p);
        if (fam >= AMD_DS && fam <= AMD_MTBUF) { data_reg(p, d->mvdst, t); break; }
        reg(p, 256 + d->dst, amd_pr_regs(t));
        break;
    case AK_ADST: sep(p); amd_pr_tuple(p->o, "a", d->dst, amd_pr_regs(t)); break;
    case AK_SDST:
        sep(p);
        if (fam == AMD_SMEM) { reg(p, d->dst, amd_pr_regs(t)); break; }
        reg_only(p, d->dst, amd_pr_regs(t));
        break;
    case AK_CDST: sep(p); reg(p, (unsigned)d->cdst, wave_regs(p)); break;
    case AK_CSRC: sep(p); if (!amd_pr_src(p->o, p->t, (unsigned)d->csrc, p->c->wave32 ? AT_B32 : AT_B64, d->lit)) p->ok = false; break;
    case AK_SRC: case AK_VSRC: case AK_VGPR: case AK_SREG: case AK_SSRC: case AK_ASRC:
        if (fam == AMD_SMEM) { sep(p); reg(p, d->dst, amd_pr_regs(t)); break; }
        if (fam >= AMD_DS && fam <= AMD_MTBUF) { /* stored data */
            sep(p);
            data_reg(p, *k == 0 || fam != AMD_DS ? d->mdata0 : d->mdata1, t);
            ++*k;
            break;
        }
        if (*k < d->nsrc) {
            sep(p);
            unsigned code = d->src[*k];
            if (kind == AK_ASRC && code >= 256) amd_pr_tuple(p->o, "a", code - 256, amd_pr_regs(t)), p->nsrc++;
            else if (fam == AMD_SOPK) reg(p, code, amd_pr_regs(t));
            else if ((kind == AK_SSRC || kind == AK_VGPR) && !d->ext && imm_code(code))
                gi_str_add(p->o, "/*invalid immediate*/"), p->nsrc++;
            else vsrc(p, code, t);
            ++*k;
        }
        break;
    case AK_KIMM: /* madmk/madak K in hexadecimal; s_setreg_imm32_b32's value as a 32-bit
                   * literal (-16..64 in decimal, the inline float values by name: 2.0, which
                   * both assemblers read back as the integer 2). GFX7, where llvm-mc 14 has no
                   * disassembler to follow: -16..64 in decimal, else hex (it round-trips) */
        sep(p);
        if (fam == AMD_SOPK && p->g != AMD_GFX7) amd_pr_literal(p->o, p->t, AT_B32, d->lit);
        else if (fam == AMD_SOPK && (int32_t)d->lit >= -16 && (int32_t)d->lit <= 64) gi_str_addf(p->o, "%d", (int32_t)d->lit);
        else gi_str_addf(p->o, "0x%x", d->lit);
        break;
    case AK_SIMM16: case AK_UIMM16:
        if (p->flags & AMD_I_OPTIONAL_OP) { /* s_endpgm: no operand when 0, else decimal */
            if (d->imm & 0xffff) sep(p), gi_str_addf(p->o, "%u", (unsigned)d->imm & 0xffff);
            break;
        }
        sep(p);
        if (fam == AMD_SMEM) imm16(p, (unsigned)(d->word[0] >> 6 & 0x7f));
        else if (fam == AMD_SOPK) gi_str_addf(p->o, "0x%x", (unsigned)d->imm & 0xffff); /* SOPK: always hex */
        /* llvm-mc's plain 16-bit immediate operand (the range-checked one): always hex */
        else if (p->flags & AMD_I_IMM16) gi_str_addf(p->o, "0x%x", (unsigned)d->imm & 0xffff);
        else imm16(p, (unsigned)d->imm & 0xffff);
        break;
    case AK_LABEL: sep(p); gi_str_addf(p->o, "%u", (unsigned)d->imm & 0xffff); break;
    case AK_WAITCNT: sep(p); waitcnt(p, (uint32_t)d->imm); break;
    case AK_HWREG: sep(p); hwreg(p, (uint32_t)d->imm & 0xffff); break;
    case AK_SENDMSG: sep(p); sendmsg(p, (uint32_t)d->imm & 0xffff); break;
    case AK_GPRIDX: sep(p); gpridx(p, fam == AMD_SOPC ? d->word[0] >> 8 & 0xff : (uint32_t)d->imm); break;
    case AK_ATTR: {
        /* VINTRP: attr 15:10, channel 9:8; VOP3: the src0 field, attr 5:0, channel 7:6 */
        unsigned a = fam == AMD_VOP3 ? (unsigned)d->imm & 63 : (unsigned)d->imm >> 2 & 63;
        unsigned ch = fam == AMD_VOP3 ? (unsigned)d->imm >> 6 & 3 : (unsigned)d->imm & 3;
        sep(p);
        gi_str_addf(p->o, "attr%u.%c", a, "xyzw"[ch]);
        break;
    }
    case AK_ISLOT: {
        static const char *const slots[] = {"p10", "p20", "p0"};
        sep(p);
        unsigned s = fam == AMD_VINTRP ? d->word[0] & 0xff : d->word[1] >> 9 & 0xff;
        if (s > 2) gi_str_addf(p->o, "invalid_param_%u", s);
        else gi_str_add(p->o, slots[s]);
        break;
    }
    case AK_SBASE: sep(p); reg(p, (unsigned)d->sbase, 2); break;
    case AK_SBUF: sep(p); reg(p, (unsigned)d->sbase, 4); break;
    case AK_SOFF:
        sep(p);
        if (d->soff >= 0) reg(p, (unsigned)d->soff, 1);
        else if (d->moff < 0 && p->g >= AMD_GFX9) gi_str_addf(p->o, "-0x%x", (unsigned)-d->moff);
        else gi_str_addf(p->o, "0x%x", (unsigned)d->moff);
        break;
    case AK_VADDR: sep(p); vtuple(p, "v", (unsigned)d->maddr, 1); break;
    case AK_FADDR:
        sep(p);
        if (fam == AMD_SCRATCH && d->maddr < 0) gi_str_add(p->o, "off");
        else vtuple(p, "v", (unsigned)d->maddr, fam == AMD_SCRATCH || d->saddr >= 0 ? 1 : 2);
        break;
    case AK_SADDR:
        sep(p);
        if (d->saddr < 0) gi_str_add(p->o, "off");
        else reg(p, (unsigned)d->saddr, fam == AMD_SCRATCH ? 1 : 2);
        break;
    case AK_BADDR:
        sep(p);
        if (d->maddr < 0) gi_str_add(p->o, "off");
        else vtuple(p, "v", (unsigned)d->maddr, (d->offen && d->idxen) || d->addr64 ? 2 : 1);
        break;
    case AK_SRSRC: sep(p); reg(p, (unsigned)d->sbase, 4); break;
    case AK_SOFFSET:
        sep(p);
        if (!amd_pr_src(p->o, p->t, (unsigned)d->soff, AT_B32, d->lit) || (d->soff == 255 && !d->has_lit)) p->ok = false;
        break;
    case AK_IDATA: sep(p); vtuple(p, agpr_data(p) ? "a" : "v", (unsigned)d->mdata0, p->mdata); break;
    case AK_IADDR:
        sep(p);
        if (d->nnsa) {
            gi_str_add(p->o, "[");
            for (unsigned i = 0; i < p->maddr; i++) gi_str_addf(p->o, "%sv%u", i ? ", " : "", d->nsa[i]);
            gi_str_add(p->o, "]");
        } else {
            vtuple(p, "v", (unsigned)d->maddr, p->maddr);
        }
        break;
    case AK_IRSRC: /* a 256-bit operand to llvm-mc 14's decoder, r128 or not */
        sep(p);
        reg(p, (unsigned)d->sbase, 8);
        break;
    case AK_SSAMP: sep(p); reg(p, (unsigned)d->soff, 4); break;
    default:
        p->ok = false; /* matrix operands: not printed yet */
        break;
    }
}

/* The width in registers llvm-mc 14 decodes an SGPR, TTMP or special C
 * operand of an MFMA with a D of n registers: a tuple of n (4-aligned), a
 * special register by its 64-bit name; with no 1024-bit scalar class, one
 * register for a 32-register D. */
static unsigned macc_sregs(const amd_target *t, unsigned code, unsigned n)
{
    unsigned ttmp0 = t->gen >= AMD_GFX9 ? 108 : 112;
    bool special = code >= 102 && !(code >= ttmp0 && code < 124);
    if (special) return n > 1 ? 2 : 1;
    return n >= 32 ? 1 : n;
}

/* Matrix rows (VOP3P-MAI, encode_mai.c's layout): vdst 7:0, cbsz 10:8, abid
 * 14:11, acc_cd 15 (gfx90a: C and D in AGPRs); src0/1/2 in the second
 * dword, acc 28:27 (A, B in AGPRs), blgp 31:29. */
static bool print_mai(pr *p)
{
    const amd_dinst *d = p->d;
    const amd_sig *s = &p->r->sig;
    uint32_t w0 = d->word[0], w1 = d->word[1];
    bool acc_cd = p->t->col != AMD_C90A || (w0 >> 15 & 1);
    unsigned src[3] = {w1 & 0x1ff, w1 >> 9 & 0x1ff, w1 >> 18 & 0x1ff}, acc = w1 >> 27 & 3, k = 0;
    unsigned dregs = 1;
    gi_str_add(p->o, p->r->inst->name);
    for (int i = 0; i < s->n; i++) {
        amd_type t = (amd_type)s->type[i];
        unsigned n = amd_pr_regs(t);
        sep(p);
        if (s->kind[i] == AK_MDST) {
            dregs = n;
            vtuple(p, acc_cd ? "a" : "v", w0 & 0xff, n);
        } else if (s->kind[i] == AK_MSRC && k < 2) {
            /* A and B: registers only (an inline constant is llvm-mc's invalid immediate) */
            unsigned c = src[k];
            if (c >= 256) vtuple(p, acc >> k & 1 ? "a" : "v", c - 256, n);
            else if (c == 255) p->ok = false;
            else reg_only(p, c, n);
            k++;
        } else if (s->kind[i] == AK_MACC) {
            unsigned c = src[2];
            if (c >= 256) vtuple(p, acc_cd ? "a" : "v", c - 256, dregs);
            else if (c == 255 || imm_code(c)) {
                if (!amd_pr_src(p->o, p->t, c, t, 0) || c == 255) p->ok = false;
            } else if (!amd_pr_reg(p->o, p->t, c, macc_sregs(p->t, c, dregs))) p->ok = false;
        } else {
            p->ok = false;
        }
    }
    if (w0 >> 8 & 7) gi_str_addf(p->o, " cbsz:%u", w0 >> 8 & 7);
    if (w0 >> 11 & 15) gi_str_addf(p->o, " abid:%u", w0 >> 11 & 15);
    if (w1 >> 29) gi_str_addf(p->o, " blgp:%u", w1 >> 29);
    return p->ok;
}

bool amd_print_inst(const amd_ctx *c, const amd_dinst *d, gi_str *o)
{
    pr p = {o, c, c->t, c->t->gen, d, d->row, d->row->inst->flags, 0, true, 0, 0, 0};
    if (p.r->matrix) return print_mai(&p);
    if (d->fam == AMD_EXP) return amd_exp_print(o, p.g, d->word[0], d->word[1]), true;
    if (!valid(&p)) return false;
    if (d->fam == AMD_MIMG) mimg_sizes(&p);
    mnemonic(&p);
    const amd_sig *s = &p.r->sig;
    unsigned k = 0;
    bool rtn = (p.flags & AMD_I_ATOMIC) && d->glc && d->fam != AMD_SMEM;
    for (int i = 0; i < s->n; i++) {
        int kind = s->kind[i];
        /* a returning atomic prints the loaded value first (the data type) */
        if (rtn && i == 0 && kind != AK_VDST && (d->fam == AMD_FLAT || d->fam == AMD_GLOBAL || d->fam == AMD_SCRATCH)) {
            unsigned n = 1;
            for (int j = 0; j < s->n; j++)
                if (s->kind[j] == AK_VGPR) n = amd_pr_regs((amd_type)s->type[j]);
            /* a compare-and-swap reads two values and returns one */
            if (strstr(p.r->inst->name, "cmpswap")) n /= 2;
            sep(&p);
            vtuple(&p, agpr_data(&p) ? "a" : "v", (unsigned)d->mvdst, n);
        }
        /* a 32-bit VOPC form has no sdst on GFX10 for v_cmpx (the row has none) */
        operand(&p, kind, (amd_type)s->type[i], &k);
    }
    /* the SMEM offset is an operand of its own (a hex immediate or an SGPR) */
    modifiers(&p);
    return p.ok;
}
