/* Corpus kernel rodinia_lud for gpuisa's -filetype=obj tests.
 * Modelled on: Rodinia "lud (LU decomposition)" (yuhc/gpu-rodinia opencl/lud/; suite licence: Rodinia licence (BSD-style, University of Virginia)).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
#define BLOCK_SIZE 16

__kernel void lud_diagonal(__global float *m, __local float *shadow, int matrix_dim, int offset) {
  int tx = get_local_id(0);
  int array_offset = offset * matrix_dim + offset;
  for (int i = 0; i < BLOCK_SIZE; i++) {
    shadow[i * BLOCK_SIZE + tx] = m[array_offset + tx];
    array_offset += matrix_dim;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = 0; i < BLOCK_SIZE - 1; i++) {
    if (tx > i) {
      for (int j = 0; j < i; j++)
        shadow[tx * BLOCK_SIZE + i] -= shadow[tx * BLOCK_SIZE + j] * shadow[j * BLOCK_SIZE + i];
      shadow[tx * BLOCK_SIZE + i] /= shadow[i * BLOCK_SIZE + i];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (tx > i) {
      for (int j = 0; j < i + 1; j++)
        shadow[(i + 1) * BLOCK_SIZE + tx] -= shadow[(i + 1) * BLOCK_SIZE + j] * shadow[j * BLOCK_SIZE + tx];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  array_offset = (offset + 1) * matrix_dim + offset;
  for (int i = 1; i < BLOCK_SIZE; i++) {
    m[array_offset + tx] = shadow[i * BLOCK_SIZE + tx];
    array_offset += matrix_dim;
  }
}

__kernel void lud_internal(__global float *m, __local float *peri_row, __local float *peri_col,
                           int matrix_dim, int offset) {
  int bx = get_group_id(0), by = get_group_id(1);
  int tx = get_local_id(0), ty = get_local_id(1);
  int global_row_id = offset + (by + 1) * BLOCK_SIZE;
  int global_col_id = offset + (bx + 1) * BLOCK_SIZE;
  peri_row[ty * BLOCK_SIZE + tx] = m[(offset + ty) * matrix_dim + global_col_id + tx];
  peri_col[ty * BLOCK_SIZE + tx] = m[(global_row_id + ty) * matrix_dim + offset + tx];
  barrier(CLK_LOCAL_MEM_FENCE);
  float sum = 0;
  for (int i = 0; i < BLOCK_SIZE; i++)
    sum += peri_col[ty * BLOCK_SIZE + i] * peri_row[i * BLOCK_SIZE + tx];
  m[(global_row_id + ty) * matrix_dim + global_col_id + tx] -= sum;
}
