/* gpuisa dis: disassemble raw machine code, llvm-mc's hex text (--hex) or
 * the code sections of an ELF file.
 *   gpuisa dis --isa=ISA --mcpu=CPU [-mattr=A] [--show-encoding] [--hex] [-o OUT] [FILE|-]
 * Output: amdgpu as llvm-mc -disassemble [-show-encoding] prints it (a tab,
 * the text, the encoding column at 40), after a `.text` line; words that are
 * no instruction become `.long 0x...` with a warning FILE:OFFSET (the byte
 * offset, decimal). sass: the module's nvdisasm-style lines. */
#define _POSIX_C_SOURCE 200809L
#include "gpuisa/gpuisa.h"
#include "cli.h"
#include "dis.h"
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

typedef struct dis_cli {
    const char *isa, *mcpu, *mattr, *out, *in;
    int show_encoding, hex, cuasm, igc_truncated, zebin_info;
} dis_cli;

void gi_dis_help(FILE *f)
{
    fprintf(f, "usage: gpuisa dis --isa=ISA --mcpu=CPU [-mattr=ATTRS] [--show-encoding] [--hex] [--cuasm] [--zebin-info] [-o OUT] [FILE|-]\n"
               "  --cuasm  (extension, sass) a CUDA cubin as text that `gpuisa as --isa=sass -filetype=obj` writes back\n"
               "  --zebin-info  (extension, visa) the kernels of an Intel zebin (ocloc --format zebin): .ze_info, one line per item\n");
}

static int dis_usage(void)
{
    gi_dis_help(stderr);
    return 1;
}

static int parse(int argc, char **argv, dis_cli *c)
{
    for (int i = 2; i < argc; i++) {
        const char *a = argv[i], *v;
        if (!strcmp(a, "-") || a[0] != '-') {
            if (c->in) return dis_usage();
            c->in = a;
        } else if (!strcmp(a, "--show-encoding") || !strcmp(a, "-show-encoding")) {
            c->show_encoding = 1;
        } else if (!strcmp(a, "--cuasm") || !strcmp(a, "-cuasm")) {
            c->cuasm = 1;
        } else if (!strcmp(a, "--zebin-info") || !strcmp(a, "-zebin-info")) {
            c->zebin_info = 1;
        } else if (!strcmp(a, "--igc-truncated")) {
            c->igc_truncated = 1;
        } else if (!strcmp(a, "--hex") || !strcmp(a, "-hex")) {
            c->hex = 1;
        } else if (!strcmp(a, "--disassemble") || !strcmp(a, "-disassemble")) {
            /* llvm-mc's spelling of the verb: accepted */
        } else if (!strcmp(a, "-o")) {
            if (++i >= argc) return dis_usage();
            c->out = argv[i];
        } else if ((v = gi_cli_opt_value(argc, argv, &i, "isa")) || (v = gi_cli_opt_value(argc, argv, &i, "arch"))) {
            c->isa = v;
        } else if ((v = gi_cli_opt_value(argc, argv, &i, "mcpu"))) {
            c->mcpu = v;
        } else if ((v = gi_cli_opt_value(argc, argv, &i, "mattr"))) {
            c->mattr = v;
        } else {
            fprintf(stderr, "gpuisa: unknown option '%s'\n", a);
            return dis_usage();
        }
    }
    return 0;
}

static int read_all(FILE *f, uint8_t **buf, size_t *n)
{
    size_t cap = 1 << 16, len = 0;
    struct stat st;
    /* a regular file is read in one block of its size (+1 to see the end) */
    if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0) cap = (size_t)st.st_size + 1;
    uint8_t *b = malloc(cap);
    if (!b) return -1;
    for (;;) {
        if (len == cap) {
            uint8_t *nb = realloc(b, cap * 2);
            if (!nb) { free(b); return -1; }
            b = nb, cap *= 2;
        }
        size_t got = fread(b + len, 1, cap - len, f);
        len += got;
        if (got == 0) break;
    }
    if (ferror(f)) { free(b); return -1; }
    *buf = b, *n = len;
    return 0;
}

/* White space as isspace() in the C locale, without the locale lookup per byte. */
static bool is_ws(unsigned c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

/* A `0x` token of 1-16 hex digits (the form llvm-mc's own listings use). */
static bool hex_token(const uint8_t *p, size_t n, unsigned long long *v)
{
    if (n < 3 || n > 18 || p[0] != '0' || (p[1] | 0x20) != 'x') return false;
    unsigned long long r = 0;
    for (size_t i = 2; i < n; i++) {
        unsigned c = p[i], d;
        if (c - '0' < 10) d = c - '0';
        else if ((c | 0x20) - 'a' < 6) d = (c | 0x20) - 'a' + 10;
        else return false;
        r = r << 4 | d;
    }
    *v = r;
    return true;
}

/* A hex digit's value plus one (0: not a hex digit). */
static const unsigned char hex1[256] = {
    ['0'] = 1, ['1'] = 2, ['2'] = 3, ['3'] = 4, ['4'] = 5, ['5'] = 6, ['6'] = 7, ['7'] = 8, ['8'] = 9, ['9'] = 10,
    ['a'] = 11, ['b'] = 12, ['c'] = 13, ['d'] = 14, ['e'] = 15, ['f'] = 16,
    ['A'] = 11, ['B'] = 12, ['C'] = 13, ['D'] = 14, ['E'] = 15, ['F'] = 16,
};

/* Hex text: numbers separated by white space or commas, `#` and `//`
 * comments; each number is `unit` bytes wide (1 for amdgpu, 8 for sass),
 * stored little-endian. Returns -1 with a message on a bad token. */
static int parse_hex(const char *name, const uint8_t *t, size_t n, unsigned unit, uint8_t **out, size_t *outn)
{
    size_t cap = n / 2 + 16, len = 0;
    uint8_t *b = malloc(cap);
    if (!b) return -1;
    unsigned line = 1;
    for (size_t i = 0; i < n;) {
        /* runs of the common token, `0xNN` and a space or a newline (as llvm-mc writes its byte lists) */
        while (i + 5 <= n && t[i] == '0' && (t[i + 1] | 0x20) == 'x' && len + unit <= cap) {
            unsigned hi = hex1[t[i + 2]], lo = hex1[t[i + 3]], sep = t[i + 4];
            if (!hi || !lo || (sep != ' ' && sep != '\n')) break;
            b[len] = (uint8_t)((hi - 1) << 4 | (lo - 1));
            for (unsigned k = 1; k < unit; k++) b[len + k] = 0;
            len += unit;
            line += sep == '\n';
            i += 5;
        }
        if (i >= n) break;
        unsigned char ch = t[i];
        if (ch == '\n') { line++, i++; continue; }
        if (is_ws(ch) || ch == ',') { i++; continue; }
        if (ch == '#' || (ch == '/' && i + 1 < n && t[i + 1] == '/')) {
            while (i < n && t[i] != '\n') i++;
            continue;
        }
        size_t s = i;
        while (i < n && !is_ws(t[i]) && t[i] != ',' && t[i] != '#') i++;
        char tok[64];
        size_t tl = i - s;
        char *end = NULL;
        unsigned long long v = 0;
        if (hex_token(t + s, tl, &v)) {
            end = tok;          /* the common `0xNN` token, read without a copy */
            tok[0] = 0;
        } else if (tl < sizeof tok) {
            memcpy(tok, t + s, tl);
            tok[tl] = 0;
            v = strtoull(tok, &end, 0);
        }
        if (tl >= sizeof tok || !end || *end || (unit == 1 && v > 0xff)) {
            fprintf(stderr, "%s:%u: error: invalid input token '%.*s'\n", name, line, (int)(tl < 40 ? tl : 40), (const char *)t + s);
            free(b);
            return -1;
        }
        if (len + unit > cap) {
            uint8_t *nb = realloc(b, cap * 2 + unit);
            if (!nb) { free(b); return -1; }
            b = nb, cap = cap * 2 + unit;
        }
        for (unsigned k = 0; k < unit; k++) b[len++] = (uint8_t)(v >> (8 * k));
    }
    *out = b, *outn = len;
    return 0;
}

static void print_data(FILE *o, const uint8_t *b, size_t n, int show_encoding)
{
    char text[64];
    if (n == 4 || n == 8) {
        unsigned long long v = 0;
        for (size_t i = 0; i < n; i++) v |= (unsigned long long)b[i] << (8 * i);
        snprintf(text, sizeof text, n == 4 ? ".long 0x%08llx" : ".quad 0x%016llx", v);
    } else {
        size_t k = snprintf(text, sizeof text, ".byte ");
        for (size_t i = 0; i < n && k < sizeof text - 8; i++) k += snprintf(text + k, sizeof text - k, "%s0x%02x", i ? ", " : "", b[i]);
    }
    if (show_encoding) {
        gi_inst_listing l = {0, 0, text, b, n, NULL};
        gi_listing_print(o, &l);
    } else {
        fprintf(o, "\t%s\n", text);
    }
}

/* Bytes at off that are no instruction: a warning and a data line. */
static size_t dis_data(const gi_dis_job *j, const uint8_t *code, size_t size, size_t off, unsigned long long base)
{
    size_t unit = gi_dis_unit(j->ctx), u = unit ? unit : 4;
    if (u > size - off) u = size - off;
    fprintf(stderr, "%s:%llu: warning: invalid instruction encoding\n", j->name, (unsigned long long)(base + off));
    print_data(j->out, code + off, u, j->show_encoding);
    return u;
}

enum { DIS_TEXT = 512, DIS_BLOCK = 1 << 16 };

/* Plain listings (no labels, no encodings): the lines are disassembled
 * straight into a block written with one fwrite when full (stdio per line
 * was a fifth of the time). Returns false when out of memory. */
static bool dis_range_plain(const gi_dis_job *j, const uint8_t *code, size_t size)
{
    char *buf = malloc(DIS_BLOCK);
    if (!buf) return false;
    size_t pos = 0, tab = j->raw_lines ? 0 : 1;
    for (size_t off = 0; off < size;) {
        if (DIS_BLOCK - pos < DIS_TEXT + 2) {
            fwrite(buf, 1, pos, j->out);
            pos = 0;
        }
        char *text = buf + pos + tab;
        size_t n = gi_disassemble(j->ctx, code, size, off, text, DIS_TEXT);
        if (n) {
            if (tab) buf[pos] = '\t';
            pos += tab + strlen(text);
            buf[pos++] = '\n';
            off += n;
            continue;
        }
        fwrite(buf, 1, pos, j->out);
        pos = 0;
        off += dis_data(j, code, size, off, 0);
    }
    fwrite(buf, 1, pos, j->out);
    free(buf);
    return true;
}

void gi_dis_range(const gi_dis_job *j, const uint8_t *code, size_t size, unsigned long long base)
{
    size_t unit = gi_dis_unit(j->ctx);
    if (unit && !j->labels && !j->show_encoding && base == 0 && dis_range_plain(j, code, size)) return;
    char text[DIS_TEXT];
    for (size_t off = 0; off < size;) {
        if (j->labels) j->labels(j->user, j->out, base + off);
        size_t n = unit ? gi_disassemble(j->ctx, code, size, off, text, sizeof text) : 0;
        if (n) {
            if (j->show_encoding && !j->raw_lines) {
                gi_inst_listing l = {0, base + off, text, code + off, n, NULL};
                gi_listing_print(j->out, &l);
            } else {
                /* fputs, not fprintf: this is a large share of the time per instruction */
                if (!j->raw_lines) putc('\t', j->out);
                fputs(text, j->out);
                putc('\n', j->out);
            }
            off += n;
            continue;
        }
        off += dis_data(j, code, size, off, base);
    }
}

int gi_cmd_dis(int argc, char **argv)
{
    dis_cli c = {0};
    if (parse(argc, argv, &c)) return 1;
    int isa;
    gi_options opt = {c.mcpu, c.mattr, GI_OPT_LLVM_COMPAT};
    gi_ctx *ctx = gi_cli_ctx(c.isa, &opt, &isa);
    if (!ctx) return 1;
    const char *name;
    FILE *in = gi_cli_open_input(c.in, &name);
    if (!in) {
        gi_ctx_free(ctx);
        return 1;
    }
    uint8_t *data = NULL;
    size_t n = 0;
    int rc = read_all(in, &data, &n);
    if (in != stdin) fclose(in);
    if (rc) {
        fprintf(stderr, "gpuisa: cannot read '%s'\n", name);
        gi_ctx_free(ctx);
        return 1;
    }
    FILE *out = stdout;
    if (c.out && !(out = fopen(c.out, "w"))) {
        fprintf(stderr, "gpuisa: cannot write '%s'\n", c.out);
        free(data);
        gi_ctx_free(ctx);
        return 1;
    }
    gi_dis_job job = {ctx, out, name, c.show_encoding, isa == GI_ISA_SASS, NULL, NULL};
    int status = 0;
    size_t coff, clen;
    if (c.zebin_info && (isa != GI_ISA_VISA || c.hex || c.cuasm)) {
        fprintf(stderr, "gpuisa: --zebin-info reads an Intel zebin (--isa=visa, without --hex or --cuasm)\n");
        status = 1;
    } else if (c.zebin_info) {
        status = gi_visa_zebin_info(data, n, name, out, stderr);
    } else if (c.cuasm && (isa != GI_ISA_SASS || c.hex)) {
        fprintf(stderr, "gpuisa: --cuasm reads a CUDA cubin (--isa=sass, without --hex)\n");
        status = 1;
    } else if (c.cuasm) {
        status = gi_sass_cubin_text(data, n, name, out, stderr);
    } else if (isa == GI_ISA_VISA && !c.hex && n >= 4 && !memcmp(data, "CISA", 4)) {
        unsigned fl = (c.show_encoding ? GI_VISA_TEXT_ENCODING : 0) | (c.igc_truncated ? GI_VISA_TEXT_IGC_TRUNCATED : 0);
        status = gi_visa_isa_text(data, n, c.mcpu, fl, out, stderr);
    } else if (!c.hex && n >= 4 && !memcmp(data, "\x7f" "ELF", 4)) {
        status = gi_dis_elf(&job, data, n);
    } else if (!c.hex && gi_dis_container(ctx, data, n, &coff, &clen)) {
        job.raw_lines = 0;
        gi_dis_range(&job, data + coff, clen, 0);
    } else if (gi_dis_unit(ctx) == 0) {
        fprintf(stderr, "gpuisa: %s: raw code cannot be disassembled for ISA '%s'\n", name, c.isa);
        status = 1;
    } else {
        uint8_t *code = data;
        size_t size = n;
        if (c.hex && parse_hex(name, data, n, isa == GI_ISA_SASS ? 8 : 1, &code, &size)) status = 1;
        else {
            if (isa == GI_ISA_AMDGPU) fprintf(out, "\t.text\n");
            gi_dis_range(&job, code, size, 0);
            if (code != data) free(code);
        }
    }
    if (out != stdout && fclose(out) != 0) {
        fprintf(stderr, "gpuisa: error writing '%s'\n", c.out);
        status = 1;
    }
    free(data);
    gi_ctx_free(ctx);
    return status;
}
