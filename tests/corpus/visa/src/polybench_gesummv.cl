/* Corpus kernel polybench_gesummv for gpuisa's -filetype=obj tests.
 * Modelled on: PolyBench/GPU "GESUMMV" (cavazos-lab/PolyBench-ACC OpenCL/linear-algebra/kernels/gesummv/gesummv.cl; suite licence: see PolyBench-ACC).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
typedef float DATA_TYPE;

__kernel void gesummv_kernel(__global const DATA_TYPE *a, __global const DATA_TYPE *b,
                             __global const DATA_TYPE *x, __global DATA_TYPE *y,
                             __global DATA_TYPE *tmp, DATA_TYPE alpha, DATA_TYPE beta, int n) {
  int i = get_global_id(0);
  if (i >= n)
    return;
  DATA_TYPE ta = 0, tb = 0;
  for (int j = 0; j < n; j++) {
    ta = a[i * n + j] * x[j] + ta;
    tb = b[i * n + j] * x[j] + tb;
  }
  tmp[i] = ta;
  y[i] = alpha * ta + beta * tb;
}
