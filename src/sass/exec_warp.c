/* Pure parts of the SASS atomic and warp rows (exec_warp.h). The semantics are PTX's atom,
 * red, shfl and vabsdiff4 (NVIDIA PTX ISA) and envytools' condition-code table; decisions D-M*,
 * D-C1 and D-V1 in docs/sass.md. */
#include "sass/exec_warp.h"
#include <string.h>

bool sass_is_atomic(unsigned op)
{
    return op == SASS_OP_ATOM || op == SASS_OP_ATOM_CAS || op == SASS_OP_ATOMS || op == SASS_OP_ATOMS_CAS ||
           op == SASS_OP_RED;
}

unsigned sass_atom_type(const sass_inst *in)
{
    if (in->op == SASS_OP_ATOM_CAS || in->op == SASS_OP_ATOMS_CAS) return in->m[SASS_M_A64] ? SASS_AT_U64 : SASS_AT_U32;
    unsigned t = in->m[SASS_M_ATYPE];
    if (in->op == SASS_OP_ATOMS && t == 3) return SASS_AT_S64;   /* ATOMS: U32 S32 U64 S64 */
    return t;
}

unsigned sass_atom_op(const sass_inst *in)
{
    return in->op == SASS_OP_ATOM_CAS || in->op == SASS_OP_ATOMS_CAS ? SASS_AOP_CAS : in->m[SASS_M_AOP];
}

unsigned sass_atom_bytes(const sass_inst *in)
{
    unsigned t = sass_atom_type(in);
    return t == SASS_AT_U64 || t == SASS_AT_S64 ? 8 : 4;
}

static uint32_t flush32(uint32_t v)
{
    return (v & 0x7f800000u) == 0 ? v & 0x80000000u : v;
}

/* f32 add with denormal inputs and result flushed, rounded to nearest (the host's default
 * mode: the float rows restore it), a NaN result canonical (D-F1). */
static uint32_t fadd_ftz(uint32_t a, uint32_t b)
{
    float fa, fb, fr;
    a = flush32(a), b = flush32(b);
    memcpy(&fa, &a, 4);
    memcpy(&fb, &b, 4);
    fr = fa + fb;
    uint32_t r;
    memcpy(&r, &fr, 4);
    if ((r & 0x7f800000u) == 0x7f800000u && (r & 0x7fffffu)) return 0x7fffffffu;
    return flush32(r);
}

static bool is64(unsigned t) { return t == SASS_AT_U64 || t == SASS_AT_S64; }
static bool is_signed(unsigned t) { return t == SASS_AT_S32 || t == SASS_AT_S64; }

/* a < b for the type (both zero-extended patterns of its width) */
static bool less(unsigned t, uint64_t a, uint64_t b)
{
    if (!is_signed(t)) return a < b;
    uint64_t flip = is64(t) ? 1ull << 63 : 1ull << 31;
    return (a ^ flip) < (b ^ flip);
}

uint64_t sass_atom_apply(const sass_rmw *r, uint64_t old)
{
    uint64_t b = r->b, v;
    switch (r->aop) {
    case SASS_AOP_ADD: v = r->type == SASS_AT_F32 ? fadd_ftz((uint32_t)old, (uint32_t)b) : old + b; break;
    case SASS_AOP_MIN: v = less(r->type, b, old) ? b : old; break;
    case SASS_AOP_MAX: v = less(r->type, old, b) ? b : old; break;
    case SASS_AOP_INC: v = old >= b ? 0 : old + 1; break;                     /* PTX atom.inc.u32 */
    case SASS_AOP_DEC: v = old == 0 || old > b ? b : old - 1; break;          /* PTX atom.dec.u32 */
    case SASS_AOP_AND: v = old & b; break;
    case SASS_AOP_OR: v = old | b; break;
    case SASS_AOP_XOR: v = old ^ b; break;
    case SASS_AOP_EXCH: v = b; break;
    case SASS_AOP_CAS: v = old == b ? r->c : old; break;
    default: v = old; break;   /* refused when the program is loaded */
    }
    return is64(r->type) ? v : v & 0xffffffffu;
}

/* Bit t set: the operation is modelled for type t (SASS_AT_*). */
static const uint8_t atom_types[9] = {
    [SASS_AOP_ADD] = 1 << SASS_AT_U32 | 1 << SASS_AT_S32 | 1 << SASS_AT_U64 | 1 << SASS_AT_S64 | 1 << SASS_AT_F32,
    [SASS_AOP_MIN] = 1 << SASS_AT_U32 | 1 << SASS_AT_S32 | 1 << SASS_AT_U64 | 1 << SASS_AT_S64,
    [SASS_AOP_MAX] = 1 << SASS_AT_U32 | 1 << SASS_AT_S32 | 1 << SASS_AT_U64 | 1 << SASS_AT_S64,
    [SASS_AOP_INC] = 1 << SASS_AT_U32,
    [SASS_AOP_DEC] = 1 << SASS_AT_U32,
    [SASS_AOP_AND] = 1 << SASS_AT_U32 | 1 << SASS_AT_S32 | 1 << SASS_AT_U64 | 1 << SASS_AT_S64,
    [SASS_AOP_OR] = 1 << SASS_AT_U32 | 1 << SASS_AT_S32 | 1 << SASS_AT_U64 | 1 << SASS_AT_S64,
    [SASS_AOP_XOR] = 1 << SASS_AT_U32 | 1 << SASS_AT_S32 | 1 << SASS_AT_U64 | 1 << SASS_AT_S64,
    [SASS_AOP_EXCH] = 1 << SASS_AT_U32 | 1 << SASS_AT_S32 | 1 << SASS_AT_U64 | 1 << SASS_AT_S64,
};

const char *sass_atom_unmodelled(const sass_inst *in)
{
    unsigned op = sass_atom_op(in), t = sass_atom_type(in);
    if (in->op == SASS_OP_ATOMS_CAS && in->m[SASS_M_AOP] != 2) return "ATOMS.CAST (CAST.SPIN)";
    if (in->op == SASS_OP_ATOM_CAS || in->op == SASS_OP_ATOMS_CAS) return NULL;
    if (op >= sizeof atom_types || t > SASS_AT_S64) return "this atomic operation (SAFEADD)";
    if (!(atom_types[op] >> t & 1)) return "this atomic operation on this type (F16x2; INC/DEC other than U32; "
                                           "F32 other than ADD)";
    return NULL;
}

unsigned sass_shfl_lane(unsigned mode, unsigned lane, uint32_t b, uint32_t c, bool *in_range)
{
    int lid = (int)(lane & 31), bv = (int)(b & 31), clamp = (int)(c & 31), seg = (int)(c >> 8 & 31);
    int minl = lid & seg, maxl = minl | (clamp & ~seg), j;
    bool ok;
    switch (mode & 3) {
    case 0: j = minl | (bv & ~seg), ok = j <= maxl; break;   /* IDX */
    case 1: j = lid - bv, ok = j >= maxl; break;              /* UP */
    case 2: j = lid + bv, ok = j <= maxl; break;              /* DOWN */
    default: j = lid ^ bv, ok = j <= maxl; break;             /* BFLY */
    }
    if (!ok) j = lid;
    *in_range = ok;
    return (lane & ~31u) | (unsigned)j;
}

/* ---- condition-code tests (D-C1) ---- */

bool sass_cc_test_modelled(unsigned code) { return (code & 31) < 24 || (code & 31) >= 30; }

bool sass_cc_test(unsigned code, uint32_t cc)
{
    bool c = cc & SASS_CCF_CF, z = cc & SASS_CCF_ZF, s = cc & SASS_CCF_SF, o = cc & SASS_CCF_OF;
    switch (code & 31) {
    case 0: return false;                     /* F */
    case 1: return (s && !z) != o;            /* LT */
    case 2: return z && !s;                   /* EQ */
    case 3: return s != (z || o);             /* LE */
    case 4: return !z && s == o;              /* GT */
    case 5: return !z;                        /* NE */
    case 6: return s == o;                    /* GE */
    case 7: return !z || !s;                  /* NUM */
    case 8: return z && s;                    /* NAN */
    case 9: return s != o;                    /* LTU */
    case 10: return z;                        /* EQU */
    case 11: return z || s != o;              /* LEU */
    case 12: return !s != (z || o);           /* GTU */
    case 13: return !z || s;                  /* NEU */
    case 14: return (!s || z) != o;           /* GEU */
    case 15: return true;                     /* T */
    case 16: return !o;                       /* OFF */
    case 17: return !c;                       /* LO */
    case 18: return !s;                       /* SFF */
    case 19: return z || !c;                  /* LS */
    case 20: return !z && c;                  /* HI */
    case 21: return s;                        /* SFT */
    case 22: return c;                        /* HS */
    case 23: return o;                        /* OFT */
    case 30: return s || z;                   /* RLE: the result <= 0 as a signed value (D-C7) */
    case 31: return !s && !z;                 /* RGT: the result > 0 */
    default: return false;                    /* CSM_TA .. FCSM_MX: refused at load (sass_cc_test_modelled) */
    }
}

/* ---- VABSDIFF4 (D-V1) ---- */

uint32_t sass_vabsdiff4(uint32_t a, uint32_t b, uint32_t c, bool a_signed, bool b_signed, bool sat)
{
    uint64_t sum = c;
    for (unsigned i = 0; i < 4; i++) {
        int32_t x = (int32_t)(a >> (8 * i) & 0xff), y = (int32_t)(b >> (8 * i) & 0xff);
        if (a_signed) x = (int32_t)(int8_t)(uint8_t)x;
        if (b_signed) y = (int32_t)(int8_t)(uint8_t)y;
        sum += (uint64_t)(x > y ? x - y : y - x);
    }
    if (sat && sum > 0xffffffffu) return 0xffffffffu;
    return (uint32_t)sum;
}

/* ---- VADD / VMNMX (D-V2, D-V3): PTX's scalar video instructions ---- */

/* the selected byte / half / word, sign- or zero-extended (PTX: a signed 33-bit value) */
static int64_t video_src(uint32_t r, unsigned width, unsigned sel, bool sgn)
{
    if (width == 32) return sgn ? (int64_t)(int32_t)r : (int64_t)r;
    uint32_t f = (r >> (width * (sel & (32 / width - 1)))) & ((1u << width) - 1);
    uint32_t sb = 1u << (width - 1);
    return sgn ? (int64_t)(f ^ sb) - (int64_t)sb : (int64_t)f;
}

static int64_t clamp64(int64_t v, int64_t lo, int64_t hi) { return v < lo ? lo : v > hi ? hi : v; }

uint32_t sass_video(const sass_video_ctl *v, uint32_t a, uint32_t b, uint32_t c)
{
    int64_t ta = video_src(a, v->width, v->sel_a, v->a_signed), tb = video_src(b, v->width, v->sel_b, v->b_signed);
    int64_t t = !v->vmnmx ? ta + tb : v->mx ? (ta > tb ? ta : tb) : (ta < tb ? ta : tb);
    unsigned mode = v->mode & 7;
    if (v->sat) {   /* PTX optSaturate: the range of the destination type, or of the merged field */
        unsigned n = mode <= 1 ? 16 : mode <= 3 ? 8 : 32;
        t = v->d_signed ? clamp64(t, -(1ll << (n - 1)), (1ll << (n - 1)) - 1) : clamp64(t, 0, (1ll << n) - 1);
    }
    int64_t tc = v->d_signed ? (int64_t)(int32_t)c : (int64_t)c;
    uint32_t u = (uint32_t)(uint64_t)t;
    switch (mode) {
    case 0: return (u & 0xffffu) << 16 | (c & 0xffffu);            /* MRG_16H */
    case 1: return (u & 0xffffu) | (c & 0xffff0000u);              /* MRG_16L */
    case 2: return (u & 0xffu) | (c & 0xffffff00u);                /* MRG_8B0 */
    case 3: return (u & 0xffu) << 16 | (c & 0xff00ffffu);          /* MRG_8B2 */
    case 4: return (uint32_t)(uint64_t)(t + tc);                   /* ACC */
    case 5: return (uint32_t)(uint64_t)(t < tc ? t : tc);          /* MIN */
    case 6: return (uint32_t)(uint64_t)(t > tc ? t : tc);          /* MAX */
    default: return u;
    }
}
