/* Small shared helpers: checked allocation, growable arrays, string buffers. */
#ifndef GI_CORE_UTIL_H
#define GI_CORE_UTIL_H
#include <stddef.h>
#include <string.h>
#include <stdint.h>
#include <stdbool.h>
#include <stdarg.h>

/* Allocation failure is not recoverable for an assembler: report and abort. */
void *gi_xmalloc(size_t n);
void *gi_xcalloc(size_t n, size_t size);
void *gi_xrealloc(void *p, size_t n);
char *gi_xstrndup(const char *s, size_t n);

/* Growable array of fixed-size elements. */
typedef struct gi_vec {
    void *data;
    size_t len, cap, elem;
} gi_vec;
void gi_vec_init(gi_vec *v, size_t elem);
void *gi_vec_push(gi_vec *v);           /* returns zeroed new slot */
void *gi_vec_at(const gi_vec *v, size_t i);
void gi_vec_free(gi_vec *v);

/* Growable character buffer (always NUL-terminated). */
typedef struct gi_str {
    char *s;
    size_t len, cap;
    bool borrowed;           /* s is the caller's storage (gi_str_init_buf): never freed here */
} gi_str;
void gi_str_init(gi_str *b);
/* Start in the caller's buf[cap] (cap >= 1): appends go there while they fit,
 * then the text moves to the heap (s changes); gi_str_free frees only that. */
void gi_str_init_buf(gi_str *b, char *buf, size_t cap);
/* Make room for `extra` more characters (and the NUL). */
void gi_str_grow(gi_str *b, size_t extra);
/* Appends are inline: the disassemblers make several per instruction. */
static inline void gi_str_addn(gi_str *b, const char *s, size_t n)
{
    if (b->len + n + 1 > b->cap) gi_str_grow(b, n);
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = 0;
}
/* the length of a string literal is a constant here */
static inline void gi_str_add(gi_str *b, const char *s) { gi_str_addn(b, s, strlen(s)); }
/* Append a number: decimal unsigned, decimal signed, hexadecimal with 0x. */
void gi_str_addu(gi_str *b, uint64_t v);
void gi_str_addi(gi_str *b, int64_t v);
void gi_str_addx(gi_str *b, uint64_t v);
void gi_str_addf(gi_str *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void gi_str_vaddf(gi_str *b, const char *fmt, va_list ap);
void gi_str_clear(gi_str *b);
void gi_str_free(gi_str *b);

/* Case-insensitive compare of a counted string with a C string. */
bool gi_ieq(const char *s, size_t n, const char *lit);
bool gi_eq(const char *s, size_t n, const char *lit);

/* The bytes a quoted assembler string stands for (the text between the
 * quotes), with llvm-mc's escapes: \b \f \n \r \t \" \\, up to three
 * octal digits, \x and any number of hex digits (the low byte kept).
 * Returns NULL, or llvm-mc's message for a bad escape. */
const char *gi_unescape(const char *p, size_t n, gi_str *out);

/* LEB128 (DWARF's variable-length integers): the bytes of v, unsigned or
 * signed, into out (at most 10); returns their count. */
size_t gi_leb128(uint8_t out[10], int64_t v, bool is_signed);

/* FNV-1a hash of a counted string. */
uint32_t gi_hash(const char *s, size_t n);

#endif
