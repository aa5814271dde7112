/* Corpus kernel parboil_cutcp for gpuisa's -filetype=obj tests.
 * Modelled on: Parboil "cutcp (cutoff Coulombic potential)" (abduld/Parboil benchmarks/cutcp/src/opencl_nvidia/kernel.cl; suite licence: University of Illinois/NCSA open source licence (Parboil)).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
#define BIN_DEPTH 8
#define NBRLIST_MAXLEN 5000

__kernel void opencl_cutoff_potential_lattice(int binDim_x, int binDim_y, __global const float4 *binZeroAddr,
                                              float h, float cutoff2, float inv_cutoff2,
                                              __global float *regionZeroAddr, int zRegionIndex_t,
                                              __constant int *NbrListLen, __constant int *NbrList) {
  __local float4 AtomBinCache[BIN_DEPTH * 8];
  int xRegionIndex = get_group_id(0), yRegionIndex = get_group_id(1);
  int tid = get_local_id(0) + get_local_size(0) * (get_local_id(1) + get_local_size(1) * get_local_id(2));
  int nx = get_num_groups(0) * 8, ny = get_num_groups(1) * 8;
  int ix = xRegionIndex * 8 + get_local_id(0);
  int iy = yRegionIndex * 8 + get_local_id(1);
  int iz = zRegionIndex_t * 8 + get_local_id(2) * 2;
  float x = ix * h, y = iy * h, z = iz * h;
  float energy0 = 0.f, energy1 = 0.f;
  int mybin_x = ix >> 2, mybin_y = iy >> 2, mybin_z = iz >> 2;
  int n = *NbrListLen;
  for (int nbr = 0; nbr < n; nbr++) {
    int off = NbrList[nbr];
    int bx = mybin_x + (off & 7) - 3, by = mybin_y + ((off >> 3) & 7) - 3, bz = mybin_z + ((off >> 6) & 7) - 3;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (tid < BIN_DEPTH && bx >= 0 && by >= 0 && bz >= 0 && bx < binDim_x && by < binDim_y)
      AtomBinCache[tid] = binZeroAddr[((bz * binDim_y + by) * binDim_x + bx) * BIN_DEPTH + tid];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int j = 0; j < BIN_DEPTH; j++) {
      float4 a = AtomBinCache[j];
      if (a.w == 0)
        break;
      float dx = a.x - x, dy = a.y - y, dz = a.z - z;
      float dxdy2 = dx * dx + dy * dy;
      float r2 = dxdy2 + dz * dz;
      if (r2 < cutoff2) {
        float s = 1.f - r2 * inv_cutoff2;
        energy0 += a.w * rsqrt(r2) * s * s;
      }
      dz -= h;
      r2 = dxdy2 + dz * dz;
      if (r2 < cutoff2) {
        float s = 1.f - r2 * inv_cutoff2;
        energy1 += a.w * rsqrt(r2) * s * s;
      }
    }
  }
  __global float *myRegion = regionZeroAddr + ((zRegionIndex_t * get_num_groups(1) + yRegionIndex) * get_num_groups(0) + xRegionIndex) * 512;
  int mytid = get_local_id(0) + 8 * (get_local_id(1) + 8 * 2 * get_local_id(2));
  myRegion[mytid] += energy0;
  myRegion[mytid + 64] += energy1;
}
