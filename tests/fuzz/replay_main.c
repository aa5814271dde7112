/* Replay driver: feeds files to the fuzz harnesses' entry points without
 * libFuzzer, so that any compiler (gcc in the normal build, clang with
 * ASan+UBSan in the sanitizer build) can run the saved regression inputs of
 * tests/fuzz/regressions/TARGET/ as ctest tests.
 *   fuzz_replay TARGET [--min N] PATH...
 * The build (tests/tests.cmake) compiles every tests/fuzz/fuzz_NAME.c with its
 * LLVMFuzzerTestOneInput renamed gi_replay_fuzz_NAME and lists the names in
 * GI_FUZZ_TARGETS as X(fuzz_NAME) items.
 * Each PATH is a file or a directory (its regular files, in name order).
 * A crash or sanitizer report ends the process; otherwise it prints the
 * number of inputs run and fails (exit 1) when a file cannot be read or fewer
 * than N inputs (default 1) were found, so a missing directory cannot pass. */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

typedef int (*fuzz_entry)(const uint8_t *data, size_t size);

#define X(name) int gi_replay_##name(const uint8_t *data, size_t size);
GI_FUZZ_TARGETS
#undef X

static const struct {
    const char *name;
    fuzz_entry run;
} targets[] = {
#define X(name) {#name, gi_replay_##name},
    GI_FUZZ_TARGETS
#undef X
};

static int replay_file(fuzz_entry run, const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "replay: cannot open %s\n", path);
        return -1;
    }
    size_t cap = 4096, len = 0;
    uint8_t *buf = malloc(cap);
    size_t got;
    while (buf && (got = fread(buf + len, 1, cap - len, f)) > 0) {
        len += got;
        if (len == cap) {
            uint8_t *more = realloc(buf, cap *= 2);
            if (!more) free(buf);
            buf = more;
        }
    }
    int bad = ferror(f) || !buf;
    fclose(f);
    if (bad) {
        free(buf);
        fprintf(stderr, "replay: cannot read %s\n", path);
        return -1;
    }
    /* an exact-size copy, so that ASan sees a read past the input's end */
    uint8_t *exact = malloc(len ? len : 1);
    if (!exact) {
        free(buf);
        return -1;
    }
    memcpy(exact, buf, len);
    free(buf);
    fprintf(stderr, "replay: %s (%zu bytes)\n", path, len);
    run(exact, len);
    free(exact);
    return 0;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Replays the regular files of a directory in name order; returns how many,
 * or -1 on an error. */
static long replay_dir(fuzz_entry run, const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) {
        fprintf(stderr, "replay: cannot open directory %s\n", dir);
        return -1;
    }
    char **names = NULL;
    size_t n = 0, cap = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.') continue;
        if (n == cap) {
            char **more = realloc(names, (cap = cap ? 2 * cap : 64) * sizeof *names);
            if (!more) break;
            names = more;
        }
        size_t len = strlen(dir) + strlen(e->d_name) + 2;
        if (!(names[n] = malloc(len))) break;
        snprintf(names[n++], len, "%s/%s", dir, e->d_name);
    }
    closedir(d);
    if (n) qsort(names, n, sizeof *names, by_name);
    long count = 0;
    for (size_t i = 0; i < n; i++) {
        struct stat st;
        if (count >= 0 && stat(names[i], &st) == 0 && S_ISREG(st.st_mode))
            count = replay_file(run, names[i]) == 0 ? count + 1 : -1;
        free(names[i]);
    }
    free(names);
    return count;
}

int main(int argc, char **argv)
{
    fuzz_entry run = NULL;
    for (size_t t = 0; argc > 1 && t < sizeof targets / sizeof targets[0]; t++)
        if (!strcmp(argv[1], targets[t].name)) run = targets[t].run;
    if (!run) {
        fprintf(stderr, "usage: fuzz_replay TARGET [--min N] PATH...; targets:");
        for (size_t t = 0; t < sizeof targets / sizeof targets[0]; t++) fprintf(stderr, " %s", targets[t].name);
        fprintf(stderr, "\n");
        return 2;
    }
    long min = 1, total = 0;
    int i = 2;
    if (argc > 3 && !strcmp(argv[2], "--min")) {
        min = strtol(argv[3], NULL, 10);
        i = 4;
    }
    for (; i < argc; i++) {
        struct stat st;
        long n = stat(argv[i], &st) == 0 && S_ISDIR(st.st_mode) ? replay_dir(run, argv[i])
                                                               : (replay_file(run, argv[i]) == 0 ? 1 : -1);
        if (n < 0) return 1;
        total += n;
    }
    printf("replayed %ld inputs\n", total);
    if (total < min) {
        fprintf(stderr, "replay: %ld inputs, expected at least %ld\n", total, min);
        return 1;
    }
    return 0;
}
