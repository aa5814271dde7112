/* AMDGPU execution: the remaining SALU and integer VALU value operations
 * (exec_iops.c), in the amd_io convention of exec_ops.h. Where an operation
 * needs a width that is not its destination's, the row's parameter gives it
 * in io->p (SALU rows: bits 7:0 of the handler parameter): 64 for the _b64
 * sources of s_bcnt0/s_ff0/s_ff1/s_flbit, N for s_lshlN_add_u32. io->p of a
 * VALU row is 0, except under the lane handler (v_mbcnt_*: the lane number). */
#ifndef GI_AMDGPU_EXEC_IOPS_H
#define GI_AMDGPU_EXEC_IOPS_H
#include "amdgpu/exec/exec_ops.h"

/* ---- SALU ---- */
uint64_t amd_op_brev(amd_io *io);          /* bits reversed over io->bits (32/64) */
uint64_t amd_op_bcnt0(amd_io *io);         /* zeros of the io->p-bit source; cout = result != 0 */
uint64_t amd_op_ff0(amd_io *io);           /* lowest 0 bit, -1 if none */
uint64_t amd_op_ff1(amd_io *io);           /* lowest 1 bit, -1 if none */
uint64_t amd_op_flbit_u(amd_io *io);       /* leading zeros (first 1 from the MSB), -1 for 0 */
uint64_t amd_op_flbit_i(amd_io *io);       /* first bit opposite the sign from the MSB, -1 for 0 and -1 */
uint64_t amd_op_sext_i8(amd_io *io);
uint64_t amd_op_sext_i16(amd_io *io);
uint64_t amd_op_bitset0(amd_io *io);       /* c (old D) with bit a cleared */
uint64_t amd_op_bitset1(amd_io *io);       /* c (old D) with bit a set */
uint64_t amd_op_cmov(amd_io *io);          /* SCC ? a : c (old D) */
uint64_t amd_op_cmovk(amd_io *io);         /* SCC ? b (simm16) : a (old D) */
uint64_t amd_op_abs_i32(amd_io *io);       /* cout = result != 0 */
uint64_t amd_op_absdiff_i32(amd_io *io);   /* cout = result != 0 */
uint64_t amd_op_lshl_add(amd_io *io);      /* (a << io->p) + b; cout = carry of the exact sum */
uint64_t amd_op_pack_ll(amd_io *io);
uint64_t amd_op_pack_lh(amd_io *io);
uint64_t amd_op_pack_hh(amd_io *io);
uint64_t amd_op_bfm64(amd_io *io);
uint64_t amd_op_quadmask(amd_io *io);      /* cout = result != 0 */
uint64_t amd_op_wqm(amd_io *io);           /* cout = result != 0 */
uint64_t amd_op_bitreplicate(amd_io *io);  /* each bit of the low 32 twice */
uint64_t amd_op_bitcmp0(amd_io *io);       /* SCC result: bit b of a is 0 */
uint64_t amd_op_bitcmp1(amd_io *io);
uint64_t amd_op_andn1(amd_io *io);         /* ~a & b */
uint64_t amd_op_orn1(amd_io *io);          /* ~a | b */

/* ---- VALU integer ---- */
uint64_t amd_op_add3(amd_io *io);
uint64_t amd_op_lshl_add_v(amd_io *io);    /* (a << (b & 31)) + c */
uint64_t amd_op_add_lshl(amd_io *io);      /* (a + b) << (c & 31) */
uint64_t amd_op_lshl_or(amd_io *io);       /* (a << (b & 31)) | c */
uint64_t amd_op_and_or(amd_io *io);
uint64_t amd_op_or3(amd_io *io);
uint64_t amd_op_xor3(amd_io *io);
uint64_t amd_op_xad(amd_io *io);           /* (a ^ b) + c */
uint64_t amd_op_mad_u64_u32(amd_io *io);   /* {cout, D} = a * b + c, 65 bits */
uint64_t amd_op_mad_i64_i32(amd_io *io);
uint64_t amd_op_perm(amd_io *io);
uint64_t amd_op_alignbit(amd_io *io);
uint64_t amd_op_alignbyte(amd_io *io);
uint64_t amd_op_bfi(amd_io *io);
uint64_t amd_op_bcnt_add(amd_io *io);      /* popcount(a) + b */
/* v_ffbh_u32, v_ffbl_b32, v_ffbh_i32 are s_flbit_i32_b32, s_ff1_i32_b32, s_flbit_i32 (io->p = 0: 32 bits) */
uint64_t amd_op_mbcnt_lo(amd_io *io);      /* popcount(a & lanes below io->p, bits 31:0) + b */
uint64_t amd_op_mbcnt_hi(amd_io *io);      /* the same over lanes 63:32 */
uint64_t amd_op_min3_u(amd_io *io);
uint64_t amd_op_min3_i(amd_io *io);
uint64_t amd_op_max3_u(amd_io *io);
uint64_t amd_op_max3_i(amd_io *io);
uint64_t amd_op_med3_u(amd_io *io);
uint64_t amd_op_med3_i(amd_io *io);
uint64_t amd_op_sad_u8(amd_io *io);
uint64_t amd_op_sad_hi_u8(amd_io *io);
uint64_t amd_op_sad_u16(amd_io *io);
uint64_t amd_op_sad_u32(amd_io *io);
uint64_t amd_op_msad_u8(amd_io *io);
uint64_t amd_op_qsad_pk(amd_io *io);       /* four byte SADs of the 64-bit a, 16-bit accumulators in c */
uint64_t amd_op_mqsad_pk(amd_io *io);
uint64_t amd_op_lerp_u8(amd_io *io);
uint64_t amd_op_cvt_pk_u16_u32(amd_io *io);
uint64_t amd_op_cvt_pk_i16_i32(amd_io *io);
uint64_t amd_op_sat_pk_u8_i16(amd_io *io);
uint64_t amd_op_mul_hi_u24(amd_io *io);
uint64_t amd_op_mul_hi_i24(amd_io *io);
uint64_t amd_op_mad_u32_u16(amd_io *io);
uint64_t amd_op_mad_i32_i16(amd_io *io);
uint64_t amd_op_rsub(amd_io *io);         /* b - a (ds_rsub: data minus the old value) */
uint64_t amd_op_wrap_u32(amd_io *io);     /* a >= b ? a - b : a + c (ds_wrap_rtn_b32) */
uint64_t amd_op_mskor(amd_io *io);        /* (a & ~b) | c (ds_mskor) */

#endif
