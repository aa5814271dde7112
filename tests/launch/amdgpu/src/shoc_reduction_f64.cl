/* Double-precision reduction, written for the gpuisa launch corpus after the `reduce` kernel
 * of SHOC's reduction benchmark in its double-precision form (vetter/shoc
 * src/opencl/level1/reduction/reduction.cl, the kernel built with T = double when the device
 * has cl_khr_fp64; BSD 3-clause, UT-Battelle/ORNL).  Each work-item sums a grid-strided pair
 * of elements, then the work-group reduces in local memory with a barrier per halving. */
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

__kernel void reduce(__global const double *g_idata, __global double *g_odata, __local double *sdata,
                     unsigned int n) {
  const unsigned int tid = get_local_id(0);
  const unsigned int blockSize = get_local_size(0);
  unsigned int i = get_group_id(0) * (blockSize * 2) + tid;
  const unsigned int gridSize = blockSize * 2 * get_num_groups(0);
  double sum = 0.0;
  while (i < n) {
    sum += g_idata[i] + g_idata[i + blockSize];
    i += gridSize;
  }
  sdata[tid] = sum;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned int s = blockSize / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (tid == 0)
    g_odata[get_group_id(0)] = sdata[0];
}
