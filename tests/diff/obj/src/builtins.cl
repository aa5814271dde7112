// Kernels that use only compiler builtins (no undefined functions): the objects link.
__kernel void saxpy(__global float *y, __global const float *x, float a) {
  uint i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 256;
  y[i] = a * x[i] + y[i];
}
__kernel void transpose(__global float *out, __global const float *in, int n) {
  __local float tile[16][17];
  uint lx = __builtin_amdgcn_workitem_id_x(), ly = __builtin_amdgcn_workitem_id_y();
  uint gx = __builtin_amdgcn_workgroup_id_x(), gy = __builtin_amdgcn_workgroup_id_y();
  tile[ly][lx] = in[(gy * 16 + ly) * n + gx * 16 + lx];
  __builtin_amdgcn_s_barrier();
  out[(gx * 16 + ly) * n + gy * 16 + lx] = tile[lx][ly];
}
__kernel void scratch(__global int *out, int k) {
  int p[64];
  uint l = __builtin_amdgcn_workitem_id_x();
  for (int i = 0; i < 64; i++) p[i] = i * k + (int)l;
  out[l] = p[(k + l) & 63] + p[l & 63];
}
__kernel void reduce(__global double *out, __global const double *in) {
  __local double s[64];
  uint l = __builtin_amdgcn_workitem_id_x();
  s[l] = in[l] * 0.5;
  for (uint w = 32; w > 0; w >>= 1) { __builtin_amdgcn_s_barrier(); if (l < w) s[l] += s[l + w]; }
  if (l == 0) out[__builtin_amdgcn_workgroup_id_x()] = s[0];
}
