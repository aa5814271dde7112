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
 * has not exited), EXIT retires lanes and resumes what is left on the stack. */
#include "sass/sass.h"
#include "sass/exec.h"
#include "exec/isa_exec.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { NREGS = 255, NPREDS = 7, STACK_MAX = 256 };
#define SHARED_BASE 0xFE000000ull
#define SHARED_SIZE (16ull << 20)

typedef struct sass_frame {
    uint64_t mask;
    uint32_t pc;
    uint8_t sync;        /* 1: SSY reconvergence point, 0: the other side of a divergent branch */
} sass_frame;

typedef struct sass_exec {
    gi_machine *m;
    sass_inst *prog;
    uint32_t *target;    /* branch target index per instruction (BRA, SSY) */
    uint64_t n;
    uint32_t r[NREGS][GI_MAX_LANES];
    uint64_t written[4]; /* registers given or written (bit per register) */
    uint64_t p[NPREDS];  /* predicate lane masks */
    uint8_t pwritten;
    uint64_t cf, zf, sf, of;
    bool cc_written;
    uint64_t exited;
    sass_frame stack[STACK_MAX];
    unsigned sp;
} sass_exec;

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

static inline void ccbit(uint64_t *flag, unsigned lane, bool v)
{
    *flag = (*flag & ~(1ull << lane)) | (uint64_t)v << lane;
}

static void set_cc(sass_exec *x, unsigned lane, bool cf, uint32_t r, bool of)
{
    ccbit(&x->cf, lane, cf);
    ccbit(&x->zf, lane, r == 0);
    ccbit(&x->sf, lane, r >> 31);
    ccbit(&x->of, lane, of);
    x->cc_written = true;
}

static inline bool cf_of(const sass_exec *x, unsigned lane) { return x->cf >> lane & 1; }

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
    if (bank < 18 && off + 4 <= GI_CONST_BANK_SIZE) gi_mach_load(m, GI_SPACE_CONST, -1, bank * 0x10000ull + off, b, 4);
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
        bool in_win = hi ? !(x->of >> lane & 1) && r == 0 : in_shared_window(m, r);
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
        uint8_t b[8] = {0};
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

static int sass_step(void *st, gi_machine *m)
{
    sass_exec *x = st;
    const sass_inst *in = &x->prog[m->pc];
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
        if (push(x, m, m->exec & ~x->exited, x->target[m->pc], true)) return GI_STEP_ERROR;
        break;
    case SASS_OP_BRA: {
        uint64_t act = m->exec & m->lane_mask & ~x->exited;
        if (g == act) {
            m->pc = x->target[m->pc];
            return GI_STEP_NEXT;
        }
        if (g) { /* divergent: the not-taken lanes wait on the stack */
            if (push(x, m, act & ~g, (uint32_t)m->pc + 1, false)) return GI_STEP_ERROR;
            m->exec = g;
            m->pc = x->target[m->pc];
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
    free(x->target);
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
    sass_exec *x = calloc(1, sizeof *x);
    if (!x) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    x->prog = calloc(n ? n : 1, sizeof *x->prog);
    x->target = calloc(n ? n : 1, sizeof *x->target);
    if (!x->prog || !x->target) {
        sass_state_free(x);
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    for (uint64_t i = 0; i < n; i++) {
        uint32_t sched[3];
        sass_ctrl_unpack(gi_le_load(prog->code + i / 3 * 32, 8), sched);
        uint64_t addr = sass_inst_addr(i);
        uint64_t word = gi_le_load(prog->code + addr, 8);
        if (!sass_decode(word, sched[i % 3], &x->prog[i])) {
            snprintf(err, errlen, "instruction %llu (0x%016llx) does not decode", (unsigned long long)i,
                     (unsigned long long)word);
            sass_state_free(x);
            return NULL;
        }
        if (x->prog[i].op == SASS_OP_BRA || x->prog[i].op == SASS_OP_SSY) {
            uint64_t t = addr + 8 + (uint64_t)x->prog[i].imm;
            uint32_t ti = index_of(t);
            if (ti == UINT32_MAX || ti > n) {
                snprintf(err, errlen, "instruction %llu branches outside the program", (unsigned long long)i);
                sass_state_free(x);
                return NULL;
            }
            x->target[i] = ti;
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
    x->cf = x->zf = x->sf = x->of = 0;
    x->cc_written = false;
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
    const struct { const char *n; uint64_t f; } cc[4] = {{"CF", x->cf}, {"ZF", x->zf}, {"SF", x->sf}, {"OF", x->of}};
    for (unsigned k = 0; k < 4; k++) {
        for (unsigned l = 0; l < lanes; l++) v[l] = cc[k].f >> l & 1;
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
