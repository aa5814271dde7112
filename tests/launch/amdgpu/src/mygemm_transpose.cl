/* Matrix transpose through local memory, written for the gpuisa launch corpus after the
 * `transpose` kernel of Cedric Nugteren's OpenCL SGEMM tutorial, CNugteren/myGEMM
 * src/kernels.cl (MIT licence, SURFsara).  Input P x Q (column-major: element (p, q) at
 * q * P + p), output Q x P; a 16 x 16 work-group reads a tile with coalesced loads, swaps it
 * through a padded local buffer and writes it back with coalesced stores. */
#define TRANSPOSEX 16
#define TRANSPOSEY 16

__kernel void transpose(const int P, const int Q, __global const float *input, __global float *output) {
  const int tx = get_local_id(0), ty = get_local_id(1);
  const int ID0 = get_group_id(0) * TRANSPOSEX + tx; /* 0..P */
  const int ID1 = get_group_id(1) * TRANSPOSEY + ty; /* 0..Q */
  __local float tile[TRANSPOSEX][TRANSPOSEY + 1];   /* +1: no bank conflicts on the swap */
  if (ID0 < P && ID1 < Q)
    tile[ty][tx] = input[ID1 * P + ID0];
  barrier(CLK_LOCAL_MEM_FENCE);
  const int newID0 = get_group_id(1) * TRANSPOSEY + tx;
  const int newID1 = get_group_id(0) * TRANSPOSEX + ty;
  if (newID0 < Q && newID1 < P)
    output[newID1 * Q + newID0] = tile[tx][ty];
}
