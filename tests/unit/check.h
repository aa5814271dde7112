/* Minimal assertion helpers for the C unit tests: each failed check prints
 * its location and the test exits non-zero at the end. */
#ifndef GI_TEST_CHECK_H
#define GI_TEST_CHECK_H
#include <stdio.h>
#include <string.h>
#include <stdint.h>
#include <stdlib.h>

static int gi_test_failures;

#define CHECK(cond) do { if (!(cond)) { \
    fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); \
    gi_test_failures++; } } while (0)
#define CHECK_EQ_U64(a, b) do { uint64_t x_ = (uint64_t)(a), y_ = (uint64_t)(b); if (x_ != y_) { \
    fprintf(stderr, "%s:%d: CHECK_EQ failed: %s == 0x%llx, expected 0x%llx\n", __FILE__, __LINE__, \
            #a, (unsigned long long)x_, (unsigned long long)y_); gi_test_failures++; } } while (0)
#define CHECK_STR(a, b) do { const char *x_ = (a), *y_ = (b); \
    if (!x_ || !y_ || strcmp(x_, y_) != 0) { \
    fprintf(stderr, "%s:%d: CHECK_STR failed: %s == \"%s\", expected \"%s\"\n", __FILE__, __LINE__, \
            #a, x_ ? x_ : "(null)", y_ ? y_ : "(null)"); gi_test_failures++; } } while (0)
/* The file dir/name whole, NUL-terminated (free it); NULL when it cannot be read. */
static inline char *check_slurp(const char *dir, const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 1 << 16, n = 0, k;
    char *b = malloc(cap);
    while (b && (k = fread(b + n, 1, cap - n - 1, f)) > 0) {
        n += k;
        if (n + 1 == cap) {
            char *nb = realloc(b, cap *= 2);
            if (!nb) free(b);
            b = nb;
        }
    }
    fclose(f);
    if (b) b[n] = 0;
    return b;
}

#define TEST_DONE() do { if (gi_test_failures) { fprintf(stderr, "%d check(s) failed\n", gi_test_failures); return 1; } \
    return 0; } while (0)
#endif
