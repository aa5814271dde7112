/* The JSON state file of `gpuisa run --state` (CONTRACT.md "State file"):
 * every key checked, every value range-checked, unknown keys are errors.
 * Order of application: lanes, shared_window/local_window, the ISA's own keys,
 * exec, regs, preds, memory, constants, dump; then the ISA's state_done. */
#include "exec/emu.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ERRSZ 320
#define GI_DUMP_MAX_ELEMENTS (1u << 22)

/* Every key of obj must be in the NULL-terminated list. */
static int check_keys(gi_emu *emu, json_t *obj, const char *const *allowed, const char *where)
{
    const char *k;
    json_t *v;
    json_object_foreach(obj, k, v) {
        int ok = 0;
        for (const char *const *a = allowed; *a && !ok; a++) ok = !strcmp(*a, k);
        if (!ok) return gi_emu_fail(emu, "state: unknown key '%s' in %s", k, where);
    }
    return 0;
}

/* An unsigned integer of `bits` bits (number or "0x" string). */
static int get_uint(gi_emu *emu, json_t *j, unsigned bits, uint64_t *out, const char *what)
{
    gi_value v;
    char err[ERRSZ];
    if (gi_value_from_json(j, &v, err, sizeof err)) return gi_emu_fail(emu, "state: %s: %s", what, err);
    if (gi_value_to_uint(&v, bits, out) || (v.kind == GI_VAL_INT && v.neg))
        return gi_emu_fail(emu, "state: %s: expected an unsigned %u-bit integer", what, bits);
    return 0;
}

static int get_type(gi_emu *emu, json_t *obj, gi_type *t, const char *where)
{
    json_t *j = json_object_get(obj, "type");
    if (!json_is_string(j)) return gi_emu_fail(emu, "state: %s: \"type\" (a string) is required", where);
    int i = gi_type_from_name(json_string_value(j));
    if (i < 0)
        return gi_emu_fail(emu, "state: %s: unknown type '%s' (u8 s8 u16 s16 u32 s32 u64 s64 f16 f32 f64)", where,
                           json_string_value(j));
    *t = (gi_type)i;
    return 0;
}

static int get_space(gi_emu *emu, json_t *obj, const gi_space_name **sn, const char *where)
{
    json_t *j = json_object_get(obj, "space");
    if (!json_is_string(j)) return gi_emu_fail(emu, "state: %s: \"space\" (a string) is required", where);
    *sn = gi_emu_space_by_name(emu, json_string_value(j));
    if (!*sn) {
        char names[128] = "";
        for (const gi_space_name *s = gi_emu_spaces(emu); s->name; s++) {
            if (names[0]) strncat(names, " ", sizeof names - strlen(names) - 1);
            strncat(names, s->name, sizeof names - strlen(names) - 1);
        }
        return gi_emu_fail(emu, "state: %s: unknown memory space '%s' for ISA %s (%s)", where, json_string_value(j),
                           emu->isa_name, names);
    }
    return 0;
}

/* Optional "lane": only for local memory, 0..lanes-1; *lane = -1 if absent. */
static int get_lane(gi_emu *emu, json_t *obj, gi_space sp, int *lane, const char *where)
{
    json_t *j = json_object_get(obj, "lane");
    *lane = -1;
    if (!j) return 0;
    if (sp != GI_SPACE_LOCAL) return gi_emu_fail(emu, "state: %s: \"lane\" is only for per-lane memory", where);
    if (!json_is_integer(j) || json_integer_value(j) < 0 || json_integer_value(j) >= (json_int_t)emu->m.lanes)
        return gi_emu_fail(emu, "state: %s: \"lane\" must be 0..%u", where, emu->m.lanes - 1);
    *lane = (int)json_integer_value(j);
    return 0;
}

/* ---- lanes, windows ---- */

static int do_lanes(gi_emu *emu, json_t *j)
{
    if (!json_is_integer(j) || json_integer_value(j) < 1 || json_integer_value(j) > GI_MAX_LANES)
        return gi_emu_fail(emu, "state: \"lanes\" must be an integer 1..%d", GI_MAX_LANES);
    if (gi_emu_set_lanes(emu, (unsigned)json_integer_value(j))) {
        char msg[sizeof emu->err];
        memcpy(msg, emu->err, sizeof msg);
        return gi_emu_fail(emu, "state: lanes: %s", msg);
    }
    return 0;
}

static int do_shared_window(gi_emu *emu, json_t *j)
{
    static const char *const keys[] = {"base", "size", "alloc", NULL};
    if (!json_is_object(j)) return gi_emu_fail(emu, "state: \"shared_window\" must be an object");
    if (check_keys(emu, j, keys, "shared_window")) return -1;
    gi_window w = emu->m.shared_window;
    json_t *b = json_object_get(j, "base"), *s = json_object_get(j, "size"), *a = json_object_get(j, "alloc");
    if (b && get_uint(emu, b, 64, &w.base, "shared_window.base")) return -1;
    if (s && get_uint(emu, s, 64, &w.size, "shared_window.size")) return -1;
    if (a && get_uint(emu, a, 64, &w.alloc, "shared_window.alloc")) return -1;
    if (s && !a) w.alloc = w.size;
    if (w.size > UINT64_MAX - w.base && w.size) return gi_emu_fail(emu, "state: shared_window passes 2^64");
    if (w.alloc > w.size)
        return gi_emu_fail(emu, "state: shared_window.alloc (%llu) is larger than its size (%llu)",
                           (unsigned long long)w.alloc, (unsigned long long)w.size);
    w.given = 1;
    emu->m.shared_window = w;
    if (gi_mem_set_shared_size(&emu->m.mem, w.alloc) != GI_MEM_OK)
        return gi_emu_fail(emu, "state: shared_window.alloc (%llu bytes) exceeds the guest memory limit",
                           (unsigned long long)w.alloc);
    return 0;
}

static int do_local_window(gi_emu *emu, json_t *j)
{
    static const char *const keys[] = {"base", "size", NULL};
    if (!json_is_object(j)) return gi_emu_fail(emu, "state: \"local_window\" must be an object");
    if (check_keys(emu, j, keys, "local_window")) return -1;
    gi_window w = emu->m.local_window;
    json_t *b = json_object_get(j, "base"), *s = json_object_get(j, "size");
    if (b && get_uint(emu, b, 64, &w.base, "local_window.base")) return -1;
    if (s && get_uint(emu, s, 64, &w.size, "local_window.size")) return -1;
    if (w.size > UINT64_MAX - w.base && w.size) return gi_emu_fail(emu, "state: local_window passes 2^64");
    w.given = 1;
    emu->m.local_window = w;
    gi_mem_set_local_size(&emu->m.mem, w.size);
    return 0;
}

/* ---- exec, regs, preds ---- */

static int do_exec(gi_emu *emu, json_t *j)
{
    if (json_is_array(j)) {
        if (json_array_size(j) != emu->m.lanes)
            return gi_emu_fail(emu, "state: \"exec\" has %zu entries for %u lanes", json_array_size(j), emu->m.lanes);
        uint64_t mask = 0;
        for (size_t i = 0; i < json_array_size(j); i++) {
            json_t *e = json_array_get(j, i);
            if (!json_is_boolean(e)) return gi_emu_fail(emu, "state: \"exec\"[%zu] must be true or false", i);
            if (json_is_true(e)) mask |= 1ull << i;
        }
        emu->m.exec = mask;
        return 0;
    }
    uint64_t mask;
    if (get_uint(emu, j, 64, &mask, "exec")) return -1;
    emu->m.exec = mask;
    return 0;
}

static int reg_default(gi_emu *emu, const char *name, const gi_value *v, size_t n, int array)
{
    char err[ERRSZ] = "";
    if (array && n != emu->m.lanes)
        return gi_emu_fail(emu, "state: regs.%s has %zu values for %u lanes", name, n, emu->m.lanes);
    for (size_t i = 0; i < n; i++) {
        uint64_t u;
        if (gi_value_to_uint(&v[i], 32, &u))
            return gi_emu_fail(emu, "state: regs.%s: value %zu is not a 32-bit integer", name, i);
        if (emu->x->reg_write(emu->st, name, array ? (int)i : -1, u, err, sizeof err))
            return gi_emu_fail(emu, "state: regs.%s: %s", name, err);
    }
    return 0;
}

static int do_regs(gi_emu *emu, json_t *j)
{
    if (!json_is_object(j)) return gi_emu_fail(emu, "state: \"regs\" must be an object");
    const char *name;
    json_t *val;
    json_object_foreach(j, name, val) {
        int array = json_is_array(val);
        size_t n = array ? json_array_size(val) : 1;
        gi_value *v = gi_xcalloc(n ? n : 1, sizeof *v);
        char err[ERRSZ] = "";
        int rc = 0;
        for (size_t i = 0; i < n && !rc; i++) {
            if (gi_value_from_json(array ? json_array_get(val, i) : val, &v[i], err, sizeof err))
                rc = gi_emu_fail(emu, "state: regs.%s: %s", name, err);
        }
        if (!rc) {
            if (emu->x->reg_set_values) {
                if (emu->x->reg_set_values(emu->st, name, v, n, array, err, sizeof err))
                    rc = gi_emu_fail(emu, "state: regs.%s: %s", name, err);
            } else {
                rc = reg_default(emu, name, v, n, array);
            }
        }
        free(v);
        if (rc) return -1;
    }
    return 0;
}

static int do_preds(gi_emu *emu, json_t *j)
{
    if (!json_is_object(j)) return gi_emu_fail(emu, "state: \"preds\" must be an object");
    if (!emu->x->pred_write && json_object_size(j))
        return gi_emu_fail(emu, "state: ISA %s has no predicates", emu->isa_name);
    const char *name;
    json_t *val;
    char err[ERRSZ] = "";
    json_object_foreach(j, name, val) {
        if (json_is_boolean(val)) {
            if (emu->x->pred_write(emu->st, name, -1, json_is_true(val), err, sizeof err))
                return gi_emu_fail(emu, "state: preds.%s: %s", name, err);
            continue;
        }
        if (!json_is_array(val))
            return gi_emu_fail(emu, "state: preds.%s must be a boolean or an array of booleans", name);
        if (json_array_size(val) != emu->m.lanes)
            return gi_emu_fail(emu, "state: preds.%s has %zu values for %u lanes", name, json_array_size(val),
                               emu->m.lanes);
        for (size_t i = 0; i < json_array_size(val); i++) {
            json_t *e = json_array_get(val, i);
            if (!json_is_boolean(e)) return gi_emu_fail(emu, "state: preds.%s[%zu] must be true or false", name, i);
            if (emu->x->pred_write(emu->st, name, (int)i, json_is_true(e), err, sizeof err))
                return gi_emu_fail(emu, "state: preds.%s: %s", name, err);
        }
    }
    return 0;
}

/* ---- memory, constants, dump ---- */

/* The bytes of a "values" array of type t, little-endian; *len = bytes. */
static uint8_t *values_bytes(gi_emu *emu, json_t *vals, gi_type t, uint64_t *len, const char *where)
{
    if (!json_is_array(vals)) {
        gi_emu_fail(emu, "state: %s: \"values\" (an array) is required", where);
        return NULL;
    }
    size_t n = json_array_size(vals), size = gi_type_size(t);
    uint8_t *b = gi_xmalloc(n ? n * size : 1);
    char err[ERRSZ];
    for (size_t i = 0; i < n; i++) {
        gi_value v;
        uint64_t bits;
        if (gi_value_from_json(json_array_get(vals, i), &v, err, sizeof err) ||
            gi_value_to_type(&v, t, &bits, err, sizeof err)) {
            gi_emu_fail(emu, "state: %s: values[%zu]: %s", where, i, err);
            free(b);
            return NULL;
        }
        gi_le_store(b + i * size, bits, size);
    }
    *len = (uint64_t)n * size;
    return b;
}

static int do_memory_entry(gi_emu *emu, json_t *e, size_t idx)
{
    static const char *const keys[] = {"space", "address", "type", "values", "lane", NULL};
    char where[48];
    snprintf(where, sizeof where, "memory[%zu]", idx);
    if (!json_is_object(e)) return gi_emu_fail(emu, "state: %s must be an object", where);
    if (check_keys(emu, e, keys, where)) return -1;
    const gi_space_name *sn;
    gi_type t;
    uint64_t addr, len;
    int lane;
    if (get_space(emu, e, &sn, where) || get_type(emu, e, &t, where)) return -1;
    json_t *a = json_object_get(e, "address");
    if (!a) return gi_emu_fail(emu, "state: %s: \"address\" is required", where);
    if (get_uint(emu, a, 64, &addr, where) || get_lane(emu, e, sn->space, &lane, where)) return -1;
    uint8_t *b = values_bytes(emu, json_object_get(e, "values"), t, &len, where);
    if (!b) return -1;
    int rc = 0;
    if (len == 0) goto done;
    if (len - 1 > UINT64_MAX - addr) {
        rc = gi_emu_fail(emu, "state: %s: the range passes 2^64", where);
        goto done;
    }
    char err[ERRSZ] = "";
    if (emu->x->check_memory && emu->x->check_memory(emu->st, sn->space, lane, addr, len, err, sizeof err)) {
        rc = gi_emu_fail(emu, "state: %s: %s", where, err);
        goto done;
    }
    int st = GI_MEM_OK;
    if (sn->space == GI_SPACE_GLOBAL || sn->space == GI_SPACE_SHARED) st = gi_mem_map(&emu->m.mem, sn->space, addr, len);
    if (st == GI_MEM_OK) {
        if (sn->space == GI_SPACE_LOCAL && lane < 0) {
            st = gi_mem_check(&emu->m.mem, sn->space, 0, addr, len);
            for (unsigned l = 0; st == GI_MEM_OK && l < emu->m.lanes; l++)
                st = gi_mem_write(&emu->m.mem, sn->space, l, addr, b, len);
        } else {
            st = gi_mem_write(&emu->m.mem, sn->space, lane < 0 ? 0u : (unsigned)lane, addr, b, len);
        }
    }
    if (st == GI_MEM_NOMEM)
        rc = gi_emu_fail(emu, "state: %s: the guest memory limit (%llu bytes) is exceeded", where,
                         (unsigned long long)emu->m.mem.limit);
    else if (st == GI_MEM_UNMAPPED)
        rc = gi_emu_fail(emu, "state: %s: %s bytes 0x%llx..+%llu are outside the %s memory (%llu bytes per lane)",
                         where, sn->name, (unsigned long long)addr, (unsigned long long)len, sn->name,
                         (unsigned long long)emu->m.mem.local_size);
    else if (st != GI_MEM_OK)
        rc = gi_emu_fail(emu, "state: %s: invalid range", where);
done:
    free(b);
    return rc;
}

static int do_constants_entry(gi_emu *emu, json_t *e, size_t idx)
{
    static const char *const keys[] = {"bank", "offset", "type", "values", NULL};
    char where[48];
    snprintf(where, sizeof where, "constants[%zu]", idx);
    if (!json_is_object(e)) return gi_emu_fail(emu, "state: %s must be an object", where);
    if (check_keys(emu, e, keys, where)) return -1;
    uint64_t bank, off, len;
    gi_type t;
    json_t *jb = json_object_get(e, "bank"), *jo = json_object_get(e, "offset");
    if (!jb || !jo) return gi_emu_fail(emu, "state: %s: \"bank\" and \"offset\" are required", where);
    if (get_uint(emu, jb, 64, &bank, where) || get_uint(emu, jo, 64, &off, where) || get_type(emu, e, &t, where))
        return -1;
    if (bank >= GI_CONST_BANKS) return gi_emu_fail(emu, "state: %s: bank must be 0..%d", where, GI_CONST_BANKS - 1);
    if (off >= GI_CONST_BANK_SIZE) return gi_emu_fail(emu, "state: %s: offset must be below 0x10000", where);
    uint8_t *b = values_bytes(emu, json_object_get(e, "values"), t, &len, where);
    if (!b) return -1;
    int rc = 0;
    if (len > GI_CONST_BANK_SIZE - off)
        rc = gi_emu_fail(emu, "state: %s: the values pass the end of the 64 KiB bank", where);
    else if (len && gi_mem_write(&emu->m.mem, GI_SPACE_CONST, 0, bank << 16 | off, b, len) != GI_MEM_OK)
        rc = gi_emu_fail(emu, "state: %s: the guest memory limit is exceeded", where);
    free(b);
    return rc;
}

static int do_dump_entry(gi_emu *emu, json_t *e, size_t idx)
{
    static const char *const keys[] = {"space", "address", "type", "count", "lane", NULL};
    char where[48];
    snprintf(where, sizeof where, "dump[%zu]", idx);
    if (!json_is_object(e)) return gi_emu_fail(emu, "state: %s must be an object", where);
    if (check_keys(emu, e, keys, where)) return -1;
    const gi_space_name *sn;
    gi_type t;
    uint64_t addr, count;
    int lane;
    if (get_space(emu, e, &sn, where) || get_type(emu, e, &t, where)) return -1;
    json_t *a = json_object_get(e, "address"), *c = json_object_get(e, "count");
    if (!a || !c) return gi_emu_fail(emu, "state: %s: \"address\" and \"count\" are required", where);
    if (get_uint(emu, a, 64, &addr, where) || get_uint(emu, c, 64, &count, where) ||
        get_lane(emu, e, sn->space, &lane, where))
        return -1;
    /* the result holds every value as a JSON node: bound the elements of all dumps */
    uint64_t total = 0;
    for (size_t i = 0; i < emu->dumps.len; i++) total += ((gi_dump *)gi_vec_at(&emu->dumps, i))->count;
    if (count > GI_DUMP_MAX_ELEMENTS - total)
        return gi_emu_fail(emu, "state: %s: count %llu: the dump ranges may hold at most %u elements in all", where,
                           (unsigned long long)count, GI_DUMP_MAX_ELEMENTS);
    gi_dump *d = gi_vec_push(&emu->dumps);
    *d = (gi_dump){sn->space, sn->name, addr, count, t, lane};
    return 0;
}

static int do_array(gi_emu *emu, json_t *j, const char *key, int (*fn)(gi_emu *, json_t *, size_t))
{
    if (!json_is_array(j)) return gi_emu_fail(emu, "state: \"%s\" must be an array", key);
    for (size_t i = 0; i < json_array_size(j); i++)
        if (fn(emu, json_array_get(j, i), i)) return -1;
    return 0;
}

static const char *const core_keys[] = {"lanes", "exec", "regs", "preds", "memory", "constants", "shared_window",
                                        "local_window", "dump", "isa", "mcpu", NULL};

static int is_core_key(const char *k)
{
    for (const char *const *c = core_keys; *c; c++)
        if (!strcmp(*c, k)) return 1;
    return 0;
}

static int apply(gi_emu *emu, json_t *root)
{
    if (!json_is_object(root)) return gi_emu_fail(emu, "state: the top level must be a JSON object");
    json_t *j;
    if ((j = json_object_get(root, "isa")) && !json_is_string(j)) return gi_emu_fail(emu, "state: \"isa\" must be a string");
    if ((j = json_object_get(root, "mcpu")) && !json_is_string(j))
        return gi_emu_fail(emu, "state: \"mcpu\" must be a string");
    if ((j = json_object_get(root, "lanes")) && do_lanes(emu, j)) return -1;
    if ((j = json_object_get(root, "shared_window")) && do_shared_window(emu, j)) return -1;
    if ((j = json_object_get(root, "local_window")) && do_local_window(emu, j)) return -1;
    const char *k;
    json_object_foreach(root, k, j) {
        if (is_core_key(k)) continue;
        char err[ERRSZ] = "";
        int r = emu->x->state_key ? emu->x->state_key(emu->st, k, j, err, sizeof err) : 0;
        if (r < 0) return gi_emu_fail(emu, "state: %s: %s", k, err);
        if (r == 0) return gi_emu_fail(emu, "state: unknown key '%s'", k);
    }
    if ((j = json_object_get(root, "exec")) && do_exec(emu, j)) return -1;
    if ((j = json_object_get(root, "regs")) && do_regs(emu, j)) return -1;
    if ((j = json_object_get(root, "preds")) && do_preds(emu, j)) return -1;
    if ((j = json_object_get(root, "memory")) && do_array(emu, j, "memory", do_memory_entry)) return -1;
    if ((j = json_object_get(root, "constants")) && do_array(emu, j, "constants", do_constants_entry)) return -1;
    if ((j = json_object_get(root, "dump")) && do_array(emu, j, "dump", do_dump_entry)) return -1;
    char err[ERRSZ] = "";
    if (emu->x->state_done && emu->x->state_done(emu->st, err, sizeof err))
        return gi_emu_fail(emu, "state: %s", err);
    return 0;
}

int gi_emu_load_state_json(gi_emu *emu, const char *text, size_t len)
{
    if (!emu->st) return gi_emu_fail(emu, "state: load the program first");
    json_error_t je;
    json_t *root = json_loadb(text, len, JSON_REJECT_DUPLICATES, &je);
    if (!root) return gi_emu_fail(emu, "state: line %d, column %d: %s", je.line, je.column, je.text);
    int rc = apply(emu, root);
    json_decref(root);
    return rc;
}
