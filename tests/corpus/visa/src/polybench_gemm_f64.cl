/* Corpus kernel polybench_gemm_f64 for gpuisa's -filetype=obj tests.
 * Modelled on: PolyBench/GPU "GEMM" (cavazos-lab/PolyBench-ACC OpenCL/linear-algebra/kernels/gemm/gemm.cl; suite licence: see PolyBench-ACC).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
/* the suite's DATA_TYPE is chosen with -D; this file uses double */
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
typedef double DATA_TYPE;

__kernel void gemm(__global const DATA_TYPE *a, __global const DATA_TYPE *b,
                   __global DATA_TYPE *c, DATA_TYPE alpha, DATA_TYPE beta,
                   int ni, int nj, int nk) {
  int j = get_global_id(0), i = get_global_id(1);
  if (i < ni && j < nj) {
    DATA_TYPE v = c[i * nj + j] * beta;
    for (int k = 0; k < nk; k++)
      v += alpha * a[i * nk + k] * b[k * nj + j];
    c[i * nj + j] = v;
  }
}
