/* State values and memory element types (see value.h). */
#include "exec/value.h"
#include "core/fpconv.h"
#include <stdio.h>
#include <string.h>

/* ORDER gi_type */
static const char *const gi_type_names[GI_T_COUNT] = {"u8",  "s8",  "u16", "s16", "u32", "s32",
                                                      "u64", "s64", "f16", "f32", "f64"};
static const unsigned char gi_type_sizes[GI_T_COUNT] = {1, 1, 2, 2, 4, 4, 8, 8, 2, 4, 8};

int gi_type_from_name(const char *name)
{
    for (int i = 0; i < GI_T_COUNT; i++)
        if (!strcmp(name, gi_type_names[i])) return i;
    return -1;
}

const char *gi_type_name(gi_type t) { return gi_type_names[t]; }
unsigned gi_type_size(gi_type t) { return gi_type_sizes[t]; }
int gi_type_is_float(gi_type t) { return t >= GI_T_F16; }
int gi_type_is_signed(gi_type t) { return t == GI_T_S8 || t == GI_T_S16 || t == GI_T_S32 || t == GI_T_S64; }

static int hexval(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

int gi_value_from_json(const json_t *j, gi_value *v, char *err, size_t errlen)
{
    memset(v, 0, sizeof *v);
    if (json_is_integer(j)) {
        json_int_t i = json_integer_value(j);
        v->kind = GI_VAL_INT;
        v->neg = i < 0;
        v->u = (uint64_t)i;
        return 0;
    }
    if (json_is_real(j)) {
        v->kind = GI_VAL_FLOAT;
        v->f = json_real_value(j);
        return 0;
    }
    if (json_is_boolean(j)) {
        v->kind = GI_VAL_BOOL;
        v->u = json_is_true(j);
        return 0;
    }
    if (json_is_string(j)) {
        const char *s = json_string_value(j);
        size_t n = json_string_length(j);
        if (n > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
            uint64_t u = 0;
            size_t i = 2;
            for (; i < n; i++) {
                int h = hexval(s[i]);
                if (h < 0 || u >> 60) break;
                u = u << 4 | (unsigned)h;
            }
            if (i == n) {
                v->kind = GI_VAL_INT;
                v->hex = 1;
                v->u = u;
                return 0;
            }
        }
        snprintf(err, errlen, "bad number string \"%.40s\" (expected \"0x\" and at most 16 hex digits)", s);
        return -1;
    }
    snprintf(err, errlen, "expected a number, a \"0x\" string or a boolean");
    return -1;
}

int gi_value_to_uint(const gi_value *v, unsigned bits, uint64_t *out)
{
    if (v->kind != GI_VAL_INT || bits == 0 || bits > 64) return -1;
    uint64_t mask = bits == 64 ? ~0ull : (1ull << bits) - 1;
    if (v->hex) {
        if (v->u & ~mask) return -1;
    } else if (v->neg) {
        /* v->u is the two's complement of a value >= -2^63 */
        if (bits < 64 && (int64_t)v->u < -(int64_t)(1ull << (bits - 1))) return -1;
    } else if (v->u & ~mask) {
        return -1;
    }
    *out = v->u & mask;
    return 0;
}

int gi_value_to_type(const gi_value *v, gi_type t, uint64_t *bits, char *err, size_t errlen)
{
    unsigned size = gi_type_sizes[t], nbits = size * 8;
    uint64_t mask = nbits == 64 ? ~0ull : (1ull << nbits) - 1;
    if (v->kind == GI_VAL_BOOL) {
        snprintf(err, errlen, "a boolean is not a %s value", gi_type_names[t]);
        return -1;
    }
    if (v->kind == GI_VAL_INT && v->hex) {
        if (v->u & ~mask) {
            snprintf(err, errlen, "0x%llx does not fit in %s", (unsigned long long)v->u, gi_type_names[t]);
            return -1;
        }
        *bits = v->u;
        return 0;
    }
    if (gi_type_is_float(t)) {
        double d = v->kind == GI_VAL_FLOAT ? v->f : v->neg ? (double)(int64_t)v->u : (double)v->u;
        uint64_t b = gi_f64_bits(d);
        unsigned st = 0;
        if (t == GI_T_F64) *bits = b;
        else if (t == GI_T_F32) *bits = gi_f64_to_f32(b, &st);
        else *bits = gi_f64_to_f16(b, &st);
        if (st & GI_FP_OVERFLOW) {
            snprintf(err, errlen, "%g is out of range for %s", d, gi_type_names[t]);
            return -1;
        }
        return 0;
    }
    if (v->kind == GI_VAL_FLOAT) {
        snprintf(err, errlen, "%g is not an integer (type %s)", v->f, gi_type_names[t]);
        return -1;
    }
    int ok;
    if (gi_type_is_signed(t)) {
        int64_t s = (int64_t)v->u;
        if (!v->neg && v->u > (uint64_t)INT64_MAX) ok = 0;
        else if (nbits == 64) ok = 1;
        else ok = s >= -(int64_t)(1ull << (nbits - 1)) && s < (int64_t)(1ull << (nbits - 1));
    } else {
        ok = !v->neg && !(v->u & ~mask);
    }
    if (!ok) {
        if (v->neg) snprintf(err, errlen, "%lld is out of range for %s", (long long)(int64_t)v->u, gi_type_names[t]);
        else snprintf(err, errlen, "%llu is out of range for %s", (unsigned long long)v->u, gi_type_names[t]);
        return -1;
    }
    *bits = v->u & mask;
    return 0;
}

json_t *gi_json_u64(uint64_t v)
{
    if (v <= (uint64_t)INT64_MAX) return json_integer((json_int_t)v);
    char buf[24];
    snprintf(buf, sizeof buf, "0x%016llx", (unsigned long long)v);
    return json_string(buf);
}

json_t *gi_type_to_json(gi_type t, uint64_t bits)
{
    unsigned nbits = gi_type_sizes[t] * 8;
    if (gi_type_is_float(t)) {
        uint64_t d = t == GI_T_F64 ? bits : t == GI_T_F32 ? gi_f32_to_f64((uint32_t)bits) : gi_f16_to_f64((uint16_t)bits);
        if (((d >> 52) & 0x7FF) == 0x7FF) {   /* NaN or inf: JSON has no number for it */
            char buf[24];
            snprintf(buf, sizeof buf, "0x%0*llx", (int)(nbits / 4), (unsigned long long)bits);
            return json_string(buf);
        }
        return json_real(gi_f64_from_bits(d));
    }
    if (gi_type_is_signed(t)) {
        int64_t s = nbits == 64 ? (int64_t)bits : (int64_t)(bits << (64 - nbits)) >> (64 - nbits);
        return json_integer((json_int_t)s);
    }
    return gi_json_u64(bits);
}
