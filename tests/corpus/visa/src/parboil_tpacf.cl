/* Corpus kernel parboil_tpacf for gpuisa's -filetype=obj tests.
 * Modelled on: Parboil "tpacf (two-point angular correlation)" (abduld/Parboil benchmarks/tpacf/src/opencl_base/kernel.cl; suite licence: University of Illinois/NCSA open source licence (Parboil)).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
#define NUM_BINS 20
#define BLOCK_SIZE 256

/* binary search over the bin boundaries (in double), histogram in local memory */
__kernel void gen_hists(__global unsigned long *histograms, __global const float *all_x_data,
                        __constant double *dev_binb, int NUM_SETS, int NUM_ELEMENTS) {
  __local unsigned int warp_hists[NUM_BINS];
  __local float data_s[3][BLOCK_SIZE];
  unsigned int bx = get_group_id(0), tid = get_local_id(0);
  __global const float *all_y_data = all_x_data + NUM_ELEMENTS * (NUM_SETS + 1);
  __global const float *all_z_data = all_y_data + NUM_ELEMENTS * (NUM_SETS + 1);
  for (unsigned int b = tid; b < NUM_BINS; b += BLOCK_SIZE)
    warp_hists[b] = 0;
  __global const float *data_x = all_x_data + bx * NUM_ELEMENTS;
  __global const float *data_y = all_y_data + bx * NUM_ELEMENTS;
  __global const float *data_z = all_z_data + bx * NUM_ELEMENTS;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = 0; i < NUM_ELEMENTS; i += BLOCK_SIZE) {
    if (i + tid < NUM_ELEMENTS) {
      data_s[0][tid] = data_x[i + tid];
      data_s[1][tid] = data_y[i + tid];
      data_s[2][tid] = data_z[i + tid];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int j = 0; j < NUM_ELEMENTS; j++) {
      float px = data_x[j], py = data_y[j], pz = data_z[j];
      int end = min(BLOCK_SIZE, NUM_ELEMENTS - i);
      if (tid < end) {
        double dot = px * data_s[0][tid] + py * data_s[1][tid] + pz * data_s[2][tid];
        int min_b = 0, max_b = NUM_BINS;
        while (max_b > min_b + 1) {
          int k = (min_b + max_b) / 2;
          if (dot >= dev_binb[k])
            max_b = k;
          else
            min_b = k;
        }
        atomic_inc(&warp_hists[max_b - 1]);
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  for (unsigned int b = tid; b < NUM_BINS; b += BLOCK_SIZE)
    histograms[bx * NUM_BINS + b] += warp_hists[b];
}
