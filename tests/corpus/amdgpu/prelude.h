/* prelude.h - OpenCL C work-item, synchronisation, atomic and math functions for
 * compiling the corpus kernels with clang-14 and no device library:
 *
 *   clang-14 -x cl -cl-std=CL1.2 -cl-no-stdinc -include prelude.h \
 *            -target amdgcn-amd-amdhsa -mcpu=CPU -nogpulib -O2 -S K.cl
 *
 * -cl-no-stdinc stops the driver from passing -finclude-default-header and
 * -fdeclare-opencl-builtins, so neither opencl-c.h nor the builtin function
 * table is in scope and the definitions below do not clash with declarations.
 * opencl-c-base.h (types such as uint/float4/size_t, CLK_* and M_PI* macros,
 * the fp64 extension pragma) is included explicitly.
 *
 * Every function is static inline always_inline, so nothing but the kernels
 * themselves is emitted.  Functions the backend cannot lower (pow, and the
 * transcendental functions on double) call undefined __ocml_* functions, which
 * give undefined symbols and relocations in the object.
 */
#ifndef CORPUS_PRELUDE_H
#define CORPUS_PRELUDE_H

#include <opencl-c-base.h>

#define _CF static inline __attribute__((always_inline, overloadable))
#define _CFC static inline __attribute__((always_inline, overloadable, const))

/* ---- work-item functions ------------------------------------------------ */

/* AQL dispatch packet (hsa_kernel_dispatch_packet_t) */
typedef struct {
  ushort header, setup;
  ushort workgroup_size_x, workgroup_size_y, workgroup_size_z;
  ushort reserved0;
  uint grid_size_x, grid_size_y, grid_size_z;
} __corpus_aql_t;

#define __CORPUS_AQL ((__constant __corpus_aql_t *)__builtin_amdgcn_dispatch_ptr())

_CFC uint get_work_dim(void) { return (__CORPUS_AQL->setup & 3u); }

_CFC size_t get_local_id(uint d) {
  switch (d) {
  case 0: return __builtin_amdgcn_workitem_id_x();
  case 1: return __builtin_amdgcn_workitem_id_y();
  case 2: return __builtin_amdgcn_workitem_id_z();
  default: return 0;
  }
}

_CFC size_t get_group_id(uint d) {
  switch (d) {
  case 0: return __builtin_amdgcn_workgroup_id_x();
  case 1: return __builtin_amdgcn_workgroup_id_y();
  case 2: return __builtin_amdgcn_workgroup_id_z();
  default: return 0;
  }
}

_CFC size_t get_local_size(uint d) {
  switch (d) {
  case 0: return __CORPUS_AQL->workgroup_size_x;
  case 1: return __CORPUS_AQL->workgroup_size_y;
  case 2: return __CORPUS_AQL->workgroup_size_z;
  default: return 1;
  }
}

_CFC size_t get_global_size(uint d) {
  switch (d) {
  case 0: return __CORPUS_AQL->grid_size_x;
  case 1: return __CORPUS_AQL->grid_size_y;
  case 2: return __CORPUS_AQL->grid_size_z;
  default: return 1;
  }
}

_CFC size_t get_num_groups(uint d) {
  size_t g = get_global_size(d), l = get_local_size(d);
  return (g + l - 1) / l;
}

/* global offsets are not used by the corpus' hosts: taken as 0 */
_CFC size_t get_global_offset(uint d) { return 0; }

_CFC size_t get_global_id(uint d) {
  return get_group_id(d) * get_local_size(d) + get_local_id(d);
}

/* ---- synchronisation ---------------------------------------------------- */

_CF void mem_fence(cl_mem_fence_flags f) {
  __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup");
}
_CF void barrier(cl_mem_fence_flags f) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

/* ---- 32-bit atomics (OpenCL 1.1 names and cl_khr_*_atomics atom_*) ------- */

#define __CORPUS_ATOMIC2(name, op, T, AS)                                      \
  _CF T name(volatile AS T *p, T v) { return op((AS T *)p, v, __ATOMIC_RELAXED); }
#define __CORPUS_ATOMIC2_ALL(name, op)                                         \
  __CORPUS_ATOMIC2(name, op, int, __global)                                    \
  __CORPUS_ATOMIC2(name, op, uint, __global)                                   \
  __CORPUS_ATOMIC2(name, op, int, __local)                                     \
  __CORPUS_ATOMIC2(name, op, uint, __local)

__CORPUS_ATOMIC2_ALL(atomic_add, __atomic_fetch_add)
__CORPUS_ATOMIC2_ALL(atomic_sub, __atomic_fetch_sub)
__CORPUS_ATOMIC2_ALL(atomic_and, __atomic_fetch_and)
__CORPUS_ATOMIC2_ALL(atomic_or, __atomic_fetch_or)
__CORPUS_ATOMIC2_ALL(atomic_xor, __atomic_fetch_xor)
__CORPUS_ATOMIC2_ALL(atomic_min, __atomic_fetch_min)
__CORPUS_ATOMIC2_ALL(atomic_max, __atomic_fetch_max)
__CORPUS_ATOMIC2_ALL(atomic_xchg, __atomic_exchange_n)
__CORPUS_ATOMIC2_ALL(atom_add, __atomic_fetch_add)
__CORPUS_ATOMIC2_ALL(atom_min, __atomic_fetch_min)
__CORPUS_ATOMIC2_ALL(atom_max, __atomic_fetch_max)

#define __CORPUS_ATOMIC_INC(T, AS)                                             \
  _CF T atomic_inc(volatile AS T *p) { return __atomic_fetch_add((AS T *)p, (T)1, __ATOMIC_RELAXED); } \
  _CF T atomic_dec(volatile AS T *p) { return __atomic_fetch_sub((AS T *)p, (T)1, __ATOMIC_RELAXED); } \
  _CF T atom_inc(volatile AS T *p) { return __atomic_fetch_add((AS T *)p, (T)1, __ATOMIC_RELAXED); }   \
  _CF T atomic_cmpxchg(volatile AS T *p, T cmp, T v) {                         \
    __atomic_compare_exchange_n((AS T *)p, &cmp, v, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED); \
    return cmp;                                                                \
  }
__CORPUS_ATOMIC_INC(int, __global)
__CORPUS_ATOMIC_INC(uint, __global)
__CORPUS_ATOMIC_INC(int, __local)
__CORPUS_ATOMIC_INC(uint, __local)

/* ---- math ---------------------------------------------------------------- */

#define __CORPUS_F1(name, bf, bd)                                              \
  _CFC float name(float x) { return bf(x); }                                   \
  _CFC double name(double x) { return bd(x); }
#define __CORPUS_F2(name, bf, bd)                                              \
  _CFC float name(float x, float y) { return bf(x, y); }                       \
  _CFC double name(double x, double y) { return bd(x, y); }

/* The AMDGPU backend has no libcalls: transcendental functions that it cannot
 * lower itself (all of them on double, pow on float) are taken from the ROCm
 * device library's names, declared here and left undefined.  They get default
 * visibility (clang makes declarations hidden on AMDGPU) so that ld.lld -shared
 * accepts them as symbols to be resolved at load time. */
#define __CORPUS_EXTERN __attribute__((visibility("default")))
#define __CORPUS_OCML1(name) __CORPUS_EXTERN double __ocml_##name##_f64(double);
#define __CORPUS_OCML2(name) __CORPUS_EXTERN double __ocml_##name##_f64(double, double);
__CORPUS_OCML1(exp) __CORPUS_OCML1(exp2) __CORPUS_OCML1(log) __CORPUS_OCML1(log2)
__CORPUS_OCML1(log10) __CORPUS_OCML1(sin) __CORPUS_OCML1(cos) __CORPUS_OCML2(pow)
__CORPUS_EXTERN float __ocml_pow_f32(float, float);

__CORPUS_F1(sqrt, __builtin_sqrtf, __builtin_sqrt)
__CORPUS_F1(fabs, __builtin_fabsf, __builtin_fabs)
__CORPUS_F1(exp, __builtin_expf, __ocml_exp_f64)
__CORPUS_F1(exp2, __builtin_exp2f, __ocml_exp2_f64)
__CORPUS_F1(log, __builtin_logf, __ocml_log_f64)
__CORPUS_F1(log2, __builtin_log2f, __ocml_log2_f64)
__CORPUS_F1(log10, __builtin_log10f, __ocml_log10_f64)
__CORPUS_F1(sin, __builtin_sinf, __ocml_sin_f64)
__CORPUS_F1(cos, __builtin_cosf, __ocml_cos_f64)
__CORPUS_F1(floor, __builtin_floorf, __builtin_floor)
__CORPUS_F1(ceil, __builtin_ceilf, __builtin_ceil)
__CORPUS_F1(trunc, __builtin_truncf, __builtin_trunc)
__CORPUS_F1(rint, __builtin_rintf, __builtin_rint)
__CORPUS_F1(round, __builtin_roundf, __builtin_round)
__CORPUS_F2(fmin, __builtin_fminf, __builtin_fmin)
__CORPUS_F2(fmax, __builtin_fmaxf, __builtin_fmax)
__CORPUS_F2(pow, __ocml_pow_f32, __ocml_pow_f64)
__CORPUS_F2(copysign, __builtin_copysignf, __builtin_copysign)

_CFC float fma(float a, float b, float c) { return __builtin_fmaf(a, b, c); }
_CFC double fma(double a, double b, double c) { return __builtin_fma(a, b, c); }
_CFC float mad(float a, float b, float c) { return a * b + c; }
_CFC double mad(double a, double b, double c) { return a * b + c; }
_CFC float rsqrt(float x) { return 1.0f / __builtin_sqrtf(x); }
_CFC double rsqrt(double x) { return 1.0 / __builtin_sqrt(x); }
_CFC float native_sqrt(float x) { return __builtin_amdgcn_sqrtf(x); }
_CFC float native_rsqrt(float x) { return __builtin_amdgcn_rsqf(x); }
_CFC float native_recip(float x) { return __builtin_amdgcn_rcpf(x); }
_CFC float native_divide(float x, float y) { return x * __builtin_amdgcn_rcpf(y); }
_CFC float native_exp(float x) { return __builtin_exp2f(x * 1.44269504f); }
_CFC float native_log(float x) { return __builtin_log2f(x) * 0.693147181f; }
_CFC float native_sin(float x) { return __builtin_amdgcn_sinf(x * 0.159154943f); }
_CFC float native_cos(float x) { return __builtin_amdgcn_cosf(x * 0.159154943f); }
_CFC float half_sqrt(float x) { return __builtin_amdgcn_sqrtf(x); }

_CFC int abs(int x) { return x < 0 ? -x : x; }
_CFC uint abs(uint x) { return x; }
_CFC int min(int a, int b) { return a < b ? a : b; }
_CFC uint min(uint a, uint b) { return a < b ? a : b; }
_CFC long min(long a, long b) { return a < b ? a : b; }
_CFC float min(float a, float b) { return __builtin_fminf(a, b); }
_CFC double min(double a, double b) { return __builtin_fmin(a, b); }
_CFC int max(int a, int b) { return a > b ? a : b; }
_CFC uint max(uint a, uint b) { return a > b ? a : b; }
_CFC long max(long a, long b) { return a > b ? a : b; }
_CFC float max(float a, float b) { return __builtin_fmaxf(a, b); }
_CFC double max(double a, double b) { return __builtin_fmax(a, b); }
_CFC int clamp(int x, int lo, int hi) { return min(max(x, lo), hi); }
_CFC float clamp(float x, float lo, float hi) { return fmin(fmax(x, lo), hi); }
_CFC int mul24(int a, int b) { return ((a << 8) >> 8) * ((b << 8) >> 8); }
_CFC uint mul24(uint a, uint b) { return (a & 0xffffffu) * (b & 0xffffffu); }
_CFC int mad24(int a, int b, int c) { return mul24(a, b) + c; }
_CFC uint mad24(uint a, uint b, uint c) { return mul24(a, b) + c; }
_CFC uint popcount(uint x) { return __builtin_popcount(x); }
_CFC uint clz(uint x) { return x ? __builtin_clz(x) : 32u; }
_CFC uint rotate(uint v, uint s) { return (v << (s & 31u)) | (v >> ((32u - s) & 31u)); }
_CFC uint mul_hi(uint a, uint b) { return (uint)(((ulong)a * b) >> 32); }

_CFC float dot(float4 a, float4 b) { return a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w; }
_CFC float dot(float3 a, float3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
_CFC float length(float3 a) { return __builtin_sqrtf(dot(a, a)); }
_CFC float4 fabs(float4 v) { return (float4)(fabs(v.x), fabs(v.y), fabs(v.z), fabs(v.w)); }

#endif
