/* Operand spellings of the AMDGPU printer: registers and register tuples,
 * inline constants and literals, as llvm-mc 14's instruction printer writes
 * them (AMDGPUInstPrinter: printRegOperand, printImmediate16/32/64). */
#include "amdgpu/dis/print.h"
#include "amdgpu/regs.h"
#include <string.h>

void amd_pr_tuple(gi_str *o, const char *file, unsigned first, unsigned n)
{
    if (n <= 1) gi_str_addf(o, "%s%u", file, first);
    else gi_str_addf(o, "%s[%u:%u]", file, first, first + n - 1);
}

unsigned amd_pr_regs(amd_type t)
{
    unsigned b = amd_type_bits(t);
    return b <= 32 ? 1 : b / 32;
}

/* SGPR and TTMP tuples are aligned as llvm-mc's decoder aligns them: a
 * misaligned first register is rounded down (it warns in a comment). */
static unsigned salign(unsigned first, unsigned n)
{
    unsigned a = n <= 1 ? 1 : n == 2 ? 2 : 4;
    return first / a * a;
}

static const char *const fconst_names[9] = {"0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0", "0.15915494"};

bool amd_pr_reg(gi_str *o, const amd_target *t, unsigned code, unsigned n)
{
    if (code >= 256) {
        amd_pr_tuple(o, "v", code - 256, n);
        return code - 256 + n <= 256;
    }
    unsigned ttmp0 = t->gen >= AMD_GFX9 ? 108 : 112;
    if (code < t->sgprs) {
        unsigned f = salign(code, n);
        if (f + n > t->sgprs) return false;
        amd_pr_tuple(o, "s", f, n);
        return true;
    }
    if (code >= ttmp0 && code < 124) {
        unsigned f = salign(code - ttmp0, n);
        if (ttmp0 + f + n > 124) return false;
        amd_pr_tuple(o, "ttmp", f, n);
        return true;
    }
    const char *s = amd_special_of_code(t, code, n);
    if (!s && n > 2 && (code == 106 || code == 126)) s = NULL;
    if (!s) return false;
    gi_str_add(o, s);
    return true;
}

/* The f16, f32 and f64 bit patterns of the inline float constants 240..248. */
static const uint16_t f16_consts[9] = {0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118};
static const uint32_t f32_consts[9] = {0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000, 0x40000000,
                                       0xc0000000, 0x40800000, 0xc0800000, 0x3e22f983};
static const uint64_t f64_consts[9] = {0x3fe0000000000000ull, 0xbfe0000000000000ull, 0x3ff0000000000000ull,
                                       0xbff0000000000000ull, 0x4000000000000000ull, 0xc000000000000000ull,
                                       0x4010000000000000ull, 0xc010000000000000ull, 0x3fc45f306dc9c882ull};

static void hex(gi_str *o, uint64_t v) { gi_str_addf(o, "0x%llx", (unsigned long long)v); }

void amd_pr_literal(gi_str *o, const amd_target *t, amd_type ty, uint32_t lit)
{
    bool inv2pi = (t->features & AMD_F_INV2PI) != 0;
    unsigned bits = amd_type_bits(ty);
    if (bits == 16) {
        int16_t v = (int16_t)lit;
        if (v >= -16 && v <= 64) { gi_str_addf(o, "%d", v); return; }
        for (int i = 0; i < 9; i++)
            if ((uint16_t)lit == f16_consts[i] && (i < 8 || inv2pi)) { gi_str_add(o, fconst_names[i]); return; }
        hex(o, lit);
        return;
    }
    if (bits == 64) {
        /* a literal of a 64-bit float operand is the high half of the double */
        uint64_t v = amd_type_is_float(ty) ? (uint64_t)lit << 32 : lit;
        if ((int64_t)v >= -16 && (int64_t)v <= 64) { gi_str_addf(o, "%lld", (long long)v); return; }
        for (int i = 0; i < 8; i++)
            if (v == f64_consts[i]) { gi_str_add(o, fconst_names[i]); return; }
        hex(o, v);
        return;
    }
    int32_t v = (int32_t)lit;
    if (v >= -16 && v <= 64) { gi_str_addf(o, "%d", v); return; }
    for (int i = 0; i < 9; i++)
        if (lit == f32_consts[i] && (i < 8 || inv2pi)) { gi_str_add(o, fconst_names[i]); return; }
    hex(o, lit);
}

bool amd_pr_src(gi_str *o, const amd_target *t, unsigned code, amd_type ty, uint32_t lit)
{
    unsigned n = amd_pr_regs(ty);
    if (code >= 128 && code <= 192) { gi_str_addf(o, "%u", code - 128); return true; }
    if (code >= 193 && code <= 208) { gi_str_addf(o, "-%u", code - 192); return true; }
    if (code >= 240 && code <= 248) {
        if (code == 248 && amd_type_bits(ty) == 64) gi_str_add(o, "0.15915494309189532");
        else gi_str_add(o, fconst_names[code - 240]);
        return true;
    }
    if (code == 255) { amd_pr_literal(o, t, ty, lit); return true; }
    return amd_pr_reg(o, t, code, n);
}
