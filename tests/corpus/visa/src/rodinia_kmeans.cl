/* Corpus kernel rodinia_kmeans for gpuisa's -filetype=obj tests.
 * Modelled on: Rodinia "kmeans" (yuhc/gpu-rodinia opencl/kmeans/; suite licence: Rodinia licence (BSD-style, University of Virginia)).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
#ifndef FLT_MAX
#define FLT_MAX 3.40282347e+38f
#endif

__kernel void kmeans_kernel_c(__global const float *feature, __global const float *clusters,
                              __global int *membership, int npoints, int nclusters, int nfeatures,
                              int offset, int size) {
  unsigned int point_id = get_global_id(0);
  int index = 0;
  if (point_id < npoints) {
    float min_dist = FLT_MAX;
    for (int i = 0; i < nclusters; i++) {
      float dist = 0;
      for (int l = 0; l < nfeatures; l++) {
        float d = feature[l * npoints + point_id] - clusters[i * nfeatures + l];
        dist += d * d;
      }
      if (dist < min_dist) {
        min_dist = dist;
        index = i;
      }
    }
    membership[point_id] = index;
  }
}

__kernel void kmeans_swap(__global const float *feature, __global float *feature_swap,
                          int npoints, int nfeatures) {
  unsigned int tid = get_global_id(0);
  if (tid < npoints)
    for (int i = 0; i < nfeatures; i++)
      feature_swap[i * npoints + tid] = feature[tid * nfeatures + i];
}
