/* Corpus kernel shoc_stencil2d for gpuisa's -filetype=obj tests.
 * Modelled on: SHOC "stencil2d" (vetter/shoc src/opencl/level1/stencil2d/stencil2d.cl; suite licence: BSD 3-clause (SHOC, ORNL/UT-Battelle)).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
#define LROWS 16
#define LCOLS 16
typedef float VALTYPE;

static inline int ToGlobalRow(int gidRow, int lszRow, int lidRow) { return gidRow * lszRow + lidRow; }
static inline int ToGlobalCol(int gidCol, int lszCol, int lidCol) { return gidCol * lszCol + lidCol; }
static inline int ToFlatIdx(int row, int col, int rowWidth) { return (row + 1) * (rowWidth + 2) + (col + 1); }

__kernel void StencilKernel(__global const VALTYPE *data, __global VALTYPE *newData, const int alignment,
                            VALTYPE wCenter, VALTYPE wCardinal, VALTYPE wDiagonal,
                            __local VALTYPE *sh) {
  int gRow = ToGlobalRow(get_group_id(0), LROWS, get_local_id(0));
  int gCol = ToGlobalCol(get_group_id(1), get_local_size(1), get_local_id(1));
  int nCols = get_global_size(1) + 2 + alignment;
  int lRow = get_local_id(0), lCol = get_local_id(1);
  int nShCols = get_local_size(1) + 2;

  for (int r = 0; r < LROWS; r++)
    sh[(r + 1) * nShCols + lCol + 1] = data[ToFlatIdx(gRow - lRow + r, gCol, nCols - 2)];
  if (lCol == 0)
    for (int r = 0; r < LROWS + 2; r++)
      sh[r * nShCols] = data[(gRow - lRow + r) * nCols + gCol];
  if (lCol == get_local_size(1) - 1)
    for (int r = 0; r < LROWS + 2; r++)
      sh[r * nShCols + lCol + 2] = data[(gRow - lRow + r) * nCols + gCol + 2];
  if (lCol < 1) {
    sh[lCol + 1] = data[(gRow - lRow) * nCols + gCol + 1];
    sh[(LROWS + 1) * nShCols + lCol + 1] = data[(gRow - lRow + LROWS + 1) * nCols + gCol + 1];
  }
  barrier(CLK_LOCAL_MEM_FENCE);

  for (int r = 1; r <= LROWS; r++) {
    VALTYPE center = sh[r * nShCols + lCol + 1];
    VALTYPE cardinal = sh[(r - 1) * nShCols + lCol + 1] + sh[(r + 1) * nShCols + lCol + 1] +
                       sh[r * nShCols + lCol] + sh[r * nShCols + lCol + 2];
    VALTYPE diagonal = sh[(r - 1) * nShCols + lCol] + sh[(r - 1) * nShCols + lCol + 2] +
                       sh[(r + 1) * nShCols + lCol] + sh[(r + 1) * nShCols + lCol + 2];
    newData[ToFlatIdx(gRow - lRow + r - 1, gCol, nCols - 2)] =
        wCenter * center + wCardinal * cardinal + wDiagonal * diagonal;
  }
}
