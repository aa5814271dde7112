/* Kernel declarations: directives, the variable / predicate / label tables,
 * name look-up. */
#include "visa/kernel.h"
#include "visa/scan.h"
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

long visa_kernel_var(const visa_kernel *k, const char *name, size_t len)
{
    long n = predef_number(name, len);
    if (n >= 0) return n;
    for (unsigned i = 0; i < VISA_NUM_PREDEF_VARS; i++)
        if (gi_eq(name, len, visa_predef_names[i])) return i;
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

static bool name_taken(const visa_kernel *k, const char *n, size_t len)
{
    return visa_kernel_var(k, n, len) >= 0 || visa_kernel_pred(k, n, len) >= 0;
}

/* ---- directives ---- */

static const char *const align_names[] = {"byte", "word", "dword", "qword", "oword", "GRF",
                                          "GRFx2", "hword", "wordx32", "wordx64"};

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
        if (!s->core->line_failed) gi_error(s->core, vt_at, "expected v_type=G or v_type=P");
        return;
    }
    bool pred = gi_eq(v, vn, "P");
    if (!pred && !gi_eq(v, vn, "G")) {
        gi_error(s->core, v, "unsupported v_type '%.*s' (G and P are supported)", (int)vn, v);
        return;
    }
    unsigned type = VISA_T_UD, align = 0;
    if (!pred) {
        visa_scan_ws(s);
        const char *t_at = s->p;
        if (!keyval(s, "type", &v, &vn)) {
            if (!s->core->line_failed) gi_error(s->core, t_at, "expected type=T");
            return;
        }
        for (type = 0; type < VISA_T_COUNT; type++)
            if (gi_eq(v, vn, visa_type_names[type])) break;
        if (type >= VISA_T_COUNT || type == VISA_T_BOOL) {
            gi_error(s->core, v, "unknown variable type '%.*s'", (int)vn, v);
            return;
        }
    }
    visa_scan_ws(s);
    const char *n_at = s->p;
    long num = 0;
    if (!keyval(s, "num_elts", &v, &vn)) {
        if (!s->core->line_failed) gi_error(s->core, n_at, "expected num_elts=N");
        return;
    }
    s->p = v;
    if (!small_int(s, "num_elts", 1, pred ? 32 : 4096, &num)) return;
    if (pred && (num & (num - 1))) {
        gi_error(s->core, v, "a predicate has 1, 2, 4, 8, 16 or 32 elements");
        return;
    }
    visa_scan_ws(s);
    if (!pred && !visa_scan_end(s)) {
        const char *a_at = s->p;
        if (!keyval(s, "align", &v, &vn)) {
            if (!s->core->line_failed) gi_error(s->core, a_at, "expected align=A or the end of the line");
            return;
        }
        for (align = 0; align < sizeof align_names / sizeof align_names[0]; align++)
            if (gi_eq(v, vn, align_names[align])) break;
        if (gi_eq(v, vn, "2GRF")) align = 6;
        if (align >= sizeof align_names / sizeof align_names[0]) {
            gi_error(s->core, v, "invalid align value '%.*s'", (int)vn, v);
            return;
        }
    }
    if (!visa_scan_end(s)) {
        gi_error(s->core, s->p, "unexpected text after the declaration");
        return;
    }
    if (pred) {
        visa_pred *p = gi_vec_push(&k->preds);
        p->name = gi_xstrndup(name, nlen);
        p->num_elts = (uint16_t)num;
        p->str = add_string(k, gi_xstrndup(name, nlen));
    } else {
        visa_var *x = gi_vec_push(&k->vars);
        x->name = gi_xstrndup(name, nlen);
        x->type = (uint8_t)type;
        x->align = (uint8_t)align;
        x->num_elts = (uint16_t)num;
        x->str = add_string(k, gi_xstrndup(name, nlen));
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
