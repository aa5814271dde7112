/* Corpus kernel polybench_fdtd2d for gpuisa's -filetype=obj tests.
 * Modelled on: PolyBench/GPU "FDTD-2D" (cavazos-lab/PolyBench-ACC OpenCL/stencils/fdtd-2d/fdtd2d.cl; suite licence: see PolyBench-ACC).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
typedef float DATA_TYPE;

__kernel void fdtd_kernel1(__global const DATA_TYPE *fict, __global const DATA_TYPE *ex,
                           __global DATA_TYPE *ey, __global const DATA_TYPE *hz, int t, int nx, int ny) {
  int j = get_global_id(0), i = get_global_id(1);
  if (i < nx && j < ny) {
    if (i == 0)
      ey[j] = fict[t];
    else
      ey[i * ny + j] -= 0.5f * (hz[i * ny + j] - hz[(i - 1) * ny + j]);
  }
}

__kernel void fdtd_kernel2(__global DATA_TYPE *ex, __global const DATA_TYPE *ey,
                           __global const DATA_TYPE *hz, int nx, int ny) {
  int j = get_global_id(0), i = get_global_id(1);
  if (i < nx && j > 0 && j < ny)
    ex[i * (ny + 1) + j] -= 0.5f * (hz[i * ny + j] - hz[i * ny + (j - 1)]);
}

__kernel void fdtd_kernel3(__global const DATA_TYPE *ex, __global const DATA_TYPE *ey,
                           __global DATA_TYPE *hz, int nx, int ny) {
  int j = get_global_id(0), i = get_global_id(1);
  if (i < nx && j < ny)
    hz[i * ny + j] -= 0.7f * (ex[i * (ny + 1) + (j + 1)] - ex[i * (ny + 1) + j]
                              + ey[(i + 1) * ny + j] - ey[i * ny + j]);
}
