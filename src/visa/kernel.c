/* Kernel declarations: directives, the variable / predicate / label tables,
 * name look-up. */
#include "visa/kernel.h"
#include "visa/scan.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void visa_kernel_init(visa_kernel *k)
{
    memset(k, 0, sizeof *k);
    gi_vec_init(&k->strings, sizeof(char *));
    gi_vec_init(&k->vars, sizeof(visa_var));
    gi_vec_init(&k->preds, sizeof(visa_pred));
    gi_vec_init(&k->labels, sizeof(visa_label));
    gi_vec_init(&k->inputs, sizeof(visa_input));
    gi_vec_init(&k->addrs, sizeof(visa_named));
    gi_vec_init(&k->samplers, sizeof(visa_named));
    gi_vec_init(&k->surfaces, sizeof(visa_named));
    gi_vec_init(&k->attrs, sizeof(visa_attr));
    gi_vec_init(&k->funcs, sizeof(char *));
}

static void free_named(gi_vec *v)
{
    for (size_t i = 0; i < v->len; i++) {
        visa_named *n = gi_vec_at(v, i);
        free(n->name);
        free(n->vname);
    }
    gi_vec_free(v);
}

void visa_kernel_free(visa_kernel *k)
{
    for (size_t i = 0; i < k->strings.len; i++) free(*(char **)gi_vec_at(&k->strings, i));
    for (size_t i = 0; i < k->vars.len; i++) free(((visa_var *)gi_vec_at(&k->vars, i))->name);
    for (size_t i = 0; i < k->preds.len; i++) free(((visa_pred *)gi_vec_at(&k->preds, i))->name);
    for (size_t i = 0; i < k->labels.len; i++) free(((visa_label *)gi_vec_at(&k->labels, i))->name);
    gi_vec_free(&k->strings);
    gi_vec_free(&k->vars);
    gi_vec_free(&k->preds);
    gi_vec_free(&k->labels);
    gi_vec_free(&k->inputs);
    free_named(&k->addrs);
    free_named(&k->samplers);
    free_named(&k->surfaces);
    for (size_t i = 0; i < k->attrs.len; i++) {
        visa_attr *a = gi_vec_at(&k->attrs, i);
        free(a->name);
        free(a->sval);
    }
    gi_vec_free(&k->attrs);
    for (size_t i = 0; i < k->funcs.len; i++) free(*(char **)gi_vec_at(&k->funcs, i));
    gi_vec_free(&k->funcs);
    free(k->var_slots);
    free(k->name);
}

/* string-table index of a new name: the prefix is the kernel name, the
 * predefined variables, the predefined surfaces and S31 (GenX_IR's order) */
#define STR_PREFIX (1 + VISA_NUM_PREDEF_VARS + VISA_NUM_PREDEF_SURF + 1)

static uint32_t add_string(visa_kernel *k, char *s)
{
    *(char **)gi_vec_push(&k->strings) = s;
    return (uint32_t)(STR_PREFIX + k->strings.len - 1);
}

uint32_t visa_kernel_add_string(visa_kernel *k, const char *s, size_t len)
{
    return add_string(k, gi_xstrndup(s, len));
}

const char *visa_kernel_string_at(const visa_kernel *k, uint32_t idx)
{
    if (idx == 0) return k->name;
    if (idx < 1 + VISA_NUM_PREDEF_VARS) return visa_predef_names[idx - 1];
    if (idx < 1 + VISA_NUM_PREDEF_VARS + VISA_NUM_PREDEF_SURF) return visa_predef_surfaces[idx - 1 - VISA_NUM_PREDEF_VARS];
    if (idx < STR_PREFIX) return "S31";
    return idx - STR_PREFIX < k->strings.len ? *(char *const *)gi_vec_at(&k->strings, idx - STR_PREFIX) : NULL;
}

/* "V<n>" with n written without leading zeros, below VISA_NUM_PREDEF_VARS:
 * the predefined variable n; else -1. */
static long predef_number(const char *name, size_t len)
{
    if (len < 2 || len > 4 || name[0] != 'V' || (name[1] == '0' && len > 2)) return -1;
    long n = 0;
    for (size_t i = 1; i < len; i++) {
        if (name[i] < '0' || name[i] > '9') return -1;
        n = n * 10 + (name[i] - '0');
    }
    return n < VISA_NUM_PREDEF_VARS ? n : -1;
}

/* FNV-1a of a name (the variable index) */
static size_t name_hash(const char *s, size_t n)
{
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++) h = (h ^ (unsigned char)s[i]) * 1099511628211ull;
    return (size_t)(h ^ (h >> 32));
}

static void var_slot_put(visa_kernel *k, size_t i)
{
    const visa_var *v = gi_vec_at(&k->vars, i);
    size_t h = name_hash(v->name, strlen(v->name)) & (k->var_cap - 1);
    while (k->var_slots[h]) h = (h + 1) & (k->var_cap - 1);
    k->var_slots[h] = (uint32_t)(i + 1);
}

/* index the variable just declared (the last of k->vars), growing the table at half full */
static void var_index_add(visa_kernel *k)
{
    if (k->var_indexed + 1 != k->vars.len) return; /* not kept in step: searched in order */
    if (2 * k->vars.len > k->var_cap) {
        free(k->var_slots);
        k->var_cap = k->var_cap ? 2 * k->var_cap : 64;
        k->var_slots = gi_xcalloc(k->var_cap, sizeof *k->var_slots);
        for (size_t i = 0; i + 1 < k->vars.len; i++) var_slot_put(k, i);
    }
    var_slot_put(k, k->vars.len - 1);
    k->var_indexed = k->vars.len;
}

long visa_kernel_var(const visa_kernel *k, const char *name, size_t len)
{
    long n = predef_number(name, len);
    if (n >= 0) return n;
    for (unsigned i = 0; i < VISA_NUM_PREDEF_VARS; i++)
        if (gi_eq(name, len, visa_predef_names[i])) return i;
    if (k->var_indexed == k->vars.len && k->var_cap) {
        for (size_t h = name_hash(name, len) & (k->var_cap - 1);; h = (h + 1) & (k->var_cap - 1)) {
            uint32_t slot = k->var_slots[h];
            if (!slot) return -1;
            const visa_var *v = gi_vec_at(&k->vars, slot - 1);
            if (gi_eq(name, len, v->name)) return (long)(VISA_FIRST_USER_VAR + slot - 1);
        }
    }
    for (size_t i = 0; i < k->vars.len; i++) {
        const visa_var *v = gi_vec_at(&k->vars, i);
        if (gi_eq(name, len, v->name)) return (long)(VISA_FIRST_USER_VAR + i);
    }
    return -1;
}

long visa_kernel_pred(const visa_kernel *k, const char *name, size_t len)
{
    if (gi_eq(name, len, "P0")) return 0;
    for (size_t i = 0; i < k->preds.len; i++) {
        const visa_pred *p = gi_vec_at(&k->preds, i);
        if (gi_eq(name, len, p->name)) return (long)(i + 1);
    }
    return -1;
}

const visa_var *visa_kernel_var_info(const visa_kernel *k, uint32_t id)
{
    if (id < VISA_FIRST_USER_VAR || id - VISA_FIRST_USER_VAR >= k->vars.len) return NULL;
    return gi_vec_at(&k->vars, id - VISA_FIRST_USER_VAR);
}

static long named_find(const gi_vec *v, const char *name, size_t len)
{
    for (size_t i = 0; i < v->len; i++) {
        const visa_named *n = gi_vec_at(v, i);
        if (gi_eq(name, len, n->name)) return (long)i;
    }
    return -1;
}

long visa_kernel_addr(const visa_kernel *k, const char *name, size_t len) { return named_find(&k->addrs, name, len); }

long visa_kernel_sampler(const visa_kernel *k, const char *name, size_t len)
{
    return named_find(&k->samplers, name, len);
}

long visa_kernel_surface(const visa_kernel *k, const char *name, size_t len)
{
    for (unsigned i = 0; i < VISA_NUM_PREDEF_SURF; i++) {
        char t[4] = {'T', (char)('0' + i), 0, 0};
        if (gi_eq(name, len, visa_predef_surfaces[i]) || gi_eq(name, len, t)) return i;
    }
    long i = named_find(&k->surfaces, name, len);
    return i < 0 ? -1 : VISA_NUM_PREDEF_SURF + i;
}

long visa_kernel_label_find(const visa_kernel *k, const char *name, size_t len)
{
    for (size_t i = 0; i < k->labels.len; i++) {
        const visa_label *l = gi_vec_at(&k->labels, i);
        if (gi_eq(name, len, l->name)) return (long)i;
    }
    return -1;
}

uint16_t visa_kernel_label(visa_kernel *k, const char *name, size_t len)
{
    for (size_t i = 0; i < k->labels.len; i++) {
        const visa_label *l = gi_vec_at(&k->labels, i);
        if (gi_eq(name, len, l->name)) return (uint16_t)i;
    }
    visa_label *l = gi_vec_push(&k->labels);
    l->name = gi_xstrndup(name, len);
    l->str = add_string(k, gi_xstrndup(name, len));
    return (uint16_t)(k->labels.len - 1);
}

/* The subroutine label a .function names. GenX_IR prints a function label
 * as NAME_ID (ID its label number); the string table holds NAME. */
static void function_label(visa_kernel *k, const char *name, size_t len)
{
    visa_label *l = gi_vec_push(&k->labels);
    l->name = gi_xstrndup(name, len);
    l->kind = 1;
    char suffix[16];
    int sl = snprintf(suffix, sizeof suffix, "_%u", (unsigned)(k->labels.len - 1));
    if (sl > 0 && len > (size_t)sl && !memcmp(name + len - (size_t)sl, suffix, (size_t)sl)) len -= (size_t)sl;
    l->str = add_string(k, gi_xstrndup(name, len));
}

/* Bytes of an integer kernel attribute in the file: the sizes IGC's own
 * writer uses (seen in its .isa dumps); others 4, as GenX_IR's text reader. */
static uint8_t attr_int_size(const char *n, size_t nl)
{
    if (gi_eq(n, nl, "SimdSize") || gi_eq(n, nl, "Target")) return 1;
    if (gi_eq(n, nl, "PerThreadInputSize")) return 2;
    return 4;
}

static bool name_taken(const visa_kernel *k, const char *n, size_t len)
{
    return visa_kernel_var(k, n, len) >= 0 || visa_kernel_pred(k, n, len) >= 0 || visa_kernel_addr(k, n, len) >= 0 ||
           visa_kernel_sampler(k, n, len) >= 0 || visa_kernel_surface(k, n, len) >= VISA_NUM_PREDEF_SURF;
}

/* ---- directives ---- */

#define align_names visa_align_names

/* key=value: returns the value span; *at = start of the key */
static bool keyval(visa_scan *s, const char *key, const char **v, size_t *vn)
{
    const char *save = s->p;
    const char *w;
    size_t n;
    if (!visa_scan_word(s, &w, &n) || !gi_eq(w, n, key) || !visa_scan_eat(s, '=')) {
        s->p = save;
        return false;
    }
    visa_scan_ws(s);
    if (!visa_scan_word(s, v, vn)) {
        gi_error(s->core, s->p, "expected a value after '%s='", key);
        return false;
    }
    return true;
}

static bool small_int(visa_scan *s, const char *key, long lo, long hi, long *out)
{
    const char *at = s->p;
    int64_t v;
    if (!visa_scan_const(s, &v)) return false;
    if (v < lo || v > hi) {
        gi_error(s->core, at, "%s must be %ld..%ld", key, lo, hi);
        return false;
    }
    *out = (long)v;
    return true;
}

/* one key=value of a .decl: the key, and the value's span (alias: <BASE, OFF>) */
typedef struct dkey {
    const char *key, *val;
    size_t klen, vlen;
} dkey;

enum { DK_TYPE, DK_NUM, DK_ALIGN, DK_ALIAS, DK_VNAME, DK_COUNT };
static const char *const dkey_names[DK_COUNT] = {"type", "num_elts", "align", "alias", "v_name"};

/* The v_types of .decl and the keys each takes (bit per DK_*) and requires:
 * G general, P predicate, A address, S sampler, T surface. */
static const struct {
    char vt;
    uint8_t takes, needs;
    long max_elts;
} decl_kinds[] = {
    {'G', 1 << DK_TYPE | 1 << DK_NUM | 1 << DK_ALIGN | 1 << DK_ALIAS | 1 << DK_VNAME, 1 << DK_TYPE | 1 << DK_NUM, 4096},
    {'P', 1 << DK_NUM | 1 << DK_VNAME, 1 << DK_NUM, 32},
    {'A', 1 << DK_NUM | 1 << DK_VNAME, 1 << DK_NUM, 16},
    {'S', 1 << DK_NUM | 1 << DK_VNAME, 1 << DK_NUM, 256},
    {'T', 1 << DK_NUM | 1 << DK_VNAME, 1 << DK_NUM, 256},
};

static bool alias_value(visa_kernel *k, visa_scan *s, uint32_t *base, uint16_t *off)
{
    if (!visa_scan_eat(s, '<')) return gi_error(s->core, s->p, "expected alias=<VARIABLE, OFFSET>"), false;
    const char *n;
    size_t nl;
    visa_scan_ws(s);
    const char *at = s->p;
    if (!visa_scan_name(s, &n, &nl)) return gi_error(s->core, at, "expected the aliased variable"), false;
    long id = visa_kernel_var(k, n, nl);
    if (id < 0) return gi_error(s->core, at, "'%.*s' is not a declared general variable", (int)nl, n), false;
    if (!visa_scan_eat(s, ',')) return gi_error(s->core, s->p, "expected ',' and the alias offset"), false;
    visa_scan_ws(s);
    at = s->p;
    int64_t v;
    const char *gt = memchr(s->p, '>', (size_t)(s->end - s->p));
    visa_scan sub = *s;
    if (gt) sub.end = gt;
    if (!visa_scan_const(&sub, &v)) return false;
    s->p = sub.p;
    const visa_var *bv = visa_kernel_var_info(k, (uint32_t)id);
    long bytes = bv ? (long)bv->num_elts * (long)visa_type_size(bv->type) : 65536;
    if (v < 0 || v >= bytes || v > 0xffff)
        return gi_error(s->core, at, "alias offset %lld is outside '%.*s' (%ld bytes)", (long long)v, (int)nl, n, bytes), false;
    if (!visa_scan_eat(s, '>')) return gi_error(s->core, s->p, "expected '>' after the alias"), false;
    *base = (uint32_t)id;
    *off = (uint16_t)v;
    return true;
}

static void decl(visa_kernel *k, visa_scan *s)
{
    const char *name, *v;
    size_t nlen, vn;
    visa_scan_ws(s);
    const char *at = s->p;
    if (!visa_scan_name(s, &name, &nlen)) {
        gi_error(s->core, at, "expected a variable name");
        return;
    }
    if (name[0] == '%' || name_taken(k, name, nlen)) {
        gi_error(s->core, at, "'%.*s' is already declared (or predefined)", (int)nlen, name);
        return;
    }
    visa_scan_ws(s);
    const char *vt_at = s->p;
    if (!keyval(s, "v_type", &v, &vn)) {
        if (!s->core->line_failed) gi_error(s->core, vt_at, "expected v_type=G, P, A, S or T");
        return;
    }
    unsigned kind;
    for (kind = 0; kind < sizeof decl_kinds / sizeof decl_kinds[0]; kind++)
        if (vn == 1 && v[0] == decl_kinds[kind].vt) break;
    if (kind == sizeof decl_kinds / sizeof decl_kinds[0]) {
        gi_error(s->core, v, "unsupported v_type '%.*s' (G, P, A, S and T are supported)", (int)vn, v);
        return;
    }
    dkey keys[DK_COUNT];
    memset(keys, 0, sizeof keys);
    uint32_t alias = 0;
    uint16_t alias_off = 0;
    while (!visa_scan_end(s)) {
        const char *kat = s->p, *kw;
        size_t kl;
        if (!visa_scan_name(s, &kw, &kl) || !visa_scan_eat(s, '=')) {
            gi_error(s->core, kat, "expected KEY=VALUE or the end of the declaration");
            return;
        }
        unsigned d;
        for (d = 0; d < DK_COUNT; d++)
            if (gi_eq(kw, kl, dkey_names[d])) break;
        if (d == DK_COUNT || !(decl_kinds[kind].takes >> d & 1)) {
            gi_error(s->core, kat, "a v_type=%c declaration takes no '%.*s'", decl_kinds[kind].vt, (int)kl, kw);
            return;
        }
        if (keys[d].key) {
            gi_error(s->core, kat, "'%.*s' given twice", (int)kl, kw);
            return;
        }
        keys[d].key = kw;
        keys[d].klen = kl;
        visa_scan_ws(s);
        keys[d].val = s->p;
        if (d == DK_ALIAS) {
            if (!alias_value(k, s, &alias, &alias_off)) return;
        } else if (!visa_scan_word(s, &keys[d].val, &keys[d].vlen)) {
            gi_error(s->core, s->p, "expected a value after '%.*s='", (int)kl, kw);
            return;
        }
        keys[d].vlen = (size_t)(s->p - keys[d].val);
    }
    for (unsigned d = 0; d < DK_COUNT; d++)
        if ((decl_kinds[kind].needs >> d & 1) && !keys[d].key) {
            gi_error(s->core, s->p, "expected %s=%s", dkey_names[d], d == DK_TYPE ? "T" : "N");
            return;
        }
    unsigned type = VISA_T_UD, align = 0;
    if (keys[DK_TYPE].key) {
        v = keys[DK_TYPE].val;
        vn = keys[DK_TYPE].vlen;
        for (type = 0; type < VISA_T_COUNT; type++)
            if (gi_eq(v, vn, visa_type_names[type])) break;
        if (type >= VISA_T_COUNT || type == VISA_T_BOOL) {
            gi_error(s->core, v, "unknown variable type '%.*s'", (int)vn, v);
            return;
        }
    }
    long num = 0;
    visa_scan ns = *s;
    ns.p = keys[DK_NUM].val;
    ns.end = keys[DK_NUM].val + keys[DK_NUM].vlen;
    if (!small_int(&ns, "num_elts", 1, decl_kinds[kind].max_elts, &num)) return;
    if (decl_kinds[kind].vt == 'P' && (num & (num - 1))) {
        gi_error(s->core, keys[DK_NUM].val, "a predicate has 1, 2, 4, 8, 16 or 32 elements");
        return;
    }
    if (keys[DK_ALIGN].key) {
        v = keys[DK_ALIGN].val;
        vn = keys[DK_ALIGN].vlen;
        for (align = 0; align < sizeof align_names / sizeof align_names[0]; align++)
            if (gi_eq(v, vn, align_names[align])) break;
        if (gi_eq(v, vn, "2GRF")) align = 6;
        if (align >= sizeof align_names / sizeof align_names[0]) {
            gi_error(s->core, v, "invalid align value '%.*s'", (int)vn, v);
            return;
        }
    }
    char *vname = keys[DK_VNAME].key ? gi_xstrndup(keys[DK_VNAME].val, keys[DK_VNAME].vlen) : NULL;
    switch (decl_kinds[kind].vt) {
    case 'P': {
        visa_pred *p = gi_vec_push(&k->preds);
        p->name = gi_xstrndup(name, nlen);
        p->num_elts = (uint16_t)num;
        p->str = add_string(k, vname ? vname : gi_xstrndup(name, nlen));
        break;
    }
    case 'G': {
        visa_var *x = gi_vec_push(&k->vars);
        memset(x, 0, sizeof *x);
        x->name = gi_xstrndup(name, nlen);
        x->type = (uint8_t)type;
        x->align = (uint8_t)align;
        x->num_elts = (uint16_t)num;
        x->str = add_string(k, vname ? vname : gi_xstrndup(name, nlen));
        x->has_alias = keys[DK_ALIAS].key != NULL;
        x->alias = alias;
        x->alias_off = alias_off;
        var_index_add(k);
        break;
    }
    default: {
        gi_vec *vec = decl_kinds[kind].vt == 'A' ? &k->addrs : decl_kinds[kind].vt == 'S' ? &k->samplers : &k->surfaces;
        visa_named *x = gi_vec_push(vec);
        x->name = gi_xstrndup(name, nlen);
        x->vname = vname;
        x->num_elts = (uint16_t)num;
        x->str = add_string(k, gi_xstrndup(vname ? vname : name, vname ? strlen(vname) : nlen));
        break;
    }
    }
}

static void input(visa_kernel *k, visa_scan *s)
{
    const char *name, *v;
    size_t nlen, vn;
    visa_scan_ws(s);
    const char *at = s->p;
    if (!visa_scan_name(s, &name, &nlen)) {
        gi_error(s->core, at, "expected a variable name");
        return;
    }
    long id = visa_kernel_var(k, name, nlen);
    if (id < VISA_FIRST_USER_VAR) {
        gi_error(s->core, at, "'%.*s' is not a declared general variable", (int)nlen, name);
        return;
    }
    long off = 0, size = 0;
    visa_scan_ws(s);
    if (!keyval(s, "offset", &v, &vn)) {
        if (!s->core->line_failed) gi_error(s->core, s->p, "expected offset=N");
        return;
    }
    s->p = v;
    if (!small_int(s, "offset", 0, 32767, &off)) return;
    visa_scan_ws(s);
    if (!keyval(s, "size", &v, &vn)) {
        if (!s->core->line_failed) gi_error(s->core, s->p, "expected size=N");
        return;
    }
    s->p = v;
    const char *size_at = s->p;
    if (!small_int(s, "size", 1, 65535, &size)) return;
    const visa_var *var = visa_kernel_var_info(k, (uint32_t)id);
    long bytes = (long)var->num_elts * (long)visa_type_size(var->type);
    if (size != bytes) {
        gi_error(s->core, size_at, "input size %ld does not match the size of '%s' (%ld bytes)", size, var->name, bytes);
        return;
    }
    if (!visa_scan_end(s)) {
        gi_error(s->core, s->p, "unexpected text after the input");
        return;
    }
    visa_input *in = gi_vec_push(&k->inputs);
    in->id = (uint32_t)id;
    in->offset = (int16_t)off;
    in->size = (uint16_t)size;
}

/* .kernel_attr NAME=VALUE: VALUE an integer or a quoted string, or nothing;
 * the attributes whose values GenX_IR checks are checked here. */
static const struct {
    const char *name;
    char kind;   /* 'i' integer, 's' string */
} known_attrs[] = {
    {"Target", 's'},       {"SimdSize", 'i'},     {"PerThreadInputSize", 'i'}, {"SpillMemOffset", 'i'},
    {"SLMSize", 'i'},      {"ArgSize", 'i'},      {"RetValSize", 'i'},         {"FloatingPointControl", 'i'},
    {"NumGRF", 'i'},       {"OutputAsmPath", 's'}, {"AsmName", 's'},           {"NBarrierCnt", 'i'},
};

char visa_attr_kind(const char *name, size_t len)
{
    for (size_t i = 0; i < sizeof known_attrs / sizeof known_attrs[0]; i++)
        if (gi_eq(name, len, known_attrs[i].name)) return known_attrs[i].kind;
    return 0;
}

static void kernel_attr(visa_kernel *k, visa_scan *s)
{
    const char *n;
    size_t nl;
    visa_scan_ws(s);
    const char *at = s->p;
    if (!visa_scan_name(s, &n, &nl) || !visa_scan_eat(s, '=')) {
        gi_error(s->core, at, "expected NAME=VALUE");
        return;
    }
    visa_scan_ws(s);
    const char *vat = s->p;
    char kind = visa_attr_kind(n, nl);
    const char *sval = NULL;
    size_t svl = 0;
    bool has_int = false;
    int64_t ival = 0;
    if (s->p < s->end && *s->p == '"') {
        const char *q = memchr(s->p + 1, '"', (size_t)(s->end - s->p - 1));
        if (!q) {
            gi_error(s->core, vat, "missing closing quote");
            return;
        }
        if (kind == 'i') {
            gi_error(s->core, vat, "attribute '%.*s' takes an integer", (int)nl, n);
            return;
        }
        size_t vl = (size_t)(q - s->p - 1);
        if (vl > 255) {
            gi_error(s->core, vat, "attribute value longer than 255 bytes");
            return;
        }
        sval = s->p + 1;
        svl = vl;
        if (gi_eq(n, nl, "Target") && !gi_eq(s->p + 1, vl, "3d") && !gi_eq(s->p + 1, vl, "cm") && !gi_eq(s->p + 1, vl, "cs")) {
            gi_error(s->core, vat, "Target must be \"3d\", \"cm\" or \"cs\"");
            return;
        }
        s->p = q + 1;
    } else if (!visa_scan_end(s)) {
        int64_t v;
        if (kind == 's') {
            gi_error(s->core, vat, "attribute '%.*s' takes a quoted string", (int)nl, n);
            return;
        }
        if (!visa_scan_const(s, &v)) return;
        if (v < 0 || v > 0xffffffffll) {
            gi_error(s->core, vat, "attribute value must be 0..4294967295");
            return;
        }
        has_int = true;
        ival = v;
    } else if (kind) {
        gi_error(s->core, vat, "attribute '%.*s' needs a value", (int)nl, n);
        return;
    }
    if (!visa_scan_end(s)) {
        gi_error(s->core, s->p, "unexpected text after the attribute");
        return;
    }
    visa_attr *a = gi_vec_push(&k->attrs);
    memset(a, 0, sizeof *a);
    a->name = gi_xstrndup(n, nl);
    a->str = add_string(k, gi_xstrndup(n, nl));
    if (sval) {
        /* Target is stored as a byte (cm 0, 3d 1, cs 2), as GenX_IR does */
        if (gi_eq(n, nl, "Target")) {
            a->is_int = true;
            a->size = 1;
            a->ival = gi_eq(sval, svl, "cm") ? 0 : gi_eq(sval, svl, "3d") ? 1 : 2;
        } else {
            a->sval = gi_xstrndup(sval, svl);
            a->size = (uint8_t)(svl > 255 ? 255 : svl);
        }
    } else if (has_int) {
        a->is_int = true;
        a->ival = (uint32_t)ival;
        a->size = attr_int_size(n, nl);
    }
}

void visa_directive(visa_kernel *k, gi_asmcore *core, const char *p, const char *end)
{
    visa_scan s;
    visa_scan_init(&s, core, p, end);
    const char *d;
    size_t n;
    visa_scan_word(&s, &d, &n);
    if (gi_eq(d, n, ".version")) {
        visa_scan_ws(&s);
        const char *at = s.p;
        int64_t major = 0, minor = 0;
        const char *w;
        size_t wn;
        if (!visa_scan_word(&s, &w, &wn) || wn != 3 || w[1] != '.' || w[0] < '0' || w[0] > '9' || w[2] < '0' ||
            w[2] > '9') {
            gi_error(core, at, "expected a version MAJOR.MINOR");
            return;
        }
        major = w[0] - '0';
        minor = w[2] - '0';
        if (major != 4 || minor != 1) {
            gi_error(core, at, "unsupported vISA version %d.%d (4.1 is supported)", (int)major, (int)minor);
            return;
        }
        k->have_version = true;
        k->major = (unsigned)major;
        k->minor = (unsigned)minor;
    } else if (gi_eq(d, n, ".kernel")) {
        visa_scan_ws(&s);
        const char *at = s.p;
        if (k->have_kernel) {
            gi_error(core, d, "only one .kernel per file");
            return;
        }
        if (s.p >= s.end || *s.p != '"') {
            gi_error(core, at, "expected a quoted kernel name");
            return;
        }
        const char *q = memchr(s.p + 1, '"', (size_t)(s.end - s.p - 1));
        if (!q || q == s.p + 1) {
            gi_error(core, at, q ? "empty kernel name" : "missing closing quote");
            return;
        }
        k->name = gi_xstrndup(s.p + 1, (size_t)(q - s.p - 1));
        k->have_kernel = true;
        s.p = q + 1;
    } else if (gi_eq(d, n, ".kernel_attr")) {
        kernel_attr(k, &s);
        return;
    } else if (gi_eq(d, n, ".function")) {
        visa_scan_ws(&s);
        const char *at = s.p;
        const char *q = s.p < s.end && *s.p == '"' ? memchr(s.p + 1, '"', (size_t)(s.end - s.p - 1)) : NULL;
        if (!q || q == s.p + 1) {
            gi_error(core, at, "expected a quoted function name");
            return;
        }
        const char *fn = at + 1;
        size_t fl = (size_t)(q - fn);
        s.p = q + 1;
        if (!visa_scan_end(&s)) {
            gi_error(core, s.p, "unexpected text after the directive");
            return;
        }
        long li = visa_kernel_label_find(k, fn, fl);
        visa_label *fwd = li >= 0 ? gi_vec_at(&k->labels, (size_t)li) : NULL;
        if (fwd && (fwd->defined || fwd->kind == 1)) {
            gi_error(core, at, "'%.*s' is already a label", (int)fl, fn);
            return;
        }
        *(char **)gi_vec_push(&k->funcs) = gi_xstrndup(fn, fl);
        if (fwd) {
            /* a call before the .function (GenX_IR accepts it): the label
             * the reference made becomes the subroutine label */
            fwd->kind = 1;
        } else {
            function_label(k, fn, fl);
        }
        return;
    } else if (gi_eq(d, n, ".decl")) {
        decl(k, &s);
        return;
    } else if (gi_eq(d, n, ".input")) {
        input(k, &s);
        return;
    } else {
        gi_error(core, d, "unknown directive '%.*s'", (int)n, d);
        return;
    }
    if (!visa_scan_end(&s)) gi_error(core, s.p, "unexpected text after the directive");
}

/* ---- names for the printer ---- */

static const char *nm_var(const void *u, uint32_t id)
{
    const visa_kernel *k = u;
    if (id < VISA_NUM_PREDEF_VARS) return visa_predef_names[id];
    const visa_var *v = visa_kernel_var_info(k, id);
    return v ? v->name : NULL;
}

static const char *nm_pred(const void *u, uint32_t id)
{
    const visa_kernel *k = u;
    if (id == 0) return "P0";
    if (id - 1 < k->preds.len) return ((const visa_pred *)gi_vec_at(&k->preds, id - 1))->name;
    return NULL;
}

static const char *nm_label(const void *u, uint32_t id)
{
    const visa_kernel *k = u;
    return id < k->labels.len ? ((const visa_label *)gi_vec_at(&k->labels, id))->name : NULL;
}

static unsigned nm_type(const void *u, uint32_t id)
{
    const visa_var *v = visa_kernel_var_info(u, id);
    return v ? v->type : VISA_T_UD;
}

visa_names visa_kernel_names(const visa_kernel *k) { return (visa_names){k, nm_var, nm_pred, nm_label, nm_type}; }
