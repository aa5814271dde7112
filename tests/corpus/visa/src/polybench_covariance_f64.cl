/* Corpus kernel polybench_covariance_f64 for gpuisa's -filetype=obj tests.
 * Modelled on: PolyBench/GPU "COVAR" (cavazos-lab/PolyBench-ACC OpenCL/datamining/covariance/covariance.cl; suite licence: see PolyBench-ACC).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
typedef double DATA_TYPE;

__kernel void mean_kernel(__global DATA_TYPE *mean, __global const DATA_TYPE *data,
                          DATA_TYPE float_n, int m, int n) {
  int j = get_global_id(0);
  if (j < m) {
    DATA_TYPE s = 0.0;
    for (int i = 0; i < n; i++)
      s += data[i * m + j];
    mean[j] = s / float_n;
  }
}

__kernel void reduce_kernel(__global const DATA_TYPE *mean, __global DATA_TYPE *data, int m, int n) {
  int j = get_global_id(0), i = get_global_id(1);
  if (i < n && j < m)
    data[i * m + j] -= mean[j];
}

__kernel void covar_kernel(__global DATA_TYPE *symmat, __global const DATA_TYPE *data, int m, int n) {
  int j1 = get_global_id(0);
  if (j1 >= m)
    return;
  for (int j2 = j1; j2 < m; j2++) {
    DATA_TYPE s = 0.0;
    for (int i = 0; i < n; i++)
      s += data[i * m + j1] * data[i * m + j2];
    symmat[j2 * m + j1] = symmat[j1 * m + j2] = s;
  }
}
