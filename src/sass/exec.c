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
 * PBK, PCNT and CAL push break, continue and call frames (the row's
 * SR_FRAME); BRK, CONT and RET take their lanes out of the active mask and
 * out of every frame above the innermost frame of that kind (D-M7).
 *
 * Speed (bench/sass_bench.c): decoding picks one handler per instruction for
 * its exact variant (sass_uop.fn). When every lane executes (the guard leaves
 * the whole lane mask), LEA, LD, LDC, IADD/ISCADD, ISETP, LOP/LOP32I, SHL/SHR
 * and MOV/MOV32I take a full-mask path: 8-lane vector groups (compiled twice, baseline and AVX2:
 * exec_fast.h); LD and LDC first compute and check every lane's address,
 * then read without a test per lane (LD: one global region per instruction,
 * cached, AVX2 gathers or one block copy when the lanes read one contiguous
 * run; LDC: a bank-pointer table per run, a gather when one bank serves all
 * lanes). tests/lit/sass/run-fast-slow-ld.s covers the edges of LD and LDC.
 * A full-mask path is taken only when it cannot fault; otherwise (divergent
 * lanes, a fault) the per-lane path runs: the same semantics lane by lane,
 * with gi_mach_load and gi_mach_fault. Under a memory hook LD/LDG/STG's take
 * mem_full_hooked (the hook's records as the per-lane path's) and LDC's the
 * per-lane path.
 * tests/lit/sass/run-fast-slow.s and run-fast-slow-alu.s run the same program both ways. */
#include "sass/sass.h"
#include "sass/exec.h"
#include "sass/exec_int.h"
#include "sass/exec_float.h"
#include "sass/exec_warp.h"
#include "exec/isa_exec.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#endif

/* Register rows: R0..R254, then RZ (row 255, always 0: what RZ reads) and a
 * sink (row 256: where full-mask paths write RZ; never read). */
enum { NREGS = 255, ROW_ZERO = 255, ROW_SINK = 256, NROWS = 257, NPREDS = 7, STACK_MAX = 256 };
/* CC flags per lane, one word each (so that full-mask loops vectorise). */
enum { CC_CF = SASS_CCF_CF, CC_ZF = SASS_CCF_ZF, CC_SF = SASS_CCF_SF, CC_OF = SASS_CCF_OF };
#define SHARED_BASE 0xFE000000ull
#define SHARED_SIZE (16ull << 20)

typedef struct sass_frame {
    uint64_t mask;
    uint32_t pc;
    uint8_t kind;        /* sass_frame_kind: SSY, PBK, PCNT or CAL point, or the other side of a branch */
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
    uint8_t lda;         /* LD: LDA_E or LDA_32 (ra is the zero row for [ImmU32]) */
    bool ccond;          /* a CC.xx test other than T on a control row (D-C1) */
    sass_inst in;
};

/* A global region as gi_mem_region gives it (len 0: none), and what the
 * full-mask LD derives from it (region_classify). */
typedef struct sass_region {
    uint8_t *p;          /* writable: the full-mask STG stores through it */
    uint64_t base, len;
    uint32_t hi, blo;    /* the high and low words of base */
    bool fast;           /* the 32-bit first pass is exact for it */
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
    /* what S2R reads: thread ids per lane, the CTA id (run --state: tid.x = lane, the rest 0) */
    uint32_t tid[3][GI_MAX_LANES];
    uint32_t ctaid[3];
    bool launch;         /* a warp of a launch: BAR.SYNC waits for the CTA (sass_warp_run) */
    unsigned maxrow;     /* registers the program names: rows [0, maxrow) (zeroed per CTA) */
    uint64_t lane_insts; /* instructions x lanes active at their start */
    uint64_t clock;      /* warp instructions started since the run (or CTA) began: the clocks (D-C4) */
};

static uint32_t index_of(uint64_t addr);

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

/* The integer ALU rows of exec_int.c: sources gathered per lane, results written after. */
static void exec_int(sass_exec *x, const sass_inst *in, uint64_t g)
{
    uint32_t u = sb_uniform(x, in);
    bool rcf = sass_int_rc_form(in), wpd = sass_int_writes_pd(in), cc = in->m[SASS_M_CC];
    uint64_t ps = pmask(x, in->psrc);
    if (in->psrc_neg) ps = ~ps;
    FOR_LANES(g, lane) {
        sass_int_src s = {rget(x, in->ra, lane), in->form == SASS_SB_REG ? rget(x, in->rb, lane) : u,
                          rget(x, in->rc, lane), x->cc[lane], ps >> lane & 1};
        if (rcf) {
            s.b = s.c;
            s.c = u;
        }
        sass_int_res o;
        sass_int_lane(in, &s, &o);
        rset(x, in->rd, lane, o.r);
        if (wpd) pset(x, in->plg, lane, o.pd);
        if (cc) {
            x->cc[lane] = o.cc;
            x->cc_written = true;
        }
    }
}

/* The float, double and conversion rows of exec_float.c: a 64-bit source is a register pair
 * {R+1,R} or a constant's two words; a 64-bit result goes to Rd and Rd+1. */
static void exec_float(sass_exec *x, const sass_inst *in, uint64_t g)
{
    unsigned w = sass_float_wide(in);
    bool preds = sass_float_writes_preds(in), sc = in->form == SASS_SC_CONST;
    uint64_t cu = 0;   /* the constant or immediate source */
    if (in->form == SASS_SB_CONST || sc) {
        cu = const_word(x->m, in->cbank, (uint64_t)in->imm);
        if (w & (sc ? SASS_FW_C : SASS_FW_B)) cu |= (uint64_t)const_word(x->m, in->cbank, (uint64_t)in->imm + 4) << 32;
    } else if (in->form == SASS_SB_IMM) {
        cu = (uint64_t)in->imm;
        if (!(w & SASS_FW_B)) cu &= 0xffffffffu;
    }
    uint64_t ps = pmask(x, in->psrc);
    if (in->psrc_neg) ps = ~ps;
    unsigned rcr = in->op == SASS_OP_FFMA32I ? in->rd : in->rc;   /* FFMA32I's addend is Rd */
    FOR_LANES(g, lane) {
        uint64_t a = rget(x, in->ra, lane), rb = rget(x, in->rb, lane), rc = rget(x, rcr, lane);
        if (w & SASS_FW_A) a |= (uint64_t)rget(x, in->ra + 1u > NREGS ? NREGS : in->ra + 1u, lane) << 32;
        if (w & SASS_FW_B) rb |= (uint64_t)rget(x, in->rb + 1u > NREGS ? NREGS : in->rb + 1u, lane) << 32;
        if (w & SASS_FW_C) rc |= (uint64_t)rget(x, in->rc + 1u > NREGS ? NREGS : in->rc + 1u, lane) << 32;
        sass_flt_src src = {a, in->form == SASS_SB_REG ? rb : sc ? rc : cu, sc ? cu : rc, ps >> lane & 1};
        sass_flt_res o;
        sass_float_lane(in, &src, &o);
        if (preds) {
            pset(x, in->pd, lane, o.pd);
            pset(x, in->pd2, lane, o.pd2);
            continue;
        }
        rset(x, in->rd, lane, (uint32_t)o.r);
        if ((w & SASS_FW_D) && in->rd < NREGS) rset(x, in->rd + 1u > NREGS ? NREGS : in->rd + 1u, lane, (uint32_t)(o.r >> 32));
        if (in->m[SASS_M_CC]) {   /* D-F9 */
            x->cc[lane] = sass_float_cc(in, o.r);
            x->cc_written = true;
        }
    }
}

/* ---- kernel essentials: S2R, LDG/STG, LDS/STS (docs/sass.md "Kernel essentials") ---- */

/* Special registers S2R reads; the others are refused when the program is loaded. */
static bool sr_modelled(unsigned sr)
{
    return sr <= 0x01 || (sr >= 0x21 && sr <= 0x23) || (sr >= 0x25 && sr <= 0x27) || (sr >= 0x38 && sr <= 0x3c) ||
           (sr >= 0x50 && sr <= 0x53) || sr == 0xff;
}

static void exec_s2r(sass_exec *x, const sass_inst *in, uint64_t g)
{
    unsigned sr = (unsigned)in->imm & 0xff;
    FOR_LANES(g, lane) {
        uint64_t bit = lane < 32 ? 1ull << lane : 0, v;
        switch (sr) {
        case 0x00: v = lane; break;                                   /* SR_LANEID */
        case 0x21: case 0x22: case 0x23: v = x->tid[sr - 0x21][lane]; break;
        case 0x25: case 0x26: case 0x27: v = x->ctaid[sr - 0x25]; break;
        case 0x38: v = bit; break;                                    /* SR_EQMASK */
        case 0x39: v = bit - 1; break;                                /* SR_LTMASK */
        case 0x3a: v = (bit << 1) - 1; break;                         /* SR_LEMASK */
        case 0x3b: v = ~((bit << 1) - 1); break;                      /* SR_GTMASK */
        case 0x3c: v = ~(bit - 1); break;                             /* SR_GEMASK */
        case 0x01: case 0x50: case 0x52: v = x->clock - 1; break;     /* clocks: instructions before this one (D-C4) */
        case 0x51: case 0x53: v = (x->clock - 1) >> 32; break;
        default: v = 0; break;                                        /* SRZ */
        }
        rset(x, in->rd, lane, (uint32_t)v);
    }
}

/* One lane's access of n bytes at addr in space sp; *fault names a fault found before the access
 * (then the access is not made). Loads fill b (zeros on a fault). */
static void lane_access(sass_exec *x, gi_machine *m, const sass_inst *in, unsigned lane, gi_space sp, uint64_t addr,
                        unsigned n, const char *fault, bool store)
{
    unsigned size = in->m[SASS_M_SIZE] & 7, nregs = n < 4 ? 1 : n / 4;
    uint8_t b[16] = {0};
    if (addr & (n - 1)) {
        gi_mach_fault(m, (int)lane, "misaligned", addr);
        addr &= ~(uint64_t)(n - 1);
    }
    int st = GI_MEM_UNMAPPED;
    if (store) {
        for (unsigned k = 0; k < nregs; k++) gi_le_store(b + 4 * k, rget(x, in->rd + k, lane), n < 4 ? n : 4);
        if (!fault) st = gi_mach_store(m, sp, (int)lane, addr, b, n);
    } else if (!fault) {
        st = gi_mach_load(m, sp, (int)lane, addr, b, n);
    }
    if (st == GI_MEM_NOMEM) return;
    if (fault || st != GI_MEM_OK) {
        gi_mach_fault(m, (int)lane, fault ? fault : sp == GI_SPACE_GLOBAL ? "out_of_bounds" : "out_of_window", addr);
        memset(b, 0, sizeof b);
    }
    if (store) return;
    uint32_t v = (uint32_t)gi_le_load(b, n < 4 ? n : 4);
    if (size == 1) v = (uint32_t)(int32_t)(int8_t)v;
    if (size == 3) v = (uint32_t)(int32_t)(int16_t)v;
    rset(x, in->rd, lane, v);
    for (unsigned k = 1; k < nregs; k++) rset(x, in->rd + k, lane, (uint32_t)gi_le_load(b + 4 * k, 4));
}

/* LDG/STG: [Ra+ImmS24] -- with .E the 64-bit {Ra+1,Ra} plus the offset, else the 32-bit sum
 * zero-extended; [ImmU24] alone when Ra is RZ. */
static void exec_global(sass_exec *x, gi_machine *m, const sass_inst *in, uint64_t g, bool store)
{
    unsigned n = size_bytes(in->m[SASS_M_SIZE]);
    FOR_LANES(g, lane) {
        uint64_t addr;
        if (in->ra >= NREGS) addr = (uint64_t)in->imm;
        else if (in->m[SASS_M_E])
            addr = ((uint64_t)rget(x, in->ra + 1, lane) << 32 | rget(x, in->ra, lane)) + (uint64_t)in->imm;
        else addr = (uint32_t)(rget(x, in->ra, lane) + (uint32_t)in->imm);
        lane_access(x, m, in, lane, GI_SPACE_GLOBAL, addr, n, NULL, store);
    }
}

/* LDS/STS: the shared-memory offset Ra + ImmS24 (32-bit); past the allocation: out_of_window. */
static void exec_shared(sass_exec *x, gi_machine *m, const sass_inst *in, uint64_t g, bool store)
{
    unsigned n = size_bytes(in->m[SASS_M_SIZE]);
    uint64_t alloc = m->shared_window.alloc;
    FOR_LANES(g, lane) {
        uint64_t off = in->ra >= NREGS ? (uint64_t)in->imm : (uint32_t)(rget(x, in->ra, lane) + (uint32_t)in->imm);
        uint64_t a = off & ~(uint64_t)(n - 1);
        lane_access(x, m, in, lane, GI_SPACE_SHARED, off, n, a > alloc || n > alloc - a ? "out_of_window" : NULL, store);
    }
}

/* ---- local memory, atomics, warp and predicate rows (docs/sass.md "Execution of the memory,
 * control and predicate rows", D-M1 ..) ---- */

/* LDL/STL: the lane's local-memory offset Ra + ImmS24 (32-bit; [ImmU24] when Ra is RZ). Offsets
 * past the local size (a launch: 16 KiB, c[0x0][0x20]; run --state: local_window.size) fault
 * out_of_window (a load gives 0, a store writes nothing). */
static void exec_local(sass_exec *x, gi_machine *m, const sass_inst *in, uint64_t g, bool store)
{
    unsigned n = size_bytes(in->m[SASS_M_SIZE]);
    FOR_LANES(g, lane) {
        uint64_t off = in->ra >= NREGS ? (uint64_t)in->imm : (uint32_t)(rget(x, in->ra, lane) + (uint32_t)in->imm);
        lane_access(x, m, in, lane, GI_SPACE_LOCAL, off, n, NULL, store);
    }
}

/* The hook sees an atomic as a read of the old and a write of the new value. */
static void rmw_notify(gi_machine *m, gi_space sp, unsigned lane, uint64_t addr, unsigned n, uint64_t old, uint64_t nv)
{
    uint8_t b[8];
    gi_le_store(b, old, n);
    gi_mach_notify(m, sp, (int)lane, addr, b, n, 0, GI_MEM_OK);
    gi_le_store(b, nv, n);
    gi_mach_notify(m, sp, (int)lane, addr, b, n, 1, GI_MEM_OK);
}

/* One lane's read-modify-write of n (4, 8) bytes of global memory (D-M2): atomic with respect to
 * the other host threads of a launch, which share the buffers: a compare-and-swap loop on the
 * host bytes. GI_MEM_UNMAPPED when a byte is not mapped. */
static int global_rmw(gi_machine *m, unsigned lane, uint64_t addr, unsigned n, const sass_rmw *r, uint64_t *old)
{
    uint64_t base, len, o, v;
    uint8_t *p = gi_mem_region(&m->mem, GI_SPACE_GLOBAL, addr, &base, &len);
    if (!p || n > len - (addr - base)) return GI_MEM_UNMAPPED;
    p += addr - base;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (((uintptr_t)p & (n - 1)) == 0 && n == 4) {
        uint32_t *q = (uint32_t *)(void *)p, ov = __atomic_load_n(q, __ATOMIC_RELAXED), nv;
        do nv = (uint32_t)sass_atom_apply(r, ov);
        while (!__atomic_compare_exchange_n(q, &ov, nv, false, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED));
        o = ov, v = nv;
    } else if (((uintptr_t)p & (n - 1)) == 0) {
        uint64_t *q = (uint64_t *)(void *)p, ov = __atomic_load_n(q, __ATOMIC_RELAXED), nv;
        do nv = sass_atom_apply(r, ov);
        while (!__atomic_compare_exchange_n(q, &ov, nv, false, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED));
        o = ov, v = nv;
    } else
#endif
    {   /* host bytes not aligned: only a run --state region at an odd base (one host thread) */
        o = gi_le_load(p, n);
        v = sass_atom_apply(r, o);
        gi_le_store(p, v, n);
    }
    if (m->hook) rmw_notify(m, GI_SPACE_GLOBAL, lane, addr, n, o, v);
    *old = o;
    return GI_MEM_OK;
}

/* One lane's read-modify-write of shared memory: the warps of a CTA run on one host thread, so
 * a load and a store are atomic. Past the allocation: GI_MEM_UNMAPPED. */
static int shared_rmw(gi_machine *m, unsigned lane, uint64_t off, unsigned n, const sass_rmw *r, uint64_t *old)
{
    uint8_t b[8];
    uint64_t alloc = m->shared_window.alloc;
    if (off > alloc || n > alloc - off) return GI_MEM_UNMAPPED;
    int st = gi_mach_load(m, GI_SPACE_SHARED, (int)lane, off, b, n);
    if (st != GI_MEM_OK) return st;
    *old = gi_le_load(b, n);
    gi_le_store(b, sass_atom_apply(r, *old), n);
    return gi_mach_store(m, GI_SPACE_SHARED, (int)lane, off, b, n);
}

/* The value of w (1, 2) registers from r: {r+1, r}. */
static uint64_t reg_pair(const sass_exec *x, unsigned r, unsigned lane, unsigned w)
{
    return rget(x, r, lane) | (w == 2 && r < NREGS ? (uint64_t)rget(x, r + 1, lane) << 32 : 0);
}

/* An atomic's address: [Ra + ImmS] (with .E the 64-bit {Ra+1,Ra} plus the offset, else the
 * 32-bit sum), [ImmU] when Ra is RZ; ATOMS: the shared-memory offset. */
static uint64_t atom_address(const sass_exec *x, const sass_inst *in, unsigned lane)
{
    if (in->ra >= NREGS) return (uint64_t)in->imm;
    if (in->m[SASS_M_E]) return reg_pair(x, in->ra, lane, 2) + (uint64_t)in->imm;
    return (uint32_t)(rget(x, in->ra, lane) + (uint32_t)in->imm);
}

/* ATOM, ATOM.CAS, RED (global), ATOMS, ATOMS.CAS (shared): lane by lane in lane order (D-M1).
 * Rd gets the old value (RED: none; Rd is its data); CAS compares with Rb and stores Rb+1
 * ({Rb+1,Rb} and {Rb+3,Rb+2} with .64). Faults as LD's: misaligned (the access is made at the
 * aligned-down address), out_of_bounds / out_of_window (nothing stored, Rd = 0). */
static void exec_atomic(sass_exec *x, gi_machine *m, const sass_inst *in, uint64_t g)
{
    unsigned n = sass_atom_bytes(in), w = n / 4;
    bool shared = in->op == SASS_OP_ATOMS || in->op == SASS_OP_ATOMS_CAS, red = in->op == SASS_OP_RED;
    unsigned data = red ? in->rd : in->rb;
    sass_rmw r = {sass_atom_op(in), sass_atom_type(in), 0, 0};
    FOR_LANES(g, lane) {
        uint64_t addr = atom_address(x, in, lane), old = 0;
        r.b = reg_pair(x, data, lane, w);
        r.c = r.aop == SASS_AOP_CAS ? reg_pair(x, data + w, lane, w) : 0;
        if (addr & (n - 1)) {
            gi_mach_fault(m, (int)lane, "misaligned", addr);
            addr &= ~(uint64_t)(n - 1);
        }
        int st = shared ? shared_rmw(m, lane, addr, n, &r, &old) : global_rmw(m, lane, addr, n, &r, &old);
        if (st == GI_MEM_NOMEM) return;
        if (st != GI_MEM_OK) {
            gi_mach_fault(m, (int)lane, shared ? "out_of_window" : "out_of_bounds", addr);
            old = 0;
        }
        if (red) continue;
        rset(x, in->rd, lane, (uint32_t)old);
        if (w == 2 && in->rd < NREGS) rset(x, in->rd + 1u, lane, (uint32_t)(old >> 32));
    }
}

/* Does the row have an operand of this kind? */
static bool row_has(const sass_row *r, unsigned kind)
{
    for (unsigned i = 0; i < SASS_MAX_OPDS && r->opd[i].kind; i++)
        if (r->opd[i].kind == kind) return true;
    return false;
}

/* SHFL (D-M3): PTX shfl; the lane operand is Rb or the immediate, c is Rc or the 13-bit
 * immediate (the row's operand kind says which); every lane reads its source before any
 * writes; a source lane outside the executing lanes gives its register as it stands. */
static void exec_shfl(sass_exec *x, const sass_inst *in, uint64_t g)
{
    bool cimm = row_has(&sass_rows[in->row], SK_UN);
    uint32_t v[GI_MAX_LANES];
    uint64_t ok = 0;
    FOR_LANES(g, lane) {
        uint32_t b = in->form == SASS_SB_IMM ? in->scale : rget(x, in->rb, lane);
        uint32_t c = cimm ? (uint32_t)in->imm : rget(x, in->rc, lane);
        bool in_range;
        unsigned j = sass_shfl_lane(in->m[SASS_M_FUNC], lane, b, c, &in_range);
        v[lane] = rget(x, in->ra, j);
        ok |= (uint64_t)in_range << lane;
    }
    FOR_LANES(g, lane) {
        rset(x, in->rd, lane, v[lane]);
        pset(x, in->pd, lane, ok >> lane & 1);
    }
}

/* VOTE (D-M4): over the executing lanes, Rd = the ballot of Pp (bit i = lane i), Pd = ALL / ANY /
 * EQ (all equal) of Pp. */
static void exec_vote(sass_exec *x, const sass_inst *in, uint64_t g)
{
    uint64_t p = pmask(x, in->psrc) ^ (in->psrc_neg ? ~0ull : 0), ballot = p & g;
    bool all = ballot == g, any = ballot != 0;
    unsigned mode = in->m[SASS_M_FUNC];
    bool r = mode == 0 ? all : mode == 1 ? any : all || !any;
    FOR_LANES(g, lane) {
        rset(x, in->rd, lane, (uint32_t)(ballot >> (lane & 32)));
        pset(x, in->pd, lane, r);
    }
}

static uint64_t pbop(unsigned bop, uint64_t a, uint64_t b)
{
    return bop == 0 ? a & b : bop == 1 ? a | b : a ^ b;
}

/* PSETP / PSET (D-M5): t = (Pa bop1 Pb); Pd = t bop2 Pc, Pd2 = !t bop2 Pc (as ISETP's second
 * destination); PSET writes all ones (1.0 with .BF) when Pd would be true, else 0. */
static void exec_pset(sass_exec *x, const sass_inst *in, uint64_t g)
{
    uint64_t a = pmask(x, in->ra) ^ (in->neg_a ? ~0ull : 0), b = pmask(x, in->rb) ^ (in->neg_b ? ~0ull : 0);
    uint64_t c = pmask(x, in->psrc) ^ (in->psrc_neg ? ~0ull : 0), t = pbop(in->m[SASS_M_PBOP], a, b);
    uint64_t r1 = pbop(in->m[SASS_M_BOP], t, c), r2 = pbop(in->m[SASS_M_BOP], ~t, c);
    FOR_LANES(g, lane) {
        if (in->op == SASS_OP_PSETP) {
            pset(x, in->pd, lane, r1 >> lane & 1);
            pset(x, in->pd2, lane, r2 >> lane & 1);
            continue;
        }
        uint32_t r = r1 >> lane & 1 ? (in->m[SASS_M_BF] ? 0x3f800000u : 0xffffffffu) : 0;
        rset(x, in->rd, lane, r);
        if (in->m[SASS_M_CC]) set_cc(x, lane, false, r, false);
    }
}

static uint32_t pmask_operand(const sass_exec *x, const sass_inst *in, unsigned lane)
{
    return in->form == SASS_SB_IMM ? (uint32_t)in->imm : rget(x, in->rb, lane);
}

/* P2R (D-M6): PR = P0..P6 as bits 0..6; with m = mask & 0xff and s = 8 * byte,
 * Rd = (Ra & ~(m << s)) | ((PR & m) << s). */
static void exec_p2r(sass_exec *x, const sass_inst *in, uint64_t g)
{
    unsigned s = 8u * (in->m[SASS_M_BYTE] & 3u);
    FOR_LANES(g, lane) {
        uint32_t mk = pmask_operand(x, in, lane) & 0xffu, pr = 0;
        for (unsigned p = 0; p < NPREDS; p++) pr |= (uint32_t)(x->p[p] >> lane & 1) << p;
        rset(x, in->rd, lane, (rget(x, in->ra, lane) & ~(mk << s)) | (pr & mk) << s);
    }
}

/* R2P (D-M6): Pi = bit i of Ra (of Ra >> 8 * byte with Ra.B1 .. .B3) for every i in 0..6 whose
 * mask bit is set. */
static void exec_r2p(sass_exec *x, const sass_inst *in, uint64_t g)
{
    FOR_LANES(g, lane) {
        uint32_t mk = pmask_operand(x, in, lane), a = rget(x, in->ra, lane) >> (8u * (in->sel_a & 3u));
        for (unsigned p = 0; p < NPREDS; p++)
            if (mk >> p & 1) pset(x, p, lane, a >> p & 1);
    }
}

/* CSETP / CSET (D-C2): t = the lane's CC.test; CSETP: Pd = t bop Pp, Pd2 = !t bop Pp; CSET writes
 * all ones (1.0 with .BF) when t bop Pp holds, else 0, and its .CC the ZF/SF of that value. */
static void exec_cset(sass_exec *x, const sass_inst *in, uint64_t g)
{
    uint64_t ps = pmask(x, in->psrc) ^ (in->psrc_neg ? ~0ull : 0);
    unsigned code = in->m[SASS_M_CCT], bop = in->m[SASS_M_BOP];
    FOR_LANES(g, lane) {
        bool t = sass_cc_test(code, x->cc[lane]), p = ps >> lane & 1;
        bool r1 = bop == 0 ? t && p : bop == 1 ? t || p : t != p;
        if (in->op == SASS_OP_CSETP) {
            bool r2 = bop == 0 ? !t && p : bop == 1 ? !t || p : !t != p;
            pset(x, in->pd, lane, r1);
            pset(x, in->pd2, lane, r2);
            continue;
        }
        uint32_t r = r1 ? (in->m[SASS_M_BF] ? 0x3f800000u : 0xffffffffu) : 0;
        rset(x, in->rd, lane, r);
        if (in->m[SASS_M_CC]) set_cc(x, lane, false, r, false);
    }
}

/* VABSDIFF4 (D-V1): the row's one form is PTX vabsdiff4.u32.u32.u32.add: Rd = Rc + the four
 * byte-wise |Ra_i - Rb_i| of unsigned bytes; .CC: ZF and SF of the result, CF = OF = 0. */
static void exec_vabsdiff4(sass_exec *x, const sass_inst *in, uint64_t g)
{
    bool sat = in->m[SASS_M_SAT];
    FOR_LANES(g, lane) {
        uint32_t r = sass_vabsdiff4(rget(x, in->ra, lane), rget(x, in->rb, lane), rget(x, in->rc, lane), false, false,
                                    sat);
        rset(x, in->rd, lane, r);
        if (in->m[SASS_M_CC]) set_cc(x, lane, false, r, false);
    }
}

/* VADD / VMNMX (D-V2, D-V3): the source size is the row's (its Ra operand: no selector field =
 * 32 bits, a byte selector = 8, a half selector = 16); .CC writes ZF and SF of the result, CF = OF = 0. */
static void exec_video(sass_exec *x, const sass_inst *in, uint64_t g)
{
    const sass_opd *oa = &sass_rows[in->row].opd[1];
    unsigned ty = in->m[SASS_M_XTYPE];
    sass_video_ctl v = {in->op == SASS_OP_VMNMX, in->m[SASS_M_MX] != 0, (ty & 1) != 0, (ty & 2) != 0,
                        in->m[SASS_M_UD] != 0, in->m[SASS_M_SAT] != 0,
                        !oa->sel ? 32u : (oa->flags & SO_BSEL) ? 8u : 16u, in->sel_a, in->sel_b, in->m[SASS_M_VMODE]};
    FOR_LANES(g, lane) {
        uint32_t r = sass_video(&v, rget(x, in->ra, lane), rget(x, in->rb, lane), rget(x, in->rc, lane));
        rset(x, in->rd, lane, r);
        if (in->m[SASS_M_CC]) set_cc(x, lane, false, r, false);
    }
}

/* ---- control flow ---- */

static int push(sass_exec *x, gi_machine *m, uint64_t mask, uint32_t pc, unsigned kind)
{
    if (x->sp >= STACK_MAX) return gi_mach_error(m, GI_RUN_ERROR, "the reconvergence stack overflows (%d entries)", STACK_MAX);
    x->stack[x->sp++] = (sass_frame){mask, pc, (uint8_t)kind};
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

/* EXIT, KIL: lanes g retire; the run goes on with the lanes left, else with the stack. */
static int retire(sass_exec *x, gi_machine *m, uint64_t g)
{
    x->exited |= g;
    if (m->exec & m->lane_mask & ~x->exited) {
        m->pc++;
        return GI_STEP_NEXT;
    }
    return resume(x, m);
}

/* BRK, CONT, RET (D-M7): lanes g wait for the innermost frame of `kind` (pushed by PBK, PCNT,
 * CAL): they leave the active mask and every frame above that one (a divergent branch or SSY
 * inside the loop or function must not bring them back); when no lane is left the stack
 * resumes. RET without a CAL frame retires its lanes (a kernel's return). */
static int leave(sass_exec *x, gi_machine *m, const sass_inst *in, uint64_t g, unsigned kind)
{
    unsigned f = x->sp;
    while (f > 0 && x->stack[f - 1].kind != kind) f--;
    if (!g) {
        m->pc++;
        return GI_STEP_NEXT;
    }
    if (f == 0) {
        if (kind == SASS_FR_CALL) return retire(x, m, g);
        gi_mach_error(m, GI_RUN_ERROR, "%s at instruction %llu: no %s frame on the reconvergence stack",
                      sass_rows[in->row].name, (unsigned long long)m->pc, kind == SASS_FR_BREAK ? "PBK" : "PCNT");
        return GI_STEP_ERROR;
    }
    for (unsigned i = f; i < x->sp; i++) x->stack[i].mask &= ~g;
    m->exec &= ~g;
    if (m->exec & m->lane_mask & ~x->exited) {
        m->pc++;
        return GI_STEP_NEXT;
    }
    return resume(x, m);
}

/* BRX / JMX (D-C3): each executing lane's target is its register plus the offset (BRX: relative
 * to the address after the instruction, as BRA's; JMX: an absolute 32-bit address). The lanes
 * go on in groups of one target: the group of the lowest lane first, the others (in order of
 * their lowest lane) and the lanes whose guard is false (at the next instruction) wait on the
 * reconvergence stack as a divergent BRA's not-taken lanes do. A target outside the program or
 * not on an instruction is a run error. */
static int exec_indirect(sass_exec *x, gi_machine *m, const sass_inst *in, uint64_t g)
{
    uint64_t act = m->exec & m->lane_mask & ~x->exited;
    if (!g) {
        m->pc++;
        return GI_STEP_NEXT;
    }
    uint32_t tg[GI_MAX_LANES];
    uint64_t here = sass_inst_addr(m->pc);
    FOR_LANES(g, lane) {
        uint32_t r = rget(x, in->ra, lane);
        uint64_t t = in->op == SASS_OP_BRX ? here + 8 + (uint64_t)(int64_t)(int32_t)r + (uint64_t)in->imm
                                           : (uint64_t)(uint32_t)(r + (uint32_t)in->imm);
        uint32_t ti = index_of(t);
        if (ti == UINT32_MAX || ti > x->n) {
            gi_mach_error(m, GI_RUN_ERROR,
                          "%s at instruction %llu: lane %u's target 0x%llx is outside the program or not an instruction",
                          sass_rows[in->row].name, (unsigned long long)m->pc, lane, (unsigned long long)t);
            return GI_STEP_ERROR;
        }
        tg[lane] = ti;
    }
    uint64_t grp[GI_MAX_LANES], left = g;
    unsigned ng = 0;
    while (left) {
        uint32_t t = tg[__builtin_ctzll(left)];
        uint64_t k = 0;
        FOR_LANES(left, lane) if (tg[lane] == t) k |= 1ull << lane;
        grp[ng++] = k;
        left &= ~k;
    }
    if ((act & ~g) && push(x, m, act & ~g, (uint32_t)m->pc + 1, SASS_FR_BRANCH)) return GI_STEP_ERROR;
    for (unsigned i = ng; i-- > 1;)
        if (push(x, m, grp[i], tg[__builtin_ctzll(grp[i])], SASS_FR_BRANCH)) return GI_STEP_ERROR;
    m->exec = grp[0];
    m->pc = tg[__builtin_ctzll(grp[0])];
    return GI_STEP_NEXT;
}

/* The per-lane path of every instruction (also the only path of the
 * control-flow and the less frequent ALU instructions). */
static int h_generic(sass_exec *x, gi_machine *m, const sass_uop *u)
{
    const sass_inst *in = &u->in;
    uint64_t g = guarded(x, m, in);
    if (u->ccond) {   /* D-C1: the lanes whose CC passes the test */
        unsigned code = in->m[SASS_M_CCT];
        FOR_LANES(g, lane) if (!sass_cc_test(code, x->cc[lane])) g &= ~(1ull << lane);
    }
    switch (in->op) {
    case SASS_OP_LEA_LO:
    case SASS_OP_LEA_HI: exec_lea(x, m, in, g); break;
    case SASS_OP_LD: exec_ld_st(x, m, in, g, false); break;
    case SASS_OP_ST: exec_ld_st(x, m, in, g, true); break;
    case SASS_OP_LDC: exec_ldc(x, m, in, g); break;
    case SASS_OP_ISETP: exec_isetp(x, in, g); break;
    case SASS_OP_NOP: break;
    case SASS_OP_S2R: exec_s2r(x, in, g); break;
    case SASS_OP_LDG: exec_global(x, m, in, g, false); break;
    case SASS_OP_STG: exec_global(x, m, in, g, true); break;
    case SASS_OP_LDS: exec_shared(x, m, in, g, false); break;
    case SASS_OP_STS: exec_shared(x, m, in, g, true); break;
    case SASS_OP_BAR:   /* a warp of a launch waits for its CTA; alone (run --state) it is the CTA */
        if (x->launch && g) {
            m->pc++;
            return SASS_STEP_BARRIER;
        }
        break;
    case SASS_OP_SSY:
    case SASS_OP_PBK:
    case SASS_OP_PCNT:   /* the row says which frame (SR_FRAME) */
        if (push(x, m, m->exec & ~x->exited, u->target, SASS_ROW_FRAME(&sass_rows[in->row]))) return GI_STEP_ERROR;
        break;
    case SASS_OP_CAL:
    case SASS_OP_JCAL:
        if (push(x, m, m->exec & ~x->exited, (uint32_t)m->pc + 1, SASS_FR_CALL)) return GI_STEP_ERROR;
        m->pc = u->target;
        return GI_STEP_NEXT;
    case SASS_OP_BRK:
    case SASS_OP_CONT:
    case SASS_OP_RET: return leave(x, m, in, g, SASS_ROW_FRAME(&sass_rows[in->row]));
    case SASS_OP_BRA:
    case SASS_OP_JMP: {
        uint64_t act = m->exec & m->lane_mask & ~x->exited;
        if (g == act) {
            m->pc = u->target;
            return GI_STEP_NEXT;
        }
        if (g) { /* divergent: the not-taken lanes wait on the stack */
            if (push(x, m, act & ~g, (uint32_t)m->pc + 1, SASS_FR_BRANCH)) return GI_STEP_ERROR;
            m->exec = g;
            m->pc = u->target;
            return GI_STEP_NEXT;
        }
        break;
    }
    case SASS_OP_SYNC: {
        uint64_t act = m->exec & m->lane_mask & ~x->exited;
        if (!g || x->sp == 0) break; /* no lane syncs, or nothing to reconverge with */
        if (g != act) {              /* @P SYNC: these lanes wait at the reconvergence point */
            m->exec = act & ~g;
            break;
        }
        return resume(x, m);
    }
    case SASS_OP_EXIT:
    case SASS_OP_KIL: return retire(x, m, g);   /* KIL: the lanes exit (D-M7) */
    case SASS_OP_MEMBAR: break;                  /* accesses are in program order here (D-M8) */
    case SASS_OP_LDL: exec_local(x, m, in, g, false); break;
    case SASS_OP_STL: exec_local(x, m, in, g, true); break;
    case SASS_OP_ATOM:
    case SASS_OP_ATOM_CAS:
    case SASS_OP_ATOMS:
    case SASS_OP_ATOMS_CAS:
    case SASS_OP_RED: exec_atomic(x, m, in, g); break;
    case SASS_OP_SHFL: exec_shfl(x, in, g); break;
    case SASS_OP_VOTE: exec_vote(x, in, g); break;
    case SASS_OP_PSETP:
    case SASS_OP_PSET: exec_pset(x, in, g); break;
    case SASS_OP_P2R: exec_p2r(x, in, g); break;
    case SASS_OP_R2P: exec_r2p(x, in, g); break;
    case SASS_OP_CS2R: exec_s2r(x, in, g); break;   /* as S2R (D-C4) */
    case SASS_OP_CSET:
    case SASS_OP_CSETP: exec_cset(x, in, g); break;
    case SASS_OP_VABSDIFF4: exec_vabsdiff4(x, in, g); break;
    case SASS_OP_VADD:
    case SASS_OP_VMNMX: exec_video(x, in, g); break;
    case SASS_OP_DEPBAR:
    case SASS_OP_CCTL:
    case SASS_OP_CCTLL: break;   /* no-ops on this coherent, in-order model (D-C5) */
    case SASS_OP_BRX:
    case SASS_OP_JMX: return exec_indirect(x, m, in, g);
    default: /* rows flagged SR_NOEXEC are refused when the program is loaded */
        if (sass_int_handles(in->op)) exec_int(x, in, g);
        else if (sass_float_handles(in->op)) exec_float(x, in, g);
        else exec_alu(x, in, g);
        break;
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

/* Eight lanes as one vector (the GCC/Clang vector extension): the full-mask
 * kernels below work on lanes l..l+k-1 at a time (k = 8 but in the last group
 * of a lane count that is not a multiple of 8), so they compile to AVX2 in
 * the AVX2 copy of the handlers and to SSE pairs otherwise, without relying
 * on the auto-vectoriser. A group's sources are loaded before its results
 * are stored; rows are either the same or disjoint, so a destination may
 * also be a source. */
typedef uint32_t v8u __attribute__((vector_size(32)));
/* The helpers are always inlined: no vector crosses a call, whatever the ABI
 * of a 32-byte vector on a host without AVX. */
#if defined(__GNUC__) || defined(__clang__)
#pragma GCC diagnostic ignored "-Wpsabi"
#endif

ALWAYS_INLINE v8u vload(const uint32_t *p, unsigned k)   /* lanes past k read 0 */
{
    v8u v = {0, 0, 0, 0, 0, 0, 0, 0};
    memcpy(&v, p, k * sizeof *p);
    return v;
}

ALWAYS_INLINE void vstore(uint32_t *p, v8u v, unsigned k) { memcpy(p, &v, k * sizeof *p); }

/* A comparison (all-ones or 0 per lane) as 1 or 0. */
#define VBOOL(cmp) ((v8u)(cmp) & 1u)

/* Lane bits of a 0/1 vector: bit i = lane i. */
ALWAYS_INLINE uint32_t vbits(v8u b)
{
    const v8u pos = {0, 1, 2, 3, 4, 5, 6, 7};
    v8u w = b << pos;
    w |= __builtin_shufflevector(w, w, 4, 5, 6, 7, 0, 1, 2, 3);
    w |= __builtin_shufflevector(w, w, 2, 3, 0, 1, 6, 7, 4, 5);
    w |= __builtin_shufflevector(w, w, 1, 0, 3, 2, 5, 4, 7, 6);
    return w[0];
}

/* The groups of n lanes: k = 8 (a constant) for the whole groups. */
#define FOR_GROUPS(n, l, k, BODY)                                      \
    do {                                                               \
        unsigned l = 0;                                                \
        for (; l + 8 <= (n); l += 8) {                                 \
            const unsigned k = 8;                                      \
            BODY;                                                      \
        }                                                              \
        if (l < (n)) {                                                 \
            const unsigned k = (n) - l;                                \
            BODY;                                                      \
        }                                                              \
    } while (0)

enum { LEA_OUT_NONE, LEA_OUT_CC, LEA_OUT_PLG };

/* What a full-mask kernel reads, loaded once before its lane groups (the
 * stores to the register rows could alias the decoded instruction for all
 * the compiler knows, so nothing is read through u or x inside a group). */
typedef struct lane_args {
    const uint32_t *ra, *rb, *rc;
    uint32_t *rd, *cc;
    uint32_t sbu, nega, negb, xm, s, wlo, wlast, wok, flip, cmp;
} lane_args;

ALWAYS_INLINE lane_args lane_args_of(sass_exec *x, const sass_uop *u, uint32_t sbu)
{
    const sass_inst *in = &u->in;
    return (lane_args){
        .ra = x->r[u->ra], .rb = x->r[u->rb], .rc = x->r[u->rc], .rd = x->r[u->dst[0]], .cc = x->cc, .sbu = sbu,
        .nega = in->neg_a ? ~0u : 0u, .negb = in->neg_b ? ~0u : 0u, .xm = in->m[SASS_M_X] ? CC_CF : 0u,
        .s = in->op == SASS_OP_IADD ? 0u : in->scale, .wlo = x->win_lo, .wlast = x->win_last, .wok = x->win_ok,
        .flip = in->m[SASS_M_SIGNED] ? 0x80000000u : 0u, .cmp = in->m[SASS_M_CMP] & 7u,
    };
}

/* LEA of lanes l..l+k-1; returns their Plg bits (LEA_OUT_PLG). */
ALWAYS_INLINE uint32_t lea_group(const lane_args *g, unsigned l, unsigned k, bool hi, int out)
{
    const uint32_t neg = g->nega;
    v8u a = vload(g->ra + l, k), b = vload(g->rb + l, k), cc = vload(g->cc + l, k), off, in_win;
    v8u lo = (a ^ neg) - neg;   /* -Ra (LO), the low word of -{Rc,Ra} (HI) */
    if (hi) {
        v8u h = (vload(g->rc + l, k) ^ neg) + (VBOOL(a == 0) & (neg & 1u));
        off = h << g->s | (lo >> 1) >> (31 - g->s);   /* ({h,lo} << s) >> 32 */
    } else {
        off = lo << g->s;
    }
    v8u s1 = off + b + g->sbu, r = s1 + (cc & g->xm);
    if (hi) in_win = VBOOL((cc & CC_OF) == 0) & VBOOL(r == 0);
    else in_win = VBOOL(r - g->wlo <= g->wlast) & g->wok;
    vstore(g->rd + l, r, k);
    if (out == LEA_OUT_CC) {
        v8u cf = VBOOL(s1 < off) | VBOOL(r < s1);
        vstore(g->cc + l, cf | VBOOL(r == 0) << 1 | (r >> 31) << 2 | (in_win ^ 1u) << 3, k);
    }
    return out == LEA_OUT_PLG ? vbits(in_win ^ 1u) : 0;
}

ALWAYS_INLINE void lea_full(sass_exec *x, gi_machine *m, const sass_uop *u, uint32_t sbu, unsigned n, bool hi,
                            int out)
{
    const lane_args g = lane_args_of(x, u, sbu);
    uint64_t plg = 0;
    FOR_GROUPS(n, l, k, plg |= (uint64_t)lea_group(&g, l, k, hi, out) << l);
    mark_written(x, u->dst[0]);
    if (out == LEA_OUT_CC) x->cc_written = true;
    if (out == LEA_OUT_PLG) {
        unsigned p = u->in.plg;
        x->p[p] = (x->p[p] & ~m->lane_mask) | (plg & m->lane_mask);
        x->pwritten |= (uint8_t)(1u << p);
    }
}

/* LD whose every lane reads global memory without a fault: all addresses
 * aligned, outside the local window, inside the mapped region of lane 0's
 * address (cached per instruction). Two passes: the offsets of every lane in
 * the region and the checks (plain 32-bit arithmetic, which the compiler
 * vectorises), then -- only when no lane failed -- the loads, straight into
 * the destination rows (every source was read in the first pass, so a
 * destination may also be an address register). The full-mask handler
 * (exec_fast.h) returns false, for the per-lane path, otherwise.
 *
 * The first pass works on 32-bit words, which is exact when the region is a
 * "fast" one (sass_region.fast): inside one 4 GiB block H, at most 2 GiB
 * long (offsets are gather indices) and apart from the local window. Then
 * a lane is inside iff the high word of its address -- Ra+1 plus the carry
 * of Ra + imm, minus 1 for a negative imm (LD.E) or 0 (32-bit forms) -- is H
 * and its low word minus the region's is at most len - nb. */
enum { LDA_E, LDA_32 };   /* [Ra.64+imm]; [Ra+imm] and [imm] (Ra = the zero row) */

/* What the full-mask LD needs of a global region: sass_region.fast. */
static void region_classify(sass_region *rc, const gi_machine *m)
{
    const gi_window *l = &m->local_window;
    uint64_t last = rc->base + rc->len - 1;
    bool local = l->size && rc->base < l->base + l->size && l->base <= last;
    rc->hi = (uint32_t)(rc->base >> 32);
    rc->blo = (uint32_t)rc->base;
    rc->fast = rc->len && rc->len <= 1ull << 31 && rc->hi == (uint32_t)(last >> 32) && !local;
}

/* Pass 1: o[l] = offset of lane l in the region; returns nonzero when a lane
 * is outside it (lim = len - nb) or misaligned. *edge: some lane's offset is
 * past glim = len - 4 (a 4-byte read there would leave the region).
 * *spaced is 0 when lane l reads at o[0] + l * nb: the lanes read one
 * contiguous block (a coalesced access), which pass 2 copies as a block. */
ALWAYS_INLINE uint32_t ld_offsets(uint32_t *o, uint32_t *edge, uint32_t *spaced, const uint32_t *alo,
                                  const uint32_t *ahi, uint32_t imm, uint32_t hadj, uint32_t blo, uint32_t lim,
                                  uint32_t glim, uint32_t align, unsigned n, int form)
{
    uint32_t bad = 0, e = 0, sp = 0, d0 = alo[0] + imm - blo, nb = align + 1;
    for (unsigned l = 0; l < n; l++) {
        uint32_t lo = alo[l], a = lo + imm, d = a - blo;
        if (form == LDA_E) bad |= (ahi[l] + (uint32_t)(a < lo)) ^ hadj;
        bad |= (uint32_t)(d > lim) | (a & align);
        e |= (uint32_t)(d > glim);
        sp |= d ^ (d0 + l * nb);
        o[l] = d;
    }
    *edge = e;
    *spaced = sp;
    return bad;
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

/* The loads of lanes from..n-1, four per iteration. */
ALWAYS_INLINE void ld_gather(uint32_t *const *dst, const uint8_t *p, const uint32_t *o, unsigned from, unsigned n,
                             unsigned size)
{
    unsigned l = from;
    for (; l + 4 <= n; l += 4) {
        ld_one(dst, p + o[l], l, size);
        ld_one(dst, p + o[l + 1], l + 1, size);
        ld_one(dst, p + o[l + 2], l + 2, size);
        ld_one(dst, p + o[l + 3], l + 3, size);
    }
    for (; l < n; l++) ld_one(dst, p + o[l], l, size);
}

/* LDC in two passes, like LD: the bank and address of every lane (plain
 * arithmetic, vectorised; `mode` constant), then -- when no lane is
 * misaligned -- the reads, straight into the destination rows.
 * idx[l] = bank << 16 | address, or LDC_ZERO (x->cbp[18]: zeros) where the
 * lane reads 0 (a bank the hardware lacks or that is unset, an address past
 * the bank's end); as exec_ldc. *spread is 0 when every lane reads the same
 * bank (then the reads are a gather from one base). */
#define LDC_ZERO (18u << 16)

ALWAYS_INLINE uint32_t ldc_index(uint32_t *idx, uint32_t *spread, unsigned cbank, uint32_t present, const uint32_t *ra,
                                 uint32_t simm, unsigned nb, unsigned n, unsigned mode)
{
    uint32_t bad = 0, any = 0, all = ~0u;
    for (unsigned l = 0; l < n; l++) {
        uint32_t a = ra[l], s = a + simm;
        uint32_t bk = cbank + (mode == 0 ? 0 : mode == 1 ? s >> 16 : a >> 16);   /* <= 31 + 0xffff */
        uint32_t addr = mode == 0 ? s : mode == 1 ? s & 0xffff : simm + (a & 0xffff);
        bad |= addr & (nb - 1);
        uint32_t zero = (bk >= 18) | (mode == 3 && bk > 13) | (addr > 0x10000 - nb) | (~present >> (bk & 31) & 1);
        uint32_t i = zero ? LDC_ZERO : bk << 16 | addr;
        idx[l] = i;
        any |= i;
        all &= i;
    }
    *spread = (any ^ all) >> 16;
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

/* The reads of lanes from..n-1, four per iteration. */
ALWAYS_INLINE void ldc_gather(uint32_t *d0, uint32_t *d1, const uint8_t *const *bp, const uint32_t *idx, unsigned from,
                              unsigned n, unsigned size)
{
    unsigned l = from;
    for (; l + 4 <= n; l += 4) {
        ldc_one(d0, d1, bp, idx[l], l, size);
        ldc_one(d0, d1, bp, idx[l + 1], l + 1, size);
        ldc_one(d0, d1, bp, idx[l + 2], l + 2, size);
        ldc_one(d0, d1, bp, idx[l + 3], l + 3, size);
    }
    for (; l < n; l++) ldc_one(d0, d1, bp, idx[l], l, size);
}

/* LDC c[bank][imm]: one read for every lane (.128 is not assembled for LDC
 * but decodes). */
ALWAYS_INLINE bool ldc_uniform(sass_exec *x, gi_machine *m, const sass_uop *u, unsigned n)
{
    const sass_inst *in = &u->in;
    const unsigned nb = u->nbytes, size = in->m[SASS_M_SIZE] & 7;
    uint32_t *d0 = x->r[u->dst[0]], *d1 = x->r[u->dst[1]];
    uint8_t b[16];
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
    for (unsigned k = 0; k < u->nregs; k++) mark_written(x, u->dst[k]);
    return true;
}

/* IADD/ISCADD without .SAT (the loop counters of a kernel): lanes l..l+k-1. */
ALWAYS_INLINE void iadd_group(const lane_args *g, unsigned l, unsigned k, bool wcc)
{
    v8u a = ((vload(g->ra + l, k) ^ g->nega) - g->nega) << g->s;
    v8u b = ((vload(g->rb + l, k) + g->sbu) ^ g->negb) - g->negb;
    v8u s1 = a + b, r = s1 + (vload(g->cc + l, k) & g->xm);
    vstore(g->rd + l, r, k);
    if (wcc) {
        v8u cf = VBOOL(s1 < a) | VBOOL(r < s1), of = ((a ^ r) & (b ^ r)) >> 31;
        vstore(g->cc + l, cf | VBOOL(r == 0) << 1 | (r >> 31) << 2 | of << 3, k);
    }
}

ALWAYS_INLINE void iadd_full(sass_exec *x, gi_machine *m, const sass_uop *u, uint32_t sbu, unsigned n)
{
    const lane_args g = lane_args_of(x, u, sbu);
    (void)m;
    if (u->in.m[SASS_M_CC]) {
        FOR_GROUPS(n, l, k, iadd_group(&g, l, k, true));
        x->cc_written = true;
    } else {
        FOR_GROUPS(n, l, k, iadd_group(&g, l, k, false));
    }
    mark_written(x, u->dst[0]);
}

/* LOP / LOP32I without .CC, .X or a predicate result: a OP b of the sources, each
 * inverted when its flag says so (exec_int.c lop). */
ALWAYS_INLINE void lop_group(const lane_args *g, unsigned l, unsigned k, unsigned op)
{
    v8u a = vload(g->ra + l, k) ^ g->nega, b = (vload(g->rb + l, k) + g->sbu) ^ g->negb;
    vstore(g->rd + l, op == 0 ? a & b : op == 1 ? a | b : op == 2 ? a ^ b : b, k);
}

/* XMAD without .CC, .X, .CSFU or the RC form (exec_int.c xmad, D-I1), branch-free over the
 * instruction's uniform fields: a half is a shift and a mask, .S16 is (h ^ 0x8000) - 0x8000,
 * the C modes and .MRG are masks. */
typedef struct xmad_args {
    uint32_t sha, shb, sxa, sxb, psl, chs, cmask, cbcc, mlo, mhi;
} xmad_args;

ALWAYS_INLINE void xmad_group(const lane_args *g, const xmad_args *xa, unsigned l, unsigned k)
{
    v8u b = vload(g->rb + l, k) + g->sbu, c = vload(g->rc + l, k);
    v8u ah = (vload(g->ra + l, k) >> xa->sha) & 0xffffu, bh = (b >> xa->shb) & 0xffffu;
    ah = (ah ^ xa->sxa) - xa->sxa;
    bh = (bh ^ xa->sxb) - xa->sxb;
    v8u r = ((ah * bh) << xa->psl) + ((c >> xa->chs) & xa->cmask) + ((b << 16) & xa->cbcc);
    vstore(g->rd + l, (r & xa->mlo) | ((b << 16) & xa->mhi), k);
}

ALWAYS_INLINE void xmad_full(sass_exec *x, const sass_uop *u, uint32_t sbu, unsigned n)
{
    const sass_inst *in = &u->in;
    const lane_args g = lane_args_of(x, u, sbu);
    const unsigned ty = in->m[SASS_M_XTYPE], mode = in->m[SASS_M_XMODE];
    const bool mrg = in->m[SASS_M_MRG] != 0;
    const xmad_args xa = {
        .sha = in->sel_a ? 16u : 0u, .shb = in->form != SASS_SB_IMM && in->sel_b ? 16u : 0u,
        .sxa = ty & 1 ? 0x8000u : 0u, .sxb = ty & 2 ? 0x8000u : 0u, .psl = in->m[SASS_M_PSL] ? 16u : 0u,
        .chs = mode == 2 ? 16u : 0u, .cmask = mode == 1 ? 0xffffu : ~0u, .cbcc = mode == 4 ? ~0u : 0u,
        .mlo = mrg ? 0xffffu : ~0u, .mhi = mrg ? ~0u : 0u,
    };
    FOR_GROUPS(n, l, k, xmad_group(&g, &xa, l, k));
    mark_written(x, u->dst[0]);
}

/* Pass 2 of the full-mask STG: lane l's bytes (`size` constant) from the rows src[0..]. */
ALWAYS_INLINE void st_one(uint8_t *q, const uint32_t *const *src, unsigned l, unsigned size)
{
    switch (size) {
    case 0: case 1: q[0] = (uint8_t)src[0][l]; break;
    case 2: case 3: gi_le_store(q, src[0][l], 2); break;
    case 4: gi_le_store(q, src[0][l], 4); break;
    case 5: gi_le_store(q, src[0][l], 4), gi_le_store(q + 4, src[1][l], 4); break;
    default:
        gi_le_store(q, src[0][l], 4), gi_le_store(q + 4, src[1][l], 4);
        gi_le_store(q + 8, src[2][l], 4), gi_le_store(q + 12, src[3][l], 4);
        break;
    }
}

ALWAYS_INLINE void lop_full(sass_exec *x, const sass_uop *u, uint32_t sbu, unsigned n)
{
    const lane_args g = lane_args_of(x, u, sbu);
    switch (u->in.m[SASS_M_LOP] & 3) {
    case 0: FOR_GROUPS(n, l, k, lop_group(&g, l, k, 0)); break;
    case 1: FOR_GROUPS(n, l, k, lop_group(&g, l, k, 1)); break;
    case 2: FOR_GROUPS(n, l, k, lop_group(&g, l, k, 2)); break;
    default: FOR_GROUPS(n, l, k, lop_group(&g, l, k, 3)); break;
    }
    mark_written(x, u->dst[0]);
}

/* SHL, SHR.U32, SHR.S32 without .CC or .BREV (exec_alu): a count of 32 or more gives 0
 * (SHR.S32: the sign); .W takes the count modulo 32. */
typedef int32_t v8s __attribute__((vector_size(32)));
enum { SHIFT_L, SHIFT_RU, SHIFT_RS };

ALWAYS_INLINE void shift_group(const lane_args *g, unsigned l, unsigned k, int kind, bool wrap)
{
    v8u a = vload(g->ra + l, k), s = vload(g->rb + l, k) + g->sbu;
    if (wrap) s &= 31u;
    v8u big = 0u - VBOOL(s > 31u), r;
    if (kind == SHIFT_L) r = (a << (s & 31u)) & ~big;
    else if (kind == SHIFT_RU) r = (a >> (s & 31u)) & ~big;
    else r = (v8u)((v8s)a >> (v8s)((s & ~big) | (31u & big)));
    vstore(g->rd + l, r, k);
}

ALWAYS_INLINE void shift_full(sass_exec *x, const sass_uop *u, uint32_t sbu, unsigned n)
{
    const lane_args g = lane_args_of(x, u, sbu);
    int kind = u->in.op == SASS_OP_SHL ? SHIFT_L : u->in.m[SASS_M_SIGNED] ? SHIFT_RS : SHIFT_RU;
    bool w = u->in.m[SASS_M_W];
    switch (kind * 2 + w) {
    case 0: FOR_GROUPS(n, l, k, shift_group(&g, l, k, SHIFT_L, false)); break;
    case 1: FOR_GROUPS(n, l, k, shift_group(&g, l, k, SHIFT_L, true)); break;
    case 2: FOR_GROUPS(n, l, k, shift_group(&g, l, k, SHIFT_RU, false)); break;
    case 3: FOR_GROUPS(n, l, k, shift_group(&g, l, k, SHIFT_RU, true)); break;
    case 4: FOR_GROUPS(n, l, k, shift_group(&g, l, k, SHIFT_RS, false)); break;
    default: FOR_GROUPS(n, l, k, shift_group(&g, l, k, SHIFT_RS, true)); break;
    }
    mark_written(x, u->dst[0]);
}

/* MOV, MOV32I: the source (a register, or the uniform immediate or constant word). */
ALWAYS_INLINE void mov_full(sass_exec *x, const sass_uop *u, uint32_t sbu, unsigned n)
{
    const lane_args g = lane_args_of(x, u, sbu);
    FOR_GROUPS(n, l, k, vstore(g.rd + l, vload(g.rb + l, k) + g.sbu, k));
    mark_written(x, u->dst[0]);
}

/* ISETP: compare codes 0..7 are the sets of {LT, EQ, GT} (bits 0, 1, 2);
 * returns the lane bits of the comparison for lanes l..l+k-1. */
ALWAYS_INLINE uint32_t isetp_group(const lane_args *g, unsigned l, unsigned k)
{
    v8u a = vload(g->ra + l, k) ^ g->flip, b = (((vload(g->rb + l, k) + g->sbu) ^ g->negb) - g->negb) ^ g->flip;
    v8u c = (VBOOL(a < b) & g->cmp) | (VBOOL(a == b) & g->cmp >> 1) | (VBOOL(a > b) & g->cmp >> 2);
    return vbits(c & 1u);
}

ALWAYS_INLINE uint64_t isetp_full(sass_exec *x, const sass_uop *u, uint32_t sbu, unsigned n)
{
    const lane_args g = lane_args_of(x, u, sbu);
    uint64_t c = 0;
    FOR_GROUPS(n, l, k, c |= (uint64_t)isetp_group(&g, l, k) << l);
    return c;
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
static __attribute__((noinline)) bool mem_full_hooked(sass_exec *x, gi_machine *m, const sass_uop *u, bool store);
#define HOT(name) name
#include "sass/exec_fast.h"
#undef HOT

/* The full-mask LD/LDG/STG under a memory hook (the handlers call it instead of ld_full and
 * st_full): the region and offsets as theirs, the lanes' accesses done lane by lane as
 * lane_access does them, then handed to the hook as one batch, the general path's records.
 * False when some lane needs the general path. */
static __attribute__((noinline)) bool mem_full_hooked(sass_exec *x, gi_machine *m, const sass_uop *u, bool store)
{
    const unsigned size = u->in.m[SASS_M_SIZE] & 7, nb = u->nbytes, n = m->lanes;
    uint32_t o[GI_MAX_LANES], edge, spaced;
    uint8_t *p = full_region(x, m, u, n, !store, o, &edge, &spaced), val[GI_MAX_LANES * 16];
    if (!p) return false;
    const uint64_t base = x->ldreg[m->pc].base;   /* lane l's address: base + o[l] */
    uint64_t at[GI_MAX_LANES];
    for (unsigned l = 0; l < n; l++) at[l] = base + o[l];
    if (store) {
        const uint32_t *src[4];
        for (unsigned k = 0; k < 4; k++) src[k] = x->r[u->in.rd + k < NREGS ? u->in.rd + k : ROW_ZERO];
        for (unsigned l = 0; l < n; l++) {
            st_one(val + l * nb, src, l, size);
            gi_copy_access(p + o[l], val + l * nb, nb);
        }
    } else {
        uint32_t *const dst[4] = {x->r[u->dst[0]], x->r[u->dst[1]], x->r[u->dst[2]], x->r[u->dst[3]]};
        for (unsigned l = 0; l < n; l++) {
            gi_copy_access(val + l * nb, p + o[l], nb);
            ld_one(dst, val + l * nb, l, size);
        }
        for (unsigned k = 0; k < u->nregs; k++) mark_written(x, u->dst[k]);
    }
    gi_mach_batch b = {GI_SPACE_GLOBAL, store, nb, n, NULL, 0, 1, at, 0, val};
    gi_mach_notify_batch(m, &b);
    return true;
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define SASS_AVX2 1
#if defined(__clang__)
#pragma clang attribute push(__attribute__((target("avx2"))), apply_to = function)
#else
#pragma GCC push_options
#pragma GCC target("avx2")
#endif
/* Pass 2 of LD and LDC with AVX2 gathers (eight lanes per instruction);
 * offsets are below 2^31, so they are valid signed gather indices. */
ALWAYS_INLINE __m256i gather8(const uint8_t *p, __m256i ix)
{
    return _mm256_i32gather_epi32((const int *)(const void *)p, ix, 1);
}

ALWAYS_INLINE void store8(uint32_t *d, __m256i v) { _mm256_storeu_si256((__m256i *)(void *)d, v); }

/* LD: lanes whose 4-byte reads stay inside the region (`size` constant). */
ALWAYS_INLINE void ld_gather_vec(uint32_t *const *dst, const uint8_t *p, const uint32_t *o, unsigned n, unsigned size)
{
    unsigned l = 0;
    for (; l + 8 <= n; l += 8) {
        __m256i ix = _mm256_loadu_si256((const __m256i *)(const void *)(o + l)), v = gather8(p, ix);
        switch (size) {
        case 0: v = _mm256_and_si256(v, _mm256_set1_epi32(0xff)); break;
        case 1: v = _mm256_srai_epi32(_mm256_slli_epi32(v, 24), 24); break;
        case 2: v = _mm256_and_si256(v, _mm256_set1_epi32(0xffff)); break;
        case 3: v = _mm256_srai_epi32(_mm256_slli_epi32(v, 16), 16); break;
        default: break;
        }
        store8(dst[0] + l, v);
        if (size >= 5) store8(dst[1] + l, gather8(p + 4, ix));
        if (size >= 6) {
            store8(dst[2] + l, gather8(p + 8, ix));
            store8(dst[3] + l, gather8(p + 12, ix));
        }
    }
    ld_gather(dst, p, o, l, n, size);
}

/* LDC .32/.64 where every lane reads one bank (base): idx & 0xffff. */
ALWAYS_INLINE void ldc_gather_vec(uint32_t *d0, uint32_t *d1, const uint8_t *base, const uint32_t *idx, unsigned n,
                                  bool two)
{
    const __m256i lo16 = _mm256_set1_epi32(0xffff);
    unsigned l = 0;
    for (; l + 8 <= n; l += 8) {
        __m256i ix = _mm256_and_si256(_mm256_loadu_si256((const __m256i *)(const void *)(idx + l)), lo16);
        store8(d0 + l, gather8(base, ix));
        if (two) store8(d1 + l, gather8(base + 4, ix));
    }
    for (; l < n; l++) {
        const uint8_t *q = base + (idx[l] & 0xffff);
        d0[l] = ld32le(q);
        if (two) d1[l] = ld32le(q + 4);
    }
}

/* LD.128 of lanes reading one contiguous block from q (lane l at q + 16l):
 * eight lanes are four 32-byte loads and an 8x4 transpose. */
ALWAYS_INLINE __m256i load_pair(const uint8_t *lo, const uint8_t *hi)
{
    __m128i a = _mm_loadu_si128((const __m128i *)(const void *)lo), b = _mm_loadu_si128((const __m128i *)(const void *)hi);
    return _mm256_inserti128_si256(_mm256_castsi128_si256(a), b, 1);
}

ALWAYS_INLINE void ld_block128_vec(uint32_t *const *dst, const uint8_t *q, unsigned n)
{
    unsigned l = 0;
    for (; l + 8 <= n; l += 8, q += 128) {
        /* v_k = lanes k and k + 4; t: x/y and z/w of lanes (0,1,4,5) and (2,3,6,7) */
        __m256i v0 = load_pair(q, q + 64), v1 = load_pair(q + 16, q + 80);
        __m256i v2 = load_pair(q + 32, q + 96), v3 = load_pair(q + 48, q + 112);
        __m256i t0 = _mm256_unpacklo_epi32(v0, v1), t1 = _mm256_unpackhi_epi32(v0, v1);
        __m256i t2 = _mm256_unpacklo_epi32(v2, v3), t3 = _mm256_unpackhi_epi32(v2, v3);
        store8(dst[0] + l, _mm256_unpacklo_epi64(t0, t2));
        store8(dst[1] + l, _mm256_unpackhi_epi64(t0, t2));
        store8(dst[2] + l, _mm256_unpacklo_epi64(t1, t3));
        store8(dst[3] + l, _mm256_unpackhi_epi64(t1, t3));
    }
    for (; l < n; l++, q += 16) ld_one(dst, q, l, 6);
}

#define SASS_GATHER 1
#define HOT(name) name##_avx2
#include "sass/exec_fast.h"
#undef HOT
#undef SASS_GATHER
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
    case SASS_OP_LDG: return PICK(h_ldg);
    case SASS_OP_STG: return PICK(h_stg);
    case SASS_OP_XMAD:
        return cc || in->m[SASS_M_X] || sass_int_rc_form(in) || in->m[SASS_M_XMODE] == 3 ? h_generic : PICK(h_xmad);
    case SASS_OP_LDC: return PICK(h_ldc);
    case SASS_OP_ISETP: return in->m[SASS_M_BOP] <= 2 ? PICK(h_isetp) : h_generic;
    case SASS_OP_IADD:
    case SASS_OP_ISCADD: return in->m[SASS_M_SAT] ? h_generic : PICK(h_iadd);
    case SASS_OP_LOP:
    case SASS_OP_LOP32I: return cc || in->m[SASS_M_X] || plg ? h_generic : PICK(h_lop);
    case SASS_OP_SHL: return cc ? h_generic : PICK(h_shift);
    case SASS_OP_SHR: return cc || in->m[SASS_M_BREV] ? h_generic : PICK(h_shift);
    case SASS_OP_MOV:
    case SASS_OP_MOV32I: return PICK(h_mov);
    default: return h_generic;
    }
}

static unsigned dst_row(unsigned r) { return r >= NREGS ? ROW_SINK : r; }

static void prepare_uop(sass_uop *u, bool avx2)
{
    const sass_inst *in = &u->in;
    u->fn = pick_handler(in, avx2);
    u->ra = in->ra;
    u->lda = (in->op == SASS_OP_LD || in->op == SASS_OP_LDG || in->op == SASS_OP_STG) && in->ra < NREGS &&
                     in->m[SASS_M_E]
                 ? LDA_E
                 : LDA_32;
    u->rb = in->form == SASS_SB_REG ? in->rb : ROW_ZERO;
    u->rc = in->rc;
    u->sbu = in->form == SASS_SB_IMM ? (uint32_t)in->imm : 0;
    u->nbytes = (uint8_t)size_bytes(in->m[SASS_M_SIZE] & 7);
    u->nregs = u->nbytes < 4 ? 1 : u->nbytes / 4;
    if (in->op == SASS_OP_LDC) u->nregs = u->nbytes == 8 ? 2 : 1;   /* as exec_ldc */
    for (unsigned k = 0; k < 4; k++) u->dst[k] = (uint16_t)dst_row(in->rd + k);
}

static int sass_step_at(void *st, gi_machine *m, uint64_t pc)
{
    sass_exec *x = st;
    const sass_uop *u = &x->prog[pc];
    x->lane_insts += (uint64_t)__builtin_popcountll(m->exec & m->lane_mask & ~x->exited);
    x->clock++;
    return u->fn(x, m, u);
}

static int sass_step(void *st, gi_machine *m) { return sass_step_at(st, m, m->pc); }

static int sass_run(void *st, gi_machine *m, uint64_t budget)
{
    return gi_run_batch(st, m, budget, sass_step_at);
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

/* A form of a modelled row whose meaning is not modelled (NULL: none). */
static const char *unmodelled_form(const sass_inst *in)
{
    if ((in->op == SASS_OP_S2R || in->op == SASS_OP_CS2R) && !sr_modelled((unsigned)in->imm & 0xff))
        return in->op == SASS_OP_S2R ? "S2R of this special register" : "CS2R of this special register";
    if (sass_int_handles(in->op)) return sass_int_unmodelled(in);
    if (sass_float_handles(in->op)) return sass_float_unmodelled(in);
    if (in->op == SASS_OP_BAR && (in->scale || in->imm))
        return "BAR.SYNC with a barrier number or thread count other than 0 (named barriers)";
    if (sass_is_atomic(in->op)) return sass_atom_unmodelled(in);
    if ((in->op == SASS_OP_P2R || in->op == SASS_OP_R2P) && in->m[SASS_M_PRCC]) return "P2R/R2P of the condition code (CC)";
    if (in->op == SASS_OP_VOTE && in->m[SASS_M_FUNC] > 2) return "VOTE mode 3";
    return NULL;
}

/* Rows [0, maxrow) cover every register the instruction names (Rd..Rd+3 for the wide forms). */
static void note_rows(sass_exec *x, const sass_inst *in)
{
    const unsigned r[4] = {in->rd + 4u, in->ra + 2u, in->rb + 4u, in->rc + 2u};   /* CAS.64: Rb..Rb+3 */
    for (unsigned k = 0; k < 4; k++) {
        unsigned top = r[k] > NREGS ? NREGS : r[k];
        if (top > x->maxrow) x->maxrow = top;
    }
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
        if (sass_rows[u->in.row].flags & SR_NOEXEC) {
            snprintf(err, errlen, "instruction %llu: %s is not modelled (no execution semantics yet)",
                     (unsigned long long)i, sass_rows[u->in.row].name);
            sass_state_free(x);
            return NULL;
        }
        const sass_row *row = &sass_rows[u->in.row];
        bool cct = row_has(row, SK_CCT) || u->in.op == SASS_OP_CSET || u->in.op == SASS_OP_CSETP;
        if (cct && !sass_cc_test_modelled(u->in.m[SASS_M_CCT])) {
            snprintf(err, errlen, "instruction %llu: the CC test CC.%s of %s is not modelled",
                     (unsigned long long)i, sass_cc_tests[u->in.m[SASS_M_CCT] & 31], row->name);
            sass_state_free(x);
            return NULL;
        }
        const char *why = unmodelled_form(&u->in);
        if (why) {
            snprintf(err, errlen, "instruction %llu: %s is not modelled", (unsigned long long)i, why);
            sass_state_free(x);
            return NULL;
        }
        prepare_uop(u, avx2);
        u->ccond = row_has(row, SK_CCT) && u->in.m[SASS_M_CCT] != SASS_CC_T;
        note_rows(x, &u->in);
        bool abs_target = u->in.op == SASS_OP_JCAL || u->in.op == SASS_OP_JMP;   /* an absolute address */
        if (row_has(row, SK_TARGET) || abs_target) {
            uint64_t t = abs_target ? (uint64_t)(uint32_t)u->in.imm : addr + 8 + (uint64_t)u->in.imm;
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
    for (unsigned l = 0; l < GI_MAX_LANES; l++) x->tid[0][l] = l;
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
    x->clock = 0;
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

/* ---- warps of a launch (sass/exec.h) ---- */

void *sass_warp_new(gi_machine *m, const uint8_t *code, size_t size, char *err, size_t errlen)
{
    gi_exec_program prog = {code, size, NULL, 0};
    sass_exec *x = sass_state_new(NULL, m, &prog, err, errlen);
    if (!x) return NULL;
    x->launch = true;
    gi_mem_set_shared_size(&m->mem, 0);   /* the CTA's shared memory is the launch's (mem.shared_view) */
    return x;
}

void sass_warp_free(void *w) { sass_state_free(w); }

void sass_warp_reset(void *w, const uint32_t ctaid[3], const uint32_t *const tid[3], uint64_t exec)
{
    sass_exec *x = w;
    gi_machine *m = x->m;
    memset(x->r, 0, (size_t)x->maxrow * sizeof x->r[0]);
    memset(x->p, 0, sizeof x->p);
    for (unsigned d = 0; d < 3; d++) {
        x->ctaid[d] = ctaid[d];
        memcpy(x->tid[d], tid[d], m->lanes * sizeof x->tid[d][0]);
    }
    x->lane_insts = 0;
    x->clock = 0;
    gi_machine_restart(m);
    m->exec = exec;
    sass_run_begin(x);
}

int sass_warp_run(void *w, uint64_t budget)
{
    sass_exec *x = w;
    gi_machine *m = x->m;
    uint64_t end = m->icount + budget;
    while (m->pc < m->ninsts && m->icount < end) {
        int r = sass_run(x, m, end - m->icount);
        if (m->stop) return SASS_WARP_ERROR;
        if (r == GI_STEP_ERROR) {
            gi_mach_error(m, GI_RUN_ERROR, "execution error at pc %llu", (unsigned long long)m->pc);
            return SASS_WARP_ERROR;
        }
        if (r == SASS_STEP_BARRIER) return SASS_WARP_BARRIER;
        if (r == GI_STEP_END) return SASS_WARP_END;
    }
    return m->pc >= m->ninsts ? SASS_WARP_END : SASS_WARP_RUN;
}

uint64_t sass_warp_lane_insts(const void *w) { return ((const sass_exec *)w)->lane_insts; }

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
    .run = sass_run,
    .result = sass_result,
};
