/* Corpus kernel shoc_md for gpuisa's -filetype=obj tests.
 * Modelled on: SHOC "md (Lennard-Jones)" (vetter/shoc src/opencl/level1/md/md.cl; suite licence: BSD 3-clause (SHOC, ORNL/UT-Battelle)).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
typedef float4 POSVECTYPE;
typedef float4 FORCEVECTYPE;
typedef float FPTYPE;

__kernel void compute_lj_force(__global FORCEVECTYPE *force, __global const POSVECTYPE *position,
                               const int neighCount, __global const int *neighList, const FPTYPE cutsq,
                               const FPTYPE lj1, const FPTYPE lj2, const int inum) {
  uint idx = get_global_id(0);
  POSVECTYPE ipos = position[idx];
  FORCEVECTYPE f = {0.0f, 0.0f, 0.0f, 0.0f};
  int j = 0;
  while (j < neighCount) {
    int jidx = neighList[j * inum + idx];
    POSVECTYPE jpos = position[jidx];
    FPTYPE delx = ipos.x - jpos.x, dely = ipos.y - jpos.y, delz = ipos.z - jpos.z;
    FPTYPE r2inv = delx * delx + dely * dely + delz * delz;
    if (r2inv < cutsq) {
      r2inv = 1.0f / r2inv;
      FPTYPE r6inv = r2inv * r2inv * r2inv;
      FPTYPE forceC = r2inv * r6inv * (lj1 * r6inv - lj2);
      f.x += delx * forceC;
      f.y += dely * forceC;
      f.z += delz * forceC;
    }
    j++;
  }
  force[idx] = f;
}
