/* Unit tests for src/core/util.c's encoders: LEB128 (expected bytes: the
 * examples of the DWARF 5 standard, section 7.6, and 64-bit extremes) and the
 * assembler string escapes (llvm-mc 14's, checked with llvm-mc-14 .ascii). */
#include "core/util.h"
#include "check.h"

static int leb_is(int64_t v, int is_signed, const char *hex)
{
    uint8_t b[10];
    size_t n = gi_leb128(b, v, is_signed != 0);
    char got[32] = "";
    for (size_t i = 0; i < n; i++) snprintf(got + 2 * i, 3, "%02x", b[i]);
    if (strcmp(got, hex)) fprintf(stderr, "  leb128(%lld, %d) = %s\n", (long long)v, is_signed, got);
    return !strcmp(got, hex);
}

static const char *unescape(const char *s, gi_str *out)
{
    gi_str_clear(out);
    return gi_unescape(s, strlen(s), out);
}

int main(void)
{
    /* DWARF 5, figure 22 (unsigned) and figure 23 (signed) */
    CHECK(leb_is(2, 0, "02"));
    CHECK(leb_is(127, 0, "7f"));
    CHECK(leb_is(128, 0, "8001"));
    CHECK(leb_is(129, 0, "8101"));
    CHECK(leb_is(130, 0, "8201"));
    CHECK(leb_is(12857, 0, "b964"));
    CHECK(leb_is(2, 1, "02"));
    CHECK(leb_is(-2, 1, "7e"));
    CHECK(leb_is(127, 1, "ff00"));
    CHECK(leb_is(-127, 1, "817f"));
    CHECK(leb_is(128, 1, "8001"));
    CHECK(leb_is(-128, 1, "807f"));
    CHECK(leb_is(129, 1, "8101"));
    CHECK(leb_is(-129, 1, "ff7e"));
    /* the widths at the ends of the 64-bit range */
    CHECK(leb_is(0, 0, "00"));
    CHECK(leb_is(-1, 0, "ffffffffffffffffff01"));
    CHECK(leb_is(INT64_MIN, 1, "8080808080808080807f"));
    CHECK(leb_is(INT64_MAX, 1, "ffffffffffffffffff00"));

    gi_str s;
    gi_str_init(&s);
    CHECK(unescape("a\\x41\\101\\\"\\\\\\t", &s) == NULL);
    CHECK(s.len == 6 && !memcmp(s.s, "aAA\"\\\t", 6));
    CHECK(unescape("\\x1234", &s) == NULL); /* every hex digit is read, the low byte kept */
    CHECK(s.len == 1 && (unsigned char)s.s[0] == 0x34);
    CHECK(unescape("\\0", &s) == NULL);
    CHECK(s.len == 1 && s.s[0] == 0);
    CHECK_STR(unescape("\\q", &s), "invalid escape sequence (unrecognized character)");
    CHECK_STR(unescape("\\xg", &s), "invalid hexadecimal escape sequence");
    CHECK_STR(unescape("\\777", &s), "invalid octal escape sequence (out of range)");
    CHECK_STR(unescape("a\\", &s), "unexpected backslash at end of string");
    gi_str_free(&s);
    TEST_DONE();
}
