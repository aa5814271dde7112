/* Memory traces (src/exec/memtrace.c, docs/memory-trace.md): the CSV header
 * and record format, RFC 4180 quoting of instruction texts (commas, quotes),
 * the gzip path read back through zlib, a plain path, the merge of a load and
 * a store of one lane into an atomic record, --no-trace-values, and the
 * workgroup order of a launch when workgroups end out of order; a trace of
 * several MiB (more than the writer thread's ring of 1 MiB buffers, waves
 * whose buffers the plain sink takes without copying) against records
 * formatted here with snprintf, and its .gz byte-identical whichever order
 * the workgroups end in. */
#define _POSIX_C_SOURCE 200809L
#include "check.h"
#include "exec/memtrace.h"
#include <stdlib.h>
#include <unistd.h>
#include <zlib.h>

/* The whole file, through zlib (which reads plain files as they are). */
static char *slurp(const char *path)
{
    gzFile f = gzopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 1 << 16, n = 0;
    char *b = malloc(cap);
    int k;
    while (b && (k = gzread(f, b + n, (unsigned)(cap - n - 1))) > 0) {
        n += (size_t)k;
        if (n + 1 == cap) b = realloc(b, cap *= 2);
    }
    gzclose(f);
    if (b) b[n] = 0;
    return b;
}

static int is_gzip(const char *path)
{
    FILE *f = fopen(path, "rb");
    unsigned char m[2] = {0};
    if (!f) return 0;
    size_t n = fread(m, 1, 2, f);
    fclose(f);
    return n == 2 && m[0] == 0x1f && m[1] == 0x8b;
}

static void hook_access(gi_machine *m, uint64_t pc, int lane, gi_space sp, uint64_t addr, uint32_t v, int write)
{
    uint8_t b[4] = {(uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16), (uint8_t)(v >> 24)};
    gi_mem_access a = {pc, lane, sp, addr, 4, b, write, GI_MEM_OK};
    m->hook(m->hook_user, &a);
}

static const char *const expect =
    "isa,target,group_x,group_y,group_z,wave,pc,inst,lane,space,address,size,kind,value,status\n"
    /* workgroup 0 (ended second), wave 0 then wave 1 */
    "amdgpu,gfx900,0,0,0,0,0,\"ds_write_b32 v1, v2 ; \"\"q\"\"\",3,shared,8,4,store,0x11223344,ok\n"
    "amdgpu,gfx900,0,0,0,0,1,\"flat_atomic_add v0, v[2:3], v4 glc\",0,global,4096,4,atomic,0x00000064,ok\n"
    "amdgpu,gfx900,0,0,0,0,1,\"flat_atomic_add v0, v[2:3], v4 glc\",1,global,4096,4,atomic,0x00000065,ok\n"
    "amdgpu,gfx900,0,0,0,1,2,,-1,const,16,4,load,0x000000ff,ok\n"
    /* workgroup 1 (ended first) */
    "amdgpu,gfx900,1,0,0,0,0,\"ds_write_b32 v1, v2 ; \"\"q\"\"\",0,shared,0,4,store,0x00000001,ok\n"
    "amdgpu,gfx900,1,0,0,0,7,,0,global,64,4,load,0x00000002,ok\n";

static void run_case(const char *path, int values)
{
    char err[200];
    gi_memtrace *t = gi_memtrace_open(path, "amdgpu", "gfx900", values, err, sizeof err);
    CHECK(t != NULL);
    if (!t) return;
    const char *texts[] = {"ds_write_b32 v1, v2 ; \"q\"", "flat_atomic_add v0, v[2:3], v4 glc", NULL};
    CHECK(gi_memtrace_set_texts(t, texts, 3) == 0);
    gi_machine m[2][2];
    gi_mt_group *g[2];
    for (int k = 0; k < 2; k++) {   /* two workers with two waves each */
        g[k] = gi_mt_group_new(t, 2);
        for (unsigned i = 0; i < 2; i++) {
            gi_machine_init(&m[k][i], 4, 1 << 20);
            gi_mt_group_attach(g[k], i, &m[k][i]);
        }
    }
    const uint32_t g0[3] = {0, 0, 0}, g1[3] = {1, 0, 0};
    gi_mt_group_begin(g[0], g0);
    gi_mt_group_begin(g[1], g1);
    hook_access(&m[0][1], 2, -1, GI_SPACE_CONST, 16, 0xff, 0);   /* wave 1 first: written after wave 0 */
    hook_access(&m[0][0], 0, 3, GI_SPACE_SHARED, 8, 0x11223344, 1);
    hook_access(&m[0][0], 1, 0, GI_SPACE_GLOBAL, 4096, 100, 0);  /* read old, write new: one atomic */
    hook_access(&m[0][0], 1, 0, GI_SPACE_GLOBAL, 4096, 101, 1);
    hook_access(&m[0][0], 1, 1, GI_SPACE_GLOBAL, 4096, 101, 0);
    hook_access(&m[0][0], 1, 1, GI_SPACE_GLOBAL, 4096, 102, 1);
    hook_access(&m[1][0], 0, 0, GI_SPACE_SHARED, 0, 1, 1);
    hook_access(&m[1][0], 7, 0, GI_SPACE_GLOBAL, 64, 2, 0);      /* a load held back until the group ends */
    CHECK(gi_mt_group_end(g[1], 1) == 0);                   /* workgroup 1 ends first: it waits */
    CHECK(gi_mt_group_end(g[0], 0) == 0);
    for (int k = 0; k < 2; k++) {
        gi_mt_group_free(g[k]);
        for (int i = 0; i < 2; i++) gi_machine_free(&m[k][i]);
    }
    CHECK(gi_memtrace_close(t, err, sizeof err) == 0);
    char *got = slurp(path);
    if (values) {
        CHECK_STR(got, expect);
    } else {   /* the value column stays, empty */
        CHECK(got && strstr(got, ",3,shared,8,4,store,,ok\n") && !strstr(got, "0x"));
    }
    free(got);
}

/* Big traces: 3 workgroups of 2 waves, RECS accesses per wave over 40 pcs (the record prefix changes),
 * ending in the order `order`; the expected text in exp (snprintf, the order of the file). */
enum { RECS = 12000 };

static void big_access(unsigned grp, unsigned wave, unsigned i, uint64_t *pc, int *lane, uint64_t *addr, uint32_t *v)
{
    *pc = (i / 16) % 40;
    *lane = i % 64 == 63 ? -1 : (int)(i % 64);
    *addr = 0x100000000ull * grp + 4096u * wave + 4u * i;
    *v = i * 2654435761u ^ grp << 20 ^ wave;
}

static void big_case(const char *path, const unsigned order[3], char **exp)
{
    char err[200];
    gi_memtrace *t = gi_memtrace_open(path, "sass", "sm_50", 1, err, sizeof err);
    CHECK(t != NULL);
    if (!t) return;
    const char *texts[40];
    char tx[40][32];
    for (int i = 0; i < 40; i++) snprintf(tx[i], sizeof tx[i], "LDG.E R%d, [R2+0x%x]", i, 4 * i), texts[i] = tx[i];
    CHECK(gi_memtrace_set_texts(t, texts, 40) == 0);
    gi_machine m[3][2];
    gi_mt_group *g[3];
    for (unsigned k = 0; k < 3; k++) {
        g[k] = gi_mt_group_new(t, 2);
        for (unsigned w = 0; w < 2; w++) gi_machine_init(&m[k][w], 64, 1 << 20), gi_mt_group_attach(g[k], w, &m[k][w]);
        const uint32_t id[3] = {k, 0, 0};
        gi_mt_group_begin(g[k], id);
    }
    size_t cap = (size_t)3 * 2 * RECS * 96 + 200, n = 0;
    char *e = exp ? malloc(cap) : NULL;
    if (e) n = (size_t)snprintf(e, cap, "isa,target,group_x,group_y,group_z,wave,pc,inst,lane,space,address,size,kind,value,status\n");
    for (unsigned i = 0; i < RECS; i++)   /* the waves interleave, as they do in a run */
        for (unsigned k = 0; k < 3; k++)
            for (unsigned w = 0; w < 2; w++) {
                uint64_t pc, addr;
                int lane;
                uint32_t v;
                big_access(k, w, i, &pc, &lane, &addr, &v);
                hook_access(&m[k][w], pc, lane, GI_SPACE_GLOBAL, addr, v, 1);
            }
    for (unsigned k = 0; e && k < 3; k++)   /* the file: workgroup 0, 1, 2; in each wave 0 then wave 1 */
        for (unsigned w = 0; w < 2; w++)
            for (unsigned i = 0; i < RECS; i++) {
                uint64_t pc, addr;
                int lane;
                uint32_t v;
                big_access(k, w, i, &pc, &lane, &addr, &v);
                n += (size_t)snprintf(e + n, cap - n, "sass,sm_50,%u,0,0,%u,%llu,\"%s\",%d,global,%llu,4,store,0x%08x,ok\n", k,
                                      w, (unsigned long long)pc, tx[pc], lane, (unsigned long long)addr, v);
            }
    for (unsigned k = 0; k < 3; k++) CHECK(gi_mt_group_end(g[order[k]], order[k]) == 0);
    for (unsigned k = 0; k < 3; k++) {
        gi_mt_group_free(g[k]);
        for (int w = 0; w < 2; w++) gi_machine_free(&m[k][w]);
    }
    CHECK(gi_memtrace_close(t, err, sizeof err) == 0);
    if (exp) *exp = e;
}

static char *read_raw(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 1 << 20;
    char *b = malloc(cap);
    *n = 0;
    size_t k;
    while (b && (k = fread(b + *n, 1, cap - *n, f)) > 0)
        if ((*n += k) == cap) b = realloc(b, cap *= 2);
    fclose(f);
    return b;
}

static void big_traces(const char *dir)
{
    char gz1[96], gz2[96], plain[96];
    snprintf(gz1, sizeof gz1, "%s/big1.csv.gz", dir);
    snprintf(gz2, sizeof gz2, "%s/big2.csv.gz", dir);
    snprintf(plain, sizeof plain, "%s/big.csv", dir);
    const unsigned late[3] = {2, 0, 1}, inorder[3] = {0, 1, 2};
    char *exp = NULL;
    big_case(plain, late, &exp);
    CHECK(exp && strlen(exp) > 5u << 20);   /* more than the ring's 4 x 1 MiB */
    char *got = slurp(plain);
    CHECK(got && exp && !strcmp(got, exp));
    free(got);
    big_case(gz1, late, NULL);
    big_case(gz2, inorder, NULL);
    CHECK(is_gzip(gz1));
    got = slurp(gz1);
    CHECK(got && exp && !strcmp(got, exp));
    free(got);
    size_t n1 = 0, n2 = 0;
    char *b1 = read_raw(gz1, &n1), *b2 = read_raw(gz2, &n2);
    CHECK(b1 && b2 && n1 == n2 && !memcmp(b1, b2, n1));   /* the compressed bytes do not depend on the order */
    CHECK(n1 < strlen(exp) / 4);
    free(b1), free(b2), free(exp);
    unlink(gz1), unlink(gz2), unlink(plain);
}

/* The accesses of a fast path's batches (gi_mach_notify_batch), written by the trace as batch
 * records (batched) or, with the machine's batch form removed, one record per access: the files
 * must be the same bytes, and the text as worked out below. */
static char *batch_file(const char *path, int batched, int values, size_t *len)
{
    char err[200];
    gi_memtrace *t = gi_memtrace_open(path, "sass", "sm_50", values, err, sizeof err);
    CHECK(t != NULL);
    if (!t) return NULL;
    gi_machine m;
    gi_machine_init(&m, 32, 1 << 20);
    gi_mt_group *g = gi_mt_group_new(t, 1);
    gi_mt_group_attach(g, 0, &m);
    if (!batched) m.batch_hook = NULL;
    const uint32_t id[3] = {2, 1, 0};
    gi_mt_group_begin(g, id);
    uint8_t val[64];
    for (int i = 0; i < 64; i++) val[i] = (uint8_t)(0x10 + i);
    const uint8_t lanes[3] = {5, 0, 31};
    const uint64_t wide[3] = {0x100000000ull, 0x8, 0xfffffffffull};   /* needs 8-byte addresses */
    m.pc = 3;
    hook_access(&m, 3, 1, GI_SPACE_GLOBAL, 0x40, 7, 0);           /* a load, then a batch of stores */
    gi_mach_batch b1 = {GI_SPACE_GLOBAL, 1, 4, 3, lanes, 0, 0, wide, 0, val};
    gi_mach_notify_batch(&m, &b1);
    m.pc = 4;   /* lanes 2, 3, 4 of 2-byte loads at 0x20 on: 4-byte addresses, values padded */
    gi_mach_notify_run(&m, GI_SPACE_SHARED, 2, 1, 0x20, val, 2, 3, 0);
    m.pc = 5;   /* one lane's 12 bytes, twice (a transposed run) */
    gi_mach_notify_run(&m, GI_SPACE_LOCAL, 7, 0, 0x100, val + 8, 12, 2, 0);
    m.pc = 6;   /* lanes past 255: not a batch record's shape, recorded one by one */
    gi_mach_notify_run(&m, GI_SPACE_SHARED, 250, 4, 0, val, 1, 3, 1);
    CHECK(gi_mt_group_end(g, 0) == 0);
    gi_mt_group_free(g);
    gi_machine_free(&m);
    CHECK(gi_memtrace_close(t, err, sizeof err) == 0);
    return read_raw(path, len);
}

static void batch_traces(const char *dir)
{
    static const char *const want =
        "sass,sm_50,2,1,0,0,3,,1,global,64,4,load,0x00000007,ok\n"
        "sass,sm_50,2,1,0,0,3,,5,global,4294967296,4,store,0x13121110,ok\n"
        "sass,sm_50,2,1,0,0,3,,0,global,8,4,store,0x17161514,ok\n"
        "sass,sm_50,2,1,0,0,3,,31,global,68719476735,4,store,0x1b1a1918,ok\n"
        "sass,sm_50,2,1,0,0,4,,2,shared,32,2,load,0x1110,ok\n"
        "sass,sm_50,2,1,0,0,4,,3,shared,34,2,load,0x1312,ok\n"
        "sass,sm_50,2,1,0,0,4,,4,shared,36,2,load,0x1514,ok\n"
        "sass,sm_50,2,1,0,0,5,,7,local,256,12,load,0x232221201f1e1d1c1b1a1918,ok\n"
        "sass,sm_50,2,1,0,0,5,,7,local,268,12,load,0x2f2e2d2c2b2a292827262524,ok\n"
        "sass,sm_50,2,1,0,0,6,,250,shared,0,1,store,0x10,ok\n"
        "sass,sm_50,2,1,0,0,6,,254,shared,1,1,store,0x11,ok\n"
        "sass,sm_50,2,1,0,0,6,,258,shared,2,1,store,0x12,ok\n";
    const char *ext[3] = {"csv", "csv.gz", "parquet"};
    for (int f = 0; f < 3; f++)
        for (int values = 0; values < 2; values++) {
            char p1[96], p2[96];
            snprintf(p1, sizeof p1, "%s/batch1.%s", dir, ext[f]);
            snprintf(p2, sizeof p2, "%s/batch0.%s", dir, ext[f]);
            size_t n1 = 0, n0 = 0;
            char *b1 = batch_file(p1, 1, values, &n1), *b0 = batch_file(p2, 0, values, &n0);
            CHECK(b1 && b0 && n1 == n0 && n1 > 0 && !memcmp(b1, b0, n1));
            if (f == 0 && values) {
                char *got = slurp(p1);
                CHECK(got && !strncmp(got, "isa,", 4) && strchr(got, '\n') && !strcmp(strchr(got, '\n') + 1, want));
                free(got);
            }
            free(b1), free(b0);
            unlink(p1), unlink(p2);
        }
}

int main(void)
{
    char dir[] = "/tmp/gi_memtrace_XXXXXX", gz[64], plain[64];
    CHECK(mkdtemp(dir) != NULL);
    snprintf(gz, sizeof gz, "%s/t.csv.gz", dir);
    snprintf(plain, sizeof plain, "%s/t.csv", dir);
    run_case(gz, 1);
    CHECK(is_gzip(gz));
    run_case(plain, 1);
    CHECK(!is_gzip(plain));
    run_case(plain, 0);
    big_traces(dir);
    batch_traces(dir);
    char err[200];
    CHECK(gi_memtrace_open("/nonexistent-dir/t.csv", "sass", "sm_50", 1, err, sizeof err) == NULL);
    CHECK(strstr(err, "cannot open") != NULL);
    unlink(gz), unlink(plain), rmdir(dir);
    TEST_DONE();
}
