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

/* Variables, address variables and predicates of the file's tables (isa_read.c). */
static int tables(visa_exec *x, const visa_kernel *k, char *err, size_t errlen)
{
    x->vars = gi_xcalloc(k->vars.len + 1, sizeof *x->vars);
    for (size_t i = 0; i < k->vars.len; i++) {
        const visa_var *v = gi_vec_at(&k->vars, i);
        vx_var *d = &x->vars[x->nvars++];
        d->name = gi_xstrndup(v->name, strlen(v->name));
        d->type = v->type;
        d->nelts = v->num_elts;
        d->alias_of = v->has_alias ? v->alias : 0;
        d->alias_off = v->has_alias ? v->alias_off : 0;
    }
    x->avars = gi_xcalloc(k->addrs.len + 1, sizeof *x->avars);
    for (size_t i = 0; i < k->addrs.len; i++)
        x->avars[x->navars++].nelts = ((const visa_named *)gi_vec_at(&k->addrs, i))->num_elts;
    x->preds = gi_xcalloc(k->preds.len + 1, sizeof *x->preds);
    for (size_t i = 0; i < k->preds.len; i++) {
        const visa_pred *p = gi_vec_at(&k->preds, i);
        vx_pred *d = &x->preds[x->npreds++];
        d->name = gi_xstrndup(p->name, strlen(p->name));
        d->nelts = p->num_elts;
    }
    /* surface and sampler variables: their element counts size the movs state (exec_dp.c) */
    const gi_vec *st[2];
    st[VX_SURFACES] = &k->surfaces, st[VX_SAMPLERS] = &k->samplers;
    for (unsigned which = 0; which < 2; which++) {
        uint16_t nelts[256];
        size_t n = st[which]->len < 256 ? st[which]->len : 256;
        for (size_t i = 0; i < n; i++) nelts[i] = ((const visa_named *)gi_vec_at(st[which], i))->num_elts;
        vx_dp_init(x, which, nelts, n);
    }
    return vx_vars_layout(x, err, errlen);
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
    visa_kernel k;
    visa_isa_layout info;
    visa_kernel_init(&k);
    const char *why = visa_isa_read_kernel(prog->code, prog->size, &k, &info);
    int tr = why ? (snprintf(err, errlen, "%s", why), -1) : tables(x, &k, err, errlen);
    if (tr) {
        visa_kernel_free(&k);
        return -1;
    }
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
            /* a file with a gen binary is GenX_IR's or IGC's, and IGC's dumps cut every instruction short */
            snprintf(err, errlen, "instruction %zu does not decode (%s)%s", x->ninsts, e ? e : "truncated",
                     info.gen_at < prog->size ? "; the file carries a gen binary: an IGC .isa dump? IGC's writer "
                                                "leaves its instructions incomplete; run the .visaasm instead" : "");
            status = -1;
            break;
        }
        at += len;
        x->ninsts++;
        u->row = !u->gen && u->in.opcode == VISA_OP_LSC_UNTYPED ? visa_lsc_by_subop(u->in.subop) : NULL;
        if (u->gen && u->g.n && u->g.op[0].kind == 'y') {   /* faddr: the symbol's name */
            const char *sym = visa_kernel_string_at(&k, u->g.op[0].id);
            if (!sym) {
                snprintf(err, errlen, "instruction %zu names symbol string %u, which is not in the string table", x->ninsts - 1,
                         u->g.op[0].id);
                status = -1;
                break;
            }
            u->sym = gi_xstrndup(sym, strlen(sym));
        }
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
    visa_kernel_free(&k);
    if (status) return -1;
    vx_cf_init(x);
    return 0;
}
