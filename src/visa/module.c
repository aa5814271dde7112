/* The vISA module: per-line statements (directives, labels, instructions),
 * the kernel's tables, and the .isa file written at the end -- the core's
 * instruction bytes are the kernel body; header and tables go in front. */
#include "visa/launch.h"
#include "core/module.h"

/* visa/dis.c */
size_t gi_visa_dis_inst(void *ictx, const uint8_t *code, size_t size, size_t off, gi_str *out);
bool gi_visa_dis_container(const uint8_t *file, size_t n, size_t *off, size_t *len);
#include "visa/exec.h"
#include "visa/gcodec.h"
#include "visa/isafile.h"
#include "visa/kernel.h"
#include "visa/parse.h"
#include "visa/visa.h"
#include "core/util.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct visa_state {
    const visa_target *t;
    gi_asmcore *core;
    gi_asm_sink user;      /* the caller's sink; the core talks to ours */
    visa_kernel k;
    gi_str body;           /* instruction bytes (the kernel body) */
    gi_str text;
    bool quiet;            /* probing: diagnostics are dropped */
} visa_state;

static void *visa_ctx_new(const gi_options *opt, char *err, size_t errlen)
{
    const char *cpu = opt->mcpu ? opt->mcpu : "dg2";
    const visa_target *t = visa_target_find(cpu);
    if (!t && err && errlen) snprintf(err, errlen, "unsupported vISA target '%s' (dg2, mtl, pvc)", cpu);
    return (void *)t;
}

static void visa_ctx_free(void *p) { (void)p; /* targets are const rows */ }

static void on_code(void *u, uint64_t off, const uint8_t *b, size_t n)
{
    visa_state *s = u;
    (void)off;
    gi_str_addn(&s->body, (const char *)b, n);
}

static void on_listing(void *u, const gi_inst_listing *l)
{
    visa_state *s = u;
    if (s->user.listing) s->user.listing(s->user.user, l);
}

static void on_diag(void *u, const gi_diag *d)
{
    visa_state *s = u;
    if (s->quiet) return;
    if (s->user.diag) s->user.diag(s->user.user, d);
}

static void *visa_asm_begin(void *ictx, gi_asmcore *core)
{
    visa_state *s = gi_xcalloc(1, sizeof *s);
    s->t = ictx;
    s->core = core;
    s->user = core->sink;
    core->sink = (gi_asm_sink){s, on_code, NULL, s->user.listing ? on_listing : NULL, on_diag};
    core->numflags = 0;
    core->prec = GI_PREC_GNU;
    core->warn_prec = false;
    core->isa_state = s;
    visa_kernel_init(&s->k);
    gi_str_init(&s->body);
    gi_str_init(&s->text);
    return s;
}

static void visa_asm_end(void *p)
{
    visa_state *s = p;
    s->core->sink = s->user;
    if (s->user.code) {
        gi_str file;
        gi_str_init(&file);
        visa_isa_write(&s->k, (const uint8_t *)s->body.s, s->body.len, &file);
        s->user.code(s->user.user, 0, (const uint8_t *)file.s, file.len);
        gi_str_free(&file);
    }
    visa_kernel_free(&s->k);
    gi_str_free(&s->body);
    gi_str_free(&s->text);
    free(s);
}

static void label(visa_state *s, const char *n, size_t len)
{
    uint16_t id = visa_kernel_label(&s->k, n, len);
    visa_label *l = gi_vec_at(&s->k.labels, id);
    if (l->defined) {
        gi_error(s->core, n, "label '%.*s' is already defined", (int)len, n);
        return;
    }
    l->defined = true;
    /* a label named by .function is a subroutine: ISA_SUBROUTINE (0x30) */
    uint8_t b[3] = {l->kind == 1 ? VISA_OP_SUBROUTINE : VISA_OP_LABEL, (uint8_t)id, (uint8_t)(id >> 8)};
    gi_emit_padding(s->core, b, sizeof b);
}

/* LSC_UNTYPED and the rows codec.c encodes: parse, validate, encode, list. */
static void encoded_instruction(visa_state *s, visa_scan *sc)
{
    visa_parsed ps;
    if (!visa_parse_inst(sc, &s->k, s->t, &ps)) return;
    if (!visa_validate(s->core, s->t, &s->k, &ps)) return;
    uint8_t bytes[VISA_MAX_INST_BYTES];
    size_t n = visa_encode(&ps.in, bytes);
    /* the listing shows what the bytes decode to */
    visa_inst back;
    const char *err = NULL;
    gi_str_clear(&s->text);
    if (visa_decode(bytes, n, &back, &err) == n) {
        visa_names nm = visa_kernel_names(&s->k);
        visa_print(&back, &nm, &s->text);
    } else {
        gi_str_addf(&s->text, "<undecodable: %s>", err ? err : "length");
    }
    gi_emit_inst(s->core, s->text.s, s->text.len, bytes, n, NULL, 0);
}

/* The general parser without diagnostics: does the statement parse, and how. */
static bool probe_gen(visa_state *s, const visa_scan *sc, visa_gparsed *g)
{
    visa_scan t = *sc;
    unsigned ne = s->core->nerrors, nw = s->core->nwarnings;
    bool failed = s->core->line_failed;
    s->quiet = true;
    bool ok = visa_parse_gen(&t, &s->k, s->t, g);
    s->quiet = false;
    s->core->nerrors = ne;
    s->core->nwarnings = nw;
    s->core->line_failed = failed;
    return ok;
}

static bool has_indirect(const visa_scan *sc)
{
    for (const char *p = sc->p; p + 1 < sc->end; p++)
        if (p[0] == 'r' && p[1] == '[' && (p == sc->p || p[-1] == ' ' || p[-1] == '\t' || p[-1] == ')')) return true;
    return false;
}

static void instruction(visa_state *s, visa_scan *sc)
{
    if (!s->k.have_kernel) {
        visa_scan_ws(sc);
        gi_error(s->core, sc->p, "instruction before .kernel");
        return;
    }
    /* the mnemonic decides the parser: LSC_UNTYPED sub-ops and unknown words
     * go to the encoding parser (parse.c visa_parse_inst), rows of
     * visa_op_rows to the general one */
    visa_scan m = *sc;
    visa_scan_ws(&m);
    if (m.p < m.end && *m.p == '(') {
        const char *q = memchr(m.p, ')', (size_t)(m.end - m.p));
        m.p = q ? q + 1 : m.end;
    }
    const char *w;
    size_t wn;
    if (!visa_scan_word(&m, &w, &wn)) {
        encoded_instruction(s, sc);
        return;
    }
    const char *dot = memchr(w, '.', wn);
    size_t base = dot ? (size_t)(dot - w) : wn;
    const visa_op_row *row = visa_lsc_find(w, base) ? NULL : visa_op_find(w, base);
    if (!row) {
        encoded_instruction(s, sc);
        return;
    }
    visa_gparsed g;
    if (row->flags & VISA_OF_ENC) {
        /* encodable rows keep the encoding parser unless the statement uses
         * a form it does not take (indirect, address, predicate operands) */
        bool ok = probe_gen(s, sc, &g);
        if (!ok && has_indirect(sc)) {
            visa_parse_gen(sc, &s->k, s->t, &g); /* reports: only this parser reads r[A(i),off] */
            return;
        }
        if (!ok || !g.beyond_codec) {
            encoded_instruction(s, sc);
            return;
        }
    } else if (!visa_parse_gen(sc, &s->k, s->t, &g)) {
        return;
    }
    for (unsigned i = 0; i < g.n; i++) {
        if (g.op[i].kind == 'l') g.op[i].id = visa_kernel_label(&s->k, g.op[i].at, (size_t)g.op[i].off);
        /* a symbol's string goes in when its instruction is read, as GenX_IR's text reader does */
        if (g.op[i].kind == 'y') g.op[i].id = visa_kernel_add_string(&s->k, g.op[i].at, (size_t)g.op[i].off);
    }
    /* encode with the row's layout; the listing shows what the bytes decode to */
    visa_names nm = visa_kernel_names(&s->k);
    visa_gctx cx = {s->t->grf, &nm};
    uint8_t bytes[VISA_MAX_INST_BYTES];
    const char *err = NULL;
    size_t n = visa_gen_encode(&g, &cx, bytes, sizeof bytes, &err);
    if (!n) {
        gi_error(s->core, w, "cannot encode '%.*s': %s", (int)base, w, err);
        return;
    }
    visa_gparsed back;
    gi_str_clear(&s->text);
    if (visa_gen_decode(bytes, n, false, &cx, &back, &err) == n) visa_gprint(&back, &s->k, &s->text);
    else gi_str_addf(&s->text, "<undecodable: %s>", err ? err : "length");
    gi_emit_inst(s->core, s->text.s, s->text.len, bytes, n, NULL, 0);
}

static void visa_asm_line(void *p, gi_asmcore *core, const char *line, size_t len)
{
    visa_state *s = p;
    visa_scan sc;
    visa_scan_init(&sc, core, line, line + len);
    if (visa_scan_end(&sc)) return;
    if (*sc.p == '.') {
        visa_directive(&s->k, core, sc.p, sc.end);
        return;
    }
    const char *save = sc.p, *n;
    size_t nl;
    if (visa_scan_name(&sc, &n, &nl) && visa_scan_eat(&sc, ':')) {
        if (*n == '%') {
            gi_error(core, n, "a label name cannot start with '%%'");
            return;
        }
        label(s, n, nl);
        if (visa_scan_end(&sc)) return;
    } else {
        sc.p = save;
    }
    instruction(s, &sc);
}

static int visa_module_launch(void *ictx, const uint8_t *obj, size_t n, gi_launch_spec *spec,
                              const gi_launch_options *opt, char **result, char *err, size_t errlen)
{
    return visa_launch(ictx, obj, n, spec, opt, result, err, errlen);
}

const gi_isa_module gi_visa_module = {
    .name = "visa",
    .ctx_new = visa_ctx_new,
    .ctx_free = visa_ctx_free,
    .asm_begin = visa_asm_begin,
    .asm_line = visa_asm_line,
    .asm_end = visa_asm_end,
    .exec = &gi_visa_exec,
    .dis_inst = gi_visa_dis_inst,
    .dis_unit = 1,
    .dis_container = gi_visa_dis_container,
    .launch = visa_module_launch,
};
