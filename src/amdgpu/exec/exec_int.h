/* AMDGPU execution internals shared by the handler files (exec.c and the
 * exec_*.c files that add families): the decoded instruction (amd_uop), the
 * program, the wave state (amd_x) and its register and memory accessors.
 * Not part of the library's interface. */
#ifndef GI_AMDGPU_EXEC_INT_H
#define GI_AMDGPU_EXEC_INT_H
#include "amdgpu/exec/exec.h"
#include "amdgpu/exec/exec_ops.h"
#include <string.h>

enum { NSCALAR = 128, NVGPR = 256, CODE_VCC = 106, CODE_M0 = 124, CODE_NULL = 125, CODE_EXEC = 126 };

typedef struct amd_x amd_x;
typedef struct amd_uop amd_uop;
typedef int (*amd_xh)(amd_x *x, gi_machine *m, const amd_uop *u);

struct amd_uop {
    amd_xh h;
    amd_opfn fn;
    uint32_t p;          /* handler parameter (see the P_* and memory shapes) */
    uint32_t target;     /* branch target: instruction index */
    amd_dinst d;
    char what[72];       /* mnemonic, or why it is not modelled */
};

/* A decoded program: one uop per instruction and its byte offset in the
 * code; shared read-only by the waves of a launch. */
struct amd_prog {
    amd_uop *uops;
    uint64_t *offs;
    uint64_t n, size;        /* instructions; code bytes */
    uint64_t base;           /* guest address of code byte 0 (s_getpc_b64) */
};

struct amd_x {
    gi_machine *m;
    const amd_ctx *c;
    amd_gen gen;
    bool wave32;
    const amd_uop *prog;     /* pr->uops */
    amd_prog *pr;
    bool own_prog;
    uint64_t n;
    amd_wave_env env;        /* launch: barrier, atomics lock (zero for a single wave) */
    uint64_t lane_insts;     /* sum of active lanes over executed instructions */
    uint32_t s[NSCALAR];
    uint8_t sw[NSCALAR];             /* written or given */
    uint32_t scc;
    bool scc_w;
    uint64_t lds_size, scratch_size, shared_base, private_base;
    bool unaligned;
    uint8_t vw[NVGPR], aw[NVGPR];
    uint32_t v[NVGPR][GI_MAX_LANES];
    uint32_t a[NVGPR][GI_MAX_LANES];
    uint32_t mode, trapsts;          /* hardware registers MODE and TRAPSTS (s_getreg/s_setreg) */
    uint64_t batch_pc;               /* pc where the current batch (amd_run) or step began: s_memtime */
    amd_gws gws_own;                 /* GWS resources of a wave with no launch's (exec_gws.c) */
    unsigned gws_wait;               /* 1 + the GWS resource the wave waits for at m->pc, 0 none */
    uint32_t gws_gen;                /* ... the generation it waits to change */
};

/* A step result besides GI_STEP_* (exec_gws.c): the wave waits at m->pc. */
enum { AMD_STEP_WAIT = 3 };

#define FOR_LANES(mask, lane) for (uint64_t mm_ = (mask); mm_; mm_ &= mm_ - 1) \
    for (unsigned lane = (unsigned)__builtin_ctzll(mm_), once_ = 1; once_; once_ = 0)

static inline bool keep32(const amd_x *x) { return (x->mode >> 4 & 3) == 3; }

static inline unsigned tbits(unsigned t)
{
    unsigned b = amd_type_bits((amd_type)t);
    return b < 16 ? 32 : b;
}

static inline uint64_t wave_mask(const amd_x *x) { return x->wave32 ? 0xffffffffull : ~0ull; }

/* ---- scalar registers by operand code ---- */

static inline uint32_t sreg32(const amd_x *x, unsigned code)
{
    if (code == CODE_EXEC) return (uint32_t)x->m->exec;
    if (code == CODE_EXEC + 1) return (uint32_t)(x->m->exec >> 32);
    if (code == CODE_NULL && x->gen >= AMD_GFX10) return 0;
    return code < NSCALAR ? x->s[code] : 0;
}

static inline void swrite32(amd_x *x, unsigned code, uint32_t v)
{
    if (code == CODE_EXEC) x->m->exec = (x->m->exec & ~0xffffffffull) | v;
    else if (code == CODE_EXEC + 1) x->m->exec = (x->m->exec & 0xffffffffull) | (uint64_t)v << 32;
    else if (code == CODE_NULL && x->gen >= AMD_GFX10) return;
    else if (code < NSCALAR) x->s[code] = v, x->sw[code] = 1;
}

static inline void swrite(amd_x *x, unsigned code, uint64_t v, unsigned bits)
{
    swrite32(x, code, (uint32_t)v);
    if (bits == 64) swrite32(x, code + 1, (uint32_t)(v >> 32));
}

/* a lane mask: 64 bits in wave64, the low register in wave32 (D-W1) */
static inline uint64_t mask_read(const amd_x *x, unsigned code)
{
    uint64_t v = sreg32(x, code);
    if (!x->wave32) v |= (uint64_t)sreg32(x, code + 1) << 32;
    return v;
}
static inline void mask_write(amd_x *x, unsigned code, uint64_t v) { swrite(x, code, v, x->wave32 ? 32 : 64); }

/* A scalar source (not a VGPR) of type t, exactly as encoded (D-O1..D-O6). */
uint64_t amd_sread(const amd_x *x, const amd_dinst *d, unsigned code, unsigned t);

/* ---- VGPRs ---- */

static inline uint64_t vread(const amd_x *x, unsigned r, unsigned lane, unsigned bits)
{
    uint64_t v = x->v[r & 255][lane];
    if (bits == 64) v |= (uint64_t)x->v[(r + 1) & 255][lane] << 32;
    else if (bits == 16) v &= 0xffff;
    return v;
}

static inline void vwrite32(amd_x *x, unsigned r, unsigned lane, uint32_t v)
{
    x->v[r & 255][lane] = v;
    x->vw[r & 255] = 1;
}

/* D-FP8: 16-bit results zero bits 31:16 on GFX8/GFX9 and keep them on GFX10 */
static inline void vwrite(amd_x *x, unsigned r, unsigned lane, uint64_t v, unsigned bits)
{
    if (bits == 16) {
        uint32_t old = x->gen >= AMD_GFX10 ? x->v[r & 255][lane] & 0xffff0000u : 0;
        vwrite32(x, r, lane, old | (uint32_t)(v & 0xffff));
        return;
    }
    vwrite32(x, r, lane, (uint32_t)v);
    if (bits == 64) vwrite32(x, r + 1, lane, (uint32_t)(v >> 32));
}

static inline uint64_t active(const gi_machine *m) { return m->exec & m->lane_mask; }

/* Memory data registers (DS, FLAT/GLOBAL/SCRATCH, MUBUF): VGPRs, or with the
 * gfx90a acc bit AGPRs (D-W7); addresses stay VGPRs. */
static inline uint32_t dread32(const amd_x *x, const amd_dinst *d, unsigned r, unsigned lane)
{
    return d->acc ? x->a[r & 255][lane] : x->v[r & 255][lane];
}
static inline uint64_t dread(const amd_x *x, const amd_dinst *d, unsigned r, unsigned lane, unsigned bits)
{
    uint64_t v = dread32(x, d, r, lane);
    return bits == 64 ? v | (uint64_t)dread32(x, d, r + 1, lane) << 32 : v;
}
static inline void dwrite32(amd_x *x, const amd_dinst *d, unsigned r, unsigned lane, uint32_t v)
{
    if (!d->acc) {
        vwrite32(x, r, lane, v);
        return;
    }
    x->a[r & 255][lane] = v;
    x->aw[r & 255] = 1;
}
/* A 16-bit value into the low or high half of a register value, the other half kept. */
static inline uint32_t d16_place(uint32_t old, uint32_t v, bool hi)
{
    return hi ? (old & 0xffffu) | (v & 0xffffu) << 16 : (old & 0xffff0000u) | (v & 0xffffu);
}

static inline void dwrite(amd_x *x, const amd_dinst *d, unsigned r, unsigned lane, uint64_t v, unsigned bits)
{
    dwrite32(x, d, r, lane, (uint32_t)v);
    if (bits == 64) dwrite32(x, d, r + 1, lane, (uint32_t)(v >> 32));
}


/* Jump to a guest address: the instruction there becomes m->pc, or (no
 * instruction starts there) a run error naming u. */
int amd_jump_to(amd_x *x, gi_machine *m, const amd_uop *u, uint64_t target);

/* ---- memory (exec.c) ---- */

/* memory shapes: element bytes, element count, sign extension, store */
#define MSHAPE(eb, cnt, sgn, st) ((eb) | (cnt) << 8 | (sgn) << 16 | (st) << 17)
#define M_EB(p) ((p) & 0xff)
#define M_CNT(p) ((p) >> 8 & 0xff)
#define M_SX(p) ((p) >> 16 & 1)
#define M_ST(p) ((p) >> 17 & 1)
#define M_D16 (1u << 18)   /* a 16-bit half of the data register (loads keep the other half) */
#define M_HI (1u << 19)    /* ... bits 31:16 */

/* An element of eb bytes (1, 2, 4) zero- or sign-extended to 32 bits. */
uint32_t amd_extend(uint64_t v, unsigned eb, bool sgn);
/* Does [a, a + n) touch the shared or private aperture? */
bool amd_aperture_hit(const amd_x *x, uint64_t a, uint64_t n);
/* The LDS bytes an access may reach (M0 clamps it up to GFX8). */
uint64_t amd_lds_limit(const amd_x *x);

/* One DS element of eb bytes at LDS offset off for a lane (D-DS1..D-DS3,
 * D-M3): true if done, else the fault is recorded. */
bool amd_ds_elem(amd_x *x, gi_machine *m, unsigned lane, uint32_t off, uint8_t *buf, unsigned eb, bool store);

/* A buffer resource (V#, D-B1) as a MUBUF/MTBUF instruction sees it. */
typedef struct mubuf_rsrc {
    uint64_t base, stride, soff;
    uint32_t nrec, w3;
    bool priv;   /* ADD_TID_ENABLE: the lane's private memory (docs/amdgpu-launch.md) */
} mubuf_rsrc;
/* The V# of u's four SGPRs and its soffset; false (a run error) for a swizzled buffer. */
bool amd_mubuf_rsrc(amd_x *x, gi_machine *m, const amd_uop *u, mubuf_rsrc *r);
/* A lane's index and offset inside its record (D-B2). */
void amd_mubuf_lane(const amd_x *x, const amd_dinst *d, unsigned lane, uint64_t *index, uint64_t *rec_off);
/* Is a component out of the buffer's range (by generation, docs/amdgpu-exec.md "MUBUF")? */
bool amd_buf_oob(amd_gen g, uint32_t w3, bool idxen, uint64_t stride, uint64_t nrec, uint64_t index,
                 uint64_t rec_off, unsigned size);
/* One in-range access of n bytes at addr (D-M2, D-M3): true if done, else the fault is recorded. */
bool amd_mubuf_access(amd_x *x, gi_machine *m, unsigned lane, uint64_t addr, uint8_t *buf, unsigned n,
                      unsigned align, bool store, bool priv);

/* The plain VALU handler (exec.c): u->fn per active lane on the decoded
 * sources, the result into the destination; for rows of family files. */
int amd_h_valu(amd_x *x, gi_machine *m, const amd_uop *u);

/* ---- semantic rows ---- */

/* One mnemonic's semantics: its handler, value operation and parameter.
 * exec.c holds the table of the core families; a family file adds a table
 * of its own (ended by a row whose name is NULL) to sem_tables in exec.c. */
typedef struct amd_sem {
    const char *name;
    amd_xh h;
    amd_opfn fn;
    uint32_t p;
} amd_sem;

#endif
