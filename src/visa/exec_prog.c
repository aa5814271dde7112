/* The program of a vISA run: the .isa file `gpuisa as` writes (isafile.c) is
 * read back once -- string table, variables, predicates, then the body
 * decoded instruction by instruction (LABEL records are not instructions: the
 * contract's pc counts only what executes). */
#include "visa/exec.h"
#include "visa/exec_gen.h"
#include "visa/isafile.h"
#include "core/util.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct rd {
    const uint8_t *b;
    size_t n, i;
    int bad;
} rd;

static uint32_t rn(rd *r, unsigned bytes)
{
    if (r->i + bytes > r->n) {
        r->bad = 1;
        return 0;
    }
    uint32_t v = (uint32_t)gi_le_load(r->b + r->i, bytes);
    r->i += bytes;
    return v;
}

static void skip_attrs(rd *r, unsigned count)
{
    for (unsigned a = 0; a < count && !r->bad; a++) {
        rn(r, 4);
        unsigned sz = rn(r, 1);
        if (sz > r->n - r->i) r->bad = 1;
        else r->i += sz;
    }
}

/* The kernel's string table; returns the strings (pointers into b). */
static const char **strings(rd *r, uint32_t *count)
{
    uint32_t n = rn(r, 4);
    if (r->bad || n > r->n) return NULL;
    const char **s = gi_xcalloc(n ? n : 1, sizeof *s);
    for (uint32_t k = 0; k < n; k++) {
        const uint8_t *z = r->i < r->n ? memchr(r->b + r->i, 0, r->n - r->i) : NULL;
        if (!z) {
            free(s);
            r->bad = 1;
            return NULL;
        }
        s[k] = (const char *)r->b + r->i;
        r->i = (size_t)(z - r->b) + 1;
    }
    *count = n;
    return s;
}

static int tables(visa_exec *x, rd *r, char *err, size_t errlen)
{
    uint32_t nstr = 0;
    const char **str = strings(r, &nstr);
    if (!str) {
        snprintf(err, errlen, "the vISA file's string table is truncated");
        return -1;
    }
    rn(r, 4); /* kernel name index */
    uint32_t nv = rn(r, 4);
    if (r->bad || nv > r->n / 14) goto bad;
    x->vars = gi_xcalloc(nv ? nv : 1, sizeof *x->vars);
    for (uint32_t k = 0; k < nv && !r->bad; k++) {
        uint32_t s = rn(r, 4);
        unsigned props = rn(r, 1);
        unsigned ne = rn(r, 2);
        uint32_t alias = rn(r, 4);
        unsigned alias_off = rn(r, 2);
        rn(r, 1);
        skip_attrs(r, rn(r, 1));
        if (r->bad || s >= nstr || ne == 0) goto bad;
        vx_var *v = &x->vars[x->nvars++];
        v->name = gi_xstrndup(str[s], strlen(str[s]));
        v->type = (uint8_t)(props & 15);
        v->nelts = ne;
        v->alias_of = alias;
        v->alias_off = alias ? alias_off : 0;
    }
    unsigned na = rn(r, 2);
    if (r->bad) goto bad;
    x->avars = gi_xcalloc(na ? na : 1, sizeof *x->avars);
    for (unsigned a = 0; a < na && !r->bad; a++) {
        rn(r, 4);
        unsigned ne = rn(r, 2);
        skip_attrs(r, rn(r, 1));
        if (r->bad || ne == 0 || ne > 16) goto bad;
        x->avars[x->navars++].nelts = ne;
    }
    unsigned np = rn(r, 2);
    if (r->bad) goto bad;
    x->preds = gi_xcalloc(np ? np : 1, sizeof *x->preds);
    for (unsigned k = 0; k < np && !r->bad; k++) {
        uint32_t s = rn(r, 4);
        unsigned ne = rn(r, 2);
        skip_attrs(r, rn(r, 1));
        if (r->bad || s >= nstr || ne == 0 || ne > 32) goto bad;
        vx_pred *p = &x->preds[x->npreds++];
        p->name = gi_xstrndup(str[s], strlen(str[s]));
        p->nelts = ne;
    }
    if (r->bad) goto bad;
    free(str);
    return vx_vars_layout(x, err, errlen);
bad:
    free(str);
    snprintf(err, errlen, "the vISA file's variable or predicate table is invalid");
    return -1;
}

int vx_load_program(visa_exec *x, const gi_exec_program *prog, char *err, size_t errlen)
{
    visa_isa_info info;
    const char *why = visa_isa_read(prog->code, prog->size, &info);
    if (why) {
        snprintf(err, errlen, "%s", why);
        return -1;
    }
    /* visa_isa_read checked the header: the kernel tables start at its offset */
    rd r = {prog->code, prog->size, 0, 0};
    r.i = 4 + 1 + 1 + 2;
    uint32_t namelen = rn(&r, 2);
    r.i += namelen;
    uint32_t koff = rn(&r, 4);
    if (r.bad || koff > prog->size) {
        snprintf(err, errlen, "truncated header");
        return -1;
    }
    r.i = koff;
    if (tables(x, &r, err, errlen)) return -1;
    const uint8_t *b = prog->code + info.body_off;
    size_t n = info.body_len, at = 0, cap = 16;
    x->insts = gi_xcalloc(cap, sizeof *x->insts);
    while (at < n) {
        visa_inst in;
        const char *e = NULL;
        size_t len = visa_decode(b + at, n - at, &in, &e);
        if (!len) {
            snprintf(err, errlen, "instruction %zu does not decode (%s)", x->ninsts, e ? e : "truncated");
            return -1;
        }
        at += len;
        if (in.opcode == VISA_OP_LABEL) continue;
        if (x->ninsts == cap) {
            cap *= 2;
            x->insts = gi_xrealloc(x->insts, cap * sizeof *x->insts);
        }
        vx_inst *u = &x->insts[x->ninsts++];
        u->in = in;
        u->row = in.opcode == VISA_OP_LSC_UNTYPED ? visa_lsc_by_subop(in.subop) : NULL;
        if (u->row && u->row->layout == VISA_LAY_APNDCTR) x->napnd++;
        if (u->row) vx_lsc_prepare(x, u);
    }
    if (prog->insts && prog->ninsts != x->ninsts) {
        snprintf(err, errlen, "the listing has %zu instructions, the body %zu", prog->ninsts, x->ninsts);
        return -1;
    }
    vx_cf_init(x);
    return 0;
}
