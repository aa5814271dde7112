/* Running through the execution core with the mock executor: the run loop,
 * exec masks, faults and --stop-on-fault, the instruction and memory limits,
 * the memory hook and the trace line, the result JSON (round trip through a
 * parser) and the summary. */
#include "check.h"
#include "exec_mock.h"

static gi_emu *with_state(const uint8_t (*prog)[4], size_t n, const char *json)
{
    gi_emu *e = mock_emu(prog, n);
    if (!e) return NULL;
    if (json && gi_emu_load_state_json(e, json, strlen(json)) != 0) {
        fprintf(stderr, "state error: %s\n", gi_emu_error(e));
        CHECK(0);
    }
    return e;
}

static uint64_t reg(gi_emu *e, const char *name, int lane)
{
    uint64_t v = 0xDEAD;
    CHECK(gi_emu_reg_read(e, name, lane, &v) == 0);
    return v;
}

static void test_load_store(void)
{
    static const uint8_t prog[][4] = {
        {1, 1, 2, 0},   /* r1 = global[r2] */
        {3, 1, 1, 10},  /* r1 += 10 */
        {2, 1, 2, 16},  /* global[r2 + 16] = r1 */
        {0, 0, 0, 0},   /* END */
        {3, 7, 7, 1},   /* never executed */
    };
    gi_emu *e = with_state(prog, 5,
                           "{\"regs\": {\"r2\": [4096, 4100, 4104, 4108]}, \"exec\": [true, true, false, true],"
                           " \"memory\": [{\"space\": \"global\", \"address\": 4096, \"type\": \"u32\","
                           "              \"values\": [1, 2, 3, 4, 0, 0, 0, 0]}],"
                           " \"dump\": [{\"space\": \"global\", \"address\": 4112, \"type\": \"u32\", \"count\": 4}]}");
    if (!e) return;
    CHECK(gi_emu_run(e, 0) == GI_RUN_END);
    CHECK_EQ_U64(gi_emu_instructions(e), 4);   /* END counts */
    CHECK(gi_emu_fault_count(e) == 0);
    CHECK_EQ_U64(reg(e, "r1", 0), 11);
    CHECK_EQ_U64(reg(e, "r1", 2), 0);          /* inactive lane untouched */
    CHECK_EQ_U64(reg(e, "r1", 3), 14);
    CHECK_EQ_U64(reg(e, "r7", 0), 0);
    uint8_t b[16];
    CHECK(gi_emu_mem_read(e, GI_SPACE_GLOBAL, 0, 4112, b, 16) == 0);
    CHECK_EQ_U64(gi_le_load(b, 4), 11);
    CHECK_EQ_U64(gi_le_load(b + 8, 4), 0);
    CHECK_EQ_U64(gi_le_load(b + 12, 4), 14);

    char *json = gi_emu_result_json(e);
    CHECK(json != NULL);
    if (json) {
        json_error_t je;
        json_t *r = json_loads(json, 0, &je);
        CHECK(r != NULL);
        CHECK(strchr(json, '\n') == NULL);   /* one line */
        /* key order of the contract */
        const char *order[] = {"regs", "preds", "memory", "faults", "instructions"};
        size_t k = 0;
        const char *key;
        json_t *v;
        json_object_foreach(r, key, v) {
            if (k < 5) CHECK_STR(key, order[k]);
            k++;
        }
        CHECK(k == 5);
        json_t *r1 = json_object_get(json_object_get(r, "regs"), "r1");
        CHECK(json_array_size(r1) == 4);
        CHECK(json_integer_value(json_array_get(r1, 0)) == 11);
        CHECK(json_integer_value(json_array_get(r1, 3)) == 14);
        CHECK(json_object_get(json_object_get(r, "regs"), "r2") != NULL);   /* given */
        CHECK(json_object_get(json_object_get(r, "regs"), "r7") == NULL);   /* neither */
        json_t *m0 = json_array_get(json_object_get(r, "memory"), 0);
        CHECK_STR(json_string_value(json_object_get(m0, "space")), "global");
        CHECK(json_integer_value(json_object_get(m0, "address")) == 4112);
        CHECK_STR(json_string_value(json_object_get(m0, "type")), "u32");
        CHECK(json_integer_value(json_array_get(json_object_get(m0, "values"), 3)) == 14);
        CHECK(json_object_get(m0, "lane") == NULL);
        CHECK(json_array_size(json_object_get(r, "faults")) == 0);
        CHECK(json_integer_value(json_object_get(r, "instructions")) == 4);
        json_decref(r);
        free(json);
    }
    /* a second run starts from pc 0 with registers and memory as left */
    CHECK(gi_emu_reg_write(e, "r2", 0, 4112) == 0);
    CHECK(gi_emu_run(e, 0) == GI_RUN_END);
    CHECK_EQ_U64(gi_emu_instructions(e), 4);
    CHECK_EQ_U64(reg(e, "r1", 0), 21);
    gi_emu_free(e);
}

static void test_faults(void)
{
    static const uint8_t prog[][4] = {
        {1, 1, 2, 0},   /* r1 = global[r2]: lane 1 misaligned, lane 2 unmapped */
        {1, 3, 2, 0},   /* again */
        {11, 0, 0, 64}, /* s0 = global64[64]: scalar fault */
    };
    const char *st = "{\"regs\": {\"r2\": [4096, 4098, 8192, 4100], \"r1\": 7},"
                     " \"memory\": [{\"space\": \"global\", \"address\": 4096, \"type\": \"u32\", \"values\": [5, 6]}]}";
    gi_emu *e = with_state(prog, 3, st);
    if (!e) return;
    CHECK(gi_emu_run(e, 0) == GI_RUN_END);
    CHECK_EQ_U64(gi_emu_instructions(e), 3);
    CHECK(gi_emu_fault_count(e) == 5);
    const gi_fault *f = gi_emu_fault(e, 0);
    CHECK(f && f->pc == 0 && f->lane == 1 && !strcmp(f->kind, "misaligned") && f->address == 4098);
    f = gi_emu_fault(e, 1);
    CHECK(f && f->pc == 0 && f->lane == 2 && !strcmp(f->kind, "out_of_bounds") && f->address == 8192);
    f = gi_emu_fault(e, 4);
    CHECK(f && f->pc == 2 && f->lane == -1 && !strcmp(f->kind, "out_of_bounds") && f->address == 64);
    CHECK(gi_emu_fault(e, 5) == NULL);
    CHECK_EQ_U64(reg(e, "r1", 1), 5);   /* aligned down, load proceeds */
    CHECK_EQ_U64(reg(e, "r1", 2), 0);   /* faulting load gives 0 */
    char *json = gi_emu_result_json(e);
    if (json) {
        CHECK(strstr(json, "\"faults\": [{\"pc\": 0, \"lane\": 1, \"kind\": \"misaligned\", \"address\": 4098}") != NULL);
        CHECK(strstr(json, "{\"pc\": 2, \"lane\": -1, \"kind\": \"out_of_bounds\", \"address\": 64}") != NULL);
        CHECK(strstr(json, "\"s0\": \"0x0000000000000000\"") != NULL);
        free(json);
    }
    gi_emu_free(e);

    /* --stop-on-fault: stops after the first faulting instruction */
    e = with_state(prog, 3, st);
    if (!e) return;
    CHECK(gi_emu_run(e, GI_RUN_STOP_ON_FAULT) == GI_RUN_STOPPED);
    CHECK_EQ_U64(gi_emu_instructions(e), 1);
    CHECK(gi_emu_fault_count(e) == 2);
    CHECK_EQ_U64(reg(e, "r3", 0), 0);
    gi_emu_free(e);
}

static void test_limits(void)
{
    static const uint8_t loop[][4] = {{3, 1, 1, 1}, {4, 0, 0, 0}};   /* r1++; jump 0 */
    gi_emu *e = with_state(loop, 2, NULL);
    if (!e) return;
    gi_emu_set_limits(e, 1001, 0);
    CHECK(gi_emu_run(e, 0) == GI_RUN_INSN_LIMIT);
    CHECK_EQ_U64(gi_emu_instructions(e), 1001);
    CHECK(strstr(gi_emu_error(e), "instruction limit (1001) reached at pc 1") != NULL);
    CHECK_EQ_U64(reg(e, "r1", 0), 501);
    gi_emu_free(e);

    /* local stores allocate pages until the memory limit stops the run */
    static const uint8_t fill[][4] = {
        {6, 1, 2, 0},   /* local[r2] = r1 */
        {3, 2, 2, 64},  /* r2 += 64 */
        {3, 2, 2, 64},
        {3, 2, 2, 64},
        {3, 2, 2, 64},  /* r2 += 256 per loop */
        {4, 0, 0, 0},
    };
    e = with_state(fill, 6, NULL);
    if (!e) return;
    gi_emu_set_limits(e, 0, 1 << 20);
    gi_run_status st = gi_emu_run(e, 0);
    CHECK(st == GI_RUN_MEM_LIMIT);
    CHECK(strstr(gi_emu_error(e), "guest memory limit (1048576 bytes) exceeded at pc 0") != NULL);
    CHECK(e->m.mem.used <= e->m.mem.limit);
    gi_emu_free(e);

    /* an unmodelled instruction is an error of the run */
    static const uint8_t err[][4] = {{3, 1, 1, 1}, {10, 0, 0, 0}, {3, 1, 1, 1}};
    e = with_state(err, 3, NULL);
    if (!e) return;
    CHECK(gi_emu_run(e, 0) == GI_RUN_ERROR);
    CHECK_STR(gi_emu_error(e), "mock: unmodelled instruction at pc 1");
    CHECK_EQ_U64(reg(e, "r1", 0), 1);
    gi_emu_free(e);

    /* an empty program runs zero instructions */
    e = with_state(err, 0, NULL);
    if (!e) return;
    CHECK(gi_emu_run(e, 0) == GI_RUN_END);
    CHECK_EQ_U64(gi_emu_instructions(e), 0);
    gi_emu_free(e);
}

typedef struct hook_log {
    unsigned n;
    gi_mem_access last[8];
    uint8_t value[8][8];
} hook_log;

static void hook(void *user, const gi_mem_access *a)
{
    hook_log *h = user;
    if (h->n < 8) {
        h->last[h->n] = *a;
        if (a->value) memcpy(h->value[h->n], a->value, a->size < 8 ? a->size : 8);
    }
    h->n++;
}

static void test_hook_and_trace(void)
{
    static const uint8_t prog[][4] = {
        {1, 1, 2, 0},   /* load */
        {2, 1, 2, 4},   /* store */
        {7, 3, 0, 0},   /* shared load */
        {8, 4, 5, 0},   /* const load */
    };
    const char *st = "{\"lanes\": 2, \"regs\": {\"r2\": [16, 64], \"r5\": \"0x30010\"},"
                     " \"memory\": [{\"space\": \"global\", \"address\": 16, \"type\": \"u32\", \"values\": [\"0xa1b2c3d4\", 0]}],"
                     " \"constants\": [{\"bank\": 3, \"offset\": 16, \"type\": \"u32\", \"values\": [99]}]}";
    gi_emu *e = with_state(prog, 4, st);
    if (!e) return;
    hook_log h = {0};
    gi_emu_set_hook(e, hook, &h);
    CHECK(gi_emu_run(e, 0) == GI_RUN_END);
    CHECK(h.n == 8);
    CHECK(h.last[0].pc == 0 && h.last[0].lane == 0 && h.last[0].space == GI_SPACE_GLOBAL && h.last[0].address == 16 &&
          h.last[0].size == 4 && !h.last[0].write && h.last[0].status == GI_MEM_OK);
    CHECK_EQ_U64(gi_le_load(h.value[0], 4), 0xa1b2c3d4);
    CHECK(h.last[1].lane == 1 && h.last[1].status == GI_MEM_UNMAPPED && h.last[1].value == NULL);
    CHECK(h.last[2].pc == 1 && h.last[2].write && h.last[2].address == 20 && h.last[2].status == GI_MEM_OK);
    CHECK_EQ_U64(gi_le_load(h.value[2], 4), 0xa1b2c3d4);
    CHECK(h.last[4].space == GI_SPACE_SHARED && h.last[4].pc == 2);
    CHECK(h.last[6].space == GI_SPACE_CONST && h.last[6].address == 0x30010);
    CHECK_EQ_U64(gi_le_load(h.value[6], 4), 99);
    CHECK_EQ_U64(reg(e, "r4", 1), 99);

    /* the trace line format of docs/execution.md */
    FILE *f = tmpfile();
    CHECK(f != NULL);
    if (f) {
        gi_emu_set_hook(e, gi_trace_hook, f);
        CHECK(gi_emu_run(e, 0) == GI_RUN_END);
        rewind(f);
        char line[256];
        CHECK(fgets(line, sizeof line, f) != NULL);
        CHECK_STR(line, "mem 0 0 r global 0x0000000000000010 4 0xa1b2c3d4\n");
        CHECK(fgets(line, sizeof line, f) != NULL);
        CHECK_STR(line, "mem 0 1 r global 0x0000000000000040 4 unmapped\n");
        CHECK(fgets(line, sizeof line, f) != NULL);
        CHECK_STR(line, "mem 1 0 w global 0x0000000000000014 4 0xa1b2c3d4\n");
        CHECK(fgets(line, sizeof line, f) != NULL);
        CHECK(fgets(line, sizeof line, f) != NULL);
        CHECK_STR(line, "mem 2 0 r shared 0x0000000000000000 4 0x00000000\n");
        fclose(f);
    }
    gi_emu_set_hook(e, NULL, NULL);
    gi_emu_free(e);
}

static void test_result_groups(void)
{
    static const uint8_t prog[][4] = {{9, 1, 2, 0}};   /* p1 = r2 != 0 */
    gi_emu *e = with_state(prog, 1,
                           "{\"regs\": {\"r2\": [0, 1, 0, \"0xffffffff\"]}, \"mock_key\": 5,"
                           " \"memory\": [{\"space\": \"global\", \"address\": 0, \"type\": \"f32\", \"values\": [1.5, \"0x7fc00000\"]},"
                           "            {\"space\": \"global\", \"address\": 256, \"type\": \"u64\", \"values\": [\"0xfedcba9876543210\"]},"
                           "            {\"space\": \"scratch\", \"address\": 4, \"type\": \"s16\", \"values\": [-3], \"lane\": 2}],"
                           " \"dump\": [{\"space\": \"global\", \"address\": 0, \"type\": \"f32\", \"count\": 3},"
                           "          {\"space\": \"scratch\", \"address\": 4, \"type\": \"s16\", \"count\": 1, \"lane\": 2},"
                           "          {\"space\": \"global\", \"address\": 0, \"type\": \"u64\", \"count\": 1},"
                           "          {\"space\": \"global\", \"address\": 256, \"type\": \"u64\", \"count\": 1}]}");
    if (!e) return;
    CHECK(gi_emu_run(e, 0) == GI_RUN_END);
    char *json = gi_emu_result_json(e);
    CHECK(json != NULL);
    if (json) {
        CHECK_STR(json, "{\"regs\": {\"r2\": [0, 1, 0, 4294967295]}, \"preds\": {\"p1\": [false, true, false, true]},"
                        " \"cc\": {\"ZF\": true}, \"mock_key\": 5, \"memory\": [{\"space\": \"global\", \"address\": 0,"
                        " \"type\": \"f32\", \"values\": [1.5, \"0x7fc00000\", null]}, {\"space\": \"scratch\","
                        " \"address\": 4, \"type\": \"s16\", \"lane\": 2, \"values\": [-3]}, {\"space\": \"global\","
                        " \"address\": 0, \"type\": \"u64\", \"values\": [9205357639414841344]}, {\"space\": \"global\","
                        " \"address\": 256, \"type\": \"u64\", \"values\": [\"0xfedcba9876543210\"]}], \"faults\": [],"
                        " \"instructions\": 1}");
        free(json);
    }
    FILE *f = tmpfile();
    if (f) {
        CHECK(gi_emu_write_summary(e, f) == 0);
        long n = ftell(f);
        rewind(f);
        char buf[1024] = {0};
        size_t got = fread(buf, 1, sizeof buf - 1, f);
        CHECK((long)got == n);
        CHECK(strstr(buf, "instructions: 1\nfaults: 0\n") == buf);
        CHECK(strstr(buf, "regs:\n  r2: 0x00000000 0x00000001 0x00000000 0xffffffff\n") != NULL);
        CHECK(strstr(buf, "preds:\n  p1: 0 1 0 1\n") != NULL);
        CHECK(strstr(buf, "memory:\n  global 0x0 f32: 1.5 0x7fc00000 -\n") != NULL);
        CHECK(strstr(buf, "  scratch lane 2 0x4 s16: -3\n") != NULL);
        fclose(f);
    }
    gi_emu_free(e);
}

static void test_api_misc(void)
{
    static const uint8_t prog[][4] = {{0, 0, 0, 0}};
    gi_emu *e = with_state(prog, 1, NULL);
    if (!e) return;
    uint8_t w[4] = {1, 2, 3, 4}, b[4];
    CHECK(gi_emu_mem_write(e, GI_SPACE_GLOBAL, 0, 0x100, w, 4) != 0);
    CHECK(strstr(gi_emu_error(e), "global bytes 0x100..+4 do not exist") != NULL);
    CHECK(gi_emu_mem_map(e, GI_SPACE_GLOBAL, 0x100, 4) == 0);
    CHECK(gi_emu_mem_write(e, GI_SPACE_GLOBAL, 0, 0x100, w, 4) == 0);
    CHECK(gi_emu_mem_write(e, GI_SPACE_LOCAL, -1, 8, w, 4) == 0);
    CHECK(gi_emu_mem_read(e, GI_SPACE_LOCAL, 3, 8, b, 4) == 0 && b[3] == 4);
    CHECK(gi_emu_mem_read(e, GI_SPACE_LOCAL, 4, 8, b, 4) != 0);   /* 4 lanes */
    CHECK(gi_emu_mem_read(e, GI_SPACE_LOCAL, -1, 8, b, 4) != 0);
    CHECK(gi_emu_set_local_size(e, 4) == 0);
    CHECK(gi_emu_mem_read(e, GI_SPACE_LOCAL, 0, 8, b, 4) != 0);
    CHECK(gi_emu_set_shared_size(e, 8) == 0);
    CHECK(gi_emu_mem_write(e, GI_SPACE_SHARED, 0, 4, w, 4) == 0);
    CHECK(gi_emu_mem_write(e, GI_SPACE_SHARED, 0, 5, w, 4) != 0);
    CHECK(gi_emu_reg_write(e, "r3", 2, 0x1234567899ull) == 0);
    CHECK_EQ_U64(reg(e, "r3", 2), 0x34567899);
    CHECK(gi_emu_reg_write(e, "q1", -1, 1) != 0);
    CHECK_STR(gi_emu_error(e), "unknown register 'q1'");
    CHECK(gi_emu_reg_write(e, "r1", 4, 1) != 0);
    CHECK(gi_emu_pred_write(e, "p0", 1, 5) == 0);
    int p = 0;
    CHECK(gi_emu_pred_read(e, "p0", 1, &p) == 0 && p == 1);
    CHECK(gi_emu_set_lanes(e, 3) != 0);
    CHECK(gi_emu_set_lanes(e, 0) != 0);
    CHECK(gi_emu_set_lanes(e, 64) == 0 && gi_emu_get_exec(e) == ~0ull);
    gi_emu_set_exec(e, 0x10);
    CHECK_EQ_U64(gi_emu_get_exec(e), 0x10);
    gi_emu_free(e);
    gi_emu_free(NULL);
}

int main(void)
{
    test_load_store();
    test_faults();
    test_limits();
    test_hook_and_trace();
    test_result_groups();
    test_api_misc();
    TEST_DONE();
}
