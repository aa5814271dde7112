/* The JSON state reader (CONTRACT.md "State file") over the mock executor:
 * every key, per-lane arrays, hex strings, float types, exec masks, windows,
 * the ISA's own keys, and the errors for bad keys, types and ranges. */
#include "check.h"
#include "exec_mock.h"

static const uint8_t prog_end[][4] = {{0, 0, 0, 0}};

/* Load a state into a fresh mock emulator; returns the emulator (or NULL
 * after checking that the error message contains `want_err`). */
static gi_emu *load(const char *json, const char *want_err)
{
    gi_emu *e = mock_emu(prog_end, 1);
    if (!e) return NULL;
    int rc = gi_emu_load_state_json(e, json, strlen(json));
    if (want_err) {
        CHECK(rc != 0);
        if (!strstr(gi_emu_error(e), want_err))
            fprintf(stderr, "  state %s\n  error \"%s\", expected \"%s\"\n", json, gi_emu_error(e), want_err);
        CHECK(strstr(gi_emu_error(e), want_err) != NULL);
        gi_emu_free(e);
        return NULL;
    }
    if (rc) fprintf(stderr, "  state %s\n  unexpected error: %s\n", json, gi_emu_error(e));
    CHECK(rc == 0);
    return e;
}

static uint64_t reg(gi_emu *e, const char *name, int lane)
{
    uint64_t v = 0xDEAD;
    CHECK(gi_emu_reg_read(e, name, lane, &v) == 0);
    return v;
}

static uint64_t mem(gi_emu *e, gi_space sp, int lane, uint64_t addr, size_t size)
{
    uint8_t b[8] = {0};
    CHECK(gi_emu_mem_read(e, sp, lane, addr, b, size) == 0);
    return gi_le_load(b, size);
}

static void test_all_keys(void)
{
    gi_emu *e = load("{\"isa\": \"mock\", \"mcpu\": \"m1\", \"lanes\": 8,"
                     " \"exec\": [true, false, true, false, true, false, true, true],"
                     " \"regs\": {\"r1\": [0, 1, 2, 3, 4, 5, 6, \"0xFFFFFFFF\"], \"r2\": 4096, \"r3\": -1,"
                     "           \"s0\": \"0x0\"},"
                     " \"preds\": {\"p0\": [true, false, true, false, true, false, true, false], \"p1\": true},"
                     " \"memory\": [{\"space\": \"global\", \"address\": 4096, \"type\": \"u32\", \"values\": [1, 2, 3]},"
                     "            {\"space\": \"global\", \"address\": \"0x100c\", \"type\": \"u8\", \"values\": [255]},"
                     "            {\"space\": \"lds\", \"address\": 8, \"type\": \"u16\", \"values\": [65535]},"
                     "            {\"space\": \"local\", \"address\": 16, \"type\": \"s32\", \"values\": [-2], \"lane\": 5},"
                     "            {\"space\": \"scratch\", \"address\": 32, \"type\": \"u64\", \"values\": [\"0x123456789abcdef0\"]}],"
                     " \"constants\": [{\"bank\": 3, \"offset\": 16, \"type\": \"u32\", \"values\": [4096, 7]}],"
                     " \"shared_window\": {\"base\": 4261412864, \"size\": 1024, \"alloc\": 256},"
                     " \"local_window\": {\"base\": \"0xFF000000\", \"size\": 65536},"
                     " \"mock_key\": 42,"
                     " \"dump\": [{\"space\": \"global\", \"address\": 4096, \"type\": \"u32\", \"count\": 4},"
                     "          {\"space\": \"scratch\", \"address\": 16, \"type\": \"s32\", \"count\": 1, \"lane\": 5}]}",
                     NULL);
    if (!e) return;
    CHECK(gi_emu_lanes(e) == 8);
    CHECK_EQ_U64(gi_emu_get_exec(e), 0xD5);
    CHECK_EQ_U64(reg(e, "r1", 1), 1);
    CHECK_EQ_U64(reg(e, "r1", 7), 0xFFFFFFFF);
    CHECK_EQ_U64(reg(e, "r2", 0), 4096);
    CHECK_EQ_U64(reg(e, "r2", 7), 4096);
    CHECK_EQ_U64(reg(e, "r3", 3), 0xFFFFFFFF);
    int p = -1;
    CHECK(gi_emu_pred_read(e, "p0", 2, &p) == 0 && p == 1);
    CHECK(gi_emu_pred_read(e, "p0", 3, &p) == 0 && p == 0);
    CHECK(gi_emu_pred_read(e, "p1", 5, &p) == 0 && p == 1);
    CHECK_EQ_U64(mem(e, GI_SPACE_GLOBAL, 0, 4100, 4), 2);
    CHECK_EQ_U64(mem(e, GI_SPACE_GLOBAL, 0, 0x100c, 1), 255);   /* adjacent entry merged */
    CHECK_EQ_U64(mem(e, GI_SPACE_SHARED, 0, 8, 2), 0xFFFF);
    CHECK_EQ_U64(mem(e, GI_SPACE_LOCAL, 5, 16, 4), 0xFFFFFFFE);
    CHECK_EQ_U64(mem(e, GI_SPACE_LOCAL, 4, 16, 4), 0);            /* only lane 5 */
    CHECK_EQ_U64(mem(e, GI_SPACE_LOCAL, 0, 32, 8), 0x123456789abcdef0ull);   /* every lane */
    CHECK_EQ_U64(mem(e, GI_SPACE_LOCAL, 7, 32, 8), 0x123456789abcdef0ull);
    CHECK_EQ_U64(mem(e, GI_SPACE_CONST, 0, 3u << 16 | 20, 4), 7);
    CHECK_EQ_U64(e->m.shared_window.base, 0xFE000000u);
    CHECK_EQ_U64(e->m.shared_window.size, 1024);
    CHECK_EQ_U64(e->m.shared_window.alloc, 256);
    CHECK(e->m.shared_window.given);
    CHECK_EQ_U64(e->m.local_window.base, 0xFF000000u);
    CHECK_EQ_U64(e->m.mem.local_size, 65536);
    CHECK(((mock_st *)e->st)->key == 42);
    CHECK(((mock_st *)e->st)->done_called == 1);
    CHECK(e->dumps.len == 2);
    gi_emu_free(e);
}

static void test_defaults(void)
{
    gi_emu *e = load("{}", NULL);
    if (!e) return;
    CHECK(gi_emu_lanes(e) == 4);
    CHECK_EQ_U64(gi_emu_get_exec(e), 0xF);
    CHECK_EQ_U64(reg(e, "r5", 2), 0);
    CHECK_EQ_U64(e->m.shared_window.base, 0xFE000000u);   /* the ISA's default */
    CHECK(!e->m.shared_window.given);
    gi_emu_free(e);
    /* shared_window: alloc defaults to size */
    e = load("{\"shared_window\": {\"size\": 128}}", NULL);
    if (e) {
        CHECK_EQ_U64(e->m.shared_window.alloc, 128);
        uint8_t b[4];
        CHECK(gi_emu_mem_read(e, GI_SPACE_SHARED, 0, 124, b, 4) == 0);
        CHECK(gi_emu_mem_read(e, GI_SPACE_SHARED, 0, 125, b, 4) != 0);
        gi_emu_free(e);
    }
    e = load("{\"lanes\": 64}", NULL);
    if (e) {
        CHECK_EQ_U64(gi_emu_get_exec(e), ~0ull);
        gi_emu_free(e);
    }
}

static void test_exec_forms(void)
{
    gi_emu *e = load("{\"exec\": 5}", NULL);
    if (e) {
        CHECK_EQ_U64(gi_emu_get_exec(e), 5);
        gi_emu_free(e);
    }
    e = load("{\"exec\": \"0xffffffff00000001\"}", NULL);   /* bits past the lanes are kept */
    if (e) {
        CHECK_EQ_U64(gi_emu_get_exec(e), 0xffffffff00000001ull);
        gi_emu_free(e);
    }
    e = load("{\"exec\": [false, false, false, false]}", NULL);
    if (e) {
        CHECK_EQ_U64(gi_emu_get_exec(e), 0);
        gi_emu_free(e);
    }
    load("{\"exec\": [true, true]}", "2 entries for 4 lanes");
    load("{\"exec\": [1, 0, 1, 0]}", "exec\"[0] must be true or false");
    load("{\"exec\": -1}", "unsigned 64-bit");
    load("{\"exec\": 1.5}", "unsigned 64-bit");
}

static void test_floats(void)
{
    gi_emu *e = load("{\"memory\": ["
                     "{\"space\": \"global\", \"address\": 0, \"type\": \"f32\", \"values\": [1.5, -2, 0.1, \"0x7fc00001\"]},"
                     "{\"space\": \"global\", \"address\": 16, \"type\": \"f16\", \"values\": [1.0, 65504, 0.1, 5.960464477539063e-08, 1e-9, 65519.99]},"
                     "{\"space\": \"global\", \"address\": 32, \"type\": \"f64\", \"values\": [0.1, 3, 1e308]}]}",
                     NULL);
    if (!e) return;
    CHECK_EQ_U64(mem(e, GI_SPACE_GLOBAL, 0, 0, 4), 0x3FC00000);
    CHECK_EQ_U64(mem(e, GI_SPACE_GLOBAL, 0, 4, 4), 0xC0000000);
    CHECK_EQ_U64(mem(e, GI_SPACE_GLOBAL, 0, 8, 4), 0x3DCCCCCD);   /* 0.1 rounded to nearest */
    CHECK_EQ_U64(mem(e, GI_SPACE_GLOBAL, 0, 12, 4), 0x7FC00001);  /* hex = bit pattern */
    CHECK_EQ_U64(mem(e, GI_SPACE_GLOBAL, 0, 16, 2), 0x3C00);
    CHECK_EQ_U64(mem(e, GI_SPACE_GLOBAL, 0, 18, 2), 0x7BFF);
    CHECK_EQ_U64(mem(e, GI_SPACE_GLOBAL, 0, 20, 2), 0x2E66);      /* 0.1 in f16 */
    CHECK_EQ_U64(mem(e, GI_SPACE_GLOBAL, 0, 22, 2), 0x0001);      /* smallest denormal */
    CHECK_EQ_U64(mem(e, GI_SPACE_GLOBAL, 0, 24, 2), 0x0000);      /* underflow to zero is allowed */
    CHECK_EQ_U64(mem(e, GI_SPACE_GLOBAL, 0, 26, 2), 0x7BFF);      /* below the rounding midpoint of 65520 */
    CHECK_EQ_U64(mem(e, GI_SPACE_GLOBAL, 0, 32, 8), 0x3FB999999999999Aull);
    CHECK_EQ_U64(mem(e, GI_SPACE_GLOBAL, 0, 40, 8), 0x4008000000000000ull);
    gi_emu_free(e);
    load("{\"memory\": [{\"space\": \"global\", \"address\": 0, \"type\": \"f16\", \"values\": [65520]}]}",
         "out of range for f16");
    load("{\"memory\": [{\"space\": \"global\", \"address\": 0, \"type\": \"f32\", \"values\": [1e39]}]}",
         "out of range for f32");
    load("{\"memory\": [{\"space\": \"global\", \"address\": 0, \"type\": \"f16\", \"values\": [\"0x10000\"]}]}",
         "does not fit in f16");
    load("{\"memory\": [{\"space\": \"global\", \"address\": 0, \"type\": \"f32\", \"values\": [true]}]}",
         "boolean is not a f32");
}

static void test_int_ranges(void)
{
    gi_emu *e = load("{\"memory\": [{\"space\": \"global\", \"address\": 0, \"type\": \"s8\", \"values\": [-128, 127, \"0x80\"]},"
                     "{\"space\": \"global\", \"address\": 8, \"type\": \"s64\", \"values\": [-9223372036854775808]},"
                     "{\"space\": \"global\", \"address\": 16, \"type\": \"u64\", \"values\": [\"0xFFFFFFFFFFFFFFFF\", 9223372036854775807]},"
                     "{\"space\": \"global\", \"address\": 32, \"type\": \"s16\", \"values\": [-32768, 32767]}]}",
                     NULL);
    if (e) {
        CHECK_EQ_U64(mem(e, GI_SPACE_GLOBAL, 0, 0, 1), 0x80);
        CHECK_EQ_U64(mem(e, GI_SPACE_GLOBAL, 0, 1, 1), 0x7F);
        CHECK_EQ_U64(mem(e, GI_SPACE_GLOBAL, 0, 2, 1), 0x80);
        CHECK_EQ_U64(mem(e, GI_SPACE_GLOBAL, 0, 8, 8), 0x8000000000000000ull);
        CHECK_EQ_U64(mem(e, GI_SPACE_GLOBAL, 0, 16, 8), ~0ull);
        CHECK_EQ_U64(mem(e, GI_SPACE_GLOBAL, 0, 24, 8), 0x7FFFFFFFFFFFFFFFull);
        CHECK_EQ_U64(mem(e, GI_SPACE_GLOBAL, 0, 32, 4), 0x7FFF8000);
        gi_emu_free(e);
    }
    static const char *const bad[][2] = {
        {"u8", "256"}, {"u8", "-1"}, {"s8", "128"}, {"s8", "-129"}, {"u16", "65536"}, {"s16", "-32769"},
        {"u32", "4294967296"}, {"s32", "2147483648"}, {"s32", "-2147483649"}, {"u64", "-1"}, {"u8", "\"0x100\""},
        {"u32", "1.5"}, {"s64", "\"0x1ffffffffffffffff\""}, {"u8", "\"12\""}, {"u8", "\"0x\""}, {"u8", "\"0xg\""},
        {"u8", "null"}, {"u8", "[1]"}};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char json[256];
        snprintf(json, sizeof json,
                 "{\"memory\": [{\"space\": \"global\", \"address\": 0, \"type\": \"%s\", \"values\": [%s]}]}",
                 bad[i][0], bad[i][1]);
        load(json, "memory[0]: values[0]");
    }
}

static void test_bad_keys(void)
{
    load("{\"lane\": 4}", "unknown key 'lane'");
    load("{\"regs\": {}, \"Regs\": {}}", "unknown key 'Regs'");
    load("{\"memory\": [{\"space\": \"global\", \"adress\": 0, \"type\": \"u8\", \"values\": []}]}",
         "unknown key 'adress' in memory[0]");
    load("{\"shared_window\": {\"base\": 0, \"sizee\": 1}}", "unknown key 'sizee' in shared_window");
    load("{\"local_window\": {\"alloc\": 1}}", "unknown key 'alloc' in local_window");
    load("{\"dump\": [{\"space\": \"global\", \"address\": 0, \"type\": \"u8\", \"count\": 1, \"x\": 1}]}",
         "unknown key 'x' in dump[0]");
    load("{\"constants\": [{\"bank\": 0, \"offset\": 0, \"type\": \"u8\", \"values\": [], \"space\": 1}]}",
         "unknown key 'space' in constants[0]");
    load("{\"regs\": {\"r1\": 1, \"r1\": 2}}", "duplicate");
    load("[1, 2]", "top level must be a JSON object");
    load("{\"regs\": ", "line 1");
    load("", "state: line");
    load("{\"mock_key\": \"x\"}", "mock_key: must be an integer");
    load("{\"mock_key\": 666}", "mock: bad key value");
    load("{\"isa\": 5}", "\"isa\" must be a string");
    load("{\"mcpu\": null}", "\"mcpu\" must be a string");
}

static void test_bad_values(void)
{
    load("{\"lanes\": 0}", "\"lanes\" must be an integer 1..64");
    load("{\"lanes\": 65}", "\"lanes\" must be an integer 1..64");
    load("{\"lanes\": \"4\"}", "\"lanes\" must be an integer 1..64");
    load("{\"lanes\": 3}", "3 lanes are not allowed");
    load("{\"regs\": {\"r9\": 1}}", "regs.r9: unknown register 'r9'");
    load("{\"regs\": {\"r1\": [1, 2, 3]}}", "regs.r1 has 3 values for 4 lanes");
    load("{\"regs\": {\"r1\": 4294967296}}", "not a 32-bit integer");
    load("{\"regs\": {\"r1\": -2147483649}}", "not a 32-bit integer");
    load("{\"regs\": {\"r1\": 1.5}}", "not a 32-bit integer");
    load("{\"regs\": {\"r1\": true}}", "not a 32-bit integer");
    load("{\"regs\": {\"r1\": \"0x100000000\"}}", "not a 32-bit integer");
    load("{\"regs\": {\"r1\": [1, 2, 3, {}]}}", "regs.r1: expected a number");
    load("{\"regs\": []}", "\"regs\" must be an object");
    load("{\"preds\": {\"p2\": true}}", "preds.p2: unknown predicate 'p2'");
    load("{\"preds\": {\"p0\": 1}}", "preds.p0 must be a boolean or an array");
    load("{\"preds\": {\"p0\": [true]}}", "preds.p0 has 1 values for 4 lanes");
    load("{\"preds\": {\"p0\": [true, 1, true, true]}}", "preds.p0[1] must be true or false");
    load("{\"memory\": {}}", "\"memory\" must be an array");
    load("{\"memory\": [5]}", "memory[0] must be an object");
    load("{\"memory\": [{\"space\": \"vram\", \"address\": 0, \"type\": \"u8\", \"values\": [1]}]}",
         "unknown memory space 'vram' for ISA mock (global shared local lds scratch)");
    load("{\"memory\": [{\"space\": \"global\", \"address\": 0, \"type\": \"u24\", \"values\": [1]}]}",
         "unknown type 'u24'");
    load("{\"memory\": [{\"space\": \"global\", \"type\": \"u8\", \"values\": [1]}]}", "\"address\" is required");
    load("{\"memory\": [{\"space\": \"global\", \"address\": 0, \"values\": [1]}]}", "\"type\" (a string) is required");
    load("{\"memory\": [{\"address\": 0, \"type\": \"u8\", \"values\": [1]}]}", "\"space\" (a string) is required");
    load("{\"memory\": [{\"space\": \"global\", \"address\": 0, \"type\": \"u8\"}]}", "\"values\" (an array) is required");
    load("{\"memory\": [{\"space\": \"global\", \"address\": -4, \"type\": \"u8\", \"values\": [1]}]}",
         "unsigned 64-bit");
    load("{\"memory\": [{\"space\": \"global\", \"address\": \"0xfffffffffffffffe\", \"type\": \"u32\", \"values\": [1]}]}",
         "passes 2^64");
    load("{\"memory\": [{\"space\": \"global\", \"address\": 0, \"type\": \"u8\", \"values\": [1], \"lane\": 0}]}",
         "\"lane\" is only for per-lane memory");
    load("{\"memory\": [{\"space\": \"local\", \"address\": 0, \"type\": \"u8\", \"values\": [1], \"lane\": 4}]}",
         "\"lane\" must be 0..3");
    load("{\"memory\": [{\"space\": \"local\", \"address\": 16777215, \"type\": \"u16\", \"values\": [1]}]}",
         "outside the local memory");
    load("{\"memory\": [{\"space\": \"lds\", \"address\": 255, \"type\": \"u16\", \"values\": [1]}]}",
         "shared entry past 256 bytes");   /* the ISA's check_memory */
    load("{\"constants\": [{\"bank\": 32, \"offset\": 0, \"type\": \"u8\", \"values\": [1]}]}", "bank must be 0..31");
    load("{\"constants\": [{\"bank\": 0, \"offset\": 65536, \"type\": \"u8\", \"values\": [1]}]}",
         "offset must be below 0x10000");
    load("{\"constants\": [{\"bank\": 0, \"offset\": 65534, \"type\": \"u32\", \"values\": [1]}]}",
         "pass the end of the 64 KiB bank");
    load("{\"constants\": [{\"offset\": 0, \"type\": \"u8\", \"values\": [1]}]}", "\"bank\" and \"offset\" are required");
    load("{\"shared_window\": {\"size\": 16, \"alloc\": 32}}", "alloc (32) is larger than its size (16)");
    load("{\"shared_window\": {\"base\": \"0xffffffffffffff00\", \"size\": 512}}", "passes 2^64");
    load("{\"shared_window\": 5}", "\"shared_window\" must be an object");
    load("{\"shared_window\": {\"size\": 4294967296}}", "exceeds the guest memory limit");
    load("{\"dump\": [{\"space\": \"global\", \"address\": 0, \"type\": \"u8\"}]}", "\"address\" and \"count\" are required");
    load("{\"dump\": [{\"space\": \"global\", \"address\": 0, \"type\": \"u64\", \"count\": \"0xffffffffffffffff\"}]}",
         "at most 4194304 elements in all");
    load("{\"dump\": [{\"space\": \"global\", \"address\": 0, \"type\": \"u8\", \"count\": 4194300},"
         " {\"space\": \"global\", \"address\": 0, \"type\": \"u8\", \"count\": 5}]}",
         "dump[1]: count 5: the dump ranges may hold at most 4194304 elements in all");
    load("{\"dump\": {}}", "\"dump\" must be an array");
}

static void test_memory_limit(void)
{
    gi_emu *e = mock_emu(prog_end, 1);
    if (!e) return;
    gi_emu_set_limits(e, 0, 4096);
    const char *j = "{\"memory\": [{\"space\": \"global\", \"address\": 0, \"type\": \"u8\", \"values\": [1]},"
                    "{\"space\": \"global\", \"address\": 1000000, \"type\": \"u64\", \"values\": [1]}]}";
    /* the mock's 256 shared bytes are allocated before the limit shrank; still below it */
    CHECK(gi_emu_load_state_json(e, j, strlen(j)) == 0);
    const char *big = "{\"memory\": [{\"space\": \"scratch\", \"address\": 0, \"type\": \"u8\", \"values\": [1]}]}";
    CHECK(gi_emu_load_state_json(e, big, strlen(big)) != 0);   /* 4 lanes x 4 KiB pages */
    CHECK(strstr(gi_emu_error(e), "guest memory limit (4096 bytes) is exceeded") != NULL);
    gi_emu_free(e);
}

static void test_no_program(void)
{
    char err[128];
    gi_emu *e = gi_emu_new_exec(&mock_exec, NULL, "mock", err, sizeof err);
    CHECK(e != NULL);
    CHECK(gi_emu_load_state_json(e, "{}", 2) != 0);
    CHECK(strstr(gi_emu_error(e), "load the program first") != NULL);
    uint64_t v;
    CHECK(gi_emu_reg_read(e, "r0", 0, &v) != 0);
    CHECK(gi_emu_run(e, 0) == GI_RUN_ERROR);
    /* the program must decode */
    CHECK(gi_emu_load(e, (const uint8_t *)"abc", 3, NULL, 0) != 0);
    CHECK(strstr(gi_emu_error(e), "not a multiple of 4") != NULL);
    gi_emu_free(e);
    CHECK(gi_emu_new_exec(NULL, NULL, "sass", err, sizeof err) == NULL);
    CHECK_STR(err, "execution is not supported for ISA sass yet");
}

/* The value helpers ISAs use for their own keys and register shapes. */
static void test_value_helpers(void)
{
    char err[128];
    gi_value v;
    uint64_t u = 0;
    json_t *j = json_integer(-1);
    CHECK(gi_value_from_json(j, &v, err, sizeof err) == 0 && v.kind == GI_VAL_INT && v.neg);
    CHECK(gi_value_to_uint(&v, 64, &u) == 0 && u == ~0ull);
    CHECK(gi_value_to_uint(&v, 16, &u) == 0 && u == 0xFFFF);
    CHECK(gi_value_to_uint(&v, 1, &u) == 0 && u == 1);
    json_decref(j);
    j = json_integer(-32769);
    CHECK(gi_value_from_json(j, &v, err, sizeof err) == 0 && gi_value_to_uint(&v, 16, &u) != 0);
    json_decref(j);
    j = json_string("0xFFFFFFFFFFFFFFFF");
    CHECK(gi_value_from_json(j, &v, err, sizeof err) == 0 && v.hex && gi_value_to_uint(&v, 64, &u) == 0);
    CHECK_EQ_U64(u, ~0ull);
    CHECK(gi_value_to_uint(&v, 32, &u) != 0);
    json_decref(j);
    j = json_string("0x00000000000000000001");   /* leading zeros beyond 16 digits are fine */
    CHECK(gi_value_from_json(j, &v, err, sizeof err) == 0 && v.u == 1);
    json_decref(j);
    j = json_string("0x10000000000000000");      /* 2^64 */
    CHECK(gi_value_from_json(j, &v, err, sizeof err) != 0);
    json_decref(j);
    j = json_true();
    CHECK(gi_value_from_json(j, &v, err, sizeof err) == 0 && v.kind == GI_VAL_BOOL && v.u == 1);
    CHECK(gi_value_to_uint(&v, 32, &u) != 0);
    json_decref(j);
    j = json_real(0.5);
    CHECK(gi_value_from_json(j, &v, err, sizeof err) == 0 && v.kind == GI_VAL_FLOAT);
    CHECK(gi_value_to_type(&v, GI_T_F16, &u, err, sizeof err) == 0 && u == 0x3800);
    CHECK(gi_value_to_type(&v, GI_T_U32, &u, err, sizeof err) != 0);
    json_decref(j);
    j = json_null();
    CHECK(gi_value_from_json(j, &v, err, sizeof err) != 0);
    json_decref(j);
    CHECK(gi_type_from_name("f16") == GI_T_F16 && gi_type_from_name("F16") == -1);
    CHECK(gi_type_size(GI_T_S64) == 8 && gi_type_is_signed(GI_T_S16) && !gi_type_is_signed(GI_T_U16));
    /* result forms of stored elements */
    json_t *o = gi_type_to_json(GI_T_S8, 0x80);
    CHECK(json_integer_value(o) == -128);
    json_decref(o);
    o = gi_type_to_json(GI_T_F16, 0x7C00);   /* inf has no JSON number */
    CHECK_STR(json_string_value(o), "0x7c00");
    json_decref(o);
    o = gi_type_to_json(GI_T_F16, 0x3555);
    CHECK(json_is_real(o) && json_real_value(o) == 0x1.554p-2);
    json_decref(o);
    o = gi_json_u64(0x8000000000000000ull);
    CHECK_STR(json_string_value(o), "0x8000000000000000");
    json_decref(o);
}

int main(void)
{
    test_value_helpers();
    test_all_keys();
    test_defaults();
    test_exec_forms();
    test_floats();
    test_int_ranges();
    test_bad_keys();
    test_bad_values();
    test_memory_limit();
    test_no_program();
    TEST_DONE();
}
