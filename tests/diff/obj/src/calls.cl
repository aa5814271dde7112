__attribute__((noinline)) float helper(__global float *p, int i) { return p[i] * 2.0f + p[i+1]; }
__kernel void add(__global float *a, __global const float *b) {
  int i = __builtin_amdgcn_workitem_id_x();
  a[i] += b[i];
}
__kernel void lds(__global float *a) {
  __local float t[64];
  int i = get_local_id(0);
  t[i] = a[i];
  barrier(CLK_LOCAL_MEM_FENCE);
  a[i] = t[63 - i];
}
__kernel void call(__global float *a, int n) {
  int i = get_global_id(0);
  a[i] = helper(a, n + i);
}
__kernel void priv(__global float *a, int n) {
  float p[32];
  for (int k = 0; k < 32; k++) p[k] = a[k + n];
  a[get_global_id(0)] = p[n & 31];
}
