/* One pass of a bitonic sorting network over global memory, written for the gpuisa launch
 * corpus after the `bitonicSort` kernel of the AMD APP SDK BitonicSort sample, whose algorithm
 * AMD also ships as `sortTemplate` in HSA-Libraries/Bolt include/bolt/cl/sort_kernels.cl
 * (Apache License 2.0).  The host runs stage = 0..log2(n)-1 and passOfStage = 0..stage; each
 * work-item compares and swaps one pair. */
__kernel void bitonicSort(__global uint *theArray, const uint stage, const uint passOfStage,
                          const uint direction) {
  uint threadId = get_global_id(0);
  uint pairDistance = 1u << (stage - passOfStage);
  uint blockWidth = 2 * pairDistance;
  uint leftId = (threadId % pairDistance) + (threadId / pairDistance) * blockWidth;
  uint rightId = leftId + pairDistance;
  uint left = theArray[leftId], right = theArray[rightId];
  uint increasing = direction;
  if ((threadId >> stage) & 1u) /* every other block of 2^(stage+1) runs the other way */
    increasing = 1 - increasing;
  uint lo = left < right ? left : right, hi = left < right ? right : left;
  theArray[leftId] = increasing ? lo : hi;
  theArray[rightId] = increasing ? hi : lo;
}
