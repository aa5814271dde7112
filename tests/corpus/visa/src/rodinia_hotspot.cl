/* Corpus kernel rodinia_hotspot for gpuisa's -filetype=obj tests.
 * Modelled on: Rodinia "hotspot" (yuhc/gpu-rodinia opencl/hotspot/; suite licence: Rodinia licence (BSD-style, University of Virginia)).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
#define BLOCK_SIZE 16
#define IN_RANGE(x, lo, hi) ((x) >= (lo) && (x) <= (hi))
#define CLAMP_RANGE(x, lo, hi) x = (x < (lo)) ? lo : ((x > (hi)) ? hi : x)

__kernel void hotspot(int iteration, __global const float *power, __global const float *temp_src,
                      __global float *temp_dst, int grid_cols, int grid_rows, int border_cols,
                      int border_rows, float Cap, float Rx, float Ry, float Rz, float step) {
  __local float temp_on_cuda[BLOCK_SIZE][BLOCK_SIZE];
  __local float power_on_cuda[BLOCK_SIZE][BLOCK_SIZE];
  __local float temp_t[BLOCK_SIZE][BLOCK_SIZE];

  const float amb_temp = 80.0f;
  int bx = get_group_id(0), by = get_group_id(1);
  int tx = get_local_id(0), ty = get_local_id(1);
  float step_div_Cap = step / Cap;
  float Rx_1 = 1 / Rx, Ry_1 = 1 / Ry, Rz_1 = 1 / Rz;

  int small_block_rows = BLOCK_SIZE - iteration * 2;
  int small_block_cols = BLOCK_SIZE - iteration * 2;
  int blkY = small_block_rows * by - border_rows;
  int blkX = small_block_cols * bx - border_cols;
  int yidx = blkY + ty, xidx = blkX + tx;
  int index = grid_cols * yidx + xidx;

  if (IN_RANGE(yidx, 0, grid_rows - 1) && IN_RANGE(xidx, 0, grid_cols - 1)) {
    temp_on_cuda[ty][tx] = temp_src[index];
    power_on_cuda[ty][tx] = power[index];
  }
  barrier(CLK_LOCAL_MEM_FENCE);

  int validYmin = (blkY < 0) ? -blkY : 0;
  int validYmax = (blkY + BLOCK_SIZE - 1 > grid_rows - 1) ? BLOCK_SIZE - 1 - (blkY + BLOCK_SIZE - 1 - grid_rows + 1) : BLOCK_SIZE - 1;
  int validXmin = (blkX < 0) ? -blkX : 0;
  int validXmax = (blkX + BLOCK_SIZE - 1 > grid_cols - 1) ? BLOCK_SIZE - 1 - (blkX + BLOCK_SIZE - 1 - grid_cols + 1) : BLOCK_SIZE - 1;
  int N = ty - 1, S = ty + 1, W = tx - 1, E = tx + 1;
  CLAMP_RANGE(N, validYmin, validYmax);
  CLAMP_RANGE(S, validYmin, validYmax);
  CLAMP_RANGE(W, validXmin, validXmax);
  CLAMP_RANGE(E, validXmin, validXmax);

  bool computed = false;
  for (int i = 0; i < iteration; i++) {
    computed = false;
    if (IN_RANGE(tx, i + 1, BLOCK_SIZE - i - 2) && IN_RANGE(ty, i + 1, BLOCK_SIZE - i - 2) &&
        IN_RANGE(tx, validXmin, validXmax) && IN_RANGE(ty, validYmin, validYmax)) {
      computed = true;
      temp_t[ty][tx] = temp_on_cuda[ty][tx] +
          step_div_Cap * (power_on_cuda[ty][tx] +
                          (temp_on_cuda[S][tx] + temp_on_cuda[N][tx] - 2.0f * temp_on_cuda[ty][tx]) * Ry_1 +
                          (temp_on_cuda[ty][E] + temp_on_cuda[ty][W] - 2.0f * temp_on_cuda[ty][tx]) * Rx_1 +
                          (amb_temp - temp_on_cuda[ty][tx]) * Rz_1);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (i == iteration - 1)
      break;
    if (computed)
      temp_on_cuda[ty][tx] = temp_t[ty][tx];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (computed)
    temp_dst[index] = temp_t[ty][tx];
}
