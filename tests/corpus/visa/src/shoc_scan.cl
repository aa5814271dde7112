/* Corpus kernel shoc_scan for gpuisa's -filetype=obj tests.
 * Modelled on: SHOC "scan" (vetter/shoc src/opencl/level1/scan/scan.cl; suite licence: BSD 3-clause (SHOC, ORNL/UT-Battelle)).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
typedef float T;

static inline T scanLocalMem(T val, __local T *s_data) {
  int idx = get_local_id(0);
  s_data[idx] = 0.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  idx += get_local_size(0);
  T t;
  s_data[idx] = val;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = 1; i < get_local_size(0); i *= 2) {
    t = s_data[idx - i];
    barrier(CLK_LOCAL_MEM_FENCE);
    s_data[idx] += t;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  return s_data[idx - 1];
}

__kernel void reduce(__global const T *in, __global T *isums, const int n, __local T *lmem) {
  int region_size = ((n / 4) / get_num_groups(0)) * 4;
  int block_start = get_group_id(0) * region_size;
  int block_stop = (get_group_id(0) == get_num_groups(0) - 1) ? n : block_start + region_size;
  int tid = get_local_id(0);
  int i = block_start + tid;
  T sum = 0.0f;
  while (i < block_stop) {
    sum += in[i];
    i += get_local_size(0);
  }
  lmem[tid] = sum;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned int s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (tid < s)
      lmem[tid] += lmem[tid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (tid == 0)
    isums[get_group_id(0)] = lmem[0];
}

__kernel void top_scan(__global T *isums, const int n, __local T *lmem) {
  T val = get_local_id(0) < n ? isums[get_local_id(0)] : 0.0f;
  val = scanLocalMem(val, lmem);
  if (get_local_id(0) < n)
    isums[get_local_id(0)] = val;
}

__kernel void bottom_scan(__global const T *in, __global const T *isums, __global T *out,
                          const int n, __local T *lmem) {
  __local T s_seed;
  s_seed = 0;
  int region_size = n / get_num_groups(0) / 4 * 4;
  int block_start = get_group_id(0) * region_size;
  int block_stop = (get_group_id(0) == get_num_groups(0) - 1) ? n : block_start + region_size;
  int i = block_start + get_local_id(0);
  unsigned int window = block_start;
  T seed = isums[get_group_id(0)];
  while (window < block_stop) {
    T val = i < block_stop ? in[i] : 0.0f;
    val = scanLocalMem(val, lmem) + val + seed;
    if (i < block_stop)
      out[i] = val;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (get_local_id(0) == get_local_size(0) - 1)
      s_seed = val;
    barrier(CLK_LOCAL_MEM_FENCE);
    seed = s_seed;
    window += get_local_size(0);
    i += get_local_size(0);
  }
}
