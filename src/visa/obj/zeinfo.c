/* The .ze_info section: YAML (libyaml's document loader) read against the zeinfo schema of
 * IGC's ZEBinWriter spec (zeinfo.md, version 1.x). Every key of a kernel that can change how
 * it is launched is read; a key this reader does not know is an error (it might matter),
 * except the keys the spec marks as not needed for execution (ignored_keys below). */
#include "visa/obj/zebin.h"
#include "core/util.h"
#include <yaml.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct zi {
    yaml_document_t *doc;
    char *err;
    size_t errlen;
    char where[160];   /* "kernel 'K' payload_arguments[3]": prefix of the messages */
    size_t budget;     /* entries still allowed: YAML aliases could repeat a sequence without bound */
} zi;

/* n more entries read; more in all than the section has bytes is an error (IGC writes no
 * aliases; without this, kernels aliasing one long sequence would allocate their product) */
static int take(zi *z, size_t n, const char *key);

static int fail(zi *z, const char *fmt, ...)
{
    char msg[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (z->where[0]) snprintf(z->err, z->errlen, ".ze_info: %s: %s", z->where, msg);
    else snprintf(z->err, z->errlen, ".ze_info: %s", msg);
    return -1;
}

static yaml_node_t *node(zi *z, int id)
{
    return yaml_document_get_node(z->doc, id);
}

/* a scalar's text printable in a message (cut, non-printing bytes as '?') */
static const char *shown(const yaml_node_t *n, char *buf, size_t cap)
{
    size_t len = n->data.scalar.length, i;
    for (i = 0; i < len && i + 1 < cap && i < 40; i++) {
        unsigned char c = n->data.scalar.value[i];
        buf[i] = c >= 0x20 && c < 0x7f ? (char)c : '?';
    }
    buf[i] = 0;
    return buf;
}

static const char *kind(const yaml_node_t *n)
{
    return n->type == YAML_MAPPING_NODE ? "a mapping" : n->type == YAML_SEQUENCE_NODE ? "a sequence" : "a scalar";
}

static int want(zi *z, yaml_node_t *v, yaml_node_type_t t, const char *key)
{
    if (!v) return fail(z, "key '%s': invalid node", key);
    if (v->type == t) return 0;
    return fail(z, "key '%s': expected %s, found %s", key,
                t == YAML_MAPPING_NODE ? "a mapping" : t == YAML_SEQUENCE_NODE ? "a sequence" : "a scalar", kind(v));
}

/* a decimal integer (plain scalar, no leading zero: YAML 1.1 reads 010 as octal) in [lo, hi] */
static int get_int(zi *z, yaml_node_t *v, const char *key, long long lo, long long hi, long long *out)
{
    if (want(z, v, YAML_SCALAR_NODE, key)) return -1;
    const char *s = (const char *)v->data.scalar.value;
    size_t n = v->data.scalar.length, i = 0;
    char buf[48];
    bool neg = n && s[0] == '-';
    i = neg;
    bool ok = v->data.scalar.style == YAML_PLAIN_SCALAR_STYLE && i < n && n - i <= 12 &&
              !(s[i] == '0' && n - i > 1);
    long long x = 0;
    for (; ok && i < n; i++) {
        if (s[i] < '0' || s[i] > '9') ok = false;
        else x = x * 10 + (s[i] - '0');
    }
    if (!ok) return fail(z, "key '%s': not an integer ('%s')", key, shown(v, buf, sizeof buf));
    if (neg) x = -x;
    if (x < lo || x > hi)
        return fail(z, "key '%s': %lld is out of range [%lld, %lld]", key, x, lo, hi);
    *out = x;
    return 0;
}

static int get_i32(zi *z, yaml_node_t *v, const char *key, long long lo, int32_t *out)
{
    long long x;
    if (get_int(z, v, key, lo, INT32_MAX, &x)) return -1;
    *out = (int32_t)x;
    return 0;
}

static int get_uns(zi *z, yaml_node_t *v, const char *key, unsigned *out)
{
    long long x;
    if (get_int(z, v, key, 0, INT32_MAX, &x)) return -1;
    *out = (unsigned)x;
    return 0;
}

/* true/false (plain; also the True/TRUE spellings YAML 1.1 readers share) */
static int get_bool(zi *z, yaml_node_t *v, const char *key, bool *out)
{
    if (want(z, v, YAML_SCALAR_NODE, key)) return -1;
    const char *s = (const char *)v->data.scalar.value;
    size_t n = v->data.scalar.length;
    char buf[48];
    if (v->data.scalar.style == YAML_PLAIN_SCALAR_STYLE) {
        if (n == 4 && (!memcmp(s, "true", 4) || !memcmp(s, "True", 4) || !memcmp(s, "TRUE", 4))) return *out = true, 0;
        if (n == 5 && (!memcmp(s, "false", 5) || !memcmp(s, "False", 5) || !memcmp(s, "FALSE", 5)))
            return *out = false, 0;
    }
    return fail(z, "key '%s': not a boolean ('%s')", key, shown(v, buf, sizeof buf));
}

/* a string without NUL bytes, owned */
static int get_str(zi *z, yaml_node_t *v, const char *key, char **out)
{
    if (want(z, v, YAML_SCALAR_NODE, key)) return -1;
    const char *s = (const char *)v->data.scalar.value;
    size_t n = v->data.scalar.length;
    if (memchr(s, 0, n)) return fail(z, "key '%s': the string holds a NUL byte", key);
    free(*out);
    *out = gi_xstrndup(s, n);
    return 0;
}

/* one of names[0..count) (a NULL entry is skipped); its index */
static int get_enum(zi *z, yaml_node_t *v, const char *key, const char *const *names, int count, int *out)
{
    if (want(z, v, YAML_SCALAR_NODE, key)) return -1;
    const char *s = (const char *)v->data.scalar.value;
    size_t n = v->data.scalar.length;
    char buf[48];
    for (int i = 0; i < count; i++)
        if (names[i] && strlen(names[i]) == n && !memcmp(names[i], s, n)) return *out = i, 0;
    return fail(z, "key '%s': unknown value '%s'", key, shown(v, buf, sizeof buf));
}

/* int32x3: a sequence of three integers >= 0 */
static int get_x3(zi *z, yaml_node_t *v, const char *key, unsigned out[3])
{
    if (want(z, v, YAML_SEQUENCE_NODE, key)) return -1;
    yaml_node_item_t *it = v->data.sequence.items.start;
    if (v->data.sequence.items.top - it != 3) return fail(z, "key '%s': expected a sequence of 3 integers", key);
    for (int i = 0; i < 3; i++)
        if (get_uns(z, node(z, it[i]), key, &out[i])) return -1;
    return 0;
}

/* The keys of one mapping: each pair's key index in keys[] (or -1 for an ignored key);
 * unknown and repeated keys are errors. */
typedef struct map_iter {
    yaml_node_pair_t *p, *end;
    unsigned long long seen;
} map_iter;

static int next_key(zi *z, map_iter *m, const char *const *keys, int nkeys, const char *const *ignored,
                    const char *what, int *idx, yaml_node_t **val)
{
    char buf[48];
    while (m->p < m->end) {
        yaml_node_pair_t *p = m->p++;
        yaml_node_t *k = node(z, p->key);
        *val = node(z, p->value);
        if (!k || !*val) return fail(z, "invalid node in %s", what);
        if (k->type != YAML_SCALAR_NODE) return fail(z, "%s has a key that is %s", what, kind(k));
        const char *s = (const char *)k->data.scalar.value;
        size_t n = k->data.scalar.length;
        int i;
        for (i = 0; i < nkeys; i++)
            if (strlen(keys[i]) == n && !memcmp(keys[i], s, n)) break;
        if (i < nkeys) {
            if (m->seen >> i & 1) return fail(z, "duplicate key '%s' in %s", keys[i], what);
            m->seen |= 1ull << i;
            *idx = i;
            return 1;
        }
        for (const char *const *g = ignored; g && *g; g++)
            if (strlen(*g) == n && !memcmp(*g, s, n)) goto skip;
        return fail(z, "unknown key '%s' in %s", shown(k, buf, sizeof buf), what);
    skip:;
    }
    return 0;
}

static int map_begin(zi *z, yaml_node_t *v, const char *key, map_iter *m)
{
    if (want(z, v, YAML_MAPPING_NODE, key)) return -1;
    m->p = v->data.mapping.pairs.start;
    m->end = v->data.mapping.pairs.top;
    m->seen = 0;
    return 0;
}

static int require(zi *z, const map_iter *m, const char *const *keys, const int *req, int nreq, const char *what)
{
    for (int i = 0; i < nreq; i++)
        if (!(m->seen >> req[i] & 1)) return fail(z, "missing required key '%s' in %s", keys[req[i]], what);
    return 0;
}

/* ---- execution_env ---- */
enum { E_BARRIER_COUNT, E_DISABLE_MTP, E_GRF_COUNT, E_HAS_4GB, E_HAS_DEV_ENQ, E_HAS_DPAS, E_HAS_FENCE_IMG,
       E_HAS_GLOBAL_ATOMICS, E_HAS_MULTI_SCRATCH, E_HAS_NO_STATELESS_WRITE, E_HAS_STACK_CALLS,
       E_REQ_DISABLE_EUFUSION, E_INLINE_DATA, E_SKIP_PER_THREAD, E_SKIP_FFID, E_REQ_SUB_GROUP,
       E_REQ_WG_SIZE, E_SIMD_SIZE, E_SLM_SIZE, E_SIFP, E_THREAD_SCHED, E_WALK_ORDER, E_COUNT };
static const char *const env_keys[E_COUNT] = {
    "barrier_count", "disable_mid_thread_preemption", "grf_count", "has_4gb_buffers", "has_device_enqueue",
    "has_dpas", "has_fence_for_image_access", "has_global_atomics", "has_multi_scratch_spaces",
    "has_no_stateless_write", "has_stack_calls", "require_disable_eufusion", "inline_data_payload_size",
    "offset_to_skip_per_thread_data_load", "offset_to_skip_set_ffid_gp", "required_sub_group_size",
    "required_work_group_size", "simd_size", "slm_size", "subgroup_independent_forward_progress",
    "thread_scheduling_mode", "work_group_walk_order_dimensions"};
static const char *const sched_modes[] = {"age_based", "round_robin", "round_robin_stall"};

static int read_env(zi *z, yaml_node_t *v, visa_zebin_kernel *k)
{
    map_iter m;
    int i, r;
    yaml_node_t *x;
    if (map_begin(z, v, "execution_env", &m)) return -1;
    k->work_group_walk_order_dimensions[1] = 1, k->work_group_walk_order_dimensions[2] = 2;
    while ((r = next_key(z, &m, env_keys, E_COUNT, NULL, "execution_env", &i, &x)) > 0) {
        const char *key = env_keys[i];
        bool *flag = NULL;
        unsigned *num = NULL;
        switch (i) {
        case E_BARRIER_COUNT: num = &k->barrier_count; break;
        case E_DISABLE_MTP: flag = &k->disable_mid_thread_preemption; break;
        case E_GRF_COUNT: num = &k->grf_count; break;
        case E_HAS_4GB: flag = &k->has_4gb_buffers; break;
        case E_HAS_DEV_ENQ: flag = &k->has_device_enqueue; break;
        case E_HAS_DPAS: flag = &k->has_dpas; break;
        case E_HAS_FENCE_IMG: flag = &k->has_fence_for_image_access; break;
        case E_HAS_GLOBAL_ATOMICS: flag = &k->has_global_atomics; break;
        case E_HAS_MULTI_SCRATCH: flag = &k->has_multi_scratch_spaces; break;
        case E_HAS_NO_STATELESS_WRITE: flag = &k->has_no_stateless_write; break;
        case E_HAS_STACK_CALLS: flag = &k->has_stack_calls; break;
        case E_REQ_DISABLE_EUFUSION: flag = &k->require_disable_eufusion; break;
        case E_INLINE_DATA: num = &k->inline_data_payload_size; break;
        case E_SKIP_PER_THREAD: num = &k->offset_to_skip_per_thread_data_load; break;
        case E_SKIP_FFID: num = &k->offset_to_skip_set_ffid_gp; break;
        case E_REQ_SUB_GROUP: num = &k->required_sub_group_size; break;
        case E_SIMD_SIZE: num = &k->simd_size; break;
        case E_SLM_SIZE: num = &k->slm_size; break;
        case E_SIFP: flag = &k->subgroup_independent_forward_progress; break;
        case E_REQ_WG_SIZE:
            if (get_x3(z, x, key, k->required_work_group_size)) return -1;
            break;
        case E_WALK_ORDER:
            if (get_x3(z, x, key, k->work_group_walk_order_dimensions)) return -1;
            for (int d = 0; d < 3; d++)
                if (k->work_group_walk_order_dimensions[d] > 2)
                    return fail(z, "key '%s': dimension %u is not 0, 1 or 2", key, k->work_group_walk_order_dimensions[d]);
            break;
        case E_THREAD_SCHED: {
            int e;
            if (get_enum(z, x, key, sched_modes, 3, &e)) return -1;
            free(k->thread_scheduling_mode);
            k->thread_scheduling_mode = gi_xstrndup(sched_modes[e], strlen(sched_modes[e]));
            break;
        }
        }
        if (flag && get_bool(z, x, key, flag)) return -1;
        if (num && get_uns(z, x, key, num)) return -1;
    }
    if (r < 0) return -1;
    static const int req[] = {E_GRF_COUNT, E_SIMD_SIZE};
    if (require(z, &m, env_keys, req, 2, "execution_env")) return -1;
    if (k->simd_size != 1 && k->simd_size != 8 && k->simd_size != 16 && k->simd_size != 32)
        return fail(z, "key 'simd_size': %u is not 1, 8, 16 or 32", k->simd_size);
    k->has_barriers = k->barrier_count > 0;
    return 0;
}

/* ---- payload_arguments ---- */
enum { P_ARG_TYPE, P_OFFSET, P_SIZE, P_ARG_INDEX, P_ADDRMODE, P_ADDRSPACE, P_ACCESS, P_SAMPLER_INDEX,
       P_SOURCE_OFFSET, P_SLM_ALIGN, P_IMAGE_TYPE, P_IMAGE_TRANSFORMABLE, P_SAMPLER_TYPE, P_COUNT };
static const char *const arg_keys[P_COUNT] = {
    "arg_type", "offset", "size", "arg_index", "addrmode", "addrspace", "access_type", "sampler_index",
    "source_offset", "slm_alignment", "image_type", "image_transformable", "sampler_type"};
static const char *const addrmodes[] = {NULL, "stateless", "stateful", "bindless", "slm"};
static const char *const addrspaces[] = {NULL, "global", "local", "constant", "image", "sampler"};
static const char *const accesses[] = {NULL, "readonly", "writeonly", "readwrite"};
static const char *const image_types[] = {
    "image_buffer", "image_1d", "image_1d_array", "image_2d", "image_2d_array", "image_3d", "image_cube",
    "image_cube_array", "image_2d_depth", "image_2d_array_depth", "image_2d_msaa", "image_2d_msaa_depth",
    "image_2d_array_msaa", "image_2d_array_msaa_depth", "image_2d_media", "image_2d_media_block"};
static const char *const sampler_types[] = {
    "texture", "sample_8x8", "sample_8x8_2dconvolve", "sample_8x8_erode", "sample_8x8_dilate",
    "sample_8x8_minmaxfilter", "sample_8x8_minmax", "sample_8x8_centroid", "sample_8x8_bool_centroid",
    "sample_8x8_bool_sum"};
#define NELEM(a) ((int)(sizeof(a) / sizeof((a)[0])))

static const char *name_of(const char *const *names, int i)
{
    return names[i] ? names[i] : "";
}

static int get_arg_type(zi *z, yaml_node_t *x, visa_zebin_arg_type *t, const char **name)
{
    const char *names[VISA_ZEBIN_ARG_TYPE_COUNT];
    for (int j = 0; j < VISA_ZEBIN_ARG_TYPE_COUNT; j++) names[j] = visa_zebin_arg_type_name((visa_zebin_arg_type)j);
    int e;
    if (get_enum(z, x, "arg_type", names, VISA_ZEBIN_ARG_TYPE_COUNT, &e)) return -1;
    *t = (visa_zebin_arg_type)e;
    *name = names[e];
    return 0;
}

static int read_arg(zi *z, yaml_node_t *v, visa_zebin_arg *a)
{
    map_iter m;
    int i, r, e;
    yaml_node_t *x;
    a->arg_index = a->sampler_index = a->source_offset = -1;
    a->arg_type_name = a->addrmode_name = a->addrspace_name = a->access_type_name = "";
    a->image_type = gi_xstrndup("", 0);
    a->sampler_type = gi_xstrndup("", 0);
    if (map_begin(z, v, "payload_arguments entry", &m)) return -1;
    while ((r = next_key(z, &m, arg_keys, P_COUNT, NULL, "a payload_arguments entry", &i, &x)) > 0) {
        const char *key = arg_keys[i];
        int rc = 0;
        switch (i) {
        case P_ARG_TYPE: rc = get_arg_type(z, x, &a->arg_type, &a->arg_type_name); break;
        case P_OFFSET: rc = get_i32(z, x, key, 0, &a->offset); break;
        case P_SIZE: rc = get_i32(z, x, key, 0, &a->size); break;
        case P_ARG_INDEX: rc = get_i32(z, x, key, -1, &a->arg_index); break;
        case P_SAMPLER_INDEX: rc = get_i32(z, x, key, -1, &a->sampler_index); break;
        case P_SOURCE_OFFSET: rc = get_i32(z, x, key, -1, &a->source_offset); break;
        case P_SLM_ALIGN: rc = get_i32(z, x, key, 0, &a->slm_alignment); break;
        case P_IMAGE_TRANSFORMABLE: rc = get_bool(z, x, key, &a->image_transformable); break;
        case P_ADDRMODE:
            if (!(rc = get_enum(z, x, key, addrmodes, NELEM(addrmodes), &e)))
                a->addrmode = (visa_zebin_addrmode)e, a->addrmode_name = name_of(addrmodes, e);
            break;
        case P_ADDRSPACE:
            if (!(rc = get_enum(z, x, key, addrspaces, NELEM(addrspaces), &e)))
                a->addrspace = (visa_zebin_addrspace)e, a->addrspace_name = name_of(addrspaces, e);
            break;
        case P_ACCESS:
            if (!(rc = get_enum(z, x, key, accesses, NELEM(accesses), &e)))
                a->access_type = (visa_zebin_access)e, a->access_type_name = name_of(accesses, e);
            break;
        case P_IMAGE_TYPE:
            if (!(rc = get_enum(z, x, key, image_types, NELEM(image_types), &e))) rc = get_str(z, x, key, &a->image_type);
            break;
        case P_SAMPLER_TYPE:
            if (!(rc = get_enum(z, x, key, sampler_types, NELEM(sampler_types), &e)))
                rc = get_str(z, x, key, &a->sampler_type);
            break;
        }
        if (rc) return -1;
    }
    if (r < 0) return -1;
    static const int req[] = {P_ARG_TYPE, P_OFFSET, P_SIZE};
    return require(z, &m, arg_keys, req, 3, "a payload_arguments entry");
}

/* ---- per_thread_payload_arguments, binding_table_indices, per_thread_memory_buffers ---- */
static const char *const thread_arg_keys[] = {"arg_type", "offset", "size"};

static int read_thread_arg(zi *z, yaml_node_t *v, visa_zebin_thread_arg *a)
{
    map_iter m;
    int i, r, rc = 0;
    yaml_node_t *x;
    a->arg_type_name = "";
    if (map_begin(z, v, "per_thread_payload_arguments entry", &m)) return -1;
    while (!rc && (r = next_key(z, &m, thread_arg_keys, 3, NULL, "a per_thread_payload_arguments entry", &i, &x)) > 0)
        rc = i == 0 ? get_arg_type(z, x, &a->arg_type, &a->arg_type_name)
                    : get_i32(z, x, thread_arg_keys[i], 0, i == 1 ? &a->offset : &a->size);
    if (rc || r < 0) return -1;
    static const int req[] = {0, 1, 2};
    return require(z, &m, thread_arg_keys, req, 3, "a per_thread_payload_arguments entry");
}

static const char *const bti_keys[] = {"bti_value", "arg_index"};

static int read_bti(zi *z, yaml_node_t *v, visa_zebin_bti *b)
{
    map_iter m;
    int i, r, rc = 0;
    yaml_node_t *x;
    if (map_begin(z, v, "binding_table_indices entry", &m)) return -1;
    while (!rc && (r = next_key(z, &m, bti_keys, 2, NULL, "a binding_table_indices entry", &i, &x)) > 0)
        rc = get_i32(z, x, bti_keys[i], 0, i == 0 ? &b->bti_value : &b->arg_index);
    if (rc || r < 0) return -1;
    static const int req[] = {0, 1};
    return require(z, &m, bti_keys, req, 2, "a binding_table_indices entry");
}

static const char *const membuf_keys[] = {"type", "usage", "size", "slot", "is_simt_thread"};
static const char *const membuf_types[] = {"global", "scratch", "slm"};
static const char *const membuf_usages[] = {"private_space", "spill_fill_space", "single_space"};

static int read_membuf(zi *z, yaml_node_t *v, visa_zebin_membuf *b)
{
    map_iter m;
    int i, r, rc = 0, e;
    yaml_node_t *x;
    if (map_begin(z, v, "per_thread_memory_buffers entry", &m)) return -1;
    while (!rc && (r = next_key(z, &m, membuf_keys, 5, NULL, "a per_thread_memory_buffers entry", &i, &x)) > 0) {
        switch (i) {
        case 0:
            if (!(rc = get_enum(z, x, "type", membuf_types, 3, &e))) rc = get_str(z, x, "type", &b->type);
            break;
        case 1:
            if (!(rc = get_enum(z, x, "usage", membuf_usages, 3, &e))) rc = get_str(z, x, "usage", &b->usage);
            break;
        case 2: rc = get_i32(z, x, "size", 0, &b->size); break;
        case 3: rc = get_i32(z, x, "slot", 0, &b->slot); break;
        case 4: rc = get_bool(z, x, "is_simt_thread", &b->is_simt_thread); break;
        }
    }
    if (rc || r < 0) return -1;
    static const int req[] = {0, 1, 2};
    return require(z, &m, membuf_keys, req, 3, "a per_thread_memory_buffers entry");
}

static int take(zi *z, size_t n, const char *key)
{
    if (n > z->budget)
        return fail(z, "key '%s': more entries in all than the section has bytes (repeated YAML aliases?)", key);
    z->budget -= n;
    return 0;
}

/* a sequence of entries read by fn into *arr (calloc'ed; *count set first so that a
 * failure part way frees what was read) */
typedef int (*entry_fn)(zi *, yaml_node_t *, void *);

static int read_seq(zi *z, yaml_node_t *v, const char *key, size_t elem, void **arr, size_t *count, entry_fn fn)
{
    if (*arr) return fail(z, "duplicate key '%s'", key);
    if (want(z, v, YAML_SEQUENCE_NODE, key)) return -1;
    yaml_node_item_t *it = v->data.sequence.items.start;
    size_t n = (size_t)(v->data.sequence.items.top - it);
    if (take(z, n, key)) return -1;
    *arr = gi_xcalloc(n ? n : 1, elem);
    *count = n;
    size_t len = strlen(z->where);
    for (size_t i = 0; i < n; i++) {
        snprintf(z->where + len, sizeof z->where - len, " %s[%zu]", key, i);
        if (fn(z, node(z, it[i]), (char *)*arr + i * elem)) return -1;
    }
    z->where[len] = 0;
    return 0;
}

static int arg_fn(zi *z, yaml_node_t *v, void *p) { return read_arg(z, v, p); }
static int thread_arg_fn(zi *z, yaml_node_t *v, void *p) { return read_thread_arg(z, v, p); }
static int bti_fn(zi *z, yaml_node_t *v, void *p) { return read_bti(z, v, p); }
static int membuf_fn(zi *z, yaml_node_t *v, void *p) { return read_membuf(z, v, p); }

/* ---- kernels ---- */
enum { K_NAME, K_ENV, K_PAYLOAD, K_PER_THREAD, K_BTI, K_MEMBUF, K_INLINE_SAMPLERS, K_COUNT };
static const char *const kernel_keys[K_COUNT] = {
    "name", "execution_env", "payload_arguments", "per_thread_payload_arguments", "binding_table_indices",
    "per_thread_memory_buffers", "inline_samplers"};
/* user_attributes: what matters for a launch is repeated in execution_env
 * (required_work_group_size, required_sub_group_size, work_group_walk_order_dimensions);
 * experimental_properties: "must not affect the kernel execution correctness" (zeinfo.md);
 * debug_env: the debugger's system routine surface */
static const char *const kernel_ignored[] = {"user_attributes", "experimental_properties", "debug_env", NULL};

static int read_kernel(zi *z, yaml_node_t *v, visa_zebin_kernel *k, size_t idx)
{
    map_iter m;
    int i, r, rc = 0;
    yaml_node_t *x, *env = NULL;
    k->thread_scheduling_mode = gi_xstrndup("", 0);
    snprintf(z->where, sizeof z->where, "kernels[%zu]", idx);
    if (map_begin(z, v, "kernels entry", &m)) return -1;
    /* the name first, so that later messages name the kernel */
    while ((r = next_key(z, &m, kernel_keys, K_COUNT, kernel_ignored, "a kernels entry", &i, &x)) > 0)
        if (i == K_NAME && get_str(z, x, "name", &k->name)) return -1;
    if (r < 0) return -1;
    if (!k->name) return fail(z, "missing required key 'name' in a kernels entry");
    if (!k->name[0]) return fail(z, "key 'name': empty kernel name");
    snprintf(z->where, sizeof z->where, "kernel '%.100s'", k->name);
    map_begin(z, v, "kernels entry", &m);
    while (!rc && (r = next_key(z, &m, kernel_keys, K_COUNT, kernel_ignored, "a kernels entry", &i, &x)) > 0) {
        switch (i) {
        case K_ENV: env = x; break;
        case K_PAYLOAD:
            rc = read_seq(z, x, "payload_arguments", sizeof(visa_zebin_arg), (void **)&k->payload_arguments,
                          &k->npayload_arguments, arg_fn);
            break;
        case K_PER_THREAD:
            rc = read_seq(z, x, "per_thread_payload_arguments", sizeof(visa_zebin_thread_arg),
                          (void **)&k->per_thread_payload_arguments, &k->nper_thread_payload_arguments, thread_arg_fn);
            break;
        case K_BTI:
            rc = read_seq(z, x, "binding_table_indices", sizeof(visa_zebin_bti), (void **)&k->binding_table_indices,
                          &k->nbinding_table_indices, bti_fn);
            break;
        case K_MEMBUF:
            rc = read_seq(z, x, "per_thread_memory_buffers", sizeof(visa_zebin_membuf),
                          (void **)&k->per_thread_memory_buffers, &k->nper_thread_memory_buffers, membuf_fn);
            break;
        case K_INLINE_SAMPLERS:
            rc = fail(z, "key 'inline_samplers': inline samplers are not supported");
            break;
        }
    }
    if (rc || r < 0) return -1;
    if (!env) return fail(z, "missing required key 'execution_env'");
    return read_env(z, env, k);
}

/* functions: externally callable non-kernel functions (not launched);
 * global_host_access_table: host names of global variables (no launch input);
 * kernels_misc_info: "not necessary for kernel execution" (zeinfo.md) */
static const char *const top_keys[] = {"version", "kernels"};
static const char *const top_ignored[] = {"functions", "global_host_access_table", "kernels_misc_info", NULL};

static int read_top(zi *z, yaml_node_t *root, visa_zebin *out)
{
    map_iter m;
    int i, r;
    yaml_node_t *x, *kernels = NULL;
    if (!root) return fail(z, "empty document");
    if (root->type != YAML_MAPPING_NODE) return fail(z, "the document is %s, not a mapping", kind(root));
    map_begin(z, root, "", &m);
    while ((r = next_key(z, &m, top_keys, 2, top_ignored, "the document", &i, &x)) > 0) {
        if (i == 0 && get_str(z, x, "version", &out->version)) return -1;
        if (i == 1) kernels = x;
    }
    if (r < 0) return -1;
    static const int req[] = {0, 1};
    if (require(z, &m, top_keys, req, 2, "the document")) return -1;
    if (strncmp(out->version, "1.", 2) != 0)
        return fail(z, "key 'version': '%.40s' is not a 1.x version (the version this reader knows)", out->version);
    if (want(z, kernels, YAML_SEQUENCE_NODE, "kernels")) return -1;
    yaml_node_item_t *it = kernels->data.sequence.items.start;
    size_t n = (size_t)(kernels->data.sequence.items.top - it);
    if (take(z, n, "kernels")) return -1;
    out->kernels = gi_xcalloc(n ? n : 1, sizeof *out->kernels);
    out->nkernels = n;
    for (size_t j = 0; j < n; j++) {
        if (read_kernel(z, node(z, it[j]), &out->kernels[j], j)) return -1;
        for (size_t l = 0; l < j; l++)
            if (!strcmp(out->kernels[l].name, out->kernels[j].name))
                return fail(z, "a second kernel of this name");
    }
    return 0;
}

int visa_zeinfo_parse(const char *yaml, size_t len, visa_zebin *out, char *err, size_t errlen)
{
    yaml_parser_t parser;
    yaml_document_t doc;
    zi z = {&doc, err, errlen, "", len};
    if (!yaml_parser_initialize(&parser)) return fail(&z, "cannot start the YAML parser");
    yaml_parser_set_input_string(&parser, (const unsigned char *)yaml, len);
    if (!yaml_parser_load(&parser, &doc)) {
        fail(&z, "malformed YAML: %s (line %zu, column %zu)", parser.problem ? parser.problem : "error",
             (size_t)parser.problem_mark.line + 1, (size_t)parser.problem_mark.column + 1);
        yaml_parser_delete(&parser);
        return -1;
    }
    int rc = read_top(&z, yaml_document_get_root_node(&doc), out);
    if (!rc) {   /* a single document: a second one would hold what is not read */
        yaml_document_t more;
        if (!yaml_parser_load(&parser, &more)) {
            rc = fail(&z, "malformed YAML after the document: %s", parser.problem ? parser.problem : "error");
        } else {
            if (yaml_document_get_root_node(&more)) rc = fail(&z, "more than one YAML document");
            yaml_document_delete(&more);
        }
    }
    yaml_document_delete(&doc);
    yaml_parser_delete(&parser);
    return rc;
}
