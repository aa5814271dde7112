/* A tiny ISA executor for the execution-core tests, registered through the
 * isa_exec interface like a real ISA. Program: 4-byte instructions
 * {op, a, b, c}; registers r0..r7 (32-bit per lane), s0 (64-bit scalar),
 * predicates p0..p1 (per lane).
 *   0 END        1 LD  r[a] = global32[r[b] + c]     2 ST  global32[r[b] + c] = r[a]
 *   3 ADDI r[a] = r[b] + c (c signed)   4 JMP pc = c   5 LDL r[a] = local32[r[b]]
 *   6 STL local32[r[b]] = r[a]          7 LDS r[a] = shared32[r[b]]
 *   8 LDC r[a] = const32[r[b]]          9 SETP p[a] = r[b] != 0
 *  10 ERR (unmodelled)                 11 SLD s0 = global64[c] (scalar, lane -1)
 * Faults: misaligned (address & 3, then aligned down), out_of_bounds. */
#ifndef GI_TEST_EXEC_MOCK_H
#define GI_TEST_EXEC_MOCK_H
#include "exec/emu.h"
#include <stdlib.h>
#include <string.h>
#include <stdio.h>

typedef struct mock_st {
    gi_machine *m;
    uint8_t (*code)[4];
    uint32_t r[8][GI_MAX_LANES];
    uint64_t s0;
    uint8_t p[2][GI_MAX_LANES];
    unsigned r_used, p_used, s_used;
    long long key;            /* "mock_key" state value */
    int done_called;
} mock_st;

static unsigned mock_default_lanes(const void *ictx)
{
    (void)ictx;
    return 4;
}

static void *mock_state_new(const void *ictx, gi_machine *m, const gi_exec_program *p, char *err, size_t errlen)
{
    (void)ictx;
    if (p->size % 4) {
        snprintf(err, errlen, "mock: code size %zu is not a multiple of 4", p->size);
        return NULL;
    }
    mock_st *s = calloc(1, sizeof *s);
    s->m = m;
    s->code = malloc(p->size ? p->size : 1);
    if (p->size) memcpy(s->code, p->code, p->size);
    m->ninsts = p->size / 4;
    gi_mem_set_shared_size(&m->mem, 256);
    gi_mem_set_local_size(&m->mem, 16u << 20);
    m->shared_window = (gi_window){0xFE000000u, 16u << 20, 16u << 20, 0};
    return s;
}

static void mock_state_free(void *st)
{
    mock_st *s = st;
    free(s->code);
    free(s);
}

static int mock_check_lanes(void *st, unsigned lanes, char *err, size_t errlen)
{
    (void)st;
    if (lanes == 3) {
        snprintf(err, errlen, "mock: 3 lanes are not allowed");
        return -1;
    }
    return 0;
}

static int mock_reg(const char *name)
{
    if (name[0] == 'r' && name[1] >= '0' && name[1] <= '7' && !name[2]) return name[1] - '0';
    if (!strcmp(name, "s0")) return 8;
    return -1;
}

static int mock_reg_write(void *st, const char *name, int lane, uint64_t v, char *err, size_t errlen)
{
    mock_st *s = st;
    int r = mock_reg(name);
    if (r < 0) {
        snprintf(err, errlen, "unknown register '%s'", name);
        return -1;
    }
    if (r == 8) {
        s->s0 = v;
        s->s_used = 1;
        return 0;
    }
    for (unsigned l = 0; l < s->m->lanes; l++)
        if (lane < 0 || (unsigned)lane == l) s->r[r][l] = (uint32_t)v;
    s->r_used |= 1u << r;
    return 0;
}

static int mock_reg_read(void *st, const char *name, int lane, uint64_t *v, char *err, size_t errlen)
{
    mock_st *s = st;
    int r = mock_reg(name);
    if (r < 0) {
        snprintf(err, errlen, "unknown register '%s'", name);
        return -1;
    }
    *v = r == 8 ? s->s0 : s->r[r][lane < 0 ? 0 : lane];
    return 0;
}

static int mock_pred(const char *name)
{
    return name[0] == 'p' && (name[1] == '0' || name[1] == '1') && !name[2] ? name[1] - '0' : -1;
}

static int mock_pred_write(void *st, const char *name, int lane, int v, char *err, size_t errlen)
{
    mock_st *s = st;
    int p = mock_pred(name);
    if (p < 0) {
        snprintf(err, errlen, "unknown predicate '%s'", name);
        return -1;
    }
    for (unsigned l = 0; l < s->m->lanes; l++)
        if (lane < 0 || (unsigned)lane == l) s->p[p][l] = (uint8_t)v;
    s->p_used |= 1u << p;
    return 0;
}

static int mock_pred_read(void *st, const char *name, int lane, int *v, char *err, size_t errlen)
{
    mock_st *s = st;
    int p = mock_pred(name);
    if (p < 0) {
        snprintf(err, errlen, "unknown predicate '%s'", name);
        return -1;
    }
    *v = s->p[p][lane < 0 ? 0 : lane];
    return 0;
}

static int mock_state_key(void *st, const char *key, json_t *v, char *err, size_t errlen)
{
    mock_st *s = st;
    if (strcmp(key, "mock_key")) return 0;
    if (!json_is_integer(v)) {
        snprintf(err, errlen, "must be an integer");
        return -1;
    }
    s->key = json_integer_value(v);
    return 1;
}

static int mock_check_memory(void *st, gi_space sp, int lane, uint64_t addr, uint64_t len, char *err, size_t errlen)
{
    (void)st;
    (void)lane;
    if (sp == GI_SPACE_SHARED && (addr >= 256 || len > 256 - addr)) {
        snprintf(err, errlen, "shared entry past 256 bytes");
        return -1;
    }
    return 0;
}

static int mock_state_done(void *st, char *err, size_t errlen)
{
    mock_st *s = st;
    s->done_called++;
    if (s->key == 666) {
        snprintf(err, errlen, "mock: bad key value");
        return -1;
    }
    return 0;
}

/* One 32-bit access of an active lane; faults as the ISA documents. */
static uint32_t mock_load(gi_machine *m, gi_space sp, int lane, uint64_t a)
{
    uint8_t b[4];
    if (a & 3) {
        gi_mach_fault(m, lane, "misaligned", a);
        a &= ~3ull;
    }
    if (gi_mach_load(m, sp, lane, a, b, 4) != GI_MEM_OK) {
        gi_mach_fault(m, lane, "out_of_bounds", a);
        return 0;
    }
    return (uint32_t)gi_le_load(b, 4);
}

static void mock_store(gi_machine *m, gi_space sp, int lane, uint64_t a, uint32_t v)
{
    uint8_t b[4];
    gi_le_store(b, v, 4);
    if (a & 3) {
        gi_mach_fault(m, lane, "misaligned", a);
        a &= ~3ull;
    }
    if (gi_mach_store(m, sp, lane, a, b, 4) != GI_MEM_OK) gi_mach_fault(m, lane, "out_of_bounds", a);
}

static int mock_step(void *st, gi_machine *m)
{
    mock_st *s = st;
    const uint8_t *in = s->code[m->pc];
    unsigned a = in[1] & 7, b = in[2] & 7;
    int8_t c = (int8_t)in[3];
    uint64_t next = m->pc + 1;
    if (in[0] == 0) return GI_STEP_END;
    if (in[0] == 4) {
        m->pc = (uint8_t)c;
        return GI_STEP_NEXT;
    }
    if (in[0] == 10) {
        gi_mach_error(m, GI_RUN_ERROR, "mock: unmodelled instruction at pc %llu", (unsigned long long)m->pc);
        return GI_STEP_ERROR;
    }
    if (in[0] == 11) {
        uint8_t buf[8];
        if (gi_mach_load(m, GI_SPACE_GLOBAL, -1, (uint8_t)c, buf, 8) == GI_MEM_OK) s->s0 = gi_le_load(buf, 8);
        else gi_mach_fault(m, -1, "out_of_bounds", (uint8_t)c);
        s->s_used = 1;
        m->pc = next;
        return GI_STEP_NEXT;
    }
    for (unsigned l = 0; l < m->lanes; l++) {
        if (!gi_lane_active(m, l)) continue;
        uint32_t rb = s->r[b][l];
        switch (in[0]) {
        case 1: s->r[a][l] = mock_load(m, GI_SPACE_GLOBAL, (int)l, (uint64_t)rb + (uint64_t)(int64_t)c); break;
        case 2: mock_store(m, GI_SPACE_GLOBAL, (int)l, (uint64_t)rb + (uint64_t)(int64_t)c, s->r[a][l]); break;
        case 3: s->r[a][l] = rb + (uint32_t)(int32_t)c; break;
        case 5: s->r[a][l] = mock_load(m, GI_SPACE_LOCAL, (int)l, rb); break;
        case 6: mock_store(m, GI_SPACE_LOCAL, (int)l, rb, s->r[a][l]); break;
        case 7: s->r[a][l] = mock_load(m, GI_SPACE_SHARED, (int)l, rb); break;
        case 8: s->r[a][l] = mock_load(m, GI_SPACE_CONST, (int)l, rb); break;
        case 9: s->p[a & 1][l] = rb != 0; break;
        default: break;
        }
    }
    if (in[0] == 1 || in[0] == 3 || in[0] == 5 || in[0] == 7 || in[0] == 8) s->r_used |= 1u << a;
    if (in[0] == 9) s->p_used |= 1u << (a & 1);
    m->pc = next;
    return GI_STEP_NEXT;
}

static void mock_result(void *st, gi_result_emit emit, void *sink)
{
    mock_st *s = st;
    static const char *const rn[] = {"r0", "r1", "r2", "r3", "r4", "r5", "r6", "r7"};
    uint64_t v[GI_MAX_LANES];
    for (unsigned r = 0; r < 8; r++) {
        if (!(s->r_used >> r & 1)) continue;
        for (unsigned l = 0; l < s->m->lanes; l++) v[l] = s->r[r][l];
        gi_result_item it = {"regs", rn[r], GI_RK_NUMBERS, v, s->m->lanes};
        emit(sink, &it);
    }
    if (s->s_used) {
        gi_result_item it = {"regs", "s0", GI_RK_HEX64, &s->s0, 1};
        emit(sink, &it);
    }
    for (unsigned p = 0; p < 2; p++) {
        if (!(s->p_used >> p & 1)) continue;
        for (unsigned l = 0; l < s->m->lanes; l++) v[l] = s->p[p][l];
        gi_result_item it = {"preds", p ? "p1" : "p0", GI_RK_BOOLS, v, s->m->lanes};
        emit(sink, &it);
    }
    if (s->p_used) {
        uint64_t one = 1;
        gi_result_item it = {"cc", "ZF", GI_RK_BOOL, &one, 1};
        emit(sink, &it);
    }
}

static int mock_result_extra(void *st, json_t *root)
{
    mock_st *s = st;
    if (s->key) json_object_set_new(root, "mock_key", json_integer(s->key));
    return 0;
}

static const gi_space_name mock_spaces[] = {{"global", GI_SPACE_GLOBAL}, {"shared", GI_SPACE_SHARED},
                                            {"local", GI_SPACE_LOCAL},   {"lds", GI_SPACE_SHARED},
                                            {"scratch", GI_SPACE_LOCAL}, {NULL, GI_SPACE_GLOBAL}};

static const gi_isa_exec mock_exec = {
    .default_lanes = mock_default_lanes,
    .spaces = mock_spaces,
    .state_new = mock_state_new,
    .state_free = mock_state_free,
    .check_lanes = mock_check_lanes,
    .reg_write = mock_reg_write,
    .reg_read = mock_reg_read,
    .pred_write = mock_pred_write,
    .pred_read = mock_pred_read,
    .state_key = mock_state_key,
    .check_memory = mock_check_memory,
    .state_done = mock_state_done,
    .step = mock_step,
    .result = mock_result,
    .result_extra = mock_result_extra,
};

/* An emulator over the mock with a program of n instructions. */
static gi_emu *mock_emu(const uint8_t (*prog)[4], size_t n)
{
    char err[128];
    gi_emu *e = gi_emu_new_exec(&mock_exec, NULL, "mock", err, sizeof err);
    if (e && gi_emu_load(e, (const uint8_t *)prog, n * 4, NULL, 0) != 0) {
        fprintf(stderr, "mock load: %s\n", gi_emu_error(e));
        gi_emu_free(e);
        return NULL;
    }
    return e;
}

#endif
