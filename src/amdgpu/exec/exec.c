/* AMDGPU execution on the shared core (../shared/spec/amdgpu-run.md,
 * docs/amdgpu-exec.md). The program is decoded once (amdgpu/decode.c) into
 * amd_uop, each with the handler of its semantic class and, for ALU
 * classes, the value operation (amdgpu/exec_ops.c), both found by
 * mnemonic in one table (sems[] below) when the program is decoded. A
 * mnemonic without an entry decodes to the "not modelled" handler, which
 * stops the run with an error naming it. Handlers loop over the lanes EXEC
 * leaves active; nothing is allocated while running. */
#include "amdgpu/exec/exec_int.h"
#include "amdgpu/dpp.h"
#include "amdgpu/exec/exec_ops.h"
#include "amdgpu/exec/exec_fops.h"
#include "amdgpu/exec/exec_iops.h"
#include "amdgpu/exec/exec_mfma.h"
#include "amdgpu/exec/exec_vint.h"
#include "amdgpu/exec/exec_vflt.h"
#include "amdgpu/exec/exec_dsx.h"
#include "amdgpu/exec/exec_sys.h"
#include "amdgpu/exec/exec_legacy.h"
#include "amdgpu/exec/exec_buflds.h"
#include "amdgpu/exec/exec_fork.h"
#include "amdgpu/exec/exec_sscratch.h"
#include "amdgpu/exec/exec_gws.h"
#include "amdgpu/exec/exec_cube.h"
#include "amdgpu/exec/exec_vwide.h"
#include "amdgpu/exec/exec_tbuf.h"
#include "amdgpu/exec/exec_mimg.h"
#include "core/fpconv.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>


/* handler parameters */
enum {
    P_SCC = 1u << 8,     /* SALU: SCC = cout */
    P_SCC_RES = 1u << 9, /* SALU compare: SCC = result, no destination */
    P_RDST = 1u << 10,   /* SOPK: the destination is also the first source */
    P_CMPX = 1u << 11,   /* VOPC: writes EXEC */
    P_FPOST = 1u << 12,  /* VALU: omod/clamp on the float result */
    P_PKF = 1u << 13,    /* VOP3P: float halves (neg_lo/neg_hi, clamp) */
    P_KEEPHI = 1u << 14, /* 16-bit VALU result that keeps bits 31:16 on GFX9 too (D-FP8 [HI16]: mad/fma) */
    P_WREXEC = 1u << 29, /* s_*_wrexec: D = the new EXEC (h_saveexec) */
    P_W32 = 1u << 30,    /* VALU: the result is 32 bits whatever the destination type (packs, v_sad_u16) */
    /* float special rows (exec_fops.c; applied when the program is decoded, fsem_fixup) */
    P_D32 = 1u << 24,    /* the result is a whole dword whatever the row's destination type (packed) */
    P_VCCIN = 1u << 25,  /* reads VCC as its lane bit (v_div_fmas) */
    P_KIMM_A = 1u << 26, /* madak/fmaak: D = S0 * S1 + K */
    P_KIMM_M = 1u << 27, /* madmk/fmamk: D = S0 * K + S1 */
    P_DSRC = 1u << 28,   /* the destination VGPR is also the third source (v_cvt_pkaccum_u8_f32) */
};


/* The float modes the operations implement: round to nearest even, f16/f64
 * denormals kept, DX10_CLAMP and IEEE on; f32 denormals flushed (0) or kept (3). */
bool amd_mode_modelled(uint32_t mode)
{
    unsigned d32 = mode >> 4 & 3;
    return (mode & 0xf) == 0 && (d32 == 0 || d32 == 3) && (mode >> 6 & 0xf) == 0xf;
}


static const uint16_t fconst16[9] = {0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118};
static const uint32_t fconst32[9] = {0x3f000000u, 0xbf000000u, 0x3f800000u, 0xbf800000u, 0x40000000u,
                                     0xc0000000u, 0x40800000u, 0xc0800000u, 0x3e22f983u};
static const uint64_t fconst64[9] = {0x3fe0000000000000ull, 0xbfe0000000000000ull, 0x3ff0000000000000ull,
                                     0xbff0000000000000ull, 0x4000000000000000ull, 0xc000000000000000ull,
                                     0x4010000000000000ull, 0xc010000000000000ull, 0x3fc45f306dc9c882ull};

uint64_t amd_sread(const amd_x *x, const amd_dinst *d, unsigned code, unsigned t)
{
    unsigned bits = tbits(t);
    uint64_t m = bits == 64 ? ~0ull : (1ull << bits) - 1, v;
    if (code < NSCALAR) {
        v = sreg32(x, code);
        if (bits == 64) v |= (uint64_t)sreg32(x, code + 1) << 32;
    } else if (code <= 192) {
        v = code - 128;
    } else if (code <= 208) {
        v = (uint64_t)-(int64_t)(code - 192);
    } else if (code >= 240 && code <= 248) {
        unsigned i = code - 240;
        v = bits == 16 ? fconst16[i] : bits == 32 ? fconst32[i] : fconst64[i];
    } else if (code >= 235 && code <= 238) {
        uint64_t base = code <= 236 ? x->shared_base : x->private_base;
        v = code & 1 ? base : base + 0xffffffffull; /* 235/237 base, 236/238 limit */
    } else if (code == 251) {
        v = (mask_read(x, CODE_VCC) & wave_mask(x)) == 0;
    } else if (code == 252) {
        v = (x->m->exec & wave_mask(x)) == 0;
    } else if (code == 253) {
        v = x->scc;
    } else if (code == 255) {
        v = d->lit;
        if (bits == 64) {
            if (t == AT_F64) v = (uint64_t)d->lit << 32;
            else if (amd_type_is_signed((amd_type)t)) v = (uint64_t)(int64_t)(int32_t)d->lit;
        }
    } else {
        v = 0;
    }
    return v & m;
}


/* ---- handlers: flow ---- */

static int h_unmodelled(amd_x *x, gi_machine *m, const amd_uop *u)
{
    (void)x;
    gi_mach_error(m, GI_RUN_ERROR, "instruction %llu: %s", (unsigned long long)m->pc, u->what);
    return GI_STEP_ERROR;
}

static int h_end(amd_x *x, gi_machine *m, const amd_uop *u)
{
    (void)x, (void)u;
    m->pc++;
    return GI_STEP_END;
}

static int h_nop(amd_x *x, gi_machine *m, const amd_uop *u)
{
    (void)x, (void)u;
    m->pc++;
    return GI_STEP_NEXT;
}

enum { BR_ALWAYS, BR_SCC0, BR_SCC1, BR_VCCZ, BR_VCCNZ, BR_EXECZ, BR_EXECNZ };

static int h_branch(amd_x *x, gi_machine *m, const amd_uop *u)
{
    bool vccz = (mask_read(x, CODE_VCC) & wave_mask(x)) == 0, execz = (m->exec & wave_mask(x)) == 0, take;
    switch (u->p) {
    case BR_SCC0: take = x->scc == 0; break;
    case BR_SCC1: take = x->scc != 0; break;
    case BR_VCCZ: take = vccz; break;
    case BR_VCCNZ: take = !vccz; break;
    case BR_EXECZ: take = execz; break;
    case BR_EXECNZ: take = !execz; break;
    default: take = true; break;
    }
    m->pc = take ? u->target : m->pc + 1;
    return GI_STEP_NEXT;
}

/* ---- program flow by address (s_getpc/s_setpc/s_swappc), barrier, trap ---- */

enum { AMD_STEP_BARRIER = 2 };   /* a step result besides GI_STEP_*: the wave waits at s_barrier */

/* The guest address of instruction i (i == n: the end of the code). */
static uint64_t inst_addr(const amd_x *x, uint64_t i)
{
    return x->pr->base + (i < x->pr->n ? x->pr->offs[i] : x->pr->size);
}

static uint64_t sread64(const amd_x *x, unsigned code)
{
    return sreg32(x, code) | (uint64_t)sreg32(x, code + 1) << 32;
}

int amd_jump_to(amd_x *x, gi_machine *m, const amd_uop *u, uint64_t target)
{
    uint64_t idx;
    if (target - x->pr->base >= x->pr->size || amd_prog_index(x->pr, target - x->pr->base, &idx)) {
        gi_mach_error(m, GI_RUN_ERROR, "instruction %llu: %s to 0x%llx, which is no instruction of the code",
                      (unsigned long long)m->pc, u->what, (unsigned long long)target);
        return GI_STEP_ERROR;
    }
    m->pc = idx;
    return GI_STEP_NEXT;
}

/* s_getpc_b64 (P_PC_GET), s_setpc_b64 (P_PC_SET), s_swappc_b64 (both) */
enum { P_PC_GET = 1, P_PC_SET = 2 };
static int h_pc(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    uint64_t target = (u->p & P_PC_SET) ? sread64(x, (unsigned)d->src[0]) : 0;
    if (u->p & P_PC_GET) swrite(x, d->dst, inst_addr(x, m->pc + 1), 64);
    if (!(u->p & P_PC_SET)) {
        m->pc++;
        return GI_STEP_NEXT;
    }
    return amd_jump_to(x, m, u, target);
}

/* s_call_b64: D = the address of the next instruction; a branch to the label */
static int h_call(amd_x *x, gi_machine *m, const amd_uop *u)
{
    swrite(x, u->d.dst, inst_addr(x, m->pc + 1), 64);
    m->pc = u->target;
    return GI_STEP_NEXT;
}

static int h_barrier(amd_x *x, gi_machine *m, const amd_uop *u)
{
    (void)u;
    m->pc++;
    return x->env.launch ? AMD_STEP_BARRIER : GI_STEP_NEXT;
}

/* s_trap: a fault of the wave (kind "trap", the address is the trap id), which
 * then ends: no trap handler is modelled (docs/amdgpu-exec.md). */
static int h_trap(amd_x *x, gi_machine *m, const amd_uop *u)
{
    (void)x;
    gi_mach_fault(m, -1, "trap", (uint64_t)u->d.imm & 0xff);
    m->pc++;
    return GI_STEP_END;
}

/* ---- handlers: SALU ---- */

static int salu_tail(amd_x *x, gi_machine *m, const amd_uop *u, amd_io *io)
{
    const amd_dinst *d = &u->d;
    io->p = u->p & 0xff;
    io->cin = x->scc;
    uint64_t r = u->fn(io);
    if (u->p & P_SCC_RES) {
        x->scc = (uint32_t)(r & 1), x->scc_w = true;
    } else {
        if (d->ndst) swrite(x, d->dst, r, tbits(d->dtype));
        if (u->p & P_SCC) x->scc = io->cout & 1, x->scc_w = true;
    }
    m->pc++;
    return GI_STEP_NEXT;
}

static int h_salu(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    amd_io io = {.keep32 = keep32(x)};
    io.bits = d->ndst ? tbits(d->dtype) : tbits(d->stype[0]);
    if (d->nsrc > 0) io.a = amd_sread(x, d, d->src[0], d->stype[0]);
    if (d->nsrc > 1) io.b = amd_sread(x, d, d->src[1], d->stype[1]);
    if ((u->p & P_RDST) && d->ndst) io.c = amd_sread(x, d, d->dst, d->dtype); /* s_cmov, s_bitset: the old D */
    if (u->p & P_SCC_RES) io.bits = tbits(d->stype[0]);
    return salu_tail(x, m, u, &io);
}

static int h_sopk(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    amd_io io = {.keep32 = keep32(x)};
    io.bits = 32;
    if (d->nsrc > 0) io.a = amd_sread(x, d, d->src[0], d->stype[0]);
    else if (u->p & P_RDST) io.a = sreg32(x, d->dst);
    io.b = (uint32_t)d->imm;
    return salu_tail(x, m, u, &io);
}

/* s_<op>_saveexec_b32/b64: D = EXEC; EXEC = op(S0, EXEC); SCC = EXEC != 0
 * (s_<op>_wrexec, P_WREXEC: D = the new EXEC) */
static int h_saveexec(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    unsigned bits = tbits(d->dtype);
    uint64_t old = bits == 64 ? m->exec : (uint32_t)m->exec;
    amd_io io = {.keep32 = keep32(x)};
    io.bits = bits;
    io.a = amd_sread(x, d, d->src[0], d->stype[0]);
    io.b = old;
    uint64_t r = u->fn(&io);
    swrite(x, d->dst, (u->p & P_WREXEC) ? r : old, bits);
    swrite(x, CODE_EXEC, r, bits);
    x->scc = r != 0, x->scc_w = true;
    m->pc++;
    return GI_STEP_NEXT;
}

/* s_movrels_b32/b64 (D-W6): D = s[N + M0]; a source past s105 reads 0
 * (docs/amdgpu-exec.md); SCC unchanged (D-S1) */
static int h_movrels(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    unsigned bits = tbits(d->dtype), n = bits / 32;
    uint64_t idx = (uint64_t)d->src[0] + x->s[CODE_M0], v = 0;
    if (d->src[0] < CODE_VCC && idx + n <= CODE_VCC) {
        v = x->s[idx];
        if (n == 2) v |= (uint64_t)x->s[idx + 1] << 32;
    }
    swrite(x, d->dst, v, bits);
    m->pc++;
    return GI_STEP_NEXT;
}

/* ---- handlers: VALU ---- */

/* |x| and -x of source k: the sign bit of its type */
static inline uint64_t src_mods(const amd_dinst *d, unsigned k, unsigned bits, uint64_t v)
{
    if ((d->abs | d->neg) >> k & 1) {
        uint64_t sign = 1ull << (bits - 1);
        if (d->abs >> k & 1) v &= ~sign;
        if (d->neg >> k & 1) v ^= sign;
    }
    return v;
}

/* source k of lane: VGPR or the uniform value, with abs/neg on float types */
static inline uint64_t vsrc(const amd_x *x, const amd_dinst *d, unsigned k, unsigned lane, const uint64_t *uni)
{
    unsigned code = d->src[k];
    unsigned bits = tbits(d->stype[k]);
    uint64_t v = code >= 256 ? vread(x, code - 256, lane, bits) : uni[k];
    if (bits == 16 && (d->opsel >> k & 1) && code >= 256) v = x->v[(code - 256) & 255][lane] >> 16; /* op_sel */
    return src_mods(d, k, bits, v);
}

/* The operand width of a VALU operation (a *rev* row's is its second
 * source's; a 64-bit result of 32-bit sources computes in 64 bits). */
static unsigned valu_bits(const amd_dinst *d, bool rev)
{
    unsigned bits = d->nsrc ? tbits(d->stype[rev && d->nsrc > 1 ? 1 : 0]) : 32;
    return tbits(d->dtype) == 64 && bits != 64 && !rev ? 64 : bits;
}

static void uniforms(const amd_x *x, const amd_dinst *d, uint64_t *uni)
{
    for (unsigned k = 0; k < d->nsrc; k++) {
        uni[k] = d->src[k] < 256 ? amd_sread(x, d, d->src[k], d->stype[k]) : 0;
        /* op_sel on a 16-bit scalar source: bits 31:16 of its 32-bit reading */
        if (d->src[k] < 256 && (d->opsel >> k & 1) && tbits(d->stype[k]) == 16)
            uni[k] = amd_sread(x, d, d->src[k], AT_B32) >> 16;
        /* SDWA selects from the whole 32-bit scalar register */
        if (d->src[k] < 128 && d->ext == AMD_EXT_SDWA) uni[k] = amd_sread(x, d, d->src[k], AT_B32);
    }
}

/* the plain VALU handler, shared with the family files (exec_int.h) */
#define h_valu amd_h_valu
int amd_h_valu(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    uint64_t uni[3] = {0, 0, 0}, cmask = d->csrc >= 0 ? mask_read(x, (unsigned)d->csrc) : 0, cout = 0;
    uniforms(x, d, uni);
    bool rev = (d->row->inst->flags & AMD_I_REV) != 0;
    unsigned dbits = (u->p & P_W32) ? 32 : tbits(d->dtype);
    amd_io io = {.keep32 = keep32(x)};
    io.bits = valu_bits(d, rev);
    FOR_LANES(active(m), lane) {
        uint64_t s0 = d->nsrc > 0 ? vsrc(x, d, 0, lane, uni) : 0, s1 = d->nsrc > 1 ? vsrc(x, d, 1, lane, uni) : 0;
        io.a = rev ? s1 : s0, io.b = rev ? s0 : s1;
        io.c = d->nsrc > 2 ? vsrc(x, d, 2, lane, uni) : 0;
        io.cin = (uint32_t)(cmask >> lane & 1);
        io.cout = 0;
        uint64_t r = u->fn(&io);
        if (u->p & P_FPOST) r = amd_fp_post(r, dbits, d->omod, d->clamp);
        if (dbits == 16 && (d->opsel & 8)) /* op_sel[3]: the high half, the low half kept */
            vwrite32(x, d->dst, lane, (x->v[d->dst & 255][lane] & 0xffffu) | (uint32_t)(r & 0xffff) << 16);
        else if (dbits == 16 && (u->p & P_KEEPHI) && x->gen >= AMD_GFX9)
            vwrite32(x, d->dst, lane, (x->v[d->dst & 255][lane] & 0xffff0000u) | (uint32_t)(r & 0xffff));
        else
            vwrite(x, d->dst, lane, r, dbits);
        cout |= (uint64_t)(io.cout & 1) << lane;
    }
    if (d->cdst >= 0) mask_write(x, (unsigned)d->cdst, cout); /* D-W3: inactive lanes 0 */
    m->pc++;
    return GI_STEP_NEXT;
}

/* ---- SDWA and DPP forms (the second word of a VOP1/VOP2/VOPC) ---- */

/* SDWA source select: the byte or word, zero- or sign-extended to 32 bits */
static uint32_t sdwa_select(uint32_t v, unsigned sel, bool sx)
{
    if (sel >= 6) return v;
    unsigned w = sel < 4 ? 8 : 16, sh = sel < 4 ? 8 * sel : 16 * (sel - 4);
    uint32_t f = v >> sh & ((1u << w) - 1);
    if (sx && (f >> (w - 1) & 1)) f |= ~0u << w;
    return f;
}

/* SDWA destination: the result's low byte/word into the selected field; the
 * other bits zero (UNUSED_PAD), the field's sign above it (UNUSED_SEXT) or
 * kept (UNUSED_PRESERVE) */
static uint32_t sdwa_place(uint32_t old, uint32_t r, unsigned sel, unsigned unused)
{
    if (sel >= 6) return r;
    unsigned w = sel < 4 ? 8 : 16, sh = sel < 4 ? 8 * sel : 16 * (sel - 4);
    uint32_t fm = ((1u << w) - 1) << sh, v = r << sh & fm;
    if (unused == 2) return (old & ~fm) | v;
    if (unused == 1 && (r >> (w - 1) & 1) && sh + w < 32) v |= ~0u << (sh + w);
    return v;
}

/* May the lane write under DPP's row and bank masks? */
static bool dpp_lane_enabled(const amd_dinst *d, unsigned lane)
{
    return d->ext != AMD_EXT_DPP || ((d->row_mask >> (lane >> 4) & 1) && (d->bank_mask >> (lane >> 2 & 3) & 1));
}

/* Source k of lane in an SDWA/DPP form. For DPP src0 comes from the lane
 * the control names; a lane outside the row or wave, or (without fi) an
 * inactive one, reads 0 with bound_ctrl and otherwise disables the lane's
 * write (*off). */
static uint64_t ext_src(const amd_x *x, const gi_machine *m, const amd_dinst *d, unsigned k, unsigned lane,
                        const uint64_t *uni, bool *off)
{
    unsigned code = d->src[k], bits = tbits(d->stype[k]);
    uint64_t v;
    if (code >= 256 && k == 0 && d->ext >= AMD_EXT_DPP) {
        unsigned wave = x->wave32 ? 32 : 64;
        int from = d->ext == AMD_EXT_DPP8 ? (int)amd_dpp8_source_lane(d->dpp8, lane)
                                          : amd_dpp_source_lane(d->dpp_ctrl, x->c->t, lane, wave);
        bool ok = from >= 0 && (unsigned)from < wave && (d->fi || (active(m) >> from & 1));
        if (!ok && !d->bound_ctrl) *off = true;
        v = ok ? vread(x, code - 256, (unsigned)from, bits) : 0;
    } else {
        /* SDWA selects from the whole 32-bit register (uniforms() reads scalars so) */
        v = code >= 256 ? vread(x, code - 256, lane, d->ext == AMD_EXT_SDWA ? 32 : bits) : uni[k];
    }
    if (d->ext == AMD_EXT_SDWA && k < 2) v = sdwa_select((uint32_t)v, d->sel[k], d->sext >> k & 1);
    if (bits < 64 && d->ext == AMD_EXT_SDWA) v &= bits == 16 ? 0xffffu : 0xffffffffu;
    return src_mods(d, k, bits, v);
}

static int h_valu_ext(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    uint64_t uni[3] = {0, 0, 0}, cmask = d->csrc >= 0 ? mask_read(x, (unsigned)d->csrc) : 0, cout = 0;
    uniforms(x, d, uni);
    bool rev = (d->row->inst->flags & AMD_I_REV) != 0;
    unsigned dbits = tbits(d->dtype);
    amd_io io = {.keep32 = keep32(x)};
    io.bits = valu_bits(d, rev);
    /* every source of every lane first: DPP reads lanes the loop writes */
    uint64_t src[3][64], act = active(m), on = 0;
    FOR_LANES(act, lane) {
        bool off = !dpp_lane_enabled(d, lane);
        for (unsigned k = 0; k < d->nsrc; k++) src[k][lane] = ext_src(x, m, d, k, lane, uni, &off);
        if (!off) on |= 1ull << lane;
    }
    FOR_LANES(on, lane) {
        uint64_t s0 = d->nsrc > 0 ? src[0][lane] : 0, s1 = d->nsrc > 1 ? src[1][lane] : 0;
        io.a = rev ? s1 : s0, io.b = rev ? s0 : s1;
        io.c = d->nsrc > 2 ? src[2][lane] : 0;
        io.cin = (uint32_t)(cmask >> lane & 1);
        io.cout = 0;
        uint64_t r = u->fn(&io);
        if (u->p & P_FPOST) r = amd_fp_post(r, dbits, d->omod, d->clamp);
        if (d->ndst && d->ext == AMD_EXT_SDWA && dbits <= 32) {
            uint32_t r32 = (uint32_t)(dbits == 16 ? r & 0xffff : r);
            vwrite32(x, d->dst, lane, sdwa_place(x->v[d->dst & 255][lane], r32, d->dst_sel, d->dst_unused));
        } else if (d->ndst) {
            vwrite(x, d->dst, lane, r, dbits);
        }
        cout |= (uint64_t)(io.cout & 1) << lane;
    }
    if (d->cdst >= 0) mask_write(x, (unsigned)d->cdst, cout); /* D-W3: inactive lanes 0 */
    m->pc++;
    return GI_STEP_NEXT;
}

/* 32-bit integer VALU on the whole wave (exec_vint.c): sources as lane rows
 * (a VGPR row, or the uniform value broadcast once), one kernel call, then
 * the active lanes are written; u->p is the kernel. */
/* The source rows of a whole-wave kernel: VGPR rows, or a broadcast of a
 * scalar source into ub[k] (bit k of the result); the first two swapped for a
 * reversed row (v_subrev). */
static unsigned wave_sources(const amd_x *x, const amd_dinst *d, uint32_t ub[3][GI_MAX_LANES], const uint32_t *s[3])
{
    unsigned uni = 0;
    for (unsigned k = 0; k < 3; k++) s[k] = ub[k];
    for (unsigned k = 0; k < d->nsrc && k < 3; k++) {
        if (d->src[k] >= 256) {
            s[k] = x->v[(d->src[k] - 256) & 255];
        } else {
            uint32_t v = (uint32_t)amd_sread(x, d, d->src[k], d->stype[k]);
            for (unsigned l = 0; l < GI_MAX_LANES; l++) ub[k][l] = v;
            uni |= 1u << k;
        }
    }
    if (d->row->inst->flags & AMD_I_REV) {
        const uint32_t *t = s[0];
        s[0] = s[1], s[1] = t;
        uni = (uni & ~3u) | (uni >> 1 & 1) | (uni & 1) << 1;
    }
    return uni;
}

/* The active lanes of a whole-wave result into VGPR dst. */
static void wave_write(amd_x *x, unsigned dst, const uint32_t *r, uint64_t act)
{
    uint32_t *v = x->v[dst & 255];
    for (unsigned h = 0; h < GI_MAX_LANES; h += 32) {
        uint32_t half = (uint32_t)(act >> h);
        if (half == 0xffffffffu) memcpy(v + h, r + h, 32 * sizeof *r);
        else
            for (; half; half &= half - 1) {
                unsigned l = h + (unsigned)__builtin_ctz(half);
                v[l] = r[l];
            }
    }
    x->vw[dst & 255] = 1;
}

static int h_vint(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    uint32_t ub[3][GI_MAX_LANES], r[GI_MAX_LANES];
    const uint32_t *s[3];
    unsigned uni = wave_sources(x, d, ub, s);
    uint64_t cin = d->csrc >= 0 ? mask_read(x, (unsigned)d->csrc) : 0, cout = 0, act = active(m);
    amd_vint_run((amd_vk)u->p, r, s[0], s[1], s[2], uni, cin, &cout);
    wave_write(x, d->dst, r, act);
    if (d->cdst >= 0) mask_write(x, (unsigned)d->cdst, cout & act); /* D-W3 */
    m->pc++;
    return GI_STEP_NEXT;
}

/* 64-bit shifts without modifiers on the whole wave (v_lshlrev_b64 and kin, the address
 * arithmetic of compiled kernels): u->p = 0 left, 1 logical right, 2 arithmetic right;
 * the value (64 bits) and the shift amount (its low 6 bits) from VGPR rows or scalars.
 * The same results as amd_op_lshl/lshr/ashr at 64 bits, lane by lane. */
static int h_vsh64(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    unsigned vi = (d->row->inst->flags & AMD_I_REV) ? 1 : 0, si = vi ^ 1;
    uint32_t lo[GI_MAX_LANES], hi[GI_MAX_LANES], sh[GI_MAX_LANES];
    if (d->src[vi] >= 256) {
        unsigned r = (unsigned)d->src[vi] - 256;
        memcpy(lo, x->v[r & 255], sizeof lo);
        memcpy(hi, x->v[(r + 1) & 255], sizeof hi);
    } else {
        uint64_t v = amd_sread(x, d, d->src[vi], d->stype[vi]);
        for (unsigned l = 0; l < GI_MAX_LANES; l++) lo[l] = (uint32_t)v, hi[l] = (uint32_t)(v >> 32);
    }
    if (d->src[si] >= 256) {
        memcpy(sh, x->v[((unsigned)d->src[si] - 256) & 255], sizeof sh);
    } else {
        uint32_t v = (uint32_t)amd_sread(x, d, d->src[si], d->stype[si]);
        for (unsigned l = 0; l < GI_MAX_LANES; l++) sh[l] = v;
    }
    for (unsigned l = 0; l < GI_MAX_LANES; l++) {
        uint64_t v = (uint64_t)hi[l] << 32 | lo[l];
        unsigned n = sh[l] & 63;
        v = u->p == 0 ? v << n : u->p == 1 ? v >> n : (uint64_t)((int64_t)v >> n);
        lo[l] = (uint32_t)v, hi[l] = (uint32_t)(v >> 32);
    }
    uint64_t act = active(m);
    wave_write(x, d->dst, lo, act);
    wave_write(x, d->dst + 1, hi, act);
    m->pc++;
    return GI_STEP_NEXT;
}

/* f32 VALU without modifiers on the whole wave (exec_vflt.h); the lanes the
 * kernel gives back are computed by the row's per-lane operation. */
static int h_vflt(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    uint32_t ub[3][GI_MAX_LANES], r[GI_MAX_LANES];
    const uint32_t *s[3];
    wave_sources(x, d, ub, s);
    bool keep = keep32(x);
    uint64_t act = active(m), slow = amd_vflt_run((amd_vf)u->p, r, s[0], s[1], s[2], keep) & act;
    FOR_LANES(slow, lane) {
        amd_io io = {.keep32 = keep};
        io.bits = 32, io.a = s[0][lane], io.b = s[1][lane], io.c = s[2][lane];
        r[lane] = (uint32_t)u->fn(&io);
    }
    wave_write(x, d->dst, r, act);
    m->pc++;
    return GI_STEP_NEXT;
}

/* VOP3P packed 16-bit math (docs/amdgpu-exec.md): per lane, the low result
 * takes source halves by op_sel and negates by neg_lo, the high result by
 * op_sel_hi and neg_hi (float ops); clamp on float halves, saturation on
 * integer add/sub halves (u->fn). Sources as vop3p_src_ok. */
static int h_vop3p(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    uint64_t uni[3] = {0, 0, 0};
    /* a constant's 32 bits (docs/amdgpu-exec.md "VOP3P"): an integer one sign-extended,
     * a float one as f16 bits in the low half (the high half 0), a literal as encoded */
    for (unsigned k = 0; k < d->nsrc; k++)
        if (d->src[k] < 256) uni[k] = amd_sread(x, d, d->src[k], d->src[k] >= 240 && d->src[k] <= 248 ? AT_F16 : AT_B32);
    bool rev = (d->row->inst->flags & AMD_I_REV) != 0, fp = (u->p & P_PKF) != 0;
    FOR_LANES(active(m), lane) {
        uint32_t sv[3], res = 0;
        for (unsigned k = 0; k < d->nsrc; k++)
            sv[k] = d->src[k] >= 256 ? x->v[(d->src[k] - 256) & 255][lane] : (uint32_t)uni[k];
        for (unsigned h = 0; h < 2; h++) {
            unsigned sel = h ? d->opsel_hi : d->opsel, neg = fp ? (h ? d->neg_hi : d->neg) : 0;
            uint64_t v[3] = {0, 0, 0};
            for (unsigned k = 0; k < d->nsrc; k++)
                v[k] = ((sel >> k & 1 ? sv[k] >> 16 : sv[k]) & 0xffff) ^ (neg >> k & 1 ? 0x8000u : 0);
            amd_io io = {.keep32 = keep32(x)};
            io.bits = 16, io.a = rev ? v[1] : v[0], io.b = rev ? v[0] : v[1], io.c = v[2];
            uint64_t r = u->fn(&io) & 0xffff;
            if (fp && d->clamp) r = amd_fp_post(r, 16, 0, true);
            res |= (uint32_t)r << (16 * h);
        }
        vwrite32(x, d->dst, lane, res);
    }
    m->pc++;
    return GI_STEP_NEXT;
}

/* VOP3P packed f32 (gfx90a): each source is a VGPR pair; the low result
 * dword takes source dwords by op_sel and negates by neg_lo, the high one by
 * op_sel_hi and neg_hi; clamp on each result. v_pk_mov_b32 (u->fn NULL) moves
 * src0's dword op_sel[0] to the low and src1's dword op_sel[1] to the high
 * result. Every source dword is read before the pair is written. */
/* A dword of a packed-f32 source: a VGPR pair or a scalar register pair,
 * the dword op_sel picks. */
static inline uint32_t pk32_src(const amd_x *x, unsigned code, unsigned sel, unsigned lane)
{
    return code >= 256 ? x->v[(code - 256 + sel) & 255][lane] : code == 128 ? 0 : sreg32(x, code + sel);
}

static int h_vop3p_f32(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    FOR_LANES(active(m), lane) {
        uint32_t res[2];
        for (unsigned h = 0; h < 2; h++) {
            unsigned sel = h ? d->opsel_hi : d->opsel, neg = h ? d->neg_hi : d->neg;
            if (!u->fn) {   /* v_pk_mov_b32 */
                res[h] = pk32_src(x, d->src[h], d->opsel >> h & 1, lane);
                continue;
            }
            uint64_t v[3] = {0, 0, 0};
            for (unsigned k = 0; k < d->nsrc; k++)
                v[k] = pk32_src(x, d->src[k], sel >> k & 1, lane) ^ (neg >> k & 1 ? 0x80000000u : 0);
            amd_io io = {.keep32 = keep32(x)};
            io.bits = 32, io.a = v[0], io.b = v[1], io.c = v[2];
            uint64_t r = u->fn(&io) & 0xffffffffu;
            res[h] = (uint32_t)(d->clamp ? amd_fp_post(r, 32, 0, true) : r);
        }
        vwrite32(x, d->dst, lane, res[0]);
        vwrite32(x, d->dst + 1u, lane, res[1]);
    }
    m->pc++;
    return GI_STEP_NEXT;
}

/* v_cmp / v_cmpx (D-W3, D-W4) */
static int h_vcmp(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    uint64_t uni[3] = {0, 0, 0}, res = 0;
    uniforms(x, d, uni);
    amd_io io = {.keep32 = keep32(x)};
    io.bits = tbits(d->stype[0]);
    io.p = u->p & 0xff;
    FOR_LANES(active(m), lane) {
        if (d->ext) { /* an SDWA compare (VOPC has no DPP form before GFX11) */
            bool off = false;
            io.a = ext_src(x, m, d, 0, lane, uni, &off), io.b = ext_src(x, m, d, 1, lane, uni, &off);
        } else {
            io.a = vsrc(x, d, 0, lane, uni), io.b = vsrc(x, d, 1, lane, uni);
        }
        res |= (u->fn(&io) & 1) << lane;
    }
    if (d->cdst >= 0) mask_write(x, (unsigned)d->cdst, res);
    if (u->p & P_CMPX) mask_write(x, CODE_EXEC, res);
    m->pc++;
    return GI_STEP_NEXT;
}

/* A 32-bit integer compare without SDWA on the whole wave (exec_vint.c):
 * the same mask as h_vcmp, from one kernel call. */
static int h_vcmp32(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    uint32_t ub[3][GI_MAX_LANES];
    const uint32_t *s[3];
    wave_sources(x, d, ub, s);
    uint64_t res = amd_vint_cmp(u->p & 0x1f, s[0], s[1]) & active(m);
    if (d->cdst >= 0) mask_write(x, (unsigned)d->cdst, res);
    if (u->p & P_CMPX) mask_write(x, CODE_EXEC, res);
    m->pc++;
    return GI_STEP_NEXT;
}

/* v_accvgpr_read/write/mov: a 32-bit move between the VGPR and AGPR files
 * (or an inline constant into an AGPR) in the active lanes */
static int h_accvgpr(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    unsigned s = d->src[0];
    uint32_t uni = s < 256 ? (uint32_t)amd_sread(x, d, s, AT_B32) : 0;
    FOR_LANES(active(m), lane) {
        uint32_t v = s < 256 ? uni : u->p ? x->a[(s - 256) & 255][lane] : x->v[(s - 256) & 255][lane];
        if (d->dkind == AK_ADST) {
            x->a[d->dst & 255][lane] = v;
            x->aw[d->dst & 255] = 1;
        } else {
            vwrite32(x, d->dst, lane, v);
        }
    }
    m->pc++;
    return GI_STEP_NEXT;
}

/* D-W5 */
static int h_readfirstlane(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    uint64_t a = active(m);
    unsigned lane = a ? (unsigned)__builtin_ctzll(a) : 0;
    uint32_t v = d->src[0] >= 256 ? x->v[d->src[0] - 256][lane] : (uint32_t)amd_sread(x, d, d->src[0], AT_B32);
    swrite32(x, d->dst, v);
    m->pc++;
    return GI_STEP_NEXT;
}

static int h_readlane(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    unsigned lane = (unsigned)(amd_sread(x, d, d->src[1], AT_U32) % m->lanes);
    uint32_t v = d->src[0] >= 256 ? x->v[d->src[0] - 256][lane] : (uint32_t)amd_sread(x, d, d->src[0], AT_B32);
    swrite32(x, d->dst, v);
    m->pc++;
    return GI_STEP_NEXT;
}

static int h_writelane(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    unsigned lane = (unsigned)(amd_sread(x, d, d->src[1], AT_U32) % m->lanes);
    vwrite32(x, d->dst, lane, (uint32_t)amd_sread(x, d, d->src[0], AT_B32));
    m->pc++;
    return GI_STEP_NEXT;
}

/* ---- handlers: SALU and integer VALU extras (exec_iops.c) ---- */

/* A VALU operation that needs the lane number (v_mbcnt_*): io.p = lane. */
static int h_vlane(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    uint64_t uni[3] = {0, 0, 0};
    uniforms(x, d, uni);
    amd_io io = {.keep32 = keep32(x)};
    io.bits = 32;
    FOR_LANES(active(m), lane) {
        io.a = d->nsrc > 0 ? vsrc(x, d, 0, lane, uni) : 0, io.b = d->nsrc > 1 ? vsrc(x, d, 1, lane, uni) : 0;
        io.p = lane;
        vwrite32(x, d->dst, lane, (uint32_t)u->fn(&io));
    }
    m->pc++;
    return GI_STEP_NEXT;
}

/* M0-relative VGPR moves and swaps (v_movrels/movreld/movrelsd/movrelsd_2,
 * v_swap, v_swaprel): MR_SRC / MR_DST add the index to the source / the
 * destination VGPR; the index is M0, or with MR_SPLIT (GFX10 *_2, swaprel)
 * M0[9:0] for the source and M0[25:16] for the destination. A VGPR past v255
 * reads 0 and is not written (docs/amdgpu-exec.md). */
enum { MR_SRC = 1, MR_DST = 2, MR_SPLIT = 4, MR_SWAP = 8 };

static int h_vmovrel(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    uint32_t m0 = x->s[CODE_M0];
    uint64_t si = (u->p & MR_SRC) ? ((u->p & MR_SPLIT) ? (m0 & 0x3ff) : m0) : 0;
    uint64_t di = (u->p & MR_DST) ? ((u->p & MR_SPLIT) ? (m0 >> 16 & 0x3ff) : m0) : 0;
    bool vs = d->src[0] >= 256;
    uint64_t sr = vs ? d->src[0] - 256u + si : 0, dr = (uint64_t)d->dst + di;
    uint32_t uni = vs ? 0 : (uint32_t)amd_sread(x, d, d->src[0], AT_B32);
    FOR_LANES(active(m), lane) {
        uint32_t v = !vs ? uni : sr < NVGPR ? x->v[sr][lane] : 0;
        if (u->p & MR_SWAP) {
            uint32_t w = dr < NVGPR ? x->v[dr][lane] : 0;
            if (vs && sr < NVGPR) vwrite32(x, (unsigned)sr, lane, w);
        }
        if (dr < NVGPR) vwrite32(x, (unsigned)dr, lane, v);
    }
    m->pc++;
    return GI_STEP_NEXT;
}

/* s_movreld_b32/b64: s[D + M0] = S0 (the scalar twin of s_movrels); GFX10
 * s_movrelsd_2_b32 (p = MR_SPLIT): s[D + M0[25:16]] = s[S0 + M0[9:0]]. A
 * destination past s105 is not written, a source past it reads 0; SCC
 * unchanged */
static int h_smovreld(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    unsigned bits = tbits(d->dtype), n = bits / 32;
    uint32_t m0 = x->s[CODE_M0];
    uint64_t idx = (uint64_t)d->dst + (u->p ? (m0 >> 16 & 0x3ff) : m0), v;
    if (u->p && d->src[0] < CODE_VCC) {
        uint64_t si = (uint64_t)d->src[0] + (m0 & 0x3ff);
        v = si < CODE_VCC ? x->s[si] : 0;
    } else {
        v = amd_sread(x, d, d->src[0], d->stype[0]);
    }
    if (d->dst < CODE_VCC && idx + n <= CODE_VCC) swrite(x, (unsigned)idx, v, bits);
    m->pc++;
    return GI_STEP_NEXT;
}

/* GFX10 v_permlane16_b32 / v_permlanex16_b32 (p = 1): lane r*16 + i reads
 * src0 of lane r*16 + sel (x16: of the other row of its pair, (r^1)*16 +
 * sel), sel = nibble i of {S2, S1}; op_sel[0] = fi (read inactive lanes),
 * op_sel[1] = bound_ctrl (an inactive source gives 0; without it the lane is
 * not written). All lanes are read before any is written. */
static int h_permlane(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    uint64_t sel = sreg32(x, d->src[1]) | (uint64_t)sreg32(x, d->src[2]) << 32, act = active(m), on = 0;
    bool fi = d->opsel & 1, bc = d->opsel >> 1 & 1;
    uint32_t tmp[GI_MAX_LANES];
    FOR_LANES(act, lane) {
        unsigned row = lane / 16, from = ((u->p ? row ^ 1 : row) * 16 + (unsigned)(sel >> (4 * (lane % 16)) & 15)) % m->lanes;
        bool ok = fi || (act >> from & 1);
        if (!ok && !bc) continue;
        tmp[lane] = ok ? x->v[(d->src[0] - 256) & 255][from] : 0;
        on |= 1ull << lane;
    }
    FOR_LANES(on, lane) vwrite32(x, d->dst, lane, tmp[lane]);
    m->pc++;
    return GI_STEP_NEXT;
}

/* s_memtime / s_memrealtime: a deterministic clock, the number of
 * instructions executed before this one (docs/amdgpu-exec.md) */
static int h_memtime(amd_x *x, gi_machine *m, const amd_uop *u)
{
    swrite(x, u->d.dst, m->icount + (m->pc - x->batch_pc), 64);
    m->pc++;
    return GI_STEP_NEXT;
}

/* hardware registers (s_getreg/s_setreg, hwreg(id, offset, size) in simm16:
 * id 5:0, offset 10:6, size-1 15:11): MODE (1) and TRAPSTS (3) are state,
 * SH_MEM_BASES (15, GFX9+) is read-only and made from the apertures; any
 * other register stops the run as not modelled. A MODE write that changes
 * the round, denorm, DX10_CLAMP or IEEE fields (bits 9:0: the float
 * operations implement only D-FP1's modes) stops the run too. */
enum { HW_MODE = 1, HW_TRAPSTS = 3, HW_SH_MEM_BASES = 15, MODE_DEFAULT = 0x3c0, MODE_FP_BITS = 0x3ff };

static int hwreg_unmodelled(gi_machine *m, const amd_uop *u, unsigned id, const char *what)
{
    gi_mach_error(m, GI_RUN_ERROR, "instruction %llu: %s %s hardware register %u is not modelled",
                  (unsigned long long)m->pc, u->what, what, id);
    return GI_STEP_ERROR;
}

static int h_getreg(amd_x *x, gi_machine *m, const amd_uop *u)
{
    uint32_t imm = (uint32_t)u->d.imm & 0xffff, id = imm & 63, off = imm >> 6 & 31, size = (imm >> 11 & 31) + 1;
    uint64_t v;
    if (id == HW_MODE) v = x->mode;
    else if (id == HW_TRAPSTS) v = x->trapsts;
    else if (id == HW_SH_MEM_BASES && x->gen >= AMD_GFX9)
        v = (x->shared_base >> 48) << 16 | (x->private_base >> 48 & 0xffff);   /* bits 63:48 of each base */
    else return hwreg_unmodelled(m, u, id, "reading");
    swrite32(x, u->d.dst, (uint32_t)(v >> off & ((1ull << size) - 1)));
    m->pc++;
    return GI_STEP_NEXT;
}

static int set_hwfield(amd_x *x, gi_machine *m, const amd_uop *u, unsigned id, unsigned off, unsigned size, uint32_t val)
{
    uint32_t mask = (uint32_t)(((1ull << size) - 1) << off), *reg = id == HW_MODE ? &x->mode : id == HW_TRAPSTS ? &x->trapsts : NULL;
    if (!reg) return hwreg_unmodelled(m, u, id, "writing");
    uint32_t nv = (*reg & ~mask) | ((uint32_t)((uint64_t)val << off) & mask);
    if (id == HW_MODE && ((nv ^ *reg) & MODE_FP_BITS) && !amd_mode_modelled(nv)) {
        gi_mach_error(m, GI_RUN_ERROR, "instruction %llu: %s: this float mode (MODE 0x%x -> 0x%x) is not modelled "
                      "(docs/amdgpu-exec.md)", (unsigned long long)m->pc, u->what, *reg, nv);
        return GI_STEP_ERROR;
    }
    *reg = nv;
    m->pc++;
    return GI_STEP_NEXT;
}

/* s_setreg_b32 (p 0: the SGPR) / s_setreg_imm32_b32 (p 1: the literal) */
static int h_setreg(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    uint32_t imm = (uint32_t)d->imm & 0xffff, val = u->p ? d->lit : sreg32(x, d->src[0]);
    return set_hwfield(x, m, u, imm & 63, imm >> 6 & 31, (imm >> 11 & 31) + 1, val);
}

/* GFX10 s_round_mode / s_denorm_mode: MODE[3:0] / MODE[7:4] = imm[3:0] (p = the offset) */
static int h_setmode(amd_x *x, gi_machine *m, const amd_uop *u)
{
    return set_hwfield(x, m, u, HW_MODE, u->p, 4, (uint32_t)u->d.imm & 0xf);
}


/* GFX8/GFX9 VGPR index mode (s_set_gpr_idx_on S0, gpr_idx(...)): M0[7:0] =
 * S0[7:0], M0[15:12] = the mode (bit 0 SRC0, 1 SRC1, 2 SRC2, 3 DST), the rest
 * of M0 cleared, MODE.gpr_idx_en (bit 27) set; until s_set_gpr_idx_off the
 * VALU operands the mode names address VGPR n + M0[7:0]. The handler runs the
 * straight-line region itself up to s_set_gpr_idx_off (which is where LLVM
 * puts it): VALU rows (h_valu and its whole-wave forms, h_vcmp(32), h_vlane) on a copy with the
 * operands moved, SALU rows, s_getreg and no-ops as they are, s_set_gpr_idx_idx/mode
 * updating M0; anything else (a branch, memory, the end of the program) in
 * the region, or an indexed VGPR past v255, stops the run as not modelled.
 * Every instruction of the region counts as executed. */
enum { MODE_GPR_IDX_EN = 1u << 27 };

static int gpridx_err(gi_machine *m, const char *fmt, const char *what)
{
    gi_mach_error(m, GI_RUN_ERROR, fmt, (unsigned long long)m->pc, what);
    return GI_STEP_ERROR;
}

static bool gpridx_reg(uint16_t *r, unsigned idx, unsigned regs)
{
    if (*r + idx + regs > 256 + NVGPR) return false;
    *r = (uint16_t)(*r + idx);
    return true;
}

static int h_gpridx_on(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const uint64_t start = m->pc;
    x->s[CODE_M0] = (uint32_t)(amd_sread(x, &u->d, u->d.src[0], AT_B32) & 0xff) | (u->d.word[0] >> 8 & 0xf) << 12;
    x->sw[CODE_M0] = 1;
    x->mode |= MODE_GPR_IDX_EN;
    for (uint64_t j = start + 1;; j++) {
        if (j >= x->n) {
            m->pc = start;
            return gpridx_err(m, "instruction %llu: %s without s_set_gpr_idx_off is not modelled", u->what);
        }
        const amd_uop *v = &x->prog[j];
        const char *name = v->d.row ? v->d.row->inst->name : "";
        m->pc = j;
        if (!strcmp(name, "s_set_gpr_idx_off")) {
            x->mode &= ~MODE_GPR_IDX_EN;
            m->icount += j - start;           /* the region and the off; the batch counts this one */
            m->pc = j + 1;
            return GI_STEP_NEXT;
        }
        if (!strcmp(name, "s_set_gpr_idx_idx") || !strcmp(name, "s_set_gpr_idx_mode")) {
            uint32_t m0 = x->s[CODE_M0];
            if (name[14] == 'i') m0 = (m0 & ~0xffu) | (uint32_t)(amd_sread(x, &v->d, v->d.src[0], AT_B32) & 0xff);
            else m0 = (m0 & ~0xf000u) | ((uint32_t)v->d.imm & 0xf) << 12;
            x->s[CODE_M0] = m0;
            continue;
        }
        int r;
        if (v->h == h_valu || v->h == h_vint || v->h == h_vflt || v->h == h_vsh64 || v->h == h_vcmp ||
            v->h == h_vcmp32 || v->h == h_vlane) {
            amd_uop c = *v;
            unsigned idx = x->s[CODE_M0] & 0xff, mode = x->s[CODE_M0] >> 12 & 0xf;
            bool ok = true;
            for (unsigned k = 0; k < c.d.nsrc && k < 3; k++)
                if ((mode >> k & 1) && c.d.src[k] >= 256) ok = ok && gpridx_reg(&c.d.src[k], idx, tbits(c.d.stype[k]) / 32);
            if ((mode & 8) && c.d.ndst && c.d.dkind == AK_VDST) {
                uint16_t dr = (uint16_t)(c.d.dst + 256);
                ok = ok && gpridx_reg(&dr, idx, tbits(c.d.dtype) / 32);
                c.d.dst = (uint16_t)(dr - 256);
            }
            if (!ok) return gpridx_err(m, "instruction %llu: %s: an indexed VGPR past v255 is not modelled", v->what);
            r = c.h(x, m, &c);
        } else if (v->h == h_salu || v->h == h_sopk || v->h == h_nop || v->h == h_getreg) {
            r = v->h(x, m, v);
        } else {
            return gpridx_err(m, "instruction %llu: %s between s_set_gpr_idx_on and s_set_gpr_idx_off is not modelled",
                              v->what);
        }
        if (r != GI_STEP_NEXT) return r;
    }
}

/* ---- memory ---- */

static bool in_window(uint64_t a, uint64_t base) { return a - base < (1ull << 32); }

bool amd_aperture_hit(const amd_x *x, uint64_t a, uint64_t n)
{
    uint64_t last = a + (n - 1);
    return in_window(a, x->shared_base) || in_window(a, x->private_base) || in_window(last, x->shared_base) ||
           in_window(last, x->private_base);
}

/* SMEM (D-SM1 and docs/amdgpu-exec.md "Scalar memory"): u->p holds SM_*;
 * loads, stores (SM_ST) and atomics (u->fn, SM_CMP: data {src, cmp}) of
 * d->dtype's dwords at base + offset with bits 1:0 dropped. With SM_BUF the
 * base is a V# in four SGPRs (D-B1: base, stride, num_records) and each dword
 * whose offset + 4k + 4 passes the buffer's byte range (sbuf_range) reads 0 and
 * is not stored, without a fault; an atomic's element is all-or-nothing. */
enum { SM_BUF = 1, SM_ST = 2, SM_AMO = 4, SM_CMP = 8 };

/* The byte range of an SMEM buffer: num_records bytes, or on GFX7, GFX9 and
 * GFX10 with a stride num_records records of stride bytes (GFX8 counts bytes,
 * as its MUBUF check does: buf_oob). */
static uint64_t sbuf_range(amd_gen g, uint64_t stride, uint64_t nrec)
{
    return stride && g != AMD_GFX8 ? stride * nrec : nrec;
}

static int smem_op(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    unsigned n = tbits(d->dtype) / 32, nd = (u->p & SM_CMP) ? n / 2 : n; /* register dwords, memory dwords */
    unsigned sb = (unsigned)d->sbase;
    uint64_t base = sreg32(x, sb) | (uint64_t)sreg32(x, sb + 1) << 32, range = ~0ull;
    if (u->p & SM_BUF) {
        uint32_t w1 = sreg32(x, sb + 1);
        base &= 0xffffffffffffull;
        range = sbuf_range(x->gen, w1 >> 16 & 0x3fff, sreg32(x, sb + 2));
    }
    uint64_t imm = x->gen == AMD_GFX7 ? (uint64_t)(uint32_t)d->moff * 4 : (uint64_t)(int64_t)d->moff;
    uint64_t off = imm + (d->soff >= 0 ? sreg32(x, (unsigned)d->soff) : 0);
    if (u->p & SM_BUF) off &= 0xffffffffull;   /* a 32-bit offset into the buffer */
    uint64_t addr = (base + off) & ~3ull;
    uint8_t buf[64];
    memset(buf, 0, sizeof buf);
    unsigned lo = 0, hi = nd;                  /* the in-range dwords [lo, hi) */
    if (u->p & SM_BUF) {
        while (hi > 0 && off + 4ull * hi > range) hi--;
        if ((u->p & SM_AMO) && hi < nd) hi = 0;   /* all or nothing */
    }
    uint64_t a = addr + 4ull * lo, len = 4ull * (hi - lo);
    bool ok = len > 0;
    if (ok && amd_aperture_hit(x, a, len)) {
        gi_mach_fault(m, -1, "aperture_violation", a);
        ok = false;
    }
    if (ok && (u->p & SM_ST) && !(u->p & SM_AMO)) {
        for (unsigned k = lo; k < hi; k++) gi_le_store(buf + 4 * k, sreg32(x, d->dst + k), 4);
        if (gi_mach_store(m, GI_SPACE_GLOBAL, -1, a, buf + 4 * lo, (size_t)len) != GI_MEM_OK && !m->stop)
            gi_mach_fault(m, -1, "out_of_bounds", a);
    } else if (ok) {
        if (gi_mach_load(m, GI_SPACE_GLOBAL, -1, a, buf + 4 * lo, (size_t)len) != GI_MEM_OK) {
            memset(buf, 0, sizeof buf);
            ok = false;
            if (!m->stop) gi_mach_fault(m, -1, "out_of_bounds", a);
        }
    }
    if (u->p & SM_AMO) {
        uint64_t old = ok ? gi_le_load(buf, 4 * nd) : 0;
        if (ok) {
            unsigned bits = 32 * nd;
            amd_io io = {.keep32 = keep32(x)};
            io.bits = bits, io.a = old, io.b = amd_sread(x, d, d->dst, bits == 64 ? AT_B64 : AT_B32);
            if (u->p & SM_CMP) io.c = amd_sread(x, d, d->dst + nd, bits == 64 ? AT_B64 : AT_B32);
            gi_le_store(buf, u->fn(&io), 4 * nd);
            gi_mach_store(m, GI_SPACE_GLOBAL, -1, a, buf, 4 * nd);
        }
        if (d->glc) swrite(x, d->dst, old, 32 * nd);
    } else if (!(u->p & SM_ST)) {
        for (unsigned k = 0; k < n; k++) swrite32(x, d->dst + k, (uint32_t)gi_le_load(buf + 4 * k, 4));
    }
    m->pc++;
    return GI_STEP_NEXT;
}

static int h_smem(amd_x *x, gi_machine *m, const amd_uop *u)
{
    if (!(u->p & SM_AMO) || !x->env.amo_lock) return smem_op(x, m, u);
    x->env.amo_lock(x->env.amo_user, true);
    int r = smem_op(x, m, u);
    x->env.amo_lock(x->env.amo_user, false);
    return r;
}


/* little-endian element of 1, 2 or 4 bytes (constant-index forms the compiler turns into one load/store) */
static inline uint32_t ld_le(const uint8_t *b, unsigned eb)
{
    if (eb == 1) return b[0];
    if (eb == 2) return (uint32_t)b[0] | (uint32_t)b[1] << 8;
    return (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
}
static inline void st_le(uint8_t *b, uint32_t v, unsigned eb)
{
    b[0] = (uint8_t)v;
    if (eb >= 2) b[1] = (uint8_t)(v >> 8);
    if (eb >= 4) b[2] = (uint8_t)(v >> 16), b[3] = (uint8_t)(v >> 24);
}

uint32_t amd_extend(uint64_t v, unsigned eb, bool sgn)
{
    if (eb == 1) return sgn ? (uint32_t)(int32_t)(int8_t)v : (uint32_t)(v & 0xff);
    if (eb == 2) return sgn ? (uint32_t)(int32_t)(int16_t)v : (uint32_t)(v & 0xffff);
    return (uint32_t)v;
}

uint64_t amd_lds_limit(const amd_x *x)
{
    uint64_t lim = x->lds_size;
    if (x->gen <= AMD_GFX8 && x->s[CODE_M0] < lim) lim = x->s[CODE_M0]; /* D-DS3 */
    return lim;
}

/* One lane's FLAT/GLOBAL/SCRATCH access of n bytes (D-F1..D-F3, D-M1..D-M3).
 * Returns true when done; false after recording the fault. */
static bool flat_access(amd_x *x, gi_machine *m, int fam, unsigned lane, uint64_t addr, uint8_t *buf, unsigned n,
                        unsigned align, bool store)
{
    if (!x->unaligned && (addr & (align - 1))) { /* sizes are powers of two */
        gi_mach_fault(m, (int)lane, "misaligned", addr);
        return false;
    }
    gi_space sp = GI_SPACE_GLOBAL;
    uint64_t a = addr, limit = 0;
    if (fam == AMD_SCRATCH) {
        sp = GI_SPACE_LOCAL, limit = x->scratch_size;
    } else if (fam == AMD_FLAT && in_window(addr, x->shared_base)) {
        sp = GI_SPACE_SHARED, a = addr - x->shared_base, limit = amd_lds_limit(x);
    } else if (fam == AMD_FLAT && in_window(addr, x->private_base)) {
        sp = GI_SPACE_LOCAL, a = addr - x->private_base, limit = x->scratch_size;
    } else if (amd_aperture_hit(x, addr, n)) {
        gi_mach_fault(m, (int)lane, "aperture_violation", addr);
        return false;
    }
    if (sp != GI_SPACE_GLOBAL && (a > limit || limit - a < n)) {
        gi_mach_fault(m, (int)lane, "out_of_bounds", addr);
        return false;
    }
    int st = store ? gi_mach_store(m, sp, (int)lane, a, buf, n) : gi_mach_load(m, sp, (int)lane, a, buf, n);
    if (st == GI_MEM_OK) return true;
    if (!m->stop) gi_mach_fault(m, (int)lane, "out_of_bounds", addr);
    return false;
}

/* The scalar part of a FLAT-family address (saddr), read once per instruction. */
static uint64_t flat_sbase(const amd_x *x, const amd_dinst *d)
{
    if (d->saddr < 0) return 0;
    uint64_t sbase = sreg32(x, (unsigned)d->saddr);
    if (d->fam == AMD_GLOBAL) sbase |= (uint64_t)sreg32(x, (unsigned)d->saddr + 1) << 32;
    return sbase;
}

/* One lane's address: SCRATCH offset (D-F3), GLOBAL (D-F2) or FLAT (D-F1). */
static uint64_t flat_addr(const amd_x *x, const amd_dinst *d, uint64_t sbase, unsigned lane)
{
    if (d->fam == AMD_SCRATCH)
        return (uint32_t)((d->maddr >= 0 ? x->v[d->maddr][lane] : 0) + (uint32_t)sbase + (uint32_t)d->moff);
    if (d->fam == AMD_GLOBAL && d->saddr >= 0)
        return sbase + x->v[d->maddr][lane] + (uint64_t)(int64_t)d->moff; /* zero-extended VGPR [SADDR] */
    return vread(x, (unsigned)d->maddr, lane, 64) + (uint64_t)(int64_t)d->moff;
}

/* Does [a, a + len) meet the 4 GiB window at base? */
static bool meets_window(uint64_t a, uint64_t len, uint64_t base)
{
    return a - base < (1ull << 32) || base - a < len;   /* a at or above base, or below it */
}

/* flat_fast under a memory hook: the lanes' accesses (addr[lane]: its offset in
 * the region at rb) done lane by lane as h_flat does them, then handed to the
 * hook as one batch. Out of line, so that the untraced path is compiled as
 * before. */
static __attribute__((noinline)) void flat_fast_hooked(amd_x *x, gi_machine *m, const amd_uop *u,
                                                             uint8_t *mem, uint64_t rb, const uint64_t *addr,
                                                             uint64_t act)
{
    const amd_dinst *d = &u->d;
    unsigned eb = M_EB(u->p), cnt = M_CNT(u->p), n = eb * cnt;
    bool sgn = M_SX(u->p);
    uint8_t lanes[GI_MAX_LANES], val[GI_MAX_LANES * 16];
    uint64_t at[GI_MAX_LANES];
    size_t i = 0;
    FOR_LANES(act, lane) {
        uint8_t *buf = val + i * n;
        lanes[i] = (uint8_t)lane, at[i++] = rb + addr[lane];
        if (M_ST(u->p)) {
            for (unsigned k = 0; k < cnt; k++) st_le(buf + 4 * k, dread32(x, d, (unsigned)d->mdata0 + k, lane), eb);
            gi_copy_access(mem + addr[lane], buf, n);
        } else {
            gi_copy_access(buf, mem + addr[lane], n);
            for (unsigned k = 0; k < cnt; k++)
                dwrite32(x, d, (unsigned)d->mvdst + k, lane, amd_extend(ld_le(buf + eb * k, eb), eb, sgn));
        }
    }
    gi_mach_batch b = {GI_SPACE_GLOBAL, M_ST(u->p) != 0, n, i, lanes, 0, 0, at, 0, val};
    gi_mach_notify_batch(m, &b);
}

/* Plain FLAT/GLOBAL loads and stores (not SCRATCH, no d16) whose lanes all
 * fall, aligned, inside the one global region that holds the first active
 * lane's address, a region outside both apertures: done here on the
 * region's bytes (true). Otherwise nothing is done (false) and h_flat takes
 * the general path with its faults. */
static bool flat_fast(amd_x *x, gi_machine *m, const amd_uop *u, uint64_t sbase)
{
    const amd_dinst *d = &u->d;
    unsigned eb = M_EB(u->p), cnt = M_CNT(u->p), n = eb * cnt, nl = x->wave32 ? 32 : 64;
    uint64_t act = active(m), addr[GI_MAX_LANES], rb, rl;
    if (!act) return false;
    uint64_t a0 = flat_addr(x, d, sbase, (unsigned)__builtin_ctzll(act));
    uint8_t *mem = gi_mem_region(&m->mem, GI_SPACE_GLOBAL, a0, &rb, &rl);
    if (!mem || rl < n || meets_window(rb, rl, x->shared_base) || meets_window(rb, rl, x->private_base)) return false;
    uint64_t amask = x->unaligned ? 0 : (eb < 4 ? eb : 4) - 1, bad = 0;
    bool whole = act == (nl == 64 ? ~0ull : 0xffffffffull);
    if (whole) {
        /* the two address forms as plain loops over every lane (D-F1, D-F2) */
        const uint32_t *lo = x->v[d->maddr & 255], *hi = x->v[(d->maddr + 1) & 255];
        uint64_t off = (uint64_t)(int64_t)d->moff, base = rb - off;
        if (d->fam == AMD_GLOBAL && d->saddr >= 0)
            for (unsigned lane = 0; lane < nl; lane++) addr[lane] = sbase + lo[lane] - base;
        else
            for (unsigned lane = 0; lane < nl; lane++) addr[lane] = ((uint64_t)hi[lane] << 32 | lo[lane]) - base;
        for (unsigned lane = 0; lane < nl; lane++) bad |= ((addr[lane] + rb) & amask) | (uint64_t)(addr[lane] > rl - n);
    } else {
        FOR_LANES(act, lane) {
            uint64_t a = flat_addr(x, d, sbase, lane);
            addr[lane] = a - rb;
            bad |= (a & amask) | (uint64_t)(a - rb > rl - n);
        }
    }
    if (bad) return false;
    bool sgn = M_SX(u->p);
    if (__builtin_expect(m->hook != NULL, 0)) {
        flat_fast_hooked(x, m, u, mem, rb, addr, act);
    } else if (M_ST(u->p)) {
        /* lane by lane, all of a lane's elements: overlapping lanes end as on the general path */
        FOR_LANES(act, lane)
            for (unsigned k = 0; k < cnt; k++) st_le(mem + addr[lane] + 4 * k, dread32(x, d, (unsigned)d->mdata0 + k, lane), eb);
    } else if (whole && eb == 4) {
        /* register by register: the addresses are in addr[], so a destination that is also
         * the address register cannot change them */
        uint32_t (*file)[GI_MAX_LANES] = d->acc ? x->a : x->v;
        uint8_t *wflag = d->acc ? x->aw : x->vw;
        for (unsigned k = 0; k < cnt; k++) {
            uint32_t *row = file[((unsigned)d->mvdst + k) & 255];
            for (unsigned lane = 0; lane < nl; lane++) row[lane] = ld_le(mem + addr[lane] + 4 * k, 4);
            wflag[((unsigned)d->mvdst + k) & 255] = 1;
        }
    } else {
        FOR_LANES(act, lane) {
            uint32_t v[4];   /* every element of the lane is read before its registers are written */
            for (unsigned k = 0; k < cnt; k++) v[k] = amd_extend(ld_le(mem + addr[lane] + eb * k, eb), eb, sgn);
            for (unsigned k = 0; k < cnt; k++) dwrite32(x, d, (unsigned)d->mvdst + k, lane, v[k]);
        }
    }
    return true;
}

static int h_flat(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    int fam = d->fam;
    unsigned eb = M_EB(u->p), cnt = M_CNT(u->p), n = eb * cnt;
    bool st = M_ST(u->p), sgn = M_SX(u->p), d16 = (u->p & M_D16) != 0;
    unsigned sh = (u->p & M_HI) ? 16 : 0;   /* a _d16_hi store writes bits 31:16 */
    uint64_t sbase = flat_sbase(x, d);
    uint8_t buf[16];
    if (fam != AMD_SCRATCH && !d16 && !sh && flat_fast(x, m, u, sbase)) {
        m->pc++;
        return GI_STEP_NEXT;
    }
    FOR_LANES(active(m), lane) {
        uint64_t addr = flat_addr(x, d, sbase, lane);
        if (st) {
            for (unsigned k = 0; k < cnt; k++) st_le(buf + 4 * k, dread32(x, d, (unsigned)d->mdata0 + k, lane) >> sh, eb);
            flat_access(x, m, fam, lane, addr, buf, n, eb < 4 ? eb : 4, true);
        } else {
            bool ok = flat_access(x, m, fam, lane, addr, buf, n, eb < 4 ? eb : 4, false);
            for (unsigned k = 0; k < cnt; k++) {
                uint32_t v = ok ? amd_extend(ld_le(buf + eb * k, eb), eb, sgn) : 0, r = (unsigned)d->mvdst + k;
                dwrite32(x, d, r, lane, d16 ? d16_place(dread32(x, d, r, lane), v, sh != 0) : v);
            }
        }
        if (m->stop) return GI_STEP_ERROR;
    }
    m->pc++;
    return GI_STEP_NEXT;
}

/* u->p flag of a compare-and-swap atomic (flat_atomics) */
enum { FA_CMP = 0x100 };

/* FLAT/GLOBAL/SCRATCH atomics (D-F5, D-M4): lane by lane, the old value
 * returned with glc; u->fn(old, data) is the value stored. u->p = data bytes
 * (4, or 8 for the _x2 forms: VGPR pairs, 4-byte alignment as every FLAT
 * atomic, D-M3), plus FA_CMP for the compare-and-swap forms, whose data are
 * {src, cmp} (cmp in io.c). */
static int flat_atomic(amd_x *x, gi_machine *m, const amd_uop *u);
static int h_flat_atomic(amd_x *x, gi_machine *m, const amd_uop *u)
{
    if (x->env.amo_lock) x->env.amo_lock(x->env.amo_user, true);
    int r = flat_atomic(x, m, u);
    if (x->env.amo_lock) x->env.amo_lock(x->env.amo_user, false);
    return r;
}

static int flat_atomic(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    unsigned nb = u->p & 0xff, bits = 8 * nb, nw = nb / 4;
    bool cmp = (u->p & FA_CMP) != 0;
    uint64_t sbase = flat_sbase(x, d);
    uint8_t buf[8];
    FOR_LANES(active(m), lane) {
        uint64_t addr = flat_addr(x, d, sbase, lane);
        bool ok = flat_access(x, m, d->fam, lane, addr, buf, nb, 4, false);
        uint64_t old = ok ? gi_le_load(buf, nb) : 0, data = dread(x, d, (unsigned)d->mdata0, lane, bits), nv;
        if (ok) {
            amd_io io = {.keep32 = keep32(x)};
            io.bits = bits, io.a = old, io.b = data;
            if (cmp) io.c = dread(x, d, (unsigned)d->mdata0 + nw, lane, bits);
            nv = u->fn(&io);
            gi_le_store(buf, nv, nb);
            flat_access(x, m, d->fam, lane, addr, buf, nb, 4, true);
        }
        if (d->mvdst >= 0) dwrite(x, d, (unsigned)d->mvdst, lane, old, bits);
        if (m->stop) return GI_STEP_ERROR;
    }
    m->pc++;
    return GI_STEP_NEXT;
}

/* Is a MUBUF component out of range? rec_off = inst_offset + VGPR offset +
 * 4k (the offset inside the record), byte_off = rec_off + stride * index
 * (IDXEN), size = the component's bytes. GFX9 is D-B3; the other generations
 * follow what their descriptors mean (docs/amdgpu-exec.md "MUBUF"): GFX8
 * counts num_records in bytes even with a stride, GFX7 in records when the
 * stride is not 0, GFX10 by the descriptor's OOB_SELECT (dword3 bits 29:28). */
bool amd_buf_oob(amd_gen g, uint32_t w3, bool idxen, uint64_t stride, uint64_t nrec, uint64_t index,
                    uint64_t rec_off, unsigned size)
{
    uint64_t byte_off = rec_off + (idxen ? stride * index : 0);
    switch (g) {
    case AMD_GFX7: return stride ? index >= nrec : byte_off + size > nrec;
    case AMD_GFX8: return byte_off + size > nrec;
    case AMD_GFX10:
        switch (w3 >> 28 & 3) {
        case 0: return index >= nrec || rec_off + size > stride;   /* structured, with the offset */
        case 1: return index >= nrec;                                /* structured */
        case 2: return nrec == 0;                                    /* none */
        default: return byte_off + size > nrec;                      /* raw */
        }
    default: return idxen && stride ? index >= nrec : byte_off + size > nrec;
    }
}

/* MUBUF untyped loads/stores and atomics (D-B1..D-B4, D-M1..D-M3; the range check by
 * generation: buf_oob): out-of-range components read 0 and are not stored,
 * without a fault; in-range ones obey the memory rules. */
/* The V# of a MUBUF instruction (D-B1) and its soffset; false (a run error)
 * for a swizzled buffer. */

bool amd_mubuf_rsrc(amd_x *x, gi_machine *m, const amd_uop *u, mubuf_rsrc *r)
{
    const amd_dinst *d = &u->d;
    unsigned s = (unsigned)d->sbase;
    uint32_t w0 = sreg32(x, s), w1 = sreg32(x, s + 1);
    r->nrec = sreg32(x, s + 2), r->w3 = sreg32(x, s + 3);
    r->base = w0 | (uint64_t)(w1 & 0xffff) << 32, r->stride = w1 >> 16 & 0x3fff;
    r->soff = amd_sread(x, d, (unsigned)d->soff, AT_U32);
    r->priv = (r->w3 >> 23 & 1) != 0;
    if (w1 >> 31 && !r->priv) {
        gi_mach_error(m, GI_RUN_ERROR, "instruction %llu: %s: swizzled buffers are not modelled",
                      (unsigned long long)m->pc, u->what);
        return false;
    }
    return true;
}

/* Lane's index and record offset (D-B2). */
void amd_mubuf_lane(const amd_x *x, const amd_dinst *d, unsigned lane, uint64_t *index, uint64_t *rec_off)
{
    *index = d->idxen ? x->v[d->maddr & 255][lane] : 0;
    uint64_t voff = d->offen ? x->v[(d->maddr + (d->idxen ? 1 : 0)) & 255][lane] : 0;
    *rec_off = (uint64_t)(uint32_t)d->moff + voff;
}

/* One in-range MUBUF access of n bytes at addr (D-M2, D-M3): true if done */
bool amd_mubuf_access(amd_x *x, gi_machine *m, unsigned lane, uint64_t addr, uint8_t *buf, unsigned n,
                         unsigned align, bool store, bool priv)
{
    if (!x->unaligned && (addr & (align - 1))) { /* sizes are powers of two */
        gi_mach_fault(m, (int)lane, "misaligned", addr);
        return false;
    }
    if (priv) {   /* a private-segment descriptor: the lane's scratch, offsets [0, scratch_size) */
        if (addr >= x->scratch_size || x->scratch_size - addr < n) {
            gi_mach_fault(m, (int)lane, "out_of_bounds", addr);
            return false;
        }
        int rc = store ? gi_mach_store(m, GI_SPACE_LOCAL, (int)lane, addr, buf, n)
                       : gi_mach_load(m, GI_SPACE_LOCAL, (int)lane, addr, buf, n);
        return rc == GI_MEM_OK;
    }
    if (amd_aperture_hit(x, addr, n)) {
        gi_mach_fault(m, (int)lane, "aperture_violation", addr);
        return false;
    }
    int rc = store ? gi_mach_store(m, GI_SPACE_GLOBAL, (int)lane, addr, buf, n)
                   : gi_mach_load(m, GI_SPACE_GLOBAL, (int)lane, addr, buf, n);
    if (rc != GI_MEM_OK && !m->stop) gi_mach_fault(m, (int)lane, "out_of_bounds", addr);
    return rc == GI_MEM_OK;
}

static int h_mubuf(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    unsigned eb = M_EB(u->p), cnt = M_CNT(u->p), align = eb < 4 ? eb : 4;
    bool st = M_ST(u->p), sgn = M_SX(u->p), d16 = (u->p & M_D16) != 0;
    unsigned sh = (u->p & M_HI) ? 16 : 0;
    mubuf_rsrc r;
    if (!amd_mubuf_rsrc(x, m, u, &r)) return GI_STEP_ERROR;
    uint8_t buf[4];
    FOR_LANES(active(m), lane) {
        uint64_t index, rec_off;
        amd_mubuf_lane(x, d, lane, &index, &rec_off);
        uint64_t off = rec_off + (d->idxen ? r.stride * index : 0);
        for (unsigned k = 0; k < cnt; k++) {
            bool out = !r.priv && amd_buf_oob(x->gen, r.w3, d->idxen, r.stride, r.nrec, index, rec_off + 4ull * k, eb);
            uint64_t addr = r.base + r.soff + off + 4ull * k;
            bool done = false;
            if (!out) {
                if (st) gi_le_store(buf, dread32(x, d, (unsigned)d->mdata0 + k, lane) >> sh, eb);
                done = amd_mubuf_access(x, m, lane, addr, buf, eb, align, st, r.priv);
            }
            if (!st) {
                uint32_t v = done ? amd_extend(gi_le_load(buf, eb), eb, sgn) : 0, rg = (unsigned)d->mvdst + k;
                dwrite32(x, d, rg, lane, d16 ? d16_place(dread32(x, d, rg, lane), v, sh != 0) : v);
            }
            if (m->stop) return GI_STEP_ERROR;
        }
    }
    m->pc++;
    return GI_STEP_NEXT;
}

/* buffer_atomic_* (D-F5, D-B3/D-B4): all-or-nothing range check of the
 * whole element; with glc the old value (0 out of range) goes to the data
 * register; u->p as for h_flat_atomic. */
static int mubuf_atomic(amd_x *x, gi_machine *m, const amd_uop *u);
static int h_mubuf_atomic(amd_x *x, gi_machine *m, const amd_uop *u)
{
    if (x->env.amo_lock) x->env.amo_lock(x->env.amo_user, true);
    int r = mubuf_atomic(x, m, u);
    if (x->env.amo_lock) x->env.amo_lock(x->env.amo_user, false);
    return r;
}

static int mubuf_atomic(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    unsigned nb = u->p & 0xff, bits = 8 * nb, nw = nb / 4;
    bool cmp = (u->p & FA_CMP) != 0;
    mubuf_rsrc r;
    if (!amd_mubuf_rsrc(x, m, u, &r)) return GI_STEP_ERROR;
    uint8_t buf[8];
    FOR_LANES(active(m), lane) {
        uint64_t index, rec_off;
        amd_mubuf_lane(x, d, lane, &index, &rec_off);
        uint64_t addr = r.base + r.soff + rec_off + (d->idxen ? r.stride * index : 0);
        bool out = false;
        for (unsigned k = 0; k < nw; k++)
            out |= !r.priv && amd_buf_oob(x->gen, r.w3, d->idxen, r.stride, r.nrec, index, rec_off + 4ull * k, 4);
        bool ok = !out && amd_mubuf_access(x, m, lane, addr, buf, nb, 4, false, r.priv);
        uint64_t old = ok ? gi_le_load(buf, nb) : 0;
        if (ok) {
            amd_io io = {.keep32 = keep32(x)};
            io.bits = bits, io.a = old, io.b = dread(x, d, (unsigned)d->mdata0, lane, bits);
            if (cmp) io.c = dread(x, d, (unsigned)d->mdata0 + nw, lane, bits);
            gi_le_store(buf, u->fn(&io), nb);
            amd_mubuf_access(x, m, lane, addr, buf, nb, 4, true, r.priv);
        }
        if (d->glc) dwrite(x, d, (unsigned)d->mdata0, lane, old, bits);
        if (m->stop) return GI_STEP_ERROR;
    }
    m->pc++;
    return GI_STEP_NEXT;
}

/* DS shapes: element bytes, two elements (read2/write2) with a stride
 * multiplier, sign extension; kind: read, write, atomic, atomic returning,
 * compare-store returning, two-data atomic (returning); D16: a 16-bit
 * half of the data register (HI: bits 31:16, else 15:0; the other half kept) */
/* DS_CMPST(_RTN): compare-and-swap, data0 = cmp, data1 = src (io.c, io.b);
 * DS_ATOMIC2(_RTN): io.b = data0, io.c = data1 (ds_wrap, ds_mskor) */
enum { DS_READ, DS_WRITE, DS_ATOMIC, DS_ATOMIC_RTN, DS_CMPST, DS_CMPST_RTN, DS_ATOMIC2, DS_ATOMIC2_RTN };
#define DSHAPE(eb, two, st64, sgn, kind) ((eb) | (two) << 8 | (st64) << 9 | (sgn) << 10 | (kind) << 12)
#define DS_D16 (1u << 15)
#define DS_HI (1u << 16)
#define D_EB(p) ((p) & 0xff)
#define D_TWO(p) ((p) >> 8 & 1)
#define D_ST64(p) ((p) >> 9 & 1)
#define D_SX(p) ((p) >> 10 & 1)
#define D_KIND(p) ((p) >> 12 & 7)

/* one DS element: D-DS1..D-DS3, D-M3 */
bool amd_ds_elem(amd_x *x, gi_machine *m, unsigned lane, uint32_t off, uint8_t *buf, unsigned eb, bool store)
{
    unsigned align = eb == 12 ? 16 : eb;   /* b96 as b128 (docs/amdgpu-exec.md, DS) */
    if (!x->unaligned && (off & (align - 1))) {
        gi_mach_fault(m, (int)lane, "misaligned", off);
        return false;
    }
    uint64_t lim = amd_lds_limit(x);
    if ((uint64_t)off + eb > lim) {
        gi_mach_fault(m, (int)lane, "out_of_bounds", off);
        return false;
    }
    int st = store ? gi_mach_store(m, GI_SPACE_SHARED, (int)lane, off, buf, eb)
                   : gi_mach_load(m, GI_SPACE_SHARED, (int)lane, off, buf, eb);
    if (st == GI_MEM_OK) return true;
    if (!m->stop) gi_mach_fault(m, (int)lane, "out_of_bounds", off);
    return false;
}

/* The DS shapes compilers use most, one row each: read, elements, element bytes, dwords per
 * element. ds_fast and ds_record switch on DS_SHAPE and call their always-inlined bodies with the
 * row's constants, so that each becomes a loop without inner loops. */
#define DS_SHAPE(read, ne, eb) (((read) ? 100u : 0u) + (eb) * 2u + (ne))
#define DS_COMMON_SHAPES(X)                                                                          \
    X(true, 1, 4, 1) X(true, 2, 4, 1) X(true, 1, 8, 2) X(true, 2, 8, 2) X(false, 1, 4, 1) X(false, 2, 4, 1) \
        X(false, 1, 8, 2) X(false, 2, 8, 2)

/* The lanes of ds_fast: each lane's elements read into (row[] written) or
 * written from the registers row[] (element e's dwords at row[e * dw ...]);
 * every element of a lane is read before its registers are written. Always
 * inlined, so that the calls with constant shapes below become loops
 * without inner loops. */
static inline __attribute__((always_inline)) void ds_fast_lanes(uint8_t *lds, const uint32_t *addr, uint32_t off0,
                                                                uint32_t off1, unsigned ne, unsigned eb, unsigned dw,
                                                                bool sx, bool read, uint32_t *const *row,
                                                                uint64_t act, unsigned nl, bool whole)
{
    for (unsigned lane = 0; lane < nl; lane++) {
        if (!whole && !(act >> lane & 1)) continue;
        uint32_t v[8];
        for (unsigned e = 0; e < ne; e++) {
            uint8_t *p = lds + (uint32_t)(addr[lane] + (e ? off1 : off0)); /* 32-bit sum, as checked */
            if (read)
                for (unsigned k = 0; k < dw; k++)
                    v[e * dw + k] = eb >= 4 ? ld_le(p + 4 * k, 4) : amd_extend(ld_le(p, eb), eb, sx);
            else
                for (unsigned k = 0; k < dw; k++) st_le(p + 4 * k, row[e * dw + k][lane], eb < 4 ? eb : 4);
        }
        if (read)
            for (unsigned i = 0; i < ne * dw; i++) row[i][lane] = v[i];
    }
}

/* The records of ds_fast's accesses for a memory hook, lane by lane and element by element as h_ds
 * makes them (a read's bytes from the LDS, a write's from the registers), gathered before ds_fast_lanes
 * does them (a read may overwrite an address register) and handed to the hook as one batch. Always
 * inlined, so that the calls with constant shapes below become loops of fixed-size copies. */
static inline __attribute__((always_inline)) void ds_record_lanes(gi_machine *m, const uint8_t *lds,
                                                                  const uint32_t *addr, uint32_t off0, uint32_t off1,
                                                                  unsigned ne, unsigned eb, unsigned dw, bool read,
                                                                  uint32_t *const *row, uint64_t act)
{
    uint8_t lane[2 * GI_MAX_LANES], val[2 * GI_MAX_LANES * 16];
    uint64_t at[2 * GI_MAX_LANES];
    size_t n = 0;
    FOR_LANES(act, l) {
        for (unsigned e = 0; e < ne; e++, n++) {
            uint32_t off = addr[l] + (e ? off1 : off0);   /* 32-bit sum, as checked */
            uint8_t *v = val + n * eb;
            lane[n] = (uint8_t)l, at[n] = off;
            if (read) memcpy(v, lds + off, eb);
            else
                for (unsigned k = 0; k < dw; k++) st_le(v + 4 * k, row[e * dw + k][l], eb < 4 ? eb : 4);
        }
    }
    gi_mach_batch b = {GI_SPACE_SHARED, !read, eb, n, lane, 0, 0, at, 0, val};
    gi_mach_notify_batch(m, &b);
}

/* ds_record_lanes out of line (only a traced run calls it), the common shapes as constants. */
static __attribute__((noinline)) void ds_record(gi_machine *m, const uint8_t *lds, const uint32_t *addr, uint32_t off0,
                                                uint32_t off1, unsigned ne, unsigned eb, unsigned dw, bool read,
                                                uint32_t *const *row, uint64_t act)
{
    switch (DS_SHAPE(read, ne, eb)) {
#define X(rd, n, b, w) \
    case DS_SHAPE(rd, n, b): ds_record_lanes(m, lds, addr, off0, off1, n, b, w, rd, row, act); break;
        DS_COMMON_SHAPES(X)
#undef X
    default: ds_record_lanes(m, lds, addr, off0, off1, ne, eb, dw, read, row, act); break;
    }
}

/* Plain DS reads and writes (no d16) straight on the LDS bytes:
 * when every active lane's elements are aligned and in range, the whole
 * instruction is done here and true returned; otherwise nothing is done
 * (false), and h_ds takes the general path that records the faults. */
static bool ds_fast(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    unsigned eb = D_EB(u->p), ne = D_TWO(u->p) ? 2 : 1, dw = eb >= 8 ? eb / 4 : 1;
    uint32_t scale = D_TWO(u->p) ? eb * (D_ST64(u->p) ? 64u : 1u) : 1u;
    uint64_t rbase = 1, rlen = 0, act = active(m);
    uint8_t *lds = gi_mem_region(&m->mem, GI_SPACE_SHARED, 0, &rbase, &rlen);
    if (!lds || rbase != 0) return false;
    uint64_t lim = rlen < amd_lds_limit(x) ? rlen : amd_lds_limit(x);
    uint32_t amask = x->unaligned ? 0 : (eb == 12 ? 16 : eb) - 1, off0 = (uint32_t)d->moff * scale,
             off1 = (uint32_t)d->moff1 * scale;
    const uint32_t *addr = x->v[d->maddr & 255];
    /* the lanes' elements are aligned and in range: the 32-bit address sums (they wrap, as
     * on the general path) checked against the limit as 64-bit sums */
    uint64_t bad = 0, last1 = ne == 2 ? off1 : off0;
    unsigned nl = x->wave32 ? 32 : 64;
    bool whole = act == (nl == 64 ? ~0ull : 0xffffffffull);
    if (whole) {
        /* first the cheap sufficient test (vectorised OR and max): every address and offset
         * aligned, and the largest address plus the larger offset in range (so no sum wraps);
         * only when it fails the exact test of each lane's sums */
        uint32_t aor = 0, amax = 0;
        for (unsigned lane = 0; lane < nl; lane++) {
            aor |= addr[lane];
            amax = addr[lane] > amax ? addr[lane] : amax;
        }
        uint64_t offmax = off0 > last1 ? off0 : last1;
        if (((aor | off0 | (uint32_t)last1) & amask) || (uint64_t)amax + offmax + eb > lim)
            for (unsigned lane = 0; lane < nl; lane++)
                bad |= ((addr[lane] + off0) & amask) | ((addr[lane] + (uint32_t)last1) & amask) |
                       ((uint64_t)(addr[lane] + off0) + eb > lim) | ((uint64_t)(addr[lane] + (uint32_t)last1) + eb > lim);
    } else {
        FOR_LANES(act, lane)
            bad |= ((addr[lane] + off0) & amask) | ((addr[lane] + (uint32_t)last1) & amask) |
                   ((uint64_t)(addr[lane] + off0) + eb > lim) | ((uint64_t)(addr[lane] + (uint32_t)last1) + eb > lim);
    }
    if (bad) return false;
    uint32_t (*file)[GI_MAX_LANES] = d->acc ? x->a : x->v;
    uint8_t *wflag = d->acc ? x->aw : x->vw;
    bool read = D_KIND(u->p) == DS_READ, sx = D_SX(u->p) != 0;
    unsigned nreg = ne * dw;
    unsigned r0 = read ? (unsigned)d->mvdst : (unsigned)d->mdata0, r1 = read ? (unsigned)d->mvdst + dw : (unsigned)d->mdata1;
    uint32_t *row[8];
    for (unsigned e = 0; e < ne; e++)
        for (unsigned k = 0; k < dw; k++) row[e * dw + k] = file[((e ? r1 : r0) + k) & 255];
    if (__builtin_expect(m->hook != NULL, 0)) ds_record(m, lds, addr, off0, off1, ne, eb, dw, read, row, act);
    /* a whole wave of a common shape (sign extension only matters below 4 bytes) */
    switch (whole ? DS_SHAPE(read, ne, eb) : 0u) {
#define X(rd, n, b, w) \
    case DS_SHAPE(rd, n, b): ds_fast_lanes(lds, addr, off0, off1, n, b, w, false, rd, row, act, nl, true); break;
        DS_COMMON_SHAPES(X)
#undef X
    default: ds_fast_lanes(lds, addr, off0, off1, ne, eb, dw, sx, read, row, act, nl, whole); break;
    }
    if (read)
        for (unsigned i = 0; i < nreg; i++) wflag[(r0 + i) & 255] = 1;
    return true;
}

static int h_ds(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    unsigned eb = D_EB(u->p), kind = D_KIND(u->p), ne = D_TWO(u->p) ? 2 : 1;
    unsigned dw = eb >= 8 ? eb / 4 : 1; /* dwords per element */
    bool d16 = (u->p & DS_D16) != 0, hi = (u->p & DS_HI) != 0;
    uint32_t scale = D_TWO(u->p) ? eb * (D_ST64(u->p) ? 64u : 1u) : 1u;
    uint8_t buf[16];
    if ((kind == DS_READ || kind == DS_WRITE) && !d16 && !hi && ds_fast(x, m, u)) {
        m->pc++;
        return GI_STEP_NEXT;
    }
    FOR_LANES(active(m), lane) {
        uint32_t base = x->v[d->maddr & 255][lane];
        for (unsigned e = 0; e < ne; e++) {
            uint32_t off = base + (uint32_t)(e ? d->moff1 : d->moff) * scale;
            if (kind == DS_READ) {
                bool ok = amd_ds_elem(x, m, lane, off, buf, eb, false);
                for (unsigned k = 0; k < dw; k++) {
                    uint32_t v = ok ? (eb >= 8 ? (uint32_t)gi_le_load(buf + 4 * k, 4) : amd_extend(gi_le_load(buf, eb), eb, D_SX(u->p))) : 0;
                    unsigned r = (unsigned)d->mvdst + e * dw + k;
                    dwrite32(x, d, r, lane, d16 ? d16_place(dread32(x, d, r, lane), v, hi) : v);
                }
            } else if (kind == DS_WRITE) {
                unsigned src = (unsigned)(e ? d->mdata1 : d->mdata0);
                for (unsigned k = 0; k < dw; k++)
                    gi_le_store(buf + 4 * k, dread32(x, d, src + k, lane) >> (hi ? 16 : 0), eb < 4 ? eb : 4);
                amd_ds_elem(x, m, lane, off, buf, eb, true);
            } else {
                /* atomics, 32- or 64-bit (VGPR pairs): read, op, write; in lane order (D-M4) */
                unsigned bits = 8 * eb;
                bool ok = amd_ds_elem(x, m, lane, off, buf, eb, false);
                uint64_t old = ok ? gi_le_load(buf, eb) : 0;
                if (ok) {
                    amd_io io = {.keep32 = keep32(x)};
                    io.bits = bits, io.a = old;
                    if (kind == DS_CMPST || kind == DS_CMPST_RTN) {
                        io.b = dread(x, d, (unsigned)d->mdata1, lane, bits);
                        io.c = dread(x, d, (unsigned)d->mdata0, lane, bits);
                    } else {
                        io.b = dread(x, d, (unsigned)d->mdata0, lane, bits);
                        if (kind >= DS_ATOMIC2) io.c = dread(x, d, (unsigned)d->mdata1, lane, bits);
                    }
                    gi_le_store(buf, u->fn(&io), eb);
                    gi_mach_store(m, GI_SPACE_SHARED, (int)lane, off, buf, eb);
                }
                if (kind == DS_ATOMIC_RTN || kind == DS_CMPST_RTN || kind == DS_ATOMIC2_RTN)
                    dwrite(x, d, (unsigned)d->mvdst, lane, old, bits);
            }
            if (m->stop) return GI_STEP_ERROR;
        }
    }
    m->pc++;
    return GI_STEP_NEXT;
}

/* The lane a ds_swizzle_b32 lane reads (docs/amdgpu-exec.md "DS lane
 * operations"): QUAD_PERM (offset[15:8] = 0x80) lane (i & ~3) + the 2-bit
 * select i%4 of offset[7:0]; BITMASK_PERM (offset[15] = 0) ((i & and) | or) ^
 * xor within the lane's group of 32 (and, or, xor: offset 4:0, 9:5, 14:10). */
static unsigned swizzle_lane(uint32_t off, unsigned lane)
{
    if ((off & 0xff00u) == 0x8000u) return (lane & ~3u) + (off >> (2 * (lane & 3)) & 3);
    unsigned i = lane & 31, a = off & 31, o = off >> 5 & 31, xr = off >> 10 & 31;
    return (lane & ~31u) + (((i & a) | o) ^ xr);
}

/* Cross-lane DS operations that do not touch LDS: ds_swizzle_b32 (DL_SWZ),
 * ds_bpermute_b32 (DL_BPERM: lane i reads data0 of lane ((addr_i + offset) / 4)
 * mod wave size) and ds_permute_b32 (DL_PERM: lane i writes its data0 to that
 * lane; in lane order, so the highest writing lane wins). A read from an
 * inactive lane, and a permute lane nobody wrote, give 0. Every source is read
 * before the destination is written. */
enum { DL_SWZ, DL_BPERM, DL_PERM };
static int h_ds_lane(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    uint64_t act = active(m);
    unsigned wave = x->wave32 ? 32 : 64;
    uint32_t tmp[GI_MAX_LANES] = {0}, off = (uint32_t)d->moff;
    FOR_LANES(act, lane) {
        uint32_t sel = u->p == DL_SWZ ? swizzle_lane(off, lane) : ((x->v[d->maddr & 255][lane] + off) / 4) % wave;
        if (u->p == DL_PERM) tmp[sel] = x->v[d->mdata0 & 255][lane];
        else tmp[lane] = sel < wave && (act >> sel & 1) ? x->v[(u->p == DL_SWZ ? d->maddr : d->mdata0) & 255][sel] : 0;
    }
    FOR_LANES(act, lane) vwrite32(x, (unsigned)d->mvdst, lane, tmp[lane]);
    m->pc++;
    return GI_STEP_NEXT;
}

/* ds_append / ds_consume (p = 1): the dword at LDS offset M0[15:0] + offset
 * (docs/amdgpu-exec.md) gains / loses the number of active lanes; every
 * active lane gets the old value. No active lane: nothing happens. */
static int h_ds_append(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    uint64_t act = active(m);
    if (!act) {
        m->pc++;
        return GI_STEP_NEXT;
    }
    if (x->env.amo_lock) x->env.amo_lock(x->env.amo_user, true);
    uint32_t off = (x->s[CODE_M0] & 0xffffu) + (uint32_t)d->moff, old = 0, n = (uint32_t)__builtin_popcountll(act);
    uint8_t buf[4];
    int lane0 = __builtin_ctzll(act);
    if (amd_ds_elem(x, m, (unsigned)lane0, off, buf, 4, false)) {
        old = (uint32_t)gi_le_load(buf, 4);
        gi_le_store(buf, u->p ? old - n : old + n, 4);
        gi_mach_store(m, GI_SPACE_SHARED, lane0, off, buf, 4);
    }
    if (x->env.amo_lock) x->env.amo_lock(x->env.amo_user, false);
    FOR_LANES(act, lane) vwrite32(x, (unsigned)d->mvdst, lane, old);
    m->pc++;
    return m->stop ? GI_STEP_ERROR : GI_STEP_NEXT;
}

/* ---- float mixed precision (v_fma_mix*, v_mad_mix*; docs/amdgpu-exec.md D-T19) ----
 * Per source k: op_sel_hi[k] = 1 reads an f16 (op_sel[k] picks bits 31:16)
 * converted exactly to f32, 0 the f32 dword (flushed, D-FP2); neg_hi[k] is
 * |x|, neg_lo[k] then -x. u->p: 0 an f32 result, 1 f16 into bits 15:0, 2 f16
 * into bits 31:16 (the other half kept); clamp as for VOP3. */
static int h_vmix(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    uint32_t u16[3] = {0, 0, 0}, u32[3] = {0, 0, 0};
    for (unsigned k = 0; k < d->nsrc; k++)
        if (d->src[k] < 256) {
            u16[k] = (uint32_t)amd_sread(x, d, d->src[k], AT_F16);
            u32[k] = (uint32_t)amd_sread(x, d, d->src[k], AT_F32);
        }
    unsigned bits = u->p ? 16 : 32;
    FOR_LANES(active(m), lane) {
        uint32_t v[3] = {0, 0, 0};
        for (unsigned k = 0; k < d->nsrc; k++) {
            bool h16 = d->opsel_hi >> k & 1;
            uint32_t r = d->src[k] >= 256 ? x->v[(d->src[k] - 256) & 255][lane] : h16 ? u16[k] : u32[k];
            if (h16) r = gi_f16_to_f32((uint16_t)(d->src[k] >= 256 && (d->opsel >> k & 1) ? r >> 16 : r));
            else if ((r & 0x7f800000u) == 0) r &= 0x80000000u;
            if (d->neg_hi >> k & 1) r &= 0x7fffffffu;
            if (d->neg >> k & 1) r ^= 0x80000000u;
            v[k] = r;
        }
        amd_io io = {.keep32 = keep32(x)};
        io.bits = bits, io.a = v[0], io.b = v[1], io.c = v[2];
        uint64_t r = u->fn(&io);
        if (d->clamp) r = amd_fp_post(r, bits, 0, true);
        uint32_t old = x->v[d->dst & 255][lane];
        uint32_t w = u->p == 0 ? (uint32_t)r : u->p == 1 ? (old & 0xffff0000u) | (uint32_t)(r & 0xffff)
                                                      : (old & 0xffffu) | (uint32_t)(r & 0xffff) << 16;
        vwrite32(x, d->dst, lane, w);
    }
    m->pc++;
    return GI_STEP_NEXT;
}

/* ---- the semantic table ---- */


#define SALU(n, f, p) {n, h_salu, f, p}
#define VALU(n, f) {n, h_valu, f, 0}
#define SAVEEXEC(n, f) {n "_b64", h_saveexec, f, 0}, {n "_b32", h_saveexec, f, 0}

static const amd_sem sems[] = {
    /* SOPP */
    {"s_endpgm", h_end, NULL, 0},
    {"s_nop", h_nop, NULL, 0},
    {"s_waitcnt", h_nop, NULL, 0},
    {"s_branch", h_branch, NULL, BR_ALWAYS},
    {"s_cbranch_scc0", h_branch, NULL, BR_SCC0},
    {"s_cbranch_scc1", h_branch, NULL, BR_SCC1},
    {"s_cbranch_vccz", h_branch, NULL, BR_VCCZ},
    {"s_cbranch_vccnz", h_branch, NULL, BR_VCCNZ},
    {"s_cbranch_execz", h_branch, NULL, BR_EXECZ},
    {"s_cbranch_execnz", h_branch, NULL, BR_EXECNZ},
    {"s_getpc_b64", h_pc, NULL, P_PC_GET}, {"s_setpc_b64", h_pc, NULL, P_PC_SET},
    {"s_swappc_b64", h_pc, NULL, P_PC_GET | P_PC_SET},
    {"s_barrier", h_barrier, NULL, 0}, {"s_trap", h_trap, NULL, 0}, {"s_call_b64", h_call, NULL, 0},
    {"s_endpgm_saved", h_end, NULL, 0}, {"s_wakeup", h_nop, NULL, 0},
    /* messages to the SPI (GS, interrupts, VGPR release) have no effect on a compute wave */
    {"s_sendmsg", h_nop, NULL, 0}, {"s_sendmsghalt", h_nop, NULL, 0},
    /* SOP1 / SOP2 (D-S1) */
    SALU("s_mov_b32", amd_op_mov, 0), SALU("s_mov_b64", amd_op_mov, 0),
    SALU("s_not_b32", amd_op_not, P_SCC), SALU("s_not_b64", amd_op_not, P_SCC),
    SALU("s_add_u32", amd_op_add_u32, P_SCC), SALU("s_sub_u32", amd_op_sub_u32, P_SCC),
    SALU("s_addc_u32", amd_op_addc_u32, P_SCC), SALU("s_subb_u32", amd_op_subb_u32, P_SCC),
    SALU("s_add_i32", amd_op_add_i32, P_SCC), SALU("s_sub_i32", amd_op_sub_i32, P_SCC),
    SALU("s_and_b32", amd_op_and, P_SCC), SALU("s_and_b64", amd_op_and, P_SCC),
    SALU("s_or_b32", amd_op_or, P_SCC), SALU("s_or_b64", amd_op_or, P_SCC),
    SALU("s_xor_b32", amd_op_xor, P_SCC), SALU("s_xor_b64", amd_op_xor, P_SCC),
    SALU("s_andn2_b32", amd_op_andn2, P_SCC), SALU("s_andn2_b64", amd_op_andn2, P_SCC),
    SALU("s_orn2_b32", amd_op_orn2, P_SCC), SALU("s_orn2_b64", amd_op_orn2, P_SCC),
    SALU("s_nand_b32", amd_op_nand, P_SCC), SALU("s_nand_b64", amd_op_nand, P_SCC),
    SALU("s_nor_b32", amd_op_nor, P_SCC), SALU("s_nor_b64", amd_op_nor, P_SCC),
    SALU("s_xnor_b32", amd_op_xnor, P_SCC), SALU("s_xnor_b64", amd_op_xnor, P_SCC),
    SALU("s_lshl_b32", amd_op_lshl, P_SCC), SALU("s_lshl_b64", amd_op_lshl, P_SCC),
    SALU("s_lshr_b32", amd_op_lshr, P_SCC), SALU("s_lshr_b64", amd_op_lshr, P_SCC),
    SALU("s_ashr_i32", amd_op_ashr, P_SCC), SALU("s_ashr_i64", amd_op_ashr, P_SCC),
    SALU("s_bfm_b32", amd_op_bfm, 0),
    SALU("s_bcnt1_i32_b32", amd_op_bcnt1, P_SCC), SALU("s_bcnt1_i32_b64", amd_op_bcnt1, P_SCC),
    {"s_movrels_b32", h_movrels, NULL, 0}, {"s_movrels_b64", h_movrels, NULL, 0},
    SALU("s_mul_i32", amd_op_mul_lo, 0),
    SALU("s_mul_hi_u32", amd_op_mul_hi_u32, 0), SALU("s_mul_hi_i32", amd_op_mul_hi_i32, 0),
    SALU("s_min_u32", amd_op_min_u, P_SCC), SALU("s_max_u32", amd_op_max_u, P_SCC),
    SALU("s_min_i32", amd_op_min_i, P_SCC), SALU("s_max_i32", amd_op_max_i, P_SCC),
    SALU("s_cselect_b32", amd_op_cselect, 0), SALU("s_cselect_b64", amd_op_cselect, 0),
    SALU("s_bfe_u32", amd_op_s_bfe_u, P_SCC), SALU("s_bfe_i32", amd_op_s_bfe_i, P_SCC),
    SALU("s_bfe_u64", amd_op_s_bfe_u, P_SCC), SALU("s_bfe_i64", amd_op_s_bfe_i, P_SCC),
    SAVEEXEC("s_and_saveexec", amd_op_and), SAVEEXEC("s_or_saveexec", amd_op_or),
    SAVEEXEC("s_xor_saveexec", amd_op_xor), SAVEEXEC("s_andn2_saveexec", amd_op_andn2),
    SAVEEXEC("s_orn2_saveexec", amd_op_orn2),
    /* SOPK */
    {"s_movk_i32", h_sopk, amd_op_movb, 0},
    {"s_addk_i32", h_sopk, amd_op_add_i32, P_SCC | P_RDST},
    {"s_mulk_i32", h_sopk, amd_op_mul_lo, P_RDST},
    /* SALU and integer VALU (exec_iops.c); SALU parameter bits 7:0: the source width (64) or N */
    SALU("s_brev_b32", amd_op_brev, 0), SALU("s_brev_b64", amd_op_brev, 0),
    SALU("s_bcnt0_i32_b32", amd_op_bcnt0, P_SCC), SALU("s_bcnt0_i32_b64", amd_op_bcnt0, P_SCC | 64),
    SALU("s_ff0_i32_b32", amd_op_ff0, 0), SALU("s_ff0_i32_b64", amd_op_ff0, 64),
    SALU("s_ff1_i32_b32", amd_op_ff1, 0), SALU("s_ff1_i32_b64", amd_op_ff1, 64),
    SALU("s_flbit_i32_b32", amd_op_flbit_u, 0), SALU("s_flbit_i32_b64", amd_op_flbit_u, 64),
    SALU("s_flbit_i32", amd_op_flbit_i, 0), SALU("s_flbit_i32_i64", amd_op_flbit_i, 64),
    SALU("s_sext_i32_i8", amd_op_sext_i8, 0), SALU("s_sext_i32_i16", amd_op_sext_i16, 0),
    SALU("s_bitset0_b32", amd_op_bitset0, P_RDST), SALU("s_bitset0_b64", amd_op_bitset0, P_RDST),
    SALU("s_bitset1_b32", amd_op_bitset1, P_RDST), SALU("s_bitset1_b64", amd_op_bitset1, P_RDST),
    SALU("s_cmov_b32", amd_op_cmov, P_RDST), SALU("s_cmov_b64", amd_op_cmov, P_RDST),
    {"s_cmovk_i32", h_sopk, amd_op_cmovk, P_RDST},
    SALU("s_abs_i32", amd_op_abs_i32, P_SCC), SALU("s_absdiff_i32", amd_op_absdiff_i32, P_SCC),
    SALU("s_lshl1_add_u32", amd_op_lshl_add, P_SCC | 1), SALU("s_lshl2_add_u32", amd_op_lshl_add, P_SCC | 2),
    SALU("s_lshl3_add_u32", amd_op_lshl_add, P_SCC | 3), SALU("s_lshl4_add_u32", amd_op_lshl_add, P_SCC | 4),
    SALU("s_pack_ll_b32_b16", amd_op_pack_ll, 0), SALU("s_pack_lh_b32_b16", amd_op_pack_lh, 0),
    SALU("s_pack_hh_b32_b16", amd_op_pack_hh, 0), SALU("s_bfm_b64", amd_op_bfm64, 0),
    SALU("s_quadmask_b32", amd_op_quadmask, P_SCC), SALU("s_quadmask_b64", amd_op_quadmask, P_SCC),
    SALU("s_wqm_b32", amd_op_wqm, P_SCC), SALU("s_wqm_b64", amd_op_wqm, P_SCC),
    SALU("s_bitreplicate_b64_b32", amd_op_bitreplicate, 0),
    SALU("s_bitcmp0_b32", amd_op_bitcmp0, P_SCC_RES), SALU("s_bitcmp0_b64", amd_op_bitcmp0, P_SCC_RES),
    SALU("s_bitcmp1_b32", amd_op_bitcmp1, P_SCC_RES), SALU("s_bitcmp1_b64", amd_op_bitcmp1, P_SCC_RES),
    SAVEEXEC("s_andn1_saveexec", amd_op_andn1), SAVEEXEC("s_orn1_saveexec", amd_op_orn1),
    SAVEEXEC("s_nand_saveexec", amd_op_nand), SAVEEXEC("s_nor_saveexec", amd_op_nor),
    SAVEEXEC("s_xnor_saveexec", amd_op_xnor),
    {"s_andn1_wrexec_b64", h_saveexec, amd_op_andn1, P_WREXEC}, {"s_andn1_wrexec_b32", h_saveexec, amd_op_andn1, P_WREXEC},
    {"s_andn2_wrexec_b64", h_saveexec, amd_op_andn2, P_WREXEC}, {"s_andn2_wrexec_b32", h_saveexec, amd_op_andn2, P_WREXEC},
    {"s_movreld_b32", h_smovreld, NULL, 0}, {"s_movreld_b64", h_smovreld, NULL, 0},
    {"s_movrelsd_2_b32", h_smovreld, NULL, 1},
    {"s_getreg_b32", h_getreg, NULL, 0}, {"s_setreg_b32", h_setreg, NULL, 0}, {"s_setreg_imm32_b32", h_setreg, NULL, 1},
    {"s_round_mode", h_setmode, NULL, 0}, {"s_denorm_mode", h_setmode, NULL, 4},
    {"s_memtime", h_memtime, NULL, 0}, {"s_memrealtime", h_memtime, NULL, 0},
    {"s_set_gpr_idx_on", h_gpridx_on, NULL, 0},
    /* no effect on a single wave with coherent memory: hints, waits, cache maintenance */
    {"s_sleep", h_nop, NULL, 0}, {"s_setprio", h_nop, NULL, 0}, {"s_icache_inv", h_nop, NULL, 0},
    {"s_incperflevel", h_nop, NULL, 0}, {"s_decperflevel", h_nop, NULL, 0}, {"s_ttracedata", h_nop, NULL, 0},
    {"s_ttracedata_imm", h_nop, NULL, 0}, {"s_version", h_nop, NULL, 0}, {"s_clause", h_nop, NULL, 0},
    {"s_inst_prefetch", h_nop, NULL, 0}, {"s_waitcnt_depctr", h_nop, NULL, 0}, {"s_wait_idle", h_nop, NULL, 0},
    {"s_waitcnt_vscnt", h_nop, NULL, 0}, {"s_waitcnt_vmcnt", h_nop, NULL, 0}, {"s_waitcnt_expcnt", h_nop, NULL, 0},
    {"s_waitcnt_lgkmcnt", h_nop, NULL, 0}, {"s_dcache_wb", h_nop, NULL, 0}, {"s_dcache_wb_vol", h_nop, NULL, 0},
    {"s_dcache_inv", h_nop, NULL, 0}, {"s_dcache_inv_vol", h_nop, NULL, 0}, {"s_gl1_inv", h_nop, NULL, 0},
    {"buffer_wbinvl1", h_nop, NULL, 0}, {"buffer_wbinvl1_vol", h_nop, NULL, 0}, {"buffer_wbinvl1_sc", h_nop, NULL, 0},
    {"buffer_gl0_inv", h_nop, NULL, 0}, {"buffer_gl1_inv", h_nop, NULL, 0}, {"buffer_wbl2", h_nop, NULL, 0},
    {"buffer_invl2", h_nop, NULL, 0},
    {"v_nop", h_nop, NULL, 0}, {"v_pipeflush", h_nop, NULL, 0}, {"v_clrexcp", h_nop, NULL, 0},
    /* VALU integer */
    VALU("v_add3_u32", amd_op_add3), VALU("v_lshl_add_u32", amd_op_lshl_add_v), VALU("v_add_lshl_u32", amd_op_add_lshl),
    VALU("v_lshl_or_b32", amd_op_lshl_or), VALU("v_and_or_b32", amd_op_and_or), VALU("v_or3_b32", amd_op_or3),
    VALU("v_xor3_b32", amd_op_xor3), VALU("v_xad_u32", amd_op_xad),
    VALU("v_mad_u64_u32", amd_op_mad_u64_u32), VALU("v_mad_i64_i32", amd_op_mad_i64_i32),
    VALU("v_perm_b32", amd_op_perm), VALU("v_alignbit_b32", amd_op_alignbit), VALU("v_alignbyte_b32", amd_op_alignbyte),
    VALU("v_bfi_b32", amd_op_bfi), VALU("v_bfm_b32", amd_op_bfm), VALU("v_bfrev_b32", amd_op_brev),
    VALU("v_ffbh_u32", amd_op_flbit_u), VALU("v_ffbl_b32", amd_op_ff1), VALU("v_ffbh_i32", amd_op_flbit_i),
    VALU("v_bcnt_u32_b32", amd_op_bcnt_add),
    {"v_mbcnt_lo_u32_b32", h_vlane, amd_op_mbcnt_lo, 0}, {"v_mbcnt_hi_u32_b32", h_vlane, amd_op_mbcnt_hi, 0},
    VALU("v_min3_u32", amd_op_min3_u), VALU("v_min3_i32", amd_op_min3_i), VALU("v_max3_u32", amd_op_max3_u),
    VALU("v_max3_i32", amd_op_max3_i), VALU("v_med3_u32", amd_op_med3_u), VALU("v_med3_i32", amd_op_med3_i),
    /* GFX9 16-bit VOP3 with op_sel: bits 31:16 kept (docs/amdgpu-exec.md) */
    {"v_min3_u16", h_valu, amd_op_min3_u, P_KEEPHI}, {"v_min3_i16", h_valu, amd_op_min3_i, P_KEEPHI},
    {"v_max3_u16", h_valu, amd_op_max3_u, P_KEEPHI}, {"v_max3_i16", h_valu, amd_op_max3_i, P_KEEPHI},
    {"v_med3_u16", h_valu, amd_op_med3_u, P_KEEPHI}, {"v_med3_i16", h_valu, amd_op_med3_i, P_KEEPHI},
    {"v_mad_i16", h_valu, amd_op_mad_u16, P_KEEPHI},   /* the low 16 bits of a signed and an unsigned mad agree */
    VALU("v_mad_legacy_u16", amd_op_mad_u16), VALU("v_mad_legacy_i16", amd_op_mad_u16),
    VALU("v_mad_u32_u16", amd_op_mad_u32_u16), VALU("v_mad_i32_i16", amd_op_mad_i32_i16),
    VALU("v_sad_u8", amd_op_sad_u8), VALU("v_sad_hi_u8", amd_op_sad_hi_u8), {"v_sad_u16", h_valu, amd_op_sad_u16, P_W32},
    VALU("v_sad_u32", amd_op_sad_u32), VALU("v_msad_u8", amd_op_msad_u8),
    VALU("v_qsad_pk_u16_u8", amd_op_qsad_pk), VALU("v_mqsad_pk_u16_u8", amd_op_mqsad_pk),
    VALU("v_lerp_u8", amd_op_lerp_u8),
    {"v_cvt_pk_u16_u32", h_valu, amd_op_cvt_pk_u16_u32, P_W32}, {"v_cvt_pk_i16_i32", h_valu, amd_op_cvt_pk_i16_i32, P_W32},
    VALU("v_sat_pk_u8_i16", amd_op_sat_pk_u8_i16),
    VALU("v_mul_hi_u32_u24", amd_op_mul_hi_u24), VALU("v_mul_hi_i32_i24", amd_op_mul_hi_i24),
    {"v_movrels_b32", h_vmovrel, NULL, MR_SRC}, {"v_movreld_b32", h_vmovrel, NULL, MR_DST},
    {"v_movrelsd_b32", h_vmovrel, NULL, MR_SRC | MR_DST}, {"v_movrelsd_2_b32", h_vmovrel, NULL, MR_SRC | MR_DST | MR_SPLIT},
    {"v_permlane16_b32", h_permlane, NULL, 0}, {"v_permlanex16_b32", h_permlane, NULL, 1},
    VALU("v_lshl_b64", amd_op_lshl), VALU("v_lshr_b64", amd_op_lshr), VALU("v_ashr_i64", amd_op_ashr),   /* GFX7 */
    {"v_swap_b32", h_vmovrel, NULL, MR_SWAP}, {"v_swaprel_b32", h_vmovrel, NULL, MR_SWAP | MR_SRC | MR_DST | MR_SPLIT},
    /* VALU integer (D-I1, D-I2); *rev* rows swap through AMD_I_REV */
    VALU("v_mov_b32", amd_op_mov), VALU("v_not_b32", amd_op_not),
    VALU("v_add_u32", amd_op_add_u32), VALU("v_add_co_u32", amd_op_add_u32), VALU("v_add_nc_u32", amd_op_add_u32),
    VALU("v_add_i32", amd_op_add_u32), VALU("v_add_nc_i32", amd_op_add_u32), VALU("v_sub_nc_i32", amd_op_sub_u32),
    VALU("v_sub_u32", amd_op_sub_u32), VALU("v_sub_co_u32", amd_op_sub_u32), VALU("v_sub_nc_u32", amd_op_sub_u32),
    VALU("v_sub_i32", amd_op_sub_u32),
    VALU("v_subrev_u32", amd_op_sub_u32), VALU("v_subrev_co_u32", amd_op_sub_u32),
    VALU("v_subrev_nc_u32", amd_op_sub_u32), VALU("v_subrev_i32", amd_op_sub_u32),
    VALU("v_addc_u32", amd_op_addc_u32), VALU("v_addc_co_u32", amd_op_addc_u32), VALU("v_add_co_ci_u32", amd_op_addc_u32),
    VALU("v_subb_u32", amd_op_subb_u32), VALU("v_subb_co_u32", amd_op_subb_u32), VALU("v_sub_co_ci_u32", amd_op_subb_u32),
    VALU("v_subbrev_u32", amd_op_subb_u32), VALU("v_subbrev_co_u32", amd_op_subb_u32),
    VALU("v_subrev_co_ci_u32", amd_op_subb_u32),
    VALU("v_and_b32", amd_op_and), VALU("v_or_b32", amd_op_or), VALU("v_xor_b32", amd_op_xor),
    VALU("v_xnor_b32", amd_op_xnor),
    VALU("v_lshlrev_b32", amd_op_lshl), VALU("v_lshrrev_b32", amd_op_lshr), VALU("v_ashrrev_i32", amd_op_ashr),
    VALU("v_lshl_b32", amd_op_lshl), VALU("v_lshr_b32", amd_op_lshr), VALU("v_ashr_i32", amd_op_ashr),
    VALU("v_lshlrev_b64", amd_op_lshl), VALU("v_lshrrev_b64", amd_op_lshr), VALU("v_ashrrev_i64", amd_op_ashr),
    VALU("v_mul_lo_u32", amd_op_mul_lo), VALU("v_mul_lo_i32", amd_op_mul_lo),
    VALU("v_mul_hi_u32", amd_op_mul_hi_u32), VALU("v_mul_hi_i32", amd_op_mul_hi_i32),
    VALU("v_mul_u32_u24", amd_op_mul_u24), VALU("v_mul_i32_i24", amd_op_mul_i24),
    VALU("v_mad_u32_u24", amd_op_mad_u24), VALU("v_mad_i32_i24", amd_op_mad_i24),
    VALU("v_min_u32", amd_op_min_u), VALU("v_max_u32", amd_op_max_u),
    VALU("v_min_i32", amd_op_min_i), VALU("v_max_i32", amd_op_max_i),
    VALU("v_bfe_u32", amd_op_v_bfe_u), VALU("v_bfe_i32", amd_op_v_bfe_i),
    VALU("v_cndmask_b32", amd_op_cndmask),
    /* 16-bit integer VALU: the operations at width 16 (D-I1 wrap, D-FP8 high bits) */
    VALU("v_add_u16", amd_op_add_u32), VALU("v_sub_u16", amd_op_sub_u32), VALU("v_subrev_u16", amd_op_sub_u32),
    VALU("v_mul_lo_u16", amd_op_mul_lo), VALU("v_lshlrev_b16", amd_op_lshl), VALU("v_lshrrev_b16", amd_op_lshr),
    VALU("v_ashrrev_i16", amd_op_ashr), VALU("v_max_u16", amd_op_max_u), VALU("v_min_u16", amd_op_min_u),
    VALU("v_max_i16", amd_op_max_i), VALU("v_min_i16", amd_op_min_i),
    VALU("v_add_i16", amd_op_add_u32), VALU("v_sub_i16", amd_op_sub_u32),
    VALU("v_add_nc_u16", amd_op_add_u32), VALU("v_add_nc_i16", amd_op_add_u32),
    VALU("v_sub_nc_u16", amd_op_sub_u32), VALU("v_sub_nc_i16", amd_op_sub_u32),
    {"v_mad_u16", h_valu, amd_op_mad_u16, P_KEEPHI},
    {"v_fma_f16", h_valu, amd_op_fma_f16, P_KEEPHI},
    {"v_mad_f16", h_valu, amd_op_mad_f16, P_KEEPHI}, {"v_mac_f16", h_valu, amd_op_mad_f16, P_KEEPHI},
    VALU("v_pack_b32_f16", amd_op_pack16),
    {"v_readfirstlane_b32", h_readfirstlane, NULL, 0},
    /* AGPR moves (gfx908, gfx90a): p = the source is an AGPR */
    {"v_accvgpr_read_b32", h_accvgpr, NULL, 1}, {"v_accvgpr_write_b32", h_accvgpr, NULL, 0},
    {"v_accvgpr_mov_b32", h_accvgpr, NULL, 1},
    {"v_readlane_b32", h_readlane, NULL, 0},
    {"v_writelane_b32", h_writelane, NULL, 0},
    /* VALU floating point (D-FP1..D-FP8) */
    VALU("v_add_f32", amd_op_add_f32), VALU("v_sub_f32", amd_op_sub_f32), VALU("v_subrev_f32", amd_op_sub_f32),
    VALU("v_mul_f32", amd_op_mul_f32), VALU("v_fma_f32", amd_op_fma_f32), VALU("v_mad_f32", amd_op_mad_f32),
    VALU("v_min_f32", amd_op_min_f32), VALU("v_max_f32", amd_op_max_f32),
    VALU("v_add_f64", amd_op_add_f64), VALU("v_mul_f64", amd_op_mul_f64), VALU("v_fma_f64", amd_op_fma_f64),
    /* tied rows: the decoder makes the destination the last source (AMD_I_TIED) */
    VALU("v_mul_legacy_f32", amd_op_mul_legacy_f32), VALU("v_mad_legacy_f32", amd_op_mad_legacy_f32),
    VALU("v_mac_legacy_f32", amd_op_mad_legacy_f32),
    /* the VOP2 integer dot products accumulate into their destination (tied) */
    VALU("v_dot2c_i32_i16", amd_op_dot2_i16), VALU("v_dot4c_i32_i8", amd_op_dot4_i8),
    VALU("v_dot8c_i32_i4", amd_op_dot8_i4),
    VALU("v_mac_f32", amd_op_mad_f32), VALU("v_fmac_f32", amd_op_fma_f32), VALU("v_fmac_f64", amd_op_fma_f64),
    VALU("v_fmac_f16", amd_op_fma_f16), {"v_pk_fmac_f16", h_vop3p, amd_op_fma_f16, P_PKF},
    VALU("v_min_f64", amd_op_min_f64), VALU("v_max_f64", amd_op_max_f64),
    VALU("v_add_f16", amd_op_add_f16), VALU("v_sub_f16", amd_op_sub_f16), VALU("v_subrev_f16", amd_op_sub_f16),
    VALU("v_mul_f16", amd_op_mul_f16), VALU("v_min_f16", amd_op_min_f16), VALU("v_max_f16", amd_op_max_f16),
    VALU("v_cvt_f32_i32", amd_op_cvt_f32_i32), VALU("v_cvt_f32_u32", amd_op_cvt_f32_u32),
    VALU("v_cvt_i32_f32", amd_op_cvt_i32_f32), VALU("v_cvt_u32_f32", amd_op_cvt_u32_f32),
    VALU("v_cvt_f64_i32", amd_op_cvt_f64_i32), VALU("v_cvt_f64_u32", amd_op_cvt_f64_u32),
    VALU("v_cvt_i32_f64", amd_op_cvt_i32_f64), VALU("v_cvt_u32_f64", amd_op_cvt_u32_f64),
    VALU("v_cvt_f16_f32", amd_op_cvt_f16_f32), VALU("v_cvt_f32_f16", amd_op_cvt_f32_f16),
    VALU("v_cvt_f64_f32", amd_op_cvt_f64_f32), VALU("v_cvt_f32_f64", amd_op_cvt_f32_f64),
    /* VALU float: special and transcendental (exec_fops.c) */
#define FV(n, f) {n, h_valu, f, 0}
#define FVP(n, f, p) {n, h_valu, f, p}
    FV("v_rcp_f32", amd_op_rcp_f32), FV("v_rcp_iflag_f32", amd_op_rcp_f32), FV("v_rcp_f64", amd_op_rcp_f64),
    FV("v_rcp_f16", amd_op_rcp_f16), FV("v_rcp_clamp_f32", amd_op_rcp_clamp_f32),
    FV("v_rcp_clamp_f64", amd_op_rcp_clamp_f64),
    FV("v_rsq_f32", amd_op_rsq_f32), FV("v_rsq_f64", amd_op_rsq_f64), FV("v_rsq_f16", amd_op_rsq_f16),
    FV("v_rsq_clamp_f32", amd_op_rsq_clamp_f32), FV("v_rsq_clamp_f64", amd_op_rsq_clamp_f64),
    FV("v_sqrt_f32", amd_op_sqrt_f32), FV("v_sqrt_f64", amd_op_sqrt_f64), FV("v_sqrt_f16", amd_op_sqrt_f16),
    FV("v_exp_f32", amd_op_exp_f32), FV("v_exp_f16", amd_op_exp_f16),
    FV("v_log_f32", amd_op_log_f32), FV("v_log_clamp_f32", amd_op_log_clamp_f32), FV("v_log_f16", amd_op_log_f16),
    FV("v_sin_f32", amd_op_sin_f32), FV("v_cos_f32", amd_op_cos_f32),
    FV("v_sin_f16", amd_op_sin_f16), FV("v_cos_f16", amd_op_cos_f16),
    /* division and square root expansions (VCC out through the VOP3B sdst, in through P_VCCIN) */
    FV("v_div_scale_f32", amd_op_div_scale_f32), FV("v_div_scale_f64", amd_op_div_scale_f64),
    FVP("v_div_fmas_f32", amd_op_div_fmas_f32, P_VCCIN), FVP("v_div_fmas_f64", amd_op_div_fmas_f64, P_VCCIN),
    FV("v_div_fixup_f32", amd_op_div_fixup_f32), FV("v_div_fixup_f64", amd_op_div_fixup_f64),
    FVP("v_div_fixup_f16", amd_op_div_fixup_f16, P_KEEPHI), FV("v_div_fixup_legacy_f16", amd_op_div_fixup_f16),
    FV("v_trig_preop_f64", amd_op_trig_preop_f64),
    /* cube map face selection and the lighting multiply (exec_cube.c) */
    FV("v_cubeid_f32", amd_op_cubeid_f32), FV("v_cubesc_f32", amd_op_cubesc_f32),
    FV("v_cubetc_f32", amd_op_cubetc_f32), FV("v_cubema_f32", amd_op_cubema_f32),
    FV("v_mullit_f32", amd_op_mullit_f32),
    /* exponent, mantissa, rounding */
    FV("v_frexp_mant_f32", amd_op_frexp_mant_f32), FV("v_frexp_mant_f64", amd_op_frexp_mant_f64),
    FV("v_frexp_mant_f16", amd_op_frexp_mant_f16),
    FVP("v_frexp_exp_i32_f32", amd_op_frexp_exp_f32, P_D32), FVP("v_frexp_exp_i32_f64", amd_op_frexp_exp_f64, P_D32),
    FV("v_frexp_exp_i16_f16", amd_op_frexp_exp_f16),
    FV("v_ldexp_f32", amd_op_ldexp_f32), FV("v_ldexp_f64", amd_op_ldexp_f64), FV("v_ldexp_f16", amd_op_ldexp_f16),
    FV("v_fract_f32", amd_op_fract_f32), FV("v_fract_f64", amd_op_fract_f64), FV("v_fract_f16", amd_op_fract_f16),
    FV("v_trunc_f32", amd_op_trunc_f32), FV("v_trunc_f64", amd_op_trunc_f64), FV("v_trunc_f16", amd_op_trunc_f16),
    FV("v_ceil_f32", amd_op_ceil_f32), FV("v_ceil_f64", amd_op_ceil_f64), FV("v_ceil_f16", amd_op_ceil_f16),
    FV("v_floor_f32", amd_op_floor_f32), FV("v_floor_f64", amd_op_floor_f64), FV("v_floor_f16", amd_op_floor_f16),
    FV("v_rndne_f32", amd_op_rndne_f32), FV("v_rndne_f64", amd_op_rndne_f64), FV("v_rndne_f16", amd_op_rndne_f16),
    /* class compares (h_vcmp: the mask is src1) */
    {"v_cmp_class_f32", h_vcmp, amd_op_cmp_class, 0}, {"v_cmp_class_f64", h_vcmp, amd_op_cmp_class, 0},
    {"v_cmp_class_f16", h_vcmp, amd_op_cmp_class, 0}, {"v_cmpx_class_f32", h_vcmp, amd_op_cmp_class, P_CMPX},
    {"v_cmpx_class_f64", h_vcmp, amd_op_cmp_class, P_CMPX}, {"v_cmpx_class_f16", h_vcmp, amd_op_cmp_class, P_CMPX},
    /* three-source and legacy min/max */
    FV("v_min3_f32", amd_op_min3_f32), FV("v_max3_f32", amd_op_max3_f32), FV("v_med3_f32", amd_op_med3_f32),
    FVP("v_min3_f16", amd_op_min3_f16, P_KEEPHI), FVP("v_max3_f16", amd_op_max3_f16, P_KEEPHI),
    FVP("v_med3_f16", amd_op_med3_f16, P_KEEPHI),
    FV("v_min_legacy_f32", amd_op_min_legacy_f32), FV("v_max_legacy_f32", amd_op_max_legacy_f32),
    /* kimm forms: the constant becomes a source (fsem_fixup) */
    FVP("v_madak_f32", amd_op_mad_f32, P_KIMM_A), FVP("v_madmk_f32", amd_op_mad_f32, P_KIMM_M),
    FVP("v_fmaak_f32", amd_op_fma_f32, P_KIMM_A), FVP("v_fmamk_f32", amd_op_fma_f32, P_KIMM_M),
    FVP("v_madak_f16", amd_op_mad_f16, P_KIMM_A | P_KEEPHI), FVP("v_madmk_f16", amd_op_mad_f16, P_KIMM_M | P_KEEPHI),
    FVP("v_fmaak_f16", amd_op_fma_f16, P_KIMM_A | P_KEEPHI), FVP("v_fmamk_f16", amd_op_fma_f16, P_KIMM_M | P_KEEPHI),
    /* GFX9 names of the GFX8 f16 mad/fma (bits 31:16 zeroed) */
    FV("v_mad_legacy_f16", amd_op_mad_f16), FV("v_fma_legacy_f16", amd_op_fma_f16),
    /* conversions */
    FV("v_cvt_f16_u16", amd_op_cvt_f16_u16), FV("v_cvt_f16_i16", amd_op_cvt_f16_i16),
    FV("v_cvt_u16_f16", amd_op_cvt_u16_f16), FV("v_cvt_i16_f16", amd_op_cvt_i16_f16),
    FV("v_cvt_f32_ubyte0", amd_op_cvt_f32_ubyte0), FV("v_cvt_f32_ubyte1", amd_op_cvt_f32_ubyte1),
    FV("v_cvt_f32_ubyte2", amd_op_cvt_f32_ubyte2), FV("v_cvt_f32_ubyte3", amd_op_cvt_f32_ubyte3),
    FVP("v_cvt_rpi_i32_f32", amd_op_cvt_rpi_i32_f32, P_D32), FVP("v_cvt_flr_i32_f32", amd_op_cvt_flr_i32_f32, P_D32),
    FV("v_cvt_off_f32_i4", amd_op_cvt_off_f32_i4),
    FVP("v_cvt_pkrtz_f16_f32", amd_op_cvt_pkrtz_f16_f32, P_D32),
    FVP("v_cvt_pknorm_i16_f32", amd_op_cvt_pknorm_i16_f32, P_D32),
    FVP("v_cvt_pknorm_u16_f32", amd_op_cvt_pknorm_u16_f32, P_D32),
    FVP("v_cvt_pknorm_i16_f16", amd_op_cvt_pknorm_i16_f16, P_D32),
    FVP("v_cvt_pknorm_u16_f16", amd_op_cvt_pknorm_u16_f16, P_D32),
    FVP("v_cvt_norm_i16_f16", amd_op_cvt_norm_i16_f16, P_KEEPHI), FVP("v_cvt_norm_u16_f16", amd_op_cvt_norm_u16_f16, P_KEEPHI),
    FVP("v_cvt_pk_u8_f32", amd_op_cvt_pk_u8_f32, P_D32),
    FVP("v_cvt_pkaccum_u8_f32", amd_op_cvt_pk_u8_f32, P_D32 | P_DSRC), /* into byte S1[1:0] of D itself */
    /* v_cvt_pk_u16_u32 / v_cvt_pk_i16_i32: the integer packs of exec_iops.c */
    /* float dot products (v_dot2_f32_f16 is VOP3P: bind_vop3p takes it whole-dword) and mixed precision */
    FVP("v_dot2_f32_f16", amd_op_dot2_f32_f16, P_D32), FVP("v_dot2c_f32_f16", amd_op_dot2_f32_f16, P_D32),
    {"v_fma_mix_f32", h_vmix, amd_op_mix_fma, 0}, {"v_fma_mixlo_f16", h_vmix, amd_op_mix_fma, 1},
    {"v_fma_mixhi_f16", h_vmix, amd_op_mix_fma, 2}, {"v_mad_mix_f32", h_vmix, amd_op_mix_mad, 0},
    {"v_mad_mixlo_f16", h_vmix, amd_op_mix_mad, 1}, {"v_mad_mixhi_f16", h_vmix, amd_op_mix_mad, 2},
#undef FV
#undef FVP
    /* SMEM (D-SM1) */
    {"s_load_dword", h_smem, NULL, 0}, {"s_load_dwordx2", h_smem, NULL, 0}, {"s_load_dwordx4", h_smem, NULL, 0},
    {"s_load_dwordx8", h_smem, NULL, 0}, {"s_load_dwordx16", h_smem, NULL, 0},
    {"s_buffer_load_dword", h_smem, NULL, SM_BUF}, {"s_buffer_load_dwordx2", h_smem, NULL, SM_BUF},
    {"s_buffer_load_dwordx4", h_smem, NULL, SM_BUF}, {"s_buffer_load_dwordx8", h_smem, NULL, SM_BUF},
    {"s_buffer_load_dwordx16", h_smem, NULL, SM_BUF},
    {"s_store_dword", h_smem, NULL, SM_ST}, {"s_store_dwordx2", h_smem, NULL, SM_ST},
    {"s_store_dwordx4", h_smem, NULL, SM_ST},
    {"s_buffer_store_dword", h_smem, NULL, SM_BUF | SM_ST}, {"s_buffer_store_dwordx2", h_smem, NULL, SM_BUF | SM_ST},
    {"s_buffer_store_dwordx4", h_smem, NULL, SM_BUF | SM_ST},
    /* s_atomic_* / s_buffer_atomic_*: the FLAT atomic table (bind) */
    {"s_dcache_discard", h_nop, NULL, 0}, {"s_dcache_discard_x2", h_nop, NULL, 0},
    /* DS (D-DS1..D-DS4) */
    {"ds_read_b32", h_ds, NULL, DSHAPE(4, 0, 0, 0, DS_READ)}, {"ds_read_b64", h_ds, NULL, DSHAPE(8, 0, 0, 0, DS_READ)},
    {"ds_read_u8", h_ds, NULL, DSHAPE(1, 0, 0, 0, DS_READ)}, {"ds_read_i8", h_ds, NULL, DSHAPE(1, 0, 0, 1, DS_READ)},
    {"ds_read_u16", h_ds, NULL, DSHAPE(2, 0, 0, 0, DS_READ)}, {"ds_read_i16", h_ds, NULL, DSHAPE(2, 0, 0, 1, DS_READ)},
    {"ds_read2_b32", h_ds, NULL, DSHAPE(4, 1, 0, 0, DS_READ)}, {"ds_read2_b64", h_ds, NULL, DSHAPE(8, 1, 0, 0, DS_READ)},
    {"ds_read2st64_b32", h_ds, NULL, DSHAPE(4, 1, 1, 0, DS_READ)},
    {"ds_read2st64_b64", h_ds, NULL, DSHAPE(8, 1, 1, 0, DS_READ)},
    {"ds_write_b32", h_ds, NULL, DSHAPE(4, 0, 0, 0, DS_WRITE)}, {"ds_write_b64", h_ds, NULL, DSHAPE(8, 0, 0, 0, DS_WRITE)},
    {"ds_read_b96", h_ds, NULL, DSHAPE(12, 0, 0, 0, DS_READ)}, {"ds_read_b128", h_ds, NULL, DSHAPE(16, 0, 0, 0, DS_READ)},
    {"ds_write_b96", h_ds, NULL, DSHAPE(12, 0, 0, 0, DS_WRITE)}, {"ds_write_b128", h_ds, NULL, DSHAPE(16, 0, 0, 0, DS_WRITE)},
    {"ds_write_b8", h_ds, NULL, DSHAPE(1, 0, 0, 0, DS_WRITE)}, {"ds_write_b16", h_ds, NULL, DSHAPE(2, 0, 0, 0, DS_WRITE)},
    {"ds_write2_b32", h_ds, NULL, DSHAPE(4, 1, 0, 0, DS_WRITE)}, {"ds_write2_b64", h_ds, NULL, DSHAPE(8, 1, 0, 0, DS_WRITE)},
    {"ds_write2st64_b32", h_ds, NULL, DSHAPE(4, 1, 1, 0, DS_WRITE)},
    {"ds_write2st64_b64", h_ds, NULL, DSHAPE(8, 1, 1, 0, DS_WRITE)},
#define DSA(op, ty, f) {"ds_" op "_" ty, h_ds, f, DSHAPE(4, 0, 0, 0, DS_ATOMIC)}, \
                       {"ds_" op "_rtn_" ty, h_ds, f, DSHAPE(4, 0, 0, 0, DS_ATOMIC_RTN)}
    DSA("add", "u32", amd_op_add_u32), DSA("sub", "u32", amd_op_sub_u32),
    DSA("min", "i32", amd_op_min_i), DSA("max", "i32", amd_op_max_i),
    DSA("min", "u32", amd_op_min_u), DSA("max", "u32", amd_op_max_u),
    DSA("and", "b32", amd_op_and), DSA("or", "b32", amd_op_or), DSA("xor", "b32", amd_op_xor),
    DSA("inc", "u32", amd_op_inc_u), DSA("dec", "u32", amd_op_dec_u),
    /* float atomics: the VALU operations (docs/amdgpu-exec.md "Float atomics") */
    DSA("add", "f32", amd_op_add_f32), DSA("min", "f32", amd_op_min_f32), DSA("max", "f32", amd_op_max_f32),
#define DSA64(op, ty, f) {"ds_" op "_" ty, h_ds, f, DSHAPE(8, 0, 0, 0, DS_ATOMIC)}, \
                         {"ds_" op "_rtn_" ty, h_ds, f, DSHAPE(8, 0, 0, 0, DS_ATOMIC_RTN)}
    DSA64("add", "u64", amd_op_add_u64), DSA64("sub", "u64", amd_op_sub_u64),
    DSA64("min", "i64", amd_op_min_i), DSA64("max", "i64", amd_op_max_i),
    DSA64("min", "u64", amd_op_min_u), DSA64("max", "u64", amd_op_max_u),
    DSA64("and", "b64", amd_op_and), DSA64("or", "b64", amd_op_or), DSA64("xor", "b64", amd_op_xor),
    DSA64("inc", "u64", amd_op_inc_u), DSA64("dec", "u64", amd_op_dec_u),
    DSA64("add", "f64", amd_op_add_f64), DSA64("min", "f64", amd_op_min_f64), DSA64("max", "f64", amd_op_max_f64),
    DSA("rsub", "u32", amd_op_rsub), DSA64("rsub", "u64", amd_op_rsub),
    {"ds_mskor_b32", h_ds, amd_op_mskor, DSHAPE(4, 0, 0, 0, DS_ATOMIC2)},
    {"ds_mskor_rtn_b32", h_ds, amd_op_mskor, DSHAPE(4, 0, 0, 0, DS_ATOMIC2_RTN)},
    {"ds_mskor_b64", h_ds, amd_op_mskor, DSHAPE(8, 0, 0, 0, DS_ATOMIC2)},
    {"ds_mskor_rtn_b64", h_ds, amd_op_mskor, DSHAPE(8, 0, 0, 0, DS_ATOMIC2_RTN)},
    {"ds_wrap_rtn_b32", h_ds, amd_op_wrap_u32, DSHAPE(4, 0, 0, 0, DS_ATOMIC2_RTN)},
    /* 16-bit halves of the data register (GFX9+ d16 forms) */
    {"ds_read_u8_d16", h_ds, NULL, DSHAPE(1, 0, 0, 0, DS_READ) | DS_D16},
    {"ds_read_u8_d16_hi", h_ds, NULL, DSHAPE(1, 0, 0, 0, DS_READ) | DS_D16 | DS_HI},
    {"ds_read_i8_d16", h_ds, NULL, DSHAPE(1, 0, 0, 1, DS_READ) | DS_D16},
    {"ds_read_i8_d16_hi", h_ds, NULL, DSHAPE(1, 0, 0, 1, DS_READ) | DS_D16 | DS_HI},
    {"ds_read_u16_d16", h_ds, NULL, DSHAPE(2, 0, 0, 0, DS_READ) | DS_D16},
    {"ds_read_u16_d16_hi", h_ds, NULL, DSHAPE(2, 0, 0, 0, DS_READ) | DS_D16 | DS_HI},
    {"ds_write_b8_d16_hi", h_ds, NULL, DSHAPE(1, 0, 0, 0, DS_WRITE) | DS_HI},
    {"ds_write_b16_d16_hi", h_ds, NULL, DSHAPE(2, 0, 0, 0, DS_WRITE) | DS_HI},
    /* cross-lane (no LDS access) and the M0 counter */
    {"ds_swizzle_b32", h_ds_lane, NULL, DL_SWZ}, {"ds_bpermute_b32", h_ds_lane, NULL, DL_BPERM},
    {"ds_permute_b32", h_ds_lane, NULL, DL_PERM},
    {"ds_append", h_ds_append, NULL, 0}, {"ds_consume", h_ds_append, NULL, 1},
    {"ds_nop", h_nop, NULL, 0},
    {"ds_wrxchg_rtn_b32", h_ds, amd_op_movb, DSHAPE(4, 0, 0, 0, DS_ATOMIC_RTN)},
    {"ds_wrxchg_rtn_b64", h_ds, amd_op_movb, DSHAPE(8, 0, 0, 0, DS_ATOMIC_RTN)},
#define DSC(ty, f, eb) {"ds_cmpst_" ty, h_ds, f, DSHAPE(eb, 0, 0, 0, DS_CMPST)}, \
                       {"ds_cmpst_rtn_" ty, h_ds, f, DSHAPE(eb, 0, 0, 0, DS_CMPST_RTN)}
    DSC("b32", amd_op_cmpswap, 4), DSC("b64", amd_op_cmpswap, 8),
    DSC("f32", amd_op_fcmpswap_f32, 4), DSC("f64", amd_op_fcmpswap_f64, 8),
#undef DSC
#undef DSA
#undef DSA64
};

/* The semantics row of a mnemonic, or NULL. */
/* The rows of this file and of the family files (exec_int.h), each table
 * ended by a row without a name. */
static const amd_sem *const sem_tables[] = {sems, amd_dsx_sems, amd_sys_sems, amd_vwide_sems, amd_tbuf_sems,
                                            amd_mimg_sems, amd_mfma_sems, amd_legacy_sems, amd_fork_sems, amd_buflds_sems,
                                            amd_sscratch_sems, amd_gws_sems};

static const amd_sem *find_sem(const char *name)
{
    for (size_t i = 0; i < sizeof sems / sizeof sems[0]; i++)
        if (!strcmp(sems[i].name, name)) return &sems[i];
    for (size_t t = 1; t < sizeof sem_tables / sizeof sem_tables[0]; t++)
        for (const amd_sem *r = sem_tables[t]; r->name; r++)
            if (!strcmp(r->name, name)) return r;
    return NULL;
}

/* FLAT/GLOBAL/SCRATCH: the operation after the family prefix */
static const struct { const char *name; uint32_t shape; } flat_ops[] = {
    {"load_ubyte", MSHAPE(1, 1, 0, 0)}, {"load_sbyte", MSHAPE(1, 1, 1, 0)},
    {"load_ushort", MSHAPE(2, 1, 0, 0)}, {"load_sshort", MSHAPE(2, 1, 1, 0)},
    {"load_dword", MSHAPE(4, 1, 0, 0)}, {"load_dwordx2", MSHAPE(4, 2, 0, 0)},
    {"load_dwordx3", MSHAPE(4, 3, 0, 0)}, {"load_dwordx4", MSHAPE(4, 4, 0, 0)},
    {"store_byte", MSHAPE(1, 1, 0, 1)}, {"store_short", MSHAPE(2, 1, 0, 1)},
    {"store_dword", MSHAPE(4, 1, 0, 1)}, {"store_dwordx2", MSHAPE(4, 2, 0, 1)},
    {"store_dwordx3", MSHAPE(4, 3, 0, 1)}, {"store_dwordx4", MSHAPE(4, 4, 0, 1)},
    /* GFX9+ d16: the low or high 16 bits of the data register, the other half kept */
    {"load_ubyte_d16", MSHAPE(1, 1, 0, 0) | M_D16}, {"load_ubyte_d16_hi", MSHAPE(1, 1, 0, 0) | M_D16 | M_HI},
    {"load_sbyte_d16", MSHAPE(1, 1, 1, 0) | M_D16}, {"load_sbyte_d16_hi", MSHAPE(1, 1, 1, 0) | M_D16 | M_HI},
    {"load_short_d16", MSHAPE(2, 1, 0, 0) | M_D16}, {"load_short_d16_hi", MSHAPE(2, 1, 0, 0) | M_D16 | M_HI},
    {"store_byte_d16_hi", MSHAPE(1, 1, 0, 1) | M_HI}, {"store_short_d16_hi", MSHAPE(2, 1, 0, 1) | M_HI},
};

/* FLAT/GLOBAL/SCRATCH atomics after the family prefix: operation, data bytes
 * (| FA_CMP: data = {src, cmp}) */
static const struct { const char *name; amd_opfn fn; uint16_t bytes; } flat_atomics[] = {
    {"atomic_add", amd_op_add_u32, 4}, {"atomic_sub", amd_op_sub_u32, 4}, {"atomic_swap", amd_op_movb, 4},
    {"atomic_cmpswap", amd_op_cmpswap, 4 | FA_CMP}, {"atomic_smin", amd_op_min_i, 4}, {"atomic_umin", amd_op_min_u, 4},
    {"atomic_smax", amd_op_max_i, 4}, {"atomic_umax", amd_op_max_u, 4}, {"atomic_and", amd_op_and, 4},
    {"atomic_or", amd_op_or, 4}, {"atomic_xor", amd_op_xor, 4},
    {"atomic_inc", amd_op_inc_u, 4}, {"atomic_dec", amd_op_dec_u, 4},
    {"atomic_inc_x2", amd_op_inc_u, 8}, {"atomic_dec_x2", amd_op_dec_u, 8},
    {"atomic_add_x2", amd_op_add_u64, 8}, {"atomic_sub_x2", amd_op_sub_u64, 8},
    /* float atomics (GFX10 fmin/fmax, gfx90a add/min/max) */
    {"atomic_fmin", amd_op_min_f32, 4}, {"atomic_fmax", amd_op_max_f32, 4},
    {"atomic_fmin_x2", amd_op_min_f64, 8}, {"atomic_fmax_x2", amd_op_max_f64, 8},
    {"atomic_add_f32", amd_op_add_f32, 4}, {"atomic_pk_add_f16", amd_op_pk_add_f16, 4},
    {"atomic_add_f64", amd_op_add_f64, 8}, {"atomic_min_f64", amd_op_min_f64, 8}, {"atomic_max_f64", amd_op_max_f64, 8},
    {"atomic_swap_x2", amd_op_movb, 8}, {"atomic_cmpswap_x2", amd_op_cmpswap, 8 | FA_CMP},
    {"atomic_fcmpswap", amd_op_fcmpswap_f32, 4 | FA_CMP}, {"atomic_fcmpswap_x2", amd_op_fcmpswap_f64, 8 | FA_CMP},
    {"atomic_smin_x2", amd_op_min_i, 8}, {"atomic_umin_x2", amd_op_min_u, 8},
    {"atomic_smax_x2", amd_op_max_i, 8}, {"atomic_umax_x2", amd_op_max_u, 8},
    {"atomic_and_x2", amd_op_and, 8}, {"atomic_or_x2", amd_op_or, 8}, {"atomic_xor_x2", amd_op_xor, 8},
};

/* VOP3P packed 16-bit rows: the 16-bit operation applied to each half;
 * fp: float halves; sgn: signed integer halves (clamp saturates signed) */
static const struct { const char *name; amd_opfn fn; bool fp, sgn; } pk_ops[] = {
    {"v_pk_add_f16", amd_op_add_f16, true, false}, {"v_pk_mul_f16", amd_op_mul_f16, true, false},
    {"v_pk_fma_f16", amd_op_fma_f16, true, false}, {"v_pk_min_f16", amd_op_min_f16, true, false},
    {"v_pk_max_f16", amd_op_max_f16, true, false},
    {"v_pk_add_u16", amd_op_add_u32, false, false}, {"v_pk_add_i16", amd_op_add_u32, false, true},
    {"v_pk_sub_u16", amd_op_sub_u32, false, false}, {"v_pk_sub_i16", amd_op_sub_u32, false, true},
    {"v_pk_mul_lo_u16", amd_op_mul_lo, false, false}, {"v_pk_lshlrev_b16", amd_op_lshl, false, false},
    {"v_pk_lshrrev_b16", amd_op_lshr, false, false}, {"v_pk_ashrrev_i16", amd_op_ashr, false, true},
    {"v_pk_min_u16", amd_op_min_u, false, false}, {"v_pk_max_u16", amd_op_max_u, false, false},
    {"v_pk_min_i16", amd_op_min_i, false, true}, {"v_pk_max_i16", amd_op_max_i, false, true},
    {"v_pk_mad_u16", amd_op_mad_u16, false, false}, {"v_pk_mad_i16", amd_op_mad_u16, false, true},   /* the low 16 bits agree */
};

/* VOP3P packed f32 rows (gfx90a): the f32 operation applied to each dword;
 * v_pk_mov_b32 has none (h_vop3p_f32) */
static const struct { const char *name; amd_opfn fn; } pk32_ops[] = {
    {"v_pk_add_f32", amd_op_add_f32}, {"v_pk_mul_f32", amd_op_mul_f32}, {"v_pk_fma_f32", amd_op_fma_f32},
    {"v_pk_mov_b32", NULL},
};

/* compare conditions of v_cmp_*, v_cmpx_*, s_cmp_*, s_cmpk_* (D-FP6) */
static const struct { const char *name; uint8_t set; } conds[] = {
    {"f", 0}, {"lt", 1}, {"eq", 2}, {"le", 3}, {"gt", 4}, {"lg", 5}, {"ne", 5}, {"ge", 6}, {"o", 7}, {"t", 7},
    {"u", 8}, {"nge", 9}, {"nlg", 10}, {"ngt", 11}, {"nle", 12}, {"neq", 13}, {"nlt", 14}, {"tru", 15},
};

static const struct { const char *prefix; amd_xh h; uint32_t p; } cmp_prefixes[] = {
    {"v_cmp_", h_vcmp, 0}, {"v_cmpx_", h_vcmp, P_CMPX}, {"s_cmp_", h_salu, P_SCC_RES}, {"s_cmpk_", h_sopk, P_SCC_RES},
    /* GFX7 signalling compares: the same results (they differ in the exception they raise on a qNaN) */
    {"v_cmps_", h_vcmp, 0}, {"v_cmpsx_", h_vcmp, P_CMPX},
};

static bool set_unmodelled(amd_uop *u, const char *why)
{
    u->h = h_unmodelled;
    snprintf(u->what, sizeof u->what, "%s", why);
    return false;
}

/* The whole-wave kernel for a VALU row whose sources and destination are
 * all 32 bits without float modifiers (exec_vint.h); else h_valu stays. */
static void vint_bind(amd_uop *u)
{
    const amd_dinst *d = &u->d;
    if (d->neg || d->abs || d->clamp || d->omod || d->opsel || amd_type_bits((amd_type)d->dtype) != 32) return;
    for (unsigned k = 0; k < d->nsrc; k++)
        if (amd_type_bits((amd_type)d->stype[k]) != 32) return;
    amd_vk k = amd_vint_kernel(u->fn, d->cdst >= 0);
    if (k != VK_NONE) u->h = h_vint, u->p = (uint32_t)k;
}

/* The whole-wave 64-bit shift (h_vsh64) for a VALU shift row with a 64-bit value and
 * destination and no modifiers; else h_valu stays. */
static void vsh64_bind(amd_uop *u)
{
    const amd_dinst *d = &u->d;
    static const amd_opfn ops[] = {amd_op_lshl, amd_op_lshr, amd_op_ashr};
    unsigned vi = (d->row->inst->flags & AMD_I_REV) ? 1 : 0;
    if (d->neg || d->abs || d->clamp || d->omod || d->opsel || d->nsrc != 2 || d->ndst != 1 || d->cdst >= 0 ||
        amd_type_bits((amd_type)d->dtype) != 64 || amd_type_bits((amd_type)d->stype[vi]) != 64)
        return;
    for (unsigned i = 0; i < 3; i++)
        if (u->fn == ops[i]) u->h = h_vsh64, u->p = i;
}

/* The whole-wave f32 kernel for a VALU row without modifiers, 32-bit
 * sources and destination, no carry (exec_vflt.h); else h_valu stays. */
static void vflt_bind(amd_uop *u)
{
    const amd_dinst *d = &u->d;
    if (d->neg || d->abs || d->clamp || d->omod || d->opsel || d->cdst >= 0 || d->csrc >= 0 ||
        amd_type_bits((amd_type)d->dtype) != 32)
        return;
    for (unsigned k = 0; k < d->nsrc; k++)
        if (amd_type_bits((amd_type)d->stype[k]) != 32) return;
    amd_vf k = amd_vflt_kernel(u->fn);
    if (k != VF_NONE) u->h = h_vflt, u->p = (uint32_t)k;
}

/* A compare mnemonic: prefix, condition, '_', type. */
static bool find_compare(amd_uop *u, const char *name)
{
    for (size_t i = 0; i < sizeof cmp_prefixes / sizeof cmp_prefixes[0]; i++) {
        size_t pl = strlen(cmp_prefixes[i].prefix);
        if (strncmp(name, cmp_prefixes[i].prefix, pl)) continue;
        const char *c = name + pl, *us = strchr(c, '_');
        if (!us || strchr(us + 1, '_')) return false;
        for (size_t k = 0; k < sizeof conds / sizeof conds[0]; k++) {
            if (strlen(conds[k].name) != (size_t)(us - c) || strncmp(c, conds[k].name, (size_t)(us - c))) continue;
            amd_type t = (amd_type)u->d.stype[0];
            if (cmp_prefixes[i].h == h_sopk) t = us[1] == 'i' ? AT_I32 : AT_U32;
            bool fp = amd_type_is_float(t);
            if ((conds[k].set & 8) && !fp) return false;
            u->h = cmp_prefixes[i].h;
            u->fn = fp ? amd_op_cmp_f : amd_op_cmp_int;
            u->p = conds[k].set | (!fp && us[1] == 'i' ? AMD_CMP_SIGNED : 0) | cmp_prefixes[i].p;
            /* s_cmpk_*_i32 compares with the sign-extended immediate */
            if (cmp_prefixes[i].h == h_sopk && us[1] == 'u') u->d.imm &= 0xffff;
            const amd_dinst *d = &u->d;
            if (u->h == h_vcmp && !fp && !d->ext && !d->neg && !d->abs && !d->clamp && !d->opsel && d->nsrc == 2 &&
                tbits(d->stype[0]) == 32 && tbits(d->stype[1]) == 32)
                u->h = h_vcmp32;
            return true;
        }
        return false;
    }
    return false;
}

/* The decode-time part of the float special rows (P_D32, P_VCCIN, P_KIMM_*, P_DSRC):
 * a packed or integer dword result, VCC as the lane bit, the kimm constant
 * as a source (madak: S0 * S1 + K; madmk: S0 * K + S1). */
static void fsem_fixup(amd_uop *u)
{
    amd_dinst *d = &u->d;
    if (u->p & P_D32) d->dtype = AT_B32;
    if ((u->p & P_VCCIN) && d->csrc < 0) d->csrc = CODE_VCC;
    if ((u->p & P_DSRC) && d->nsrc == 2 && d->dkind == AK_VDST)
        d->src[2] = (uint16_t)(256 + (d->dst & 255)), d->stype[2] = AT_B32, d->nsrc = 3;
    if ((u->p & (P_KIMM_A | P_KIMM_M)) && d->nsrc == 2) {
        uint8_t t = d->dtype;
        if (u->p & P_KIMM_M) d->src[2] = d->src[1], d->src[1] = 255;
        else d->src[2] = 255;
        d->stype[0] = d->stype[1] = d->stype[2] = t;
        d->nsrc = 3;
    }
}

/* clamp on an integer result: the saturating form of an add/sub operation
 * (unsigned, or signed by the destination type); other operations have none */
static const struct { amd_opfn fn, sat_u, sat_i; } int_clamps[] = {
    {amd_op_add_u32, amd_op_add_sat_u, amd_op_add_sat_i}, {amd_op_sub_u32, amd_op_sub_sat_u, amd_op_sub_sat_i},
    {amd_op_addc_u32, amd_op_addc_sat_u, NULL}, {amd_op_subb_u32, amd_op_subb_sat_u, NULL},
};

static amd_opfn int_clamp_fn(amd_opfn fn, bool is_signed)
{
    for (size_t i = 0; i < sizeof int_clamps / sizeof int_clamps[0]; i++)
        if (int_clamps[i].fn == fn) return is_signed ? int_clamps[i].sat_i : int_clamps[i].sat_u;
    return NULL;
}

/* VOP3 clamp/omod on a float result (P_FPOST), clamp on an integer add/sub
 * (its saturating operation) and op_sel on 16-bit operands of h_valu rows;
 * any other use is not modelled. */
static bool vop3_mods_ok(amd_uop *u, const char *name)
{
    const amd_dinst *d = &u->d;
    char b[72];
    amd_opfn sat = d->clamp && !d->omod && u->h == h_valu ? int_clamp_fn(u->fn, amd_type_is_signed((amd_type)d->dtype)) : NULL;
    if (sat && !amd_type_is_float((amd_type)d->dtype)) {
        u->fn = sat;
    } else if (d->clamp || d->omod) {
        if (u->h != h_valu || !amd_type_is_float((amd_type)d->dtype)) {
            snprintf(b, sizeof b, "%s with clamp or omod is not modelled", name);
            return set_unmodelled(u, b);
        }
        u->p |= P_FPOST;
    }
    if (d->opsel && u->h != h_permlane) {   /* v_permlane*: op_sel holds fi and bound_ctrl */
        bool ok = u->h == h_valu && (!(d->opsel & 8) || tbits(d->dtype) == 16);
        for (unsigned k = 0; k < 3; k++)
            if (d->opsel >> k & 1) ok = ok && k < d->nsrc && tbits(d->stype[k]) == 16;
        if (!ok) {
            snprintf(b, sizeof b, "%s with op_sel is not modelled", name);
            return set_unmodelled(u, b);
        }
    }
    return true;
}

/* A packed 16-bit source h_vop3p reads: a VGPR, an SGPR, VCC, M0, EXEC, an
 * inline constant or a literal (not the apertures, SCC or the Z flags). */
static bool vop3p_src_ok(unsigned code)
{
    return code >= 256 || code < NSCALAR || (code >= 128 && code <= 208) || (code >= 240 && code <= 248) ||
           code == 255;
}

/* VOP3P integer dot products (h_valu on whole dwords): clamp saturates */
static const struct { const char *name; amd_opfn fn, sat; bool halves; } dot_ops[] = {
    {"v_dot2_i32_i16", amd_op_dot2_i16, amd_op_dot2_i16_sat, true},
    {"v_dot2_u32_u16", amd_op_dot2_u16, amd_op_dot2_u16_sat, true},
    {"v_dot4_i32_i8", amd_op_dot4_i8, amd_op_dot4_i8_sat, false},
    {"v_dot4_u32_u8", amd_op_dot4_u8, amd_op_dot4_u8_sat, false},
    {"v_dot8_i32_i4", amd_op_dot8_i4, amd_op_dot8_i4_sat, false},
    {"v_dot8_u32_u4", amd_op_dot8_u4, amd_op_dot8_u4_sat, false},
};

static bool bind_vop3p(amd_uop *u, const char *name)
{
    const amd_dinst *d = &u->d;
    char b[72];
    if (d->row->matrix) { /* v_mfma_*: exec_mfma.c */
        const amd_sem *sem = find_sem(name);
        if (!sem || sem->h != amd_h_mfma) {
            snprintf(b, sizeof b, "%s (VOP3P-MAI) is not modelled", name);
            return set_unmodelled(u, b);
        }
        u->p = sem->p;
        if (!amd_mfma_form_ok(u, b, sizeof b)) return set_unmodelled(u, b);
        u->h = sem->h;
        return true;
    }
    for (size_t i = 0; i < sizeof dot_ops / sizeof dot_ops[0]; i++) {
        if (strcmp(dot_ops[i].name, name)) continue;
        /* the elements in place: no op_sel swap of the 16-bit halves, no neg */
        if (d->opsel || d->neg || d->neg_hi || (dot_ops[i].halves && (d->opsel_hi & 3) != 3)) {
            snprintf(b, sizeof b, "%s with op_sel or neg is not modelled", name);
            return set_unmodelled(u, b);
        }
        u->h = h_valu, u->fn = d->clamp ? dot_ops[i].sat : dot_ops[i].fn, u->p = 0;
        return true;
    }
    for (size_t i = 0; i < sizeof pk_ops / sizeof pk_ops[0]; i++) {
        if (strcmp(pk_ops[i].name, name)) continue;
        for (unsigned k = 0; k < d->nsrc; k++)
            if (!vop3p_src_ok(d->src[k])) {
                snprintf(b, sizeof b, "%s with this special source is not modelled", name);
                return set_unmodelled(u, b);
            }
        /* integer halves: clamp saturates add/sub (unsigned, or signed for _i16) */
        amd_opfn fn = pk_ops[i].fn, sat = !pk_ops[i].fp && d->clamp ? int_clamp_fn(fn, pk_ops[i].sgn) : NULL;
        if (!pk_ops[i].fp && ((d->clamp && !sat) || d->neg || d->neg_hi)) {
            snprintf(b, sizeof b, "%s with clamp or neg is not modelled", name);
            return set_unmodelled(u, b);
        }
        u->h = h_vop3p, u->fn = sat ? sat : fn, u->p = pk_ops[i].fp ? P_PKF : 0;
        return true;
    }
    for (size_t i = 0; i < sizeof pk32_ops / sizeof pk32_ops[0]; i++) {
        if (strcmp(pk32_ops[i].name, name)) continue;
        for (unsigned k = 0; k < d->nsrc; k++)
            /* SGPR pairs, vcc, ttmp, m0 and the constant 0 are read (pk32_src); which dword
             * of another inline constant the high half sees is not modelled */
            if (d->src[k] < 256 && d->src[k] >= CODE_NULL && d->src[k] != 128) {
                snprintf(b, sizeof b, "%s with a nonzero constant source is not modelled", name);
                return set_unmodelled(u, b);
            }
        if (!pk32_ops[i].fn && (d->clamp || d->neg || d->neg_hi)) {
            snprintf(b, sizeof b, "%s with clamp or neg is not modelled", name);
            return set_unmodelled(u, b);
        }
        u->h = h_vop3p_f32, u->fn = pk32_ops[i].fn;
        return true;
    }
    const amd_sem *sem = find_sem(name); /* the AGPR moves */
    if (sem && sem->h == h_vmix) { /* mixed precision: op_sel/op_sel_hi/neg are the source forms */
        u->h = sem->h, u->fn = sem->fn, u->p = sem->p;
        return true;
    }
    /* v_dot2_f32_f16 on whole dwords: the halves in place, no neg or clamp */
    if (sem && sem->h == h_valu && (sem->p & P_D32)) {
        if (d->opsel || d->neg || d->neg_hi || d->clamp || (d->opsel_hi & 3) != 3) {
            snprintf(b, sizeof b, "%s with op_sel, neg or clamp is not modelled", name);
            return set_unmodelled(u, b);
        }
        u->h = sem->h, u->fn = sem->fn, u->p = sem->p;
        fsem_fixup(u);
        return true;
    }
    if (sem && sem->h == h_accvgpr && !d->clamp && !d->neg && !d->opsel) {
        u->h = sem->h, u->p = sem->p;
        return true;
    }
    snprintf(b, sizeof b, "%s (VOP3P) is not modelled", name);
    return set_unmodelled(u, b);
}

/* SDWA and DPP forms: the row's operation with the form's source and
 * destination handling (h_valu_ext; h_vcmp reads SDWA sources itself);
 * other handlers (lane moves, movrel ...) are not modelled in these forms. */
static bool bind_sdwa_dpp(amd_uop *u, const char *name)
{
    const amd_dinst *d = &u->d;
    const char *form = d->ext == AMD_EXT_SDWA ? "SDWA" : "DPP";
    char b[72];
    const amd_sem *sem = find_sem(name);
    if (sem && sem->h == h_valu && !(sem->p & (P_KEEPHI | P_KIMM_A | P_KIMM_M | P_DSRC))) {
        u->h = sem->h, u->fn = sem->fn, u->p = sem->p;
        fsem_fixup(u);
        if (!vop3_mods_ok(u, name)) return false;
        u->h = h_valu_ext;
        return true;
    }
    if (sem && sem->h == h_vcmp && !d->clamp && !d->omod) { /* v_cmp_class */
        u->h = sem->h, u->fn = sem->fn, u->p = sem->p;
        return true;
    }
    if (d->row->inst->fam == AMD_VOPC && find_compare(u, name) && u->h == h_vcmp) return true;
    snprintf(b, sizeof b, "%s in its %s form is not modelled", name, form);
    return set_unmodelled(u, b);
}

/* Pick the handler of a decoded instruction. */
static bool bind_ops(amd_uop *u);
/* Pick the handler of a decoded instruction, then refuse what the handler
 * does not model: AGPR data (acc) except in the DS, FLAT-family and MUBUF
 * handlers on gfx90a (elsewhere the bit is tfe or nv), GDS, and ds_swizzle
 * offsets outside QUAD_PERM and BITMASK_PERM. */
static bool bind(amd_uop *u, const amd_ctx *c)
{
    const amd_dinst *d = &u->d;
    const char *name = d->row->inst->name;
    char b[72];
    bool ok = bind_ops(u);
    if (!ok) return false;
    if (d->acc && (c->t->col != AMD_C90A ||
                   (u->h != h_ds && u->h != h_flat && u->h != h_flat_atomic && u->h != h_mubuf && u->h != h_mubuf_atomic))) {
        snprintf(b, sizeof b, "%s with AGPR data is not modelled", name);
        return set_unmodelled(u, b);
    }
    if (d->fam == AMD_DS && d->gds && !amd_gws_handler(u->h)) {
        snprintf(b, sizeof b, "%s with gds is not modelled", name);
        return set_unmodelled(u, b);
    }
    if (u->h == h_ds_lane && u->p == DL_SWZ && (d->moff & 0x8000) && (d->moff & 0xff00) != 0x8000) {
        snprintf(b, sizeof b, "%s offset:0x%x is not modelled", name, (unsigned)d->moff & 0xffff);
        return set_unmodelled(u, b);
    }
    return true;
}

static bool bind_ops(amd_uop *u)
{
    const amd_dinst *d = &u->d;
    const char *name = d->row->inst->name;
    snprintf(u->what, sizeof u->what, "%s", name);
    for (unsigned k = 0; k < d->nsrc; k++)
        if (d->src[k] == 254) return set_unmodelled(u, "lds_direct is not modelled");
    if (d->fam == AMD_VOP3P) return bind_vop3p(u, name);
    if (d->ext) return bind_sdwa_dpp(u, name);
    const amd_sem *sem = find_sem(name);
    if (sem) {
        u->h = sem->h, u->fn = sem->fn, u->p = sem->p;
        fsem_fixup(u);
        if (!vop3_mods_ok(u, name)) return false;
        if (u->h == h_valu && !(u->p & P_FPOST)) vint_bind(u);
        if (u->h == h_valu && u->p == 0) vflt_bind(u);
        if (u->h == h_valu && u->p == 0) vsh64_bind(u);
        return true;
    }
    if ((d->clamp || d->omod || d->opsel) && d->fam == AMD_VOP3) {
        char b[72];
        snprintf(b, sizeof b, "%s with clamp, omod or op_sel is not modelled", name);
        return set_unmodelled(u, b);
    }
    /* D-W4: GFX10 v_cmpx writes EXEC only (its row has no cdst); GFX9 both */
    if (find_compare(u, name)) return true;
    if (d->fam == AMD_FLAT || d->fam == AMD_GLOBAL || d->fam == AMD_SCRATCH) {
        const char *us = strchr(name, '_');
        for (size_t i = 0; us && i < sizeof flat_ops / sizeof flat_ops[0]; i++)
            if (!strcmp(us + 1, flat_ops[i].name)) {
                u->h = h_flat, u->p = flat_ops[i].shape;
                return true;
            }
        for (size_t i = 0; us && i < sizeof flat_atomics / sizeof flat_atomics[0]; i++)
            if (!strcmp(us + 1, flat_atomics[i].name)) {
                u->h = h_flat_atomic, u->fn = flat_atomics[i].fn, u->p = flat_atomics[i].bytes;
                return true;
            }
    }
    if (d->fam == AMD_SMEM && (!strncmp(name, "s_atomic_", 9) || !strncmp(name, "s_buffer_atomic_", 16))) {
        const char *op = name + (name[2] == 'a' ? 2 : 9);
        for (size_t i = 0; i < sizeof flat_atomics / sizeof flat_atomics[0]; i++)
            if (!strcmp(op, flat_atomics[i].name)) {
                u->h = h_smem, u->fn = flat_atomics[i].fn;
                u->p = SM_AMO | SM_ST | (name[2] == 'b' ? SM_BUF : 0) | (flat_atomics[i].bytes & FA_CMP ? SM_CMP : 0);
                return true;
            }
    }
    if (d->fam == AMD_MUBUF && !d->addr64 && !d->lds) {
        const char *us = strchr(name, '_');
        for (size_t i = 0; us && i < sizeof flat_ops / sizeof flat_ops[0]; i++)
            if (!strcmp(us + 1, flat_ops[i].name)) {
                u->h = h_mubuf, u->p = flat_ops[i].shape;
                return true;
            }
        for (size_t i = 0; us && i < sizeof flat_atomics / sizeof flat_atomics[0]; i++)
            if (!strcmp(us + 1, flat_atomics[i].name)) {
                u->h = h_mubuf_atomic, u->fn = flat_atomics[i].fn, u->p = flat_atomics[i].bytes;
                return true;
            }
    }
    char b[72];
    snprintf(b, sizeof b, "%s is not modelled%s", name, d->fam == AMD_MUBUF ? " (MUBUF: untyped and format loads, stores and atomics)" : "");
    return set_unmodelled(u, b);
}

/* ---- set-up ---- */

static unsigned amd_default_lanes(const void *ictx)
{
    const amd_ctx *c = ictx;
    return c->wave32 ? 32 : 64;
}

static const gi_space_name amd_spaces[] = {
    {"global", GI_SPACE_GLOBAL}, {"lds", GI_SPACE_SHARED}, {"scratch", GI_SPACE_LOCAL}, {NULL, 0}};

void amd_prog_free(amd_prog *p)
{
    if (!p) return;
    free(p->uops);
    free(p->offs);
    free(p);
}

static int find_index(const uint64_t *offs, uint64_t n, uint64_t total, uint64_t t, uint32_t *idx)
{
    if (t == total) return *idx = (uint32_t)n, 0;
    uint64_t lo = 0, hi = n;
    while (lo < hi) {
        uint64_t mid = (lo + hi) / 2;
        if (offs[mid] < t) lo = mid + 1;
        else hi = mid;
    }
    if (lo < n && offs[lo] == t) return *idx = (uint32_t)lo, 0;
    return -1;
}

int amd_prog_index(const amd_prog *p, uint64_t off, uint64_t *idx)
{
    uint32_t i;
    if (off >= p->size || find_index(p->offs, p->n, p->size, off, &i)) return -1;
    *idx = i;
    return 0;
}

/* Decode a program: with a listing, its instruction boundaries; without one,
 * linearly. `lenient` (a launch's code section, which may hold data): words
 * that do not decode and branches out of the code become instructions that
 * stop the wave when executed, instead of errors now. */
static amd_prog *decode_prog(const amd_ctx *c, const gi_exec_program *prog, uint64_t base, bool lenient, char *err,
                             size_t errlen)
{
    const amd_dectab *tab = c->dec;
    uint64_t cap = prog->insts ? prog->ninsts : prog->size / 4;
    amd_prog *pr = calloc(1, sizeof *pr);
    if (pr) pr->offs = calloc(cap ? cap : 1, sizeof *pr->offs), pr->uops = calloc(cap ? cap : 1, sizeof *pr->uops);
    if (!pr || !tab || !pr->offs || !pr->uops) {
        snprintf(err, errlen, "out of memory");
        goto fail;
    }
    pr->base = base, pr->size = prog->size;
    uint64_t n = 0, at = 0;
    while (prog->insts ? n < prog->ninsts : prog->size - at >= 4) {
        if (prog->insts) at = prog->insts[n].offset;
        amd_uop *u = &pr->uops[n];
        char why[160];
        size_t avail = prog->insts ? prog->insts[n].size : prog->size - at;
        if (at > prog->size || avail > prog->size - at) {
            snprintf(err, errlen, "instruction %llu lies outside the code", (unsigned long long)n);
            goto fail;
        }
        if (amd_decode(tab, prog->code + at, avail, &u->d, why, sizeof why)) {
            if (!prog->insts && !lenient) {
                snprintf(err, errlen, "instruction %llu does not decode: %s", (unsigned long long)n, why);
                goto fail;
            }
            set_unmodelled(u, why);
            u->d.size = (uint8_t)(prog->insts ? avail : 4);
        } else {
            bind(u, c);
        }
        pr->offs[n] = at;
        at += prog->insts ? prog->insts[n].size : u->d.size;
        n++;
    }
    if (!prog->insts) pr->size = at;   /* a tail of less than a dword is no code */
    for (uint64_t i = 0; i < n; i++) {
        amd_uop *u = &pr->uops[i];
        if (u->h != h_branch && u->h != h_call) continue;
        uint64_t t = pr->offs[i] + 4 + (uint64_t)(int64_t)u->d.imm * 4;
        uint32_t idx;
        if (!find_index(pr->offs, n, pr->size, t, &idx)) {
            u->target = idx;
        } else if (lenient) {
            set_unmodelled(u, "a branch out of the code or into an instruction");
        } else {
            snprintf(err, errlen, "instruction %llu (%s) branches outside the program or into an instruction",
                     (unsigned long long)i, u->what);
            goto fail;
        }
    }
    pr->n = n;
    return pr;
fail:
    amd_prog_free(pr);
    return NULL;
}

amd_prog *amd_prog_new(const amd_ctx *c, const uint8_t *code, size_t size, uint64_t base, char *err, size_t errlen)
{
    gi_exec_program prog = {code, size, NULL, 0};
    return decode_prog(c, &prog, base, true, err, errlen);
}

const uint64_t *amd_prog_offsets(const amd_prog *p, size_t *n)
{
    *n = (size_t)p->n;
    return p->offs;
}

static void amd_state_free(void *st)
{
    amd_x *x = st;
    if (!x) return;
    if (x->own_prog) amd_prog_free(x->pr);
    free(x);
}

static void wave_init(amd_x *x, const amd_ctx *c, amd_prog *pr, gi_machine *m)
{
    x->m = m, x->c = c, x->gen = c->t->gen, x->wave32 = c->wave32;
    x->pr = pr, x->prog = pr->uops, x->n = pr->n;
    m->ninsts = pr->n;
    x->lds_size = 65536, x->scratch_size = 65536;
    x->shared_base = 0x0001000000000000ull, x->private_base = 0x0002000000000000ull;
    x->mode = MODE_DEFAULT;
}

static void *amd_state_new(const void *ictx, gi_machine *m, const gi_exec_program *prog, char *err, size_t errlen)
{
    const amd_ctx *c = ictx;
    amd_x *x = calloc(1, sizeof *x);
    if (!x) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    amd_prog *pr = decode_prog(c, prog, 0, false, err, errlen);
    if (!pr) {
        free(x);
        return NULL;
    }
    wave_init(x, c, pr, m);
    x->own_prog = true;
    if (gi_mem_set_shared_size(&m->mem, x->lds_size) != GI_MEM_OK) {
        snprintf(err, errlen, "the LDS does not fit the guest memory limit");
        amd_state_free(x);
        return NULL;
    }
    gi_mem_set_local_size(&m->mem, x->scratch_size);
    return x;
}

/* ---- the wave API of a launch (exec.h) ---- */

amd_wave *amd_wave_new(const amd_ctx *c, amd_prog *p, gi_machine *m, const amd_wave_env *env)
{
    amd_x *x = calloc(1, sizeof *x);
    if (!x) return NULL;
    wave_init(x, c, p, m);
    if (env) x->env = *env, x->unaligned = env->unaligned;
    return x;
}

void amd_wave_free(amd_wave *w) { amd_state_free(w); }

void amd_wave_reset(amd_wave *x, uint64_t start)
{
    memset(x->s, 0, sizeof x->s), memset(x->sw, 0, sizeof x->sw);
    memset(x->vw, 0, sizeof x->vw), memset(x->aw, 0, sizeof x->aw);
    x->scc = 0, x->scc_w = false, x->lane_insts = 0, x->mode = MODE_DEFAULT, x->trapsts = 0;
    memset(&x->gws_own, 0, sizeof x->gws_own), x->gws_wait = 0, x->gws_gen = 0;
    gi_machine *m = x->m;
    m->pc = start, m->icount = 0, m->stop = 0, m->attn = 0, m->run_status = GI_RUN_END, m->error[0] = 0;
    gi_faults_clear(&m->faults, &m->mem);
}

void amd_wave_set_sgpr(amd_wave *x, unsigned i, uint32_t v)
{
    if (i < NSCALAR) x->s[i] = v;
}

void amd_wave_set_vgpr(amd_wave *x, unsigned r, unsigned lane, uint32_t v)
{
    if (r < NVGPR && lane < GI_MAX_LANES) x->v[r][lane] = v;
}

void amd_wave_set_sizes(amd_wave *x, uint64_t lds_size, uint64_t scratch_size)
{
    x->lds_size = lds_size, x->scratch_size = scratch_size;
}

uint64_t amd_wave_lane_insts(const amd_wave *x) { return x->lane_insts; }

int amd_wave_set_mode(amd_wave *x, uint32_t mode)
{
    if (!amd_mode_modelled(mode)) return -1;
    x->mode = mode;
    return 0;
}

static int amd_check_lanes(void *st, unsigned lanes, char *err, size_t errlen)
{
    amd_x *x = st;
    unsigned want = x->wave32 ? 32 : 64;
    if (lanes != want)
        return snprintf(err, errlen, "lanes must be %u for %s in wave%u mode", want, x->c->t->name, want), -1;
    return 0;
}

/* ---- registers by name ---- */

enum { RN_S, RN_V, RN_A, RN_VCC, RN_EXEC, RN_SCC, RN_HALF };

typedef struct regname {
    int kind;
    unsigned idx;    /* s/v/a number; RN_HALF: the scalar code */
} regname;

static int parse_num(const char *s, unsigned max, unsigned *out)
{
    if (!*s || (s[0] == '0' && s[1]) || strlen(s) > 4) return -1;
    unsigned v = 0;
    for (; *s; s++) {
        if (*s < '0' || *s > '9') return -1;
        v = v * 10 + (unsigned)(*s - '0');
    }
    if (v > max) return -1;
    *out = v;
    return 0;
}

static int reg_parse(const char *name, regname *r, char *err, size_t errlen)
{
    static const struct { const char *n; int kind; unsigned code; } fixed[] = {
        {"vcc", RN_VCC, CODE_VCC}, {"exec", RN_EXEC, CODE_EXEC}, {"scc", RN_SCC, 0},
        {"vcc_lo", RN_HALF, CODE_VCC}, {"vcc_hi", RN_HALF, CODE_VCC + 1}, {"exec_lo", RN_HALF, CODE_EXEC},
        {"exec_hi", RN_HALF, CODE_EXEC + 1}, {"m0", RN_HALF, CODE_M0},
    };
    for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
        if (!strcmp(name, fixed[i].n)) return r->kind = fixed[i].kind, r->idx = fixed[i].code, 0;
    if (name[0] == 's' && !parse_num(name + 1, 105, &r->idx)) return r->kind = RN_S, 0;
    if (name[0] == 'v' && !parse_num(name + 1, 255, &r->idx)) return r->kind = RN_V, 0;
    if (name[0] == 'a' && !parse_num(name + 1, 255, &r->idx)) return r->kind = RN_A, 0;
    snprintf(err, errlen, "unknown register '%s' (s0..s105, v0..v255, a0..a255, vcc, vcc_lo, vcc_hi, exec, "
                          "exec_lo, exec_hi, m0, scc)", name);
    return -1;
}

static int amd_reg_write(void *st, const char *name, int lane, uint64_t value, char *err, size_t errlen)
{
    amd_x *x = st;
    regname r;
    if (reg_parse(name, &r, err, errlen)) return -1;
    unsigned bits = r.kind == RN_VCC || r.kind == RN_EXEC ? 64 : r.kind == RN_SCC ? 1 : 32;
    if (bits < 64 && value >> bits)
        return snprintf(err, errlen, "%s: 0x%llx does not fit %u bit%s", name, (unsigned long long)value, bits,
                        bits == 1 ? "" : "s"), -1;
    switch (r.kind) {
    case RN_S: swrite32(x, r.idx, (uint32_t)value); break;
    case RN_HALF: swrite32(x, r.idx, (uint32_t)value); if (r.idx < NSCALAR) x->sw[r.idx] = 1; break;
    case RN_VCC: swrite(x, CODE_VCC, value, 64); break;
    case RN_EXEC: x->m->exec = value; break;
    case RN_SCC: x->scc = (uint32_t)value, x->scc_w = true; break;
    default: {
        uint32_t (*f)[GI_MAX_LANES] = r.kind == RN_V ? x->v : x->a;
        uint8_t *w = r.kind == RN_V ? x->vw : x->aw;
        for (unsigned l = 0; l < GI_MAX_LANES; l++)
            if (lane < 0 || (unsigned)lane == l) f[r.idx][l] = (uint32_t)value;
        w[r.idx] = 1;
        break;
    }
    }
    return 0;
}

static int amd_reg_read(void *st, const char *name, int lane, uint64_t *value, char *err, size_t errlen)
{
    amd_x *x = st;
    regname r;
    if (reg_parse(name, &r, err, errlen)) return -1;
    unsigned l = lane < 0 ? 0u : (unsigned)lane;
    switch (r.kind) {
    case RN_S: case RN_HALF: *value = sreg32(x, r.idx); break;
    case RN_VCC: *value = sreg32(x, CODE_VCC) | (uint64_t)sreg32(x, CODE_VCC + 1) << 32; break;
    case RN_EXEC: *value = x->m->exec; break;
    case RN_SCC: *value = x->scc; break;
    case RN_V: *value = x->v[r.idx][l]; break;
    default: *value = x->a[r.idx][l]; break;
    }
    return 0;
}

static int amd_reg_set_values(void *st, const char *name, const gi_value *v, size_t n, int array, char *err,
                              size_t errlen)
{
    amd_x *x = st;
    regname r;
    if (reg_parse(name, &r, err, errlen)) return -1;
    unsigned lanes = x->m->lanes;
    if (r.kind == RN_VCC || r.kind == RN_EXEC) {
        uint64_t mask = 0;
        if (array) {
            if (n != lanes) return snprintf(err, errlen, "%s has %zu values for %u lanes", name, n, lanes), -1;
            for (size_t i = 0; i < n; i++) {
                if (v[i].kind != GI_VAL_BOOL) return snprintf(err, errlen, "%s[%zu] must be true or false", name, i), -1;
                mask |= v[i].u << i;
            }
        } else if (gi_value_to_uint(&v[0], 64, &mask)) {
            return snprintf(err, errlen, "%s must be a 64-bit integer", name), -1;
        }
        return amd_reg_write(st, name, -1, mask, err, errlen);
    }
    bool vec = r.kind == RN_V || r.kind == RN_A;
    if (array && !vec) return snprintf(err, errlen, "%s is a scalar register: one number", name), -1;
    if (array && n != lanes) return snprintf(err, errlen, "%s has %zu values for %u lanes", name, n, lanes), -1;
    for (size_t i = 0; i < n; i++) {
        uint64_t u;
        unsigned bits = r.kind == RN_SCC ? 1 : 32;
        if (gi_value_to_uint(&v[i], bits, &u))
            return snprintf(err, errlen, "%s: value %zu is not a %u-bit integer", name, i, bits), -1;
        if (amd_reg_write(st, name, array ? (int)i : -1, u, err, errlen)) return -1;
    }
    return 0;
}

/* ---- state keys and memory checks ---- */

static int get_u64(json_t *j, uint64_t *out)
{
    gi_value v;
    char e[8];
    return gi_value_from_json(j, &v, e, sizeof e) || gi_value_to_uint(&v, 64, out) ? -1 : 0;
}

static int amd_state_key(void *st, const char *key, json_t *value, char *err, size_t errlen)
{
    amd_x *x = st;
    if (!strcmp(key, "lds_size") || !strcmp(key, "scratch_size")) {
        uint64_t v;
        if (get_u64(value, &v) || v > 0xffffffffull)
            return snprintf(err, errlen, "\"%s\" must be an integer 0..2^32-1", key), -1;
        if (key[0] == 'l') {
            if (gi_mem_set_shared_size(&x->m->mem, v) != GI_MEM_OK)
                return snprintf(err, errlen, "lds_size exceeds the guest memory limit"), -1;
            x->lds_size = v;
        } else {
            x->scratch_size = v;
            gi_mem_set_local_size(&x->m->mem, v);
        }
        return 1;
    }
    if (!strcmp(key, "apertures")) {
        if (!json_is_object(value)) return snprintf(err, errlen, "\"apertures\" must be an object"), -1;
        const char *k;
        json_t *j;
        uint64_t sb = x->shared_base, pb = x->private_base;
        json_object_foreach(value, k, j) {
            uint64_t v;
            bool sh = !strcmp(k, "shared_base");
            if (!sh && strcmp(k, "private_base"))
                return snprintf(err, errlen, "apertures: unknown key '%s' (shared_base, private_base)", k), -1;
            if (get_u64(j, &v) || (v & 0xffffffffull))
                return snprintf(err, errlen, "apertures.%s must be a 64-bit address with zero low 32 bits", k), -1;
            if (sh) sb = v;
            else pb = v;
        }
        if (sb == pb) return snprintf(err, errlen, "apertures: shared_base and private_base must differ"), -1;
        x->shared_base = sb, x->private_base = pb;
        return 1;
    }
    if (!strcmp(key, "alignment_mode")) {
        const char *s = json_string_value(value);
        if (!s || (strcmp(s, "strict") && strcmp(s, "unaligned")))
            return snprintf(err, errlen, "\"alignment_mode\" must be \"strict\" or \"unaligned\""), -1;
        x->unaligned = s[0] == 'u';
        return 1;
    }
    return 0;
}

static int amd_check_memory(void *st, gi_space sp, int lane, uint64_t addr, uint64_t len, char *err, size_t errlen)
{
    amd_x *x = st;
    (void)lane;
    uint64_t last = addr + (len - 1);
    if (sp == GI_SPACE_GLOBAL) {
        uint64_t bases[2] = {x->shared_base, x->private_base};
        for (int i = 0; i < 2; i++)
            if (in_window(addr, bases[i]) || in_window(last, bases[i]) || (addr < bases[i] && last >= bases[i]))
                return snprintf(err, errlen, "global bytes 0x%llx..0x%llx overlap the %s aperture",
                                (unsigned long long)addr, (unsigned long long)last, i ? "private" : "shared"), -1;
    }
    if (sp == GI_SPACE_SHARED && (addr >= x->lds_size || x->lds_size - addr < len))
        return snprintf(err, errlen, "lds bytes 0x%llx..0x%llx are past lds_size (%llu)", (unsigned long long)addr,
                        (unsigned long long)last, (unsigned long long)x->lds_size), -1;
    if (sp == GI_SPACE_LOCAL && (addr >= x->scratch_size || x->scratch_size - addr < len))
        return snprintf(err, errlen, "scratch bytes 0x%llx..0x%llx are past scratch_size (%llu)",
                        (unsigned long long)addr, (unsigned long long)last, (unsigned long long)x->scratch_size), -1;
    return 0;
}

static int amd_step_at(void *st, gi_machine *m, uint64_t pc)
{
    amd_x *x = st;
    const amd_uop *u = &x->prog[pc];
    x->lane_insts += (uint64_t)__builtin_popcountll(m->exec & m->lane_mask);
    return u->h(x, m, u);
}

static int amd_step(void *st, gi_machine *m)
{
    ((amd_x *)st)->batch_pc = m->pc;
    return amd_step_at(st, m, m->pc);
}

static int amd_run(void *st, gi_machine *m, uint64_t budget)
{
    ((amd_x *)st)->batch_pc = m->pc;   /* s_memtime counts the batch's instructions from here */
    return gi_run_batch(st, m, budget, amd_step_at);
}

int amd_wave_run(amd_wave *x, uint64_t budget)
{
    gi_machine *m = x->m;
    const uint64_t start = m->icount;
    while (m->pc < x->n) {
        uint64_t used = m->icount - start;
        if (used >= budget) return AMD_WAVE_BUDGET;
        int r = amd_run(x, m, budget - used);
        if (m->stop || r == GI_STEP_ERROR) return AMD_WAVE_ERROR;
        if (r == GI_STEP_END) return AMD_WAVE_END;
        if (r == AMD_STEP_BARRIER) return AMD_WAVE_BARRIER;
        if (r == AMD_STEP_WAIT) {   /* not executed: uncount it */
            m->icount--;
            x->lane_insts -= (uint64_t)__builtin_popcountll(m->exec & m->lane_mask);
            return AMD_WAVE_GWS;
        }
    }
    return AMD_WAVE_END;
}

/* ---- result ---- */

static void amd_result(void *st, gi_result_emit emit, void *sink)
{
    amd_x *x = st;
    unsigned lanes = x->m->lanes;
    uint64_t v[GI_MAX_LANES];
    char name[16];
    unsigned ttmp0 = x->gen >= AMD_GFX9 ? 108 : 112;
    for (unsigned c = 0; c < NSCALAR; c++) {
        if (!x->sw[c] || c == CODE_VCC || c == CODE_VCC + 1 || c >= CODE_EXEC) continue;
        if (c < 106) snprintf(name, sizeof name, "s%u", c);
        else if (c == CODE_M0) snprintf(name, sizeof name, "m0");
        else if (c >= ttmp0 && c < 124) snprintf(name, sizeof name, "ttmp%u", c - ttmp0);
        else continue;
        v[0] = x->s[c];
        emit(sink, &(gi_result_item){"regs", name, GI_RK_NUMBER, v, 1});
    }
    if (x->sw[CODE_VCC] || x->sw[CODE_VCC + 1]) {
        v[0] = x->s[CODE_VCC] | (uint64_t)x->s[CODE_VCC + 1] << 32;
        emit(sink, &(gi_result_item){"regs", "vcc", GI_RK_HEX64, v, 1});
    }
    v[0] = x->m->exec;
    emit(sink, &(gi_result_item){"regs", "exec", GI_RK_HEX64, v, 1});
    if (x->scc_w) {
        v[0] = x->scc;
        emit(sink, &(gi_result_item){"regs", "scc", GI_RK_NUMBER, v, 1});
    }
    for (unsigned r = 0; r < NVGPR; r++) {
        if (!x->vw[r]) continue;
        for (unsigned l = 0; l < lanes; l++) v[l] = x->v[r][l];
        snprintf(name, sizeof name, "v%u", r);
        emit(sink, &(gi_result_item){"regs", name, GI_RK_NUMBERS, v, lanes});
    }
    for (unsigned r = 0; r < NVGPR; r++) {
        if (!x->aw[r]) continue;
        for (unsigned l = 0; l < lanes; l++) v[l] = x->a[r][l];
        snprintf(name, sizeof name, "a%u", r);
        emit(sink, &(gi_result_item){"regs", name, GI_RK_NUMBERS, v, lanes});
    }
}

const gi_isa_exec gi_amdgpu_exec = {
    .default_lanes = amd_default_lanes,
    .spaces = amd_spaces,
    .state_new = amd_state_new,
    .state_free = amd_state_free,
    .check_lanes = amd_check_lanes,
    .reg_write = amd_reg_write,
    .reg_read = amd_reg_read,
    .reg_set_values = amd_reg_set_values,
    .state_key = amd_state_key,
    .check_memory = amd_check_memory,
    .step = amd_step,
    .run = amd_run,
    .result = amd_result,
};
