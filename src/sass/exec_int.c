/* Semantics of the SASS integer ALU rows, one lane at a time (exec_int.h).
 * The decisions behind each function are docs/sass.md "Execution semantics
 * of the ALU rows" (D-I1 ..); the facts come from NVIDIA's PTX ISA (bfi,
 * bfind, popc, prmt, shf, slct, selp, min/max, lop3) and from the public
 * descriptions of XMAD (nouveau, yuzu); nothing here is copied code. All
 * arithmetic is on uint32_t / uint64_t (no signed overflow, no shift >= the
 * width). */
#include "sass/exec_int.h"

static uint32_t cc_of(bool cf, uint32_t r, bool of)
{
    return (cf ? SASS_CCF_CF : 0u) | (r == 0 ? SASS_CCF_ZF : 0u) | (r >> 31 ? SASS_CCF_SF : 0u) |
           (of ? SASS_CCF_OF : 0u);
}

static uint32_t carry_in(const sass_inst *in, const sass_int_src *s)
{
    return in->m[SASS_M_X] && (s->cc & SASS_CCF_CF) ? 1u : 0u;
}

/* Sign-extend the low `bits` bits of v (as a 64-bit two's-complement pattern). */
static uint64_t sext(uint64_t v, unsigned bits)
{
    uint64_t m = 1ull << (bits - 1);
    v &= (m << 1) - 1;
    return (v ^ m) - m;
}

/* ISETP's comparison codes: 0 F, 1 LT, 2 EQ, 3 LE, 4 GT, 5 NE, 6 GE, 7 T. */
static bool icompare(unsigned cmp, uint32_t a, uint32_t b, bool sgn)
{
    bool lt = sgn ? (a ^ 0x80000000u) < (b ^ 0x80000000u) : a < b, eq = a == b;
    switch (cmp & 7) {
    case 0: return false;
    case 1: return lt;
    case 2: return eq;
    case 3: return lt || eq;
    case 4: return !lt && !eq;
    case 5: return !eq;
    case 6: return !lt;
    default: return true;
    }
}

/* ---- XMAD (D-I1) ---- */

static uint32_t half16(uint32_t v, bool h1, bool sgn)
{
    uint32_t h = h1 ? v >> 16 : v & 0xffffu;
    return sgn ? (uint32_t)sext(h, 16) : h;
}

static void xmad(const sass_inst *in, const sass_int_src *s, sass_int_res *o)
{
    bool imm = in->form == SASS_SB_IMM;
    unsigned ty = in->m[SASS_M_XTYPE];
    uint32_t a = half16(s->a, in->sel_a != 0, ty & 1);
    uint32_t b = half16(s->b, !imm && in->sel_b != 0, ty & 2);
    /* the 16x16 product as a 32-bit pattern (signed halves are sign-extended: the product of
     * two 32-bit two's-complement patterns mod 2^32 is the signed product mod 2^32) */
    uint32_t p = a * b;
    if (in->m[SASS_M_PSL]) p <<= 16;
    uint64_t c = s->c;
    switch (in->m[SASS_M_XMODE]) {
    case 1: c &= 0xffffu; break;                    /* .CLO */
    case 2: c >>= 16; break;                        /* .CHI */
    case 4: c += (uint64_t)(uint32_t)(s->b << 16); break; /* .CBCC: + (Sb << 16) */
    default: break;
    }
    uint64_t t = (uint64_t)p + c + carry_in(in, s);
    uint32_t r = (uint32_t)t;
    if (in->m[SASS_M_MRG]) r = (r & 0xffffu) | s->b << 16;
    o->r = r;
    o->cc = cc_of(t >> 32 != 0, r, false);
}

/* ---- logic (D-I2) ---- */

static bool pred_test(unsigned pop, uint32_t r)
{
    switch (pop & 3) {
    case 0: return false;
    case 1: return true;
    case 2: return r == 0;
    default: return r != 0;
    }
}

static void lop(const sass_inst *in, const sass_int_src *s, sass_int_res *o)
{
    uint32_t a = in->neg_a ? ~s->a : s->a, b = in->neg_b ? ~s->b : s->b, r;
    switch (in->m[SASS_M_LOP] & 3) {
    case 0: r = a & b; break;
    case 1: r = a | b; break;
    case 2: r = a ^ b; break;
    default: r = b; break;
    }
    o->r = r;
    o->pd = pred_test(in->m[SASS_M_POP], r);
    o->cc = cc_of(false, r, false);
}

static void lop3(const sass_inst *in, const sass_int_src *s, sass_int_res *o)
{
    uint32_t r = 0;
    for (unsigned i = 0; i < 8; i++) /* minterm i: a = bit 2, b = bit 1, c = bit 0 of i */
        if (in->lut >> i & 1)
            r |= (i & 4 ? s->a : ~s->a) & (i & 2 ? s->b : ~s->b) & (i & 1 ? s->c : ~s->c);
    o->r = r;
    o->pd = pred_test(in->m[SASS_M_POP], r);
    o->cc = cc_of(false, r, false);
}

/* ---- additions (D-I3) ---- */

/* Sum of 32-bit patterns with carry and signed-overflow flags. */
static void add_flags(uint64_t t, int64_t exact, sass_int_res *o, bool sat)
{
    uint32_t r = (uint32_t)t;
    bool of = exact != (int64_t)sext(r, 32);
    if (sat && of) r = exact < 0 ? 0x80000000u : 0x7fffffffu;
    o->r = r;
    o->cc = cc_of(t >> 32 != 0, r, of);
}

static int64_t sval(uint32_t v) { return (int64_t)sext(v, 32); }

static uint32_t iadd3_src(uint32_t v, unsigned sel, bool neg, int64_t *exact)
{
    if (sel == 1) v &= 0xffffu;
    else if (sel == 2) v >>= 16;
    int64_t e = sval(v);
    *exact += neg ? -e : e;
    return neg ? 0u - v : v;
}

static void iadd3(const sass_inst *in, const sass_int_src *s, sass_int_res *o)
{
    int64_t e = 0;
    uint32_t b = in->form == SASS_SB_IMM ? s->b & 0xfffffu : s->b;
    uint32_t a = iadd3_src(s->a, in->sel_a, in->neg_a, &e);
    b = iadd3_src(b, in->sel_b, in->neg_b, &e);
    uint32_t c = iadd3_src(s->c, in->sel_c, in->neg_c, &e);
    uint64_t ab = (uint64_t)a + b;
    bool shifted = in->m[SASS_M_SHIFT] != 0;
    if (in->m[SASS_M_SHIFT] == 1) ab >>= 16;
    else if (in->m[SASS_M_SHIFT] == 2) ab = (uint64_t)(uint32_t)ab << 16;
    uint32_t ci = carry_in(in, s);
    uint64_t t = ab + c + ci;
    e += ci;
    add_flags(t, shifted ? sval((uint32_t)t) : e, o, false);
}

static void iadd32i(const sass_inst *in, const sass_int_src *s, sass_int_res *o)
{
    uint32_t a = in->neg_a ? 0u - s->a : s->a, b = s->b, ci = carry_in(in, s);
    add_flags((uint64_t)a + b + ci, (in->neg_a ? -sval(s->a) : sval(s->a)) + sval(b) + ci, o,
              in->m[SASS_M_SAT]);
}

static void iscadd32i(const sass_inst *in, const sass_int_src *s, sass_int_res *o)
{
    uint32_t a = s->a << (in->scale & 31);
    add_flags((uint64_t)a + s->b, sval(a) + sval(s->b), o, false);
}

/* ---- compare and select (D-I4) ---- */

/* ---- shifts and bit fields (D-I5) ---- */

/* SHF: the funnel {Rc:Ra}; .L gives the high word of the 64-bit value shifted left, .R the low
 * word (.HI: the high word) of it shifted right (arithmetically for .S32/.S64). */
static uint32_t shf(const sass_inst *in, const sass_int_src *s)
{
    bool wide = in->m[SASS_M_TYPE] >= 2, sgn = in->m[SASS_M_TYPE] & 1;
    uint32_t lim = wide ? 64 : 32, n = s->b;
    if (in->m[SASS_M_W]) n &= lim - 1;
    else if (n > lim) n = lim;
    uint64_t v = (uint64_t)s->c << 32 | s->a;
    if (in->m[SASS_M_FORM] == 0) /* .L */
        return n >= 64 ? 0 : (uint32_t)((v << n) >> 32);
    uint64_t fill = sgn && (s->c >> 31) ? ~0ull : 0;
    uint64_t r = n >= 64 ? fill : n == 0 ? v : (v >> n) | (fill << (64 - n));
    return in->m[SASS_M_HI] ? (uint32_t)(r >> 32) : (uint32_t)r;
}

/* BFI (PTX bfi): Ra's low len bits into Rc at pos; pos = Sb[7:0], len = Sb[15:8]. */
static uint32_t bfi(uint32_t a, uint32_t ctl, uint32_t c)
{
    unsigned pos = ctl & 0xff, len = ctl >> 8 & 0xff;
    if (len == 0 || pos > 31) return c;
    unsigned end = pos + len > 32 ? 32 : pos + len;
    uint32_t mask = (uint32_t)(((1ull << (end - pos)) - 1) << pos);
    return (c & ~mask) | (a << pos & mask);
}

/* FLO (PTX bfind): the bit number of the most significant 1 (.S32: of a negative value, the
 * most significant 0), 0xffffffff when there is none. */
static uint32_t flo(uint32_t b, bool sgn)
{
    if (sgn && b >> 31) b = ~b;
    return b ? 31u - (uint32_t)__builtin_clz(b) : 0xffffffffu;
}

/* PRMT default mode (PTX prmt): result byte i is byte (sel & 7) of {Rc:Ra} (Ra bytes 0..3),
 * or that byte's sign replicated when sel bit 3 is set; sel = Sb[4i+3:4i]. */
static uint32_t prmt(uint32_t a, uint32_t sel, uint32_t c)
{
    uint64_t v = (uint64_t)c << 32 | a;
    uint32_t r = 0;
    for (unsigned i = 0; i < 4; i++) {
        unsigned k = sel >> (4 * i) & 0xf;
        uint32_t byte = (uint32_t)(v >> (8 * (k & 7))) & 0xff;
        if (k & 8) byte = byte >> 7 ? 0xff : 0;
        r |= byte << (8 * i);
    }
    return r;
}

bool sass_int_handles(unsigned op)
{
    return op >= SASS_OP_XMAD && op <= SASS_OP_PRMT;
}

const char *sass_int_unmodelled(const sass_inst *in)
{
    switch (in->op) {
    case SASS_OP_XMAD: return in->m[SASS_M_XMODE] == 3 ? "XMAD.CSFU" : NULL;
    case SASS_OP_LOP:
    case SASS_OP_LOP3:
    case SASS_OP_LOP32I: return in->m[SASS_M_X] ? "the .X of a logic operation" : NULL;
    case SASS_OP_ISET: return in->m[SASS_M_X] ? "ISET.X" : NULL;
    case SASS_OP_PRMT: return in->m[SASS_M_FUNC] ? "PRMT.F4E/B4E/RC8/ECL/ECR/RC16 (the selector modes)" : NULL;
    default: return NULL;
    }
}

bool sass_int_writes_pd(const sass_inst *in) { return in->op == SASS_OP_LOP || in->op == SASS_OP_LOP3; }

bool sass_int_rc_form(const sass_inst *in)
{
    return sass_rows[in->row].opd[2].kind == SK_RCB;   /* XMAD, PRMT */
}

void sass_int_lane(const sass_inst *in, const sass_int_src *s, sass_int_res *o)
{
    bool sgn = in->m[SASS_M_SIGNED];
    o->pd = false;
    o->cc = 0;
    uint32_t r = 0;
    switch (in->op) {
    case SASS_OP_XMAD: xmad(in, s, o); return;
    case SASS_OP_LOP:
    case SASS_OP_LOP32I: lop(in, s, o); return;
    case SASS_OP_LOP3: lop3(in, s, o); return;
    case SASS_OP_IADD3: iadd3(in, s, o); return;
    case SASS_OP_IADD32I: iadd32i(in, s, o); return;
    case SASS_OP_ISCADD32I: iscadd32i(in, s, o); return;
    case SASS_OP_ISET: {
        bool c = icompare(in->m[SASS_M_CMP], s->a, s->b, sgn);
        unsigned bop = in->m[SASS_M_BOP];
        bool v = bop == 0 ? c && s->p : bop == 1 ? c || s->p : c != s->p;
        r = v ? 0xffffffffu : 0;
        break;
    }
    case SASS_OP_ICMP: r = icompare(in->m[SASS_M_CMP], s->c, 0, sgn) ? s->a : s->b; break;
    case SASS_OP_IMNMX: {
        bool lt = icompare(1, s->a, s->b, sgn);
        r = s->p == lt ? s->a : s->b; /* PT: the smaller, !PT: the larger */
        break;
    }
    case SASS_OP_SEL: r = s->p ? s->a : s->b; break;
    case SASS_OP_SHF: r = shf(in, s); break;
    case SASS_OP_BFI: r = bfi(s->a, s->b, s->c); break;
    case SASS_OP_FLO: r = flo(s->b, sgn); break;
    case SASS_OP_POPC: r = (uint32_t)__builtin_popcount(s->b); break;
    case SASS_OP_PRMT: r = prmt(s->a, s->b, s->c); break;
    default: break;
    }
    o->r = r;
    o->cc = cc_of(false, r, false);
}
