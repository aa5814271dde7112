/* visa_print: the canonical text of a decoded instruction (spec "Canonical
 * print": two spaces between operand groups, caching omitted when df.df,
 * mask always, x1 dropped, model always, scale only if > 1). */
#include "visa/visa.h"
#include "core/util.h"
#include <inttypes.h>
#include <stdio.h>

static unsigned stride_val(unsigned code) { return code <= 1 ? 0 : 1u << (code - 2); }

static void var(const visa_names *nm, uint32_t id, gi_str *o)
{
    const char *n = nm && nm->var ? nm->var(nm->user, id) : NULL;
    if (n) gi_str_add(o, n);
    else gi_str_addf(o, "V%" PRIu32, id);
}

static void hex(gi_str *o, int64_t v)
{
    if (v < 0) gi_str_addf(o, "-0x%" PRIx64, (uint64_t)0 - (uint64_t)v);
    else gi_str_addf(o, "0x%" PRIx64, (uint64_t)v);
}

static void raw(const visa_names *nm, const visa_raw *r, gi_str *o)
{
    var(nm, r->id, o);
    if (r->off) gi_str_addf(o, ".%u", (unsigned)r->off);
}

/* ALU immediates as GenX_IR prints them: hex of the stored value (32 bits,
 * 64 for df/q/uq; a negative w/b value is stored sign-extended to 32 bits) */
static void imm_value(const visa_vopnd *v, gi_str *o)
{
    gi_str_addf(o, "0x%" PRIx64, v->imm);
}

/* LSC vector operand: NAME, NAME(r,c) or an immediate */
static void lsc_vec(const visa_names *nm, const visa_vopnd *v, gi_str *o)
{
    if (v->kind == VISA_VK_IMM) {   /* GenX_IR prints these in upper case */
        gi_str_addf(o, "0x%" PRIX32, (uint32_t)v->imm);
        return;
    }
    var(nm, v->id, o);
    if (v->row || v->col) gi_str_addf(o, "(%u,%u)", v->row, v->col);
}

static void alu_vec(const visa_names *nm, const visa_vopnd *v, bool dst, gi_str *o)
{
    if (v->kind == VISA_VK_IMM) {
        imm_value(v, o);
        gi_str_addf(o, ":%s", visa_type_names[v->type]);
        return;
    }
    static const char *const mods[] = {"", "(abs)", "(-)", "(-abs)", "", "(~)"};
    if (!dst && v->mod < 6) gi_str_add(o, mods[v->mod]);
    var(nm, v->id, o);
    gi_str_addf(o, "(%u,%u)", v->row, v->col);
    if (dst) gi_str_addf(o, "<%u>", stride_val((v->region >> 8) & 15));
    else
        gi_str_addf(o, "<%u;%u,%u>", stride_val(v->region & 15), stride_val((v->region >> 4) & 15),
                    stride_val((v->region >> 8) & 15));
}

static void pred(const visa_names *nm, unsigned p, gi_str *o)
{
    if (!p) return;
    const char *n = nm && nm->pred ? nm->pred(nm->user, VISA_PRED_ID(p)) : NULL;
    gi_str_addf(o, "(%s", VISA_PRED_NEG(p) ? "!" : "");
    if (n) gi_str_add(o, n);
    else gi_str_addf(o, "P%u", VISA_PRED_ID(p));
    if (VISA_PRED_CTRL(p) == 1) gi_str_add(o, ".any");
    if (VISA_PRED_CTRL(p) == 2) gi_str_add(o, ".all");
    gi_str_add(o, ") ");
}

static void exec(const visa_inst *in, gi_str *o)
{
    gi_str_addf(o, " (M%u%s, %u)", in->emask + 1u, in->nomask ? "_NM" : "", in->exec_size);
}

uint32_t visa_default_pitch(const visa_inst *in)
{
    unsigned ms = visa_dsize_mem(in->data_size);
    return in->order == VISA_ORDER_TRANSPOSE ? ms : ms * visa_vec_len(in->vec);
}

static void shape(const visa_inst *in, const visa_lsc_row *row, gi_str *o)
{
    gi_str_addf(o, ":%s", visa_dsize_name(in->data_size) ? visa_dsize_name(in->data_size) : "d?");
    if (row->layout == VISA_LAY_BLOCK2D) {
        gi_str_add(o, ".");
        if (in->blocks != 1) gi_str_addf(o, "%ux", in->blocks);
        gi_str_addf(o, "%ux%u%c%c", in->width, in->height, in->order == VISA_ORDER_TRANSPOSE ? 't' : 'n', in->vnni ? 't' : 'n');
        return;
    }
    if (row->flags & VISA_LF_QUAD) {
        gi_str_add(o, ".");
        for (unsigned c = 0; c < 4; c++)
            if (in->chmask & (1u << c)) gi_str_addn(o, &"xyzw"[c], 1);
        return;
    }
    if (in->vec != 1) gi_str_addf(o, "x%u", visa_vec_len(in->vec));
    if (in->order == VISA_ORDER_TRANSPOSE) gi_str_add(o, "t");
}

static void model(const visa_names *nm, const visa_inst *in, gi_str *o)
{
    const char *m = visa_model_name(in->model);
    gi_str_add(o, m ? m : "?");
    if (in->model != VISA_AM_FLAT && in->model != VISA_AM_ARG) {
        gi_str_add(o, "(");
        lsc_vec(nm, &in->surface, o);
        gi_str_add(o, ")");
    }
}

static void address(const visa_names *nm, const visa_inst *in, const visa_lsc_row *row, gi_str *o)
{
    model(nm, in, o);
    gi_str_add(o, "[");
    if (in->scale != 1) {
        hex(o, in->scale);
        gi_str_add(o, "*");
    }
    raw(nm, &in->rsrc0, o);
    if (in->offset > 0) gi_str_add(o, "+");
    if (in->offset) hex(o, in->offset);
    if (row->layout == VISA_LAY_STRIDED) {   /* GenX_IR prints the pitch always */
        gi_str_add(o, ", ");
        lsc_vec(nm, &in->pitch, o);
    }
    static const char *const as[] = {"a?", "a16", "a32", "a64"};
    gi_str_addf(o, "]:%s", as[in->addr_size & 3]);
}

static void address_2d(const visa_names *nm, const visa_inst *in, gi_str *o)
{
    gi_str_add(o, "flat[");
    for (unsigned i = 0; i < 6; i++) {
        if (i) gi_str_add(o, ", ");
        lsc_vec(nm, &in->b2d[i], o);
    }
    gi_str_add(o, "]");
}

static void lsc(const visa_inst *in, const visa_names *nm, gi_str *o)
{
    const visa_lsc_row *row = visa_lsc_by_subop(in->subop);
    if (!row) {
        gi_str_addf(o, "lsc_untyped.<subop 0x%x>", in->subop);
        return;
    }
    gi_str_addf(o, "%s.%s", row->name, visa_sfid_name(in->sfid) ? visa_sfid_name(in->sfid) : "?");
    if (in->l1 || in->l3) gi_str_addf(o, ".%s.%s", visa_cache_names[in->l1 % VISA_CACHE_COUNT], visa_cache_names[in->l3 % VISA_CACHE_COUNT]);
    exec(in, o);
    gi_str_add(o, "  ");
    switch ((visa_lsc_layout)row->layout) {
    case VISA_LAY_BLOCK2D:
        if (row->kind == VISA_LK_LOAD) {
            raw(nm, &in->rdst, o);
            shape(in, row, o);
            gi_str_add(o, "  ");
            address_2d(nm, in, o);
        } else {
            address_2d(nm, in, o);
            gi_str_add(o, "  ");
            raw(nm, &in->rsrc1, o);
            shape(in, row, o);
        }
        return;
    case VISA_LAY_APNDCTR:
        raw(nm, &in->rdst, o);
        shape(in, row, o);
        gi_str_add(o, "  ");
        model(nm, in, o);
        gi_str_add(o, "  ");
        raw(nm, &in->rsrc0, o);
        shape(in, row, o);
        return;
    case VISA_LAY_VEC:
    case VISA_LAY_STRIDED:
        break;
    }
    if (row->kind == VISA_LK_STORE) {
        address(nm, in, row, o);
        gi_str_add(o, "  ");
        raw(nm, &in->rsrc1, o);
        shape(in, row, o);
        return;
    }
    raw(nm, &in->rdst, o);
    shape(in, row, o);
    gi_str_add(o, "  ");
    address(nm, in, row, o);
    if (row->kind == VISA_LK_ATOMIC) {
        gi_str_add(o, "  ");
        raw(nm, &in->rsrc1, o);
        gi_str_add(o, "  ");
        raw(nm, &in->rsrc2, o);
    }
}

void visa_print(const visa_inst *in, const visa_names *nm, gi_str *o)
{
    if (in->opcode == VISA_OP_LABEL) {
        const char *n = nm && nm->label ? nm->label(nm->user, in->label) : NULL;
        if (n) gi_str_addf(o, "%s:", n);
        else gi_str_addf(o, "L%u:", in->label);
        return;
    }
    pred(nm, in->pred, o);
    if (in->opcode == VISA_OP_LSC_UNTYPED) {
        lsc(in, nm, o);
        return;
    }
    const visa_alu_row *row = visa_alu_by_opcode(in->opcode);
    if (!row) {
        gi_str_addf(o, "<opcode 0x%x>", in->opcode);
        return;
    }
    gi_str_add(o, row->name);
    if (in->dst.mod == VISA_MOD_SAT) gi_str_add(o, ".sat");
    exec(in, o);
    if (row->flags & VISA_AF_NODST) return;
    gi_str_add(o, " ");
    alu_vec(nm, &in->dst, true, o);
    for (unsigned i = 0; i < row->nsrc; i++) {
        gi_str_add(o, " ");
        alu_vec(nm, &in->src[i], false, o);
    }
}
