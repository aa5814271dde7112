/* vx_exec_gen: one general instruction (visa_gparsed) on the run state --
 * the channel enables, then the instruction's family: the ALU path (sources
 * through their regions, exec_gen_arith.c's value, the destination's
 * encoding with .sat), sel, compares / setp / predicate logic / addr_add
 * (exec_gen_pred.c). docs/visa-exec.md "General instructions". */
#include "visa/exec_gen.h"
#include <string.h>

uint32_t vx_gen_predbits(const vx_gctx *c)
{
    const visa_gparsed *g = c->g;
    const visa_exec *x = c->x;
    uint32_t all = g->exec_size >= 32 ? 0xffffffffu : (1u << g->exec_size) - 1;
    unsigned id = VISA_PRED_ID(g->pred);
    uint32_t pb = id >= 1 && id <= x->npreds ? (uint32_t)((uint64_t)x->preds[id - 1].bits >> c->off) & all : 0;
    if (VISA_PRED_CTRL(g->pred) == 1) pb = pb ? all : 0;
    else if (VISA_PRED_CTRL(g->pred) == 2) pb = pb == all ? all : 0;
    if (VISA_PRED_NEG(g->pred)) pb = ~pb & all;
    return pb;
}

uint32_t vx_gen_enables(const vx_gctx *c, int use_pred)
{
    const visa_gparsed *g = c->g;
    uint32_t all = g->exec_size >= 32 ? 0xffffffffu : (1u << g->exec_size) - 1;
    uint64_t ex = c->x->m->exec & c->x->m->lane_mask;
    uint32_t en = g->nomask ? all : (uint32_t)(ex >> c->off) & all;
    if (use_pred && g->pred) en &= vx_gen_predbits(c);
    return en;
}

/* madw's high halves: the destination moved by the GRFs the low halves fill */
static void madw_high(const vx_gctx *c, visa_gparsed *hi, unsigned dsize)
{
    *hi = *c->g;
    unsigned grf = c->x->t->grf, rows = (c->g->exec_size * dsize + grf - 1) / grf;
    if (hi->op[0].kind == 'v') hi->op[0].row = (uint8_t)(hi->op[0].row + rows);
    else hi->op[0].off += (int64_t)rows * grf;
}

/* sources at the 'S' operands, destinations at 'D' (at most two) */
static int alu(const vx_gctx *c, uint32_t en, int sel)
{
    const visa_gparsed *g = c->g;
    unsigned src[4], dst[2], ns = 0, nd = 0;
    for (unsigned k = 0; k < g->n; k++) {
        char kind = g->row->opnds[k];
        if (kind == 'S' && ns < 4) src[ns++] = k;
        else if (kind == 'D' && nd < 2) dst[nd++] = k;
    }
    if (nd == 0) return vx_gerr(c, -1, "has no destination");
    int madw = g->row->opcode == 0x91;
    visa_gparsed hig;
    vx_gctx hic = *c;
    uint32_t pb = sel ? (g->pred ? vx_gen_predbits(c) : 0xffffffffu) : 0;
    uint64_t res[2][32];
    uint8_t *at[2][32];
    unsigned dt[2][32];
    for (unsigned i = 0; i < g->exec_size; i++) {
        if (!(en >> i & 1)) continue;
        vx_val a[4], r[2];
        unsigned t[4] = {0, 0, 0, 0};
        if (sel) {
            unsigned s = pb >> i & 1 ? 0 : 1;
            if (vx_src(c, src[s], i, &a[0], &t[0])) return -1;
            r[0] = a[0];
        } else {
            for (unsigned s = 0; s < ns; s++)
                if (vx_src(c, src[s], i, &a[s], &t[s])) return -1;
        }
        if (vx_dst_at(c, dst[0], i, &at[0][i], &dt[0][i])) return -1;
        if (!sel && vx_arith(c, a, t, dt[0][i], r)) return -1;
        res[0][i] = vx_encode(dt[0][i], r[0], g->sat);
        if (nd == 2 || madw) {
            if (madw) {
                if (hic.g != &hig) {
                    madw_high(c, &hig, visa_type_size(dt[0][i]));
                    hic.g = &hig;
                }
                if (vx_dst_at(&hic, 0, i, &at[1][i], &dt[1][i])) return -1;
            } else if (vx_dst_at(c, dst[1], i, &at[1][i], &dt[1][i])) {
                return -1;
            }
            res[1][i] = vx_encode(dt[1][i], r[1], 0);
        }
    }
    /* every source is read before any destination element changes */
    for (unsigned d = 0; d < (nd == 2 || madw ? 2u : 1u); d++)
        for (unsigned i = 0; i < g->exec_size; i++)
            if (en >> i & 1 && at[d][i]) gi_le_store(at[d][i], res[d][i], visa_type_size(dt[d][i]));
    return 0;
}

/* mov (1) V P: the predicate's bits from the mask offset */
static int mov_from_pred(const vx_gctx *c, uint32_t en)
{
    const vx_pred *p = vx_pred_opnd(c, 1);
    if (!p) return -1;
    uint8_t *at;
    unsigned t;
    if (!(en & 1)) return 0;
    if (vx_dst_at(c, 0, 0, &at, &t)) return -1;
    if (vx_type_float(t)) return vx_gerr(c, 0, "a predicate moves into an integer element");
    vx_val v = {0, 0, (vx_i128)((uint64_t)p->bits >> c->off)};
    if (at) gi_le_store(at, vx_encode(t, v, 0), visa_type_size(t));
    return 0;
}

int vx_exec_gen(visa_exec *x, const visa_gparsed *g)
{
    if (!g || !g->row) return gi_mach_error(x->m, GI_RUN_ERROR, "pc %llu: no instruction", (unsigned long long)x->m->pc), GI_STEP_ERROR;
    vx_gctx c = {x, g, 4u * (g->emask & 7)};
    unsigned es = g->exec_size;
    if (g->emask > 7) return vx_gerr(&c, -1, "mask M%u does not exist", g->emask + 1u), GI_STEP_ERROR;
    if (g->row->exec != VISA_EX_NONE && (es == 0 || es > 32 || (es & (es - 1)) || c.off + es > 32))
        return vx_gerr(&c, -1, "execution size %u at mask offset %u is not valid", es, c.off), GI_STEP_ERROR;
    if (g->n != strlen(g->row->opnds)) return vx_gerr(&c, -1, "has %u operands, its form %zu", g->n, strlen(g->row->opnds)), GI_STEP_ERROR;
    int r;
    unsigned op = g->row->opcode;
    switch (op) {
    case 0x2c: r = vx_exec_cmp(&c, vx_gen_enables(&c, 1)); break;
    case 0x2b: r = vx_exec_setp(&c, vx_gen_enables(&c, 1)); break;
    case 0x28: r = vx_exec_addr_add(&c, vx_gen_enables(&c, 1)); break;
    case 0x2a: r = alu(&c, vx_gen_enables(&c, 0), 1); break;   /* sel: the predicate selects */
    case 0x20: case 0x21: case 0x22: case 0x23: case 0x29:
        if (g->op[0].kind == 'p') r = vx_exec_plogic(&c, vx_gen_enables(&c, 1));
        else if (op == 0x29 && g->op[1].kind == 'p' && es == 1) r = mov_from_pred(&c, vx_gen_enables(&c, 1));
        else r = alu(&c, vx_gen_enables(&c, 1), 0);
        break;
    default: {
        /* ALU rows: a destination first, vector sources after */
        const char *k = g->row->opnds;
        if (k[0] != 'D' || !strchr(k, 'S') || strspn(k, "DS") != strlen(k)) {
            r = vx_gerr(&c, -1, "is not an ALU instruction (control flow, memory and state are executed elsewhere)");
            break;
        }
        r = alu(&c, vx_gen_enables(&c, 1), 0);
        break;
    }
    }
    return r ? GI_STEP_ERROR : GI_STEP_NEXT;
}
