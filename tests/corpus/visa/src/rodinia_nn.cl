/* Corpus kernel rodinia_nn for gpuisa's -filetype=obj tests.
 * Modelled on: Rodinia "nn (nearest neighbour)" (yuhc/gpu-rodinia opencl/nn/; suite licence: Rodinia licence (BSD-style, University of Virginia)).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
typedef struct latLong {
  float lat;
  float lng;
} LatLong;

__kernel void NearestNeighbor(__global const LatLong *d_locations, __global float *d_distances,
                              const int numRecords, const float lat, const float lng) {
  int globalId = get_global_id(0);
  if (globalId < numRecords) {
    __global const LatLong *latLong = d_locations + globalId;
    __global float *dist = d_distances + globalId;
    float dlat = lat - latLong->lat, dlng = lng - latLong->lng;
    *dist = (float)sqrt(dlat * dlat + dlng * dlng);
  }
}
