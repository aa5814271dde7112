/* Corpus kernel polybench_conv2d for gpuisa's -filetype=obj tests.
 * Modelled on: PolyBench/GPU "2DCONV" (cavazos-lab/PolyBench-ACC OpenCL/medley/convolution-2d/2DConvolution.cl; suite licence: see PolyBench-ACC).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
typedef float DATA_TYPE;

__kernel void Convolution2D_kernel(__global const DATA_TYPE *A, __global DATA_TYPE *B, int ni, int nj) {
  const DATA_TYPE c11 = +0.2f, c21 = +0.5f, c31 = -0.8f;
  const DATA_TYPE c12 = -0.3f, c22 = +0.6f, c32 = -0.9f;
  const DATA_TYPE c13 = +0.4f, c23 = +0.7f, c33 = +0.10f;
  int j = get_global_id(0), i = get_global_id(1);
  if (i > 0 && i < ni - 1 && j > 0 && j < nj - 1) {
    B[i * nj + j] = c11 * A[(i - 1) * nj + (j - 1)] + c21 * A[(i - 1) * nj + j] + c31 * A[(i - 1) * nj + (j + 1)]
                  + c12 * A[i * nj + (j - 1)] + c22 * A[i * nj + j] + c32 * A[i * nj + (j + 1)]
                  + c13 * A[(i + 1) * nj + (j - 1)] + c23 * A[(i + 1) * nj + j] + c33 * A[(i + 1) * nj + (j + 1)];
  }
}
