/* gpuisa run: assemble FILE, load it and an optional JSON state into an
 * emulator, run, print the result (CONTRACT.md "gpuisa run").
 *   gpuisa run --isa=ISA --mcpu=CPU [--state S.json] [--json] [--trace]
 *              [--max-instructions N] [--max-memory BYTES] [--stop-on-fault]
 *              [--llvm-compat] [-mattr=ATTRS] [--trace-memory TRACE.{csv[.gz]|parquet}] [--report] [--svg DIR] FILE
 * Exit status: 0, 2 when a fault was recorded, 1 for invalid input or a limit
 * (then nothing is printed on stdout). */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"
#include "gpuisa/run.h"
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

typedef struct run_opts {
    const char *isa, *mcpu, *mattr, *state, *in, *launch, *kernel, *zebin, *trace_memory, *svg;
    int no_values, report;
    uint64_t threads;
    int json, trace, stop_on_fault, llvm_compat, time;
    uint64_t max_insts, max_mem;
} run_opts;

void gi_run_help(FILE *f)
{
    fprintf(f, "usage: gpuisa run --isa=ISA --mcpu=CPU [--state STATE.json] [--json] [--trace]\n"
                    "                  [--max-instructions N] [--max-memory BYTES] [--stop-on-fault]\n"
                    "                  [--trace-memory TRACE.{csv[.gz]|parquet} [--no-trace-values]] [--report] [--svg DIR] FILE\n"
                    "       gpuisa run --isa=ISA --mcpu=CPU --launch LAUNCH.json [--kernel NAME] [--json]\n"
                    "                  [--threads N] [--max-instructions N] [--max-memory BYTES] [--time]\n"
                    "                  [--zebin K.bin] [--trace-memory TRACE.{csv[.gz]|parquet} [--no-trace-values]]\n"
                    "                  [--report] [--svg DIR] FILE\n");
}

static int run_usage(void)
{
    gi_run_help(stderr);
    return 1;
}

static int parse_count(const char *s, uint64_t *out, const char *what)
{
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 0);
    if (!*s || *end || errno || v == 0 || s[0] == '-') {
        fprintf(stderr, "gpuisa: %s needs a positive integer, not '%s'\n", what, s);
        return -1;
    }
    *out = v;
    return 0;
}

static int parse_run_args(int argc, char **argv, run_opts *o)
{
    for (int i = 2; i < argc; i++) {
        const char *a = argv[i], *v;
        if (!strcmp(a, "-") || a[0] != '-') {
            if (o->in) return run_usage();
            o->in = a;
        } else if (!strcmp(a, "--json")) {
            o->json = 1;
        } else if (!strcmp(a, "--time")) {
            o->time = 1;
        } else if (!strcmp(a, "--trace")) {
            o->trace = 1;
        } else if (!strcmp(a, "--report")) {
            o->report = 1;
        } else if (!strcmp(a, "--no-trace-values")) {
            o->no_values = 1;
        } else if (!strcmp(a, "--stop-on-fault")) {
            o->stop_on_fault = 1;
        } else if (!strcmp(a, "--llvm-compat") || !strcmp(a, "-llvm-compat")) {
            o->llvm_compat = 1;
        } else if ((v = gi_cli_opt_value(argc, argv, &i, "state"))) {
            o->state = v;
        } else if ((v = gi_cli_opt_value(argc, argv, &i, "svg"))) {
            o->svg = v;
        } else if ((v = gi_cli_opt_value(argc, argv, &i, "trace-memory"))) {
            o->trace_memory = v;
        } else if ((v = gi_cli_opt_value(argc, argv, &i, "launch"))) {
            o->launch = v;
        } else if ((v = gi_cli_opt_value(argc, argv, &i, "kernel"))) {
            o->kernel = v;
        } else if ((v = gi_cli_opt_value(argc, argv, &i, "zebin"))) {
            o->zebin = v;
        } else if ((v = gi_cli_opt_value(argc, argv, &i, "threads"))) {
            if (parse_count(v, &o->threads, "--threads")) return 1;
        } else if ((v = gi_cli_opt_value(argc, argv, &i, "max-instructions"))) {
            if (parse_count(v, &o->max_insts, "--max-instructions")) return 1;
        } else if ((v = gi_cli_opt_value(argc, argv, &i, "max-memory"))) {
            if (parse_count(v, &o->max_mem, "--max-memory")) return 1;
        } else if ((v = gi_cli_opt_value(argc, argv, &i, "isa"))) {
            o->isa = v;
        } else if ((v = gi_cli_opt_value(argc, argv, &i, "arch"))) {
            o->isa = v;
        } else if ((v = gi_cli_opt_value(argc, argv, &i, "mcpu"))) {
            o->mcpu = v;
        } else if ((v = gi_cli_opt_value(argc, argv, &i, "mattr"))) {
            o->mattr = v;
        } else {
            fprintf(stderr, "gpuisa: unknown option '%s'\n", a);
            return run_usage();
        }
    }
    if (!o->in) {
        fprintf(stderr, "gpuisa: run needs a FILE\n");
        return run_usage();
    }
    if (!o->launch && o->time) {
        fprintf(stderr, "gpuisa: --time goes with --launch\n");
        return 1;
    }
    if (o->launch && (o->state || o->trace || o->stop_on_fault)) {
        fprintf(stderr, "gpuisa: --launch excludes --state, --trace and --stop-on-fault\n");
        return 1;
    }
    if (o->trace && (o->trace_memory || o->report)) {
        fprintf(stderr, "gpuisa: --trace excludes --trace-memory and --report\n");
        return 1;
    }
    if (o->svg && !o->trace_memory && !o->report) {
        fprintf(stderr, "gpuisa: --svg goes with --trace-memory or --report\n");
        return 1;
    }
    if (o->no_values && !o->trace_memory) {
        fprintf(stderr, "gpuisa: --no-trace-values goes with --trace-memory\n");
        return 1;
    }
    if (!o->launch && (o->kernel || o->threads || o->zebin)) {
        fprintf(stderr, "gpuisa: --kernel, --threads and --zebin go with --launch\n");
        return 1;
    }
    return 0;
}

/* The whole file (or stdin for "-"), NUL-terminated; NULL on error. */
static char *read_all(const char *path, size_t *len)
{
    FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
    if (!f) return NULL;
    size_t cap = 1 << 16, n = 0;
    char *b = malloc(cap);
    while (b) {
        n += fread(b + n, 1, cap - n - 1, f);
        if (n < cap - 1) break;
        char *nb = realloc(b, cap * 2);
        if (!nb) {
            free(b);
            b = NULL;
            break;
        }
        b = nb;
        cap *= 2;
    }
    int bad = ferror(f);
    if (f != stdin) fclose(f);
    if (!b || bad) {
        free(b);
        return NULL;
    }
    b[n] = 0;
    *len = n;
    return b;
}

static const char *target_name(const run_opts *o)
{
    if (o->mcpu) return o->mcpu;
    const char *isa = o->isa ? o->isa : "amdgpu";   /* the ISA modules' defaults */
    return !strcmp(isa, "sass") ? "sm_50" : !strcmp(isa, "visa") ? "dg2" : "gfx900";
}

/* --trace-memory: the trace file (docs/memory-trace.md); NULL after a message. */
static gi_memtrace *open_trace(const run_opts *o)
{
    char err[300];
    int isa = gi_isa_from_name(o->isa ? o->isa : "amdgpu");
    const char *name = isa == GI_ISA_SASS ? "sass" : isa == GI_ISA_VISA ? "visa" : "amdgpu";
    gi_memtrace *t = gi_memtrace_open(o->trace_memory, name, target_name(o), !o->no_values, err, sizeof err);
    if (!t) fprintf(stderr, "gpuisa: %s\n", err);
    return t;
}

/* The listing's texts as the instructions by pc. */
static int set_texts(gi_memtrace *mt, const gi_result *r)
{
    size_t n = gi_result_inst_count(r);
    const char **texts = calloc(n ? n : 1, sizeof *texts);
    for (size_t i = 0; texts && i < n; i++) texts[i] = gi_result_inst(r, i)->text;
    int rc = !texts || gi_memtrace_set_texts(mt, texts, n) ? -1 : 0;
    free(texts);
    return rc;
}

/* Close the trace; nonzero (after a message) when writing it failed. */
static int close_trace(gi_memtrace *t)
{
    char err[300];
    if (!t || !gi_memtrace_close(t, err, sizeof err)) return 0;
    fprintf(stderr, "gpuisa: %s\n", err);
    return 1;
}

/* Assemble, load, run; returns the exit status. */
static int run_program(const run_opts *o, gi_ctx *ctx)
{
    size_t len, slen = 0;
    char err[256];
    gi_emu *emu = gi_emu_new(ctx, err, sizeof err);   /* first: can this ISA run at all? */
    if (!emu) {
        fprintf(stderr, "gpuisa: %s\n", err);
        return 1;
    }
    char *text = read_all(o->in, &len);
    if (!text) {
        fprintf(stderr, "gpuisa: cannot read '%s'\n", o->in);
        gi_emu_free(emu);
        return 1;
    }
    const char *name = strcmp(o->in, "-") ? o->in : "<stdin>";
    gi_result *r = gi_assemble(ctx, name, text, len);
    free(text);
    for (size_t i = 0; i < gi_result_diag_count(r); i++) gi_diag_print(stderr, gi_result_diag(r, i));
    if (gi_result_errors(r)) {
        gi_result_free(r);
        gi_emu_free(emu);
        return 1;
    }
    gi_emu_set_limits(emu, o->max_insts, o->max_mem);
    int rc = gi_emu_load_result(emu, r);
    gi_memtrace *mt = NULL;
    if (!rc && o->trace_memory) {   /* the listing's texts are the instructions by pc */
        mt = open_trace(o);
        if (mt && set_texts(mt, r)) rc = -1, fprintf(stderr, "gpuisa: out of memory\n");
        if (!mt) {
            gi_result_free(r);
            gi_emu_free(emu);
            return 1;
        }
    }
    gi_result_free(r);
    char *state = NULL;
    if (!rc && o->state) {
        state = read_all(o->state, &slen);
        if (!state) {
            fprintf(stderr, "gpuisa: cannot read '%s'\n", o->state);
            gi_emu_free(emu);
            return 1;
        }
        rc = gi_emu_load_state_json(emu, state, slen);
        free(state);
    }
    if (rc) {
        fprintf(stderr, "gpuisa: %s\n", gi_emu_error(emu));
        close_trace(mt);
        gi_emu_free(emu);
        return 1;
    }
    if (o->trace) gi_emu_set_hook(emu, gi_trace_hook, stderr);
    if (mt) gi_emu_trace_memory(emu, mt);   /* --trace and --trace-memory exclude each other */
    gi_run_status st = gi_emu_run(emu, o->stop_on_fault ? GI_RUN_STOP_ON_FAULT : 0);
    if (close_trace(mt)) st = GI_RUN_ERROR;
    else if (st < 0) fprintf(stderr, "gpuisa: %s\n", gi_emu_error(emu));
    if (st < 0) {
        gi_emu_free(emu);
        return 1;
    }
    int status = gi_emu_fault_count(emu) ? 2 : 0;
    if (o->json) {
        char *out = gi_emu_result_json(emu);
        if (!out) {
            fprintf(stderr, "gpuisa: %s\n", gi_emu_error(emu));
            status = 1;
        } else {
            fputs(out, stdout);
            fputc('\n', stdout);
            free(out);
        }
    } else if (gi_emu_write_summary(emu, stdout)) {
        fprintf(stderr, "gpuisa: %s\n", gi_emu_error(emu));
        status = 1;
    }
    gi_emu_free(emu);
    if (fflush(stdout) != 0) {
        fprintf(stderr, "gpuisa: error writing the result\n");
        status = 1;
    }
    return status;
}

/* --launch: FILE is an ELF object / code object, or assembly assembled to
 * one (the context writes objects); then the kernel runs over the grid. */
static int launch_program(const run_opts *o, gi_ctx *ctx)
{
    size_t len, jlen;
    char *text = read_all(o->in, &len);
    if (!text) {
        fprintf(stderr, "gpuisa: cannot read '%s'\n", o->in);
        return 1;
    }
    char *json = read_all(o->launch, &jlen);
    if (!json) {
        fprintf(stderr, "gpuisa: cannot read '%s'\n", o->launch);
        free(text);
        return 1;
    }
    size_t zlen = 0;
    char *zebin = o->zebin ? read_all(o->zebin, &zlen) : NULL;
    if (o->zebin && !zebin) {
        fprintf(stderr, "gpuisa: cannot read '%s'\n", o->zebin);
        free(text);
        free(json);
        return 1;
    }
    gi_result *r = NULL;
    const uint8_t *obj = (const uint8_t *)text;
    size_t olen = len;
    /* an ELF object, or a vISA .isa file (magic CISA), runs as it is; assembly is assembled */
    if ((len < 4 || memcmp(text, "\177ELF", 4)) && (len < 4 || memcmp(text, "CISA", 4))) {
        r = gi_assemble(ctx, strcmp(o->in, "-") ? o->in : "<stdin>", text, len);
        for (size_t i = 0; i < gi_result_diag_count(r); i++) gi_diag_print(stderr, gi_result_diag(r, i));
        obj = gi_result_errors(r) ? NULL : gi_result_object(r, &olen);
        if (!obj && !gi_result_errors(r)) obj = gi_result_code(r, &olen);   /* an ISA without objects: the code */
    }
    int status = 1;
    gi_memtrace *mt = obj && o->trace_memory ? open_trace(o) : NULL;
    /* vISA: the assembled kernel's listing names its instructions by pc (amdgpu and sass
     * launches disassemble the code object's instructions themselves; docs/memory-trace.md) */
    if (mt && r && gi_isa_from_name(o->isa ? o->isa : "amdgpu") == GI_ISA_VISA && set_texts(mt, r)) {
        fprintf(stderr, "gpuisa: out of memory\n");
        obj = NULL;
    }
    if (obj && (mt || !o->trace_memory)) {
        gi_launch_times times = {0};
        gi_launch_options lo = {o->kernel, (unsigned)o->threads, o->max_insts, o->max_mem, o->time ? &times : NULL,
                                (const uint8_t *)zebin, zlen, mt};
        char *result = NULL, err[600];
        status = gi_launch(ctx, obj, olen, json, jlen, &lo, &result, err, sizeof err);
        struct timespec c0, c1;   /* closing the trace writes what the writer thread still holds */
        clock_gettime(CLOCK_MONOTONIC, &c0);
        int close_failed = close_trace(mt);
        clock_gettime(CLOCK_MONOTONIC, &c1);
        if (close_failed && status != 1) {
            free(result);
            result = NULL;
            status = 1;
            err[0] = 0;
        }
        if (o->time) {   /* wall seconds of the launch's phases, on stderr (docs/amdgpu-launch.md) */
            fprintf(stderr, "gpuisa: time: parse %.6f setup %.6f run %.6f result %.6f", times.parse, times.setup,
                    times.run, times.result);
            if (mt)   /* --trace-memory: closing the trace (the rest of the file written and compressed) */
                fprintf(stderr, " trace-close %.6f",
                        (double)(c1.tv_sec - c0.tv_sec) + (double)(c1.tv_nsec - c0.tv_nsec) * 1e-9);
            fputc('\n', stderr);
        }
        if (status == 1) {
            if (err[0]) fprintf(stderr, "gpuisa: %s\n", err);
        } else {   /* with or without --json: the result object is the summary */
            fputs(result, stdout);
            fputc('\n', stdout);
        }
        free(result);
    }
    gi_result_free(r);
    free(text);
    free(json);
    free(zebin);
    if (fflush(stdout) != 0) {
        fprintf(stderr, "gpuisa: error writing the result\n");
        status = 1;
    }
    return status;
}

int gi_cmd_run(int argc, char **argv)
{
    run_opts o = {0};
    if (parse_run_args(argc, argv, &o)) return 1;
    int isa = gi_isa_from_name(o.isa ? o.isa : "amdgpu");
    if (isa < 0) {
        fprintf(stderr, "gpuisa: unknown ISA '%s'\n", o.isa);
        return 1;
    }
    gi_options opt = {o.mcpu, o.mattr, (o.llvm_compat ? GI_OPT_LLVM_COMPAT : 0) | (o.launch ? GI_OPT_OBJECT : 0)};
    char err[256];
    gi_ctx *ctx = gi_ctx_new((gi_isa)isa, &opt, err, sizeof err);
    if (!ctx) {
        fprintf(stderr, "gpuisa: %s\n", err);
        return 1;
    }
    /* --report without --trace-memory: the trace goes to a temporary Parquet file (the most compact form
     * to write), in a directory of its own, read back after the run */
    char *tmpdir = NULL;
    if (o.report && !o.trace_memory) {
        const char *dir = getenv("TMPDIR");
        static const char tail[] = "/gpuisa-trace-XXXXXX", leaf[] = "/trace.parquet";
        size_t dl = dir && *dir ? strlen(dir) : 4;
        tmpdir = malloc(dl + sizeof tail);
        char *path = malloc(dl + sizeof tail + sizeof leaf);
        if (tmpdir) sprintf(tmpdir, "%s%s", dir && *dir ? dir : "/tmp", tail);
        if (!tmpdir || !path || !mkdtemp(tmpdir)) {
            fprintf(stderr, "gpuisa: cannot create a temporary directory for --report\n");
            free(tmpdir), free(path);
            gi_ctx_free(ctx);
            return 1;
        }
        sprintf(path, "%s%s", tmpdir, leaf);
        o.trace_memory = path, o.no_values = 1;
    }
    int status = o.launch ? launch_program(&o, ctx) : run_program(&o, ctx);
    gi_ctx_free(ctx);
    if ((o.report || o.svg) && status != 1) {   /* the report of docs/memory-trace.md after the result, the pictures */
        if (gi_report_file(o.trace_memory, o.json, o.report ? stdout : NULL, o.svg)) status = 1;
        if (fflush(stdout) != 0) {
            fprintf(stderr, "gpuisa: error writing the report\n");
            status = 1;
        }
    }
    if (tmpdir) {
        unlink(o.trace_memory);
        rmdir(tmpdir);
        free((char *)o.trace_memory), free(tmpdir);
    }
    return status;
}
