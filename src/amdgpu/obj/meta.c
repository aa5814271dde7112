/* .amdgpu_metadata: the YAML text (read with libyaml) becomes the msgpack
 * blob of the NT_AMDGPU_METADATA note (written with msgpack-c) as llvm-mc 14
 * makes it: scalars typed by their text (unsigned, negative integer, bool,
 * real, else string; quoting does not matter), map keys in sorted order,
 * reals as float32 when in float's normal range; then the schema check of
 * meta_verify.c. */
#define _POSIX_C_SOURCE 200809L
#include "amdgpu/obj/obj.h"
#include <yaml.h>
#include <msgpack.h>
#include <errno.h>
#include <math.h>
#include <float.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct meta_ctx {
    yaml_document_t *doc;
    msgpack_packer pk;
    unsigned depth;
    char *err;
    size_t errlen;
} meta_ctx;

/* getAsUnsignedInteger with radix 0: 0x/0b/0o prefixes, a leading 0 is octal */
static bool parse_uint(const char *s, size_t n, uint64_t *out)
{
    unsigned radix = 10;
    if (n >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) radix = 16, s += 2, n -= 2;
    else if (n >= 2 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B')) radix = 2, s += 2, n -= 2;
    else if (n >= 2 && s[0] == '0' && (s[1] == 'o' || s[1] == 'O')) radix = 8, s += 2, n -= 2;
    else if (n >= 2 && s[0] == '0') radix = 8, s += 1, n -= 1;
    if (!n) return false;
    uint64_t v = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned d;
        char c = s[i];
        if (c >= '0' && c <= '9') d = (unsigned)(c - '0');
        else if (c >= 'a' && c <= 'z') d = (unsigned)(c - 'a' + 10);
        else if (c >= 'A' && c <= 'Z') d = (unsigned)(c - 'A' + 10);
        else return false;
        if (d >= radix) return false;
        if (v > (UINT64_MAX - d) / radix) return false;
        v = v * radix + d;
    }
    *out = v;
    return true;
}

static void pack_str(meta_ctx *m, const char *s, size_t n)
{
    msgpack_pack_str(&m->pk, n);
    msgpack_pack_str_body(&m->pk, s, n);
}

/* The spellings LLVM's YAML reader takes as booleans (parseBool). */
typedef struct yaml_bool {
    const char *text;
    bool value;
} yaml_bool;
static const yaml_bool yaml_bools[] = {
    {"y", true}, {"Y", true}, {"yes", true}, {"Yes", true}, {"YES", true}, {"on", true}, {"On", true},
    {"ON", true}, {"true", true}, {"True", true}, {"TRUE", true},
    {"n", false}, {"N", false}, {"no", false}, {"No", false}, {"NO", false}, {"off", false},
    {"Off", false}, {"OFF", false}, {"false", false}, {"False", false}, {"FALSE", false}, {NULL, false}};

static void pack_scalar(meta_ctx *m, const char *s, size_t n)
{
    uint64_t u;
    if (n && s[0] == '-') {
        if (parse_uint(s + 1, n - 1, &u) && u <= (uint64_t)INT64_MAX + 1) {
            msgpack_pack_int64(&m->pk, (int64_t)(0 - u));
            return;
        }
    } else if (parse_uint(s, n, &u)) {
        msgpack_pack_uint64(&m->pk, u);
        return;
    }
    for (const yaml_bool *b = yaml_bools; b->text; b++)
        if (strlen(b->text) == n && !memcmp(s, b->text, n)) {
            if (b->value) msgpack_pack_true(&m->pk);
            else msgpack_pack_false(&m->pk);
            return;
        }
    if (n && n < 64 && (strchr("+-.0123456789", s[0]) || n >= 3)) {
        char buf[64];
        memcpy(buf, s, n);
        buf[n] = 0;
        char *end;
        errno = 0;
        double d = strtod(buf, &end);
        bool numeric = end == buf + n && !(n >= 3 && !strchr("+-.0123456789", s[0]));
        if (numeric) {
            double a = fabs(d);
            if (a >= FLT_MIN && a <= FLT_MAX) msgpack_pack_float(&m->pk, (float)d);
            else msgpack_pack_double(&m->pk, d);
            return;
        }
    }
    pack_str(m, s, n);
}

typedef struct kv {
    const char *key;
    size_t len;
    yaml_node_t *k, *v;
} kv;

static int cmp_kv(const void *a, const void *b)
{
    const kv *x = a, *y = b;
    size_t n = x->len < y->len ? x->len : y->len;
    int c = memcmp(x->key, y->key, n);
    if (c) return c;
    return x->len < y->len ? -1 : x->len > y->len;
}

static bool pack_node(meta_ctx *m, yaml_node_t *node)
{
    if (!node) {
        snprintf(m->err, m->errlen, "invalid document");
        return false;
    }
    /* msgpack-c's reader keeps 32 open containers (MSGPACK_EMBED_STACK_SIZE);
     * the schema check reads the note back with it */
    if (++m->depth > 32) {
        snprintf(m->err, m->errlen, "nested too deeply");
        return false;
    }
    bool ok = true;
    switch (node->type) {
    case YAML_SCALAR_NODE: {
        const char *s = (const char *)node->data.scalar.value;
        size_t n = node->data.scalar.length;
        if (node->data.scalar.style == YAML_PLAIN_SCALAR_STYLE &&
            (n == 0 || (n == 1 && s[0] == '~') || (n == 4 && !memcmp(s, "null", 4))))
            msgpack_pack_nil(&m->pk);
        else
            pack_scalar(m, s, n);
        break;
    }
    case YAML_SEQUENCE_NODE: {
        yaml_node_item_t *it = node->data.sequence.items.start, *end = node->data.sequence.items.top;
        msgpack_pack_array(&m->pk, (size_t)(end - it));
        for (; ok && it < end; it++) ok = pack_node(m, yaml_document_get_node(m->doc, *it));
        break;
    }
    case YAML_MAPPING_NODE: {
        yaml_node_pair_t *p = node->data.mapping.pairs.start, *end = node->data.mapping.pairs.top;
        size_t n = (size_t)(end - p), k = 0;
        kv *pairs = gi_xcalloc(n ? n : 1, sizeof *pairs);
        for (; p < end; p++) {
            yaml_node_t *key = yaml_document_get_node(m->doc, p->key);
            if (!key || key->type != YAML_SCALAR_NODE) {
                snprintf(m->err, m->errlen, "map keys must be scalars");
                free(pairs);
                m->depth--;
                return false;
            }
            kv e = {(const char *)key->data.scalar.value, key->data.scalar.length, key,
                    yaml_document_get_node(m->doc, p->value)};
            /* a repeated key: the later value replaces the earlier */
            size_t j = 0;
            while (j < k && !(pairs[j].len == e.len && !memcmp(pairs[j].key, e.key, e.len))) j++;
            pairs[j] = e;
            if (j == k) k++;
        }
        qsort(pairs, k, sizeof *pairs, cmp_kv);
        msgpack_pack_map(&m->pk, k);
        for (size_t i = 0; ok && i < k; i++) {
            pack_str(m, pairs[i].key, pairs[i].len);
            ok = pack_node(m, pairs[i].v);
        }
        free(pairs);
        break;
    }
    default:
        snprintf(m->err, m->errlen, "unexpected node");
        ok = false;
    }
    m->depth--;
    return ok;
}

uint8_t *amd_meta_to_msgpack(const char *yaml, size_t len, size_t *out_len, char *err, size_t errlen,
                             unsigned *err_line)
{
    yaml_parser_t parser;
    yaml_document_t doc;
    if (!yaml_parser_initialize(&parser)) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    yaml_parser_set_input_string(&parser, (const unsigned char *)yaml, len);
    if (!yaml_parser_load(&parser, &doc)) {
        snprintf(err, errlen, "%s", parser.problem ? parser.problem : "YAML syntax error");
        if (err_line) *err_line = (unsigned)parser.problem_mark.line;
        yaml_parser_delete(&parser);
        return NULL;
    }
    yaml_node_t *root = yaml_document_get_root_node(&doc);
    uint8_t *out = NULL;
    if (!root || root->type != YAML_MAPPING_NODE) {
        snprintf(err, errlen, "the metadata is not a map");
    } else {
        msgpack_sbuffer sbuf;
        msgpack_sbuffer_init(&sbuf);
        meta_ctx m;
        memset(&m, 0, sizeof m);
        m.doc = &doc;
        m.err = err;
        m.errlen = errlen;
        msgpack_packer_init(&m.pk, &sbuf, msgpack_sbuffer_write);
        if (!pack_node(&m, root)) {
            /* pack_node said why */
        } else if (!amd_meta_verify((const uint8_t *)sbuf.data, sbuf.size)) {
            snprintf(err, errlen, "the metadata does not follow the HSA metadata schema");
        } else {
            out = gi_xmalloc(sbuf.size ? sbuf.size : 1);
            memcpy(out, sbuf.data, sbuf.size);
            *out_len = sbuf.size;
        }
        msgpack_sbuffer_destroy(&sbuf);
    }
    yaml_document_delete(&doc);
    yaml_parser_delete(&parser);
    return out;
}
