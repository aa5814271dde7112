/* Tiled SGEMM, written for the gpuisa launch corpus after kernel 2 ("tiling in the local
 * memory", myGEMM2) of Cedric Nugteren's OpenCL SGEMM tutorial, CNugteren/myGEMM
 * src/kernels.cl (MIT licence, SURFsara).  Column-major C = A * B with A M x K, B K x N;
 * one work-item per element of C, TS x TS work-groups, one TS x TS tile of A and of B in
 * local memory per step of the K loop, two barriers per step. */
#define TS 16

__kernel void myGEMM2(const int M, const int N, const int K, __global const float *A,
                      __global const float *B, __global float *C) {
  const int row = get_local_id(0), col = get_local_id(1);
  const int globalRow = TS * get_group_id(0) + row;
  const int globalCol = TS * get_group_id(1) + col;
  __local float Atile[TS][TS];
  __local float Btile[TS][TS];
  float sum = 0.0f;
  for (int t = 0; t < K / TS; t++) {
    Atile[col][row] = A[(TS * t + col) * M + globalRow];
    Btile[col][row] = B[globalCol * K + TS * t + row];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < TS; k++)
      sum += Atile[k][row] * Btile[col][k];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  C[globalCol * M + globalRow] = sum;
}
