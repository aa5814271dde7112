/* .isa file writer and reader (isafile.h). */
#include "visa/isafile.h"
#include "visa/bytes.h"
#include <string.h>

static void b8(gi_str *o, unsigned v)
{
    char c = (char)(v & 0xff);
    gi_str_addn(o, &c, 1);
}
static void b16(gi_str *o, unsigned v)
{
    b8(o, v);
    b8(o, v >> 8);
}
static void b32(gi_str *o, uint32_t v)
{
    b16(o, v & 0xffff);
    b16(o, v >> 16);
}
static void set32(gi_str *o, size_t at, uint32_t v)
{
    for (unsigned i = 0; i < 4; i++) o->s[at + i] = (char)(v >> (8 * i));
}
static void cstr(gi_str *o, const char *s) { gi_str_addn(o, s, strlen(s) + 1); }

void visa_isa_write(const visa_kernel *k, const uint8_t *body, size_t n, gi_str *out)
{
    const char *name = k->name ? k->name : "kernel";
    size_t base = out->len;
    gi_str_addn(out, "CISA", 4);
    b8(out, 4);
    b8(out, 1);
    b16(out, 1);                   /* kernels */
    b16(out, (unsigned)strlen(name));
    gi_str_addn(out, name, strlen(name));
    size_t fix = out->len;
    b32(out, 0);                   /* kernel offset, size, input offset: patched */
    b32(out, 0);
    b32(out, 0);
    b16(out, 0);                   /* variable relocations */
    b16(out, 0);                   /* function relocations */
    b8(out, 0);                    /* gen binaries */
    b16(out, 0);                   /* global variables */
    b16(out, 0);                   /* functions */
    size_t kstart = out->len;
    /* strings: kernel name, predefined variables and surfaces, S31, the
     * kernel's names in order of appearance, then the attribute name */
    /* without a Target attribute GenX_IR adds Target = 1 ("3d") with its name last */
    bool has_target = false;
    for (size_t i = 0; i < k->attrs.len; i++)
        if (!strcmp(((const visa_attr *)gi_vec_at(&k->attrs, i))->name, "Target")) has_target = true;
    uint32_t nstr = 1 + VISA_NUM_PREDEF_VARS + VISA_NUM_PREDEF_SURF + 1 + (uint32_t)k->strings.len + !has_target;
    b32(out, nstr);
    cstr(out, name);
    for (unsigned i = 0; i < VISA_NUM_PREDEF_VARS; i++) cstr(out, visa_predef_names[i]);
    for (unsigned i = 0; i < VISA_NUM_PREDEF_SURF; i++) cstr(out, visa_predef_surfaces[i]);
    cstr(out, "S31");
    for (size_t i = 0; i < k->strings.len; i++) cstr(out, *(char *const *)gi_vec_at(&k->strings, i));
    if (!has_target) cstr(out, "Target");
    b32(out, 0);                   /* name index */
    b32(out, (uint32_t)k->vars.len);
    for (size_t i = 0; i < k->vars.len; i++) {
        const visa_var *v = gi_vec_at(&k->vars, i);
        b32(out, v->str);
        b8(out, (unsigned)(v->type | v->align << 4));
        b16(out, v->num_elts);
        b32(out, v->has_alias ? v->alias : 0);
        b16(out, v->has_alias ? v->alias_off : 0);
        b8(out, 0);                /* alias scope */
        b8(out, 0);                /* attributes */
    }
    b16(out, (unsigned)k->addrs.len);
    for (size_t i = 0; i < k->addrs.len; i++) {
        const visa_named *a = gi_vec_at(&k->addrs, i);
        b32(out, a->str);
        b16(out, a->num_elts);
        b8(out, 0);
    }
    b16(out, (unsigned)k->preds.len);
    for (size_t i = 0; i < k->preds.len; i++) {
        const visa_pred *p = gi_vec_at(&k->preds, i);
        b32(out, p->str);
        b16(out, p->num_elts);
        b8(out, 0);
    }
    b16(out, (unsigned)k->labels.len);
    for (size_t i = 0; i < k->labels.len; i++) {
        const visa_label *l = gi_vec_at(&k->labels, i);
        b32(out, l->str);
        b8(out, l->kind);          /* 0 block, 1 subroutine */
        b8(out, 0);
    }
    const gi_vec *states[2] = {&k->samplers, &k->surfaces};
    for (unsigned t = 0; t < 2; t++) {
        b8(out, (unsigned)states[t]->len);
        for (size_t i = 0; i < states[t]->len; i++) {
            const visa_named *x = gi_vec_at(states[t], i);
            b32(out, x->str);
            b16(out, x->num_elts);
            b8(out, 0);
        }
    }
    b8(out, 0);                    /* VMEs */
    size_t inputs_at = out->len;
    b32(out, (uint32_t)k->inputs.len);
    for (size_t i = 0; i < k->inputs.len; i++) {
        const visa_input *in = gi_vec_at(&k->inputs, i);
        b8(out, 0);
        b32(out, in->id);
        b16(out, (uint16_t)in->offset);
        b16(out, in->size);
    }
    b32(out, (uint32_t)n);
    size_t entry_at = out->len;
    b32(out, 0);
    b16(out, (unsigned)(k->attrs.len + !has_target));
    for (size_t i = 0; i < k->attrs.len; i++) {
        const visa_attr *a = gi_vec_at(&k->attrs, i);
        b32(out, a->str);
        b8(out, a->size);
        if (a->is_int) {
            for (unsigned j = 0; j < a->size; j++) b8(out, a->ival >> (8 * j));
        } else {
            gi_str_addn(out, a->sval, a->size);
        }
    }
    if (!has_target) {             /* Target = 1, as GenX_IR writes */
        b32(out, nstr - 1);
        b8(out, 1);
        b8(out, 1);
    }
    set32(out, entry_at, (uint32_t)(out->len - kstart));
    if (n) gi_str_addn(out, (const char *)body, n);
    set32(out, fix, (uint32_t)(kstart - base));
    set32(out, fix + 4, (uint32_t)(out->len - kstart));
    set32(out, fix + 8, (uint32_t)(inputs_at - base));
}
