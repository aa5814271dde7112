/* mov, add, mul, shl (the ALU rows of lsc_table.c) per enabled channel:
 * sources through their regions <vstride;width,hstride> in the declared
 * type of their variable (or the immediate's type), source modifiers, the
 * operation in floating point when any operand is f/hf/df (f64 arithmetic,
 * rounded once to the destination type) or else in exact integers, then
 * the destination type with .sat (integers clamp to the type's range, floats
 * to [0, 1]); float -> integer rounds toward zero and saturates (NaN -> 0). */
#include "visa/exec.h"
#include "core/fpconv.h"
#include <math.h>
#include <string.h>

__extension__ typedef __int128 i128;
__extension__ typedef unsigned __int128 u128;

typedef struct aval {
    int isf;
    double f;
    i128 i;
} aval;

static const uint8_t stride_val[8] = {0, 0, 1, 2, 4, 8, 16, 32};

static int type_is_float(unsigned t) { return t == VISA_T_F || t == VISA_T_HF || t == VISA_T_DF; }
static int type_signed(unsigned t) { return t == VISA_T_D || t == VISA_T_W || t == VISA_T_B || t == VISA_T_Q; }

static aval decode(unsigned t, uint64_t bits)
{
    aval a = {0, 0, 0};
    unsigned sz = visa_type_size(t);
    if (type_is_float(t)) {
        a.isf = 1;
        uint64_t d = t == VISA_T_DF ? bits : t == VISA_T_F ? gi_f32_to_f64((uint32_t)bits) : gi_f16_to_f64((uint16_t)bits);
        a.f = gi_f64_from_bits(d);
        return a;
    }
    if (sz < 8) bits &= (1ull << (8 * sz)) - 1;
    if (type_signed(t) && (bits >> (8 * sz - 1) & 1)) a.i = (i128)(int64_t)(bits | (sz < 8 ? ~0ull << (8 * sz) : 0));
    else a.i = (i128)bits;
    return a;
}

static aval modify(aval a, unsigned mod)
{
    if (mod == VISA_MOD_ABS || mod == VISA_MOD_NEGABS) {
        if (a.isf) a.f = fabs(a.f);
        else if (a.i < 0) a.i = -a.i;
    }
    if (mod == VISA_MOD_NEG || mod == VISA_MOD_NEGABS) {
        if (a.isf) a.f = -a.f;
        else a.i = -a.i;
    }
    return a;
}

static double as_f(aval a) { return a.isf ? a.f : (double)a.i; }

/* The destination bits of value r in type t (with saturation for .sat). */
static uint64_t encode(unsigned t, aval r, int sat)
{
    unsigned sz = visa_type_size(t);
    if (type_is_float(t)) {
        double f = as_f(r);
        if (sat) f = isnan(f) ? 0.0 : f < 0.0 ? 0.0 : f > 1.0 ? 1.0 : f;
        unsigned st = 0;
        uint64_t d = gi_f64_bits(f);
        return t == VISA_T_DF ? d : t == VISA_T_F ? gi_f64_to_f32(d, &st) : gi_f64_to_f16(d, &st);
    }
    i128 lo = type_signed(t) ? -((i128)1 << (8 * sz - 1)) : 0;
    i128 hi = type_signed(t) ? ((i128)1 << (8 * sz - 1)) - 1 : ((i128)1 << (8 * sz)) - 1;
    i128 v;
    if (r.isf) {
        if (isnan(r.f)) return 0;
        double f = trunc(r.f);
        v = f <= (double)lo ? lo : f >= (double)hi ? hi : (i128)f;
    } else {
        v = r.i;
        if (sat) v = v < lo ? lo : v > hi ? hi : v;
    }
    uint64_t bits = (uint64_t)(u128)v;
    return sz < 8 ? bits & ((1ull << (8 * sz)) - 1) : bits;
}

/* Source operand of channel i: its value and type. */
static int source(visa_exec *x, const visa_vopnd *v, unsigned i, aval *out, unsigned *type)
{
    if (v->kind == VISA_VK_IMM) {
        *type = v->type;
        *out = modify(decode(v->type, v->imm), v->mod);
        return 0;
    }
    const vx_var *var = vx_var_of(x, v->id);
    if (!var) {
        gi_mach_error(x->m, GI_RUN_ERROR, "pc %llu: source variable %u is not modelled", (unsigned long long)x->m->pc, v->id);
        return -1;
    }
    unsigned vs = stride_val[v->region & 7], w = stride_val[v->region >> 4 & 7], h = stride_val[v->region >> 8 & 7];
    if (!w) w = 1;
    size_t at = (size_t)v->row * x->t->grf + ((size_t)v->col + (i / w) * vs + (i % w) * h) * var->esize;
    if (at + var->esize > var->size) {
        gi_mach_error(x->m, GI_RUN_ERROR, "pc %llu: channel %u reads past the end of %s", (unsigned long long)x->m->pc, i,
                      var->name);
        return -1;
    }
    *type = var->type;
    *out = modify(decode(var->type, gi_le_load(x->regs + var->off + at, var->esize)), v->mod);
    return 0;
}

int vx_exec_alu(visa_exec *x, const vx_inst *u)
{
    const visa_inst *in = &u->in;
    const visa_alu_row *row = visa_alu_by_opcode(in->opcode);
    if (!row) return gi_mach_error(x->m, GI_RUN_ERROR, "pc %llu: opcode 0x%02x is not modelled", (unsigned long long)x->m->pc, in->opcode), GI_STEP_ERROR;
    const vx_var *dv = vx_var_of(x, in->dst.id);
    if (!dv) return gi_mach_error(x->m, GI_RUN_ERROR, "pc %llu: destination variable %u is not modelled", (unsigned long long)x->m->pc, in->dst.id), GI_STEP_ERROR;
    uint32_t en = vx_enables(x, in);
    unsigned h = stride_val[in->dst.region >> 8 & 7];
    uint64_t res[32];
    size_t pos[32];
    for (unsigned i = 0; i < in->exec_size; i++) {
        if (!(en >> i & 1)) continue;
        aval a[2];
        unsigned t[2] = {dv->type, dv->type};
        int isf = type_is_float(dv->type), wide = dv->esize == 8;
        for (unsigned s = 0; s < row->nsrc; s++) {
            if (source(x, &in->src[s], i, &a[s], &t[s])) return GI_STEP_ERROR;
            isf |= a[s].isf;
        }
        wide |= visa_type_size(t[0]) == 8;
        aval r = a[0];
        switch (in->opcode) {
        case VISA_OP_ADD:
            if (isf) r = (aval){1, as_f(a[0]) + as_f(a[1]), 0};
            else r.i = a[0].i + a[1].i;
            break;
        case VISA_OP_MUL:
            if (isf) r = (aval){1, as_f(a[0]) * as_f(a[1]), 0};
            else r.i = (i128)((u128)a[0].i * (u128)a[1].i);
            break;
        case VISA_OP_SHL:
            if (isf) return gi_mach_error(x->m, GI_RUN_ERROR, "pc %llu: shl takes integer operands", (unsigned long long)x->m->pc), GI_STEP_ERROR;
            /* the shift count modulo the execution type's width */
            r.i = (i128)((u128)a[0].i << (unsigned)(a[1].i & (wide ? 63 : 31)));
            if (!type_signed(dv->type)) r.i &= ((i128)1 << 64) - 1;
            break;
        default: break;   /* mov */
        }
        size_t at = (size_t)in->dst.row * x->t->grf + ((size_t)in->dst.col + (size_t)i * (h ? h : 1)) * dv->esize;
        if (at + dv->esize > dv->size)
            return gi_mach_error(x->m, GI_RUN_ERROR, "pc %llu: channel %u writes past the end of %s", (unsigned long long)x->m->pc, i, dv->name), GI_STEP_ERROR;
        res[i] = encode(dv->type, r, in->dst.mod == VISA_MOD_SAT);
        pos[i] = at;
    }
    /* every source is read before any destination element changes */
    for (unsigned i = 0; i < in->exec_size; i++)
        if (en >> i & 1) gi_le_store(x->regs + dv->off + pos[i], res[i], dv->esize);
    return GI_STEP_NEXT;
}
