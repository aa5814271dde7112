/* The playground's C side (web/index.html, compiled to WebAssembly by web/CMakeLists.txt): a thin
 * API over the library that answers JSON text for web/playground.js.
 *
 *   pg_assemble(isa, mcpu, mattr, flags, source)        -> encodings per line and diagnostics
 *   pg_run(isa, mcpu, mattr, flags, source, state_json) -> registers, memory, faults, accesses
 *   pg_free(text)                                        releases an answer
 *
 * Every call opens its own context and emulator and frees them before it returns: no global
 * mutable state (the page keeps its own). Diagnostics are printed by gi_diag_print, so the text is
 * what `gpuisa as` prints for standard input (`<stdin>:LINE:COL: error: ...`, source line, caret). */
#include <gpuisa/gpuisa.h>
#include <gpuisa/run.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#define PG_EXPORT EMSCRIPTEN_KEEPALIVE
#else
#define PG_EXPORT
#endif

/* Limits of one run in the page: it must answer quickly (a loop that never ends stops here). */
enum { PG_MAX_INSTRUCTIONS = 1000000, PG_MAX_ACCESSES = 4096 };
#define PG_MAX_MEMORY (64ull << 20)

static gi_ctx *open_ctx(const char *isa, const char *mcpu, const char *mattr, unsigned flags, char *err, size_t n)
{
    int i = gi_isa_from_name(isa ? isa : "");
    if (i < 0) {
        snprintf(err, n, "unknown ISA '%s'", isa ? isa : "");
        return NULL;
    }
    gi_options opt = {mcpu && *mcpu ? mcpu : NULL, mattr && *mattr ? mattr : NULL, flags & GI_OPT_LLVM_COMPAT};
    return gi_ctx_new((gi_isa)i, &opt, err, n);
}

/* The answer: the object as one line of JSON, malloc'ed (NULL only when out of memory). */
static char *answer(json_t *o)
{
    char *s = json_dumps(o, JSON_COMPACT);
    json_decref(o);
    return s;
}

static char *fail(const char *message)
{
    json_t *o = json_object();
    json_object_set_new(o, "ok", json_false());
    json_object_set_new(o, "error", json_string(message));
    return answer(o);
}

/* "[0x02,0x07,0x02,0x68]", the bracket format of --show-encoding */
static json_t *encoding(const uint8_t *b, size_t n)
{
    char *s = malloc(n * 5 + 3), *p = s;
    if (!s) return json_null();
    *p++ = '[';
    for (size_t i = 0; i < n; i++) p += sprintf(p, "%s0x%02x", i ? "," : "", b[i]);
    *p++ = ']';
    *p = 0;
    json_t *j = json_string(s);
    free(s);
    return j;
}

static json_t *diag_json(const gi_diag *d)
{
    static const char *const sev[] = {"error", "warning", "note"};
    json_t *o = json_object();
    json_object_set_new(o, "severity", json_string((unsigned)d->severity < 3 ? sev[d->severity] : "error"));
    json_object_set_new(o, "line", json_integer(d->line));
    json_object_set_new(o, "col", json_integer(d->col));
    json_object_set_new(o, "message", json_string(d->message ? d->message : ""));
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (f) {
        gi_diag_print(f, d);
        fclose(f);
        json_object_set_new(o, "text", json_stringn(text ? text : "", len));
    }
    free(text);
    return o;
}

/* The listing and the diagnostics of an assembly, into o. */
static void put_assembly(json_t *o, const gi_result *r)
{
    json_t *insts = json_array(), *diags = json_array();
    size_t n = gi_result_inst_count(r), size = 0;
    for (size_t i = 0; i < n; i++) {
        const gi_inst_listing *l = gi_result_inst(r, i);
        json_t *j = json_object();
        json_object_set_new(j, "line", json_integer(l->line));
        json_object_set_new(j, "offset", json_integer((json_int_t)l->offset));
        json_object_set_new(j, "text", json_string(l->text ? l->text : ""));
        json_object_set_new(j, "encoding", encoding(l->bytes, l->size));
        if (l->note) json_object_set_new(j, "note", json_string(l->note));
        json_array_append_new(insts, j);
    }
    unsigned warnings = 0;
    for (size_t i = 0; i < gi_result_diag_count(r); i++) {
        const gi_diag *d = gi_result_diag(r, i);
        warnings += d->severity == GI_WARNING;
        json_array_append_new(diags, diag_json(d));
    }
    gi_result_code(r, &size);
    json_object_set_new(o, "errors", json_integer(gi_result_errors(r)));
    json_object_set_new(o, "warnings", json_integer(warnings));
    json_object_set_new(o, "size", json_integer((json_int_t)size));
    json_object_set_new(o, "insts", insts);
    json_object_set_new(o, "diags", diags);
}

PG_EXPORT char *pg_assemble(const char *isa, const char *mcpu, const char *mattr, unsigned flags, const char *source)
{
    char err[256];
    gi_ctx *ctx = open_ctx(isa, mcpu, mattr, flags, err, sizeof err);
    if (!ctx) return fail(err);
    gi_result *r = gi_assemble(ctx, "<stdin>", source ? source : "", source ? strlen(source) : 0);
    if (!r) {
        gi_ctx_free(ctx);
        return fail("out of memory");
    }
    json_t *o = json_object();
    json_object_set_new(o, "ok", json_true());
    put_assembly(o, r);
    gi_result_free(r);
    gi_ctx_free(ctx);
    return answer(o);
}

/* The memory accesses of a run, as the hook sees them (at most PG_MAX_ACCESSES). */
typedef struct accesses {
    json_t *list;
    size_t dropped;
} accesses;

static void on_access(void *user, const gi_mem_access *a)
{
    static const char *const spaces[] = {"global", "shared", "local", "const"};
    static const char *const status[] = {"ok", "unmapped", "nomem", "badarg"};
    accesses *acc = user;
    if (json_array_size(acc->list) >= PG_MAX_ACCESSES) {
        acc->dropped++;
        return;
    }
    json_t *o = json_object();
    json_object_set_new(o, "pc", json_integer((json_int_t)a->pc));
    json_object_set_new(o, "lane", json_integer(a->lane));
    json_object_set_new(o, "space", json_string((unsigned)a->space < 4 ? spaces[a->space] : "?"));
    json_object_set_new(o, "address", json_integer((json_int_t)a->address));
    json_object_set_new(o, "size", json_integer((json_int_t)a->size));
    json_object_set_new(o, "write", json_boolean(a->write));
    json_object_set_new(o, "status", json_string((unsigned)a->status < 4 ? status[a->status] : "?"));
    if (a->status == GI_MEM_OK && a->value && a->size <= 64) {
        char v[2 + 128 + 1] = "0x", *p = v + 2;
        for (size_t i = a->size; i-- > 0;) p += sprintf(p, "%02x", a->value[i]);
        json_object_set_new(o, "value", json_string(v));
    }
    json_array_append_new(acc->list, o);
}

static const char *status_name(gi_run_status st)
{
    switch (st) {
    case GI_RUN_END: return "end";
    case GI_RUN_STOPPED: return "stopped";
    case GI_RUN_INSN_LIMIT: return "instruction_limit";
    case GI_RUN_MEM_LIMIT: return "memory_limit";
    default: return "error";
    }
}

/* Assemble `source`, load the JSON state (empty: the defaults), run it and answer the result of
 * `gpuisa run --json` ("result"), the human-readable summary, the memory accesses and the
 * instruction texts by pc. flags: GI_OPT_LLVM_COMPAT, and 1u << 8 = stop on the first fault. */
PG_EXPORT char *pg_run(const char *isa, const char *mcpu, const char *mattr, unsigned flags, const char *source,
                       const char *state)
{
    char err[256];
    gi_ctx *ctx = open_ctx(isa, mcpu, mattr, flags, err, sizeof err);
    if (!ctx) return fail(err);
    gi_emu *emu = gi_emu_new(ctx, err, sizeof err);
    if (!emu) {
        gi_ctx_free(ctx);
        return fail(err);
    }
    json_t *o = json_object();
    gi_result *r = gi_assemble(ctx, "<stdin>", source ? source : "", source ? strlen(source) : 0);
    accesses acc = {json_array(), 0};
    const char *error = NULL;
    if (!r) {
        error = "out of memory";
    } else {
        put_assembly(o, r);
        if (gi_result_errors(r)) error = "the program has assembly errors";
    }
    gi_emu_set_limits(emu, PG_MAX_INSTRUCTIONS, PG_MAX_MEMORY);
    if (!error && gi_emu_load_result(emu, r)) error = gi_emu_error(emu);
    if (!error && state && state[strspn(state, " \t\r\n")] && gi_emu_load_state_json(emu, state, strlen(state)))
        error = gi_emu_error(emu);
    if (!error) {
        gi_emu_set_hook(emu, on_access, &acc);
        gi_run_status st = gi_emu_run(emu, flags & (1u << 8) ? GI_RUN_STOP_ON_FAULT : 0);
        json_object_set_new(o, "status", json_string(status_name(st)));
        if (st < 0) json_object_set_new(o, "run_error", json_string(gi_emu_error(emu)));
        if (st != GI_RUN_ERROR) {
            char *res = gi_emu_result_json(emu);
            json_t *j = res ? json_loads(res, 0, NULL) : NULL;
            free(res);
            if (j) json_object_set_new(o, "result", j);
            char *sum = NULL;
            size_t len = 0;
            FILE *f = open_memstream(&sum, &len);
            if (f) {
                gi_emu_write_summary(emu, f);
                fclose(f);
                json_object_set_new(o, "summary", json_stringn(sum ? sum : "", len));
            }
            free(sum);
        }
        json_object_set_new(o, "lanes", json_integer(gi_emu_lanes(emu)));
    }
    json_object_set_new(o, "ok", json_boolean(!error));
    if (error) json_object_set_new(o, "error", json_string(error));
    json_object_set_new(o, "accesses", acc.list);
    json_object_set_new(o, "accesses_dropped", json_integer((json_int_t)acc.dropped));
    gi_emu_free(emu);
    gi_result_free(r);
    gi_ctx_free(ctx);
    return answer(o);
}

PG_EXPORT void pg_free(char *text)
{
    free(text);
}
