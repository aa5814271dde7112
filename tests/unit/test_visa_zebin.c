/* The zebin reader (src/visa/obj): a small zebin laid out here by hand (ELF64 header, the
 * sections, the section headers) read back field by field, then broken inputs, each with
 * the error it must give. */
#include "check.h"
#include "visa/obj/zebin.h"
#include <stdlib.h>
#include <string.h>

typedef struct sec {
    const char *name;
    uint32_t type;
    const void *data;
    size_t size;
    uint32_t info;
} sec;

static void put(uint8_t *p, uint64_t v, int n)
{
    for (int i = 0; i < n; i++) p[i] = (uint8_t)(v >> (8 * i));
}

/* an ELF64 little-endian REL file of machine `machine` with the sections given (a null
 * section first, the section name table last) */
static uint8_t *build(const sec *s, int ns, unsigned machine, size_t *n)
{
    size_t strsz = 11, off = 64;   /* "\0.shstrtab\0" */
    for (int i = 0; i < ns; i++) strsz += strlen(s[i].name) + 1;
    size_t data = off;
    for (int i = 0; i < ns; i++) data += s[i].size;
    size_t shoff = (data + strsz + 7) & ~(size_t)7;
    int shnum = ns + 2;
    *n = shoff + (size_t)shnum * 64;
    uint8_t *b = calloc(1, *n);
    memcpy(b, "\x7f" "ELF\x02\x01\x01", 7);
    put(b + 16, 1, 2), put(b + 18, machine, 2), put(b + 20, 1, 4), put(b + 40, shoff, 8);
    put(b + 52, 64, 2), put(b + 58, 64, 2), put(b + 60, (uint64_t)shnum, 2), put(b + 62, (uint64_t)shnum - 1, 2);
    char *str = (char *)b + data;
    size_t so = 1;
    for (int i = 0; i < ns; i++) {
        uint8_t *h = b + shoff + (size_t)(i + 1) * 64;
        memcpy(b + off, s[i].data, s[i].size);
        strcpy(str + so, s[i].name);
        put(h, so, 4), put(h + 4, s[i].type, 4), put(h + 24, off, 8), put(h + 32, s[i].size, 8);
        put(h + 44, s[i].info, 4);
        if (s[i].type == 1 && !strncmp(s[i].name, ".text.", 6)) put(h + 8, 6, 8);   /* SHF_ALLOC|SHF_EXECINSTR */
        so += strlen(s[i].name) + 1, off += s[i].size;
    }
    strcpy(str + so, ".shstrtab");
    uint8_t *h = b + shoff + (size_t)(shnum - 1) * 64;
    put(h, so, 4), put(h + 4, 3, 4), put(h + 24, data, 8), put(h + 32, strsz, 8);
    return b;
}

static const uint8_t code[32] = {0x61, 0, 0x03, 0x80, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17};
enum { SHT_ZEINFO = 0xff000011u };

static const char *good_yaml =
    "---\n"
    "version: '1.20'\n"
    "kernels:\n"
    "  - name: k\n"
    "    user_attributes:\n"
    "      reqd_work_group_size: [8, 4, 1]\n"
    "    execution_env:\n"
    "      barrier_count: 1\n"
    "      grf_count: 128\n"
    "      has_4gb_buffers: true\n"
    "      required_work_group_size: [8, 4, 1]\n"
    "      simd_size: 16\n"
    "      slm_size: 64\n"
    "      thread_scheduling_mode: round_robin\n"
    "    payload_arguments:\n"
    "      - arg_type: global_id_offset\n"
    "        offset: 0\n"
    "        size: 12\n"
    "      - arg_type: arg_bypointer\n"
    "        offset: 32\n"
    "        size: 8\n"
    "        arg_index: 0\n"
    "        addrmode: stateless\n"
    "        addrspace: global\n"
    "        access_type: readwrite\n"
    "      - arg_type: arg_byvalue\n"
    "        offset: 40\n"
    "        size: 4\n"
    "        arg_index: 1\n"
    "        source_offset: 0\n"
    "    per_thread_payload_arguments:\n"
    "      - arg_type: local_id\n"
    "        offset: 0\n"
    "        size: 96\n"
    "    binding_table_indices:\n"
    "      - bti_value: 0\n"
    "        arg_index: 0\n"
    "    per_thread_memory_buffers:\n"
    "      - type: scratch\n"
    "        usage: single_space\n"
    "        size: 256\n"
    "kernels_misc_info:\n"
    "  - name: k\n"
    "    args_info: []\n"
    "...\n";

static uint8_t *zebin_of(const char *yaml, const char *text_name, size_t *n)
{
    sec s[2] = {{text_name, 1, code, sizeof code, 0}, {".ze_info", SHT_ZEINFO, yaml, strlen(yaml), 0}};
    return build(s, 2, 205, n);
}

static void test_good(void)
{
    size_t n;
    uint8_t *b = zebin_of(good_yaml, ".text.k", &n);
    visa_zebin z;
    char err[256] = "";
    CHECK_EQ_U64(visa_zebin_read(b, n, &z, err, sizeof err), 0);
    if (err[0]) fprintf(stderr, "unexpected error: %s\n", err);
    CHECK_STR(z.version, "1.20");
    CHECK_EQ_U64(z.nkernels, 1);
    const visa_zebin_kernel *k = visa_zebin_find(&z, "k");
    CHECK(k != NULL);
    CHECK(visa_zebin_find(&z, "other") == NULL);
    if (k) {
        CHECK_EQ_U64(k->simd_size, 16);
        CHECK_EQ_U64(k->grf_count, 128);
        CHECK_EQ_U64(k->slm_size, 64);
        CHECK(k->has_barriers && k->barrier_count == 1 && k->has_4gb_buffers && !k->has_global_atomics);
        CHECK(k->required_work_group_size[0] == 8 && k->required_work_group_size[1] == 4 &&
              k->required_work_group_size[2] == 1);
        CHECK(k->work_group_walk_order_dimensions[0] == 0 && k->work_group_walk_order_dimensions[2] == 2);
        CHECK_STR(k->thread_scheduling_mode, "round_robin");
        CHECK_EQ_U64(k->npayload_arguments, 3);
        if (k->npayload_arguments == 3) {
            const visa_zebin_arg *a = k->payload_arguments;
            CHECK(a[0].arg_type == VISA_ZEBIN_ARG_GLOBAL_ID_OFFSET && a[0].offset == 0 && a[0].size == 12);
            CHECK(a[0].arg_index == -1 && a[0].addrmode == VISA_ZEBIN_ADDRMODE_NONE);
            CHECK_STR(a[0].addrmode_name, "");
            CHECK_STR(a[1].arg_type_name, "arg_bypointer");
            CHECK(a[1].offset == 32 && a[1].size == 8 && a[1].arg_index == 0);
            CHECK(a[1].addrmode == VISA_ZEBIN_STATELESS && a[1].addrspace == VISA_ZEBIN_GLOBAL &&
                  a[1].access_type == VISA_ZEBIN_READWRITE);
            CHECK_STR(a[1].access_type_name, "readwrite");
            CHECK(a[2].arg_type == VISA_ZEBIN_ARG_BYVALUE && a[2].source_offset == 0 && a[2].arg_index == 1);
            CHECK_STR(a[2].image_type, "");
        }
        CHECK_EQ_U64(k->nper_thread_payload_arguments, 1);
        if (k->nper_thread_payload_arguments)
            CHECK(k->per_thread_payload_arguments[0].arg_type == VISA_ZEBIN_ARG_LOCAL_ID &&
                  k->per_thread_payload_arguments[0].size == 96);
        CHECK(k->nbinding_table_indices == 1 && k->binding_table_indices[0].bti_value == 0);
        CHECK_EQ_U64(k->nper_thread_memory_buffers, 1);
        if (k->nper_thread_memory_buffers) {
            CHECK_STR(k->per_thread_memory_buffers[0].type, "scratch");
            CHECK_STR(k->per_thread_memory_buffers[0].usage, "single_space");
            CHECK_EQ_U64(k->per_thread_memory_buffers[0].size, 256);
        }
        /* the code is a pointer into the caller's bytes */
        CHECK(k->text == b + 64);
        CHECK_EQ_U64(k->text_size, sizeof code);
    }
    visa_zebin_free(&z);
    visa_zebin_free(&z);   /* harmless twice */
    /* every truncation of it fails (the section headers are last) with a message */
    for (size_t len = 0; len < n; len++) {
        err[0] = 0;
        int rc = visa_zebin_read(b, len, &z, err, sizeof err);
        CHECK(rc != 0);
        CHECK(err[0] != 0);
        if (rc == 0) visa_zebin_free(&z);
    }
    free(b);
}

/* the error text of reading yaml as the .ze_info of a zebin with .text.k */
static void expect_yaml(const char *yaml, const char *want, int line)
{
    size_t n;
    uint8_t *b = zebin_of(yaml, ".text.k", &n);
    visa_zebin z;
    char err[256] = "";
    int rc = visa_zebin_read(b, n, &z, err, sizeof err);
    if (rc == 0 || !strstr(err, want)) {
        fprintf(stderr, "%s:%d: expected an error with \"%s\", got rc %d \"%s\"\n", __FILE__, line, want, rc, err);
        gi_test_failures++;
    }
    CHECK(z.kernels == NULL && z.nkernels == 0 && z.version == NULL);
    free(b);
}

/* good_yaml with the first `from` replaced by `to` */
static char *edit(const char *from, const char *to)
{
    const char *p = strstr(good_yaml, from);
    if (!p) return NULL;
    size_t a = (size_t)(p - good_yaml);
    char *s = malloc(strlen(good_yaml) + strlen(to) + 1);
    memcpy(s, good_yaml, a);
    strcpy(s + a, to);
    strcat(s, p + strlen(from));
    return s;
}

static void expect_edit(const char *from, const char *to, const char *want, int line)
{
    char *y = edit(from, to);
    if (!y) {
        fprintf(stderr, "%s:%d: '%s' is not in the YAML\n", __FILE__, line, from);
        gi_test_failures++;
        return;
    }
    expect_yaml(y, want, line);
    free(y);
}
#define EXPECT_EDIT(from, to, want) expect_edit(from, to, want, __LINE__)

static void test_yaml_errors(void)
{
    expect_yaml("kernels: [\n", "malformed YAML", __LINE__);
    expect_yaml("version: '1.20'\nkernels: {a: [}\n", "malformed YAML", __LINE__);
    expect_yaml("", "empty document", __LINE__);
    expect_yaml("- 1\n", "not a mapping", __LINE__);
    expect_yaml("version: '1.20'\n", "missing required key 'kernels'", __LINE__);
    expect_yaml("version: '1.20'\nkernels: []\n---\nversion: 2\n", "more than one YAML document", __LINE__);
    EXPECT_EDIT("version: '1.20'", "version: '2.0'", "not a 1.x version");
    expect_yaml("version: '1.20'\nkernels: 3\n", "key 'kernels': expected a sequence, found a scalar", __LINE__);
    EXPECT_EDIT("kernels_misc_info", "zz_unknown", "unknown key 'zz_unknown' in the document");
    EXPECT_EDIT("        offset: 32\n", "        offset: abc\n", "payload_arguments[1]: key 'offset': not an integer ('abc')");
    EXPECT_EDIT("        offset: 32\n", "        offset: '32'\n", "key 'offset': not an integer");
    EXPECT_EDIT("        offset: 32\n", "        offset: 032\n", "key 'offset': not an integer");
    EXPECT_EDIT("        offset: 32\n", "        offset: -4\n", "key 'offset': -4 is out of range");
    EXPECT_EDIT("        offset: 32\n", "        offset: 99999999999\n", "out of range");
    EXPECT_EDIT("        offset: 32\n", "        offset: [1]\n", "key 'offset': expected a scalar, found a sequence");
    EXPECT_EDIT("        size: 8\n", "", "missing required key 'size' in a payload_arguments entry");
    EXPECT_EDIT("arg_type: arg_bypointer", "arg_type: arg_bywhat", "key 'arg_type': unknown value 'arg_bywhat'");
    EXPECT_EDIT("addrmode: stateless", "addrmode: 7", "key 'addrmode': unknown value '7'");
    EXPECT_EDIT("        arg_index: 0\n        addrmode", "        arg_index: 0\n        arg_index: 1\n        addrmode",
                "duplicate key 'arg_index'");
    EXPECT_EDIT("      grf_count: 128\n", "", "kernel 'k': missing required key 'grf_count' in execution_env");
    EXPECT_EDIT("simd_size: 16", "simd_size: [16]", "key 'simd_size': expected a scalar");
    EXPECT_EDIT("simd_size: 16", "simd_size: 12", "key 'simd_size': 12 is not 1, 8, 16 or 32");
    EXPECT_EDIT("has_4gb_buffers: true", "has_4gb_buffers: 3", "key 'has_4gb_buffers': not a boolean ('3')");
    EXPECT_EDIT("slm_size: 64", "slm_sizes: 64", "unknown key 'slm_sizes' in execution_env");
    EXPECT_EDIT("required_work_group_size: [8, 4, 1]", "required_work_group_size: [8, 4]",
                "key 'required_work_group_size': expected a sequence of 3 integers");
    EXPECT_EDIT("    execution_env:\n", "    zz:\n", "unknown key 'zz' in a kernels entry");
    EXPECT_EDIT("  - name: k\n", "  - nam: k\n", "unknown key 'nam'");
    EXPECT_EDIT("    binding_table_indices:\n", "    inline_samplers: []\n    binding_table_indices:\n",
                "inline samplers are not supported");
    EXPECT_EDIT("      - bti_value: 0\n", "      - bti_value: x\n", "binding_table_indices[0]: key 'bti_value': not an integer");
    EXPECT_EDIT("type: scratch", "type: stack", "key 'type': unknown value 'stack'");
    EXPECT_EDIT("        size: 96\n", "", "missing required key 'size' in a per_thread_payload_arguments entry");
    EXPECT_EDIT("kernels_misc_info:", "kernels:\n  - name: k2\nkernels_misc_info:", "duplicate key 'kernels'");
    /* kernels sharing one payload_arguments sequence through aliases (100 x 1000 entries from
     * 13 KB): the entries may not outnumber the section's bytes */
    {
        static char y[16384];
        size_t o = (size_t)snprintf(y, sizeof y, "version: '1.0'\nkernels_misc_info: &p [&a {arg_type: local_size, offset: 0, size: 12}");
        for (int i = 1; i < 1000; i++) o += (size_t)snprintf(y + o, sizeof y - o, ", *a");
        o += (size_t)snprintf(y + o, sizeof y - o, "]\nkernels:\n");
        for (int i = 0; i < 100 && o < sizeof y; i++)
            o += (size_t)snprintf(y + o, sizeof y - o, "- {name: k%d, execution_env: {grf_count: 1, simd_size: 8}, payload_arguments: *p}\n", i);
        CHECK(o < sizeof y);
        expect_yaml(y, "more entries in all than the section has bytes", __LINE__);
    }
}

static void test_elf_errors(void)
{
    visa_zebin z;
    char err[256] = "";
    CHECK(visa_zebin_read((const uint8_t *)"\x7f" "ELF", 4, &z, err, sizeof err) != 0);
    CHECK(strstr(err, "not a readable ELF file") != NULL);
    CHECK(visa_zebin_read((const uint8_t *)"hello", 5, &z, err, sizeof err) != 0);
    CHECK(strstr(err, "not a readable ELF file") != NULL);
    CHECK(visa_zebin_read(NULL, 0, &z, err, sizeof err) != 0);
    CHECK(visa_zebin_read((const uint8_t *)"", 0, &z, NULL, 0) != 0);   /* no buffer: still no crash */

    size_t n;
    uint8_t *b = zebin_of(good_yaml, ".text.other", &n);
    CHECK(visa_zebin_read(b, n, &z, err, sizeof err) != 0);
    CHECK_STR(err, "kernel 'k': no section .text.k");
    free(b);

    sec only_text[1] = {{".text.k", 1, code, sizeof code, 0}};
    b = build(only_text, 1, 205, &n);
    CHECK(visa_zebin_read(b, n, &z, err, sizeof err) != 0);
    CHECK_STR(err, "no .ze_info section");
    free(b);

    sec s[2] = {{".text.k", 1, code, sizeof code, 0}, {".ze_info", SHT_ZEINFO, good_yaml, strlen(good_yaml), 0}};
    b = build(s, 2, 190, &n);
    CHECK(visa_zebin_read(b, n, &z, err, sizeof err) != 0);
    CHECK(strstr(err, "not EM_INTELGT 205") != NULL);
    free(b);

    /* a relocation section for the code (sh_info = 1, the .text.k section) */
    uint8_t rel[24] = {0};
    sec r[3] = {{".text.k", 1, code, sizeof code, 0}, {".ze_info", SHT_ZEINFO, good_yaml, strlen(good_yaml), 0},
                {".rel.text.k", 9, rel, sizeof rel, 1}};
    b = build(r, 3, 205, &n);
    /* the gen code's patches: the file reads, the kernel is marked (gpuisa runs the vISA, not this code) */
    CHECK(visa_zebin_read(b, n, &z, err, sizeof err) == 0);
    CHECK(z.nkernels == 1 && z.kernels[0].text_relocated);
    visa_zebin_free(&z);
    /* a section pointing past the end of the file */
    put(b + n - 4 * 64 + 24, n, 8);   /* .text.k (section 1 of 5) sh_offset */
    CHECK(visa_zebin_read(b, n, &z, err, sizeof err) != 0);
    CHECK(strstr(err, "lies outside the file") || strstr(err, "section"));
    free(b);

    /* 32-bit ELF */
    b = zebin_of(good_yaml, ".text.k", &n);
    b[4] = 1;
    CHECK(visa_zebin_read(b, n, &z, err, sizeof err) != 0);
    CHECK(err[0] != 0);
    free(b);
}

int main(void)
{
    test_good();
    test_yaml_errors();
    test_elf_errors();
    TEST_DONE();
}
