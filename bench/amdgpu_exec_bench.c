/* AMDGPU executor benchmark (bench/README.md, "AMDGPU"): a VALU-integer loop
 * and a global-memory loop on gfx900 in wave64, assembled through the
 * library and run with gi_emu_run (what is timed; assembly and set-up are
 * not), against a native C loop doing the same per-lane work in the same
 * process. Each body is written once, as X-macro entries that expand both
 * to the assembly line and to its native C code. After one run of each
 * side from the same state, every VGPR of every lane, VCC and the global
 * region are compared (exit 1 on a difference).
 *
 * usage: amdgpu_exec_bench [--insts N] [--repeat R] [--only valu|mem]
 *   --insts   executed instructions per run (default 1000000)
 *   --repeat  timed runs per side, the best is reported (default 5)
 * The targets are reported, not asserted. */
#define _POSIX_C_SOURCE 200809L   /* clock_gettime */
#include <gpuisa/gpuisa.h>
#include <gpuisa/run.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { LANES = 64, NV = 32 };

#define GBASE 0x100000000ull    /* the global region: 64 KiB */
#define GLEN 0x10000u
#define SHARED_BASE 0x0001000000000000ull   /* the default apertures (spec D-AP1) */
#define PRIVATE_BASE 0x0002000000000000ull
#define SBASE (GBASE + 0x8000u)  /* s[4:5]: the saddr base of the memory body */
#define S6 0x9e3779b9u           /* a uniform operand */

static uint32_t gword(unsigned i) { return i * 2654435761u + 12345u; }

/* initial VGPRs: v0 = lane, v1 seed, v[2:3] = GBASE + 0x1000 + 16 * lane, v13 = 4 * lane */
static uint32_t init_v(unsigned r, unsigned l)
{
    switch (r) {
    case 0: return l;
    case 1: return 0x1000u * l + 0x77u;
    case 2: return (uint32_t)GBASE + 0x1000u + 16u * l;
    case 3: return (uint32_t)(GBASE >> 32);
    case 13: return 4u * l;
    default: return 0;
    }
}

/* ---- native side ---- */

typedef struct nat {
    uint32_t v[NV][LANES];
    uint8_t vcc[LANES];
    uint8_t *g;          /* the global region */
    unsigned faults;
} nat;

#define V s->v
#define LANE_LOOP for (unsigned l = 0; l < LANES; l++)
#define N1(EXPR) LANE_LOOP { EXPR; }

/* the per-lane work of one global access: alignment, the two aperture
 * windows, the region lookup with its bounds (what the emulator checks) */
static inline uint8_t *nat_global(nat *s, uint64_t a, unsigned n)
{
    if (a & (n < 4 ? n - 1 : 3)) return s->faults++, NULL;
    if (a - SHARED_BASE < (1ull << 32) || a - PRIVATE_BASE < (1ull << 32)) return s->faults++, NULL;
    if (a >= GBASE && a - GBASE <= GLEN - n) return s->g + (a - GBASE);
    return s->faults++, NULL;
}
#define VA(off) (((uint64_t)V[3][l] << 32 | V[2][l]) + (uint64_t)(int64_t)(off))
#define SA(vr, off) (SBASE + V[vr][l] + (uint64_t)(int64_t)(off))
#define N_LD(d, cnt, ADDR)                                                  \
    LANE_LOOP {                                                             \
        uint8_t *p = nat_global(s, (ADDR), 4 * cnt);                        \
        for (unsigned k = 0; k < cnt; k++) {                                \
            uint32_t w = 0;                                                 \
            if (p) memcpy(&w, p + 4 * k, 4);                                \
            V[d + k][l] = w;                                                \
        }                                                                   \
    }
#define N_LDS(d, ADDR, T)                                                   \
    LANE_LOOP {                                                             \
        uint8_t *p = nat_global(s, (ADDR), sizeof(T));                      \
        T w = 0;                                                            \
        if (p) memcpy(&w, p, sizeof(T));                                    \
        V[d][l] = (uint32_t)(int32_t)w;                                     \
    }
#define N_ST(src, cnt, ADDR)                                                \
    LANE_LOOP {                                                             \
        uint8_t *p = nat_global(s, (ADDR), 4 * cnt);                        \
        if (p)                                                              \
            for (unsigned k = 0; k < cnt; k++) memcpy(p + 4 * k, &V[src + k][l], 4); \
    }

static inline uint32_t bfe_u(uint32_t a, unsigned o, unsigned w) { return w ? (a >> o) & ((1u << w) - 1) : 0; }
static inline int32_t sx24(uint32_t a) { return (int32_t)(a << 8) >> 8; }

/* ---- the bodies: X(text, native code) ---- */

/* 32 VALU integer instructions of wave64: VOP2/VOP3, VGPR, SGPR, inline and
 * literal operands, the VCC carry chain and v_cndmask */
#define VALU_BODY(X)                                                                                   \
    X("v_add_u32 v2, v0, v1", N1(V[2][l] = V[0][l] + V[1][l]))                                          \
    X("v_xor_b32 v3, s6, v2", N1(V[3][l] = S6 ^ V[2][l]))                                               \
    X("v_lshlrev_b32 v4, 3, v3", N1(V[4][l] = V[3][l] << 3))                                            \
    X("v_sub_u32 v5, v4, v2", N1(V[5][l] = V[4][l] - V[2][l]))                                          \
    X("v_and_b32 v6, 0xff00ff, v5", N1(V[6][l] = 0xff00ffu & V[5][l]))                                  \
    X("v_or_b32 v7, v6, v1", N1(V[7][l] = V[6][l] | V[1][l]))                                           \
    X("v_lshrrev_b32 v8, v0, v7", N1(V[8][l] = V[7][l] >> (V[0][l] & 31)))                              \
    X("v_ashrrev_i32 v9, 5, v7", N1(V[9][l] = (uint32_t)((int32_t)V[7][l] >> 5)))                       \
    X("v_mul_lo_u32 v10, v9, v3", N1(V[10][l] = V[9][l] * V[3][l]))                                     \
    X("v_mul_hi_u32 v11, v10, v2", N1(V[11][l] = (uint32_t)(((uint64_t)V[10][l] * V[2][l]) >> 32)))     \
    X("v_mad_u32_u24 v12, v10, v11, v1",                                                               \
      N1(V[12][l] = (V[10][l] & 0xffffffu) * (V[11][l] & 0xffffffu) + V[1][l]))                        \
    X("v_max_u32 v13, v12, v4", N1(V[13][l] = V[12][l] > V[4][l] ? V[12][l] : V[4][l]))                 \
    X("v_min_i32 v14, v13, v9",                                                                        \
      N1(V[14][l] = (int32_t)V[13][l] < (int32_t)V[9][l] ? V[13][l] : V[9][l]))                         \
    X("v_bfe_u32 v15, v14, 4, 12", N1(V[15][l] = bfe_u(V[14][l], 4, 12)))                              \
    X("v_add_co_u32 v16, vcc, v15, v12",                                                               \
      N1(uint64_t t = (uint64_t)V[15][l] + V[12][l]; V[16][l] = (uint32_t)t; s->vcc[l] = (uint8_t)(t >> 32))) \
    X("v_addc_co_u32 v17, vcc, v16, v13, vcc",                                                         \
      N1(uint64_t t = (uint64_t)V[16][l] + V[13][l] + s->vcc[l]; V[17][l] = (uint32_t)t;               \
         s->vcc[l] = (uint8_t)(t >> 32)))                                                              \
    X("v_sub_co_u32 v18, vcc, v17, v14",                                                               \
      N1(s->vcc[l] = V[17][l] < V[14][l]; V[18][l] = V[17][l] - V[14][l]))                              \
    X("v_subb_co_u32 v19, vcc, v18, v0, vcc",                                                          \
      N1(uint64_t b = (uint64_t)V[0][l] + s->vcc[l]; s->vcc[l] = V[18][l] < b;                         \
         V[19][l] = (uint32_t)(V[18][l] - b)))                                                         \
    X("v_cndmask_b32 v20, v18, v19, vcc", N1(V[20][l] = s->vcc[l] ? V[19][l] : V[18][l]))               \
    X("v_xor_b32 v21, v20, v17", N1(V[21][l] = V[20][l] ^ V[17][l]))                                    \
    X("v_not_b32 v22, v21", N1(V[22][l] = ~V[21][l]))                                                   \
    X("v_mov_b32 v23, v22", N1(V[23][l] = V[22][l]))                                                    \
    X("v_mul_u32_u24 v24, v23, v0", N1(V[24][l] = (V[23][l] & 0xffffffu) * (V[0][l] & 0xffffffu)))      \
    X("v_mul_i32_i24 v25, v24, -7", N1(V[25][l] = (uint32_t)(sx24(V[24][l]) * -7)))                     \
    X("v_max_i32 v26, v25, v21",                                                                       \
      N1(V[26][l] = (int32_t)V[25][l] > (int32_t)V[21][l] ? V[25][l] : V[21][l]))                       \
    X("v_min_u32 v27, v26, v11", N1(V[27][l] = V[26][l] < V[11][l] ? V[26][l] : V[11][l]))              \
    X("v_subrev_u32 v28, v27, v26", N1(V[28][l] = V[26][l] - V[27][l]))                                 \
    X("v_mul_hi_i32 v29, v28, v3",                                                                     \
      N1(V[29][l] = (uint32_t)((uint64_t)((int64_t)(int32_t)V[28][l] * (int32_t)V[3][l]) >> 32)))       \
    X("v_bfe_i32 v30, v29, v0, 9",                                                                     \
      N1(uint32_t f = bfe_u(V[29][l], V[0][l] & 31, 9); V[30][l] = (uint32_t)((int32_t)(f << 23) >> 23))) \
    X("v_lshlrev_b32 v31, v0, v30", N1(V[31][l] = V[30][l] << (V[0][l] & 31)))                           \
    X("v_xor_b32 v1, v31, v1", N1(V[1][l] = V[31][l] ^ V[1][l]))                                        \
    X("v_add_u32 v1, 0x1234, v1", N1(V[1][l] = 0x1234u + V[1][l]))

/* 16 global accesses (VGPR-pair and saddr addresses, dword/x2/x4, sub-dword
 * sign extension, stores) and a few VALU ops on the loaded data */
#define MEM_BODY(X)                                                                                    \
    X("global_load_dword v4, v[2:3], off", N_LD(4, 1, VA(0)))                                           \
    X("global_load_dwordx2 v[5:6], v[2:3], off offset:256", N_LD(5, 2, VA(256)))                        \
    X("global_load_dwordx4 v[8:11], v[2:3], off offset:1024", N_LD(8, 4, VA(1024)))                     \
    X("global_load_dword v12, v13, s[4:5] offset:16", N_LD(12, 1, SA(13, 16)))                          \
    X("v_add_u32 v14, v4, v5", N1(V[14][l] = V[4][l] + V[5][l]))                                        \
    X("global_store_dword v[2:3], v14, off offset:2048", N_ST(14, 1, VA(2048)))                         \
    X("global_store_dwordx2 v[2:3], v[8:9], off offset:3072", N_ST(8, 2, VA(3072)))                     \
    X("global_load_ubyte v15, v[2:3], off offset:3", N_LDS(15, VA(3), uint8_t))                         \
    X("global_load_sshort v16, v[2:3], off offset:2050", N_LDS(16, VA(2050), int16_t))                  \
    X("v_xor_b32 v17, v16, v12", N1(V[17][l] = V[16][l] ^ V[12][l]))                                    \
    X("global_store_dword v13, v17, s[4:5] offset:-64", N_ST(17, 1, SA(13, -64)))                       \
    X("global_load_dwordx2 v[18:19], v13, s[4:5] offset:-64", N_LD(18, 2, SA(13, -64)))                 \
    X("global_store_dwordx4 v[2:3], v[8:11], off offset:4080", N_ST(8, 4, VA(4080)))                    \
    X("global_load_dwordx4 v[20:23], v[2:3], off offset:4080", N_LD(20, 4, VA(4080)))                   \
    X("global_load_sbyte v24, v13, s[4:5] offset:7", N_LDS(24, SA(13, 7), int8_t))                      \
    X("global_load_dword v25, v[2:3], off offset:-4096", N_LD(25, 1, VA(-4096)))                        \
    X("v_add_u32 v1, v1, v20", N1(V[1][l] = V[1][l] + V[20][l]))                                        \
    X("global_store_dword v[2:3], v1, off offset:8", N_ST(1, 1, VA(8)))

typedef struct bench {
    const char *name, *what;
    const char *const *text;
    unsigned ninsts;
    void (*native_body)(nat *s);
} bench;

#define TEXT(t, code) t,
#define COUNT(t, code) +1
#define CODE(t, code) { code }
#define DEFINE(NAME, BODY)                                                \
    static const char *const NAME##_text[] = {BODY(TEXT) NULL};           \
    static void NAME##_native(nat *s) { BODY(CODE) }                      \
    enum { NAME##_n = 0 BODY(COUNT) };
DEFINE(valu, VALU_BODY)
DEFINE(mem, MEM_BODY)

static const bench benches[] = {
    {"valu", "32 VALU integer ops: VOP2/VOP3, SGPR/inline/literal, VCC carries, cndmask", valu_text, valu_n,
     valu_native},
    {"mem", "global_load/store dword..x4, ubyte/sbyte/sshort, VGPR pair and saddr, + VALU", mem_text, mem_n,
     mem_native},
};

/* The loop, as assembly:
 *   s_mov_b32 s0, 0 ; LOOP: body ; s_add_u32 s0, s0, 1 ; s_cmp_lt_u32 s0, s1 ;
 *   s_cbranch_scc1 LOOP ; s_endpgm
 * executes 2 + iters * (body + 3) instructions. */
static void native_run(nat *s, const bench *b, uint32_t iters)
{
    for (uint32_t i = 0; i < iters; i++) b->native_body(s);
}
#undef V

/* ---- running ---- */

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static char *program_text(const bench *b)
{
    size_t cap = 4096;
    for (unsigned i = 0; b->text[i]; i++) cap += strlen(b->text[i]) + 16;
    char *p = malloc(cap);
    if (!p) exit(3);
    size_t n = (size_t)snprintf(p, cap, "// bench/amdgpu_exec_bench.c: %s\n  s_mov_b32 s0, 0\nLOOP:\n", b->what);
    for (unsigned i = 0; b->text[i]; i++) n += (size_t)snprintf(p + n, cap - n, "  %s\n", b->text[i]);
    snprintf(p + n, cap - n, "  s_add_u32 s0, s0, 1\n  s_cmp_lt_u32 s0, s1\n  s_cbranch_scc1 LOOP\n  s_endpgm\n");
    return p;
}

static int set_state(gi_emu *e, nat *s, uint8_t *g, uint32_t iters)
{
    char name[8];
    memset(s, 0, sizeof *s);
    for (unsigned i = 0; i < GLEN / 4; i++) {
        uint32_t w = gword(i);
        memcpy(g + 4 * i, &w, 4);
    }
    s->g = g;
    int rc = gi_emu_mem_map(e, GI_SPACE_GLOBAL, GBASE, GLEN) || gi_emu_mem_write(e, GI_SPACE_GLOBAL, -1, GBASE, g, GLEN);
    rc |= gi_emu_reg_write(e, "s1", -1, iters) || gi_emu_reg_write(e, "s4", -1, (uint32_t)SBASE) ||
          gi_emu_reg_write(e, "s5", -1, SBASE >> 32) || gi_emu_reg_write(e, "s6", -1, S6) ||
          gi_emu_reg_write(e, "vcc", -1, 0);
    for (unsigned r = 0; r < NV; r++) {
        snprintf(name, sizeof name, "v%u", r);
        for (unsigned l = 0; l < LANES; l++) {
            s->v[r][l] = init_v(r, l);
            rc |= gi_emu_reg_write(e, name, (int)l, s->v[r][l]);
        }
    }
    return rc ? -1 : 0;
}

/* every VGPR of every lane, VCC and the global region */
static int compare(gi_emu *e, const nat *s, const char *bn)
{
    static uint8_t eg[GLEN];
    char name[8];
    uint64_t vcc = 0, want = 0, v = 0;
    for (unsigned r = 0; r < NV; r++) {
        snprintf(name, sizeof name, "v%u", r);
        for (unsigned l = 0; l < LANES; l++)
            if (gi_emu_reg_read(e, name, (int)l, &v) || v != s->v[r][l])
                return fprintf(stderr, "amdgpu_exec_bench: %s: v%u lane %u: gpuisa 0x%llx, native 0x%x\n", bn, r, l,
                               (unsigned long long)v, s->v[r][l]), -1;
    }
    for (unsigned l = 0; l < LANES; l++) want |= (uint64_t)s->vcc[l] << l;
    if (gi_emu_reg_read(e, "vcc", -1, &vcc) || vcc != want)
        return fprintf(stderr, "amdgpu_exec_bench: %s: vcc gpuisa 0x%llx, native 0x%llx\n", bn,
                       (unsigned long long)vcc, (unsigned long long)want), -1;
    if (gi_emu_mem_read(e, GI_SPACE_GLOBAL, -1, GBASE, eg, GLEN) || memcmp(eg, s->g, GLEN))
        return fprintf(stderr, "amdgpu_exec_bench: %s: the global region differs\n", bn), -1;
    return 0;
}

typedef struct figures {
    double emu, native;   /* best seconds per run */
    uint64_t insts;
} figures;

static int run_bench(gi_ctx *ctx, const bench *b, uint64_t want, unsigned repeat, figures *fig)
{
    static uint8_t g[GLEN];
    static nat ns;
    uint32_t iters = (uint32_t)((want - 2 + b->ninsts + 2) / (b->ninsts + 3));
    if (iters < 1) iters = 1;
    uint64_t expect = 2 + (uint64_t)iters * (b->ninsts + 3);
    char *prog = program_text(b);
    gi_result *res = gi_assemble(ctx, b->name, prog, strlen(prog));
    char err[256] = "assembly failed";
    gi_emu *e = gi_result_errors(res) ? NULL : gi_emu_new(ctx, err, sizeof err);
    if (!e || gi_emu_load_result(e, res) || set_state(e, &ns, g, iters)) {
        for (size_t i = 0; i < gi_result_diag_count(res); i++) gi_diag_print(stderr, gi_result_diag(res, i));
        fprintf(stderr, "amdgpu_exec_bench: %s: cannot set up: %s\n", b->name, e ? gi_emu_error(e) : err);
        gi_result_free(res);
        free(prog);
        if (e) gi_emu_free(e);
        return -1;
    }
    gi_result_free(res);
    free(prog);
    gi_emu_set_limits(e, expect + 1, 0);

    /* one run of each side from the same state, then compare */
    int bad = 0;
    if (gi_emu_run(e, 0) != GI_RUN_END) {
        fprintf(stderr, "amdgpu_exec_bench: %s: %s\n", b->name, gi_emu_error(e));
        bad = 1;
    }
    native_run(&ns, b, iters);
    fig->insts = gi_emu_instructions(e);
    if (!bad && (fig->insts != expect || gi_emu_fault_count(e) != 0 || ns.faults != 0)) {
        fprintf(stderr, "amdgpu_exec_bench: %s: %llu instructions (want %llu), %zu faults, %u native faults\n",
                b->name, (unsigned long long)fig->insts, (unsigned long long)expect, gi_emu_fault_count(e), ns.faults);
        bad = 1;
    }
    if (!bad && compare(e, &ns, b->name)) bad = 1;
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
        if (st != GI_RUN_END) {
            fprintf(stderr, "amdgpu_exec_bench: %s: %s\n", b->name, gi_emu_error(e));
            gi_emu_free(e);
            return -1;
        }
        if (t1 - t0 < fig->emu) fig->emu = t1 - t0;
        if (t2 - t1 < fig->native) fig->native = t2 - t1;
    }
    /* the sides must still agree after the timed runs (also keeps the native work observable) */
    bad = compare(e, &ns, b->name);
    gi_emu_free(e);
    return bad;
}

int main(int argc, char **argv)
{
    uint64_t want = 1000000;
    unsigned repeat = 5;
    const char *only = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--insts") && i + 1 < argc) want = strtoull(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--repeat") && i + 1 < argc) repeat = (unsigned)strtoul(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--only") && i + 1 < argc) only = argv[++i];
        else {
            fprintf(stderr, "usage: amdgpu_exec_bench [--insts N] [--repeat R] [--only valu|mem]\n");
            return 2;
        }
    }
    if (want < 100) want = 100;
    if (want > 2000000000ull) want = 2000000000ull;
    if (repeat < 1) repeat = 1;
    gi_options opt = {"gfx900", NULL, 0};
    char err[256];
    gi_ctx *ctx = gi_ctx_new(GI_ISA_AMDGPU, &opt, err, sizeof err);
    if (!ctx) return fprintf(stderr, "amdgpu_exec_bench: %s\n", err), 1;
    printf("AMDGPU gfx900 wave64, %d lanes active, ~%llu executed instructions per run, best of %u runs "
           "(gi_emu_run only)\n", LANES, (unsigned long long)want, repeat);
    printf("%-6s %10s %10s %14s %14s %8s  %s\n", "bench", "insts", "gpuisa ms", "gpuisa lane/s", "native lane/s",
           "ratio", "(ratio = gpuisa time / native time)");
    int rc = 0;
    double valu_rate = 0;
    for (size_t i = 0; i < sizeof benches / sizeof benches[0]; i++) {
        figures f;
        if (only && strcmp(only, benches[i].name)) continue;
        if (run_bench(ctx, &benches[i], want, repeat, &f) != 0) {
            rc = 1;
            continue;
        }
        double lanes = (double)f.insts * LANES;
        printf("%-6s %10llu %10.3f %14.3e %14.3e %8.2f\n", benches[i].name, (unsigned long long)f.insts,
               f.emu * 1e3, lanes / f.emu, lanes / f.native, f.emu / f.native);
        fflush(stdout);
        if (i == 0) valu_rate = lanes / f.emu;
    }
    if (!rc && valu_rate > 0)
        printf("target: >= 1e9 lane-instructions/s on VALU integer work: %s (%.3g)\n",
               valu_rate >= 1e9 ? "met" : "NOT met", valu_rate);
    gi_ctx_free(ctx);
    return rc;
}
