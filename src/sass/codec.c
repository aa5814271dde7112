/* Encoder and decoder: sass_inst <-> 64-bit word, both driven by the row's
 * operand descriptors and modifier groups, plus the control-word packing. */
#include "sass/sass.h"
#include <string.h>

static uint64_t put(uint64_t w, unsigned pos, unsigned width, uint64_t v)
{
    uint64_t m = width >= 64 ? ~0ull : ((1ull << width) - 1);
    return (w & ~(m << pos)) | ((v & m) << pos);
}

static uint64_t get(uint64_t w, unsigned pos, unsigned width)
{
    return (w >> pos) & ((1ull << width) - 1);
}

static int64_t sext(uint64_t v, unsigned width)
{
    uint64_t sign = 1ull << (width - 1);
    return (int64_t)((v ^ sign) - sign);
}

/* width of an operand's half-selector field */
#define SELW(o) (((o)->flags & (SO_SEL2 | SO_BSEL | SO_HSWZ)) ? 2u : 1u)

unsigned sass_size_regs(unsigned size)
{
    return size >= 6 ? 4 : size == 5 ? 2 : 1;
}

void sass_inst_init(sass_inst *in, unsigned row)
{
    const sass_row *r = &sass_rows[row];
    memset(in, 0, sizeof *in);
    in->row = (uint16_t)row;
    in->op = r->op;
    in->form = r->form;
    in->guard = SASS_PT;
    in->rd = in->ra = in->rb = in->rc = SASS_RZ;
    in->pd = in->pd2 = in->psrc = in->plg = SASS_PT;
    for (unsigned i = 0; i < SASS_MAX_MODS && r->mods[i].vals; i++) in->m[r->mods[i].slot] = r->mods[i].def;
    for (unsigned i = 0; i < SASS_MAX_OPDS && r->opd[i].kind; i++)
        if (r->opd[i].kind == SK_CCT) in->m[SASS_M_CCT] = SASS_CC_T;
        else if (r->opd[i].kind == SK_UN && (r->opd[i].flags & SO_OPT)) in->imm = 0xffff;
        else if (r->opd[i].kind == SK_PRCC && r->opd[i].aux) in->m[SASS_M_PRCC] = 1;
    in->sched = SASS_SCHED_DEFAULT;
}

uint64_t sass_encode(const sass_inst *in)
{
    const sass_row *r = &sass_rows[in->row];
    uint64_t w = r->bits;
    if (!(r->flags & SR_NOGUARD)) w = put(put(w, 16, 3, in->guard), 19, 1, in->guard_neg);
    for (unsigned i = 0; i < SASS_MAX_OPDS && r->opd[i].kind; i++) {
        const sass_opd *o = &r->opd[i];
        switch (o->kind) {
        case SK_PLG: case SK_PLGSRC: w = put(w, o->pos, 3, in->plg); break;
        case SK_RD: w = put(w, 0, 8, in->rd); break;
        case SK_RA:
            w = put(w, 8, 8, in->ra);
            if (o->aux) w = put(w, o->aux, 1, in->neg_a);
            if (o->sel) w = put(w, o->sel, SELW(o), in->sel_a);
            if (o->abs) w = put(w, o->abs, 1, in->abs_a);
            break;
        case SK_RB:
            w = put(w, 20, 8, in->rb);
            if (o->aux) w = put(w, o->aux, 1, in->neg_b);
            if (o->abs) w = put(w, o->abs, 1, in->abs_b);
            if (o->sel) w = put(w, o->sel, SELW(o), in->sel_b);
            break;
        case SK_RC:
            w = put(w, 39, 8, in->rc);
            if (o->aux) w = put(w, o->aux, 1, in->neg_c);
            if (o->sel) w = put(w, o->sel, SELW(o), in->sel_c);
            break;
        case SK_RCB: w = put(w, 39, 8, in->rc); break;
        case SK_CB:
            w = put(put(w, 34, 5, in->cbank), 20, 14, (uint64_t)in->imm >> 2);
            if (o->aux) w = put(w, o->aux, 1, in->neg_b);
            if (o->abs) w = put(w, o->abs, 1, in->abs_b);
            if (o->sel) w = put(w, o->sel, SELW(o), in->sel_b);
            break;
        case SK_U16: w = put(w, 20, 16, (uint64_t)in->imm); break;
        case SK_LUT: w = put(w, o->pos, 8, in->lut); break;
        case SK_F20: case SK_D20: {
            uint64_t top = (uint64_t)in->imm >> (o->kind == SK_F20 ? 12 : 44);
            w = put(put(w, 20, 19, top), 56, 1, top >> 19);
            if (o->aux) w = put(w, o->aux, 1, in->neg_b);
            break;
        }
        case SK_F32: w = put(w, 20, 32, (uint64_t)in->imm); break;
        case SK_H16H: case SK_H16L: { /* sign and the top 9 bits of a binary16 */
            uint64_t h = ((uint64_t)in->imm >> (o->kind == SK_H16H ? 16 : 0)) & 0xffff;
            w = put(put(w, o->pos, 9, h >> 6), o->aux, 1, h >> 15);
            break;
        }
        case SK_I20: w = put(put(w, 20, 19, (uint64_t)in->imm), 56, 1, (uint64_t)in->imm >> 19); break;
        case SK_I32: w = put(w, 20, 32, (uint64_t)in->imm); break;
        case SK_U5: w = put(w, o->pos, 5, in->scale); break;
        case SK_MEM: w = put(put(w, 8, 8, in->ra), 20, o->aux ? o->aux : 32, (uint64_t)in->imm); break;
        case SK_SR: w = put(w, o->pos, 8, (uint64_t)in->imm); break;
        case SK_BARID: w = put(w, o->pos, 8, in->scale); break;
        case SK_BARCNT: w = put(w, o->pos, 12, (uint64_t)in->imm); break;
        case SK_CMEM: w = put(put(put(w, 36, 5, in->cbank), 8, 8, in->ra), 20, 16, (uint64_t)in->imm); break;
        case SK_PD: w = put(w, o->pos, 3, in->pd); break;
        case SK_PD2: w = put(w, o->pos, 3, in->pd2); break;
        case SK_PSRC: w = put(put(w, o->pos, 3, in->psrc), o->aux, 1, in->psrc_neg); break;
        case SK_TARGET: w = put(w, 20, 24, (uint64_t)in->imm); break;
        case SK_CCT: w = put(w, o->pos, 5, in->m[SASS_M_CCT]); break;
        case SK_PSA: w = put(put(w, o->pos, 3, in->ra), o->aux, 1, in->neg_a); break;
        case SK_PSB: w = put(put(w, o->pos, 3, in->rb), o->aux, 1, in->neg_b); break;
        case SK_UN: w = put(w, o->pos, o->aux, (uint64_t)in->imm); break;
        case SK_PRCC: if (!o->aux) w = put(w, o->pos, 1, in->m[SASS_M_PRCC]); break;
        case SK_RBNEXT: if (o->aux) w = put(w, o->aux, 1, in->neg_c); break;
        case SK_AMEM:
            w = put(put(w, 8, 8, in->ra), o->pos, o->aux, (uint64_t)in->imm >> ((o->flags & SO_X4) ? 2 : 0));
            break;
        case SK_SB: w = put(w, o->pos, 3, in->scale); break;
        case SK_SBSET: w = put(w, o->pos, 6, in->lut); break;
        case SK_RADDR: w = put(put(w, 8, 8, in->ra), 20, o->aux, (uint64_t)in->imm); break;
        case SK_REGAT: w = put(w, o->pos, 8, in->rc); break;
        case SK_TEXCHAN: w = put(w, o->pos, 3, in->scale); break;
        default: break;
        }
    }
    for (unsigned i = 0; i < SASS_MAX_MODS && r->mods[i].vals; i++) {
        const sass_mod *m = &r->mods[i];
        if (m->width) w = put(w, m->pos, m->width, in->m[m->slot]);
        if (m->pos2) w = put(w, m->pos2, 1, (uint64_t)in->m[m->slot] >> m->width);
    }
    return w;
}

bool sass_decode(uint64_t w, uint32_t sched, sass_inst *in)
{
    unsigned row = 0;
    while (row < sass_nrows && (w & sass_rows[row].mask) != sass_rows[row].bits) row++;
    if (row == sass_nrows) {
        memset(in, 0, sizeof *in);
        return false;
    }
    const sass_row *r = &sass_rows[row];
    sass_inst_init(in, row);
    in->sched = sched & 0x1fffff;
    if (!(r->flags & SR_NOGUARD)) {
        in->guard = (uint8_t)get(w, 16, 3);
        in->guard_neg = get(w, 19, 1);
    }
    for (unsigned i = 0; i < SASS_MAX_OPDS && r->opd[i].kind; i++) {
        const sass_opd *o = &r->opd[i];
        switch (o->kind) {
        case SK_PLG: case SK_PLGSRC: in->plg = (uint8_t)get(w, o->pos, 3); break;
        case SK_RD: in->rd = (uint8_t)get(w, 0, 8); break;
        case SK_RA:
            in->ra = (uint8_t)get(w, 8, 8);
            if (o->aux) in->neg_a = get(w, o->aux, 1);
            if (o->sel) in->sel_a = (uint8_t)get(w, o->sel, SELW(o));
            if (o->abs) in->abs_a = get(w, o->abs, 1);
            break;
        case SK_RB:
            in->rb = (uint8_t)get(w, 20, 8);
            if (o->aux) in->neg_b = get(w, o->aux, 1);
            if (o->abs) in->abs_b = get(w, o->abs, 1);
            if (o->sel) in->sel_b = (uint8_t)get(w, o->sel, SELW(o));
            break;
        case SK_RC:
            in->rc = (uint8_t)get(w, 39, 8);
            if (o->aux) in->neg_c = get(w, o->aux, 1);
            if (o->sel) in->sel_c = (uint8_t)get(w, o->sel, SELW(o));
            break;
        case SK_RCB: in->rc = (uint8_t)get(w, 39, 8); break;
        case SK_CB:
            in->cbank = (uint8_t)get(w, 34, 5);
            in->imm = (int64_t)(get(w, 20, 14) << 2);
            if (o->aux) in->neg_b = get(w, o->aux, 1);
            if (o->abs) in->abs_b = get(w, o->abs, 1);
            if (o->sel) in->sel_b = (uint8_t)get(w, o->sel, SELW(o));
            break;
        case SK_U16: in->imm = (int64_t)get(w, 20, 16); break;
        case SK_LUT: in->lut = (uint8_t)get(w, o->pos, 8); break;
        case SK_F20: case SK_D20: {
            uint64_t top = get(w, 20, 19) | get(w, 56, 1) << 19;
            in->imm = (int64_t)(top << (o->kind == SK_F20 ? 12 : 44));
            if (o->aux) in->neg_b = get(w, o->aux, 1);
            break;
        }
        case SK_F32: in->imm = (int64_t)get(w, 20, 32); break;
        case SK_H16H: case SK_H16L: {
            uint64_t h = get(w, o->pos, 9) << 6 | get(w, o->aux, 1) << 15;
            in->imm = (int64_t)((uint64_t)in->imm | h << (o->kind == SK_H16H ? 16 : 0));
            break;
        }
        case SK_I20: in->imm = sext(get(w, 20, 19) | get(w, 56, 1) << 19, 20); break;
        case SK_I32: in->imm = (o->flags & SO_SIGNED) ? sext(get(w, 20, 32), 32) : (int64_t)get(w, 20, 32); break;
        case SK_U5: in->scale = (uint8_t)get(w, o->pos, 5); break;
        case SK_MEM: {
            unsigned width = o->aux ? o->aux : 32;
            in->ra = (uint8_t)get(w, 8, 8);
            in->imm = in->ra == SASS_RZ ? (int64_t)get(w, 20, width) : sext(get(w, 20, width), width);
            break;
        }
        case SK_SR: in->imm = (int64_t)get(w, o->pos, 8); break;
        case SK_BARID: in->scale = (uint8_t)get(w, o->pos, 8); break;
        case SK_BARCNT: in->imm = (int64_t)get(w, o->pos, 12); break;
        case SK_CMEM:
            in->cbank = (uint8_t)get(w, 36, 5);
            in->ra = (uint8_t)get(w, 8, 8);
            in->imm = in->ra == SASS_RZ ? (int64_t)get(w, 20, 16) : sext(get(w, 20, 16), 16);
            break;
        case SK_PD: in->pd = (uint8_t)get(w, o->pos, 3); break;
        case SK_PD2: in->pd2 = (uint8_t)get(w, o->pos, 3); break;
        case SK_PSRC:
            in->psrc = (uint8_t)get(w, o->pos, 3);
            in->psrc_neg = get(w, o->aux, 1);
            break;
        case SK_TARGET: in->imm = sext(get(w, 20, 24), 24); break;
        case SK_CCT: in->m[SASS_M_CCT] = (uint8_t)get(w, o->pos, 5); break;
        case SK_PSA: in->ra = (uint8_t)get(w, o->pos, 3), in->neg_a = get(w, o->aux, 1); break;
        case SK_PSB: in->rb = (uint8_t)get(w, o->pos, 3), in->neg_b = get(w, o->aux, 1); break;
        case SK_UN: in->imm = (int64_t)get(w, o->pos, o->aux); break;
        case SK_PRCC: in->m[SASS_M_PRCC] = o->aux ? 1 : (uint8_t)get(w, o->pos, 1); break;
        case SK_RBNEXT: if (o->aux) in->neg_c = get(w, o->aux, 1); break;
        case SK_AMEM: {
            uint64_t v = get(w, o->pos, o->aux);
            in->ra = (uint8_t)get(w, 8, 8);
            in->imm = (in->ra == SASS_RZ ? (int64_t)v : sext(v, o->aux)) * ((o->flags & SO_X4) ? 4 : 1);
            break;
        }
        case SK_SB: in->scale = (uint8_t)get(w, o->pos, 3); break;
        case SK_SBSET: in->lut = (uint8_t)get(w, o->pos, 6); break;
        case SK_RADDR:
            in->ra = (uint8_t)get(w, 8, 8);
            in->imm = sext(get(w, 20, o->aux), o->aux);
            break;
        case SK_REGAT: in->rc = (uint8_t)get(w, o->pos, 8); break;
        case SK_TEXCHAN: in->scale = (uint8_t)get(w, o->pos, 3); break;
        default: break;
        }
    }
    for (unsigned i = 0; i < SASS_MAX_MODS && r->mods[i].vals; i++) {
        const sass_mod *m = &r->mods[i];
        if (m->width) in->m[m->slot] = (uint8_t)get(w, m->pos, m->width);
        if (m->pos2) in->m[m->slot] |= (uint8_t)(get(w, m->pos2, 1) << m->width);
    }
    /* texture rows: .T / .P are the reuse flags a / b of the control field */
    if (r->flags & SR_TEX) in->m[SASS_M_TEXR] = (uint8_t)(SASS_SCHED_REUSE(in->sched) & 3);
    return true;
}

uint64_t sass_ctrl_pack(const uint32_t sched[3])
{
    return (uint64_t)(sched[0] & 0x1fffff) | (uint64_t)(sched[1] & 0x1fffff) << 21 |
           (uint64_t)(sched[2] & 0x1fffff) << 42;
}

void sass_ctrl_unpack(uint64_t ctrl, uint32_t sched[3])
{
    for (unsigned k = 0; k < 3; k++) sched[k] = (uint32_t)get(ctrl, 21 * k, 21);
}
