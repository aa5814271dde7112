/* The AMDGPU decoder (src/amdgpu/dis/decode.c) against llvm-mc 14's own
 * encodings: every line the differential suite's goldens record as OK
 * (tests/diff/golden/TARGET/CASE.golden: "LINE OK HEX", the bytes of
 * llvm-mc; tests/diff/cases/CASE.s: the source line) must decode, on its
 * target, to the row of the line's mnemonic (an llvm-mc alias row may decode
 * to the hardware row at the same opcode) with the instruction's length.
 * Forms the executor does not decode (SDWA, DPP, MTBUF, MIMG) are counted
 * and skipped. */
#define _POSIX_C_SOURCE 200809L
#include "check.h"
#include "amdgpu/dis/decode.h"
#include "core/module.h"
#include <dirent.h>
#include <stdlib.h>

#define MAXLINES 8192

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *b = malloc((size_t)n + 1);
    if (b && fread(b, 1, (size_t)n, f) != (size_t)n) n = 0;
    if (b) b[n] = 0;
    fclose(f);
    return b;
}

/* split into lines in place; returns the count */
static size_t lines_of(char *b, char **lines, size_t max)
{
    size_t n = 0;
    while (b && *b && n < max) {
        lines[n++] = b;
        char *e = strchr(b, '\n');
        if (!e) break;
        *e = 0;
        b = e + 1;
    }
    return n;
}

typedef struct counts {
    long decoded, aliases, skipped;
} counts;

/* the mnemonic of a source line, without the _e32/_e64/_sdwa/_dpp suffix; "" for no instruction */
static void mnemonic(const char *line, char *out, size_t outlen)
{
    while (*line == ' ' || *line == '\t') line++;
    size_t n = strcspn(line, " \t");
    if (n >= outlen || line[0] == '.' || line[0] == '/' || (n && line[n - 1] == ':')) n = 0;
    memcpy(out, line, n);
    out[n] = 0;
    char *s;
    if ((s = strstr(out, "_e32")) || (s = strstr(out, "_e64")) || (s = strstr(out, "_sdwa")) || (s = strstr(out, "_dpp")))
        *s = 0;
}

static void check_case(const amd_ctx *c, const amd_dectab *tab, const char *root, const char *tgt, const char *name,
                       counts *k)
{
    char path[512];
    snprintf(path, sizeof path, "%s/tests/diff/cases/%s.s", root, name);
    char *src = slurp(path);
    snprintf(path, sizeof path, "%s/tests/diff/golden/%s/%s.golden", root, tgt, name);
    char *gold = slurp(path);
    static char *sl[MAXLINES], *gl[MAXLINES];
    size_t ns = lines_of(src, sl, MAXLINES), ng = lines_of(gold, gl, MAXLINES);
    CHECK(src && gold);
    for (size_t i = 0; i < ng; i++) {
        unsigned line;
        char hex[200], mn[128];
        if (sscanf(gl[i], "%u OK %199s", &line, hex) != 2 || line == 0 || line > ns) continue;
        mnemonic(sl[line - 1], mn, sizeof mn);
        if (!mn[0]) continue;
        uint8_t b[64];
        size_t len = strlen(hex) / 2;
        if (len > sizeof b) continue;
        for (size_t j = 0; j < len; j++) sscanf(hex + 2 * j, "%2hhx", &b[j]);
        amd_dinst d;
        char why[200];
        if (amd_decode(tab, b, len, &d, why, sizeof why)) {
            bool skip = strstr(why, "MTBUF") || strstr(why, "MIMG");
            if (!skip) fprintf(stderr, "%s %s line %u (%s): %s\n", tgt, name, line, mn, why);
            CHECK(skip);
            k->skipped++;
            continue;
        }
        k->decoded++;
        if (d.size != len) fprintf(stderr, "%s %s line %u (%s): size %u, llvm-mc %zu\n", tgt, name, line, mn, d.size, len);
        CHECK(d.size == len);
        if (!strcmp(d.row->inst->name, mn)) continue;
        /* an alias: the mnemonic's row on this target is an llvm-mc pseudo */
        const amd_row *r = amd_lookup(c, mn, strlen(mn));
        bool alias = false;
        for (; r; r = r->next) alias |= (r->inst->flags & AMD_I_PSEUDO) != 0;
        if (!alias) fprintf(stderr, "%s %s line %u: %s decodes as %s\n", tgt, name, line, mn, d.row->inst->name);
        CHECK(alias);
        k->aliases++;
    }
    free(src);
    free(gold);
}

int main(void)
{
    static const char *const targets[] = {"gfx700", "gfx701", "gfx801", "gfx803", "gfx900", "gfx906",
                                          "gfx908", "gfx90a", "gfx1010", "gfx1010w64"};
    char root[512];
    snprintf(root, sizeof root, "%s", __FILE__);
    char *cut = strstr(root, "/tests/unit/");
    CHECK(cut != NULL);
    if (!cut) TEST_DONE();
    *cut = 0;
    amd_dectab *tab = malloc(sizeof *tab);
    counts k = {0, 0, 0};
    for (size_t t = 0; t < sizeof targets / sizeof targets[0]; t++) {
        char cpu[32];
        snprintf(cpu, sizeof cpu, "%s", targets[t]);
        bool w64 = strstr(cpu, "w64") != NULL;
        if (w64) cpu[strlen(cpu) - 3] = 0;
        gi_options o;
        memset(&o, 0, sizeof o);
        o.mcpu = cpu;
        o.mattr = w64 ? "+wavefrontsize64" : NULL;
        char err[200];
        void *ictx = gi_amdgpu_module.ctx_new(&o, err, sizeof err);
        CHECK(ictx != NULL);
        if (!ictx) continue;
        amd_dectab_init(tab, ictx);
        char dir[600];
        snprintf(dir, sizeof dir, "%s/tests/diff/golden/%s", root, targets[t]);
        DIR *dp = opendir(dir);
        CHECK(dp != NULL);
        struct dirent *e;
        while (dp && (e = readdir(dp))) {
            size_t n = strlen(e->d_name);
            if (n < 8 || strcmp(e->d_name + n - 7, ".golden")) continue;
            char name[256];
            snprintf(name, sizeof name, "%.*s", (int)(n - 7), e->d_name);
            check_case(ictx, tab, root, targets[t], name, &k);
        }
        if (dp) closedir(dp);
        gi_amdgpu_module.ctx_free(ictx);
    }
    free(tab);
    printf("%ld decoded (%ld through an alias row), %ld skipped (MTBUF, MIMG)\n", k.decoded, k.aliases,
           k.skipped);
    CHECK(k.decoded > 100000);
    TEST_DONE();
}
