/* AMDGPU operand parsing: registers, numbers, expressions, source
 * modifiers (-, |x|, abs(), neg(), sext()), `off`, NSA lists, the symbolic
 * SOPP/SOPK operands and the named modifiers written after the operands. */
#include "amdgpu/asm/parse.h"
#include "amdgpu/symbolic.h"
#include "core/fpconv.h"
#include "core/number.h"
#include "amdgpu/mtbuf_formats.h"
#include "amdgpu/dpp.h"
#include "amdgpu/exp.h"
#include "amdgpu/mimg.h"
#include "amdgpu/swizzle.h"
#include <stdio.h>
#include <string.h>

/* llvm-mc's wording for a malformed number in compat mode. */
static const char *amd_number_error(const amd_pctx *pc, const char *err)
{
    if (!pc->reg.compat) return err;
    if (!strcmp(gi_num_error_llvm(err), err)) return "failed parsing operand.";
    return gi_num_error_llvm(err);
}

static bool perr(amd_pctx *pc, const char *at, const char *msg)
{
    gi_error(pc->reg.core, at, "%s", msg);
    return false;
}

/* Parse an expression; in default mode the core also evaluates it with
 * llvm-mc's operator priorities and warns when the two disagree. */
bool amd_parse_expr(amd_pctx *pc, gi_lexer *lx, gi_eval *ev)
{
    return amd_parse_expr_ex(pc, lx, ev, false);
}

bool amd_parse_expr_ex(amd_pctx *pc, gi_lexer *lx, gi_eval *ev, bool stop_at_bar)
{
    gi_expr_env env = gi_asmcore_env(pc->reg.core);
    env.stop_at_bar = stop_at_bar;
    return gi_parse_expr(pc->reg.core, lx, &env, ev);
}

/* Absolute expression for modifier values and offsets. */
static bool parse_abs(amd_pctx *pc, gi_lexer *lx, int64_t *v)
{
    /* fast path: a plain number that ends the value (offset:16, vmcnt(0)) */
    if (lx->tok.kind == GI_T_INT && lx->tok.ival <= INT64_MAX) {
        gi_tok next = gi_lex_peek(lx);
        if (gi_tok_is(&next, ')') || gi_tok_is(&next, ',') || next.kind == GI_T_EOL ||
            (next.kind == GI_T_IDENT && next.space_before)) {
            *v = (int64_t)lx->tok.ival;
            gi_lex_next(lx);
            return true;
        }
    }
    gi_eval ev;
    const char *at = lx->tok.p;
    if (!amd_parse_expr(pc, lx, &ev)) return false;
    if (ev.deferred) return perr(pc, at, "expected absolute expression");
    *v = ev.value;
    return true;
}

/* Immediate or register after modifiers are peeled off. */
static bool parse_inner(amd_pctx *pc, gi_lexer *lx, amd_operand *o, bool in_bars)
{
    o->start = lx->tok.p;
    int rc = amd_parse_reg(&pc->reg, lx, &o->reg);
    if (rc < 0) return false;
    if (rc > 0) {
        o->kind = AO_REG;
        o->end = lx->tok.p;
        return true;
    }
    /* a float, or '-' and a float */
    bool neg = false;
    if (gi_tok_is(&lx->tok, '-')) {
        gi_tok next = gi_lex_peek(lx);
        if (next.kind == GI_T_FLOAT) {
            neg = true;
            gi_lex_next(lx);
        }
    }
    if (lx->tok.kind == GI_T_FLOAT) {
        o->kind = AO_FLOAT;
        o->fbits = gi_f64_bits(neg ? -lx->tok.fval : lx->tok.fval);
        gi_lex_next(lx);
        o->end = lx->tok.p;
        return true;
    }
    if (gi_tok_ident(&lx->tok, "off") && !gi_symtab_find(&pc->reg.core->syms, "off", 3)) {
        gi_lex_next(lx);
        o->kind = AO_OFF;
        o->end = lx->tok.p;
        return true;
    }
    if (lx->tok.kind == GI_T_BAD) return perr(pc, lx->tok.p, amd_number_error(pc, lx->tok.error));
    /* a register is never a symbol: -s1 or ~v0 where no source modifier applies */
    bool unary = lx->tok.kind == GI_T_PUNCT && (gi_tok_is(&lx->tok, '-') || gi_tok_is(&lx->tok, '~') || gi_tok_is(&lx->tok, '!'));
    if (unary) {
        gi_tok next = gi_lex_peek(lx);
        if (next.kind == GI_T_IDENT && amd_is_reg_name(&next)) return perr(pc, lx->tok.p, "not a valid operand.");
    }
    /* an operand's leading '[' (after a unary operator too) opens a register
     * list in llvm-mc 14, never a bracketed expression */
    gi_tok after;
    if (gi_tok_is(&lx->tok, '[') || (unary && (after = gi_lex_peek(lx), gi_tok_is(&after, '[')))) {
        gi_lexer probe = *lx;
        if (unary) gi_lex_next(&probe);
        gi_tok inner = gi_lex_peek(&probe);
        amd_reg r;
        int rc = amd_parse_reg(&pc->reg, &probe, &r);
        if (rc < 0) return false;
        if (rc > 0) return perr(pc, lx->tok.p, "not a valid operand.");
        return perr(pc, inner.p, "expected a register or a list of registers");
    }
    if (!gi_expr_can_start(&lx->tok)) {
        if (lx->tok.kind != GI_T_PUNCT) return perr(pc, lx->tok.p, "invalid operand for instruction");
        /* llvm-mc 14's words for a character that starts no operand: its lexer has no
         * token for `?`, `*` and `$` start no expression, `@` wants a symbol before it */
        const char *msg = gi_tok_is(&lx->tok, '?')   ? "failed parsing operand."
                          : gi_tok_is(&lx->tok, '*') ? "invalid token in expression"
                          : gi_tok_is(&lx->tok, '@') ? "expected a symbol reference"
                                                     : "unknown token in expression";
        return perr(pc, lx->tok.p, msg);
    }
    /* fast path: a plain number that ends the operand */
    if (lx->tok.kind == GI_T_INT && !in_bars) {
        gi_tok next = gi_lex_peek(lx);
        if (gi_tok_is(&next, ',') || next.kind == GI_T_EOL) {
            o->kind = AO_IMM;
            o->ival = (int64_t)lx->tok.ival;
            gi_lex_next(lx);
            o->end = lx->tok.p;
            return true;
        }
    }
    gi_eval ev;
    if (!amd_parse_expr_ex(pc, lx, &ev, in_bars)) return false;
    o->end = ev.end;
    if (ev.deferred) {
        o->kind = AO_EXPR;
    } else {
        o->kind = AO_IMM;
        o->ival = ev.value;
    }
    return true;
}

static bool expect(amd_pctx *pc, gi_lexer *lx, int punct, const char *msg)
{
    if (!gi_tok_is(&lx->tok, punct)) return perr(pc, lx->tok.p, msg);
    gi_lex_next(lx);
    return true;
}

/* A source operand with optional -, |..|, abs(), neg(), sext(). */
static bool parse_source(amd_pctx *pc, gi_lexer *lx, amd_operand *o)
{
    const char *start = lx->tok.p;
    bool neg = false;
    if (!pc->fp_mods) return parse_inner(pc, lx, o, false);
    if (gi_tok_is(&lx->tok, '-')) {
        gi_tok next = gi_lex_peek(lx);
        if (gi_tok_is(&next, '-')) { /* llvm-mc 14 rejects a doubled minus on a VALU operand */
            if (pc->reg.compat) return perr(pc, start, "invalid operand for instruction");
            gi_warning(pc->reg.core, start, "llvm-mc 14 rejects a doubled '-' on this operand");
        }
    }
    if (gi_tok_is(&lx->tok, '-')) {
        gi_tok next = gi_lex_peek(lx);
        /* a register is also one in brackets (-[v1], -[ttmp0]): a negated source, not an expression */
        bool reg_or_bar = gi_tok_is(&next, '|') || gi_tok_iident(&next, "abs") || gi_tok_is(&next, '[') ||
                          (next.kind == GI_T_IDENT && !gi_tok_ident(&next, "off"));
        if (reg_or_bar && (next.kind == GI_T_IDENT || gi_tok_is(&next, '['))) {
            gi_lexer probe = *lx;
            gi_lex_next(&probe);
            amd_reg r;
            /* peek whether a register follows without reporting errors twice */
            int rc = amd_parse_reg(&pc->reg, &probe, &r);
            if (rc < 0) return false;
            reg_or_bar = rc > 0 || gi_tok_iident(&next, "abs");
        }
        if (reg_or_bar) {
            neg = true;
            gi_lex_next(lx);
        }
    }
    /* the modifier names: neg, abs, sext (one test for everything else) */
    bool mod_name = lx->tok.kind == GI_T_IDENT && (lx->tok.len == 3 || lx->tok.len == 4) &&
                    (lx->tok.p[0] == 'n' || lx->tok.p[0] == 'a' || lx->tok.p[0] == 's');
    if (mod_name && gi_tok_ident(&lx->tok, "neg")) {
        gi_tok next = gi_lex_peek(lx);
        if (gi_tok_is(&next, '(')) {
            gi_lex_next(lx);
            gi_lex_next(lx);
            if (!parse_source(pc, lx, o)) return false;
            if (!expect(pc, lx, ')', "expected closing parentheses")) return false;
            if (o->neg) return perr(pc, start, "invalid syntax, expected 'neg' modifier");
            o->neg = true;
            o->start = start;
            o->end = lx->tok.p;
            return true;
        }
    }
    if (mod_name && (gi_tok_ident(&lx->tok, "abs") || gi_tok_ident(&lx->tok, "sext") || gi_tok_ident(&lx->tok, "neg"))) {
        gi_tok next = gi_lex_peek(lx);
        /* llvm-mc 14 reads these names as modifiers, never as symbols */
        if (!gi_tok_is(&next, '(')) {
            if (pc->reg.compat) return perr(pc, next.p, "expected left paren after modifier");
            gi_warning(pc->reg.core, lx->tok.p, "llvm-mc 14 reads '%.*s' as a modifier, not a symbol",
                       (int)lx->tok.len, lx->tok.p);
        }
    }
    if (mod_name && (gi_tok_ident(&lx->tok, "abs") || gi_tok_ident(&lx->tok, "sext"))) {
        gi_tok next = gi_lex_peek(lx);
        if (gi_tok_is(&next, '(')) {
            bool is_abs = gi_tok_ident(&lx->tok, "abs");
            gi_lex_next(lx);
            gi_lex_next(lx);
            if (!parse_inner(pc, lx, o, false)) return false;
            if (!expect(pc, lx, ')', "expected closing parentheses")) return false;
            if (is_abs) o->abs = true;
            else o->sext = true;
            o->neg |= neg;
            o->start = start;
            o->end = lx->tok.p;
            return true;
        }
    }
    if (gi_tok_is(&lx->tok, '|')) {
        gi_lex_next(lx);
        if (!parse_inner(pc, lx, o, true)) return false;
        if (!expect(pc, lx, '|', "expected vertical bar")) return false;
        o->abs = true;
        o->neg |= neg;
        o->start = start;
        o->end = lx->tok.p;
        return true;
    }
    if (!parse_inner(pc, lx, o, false)) return false;
    o->neg |= neg;
    o->start = start;
    return true;
}

/* ---- ds_swizzle_b32 offset macros ---- */

static bool swizzle_arg(amd_pctx *pc, gi_lexer *lx, int64_t *v, const char **at)
{
    if (!expect(pc, lx, ',', "expected a comma")) return false;
    *at = lx->tok.p;
    return parse_abs(pc, lx, v);
}

static bool parse_swizzle(amd_pctx *pc, gi_lexer *lx, int64_t *out)
{
    gi_lex_next(lx); /* swizzle */
    if (!expect(pc, lx, '(', "expected a left parentheses")) return false;
    int m = -1;
    for (unsigned i = 0; i < amd_swz_nmodes && lx->tok.kind == GI_T_IDENT; i++)
        if (gi_tok_ident(&lx->tok, amd_swz_modes[i].name)) m = (int)i;
    if (m < 0) return perr(pc, lx->tok.p, "expected a swizzle mode");
    gi_lex_next(lx);
    amd_swz_mode mode = amd_swz_modes[m].mode;
    int64_t v, group = 0;
    const char *at;
    if (mode == AMD_SWZ_QUAD) {
        *out = AMD_SWZ_QUAD_ENC;
        for (int i = 0; i < 4; i++) {
            if (!swizzle_arg(pc, lx, &v, &at)) return false;
            if (v < 0 || v > 3) return perr(pc, at, "expected a 2-bit lane id");
            *out |= v << (2 * i);
        }
    } else if (mode == AMD_SWZ_BITMASK) {
        if (!expect(pc, lx, ',', "expected a comma")) return false;
        if (lx->tok.kind != GI_T_STRING) return perr(pc, lx->tok.p, "expected a string");
        const char *str = lx->tok.p + 1;
        if (lx->tok.len != 7) return perr(pc, lx->tok.p, "expected a 5-character mask");
        int64_t and_mask = 0, or_mask = 0, xor_mask = 0;
        for (int i = 0; i < 5; i++) {
            int64_t bit = 1 << (4 - i);
            switch (str[i]) {
            case '0': break;
            case '1': or_mask |= bit; break;
            case 'p': and_mask |= bit; break;
            case 'i': and_mask |= bit, xor_mask |= bit; break;
            default: return perr(pc, lx->tok.p, "invalid mask");
            }
        }
        gi_lex_next(lx);
        *out = and_mask | or_mask << AMD_SWZ_OR_SHIFT | xor_mask << AMD_SWZ_XOR_SHIFT;
    } else {
        if (!swizzle_arg(pc, lx, &group, &at)) return false;
        if (group < amd_swz_modes[m].gmin || group > amd_swz_modes[m].gmax)
            return perr(pc, at, mode == AMD_SWZ_SWAP ? "group size must be in the interval [1,16]"
                                                 : "group size must be in the interval [2,32]");
        if (group & (group - 1)) return perr(pc, at, "group size must be a power of two");
        if (mode == AMD_SWZ_BROADCAST) {
            if (!swizzle_arg(pc, lx, &v, &at)) return false;
            if (v < 0 || v >= group) return perr(pc, at, "lane id must be in the interval [0,group size - 1]");
            *out = (AMD_SWZ_LANES & ~(group - 1)) | v << AMD_SWZ_OR_SHIFT;
        } else {
            *out = AMD_SWZ_LANES | (mode == AMD_SWZ_SWAP ? group : group - 1) << AMD_SWZ_XOR_SHIFT;
        }
    }
    return expect(pc, lx, ')', "expected a closing parentheses");
}

/* ---- named modifiers ---- */

/* M_SEL: an SDWA selector name; M_DPP / M_DPPFLAG: a DPP lane control with
 * or without a value (amdgpu/dpp.c); M_QUAD / M_DPP8: the DPP lane lists */
typedef enum { M_FLAG, M_VALUE, M_LIST, M_SEL, M_DPP, M_DPPFLAG, M_QUAD, M_DPP8 } mod_shape;

static const struct modifier {
    const char *name;
    mod_shape shape;
    uint8_t id;       /* amd_mod_id */
    uint8_t cpol;     /* cache-policy bit, 0 for the others */
    size_t field;     /* offsetof into amd_mods */
} modifiers[] = {
#define C(n, bit) {#n, M_FLAG, AMD_MOD_CPOL, bit, offsetof(amd_mods, n)}
#define F(n, id) {#n, M_FLAG, id, 0, offsetof(amd_mods, n)}
    C(glc, AMD_CPOL_GLC), C(slc, AMD_CPOL_SLC), C(dlc, AMD_CPOL_DLC), C(scc, AMD_CPOL_SCC),
    F(gds, AMD_MOD_GDS), F(lds, AMD_MOD_LDS), F(tfe, AMD_MOD_TFE), F(idxen, AMD_MOD_IDXEN),
    F(offen, AMD_MOD_OFFEN), F(addr64, AMD_MOD_ADDR64), F(unorm, AMD_MOD_UNORM), F(da, AMD_MOD_DA),
    F(r128, AMD_MOD_R128), F(a16, AMD_MOD_A16), F(d16, AMD_MOD_D16), F(lwe, AMD_MOD_LWE), F(nv, AMD_MOD_NV),
    F(swz, AMD_MOD_SWZ), F(clamp, AMD_MOD_CLAMP), F(high, AMD_MOD_HIGH),
    F(done, AMD_MOD_DONE), F(compr, AMD_MOD_COMPR), F(vm, AMD_MOD_VM), /* EXP rows only */
#undef F
#undef C
    {"offset", M_VALUE, AMD_MOD_OFFSET, 0, offsetof(amd_mods, offset)},
    {"inst_offset", M_VALUE, AMD_MOD_INST_OFFSET, 0, offsetof(amd_mods, offset)},
    {"offset0", M_VALUE, AMD_MOD_OFFSET0, 0, offsetof(amd_mods, offset0)},
    {"offset1", M_VALUE, AMD_MOD_OFFSET1, 0, offsetof(amd_mods, offset1)},
    {"dmask", M_VALUE, AMD_MOD_DMASK, 0, offsetof(amd_mods, dmask)},
    {"dim", M_VALUE, AMD_MOD_DIM, 0, offsetof(amd_mods, dim)},
    {"format", M_VALUE, AMD_MOD_FORMAT, 0, offsetof(amd_mods, fmt)},
    {"mul", M_VALUE, AMD_MOD_OMOD, 0, offsetof(amd_mods, omod)},
    {"div", M_VALUE, AMD_MOD_OMOD, 0, offsetof(amd_mods, omod)},
    {"op_sel", M_LIST, AMD_MOD_OP_SEL, 0, offsetof(amd_mods, op_sel)},
    {"op_sel_hi", M_LIST, AMD_MOD_OP_SEL_HI, 0, offsetof(amd_mods, op_sel_hi)},
    {"neg_lo", M_LIST, AMD_MOD_NEG_LO, 0, offsetof(amd_mods, neg_lo)},
    {"neg_hi", M_LIST, AMD_MOD_NEG_HI, 0, offsetof(amd_mods, neg_hi)},
    {"cbsz", M_VALUE, AMD_MOD_CBSZ, 0, offsetof(amd_mods, cbsz)},
    {"abid", M_VALUE, AMD_MOD_ABID, 0, offsetof(amd_mods, abid)},
    {"blgp", M_VALUE, AMD_MOD_BLGP, 0, offsetof(amd_mods, blgp)},
    {"dst_sel", M_SEL, AMD_MOD_DST_SEL, 0, offsetof(amd_mods, dst_sel)},
    {"dst_unused", M_SEL, AMD_MOD_DST_UNUSED, 0, offsetof(amd_mods, dst_unused)},
    {"src0_sel", M_SEL, AMD_MOD_SRC0_SEL, 0, offsetof(amd_mods, src0_sel)},
    {"src1_sel", M_SEL, AMD_MOD_SRC1_SEL, 0, offsetof(amd_mods, src1_sel)},
    {"quad_perm", M_QUAD, AMD_MOD_DPP_CTRL, 0, offsetof(amd_mods, dpp_ctrl)},
    {"dpp8", M_DPP8, AMD_MOD_DPP8, 0, offsetof(amd_mods, dpp8)},
#define D(n) {#n, M_DPP, AMD_MOD_DPP_CTRL, 0, offsetof(amd_mods, dpp_ctrl)}
    D(row_shl), D(row_shr), D(row_ror), D(wave_shl), D(wave_rol), D(wave_shr), D(wave_ror), D(row_bcast),
    D(row_newbcast), D(row_share), D(row_xmask),
#undef D
    {"row_mirror", M_DPPFLAG, AMD_MOD_DPP_CTRL, 0, offsetof(amd_mods, dpp_ctrl)},
    {"row_half_mirror", M_DPPFLAG, AMD_MOD_DPP_CTRL, 0, offsetof(amd_mods, dpp_ctrl)},
    {"row_mask", M_VALUE, AMD_MOD_ROW_MASK, 0, offsetof(amd_mods, row_mask)},
    {"bank_mask", M_VALUE, AMD_MOD_BANK_MASK, 0, offsetof(amd_mods, bank_mask)},
    {"bound_ctrl", M_VALUE, AMD_MOD_BOUND_CTRL, 0, offsetof(amd_mods, bound_ctrl)},
    {"fi", M_VALUE, AMD_MOD_FI, 0, offsetof(amd_mods, fi)},
};

/* Is the token spelled noX (noglc, nogds, noclamp, ...)? No modifier name
 * itself starts with "no". */
static bool negated_flag(const gi_tok *t)
{
    return t->kind == GI_T_IDENT && t->len > 3 && t->p[0] == 'n' && t->p[1] == 'o';
}

static const struct modifier *find_modifier(const amd_pctx *pc, const gi_tok *t, const gi_lexer *lx)
{
    if (t->kind != GI_T_IDENT || t->len < 2 || t->len > 15) return NULL;
    /* quick reject: bit n of lens[c] = some modifier starting with c has n characters */
    static const uint16_t lens[256] = {['a'] = 0x058, ['b'] = 0x610, ['c'] = 0x030, ['d'] = 0x4bc, ['f'] = 0x044, ['g'] = 0x008, ['h'] = 0x010, ['i'] = 0x820, ['l'] = 0x008, ['m'] = 0x008, ['n'] = 0x1f6, ['o'] = 0x2e0, ['q'] = 0x200, ['r'] = 0x9790, ['s'] = 0x108, ['t'] = 0x008, ['u'] = 0x020, ['v'] = 0x004, ['w'] = 0x100};
    if (!(lens[(unsigned char)t->p[0]] >> t->len & 1)) return NULL;
    if (t->p[0] == 's' && t->len > 1 && t->p[1] >= '0' && t->p[1] <= '9') return NULL; /* s12: an SGPR */
    /* noX: the flag's slot with the bit clear (llvm-mc 14's named bits) */
    if (negated_flag(t)) {
        for (size_t i = 0; i < sizeof modifiers / sizeof modifiers[0]; i++) {
            const struct modifier *m = &modifiers[i];
            if (m->shape != M_FLAG || !gi_eq(t->p + 2, t->len - 2, m->name)) continue;
            bool exp_mod = m->id == AMD_MOD_VM;
            /* llvm-mc 14 takes no nodone, nonv (and fails on nocompr) */
            if (m->id == AMD_MOD_DONE || m->id == AMD_MOD_COMPR || m->id == AMD_MOD_NV || (exp_mod && !pc->exp))
                return NULL;
            return m;
        }
    }
    for (size_t i = 0; i < sizeof modifiers / sizeof modifiers[0]; i++) {
        if (modifiers[i].name[0] != t->p[0] || !gi_eq(t->p, t->len, modifiers[i].name)) continue;
        bool exp_mod = modifiers[i].id == AMD_MOD_DONE || modifiers[i].id == AMD_MOD_COMPR || modifiers[i].id == AMD_MOD_VM;
        if (exp_mod && !pc->exp) return NULL;
        if (modifiers[i].shape != M_FLAG && modifiers[i].shape != M_DPPFLAG) {
            gi_tok next = gi_lex_peek(lx);
            if (!gi_tok_is(&next, ':')) return NULL;
        }
        return &modifiers[i];
    }
    return NULL;
}

static int format_index(const char *const *names, int count, const char *p, size_t n)
{
    for (int i = 0; i < count; i++)
        if (names[i] && gi_eq(p, n, names[i])) return i;
    return -1;
}

/* MTBUF format:N or format:[BUF_DATA_FORMAT_x, BUF_NUM_FORMAT_y] (GFX7-GFX9,
 * also accepted on GFX10 where a unified format exists) or format:[BUF_FMT_z]
 * (GFX10). The result is the 7-bit field: dfmt | nfmt << 4, or the unified
 * format. The names come from llvm-mc 14 (mtbuf_formats.c). */
static bool parse_format(amd_pctx *pc, gi_lexer *lx, amd_mods *mods)
{
    const char *at = lx->tok.p;
    bool gfx10 = pc->reg.t->gen >= AMD_GFX10;
    if (!gi_tok_is(&lx->tok, '[')) {
        int64_t v;
        if (!parse_abs(pc, lx, &v)) return false;
        if (v < 0 || v > 127) return perr(pc, at, "out of range format");
        mods->fmt = (int)v;
        return true;
    }
    gi_lex_next(lx);
    int dfmt = -1, nfmt = -1, ufmt = -1;
    for (;;) {
        const char *nat = lx->tok.p;
        if (lx->tok.kind != GI_T_IDENT) return perr(pc, nat, "expected a format name");
        const char *p = lx->tok.p;
        size_t n = lx->tok.len;
        int i = -1;
        if (n > 16 && !memcmp(p, "BUF_DATA_FORMAT_", 16) && dfmt < 0 && ufmt < 0) {
            i = dfmt = format_index(amd_dfmt_names, 16, p + 16, n - 16);
        } else if (n > 15 && !memcmp(p, "BUF_NUM_FORMAT_", 15) && nfmt < 0 && ufmt < 0) {
            i = nfmt = format_index(amd_nfmt_names, 8, p + 15, n - 15);
        } else if (n > 8 && !memcmp(p, "BUF_FMT_", 8) && dfmt < 0 && nfmt < 0 && ufmt < 0) {
            if (!gfx10) return perr(pc, nat, "unified format is not supported on this GPU");
            i = ufmt = format_index(amd_ufmt_names, 128, p + 8, n - 8);
        }
        if (i < 0) return perr(pc, nat, "invalid format name");
        gi_lex_next(lx);
        if (!gi_tok_is(&lx->tok, ',')) break;
        gi_lex_next(lx);
    }
    if (!gi_tok_is(&lx->tok, ']')) return perr(pc, lx->tok.p, "expected a closing square bracket");
    gi_lex_next(lx);
    if (ufmt >= 0) {
        mods->fmt = ufmt;
    } else {
        int legacy = (dfmt < 0 ? 1 : dfmt) | (nfmt < 0 ? 0 : nfmt) << 4;
        if (gfx10) {
            int u = amd_legacy_to_ufmt[(legacy & 15) * 8 + (legacy >> 4)];
            if (u < 0) return perr(pc, at, "unsupported format");
            legacy = u;
        }
        mods->fmt = legacy;
    }
    return true;
}

static bool note_modifier(amd_pctx *pc, const struct modifier *m, const char *at, amd_mods *mods);
static void set_value(amd_mods *mods, int64_t v);

/* dfmt:/nfmt: (or format:) at the lexer, followed by ':'? */
static bool mtbuf_format_name(const gi_lexer *lx, const char *name)
{
    if (!gi_tok_ident(&lx->tok, name)) return false;
    gi_tok next = gi_lex_peek(lx);
    return gi_tok_is(&next, ':');
}

/* llvm-mc 14's parseFORMAT before an MTBUF soffset: `dfmt:D, nfmt:N,` (either, both, any
 * order, commas optional) before GFX10, `format:N` (a number) on GFX10. The format is
 * recorded as the format modifier; the soffset operand follows. */
static bool parse_pre_soffset_format(amd_pctx *pc, gi_lexer *lx, amd_mods *mods)
{
    const struct modifier *fm = NULL;
    for (size_t i = 0; i < sizeof modifiers / sizeof modifiers[0]; i++)
        if (modifiers[i].id == AMD_MOD_FORMAT) fm = &modifiers[i];
    const char *at = lx->tok.p;
    if (pc->reg.t->gen >= AMD_GFX10) {
        int64_t v;
        gi_lex_next(lx);
        gi_lex_next(lx); /* ':' */
        if (!parse_abs(pc, lx, &v)) return false;
        if (v < 0 || v > 127) return perr(pc, at, "out of range format");
        if (!note_modifier(pc, fm, at, mods)) return false;
        mods->fmt = (int)v;
        set_value(mods, v);
    } else {
        int64_t dfmt = -1, nfmt = -1;
        while (mtbuf_format_name(lx, "dfmt") || mtbuf_format_name(lx, "nfmt")) {
            const char *nat = lx->tok.p;
            bool d = lx->tok.p[0] == 'd';
            if ((d ? dfmt : nfmt) >= 0) return perr(pc, nat, "invalid operand for instruction");
            int64_t v;
            gi_lex_next(lx);
            gi_lex_next(lx); /* ':' */
            if (!parse_abs(pc, lx, &v)) return false;
            if (v < 0 || v > (d ? 15 : 7)) return perr(pc, nat, d ? "out of range dfmt" : "out of range nfmt");
            if (d) dfmt = v;
            else nfmt = v;
            if (gi_tok_is(&lx->tok, ',')) gi_lex_next(lx);
        }
        if (!note_modifier(pc, fm, at, mods)) return false;
        mods->fmt = (int)((dfmt < 0 ? 1 : dfmt) | (nfmt < 0 ? 0 : nfmt) << 4);
        set_value(mods, mods->fmt);
        return true;
    }
    if (gi_tok_is(&lx->tok, ',')) gi_lex_next(lx);
    return true;
}

/* Append a modifier to the source-order list; cache-policy tokens merge
 * into the first cache-policy entry. */
static bool note_modifier(amd_pctx *pc, const struct modifier *m, const char *at, amd_mods *mods)
{
    if (m->cpol) {
        if (mods->cpol_written & m->cpol) return perr(pc, at, "duplicate cache policy modifier");
        mods->cpol_written |= m->cpol;
        if (m->cpol == AMD_CPOL_DLC) mods->dlc_at = at;
        if (m->cpol == AMD_CPOL_SCC) mods->scc_at = at;
        for (int i = 0; i < mods->nseq; i++)
            if (mods->seq[i] == AMD_MOD_CPOL) {
                mods->seq_val[i] |= m->cpol;
                return true;
            }
    }
    mods->written |= 1ull << m->id;
    if (mods->nseq >= AMD_MAX_MODSEQ) return perr(pc, at, "invalid operand for instruction");
    mods->seq[mods->nseq] = m->id;
    mods->seq_at[mods->nseq] = at;
    mods->seq_val[mods->nseq] = m->cpol ? m->cpol : 1;
    mods->nseq++;
    return true;
}

static void set_value(amd_mods *mods, int64_t v)
{
    mods->seq_val[mods->nseq - 1] = v;
}

/* ---- SDWA and DPP modifier values ---- */

static bool perr_value(amd_pctx *pc, const char *at, const char *name)
{
    gi_error(pc->reg.core, at, "invalid %s value", name);
    return false;
}

/* dst_sel/src0_sel/src1_sel:NAME or dst_unused:NAME (names as llvm-mc 14
 * spells them, upper case). */
static bool parse_sdwa_sel(amd_pctx *pc, gi_lexer *lx, const struct modifier *m, amd_mods *mods)
{
    const char *at = lx->tok.p;
    if (lx->tok.kind != GI_T_IDENT) return perr(pc, at, "expected an identifier");
    bool unused = m->id == AMD_MOD_DST_UNUSED;
    const char *const *names = unused ? amd_sdwa_unused_names : amd_sdwa_sel_names;
    int n = unused ? 3 : 7, v = -1;
    for (int i = 0; i < n; i++)
        if (gi_eq(lx->tok.p, lx->tok.len, names[i])) v = i;
    if (v < 0) return perr_value(pc, at, m->name);
    gi_lex_next(lx);
    *(int *)((char *)mods + m->field) = v;
    mods->sdwa_mods = true;
    set_value(mods, v);
    return true;
}

/* [v0, v1, ...]: count values of `bits` bits each, packed from bit 0 up. */
static bool parse_lane_list(amd_pctx *pc, gi_lexer *lx, int count, int bits, int64_t *out)
{
    if (!expect(pc, lx, '[', "expected a left square bracket")) return false;
    int64_t packed = 0;
    for (int i = 0; i < count; i++) {
        int64_t v;
        if (i > 0 && !expect(pc, lx, ',', "expected a comma")) return false;
        const char *at = lx->tok.p;
        if (!parse_abs(pc, lx, &v)) return false;
        if (v < 0 || v >= (1 << bits)) return perr(pc, at, bits == 2 ? "expected a 2-bit value" : "expected a 3-bit value");
        packed |= v << (i * bits);
    }
    if (!expect(pc, lx, ']', "expected a closing square bracket")) return false;
    *out = packed;
    return true;
}

/* A DPP lane control (quad_perm, row_shl:N ... row_mirror, dpp8) on this
 * target; the controls and their values are the table of amdgpu/dpp.c. */
static bool parse_dpp_ctrl(amd_pctx *pc, gi_lexer *lx, const struct modifier *m, const char *at, amd_mods *mods)
{
    const amd_target *t = pc->reg.t;
    if (t->gen < AMD_GFX8) return perr(pc, at, "DPP is not supported on this GPU");
    int64_t v = 0;
    if (m->shape == M_QUAD || m->shape == M_DPP8) {
        bool dpp8 = m->shape == M_DPP8;
        if (dpp8 && t->gen < AMD_GFX10) return perr(pc, at, "dpp8 is not supported on this GPU");
        if (!parse_lane_list(pc, lx, dpp8 ? 8 : 4, dpp8 ? 3 : 2, &v)) return false;
        if (dpp8) mods->dpp8 = (int32_t)v;
        else mods->dpp_ctrl = (int)v;
        mods->dpp_mods = true;
        set_value(mods, v);
        return true;
    }
    const char *vat = lx->tok.p;
    if (m->shape == M_DPP && !parse_abs(pc, lx, &v)) return false;
    bool known = false;
    for (unsigned i = 0; i < amd_dpp_nctrls; i++) {
        const amd_dpp_ctrl *c = &amd_dpp_ctrls[i];
        if (strcmp(c->name, m->name) || !amd_dpp_ctrl_on(c, t)) continue;
        known = true;
        if (!c->flag && (v < c->lo || v > c->hi)) continue;
        mods->dpp_ctrl = c->first + (int)(v - c->lo);
        mods->dpp_mods = true;
        set_value(mods, mods->dpp_ctrl);
        return true;
    }
    if (!known) return perr(pc, at, "this DPP control is not supported on this GPU");
    return perr_value(pc, vat, m->name);
}

/* row_mask, bank_mask (4 bits), bound_ctrl (0 or 1: llvm-mc 14 sets the bit
 * for both), fi (GFX10: 0 or 1). */
static bool dpp_value(amd_pctx *pc, const struct modifier *m, const char *at, const char *vat, int64_t v, amd_mods *mods)
{
    int *field = (int *)((char *)mods + m->field);
    if (m->id == AMD_MOD_FI && pc->reg.t->gen < AMD_GFX10) return perr(pc, at, "fi is not supported on this GPU");
    if (pc->reg.t->gen < AMD_GFX8) return perr(pc, at, "DPP is not supported on this GPU");
    int64_t max = m->id == AMD_MOD_ROW_MASK || m->id == AMD_MOD_BANK_MASK ? 15 : 1;
    /* llvm-mc 14 keeps the low bits of a mask or of fi; bound_ctrl is 0 or 1 */
    if ((v < 0 || v > max) && (!pc->reg.compat || m->id == AMD_MOD_BOUND_CTRL)) return perr_value(pc, vat, m->name);
    *field = m->id == AMD_MOD_BOUND_CTRL ? 1 : (int)(v & max);
    mods->dpp_mods = true;
    return true;
}

/* noX after note_modifier: clear the written value. idxen, offen, addr64
 * and lds are tokens of llvm-mc 14's MUBUF syntax, which reads noX as X
 * (--llvm-compat; an error in default mode): *off becomes false. */
static bool flag_off(amd_pctx *pc, const struct modifier *m, const char *at, amd_mods *mods, bool *off)
{
    if (m->id == AMD_MOD_IDXEN || m->id == AMD_MOD_OFFEN || m->id == AMD_MOD_ADDR64 || m->id == AMD_MOD_LDS) {
        if (!pc->reg.compat) {
            gi_error(pc->reg.core, at, "llvm-mc 14 reads no%s as %s; write %s or nothing", m->name, m->name, m->name);
            return false;
        }
        *off = false;
        return true;
    }
    if (m->cpol) {
        for (int i = 0; i < mods->nseq; i++)
            if (mods->seq[i] == AMD_MOD_CPOL) mods->seq_val[i] &= ~(int64_t)m->cpol;
    } else {
        set_value(mods, 0);
    }
    return true;
}

static bool parse_modifier(amd_pctx *pc, gi_lexer *lx, const struct modifier *m, amd_mods *mods)
{
    const char *at = lx->tok.p;
    bool is_div = gi_tok_ident(&lx->tok, "div");
    bool off = m->shape == M_FLAG && negated_flag(&lx->tok);
    if (!mods->first_at) mods->first_at = at;
    if (!note_modifier(pc, m, at, mods)) return false;
    gi_lex_next(lx);
    char *base = (char *)mods;
    if (m->shape == M_FLAG) {
        if (off && !flag_off(pc, m, at, mods, &off)) return false;
        *(bool *)(base + m->field) = !off; /* a repeated flag is an ordering error (modifiers.c) */
        if (m->id == AMD_MOD_CLAMP) mods->has_clamp = true;
        return true;
    }
    if (m->shape == M_DPPFLAG) return parse_dpp_ctrl(pc, lx, m, at, mods);
    gi_lex_next(lx); /* ':' */
    if (m->shape == M_SEL) return parse_sdwa_sel(pc, lx, m, mods);
    if (m->shape == M_DPP || m->shape == M_QUAD || m->shape == M_DPP8) return parse_dpp_ctrl(pc, lx, m, at, mods);
    if (m->shape == M_LIST) {
        int v = 0, n = 0;
        if (!expect(pc, lx, '[', "expected a left square bracket")) return false;
        for (;;) {
            int64_t bit;
            const char *bat = lx->tok.p;
            if (!parse_abs(pc, lx, &bit)) return false;
            if (bit != 0 && bit != 1) return perr(pc, bat, "invalid op_sel value");
            v |= (int)bit << n++;
            /* llvm-mc 14 reads at most four elements */
            if (n == 4 && !gi_tok_is(&lx->tok, ']')) return perr(pc, lx->tok.p, "expected a closing square bracket");
            if (!gi_tok_is(&lx->tok, ',')) break;
            gi_lex_next(lx);
        }
        if (!expect(pc, lx, ']', "expected a closing square bracket")) return false;
        *(int *)(base + m->field) = v;
        set_value(mods, v);
        return true;
    }
    int64_t v;
    const char *vat = lx->tok.p;
    if (m->field == offsetof(amd_mods, fmt)) {
        if (mods->fmt >= 0) return perr(pc, at, "duplicate format");
        if (!parse_format(pc, lx, mods)) return false;
        set_value(mods, mods->fmt);
        return true;
    }
    if (m->field == offsetof(amd_mods, dim)) {
        /* the dim name may start with a digit, so take the raw characters */
        const char *p = lx->tok.p, *end = p;
        while (end < lx->end && (gi_is_ident_char((unsigned char)*end))) end++;
        size_t n = (size_t)(end - p);
        if (n > 12 && !memcmp(p, "SQ_RSRC_IMG_", 12)) p += 12, n -= 12;
        for (int i = 0; i < AMD_MIMG_NDIMS; i++)
            if (gi_ieq(p, n, amd_mimg_dim_names[i])) {
                if (pc->reg.t->gen < AMD_GFX10) return perr(pc, at, "dim modifier is not supported on this GPU");
                mods->dim = i;
                set_value(mods, i);
                lx->cur = end;
                lx->has_ahead = false;
                gi_lex_next(lx);
                return true;
            }
        return perr(pc, vat, "invalid dim value");
    }
    if (m->field == offsetof(amd_mods, omod)) {
        if (!parse_abs(pc, lx, &v)) return false;
        /* mul:1 and div:1 are the explicit "no output modifier" */
        int omod = v == 1 ? 0 : is_div ? (v == 2 ? 3 : -1) : (v == 2 ? 1 : v == 4 ? 2 : -1);
        if (omod < 0) return perr(pc, vat, "invalid output modifier");
        mods->omod = omod;
        mods->has_omod = true;
        set_value(mods, omod);
        return true;
    }
    if (m->field == offsetof(amd_mods, offset) && pc->swizzle && gi_tok_ident(&lx->tok, "swizzle")) {
        if (!parse_swizzle(pc, lx, &v)) return false;
        mods->offset = v;
        mods->has_offset = true;
        mods->offset_at = at;
        set_value(mods, v);
        return true;
    }
    if (m->field == offsetof(amd_mods, offset)) {
        gi_eval ev;
        if (!amd_parse_expr(pc, lx, &ev)) return false;
        if (ev.deferred) return perr(pc, vat, "expected absolute expression");
        mods->offset = ev.value;
        mods->has_offset = true;
        mods->offset_at = at;
        set_value(mods, ev.value);
        return true;
    }
    if (!parse_abs(pc, lx, &v)) return false;
    set_value(mods, v);
    if (m->id == AMD_MOD_ROW_MASK || m->id == AMD_MOD_BANK_MASK || m->id == AMD_MOD_BOUND_CTRL || m->id == AMD_MOD_FI)
        return dpp_value(pc, m, at, vat, v, mods);
    if (m->field == offsetof(amd_mods, offset0)) { mods->offset0 = v; mods->has_offset0 = true; }
    else if (m->field == offsetof(amd_mods, offset1)) { mods->offset1 = v; mods->has_offset1 = true; }
    else if (m->field == offsetof(amd_mods, cbsz) || m->field == offsetof(amd_mods, abid) ||
             m->field == offsetof(amd_mods, blgp)) {
        /* cbsz and blgp are 3-bit fields, abid 4-bit (llvm-mc 14 range-checks all three) */
        int64_t max = m->field == offsetof(amd_mods, abid) ? 15 : 7;
        if (v < 0 || v > max) return perr(pc, vat, "invalid operand for instruction");
        *(int *)((char *)mods + m->field) = (int)v;
    } else if (m->field == offsetof(amd_mods, dmask)) {
        /* llvm-mc 14 keeps the low four bits of any value */
        if ((v < 0 || v > 15) && !pc->reg.compat) return perr(pc, vat, "invalid dmask value");
        mods->dmask = (int)(v & 15);
    }
    return true;
}

/* ---- interpolation operands ---- */

/* attrN.c: N in 0..63 (leading zeros allowed), c one of x y z w, lower
 * case, no blanks (the lexer may or may not have taken ".c" into the name). */
static bool parse_attr(amd_pctx *pc, gi_lexer *lx, amd_operand *o)
{
    const char *p = lx->tok.p, *end = lx->end;
    o->start = p;
    if (lx->tok.kind != GI_T_IDENT || lx->tok.len < 4 || memcmp(p, "attr", 4))
        return perr(pc, p, "invalid interpolation attribute");
    const char *q = p + 4;
    uint64_t n = 0;
    bool digits = false;
    while (q < end && *q >= '0' && *q <= '9') {
        if (n < 1000) n = n * 10 + (uint64_t)(*q - '0');
        q++, digits = true;
    }
    if (!digits) return perr(pc, p, "invalid interpolation attribute");
    if (n > 63) return perr(pc, p, "out of bounds interpolation attribute number");
    static const char chans[] = "xyzw";
    const char *c = q + 1 < end && *q == '.' ? memchr(chans, q[1], 4) : NULL;
    if (!c || (q + 2 < end && gi_is_ident_char((unsigned char)q[2])))
        return perr(pc, p, "invalid or missing interpolation attribute channel");
    o->kind = AO_ATTR;
    o->ival = (int64_t)(n | (uint64_t)(c - chans) << 6);
    lx->cur = q + 2;
    lx->has_ahead = false;
    gi_lex_next(lx);
    o->end = lx->tok.p;
    return true;
}

/* p10, p20 or p0: the slot field values 0, 1, 2. */
static bool parse_islot(amd_pctx *pc, gi_lexer *lx, amd_operand *o)
{
    static const char *const slots[] = {"p10", "p20", "p0"};
    o->start = lx->tok.p;
    for (int i = 0; i < 3; i++)
        if (gi_tok_ident(&lx->tok, slots[i])) {
            o->kind = AO_ISLOT;
            o->ival = i;
            gi_lex_next(lx);
            o->end = lx->tok.p;
            return true;
        }
    return perr(pc, lx->tok.p, "invalid interpolation slot");
}

/* ---- export targets ---- */

/* An identifier is a target name (amdgpu/exp.c) or an error; anything else
 * is an operand no EXP form takes (llvm-mc 14's parseExpTgt). */
static bool parse_exp_target(amd_pctx *pc, gi_lexer *lx, amd_operand *o)
{
    unsigned id = 0;
    o->start = lx->tok.p;
    if (lx->tok.kind != GI_T_IDENT) return perr(pc, o->start, "invalid operand for instruction");
    int rc = amd_exp_target_id(lx->tok.p, lx->tok.len, pc->reg.t->gen, &id);
    if (rc == AMD_EXP_TGT_UNSUPPORTED) return perr(pc, o->start, "exp target is not supported on this GPU");
    if (rc != 0) return perr(pc, o->start, "invalid exp target");
    o->kind = AO_ETGT;
    o->ival = id;
    gi_lex_next(lx);
    o->end = lx->tok.p;
    return true;
}

/* ---- symbolic SOPP/SOPK operands ---- */

static uint32_t waitcnt_default(amd_gen g)
{
    uint32_t w = 0;
    for (int f = 0; f < 3; f++) w |= amd_waitcnt_place(f, g, amd_waitcnt_max(f, g));
    return w;
}

static bool parse_waitcnt(amd_pctx *pc, gi_lexer *lx, amd_operand *o)
{
    amd_gen g = pc->reg.t->gen;
    o->start = lx->tok.p;
    gi_tok next = gi_lex_peek(lx);
    if (lx->tok.kind != GI_T_IDENT || !gi_tok_is(&next, '(')) {
        gi_eval ev;
        if (lx->tok.kind == GI_T_FLOAT && pc->reg.compat) {
            /* llvm-mc 14 takes the low bits of the f64 pattern */
            o->kind = AO_IMM;
            o->ival = (int64_t)gi_f64_bits(lx->tok.fval);
            gi_lex_next(lx);
            o->end = lx->tok.p;
            return true;
        }
        if (!amd_parse_expr(pc, lx, &ev)) return false;
        if (ev.deferred) return perr(pc, o->start, "expected absolute expression");
        o->kind = AO_IMM;
        o->ival = ev.value;
        o->end = lx->tok.p;
        return true;
    }
    uint32_t w = waitcnt_default(g);
    for (;;) {
        int field = -1;
        bool sat = false;
        for (int f = 0; f < 3; f++) {
            size_t n = strlen(amd_waitcnt_fields[f].name);
            if (gi_eq(lx->tok.p, lx->tok.len, amd_waitcnt_fields[f].name)) field = f;
            else if (lx->tok.len == n + 4 && !memcmp(lx->tok.p, amd_waitcnt_fields[f].name, n) &&
                     !memcmp(lx->tok.p + n, "_sat", 4)) field = f, sat = true;
        }
        const char *at = lx->tok.p;
        if (field < 0) return perr(pc, at, "expected a counter name");
        gi_lex_next(lx);
        if (!expect(pc, lx, '(', "expected a left parenthesis")) return false;
        int64_t v;
        if (!parse_abs(pc, lx, &v)) return false;
        if (!expect(pc, lx, ')', "expected a closing parenthesis")) return false;
        uint32_t max = amd_waitcnt_max(field, g);
        if (v < 0 || (uint64_t)v > max) {
            if (!sat) return perr(pc, at, "too large value for counter");
            v = v < 0 ? 0 : max;
        }
        w &= ~amd_waitcnt_place(field, g, max);
        w |= amd_waitcnt_place(field, g, (uint32_t)v);
        if (gi_tok_is(&lx->tok, '&') || gi_tok_is(&lx->tok, ',')) {
            gi_tok n2 = gi_lex_peek(lx);
            /* a separator must be followed by a counter (llvm-mc 14) */
            if (n2.kind == GI_T_EOL) return perr(pc, n2.p, "expected a counter name");
            if (n2.kind != GI_T_IDENT) break;
            gi_lex_next(lx);
        }
        if (lx->tok.kind != GI_T_IDENT) break;
    }
    o->kind = AO_FUNC;
    o->ival = w;
    o->end = lx->tok.p;
    return true;
}

/* hwreg(id[, offset, size]) -> id | offset << 6 | (size - 1) << 11 */
static bool parse_hwreg(amd_pctx *pc, gi_lexer *lx, amd_operand *o)
{
    o->start = lx->tok.p;
    gi_tok next = gi_lex_peek(lx);
    if (!gi_tok_ident(&lx->tok, "hwreg") || !gi_tok_is(&next, '(')) {
        if (!parse_inner(pc, lx, o, false)) return false;
        if (o->kind != AO_IMM) return perr(pc, o->start, "invalid operand for instruction");
        if (o->ival < 0 || o->ival > 0xffff) return perr(pc, o->start, "invalid immediate: only 16-bit values are legal");
        return true;
    }
    gi_lex_next(lx);
    gi_lex_next(lx);
    int64_t id = -1, off = 0, size = 32;
    const char *at = lx->tok.p;
    if (lx->tok.kind == GI_T_IDENT && !gi_symtab_find(&pc->reg.core->syms, lx->tok.p, lx->tok.len)) {
        for (size_t i = 0; i < amd_nhwregs; i++)
            if (gi_eq(lx->tok.p, lx->tok.len, amd_hwregs[i].name)) {
                if (pc->reg.t->gen < amd_hwregs[i].min || pc->reg.t->gen > amd_hwregs[i].max) return perr(pc, at, "specified hardware register is not supported on this GPU");
                id = amd_hwregs[i].id;
            }
        if (id < 0) return perr(pc, at, "expected a register name or an absolute expression");
        gi_lex_next(lx);
    } else if (!parse_abs(pc, lx, &id)) {
        return false;
    }
    if (id < 0 || id > 63) return perr(pc, at, "invalid code of hardware register: only 6-bit values are legal");
    if (gi_tok_is(&lx->tok, ',')) {
        gi_lex_next(lx);
        const char *oat = lx->tok.p;
        if (!parse_abs(pc, lx, &off)) return false;
        if (off < 0 || off > 31) return perr(pc, oat, "invalid bit offset: only 5-bit values are legal");
        if (!expect(pc, lx, ',', "expected a comma")) return false;
        const char *sat = lx->tok.p;
        if (!parse_abs(pc, lx, &size)) return false;
        if (size < 1 || size > 32) return perr(pc, sat, "invalid bitfield width: only values from 1 to 32 are legal");
    }
    if (!expect(pc, lx, ')', "expected a closing parenthesis")) return false;
    o->kind = AO_FUNC;
    o->ival = id | off << 6 | (size - 1) << 11;
    o->end = lx->tok.p;
    return true;
}



/* llvm-mc 14's validateSendMsg: with a symbolic message the fields must
 * make sense for it; with a numeric one they only have to fit their bits. */
static bool check_sendmsg(amd_pctx *pc, bool strict, const int64_t *part, const bool *defined, const char *const *at)
{
    int ops = amd_msg_ops(part[0]);
    if (!strict) {
        if (part[0] < 0 || part[0] > 15) return perr(pc, at[0], "invalid message id");
        if (part[1] < 0 || part[1] > 7) return perr(pc, at[1], "invalid operation id");
        if (part[2] < 0 || part[2] > 3) return perr(pc, at[2], "invalid message stream id");
        return true;
    }
    if ((ops != 0) != defined[1])
        return perr(pc, defined[1] ? at[1] : at[0], defined[1] ? "message does not support operations"
                                                               : "missing message operation");
    bool op_ok = ops == AMD_MSGOPS_SYS ? part[1] >= 1 && part[1] <= 4
               : ops == AMD_MSGOPS_GS  ? part[1] >= 0 && part[1] <= 3 && (part[1] != 0 || part[0] == 3)
                                : part[1] == 0;
    if (!op_ok) return perr(pc, at[1], "invalid operation id");
    bool streams = ops == AMD_MSGOPS_GS && part[1] != 0;
    if (!streams && defined[2]) return perr(pc, at[2], "message operation does not support streams");
    if (streams ? part[2] < 0 || part[2] > 3 : part[2] != 0) return perr(pc, at[2], "invalid message stream id");
    return true;
}

/* sendmsg(msg[, op[, stream]]) -> msg | op << 4 | stream << 8 */
static bool parse_sendmsg(amd_pctx *pc, gi_lexer *lx, amd_operand *o)
{
    o->start = lx->tok.p;
    gi_tok next = gi_lex_peek(lx);
    if (!gi_tok_ident(&lx->tok, "sendmsg") || !gi_tok_is(&next, '(')) {
        if (!parse_inner(pc, lx, o, false)) return false;
        if (o->kind != AO_IMM) return perr(pc, o->start, "invalid operand for instruction");
        return true;
    }
    gi_lex_next(lx);
    gi_lex_next(lx);
    int64_t part[3] = {0, 0, 0};
    bool defined[3] = {false, false, false}, symbolic = false;
    const char *at[3] = {lx->tok.p, lx->tok.p, lx->tok.p};
    amd_gen g = pc->reg.t->gen;
    for (int i = 0; i < 3; i++) {
        at[i] = lx->tok.p;
        defined[i] = true;
        bool found = false;
        if (lx->tok.kind == GI_T_IDENT) {
            if (i == 0)
                for (size_t k = 0; k < amd_nsendmsgs; k++)
                    if (gi_eq(lx->tok.p, lx->tok.len, amd_sendmsgs[k].name)) {
                        if (g < amd_sendmsgs[k].min || g > amd_sendmsgs[k].max) return perr(pc, at[0], "invalid message id");
                        part[0] = amd_sendmsgs[k].id, found = symbolic = true;
                    }
            if (i == 1)
                for (size_t k = 0; k < amd_nmsgops; k++)
                    if (gi_eq(lx->tok.p, lx->tok.len, amd_msgops[k].name)) {
                        /* an operation of another message is no name here (llvm-mc 14) */
                        if (amd_msgops[k].ops != amd_msg_ops(part[0]))
                            return perr(pc, at[1], "expected an operation name or an absolute expression");
                        part[1] = amd_msgops[k].id, found = true;
                    }
        }
        if (found) gi_lex_next(lx);
        else if (!parse_abs(pc, lx, &part[i])) return false;
        if (!gi_tok_is(&lx->tok, ',')) break;
        gi_lex_next(lx);
    }
    if (!defined[2]) at[2] = defined[1] ? at[1] : at[0];
    if (!defined[1]) at[1] = at[0];
    if (!expect(pc, lx, ')', "expected a closing parenthesis")) return false;
    if (!check_sendmsg(pc, symbolic, part, defined, at)) return false;
    o->kind = AO_FUNC;
    o->ival = (part[0] & 0xf) | (part[1] & 7) << 4 | (part[2] & 3) << 8;
    o->end = lx->tok.p;
    return true;
}

/* gpr_idx(SRC0,SRC1,SRC2,DST) or a 4-bit value: the VGPR-indexing mode. */
static bool parse_gpridx(amd_pctx *pc, gi_lexer *lx, amd_operand *o)
{
    static const char *const names[] = {"SRC0", "SRC1", "SRC2", "DST"};
    o->start = lx->tok.p;
    gi_tok next = gi_lex_peek(lx);
    if (!gi_tok_ident(&lx->tok, "gpr_idx") || !gi_tok_is(&next, '(')) {
        if (!parse_inner(pc, lx, o, false)) return false;
        if (o->kind != AO_IMM) return perr(pc, o->start, "invalid operand for instruction");
        if (o->ival < 0 || o->ival > 15) return perr(pc, o->start, "invalid immediate: only 4-bit values are legal");
        o->kind = AO_FUNC;
        return true;
    }
    gi_lex_next(lx);
    gi_lex_next(lx);
    int64_t mode = 0;
    while (!gi_tok_is(&lx->tok, ')')) {
        int bit = -1;
        for (int i = 0; i < 4; i++)
            if (gi_tok_ident(&lx->tok, names[i])) bit = i;
        if (bit < 0) return perr(pc, lx->tok.p, "expected a VGPR index mode");
        if (mode & (1 << bit)) return perr(pc, lx->tok.p, "duplicate VGPR index mode");
        mode |= 1 << bit;
        gi_lex_next(lx);
        if (gi_tok_is(&lx->tok, ',')) gi_lex_next(lx);
        else if (!gi_tok_is(&lx->tok, ')')) return perr(pc, lx->tok.p, "expected a comma or a closing parenthesis");
    }
    gi_lex_next(lx);
    o->kind = AO_FUNC;
    o->ival = mode;
    o->end = lx->tok.p;
    return true;
}

/* After an operand or modifier: a comma, a modifier or the end of the line.
 * llvm-mc 14 ignores a comma that ends the line after an operand (not after
 * a modifier); default mode takes it with a warning. */
static bool after_operand(amd_pctx *pc, gi_lexer *lx, bool was_modifier)
{
    if (gi_tok_is(&lx->tok, ',')) {
        const char *comma = lx->tok.p;
        gi_lex_next(lx);
        if (lx->tok.kind == GI_T_EOL && !was_modifier) {
            if (!pc->reg.compat) gi_warning(pc->reg.core, comma, "trailing comma after the last operand ignored");
            return true;
        }
        /* llvm-mc 14 reads another optional operand after a modifier's comma */
        if (lx->tok.kind == GI_T_EOL) return perr(pc, lx->tok.p, "not a valid operand.");
    } else if (lx->tok.kind != GI_T_EOL && !find_modifier(pc, &lx->tok, lx)) {
        /* llvm-mc 14 needs no comma between operands (the next token starts
         * another one); the syntax page does */
        if (pc->reg.compat && lx->tok.kind != GI_T_BAD) return true;
        return perr(pc, lx->tok.p, lx->tok.kind == GI_T_BAD ? lx->tok.error : "invalid operand for instruction");
    }
    return true;
}

bool amd_parse_operands(amd_pctx *pc, gi_lexer *lx, const amd_sig *sig, bool nsa_ok, amd_parsed *out)
{
    out->n = 0; /* operands are cleared one by one as they are parsed */
    /* the source-order arrays (seq...) are read only below nseq */
    memset(&out->mods, 0, offsetof(amd_mods, seq));
    out->mods.dmask = out->mods.dim = out->mods.op_sel = out->mods.op_sel_hi = -1;
    out->mods.neg_lo = out->mods.neg_hi = out->mods.fmt = -1;
    out->mods.cbsz = out->mods.abid = out->mods.blgp = -1;
    out->mods.dst_sel = out->mods.dst_unused = out->mods.src0_sel = out->mods.src1_sel = -1;
    out->mods.dpp_ctrl = out->mods.row_mask = out->mods.bank_mask = out->mods.bound_ctrl = out->mods.fi = -1;
    out->mods.dpp8 = -1;
    bool in_mods = false;
    while (lx->tok.kind != GI_T_EOL) {
        /* fast path: a plain VGPR or SGPR operand (what parse_source gives) */
        int k0 = out->n < sig->n ? sig->kind[out->n] : AK_NONE;
        if (pc->mtbuf && lx->tok.kind == GI_T_IDENT && lx->tok.p[0] != 'v' && lx->tok.p[0] != 's') {
            bool legacy = mtbuf_format_name(lx, "dfmt") || mtbuf_format_name(lx, "nfmt");
            bool unified = mtbuf_format_name(lx, "format");
            bool gfx10 = pc->reg.t->gen >= AMD_GFX10;
            if (!in_mods && k0 == AK_SOFFSET && ((legacy && !gfx10) || (unified && gfx10))) {
                if (!parse_pre_soffset_format(pc, lx, &out->mods)) return false;
                continue;
            }
            /* dfmt:/nfmt: anywhere else, format: before soffset before GFX10: no operand llvm-mc 14 reads */
            if (legacy || (unified && k0 == AK_SOFFSET && !in_mods)) return perr(pc, lx->tok.p, "not a valid operand.");
        }
        if (!in_mods && out->n < AMD_MAX_OPERANDS && k0 != AK_WAITCNT && k0 != AK_HWREG && k0 != AK_SENDMSG &&
            k0 != AK_GPRIDX && k0 != AK_ISLOT && k0 != AK_ETGT && amd_plain_reg(&pc->reg, &lx->tok, &out->op[out->n].reg)) {
            amd_operand *o = &out->op[out->n];
            amd_reg r = o->reg;
            memset(o, 0, sizeof *o);
            o->reg = r;
            o->kind = AO_REG;
            o->start = lx->tok.p;
            gi_lex_next(lx);
            o->end = lx->tok.p;
            out->n++;
            if (!after_operand(pc, lx, false)) return false;
            continue;
        }
        const struct modifier *m = k0 == AK_ETGT && !in_mods ? NULL : find_modifier(pc, &lx->tok, lx);
        if (m && m->shape == M_FLAG && out->n < sig->n && sig->kind[out->n] != AK_SOFF && amd_is_reg_name(&lx->tok))
            m = NULL; /* scc, a16: the register, where an operand is still expected (but not an SMEM offset) */
        if (m) {
            in_mods = true;
            if (!parse_modifier(pc, lx, m, &out->mods)) return false;
        } else if (in_mods) {
            /* EXP: a modifier where a source was due is the operand llvm-mc 14 rejects */
            bool early = pc->exp && out->n < sig->n && out->mods.first_at;
            return perr(pc, early ? out->mods.first_at : lx->tok.p, "invalid operand for instruction");
        } else {
            if (out->n >= AMD_MAX_OPERANDS) return perr(pc, lx->tok.p, "too many operands");
            amd_operand *o = &out->op[out->n];
            memset(o, 0, sizeof *o);
            int k = out->n < sig->n ? sig->kind[out->n] : AK_NONE;
            bool ok;
            if (k == AK_WAITCNT) ok = parse_waitcnt(pc, lx, o);
            else if (k == AK_HWREG) ok = parse_hwreg(pc, lx, o);
            else if (k == AK_SENDMSG) ok = parse_sendmsg(pc, lx, o);
            else if (k == AK_GPRIDX) ok = parse_gpridx(pc, lx, o);
            else if (k == AK_ATTR) ok = parse_attr(pc, lx, o);
            else if (k == AK_ISLOT) ok = parse_islot(pc, lx, o);
            else if (k == AK_ETGT) ok = parse_exp_target(pc, lx, o);
            else if (nsa_ok && out->n == 1 && gi_tok_is(&lx->tok, '[')) {
                o->start = lx->tok.p;
                int cnt = amd_parse_nsa(&pc->reg, lx, o->nsa, 16);
                if (cnt < 0) return false;
                if (cnt > 1) {
                    o->kind = AO_NSA;
                    o->nnsa = (uint8_t)cnt;
                    o->end = lx->tok.p;
                    ok = true;
                } else if (cnt == 1) {
                    /* a one-register list is the plain address */
                    o->kind = AO_REG;
                    memset(&o->reg, 0, sizeof o->reg);
                    o->reg.rclass = RC_V;
                    o->reg.n = 1;
                    o->reg.idx = o->nsa[0];
                    o->reg.enc = (uint16_t)(256 + o->nsa[0]);
                    o->end = lx->tok.p;
                    ok = true;
                } else {
                    ok = parse_source(pc, lx, o);
                }
            } else ok = parse_source(pc, lx, o);
            if (!ok) return false;
            out->n++;
            /* the export target is written without a comma (`exp mrt0 v0, ...`); llvm-mc 14 takes one too */
            if (o->kind == AO_ETGT) {
                if (gi_tok_is(&lx->tok, ',')) gi_lex_next(lx);
                continue;
            }
        }
        if (!after_operand(pc, lx, m != NULL)) return false;
    }
    return true;
}
