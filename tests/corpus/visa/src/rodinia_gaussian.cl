/* Corpus kernel rodinia_gaussian for gpuisa's -filetype=obj tests.
 * Modelled on: Rodinia "gaussian" (yuhc/gpu-rodinia opencl/gaussian/; suite licence: Rodinia licence (BSD-style, University of Virginia)).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
__kernel void Fan1(__global float *m_dev, __global const float *a_dev, __global const float *b_dev,
                   const int size, const int t) {
  int globalId = get_global_id(0);
  if (globalId < size - 1 - t)
    m_dev[size * (globalId + t + 1) + t] = a_dev[size * (globalId + t + 1) + t] / a_dev[size * t + t];
}

__kernel void Fan2(__global const float *m_dev, __global float *a_dev, __global float *b_dev,
                   const int size, const int t) {
  int gx = get_global_id(0), gy = get_global_id(1);
  if (gx < size - 1 - t && gy < size - t) {
    a_dev[size * (gx + 1 + t) + (gy + t)] -= m_dev[size * (gx + 1 + t) + t] * a_dev[size * t + (gy + t)];
    if (gy == 0)
      b_dev[gx + 1 + t] -= m_dev[size * (gx + 1 + t) + (gy + t)] * b_dev[t];
  }
}
