/* Register parsing. Counts, alignments and availability follow the seed
 * page; where llvm-mc 14 is stricter or looser (spec/amdgpu.md, item 3) the
 * compat flag selects its rule and default mode warns. */
#include "amdgpu/regs.h"
#include "core/util.h"
#include <string.h>
#include <ctype.h>

/* Special registers: encoding per generation (-1 = not a register there). */
static const struct special {
    const char *name;
    uint8_t id, n;
    int16_t enc[AMD_NGEN];     /* GFX7, GFX8, GFX9, GFX10 */
    unsigned feature;          /* required target feature, 0 = none */
    bool src_only, ival;
} specials[] = {
    {"vcc", SR_VCC, 2, {106, 106, 106, 106}, 0, false, false},
    {"vcc_lo", SR_VCC_LO, 1, {106, 106, 106, 106}, 0, false, false},
    {"vcc_hi", SR_VCC_HI, 1, {107, 107, 107, 107}, 0, false, false},
    {"exec", SR_EXEC, 2, {126, 126, 126, 126}, 0, false, false},
    {"exec_lo", SR_EXEC_LO, 1, {126, 126, 126, 126}, 0, false, false},
    {"exec_hi", SR_EXEC_HI, 1, {127, 127, 127, 127}, 0, false, false},
    {"m0", SR_M0, 1, {124, 124, 124, 124}, 0, false, false},
    {"flat_scratch", SR_FLAT_SCRATCH, 2, {104, 102, 102, -1}, 0, false, false},
    {"flat_scratch_lo", SR_FLAT_SCRATCH_LO, 1, {104, 102, 102, -1}, 0, false, false},
    {"flat_scratch_hi", SR_FLAT_SCRATCH_HI, 1, {105, 103, 103, -1}, 0, false, false},
    {"xnack_mask", SR_XNACK_MASK, 2, {-1, 104, 104, -1}, AMD_F_XNACK, false, false},
    {"xnack_mask_lo", SR_XNACK_MASK_LO, 1, {-1, 104, 104, -1}, AMD_F_XNACK, false, false},
    {"xnack_mask_hi", SR_XNACK_MASK_HI, 1, {-1, 105, 105, -1}, AMD_F_XNACK, false, false},
    {"tba", SR_TBA, 2, {108, 108, -1, -1}, 0, false, false},
    {"tba_lo", SR_TBA_LO, 1, {108, 108, -1, -1}, 0, false, false},
    {"tba_hi", SR_TBA_HI, 1, {109, 109, -1, -1}, 0, false, false},
    {"tma", SR_TMA, 2, {110, 110, -1, -1}, 0, false, false},
    {"tma_lo", SR_TMA_LO, 1, {110, 110, -1, -1}, 0, false, false},
    {"tma_hi", SR_TMA_HI, 1, {111, 111, -1, -1}, 0, false, false},
    {"scc", SR_SCC, 1, {253, 253, 253, 253}, 0, true, false},
    {"src_scc", SR_SCC, 1, {253, 253, 253, 253}, 0, true, false},
    {"vccz", SR_VCCZ, 1, {251, 251, 251, 251}, 0, true, false},
    {"src_vccz", SR_VCCZ, 1, {251, 251, 251, 251}, 0, true, false},
    {"execz", SR_EXECZ, 1, {252, 252, 252, 252}, 0, true, false},
    {"src_execz", SR_EXECZ, 1, {252, 252, 252, 252}, 0, true, false},
    {"lds_direct", SR_LDS_DIRECT, 1, {254, 254, 254, 254}, 0, true, false},
    {"src_lds_direct", SR_LDS_DIRECT, 1, {254, 254, 254, 254}, 0, true, false},
    {"null", SR_NULL, 0, {-1, -1, -1, 125}, 0, false, false},
    {"shared_base", SR_SHARED_BASE, 0, {-1, -1, 235, 235}, 0, true, true},
    {"src_shared_base", SR_SHARED_BASE, 0, {-1, -1, 235, 235}, 0, true, true},
    {"shared_limit", SR_SHARED_LIMIT, 0, {-1, -1, 236, 236}, 0, true, true},
    {"src_shared_limit", SR_SHARED_LIMIT, 0, {-1, -1, 236, 236}, 0, true, true},
    {"private_base", SR_PRIVATE_BASE, 0, {-1, -1, 237, 237}, 0, true, true},
    {"src_private_base", SR_PRIVATE_BASE, 0, {-1, -1, 237, 237}, 0, true, true},
    {"private_limit", SR_PRIVATE_LIMIT, 0, {-1, -1, 238, 238}, 0, true, true},
    {"src_private_limit", SR_PRIVATE_LIMIT, 0, {-1, -1, 238, 238}, 0, true, true},
    {"pops_exiting_wave_id", SR_POPS_EXITING_WAVE_ID, 0, {-1, -1, 239, 239}, 0, true, true},
    {"src_pops_exiting_wave_id", SR_POPS_EXITING_WAVE_ID, 0, {-1, -1, 239, 239}, 0, true, true},
};

const char *amd_special_name(amd_special s)
{
    for (size_t i = 0; i < sizeof specials / sizeof specials[0]; i++)
        if (specials[i].id == s) return specials[i].name;
    return "?";
}

static const struct special *find_special(const gi_tok *t)
{
    if (t->kind != GI_T_IDENT || t->len < 2 || t->len > 24) return NULL;
    char c = t->p[0];
    for (size_t i = 0; i < sizeof specials / sizeof specials[0]; i++)
        if (specials[i].name[0] == c && gi_eq(t->p, t->len, specials[i].name)) return &specials[i];
    return NULL;
}


/* Classify an identifier as a register-file prefix, optionally followed by
 * a decimal index (read in the same pass: this is the assembler's hottest
 * path). Returns the class; *has_index tells whether digits followed, *idx
 * their value (saturated above 0xffffffff). */
static amd_rclass reg_prefix(const gi_tok *t, bool *has_index, uint64_t *idx)
{
    if (t->kind != GI_T_IDENT) return RC_NONE;
    size_t pl;
    amd_rclass rc;
    /* v, s, a, acc, ttmp: dispatch on the first character */
    switch (t->p[0]) {
    case 'v': pl = 1, rc = RC_V; break;
    case 's': pl = 1, rc = RC_S; break;
    case 'a':
        if (t->len >= 3 && t->p[1] == 'c' && t->p[2] == 'c') pl = 3;
        else pl = 1;
        rc = RC_A;
        break;
    case 't':
        if (t->len < 4 || memcmp(t->p, "ttmp", 4) != 0) return RC_NONE;
        pl = 4, rc = RC_TTMP;
        break;
    default: return RC_NONE;
    }
    uint64_t v = 0;
    for (size_t k = pl; k < t->len; k++) {
        unsigned d = (unsigned)(unsigned char)t->p[k] - '0';
        if (d > 9) return RC_NONE;
        v = v > 0xffffffffu ? v : v * 10 + d;
    }
    *has_index = t->len > pl;
    *idx = v;
    return rc;
}

static bool size_ok(const amd_reg_env *e, amd_rclass rc, unsigned n, bool *page_only)
{
    /* the seed page: 1-8, 16, 32 (ttmp: up to 16) */
    bool page = (n >= 1 && n <= 8) || n == 16 || (n == 32 && rc != RC_TTMP);
    /* llvm-mc 14: s up to 16, ttmp 1, 2, 4, 8, 16 */
    bool llvm = page;
    if (rc == RC_S && n == 32) llvm = false;
    if (rc == RC_TTMP && (n == 3 || n == 5 || n == 6 || n == 7)) llvm = false;
    *page_only = page && !llvm;
    return e->compat ? llvm : page;
}

/* Validate and encode a register range; reports errors. */
static int finish_range(amd_reg_env *e, amd_rclass rc, int64_t first, int64_t last, const char *at,
                        const char *idx_at, amd_reg *r)
{
    const amd_target *t = e->t;
    /* fast path: one VGPR or SGPR in range (most operands) */
    if (first == last && first >= 0 && ((rc == RC_V && first < 256) || (rc == RC_S && first < t->sgprs))) {
        r->rclass = (uint8_t)rc;
        r->n = 1;
        r->idx = (uint16_t)first;
        r->enc = (uint16_t)(rc == RC_V ? 256 + first : first);
        r->src_only = r->ival = r->plain_scc = false;
        return 1;
    }
    unsigned limit = rc == RC_S ? 106 : rc == RC_TTMP ? 16 : 256;
    unsigned avail = rc == RC_S ? t->sgprs : rc == RC_TTMP ? t->ttmps : 256;
    if (first < 0 || last < 0) {
        gi_error(e->core, idx_at, "invalid register index");
        return -1;
    }
    if (first > last) {
        gi_error(e->core, idx_at, "first register index should not exceed second index");
        return -1;
    }
    if ((uint64_t)last >= limit) {
        gi_error(e->core, at, "register index is out of range");
        return -1;
    }
    unsigned n = (unsigned)(last - first + 1);
    bool page_only;
    if (!size_ok(e, rc, n, &page_only)) {
        gi_error(e->core, at, "invalid or unsupported register size");
        return -1;
    }
    if ((rc == RC_S || rc == RC_TTMP) && ((n == 2 && first % 2) || (n >= 4 && first % 4))) {
        gi_error(e->core, at, "invalid register alignment");
        return -1;
    }
    if ((uint64_t)last >= avail) {
        gi_error(e->core, at, "register not available on this GPU");
        return -1;
    }
    if (rc == RC_A && !(t->features & AMD_F_AGPR)) {
        gi_error(e->core, at, "register not available on this GPU");
        return -1;
    }
    if ((rc == RC_V || rc == RC_A) && (t->features & AMD_F_ALIGN_VGPR) && n >= 2 && first % 2) {
        if (e->compat || n == 2) {
            gi_error(e->core, at, "invalid register alignment");
            return -1;
        }
        gi_warning(e->core, at, "llvm-mc 14 requires even-aligned VGPR tuples on this GPU; the seed page only pairs");
    }
    if (page_only)
        gi_warning(e->core, at, "llvm-mc 14 does not accept this register size");
    memset(r, 0, sizeof *r);
    r->rclass = (uint8_t)rc;
    r->idx = (uint16_t)first;
    r->n = (uint8_t)n;
    switch (rc) {
    case RC_V: case RC_A: r->enc = (uint16_t)(256 + first); break;
    case RC_S: r->enc = (uint16_t)first; break;
    case RC_TTMP: r->enc = (uint16_t)((t->gen >= AMD_GFX9 ? 108 : 112) + first); break;
    default: break;
    }
    return 1;
}

static int parse_index_expr(amd_reg_env *e, gi_lexer *lx, int64_t *v)
{
    /* fast path: a plain number before ':' or ']' */
    if (lx->tok.kind == GI_T_INT && lx->tok.ival <= 0x7fffffff) {
        gi_tok next = gi_lex_peek(lx);
        if (gi_tok_is(&next, ':') || gi_tok_is(&next, ']')) {
            *v = (int64_t)lx->tok.ival;
            gi_lex_next(lx);
            return 0;
        }
    }
    gi_expr_env env = gi_asmcore_env(e->core);
    gi_eval ev;
    const char *at = lx->tok.p;
    if (!gi_parse_expr(e->core, lx, &env, &ev)) return -1;
    if (ev.deferred) {
        gi_error(e->core, at, "expected absolute expression");
        return -1;
    }
    *v = ev.value;
    return 0;
}

/* v[N] / v[N:K] after the prefix identifier; lexer at '['. */
static int parse_bracket_range(amd_reg_env *e, gi_lexer *lx, amd_rclass rc, const char *at, amd_reg *r)
{
    gi_lex_next(lx); /* '[' */
    int64_t first, last;
    const char *idx_at = lx->tok.p;
    if (parse_index_expr(e, lx, &first)) return -1;
    last = first;
    if (gi_tok_is(&lx->tok, ':')) {
        gi_lex_next(lx);
        if (parse_index_expr(e, lx, &last)) return -1;
    }
    if (!gi_tok_is(&lx->tok, ']')) {
        gi_error(e->core, lx->tok.p, "expected a closing square bracket");
        return -1;
    }
    gi_lex_next(lx);
    return finish_range(e, rc, first, last, at, idx_at, r);
}

static int special_reg(amd_reg_env *e, const struct special *sp, const char *at, amd_reg *r)
{
    int enc = sp->enc[e->t->gen];
    if (enc < 0 || (sp->feature && !(e->t->features & sp->feature))) {
        gi_error(e->core, at, "%s", sp->id == SR_NULL ? "'null' operand is not supported on this GPU"
                                                      : "register not available on this GPU");
        return -1;
    }
    if (sp->id == SR_LDS_DIRECT && e->t->col == AMD_C90A) {
        gi_error(e->core, at, "lds_direct is not supported on this GPU");
        return -1;
    }
    memset(r, 0, sizeof *r);
    r->rclass = RC_SPECIAL;
    r->idx = sp->id;
    r->n = sp->n;
    r->enc = (uint16_t)enc;
    r->src_only = sp->src_only;
    r->ival = sp->ival;
    r->plain_scc = !strcmp(sp->name, "scc");
    return 1;
}

/* One register without list brackets. */
static int parse_single(amd_reg_env *e, gi_lexer *lx, amd_reg *r)
{
    const char *at = lx->tok.p;
    bool has_index = false;
    uint64_t idx = 0;
    /* register files first: v1, s[0:1] are the common case */
    amd_rclass rc = reg_prefix(&lx->tok, &has_index, &idx);
    if (rc == RC_NONE) {
        const struct special *sp = find_special(&lx->tok);
        if (!sp) return 0;
        gi_lex_next(lx);
        return special_reg(e, sp, at, r);
    }
    if (has_index) {
        if (idx > 0xffffffffu) return 0; /* llvm-mc 14: not a register name, a symbol */
        gi_lex_next(lx);
        return finish_range(e, rc, (int64_t)idx, (int64_t)idx, at, at, r);
    }
    /* fast path: "[N]" or "[N:K]" right after the prefix, plain decimal
     * indices without leading zeros (they read the same in every dialect) */
    const char *q = at + lx->tok.len, *end = lx->end;
    if (q < end && *q == '[') {
        int64_t v[2] = {0, 0};
        int nv = 0;
        const char *c = q + 1;
        for (;;) {
            const char *d = c;
            while (c < end && *c >= '0' && *c <= '9' && c - d < 9) v[nv] = v[nv] * 10 + (*c++ - '0');
            if (c == d || (*d == '0' && c - d > 1) || c >= end) break;
            nv++;
            if (*c == ']') {
                gi_lex_seek(lx, c + 1);
                return finish_range(e, rc, v[0], nv == 2 ? v[1] : v[0], at, q + 1, r);
            }
            if (*c != ':' || nv == 2) break;
            c++;
        }
    }
    gi_tok next = gi_lex_peek(lx);
    if (!gi_tok_is(&next, '[')) return 0; /* a symbol named v, s, ... */
    gi_lex_next(lx);
    return parse_bracket_range(e, lx, rc, at, r);
}

/* The halves that an SP3 list [x_lo,x_hi] combines into x. */
static int pair_of(amd_special lo)
{
    switch (lo) {
    case SR_VCC_LO: return SR_VCC;
    case SR_EXEC_LO: return SR_EXEC;
    case SR_FLAT_SCRATCH_LO: return SR_FLAT_SCRATCH;
    case SR_XNACK_MASK_LO: return SR_XNACK_MASK;
    case SR_TBA_LO: return SR_TBA;
    case SR_TMA_LO: return SR_TMA;
    default: return -1;
    }
}

static int parse_list(amd_reg_env *e, gi_lexer *lx, amd_reg *r)
{
    const char *at = lx->tok.p;
    gi_lexer save = *lx;
    gi_lex_next(lx); /* '[' */
    amd_reg first, cur;
    int rc = gi_tok_is(&lx->tok, '[') ? parse_list(e, lx, &first) : parse_single(e, lx, &first);
    if (rc <= 0) {
        if (rc == 0) *lx = save;
        return rc;
    }
    unsigned count = first.n ? first.n : 1, elems = 1;
    amd_reg last = first;
    while (gi_tok_is(&lx->tok, ',')) {
        gi_lex_next(lx);
        const char *elem = lx->tok.p;
        rc = gi_tok_is(&lx->tok, '[') ? parse_list(e, lx, &cur) : parse_single(e, lx, &cur);
        if (rc == 0) {
            gi_error(e->core, elem, "expected a register");
            return -1;
        }
        if (rc < 0) return -1;
        if (cur.rclass != first.rclass) {
            gi_error(e->core, elem, "registers in a list must be of the same kind");
            return -1;
        }
        if (cur.n != 1 || (elems == 1 && first.n != 1)) {
            gi_error(e->core, elem, "invalid operand for instruction");
            return -1;
        }
        bool consecutive = cur.rclass == RC_SPECIAL ? (count == 1 && cur.idx == last.idx + 1 &&
                                                       pair_of((amd_special)last.idx) >= 0)
                                                    : cur.idx == last.idx + 1;
        if (!consecutive) {
            gi_error(e->core, elem, "registers in a list must have consecutive indices");
            return -1;
        }
        last = cur;
        count++;
        elems++;
    }
    if (!gi_tok_is(&lx->tok, ']')) {
        gi_error(e->core, lx->tok.p, "expected a comma or a closing square bracket");
        return -1;
    }
    gi_lex_next(lx);
    if (elems == 1) {
        if (first.rclass != RC_SPECIAL && first.n != 1) {
            gi_error(e->core, at, "invalid operand for instruction");
            return -1;
        }
        *r = first;
        r->plain_scc = false; /* [scc] is the SP3 spelling of src_scc */
        return 1;
    }
    if (first.rclass == RC_SPECIAL) {
        for (size_t i = 0; i < sizeof specials / sizeof specials[0]; i++)
            if (specials[i].id == pair_of((amd_special)first.idx)) return special_reg(e, &specials[i], at, r);
        gi_error(e->core, at, "invalid register");
        return -1;
    }
    return finish_range(e, (amd_rclass)first.rclass, first.idx, first.idx + count - 1, at, at, r);
}

int amd_parse_reg(amd_reg_env *e, gi_lexer *lx, amd_reg *r)
{
    if (gi_tok_is(&lx->tok, '[')) {
        gi_tok next = gi_lex_peek(lx);
        bool has_index;
        uint64_t idx;
        if (!gi_tok_is(&next, '[') && !find_special(&next) && reg_prefix(&next, &has_index, &idx) == RC_NONE) return 0;
        return parse_list(e, lx, r);
    }
    return parse_single(e, lx, r);
}

int amd_parse_nsa(amd_reg_env *e, gi_lexer *lx, uint8_t *vgprs, int max)
{
    gi_lexer save = *lx;
    gi_lex_next(lx); /* '[' */
    int count = 0;
    for (;;) {
        const char *at = lx->tok.p;
        amd_reg r;
        int rc = amd_parse_reg(e, lx, &r);
        if (rc < 0) return -1;
        if (rc == 0 || r.rclass != RC_V || r.n != 1) {
            if (count == 0) {
                *lx = save;
                return 0;
            }
            gi_error(e->core, at, "invalid operand for instruction");
            return -1;
        }
        if (count >= max) {
            gi_error(e->core, at, "too many address registers");
            return -1;
        }
        vgprs[count++] = (uint8_t)r.idx;
        if (!gi_tok_is(&lx->tok, ',')) break;
        gi_lex_next(lx);
    }
    if (!gi_tok_is(&lx->tok, ']')) {
        gi_error(e->core, lx->tok.p, "expected a closing square bracket");
        return -1;
    }
    gi_lex_next(lx);
    return count;
}

bool amd_plain_reg(const amd_reg_env *e, const gi_tok *t, amd_reg *r)
{
    if (t->kind != GI_T_IDENT || t->len < 2 || t->len > 4 || (t->p[0] != 'v' && t->p[0] != 's')) return false;
    unsigned idx = 0;
    for (size_t k = 1; k < t->len; k++) {
        unsigned d = (unsigned)(unsigned char)t->p[k] - '0';
        if (d > 9) return false;
        idx = idx * 10 + d;
    }
    bool v = t->p[0] == 'v';
    if (idx >= (v ? 256u : e->t->sgprs)) return false;
    r->rclass = (uint8_t)(v ? RC_V : RC_S);
    r->n = 1;
    r->idx = (uint16_t)idx;
    r->enc = (uint16_t)(v ? 256 + idx : idx);
    r->src_only = r->ival = r->plain_scc = false;
    return true;
}

bool amd_is_reg_name(const gi_tok *t)
{
    bool has_index = false;
    uint64_t idx;
    return find_special(t) != NULL || (reg_prefix(t, &has_index, &idx) != RC_NONE && has_index);
}

