/* Corpus kernel polybench_gramschmidt for gpuisa's -filetype=obj tests.
 * Modelled on: PolyBench/GPU "GRAMSCHM" (cavazos-lab/PolyBench-ACC OpenCL/GRAMSCHM/gramschmidt.cl; suite licence: see PolyBench-ACC).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
typedef float DATA_TYPE;

__kernel void gramschmidt_kernel1(__global DATA_TYPE *a, __global DATA_TYPE *r,
                                  __global DATA_TYPE *q, int k, int m, int n) {
  if (get_local_id(0) == 0 && get_group_id(0) == 0) {
    DATA_TYPE nrm = 0.0f;
    for (int i = 0; i < m; i++)
      nrm += a[i * n + k] * a[i * n + k];
    r[k * n + k] = sqrt(nrm);
  }
}

__kernel void gramschmidt_kernel2(__global DATA_TYPE *a, __global DATA_TYPE *r,
                                  __global DATA_TYPE *q, int k, int m, int n) {
  int i = get_global_id(0);
  if (i < m)
    q[i * n + k] = a[i * n + k] / r[k * n + k];
}

__kernel void gramschmidt_kernel3(__global DATA_TYPE *a, __global DATA_TYPE *r,
                                  __global DATA_TYPE *q, int k, int m, int n) {
  int j = get_global_id(0);
  if (j > k && j < n) {
    DATA_TYPE s = 0.0f;
    for (int i = 0; i < m; i++)
      s += q[i * n + k] * a[i * n + j];
    r[k * n + j] = s;
    for (int i = 0; i < m; i++)
      a[i * n + j] -= q[i * n + k] * s;
  }
}
