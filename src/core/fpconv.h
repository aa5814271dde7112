/* Floating-point conversions with the exactness the assemblers need:
 * f64 -> f32 / f16 with round-to-nearest-even and the overflow/underflow
 * status that LLVM's APFloat reports, so that "precision loss allowed,
 * overflow/underflow rejected" can be decided exactly as the seed page says.
 * Pure functions, no global state, independent of the host FP environment. */
#ifndef GI_CORE_FPCONV_H
#define GI_CORE_FPCONV_H
#include <stdint.h>
#include <stdbool.h>

enum {
    GI_FP_OK = 0,
    GI_FP_INEXACT = 1,   /* result rounded */
    GI_FP_OVERFLOW = 2,  /* finite input became infinity (or max) */
    GI_FP_UNDERFLOW = 4  /* result tiny (denormal or zero) and inexact */
};

/* Bit pattern of an f64 and back. */
uint64_t gi_f64_bits(double d);
double gi_f64_from_bits(uint64_t b);

/* Convert the f64 with bit pattern `in` to f32 / f16 bits, RNE.
 * *status receives an OR of GI_FP_* flags (may be NULL).
 * NaN converts to a quiet NaN keeping the top payload bits; inf stays inf. */
uint32_t gi_f64_to_f32(uint64_t in, unsigned *status);
uint16_t gi_f64_to_f16(uint64_t in, unsigned *status);

/* Exact widening conversions (bit patterns). */
uint64_t gi_f32_to_f64(uint32_t in);
uint64_t gi_f16_to_f64(uint16_t in);
uint32_t gi_f16_to_f32(uint16_t in);

/* Round (sig + d) * 2^exp2 to the nearest f64 (ties to even) and return its
 * bits; 0 <= d < 1 stands for lost low-order digits and is nonzero exactly
 * when `sticky` (only meaningful with sig != 0; sig == 0 gives a signed zero).
 * Same status flags as above. Used by the hex-float scanner; requires
 * |exp2| < 2^62. */
uint64_t gi_f64_round(bool neg, uint64_t sig, int64_t exp2, bool sticky, unsigned *status);

/* Decisions recorded for callers:
 * - NaN narrowing reports GI_FP_OK (as APFloat::convert does) and always sets
 *   the quiet bit (APFloat 14 does not; assembler input never holds a NaN).
 * - Widening NaNs keep the payload unchanged, signalling NaNs included. */

#endif
