__kernel void ids(__global int *o) {
  int lin = get_global_id(0) + get_global_size(0) * (get_global_id(1) + get_global_size(1) * get_global_id(2));
  o[lin * 8 + 0] = get_local_id(0) + 100 * get_local_id(1) + 10000 * get_local_id(2);
  o[lin * 8 + 1] = get_group_id(0) + 100 * get_group_id(1) + 10000 * get_group_id(2);
  o[lin * 8 + 2] = get_local_size(0) + 100 * get_local_size(1) + 10000 * get_local_size(2);
  o[lin * 8 + 3] = get_num_groups(0) + 100 * get_num_groups(1) + 10000 * get_num_groups(2);
  o[lin * 8 + 4] = get_global_size(0) + 100 * get_global_size(1) + 10000 * get_global_size(2);
  o[lin * 8 + 5] = get_work_dim();
  o[lin * 8 + 6] = get_global_offset(0);
  o[lin * 8 + 7] = lin;
}
__kernel void intops(__global const int *a, __global const int *b, __global int *o, __global uint *u) {
  int i = get_global_id(0);
  int x = a[i], y = b[i];
  o[i * 8 + 0] = x / (y == 0 ? 1 : y);
  o[i * 8 + 1] = x % (y == 0 ? 1 : y);
  o[i * 8 + 2] = mul24(x, y) + mad24(x, 3, y);
  o[i * 8 + 3] = popcount(x) + clz(y) * 64;
  o[i * 8 + 4] = rotate(x, y & 31);
  o[i * 8 + 5] = clamp(x, -1000, 1000) + abs(y);
  o[i * 8 + 6] = mul_hi(x, y);
  o[i * 8 + 7] = add_sat(x, y) ^ sub_sat(x, y);
  uint ux = (uint)x, uy = (uint)y | 1u;
  u[i * 4 + 0] = ux / uy;
  u[i * 4 + 1] = ux % uy;
  u[i * 4 + 2] = mul_hi(ux, uy);
  u[i * 4 + 3] = hadd(ux, uy) + rhadd(ux, uy);
}
__kernel void fltops(__global const float *a, __global const float *b, __global float *o, __global int *c) {
  int i = get_global_id(0);
  float x = a[i], y = b[i];
  o[i * 8 + 0] = fmin(x, y) + fmax(x, y) * 2.0f;
  o[i * 8 + 1] = floor(x) + ceil(y) * 3.0f + round(x * 2.5f) + trunc(y * 1.5f);
  o[i * 8 + 2] = fabs(x) + copysign(2.0f, y);
  o[i * 8 + 3] = fma(x, y, 1.0f) + mad(x, 2.0f, y);
  o[i * 8 + 4] = x / y;
  o[i * 8 + 5] = sqrt(fabs(x)) + rsqrt(fabs(y) + 1.0f);
  o[i * 8 + 6] = (x > y) ? x - y : y * 0.5f;
  o[i * 8 + 7] = fmod(x, y);
  c[i * 4 + 0] = convert_int(x * 10.0f);
  c[i * 4 + 1] = convert_int_sat(x * 1e9f);
  c[i * 4 + 2] = convert_int_rte(y * 3.0f);
  c[i * 4 + 3] = isnan(x / (y - y)) + 2 * isinf(x / 0.0f) + 4 * signbit(y);
}
__kernel void bytes(__global const uchar *a, __global const short *b, __global char *o, __global ushort *p) {
  int i = get_global_id(0);
  o[i] = (char)(a[i] + b[i]);
  p[i] = convert_ushort_sat(b[i] * 3);
  o[i + 256] = convert_char_sat(b[i]);
  p[i + 256] = a[i] * a[(i + 1) & 255];
}
__kernel void vec(__global const float4 *a, __global float4 *o, __global const int2 *b, __global int2 *q) {
  int i = get_global_id(0);
  float4 v = a[i];
  o[i] = v.wzyx * 2.0f + (float4)(dot(v, v), length(v.xy), v.x, 1.0f);
  int2 w = b[i];
  q[i] = w.yx + (int2)(w.x * w.y, w.x - w.y);
}
__kernel void ctrl(__global const int *a, __global int *o) {
  int i = get_global_id(0);
  int x = a[i], s = 0;
  for (int k = 0; k < (x & 15); k++) {
    if (k == 7) continue;
    if ((x >> k) & 1) s += k * k; else s -= k;
    if (s > 40) break;
  }
  switch (x & 3) { case 0: s *= 2; break; case 1: s += 100; break; case 2: s = -s; break; default: s ^= 0x55; }
  while (x > 1000) x /= 3;
  o[i] = s + x;
}
__kernel void lred(__global const float *a, __global float *o, __local float *tmp) {
  int l = get_local_id(0), g = get_group_id(0), n = get_local_size(0);
  tmp[l] = a[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = n / 2; s > 0; s >>= 1) {
    if (l < s) tmp[l] += tmp[l + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0) o[g] = tmp[0];
}
__kernel void latom(__global const int *a, __global int *o) {
  __local int hist[16];
  __local int hmax[16];
  int l = get_local_id(0);
  if (l < 16) { hist[l] = 0; hmax[l] = -1; }
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_add(&hist[a[get_global_id(0)] & 15], 1);
  atomic_max(&hmax[(a[get_global_id(0)] >> 4) & 15], l);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l < 16) { o[get_group_id(0) * 32 + l] = hist[l]; o[get_group_id(0) * 32 + 16 + l] = hmax[l]; }
}
__kernel void mathf(__global const float *a, __global float *o) {
  int i = get_global_id(0);
  float x = a[i];
  o[i * 6 + 0] = sin(x) + cos(x);
  o[i * 6 + 1] = exp(x * 0.25f) + log(x + 1.0f);
  o[i * 6 + 2] = pow(x + 1.0f, 1.5f);
  o[i * 6 + 3] = atan2(x, 2.0f) + tanh(x * 0.1f);
  o[i * 6 + 4] = exp2(x * 0.1f) + log2(x + 2.0f);
  o[i * 6 + 5] = hypot(x, 3.0f);
}
__kernel void bigpriv(__global const int *idx, __global int *out) {
  int gid = get_global_id(0);
  int a[300];
  for (int i = 0; i < 300; i++) a[i] = i * (gid + 1);
  int s = 0;
  for (int k = 0; k < 8; k++) s += a[(idx[gid] * (k + 3)) % 300];
  out[gid] = s;
}
