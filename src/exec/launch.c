/* The ISA-independent part of a kernel launch (launch.h): the launch JSON,
 * buffer placement, the result, and the worker threads. */
#define _POSIX_C_SOURCE 200809L   /* clock_gettime */
#include "exec/launch.h"
#include "core/module.h"
#include "exec/memtrace.h"
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

int gi_launch_fail(char *err, size_t errlen, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
    return -1;
}

static char *dup_str(const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = malloc(n);
    if (d) memcpy(d, s, n);
    return d;
}

/* A JSON array of 1..3 positive integers (the rest 1). */
static int dims_of(json_t *j, const char *key, uint32_t out[3], unsigned *dims, char *err, size_t errlen)
{
    out[0] = out[1] = out[2] = 1;
    size_t n = json_array_size(j);
    if (!json_is_array(j) || n < 1 || n > 3)
        return gi_launch_fail(err, errlen, "launch: \"%s\" must be an array of 1 to 3 positive integers", key);
    for (size_t i = 0; i < n; i++) {
        json_t *e = json_array_get(j, i);
        if (!json_is_integer(e) || json_integer_value(e) < 1 || json_integer_value(e) > 0xffffffffll)
            return gi_launch_fail(err, errlen, "launch: \"%s\"[%zu] must be a positive 32-bit integer", key, i);
        out[i] = (uint32_t)json_integer_value(e);
    }
    if (n > *dims) *dims = (unsigned)n;
    return 0;
}

static int check_keys(json_t *obj, const char *const *keys, const char *where, char *err, size_t errlen)
{
    const char *k;
    json_t *v;
    json_object_foreach(obj, k, v) {
        bool known = false;
        for (const char *const *p = keys; *p && !known; p++) known = !strcmp(*p, k);
        if (!known) return gi_launch_fail(err, errlen, "launch: %s: unknown key '%s'", where, k);
    }
    return 0;
}

static int parse_buffer(gi_launch_buffer *b, const char *name, json_t *j, char *err, size_t errlen)
{
    static const char *const keys[] = {"type", "values", "count", "fill", NULL};
    char where[96];
    snprintf(where, sizeof where, "buffer '%.60s'", name);
    if (!json_is_object(j)) return gi_launch_fail(err, errlen, "launch: %s must be an object", where);
    if (check_keys(j, keys, where, err, errlen)) return -1;
    b->name = dup_str(name);
    const char *tn = json_string_value(json_object_get(j, "type"));
    int t = tn ? gi_type_from_name(tn) : -1;
    if (t < 0) return gi_launch_fail(err, errlen, "launch: %s: \"type\" must be one of u8 s8 u16 s16 u32 s32 u64 s64 f16 f32 f64", where);
    b->type = (gi_type)t;
    json_t *vals = json_object_get(j, "values"), *cnt = json_object_get(j, "count"), *fill = json_object_get(j, "fill");
    if (!vals == !cnt) return gi_launch_fail(err, errlen, "launch: %s needs either \"values\" or \"count\"", where);
    if (vals && fill) return gi_launch_fail(err, errlen, "launch: %s: \"fill\" goes with \"count\"", where);
    if (vals && !json_is_array(vals)) return gi_launch_fail(err, errlen, "launch: %s: \"values\" must be an array", where);
    if (cnt && (!json_is_integer(cnt) || json_integer_value(cnt) < 0 || json_integer_value(cnt) > (1ll << 32)))
        return gi_launch_fail(err, errlen, "launch: %s: \"count\" must be an integer 0..2^32", where);
    b->count = vals ? json_array_size(vals) : (uint64_t)json_integer_value(cnt);
    unsigned es = gi_type_size(b->type);
    b->init = calloc(b->count ? b->count : 1, es);
    if (!b->init) return gi_launch_fail(err, errlen, "launch: %s: out of memory", where);
    uint64_t fbits = 0;
    char e[128];
    gi_value v;
    if (fill && (gi_value_from_json(fill, &v, e, sizeof e) || gi_value_to_type(&v, b->type, &fbits, e, sizeof e)))
        return gi_launch_fail(err, errlen, "launch: %s: fill: %s", where, e);
    for (uint64_t i = 0; i < b->count; i++) {
        uint64_t bits = fbits;
        if (vals && (gi_value_from_json(json_array_get(vals, i), &v, e, sizeof e) ||
                     gi_value_to_type(&v, b->type, &bits, e, sizeof e)))
            return gi_launch_fail(err, errlen, "launch: %s: values[%llu]: %s", where, (unsigned long long)i, e);
        for (unsigned k = 0; k < es; k++) b->init[i * es + k] = (uint8_t)(bits >> 8 * k);
    }
    b->dump = true;
    return 0;
}

static int find_buffer(const gi_launch_spec *s, const char *name, size_t *idx)
{
    for (size_t i = 0; i < s->nbufs; i++)
        if (!strcmp(s->bufs[i].name, name)) return *idx = i, 0;
    return -1;
}

/* A scalar {TYPE: VALUE}: its type, size and bit pattern. */
static int parse_scalar(const char *k, json_t *v, gi_launch_arg *a, size_t i, char *err, size_t errlen)
{
    /* the contract spells signed scalars i8..i64, the memory types s8..s64 */
    static const struct { const char *name; gi_type t; } signed_names[] = {
        {"i8", GI_T_S8}, {"i16", GI_T_S16}, {"i32", GI_T_S32}, {"i64", GI_T_S64}};
    int t = gi_type_from_name(k);
    for (size_t n = 0; t < 0 && n < sizeof signed_names / sizeof signed_names[0]; n++)
        if (!strcmp(k, signed_names[n].name)) t = (int)signed_names[n].t;
    if (t < 0) return gi_launch_fail(err, errlen, "launch: args[%zu]: unknown kind '%s'", i, k);
    a->kind = GI_ARG_SCALAR;
    a->type = (gi_type)t;
    a->bytes = gi_type_size(a->type);
    gi_value val;
    char e[128];
    if (gi_value_from_json(v, &val, e, sizeof e) || gi_value_to_type(&val, a->type, &a->bits, e, sizeof e))
        return gi_launch_fail(err, errlen, "launch: args[%zu]: %s", i, e);
    return 0;
}

/* A by-value struct {"struct": [MEMBER, ...]}, a member a scalar {TYPE: VALUE} or a nested
 * {"struct": [...]}: C's layout (each member at the next multiple of its alignment — a
 * scalar's size, a struct's largest member alignment —, the size rounded up to the struct's
 * alignment), appended to the bytes at *data. Depth-limited against hostile nesting. */
static int parse_struct(json_t *v, uint8_t **data, uint64_t *size, unsigned *align, unsigned depth, size_t i,
                        char *err, size_t errlen)
{
    if (!json_is_array(v) || json_array_size(v) == 0)
        return gi_launch_fail(err, errlen, "launch: args[%zu]: \"struct\" must be a non-empty array of members", i);
    if (depth > 8) return gi_launch_fail(err, errlen, "launch: args[%zu]: structs nested more than 8 deep", i);
    uint64_t off = 0;
    unsigned al = 1;
    uint8_t *bytes = NULL;
    for (size_t m = 0; m < json_array_size(v); m++) {
        json_t *j = json_array_get(v, m);
        if (!json_is_object(j) || json_object_size(j) != 1) {
            free(bytes);
            return gi_launch_fail(err, errlen, "launch: args[%zu]: struct member %zu must be {TYPE: VALUE} or {\"struct\": [...]}",
                        i, m);
        }
        const char *k = json_object_iter_key(json_object_iter(j));
        json_t *mv = json_object_iter_value(json_object_iter(j));
        uint8_t *mdata = NULL, le[8];
        uint64_t msize = 0;
        unsigned mal;
        if (!strcmp(k, "struct")) {
            if (parse_struct(mv, &mdata, &msize, &mal, depth + 1, i, err, errlen)) return free(bytes), -1;
        } else {
            gi_launch_arg s = {0};
            if (parse_scalar(k, mv, &s, i, err, errlen)) return free(bytes), -1;
            for (unsigned b = 0; b < s.bytes; b++) le[b] = (uint8_t)(s.bits >> (8 * b));
            msize = s.bytes, mal = (unsigned)s.bytes;
        }
        uint64_t end = off;
        off = (off + mal - 1) / mal * mal;
        uint8_t *nb = realloc(bytes, off + msize);
        if (!nb) {
            free(bytes), free(mdata);
            return gi_launch_fail(err, errlen, "out of memory");
        }
        bytes = nb;
        memset(bytes + end, 0, off - end);   /* padding before the member */
        memcpy(bytes + off, mdata ? mdata : le, msize);
        free(mdata);
        off += msize;
        if (mal > al) al = mal;
    }
    uint64_t total = (off + al - 1) / al * al;
    uint8_t *nb = calloc(1, total);
    if (!nb) return free(bytes), gi_launch_fail(err, errlen, "out of memory");
    memcpy(nb, bytes, off);
    free(bytes);
    *data = nb, *size = total, *align = al;
    return 0;
}

static int parse_arg(gi_launch_spec *s, gi_launch_arg *a, json_t *j, size_t i, char *err, size_t errlen)
{
    if (!json_is_object(j) || json_object_size(j) != 1)
        return gi_launch_fail(err, errlen, "launch: args[%zu] must be an object with one key ({\"buffer\": NAME}, "
                                 "{\"local\": BYTES}, {TYPE: VALUE} or {\"struct\": [...]})", i);
    const char *k = json_object_iter_key(json_object_iter(j));
    json_t *v = json_object_iter_value(json_object_iter(j));
    if (!strcmp(k, "struct")) {
        a->kind = GI_ARG_STRUCT;
        return parse_struct(v, &a->data, &a->bytes, &a->align, 0, i, err, errlen);
    }
    if (!strcmp(k, "buffer")) {
        a->kind = GI_ARG_BUFFER;
        if (!json_is_string(v) || find_buffer(s, json_string_value(v), &a->buffer))
            return gi_launch_fail(err, errlen, "launch: args[%zu]: no buffer named '%s'", i,
                        json_is_string(v) ? json_string_value(v) : "?");
        return 0;
    }
    if (!strcmp(k, "local")) {
        a->kind = GI_ARG_LOCAL;
        if (!json_is_integer(v) || json_integer_value(v) < 0 || json_integer_value(v) > 0xffffffffll)
            return gi_launch_fail(err, errlen, "launch: args[%zu]: \"local\" must be a byte count", i);
        a->bytes = (uint64_t)json_integer_value(v);
        return 0;
    }
    return parse_scalar(k, v, a, i, err, errlen);
}

static int parse_root(json_t *root, gi_launch_spec *s, char *err, size_t errlen)
{
    static const char *const keys[] = {"kernel", "grid", "block", "shared", "buffers", "args", "dump", NULL};
    if (!json_is_object(root)) return gi_launch_fail(err, errlen, "launch: the file must hold a JSON object");
    if (check_keys(root, keys, "top level", err, errlen)) return -1;
    json_t *j;
    if ((j = json_object_get(root, "kernel"))) {
        if (!json_is_string(j)) return gi_launch_fail(err, errlen, "launch: \"kernel\" must be a string");
        s->kernel = dup_str(json_string_value(j));
    }
    s->dims = 1;
    if (!(j = json_object_get(root, "grid")) || dims_of(j, "grid", s->grid, &s->dims, err, errlen))
        return j ? -1 : gi_launch_fail(err, errlen, "launch: \"grid\" is required");
    if (!(j = json_object_get(root, "block")) || dims_of(j, "block", s->block, &s->dims, err, errlen))
        return j ? -1 : gi_launch_fail(err, errlen, "launch: \"block\" is required");
    if ((j = json_object_get(root, "shared"))) {
        if (!json_is_integer(j) || json_integer_value(j) < 0 || json_integer_value(j) > 0xffffffffll)
            return gi_launch_fail(err, errlen, "launch: \"shared\" must be a byte count");
        s->shared = (uint64_t)json_integer_value(j);
    }
    if ((j = json_object_get(root, "buffers"))) {
        if (!json_is_object(j)) return gi_launch_fail(err, errlen, "launch: \"buffers\" must be an object");
        s->bufs = calloc(json_object_size(j) + 1, sizeof *s->bufs);
        if (!s->bufs) return gi_launch_fail(err, errlen, "out of memory");
        const char *k;
        json_t *v;
        json_object_foreach(j, k, v) {
            if (parse_buffer(&s->bufs[s->nbufs++], k, v, err, errlen)) return -1;
        }
    }
    if ((j = json_object_get(root, "args"))) {
        if (!json_is_array(j)) return gi_launch_fail(err, errlen, "launch: \"args\" must be an array");
        s->args = calloc(json_array_size(j) + 1, sizeof *s->args);
        if (!s->args) return gi_launch_fail(err, errlen, "out of memory");
        for (size_t i = 0; i < json_array_size(j); i++)
            if (parse_arg(s, &s->args[s->nargs++], json_array_get(j, i), i, err, errlen)) return -1;
    }
    if ((j = json_object_get(root, "dump"))) {
        if (!json_is_array(j)) return gi_launch_fail(err, errlen, "launch: \"dump\" must be an array of buffer names");
        for (size_t i = 0; i < s->nbufs; i++) s->bufs[i].dump = false;
        for (size_t i = 0; i < json_array_size(j); i++) {
            size_t b;
            const char *n = json_string_value(json_array_get(j, i));
            if (!n || find_buffer(s, n, &b)) return gi_launch_fail(err, errlen, "launch: dump[%zu]: no buffer named '%s'", i, n ? n : "?");
            s->bufs[b].dump = true;
        }
    }
    return 0;
}

int gi_launch_parse(const char *text, size_t len, gi_launch_spec *s, char *err, size_t errlen)
{
    memset(s, 0, sizeof *s);
    json_error_t je;
    json_t *root = json_loadb(text, len, JSON_REJECT_DUPLICATES, &je);
    if (!root) return gi_launch_fail(err, errlen, "launch: line %d: %s", je.line, je.text);
    int rc = parse_root(root, s, err, errlen);
    json_decref(root);
    if (rc) gi_launch_spec_free(s);
    return rc;
}

void gi_launch_spec_free(gi_launch_spec *s)
{
    for (size_t i = 0; i < s->nbufs; i++) free(s->bufs[i].name), free(s->bufs[i].init);
    free(s->bufs);
    for (size_t i = 0; i < s->nargs; i++) free(s->args[i].data);
    free(s->args);
    free(s->kernel);
    memset(s, 0, sizeof *s);
}

int gi_launch_place(gi_launch_spec *s, gi_mem *mem, uint64_t base, uint64_t *end, char *err, size_t errlen)
{
    uint64_t at = (base + 255) & ~255ull;
    for (size_t i = 0; i < s->nbufs; i++) {
        gi_launch_buffer *b = &s->bufs[i];
        uint64_t bytes = b->count * gi_type_size(b->type);
        b->addr = at;
        if (bytes && (gi_mem_map(mem, GI_SPACE_GLOBAL, at, bytes) != GI_MEM_OK ||
                      gi_mem_write(mem, GI_SPACE_GLOBAL, 0, at, b->init, bytes) != GI_MEM_OK))
            return gi_launch_fail(err, errlen, "launch: buffer '%s' (%llu bytes) exceeds the guest memory limit", b->name,
                        (unsigned long long)bytes);
        at = (at + bytes + 255) & ~255ull;
        if (!bytes) at += 256;   /* distinct addresses for empty buffers */
    }
    *end = at;
    return 0;
}

/* ---- result ---- */

static int fault_order(const void *a, const void *b)
{
    const gi_launch_fault *x = a, *y = b;
    for (int d = 2; d >= 0; d--)
        if (x->group[d] != y->group[d]) return x->group[d] < y->group[d] ? -1 : 1;
    if (x->wave != y->wave) return x->wave < y->wave ? -1 : 1;
    return x->seq < y->seq ? -1 : x->seq > y->seq;
}

char *gi_launch_result_json(const gi_launch_spec *s, gi_mem *mem, gi_launch_stats *st)
{
    json_t *root = json_object(), *bufs = json_object(), *faults = json_array();
    if (!root || !bufs || !faults) goto oom;
    for (size_t i = 0; i < s->nbufs; i++) {
        const gi_launch_buffer *b = &s->bufs[i];
        if (!b->dump) continue;
        json_t *arr = json_array();
        unsigned es = gi_type_size(b->type);
        uint8_t *data = calloc(b->count ? b->count : 1, es);   /* the buffer, read once */
        if (data) gi_mem_read(mem, GI_SPACE_GLOBAL, 0, b->addr, data, b->count * es);
        for (uint64_t k = 0; arr && data && k < b->count; k++) {
            const uint8_t *v = data + k * es;
            uint64_t bits = 0;
            for (unsigned e = 0; e < es; e++) bits |= (uint64_t)v[e] << 8 * e;
            json_array_append_new(arr, gi_type_to_json(b->type, bits));
        }
        free(data);
        if (!arr || !data) {
            json_decref(arr);
            goto oom;
        }
        json_object_set_new(bufs, b->name, arr);
    }
    /* faults: by group (z, y, x), wave, then execution order */
    if (st->nfaults) qsort(st->faults, st->nfaults, sizeof *st->faults, fault_order);
    for (size_t i = 0; i < st->nfaults; i++) {
        const gi_launch_fault *f = &st->faults[i];
        json_t *o = json_object();
        if (!o) goto oom;
        json_object_set_new(o, "group", json_pack("[III]", (json_int_t)f->group[0], (json_int_t)f->group[1],
                                                  (json_int_t)f->group[2]));
        json_object_set_new(o, "wave", json_integer(f->wave));
        json_object_set_new(o, "pc", json_integer((json_int_t)f->f.pc));
        json_object_set_new(o, "lane", json_integer(f->f.lane));
        json_object_set_new(o, "kind", json_string(f->f.kind));
        json_object_set_new(o, "address", gi_json_u64(f->f.address));
        json_array_append_new(faults, o);
    }
    json_object_set_new(root, "buffers", bufs);
    json_object_set_new(root, "instructions", gi_json_u64(st->instructions));
    json_object_set_new(root, "lane_instructions", gi_json_u64(st->lane_instructions));
    json_object_set_new(root, "waves", gi_json_u64(st->waves));
    json_object_set_new(root, "faults", faults);
    char *out = json_dumps(root, JSON_COMPACT | JSON_PRESERVE_ORDER | JSON_REAL_PRECISION(17));
    json_decref(root);
    return out;
oom:
    json_decref(root), json_decref(bufs), json_decref(faults);
    return NULL;
}

/* ---- threads ---- */

unsigned gi_launch_threads(unsigned threads)
{
    if (threads) return threads;
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 && n < 256 ? (unsigned)n : 1;
}

typedef struct pool {
    pthread_mutex_t mu;
    uint64_t next, n;
    int rc;
    uint64_t rc_index;
    int (*job)(void *, unsigned, uint64_t);
    void *user;
} pool;

typedef struct worker_arg {
    pool *p;
    unsigned id;
} worker_arg;

static void *worker(void *arg)
{
    worker_arg *w = arg;
    pool *p = w->p;
    for (;;) {
        pthread_mutex_lock(&p->mu);
        bool stop = p->rc != 0 || p->next >= p->n;
        uint64_t i = p->next++;
        pthread_mutex_unlock(&p->mu);
        if (stop) break;
        int rc = p->job(p->user, w->id, i);
        if (rc) {
            pthread_mutex_lock(&p->mu);
            if (!p->rc || i < p->rc_index) p->rc = rc, p->rc_index = i;
            pthread_mutex_unlock(&p->mu);
        }
    }
    return NULL;
}

double gi_wall_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int gi_launch_parallel(unsigned threads, uint64_t n, int (*job)(void *, unsigned, uint64_t), void *user)
{
    threads = gi_launch_threads(threads);
    if (threads > n) threads = n ? (unsigned)n : 1;
    pool p = {.next = 0, .n = n, .job = job, .user = user};
    pthread_mutex_init(&p.mu, NULL);
    pthread_t tid[256];
    worker_arg wa[256];
    unsigned started = 0;
    for (unsigned t = 1; t < threads && t < 256; t++) {
        wa[t] = (worker_arg){&p, t};
        if (pthread_create(&tid[t], NULL, worker, &wa[t])) break;
        started = t;
    }
    wa[0] = (worker_arg){&p, 0};
    worker(&wa[0]);
    for (unsigned t = 1; t <= started; t++) pthread_join(tid[t], NULL);
    pthread_mutex_destroy(&p.mu);
    return p.rc;
}

/* ---- the public entry (gpuisa/run.h) ---- */

int gi_launch(gi_ctx *ctx, const uint8_t *obj, size_t n, const char *json, size_t jlen, const gi_launch_options *opt,
              char **result, char *err, size_t errlen)
{
    void *ictx = NULL;
    const gi_isa_module *mod = ctx ? gi_ctx_module(ctx, &ictx) : NULL;
    *result = NULL;
    if (!mod) return gi_launch_fail(err, errlen, "no context"), 1;
    if (!mod->launch) return gi_launch_fail(err, errlen, "kernel launches are not supported for ISA %s yet", mod->name), 1;
    gi_launch_options o = opt ? *opt : (gi_launch_options){0};
    if (!o.max_insts) o.max_insts = 1000000000ull;
    if (!o.max_memory) o.max_memory = GI_DEFAULT_MAX_MEMORY;
    gi_mt_bind_ctx(o.trace_memory, ctx);   /* the launcher gives the code (gi_mt_code) */
    gi_launch_spec spec;
    double t0 = gi_wall_seconds();
    if (gi_launch_parse(json, jlen, &spec, err, errlen)) return 1;
    if (o.times) *o.times = (gi_launch_times){.parse = gi_wall_seconds() - t0};
    int rc = mod->launch(ictx, obj, n, &spec, &o, result, err, errlen);
    gi_launch_spec_free(&spec);
    return rc;
}
