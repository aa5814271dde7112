/* The program of a vISA run: the .isa file `gpuisa as` writes (isafile.c) is
 * read back once -- string table, variables, predicates, then the body
 * decoded instruction by instruction (LABEL records are not instructions: the
 * contract's pc counts only what executes). */
#include "visa/exec.h"
#include "visa/exec_gen.h"
#include "visa/exec_dp.h"
#include "visa/isafile.h"
#include "visa/gcodec.h"
#include "visa/bytes.h"
#include "exec/mem.h"
#include "core/util.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The kernel's string table; returns the strings (pointers into b). */
static const char **strings(visa_rd *r, uint32_t *count)
{
    uint32_t n = visa_rd_u32(r, 4);
    if (r->bad || n > r->n) return NULL;
    const char **s = gi_xcalloc(n ? n : 1, sizeof *s);
    for (uint32_t k = 0; k < n; k++) {
        const uint8_t *z = r->i < r->n ? memchr(r->b + r->i, 0, r->n - r->i) : NULL;
        if (!z) {
            free(s);
            r->bad = true;
            return NULL;
        }
        s[k] = (const char *)r->b + r->i;
        r->i = (size_t)(z - r->b) + 1;
    }
    *count = n;
    return s;
}

/* After the predicates: labels (skipped), then the sampler and surface
 * variables, whose element counts size their movs state (exec_dp.c). */
static int state_tables(visa_exec *x, visa_rd *r)
{
    unsigned nl = visa_rd_u32(r, 2);
    for (unsigned k = 0; k < nl && !r->bad; k++) {
        visa_rd_skip(r, 5);
        visa_rd_skip_attrs(r, visa_rd_u32(r, 1));
    }
    for (unsigned which = VX_SAMPLERS + 1; which-- > 0;) {   /* samplers come first in the file */
        unsigned n = visa_rd_u32(r, 1);
        uint16_t nelts[256];
        for (unsigned k = 0; k < n && !r->bad; k++) {
            visa_rd_skip(r, 4);
            nelts[k] = (uint16_t)visa_rd_u32(r, 2);
            visa_rd_skip_attrs(r, visa_rd_u32(r, 1));
        }
        if (r->bad) return -1;
        vx_dp_init(x, which, nelts, n);
    }
    return 0;
}

static int tables(visa_exec *x, visa_rd *r, char *err, size_t errlen)
{
    uint32_t nstr = 0;
    const char **str = strings(r, &nstr);
    if (!str) {
        snprintf(err, errlen, "the vISA file's string table is truncated");
        return -1;
    }
    visa_rd_u32(r, 4); /* kernel name index */
    uint32_t nv = visa_rd_u32(r, 4);
    if (r->bad || nv > r->n / 14) goto bad;
    x->vars = gi_xcalloc(nv ? nv : 1, sizeof *x->vars);
    for (uint32_t k = 0; k < nv && !r->bad; k++) {
        uint32_t s = visa_rd_u32(r, 4);
        unsigned props = visa_rd_u32(r, 1);
        unsigned ne = visa_rd_u32(r, 2);
        uint32_t alias = visa_rd_u32(r, 4);
        unsigned alias_off = visa_rd_u32(r, 2);
        visa_rd_u32(r, 1);
        visa_rd_skip_attrs(r, visa_rd_u32(r, 1));
        if (r->bad || s >= nstr || ne == 0) goto bad;
        vx_var *v = &x->vars[x->nvars++];
        v->name = gi_xstrndup(str[s], strlen(str[s]));
        v->type = (uint8_t)(props & 15);
        v->nelts = ne;
        v->alias_of = alias;
        v->alias_off = alias ? alias_off : 0;
    }
    unsigned na = visa_rd_u32(r, 2);
    if (r->bad) goto bad;
    x->avars = gi_xcalloc(na ? na : 1, sizeof *x->avars);
    for (unsigned a = 0; a < na && !r->bad; a++) {
        visa_rd_u32(r, 4);
        unsigned ne = visa_rd_u32(r, 2);
        visa_rd_skip_attrs(r, visa_rd_u32(r, 1));
        if (r->bad || ne == 0 || ne > 16) goto bad;
        x->avars[x->navars++].nelts = ne;
    }
    unsigned np = visa_rd_u32(r, 2);
    if (r->bad) goto bad;
    x->preds = gi_xcalloc(np ? np : 1, sizeof *x->preds);
    for (unsigned k = 0; k < np && !r->bad; k++) {
        uint32_t s = visa_rd_u32(r, 4);
        unsigned ne = visa_rd_u32(r, 2);
        visa_rd_skip_attrs(r, visa_rd_u32(r, 1));
        if (r->bad || s >= nstr || ne == 0 || ne > 32) goto bad;
        vx_pred *p = &x->preds[x->npreds++];
        p->name = gi_xstrndup(str[s], strlen(str[s]));
        p->nelts = ne;
    }
    if (r->bad || state_tables(x, r)) goto bad;
    free(str);
    return vx_vars_layout(x, err, errlen);
bad:
    free(str);
    snprintf(err, errlen, "the vISA file's variable or predicate table is invalid");
    return -1;
}

/* element types of the variables (an address-of operand stores its byte offset as row/column) */
static unsigned var_type(const void *u, uint32_t id)
{
    const visa_exec *x = u;
    const vx_var *v = id >= VISA_FIRST_USER_VAR && id - VISA_FIRST_USER_VAR < x->nvars ? &x->vars[id - VISA_FIRST_USER_VAR] : NULL;
    return v ? v->type : VISA_T_UD;
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
    visa_rd r = {prog->code, prog->size, 0, 0};
    r.i = 4 + 1 + 1 + 2;
    uint32_t namelen = visa_rd_u32(&r, 2);
    r.i += namelen;
    uint32_t koff = visa_rd_u32(&r, 4);
    if (r.bad || koff > prog->size) {
        snprintf(err, errlen, "truncated header");
        return -1;
    }
    r.i = koff;
    if (tables(x, &r, err, errlen)) return -1;
    const uint8_t *b = prog->code + info.body_off;
    size_t n = info.body_len, at = 0, cap = 16;
    x->insts = gi_xcalloc(cap, sizeof *x->insts);
    /* label id -> index of the instruction it marks (UINT32_MAX: not in the body) */
    size_t nlab = 0;
    uint32_t *label_at = NULL;
    visa_names nm = {x, NULL, NULL, NULL, var_type};
    visa_gctx cx = {x->t->grf, &nm};
    int status = 0;
    while (at < n) {
        uint8_t op = b[at];
        if (op == VISA_OP_LABEL || op == VISA_OP_SUBROUTINE) {
            if (n - at < 3) {
                snprintf(err, errlen, "a label at body offset %zu is truncated", at);
                status = -1;
                break;
            }
            size_t id = (size_t)gi_le_load(b + at + 1, 2);
            if (id >= nlab) {
                size_t grow = id + 1;
                label_at = gi_xrealloc(label_at, grow * sizeof *label_at);
                for (size_t k = nlab; k < grow; k++) label_at[k] = UINT32_MAX;
                nlab = grow;
            }
            label_at[id] = (uint32_t)x->ninsts;
            at += 3;
            continue;
        }
        if (x->ninsts == cap) {
            cap *= 2;
            x->insts = gi_xrealloc(x->insts, cap * sizeof *x->insts);
        }
        vx_inst *u = &x->insts[x->ninsts];
        memset(u, 0, sizeof *u);
        const char *e = NULL;
        /* LSC_UNTYPED and ret run on visa_inst (exec_lsc.c, the fast paths);
         * everything else on the general table's decoded form (exec_gen*.c) */
        size_t len = op == VISA_OP_LSC_UNTYPED || op == VISA_OP_RET ? visa_decode(b + at, n - at, &u->in, &e) : 0;
        if (!len) {
            len = visa_gen_decode(b + at, n - at, false, &cx, &u->g, &e);
            u->gen = len != 0;
        }
        if (!len) {
            snprintf(err, errlen, "instruction %zu does not decode (%s)", x->ninsts, e ? e : "truncated");
            status = -1;
            break;
        }
        at += len;
        x->ninsts++;
        u->row = !u->gen && u->in.opcode == VISA_OP_LSC_UNTYPED ? visa_lsc_by_subop(u->in.subop) : NULL;
        if (u->row && u->row->layout == VISA_LAY_APNDCTR) x->napnd++;
        if (u->row) vx_lsc_prepare(x, u);
    }
    /* goto targets and join points: the target, and after a backward goto the next instruction */
    for (size_t i = 0; i < x->ninsts && !status; i++) {
        vx_inst *u = &x->insts[i];
        if (!u->gen) continue;
        for (unsigned k = 0; k < u->g.n; k++) {
            if (u->g.op[k].kind != 'l') continue;
            uint32_t id = u->g.op[k].id;
            if (id >= nlab || label_at[id] == UINT32_MAX) {
                snprintf(err, errlen, "instruction %zu jumps to label %u, which marks no place in the body", i, id);
                status = -1;
                break;
            }
            u->target = label_at[id];
            if (u->target < x->ninsts) x->insts[u->target].join = true;
            if (u->target <= i && i + 1 < x->ninsts) x->insts[i + 1].join = true;
        }
    }
    free(label_at);
    if (status) return -1;
    vx_cf_init(x);
    return 0;
}
