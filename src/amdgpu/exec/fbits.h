/* Float bit patterns of the AMDGPU value operations (exec_ops.c,
 * exec_fops.c): host float <-> bits, NaN tests, the quiet bits, and the f32
 * denormal flush of the MODE register (D-FP2). */
#ifndef GI_AMDGPU_EXEC_FBITS_H
#define GI_AMDGPU_EXEC_FBITS_H
#include "amdgpu/exec/exec_ops.h"
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

static inline float f32f(uint32_t b) { float f; memcpy(&f, &b, 4); return f; }
static inline uint32_t f32b(float f) { uint32_t b; memcpy(&b, &f, 4); return b; }
static inline double f64f(uint64_t b) { double f; memcpy(&f, &b, 8); return f; }
static inline uint64_t f64b(double f) { uint64_t b; memcpy(&b, &f, 8); return b; }

static inline bool nan32(uint32_t a) { return (a & 0x7fffffffu) > 0x7f800000u; }
static inline bool nan64(uint64_t a) { return (a & ~(1ull << 63)) > 0x7ff0000000000000ull; }
static inline bool nan16(uint32_t a) { return (a & 0x7fffu) > 0x7c00u; }

/* D-FP2: f32 denormals flush to a zero of the same sign unless the MODE register keeps them
 * (io->keep32: FLOAT_DENORM_MODE_32 = 3, e.g. a launch of a kernel whose descriptor asks for it) */
static inline uint32_t ftz32(const amd_io *io, uint32_t a)
{
    return io->keep32 || (a & 0x7f800000u) ? a : a & 0x80000000u;
}

/* the quiet bit of a NaN */
#define Q16 0x200u
#define Q32 0x400000u
#define Q64 (1ull << 51)

#endif
