/* A whole vISA 4.1 .isa file back to text (`gpuisa dis --isa=visa F.isa`):
 * the kernel tables become `.decl`/`.input`/`.kernel_attr`/`.function` lines
 * in string-table order (the order in which the assembler creates names, so
 * that the text assembles back to the same file), then the body: labels and
 * instructions, printed by the same printers the assembler lists with.
 *
 * With GI_VISA_TEXT_IGC_TRUNCATED the body is read as IGC 1.0.12504's writer
 * leaves it: each instruction without its last fields (gcodec.h); those
 * instructions are printed with the dropped operands zero and a comment. */
#include "gpuisa/gpuisa.h"
#include "visa/gcodec.h"
#include "visa/kernel.h"
#include "visa/parse.h"
#include "visa/bytes.h"
#include "visa/isafile.h"
#include "core/util.h"
#include "exec/mem.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* an entity of the tables, by string index */
enum { OWN_NONE, OWN_VAR, OWN_PRED, OWN_ADDR, OWN_SAMPLER, OWN_SURFACE, OWN_LABEL, OWN_ATTR };
typedef struct owner {
    uint8_t kind;
    uint32_t index;
} owner;

typedef struct dfile {
    uint32_t nstr;
    visa_kernel k;
    owner *own;        /* nstr entries: the entity each string names first */
    char err[160];
} dfile;

static void own(dfile *d, uint32_t s, uint8_t kind, size_t index)
{
    if (s < d->nstr && d->own[s].kind == OWN_NONE) d->own[s] = (owner){kind, (uint32_t)index};
}

/* Which entity each string names, in table order (vars, addresses,
 * predicates, labels, samplers, surfaces, attributes: the first wins). */
static void owners(dfile *d)
{
    const visa_kernel *k = &d->k;
    d->own = gi_xcalloc(d->nstr ? d->nstr : 1, sizeof *d->own);
    for (size_t i = 0; i < k->vars.len; i++) own(d, ((const visa_var *)gi_vec_at(&k->vars, i))->str, OWN_VAR, i);
    for (size_t i = 0; i < k->addrs.len; i++) own(d, ((const visa_named *)gi_vec_at(&k->addrs, i))->str, OWN_ADDR, i);
    for (size_t i = 0; i < k->preds.len; i++) own(d, ((const visa_pred *)gi_vec_at(&k->preds, i))->str, OWN_PRED, i);
    for (size_t i = 0; i < k->labels.len; i++) own(d, ((const visa_label *)gi_vec_at(&k->labels, i))->str, OWN_LABEL, i);
    for (size_t i = 0; i < k->samplers.len; i++)
        own(d, ((const visa_named *)gi_vec_at(&k->samplers, i))->str, OWN_SAMPLER, i);
    for (size_t i = 0; i < k->surfaces.len; i++)
        own(d, ((const visa_named *)gi_vec_at(&k->surfaces, i))->str, OWN_SURFACE, i);
    for (size_t i = 0; i < k->attrs.len; i++) own(d, ((const visa_attr *)gi_vec_at(&k->attrs, i))->str, OWN_ATTR, i);
}

static void print_decl(dfile *d, owner o, FILE *out)
{
    visa_kernel *k = &d->k;
    switch (o.kind) {
    case OWN_VAR: {
        const visa_var *v = gi_vec_at(&k->vars, o.index);
        fprintf(out, ".decl %s v_type=G type=%s num_elts=%u align=%s", v->name, visa_type_names[v->type], v->num_elts,
                visa_align_names[v->align]);
        if (v->has_alias) {
            const char *base = v->alias < VISA_NUM_PREDEF_VARS ? visa_predef_names[v->alias]
                                                               : ((const visa_var *)gi_vec_at(&k->vars, v->alias - VISA_FIRST_USER_VAR))->name;
            fprintf(out, " alias=<%s, %u>", base, v->alias_off);
        }
        fprintf(out, "\n");
        break;
    }
    case OWN_PRED: {
        const visa_pred *p = gi_vec_at(&k->preds, o.index);
        fprintf(out, ".decl %s v_type=P num_elts=%u\n", p->name, p->num_elts);
        break;
    }
    case OWN_ADDR:
    case OWN_SAMPLER:
    case OWN_SURFACE: {
        const gi_vec *v = o.kind == OWN_ADDR ? &k->addrs : o.kind == OWN_SAMPLER ? &k->samplers : &k->surfaces;
        const visa_named *x = gi_vec_at(v, o.index);
        fprintf(out, ".decl %s v_type=%c num_elts=%u", x->name, o.kind == OWN_ADDR ? 'A' : o.kind == OWN_SAMPLER ? 'S' : 'T',
                x->num_elts);
        if (x->vname) fprintf(out, " v_name=%s", x->vname);
        fprintf(out, "\n");
        break;
    }
    case OWN_LABEL: {
        const visa_label *l = gi_vec_at(&k->labels, o.index);
        if (l->kind == 1) fprintf(out, ".function \"%s\"\n", l->name);
        break;
    }
    case OWN_ATTR: {
        const visa_attr *a = gi_vec_at(&k->attrs, o.index);
        if (!strcmp(a->name, "Target") && a->is_int)
            fprintf(out, ".kernel_attr Target=\"%s\"\n", a->ival == 0 ? "cm" : a->ival == 1 ? "3d" : "cs");
        else if (a->is_int) fprintf(out, ".kernel_attr %s=%u\n", a->name, a->ival);
        else fprintf(out, ".kernel_attr %s=\"%s\"\n", a->name, a->sval);
        break;
    }
    default: break;
    }
}

static void encoding(FILE *out, const uint8_t *b, size_t n)
{
    fprintf(out, " ; encoding: [");
    for (size_t i = 0; i < n; i++) fprintf(out, "%s0x%02x", i ? "," : "", b[i]);
    fprintf(out, "]");
}

/* An LSC_UNTYPED instruction as IGC's writer leaves it: without its last
 * two fields, Src1 and Src2 (raw operands, 6 bytes each) in the vector
 * layout, the only one IGC's compute kernels use; other layouts end in a
 * vector field of unknown size and are not read. */
static size_t lsc_truncated(const uint8_t *b, size_t n, visa_inst *in, const char **err)
{
    uint8_t tmp[VISA_MAX_INST_BYTES + 12];
    size_t have = n < VISA_MAX_INST_BYTES ? n : VISA_MAX_INST_BYTES;
    memset(tmp, 0, sizeof tmp);
    memcpy(tmp, b, have);
    size_t full = visa_decode(tmp, have + 12, in, err);
    if (!full) return 0;
    const visa_lsc_row *row = visa_lsc_by_subop(in->subop);
    if (!row || row->layout != VISA_LAY_VEC) {
        *err = "a truncated LSC instruction of this layout cannot be read";
        return 0;
    }
    if (full - 12 > n) {
        *err = "truncated instruction";
        return 0;
    }
    memset(tmp + full - 12, 0, 12);
    return visa_decode(tmp, full, in, err) == full ? full - 12 : 0;
}

/* The body; false (with d->err) at the first instruction it cannot read. */
static bool body(dfile *d, const uint8_t *b, size_t n, unsigned flags, const visa_target *t, FILE *out)
{
    visa_kernel *k = &d->k;
    visa_names nm = visa_kernel_names(k);
    visa_gctx cx = {t->grf, &nm};
    gi_str text;
    gi_str_init(&text);
    bool ok = true;
    for (size_t i = 0; i < n && ok;) {
        uint8_t op = b[i];
        size_t len = 0;
        const char *err = NULL;
        gi_str_clear(&text);
        if (op == VISA_OP_LABEL || op == VISA_OP_SUBROUTINE) {
            if (n - i < 3) {
                err = "truncated label";
            } else {
                unsigned id = (unsigned)gi_le_load(b + i + 1, 2);
                if (id >= k->labels.len) err = "label id outside the label table";
                else fprintf(out, "%s:\n", ((const visa_label *)gi_vec_at(&k->labels, id))->name);
                len = 3;
            }
        } else if (op == VISA_OP_LSC_UNTYPED) {
            visa_inst in;
            len = flags & GI_VISA_TEXT_IGC_TRUNCATED ? lsc_truncated(b + i, n - i, &in, &err) : visa_decode(b + i, n - i, &in, &err);
            if (len) visa_print(&in, &nm, &text);
        } else {
            visa_gparsed g;
            len = visa_gen_decode(b + i, n - i, (flags & GI_VISA_TEXT_IGC_TRUNCATED) != 0, &cx, &g, &err);
            if (len) {
                for (unsigned j = 0; j < g.n && !err; j++) {
                    const visa_gopnd *o = &g.op[j];
                    if (o->kind == 'l' && o->id >= k->labels.len) err = "label id outside the label table";
                    if (o->kind == 'y' && !visa_kernel_string_at(k, o->id)) err = "symbol outside the string table";
                    if ((o->kind == 'v' || o->kind == '&' || o->kind == 'r') && o->id >= VISA_NUM_PREDEF_VARS &&
                        (o->id < VISA_FIRST_USER_VAR || o->id - VISA_FIRST_USER_VAR >= k->vars.len))
                        err = "variable id outside the variable table";
                    if (o->kind == 'p' && o->id > k->preds.len) err = "predicate id outside the predicate table";
                    if ((o->kind == 'A' || o->kind == 'x') && o->id >= k->addrs.len) err = "address id outside the address table";
                    if (o->kind == 't' && o->id >= VISA_NUM_PREDEF_SURF + k->surfaces.len) err = "surface id outside the surface table";
                    if (o->kind == 's' && o->id >= k->samplers.len) err = "sampler id outside the sampler table";
                }
                if (VISA_PRED_ID(g.pred) > k->preds.len) err = "predicate id outside the predicate table";
                if (err) len = 0;
                else visa_gprint(&g, k, &text);
            }
        }
        if (!len && (flags & GI_VISA_TEXT_IGC_TRUNCATED)) {
            /* IGC's body is shorter than its size field says and other data
             * follows it: the first bytes that are no instruction end it */
            fprintf(out, "// end of the body IGC wrote: offset %zu\n", i);
            break;
        }
        if (!len) {
            snprintf(d->err, sizeof d->err, "body offset %zu (opcode 0x%02x): %s", i, op, err ? err : "cannot decode");
            ok = false;
            break;
        }
        if (text.len) {
            fprintf(out, "    %s", text.s);
            if (flags & GI_VISA_TEXT_ENCODING) encoding(out, b + i, len);
            fprintf(out, "\n");
        }
        i += len;
    }
    gi_str_free(&text);
    return ok;
}

int gi_visa_isa_text(const uint8_t *file, size_t n, const char *mcpu, unsigned flags, FILE *out, FILE *diag)
{
    const visa_target *t = visa_target_find(mcpu ? mcpu : "dg2");
    if (!t) {
        fprintf(diag, "gpuisa: unsupported vISA target '%s' (dg2, mtl, pvc)\n", mcpu);
        return 1;
    }
    dfile d;
    memset(&d, 0, sizeof d);
    visa_kernel_init(&d.k);
    visa_isa_layout lay;
    const char *e = visa_isa_read_kernel(file, n, &d.k, &lay);
    size_t boff = lay.body_off, blen = lay.body_len;
    d.nstr = lay.nstrings;
    if (!e) owners(&d);
    int status = 0;
    if (e) {
        fprintf(diag, "gpuisa: %s\n", e);
        status = 1;
    } else {
        fprintf(out, ".version %u.%u\n.kernel \"%s\"\n", d.k.major, d.k.minor, d.k.name);
        for (uint32_t s = 0; s < d.nstr; s++) print_decl(&d, d.own[s], out);
        for (size_t i = 0; i < d.k.inputs.len; i++) {
            const visa_input *in = gi_vec_at(&d.k.inputs, i);
            const visa_var *v = gi_vec_at(&d.k.vars, in->id - VISA_FIRST_USER_VAR);
            fprintf(out, ".input %s offset=%d size=%u\n", v->name, in->offset, in->size);
        }
        /* IGC's writer leaves the body short: read up to the end of the file */
        size_t avail = flags & GI_VISA_TEXT_IGC_TRUNCATED ? (lay.gen_at > boff ? lay.gen_at - boff : 0) : blen;
        if (!body(&d, file + boff, avail, flags, t, out)) {
            fprintf(diag, "gpuisa: %s\n", d.err);
            status = 1;
        }
    }
    free(d.own);
    visa_kernel_free(&d.k);
    return status;
}
