/* The public execution API (include/gpuisa/run.h) over the machine and an
 * ISA executor. */
#include "exec/emu.h"
#include "exec/run.h"
#include "core/module.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const gi_space_name default_spaces[] = {
    {"global", GI_SPACE_GLOBAL}, {"shared", GI_SPACE_SHARED}, {"local", GI_SPACE_LOCAL}, {NULL, GI_SPACE_GLOBAL}};

const gi_space_name *gi_emu_spaces(const gi_emu *emu)
{
    return emu->x->spaces ? emu->x->spaces : default_spaces;
}

const gi_space_name *gi_emu_space_by_name(const gi_emu *emu, const char *name)
{
    for (const gi_space_name *s = gi_emu_spaces(emu); s->name; s++)
        if (!strcmp(s->name, name)) return s;
    return NULL;
}

const char *gi_emu_space_name(const gi_emu *emu, gi_space sp)
{
    for (const gi_space_name *s = gi_emu_spaces(emu); s->name; s++)
        if (s->space == sp) return s->name;
    static const char *const generic[] = {"global", "shared", "local", "const"};
    return (unsigned)sp < 4 ? generic[sp] : "?";
}

int gi_emu_fail(gi_emu *emu, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(emu->err, sizeof emu->err, fmt, ap);
    va_end(ap);
    return -1;
}

gi_emu *gi_emu_new_exec(const gi_isa_exec *x, const void *ictx, const char *isa_name, char *err, size_t errlen)
{
    if (!x) {
        if (err && errlen) snprintf(err, errlen, "execution is not supported for ISA %s yet", isa_name);
        return NULL;
    }
    gi_emu *emu = gi_xcalloc(1, sizeof *emu);
    emu->x = x;
    emu->ictx = ictx;
    emu->isa_name = isa_name;
    unsigned lanes = x->default_lanes ? x->default_lanes(ictx) : 32;
    gi_machine_init(&emu->m, lanes, GI_DEFAULT_MAX_MEMORY);
    gi_vec_init(&emu->dumps, sizeof(gi_dump));
    return emu;
}

gi_emu *gi_emu_new(gi_ctx *ctx, char *err, size_t errlen)
{
    void *ictx = NULL;
    const gi_isa_module *mod = ctx ? gi_ctx_module(ctx, &ictx) : NULL;
    if (!mod) {
        if (err && errlen) snprintf(err, errlen, "no context");
        return NULL;
    }
    return gi_emu_new_exec(mod->exec, ictx, mod->name, err, errlen);
}

void gi_emu_free(gi_emu *emu)
{
    if (!emu) return;
    if (emu->st) emu->x->state_free(emu->st);
    gi_machine_free(&emu->m);
    gi_vec_free(&emu->dumps);
    free(emu);
}

const char *gi_emu_error(const gi_emu *emu) { return emu->err; }

void gi_emu_set_limits(gi_emu *emu, uint64_t max_instructions, uint64_t max_memory)
{
    emu->m.max_insts = max_instructions ? max_instructions : GI_DEFAULT_MAX_INSTRUCTIONS;
    emu->m.mem.limit = max_memory ? max_memory : GI_DEFAULT_MAX_MEMORY;
}

int gi_emu_set_lanes(gi_emu *emu, unsigned lanes)
{
    if (lanes < 1 || lanes > GI_MAX_LANES) return gi_emu_fail(emu, "lanes must be 1..64, not %u", lanes);
    if (emu->st && emu->x->check_lanes && emu->x->check_lanes(emu->st, lanes, emu->err, sizeof emu->err) != 0)
        return -1;
    return gi_machine_set_lanes(&emu->m, lanes);
}

unsigned gi_emu_lanes(const gi_emu *emu) { return emu->m.lanes; }
void gi_emu_set_exec(gi_emu *emu, uint64_t mask) { emu->m.exec = mask; }
uint64_t gi_emu_get_exec(const gi_emu *emu) { return emu->m.exec; }

int gi_emu_load(gi_emu *emu, const uint8_t *code, size_t size, const gi_inst_listing *insts, size_t ninsts)
{
    if (emu->st) emu->x->state_free(emu->st);
    emu->st = NULL;
    emu->m.ninsts = 0;
    gi_exec_program prog = {code, size, insts, ninsts};
    char err[sizeof emu->err];
    err[0] = 0;
    emu->st = emu->x->state_new(emu->ictx, &emu->m, &prog, err, sizeof err);
    if (!emu->st) return gi_emu_fail(emu, "%s", err[0] ? err : "cannot load the program");
    return 0;
}

int gi_emu_load_result(gi_emu *emu, const gi_result *r)
{
    if (gi_result_errors(r)) return gi_emu_fail(emu, "the program has assembly errors");
    size_t size, n = gi_result_inst_count(r);
    const uint8_t *code = gi_result_code(r, &size);
    gi_inst_listing *insts = gi_xcalloc(n ? n : 1, sizeof *insts);
    for (size_t i = 0; i < n; i++) insts[i] = *gi_result_inst(r, i);
    int rc = gi_emu_load(emu, code, size, insts, n);
    free(insts);
    return rc;
}

/* ---- memory ---- */

static int mem_status(gi_emu *emu, int st, gi_space sp, uint64_t addr, uint64_t size)
{
    if (st == GI_MEM_OK) return 0;
    const char *sn = gi_emu_space_name(emu, sp);
    if (st == GI_MEM_NOMEM)
        return gi_emu_fail(emu, "guest memory limit (%llu bytes) exceeded", (unsigned long long)emu->m.mem.limit);
    if (st == GI_MEM_UNMAPPED)
        return gi_emu_fail(emu, "%s bytes 0x%llx..+%llu do not exist", sn, (unsigned long long)addr,
                           (unsigned long long)size);
    return gi_emu_fail(emu, "invalid %s access at 0x%llx (size %llu)", sn, (unsigned long long)addr,
                       (unsigned long long)size);
}

int gi_emu_mem_map(gi_emu *emu, gi_space space, uint64_t addr, uint64_t size)
{
    if (space == GI_SPACE_LOCAL || space == GI_SPACE_CONST) return 0;
    return mem_status(emu, gi_mem_map(&emu->m.mem, space, addr, size), space, addr, size);
}

int gi_emu_set_shared_size(gi_emu *emu, uint64_t size)
{
    return mem_status(emu, gi_mem_set_shared_size(&emu->m.mem, size), GI_SPACE_SHARED, 0, size);
}

int gi_emu_set_local_size(gi_emu *emu, uint64_t size)
{
    gi_mem_set_local_size(&emu->m.mem, size);
    return 0;
}

static int check_lane(gi_emu *emu, gi_space space, int lane, int allow_all)
{
    if (space != GI_SPACE_LOCAL) return 0;
    if (lane == -1 && allow_all) return 0;
    if (lane < 0 || (unsigned)lane >= emu->m.lanes)
        return gi_emu_fail(emu, "lane %d does not exist (%u lanes)", lane, emu->m.lanes);
    return 0;
}

int gi_emu_mem_write(gi_emu *emu, gi_space space, int lane, uint64_t addr, const void *data, size_t size)
{
    if (check_lane(emu, space, lane, 1)) return -1;
    if (space == GI_SPACE_LOCAL && lane == -1) {
        int st = gi_mem_check(&emu->m.mem, space, 0, addr, size);
        for (unsigned l = 0; st == GI_MEM_OK && l < emu->m.lanes; l++)
            st = gi_mem_write(&emu->m.mem, space, l, addr, data, size);
        return mem_status(emu, st, space, addr, size);
    }
    return mem_status(emu, gi_mem_write(&emu->m.mem, space, lane < 0 ? 0u : (unsigned)lane, addr, data, size),
                      space, addr, size);
}

int gi_emu_mem_read(gi_emu *emu, gi_space space, int lane, uint64_t addr, void *data, size_t size)
{
    if (check_lane(emu, space, lane, 0)) return -1;
    return mem_status(emu, gi_mem_read(&emu->m.mem, space, lane < 0 ? 0u : (unsigned)lane, addr, data, size),
                      space, addr, size);
}

/* ---- registers ---- */

static int need_program(gi_emu *emu)
{
    if (!emu->st) return gi_emu_fail(emu, "no program loaded");
    return 0;
}

static int check_reg_lane(gi_emu *emu, int lane)
{
    if (lane < -1 || lane >= (int)emu->m.lanes)
        return gi_emu_fail(emu, "lane %d does not exist (%u lanes)", lane, emu->m.lanes);
    return 0;
}

int gi_emu_reg_write(gi_emu *emu, const char *name, int lane, uint64_t value)
{
    if (need_program(emu) || check_reg_lane(emu, lane)) return -1;
    return emu->x->reg_write(emu->st, name, lane, value, emu->err, sizeof emu->err);
}

int gi_emu_reg_read(gi_emu *emu, const char *name, int lane, uint64_t *value)
{
    if (need_program(emu) || check_reg_lane(emu, lane)) return -1;
    return emu->x->reg_read(emu->st, name, lane, value, emu->err, sizeof emu->err);
}

int gi_emu_pred_write(gi_emu *emu, const char *name, int lane, int value)
{
    if (need_program(emu) || check_reg_lane(emu, lane)) return -1;
    if (!emu->x->pred_write) return gi_emu_fail(emu, "ISA %s has no predicates", emu->isa_name);
    return emu->x->pred_write(emu->st, name, lane, value != 0, emu->err, sizeof emu->err);
}

int gi_emu_pred_read(gi_emu *emu, const char *name, int lane, int *value)
{
    if (need_program(emu) || check_reg_lane(emu, lane)) return -1;
    if (!emu->x->pred_read) return gi_emu_fail(emu, "ISA %s has no predicates", emu->isa_name);
    return emu->x->pred_read(emu->st, name, lane, value, emu->err, sizeof emu->err);
}

/* ---- running ---- */

void gi_emu_set_hook(gi_emu *emu, gi_mem_hook hook, void *user)
{
    emu->m.hook = hook;
    emu->m.batch_hook = NULL;
    emu->m.hook_user = user;
}

gi_run_status gi_emu_run(gi_emu *emu, unsigned flags)
{
    if (need_program(emu)) return GI_RUN_ERROR;
    gi_run_status st = gi_machine_run(&emu->m, emu->x, emu->st, flags);
    if (st < 0) gi_emu_fail(emu, "%s", emu->m.error);
    return st;
}

uint64_t gi_emu_instructions(const gi_emu *emu) { return emu->m.icount; }
size_t gi_emu_fault_count(const gi_emu *emu) { return emu->m.faults.n; }
const gi_fault *gi_emu_fault(const gi_emu *emu, size_t i)
{
    return i < emu->m.faults.n ? &emu->m.faults.f[i] : NULL;
}
