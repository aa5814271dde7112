/* The canonical text of a statement read by the general parser
 * (visa_parse_gen): the row's name and options, the execution size, the
 * operands as GenX_IR spells them. */
#include "visa/parse.h"
#include "core/util.h"

static const unsigned stride_of[8] = {0, 0, 1, 2, 4, 8, 16, 32};

static void var(const visa_kernel *k, uint32_t id, gi_str *o)
{
    if (id < VISA_NUM_PREDEF_VARS) {
        gi_str_addf(o, "%s", visa_predef_names[id]);
        return;
    }
    const visa_var *v = visa_kernel_var_info(k, id);
    if (v) gi_str_addf(o, "%s", v->name);
    else gi_str_addf(o, "V%u", (unsigned)id);
}

static void region(const visa_gopnd *g, bool dst, gi_str *o)
{
    unsigned vs = g->region & 15, w = g->region >> 4 & 15, h = g->region >> 8 & 15;
    if (dst) gi_str_addf(o, "<%u>", stride_of[h & 7]);
    else if (!vs) gi_str_addf(o, "<%u,%u>", stride_of[w & 7], stride_of[h & 7]);
    else gi_str_addf(o, "<%u;%u,%u>", stride_of[vs & 7], stride_of[w & 7], stride_of[h & 7]);
}

static void opnd(const visa_gparsed *p, unsigned i, const visa_kernel *k, gi_str *o)
{
    const visa_gopnd *g = &p->op[i];
    char want = p->row->opnds[i];
    bool dst = want == 'D' || want == 'C' || want == 'A';
    static const char *const mods[] = {"", "(abs)", "(-)", "(-abs)"};
    if (g->mod && g->mod < 4) gi_str_addf(o, "%s", mods[g->mod]);
    switch (g->kind) {
    case 'v':
        var(k, g->id, o);
        gi_str_addf(o, "(%u,%u)", g->row, g->col);
        region(g, dst, o);
        break;
    case 'i':
        gi_str_addf(o, "0x%llx:%s", (unsigned long long)g->imm, visa_type_names[g->type]);
        break;
    case 'x':
    case 'A': {
        const visa_named *a = gi_vec_at(&k->addrs, g->id);
        if (g->kind == 'x') gi_str_addf(o, "r[%s(%u),%lld]", a->name, g->col, (long long)g->off);
        else gi_str_addf(o, "%s(%u)", a->name, g->col);
        region(g, dst, o);
        if (g->kind == 'x') gi_str_addf(o, ":%s", visa_type_names[g->type]);
        break;
    }
    case '&':
        gi_str_addf(o, "&");
        var(k, g->id, o);
        if (g->off) gi_str_addf(o, "[%lld]", (long long)g->off);
        break;
    case 'p': {
        const visa_pred *pr = g->id ? gi_vec_at(&k->preds, g->id - 1) : NULL;
        gi_str_addf(o, "%s", pr ? pr->name : "P0");
        break;
    }
    case 'l': {
        const visa_label *l = gi_vec_at(&k->labels, g->id);
        gi_str_addf(o, "%s", l->name);
        break;
    }
    case 'y': {
        const char *sym = visa_kernel_string_at(k, g->id);
        gi_str_addf(o, "%s", sym ? sym : "?");
        break;
    }
    case 't':
    case 's': {
        const char *n;
        if (g->kind == 't')
            n = g->id < VISA_NUM_PREDEF_SURF ? visa_predef_surfaces[g->id]
                                             : ((const visa_named *)gi_vec_at(&k->surfaces, g->id - VISA_NUM_PREDEF_SURF))->name;
        else
            n = ((const visa_named *)gi_vec_at(&k->samplers, g->id))->name;
        gi_str_addf(o, "%s", n);
        if (g->has_index) gi_str_addf(o, "(%u)", g->col);
        break;
    }
    case 'r':
        var(k, g->id, o);
        gi_str_addf(o, ".%lld", (long long)g->off);
        break;
    default: gi_str_addf(o, "?"); break;
    }
}

void visa_gprint(const visa_gparsed *p, const visa_kernel *k, gi_str *o)
{
    if (p->pred) {
        unsigned id = VISA_PRED_ID(p->pred);
        const visa_pred *pr = id && id <= k->preds.len ? gi_vec_at(&k->preds, id - 1) : NULL;
        static const char *const ctrl[] = {"", ".any", ".all", ""};
        gi_str_addf(o, "(%s%s%s) ", VISA_PRED_NEG(p->pred) ? "!" : "", pr ? pr->name : "P?", ctrl[VISA_PRED_CTRL(p->pred)]);
    }
    gi_str_addf(o, "%s", p->row->name);
    switch (p->row->opts) {
    case VISA_OPT_SAT: if (p->sat) gi_str_addf(o, ".sat"); break;
    case VISA_OPT_COND: gi_str_addf(o, ".%s", visa_cond_names[p->cond % 6]); break;
    case VISA_OPT_BFN: gi_str_addf(o, ".x%x", p->bfn); break;
    case VISA_OPT_CHAN:
        gi_str_addf(o, ".");
        for (unsigned i = 0; i < 4; i++)
            if (p->chan >> i & 1) gi_str_addf(o, "%c", "RGBA"[i]);
        break;
    case VISA_OPT_NUM1: gi_str_addf(o, ".%c", "124"[p->nums[0] % 3]); break;
    case VISA_OPT_NUM2: gi_str_addf(o, ".%c.%c", "148"[p->nums[0] % 3], "1248"[p->nums[1] % 4]); break;
    case VISA_OPT_ATOMIC:
        gi_str_addf(o, ".%s", visa_atomic_names[p->atomic % visa_atomic_nnames]);
        if (p->nums[0]) gi_str_addf(o, ".%u", p->nums[0]);
        break;
    case VISA_OPT_FENCE:
        if (p->fence) {
            gi_str_addf(o, ".");
            static const char *const flags[] = {"E", "I", "S", "C", "R", "", "L1"};
            for (unsigned i = 0; i < 7; i++)
                if (p->fence >> i & 1) gi_str_addf(o, "%s", flags[i]);
        }
        break;
    case VISA_OPT_LSCFENCE:
        gi_str_addf(o, ".%s.%s.%s", visa_fence_sfids[p->lf_sfid % 5], visa_fence_ops[p->lf_op % 7], visa_fence_scopes[p->lf_scope % 7]);
        break;
    default: break;
    }
    if (p->row->exec == VISA_EX_MASK || p->row->exec == VISA_EX_SCALAR)
        gi_str_addf(o, " (M%u%s, %u)", p->emask + 1u, p->nomask ? "_NM" : "", p->exec_size);
    else if (p->row->exec == VISA_EX_SIZE)
        gi_str_addf(o, " (%u)", p->exec_size);
    for (unsigned i = 0; i < p->n; i++) {
        gi_str_addf(o, " ");
        opnd(p, i, k, o);
    }
}
