/* Corpus kernel polybench_mvt for gpuisa's -filetype=obj tests.
 * Modelled on: PolyBench/GPU "MVT" (cavazos-lab/PolyBench-ACC OpenCL/MVT/mvt.cl; suite licence: see PolyBench-ACC).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
typedef float DATA_TYPE;

__kernel void mvt_kernel1(__global const DATA_TYPE *a, __global DATA_TYPE *x1,
                          __global const DATA_TYPE *y1, int n) {
  int i = get_global_id(0);
  if (i < n) {
    DATA_TYPE s = x1[i];
    for (int j = 0; j < n; j++)
      s += a[i * n + j] * y1[j];
    x1[i] = s;
  }
}

__kernel void mvt_kernel2(__global const DATA_TYPE *a, __global DATA_TYPE *x2,
                          __global const DATA_TYPE *y2, int n) {
  int i = get_global_id(0);
  if (i < n) {
    DATA_TYPE s = x2[i];
    for (int j = 0; j < n; j++)
      s += a[j * n + i] * y2[j];
    x2[i] = s;
  }
}
