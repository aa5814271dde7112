/* Values of the JSON state (numbers, "0x.." strings, floats, booleans) and
 * the memory element types u8 .. f64, with the range checks of CONTRACT.md. */
#ifndef GI_EXEC_VALUE_H
#define GI_EXEC_VALUE_H
#include <stdint.h>
#include <stddef.h>
#include <jansson.h>

typedef enum gi_vkind { GI_VAL_INT = 0, GI_VAL_FLOAT = 1, GI_VAL_BOOL = 2 } gi_vkind;

/* One state value. INT: a JSON integer (neg set when negative; u holds its
 * 64-bit two's complement) or a "0x.." string (hex set; u is a bit pattern).
 * FLOAT: a JSON real in f. BOOL: u is 0 or 1. */
typedef struct gi_value {
    gi_vkind kind;
    int hex, neg;
    uint64_t u;
    double f;
} gi_value;

/* From a JSON integer, real, boolean or "0x"/"0X" + hex digits string.
 * Returns -1 (message in err) for anything else. */
int gi_value_from_json(const json_t *j, gi_value *v, char *err, size_t errlen);

/* An integer register or field of `bits` bits (1..64): JSON integers in
 * [-2^(bits-1), 2^bits - 1] (negative = two's complement), hex strings that
 * fit in `bits`. Floats and booleans are rejected. -1 when out of range. */
int gi_value_to_uint(const gi_value *v, unsigned bits, uint64_t *out);

/* Memory element types (ORDER gi_type_names in value.c). */
typedef enum gi_type {
    GI_T_U8, GI_T_S8, GI_T_U16, GI_T_S16, GI_T_U32, GI_T_S32, GI_T_U64, GI_T_S64, GI_T_F16, GI_T_F32, GI_T_F64,
    GI_T_COUNT
} gi_type;

int gi_type_from_name(const char *name);   /* -1 if unknown */
const char *gi_type_name(gi_type t);
unsigned gi_type_size(gi_type t);
int gi_type_is_float(gi_type t);
int gi_type_is_signed(gi_type t);

/* The bit pattern of a value stored as type t: integers must be in the
 * type's range (hex strings: a bit pattern that fits the size); float types
 * take JSON reals and integers as values, rounded to nearest even (finite
 * values that overflow the type are out of range), and hex strings as bit
 * patterns. Returns -1 (message in err) when out of range or of a wrong kind. */
int gi_value_to_type(const gi_value *v, gi_type t, uint64_t *bits, char *err, size_t errlen);

/* The JSON form of a stored element for the result: unsigned/signed
 * integers as numbers (above 2^63-1 as "0x" strings), floats as reals when
 * finite and as "0x" bit-pattern strings otherwise (NaN, inf). New reference. */
json_t *gi_type_to_json(gi_type t, uint64_t bits);

/* A JSON number for an unsigned 64-bit value: an integer up to 2^63-1, a
 * "0x%016" string above. New reference. */
json_t *gi_json_u64(uint64_t v);

#endif
