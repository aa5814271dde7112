/* AMDGPU execution: the remaining SALU and integer VALU value operations
 * (docs/amdgpu-exec.md "SALU and integer VALU"). Semantics from the AMD ISA
 * manuals (GCN3, Vega, RDNA1 instruction descriptions) as written down in
 * docs/amdgpu-exec.md; pure functions of amd_io, no state. */
#include "amdgpu/exec/exec_iops.h"

static uint64_t mask_of(unsigned bits) { return bits >= 64 ? ~0ull : (1ull << bits) - 1; }
static int64_t sx(uint64_t v, unsigned bits) { return bits >= 64 ? (int64_t)v : (int64_t)(v << (64 - bits)) >> (64 - bits); }
/* the source width of a SALU bit-count/find row: io->p = 64 for the _b64/_i64 sources */
static unsigned srcw(const amd_io *io) { return io->p == 64 ? 64 : 32; }
static uint64_t rd_u32(uint64_t v) { return v & 0xffffffffu; }
static const uint64_t neg1 = 0xffffffffu;

/* ---- SALU ---- */

uint64_t amd_op_brev(amd_io *io)
{
    unsigned w = io->bits == 64 ? 64 : 32;
    uint64_t v = io->a, r = 0;
    for (unsigned i = 0; i < w; i++) r |= (v >> i & 1) << (w - 1 - i);
    return r;
}

uint64_t amd_op_bcnt0(amd_io *io)
{
    unsigned w = srcw(io);
    uint64_t r = w - (unsigned)__builtin_popcountll(io->a & mask_of(w));
    io->cout = r != 0;
    return r;
}

uint64_t amd_op_ff1(amd_io *io)
{
    uint64_t v = io->a & mask_of(srcw(io));
    return v ? (uint64_t)__builtin_ctzll(v) : neg1;
}

uint64_t amd_op_ff0(amd_io *io)
{
    uint64_t v = ~io->a & mask_of(srcw(io));
    return v ? (uint64_t)__builtin_ctzll(v) : neg1;
}

/* leading zeros of the w-bit value v (v != 0) */
static unsigned clz_w(uint64_t v, unsigned w) { return (unsigned)__builtin_clzll(v) - (64 - w); }

uint64_t amd_op_flbit_u(amd_io *io)
{
    unsigned w = srcw(io);
    uint64_t v = io->a & mask_of(w);
    return v ? clz_w(v, w) : neg1;
}

uint64_t amd_op_flbit_i(amd_io *io)
{
    unsigned w = srcw(io);
    uint64_t v = io->a & mask_of(w);
    if (v >> (w - 1) & 1) v = ~v & mask_of(w);   /* negative: look for the first 0 */
    return v ? clz_w(v, w) : neg1;               /* 0 and -1 have no opposite bit */
}

uint64_t amd_op_sext_i8(amd_io *io) { return rd_u32((uint64_t)sx(io->a, 8)); }
uint64_t amd_op_sext_i16(amd_io *io) { return rd_u32((uint64_t)sx(io->a, 16)); }

uint64_t amd_op_bitset0(amd_io *io)
{
    unsigned w = io->bits == 64 ? 64 : 32;
    return io->c & ~(1ull << (io->a & (w - 1))) & mask_of(w);
}

uint64_t amd_op_bitset1(amd_io *io)
{
    unsigned w = io->bits == 64 ? 64 : 32;
    return (io->c | 1ull << (io->a & (w - 1))) & mask_of(w);
}

uint64_t amd_op_cmov(amd_io *io) { return io->cin & 1 ? io->a : io->c; }
uint64_t amd_op_cmovk(amd_io *io) { return io->cin & 1 ? rd_u32(io->b) : io->a; }

/* the ISA's D.i = S0.i; if (D.i < 0) D.i = -D.i, in 32 bits: abs(-2^31) = -2^31 */
uint64_t amd_op_abs_i32(amd_io *io)
{
    uint32_t a = (uint32_t)io->a, r = a >> 31 ? 0u - a : a;
    io->cout = r != 0;
    return r;
}

/* D.i = S0.i - S1.i (32-bit wrap); if (D.i < 0) D.i = -D.i */
uint64_t amd_op_absdiff_i32(amd_io *io)
{
    uint32_t d = (uint32_t)io->a - (uint32_t)io->b, r = d >> 31 ? 0u - d : d;
    io->cout = r != 0;
    return r;
}

/* s_lshlN_add_u32: D = (S0 << N) + S1; SCC = the exact (S0 << N) + S1 >= 2^32 (a bit shifted out counts) */
uint64_t amd_op_lshl_add(amd_io *io)
{
    uint64_t r = (rd_u32(io->a) << (io->p & 7)) + rd_u32(io->b);
    io->cout = (r >> 32) != 0;
    return rd_u32(r);
}

uint64_t amd_op_pack_ll(amd_io *io) { return (io->a & 0xffff) | (io->b & 0xffff) << 16; }
uint64_t amd_op_pack_lh(amd_io *io) { return (io->a & 0xffff) | (io->b & 0xffff0000u); }
uint64_t amd_op_pack_hh(amd_io *io) { return (io->a >> 16 & 0xffff) | (io->b & 0xffff0000u); }

uint64_t amd_op_bfm64(amd_io *io) { return ((1ull << (io->a & 63)) - 1) << (io->b & 63); }

uint64_t amd_op_quadmask(amd_io *io)
{
    unsigned q = (io->bits == 64 ? 64 : 32) / 4;
    uint64_t r = 0;
    for (unsigned i = 0; i < q; i++) r |= (uint64_t)((io->a >> (4 * i) & 0xf) != 0) << i;
    io->cout = r != 0;
    return r;
}

uint64_t amd_op_wqm(amd_io *io)
{
    unsigned q = (io->bits == 64 ? 64 : 32) / 4;
    uint64_t r = 0;
    for (unsigned i = 0; i < q; i++)
        if (io->a >> (4 * i) & 0xf) r |= 0xfull << (4 * i);
    io->cout = r != 0;
    return r;
}

uint64_t amd_op_bitreplicate(amd_io *io)
{
    uint64_t r = 0;
    for (unsigned i = 0; i < 32; i++) r |= (io->a >> i & 1) * 3ull << (2 * i);
    return r;
}

uint64_t amd_op_bitcmp0(amd_io *io) { return (io->a >> (io->b & (io->bits == 64 ? 63 : 31)) & 1) == 0; }
uint64_t amd_op_bitcmp1(amd_io *io) { return io->a >> (io->b & (io->bits == 64 ? 63 : 31)) & 1; }

uint64_t amd_op_andn1(amd_io *io) { return ~io->a & io->b & mask_of(io->bits); }
uint64_t amd_op_orn1(amd_io *io) { return (~io->a | io->b) & mask_of(io->bits); }

/* ---- VALU integer (32-bit results wrap) ---- */

uint64_t amd_op_add3(amd_io *io) { return rd_u32(io->a + io->b + io->c); }
uint64_t amd_op_lshl_add_v(amd_io *io) { return rd_u32((io->a << (io->b & 31)) + io->c); }
uint64_t amd_op_add_lshl(amd_io *io) { return rd_u32((io->a + io->b) << (io->c & 31)); }
uint64_t amd_op_lshl_or(amd_io *io) { return rd_u32((io->a << (io->b & 31)) | io->c); }
uint64_t amd_op_and_or(amd_io *io) { return rd_u32((io->a & io->b) | io->c); }
uint64_t amd_op_or3(amd_io *io) { return rd_u32(io->a | io->b | io->c); }
uint64_t amd_op_xor3(amd_io *io) { return rd_u32(io->a ^ io->b ^ io->c); }
uint64_t amd_op_xad(amd_io *io) { return rd_u32((io->a ^ io->b) + io->c); }

/* {cout, D.u64} = S0.u32 * S1.u32 + S2.u64: cout is bit 64 of the exact sum */
uint64_t amd_op_mad_u64_u32(amd_io *io)
{
    uint64_t p = rd_u32(io->a) * rd_u32(io->b), r = p + io->c;
    io->cout = r < p;
    return r;
}

/* {cout, D.i64} = S0.i32 * S1.i32 + S2.i64: cout is bit 64 of the exact
 * (65-bit two's complement) sum, i.e. its sign */
uint64_t amd_op_mad_i64_i32(amd_io *io)
{
    int64_t p = (int64_t)(int32_t)(uint32_t)io->a * (int32_t)(uint32_t)io->b, c = (int64_t)io->c;
    uint64_t r = (uint64_t)p + (uint64_t)c;
    bool ovf = (p < 0) == (c < 0) && ((int64_t)r < 0) != (p < 0);
    io->cout = ovf ? p < 0 : (int64_t)r < 0;
    return r;
}

/* v_perm_b32: byte k of D by selector byte k of S2 over in[0..7] = {S1 bytes, S0 bytes}:
 * 0-7 that byte, 8-11 the sign of byte 1/3/5/7 as 0x00/0xff, 12 0x00, 13-255 0xff */
uint64_t amd_op_perm(amd_io *io)
{
    uint64_t in = rd_u32(io->a) << 32 | rd_u32(io->b), r = 0;
    for (unsigned k = 0; k < 4; k++) {
        unsigned sel = (unsigned)(io->c >> (8 * k) & 0xff), byte;
        if (sel >= 13) byte = 0xff;
        else if (sel == 12) byte = 0;
        else if (sel >= 8) byte = (in >> (8 * (2 * (sel - 8) + 1) + 7) & 1) ? 0xff : 0;
        else byte = (unsigned)(in >> (8 * sel) & 0xff);
        r |= (uint64_t)byte << (8 * k);
    }
    return r;
}

uint64_t amd_op_alignbit(amd_io *io) { return rd_u32((rd_u32(io->a) << 32 | rd_u32(io->b)) >> (io->c & 31)); }
uint64_t amd_op_alignbyte(amd_io *io) { return rd_u32((rd_u32(io->a) << 32 | rd_u32(io->b)) >> (8 * (io->c & 3))); }
uint64_t amd_op_bfi(amd_io *io) { return rd_u32((io->a & io->b) | (~io->a & io->c)); }
uint64_t amd_op_bcnt_add(amd_io *io) { return rd_u32((uint64_t)__builtin_popcountll(rd_u32(io->a)) + io->b); }

/* lanes below the current one (io->p): bits 31:0 and 63:32 of that mask */
uint64_t amd_op_mbcnt_lo(amd_io *io)
{
    uint64_t below = io->p >= 64 ? ~0ull : (1ull << io->p) - 1;
    return rd_u32((uint64_t)__builtin_popcountll(io->a & below & 0xffffffffu) + io->b);
}

uint64_t amd_op_mbcnt_hi(amd_io *io)
{
    uint64_t below = io->p >= 64 ? ~0ull : (1ull << io->p) - 1;
    return rd_u32((uint64_t)__builtin_popcountll(rd_u32(io->a) & (below >> 32)) + io->b);
}

/* min3/max3/med3 at io->bits (32 or 16), unsigned or signed */
static uint64_t pick3(amd_io *io, bool sgn, int what)
{
    unsigned w = io->bits == 16 ? 16 : 32;
    uint64_t m = mask_of(w);
    int64_t a = sgn ? sx(io->a, w) : (int64_t)(io->a & m), b = sgn ? sx(io->b, w) : (int64_t)(io->b & m);
    int64_t c = sgn ? sx(io->c, w) : (int64_t)(io->c & m), r;
    int64_t lo = a < b ? a : b, hi = a < b ? b : a;
    if (what < 0) r = lo < c ? lo : c;
    else if (what > 0) r = hi > c ? hi : c;
    else r = c < lo ? lo : c > hi ? hi : c;   /* the median */
    return (uint64_t)r & m;
}
uint64_t amd_op_min3_u(amd_io *io) { return pick3(io, false, -1); }
uint64_t amd_op_min3_i(amd_io *io) { return pick3(io, true, -1); }
uint64_t amd_op_max3_u(amd_io *io) { return pick3(io, false, 1); }
uint64_t amd_op_max3_i(amd_io *io) { return pick3(io, true, 1); }
uint64_t amd_op_med3_u(amd_io *io) { return pick3(io, false, 0); }
uint64_t amd_op_med3_i(amd_io *io) { return pick3(io, true, 0); }

static unsigned absdiff(unsigned x, unsigned y) { return x > y ? x - y : y - x; }

/* sum over the four bytes of |a_i - b_i|, only where b_i != 0 when masked */
static unsigned sad4(uint64_t a, uint64_t b, bool masked)
{
    unsigned s = 0;
    for (unsigned i = 0; i < 4; i++) {
        unsigned x = (unsigned)(a >> (8 * i) & 0xff), y = (unsigned)(b >> (8 * i) & 0xff);
        if (!masked || y) s += absdiff(x, y);
    }
    return s;
}

uint64_t amd_op_sad_u8(amd_io *io) { return rd_u32(sad4(io->a, io->b, false) + io->c); }
uint64_t amd_op_sad_hi_u8(amd_io *io) { return rd_u32(((uint64_t)sad4(io->a, io->b, false) << 16) + io->c); }
uint64_t amd_op_msad_u8(amd_io *io) { return rd_u32(sad4(io->a, io->b, true) + io->c); }

uint64_t amd_op_sad_u16(amd_io *io)
{
    unsigned s = absdiff((unsigned)(io->a & 0xffff), (unsigned)(io->b & 0xffff)) +
                 absdiff((unsigned)(io->a >> 16 & 0xffff), (unsigned)(io->b >> 16 & 0xffff));
    return rd_u32(s + io->c);
}

uint64_t amd_op_sad_u32(amd_io *io)
{
    uint32_t a = (uint32_t)io->a, b = (uint32_t)io->b;
    return rd_u32((uint64_t)(a > b ? a - b : b - a) + io->c);
}

/* D.u16[n] = SAD(S0 bytes n..n+3, S1) + S2.u16[n], n = 0..3, each kept to 16 bits */
static uint64_t qsad(amd_io *io, bool masked)
{
    uint64_t r = 0;
    for (unsigned n = 0; n < 4; n++) {
        uint64_t s = sad4(io->a >> (8 * n), io->b, masked) + (io->c >> (16 * n) & 0xffff);
        r |= (s & 0xffff) << (16 * n);
    }
    return r;
}
uint64_t amd_op_qsad_pk(amd_io *io) { return qsad(io, false); }
uint64_t amd_op_mqsad_pk(amd_io *io) { return qsad(io, true); }

/* per byte: (S0 byte + S1 byte + bit 0 of the S2 byte) >> 1 */
uint64_t amd_op_lerp_u8(amd_io *io)
{
    uint64_t r = 0;
    for (unsigned i = 0; i < 4; i++) {
        uint64_t s = (io->a >> (8 * i) & 0xff) + (io->b >> (8 * i) & 0xff) + (io->c >> (8 * i) & 1);
        r |= (s >> 1) << (8 * i);
    }
    return r;
}

static uint64_t sat_s(int64_t v, int64_t lo, int64_t hi) { return (uint64_t)(v < lo ? lo : v > hi ? hi : v); }

uint64_t amd_op_cvt_pk_u16_u32(amd_io *io)
{
    uint64_t a = rd_u32(io->a), b = rd_u32(io->b);
    return (a > 0xffff ? 0xffff : a) | (b > 0xffff ? 0xffff : b) << 16;
}

uint64_t amd_op_cvt_pk_i16_i32(amd_io *io)
{
    return (sat_s(sx(io->a, 32), -32768, 32767) & 0xffff) | (sat_s(sx(io->b, 32), -32768, 32767) & 0xffff) << 16;
}

/* each signed 16-bit half saturated to [0, 255]; bytes 0 and 1, bits 31:16 zero */
uint64_t amd_op_sat_pk_u8_i16(amd_io *io)
{
    return sat_s(sx(io->a, 16), 0, 255) | sat_s(sx(io->a >> 16, 16), 0, 255) << 8;
}

uint64_t amd_op_mul_hi_u24(amd_io *io) { return ((io->a & 0xffffff) * (io->b & 0xffffff)) >> 32; }
uint64_t amd_op_mul_hi_i24(amd_io *io) { return rd_u32((uint64_t)((sx(io->a, 24) * sx(io->b, 24)) >> 32)); }
uint64_t amd_op_mad_u32_u16(amd_io *io) { return rd_u32((io->a & 0xffff) * (io->b & 0xffff) + io->c); }
uint64_t amd_op_mad_i32_i16(amd_io *io) { return rd_u32((uint64_t)(sx(io->a, 16) * sx(io->b, 16)) + io->c); }

/* DS atomics beyond the FLAT table (a = the old memory value, b = data0, c = data1) */
uint64_t amd_op_rsub(amd_io *io)
{
    uint64_t r = io->b - io->a;
    return io->bits == 64 ? r : (uint32_t)r;
}
uint64_t amd_op_wrap_u32(amd_io *io)
{
    uint32_t a = (uint32_t)io->a, b = (uint32_t)io->b;
    return a >= b ? (uint32_t)(a - b) : (uint32_t)(a + (uint32_t)io->c);
}
uint64_t amd_op_mskor(amd_io *io)
{
    uint64_t r = (io->a & ~io->b) | io->c;
    return io->bits == 64 ? r : (uint32_t)r;
}
