/* Corpus kernel polybench_atax for gpuisa's -filetype=obj tests.
 * Modelled on: PolyBench/GPU "ATAX" (cavazos-lab/PolyBench-ACC OpenCL/ATAX/atax.cl; suite licence: see PolyBench-ACC).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
typedef float DATA_TYPE;

/* tmp = A x */
__kernel void atax_kernel1(__global const DATA_TYPE *A, __global const DATA_TYPE *x,
                           __global DATA_TYPE *tmp, int nx, int ny) {
  int i = get_global_id(0);
  if (i >= nx)
    return;
  DATA_TYPE t = 0;
  for (int j = 0; j < ny; j++)
    t += A[i * ny + j] * x[j];
  tmp[i] = t;
}

/* y = A^T tmp */
__kernel void atax_kernel2(__global const DATA_TYPE *A, __global DATA_TYPE *y,
                           __global const DATA_TYPE *tmp, int nx, int ny) {
  int j = get_global_id(0);
  if (j >= ny)
    return;
  DATA_TYPE t = 0;
  for (int i = 0; i < nx; i++)
    t += A[i * ny + j] * tmp[i];
  y[j] = t;
}
