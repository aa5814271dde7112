/* vISA execution: the gi_isa_exec table (docs/visa-exec.md). Registers are
 * the kernel's declared variables (bytes, spec D2), predicates its declared
 * predicates; the state file adds slm_size, surfaces, arg_base and append
 * counters (CONTRACT.md "vISA additions"). The instruction files do the
 * semantics; this file dispatches and owns the state. */
#include "visa/exec.h"
#include "visa/exec_gen.h"
#include "visa/exec_dp.h"
#include "core/util.h"
#include <fenv.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const gi_space_name visa_spaces[] = {{"global", GI_SPACE_GLOBAL}, {"slm", GI_SPACE_SHARED}, {NULL, 0}};

/* Channels: 32 (the widest exec size; M1..M8 address channels 0..31). */
static unsigned vx_default_lanes(const void *ictx)
{
    (void)ictx;
    return 32;
}

void vx_state_free(void *st)
{
    visa_exec *x = st;
    if (!x) return;
    for (size_t i = 0; i < x->nvars; i++) free(x->vars[i].name);
    for (size_t i = 0; i < x->npreds; i++) free(x->preds[i].name);
    free(x->vars);
    free(x->preds);
    free(x->regs_mem);
    for (size_t i = 0; x->insts && i < x->ninsts; i++) free(x->insts[i].sym);
    free(x->insts);
    free(x->hot);
    free(x->fast_imm);
    free(x->surf);
    free(x->ctr);
    free(x->avars);
    for (size_t i = 0; x->own_syms && i < x->nsyms; i++) free((char *)x->own_syms[i].name);
    free(x->own_syms);
    free(x->cf_wait);
    vx_dp_free(x);
    free(x->call_pc);
    free(x->call_exec);
    free(x->lane_info);
    free(x);
}

void *vx_state_new(const void *ictx, gi_machine *m, const gi_exec_program *prog, char *err, size_t errlen)
{
    visa_exec *x = gi_xcalloc(1, sizeof *x);
    x->t = ictx;
    x->m = m;
    if (vx_load_program(x, prog, err, errlen)) {
        vx_state_free(x);
        return NULL;
    }
    vx_fast_prepare(x);
    m->ninsts = x->ninsts;
    gi_mem_set_shared_size(&m->mem, 0);   /* SLM: slm_size bytes plus the state's slm entries */
    return x;
}

/* ---- variables and predicates by name ---- */

static vx_var *var_named(visa_exec *x, const char *name)
{
    for (size_t i = 0; i < x->nvars; i++)
        if (!strcmp(x->vars[i].name, name)) return &x->vars[i];
    for (size_t i = 0; i < VISA_NUM_PREDEF_VARS; i++)   /* %r0, %cr0, ... (state files may set them) */
        if (x->predef[i].size && !strcmp(x->predef[i].name, name)) return &x->predef[i];
    return NULL;
}

static vx_pred *pred_named(visa_exec *x, const char *name)
{
    for (size_t i = 0; i < x->npreds; i++)
        if (!strcmp(x->preds[i].name, name)) return &x->preds[i];
    return NULL;
}

static void put_elem(visa_exec *x, const vx_var *v, uint32_t i, uint64_t bits)
{
    gi_le_store(x->regs + v->off + (size_t)i * v->esize, bits, v->esize);
}

static uint64_t get_elem(const visa_exec *x, const vx_var *v, uint32_t i)
{
    return gi_le_load(x->regs + v->off + (size_t)i * v->esize, v->esize);
}

static int vx_reg_write(void *st, const char *name, int lane, uint64_t value, char *err, size_t errlen)
{
    visa_exec *x = st;
    vx_var *v = var_named(x, name);
    if (!v) return snprintf(err, errlen, "unknown register '%s' (not a declared variable)", name), -1;
    if (lane >= (int)v->nelts) return snprintf(err, errlen, "'%s' has %u elements", name, v->nelts), -1;
    for (uint32_t i = lane < 0 ? 0 : (uint32_t)lane; i < (lane < 0 ? v->nelts : (uint32_t)lane + 1); i++)
        put_elem(x, v, i, value);
    return 0;
}

static int vx_reg_read(void *st, const char *name, int lane, uint64_t *value, char *err, size_t errlen)
{
    visa_exec *x = st;
    vx_var *v = var_named(x, name);
    if (!v) return snprintf(err, errlen, "unknown register '%s' (not a declared variable)", name), -1;
    if (lane >= (int)v->nelts) return snprintf(err, errlen, "'%s' has %u elements", name, v->nelts), -1;
    *value = get_elem(x, v, lane < 0 ? 0 : (uint32_t)lane);
    return 0;
}

/* One state value as the bits of an element of type t: floats take values
 * (rounded to nearest even) or "0x.." bit patterns, integers any number that
 * fits the size (negative = two's complement). */
static int elem_bits(const vx_var *v, const gi_value *val, uint64_t *bits, char *err, size_t errlen)
{
    int ft = v->type == VISA_T_F ? GI_T_F32 : v->type == VISA_T_HF ? GI_T_F16 : v->type == VISA_T_DF ? GI_T_F64 : -1;
    if (ft >= 0) return gi_value_to_type(val, (gi_type)ft, bits, err, errlen);
    if (gi_value_to_uint(val, v->esize * 8, bits)) {
        snprintf(err, errlen, "expected an integer of %u bits (type %s)", v->esize * 8, visa_type_names[v->type]);
        return -1;
    }
    return 0;
}

static int vx_reg_set_values(void *st, const char *name, const gi_value *val, size_t n, int array, char *err,
                             size_t errlen)
{
    visa_exec *x = st;
    vx_var *v = var_named(x, name);
    if (!v) return snprintf(err, errlen, "unknown register '%s' (not a declared variable)", name), -1;
    if (n > v->nelts) return snprintf(err, errlen, "%zu values for %u elements", n, v->nelts), -1;
    for (size_t i = 0; i < n; i++) {
        uint64_t bits;
        char e[200];
        if (elem_bits(v, &val[i], &bits, e, sizeof e)) return snprintf(err, errlen, "value %zu: %s", i, e), -1;
        if (array) {
            put_elem(x, v, (uint32_t)i, bits);
        } else {
            for (uint32_t k = 0; k < v->nelts; k++) put_elem(x, v, k, bits);
        }
    }
    /* a shorter list leaves the rest 0 */
    for (size_t i = n; array && i < v->nelts; i++) put_elem(x, v, (uint32_t)i, 0);
    return 0;
}

static int vx_pred_write(void *st, const char *name, int lane, int value, char *err, size_t errlen)
{
    visa_exec *x = st;
    vx_pred *p = pred_named(x, name);
    if (!p) return snprintf(err, errlen, "unknown predicate '%s' (not a declared predicate)", name), -1;
    uint32_t all = p->nelts >= 32 ? 0xffffffffu : (1u << p->nelts) - 1;
    if (lane < 0) {
        p->bits = value ? all : 0;
        return 0;
    }
    if ((unsigned)lane >= p->nelts) {
        if (!value) return 0;   /* the state's lanes-long lists may pass a short predicate with false */
        return snprintf(err, errlen, "'%s' has %u elements (element %d set)", name, p->nelts, lane), -1;
    }
    p->bits = (p->bits & ~(1u << lane)) | (uint32_t)(value != 0) << lane;
    return 0;
}

static int vx_pred_read(void *st, const char *name, int lane, int *value, char *err, size_t errlen)
{
    visa_exec *x = st;
    vx_pred *p = pred_named(x, name);
    if (!p) return snprintf(err, errlen, "unknown predicate '%s'", name), -1;
    *value = lane >= 0 && (unsigned)lane < 32 ? (int)(p->bits >> lane & 1) : (int)(p->bits & 1);
    return 0;
}

/* ---- state keys: slm_size, surfaces, arg_base, counters ---- */

static int json_uint(json_t *j, unsigned bits, uint64_t *out, const char *what, char *err, size_t errlen)
{
    gi_value v;
    char e[200];
    if (!j) return snprintf(err, errlen, "%s is required", what), -1;
    if (gi_value_from_json(j, &v, e, sizeof e)) return snprintf(err, errlen, "%s: %s", what, e), -1;
    if ((v.kind == GI_VAL_INT && v.neg) || gi_value_to_uint(&v, bits, out))
        return snprintf(err, errlen, "%s: expected an unsigned %u-bit integer", what, bits), -1;
    return 0;
}

/* {"model": bti|bss|ss, "index": I | "offset": O, ...}: model and key; every
 * key of the object must be in `allowed`. */
static int model_key(json_t *o, const char *const *allowed, uint8_t *model, uint32_t *key, char *err, size_t errlen)
{
    if (!json_is_object(o)) return snprintf(err, errlen, "each entry must be an object"), -1;
    const char *k;
    json_t *v;
    json_object_foreach(o, k, v) {
        int ok = 0;
        for (const char *const *a = allowed; *a && !ok; a++) ok = !strcmp(*a, k);
        if (!ok) return snprintf(err, errlen, "unknown key '%s'", k), -1;
    }
    json_t *m = json_object_get(o, "model");
    const char *ms = json_is_string(m) ? json_string_value(m) : "";
    *model = !strcmp(ms, "bti") ? VISA_AM_BTI : !strcmp(ms, "bss") ? VISA_AM_BSS : !strcmp(ms, "ss") ? VISA_AM_SS : 0;
    if (!*model) return snprintf(err, errlen, "\"model\" must be \"bti\", \"bss\" or \"ss\""), -1;
    uint64_t key64;
    if (*model == VISA_AM_BTI) {
        if (json_object_get(o, "offset")) return snprintf(err, errlen, "a bti entry takes \"index\", not \"offset\""), -1;
        if (json_uint(json_object_get(o, "index"), 8, &key64, "index", err, errlen)) return -1;
    } else {
        if (json_object_get(o, "index")) return snprintf(err, errlen, "a %s entry takes \"offset\", not \"index\"", ms), -1;
        if (json_uint(json_object_get(o, "offset"), 32, &key64, "offset", err, errlen)) return -1;
    }
    *key = (uint32_t)key64;
    return 0;
}

static int key_surfaces(visa_exec *x, json_t *j, char *err, size_t errlen)
{
    static const char *const keys[] = {"model", "index", "offset", "base", "size", NULL};
    if (!json_is_array(j)) return snprintf(err, errlen, "must be an array"), -1;
    x->surf = gi_xcalloc(json_array_size(j) + 1, sizeof *x->surf);
    x->nsurf = 0;
    for (size_t i = 0; i < json_array_size(j); i++) {
        json_t *o = json_array_get(j, i);
        vx_surface s = {0};
        char e[200];
        if (model_key(o, keys, &s.model, &s.key, e, sizeof e) ||
            json_uint(json_object_get(o, "base"), 64, &s.base, "base", e, sizeof e))
            return snprintf(err, errlen, "[%zu]: %s", i, e), -1;
        json_t *sz = json_object_get(o, "size");
        if (sz && json_uint(sz, 64, &s.size, "size", e, sizeof e)) return snprintf(err, errlen, "[%zu]: %s", i, e), -1;
        s.has_size = sz != NULL;
        for (size_t k = 0; k < x->nsurf; k++)
            if (x->surf[k].model == s.model && x->surf[k].key == s.key)
                return snprintf(err, errlen, "[%zu]: the surface is given twice", i), -1;
        x->surf[x->nsurf++] = s;
    }
    return 0;
}

static int key_counters(visa_exec *x, json_t *j, char *err, size_t errlen)
{
    static const char *const keys[] = {"model", "index", "offset", "value", NULL};
    if (!json_is_array(j)) return snprintf(err, errlen, "must be an array"), -1;
    x->ctrcap = json_array_size(j) + 1;
    x->ctr = gi_xcalloc(x->ctrcap, sizeof *x->ctr);
    x->nctr = 0;
    for (size_t i = 0; i < json_array_size(j); i++) {
        json_t *o = json_array_get(j, i);
        vx_counter c = {0};
        uint64_t v;
        char e[200];
        if (model_key(o, keys, &c.model, &c.key, e, sizeof e) ||
            json_uint(json_object_get(o, "value"), 32, &v, "value", e, sizeof e))
            return snprintf(err, errlen, "[%zu]: %s", i, e), -1;
        c.value = (uint32_t)v;
        for (size_t k = 0; k < x->nctr; k++)
            if (x->ctr[k].model == c.model && x->ctr[k].key == c.key)
                return snprintf(err, errlen, "[%zu]: the counter is given twice", i), -1;
        x->ctr[x->nctr++] = c;
    }
    return 0;
}

/* "symbols": {"NAME": ADDRESS, ...}: the addresses faddr gives (a launch takes them from the zebin) */
static int key_symbols(visa_exec *x, json_t *j, char *err, size_t errlen)
{
    if (!json_is_object(j)) return snprintf(err, errlen, "must be an object of NAME: ADDRESS"), -1;
    for (size_t i = 0; x->own_syms && i < x->nsyms; i++) free((char *)x->own_syms[i].name);
    free(x->own_syms);
    x->own_syms = gi_xcalloc(json_object_size(j) + 1, sizeof *x->own_syms);
    x->syms = x->own_syms;
    x->nsyms = 0;
    const char *k;
    json_t *v;
    json_object_foreach(j, k, v) {
        uint64_t a;
        char e[200];
        if (json_uint(v, 64, &a, k, e, sizeof e)) return snprintf(err, errlen, "%s", e), -1;
        x->own_syms[x->nsyms++] = (vx_symbol){gi_xstrndup(k, strlen(k)), a};
    }
    return 0;
}

static int vx_state_key(void *st, const char *key, json_t *j, char *err, size_t errlen)
{
    visa_exec *x = st;
    uint64_t v;
    if (!strcmp(key, "slm_size")) {
        if (json_uint(j, 64, &v, "slm_size", err, errlen)) return -1;
        if (gi_mem_set_shared_size(&x->m->mem, v) != GI_MEM_OK)
            return snprintf(err, errlen, "%llu bytes exceed the guest memory limit", (unsigned long long)v), -1;
        return 1;
    }
    if (!strcmp(key, "arg_base")) return json_uint(j, 64, &x->arg_base, "arg_base", err, errlen) ? -1 : 1;
    if (!strcmp(key, "surfaces")) return key_surfaces(x, j, err, errlen) ? -1 : 1;
    if (!strcmp(key, "counters")) return key_counters(x, j, err, errlen) ? -1 : 1;
    if (!strcmp(key, "symbols")) return key_symbols(x, j, err, errlen) ? -1 : 1;
    return 0;
}

/* Reserve a counter slot for every append atomic (there are no branches:
 * each executes at most once per run), so that step never allocates. */
void vx_run_begin(void *st)
{
    visa_exec *x = st;
    memset(x->rc, 0, sizeof x->rc);   /* the mappings may have changed since the last run */
    x->rmode = (uint8_t)(x->regs[x->predef[VX_PREDEF_CR0].off] >> 4 & 3);   /* a state file may set %cr0 */
    vx_cf_reset(x);                   /* no channel waits at a join point */
    size_t need = x->nctr + x->napnd + 1;
    if (need > x->ctrcap) {
        x->ctr = gi_xrealloc(x->ctr, need * sizeof *x->ctr);
        x->ctrcap = need;
    }
}

/* ---- helpers of the instruction files ---- */

uint32_t vx_enables(const visa_exec *x, const visa_inst *in)
{
    unsigned off = 4u * in->emask, es = in->exec_size;
    uint32_t all = es >= 32 ? 0xffffffffu : (1u << es) - 1;
    uint64_t ex = x->m->exec & x->m->lane_mask;
    uint32_t en = in->nomask ? all : (uint32_t)(ex >> off) & all;
    if (in->pred) {
        unsigned id = VISA_PRED_ID(in->pred);
        uint32_t pb = id >= 1 && id <= x->npreds ? (uint32_t)((uint64_t)x->preds[id - 1].bits >> off) & all : 0;
        if (VISA_PRED_CTRL(in->pred) == 1) pb = pb ? all : 0;
        else if (VISA_PRED_CTRL(in->pred) == 2) pb = pb == all ? all : 0;
        if (VISA_PRED_NEG(in->pred)) pb = ~pb & all;
        en &= pb;
    }
    return en;
}

const vx_var *vx_var_of(const visa_exec *x, uint32_t id)
{
    if (id < VISA_NUM_PREDEF_VARS) return x->predef[id].size ? &x->predef[id] : NULL;
    if (id < VISA_FIRST_USER_VAR || id - VISA_FIRST_USER_VAR >= x->nvars) return NULL;
    return &x->vars[id - VISA_FIRST_USER_VAR];
}

uint8_t *vx_raw(visa_exec *x, const visa_raw *r, size_t need, const char *what)
{
    const vx_var *v = vx_var_of(x, r->id);
    if (!v) {
        const char *n = r->id < VISA_NUM_PREDEF_VARS ? visa_predef_names[r->id] : "?";
        gi_mach_error(x->m, GI_RUN_ERROR, "pc %llu: %s operand %s (variable %u) is not modelled",
                      (unsigned long long)x->m->pc, what, n, r->id);
        return NULL;
    }
    if (v->unmodelled) {
        gi_mach_error(x->m, GI_RUN_ERROR, "pc %llu: %s operand %s aliases %s, which is not modelled",
                      (unsigned long long)x->m->pc, what, v->name,
                      v->alias_of < VISA_NUM_PREDEF_VARS ? visa_predef_names[v->alias_of] : "a reserved variable");
        return NULL;
    }
    if ((size_t)r->off + need > v->size) {
        gi_mach_error(x->m, GI_RUN_ERROR, "pc %llu: the %s payload (%zu bytes at byte %u) passes the end of %s (%u bytes)",
                      (unsigned long long)x->m->pc, what, need, r->off, v->name, v->size);
        return NULL;
    }
    return x->regs + v->off + r->off;
}

static int is_signed_type(unsigned t) { return t == VISA_T_D || t == VISA_T_W || t == VISA_T_B || t == VISA_T_Q; }

int vx_vec(visa_exec *x, const visa_vopnd *v, uint64_t *out)
{
    if (v->kind == VISA_VK_IMM) {
        *out = v->imm;
        unsigned sz = visa_type_size(v->type);
        if (is_signed_type(v->type) && sz < 8 && (v->imm >> (8 * sz - 1) & 1)) *out |= ~0ull << (8 * sz);
        return 0;
    }
    const vx_var *var = vx_var_of(x, v->id);
    size_t at = (size_t)v->row * x->t->grf + (size_t)v->col * (var ? var->esize : 1);
    if (!var || at + var->esize > var->size) {
        gi_mach_error(x->m, GI_RUN_ERROR, "pc %llu: vector operand %s(%u,%u) is %s", (unsigned long long)x->m->pc,
                      var ? var->name : "?", v->row, v->col, var ? "past the end of the variable" : "not a declared variable");
        return -1;
    }
    uint64_t b = gi_le_load(x->regs + var->off + at, var->esize);
    if (is_signed_type(var->type) && var->esize < 8 && (b >> (8 * var->esize - 1) & 1)) b |= ~0ull << (8 * var->esize);
    *out = b;
    return 0;
}

int vx_surface_base(visa_exec *x, const visa_inst *in, uint64_t *base, const vx_surface **s, uint64_t *key)
{
    *s = NULL;
    *key = 0;
    if (in->model == VISA_AM_FLAT) return *base = 0, 0;
    if (in->model == VISA_AM_ARG) return *base = x->arg_base, 0;
    uint64_t v;
    if (vx_vec(x, &in->surface, &v)) return -1;
    uint32_t k = in->model == VISA_AM_BTI ? (uint32_t)(v & 0xff) : (uint32_t)v;
    *key = k;
    for (size_t i = 0; i < x->nsurf; i++) {
        if (x->surf[i].model == in->model && x->surf[i].key == k) {
            *s = &x->surf[i];
            *base = x->surf[i].base;
            return 0;
        }
    }
    return 1;
}

uint64_t vx_to_reg(unsigned ds, uint64_t mem)
{
    return ds == VISA_D16U32H ? mem << 16 : mem;
}

uint64_t vx_to_mem(unsigned ds, uint64_t reg)
{
    switch (ds) {
    case VISA_D8U32: return reg & 0xff;
    case VISA_D16U32: return reg & 0xffff;
    case VISA_D16U32H: return reg >> 16 & 0xffff;
    default: return reg;
    }
}

/* ---- run ---- */

__attribute__((noinline)) int vx_exec_general(visa_exec *x, const vx_hot *h)
{
    (void)h;
    gi_machine *m = x->m;
    const vx_inst *u = &x->insts[m->pc];
    int r;
    if (u->join) vx_gen_join(x, m->pc);
    if (u->gen) {
        switch (u->g.row->opcode) {
        case VISA_OP_GOTO: return vx_gen_goto(x, &u->g, u->target);
        case VISA_OP_JMP: return vx_gen_jmp(x, &u->g, u->target);
        case VISA_OP_FADDR: r = vx_gen_faddr(x, &u->g, u->sym); break;
        case VISA_OP_CALL: return vx_gen_call(x, &u->g, u->target);
        case VISA_OP_BARRIER:
            /* a launch's thread waits for its work-group; one thread (run) has nothing to wait for */
            r = x->launch ? VX_STEP_BARRIER : GI_STEP_NEXT;
            break;
        case VISA_OP_FENCE:
        case VISA_OP_LSC_FENCE:
            /* memory is coherent: every access is done when its instruction ends */
            r = GI_STEP_NEXT;
            break;
        default:
            r = vx_dp_handles(&u->g) ? vx_exec_dp(x, &u->g) : vx_exec_gen(x, &u->g);
            if (u->g.n && u->g.op[0].kind == 'v' && u->g.op[0].id == VX_PREDEF_CR0) vx_rounding_from_cr0(x);
            break;
        }
        m->pc++;
        return r;
    }
    switch (u->in.opcode) {
    case VISA_OP_RET: return vx_ret(x, &u->in);
    case VISA_OP_LSC_UNTYPED: r = vx_exec_lsc(x, u); break;
    default:
        /* only LSC_UNTYPED and ret are loaded as visa_inst (exec_prog.c) */
        gi_mach_error(m, GI_RUN_ERROR, "pc %llu: instruction with opcode 0x%02x is not executed", (unsigned long long)m->pc, u->in.opcode);
        r = GI_STEP_ERROR;
        break;
    }
    m->pc++;
    return r;
}

/* One handler per instruction, chosen at load time (exec_fast.c). */
int vx_step_at(void *st, gi_machine *m, uint64_t pc)
{
    (void)m;
    visa_exec *x = st;
    const vx_hot *h = &x->hot[pc];
    return h->fn(x, h);
}

/* ---- the rounding mode of %cr0 (docs/visa-exec.md "Rounding modes") ---- */

static const int host_modes[4] = {FE_TONEAREST, FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO};

void vx_rounding_from_cr0(visa_exec *x)
{
    x->rmode = (uint8_t)(x->regs[x->predef[VX_PREDEF_CR0].off] >> 4 & 3);
    fesetround(host_modes[x->rmode]);
}

void vx_rounding_enter(const visa_exec *x)
{
    if (x->rmode) fesetround(host_modes[x->rmode]);
}

void vx_rounding_leave(void)
{
    if (fegetround() != FE_TONEAREST) fesetround(FE_TONEAREST);
}

static int vx_step(void *st, gi_machine *m)
{
    vx_rounding_enter(st);
    int r = vx_step_at(st, m, m->pc);
    vx_rounding_leave();
    return r;
}

static int vx_run(void *st, gi_machine *m, uint64_t budget)
{
    vx_rounding_enter(st);
    int r = gi_run_batch(st, m, budget, vx_step_at);
    vx_rounding_leave();
    return r;
}

static void vx_result(void *st, gi_result_emit emit, void *sink)
{
    visa_exec *x = st;
    size_t most = 32;
    for (size_t i = 0; i < x->nvars; i++)
        if (x->vars[i].nelts > most) most = x->vars[i].nelts;
    uint64_t *v = gi_xcalloc(most, sizeof *v);
    for (size_t i = 0; i < x->nvars; i++) {
        const vx_var *var = &x->vars[i];
        for (uint32_t k = 0; k < var->nelts; k++) v[k] = get_elem(x, var, k);
        emit(sink, &(gi_result_item){"regs", var->name, GI_RK_NUMBERS, v, var->nelts});
    }
    for (size_t i = 0; i < x->npreds; i++) {
        const vx_pred *p = &x->preds[i];
        for (uint32_t k = 0; k < p->nelts; k++) v[k] = p->bits >> k & 1;
        emit(sink, &(gi_result_item){"preds", p->name, GI_RK_BOOLS, v, p->nelts});
    }
    free(v);
}

/* "counters": every counter given or touched, in that order, in the state's shape. */
static int vx_result_extra(void *st, json_t *root)
{
    visa_exec *x = st;
    json_t *a = json_array();
    for (size_t i = 0; i < x->nctr; i++) {
        const vx_counter *c = &x->ctr[i];
        json_t *o = json_object();
        json_object_set_new(o, "model", json_string(visa_model_name(c->model)));
        json_object_set_new(o, c->model == VISA_AM_BTI ? "index" : "offset", json_integer(c->key));
        json_object_set_new(o, "value", json_integer(c->value));
        json_array_append_new(a, o);
    }
    return json_object_set_new(root, "counters", a);
}

const gi_isa_exec gi_visa_exec = {
    .default_lanes = vx_default_lanes,
    .spaces = visa_spaces,
    .state_new = vx_state_new,
    .state_free = vx_state_free,
    .reg_write = vx_reg_write,
    .reg_read = vx_reg_read,
    .reg_set_values = vx_reg_set_values,
    .pred_write = vx_pred_write,
    .pred_read = vx_pred_read,
    .state_key = vx_state_key,
    .run_begin = vx_run_begin,
    .step = vx_step,
    .run = vx_run,
    .result = vx_result,
    .result_extra = vx_result_extra,
};
