/* The less common DS forms (docs/amdgpu-exec.md "DS: src2, exchanges, addtid"):
 * the src2 reductions, the two-address exchanges, the conditional
 * exchange and the lane-addressed load and store. Each lane's access goes
 * through amd_ds_elem (bounds, alignment, D-M3 faults); lanes in order (D-M4). */
#include "amdgpu/exec/exec_dsx.h"
#include "amdgpu/exec/exec_fops.h"

/* handler parameter: element bytes (4 or 8) | kind | st64 */
enum { X_SRC2 = 1u << 8, X_XCHG2 = 2u << 8, X_ST64 = 1u << 12 };
#define X_EB(p) ((p) & 0xff)

static int next(gi_machine *m)
{
    m->pc++;
    return m->stop ? GI_STEP_ERROR : GI_STEP_NEXT;
}

/* The src2 address: B = A + eb * s, s the signed 16-bit
 * offset1[7] ? {A[31], A[31:17]} : {offset1[6], offset1[6:0], offset0}
 * (the duplicated top bit is the sign extension of a 15-bit field). */
uint32_t amd_ds_src2_addr(uint32_t a, uint32_t offset, unsigned eb)
{
    uint32_t off1 = offset >> 8 & 0xff;
    uint32_t f15 = (off1 & 0x80) ? a >> 17 : (offset & 0x7fff);
    int32_t s = (f15 & 0x4000) ? (int32_t)f15 - 0x8000 : (int32_t)f15;
    return a + (uint32_t)(s * (int32_t)eb);
}

/* ds_<op>_src2_<type>: MEM[A] = op(MEM[A], MEM[B]); A is the address VGPR,
 * the offset field only makes B. Nothing is returned. */
static int h_ds_src2(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    unsigned eb = X_EB(u->p);
    uint8_t ba[8], bb[8];
    FOR_LANES(active(m), lane) {
        uint32_t a = x->v[d->maddr & 255][lane], b = amd_ds_src2_addr(a, (uint32_t)d->moff, eb);
        if (amd_ds_elem(x, m, lane, a, ba, eb, false) && amd_ds_elem(x, m, lane, b, bb, eb, false)) {
            amd_io io = {.keep32 = keep32(x)};
            io.bits = 8 * eb, io.a = gi_le_load(ba, eb), io.b = gi_le_load(bb, eb);
            gi_le_store(ba, u->fn(&io), eb);
            amd_ds_elem(x, m, lane, a, ba, eb, true);
        }
        if (m->stop) return GI_STEP_ERROR;
    }
    return next(m);
}

/* ds_wrxchg2(st64)_rtn_b32/b64: both old elements are read, then data0 and
 * data1 are stored at A + offset0 * s and A + offset1 * s (s = eb, or 64 * eb
 * for st64); vdst gets {old0, old1}. A faulting element reads 0 and is not stored. */
static int h_ds_xchg2(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    unsigned eb = X_EB(u->p), dw = eb / 4;
    uint32_t scale = eb * ((u->p & X_ST64) ? 64u : 1u);
    uint8_t buf[2][8];
    FOR_LANES(active(m), lane) {
        uint32_t a = x->v[d->maddr & 255][lane], off[2];
        bool ok[2];
        for (unsigned e = 0; e < 2; e++) {
            off[e] = a + (uint32_t)(e ? d->moff1 : d->moff) * scale;
            ok[e] = amd_ds_elem(x, m, lane, off[e], buf[e], eb, false);
            if (!ok[e]) memset(buf[e], 0, sizeof buf[e]);
        }
        for (unsigned e = 0; e < 2; e++) {
            if (!ok[e]) continue;
            uint8_t st[8];
            gi_le_store(st, dread(x, d, (unsigned)(e ? d->mdata1 : d->mdata0), lane, 8 * eb), eb);
            amd_ds_elem(x, m, lane, off[e], st, eb, true);
        }
        for (unsigned e = 0; e < 2; e++)
            dwrite(x, d, (unsigned)d->mvdst + e * dw, lane, gi_le_load(buf[e], eb), 8 * eb);
        if (m->stop) return GI_STEP_ERROR;
    }
    return next(m);
}

/* ds_condxchg32_rtn_b64: the dword pair at (A + offset) & ~7; for k = 0, 1
 * the old dword k is returned and, when bit 31 of data dword k is set,
 * {0, data[30:0]} is stored there (the later ISA manuals' pseudocode). */
static int h_ds_condxchg(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    uint8_t buf[8];
    FOR_LANES(active(m), lane) {
        uint32_t a = (x->v[d->maddr & 255][lane] + (uint32_t)d->moff) & ~7u;
        uint64_t old = 0;
        if (amd_ds_elem(x, m, lane, a, buf, 8, false)) {
            old = gi_le_load(buf, 8);
            uint64_t data = dread(x, d, (unsigned)d->mdata0, lane, 64), nv = old;
            if (data >> 31 & 1) nv = (nv & ~0xffffffffull) | (data & 0x7fffffffu);
            if (data >> 63 & 1) nv = (nv & 0xffffffffull) | (data >> 32 & 0x7fffffffu) << 32;
            gi_le_store(buf, nv, 8);
            amd_ds_elem(x, m, lane, a, buf, 8, true);
        }
        dwrite(x, d, (unsigned)d->mvdst, lane, old, 64);
        if (m->stop) return GI_STEP_ERROR;
    }
    return next(m);
}

/* ds_read_addtid_b32 (p 0) / ds_write_addtid_b32 (p 1): the dword at
 * offset + M0[15:0] + 4 * lane id; no address VGPR. */
static int h_ds_addtid(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    uint8_t buf[4];
    FOR_LANES(active(m), lane) {
        uint32_t a = (uint32_t)d->moff + (x->s[CODE_M0] & 0xffffu) + 4u * lane;
        if (u->p) {
            gi_le_store(buf, dread32(x, d, (unsigned)d->mdata0, lane), 4);
            amd_ds_elem(x, m, lane, a, buf, 4, true);
        } else {
            bool ok = amd_ds_elem(x, m, lane, a, buf, 4, false);
            dwrite32(x, d, (unsigned)d->mvdst, lane, ok ? (uint32_t)gi_le_load(buf, 4) : 0);
        }
        if (m->stop) return GI_STEP_ERROR;
    }
    return next(m);
}

#define S2(op, ty, f) {"ds_" op "_src2_" ty, h_ds_src2, f, 4}
#define S2_64(op, ty, f) {"ds_" op "_src2_" ty, h_ds_src2, f, 8}

const amd_sem amd_dsx_sems[] = {
    S2("add", "u32", amd_op_add_u32), S2("sub", "u32", amd_op_sub_u32), S2("rsub", "u32", amd_op_rsub),
    S2("inc", "u32", amd_op_inc_u), S2("dec", "u32", amd_op_dec_u),
    S2("min", "i32", amd_op_min_i), S2("max", "i32", amd_op_max_i),
    S2("min", "u32", amd_op_min_u), S2("max", "u32", amd_op_max_u),
    S2("and", "b32", amd_op_and), S2("or", "b32", amd_op_or), S2("xor", "b32", amd_op_xor),
    S2("write", "b32", amd_op_movb),
    S2("min", "f32", amd_op_min_f32), S2("max", "f32", amd_op_max_f32), S2("add", "f32", amd_op_add_f32),
    S2_64("add", "u64", amd_op_add_u64), S2_64("sub", "u64", amd_op_sub_u64), S2_64("rsub", "u64", amd_op_rsub),
    S2_64("inc", "u64", amd_op_inc_u), S2_64("dec", "u64", amd_op_dec_u),
    S2_64("min", "i64", amd_op_min_i), S2_64("max", "i64", amd_op_max_i),
    S2_64("min", "u64", amd_op_min_u), S2_64("max", "u64", amd_op_max_u),
    S2_64("and", "b64", amd_op_and), S2_64("or", "b64", amd_op_or), S2_64("xor", "b64", amd_op_xor),
    S2_64("write", "b64", amd_op_movb),
    S2_64("min", "f64", amd_op_min_f64), S2_64("max", "f64", amd_op_max_f64),
    {"ds_wrxchg2_rtn_b32", h_ds_xchg2, NULL, 4}, {"ds_wrxchg2_rtn_b64", h_ds_xchg2, NULL, 8},
    {"ds_wrxchg2st64_rtn_b32", h_ds_xchg2, NULL, 4 | X_ST64},
    {"ds_wrxchg2st64_rtn_b64", h_ds_xchg2, NULL, 8 | X_ST64},
    {"ds_condxchg32_rtn_b64", h_ds_condxchg, NULL, 0},
    {"ds_read_addtid_b32", h_ds_addtid, NULL, 0}, {"ds_write_addtid_b32", h_ds_addtid, NULL, 1},
    {NULL, NULL, NULL, 0},
};
