/* Corpus kernel rodinia_btree for gpuisa's -filetype=obj tests.
 * Modelled on: Rodinia "b+tree" (yuhc/gpu-rodinia opencl/b+tree/; suite licence: Rodinia licence (BSD-style, University of Virginia)).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
#define DEFAULT_ORDER 256

typedef struct record { int value; } record;
typedef struct knode {
  int location;
  int indices[DEFAULT_ORDER + 1];
  int keys[DEFAULT_ORDER + 1];
  bool is_leaf;
  int num_keys;
} knode;

__kernel void findK(long height, __global const knode *knodesD, long knodes_elem,
                    __global const record *recordsD, __global long *currKnodeD,
                    __global long *offsetD, __global const int *keysD, __global record *ansD) {
  int thid = get_local_id(0), bid = get_group_id(0);
  for (int i = 0; i < height; i++) {
    if (knodesD[currKnodeD[bid]].keys[thid] <= keysD[bid] &&
        knodesD[currKnodeD[bid]].keys[thid + 1] > keysD[bid]) {
      if (knodesD[offsetD[bid]].indices[thid] < knodes_elem)
        offsetD[bid] = knodesD[offsetD[bid]].indices[thid];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (thid == 0)
      currKnodeD[bid] = offsetD[bid];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (knodesD[currKnodeD[bid]].keys[thid] == keysD[bid])
    ansD[bid].value = recordsD[knodesD[currKnodeD[bid]].indices[thid]].value;
}

__kernel void findRangeK(long height, __global const knode *knodesD, long knodes_elem,
                         __global long *currKnodeD, __global long *offsetD, __global long *lastKnodeD,
                         __global long *offset_2D, __global const int *startD, __global const int *endD,
                         __global int *RecstartD, __global int *ReclenD) {
  int thid = get_local_id(0), bid = get_group_id(0);
  for (int i = 0; i < height; i++) {
    if (knodesD[currKnodeD[bid]].keys[thid] <= startD[bid] && knodesD[currKnodeD[bid]].keys[thid + 1] > startD[bid]) {
      if (knodesD[currKnodeD[bid]].indices[thid] < knodes_elem)
        offsetD[bid] = knodesD[currKnodeD[bid]].indices[thid];
    }
    if (knodesD[lastKnodeD[bid]].keys[thid] <= endD[bid] && knodesD[lastKnodeD[bid]].keys[thid + 1] > endD[bid]) {
      if (knodesD[lastKnodeD[bid]].indices[thid] < knodes_elem)
        offset_2D[bid] = knodesD[lastKnodeD[bid]].indices[thid];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (thid == 0) {
      currKnodeD[bid] = offsetD[bid];
      lastKnodeD[bid] = offset_2D[bid];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (knodesD[currKnodeD[bid]].keys[thid] == startD[bid])
    RecstartD[bid] = knodesD[currKnodeD[bid]].indices[thid];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (knodesD[lastKnodeD[bid]].keys[thid] == endD[bid])
    ReclenD[bid] = knodesD[lastKnodeD[bid]].indices[thid] - RecstartD[bid] + 1;
}
