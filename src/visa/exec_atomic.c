/* LSC atomics (spec D20) and append-counter atomics (D22). One table row per
 * atomic sub-op: the function computing the new value from the old one and
 * the sources, all on MS-byte values; floats by size (IEEE half / single /
 * double, round to nearest even, no flushing). */
#include "visa/exec.h"
#include "core/fpconv.h"
#include <math.h>
#include <string.h>

/* new value from old, Src1, Src2; bits = 8*MS; *write = 0 to leave memory */
typedef vx_atom_fn atom_fn;

static uint64_t sext(uint64_t v, unsigned bits) { return bits < 64 && (v >> (bits - 1) & 1) ? v | ~0ull << bits : v; }

static uint64_t a_inc(uint64_t o, uint64_t a, uint64_t b, unsigned bits, int *w) { (void)a, (void)b, (void)bits, (void)w; return o + 1; }
static uint64_t a_dec(uint64_t o, uint64_t a, uint64_t b, unsigned bits, int *w) { (void)a, (void)b, (void)bits, (void)w; return o - 1; }
static uint64_t a_load(uint64_t o, uint64_t a, uint64_t b, unsigned bits, int *w) { (void)a, (void)b, (void)bits; *w = 0; return o; }
static uint64_t a_store(uint64_t o, uint64_t a, uint64_t b, unsigned bits, int *w) { (void)o, (void)b, (void)bits, (void)w; return a; }
static uint64_t a_add(uint64_t o, uint64_t a, uint64_t b, unsigned bits, int *w) { (void)b, (void)bits, (void)w; return o + a; }
static uint64_t a_sub(uint64_t o, uint64_t a, uint64_t b, unsigned bits, int *w) { (void)b, (void)bits, (void)w; return o - a; }
static uint64_t a_and(uint64_t o, uint64_t a, uint64_t b, unsigned bits, int *w) { (void)b, (void)bits, (void)w; return o & a; }
static uint64_t a_or(uint64_t o, uint64_t a, uint64_t b, unsigned bits, int *w) { (void)b, (void)bits, (void)w; return o | a; }
static uint64_t a_xor(uint64_t o, uint64_t a, uint64_t b, unsigned bits, int *w) { (void)b, (void)bits, (void)w; return o ^ a; }
static uint64_t a_umin(uint64_t o, uint64_t a, uint64_t b, unsigned bits, int *w) { (void)b, (void)bits, (void)w; return a < o ? a : o; }
static uint64_t a_umax(uint64_t o, uint64_t a, uint64_t b, unsigned bits, int *w) { (void)b, (void)bits, (void)w; return a > o ? a : o; }
static uint64_t a_smin(uint64_t o, uint64_t a, uint64_t b, unsigned bits, int *w)
{
    (void)b, (void)w;
    return (int64_t)sext(a, bits) < (int64_t)sext(o, bits) ? a : o;
}
static uint64_t a_smax(uint64_t o, uint64_t a, uint64_t b, unsigned bits, int *w)
{
    (void)b, (void)w;
    return (int64_t)sext(a, bits) > (int64_t)sext(o, bits) ? a : o;
}
/* D20: if old == Src1 then Src2 */
static uint64_t a_icas(uint64_t o, uint64_t a, uint64_t b, unsigned bits, int *w) { (void)bits, (void)w; return o == a ? b : o; }

/* ---- floats: values of 16, 32 or 64 bits ---- */

static double fval(uint64_t v, unsigned bits)
{
    return gi_f64_from_bits(bits == 16 ? gi_f16_to_f64((uint16_t)v) : bits == 32 ? gi_f32_to_f64((uint32_t)v) : v);
}

static float f32(uint64_t v)
{
    uint32_t u = (uint32_t)v;
    float f;
    memcpy(&f, &u, 4);
    return f;
}

static uint64_t f32bits(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

/* a op b, rounded once to the size: single in float arithmetic (exact IEEE
 * single rounding), half in double (exact for half operands) then rounded,
 * double in double. */
static uint64_t farith(uint64_t x, uint64_t y, unsigned bits, int sub)
{
    if (bits == 32) return f32bits(sub ? f32(x) - f32(y) : f32(x) + f32(y));
    double r = sub ? fval(x, bits) - fval(y, bits) : fval(x, bits) + fval(y, bits);
    unsigned st = 0;
    return bits == 64 ? gi_f64_bits(r) : gi_f64_to_f16(gi_f64_bits(r), &st);
}

static uint64_t a_fadd(uint64_t o, uint64_t a, uint64_t b, unsigned bits, int *w) { (void)b, (void)w; return farith(o, a, bits, 0); }
static uint64_t a_fsub(uint64_t o, uint64_t a, uint64_t b, unsigned bits, int *w) { (void)b, (void)w; return farith(o, a, bits, 1); }
/* D20: keep the old value on ties, ignore a NaN operand */
static uint64_t a_fmin(uint64_t o, uint64_t a, uint64_t b, unsigned bits, int *w)
{
    (void)b, (void)w;
    double fo = fval(o, bits), fa = fval(a, bits);
    if (isnan(fa)) return o;
    if (isnan(fo)) return a;
    return fa < fo ? a : o;
}
static uint64_t a_fmax(uint64_t o, uint64_t a, uint64_t b, unsigned bits, int *w)
{
    (void)b, (void)w;
    double fo = fval(o, bits), fa = fval(a, bits);
    if (isnan(fa)) return o;
    if (isnan(fo)) return a;
    return fa > fo ? a : o;
}
/* compares as floats: -0 == +0, a NaN equals nothing */
static uint64_t a_fcas(uint64_t o, uint64_t a, uint64_t b, unsigned bits, int *w)
{
    (void)w;
    return fval(o, bits) == fval(a, bits) ? b : o;
}

static const struct {
    uint8_t subop;
    atom_fn fn;
} atom_rows[] = {
    {0x08, a_inc},  {0x09, a_dec},  {0x0A, a_load}, {0x0B, a_store}, {0x0C, a_add},  {0x0D, a_sub},
    {0x0E, a_smin}, {0x0F, a_smax}, {0x10, a_umin}, {0x11, a_umax},  {0x12, a_icas}, {0x13, a_fadd},
    {0x14, a_fsub}, {0x15, a_fmin}, {0x16, a_fmax}, {0x17, a_fcas},  {0x18, a_and},  {0x19, a_or},
    {0x1A, a_xor},
};

atom_fn vx_atom_of(unsigned subop)
{
    for (size_t i = 0; i < sizeof atom_rows / sizeof atom_rows[0]; i++)
        if (atom_rows[i].subop == subop) return atom_rows[i].fn;
    return NULL;
}

int vx_exec_atomic(visa_exec *x, const vx_inst *u, uint32_t en)
{
    const visa_inst *in = &u->in;
    atom_fn fn = vx_atom_of(in->subop);
    if (!fn) return gi_mach_error(x->m, GI_RUN_ERROR, "pc %llu: atomic sub-op 0x%02x is not modelled", (unsigned long long)x->m->pc, in->subop), GI_STEP_ERROR;
    vx_addr a;
    if (vx_addr_init(x, in, &a)) return GI_STEP_ERROR;
    size_t need = (size_t)in->exec_size * a.rs;
    const uint8_t *src0 = vx_raw(x, &in->rsrc0, (size_t)in->exec_size * a.abytes, "address");
    const uint8_t *s1 = in->rsrc1.id ? vx_raw(x, &in->rsrc1, need, "Src1") : NULL;
    const uint8_t *s2 = in->rsrc2.id ? vx_raw(x, &in->rsrc2, need, "Src2") : NULL;
    uint8_t *dst = in->rdst.id ? vx_raw(x, &in->rdst, need, "destination") : NULL;
    if (!src0 || (in->rsrc1.id && !s1) || (in->rsrc2.id && !s2) || (in->rdst.id && !dst)) return GI_STEP_ERROR;
    unsigned bits = a.ms * 8;
    uint64_t vmask = bits == 64 ? ~0ull : (1ull << bits) - 1;
    vx_amo_lock(x, a.sp);
    for (unsigned n = 0; n < in->exec_size; n++) {
        if (!(en >> n & 1)) continue;
        uint64_t off = ((uint64_t)in->scale * vx_addr_of(src0, n, a.abytes) + (uint64_t)(int64_t)in->offset) & a.mask;
        uint64_t addr, old = 0;
        const char *kind = vx_elem_check(x, &a, n, off, &addr);
        if (kind) {
            gi_mach_fault(x->m, (int)n, kind, addr);   /* D12: memory untouched, returns 0 */
        } else {
            uint8_t b[8] = {0};
            gi_mach_load(x->m, a.sp, (int)n, addr, b, a.ms);
            old = gi_le_load(b, a.ms);
            uint64_t v1 = s1 ? vx_to_mem(in->data_size, gi_le_load(s1 + (size_t)n * a.rs, a.rs)) : 0;
            uint64_t v2 = s2 ? vx_to_mem(in->data_size, gi_le_load(s2 + (size_t)n * a.rs, a.rs)) : 0;
            int write = 1;
            uint64_t nv = fn(old, v1, v2, bits, &write) & vmask;
            if (write) {
                gi_le_store(b, nv, a.ms);
                gi_mach_store(x->m, a.sp, (int)n, addr, b, a.ms);
            }
        }
        if (dst) gi_le_store(dst + (size_t)n * a.rs, old, a.rs);   /* zero-extended old value */
    }
    vx_amo_unlock(x, a.sp);
    return GI_STEP_NEXT;
}

/* D22: the counter keyed like a surface; per enabled lane in order, the
 * destination gets the counter, then the counter moves by Src0 (32-bit). */
int vx_exec_apndctr(visa_exec *x, const vx_inst *u, uint32_t en)
{
    const visa_inst *in = &u->in;
    uint64_t v;
    if (vx_vec(x, &in->surface, &v)) return GI_STEP_ERROR;
    uint32_t key = in->model == VISA_AM_BTI ? (uint32_t)(v & 0xff) : (uint32_t)v;
    const uint8_t *s0 = vx_raw(x, &in->rsrc0, (size_t)in->exec_size * 4, "Src0");
    uint8_t *dst = in->rdst.id ? vx_raw(x, &in->rdst, (size_t)in->exec_size * 4, "destination") : NULL;
    if (!s0 || (in->rdst.id && !dst)) return GI_STEP_ERROR;
    if (!en) return GI_STEP_NEXT;
    vx_counter *c = NULL;
    for (size_t i = 0; i < x->nctr && !c; i++)
        if (x->ctr[i].model == in->model && x->ctr[i].key == key) c = &x->ctr[i];
    if (!c) {
        if (x->nctr >= x->ctrcap)   /* run_begin reserved one slot per append atomic */
            return gi_mach_error(x->m, GI_RUN_ERROR, "pc %llu: too many append counters", (unsigned long long)x->m->pc), GI_STEP_ERROR;
        c = &x->ctr[x->nctr++];
        *c = (vx_counter){in->model, key, 0};
    }
    int sub = in->subop == 0x29;
    for (unsigned n = 0; n < in->exec_size; n++) {
        if (!(en >> n & 1)) continue;
        uint32_t d = (uint32_t)gi_le_load(s0 + (size_t)n * 4, 4);
        if (dst) gi_le_store(dst + (size_t)n * 4, c->value, 4);
        c->value = sub ? c->value - d : c->value + d;
    }
    return GI_STEP_NEXT;
}
