/* Corpus kernel shoc_spmv for gpuisa's -filetype=obj tests.
 * Modelled on: SHOC "spmv (CSR scalar/vector, ELLPACK-R)" (vetter/shoc src/opencl/level1/spmv/spmv.cl; suite licence: BSD 3-clause (SHOC, ORNL/UT-Battelle)).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
#define VECTOR_SIZE 32
typedef float fpType;

__kernel void spmv_csr_scalar_kernel(__global const fpType *val, __global const fpType *vec,
                                     __global const int *cols, __global const int *rowDelimiters,
                                     const int dim, __global fpType *out) {
  int myRow = get_global_id(0);
  if (myRow < dim) {
    fpType t = 0;
    int start = rowDelimiters[myRow], end = rowDelimiters[myRow + 1];
    for (int j = start; j < end; j++)
      t += val[j] * vec[cols[j]];
    out[myRow] = t;
  }
}

__kernel void spmv_csr_vector_kernel(__global const fpType *val, __global const fpType *vec,
                                     __global const int *cols, __global const int *rowDelimiters,
                                     const int dim, __global fpType *out) {
  int t = get_local_id(0);
  int id = t & (VECTOR_SIZE - 1);
  int vecsPerBlock = get_local_size(0) / VECTOR_SIZE;
  int myRow = (get_group_id(0) * vecsPerBlock) + (t / VECTOR_SIZE);
  __local volatile fpType partialSums[128];
  partialSums[t] = 0;
  if (myRow < dim) {
    int vecStart = rowDelimiters[myRow], vecEnd = rowDelimiters[myRow + 1];
    fpType mySum = 0;
    for (int j = vecStart + id; j < vecEnd; j += VECTOR_SIZE)
      mySum += val[j] * vec[cols[j]];
    partialSums[t] = mySum;
    barrier(CLK_LOCAL_MEM_FENCE);
    int bar = VECTOR_SIZE / 2;
    while (bar > 0) {
      if (id < bar)
        partialSums[t] += partialSums[t + bar];
      barrier(CLK_LOCAL_MEM_FENCE);
      bar = bar / 2;
    }
    if (id == 0)
      out[myRow] = partialSums[t];
  }
}

__kernel void spmv_ellpackr_kernel(__global const fpType *val, __global const fpType *vec,
                                   __global const int *cols, __global const int *rowLengths,
                                   const int dim, __global fpType *out) {
  int t = get_global_id(0);
  if (t < dim) {
    fpType result = 0.0f;
    int max = rowLengths[t];
    for (int i = 0; i < max; i++) {
      int ind = i * dim + t;
      result += val[ind] * vec[cols[ind]];
    }
    out[t] = result;
  }
}
