/* AMDGPU value operations (amdgpu/exec_ops.c): one function per operation,
 * shared by SALU, VALU and DS atomics. Sources a, b, c hold the operand bits
 * (zero-extended to 64); `bits` is the operation width (16, 32, 64), `cin`
 * the carry-in / SCC / lane-mask bit, `p` the compare condition. The
 * function returns the result bits and may set `cout` (carry, borrow,
 * overflow, or the SCC value the op defines). */
#ifndef GI_AMDGPU_EXEC_OPS_H
#define GI_AMDGPU_EXEC_OPS_H
#include <stdint.h>
#include <stdbool.h>

typedef struct amd_io {
    uint64_t a, b, c;
    uint32_t cin, cout;
    unsigned bits;
    unsigned p;
    bool keep32;         /* f32 denormals are kept (MODE FP_DENORM f32 = 3); else flushed (D-FP2) */
} amd_io;

typedef uint64_t (*amd_opfn)(amd_io *io);

/* compare condition sets (p bits 3:0), from the mnemonic's condition */
enum { AMD_CMP_LT = 1, AMD_CMP_EQ = 2, AMD_CMP_GT = 4, AMD_CMP_UN = 8, AMD_CMP_SIGNED = 16 };

uint64_t amd_op_mov(amd_io *io);
uint64_t amd_op_movb(amd_io *io);
uint64_t amd_op_add_u32(amd_io *io);
uint64_t amd_op_addc_u32(amd_io *io);
uint64_t amd_op_sub_u32(amd_io *io);
uint64_t amd_op_subb_u32(amd_io *io);
uint64_t amd_op_add_i32(amd_io *io);
uint64_t amd_op_add_u64(amd_io *io);
uint64_t amd_op_sub_u64(amd_io *io);
uint64_t amd_op_sub_i32(amd_io *io);
/* integer add/sub under the VOP3 clamp bit: saturated to the unsigned (_u)
 * or signed (_i) range of io->bits */
uint64_t amd_op_add_sat_u(amd_io *io);
uint64_t amd_op_add_sat_i(amd_io *io);
uint64_t amd_op_sub_sat_u(amd_io *io);
uint64_t amd_op_sub_sat_i(amd_io *io);
uint64_t amd_op_addc_sat_u(amd_io *io);
uint64_t amd_op_subb_sat_u(amd_io *io);
uint64_t amd_op_and(amd_io *io);
uint64_t amd_op_or(amd_io *io);
uint64_t amd_op_xor(amd_io *io);
uint64_t amd_op_andn2(amd_io *io);
uint64_t amd_op_orn2(amd_io *io);
uint64_t amd_op_nand(amd_io *io);
uint64_t amd_op_nor(amd_io *io);
uint64_t amd_op_xnor(amd_io *io);
uint64_t amd_op_not(amd_io *io);
uint64_t amd_op_lshl(amd_io *io);
uint64_t amd_op_lshr(amd_io *io);
uint64_t amd_op_ashr(amd_io *io);
uint64_t amd_op_bfm(amd_io *io);
uint64_t amd_op_bcnt1(amd_io *io);
uint64_t amd_op_mul_lo(amd_io *io);
uint64_t amd_op_mul_hi_u32(amd_io *io);
uint64_t amd_op_mul_hi_i32(amd_io *io);
uint64_t amd_op_mul_u24(amd_io *io);
uint64_t amd_op_mul_i24(amd_io *io);
uint64_t amd_op_mad_u24(amd_io *io);
uint64_t amd_op_mad_i24(amd_io *io);
uint64_t amd_op_mad_u16(amd_io *io);
uint64_t amd_op_pack16(amd_io *io);
uint64_t amd_op_min_u(amd_io *io);
/* inc: old >= limit ? 0 : old + 1; dec: old == 0 || old > limit ? limit : old - 1 */
uint64_t amd_op_inc_u(amd_io *io);
uint64_t amd_op_dec_u(amd_io *io);
uint64_t amd_op_max_u(amd_io *io);
uint64_t amd_op_min_i(amd_io *io);
uint64_t amd_op_max_i(amd_io *io);
uint64_t amd_op_cselect(amd_io *io);
uint64_t amd_op_cndmask(amd_io *io);
uint64_t amd_op_s_bfe_u(amd_io *io);
uint64_t amd_op_s_bfe_i(amd_io *io);
uint64_t amd_op_v_bfe_u(amd_io *io);
uint64_t amd_op_v_bfe_i(amd_io *io);
uint64_t amd_op_cmp_int(amd_io *io);
uint64_t amd_op_cmp_f(amd_io *io);
uint64_t amd_op_add_f32(amd_io *io);
uint64_t amd_op_sub_f32(amd_io *io);
uint64_t amd_op_mul_f32(amd_io *io);
uint64_t amd_op_fma_f32(amd_io *io);
uint64_t amd_op_mad_f32(amd_io *io);
uint64_t amd_op_mul_legacy_f32(amd_io *io);
uint64_t amd_op_mad_legacy_f32(amd_io *io);
/* integer dot products; _sat: with clamp */
uint64_t amd_op_dot2_i16(amd_io *io);
uint64_t amd_op_dot2_i16_sat(amd_io *io);
uint64_t amd_op_dot2_u16(amd_io *io);
uint64_t amd_op_dot2_u16_sat(amd_io *io);
uint64_t amd_op_dot4_i8(amd_io *io);
uint64_t amd_op_dot4_i8_sat(amd_io *io);
uint64_t amd_op_dot4_u8(amd_io *io);
uint64_t amd_op_dot4_u8_sat(amd_io *io);
uint64_t amd_op_dot8_i4(amd_io *io);
uint64_t amd_op_dot8_i4_sat(amd_io *io);
uint64_t amd_op_dot8_u4(amd_io *io);
uint64_t amd_op_dot8_u4_sat(amd_io *io);
uint64_t amd_op_add_f64(amd_io *io);
uint64_t amd_op_mul_f64(amd_io *io);
uint64_t amd_op_fma_f64(amd_io *io);
uint64_t amd_op_add_f16(amd_io *io);
uint64_t amd_op_pk_add_f16(amd_io *io);
uint64_t amd_op_sub_f16(amd_io *io);
uint64_t amd_op_mul_f16(amd_io *io);
uint64_t amd_op_min_f32(amd_io *io);
uint64_t amd_op_max_f32(amd_io *io);
uint64_t amd_op_min_f64(amd_io *io);
uint64_t amd_op_max_f64(amd_io *io);
uint64_t amd_op_min_f16(amd_io *io);
uint64_t amd_op_max_f16(amd_io *io);
uint64_t amd_op_cvt_f32_i32(amd_io *io);
uint64_t amd_op_cvt_f32_u32(amd_io *io);
uint64_t amd_op_cvt_i32_f32(amd_io *io);
uint64_t amd_op_cvt_u32_f32(amd_io *io);
uint64_t amd_op_cvt_f64_i32(amd_io *io);
uint64_t amd_op_cvt_f64_u32(amd_io *io);
uint64_t amd_op_cvt_i32_f64(amd_io *io);
uint64_t amd_op_cvt_u32_f64(amd_io *io);
uint64_t amd_op_cvt_f16_f32(amd_io *io);
uint64_t amd_op_fma_f16(amd_io *io);
uint64_t amd_op_mad_f16(amd_io *io);
uint64_t amd_op_cmpswap(amd_io *io);
uint64_t amd_op_fcmpswap_f32(amd_io *io);
uint64_t amd_op_fcmpswap_f64(amd_io *io);
/* omod and clamp on a float result of `bits` (16, 32, 64) */
uint64_t amd_fp_post(uint64_t r, unsigned bits, unsigned omod, bool clamp);
uint64_t amd_op_cvt_f32_f16(amd_io *io);
uint64_t amd_op_cvt_f64_f32(amd_io *io);
uint64_t amd_op_cvt_f32_f64(amd_io *io);

#endif
