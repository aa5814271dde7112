/* Bottom phase of a three-phase scan, written for the gpuisa launch corpus after the
 * `bottom_scan` kernel of SHOC's scan benchmark (vetter/shoc src/opencl/level1/scan/scan.cl;
 * BSD 3-clause, UT-Battelle/ORNL), as tests/corpus/amdgpu/src/shoc_scan.cl has it, with one
 * change: the work-group's running seed in local memory is set by work-item 0 followed by a
 * barrier, where shoc_scan.cl has every work-item store 0 to it.  pocl 3.1 (the reference run)
 * loses the seed between windows for that form (tests/launch/amdgpu/README.md).
 * Each work-group scans its region of `in` in windows of get_local_size(0) elements, adding
 * the sum of the previous regions (isums) and of its previous windows. */
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
  return s_data[idx - 1]; /* exclusive prefix */
}

__kernel void bottom_scan(__global const T *in, __global const T *isums, __global T *out,
                          const int n, __local T *lmem) {
  __local T s_seed;
  if (get_local_id(0) == 0)
    s_seed = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
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
