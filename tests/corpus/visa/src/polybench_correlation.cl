/* Corpus kernel polybench_correlation for gpuisa's -filetype=obj tests.
 * Modelled on: PolyBench/GPU "CORR" (cavazos-lab/PolyBench-ACC OpenCL/CORR/correlation.cl; suite licence: see PolyBench-ACC).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
typedef float DATA_TYPE;
#define FLOAT_N 3214212.01f
#define EPS 0.005f

__kernel void mean_kernel(__global DATA_TYPE *mean, __global const DATA_TYPE *data, int m, int n) {
  int j = get_global_id(0);
  if (j < m) {
    DATA_TYPE s = 0;
    for (int i = 0; i < n; i++)
      s += data[i * m + j];
    mean[j] = s / FLOAT_N;
  }
}

__kernel void std_kernel(__global const DATA_TYPE *mean, __global DATA_TYPE *std,
                         __global const DATA_TYPE *data, int m, int n) {
  int j = get_global_id(0);
  if (j < m) {
    DATA_TYPE s = 0;
    for (int i = 0; i < n; i++) {
      DATA_TYPE d = data[i * m + j] - mean[j];
      s += d * d;
    }
    s = sqrt(s / FLOAT_N);
    std[j] = s <= EPS ? 1.0f : s;
  }
}

__kernel void reduce_kernel(__global const DATA_TYPE *mean, __global const DATA_TYPE *std,
                            __global DATA_TYPE *data, int m, int n) {
  int j = get_global_id(0), i = get_global_id(1);
  if (i < n && j < m)
    data[i * m + j] = (data[i * m + j] - mean[j]) / (sqrt(FLOAT_N) * std[j]);
}

__kernel void corr_kernel(__global DATA_TYPE *symmat, __global const DATA_TYPE *data, int m, int n) {
  int j1 = get_global_id(0);
  if (j1 >= m - 1)
    return;
  symmat[j1 * m + j1] = 1.0f;
  for (int j2 = j1 + 1; j2 < m; j2++) {
    DATA_TYPE s = 0;
    for (int i = 0; i < n; i++)
      s += data[i * m + j1] * data[i * m + j2];
    symmat[j1 * m + j2] = s;
    symmat[j2 * m + j1] = s;
  }
}
