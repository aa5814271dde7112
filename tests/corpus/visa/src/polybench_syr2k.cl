/* Corpus kernel polybench_syr2k for gpuisa's -filetype=obj tests.
 * Modelled on: PolyBench/GPU "SYRK, SYR2K" (cavazos-lab/PolyBench-ACC OpenCL/SYRK/syrk.cl, OpenCL/SYR2K/syr2k.cl; suite licence: see PolyBench-ACC).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
typedef float DATA_TYPE;

/* C = alpha A A^T + beta C */
__kernel void syrk_kernel(DATA_TYPE alpha, DATA_TYPE beta, __global const DATA_TYPE *a,
                          __global DATA_TYPE *c, int n, int m) {
  int j = get_global_id(0), i = get_global_id(1);
  if (i < n && j < n) {
    DATA_TYPE v = c[i * n + j] * beta;
    for (int k = 0; k < m; k++)
      v += alpha * a[i * m + k] * a[j * m + k];
    c[i * n + j] = v;
  }
}

/* C = alpha A B^T + alpha B A^T + beta C */
__kernel void syr2k_kernel(__global const DATA_TYPE *a, __global const DATA_TYPE *b,
                           __global DATA_TYPE *c, DATA_TYPE alpha, DATA_TYPE beta, int n, int m) {
  int j = get_global_id(0), i = get_global_id(1);
  if (i < n && j < n) {
    DATA_TYPE v = c[i * n + j] * beta;
    for (int k = 0; k < m; k++)
      v += alpha * a[i * m + k] * b[j * m + k] + alpha * b[i * m + k] * a[j * m + k];
    c[i * n + j] = v;
  }
}
