/* Corpus kernel rodinia_lavamd for gpuisa's -filetype=obj tests.
 * Modelled on: Rodinia "lavaMD" (yuhc/gpu-rodinia opencl/lavaMD/kernel/kernel_gpu_opencl.cl; suite licence: Rodinia licence (BSD-style, University of Virginia)).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
#define NUMBER_PAR_PER_BOX 100
#define NUMBER_THREADS 128

typedef struct { float x, y, z; } THREE_VECTOR;
typedef struct { float v, x, y, z; } FOUR_VECTOR;
typedef struct { int x, y, z; int number; long offset; } nei_str;
typedef struct {
  int x, y, z;
  int number;
  long offset;
  int nn;
  nei_str nei[26];
} box_str;
typedef struct { float alpha; } par_str;
typedef struct { long number_boxes, box_mem, space_elem, space_mem, space_mem2; } dim_str;

__kernel void kernel_gpu_opencl(par_str d_par_gpu, dim_str d_dim_gpu, __global const box_str *d_box_gpu,
                                __global const FOUR_VECTOR *d_rv_gpu, __global const float *d_qv_gpu,
                                __global FOUR_VECTOR *d_fv_gpu) {
  int bx = get_group_id(0), tx = get_local_id(0);
  if (bx >= d_dim_gpu.number_boxes)
    return;
  float a2 = 2 * d_par_gpu.alpha * d_par_gpu.alpha;
  __local FOUR_VECTOR rA_shared[NUMBER_PAR_PER_BOX];
  __local FOUR_VECTOR rB_shared[NUMBER_PAR_PER_BOX];
  __local float qB_shared[NUMBER_PAR_PER_BOX];

  long first_i = d_box_gpu[bx].offset;
  for (int wtx = tx; wtx < NUMBER_PAR_PER_BOX; wtx += NUMBER_THREADS)
    rA_shared[wtx] = d_rv_gpu[first_i + wtx];
  barrier(CLK_LOCAL_MEM_FENCE);

  for (int k = 0; k < 1 + d_box_gpu[bx].nn; k++) {
    int pointer = k == 0 ? bx : d_box_gpu[bx].nei[k - 1].number;
    long first_j = d_box_gpu[pointer].offset;
    for (int wtx = tx; wtx < NUMBER_PAR_PER_BOX; wtx += NUMBER_THREADS) {
      rB_shared[wtx] = d_rv_gpu[first_j + wtx];
      qB_shared[wtx] = d_qv_gpu[first_j + wtx];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int wtx = tx; wtx < NUMBER_PAR_PER_BOX; wtx += NUMBER_THREADS) {
      FOUR_VECTOR f = d_fv_gpu[first_i + wtx];
      for (int j = 0; j < NUMBER_PAR_PER_BOX; j++) {
        float r2 = rA_shared[wtx].v + rB_shared[j].v -
                   (rA_shared[wtx].x * rB_shared[j].x + rA_shared[wtx].y * rB_shared[j].y +
                    rA_shared[wtx].z * rB_shared[j].z);
        float u2 = a2 * r2;
        float vij = exp(-u2);
        float fs = 2 * vij;
        THREE_VECTOR d;
        d.x = rA_shared[wtx].x - rB_shared[j].x;
        d.y = rA_shared[wtx].y - rB_shared[j].y;
        d.z = rA_shared[wtx].z - rB_shared[j].z;
        float fxij = fs * d.x, fyij = fs * d.y, fzij = fs * d.z;
        f.v += qB_shared[j] * vij;
        f.x += qB_shared[j] * fxij;
        f.y += qB_shared[j] * fyij;
        f.z += qB_shared[j] * fzij;
      }
      d_fv_gpu[first_i + wtx] = f;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}
