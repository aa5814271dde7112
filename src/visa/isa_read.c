/* The one reader of vISA 4.1 .isa files (isafile.h): header, string table,
 * variables, address/predicate/label/sampler/surface tables, inputs,
 * attributes -- into the assembler's own kernel model, so that the printer
 * (dis_file.c), the executor (exec_prog.c) and the launcher (launch.c) see
 * the file the way the assembler built it. Layout: isafile.c's writer. */
#include "visa/isafile.h"
#include "visa/bytes.h"
#include "exec/mem.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct reader {
    visa_rd r;
    const char **str;
    uint32_t nstr;
} reader;

static char *dup(const char *s) { return gi_xstrndup(s, strlen(s)); }

static const char *sget(reader *d, uint32_t i)
{
    if (i >= d->nstr) {
        d->r.bad = true;
        return "";
    }
    return d->str[i];
}

/* address (count u16), sampler and surface (count u8) tables */
static void named(reader *d, gi_vec *v, char kind)
{
    visa_rd *r = &d->r;
    unsigned count = kind == 'A' ? visa_rd_u32(r, 2) : visa_rd_u32(r, 1);
    for (unsigned i = 0; i < count && !r->bad; i++) {
        uint32_t s = visa_rd_u32(r, 4);
        visa_named *x = gi_vec_push(v);
        memset(x, 0, sizeof *x);
        /* surfaces and samplers are named by number in the text (T6.., S0..), as
         * GenX_IR prints them; the string is their v_name */
        if (kind == 'A') {
            x->name = dup(sget(d, s));
        } else {
            char nm[24];
            snprintf(nm, sizeof nm, "%c%u", kind, (unsigned)(kind == 'T' ? VISA_NUM_PREDEF_SURF + i : i));
            x->name = dup(nm);
            x->vname = dup(sget(d, s));
        }
        x->num_elts = (uint16_t)visa_rd_u32(r, 2);
        x->str = s;
        visa_rd_skip_attrs(r, visa_rd_u32(r, 1));
    }
}

static const char *vars(reader *d, visa_kernel *k)
{
    visa_rd *r = &d->r;
    uint32_t nvars = visa_rd_u32(r, 4);
    if (nvars > r->n / 14) return "variable count larger than the file";
    for (uint32_t i = 0; i < nvars && !r->bad; i++) {
        visa_var *v = gi_vec_push(&k->vars);
        memset(v, 0, sizeof *v);
        v->str = visa_rd_u32(r, 4);
        v->name = dup(sget(d, v->str));
        unsigned bits = visa_rd_u32(r, 1);
        v->type = (uint8_t)(bits & 15);
        v->align = (uint8_t)(bits >> 4);
        v->num_elts = (uint16_t)visa_rd_u32(r, 2);
        v->alias = visa_rd_u32(r, 4);
        v->alias_off = (uint16_t)visa_rd_u32(r, 2);
        v->has_alias = v->alias != 0;
        visa_rd_u32(r, 1);
        if (r->bad) break;
        if (v->type >= VISA_T_COUNT || v->align >= VISA_NUM_ALIGNS) return "variable of an unknown type or alignment";
        if (v->num_elts == 0) return "variable of 0 elements";
        if (v->has_alias && v->alias >= VISA_NUM_PREDEF_VARS && (v->alias < VISA_FIRST_USER_VAR || v->alias - VISA_FIRST_USER_VAR >= i))
            return "variable aliases an undeclared variable";
        visa_rd_skip_attrs(r, visa_rd_u32(r, 1));
    }
    return NULL;
}

static const char *preds_labels(reader *d, visa_kernel *k)
{
    visa_rd *r = &d->r;
    unsigned npreds = visa_rd_u32(r, 2);
    for (unsigned i = 0; i < npreds && !r->bad; i++) {
        visa_pred *p = gi_vec_push(&k->preds);
        p->str = visa_rd_u32(r, 4);
        p->name = dup(sget(d, p->str));
        p->num_elts = (uint16_t)visa_rd_u32(r, 2);
        if (!r->bad && (p->num_elts == 0 || p->num_elts > 32)) return "predicate of 0 or more than 32 elements";
        visa_rd_skip_attrs(r, visa_rd_u32(r, 1));
    }
    unsigned nlabels = visa_rd_u32(r, 2);
    for (unsigned i = 0; i < nlabels && !r->bad; i++) {
        visa_label *l = gi_vec_push(&k->labels);
        memset(l, 0, sizeof *l);
        l->str = visa_rd_u32(r, 4);
        l->kind = (uint8_t)visa_rd_u32(r, 1);
        const char *s = sget(d, l->str);
        if (l->kind == 1) {
            /* printed as NAME_ID, as GenX_IR does; the assembler strips _ID */
            gi_str t;
            gi_str_init(&t);
            gi_str_addf(&t, "%s_%u", s, i);
            l->name = dup(t.s);
            gi_str_free(&t);
        } else {
            l->name = dup(s);
        }
        if (l->kind > 1) return "label of an unknown kind";
        visa_rd_skip_attrs(r, visa_rd_u32(r, 1));
    }
    return NULL;
}

static const char *inputs_attrs(reader *d, visa_kernel *k, uint32_t *size, uint32_t *entry)
{
    visa_rd *r = &d->r;
    uint32_t ninputs = visa_rd_u32(r, 4);
    if (ninputs > r->n / 9) return "input count larger than the file";
    for (uint32_t i = 0; i < ninputs && !r->bad; i++) {
        visa_input *in = gi_vec_push(&k->inputs);
        visa_rd_u32(r, 1);
        in->id = visa_rd_u32(r, 4);
        in->offset = (int16_t)visa_rd_u32(r, 2);
        in->size = (uint16_t)visa_rd_u32(r, 2);
        if (!r->bad && (in->id < VISA_FIRST_USER_VAR || in->id - VISA_FIRST_USER_VAR >= k->vars.len))
            return "input of an undeclared variable";
    }
    *size = visa_rd_u32(r, 4), *entry = visa_rd_u32(r, 4);
    unsigned nattrs = visa_rd_u32(r, 2);
    for (unsigned i = 0; i < nattrs && !r->bad; i++) {
        visa_attr *a = gi_vec_push(&k->attrs);
        memset(a, 0, sizeof *a);
        a->str = visa_rd_u32(r, 4);
        a->name = dup(sget(d, a->str));
        a->size = (uint8_t)visa_rd_u32(r, 1);
        if (r->bad) break;
        if (a->size > r->n - r->i) return "truncated attribute";
        const uint8_t *v = r->b + r->i;
        r->i += a->size;
        /* Target is stored as an integer; the others by GenX_IR's kind, an
         * unknown one an integer when it fits one */
        char kind = visa_attr_kind(a->name, strlen(a->name));
        a->is_int = !strcmp(a->name, "Target") || kind == 'i' || (kind == 0 && a->size <= 4);
        if (a->is_int) {
            if (a->size > 4) return "integer attribute of more than 4 bytes";
            a->ival = a->size ? (uint32_t)gi_le_load(v, a->size) : 0;
        } else {
            a->sval = gi_xstrndup((const char *)v, a->size);
            if (memchr(a->sval, '"', a->size) || strlen(a->sval) != a->size) return "attribute string with a quote or NUL";
        }
    }
    return NULL;
}

static const char *read_all(reader *d, visa_kernel *k, visa_isa_layout *lay)
{
    visa_rd *r = &d->r;
    const uint8_t *b = r->b;
    size_t n = r->n;
    if (n < 8 || memcmp(b, "CISA", 4)) return "not a vISA file (magic CISA)";
    r->i = 4;
    unsigned major = visa_rd_u32(r, 1), minor = visa_rd_u32(r, 1);
    if (major != 4 || minor != 1) return "unsupported vISA version (4.1 expected)";
    if (visa_rd_u32(r, 2) != 1) return "one kernel per file is supported";
    visa_rd_skip(r, visa_rd_u32(r, 2));
    uint32_t koff = visa_rd_u32(r, 4), ksize = visa_rd_u32(r, 4);
    visa_rd_u32(r, 4);
    visa_rd_u32(r, 2); /* variable and function relocations */
    visa_rd_u32(r, 2);
    unsigned ngen = visa_rd_u32(r, 1);
    lay->gen_at = n;
    for (unsigned g = 0; g < ngen && !r->bad; g++) {
        visa_rd_u32(r, 1);
        uint32_t off = visa_rd_u32(r, 4);
        visa_rd_u32(r, 4);
        if (off > koff && off < lay->gen_at) lay->gen_at = off;
    }
    if (r->bad || koff > n || ksize > n - koff) return "truncated header";
    r->i = koff;
    d->nstr = visa_rd_u32(r, 4);
    if (d->nstr > n) return "string count larger than the file";
    d->str = gi_xcalloc(d->nstr ? d->nstr : 1, sizeof *d->str);
    for (uint32_t s = 0; s < d->nstr; s++) {
        const uint8_t *z = r->i < n ? memchr(b + r->i, 0, n - r->i) : NULL;
        if (!z) return "unterminated string";
        d->str[s] = (const char *)b + r->i;
        r->i = (size_t)(z - b) + 1;
    }
    lay->nstrings = d->nstr;
    /* the kernel's own strings (after the fixed ones): faddr symbols are printed from them */
    for (uint32_t s = VISA_KERNEL_STR_PREFIX; s < d->nstr; s++) *(char **)gi_vec_push(&k->strings) = dup(d->str[s]);
    k->name = dup(sget(d, visa_rd_u32(r, 4)));
    k->have_kernel = k->have_version = true;
    k->major = major;
    k->minor = minor;
    const char *e = vars(d, k);
    if (e) return e;
    named(d, &k->addrs, 'A');
    for (size_t i = 0; i < k->addrs.len && !r->bad; i++) {
        unsigned ne = ((const visa_named *)gi_vec_at(&k->addrs, i))->num_elts;
        if (ne == 0 || ne > 16) return "address variable of 0 or more than 16 elements";
    }
    if ((e = preds_labels(d, k))) return e;
    named(d, &k->samplers, 'S');
    named(d, &k->surfaces, 'T');
    visa_rd_u32(r, 1); /* VMEs */
    uint32_t size = 0, entry = 0;
    if ((e = inputs_attrs(d, k, &size, &entry))) return e;
    if (r->bad) return "truncated kernel tables";
    if (entry > ksize || size > ksize - entry) return "kernel body out of range";
    lay->body_off = koff + entry;
    lay->body_len = size;
    return NULL;
}

const char *visa_isa_read_kernel(const uint8_t *b, size_t n, visa_kernel *k, visa_isa_layout *lay)
{
    reader d = {{b, n, 0, false}, NULL, 0};
    memset(lay, 0, sizeof *lay);
    const char *e = read_all(&d, k, lay);
    free(d.str);
    return e;
}

const char *visa_isa_read(const uint8_t *b, size_t n, visa_isa_info *info)
{
    visa_kernel k;
    visa_isa_layout lay;
    visa_kernel_init(&k);
    memset(info, 0, sizeof *info);
    const char *e = visa_isa_read_kernel(b, n, &k, &lay);
    if (!e) {
        *info = (visa_isa_info){lay.body_off, lay.body_len, (uint32_t)k.vars.len, (uint32_t)k.preds.len,
                                (uint32_t)k.labels.len, (uint32_t)k.inputs.len, lay.nstrings};
    }
    visa_kernel_free(&k);
    return e;
}

int visa_kernel_int_attr(const visa_kernel *k, const char *name, uint32_t *value)
{
    for (size_t i = 0; i < k->attrs.len; i++) {
        const visa_attr *a = gi_vec_at(&k->attrs, i);
        if (!strcmp(a->name, name)) {
            if (!a->is_int) return -1;
            *value = a->ival;
            return 0;
        }
    }
    return -1;
}
