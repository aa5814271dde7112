/* Numeric literal scanning shared by every ISA front end.
 * Recognises integer and floating-point literals in the formats of the
 * AMDGPU operand-syntax page (decimal, 0b binary, 0 octal, 0x hex,
 * the `h`-suffixed hex form, decimal and hexadecimal floats). */
#ifndef GI_CORE_NUMBER_H
#define GI_CORE_NUMBER_H
#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>

enum gi_num_kind { GI_NUM_NONE = 0, GI_NUM_INT, GI_NUM_FLOAT };

/* Flags controlling dialect differences. */
enum {
    GI_NUMF_HSUFFIX = 1,   /* accept `0ffh` / `10h` hex (the seed page); llvm-mc 14 does not */
    GI_NUMF_LLVM = 2       /* llvm-mc 14 quirks: `1e`, `1.0e`, `1e+` read as 1.0; overflowing
                              decimal exponent gives inf */
};

typedef struct gi_num {
    enum gi_num_kind kind;
    uint64_t ival;        /* integer value (two's complement 64-bit), GI_NUM_INT */
    double fval;          /* value as f64, GI_NUM_FLOAT */
    const char *error;    /* non-NULL: the text is a malformed number; static message */
} gi_num;

/* Scan a number starting at p (p < end, *p is a digit or '.').
 * No sign is consumed (unary minus is an expression operator).
 * Returns the number of characters that form the literal, and fills *out.
 * Returns 0 if p does not start a number at all. A literal whose value does
 * not fit 64 bits sets out->error ("integer literal out of range"). */
size_t gi_num_scan(const char *p, const char *end, unsigned flags, gi_num *out);

/* Behaviour details of gi_num_scan (decisions the callers rely on):
 *
 * - On success out->error is NULL and kind is GI_NUM_INT (ival) or
 *   GI_NUM_FLOAT (fval); the other value field is 0. On error out->error is
 *   one of the GI_NUM_ERR_* texts, kind says what was being scanned, both
 *   values are 0, and the return value still covers the malformed text (so
 *   the caller can skip it). p not at a number: returns 0, kind GI_NUM_NONE.
 * - The maximal valid literal is scanned; whatever follows (e.g. the `ffh`
 *   of `0ffh` without GI_NUMF_HSUFFIX: integer 0, length 1) is left to the
 *   caller, which decides whether a literal glued to identifier characters
 *   is an error.
 * - Decimal integers, 0b binary, 0 octal, 0x hex; `0` alone is the integer 0.
 *   A leading-zero digit run that is not followed by `.`/`e` is octal: `08`
 *   and `09` give GI_NUM_ERR_OCTAL. `0x` without digits gives
 *   GI_NUM_ERR_HEX (length 2); `0b` not followed by a binary digit gives
 *   GI_NUM_ERR_BINARY (length 2; llvm-mc would read a `0b` directional label).
 * - GI_NUMF_HSUFFIX: `(0x)?[0-9][0-9a-fA-F]*[hH]` is tried first and wins
 *   when it matches (it is then the longest match): `0ffh` = 255, `10h` = 16,
 *   `0x1fh` = 31, `0b1h` = 0xb1. `0xffh` does not match that regex (a decimal
 *   digit must follow 0x), so it scans as 0xff with the `h` left over.
 * - Integers that do not fit 64 bits set GI_NUM_ERR_RANGE; the wording
 *   llvm-mc 14 uses is available from gi_num_error_llvm().
 * - Decimal floats `[0-9]*[.][0-9]*([eE][+-]?[0-9]*)?` with at least one
 *   mantissa digit and a `.` or an exponent; `.` not followed by a digit is
 *   not a number. Converted with correct rounding (strtod on a rewritten
 *   copy without a decimal point, so LC_NUMERIC does not matter; it does
 *   follow the host rounding mode, round-to-nearest by default). Values
 *   beyond the f64 range give +inf and tiny values 0 or a denormal, with no
 *   error: the caller checks isinf() if it wants an overflow diagnostic
 *   (llvm-mc 14 silently uses inf).
 * - An exponent marker without digits (`1e`, `1.0e`, `1e+`): part of the
 *   literal in both modes; with GI_NUMF_LLVM the exponent is ignored (value
 *   1.0), without it the result is GI_NUM_ERR_EXPONENT.
 * - Hex floats `0x[0-9a-fA-F]*(.[0-9a-fA-F]*)?[pP][+-]?[0-9]+` (decimal
 *   exponent, at least one significand digit), rounded to nearest even in
 *   integer arithmetic; huge exponents give inf / 0. `0x1.8` without `p`
 *   and `0x1p` without exponent digits are errors (GI_NUM_ERR_HEXFLOAT_*).
 * - GI_NUMF_LLVM additionally mimics the llvm-mc 14 lexer where it departs
 *   from the regexes above: a `0` followed by anything but `.`, `x`, `b`
 *   starts an integer only (`01.5` scans as octal 1, length 2; `0e5` as 0,
 *   length 1; `08.5` is GI_NUM_ERR_OCTAL), and a `+`/`-` right after the
 *   fraction digits of a float with no exponent (`1.5-1`) gives
 *   GI_NUM_ERR_FLOAT_SIGN (length includes the sign). */
#define GI_NUM_ERR_RANGE "integer literal out of range"
#define GI_NUM_ERR_OCTAL "invalid octal number"
#define GI_NUM_ERR_HEX "invalid hexadecimal number"
#define GI_NUM_ERR_BINARY "invalid binary number"
#define GI_NUM_ERR_EXPONENT "invalid floating-point exponent: expected at least one digit"
#define GI_NUM_ERR_FLOAT_SIGN "invalid sign in float literal"
#define GI_NUM_ERR_HEXFLOAT_DIGITS \
    "invalid hexadecimal floating-point constant: expected at least one significand digit"
#define GI_NUM_ERR_HEXFLOAT_P \
    "invalid hexadecimal floating-point constant: expected exponent part 'p'"
#define GI_NUM_ERR_HEXFLOAT_EXP \
    "invalid hexadecimal floating-point constant: expected at least one exponent digit"
#define GI_NUM_ERR_NOMEM "out of memory"

/* The llvm-mc 14 wording for an error text from gi_num_scan (compared by
 * content): GI_NUM_ERR_RANGE becomes "literal value out of range for
 * directive"; every other text is returned unchanged (they already match
 * llvm-mc's lexer messages where it has one). NULL gives NULL. */
const char *gi_num_error_llvm(const char *error);

#endif
