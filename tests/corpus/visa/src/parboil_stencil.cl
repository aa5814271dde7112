/* Corpus kernel parboil_stencil for gpuisa's -filetype=obj tests.
 * Modelled on: Parboil "stencil (7-point)" (abduld/Parboil benchmarks/stencil/src/opencl_nvidia/kernel.cl; suite licence: University of Illinois/NCSA open source licence (Parboil)).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
#define Index3D(_nx, _ny, _i, _j, _k) ((_i) + _nx * ((_j) + _ny * (_k)))

__kernel void naive_kernel(float c0, float c1, __global const float *A0, __global float *Anext,
                           int nx, int ny, int nz) {
  int i = get_global_id(0) + 1;
  int j = get_global_id(1) + 1;
  int k = get_global_id(2) + 1;
  if (i < nx - 1 && j < ny - 1 && k < nz - 1) {
    Anext[Index3D(nx, ny, i, j, k)] =
        (A0[Index3D(nx, ny, i, j, k + 1)] + A0[Index3D(nx, ny, i, j, k - 1)] +
         A0[Index3D(nx, ny, i, j + 1, k)] + A0[Index3D(nx, ny, i, j - 1, k)] +
         A0[Index3D(nx, ny, i + 1, j, k)] + A0[Index3D(nx, ny, i - 1, j, k)]) * c1 -
        A0[Index3D(nx, ny, i, j, k)] * c0;
  }
}

/* register-tiled along z with a local-memory plane */
__kernel void block2D_reg_tiling(float c0, float c1, __global const float *A0, __global float *Anext,
                                 int nx, int ny, int nz, __local float *sh_A0) {
  int i = get_global_id(0), j = get_global_id(1);
  int tx = get_local_id(0) + 1, ty = get_local_id(1) + 1;
  int lw = get_local_size(0) + 2;
  float bottom = A0[Index3D(nx, ny, i, j, 0)];
  float current = A0[Index3D(nx, ny, i, j, 1)];
  for (int k = 1; k < nz - 1; k++) {
    float top = A0[Index3D(nx, ny, i, j, k + 1)];
    sh_A0[ty * lw + tx] = current;
    if (tx == 1 && i > 0) sh_A0[ty * lw] = A0[Index3D(nx, ny, i - 1, j, k)];
    if (tx == get_local_size(0) && i < nx - 1) sh_A0[ty * lw + tx + 1] = A0[Index3D(nx, ny, i + 1, j, k)];
    if (ty == 1 && j > 0) sh_A0[tx] = A0[Index3D(nx, ny, i, j - 1, k)];
    if (ty == get_local_size(1) && j < ny - 1) sh_A0[(ty + 1) * lw + tx] = A0[Index3D(nx, ny, i, j + 1, k)];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (i > 0 && i < nx - 1 && j > 0 && j < ny - 1)
      Anext[Index3D(nx, ny, i, j, k)] = (top + bottom + sh_A0[ty * lw + tx - 1] + sh_A0[ty * lw + tx + 1] +
                                         sh_A0[(ty - 1) * lw + tx] + sh_A0[(ty + 1) * lw + tx]) * c1 - current * c0;
    bottom = current;
    current = top;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}
