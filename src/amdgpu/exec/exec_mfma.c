/* AMDGPU execution: v_mfma_* (see exec_mfma.h). Each block b of an
 * instruction computes D_b = A_b' x B_b + C_b (M x K times K x N plus
 * M x N), where A_b' is block b of A after the CBSZ/ABID broadcast. The
 * register layouts are those of the CDNA2 ISA manual ("Matrix Arithmetic
 * Instructions") and AMD's matrix instruction calculator, written as the
 * formulas of D-MF1 and D-MF2 (docs/amdgpu-exec.md). */
#include "amdgpu/exec/exec_mfma.h"
#include "amdgpu/exec/fbits.h"
#include "core/fpconv.h"
#include <assert.h>
#include <math.h>
#include <stdio.h>

/* input types; the output is f32 (i32 for i8, f64 for f64) */
enum { MF_F32, MF_F16, MF_BF16, MF_I8, MF_F64 };

/* a row's shape in its parameter: M, N (6 bits), K, blocks (5 bits), input type */
#define MF(m, n, k, b, t) ((uint32_t)(m) | (uint32_t)(n) << 6 | (uint32_t)(k) << 12 | (uint32_t)(b) << 17 | (uint32_t)(t) << 22)

const amd_sem amd_mfma_sems[] = {
    {"v_mfma_f32_32x32x1f32", amd_h_mfma, NULL, MF(32, 32, 1, 2, MF_F32)},
    {"v_mfma_f32_16x16x1f32", amd_h_mfma, NULL, MF(16, 16, 1, 4, MF_F32)},
    {"v_mfma_f32_4x4x1f32", amd_h_mfma, NULL, MF(4, 4, 1, 16, MF_F32)},
    {"v_mfma_f32_32x32x2f32", amd_h_mfma, NULL, MF(32, 32, 2, 1, MF_F32)},
    {"v_mfma_f32_16x16x4f32", amd_h_mfma, NULL, MF(16, 16, 4, 1, MF_F32)},
    {"v_mfma_f32_32x32x4f16", amd_h_mfma, NULL, MF(32, 32, 4, 2, MF_F16)},
    {"v_mfma_f32_16x16x4f16", amd_h_mfma, NULL, MF(16, 16, 4, 4, MF_F16)},
    {"v_mfma_f32_4x4x4f16", amd_h_mfma, NULL, MF(4, 4, 4, 16, MF_F16)},
    {"v_mfma_f32_32x32x8f16", amd_h_mfma, NULL, MF(32, 32, 8, 1, MF_F16)},
    {"v_mfma_f32_16x16x16f16", amd_h_mfma, NULL, MF(16, 16, 16, 1, MF_F16)},
    {"v_mfma_i32_32x32x4i8", amd_h_mfma, NULL, MF(32, 32, 4, 2, MF_I8)},
    {"v_mfma_i32_16x16x4i8", amd_h_mfma, NULL, MF(16, 16, 4, 4, MF_I8)},
    {"v_mfma_i32_4x4x4i8", amd_h_mfma, NULL, MF(4, 4, 4, 16, MF_I8)},
    {"v_mfma_i32_32x32x8i8", amd_h_mfma, NULL, MF(32, 32, 8, 1, MF_I8)},
    {"v_mfma_i32_16x16x16i8", amd_h_mfma, NULL, MF(16, 16, 16, 1, MF_I8)},
    /* bf16: two per register; bf16_1k (gfx90a): four per register pair */
    {"v_mfma_f32_32x32x2bf16", amd_h_mfma, NULL, MF(32, 32, 2, 2, MF_BF16)},
    {"v_mfma_f32_16x16x2bf16", amd_h_mfma, NULL, MF(16, 16, 2, 4, MF_BF16)},
    {"v_mfma_f32_4x4x2bf16", amd_h_mfma, NULL, MF(4, 4, 2, 16, MF_BF16)},
    {"v_mfma_f32_32x32x4bf16", amd_h_mfma, NULL, MF(32, 32, 4, 1, MF_BF16)},
    {"v_mfma_f32_16x16x8bf16", amd_h_mfma, NULL, MF(16, 16, 8, 1, MF_BF16)},
    {"v_mfma_f32_32x32x4bf16_1k", amd_h_mfma, NULL, MF(32, 32, 4, 2, MF_BF16)},
    {"v_mfma_f32_16x16x4bf16_1k", amd_h_mfma, NULL, MF(16, 16, 4, 4, MF_BF16)},
    {"v_mfma_f32_4x4x4bf16_1k", amd_h_mfma, NULL, MF(4, 4, 4, 16, MF_BF16)},
    {"v_mfma_f32_32x32x8bf16_1k", amd_h_mfma, NULL, MF(32, 32, 8, 1, MF_BF16)},
    {"v_mfma_f32_16x16x16bf16_1k", amd_h_mfma, NULL, MF(16, 16, 16, 1, MF_BF16)},
    {"v_mfma_f64_16x16x4f64", amd_h_mfma, NULL, MF(16, 16, 4, 1, MF_F64)},
    {"v_mfma_f64_4x4x4f64", amd_h_mfma, NULL, MF(4, 4, 4, 4, MF_F64)},
    {NULL, NULL, NULL, 0},
};

typedef struct mf_shape {
    unsigned m, n, k, b, t;
    unsigned ebits, obits;   /* bits of an input and of an output element */
    unsigned kpl;            /* consecutive k of one row (column) held by one lane */
} mf_shape;

static mf_shape shape_of(uint32_t p)
{
    static const unsigned ebits[] = {32, 16, 16, 8, 64};
    mf_shape s = {p & 63, p >> 6 & 63, p >> 12 & 31, p >> 17 & 31, p >> 22 & 7, 0, 0, 0};
    s.ebits = ebits[s.t % 5];
    s.obits = s.t == MF_F64 ? 64 : 32;
    s.kpl = s.k * s.m * s.b / 64;   /* the 64 lanes hold M x B rows times K / kpl groups of k */
    return s;
}

/* the instruction's fields (encode_mai.c's layout) */
typedef struct mf_fields {
    unsigned vdst, cbsz, abid, blgp, src[3];
    bool acc_a, acc_b, acc_cd;
} mf_fields;

static mf_fields fields_of(const amd_dinst *d, bool gfx90a)
{
    uint32_t w0 = d->word[0], w1 = d->word[1];
    mf_fields f = {w0 & 0xff, w0 >> 8 & 7, w0 >> 11 & 15, w1 >> 29,
                   {w1 & 0x1ff, w1 >> 9 & 0x1ff, w1 >> 18 & 0x1ff},
                   (w1 >> 27 & 1) != 0, (w1 >> 28 & 1) != 0, true};
    f.acc_cd = !gfx90a || (w0 >> 15 & 1);   /* gfx908: C and D always in AGPRs */
    return f;
}

static bool is_inline_const(unsigned c) { return (c >= 128 && c <= 208) || (c >= 240 && c <= 248); }

bool amd_mfma_form_ok(const amd_uop *u, char *why, size_t n)
{
    const char *name = u->d.row->inst->name;
    mf_shape s = shape_of(u->p);
    mf_fields f = fields_of(&u->d, true);
    unsigned lg = 0;
    while ((1u << lg) < s.b) lg++;
    /* D-MF3: CBSZ/ABID choose one A block per group of 2^CBSZ blocks (ABID's
     * bits from bit CBSZ up are not used); f64 has no CBSZ on gfx90a */
    if (f.cbsz > (s.t == MF_F64 ? 0 : lg)) {
        snprintf(why, n, "%s cbsz:%u is not modelled", name, f.cbsz);
        return false;
    }
    if (s.t == MF_F64 && f.blgp) {
        snprintf(why, n, "%s blgp:%u is not modelled (gfx90a f64: no BLGP)", name, f.blgp);
        return false;
    }
    if (f.src[0] < 256 || f.src[1] < 256) {
        snprintf(why, n, "%s with a scalar or constant A/B source is not modelled", name);
        return false;
    }
    if (f.src[2] < 256 && !is_inline_const(f.src[2])) {
        snprintf(why, n, "%s with a scalar or literal C is not modelled", name);
        return false;
    }
    return true;
}

/* D-MF3: the lane B's data is read from under BLGP */
static unsigned blgp_lane(unsigned lane, unsigned blgp)
{
    switch (blgp) {
    case 1: return lane % 32;                          /* lanes 0-31 to both halves */
    case 2: return 32 + lane % 32;                     /* lanes 32-63 to both halves */
    case 3: return (lane + 16) % 64;                   /* rotated down by 16 */
    case 4: case 5: case 6: case 7:
        return 16 * (blgp - 4) + lane % 16;            /* one group of 16 to all four */
    default: return lane;
    }
}

/* D-MF1: element `item` (of ebits) of an A/B operand's lane, from base register r */
static uint64_t in_elem(const amd_x *x, unsigned r, bool agpr, unsigned lane, unsigned item, unsigned ebits)
{
    unsigned bit = item * ebits, reg = (r + bit / 32) & 255;
    const uint32_t(*file)[GI_MAX_LANES] = agpr ? x->a : x->v;
    if (ebits == 64) return file[reg][lane] | (uint64_t)file[(reg + 1) & 255][lane] << 32;
    return file[reg][lane] >> (bit % 32) & (uint32_t)((1ull << ebits) - 1);
}

/* D-MF2: the output element (i, j) of block blk: its index in the tuple
 * (in elements of obits) and its lane. Rows go in groups of 4 (f32/i32) or
 * 1 (f64) registers, N lanes wide; consecutive groups fill the lanes, then
 * the next registers; blocks too small for all 64 lanes share a register. */
static void out_pos(const mf_shape *s, unsigned blk, unsigned i, unsigned j, unsigned *elem, unsigned *lane)
{
    unsigned h = s->obits == 64 ? 1 : 4, groups = 64 / s->n, per = s->m * s->n / h;
    unsigned bpr = per >= 64 ? 1 : 64 / per;   /* blocks side by side in one register */
    *elem = blk * (s->m * s->n / 64) + i / (h * groups) * h + i % h;
    *lane = blk % bpr * s->n + i / h % groups * bpr * s->n + j;
}

static uint32_t flush32(bool keep, uint32_t a) { return keep || (a & 0x7f800000u) ? a : a & 0x80000000u; }

/* an input element as f32 bits (exact) */
static uint32_t to_f32(unsigned t, uint64_t v)
{
    if (t == MF_F16) return gi_f16_to_f32((uint16_t)v);
    if (t == MF_BF16) return (uint32_t)v << 16;
    return (uint32_t)v;
}

enum { MF_MAXREGS = 32 };   /* the largest D: 32x32 f32, two blocks */

typedef struct mf_run {
    const amd_x *x;
    mf_shape s;
    mf_fields f;
    uint64_t cconst;     /* C given as an inline constant (f.src[2] < 256) */
} mf_run;

/* D-MF4: one output element: C, then one fused multiply-add per k in order */
static uint64_t element(const mf_run *r, unsigned blk, unsigned i, unsigned j, unsigned creg, unsigned lane)
{
    const mf_shape *s = &r->s;
    const amd_x *x = r->x;
    unsigned grpmask = (1u << r->f.cbsz) - 1, ablk = (blk & ~grpmask) | (r->f.abid & grpmask);
    bool keep = keep32(x);
    uint64_t c = r->cconst;
    if (r->f.src[2] >= 256) {
        unsigned cr = r->f.src[2] - 256 + creg * (s->obits / 32);
        c = in_elem(x, cr, r->f.acc_cd, lane, 0, s->obits);
    }
    float acc32 = f32f(flush32(keep, (uint32_t)c));
    double acc64 = f64f(c);
    uint32_t acci = (uint32_t)c;
    for (unsigned k = 0; k < s->k; k++) {
        unsigned grp = k / s->kpl, item = k % s->kpl;
        unsigned la = i + s->m * ablk + s->m * s->b * grp;
        unsigned lb = blgp_lane(j + s->n * blk + s->n * s->b * grp, r->f.blgp);
        uint64_t a = in_elem(x, r->f.src[0] - 256, r->f.acc_a, la, item, s->ebits);
        uint64_t b = in_elem(x, r->f.src[1] - 256, r->f.acc_b, lb, item, s->ebits);
        if (s->t == MF_I8) {
            acci += (uint32_t)((int32_t)(int8_t)a * (int32_t)(int8_t)b);   /* wraps in 32 bits */
        } else if (s->t == MF_F64) {
            acc64 = fma(f64f(a), f64f(b), acc64);
        } else {
            float fa = f32f(flush32(keep, to_f32(s->t, a))), fb = f32f(flush32(keep, to_f32(s->t, b)));
            acc32 = f32f(flush32(keep, f32b(fmaf(fa, fb, acc32))));
        }
    }
    if (s->t == MF_I8) return acci;
    if (s->t == MF_F64) return nan64(f64b(acc64)) ? 0x7ff8000000000000ull : f64b(acc64);
    return nan32(f32b(acc32)) ? 0x7fc00000u : f32b(acc32);   /* D-MF5 */
}

int amd_h_mfma(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    mf_run r = {x, shape_of(u->p), fields_of(d, x->c->t->col == AMD_C90A), 0};
    const mf_shape *s = &r.s;
    /* D-MF6: the matrix core reads and writes whole 64-lane registers */
    if (x->wave32 || (m->exec & m->lane_mask) != ~0ull) {
        gi_mach_error(m, GI_RUN_ERROR, "instruction %llu: %s with inactive lanes is not modelled (EXEC must hold all 64 lanes)",
                      (unsigned long long)m->pc, d->row->inst->name);
        return GI_STEP_ERROR;
    }
    if (r.f.src[2] < 256)
        r.cconst = amd_sread(x, d, r.f.src[2], s->t == MF_F64 ? AT_F64 : s->t == MF_I8 ? AT_I32 : AT_F32);
    /* D is computed whole before it is written: it may overlap A, B or C */
    unsigned w = s->obits / 32, nregs = s->m * s->n * s->b * w / 64;
    static_assert(GI_MAX_LANES >= 64, "a wave64 register");
    uint32_t out[MF_MAXREGS][64];
    if (nregs > MF_MAXREGS) /* no row has a larger D */
        return gi_mach_error(m, GI_RUN_ERROR, "instruction %llu: %s: D of %u registers", (unsigned long long)m->pc,
                             d->row->inst->name, nregs), GI_STEP_ERROR;
    for (unsigned blk = 0; blk < s->b; blk++)
        for (unsigned i = 0; i < s->m; i++)
            for (unsigned j = 0; j < s->n; j++) {
                unsigned e, lane;
                out_pos(s, blk, i, j, &e, &lane);
                uint64_t v = element(&r, blk, i, j, e, lane);
                out[e * w][lane] = (uint32_t)v;
                if (w == 2) out[e * w + 1][lane] = (uint32_t)(v >> 32);
            }
    for (unsigned k = 0; k < nregs; k++) {
        unsigned reg = (r.f.vdst + k) & 255;
        uint32_t *dst = r.f.acc_cd ? x->a[reg] : x->v[reg];
        memcpy(dst, out[k], sizeof out[k]);
        if (r.f.acc_cd) x->aw[reg] = 1;
        else x->vw[reg] = 1;
    }
    m->pc++;
    return GI_STEP_NEXT;
}
