/* gpuisa command-line driver: a thin layer over the library API.
 *   gpuisa as --isa=ISA --mcpu=CPU [--show-encoding] [--llvm-compat] [-o OUT] [FILE|-]
 *   gpuisa run ...  (tools/cmd_run.c)
 * The input is streamed line by line, so memory stays flat in the input size. */
#define _POSIX_C_SOURCE 200809L
#include "gpuisa/gpuisa.h"
#include "cli.h"
#include "dis.h"
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct cli {
    const char *isa, *mcpu, *mattr, *out, *in, *filetype, *triple;
    int show_encoding, llvm_compat;
} cli;

/* Code bytes are collected in `pend` and written in large blocks (one
 * fwrite per instruction costs more than assembling it). */
typedef struct out_state {
    FILE *out;
    int show_encoding;
    int write_error;
    size_t npend;
    uint8_t pend[1 << 16];
} out_state;

static void flush_code(out_state *s)
{
    if (s->npend && fwrite(s->pend, 1, s->npend, s->out) != s->npend) s->write_error = 1;
    s->npend = 0;
}

static void on_code(void *user, uint64_t off, const uint8_t *b, size_t n)
{
    out_state *s = user;
    (void)off;
    if (!s->out) return;
    if (n > sizeof s->pend - s->npend) {
        flush_code(s);
        if (n > sizeof s->pend) {
            if (fwrite(b, 1, n, s->out) != n) s->write_error = 1;
            return;
        }
    }
    memcpy(s->pend + s->npend, b, n);
    s->npend += n;
}

static void on_patch(void *user, uint64_t off, const uint8_t *b, size_t n)
{
    out_state *s = user;
    if (!s->out) return;
    flush_code(s);
    long here = ftell(s->out);
    if (fseek(s->out, (long)off, SEEK_SET) != 0 || fwrite(b, 1, n, s->out) != n) s->write_error = 1;
    if (fseek(s->out, here, SEEK_SET) != 0) s->write_error = 1;
}

static void on_listing(void *user, const gi_inst_listing *l)
{
    out_state *s = user;
    if (s->show_encoding) gi_listing_print(stdout, l);
}

static void on_diag(void *user, const gi_diag *d)
{
    (void)user;
    gi_diag_print(stderr, d);
}

/* Give a stream a big buffer (before its first use); returns it for freeing. */
static char *gi_cli_buffer(FILE *f, size_t size)
{
    char *b = malloc(size);
    if (b && setvbuf(f, b, _IOFBF, size) != 0) {
        free(b);
        b = NULL;
    }
    return b;
}

static void help(FILE *f)
{
    fprintf(f,
            "usage: gpuisa as --isa=ISA --mcpu=CPU [--show-encoding] [--llvm-compat] [-mattr=ATTRS]\n"
            "                 [-filetype=obj] [-triple=amdgcn-amd-amdhsa] [-o OUT] [FILE|-]\n"
            "       gpuisa dis --isa=ISA --mcpu=CPU [-mattr=ATTRS] [--show-encoding] [--hex] [--cuasm] [-o OUT] [FILE|-]\n"
            "       gpuisa run --isa=ISA --mcpu=CPU [--state STATE.json | --launch LAUNCH.json] [--json]\n"
            "                 [--trace-memory TRACE.csv[.gz]] [--report] [--svg DIR] FILE\n"
            "       gpuisa report TRACE.csv[.gz] [--json] [--svg DIR]\n"
            "       gpuisa VERB --help | gpuisa --version\n"
            "  extension: dis --isa=sass --cuasm CUBIN prints the whole cubin as text;\n"
            "             as --isa=sass -filetype=obj -o OUT.cubin TEXT writes it back\n"
            "ISA: amdgpu (alias -arch=amdgcn), sass, visa\n");
}

static int usage(void)
{
    help(stderr);
    return 1;
}

/* Accepts --opt=value, -opt=value and "--opt value" spellings. */
gi_ctx *gi_cli_ctx(const char *isa_name, const gi_options *opt, int *isa)
{
    *isa = gi_isa_from_name(isa_name ? isa_name : "amdgpu");
    if (*isa < 0) {
        fprintf(stderr, "gpuisa: unknown ISA '%s'\n", isa_name);
        return NULL;
    }
    char err[256];
    gi_ctx *ctx = gi_ctx_new((gi_isa)*isa, opt, err, sizeof err);
    if (!ctx) fprintf(stderr, "gpuisa: %s\n", err);
    return ctx;
}

FILE *gi_cli_open_input(const char *path, const char **name)
{
    *name = "<stdin>";
    if (!path || !strcmp(path, "-")) return stdin;
    *name = path;
    FILE *in = fopen(path, "rb");
    if (!in) fprintf(stderr, "gpuisa: cannot open '%s'\n", path);
    return in;
}

const char *gi_cli_opt_value(int argc, char **argv, int *i, const char *name)
{
    const char *a = argv[*i];
    while (*a == '-') a++;
    size_t n = strlen(name);
    if (strncmp(a, name, n) != 0) return NULL;
    if (a[n] == '=') return a + n + 1;
    if (a[n] == 0 && *i + 1 < argc) return argv[++*i];
    return NULL;
}

static int parse_args(int argc, char **argv, cli *c)
{
    for (int i = 2; i < argc; i++) {
        const char *a = argv[i], *v;
        if (!strcmp(a, "-") || a[0] != '-') {
            if (c->in) return usage();
            c->in = a;
        } else if (!strcmp(a, "--show-encoding") || !strcmp(a, "-show-encoding")) {
            c->show_encoding = 1;
        } else if (!strcmp(a, "--llvm-compat") || !strcmp(a, "-llvm-compat")) {
            c->llvm_compat = 1;
        } else if (!strcmp(a, "-o")) {
            if (++i >= argc) return usage();
            c->out = argv[i];
        } else if ((v = gi_cli_opt_value(argc, argv, &i, "isa"))) {
            c->isa = v;
        } else if ((v = gi_cli_opt_value(argc, argv, &i, "arch"))) {
            c->isa = v;
        } else if ((v = gi_cli_opt_value(argc, argv, &i, "mcpu"))) {
            c->mcpu = v;
        } else if ((v = gi_cli_opt_value(argc, argv, &i, "mattr"))) {
            c->mattr = v;
        } else if ((v = gi_cli_opt_value(argc, argv, &i, "filetype"))) {
            c->filetype = v;
        } else if ((v = gi_cli_opt_value(argc, argv, &i, "triple"))) {
            c->triple = v;
        } else {
            fprintf(stderr, "gpuisa: unknown option '%s'\n", a);
            return usage();
        }
    }
    return 0;
}

/* Feed every line of `in` to the assembler: blocks read with fread and split
 * with memchr (cheaper than getline per line); a line is NUL-terminated in
 * place without its '\n' or "\r\n". Memory: one block, or the longest line.
 * Returns -1 when out of memory. */
static int assemble_stream(gi_asm *as, FILE *in)
{
    size_t cap = 1 << 16, have = 0;
    char *buf = malloc(cap + 1);
    if (!buf) return -1;
    for (;;) {
        size_t got = fread(buf + have, 1, cap - have, in);
        have += got;
        bool eof = got == 0;
        size_t start = 0;
        for (;;) {
            char *nl = memchr(buf + start, '\n', have - start);
            if (!nl && !(eof && start < have)) break;
            size_t end = nl ? (size_t)(nl - buf) : have, len = end - start;
            if (len && buf[start + len - 1] == '\r') len--;
            buf[start + len] = '\0';
            gi_asm_line(as, buf + start, len);
            start = nl ? end + 1 : have;
        }
        if (eof) break;
        memmove(buf, buf + start, have - start);
        have -= start;
        if (have == cap) { /* a line longer than the block */
            char *b = realloc(buf, cap * 2 + 1);
            if (!b) {
                free(buf);
                return -1;
            }
            buf = b;
            cap *= 2;
        }
    }
    free(buf);
    return 0;
}

/* The object file from gi_asm_end (-filetype=obj): written to the output
 * path straight from the library's image (the library hands it over only
 * when the run had no error). */
typedef struct obj_out {
    const char *path;
    bool written, error;
} obj_out;

static void on_object(void *user, const uint8_t *b, size_t n)
{
    obj_out *o = user;
    o->written = true;
    if (!o->path) return;
    FILE *f = fopen(o->path, "wb");
    if (!f || fwrite(b, 1, n, f) != n) o->error = true;
    if (f && fclose(f) != 0) o->error = true;
}

static int cmd_as(int argc, char **argv)
{
    cli c = {0};
    if (parse_args(argc, argv, &c)) return 1;
    bool object = false;
    if (c.filetype) {
        if (!strcmp(c.filetype, "obj")) object = true;
        else if (strcmp(c.filetype, "asm") && strcmp(c.filetype, "null")) {
            fprintf(stderr, "gpuisa: unknown file type '%s' (obj, asm)\n", c.filetype);
            return 1;
        }
    }
    if (c.triple && strcmp(c.triple, "amdgcn-amd-amdhsa") && strcmp(c.triple, "amdgcn--amdhsa") &&
        strcmp(c.triple, "amdgcn")) {
        fprintf(stderr, "gpuisa: unsupported triple '%s' (amdgcn-amd-amdhsa)\n", c.triple);
        return 1;
    }
    if (object && c.isa && strcmp(c.isa, "amdgpu") && strcmp(c.isa, "amdgcn") && strcmp(c.isa, "sass")) {
        fprintf(stderr, "gpuisa: -filetype=obj is supported for amdgpu and sass (a cubin from dis --cuasm text) only\n");
        return 1;
    }
    int isa;
    gi_options opt = {c.mcpu, c.mattr, (c.llvm_compat ? GI_OPT_LLVM_COMPAT : 0) | (object ? GI_OPT_OBJECT : 0)};
    gi_ctx *ctx = gi_cli_ctx(c.isa, &opt, &isa);
    if (!ctx) return 1;
    const char *name;
    FILE *in = gi_cli_open_input(c.in, &name);
    if (!in) {
        gi_ctx_free(ctx);
        return 1;
    }
    out_state *stp = calloc(1, sizeof *stp); /* 64 KiB of pending code: not on the stack */
    if (!stp) {
        fprintf(stderr, "gpuisa: out of memory\n");
        if (in != stdin) fclose(in);
        gi_ctx_free(ctx);
        return 1;
    }
    stp->show_encoding = c.show_encoding;
    if (c.out && !object) {
        stp->out = fopen(c.out, "wb+");
        if (!stp->out) {
            fprintf(stderr, "gpuisa: cannot write '%s'\n", c.out);
            if (in != stdin) fclose(in);
            gi_ctx_free(ctx);
            free(stp);
            return 1;
        }
    }
    /* large stdio buffers: the assembler streams megabytes through them */
    static const size_t bufsize = 1 << 20;
    /* the input is read in 1 MiB blocks by assemble_stream: no stdio buffer */
    char *outbuf = stp->out ? gi_cli_buffer(stp->out, bufsize) : NULL;
    /* stdout keeps its buffer until exit (it is still attached then) */
    if (c.show_encoding) gi_cli_buffer(stdout, bufsize);
    gi_asm_sink sink = {stp, on_code, on_patch, c.show_encoding ? on_listing : NULL, on_diag};
    gi_asm *as = gi_asm_begin(ctx, name, &sink);
    obj_out obj = {c.out, false, false};
    if (object) gi_asm_on_object(as, on_object, &obj);
    if (assemble_stream(as, in)) {
        fprintf(stderr, "gpuisa: out of memory\n");
        stp->write_error = 1;
    }
    unsigned errors = gi_asm_end(as);
    if (in != stdin) fclose(in);
    if (stp->out) flush_code(stp);
    if (stp->out && fclose(stp->out) != 0) stp->write_error = 1;
    /* no object without an error: SASS text that is not a whole cubin, or a failed write */
    bool no_cubin = object && !errors && c.out && !obj.written && !obj.error && isa == GI_ISA_SASS;
    if (no_cubin) {
        fprintf(stderr, "gpuisa: %s: no cubin: -filetype=obj for sass reads the text of a whole cubin (`gpuisa dis "
                        "--isa=sass --cuasm`, with .cubin_section directives); plain assembly has no object form\n",
                name);
        errors = 1;
    } else if (object && !errors && c.out && (!obj.written || obj.error)) {
        stp->write_error = 1;
    }
    if (stp->write_error) fprintf(stderr, "gpuisa: error writing '%s'\n", c.out);
    gi_ctx_free(ctx);
    fflush(stdout);
    free(outbuf);
    int status = errors || stp->write_error ? 1 : 0;
    free(stp);
    return status;
}

int main(int argc, char **argv)
{
    if (argc < 2) return usage();
    if (!strcmp(argv[1], "--version")) {
        printf("gpuisa %s\n", gi_version());
        return 0;
    }
    if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
        help(stdout);
        return 0;
    }
    for (int i = 2; i < argc; i++) /* VERB --help: the verb's usage on stdout */
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            if (!strcmp(argv[1], "run")) gi_run_help(stdout);
            else if (!strcmp(argv[1], "dis")) gi_dis_help(stdout);
            else if (!strcmp(argv[1], "report")) gi_report_help(stdout);
            else help(stdout);
            return 0;
        }
    if (!strcmp(argv[1], "as")) return cmd_as(argc, argv);
    if (!strcmp(argv[1], "run")) return gi_cmd_run(argc, argv);
    if (!strcmp(argv[1], "dis")) return gi_cmd_dis(argc, argv);
    if (!strcmp(argv[1], "report")) return gi_cmd_report(argc, argv);
    return usage();
}
