/* Corpus kernel shoc_triad for gpuisa's -filetype=obj tests.
 * Modelled on: SHOC "triad" (vetter/shoc src/opencl/level1/triad/ (kernel source held in the host file); suite licence: BSD 3-clause (SHOC, ORNL/UT-Battelle)).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
__kernel void Triad(__global const float *memA, __global const float *memB, __global float *memC, float s) {
  int gid = get_global_id(0);
  memC[gid] = memA[gid] + s * memB[gid];
}

__kernel void Triad4(__global const float4 *memA, __global const float4 *memB, __global float4 *memC, float s) {
  int gid = get_global_id(0);
  memC[gid] = memA[gid] + s * memB[gid];
}
