/* Cube-map face selection and the lighting multiply (docs/amdgpu-exec.md
 * "Cube map and lighting operations"), as the ISA manuals define them:
 * (a, b, c) = (x, y, z); the major axis is z when |z| >= |x| and |z| >= |y|,
 * else y when |y| >= |x|, else x (ties go to z, then y). Inputs are f32
 * with denormals flushed as for every f32 operation (D-FP2); a NaN
 * compares false, so a NaN z or y is never the major axis. */
#include "amdgpu/exec/exec_cube.h"
#include "amdgpu/exec/fbits.h"
#include <math.h>

enum { AX_X, AX_Y, AX_Z };

static unsigned major_axis(const amd_io *io, uint32_t *v)
{
    v[0] = ftz32(io, (uint32_t)io->a), v[1] = ftz32(io, (uint32_t)io->b), v[2] = ftz32(io, (uint32_t)io->c);
    float x = fabsf(f32f(v[0])), y = fabsf(f32f(v[1])), z = fabsf(f32f(v[2]));
    if (z >= x && z >= y) return AX_Z;
    return y >= x ? AX_Y : AX_X;
}

static bool neg(uint32_t v) { return f32f(v) < 0.0f; }   /* false for -0 and NaN */

/* the face: 2 * axis + (the axis coordinate < 0), as a float */
uint64_t amd_op_cubeid_f32(amd_io *io)
{
    uint32_t v[3];
    unsigned ax = major_axis(io, v);
    return f32b((float)(2 * ax + (neg(v[ax]) ? 1 : 0)));
}

/* S: z axis: x, or -x for z < 0; y axis: x; x axis: -z, or z for x < 0.
 * The selected coordinate is moved as bits (negation flips the sign bit). */
uint64_t amd_op_cubesc_f32(amd_io *io)
{
    uint32_t v[3];
    switch (major_axis(io, v)) {
    case AX_Z: return neg(v[2]) ? v[0] ^ 0x80000000u : v[0];
    case AX_Y: return v[0];
    default: return neg(v[0]) ? v[2] : v[2] ^ 0x80000000u;
    }
}

/* T: z and x axes: -y; y axis: z, or -z for y < 0 */
uint64_t amd_op_cubetc_f32(amd_io *io)
{
    uint32_t v[3];
    if (major_axis(io, v) != AX_Y) return v[1] ^ 0x80000000u;
    return neg(v[1]) ? v[2] ^ 0x80000000u : v[2];
}

/* 2 * the major axis coordinate: an f32 multiply by 2.0 */
uint64_t amd_op_cubema_f32(amd_io *io)
{
    uint32_t v[3];
    unsigned ax = major_axis(io, v);
    amd_io m = *io;
    m.a = v[ax], m.b = 0x40000000u, m.bits = 32;
    return amd_op_mul_f32(&m);
}

/* v_mullit_f32: -MAX_FLOAT when S1 is -MAX_FLOAT, -inf or NaN, or S2 <= 0
 * or NaN; else S0 * S1 with the DX9 rule 0 * x = +0 (v_mul_legacy_f32). */
uint64_t amd_op_mullit_f32(amd_io *io)
{
    uint32_t s1 = ftz32(io, (uint32_t)io->b), s2 = ftz32(io, (uint32_t)io->c);
    if (s1 == 0xff7fffffu || s1 == 0xff800000u || nan32(s1) || nan32(s2) || f32f(s2) <= 0.0f) return 0xff7fffffu;
    amd_io m = *io;
    m.bits = 32;
    return amd_op_mul_legacy_f32(&m);
}
