/* Operand spellings of the AMDGPU printer: registers and register tuples,
 * inline constants and literals, as llvm-mc 14's instruction printer writes
 * them (AMDGPUInstPrinter: printRegOperand, printImmediate16/32/64). */
#include "amdgpu/dis/print.h"
#include <string.h>

void amd_pr_tuple(gi_str *o, const char *file, unsigned first, unsigned n)
{
    gi_str_add(o, file);
    if (n <= 1) {
        gi_str_addu(o, first);
        return;
    }
    gi_str_addn(o, "[", 1);
    gi_str_addu(o, first);
    gi_str_addn(o, ":", 1);
    gi_str_addu(o, first + n - 1);
    gi_str_addn(o, "]", 1);
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

/* The special registers by operand code as llvm-mc 14's decoder names them.
 * This is not the assembler's table (regs.c): the decoder names codes that
 * the assembler of the same target rejects (null and src_shared_base on
 * GFX8, xnack_mask without the feature). n = registers read, 0 = any. */
enum { G7 = 1, G8 = 2, G9 = 4, G10 = 8, GALL = 15 };
static const struct { uint16_t code; uint8_t n, gens; const char *name; } dec_specials[] = {
    {102, 2, G8 | G9, "flat_scratch"}, {102, 1, G8 | G9, "flat_scratch_lo"},
    {103, 1, G8 | G9, "flat_scratch_hi"}, {104, 2, G8 | G9, "xnack_mask"},
    {104, 1, G8 | G9, "xnack_mask_lo"}, {105, 1, G8 | G9, "xnack_mask_hi"},
    /* GFX7 (no llvm-mc 14 reference: its assembler's encodings, regs.c) */
    {104, 2, G7, "flat_scratch"}, {104, 1, G7, "flat_scratch_lo"}, {105, 1, G7, "flat_scratch_hi"},
    {106, 2, GALL, "vcc"}, {106, 1, GALL, "vcc_lo"}, {107, 1, GALL, "vcc_hi"},
    {108, 2, G7 | G8, "tba"}, {108, 1, G7 | G8, "tba_lo"}, {109, 1, G7 | G8, "tba_hi"},
    {110, 2, G7 | G8, "tma"}, {110, 1, G7 | G8, "tma_lo"}, {111, 1, G7 | G8, "tma_hi"},
    {124, 1, GALL, "m0"}, {125, 0, GALL, "null"},
    {126, 2, GALL, "exec"}, {126, 1, GALL, "exec_lo"}, {127, 1, GALL, "exec_hi"},
    {235, 0, GALL, "src_shared_base"}, {236, 0, GALL, "src_shared_limit"},
    {237, 0, GALL, "src_private_base"}, {238, 0, GALL, "src_private_limit"},
    {239, 0, GALL, "src_pops_exiting_wave_id"},
    {251, 0, GALL, "src_vccz"}, {252, 0, GALL, "src_execz"}, {253, 0, GALL, "src_scc"},
    {254, 1, GALL, "src_lds_direct"},   /* 32-bit operands only */
};

bool amd_pr_reg(gi_str *o, const amd_target *t, unsigned code, unsigned n)
{
    if (code >= 256) {
        if (o) amd_pr_tuple(o, "v", code - 256, n);
        return code - 256 + n <= 256;
    }
    unsigned ttmp0 = t->gen >= AMD_GFX9 ? 108 : 112;
    unsigned nsgpr = t->gen >= AMD_GFX10 ? 106 : t->gen == AMD_GFX7 ? 104 : 102;
    if (code < nsgpr) {
        /* llvm-mc's tuple classes run to s105 on every target (s[100:103] on GFX8/9) */
        unsigned f = salign(code, n);
        if (f + n > 106) return false;
        if (o) amd_pr_tuple(o, "s", f, n);
        return true;
    }
    if (code >= ttmp0 && code < 124) {
        /* and its ttmp tuple classes to ttmp15 (ttmp[8:15] on GFX8) */
        unsigned f = salign(code - ttmp0, n);
        if (f + n > 16) return false;
        if (o) amd_pr_tuple(o, "ttmp", f, n);
        return true;
    }
    if (n > 4) return false; /* no special register names a 256-bit or wider tuple */
    for (size_t i = 0; i < sizeof dec_specials / sizeof dec_specials[0]; i++)
        if (dec_specials[i].code == code && (dec_specials[i].gens >> t->gen & 1) &&
            (dec_specials[i].n == 0 || dec_specials[i].n == (n > 2 ? 2 : n))) {
            /* a wider tuple at a special pair takes the pair's name (xnack_mask, tba as a
             * 128-bit resource: llvm-mc's decoder names any such tuple as 64 bits) */
            if (o) gi_str_add(o, dec_specials[i].name);
            return true;
        }
    return false;
}

/* The f16, f32 and f64 bit patterns of the inline float constants 240..248. */
static const uint16_t f16_consts[9] = {0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118};
static const uint32_t f32_consts[9] = {0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000, 0x40000000,
                                       0xc0000000, 0x40800000, 0xc0800000, 0x3e22f983};

static void hex(gi_str *o, uint64_t v) { gi_str_addx(o, v); }

/* A 16-bit operand's literal as llvm-mc 14 prints it: an inline integer by
 * the low half, an f16 constant's name only if the whole dword is its
 * pattern, else the low half in hex. */
static void literal16(gi_str *o, bool inv2pi, bool fp, uint32_t lit)
{
    int16_t v = (int16_t)lit;
    if (v >= -16 && v <= 64) { gi_str_addi(o, v); return; }
    for (int i = 0; i < 9 && fp; i++)
        if (lit == f16_consts[i] && (i < 8 || inv2pi)) { gi_str_add(o, fconst_names[i]); return; }
    hex(o, lit & 0xffff);
}

void amd_pr_literal(gi_str *o, const amd_target *t, amd_type ty, uint32_t lit)
{
    bool inv2pi = (t->features & AMD_F_INV2PI) != 0;
    unsigned bits = amd_type_bits(ty);
    if (bits == 16) { literal16(o, inv2pi, amd_type_is_float(ty), lit); return; }
    /* packed halves: a dword beyond 16 bits is a 32-bit literal where VOP3 takes
     * literals (GFX10); otherwise its low half is a 16-bit one */
    if (ty == AT_V2F16 || ty == AT_V2I16) {
        if (lit <= 0xffff || t->gen < AMD_GFX10) { literal16(o, inv2pi, ty == AT_V2F16, lit & 0xffff); return; }
        ty = AT_B32;
    }
    if (bits == 64) {
        /* llvm-mc 14 prints the literal dword itself (not the double it stands for) */
        if (lit <= 64) gi_str_addu(o, lit);
        else hex(o, lit);
        return;
    }
    int32_t v = (int32_t)lit;
    if (v >= -16 && v <= 64) { gi_str_addi(o, v); return; }
    for (int i = 0; i < 9; i++)
        if (lit == f32_consts[i] && (i < 8 || inv2pi)) { gi_str_add(o, fconst_names[i]); return; }
    hex(o, lit);
}

bool amd_pr_src(gi_str *o, const amd_target *t, unsigned code, amd_type ty, uint32_t lit)
{
    unsigned n = amd_pr_regs(ty);
    if (code >= 128 && code <= 192) { gi_str_addu(o, code - 128); return true; }
    if (code >= 193 && code <= 208) { gi_str_addi(o, -(int64_t)(code - 192)); return true; }
    if (code >= 240 && code <= 248) {
        /* a 16-bit integer operand reads the f16 pattern: llvm-mc prints it in hex */
        if (amd_type_bits(ty) == 16 || ty == AT_V2I16) {
            if (!amd_type_is_float(ty) && ty != AT_V2F16) {
                gi_str_addf(o, "0x%x", f16_consts[code - 240]);
                return true;
            }
        }
        if (code == 248 && amd_type_bits(ty) == 64) gi_str_add(o, "0.15915494309189532");
        else gi_str_add(o, fconst_names[code - 240]);
        return true;
    }
    if (code == 255) { amd_pr_literal(o, t, ty, lit); return true; }
    return amd_pr_reg(o, t, code, n);
}
