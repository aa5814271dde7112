__constant float coeffs[8] = {1,2,3,4,5,6,7,8};
__global int counter = 0;
__global float *gptr;
static __attribute__((noinline)) float poly(float x) { float r = 0; for (int i = 0; i < 8; i++) r = r * x + coeffs[i]; return r; }
__attribute__((noinline)) void bump(__global int *c) { atomic_inc(c); }
__kernel void k_poly(__global float *a, __global const float *b, double d) {
  size_t i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 64;
  a[i] = poly(b[i]) + (float)d;
  bump(&counter);
  gptr = a;
}
__kernel void k_lds2(__global int *out) {
  __local int buf[256];
  int l = __builtin_amdgcn_workitem_id_x();
  buf[l] = l * 3;
  __builtin_amdgcn_s_barrier();
  out[l] = buf[255 - l] + coeffs[l & 7];
}
