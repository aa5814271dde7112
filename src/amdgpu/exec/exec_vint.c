/* AMDGPU execution: whole-wave 32-bit VALU integer kernels (see
 * exec_vint.h). Each case is one fixed-length loop over 64 lanes with no
 * calls and no per-lane branches, so the compiler turns it into vector
 * code; inactive lanes are computed too and dropped by the caller. */
#include "amdgpu/exec/exec_vint.h"
#include "amdgpu/exec/exec_iops.h"
#include <stddef.h>
#include <string.h>

/* one row per value operation: its kernel, and the one that also
 * produces the carry/borrow mask (VK_NONE: never with a carry-out) */
static const struct {
    amd_opfn fn;
    amd_vk plain, carry;
} kernels[] = {
    {amd_op_mov, VK_MOV, VK_NONE},         {amd_op_not, VK_NOT, VK_NONE},
    {amd_op_add_u32, VK_ADD, VK_ADD_CO},   {amd_op_sub_u32, VK_SUB, VK_SUB_CO},
    {amd_op_addc_u32, VK_ADDC, VK_ADDC},   {amd_op_subb_u32, VK_SUBB, VK_SUBB},
    {amd_op_and, VK_AND, VK_NONE},         {amd_op_or, VK_OR, VK_NONE},
    {amd_op_xor, VK_XOR, VK_NONE},         {amd_op_xnor, VK_XNOR, VK_NONE},
    {amd_op_lshl, VK_LSHL, VK_NONE},       {amd_op_lshr, VK_LSHR, VK_NONE},
    {amd_op_ashr, VK_ASHR, VK_NONE},       {amd_op_mul_lo, VK_MUL_LO, VK_NONE},
    {amd_op_mul_hi_u32, VK_MUL_HI_U, VK_NONE}, {amd_op_mul_hi_i32, VK_MUL_HI_I, VK_NONE},
    {amd_op_mul_u24, VK_MUL_U24, VK_NONE}, {amd_op_mul_i24, VK_MUL_I24, VK_NONE},
    {amd_op_mad_u24, VK_MAD_U24, VK_NONE}, {amd_op_mad_i24, VK_MAD_I24, VK_NONE},
    {amd_op_min_u, VK_MIN_U, VK_NONE},     {amd_op_max_u, VK_MAX_U, VK_NONE},
    {amd_op_min_i, VK_MIN_I, VK_NONE},     {amd_op_max_i, VK_MAX_I, VK_NONE},
    {amd_op_v_bfe_u, VK_BFE_U, VK_NONE},   {amd_op_v_bfe_i, VK_BFE_I, VK_NONE},
    {amd_op_cndmask, VK_CNDMASK, VK_NONE},
    {amd_op_add3, VK_ADD3, VK_NONE},       {amd_op_lshl_add_v, VK_LSHL_ADD, VK_NONE},
    {amd_op_add_lshl, VK_ADD_LSHL, VK_NONE}, {amd_op_lshl_or, VK_LSHL_OR, VK_NONE},
    {amd_op_and_or, VK_AND_OR, VK_NONE},   {amd_op_or3, VK_OR3, VK_NONE},
};

amd_vk amd_vint_kernel(amd_opfn fn, bool carry_out)
{
    for (size_t i = 0; i < sizeof kernels / sizeof kernels[0]; i++)
        if (kernels[i].fn == fn) return carry_out ? kernels[i].carry : kernels[i].plain;
    return VK_NONE;
}

#define LANES for (unsigned l = 0; l < AMD_VK_LANES; l++)
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && defined(__OPTIMIZE__)
#define VINT_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define VINT_CLONES
#endif
#define CIN ((uint32_t)ci[l])

/* lane bytes (0/1) <-> mask bits, 8 lanes per multiply: byte i of x moves to
 * bit 56 + i of x * 0x0102040810204080 (no two partial products meet) */
static uint64_t pack(const uint8_t *co)
{
    uint64_t m = 0;
    for (unsigned g = 0; g < AMD_VK_LANES / 8; g++) {
        uint64_t x;
        memcpy(&x, co + 8 * g, 8);
        m |= ((x * 0x0102040810204080ull) >> 56) << (8 * g);
    }
    return m;
}
/* byte i of the replicated mask byte keeps bit i; nonzero bytes become 1 */
static void unpack(uint64_t m, uint8_t *ci)
{
    for (unsigned g = 0; g < AMD_VK_LANES / 8; g++) {
        uint64_t x = ((m >> (8 * g)) & 0xff) * 0x0101010101010101ull & 0x8040201008040201ull;
        x = ((x + 0x7f7f7f7f7f7f7f7full) >> 7) & 0x0101010101010101ull;
        memcpy(ci + 8 * g, &x, 8);
    }
}

/* v_bfe: offset and width & 31, width 0 gives 0 (D-I2) */
static inline uint32_t bfe_u(uint32_t a, uint32_t o, uint32_t w)
{
    o &= 31, w &= 31;
    uint32_t f = (a >> o) & ((1u << w) - 1);
    return w ? f : 0;
}
static inline uint32_t bfe_i(uint32_t a, uint32_t o, uint32_t w)
{
    uint32_t f = bfe_u(a, o, w), sh = (32 - (w & 31)) & 31;
    return (w & 31) ? (uint32_t)((int32_t)(f << sh) >> sh) : 0;
}
static inline int32_t sx24(uint32_t a) { return (int32_t)(a << 8) >> 8; }

/* x86-64 GCC: an AVX2 clone next to the baseline one, picked once by the
 * loader (ifunc) from the CPU's features; without it SSE2 has no per-lane
 * variable shift, 32-bit multiply or blend, and those kernels stay scalar. */
VINT_CLONES
void amd_vint_run(amd_vk k, uint32_t *restrict r, const uint32_t *a, const uint32_t *b, const uint32_t *c,
                  unsigned uni, uint64_t cin, uint64_t *cout)
{
    uint8_t co[AMD_VK_LANES], ci[AMD_VK_LANES];
    if (k >= VK_ADDC) unpack(cin, ci);
    /* a uniform shift count: one count for the whole vector */
    if ((uni & 2) && (k == VK_LSHL || k == VK_LSHR || k == VK_ASHR)) {
        uint32_t n = b[0] & 31;
        if (k == VK_LSHL) LANES r[l] = a[l] << n;
        else if (k == VK_LSHR) LANES r[l] = a[l] >> n;
        else LANES r[l] = (uint32_t)((int32_t)a[l] >> n);
        return;
    }
    switch (k) {
    case VK_MOV: LANES r[l] = a[l]; break;
    case VK_NOT: LANES r[l] = ~a[l]; break;
    case VK_ADD: LANES r[l] = a[l] + b[l]; break;
    case VK_SUB: LANES r[l] = a[l] - b[l]; break;
    case VK_AND: LANES r[l] = a[l] & b[l]; break;
    case VK_OR: LANES r[l] = a[l] | b[l]; break;
    case VK_XOR: LANES r[l] = a[l] ^ b[l]; break;
    case VK_XNOR: LANES r[l] = ~(a[l] ^ b[l]); break;
    case VK_LSHL: LANES r[l] = a[l] << (b[l] & 31); break;
    case VK_LSHR: LANES r[l] = a[l] >> (b[l] & 31); break;
    case VK_ASHR: LANES r[l] = (uint32_t)((int32_t)a[l] >> (b[l] & 31)); break;
    case VK_MUL_LO: LANES r[l] = a[l] * b[l]; break;
    case VK_MUL_HI_U: LANES r[l] = (uint32_t)(((uint64_t)a[l] * b[l]) >> 32); break;
    case VK_MUL_HI_I: LANES r[l] = (uint32_t)((uint64_t)((int64_t)(int32_t)a[l] * (int32_t)b[l]) >> 32); break;
    case VK_MUL_U24: LANES r[l] = (a[l] & 0xffffffu) * (b[l] & 0xffffffu); break;
    case VK_MUL_I24: LANES r[l] = (uint32_t)sx24(a[l]) * (uint32_t)sx24(b[l]); break;
    case VK_MAD_U24: LANES r[l] = (a[l] & 0xffffffu) * (b[l] & 0xffffffu) + c[l]; break;
    case VK_MAD_I24: LANES r[l] = (uint32_t)sx24(a[l]) * (uint32_t)sx24(b[l]) + c[l]; break;
    case VK_MIN_U: LANES r[l] = a[l] < b[l] ? a[l] : b[l]; break;
    case VK_MAX_U: LANES r[l] = a[l] > b[l] ? a[l] : b[l]; break;
    case VK_MIN_I: LANES r[l] = (int32_t)a[l] < (int32_t)b[l] ? a[l] : b[l]; break;
    case VK_MAX_I: LANES r[l] = (int32_t)a[l] > (int32_t)b[l] ? a[l] : b[l]; break;
    case VK_BFE_U: LANES r[l] = bfe_u(a[l], b[l], c[l]); break;
    case VK_BFE_I: LANES r[l] = bfe_i(a[l], b[l], c[l]); break;
    case VK_ADD3: LANES r[l] = a[l] + b[l] + c[l]; break;
    case VK_LSHL_ADD: LANES r[l] = (a[l] << (b[l] & 31)) + c[l]; break;
    case VK_ADD_LSHL: LANES r[l] = (a[l] + b[l]) << (c[l] & 31); break;
    case VK_LSHL_OR: LANES r[l] = (a[l] << (b[l] & 31)) | c[l]; break;
    case VK_AND_OR: LANES r[l] = (a[l] & b[l]) | c[l]; break;
    case VK_OR3: LANES r[l] = a[l] | b[l] | c[l]; break;
    case VK_ADD_CO:
        LANES r[l] = a[l] + b[l], co[l] = r[l] < a[l];
        *cout = pack(co);
        break;
    case VK_SUB_CO:
        LANES r[l] = a[l] - b[l], co[l] = a[l] < b[l];
        *cout = pack(co);
        break;
    case VK_ADDC:
        LANES {
            uint64_t t = (uint64_t)a[l] + b[l] + CIN;
            r[l] = (uint32_t)t, co[l] = (uint8_t)(t >> 32);
        }
        *cout = pack(co);
        break;
    case VK_SUBB:
        LANES {
            uint64_t t = (uint64_t)b[l] + CIN;
            r[l] = (uint32_t)(a[l] - t), co[l] = a[l] < t;
        }
        *cout = pack(co);
        break;
    case VK_CNDMASK: LANES r[l] = CIN ? b[l] : a[l]; break;
    case VK_NONE: break;
    }
}

VINT_CLONES
uint64_t amd_vint_cmp(unsigned p, const uint32_t *a, const uint32_t *b)
{
    uint8_t co[AMD_VK_LANES];
    uint8_t lt = p & 1, eq = p >> 1 & 1, gt = p >> 2 & 1;
    if (p & AMD_CMP_SIGNED)
        LANES {
            int32_t x = (int32_t)a[l], y = (int32_t)b[l];
            co[l] = (uint8_t)((lt & (x < y)) | (eq & (x == y)) | (gt & (x > y)));
        }
    else
        LANES co[l] = (uint8_t)((lt & (a[l] < b[l])) | (eq & (a[l] == b[l])) | (gt & (a[l] > b[l])));
    return pack(co);
}
