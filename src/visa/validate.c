/* LSC_UNTYPED validation: every rule of spec/visa-lsc.md "Validation rules"
 * and the seed's constraints, with the platform differences. Each check
 * reports at the column of the part of the text it is about. */
#include "visa/parse.h"

typedef struct vctx {
    gi_asmcore *core;
    const visa_target *t;
    const visa_kernel *k;
    const visa_parsed *ps;
    const visa_inst *in;
    const visa_lsc_row *row;
} vctx;

#define FAIL(where, ...) (gi_error(v->core, (where) ? (where) : v->ps->at.mnem, __VA_ARGS__), false)

static const char *const dnames[8] = {"?", "d8", "d16", "d32", "d64", "d8u32", "d16u32", "d16u32h"};

/* valid L1.L3 pairs per caching class (seed table, spec) */
static const uint8_t cache_pairs[3][8][2] = {
    {{0, 0}, {1, 1}, {5, 1}, {1, 2}, {2, 1}, {2, 2}, {5, 2}, {6, 2}},   /* loads */
    {{0, 0}, {1, 1}, {5, 1}, {1, 3}, {4, 1}, {4, 3}, {5, 3}, {3, 3}},   /* stores */
    {{0, 0}, {1, 1}, {1, 3}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}},   /* atomics */
};

static bool caching(vctx *v)
{
    const visa_inst *in = v->in;
    const char *at = v->ps->at.l1 ? v->ps->at.l1 : v->ps->at.sfid;
    if (in->sfid == VISA_SFID_SLM && (in->l1 || in->l3))
        return FAIL(at, "SLM accesses take default caching (.df.df)");
    if (in->sfid == VISA_SFID_UGML && (in->l1 || in->l3))
        return FAIL(at, ".ugml accesses take default caching (.df.df)");
    for (unsigned i = 0; i < 8; i++)
        if (cache_pairs[v->row->cache][i][0] == in->l1 && cache_pairs[v->row->cache][i][1] == in->l3) return true;
    static const char *const cls[] = {"loads", "stores", "atomics"};
    static const char *const valid[] = {"df.df uc.uc st.uc uc.ca ca.uc ca.ca st.ca ri.ca",
                                        "df.df uc.uc st.uc uc.wb wt.uc wt.wb st.wb wb.wb", "df.df uc.uc uc.wb"};
    return FAIL(at, "invalid caching .%s.%s for %s (valid: %s)", visa_cache_names[in->l1], visa_cache_names[in->l3],
                cls[v->row->cache], valid[v->row->cache]);
}

static unsigned ceil_div(unsigned a, unsigned b) { return (a + b - 1) / b; }

static bool data_shape(vctx *v)
{
    const visa_inst *in = v->in;
    const visa_pos *at = &v->ps->at;
    const visa_lsc_row *row = v->row;
    if (!(row->sizes & VISA_DS_BIT(in->data_size))) {
        const char *what = row->kind == VISA_LK_ATOMIC ? "atomics take d16u32, d32 or d64"
                           : row->layout == VISA_LAY_BLOCK2D ? "block2d takes d8, d16, d32 or d64"
                                                          : "this operation takes d32";
        return FAIL(at->shape, "data size %s is not allowed: %s", dnames[in->data_size], what);
    }
    if (row->layout == VISA_LAY_BLOCK2D) return true;
    bool trans = in->order == VISA_ORDER_TRANSPOSE;
    if (trans && (row->flags & VISA_LF_NOTRANS))
        return FAIL(at->order, "%s cannot be transposed", row->name);
    unsigned len = visa_vec_len(in->vec);
    if (row->flags & VISA_LF_QUAD) {
        if (row->kind == VISA_LK_STORE && in->chmask != 1 && in->chmask != 3 && in->chmask != 7 && in->chmask != 15)
            return FAIL(at->vec, "quad stores take only .x, .xy, .xyz or .xyzw");
        len = (in->chmask & 1u) + (in->chmask >> 1 & 1u) + (in->chmask >> 2 & 1u) + (in->chmask >> 3 & 1u);
    } else if (!(row->vecs & VISA_VEC_BIT(in->vec))) {
        return FAIL(at->vec, "%s takes no vector (x1 only)", row->name);
    }
    /* channels of a quad op are not a vector (IGC's verifier: conversions on any channel mask) */
    if (in->data_size >= VISA_D8U32 && ((len != 1 && !(row->flags & VISA_LF_QUAD)) || trans))
        return FAIL(at->vec ? at->vec : at->order, "conversion data size %s takes no vector and no transpose",
                    dnames[in->data_size]);
    if (!trans && len > 1 && !(row->flags & VISA_LF_QUAD)) {
        if (len > 8 || len == 0) return FAIL(at->vec, "non-transposed vectors are x1, x2, x3, x4 or x8 (x%u needs transpose 't')", len);
        if (in->data_size != VISA_D32 && in->data_size != VISA_D64)
            return FAIL(at->vec, "non-transposed vectors need d32 or d64");
    }
    /* payload: at most 8 GRFs per operand */
    unsigned rs = visa_dsize_reg(in->data_size), grf = v->t->grf;
    unsigned regs = trans ? ceil_div(len * rs, grf)
                          : len * ceil_div(in->exec_size * rs, grf);
    if (regs > 8)
        return FAIL(at->vec ? at->vec : at->shape, "data payload of %u GRFs exceeds 8 GRFs on %s", regs, v->t->name);
    if (in->sfid == VISA_SFID_UGML && !(row->flags & VISA_LF_QUAD) && len != 1 && len != 2 && len != 4)
        return FAIL(at->vec, ".ugml takes vectors x1, x2 or x4");
    return true;
}

static bool addressing(vctx *v)
{
    const visa_inst *in = v->in;
    const visa_pos *at = &v->ps->at;
    const visa_lsc_row *row = v->row;
    if (!(row->models & (1u << in->model)))
        return FAIL(at->model, "%s needs a stateful address model (bti, bss or ss)", row->name);
    bool stateful = in->model == VISA_AM_BSS || in->model == VISA_AM_SS || in->model == VISA_AM_BTI;
    if (stateful && !at->surface) return FAIL(at->model, "address model %s needs a surface, e.g. %s(0x4)",
                                              visa_model_name(in->model), visa_model_name(in->model));
    if (!stateful && at->surface) return FAIL(at->surface, "address model %s takes no surface", visa_model_name(in->model));
    if (in->sfid == VISA_SFID_SLM && in->model != VISA_AM_FLAT) return FAIL(at->model, "SLM accesses are flat");
    if (row->layout == VISA_LAY_APNDCTR) return true;
    if (in->addr_size == VISA_A16 && in->sfid != VISA_SFID_SLM) return FAIL(at->asize, "a16 addresses are only for SLM");
    if (in->addr_size == VISA_A64 && in->sfid == VISA_SFID_SLM) return FAIL(at->asize, "SLM addresses are a16 or a32, not a64");
    /* IGC's verifier (IsaVerification.cpp verifyUntypedBasic): a power of two
     * (its bit test lets 0 through, its message does not; GenX_IR 1.0.12504
     * crashes on every scale but 1) and a16 offsets within +-0x7FFF */
    if (in->scale == 0 || (in->scale & (in->scale - 1u)))
        return FAIL(at->scale, "address scale must be a power of two (1, 2, 4, ... 0x8000), not %u", in->scale);
    if (in->addr_size == VISA_A16 && (in->offset > 0x7fff || in->offset < -0x7fff))
        return FAIL(at->offset, "an a16 immediate offset must be -0x7FFF..0x7FFF (it overflows 16-bit address arithmetic)");
    if (in->rsrc0.id == 0) return FAIL(at->src0, "the address operand cannot be %%null");
    if (row->layout == VISA_LAY_STRIDED && in->pitch.kind == VISA_VK_IMM && in->pitch.imm > 0xffff)
        return FAIL(at->pitch, "strided pitch immediate must be 0..0xFFFF");
    return true;
}

static bool block2d(vctx *v)
{
    const visa_inst *in = v->in;
    const visa_pos *at = &v->ps->at;
    unsigned size = visa_dsize_mem(in->data_size);
    if (in->b2d[0].kind == VISA_VK_IMM)
        return FAIL(at->base, "the block2d surface base must be a register (a 64-bit address), not an immediate");
    unsigned maxb = in->data_size == VISA_D64 ? 1 : in->data_size == VISA_D32 ? 2 : 4;
    if (v->row->kind == VISA_LK_STORE) {
        if (in->blocks != 1) return FAIL(at->blocks, "block2d stores take one block");
        if (in->vnni) return FAIL(at->flags, "block2d stores take no VNNI transform");
    }
    if (in->blocks != 1 && in->blocks != 2 && in->blocks != 4)
        return FAIL(at->blocks, "block count must be 1, 2 or 4");
    if (in->blocks > maxb) return FAIL(at->blocks, "%s takes at most %u block%s", dnames[in->data_size], maxb, maxb > 1 ? "s" : "");
    /* the GRF row is width elements, or height when transposed (GenX_IR) */
    bool tr = in->order == VISA_ORDER_TRANSPOSE;
    if (tr && in->blocks != 1) return FAIL(at->blocks, "transposed block2d takes one block");
    unsigned cols = tr ? in->height : in->width;
    if (in->width < 1) return FAIL(at->width, "block width must be at least 1");
    if (cols * size > 64)
        return FAIL(tr ? at->height : at->width, "block %s x element size must be at most 64 bytes (%u x %u)",
                    tr ? "height (transposed)" : "width", cols, size);
    if (in->height < 1 || in->height > 32) return FAIL(at->height, "block height must be 1..32");
    return true;
}

static bool operands(vctx *v)
{
    const visa_inst *in = v->in;
    const visa_pos *at = &v->ps->at;
    const visa_lsc_row *row = v->row;
    if (row->kind == VISA_LK_STORE && in->rsrc1.id == 0) return FAIL(at->data, "a store needs data (not %%null)");
    if (row->layout == VISA_LAY_APNDCTR) {
        if (in->rsrc0.id == 0) return FAIL(at->src1, "the append-counter data operand cannot be %%null");
        return true;
    }
    if (row->kind != VISA_LK_ATOMIC) return true;
    bool n1 = in->rsrc1.id == 0, n2 = in->rsrc2.id == 0;
    if (row->arity == 0 && (!n1 || !n2))
        return FAIL(!n1 ? at->src1 : at->src2, "%s takes no data sources (write %%null %%null)", row->name);
    if (row->arity == 1 && (n1 || !n2))
        return FAIL(n1 ? at->src1 : at->src2, "%s takes one data source (Src1, then %%null)", row->name);
    if (row->arity == 2 && (n1 || n2)) return FAIL(n1 ? at->src1 : at->src2, "%s takes two data sources", row->name);
    return true;
}

/* Bytes of a raw operand's variable from its offset, as GenX_IR sizes a send
 * operand: the root declaration of an alias, in whole GRFs. False for
 * predefined variables (their size is the platform's). */
static bool var_room(const visa_kernel *k, unsigned grf, visa_raw r, unsigned *room, const char **name)
{
    if (r.id < VISA_FIRST_USER_VAR) return false;
    const visa_var *var = visa_kernel_var_info(k, r.id);
    if (!var) return false;
    *name = var->name;
    unsigned off = r.off;
    for (unsigned depth = 0; var->has_alias; depth++) {
        if (depth > 64 || var->alias < VISA_FIRST_USER_VAR) return false;
        off += var->alias_off;
        var = visa_kernel_var_info(k, var->alias);
        if (!var) return false;
    }
    unsigned bytes = ceil_div(var->num_elts * visa_type_size(var->type), grf) * grf;
    *room = bytes > off ? bytes - off : 0;
    return true;
}

/* The destination (and the address operand) must hold the payload the send
 * reads or writes, in GRFs: GenX_IR's check (TranslateSendLdStLsc.cpp
 * translateLscUntypedInst), made at the native SIMD width and above,
 * non-transposed; gpuisa also counts the raw offset. */
static bool payload_fits(vctx *v)
{
    const visa_inst *in = v->in;
    const visa_pos *at = &v->ps->at;
    const visa_lsc_row *row = v->row;
    unsigned grf = v->t->grf;
    if (in->exec_size < v->t->simd || in->order == VISA_ORDER_TRANSPOSE) return true;
    unsigned room;
    const char *name;
    if (row->kind != VISA_LK_STORE && in->rdst.id && var_room(v->k, grf, in->rdst, &room, &name)) {
        unsigned len = visa_vec_len(in->vec);
        if (row->flags & VISA_LF_QUAD)
            len = (in->chmask & 1u) + (in->chmask >> 1 & 1u) + (in->chmask >> 2 & 1u) + (in->chmask >> 3 & 1u);
        unsigned per = in->exec_size * visa_dsize_reg(in->data_size) / grf;
        unsigned regs = (row->flags & VISA_LF_STATUS) ? 1 : len * (per ? per : 1);
        if (regs * grf > room)
            return FAIL(at->data, "destination '%s' is too small: the payload is %u GRF%s, the variable has %u from byte %u",
                        name, regs, regs > 1 ? "s" : "", room / grf, in->rdst.off);
    }
    if (row->layout == VISA_LAY_VEC && var_room(v->k, grf, in->rsrc0, &room, &name)) {
        static const unsigned abytes[4] = {0, 2, 4, 8};
        unsigned per = in->exec_size * abytes[in->addr_size & 3u] / grf, regs = per ? per : 1;
        if (regs * grf > room)
            return FAIL(at->src0, "address operand '%s' is too small: SIMD%u a%u addresses are %u GRF%s, the variable has %u from byte %u",
                        name, in->exec_size, abytes[in->addr_size & 3u] * 8, regs, regs > 1 ? "s" : "", room / grf, in->rsrc0.off);
    }
    return true;
}

bool visa_validate(gi_asmcore *core, const visa_target *t, const visa_kernel *k, const visa_parsed *ps)
{
    if (!ps->lrow) return true;
    vctx vv = {core, t, k, ps, &ps->in, ps->lrow}, *v = &vv;
    const visa_inst *in = v->in;
    const visa_pos *at = &ps->at;
    if (in->sfid == VISA_SFID_UGML && !t->has_ugml) return FAIL(at->sfid, ".ugml exists only on PVC");
    if (in->exec_size > t->simd * 2) return FAIL(at->exec, "execution size too large");
    bool one = v->row->layout == VISA_LAY_BLOCK2D || in->order == VISA_ORDER_TRANSPOSE;
    if (one && in->exec_size != 1)
        return FAIL(at->exec ? at->exec : at->mnem, "%s needs execution size 1",
                    v->row->layout == VISA_LAY_BLOCK2D ? "block2d" : "a transposed access");
    if (!caching(v) || !data_shape(v) || !operands(v)) return false;
    if (v->row->layout == VISA_LAY_BLOCK2D) return block2d(v);
    return addressing(v) && payload_fits(v);
}
