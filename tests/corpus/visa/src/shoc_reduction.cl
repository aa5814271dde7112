/* Corpus kernel shoc_reduction for gpuisa's -filetype=obj tests.
 * Modelled on: SHOC "reduction" (vetter/shoc src/opencl/level1/reduction/reduction.cl; suite licence: BSD 3-clause (SHOC, ORNL/UT-Battelle)).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
typedef float T;

__kernel void reduce(__global const T *g_idata, __global T *g_odata, __local T *sdata, unsigned int n) {
  const unsigned int tid = get_local_id(0);
  const unsigned int blockSize = get_local_size(0);
  unsigned int i = get_group_id(0) * (blockSize * 2) + tid;
  const unsigned int gridSize = blockSize * 2 * get_num_groups(0);
  sdata[tid] = 0;
  while (i < n) {
    sdata[tid] += g_idata[i] + g_idata[i + blockSize];
    i += gridSize;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned int s = blockSize / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (tid == 0)
    g_odata[get_group_id(0)] = sdata[0];
}

__kernel void reduceNoLocal(__global const T *g_idata, __global T *g_odata, unsigned int n) {
  T sum = 0.0f;
  for (unsigned int i = 0; i < n; i++)
    sum += g_idata[i];
  g_odata[0] = sum;
}
