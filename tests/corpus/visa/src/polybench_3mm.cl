/* Corpus kernel polybench_3mm for gpuisa's -filetype=obj tests.
 * Modelled on: PolyBench/GPU "3MM" (cavazos-lab/PolyBench-ACC OpenCL/3MM/3mm.cl; suite licence: see PolyBench-ACC).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
typedef float DATA_TYPE;

static inline DATA_TYPE row_times_col(__global const DATA_TYPE *X, __global const DATA_TYPE *Y,
                                      int row, int col, int n, int ld) {
  DATA_TYPE s = 0;
  for (int k = 0; k < n; ++k)
    s = fma(X[row * n + k], Y[k * ld + col], s);
  return s;
}

__kernel void mm3_kernel1(__global const DATA_TYPE *A, __global const DATA_TYPE *B,
                          __global DATA_TYPE *E, int ni, int nj, int nk) {
  int j = get_global_id(0), i = get_global_id(1);
  if (i < ni && j < nj)
    E[i * nj + j] = row_times_col(A, B, i, j, nk, nj);
}

__kernel void mm3_kernel2(__global const DATA_TYPE *C, __global const DATA_TYPE *D,
                          __global DATA_TYPE *F, int nj, int nl, int nm) {
  int j = get_global_id(0), i = get_global_id(1);
  if (i < nj && j < nl)
    F[i * nl + j] = row_times_col(C, D, i, j, nm, nl);
}

__kernel void mm3_kernel3(__global const DATA_TYPE *E, __global const DATA_TYPE *F,
                          __global DATA_TYPE *G, int ni, int nl, int nj) {
  int j = get_global_id(0), i = get_global_id(1);
  if (i < ni && j < nl)
    G[i * nl + j] = row_times_col(E, F, i, j, nj, nl);
}
