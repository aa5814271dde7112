/* Corpus kernel polybench_bicg for gpuisa's -filetype=obj tests.
 * Modelled on: PolyBench/GPU "BICG" (cavazos-lab/PolyBench-ACC OpenCL/linear-algebra/kernels/bicg/bicg.cl; suite licence: see PolyBench-ACC).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
typedef float DATA_TYPE;

__kernel void bicgKernel1(__global const DATA_TYPE *A, __global const DATA_TYPE *p,
                          __global DATA_TYPE *q, int nx, int ny) {
  int i = get_global_id(0);
  if (i < nx) {
    DATA_TYPE acc = 0.0f;
    for (int j = 0; j < ny; ++j)
      acc += A[i * ny + j] * p[j];
    q[i] = acc;
  }
}

__kernel void bicgKernel2(__global const DATA_TYPE *A, __global const DATA_TYPE *r,
                          __global DATA_TYPE *s, int nx, int ny) {
  int j = get_global_id(0);
  if (j < ny) {
    DATA_TYPE acc = 0.0f;
    for (int i = 0; i < nx; ++i)
      acc += r[i] * A[i * ny + j];
    s[j] = acc;
  }
}
