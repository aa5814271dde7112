/* Corpus kernel rodinia_nw for gpuisa's -filetype=obj tests.
 * Modelled on: Rodinia "nw (Needleman-Wunsch)" (yuhc/gpu-rodinia opencl/nw/; suite licence: Rodinia licence (BSD-style, University of Virginia)).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
#define BLOCK_SIZE 16
#define SCORE(i, j) input_itemsets_l[(j) + (i) * (BLOCK_SIZE + 1)]
#define REF(i, j) reference_l[(j) + (i) * BLOCK_SIZE]

static inline int maximum(int a, int b, int c) {
  int k = a <= b ? b : a;
  return k <= c ? c : k;
}

__kernel void nw_kernel1(__global const int *reference_d, __global int *input_itemsets_d,
                         __global int *output_itemsets_d, __local int *input_itemsets_l,
                         __local int *reference_l, int cols, int penalty, int blk,
                         int block_width, int worksize, int offset_r, int offset_c) {
  int bx = get_group_id(0), tx = get_local_id(0);
  int b_index_x = bx, b_index_y = blk - 1 - bx;
  int index = cols * BLOCK_SIZE * b_index_y + BLOCK_SIZE * b_index_x + tx + (cols + 1) + offset_r * cols + offset_c;
  int index_n = cols * BLOCK_SIZE * b_index_y + BLOCK_SIZE * b_index_x + tx + 1 + offset_r * cols + offset_c;
  int index_w = cols * BLOCK_SIZE * b_index_y + BLOCK_SIZE * b_index_x + cols + offset_r * cols + offset_c;
  int index_nw = cols * BLOCK_SIZE * b_index_y + BLOCK_SIZE * b_index_x + offset_r * cols + offset_c;

  if (tx == 0)
    SCORE(tx, 0) = input_itemsets_d[index_nw];
  for (int ty = 0; ty < BLOCK_SIZE; ty++)
    REF(ty, tx) = reference_d[index + cols * ty];
  barrier(CLK_LOCAL_MEM_FENCE);
  SCORE((tx + 1), 0) = input_itemsets_d[index_w + cols * tx];
  barrier(CLK_LOCAL_MEM_FENCE);
  SCORE(0, (tx + 1)) = input_itemsets_d[index_n];
  barrier(CLK_LOCAL_MEM_FENCE);

  for (int m = 0; m < BLOCK_SIZE; m++) {
    if (tx <= m) {
      int t_index_x = tx + 1, t_index_y = m - tx + 1;
      SCORE(t_index_y, t_index_x) = maximum(SCORE(t_index_y - 1, t_index_x - 1) + REF(t_index_y - 1, t_index_x - 1),
                                            SCORE(t_index_y, t_index_x - 1) - penalty,
                                            SCORE(t_index_y - 1, t_index_x) - penalty);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  for (int m = BLOCK_SIZE - 2; m >= 0; m--) {
    if (tx <= m) {
      int t_index_x = tx + BLOCK_SIZE - m, t_index_y = BLOCK_SIZE - tx;
      SCORE(t_index_y, t_index_x) = maximum(SCORE(t_index_y - 1, t_index_x - 1) + REF(t_index_y - 1, t_index_x - 1),
                                            SCORE(t_index_y, t_index_x - 1) - penalty,
                                            SCORE(t_index_y - 1, t_index_x) - penalty);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  for (int ty = 0; ty < BLOCK_SIZE; ty++)
    input_itemsets_d[index + cols * ty] = SCORE((ty + 1), (tx + 1));
}
