/* vISA LSC benchmark: block2d and strided loads executed by gpuisa (pvc),
 * measured in bytes moved per second, against memcpy of the same number of
 * bytes per instruction in the same process. Only gi_emu_run is timed
 * (assembly and state set-up are not); the memcpy side copies the same
 * source bytes in one call per emulated instruction. After the runs the
 * destination registers are compared with the surface bytes, so that a fast
 * path that copied the wrong bytes fails the benchmark.
 *
 * usage: visa_bench [--insts N] [--repeat R] [--only block2d|strided]
 *   --insts   instructions per kernel (default 20000)
 *   --repeat  timed runs per side, the best is reported (default 5)
 *   --only    the kernels whose name starts so
 * Prints one line per kernel with both rates and the ratio (target >= 0.5);
 * exit 0 unless a run fails or the data differ (the target is reported, not
 * asserted). */
#define _POSIX_C_SOURCE 200809L   /* clock_gettime */
#include <gpuisa/gpuisa.h>
#include <gpuisa/run.h>
#include <jansson.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define SURF 0x100000ull      /* surface / buffer base */
#define SURF_PITCH 1024u      /* bytes per row */
#define SURF_ROWS 64u

typedef struct kernel {
    const char *name;
    const char *decl;         /* .decl lines */
    const char *inst;         /* the instruction repeated */
    const char *dst;          /* destination variable */
    unsigned bytes;           /* bytes moved per instruction */
    /* surface byte offset of destination byte i */
    uint64_t (*src_of)(unsigned i);
} kernel;

/* d32 2 blocks x 16 wide x 32 high (nn) at X = 0, Y = 0: block b row y is
 * 64 bytes at row y, byte 64b; the register block pitch is 16*32 elements. */
static uint64_t b2d_src(unsigned i)
{
    unsigned b = i / 2048, y = i % 2048 / 64, x = i % 64;
    return (uint64_t)y * SURF_PITCH + b * 64u + x;
}
static uint64_t lin_src(unsigned i) { return i; }

static const kernel kernels[] = {
    {"block2d d32.2x16x32nn", ".decl A v_type=G type=uq num_elts=1\n.decl VD v_type=G type=ud num_elts=1024 align=GRF\n",
     "lsc_load_block2d.ugm (M1_NM, 1) VD:d32.2x16x32nn flat[A, 1023, 63, 1024, 0, 0]\n", "VD", 4096, b2d_src},
    {"strided d64x64t (SIMD1)", ".decl A v_type=G type=uq num_elts=1\n.decl VS v_type=G type=uq num_elts=64 align=GRF\n",
     "lsc_load_strided.ugm (M1_NM, 1) VS:d64x64t flat[A]:a64\n", "VS", 512, lin_src},
    {"strided d64 (SIMD32)", ".decl A v_type=G type=uq num_elts=1\n.decl VS v_type=G type=uq num_elts=32 align=GRF\n",
     "lsc_load_strided.ugm (M1, 32) VS:d64 flat[A]:a64\n", "VS", 256, lin_src},
};

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static uint8_t surface_byte(uint64_t off) { return (uint8_t)(off * 2654435761u >> 13); }

/* memcpy through a volatile pointer: the compiler cannot drop the copies */
static void *(*volatile copy_fn)(void *, const void *, size_t) = memcpy;

static int run_kernel(gi_ctx *ctx, const kernel *k, unsigned insts, unsigned repeat, uint8_t *host)
{
    size_t cap = strlen(k->decl) + (size_t)insts * strlen(k->inst) + 256;
    char *src = malloc(cap);
    if (!src) return -1;
    size_t n = (size_t)snprintf(src, cap, ".version 4.1\n.kernel \"bench\"\n%s", k->decl);
    for (unsigned i = 0; i < insts; i++) n += (size_t)snprintf(src + n, cap - n, "%s", k->inst);
    n += (size_t)snprintf(src + n, cap - n, "ret (M1, 1)\n");
    gi_result *res = gi_assemble(ctx, "bench.visaasm", src, n);
    free(src);
    char err[256] = "";
    gi_emu *e = gi_result_errors(res) ? NULL : gi_emu_new(ctx, err, sizeof err);
    if (!e || gi_emu_load_result(e, res) || gi_emu_mem_map(e, GI_SPACE_GLOBAL, SURF, SURF_PITCH * SURF_ROWS) ||
        gi_emu_mem_write(e, GI_SPACE_GLOBAL, -1, SURF, host, SURF_PITCH * SURF_ROWS) ||
        (strstr(k->decl, ".decl A ") && gi_emu_reg_write(e, "A", -1, SURF))) {
        for (size_t i = 0; i < gi_result_diag_count(res); i++) gi_diag_print(stderr, gi_result_diag(res, i));
        fprintf(stderr, "visa_bench: %s: cannot set up: %s\n", k->name, e ? gi_emu_error(e) : err);
        gi_result_free(res);
        gi_emu_free(e);
        return -1;
    }
    gi_result_free(res);
    double best_emu = 1e30, best_cpy = 1e30;
    /* aligned as the emulator's side is (a 64-byte aligned register file,
     * a page-aligned surface): the same copy on both sides */
    uint8_t *dst = aligned_alloc(64, (k->bytes + 63) / 64 * 64);
    for (unsigned r = 0; r < repeat; r++) {
        double t0 = now();
        if (gi_emu_run(e, 0) != GI_RUN_END || gi_emu_fault_count(e)) {
            fprintf(stderr, "visa_bench: %s: %s (%zu faults)\n", k->name, gi_emu_error(e), gi_emu_fault_count(e));
            free(dst);
            gi_emu_free(e);
            return -1;
        }
        double t1 = now();
        for (unsigned i = 0; i < insts; i++) copy_fn(dst, host, k->bytes);
        double t2 = now();
        if (t1 - t0 < best_emu) best_emu = t1 - t0;
        if (t2 - t1 < best_cpy) best_cpy = t2 - t1;
    }
    /* the destination must hold the surface bytes the pseudocode names
     * (read from the result: the API reads elements only below the lane count) */
    int bad = 1;
    unsigned esz = strcmp(k->dst, "VD") ? 8 : 4;
    char *text = gi_emu_result_json(e);
    json_t *root = text ? json_loads(text, 0, NULL) : NULL;
    json_t *vals = json_object_get(json_object_get(root, "regs"), k->dst);
    if (json_array_size(vals) * esz >= k->bytes) {
        bad = 0;
        for (unsigned i = 0; i < k->bytes && !bad; i += esz) {
            json_t *j = json_array_get(vals, i / esz);
            uint64_t v = json_is_integer(j) ? (uint64_t)json_integer_value(j)
                                            : strtoull(json_string_value(j) ? json_string_value(j) : "0", NULL, 16);
            uint64_t want = 0;
            for (unsigned b = 0; b < esz; b++) want |= (uint64_t)surface_byte(k->src_of(i + b)) << (8 * b);
            if (v != want) {
                fprintf(stderr, "visa_bench: %s: %s[%u] = 0x%llx, want 0x%llx\n", k->name, k->dst, i / esz,
                        (unsigned long long)v, (unsigned long long)want);
                bad = 1;
            }
        }
    }
    json_decref(root);
    free(text);
    double bytes = (double)insts * k->bytes;
    double re = bytes / best_emu, rc = bytes / best_cpy;
    printf("%-26s %8.2f GB/s gpuisa  %8.2f GB/s memcpy  ratio %.2f (target >= 0.50)%s\n", k->name, re / 1e9, rc / 1e9,
           re / rc, bad ? "  DATA MISMATCH" : "");
    free(dst);
    gi_emu_free(e);
    return bad ? -1 : 0;
}

int main(int argc, char **argv)
{
    unsigned insts = 20000, repeat = 5;
    const char *only = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--insts") && i + 1 < argc) insts = (unsigned)strtoul(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--repeat") && i + 1 < argc) repeat = (unsigned)strtoul(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--only") && i + 1 < argc) only = argv[++i];
        else return fprintf(stderr, "usage: visa_bench [--insts N] [--repeat R] [--only block2d|strided]\n"), 2;
    }
    if (!insts || !repeat) return fprintf(stderr, "visa_bench: --insts and --repeat must be positive\n"), 2;
    char err[256];
    gi_options opt = {"pvc", NULL, 0};
    gi_ctx *ctx = gi_ctx_new(GI_ISA_VISA, &opt, err, sizeof err);
    if (!ctx) return fprintf(stderr, "visa_bench: %s\n", err), 1;
    uint8_t *host = aligned_alloc(4096, SURF_PITCH * SURF_ROWS);
    for (uint64_t i = 0; i < SURF_PITCH * SURF_ROWS; i++) host[i] = surface_byte(i);
    int rc = 0;
    for (size_t k = 0; k < sizeof kernels / sizeof kernels[0]; k++)
        if ((!only || !strncmp(kernels[k].name, only, strlen(only))) && run_kernel(ctx, &kernels[k], insts, repeat, host))
            rc = 1;
    free(host);
    gi_ctx_free(ctx);
    return rc;
}
