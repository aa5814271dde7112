/* Corpus kernel rodinia_pathfinder for gpuisa's -filetype=obj tests.
 * Modelled on: Rodinia "pathfinder" (yuhc/gpu-rodinia opencl/pathfinder_no_loop/kernels.cl; suite licence: Rodinia licence (BSD-style, University of Virginia)).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
#define IN_RANGE(x, lo, hi) ((x) >= (lo) && (x) <= (hi))
#define CLAMP_RANGE(x, lo, hi) x = (x < (lo)) ? lo : ((x > (hi)) ? hi : x)
#define MIN(a, b) ((a) <= (b) ? (a) : (b))

__kernel void dynproc_kernel(int iteration, __global const int *gpuWall, __global const int *gpuSrc,
                             __global int *gpuResults, int cols, int rows, int startStep, int border,
                             int HALO, __local int *prev, __local int *result, __global int *outputBuffer) {
  int BLOCK_SIZE = get_local_size(0);
  int bx = get_group_id(0), tx = get_local_id(0);
  int small_block_cols = BLOCK_SIZE - iteration * HALO * 2;
  int blkX = small_block_cols * bx - border;
  int blkXmax = blkX + BLOCK_SIZE - 1;
  int xidx = blkX + tx;
  int validXmin = (blkX < 0) ? -blkX : 0;
  int validXmax = (blkXmax > cols - 1) ? BLOCK_SIZE - 1 - (blkXmax - cols + 1) : BLOCK_SIZE - 1;
  int W = tx - 1, E = tx + 1;
  W = (W < validXmin) ? validXmin : W;
  E = (E > validXmax) ? validXmax : E;
  bool isValid = IN_RANGE(tx, validXmin, validXmax);

  if (IN_RANGE(xidx, 0, cols - 1))
    prev[tx] = gpuSrc[xidx];
  barrier(CLK_LOCAL_MEM_FENCE);

  bool computed;
  for (int i = 0; i < iteration; i++) {
    computed = false;
    if (IN_RANGE(tx, i + 1, BLOCK_SIZE - i - 2) && isValid) {
      computed = true;
      int left = prev[W], up = prev[tx], right = prev[E];
      int shortest = MIN(left, up);
      shortest = MIN(shortest, right);
      int index = cols * (startStep + i) + xidx;
      result[tx] = shortest + gpuWall[index];
      if (tx == 11 && i == 0)
        outputBuffer[bx] = result[tx];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (i == iteration - 1)
      break;
    if (computed)
      prev[tx] = result[tx];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (computed)
    gpuResults[xidx] = result[tx];
}
