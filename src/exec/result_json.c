/* The result of `gpuisa run` (CONTRACT.md "Result"): the JSON object of
 * --json and the readable summary, both built from the ISA's result entries,
 * the dump ranges, the faults and the instruction count. Key order: regs,
 * preds, then the ISA's other groups (cc ...) in the order it emits them, its
 * extra keys, memory, faults, instructions. */
#include "exec/emu.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct sink {
    json_t *root;
    int failed;
} sink;

static json_t *item_json(const gi_result_item *it)
{
    switch (it->kind) {
    case GI_RK_NUMBER: return gi_json_u64(it->n ? it->values[0] : 0);
    case GI_RK_BOOL: return json_boolean(it->n && it->values[0]);
    case GI_RK_HEX64: {
        char buf[24];
        snprintf(buf, sizeof buf, "0x%016llx", (unsigned long long)(it->n ? it->values[0] : 0));
        return json_string(buf);
    }
    case GI_RK_NUMBERS:
    case GI_RK_BOOLS: {
        json_t *a = json_array();
        for (size_t i = 0; i < it->n; i++)
            json_array_append_new(a, it->kind == GI_RK_BOOLS ? json_boolean(it->values[i] != 0)
                                                             : gi_json_u64(it->values[i]));
        return a;
    }
    }
    return json_null();
}

static void emit(void *user, const gi_result_item *it)
{
    sink *s = user;
    json_t *g = json_object_get(s->root, it->group);
    if (!g) {
        g = json_object();
        json_object_set_new(s->root, it->group, g);
    }
    if (!json_is_object(g) || json_object_set_new(g, it->name, item_json(it))) s->failed = 1;
}

static json_t *dump_json(gi_emu *emu, const gi_dump *d)
{
    json_t *o = json_object();
    json_object_set_new(o, "space", json_string(d->space_name));
    json_object_set_new(o, "address", gi_json_u64(d->address));
    json_object_set_new(o, "type", json_string(gi_type_name(d->type)));
    if (d->lane >= 0) json_object_set_new(o, "lane", json_integer(d->lane));
    json_t *vals = json_array();
    unsigned size = gi_type_size(d->type);
    unsigned lane = d->lane < 0 ? 0u : (unsigned)d->lane;
    for (uint64_t i = 0; i < d->count; i++) {
        uint8_t b[8];
        uint64_t a = d->address + i * size;   /* wraps like the guest's own arithmetic */
        if (gi_mem_read(&emu->m.mem, d->space, lane, a, b, size) != GI_MEM_OK) {
            json_array_append_new(vals, json_null());   /* bytes that do not exist */
            continue;
        }
        json_array_append_new(vals, gi_type_to_json(d->type, gi_le_load(b, size)));
    }
    json_object_set_new(o, "values", vals);
    return o;
}

json_t *gi_emu_result_object(gi_emu *emu)
{
    if (!emu->st) {
        gi_emu_fail(emu, "no program loaded");
        return NULL;
    }
    sink s = {json_object(), 0};
    json_object_set_new(s.root, "regs", json_object());
    json_object_set_new(s.root, "preds", json_object());
    emu->x->result(emu->st, emit, &s);
    if (!s.failed && emu->x->result_extra && emu->x->result_extra(emu->st, s.root)) s.failed = 1;
    if (s.failed) {
        json_decref(s.root);
        gi_emu_fail(emu, "the executor's result does not fit the result object");
        return NULL;
    }
    json_t *mem = json_array();
    for (size_t i = 0; i < emu->dumps.len; i++)
        json_array_append_new(mem, dump_json(emu, gi_vec_at(&emu->dumps, i)));
    json_object_set_new(s.root, "memory", mem);
    json_t *faults = json_array();
    for (size_t i = 0; i < emu->m.faults.n; i++) {
        const gi_fault *f = &emu->m.faults.f[i];
        json_t *o = json_object();
        json_object_set_new(o, "pc", gi_json_u64(f->pc));
        json_object_set_new(o, "lane", json_integer(f->lane));
        json_object_set_new(o, "kind", json_string(f->kind));
        json_object_set_new(o, "address", gi_json_u64(f->address));
        json_array_append_new(faults, o);
    }
    json_object_set_new(s.root, "faults", faults);
    json_object_set_new(s.root, "instructions", gi_json_u64(emu->m.icount));
    return s.root;
}

char *gi_emu_result_json(gi_emu *emu)
{
    json_t *root = gi_emu_result_object(emu);
    if (!root) return NULL;
    char *text = json_dumps(root, 0);
    json_decref(root);
    if (!text) gi_emu_fail(emu, "cannot format the result");
    return text;
}

/* ---- summary ---- */

static void print_scalar(FILE *f, json_t *v)
{
    if (json_is_integer(v)) fprintf(f, "%lld", (long long)json_integer_value(v));
    else if (json_is_true(v)) fputs("1", f);
    else if (json_is_false(v)) fputs("0", f);
    else if (json_is_string(v)) fputs(json_string_value(v), f);
    else if (json_is_null(v)) fputs("-", f);
    else if (json_is_real(v)) fprintf(f, "%.17g", json_real_value(v));
}

static void print_values(FILE *f, json_t *v)
{
    if (!json_is_array(v)) {
        fputc(' ', f);
        print_scalar(f, v);
        return;
    }
    size_t i;
    json_t *e;
    json_array_foreach(v, i, e) {
        fputc(' ', f);
        if (json_is_integer(e) && json_integer_value(e) >= 0 && json_integer_value(e) <= 0xFFFFFFFF)
            fprintf(f, "0x%08llx", (unsigned long long)json_integer_value(e));
        else print_scalar(f, e);
    }
}

int gi_emu_write_summary(gi_emu *emu, FILE *f)
{
    json_t *root = gi_emu_result_object(emu);
    if (!root) return -1;
    fprintf(f, "instructions: %llu\n", (unsigned long long)emu->m.icount);
    fprintf(f, "faults: %zu\n", emu->m.faults.n);
    for (size_t i = 0; i < emu->m.faults.n; i++) {
        const gi_fault *fl = &emu->m.faults.f[i];
        fprintf(f, "  pc %llu lane %d %s at 0x%llx\n", (unsigned long long)fl->pc, fl->lane, fl->kind,
                (unsigned long long)fl->address);
    }
    const char *k;
    json_t *g;
    json_object_foreach(root, k, g) {
        if (!json_is_object(g) || !json_object_size(g)) continue;
        fprintf(f, "%s:\n", k);
        const char *name;
        json_t *v;
        json_object_foreach(g, name, v) {
            fprintf(f, "  %s:", name);
            print_values(f, v);
            fputc('\n', f);
        }
    }
    json_t *mem = json_object_get(root, "memory");
    if (json_array_size(mem)) fputs("memory:\n", f);
    size_t i;
    json_t *d;
    json_array_foreach(mem, i, d) {
        fprintf(f, "  %s", json_string_value(json_object_get(d, "space")));
        json_t *lane = json_object_get(d, "lane");
        if (lane) fprintf(f, " lane %lld", (long long)json_integer_value(lane));
        json_t *addr = json_object_get(d, "address");
        if (json_is_integer(addr)) fprintf(f, " 0x%llx", (unsigned long long)json_integer_value(addr));
        else fprintf(f, " %s", json_string_value(addr));
        fprintf(f, " %s:", json_string_value(json_object_get(d, "type")));
        json_t *e;
        size_t j;
        json_array_foreach(json_object_get(d, "values"), j, e) {
            fputc(' ', f);
            print_scalar(f, e);
        }
        fputc('\n', f);
    }
    json_decref(root);
    return 0;
}
