#include "core/util.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

static void out_of_memory(size_t n)
{
    fprintf(stderr, "gpuisa: out of memory (%zu bytes)\n", n);
    abort();
}

void *gi_xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (!p) out_of_memory(n);
    return p;
}

void *gi_xcalloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size ? size : 1);
    if (!p) out_of_memory(n * size);
    return p;
}

void *gi_xrealloc(void *p, size_t n)
{
    void *q = realloc(p, n ? n : 1);
    if (!q) out_of_memory(n);
    return q;
}

char *gi_xstrndup(const char *s, size_t n)
{
    char *p = gi_xmalloc(n + 1);
    memcpy(p, s, n);
    p[n] = 0;
    return p;
}

void gi_vec_init(gi_vec *v, size_t elem)
{
    v->data = NULL;
    v->len = v->cap = 0;
    v->elem = elem;
}

void *gi_vec_push(gi_vec *v)
{
    if (v->len == v->cap) {
        v->cap = v->cap ? v->cap * 2 : 16;
        v->data = gi_xrealloc(v->data, v->cap * v->elem);
    }
    void *slot = (char *)v->data + v->len++ * v->elem;
    memset(slot, 0, v->elem);
    return slot;
}

void *gi_vec_at(const gi_vec *v, size_t i)
{
    return (char *)v->data + i * v->elem;
}

void gi_vec_free(gi_vec *v)
{
    free(v->data);
    v->data = NULL;
    v->len = v->cap = 0;
}

void gi_str_init(gi_str *b)
{
    b->s = NULL;
    b->len = b->cap = 0;
    b->borrowed = false;
}

void gi_str_init_buf(gi_str *b, char *buf, size_t cap)
{
    b->s = buf;
    b->s[0] = 0;
    b->len = 0;
    b->cap = cap;
    b->borrowed = true;
}

static void str_reserve(gi_str *b, size_t extra)
{
    if (b->len + extra + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 64;
        while (cap < b->len + extra + 1) cap *= 2;
        if (b->borrowed) { /* out of the caller's storage: to the heap */
            char *s = gi_xmalloc(cap);
            memcpy(s, b->s, b->len + 1);
            b->s = s;
            b->borrowed = false;
        } else {
            b->s = gi_xrealloc(b->s, cap);
        }
        b->cap = cap;
    }
}

void gi_str_grow(gi_str *b, size_t extra) { str_reserve(b, extra); }


/* Digits of v in base 10 or 16 (lower case), without printf: the
 * disassemblers print a few numbers per instruction and vsnprintf was most
 * of their time. */
static void str_add_base(gi_str *b, uint64_t v, unsigned base)
{
    char buf[20];
    size_t n = sizeof buf;
    do {
        buf[--n] = "0123456789abcdef"[v % base];
        v /= base;
    } while (v);
    gi_str_addn(b, buf + n, sizeof buf - n);
}

void gi_str_addu(gi_str *b, uint64_t v) { str_add_base(b, v, 10); }

void gi_str_addi(gi_str *b, int64_t v)
{
    if (v < 0) gi_str_addn(b, "-", 1);
    str_add_base(b, v < 0 ? 0 - (uint64_t)v : (uint64_t)v, 10);
}

void gi_str_addx(gi_str *b, uint64_t v)
{
    gi_str_addn(b, "0x", 2);
    str_add_base(b, v, 16);
}

/* The formats the printers use most (%s %d %u %x %c %%, no flags, width or
 * length) are formatted here; any other conversion falls back to
 * vsnprintf for the whole format. Returns false after undoing its appends. */
static bool str_addf_simple(gi_str *b, const char *fmt, va_list *ap)
{
    size_t mark = b->len;
    for (const char *p = fmt; *p;) {
        const char *q = p;
        while (*q && *q != '%') q++;
        if (q > p) gi_str_addn(b, p, (size_t)(q - p));
        if (!*q) break;
        switch (q[1]) {
        case 's': {
            const char *a = va_arg(*ap, const char *);
            gi_str_add(b, a ? a : "(null)");
            break;
        }
        case 'd': gi_str_addi(b, va_arg(*ap, int)); break;
        case 'u': str_add_base(b, va_arg(*ap, unsigned), 10); break;
        case 'x': str_add_base(b, va_arg(*ap, unsigned), 16); break;
        case 'c': {
            char c = (char)va_arg(*ap, int);
            gi_str_addn(b, &c, 1);
            break;
        }
        case '%': gi_str_addn(b, "%", 1); break;
        default:
            b->len = mark;
            if (b->s) b->s[mark] = 0;
            return false;
        }
        p = q + 2;
    }
    return true;
}

void gi_str_vaddf(gi_str *b, const char *fmt, va_list ap)
{
    va_list ap2;
    va_copy(ap2, ap);
    bool done = str_addf_simple(b, fmt, &ap2);
    va_end(ap2);
    if (done) return;
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap2);
    va_end(ap2);
    if (n < 0) return;
    str_reserve(b, (size_t)n);
    vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
    b->len += (size_t)n;
}

void gi_str_addf(gi_str *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    gi_str_vaddf(b, fmt, ap);
    va_end(ap);
}

void gi_str_clear(gi_str *b)
{
    b->len = 0;
    if (b->s) b->s[0] = 0;
}

void gi_str_free(gi_str *b)
{
    if (!b->borrowed) free(b->s);
    gi_str_init(b);
}

bool gi_ieq(const char *s, size_t n, const char *lit)
{
    size_t i;
    for (i = 0; i < n; i++)
        if (!lit[i] || tolower((unsigned char)s[i]) != tolower((unsigned char)lit[i])) return false;
    return lit[i] == 0;
}

bool gi_eq(const char *s, size_t n, const char *lit)
{
    for (size_t i = 0; i < n; i++)
        if (!lit[i] || s[i] != lit[i]) return false; /* s may hold a NUL byte: stop at lit's end */
    return lit[n] == 0;
}

/* Eight bytes a step (mnemonics and symbols are hashed once per line, on
 * the assembler's hot path); the value only has to be stable in a process. */
uint32_t gi_hash(const char *s, size_t n)
{
    uint64_t h = 0x9e3779b97f4a7c15u ^ n;
    for (; n >= 8; s += 8, n -= 8) {
        uint64_t w;
        memcpy(&w, s, 8);
        h = (h ^ w) * 0xff51afd7ed558ccdu;
        h ^= h >> 32;
    }
    if (n) {
        uint64_t w = 0;
        memcpy(&w, s, n);
        h = (h ^ w) * 0xc4ceb9fe1a85ec53u;
    }
    h ^= h >> 29;
    return (uint32_t)(h * 0x9e3779b97f4a7c15u >> 32);
}

static int hex_digit(int c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

const char *gi_unescape(const char *p, size_t n, gi_str *out)
{
    static const char simple[] = "b\bf\fn\nr\rt\t\"\"\\\\";
    for (size_t i = 0; i < n; i++) {
        if (p[i] != '\\') {
            gi_str_addn(out, p + i, 1);
            continue;
        }
        if (++i == n) return "unexpected backslash at end of string";
        if (p[i] == 'x' || p[i] == 'X') {
            if (i + 1 >= n || hex_digit((unsigned char)p[i + 1]) < 0) return "invalid hexadecimal escape sequence";
            unsigned v = 0;
            while (i + 1 < n && hex_digit((unsigned char)p[i + 1]) >= 0) v = v * 16 + (unsigned)hex_digit((unsigned char)p[++i]);
            char c = (char)(v & 0xff);
            gi_str_addn(out, &c, 1);
            continue;
        }
        if (p[i] >= '0' && p[i] <= '7') {
            unsigned v = (unsigned)(p[i] - '0');
            for (int k = 0; k < 2 && i + 1 < n && p[i + 1] >= '0' && p[i + 1] <= '7'; k++) v = v * 8 + (unsigned)(p[++i] - '0');
            if (v > 255) return "invalid octal escape sequence (out of range)";
            char c = (char)v;
            gi_str_addn(out, &c, 1);
            continue;
        }
        const char *e = NULL;
        for (size_t k = 0; simple[k]; k += 2)
            if (simple[k] == p[i]) e = simple + k + 1;
        if (!e) return "invalid escape sequence (unrecognized character)";
        gi_str_addn(out, e, 1);
    }
    return NULL;
}

size_t gi_leb128(uint8_t out[10], int64_t v, bool is_signed)
{
    size_t n = 0;
    for (;;) {
        uint8_t byte = (uint8_t)(v & 0x7f);
        bool done;
        if (is_signed) {
            v >>= 7; /* arithmetic */
            done = (v == 0 && !(byte & 0x40)) || (v == -1 && (byte & 0x40));
        } else {
            v = (int64_t)((uint64_t)v >> 7);
            done = v == 0;
        }
        out[n++] = (uint8_t)(byte | (done ? 0 : 0x80));
        if (done) return n;
    }
}
