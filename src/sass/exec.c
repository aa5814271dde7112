/* SASS (SPA 5.0) execution on the shared core: the semantics of
 * ../shared/spec/sass-sm50.md, one function per sass_op, each a loop over
 * the lanes the guard leaves active. The program is decoded once from the
 * hardware layout (control word + three instructions per 32 bytes); the run
 * allocates nothing.
 *
 * Divergence follows Maxwell's reconvergence stack: SSY pushes the
 * reconvergence point with the active mask, a divergent BRA pushes the
 * not-taken lanes with the fall-through pc and goes on with the taken ones,
 * SYNC pops (the other path, or finally the SSY point with every lane that
 * has not exited), EXIT retires lanes and resumes what is left on the stack.
 *
 * Speed (bench/sass_bench.c): decoding picks one handler per instruction for
 * its exact variant (sass_uop.fn). When every lane executes (the guard leaves
 * the whole lane mask), LEA, LD, LDC, IADD/ISCADD and ISETP take a full-mask
 * path: plain loops over the lanes, which the compiler vectorises (compiled
 * twice, baseline and AVX2: exec_fast.h); LD and LDC first compute and check
 * every lane's address, then read without a test per lane (LD: one global
 * region per instruction, cached; LDC: a bank-pointer table per run).
 * A full-mask path is taken only when it cannot fault and no memory hook is
 * set; otherwise (divergent lanes, a fault, a hook) the per-lane path runs:
 * the same semantics lane by lane, with gi_mach_load and gi_mach_fault.
 * tests/lit/sass/run-fast-slow.s runs the same program both ways. */
#include "sass/sass.h"
#include "sass/exec.h"
#include "exec/isa_exec.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Register rows: R0..R254, then RZ (row 255, always 0: what RZ reads) and a
 * sink (row 256: where full-mask paths write RZ; never read). */
enum { NREGS = 255, ROW_ZERO = 255, ROW_SINK = 256, NROWS = 257, NPREDS = 7, STACK_MAX = 256 };
/* CC flags per lane, one word each (so that full-mask loops vectorise). */
enum { CC_CF = 1, CC_ZF = 2, CC_SF = 4, CC_OF = 8 };
#define SHARED_BASE 0xFE000000ull
#define SHARED_SIZE (16ull << 20)

typedef struct sass_frame {
    uint64_t mask;
    uint32_t pc;
    uint8_t sync;        /* 1: SSY reconvergence point, 0: the other side of a divergent branch */
} sass_frame;

typedef struct sass_exec sass_exec;
typedef struct sass_uop sass_uop;
/* Executes one instruction (the one at m->pc), like gi_isa_exec.step. */
typedef int (*sass_fn)(sass_exec *x, gi_machine *m, const sass_uop *u);

/* One decoded instruction and what decoding precomputed for its handler. */
struct sass_uop {
    sass_fn fn;
    uint32_t target;     /* branch target index (BRA, SSY) */
    uint16_t ra, rb, rc; /* source rows (RZ = ROW_ZERO) */
    uint16_t dst[4];     /* destination rows of Rd, Rd+1, ... (RZ and past R254: ROW_SINK) */
    uint32_t sbu;        /* LEA, IADD, ISETP: the immediate Sb (0 for the register and constant forms) */
    uint8_t nregs, nbytes; /* LD/LDC: registers written, bytes per lane */
    sass_inst in;
};

/* A global region as gi_mem_region gives it (len 0: none). */
typedef struct sass_region {
    const uint8_t *p;
    uint64_t base, len;
} sass_region;

struct sass_exec {
    gi_machine *m;
    sass_uop *prog;
    /* per instruction: the global region its full-mask LD used last; valid
     * during one run (regions change only between runs: run_begin clears) */
    sass_region *ldreg;
    /* full-mask LDC (set by run_begin; banks change only between runs):
     * banks 0..17 and, as bank 18, zeros for the lanes that read 0 */
    const uint8_t *cbp[19];
    uint32_t cpresent;   /* bit b: bank b is allocated */
    uint8_t zeros[16];
    uint64_t n;
    uint32_t r[NROWS][GI_MAX_LANES];
    uint32_t cc[GI_MAX_LANES]; /* CC_* bits per lane */
    uint64_t written[4]; /* registers given or written (bit per register) */
    uint64_t p[NPREDS];  /* predicate lane masks */
    uint8_t pwritten;
    bool cc_written;
    uint64_t exited;
    /* the shared window as 32-bit LEA.LO results see it (set by run_begin):
     * r is inside when win_ok and (uint32_t)(r - win_lo) <= win_last */
    uint32_t win_lo, win_last, win_ok;
    sass_frame stack[STACK_MAX];
    unsigned sp;
};

/* ---- registers and predicates ---- */

static inline uint32_t rget(const sass_exec *x, unsigned r, unsigned lane)
{
    return r >= NREGS ? 0 : x->r[r][lane];
}

static inline void rset(sass_exec *x, unsigned r, unsigned lane, uint32_t v)
{
    if (r >= NREGS) return; /* RZ discards */
    x->r[r][lane] = v;
    x->written[r >> 6] |= 1ull << (r & 63);
}

static inline uint64_t pmask(const sass_exec *x, unsigned p)
{
    return p >= NPREDS ? ~0ull : x->p[p];
}

static inline void pset(sass_exec *x, unsigned p, unsigned lane, bool v)
{
    if (p >= NPREDS) return; /* PT discards */
    x->p[p] = (x->p[p] & ~(1ull << lane)) | (uint64_t)v << lane;
    x->pwritten |= (uint8_t)(1u << p);
}

static inline uint32_t cc_word(bool cf, uint32_t r, bool of)
{
    return (cf ? CC_CF : 0u) | (r == 0 ? CC_ZF : 0u) | (r >> 31 ? CC_SF : 0u) | (of ? CC_OF : 0u);
}

static void set_cc(sass_exec *x, unsigned lane, bool cf, uint32_t r, bool of)
{
    x->cc[lane] = cc_word(cf, r, of);
    x->cc_written = true;
}

static inline bool cf_of(const sass_exec *x, unsigned lane) { return x->cc[lane] & CC_CF; }
static inline bool of_of(const sass_exec *x, unsigned lane) { return x->cc[lane] & CC_OF; }

static inline void mark_written(sass_exec *x, unsigned row)
{
    if (row < NREGS) x->written[row >> 6] |= 1ull << (row & 63);
}

/* Lanes that execute: active, not exited, guard true. */
static inline uint64_t guarded(const sass_exec *x, const gi_machine *m, const sass_inst *in)
{
    uint64_t g = pmask(x, in->guard);
    if (in->guard_neg) g = ~g;
    return g & m->exec & m->lane_mask & ~x->exited;
}

#define FOR_LANES(mask, lane) for (uint64_t mm_ = (mask); mm_; mm_ &= mm_ - 1) \
    for (unsigned lane = (unsigned)__builtin_ctzll(mm_), once_ = 1; once_; once_ = 0)

/* A constant-bank word read as an operand (c[bank][offset]): uniform, read
 * once per instruction; banks the hardware lacks (>= 18) read 0. */
static uint32_t const_word(gi_machine *m, unsigned bank, uint64_t off)
{
    uint8_t b[4] = {0, 0, 0, 0};
    if (bank < 18 && off + 4 <= GI_CONST_BANK_SIZE) {
        const uint8_t *cb = m->mem.cbank[bank];
        if (!m->hook) return cb ? (uint32_t)gi_le_load(cb + off, 4) : 0; /* what gi_mach_load would copy */
        gi_mach_load(m, GI_SPACE_CONST, -1, bank * 0x10000ull + off, b, 4);
    }
    return (uint32_t)gi_le_load(b, 4);
}

/* Sb of a row, for one lane (reg) or precomputed (const, imm). */
static inline uint32_t sb_of(const sass_exec *x, const sass_inst *in, uint32_t uniform, unsigned lane)
{
    uint32_t v = in->form == SASS_SB_REG ? rget(x, in->rb, lane) : uniform;
    return in->neg_b ? 0u - v : v;
}

static uint32_t sb_uniform(sass_exec *x, const sass_inst *in)
{
    if (in->form == SASS_SB_CONST) return const_word(x->m, in->cbank, (uint64_t)in->imm);
    if (in->form == SASS_SB_IMM) return (uint32_t)in->imm;
    return 0;
}

static inline bool in_shared_window(const gi_machine *m, uint64_t a)
{
    return a >= m->shared_window.base && a - m->shared_window.base < m->shared_window.size;
}

/* ---- LEA ---- */

static void exec_lea(sass_exec *x, gi_machine *m, const sass_inst *in, uint64_t g)
{
    uint32_t u = sb_uniform(x, in);
    bool hi = in->op == SASS_OP_LEA_HI, cc = in->m[SASS_M_CC], xx = in->m[SASS_M_X];
    unsigned s = in->scale;
    FOR_LANES(g, lane) {
        uint32_t a = rget(x, in->ra, lane), sb = sb_of(x, in, u, lane);
        uint64_t off;
        if (hi) {
            uint64_t v = (uint64_t)rget(x, in->rc, lane) << 32 | a;
            if (in->neg_a) v = 0 - v;
            off = (v << s) >> 32;
        } else {
            if (in->neg_a) a = 0u - a;
            off = (uint32_t)((uint64_t)a << s);
        }
        uint64_t t = off + sb + (xx && cf_of(x, lane) ? 1 : 0);
        uint32_t r = (uint32_t)t;
        /* window detect: LO on its 32-bit result; HI only when the lower
         * words were in the window (CC.OF clear) and this word is 0 */
        bool in_win = hi ? !of_of(x, lane) && r == 0 : in_shared_window(m, r);
        rset(x, in->rd, lane, r);
        if (cc) set_cc(x, lane, t >> 32, r, !in_win);
        if (in->plg != SASS_PT) pset(x, in->plg, lane, !in_win);
    }
}

/* ---- generic memory (LD/ST) ---- */

static unsigned size_bytes(unsigned size)
{
    static const uint8_t b[8] = {1, 1, 2, 2, 4, 8, 16, 16};
    return b[size & 7];
}

/* Where a generic address goes; returns the space and the offset in it, or
 * sets *fault (out_of_window / out_of_bounds are detected by the access). */
typedef struct route {
    gi_space sp;
    uint64_t off;
    const char *fault;   /* set when the access is refused before it is made */
} route;

static route steer(const gi_machine *m, bool plg, uint64_t addr, unsigned n)
{
    route r = {GI_SPACE_GLOBAL, addr, NULL};
    if (!plg) {
        const gi_window *w = &m->shared_window;
        uint64_t off = addr - w->base;
        if (addr < w->base || off > w->size || n > w->size - off || off > w->alloc || n > w->alloc - off)
            r.fault = "out_of_window";
        r.sp = GI_SPACE_SHARED;
        r.off = off;
        return r;
    }
    const gi_window *l = &m->local_window;
    if (l->size && addr >= l->base && addr - l->base < l->size) {
        r.sp = GI_SPACE_LOCAL;
        r.off = addr - l->base;
        if (n > l->size - r.off) r.fault = "out_of_window";
    }
    return r;
}

static uint64_t ld_address(const sass_exec *x, const sass_inst *in, unsigned lane)
{
    uint32_t imm = (uint32_t)in->imm;
    if (in->ra >= NREGS) return imm; /* [ImmU32]: zero-extended */
    if (in->m[SASS_M_E]) {
        uint64_t base = (uint64_t)rget(x, in->ra + 1, lane) << 32 | rget(x, in->ra, lane);
        return base + (uint64_t)(int64_t)(int32_t)imm;
    }
    return (uint32_t)(rget(x, in->ra, lane) + imm);
}

static void exec_ld_st(sass_exec *x, gi_machine *m, const sass_inst *in, uint64_t g, bool store)
{
    unsigned size = in->m[SASS_M_SIZE] & 7, n = size_bytes(size), nregs = n < 4 ? 1 : n / 4;
    uint64_t plg = pmask(x, in->plg);
    FOR_LANES(g, lane) {
        uint64_t addr = ld_address(x, in, lane);
        if (addr & (n - 1)) {
            gi_mach_fault(m, (int)lane, "misaligned", addr);
            addr &= ~(uint64_t)(n - 1);
        }
        route rt = steer(m, plg >> lane & 1, addr, n);
        uint8_t b[16] = {0};
        int st = GI_MEM_UNMAPPED;
        if (store) {
            for (unsigned k = 0; k < nregs; k++) gi_le_store(b + 4 * k, rget(x, in->rd + k, lane), n < 4 ? n : 4);
            if (!rt.fault) st = gi_mach_store(m, rt.sp, (int)lane, rt.off, b, n);
        } else if (!rt.fault) {
            st = gi_mach_load(m, rt.sp, (int)lane, rt.off, b, n);
        }
        if (st == GI_MEM_NOMEM) return;
        if (rt.fault || st != GI_MEM_OK) {
            gi_mach_fault(m, (int)lane, rt.fault ? rt.fault : rt.sp == GI_SPACE_GLOBAL ? "out_of_bounds" : "out_of_window",
                          addr);
            memset(b, 0, sizeof b);
        }
        if (store) continue;
        uint32_t v = (uint32_t)gi_le_load(b, n < 4 ? n : 4);
        if (size == 1) v = (uint32_t)(int32_t)(int8_t)v;
        if (size == 3) v = (uint32_t)(int32_t)(int16_t)v;
        rset(x, in->rd, lane, v);
        for (unsigned k = 1; k < nregs; k++) rset(x, in->rd + k, lane, (uint32_t)gi_le_load(b + 4 * k, 4));
    }
}

/* ---- LDC ---- */

static void exec_ldc(sass_exec *x, gi_machine *m, const sass_inst *in, uint64_t g)
{
    unsigned size = in->m[SASS_M_SIZE] & 7, n = size_bytes(size), mode = in->m[SASS_M_MODE] & 3;
    int32_t simm = (int32_t)in->imm;
    FOR_LANES(g, lane) {
        uint64_t bank = in->cbank;
        uint32_t addr;
        if (in->ra >= NREGS) {
            addr = (uint32_t)in->imm & 0xffff; /* unsigned 16-bit address, mode ignored */
        } else {
            uint32_t a = rget(x, in->ra, lane);
            switch (mode) {
            case 0: addr = a + (uint32_t)simm; break;                     /* IA */
            case 1: {                                                     /* IL */
                uint32_t s = a + (uint32_t)simm;
                bank += s >> 16;
                addr = s & 0xffff;
                break;
            }
            default:                                                      /* IS, ISL */
                bank += a >> 16;
                addr = (uint32_t)simm + (a & 0xffff);
                break;
            }
        }
        if (addr & (n - 1)) {
            gi_mach_fault(m, (int)lane, "misaligned", addr);
            addr &= ~(uint32_t)(n - 1);
        }
        uint8_t b[16] = {0};   /* .128 is not assembled for LDC but decodes */
        bool zero = bank >= 18 || (mode == 3 && in->ra < NREGS && bank > 13) || (uint64_t)addr + n > 0x10000;
        if (!zero) gi_mach_load(m, GI_SPACE_CONST, (int)lane, bank * 0x10000 + addr, b, n);
        uint32_t v = (uint32_t)gi_le_load(b, n < 4 ? n : 4);
        if (size == 1) v = (uint32_t)(int32_t)(int8_t)v;
        if (size == 3) v = (uint32_t)(int32_t)(int16_t)v;
        rset(x, in->rd, lane, v);
        if (n == 8) rset(x, in->rd + 1, lane, (uint32_t)gi_le_load(b + 4, 4));
    }
}

/* ---- integer ALU ---- */

static uint32_t bitrev32(uint32_t v)
{
    v = (v >> 1 & 0x55555555u) | (v & 0x55555555u) << 1;
    v = (v >> 2 & 0x33333333u) | (v & 0x33333333u) << 2;
    v = (v >> 4 & 0x0f0f0f0fu) | (v & 0x0f0f0f0fu) << 4;
    v = (v >> 8 & 0x00ff00ffu) | (v & 0x00ff00ffu) << 8;
    return v >> 16 | v << 16;
}

/* BFE: position = Sb[7:0], length = Sb[15:8]. */
static uint32_t bfe(uint32_t src, uint32_t ctl, bool sgn)
{
    unsigned pos = ctl & 0xff, len = ctl >> 8 & 0xff;
    if (len == 0) return 0;
    if (!sgn) {
        if (pos >= 32) return 0; /* bits above 31 read as 0 */
        uint64_t f = (uint64_t)src >> pos;
        return len >= 32 ? (uint32_t)f : (uint32_t)(f & ((1ull << len) - 1));
    }
    if (len > 32) len = 32;
    int64_t s = (int64_t)(int32_t)src;   /* bits above 31 read as the sign */
    int64_t f = s >> (pos > 63 ? 63 : pos);
    uint64_t field = (uint64_t)f & (len == 64 ? ~0ull : (1ull << len) - 1);
    if (field >> (len - 1) & 1) field |= ~0ull << len; /* sign-extend from the top bit */
    return (uint32_t)field;
}

static void exec_alu(sass_exec *x, const sass_inst *in, uint64_t g)
{
    uint32_t u = sb_uniform(x, in);
    bool cc = in->m[SASS_M_CC], xx = in->m[SASS_M_X], sgn = in->m[SASS_M_SIGNED];
    FOR_LANES(g, lane) {
        uint32_t a = rget(x, in->ra, lane), b = sb_of(x, in, u, lane), r = 0;
        bool cf = false, of = false;
        switch (in->op) {
        case SASS_OP_MOV: r = b; break;
        case SASS_OP_MOV32I: r = (uint32_t)in->imm; break;
        case SASS_OP_BFE: r = bfe(in->m[SASS_M_BREV] ? bitrev32(a) : a, b, sgn); break;
        case SASS_OP_SHL: {
            uint32_t s = in->m[SASS_M_W] ? (b & 31) : b;
            r = s >= 32 ? 0 : a << s;
            break;
        }
        case SASS_OP_SHR: {
            if (in->m[SASS_M_BREV]) a = bitrev32(a);
            uint32_t s = in->m[SASS_M_W] ? (b & 31) : b;
            if (sgn) r = (uint32_t)((int32_t)a >> (s >= 32 ? 31 : s));
            else r = s >= 32 ? 0 : a >> s;
            break;
        }
        case SASS_OP_IADD:
        case SASS_OP_ISCADD: {
            if (in->neg_a) a = 0u - a;
            if (in->op == SASS_OP_ISCADD) a = (uint32_t)((uint64_t)a << in->scale);
            uint64_t t = (uint64_t)a + b + (xx && cf_of(x, lane) ? 1 : 0);
            r = (uint32_t)t;
            cf = t >> 32;
            of = ((a ^ r) & (b ^ r)) >> 31;
            if (in->m[SASS_M_SAT] && of) r = (a >> 31) ? 0x80000000u : 0x7fffffffu;
            break;
        }
        default: break;
        }
        rset(x, in->rd, lane, r);
        if (cc) set_cc(x, lane, cf, r, of);
    }
}

static bool compare(unsigned cmp, uint32_t a, uint32_t b, bool sgn)
{
    bool lt = sgn ? (int32_t)a < (int32_t)b : a < b, eq = a == b;
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

static bool combine(unsigned bop, bool a, bool b)
{
    return bop == 0 ? a && b : bop == 1 ? a || b : a != b;
}

static void exec_isetp(sass_exec *x, const sass_inst *in, uint64_t g)
{
    uint32_t u = sb_uniform(x, in);
    uint64_t ps = pmask(x, in->psrc);
    if (in->psrc_neg) ps = ~ps;
    unsigned bop = in->m[SASS_M_BOP];
    FOR_LANES(g, lane) {
        bool c = compare(in->m[SASS_M_CMP], rget(x, in->ra, lane), sb_of(x, in, u, lane), in->m[SASS_M_SIGNED]);
        bool p = ps >> lane & 1;
        pset(x, in->pd, lane, combine(bop, c, p));
        pset(x, in->pd2, lane, combine(bop, !c, p));
    }
}

/* ---- control flow ---- */

static int push(sass_exec *x, gi_machine *m, uint64_t mask, uint32_t pc, bool sync)
{
    if (x->sp >= STACK_MAX) return gi_mach_error(m, GI_RUN_ERROR, "the reconvergence stack overflows (%d entries)", STACK_MAX);
    x->stack[x->sp++] = (sass_frame){mask, pc, sync};
    return 0;
}

/* Resume the next path on the stack with lanes that have not exited;
 * returns GI_STEP_END when nothing is left. */
static int resume(sass_exec *x, gi_machine *m)
{
    while (x->sp > 0) {
        sass_frame f = x->stack[--x->sp];
        uint64_t mask = f.mask & ~x->exited;
        if (!mask) continue;
        m->exec = mask;
        m->pc = f.pc;
        return GI_STEP_NEXT;
    }
    return GI_STEP_END;
}

/* The per-lane path of every instruction (also the only path of the
 * control-flow and the less frequent ALU instructions). */
static int h_generic(sass_exec *x, gi_machine *m, const sass_uop *u)
{
    const sass_inst *in = &u->in;
    uint64_t g = guarded(x, m, in);
    switch (in->op) {
    case SASS_OP_LEA_LO:
    case SASS_OP_LEA_HI: exec_lea(x, m, in, g); break;
    case SASS_OP_LD: exec_ld_st(x, m, in, g, false); break;
    case SASS_OP_ST: exec_ld_st(x, m, in, g, true); break;
    case SASS_OP_LDC: exec_ldc(x, m, in, g); break;
    case SASS_OP_ISETP: exec_isetp(x, in, g); break;
    case SASS_OP_NOP: break;
    case SASS_OP_SSY:
        if (push(x, m, m->exec & ~x->exited, u->target, true)) return GI_STEP_ERROR;
        break;
    case SASS_OP_BRA: {
        uint64_t act = m->exec & m->lane_mask & ~x->exited;
        if (g == act) {
            m->pc = u->target;
            return GI_STEP_NEXT;
        }
        if (g) { /* divergent: the not-taken lanes wait on the stack */
            if (push(x, m, act & ~g, (uint32_t)m->pc + 1, false)) return GI_STEP_ERROR;
            m->exec = g;
            m->pc = u->target;
            return GI_STEP_NEXT;
        }
        break;
    }
    case SASS_OP_SYNC:
        if (x->sp == 0) break; /* nothing to reconverge with */
        return resume(x, m);
    case SASS_OP_EXIT:
        x->exited |= g;
        if (m->exec & m->lane_mask & ~x->exited) break;
        return resume(x, m);
    default:
        if (in->op < SASS_OP_COUNT) {
            exec_alu(x, in, g);
            break;
        }
        gi_mach_error(m, GI_RUN_ERROR, "instruction %llu is not modelled", (unsigned long long)m->pc);
        return GI_STEP_ERROR;
    }
    m->pc++;
    return GI_STEP_NEXT;
}

/* ---- full-mask paths ----
 * Taken when the guard leaves every lane of the lane mask (g == lane_mask:
 * all lanes active, none exited). Every source lane is read before any
 * destination row is written (a destination may also be a source): results
 * go to local arrays and are copied to their rows afterwards.
 * `n` is the lane count; the callers pass the constant 32 when it is 32 so
 * that the loops are fully unrolled. */

#define ALWAYS_INLINE static inline __attribute__((always_inline))

/* The whole lane mask executes. */
ALWAYS_INLINE bool full_mask(const gi_machine *m, uint64_t g) { return g == m->lane_mask; }

/* Little-endian words at p (a plain load on little-endian hosts). */
ALWAYS_INLINE uint32_t ld16le(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8;
}
ALWAYS_INLINE uint32_t ld32le(const uint8_t *p)
{
    uint32_t v;
    memcpy(&v, p, 4);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    return v;
#else
    return (uint32_t)gi_le_load(p, 4);
#endif
}

/* Lane mask from one 0/1 byte per lane (bytes past n are 0). */
static uint64_t pack_lanes(const uint8_t *b, unsigned n)
{
    uint64_t mask = 0;
    for (unsigned k = 0; k * 8 < n; k++) {
        uint64_t w;
        memcpy(&w, b + 8 * k, 8);
        w = gi_le_load((const uint8_t *)&w, 8);   /* byte i = lane 8k + i on any host */
        mask |= ((w * 0x0102040810204080ull) >> 56) << (8 * k);
    }
    return mask;
}

enum { LEA_OUT_NONE, LEA_OUT_CC, LEA_OUT_PLG };

ALWAYS_INLINE void lea_full(sass_exec *x, gi_machine *m, const sass_uop *u, uint32_t sbu, unsigned n, bool hi,
                            int out)
{
    const uint32_t *ra = x->r[u->ra], *rb = x->r[u->rb], *rc = x->r[u->rc], *cc = x->cc;
    const unsigned s = u->in.scale;
    const uint32_t neg = u->in.neg_a ? ~0u : 0u, xm = u->in.m[SASS_M_X] ? CC_CF : 0u;
    const uint32_t wlo = x->win_lo, wlast = x->win_last, wok = x->win_ok;
    uint32_t d[GI_MAX_LANES], f[GI_MAX_LANES];
    uint8_t pb[GI_MAX_LANES];
    for (unsigned l = 0; l < n; l++) {
        uint32_t lo = (ra[l] ^ neg) - neg, off;   /* -Ra (LO), the low word of -{Rc,Ra} (HI) */
        if (hi) {
            uint32_t h = (rc[l] ^ neg) + (neg & (ra[l] == 0));
            off = h << s | (lo >> 1) >> (31 - s);   /* ({h,lo} << s) >> 32 */
        } else {
            off = lo << s;
        }
        uint32_t s1 = off + rb[l] + sbu, r = s1 + (cc[l] & xm);
        uint32_t cf = (s1 < off) | (r < s1);
        uint32_t in_win = hi ? (uint32_t)((cc[l] & CC_OF) == 0) & (r == 0)
                             : (uint32_t)((uint32_t)(r - wlo) <= wlast) & wok;
        d[l] = r;
        if (out == LEA_OUT_CC)
            f[l] = cf | (uint32_t)(r == 0) << 1 | (r >> 31) << 2 | (in_win ^ 1u) << 3;
        if (out == LEA_OUT_PLG) pb[l] = (uint8_t)(in_win ^ 1u);
    }
    memcpy(x->r[u->dst[0]], d, n * sizeof *d);
    mark_written(x, u->dst[0]);
    if (out == LEA_OUT_CC) {
        memcpy(x->cc, f, n * sizeof *f);
        x->cc_written = true;
    }
    if (out == LEA_OUT_PLG) {
        memset(pb + n, 0, sizeof pb - n);
        unsigned p = u->in.plg;
        x->p[p] = (x->p[p] & ~m->lane_mask) | pack_lanes(pb, n);
        x->pwritten |= (uint8_t)(1u << p);
    }
}

/* LD whose every lane reads global memory without a fault: all addresses
 * aligned, outside the local window, inside the mapped region of lane 0's
 * address. Returns false (nothing done) otherwise. Two passes: the offsets
 * of every lane in the region and the checks (plain arithmetic, which the
 * compiler vectorises), then -- only when no lane failed -- the loads,
 * straight into the destination rows (every source was read in the first
 * pass, so a destination may also be an address register). `form` (0
 * [ImmU32], 1 .E, 2 32-bit Ra) and `size` are constants in every call. */
enum { LDA_IMM, LDA_E, LDA_32 };

ALWAYS_INLINE uint64_t ld_lane_addr(const uint32_t *alo, const uint32_t *ahi, uint64_t off, unsigned l, int form)
{
    if (form == LDA_IMM) return off;
    if (form == LDA_E) return ((uint64_t)ahi[l] << 32 | alo[l]) + off;
    return (uint32_t)(alo[l] + (uint32_t)off);
}

/* Pass 1: o[l] = offset of lane l in the region [base, base + lim + nb);
 * nonzero when a lane is outside it, misaligned or in the local window
 * [lbase, lbase + lsize). */
ALWAYS_INLINE uint64_t ld_offsets(uint64_t *o, const uint32_t *alo, const uint32_t *ahi, uint64_t off, uint64_t base,
                                  uint64_t lim, uint64_t lbase, uint64_t lsize, uint64_t align, unsigned n, int form)
{
    uint64_t bad = 0;
    for (unsigned l = 0; l < n; l++) {
        uint64_t a = ld_lane_addr(alo, ahi, off, l, form), d = a - base;
        bad |= (uint64_t)(d > lim) | (a & align);
        if (lsize) bad |= (uint64_t)((a >= lbase) & (a - lbase < lsize));   /* lsize is 0 or not in every call */
        o[l] = d;
    }
    return bad;
}

ALWAYS_INLINE uint64_t ld_offsets_form(uint64_t *o, const uint32_t *alo, const uint32_t *ahi, uint64_t off,
                                       uint64_t base, uint64_t lim, uint64_t lbase, uint64_t lsize, uint64_t align,
                                       unsigned n, int form)
{
    if (!lsize) return ld_offsets(o, alo, ahi, off, base, lim, 0, 0, align, n, form);
    return ld_offsets(o, alo, ahi, off, base, lim, lbase, lsize, align, n, form);
}

/* Pass 2: the load of lane l into the rows dst[0..] (`size` constant). */
ALWAYS_INLINE void ld_one(uint32_t *const *dst, const uint8_t *q, unsigned l, unsigned size)
{
    switch (size) {
    case 0: dst[0][l] = q[0]; break;
    case 1: dst[0][l] = (uint32_t)(int32_t)(int8_t)q[0]; break;
    case 2: dst[0][l] = ld16le(q); break;
    case 3: dst[0][l] = (uint32_t)(int32_t)(int16_t)ld16le(q); break;
    case 4: dst[0][l] = ld32le(q); break;
    case 5: dst[0][l] = ld32le(q), dst[1][l] = ld32le(q + 4); break;
    default:
        dst[0][l] = ld32le(q), dst[1][l] = ld32le(q + 4), dst[2][l] = ld32le(q + 8), dst[3][l] = ld32le(q + 12);
        break;
    }
}

/* The loads of every lane, four per iteration (no vector gather). */
ALWAYS_INLINE void ld_gather(uint32_t *const *dst, const uint8_t *p, const uint64_t *o, unsigned n, unsigned size)
{
    unsigned l = 0;
    for (; l + 4 <= n; l += 4) {
        ld_one(dst, p + o[l], l, size);
        ld_one(dst, p + o[l + 1], l + 1, size);
        ld_one(dst, p + o[l + 2], l + 2, size);
        ld_one(dst, p + o[l + 3], l + 3, size);
    }
    for (; l < n; l++) ld_one(dst, p + o[l], l, size);
}

ALWAYS_INLINE bool ld_full(sass_exec *x, gi_machine *m, const sass_uop *u, unsigned n)
{
    const sass_inst *in = &u->in;
    const unsigned nb = u->nbytes, size = in->m[SASS_M_SIZE] & 7;
    const uint32_t imm = (uint32_t)in->imm;
    const int form = in->ra == SASS_RZ ? LDA_IMM : in->m[SASS_M_E] ? LDA_E : LDA_32;
    const uint32_t *alo = x->r[form == LDA_IMM ? ROW_ZERO : u->ra], *ahi = x->r[form == LDA_E ? u->ra + 1 : ROW_ZERO];
    const uint64_t off = form == LDA_E ? (uint64_t)(int64_t)(int32_t)imm : imm;
    const uint64_t lbase = m->local_window.base, lsize = m->local_window.size;
    uint64_t a0 = form == LDA_IMM ? off : form == LDA_E ? ld_lane_addr(alo, ahi, off, 0, LDA_E)
                                                        : ld_lane_addr(alo, ahi, off, 0, LDA_32);
    uint64_t o[GI_MAX_LANES], bad;
    /* the region this instruction read last time, else lane 0's */
    sass_region *rc = &x->ldreg[m->pc];
    if (a0 - rc->base >= rc->len) {
        rc->p = gi_mem_region(&m->mem, GI_SPACE_GLOBAL, a0, &rc->base, &rc->len);
        if (!rc->p) rc->len = 0;
    }
    if (rc->len < nb) return false;
    const uint8_t *p = rc->p;
    const uint64_t base = rc->base, lim = rc->len - nb;
    if (form == LDA_E) bad = ld_offsets_form(o, alo, ahi, off, base, lim, lbase, lsize, nb - 1, n, LDA_E);
    else if (form == LDA_32) bad = ld_offsets_form(o, alo, ahi, off, base, lim, lbase, lsize, nb - 1, n, LDA_32);
    else bad = ld_offsets_form(o, alo, ahi, off, base, lim, lbase, lsize, nb - 1, n, LDA_IMM);
    if (bad) return false;
    uint32_t *const dst[4] = {x->r[u->dst[0]], x->r[u->dst[1]], x->r[u->dst[2]], x->r[u->dst[3]]};
    switch (size) {
    case 0: ld_gather(dst, p, o, n, 0); break;
    case 1: ld_gather(dst, p, o, n, 1); break;
    case 2: ld_gather(dst, p, o, n, 2); break;
    case 3: ld_gather(dst, p, o, n, 3); break;
    case 4: ld_gather(dst, p, o, n, 4); break;
    case 5: ld_gather(dst, p, o, n, 5); break;
    default: ld_gather(dst, p, o, n, 6); break;
    }
    for (unsigned k = 0; k < u->nregs; k++) mark_written(x, u->dst[k]);
    return true;
}

/* LDC in two passes, like LD: the bank and address of every lane (plain
 * arithmetic, vectorised; `mode` constant), then -- when no lane is
 * misaligned -- the reads, straight into the destination rows.
 * idx[l] = bank << 16 | address, or LDC_ZERO (x->cbp[18]: zeros) where the
 * lane reads 0 (a bank the hardware lacks or that is unset, an address past
 * the bank's end); as exec_ldc. */
#define LDC_ZERO (18u << 16)

ALWAYS_INLINE uint32_t ldc_index(uint32_t *idx, unsigned cbank, uint32_t present, const uint32_t *ra, uint32_t simm,
                                 unsigned nb, unsigned n, unsigned mode)
{
    uint32_t bad = 0;
    for (unsigned l = 0; l < n; l++) {
        uint32_t a = ra[l], s = a + simm;
        uint32_t bk = cbank + (mode == 0 ? 0 : mode == 1 ? s >> 16 : a >> 16);   /* <= 31 + 0xffff */
        uint32_t addr = mode == 0 ? s : mode == 1 ? s & 0xffff : simm + (a & 0xffff);
        bad |= addr & (nb - 1);
        uint32_t zero = (bk >= 18) | (mode == 3 && bk > 13) | (addr > 0x10000 - nb) | (~present >> (bk & 31) & 1);
        idx[l] = zero ? LDC_ZERO : bk << 16 | addr;
    }
    return bad;
}

/* The read of lane l (`size` constant). */
ALWAYS_INLINE void ldc_one(uint32_t *d0, uint32_t *d1, const uint8_t *const *bp, uint32_t i, unsigned l, unsigned size)
{
    const uint8_t *q = bp[i >> 16] + (i & 0xffff);
    switch (size) {
    case 0: d0[l] = q[0]; break;
    case 1: d0[l] = (uint32_t)(int32_t)(int8_t)q[0]; break;
    case 2: d0[l] = ld16le(q); break;
    case 3: d0[l] = (uint32_t)(int32_t)(int16_t)ld16le(q); break;
    case 4: d0[l] = ld32le(q); break;
    default: d0[l] = ld32le(q), d1[l] = ld32le(q + 4); break;
    }
}

/* The reads of every lane, four per iteration (no vector gather). */
ALWAYS_INLINE void ldc_gather(uint32_t *d0, uint32_t *d1, const uint8_t *const *bp, const uint32_t *idx, unsigned n,
                              unsigned size)
{
    unsigned l = 0;
    for (; l + 4 <= n; l += 4) {
        ldc_one(d0, d1, bp, idx[l], l, size);
        ldc_one(d0, d1, bp, idx[l + 1], l + 1, size);
        ldc_one(d0, d1, bp, idx[l + 2], l + 2, size);
        ldc_one(d0, d1, bp, idx[l + 3], l + 3, size);
    }
    for (; l < n; l++) ldc_one(d0, d1, bp, idx[l], l, size);
}

/* LDC of every lane without a misaligned address; banks that do not exist,
 * out-of-range addresses and unset banks read 0 as in exec_ldc. */
ALWAYS_INLINE bool ldc_full(sass_exec *x, gi_machine *m, const sass_uop *u, unsigned n)
{
    const sass_inst *in = &u->in;
    const unsigned nb = u->nbytes, size = in->m[SASS_M_SIZE] & 7, mode = in->m[SASS_M_MODE] & 3;
    uint32_t *d0 = x->r[u->dst[0]], *d1 = x->r[u->dst[1]];
    if (in->ra == SASS_RZ) {   /* one address for every lane */
        uint8_t b[16];   /* .128 is not assembled for LDC but decodes */
        uint32_t addr = (uint32_t)in->imm & 0xffff;
        if (addr & (nb - 1)) return false;
        memset(b, 0, sizeof b);
        const uint8_t *cb = in->cbank < 18 && addr + nb <= 0x10000 ? m->mem.cbank[in->cbank] : NULL;
        if (cb) memcpy(b, cb + addr, nb);
        uint32_t v = (uint32_t)gi_le_load(b, nb < 4 ? nb : 4), v1 = (uint32_t)gi_le_load(b + 4, 4);
        if (size == 1) v = (uint32_t)(int32_t)(int8_t)v;
        if (size == 3) v = (uint32_t)(int32_t)(int16_t)v;
        for (unsigned l = 0; l < n; l++) d0[l] = v;
        if (u->nregs > 1)
            for (unsigned l = 0; l < n; l++) d1[l] = v1;
    } else {
        const uint32_t *ra = x->r[u->ra], simm = (uint32_t)(int32_t)in->imm;
        uint32_t idx[GI_MAX_LANES], bad;
        if (nb > 8) return false;
        switch (mode) {
        case 0: bad = ldc_index(idx, in->cbank, x->cpresent, ra, simm, nb, n, 0); break;
        case 1: bad = ldc_index(idx, in->cbank, x->cpresent, ra, simm, nb, n, 1); break;
        case 2: bad = ldc_index(idx, in->cbank, x->cpresent, ra, simm, nb, n, 2); break;
        default: bad = ldc_index(idx, in->cbank, x->cpresent, ra, simm, nb, n, 3); break;
        }
        if (bad) return false;
        const uint8_t *const *banks = x->cbp;
        switch (size) {
        case 0: ldc_gather(d0, d1, banks, idx, n, 0); break;
        case 1: ldc_gather(d0, d1, banks, idx, n, 1); break;
        case 2: ldc_gather(d0, d1, banks, idx, n, 2); break;
        case 3: ldc_gather(d0, d1, banks, idx, n, 3); break;
        case 4: ldc_gather(d0, d1, banks, idx, n, 4); break;
        default: ldc_gather(d0, d1, banks, idx, n, 5); break;
        }
    }
    for (unsigned k = 0; k < u->nregs; k++) mark_written(x, u->dst[k]);
    return true;
}

/* IADD/ISCADD without .SAT (the loop counters of a kernel). */
ALWAYS_INLINE void iadd_full(sass_exec *x, gi_machine *m, const sass_uop *u, uint32_t sbu, unsigned n)
{
    const sass_inst *in = &u->in;
    const uint32_t *ra = x->r[u->ra], *rb = x->r[u->rb], *cc = x->cc;
    const uint32_t na = in->neg_a ? ~0u : 0u, nbm = in->neg_b ? ~0u : 0u, xm = in->m[SASS_M_X] ? CC_CF : 0u;
    const unsigned s = in->op == SASS_OP_ISCADD ? in->scale : 0;
    const bool wcc = in->m[SASS_M_CC];
    uint32_t d[GI_MAX_LANES], f[GI_MAX_LANES];
    (void)m;
    for (unsigned l = 0; l < n; l++) {
        uint32_t a = ((ra[l] ^ na) - na) << s, b = ((rb[l] + sbu) ^ nbm) - nbm;
        uint32_t s1 = a + b, r = s1 + (cc[l] & xm);
        uint32_t cf = (s1 < a) | (r < s1), of = ((a ^ r) & (b ^ r)) >> 31;
        d[l] = r;
        f[l] = cf | (uint32_t)(r == 0) << 1 | (r >> 31) << 2 | of << 3;
    }
    memcpy(x->r[u->dst[0]], d, n * sizeof *d);
    mark_written(x, u->dst[0]);
    if (wcc) {
        memcpy(x->cc, f, n * sizeof *f);
        x->cc_written = true;
    }
}

/* ISETP: compare codes 0..7 are the sets of {LT, EQ, GT} (bits 0, 1, 2). */
ALWAYS_INLINE uint64_t isetp_full(sass_exec *x, const sass_uop *u, uint32_t sbu, unsigned n)
{
    const sass_inst *in = &u->in;
    const uint32_t *ra = x->r[u->ra], *rb = x->r[u->rb];
    const uint32_t nbm = in->neg_b ? ~0u : 0u, flip = in->m[SASS_M_SIGNED] ? 0x80000000u : 0u;
    const uint32_t cmp = in->m[SASS_M_CMP] & 7;
    uint8_t c[GI_MAX_LANES];
    for (unsigned l = 0; l < n; l++) {
        uint32_t a = ra[l] ^ flip, b = ((((rb[l] + sbu) ^ nbm) - nbm)) ^ flip;
        uint32_t lt = a < b, eq = a == b, gt = a > b;
        c[l] = (uint8_t)(((lt & cmp) | (eq & cmp >> 1) | (gt & cmp >> 2)) & 1);
    }
    memset(c + n, 0, sizeof c - n);
    return pack_lanes(c, n);
}

static void pwrite_mask(sass_exec *x, const gi_machine *m, unsigned p, uint64_t v)
{
    if (p >= NPREDS) return; /* PT discards */
    x->p[p] = (x->p[p] & ~m->lane_mask) | (v & m->lane_mask);
    x->pwritten |= (uint8_t)(1u << p);
}

/* The full-mask handlers, for the baseline target and (x86-64) for AVX2:
 * twice as many lanes per vector operation; the host's set is picked once
 * per program (sass_host_avx2). */
#define HOT(name) name
#include "sass/exec_fast.h"
#undef HOT

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define SASS_AVX2 1
#if defined(__clang__)
#pragma clang attribute push(__attribute__((target("avx2"))), apply_to = function)
#else
#pragma GCC push_options
#pragma GCC target("avx2")
#endif
#define HOT(name) name##_avx2
#include "sass/exec_fast.h"
#undef HOT
#if defined(__clang__)
#pragma clang attribute pop
#else
#pragma GCC pop_options
#endif
#define PICK(name) (avx2 ? name##_avx2 : name)
static bool sass_host_avx2(void) { return __builtin_cpu_supports("avx2"); }
#else
#define PICK(name) ((void)avx2, name)
static bool sass_host_avx2(void) { return false; }
#endif

/* The handler of a decoded instruction. */
static sass_fn pick_handler(const sass_inst *in, bool avx2)
{
    bool cc = in->m[SASS_M_CC], plg = in->plg != SASS_PT;
    switch (in->op) {
    case SASS_OP_LEA_LO:
    case SASS_OP_LEA_HI: {
        bool hi = in->op == SASS_OP_LEA_HI;
        if ((cc && plg) || in->neg_b) return h_generic;   /* not assembled (SR_CC_XOR_PLG); decodable */
        if (cc) return hi ? PICK(h_lea_hi_cc) : PICK(h_lea_lo_cc);
        if (plg) return hi ? PICK(h_lea_hi_plg) : PICK(h_lea_lo_plg);
        return hi ? PICK(h_lea_hi) : PICK(h_lea_lo);
    }
    case SASS_OP_LD: return PICK(h_ld);
    case SASS_OP_LDC: return PICK(h_ldc);
    case SASS_OP_ISETP: return in->m[SASS_M_BOP] <= 2 ? PICK(h_isetp) : h_generic;
    case SASS_OP_IADD:
    case SASS_OP_ISCADD: return in->m[SASS_M_SAT] ? h_generic : PICK(h_iadd);
    default: return h_generic;
    }
}

static unsigned dst_row(unsigned r) { return r >= NREGS ? ROW_SINK : r; }

static void prepare_uop(sass_uop *u, bool avx2)
{
    const sass_inst *in = &u->in;
    u->fn = pick_handler(in, avx2);
    u->ra = in->ra;
    u->rb = in->form == SASS_SB_REG ? in->rb : ROW_ZERO;
    u->rc = in->rc;
    u->sbu = in->form == SASS_SB_IMM ? (uint32_t)in->imm : 0;
    u->nbytes = (uint8_t)size_bytes(in->m[SASS_M_SIZE] & 7);
    u->nregs = u->nbytes < 4 ? 1 : u->nbytes / 4;
    if (in->op == SASS_OP_LDC) u->nregs = u->nbytes == 8 ? 2 : 1;   /* as exec_ldc */
    for (unsigned k = 0; k < 4; k++) u->dst[k] = (uint16_t)dst_row(in->rd + k);
}

static int sass_step(void *st, gi_machine *m)
{
    sass_exec *x = st;
    const sass_uop *u = &x->prog[m->pc];
    return u->fn(x, m, u);
}

/* ---- set-up ---- */

static unsigned sass_default_lanes(const void *ictx)
{
    (void)ictx;
    return 32;
}

/* Index of the instruction at a hardware address, or UINT32_MAX. */
static uint32_t index_of(uint64_t addr)
{
    uint64_t in_group = addr % 32;
    if (addr % 8 || in_group == 0) return UINT32_MAX;
    uint64_t idx = addr / 32 * 3 + (in_group - 8) / 8;
    return idx > UINT32_MAX - 1 ? UINT32_MAX : (uint32_t)idx;
}

static void sass_state_free(void *st)
{
    sass_exec *x = st;
    if (!x) return;
    free(x->prog);
    free(x->ldreg);
    free(x);
}

static void *sass_state_new(const void *ictx, gi_machine *m, const gi_exec_program *prog, char *err, size_t errlen)
{
    (void)ictx;
    uint64_t groups = prog->size / 32;
    uint64_t n = prog->insts ? prog->ninsts : groups * 3;
    if (prog->size % 32 || n > groups * 3) {
        snprintf(err, errlen, "the SASS code is not a whole number of 32-byte groups");
        return NULL;
    }
    const bool avx2 = sass_host_avx2();
    sass_exec *x = calloc(1, sizeof *x);
    if (!x) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    x->prog = calloc(n ? n : 1, sizeof *x->prog);
    x->ldreg = calloc(n ? n : 1, sizeof *x->ldreg);
    if (!x->prog || !x->ldreg) {
        sass_state_free(x);
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    for (uint64_t i = 0; i < n; i++) {
        uint32_t sched[3];
        sass_ctrl_unpack(gi_le_load(prog->code + i / 3 * 32, 8), sched);
        uint64_t addr = sass_inst_addr(i);
        uint64_t word = gi_le_load(prog->code + addr, 8);
        sass_uop *u = &x->prog[i];
        if (!sass_decode(word, sched[i % 3], &u->in)) {
            snprintf(err, errlen, "instruction %llu (0x%016llx) does not decode", (unsigned long long)i,
                     (unsigned long long)word);
            sass_state_free(x);
            return NULL;
        }
        prepare_uop(u, avx2);
        if (u->in.op == SASS_OP_BRA || u->in.op == SASS_OP_SSY) {
            uint64_t t = addr + 8 + (uint64_t)u->in.imm;
            uint32_t ti = index_of(t);
            if (ti == UINT32_MAX || ti > n) {
                snprintf(err, errlen, "instruction %llu branches outside the program", (unsigned long long)i);
                sass_state_free(x);
                return NULL;
            }
            u->target = ti;
        }
    }
    x->m = m;
    x->n = n;
    m->ninsts = n;
    m->shared_window = (gi_window){SHARED_BASE, SHARED_SIZE, SHARED_SIZE, 0};
    if (gi_mem_set_shared_size(&m->mem, SHARED_SIZE) != GI_MEM_OK) {
        snprintf(err, errlen, "the shared window does not fit the guest memory limit");
        sass_state_free(x);
        return NULL;
    }
    return x;
}

/* "R12" -> 12, "RZ" -> NREGS; -1 when not a register name. */
static int reg_index(const char *name)
{
    if (name[0] != 'R') return -1;
    if (!strcmp(name, "RZ")) return NREGS;
    if (name[1] < '0' || name[1] > '9' || (name[1] == '0' && name[2])) return -1;
    char *end;
    long v = strtol(name + 1, &end, 10);
    return *end || v < 0 || v >= NREGS ? -1 : (int)v;
}

static int pred_index(const char *name)
{
    if (name[0] != 'P') return -1;
    if (!strcmp(name, "PT")) return NPREDS;
    return name[1] >= '0' && name[1] <= '6' && !name[2] ? name[1] - '0' : -1;
}

static int sass_reg_write(void *st, const char *name, int lane, uint64_t value, char *err, size_t errlen)
{
    sass_exec *x = st;
    int r = reg_index(name);
    if (r < 0) return snprintf(err, errlen, "unknown register '%s' (R0..R254, RZ)", name), -1;
    if (value > 0xffffffffull) return snprintf(err, errlen, "%s: 0x%llx does not fit 32 bits", name, (unsigned long long)value), -1;
    if (r == NREGS) return 0;
    for (unsigned l = 0; l < GI_MAX_LANES; l++)
        if (lane < 0 || (unsigned)lane == l) rset(x, (unsigned)r, l, (uint32_t)value);
    return 0;
}

static int sass_reg_read(void *st, const char *name, int lane, uint64_t *value, char *err, size_t errlen)
{
    sass_exec *x = st;
    int r = reg_index(name);
    if (r < 0) return snprintf(err, errlen, "unknown register '%s' (R0..R254, RZ)", name), -1;
    *value = rget(x, (unsigned)r, lane < 0 ? 0u : (unsigned)lane);
    return 0;
}

static int sass_pred_write(void *st, const char *name, int lane, int value, char *err, size_t errlen)
{
    sass_exec *x = st;
    int p = pred_index(name);
    if (p < 0) return snprintf(err, errlen, "unknown predicate '%s' (P0..P6, PT)", name), -1;
    if (p == NPREDS) return snprintf(err, errlen, "PT is always true and cannot be set"), -1;
    for (unsigned l = 0; l < GI_MAX_LANES; l++)
        if (lane < 0 || (unsigned)lane == l) pset(x, (unsigned)p, l, value != 0);
    return 0;
}

static int sass_pred_read(void *st, const char *name, int lane, int *value, char *err, size_t errlen)
{
    sass_exec *x = st;
    int p = pred_index(name);
    if (p < 0) return snprintf(err, errlen, "unknown predicate '%s' (P0..P6, PT)", name), -1;
    *value = (int)(pmask(x, (unsigned)p) >> (lane < 0 ? 0 : lane) & 1);
    return 0;
}

static void sass_run_begin(void *st)
{
    sass_exec *x = st;
    x->exited = 0;
    x->sp = 0;
    memset(x->ldreg, 0, x->n * sizeof *x->ldreg);
    x->cpresent = 0;
    for (unsigned b = 0; b < 18; b++) {
        x->cbp[b] = x->m->mem.cbank[b];
        x->cpresent |= (uint32_t)(x->cbp[b] != NULL) << b;
    }
    x->cbp[18] = x->zeros;
    memset(x->cc, 0, sizeof x->cc);
    x->cc_written = false;
    const gi_window *w = &x->m->shared_window;
    x->win_ok = w->size && w->base <= UINT32_MAX;
    x->win_lo = (uint32_t)w->base;
    uint64_t len = x->win_ok ? (1ull << 32) - w->base : 0;
    if (w->size < len) len = w->size;
    x->win_last = (uint32_t)(len - 1);
}

static void sass_result(void *st, gi_result_emit emit, void *sink)
{
    sass_exec *x = st;
    unsigned lanes = x->m->lanes;
    uint64_t v[GI_MAX_LANES];
    char name[8];
    for (unsigned r = 0; r < NREGS; r++) {
        if (!(x->written[r >> 6] >> (r & 63) & 1)) continue;
        for (unsigned l = 0; l < lanes; l++) v[l] = x->r[r][l];
        snprintf(name, sizeof name, "R%u", r);
        emit(sink, &(gi_result_item){"regs", name, GI_RK_NUMBERS, v, lanes});
    }
    for (unsigned p = 0; p < NPREDS; p++) {
        if (!(x->pwritten >> p & 1)) continue;
        for (unsigned l = 0; l < lanes; l++) v[l] = x->p[p] >> l & 1;
        snprintf(name, sizeof name, "P%u", p);
        emit(sink, &(gi_result_item){"preds", name, GI_RK_BOOLS, v, lanes});
    }
    if (!x->cc_written) return;
    const struct { const char *n; uint32_t f; } cc[4] = {{"CF", CC_CF}, {"ZF", CC_ZF}, {"SF", CC_SF}, {"OF", CC_OF}};
    for (unsigned k = 0; k < 4; k++) {
        for (unsigned l = 0; l < lanes; l++) v[l] = (x->cc[l] & cc[k].f) != 0;
        emit(sink, &(gi_result_item){"cc", cc[k].n, GI_RK_BOOLS, v, lanes});
    }
}

const gi_isa_exec gi_sass_exec = {
    .default_lanes = sass_default_lanes,
    .spaces = NULL,
    .state_new = sass_state_new,
    .state_free = sass_state_free,
    .reg_write = sass_reg_write,
    .reg_read = sass_reg_read,
    .pred_write = sass_pred_write,
    .pred_read = sass_pred_read,
    .run_begin = sass_run_begin,
    .step = sass_step,
    .result = sass_result,
};
