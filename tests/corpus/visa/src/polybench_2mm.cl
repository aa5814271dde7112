/* Corpus kernel polybench_2mm for gpuisa's -filetype=obj tests.
 * Modelled on: PolyBench/GPU "2MM" (cavazos-lab/PolyBench-ACC OpenCL/2MM/2mm.cl; suite licence: see PolyBench-ACC).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
#define NI 512
#define NJ 512
#define NK 512
#define NL 512
typedef float DATA_TYPE;

/* tmp = A * B */
__kernel void mm2_kernel1(__global DATA_TYPE *tmp, __global const DATA_TYPE *A,
                          __global const DATA_TYPE *B, int ni, int nj, int nk) {
  int col = get_global_id(0), row = get_global_id(1);
  if (row >= ni || col >= nj)
    return;
  DATA_TYPE acc = 0;
  for (int k = 0; k < nk; k++)
    acc += A[row * nk + k] * B[k * nj + col];
  tmp[row * nj + col] = acc;
}

/* D = tmp * C */
__kernel void mm2_kernel2(__global const DATA_TYPE *tmp, __global const DATA_TYPE *C,
                          __global DATA_TYPE *D, int ni, int nl, int nj) {
  int col = get_global_id(0), row = get_global_id(1);
  if (row < ni && col < nl) {
    DATA_TYPE acc = 0;
    for (int k = 0; k < nj; k++)
      acc += tmp[row * nj + k] * C[k * nl + col];
    D[row * nl + col] = acc;
  }
}
