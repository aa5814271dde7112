/* Corpus kernel shoc_sort for gpuisa's -filetype=obj tests.
 * Modelled on: SHOC "sort (radix sort)" (vetter/shoc src/opencl/level1/sort/sort.cl; suite licence: BSD 3-clause (SHOC, ORNL/UT-Battelle)).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
#define RADIX 4
#define RADIX_BUCKETS 16

__kernel void sort_reduce(__global const uint *in, __global uint *isums, const int n,
                          __local uint *lmem, const int shift) {
  int region_size = ((n / 4) / get_num_groups(0)) * 4;
  int block_start = get_group_id(0) * region_size;
  int block_stop = (get_group_id(0) == get_num_groups(0) - 1) ? n : block_start + region_size;
  int tid = get_local_id(0);
  int i = block_start + tid;
  uint digit_counts[RADIX_BUCKETS] = {0};
  while (i < block_stop) {
    digit_counts[(in[i] >> shift) & 0xFU]++;
    i += get_local_size(0);
  }
  for (int d = 0; d < RADIX_BUCKETS; d++) {
    lmem[tid] = digit_counts[d];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (unsigned int s = get_local_size(0) / 2; s > 0; s >>= 1) {
      if (tid < s)
        lmem[tid] += lmem[tid + s];
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (tid == 0)
      isums[(d * get_num_groups(0)) + get_group_id(0)] = lmem[0];
  }
}

__kernel void sort_histogram_atomic(__global const uint *keys, __global uint *hist, const int n, const int shift) {
  __local uint lhist[RADIX_BUCKETS];
  int lid = get_local_id(0);
  if (lid < RADIX_BUCKETS)
    lhist[lid] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = get_global_id(0); i < n; i += get_global_size(0))
    atomic_inc(&lhist[(keys[i] >> shift) & (RADIX_BUCKETS - 1)]);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < RADIX_BUCKETS)
    atomic_add(&hist[lid], lhist[lid]);
}
