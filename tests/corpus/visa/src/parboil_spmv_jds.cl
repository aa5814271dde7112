/* Corpus kernel parboil_spmv_jds for gpuisa's -filetype=obj tests.
 * Modelled on: Parboil "spmv (JDS format)" (abduld/Parboil benchmarks/spmv/src/opencl_mxpa/kernel.cl; suite licence: University of Illinois/NCSA open source licence (Parboil)).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
__kernel void spmv_jds_naive(__global float *dst_vector, __global const float *d_data,
                             __global const int *d_index, __global const int *d_perm,
                             __global const float *x_vec, const int dim,
                             __constant int *jds_ptr_int, __constant int *sh_zcnt_int) {
  int ix = get_global_id(0);
  if (ix < dim) {
    float sum = 0.0f;
    int bound = sh_zcnt_int[ix / 32];
    for (int k = 0; k < bound; k++) {
      int j = jds_ptr_int[k] + ix;
      int in = d_index[j];
      float d = d_data[j];
      float t = x_vec[in];
      sum += d * t;
    }
    dst_vector[d_perm[ix]] = sum;
  }
}
