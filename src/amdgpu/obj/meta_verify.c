/* The HSA metadata schema check llvm-mc 14 makes before it writes the
 * NT_AMDGPU_METADATA note (code object v3/v4, in both output modes): the typed
 * msgpack document must have the required keys, each known key with the
 * right type, enumerations with a known value and arrays of the right length.
 * Unknown keys are allowed, and amdhsa.globals is not checked by this
 * version. The schema is the tables below, one per map kind. */
#include "amdgpu/obj/obj.h"
#include <msgpack.h>
#include <stdbool.h>
#include <string.h>

typedef enum mv_kind {
    MV_STR,          /* a string, one of `choices` when given */
    MV_INT,          /* an unsigned or signed integer */
    MV_BOOL,
    MV_INT_ARRAY,    /* integers; exactly `len` of them when len > 0 */
    MV_STR_ARRAY,
    MV_MAP_ARRAY     /* maps, each checked against `elem` */
} mv_kind;

typedef struct mv_field mv_field;
struct mv_field {
    const char *key;
    bool required;
    mv_kind kind;
    unsigned len;
    const char *const *choices;   /* NULL-terminated */
    const mv_field *elem;         /* MV_MAP_ARRAY: the element's fields, ended by a NULL key */
};

static const char *const value_kinds[] = {
    "by_value", "global_buffer", "dynamic_shared_pointer", "sampler", "image", "pipe", "queue",
    "hidden_global_offset_x", "hidden_global_offset_y", "hidden_global_offset_z", "hidden_none",
    "hidden_printf_buffer", "hidden_hostcall_buffer", "hidden_default_queue",
    "hidden_completion_action", "hidden_multigrid_sync_arg",
    "hidden_block_count_x", "hidden_block_count_y", "hidden_block_count_z",
    "hidden_group_size_x", "hidden_group_size_y", "hidden_group_size_z",
    "hidden_remainder_x", "hidden_remainder_y", "hidden_remainder_z",
    "hidden_grid_dims", "hidden_private_base", "hidden_shared_base", "hidden_queue_ptr", NULL};
static const char *const address_spaces[] = {"private", "global", "constant", "local", "generic", "region", NULL};
static const char *const accesses[] = {"read_only", "write_only", "read_write", NULL};
static const char *const languages[] = {"OpenCL C", "OpenCL C++", "HCC", "HIP", "OpenMP", "Assembler", NULL};

static const mv_field arg_fields[] = {
    {".name", false, MV_STR, 0, NULL, NULL},
    {".type_name", false, MV_STR, 0, NULL, NULL},
    {".size", true, MV_INT, 0, NULL, NULL},
    {".offset", true, MV_INT, 0, NULL, NULL},
    {".value_kind", true, MV_STR, 0, value_kinds, NULL},
    {".pointee_align", false, MV_INT, 0, NULL, NULL},
    {".address_space", false, MV_STR, 0, address_spaces, NULL},
    {".access", false, MV_STR, 0, accesses, NULL},
    {".actual_access", false, MV_STR, 0, accesses, NULL},
    {".is_const", false, MV_BOOL, 0, NULL, NULL},
    {".is_restrict", false, MV_BOOL, 0, NULL, NULL},
    {".is_volatile", false, MV_BOOL, 0, NULL, NULL},
    {".is_pipe", false, MV_BOOL, 0, NULL, NULL},
    {NULL, false, MV_STR, 0, NULL, NULL}};

static const mv_field kernel_fields[] = {
    {".name", true, MV_STR, 0, NULL, NULL},
    {".symbol", true, MV_STR, 0, NULL, NULL},
    {".language", false, MV_STR, 0, languages, NULL},
    {".language_version", false, MV_INT_ARRAY, 2, NULL, NULL},
    {".args", false, MV_MAP_ARRAY, 0, NULL, arg_fields},
    {".reqd_workgroup_size", false, MV_INT_ARRAY, 3, NULL, NULL},
    {".workgroup_size_hint", false, MV_INT_ARRAY, 3, NULL, NULL},
    {".vec_type_hint", false, MV_STR, 0, NULL, NULL},
    {".device_enqueue_symbol", false, MV_STR, 0, NULL, NULL},
    {".kernarg_segment_size", true, MV_INT, 0, NULL, NULL},
    {".group_segment_fixed_size", true, MV_INT, 0, NULL, NULL},
    {".private_segment_fixed_size", true, MV_INT, 0, NULL, NULL},
    {".kernarg_segment_align", true, MV_INT, 0, NULL, NULL},
    {".wavefront_size", true, MV_INT, 0, NULL, NULL},
    {".sgpr_count", true, MV_INT, 0, NULL, NULL},
    {".vgpr_count", true, MV_INT, 0, NULL, NULL},
    {".max_flat_workgroup_size", true, MV_INT, 0, NULL, NULL},
    {".sgpr_spill_count", false, MV_INT, 0, NULL, NULL},
    {".vgpr_spill_count", false, MV_INT, 0, NULL, NULL},
    {NULL, false, MV_STR, 0, NULL, NULL}};

static const mv_field root_fields[] = {
    {"amdhsa.version", true, MV_INT_ARRAY, 2, NULL, NULL},
    {"amdhsa.printf", false, MV_STR_ARRAY, 0, NULL, NULL},
    {"amdhsa.kernels", true, MV_MAP_ARRAY, 0, NULL, kernel_fields},
    {NULL, false, MV_STR, 0, NULL, NULL}};

static bool is_int(const msgpack_object *o)
{
    return o->type == MSGPACK_OBJECT_POSITIVE_INTEGER || o->type == MSGPACK_OBJECT_NEGATIVE_INTEGER;
}

static bool str_is(const msgpack_object_str *s, const char *z)
{
    size_t n = strlen(z);
    return s->size == n && !memcmp(s->ptr, z, n);
}

static bool check_map(const msgpack_object *o, const mv_field *fields);

static bool check_value(const msgpack_object *o, const mv_field *f)
{
    switch (f->kind) {
    case MV_STR:
        if (o->type != MSGPACK_OBJECT_STR) return false;
        if (!f->choices) return true;
        for (const char *const *c = f->choices; *c; c++)
            if (str_is(&o->via.str, *c)) return true;
        return false;
    case MV_INT:
        return is_int(o);
    case MV_BOOL:
        return o->type == MSGPACK_OBJECT_BOOLEAN;
    case MV_INT_ARRAY:
    case MV_STR_ARRAY:
    case MV_MAP_ARRAY:
        if (o->type != MSGPACK_OBJECT_ARRAY) return false;
        if (f->len && o->via.array.size != f->len) return false;
        for (uint32_t i = 0; i < o->via.array.size; i++) {
            const msgpack_object *e = &o->via.array.ptr[i];
            bool ok = f->kind == MV_INT_ARRAY ? is_int(e)
                      : f->kind == MV_STR_ARRAY ? e->type == MSGPACK_OBJECT_STR
                                                : check_map(e, f->elem);
            if (!ok) return false;
        }
        return true;
    }
    return false;
}

static bool check_map(const msgpack_object *o, const mv_field *fields)
{
    if (o->type != MSGPACK_OBJECT_MAP) return false;
    for (const mv_field *f = fields; f->key; f++) {
        const msgpack_object *v = NULL;
        for (uint32_t i = 0; i < o->via.map.size; i++) {
            const msgpack_object *k = &o->via.map.ptr[i].key;
            if (k->type == MSGPACK_OBJECT_STR && str_is(&k->via.str, f->key)) v = &o->via.map.ptr[i].val;
        }
        if (!v ? f->required : !check_value(v, f)) return false;
    }
    return true;
}

bool amd_meta_verify(const uint8_t *blob, size_t len)
{
    msgpack_unpacked u;
    msgpack_unpacked_init(&u);
    size_t off = 0;
    bool ok = msgpack_unpack_next(&u, (const char *)blob, len, &off) == MSGPACK_UNPACK_SUCCESS &&
              off == len && check_map(&u.data, root_fields);
    msgpack_unpacked_destroy(&u);
    return ok;
}
