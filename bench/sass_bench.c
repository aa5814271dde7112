/* SASS executor benchmark (bench/README.md): loops of LEA, LD and LDC over
 * 32 lanes, run through the library (gi_emu_run is what is timed; assembly
 * and the JSON state are not), against a native C loop doing the same
 * per-lane work in the same process. Every body is written once, as a list
 * of X-macro entries that expand both to SASS text and to the native C code,
 * so the two cannot drift apart; after one run of each from the same state
 * the registers and predicates of all lanes are compared.
 *
 * usage: sass_bench [--insts N] [--repeat R] [--emit DIR] [--only NAME]
 *   --insts   executed instructions per run (default 1000000)
 *   --repeat  timed runs per side, the best is reported (default 5)
 *   --emit    also write DIR/NAME.s and DIR/NAME.json (the program and the
 *             state file for `gpuisa run`) and DIR/NAME.count (instructions)
 *   --only    run one sub-benchmark (lea, ld, ldc, mixed)
 * Prints one line per sub-benchmark and a summary; exit 0 unless the two
 * sides disagree or a run fails (the targets are reported, not asserted). */
#define _POSIX_C_SOURCE 200809L   /* clock_gettime */
#include <gpuisa/gpuisa.h>
#include <gpuisa/run.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { LANES = 32, NR = 256, RZ = 255 };

/* ---- the machine state both sides start from ---- */

#define GBASE_E 0x100000000ull  /* 64-bit region (LD.E): 64 KiB */
#define GBASE_32 0x20000ull     /* 32-bit region (LD): 64 KiB */
#define GLEN 0x10000u
#define WIN_BASE 0xFE000000u    /* the default shared window */
#define WIN_SIZE 0x01000000u

static uint32_t gword(uint64_t region, unsigned i) { return (uint32_t)(region >> 12) ^ (i * 2654435761u + 12345u); }
static uint32_t cword(unsigned bank, unsigned i) { return bank * 0x01000193u ^ (i * 40503u + 7u); }
enum { CBANKS = 4, CWORDS = 1024 };   /* banks 0..3, 4 KiB each are given */

/* Per-lane registers of the state: R0 = lane, R1 = 0, R3/R5 seeds, R40:R41 =
 * 64-bit address (16 bytes per lane), R42 = 32-bit address, R43 = lane * 4,
 * R44 = lane * 4 + 0x10000 (LDC.IS: bank + 1), R45 = lane * 8. */
static uint32_t init_reg(unsigned r, unsigned l)
{
    switch (r) {
    case 0: return l;
    case 3: return 0x1000u * l + 0x77u;
    case 5: return 0x9e3779b9u ^ l;
    case 40: return 16u * l;
    case 41: return (uint32_t)(GBASE_E >> 32);
    case 42: return (uint32_t)GBASE_32 + 16u * l;
    case 43: return 4u * l;
    case 44: return 4u * l + 0x10000u;
    case 45: return 8u * l;
    default: return 0;
    }
}
static const unsigned init_regs[] = {0, 3, 5, 40, 41, 42, 43, 44, 45};

/* ---- native side ---- */

typedef struct nat {
    uint32_t r[NR][LANES];              /* row 255 stays 0 (RZ) */
    uint8_t cf[LANES], zf[LANES], sf[LANES], of[LANES];
    uint8_t p[8][LANES];                /* P0..P6, PT */
    const uint8_t *cb[18];              /* constant banks (NULL reads 0) */
    uint8_t *gE, *g32;                  /* the two global regions */
    unsigned faults;
} nat;

static int in_window(uint32_t r) { return r >= WIN_BASE && r - WIN_BASE < WIN_SIZE; }

/* A global access: the region holding [a, a + n), or NULL (fault). */
static inline const uint8_t *nat_global(nat *s, uint64_t a, unsigned n)
{
    if (a >= GBASE_E && a - GBASE_E <= GLEN - n) return s->gE + (a - GBASE_E);
    if (a >= GBASE_32 && a - GBASE_32 <= GLEN - n) return s->g32 + (a - GBASE_32);
    return NULL;
}

static inline uint32_t nat_cword(const nat *s, uint32_t bank, uint32_t off)
{
    return bank < 18 && off <= 0x10000 - 4 && s->cb[bank] ? (uint32_t)s->cb[bank][off] | (uint32_t)s->cb[bank][off + 1] << 8 |
                                                              (uint32_t)s->cb[bank][off + 2] << 16 |
                                                              (uint32_t)s->cb[bank][off + 3] << 24
                                                        : 0;
}

/* Native code of one instruction, per lane (R = registers, l = lane). */
#define R s->r
#define LANE_LOOP for (unsigned l = 0; l < LANES; l++)

/* LEA.LO: d = (a << sc) + Sb (+ CF); CC or Plg = !(window). Sb = register b
 * plus the uniform UB (a constant read once, or an immediate). */
#define N_LEA_LO(d, a, b, UB, sc, x, cc, plg, neg)                                                    \
    const uint32_t ub_##d = (UB);                                                                      \
    LANE_LOOP {                                                                                        \
        uint32_t av = neg ? 0u - R[a][l] : R[a][l];                                                    \
        uint64_t t = (uint64_t)(uint32_t)(av << sc) + (uint32_t)(R[b][l] + ub_##d) + (x ? s->cf[l] : 0); \
        uint32_t r = (uint32_t)t;                                                                      \
        R[d][l] = r;                                                                                   \
        if (cc) s->cf[l] = (uint8_t)(t >> 32), s->zf[l] = r == 0, s->sf[l] = r >> 31, s->of[l] = !in_window(r); \
        if (plg >= 0) s->p[plg < 0 ? 0 : plg][l] = !in_window(r);                                      \
    }
/* LEA.HI: d = (({c,a}) << sc) >> 32 + b (+ CF); window only if CC.OF clear and d == 0. */
#define N_LEA_HI(d, a, b, UB, c, sc, x, cc, plg)                                                      \
    const uint32_t ub_##d = (UB);                                                                      \
    LANE_LOOP {                                                                                        \
        uint64_t v = (uint64_t)R[c][l] << 32 | R[a][l];                                                \
        uint64_t t = ((v << sc) >> 32) + (uint32_t)(R[b][l] + ub_##d) + (x ? s->cf[l] : 0);            \
        uint32_t r = (uint32_t)t;                                                                      \
        int win = !s->of[l] && r == 0;                                                                 \
        R[d][l] = r;                                                                                   \
        if (cc) s->cf[l] = (uint8_t)(t >> 32), s->zf[l] = r == 0, s->sf[l] = r >> 31, s->of[l] = !win;  \
        if (plg >= 0) s->p[plg < 0 ? 0 : plg][l] = !win;                                               \
    }
/* LD: address, alignment check, region lookup, little-endian words. */
#define N_LD(d, nwords, ADDR, n)                                                                      \
    LANE_LOOP {                                                                                        \
        uint64_t a = (ADDR);                                                                           \
        if (a & (n - 1)) s->faults++, a &= ~(uint64_t)(n - 1);                                         \
        const uint8_t *p = nat_global(s, a, n);                                                        \
        if (!p) s->faults++;                                                                           \
        for (unsigned k = 0; k < nwords; k++) {                                                        \
            uint32_t w = 0;                                                                            \
            if (p) memcpy(&w, p + 4 * k, n < 4 ? n : 4);                                               \
            R[d + k][l] = w;                                                                           \
        }                                                                                              \
    }
#define N_LDS(d, ADDR, n, T)                                                                          \
    LANE_LOOP {                                                                                        \
        uint64_t a = (ADDR);                                                                           \
        if (a & (n - 1)) s->faults++, a &= ~(uint64_t)(n - 1);                                         \
        const uint8_t *p = nat_global(s, a, n);                                                        \
        T w = 0;                                                                                       \
        if (p) memcpy(&w, p, n);                                                                       \
        else s->faults++;                                                                              \
        R[d][l] = (uint32_t)(int32_t)w;                                                                \
    }
#define AE(ra, off) (((uint64_t)R[ra + 1][l] << 32 | R[ra][l]) + (uint64_t)(int64_t)(off))
#define A32(ra, off) ((uint64_t)(uint32_t)(R[ra][l] + (uint32_t)(off)))
/* LDC: bank and address per mode, alignment check, bank limits. */
#define N_LDC(d, nwords, bank, BANKADD, ADDR)                                                         \
    LANE_LOOP {                                                                                        \
        uint32_t bk = (bank) + (BANKADD), a = (ADDR);                                                  \
        if (a & (4 * nwords - 1)) s->faults++, a &= ~(uint32_t)(4 * nwords - 1);                       \
        for (unsigned k = 0; k < nwords; k++) R[d + k][l] = nat_cword(s, bk, a + 4 * k);               \
    }
/* LDC c[bank][imm]: one read for every lane. */
#define N_LDCU(d, nwords, bank, a)                                                                    \
    for (unsigned k = 0; k < nwords; k++) {                                                            \
        uint32_t w = nat_cword(s, bank, a + 4 * k);                                                    \
        LANE_LOOP R[d + k][l] = w;                                                                     \
    }

/* ---- the bodies: one entry per instruction, SASS text and native code ---- */

/* Each entry: X(text, native code). */
#define LEA_BODY(X)                                                                                        \
    X("LEA.LO R2.CC, R20, R3, 0x2", N_LEA_LO(2, 20, 3, 0, 2, 0, 1, -1, 0))                                     \
    X("LEA.HI.X R4, R20, R5, R1, 0x2", N_LEA_HI(4, 20, 5, 0, 1, 2, 1, 0, -1))                                  \
    X("LEA.LO P0, R6, R2, c[0x0][0x10], 0x1", N_LEA_LO(6, 2, RZ, nat_cword(s, 0, 0x10), 1, 0, 0, 0, 0))        \
    X("LEA.HI.X P1, R7, R2, R5, R4, 0x3", N_LEA_HI(7, 2, 5, 0, 4, 3, 1, 0, 1))                                 \
    X("LEA.LO R8, R6, 0x100, 0x4", N_LEA_LO(8, 6, RZ, 0x100u, 4, 0, 0, -1, 0))                                 \
    X("LEA.LO.X R9.CC, R8, R2, 0x1", N_LEA_LO(9, 8, 2, 0, 1, 1, 1, -1, 0))                                     \
    X("LEA.LO R3, -R9, R7, 0x1", N_LEA_LO(3, 9, 7, 0, 1, 0, 0, -1, 1))                                         \
    X("LEA.HI R5, R8, c[0x0][0x14], R9, 0x5", N_LEA_HI(5, 8, RZ, nat_cword(s, 0, 0x14), 9, 5, 0, 0, -1))

/* The LEA body four times over (32 LEAs per loop iteration). */
#define LEA_BODY4(X) LEA_BODY(X) LEA_BODY(X) LEA_BODY(X) LEA_BODY(X)

#define LD_BODY(X)                                                                                         \
    X("LD.E R10, [R40]", N_LD(10, 1, AE(40, 0), 4))                                                            \
    X("LD.E.64 R12, [R40+0x200]", N_LD(12, 2, AE(40, 0x200), 8))                                               \
    X("LD.E.128 R16, [R40+0x400]", N_LD(16, 4, AE(40, 0x400), 16))                                             \
    X("LD R11, [R42+0x4]", N_LD(11, 1, A32(42, 4), 4))                                                         \
    X("LD.64 R14, [R42+0x208]", N_LD(14, 2, A32(42, 0x208), 8))                                                \
    X("LD.E.128 R24, [R40+0x1000]", N_LD(24, 4, AE(40, 0x1000), 16))                                           \
    X("LD.E.U8 R21, [R40+0x3]", N_LD(21, 1, AE(40, 3), 1))                                                     \
    X("LD.E.S16 R22, [R40+0x802]", N_LDS(22, AE(40, 0x802), 2, int16_t))

#define LDC_BODY(X)                                                                                        \
    X("LDC R10, c[0x2][0x10]", N_LDCU(10, 1, 2, 0x10u))                                                        \
    X("LDC.64 R12, c[0x2][0x20]", N_LDCU(12, 2, 2, 0x20u))                                                     \
    X("LDC R14, c[0x2][R43+0x8]", N_LDC(14, 1, 2, 0, R[43][l] + 8u))                                           \
    X("LDC.64 R16, c[0x1][R45+0x100]", N_LDC(16, 2, 1, 0, R[45][l] + 0x100u))                                  \
    X("LDC.IL R15, c[0x1][R43+0x40]", N_LDC(15, 1, 1, (R[43][l] + 0x40u) >> 16, (R[43][l] + 0x40u) & 0xffff))  \
    X("LDC.IS R18, c[0x1][R44+0x20]", N_LDC(18, 1, 1, R[44][l] >> 16, 0x20u + (R[44][l] & 0xffff)))            \
    X("LDC R19, c[0x3][R43+0x200]", N_LDC(19, 1, 3, 0, R[43][l] + 0x200u))                                    \
    X("LDC R21, c[0x3][0x44]", N_LDCU(21, 1, 3, 0x44u))

/* A kernel: 64-bit address of element R0 from c[0][0x20..0x27], loads, a
 * constant table indexed per lane, and address arithmetic on the results. */
#define LD_BODY2(X) LD_BODY(X) LD_BODY(X)
#define LDC_BODY2(X) LDC_BODY(X) LDC_BODY(X)

#define MIX_BODY(X)                                                                                        \
    X("LEA.LO R10.CC, R0, c[0x0][0x20], 0x4", N_LEA_LO(10, 0, RZ, nat_cword(s, 0, 0x20), 4, 0, 1, -1, 0))      \
    X("LEA.HI.X R11, R0, c[0x0][0x24], R1, 0x4", N_LEA_HI(11, 0, RZ, nat_cword(s, 0, 0x24), 1, 4, 1, 0, -1))   \
    X("LD.E.128 R12, [R10]", N_LD(12, 4, AE(10, 0), 16))                                                       \
    X("LDC R16, c[0x2][R43]", N_LDC(16, 1, 2, 0, R[43][l]))                                                    \
    X("LEA.LO R17.CC, R12, R20, 0x2", N_LEA_LO(17, 12, 20, 0, 2, 0, 1, -1, 0))                                 \
    X("LEA.HI.X P2, R18, R12, R16, R13, 0x2", N_LEA_HI(18, 12, 16, 0, 13, 2, 1, 0, 2))                         \
    X("LD.E R19, [R40+0x100]", N_LD(19, 1, AE(40, 0x100), 4))                                                  \
    X("LDC.64 R22, c[0x1][R45+0x80]", N_LDC(22, 2, 1, 0, R[45][l] + 0x80u))                                    \
    X("LEA.LO P3, R24, R19, R22, 0x3", N_LEA_LO(24, 19, 22, 0, 3, 0, 0, 3, 0))                                 \
    X("LD.64 R26, [R42+0x10]", N_LD(26, 2, A32(42, 0x10), 8))

#define MIX_BODY2(X) MIX_BODY(X) MIX_BODY(X)

typedef struct bench {
    const char *name, *what;
    const char *const *text;
    unsigned ninsts;
    void (*native_body)(nat *s);
} bench;

#define TEXT(t, code) t,
#define COUNT(t, code) +1
#define CODE(t, code) { code }
#define DEFINE(NAME, BODY)                                                                        \
    static const char *const NAME##_text[] = {BODY(TEXT) NULL};                                   \
    static void NAME##_native(nat *s) { BODY(CODE) }                                              \
    enum { NAME##_n = 0 BODY(COUNT) };
DEFINE(lea, LEA_BODY4)
DEFINE(ld, LD_BODY2)
DEFINE(ldc, LDC_BODY2)
DEFINE(mix, MIX_BODY2)

static const bench benches[] = {
    {"lea", "LEA .LO/.HI, .X, .CC, Plg, -Ra; register, constant, immediate Sb", lea_text, lea_n, lea_native},
    {"ld", "LD .E/32-bit address, .U8 .S16 .32 .64 .128, global", ld_text, ld_n, ld_native},
    {"ldc", "LDC .32/.64, c[b][imm], c[b][Ra+imm] IA/IL/IS", ldc_text, ldc_n, ldc_native},
    {"mixed", "LEA address pairs + LD.E + LDC, a kernel body", mix_text, mix_n, mix_native},
};

/* The loop around a body, as SASS:
 *   MOV32I R20, 0x0 ; LOOP: body ; IADD R20, R20, 0x1 ;
 *   ISETP.LT.U32.AND P6, PT, R20, c[0x0][0x30], PT ; @P6 BRA LOOP ; EXIT ;
 * executes 2 + iters * (body + 3) instructions. */
static void native_run(nat *s, const bench *b, uint32_t iters)
{
    LANE_LOOP R[20][l] = 0;
    for (;;) {
        b->native_body(s);
        uint32_t all = 1;
        LANE_LOOP {
            R[20][l] += 1;
            s->p[6][l] = R[20][l] < iters;
            all &= s->p[6][l];
        }
        if (!all) break;   /* the program's loop is uniform: every lane leaves together */
    }
}

static void nat_init(nat *s, uint8_t *gE, uint8_t *g32, uint8_t (*cbanks)[0x10000])
{
    memset(s, 0, sizeof *s);
    for (unsigned i = 0; i < sizeof init_regs / sizeof init_regs[0]; i++)
        for (unsigned l = 0; l < LANES; l++) R[init_regs[i]][l] = init_reg(init_regs[i], l);
    memset(s->p[7], 1, LANES);
    s->gE = gE;
    s->g32 = g32;
    for (unsigned b = 0; b < CBANKS; b++) s->cb[b] = cbanks[b];
}
#undef R

/* ---- text buffers ---- */

typedef struct buf {
    char *p;
    size_t n, cap;
} buf;

static void bprintf(buf *b, const char *fmt, ...)
{
    va_list ap;
    if (!b->p && !(b->p = malloc(b->cap = 4096))) exit(3);
    for (;;) {
        va_start(ap, fmt);
        int k = vsnprintf(b->p + b->n, b->cap - b->n, fmt, ap);
        va_end(ap);
        if (k >= 0 && (size_t)k < b->cap - b->n) {
            b->n += (size_t)k;
            return;
        }
        b->cap = b->cap * 2 + (size_t)(k > 0 ? k : 0) + 4096;
        b->p = realloc(b->p, b->cap);
        if (!b->p) exit(3);
    }
}

static void program_text(buf *o, const bench *b)
{
    bprintf(o, "// bench/sass_bench.c: %s\n        MOV32I R20, 0x0 ;\nLOOP:\n", b->what);
    for (unsigned i = 0; b->text[i]; i++) bprintf(o, "        %s ;\n", b->text[i]);
    bprintf(o, "        IADD R20, R20, 0x1 ;\n        ISETP.LT.U32.AND P6, PT, R20, c[0x0][0x30], PT ;\n"
               "  @P6   BRA LOOP ;\n        EXIT ;\n");
}

static void words_json(buf *o, const char *space, uint64_t addr, const uint32_t *w, unsigned n, int bank)
{
    if (bank >= 0) bprintf(o, "    {\"bank\": %d, \"offset\": 0, \"type\": \"u32\", \"values\": [", bank);
    else bprintf(o, "    {\"space\": \"%s\", \"address\": \"0x%llx\", \"type\": \"u32\", \"values\": [", space,
                 (unsigned long long)addr);
    for (unsigned i = 0; i < n; i++) bprintf(o, "%s%u", i ? ", " : "", w[i]);
    bprintf(o, "]}");
}

/* The state file: lanes, registers, the two global regions, banks 0..3. */
static void state_text(buf *o, uint32_t iters, uint8_t *gE, uint8_t *g32, uint8_t (*cbanks)[0x10000])
{
    static uint32_t w[GLEN / 4];
    bprintf(o, "{\n  \"lanes\": %d,\n  \"regs\": {", LANES);
    for (unsigned i = 0; i < sizeof init_regs / sizeof init_regs[0]; i++) {
        bprintf(o, "%s\n    \"R%u\": [", i ? "," : "", init_regs[i]);
        for (unsigned l = 0; l < LANES; l++) bprintf(o, "%s%u", l ? ", " : "", init_reg(init_regs[i], l));
        bprintf(o, "]");
    }
    bprintf(o, "\n  },\n  \"memory\": [\n");
    for (unsigned i = 0; i < GLEN / 4; i++) w[i] = gword(GBASE_E, i);
    memcpy(gE, w, GLEN);
    words_json(o, "global", GBASE_E, w, GLEN / 4, -1);
    bprintf(o, ",\n");
    for (unsigned i = 0; i < GLEN / 4; i++) w[i] = gword(GBASE_32, i);
    memcpy(g32, w, GLEN);
    words_json(o, "global", GBASE_32, w, GLEN / 4, -1);
    bprintf(o, "\n  ],\n  \"constants\": [\n");
    for (unsigned b = 0; b < CBANKS; b++) {
        for (unsigned i = 0; i < CWORDS; i++) w[i] = cword(b, i);
        if (b == 0) {   /* c[0][0x20] = the LD.E base 0x1_0000_0000; c[0][0x30] = iterations */
            w[0x20 / 4] = (uint32_t)GBASE_E;
            w[0x24 / 4] = (uint32_t)(GBASE_E >> 32);
            w[0x30 / 4] = iters;
        }
        memset(cbanks[b], 0, 0x10000);
        memcpy(cbanks[b], w, CWORDS * 4);
        words_json(o, NULL, 0, w, CWORDS, (int)b);
        bprintf(o, "%s\n", b + 1 < CBANKS ? "," : "");
    }
    bprintf(o, "  ]\n}\n");
}

/* ---- running ---- */

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int write_file(const char *dir, const char *name, const char *ext, const char *text, size_t n)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s.%s", dir, name, ext);
    FILE *f = fopen(path, "w");
    if (!f || fwrite(text, 1, n, f) != n || fclose(f) != 0) {
        fprintf(stderr, "sass_bench: cannot write %s\n", path);
        return -1;
    }
    return 0;
}

typedef struct figures {
    double emu, native;   /* best seconds per run */
    uint64_t insts;
} figures;

static int run_bench(gi_ctx *ctx, const bench *b, uint64_t want, unsigned repeat, const char *emit, figures *fig)
{
    static uint8_t gE[GLEN], g32[GLEN], cbanks[CBANKS][0x10000];
    static nat ns;
    uint32_t iters = (uint32_t)((want - 2 + b->ninsts + 2) / (b->ninsts + 3));
    if (iters < 1) iters = 1;
    uint64_t expect = 2 + (uint64_t)iters * (b->ninsts + 3);
    buf prog = {0}, state = {0};
    program_text(&prog, b);
    state_text(&state, iters, gE, g32, cbanks);
    if (emit) {
        char cnt[32];
        int k = snprintf(cnt, sizeof cnt, "%llu\n", (unsigned long long)expect);
        if (write_file(emit, b->name, "s", prog.p, prog.n) || write_file(emit, b->name, "json", state.p, state.n) ||
            write_file(emit, b->name, "count", cnt, (size_t)k))
            return -1;
    }
    gi_result *res = gi_assemble(ctx, b->name, prog.p, prog.n);
    char err[256];
    gi_emu *e = gi_result_errors(res) ? NULL : gi_emu_new(ctx, err, sizeof err);
    if (!e || gi_emu_load_result(e, res) || gi_emu_load_state_json(e, state.p, state.n)) {
        for (size_t i = 0; i < gi_result_diag_count(res); i++) gi_diag_print(stderr, gi_result_diag(res, i));
        fprintf(stderr, "sass_bench: %s: cannot set up: %s\n", b->name, e ? gi_emu_error(e) : err);
        return -1;
    }
    gi_result_free(res);
    free(prog.p);
    free(state.p);

    /* one run of each side from the same state, then compare every lane */
    nat_init(&ns, gE, g32, cbanks);
    if (gi_emu_run(e, 0) != GI_RUN_END) return fprintf(stderr, "sass_bench: %s: %s\n", b->name, gi_emu_error(e)), -1;
    native_run(&ns, b, iters);
    fig->insts = gi_emu_instructions(e);
    int bad = fig->insts != expect || gi_emu_fault_count(e) != 0 || ns.faults != 0;
    if (bad)
        fprintf(stderr, "sass_bench: %s: %llu instructions (want %llu), %zu faults, %u native faults\n", b->name,
                (unsigned long long)fig->insts, (unsigned long long)expect, gi_emu_fault_count(e), ns.faults);
    for (unsigned r = 0; r < RZ && !bad; r++) {
        char name[8];
        snprintf(name, sizeof name, "R%u", r);
        for (unsigned l = 0; l < LANES && !bad; l++) {
            uint64_t v = 0;
            gi_emu_reg_read(e, name, (int)l, &v);
            if (v != ns.r[r][l]) {
                fprintf(stderr, "sass_bench: %s: R%u lane %u: gpuisa 0x%llx, native 0x%x\n", b->name, r, l,
                        (unsigned long long)v, ns.r[r][l]);
                bad = 1;
            }
        }
    }
    for (unsigned p = 0; p < 7 && !bad; p++) {
        char name[4] = {'P', (char)('0' + p), 0};
        for (unsigned l = 0; l < LANES && !bad; l++) {
            int v = 0;
            gi_emu_pred_read(e, name, (int)l, &v);
            if (v != ns.p[p][l]) {
                fprintf(stderr, "sass_bench: %s: P%u lane %u: gpuisa %d, native %d\n", b->name, p, l, v, ns.p[p][l]);
                bad = 1;
            }
        }
    }
    if (bad) {
        gi_emu_free(e);
        return -1;
    }

    /* timed runs, alternating the two sides; the state carries over */
    fig->emu = fig->native = 1e30;
    for (unsigned k = 0; k < repeat; k++) {
        double t0 = now();
        gi_run_status st = gi_emu_run(e, 0);
        double t1 = now();
        native_run(&ns, b, iters);
        double t2 = now();
        if (st != GI_RUN_END) return fprintf(stderr, "sass_bench: %s: %s\n", b->name, gi_emu_error(e)), -1;
        if (t1 - t0 < fig->emu) fig->emu = t1 - t0;
        if (t2 - t1 < fig->native) fig->native = t2 - t1;
    }
    /* keep the native result observable */
    uint32_t sum = 0;
    for (unsigned r = 0; r < RZ; r++) sum ^= ns.r[r][r % LANES];
    if (sum == 0x5eed5eedu) fputc('\n', stderr);
    gi_emu_free(e);
    return 0;
}

int main(int argc, char **argv)
{
    uint64_t want = 1000000;
    unsigned repeat = 5;
    const char *emit = NULL, *only = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--insts") && i + 1 < argc) want = strtoull(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--repeat") && i + 1 < argc) repeat = (unsigned)strtoul(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--emit") && i + 1 < argc) emit = argv[++i];
        else if (!strcmp(argv[i], "--only") && i + 1 < argc) only = argv[++i];
        else {
            fprintf(stderr, "usage: sass_bench [--insts N] [--repeat R] [--emit DIR] [--only NAME]\n");
            return 2;
        }
    }
    if (want < 100) want = 100;
    if (want > 2000000000ull) want = 2000000000ull;
    if (repeat < 1) repeat = 1;
    gi_options opt = {"sm_50", NULL, 0};
    char err[256];
    gi_ctx *ctx = gi_ctx_new(GI_ISA_SASS, &opt, err, sizeof err);
    if (!ctx) return fprintf(stderr, "sass_bench: %s\n", err), 1;
    printf("SASS sm_50, %d lanes, ~%llu executed instructions per run, best of %u runs (gi_emu_run only)\n", LANES,
           (unsigned long long)want, repeat);
    printf("%-6s %10s %10s %14s %14s %8s  %s\n", "bench", "insts", "gpuisa ms", "gpuisa lane/s", "native lane/s",
           "ratio", "(ratio = gpuisa time / native time)");
    figures f[sizeof benches / sizeof benches[0]];
    int rc = 0;
    for (size_t i = 0; i < sizeof benches / sizeof benches[0]; i++) {
        if (only) {
            if (strcmp(only, benches[i].name)) continue;
            rc = run_bench(ctx, &benches[i], want, repeat, emit, &f[i]) != 0;
            if (!rc)
                printf("%-6s %10llu %10.3f %14.3e %14.3e %8.2f\n", benches[i].name, (unsigned long long)f[i].insts,
                       f[i].emu * 1e3, (double)f[i].insts * LANES / f[i].emu, (double)f[i].insts * LANES / f[i].native,
                       f[i].emu / f[i].native);
            gi_ctx_free(ctx);
            return rc;
        }
        if (run_bench(ctx, &benches[i], want, repeat, emit, &f[i]) != 0) {
            rc = 1;
            continue;
        }
        double lanes = (double)f[i].insts * LANES;
        printf("%-6s %10llu %10.3f %14.3e %14.3e %8.2f\n", benches[i].name, (unsigned long long)f[i].insts,
               f[i].emu * 1e3, lanes / f[i].emu, lanes / f[i].native, f[i].emu / f[i].native);
        fflush(stdout);
    }
    if (!rc) {
        double li = 0, te = 0, tn = 0;
        for (size_t i = 0; i < sizeof benches / sizeof benches[0]; i++) {
            li += (double)f[i].insts * LANES;
            te += f[i].emu;
            tn += f[i].native;
        }
        printf("%-6s %10.0f %10.3f %14.3e %14.3e %8.2f\n", "all", li / LANES, te * 1e3, li / te, li / tn, te / tn);
        printf("targets: >= 1e9 lane-instructions/s overall: %s (%.3g); LEA <= 2x native: %s (%.2fx)\n",
               li / te >= 1e9 ? "met" : "NOT met", li / te, f[0].emu / f[0].native <= 2.0 ? "met" : "NOT met",
               f[0].emu / f[0].native);
    }
    gi_ctx_free(ctx);
    return rc;
}
