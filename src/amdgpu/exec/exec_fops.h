/* AMDGPU float VALU: special and transcendental operations (exec_fops.c),
 * with the semantics of docs/amdgpu-exec.md "Transcendental and special
 * float operations" (D-T*). Same calling convention as exec_ops.h: sources
 * in io->a, io->b, io->c (operand bits), io->cin the lane's VCC bit (div_fmas),
 * io->cout the VCC bit written (div_scale) or the compare result. */
#ifndef GI_AMDGPU_EXEC_FOPS_H
#define GI_AMDGPU_EXEC_FOPS_H
#include "amdgpu/exec/exec_ops.h"

/* transcendental and approximate (D-T1..D-T6) */
uint64_t amd_op_rcp_f32(amd_io *io);
uint64_t amd_op_rcp_f64(amd_io *io);
uint64_t amd_op_rcp_f16(amd_io *io);
uint64_t amd_op_rcp_clamp_f32(amd_io *io);
uint64_t amd_op_rcp_clamp_f64(amd_io *io);
uint64_t amd_op_rsq_f32(amd_io *io);
uint64_t amd_op_rsq_f64(amd_io *io);
uint64_t amd_op_rsq_f16(amd_io *io);
uint64_t amd_op_rsq_clamp_f32(amd_io *io);
uint64_t amd_op_rsq_clamp_f64(amd_io *io);
uint64_t amd_op_sqrt_f32(amd_io *io);
uint64_t amd_op_sqrt_f64(amd_io *io);
uint64_t amd_op_sqrt_f16(amd_io *io);
uint64_t amd_op_exp_f32(amd_io *io);
uint64_t amd_op_exp_f16(amd_io *io);
uint64_t amd_op_log_f32(amd_io *io);
uint64_t amd_op_log_clamp_f32(amd_io *io);
uint64_t amd_op_log_f16(amd_io *io);
uint64_t amd_op_sin_f32(amd_io *io);
uint64_t amd_op_cos_f32(amd_io *io);
uint64_t amd_op_sin_f16(amd_io *io);
uint64_t amd_op_cos_f16(amd_io *io);

/* division and square-root helpers (D-T7..D-T10) */
uint64_t amd_op_div_scale_f32(amd_io *io);
uint64_t amd_op_div_scale_f64(amd_io *io);
uint64_t amd_op_div_fmas_f32(amd_io *io);
uint64_t amd_op_div_fmas_f64(amd_io *io);
uint64_t amd_op_div_fixup_f32(amd_io *io);
uint64_t amd_op_div_fixup_f64(amd_io *io);
uint64_t amd_op_div_fixup_f16(amd_io *io);
uint64_t amd_op_trig_preop_f64(amd_io *io);

/* exponent and mantissa, rounding (D-T11..D-T13) */
uint64_t amd_op_frexp_mant_f32(amd_io *io);
uint64_t amd_op_frexp_mant_f64(amd_io *io);
uint64_t amd_op_frexp_mant_f16(amd_io *io);
uint64_t amd_op_frexp_exp_f32(amd_io *io);
uint64_t amd_op_frexp_exp_f64(amd_io *io);
uint64_t amd_op_frexp_exp_f16(amd_io *io);
uint64_t amd_op_ldexp_f32(amd_io *io);
uint64_t amd_op_ldexp_f64(amd_io *io);
uint64_t amd_op_ldexp_f16(amd_io *io);
uint64_t amd_op_fract_f32(amd_io *io);
uint64_t amd_op_fract_f64(amd_io *io);
uint64_t amd_op_fract_f16(amd_io *io);
uint64_t amd_op_trunc_f32(amd_io *io);
uint64_t amd_op_trunc_f64(amd_io *io);
uint64_t amd_op_trunc_f16(amd_io *io);
uint64_t amd_op_ceil_f32(amd_io *io);
uint64_t amd_op_ceil_f64(amd_io *io);
uint64_t amd_op_ceil_f16(amd_io *io);
uint64_t amd_op_floor_f32(amd_io *io);
uint64_t amd_op_floor_f64(amd_io *io);
uint64_t amd_op_floor_f16(amd_io *io);
uint64_t amd_op_rndne_f32(amd_io *io);
uint64_t amd_op_rndne_f64(amd_io *io);
uint64_t amd_op_rndne_f16(amd_io *io);

/* v_cmp_class: io->bits the float width, b the class mask (D-T14) */
uint64_t amd_op_cmp_class(amd_io *io);

/* three-source min/max/median, legacy min/max (D-T15, D-T16) */
uint64_t amd_op_min3_f32(amd_io *io);
uint64_t amd_op_max3_f32(amd_io *io);
uint64_t amd_op_med3_f32(amd_io *io);
uint64_t amd_op_min3_f16(amd_io *io);
uint64_t amd_op_max3_f16(amd_io *io);
uint64_t amd_op_med3_f16(amd_io *io);
uint64_t amd_op_min_legacy_f32(amd_io *io);
uint64_t amd_op_max_legacy_f32(amd_io *io);

/* conversions (D-T17) */
uint64_t amd_op_cvt_f16_u16(amd_io *io);
uint64_t amd_op_cvt_f16_i16(amd_io *io);
uint64_t amd_op_cvt_u16_f16(amd_io *io);
uint64_t amd_op_cvt_i16_f16(amd_io *io);
uint64_t amd_op_cvt_f32_ubyte0(amd_io *io);
uint64_t amd_op_cvt_f32_ubyte1(amd_io *io);
uint64_t amd_op_cvt_f32_ubyte2(amd_io *io);
uint64_t amd_op_cvt_f32_ubyte3(amd_io *io);
uint64_t amd_op_cvt_rpi_i32_f32(amd_io *io);
uint64_t amd_op_cvt_flr_i32_f32(amd_io *io);
uint64_t amd_op_cvt_off_f32_i4(amd_io *io);
uint64_t amd_op_cvt_pkrtz_f16_f32(amd_io *io);
uint64_t amd_op_cvt_pknorm_i16_f32(amd_io *io);
uint64_t amd_op_cvt_pknorm_u16_f32(amd_io *io);
uint64_t amd_op_cvt_pknorm_i16_f16(amd_io *io);
uint64_t amd_op_cvt_pknorm_u16_f16(amd_io *io);
uint64_t amd_op_cvt_norm_i16_f16(amd_io *io);
uint64_t amd_op_cvt_norm_u16_f16(amd_io *io);
uint64_t amd_op_cvt_pk_u8_f32(amd_io *io);

/* float dot product and mixed-precision FMA (D-T18, D-T19): a, b, c as the
 * handler prepared them (mix: f32 bits of each source) */
uint64_t amd_op_dot2_f32_f16(amd_io *io);
uint64_t amd_op_mix_fma(amd_io *io);
uint64_t amd_op_mix_mad(amd_io *io);

#endif
