/* cuobjdump / nvdisasm listing text accepted as assembler input: which
 * lines are listing furniture (ignored), the stand-alone control-word
 * lines of Maxwell listings, and the braces of dual-issue pairs. The rules
 * are in docs/sass.md ("Listings as input"). */
#include "sass/listing.h"
#include "core/util.h"
#include <string.h>

static void trim(const char **p, const char **end)
{
    while (*p < *end && (**p == ' ' || **p == '\t' || **p == '\r')) (*p)++;
    while (*end > *p && ((*end)[-1] == ' ' || (*end)[-1] == '\t' || (*end)[-1] == '\r')) (*end)--;
}

static bool starts(const char *p, const char *end, const char *lit)
{
    size_t n = strlen(lit);
    return (size_t)(end - p) >= n && !memcmp(p, lit, n);
}

static bool all_of(const char *p, const char *end, char c, size_t min)
{
    if ((size_t)(end - p) < min) return false;
    for (; p < end; p++)
        if (*p != c) return false;
    return true;
}

/* "/ * 0x" 16 hex digits " * /" at p (24 characters) */
static bool word_at(const char *p, uint64_t *word)
{
    if (memcmp(p, "/* 0x", 5) || memcmp(p + 21, " */", 3)) return false;
    uint64_t w = 0;
    for (const char *q = p + 5; q < p + 21; q++) {
        int d = *q >= '0' && *q <= '9' ? *q - '0' : *q >= 'a' && *q <= 'f' ? *q - 'a' + 10
                                                : *q >= 'A' && *q <= 'F' ? *q - 'A' + 10 : -1;
        if (d < 0) return false;
        w = w << 4 | (unsigned)d;
    }
    *word = w;
    return true;
}

sass_listing_line sass_listing_classify(const char *line, size_t len, uint64_t *word)
{
    const char *p = line, *end = line + len;
    trim(&p, &end);
    if (p == end) return SASS_LL_OTHER;
    /* cuobjdump's fatbin headers (the ptx part is skipped by the caller) */
    if (starts(p, end, "Fatbin elf code:")) return SASS_LL_ELF_START;
    if (starts(p, end, "Fatbin ptx code:")) return SASS_LL_PTX_START;
    static const char *const furniture[] = {"arch = ",      "code version = ", "producer = ", "host = ",
                                            "compile_size = ", "identifier = ", "code for sm_", ".headerflags"};
    for (size_t i = 0; i < sizeof furniture / sizeof furniture[0]; i++)
        if (starts(p, end, furniture[i])) return SASS_LL_HEADER;
    if (all_of(p, end, '=', 3) || all_of(p, end, '.', 3)) return SASS_LL_HEADER; /* ==== rules, ...... tails */
    if ((size_t)(end - p) == 10 && !memcmp(p, "compressed", 10)) return SASS_LL_HEADER;
    if (starts(p, end, "Function : ")) return SASS_LL_FUNCTION;
    /* a stand-alone 64-bit word in a block comment: / * 0x<16 hex digits> * / */
    if (end - p == 24 && word_at(p, word)) return SASS_LL_WORD;
    return SASS_LL_OTHER;
}

bool sass_listing_word_column(const char *line, size_t len, uint64_t *word)
{
    for (size_t i = 0; i + 24 <= len; i++)
        if (line[i] == '/' && word_at(line + i, word)) return true;
    return false;
}

unsigned sass_listing_braces(char *text, size_t len)
{
    unsigned found = 0;
    size_t i = 0;
    while (i < len && (text[i] == ' ' || text[i] == '\t')) i++;
    if (i < len && text[i] == '{') {
        text[i] = ' ';
        found |= SASS_BRACE_OPEN;
    }
    size_t e = len;
    while (e > i && (text[e - 1] == ' ' || text[e - 1] == '\t' || text[e - 1] == '\r')) e--;
    if (e > i && text[e - 1] == '}') {
        /* a closing brace without its '{' on the line (not the end of &req={..}) */
        int depth = 0;
        for (size_t k = i; k < e - 1; k++) depth += text[k] == '{' ? 1 : text[k] == '}' ? -1 : 0;
        if (depth == 0) {
            text[e - 1] = ' ';
            found |= SASS_BRACE_CLOSE;
        }
    }
    return found;
}
