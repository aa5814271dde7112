/* Corpus kernel polybench_jacobi2d for gpuisa's -filetype=obj tests.
 * Modelled on: PolyBench/GPU "JACOBI2D" (cavazos-lab/PolyBench-ACC OpenCL/JACOBI2D/jacobi2D.cl; suite licence: see PolyBench-ACC).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
typedef float DATA_TYPE;

__kernel void runJacobi2D_kernel1(__global const DATA_TYPE *A, __global DATA_TYPE *B, int n) {
  int j = get_global_id(0), i = get_global_id(1);
  if (i >= 1 && i < n - 1 && j >= 1 && j < n - 1)
    B[i * n + j] = 0.2f * (A[i * n + j] + A[i * n + (j - 1)] + A[i * n + (1 + j)]
                           + A[(1 + i) * n + j] + A[(i - 1) * n + j]);
}

__kernel void runJacobi2D_kernel2(__global DATA_TYPE *A, __global const DATA_TYPE *B, int n) {
  int j = get_global_id(0), i = get_global_id(1);
  if (i >= 1 && i < n - 1 && j >= 1 && j < n - 1)
    A[i * n + j] = B[i * n + j];
}
