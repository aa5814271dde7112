/* Unit tests for src/core/number.c. Expected float values are written as C
 * literals (decimal or hexadecimal), i.e. converted by the compiler, not by
 * the code under test; llvm-mc 14 behaviour was checked with llvm-mc-14
 * -arch=amdgcn. Every input is copied to an unterminated heap buffer of its
 * exact length so that ASan catches any read past `end`. */
#include "core/number.h"
#include "core/fpconv.h"
#include "check.h"
#include <math.h>
#include <stdlib.h>

#define H GI_NUMF_HSUFFIX
#define L GI_NUMF_LLVM

static size_t scan(const char *s, size_t n, unsigned flags, gi_num *out)
{
    char *buf = malloc(n ? n : 1);
    size_t len;

    memcpy(buf, s, n);
    len = gi_num_scan(buf, buf + n, flags, out);
    free(buf);
    return len;
}

static void note(int line, const char *s, unsigned flags)
{
    fprintf(stderr, "  ^ from line %d: \"%s\" flags %u\n", line, s, flags);
}

static void t_int(int line, const char *s, unsigned flags, size_t len, uint64_t v)
{
    gi_num n;
    int before = gi_test_failures;

    CHECK_EQ_U64(scan(s, strlen(s), flags, &n), len);
    CHECK_EQ_U64(n.kind, GI_NUM_INT);
    CHECK(n.error == NULL);
    CHECK_EQ_U64(n.ival, v);
    CHECK(n.fval == 0);
    if (gi_test_failures != before)
        note(line, s, flags);
}

static void t_flt(int line, const char *s, unsigned flags, size_t len, double v)
{
    gi_num n;
    int before = gi_test_failures;

    CHECK_EQ_U64(scan(s, strlen(s), flags, &n), len);
    CHECK_EQ_U64(n.kind, GI_NUM_FLOAT);
    CHECK(n.error == NULL);
    CHECK_EQ_U64(gi_f64_bits(n.fval), gi_f64_bits(v));
    CHECK_EQ_U64(n.ival, 0);
    if (gi_test_failures != before)
        note(line, s, flags);
}

static void t_err(int line, const char *s, unsigned flags, size_t len,
                  enum gi_num_kind kind, const char *msg)
{
    gi_num n;
    int before = gi_test_failures;

    CHECK_EQ_U64(scan(s, strlen(s), flags, &n), len);
    CHECK_EQ_U64(n.kind, kind);
    CHECK_STR(n.error, msg);
    CHECK_EQ_U64(n.ival, 0);
    CHECK(n.fval == 0);
    if (gi_test_failures != before)
        note(line, s, flags);
}

static void t_none(int line, const char *s, unsigned flags)
{
    gi_num n;
    int before = gi_test_failures;

    CHECK_EQ_U64(scan(s, strlen(s), flags, &n), 0);
    CHECK_EQ_U64(n.kind, GI_NUM_NONE);
    CHECK(n.error == NULL);
    if (gi_test_failures != before)
        note(line, s, flags);
}

#define INT(s, f, len, v) t_int(__LINE__, s, f, len, v)
#define FLT(s, f, len, v) t_flt(__LINE__, s, f, len, v)
#define ERR(s, f, len, k, m) t_err(__LINE__, s, f, len, k, m)
#define NONE(s, f) t_none(__LINE__, s, f)

static void test_decimal_int(void)
{
    for (unsigned f = 0; f < 4; f++) {
        INT("0", f, 1, 0);
        INT("7", f, 1, 7);
        INT("1234", f, 4, 1234);
        INT("1234 ", f, 4, 1234);
        INT("4294967296", f, 10, 4294967296u);
        INT("9223372036854775808", f, 19, 0x8000000000000000ull);
        INT("18446744073709551615", f, 20, UINT64_MAX);
        ERR("18446744073709551616", f, 20, GI_NUM_INT, GI_NUM_ERR_RANGE);
        ERR("18446744073709551620", f, 20, GI_NUM_INT, GI_NUM_ERR_RANGE);
        ERR("99999999999999999999999999999999999999999999999999", f, 50, GI_NUM_INT,
            GI_NUM_ERR_RANGE);
        /* the literal ends at the first non-digit; the rest is the caller's */
        INT("123abc", f, 3, 123);
        INT("1f", f, 1, 1);
        INT("1b", f, 1, 1);
        INT("5,", f, 1, 5);
        INT("5]", f, 1, 5);
    }
}

static void test_binary(void)
{
    for (unsigned f = 0; f < 4; f += 2) {  /* HSUFFIX changes some, below */
        INT("0b101", f, 5, 5);
        INT("0B11", f, 4, 3);
        INT("0b0", f, 3, 0);
        INT("0b12", f, 3, 1);
        INT("0b1111111111111111111111111111111111111111111111111111111111111111", f, 66,
            UINT64_MAX);
        INT("0b0000000000000000000000000000000000000000000000000000000000000000001", f, 69, 1);
        ERR("0b10000000000000000000000000000000000000000000000000000000000000000", f, 67,
            GI_NUM_INT, GI_NUM_ERR_RANGE);
        ERR("0b", f, 2, GI_NUM_INT, GI_NUM_ERR_BINARY);
        ERR("0b2", f, 2, GI_NUM_INT, GI_NUM_ERR_BINARY);
        ERR("0b ", f, 2, GI_NUM_INT, GI_NUM_ERR_BINARY);
        ERR("0bx", f, 2, GI_NUM_INT, GI_NUM_ERR_BINARY);
    }
}

static void test_octal(void)
{
    for (unsigned f = 0; f < 4; f++) {
        INT("010", f, 3, 8);
        INT("00", f, 2, 0);
        INT("0777", f, 4, 511);
        INT("01777777777777777777777", f, 23, UINT64_MAX);
        INT("0000000000000000000000000000001", f, 31, 1);
        ERR("02000000000000000000000", f, 23, GI_NUM_INT, GI_NUM_ERR_RANGE);
        ERR("08", f, 2, GI_NUM_INT, GI_NUM_ERR_OCTAL);
        ERR("09", f, 2, GI_NUM_INT, GI_NUM_ERR_OCTAL);
        ERR("0789", f, 4, GI_NUM_INT, GI_NUM_ERR_OCTAL);
        INT("017x", f, 3, 15);
    }
    /* without the LLVM flag 0ffh is the integer 0 and `ffh` is left over */
    INT("0ffh", 0, 1, 0);
    INT("0ffh", L, 1, 0);
}

static void test_hex_int(void)
{
    for (unsigned f = 0; f < 4; f++) {
        INT("0x1f", f, 4, 31);
        INT("0X10", f, 4, 16);
        INT("0xDeadBeef", f, 10, 0xdeadbeef);
        INT("0xffffffffffffffff", f, 18, UINT64_MAX);
        INT("0x00000000000000000000000000001", f, 31, 1);
        ERR("0x10000000000000000", f, 19, GI_NUM_INT, GI_NUM_ERR_RANGE);
        ERR("0x", f, 2, GI_NUM_INT, GI_NUM_ERR_HEX);
        ERR("0xg", f, 2, GI_NUM_INT, GI_NUM_ERR_HEX);
        ERR("0X,", f, 2, GI_NUM_INT, GI_NUM_ERR_HEX);
        INT("0x1g", f, 3, 1);
        INT("0xffh", f, 4, 255);  /* not the h form: 0x must be followed by [0-9] */
    }
}

static void test_hsuffix(void)
{
    INT("0ffh", H, 4, 255);
    INT("0FFH", H, 4, 255);
    INT("10h", H, 3, 16);
    INT("10h", 0, 2, 10);
    INT("1Fh", H, 3, 31);
    INT("1Fh", 0, 1, 1);
    INT("0x1fh", H, 5, 31);
    INT("0x1fh", 0, 4, 31);
    INT("0b1h", H, 4, 0xb1);     /* longest match wins over 0b1 */
    INT("0b1h", 0, 3, 1);
    INT("1e5h", H, 4, 0x1e5);    /* over the float 1e5 */
    INT("08h", H, 3, 8);         /* over the malformed octal */
    INT("0h", H, 2, 0);
    INT("0ffh", H | L, 4, 255);
    INT("0ffffffffffffffffh", H, 18, UINT64_MAX);
    ERR("10000000000000000h", H, 18, GI_NUM_INT, GI_NUM_ERR_RANGE);
    /* no h: the other forms apply */
    INT("0ff", H, 1, 0);
    INT("0x1f", H, 4, 31);
    FLT("1e5", H, 3, 1e5);
    FLT("1.5h", H, 3, 1.5);
    FLT("0x1p3h", H, 5, 8.0);
    NONE("ffh", H);
}

static void test_decimal_float(void)
{
    for (unsigned f = 0; f < 4; f++) {
        FLT("1.5", f, 3, 1.5);
        FLT(".5", f, 2, 0.5);
        FLT("1e5", f, 3, 1e5);
        FLT("1.", f, 2, 1.0);
        FLT("5e-1", f, 4, 0.5);
        FLT("1E1", f, 3, 10.0);
        FLT("0.5", f, 3, 0.5);
        FLT("0.", f, 2, 0.0);
        FLT("1.e5", f, 4, 1e5);
        FLT("12.5e+3", f, 7, 12500.0);
        FLT(".5e1", f, 4, 5.0);
        FLT(".5E-1", f, 5, 0.05);
        FLT("0.1", f, 3, 0.1);
        FLT("123.456", f, 7, 123.456);
        FLT("0.15915494309189532", f, 19, 0.15915494309189532);
        FLT("0.159154943091895317852646485335", f, 32, 0.159154943091895317852646485335);
        FLT("65519.99", f, 8, 65519.99);
        FLT("1.7976931348623157e308", f, 22, 1.7976931348623157e308);
        FLT("4.9406564584124654e-324", f, 23, 4.9406564584124654e-324);
        FLT("2.2250738585072014e-308", f, 23, 2.2250738585072014e-308);
        /* correct rounding at a tie and just above it */
        FLT("9007199254740993.0", f, 18, 9007199254740992.0);
        FLT("9007199254740993.0000000001", f, 27, 9007199254740994.0);
        FLT("1e1000", f, 6, INFINITY);    /* caller checks isinf() */
        FLT("1e99999999999999999999999", f, 25, INFINITY);
        FLT("1e-400", f, 6, 0.0);
        FLT("1e-99999999999999999999999", f, 26, 0.0);
        FLT("0.000e99999999999999999999999", f, 29, 0.0);
        FLT("1.5x", f, 3, 1.5);
        FLT(".5x", f, 2, 0.5);
        FLT("1.5.5", f, 3, 1.5);
        FLT("1.5e5e5", f, 5, 1.5e5);
        FLT("2.5e3,", f, 5, 2500.0);
        /* the exact fast path's edges: 10^22 is the last exact power of ten,
         * a mantissa above 2^53 or a scale beyond 10^+-22 takes strtod */
        FLT("1e22", f, 4, 1e22);
        FLT("1e23", f, 4, 1e23);
        FLT("1.2345e-17", f, 10, 1.2345e-17);
        FLT("1.2345e-18", f, 10, 1.2345e-18);
        FLT("9007199254740991.0", f, 18, 9007199254740991.0);
        FLT("0.3", f, 3, 0.3);
        FLT("3.0000000000000004", f, 18, 3.0000000000000004);
    }
    /* leading zeros: the page's regex is a plain decimal float */
    FLT("0e5", 0, 3, 0.0);
    FLT("01.5", 0, 4, 1.5);
    FLT("00.5", 0, 4, 0.5);
    FLT("08.5", 0, 4, 8.5);
    FLT("010.5", 0, 5, 10.5);
    FLT("09e1", 0, 4, 90.0);
    /* a sign after the fraction is not part of the literal */
    FLT("1.5-1", 0, 3, 1.5);
    FLT("1.+1", 0, 2, 1.0);
    FLT("1e5+1", 0, 3, 1e5);
    FLT("1e5+1", L, 3, 1e5);
}

/* Longer than the scanner's on-stack buffer. */
static void test_long_decimal(void)
{
    char s[400];

    strcpy(s, "0.");
    memset(s + 2, '0', 200);
    strcpy(s + 202, "1e200");
    FLT(s, 0, strlen(s), 0.1);
    s[0] = '1';
    memset(s + 1, '0', 299);
    strcpy(s + 300, ".");
    FLT(s, 0, 301, 1e299);
    strcpy(s + 300, ".e10");
    FLT(s, 0, 304, INFINITY);
}

static void test_exponent_without_digits(void)
{
    FLT("1e", L, 2, 1.0);
    FLT("1.0e", L, 4, 1.0);
    FLT("1e+", L, 3, 1.0);
    FLT("1e-", L, 3, 1.0);
    FLT("2.5E", L, 4, 2.5);
    FLT(".5e", L, 3, 0.5);
    FLT("1ex", L, 2, 1.0);
    ERR("1e", 0, 2, GI_NUM_FLOAT, GI_NUM_ERR_EXPONENT);
    ERR("1.0e", 0, 4, GI_NUM_FLOAT, GI_NUM_ERR_EXPONENT);
    ERR("1e+", 0, 3, GI_NUM_FLOAT, GI_NUM_ERR_EXPONENT);
    ERR("1e-x", 0, 3, GI_NUM_FLOAT, GI_NUM_ERR_EXPONENT);
    ERR("1ex", 0, 2, GI_NUM_FLOAT, GI_NUM_ERR_EXPONENT);
    ERR(".5e", H, 3, GI_NUM_FLOAT, GI_NUM_ERR_EXPONENT);
}

static void test_hex_float(void)
{
    for (unsigned f = 0; f < 4; f++) {
        FLT("0x1p3", f, 5, 8.0);
        FLT("0X1P3", f, 5, 8.0);
        FLT("0x1p+3", f, 6, 8.0);
        FLT("0x.8p1", f, 6, 1.0);
        FLT("0x1.p1", f, 6, 2.0);
        FLT("0xAp0", f, 5, 10.0);
        FLT("0x1afp-10", f, 9, 0.4208984375);
        FLT("0x1.8p1", f, 7, 3.0);
        FLT("0x.1afp10", f, 9, 0x.1afp10);
        FLT("0x0p0", f, 5, 0.0);
        FLT("0x0.000p-5", f, 10, 0.0);
        FLT("0x1p10x", f, 6, 1024.0);
        FLT("0x1p1a", f, 5, 2.0);     /* exponent digits are decimal */
        FLT("0x0.0000000000000000000001p0", f, 28, 0x1p-88);
        FLT("0x123456789abcdef0123p0", f, 23, 0x123456789abcdef0123p0);
        FLT("0x1.fffffffffffff7p0", f, 20, 0x1.fffffffffffff7p0);
        FLT("0x1.fffffffffffff8p0", f, 20, 2.0);               /* tie, up to even */
        FLT("0x1.00000000000008p0", f, 20, 1.0);               /* tie, down to even */
        FLT("0x1.00000000000008000000000000000001p0", f, 38,   /* sticky beyond 64 bits */
            0x1.0000000000001p0);
        FLT("0x1.00000000000008000000000000000000p0", f, 38, 1.0);
        FLT("0x1p1023", f, 8, 0x1p1023);
        FLT("0x1.fffffffffffffp1023", f, 22, 0x1.fffffffffffffp1023);
        FLT("0x1.fffffffffffff8p1023", f, 23, INFINITY);
        FLT("0x1p1024", f, 8, INFINITY);
        FLT("0x1p-1074", f, 9, 0x1p-1074);
        FLT("0x1p-1075", f, 9, 0.0);
        FLT("0x1.8p-1075", f, 11, 0x1p-1074);
        FLT("0x1p-1022", f, 9, 0x1p-1022);
        FLT("0x1p99999999999999999999", f, 24, INFINITY);
        FLT("0x1p-99999999999999999999", f, 25, 0.0);
        FLT("0x100000000000000000000000000000p-116", f, 37, 1.0);  /* 1 + 29 zeros */
        ERR("0x.p1", f, 3, GI_NUM_FLOAT, GI_NUM_ERR_HEXFLOAT_DIGITS);
        ERR("0xp1", f, 2, GI_NUM_FLOAT, GI_NUM_ERR_HEXFLOAT_DIGITS);
        ERR("0x1.8", f, 5, GI_NUM_FLOAT, GI_NUM_ERR_HEXFLOAT_P);
        ERR("0x1.", f, 4, GI_NUM_FLOAT, GI_NUM_ERR_HEXFLOAT_P);
        ERR("0x1p", f, 4, GI_NUM_FLOAT, GI_NUM_ERR_HEXFLOAT_EXP);
        ERR("0x1p+", f, 5, GI_NUM_FLOAT, GI_NUM_ERR_HEXFLOAT_EXP);
        ERR("0x1pa", f, 4, GI_NUM_FLOAT, GI_NUM_ERR_HEXFLOAT_EXP);
    }
}

/* Departures of the llvm-mc 14 lexer from the page's regexes. */
static void test_llvm_quirks(void)
{
    INT("01.5", L, 2, 1);
    INT("0e5", L, 1, 0);
    INT("00.5", L, 2, 0);
    INT("0e", L, 1, 0);
    ERR("08.5", L, 2, GI_NUM_INT, GI_NUM_ERR_OCTAL);
    ERR("09e1", L, 2, GI_NUM_INT, GI_NUM_ERR_OCTAL);
    FLT("0.5e1", L, 5, 5.0);
    ERR("1.5-1", L, 4, GI_NUM_FLOAT, GI_NUM_ERR_FLOAT_SIGN);
    ERR("1.+1", L, 3, GI_NUM_FLOAT, GI_NUM_ERR_FLOAT_SIGN);
    ERR(".5-1", L, 3, GI_NUM_FLOAT, GI_NUM_ERR_FLOAT_SIGN);
    /* operand values verified with llvm-mc 14 */
    INT("0b101", L, 5, 5);
    INT("010", L, 3, 8);
    INT("0x1f", L, 4, 31);
    INT("0X10", L, 4, 16);
    INT("0B11", L, 4, 3);
    FLT("1.5", L, 3, 1.5);
    FLT(".5", L, 2, 0.5);
    FLT("1e5", L, 3, 1e5);
    FLT("0x1p3", L, 5, 8.0);
    FLT("0x.8p1", L, 6, 1.0);
    FLT("1.", L, 2, 1.0);
    FLT("5e-1", L, 4, 0.5);
    FLT("1E1", L, 3, 10.0);
    FLT("0xAp0", L, 5, 10.0);
    FLT("0x1afp-10", L, 9, 0.4208984375);
    FLT("0x1.8p1", L, 7, 3.0);
}

static void test_not_a_number(void)
{
    for (unsigned f = 0; f < 4; f++) {
        NONE("", f);
        NONE(".", f);
        NONE(".e5", f);
        NONE(".x", f);
        NONE("..5", f);
        NONE("a", f);
        NONE("-1", f);
        NONE("+1", f);
        NONE(" 1", f);
        NONE("x1", f);
    }
}

/* `end` bounds the scan even inside a longer string. */
static void test_end_bound(void)
{
    const char *s = "1234";
    gi_num n;

    CHECK_EQ_U64(gi_num_scan(s, s + 2, 0, &n), 2);
    CHECK_EQ_U64(n.ival, 12);
    CHECK_EQ_U64(gi_num_scan(s, s, 0, &n), 0);
    CHECK_EQ_U64(gi_num_scan(NULL, NULL, 0, &n), 0);
    CHECK_EQ_U64(n.kind, GI_NUM_NONE);
    s = "0x1f";
    CHECK_EQ_U64(gi_num_scan(s, s + 2, 0, &n), 2);
    CHECK_STR(n.error, GI_NUM_ERR_HEX);
    CHECK_EQ_U64(gi_num_scan(s, s + 1, 0, &n), 1);
    CHECK(n.error == NULL && n.ival == 0);
    s = "1.5";
    CHECK_EQ_U64(gi_num_scan(s, s + 2, 0, &n), 2);
    CHECK(n.kind == GI_NUM_FLOAT && n.fval == 1.0);
    s = "1e5";
    CHECK_EQ_U64(gi_num_scan(s, s + 2, 0, &n), 2);
    CHECK_STR(n.error, GI_NUM_ERR_EXPONENT);
    s = ".5";
    CHECK_EQ_U64(gi_num_scan(s, s + 1, 0, &n), 0);
    s = "0ffh";
    CHECK_EQ_U64(gi_num_scan(s, s + 3, H, &n), 1);
    CHECK_EQ_U64(n.ival, 0);
    s = "0x1p-5";
    CHECK_EQ_U64(gi_num_scan(s, s + 5, 0, &n), 5);
    CHECK_STR(n.error, GI_NUM_ERR_HEXFLOAT_EXP);
}

/* A stale result must not leak into the next scan. */
static void test_out_reset(void)
{
    static const char oct[] = "08", x[] = "x", flt[] = "1.5", seven[] = "7";
    gi_num n;

    CHECK_EQ_U64(gi_num_scan(oct, oct + 2, 0, &n), 2);
    CHECK(n.error != NULL);
    CHECK_EQ_U64(gi_num_scan(x, x + 1, 0, &n), 0);
    CHECK(n.error == NULL && n.kind == GI_NUM_NONE);
    CHECK_EQ_U64(gi_num_scan(flt, flt + 3, 0, &n), 3);
    CHECK_EQ_U64(gi_num_scan(seven, seven + 1, 0, &n), 1);
    CHECK(n.kind == GI_NUM_INT && n.ival == 7 && n.fval == 0 && n.error == NULL);
}

static void test_llvm_wording(void)
{
    gi_num n;

    CHECK_EQ_U64(scan("0x10000000000000000", 19, 0, &n), 19);
    CHECK_STR(gi_num_error_llvm(n.error), "literal value out of range for directive");
    CHECK_STR(gi_num_error_llvm(GI_NUM_ERR_OCTAL), "invalid octal number");
    CHECK_STR(gi_num_error_llvm(GI_NUM_ERR_HEX), "invalid hexadecimal number");
    CHECK_STR(gi_num_error_llvm(GI_NUM_ERR_BINARY), "invalid binary number");
    CHECK(gi_num_error_llvm(NULL) == NULL);
}

int main(void)
{
    test_decimal_int();
    test_binary();
    test_octal();
    test_hex_int();
    test_hsuffix();
    test_decimal_float();
    test_long_decimal();
    test_exponent_without_digits();
    test_hex_float();
    test_llvm_quirks();
    test_not_a_number();
    test_end_bound();
    test_out_reset();
    test_llvm_wording();
    TEST_DONE();
}
